//! Model definitions: parameter counts against the references, public weight names, and a
//! gradient for every parameter.

mod common;

use candle_core::{DType, Device, Tensor};
use paperfit::config::schema::{InputSize, ModelArch, ModelSpec};
use paperfit::models;
use paperfit::nn::{ops, Ctx};

fn spec(name: ModelArch, classes: u32, size: u32) -> ModelSpec {
    ModelSpec {
        name,
        backbone: None,
        num_classes: classes,
        image_size: Some(InputSize::square(size)),
        drop_path_rate: 0.1,
        pretrained: None,
        freeze_batchnorm: false,
        channels: None,
        dcal: None,
    }
}

fn count(name: ModelArch, classes: u32, size: u32) -> usize {
    models::build(&spec(name, classes, size), 0, &Device::Cpu)
        .unwrap()
        .store()
        .borrow()
        .num_parameters()
}

#[test]
fn vit_and_deit_parameter_counts_match_the_references() {
    // timm: vit_base_patch16_224 86,567,656; vit_base_patch32_224 88,224,232;
    // deit_tiny 5,717,416; deit_small 22,050,664; deit_base = ViT-B/16.
    assert_eq!(count(ModelArch::VitB16, 1000, 224), 86_567_656);
    assert_eq!(count(ModelArch::VitB32, 1000, 224), 88_224_232);
    assert_eq!(count(ModelArch::DeitTiny, 1000, 224), 5_717_416);
    assert_eq!(count(ModelArch::DeitSmall, 1000, 224), 22_050_664);
}

#[test]
fn vit_weight_names_are_timms() {
    let m = models::build(&spec(ModelArch::DeitTiny, 10, 32), 0, &Device::Cpu).unwrap();
    let store = m.store();
    let store = store.borrow();
    let names: Vec<&str> = store.params().iter().map(|p| p.name.as_str()).collect();
    for expected in [
        "patch_embed.proj.weight",
        "patch_embed.proj.bias",
        "cls_token",
        "pos_embed",
        "blocks.0.norm1.weight",
        "blocks.0.attn.qkv.weight",
        "blocks.0.attn.proj.bias",
        "blocks.0.norm2.bias",
        "blocks.0.mlp.fc1.weight",
        "blocks.11.mlp.fc2.bias",
        "norm.weight",
        "head.weight",
        "head.bias",
    ] {
        assert!(names.contains(&expected), "{expected} missing");
    }
    // 4 patches + the class token.
    let pos = store
        .params()
        .iter()
        .find(|p| p.name == "pos_embed")
        .unwrap();
    assert_eq!(pos.var.dims(), &[1, 5, 192]);
    // No weight decay on the embeddings, norms and biases.
    for p in store.params() {
        let decays = p.name.ends_with(".weight") && !p.name.contains("norm");
        assert_eq!(p.decay, decays, "{}", p.name);
    }
}

#[test]
fn every_vit_parameter_receives_a_gradient() {
    let m = models::build(&spec(ModelArch::DeitTiny, 5, 32), 3, &Device::Cpu).unwrap();
    let x = Tensor::randn(0f32, 1.0, (2, 3, 32, 32), &Device::Cpu).unwrap();
    let y = Tensor::new(&[1u32, 4], &Device::Cpu).unwrap();
    let logits = m.forward(&x, &Ctx::train(DType::F32, 1)).unwrap();
    assert_eq!(logits.dims(), &[2, 5]);
    let grads = ops::cross_entropy_sum(&logits, &y, 0.1)
        .unwrap()
        .backward()
        .unwrap();
    for p in m.store().borrow().params() {
        let g = grads
            .get(p.var.as_tensor())
            .unwrap_or_else(|| panic!("{} has no gradient", p.name));
        let norm = g
            .sqr()
            .unwrap()
            .sum_all()
            .unwrap()
            .to_scalar::<f32>()
            .unwrap();
        assert!(norm > 0.0, "{} has a zero gradient", p.name);
    }
}

#[test]
fn input_size_must_be_a_multiple_of_the_patch() {
    let e = models::build(&spec(ModelArch::VitB16, 10, 40), 0, &Device::Cpu)
        .err()
        .unwrap();
    assert!(
        e.to_string()
            .contains("not a multiple of the patch size 16"),
        "{e}"
    );
}
