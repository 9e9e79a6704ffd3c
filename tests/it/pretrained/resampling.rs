//! Position embeddings resampled to another grid: larger, non-square, the same token count on
//! another grid, and against PyTorch's bicubic interpolation.

use super::*;

fn deit_tiny(height: u32, width: u32, seed: u64) -> (ModelSpec, Box<dyn Model>) {
    let s = spec(ModelArch::DeitTiny, 10, height, width);
    let m = build(&s, seed);
    (s, m)
}

/// Load a deit_tiny trained at 32 px (2x2 grid) into one built for `height` x `width`, and
/// check the position embedding against the resampling function and everything else against
/// the source.
fn check_resized_pos_embed(source_size: u32, height: u32, width: u32) {
    let (_, a) = deit_tiny(source_size, source_size, 1);
    let (target_spec, b) = deit_tiny(height, width, 2);
    let dir = tempfile::tempdir().unwrap();
    let path = save(dir.path(), "deit.safetensors", &tensors(a.as_ref()));
    let report = load(
        b.as_ref(),
        &path,
        &PretrainedLoadOptions::for_spec(&target_spec),
    )
    .unwrap();

    let g = (source_size / 16) as usize;
    let (gh, gw) = ((height / 16) as usize, (width / 16) as usize);
    assert_eq!(
        report.resized,
        vec![Resized {
            name: "pos_embed".into(),
            from: vec![1, 1 + g * g, 192],
            to: vec![1, 1 + gh * gw, 192],
            from_grid: (g, g),
            to_grid: (gh, gw),
        }]
    );
    assert!(report.kept_initialised.is_empty());
    let source = snapshot(a.as_ref());
    let after = snapshot(b.as_ref());
    let pos = &after["pos_embed"];
    assert_eq!(pos.len(), (1 + gh * gw) * 192);
    // The class-token row as it was, the grid as the function computes it.
    assert_eq!(pos[..192], source["pos_embed"][..192]);
    let expected = resample_position_embedding(&source["pos_embed"], 192, 1, (g, g), (gh, gw));
    assert_eq!(pos, &expected);
    for (name, v) in &after {
        if name != "pos_embed" {
            assert_eq!(v, &source[name], "{name}");
        }
    }
    let text = report.to_string();
    assert!(
        text.contains(&format!("grid {g}x{g} -> {gh}x{gw}")),
        "{text}"
    );
}

#[test]
fn pos_embed_is_resampled_to_a_larger_grid() {
    check_resized_pos_embed(32, 48, 48);
}

#[test]
fn pos_embed_is_resampled_to_a_non_square_grid() {
    check_resized_pos_embed(32, 48, 32);

    // Without the grid the loader cannot tell 3x2 from 2x3, and says so: a configuration
    // error that names the tensor and the option, whether the grid is missing or does not fit.
    let (_, a) = deit_tiny(32, 32, 1);
    let (_, b) = deit_tiny(48, 32, 2);
    let dir = tempfile::tempdir().unwrap();
    let path = save(dir.path(), "deit.safetensors", &tensors(a.as_ref()));
    let before = snapshot(b.as_ref());
    for (grid, says) in [(None, "not a square grid:"), (Some((4, 4)), "4x4, has 16")] {
        let options = PretrainedLoadOptions {
            position_grid: grid,
            ..PretrainedLoadOptions::default()
        };
        let e = config_error(load(b.as_ref(), &path, &options));
        assert!(
            e.message.contains("`pos_embed` holds 6 patch tokens") && e.message.contains(says),
            "{e}"
        );
        assert_eq!(e.key.as_deref(), Some("model.pretrained"));
        assert!(
            e.expected.as_deref().unwrap().contains("position_grid"),
            "{e}"
        );
        assert!(e.help.as_deref().unwrap().contains("for_spec"), "{e}");
    }
    assert_eq!(snapshot(b.as_ref()), before, "nothing was written");
}

#[test]
fn pos_embed_with_as_many_tokens_on_another_grid_is_still_resampled() {
    // 64 px: a 4x4 grid; 128x32: 8x2, as many tokens, laid out differently (timm resamples
    // this case too).
    check_resized_pos_embed(64, 128, 32);
}

/// Inputs and outputs of PyTorch 2.15:
/// `torch.cat([x[:, :1], F.interpolate(grid, size=to, mode="bicubic", align_corners=False,
/// antialias=False) as tokens], 1)` in float32, with `x[i] = sin(0.7 i + 0.3) (1 + 0.1 i)`.
const TORCH_INPUT: [f32; 34] = [
    0.29552022,
    0.9256181,
    1.1899978,
    0.8781021,
    0.05821293,
    -0.91778684,
    -1.5640482,
    -1.5018729,
    -0.672978,
    0.5919286,
    1.7008733,
    2.0776522,
    1.4585323,
    0.05698348,
    -1.5001695,
    -2.4523406,
    -2.2761757,
    -0.96721905,
    0.9169284,
    2.4915693,
    2.960316,
    2.0158923,
    0.025482189,
    -2.105752,
    -3.345821,
    -3.0352075,
    -1.2329302,
    1.2702652,
    3.2970476,
    3.8372362,
    2.5496905,
    -0.03629037,
    -2.7340417,
    -4.2437367,
];

/// Class token + 3x3 grid, d = 2, upsampled to 5x4.
const TORCH_3X3_TO_5X4: [f32; 42] = [
    0.29552022,
    0.9256181,
    1.474236,
    1.0570914,
    0.62241197,
    -0.3956561,
    -0.89311856,
    -1.5980415,
    -1.9801661,
    -1.6835486,
    0.49404782,
    1.0237628,
    0.964463,
    0.82073665,
    0.551139,
    -0.14723787,
    -0.44805622,
    -1.1825758,
    -0.8433667,
    0.48528734,
    0.8720766,
    1.7642667,
    1.8743445,
    1.5127275,
    1.4411378,
    -0.08805476,
    -1.3634928,
    -1.4153429,
    -1.0818087,
    -0.32558808,
    0.16804549,
    1.0619953,
    1.4853442,
    1.7474253,
    -1.502176,
    -2.8511848,
    -2.6564102,
    -2.232457,
    -1.5069633,
    0.33956215,
    1.1177995,
    3.0113094,
];

/// Class token + 4x4 grid, d = 2, downsampled to 3x2.
const TORCH_4X4_TO_3X2: [f32; 14] = [
    0.29552022,
    0.9256181,
    0.9251276,
    0.19362544,
    -1.4030396,
    -0.69815534,
    2.2409713,
    2.0642471,
    -2.3005574,
    -2.6280527,
    1.2678573,
    2.9003956,
    -0.41271213,
    -2.5858424,
];

fn assert_close(actual: &[f32], expected: &[f32]) {
    assert_eq!(actual.len(), expected.len());
    for (i, (a, e)) in actual.iter().zip(expected).enumerate() {
        assert!((a - e).abs() <= 1e-5, "value {i}: {a} vs PyTorch {e}");
    }
}

#[test]
fn resampling_matches_pytorch_bicubic() {
    let up = resample_position_embedding(&TORCH_INPUT[..20], 2, 1, (3, 3), (5, 4));
    assert_close(&up, &TORCH_3X3_TO_5X4);
    let down = resample_position_embedding(&TORCH_INPUT, 2, 1, (4, 4), (3, 2));
    assert_close(&down, &TORCH_4X4_TO_3X2);
}

/// A distilled DeiT's file (a distillation token, its position row, its head) does not load
/// into paperfit's DeiT, which has no distillation token: the error says what the file is and
/// which release to use, and nothing is written.
#[test]
fn a_distilled_deit_file_is_refused_with_what_to_use_instead() {
    let (target, b) = deit_tiny(32, 32, 2);
    let (_, a) = deit_tiny(32, 32, 1);
    let mut file = tensors(a.as_ref());
    let randn = |shape: &[usize]| Tensor::randn(0f32, 0.02, shape, &Device::Cpu).unwrap();
    // timm's VisionTransformerDistilled: class token, distillation token, then the patches.
    file.insert("pos_embed".into(), randn(&[1, 6, 192]));
    file.insert("dist_token".into(), randn(&[1, 1, 192]));
    file.insert("head_dist.weight".into(), randn(&[10, 192]));
    file.insert("head_dist.bias".into(), randn(&[10]));
    let dir = tempfile::tempdir().unwrap();
    let path = save(dir.path(), "deit_distilled.safetensors", &file);
    let before = snapshot(b.as_ref());

    let e = config_error(load(
        b.as_ref(),
        &path,
        &PretrainedLoadOptions::for_spec(&target),
    ));
    assert!(
        e.message
            .contains("`pos_embed`: model (1, 5, 192), file (1, 6, 192)"),
        "{e}"
    );
    let help = e.help.clone().unwrap();
    assert!(
        help.contains("the file is a distilled DeiT (`dist_token` (1, 1, 192), its `pos_embed` (1, 6, 192) one more prefix row"),
        "{help}"
    );
    assert!(
        help.contains("hf-hub:timm/deit_small_patch16_224.fb_in1k"),
        "{help}"
    );
    assert_eq!(snapshot(b.as_ref()), before, "nothing was written");
}
