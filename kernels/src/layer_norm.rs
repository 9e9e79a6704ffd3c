//! Layer normalisation over the last dimension as one op: the forward saves each row's mean and
//! reciprocal standard deviation; the backward computes the input's gradient in one pass per
//! row and the weight's and bias's in one reduction over the rows.
//!
//! The input is in the compute dtype (f32, f16, bf16; f64 in gradient checks), the weight and
//! bias are the f32 masters (f64 with f64): no cast of the parameters enters the graph, and
//! their gradients come back in f32. Statistics are computed in f32 (f64 for f64).

use candle_core::backend::BackendStorage;
use candle_core::{CpuStorage, CustomOp3, Layout, Result, Shape, Storage, Tensor, WithDType};
use rayon::prelude::*;

use super::cpu::{master_dtype, min_rows, slice, Acc, Elem};
use super::reduce::{self, ColumnSum};
use crate::cpu::with_elem;
use crate::saved::Saved;

/// `(x - mean) / sqrt(var + eps) * weight + bias` over the last dimension of `x`, in `x`'s
/// dtype; `weight` and `bias` (the last dimension's size) are cast to the master dtype if they
/// are not in it.
pub fn fused_layer_norm(x: &Tensor, weight: &Tensor, bias: &Tensor, eps: f64) -> Result<Tensor> {
    let master = master_dtype(x.dtype());
    // Rows a uniform stride apart (a slice of a wider tensor's last dimension, such as DCAL's
    // token streams) are read in place; anything else is copied first.
    let x = if Rows::of(x.layout()).is_some() {
        x.clone()
    } else {
        x.contiguous()?
    };
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
    x.apply_op3(
        &w,
        &b,
        LayerNorm {
            eps,
            saved: Saved::new("layer_norm"),
        },
    )
}

struct LayerNorm {
    eps: f64,
    /// Each row's (mean, rstd) in the master dtype.
    saved: Saved,
}

/// Where the rows of a (.., cols) operand are: `rows` rows of `cols` unit-stride elements in
/// groups of `inner` rows `stride` apart, the groups `outer` apart, the first row at `offset`.
/// A contiguous tensor is one group; a slice of a wider tensor along its last or second-last
/// dimension (DCAL's token streams, CLIP's caption rows) is read in place.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Rows {
    pub offset: usize,
    pub rows: usize,
    pub cols: usize,
    pub inner: usize,
    pub stride: usize,
    pub outer: usize,
}

impl Rows {
    /// The rows of `layout`, when its last dimension has unit stride and the dimensions before
    /// the second-last fold into one stride.
    pub fn of(layout: &Layout) -> Option<Rows> {
        let (dims, stride) = (layout.dims(), layout.stride());
        let r = dims.len();
        if r == 0 || (stride[r - 1] != 1 && dims[r - 1] > 1) {
            return None;
        }
        let cols = dims[r - 1];
        let (inner, row_stride) = if r >= 2 {
            (dims[r - 2], stride[r - 2])
        } else {
            (1, cols)
        };
        let outer_stride = if r >= 3 {
            stride[r - 3]
        } else {
            inner * row_stride
        };
        for i in 0..r.saturating_sub(3) {
            if dims[i] > 1 && stride[i] != stride[i + 1] * dims[i + 1] {
                return None;
            }
        }
        if inner > 1 && row_stride < cols {
            return None;
        }
        Some(Rows {
            offset: layout.start_offset(),
            rows: dims[..r - 1].iter().product(),
            cols,
            inner: inner.max(1),
            stride: row_stride,
            outer: outer_stride,
        })
    }

    /// `rows` contiguous rows of `cols`.
    pub(crate) fn contiguous(rows: usize, cols: usize) -> Rows {
        Rows {
            offset: 0,
            rows,
            cols,
            inner: rows.max(1),
            stride: cols,
            outer: rows.max(1) * cols,
        }
    }

    fn start(&self, r: usize) -> usize {
        self.offset + (r / self.inner) * self.outer + (r % self.inner) * self.stride
    }

    pub(crate) fn row<'a, T>(&self, data: &'a [T], r: usize) -> &'a [T] {
        let start = self.start(r);
        &data[start..start + self.cols]
    }
}

pub(crate) fn rows_of(layout: &Layout) -> Result<Rows> {
    Rows::of(layout).ok_or_else(|| {
        candle_core::Error::Msg(format!(
            "layer_norm: rows must have unit column stride (got {:?} with strides {:?})",
            layout.dims(),
            layout.stride()
        ))
    })
}

/// The forward on the CPU: the normalised rows (contiguous) and each row's (mean, rstd).
pub(crate) fn forward_cpu<T: Elem, W: Elem<A = T::A>>(
    x: &[T],
    rows: Rows,
    w: &[W],
    b: &[W],
    eps: f64,
) -> (Vec<T>, Vec<W>) {
    let mut y = vec![T::store(T::A::ZERO); rows.rows * rows.cols];
    let stats = normalise_into(x, rows, w, b, eps, &mut y);
    (y, stats)
}

/// The forward on the CPU into `y` (contiguous rows), returning each row's (mean, rstd).
pub(crate) fn normalise_into<T: Elem, W: Elem<A = T::A>>(
    x: &[T],
    rows: Rows,
    w: &[W],
    b: &[W],
    eps: f64,
    y: &mut [T],
) -> Vec<W> {
    let cols = rows.cols;
    let mut stats = vec![W::store(T::A::ZERO); 2 * rows.rows];
    let n = T::A::from_f64(cols as f64);
    let eps = T::A::from_f64(eps);
    y.par_chunks_mut(cols)
        .zip(stats.par_chunks_mut(2))
        .enumerate()
        .with_min_len(min_rows(cols))
        .for_each(|(r, (yr, st))| {
            let xr = rows.row(x, r);
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
            st[0] = W::store(mean);
            st[1] = W::store(rstd);
        });
    stats
}

/// The input's gradient on the CPU: `rstd (wg - mean(wg) - xhat mean(wg xhat))` per row, with
/// `wg = weight * grad` (`g` contiguous rows; the result too). With `residual` (the gradient
/// that reaches the norm's input by another path, contiguous rows), each element is that plus
/// the norm's gradient rounded to `T` first: the sum candle's autograd would form of the two.
pub(crate) fn grad_input_cpu<T: Elem, W: Elem<A = T::A>>(
    x: &[T],
    rows: Rows,
    w: &[W],
    g: &[T],
    stats: &[W],
    residual: Option<&[T]>,
) -> Vec<T> {
    let cols = rows.cols;
    let mut dx = vec![T::store(T::A::ZERO); rows.rows * cols];
    let n = T::A::from_f64(cols as f64);
    dx.par_chunks_mut(cols)
        .enumerate()
        .with_min_len(min_rows(cols))
        .for_each(|(r, dr)| {
            let (xr, gr) = (rows.row(x, r), &g[r * cols..(r + 1) * cols]);
            let (mean, rstd) = (stats[2 * r].load(), stats[2 * r + 1].load());
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
            if let Some(residual) = residual {
                for (o, rv) in dr.iter_mut().zip(&residual[r * cols..(r + 1) * cols]) {
                    *o = T::store(o.load() + rv.load());
                }
            }
        });
    dx
}

/// The weight's and bias's gradients on the CPU: `[sum_rows(grad * xhat), sum_rows(grad)]`,
/// summed in the kernel's order (`super::reduce`: row splits, eight interleaved rows a block).
pub fn grad_params_cpu<T: Elem, W: Elem<A = T::A>>(
    x: &[T],
    rows: Rows,
    g: &[T],
    stats: &[W],
) -> Vec<W> {
    let cols = rows.cols;
    let splits = reduce::row_splits(rows.rows);
    let partials: Vec<Vec<T::A>> = (0..splits)
        .into_par_iter()
        .map(|s| {
            let mut block = ColumnSum::new(2 * cols);
            for r in reduce::split_range(rows.rows, splits, s) {
                let (mean, rstd) = (stats[2 * r].load(), stats[2 * r + 1].load());
                let (xr, gr) = (rows.row(x, r), &g[r * cols..(r + 1) * cols]);
                let (dw, db) = block.row().split_at_mut(cols);
                for (((xv, gv), dwv), dbv) in xr.iter().zip(gr).zip(dw).zip(db) {
                    let gv = gv.load();
                    *dwv += gv * (xv.load() - mean) * rstd;
                    *dbv += gv;
                }
            }
            block.finish()
        })
        .collect();
    reduce::sum_splits(&partials, 2 * cols)
        .into_iter()
        .map(W::store)
        .collect()
}

/// The input's gradient on the CPU from the op's storages, with the statistics `stats` the
/// forward saved: [`grad_input_cpu`]. With `residual`, `g` is the packed gradient of
/// [`crate::residual_layer_norm`] (the gradient reaching `x` by the residual path, then the
/// norm's output's), else the norm's output's alone. `op` names the op in errors.
pub(crate) fn grad_input_storage(
    op: &str,
    (xs, xl): (&CpuStorage, &Layout),
    (ws, wl): (&CpuStorage, &Layout),
    (gs, gl): (&CpuStorage, &Layout),
    stats: &Tensor,
    residual: bool,
) -> Result<CpuStorage> {
    let rows = rows_of(xl)?;
    let n = rows.rows * rows.cols;
    let (guard, sl) = stats.storage_and_layout();
    let Storage::Cpu(st) = &*guard else {
        candle_core::bail!("{op}: CPU backward of a forward on another device");
    };
    Ok(with_elem!(xs.dtype(), |T, W| {
        let g = slice::<T>(gs, gl, &format!("{op} gradient"))?;
        let (dy, dh) = match residual {
            true => (&g[n..], Some(&g[..n])),
            false => (g, None),
        };
        T::to_cpu_storage_owned(grad_input_cpu::<T, W>(
            xs.as_slice::<T>()?,
            rows,
            slice(ws, wl, &format!("{op} weight"))?,
            dy,
            slice(st, sl, &format!("{op} statistics"))?,
            dh,
        ))
    }))
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
        let rows = rows_of(xl)?;
        let (y, stats) = with_elem!(xs.dtype(), |T, W| {
            let (y, stats) = forward_cpu::<T, W>(
                xs.as_slice::<T>()?,
                rows,
                slice(ws, wl, "layer_norm weight")?,
                slice(bs, bl, "layer_norm bias")?,
                self.eps,
            );
            (T::to_cpu_storage_owned(y), W::to_cpu_storage_owned(stats))
        });
        self.saved.save(Storage::Cpu(stats), (rows.rows, 2));
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
        let rows = rows_of(xl)?;
        let (y, stats) = cuda::forward(xs, rows, ws, wl, bs, bl, self.eps)?;
        self.saved.save(Storage::Cuda(stats), (rows.rows, 2));
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
        let stats = self.saved.get()?;
        let grad = grad.contiguous()?;
        // Gradients only for what trains: a frozen norm (CLIP's text tower under Task
        // Arithmetic) computes no parameter gradients, a norm of the data no input gradient.
        let (want_x, want_params) = (x.track_op(), w.track_op() || b.track_op());
        let (x, w) = (x.detach(), w.detach());
        let dx = match want_x {
            true => Some(x.apply_op3_no_bwd(
                &w,
                &grad,
                &GradInput {
                    stats: stats.clone(),
                },
            )?),
            false => None,
        };
        let (dw, db) = match want_params {
            true => {
                let sums = x.apply_op3_no_bwd(&grad, &stats, &GradParams)?;
                (Some(sums.get(0)?), Some(sums.get(1)?))
            }
            false => (None, None),
        };
        Ok((dx, dw, db))
    }
}

/// The input's gradient (x, weight, grad) -> dx (contiguous, x's shape).
struct GradInput {
    stats: Tensor,
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
        let dx = grad_input_storage(
            "layer_norm",
            (xs, xl),
            (ws, wl),
            (gs, gl),
            &self.stats,
            false,
        )?;
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
        let (guard, sl) = self.stats.storage_and_layout();
        let Storage::Cuda(st) = &*guard else {
            candle_core::bail!("layer_norm: CUDA backward of a forward on another device");
        };
        let dx = cuda::grad_input(xs, rows_of(xl)?, ws, wl, gs, gl, (st, sl))?;
        Ok((dx, xl.shape().clone()))
    }
}

/// The weight's and bias's gradients (x, grad, stats) -> (2, cols) in the master dtype.
pub(crate) struct GradParams;

impl CustomOp3 for GradParams {
    fn name(&self) -> &'static str {
        "paperfit-layer-norm-grad-params"
    }

    fn cpu_fwd(
        &self,
        xs: &CpuStorage,
        xl: &Layout,
        gs: &CpuStorage,
        gl: &Layout,
        ss: &CpuStorage,
        sl: &Layout,
    ) -> Result<(CpuStorage, Shape)> {
        let rows = rows_of(xl)?;
        if ss.dtype() != master_dtype(xs.dtype()) {
            candle_core::bail!(
                "layer_norm: statistics {:?} for {:?}",
                ss.dtype(),
                xs.dtype()
            );
        }
        let sums = with_elem!(xs.dtype(), |T, W| {
            W::to_cpu_storage_owned(grad_params_cpu::<T, W>(
                xs.as_slice::<T>()?,
                rows,
                slice(gs, gl, "layer_norm gradient")?,
                slice(ss, sl, "layer_norm statistics")?,
            ))
        });
        Ok((sums, Shape::from((2, rows.cols))))
    }

    #[cfg(feature = "cuda")]
    fn cuda_fwd(
        &self,
        xs: &candle_core::CudaStorage,
        xl: &Layout,
        gs: &candle_core::CudaStorage,
        gl: &Layout,
        ss: &candle_core::CudaStorage,
        sl: &Layout,
    ) -> Result<(candle_core::CudaStorage, Shape)> {
        let rows = rows_of(xl)?;
        let sums = cuda::grad_params(xs, rows, gs, gl, (ss, sl))?;
        Ok((sums, Shape::from((2, rows.cols))))
    }
}

#[cfg(feature = "cuda")]
pub(crate) mod cuda {
    use candle_core::backend::BackendStorage;
    use candle_core::{CudaStorage, Layout, Result};

    use super::Rows;
    use crate::cuda::launch_kernel;
    use crate::cuda::{self as k, LAYER_NORM};
    use crate::reduce;

    pub(crate) const ROWS_PER_BLOCK: u32 = 8;

    /// Row geometry as the kernels take it: rows, cols, rows per group, and the first row's
    /// offset, the row stride and the group stride.
    pub(crate) fn geometry(rows: Rows) -> (i32, i32, i32, [u64; 3]) {
        let at = [rows.offset, rows.stride, rows.outer].map(|v| v as u64);
        (rows.rows as i32, rows.cols as i32, rows.inner as i32, at)
    }

    /// (normalised rows, statistics (rows, 2) f32).
    pub(crate) fn forward(
        xs: &CudaStorage,
        rows: Rows,
        ws: &CudaStorage,
        wl: &Layout,
        bs: &CudaStorage,
        bl: &Layout,
        eps: f64,
    ) -> Result<(CudaStorage, CudaStorage)> {
        let dev = &xs.device;
        let dtype = xs.dtype();
        let name = k::kernel_name("layer_norm_fwd", dtype)?;
        let w = k::view::<f32>(ws, wl, "layer_norm weight")?;
        let b = k::view::<f32>(bs, bl, "layer_norm bias")?;
        // SAFETY: every element is written (by the next launch or copy) before anything reads it.
        let stats = unsafe { k::alloc::<f32>(dev, 2 * rows.rows) }?;
        let (r, c, inner, at) = geometry(rows);
        let e = eps as f32;
        let cfg = k::warp_per_row(rows.rows, ROWS_PER_BLOCK);
        let y = crate::cuda::with_cuda_elem!(dtype, |T| {
            let x = xs.as_cuda_slice::<T>()?;
            // SAFETY: every element is written (by the next launch or copy) before anything reads it.
            let y = unsafe { k::alloc::<T>(dev, rows.rows * rows.cols) }?;
            launch_kernel!(
                dev,
                LAYER_NORM,
                name,
                cfg,
                [x, &at[0], &at[1], &at[2], &inner, &w, &b, &y, &stats, &r, &c, &e]
            )?;
            k::storage(y, dev)
        });
        Ok((y, k::storage(stats, dev)))
    }

    pub(crate) fn grad_input(
        xs: &CudaStorage,
        rows: Rows,
        ws: &CudaStorage,
        wl: &Layout,
        gs: &CudaStorage,
        gl: &Layout,
        (ss, sl): (&CudaStorage, &Layout),
    ) -> Result<CudaStorage> {
        let dev = &xs.device;
        let dtype = xs.dtype();
        let name = k::kernel_name("layer_norm_bwd_input", dtype)?;
        let w = k::view::<f32>(ws, wl, "layer_norm weight")?;
        let stats = k::view::<f32>(ss, sl, "layer_norm statistics")?;
        let (r, c, inner, at) = geometry(rows);
        let cfg = k::warp_per_row(rows.rows, ROWS_PER_BLOCK);
        Ok(crate::cuda::with_cuda_elem!(dtype, |T| {
            let x = xs.as_cuda_slice::<T>()?;
            let g = k::view::<T>(gs, gl, "layer_norm gradient")?;
            // SAFETY: every element is written (by the next launch or copy) before anything reads it.
            let dx = unsafe { k::alloc::<T>(dev, rows.rows * rows.cols) }?;
            launch_kernel!(
                dev,
                LAYER_NORM,
                name,
                cfg,
                [x, &at[0], &at[1], &at[2], &inner, &w, &g, &stats, &dx, &r, &c]
            )?;
            k::storage(dx, dev)
        }))
    }

    pub(crate) fn grad_params(
        xs: &CudaStorage,
        rows: Rows,
        gs: &CudaStorage,
        gl: &Layout,
        (ss, sl): (&CudaStorage, &Layout),
    ) -> Result<CudaStorage> {
        let dev = &xs.device;
        let dtype = xs.dtype();
        let name = k::kernel_name("layer_norm_bwd_params", dtype)?;
        let stats = k::view::<f32>(ss, sl, "layer_norm statistics")?;
        // 32 columns per block, the rows in splits whose partial sums are added in order.
        let splits = reduce::row_splits(rows.rows);
        // SAFETY: every element is written (by the next launch or copy) before anything reads it.
        let part = unsafe { k::alloc::<f32>(dev, splits * 2 * rows.cols) }?;
        let (r, c, inner, at) = geometry(rows);
        let cfg = k::column_split(rows.rows, rows.cols);
        crate::cuda::with_cuda_elem!(dtype, |T| {
            let x = xs.as_cuda_slice::<T>()?;
            let g = k::view::<T>(gs, gl, "layer_norm gradient")?;
            launch_kernel!(
                dev,
                LAYER_NORM,
                name,
                cfg,
                [x, &at[0], &at[1], &at[2], &inner, &g, &stats, &part, &r, &c]
            )?;
        });
        let sums = k::sum_splits(dev, &part, splits, 2 * rows.cols)?;
        Ok(k::storage(sums, dev))
    }
}
