//! The convolution's CPU twin: every (image, group) is one product of the group's kernel
//! (out / groups, in / groups x kh x kw) with the unfolded input (in / groups x kh x kw, ho x wo),
//! written by `gemm` straight into the output (no per-group copies, no concatenation); the
//! input's gradient is the transposed product folded back onto the image, the kernel's the
//! product of the gradient with the unfolded input, accumulated over the images.
//!
//! A pointwise convolution (1x1, stride 1, no padding) reads the input as its own unfolding and
//! writes its input gradient directly. Everything is computed in the accumulation type `A`
//! (f32, or f64 in gradient checks); half-precision inputs are widened by the caller.

use gemm::Parallelism;
use rayon::prelude::*;

use super::Geometry;
use crate::cpu::Acc;
use crate::reduce::{self, for_each_plane_run, BlockSum};

/// How to spread `tasks` independent products over the threads: one task per thread when
/// there are enough of them, otherwise the products one after the other, each threaded.
fn parallelism(tasks: usize) -> (bool, Parallelism) {
    let threads = rayon::current_num_threads().max(1);
    if tasks >= threads || threads == 1 {
        (true, Parallelism::None)
    } else {
        (false, Parallelism::Rayon(threads))
    }
}

/// `f(i, chunk)` for each `size`-element chunk of `data`, in parallel when `outer`.
fn for_each_chunk<A: Send>(
    data: &mut [A],
    size: usize,
    outer: bool,
    f: impl Fn(usize, &mut [A]) + Send + Sync,
) {
    if outer {
        data.par_chunks_mut(size)
            .enumerate()
            .for_each(|(i, c)| f(i, c));
    } else {
        data.chunks_mut(size).enumerate().for_each(|(i, c)| f(i, c));
    }
}

/// A row-major matrix view: its first element, row stride and column stride.
#[derive(Clone, Copy)]
struct Mat<A> {
    ptr: *const A,
    rs: usize,
    cs: usize,
}

/// `dst (m x n, row-major) = lhs (m x k) rhs (k x n)`, plus `dst` itself when `accumulate`.
///
/// # Safety
/// `dst` holds `m * n` elements and the views address `m x k` and `k x n` live elements.
unsafe fn product<A: Acc>(
    (m, n, k): (usize, usize, usize),
    dst: &mut [A],
    accumulate: bool,
    lhs: Mat<A>,
    rhs: Mat<A>,
    parallelism: Parallelism,
) {
    debug_assert!(dst.len() >= m * n);
    gemm::gemm(
        m,
        n,
        k,
        dst.as_mut_ptr(),
        1,
        n as isize,
        accumulate,
        lhs.ptr,
        lhs.cs as isize,
        lhs.rs as isize,
        rhs.ptr,
        rhs.cs as isize,
        rhs.rs as isize,
        if accumulate { A::ONE } else { A::ZERO },
        A::ONE,
        false,
        false,
        false,
        parallelism,
    )
}

/// The output positions `o` in `[lo, hi)` whose input `o * stride + offset - padding` lies in
/// `[0, len)`.
fn valid(offset: usize, len: usize, out: usize, stride: usize, padding: usize) -> (usize, usize) {
    let lo = if padding > offset {
        (padding - offset).div_ceil(stride)
    } else {
        0
    };
    let hi = if len + padding > offset {
        ((len - 1 + padding - offset) / stride + 1).min(out)
    } else {
        0
    };
    (lo.min(hi), hi)
}

/// The unfolded input (n, in, kh x kw, ho x wo): row `(c, ky, kx)` of image `n` holds the input
/// element each output position reads through kernel tap `(ky, kx)` of channel `c` (zero in
/// the padding).
pub(crate) fn unfold<A: Acc>(x: &[A], g: &Geometry) -> Vec<A> {
    let (kk, p, plane) = (g.kh * g.kw, g.p(), g.h * g.w);
    let (ho, wo) = (g.ho(), g.wo());
    let mut cols = vec![A::ZERO; g.n * g.c_in * kk * p];
    cols.par_chunks_mut(kk * p)
        .enumerate()
        .for_each(|(nc, block)| {
            let src = &x[nc * plane..(nc + 1) * plane];
            for ky in 0..g.kh {
                let (ylo, yhi) = valid(ky, g.h, ho, g.stride, g.padding);
                for kx in 0..g.kw {
                    let (xlo, xhi) = valid(kx, g.w, wo, g.stride, g.padding);
                    let row = &mut block[(ky * g.kw + kx) * p..][..p];
                    for oy in ylo..yhi {
                        let iy = oy * g.stride + ky - g.padding;
                        let src_row = &src[iy * g.w..(iy + 1) * g.w];
                        let out = &mut row[oy * wo..(oy + 1) * wo];
                        for ox in xlo..xhi {
                            out[ox] = src_row[ox * g.stride + kx - g.padding];
                        }
                    }
                }
            }
        });
    cols
}

/// The adjoint of [`unfold`]: each unfolded element added back onto the input element it was
/// read from, (n, in, h, w).
pub(crate) fn fold<A: Acc>(cols: &[A], g: &Geometry) -> Vec<A> {
    let (kk, p, plane) = (g.kh * g.kw, g.p(), g.h * g.w);
    let (ho, wo) = (g.ho(), g.wo());
    let mut dx = vec![A::ZERO; g.n * g.c_in * plane];
    dx.par_chunks_mut(plane).enumerate().for_each(|(nc, dst)| {
        let block = &cols[nc * kk * p..(nc + 1) * kk * p];
        for ky in 0..g.kh {
            let (ylo, yhi) = valid(ky, g.h, ho, g.stride, g.padding);
            for kx in 0..g.kw {
                let (xlo, xhi) = valid(kx, g.w, wo, g.stride, g.padding);
                let row = &block[(ky * g.kw + kx) * p..][..p];
                for oy in ylo..yhi {
                    let iy = oy * g.stride + ky - g.padding;
                    let dst_row = &mut dst[iy * g.w..(iy + 1) * g.w];
                    for ox in xlo..xhi {
                        dst_row[ox * g.stride + kx - g.padding] += row[oy * wo + ox];
                    }
                }
            }
        }
    });
    dx
}

/// The convolution of `x` (n, in, h, w) with `w` (out, in / groups, kh, kw), plus `b` (out)
/// when given: (n, out, ho, wo).
pub(crate) fn forward<A: Acc>(x: &[A], w: &[A], b: Option<&[A]>, g: &Geometry) -> Vec<A> {
    let (groups, cog, kg, p) = (g.groups, g.cog(), g.kg(), g.p());
    let unfolded;
    let cols: &[A] = if g.is_pointwise() {
        x
    } else {
        unfolded = unfold(x, g);
        &unfolded
    };
    let mut y = vec![A::ZERO; g.n * g.c_out * p];
    let (outer, inner) = parallelism(g.n * groups);
    for_each_chunk(&mut y, cog * p, outer, |i, dst| {
        let gi = i % groups;
        let lhs = Mat {
            ptr: w[gi * cog * kg..].as_ptr(),
            rs: kg,
            cs: 1,
        };
        let rhs = Mat {
            ptr: cols[i * kg * p..].as_ptr(),
            rs: p,
            cs: 1,
        };
        // SAFETY: group `gi`'s kernel is cog x kg, image-group `i`'s unfolding kg x p, and
        // `dst` is its cog x p block of the output.
        unsafe { product((cog, p, kg), dst, false, lhs, rhs, inner) };
        if let Some(b) = b {
            for (co, row) in dst.chunks_mut(p).enumerate() {
                let bv = b[gi * cog + co];
                row.iter_mut().for_each(|v| *v += bv);
            }
        }
    });
    y
}

/// The input's gradient: each image-group's kernel, transposed, times its output gradient,
/// folded back onto the image: (n, in, h, w).
pub(crate) fn grad_input<A: Acc>(grad: &[A], w: &[A], g: &Geometry) -> Vec<A> {
    let (groups, cog, kg, p) = (g.groups, g.cog(), g.kg(), g.p());
    let mut cols = vec![A::ZERO; g.n * groups * kg * p];
    let (outer, inner) = parallelism(g.n * groups);
    for_each_chunk(&mut cols, kg * p, outer, |i, dst| {
        let gi = i % groups;
        let lhs = Mat {
            ptr: w[gi * cog * kg..].as_ptr(),
            rs: 1,
            cs: kg,
        };
        let rhs = Mat {
            ptr: grad[i * cog * p..].as_ptr(),
            rs: p,
            cs: 1,
        };
        // SAFETY: the transposed kernel of group `gi` is kg x cog, the gradient block of
        // image-group `i` cog x p, and `dst` its kg x p unfolded gradient.
        unsafe { product((kg, p, cog), dst, false, lhs, rhs, inner) };
    });
    if g.is_pointwise() {
        cols
    } else {
        fold(&cols, g)
    }
}

/// Kernel gradients of at most this many elements are summed over the images in partial
/// gradients of a few images each, in parallel; larger ones one image after the other, each
/// product threaded.
const PARTIAL_ELEMS: usize = 1 << 16;
/// At most this many partial gradients: how the images are cut depends on their number only,
/// never on the threads, so the sum has the same bits on every machine.
const MAX_PARTIALS: usize = 16;

/// The kernel's gradient: per group, the sum over images of the output gradient times the
/// transposed unfolded input: (out, in / groups, kh, kw).
pub(crate) fn grad_weight<A: Acc>(x: &[A], grad: &[A], g: &Geometry) -> Vec<A> {
    let unfolded;
    let cols: &[A] = if g.is_pointwise() {
        x
    } else {
        unfolded = unfold(x, g);
        &unfolded
    };
    let (groups, size) = (g.groups, g.cog() * g.kg());
    let threads = rayon::current_num_threads().max(1);
    if groups < threads && g.c_out * g.kg() <= PARTIAL_ELEMS && g.n > 1 {
        // Few groups and a small kernel: runs of images summed into partial gradients in
        // parallel, the partials then added in order (a fixed order: the same bits whatever
        // the threads and however their work was scheduled).
        let per_task = g.n.div_ceil(MAX_PARTIALS);
        let partials: Vec<Vec<A>> = (0..g.n.div_ceil(per_task))
            .into_par_iter()
            .map(|t| {
                let mut dw = vec![A::ZERO; g.c_out * g.kg()];
                let images = t * per_task..((t + 1) * per_task).min(g.n);
                for (gi, dst) in dw.chunks_mut(size).enumerate() {
                    accumulate_weight(cols, grad, g, gi, images.clone(), dst, Parallelism::None);
                }
                dw
            })
            .collect();
        return crate::reduce::sum_splits(&partials, g.c_out * g.kg());
    }
    let mut dw = vec![A::ZERO; g.c_out * g.kg()];
    let (outer, inner) = parallelism(groups);
    for_each_chunk(&mut dw, size, outer, |gi, dst| {
        accumulate_weight(cols, grad, g, gi, 0..g.n, dst, inner)
    });
    dw
}

/// `dst` (group `gi`'s kernel gradient) = the sum over `images` of the gradient times the
/// transposed unfolding.
fn accumulate_weight<A: Acc>(
    cols: &[A],
    grad: &[A],
    g: &Geometry,
    gi: usize,
    images: std::ops::Range<usize>,
    dst: &mut [A],
    parallelism: Parallelism,
) {
    let (cog, kg, p) = (g.cog(), g.kg(), g.p());
    let first = images.start;
    for image in images {
        let i = image * g.groups + gi;
        let lhs = Mat {
            ptr: grad[i * cog * p..].as_ptr(),
            rs: p,
            cs: 1,
        };
        let rhs = Mat {
            ptr: cols[i * kg * p..].as_ptr(),
            rs: 1,
            cs: p,
        };
        // SAFETY: the gradient block is cog x p, the transposed unfolding p x kg, and `dst`
        // group `gi`'s cog x kg kernel gradient.
        unsafe { product((cog, kg, p), dst, image > first, lhs, rhs, parallelism) };
    }
}

/// The sum of `grad` (n, c, p) over images and positions, per channel: a bias's gradient, in
/// the kernel's order (`crate::reduce`: splits of a block's order each, then the
/// splits in order).
pub fn channel_sum<A: Acc>(grad: &[A], n: usize, c: usize, p: usize) -> Vec<A> {
    let m = n * p;
    let splits = reduce::channel_splits(m);
    (0..c)
        .into_par_iter()
        .map(|ch| {
            let mut sum = A::ZERO;
            for s in 0..splits {
                let mut block = BlockSum::new();
                for_each_plane_run(reduce::split_range(m, splits, s), p, |image, positions| {
                    let at = (image * c + ch) * p;
                    for v in &grad[at + positions.start..at + positions.end] {
                        block.add(*v);
                    }
                });
                sum += block.finish();
            }
            sum
        })
        .collect()
}
