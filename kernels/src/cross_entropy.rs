//! Cross-entropy with label smoothing over logits as one op: per sample
//! `(1 - s) (lse - x_target) + s (lse - mean_j x_j)` (PyTorch's definition), with `lse` the
//! row's log-sum-exp, computed in f32 (f64 for f64) from logits in any dtype; the backward is
//! `grad (softmax - (1 - s) onehot - s / classes)` in one pass. The composed reference
//! (paperfit's tests, `reference::cross_entropy_sum`) keeps the widened logits, the log-softmax and five
//! more tensors of their size.

use std::sync::Mutex;

use candle_core::backend::BackendStorage;
use candle_core::op::BackpropOp;
use candle_core::{
    CpuStorage, CustomOp2, CustomOp3, DType, Layout, Result, Shape, Storage, Tensor, WithDType,
};
use rayon::prelude::*;

use super::cpu::{master_dtype, min_rows, slice, Acc, Elem};
use crate::cpu::with_elem;

/// The summed cross-entropy of `logits` (n, classes) against `targets` (n, u32) with label
/// smoothing `smoothing`, in f32 (f64 for f64 logits).
pub fn cross_entropy_sum(logits: &Tensor, targets: &Tensor, smoothing: f64) -> Result<Tensor> {
    cross_entropy(logits, targets, smoothing)?.sum_all()
}

/// The per-sample cross-entropy (n) of [`cross_entropy_sum`].
pub fn cross_entropy(logits: &Tensor, targets: &Tensor, smoothing: f64) -> Result<Tensor> {
    let (n, _) = logits.dims2()?;
    if targets.dims() != [n] || targets.dtype() != DType::U32 {
        candle_core::bail!(
            "cross_entropy: targets must be ({n},) u32, got {:?} {:?}",
            targets.dims(),
            targets.dtype()
        );
    }
    logits.contiguous()?.apply_op2(
        &targets.contiguous()?,
        CrossEntropy {
            smoothing,
            lse: Mutex::new(None),
        },
    )
}

struct CrossEntropy {
    smoothing: f64,
    /// Each row's log-sum-exp, from the forward, for the backward.
    lse: Mutex<Option<Tensor>>,
}

/// Per row: (loss, lse).
pub(crate) fn forward_cpu<T: Elem>(
    x: &[T],
    targets: &[u32],
    classes: usize,
    smoothing: f64,
) -> Result<Vec<(T::A, T::A)>> {
    if let Some(&t) = targets.iter().find(|&&t| t as usize >= classes) {
        candle_core::bail!("cross_entropy: target {t} is not one of {classes} classes");
    }
    let s = T::A::from_f64(smoothing);
    let n = T::A::from_f64(classes as f64);
    let mut out = vec![(T::A::ZERO, T::A::ZERO); targets.len()];
    out.par_iter_mut()
        .enumerate()
        .with_min_len(min_rows(classes))
        .for_each(|(r, o)| {
            let row = &x[r * classes..(r + 1) * classes];
            let m = row.iter().fold(T::A::NEG_INFINITY, |m, v| m.max(v.load()));
            let lse = m + row.iter().map(|v| (v.load() - m).exp()).sum::<T::A>().ln();
            let mean = row.iter().map(|v| v.load()).sum::<T::A>() / n;
            let picked = row[targets[r] as usize].load();
            *o = ((T::A::ONE - s) * (lse - picked) + s * (lse - mean), lse);
        });
    Ok(out)
}

/// The logits' gradient on the CPU.
pub(crate) fn backward_cpu<T: Elem, W: Elem<A = T::A>>(
    x: &[T],
    targets: &[u32],
    g: &[W],
    lse: &[W],
    classes: usize,
    smoothing: f64,
) -> Vec<T> {
    let s = T::A::from_f64(smoothing);
    let uniform = s / T::A::from_f64(classes as f64);
    let mut out = vec![T::store(T::A::ZERO); x.len()];
    out.par_chunks_mut(classes)
        .enumerate()
        .with_min_len(min_rows(classes))
        .for_each(|(r, o)| {
            let (gr, l) = (g[r].load(), lse[r].load());
            let target = targets[r] as usize;
            for (j, (o, v)) in o
                .iter_mut()
                .zip(&x[r * classes..(r + 1) * classes])
                .enumerate()
            {
                let onehot = if j == target {
                    T::A::ONE - s
                } else {
                    T::A::ZERO
                };
                *o = T::store(gr * ((v.load() - l).exp() - onehot - uniform));
            }
        });
    out
}

impl CustomOp2 for CrossEntropy {
    fn name(&self) -> &'static str {
        "paperfit-cross-entropy"
    }

    fn cpu_fwd(
        &self,
        xs: &CpuStorage,
        xl: &Layout,
        ts: &CpuStorage,
        tl: &Layout,
    ) -> Result<(CpuStorage, Shape)> {
        let (n, classes) = xl.shape().dims2()?;
        let targets = slice::<u32>(ts, tl, "cross_entropy targets")?;
        let (loss, lse) = with_elem!(xs.dtype(), |T, W| {
            let rows =
                forward_cpu::<T>(slice(xs, xl, "logits")?, targets, classes, self.smoothing)?;
            let (loss, lse): (Vec<W>, Vec<W>) = rows
                .into_iter()
                .map(|(a, b)| (W::store(a), W::store(b)))
                .unzip();
            (W::to_cpu_storage_owned(loss), W::to_cpu_storage_owned(lse))
        });
        self.save(Storage::Cpu(lse), n);
        Ok((loss, Shape::from(n)))
    }

    #[cfg(feature = "cuda")]
    fn cuda_fwd(
        &self,
        xs: &candle_core::CudaStorage,
        xl: &Layout,
        ts: &candle_core::CudaStorage,
        tl: &Layout,
    ) -> Result<(candle_core::CudaStorage, Shape)> {
        let (n, _) = xl.shape().dims2()?;
        let (loss, lse) = cuda::forward(xs, xl, ts, tl, self.smoothing)?;
        self.save(Storage::Cuda(lse), n);
        Ok((loss, Shape::from(n)))
    }

    fn bwd(
        &self,
        logits: &Tensor,
        targets: &Tensor,
        _loss: &Tensor,
        grad: &Tensor,
    ) -> Result<(Option<Tensor>, Option<Tensor>)> {
        let lse = self
            .lse
            .lock()
            .expect("cross-entropy lock")
            .clone()
            .ok_or_else(|| {
                candle_core::Error::Msg("cross_entropy: backward before forward".into())
            })?;
        let grad = grad.to_dtype(master_dtype(logits.dtype()))?.contiguous()?;
        let op = CrossEntropyGrad {
            smoothing: self.smoothing,
            lse,
        };
        let dx = logits
            .detach()
            .apply_op3_no_bwd(&targets.detach(), &grad, &op)?;
        Ok((Some(dx), None))
    }
}

impl CrossEntropy {
    fn save(&self, storage: Storage, n: usize) {
        let lse = Tensor::from_storage(storage, n, BackpropOp::none(), false);
        *self.lse.lock().expect("cross-entropy lock") = Some(lse);
    }
}

/// (logits, targets, grad) -> the logits' gradient, with the forward's log-sum-exp.
struct CrossEntropyGrad {
    smoothing: f64,
    lse: Tensor,
}

impl CustomOp3 for CrossEntropyGrad {
    fn name(&self) -> &'static str {
        "paperfit-cross-entropy-grad"
    }

    fn cpu_fwd(
        &self,
        xs: &CpuStorage,
        xl: &Layout,
        ts: &CpuStorage,
        tl: &Layout,
        gs: &CpuStorage,
        gl: &Layout,
    ) -> Result<(CpuStorage, Shape)> {
        let (_, classes) = xl.shape().dims2()?;
        let (guard, ll) = self.lse.storage_and_layout();
        let Storage::Cpu(lse) = &*guard else {
            candle_core::bail!("cross_entropy: CPU backward of a CUDA forward");
        };
        let dx = with_elem!(xs.dtype(), |T, W| {
            T::to_cpu_storage_owned(backward_cpu::<T, W>(
                slice(xs, xl, "logits")?,
                slice(ts, tl, "cross_entropy targets")?,
                slice(gs, gl, "cross_entropy gradient")?,
                slice(lse, ll, "cross_entropy log-sum-exp")?,
                classes,
                self.smoothing,
            ))
        });
        Ok((dx, xl.shape().clone()))
    }

    #[cfg(feature = "cuda")]
    fn cuda_fwd(
        &self,
        xs: &candle_core::CudaStorage,
        xl: &Layout,
        ts: &candle_core::CudaStorage,
        tl: &Layout,
        gs: &candle_core::CudaStorage,
        gl: &Layout,
    ) -> Result<(candle_core::CudaStorage, Shape)> {
        let (guard, ll) = self.lse.storage_and_layout();
        let Storage::Cuda(lse) = &*guard else {
            candle_core::bail!("cross_entropy: CUDA backward of a CPU forward");
        };
        let dx = cuda::backward(xs, xl, ts, tl, gs, gl, lse, ll, self.smoothing)?;
        Ok((dx, xl.shape().clone()))
    }
}

#[cfg(feature = "cuda")]
mod cuda {
    use candle_core::backend::BackendStorage;
    use candle_core::{CudaStorage, Layout, Result};

    use crate::cuda::launch_kernel;
    use crate::cuda::{self as k, CROSS_ENTROPY};

    /// (per-sample loss, log-sum-exp), both f32.
    pub(crate) fn forward(
        xs: &CudaStorage,
        xl: &Layout,
        ts: &CudaStorage,
        tl: &Layout,
        smoothing: f64,
    ) -> Result<(CudaStorage, CudaStorage)> {
        let dev = &xs.device;
        let (n, classes) = xl.shape().dims2()?;
        // SAFETY: every element is written (by the next launch or copy) before anything reads it.
        let loss = unsafe { k::alloc::<f32>(dev, n) }?;
        // SAFETY: every element is written (by the next launch or copy) before anything reads it.
        let lse = unsafe { k::alloc::<f32>(dev, n) }?;
        let t = k::view::<u32>(ts, tl, "cross_entropy targets")?;
        let name = k::kernel_name("cross_entropy_fwd", xs.dtype())?;
        let (rows, c, s) = (n as i32, classes as i32, smoothing as f32);
        crate::cuda::with_cuda_elem!(xs.dtype(), |T| {
            let x = k::view::<T>(xs, xl, "logits")?;
            launch_kernel!(
                dev,
                CROSS_ENTROPY,
                name,
                k::warp_per_row(n, 8),
                [&x, &t, &loss, &lse, &rows, &c, &s]
            )?;
        });
        Ok((k::storage(loss, dev), k::storage(lse, dev)))
    }

    #[allow(clippy::too_many_arguments)]
    pub(crate) fn backward(
        xs: &CudaStorage,
        xl: &Layout,
        ts: &CudaStorage,
        tl: &Layout,
        gs: &CudaStorage,
        gl: &Layout,
        lse: &CudaStorage,
        ll: &Layout,
        smoothing: f64,
    ) -> Result<CudaStorage> {
        let dev = &xs.device;
        let (n, classes) = xl.shape().dims2()?;
        let t = k::view::<u32>(ts, tl, "cross_entropy targets")?;
        let g = k::view::<f32>(gs, gl, "cross_entropy gradient")?;
        let l = k::view::<f32>(lse, ll, "cross_entropy log-sum-exp")?;
        let name = k::kernel_name("cross_entropy_bwd", xs.dtype())?;
        let (rows, c, s) = (n as i32, classes as i32, smoothing as f32);
        Ok(crate::cuda::with_cuda_elem!(xs.dtype(), |T| {
            let x = k::view::<T>(xs, xl, "logits")?;
            // SAFETY: every element is written (by the next launch or copy) before anything reads it.
            let dx = unsafe { k::alloc::<T>(dev, n * classes) }?;
            launch_kernel!(
                dev,
                CROSS_ENTROPY,
                name,
                k::warp_per_row(n, 8),
                [&x, &t, &g, &l, &dx, &rows, &c, &s]
            )?;
            k::storage(dx, dev)
        }))
    }
}
