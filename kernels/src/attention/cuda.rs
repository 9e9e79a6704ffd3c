//! The CUDA side of attention: the forward's head moves around the shared steps, and the
//! launches of the row kernels in `cuda/attention.cu` (CPU twins in `rows.rs`).

use candle_core::{CudaStorage, Result, Storage, Tensor};

use super::forward_with;
use super::heads::{self, Heads, Part};

/// [`super::forward_with`] on CUDA.
pub(crate) fn forward(
    s: [&CudaStorage; 3],
    parts: &[Part; 3],
    shapes: (Heads, Heads),
    causal: bool,
) -> Result<(CudaStorage, Tensor)> {
    let split = |st: &CudaStorage, part: &Part, h: Heads, rows: usize| -> Result<Storage> {
        Ok(Storage::Cuda(heads::cuda::split(st, &[*part], h, rows)?))
    };
    let merge = |o: &Storage, layout: &Layout, hq: Heads| -> Result<CudaStorage> {
        let Storage::Cuda(os) = o else {
            candle_core::bail!("attention: CUDA forward produced a non-CUDA tensor");
        };
        // SAFETY: every element is written (by the next launch or copy) before anything reads it.
        let mut out = unsafe { heads::cuda::alloc(os, hq.len()) }?;
        heads::cuda::merge(&mut out, &heads::token_part(hq, 1.0), os, layout, hq, 0)?;
        Ok(out)
    };
    forward_with(s, parts, shapes, causal, split, merge)
}

use candle_core::backend::BackendStorage;
use candle_core::cuda_backend::cudarc::driver::LaunchConfig;
use candle_core::Layout;

use crate::cuda::launch_kernel;
use crate::cuda::{self as k, ATTENTION};

/// Warps of 32 threads, one per row, 8 rows per block.
fn rows_config(rows: usize) -> LaunchConfig {
    k::warp_per_row(rows, 8)
}

fn keys_of(l: &Layout) -> (usize, usize) {
    let keys = *l.dims().last().unwrap_or(&1);
    (l.shape().elem_count() / keys.max(1), keys)
}

/// See [`super::rows::RowLse`]: its `queries`, `keys` (the valid ones of each row) and
/// `causal`.
pub(crate) fn row_lse(
    s: &CudaStorage,
    l: &Layout,
    op: &super::rows::RowLse,
) -> Result<CudaStorage> {
    let dev = &s.device;
    let (rows, keys) = keys_of(l);
    // SAFETY: every element is written (by the next launch or copy) before anything reads it.
    let lse = unsafe { k::alloc::<f32>(dev, rows) }?;
    let name = k::kernel_name("row_lse", s.dtype())?;
    let valid = op.keys.min(keys);
    let ints = [rows, keys, valid, op.queries, op.causal as usize].map(|v| v as i32);
    crate::cuda::with_cuda_elem!(s.dtype(), |T| {
        let sv = k::view::<T>(s, l, "attention scores")?;
        launch_kernel!(
            dev,
            ATTENTION,
            name,
            rows_config(rows),
            [&sv, &lse, &ints[0], &ints[1], &ints[2], &ints[3], &ints[4]]
        )?;
    });
    Ok(k::storage(lse, dev))
}

/// See [`super::rows::softmax`]: the probabilities and the log-sum-exp of every row in one
/// pass (`row_softmax` in `cuda/attention.cu`).
pub(crate) fn row_softmax(
    s: &CudaStorage,
    l: &Layout,
    op: &super::rows::RowLse,
) -> Result<(CudaStorage, CudaStorage)> {
    let dev = &s.device;
    let (rows, keys) = keys_of(l);
    // SAFETY: every element is written (by the next launch) before anything reads it.
    let lse = unsafe { k::alloc::<f32>(dev, rows) }?;
    let name = k::kernel_name("row_softmax", s.dtype())?;
    let valid = op.keys.min(keys);
    let ints = [rows, keys, valid, op.queries, op.causal as usize].map(|v| v as i32);
    let p = crate::cuda::with_cuda_elem!(s.dtype(), |T| {
        let sv = k::view::<T>(s, l, "attention scores")?;
        // SAFETY: every element is written (by the next launch) before anything reads it.
        let p = unsafe { k::alloc::<T>(dev, rows * keys) }?;
        launch_kernel!(
            dev,
            ATTENTION,
            name,
            rows_config(rows),
            [&sv, &lse, &p, &ints[0], &ints[1], &ints[2], &ints[3], &ints[4]]
        )?;
        k::storage(p, dev)
    });
    Ok((p, k::storage(lse, dev)))
}

/// See [`super::rows::Probs`]: its `queries` and `causal`.
pub(crate) fn probs(
    s: &CudaStorage,
    sl: &Layout,
    lse: &CudaStorage,
    ll: &Layout,
    op: &super::rows::RowLse,
) -> Result<CudaStorage> {
    let dev = &s.device;
    let n = sl.shape().elem_count();
    let (rows, keys) = keys_of(sl);
    let name = k::kernel_name("attention_probs", s.dtype())?;
    let lv = k::view::<f32>(lse, ll, "attention log-sum-exp")?;
    let valid = op.keys.min(keys);
    let ints = [rows, keys, valid, op.queries, op.causal as usize].map(|v| v as i32);
    Ok(crate::cuda::with_cuda_elem!(s.dtype(), |T| {
        let sv = k::view::<T>(s, sl, "attention scores")?;
        // SAFETY: every element is written (by the next launch or copy) before anything reads it.
        let p = unsafe { k::alloc::<T>(dev, n) }?;
        launch_kernel!(
            dev,
            ATTENTION,
            name,
            rows_config(rows),
            [&sv, &lv, &p, &ints[0], &ints[1], &ints[2], &ints[3], &ints[4]]
        )?;
        k::storage(p, dev)
    }))
}

/// See [`super::rows::SoftmaxGrad`].
pub(crate) fn softmax_grad(
    p: &CudaStorage,
    pl: &Layout,
    dp: &CudaStorage,
    dpl: &Layout,
    dots: &CudaStorage,
    dl: &Layout,
) -> Result<CudaStorage> {
    let dev = &p.device;
    let n = pl.shape().elem_count();
    let (rows, keys) = keys_of(pl);
    let name = k::kernel_name("attention_softmax_grad", p.dtype())?;
    let dv = k::view::<f32>(dots, dl, "attention row dots")?;
    let (r, kk) = (rows as i32, keys as i32);
    Ok(crate::cuda::with_cuda_elem!(p.dtype(), |T| {
        let pv = k::view::<T>(p, pl, "attention probabilities")?;
        let dpv = k::view::<T>(dp, dpl, "attention probabilities' gradient")?;
        // SAFETY: every element is written (by the next launch or copy) before anything reads it.
        let ds = unsafe { k::alloc::<T>(dev, n) }?;
        launch_kernel!(
            dev,
            ATTENTION,
            name,
            rows_config(rows),
            [&pv, &dpv, &dv, &ds, &r, &kk]
        )?;
        k::storage(ds, dev)
    }))
}

/// See [`super::rows::RowDotHeads`].
pub(crate) fn row_dot_heads(
    g: &CudaStorage,
    gl: &Layout,
    o: &CudaStorage,
    ol: &Layout,
    (b, t, width): (usize, usize, usize),
    heads: usize,
) -> Result<CudaStorage> {
    let dev = &g.device;
    let rows = b * heads * t;
    // SAFETY: every element is written (by the next launch or copy) before anything reads it.
    let dots = unsafe { k::alloc::<f32>(dev, rows) }?;
    let name = k::kernel_name("row_dot_heads", g.dtype())?;
    let ints = [rows, t, heads, width / heads].map(|v| v as i32);
    crate::cuda::with_cuda_elem!(g.dtype(), |T| {
        let gv = k::view::<T>(g, gl, "attention output gradient")?;
        let ov = k::view::<T>(o, ol, "attention output")?;
        launch_kernel!(
            dev,
            ATTENTION,
            name,
            rows_config(rows),
            [&gv, &ov, &dots, &ints[0], &ints[1], &ints[2], &ints[3]]
        )?;
    });
    Ok(k::storage(dots, dev))
}
