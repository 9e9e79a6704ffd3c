//! Model definitions: parameter counts against the references, public weight names, and a
//! gradient for every parameter.

use crate::common;

use crate::common::reference;
use candle_core::{DType, Device, Tensor};
use paperfit::config::schema::{InputSize, ModelArch, ModelSpec};
use paperfit::models::{self, Recipe};
use paperfit::nn::Ctx;

fn spec(name: ModelArch, classes: u32, size: u32) -> ModelSpec {
    ModelSpec {
        drop_path_rate: 0.1,
        ..ModelSpec::new(name, classes, InputSize::square(size))
    }
}

fn count(name: ModelArch, classes: u32, size: u32) -> usize {
    // Zero weights: a count needs no random initialisation (ViT-B's takes seconds).
    models::count_parameters(&spec(name, classes, size), &Recipe::cross_entropy()).unwrap() as usize
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
    let grads = reference::cross_entropy_sum(&logits, &y, 0.1)
        .unwrap()
        .backward()
        .unwrap();
    common::assert_every_parameter_has_a_gradient("DeiT-Tiny", &grads, m.store().borrow().params());
}

#[test]
fn input_size_must_be_a_multiple_of_the_patch() {
    let e = models::build(&spec(ModelArch::VitB16, 10, 40), 0, &Device::Cpu)
        .err()
        .unwrap();
    // The registry's input-size rule, which the builder runs before any constructor.
    let text = e.to_string();
    assert!(
        text.contains("40 x 40 is not a multiple of 16") && text.contains("model.image_size"),
        "{e}"
    );
}

#[test]
fn resnet_parameter_counts_match_torchvision_and_timm() {
    assert_eq!(count(ModelArch::Resnet18, 1000, 224), 11_689_512);
    assert_eq!(count(ModelArch::Resnet34, 1000, 224), 21_797_672);
    assert_eq!(count(ModelArch::Resnet50, 1000, 224), 25_557_032);
    // timm seresnext50_32x4d: 27.56M.
    assert_eq!(count(ModelArch::SeResNext50_32x4d, 1000, 224), 27_559_896);
}

#[test]
fn resnet_weight_names_are_torchvisions() {
    let m = models::build(&spec(ModelArch::Resnet50, 10, 32), 0, &Device::Cpu).unwrap();
    let store = m.store();
    let store = store.borrow();
    let names: Vec<String> = store.named_tensors().into_iter().map(|(n, _)| n).collect();
    for expected in [
        "conv1.weight",
        "bn1.weight",
        "bn1.running_mean",
        "bn1.running_var",
        "layer1.0.conv1.weight",
        "layer1.0.bn3.bias",
        "layer1.0.downsample.0.weight",
        "layer2.0.downsample.1.running_var",
        "layer4.2.conv3.weight",
        "fc.weight",
        "fc.bias",
    ] {
        assert!(names.iter().any(|n| n == expected), "{expected} missing");
    }
    let se = models::build(&spec(ModelArch::SeResNext50_32x4d, 10, 32), 0, &Device::Cpu).unwrap();
    let se_names: Vec<String> = se
        .store()
        .borrow()
        .params()
        .iter()
        .map(|p| p.name.clone())
        .collect();
    assert!(
        se_names.contains(&"layer1.0.se.fc1.weight".to_string())
            && se_names.contains(&"layer3.5.se.fc2.bias".to_string())
    );
    // The grouped 3x3 convolution: 128 channels in 32 groups of 4.
    let conv2 = se
        .store()
        .borrow()
        .params()
        .iter()
        .find(|p| p.name == "layer1.0.conv2.weight")
        .unwrap()
        .var
        .dims()
        .to_vec();
    assert_eq!(conv2, [128, 4, 3, 3]);
}

#[test]
fn every_resnet_parameter_receives_a_gradient() {
    for arch in [ModelArch::Resnet18, ModelArch::SeResNext50_32x4d] {
        let m = models::build(&spec(arch, 4, 32), 1, &Device::Cpu).unwrap();
        let x = Tensor::randn(0f32, 1.0, (2, 3, 32, 32), &Device::Cpu).unwrap();
        let y = Tensor::new(&[0u32, 3], &Device::Cpu).unwrap();
        let logits = m.forward(&x, &Ctx::train(DType::F32, 1)).unwrap();
        let grads = reference::cross_entropy_sum(&logits, &y, 0.0)
            .unwrap()
            .backward()
            .unwrap();
        common::assert_every_parameter_has_a_gradient(
            arch.as_str(),
            &grads,
            m.store().borrow().params(),
        );
    }
}

#[test]
fn frozen_batchnorm_keeps_its_statistics() {
    let mut s = spec(ModelArch::Resnet18, 4, 32);
    s.freeze_batchnorm = true;
    let m = models::build(&s, 1, &Device::Cpu).unwrap();
    let before = m.store().borrow().named_tensors();
    let x = Tensor::randn(0f32, 1.0, (2, 3, 32, 32), &Device::Cpu).unwrap();
    m.forward(&x, &Ctx::train(DType::F32, 1)).unwrap();
    let after = m.store().borrow().named_tensors();
    for ((name, a), (_, b)) in before.iter().zip(&after) {
        let (a, b) = (
            a.flatten_all().unwrap().to_vec1::<f32>().unwrap(),
            b.flatten_all().unwrap().to_vec1::<f32>().unwrap(),
        );
        assert_eq!(a, b, "{name} changed");
    }
}
