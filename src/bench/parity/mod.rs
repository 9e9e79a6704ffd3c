//! `paperfit bench parity`: paperfit and a PyTorch reference train the plan's model side by side
//! from the same initial weights, on the same batches, with the same recipe, and their numbers
//! are compared against stated tolerances (docs/parity.md).
//!
//! paperfit trains first, here, and writes what the reference needs into a scratch directory:
//! its initial weights and buffers under their public names (`init.safetensors`), the exact
//! micro-batches of every optimizer step in its order and split, augmentation applied
//! (`batch-K.safetensors`: `images.J`, `labels.J`), and for the one-step checks its whole state
//! before step K (`state-K.safetensors`: `model.<name>`, `optim.<name>.exp_avg` ..., `optim.step`).
//! The reference (`torch_parity.py`, shipped inside the binary) rebuilds the recipe from the plan
//! with the libraries' own code and trains on those files.
//!
//! Two kinds of comparison:
//! - trajectories (nets without BatchNorm): every step's loss, learning rate and gradient norm,
//!   and the final weights, within [`TRAJECTORY_TOLERANCE`] relative;
//! - one step from paperfit's state (BatchNorm nets, whose trajectories are chaotic: PyTorch's
//!   own CPU convolution backends drift apart within a few steps): the weights after one step
//!   from the same state, in PyTorch float32 and float64; paperfit's distance from the float64
//!   result must be within [`ONE_STEP_FACTOR`] times PyTorch float32's own.

mod paperfit;
mod reference;
mod report;

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use candle_core::{Device, Tensor};
use serde::{Deserialize, Serialize};

use crate::config::schema::{DeviceKind, LossName, ModelArch, ModelSpec, Precision};
use crate::error::{ConfigError, Error, Result};
use crate::plan::Plan;

pub use report::{compare, render};

/// Trajectories (fp32, CPU): each step's loss and gradient norm, and the final weights (relative
/// L2 over all tensors), within this of PyTorch's. Two fp32 implementations of the same sums
/// in different orders differ by a few ulps per op; over tens of steps that stays near 1e-6.
pub const TRAJECTORY_TOLERANCE: f64 = 1e-5;
/// The learning rate is computed, not accumulated: both sides follow the same formula in f64.
pub const LR_TOLERANCE: f64 = 1e-12;
/// One step from paperfit's state: paperfit's distance from PyTorch float64 at most this times
/// PyTorch float32's own distance from it.
pub const ONE_STEP_FACTOR: f64 = 2.0;
/// Tensors named in a comparison's "worst" list.
pub(super) const WORST: usize = 5;

/// What `paperfit bench parity` is asked to do.
#[derive(Debug, Clone)]
pub struct Options {
    pub steps: usize,
    pub python: PathBuf,
    /// Steps before which a one-step check from paperfit's state runs (default: for BatchNorm
    /// nets the first, middle and last step, else none).
    pub one_step: Option<Vec<u64>>,
    /// Write every parameter's gradient at this step, both sides, into this directory.
    pub gradients: Option<(u64, PathBuf)>,
}

/// How the trajectories are judged.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Mode {
    /// Step by step, and the final weights.
    Trajectory,
    /// Shown, not judged: BatchNorm makes them chaotic; one-step checks decide.
    OneStep,
}

#[derive(Debug, Clone, Copy, Serialize, Deserialize)]
pub struct StepValues {
    pub loss: f64,
    pub lr: f64,
    pub grad_norm: f64,
}

#[derive(Debug, Clone, Serialize)]
pub struct StepRow {
    pub step: u64,
    pub paperfit: StepValues,
    pub pytorch: StepValues,
}

/// One tensor's difference: `difference` is the L2 norm of a - b, `norm` the reference's.
#[derive(Debug, Clone, Serialize)]
pub struct TensorDiff {
    pub name: String,
    pub difference: f64,
    pub norm: f64,
}

impl TensorDiff {
    pub fn relative(&self) -> f64 {
        relative(self.difference, self.norm)
    }
}

/// A comparison of two sets of named tensors: over all of them, and the worst.
#[derive(Debug, Clone, Serialize)]
pub struct WeightsDiff {
    pub tensors: usize,
    /// L2 norm of the difference over every tensor, and of the reference.
    pub difference: f64,
    pub norm: f64,
    /// The tensors with the largest relative differences, largest first.
    pub worst: Vec<TensorDiff>,
}

impl WeightsDiff {
    pub fn relative(&self) -> f64 {
        relative(self.difference, self.norm)
    }
}

#[derive(Debug, Clone, Deserialize, Serialize)]
pub struct LossNorm {
    pub loss: f64,
    pub grad_norm: f64,
}

/// One step from paperfit's state before `step`.
#[derive(Debug, Clone, Serialize)]
pub struct OneStep {
    pub step: u64,
    pub paperfit: LossNorm,
    pub pytorch_f32: LossNorm,
    pub pytorch_f64: LossNorm,
    /// The weights after the step: paperfit against PyTorch float64.
    pub paperfit_vs_f64: WeightsDiff,
    /// PyTorch float32 against PyTorch float64.
    pub f32_vs_f64: WeightsDiff,
    /// L2 norm of the float64 update (after - before), for scale.
    pub update_norm: f64,
}

#[derive(Debug, Clone, Serialize)]
pub struct Report {
    pub experiment: String,
    pub model: String,
    /// What the reference is: library and model, or a transcription.
    pub reference: String,
    pub torch: String,
    pub mode: Mode,
    pub steps: Vec<StepRow>,
    pub final_weights: WeightsDiff,
    pub one_step: Vec<OneStep>,
    /// `--gradients`: the step, and where the files went.
    pub gradients: Option<(u64, PathBuf, WeightsDiff)>,
    /// Every check past its tolerance, in words; empty when parity holds.
    pub failures: Vec<String>,
}

#[derive(Debug, Deserialize)]
pub(super) struct ReferenceOutput {
    reference: String,
    torch: String,
    steps: Vec<StepValues>,
    one_step: Vec<ReferenceOneStep>,
}

#[derive(Debug, Deserialize)]
pub(super) struct ReferenceOneStep {
    step: u64,
    f32: LossNorm,
    f64: LossNorm,
}

fn relative(difference: f64, norm: f64) -> f64 {
    if norm == 0.0 {
        if difference == 0.0 {
            0.0
        } else {
            f64::INFINITY
        }
    } else {
        difference / norm
    }
}

pub(super) fn rel(a: f64, b: f64) -> f64 {
    relative((a - b).abs(), b.abs())
}

/// Whether the model's trajectories can be compared step by step: not when any part of it
/// normalises with BatchNorm (the registry's fact), whose trajectories are chaotic.
pub fn mode_of(model: &ModelSpec) -> Mode {
    if crate::models::registry::has_batchnorm(model) {
        Mode::OneStep
    } else {
        Mode::Trajectory
    }
}

/// The families with a reference in `torch_parity.py`.
const SUPPORTED: &[ModelArch] = &[
    ModelArch::SmallCnn,
    ModelArch::Resnet18,
    ModelArch::Resnet34,
    ModelArch::Resnet50,
    ModelArch::SeResNext50_32x4d,
    ModelArch::VitB16,
    ModelArch::VitB32,
    ModelArch::DeitTiny,
    ModelArch::DeitSmall,
    ModelArch::DeitBase,
    ModelArch::ClipVitB32,
    ModelArch::ClipVitB16,
    ModelArch::Fsct,
];

/// Refuse, with the key to change, what the comparison cannot cover.
fn check(plan: &Plan, options: &Options) -> Result<()> {
    check_family(plan)?;
    check_run(plan, options)
}

/// The families and recipes the reference can rebuild.
fn check_family(plan: &Plan) -> Result<()> {
    if !SUPPORTED.contains(&plan.model.name) {
        let names: Vec<&str> = SUPPORTED.iter().map(|a| a.as_str()).collect();
        return Err(ConfigError::new(format!(
            "bench parity has no PyTorch reference for `{}` yet; it covers {}",
            plan.model.name.as_str(),
            names.join(", ")
        ))
        .key("model.name")
        .into());
    }
    let clip = crate::models::registry::entry(plan.model.name).is_clip();
    if clip && plan.loss.name != LossName::CrossEntropy {
        // FLYP's captions are drawn per sample inside the model; the reference has no copy of
        // the draw yet.
        return Err(ConfigError::new(
            "bench parity covers CLIP's Task Arithmetic recipe (cross_entropy), not the contrastive loss yet",
        )
        .key("paper.loss.name")
        .into());
    }
    if plan.model.name == ModelArch::Fsct {
        if plan.model.backbone != Some(ModelArch::SmallCnn) {
            return Err(ConfigError::new(
                "bench parity covers FS-CT on the small_cnn backbone (add --set model.backbone=small_cnn)",
            )
            .key("model.backbone")
            .into());
        }
        if plan.loss.vic.is_some() {
            return Err(ConfigError::new(
                "bench parity does not cover ProFOCT's VIC terms yet; --unset paper.loss.vic",
            )
            .key("paper.loss.vic")
            .into());
        }
    }
    Ok(())
}

/// What the run compares: fp32 on the CPU, one process, no random masks, fresh weights, and
/// steps that exist.
fn check_run(plan: &Plan, options: &Options) -> Result<()> {
    if plan.device != DeviceKind::Cpu || plan.precision != Precision::Fp32 {
        return Err(ConfigError::new(
            "bench parity compares fp32 training on the CPU; run it with the cpu preset (--preset cpu)",
        )
        .key("train.precision")
        .into());
    }
    if plan.world_size > 1 {
        return Err(
            ConfigError::new("bench parity runs one process; plan it for one rank")
                .key("train.world_size")
                .into(),
        );
    }
    if plan.model.drop_path_rate != 0.0 {
        return Err(ConfigError::new(format!(
            "drop path draws random masks the reference cannot reproduce; add --set model.drop_path_rate=0 (it is {})",
            plan.model.drop_path_rate
        ))
        .key("model.drop_path_rate")
        .into());
    }
    if plan.model.pretrained.is_some() {
        // The comparison starts from paperfit's initial weights, whatever they are; reading a
        // pretrained file would only slow it down.
        return Err(ConfigError::new(
            "bench parity starts from freshly initialised weights; add --unset model.pretrained",
        )
        .key("model.pretrained")
        .into());
    }
    let total = plan.schedule.total_steps as usize;
    if options.steps > total {
        return Err(ConfigError::new(format!(
            "--steps {} is more than the plan's {total} optimizer steps",
            options.steps
        ))
        .into());
    }
    let checks = options
        .one_step
        .iter()
        .flatten()
        .chain(options.gradients.as_ref().map(|(s, _)| s));
    for &s in checks {
        if s as usize >= options.steps {
            return Err(ConfigError::new(format!(
                "step {s} is not among the {} compared (steps are numbered from 0)",
                options.steps
            ))
            .into());
        }
    }
    Ok(())
}

/// A scratch directory removed when dropped.
struct Scratch(PathBuf);

impl Scratch {
    fn new() -> Result<Scratch> {
        let dir = std::env::temp_dir().join(format!("paperfit-parity-{}", std::process::id()));
        std::fs::create_dir_all(&dir)
            .map_err(|e| Error::io("cannot create", &dir, e))?;
        Ok(Scratch(dir))
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn err(e: impl std::fmt::Display) -> Error {
    Error::Internal(e.to_string())
}

fn save(tensors: &HashMap<String, Tensor>, path: &Path) -> Result<()> {
    candle_core::safetensors::save(tensors, path)
        .map_err(|e| Error::candle(format!("cannot write {}", path.display()), e))
}

fn load(path: &Path) -> Result<HashMap<String, Tensor>> {
    candle_core::safetensors::load(path, &Device::Cpu)
        .map_err(|e| Error::candle(format!("cannot read {}", path.display()), e))
}

/// The steps before which a one-step check runs: those asked for (and the `--gradients` step),
/// else for BatchNorm nets the first, middle and last.
fn one_step_steps(mode: Mode, options: &Options) -> Vec<u64> {
    let mut steps: Vec<u64> = options.one_step.clone().unwrap_or_else(|| match mode {
        Mode::OneStep => vec![0, options.steps as u64 / 2, options.steps as u64 - 1],
        Mode::Trajectory => Vec::new(),
    });
    if let Some((g, _)) = &options.gradients {
        steps.push(*g);
    }
    steps.sort_unstable();
    steps.dedup();
    steps
}

/// Run both sides and compare them.
pub fn run(plan: &Plan, experiment: &str, options: &Options) -> Result<Report> {
    check(plan, options)?;
    let mode = mode_of(&plan.model);
    let one_step = one_step_steps(mode, options);
    let scratch = Scratch::new()?;
    let dir = scratch.0.as_path();
    let ours = paperfit::train(plan, options, &one_step, dir)?;
    let theirs = reference::train(plan, options, &one_step, dir)?;
    if theirs.steps.len() != ours.steps.len() {
        return Err(err(format!(
            "the reference trained {} steps, paperfit {}",
            theirs.steps.len(),
            ours.steps.len()
        )));
    }
    let steps: Vec<StepRow> = ours
        .steps
        .iter()
        .zip(&theirs.steps)
        .enumerate()
        .map(|(k, (a, b))| StepRow {
            step: k as u64,
            paperfit: *a,
            pytorch: *b,
        })
        .collect();
    let final_weights = compare(
        &ours.final_weights,
        &load(&dir.join("torch-final.safetensors"))?,
    )?;
    let one_step = report::one_step_checks(&ours, &theirs, dir)?;
    let gradients = report::gradients_written(options, ours.gradients, dir)?;
    let mut report = Report {
        experiment: experiment.to_string(),
        model: plan.model.name.as_str().to_string(),
        reference: theirs.reference,
        torch: theirs.torch,
        mode,
        steps,
        final_weights,
        one_step,
        gradients,
        failures: Vec::new(),
    };
    report.failures = report::failures(&report);
    Ok(report)
}
