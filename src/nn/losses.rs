//! Losses that couple the samples of a batch: each sample's loss depends on the others, so
//! micro-batching needs gradient caching (see `train::engine::Engine::cached_gradients`).

use candle_core::{Result, Tensor};

use super::ops;
use paperfit_kernels::matmul::matmul;

/// Euclidean distances between the rows of `a` (n, d) and `b` (m, d), in f32 or wider. The
/// squared distance is floored at 1e-12 before the square root, so the gradient stays finite
/// for identical rows.
pub(crate) fn pairwise_distances(a: &Tensor, b: &Tensor) -> Result<Tensor> {
    let (a, b) = (ops::widen(a)?, ops::widen(b)?);
    let a2 = a.sqr()?.sum_keepdim(1)?;
    let b2 = b.sqr()?.sum_keepdim(1)?.t()?;
    let ab = matmul(&a, &b.t()?)?;
    let d2 = (a2.broadcast_add(&b2)? - (ab * 2.0)?)?;
    d2.maximum(1e-12)?.sqrt()
}

/// Batch-hard triplet loss (Hermans et al. 2017): for every anchor, the farthest image of its
/// identity and the closest of another, `mean(relu(d(a, p) - d(a, n) + margin))`.
pub fn triplet_batch_hard(embeddings: &Tensor, labels: &[u32], margin: f64) -> Result<Tensor> {
    let n = labels.len();
    let dist = pairwise_distances(embeddings, embeddings)?;
    let device = embeddings.device();
    let mut same = vec![0f32; n * n];
    for i in 0..n {
        for j in 0..n {
            same[i * n + j] = f32::from(labels[i] == labels[j]);
        }
    }
    let same = Tensor::from_vec(same, (n, n), device)?.to_dtype(dist.dtype())?;
    let eye = Tensor::eye(n, dist.dtype(), device)?;
    let positive = (&same - &eye)?;
    let negative = same.affine(-1.0, 1.0)?;
    // Masked-out entries are pushed out of the max / min by a large constant.
    let big = 1e9;
    let hardest_positive = (&dist + (positive.affine(1.0, -1.0)? * big)?)?.max(1)?;
    let hardest_negative = (&dist + (negative.affine(-1.0, 1.0)? * big)?)?.min(1)?;
    ((hardest_positive - hardest_negative)? + margin)?
        .relu()?
        .mean_all()
}

/// Floor added to each dimension's variance before the square root in [`vic_variance`]
/// (VICReg's epsilon, Bardes et al. 2022): keeps the gradient finite for a collapsed dimension.
pub(crate) const VIC_VARIANCE_EPS: f64 = 1e-4;

/// Per-dimension variance of `z` (n, d) with the unbiased (n - 1) normaliser, as `torch.var`,
/// and the centred rows.
fn centred_and_count(z: &Tensor, what: &str) -> Result<(Tensor, usize, usize)> {
    let z = ops::widen(z)?;
    let (n, d) = z.dims2()?;
    if n < 2 {
        candle_core::bail!("the VIC {what} term needs at least two embeddings, got {n}");
    }
    let centred = z.broadcast_sub(&z.mean_keepdim(0)?)?;
    Ok((centred, n, d))
}

/// VICReg's variance term of the rows of `z` (n, d): `mean_j relu(1 - sqrt(var_j + 1e-4))`, the
/// hinge that keeps every dimension's standard deviation at or above 1 across the rows, so the
/// embeddings cannot collapse to a point. Unbiased variance (n - 1), in f32 or wider.
pub fn vic_variance(z: &Tensor) -> Result<Tensor> {
    let (centred, n, _) = centred_and_count(z, "variance")?;
    let var = (centred.sqr()?.sum(0)? / (n - 1) as f64)?;
    let std = (var + VIC_VARIANCE_EPS)?.sqrt()?;
    std.affine(-1.0, 1.0)?.relu()?.mean_all()
}

/// VICReg's invariance term: the mean squared difference between `a` and `b` (same shape), over
/// every element (`F.mse_loss`).
pub fn vic_invariance(a: &Tensor, b: &Tensor) -> Result<Tensor> {
    (ops::widen(a)? - ops::widen(b)?)?.sqr()?.mean_all()
}

/// VICReg's covariance term of the rows of `z` (n, d): the sum of the squared off-diagonal
/// entries of the covariance matrix `C = Zc^T Zc / (n - 1)`, divided by d.
///
/// `C` is d x d (25088^2 entries for a flattened ResNet feature map, 2.5 GB in f32), so it is
/// never formed: `sum_ij C_ij^2 = |Zc Zc^T|_F^2 / (n - 1)^2` uses the n x n Gram matrix instead
/// (`tr(C C) = tr(Zc^T Zc Zc^T Zc) / (n-1)^2 = tr(G G) / (n-1)^2`), and the diagonal
/// `C_jj = sum_i Zc_ij^2 / (n - 1)` is subtracted. O(n^2 d) time, O(n d) memory.
pub fn vic_covariance(z: &Tensor) -> Result<Tensor> {
    let (centred, n, d) = centred_and_count(z, "covariance")?;
    let norm = ((n - 1) * (n - 1)) as f64;
    let gram = matmul(&centred, &centred.t()?)?;
    let all = gram.sqr()?.sum_all()?;
    let diagonal = centred.sqr()?.sum(0)?.sqr()?.sum_all()?;
    (all - diagonal)? / (norm * d as f64)
}
