//! The toy model of `models::toy`, added as `docs/design.md` says (its file, its name, its
//! registry entry), is planned and trained like every shipped model: the plan measures it,
//! reads from its entry that it normalises with BatchNorm (so micro-batches of 4 out of 16 are
//! inexact), and a few optimizer steps lower its loss.

use candle_core::Device;

use super::engine::Engine;
use super::windows::step_windows;
use crate::config::{load, LoadOptions};
use crate::data::{self, Split};
use crate::plan::{build, ExactnessStatus};

/// The toy model's experiment (also the start of the update-failure tests').
pub(super) const EXPERIMENT: &str = r#"
[paper]
name = "toy"
title = "a toy model"
citation = "none"
effective_batch = 16
base_lr = 1e-2
lr_reference_batch = 16
lr_scaling = "linear"
epochs = 1
input_size = 8

[paper.optimizer]
name = "adamw"
weight_decay = 0.01
no_decay_norm_and_bias = true

[paper.schedule]
name = "constant"
convention = "timm"
update = "step"

[paper.loss]
name = "cross_entropy"

[model]
name = "toy_bn"
num_classes = 4

[data]
name = "synthetic shapes"
format = "synthetic"
num_classes = 4
train_samples = 64
eval_samples = 16

[train]
seed = 7
precision = "fp32"
micro_batch = 4
"#;

#[test]
fn a_model_added_by_its_file_and_registry_entry_is_planned_and_trained() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("toy.toml");
    std::fs::write(&path, EXPERIMENT).unwrap();
    let mut options = LoadOptions::new(&path, "cpu");
    options.presets_dir = Some(std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("presets"));
    let plan = build(&load(&options).unwrap()).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!((plan.micro_batch, plan.accumulation_steps), (4, 4));
    // conv 3x3 (3 -> 8, with bias), BatchNorm (8 + 8), linear 8 -> 4.
    assert_eq!(plan.parameters, Some(3 * 8 * 9 + 8 + 16 + 8 * 4 + 4));
    assert!(plan.memory.is_some(), "the plan estimates the toy's memory");
    assert_eq!(plan.exactness.status, ExactnessStatus::Inexact);
    assert!(
        plan.exactness.reason.contains("BatchNorm"),
        "{}",
        plan.exactness.reason
    );

    let size = plan.model.image_size.unwrap();
    let train = data::open(&plan.data, size, Split::Train, plan.seed).unwrap();
    let window = step_windows(&plan, train.as_ref(), 0).unwrap()[0].clone();
    let mut engine = Engine::new(&plan, &Device::Cpu).unwrap();
    let losses: Vec<f64> = (0..8)
        .map(|step| {
            engine
                .train_step(train.as_ref(), &window, plan.micro_batch as usize, step)
                .unwrap()
                .loss
        })
        .collect();
    assert!(losses.iter().all(|l| l.is_finite()), "{losses:?}");
    assert!(
        losses[7] < losses[0] * 0.9,
        "the loss does not fall: {losses:?}"
    );
}
