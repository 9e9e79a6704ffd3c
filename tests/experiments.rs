//! Every shipped paper experiment: on every preset the plan keeps the paper's effective batch
//! and learning rate and reports the right exactness; and each one trains at tiny scale (small
//! input and width, data generated in the experiment's own layout): every parameter receives
//! a gradient and the loss falls.

mod common;

use std::path::Path;

use candle_core::Device;
use common::layouts;
use paperfit::data::{self, Dataset, Split};
use paperfit::plan::{ExactnessStatus, Plan};
use paperfit::train::engine::Engine;
use paperfit::train::run::step_windows;

const PRESETS: [&str; 6] = ["8gb", "16gb", "24gb", "40gb", "80gb", "cpu"];

/// (experiment, effective batch, lr, exactness on a preset that micro-batches).
const EXPECTED: &[(&str, u32, f64, ExactnessStatus)] = &[
    ("dcal_cub.toml", 16, 1.5625e-5, ExactnessStatus::Exact),
    ("dcal_cars.toml", 16, 1.5625e-5, ExactnessStatus::Exact),
    ("dcal_aircraft.toml", 16, 1.5625e-5, ExactnessStatus::Exact),
    (
        "dcal_market1501.toml",
        64,
        0.008,
        ExactnessStatus::ExactWithGradientCaching,
    ),
    ("seresnext50_aptos.toml", 32, 1e-3, ExactnessStatus::Exact),
];

#[test]
fn every_experiment_keeps_the_papers_batch_and_lr_on_every_preset() {
    for &(experiment, batch, lr, micro_batched) in EXPECTED {
        for preset in PRESETS {
            let plan = common::plan(experiment, preset, &[]);
            let what = format!("{experiment} on {preset}");
            assert_eq!(plan.effective_batch, batch, "{what}");
            assert_eq!(
                plan.micro_batch * plan.accumulation_steps * plan.world_size,
                batch,
                "{what}"
            );
            assert!((plan.lr - lr).abs() <= 1e-12 * lr, "{what}: lr {}", plan.lr);
            assert!(plan.deviations.is_empty(), "{what}: {:?}", plan.deviations);
            let expected = if plan.micro_batch == batch {
                ExactnessStatus::Exact
            } else {
                micro_batched
            };
            assert_eq!(plan.exactness.status, expected, "{what}");
        }
    }
}

/// Train `plan` for a few optimizer steps on the first step's samples, repeated, and check
/// that every parameter receives a non-zero gradient and that the loss falls.
fn trains_at_tiny_scale(plan: &Plan) {
    let size = plan.model.image_size.unwrap();
    let train = data::open(&plan.data, size, Split::Train, plan.seed).unwrap();
    let window = step_windows(plan, train.as_ref(), 0).unwrap()[0].clone();
    assert_eq!(window.len(), plan.effective_batch as usize);
    let mut engine = Engine::new(plan, &Device::Cpu).unwrap();
    let micro = plan.micro_batch as usize;
    let (grads, _) = engine
        .window_gradients(train.as_ref(), &window, micro, 0)
        .unwrap();
    for (g, p) in grads.iter().zip(engine.params()) {
        let norm = g
            .sqr()
            .unwrap()
            .sum_all()
            .unwrap()
            .to_scalar::<f32>()
            .unwrap();
        assert!(
            norm > 0.0,
            "{}: `{}` receives no gradient",
            plan.experiment,
            p.name
        );
    }
    let losses: Vec<f64> = (0..6)
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
        losses[5] < losses[0] * 0.9,
        "{}: the loss does not fall: {losses:?}",
        plan.experiment
    );
}

/// Overrides that shrink any experiment to a CPU test: a raised constant learning rate (the
/// papers' schedules are for thousands of steps), no warmup, no stochastic depth, no
/// pretrained weights.
fn tiny<'a>(root: &'a Path, extra: &[&'a str]) -> Vec<String> {
    let mut sets: Vec<String> = vec![
        format!("data.root=\"{}\"", root.display()),
        "model.pretrained=\"\"".into(),
        "model.drop_path_rate=0.0".into(),
        "paper.schedule.name=\"constant\"".into(),
        "paper.schedule.warmup_epochs=0".into(),
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
    ]);
    let plan = plan_with("dcal_market1501.toml", &tiny(dir.path(), &extra));
    assert_eq!(
        plan.exactness.status,
        ExactnessStatus::ExactWithGradientCaching
    );
    trains_at_tiny_scale(&plan);
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
    trains_at_tiny_scale(&plan);
}

#[test]
fn generated_layouts_hold_what_the_tests_train_on() {
    // The generators are the tests' data: check they produce the counts the plans assume.
    let dir = tempfile::tempdir().unwrap();
    layouts::market1501(dir.path(), 6, 4);
    let plan = plan_with(
        "dcal_market1501.toml",
        &tiny(dir.path(), &["model.num_classes=6", "data.num_classes=6"]),
    );
    let train = data::open(&plan.data, plan.model.image_size.unwrap(), Split::Train, 0).unwrap();
    assert_eq!(train.len(), 24);
    let labels: std::collections::BTreeSet<u32> = (0..24).map(|i| train.label(i)).collect();
    assert_eq!(labels.len(), 6);
}
