//! The optimizer step and the global gradient norm as multi-tensor fused ops: one pass over
//! every parameter's elements each, instead of a dozen candle ops (and as many new tensors) per
//! parameter.
//!
//! - [`gradient_norm`]: the L2 norm of all gradients and whether any element is inf or NaN, in
//!   one reduction (one kernel launch on CUDA, one threaded pass on the CPU) and one read back;
//!   [`gradient_norm_tensors`] the same values kept on the device (on CUDA a second launch adds
//!   the blocks' sums there), for a step that reads nothing back.
//! - [`update_with`]: Adam (L2 decay), AdamW (decoupled decay) or SGD (momentum, Nesterov) on
//!   every parameter in place: the f32 master weight and its state are read and written once,
//!   the gradient read once, scaled on the way by a multiplier kept on the device (the loss
//!   scale's reciprocal times the clipping coefficient), and the weight's half-precision copy,
//!   where it has one, written from the new weight; [`update`] with the multiplier given by
//!   the host.
//!
//! The CPU twin ([`cpu`]) and the CUDA kernels (`cuda/optimizer.cu`) do the same f32
//! operations in the same order as the composed reference (`train::optim`'s tests), rounding
//! each (no fused multiply-add), so all three agree bit for bit except where a reduction's
//! order differs (the norm).
//!
//! Why f64 in the norm: an f32 running sum over tens of millions of squares loses about
//! `sqrt(n) 2^-24` of its value to rounding and an f32 square overflows for a finite gradient
//! above 1.8e19, which would read as inf. Squares are taken and summed in f64 instead (exact for
//! every f32, so the sum is finite exactly when every element is), per chunk of
//! [`CHUNK`] elements; the chunks' partial sums are added in a fixed order (on the host, or by
//! one device thread with the same IEEE additions), so the norm does not depend on thread
//! scheduling (a resumed run clips exactly as the uninterrupted
//! one did). The pass is bound by memory bandwidth either way.

use candle_core::{bail, DType, Device, Result, Tensor};

pub(crate) mod cpu;
#[cfg(feature = "cuda")]
pub(crate) mod cuda;

/// Elements per chunk: a rayon task on the CPU, a thread block on CUDA.
pub const CHUNK: usize = 32 * 1024;

/// The global L2 norm of a set of gradients.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct GradNorm {
    /// `sqrt(sum of squares)` over every element (inf or NaN when some element is).
    pub norm: f64,
    /// No element is inf or NaN.
    pub finite: bool,
}

/// The update rule and its hyper-parameters (PyTorch's `torch.optim` semantics).
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Rule {
    /// Adam with the weight decay added to the gradient (`decoupled: false`), or AdamW with
    /// the weights shrunk by `1 - lr wd` before the step (`decoupled: true`). `step` counts
    /// from 1 (the bias corrections).
    Adam {
        beta1: f64,
        beta2: f64,
        eps: f64,
        decoupled: bool,
        step: u64,
    },
    /// SGD with the weight decay added to the gradient; `momentum` 0 keeps no buffer.
    Sgd { momentum: f64, nesterov: bool },
}

/// One parameter's share of an update. Every tensor is f32, contiguous, on one device, and of
/// the weight's element count.
#[derive(Debug, Clone, Copy)]
pub struct Slot<'a> {
    /// The master weight, updated in place.
    pub weight: &'a Tensor,
    /// Its gradient (read only), multiplied by the update's multiplier.
    pub grad: &'a Tensor,
    /// Adam's first moment (`exp_avg`) or SGD's momentum buffer, updated in place; `None` for
    /// SGD without momentum.
    pub first: Option<&'a Tensor>,
    /// Adam's second moment (`exp_avg_sq`), updated in place; `None` for SGD.
    pub second: Option<&'a Tensor>,
    /// This parameter's weight decay (0 for parameters that take none).
    pub weight_decay: f64,
    /// The state tensors were just created: this step initialises them (Adam: `(1 - beta) g`;
    /// SGD: the buffer is the gradient) instead of reading them.
    pub fresh: bool,
    /// The weight's copy in the compute dtype (bf16 or f16, contiguous, of the weight's element
    /// count), written with the new weight rounded to nearest even: the cast the step would
    /// otherwise make of every weight after the update, in the same pass.
    pub copy: Option<&'a Tensor>,
}

/// The scalars of one update, as the f32 values every implementation uses (each computed in
/// f64 and rounded once, as candle's `tensor * f64` does).
#[derive(Debug, Clone, Copy)]
pub struct Scalars {
    /// The learning rate as given (AdamW's decay factor is computed from it in f64).
    pub lr_f64: f64,
    pub lr: f32,
    pub beta1: f32,
    pub one_minus_beta1: f32,
    pub beta2: f32,
    pub one_minus_beta2: f32,
    pub inv_bias1: f32,
    pub inv_bias2: f32,
    pub eps: f32,
    pub momentum: f32,
    pub nesterov: bool,
    pub rule: Rule,
}

/// A parameter's weight decay as the update applies it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Decay {
    /// Added to the gradient times the weight (Adam, SGD); 0: none.
    pub l2: f32,
    /// The weight is multiplied by it before the step (AdamW: `1 - lr wd`); 1: none.
    pub factor: f32,
}

impl Scalars {
    pub(crate) fn new(rule: Rule, lr: f64) -> Self {
        let (mut beta1, mut beta2, mut eps, mut momentum, mut nesterov) =
            (0.0, 0.0, 0.0, 0.0, false);
        let (mut inv_bias1, mut inv_bias2) = (1.0, 1.0);
        match rule {
            Rule::Adam {
                beta1: b1,
                beta2: b2,
                eps: e,
                step,
                ..
            } => {
                let t = step.min(i32::MAX as u64) as i32;
                (beta1, beta2, eps) = (b1, b2, e);
                inv_bias1 = 1.0 / (1.0 - b1.powi(t));
                inv_bias2 = 1.0 / (1.0 - b2.powi(t));
            }
            Rule::Sgd {
                momentum: m,
                nesterov: n,
            } => (momentum, nesterov) = (m, n),
        }
        Scalars {
            lr_f64: lr,
            lr: lr as f32,
            beta1: beta1 as f32,
            one_minus_beta1: (1.0 - beta1) as f32,
            beta2: beta2 as f32,
            one_minus_beta2: (1.0 - beta2) as f32,
            inv_bias1: inv_bias1 as f32,
            inv_bias2: inv_bias2 as f32,
            eps: eps as f32,
            momentum: momentum as f32,
            nesterov,
            rule,
        }
    }

    /// How weight decay `wd` enters this rule's update.
    pub(crate) fn decay(&self, wd: f64) -> Decay {
        let decoupled = matches!(
            self.rule,
            Rule::Adam {
                decoupled: true,
                ..
            }
        );
        match (wd != 0.0, decoupled) {
            (false, _) => Decay {
                l2: 0.0,
                factor: 1.0,
            },
            (true, false) => Decay {
                l2: wd as f32,
                factor: 1.0,
            },
            (true, true) => Decay {
                l2: 0.0,
                factor: (1.0 - self.lr_f64 * wd) as f32,
            },
        }
    }
}

/// The global L2 norm of `grads` (f32, contiguous, on one device) and whether every element is
/// finite, in one fused reduction.
pub fn gradient_norm(grads: &[Tensor]) -> Result<GradNorm> {
    if grads.is_empty() {
        return Ok(GradNorm {
            norm: 0.0,
            finite: true,
        });
    }
    for g in grads {
        check_f32("gradient_norm", "a gradient", g)?;
    }
    let (sum, finite) = sum_squares(grads)?;
    Ok(GradNorm {
        norm: sum.sqrt(),
        finite,
    })
}

/// The global L2 norm of a set of gradients as scalars on their device, for a step that reads
/// nothing back: the caller computes from them (clipping) and reads them when it logs.
#[derive(Debug, Clone)]
pub struct GradNormTensors {
    /// `sqrt(sum of squares)`, an f64 scalar (inf or NaN when some element is).
    pub norm: Tensor,
    /// 1 when no element is inf or NaN, else 0 (a u8 scalar).
    pub finite: Tensor,
}

/// [`gradient_norm`] as scalars on the gradients' device: the same sum in the same order, and
/// the square root taken there. On the CPU the host is the device, so nothing waits; on CUDA
/// one thread adds the blocks' partial sums in their order on the device (`cuda.rs`'s
/// `sum_squares_on_device`), so nothing is read back.
pub fn gradient_norm_tensors(grads: &[Tensor]) -> Result<GradNormTensors> {
    let Some(first) = grads.first() else {
        return Ok(GradNormTensors {
            norm: Tensor::new(0f64, &Device::Cpu)?,
            finite: Tensor::new(1u8, &Device::Cpu)?,
        });
    };
    for g in grads {
        check_f32("gradient_norm", "a gradient", g)?;
    }
    let (sum, finite) = match first.device() {
        #[cfg(feature = "cuda")]
        Device::Cuda(_) => cuda::sum_squares_on_device(grads)?,
        device => {
            let (sum, finite) = sum_squares(grads)?;
            (
                Tensor::new(sum, device)?,
                Tensor::new(u8::from(finite), device)?,
            )
        }
    };
    Ok(GradNormTensors {
        norm: sum.sqrt()?,
        finite,
    })
}

/// The sum of squares of `grads` in f64 and whether every element is finite, on their device.
fn sum_squares(grads: &[Tensor]) -> Result<(f64, bool)> {
    match grads[0].device() {
        Device::Cpu => cpu::sum_squares(grads),
        #[cfg(feature = "cuda")]
        Device::Cuda(_) => cuda::sum_squares(grads),
        other => bail!("gradient_norm: no fused reduction on {other:?}"),
    }
}

/// One optimizer update of every slot in place, with learning rate `lr`, each gradient
/// multiplied by `grad_multiplier`, an f32 scalar on the weights' device (the clipping
/// coefficient over the loss scale, computed there). The CPU twin reads it where it lies; the
/// CUDA kernels read it from its device address, so the host never waits for it.
pub fn update_with(rule: Rule, lr: f64, grad_multiplier: &Tensor, slots: &[Slot]) -> Result<()> {
    if grad_multiplier.dtype() != DType::F32 || grad_multiplier.elem_count() != 1 {
        bail!(
            "optimizer: the gradient multiplier is a {:?} tensor of shape {:?}, not an f32 scalar",
            grad_multiplier.dtype(),
            grad_multiplier.dims()
        );
    }
    let Some(first) = slots.first() else {
        return Ok(());
    };
    for slot in slots {
        check_slot(rule, slot)?;
    }
    match first.weight.device() {
        Device::Cpu => {
            let multiplier = grad_multiplier.flatten_all()?.get(0)?.to_scalar::<f32>()?;
            cpu::update(&Scalars::new(rule, lr), multiplier, slots)
        }
        #[cfg(feature = "cuda")]
        Device::Cuda(_) => cuda::update(&Scalars::new(rule, lr), grad_multiplier, slots),
        other => bail!("optimizer: no fused update on {other:?}"),
    }
}

/// [`update_with`] with the multiplier given by the host (rounded to f32 once, as the step's
/// is): the tests' and the doctor's reference.
pub fn update(rule: Rule, lr: f64, grad_multiplier: f64, slots: &[Slot]) -> Result<()> {
    let Some(first) = slots.first() else {
        return Ok(());
    };
    let multiplier = Tensor::new(grad_multiplier as f32, first.weight.device())?;
    update_with(rule, lr, &multiplier, slots)
}

fn check_f32(op: &str, what: &str, t: &Tensor) -> Result<()> {
    if t.dtype() != DType::F32 {
        bail!("{op}: {what} is {:?}; the fused optimizer works on f32 master weights, their gradients and state", t.dtype());
    }
    if !t.is_contiguous() {
        bail!(
            "{op}: {what} of shape {:?} is not contiguous (strides {:?})",
            t.dims(),
            t.stride()
        );
    }
    Ok(())
}

/// A slot has what its rule reads, in f32, with the weight's element count.
fn check_slot(rule: Rule, slot: &Slot) -> Result<()> {
    let op = "optimizer";
    check_f32(op, "a weight", slot.weight)?;
    check_f32(op, "a gradient", slot.grad)?;
    let (needs_first, needs_second) = match rule {
        Rule::Adam { .. } => (true, true),
        Rule::Sgd { momentum, .. } => (momentum != 0.0, false),
    };
    for (state, needed, what) in [
        (slot.first, needs_first, "first moment / momentum buffer"),
        (slot.second, needs_second, "second moment"),
    ] {
        match (state, needed) {
            (Some(t), true) => check_f32(op, what, t)?,
            (None, false) => {}
            (None, true) => bail!("{op}: {rule:?} needs a {what} for every parameter"),
            (Some(_), false) => bail!("{op}: {rule:?} keeps no {what}"),
        }
    }
    let n = slot.weight.elem_count();
    if let Some(copy) = slot.copy {
        check_copy(copy, slot.weight)?;
    }
    let others = [Some(slot.grad), slot.first, slot.second];
    if let Some(t) = others.into_iter().flatten().find(|t| t.elem_count() != n) {
        bail!(
            "{op}: a weight of shape {:?} with a gradient or state of shape {:?}",
            slot.weight.dims(),
            t.dims()
        );
    }
    Ok(())
}

/// A weight's copy is bf16 or f16, contiguous, of its element count, on its device.
fn check_copy(copy: &Tensor, weight: &Tensor) -> Result<()> {
    if !matches!(copy.dtype(), DType::BF16 | DType::F16) {
        bail!(
            "optimizer: a weight's copy is {:?}; copies are bf16 or f16",
            copy.dtype()
        );
    }
    if !copy.is_contiguous() || copy.elem_count() != weight.elem_count() {
        bail!(
            "optimizer: a weight of shape {:?} with a copy of shape {:?} (strides {:?})",
            weight.dims(),
            copy.dims(),
            copy.stride()
        );
    }
    if !copy.device().same_device(weight.device()) {
        bail!("optimizer: a weight's copy is on another device than the weight");
    }
    Ok(())
}

#[cfg(test)]
mod tests;
