//! Batch normalisation's CUDA launches (`cuda/batch_norm.cu`).

use candle_core::backend::BackendStorage;
use candle_core::cuda_backend::cudarc::driver::LaunchConfig;
use candle_core::{CudaStorage, Layout, Result};

use super::Dims;
use crate::cuda::{self as k, launch_kernel, with_cuda_elem, BATCH_NORM};

/// A storage and its layout.
type Operand<'a> = (&'a CudaStorage, &'a Layout);

/// One thread per channel.
fn per_channel(c: usize) -> LaunchConfig {
    LaunchConfig {
        grid_dim: ((c as u32).div_ceil(128).max(1), 1, 1),
        block_dim: (128, 1, 1),
        shared_mem_bytes: 0,
    }
}

fn shape(d: Dims) -> (i32, i32, i32) {
    (d.n as i32, d.c as i32, d.p as i32)
}

/// The batch statistics (c, 3): each split's partial statistics, then one merge per channel.
pub(crate) fn batch_stats(xs: &CudaStorage, xl: &Layout, d: Dims, eps: f64) -> Result<CudaStorage> {
    let dev = &xs.device;
    let dtype = xs.dtype();
    let splits = k::splits(d.n * d.p);
    // SAFETY: every element is written (by the next launch or copy) before anything reads it.
    let part = unsafe { k::alloc::<f32>(dev, d.c * splits as usize * 3) }?;
    let name = k::kernel_name("bn_partial", dtype)?;
    let (n, c, p) = shape(d);
    with_cuda_elem!(dtype, |T| {
        let x = k::view::<T>(xs, xl, "batch_norm input")?;
        launch_kernel!(
            dev,
            BATCH_NORM,
            name,
            k::channel_split(d.n * d.p, d.c),
            [&x, &part, &n, &c, &p]
        )?;
    });
    // SAFETY: every element is written (by the next launch or copy) before anything reads it.
    let stats = unsafe { k::alloc::<f32>(dev, 3 * d.c) }?;
    let (s, e) = (splits as i32, eps as f32);
    launch_kernel!(
        dev,
        BATCH_NORM,
        "bn_finalize",
        per_channel(d.c),
        [&part, &stats, &c, &s, &e]
    )?;
    Ok(k::storage(stats, dev))
}

/// The statistics (c, 3) of the running estimates.
pub(crate) fn running_stats((ms, ml): Operand, (vs, vl): Operand, eps: f64) -> Result<CudaStorage> {
    let dev = &ms.device;
    let c = ml.shape().elem_count();
    let mean = k::view::<f32>(ms, ml, "running mean")?;
    let var = k::view::<f32>(vs, vl, "running var")?;
    // SAFETY: every element is written (by the next launch or copy) before anything reads it.
    let stats = unsafe { k::alloc::<f32>(dev, 3 * c) }?;
    let (ci, e) = (c as i32, eps as f32);
    launch_kernel!(
        dev,
        BATCH_NORM,
        "bn_running_stats",
        per_channel(c),
        [&mean, &var, &stats, &ci, &e]
    )?;
    Ok(k::storage(stats, dev))
}

/// The updated running estimates (2, c).
pub(crate) fn update_running(
    (ms, ml): Operand,
    (vs, vl): Operand,
    (ss, sl): Operand,
    count: usize,
    momentum: f64,
) -> Result<CudaStorage> {
    let dev = &ms.device;
    let c = ml.shape().elem_count();
    let mean = k::view::<f32>(ms, ml, "running mean")?;
    let var = k::view::<f32>(vs, vl, "running var")?;
    let stats = k::view::<f32>(ss, sl, "batch statistics")?;
    // SAFETY: every element is written (by the next launch or copy) before anything reads it.
    let out = unsafe { k::alloc::<f32>(dev, 2 * c) }?;
    let unbias = (count as f64 / (count as f64 - 1.0).max(1.0)) as f32;
    let (ci, m) = (c as i32, momentum as f32);
    launch_kernel!(
        dev,
        BATCH_NORM,
        "bn_update_running",
        per_channel(c),
        [&mean, &var, &stats, &out, &ci, &m, &unbias]
    )?;
    Ok(k::storage(out, dev))
}

/// The normalised output, plus `residual` and rectified when given (`bn_apply_add_relu`), else
/// rectified when `relu` (`bn_apply`).
pub(crate) fn forward(
    (xs, xl): Operand,
    d: Dims,
    (ss, sl): Operand,
    [(ws, wl), (bs, bl)]: [Operand; 2],
    residual: Option<Operand>,
    relu: bool,
) -> Result<CudaStorage> {
    let dev = &xs.device;
    let dtype = xs.dtype();
    let stats = k::view::<f32>(ss, sl, "batch_norm statistics")?;
    let w = k::view::<f32>(ws, wl, "batch_norm weight")?;
    let b = k::view::<f32>(bs, bl, "batch_norm bias")?;
    let count = (d.n * d.c * d.p) as u64;
    let (_, c, p) = shape(d);
    let r = relu as i32;
    let kernel = match residual {
        Some(_) => "bn_apply_add_relu",
        None => "bn_apply",
    };
    let name = k::kernel_name(kernel, dtype)?;
    Ok(with_cuda_elem!(dtype, |T| {
        let x = k::view::<T>(xs, xl, "batch_norm input")?;
        // SAFETY: every element is written (by the next launch or copy) before anything reads it.
        let y = unsafe { k::alloc::<T>(dev, count as usize) }?;
        let config = k::packed(count as usize);
        match residual {
            Some((rs, rl)) => {
                let res = k::view::<T>(rs, rl, "batch_norm residual")?;
                launch_kernel!(
                    dev,
                    BATCH_NORM,
                    name,
                    config,
                    [&x, &stats, &w, &b, &res, &y, &count, &c, &p]
                )?
            }
            None => launch_kernel!(
                dev,
                BATCH_NORM,
                name,
                config,
                [&x, &stats, &w, &b, &y, &count, &c, &p, &r]
            )?,
        }
        k::storage(y, dev)
    }))
}

/// The per-channel sums (2, c) of the masked gradient and of it times the normalised input: each
/// split's partial sums apart, then the splits in order (`crate::reduce`).
pub(crate) fn grad_sums(
    [(xs, xl), (gs, gl), (ys, yl)]: [Operand; 3],
    d: Dims,
    (ss, sl): Operand,
    relu: bool,
) -> Result<CudaStorage> {
    let dev = &xs.device;
    let dtype = xs.dtype();
    let stats = k::view::<f32>(ss, sl, "batch_norm statistics")?;
    let splits = k::splits(d.n * d.p) as usize;
    // SAFETY: every element is written (by the next launch or copy) before anything reads it.
    let part = unsafe { k::alloc::<f32>(dev, splits * 2 * d.c) }?;
    let (n, c, p) = shape(d);
    let r = relu as i32;
    let name = k::kernel_name("bn_grad_sums", dtype)?;
    with_cuda_elem!(dtype, |T| {
        let x = k::view::<T>(xs, xl, "batch_norm input")?;
        let g = k::view::<T>(gs, gl, "batch_norm gradient")?;
        let y = k::view::<T>(ys, yl, "batch_norm output")?;
        launch_kernel!(
            dev,
            BATCH_NORM,
            name,
            k::channel_split(d.n * d.p, d.c),
            [&x, &g, &y, &stats, &part, &n, &c, &p, &r]
        )?;
    });
    let sums = k::sum_splits(dev, &part, splits, 2 * d.c)?;
    Ok(k::storage(sums, dev))
}

/// The input's gradient; `sums` with batch statistics.
pub(crate) fn grad_input(
    [(xs, xl), (gs, gl), (ys, yl)]: [Operand; 3],
    d: Dims,
    (ss, sl): Operand,
    (ws, wl): Operand,
    sums: Option<Operand>,
    relu: bool,
) -> Result<CudaStorage> {
    let dev = &xs.device;
    let dtype = xs.dtype();
    let stats = k::view::<f32>(ss, sl, "batch_norm statistics")?;
    let w = k::view::<f32>(ws, wl, "batch_norm weight")?;
    // With running statistics the kernel does not read the sums: the statistics stand in.
    let s = match sums {
        Some((us, ul)) => k::view::<f32>(us, ul, "batch_norm sums")?,
        None => k::view::<f32>(ss, sl, "batch_norm statistics")?,
    };
    let count = (d.n * d.c * d.p) as u64;
    let (_, c, p) = shape(d);
    let (r, batch) = (relu as i32, sums.is_some() as i32);
    let inv_m = 1.0 / (d.n * d.p) as f32;
    let name = k::kernel_name("bn_grad_input", dtype)?;
    Ok(with_cuda_elem!(dtype, |T| {
        let x = k::view::<T>(xs, xl, "batch_norm input")?;
        let g = k::view::<T>(gs, gl, "batch_norm gradient")?;
        let y = k::view::<T>(ys, yl, "batch_norm output")?;
        // SAFETY: every element is written (by the next launch or copy) before anything reads it.
        let dx = unsafe { k::alloc::<T>(dev, count as usize) }?;
        launch_kernel!(
            dev,
            BATCH_NORM,
            name,
            k::packed(count as usize),
            [&x, &g, &y, &stats, &w, &s, &dx, &count, &c, &p, &r, &batch, &inv_m]
        )?;
        k::storage(dx, dev)
    }))
}
