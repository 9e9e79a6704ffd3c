//! A pre-norm transformer block's residual sum and the layer norm after it as one op:
//! `h = x + branch`, `y = layer_norm(h)`. The forward reads `x` and `branch` once and writes `h`
//! and `y` (one launch instead of an add and a norm that reads `h` back); the backward takes
//! the gradients of both and gives `dh + layer_norm'(dy)` to `x` and `branch` in one pass per
//! row, plus the norm's weight and bias gradients from the same reduction as
//! [`super::fused_layer_norm`].
//!
//! Same bits as the add and the norm composed (`x + branch` in `x`'s dtype, then
//! [`super::fused_layer_norm`]): `h` is rounded to the dtype before the statistics are taken,
//! and the input gradient is the norm's rounded to the dtype, then added to `dh` and rounded,
//! the sum candle's autograd forms of the two paths. The CPU twin is `layer_norm`'s own code
//! with that one addition; the CUDA kernels are `layer_norm.cu`'s.
//!
//! The two outputs are one tensor `(2, ..x's dims)` whose halves are `h` and `y`; both views
//! are contiguous. candle hands the op the gradient of that tensor, which its autograd builds
//! from the two halves' gradients by padding each with zeros and adding them (candle's
//! backward of a narrow): two fills and three copies of the packed size that the composed
//! add-then-norm does not make. Which of the two is faster on a GPU is not measured yet.

use candle_core::backend::BackendStorage;
use candle_core::{CpuStorage, CustomOp3, Layout, Result, Shape, Storage, Tensor, WithDType};
use rayon::prelude::*;

use super::cpu::{master_dtype, min_rows, slice, Acc, Elem};
use super::layer_norm::{self, rows_of, GradParams, Rows};
use crate::cpu::with_elem;
use crate::saved::Saved;

/// `(h, y)`: `h = x + branch` in `x`'s dtype and `y = layer_norm(h)` over the last dimension
/// with `weight` and `bias` (cast to the master dtype if they are not in it), as the add and
/// [`super::fused_layer_norm`] composed. `branch` has `x`'s shape and dtype; `x` may be a slice
/// of a wider tensor whose rows the layer norm reads in place (DCAL's token streams).
pub fn fused_residual_layer_norm(
    x: &Tensor,
    branch: &Tensor,
    weight: &Tensor,
    bias: &Tensor,
    eps: f64,
) -> Result<(Tensor, Tensor)> {
    if x.dims() != branch.dims() || x.dtype() != branch.dtype() {
        candle_core::bail!(
            "residual_layer_norm: branch {:?} {:?} does not match the stream {:?} {:?}",
            branch.dims(),
            branch.dtype(),
            x.dims(),
            x.dtype()
        );
    }
    let cols = x.dim(candle_core::D::Minus1)?;
    let master = master_dtype(x.dtype());
    if weight.dims() != [cols] || bias.dims() != [cols] {
        candle_core::bail!(
            "residual_layer_norm: weight {:?} and bias {:?} do not match the last dimension of {:?}",
            weight.dims(),
            bias.dims(),
            x.dims()
        );
    }
    let x = match Rows::of(x.layout()) {
        Some(_) => x.clone(),
        None => x.contiguous()?,
    };
    let params = Tensor::stack(&[weight.to_dtype(master)?, bias.to_dtype(master)?], 0)?;
    let packed = x.apply_op3(
        &branch.contiguous()?,
        &params,
        ResidualLayerNorm {
            eps,
            saved: Saved::new("residual_layer_norm"),
        },
    )?;
    Ok((packed.get(0)?, packed.get(1)?))
}

struct ResidualLayerNorm {
    eps: f64,
    /// Each row's (mean, rstd) of `h` in the master dtype.
    saved: Saved,
}

/// The shape of the packed output: `(2, ..x's dims)`.
fn packed_shape(x: &Layout) -> Shape {
    let mut dims = vec![2];
    dims.extend_from_slice(x.dims());
    Shape::from(dims)
}

/// The forward on the CPU: the packed rows of `h` then of `y`, and each row's (mean, rstd).
pub(crate) fn forward_cpu<T: Elem, W: Elem<A = T::A>>(
    x: &[T],
    rows: Rows,
    branch: &[T],
    params: &[W],
    eps: f64,
) -> (Vec<T>, Vec<W>) {
    let (n, cols) = (rows.rows * rows.cols, rows.cols);
    let mut out = vec![T::store(T::A::ZERO); 2 * n];
    let (h, y) = out.split_at_mut(n);
    h.par_chunks_mut(cols)
        .zip(branch.par_chunks(cols))
        .enumerate()
        .with_min_len(min_rows(cols))
        .for_each(|(r, (hr, br))| {
            for ((o, xv), bv) in hr.iter_mut().zip(rows.row(x, r)).zip(br) {
                *o = T::store(xv.load() + bv.load());
            }
        });
    let (w, b) = params.split_at(cols);
    let stats = layer_norm::normalise_into(h, Rows::contiguous(rows.rows, cols), w, b, eps, y);
    (out, stats)
}

impl CustomOp3 for ResidualLayerNorm {
    fn name(&self) -> &'static str {
        "paperfit-residual-layer-norm"
    }

    fn cpu_fwd(
        &self,
        xs: &CpuStorage,
        xl: &Layout,
        bs: &CpuStorage,
        bl: &Layout,
        ps: &CpuStorage,
        pl: &Layout,
    ) -> Result<(CpuStorage, Shape)> {
        let rows = rows_of(xl)?;
        let (out, stats) = with_elem!(xs.dtype(), |T, W| {
            let (out, stats) = forward_cpu::<T, W>(
                xs.as_slice::<T>()?,
                rows,
                slice(bs, bl, "residual_layer_norm branch")?,
                slice(ps, pl, "residual_layer_norm weight and bias")?,
                self.eps,
            );
            (T::to_cpu_storage_owned(out), W::to_cpu_storage_owned(stats))
        });
        self.saved.save(Storage::Cpu(stats), (rows.rows, 2));
        Ok((out, packed_shape(xl)))
    }

    #[cfg(feature = "cuda")]
    fn cuda_fwd(
        &self,
        xs: &candle_core::CudaStorage,
        xl: &Layout,
        bs: &candle_core::CudaStorage,
        bl: &Layout,
        ps: &candle_core::CudaStorage,
        pl: &Layout,
    ) -> Result<(candle_core::CudaStorage, Shape)> {
        let rows = rows_of(xl)?;
        let (out, stats) = cuda::forward(xs, rows, (bs, bl), (ps, pl), self.eps)?;
        self.saved.save(Storage::Cuda(stats), (rows.rows, 2));
        Ok((out, packed_shape(xl)))
    }

    fn bwd(
        &self,
        x: &Tensor,
        branch: &Tensor,
        params: &Tensor,
        packed: &Tensor,
        grad: &Tensor,
    ) -> Result<(Option<Tensor>, Option<Tensor>, Option<Tensor>)> {
        let stats = self.saved.get()?;
        let grad = grad.contiguous()?;
        let h = packed.detach().get(0)?;
        let want_input = x.track_op() || branch.track_op();
        let w = params.detach().get(0)?;
        let dh = match want_input {
            true => Some(h.apply_op3_no_bwd(
                &w,
                &grad,
                &GradResidualInput {
                    stats: stats.clone(),
                },
            )?),
            false => None,
        };
        let dparams = match params.track_op() {
            true => Some(h.apply_op3_no_bwd(&grad.get(1)?, &stats, &GradParams)?),
            false => None,
        };
        let dx = dh.clone().filter(|_| x.track_op());
        let dbranch = dh.filter(|_| branch.track_op());
        Ok((dx, dbranch, dparams))
    }
}

/// The gradient into `h` (h, weight, packed gradient) -> dh + layer_norm'(dy), h's shape.
struct GradResidualInput {
    stats: Tensor,
}

impl CustomOp3 for GradResidualInput {
    fn name(&self) -> &'static str {
        "paperfit-residual-layer-norm-grad-input"
    }

    fn cpu_fwd(
        &self,
        hs: &CpuStorage,
        hl: &Layout,
        ws: &CpuStorage,
        wl: &Layout,
        gs: &CpuStorage,
        gl: &Layout,
    ) -> Result<(CpuStorage, Shape)> {
        let dh = layer_norm::grad_input_storage(
            "residual_layer_norm",
            (hs, hl),
            (ws, wl),
            (gs, gl),
            &self.stats,
            true,
        )?;
        Ok((dh, hl.shape().clone()))
    }

    #[cfg(feature = "cuda")]
    fn cuda_fwd(
        &self,
        hs: &candle_core::CudaStorage,
        hl: &Layout,
        ws: &candle_core::CudaStorage,
        wl: &Layout,
        gs: &candle_core::CudaStorage,
        gl: &Layout,
    ) -> Result<(candle_core::CudaStorage, Shape)> {
        let (guard, sl) = self.stats.storage_and_layout();
        let Storage::Cuda(st) = &*guard else {
            candle_core::bail!("residual_layer_norm: CUDA backward of a forward on another device");
        };
        let dh = cuda::grad_input((hs, hl), (ws, wl), (gs, gl), (st, sl))?;
        Ok((dh, hl.shape().clone()))
    }
}

#[cfg(feature = "cuda")]
mod cuda {
    use candle_core::backend::BackendStorage;
    use candle_core::{CudaStorage, Layout, Result};

    use super::super::layer_norm::cuda::{geometry, ROWS_PER_BLOCK};
    use super::Rows;
    use crate::cuda::launch_kernel;
    use crate::cuda::{self as k, LAYER_NORM};

    /// (packed h and y, statistics (rows, 2) f32).
    pub(crate) fn forward(
        xs: &CudaStorage,
        rows: Rows,
        (bs, bl): (&CudaStorage, &Layout),
        (ps, pl): (&CudaStorage, &Layout),
        eps: f64,
    ) -> Result<(CudaStorage, CudaStorage)> {
        let dev = &xs.device;
        let dtype = xs.dtype();
        let name = k::kernel_name("residual_layer_norm_fwd", dtype)?;
        let params = k::view::<f32>(ps, pl, "residual_layer_norm weight and bias")?;
        let (w, b) = (
            params.slice(0..rows.cols),
            params.slice(rows.cols..2 * rows.cols),
        );
        // SAFETY: every element is written (by the next launch) before anything reads it.
        let stats = unsafe { k::alloc::<f32>(dev, 2 * rows.rows) }?;
        let (r, c, inner, at) = geometry(rows);
        let e = eps as f32;
        let cfg = k::warp_per_row(rows.rows, ROWS_PER_BLOCK);
        let out = crate::cuda::with_cuda_elem!(dtype, |T| {
            let x = xs.as_cuda_slice::<T>()?;
            let branch = k::view::<T>(bs, bl, "residual_layer_norm branch")?;
            // SAFETY: every element is written (by the next launch) before anything reads it.
            let out = unsafe { k::alloc::<T>(dev, 2 * rows.rows * rows.cols) }?;
            launch_kernel!(
                dev,
                LAYER_NORM,
                name,
                cfg,
                [x, &at[0], &at[1], &at[2], &inner, &branch, &w, &b, &out, &stats, &r, &c, &e]
            )?;
            k::storage(out, dev)
        });
        Ok((out, k::storage(stats, dev)))
    }

    /// dh + layer_norm'(dy) from the packed gradient, h contiguous.
    pub(crate) fn grad_input(
        (hs, hl): (&CudaStorage, &Layout),
        (ws, wl): (&CudaStorage, &Layout),
        (gs, gl): (&CudaStorage, &Layout),
        (ss, sl): (&CudaStorage, &Layout),
    ) -> Result<CudaStorage> {
        let dev = &hs.device;
        let dtype = hs.dtype();
        let rows = super::rows_of(hl)?;
        let name = k::kernel_name("residual_layer_norm_bwd_input", dtype)?;
        let w = k::view::<f32>(ws, wl, "residual_layer_norm weight")?;
        let stats = k::view::<f32>(ss, sl, "residual_layer_norm statistics")?;
        let (r, c) = (rows.rows as i32, rows.cols as i32);
        let cfg = k::warp_per_row(rows.rows, ROWS_PER_BLOCK);
        Ok(crate::cuda::with_cuda_elem!(dtype, |T| {
            let h = k::view::<T>(hs, hl, "residual_layer_norm sum")?;
            let g = k::view::<T>(gs, gl, "residual_layer_norm gradient")?;
            // SAFETY: every element is written (by the next launch) before anything reads it.
            let dh = unsafe { k::alloc::<T>(dev, rows.rows * rows.cols) }?;
            launch_kernel!(
                dev,
                LAYER_NORM,
                name,
                cfg,
                [&h, &w, &g, &stats, &dh, &r, &c]
            )?;
            k::storage(dh, dev)
        }))
    }
}
