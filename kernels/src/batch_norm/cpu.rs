//! Batch normalisation's CPU twin: per-channel statistics and gradient sums with one task per
//! channel (each channel's elements are `n` planes of `p` contiguous values), summed in the
//! kernels' order (`crate::reduce`), the elementwise passes with one task per
//! (image, channel) plane. Statistics and sums in the master dtype's
//! precision (f32; f64 in gradient checks).

use rayon::prelude::*;

use super::Dims;
use crate::cpu::{min_rows, Acc, Elem};
use crate::reduce::{self, for_each_plane_run, BlockSum};

/// Each channel's (mean, 1 / sqrt(var + eps), var) over images and positions, var biased:
/// (c, 3). As the kernels do it (`bn_partial`, `bn_finalize`): each split's count, mean and sum
/// of squared deviations from that mean (two passes, each in a block's order), then the splits
/// merged in order in f64 (Chan et al.'s pairwise update).
pub(crate) fn batch_stats<T: Elem, W: Elem<A = T::A>>(x: &[T], d: Dims, eps: f64) -> Vec<W> {
    let m = d.n * d.p;
    let splits = reduce::channel_splits(m);
    let eps = T::A::from_f64(eps);
    (0..d.c)
        .into_par_iter()
        .flat_map_iter(|ch| {
            let (mut count, mut mean, mut m2) = (0.0f64, 0.0f64, 0.0f64);
            for s in 0..splits {
                let range = reduce::split_range(m, splits, s);
                if range.is_empty() {
                    continue;
                }
                let nb = T::A::from_f64(range.len() as f64);
                let split_mean = block_sum(x, d, ch, range.clone(), |v| v) / nb;
                let sq = block_sum(x, d, ch, range.clone(), |v| {
                    let e = v - split_mean;
                    e * e
                });
                let (nb, delta) = (nb.to_f64(), split_mean.to_f64() - mean);
                let total = count + nb;
                mean += delta * nb / total;
                m2 += sq.to_f64() + delta * delta * count * nb / total;
                count = total;
            }
            let var = T::A::from_f64(if count > 0.0 { m2 / count } else { 0.0 });
            [T::A::from_f64(mean), T::A::ONE / (var + eps).sqrt(), var].map(W::store)
        })
        .collect()
}

/// The sum of `f(x)` over elements `range` of channel `ch`, in a block's order.
fn block_sum<T: Elem>(
    x: &[T],
    d: Dims,
    ch: usize,
    range: std::ops::Range<usize>,
    f: impl Fn(T::A) -> T::A,
) -> T::A {
    let mut block = BlockSum::new();
    for_each_plane_run(range, d.p, |image, positions| {
        let at = (image * d.c + ch) * d.p;
        for v in &x[at + positions.start..at + positions.end] {
            block.add(f(v.load()));
        }
    });
    block.finish()
}

/// (mean, 1 / sqrt(var + eps), var) of the running statistics: (c, 3).
pub(crate) fn running_stats<W: Elem>(mean: &[W], var: &[W], eps: f64) -> Vec<W> {
    let eps = W::A::from_f64(eps);
    mean.iter()
        .zip(var)
        .flat_map(|(m, v)| [m.load(), W::A::ONE / (v.load() + eps).sqrt(), v.load()].map(W::store))
        .collect()
}

/// The running statistics moved towards the batch's by `momentum`, the batch variance made
/// unbiased over `count` values (PyTorch's update): (2, c), means then variances.
pub(crate) fn update_running<W: Elem>(
    mean: &[W],
    var: &[W],
    stats: &[W],
    count: usize,
    momentum: f64,
) -> Vec<W> {
    let m = W::A::from_f64(momentum);
    let keep = W::A::ONE - m;
    let unbias = W::A::from_f64(count as f64 / (count as f64 - 1.0).max(1.0));
    let means = mean
        .iter()
        .zip(stats.chunks(3))
        .map(|(r, s)| W::store(keep * r.load() + m * s[0].load()));
    let vars = var
        .iter()
        .zip(stats.chunks(3))
        .map(|(r, s)| W::store(keep * r.load() + m * s[2].load() * unbias));
    means.chain(vars).collect()
}

/// `(x - mean) * rstd * weight + bias` per channel, plus `residual` (a residual block's shortcut)
/// when given, then ReLU when `relu`.
pub(crate) fn forward<T: Elem, W: Elem<A = T::A>>(
    x: &[T],
    d: Dims,
    stats: &[W],
    w: &[W],
    b: &[W],
    residual: Option<&[T]>,
    relu: bool,
) -> Vec<T> {
    let mut y = vec![T::store(T::A::ZERO); x.len()];
    y.par_chunks_mut(d.p)
        .zip(x.par_chunks(d.p))
        .enumerate()
        .with_min_len(min_rows(d.p))
        .for_each(|(i, (yp, xp))| {
            let ch = i % d.c;
            let (mean, rstd) = (stats[3 * ch].load(), stats[3 * ch + 1].load());
            let scale = rstd * w[ch].load();
            let shift = b[ch].load() - mean * scale;
            let rp = residual.map(|r| &r[i * d.p..(i + 1) * d.p]);
            for (k, (o, v)) in yp.iter_mut().zip(xp).enumerate() {
                let mut out = v.load() * scale + shift;
                if let Some(rp) = rp {
                    out += rp[k].load();
                }
                *o = T::store(if !relu || out > T::A::ZERO {
                    out
                } else {
                    T::A::ZERO
                });
            }
        });
    y
}

/// The incoming gradient where the output passed the ReLU (all of it without one).
fn masked<T: Elem>(g: T, y: T, relu: bool) -> T::A {
    if !relu || y.load() > T::A::ZERO {
        g.load()
    } else {
        T::A::ZERO
    }
}

/// Per channel, the sums of the (ReLU-masked) gradient and of the gradient times the
/// normalised input: (2, c), the bias's gradient then the weight's; in the kernel's order
/// (splits of a block's order each, then the splits in order).
pub(crate) fn grad_sums<T: Elem, W: Elem<A = T::A>>(
    x: &[T],
    g: &[T],
    y: &[T],
    d: Dims,
    stats: &[W],
    relu: bool,
) -> Vec<W> {
    let m = d.n * d.p;
    let splits = reduce::channel_splits(m);
    let sums: Vec<(T::A, T::A)> = (0..d.c)
        .into_par_iter()
        .map(|ch| {
            let (mean, rstd) = (stats[3 * ch].load(), stats[3 * ch + 1].load());
            let (mut sg, mut sgx) = (T::A::ZERO, T::A::ZERO);
            for s in 0..splits {
                let (mut a, mut b) = (BlockSum::new(), BlockSum::new());
                for_each_plane_run(
                    reduce::split_range(m, splits, s),
                    d.p,
                    |image, positions| {
                        let at = (image * d.c + ch) * d.p;
                        for k in at + positions.start..at + positions.end {
                            let gm = masked(g[k], y[k], relu);
                            a.add(gm);
                            b.add(gm * (x[k].load() - mean) * rstd);
                        }
                    },
                );
                sg += a.finish();
                sgx += b.finish();
            }
            (sg, sgx)
        })
        .collect();
    let (bias, weight): (Vec<W>, Vec<W>) = sums
        .into_iter()
        .map(|(a, b)| (W::store(a), W::store(b)))
        .unzip();
    bias.into_iter().chain(weight).collect()
}

/// The input's gradient: `weight * rstd * (g - sum(g) / m - xhat * sum(g xhat) / m)` with batch
/// statistics (`sums` given), `weight * rstd * g` with running ones; `g` masked by the ReLU.
pub(crate) fn grad_input<T: Elem, W: Elem<A = T::A>>(
    (x, g, y): (&[T], &[T], &[T]),
    d: Dims,
    stats: &[W],
    w: &[W],
    sums: Option<&[W]>,
    relu: bool,
) -> Vec<T> {
    let inv_m = T::A::ONE / T::A::from_f64((d.n * d.p) as f64);
    let mut dx = vec![T::store(T::A::ZERO); x.len()];
    dx.par_chunks_mut(d.p)
        .enumerate()
        .with_min_len(min_rows(d.p))
        .for_each(|(i, dp)| {
            let ch = i % d.c;
            let at = i * d.p;
            let (mean, rstd) = (stats[3 * ch].load(), stats[3 * ch + 1].load());
            let scale = w[ch].load() * rstd;
            let (c1, c2) = match sums {
                Some(s) => (s[ch].load() * inv_m, s[d.c + ch].load() * inv_m),
                None => (T::A::ZERO, T::A::ZERO),
            };
            for (k, o) in dp.iter_mut().enumerate() {
                let gm = masked(g[at + k], y[at + k], relu);
                let xhat = (x[at + k].load() - mean) * rstd;
                *o = T::store(scale * (gm - c1 - xhat * c2));
            }
        });
    dx
}
