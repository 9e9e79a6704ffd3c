//! The kernel rows at shapes the training shapes of [`super::kernels`] never reach, each a few
//! seconds on a GPU: the grid-stride loops' second pass (more elements than 65,535 blocks of 256
//! threads), more than 65,535 rows or channels (a grid's y limit), several attention score
//! chunks, values near fp16's limit (the reductions must run in f32), BatchNorm's running-stat
//! update, and the 64-bit index path (more than 2^31 elements).

use candle_core::{DType, Device, Tensor};

use super::checks::relative_l2;
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
    let worst = dev
        .iter()
        .zip(&cpu)
        .map(|(d, c)| relative_l2(std::slice::from_ref(d), std::slice::from_ref(c)))
        .collect::<Result<Vec<f64>>>()?
        .into_iter()
        .fold(0f64, f64::max);
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
    let mut worst = 0f64;
    for start in [0, n - BLOCK] {
        let part = y
            .narrow(0, start, BLOCK)?
            .to_dtype(DType::F32)?
            .to_device(&Device::Cpu)?;
        worst = worst.max(relative_l2(&[part], std::slice::from_ref(&twin))?);
    }
    let tol = if dtype == DType::BF16 { 3e-2 } else { 5e-3 };
    Ok((
        worst <= tol,
        format!("{n} elements: largest relative L2 error of the first and last {BLOCK} outputs {worst:.2e} (tolerance {tol:e})"),
    ))
}
