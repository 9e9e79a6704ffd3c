//! The composed references of the fused ops (`paperfit_kernels`): each written from candle-core
//! primitives whose backward is correct, in the plainest form, so `fused_ops.rs`,
//! `fused_cnn_ops.rs` and the gradient tests can hold each fused op's forward and backward to
//! it. Nothing in paperfit runs them: they are the tests' alone.
//!
//! Numerically sensitive steps run in f32 whatever the compute dtype (f64 stays f64, for
//! gradient checks) and cast back, as the fused ops do.

use candle_core::{DType, Result, Tensor, D};
use paperfit::nn::ops::{log_softmax, softmax, widen};
use paperfit_kernels::matmul::matmul;

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

/// Scaled dot-product attention of (b, heads, t, d) tensors; softmax in f32.
pub fn attention(q: &Tensor, k: &Tensor, v: &Tensor) -> Result<Tensor> {
    Ok(attention_with_probs(q, k, v)?.0)
}

/// [`attention`] that also returns the attention probabilities (b, heads, tq, tk) in f32 (for
/// attention rollout). Queries and keys may differ in length (cross-attention).
pub fn attention_with_probs(q: &Tensor, k: &Tensor, v: &Tensor) -> Result<(Tensor, Tensor)> {
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

/// `F.normalize(F.to_tensor(x), mean, std)` of (n, 3, h, w) 8-bit `pixels` from candle
/// primitives (a true division by 255, then by the standard deviation), then `F.erase` of each
/// rectangle in order: the composed reference of the image upload.
pub fn normalized_images(
    pixels: &Tensor,
    mean: [f32; 3],
    std: [f32; 3],
    erasures: &[paperfit_kernels::images::Erasure],
) -> Result<Tensor> {
    let dev = pixels.device();
    let per_channel = |v: [f32; 3]| Tensor::new(&v, dev)?.reshape((1, 3, 1, 1));
    let mut x = pixels
        .to_dtype(DType::F32)?
        .broadcast_div(&Tensor::new(255f32, dev)?)?
        .broadcast_sub(&per_channel(mean)?)?
        .broadcast_div(&per_channel(std)?)?;
    for e in erasures {
        let shape = (1, 3, e.height, e.width);
        let fill = match &e.values {
            Some(v) => Tensor::from_slice(v, shape, dev)?,
            None => Tensor::zeros(shape, DType::F32, dev)?,
        };
        let at = [
            e.image..e.image + 1,
            0..3,
            e.top..e.top + e.height,
            e.left..e.left + e.width,
        ];
        x = x.slice_assign(&at, &fill)?;
    }
    Ok(x)
}
