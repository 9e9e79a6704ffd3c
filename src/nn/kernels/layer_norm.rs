//! Layer normalisation over the last dimension as one op: the forward saves each row's mean and
//! reciprocal standard deviation; the backward computes the input's gradient in one pass per
//! row and the weight's and bias's in one reduction over the rows.
//!
//! The input is in the compute dtype (f32, f16, bf16; f64 in gradient checks), the weight and
//! bias are the f32 masters (f64 with f64): no cast of the parameters enters the graph, and
//! their gradients come back in f32. Statistics are computed in f32 (f64 for f64).

use std::sync::{Arc, Mutex};

use candle_core::backend::BackendStorage;
use candle_core::{CpuStorage, CustomOp2, CustomOp3, DType, Layout, Result, Shape, Tensor, WithDType};
use rayon::prelude::*;

use super::cpu::{master_dtype, min_rows, reduce_rows, slice, Acc, Elem};
use crate::with_elem;

/// `(x - mean) / sqrt(var + eps) * weight + bias` over the last dimension of `x`, in `x`'s
/// dtype; `weight` and `bias` (the last dimension's size) are cast to the master dtype if they
/// are not in it.
pub fn layer_norm(x: &Tensor, weight: &Tensor, bias: &Tensor, eps: f64) -> Result<Tensor> {
    let master = master_dtype(x.dtype());
    let x = x.contiguous()?;
    let w = weight.to_dtype(master)?.contiguous()?;
    let b = bias.to_dtype(master)?.contiguous()?;
    let cols = x.dim(candle_core::D::Minus1)?;
    if w.dims() != [cols] || b.dims() != [cols] {
        candle_core::bail!(
            "layer_norm: weight {:?} and bias {:?} do not match the last dimension of {:?}",
            w.dims(),
            b.dims(),
            x.dims()
        );
    }
    x.apply_op3(&w, &b, LayerNorm::new(eps))
}

/// Each row's mean and reciprocal standard deviation, as the forward computed them.
#[derive(Clone)]
enum Stats {
    Cpu(Arc<Vec<f64>>),
    #[cfg(feature = "cuda")]
    Cuda(Arc<candle_core::cuda_backend::cudarc::driver::CudaSlice<f32>>),
}

impl Stats {
    fn cpu(&self) -> Result<&[f64]> {
        match self {
            Stats::Cpu(stats) => Ok(stats),
            #[cfg(feature = "cuda")]
            Stats::Cuda(_) => candle_core::bail!("layer_norm: CPU backward of a CUDA forward"),
        }
    }

    #[cfg(feature = "cuda")]
    fn cuda(&self) -> Result<&candle_core::cuda_backend::cudarc::driver::CudaSlice<f32>> {
        match self {
            Stats::Cuda(stats) => Ok(stats),
            Stats::Cpu(_) => candle_core::bail!("layer_norm: CUDA backward of a CPU forward"),
        }
    }
}

struct LayerNorm {
    eps: f64,
    /// Filled by the forward, read by the backward of the same graph node.
    saved: Mutex<Option<Stats>>,
}

impl LayerNorm {
    fn new(eps: f64) -> Self {
        LayerNorm {
            eps,
            saved: Mutex::new(None),
        }
    }

    fn save(&self, stats: Stats) {
        *self.saved.lock().expect("layer-norm statistics lock") = Some(stats);
    }

    fn stats(&self) -> Result<Stats> {
        self.saved
            .lock()
            .expect("layer-norm statistics lock")
            .clone()
            .ok_or_else(|| candle_core::Error::Msg("layer_norm: backward before forward".into()))
    }
}

fn rows_cols(layout: &Layout) -> (usize, usize) {
    let cols = *layout.dims().last().unwrap_or(&1);
    (layout.shape().elem_count() / cols.max(1), cols)
}

/// The forward on the CPU: the normalised rows and each row's (mean, rstd).
pub fn forward_cpu<T: Elem, W: Elem<A = T::A>>(
    x: &[T],
    w: &[W],
    b: &[W],
    cols: usize,
    eps: f64,
) -> (Vec<T>, Vec<f64>) {
    let rows = x.len() / cols.max(1);
    let mut y = vec![T::store(T::A::ZERO); x.len()];
    let mut stats = vec![0f64; 2 * rows];
    let n = T::A::from_f64(cols as f64);
    let eps = T::A::from_f64(eps);
    y.par_chunks_mut(cols)
        .zip(stats.par_chunks_mut(2))
        .zip(x.par_chunks(cols))
        .with_min_len(min_rows(cols))
        .for_each(|((yr, st), xr)| {
            let mean = xr.iter().map(|v| v.load()).sum::<T::A>() / n;
            let var = xr
                .iter()
                .map(|v| {
                    let d = v.load() - mean;
                    d * d
                })
                .sum::<T::A>()
                / n;
            let rstd = T::A::ONE / (var + eps).sqrt();
            for (((o, v), wv), bv) in yr.iter_mut().zip(xr).zip(w).zip(b) {
                *o = T::store((v.load() - mean) * rstd * wv.load() + bv.load());
            }
            st[0] = mean.to_f64();
            st[1] = rstd.to_f64();
        });
    (y, stats)
}

/// The input's gradient on the CPU: `rstd (wg - mean(wg) - xhat mean(wg xhat))` per row, with
/// `wg = weight * grad`.
pub fn grad_input_cpu<T: Elem, W: Elem<A = T::A>>(
    x: &[T],
    w: &[W],
    g: &[T],
    stats: &[f64],
    cols: usize,
) -> Vec<T> {
    let mut dx = vec![T::store(T::A::ZERO); x.len()];
    let n = T::A::from_f64(cols as f64);
    dx.par_chunks_mut(cols)
        .zip(x.par_chunks(cols).zip(g.par_chunks(cols)))
        .zip(stats.par_chunks(2))
        .with_min_len(min_rows(cols))
        .for_each(|((dr, (xr, gr)), st)| {
            let (mean, rstd) = (T::A::from_f64(st[0]), T::A::from_f64(st[1]));
            let (mut sum_wg, mut sum_wg_xhat) = (T::A::ZERO, T::A::ZERO);
            for ((xv, gv), wv) in xr.iter().zip(gr).zip(w) {
                let wg = wv.load() * gv.load();
                sum_wg += wg;
                sum_wg_xhat += wg * (xv.load() - mean) * rstd;
            }
            let (c1, c2) = (sum_wg / n, sum_wg_xhat / n);
            for (((o, xv), gv), wv) in dr.iter_mut().zip(xr).zip(gr).zip(w) {
                let xhat = (xv.load() - mean) * rstd;
                *o = T::store(rstd * (wv.load() * gv.load() - c1 - xhat * c2));
            }
        });
    dx
}

/// The weight's and bias's gradients on the CPU: `[sum_rows(grad * xhat), sum_rows(grad)]`.
pub fn grad_params_cpu<T: Elem, W: Elem<A = T::A>>(
    x: &[T],
    g: &[T],
    stats: &[f64],
    cols: usize,
) -> Vec<W> {
    let rows = x.len() / cols.max(1);
    let sums = reduce_rows::<T::A>(rows, cols, 2 * cols, |r, acc| {
        let (mean, rstd) = (T::A::from_f64(stats[2 * r]), T::A::from_f64(stats[2 * r + 1]));
        let (xr, gr) = (&x[r * cols..(r + 1) * cols], &g[r * cols..(r + 1) * cols]);
        let (dw, db) = acc.split_at_mut(cols);
        for (((xv, gv), dwv), dbv) in xr.iter().zip(gr).zip(dw).zip(db) {
            let gv = gv.load();
            *dwv += gv * (xv.load() - mean) * rstd;
            *dbv += gv;
        }
    });
    sums.into_iter().map(W::store).collect()
}

impl CustomOp3 for LayerNorm {
    fn name(&self) -> &'static str {
        "paperfit-layer-norm"
    }

    fn cpu_fwd(
        &self,
        xs: &CpuStorage,
        xl: &Layout,
        ws: &CpuStorage,
        wl: &Layout,
        bs: &CpuStorage,
        bl: &Layout,
    ) -> Result<(CpuStorage, Shape)> {
        let (_, cols) = rows_cols(xl);
        let (y, stats) = with_elem!(xs.dtype(), |T, W| {
            let (y, stats) = forward_cpu::<T, W>(
                slice(xs, xl, "layer_norm input")?,
                slice(ws, wl, "layer_norm weight")?,
                slice(bs, bl, "layer_norm bias")?,
                cols,
                self.eps,
            );
            (T::to_cpu_storage_owned(y), stats)
        });
        self.save(Stats::Cpu(Arc::new(stats)));
        Ok((y, xl.shape().clone()))
    }

    #[cfg(feature = "cuda")]
    fn cuda_fwd(
        &self,
        xs: &candle_core::CudaStorage,
        xl: &Layout,
        ws: &candle_core::CudaStorage,
        wl: &Layout,
        bs: &candle_core::CudaStorage,
        bl: &Layout,
    ) -> Result<(candle_core::CudaStorage, Shape)> {
        let (y, stats) = cuda::forward(xs, xl, ws, wl, bs, bl, self.eps)?;
        self.save(Stats::Cuda(Arc::new(stats)));
        Ok((y, xl.shape().clone()))
    }

    fn bwd(
        &self,
        x: &Tensor,
        w: &Tensor,
        b: &Tensor,
        _y: &Tensor,
        grad: &Tensor,
    ) -> Result<(Option<Tensor>, Option<Tensor>, Option<Tensor>)> {
        let stats = self.stats()?;
        let grad = grad.contiguous()?;
        // Gradients only for what trains: a frozen norm (CLIP's text tower under Task
        // Arithmetic) computes no parameter gradients, a norm of the data no input gradient.
        let (want_x, want_params) = (x.track_op(), w.track_op() || b.track_op());
        let (x, w) = (x.detach(), w.detach());
        let dx = match want_x {
            true => Some(x.apply_op3_no_bwd(&w, &grad, &GradInput { stats: stats.clone() })?),
            false => None,
        };
        let (dw, db) = match want_params {
            true => {
                let params = GradParams {
                    stats,
                    master: w.dtype(),
                };
                let sums = x.apply_op2_no_bwd(&grad, &params)?;
                (Some(sums.get(0)?), Some(sums.get(1)?))
            }
            false => (None, None),
        };
        Ok((dx, dw, db))
    }
}

/// The input's gradient (x, weight, grad) -> dx.
struct GradInput {
    stats: Stats,
}

impl CustomOp3 for GradInput {
    fn name(&self) -> &'static str {
        "paperfit-layer-norm-grad-input"
    }

    fn cpu_fwd(
        &self,
        xs: &CpuStorage,
        xl: &Layout,
        ws: &CpuStorage,
        wl: &Layout,
        gs: &CpuStorage,
        gl: &Layout,
    ) -> Result<(CpuStorage, Shape)> {
        let stats = self.stats.cpu()?;
        let (_, cols) = rows_cols(xl);
        let dx = with_elem!(xs.dtype(), |T, W| {
            T::to_cpu_storage_owned(grad_input_cpu::<T, W>(
                slice(xs, xl, "layer_norm input")?,
                slice(ws, wl, "layer_norm weight")?,
                slice(gs, gl, "layer_norm gradient")?,
                stats,
                cols,
            ))
        });
        Ok((dx, xl.shape().clone()))
    }

    #[cfg(feature = "cuda")]
    fn cuda_fwd(
        &self,
        xs: &candle_core::CudaStorage,
        xl: &Layout,
        ws: &candle_core::CudaStorage,
        wl: &Layout,
        gs: &candle_core::CudaStorage,
        gl: &Layout,
    ) -> Result<(candle_core::CudaStorage, Shape)> {
        let stats = self.stats.cuda()?;
        Ok((cuda::grad_input(xs, xl, ws, wl, gs, gl, stats)?, xl.shape().clone()))
    }
}

/// The weight's and bias's gradients (x, grad) -> (2, cols) in the master dtype.
struct GradParams {
    stats: Stats,
    master: DType,
}

impl CustomOp2 for GradParams {
    fn name(&self) -> &'static str {
        "paperfit-layer-norm-grad-params"
    }

    fn cpu_fwd(
        &self,
        xs: &CpuStorage,
        xl: &Layout,
        gs: &CpuStorage,
        gl: &Layout,
    ) -> Result<(CpuStorage, Shape)> {
        let stats = self.stats.cpu()?;
        let (_, cols) = rows_cols(xl);
        if self.master != master_dtype(xs.dtype()) {
            candle_core::bail!("layer_norm: master dtype {:?} for {:?}", self.master, xs.dtype());
        }
        let sums = with_elem!(xs.dtype(), |T, W| {
            W::to_cpu_storage_owned(grad_params_cpu::<T, W>(
                slice(xs, xl, "layer_norm input")?,
                slice(gs, gl, "layer_norm gradient")?,
                stats,
                cols,
            ))
        });
        Ok((sums, Shape::from((2, cols))))
    }

    #[cfg(feature = "cuda")]
    fn cuda_fwd(
        &self,
        xs: &candle_core::CudaStorage,
        xl: &Layout,
        gs: &candle_core::CudaStorage,
        gl: &Layout,
    ) -> Result<(candle_core::CudaStorage, Shape)> {
        let stats = self.stats.cuda()?;
        let (_, cols) = rows_cols(xl);
        Ok((cuda::grad_params(xs, xl, gs, gl, stats)?, Shape::from((2, cols))))
    }
}

#[cfg(feature = "cuda")]
mod cuda {
    use candle_core::cuda_backend::cudarc::driver::CudaSlice;
    use candle_core::{CudaStorage, Layout, Result};

    use super::rows_cols;
    use crate::launch_kernel;
    use crate::nn::kernels::cuda::{self as k, LAYER_NORM};

    const ROWS_PER_BLOCK: u32 = 8;

    pub fn forward(
        xs: &CudaStorage,
        xl: &Layout,
        ws: &CudaStorage,
        wl: &Layout,
        bs: &CudaStorage,
        bl: &Layout,
        eps: f64,
    ) -> Result<(CudaStorage, CudaSlice<f32>)> {
        let dev = &xs.device;
        let (rows, cols) = rows_cols(xl);
        let dtype = xs.dtype();
        let name = k::kernel_name("layer_norm_fwd", dtype)?;
        let w = k::view::<f32>(ws, wl, "layer_norm weight")?;
        let b = k::view::<f32>(bs, bl, "layer_norm bias")?;
        let stats = k::alloc::<f32>(dev, 2 * rows)?;
        let (r, c, e) = (rows as i32, cols as i32, eps as f32);
        let cfg = k::warp_per_row(rows, ROWS_PER_BLOCK);
        let y = crate::with_cuda_elem!(dtype, |T| {
            let x = k::view::<T>(xs, xl, "layer_norm input")?;
            let y = k::alloc::<T>(dev, rows * cols)?;
            launch_kernel!(dev, LAYER_NORM, name, cfg, [&x, &w, &b, &y, &stats, &r, &c, &e])?;
            k::storage(y, dev)
        });
        Ok((y, stats))
    }

    pub fn grad_input(
        xs: &CudaStorage,
        xl: &Layout,
        ws: &CudaStorage,
        wl: &Layout,
        gs: &CudaStorage,
        gl: &Layout,
        stats: &CudaSlice<f32>,
    ) -> Result<CudaStorage> {
        let dev = &xs.device;
        let (rows, cols) = rows_cols(xl);
        let dtype = xs.dtype();
        let name = k::kernel_name("layer_norm_bwd_input", dtype)?;
        let w = k::view::<f32>(ws, wl, "layer_norm weight")?;
        let (r, c) = (rows as i32, cols as i32);
        let cfg = k::warp_per_row(rows, ROWS_PER_BLOCK);
        Ok(crate::with_cuda_elem!(dtype, |T| {
            let x = k::view::<T>(xs, xl, "layer_norm input")?;
            let g = k::view::<T>(gs, gl, "layer_norm gradient")?;
            let dx = k::alloc::<T>(dev, rows * cols)?;
            launch_kernel!(dev, LAYER_NORM, name, cfg, [&x, &w, &g, stats, &dx, &r, &c])?;
            k::storage(dx, dev)
        }))
    }

    pub fn grad_params(
        xs: &CudaStorage,
        xl: &Layout,
        gs: &CudaStorage,
        gl: &Layout,
        stats: &CudaSlice<f32>,
    ) -> Result<CudaStorage> {
        let dev = &xs.device;
        let (rows, cols) = rows_cols(xl);
        let dtype = xs.dtype();
        let name = k::kernel_name("layer_norm_bwd_params", dtype)?;
        let sums = k::zeros::<f32>(dev, 2 * cols)?;
        let (r, c) = (rows as i32, cols as i32);
        // 32 columns per block, rows split over up to 64 blocks that add their partial sums.
        let cfg = candle_core::cuda_backend::cudarc::driver::LaunchConfig {
            grid_dim: ((cols as u32).div_ceil(32), (rows as u32).div_ceil(256).clamp(1, 64), 1),
            block_dim: (32, 8, 1),
            shared_mem_bytes: 0,
        };
        crate::with_cuda_elem!(dtype, |T| {
            let x = k::view::<T>(xs, xl, "layer_norm input")?;
            let g = k::view::<T>(gs, gl, "layer_norm gradient")?;
            launch_kernel!(dev, LAYER_NORM, name, cfg, [&x, &g, stats, &sums, &r, &c])?;
        });
        Ok(k::storage(sums, dev))
    }
}
