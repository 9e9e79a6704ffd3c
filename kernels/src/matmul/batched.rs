//! Batched products of small matrices on the CPU (attention's per-head scores and outputs,
//! 50 x 64 x 50 for DeiT-Tiny at 112 px): the batch spread over the thread pool, each product
//! on one thread. candle's CPU matmul runs the batch one product after the other and spreads
//! each over every thread, so a product of a few hundred thousand multiply-adds paid a
//! fork and a join each, and most of its time went to them.
//!
//! The same bits as candle's: each output element is the gemm crate's sum over k in the same
//! blocks, whichever thread computes it (a test compares the two paths bit for bit).

use candle_core::{CpuStorage, Layout, Result};
use gemm::{gemm, Parallelism};
use rayon::prelude::*;

/// Products of at most this many multiply-adds go one per thread when there are several.
const SMALL: usize = 1 << 20;

/// `lhs @ rhs` for a batch of small products, or `None` where candle's own loop serves
/// (one product, large products, dtypes other than f32 and f64).
pub(super) fn small_products(
    s1: &CpuStorage,
    l1: &Layout,
    s2: &CpuStorage,
    l2: &Layout,
    (b, m, n, k): (usize, usize, usize, usize),
) -> Option<Result<CpuStorage>> {
    if b < 2 || m * n * k > SMALL {
        return None;
    }
    let (a_skip, b_skip) = skips(l1, l2, (m, n, k))?;
    let skips = (l1, a_skip, l2, b_skip);
    match (s1, s2) {
        (CpuStorage::F32(a), CpuStorage::F32(c)) => {
            Some(Ok(CpuStorage::F32(products(a, c, skips, (b, m, n, k)))))
        }
        (CpuStorage::F64(a), CpuStorage::F64(c)) => {
            Some(Ok(CpuStorage::F64(products(a, c, skips, (b, m, n, k)))))
        }
        _ => None,
    }
}

/// The distance between consecutive matrices of each operand, as candle's CPU matmul reads
/// it (`ab_skip`): the batch dimensions fold into one stride, or there is one matrix.
fn skips(l1: &Layout, l2: &Layout, (m, n, k): (usize, usize, usize)) -> Option<(usize, usize)> {
    let skip = |l: &Layout, single: usize| {
        let (stride, dims) = (l.stride(), l.dims());
        let r = stride.len();
        match stride[..r - 2] {
            [s1, s] if s1 == s * dims[1] => Some(s),
            [_, s] if dims[0] == 1 => Some(s),
            [s, _] if dims[1] == 1 => Some(s),
            [s] => Some(s),
            [] => Some(single),
            _ => None,
        }
    };
    Some((skip(l1, m * k)?, skip(l2, n * k)?))
}

/// The products of `lhs` and `rhs` (whole storages: the layouts' offsets are applied here),
/// their matrices `a_skip` and `b_skip` apart.
fn products<T: candle_core::WithDType>(
    lhs: &[T],
    rhs: &[T],
    (l1, a_skip, l2, b_skip): (&Layout, usize, &Layout, usize),
    (b, m, n, k): (usize, usize, usize, usize),
) -> Vec<T> {
    let (lhs, rhs) = (&lhs[l1.start_offset()..], &rhs[l2.start_offset()..]);
    let (ls, rs) = (l1.stride(), l2.stride());
    let r = ls.len();
    let (lhs_cs, lhs_rs) = (ls[r - 1] as isize, ls[r - 2] as isize);
    let (rhs_cs, rhs_rs) = (rs[r - 1] as isize, rs[r - 2] as isize);
    let mut dst = vec![T::zero(); b * m * n];
    dst.par_chunks_mut(m * n)
        .enumerate()
        .for_each(|(step, out)| {
            let (a, c) = (&lhs[step * a_skip..], &rhs[step * b_skip..]);
            // SAFETY: `out` holds m x n elements written row-major; `a` and `c` hold a matrix each
            // at the layouts' strides (candle checked the layouts against the shapes).
            unsafe {
                gemm(
                    m,
                    n,
                    k,
                    out.as_mut_ptr(),
                    1,
                    n as isize,
                    false,
                    a.as_ptr(),
                    lhs_cs,
                    lhs_rs,
                    c.as_ptr(),
                    rhs_cs,
                    rhs_rs,
                    T::zero(),
                    T::one(),
                    false,
                    false,
                    false,
                    Parallelism::None,
                )
            }
        });
    dst
}

#[cfg(test)]
mod tests {
    use super::*;
    use candle_core::backend::BackendStorage;
    use candle_core::{Device, Tensor};

    /// Attention's shapes, with a transposed operand and a batch of two dimensions: the same
    /// bits as candle's own CPU matmul, in f32 and f64.
    #[test]
    fn batched_small_products_give_candles_bits() {
        let dev = Device::Cpu;
        for dtype in [candle_core::DType::F32, candle_core::DType::F64] {
            let q = Tensor::randn(0f32, 1.0, (4, 3, 50, 64), &dev).unwrap();
            let kt = Tensor::randn(0f32, 1.0, (4, 3, 50, 64), &dev).unwrap();
            let (q, kt) = (q.to_dtype(dtype).unwrap(), kt.to_dtype(dtype).unwrap());
            let kt = kt.t().unwrap();
            let (sq, lq) = q.storage_and_layout();
            let (sk, lk) = kt.storage_and_layout();
            let (candle_core::Storage::Cpu(sq), candle_core::Storage::Cpu(sk)) = (&*sq, &*sk)
            else {
                unreachable!()
            };
            let dims = (12, 50, 50, 64);
            let ours = small_products(sq, lq, sk, lk, dims).unwrap().unwrap();
            let candles = sq.matmul(sk, dims, lq, lk).unwrap();
            let bits = |s: &CpuStorage| match s {
                CpuStorage::F32(v) => v.iter().map(|x| x.to_bits() as u64).collect::<Vec<_>>(),
                CpuStorage::F64(v) => v.iter().map(|x| x.to_bits()).collect(),
                _ => unreachable!(),
            };
            assert_eq!(bits(&ours), bits(&candles), "{dtype:?}");
        }
    }
}
