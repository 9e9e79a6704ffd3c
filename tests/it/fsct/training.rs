//! Training FS-CT on episodes: gradient caching against one pass (with frozen BatchNorm and
//! with checkpointing), a gradient for every parameter, the VIC terms' weight, and a few steps.

use super::*;

const FSCT_5W5S: &str = "fsct_miniimagenet_resnet34_5w5s.toml";

const PROFOCT: &str = "profoct_miniimagenet.toml";

// ------------------------------------------------------------------ helpers

/// The experiment at tiny scale: synthetic 32 px images of 8 classes, 3-way 2-shot episodes
/// with 2 queries (12 images), one pass per episode unless `extra` says otherwise.
fn tiny_plan(experiment: &str, backbone: &str, extra: &[&str]) -> Plan {
    let backbone = format!("model.backbone={backbone}");
    let mut sets = vec![
        backbone.as_str(),
        "paper.input_size=32",
        "paper.sampling.n_way=3",
        "paper.sampling.k_shot=2",
        "paper.sampling.n_query=2",
        "paper.effective_batch=12",
        "data.format=synthetic",
        "data.num_classes=8",
        "model.num_classes=8",
        "data.train_samples=256",
        "data.eval_samples=64",
        "train.micro_batch=12",
    ];
    sets.extend_from_slice(extra);
    common::plan(experiment, "cpu", &sets)
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

// ------------------------------------------------------------------ gradient caching

#[test]
fn episodic_gradient_caching_is_exact_and_plain_accumulation_is_not() {
    let plan = tiny_plan(FSCT_5W5S, "small_cnn", &[]);
    assert_eq!(plan.exactness.method, GradientMethod::SinglePass);
    let data = train_data(&plan);
    let window = episode(&plan, data.as_ref(), 0);
    assert_eq!(window.len(), 12);
    let mut engine = Engine::new(&plan, &Device::Cpu).unwrap();
    assert_eq!(engine.model().coupling(), Coupling::Window);
    let reference = gradients(&mut engine, data.as_ref(), &window, 12);
    let largest = max_abs(&reference);
    assert!(largest > 1e-4, "a meaningful gradient");
    // 5 splits the episode 5 + 5 + 2, the first micro-batch crossing from the 6 support images
    // into the queries; 1 embeds one image at a time.
    for micro in [5, 1] {
        let diff = max_abs_diff(
            &gradients(&mut engine, data.as_ref(), &window, micro),
            &reference,
        );
        println!("micro {micro}: max difference {diff:e}, largest entry {largest:e}");
        assert!(
            diff <= 1e-5 * largest,
            "micro {micro}: max difference {diff:e} (largest entry {largest:e})"
        );
    }

    // Plain accumulation has no whole episode to compute a loss on: each micro-batch would be
    // an episode of its own. Split the 2-shot 2-query episode into two 1-shot 1-query episodes
    // (shot s and query s of every class), average their gradients, and compare. The 1-shot
    // model has the same weights (same seed; proto_weight is a constant and draws nothing).
    let Some(SamplingSpec::Episodes { n_way, .. }) = plan.sampling else {
        unreachable!()
    };
    let n = n_way as usize;
    let half_plan = tiny_plan(
        FSCT_5W5S,
        "small_cnn",
        &[
            "paper.sampling.k_shot=1",
            "paper.sampling.n_query=1",
            "paper.effective_batch=6",
            "train.micro_batch=6",
        ],
    );
    let mut half_engine = Engine::new(&half_plan, &Device::Cpu).unwrap();
    let names: Vec<String> = engine.params().iter().map(|p| p.name.clone()).collect();
    let half_names: Vec<String> = half_engine
        .params()
        .iter()
        .map(|p| p.name.clone())
        .collect();
    assert_eq!(names, half_names);
    let mut naive: Vec<Vec<f32>> = reference.iter().map(|g| vec![0.0; g.len()]).collect();
    for s in 0..2 {
        let half: Vec<usize> = (0..n)
            .map(|c| window[c * 2 + s])
            .chain((0..n).map(|c| window[2 * n + c * 2 + s]))
            .collect();
        let g = gradients(&mut half_engine, data.as_ref(), &half, 6);
        for (a, b) in naive.iter_mut().zip(&g) {
            for (p, q) in a.iter_mut().zip(b) {
                *p += q / 2.0;
            }
        }
    }
    // proto_weight has another shape (3 x 1 x 1) in the 1-shot model: compare the rest.
    let keep: Vec<usize> = (0..names.len())
        .filter(|&i| names[i] != "proto_weight")
        .collect();
    let pick = |g: &[Vec<f32>]| keep.iter().map(|&i| g[i].clone()).collect::<Vec<_>>();
    let naive_diff = max_abs_diff(&pick(&naive), &pick(&reference));
    println!("plain accumulation over two half-episodes: max difference {naive_diff:e}");
    assert!(
        naive_diff > 1e-2 * largest,
        "plain accumulation differs by only {naive_diff:e}: the test would prove nothing"
    );
}

#[test]
fn frozen_batchnorm_conv4_episodes_are_exact_under_micro_batching() {
    let plan = tiny_plan(FSCT_5W5S, "conv4", &["model.freeze_batchnorm=true"]);
    let data = train_data(&plan);
    let window = episode(&plan, data.as_ref(), 1);
    let mut engine = Engine::new(&plan, &Device::Cpu).unwrap();
    let reference = gradients(&mut engine, data.as_ref(), &window, 12);
    let largest = max_abs(&reference);
    let diff = max_abs_diff(
        &gradients(&mut engine, data.as_ref(), &window, 5),
        &reference,
    );
    println!("conv4, frozen BatchNorm, micro 5: max difference {diff:e}, largest {largest:e}");
    assert!(diff <= 1e-5 * largest, "{diff:e} vs {largest:e}");
}

#[test]
fn gradient_caching_with_checkpointing_equals_one_pass() {
    let plan = tiny_plan(
        FSCT_5W5S,
        "small_cnn",
        &["train.gradient_checkpointing=true"],
    );
    let data = train_data(&plan);
    let window = episode(&plan, data.as_ref(), 2);
    let mut engine = Engine::new(&plan, &Device::Cpu).unwrap();
    let reference = gradients(&mut engine, data.as_ref(), &window, 12);
    let diff = max_abs_diff(
        &gradients(&mut engine, data.as_ref(), &window, 5),
        &reference,
    );
    assert!(diff <= 1e-5 * max_abs(&reference), "{diff:e}");
}

#[test]
fn every_parameter_receives_a_gradient() {
    for (backbone, extra) in [
        ("small_cnn", vec![]),
        ("conv4", vec![]),
        ("resnet18", vec![]),
        (
            "small_cnn",
            vec![
                "paper.loss.vic.variance=0.5",
                "paper.loss.vic.invariance=9.0",
                "paper.loss.vic.covariance=0.5",
                "paper.loss.vic.on_attention=true",
            ],
        ),
    ] {
        let plan = tiny_plan(FSCT_5W5S, backbone, &extra);
        let data = train_data(&plan);
        let window = episode(&plan, data.as_ref(), 0);
        let mut engine = Engine::new(&plan, &Device::Cpu).unwrap();
        let grads = gradients(&mut engine, data.as_ref(), &window, 12);
        let names: Vec<String> = engine.params().iter().map(|p| p.name.clone()).collect();
        assert_eq!(
            grads.len(),
            names.len(),
            "{backbone}: one gradient per parameter"
        );
        // A gradient counts when it is finite and not all zero.
        let zero: Vec<&String> = names
            .iter()
            .zip(&grads)
            .filter(|(_, g)| g.iter().all(|v| *v == 0.0) || !g.iter().all(|v| v.is_finite()))
            .map(|(n, _)| n)
            .collect();
        println!(
            "{backbone}: {} parameter tensors, all with a gradient",
            names.len()
        );
        assert!(
            zero.is_empty(),
            "{backbone}: no finite nonzero gradient for {zero:?}"
        );
        for expected in [
            "proto_weight",
            "linear.2.L.weight_g",
            "ATTN.input_linear.1.weight",
        ] {
            assert!(names.iter().any(|n| n == expected));
        }
    }
}

// ------------------------------------------------------------------ VIC regularisation

#[test]
fn vic_terms_add_their_weighted_values_and_change_the_gradient() {
    let vic = [
        "paper.loss.vic.variance=0.5",
        "paper.loss.vic.invariance=9.0",
        "paper.loss.vic.covariance=0.5",
    ];
    let plain = tiny_plan(FSCT_5W5S, "small_cnn", &[]);
    let with_vic = tiny_plan(FSCT_5W5S, "small_cnn", &vic);
    let mut on_attention_sets = vic.to_vec();
    on_attention_sets.push("paper.loss.vic.on_attention=true");
    let on_attention = tiny_plan(FSCT_5W5S, "small_cnn", &on_attention_sets);
    // The ProFOCT experiment carries these weights itself.
    let profoct = tiny_plan(PROFOCT, "small_cnn", &[]);
    assert_eq!(profoct.loss, with_vic.loss);

    let data = train_data(&plain);
    let window = episode(&plain, data.as_ref(), 3);
    let mut engines: Vec<Engine> = [&plain, &with_vic, &on_attention]
        .iter()
        .map(|p| Engine::new(p, &Device::Cpu).unwrap())
        .collect();

    // The loss difference is exactly lambda_V V + lambda_I I + lambda_C C of the support rows;
    // at initialisation the prototypes are the class means (softmax of equal weights).
    let (images, labels) = data::batch(data.as_ref(), &window, 0, 0, &Device::Cpu).unwrap();
    let ctx = paperfit::nn::Ctx::eval(DType::F32);
    let rows = engines[0].model().forward(&images, &ctx).unwrap();
    let value = |e: &Engine| {
        e.model()
            .loss(&rows, &labels)
            .unwrap()
            .to_scalar::<f32>()
            .unwrap()
    };
    let support = rows.narrow(0, 0, 6).unwrap();
    let means = support
        .reshape((3, 2, 64))
        .unwrap()
        .mean_keepdim(1)
        .unwrap()
        .broadcast_as((3, 2, 64))
        .unwrap()
        .reshape((6, 64))
        .unwrap();
    let s = |t: Tensor| t.to_scalar::<f32>().unwrap();
    let expected = 0.5 * s(losses::vic_variance(&support).unwrap())
        + 9.0 * s(losses::vic_invariance(&support, &means).unwrap())
        + 0.5 * s(losses::vic_covariance(&support).unwrap());
    let added = value(&engines[1]) - value(&engines[0]);
    println!("VIC adds {added} to the episode loss (expected {expected})");
    assert!(expected > 1e-3, "the terms are not negligible here");
    assert!(
        (added - expected).abs() < 1e-4 * expected.max(1.0),
        "{added} vs {expected}"
    );
    assert!(value(&engines[2]) > value(&engines[1]));

    let grads: Vec<Vec<Vec<f32>>> = engines
        .iter_mut()
        .map(|e| gradients(e, data.as_ref(), &window, 12))
        .collect();
    let largest = max_abs(&grads[0]);
    let vic_change = max_abs_diff(&grads[1], &grads[0]);
    let attention_change = max_abs_diff(&grads[2], &grads[1]);
    println!("gradient change: VIC {vic_change:e}, VIC on attention {attention_change:e} (largest entry {largest:e})");
    assert!(vic_change > 1e-3 * largest);
    assert!(attention_change > 1e-4 * largest);
    // And the VIC gradient is as exact under micro-batching as the plain one.
    let micro = gradients(&mut engines[2], data.as_ref(), &window, 5);
    assert!(max_abs_diff(&micro, &grads[2]) <= 1e-5 * max_abs(&grads[2]));
}

// ------------------------------------------------------------------ training

#[test]
fn a_few_steps_on_an_episode_task_reduce_the_loss() {
    // Conv4, the paper's small backbone, at the paper's learning rate; micro-batches of 6, so
    // the steps go through gradient caching. (The pooled small_cnn trunk starts with nearly
    // identical features for every image and needs far more steps.)
    let plan = tiny_plan(FSCT_5W5S, "conv4", &[]);
    let data = train_data(&plan);
    let mut engine = Engine::new(&plan, &Device::Cpu).unwrap();
    // Four episodes, visited in turn: the loss over all four before and after.
    let windows: Vec<Vec<usize>> = (0..4).map(|i| episode(&plan, data.as_ref(), i)).collect();
    let mean_loss = |engine: &mut Engine| {
        windows
            .iter()
            .map(|w| engine.window_gradients(data.as_ref(), w, 12, 0).unwrap().1 / 12.0)
            .sum::<f64>()
            / windows.len() as f64
    };
    let before = mean_loss(&mut engine);
    for step in 0..20u64 {
        let w = &windows[step as usize % windows.len()];
        let out = engine.train_step(data.as_ref(), w, 6, step).unwrap();
        assert!(out.applied && out.loss.is_finite());
    }
    let after = mean_loss(&mut engine);
    println!("mean episode loss {before:.4} -> {after:.4} after 20 AdamW steps");
    assert!(after < 0.5 * before, "{before} -> {after}");
}
