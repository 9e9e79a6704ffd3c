//! The sum of two tensors of one shape and dtype as one op: the residual stream's add in a
//! transformer block, and the backward's sum of two gradients reaching one node (the vendored
//! candle-core's `set_gradient_sum` hook, which [`install_gradient_sum`] sets). candle's own
//! add moves half-precision CUDA memory two bytes at a time: on an H200 its 49 launches were
//! 2.6 ms of ViT-B/16's 32 ms of kernel time, at about a quarter of the card's bandwidth. This
//! one moves it in 16-byte packs.
//!
//! Same bits as candle's add on both devices: each element is `a + b` computed in f32 (f64 for
//! f64) and rounded once to the dtype. For f16 and bf16 that is the correctly rounded sum
//! candle's half-precision add gives (an f32 sum of two values of at most 11 significant bits
//! rounds to half precision as the exact sum does: f32 keeps more than twice their bits), which a
//! test holds the CPU twin to and the doctor the CUDA kernel.

use candle_core::backend::BackendStorage;
use candle_core::{CpuStorage, CustomOp2, DType, Layout, Result, Shape, Tensor, WithDType};
use rayon::prelude::*;

use crate::cpu::with_elem;
use crate::cpu::{slice, Elem};

/// `a + b` with gradients (the incoming one to each operand that tracks one), through the op
/// where both are contiguous floating-point tensors of one shape, dtype and device; else
/// candle's add.
pub fn sum(a: &Tensor, b: &Tensor) -> Result<Tensor> {
    match runs_fused(a, b) {
        true => a.apply_op2(b, Sum),
        false => a.add(b),
    }
}

/// [`sum`] without a gradient: the backward's sum of two gradients of one node.
pub fn sum_detached(a: &Tensor, b: &Tensor) -> Result<Tensor> {
    match runs_fused(a, b) {
        true => a.apply_op2_no_bwd(b, &Sum),
        false => a.add(b),
    }
}

/// Makes the backward add the gradients of a node with [`sum_detached`] (the same bits as
/// candle's add, in 16-byte packs on CUDA). Idempotent; the first installer wins.
pub fn install_gradient_sum() {
    candle_core::backprop::set_gradient_sum(sum_detached);
}

/// Whether the op takes `a` and `b`: CUDA's kernels are f32, f16 and bf16 (f64 stays
/// candle's there), the CPU twin also f64.
fn runs_fused(a: &Tensor, b: &Tensor) -> bool {
    let dtype = match a.dtype() {
        DType::F32 | DType::F16 | DType::BF16 => true,
        DType::F64 => a.device().is_cpu(),
        _ => false,
    };
    dtype
        && a.dims() == b.dims()
        && a.dtype() == b.dtype()
        && a.device().same_device(b.device())
        && a.is_contiguous()
        && b.is_contiguous()
}

/// Elements per rayon task.
const CHUNK: usize = 16_384;

/// The CPU twin: `a + b` element by element, in the accumulator's precision, rounded once.
pub(crate) fn sum_cpu<T: Elem>(a: &[T], b: &[T]) -> Vec<T> {
    let mut out = vec![T::from_f64(0.0); a.len()];
    out.par_chunks_mut(CHUNK).enumerate().for_each(|(i, o)| {
        let start = i * CHUNK;
        let (ac, bc) = (&a[start..start + o.len()], &b[start..start + o.len()]);
        for ((o, x), y) in o.iter_mut().zip(ac).zip(bc) {
            *o = T::store(x.load() + y.load());
        }
    });
    out
}

struct Sum;

impl CustomOp2 for Sum {
    fn name(&self) -> &'static str {
        "paperfit-sum"
    }

    fn cpu_fwd(
        &self,
        a: &CpuStorage,
        al: &Layout,
        b: &CpuStorage,
        bl: &Layout,
    ) -> Result<(CpuStorage, Shape)> {
        let out = with_elem!(a.dtype(), |T| {
            T::to_cpu_storage_owned(sum_cpu::<T>(slice(a, al, "sum")?, slice(b, bl, "sum")?))
        });
        Ok((out, al.shape().clone()))
    }

    #[cfg(feature = "cuda")]
    fn cuda_fwd(
        &self,
        a: &candle_core::CudaStorage,
        al: &Layout,
        b: &candle_core::CudaStorage,
        bl: &Layout,
    ) -> Result<(candle_core::CudaStorage, Shape)> {
        Ok((cuda::forward(a, al, b, bl)?, al.shape().clone()))
    }

    fn bwd(
        &self,
        a: &Tensor,
        b: &Tensor,
        _res: &Tensor,
        grad: &Tensor,
    ) -> Result<(Option<Tensor>, Option<Tensor>)> {
        let wanted = |t: &Tensor| t.track_op().then(|| grad.clone());
        Ok((wanted(a), wanted(b)))
    }
}

#[cfg(feature = "cuda")]
mod cuda {
    use candle_core::backend::BackendStorage;
    use candle_core::{CudaStorage, Layout, Result};

    use crate::cuda::launch_kernel;
    use crate::cuda::{self as k, SUM};

    pub(crate) fn forward(
        a: &CudaStorage,
        al: &Layout,
        b: &CudaStorage,
        bl: &Layout,
    ) -> Result<CudaStorage> {
        let dev = &a.device;
        let n = al.shape().elem_count();
        let name = k::kernel_name("sum_pairs", a.dtype())?;
        let count = n as u64;
        Ok(crate::cuda::with_cuda_elem!(a.dtype(), |T| {
            let av = k::view::<T>(a, al, "sum")?;
            let bv = k::view::<T>(b, bl, "sum")?;
            // SAFETY: every element is written (by the next launch) before anything reads it.
            let y = unsafe { k::alloc::<T>(dev, n) }?;
            launch_kernel!(dev, SUM, name, k::packed(n), [&av, &bv, &y, &count])?;
            k::storage(y, dev)
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use candle_core::Device;

    /// The twin against candle's add in every dtype, on values whose exponents differ by up to
    /// 2^40 (where a double rounding would show): the same bits.
    #[test]
    fn the_twin_gives_candle_adds_bits_in_every_dtype() {
        let n = 40_000;
        let values = |seed: f64| -> Vec<f64> {
            (0..n)
                .map(|i| {
                    let x = ((i as f64 + seed) * 0.618_033_988_7).fract() - 0.5;
                    x * 2f64.powi((i % 41) as i32 - 20)
                })
                .collect()
        };
        let dev = Device::Cpu;
        for dtype in [DType::F64, DType::F32, DType::F16, DType::BF16] {
            let a = Tensor::from_vec(values(0.3), n, &dev)
                .unwrap()
                .to_dtype(dtype)
                .unwrap();
            let b = Tensor::from_vec(values(7.1), n, &dev)
                .unwrap()
                .to_dtype(dtype)
                .unwrap();
            let ours = sum_detached(&a, &b).unwrap().to_dtype(DType::F64).unwrap();
            let candle = a.add(&b).unwrap().to_dtype(DType::F64).unwrap();
            let bits = |t: &Tensor| -> Vec<u64> {
                t.to_vec1::<f64>()
                    .unwrap()
                    .iter()
                    .map(|v| v.to_bits())
                    .collect()
            };
            assert_eq!(bits(&ours), bits(&candle), "{dtype:?}");
        }
    }

    /// Operands the op does not take (a broadcast, a transposed view) go to candle's add.
    #[test]
    fn operands_the_op_does_not_take_go_to_candles_add() {
        let dev = Device::Cpu;
        let a = Tensor::arange(0f32, 6.0, &dev)
            .unwrap()
            .reshape((2, 3))
            .unwrap();
        let t = Tensor::arange(0f32, 6.0, &dev)
            .unwrap()
            .reshape((3, 2))
            .unwrap()
            .t()
            .unwrap();
        let want = a.add(&t).unwrap().to_vec2::<f32>().unwrap();
        assert_eq!(sum(&a, &t).unwrap().to_vec2::<f32>().unwrap(), want);
    }
}
