//! The row-wise steps of attention between its batched products, each one pass: the scores'
//! log-sum-exp, the probabilities from it, the softmax's backward, and the per-row dot product
//! of the output with its gradient that the backward needs.
//!
//! Scores are `(rows, width)` with row `r` the query `r % queries` of its head; a row's first
//! `keys` entries are its keys and the rest padding (the width is rounded up to a multiple of 8
//! elements so that the batched products run on aligned rows:
//! [`super::heads::padded_keys`]); under a causal mask query `i` sees keys `0..=i` only. The scores arrive scaled: the queries are multiplied
//! by `1/sqrt(d)` as they are split into heads ([`super::heads`]), so the product stores
//! `q k / sqrt(d)`, as PyTorch's attention does, and half-precision scores overflow no sooner
//! than PyTorch's.

use candle_core::backend::BackendStorage;
use candle_core::op::BackpropOp;
use candle_core::{
    CpuStorage, CustomOp1, CustomOp2, CustomOp3, Layout, Result, Shape, Storage, Tensor, WithDType,
};
use rayon::prelude::*;

use crate::cpu::with_elem;
use crate::cpu::{min_rows, slice, Acc, Elem};

/// How many keys query row `r` of a row `width` wide sees: the first `op.keys` (or fewer under
/// a causal mask); the padding past them never.
fn visible(r: usize, op: &RowLse, width: usize) -> usize {
    let keys = op.keys.min(width);
    if op.causal {
        (r % op.queries + 1).min(keys)
    } else {
        keys
    }
}

/// The rows' shape of a (.., keys) layout.
fn rows_keys(l: &Layout) -> (usize, usize) {
    let keys = *l.dims().last().unwrap_or(&1);
    (l.shape().elem_count() / keys.max(1), keys)
}

/// `log sum_j exp(s_rj)` over the visible keys of each row, in f32 (f64 for f64).
#[derive(Debug, Clone, Copy)]
pub(crate) struct RowLse {
    pub causal: bool,
    pub queries: usize,
    /// The keys of each row (its width may be padded past them).
    pub keys: usize,
}

pub(crate) fn row_lse_cpu<T: Elem>(s: &[T], keys: usize, op: &RowLse) -> Vec<T::A> {
    let mut out = vec![T::A::ZERO; s.len() / keys.max(1)];
    out.par_iter_mut()
        .enumerate()
        .with_min_len(min_rows(keys))
        .for_each(|(r, o)| {
            let row = &s[r * keys..r * keys + visible(r, op, keys)];
            let m = row.iter().fold(T::A::NEG_INFINITY, |m, v| m.max(v.load()));
            let sum: T::A = row.iter().map(|v| (v.load() - m).exp()).sum();
            *o = m + sum.ln();
        });
    out
}

impl CustomOp1 for RowLse {
    fn name(&self) -> &'static str {
        "paperfit-attention-row-lse"
    }

    fn cpu_fwd(&self, s: &CpuStorage, l: &Layout) -> Result<(CpuStorage, Shape)> {
        let (rows, keys) = rows_keys(l);
        let out = with_elem!(s.dtype(), |T, W| {
            let lse = row_lse_cpu::<T>(slice(s, l, "attention scores")?, keys, self);
            W::to_cpu_storage_owned(lse.into_iter().map(W::store).collect())
        });
        Ok((out, Shape::from(rows)))
    }

    #[cfg(feature = "cuda")]
    fn cuda_fwd(
        &self,
        s: &candle_core::CudaStorage,
        l: &Layout,
    ) -> Result<(candle_core::CudaStorage, Shape)> {
        let (rows, _) = rows_keys(l);
        Ok((super::cuda::row_lse(s, l, self)?, Shape::from(rows)))
    }
}

/// The forward's softmax of scores `s` (rows, width) in one pass: the probabilities
/// ([`Probs`]) and each row's log-sum-exp ([`RowLse`]), the same values the two ops give.
pub(crate) fn softmax(s: &Tensor, op: RowLse) -> Result<(Tensor, Tensor)> {
    let (guard, l) = s.storage_and_layout();
    let (rows, keys) = rows_keys(l);
    let (p, lse) = match &*guard {
        Storage::Cpu(cs) => with_elem!(cs.dtype(), |T, W| {
            let sv = slice(cs, l, "attention scores")?;
            let lse: Vec<W> = row_lse_cpu::<T>(sv, keys, &op)
                .into_iter()
                .map(W::store)
                .collect();
            let p = probs_cpu::<T, W>(sv, &lse, keys, &op);
            (
                Storage::Cpu(T::to_cpu_storage_owned(p)),
                Storage::Cpu(W::to_cpu_storage_owned(lse)),
            )
        }),
        #[cfg(feature = "cuda")]
        Storage::Cuda(cs) => {
            let (p, lse) = super::cuda::row_softmax(cs, l, &op)?;
            (Storage::Cuda(p), Storage::Cuda(lse))
        }
        #[allow(unreachable_patterns)]
        _ => candle_core::bail!("attention runs on the CPU or CUDA"),
    };
    let shape = l.shape().clone();
    drop(guard);
    let wrap = |storage, shape| Tensor::from_storage(storage, shape, BackpropOp::none(), false);
    Ok((wrap(p, shape), wrap(lse, Shape::from(rows))))
}

/// `exp(s_rj - lse_r)` over the visible keys, 0 elsewhere: the probabilities.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Probs(pub RowLse);

pub(crate) fn probs_cpu<T: Elem, W: Elem<A = T::A>>(
    s: &[T],
    lse: &[W],
    keys: usize,
    op: &RowLse,
) -> Vec<T> {
    let mut out = vec![T::store(T::A::ZERO); s.len()];
    out.par_chunks_mut(keys)
        .enumerate()
        .with_min_len(min_rows(keys))
        .for_each(|(r, o)| {
            let seen = visible(r, op, keys);
            let l = lse[r].load();
            for (j, (o, v)) in o.iter_mut().zip(&s[r * keys..(r + 1) * keys]).enumerate() {
                if j < seen {
                    *o = T::store((v.load() - l).exp());
                }
            }
        });
    out
}

impl CustomOp2 for Probs {
    fn name(&self) -> &'static str {
        "paperfit-attention-probs"
    }

    fn cpu_fwd(
        &self,
        s: &CpuStorage,
        sl: &Layout,
        lse: &CpuStorage,
        ll: &Layout,
    ) -> Result<(CpuStorage, Shape)> {
        let (_, keys) = rows_keys(sl);
        let out = with_elem!(s.dtype(), |T, W| {
            let p = probs_cpu::<T, W>(
                slice(s, sl, "attention scores")?,
                slice(lse, ll, "attention log-sum-exp")?,
                keys,
                &self.0,
            );
            T::to_cpu_storage_owned(p)
        });
        Ok((out, sl.shape().clone()))
    }

    #[cfg(feature = "cuda")]
    fn cuda_fwd(
        &self,
        s: &candle_core::CudaStorage,
        sl: &Layout,
        lse: &candle_core::CudaStorage,
        ll: &Layout,
    ) -> Result<(candle_core::CudaStorage, Shape)> {
        Ok((
            super::cuda::probs(s, sl, lse, ll, &self.0)?,
            sl.shape().clone(),
        ))
    }
}

/// The softmax's backward: `p_rj (dp_rj - D_r)`, the gradient of the (scaled) scores, where
/// `D_r` is the dot product of the row's output with its gradient (`sum_j p_rj dp_rj`).
#[derive(Debug, Clone, Copy)]
pub(crate) struct SoftmaxGrad;

pub(crate) fn softmax_grad_cpu<T: Elem, W: Elem<A = T::A>>(
    p: &[T],
    dp: &[T],
    dots: &[W],
    keys: usize,
) -> Vec<T> {
    let mut out = vec![T::store(T::A::ZERO); p.len()];
    out.par_chunks_mut(keys)
        .enumerate()
        .with_min_len(min_rows(keys))
        .for_each(|(r, o)| {
            let dot = dots[r].load();
            let range = r * keys..(r + 1) * keys;
            for ((o, pv), dv) in o.iter_mut().zip(&p[range.clone()]).zip(&dp[range]) {
                *o = T::store(pv.load() * (dv.load() - dot));
            }
        });
    out
}

impl CustomOp3 for SoftmaxGrad {
    fn name(&self) -> &'static str {
        "paperfit-attention-softmax-grad"
    }

    fn cpu_fwd(
        &self,
        p: &CpuStorage,
        pl: &Layout,
        dp: &CpuStorage,
        dpl: &Layout,
        dots: &CpuStorage,
        dl: &Layout,
    ) -> Result<(CpuStorage, Shape)> {
        let (_, keys) = rows_keys(pl);
        let out = with_elem!(p.dtype(), |T, W| {
            T::to_cpu_storage_owned(softmax_grad_cpu::<T, W>(
                slice(p, pl, "attention probabilities")?,
                slice(dp, dpl, "attention probabilities' gradient")?,
                slice(dots, dl, "attention row dots")?,
                keys,
            ))
        });
        Ok((out, pl.shape().clone()))
    }

    #[cfg(feature = "cuda")]
    fn cuda_fwd(
        &self,
        p: &candle_core::CudaStorage,
        pl: &Layout,
        dp: &candle_core::CudaStorage,
        dpl: &Layout,
        dots: &candle_core::CudaStorage,
        dl: &Layout,
    ) -> Result<(candle_core::CudaStorage, Shape)> {
        let out = super::cuda::softmax_grad(p, pl, dp, dpl, dots, dl)?;
        Ok((out, pl.shape().clone()))
    }
}

/// Per head and query, `sum_j dO_ij O_ij` over the head's columns of token-layout (b, t,
/// heads x d) output and gradient: (b x heads x t), head-major, in f32 (f64 for f64).
#[derive(Debug, Clone, Copy)]
pub(crate) struct RowDotHeads {
    pub heads: usize,
}

pub(crate) fn row_dot_heads_cpu<T: Elem>(
    g: &[T],
    o: &[T],
    dims: (usize, usize, usize),
    heads: usize,
) -> Vec<T::A> {
    let (b, t, width) = dims;
    let d = width / heads;
    let mut out = vec![T::A::ZERO; b * heads * t];
    out.par_iter_mut()
        .enumerate()
        .with_min_len(min_rows(d))
        .for_each(|(r, v)| {
            let (bh, i) = (r / t, r % t);
            let (bi, h) = (bh / heads, bh % heads);
            let start = bi * t * width + i * width + h * d;
            *v = g[start..start + d]
                .iter()
                .zip(&o[start..start + d])
                .map(|(a, c)| a.load() * c.load())
                .sum();
        });
    out
}

impl CustomOp2 for RowDotHeads {
    fn name(&self) -> &'static str {
        "paperfit-attention-row-dot"
    }

    fn cpu_fwd(
        &self,
        g: &CpuStorage,
        gl: &Layout,
        o: &CpuStorage,
        ol: &Layout,
    ) -> Result<(CpuStorage, Shape)> {
        let dims = gl.shape().dims3()?;
        let out = with_elem!(g.dtype(), |T, W| {
            let dots = row_dot_heads_cpu::<T>(
                slice(g, gl, "attention output gradient")?,
                slice(o, ol, "attention output")?,
                dims,
                self.heads,
            );
            W::to_cpu_storage_owned(dots.into_iter().map(W::store).collect())
        });
        Ok((out, Shape::from(dims.0 * self.heads * dims.1)))
    }

    #[cfg(feature = "cuda")]
    fn cuda_fwd(
        &self,
        g: &candle_core::CudaStorage,
        gl: &Layout,
        o: &candle_core::CudaStorage,
        ol: &Layout,
    ) -> Result<(candle_core::CudaStorage, Shape)> {
        let dims = gl.shape().dims3()?;
        let out = super::cuda::row_dot_heads(g, gl, o, ol, dims, self.heads)?;
        Ok((out, Shape::from(dims.0 * self.heads * dims.1)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Rows of 5 keys padded to 8 with values that would dominate any row they entered: the
    /// log-sum-exp and the probabilities are the unpadded rows' bits, and the padding's
    /// probabilities are zero, with and without a causal mask.
    #[test]
    fn padding_past_the_keys_changes_no_row_and_gets_zero_probabilities() {
        let (rows, keys, width) = (4, 5, 8);
        let unpadded: Vec<f32> = (0..rows * keys).map(|i| (i as f32 * 0.37).sin()).collect();
        let padded: Vec<f32> = (0..rows * width)
            .map(|i| match i % width < keys {
                true => unpadded[i / width * keys + i % width],
                false => 1e4,
            })
            .collect();
        for causal in [false, true] {
            let op = RowLse {
                causal,
                queries: 2,
                keys,
            };
            let (lse, lse_padded) = (
                row_lse_cpu::<f32>(&unpadded, keys, &op),
                row_lse_cpu::<f32>(&padded, width, &op),
            );
            let bits = |v: &[f32]| v.iter().map(|x| x.to_bits()).collect::<Vec<_>>();
            assert_eq!(bits(&lse), bits(&lse_padded), "causal {causal}");
            let p = probs_cpu::<f32, f32>(&unpadded, &lse, keys, &op);
            let p_padded = probs_cpu::<f32, f32>(&padded, &lse_padded, width, &op);
            for r in 0..rows {
                let row = &p_padded[r * width..(r + 1) * width];
                assert_eq!(bits(&row[..keys]), bits(&p[r * keys..(r + 1) * keys]));
                assert!(row[keys..].iter().all(|&x| x == 0.0), "causal {causal}");
            }
        }
    }
}
