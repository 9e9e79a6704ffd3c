//! The order in which the fused ops sum over many rows or elements, fixed by the shape alone.
//!
//! A sum of floats depends on the order of its additions. A reduction whose blocks add their
//! partial sums into one result as they finish (floating-point atomics on a GPU, a work-stealing
//! `reduce` on a CPU) takes an order from thread scheduling, and the same gradient comes out in
//! different bits on two runs. Every reduction of the fused ops is therefore done in two stages
//! whose order depends on nothing but the shape:
//!
//! 1. the elements are cut into *splits* of consecutive elements (their number and bounds from
//!    the element count only: [`channel_splits`], [`row_splits`], [`split_range`]); each split is
//!    summed by one block in the block's own fixed order ([`BlockSum`] for the 256-thread
//!    per-channel kernels, [`ColumnSum`] for the (32 x 8)-thread column kernels);
//! 2. one ordered pass adds the splits' partial sums, split 0 first ([`sum_splits`]; on CUDA the
//!    `sum_splits` kernel of `cuda/reduce.cu`, one thread per output).
//!
//! The CUDA kernels and their CPU twins follow the same order, so a twin is a faithful model of
//! its kernel, and both give the same bits on every run. (The kernel and the twin can still
//! differ in the last bits: the GPU fuses multiply-adds and its `rsqrtf` is not correctly
//! rounded.) `tests/lint/main.rs` holds `cuda/` to this: no atomic operations.

use std::ops::Range;

use super::cpu::Acc;

/// Threads of a per-channel reduction block (`cuda/batch_norm.cu`, `cuda/conv.cu`).
pub(crate) const BLOCK_THREADS: usize = 256;
/// Threads of a warp, the unit of the butterfly sum.
const WARP: usize = 32;
/// Rows a (32 x 8)-thread column block interleaves (`cuda/linear.cu`, `cuda/layer_norm.cu`).
pub(crate) const COLUMN_BLOCK_ROWS: usize = 8;
/// At most this many splits: enough blocks to fill a GPU, few partials to add.
pub(crate) const MAX_SPLITS: usize = 64;

/// Splits of one channel's `m` elements in a per-channel reduction: about 4096 elements each.
pub(crate) fn channel_splits(m: usize) -> usize {
    m.div_ceil(4096).clamp(1, MAX_SPLITS)
}

/// Splits of `rows` rows in a column reduction: about 256 rows each.
pub(crate) fn row_splits(rows: usize) -> usize {
    rows.div_ceil(256).clamp(1, MAX_SPLITS)
}

/// Split `s` of `splits` over `m` elements: `ceil(m / splits)` consecutive elements (the last
/// ones shorter or empty), as the kernels compute it from their grid.
pub(crate) fn split_range(m: usize, splits: usize, s: usize) -> Range<usize> {
    let share = m.div_ceil(splits.max(1));
    let first = (s * share).min(m);
    first..(first + share).min(m)
}

/// Walks elements `range` of one channel's `n x p` elements (element `i` is position `i % p` of
/// image `i / p`, as the per-channel kernels number them) in increasing order, a run of one
/// image's positions at a time: `f(image, positions)`.
pub(crate) fn for_each_plane_run(
    range: Range<usize>,
    p: usize,
    mut f: impl FnMut(usize, Range<usize>),
) {
    let mut i = range.start;
    while i < range.end {
        let (image, position) = (i / p, i % p);
        let end = (range.end - image * p).min(p);
        f(image, position..end);
        i = image * p + end;
    }
}

/// A sum in the order of a 256-thread block: thread `t` adds the split's elements `t`,
/// `t + 256`, ... in turn (elements are handed to [`BlockSum::add`] in increasing order); each
/// warp of 32 threads then adds by butterfly (lane `l` adds lane `l ^ 16`, then `l ^ 8`, ...,
/// `l ^ 1`), and the first warp adds the warps' sums the same way (`block_sum` in
/// `cuda/common.cuh`).
pub(crate) struct BlockSum<A> {
    lanes: [A; BLOCK_THREADS],
    next: usize,
}

impl<A: Acc> BlockSum<A> {
    pub(crate) fn new() -> Self {
        BlockSum {
            lanes: [A::ZERO; BLOCK_THREADS],
            next: 0,
        }
    }

    /// The split's next element.
    #[inline]
    pub fn add(&mut self, v: A) {
        self.lanes[self.next] += v;
        self.next = (self.next + 1) % BLOCK_THREADS;
    }

    /// The block's sum.
    pub fn finish(&self) -> A {
        let mut warps = [A::ZERO; WARP];
        for (w, lanes) in self.lanes.chunks(WARP).enumerate() {
            warps[w] = warp_sum(lanes);
        }
        warp_sum(&warps)
    }
}

impl<A: Acc> Default for BlockSum<A> {
    fn default() -> Self {
        Self::new()
    }
}

/// The butterfly sum of 32 lanes (`warp_sum` in `cuda/common.cuh`): after each step lanes `l`
/// and `l ^ offset` hold the same value (addition is commutative), so every lane ends with the
/// same sum; lane 0's is returned.
fn warp_sum<A: Acc>(lanes: &[A]) -> A {
    let mut v = [A::ZERO; WARP];
    v[..lanes.len()].copy_from_slice(lanes);
    let mut offset = WARP / 2;
    while offset > 0 {
        let before = v;
        for (l, x) in v.iter_mut().enumerate() {
            *x = before[l] + before[l ^ offset];
        }
        offset /= 2;
    }
    v[0]
}

/// Column sums in the order of a (32 x 8)-thread block: thread row `k` adds the split's rows
/// `k`, `k + 8`, ... in turn (rows are handed to [`ColumnSum::row`] in increasing order), then
/// the eight partial rows are added in order, `((p0 + p1) + p2) + ...`.
pub(crate) struct ColumnSum<A> {
    partial: Vec<A>,
    width: usize,
    next: usize,
}

impl<A: Acc> ColumnSum<A> {
    /// Sums of `width` columns.
    pub(crate) fn new(width: usize) -> Self {
        ColumnSum {
            partial: vec![A::ZERO; COLUMN_BLOCK_ROWS * width],
            width,
            next: 0,
        }
    }

    /// The partial sums the split's next row adds into (`width` of them).
    #[inline]
    pub(crate) fn row(&mut self) -> &mut [A] {
        let k = self.next;
        self.next = (self.next + 1) % COLUMN_BLOCK_ROWS;
        &mut self.partial[k * self.width..(k + 1) * self.width]
    }

    /// The block's column sums.
    pub fn finish(self) -> Vec<A> {
        let (first, rest) = self.partial.split_at(self.width);
        let mut sums = first.to_vec();
        for part in rest.chunks(self.width) {
            for (s, v) in sums.iter_mut().zip(part) {
                *s += *v;
            }
        }
        sums
    }
}

/// The splits' partial sums added in split order, from zero (`sum_splits` in
/// `cuda/reduce.cu`): `partials[s]` holds split `s`'s `width` sums.
pub(crate) fn sum_splits<A: Acc>(partials: &[Vec<A>], width: usize) -> Vec<A> {
    let mut sums = vec![A::ZERO; width];
    for part in partials {
        for (s, v) in sums.iter_mut().zip(part) {
            *s += *v;
        }
    }
    sums
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_cover_every_element_once_in_order() {
        for m in [0, 1, 7, 255, 256, 257, 4095, 4097, 12_608, 262_145, 1 << 22] {
            for splits in [channel_splits(m), row_splits(m)] {
                let mut next = 0;
                for s in 0..splits {
                    let r = split_range(m, splits, s);
                    assert_eq!(r.start, next.min(m), "m {m}, split {s}");
                    next = r.end;
                }
                assert_eq!(next, m, "m {m}: the splits cover every element");
            }
        }
        assert_eq!(row_splits(12_608), 50);
        assert_eq!(channel_splits(1 << 22), MAX_SPLITS);
    }

    #[test]
    fn a_block_sum_is_the_butterfly_of_its_threads() {
        // Integers are summed exactly in any order: the value; then the order, with values
        // whose rounding depends on it.
        let mut b = BlockSum::<f64>::new();
        for i in 0..1000 {
            b.add(i as f64);
        }
        assert_eq!(b.finish(), (999.0 * 1000.0) / 2.0);
        // Element 0 goes to thread 0, element 1 to thread 1, element 16 to thread 16. In f32
        // 1e8 + 1 rounds to 1e8, so the sum in element order is 0; the butterfly first pairs
        // lane 0 with lane 16 (1e8 - 1e8 = 0) and keeps lane 1's 1.0.
        let mut b = BlockSum::<f32>::new();
        for i in 0..17 {
            b.add(match i {
                0 => 1e8,
                1 => 1.0,
                16 => -1e8,
                _ => 0.0,
            });
        }
        assert_eq!(b.finish(), 1.0);
        assert_eq!(
            1e8f32 + 1.0 - 1e8,
            0.0,
            "the order matters for these values"
        );
    }

    #[test]
    fn column_sums_interleave_eight_rows() {
        let mut c = ColumnSum::<f32>::new(2);
        for r in 0..20 {
            let row = c.row();
            row[0] += r as f32;
            row[1] += 1.0;
        }
        assert_eq!(c.finish(), vec![190.0, 20.0]);
        assert_eq!(
            sum_splits(&[vec![1.0f32, 2.0], vec![3.0, 4.0]], 2),
            vec![4.0, 6.0]
        );
    }
}
