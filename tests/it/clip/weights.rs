//! Pretrained weights into CLIP at another input size: the image tower's position embedding is
//! resampled onto the patch grid of the input, as a ViT's is, a non-square one included.

use super::*;

use paperfit::models::pretrained::{
    load_pretrained, resample_position_embedding, PretrainedLoadOptions, Resized,
};

const WIDTH: usize = 64;

/// The tiny CLIP (width 64, one block per tower) of `arch` for `height` x `width` inputs.
fn sized_spec(dir: &Path, arch: ModelArch, height: u32, width: u32) -> ModelSpec {
    let mut spec = tiny_spec(dir, 1);
    spec.name = arch;
    spec.image_size = Some(InputSize { height, width });
    spec
}

fn build(spec: &ModelSpec, seed: u64) -> Box<dyn Model> {
    models::build_with(
        spec,
        &recipe(LossName::Contrastive),
        &Init::new(seed, &Device::Cpu),
    )
    .unwrap()
}

fn values(model: &dyn Model) -> std::collections::BTreeMap<String, Vec<f32>> {
    model
        .store()
        .borrow()
        .tensor_map()
        .into_iter()
        .map(|(n, t)| {
            let v = t
                .to_dtype(DType::F32)
                .unwrap()
                .flatten_all()
                .unwrap()
                .to_vec1()
                .unwrap();
            (n, v)
        })
        .collect()
}

/// A checkpoint of `arch` trained at 224 px, loaded into one built for `height` x `width`:
/// the image position embedding is resampled from the 224-px grid to `to`, reported, and holds
/// what the resampling function computes; every other tensor loads as it is.
fn check_resampled(
    arch: ModelArch,
    height: u32,
    width: u32,
    from: (usize, usize),
    to: (usize, usize),
) {
    let dir = tempfile::tempdir().unwrap();
    let source = build(&sized_spec(dir.path(), arch, 224, 224), 1);
    let path = dir.path().join("clip.safetensors");
    let file: std::collections::HashMap<String, Tensor> =
        source.store().borrow().tensor_map().into_iter().collect();
    candle_core::safetensors::save(&file, &path).unwrap();

    let spec = sized_spec(dir.path(), arch, height, width);
    let model = build(&spec, 2);
    let options = PretrainedLoadOptions::for_model(&spec, model.as_ref());
    assert_eq!(options.position_grid, Some(to));
    let report = load_pretrained(&model.store().borrow(), &path, &options).unwrap();
    let name = "visual.positional_embedding";
    assert_eq!(
        report.resized,
        vec![Resized {
            name: name.into(),
            from: vec![1 + from.0 * from.1, WIDTH],
            to: vec![1 + to.0 * to.1, WIDTH],
            from_grid: from,
            to_grid: to,
        }]
    );
    let text = report.to_string();
    let grids = format!("grid {}x{} -> {}x{}", from.0, from.1, to.0, to.1);
    assert!(text.contains(&grids), "{text}");

    let before = values(source.as_ref());
    let after = values(model.as_ref());
    let expected = resample_position_embedding(&before[name], WIDTH, 1, from, to);
    assert_eq!(after[name], expected);
    for (n, v) in &after {
        if n != name {
            assert_eq!(v, &before[n], "{n}");
        }
    }
}

#[test]
fn a_non_square_input_resamples_the_image_position_embedding_onto_its_grid() {
    // 512x128 with 32-px patches: 16 rows of 4, not the 8x8 a square of 64 patches would be.
    check_resampled(ModelArch::ClipVitB32, 512, 128, (7, 7), (16, 4));
    // 448x112 with 16-px patches: 28x7, as many patches as the checkpoint's 14x14, laid out
    // otherwise: resampled, not loaded as it is.
    check_resampled(ModelArch::ClipVitB16, 448, 112, (14, 14), (28, 7));
}
