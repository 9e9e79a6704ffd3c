//! Differentiable functional ops built from candle-core primitives with a correct backward.
//!
//! Numerically sensitive ops (softmax, normalisation, the loss) run in f32 whatever the compute
//! dtype (f64 stays f64, for gradient checks) and cast back.

use candle_core::{DType, Result, Tensor, D};
use rand::Rng;

use super::matmul::matmul;
use super::Ctx;

/// f16/bf16 -> f32; f32 and f64 unchanged.
pub fn widen(x: &Tensor) -> Result<Tensor> {
    match x.dtype() {
        DType::F16 | DType::BF16 => x.to_dtype(DType::F32),
        _ => Ok(x.clone()),
    }
}

/// log(softmax(x)) over the last dimension, in f32 or wider.
///
/// The max subtracted for stability is detached: log-softmax does not depend on the shift, so
/// its gradient is unchanged, and no gradient is routed through `max` (whose backward splits
/// between ties).
pub fn log_softmax(x: &Tensor) -> Result<Tensor> {
    let x = widen(x)?;
    let max = x.max_keepdim(D::Minus1)?.detach();
    let shifted = x.broadcast_sub(&max)?;
    let log_sum = shifted.exp()?.sum_keepdim(D::Minus1)?.log()?;
    shifted.broadcast_sub(&log_sum)
}

/// softmax(x) over the last dimension, in f32 or wider.
pub fn softmax(x: &Tensor) -> Result<Tensor> {
    let x = widen(x)?;
    let max = x.max_keepdim(D::Minus1)?.detach();
    let e = x.broadcast_sub(&max)?.exp()?;
    e.broadcast_div(&e.sum_keepdim(D::Minus1)?)
}

/// Summed cross-entropy of `logits` (n, classes) against `targets` (n, u32), with label
/// smoothing as PyTorch defines it: `(1 - s) * nll + s * mean_k(-log p_k)`.
///
/// The sum (not the mean) lets the trainer divide by the sample count of the whole
/// accumulation window, so micro-batches of any size add up to the full-batch mean.
pub fn cross_entropy_sum(
    logits: &Tensor,
    targets: &Tensor,
    label_smoothing: f64,
) -> Result<Tensor> {
    let log_p = log_softmax(logits)?;
    let picked = log_p.gather(&targets.unsqueeze(1)?, 1)?.squeeze(1)?;
    let nll = picked.neg()?;
    let per_sample = if label_smoothing > 0.0 {
        let smooth = log_p.mean(1)?.neg()?;
        ((nll * (1.0 - label_smoothing))? + (smooth * label_smoothing)?)?
    } else {
        nll
    };
    per_sample.sum_all()
}

/// Per-sample cross-entropy (for evaluation).
pub(crate) fn cross_entropy_per_sample(logits: &Tensor, targets: &Tensor) -> Result<Tensor> {
    log_softmax(logits)?
        .gather(&targets.unsqueeze(1)?, 1)?
        .squeeze(1)?
        .neg()
}

/// Layer normalisation over the last dimension (composite, so it has a backward).
pub fn layer_norm(x: &Tensor, weight: &Tensor, bias: &Tensor, eps: f64) -> Result<Tensor> {
    let dtype = x.dtype();
    let xw = widen(x)?;
    let mean = xw.mean_keepdim(D::Minus1)?;
    let centred = xw.broadcast_sub(&mean)?;
    let var = centred.sqr()?.mean_keepdim(D::Minus1)?;
    let normed = centred.broadcast_div(&(var + eps)?.sqrt()?)?;
    let w = weight.to_dtype(normed.dtype())?;
    let b = bias.to_dtype(normed.dtype())?;
    normed.broadcast_mul(&w)?.broadcast_add(&b)?.to_dtype(dtype)
}

/// Group normalisation of (n, c, h, w) over `groups` channel groups: the fused batch-norm op
/// on the input seen as (1, n x groups, c / groups x h x w, 1), where each (image, group) is one
/// "channel" normalised by its own biased statistics (GroupNorm's, with no running estimate),
/// with a unit scale and zero shift that take no gradient; then the per-channel affine in the
/// compute dtype. One pass for the statistics, one for the output, one fused backward, instead
/// of a dozen composed f32 ops each kept for backward.
pub(crate) fn group_norm(
    x: &Tensor,
    groups: usize,
    weight: &Tensor,
    bias: &Tensor,
    eps: f64,
) -> Result<Tensor> {
    let (n, c, h, w) = x.dims4()?;
    if groups == 0 || c % groups != 0 {
        candle_core::bail!("group_norm: {c} channels do not split into {groups} groups");
    }
    let rows = n * groups;
    let grouped = x.reshape((1, rows, (c / groups) * h * w, 1))?;
    let master = super::kernels::cpu::master_dtype(x.dtype());
    let unit = Tensor::ones(rows, master, x.device())?;
    let zero = Tensor::zeros(rows, master, x.device())?;
    let (normed, _) = super::kernels::fused_batch_norm(
        &grouped,
        &unit,
        &zero,
        super::kernels::Statistics::Batch,
        eps,
        false,
    )?;
    super::kernels::channel_affine(
        &normed.reshape((n, c, h, w))?,
        &weight.to_dtype(x.dtype())?,
        &bias.to_dtype(x.dtype())?,
    )
}

/// Per-channel mean and biased variance of (n, c, h, w), each shaped (1, c, 1, 1).
pub fn batch_stats(x: &Tensor) -> Result<(Tensor, Tensor)> {
    let (n, c, h, w) = x.dims4()?;
    let flat = x.transpose(0, 1)?.reshape((c, n * h * w))?;
    let mean = flat.mean_keepdim(1)?;
    let var = flat.broadcast_sub(&mean)?.sqr()?.mean_keepdim(1)?;
    Ok((mean.reshape((1, c, 1, 1))?, var.reshape((1, c, 1, 1))?))
}

/// `(x - mean) / sqrt(var + eps) * weight + bias` with per-channel (1, c, 1, 1) statistics.
pub fn batch_norm_apply(
    x: &Tensor,
    mean: &Tensor,
    var: &Tensor,
    weight: &Tensor,
    bias: &Tensor,
    eps: f64,
) -> Result<Tensor> {
    let c = x.dim(1)?;
    let normed = x
        .broadcast_sub(mean)?
        .broadcast_div(&(var + eps)?.sqrt()?)?;
    let w = weight.to_dtype(normed.dtype())?.reshape((1, c, 1, 1))?;
    let b = bias.to_dtype(normed.dtype())?.reshape((1, c, 1, 1))?;
    normed.broadcast_mul(&w)?.broadcast_add(&b)
}

/// The 2-D convolution composed from candle's, which lives with the kernel it stands in for.
pub use super::kernels::conv::composed as conv2d;

/// Max pooling of (n, c, h, w) with a square window.
///
/// candle's `max_pool2d` scales the gradient by 1/k^2 when kernel == stride, and has no backward
/// otherwise; this is composed of reshapes, strided slices and `maximum`, all differentiable.
/// Padding is -inf, as in PyTorch.
pub fn max_pool2d(x: &Tensor, kernel: usize, stride: usize, padding: usize) -> Result<Tensor> {
    let (n, c, h, w) = x.dims4()?;
    if kernel == stride && padding == 0 && h % kernel == 0 && w % kernel == 0 {
        return x
            .reshape((n, c, h / kernel, kernel, w / kernel, kernel))?
            .max(5)?
            .max(3);
    }
    if h + 2 * padding < kernel || w + 2 * padding < kernel {
        candle_core::bail!("max_pool2d: input {h}x{w} is smaller than the window {kernel}");
    }
    let out_h = (h + 2 * padding - kernel) / stride + 1;
    let out_w = (w + 2 * padding - kernel) / stride + 1;
    // Pad so that every window offset has `stride * out` rows/columns available.
    let need_h = kernel - 1 + stride * out_h;
    let need_w = kernel - 1 + stride * out_w;
    let padded = pad_const(
        x,
        padding,
        need_h - h - padding,
        padding,
        need_w - w - padding,
        f64::NEG_INFINITY,
    )?;
    let mut result: Option<Tensor> = None;
    for dy in 0..kernel {
        let rows = padded
            .narrow(2, dy, stride * out_h)?
            .reshape((n, c, out_h, stride, need_w))?
            .narrow(3, 0, 1)?
            .squeeze(3)?;
        for dx in 0..kernel {
            let window = rows
                .narrow(3, dx, stride * out_w)?
                .reshape((n, c, out_h, out_w, stride))?
                .narrow(4, 0, 1)?
                .squeeze(4)?;
            result = Some(match result {
                None => window,
                Some(r) => r.maximum(&window)?,
            });
        }
    }
    result.ok_or_else(|| candle_core::Error::Msg("max_pool2d: empty window".into()))
}

/// Pad the last two dimensions of (n, c, h, w) with a constant.
fn pad_const(
    x: &Tensor,
    top: usize,
    bottom: usize,
    left: usize,
    right: usize,
    value: f64,
) -> Result<Tensor> {
    let (n, c, h, _) = x.dims4()?;
    let fill = |rows: usize, cols: usize| -> Result<Tensor> {
        Tensor::ones((n, c, rows, cols), x.dtype(), x.device())? * value
    };
    let mut t = x.clone();
    let w = x.dim(3)?;
    if left > 0 || right > 0 {
        let mut parts = Vec::new();
        if left > 0 {
            parts.push(fill(h, left)?);
        }
        parts.push(t);
        if right > 0 {
            parts.push(fill(h, right)?);
        }
        t = Tensor::cat(&parts, 3)?;
    }
    let w = w + left + right;
    if top > 0 || bottom > 0 {
        let mut parts = Vec::new();
        if top > 0 {
            parts.push(fill(top, w)?);
        }
        parts.push(t);
        if bottom > 0 {
            parts.push(fill(bottom, w)?);
        }
        t = Tensor::cat(&parts, 2)?;
    }
    Ok(t)
}

/// The non-overlapping `patch` x `patch` patches of images (n, c, h, w), flattened in the
/// order of a convolution kernel (c, kh, kw): (n, h/patch x w/patch, c x patch x patch), row
/// by row. Their product with a kernel reshaped to (out, c x patch x patch) is the convolution
/// with stride `patch`.
pub(crate) fn patchify(x: &Tensor, patch: usize) -> Result<Tensor> {
    let (n, c, h, w) = x.dims4()?;
    if patch == 0 || h % patch != 0 || w % patch != 0 {
        candle_core::bail!("patchify: {h}x{w} images do not split into {patch}x{patch} patches");
    }
    let (gh, gw) = (h / patch, w / patch);
    x.reshape((n, c, gh, patch, gw, patch))?
        .permute((0, 2, 4, 1, 3, 5))?
        .reshape((n, gh * gw, c * patch * patch))
}

/// The logistic function `1 / (1 + exp(-x))`, composed so it has a backward.
pub fn sigmoid(x: &Tensor) -> Result<Tensor> {
    (x.neg()?.exp()? + 1.0)?.recip()
}

/// Mean over the spatial dimensions: (n, c, h, w) -> (n, c).
pub fn global_avg_pool(x: &Tensor) -> Result<Tensor> {
    let (n, c, h, w) = x.dims4()?;
    x.reshape((n, c, h * w))?.mean(2)
}

/// GELU with the exact (erf) formulation, as PyTorch's default: `0.5 x (1 + erf(x / sqrt 2))`.
///
/// Composed from `erf` rather than candle's fused `gelu_erf`, whose backward uses 0.398942 for
/// 1/sqrt(2 pi) and is off by ~1e-5 relative (the finite-difference test catches it).
pub fn gelu(x: &Tensor) -> Result<Tensor> {
    let cdf = ((x * std::f64::consts::FRAC_1_SQRT_2)?.erf()? + 1.0)?;
    (x * cdf)? * 0.5
}

/// Inverted dropout; each sample's mask comes from its own seeded generator (see [`Ctx`]).
pub fn dropout(x: &Tensor, p: f64, ctx: &Ctx, salt: u64) -> Result<Tensor> {
    if !ctx.train || p <= 0.0 {
        return Ok(x.clone());
    }
    let keep = 1.0 - p;
    let n = x.dim(0)?;
    let per_sample = x.elem_count() / n.max(1);
    let mut mask: Vec<f32> = Vec::with_capacity(x.elem_count());
    for i in 0..n {
        let mut rng = ctx.sample_rng(salt, i);
        mask.extend((0..per_sample).map(|_| {
            if rng.random::<f64>() < keep {
                (1.0 / keep) as f32
            } else {
                0.0
            }
        }));
    }
    let mask = Tensor::from_vec(mask, x.shape(), x.device())?.to_dtype(x.dtype())?;
    x.mul(&mask)
}

/// Stochastic depth: drop a residual branch for whole samples (first dimension).
pub fn drop_path(x: &Tensor, p: f64, ctx: &Ctx, salt: u64) -> Result<Tensor> {
    if !ctx.train || p <= 0.0 {
        return Ok(x.clone());
    }
    let keep = 1.0 - p;
    let n = x.dim(0)?;
    let mask: Vec<f32> = (0..n)
        .map(|i| {
            if ctx.sample_rng(salt, i).random::<f64>() < keep {
                (1.0 / keep) as f32
            } else {
                0.0
            }
        })
        .collect();
    let mut shape = vec![n];
    shape.extend(std::iter::repeat_n(1, x.rank() - 1));
    let mask = Tensor::from_vec(mask, shape, x.device())?.to_dtype(x.dtype())?;
    x.broadcast_mul(&mask)
}

/// Scaled dot-product attention of (b, heads, t, d) tensors; softmax in f32.
pub fn attention(q: &Tensor, k: &Tensor, v: &Tensor) -> Result<Tensor> {
    Ok(attention_with_probs(q, k, v)?.0)
}

/// [`attention`] that also returns the attention probabilities (b, heads, tq, tk) in f32 (for
/// attention rollout). Queries and keys may differ in length (cross-attention).
pub(crate) fn attention_with_probs(q: &Tensor, k: &Tensor, v: &Tensor) -> Result<(Tensor, Tensor)> {
    let d = q.dim(D::Minus1)?;
    let scale = 1.0 / (d as f64).sqrt();
    let scores = (matmul(q, &k.t()?)? * scale)?;
    let probs = softmax(&scores)?;
    let out = matmul(&probs.to_dtype(v.dtype())?, v)?;
    Ok((out, probs))
}

/// QuickGELU, OpenAI CLIP's activation: `x * sigmoid(1.702 x)` (a cheaper approximation of GELU
/// that the CLIP weights were trained with, so it must not be swapped for the exact GELU).
pub fn quick_gelu(x: &Tensor) -> Result<Tensor> {
    x * sigmoid(&(x * 1.702)?)?
}

/// Additive causal mask (t, t) for [`attention_masked`]: 0 on and below the diagonal, -inf
/// above it, so position i attends to positions 0..=i only (as OpenAI CLIP's text tower).
pub fn causal_mask(t: usize, device: &candle_core::Device) -> Result<Tensor> {
    let values: Vec<f32> = (0..t)
        .flat_map(|i| (0..t).map(move |j| if j > i { f32::NEG_INFINITY } else { 0.0 }))
        .collect();
    Tensor::from_vec(values, (t, t), device)
}

/// Scaled dot-product attention of (b, heads, t, d) tensors with an additive `mask` (t, t)
/// (see [`causal_mask`]) applied to the scores before the softmax; softmax in f32 or wider.
///
/// The mask is added after widening, so -inf stays -inf in f16 compute, and a masked score's
/// probability is exactly 0: its gradient is exactly 0 as well. Every row must keep at least one
/// finite score (a causal mask always keeps the diagonal).
pub fn attention_masked(q: &Tensor, k: &Tensor, v: &Tensor, mask: &Tensor) -> Result<Tensor> {
    let d = q.dim(D::Minus1)?;
    let scale = 1.0 / (d as f64).sqrt();
    let scores = widen(&(matmul(q, &k.t()?)? * scale)?)?;
    let scores = scores.broadcast_add(&mask.to_dtype(scores.dtype())?)?;
    let probs = softmax(&scores)?.to_dtype(v.dtype())?;
    matmul(&probs, v)
}

/// Rows divided by their Euclidean norm over the last dimension: `x / ||x||`, exactly as CLIP
/// normalises its embeddings (no epsilon: a zero row gives NaN, as in PyTorch).
pub fn l2_normalize(x: &Tensor) -> Result<Tensor> {
    x.broadcast_div(&x.sqr()?.sum_keepdim(D::Minus1)?.sqrt()?)
}
