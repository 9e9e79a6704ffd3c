//! The bias of a linear layer: added to the product's rows inside the linear op
//! ([`crate::matmul::linear`]), and its gradient, the sum of the incoming gradient's rows,
//! accumulated in the master dtype (f32) whatever the compute dtype, as PyTorch does.

use candle_core::backend::BackendStorage;
use candle_core::{CpuStorage, CustomOp1, DType, Layout, Result, Shape, Tensor, WithDType};
use rayon::prelude::*;

use super::cpu::{master_dtype, min_rows, slice, Elem};
use super::reduce::{self, ColumnSum};
use crate::cpu::with_elem;

/// `y` (rows, cols) with `b` (cols, the master dtype) added to every row.
pub(crate) fn add_cpu(y: CpuStorage, bs: &CpuStorage, bl: &Layout) -> Result<CpuStorage> {
    fn add<T: Elem, W: Elem<A = T::A>>(mut y: Vec<T>, b: &[W]) -> Vec<T> {
        let cols = b.len();
        y.par_chunks_mut(cols)
            .with_min_len(min_rows(cols))
            .for_each(|row| {
                for (v, bv) in row.iter_mut().zip(b) {
                    *v = T::store(v.load() + bv.load());
                }
            });
        y
    }
    let dtype = y.dtype();
    Ok(with_elem!(dtype, |T, W| {
        let values = T::cpu_storage_data(y)?;
        T::to_cpu_storage_owned(add::<T, W>(values, slice(bs, bl, "bias")?))
    }))
}

#[cfg(feature = "cuda")]
pub(crate) fn add_cuda(
    mut y: candle_core::CudaStorage,
    bs: &candle_core::CudaStorage,
    bl: &Layout,
) -> Result<candle_core::CudaStorage> {
    use crate::cuda::launch_kernel;
    use crate::cuda::{self as k, LINEAR};
    let dev = y.device.clone();
    let dtype = y.dtype();
    let b = k::view::<f32>(bs, bl, "bias")?;
    let cols = bl.shape().elem_count();
    let name = k::kernel_name("bias_add", dtype)?;
    crate::cuda::with_cuda_elem!(dtype, |T| {
        let rows = y.as_cuda_slice::<T>()?.len() / cols.max(1);
        let (r, c) = (rows as i32, cols as i32);
        let cfg = candle_core::cuda_backend::cudarc::driver::LaunchConfig {
            grid_dim: ((rows as u32).clamp(1, 65_535), 1, 1),
            block_dim: ((cols as u32).clamp(32, 256), 1, 1),
            shared_mem_bytes: 0,
        };
        let out = y.as_cuda_slice_mut::<T>()?;
        launch_kernel!(dev, LINEAR, name, cfg, [out, &b, &r, &c])?;
    });
    Ok(y)
}

/// The sum of the rows of `g` (rows, cols) in `dtype` (the master dtype of `g`'s).
pub(crate) fn sum_rows(g: &Tensor, dtype: DType) -> Result<Tensor> {
    if dtype != master_dtype(g.dtype()) {
        candle_core::bail!(
            "sum_rows: {dtype:?} is not the master dtype of {:?}",
            g.dtype()
        );
    }
    g.contiguous()?.apply_op1_no_bwd(&SumRows)
}

/// The row sum on the CPU, in the compute precision of `T`, in the kernel's order
/// (`super::reduce`: row splits, eight interleaved rows a block).
pub fn sum_rows_cpu<T: Elem, W: Elem<A = T::A>>(g: &[T], cols: usize) -> Vec<W> {
    let rows = g.len() / cols.max(1);
    let splits = reduce::row_splits(rows);
    let partials: Vec<Vec<T::A>> = (0..splits)
        .into_par_iter()
        .map(|s| {
            let mut block = ColumnSum::new(cols);
            for r in reduce::split_range(rows, splits, s) {
                for (a, v) in block.row().iter_mut().zip(&g[r * cols..(r + 1) * cols]) {
                    *a += v.load();
                }
            }
            block.finish()
        })
        .collect();
    reduce::sum_splits(&partials, cols)
        .into_iter()
        .map(W::store)
        .collect()
}

struct SumRows;

impl CustomOp1 for SumRows {
    fn name(&self) -> &'static str {
        "paperfit-sum-rows"
    }

    fn cpu_fwd(&self, s: &CpuStorage, l: &Layout) -> Result<(CpuStorage, Shape)> {
        let cols = *l.dims().last().unwrap_or(&1);
        let out = with_elem!(s.dtype(), |T, W| {
            W::to_cpu_storage_owned(sum_rows_cpu::<T, W>(slice(s, l, "sum_rows")?, cols))
        });
        Ok((out, Shape::from(cols)))
    }

    #[cfg(feature = "cuda")]
    fn cuda_fwd(
        &self,
        s: &candle_core::CudaStorage,
        l: &Layout,
    ) -> Result<(candle_core::CudaStorage, Shape)> {
        use crate::cuda::launch_kernel;
        use crate::cuda::{self as k, LINEAR};
        let dev = &s.device;
        let cols = *l.dims().last().unwrap_or(&1);
        let rows = l.shape().elem_count() / cols.max(1);
        let splits = super::reduce::row_splits(rows);
        // SAFETY: every element is written (by the next launch or copy) before anything reads it.
        let part = unsafe { k::alloc::<f32>(dev, splits * cols) }?;
        let name = k::kernel_name("sum_rows", s.dtype())?;
        let (r, c) = (rows as i32, cols as i32);
        crate::cuda::with_cuda_elem!(s.dtype(), |T| {
            let g = k::view::<T>(s, l, "sum_rows")?;
            launch_kernel!(
                dev,
                LINEAR,
                name,
                k::column_split(rows, cols),
                [&g, &part, &r, &c]
            )?;
        });
        let sums = k::sum_splits(dev, &part, splits, cols)?;
        Ok((k::storage(sums, dev), Shape::from(cols)))
    }
}
