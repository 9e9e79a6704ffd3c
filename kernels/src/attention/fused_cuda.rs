//! The launches of the fused attention kernels (`cuda/flash_attention.cu`; CPU twin in
//! [`super::fused_cpu`]): blocks of 256 threads, 64 rows of a head each, one block per (tile,
//! batch x head).

use candle_core::backend::BackendStorage;
use candle_core::cuda_backend::cudarc::driver::{DeviceRepr, LaunchConfig};
use candle_core::{CudaStorage, Result, Shape, Storage, Tensor};

use super::fused_cpu::{GradParts, Sizes, HEAD_WIDTH, TILE};
use super::heads::Part;
use crate::cuda::{self as k, launch_kernel, with_cuda, with_cuda_elem, FLASH_ATTENTION};

/// A part as the kernels take it (`flash::Part`: offset, batch and token strides).
#[repr(C)]
#[derive(Debug, Clone, Copy)]
struct PartArg {
    offset: u64,
    batch: u64,
    token: u64,
}

// SAFETY: three u64 in C layout, passed by value as the kernels' `Part`.
unsafe impl DeviceRepr for PartArg {}

fn arg(p: &Part) -> PartArg {
    PartArg {
        offset: p.offset as u64,
        batch: p.batch as u64,
        token: p.token as u64,
    }
}

/// One block per tile of `rows` rows of each of the `bh` heads.
fn tiles(rows: usize, bh: usize) -> Result<LaunchConfig> {
    if bh > 65_535 {
        candle_core::bail!("fused attention: {bh} heads in a batch exceed a grid's 65,535 rows");
    }
    Ok(LaunchConfig {
        grid_dim: (rows.div_ceil(TILE).max(1) as u32, bh.max(1) as u32, 1),
        block_dim: (256, 1, 1),
        shared_mem_bytes: 0,
    })
}

/// The kernels' integer arguments: heads, queries, keys, causal.
fn ints(sz: &Sizes) -> [i32; 4] {
    [sz.heads, sz.tq, sz.tk, sz.causal as usize].map(|v| v as i32)
}

/// The forward: output (b, tq, heads x 64) and the log-sum-exp (b x heads x tq, f32).
pub(crate) fn forward(
    s: [&CudaStorage; 3],
    parts: &[Part; 3],
    sz: Sizes,
) -> Result<(CudaStorage, Tensor)> {
    let dev = &s[0].device;
    let width = sz.heads * HEAD_WIDTH;
    let rows = sz.batch * sz.heads * sz.tq;
    // SAFETY: every element is written (by the next launch or copy) before anything reads it.
    let lse = unsafe { k::alloc::<f32>(dev, rows) }?;
    let name = k::kernel_name("flash_forward", s[0].dtype())?;
    let [pq, pk, pv] = parts.map(|p| arg(&p));
    let po = arg(&Part {
        offset: 0,
        batch: sz.tq * width,
        token: width,
        scale: 1.0,
    });
    let [heads, tq, tk, causal] = ints(&sz);
    let scale = sz.scale as f32;
    let cfg = tiles(sz.tq, sz.batch * sz.heads)?;
    let out = with_cuda_elem!(s[0].dtype(), |T| {
        let (q, kk, v) = (
            s[0].as_cuda_slice::<T>()?,
            s[1].as_cuda_slice::<T>()?,
            s[2].as_cuda_slice::<T>()?,
        );
        // SAFETY: every element is written (by the next launch or copy) before anything reads it.
        let o = unsafe { k::alloc::<T>(dev, sz.batch * sz.tq * width) }?;
        launch_kernel!(
            dev,
            FLASH_ATTENTION,
            name,
            cfg,
            [q, kk, v, &o, &lse, &pq, &pk, &pv, &po, &heads, &tq, &tk, &causal, &scale]
        )?;
        k::storage(o, dev)
    });
    let lse = super::wrap(Storage::Cuda(k::storage(lse, dev)), Shape::from(rows));
    Ok((out, lse))
}

/// What the backward keeps besides its operands: the forward's output, its gradient
/// (contiguous) and the log-sum-exp.
pub(crate) struct Kept<'a> {
    pub out: &'a Tensor,
    pub grad: &'a Tensor,
    pub lse: &'a Tensor,
}

/// The backward over the operands `s` at `parts`: `D` by the row-dot kernel, then the keys'
/// pass and the queries' pass into one gradient buffer laid out as `grads` says.
pub(crate) fn backward(
    s: [&CudaStorage; 3],
    parts: [Part; 3],
    op: Kept<'_>,
    sz: Sizes,
    grads: &GradParts,
) -> Result<CudaStorage> {
    let dev = &s[0].device;
    let width = sz.heads * HEAD_WIDTH;
    with_cuda(op.grad, "attention output gradient", |gs, gl| {
        with_cuda(op.out, "attention output", |os, ol| {
            with_cuda(op.lse, "attention log-sum-exp", |ls, ll| {
                let dims = (sz.batch, sz.tq, width);
                let dots = super::cuda::row_dot_heads(gs, gl, os, ol, dims, sz.heads)?;
                let dots = dots.as_cuda_slice::<f32>()?;
                let lse = k::view::<f32>(ls, ll, "attention log-sum-exp")?;
                let [pq, pk, pv] = parts.map(|p| arg(&p));
                let pg = arg(&Part {
                    offset: 0,
                    batch: sz.tq * width,
                    token: width,
                    scale: 1.0,
                });
                let g_ = grads;
                let (pdq, pdk, pdv) = (arg(&g_.dq), arg(&g_.dk), arg(&g_.dv));
                let [heads, tq, tk, causal] = ints(&sz);
                let scale = sz.scale as f32;
                let bh = sz.batch * sz.heads;
                let (kv_cfg, q_cfg) = (tiles(sz.tk, bh)?, tiles(sz.tq, bh)?);
                let (kv_name, q_name) = (
                    k::kernel_name("flash_backward_kv", s[0].dtype())?,
                    k::kernel_name("flash_backward_q", s[0].dtype())?,
                );
                Ok(with_cuda_elem!(s[0].dtype(), |T| {
                    let (q, kk, v) = (
                        s[0].as_cuda_slice::<T>()?,
                        s[1].as_cuda_slice::<T>()?,
                        s[2].as_cuda_slice::<T>()?,
                    );
                    let g = k::view::<T>(gs, gl, "attention output gradient")?;
                    // SAFETY: the two launches write every element of the q, k and v parts,
                    // which cover the buffer, before anything reads one.
                    let grads = unsafe { k::alloc::<T>(dev, g_.len) }?;
                    launch_kernel!(
                        dev,
                        FLASH_ATTENTION,
                        kv_name,
                        kv_cfg,
                        [
                            q, kk, v, &g, &lse, dots, &grads, &grads, &pq, &pk, &pv, &pg, &pdk,
                            &pdv, &heads, &tq, &tk, &causal, &scale
                        ]
                    )?;
                    launch_kernel!(
                        dev,
                        FLASH_ATTENTION,
                        q_name,
                        q_cfg,
                        [
                            q, kk, v, &g, &lse, dots, &grads, &pq, &pk, &pv, &pg, &pdq, &heads,
                            &tq, &tk, &causal, &scale
                        ]
                    )?;
                    k::storage(grads, dev)
                }))
            })
        })
    })
}
