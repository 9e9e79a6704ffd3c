//! The CPU twin: the norm as one threaded pass over chunks of every gradient, and the update
//! threaded over parameters and, within each, over chunks of elements, in place.
//!
//! In place through candle's in-place ops: the weight is the destination of an
//! [`InplaceOp2`] whose source is the gradient (candle write-locks the weight, read-locks the
//! gradient, and refuses a gradient that shares the weight's storage), and each state tensor is
//! the destination of an [`InplaceOp1`] nested inside it; the weight's half-precision copy is
//! then the destination of one whose source is the updated weight. No storage is reached any
//! other way.

use std::cell::RefCell;

use candle_core::backend::BackendStorage;
use candle_core::{bail, CpuStorage, InplaceOp1, InplaceOp2, Layout, Result, Storage, Tensor};
use rayon::prelude::*;

use super::{Decay, Rule, Scalars, Slot, CHUNK};
use crate::cpu::slice;

/// The sum of squares of every element of `grads` (f32, contiguous) in f64, and whether every
/// element is finite: one task per chunk, the chunks' sums added in order.
pub(crate) fn sum_squares(grads: &[Tensor]) -> Result<(f64, bool)> {
    let guards: Vec<_> = grads.iter().map(|g| g.storage_and_layout()).collect();
    let mut chunks: Vec<&[f32]> = Vec::new();
    for (storage, layout) in &guards {
        let Storage::Cpu(storage) = &**storage else {
            bail!("gradient_norm: the gradients are not all on the CPU");
        };
        chunks.extend(slice::<f32>(storage, layout, "gradient_norm")?.chunks(CHUNK));
    }
    let partial: Vec<(f64, bool)> = chunks.par_iter().map(|c| chunk_sum_squares(c)).collect();
    Ok(partial
        .into_iter()
        .fold((0.0, true), |(sum, finite), (s, f)| (sum + s, finite && f)))
}

/// The exponent bits of an f32: all set for inf and NaN.
const EXPONENT: u32 = 0x7f80_0000;

/// The sum of squares of `x` in f64 (eight running sums, so the loop vectorises) and whether
/// every element is finite.
pub(crate) fn chunk_sum_squares(x: &[f32]) -> (f64, bool) {
    let mut acc = [0f64; 8];
    let mut special = 0u32;
    let mut blocks = x.chunks_exact(8);
    for block in &mut blocks {
        for (a, &v) in acc.iter_mut().zip(block) {
            *a += v as f64 * v as f64;
            special |= ((v.to_bits() & EXPONENT) == EXPONENT) as u32;
        }
    }
    for (a, &v) in acc.iter_mut().zip(blocks.remainder()) {
        *a += v as f64 * v as f64;
        special |= ((v.to_bits() & EXPONENT) == EXPONENT) as u32;
    }
    let sum = ((acc[0] + acc[1]) + (acc[2] + acc[3])) + ((acc[4] + acc[5]) + (acc[6] + acc[7]));
    (sum, special == 0)
}

/// Every slot updated in place, slots in parallel, each gradient multiplied by `multiplier`.
pub(crate) fn update(s: &Scalars, multiplier: f32, slots: &[Slot]) -> Result<()> {
    let step = Step { s, multiplier };
    slots
        .par_iter()
        .try_for_each(|slot| update_slot(&step, slot))
}

/// An update's scalars, and the multiplier the twin scales each gradient by (the CUDA kernels
/// read theirs from its device address).
pub(crate) struct Step<'a> {
    pub(crate) s: &'a Scalars,
    pub(crate) multiplier: f32,
}

fn update_slot(step: &Step, slot: &Slot) -> Result<()> {
    let s = step.s;
    let decay = s.decay(slot.weight_decay);
    let fresh = slot.fresh;
    let op = WithMut2::new(|w: &mut [f32], g: &[f32]| {
        if g.len() != w.len() {
            bail!(
                "optimizer: {} gradient elements for {} weights",
                g.len(),
                w.len()
            );
        }
        with_mut(slot.first, |m| {
            with_mut(slot.second, |v| {
                apply(step, decay, fresh, w, g, m, v);
                Ok(())
            })
        })
    });
    slot.weight.inplace_op2(slot.grad, &op)?;
    match slot.copy {
        Some(copy) => copy.inplace_op2(slot.weight, &WriteCopy),
        None => Ok(()),
    }
}

/// Writes its destination (a weight's bf16 or f16 copy) from its source (the f32 weight),
/// rounded to nearest even as candle's cast rounds.
struct WriteCopy;

impl InplaceOp2 for WriteCopy {
    fn name(&self) -> &'static str {
        "paperfit-optimizer-copy"
    }

    fn cpu_fwd(
        &self,
        s1: &mut CpuStorage,
        l1: &Layout,
        s2: &CpuStorage,
        l2: &Layout,
    ) -> Result<()> {
        let w = slice::<f32>(s2, l2, "optimizer weight")?;
        let Some((start, end)) = l1.contiguous_offsets() else {
            bail!("optimizer: a weight's copy is not contiguous");
        };
        match s1 {
            CpuStorage::BF16(c) => write_rounded(&mut c[start..end], w, half::bf16::from_f32),
            CpuStorage::F16(c) => write_rounded(&mut c[start..end], w, half::f16::from_f32),
            other => bail!("optimizer: a weight's copy is {:?}", other.dtype()),
        }
    }
}

fn write_rounded<T: Send>(copy: &mut [T], w: &[f32], round: fn(f32) -> T) -> Result<()> {
    if copy.len() != w.len() {
        bail!(
            "optimizer: a copy of {} elements for {} weights",
            copy.len(),
            w.len()
        );
    }
    copy.par_chunks_mut(CHUNK)
        .zip(w.par_chunks(CHUNK))
        .for_each(|(c, w)| c.iter_mut().zip(w).for_each(|(c, &w)| *c = round(w)));
    Ok(())
}

/// The update of one parameter's elements, in parallel chunks.
fn apply(
    step: &Step,
    d: Decay,
    fresh: bool,
    w: &mut [f32],
    g: &[f32],
    m: Option<&mut [f32]>,
    v: Option<&mut [f32]>,
) {
    let n = w.len();
    let (m, v) = (chunks(m, n), chunks(v, n));
    w.par_chunks_mut(CHUNK)
        .zip(g.par_chunks(CHUNK))
        .zip(m)
        .zip(v)
        .for_each(|(((w, g), m), v)| match step.s.rule {
            Rule::Adam { .. } => adam(step, d, fresh, w, g, m, v),
            Rule::Sgd { .. } => sgd(step, d, fresh, w, g, m),
        });
}

/// `state` in chunks of [`CHUNK`], or as many empty slices when there is none.
fn chunks(state: Option<&mut [f32]>, n: usize) -> Vec<&mut [f32]> {
    match state {
        Some(s) => s.chunks_mut(CHUNK).collect(),
        None => (0..n.div_ceil(CHUNK))
            .map(|_| <&mut [f32]>::default())
            .collect(),
    }
}

/// Adam / AdamW on one chunk (`m`, `v` the chunk's moments; read only when not `fresh`).
pub(crate) fn adam(
    step: &Step,
    d: Decay,
    fresh: bool,
    w: &mut [f32],
    g: &[f32],
    m: &mut [f32],
    v: &mut [f32],
) {
    let s = step.s;
    for (((w, &g), m), v) in w.iter_mut().zip(g).zip(m).zip(v) {
        let g = g * step.multiplier;
        let g = if d.l2 != 0.0 { g + *w * d.l2 } else { g };
        let g1 = g * s.one_minus_beta1;
        let g2 = (g * g) * s.one_minus_beta2;
        let m_new = if fresh { g1 } else { *m * s.beta1 + g1 };
        let v_new = if fresh { g2 } else { *v * s.beta2 + g2 };
        let denom = (v_new * s.inv_bias2).sqrt() + s.eps;
        let step = (m_new * s.inv_bias1) / denom;
        *w = *w * d.factor - step * s.lr;
        *m = m_new;
        *v = v_new;
    }
}

/// SGD on one chunk (`m` the chunk's momentum buffer, empty without momentum).
pub(crate) fn sgd(step: &Step, d: Decay, fresh: bool, w: &mut [f32], g: &[f32], m: &mut [f32]) {
    let s = step.s;
    let decayed = |w: f32, g: f32| {
        let g = g * step.multiplier;
        if d.l2 != 0.0 {
            g + w * d.l2
        } else {
            g
        }
    };
    if s.momentum == 0.0 {
        for (w, &g) in w.iter_mut().zip(g) {
            *w -= decayed(*w, g) * s.lr;
        }
        return;
    }
    for ((w, &g), buf) in w.iter_mut().zip(g).zip(m) {
        let g = decayed(*w, g);
        let b = if fresh { g } else { *buf * s.momentum + g };
        *buf = b;
        let direction = if s.nesterov { g + b * s.momentum } else { b };
        *w -= direction * s.lr;
    }
}

/// Run `f` on the elements of `t` (f32, contiguous), write-locked, or on `None`.
fn with_mut(t: Option<&Tensor>, f: impl FnOnce(Option<&mut [f32]>) -> Result<()>) -> Result<()> {
    match t {
        None => f(None),
        Some(t) => t.inplace_op1(&WithMut1::new(|s: &mut [f32]| f(Some(s)))),
    }
}

/// The elements of a contiguous f32 `layout` of `storage`, writable.
fn f32_mut<'a>(storage: &'a mut CpuStorage, layout: &Layout) -> Result<&'a mut [f32]> {
    let Some((start, end)) = layout.contiguous_offsets() else {
        bail!(
            "optimizer: a weight or state tensor is not contiguous (strides {:?})",
            layout.stride()
        );
    };
    match storage {
        CpuStorage::F32(values) => Ok(&mut values[start..end]),
        other => bail!(
            "optimizer: a weight or state tensor is {:?}, not f32",
            other.dtype()
        ),
    }
}

/// An in-place op that hands its destination's elements to a closure, once.
struct WithMut1<F>(RefCell<Option<F>>);

impl<F: FnOnce(&mut [f32]) -> Result<()>> WithMut1<F> {
    fn new(f: F) -> Self {
        WithMut1(RefCell::new(Some(f)))
    }
}

impl<F: FnOnce(&mut [f32]) -> Result<()>> InplaceOp1 for WithMut1<F> {
    fn name(&self) -> &'static str {
        "paperfit-optimizer-state"
    }

    fn cpu_fwd(&self, storage: &mut CpuStorage, layout: &Layout) -> Result<()> {
        let Some(f) = self.0.borrow_mut().take() else {
            bail!("optimizer: an in-place op ran twice");
        };
        f(f32_mut(storage, layout)?)
    }
}

/// An in-place op that hands its destination's elements and its source's to a closure, once.
struct WithMut2<F>(RefCell<Option<F>>);

impl<F: FnOnce(&mut [f32], &[f32]) -> Result<()>> WithMut2<F> {
    fn new(f: F) -> Self {
        WithMut2(RefCell::new(Some(f)))
    }
}

impl<F: FnOnce(&mut [f32], &[f32]) -> Result<()>> InplaceOp2 for WithMut2<F> {
    fn name(&self) -> &'static str {
        "paperfit-optimizer-step"
    }

    fn cpu_fwd(
        &self,
        s1: &mut CpuStorage,
        l1: &Layout,
        s2: &CpuStorage,
        l2: &Layout,
    ) -> Result<()> {
        let Some(f) = self.0.borrow_mut().take() else {
            bail!("optimizer: an in-place op ran twice");
        };
        f(
            f32_mut(s1, l1)?,
            slice::<f32>(s2, l2, "optimizer gradient")?,
        )
    }
}
