//! Differentiable functional ops built from candle-core primitives with a correct backward,
//! which models run as they are (the f32 widening, softmax, group norm on the fused batch norm,
//! drop-path, patches, L2 normalisation). The composed references that the fused ops of
//! `paperfit_kernels` are tested against live with the tests (`tests/common/reference.rs`).
//!
//! Numerically sensitive ops (softmax, normalisation, the loss) run in f32 whatever the compute
//! dtype (f64 stays f64, for gradient checks) and cast back.

use candle_core::{DType, Result, Tensor, D};
use paperfit_kernels::drop_path::{drop_path_mask, MaskKey};

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

/// Per-sample cross-entropy (for evaluation).
pub(crate) fn cross_entropy_per_sample(logits: &Tensor, targets: &Tensor) -> Result<Tensor> {
    log_softmax(logits)?
        .gather(&targets.unsqueeze(1)?, 1)?
        .squeeze(1)?
        .neg()
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
    let master = paperfit_kernels::master_dtype(x.dtype());
    let unit = Tensor::ones(rows, master, x.device())?;
    let zero = Tensor::zeros(rows, master, x.device())?;
    let (normed, _) = paperfit_kernels::fused_batch_norm(
        &grouped,
        &unit,
        &zero,
        paperfit_kernels::Statistics::Batch,
        eps,
        false,
    )?;
    paperfit_kernels::channel_affine(
        &normed.reshape((n, c, h, w))?,
        &weight.to_dtype(x.dtype())?,
        &bias.to_dtype(x.dtype())?,
    )
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

/// Stochastic depth: drop a residual branch for whole samples (first dimension). The mask is
/// drawn where `x` lives (`paperfit_kernels::drop_path`), keyed by the step's seed, the layer's
/// `salt` and each sample's index in its optimizer step.
pub fn drop_path(x: &Tensor, p: f64, ctx: &Ctx, salt: u64) -> Result<Tensor> {
    if !ctx.train || p <= 0.0 {
        return Ok(x.clone());
    }
    let n = x.dim(0)?;
    let key = MaskKey {
        seed: ctx.noise_seed,
        salt,
        first: ctx.sample_offset,
    };
    let mut shape = vec![n];
    shape.extend(std::iter::repeat_n(1, x.rank() - 1));
    let mask = drop_path_mask(n, 1.0 - p, key, x.dtype(), x.device())?.reshape(shape)?;
    x.broadcast_mul(&mask)
}

/// Rows divided by their Euclidean norm over the last dimension: `x / ||x||`, exactly as CLIP
/// normalises its embeddings (no epsilon: a zero row gives NaN, as in PyTorch).
pub fn l2_normalize(x: &Tensor) -> Result<Tensor> {
    x.broadcast_div(&x.sqr()?.sum_keepdim(D::Minus1)?.sqrt()?)
}
