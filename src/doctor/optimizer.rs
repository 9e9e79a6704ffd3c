//! The fused kernels on the device against their CPU twins, on the same inputs: what the CPU
//! suite cannot check. The optimizer's kernels do the CPU twin's f32 operations in its order,
//! so the update should agree bit for bit; the norm is accumulated in f64 on both, in another
//! order.

use candle_core::{Device, Tensor, Var};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::checks::worst_error;
use super::Check;
use crate::error::Result;
use paperfit_kernels::optimizer::{
    gradient_norm, gradient_norm_tensors, update, GradNorm, Rule, Slot, CHUNK,
};

/// The device's gradient norm against the CPU's, relative.
pub(crate) const NORM_TOLERANCE: f64 = 1e-12;
/// The device's weights and optimizer state after three updates against the CPU's: the largest
/// difference relative to the largest value (f32 rounding; expected 0).
pub(crate) const UPDATE_TOLERANCE: f64 = 1e-6;

/// Several chunks and a remainder, a matrix, and tensors smaller than a warp.
const SHAPES: &[&[usize]] = &[&[3 * CHUNK + 77], &[384, 1152], &[1], &[5]];

const CHECK: &str = "fused optimizer against the CPU twin";

/// The fused gradient norm (and its inf/NaN flag) and the fused Adam, AdamW and SGD updates on
/// `device` against the CPU twin.
pub(crate) fn optimizer_against_cpu(device: &Device) -> Check {
    Check::measure("optimizer", CHECK, || {
        let (norm, flags, kept) = norm_error(device)?;
        let (differing, total, worst) = update_error(device)?;
        let ok = norm <= NORM_TOLERANCE && flags && kept && worst <= UPDATE_TOLERANCE;
        Ok((
            ok,
            format!(
                "gradient norm: relative error {norm:.1e} (<= {NORM_TOLERANCE:e}), inf and NaN {}, summed on the device {} the host's sum; three steps of Adam, AdamW and SGD with Nesterov momentum, the multiplier read from the device, bf16 and f16 weight copies written: {differing} of {total} values differ from the CPU's bits, largest relative error {worst:.1e} (<= {UPDATE_TOLERANCE:e})",
                if flags { "seen" } else { "NOT seen" },
                if kept { "bit-equal to" } else { "DIFFERENT from" }
            ),
        ))
    })
}

/// A check that could not run here.
pub(crate) fn skipped(why: &str) -> Check {
    super::checks::skipped("optimizer", CHECK, why)
}

fn random(shape: &[usize], seed: u64, scale: f32, device: &Device) -> Result<Tensor> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let n = shape.iter().product();
    let values: Vec<f32> = (0..n)
        .map(|_| rng.random_range(-1.0f32..1.0) * scale)
        .collect();
    Ok(Tensor::from_vec(values, shape, device)?)
}

/// The norm's relative error; whether the device saw an inf and a NaN placed in a later chunk
/// of the largest gradient; and whether the norm and flags the step keeps on the device (its
/// partial sums added there, [`gradient_norm_tensors`]) are the bits of those read back and
/// added on the host.
fn norm_error(device: &Device) -> Result<(f64, bool, bool)> {
    let mut grads = Vec::new();
    for (i, shape) in SHAPES.iter().enumerate() {
        grads.push(random(
            shape,
            i as u64,
            10f32.powi(i as i32 - 2),
            &Device::Cpu,
        )?);
    }
    let on_device = grads
        .iter()
        .map(|g| g.to_device(device))
        .collect::<candle_core::Result<Vec<_>>>()?;
    let (reference, measured) = (gradient_norm(&grads)?, gradient_norm(&on_device)?);
    let error = (measured.norm - reference.norm).abs() / reference.norm;
    // A NaN norm is NaN either way: its payload is not compared.
    let kept_matches = |grads: &[Tensor], host: GradNorm| -> Result<bool> {
        let kept = gradient_norm_tensors(grads)?;
        let norm = kept.norm.to_scalar::<f64>()?;
        let finite = kept.finite.to_scalar::<u8>()? == 1;
        let same = norm.to_bits() == host.norm.to_bits() || norm.is_nan() && host.norm.is_nan();
        Ok(same && finite == host.finite)
    };
    let mut kept = kept_matches(&on_device, measured)?;
    let mut seen = measured.finite;
    for bad in [f32::INFINITY, f32::NAN] {
        let mut values = grads[0].to_vec1::<f32>()?;
        values[2 * CHUNK + 1] = bad;
        let mut corrupted = on_device.clone();
        corrupted[0] = Tensor::from_vec(values, grads[0].dims(), device)?;
        let host = gradient_norm(&corrupted)?;
        seen &= !host.finite;
        kept &= kept_matches(&corrupted, host)?;
    }
    Ok((error, seen, kept))
}

/// Elements whose bits differ, elements compared, and the largest difference relative to the
/// largest value of its tensor, over weights and state after three updates per rule.
fn update_error(device: &Device) -> Result<(usize, usize, f64)> {
    let (mut differing, mut total, mut errors) = (0, 0, Vec::new());
    for rule in 0..3 {
        let (reference, measured) = (updated(rule, &Device::Cpu)?, updated(rule, device)?);
        for (a, b) in measured.iter().zip(&reference) {
            let scale = b.iter().fold(f32::MIN_POSITIVE, |m, v| m.max(v.abs()));
            // A NaN on either side is a NaN error: `worst_error` keeps it.
            let diff = worst_error(a.iter().zip(b).map(|(x, y)| (x - y).abs() as f64));
            errors.push(diff / scale as f64);
            differing += a
                .iter()
                .zip(b)
                .filter(|(x, y)| x.to_bits() != y.to_bits())
                .count();
            total += b.len();
        }
    }
    Ok((differing, total, worst_error(errors)))
}

/// Adam (`rule` 0), AdamW (1) or SGD with Nesterov momentum (2) at step `step`.
fn rule_at(rule: usize, step: u64) -> Rule {
    let adam = |decoupled| Rule::Adam {
        beta1: 0.9,
        beta2: 0.999,
        eps: 1e-8,
        decoupled,
        step,
    };
    match rule {
        0 => adam(false),
        1 => adam(true),
        _ => Rule::Sgd {
            momentum: 0.9,
            nesterov: true,
        },
    }
}

/// The weights, state and weight copies, on the CPU, after three updates of `rule` on `device`
/// (weight decay on every other parameter; the state created by the first step; a gradient
/// multiplier; bf16 and f16 copies in turn).
fn updated(rule: usize, device: &Device) -> Result<Vec<Vec<f32>>> {
    let mut weights = Vec::new();
    let mut first = Vec::new();
    let mut second = Vec::new();
    let mut copies = Vec::new();
    for (i, shape) in SHAPES.iter().enumerate() {
        weights.push(Var::from_tensor(&random(
            shape,
            10 + i as u64,
            1.0,
            device,
        )?)?);
        first.push(Tensor::zeros(*shape, candle_core::DType::F32, device)?);
        second.push(Tensor::zeros(*shape, candle_core::DType::F32, device)?);
        // Half-precision copies the update writes: bf16 and f16 in turn.
        let dtype = [candle_core::DType::BF16, candle_core::DType::F16][i % 2];
        copies.push(Tensor::zeros(*shape, dtype, device)?);
    }
    let adam = rule < 2;
    for step in 1..=3u64 {
        let mut grads = Vec::new();
        for (i, shape) in SHAPES.iter().enumerate() {
            let scale = 10f32.powi(step as i32 - 3);
            grads.push(random(shape, 100 * step + i as u64, scale, device)?);
        }
        let slots: Vec<Slot> = (0..SHAPES.len())
            .map(|i| Slot {
                weight: weights[i].as_tensor(),
                grad: &grads[i],
                first: Some(&first[i]),
                second: adam.then_some(&second[i]),
                weight_decay: if i % 2 == 0 { 0.05 } else { 0.0 },
                fresh: step == 1,
                copy: Some(&copies[i]),
            })
            .collect();
        let multiplier = [1.0, 0.5, 1.0 / 1024.0][step as usize - 1];
        update(rule_at(rule, step), 1e-3, multiplier, &slots)?;
    }
    let mut out = Vec::new();
    let states = first.iter().chain(if adam { &second[..] } else { &[] });
    let widened = copies
        .iter()
        .map(|c| c.to_dtype(candle_core::DType::F32))
        .collect::<candle_core::Result<Vec<_>>>()?;
    for t in weights
        .iter()
        .map(|w| w.as_tensor())
        .chain(states)
        .chain(&widened)
    {
        out.push(t.to_device(&Device::Cpu)?.flatten_all()?.to_vec1::<f32>()?);
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::doctor::Status;

    /// The check's own arithmetic on the CPU against itself: every value compared, none
    /// differing, the planted inf and NaN seen.
    #[test]
    fn the_check_passes_against_the_cpu_itself() {
        let check = optimizer_against_cpu(&Device::Cpu);
        assert_eq!(check.status, Status::Pass, "{}", check.detail);
        let elements: usize = SHAPES.iter().map(|s| s.iter().product::<usize>()).sum();
        // Adam and AdamW: weights, two moments and the copies; SGD: weights, one buffer and
        // the copies.
        let total = elements * (4 + 4 + 3);
        assert!(
            check
                .detail
                .contains(&format!(" 0 of {total} values differ"))
                && check.detail.contains("inf and NaN seen"),
            "{}",
            check.detail
        );
    }
}
