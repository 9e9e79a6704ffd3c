//! The trainer's numerical claims, on CPU in fp32, each with its tolerance:
//! accumulation equals the full batch (also with a short last window), checkpointing equals
//! plain backprop, every parameter gets a gradient, runs are deterministic, and presets with
//! different micro-batches follow the same loss trajectory.

use crate::common;
use common::max_abs_diff;

use candle_core::{DType, Device, Tensor};
use paperfit::data::{self, Dataset, Split};
use paperfit::plan::Plan;
use paperfit::train::engine::{Engine, Faults};
use paperfit::train::recovery;

fn quickstart(sets: &[&str]) -> Plan {
    common::plan("quickstart.toml", "cpu", sets)
}

fn train_data(plan: &Plan) -> Box<dyn Dataset> {
    data::open(
        &plan.data,
        plan.model.image_size.unwrap(),
        Split::Train,
        plan.seed,
    )
    .unwrap()
}

fn to_vec(t: &Tensor) -> Vec<f32> {
    t.flatten_all()
        .unwrap()
        .to_dtype(DType::F32)
        .unwrap()
        .to_vec1::<f32>()
        .unwrap()
}

fn params(engine: &Engine) -> Vec<Vec<f32>> {
    engine
        .params()
        .iter()
        .map(|p| to_vec(p.var.as_tensor()))
        .collect()
}

#[test]
fn accumulation_4x4_equals_one_batch_of_16() {
    // Gradients: tolerance 1e-6 absolute (f32 sums in a different order).
    let plan = quickstart(&["paper.effective_batch=16", "train.micro_batch=16"]);
    let data = train_data(&plan);
    let window: Vec<usize> = (0..16).collect();
    let mut full = Engine::new(&plan, &Device::Cpu).unwrap();
    let mut accumulated = Engine::new(&plan, &Device::Cpu).unwrap();
    let (g_full, loss_full) = full
        .window_gradients(data.as_ref(), &window, 16, 0)
        .unwrap();
    let (g_acc, loss_acc) = accumulated
        .window_gradients(data.as_ref(), &window, 4, 0)
        .unwrap();
    let g_full: Vec<Vec<f32>> = g_full.iter().map(to_vec).collect();
    let g_acc: Vec<Vec<f32>> = g_acc.iter().map(to_vec).collect();
    let diff = max_abs_diff(&g_full, &g_acc);
    assert!(diff < 1e-6, "gradient difference {diff:e}");
    assert!(
        (loss_full - loss_acc).abs() < 1e-5 * loss_full.abs(),
        "{loss_full} vs {loss_acc}"
    );

    // Parameters after one optimizer step: 1e-6 absolute.
    full.train_step(data.as_ref(), &window, 16, 0).unwrap();
    accumulated
        .train_step(data.as_ref(), &window, 4, 0)
        .unwrap();
    let diff = max_abs_diff(&params(&full), &params(&accumulated));
    assert!(diff < 1e-6, "parameter difference {diff:e}");
}

#[test]
fn a_short_last_window_is_still_the_exact_mean() {
    // 13 samples as 4 + 4 + 4 + 1 against one pass of 13: gradients within 1e-6.
    let plan = quickstart(&["paper.effective_batch=16", "train.micro_batch=16"]);
    let data = train_data(&plan);
    let window: Vec<usize> = (100..113).collect();
    let mut full = Engine::new(&plan, &Device::Cpu).unwrap();
    let mut split = Engine::new(&plan, &Device::Cpu).unwrap();
    let (g_full, _) = full
        .window_gradients(data.as_ref(), &window, 13, 0)
        .unwrap();
    let (g_split, _) = split
        .window_gradients(data.as_ref(), &window, 4, 0)
        .unwrap();
    let g_full: Vec<Vec<f32>> = g_full.iter().map(to_vec).collect();
    let g_split: Vec<Vec<f32>> = g_split.iter().map(to_vec).collect();
    let diff = max_abs_diff(&g_full, &g_split);
    assert!(diff < 1e-6, "gradient difference {diff:e}");
    // And it is the mean: weighting by 1/4 per micro-batch instead would be visibly different.
    let norm: f32 = g_full.iter().flatten().map(|v| v * v).sum::<f32>().sqrt();
    assert!(norm > 1e-3, "a meaningful gradient ({norm})");
}

/// Checkpointing recomputes each block's forward in the backward with the same ops on the same
/// inputs: the gradients are the same bits, for the small CNN's stages and for transformer
/// blocks (DeiT-Tiny, the quickstart's ViT, at 2 blocks), as docs/benchmarks.md says.
#[test]
fn checkpointing_gives_bit_identical_gradients() {
    let cnn = ["paper.effective_batch=16", "train.micro_batch=16"];
    let vit = [
        "paper.effective_batch=16",
        "train.micro_batch=16",
        "data.format=\"synthetic\"",
        "model.pretrained=\"\"",
        "model.depth=2",
        "paper.input_size=32",
    ];
    for (experiment, sets) in [
        ("quickstart.toml", &cnn[..]),
        ("quickstart_vit.toml", &vit[..]),
    ] {
        let plan = |checkpointing: bool| {
            let set = format!("train.gradient_checkpointing={checkpointing}");
            let mut all = sets.to_vec();
            all.push(&set);
            common::plan(experiment, "cpu", &all)
        };
        let (plain_plan, ckpt_plan) = (plan(false), plan(true));
        assert!(ckpt_plan.gradient_checkpointing && !plain_plan.gradient_checkpointing);
        let data = train_data(&plain_plan);
        let window: Vec<usize> = (0..16).collect();
        let mut plain = Engine::new(&plain_plan, &Device::Cpu).unwrap();
        let mut ckpt = Engine::new(&ckpt_plan, &Device::Cpu).unwrap();
        for micro in [16, 4] {
            let (g_plain, l_plain) = plain
                .window_gradients(data.as_ref(), &window, micro, 0)
                .unwrap();
            let (g_ckpt, l_ckpt) = ckpt
                .window_gradients(data.as_ref(), &window, micro, 0)
                .unwrap();
            assert_eq!(l_plain.to_bits(), l_ckpt.to_bits(), "{experiment}");
            for ((a, b), p) in g_plain.iter().zip(&g_ckpt).zip(plain.params()) {
                let bits = |t: &Tensor| to_vec(t).iter().map(|v| v.to_bits()).collect::<Vec<_>>();
                assert_eq!(
                    bits(a),
                    bits(b),
                    "{experiment}: {} differs (micro {micro})",
                    p.name
                );
            }
        }
    }
}

#[test]
fn every_parameter_receives_a_nonzero_gradient() {
    let plan = quickstart(&[]);
    let data = train_data(&plan);
    let mut engine = Engine::new(&plan, &Device::Cpu).unwrap();
    let window: Vec<usize> = (0..32).collect();
    let (grads, _) = engine
        .window_gradients(data.as_ref(), &window, 32, 0)
        .unwrap();
    assert_eq!(grads.len(), engine.params().len());
    for (g, p) in grads.iter().zip(engine.params()) {
        let norm: f32 = to_vec(g).iter().map(|v| v * v).sum::<f32>().sqrt();
        assert!(norm > 0.0, "{} has a zero gradient", p.name);
    }
}

#[test]
fn same_seed_and_plan_give_the_same_losses() {
    let plan = quickstart(&[]);
    let data = train_data(&plan);
    let run = || {
        let mut engine = Engine::new(&plan, &Device::Cpu).unwrap();
        (0..5u64)
            .map(|s| {
                let window: Vec<usize> = (s as usize * 64..(s as usize + 1) * 64).collect();
                engine
                    .train_step(data.as_ref(), &window, 16, s)
                    .unwrap()
                    .loss
            })
            .collect::<Vec<f64>>()
    };
    assert_eq!(run(), run());
}

#[test]
fn presets_8x8_and_64x1_follow_the_same_loss_trajectory() {
    // The quickstart's 8gb preset (micro 8 x 8) against its cpu preset (64 x 1), in fp32, over
    // 24 optimizer steps: max relative difference of the losses < 1e-4.
    let small = quickstart(&["train.micro_batch=8"]);
    let large = quickstart(&["train.micro_batch=64"]);
    assert_eq!((small.micro_batch, small.accumulation_steps), (8, 8));
    assert_eq!((large.micro_batch, large.accumulation_steps), (64, 1));
    let data = train_data(&large);
    let trajectory = |plan: &Plan| {
        let mut engine = Engine::new(plan, &Device::Cpu).unwrap();
        (0..24u64)
            .map(|s| {
                let window: Vec<usize> = (s as usize * 64..(s as usize + 1) * 64).collect();
                engine
                    .train_step(data.as_ref(), &window, plan.micro_batch as usize, s)
                    .unwrap()
                    .loss
            })
            .collect::<Vec<f64>>()
    };
    let a = trajectory(&small);
    let b = trajectory(&large);
    assert_eq!(a.len(), b.len());
    // Infinite where a loss is NaN.
    let worst = common::worst(
        a.iter()
            .zip(&b)
            .map(|(x, y)| (x - y).abs() / x.abs().max(y.abs())),
    );
    assert!(
        worst < 1e-4,
        "max relative difference {worst:e}\n{a:?}\n{b:?}"
    );
    assert!(
        a.last().unwrap() < a.first().unwrap(),
        "the loss falls: {a:?}"
    );
}

#[test]
fn fp16_overflow_skips_the_step_and_halves_the_scale() {
    let plan = quickstart(&[
        "train.precision=fp16",
        "paper.effective_batch=16",
        "train.micro_batch=16",
    ]);
    let ls = plan
        .loss_scaling
        .clone()
        .expect("fp16 plans scale the loss");
    let data = train_data(&plan);
    let mut engine = Engine::new(&plan, &Device::Cpu).unwrap();
    engine.inject(Faults {
        nonfinite_grad_at_step: Some(1),
        ..Faults::default()
    });
    let window: Vec<usize> = (0..16).collect();
    let first = engine.train_step(data.as_ref(), &window, 8, 0).unwrap();
    assert!(first.applied && first.grad_norm.is_finite(), "{first:?}");
    assert_eq!(first.loss_scale, Some(ls.initial_scale));
    let before = params(&engine);
    let second = engine.train_step(data.as_ref(), &window, 8, 1).unwrap();
    assert!(!second.applied, "an overflowing step is skipped");
    assert_eq!(
        params(&engine),
        before,
        "weights untouched by a skipped step"
    );
    let scaler = engine.scaler().unwrap();
    assert_eq!(scaler.scale, ls.initial_scale * ls.backoff_factor);
    let third = engine.train_step(data.as_ref(), &window, 8, 2).unwrap();
    assert!(third.applied);
    assert_eq!(third.loss_scale, Some(ls.initial_scale * ls.backoff_factor));
}

#[test]
fn fp16_scale_grows_after_the_growth_interval() {
    let mut plan = quickstart(&[
        "train.precision=fp16",
        "paper.effective_batch=8",
        "train.micro_batch=8",
    ]);
    plan.loss_scaling.as_mut().unwrap().growth_interval = 3;
    let data = train_data(&plan);
    let mut engine = Engine::new(&plan, &Device::Cpu).unwrap();
    let window: Vec<usize> = (0..8).collect();
    for s in 0..3 {
        assert!(
            engine
                .train_step(data.as_ref(), &window, 8, s)
                .unwrap()
                .applied
        );
    }
    assert_eq!(engine.scaler().unwrap().scale, 2.0 * 65536.0);
}

#[test]
fn fp16_training_tracks_fp32() {
    // Mixed precision computes in f16 with f32 master weights: the loss follows fp32's within 2%.
    let fp32 = quickstart(&["paper.effective_batch=16", "train.micro_batch=16"]);
    let fp16 = quickstart(&[
        "paper.effective_batch=16",
        "train.micro_batch=16",
        "train.precision=fp16",
    ]);
    let data = train_data(&fp32);
    let losses = |plan: &Plan| {
        let mut engine = Engine::new(plan, &Device::Cpu).unwrap();
        (0..4u64)
            .map(|s| {
                let window: Vec<usize> = (s as usize * 16..(s as usize + 1) * 16).collect();
                engine
                    .train_step(data.as_ref(), &window, 16, s)
                    .unwrap()
                    .loss
            })
            .collect::<Vec<f64>>()
    };
    let a = losses(&fp32);
    let b = losses(&fp16);
    for (x, y) in a.iter().zip(&b) {
        assert!((x - y).abs() / x < 0.02, "fp32 {a:?} vs fp16 {b:?}");
    }
}

#[test]
fn model_parameters_are_plain_f32_masters_with_public_names() {
    let plan = quickstart(&["train.precision=fp16"]);
    let engine = Engine::new(&plan, &Device::Cpu).unwrap();
    let names: Vec<&str> = engine.params().iter().map(|p| p.name.as_str()).collect();
    assert_eq!(
        names,
        [
            "stages.0.conv.weight",
            "stages.0.conv.bias",
            "stages.0.norm.weight",
            "stages.0.norm.bias",
            "stages.1.conv.weight",
            "stages.1.conv.bias",
            "stages.1.norm.weight",
            "stages.1.norm.bias",
            "stages.2.conv.weight",
            "stages.2.conv.bias",
            "stages.2.norm.weight",
            "stages.2.norm.bias",
            "head.weight",
            "head.bias",
        ]
    );
    assert!(engine.params().iter().all(|p| p.var.dtype() == DType::F32));
}

#[test]
fn checkpointing_updates_batchnorm_statistics_once_and_gives_the_same_gradients() {
    // ResNet-18 in train mode: recomputing a block in backward must not update its running
    // statistics a second time, and gradients stay bit-identical.
    let dir = tempfile::tempdir().unwrap();
    let text = std::fs::read_to_string(common::root().join("experiments/quickstart.toml"))
        .unwrap()
        .replace("name = \"small_cnn\"", "name = \"resnet18\"")
        .replace("channels = [16, 32, 64]\n", "");
    let path = dir.path().join("resnet.toml");
    std::fs::write(&path, text).unwrap();
    let plan_with = |checkpointing: bool| {
        let mut o = paperfit::config::LoadOptions::new(&path, "cpu");
        o.presets_dir = Some(common::root().join("presets"));
        o = o
            .set("paper.effective_batch=8")
            .set("train.micro_batch=4")
            .set(&format!("train.gradient_checkpointing={checkpointing}"));
        paperfit::plan::resolve(&paperfit::config::load(&o).unwrap()).unwrap()
    };
    let (plain_plan, ckpt_plan) = (plan_with(false), plan_with(true));
    let data = train_data(&plain_plan);
    let window: Vec<usize> = (0..8).collect();
    let mut plain = Engine::new(&plain_plan, &Device::Cpu).unwrap();
    let mut ckpt = Engine::new(&ckpt_plan, &Device::Cpu).unwrap();
    let (g_plain, _) = plain
        .window_gradients(data.as_ref(), &window, 4, 0)
        .unwrap();
    let (g_ckpt, _) = ckpt.window_gradients(data.as_ref(), &window, 4, 0).unwrap();
    for ((a, b), p) in g_plain.iter().zip(&g_ckpt).zip(plain.params()) {
        assert_eq!(to_vec(a), to_vec(b), "{} differs", p.name);
    }
    let stats = |e: &Engine| -> Vec<(String, Vec<f32>)> {
        e.model()
            .store()
            .borrow()
            .buffers()
            .iter()
            .map(|(n, t)| (n.clone(), to_vec(&t.borrow())))
            .collect()
    };
    let (s_plain, s_ckpt) = (stats(&plain), stats(&ckpt));
    assert_eq!(
        s_plain, s_ckpt,
        "running statistics differ: updated twice under checkpointing?"
    );
    // And they moved: two micro-batches updated them.
    let bn1 = s_plain
        .iter()
        .find(|(n, _)| n == "bn1.running_mean")
        .unwrap();
    assert!(bn1.1.iter().any(|v| *v != 0.0));
}

/// BatchNorm running statistics as bit patterns, by name.
fn buffers(engine: &Engine) -> Vec<(String, Vec<u32>)> {
    engine
        .model()
        .store()
        .borrow()
        .buffers()
        .iter()
        .map(|(name, b)| {
            let values = to_vec(&b.borrow());
            (name.clone(), values.iter().map(|v| v.to_bits()).collect())
        })
        .collect()
}

#[test]
fn a_window_that_runs_out_of_memory_leaves_no_trace() {
    // SE-ResNeXt50 with BatchNorm in train mode updates its statistics in every forward pass:
    // a failed window must not leave its first micro-batch's update behind, or redoing the
    // window would count it twice.
    let plan = common::plan(
        "seresnext50_aptos.toml",
        "cpu",
        &[
            "model.freeze_batchnorm=false",
            "model.pretrained=\"\"",
            "data.format=\"synthetic\"",
            "paper.input_size=32",
        ],
    );
    let data = train_data(&plan);
    let mut engine = Engine::new(&plan, &Device::Cpu).unwrap();
    engine.inject(Faults {
        oom_at_step: Some(0),
        ..Faults::default()
    });
    let window: Vec<usize> = (0..8).collect();
    let prepared = engine.prepare(data.as_ref(), &window, 4, 0).unwrap();
    let (params_before, buffers_before) = (params(&engine), buffers(&engine));
    let err = recovery::attempt(&mut engine, &prepared, 0).unwrap_err();
    assert!(recovery::is_out_of_memory(&err), "{err}");
    assert!(
        err.to_string().contains("injected at optimizer step 1"),
        "{err}"
    );
    assert_eq!(buffers(&engine), buffers_before, "statistics restored");
    assert_eq!(params(&engine), params_before, "no optimizer step");
    // The fault fires once: the redone window trains and updates the statistics once.
    recovery::attempt(&mut engine, &prepared, 0).unwrap();
    assert_ne!(buffers(&engine), buffers_before);
    assert_ne!(params(&engine), params_before);
}

/// The update reads each gradient once, multiplied by clip / loss scale: an fp16 step with
/// clipping (coefficient below 1) and SGD with momentum and weight decay on some parameters
/// gives the weights that unscaling, clipping as `clip_grad_norm_` and the update as separate
/// f64 passes give, within 4 f32 rounding steps of each weight (a missing unscale or clip would
/// be off by the update itself); the logged norm is the unscaled gradients' (1e-9 relative).
#[test]
fn unscaling_and_clipping_are_folded_into_the_update() {
    let mut plan = quickstart(&[
        "train.precision=fp16",
        "paper.effective_batch=16",
        "train.micro_batch=16",
        "train.grad_clip_norm=0.01",
    ]);
    plan.optimizer = paperfit::plan::ResolvedOptimizer {
        name: paperfit::config::schema::OptimizerName::Sgd,
        weight_decay: 0.01,
        betas: None,
        eps: None,
        momentum: Some(0.9),
        nesterov: Some(false),
        no_decay_norm_and_bias: true,
    };
    let data = train_data(&plan);
    let window: Vec<usize> = (0..16).collect();
    let mut engine = Engine::new(&plan, &Device::Cpu).unwrap();
    let before = params(&engine);
    let decays: Vec<bool> = engine.params().iter().map(|p| p.decay).collect();
    let (grads, _) = engine
        .window_gradients(data.as_ref(), &window, 16, 0)
        .unwrap();
    let grads: Vec<Vec<f32>> = grads.iter().map(to_vec).collect();
    let norm = grads
        .iter()
        .flatten()
        .map(|g| *g as f64 * *g as f64)
        .sum::<f64>()
        .sqrt();
    let outcome = engine.train_step(data.as_ref(), &window, 16, 0).unwrap();
    assert!(outcome.applied && outcome.lr > 0.0, "{outcome:?}");
    assert_eq!(outcome.loss_scale, Some(65536.0));
    let e = (outcome.grad_norm - norm).abs() / norm;
    assert!(
        e <= 1e-9,
        "logged norm {} against {norm}",
        outcome.grad_norm
    );
    let coef = 0.01 / (norm + 1e-6);
    assert!(coef < 0.5, "the coefficient clips: {coef}");
    let (after, mut moved) = (params(&engine), 0);
    for (i, ((w0, w1), g)) in before.iter().zip(&after).zip(&grads).enumerate() {
        let wd = if decays[i] { 0.01 } else { 0.0 };
        for ((&a, &b), &g) in w0.iter().zip(w1).zip(g) {
            let (a, b) = (a as f64, b as f64);
            let expected = a - outcome.lr * (coef * g as f64 + wd * a);
            let ulp = f32::EPSILON as f64 * a.abs().max(expected.abs());
            assert!(
                (b - expected).abs() <= 4.0 * ulp + 1e-12,
                "parameter {i}: {b} against {expected} (from {a})"
            );
            moved += ((expected - a).abs() > 8.0 * ulp) as usize;
        }
    }
    assert!(
        moved > 100,
        "only {moved} weights moved by more than rounding"
    );
}

/// The run reads each step's loss and gradient norm once the next step is queued (steps before
/// a checkpoint or an evaluation at once): its train rows are, in order and bit for bit, what
/// the engine gives when each step is read as it ends, on the same windows.
#[test]
fn steps_read_one_step_late_log_what_reading_each_at_once_gives() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("run");
    common::stdout_of(&mut common::short_quickstart_cpu(&out));
    let logged: Vec<(u64, [u64; 3], bool)> =
        paperfit::train::metrics::read_rows(&out.join("metrics.jsonl"))
            .unwrap()
            .into_iter()
            .filter(|r| r.kind == paperfit::train::metrics::RowKind::Train)
            .map(|r| {
                let bits = [r.loss, r.grad_norm, r.lr].map(|v| v.unwrap().to_bits());
                (r.step, bits, r.applied.unwrap())
            })
            .collect();
    // The short quickstart's settings, as the command line gives them.
    let sets: Vec<&str> = common::SHORT_QUICKSTART_CPU
        .windows(2)
        .filter(|w| w[0] == "--set")
        .map(|w| w[1])
        .collect();
    let plan = quickstart(&sets);
    let size = plan.model.image_size.unwrap();
    let data = data::open(&plan.data, size, Split::Train, plan.seed).unwrap();
    let mut engine = Engine::new(&plan, &Device::Cpu).unwrap();
    let mut expected = Vec::new();
    for epoch in 0..plan.schedule.epochs {
        let windows = paperfit::train::windows::step_windows(&plan, data.as_ref(), epoch).unwrap();
        for window in windows {
            let step = expected.len() as u64;
            let o = engine
                .train_step(data.as_ref(), &window, plan.micro_batch as usize, step)
                .unwrap();
            let bits = [o.loss, o.grad_norm, o.lr].map(f64::to_bits);
            expected.push((step + 1, bits, o.applied));
        }
    }
    assert_eq!(logged.len(), 16, "2 epochs of 8 steps");
    assert_eq!(logged, expected);
}
