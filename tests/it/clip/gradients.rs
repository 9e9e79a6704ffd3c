//! CLIP's layers and losses against finite differences and their definitions (the fused ops
//! CLIP runs, and the references `fused_ops.rs` holds them to), and the zero-shot head.

use super::*;

// ---------------------------------------------------------------------------------------------
// Finite-difference checks (f64) of the new ops and the CLIP block (`common::gradcheck`)

/// QuickGELU as CLIP's blocks run it (the fused activation) and its reference (the ground
/// truth of `fused_ops.rs`) against its definition, the fused one against finite differences;
/// `l2_normalize` against finite differences.
#[test]
fn quick_gelu_and_l2_normalize_gradients() {
    use paperfit_kernels::{fused_activation, ActivationKind};
    let fused = |t: &Tensor| fused_activation(t, ActivationKind::QuickGelu);
    let x = var(&[3, 7], 1);
    check("quick_gelu", &named(std::slice::from_ref(&x)), 64, &|| {
        fused(x.as_tensor())
    });
    // QuickGELU is x * sigmoid(1.702 x).
    let at = Tensor::new(&[-1.0f64, 0.0, 2.0], &Device::Cpu).unwrap();
    let expected = [
        -1.0 / (1.0 + 1.702f64.exp()),
        0.0,
        2.0 / (1.0 + (-3.404f64).exp()),
    ];
    for (what, y) in [
        ("fused", fused(&at)),
        ("reference", reference::quick_gelu(&at)),
    ] {
        let y = y.unwrap().to_vec1::<f64>().unwrap();
        assert_eq!(y.len(), expected.len());
        for (a, b) in y.iter().zip(expected) {
            assert!((a - b).abs() < 1e-12, "{what}: {a} vs {b}");
        }
    }
    check(
        "l2_normalize",
        &named(std::slice::from_ref(&x)),
        64,
        &|| ops::l2_normalize(x.as_tensor()),
    );
}

/// Causal self-attention as CLIP's text tower runs it (the fused op over one packed projection)
/// and its reference (the ground truth of `fused_ops.rs`): position i sees positions 0..=i
/// only, so changing the last key and value changes no other output, and position 0 attends to
/// itself alone (its output is its own value). The reference's gradient against finite
/// differences (the fused op's is checked in `fused_ops.rs`).
#[test]
fn causal_attention_masks_later_positions_in_the_fused_op_and_the_reference() {
    let (q, k, v) = (
        var(&[2, 2, 5, 4], 2),
        var(&[2, 2, 5, 4], 3),
        var(&[2, 2, 5, 4], 4),
    );
    let mask = reference::causal_mask(5, &Device::Cpu).unwrap();
    check(
        "causal attention",
        &named(&[q.clone(), k.clone(), v.clone()]),
        64,
        &|| reference::attention_masked(q.as_tensor(), k.as_tensor(), v.as_tensor(), &mask),
    );
    // (b, heads, t, d) operands to one (b, t, 3 x heads x d) projection, and back.
    let fused = |q: &Tensor, k: &Tensor, v: &Tensor| {
        let tokens = |x: &Tensor| x.transpose(1, 2).unwrap().reshape((2, 5, 8)).unwrap();
        let qkv = Tensor::cat(&[tokens(q), tokens(k), tokens(v)], 2).unwrap();
        paperfit_kernels::attention::self_attention(&qkv, 2, true)
            .unwrap()
            .reshape((2, 5, 2, 4))
            .unwrap()
            .transpose(1, 2)
            .unwrap()
    };
    let composed =
        |q: &Tensor, k: &Tensor, v: &Tensor| reference::attention_masked(q, k, v, &mask).unwrap();
    let bump = |t: &Tensor| {
        let last = (t.narrow(2, 4, 1).unwrap() + 3.0).unwrap();
        Tensor::cat(&[&t.narrow(2, 0, 4).unwrap(), &last], 2).unwrap()
    };
    let attentions: [(&str, &dyn Fn(&Tensor, &Tensor, &Tensor) -> Tensor); 2] =
        [("fused", &fused), ("reference", &composed)];
    let (q, k, v) = (q.as_tensor(), k.as_tensor(), v.as_tensor());
    for (what, attend) in attentions {
        let out = attend(q, k, v);
        let bumped = attend(q, &bump(k), &bump(v));
        let first_four = |t: &Tensor| t.narrow(2, 0, 4).unwrap();
        let diff = common::max_abs_difference(&first_four(&out), &first_four(&bumped));
        assert_eq!(
            diff, 0.0,
            "{what}: a later key or value changed an earlier output"
        );
        // Not vacuous: the last position's output moved.
        let last = |t: &Tensor| t.narrow(2, 4, 1).unwrap();
        let moved = common::max_abs_difference(&last(&out), &last(&bumped));
        assert!(moved > 1e-3, "{what}: {moved}");
        let first = |t: &Tensor| t.narrow(2, 0, 1).unwrap();
        let diff = common::max_abs_difference(&first(&out), &first(v));
        assert!(
            diff < 1e-12,
            "{what}: position 0 differs from its value by {diff}"
        );
    }
}

#[test]
fn clip_residual_block_gradients() {
    for causal in [false, true] {
        let init = Init::with_dtype(5, &Device::Cpu, DType::F64);
        let block = TransformerBlock::new(&init, 8, BlockConfig::openai(2, 2, causal)).unwrap();
        let x = var(&[2, 4, 8], 6);
        let mut vars: Vec<(String, Var)> = init
            .store()
            .borrow()
            .params()
            .iter()
            .map(|p| (p.name.clone(), p.var.clone()))
            .collect();
        assert_eq!(vars.len(), 12);
        vars.push(("x".into(), x.clone()));
        check("residual block", &vars, 48, &|| {
            paperfit::nn::Module::forward(&block, x.as_tensor(), &Ctx::eval(DType::F64))
        });
    }
}

#[test]
fn patch_embedding_equals_the_strided_convolution() {
    // The stem computes conv1 as a matmul of flattened patches; compare with conv2d.
    let dir = tempfile::tempdir().unwrap();
    let spec = tiny_spec(dir.path(), 1);
    let model = paperfit::models::build_clip(
        &spec,
        &recipe(LossName::Contrastive),
        &Init::new(1, &Device::Cpu),
    )
    .unwrap();
    let x = images(2, DType::F32, 7);
    let ctx = Ctx::eval(DType::F32);
    let tokens = paperfit::nn::Module::forward(&model.stem, &x, &ctx).unwrap();
    let conv = x
        .conv2d(&model.stem.conv1.tensor(), 0, 16, 1, 1)
        .unwrap()
        .flatten_from(2)
        .unwrap()
        .transpose(1, 2)
        .unwrap();
    let cls = model
        .stem
        .class_embedding
        .tensor()
        .reshape((1, 1, 64))
        .unwrap()
        .broadcast_as((2, 1, 64))
        .unwrap();
    let reference = Tensor::cat(&[&cls, &conv], 1)
        .unwrap()
        .broadcast_add(&model.stem.positional_embedding.tensor())
        .unwrap();
    let reference = paperfit::nn::Module::forward(&model.stem.ln_pre, &reference, &ctx).unwrap();
    let diff = common::max_abs_difference(&tokens, &reference);
    assert!(diff < 1e-5, "{diff}");
}

#[test]
fn contrastive_loss_value_and_gradients() {
    // Two orthogonal pairs at scale ln(2) (s = 2): each row's CE is log(1 + e^(0 - 2)) ... the
    // matched logit is 2, the other 0, in both directions.
    let i = Tensor::new(&[[1.0f64, 0.0], [0.0, 1.0]], &Device::Cpu).unwrap();
    let s = Tensor::new(2f64.ln(), &Device::Cpu).unwrap();
    let loss = clip::contrastive_loss(&i, &i, &s, 0.0)
        .unwrap()
        .to_scalar::<f64>()
        .unwrap();
    let expected = (1.0 + (-2.0f64).exp()).ln();
    assert!((loss - expected).abs() < 1e-12, "{loss} vs {expected}");

    let image = var(&[5, 3], 8);
    let text = var(&[5, 3], 9);
    let scale = Var::from_tensor(&Tensor::new(1.3f64, &Device::Cpu).unwrap()).unwrap();
    check(
        "contrastive loss",
        &named(&[image.clone(), text.clone(), scale.clone()]),
        64,
        &|| {
            clip::contrastive_loss(
                &ops::l2_normalize(image.as_tensor())?,
                &ops::l2_normalize(text.as_tensor())?,
                scale.as_tensor(),
                0.1,
            )
        },
    );
}

#[test]
fn whole_flyp_loss_matches_finite_differences() {
    // The segments pack the image embedding with the caption tokens, gather the end token and
    // share the caption draws between segments: autograd through all of it against finite
    // differences of the loss, in f64.
    let dir = tempfile::tempdir().unwrap();
    let spec = tiny_spec(dir.path(), 1);
    let init = Init::with_dtype(4, &Device::Cpu, DType::F64);
    let model = models::build_with(&spec, &recipe(LossName::Contrastive), &init).unwrap();
    let x = images(4, DType::F64, 3);
    let labels = Labels::new(vec![2u32, 0, 3, 2], &Device::Cpu).unwrap();
    let ctx = train_ctx(DType::F64, &labels);
    let vars: Vec<(String, Var)> = model
        .store()
        .borrow()
        .params()
        .iter()
        .filter(|p| {
            [
                "visual.conv1.weight",
                "visual.class_embedding",
                "visual.positional_embedding",
                "visual.transformer.resblocks.0.attn.in_proj_weight",
                "visual.ln_post.bias",
                "visual.proj",
                "positional_embedding",
                "transformer.resblocks.0.attn.in_proj_weight",
                "transformer.resblocks.0.mlp.c_proj.weight",
                "ln_final.weight",
                "text_projection",
                "logit_scale",
            ]
            .contains(&p.name.as_str())
        })
        .map(|p| (p.name.clone(), p.var.clone()))
        .collect();
    assert_eq!(vars.len(), 12);
    check("FLYP loss", &vars, 12, &|| {
        let rows = model.forward(&x, &ctx)?;
        model.loss(&rows, &labels)
    });
}

// ---------------------------------------------------------------------------------------------
// Gradients of the tiny models

#[test]
fn every_trainable_parameter_gets_a_gradient_in_both_recipes() {
    let dir = tempfile::tempdir().unwrap();
    let spec = tiny_spec(dir.path(), 2);
    let x = images(4, DType::F32, 5);
    let labels = Labels::new(vec![1u32, 3, 0, 1], &Device::Cpu).unwrap();
    for (loss, expected_params, row_width) in [
        (LossName::CrossEntropy, 5 + 2 * 12 + 3, 4),
        (
            LossName::Contrastive,
            5 + 2 * 12 + 3 + 2 + 2 * 12 + 3 + 1,
            128,
        ),
    ] {
        let model = models::build_with(&spec, &recipe(loss), &Init::new(3, &Device::Cpu)).unwrap();
        let coupling = if loss == LossName::Contrastive {
            Coupling::Window
        } else {
            Coupling::PerSample
        };
        assert_eq!(model.coupling(), coupling);
        let rows = model.forward(&x, &train_ctx(DType::F32, &labels)).unwrap();
        assert_eq!(rows.dims(), &[4, row_width], "{}", loss.as_str());
        let grads = model.loss(&rows, &labels).unwrap().backward().unwrap();
        let store = model.store();
        let store = store.borrow();
        assert_eq!(store.params().len(), expected_params, "{}", loss.as_str());
        common::assert_every_parameter_has_a_gradient(loss.as_str(), &grads, store.params());
    }
}

#[test]
fn zero_shot_head_is_the_normalised_template_mean_times_the_scale() {
    let dir = tempfile::tempdir().unwrap();
    let spec = tiny_spec(dir.path(), 1);
    let model = paperfit::models::build_clip(
        &spec,
        &recipe(LossName::CrossEntropy),
        &Init::new(9, &Device::Cpu),
    )
    .unwrap();
    assert_eq!(model.recipe, ClipRecipe::ZeroShotHead);
    let head = model.zero_shot_head();
    assert_eq!(head.dims(), &[4, 64]);
    // Every row has norm exp(logit_scale) = 1 / 0.07 at initialisation.
    let norms = head
        .sqr()
        .unwrap()
        .sum_keepdim(1)
        .unwrap()
        .sqrt()
        .unwrap()
        .flatten_all()
        .unwrap()
        .to_vec1::<f32>()
        .unwrap();
    for n in norms {
        assert!((n - 1.0 / 0.07).abs() < 1e-3, "{n}");
    }
    // Logits are the normalised image features against the head: bounded by the scale.
    let x = images(3, DType::F32, 2);
    let labels = Labels::new(vec![0u32, 1, 2], &Device::Cpu).unwrap();
    let logits = model.forward(&x, &train_ctx(DType::F32, &labels)).unwrap();
    let max = logits
        .abs()
        .unwrap()
        .max_all()
        .unwrap()
        .to_scalar::<f32>()
        .unwrap();
    assert!(max <= 1.0 / 0.07 + 1e-3, "{max}");
    // A different prompt set gives a different head: the head depends on the templates.
    let mut other = spec.clone();
    other.clip.as_mut().unwrap().templates = vec!["{}".into()];
    let other = paperfit::models::build_clip(
        &other,
        &recipe(LossName::CrossEntropy),
        &Init::new(9, &Device::Cpu),
    )
    .unwrap();
    let diff = common::max_abs_difference(&other.zero_shot_head(), &head);
    assert!(diff > 1e-3, "{diff}");
}

/// FLYP clamps `logit_scale` to [0, ln 100] before each loss, on the device (no value read
/// back): the same bits as OpenAI's clamp computed in f64 and stored in f32, on both sides of
/// each bound and at it; a NaN stays NaN (the loss reports it).
#[test]
fn flyp_clamps_the_logit_scale_as_a_host_clamp_would() {
    let dir = tempfile::tempdir().unwrap();
    let spec = tiny_spec(dir.path(), 1);
    let init = Init::new(4, &Device::Cpu);
    let model = models::build_with(&spec, &recipe(LossName::Contrastive), &init).unwrap();
    let x = images(4, DType::F32, 3);
    let labels = Labels::new(vec![2u32, 0, 3, 2], &Device::Cpu).unwrap();
    let ctx = train_ctx(DType::F32, &labels);
    let scale = model
        .store()
        .borrow()
        .params()
        .iter()
        .find(|p| p.name == "logit_scale")
        .map(|p| p.var.clone())
        .expect("FLYP trains logit_scale");
    let cap = (100f64).ln() as f32;
    let below = f32::from_bits(cap.to_bits() - 1);
    let above = f32::from_bits(cap.to_bits() + 1);
    for value in [
        -1.0f32,
        -0.0,
        0.0,
        1e-30,
        2.5,
        below,
        cap,
        above,
        7.0,
        f32::INFINITY,
    ] {
        scale
            .set(&Tensor::full(value, scale.shape(), &Device::Cpu).unwrap())
            .unwrap();
        let rows = model.forward(&x, &ctx).unwrap();
        model.loss(&rows, &labels).unwrap();
        let stored = scale.flatten_all().unwrap().to_vec1::<f32>().unwrap()[0];
        let host = f64::from(value).clamp(0.0, (100f64).ln()) as f32;
        assert_eq!(
            stored.to_bits(),
            host.to_bits(),
            "{value}: {stored} against {host}"
        );
    }
    scale
        .set(&Tensor::full(f32::NAN, scale.shape(), &Device::Cpu).unwrap())
        .unwrap();
    let rows = model.forward(&x, &ctx).unwrap();
    let _ = model.loss(&rows, &labels);
    assert!(scale.flatten_all().unwrap().to_vec1::<f32>().unwrap()[0].is_nan());
}
