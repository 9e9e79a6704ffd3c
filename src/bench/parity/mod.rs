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
//!   and the final weights, within [`TRAJECTORY_TOLERANCE`] relative (a step's values plus
//!   twice what rounding moved PyTorch's float32 run from its float64 one there);
//! - one step from paperfit's state (BatchNorm nets, whose trajectories are chaotic: PyTorch's
//!   own CPU convolution backends drift apart within a few steps): the weights after one step
//!   from the same state, in PyTorch float32 and float64; paperfit's distance from the float64
//!   result must be within [`ONE_STEP_FACTOR`] times PyTorch float32's own, measured on each of
//!   PyTorch's CPU paths (default, one thread, native kernels without oneDNN) and taken at the
//!   farthest: PyTorch's float32 rounding moves with the machine and the path.
//!
//! A bf16 or fp16 plan runs on its own device (the CPU, or CUDA) against the same PyTorch model
//! under `torch.autocast` with float32 master weights ([`Mode::Autocast`]): every step's loss
//! and gradient norm, and the final weights, within tolerances derived from the half
//! precision's unit roundoff and the number of steps ([`HalfTolerance`]).

mod mixed;
mod paperfit;
mod reference;
mod report;

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use candle_core::{Device, Tensor};
use serde::{Deserialize, Serialize};

use crate::config::schema::{DeviceKind, ModelArch, Precision};
use crate::error::{ConfigError, Error, Result};
use crate::models::registry::{entry, PytorchModel};
use crate::plan::Plan;

use mixed::{autocast_check, check_half};
pub(crate) use mixed::{Autocast, HalfTolerance};
pub(crate) use report::{compare, render};

/// Trajectories (fp32, CPU): each step's loss and gradient norm, and the final weights (relative
/// L2 over all tensors), within this of PyTorch's. Two fp32 implementations of the same sums
/// in different orders differ by a few ulps per op; over tens of steps that stays near 1e-6.
pub(crate) const TRAJECTORY_TOLERANCE: f64 = 1e-5;
/// The learning rate is computed, not accumulated: both sides follow the same formula in f64.
pub(crate) const LR_TOLERANCE: f64 = 1e-12;
/// One step from paperfit's state: paperfit's distance from PyTorch float64 at most this times
/// PyTorch float32's own distance from it (the farthest of its float32 paths).
pub(crate) const ONE_STEP_FACTOR: f64 = 2.0;
/// Tensors named in a comparison's "worst" list.
pub(super) const WORST: usize = 5;

/// What `paperfit bench parity` is asked to do.
#[derive(Debug, Clone)]
pub(crate) struct Options {
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
    /// Shown, not judged: they are chaotic (BatchNorm, or PyTorch's own float32 run strays
    /// from its float64 one past the tolerance); one-step checks decide.
    OneStep,
    /// Half precision against `torch.autocast`: step by step and the final weights, within
    /// [`HalfTolerance`].
    Autocast,
}

/// PyTorch's own trajectory in float64 beside its float32 one (nets without BatchNorm): how far
/// float32 rounding alone moves a trajectory of this recipe.
#[derive(Debug, Clone, Serialize)]
pub(crate) struct Float64Trajectory {
    pub steps: Vec<StepValues>,
    /// The largest relative difference between PyTorch's float32 and float64 runs, over every
    /// step's loss and gradient norm.
    pub drift: f64,
    /// The final weights: paperfit against PyTorch float64, and PyTorch float32 against it
    /// (the farthest of its float32 paths, `f32_path`).
    pub paperfit_vs_f64: WeightsDiff,
    pub f32_vs_f64: WeightsDiff,
    pub f32_path: String,
}

#[derive(Debug, Clone, Copy, Serialize, Deserialize)]
pub(crate) struct StepValues {
    pub loss: f64,
    pub lr: f64,
    pub grad_norm: f64,
}

#[derive(Debug, Clone, Serialize)]
pub(crate) struct StepRow {
    pub step: u64,
    pub paperfit: StepValues,
    pub pytorch: StepValues,
}

/// One tensor's difference: `difference` is the L2 norm of a - b, `norm` the reference's.
#[derive(Debug, Clone, Serialize)]
pub(crate) struct TensorDiff {
    pub name: String,
    pub difference: f64,
    pub norm: f64,
}

impl TensorDiff {
    pub(crate) fn relative(&self) -> f64 {
        relative(self.difference, self.norm)
    }
}

/// A comparison of two sets of named tensors: over all of them, and the worst.
#[derive(Debug, Clone, Serialize)]
pub(crate) struct WeightsDiff {
    pub tensors: usize,
    /// L2 norm of the difference over every tensor, and of the reference.
    pub difference: f64,
    pub norm: f64,
    /// The tensors with the largest relative differences, largest first.
    pub worst: Vec<TensorDiff>,
}

impl WeightsDiff {
    pub(crate) fn relative(&self) -> f64 {
        relative(self.difference, self.norm)
    }
}

#[derive(Debug, Clone, Deserialize, Serialize)]
pub(crate) struct LossNorm {
    pub loss: f64,
    pub grad_norm: f64,
}

/// One step from paperfit's state before `step`.
#[derive(Debug, Clone, Serialize)]
pub(crate) struct OneStep {
    pub step: u64,
    pub paperfit: LossNorm,
    pub pytorch_f32: LossNorm,
    pub pytorch_f64: LossNorm,
    /// The weights after the step: paperfit against PyTorch float64.
    pub paperfit_vs_f64: WeightsDiff,
    /// PyTorch float32 against PyTorch float64: the farthest of its float32 paths.
    pub f32_vs_f64: WeightsDiff,
    /// Which float32 path that is (`default`, `one thread`, `native kernels, no oneDNN`).
    pub f32_path: String,
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
    /// The plan's precision and device (`bf16`, `cpu`).
    pub precision: String,
    pub device: String,
    pub mode: Mode,
    /// Why the trajectories are judged or not, in words.
    pub mode_reason: String,
    pub steps: Vec<StepRow>,
    pub float64: Option<Float64Trajectory>,
    /// Half precision: the tolerances and PyTorch's float32 run.
    pub autocast: Option<Autocast>,
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
    #[serde(default)]
    steps_f64: Option<Vec<StepValues>>,
    /// With `steps_f64`: PyTorch's float32 paths its trajectory also ran on (`torch-final` is
    /// the first, `torch-final-f32-<i>` the others).
    #[serde(default)]
    final_f32_paths: Vec<String>,
    /// Half precision: PyTorch's trajectory without autocast (its weights in
    /// `torch-final-fp32`).
    #[serde(default)]
    steps_fp32: Option<Vec<StepValues>>,
    one_step: Vec<ReferenceOneStep>,
}

/// What the reference is asked to run.
pub(super) struct Request<'a> {
    /// The trajectory in float32 (and in float64 too with `float64`); else one-step checks only.
    pub trajectory: bool,
    pub float64: bool,
    /// Steps before which a one-step check runs.
    pub one_step: &'a [u64],
}

#[derive(Debug, Deserialize)]
pub(super) struct ReferenceOneStep {
    step: u64,
    /// The float32 step on the default path.
    f32: LossNorm,
    f64: LossNorm,
    /// PyTorch's float32 paths the step was taken on (`torch-after-<step>-f32-<i>`).
    f32_paths: Vec<String>,
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

/// The larger of two distances, NaN when either is: `f64::max` returns the other operand of a
/// NaN, which would report a diverged run as the largest finite distance.
pub(super) fn worse(a: f64, b: f64) -> f64 {
    if a.is_nan() || b.is_nan() {
        f64::NAN
    } else {
        a.max(b)
    }
}

/// Refuse, with the key to change, what the comparison cannot cover, and a Python that cannot
/// run the reference.
fn check(plan: &Plan, options: &Options) -> Result<()> {
    check_family(plan)?;
    check_run(plan, options)?;
    // What the reference imports, before paperfit's side runs: a Python without it is an
    // error that names the missing modules, not a traceback after the work.
    super::python::require(
        &options.python,
        &super::python::parity_modules(&[
            entry(plan.model.name).pytorch,
            plan.model.backbone.and_then(|b| entry(b).pytorch),
        ]),
        "bench parity's PyTorch reference",
    )?;
    Ok(())
}

/// The families and recipes the reference can rebuild.
fn check_family(plan: &Plan) -> Result<()> {
    if entry(plan.model.name).pytorch.is_none() {
        return Err(ConfigError::new(format!(
            "bench parity has no PyTorch reference for `{}` yet (docs/parity.md lists the references)",
            plan.model.name.as_str()
        ))
        .key("model.name")
        .into());
    }
    if plan.model.name == ModelArch::Dcal {
        let on_timm_vit = plan.model.backbone.is_some_and(|b| {
            entry(b).is_vit() && matches!(entry(b).pytorch, Some(PytorchModel::Timm(_)))
        });
        if !on_timm_vit {
            return Err(ConfigError::new(
                "bench parity covers DCAL on a timm ViT backbone (vit_b16, vit_b32, deit_*)",
            )
            .key("model.backbone")
            .into());
        }
    }
    if plan.model.name == ModelArch::Fsct && plan.model.backbone != Some(ModelArch::SmallCnn) {
        return Err(ConfigError::new(
            "bench parity covers FS-CT on the small_cnn backbone (add --set model.backbone=small_cnn)",
        )
        .key("model.backbone")
        .into());
    }
    Ok(())
}

/// What the run compares: fp32 on the CPU or half precision on the plan's device, one
/// process, no random masks, fresh weights, and steps that exist.
fn check_run(plan: &Plan, options: &Options) -> Result<()> {
    if plan.precision == Precision::Fp32 && plan.device != DeviceKind::Cpu {
        return Err(ConfigError::new(
            "bench parity compares fp32 training on the CPU; run it with the cpu preset (--preset cpu), or in bf16 on this device (--set train.precision=bf16)",
        )
        .key("train.precision")
        .into());
    }
    if plan.precision != Precision::Fp32 {
        check_half(plan, options)?;
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
    if options.steps == 0 {
        return Err(
            ConfigError::new("--steps 0 compares nothing; ask for at least one step").into(),
        );
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
        std::fs::create_dir_all(&dir).map_err(|e| Error::io("cannot create", &dir, e))?;
        Ok(Scratch(dir))
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// A comparison that cannot go on, with no error behind it: a plan without an input size, a
/// step count or a tensor the two sides disagree on (errors with a cause keep it as theirs).
fn err(what: impl Into<String>) -> Error {
    Error::Internal(what.into())
}

fn save(tensors: &HashMap<String, Tensor>, path: &Path) -> Result<()> {
    candle_core::safetensors::save(tensors, path)
        .map_err(|e| Error::candle(format!("cannot write {}", path.display()), e))
}

fn load(path: &Path) -> Result<HashMap<String, Tensor>> {
    candle_core::safetensors::load(path, &Device::Cpu)
        .map_err(|e| Error::candle(format!("cannot read {}", path.display()), e))
}

/// The steps before which a one-step check runs when none are asked for: the first, the middle
/// and the last.
fn default_one_step(steps: usize) -> Vec<u64> {
    let mut out = vec![0, steps as u64 / 2, steps as u64 - 1];
    out.dedup();
    out
}

/// The one-step checks asked for: `--one-step` and the `--gradients` step.
fn requested_one_step(options: &Options) -> Vec<u64> {
    let mut steps: Vec<u64> = options.one_step.clone().unwrap_or_default();
    if let Some((g, _)) = &options.gradients {
        steps.push(*g);
    }
    sorted_union(&steps, &[])
}

fn sorted_union(a: &[u64], b: &[u64]) -> Vec<u64> {
    let mut out: Vec<u64> = a.iter().chain(b).copied().collect();
    out.sort_unstable();
    out.dedup();
    out
}

/// Whether the trajectories are judged, and why. BatchNorm nets never are (the registry's
/// fact; their float64 run is not even made). Others are when PyTorch's own float32 trajectory
/// stays within the tolerance of its float64 one: where rounding alone moves it further (Adam's
/// first steps are sign-like on gradients that are zero but for rounding, as in FS-CT's
/// cosine head), no implementation can be held to the tolerance step by step.
fn judge_mode(batchnorm: bool, float64: Option<&Float64Trajectory>) -> (Mode, String) {
    match float64 {
        _ if batchnorm => (
            Mode::OneStep,
            "BatchNorm net: trajectories shown, not judged (chaotic); one-step checks from paperfit's state decide".into(),
        ),
        Some(f) if f.drift > TRAJECTORY_TOLERANCE || f.drift.is_nan() => (
            Mode::OneStep,
            format!(
                "PyTorch's own float32 trajectory strays {:.1e} from its float64 one (> {TRAJECTORY_TOLERANCE:e}): trajectories shown, not judged; one-step checks from paperfit's state decide",
                f.drift
            ),
        ),
        Some(f) => (
            Mode::Trajectory,
            format!(
                "trajectories compared step by step (PyTorch's own float32 run stays within {:.1e} of its float64 one)",
                f.drift
            ),
        ),
        None => (Mode::Trajectory, "trajectories compared step by step".into()),
    }
}

/// PyTorch's float64 trajectory against its float32 one and paperfit's.
fn float64_trajectory(
    ours: &paperfit::Ours,
    theirs: &ReferenceOutput,
    dir: &Path,
) -> Result<Option<Float64Trajectory>> {
    let Some(steps) = &theirs.steps_f64 else {
        return Ok(None);
    };
    let drift = steps
        .iter()
        .zip(&theirs.steps)
        .map(|(e, f)| worse(rel(f.loss, e.loss), rel(f.grad_norm, e.grad_norm)))
        .fold(0.0, worse);
    let exact = load(&dir.join("torch-final-f64.safetensors"))?;
    let mut f32_path = "default".to_string();
    let mut f32_vs_f64 = compare(&load(&dir.join("torch-final.safetensors"))?, &exact)?;
    for (i, path) in theirs.final_f32_paths.iter().enumerate().skip(1) {
        let diff = compare(
            &load(&dir.join(format!("torch-final-f32-{i}.safetensors")))?,
            &exact,
        )?;
        if diff.difference > f32_vs_f64.difference {
            (f32_path, f32_vs_f64) = (path.clone(), diff);
        }
    }
    Ok(Some(Float64Trajectory {
        steps: steps.clone(),
        drift,
        paperfit_vs_f64: compare(&ours.final_weights, &exact)?,
        f32_vs_f64,
        f32_path,
    }))
}

/// Each step's values, both sides.
fn step_rows(ours: &[StepValues], theirs: &[StepValues]) -> Vec<StepRow> {
    ours.iter()
        .zip(theirs)
        .enumerate()
        .map(|(k, (a, b))| StepRow {
            step: k as u64,
            paperfit: *a,
            pytorch: *b,
        })
        .collect()
}

/// Run both sides and compare them.
pub(crate) fn run(plan: &Plan, experiment: &str, options: &Options) -> Result<Report> {
    check(plan, options)?;
    let batchnorm = crate::models::registry::has_batchnorm(&plan.model);
    let requested = requested_one_step(options);
    // Without `--one-step`, paperfit keeps its state before the default steps in any case:
    // whether they are needed is known only once the reference has run.
    let defaults = match options.one_step {
        None => default_one_step(options.steps),
        Some(_) => Vec::new(),
    };
    let scratch = Scratch::new()?;
    let dir = scratch.0.as_path();
    let ours = paperfit::train(plan, options, &sorted_union(&requested, &defaults), dir)?;
    let first = match batchnorm {
        true => sorted_union(&requested, &defaults),
        false => requested.clone(),
    };
    let request = Request {
        trajectory: true,
        float64: !batchnorm && plan.precision == Precision::Fp32,
        one_step: &first,
    };
    let mut theirs = reference::train(plan, options, &request, dir)?;
    if theirs.steps.len() != ours.steps.len() {
        return Err(err(format!(
            "the reference trained {} steps, paperfit {}",
            theirs.steps.len(),
            ours.steps.len()
        )));
    }
    let float64 = float64_trajectory(&ours, &theirs, dir)?;
    let autocast = autocast_check(plan, options, &theirs, dir)?;
    let (mode, mode_reason) = match &autocast {
        Some(a) => (Mode::Autocast, a.reason(plan)),
        None => judge_mode(batchnorm, float64.as_ref()),
    };
    let missing: Vec<u64> = defaults
        .into_iter()
        .filter(|s| !first.contains(s))
        .collect();
    if mode == Mode::OneStep && !missing.is_empty() {
        let request = Request {
            trajectory: false,
            float64: false,
            one_step: &missing,
        };
        let more = reference::train(plan, options, &request, dir)?;
        theirs.one_step.extend(more.one_step);
        theirs.one_step.sort_by_key(|c| c.step);
    }
    let steps = step_rows(&ours.steps, &theirs.steps);
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
        precision: plan.precision.as_str().to_string(),
        device: plan.device.as_str().to_string(),
        mode,
        mode_reason,
        steps,
        float64,
        autocast,
        final_weights,
        one_step,
        gradients,
        failures: Vec::new(),
    };
    report.failures = report::failures(&report);
    Ok(report)
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_nan_distance_is_the_worst_wherever_it_stands() {
        for at in 0..3 {
            let mut distances = [1e-3, 2e-3, 5e-4];
            distances[at] = f64::NAN;
            assert!(distances.into_iter().fold(0.0, super::worse).is_nan());
        }
        assert_eq!([1e-3, 2e-3].into_iter().fold(0.0, super::worse), 2e-3);
    }
}
