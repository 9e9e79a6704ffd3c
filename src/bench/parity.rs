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

use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};
use std::process::Command;

use candle_core::{DType, Device, Tensor};
use serde::{Deserialize, Serialize};

use crate::config::schema::{DeviceKind, LossName, ModelArch, Precision};
use crate::data::{self, Split};
use crate::error::{ConfigError, Error, Result};
use crate::plan::Plan;
use crate::train::engine::Engine;
use crate::train::run::step_windows;

const REFERENCE: &str = include_str!("torch_parity.py");

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
const WORST: usize = 5;

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
struct ReferenceOutput {
    reference: String,
    torch: String,
    steps: Vec<StepValues>,
    one_step: Vec<ReferenceOneStep>,
}

#[derive(Debug, Deserialize)]
struct ReferenceOneStep {
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

fn rel(a: f64, b: f64) -> f64 {
    relative((a - b).abs(), b.abs())
}

/// Whether the model's trajectories can be compared step by step (no BatchNorm).
pub fn mode_of(arch: ModelArch) -> Mode {
    match arch {
        ModelArch::Resnet18
        | ModelArch::Resnet34
        | ModelArch::Resnet50
        | ModelArch::SeResNext50_32x4d
        | ModelArch::Conv4 => Mode::OneStep,
        _ => Mode::Trajectory,
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
    let clip = matches!(plan.model.name, ModelArch::ClipVitB32 | ModelArch::ClipVitB16);
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
    if plan.device != DeviceKind::Cpu || plan.precision != Precision::Fp32 {
        return Err(ConfigError::new(
            "bench parity compares fp32 training on the CPU; run it with the cpu preset (--preset cpu)",
        )
        .key("train.precision")
        .into());
    }
    if plan.world_size > 1 {
        return Err(ConfigError::new("bench parity runs one process; plan it for one rank")
            .key("train.world_size")
            .into());
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
        .map_err(|e| err(format!("cannot write {}: {e}", path.display())))
}

fn load(path: &Path) -> Result<HashMap<String, Tensor>> {
    candle_core::safetensors::load(path, &Device::Cpu)
        .map_err(|e| err(format!("cannot read {}: {e}", path.display())))
}

/// Deep copies (the engine's tensors share storage with the live weights, updated in place).
fn snapshot(tensors: BTreeMap<String, Tensor>) -> Result<HashMap<String, Tensor>> {
    tensors
        .into_iter()
        .map(|(k, t)| Ok((k, t.contiguous()?.copy()?)))
        .collect()
}

/// Compare every floating-point tensor of `reference` with the same name in `ours`.
pub fn compare(
    ours: &HashMap<String, Tensor>,
    reference: &HashMap<String, Tensor>,
) -> Result<WeightsDiff> {
    let mut diffs = Vec::new();
    for (name, r) in reference {
        if !r.dtype().is_float() {
            continue;
        }
        let o = ours
            .get(name)
            .ok_or_else(|| err(format!("paperfit has no tensor `{name}` to compare")))?;
        let r = r.to_dtype(DType::F64)?;
        let o = o.to_dtype(DType::F64)?;
        if o.dims() != r.dims() {
            return Err(err(format!(
                "`{name}`: shape {:?} against the reference's {:?}",
                o.dims(),
                r.dims()
            )));
        }
        let difference = (o - &r)?.sqr()?.sum_all()?.to_scalar::<f64>()?.sqrt();
        let norm = r.sqr()?.sum_all()?.to_scalar::<f64>()?.sqrt();
        diffs.push(TensorDiff {
            name: name.clone(),
            difference,
            norm,
        });
    }
    let difference = diffs.iter().map(|d| d.difference.powi(2)).sum::<f64>().sqrt();
    let norm = diffs.iter().map(|d| d.norm.powi(2)).sum::<f64>().sqrt();
    let tensors = diffs.len();
    diffs.sort_by(|a, b| b.relative().total_cmp(&a.relative()));
    diffs.truncate(WORST);
    Ok(WeightsDiff {
        tensors,
        difference,
        norm,
        worst: diffs,
    })
}

/// Run both sides and compare them.
pub fn run(plan: &Plan, experiment: &str, options: &Options) -> Result<Report> {
    check(plan, options)?;
    let mode = mode_of(plan.model.name);
    let mut one_step: Vec<u64> = options.one_step.clone().unwrap_or_else(|| match mode {
        Mode::OneStep => vec![0, options.steps as u64 / 2, options.steps as u64 - 1],
        Mode::Trajectory => Vec::new(),
    });
    if let Some((g, _)) = &options.gradients {
        one_step.push(*g);
    }
    one_step.sort_unstable();
    one_step.dedup();

    let dir = std::env::temp_dir().join(format!("paperfit-parity-{}", std::process::id()));
    std::fs::create_dir_all(&dir)
        .map_err(|e| err(format!("cannot create {}: {e}", dir.display())))?;
    let scratch = Scratch(dir);
    let dir = scratch.0.as_path();

    // paperfit's side.
    let size = plan
        .model
        .image_size
        .ok_or_else(|| err("plan without an input size"))?;
    let device = Device::Cpu;
    let data = data::open(&plan.data, size, Split::Train, plan.seed)?;
    let mut engine = Engine::new(plan, &device)?;
    let (weights, _) = engine.checkpoint_tensors()?;
    save(&snapshot(weights)?, &dir.join("init.safetensors"))?;
    let micro_batch = plan.micro_batch as usize;
    let mut ours = Vec::with_capacity(options.steps);
    let mut after: BTreeMap<u64, HashMap<String, Tensor>> = BTreeMap::new();
    let mut our_gradients = None;
    let mut step = 0u64;
    let mut epoch = 0u32;
    'epochs: loop {
        for window in step_windows(plan, data.as_ref(), epoch)? {
            if step as usize == options.steps {
                break 'epochs;
            }
            let prepared = engine.prepare(data.as_ref(), &window, micro_batch, step)?;
            let mut batch = HashMap::new();
            for (j, micro) in prepared.micro_batches.iter().enumerate() {
                let n = micro.labels.len();
                let images = Tensor::from_slice(
                    &micro.pixels,
                    (n, 3, size.height as usize, size.width as usize),
                    &device,
                )?;
                let labels: Vec<i64> = micro.labels.iter().map(|&l| l as i64).collect();
                batch.insert(format!("images.{j}"), images);
                batch.insert(format!("labels.{j}"), Tensor::from_vec(labels, n, &device)?);
            }
            save(&batch, &dir.join(format!("batch-{step}.safetensors")))?;
            if one_step.contains(&step) {
                let (weights, optimizer) = engine.checkpoint_tensors()?;
                let mut state: HashMap<String, Tensor> = HashMap::new();
                for (k, t) in weights {
                    state.insert(format!("model.{k}"), t);
                }
                for (k, t) in optimizer {
                    state.insert(format!("optim.{k}"), t);
                }
                save(&state, &dir.join(format!("state-{step}.safetensors")))?;
            }
            if options.gradients.as_ref().is_some_and(|(g, _)| *g == step) {
                our_gradients = Some(gradients_at(
                    &mut engine,
                    data.as_ref(),
                    &window,
                    micro_batch,
                    step,
                )?);
            }
            let outcome = engine.train_prepared(&prepared, step)?;
            ours.push(StepValues {
                loss: outcome.loss,
                lr: outcome.lr,
                grad_norm: outcome.grad_norm,
            });
            if one_step.contains(&step) {
                after.insert(step, snapshot(engine.checkpoint_tensors()?.0)?);
            }
            step += 1;
        }
        epoch += 1;
    }
    let final_weights = snapshot(engine.checkpoint_tensors()?.0)?;

    // The reference.
    let script = dir.join("torch_parity.py");
    std::fs::write(&script, REFERENCE).map_err(err)?;
    let spec = serde_json::json!({
        "plan": plan,
        "dir": dir,
        "steps": options.steps,
        "one_step": one_step,
        "gradients_step": options.gradients.as_ref().map(|(g, _)| g),
        "height": size.height,
        "width": size.width,
        "threads": std::thread::available_parallelism().map_or(1, |n| n.get()),
    });
    let spec_path = dir.join("spec.json");
    std::fs::write(&spec_path, spec.to_string()).map_err(err)?;
    let output = Command::new(&options.python)
        .arg(&script)
        .arg(&spec_path)
        .output()
        .map_err(|e| err(format!("cannot run {}: {e}", options.python.display())))?;
    if !output.status.success() {
        let stderr = String::from_utf8_lossy(&output.stderr);
        let tail: Vec<&str> = stderr.lines().rev().take(15).collect();
        return Err(err(format!(
            "the PyTorch reference failed ({}):\n{}",
            output.status,
            tail.into_iter().rev().collect::<Vec<_>>().join("\n")
        )));
    }
    let theirs: ReferenceOutput = serde_json::from_slice(&output.stdout).map_err(|e| {
        err(format!(
            "the PyTorch reference printed no result ({e}): {}",
            String::from_utf8_lossy(&output.stdout)
        ))
    })?;
    if theirs.steps.len() != ours.len() {
        return Err(err(format!(
            "the reference trained {} steps, paperfit {}",
            theirs.steps.len(),
            ours.len()
        )));
    }

    let steps: Vec<StepRow> = ours
        .iter()
        .zip(&theirs.steps)
        .enumerate()
        .map(|(k, (a, b))| StepRow {
            step: k as u64,
            paperfit: *a,
            pytorch: *b,
        })
        .collect();
    let final_diff = compare(&final_weights, &load(&dir.join("torch-final.safetensors"))?)?;
    let mut checks = Vec::new();
    for r in &theirs.one_step {
        let ours_after = after
            .get(&r.step)
            .ok_or_else(|| err(format!("no paperfit state after step {}", r.step)))?;
        let f32_after = load(&dir.join(format!("torch-after-{}-f32.safetensors", r.step)))?;
        let f64_after = load(&dir.join(format!("torch-after-{}-f64.safetensors", r.step)))?;
        let before: HashMap<String, Tensor> =
            load(&dir.join(format!("state-{}.safetensors", r.step)))?
                .into_iter()
                .filter_map(|(k, t)| k.strip_prefix("model.").map(|k| (k.to_string(), t)))
                .collect();
        let update = compare(&before, &f64_after)?;
        let k = r.step as usize;
        checks.push(OneStep {
            step: r.step,
            paperfit: LossNorm {
                loss: ours[k].loss,
                grad_norm: ours[k].grad_norm,
            },
            pytorch_f32: r.f32.clone(),
            pytorch_f64: r.f64.clone(),
            paperfit_vs_f64: compare(ours_after, &f64_after)?,
            f32_vs_f64: compare(&f32_after, &f64_after)?,
            update_norm: update.difference,
        });
    }
    let gradients = match (&options.gradients, our_gradients) {
        (Some((g, out)), Some(ours)) => {
            std::fs::create_dir_all(out)
                .map_err(|e| err(format!("cannot create {}: {e}", out.display())))?;
            let theirs_path = dir.join(format!("torch-gradients-{g}.safetensors"));
            let torch_grads = load(&theirs_path)?;
            save(&ours, &out.join(format!("paperfit-step{g}.safetensors")))?;
            save(&torch_grads, &out.join(format!("pytorch-step{g}.safetensors")))?;
            Some((*g, out.clone(), compare(&ours, &torch_grads)?))
        }
        _ => None,
    };
    let mut report = Report {
        experiment: experiment.to_string(),
        model: plan.model.name.as_str().to_string(),
        reference: theirs.reference,
        torch: theirs.torch,
        mode,
        steps,
        final_weights: final_diff,
        one_step: checks,
        gradients,
        failures: Vec::new(),
    };
    report.failures = failures(&report);
    Ok(report)
}

/// Every parameter's gradient of the step's mean loss (unscaled, before clipping). The forward
/// passes this takes update BatchNorm's running statistics: they are put back, so the step
/// itself runs as if this had not.
fn gradients_at(
    engine: &mut Engine,
    data: &dyn data::Dataset,
    window: &[usize],
    micro_batch: usize,
    step: u64,
) -> Result<HashMap<String, Tensor>> {
    let buffers: Vec<_> = engine
        .model()
        .store()
        .borrow()
        .buffers()
        .values()
        .map(|b| (b.clone(), b.borrow().clone()))
        .collect();
    let (grads, _) = engine.window_gradients(data, window, micro_batch, step)?;
    for (cell, value) in buffers {
        *cell.borrow_mut() = value;
    }
    let names: Vec<String> = engine.params().iter().map(|p| p.name.clone()).collect();
    Ok(names.into_iter().zip(grads).collect())
}

/// The checks past their tolerances, in words.
fn failures(r: &Report) -> Vec<String> {
    let mut out = Vec::new();
    for s in &r.steps {
        let lr = rel(s.paperfit.lr, s.pytorch.lr);
        if lr > LR_TOLERANCE {
            out.push(format!(
                "step {}: learning rate {:e} against {:e} (relative {lr:.1e} > {LR_TOLERANCE:e})",
                s.step, s.paperfit.lr, s.pytorch.lr
            ));
        }
        if r.mode == Mode::Trajectory {
            for (what, a, b) in [
                ("loss", s.paperfit.loss, s.pytorch.loss),
                ("gradient norm", s.paperfit.grad_norm, s.pytorch.grad_norm),
            ] {
                let d = rel(a, b);
                if d.is_nan() || d > TRAJECTORY_TOLERANCE {
                    out.push(format!(
                        "step {}: {what} {a} against {b} (relative {d:.1e} > {TRAJECTORY_TOLERANCE:e})",
                        s.step
                    ));
                }
            }
        }
    }
    if r.mode == Mode::Trajectory {
        let d = r.final_weights.relative();
        if d.is_nan() || d > TRAJECTORY_TOLERANCE {
            out.push(format!(
                "final weights: relative L2 difference {d:.1e} > {TRAJECTORY_TOLERANCE:e}"
            ));
        }
    }
    for c in &r.one_step {
        let (ours, f32) = (c.paperfit_vs_f64.difference, c.f32_vs_f64.difference);
        if ours.is_nan() || ours > ONE_STEP_FACTOR * f32 {
            out.push(format!(
                "one step from paperfit's state before step {}: paperfit's weights are {ours:.3e} from PyTorch float64's, more than {ONE_STEP_FACTOR} x PyTorch float32's {f32:.3e}",
                c.step
            ));
        }
    }
    out
}

/// The report as a table.
pub fn render(r: &Report) -> String {
    let mut out = format!(
        "parity: {} ({}) against {}, PyTorch {}, CPU fp32, {} optimizer steps\n",
        r.experiment,
        r.model,
        r.reference,
        r.torch,
        r.steps.len()
    );
    out.push_str(match r.mode {
        Mode::Trajectory => "trajectories compared step by step\n\n",
        Mode::OneStep => {
            "BatchNorm net: trajectories shown, not judged (chaotic); one-step checks from paperfit's state decide\n\n"
        }
    });
    out.push_str(&format!(
        "{:>5} {:>14} {:>14} {:>8}  {:>12} {:>12} {:>8}  {:>12} {:>12} {:>8}\n",
        "step",
        "loss paperfit",
        "loss PyTorch",
        "rel",
        "lr paperfit",
        "lr PyTorch",
        "rel",
        "|g| paperfit",
        "|g| PyTorch",
        "rel"
    ));
    for s in &r.steps {
        let (a, b) = (&s.paperfit, &s.pytorch);
        out.push_str(&format!(
            "{:>5} {:>14.8} {:>14.8} {:>8.1e}  {:>12.6e} {:>12.6e} {:>8.1e}  {:>12.6e} {:>12.6e} {:>8.1e}\n",
            s.step,
            a.loss,
            b.loss,
            rel(a.loss, b.loss),
            a.lr,
            b.lr,
            rel(a.lr, b.lr),
            a.grad_norm,
            b.grad_norm,
            rel(a.grad_norm, b.grad_norm)
        ));
    }
    let max = |f: &dyn Fn(&StepRow) -> f64| r.steps.iter().map(f).fold(0.0, f64::max);
    out.push_str(&format!(
        "max relative: loss {:.1e}, lr {:.1e}, gradient norm {:.1e}\n",
        max(&|s| rel(s.paperfit.loss, s.pytorch.loss)),
        max(&|s| rel(s.paperfit.lr, s.pytorch.lr)),
        max(&|s| rel(s.paperfit.grad_norm, s.pytorch.grad_norm)),
    ));
    out.push_str(&format!(
        "\nfinal weights and buffers: relative L2 difference {:.1e} over {} tensors; worst: {}\n",
        r.final_weights.relative(),
        r.final_weights.tensors,
        worst(&r.final_weights)
    ));
    if !r.one_step.is_empty() {
        out.push_str(&format!(
            "\none step from paperfit's state (weights, buffers, optimizer state), weights after it:\n{:>5} {:>14} {:>14} {:>14}  {:>14} {:>14} {:>7} {:>12}\n",
            "step", "loss paperfit", "loss f32", "loss f64", "|paperfit-f64|", "|f32-f64|", "ratio", "|update|"
        ));
        for c in &r.one_step {
            out.push_str(&format!(
                "{:>5} {:>14.8} {:>14.8} {:>14.8}  {:>14.3e} {:>14.3e} {:>7.2} {:>12.3e}\n",
                c.step,
                c.paperfit.loss,
                c.pytorch_f32.loss,
                c.pytorch_f64.loss,
                c.paperfit_vs_f64.difference,
                c.f32_vs_f64.difference,
                c.paperfit_vs_f64.difference / c.f32_vs_f64.difference,
                c.update_norm
            ));
        }
        for c in &r.one_step {
            out.push_str(&format!(
                "step {}: worst tensors, paperfit against float64: {}\n",
                c.step,
                worst(&c.paperfit_vs_f64)
            ));
        }
    }
    if let Some((g, dir, d)) = &r.gradients {
        out.push_str(&format!(
            "\ngradients at step {g} (paperfit's state; PyTorch float32) written to {}: relative L2 difference {:.1e}; worst: {}\n",
            dir.display(),
            d.relative(),
            worst(d)
        ));
    }
    out.push_str(&format!(
        "\ntolerances: trajectories {TRAJECTORY_TOLERANCE:e} relative (loss, gradient norm per step; final weights), learning rate {LR_TOLERANCE:e}, one step: paperfit within {ONE_STEP_FACTOR} x PyTorch float32's distance from float64\n"
    ));
    if r.failures.is_empty() {
        out.push_str("parity: every check within tolerance\n");
    } else {
        out.push_str(&format!(
            "parity FAILED, {} check(s) past tolerance:\n",
            r.failures.len()
        ));
        for f in &r.failures {
            out.push_str(&format!("  {f}\n"));
        }
    }
    out
}

fn worst(d: &WeightsDiff) -> String {
    d.worst
        .iter()
        .map(|t| format!("{} {:.1e}", t.name, t.relative()))
        .collect::<Vec<_>>()
        .join(", ")
}
