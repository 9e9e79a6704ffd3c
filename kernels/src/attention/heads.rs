//! Moving attention heads between the token layout the projections produce, (b, t, heads x d)
//! inside a wider row (the packed q|k|v of a fused projection), and the head-major layout the
//! batched products need, (b x heads, t, d), contiguous. A move may scale what it moves: the
//! queries by `1/sqrt(d)` on their way in, their gradient by the same on its way out.
//!
//! A head-major buffer may hold more rows per head than there are tokens (the keys and values
//! padded to [`padded_keys`] for the score products): a split writes the padding's rows
//! as zeros, a merge reads past them. Both happen in the move itself, so no padded copy or
//! narrowed gradient is ever made contiguous on its own.

use candle_core::backend::BackendStorage;
use candle_core::{CpuStorage, CustomOp1, CustomOp3, Layout, Result, Shape, Tensor, WithDType};
use rayon::prelude::*;

use crate::cpu::with_elem;
use crate::cpu::{slice, Elem};

/// Where one operand's heads are in a token-layout buffer: element (b, h, i, j) of a head of
/// width `d` is at `offset + b * batch + i * token + h * d + j`; and the factor the elements
/// are multiplied by as they move (1: copied as they are).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Part {
    pub offset: usize,
    pub batch: usize,
    pub token: usize,
    pub scale: f64,
}

impl Part {
    /// The same place, moved with factor `scale`.
    pub(crate) fn scaled(self, scale: f64) -> Part {
        Part { scale, ..self }
    }
}

/// The whole of a contiguous (b, t, heads x d) token-layout buffer, moved with `scale`.
pub(crate) fn token_part(h: Heads, scale: f64) -> Part {
    Part {
        offset: 0,
        batch: h.tokens * h.heads * h.d,
        token: h.heads * h.d,
        scale,
    }
}

/// `src` into `dst`, times `scale` (exact copies for 1), in the twin's precision.
fn move_row<T: Elem>(dst: &mut [T], src: &[T], scale: f64) {
    if scale == 1.0 {
        dst.copy_from_slice(src);
    } else {
        let s = <T::A as crate::cpu::Acc>::from_f64(scale);
        for (d, v) in dst.iter_mut().zip(src) {
            *d = T::store(v.load() * s);
        }
    }
}

/// The width of a row of scores for `tk` keys: rounded up to a multiple of 8 elements (16 bytes
/// in f16/bf16), the keys and values padded with zero rows to it as they are split into heads
/// (their gradients keep the padding's rows, zeros, which the merge leaves out). cuBLAS takes
/// its aligned kernels only for rows whose stride is a multiple of 16 bytes: ViT-B/16's 197
/// keys made every score product run unaligned Turing kernels, a quarter of the step's kernel
/// time on an H200. The padding's scores are never seen (the row steps stop at `tk`) and its
/// probabilities are zero, so every sum over keys is the unpadded one plus zeros.
pub(crate) fn padded_keys(tk: usize) -> usize {
    tk.div_ceil(8) * 8
}

/// The sizes of a head-major buffer: `batch` x `heads` matrices of `tokens` rows of `d`.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Heads {
    pub batch: usize,
    pub heads: usize,
    pub tokens: usize,
    pub d: usize,
}

impl Heads {
    pub fn len(&self) -> usize {
        self.batch * self.heads * self.tokens * self.d
    }

    /// The token-layout offset of row `i` of head `bh` (b x heads + h).
    fn token_row(&self, part: &Part, bh: usize, i: usize) -> usize {
        let (b, h) = (bh / self.heads, bh % self.heads);
        part.offset + b * part.batch + i * part.token + h * self.d
    }
}

/// The part of a contiguous (b, t, width) tensor starting at column `column`.
pub(crate) fn part_of(layout: &Layout, column: usize) -> Result<Part> {
    let stride = layout.stride();
    if layout.dims().len() != 3 || stride[2] != 1 {
        candle_core::bail!(
            "attention operands are (batch, tokens, width) with unit column stride, got {:?} with strides {:?}",
            layout.dims(),
            stride
        );
    }
    Ok(Part {
        offset: layout.start_offset() + column,
        batch: stride[0],
        token: stride[1],
        scale: 1.0,
    })
}

/// `parts` of `src` gathered into one head-major buffer, part after part, each head with
/// `rows_per_head` rows (at least `heads.tokens`; the rows past the tokens are zeros).
pub(crate) fn split_cpu<T: Elem>(
    src: &[T],
    parts: &[Part],
    heads: Heads,
    rows_per_head: usize,
) -> Vec<T> {
    let rows = heads.batch * heads.heads * rows_per_head;
    let mut out = vec![T::from_f64(0.0); rows * heads.d * parts.len()];
    out.par_chunks_mut(heads.d)
        .enumerate()
        .with_min_len(64)
        .for_each(|(r, row)| {
            let (p, rest) = (r / rows, r % rows);
            let (bh, i) = (rest / rows_per_head, rest % rows_per_head);
            if i < heads.tokens {
                let start = heads.token_row(&parts[p], bh, i);
                move_row(row, &src[start..start + heads.d], parts[p].scale);
            }
        });
    out
}

/// Writes the head-major `src` (heads `first..`, each `rows_per_head` rows of d, of which the
/// first `heads.tokens` are written) into `part` of the token-layout `dst`.
pub(crate) fn merge_cpu<T: Elem>(
    dst: &mut [T],
    part: &Part,
    (src, rows_per_head): (&[T], usize),
    heads: Heads,
    first: usize,
) {
    let d = heads.d;
    for (r, row) in src.chunks(d).enumerate() {
        let (bh, i) = (first + r / rows_per_head, r % rows_per_head);
        if i < heads.tokens {
            let start = heads.token_row(part, bh, i);
            move_row(&mut dst[start..start + d], row, part.scale);
        }
    }
}

/// The head-major `dq`, `dk`, `dv` (each b x heads, at least t rows, d: the rows past t are
/// left out) as one (b, t, 3 x heads x d) tensor, `dq` times `q_scale`: the gradient of a
/// packed q|k|v projection whose queries were scaled.
pub(crate) fn merge_packed(
    dq: &Tensor,
    dk: &Tensor,
    dv: &Tensor,
    heads: Heads,
    q_scale: f64,
) -> Result<Tensor> {
    dq.contiguous()?.apply_op3_no_bwd(
        &dk.contiguous()?,
        &dv.contiguous()?,
        &MergePacked { heads, q_scale },
    )
}

/// The parts of a packed (b, t, 3 x width) buffer.
pub(crate) fn packed_parts(heads: Heads) -> [Part; 3] {
    let width = heads.heads * heads.d;
    let token = 3 * width;
    let batch = heads.tokens * token;
    [0, width, 2 * width].map(|offset| Part {
        offset,
        batch,
        token,
        scale: 1.0,
    })
}

/// The heads of columns `column..column + heads x d` of a (b, t, ..) tensor with unit column
/// stride, as a head-major (b x heads, t, d) tensor times `scale`; no gradient. `padded`:
/// each head's rows padded with zeros to [`padded_keys`]`(t)`.
pub(crate) fn split(
    x: &Tensor,
    column: usize,
    (heads, d): (usize, usize),
    scale: f64,
    padded: bool,
) -> Result<Tensor> {
    x.apply_op1_no_bwd(&SplitHeads {
        column,
        heads,
        d,
        scale,
        padded,
    })
}

/// The first `tokens` rows of each head of a head-major (b x heads, rows, d) tensor in token
/// layout (b, tokens, heads x d), times `scale`; no gradient.
pub(crate) fn merge(x: &Tensor, heads: usize, tokens: usize, scale: f64) -> Result<Tensor> {
    x.contiguous()?.apply_op1_no_bwd(&MergeHeads {
        heads,
        tokens,
        scale,
    })
}

struct SplitHeads {
    column: usize,
    heads: usize,
    d: usize,
    scale: f64,
    padded: bool,
}

impl SplitHeads {
    fn rows_per_head(&self, tokens: usize) -> usize {
        match self.padded {
            true => padded_keys(tokens),
            false => tokens,
        }
    }

    fn geometry(&self, l: &Layout) -> Result<(Part, Heads)> {
        let part = part_of(l, self.column)?.scaled(self.scale);
        let dims = l.dims();
        let h = Heads {
            batch: dims[0],
            heads: self.heads,
            tokens: dims[1],
            d: self.d,
        };
        Ok((part, h))
    }
}

impl CustomOp1 for SplitHeads {
    fn name(&self) -> &'static str {
        "paperfit-split-heads"
    }

    fn cpu_fwd(&self, s: &CpuStorage, l: &Layout) -> Result<(CpuStorage, Shape)> {
        let (part, h) = self.geometry(l)?;
        let rows = self.rows_per_head(h.tokens);
        let out = with_elem!(s.dtype(), |T| {
            T::to_cpu_storage_owned(split_cpu::<T>(s.as_slice::<T>()?, &[part], h, rows))
        });
        Ok((out, Shape::from((h.batch * h.heads, rows, h.d))))
    }

    #[cfg(feature = "cuda")]
    fn cuda_fwd(
        &self,
        s: &candle_core::CudaStorage,
        l: &Layout,
    ) -> Result<(candle_core::CudaStorage, Shape)> {
        let (part, h) = self.geometry(l)?;
        let rows = self.rows_per_head(h.tokens);
        let out = cuda::split(s, &[part], h, rows)?;
        Ok((out, Shape::from((h.batch * h.heads, rows, h.d))))
    }
}

struct MergeHeads {
    heads: usize,
    tokens: usize,
    scale: f64,
}

impl MergeHeads {
    /// The token layout's sizes and the source's rows per head.
    fn geometry(&self, l: &Layout) -> Result<(Heads, usize)> {
        let (bh, rows, d) = l.shape().dims3()?;
        if rows < self.tokens {
            candle_core::bail!(
                "merge_heads: {rows} rows per head hold no {} tokens",
                self.tokens
            );
        }
        let h = Heads {
            batch: bh / self.heads.max(1),
            heads: self.heads,
            tokens: self.tokens,
            d,
        };
        Ok((h, rows))
    }
}

impl CustomOp1 for MergeHeads {
    fn name(&self) -> &'static str {
        "paperfit-merge-heads"
    }

    fn cpu_fwd(&self, s: &CpuStorage, l: &Layout) -> Result<(CpuStorage, Shape)> {
        let (h, rows) = self.geometry(l)?;
        let out = with_elem!(s.dtype(), |T| {
            let mut dst = vec![T::from_f64(0.0); h.len()];
            let src = slice(s, l, "attention heads")?;
            merge_cpu::<T>(&mut dst, &token_part(h, self.scale), (src, rows), h, 0);
            T::to_cpu_storage_owned(dst)
        });
        Ok((out, Shape::from((h.batch, h.tokens, h.heads * h.d))))
    }

    #[cfg(feature = "cuda")]
    fn cuda_fwd(
        &self,
        s: &candle_core::CudaStorage,
        l: &Layout,
    ) -> Result<(candle_core::CudaStorage, Shape)> {
        let (h, _) = self.geometry(l)?;
        // SAFETY: every element is written (by the next launch or copy) before anything reads it.
        let mut out = unsafe { cuda::alloc(s, h.len()) }?;
        cuda::merge(&mut out, &token_part(h, self.scale), s, l, h, 0)?;
        Ok((out, Shape::from((h.batch, h.tokens, h.heads * h.d))))
    }
}

struct MergePacked {
    heads: Heads,
    q_scale: f64,
}

impl MergePacked {
    fn parts(&self) -> [Part; 3] {
        let [q, k, v] = packed_parts(self.heads);
        [q.scaled(self.q_scale), k, v]
    }
}

impl CustomOp3 for MergePacked {
    fn name(&self) -> &'static str {
        "paperfit-merge-packed-heads"
    }

    fn cpu_fwd(
        &self,
        s1: &CpuStorage,
        l1: &Layout,
        s2: &CpuStorage,
        l2: &Layout,
        s3: &CpuStorage,
        l3: &Layout,
    ) -> Result<(CpuStorage, Shape)> {
        let (h, parts) = (self.heads, self.parts());
        let out = with_elem!(s1.dtype(), |T| {
            let mut dst = vec![T::from_f64(0.0); 3 * h.len()];
            for ((s, l), part) in [(s1, l1), (s2, l2), (s3, l3)].into_iter().zip(&parts) {
                let rows = l.dims()[1];
                merge_cpu::<T>(
                    &mut dst,
                    part,
                    (slice(s, l, "attention gradient")?, rows),
                    h,
                    0,
                );
            }
            T::to_cpu_storage_owned(dst)
        });
        Ok((out, Shape::from((h.batch, h.tokens, 3 * h.heads * h.d))))
    }

    #[cfg(feature = "cuda")]
    fn cuda_fwd(
        &self,
        s1: &candle_core::CudaStorage,
        l1: &Layout,
        s2: &candle_core::CudaStorage,
        l2: &Layout,
        s3: &candle_core::CudaStorage,
        l3: &Layout,
    ) -> Result<(candle_core::CudaStorage, Shape)> {
        let (h, parts) = (self.heads, self.parts());
        // SAFETY: every element is written (by the next launch or copy) before anything reads it.
        let mut dst = unsafe { cuda::alloc(s1, 3 * h.len()) }?;
        for ((s, l), part) in [(s1, l1), (s2, l2), (s3, l3)].into_iter().zip(&parts) {
            cuda::merge(&mut dst, part, s, l, h, 0)?;
        }
        Ok((dst, Shape::from((h.batch, h.tokens, 3 * h.heads * h.d))))
    }
}

#[cfg(feature = "cuda")]
pub(crate) mod cuda {
    use candle_core::backend::BackendStorage;
    use candle_core::{CudaStorage, DType, Layout, Result};

    use super::{Heads, Part};
    use crate::cuda::launch_kernel;
    use crate::cuda::{self as k, ATTENTION};

    /// `n` uninitialised elements of `like`'s dtype on its device.
    ///
    /// # Safety
    /// As [`k::alloc`]: the caller writes every element before anything reads one.
    pub(crate) unsafe fn alloc(like: &CudaStorage, n: usize) -> Result<CudaStorage> {
        let dev = &like.device;
        // SAFETY: this function's contract passes to the caller.
        Ok(match like.dtype() {
            DType::F32 => k::storage(unsafe { k::alloc::<f32>(dev, n) }?, dev),
            DType::F16 => k::storage(unsafe { k::alloc::<half::f16>(dev, n) }?, dev),
            DType::BF16 => k::storage(unsafe { k::alloc::<half::bf16>(dev, n) }?, dev),
            other => {
                candle_core::bail!("attention on CUDA runs in f32, f16 or bf16, not {other:?}")
            }
        })
    }

    /// `parts` of `src` into one head-major buffer of `rows_per_head` rows a head (see
    /// [`super::split_cpu`]).
    pub(crate) fn split(
        src: &CudaStorage,
        parts: &[Part],
        heads: Heads,
        rows_per_head: usize,
    ) -> Result<CudaStorage> {
        let dev = &src.device;
        let rows = heads.batch * heads.heads * rows_per_head;
        let per_part = rows * heads.d;
        // SAFETY: every element is written (one launch per part, the parts cover it, the
        // padding's rows with zeros) before anything reads it.
        let mut out = unsafe { alloc(src, per_part * parts.len()) }?;
        let name = k::kernel_name("split_heads", src.dtype())?;
        let sizes = [heads.heads, heads.tokens, rows_per_head, heads.d, rows].map(|v| v as i32);
        for (p, part) in parts.iter().enumerate() {
            let args = [p * per_part, part.offset, part.batch, part.token].map(|v| v as u64);
            let scale = part.scale as f32;
            crate::cuda::with_cuda_elem!(src.dtype(), |T| {
                let s = src.as_cuda_slice::<T>()?;
                let o = out.as_cuda_slice_mut::<T>()?;
                launch_kernel!(
                    dev,
                    ATTENTION,
                    name,
                    k::packed(per_part),
                    [
                        s, o, &args[0], &args[1], &args[2], &args[3], &sizes[0], &sizes[1],
                        &sizes[2], &sizes[3], &sizes[4], &scale
                    ]
                )?;
            });
        }
        Ok(out)
    }

    /// The head-major `src` (heads `first..`, its layout's rows per head, of which the first
    /// `heads.tokens` are moved) into `part` of `dst` (see [`super::merge_cpu`]).
    pub(crate) fn merge(
        dst: &mut CudaStorage,
        part: &Part,
        src: &CudaStorage,
        src_layout: &Layout,
        heads: Heads,
        first: usize,
    ) -> Result<()> {
        let dev = src.device.clone();
        let &[_, rows_per_head, _] = src_layout.dims() else {
            candle_core::bail!("merge_heads: heads of shape {:?}", src_layout.dims());
        };
        let rows = src_layout.shape().elem_count() / heads.d.max(1);
        let name = k::kernel_name("merge_heads", src.dtype())?;
        let args = [part.offset, part.batch, part.token].map(|v| v as u64);
        let sizes = [
            first,
            heads.heads,
            heads.tokens,
            rows_per_head,
            heads.d,
            rows,
        ]
        .map(|v| v as i32);
        let scale = part.scale as f32;
        crate::cuda::with_cuda_elem!(src.dtype(), |T| {
            let s = k::view::<T>(src, src_layout, "attention heads")?;
            let o = dst.as_cuda_slice_mut::<T>()?;
            launch_kernel!(
                dev,
                ATTENTION,
                name,
                k::packed(rows * heads.d),
                [
                    &s, o, &args[0], &args[1], &args[2], &sizes[0], &sizes[1], &sizes[2],
                    &sizes[3], &sizes[4], &sizes[5], &scale
                ]
            )?;
        });
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Keys of 5 tokens split into heads padded to 8 rows: each head's first rows are the
    /// token layout's (times the scale), the padding's rows are zeros, and the merge of the
    /// padded heads writes back exactly the tokens, leaving the padding out.
    #[test]
    fn padded_heads_split_with_zero_rows_and_merge_back_without_them() {
        let h = Heads {
            batch: 2,
            heads: 3,
            tokens: 5,
            d: 4,
        };
        let src: Vec<f32> = (0..h.len()).map(|i| (i as f32 * 0.71).sin()).collect();
        let part = token_part(h, 1.0);
        let padded = split_cpu::<f32>(&src, &[part], h, 8);
        assert_eq!(padded.len(), 2 * 3 * 8 * 4);
        let unpadded = split_cpu::<f32>(&src, &[part], h, 5);
        for bh in 0..6 {
            let head = &padded[bh * 32..(bh + 1) * 32];
            assert_eq!(head[..20], unpadded[bh * 20..(bh + 1) * 20]);
            assert!(head[20..].iter().all(|&x| x == 0.0), "head {bh}");
        }
        let mut back = vec![f32::NAN; h.len()];
        merge_cpu::<f32>(&mut back, &part, (&padded, 8), h, 0);
        assert_eq!(back, src);
        let halved = split_cpu::<f32>(&src, &[part.scaled(0.5)], h, 8);
        assert!(halved.iter().zip(&padded).all(|(a, b)| *a == b * 0.5));
    }
}
