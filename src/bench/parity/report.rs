//! Comparing the two sides, judging them against the tolerances, and the table.

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use candle_core::{DType, Tensor};

use super::paperfit::Ours;
use super::{
    err, load, rel, save, HalfTolerance, LossNorm, Mode, OneStep, Options, ReferenceOneStep,
    ReferenceOutput, Report, StepRow, TensorDiff, WeightsDiff, LR_TOLERANCE, ONE_STEP_FACTOR,
    TRAJECTORY_TOLERANCE, WORST,
};
use crate::error::{Error, Result};

/// Compare every floating-point tensor of `reference` with the same name in `ours`.
pub(crate) fn compare(
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
    let difference = diffs
        .iter()
        .map(|d| d.difference.powi(2))
        .sum::<f64>()
        .sqrt();
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

/// One step from paperfit's state at each step the reference checked: paperfit's weights after
/// it, and PyTorch float32's, against PyTorch float64's.
pub(super) fn one_step_checks(
    ours: &Ours,
    theirs: &ReferenceOutput,
    dir: &Path,
) -> Result<Vec<OneStep>> {
    let mut checks = Vec::new();
    for r in &theirs.one_step {
        let ours_after = ours
            .after
            .get(&r.step)
            .ok_or_else(|| err(format!("no paperfit state after step {}", r.step)))?;
        let f64_after = load(&dir.join(format!("torch-after-{}-f64.safetensors", r.step)))?;
        let before: HashMap<String, Tensor> =
            load(&dir.join(format!("state-{}.safetensors", r.step)))?
                .into_iter()
                .filter_map(|(k, t)| k.strip_prefix("model.").map(|k| (k.to_string(), t)))
                .collect();
        let update = compare(&before, &f64_after)?;
        let (f32_path, f32_vs_f64) = farthest_f32_path(r, &f64_after, dir)?;
        let k = r.step as usize;
        checks.push(OneStep {
            step: r.step,
            paperfit: LossNorm {
                loss: ours.steps[k].loss,
                grad_norm: ours.steps[k].grad_norm,
            },
            pytorch_f32: r.f32.clone(),
            pytorch_f64: r.f64.clone(),
            paperfit_vs_f64: compare(ours_after, &f64_after)?,
            f32_vs_f64,
            f32_path,
            update_norm: update.difference,
        });
    }
    Ok(checks)
}

/// PyTorch's float32 step on each of its paths against its float64 step: the farthest, which
/// is the float32 rounding paperfit is held to (it differs by machine and path, paperfit's by
/// neither).
fn farthest_f32_path(
    r: &ReferenceOneStep,
    f64_after: &HashMap<String, Tensor>,
    dir: &Path,
) -> Result<(String, WeightsDiff)> {
    let mut farthest: Option<(String, WeightsDiff)> = None;
    for (i, path) in r.f32_paths.iter().enumerate() {
        let after = load(&dir.join(format!("torch-after-{}-f32-{i}.safetensors", r.step)))?;
        let diff = compare(&after, f64_after)?;
        if farthest
            .as_ref()
            .is_none_or(|(_, f)| diff.difference > f.difference)
        {
            farthest = Some((path.clone(), diff));
        }
    }
    farthest.ok_or_else(|| {
        err(format!(
            "the reference took no float32 step before step {}",
            r.step
        ))
    })
}

/// `--gradients`: both sides' gradients at the step, written where asked and compared.
pub(super) fn gradients_written(
    options: &Options,
    ours: Option<HashMap<String, Tensor>>,
    dir: &Path,
) -> Result<Option<(u64, PathBuf, WeightsDiff)>> {
    Ok(match (&options.gradients, ours) {
        (Some((g, out)), Some(ours)) => {
            std::fs::create_dir_all(out).map_err(|e| Error::io("cannot create", out, e))?;
            let theirs_path = dir.join(format!("torch-gradients-{g}.safetensors"));
            let torch_grads = load(&theirs_path)?;
            save(&ours, &out.join(format!("paperfit-step{g}.safetensors")))?;
            save(
                &torch_grads,
                &out.join(format!("pytorch-step{g}.safetensors")),
            )?;
            Some((*g, out.clone(), compare(&ours, &torch_grads)?))
        }
        _ => None,
    })
}

/// How far a step's loss or gradient norm may be from PyTorch's float32 `reference`: the
/// trajectory tolerance, plus [`ONE_STEP_FACTOR`] times the distance rounding alone put that
/// value of PyTorch's float32 run from its float64 run's (`exact`). The two float32 runs each
/// stray from the exact trajectory by about that much, each on its own side; where rounding
/// moves PyTorch's run by nothing measurable, the tolerance alone is left.
fn step_tolerance(reference: f64, exact: Option<f64>) -> f64 {
    let drift = exact.map_or(0.0, |e| rel(reference, e));
    TRAJECTORY_TOLERANCE + ONE_STEP_FACTOR * if drift.is_nan() { 0.0 } else { drift }
}

/// The checks past their tolerances, in words.
pub(super) fn failures(r: &Report) -> Vec<String> {
    let mut out = Vec::new();
    for (i, s) in r.steps.iter().enumerate() {
        let lr = rel(s.paperfit.lr, s.pytorch.lr);
        if lr > LR_TOLERANCE {
            out.push(format!(
                "step {}: learning rate {:e} against {:e} (relative {lr:.1e} > {LR_TOLERANCE:e})",
                s.step, s.paperfit.lr, s.pytorch.lr
            ));
        }
        if let Some(a) = &r.autocast {
            out.extend(half_step_failures(s, &a.tolerance));
        }
        if r.mode == Mode::Trajectory {
            let exact = r.float64.as_ref().and_then(|f| f.steps.get(i));
            for (what, a, b, e) in [
                (
                    "loss",
                    s.paperfit.loss,
                    s.pytorch.loss,
                    exact.map(|e| e.loss),
                ),
                (
                    "gradient norm",
                    s.paperfit.grad_norm,
                    s.pytorch.grad_norm,
                    exact.map(|e| e.grad_norm),
                ),
            ] {
                let d = rel(a, b);
                let allowed = step_tolerance(b, e);
                if d.is_nan() || d > allowed {
                    out.push(format!(
                        "step {}: {what} {a} against {b} (relative {d:.1e} > {allowed:.1e})",
                        s.step
                    ));
                }
            }
        }
    }
    if r.mode == Mode::Trajectory {
        out.extend(final_weights_failure(r));
    }
    if let Some(a) = &r.autocast {
        let (d, allowed) = (r.final_weights.relative(), a.tolerance.final_weights());
        if d.is_nan() || d > allowed {
            out.push(format!(
                "final weights: relative L2 difference {d:.1e} from torch.autocast's > {allowed:.1e}"
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

/// A half-precision step's loss and gradient norm against autocast's, each within its
/// tolerance at that step.
fn half_step_failures(s: &StepRow, t: &HalfTolerance) -> Vec<String> {
    let mut out = Vec::new();
    for (what, a, b, allowed) in [
        ("loss", s.paperfit.loss, s.pytorch.loss, t.loss(s.step)),
        (
            "gradient norm",
            s.paperfit.grad_norm,
            s.pytorch.grad_norm,
            t.grad_norm(s.step),
        ),
    ] {
        let d = rel(a, b);
        if d.is_nan() || d > allowed {
            out.push(format!(
                "step {}: {what} {a} against torch.autocast's {b} (relative {d:.1e} > {allowed:.1e})",
                s.step
            ));
        }
    }
    out
}

/// The final weights of a judged trajectory: within the tolerance of PyTorch's (float64's when
/// it ran), or within [`ONE_STEP_FACTOR`] times PyTorch float32's own distance from float64
/// where that is larger (the farthest of PyTorch's float32 paths: its rounding moves with the
/// machine). It is larger where the loss does not see a direction (attention's key bias
/// shifts every logit of a query alike): its gradient is rounding noise, which Adam scales up
/// to steps the size of the learning rate, in PyTorch's float32 as in paperfit.
fn final_weights_failure(r: &Report) -> Option<String> {
    let (d, allowed, against) = match &r.float64 {
        Some(f) => (
            f.paperfit_vs_f64.relative(),
            TRAJECTORY_TOLERANCE.max(ONE_STEP_FACTOR * f.f32_vs_f64.relative()),
            "PyTorch float64's",
        ),
        None => (
            r.final_weights.relative(),
            TRAJECTORY_TOLERANCE,
            "PyTorch's",
        ),
    };
    (d.is_nan() || d > allowed).then(|| {
        format!("final weights: relative L2 difference {d:.1e} from {against} > {allowed:.1e}")
    })
}

/// The report as a table.
pub(crate) fn render(r: &Report) -> String {
    let mut out = format!(
        "parity: {} ({}) against {}, PyTorch {}, {} {}, {} optimizer steps\n",
        r.experiment,
        r.model,
        r.reference,
        r.torch,
        r.device,
        r.precision,
        r.steps.len()
    );
    out.push_str(&format!("{}\n\n", r.mode_reason));
    render_steps(r, &mut out);
    out.push_str(&format!(
        "\nfinal weights and buffers: relative L2 difference {:.1e} over {} tensors; worst: {}\n",
        r.final_weights.relative(),
        r.final_weights.tensors,
        worst(&r.final_weights)
    ));
    if let Some(f) = &r.float64 {
        out.push_str(&format!(
            "against PyTorch float64: paperfit {:.1e}, PyTorch float32 {:.1e} (farthest, on its {} path); worst for paperfit: {}\n",
            f.paperfit_vs_f64.relative(),
            f.f32_vs_f64.relative(),
            f.f32_path,
            worst(&f.paperfit_vs_f64)
        ));
    }
    render_autocast(r, &mut out);
    render_one_step(r, &mut out);
    if let Some((g, dir, d)) = &r.gradients {
        out.push_str(&format!(
            "\ngradients at step {g} (paperfit's state; PyTorch float32) written to {}: relative L2 difference {:.1e}; worst: {}\n",
            dir.display(),
            d.relative(),
            worst(d)
        ));
    }
    if let Some(a) = &r.autocast {
        let t = &a.tolerance;
        out.push_str(&format!(
            "\ntolerances ({}, unit roundoff u = {:.2e}): loss u x ({} + {} x step), gradient norm u x ({} + {} x step), final weights u x {} x steps = {:.1e}, learning rate {LR_TOLERANCE:e}\n",
            r.precision,
            t.unit_roundoff,
            HalfTolerance::LOSS.0,
            HalfTolerance::LOSS.1,
            HalfTolerance::GRAD_NORM.0,
            HalfTolerance::GRAD_NORM.1,
            HalfTolerance::WEIGHTS_PER_STEP,
            t.final_weights()
        ));
    } else {
        out.push_str(&format!(
        "\ntolerances: trajectories {TRAJECTORY_TOLERANCE:e} relative (loss, gradient norm per step, plus {ONE_STEP_FACTOR} x PyTorch float32's distance from float64 at that step; final weights from float64's, or {ONE_STEP_FACTOR} x PyTorch float32's distance if larger), learning rate {LR_TOLERANCE:e}, one step: paperfit within {ONE_STEP_FACTOR} x PyTorch float32's distance from float64 (the farthest of its float32 paths)\n"
    ));
    }
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

/// Step by step: loss, learning rate and gradient norm, both sides.
fn render_steps(r: &Report, out: &mut String) {
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
    let max = |f: &dyn Fn(&StepRow) -> f64| r.steps.iter().map(f).fold(0.0, super::worse);
    out.push_str(&format!(
        "max relative: loss {:.1e}, lr {:.1e}, gradient norm {:.1e}\n",
        max(&|s| rel(s.paperfit.loss, s.pytorch.loss)),
        max(&|s| rel(s.paperfit.lr, s.pytorch.lr)),
        max(&|s| rel(s.paperfit.grad_norm, s.pytorch.grad_norm)),
    ));
}

/// Half precision: how far autocast moved PyTorch's own run from float32, for scale.
fn render_autocast(r: &Report, out: &mut String) {
    let Some(a) = &r.autocast else {
        return;
    };
    let drift = a
        .fp32_steps
        .iter()
        .zip(&r.steps)
        .map(|(f, s)| rel(s.pytorch.loss, f.loss))
        .fold(0.0, super::worse);
    out.push_str(&format!(
        "PyTorch {} under autocast against its own float32 run: loss up to {drift:.1e} relative, final weights {:.1e}\n",
        a.dtype,
        a.autocast_vs_fp32.relative()
    ));
}

/// The one-step checks from paperfit's state.
fn render_one_step(r: &Report, out: &mut String) {
    if r.one_step.is_empty() {
        return;
    }
    {
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
                "step {}: worst tensors, paperfit against float64: {}; PyTorch float32 farthest from float64 on its {} path\n",
                c.step,
                worst(&c.paperfit_vs_f64),
                c.f32_path
            ));
        }
    }
}
