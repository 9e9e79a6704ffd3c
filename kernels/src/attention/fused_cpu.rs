//! The CPU twin of the fused attention kernels (`cuda/flash_attention.cu`): the same tiles of
//! 64 queries and 64 keys in the same order, the same online softmax (a running maximum and
//! sum per query, rescaled at each key tile), the same log-sum-exp kept for the backward, the
//! same `D_i = dO_i . O_i` terms, and the same dot products: four partial sums of 16 columns
//! added as `(p0 + p1) + (p2 + p3)`, the order the kernel's four threads of a row combine
//! theirs in. Every output element is summed by one task in a fixed order, so the twin, like
//! the kernel, repeats its bits run to run. It computes in [`Acc`] (f32; f64 for f64, for
//! the finite-difference checks).

use rayon::prelude::*;

use super::heads::Part;
use crate::cpu::{Acc, Elem};

/// The head width the fused kernels serve.
pub(crate) const HEAD_WIDTH: usize = 64;
/// Queries per query tile and keys per key tile.
pub(crate) const TILE: usize = 64;
/// Threads per row in the kernels; each holds `COLS` of the row's columns.
const LANES: usize = 4;
const COLS: usize = HEAD_WIDTH / LANES;

/// One row of a head, in the twin's precision.
type Row<A> = [A; HEAD_WIDTH];

/// The sizes of one fused attention: `batch` x `heads` heads of `tq` queries and `tk` keys;
/// `causal`: query i sees keys 0..=i only; `scale`: the scores' factor.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Sizes {
    pub batch: usize,
    pub heads: usize,
    pub tq: usize,
    pub tk: usize,
    pub causal: bool,
    pub scale: f64,
}

impl Sizes {
    /// The keys the query tile starting at `q0` needs (`keys_of_tile` in the kernel).
    fn keys_of_tile(&self, q0: usize) -> usize {
        if self.causal {
            self.tk.min(self.tq.min(q0 + TILE))
        } else {
            self.tk
        }
    }

    fn sees(&self, i: usize, j: usize) -> bool {
        j < self.tk && (!self.causal || j <= i)
    }

    /// Every (head, tile start) pair over `rows` rows per head, heads outermost.
    fn tiles(&self, rows: usize) -> Vec<(usize, usize)> {
        let bh = self.batch * self.heads;
        (0..bh)
            .flat_map(|h| (0..rows).step_by(TILE).map(move |r0| (h, r0)))
            .collect()
    }
}

/// One operand: its buffer and where its heads are in it (the part's scale is not used).
#[derive(Clone, Copy)]
pub(crate) struct Operand<'a, T> {
    pub data: &'a [T],
    pub part: Part,
}

/// The offset of element (head `bh`, row `i`, column 0) of `part` with `heads` heads.
fn at(part: &Part, heads: usize, bh: usize, i: usize) -> usize {
    let (b, h) = (bh / heads, bh % heads);
    part.offset + b * part.batch + i * part.token + h * HEAD_WIDTH
}

impl<T: Elem> Operand<'_, T> {
    /// Row `i` of head `bh` (zeros past `rows`).
    fn row(&self, heads: usize, bh: usize, i: usize, rows: usize) -> Row<T::A> {
        let mut out = [T::A::ZERO; HEAD_WIDTH];
        if i < rows {
            let start = at(&self.part, heads, bh, i);
            for (o, v) in out.iter_mut().zip(&self.data[start..start + HEAD_WIDTH]) {
                *o = v.load();
            }
        }
        out
    }

    /// Rows `first..first + TILE` of head `bh` (zeros past `rows`).
    fn tile(&self, heads: usize, bh: usize, first: usize, rows: usize) -> Vec<Row<T::A>> {
        (first..first + TILE)
            .map(|i| self.row(heads, bh, i, rows))
            .collect()
    }
}

/// `a . b` as the kernel sums it: four partial sums of 16 columns, `(p0 + p1) + (p2 + p3)`.
fn dot<A: Acc>(a: &Row<A>, b: &Row<A>) -> A {
    let mut p = [A::ZERO; LANES];
    for (lane, p) in p.iter_mut().enumerate() {
        for c in lane * COLS..(lane + 1) * COLS {
            *p += a[c] * b[c];
        }
    }
    (p[0] + p[1]) + (p[2] + p[3])
}

/// One query's online softmax: its running maximum, sum and weighted values.
struct Online<A: Acc> {
    m: A,
    l: A,
    acc: Row<A>,
}

impl<A: Acc> Online<A> {
    fn new() -> Self {
        Online {
            m: A::NEG_INFINITY,
            l: A::ZERO,
            acc: [A::ZERO; HEAD_WIDTH],
        }
    }

    /// Takes in one key tile: the query's scores `s` (masked keys at -inf) and the values.
    fn step(&mut self, s: &[A], values: &[Row<A>]) {
        let tile_max = s.iter().fold(A::NEG_INFINITY, |m, &v| m.max(v));
        let m_new = self.m.max(tile_max);
        // A row that has seen no key yet has nothing to rescale (and exp(-inf - -inf) is NaN).
        let base = if m_new == A::NEG_INFINITY {
            A::ZERO
        } else {
            m_new
        };
        let alpha = (self.m - base).exp();
        self.l = self.l * alpha;
        for a in self.acc.iter_mut() {
            *a = *a * alpha;
        }
        for (&sj, v) in s.iter().zip(values) {
            let p = (sj - base).exp();
            self.l += p;
            for (a, &vc) in self.acc.iter_mut().zip(v) {
                *a += p * vc;
            }
        }
        self.m = m_new;
    }
}

/// The forward: the heads' outputs in token layout (b, tq, heads x 64), contiguous, and each
/// query's log-sum-exp, head-major (b x heads x tq).
pub(crate) fn forward<T: Elem>([q, k, v]: [Operand<'_, T>; 3], sz: Sizes) -> (Vec<T>, Vec<T::A>) {
    let scale = T::A::from_f64(sz.scale);
    let width = sz.heads * HEAD_WIDTH;
    let tiles: Vec<_> = sz
        .tiles(sz.tq)
        .into_par_iter()
        .map(|(bh, q0)| {
            let rows: Vec<Row<T::A>> = q.tile(sz.heads, bh, q0, sz.tq);
            let mut state: Vec<Online<T::A>> = rows.iter().map(|_| Online::new()).collect();
            let keys = sz.keys_of_tile(q0);
            for k0 in (0..keys).step_by(TILE) {
                let n = TILE.min(keys - k0);
                let (kt, vt) = (
                    k.tile(sz.heads, bh, k0, sz.tk),
                    v.tile(sz.heads, bh, k0, sz.tk),
                );
                for (r, (qi, st)) in rows.iter().zip(state.iter_mut()).enumerate() {
                    let s: Vec<T::A> = (0..n)
                        .map(|j| match sz.sees(q0 + r, k0 + j) {
                            true => dot(qi, &kt[j]) * scale,
                            false => T::A::NEG_INFINITY,
                        })
                        .collect();
                    st.step(&s, &vt[..n]);
                }
            }
            (bh, q0, state)
        })
        .collect();
    let mut out = vec![T::store(T::A::ZERO); sz.batch * sz.tq * width];
    let mut lse = vec![T::A::ZERO; sz.batch * sz.heads * sz.tq];
    let token = Part {
        offset: 0,
        batch: sz.tq * width,
        token: width,
        scale: 1.0,
    };
    for (bh, q0, state) in tiles {
        for (r, st) in state.into_iter().enumerate().take(sz.tq.saturating_sub(q0)) {
            let inv = T::A::ONE / st.l;
            let start = at(&token, sz.heads, bh, q0 + r);
            for (o, a) in out[start..start + HEAD_WIDTH].iter_mut().zip(st.acc) {
                *o = T::store(a * inv);
            }
            lse[bh * sz.tq + q0 + r] = st.m + st.l.ln();
        }
    }
    (out, lse)
}

/// What the backward reads besides q, k, v: the output's gradient (in `g`'s part, token
/// layout), and per query (head-major) the forward's log-sum-exp and `D_i = dO_i . O_i`.
pub(crate) struct Saved<'a, T, A> {
    pub g: Operand<'a, T>,
    pub lse: &'a [A],
    pub dots: &'a [A],
}

/// Where the backward writes the gradients of q, k and v, in one buffer of `len` elements.
#[derive(Debug, Clone, Copy)]
pub(crate) struct GradParts {
    pub dq: Part,
    pub dk: Part,
    pub dv: Part,
    pub len: usize,
}

/// The backward: the gradients of q, k and v in the parts `out` names of one buffer.
pub(crate) fn backward<T: Elem>(
    qkv: [Operand<'_, T>; 3],
    saved: &Saved<'_, T, T::A>,
    sz: Sizes,
    out: GradParts,
) -> Vec<T> {
    let mut grads = vec![T::store(T::A::ZERO); out.len];
    let (dk, dv) = keys_pass(qkv, saved, sz);
    let dq = queries_pass(qkv, saved, sz);
    for (rows, part, count) in [
        (dq, out.dq, sz.tq),
        (dk, out.dk, sz.tk),
        (dv, out.dv, sz.tk),
    ] {
        for (bh, first, tile) in rows {
            for (r, row) in tile.iter().enumerate().take(count.saturating_sub(first)) {
                let start = at(&part, sz.heads, bh, first + r);
                for (o, &a) in grads[start..start + HEAD_WIDTH].iter_mut().zip(row) {
                    *o = T::store(a);
                }
            }
        }
    }
    grads
}

/// A tile's rows of one gradient: (head, first row, rows).
type TileRows<A> = Vec<(usize, usize, Vec<Row<A>>)>;

/// The keys' and values' gradient, one task per key tile: the query tiles that see it in
/// ascending order, each query in order (`flash_backward_kv`).
fn keys_pass<T: Elem>(
    [q, k, v]: [Operand<'_, T>; 3],
    saved: &Saved<'_, T, T::A>,
    sz: Sizes,
) -> (TileRows<T::A>, TileRows<T::A>) {
    let scale = T::A::from_f64(sz.scale);
    let zero = [T::A::ZERO; HEAD_WIDTH];
    sz.tiles(sz.tk)
        .into_par_iter()
        .map(|(bh, k0)| {
            let (kt, vt) = (
                k.tile(sz.heads, bh, k0, sz.tk),
                v.tile(sz.heads, bh, k0, sz.tk),
            );
            let (mut dk, mut dv) = (vec![zero; TILE], vec![zero; TILE]);
            let first = if sz.causal { k0.min(sz.tq) } else { 0 };
            for q0 in ((first / TILE) * TILE..sz.tq).step_by(TILE) {
                let qt = q.tile(sz.heads, bh, q0, sz.tq);
                let gt = saved.g.tile(sz.heads, bh, q0, sz.tq);
                for r in 0..TILE.min(sz.tq - q0) {
                    let (lse, d) = (
                        saved.lse[bh * sz.tq + q0 + r],
                        saved.dots[bh * sz.tq + q0 + r],
                    );
                    for (j, (dkj, dvj)) in dk.iter_mut().zip(dv.iter_mut()).enumerate() {
                        let s = dot(&kt[j], &qt[r]) * scale;
                        let p = match sz.sees(q0 + r, k0 + j) {
                            true => (s - lse).exp(),
                            false => T::A::ZERO,
                        };
                        let ds = p * (dot(&vt[j], &gt[r]) - d);
                        for c in 0..HEAD_WIDTH {
                            dvj[c] += p * gt[r][c];
                            dkj[c] += ds * qt[r][c];
                        }
                    }
                }
            }
            for row in dk.iter_mut() {
                row.iter_mut().for_each(|a| *a = *a * scale);
            }
            ((bh, k0, dk), (bh, k0, dv))
        })
        .unzip()
}

/// The queries' gradient, one task per query tile: key tiles ascending, each key in order
/// (`flash_backward_q`).
fn queries_pass<T: Elem>(
    [q, k, v]: [Operand<'_, T>; 3],
    saved: &Saved<'_, T, T::A>,
    sz: Sizes,
) -> TileRows<T::A> {
    let scale = T::A::from_f64(sz.scale);
    sz.tiles(sz.tq)
        .into_par_iter()
        .map(|(bh, q0)| {
            let (qt, gt) = (
                q.tile(sz.heads, bh, q0, sz.tq),
                saved.g.tile(sz.heads, bh, q0, sz.tq),
            );
            let row_of = |values: &[T::A], r: usize| match q0 + r < sz.tq {
                true => values[bh * sz.tq + q0 + r],
                false => T::A::ZERO,
            };
            let mut dq = vec![[T::A::ZERO; HEAD_WIDTH]; TILE];
            let keys = sz.keys_of_tile(q0);
            for k0 in (0..keys).step_by(TILE) {
                let (kt, vt) = (
                    k.tile(sz.heads, bh, k0, sz.tk),
                    v.tile(sz.heads, bh, k0, sz.tk),
                );
                for (r, dqi) in dq.iter_mut().enumerate() {
                    let (lse, d) = (row_of(saved.lse, r), row_of(saved.dots, r));
                    for j in 0..TILE.min(keys - k0) {
                        let s = dot(&qt[r], &kt[j]) * scale;
                        let p = match sz.sees(q0 + r, k0 + j) {
                            true => (s - lse).exp(),
                            false => T::A::ZERO,
                        };
                        let ds = p * (dot(&gt[r], &vt[j]) - d);
                        for (a, &kc) in dqi.iter_mut().zip(&kt[j]) {
                            *a += ds * kc;
                        }
                    }
                }
            }
            for row in dq.iter_mut() {
                row.iter_mut().for_each(|a| *a = *a * scale);
            }
            (bh, q0, dq)
        })
        .collect()
}
