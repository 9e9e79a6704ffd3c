//! Scaled dot-product attention as one op, forward and backward, that keeps for backward only
//! its inputs (the projection that made them is alive anyway), its output and one
//! log-sum-exp per query: the (queries x keys) scores and probabilities of every head are
//! workspace, computed in chunks of heads that fit a budget ([`SCORE_BUDGET_BYTES`]), freed before the op
//! returns and recomputed by the backward (FlashAttention's recomputation, with the batched
//! products on the device's matrix engine: cuBLAS on CUDA, gemm on the CPU).
//!
//! Both devices run the same steps: the heads moved to head-major buffers ([`heads`]), the
//! batched products through [`crate::matmul`], the row steps of [`rows`] (each a CPU twin
//! and a CUDA kernel in `cuda/attention.cu`), and the output written back in token layout,
//! heads merged, ready for the output projection.
//!
//! - [`self_attention`]: the packed q|k|v of one projection (b, t, 3 x width), optionally
//!   causal (CLIP's text tower); its gradient is the packed projection's, in one buffer.
//! - [`cross_attention`]: separate queries (b, tq, width) and keys and values (b, tk, width)
//!   (DCAL's global-local and pair-wise cross-attention).
//! - [`probs_mean_over_heads`]: the probabilities averaged over heads, without gradient
//!   (DCAL's attention rollout).

mod fused;
pub(crate) mod fused_cpu;
#[cfg(feature = "cuda")]
mod fused_cuda;
pub(crate) mod heads;
pub(crate) mod rows;

pub use fused::{
    fused_cross_attention, fused_self_attention, set_attention_path, AttentionPath, ATTENTION_ENV,
};

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

use candle_core::backend::BackendStorage;
use candle_core::op::BackpropOp;
use candle_core::{
    CpuStorage, CustomOp1, CustomOp3, DType, Layout, Result, Shape, Storage, Tensor, WithDType,
};

use crate::matmul::matmul_detached;
use heads::{padded_keys, part_of, Heads, Part};
use rows::{Probs, RowDotHeads, RowLse, SoftmaxGrad};

/// The most bytes one chunk's scores take by default (the backward holds four such buffers:
/// scores, probabilities, their gradient and the softmax's).
pub const SCORE_BUDGET_BYTES: usize = 128 << 20;

static SCORE_BUDGET: AtomicUsize = AtomicUsize::new(SCORE_BUDGET_BYTES);

/// Sets the chunk budget (tests make it small to run the chunked path on small inputs; the
/// result does not depend on it: each head is computed alike in any chunk).
#[doc(hidden)]
pub fn set_score_budget(bytes: usize) {
    SCORE_BUDGET.store(bytes.max(1), Ordering::Relaxed);
}

/// How many heads' scores are computed at once for `bh` heads of `tq` x `tk` scores in `dtype`
/// (rows padded to [`padded_keys`]).
pub(crate) fn score_chunk(bh: usize, tq: usize, tk: usize, dtype: DType) -> usize {
    let per_head = (tq * padded_keys(tk) * dtype.size_in_bytes()).max(1);
    (SCORE_BUDGET.load(Ordering::Relaxed) / per_head).clamp(1, bh.max(1))
}

/// The most bytes an attention op's backward allocates and frees within itself for
/// (batch, heads, queries, keys, head width) in `dtype`: the head-major q and the keys and
/// values padded ([`padded_keys`]), the output gradient's head-major copy and the row dots
/// throughout; then either a chunk's probabilities, their gradient and the softmax's with the
/// values' gradient, or, at the end, the q, k, v gradients and their merged copy (measured in
/// `tests/footprint/memory_footprint.rs`).
pub fn backward_workspace_bytes(
    (b, heads, tq, tk, d): (usize, usize, usize, usize, usize),
    dtype: DType,
) -> u64 {
    let e = dtype.size_in_bytes() as u64;
    let bh = (b * heads) as u64;
    let tk_pad = padded_keys(tk);
    let split = bh * (tq + 2 * tk_pad) as u64 * d as u64 * e;
    let merged = bh * (tq + 2 * tk) as u64 * d as u64 * e;
    let chunk = score_chunk(b * heads, tq, tk, dtype) as u64;
    let scores = chunk * (tq * tk_pad) as u64 * e;
    let throughout = split + bh * (tq * d) as u64 * e + bh * tq as u64 * 4;
    let values_grad = bh * (tk_pad * d) as u64 * e;
    throughout + (3 * scores + values_grad).max(split + merged)
}

/// The most bytes the fused attention's backward ([`fused_self_attention`],
/// [`fused_cross_attention`]) allocates within itself for (batch, heads, queries, keys, head
/// width) in `dtype`: the gradients of q, k and v, written once in the operands' layout, and
/// the row dots `D_i = dO_i . O_i` (f32; f64 for f64). No scores, probabilities or head-major
/// copies: the tiles stay on chip.
pub fn fused_backward_workspace_bytes(
    (b, heads, tq, tk, d): (usize, usize, usize, usize, usize),
    dtype: DType,
) -> u64 {
    let e = dtype.size_in_bytes() as u64;
    let rows = if dtype == DType::F64 { 8 } else { 4 };
    let bh = (b * heads) as u64;
    let grads = bh * (tq + 2 * tk) as u64 * d as u64 * e;
    grads + bh * tq as u64 * rows
}

/// Self-attention over a packed (b, t, 3 x width) q|k|v with `heads` heads: (b, t, width), the
/// heads' outputs side by side. `causal`: query i sees keys 0..=i only. Fused
/// ([`fused_self_attention`]) where `PAPERFIT_ATTENTION` ([`set_attention_path`]) says so and the heads are 64 wide.
pub fn self_attention(qkv: &Tensor, heads: usize, causal: bool) -> Result<Tensor> {
    let (_, _, packed) = qkv.dims3()?;
    if packed % (3 * heads.max(1)) != 0 {
        candle_core::bail!("self_attention: {packed} columns are not q|k|v of {heads} heads");
    }
    let fused = fused::runs_fused(packed / 3 / heads.max(1));
    attention_self(qkv, heads, causal, fused)
}

/// [`self_attention`], fused or composed as `fused` says.
fn attention_self(qkv: &Tensor, heads: usize, causal: bool, fused: bool) -> Result<Tensor> {
    qkv.contiguous()?.apply_op1(SelfAttention {
        heads,
        causal,
        fused,
        lse: Mutex::new(None),
    })
}

/// Attention of queries (b, tq, width) to keys and values (b, tk, width), `heads` heads:
/// (b, tq, width). Fused ([`fused_cross_attention`]) where `PAPERFIT_ATTENTION` ([`set_attention_path`]) says so and the
/// heads are 64 wide.
pub fn cross_attention(q: &Tensor, k: &Tensor, v: &Tensor, heads: usize) -> Result<Tensor> {
    let (b, _, width) = q.dims3()?;
    let (bk, _, wk) = k.dims3()?;
    if bk != b || wk != width || v.dims() != k.dims() || width % heads.max(1) != 0 {
        candle_core::bail!(
            "cross_attention: queries {:?}, keys {:?}, values {:?} with {heads} heads",
            q.dims(),
            k.dims(),
            v.dims()
        );
    }
    attention_cross(q, k, v, heads, fused::runs_fused(width / heads.max(1)))
}

/// [`cross_attention`], fused or composed as `fused` says.
fn attention_cross(
    q: &Tensor,
    k: &Tensor,
    v: &Tensor,
    heads: usize,
    fused: bool,
) -> Result<Tensor> {
    unit_columns(q)?.apply_op3(
        &unit_columns(k)?,
        &unit_columns(v)?,
        CrossAttention {
            heads,
            fused,
            lse: Mutex::new(None),
        },
    )
}

/// The attention probabilities of queries (b, tq, width) and keys (b, tk, width), averaged
/// over the heads: (b, tq, tk) in f32 (f64 for f64), without gradient.
pub fn probs_mean_over_heads(q: &Tensor, k: &Tensor, heads: usize) -> Result<Tensor> {
    let (b, tq, width) = q.dims3()?;
    let tk = k.dim(1)?;
    let d = width / heads;
    let (qh, kh) = (
        heads::split(&unit_columns(&q.detach())?, 0, (heads, d), scale(d), false)?,
        heads::split(&unit_columns(&k.detach())?, 0, (heads, d), 1.0, true)?,
    );
    let rows = RowLse {
        causal: false,
        queries: tq,
        keys: tk,
    };
    let s = matmul_detached(&qh, &kh.t()?)?;
    let lse = s.apply_op1_no_bwd(&rows)?;
    let p = s.apply_op2_no_bwd(&lse, &Probs(rows))?;
    p.narrow(2, 0, tk)?
        .to_dtype(lse.dtype())?
        .reshape((b, heads, tq, tk))?
        .mean(1)
}

/// The factor of the scores, `1/sqrt(d)`: applied to the queries as they are split into heads,
/// so the scores are stored scaled (PyTorch's order: half-precision scores overflow no sooner
/// than PyTorch's), and to the queries' gradient as it is merged back.
fn scale(d: usize) -> f64 {
    1.0 / (d as f64).sqrt()
}

/// `x` itself when its columns have unit stride (what the head moves read), else a copy.
fn unit_columns(x: &Tensor) -> Result<Tensor> {
    if x.stride()[2] == 1 {
        Ok(x.clone())
    } else {
        x.contiguous()
    }
}

/// Forward over head-major q (bh, tq, d) and k, v (bh, [`padded_keys`]`(rows.keys)`, d, the
/// padding's rows zeros): the heads' outputs (bh, tq, d) and each query's log-sum-exp (bh x tq).
fn attend(q: &Tensor, k: &Tensor, v: &Tensor, rows: RowLse) -> Result<(Tensor, Tensor)> {
    let (bh, tq, _) = q.dims3()?;
    let chunk = score_chunk(bh, tq, rows.keys, q.dtype());
    let (mut outs, mut lses) = (Vec::new(), Vec::new());
    for start in (0..bh).step_by(chunk) {
        let n = chunk.min(bh - start);
        let s = matmul_detached(&q.narrow(0, start, n)?, &k.narrow(0, start, n)?.t()?)?;
        let (p, lse) = rows::softmax(&s, rows)?;
        drop(s);
        outs.push(matmul_detached(&p, &v.narrow(0, start, n)?)?);
        lses.push(lse);
    }
    Ok((Tensor::cat(&outs, 0)?, Tensor::cat(&lses, 0)?))
}

/// The gradients of q, k, v (head-major; k's and v's with the keys' padding rows, zeros) for
/// the token-layout output `o` and its gradient `g`, over q, k, v as [`attend`] takes them.
fn attend_backward(
    (q, k, v): (&Tensor, &Tensor, &Tensor),
    (o, g): (&Tensor, &Tensor),
    lse: &Tensor,
    rows: RowLse,
    heads: usize,
) -> Result<(Tensor, Tensor, Tensor)> {
    let (bh, tq, d) = q.dims3()?;
    let g = g.contiguous()?;
    let dots = g.apply_op2_no_bwd(&o.contiguous()?, &RowDotHeads { heads })?;
    let gh = heads::split(&g, 0, (heads, d), 1.0, false)?;
    let softmax = SoftmaxGrad;
    let chunk = score_chunk(bh, tq, rows.keys, q.dtype());
    let (mut dqs, mut dks, mut dvs) = (Vec::new(), Vec::new(), Vec::new());
    for start in (0..bh).step_by(chunk) {
        let n = chunk.min(bh - start);
        let (qc, kc, vc) = (
            q.narrow(0, start, n)?,
            k.narrow(0, start, n)?,
            v.narrow(0, start, n)?,
        );
        let gc = gh.narrow(0, start, n)?;
        let s = matmul_detached(&qc, &kc.t()?)?;
        let p = s.apply_op2_no_bwd(&lse.narrow(0, start * tq, n * tq)?, &Probs(rows))?;
        drop(s);
        dvs.push(matmul_detached(&p.t()?, &gc)?);
        let dp = matmul_detached(&gc, &vc.t()?)?;
        let ds = p.apply_op3_no_bwd(&dp, &dots.narrow(0, start * tq, n * tq)?, &softmax)?;
        drop((p, dp));
        dqs.push(matmul_detached(&ds, &kc)?);
        // The padding's rows of the keys' and values' gradients are zeros: the merge skips them.
        dks.push(matmul_detached(&ds.t()?, &qc)?);
    }
    Ok((
        Tensor::cat(&dqs, 0)?,
        Tensor::cat(&dks, 0)?,
        Tensor::cat(&dvs, 0)?,
    ))
}

/// A tensor over a storage the op just made.
fn wrap(storage: Storage, shape: Shape) -> Tensor {
    Tensor::from_storage(storage, shape, BackpropOp::none(), false)
}

/// The saved log-sum-exp of the op's forward.
fn saved(lse: &Mutex<Option<Tensor>>) -> Result<Tensor> {
    lse.lock()
        .expect("attention log-sum-exp lock")
        .clone()
        .ok_or_else(|| candle_core::Error::Msg("attention: backward before forward".into()))
}

/// The forward on any device: `split` moves one part of an input storage to a head-major
/// storage of the rows per head it is given (the queries scaled by `1/sqrt(d)`; the keys and
/// values padded to [`padded_keys`]), [`attend`] runs, `merge` writes the heads' output (a
/// storage and its layout) into a new token-layout storage. Returns (output storage,
/// log-sum-exp).
fn forward_with<S>(
    inputs: [&S; 3],
    parts: &[Part; 3],
    (hq, hk): (Heads, Heads),
    causal: bool,
    split: impl Fn(&S, &Part, Heads, usize) -> Result<Storage>,
    merge: impl Fn(&Storage, &Layout, Heads) -> Result<S>,
) -> Result<(S, Tensor)> {
    let q_part = parts[0].scaled(scale(hq.d));
    let head_major = |input: &S, part: &Part, h: Heads, rows: usize| -> Result<Tensor> {
        let shape = Shape::from((h.batch * h.heads, rows, h.d));
        Ok(wrap(split(input, part, h, rows)?, shape))
    };
    let tk_pad = padded_keys(hk.tokens);
    let (q, k, v) = (
        head_major(inputs[0], &q_part, hq, hq.tokens)?,
        head_major(inputs[1], &parts[1], hk, tk_pad)?,
        head_major(inputs[2], &parts[2], hk, tk_pad)?,
    );
    let rows = RowLse {
        causal,
        queries: hq.tokens,
        keys: hk.tokens,
    };
    let (o, lse) = attend(&q, &k, &v, rows)?;
    drop((q, k, v));
    let (guard, layout) = o.storage_and_layout();
    Ok((merge(&guard, layout, hq)?, lse))
}

/// [`forward_with`] on the CPU.
fn forward_cpu(
    s: [&CpuStorage; 3],
    parts: &[Part; 3],
    shapes: (Heads, Heads),
    causal: bool,
) -> Result<(CpuStorage, Tensor)> {
    let split = |st: &CpuStorage, part: &Part, h: Heads, rows: usize| -> Result<Storage> {
        Ok(Storage::Cpu(crate::cpu::with_elem!(st.dtype(), |T| {
            let src = st.as_slice::<T>()?;
            T::to_cpu_storage_owned(heads::split_cpu::<T>(src, &[*part], h, rows))
        })))
    };
    let merge = |o: &Storage, layout: &Layout, hq: Heads| -> Result<CpuStorage> {
        let Storage::Cpu(os) = o else {
            candle_core::bail!("attention: CPU forward produced a non-CPU tensor");
        };
        Ok(crate::cpu::with_elem!(os.dtype(), |T| {
            let mut dst = vec![T::from_f64(0.0); hq.len()];
            let src = crate::cpu::slice(os, layout, "attention output")?;
            let part = heads::token_part(hq, 1.0);
            heads::merge_cpu::<T>(&mut dst, &part, (src, hq.tokens), hq, 0);
            T::to_cpu_storage_owned(dst)
        }))
    };
    forward_with(s, parts, shapes, causal, split, merge)
}

/// Self-attention over a packed q|k|v.
struct SelfAttention {
    heads: usize,
    causal: bool,
    fused: bool,
    lse: Mutex<Option<Tensor>>,
}

impl SelfAttention {
    fn shapes(&self, l: &Layout) -> (Heads, usize) {
        let dims = l.dims();
        let width = dims[2] / 3;
        let h = Heads {
            batch: dims[0],
            heads: self.heads,
            tokens: dims[1],
            d: width / self.heads,
        };
        (h, width)
    }

    fn parts(&self, l: &Layout) -> Result<[Part; 3]> {
        let (_, width) = self.shapes(l);
        Ok([part_of(l, 0)?, part_of(l, width)?, part_of(l, 2 * width)?])
    }
}

impl CustomOp1 for SelfAttention {
    fn name(&self) -> &'static str {
        "paperfit-self-attention"
    }

    fn cpu_fwd(&self, s: &CpuStorage, l: &Layout) -> Result<(CpuStorage, Shape)> {
        let (h, width) = self.shapes(l);
        let (parts, causal) = (self.parts(l)?, self.causal);
        let (out, lse) = match self.fused {
            true => fused::forward_cpu([s, s, s], &parts, fused::sizes(h, h, causal))?,
            false => forward_cpu([s, s, s], &parts, (h, h), causal)?,
        };
        *self.lse.lock().expect("attention log-sum-exp lock") = Some(lse);
        Ok((out, Shape::from((h.batch, h.tokens, width))))
    }

    #[cfg(feature = "cuda")]
    fn cuda_fwd(
        &self,
        s: &candle_core::CudaStorage,
        l: &Layout,
    ) -> Result<(candle_core::CudaStorage, Shape)> {
        let (h, width) = self.shapes(l);
        let (parts, causal) = (self.parts(l)?, self.causal);
        let (out, lse) = match self.fused {
            true => fused_cuda::forward([s, s, s], &parts, fused::sizes(h, h, causal))?,
            false => cuda::forward([s, s, s], &parts, (h, h), causal)?,
        };
        *self.lse.lock().expect("attention log-sum-exp lock") = Some(lse);
        Ok((out, Shape::from((h.batch, h.tokens, width))))
    }

    fn bwd(&self, qkv: &Tensor, out: &Tensor, grad: &Tensor) -> Result<Option<Tensor>> {
        let (b, t, packed) = qkv.dims3()?;
        let width = packed / 3;
        let h = Heads {
            batch: b,
            heads: self.heads,
            tokens: t,
            d: width / self.heads,
        };
        if self.fused {
            let sizes = fused::sizes(h, h, self.causal);
            let lse = saved(&self.lse)?;
            return fused::FusedBackward::packed(qkv, out, grad, lse, sizes).map(Some);
        }
        let qkv = qkv.detach();
        let s = scale(h.d);
        let (q, k, v) = (
            heads::split(&qkv, 0, (self.heads, h.d), s, false)?,
            heads::split(&qkv, width, (self.heads, h.d), 1.0, true)?,
            heads::split(&qkv, 2 * width, (self.heads, h.d), 1.0, true)?,
        );
        let rows = RowLse {
            causal: self.causal,
            queries: t,
            keys: t,
        };
        let lse = saved(&self.lse)?;
        let (dq, dk, dv) = attend_backward((&q, &k, &v), (out, grad), &lse, rows, self.heads)?;
        // The products saw the scaled queries: their gradient is scaled on its way out.
        Ok(Some(heads::merge_packed(&dq, &dk, &dv, h, s)?))
    }
}

/// Cross-attention of separate queries, keys and values.
struct CrossAttention {
    heads: usize,
    fused: bool,
    lse: Mutex<Option<Tensor>>,
}

impl CrossAttention {
    fn shapes(&self, lq: &Layout, lk: &Layout) -> (Heads, Heads) {
        let (q, k) = (lq.dims(), lk.dims());
        let d = q[2] / self.heads;
        let of = |dims: &[usize]| Heads {
            batch: dims[0],
            heads: self.heads,
            tokens: dims[1],
            d,
        };
        (of(q), of(k))
    }
}

impl CrossAttention {
    /// The fused backward's gradients, each where its operand tracks one.
    fn fused_backward(
        &self,
        (q, k, v): (&Tensor, &Tensor, &Tensor),
        out: &Tensor,
        grad: &Tensor,
    ) -> Result<(Option<Tensor>, Option<Tensor>, Option<Tensor>)> {
        let (b, tq, _) = q.dims3()?;
        let tk = k.dim(1)?;
        let of = |tokens| Heads {
            batch: b,
            heads: self.heads,
            tokens,
            d: fused_cpu::HEAD_WIDTH,
        };
        let sizes = fused::sizes(of(tq), of(tk), false);
        let lse = saved(&self.lse)?;
        let [dq, dk, dv] = fused::FusedBackward::separate((q, k, v), out, grad, lse, sizes)?;
        let wanted = |x: Tensor, t: &Tensor| t.track_op().then_some(x);
        Ok((wanted(dq, q), wanted(dk, k), wanted(dv, v)))
    }
}

impl CustomOp3 for CrossAttention {
    fn name(&self) -> &'static str {
        "paperfit-cross-attention"
    }

    fn cpu_fwd(
        &self,
        qs: &CpuStorage,
        ql: &Layout,
        ks: &CpuStorage,
        kl: &Layout,
        vs: &CpuStorage,
        vl: &Layout,
    ) -> Result<(CpuStorage, Shape)> {
        let shapes = self.shapes(ql, kl);
        let parts = [part_of(ql, 0)?, part_of(kl, 0)?, part_of(vl, 0)?];
        let (out, lse) = match self.fused {
            true => fused::forward_cpu(
                [qs, ks, vs],
                &parts,
                fused::sizes(shapes.0, shapes.1, false),
            )?,
            false => forward_cpu([qs, ks, vs], &parts, shapes, false)?,
        };
        *self.lse.lock().expect("attention log-sum-exp lock") = Some(lse);
        Ok((out, ql.shape().clone()))
    }

    #[cfg(feature = "cuda")]
    fn cuda_fwd(
        &self,
        qs: &candle_core::CudaStorage,
        ql: &Layout,
        ks: &candle_core::CudaStorage,
        kl: &Layout,
        vs: &candle_core::CudaStorage,
        vl: &Layout,
    ) -> Result<(candle_core::CudaStorage, Shape)> {
        let shapes = self.shapes(ql, kl);
        let parts = [part_of(ql, 0)?, part_of(kl, 0)?, part_of(vl, 0)?];
        let (out, lse) = match self.fused {
            true => fused_cuda::forward(
                [qs, ks, vs],
                &parts,
                fused::sizes(shapes.0, shapes.1, false),
            )?,
            false => cuda::forward([qs, ks, vs], &parts, shapes, false)?,
        };
        *self.lse.lock().expect("attention log-sum-exp lock") = Some(lse);
        Ok((out, ql.shape().clone()))
    }

    fn bwd(
        &self,
        q: &Tensor,
        k: &Tensor,
        v: &Tensor,
        out: &Tensor,
        grad: &Tensor,
    ) -> Result<(Option<Tensor>, Option<Tensor>, Option<Tensor>)> {
        let h = self.heads;
        if self.fused {
            return self.fused_backward((q, k, v), out, grad);
        }
        let d = q.dim(2)? / h;
        let s = scale(d);
        let (qh, kh, vh) = (
            heads::split(&q.detach(), 0, (h, d), s, false)?,
            heads::split(&k.detach(), 0, (h, d), 1.0, true)?,
            heads::split(&v.detach(), 0, (h, d), 1.0, true)?,
        );
        let rows = RowLse {
            causal: false,
            queries: q.dim(1)?,
            keys: k.dim(1)?,
        };
        let lse = saved(&self.lse)?;
        let (dq, dk, dv) = attend_backward((&qh, &kh, &vh), (out, grad), &lse, rows, h)?;
        // The products saw the scaled queries: their gradient is scaled on its way out.
        let back = |x: &Tensor, of: &Tensor, scale: f64| -> Result<Option<Tensor>> {
            match of.track_op() {
                true => Ok(Some(heads::merge(x, h, of.dim(1)?, scale)?)),
                false => Ok(None),
            }
        };
        Ok((back(&dq, q, s)?, back(&dk, k, 1.0)?, back(&dv, v, 1.0)?))
    }
}

#[cfg(feature = "cuda")]
mod cuda;
