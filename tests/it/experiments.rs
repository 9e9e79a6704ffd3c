//! Every shipped paper experiment: on every preset the plan keeps the paper's effective batch
//! and learning rate and reports the right exactness; and each one trains at tiny scale (small
//! input and width, data generated in the experiment's own layout): every parameter receives
//! a gradient and the loss falls.

use crate::common;

use std::path::Path;

use candle_core::Device;
use common::layouts;
use paperfit::config::schema::RetrievalFeatures;
use paperfit::data::{self, Split};
use paperfit::plan::{ExactnessStatus, Plan};
use paperfit::train::engine::Engine;
use paperfit::train::evaluation;
use paperfit::train::windows::step_windows;

use ExactnessStatus::{Exact as E, ExactWithGradientCaching as C, Inexact as I};

/// Every shipped experiment on every preset: (experiment, preset, effective batch, lr,
/// micro-batch, accumulation, exactness, the keys of its deviations). The effective batch and
/// lr are the paper's everywhere except where a published GPU guide changes the recipe (the
/// ProFOCT 8 GB episode), which is then a deviation.
type Expected = (
    &'static str,
    &'static str,
    u32,
    f64,
    u32,
    u32,
    ExactnessStatus,
    &'static str,
);

const EXPECTED: &[Expected] = &[
    ("quickstart", "8gb", 64, 0.002, 8, 8, E, ""),
    ("quickstart", "16gb", 64, 0.002, 16, 4, E, ""),
    ("quickstart", "24gb", 64, 0.002, 32, 2, E, ""),
    ("quickstart", "40gb", 64, 0.002, 64, 1, E, ""),
    ("quickstart", "80gb", 64, 0.002, 64, 1, E, ""),
    ("quickstart", "cpu", 64, 0.002, 64, 1, E, ""),
    ("quickstart_vit", "8gb", 64, 6.25e-05, 16, 4, E, ""),
    ("quickstart_vit", "16gb", 64, 6.25e-05, 32, 2, E, ""),
    ("quickstart_vit", "24gb", 64, 6.25e-05, 64, 1, E, ""),
    ("quickstart_vit", "40gb", 64, 6.25e-05, 64, 1, E, ""),
    ("quickstart_vit", "80gb", 64, 6.25e-05, 64, 1, E, ""),
    ("quickstart_vit", "cpu", 64, 6.25e-05, 32, 2, E, ""),
    ("dcal_cub", "8gb", 16, 1.5625e-05, 2, 8, E, ""),
    ("dcal_cub", "16gb", 16, 1.5625e-05, 4, 4, E, ""),
    ("dcal_cub", "24gb", 16, 1.5625e-05, 8, 2, E, ""),
    ("dcal_cub", "40gb", 16, 1.5625e-05, 16, 1, E, ""),
    ("dcal_cub", "80gb", 16, 1.5625e-05, 16, 1, E, ""),
    ("dcal_cub", "cpu", 16, 1.5625e-05, 2, 8, E, ""),
    ("dcal_cars", "8gb", 16, 1.5625e-05, 2, 8, E, ""),
    ("dcal_cars", "16gb", 16, 1.5625e-05, 4, 4, E, ""),
    ("dcal_cars", "24gb", 16, 1.5625e-05, 8, 2, E, ""),
    ("dcal_cars", "40gb", 16, 1.5625e-05, 16, 1, E, ""),
    ("dcal_cars", "80gb", 16, 1.5625e-05, 16, 1, E, ""),
    ("dcal_cars", "cpu", 16, 1.5625e-05, 2, 8, E, ""),
    ("dcal_aircraft", "8gb", 16, 1.5625e-05, 2, 8, E, ""),
    ("dcal_aircraft", "16gb", 16, 1.5625e-05, 4, 4, E, ""),
    ("dcal_aircraft", "24gb", 16, 1.5625e-05, 8, 2, E, ""),
    ("dcal_aircraft", "40gb", 16, 1.5625e-05, 16, 1, E, ""),
    ("dcal_aircraft", "80gb", 16, 1.5625e-05, 16, 1, E, ""),
    ("dcal_aircraft", "cpu", 16, 1.5625e-05, 2, 8, E, ""),
    ("dcal_market1501", "8gb", 64, 0.008, 8, 8, C, ""),
    ("dcal_market1501", "16gb", 64, 0.008, 16, 4, C, ""),
    ("dcal_market1501", "24gb", 64, 0.008, 32, 2, C, ""),
    ("dcal_market1501", "40gb", 64, 0.008, 32, 2, C, ""),
    ("dcal_market1501", "80gb", 64, 0.008, 64, 1, E, ""),
    ("dcal_market1501", "cpu", 64, 0.008, 8, 8, C, ""),
    (
        "fsct_miniimagenet_resnet34_5w5s",
        "8gb",
        105,
        0.001,
        35,
        3,
        I,
        "train.precision,model.freeze_batchnorm",
    ),
    (
        "fsct_miniimagenet_resnet34_5w5s",
        "16gb",
        105,
        0.001,
        105,
        1,
        E,
        "train.precision",
    ),
    (
        "fsct_miniimagenet_resnet34_5w5s",
        "24gb",
        105,
        0.001,
        105,
        1,
        E,
        "train.precision",
    ),
    (
        "fsct_miniimagenet_resnet34_5w5s",
        "40gb",
        105,
        0.001,
        105,
        1,
        E,
        "train.precision",
    ),
    (
        "fsct_miniimagenet_resnet34_5w5s",
        "80gb",
        105,
        0.001,
        105,
        1,
        E,
        "train.precision",
    ),
    (
        "fsct_miniimagenet_resnet34_5w5s",
        "cpu",
        105,
        0.001,
        21,
        5,
        I,
        "model.freeze_batchnorm",
    ),
    (
        "fsct_miniimagenet_resnet34_5w1s",
        "8gb",
        85,
        0.001,
        17,
        5,
        I,
        "train.precision,model.freeze_batchnorm",
    ),
    (
        "fsct_miniimagenet_resnet34_5w1s",
        "16gb",
        85,
        0.001,
        85,
        1,
        E,
        "train.precision",
    ),
    (
        "fsct_miniimagenet_resnet34_5w1s",
        "24gb",
        85,
        0.001,
        85,
        1,
        E,
        "train.precision",
    ),
    (
        "fsct_miniimagenet_resnet34_5w1s",
        "40gb",
        85,
        0.001,
        85,
        1,
        E,
        "train.precision",
    ),
    (
        "fsct_miniimagenet_resnet34_5w1s",
        "80gb",
        85,
        0.001,
        85,
        1,
        E,
        "train.precision",
    ),
    (
        "fsct_miniimagenet_resnet34_5w1s",
        "cpu",
        85,
        0.001,
        17,
        5,
        I,
        "model.freeze_batchnorm",
    ),
    (
        "profoct_miniimagenet",
        "8gb",
        65,
        0.001,
        13,
        5,
        I,
        "model.backbone,paper.effective_batch,paper.sampling.n_query,model.freeze_batchnorm",
    ),
    (
        "profoct_miniimagenet",
        "16gb",
        105,
        0.001,
        35,
        3,
        I,
        "model.freeze_batchnorm",
    ),
    ("profoct_miniimagenet", "24gb", 105, 0.001, 105, 1, E, ""),
    ("profoct_miniimagenet", "40gb", 105, 0.001, 105, 1, E, ""),
    ("profoct_miniimagenet", "80gb", 105, 0.001, 105, 1, E, ""),
    (
        "profoct_miniimagenet",
        "cpu",
        105,
        0.001,
        21,
        5,
        I,
        "train.precision,model.freeze_batchnorm",
    ),
    ("clip_cars_task_arithmetic", "8gb", 128, 1e-05, 16, 8, E, ""),
    (
        "clip_cars_task_arithmetic",
        "16gb",
        128,
        1e-05,
        16,
        8,
        E,
        "",
    ),
    (
        "clip_cars_task_arithmetic",
        "24gb",
        128,
        1e-05,
        32,
        4,
        E,
        "",
    ),
    (
        "clip_cars_task_arithmetic",
        "40gb",
        128,
        1e-05,
        64,
        2,
        E,
        "",
    ),
    (
        "clip_cars_task_arithmetic",
        "80gb",
        128,
        1e-05,
        128,
        1,
        E,
        "",
    ),
    ("clip_cars_task_arithmetic", "cpu", 128, 1e-05, 16, 8, E, ""),
    ("clip_cars_flyp", "8gb", 256, 1e-05, 16, 16, C, ""),
    ("clip_cars_flyp", "16gb", 256, 1e-05, 32, 8, C, ""),
    ("clip_cars_flyp", "24gb", 256, 1e-05, 64, 4, C, ""),
    ("clip_cars_flyp", "40gb", 256, 1e-05, 64, 4, C, ""),
    ("clip_cars_flyp", "80gb", 256, 1e-05, 128, 2, C, ""),
    ("clip_cars_flyp", "cpu", 256, 1e-05, 16, 16, C, ""),
    ("seresnext50_aptos", "8gb", 32, 0.001, 16, 2, E, ""),
    ("seresnext50_aptos", "16gb", 32, 0.001, 32, 1, E, ""),
    ("seresnext50_aptos", "24gb", 32, 0.001, 32, 1, E, ""),
    ("seresnext50_aptos", "40gb", 32, 0.001, 32, 1, E, ""),
    ("seresnext50_aptos", "80gb", 32, 0.001, 32, 1, E, ""),
    ("seresnext50_aptos", "cpu", 32, 0.001, 4, 8, E, ""),
];

#[test]
fn every_experiment_plans_the_expected_batch_lr_and_exactness_on_every_preset() {
    let mut shipped: Vec<String> = std::fs::read_dir(common::root().join("experiments"))
        .unwrap()
        .map(|e| {
            e.unwrap()
                .file_name()
                .to_string_lossy()
                .replace(".toml", "")
        })
        .collect();
    shipped.sort();
    let mut listed: Vec<String> = EXPECTED.iter().map(|r| r.0.to_string()).collect();
    listed.dedup();
    listed.sort();
    assert_eq!(listed, shipped, "every shipped experiment is in the table");
    for &(experiment, preset, batch, lr, micro, accumulation, exactness, deviations) in EXPECTED {
        let plan = common::plan(&format!("{experiment}.toml"), preset, &[]);
        let what = format!("{experiment} on {preset}");
        assert_eq!(plan.effective_batch, batch, "{what}");
        assert_eq!(
            (plan.micro_batch, plan.accumulation_steps),
            (micro, accumulation),
            "{what}"
        );
        assert_eq!(micro * accumulation * plan.world_size, batch, "{what}");
        assert!((plan.lr - lr).abs() <= 1e-12 * lr, "{what}: lr {}", plan.lr);
        assert_eq!(plan.exactness.status, exactness, "{what}");
        let keys: Vec<&str> = plan.deviations.iter().map(|d| d.key.as_str()).collect();
        assert_eq!(keys.join(","), deviations, "{what}");
    }
}

/// Train `plan` for a few optimizer steps on the first step's samples, repeated, and check
/// that every parameter receives a non-zero gradient and that the loss falls.
fn trains_at_tiny_scale(plan: &Plan) {
    trains_at_tiny_scale_except(plan, &[], 6)
}

/// [`trains_at_tiny_scale`], where the parameters `zero_gradient` get an exactly zero gradient
/// by construction (and must).
fn trains_at_tiny_scale_except(plan: &Plan, zero_gradient: &[&str], steps: u64) {
    let size = plan.model.image_size.unwrap();
    let train = data::open(&plan.data, size, Split::Train, plan.seed).unwrap();
    let window = step_windows(plan, train.as_ref(), 0).unwrap()[0].clone();
    assert_eq!(window.len(), plan.effective_batch as usize);
    let mut engine = Engine::new(plan, &Device::Cpu).unwrap();
    let micro = plan.micro_batch as usize;
    let (grads, _) = engine
        .window_gradients(train.as_ref(), &window, micro, 0)
        .unwrap();
    assert_eq!(grads.len(), engine.params().len(), "{}", plan.experiment);
    for (g, p) in grads.iter().zip(engine.params()) {
        let norm = common::squared_norm(g);
        if zero_gradient.contains(&p.name.as_str()) {
            assert_eq!(norm, 0.0, "{}: `{}`", plan.experiment, p.name);
        } else {
            assert!(
                norm > 0.0,
                "{}: `{}` receives no gradient",
                plan.experiment,
                p.name
            );
        }
    }
    let losses: Vec<f64> = (0..steps)
        .map(|step| {
            engine
                .train_step(train.as_ref(), &window, micro, step)
                .unwrap()
                .loss
        })
        .collect();
    assert!(
        losses.iter().all(|l| l.is_finite()),
        "{}: {losses:?}",
        plan.experiment
    );
    assert!(
        losses[losses.len() - 1] < losses[0] * 0.9,
        "{}: the loss does not fall: {losses:?}",
        plan.experiment
    );
}

/// Overrides that shrink any experiment to a CPU test: a raised constant learning rate (the
/// papers' schedules are for thousands of steps), no stochastic depth, no pretrained weights.
/// (Experiments with a warmup set its length to 0 themselves, in the key they use.)
fn tiny<'a>(root: &'a Path, extra: &[&'a str]) -> Vec<String> {
    let mut sets: Vec<String> = vec![
        format!("data.root=\"{}\"", root.display()),
        "model.pretrained=\"\"".into(),
        "model.drop_path_rate=0.0".into(),
        "paper.schedule.name=\"constant\"".into(),
        "paper.schedule.min_lr=0.0".into(),
        "train.precision=\"fp32\"".into(),
        "train.grad_clip_norm=1.0".into(),
    ];
    sets.extend(extra.iter().map(|s| s.to_string()));
    sets
}

fn plan_with(experiment: &str, sets: &[String]) -> Plan {
    let refs: Vec<&str> = sets.iter().map(String::as_str).collect();
    common::plan(experiment, "cpu", &refs)
}

/// The ViT-backbone overrides: width 64, 2 blocks.
const SMALL_VIT: [&str; 3] = [
    "model.backbone=\"deit_tiny\"",
    "model.width=64",
    "model.depth=2",
];

#[test]
fn dcal_fine_grained_experiments_train_at_tiny_scale() {
    for (experiment, layout) in [
        ("dcal_cub.toml", layouts::cub200 as fn(&Path, u32, u32)),
        ("dcal_cars.toml", layouts::stanford_cars),
        ("dcal_aircraft.toml", layouts::fgvc_aircraft),
    ] {
        let dir = tempfile::tempdir().unwrap();
        layout(dir.path(), 4, 4);
        let mut extra: Vec<&str> = SMALL_VIT.to_vec();
        extra.extend([
            "paper.input_size=32",
            "paper.schedule.warmup_epochs=0",
            "paper.base_lr=0.032",
            "model.num_classes=4",
            "data.num_classes=4",
            "data.train_samples=16",
        ]);
        let plan = plan_with(experiment, &tiny(dir.path(), &extra));
        assert_eq!((plan.micro_batch, plan.accumulation_steps), (2, 8));
        trains_at_tiny_scale(&plan);
    }
}

#[test]
fn dcal_market1501_trains_at_tiny_scale_with_pk_batches() {
    let dir = tempfile::tempdir().unwrap();
    layouts::market1501(dir.path(), 6, 4);
    let mut extra: Vec<&str> = SMALL_VIT.to_vec();
    extra.extend([
        "paper.input_size=[32, 16]",
        "paper.schedule.warmup_epochs=0",
        "paper.effective_batch=8",
        "paper.lr_reference_batch=8",
        "paper.base_lr=0.05",
        "paper.sampling.identities=4",
        "paper.sampling.images_per_identity=2",
        "model.num_classes=6",
        "data.num_classes=6",
        "data.train_samples=24",
        "train.micro_batch=4",
        "data.transforms.train=[{op=\"resize\", size=[32, 16]}, {op=\"horizontal_flip\"}, {op=\"normalize\"}]",
        "data.transforms.eval=[{op=\"resize\", size=[32, 16]}, {op=\"normalize\"}]",
    ]);
    let plan = plan_with("dcal_market1501.toml", &tiny(dir.path(), &extra));
    assert_eq!(
        plan.exactness.status,
        ExactnessStatus::ExactWithGradientCaching
    );
    // The experiment compares features divided by their length, as TransReID evaluates.
    assert_eq!(plan.retrieval_features, Some(RetrievalFeatures::Normalized));
    trains_at_tiny_scale(&plan);
    // Evaluation is retrieval of the 6 queries in the gallery.
    let eval = evaluation::open_eval_data(&plan, plan.model.image_size.unwrap())
        .unwrap()
        .expect("an evaluation split");
    assert_eq!(eval.eval.len(), 6);
    assert_eq!(eval.gallery.as_ref().map(|g| g.len()), Some(24));
    let engine = Engine::new(&plan, &Device::Cpu).unwrap();
    let result = evaluation::evaluate(&engine, &eval, 4).unwrap();
    let map = result
        .mean_average_precision
        .expect("retrieval reports mAP");
    assert!(map > 0.0 && map <= 1.0, "{result:?}");
    assert!((0.0..=1.0).contains(&result.accuracy) && result.loss.is_none());
}

#[test]
fn seresnext50_aptos_trains_at_tiny_scale_with_frozen_batchnorm() {
    let dir = tempfile::tempdir().unwrap();
    layouts::aptos2019(dir.path(), 40);
    let extra = [
        "paper.input_size=32",
        "paper.effective_batch=8",
        "paper.lr_reference_batch=8",
        "paper.base_lr=0.01",
        "data.train_samples=32",
        "data.transforms.train=[{op=\"resize\", size=36}, {op=\"random_crop\", size=32}, {op=\"normalize\"}]",
        "data.transforms.eval=[{op=\"resize\", size=32}, {op=\"normalize\"}]",
    ];
    let plan = plan_with("seresnext50_aptos.toml", &tiny(dir.path(), &extra));
    assert_eq!(plan.exactness.status, ExactnessStatus::Exact);
    assert_eq!(plan.retrieval_features, None, "not a retrieval evaluation");
    trains_at_tiny_scale(&plan);
}

#[test]
fn generated_layouts_hold_what_the_tests_train_on() {
    // The generators are the tests' data: check they produce the counts the plans assume.
    let dir = tempfile::tempdir().unwrap();
    layouts::market1501(dir.path(), 6, 4);
    let plan = plan_with(
        "dcal_market1501.toml",
        &tiny(
            dir.path(),
            &[
                "model.num_classes=6",
                "data.num_classes=6",
                "paper.effective_batch=8",
                "paper.lr_reference_batch=8",
                "paper.sampling.identities=4",
                "paper.sampling.images_per_identity=2",
            ],
        ),
    );
    // The plan counted the training split: 24 images, 3 PK batches of 8 an epoch.
    assert_eq!(plan.data.train_samples, Some(24));
    assert_eq!(plan.schedule.steps_per_epoch, 3);
    let train = data::open(&plan.data, plan.model.image_size.unwrap(), Split::Train, 0).unwrap();
    assert_eq!(train.len(), 24);
    let labels: std::collections::BTreeSet<u32> = (0..24).map(|i| train.label(i)).collect();
    assert_eq!(labels.len(), 6);
}
/// Resize to `side` and normalise: the tiny tests' transforms for experiments whose own lists
/// name the paper's sizes.
fn plain_transforms(side: u32) -> [String; 2] {
    [
        format!("data.transforms.train=[{{op=\"resize\", size={side}}}, {{op=\"normalize\"}}]"),
        format!("data.transforms.eval=[{{op=\"resize\", size={side}}}, {{op=\"normalize\"}}]"),
    ]
}

#[test]
fn few_shot_experiments_train_at_tiny_scale_on_episodes() {
    for (experiment, k_shot) in [
        ("fsct_miniimagenet_resnet34_5w5s.toml", 5),
        ("fsct_miniimagenet_resnet34_5w1s.toml", 1),
        ("profoct_miniimagenet.toml", 5),
    ] {
        let dir = tempfile::tempdir().unwrap();
        // 5 classes with enough images for k_shot + 2 queries each.
        layouts::mini_imagenet(dir.path(), 5, 8);
        let batch = 5 * (k_shot + 2);
        let [train, eval] = plain_transforms(32);
        let sets = tiny(
            dir.path(),
            &[
                "model.backbone=\"conv4\"",
                "paper.input_size=32",
                "paper.sampling.n_query=2",
                "model.num_classes=5",
                "data.num_classes=5",
                "data.train_samples=40",
            ],
        );
        let mut sets = sets;
        sets.extend([
            format!("paper.effective_batch={batch}"),
            format!("train.micro_batch={}", batch / 5),
            train,
            eval,
        ]);
        let plan = plan_with(experiment, &sets);
        assert_eq!(plan.accumulation_steps, 5);
        // With one shot, the softmax over shots of the prototype weights is the constant 1.
        let zero: &[&str] = if k_shot == 1 { &["proto_weight"] } else { &[] };
        trains_at_tiny_scale_except(&plan, zero, 6);
    }
}

#[test]
fn clip_experiments_train_at_tiny_scale() {
    for experiment in ["clip_cars_task_arithmetic.toml", "clip_cars_flyp.toml"] {
        let dir = tempfile::tempdir().unwrap();
        layouts::stanford_cars(dir.path(), 4, 4);
        // A tokenizer without merges (byte-level tokens only) and the four class names.
        let tokenizer = dir.path().join("bpe.txt");
        layouts::write(&tokenizer, "#version: 0.2\n");
        let names = dir.path().join("classes.txt");
        layouts::write(
            &names,
            "Car Model 1 2012\nCar Model 2 2012\nCar Model 3 2012\nCar Model 4 2012\n",
        );
        let [train, eval] = plain_transforms(32);
        let mut sets = tiny(
            dir.path(),
            &[
                "model.width=64",
                "model.depth=2",
                "paper.input_size=32",
                "paper.schedule.warmup_steps=0",
                "paper.effective_batch=8",
                "paper.base_lr=0.0003",
                "train.micro_batch=4",
                "model.num_classes=4",
                "data.num_classes=4",
                "data.train_samples=16",
            ],
        );
        sets.extend([
            format!("model.clip.tokenizer=\"{}\"", tokenizer.display()),
            format!("model.clip.class_names=\"{}\"", names.display()),
            train,
            eval,
        ]);
        let plan = plan_with(experiment, &sets);
        // The contrastive loss draws each caption's template per step: a noisier descent.
        trains_at_tiny_scale_except(&plan, &[], 12);
    }
}
