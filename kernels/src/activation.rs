//! The transformers' MLP activations as one op each, forward and backward: exact (erf) GELU,
//! PyTorch's default and timm's, and OpenAI CLIP's QuickGELU `x sigmoid(1.702 x)`. The
//! composed references (`reference::gelu` and `reference::quick_gelu` in paperfit's tests) keep five and
//! six graph nodes alive per activation; this keeps one, its input. The CPU twin's f32 GELU is
//! vectorised (`vector_math`: PyTorch's own CPU erf).

use candle_core::backend::BackendStorage;
use candle_core::{CpuStorage, CustomOp1, CustomOp2, Layout, Result, Shape, Tensor, WithDType};
use rayon::prelude::*;

use super::cpu::{slice, Acc, Elem};
use crate::cpu::with_elem;

/// Which activation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// `0.5 x (1 + erf(x / sqrt 2))`.
    Gelu,
    /// `x sigmoid(1.702 x)`.
    QuickGelu,
}

impl Kind {
    fn name(self) -> &'static str {
        match self {
            Kind::Gelu => "gelu",
            Kind::QuickGelu => "quick_gelu",
        }
    }

    /// The activation of each value in place, or with `derivative` its derivative.
    fn apply_in_place<A: Acc>(self, values: &mut [A], derivative: bool) {
        match self {
            Kind::Gelu => A::gelu_in_place(values, derivative),
            Kind::QuickGelu => {
                let k = A::from_f64(1.702);
                for v in values.iter_mut() {
                    let x = *v;
                    let s = A::ONE / (A::ONE + (-(k * x)).exp());
                    *v = if derivative {
                        s + x * k * s * (A::ONE - s)
                    } else {
                        x * s
                    };
                }
            }
        }
    }
}

/// The activation `kind` of `x`, in `x`'s dtype.
pub fn fused_activation(x: &Tensor, kind: Kind) -> Result<Tensor> {
    x.contiguous()?.apply_op1(Activation(kind))
}

/// Elements per rayon task.
const CHUNK: usize = 16_384;

/// The forward on the CPU.
pub(crate) fn forward_cpu<T: Elem>(x: &[T], kind: Kind) -> Vec<T> {
    map_chunks(x, None, kind)
}

/// The input's gradient on the CPU: `grad * act'(x)`.
pub(crate) fn backward_cpu<T: Elem>(x: &[T], g: &[T], kind: Kind) -> Vec<T> {
    map_chunks(x, Some(g), kind)
}

/// `kind` of each element (with `g`, its derivative times `g`), chunk by chunk: a chunk is
/// widened into a buffer and computed in place there, so the GELU's f32 loop vectorises.
fn map_chunks<T: Elem>(x: &[T], g: Option<&[T]>, kind: Kind) -> Vec<T> {
    let mut out = vec![T::store(T::A::ZERO); x.len()];
    out.par_chunks_mut(CHUNK).enumerate().for_each(|(i, o)| {
        let range = i * CHUNK..i * CHUNK + o.len();
        let mut values: Vec<T::A> = x[range.clone()].iter().map(|v| v.load()).collect();
        kind.apply_in_place(&mut values, g.is_some());
        match g {
            Some(g) => {
                for ((o, d), gv) in o.iter_mut().zip(&values).zip(&g[range]) {
                    *o = T::store(gv.load() * *d);
                }
            }
            None => {
                for (o, v) in o.iter_mut().zip(&values) {
                    *o = T::store(*v);
                }
            }
        }
    });
    out
}

struct Activation(Kind);

impl CustomOp1 for Activation {
    fn name(&self) -> &'static str {
        match self.0 {
            Kind::Gelu => "paperfit-gelu",
            Kind::QuickGelu => "paperfit-quick-gelu",
        }
    }

    fn cpu_fwd(&self, s: &CpuStorage, l: &Layout) -> Result<(CpuStorage, Shape)> {
        let out = with_elem!(s.dtype(), |T| {
            T::to_cpu_storage_owned(forward_cpu::<T>(slice(s, l, self.0.name())?, self.0))
        });
        Ok((out, l.shape().clone()))
    }

    #[cfg(feature = "cuda")]
    fn cuda_fwd(
        &self,
        s: &candle_core::CudaStorage,
        l: &Layout,
    ) -> Result<(candle_core::CudaStorage, Shape)> {
        Ok((cuda::forward(s, l, self.0)?, l.shape().clone()))
    }

    fn bwd(&self, x: &Tensor, _y: &Tensor, grad: &Tensor) -> Result<Option<Tensor>> {
        let dx = x
            .detach()
            .apply_op2_no_bwd(&grad.contiguous()?, &ActivationGrad(self.0))?;
        Ok(Some(dx))
    }
}

/// (x, grad) -> grad * act'(x).
struct ActivationGrad(Kind);

impl CustomOp2 for ActivationGrad {
    fn name(&self) -> &'static str {
        "paperfit-activation-grad"
    }

    fn cpu_fwd(
        &self,
        xs: &CpuStorage,
        xl: &Layout,
        gs: &CpuStorage,
        gl: &Layout,
    ) -> Result<(CpuStorage, Shape)> {
        let out = with_elem!(xs.dtype(), |T| {
            T::to_cpu_storage_owned(backward_cpu::<T>(
                slice(xs, xl, self.0.name())?,
                slice(gs, gl, self.0.name())?,
                self.0,
            ))
        });
        Ok((out, xl.shape().clone()))
    }

    #[cfg(feature = "cuda")]
    fn cuda_fwd(
        &self,
        xs: &candle_core::CudaStorage,
        xl: &Layout,
        gs: &candle_core::CudaStorage,
        gl: &Layout,
    ) -> Result<(candle_core::CudaStorage, Shape)> {
        Ok((cuda::backward(xs, xl, gs, gl, self.0)?, xl.shape().clone()))
    }
}

#[cfg(feature = "cuda")]
mod cuda {
    use candle_core::backend::BackendStorage;
    use candle_core::{CudaStorage, Layout, Result};

    use super::Kind;
    use crate::cuda::launch_kernel;
    use crate::cuda::{self as k, ACTIVATION};

    fn kind_code(kind: Kind) -> i32 {
        match kind {
            Kind::Gelu => 0,
            Kind::QuickGelu => 1,
        }
    }

    pub(crate) fn forward(s: &CudaStorage, l: &Layout, kind: Kind) -> Result<CudaStorage> {
        let dev = &s.device;
        let n = l.shape().elem_count();
        let name = k::kernel_name("activation_fwd", s.dtype())?;
        let (count, code) = (n as u64, kind_code(kind));
        Ok(crate::cuda::with_cuda_elem!(s.dtype(), |T| {
            let x = k::view::<T>(s, l, "activation input")?;
            // SAFETY: every element is written (by the next launch or copy) before anything reads it.
            let y = unsafe { k::alloc::<T>(dev, n) }?;
            launch_kernel!(dev, ACTIVATION, name, k::packed(n), [&x, &y, &count, &code])?;
            k::storage(y, dev)
        }))
    }

    pub(crate) fn backward(
        xs: &CudaStorage,
        xl: &Layout,
        gs: &CudaStorage,
        gl: &Layout,
        kind: Kind,
    ) -> Result<CudaStorage> {
        let dev = &xs.device;
        let n = xl.shape().elem_count();
        let name = k::kernel_name("activation_bwd", xs.dtype())?;
        let (count, code) = (n as u64, kind_code(kind));
        Ok(crate::cuda::with_cuda_elem!(xs.dtype(), |T| {
            let x = k::view::<T>(xs, xl, "activation input")?;
            let g = k::view::<T>(gs, gl, "activation gradient")?;
            // SAFETY: every element is written (by the next launch or copy) before anything reads it.
            let dx = unsafe { k::alloc::<T>(dev, n) }?;
            launch_kernel!(
                dev,
                ACTIVATION,
                name,
                k::packed(n),
                [&x, &g, &dx, &count, &code]
            )?;
            k::storage(dx, dev)
        }))
    }
}
