//! Attention fused into three passes for heads of width [`HEAD_WIDTH`] (FlashAttention-2's
//! structure): a forward that keeps each key tile's scores on chip with an online softmax and
//! writes the output and one log-sum-exp per query; a backward as a key-tile pass (the keys'
//! and values' gradient) and a query-tile pass (the queries' gradient), with
//! `D_i = dO_i . O_i` computed first. The operands are read where the projections wrote them
//! (the packed q|k|v of one projection, or separate queries, keys and values) and the
//! gradients written straight into the packed layout: no head moves, no scores in memory,
//! no atomics, and a fixed order of every sum, so runs repeat their bits. CUDA kernels in
//! `cuda/flash_attention.cu`, CPU twin in [`super::fused_cpu`].
//!
//! Which attention the models run is [`attention_path`]: the composed one of
//! [`super::self_attention`]'s chunks of batched products (the default), or this one where the
//! head width is 64 (`PAPERFIT_ATTENTION=fused`). [`fused_self_attention`] and
//! [`fused_cross_attention`] run this one whatever the switch says.

use std::sync::atomic::{AtomicBool, Ordering};

use candle_core::backend::BackendStorage;
use candle_core::{
    CpuStorage, CustomOp1, CustomOp3, Device, Layout, Result, Shape, Tensor, WithDType,
};

use super::fused_cpu::{self, GradParts, Operand, Saved, Sizes};
use super::heads::{part_of, Heads, Part};
use super::rows::row_dot_heads_cpu;
use crate::cpu::{slice, with_cpu, with_elem, Elem};

use super::fused_cpu::HEAD_WIDTH;

/// The environment variable that picks the attention path (`paperfit` reads it into the plan).
pub const ATTENTION_ENV: &str = "PAPERFIT_ATTENTION";

/// Which attention the models run.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AttentionPath {
    /// Chunks of heads through batched products and row passes, scores in memory (the default).
    Composed,
    /// The fused passes of this module where the head width is [`HEAD_WIDTH`]; the composed
    /// path for other widths.
    Fused,
}

impl AttentionPath {
    /// The values [`ATTENTION_ENV`] takes.
    pub const NAMES: &'static [&'static str] = &["composed", "fused"];

    /// The path a value of [`ATTENTION_ENV`] names, if any.
    pub fn parse(value: &str) -> Option<AttentionPath> {
        match value.trim() {
            "composed" => Some(AttentionPath::Composed),
            "fused" => Some(AttentionPath::Fused),
            _ => None,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            AttentionPath::Composed => "composed",
            AttentionPath::Fused => "fused",
        }
    }

    /// Whether attention with heads of width `d` runs the fused passes on this path.
    pub fn fuses(self, d: usize) -> bool {
        self == AttentionPath::Fused && d == HEAD_WIDTH
    }
}

static FUSED: AtomicBool = AtomicBool::new(false);

/// Sets the attention path of this process.
pub fn set_attention_path(path: AttentionPath) {
    FUSED.store(path == AttentionPath::Fused, Ordering::Relaxed);
}

/// The attention path of this process.
pub(crate) fn attention_path() -> AttentionPath {
    match FUSED.load(Ordering::Relaxed) {
        true => AttentionPath::Fused,
        false => AttentionPath::Composed,
    }
}

/// Whether attention with heads of width `d` runs fused under the current path.
pub(crate) fn runs_fused(d: usize) -> bool {
    attention_path().fuses(d)
}

/// Self-attention over a packed (b, t, 3 x width) q|k|v through the fused passes; the heads
/// must be [`HEAD_WIDTH`] wide.
pub fn fused_self_attention(qkv: &Tensor, heads: usize, causal: bool) -> Result<Tensor> {
    let width = qkv.dim(2)? / 3;
    check_width(width, heads)?;
    super::attention_self(qkv, heads, causal, true)
}

/// Cross-attention of queries (b, tq, width) to keys and values (b, tk, width) through the
/// fused passes; the heads must be [`HEAD_WIDTH`] wide.
pub fn fused_cross_attention(q: &Tensor, k: &Tensor, v: &Tensor, heads: usize) -> Result<Tensor> {
    check_width(q.dim(2)?, heads)?;
    super::attention_cross(q, k, v, heads, true)
}

fn check_width(width: usize, heads: usize) -> Result<()> {
    if heads == 0 || width != heads * HEAD_WIDTH {
        candle_core::bail!(
            "fused attention serves heads of {HEAD_WIDTH}: {width} columns are not {heads} such heads"
        );
    }
    Ok(())
}

/// The fused passes' sizes for queries `hq` and keys `hk`.
pub(crate) fn sizes(hq: Heads, hk: Heads, causal: bool) -> Sizes {
    Sizes {
        batch: hq.batch,
        heads: hq.heads,
        tq: hq.tokens,
        tk: hk.tokens,
        causal,
        scale: super::scale(HEAD_WIDTH),
    }
}

/// The contiguous token layout (b, t, heads x 64) of `tokens` rows per sample, at `offset`.
fn token_part(sz: &Sizes, tokens: usize, offset: usize) -> Part {
    let width = sz.heads * HEAD_WIDTH;
    Part {
        offset,
        batch: tokens * width,
        token: width,
        scale: 1.0,
    }
}

/// The forward on the CPU: the output storage (b, tq, width) and the log-sum-exp tensor.
pub(crate) fn forward_cpu(
    s: [&CpuStorage; 3],
    parts: &[Part; 3],
    sz: Sizes,
) -> Result<(CpuStorage, Tensor)> {
    with_elem!(s[0].dtype(), |T, W| {
        let (out, lse) = fused_cpu::forward::<T>(operands(s, *parts)?, sz);
        let lse: Vec<W> = lse.into_iter().map(W::store).collect();
        let n = lse.len();
        Ok((
            T::to_cpu_storage_owned(out),
            Tensor::from_vec(lse, n, &Device::Cpu)?,
        ))
    })
}

/// The three operands of one dtype over their storages.
fn operands<'a, T: Elem>(s: [&'a CpuStorage; 3], parts: [Part; 3]) -> Result<[Operand<'a, T>; 3]> {
    Ok([
        Operand {
            data: s[0].as_slice::<T>()?,
            part: parts[0],
        },
        Operand {
            data: s[1].as_slice::<T>()?,
            part: parts[1],
        },
        Operand {
            data: s[2].as_slice::<T>()?,
            part: parts[2],
        },
    ])
}

/// The backward of a fused attention, applied to its q, k, v (one packed tensor, or three):
/// their gradients in one buffer, where [`GradParts`] says. Keeps the forward's output, its
/// gradient (contiguous) and the log-sum-exp.
pub(crate) struct FusedBackward {
    pub out: Tensor,
    pub grad: Tensor,
    pub lse: Tensor,
    pub sizes: Sizes,
    pub grads: GradParts,
}

impl FusedBackward {
    /// The gradient of a packed (b, t, 3 x width) q|k|v, in the same layout.
    pub(crate) fn packed(
        qkv: &Tensor,
        out: &Tensor,
        grad: &Tensor,
        lse: Tensor,
        sz: Sizes,
    ) -> Result<Tensor> {
        let [dq, dk, dv] = super::heads::packed_parts(Heads {
            batch: sz.batch,
            heads: sz.heads,
            tokens: sz.tq,
            d: HEAD_WIDTH,
        });
        let len = 3 * sz.batch * sz.tq * sz.heads * HEAD_WIDTH;
        let op = Self::new(out, grad, lse, sz, GradParts { dq, dk, dv, len })?;
        qkv.detach().apply_op1_no_bwd(&op)
    }

    /// The gradients of separate queries, keys and values, each in its own (b, t, width).
    pub(crate) fn separate(
        (q, k, v): (&Tensor, &Tensor, &Tensor),
        out: &Tensor,
        grad: &Tensor,
        lse: Tensor,
        sz: Sizes,
    ) -> Result<[Tensor; 3]> {
        let width = sz.heads * HEAD_WIDTH;
        let (nq, nk) = (sz.batch * sz.tq * width, sz.batch * sz.tk * width);
        let grads = GradParts {
            dq: token_part(&sz, sz.tq, 0),
            dk: token_part(&sz, sz.tk, nq),
            dv: token_part(&sz, sz.tk, nq + nk),
            len: nq + 2 * nk,
        };
        let op = Self::new(out, grad, lse, sz, grads)?;
        let all = q.detach().apply_op3_no_bwd(&k.detach(), &v.detach(), &op)?;
        Ok([
            all.narrow(0, 0, nq)?.reshape((sz.batch, sz.tq, width))?,
            all.narrow(0, nq, nk)?.reshape((sz.batch, sz.tk, width))?,
            all.narrow(0, nq + nk, nk)?
                .reshape((sz.batch, sz.tk, width))?,
        ])
    }

    fn new(out: &Tensor, grad: &Tensor, lse: Tensor, sz: Sizes, grads: GradParts) -> Result<Self> {
        Ok(FusedBackward {
            out: out.contiguous()?,
            grad: grad.contiguous()?,
            lse,
            sizes: sz,
            grads,
        })
    }

    #[cfg(feature = "cuda")]
    fn kept(&self) -> super::fused_cuda::Kept<'_> {
        super::fused_cuda::Kept {
            out: &self.out,
            grad: &self.grad,
            lse: &self.lse,
        }
    }

    fn shape(&self) -> Shape {
        Shape::from(self.grads.len)
    }

    /// The backward on the CPU over the operand storages and their parts.
    fn cpu(&self, s: [&CpuStorage; 3], parts: [Part; 3]) -> Result<CpuStorage> {
        let sz = self.sizes;
        let dims = (sz.batch, sz.tq, sz.heads * HEAD_WIDTH);
        with_cpu(&self.grad, "attention output gradient", |gs, gl| {
            with_cpu(&self.out, "attention output", |os, ol| {
                with_cpu(&self.lse, "attention log-sum-exp", |ls, ll| {
                    with_elem!(gs.dtype(), |T, W| {
                        let g = slice::<T>(gs, gl, "attention output gradient")?;
                        let o = slice::<T>(os, ol, "attention output")?;
                        let dots = row_dot_heads_cpu::<T>(g, o, dims, sz.heads);
                        let lse: Vec<_> = slice::<W>(ls, ll, "attention log-sum-exp")?
                            .iter()
                            .map(|v| v.load())
                            .collect();
                        let saved = Saved {
                            g: Operand {
                                data: g,
                                part: token_part(&sz, sz.tq, 0),
                            },
                            lse: &lse,
                            dots: &dots,
                        };
                        let ops = operands::<T>(s, parts)?;
                        Ok(T::to_cpu_storage_owned(fused_cpu::backward::<T>(
                            ops, &saved, sz, self.grads,
                        )))
                    })
                })
            })
        })
    }
}

impl CustomOp1 for FusedBackward {
    fn name(&self) -> &'static str {
        "paperfit-fused-attention-backward"
    }

    fn cpu_fwd(&self, s: &CpuStorage, l: &Layout) -> Result<(CpuStorage, Shape)> {
        let width = self.sizes.heads * HEAD_WIDTH;
        let parts = [part_of(l, 0)?, part_of(l, width)?, part_of(l, 2 * width)?];
        Ok((self.cpu([s, s, s], parts)?, l.shape().clone()))
    }

    #[cfg(feature = "cuda")]
    fn cuda_fwd(
        &self,
        s: &candle_core::CudaStorage,
        l: &Layout,
    ) -> Result<(candle_core::CudaStorage, Shape)> {
        let width = self.sizes.heads * HEAD_WIDTH;
        let parts = [part_of(l, 0)?, part_of(l, width)?, part_of(l, 2 * width)?];
        let out =
            super::fused_cuda::backward([s, s, s], parts, self.kept(), self.sizes, &self.grads)?;
        Ok((out, l.shape().clone()))
    }
}

impl CustomOp3 for FusedBackward {
    fn name(&self) -> &'static str {
        "paperfit-fused-attention-backward"
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
        let parts = [part_of(ql, 0)?, part_of(kl, 0)?, part_of(vl, 0)?];
        Ok((self.cpu([qs, ks, vs], parts)?, self.shape()))
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
        let parts = [part_of(ql, 0)?, part_of(kl, 0)?, part_of(vl, 0)?];
        let out =
            super::fused_cuda::backward([qs, ks, vs], parts, self.kept(), self.sizes, &self.grads)?;
        Ok((out, self.shape()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bits(t: &Tensor) -> Vec<u32> {
        t.flatten_all()
            .and_then(|t| t.to_vec1::<f32>())
            .unwrap()
            .into_iter()
            .map(f32::to_bits)
            .collect()
    }

    fn qkv(width: usize) -> Tensor {
        let n = 2 * 70 * 3 * width;
        let values: Vec<f32> = (0..n)
            .map(|i| ((i * 7919) % 1013) as f32 / 1013.0 - 0.5)
            .collect();
        Tensor::from_vec(values, (2, 70, 3 * width), &Device::Cpu).unwrap()
    }

    #[test]
    fn the_switch_runs_the_fused_passes_for_heads_of_64_only() {
        // (No other test of this crate runs attention: the switch is this process's alone.)
        let (wide, narrow) = (qkv(128), qkv(48));
        let composed = |x: &Tensor, heads| super::super::attention_self(x, heads, false, false);
        set_attention_path(AttentionPath::Fused);
        let fused_wide = super::super::self_attention(&wide, 2, false).unwrap();
        let fused_narrow = super::super::self_attention(&narrow, 3, false).unwrap();
        set_attention_path(AttentionPath::Composed);
        let plain_wide = super::super::self_attention(&wide, 2, false).unwrap();
        assert_eq!(
            bits(&fused_wide),
            bits(&fused_self_attention(&wide, 2, false).unwrap())
        );
        assert_eq!(
            bits(&fused_narrow),
            bits(&composed(&narrow, 3).unwrap()),
            "heads of 16"
        );
        assert_eq!(
            bits(&plain_wide),
            bits(&composed(&wide, 2).unwrap()),
            "the default"
        );
        assert_eq!(attention_path(), AttentionPath::Composed);
    }

    #[test]
    fn the_paths_are_named_as_the_variable_takes_them() {
        for name in AttentionPath::NAMES {
            assert_eq!(
                AttentionPath::parse(name).map(AttentionPath::name),
                Some(*name)
            );
        }
        assert_eq!(AttentionPath::parse("flash"), None);
    }
}
