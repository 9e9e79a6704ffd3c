//! Losses that couple the samples of a batch: each sample's loss depends on the others, so
//! micro-batching needs gradient caching (see `train::engine::Engine::cached_gradients`).

use candle_core::{Result, Tensor, D};

use super::ops;

/// Euclidean distances between the rows of `a` (n, d) and `b` (m, d), in f32 or wider. The
/// squared distance is floored at 1e-12 before the square root, so the gradient stays finite
/// for identical rows.
pub fn pairwise_distances(a: &Tensor, b: &Tensor) -> Result<Tensor> {
    let (a, b) = (ops::widen(a)?, ops::widen(b)?);
    let a2 = a.sqr()?.sum_keepdim(1)?;
    let b2 = b.sqr()?.sum_keepdim(1)?.t()?;
    let ab = a.matmul(&b.t()?)?;
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

/// Prototypical few-shot episode loss: `embeddings` holds the `n_way * k_shot` support images
/// then the `n_way * n_query` queries, each class-major; queries are classified by negative
/// squared distance to the class means of the support. Mean cross-entropy over the queries.
pub fn episode_prototypes(
    embeddings: &Tensor,
    n_way: usize,
    k_shot: usize,
    n_query: usize,
) -> Result<Tensor> {
    let e = ops::widen(embeddings)?;
    let d = e.dim(D::Minus1)?;
    let support = e.narrow(0, 0, n_way * k_shot)?;
    let query = e.narrow(0, n_way * k_shot, n_way * n_query)?;
    let prototypes = support.reshape((n_way, k_shot, d))?.mean(1)?;
    let logits = pairwise_distances(&query, &prototypes)?.sqr()?.neg()?;
    let labels: Vec<u32> = (0..n_way as u32)
        .flat_map(|c| std::iter::repeat_n(c, n_query))
        .collect();
    let labels = Tensor::from_vec(labels, n_way * n_query, embeddings.device())?;
    ops::cross_entropy_sum(&logits, &labels, 0.0)? / (n_way * n_query) as f64
}
