//! The checks of `paperfit doctor`, each a measurement against a stated tolerance.

use candle_core::{DType, Device, Tensor};

use super::workloads::{FamilyWorkload, FirstWindow, Scratch};
use super::{Check, Status};
use crate::config::schema::Precision;
use crate::error::Result;
use crate::labels::Labels;
use crate::nn::Ctx;
use crate::plan::Plan;
use crate::train::engine::Engine;

/// Tolerances, as relative L2 errors `||x - reference|| / ||reference||`.
pub struct Tolerance {
    pub rows: f64,
    pub gradients: f64,
    /// The parameter change of one optimizer step.
    pub update: f64,
}

/// A device against the CPU in fp32: the same math, reductions in another order.
pub(crate) const FP32_VS_CPU: Tolerance = Tolerance {
    rows: 1e-4,
    gradients: 1e-3,
    update: 1e-2,
};

/// bf16 compute (8-bit mantissa) against the CPU's fp32.
pub(crate) const BF16_VS_CPU: Tolerance = Tolerance {
    rows: 5e-2,
    gradients: 1.5e-1,
    update: 2.5e-1,
};

/// fp16 compute (11-bit mantissa) against the CPU's fp32.
pub(crate) const FP16_VS_CPU: Tolerance = Tolerance {
    rows: 1e-2,
    gradients: 5e-2,
    update: 1e-1,
};

/// Accumulated micro-batches (or gradient caching) against one pass, fp32, on one device.
pub(crate) const ACCUMULATION: f64 = 1e-4;
/// Checkpointing by recomputation against plain backprop, fp32, on one device.
pub(crate) const CHECKPOINTING: f64 = 1e-5;

/// `||a - b|| / ||b||` over all tensors (in f64 on the CPU).
pub(crate) fn relative_l2(a: &[Tensor], b: &[Tensor]) -> Result<f64> {
    let mut diff = 0.0;
    let mut norm = 0.0;
    for (x, y) in a.iter().zip(b) {
        let x = x.to_device(&Device::Cpu)?.to_dtype(DType::F64)?;
        let y = y.to_device(&Device::Cpu)?.to_dtype(DType::F64)?;
        diff += (&x - &y)?.sqr()?.sum_all()?.to_scalar::<f64>()?;
        norm += y.sqr()?.sum_all()?.to_scalar::<f64>()?;
    }
    Ok(diff.sqrt() / norm.sqrt().max(f64::MIN_POSITIVE))
}

/// `||(a - b) * |w|| / ||b * |w|||` over all tensors (in f64 on the CPU): the error of a
/// parameter change `a` against `b` where it matters to the loss, each element weighted by the
/// magnitude of its gradient `w`. Adam's first step is `lr * sign(g)` wherever `|g|` is above
/// epsilon, so an element whose fp32 gradient is smaller than half precision's rounding
/// flips its whole step: unweighted, those flips dominate the error (measured on an H200:
/// ResNet-18 in bf16, gradients within 6.8e-2 and the unweighted step error 3.0e-1), while
/// their effect on the loss, `g * step`, is as small as the gradient.
pub(crate) fn weighted_relative_l2(a: &[Tensor], b: &[Tensor], w: &[Tensor]) -> Result<f64> {
    let mut diff = 0.0;
    let mut norm = 0.0;
    for ((x, y), g) in a.iter().zip(b).zip(w) {
        let on_cpu = |t: &Tensor| t.to_device(&Device::Cpu)?.to_dtype(DType::F64);
        let (x, y, g) = (on_cpu(x)?, on_cpu(y)?, on_cpu(g)?.abs()?);
        diff += ((&x - &y)? * &g)?.sqr()?.sum_all()?.to_scalar::<f64>()?;
        norm += (&y * &g)?.sqr()?.sum_all()?.to_scalar::<f64>()?;
    }
    Ok(diff.sqrt() / norm.sqrt().max(f64::MIN_POSITIVE))
}

/// The largest of `errors` (0 for none), NaN where one is NaN: a device output of NaN gives a
/// NaN error, which `f64::max` would drop (`f64::max(x, NaN)` is `x`), passing the row. A NaN
/// fails every `<= tolerance` and prints as NaN.
pub(crate) fn worst_error(errors: impl IntoIterator<Item = f64>) -> f64 {
    let mut worst = 0f64;
    for e in errors {
        if e.is_nan() {
            return e;
        }
        worst = worst.max(e);
    }
    worst
}

/// What one engine computes on a window: the first micro-batch's rows (train mode), the
/// window's gradients, and the parameter change of one optimizer step.
struct Outcome {
    rows: Tensor,
    gradients: Vec<Tensor>,
    update: Vec<Tensor>,
    /// fp16 only: how often the loss scale backed off before the window's gradients were
    /// finite, and the scale it ended at.
    backoffs: u32,
    scale: Option<f64>,
}

/// The most loss-scale back-offs an fp16 outcome tries (65536 halved 32 times is below 1e-5).
const MOST_BACKOFFS: u32 = 32;

fn outcome(plan: &Plan, device: &Device, window: &FirstWindow) -> Result<Outcome> {
    // fp16 with dynamic loss scaling skips a step whose scaled gradients overflow and backs
    // the scale off (what training does): the gradients compared are those of the first scale
    // at which the window's are finite, each try on a fresh engine so nothing else moved.
    let micro = plan.micro_batch as usize;
    let fresh = |backoffs: u32| -> Result<Engine> {
        let mut engine = Engine::new(plan, device)?;
        for _ in 0..backoffs {
            engine.back_off_loss_scale();
        }
        Ok(engine)
    };
    let mut backoffs = 0;
    if plan.loss_scaling.is_some() {
        while backoffs < MOST_BACKOFFS {
            let (gradients, _) = fresh(backoffs)?.window_gradients(
                window.data.as_ref(),
                &window.samples,
                micro,
                0,
            )?;
            if all_finite(&gradients)? {
                break;
            }
            backoffs += 1;
        }
    }
    let mut engine = fresh(backoffs)?;
    let prepared = window.prepare(&engine, micro)?;
    let first = &prepared.micro_batches[0];
    let size = plan.model.image_size.expect("checked by FirstWindow::of");
    let images = first.images(
        size.height as usize,
        size.width as usize,
        plan.precision.dtype(),
        device,
    )?;
    let mut ctx = Ctx::train(plan.precision.dtype(), 11);
    ctx.labels = Some(Labels::new(first.labels.as_slice(), device)?);
    // Statistics must not move before the gradients are taken.
    ctx.update_batch_stats = false;
    let rows = engine
        .model()
        .forward(&images, &ctx)?
        .to_dtype(DType::F32)?;
    let (gradients, _) =
        engine.window_gradients(window.data.as_ref(), &window.samples, micro, 0)?;
    let before: Vec<Tensor> = engine
        .params()
        .iter()
        .map(|p| p.var.as_tensor().copy())
        .collect::<candle_core::Result<_>>()?;
    engine.train_prepared(&prepared, 0)?;
    let update = engine
        .params()
        .iter()
        .zip(&before)
        .map(|(p, b)| p.var.as_tensor() - b)
        .collect::<candle_core::Result<_>>()?;
    Ok(Outcome {
        rows,
        gradients,
        update,
        backoffs,
        scale: engine.scaler().map(|s| s.scale),
    })
}

/// Whether every element of `tensors` is finite.
fn all_finite(tensors: &[Tensor]) -> Result<bool> {
    for t in tensors {
        let sum = t.to_dtype(DType::F32)?.sum_all()?.to_scalar::<f32>()?;
        if !sum.is_finite() {
            return Ok(false);
        }
    }
    Ok(true)
}

/// `device` against the CPU's fp32 on `family`'s window, in `precision`.
pub(crate) fn device_against_cpu(
    scratch: &Scratch,
    family: &FamilyWorkload,
    preset: &str,
    device: &Device,
    precision: Precision,
) -> Check {
    let name = format!("{} {precision} against the CPU's fp32", device_name(device));
    let half_sets: Vec<String> = family.half_sets.iter().map(|s| s.to_string()).collect();
    let tolerance = match precision {
        Precision::Fp32 => FP32_VS_CPU,
        Precision::Bf16 => BF16_VS_CPU,
        Precision::Fp16 => FP16_VS_CPU,
    };
    Check::measure(family.name, &name, || {
        let reference_plan = scratch.plan(family, preset, Precision::Fp32, &half_sets)?;
        let plan = scratch.plan(family, preset, precision, &half_sets)?;
        let window = FirstWindow::of(&reference_plan)?;
        let reference = outcome(&reference_plan, &Device::Cpu, &window)?;
        let measured = outcome(&plan, device, &window)?;
        let rows = relative_l2(&[measured.rows], &[reference.rows])?;
        let gradients = relative_l2(&measured.gradients, &reference.gradients)?;
        let update =
            weighted_relative_l2(&measured.update, &reference.update, &reference.gradients)?;
        let ok = rows <= tolerance.rows
            && gradients <= tolerance.gradients
            && update <= tolerance.update;
        let scaling = match (measured.backoffs, measured.scale) {
            (0, _) | (_, None) => String::new(),
            (n, Some(scale)) => format!(
                "; the fp16 loss scale backed off {n} time(s) to {scale} before the window's gradients were finite, as training does"
            ),
        };
        Ok((
            ok,
            format!(
                "{}relative L2 error: rows {rows:.1e} (<= {:e}), gradients {gradients:.1e} (<= {:e}), one optimizer step (weighted by the fp32 gradient) {update:.1e} (<= {:e}){scaling}",
                if half_sets.is_empty() || precision == Precision::Fp32 {
                    String::new()
                } else {
                    format!("with {}: ", half_sets.join(", "))
                },
                tolerance.rows, tolerance.gradients, tolerance.update
            ),
        ))
    })
}

/// The window's gradient in micro-batches (through gradient caching for a coupled loss)
/// against one pass over the whole window, fp32, on `device`.
pub(crate) fn accumulation(
    scratch: &Scratch,
    family: &FamilyWorkload,
    preset: &str,
    device: &Device,
) -> Check {
    Check::measure(family.name, "micro-batches against one pass", || {
        let exact: Vec<String> = family.exact.iter().map(|s| s.to_string()).collect();
        let plan = scratch.plan(family, preset, Precision::Fp32, &exact)?;
        if plan.exactness.status == crate::plan::ExactnessStatus::Inexact {
            return Ok((
                false,
                format!("the plan is not exact: {}", plan.exactness.reason),
            ));
        }
        let window = FirstWindow::of(&plan)?;
        let whole = window.samples.len();
        let micro = plan.micro_batch as usize;
        let grads = |split: usize| -> Result<Vec<Tensor>> {
            let mut engine = Engine::new(&plan, device)?;
            Ok(engine
                .window_gradients(window.data.as_ref(), &window.samples, split, 0)?
                .0)
        };
        let error = relative_l2(&grads(micro)?, &grads(whole)?)?;
        Ok((
            error <= ACCUMULATION,
            format!(
                "{micro} x {} against {whole} x 1{}: relative L2 error of the gradients {error:.1e} (<= {ACCUMULATION:e})",
                plan.split().accumulation(),
                if exact.is_empty() {
                    String::new()
                } else {
                    format!(" (with {})", exact.join(", "))
                }
            ),
        ))
    })
}

/// Gradients with checkpointing by recomputation against plain backprop, fp32, on `device`.
pub(crate) fn checkpointing(
    scratch: &Scratch,
    family: &FamilyWorkload,
    preset: &str,
    device: &Device,
) -> Check {
    Check::measure(family.name, "checkpointing against plain backprop", || {
        let grads = |on: bool| -> Result<Vec<Tensor>> {
            let plan = scratch.plan(
                family,
                preset,
                Precision::Fp32,
                &[format!("train.gradient_checkpointing={on}")],
            )?;
            let window = FirstWindow::of(&plan)?;
            let mut engine = Engine::new(&plan, device)?;
            Ok(engine
                .window_gradients(
                    window.data.as_ref(),
                    &window.samples,
                    plan.micro_batch as usize,
                    0,
                )?
                .0)
        };
        let error = relative_l2(&grads(true)?, &grads(false)?)?;
        Ok((
            error <= CHECKPOINTING,
            format!("relative L2 error of the gradients {error:.1e} (<= {CHECKPOINTING:e})"),
        ))
    })
}

/// fp16 loss scaling: a step whose gradients are not finite is skipped, leaves the weights
/// exactly as they were and halves the scale.
pub(crate) fn loss_scaler(
    scratch: &Scratch,
    family: &FamilyWorkload,
    preset: &str,
    device: &Device,
) -> Check {
    Check::measure(family.name, "fp16 scaler skips a non-finite step", || {
        let plan = scratch.plan(family, preset, Precision::Fp16, &[])?;
        let window = FirstWindow::of(&plan)?;
        let mut engine = Engine::new(&plan, device)?;
        engine.inject(crate::train::engine::Faults {
            nonfinite_grad_at_step: Some(0),
            ..Default::default()
        });
        let prepared = window.prepare(&engine, plan.micro_batch as usize)?;
        let before = weights(&engine)?;
        let scale = engine.scaler().map(|s| s.scale).unwrap_or(f64::NAN);
        let outcome = engine.train_prepared(&prepared, 0)?;
        let after_scale = engine.scaler().map(|s| s.scale).unwrap_or(f64::NAN);
        let unchanged = weights(&engine)? == before;
        let ok = !outcome.applied && unchanged && after_scale == scale / 2.0;
        Ok((
            ok,
            format!(
                "step applied: {}, weights unchanged: {unchanged}, scale {scale} -> {after_scale} (expected {})",
                outcome.applied,
                scale / 2.0
            ),
        ))
    })
}

/// The weights as raw f32 values (for exact comparisons).
fn weights(engine: &Engine) -> Result<Vec<Vec<f32>>> {
    engine
        .params()
        .iter()
        .map(|p| {
            Ok(p.var
                .as_tensor()
                .to_device(&Device::Cpu)?
                .flatten_all()?
                .to_vec1::<f32>()?)
        })
        .collect()
}

/// Out-of-memory recovery: the window redone with smaller micro-batches gives the step an
/// uninterrupted window gives (loss and weights), with the effective batch unchanged. On CUDA
/// the error is real: the device is filled until the window's micro-batch cannot fit; on the
/// CPU it is injected (a real one would take the machine's memory).
pub(crate) fn out_of_memory(
    scratch: &Scratch,
    family: &FamilyWorkload,
    preset: &str,
    device: &Device,
) -> Check {
    let how = if device.is_cuda() {
        "a real out-of-memory error is recovered"
    } else {
        "an injected out-of-memory error is recovered"
    };
    Check::measure(family.name, how, || {
        let plan = scratch.plan(family, preset, Precision::Fp32, &[])?;
        let window = FirstWindow::of(&plan)?;
        let whole = window.samples.len();
        // The reference: the same step, one pass, nothing in the way.
        let mut reference = Engine::new(&plan, device)?;
        let prepared = window.prepare(&reference, whole)?;
        let expected = reference.train_prepared(&prepared, 0)?;
        let expected_weights = weights_of(&reference);
        drop(reference);

        let mut engine = Engine::new(&plan, device)?;
        let ballast = if device.is_cuda() {
            super::cuda::fill_until_only(device, &plan, &window)?
        } else {
            engine.inject(crate::train::engine::Faults {
                oom_at_step: Some(0),
                ..Default::default()
            });
            Vec::new()
        };
        let prepared = window.prepare(&engine, whole)?;
        let mut split = whole;
        let mut backoffs = Vec::new();
        let outcome = crate::train::recovery::train_with_backoff(
            &mut engine,
            prepared,
            0,
            &mut split,
            &mut |b| {
                backoffs.push(b.describe());
                Ok(())
            },
        );
        drop(ballast);
        // The pool keeps freed memory (its release threshold is everything): hand the
        // ballast back to the driver, or every later process on the card (the doctor's own
        // training runs) finds it full.
        crate::train::memory_monitor::release_device_memory(device)?;
        let outcome = outcome?;
        let error = relative_l2(&weights_of(&engine), &expected_weights)?;
        let loss_error = (outcome.loss - expected.loss).abs() / expected.loss.abs().max(1e-12);
        let ok = !backoffs.is_empty()
            && outcome.samples == whole
            && split < whole
            && error <= ACCUMULATION
            && loss_error <= ACCUMULATION;
        Ok((
            ok,
            format!(
                "{} back-off(s) to {split} x {} (batch {} of {whole}): loss {:.6} against {:.6}, weights relative L2 error {error:.1e} (<= {ACCUMULATION:e}){}",
                backoffs.len(),
                whole.div_ceil(split),
                outcome.samples,
                outcome.loss,
                expected.loss,
                backoffs
                    .first()
                    .map(|b| format!("; first: {b}"))
                    .unwrap_or_default()
            ),
        ))
    })
}

/// The engine's weights (its f32 masters).
fn weights_of(engine: &Engine) -> Vec<Tensor> {
    engine
        .params()
        .iter()
        .map(|p| p.var.as_tensor().clone())
        .collect()
}

pub(crate) fn device_name(device: &Device) -> &'static str {
    if device.is_cuda() {
        "CUDA"
    } else {
        "CPU"
    }
}

/// A check that could not run here, and why.
pub(crate) fn skipped(group: &str, name: &str, why: &str) -> Check {
    Check {
        group: group.to_string(),
        name: name.to_string(),
        status: Status::Skip,
        detail: why.to_string(),
        seconds: 0.0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A NaN error anywhere fails the row (`worst <= tolerance` is false) and reads as NaN; an
    /// all-NaN device output is a NaN relative error, not 0.
    #[test]
    fn a_nan_error_fails_the_row() {
        assert_eq!(worst_error([]), 0.0);
        assert_eq!(worst_error([1e-6, 3e-5, 2e-6]), 3e-5);
        for errors in [
            vec![f64::NAN],
            vec![1e-6, f64::NAN, 2e-6],
            vec![f64::NAN, 0.0],
        ] {
            let worst = worst_error(errors.iter().copied());
            assert!(worst.is_nan(), "{errors:?}: {worst}");
            assert!(!(worst <= 1.0), "{errors:?}");
            assert_eq!(format!("{worst:.2e}"), "NaN");
        }
        let cpu = Tensor::new(&[1f32, -2.0, 3.0], &Device::Cpu).unwrap();
        let nan = Tensor::new(&[f32::NAN; 3], &Device::Cpu).unwrap();
        let errors = [&cpu, &nan]
            .map(|d| relative_l2(std::slice::from_ref(d), std::slice::from_ref(&cpu)).unwrap());
        assert_eq!(errors[0], 0.0);
        assert!(worst_error(errors).is_nan());
        assert!(!(worst_error(errors) <= 1e-4));
    }
}
