//! The kernel rows at shapes the training shapes of [`super::kernels`] never reach, each a few
//! seconds on a GPU: the grid-stride loops' second pass (more elements than 65,535 blocks of 256
//! threads), more than 65,535 rows or channels (a grid's y limit), several attention score
//! chunks, values near fp16's limit (the reductions must run in f32), BatchNorm's running-stat
//! update, the 64-bit index path (more than 2^31 elements), and the elementwise kernels' two
//! paths (16-byte packs from aligned operands, one element at a time otherwise) giving the same
//! bits.

use candle_core::{DType, Device, Tensor};

use super::checks::{relative_l2, worst_error};
use super::kernels::{batch_norm_relu, cross_entropy, gelu, layer_norm, Case, Row};
use crate::error::Result;
use paperfit_kernels::{self as kernels, ActivationKind, Statistics};

const LARGE: &[Case] = &[
    Case {
        name: "GELU over 18,874,368 elements (the grid-stride second pass)",
        shapes: &[&[18, 1024, 1024]],
        masters: &[],
        apply: gelu,
    },
    Case {
        name: "layer norm over 70,000 rows of 256 (rows beyond 65,535)",
        shapes: &[&[70_000, 256], &[256], &[256]],
        masters: &[1, 2],
        apply: layer_norm,
    },
    Case {
        name: "batch norm + ReLU over 70,000 channels (channels beyond 65,535)",
        shapes: &[&[2, 70_000, 3, 3], &[70_000], &[70_000]],
        masters: &[1, 2],
        apply: batch_norm_relu,
    },
    Case {
        name: "batch norm + ReLU (8 x 64 x 192 x 192: the grid-stride second pass)",
        shapes: &[&[8, 64, 192, 192], &[64], &[64]],
        masters: &[1, 2],
        apply: batch_norm_relu,
    },
    Case {
        name: "self-attention in several score chunks (2 x 1700, 12 heads of 8)",
        shapes: &[&[2, 1700, 3 * 96]],
        masters: &[],
        apply: |t| kernels::attention::self_attention(&t[0], 12, false),
    },
];

/// Values with a standard deviation of 10^4 (fp16 ends at 65,504): squares and exponentials
/// overflow unless the reductions run in f32.
const NEAR_OVERFLOW: &[Case] = &[
    Case {
        name: "layer norm of values near fp16's limit (8 x 197 x 768, standard deviation 1e4)",
        shapes: &[&[8, 197, 768], &[768], &[768]],
        masters: &[1, 2],
        apply: layer_norm,
    },
    Case {
        name: "cross-entropy of logits near fp16's limit (64 x 1000, standard deviation 1e4)",
        shapes: &[&[64, 1000]],
        masters: &[],
        apply: cross_entropy,
    },
];

/// The rows, in f32 and in `halves` (the 64-bit index row in the first half precision only).
pub(super) fn rows(device: &Device, halves: &[DType]) -> Vec<Row> {
    let dtypes: Vec<DType> = std::iter::once(DType::F32)
        .chain(halves.iter().copied())
        .collect();
    let mut rows = Vec::new();
    for case in LARGE {
        rows.extend(dtypes.iter().map(|&d| Row::Case(case, d, 1.0)));
    }
    for case in NEAR_OVERFLOW {
        rows.extend(dtypes.iter().map(|&d| Row::Case(case, d, 1e4)));
    }
    for &dtype in &dtypes {
        rows.push(Row::Custom(
            format!("batch norm's running-statistics update {dtype:?}: CUDA against the CPU twin"),
            Box::new(move |device: &Device| running_update(device, dtype)),
        ));
    }
    if device.is_cuda() {
        for &dtype in &dtypes {
            rows.push(Row::Custom(
                format!("batch norm (+ residual) + ReLU and the SE gate's end {dtype:?}: 16-byte packs against the unaligned path, the same bits"),
                Box::new(move |device: &Device| packed_against_unaligned(device, dtype)),
            ));
        }
    }
    if let (true, Some(&half)) = (device.is_cuda(), halves.first()) {
        rows.push(Row::Custom(
            format!("GELU forward over 2^31 + 2^16 elements (64-bit indices) {half:?}: the first and last 2^16 against the CPU twin"),
            Box::new(move |device: &Device| beyond_32_bit_indices(device, half)),
        ));
    }
    rows
}

/// The running mean and variance after one batch (8 x 64 x 28 x 28, momentum 0.1) on the
/// device against the CPU.
fn running_update(device: &Device, dtype: DType) -> Result<(bool, String)> {
    let x = Tensor::randn(0f32, 1.0, (8, 64, 28, 28), &Device::Cpu)?.to_dtype(dtype)?;
    let w = Tensor::randn(0f32, 1.0, 64, &Device::Cpu)?;
    let b = Tensor::randn(0f32, 1.0, 64, &Device::Cpu)?;
    let mean = Tensor::randn(0f32, 1.0, 64, &Device::Cpu)?;
    let var = (Tensor::randn(0f32, 1.0, 64, &Device::Cpu)?.sqr()? + 0.5)?;
    let update = |device: &Device, dtype: DType| -> Result<Vec<Tensor>> {
        let on = |t: &Tensor| t.to_device(device);
        let x = on(&x)?.to_dtype(dtype)?;
        let (_, stats) =
            kernels::fused_batch_norm(&x, &on(&w)?, &on(&b)?, Statistics::Batch, 1e-5, false)?;
        let (m, v) =
            kernels::batch_norm::update_running(&on(&mean)?, &on(&var)?, &stats, 8 * 28 * 28, 0.1)?;
        Ok(vec![m.to_device(&Device::Cpu)?, v.to_device(&Device::Cpu)?])
    };
    let (dev, cpu) = (update(device, dtype)?, update(&Device::Cpu, DType::F32)?);
    let worst = worst_error(
        dev.iter()
            .zip(&cpu)
            .map(|(d, c)| relative_l2(std::slice::from_ref(d), std::slice::from_ref(c)))
            .collect::<Result<Vec<f64>>>()?,
    );
    // The statistics are f32 in every precision: only the inputs' rounding differs.
    let tol = 1e-4;
    Ok((
        worst <= tol,
        format!("largest relative L2 error of the running mean and variance {worst:.2e} (tolerance {tol:e})"),
    ))
}

/// GELU over 2^31 + 2^16 elements (2^15 + 1 copies of 2^16 random values) in `dtype`: the first
/// and the last 2^16 outputs against the CPU twin of those values. Needs 10 GiB of free device
/// memory; skipped (passes, saying so) on a smaller card.
fn beyond_32_bit_indices(device: &Device, dtype: DType) -> Result<(bool, String)> {
    const BLOCK: usize = 1 << 16;
    // What the earlier rows left in the pool goes back to the driver first.
    let free = crate::train::memory_monitor::release_device_memory(device)?.unwrap_or(0);
    if free < 10 << 30 {
        return Ok((
            true,
            format!(
                "not run: needs 10 GiB of free device memory, {} free",
                crate::memory::format_bytes(free)
            ),
        ));
    }
    let block = Tensor::randn(0f32, 2.0, BLOCK, &Device::Cpu)?.to_dtype(dtype)?;
    let x = block.to_device(device)?.repeat((1 << 15) + 1)?;
    let y = kernels::fused_activation(&x, ActivationKind::Gelu)?;
    drop(x);
    let n = y.dim(0)?;
    let twin = kernels::fused_activation(&block.to_dtype(DType::F32)?, ActivationKind::Gelu)?;
    let mut errors = Vec::new();
    for start in [0, n - BLOCK] {
        let part = y
            .narrow(0, start, BLOCK)?
            .to_dtype(DType::F32)?
            .to_device(&Device::Cpu)?;
        errors.push(relative_l2(&[part], std::slice::from_ref(&twin))?);
    }
    let worst = worst_error(errors);
    let tol = if dtype == DType::BF16 { 3e-2 } else { 5e-3 };
    Ok((
        worst <= tol,
        format!("{n} elements: largest relative L2 error of the first and last {BLOCK} outputs {worst:.2e} (tolerance {tol:e})"),
    ))
}

/// The fused ends' outputs and input gradients on `device` from operands at the start of their
/// buffers (16-byte aligned: the kernels' packed path) and from the same values one element in
/// (the element-at-a-time path): the bits of each pair.
fn packed_against_unaligned(device: &Device, dtype: DType) -> Result<(bool, String)> {
    let (shape, len) = ((8, 64, 28, 28), 8 * 64 * 28 * 28);
    let values = |std: f32| -> Result<Tensor> {
        Ok(Tensor::randn(0f32, std, len, device)?.to_dtype(dtype)?)
    };
    let (x, r, s) = (
        values(1.0)?,
        values(1.0)?,
        Tensor::randn(0f32, 1.0, (8, 64), device)?,
    );
    let (w, b) = (
        Tensor::randn(0f32, 1.0, 64, device)?,
        Tensor::randn(0f32, 1.0, 64, device)?,
    );
    let s = s.to_dtype(dtype)?;
    let mut differing = Vec::new();
    let runs = [0usize, 1]
        .iter()
        .map(|&offset| ends_from(&[&x, &r], offset, shape, (&w, &b, &s)))
        .collect::<Result<Vec<_>>>()?;
    for (i, (a, u)) in runs[0].iter().zip(&runs[1]).enumerate() {
        if bits(a)? != bits(u)? {
            differing.push(ENDS_OUTPUTS[i]);
        }
    }
    Ok(match differing.is_empty() {
        true => (
            true,
            format!("{} tensors, the same bits", ENDS_OUTPUTS.len()),
        ),
        false => (false, format!("different bits: {}", differing.join(", "))),
    })
}

/// What [`ends_from`] returns, in order.
const ENDS_OUTPUTS: [&str; 7] = [
    "batch norm + ReLU",
    "its input's gradient",
    "batch norm + residual + ReLU",
    "its input's gradient",
    "its residual's gradient",
    "gate + residual + ReLU",
    "its input's gradient",
];

/// The ends of [`packed_against_unaligned`] with `inputs` (x, r) placed `offset` elements into
/// buffers of their values: outputs and the gradients of `sum(out)` (see [`ENDS_OUTPUTS`]).
fn ends_from(
    inputs: &[&Tensor; 2],
    offset: usize,
    shape: (usize, usize, usize, usize),
    (w, b, s): (&Tensor, &Tensor, &Tensor),
) -> Result<Vec<Tensor>> {
    let len = inputs[0].elem_count();
    let mut vars = Vec::new();
    let mut placed = Vec::new();
    for t in inputs {
        let pad = Tensor::zeros(offset.max(1), t.dtype(), t.device())?;
        let buffer = match offset {
            0 => Tensor::cat(&[*t, &pad], 0)?,
            _ => Tensor::cat(&[&pad, *t], 0)?,
        };
        let var = candle_core::Var::from_tensor(&buffer)?;
        placed.push(var.as_tensor().narrow(0, offset, len)?.reshape(shape)?);
        vars.push(var);
    }
    let gradient = |y: &Tensor, var: &candle_core::Var| -> Result<Tensor> {
        let grads = y.to_dtype(DType::F32)?.sum_all()?.backward()?;
        let g = grads.get(var.as_tensor()).cloned();
        Ok(
            g.ok_or_else(|| candle_core::Error::Msg("no gradient".into()))?
                .narrow(0, offset, len)?,
        )
    };
    let (x, r) = (&placed[0], &placed[1]);
    let (relu, _) = kernels::fused_batch_norm(x, w, b, Statistics::Batch, 1e-5, true)?;
    let (end, _) = kernels::batch_norm_add_relu(x, w, b, Statistics::Batch, 1e-5, r)?;
    let gate = kernels::gate_add_relu(x, s, r)?;
    let end_grads = end.to_dtype(DType::F32)?.sum_all()?.backward()?;
    let of = |var: &candle_core::Var| -> Result<Tensor> {
        let g = end_grads.get(var.as_tensor()).cloned();
        Ok(
            g.ok_or_else(|| candle_core::Error::Msg("no gradient".into()))?
                .narrow(0, offset, len)?,
        )
    };
    Ok(vec![
        relu.clone(),
        gradient(&relu, &vars[0])?,
        end.clone(),
        of(&vars[0])?,
        of(&vars[1])?,
        gate.clone(),
        gradient(&gate, &vars[0])?,
    ])
}

/// A tensor's values as f32 bits (exact for every dtype the kernels take).
fn bits(t: &Tensor) -> Result<Vec<u32>> {
    let v = t.to_dtype(DType::F32)?.flatten_all()?.to_vec1::<f32>()?;
    Ok(v.iter().map(|x| x.to_bits()).collect())
}
