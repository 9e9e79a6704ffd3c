//! Per-channel ops of the convolutional nets, each one graph node that keeps only its output:
//!
//! - [`spatial_mean`]: global average pooling, (n, c, h, w) -> (n, c);
//! - [`channel_gate`]: squeeze-and-excitation's `x * sigmoid(s)` with `s` (n, c) broadcast over
//!   the positions (the sigmoid, the broadcast and the product without intermediate tensors);
//! - [`add_relu`]: a residual block's `relu(a + b)`;
//! - [`gate_add_relu`] (`se_gate.rs`): an SE block's end, `relu(x * sigmoid(s) + shortcut)`.
//!
//! Sums run in f32 (f64 in gradient checks) whatever the storage dtype.

use candle_core::backend::BackendStorage;
use candle_core::WithDType;
use candle_core::{CpuStorage, CustomOp1, CustomOp2, CustomOp3, Layout, Result, Shape, Tensor};
use rayon::prelude::*;

use super::cpu::{min_rows, slice, with_elem, Acc, Elem};

/// The mean of each (image, channel) plane of `x` (n, c, h, w): (n, c) in `x`'s dtype.
pub fn spatial_mean(x: &Tensor) -> Result<Tensor> {
    let (_, _, h, w) = x.dims4()?;
    x.contiguous()?.apply_op1(SpatialMean { p: h * w })
}

/// `x * sigmoid(s)` for `x` (n, c, h, w) and `s` (n, c) of the same dtype.
pub fn channel_gate(x: &Tensor, s: &Tensor) -> Result<Tensor> {
    let (n, c, h, w) = x.dims4()?;
    if s.dims() != [n, c] {
        candle_core::bail!("channel_gate: gates {:?} for {:?}", s.dims(), x.dims());
    }
    x.contiguous()?
        .apply_op2(&s.contiguous()?, ChannelGate { p: h * w })
}

/// `relu(a + b)` of two tensors of the same shape and dtype.
pub fn add_relu(a: &Tensor, b: &Tensor) -> Result<Tensor> {
    if a.dims() != b.dims() {
        candle_core::bail!("add_relu: {:?} and {:?}", a.dims(), b.dims());
    }
    a.contiguous()?.apply_op2(&b.contiguous()?, AddRelu)
}

pub(crate) fn sigmoid<A: Acc>(v: A) -> A {
    A::ONE / (A::ONE + (-v).exp())
}

/// Each `p`-element plane's mean.
pub(crate) fn spatial_mean_cpu<T: Elem>(x: &[T], p: usize) -> Vec<T> {
    let inv = T::A::ONE / T::A::from_f64(p as f64);
    x.par_chunks(p)
        .with_min_len(min_rows(p))
        .map(|pl| T::store(pl.iter().map(|v| v.load()).sum::<T::A>() * inv))
        .collect()
}

/// The mean's gradient: each plane's incoming gradient spread evenly over its `p` positions.
pub(crate) fn spatial_mean_grad_cpu<T: Elem>(g: &[T], p: usize) -> Vec<T> {
    let inv = T::A::ONE / T::A::from_f64(p as f64);
    let mut dx = vec![T::store(T::A::ZERO); g.len() * p];
    dx.par_chunks_mut(p)
        .zip(g.par_iter())
        .with_min_len(min_rows(p))
        .for_each(|(d, gv)| d.fill(T::store(gv.load() * inv)));
    dx
}

/// `x * sigmoid(s)` per plane (and, with `g` instead of `x`, the input's gradient).
pub(crate) fn gate_cpu<T: Elem>(x: &[T], s: &[T], p: usize) -> Vec<T> {
    let mut y = vec![T::store(T::A::ZERO); x.len()];
    y.par_chunks_mut(p)
        .zip(x.par_chunks(p))
        .zip(s.par_iter())
        .with_min_len(min_rows(p))
        .for_each(|((yp, xp), sv)| {
            let gate = sigmoid(sv.load());
            for (o, v) in yp.iter_mut().zip(xp) {
                *o = T::store(v.load() * gate);
            }
        });
    y
}

/// The gates' gradient: `sigmoid'(s) * sum(g * x)` per plane.
pub(crate) fn gate_grad_s_cpu<T: Elem>(g: &[T], x: &[T], s: &[T], p: usize) -> Vec<T> {
    g.par_chunks(p)
        .zip(x.par_chunks(p))
        .zip(s.par_iter())
        .with_min_len(min_rows(p))
        .map(|((gp, xp), sv)| {
            let dot: T::A = gp.iter().zip(xp).map(|(a, b)| a.load() * b.load()).sum();
            let gate = sigmoid(sv.load());
            T::store(dot * gate * (T::A::ONE - gate))
        })
        .collect()
}

/// `relu(a + b)`.
pub(crate) fn add_relu_cpu<T: Elem>(a: &[T], b: &[T]) -> Vec<T> {
    a.par_iter()
        .zip(b.par_iter())
        .with_min_len(16_384)
        .map(|(x, y)| {
            let v = x.load() + y.load();
            T::store(if v > T::A::ZERO { v } else { T::A::ZERO })
        })
        .collect()
}

/// `g` where `y > 0`, else 0.
pub(crate) fn relu_grad_cpu<T: Elem>(g: &[T], y: &[T]) -> Vec<T> {
    g.par_iter()
        .zip(y.par_iter())
        .with_min_len(16_384)
        .map(|(gv, yv)| {
            if yv.load() > T::A::ZERO {
                *gv
            } else {
                T::store(T::A::ZERO)
            }
        })
        .collect()
}

struct SpatialMean {
    p: usize,
}

impl CustomOp1 for SpatialMean {
    fn name(&self) -> &'static str {
        "paperfit-spatial-mean"
    }

    fn cpu_fwd(&self, s: &CpuStorage, l: &Layout) -> Result<(CpuStorage, Shape)> {
        let y = with_elem!(s.dtype(), |T| {
            T::to_cpu_storage_owned(spatial_mean_cpu::<T>(
                slice(s, l, "spatial_mean input")?,
                self.p,
            ))
        });
        Ok((y, Shape::from(&l.dims()[..2])))
    }

    #[cfg(feature = "cuda")]
    fn cuda_fwd(
        &self,
        s: &candle_core::CudaStorage,
        l: &Layout,
    ) -> Result<(candle_core::CudaStorage, Shape)> {
        let shape = Shape::from(&l.dims()[..2]);
        Ok((cuda::spatial_mean(s, l, self.p, shape.elem_count())?, shape))
    }

    fn bwd(&self, x: &Tensor, _y: &Tensor, grad: &Tensor) -> Result<Option<Tensor>> {
        let dims = x.dims().to_vec();
        let dx = grad
            .contiguous()?
            .apply_op1_no_bwd(&SpatialMeanGrad { p: self.p, dims })?;
        Ok(Some(dx))
    }
}

struct SpatialMeanGrad {
    p: usize,
    dims: Vec<usize>,
}

impl CustomOp1 for SpatialMeanGrad {
    fn name(&self) -> &'static str {
        "paperfit-spatial-mean-grad"
    }

    fn cpu_fwd(&self, s: &CpuStorage, l: &Layout) -> Result<(CpuStorage, Shape)> {
        let dx = with_elem!(s.dtype(), |T| {
            T::to_cpu_storage_owned(spatial_mean_grad_cpu::<T>(
                slice(s, l, "spatial_mean gradient")?,
                self.p,
            ))
        });
        Ok((dx, Shape::from(self.dims.clone())))
    }

    #[cfg(feature = "cuda")]
    fn cuda_fwd(
        &self,
        s: &candle_core::CudaStorage,
        l: &Layout,
    ) -> Result<(candle_core::CudaStorage, Shape)> {
        let shape = Shape::from(self.dims.clone());
        Ok((
            cuda::spatial_mean_grad(s, l, self.p, shape.elem_count())?,
            shape,
        ))
    }
}

pub(crate) struct ChannelGate {
    pub(crate) p: usize,
}

impl CustomOp2 for ChannelGate {
    fn name(&self) -> &'static str {
        "paperfit-channel-gate"
    }

    fn cpu_fwd(
        &self,
        xs: &CpuStorage,
        xl: &Layout,
        ss: &CpuStorage,
        sl: &Layout,
    ) -> Result<(CpuStorage, Shape)> {
        let y = with_elem!(xs.dtype(), |T| {
            T::to_cpu_storage_owned(gate_cpu::<T>(
                slice(xs, xl, "channel_gate input")?,
                slice(ss, sl, "channel_gate gates")?,
                self.p,
            ))
        });
        Ok((y, xl.shape().clone()))
    }

    #[cfg(feature = "cuda")]
    fn cuda_fwd(
        &self,
        xs: &candle_core::CudaStorage,
        xl: &Layout,
        ss: &candle_core::CudaStorage,
        sl: &Layout,
    ) -> Result<(candle_core::CudaStorage, Shape)> {
        Ok((cuda::gate((xs, xl), (ss, sl), self.p)?, xl.shape().clone()))
    }

    fn bwd(
        &self,
        x: &Tensor,
        s: &Tensor,
        _y: &Tensor,
        grad: &Tensor,
    ) -> Result<(Option<Tensor>, Option<Tensor>)> {
        let grad = grad.contiguous()?;
        let p = self.p;
        // The input's gradient is the gradient gated the same way.
        let dx = match x.track_op() {
            true => Some(grad.apply_op2_no_bwd(&s.detach(), &ChannelGate { p })?),
            false => None,
        };
        let ds = match s.track_op() {
            true => Some(grad.apply_op3_no_bwd(&x.detach(), &s.detach(), &GateGradS { p })?),
            false => None,
        };
        Ok((dx, ds))
    }
}

/// (grad, x, s) -> the gates' gradient (n, c).
pub(crate) struct GateGradS {
    pub(crate) p: usize,
}

impl CustomOp3 for GateGradS {
    fn name(&self) -> &'static str {
        "paperfit-channel-gate-grad"
    }

    fn cpu_fwd(
        &self,
        gs: &CpuStorage,
        gl: &Layout,
        xs: &CpuStorage,
        xl: &Layout,
        ss: &CpuStorage,
        sl: &Layout,
    ) -> Result<(CpuStorage, Shape)> {
        let ds = with_elem!(gs.dtype(), |T| {
            T::to_cpu_storage_owned(gate_grad_s_cpu::<T>(
                slice(gs, gl, "channel_gate gradient")?,
                slice(xs, xl, "channel_gate input")?,
                slice(ss, sl, "channel_gate gates")?,
                self.p,
            ))
        });
        Ok((ds, sl.shape().clone()))
    }

    #[cfg(feature = "cuda")]
    fn cuda_fwd(
        &self,
        gs: &candle_core::CudaStorage,
        gl: &Layout,
        xs: &candle_core::CudaStorage,
        xl: &Layout,
        ss: &candle_core::CudaStorage,
        sl: &Layout,
    ) -> Result<(candle_core::CudaStorage, Shape)> {
        let ds = cuda::gate_grad_s([(gs, gl), (xs, xl), (ss, sl)], self.p)?;
        Ok((ds, sl.shape().clone()))
    }
}

struct AddRelu;

impl CustomOp2 for AddRelu {
    fn name(&self) -> &'static str {
        "paperfit-add-relu"
    }

    fn cpu_fwd(
        &self,
        as_: &CpuStorage,
        al: &Layout,
        bs: &CpuStorage,
        bl: &Layout,
    ) -> Result<(CpuStorage, Shape)> {
        let y = with_elem!(as_.dtype(), |T| {
            T::to_cpu_storage_owned(add_relu_cpu::<T>(
                slice(as_, al, "add_relu operand")?,
                slice(bs, bl, "add_relu operand")?,
            ))
        });
        Ok((y, al.shape().clone()))
    }

    #[cfg(feature = "cuda")]
    fn cuda_fwd(
        &self,
        as_: &candle_core::CudaStorage,
        al: &Layout,
        bs: &candle_core::CudaStorage,
        bl: &Layout,
    ) -> Result<(candle_core::CudaStorage, Shape)> {
        Ok((
            cuda::pair("add_relu", (as_, al), (bs, bl))?,
            al.shape().clone(),
        ))
    }

    fn bwd(
        &self,
        a: &Tensor,
        b: &Tensor,
        y: &Tensor,
        grad: &Tensor,
    ) -> Result<(Option<Tensor>, Option<Tensor>)> {
        if !a.track_op() && !b.track_op() {
            return Ok((None, None));
        }
        let masked = grad
            .contiguous()?
            .apply_op2_no_bwd(&y.detach(), &ReluGrad)?;
        let a_grad = a.track_op().then(|| masked.clone());
        let b_grad = b.track_op().then_some(masked);
        Ok((a_grad, b_grad))
    }
}

/// (grad, y) -> grad where y > 0.
pub(crate) struct ReluGrad;

impl CustomOp2 for ReluGrad {
    fn name(&self) -> &'static str {
        "paperfit-relu-grad"
    }

    fn cpu_fwd(
        &self,
        gs: &CpuStorage,
        gl: &Layout,
        ys: &CpuStorage,
        yl: &Layout,
    ) -> Result<(CpuStorage, Shape)> {
        let dx = with_elem!(gs.dtype(), |T| {
            T::to_cpu_storage_owned(relu_grad_cpu::<T>(
                slice(gs, gl, "relu gradient")?,
                slice(ys, yl, "relu output")?,
            ))
        });
        Ok((dx, gl.shape().clone()))
    }

    #[cfg(feature = "cuda")]
    fn cuda_fwd(
        &self,
        gs: &candle_core::CudaStorage,
        gl: &Layout,
        ys: &candle_core::CudaStorage,
        yl: &Layout,
    ) -> Result<(candle_core::CudaStorage, Shape)> {
        Ok((
            cuda::pair("relu_grad", (gs, gl), (ys, yl))?,
            gl.shape().clone(),
        ))
    }
}

#[cfg(feature = "cuda")]
mod cuda {
    use candle_core::backend::BackendStorage;
    use candle_core::{CudaStorage, Layout, Result};

    use crate::cuda::{self as k, launch_kernel, with_cuda_elem, CHANNELS};

    type Operand<'a> = (&'a CudaStorage, &'a Layout);

    /// (n x c) planes of `p` positions, one warp each: their means.
    pub(crate) fn spatial_mean(
        s: &CudaStorage,
        l: &Layout,
        p: usize,
        planes: usize,
    ) -> Result<CudaStorage> {
        let dev = &s.device;
        let name = k::kernel_name("spatial_mean", s.dtype())?;
        let (rows, cols) = (planes as i32, p as i32);
        Ok(with_cuda_elem!(s.dtype(), |T| {
            let x = k::view::<T>(s, l, "spatial_mean input")?;
            // SAFETY: every element is written (by the next launch or copy) before anything reads it.
            let y = unsafe { k::alloc::<T>(dev, planes) }?;
            launch_kernel!(
                dev,
                CHANNELS,
                name,
                k::warp_per_row(planes, 8),
                [&x, &y, &rows, &cols]
            )?;
            k::storage(y, dev)
        }))
    }

    pub(crate) fn spatial_mean_grad(
        s: &CudaStorage,
        l: &Layout,
        p: usize,
        len: usize,
    ) -> Result<CudaStorage> {
        let dev = &s.device;
        let name = k::kernel_name("spatial_mean_grad", s.dtype())?;
        let (count, cols) = (len as u64, p as i32);
        Ok(with_cuda_elem!(s.dtype(), |T| {
            let g = k::view::<T>(s, l, "spatial_mean gradient")?;
            // SAFETY: every element is written (by the next launch or copy) before anything reads it.
            let dx = unsafe { k::alloc::<T>(dev, len) }?;
            launch_kernel!(
                dev,
                CHANNELS,
                name,
                k::packed(len),
                [&g, &dx, &count, &cols]
            )?;
            k::storage(dx, dev)
        }))
    }

    pub(crate) fn gate((xs, xl): Operand, (ss, sl): Operand, p: usize) -> Result<CudaStorage> {
        let dev = &xs.device;
        let len = xl.shape().elem_count();
        let name = k::kernel_name("channel_gate", xs.dtype())?;
        let (count, cols) = (len as u64, p as i32);
        Ok(with_cuda_elem!(xs.dtype(), |T| {
            let x = k::view::<T>(xs, xl, "channel_gate input")?;
            let s = k::view::<T>(ss, sl, "channel_gate gates")?;
            // SAFETY: every element is written (by the next launch or copy) before anything reads it.
            let y = unsafe { k::alloc::<T>(dev, len) }?;
            launch_kernel!(
                dev,
                CHANNELS,
                name,
                k::packed(len),
                [&x, &s, &y, &count, &cols]
            )?;
            k::storage(y, dev)
        }))
    }

    pub(crate) fn gate_grad_s(
        [(gs, gl), (xs, xl), (ss, sl)]: [Operand; 3],
        p: usize,
    ) -> Result<CudaStorage> {
        let dev = &gs.device;
        let planes = sl.shape().elem_count();
        let name = k::kernel_name("channel_gate_grad", gs.dtype())?;
        let (rows, cols) = (planes as i32, p as i32);
        Ok(with_cuda_elem!(gs.dtype(), |T| {
            let g = k::view::<T>(gs, gl, "channel_gate gradient")?;
            let x = k::view::<T>(xs, xl, "channel_gate input")?;
            let s = k::view::<T>(ss, sl, "channel_gate gates")?;
            // SAFETY: every element is written (by the next launch or copy) before anything reads it.
            let ds = unsafe { k::alloc::<T>(dev, planes) }?;
            launch_kernel!(
                dev,
                CHANNELS,
                name,
                k::warp_per_row(planes, 8),
                [&g, &x, &s, &ds, &rows, &cols]
            )?;
            k::storage(ds, dev)
        }))
    }

    /// An elementwise kernel `kernel` of two operands of the same length.
    pub(crate) fn pair(
        kernel: &'static str,
        (as_, al): Operand,
        (bs, bl): Operand,
    ) -> Result<CudaStorage> {
        let dev = &as_.device;
        let len = al.shape().elem_count();
        let name = k::kernel_name(kernel, as_.dtype())?;
        let count = len as u64;
        Ok(with_cuda_elem!(as_.dtype(), |T| {
            let a = k::view::<T>(as_, al, kernel)?;
            let b = k::view::<T>(bs, bl, kernel)?;
            // SAFETY: every element is written (by the next launch or copy) before anything reads it.
            let y = unsafe { k::alloc::<T>(dev, len) }?;
            launch_kernel!(dev, CHANNELS, name, k::packed(len), [&a, &b, &y, &count])?;
            k::storage(y, dev)
        }))
    }
}
