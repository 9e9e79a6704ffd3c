//! The end of a squeeze-and-excitation block (timm's `Bottleneck` with `SEModule`: the gate after
//! the last batch norm, then the shortcut, then ReLU), `relu(x * sigmoid(s) + shortcut)`, as one
//! graph node: one pass reads the normalised map and the shortcut and writes the block's output;
//! the gated map is never stored, nor kept for backward.
//!
//! The batch norm before it stays its own op: the SE branch averages its output over the
//! positions to compute `s`, so that output exists before the gate in any case.
//!
//! Backward, from the output (kept anyway: the next block reads it) and the op's inputs: the
//! masked gradient `m` (where the output is positive) is the shortcut's gradient; `m` gated by
//! `sigmoid(s)` is the map's, and `sigmoid'(s) * sum(m * x)` per plane the gates'
//! ([`crate::channel_gate`]'s backward kernels with `m` for the incoming gradient).

use candle_core::backend::BackendStorage;
use candle_core::WithDType;
use candle_core::{CpuStorage, CustomOp3, Layout, Result, Shape, Tensor};
use rayon::prelude::*;

use crate::channels::{sigmoid, ChannelGate, GateGradS, ReluGrad};
use crate::cpu::{min_rows, slice, with_elem, Acc, Elem};

/// `relu(x * sigmoid(s) + residual)` for `x` and `residual` (n, c, h, w) and `s` (n, c), all of
/// one dtype.
pub fn gate_add_relu(x: &Tensor, s: &Tensor, residual: &Tensor) -> Result<Tensor> {
    let (n, c, h, w) = x.dims4()?;
    if s.dims() != [n, c] || residual.dims() != x.dims() {
        candle_core::bail!(
            "gate_add_relu: gates {:?} and residual {:?} for {:?}",
            s.dims(),
            residual.dims(),
            x.dims()
        );
    }
    if s.dtype() != x.dtype() || residual.dtype() != x.dtype() {
        candle_core::bail!(
            "gate_add_relu: gates {:?} and residual {:?} for an input in {:?}",
            s.dtype(),
            residual.dtype(),
            x.dtype()
        );
    }
    x.contiguous()?.apply_op3(
        &s.contiguous()?,
        &residual.contiguous()?,
        GateAddRelu { p: h * w },
    )
}

/// `relu(x * sigmoid(s) + r)` per plane of `p` positions: the product rounded, then the sum
/// (the CUDA kernel's order).
pub(crate) fn gate_add_relu_cpu<T: Elem>(x: &[T], s: &[T], r: &[T], p: usize) -> Vec<T> {
    let mut y = vec![T::store(T::A::ZERO); x.len()];
    y.par_chunks_mut(p)
        .zip(x.par_chunks(p))
        .zip(r.par_chunks(p))
        .zip(s.par_iter())
        .with_min_len(min_rows(p))
        .for_each(|(((yp, xp), rp), sv)| {
            let gate = sigmoid(sv.load());
            for ((o, v), rv) in yp.iter_mut().zip(xp).zip(rp) {
                let out = v.load() * gate + rv.load();
                *o = T::store(if out > T::A::ZERO { out } else { T::A::ZERO });
            }
        });
    y
}

struct GateAddRelu {
    p: usize,
}

impl CustomOp3 for GateAddRelu {
    fn name(&self) -> &'static str {
        "paperfit-gate-add-relu"
    }

    fn cpu_fwd(
        &self,
        xs: &CpuStorage,
        xl: &Layout,
        ss: &CpuStorage,
        sl: &Layout,
        rs: &CpuStorage,
        rl: &Layout,
    ) -> Result<(CpuStorage, Shape)> {
        let y = with_elem!(xs.dtype(), |T| {
            T::to_cpu_storage_owned(gate_add_relu_cpu::<T>(
                slice(xs, xl, "gate_add_relu input")?,
                slice(ss, sl, "gate_add_relu gates")?,
                slice(rs, rl, "gate_add_relu residual")?,
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
        rs: &candle_core::CudaStorage,
        rl: &Layout,
    ) -> Result<(candle_core::CudaStorage, Shape)> {
        let y = cuda::gate_add_relu([(xs, xl), (ss, sl), (rs, rl)], self.p)?;
        Ok((y, xl.shape().clone()))
    }

    fn bwd(
        &self,
        x: &Tensor,
        s: &Tensor,
        residual: &Tensor,
        y: &Tensor,
        grad: &Tensor,
    ) -> Result<(Option<Tensor>, Option<Tensor>, Option<Tensor>)> {
        if !x.track_op() && !s.track_op() && !residual.track_op() {
            return Ok((None, None, None));
        }
        let masked = grad
            .contiguous()?
            .apply_op2_no_bwd(&y.detach(), &ReluGrad)?;
        let p = self.p;
        let dx = match x.track_op() {
            true => Some(masked.apply_op2_no_bwd(&s.detach(), &ChannelGate { p })?),
            false => None,
        };
        let ds = match s.track_op() {
            true => Some(masked.apply_op3_no_bwd(&x.detach(), &s.detach(), &GateGradS { p })?),
            false => None,
        };
        Ok((dx, ds, residual.track_op().then_some(masked)))
    }
}

#[cfg(feature = "cuda")]
mod cuda {
    use candle_core::backend::BackendStorage;
    use candle_core::{CudaStorage, Layout, Result};

    use crate::cuda::{self as k, launch_kernel, with_cuda_elem, CHANNELS};

    type Operand<'a> = (&'a CudaStorage, &'a Layout);

    /// `gate_add_relu` in `cuda/channels.cu`.
    pub(crate) fn gate_add_relu(
        [(xs, xl), (ss, sl), (rs, rl)]: [Operand; 3],
        p: usize,
    ) -> Result<CudaStorage> {
        let dev = &xs.device;
        let len = xl.shape().elem_count();
        let name = k::kernel_name("gate_add_relu", xs.dtype())?;
        let (count, cols) = (len as u64, p as i32);
        Ok(with_cuda_elem!(xs.dtype(), |T| {
            let x = k::view::<T>(xs, xl, "gate_add_relu input")?;
            let s = k::view::<T>(ss, sl, "gate_add_relu gates")?;
            let r = k::view::<T>(rs, rl, "gate_add_relu residual")?;
            // SAFETY: every element is written (by the next launch or copy) before anything reads it.
            let y = unsafe { k::alloc::<T>(dev, len) }?;
            launch_kernel!(
                dev,
                CHANNELS,
                name,
                k::packed(len),
                [&x, &s, &r, &y, &count, &cols]
            )?;
            k::storage(y, dev)
        }))
    }
}
