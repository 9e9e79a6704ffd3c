//! Optimizers on f32 master weights: Adam (L2 weight decay), AdamW (decoupled), SGD with
//! momentum / Nesterov. Semantics follow PyTorch's `torch.optim` so recipes transfer. The update
//! is one fused multi-tensor pass in place (`paperfit_kernels::optimizer`); the composed version it
//! replaced is the reference its tests hold it to.

use std::collections::BTreeMap;

use candle_core::{DType, Result, Tensor};

use crate::config::schema::OptimizerName;
use crate::nn::Param;
use crate::plan::ResolvedOptimizer;
use paperfit_kernels::optimizer::{self, Rule, Slot as FusedSlot};

/// Per-parameter state, updated in place by each step.
#[derive(Debug, Clone)]
struct Slot {
    /// Adam: first moment. SGD: momentum buffer.
    m: Option<Tensor>,
    /// Adam: second moment.
    v: Option<Tensor>,
}

pub(crate) struct Optimizer {
    spec: ResolvedOptimizer,
    params: Vec<Param>,
    slots: Vec<Slot>,
    /// Optimizer steps taken (Adam's bias correction uses it).
    steps: u64,
    /// The error the next update's state allocation fails with (injected faults).
    allocation_failure: Option<candle_core::Error>,
}

impl Optimizer {
    pub(crate) fn new(spec: ResolvedOptimizer, params: Vec<Param>) -> Self {
        let slots = params.iter().map(|_| Slot { m: None, v: None }).collect();
        Optimizer {
            spec,
            params,
            slots,
            steps: 0,
            allocation_failure: None,
        }
    }

    /// The parameters it updates (its tests compare them; the engine holds its own list).
    #[cfg(test)]
    pub fn params(&self) -> &[Param] {
        &self.params
    }

    /// Optimizer steps taken (its tests check a resumed count).
    #[cfg(test)]
    pub fn steps(&self) -> u64 {
        self.steps
    }

    fn weight_decay(&self, p: &Param) -> f64 {
        if self.spec.no_decay_norm_and_bias && !p.decay {
            0.0
        } else {
            self.spec.weight_decay
        }
    }

    fn adam(&self) -> bool {
        matches!(self.spec.name, OptimizerName::Adam | OptimizerName::AdamW)
    }

    /// Whether the rule keeps a first moment / momentum buffer, and a second moment.
    fn kept_state(&self) -> (bool, bool) {
        match self.rule(self.steps) {
            Rule::Adam { .. } => (true, true),
            Rule::Sgd { momentum, .. } => (momentum != 0.0, false),
        }
    }

    /// The update rule of the step that makes `steps` steps.
    fn rule(&self, steps: u64) -> Rule {
        match self.spec.name {
            OptimizerName::Adam | OptimizerName::AdamW => {
                let [beta1, beta2] = self.spec.betas.unwrap_or([0.9, 0.999]);
                Rule::Adam {
                    beta1,
                    beta2,
                    eps: self.spec.eps.unwrap_or(1e-8),
                    decoupled: self.spec.name == OptimizerName::AdamW,
                    step: steps,
                }
            }
            OptimizerName::Sgd => Rule::Sgd {
                momentum: self.spec.momentum.unwrap_or(0.0),
                nesterov: self.spec.nesterov.unwrap_or(false),
            },
        }
    }

    /// One update with learning rate `lr`; `grads[i]` belongs to `params()[i]` (f32) and is
    /// multiplied by `grad_multiplier` on the way (the loss scale's reciprocal times the
    /// clipping coefficient: gradients are read once). Weights and state are updated in place,
    /// every parameter in one fused pass (`paperfit_kernels::optimizer`); state a parameter does not
    /// have yet is created here, and this step initialises it as PyTorch does (Adam's moments
    /// from the first gradient, SGD's momentum buffer as the first gradient). The training step
    /// uses [`Optimizer::step_with`]; this host multiplier is its tests' reference.
    #[cfg(test)]
    pub(crate) fn step(&mut self, grads: &[Tensor], lr: f64, grad_multiplier: f64) -> Result<()> {
        self.update(grads, &[], |rule, slots| {
            optimizer::update(rule, lr, grad_multiplier, slots)
        })
    }

    /// One update as [`Optimizer::step`] describes, with the multiplier an f32 scalar on the
    /// weights' device, where the step computed it ([`paperfit_kernels::optimizer::update_with`]),
    /// writing `copies[i]`, where there is one, with parameter `i`'s new weight in its dtype
    /// (the weights' half-precision copies, which the update writes in the same pass).
    pub(crate) fn step_with(
        &mut self,
        grads: &[Tensor],
        lr: f64,
        grad_multiplier: &Tensor,
        copies: &[Option<Tensor>],
    ) -> Result<()> {
        self.update(grads, copies, |rule, slots| {
            optimizer::update_with(rule, lr, grad_multiplier, slots)
        })
    }

    /// One step's fused update of every parameter by `apply`, as a transaction: the state a
    /// parameter does not have yet is allocated first (the first step's Adam moments, the
    /// likeliest allocation of a run to find the device full), and the new state and the step
    /// count are kept only once the update succeeded. An update that fails leaves the optimizer
    /// as it was and the weights unchanged (the fused update fails only before it writes: its
    /// checks, its table's upload), so the window can be redone as if it had never run (a step
    /// counted by a failed update would give the redone one the bias corrections of the next).
    fn update(
        &mut self,
        grads: &[Tensor],
        copies: &[Option<Tensor>],
        apply: impl FnOnce(Rule, &[FusedSlot]) -> Result<()>,
    ) -> Result<()> {
        if grads.len() != self.params.len() || !(copies.is_empty() || copies.len() == grads.len()) {
            candle_core::bail!(
                "optimizer: {} gradients and {} copies for {} parameters",
                grads.len(),
                copies.len(),
                self.params.len()
            );
        }
        let steps = self.steps + 1;
        let rule = self.rule(steps);
        let created = self.missing_state()?;
        let slots: Vec<FusedSlot> = self
            .params
            .iter()
            .zip(&self.slots)
            .zip(grads)
            .zip(&created)
            .map(|(((p, s), g), new)| FusedSlot {
                weight: p.var.as_tensor(),
                grad: g,
                first: s.m.as_ref().or(new.m.as_ref()),
                second: s.v.as_ref().or(new.v.as_ref()),
                weight_decay: self.weight_decay(p),
                fresh: new.m.is_some() || new.v.is_some(),
                copy: None,
            })
            .zip(
                copies
                    .iter()
                    .map(Option::as_ref)
                    .chain(std::iter::repeat(None)),
            )
            .map(|(slot, copy)| FusedSlot { copy, ..slot })
            .collect();
        apply(rule, &slots)?;
        drop(slots);
        for (slot, new) in self.slots.iter_mut().zip(created) {
            slot.m = slot.m.take().or(new.m);
            slot.v = slot.v.take().or(new.v);
        }
        self.steps = steps;
        Ok(())
    }

    /// Zeros for the state the rule keeps that a parameter does not have yet (`None` where it
    /// has it), allocated without touching the optimizer. An injected fault
    /// ([`Optimizer::fail_next_state_allocation`]) fails here, after the allocations, as the
    /// last of them running out of memory would.
    fn missing_state(&mut self) -> Result<Vec<Slot>> {
        let (first, second) = self.kept_state();
        let mut created = Vec::with_capacity(self.params.len());
        for (p, slot) in self.params.iter().zip(&self.slots) {
            let zeros = || Tensor::zeros(p.var.shape(), DType::F32, p.var.device());
            created.push(Slot {
                m: (first && slot.m.is_none()).then(zeros).transpose()?,
                v: (second && slot.v.is_none()).then(zeros).transpose()?,
            });
        }
        match self.allocation_failure.take() {
            Some(error) => Err(error),
            None => Ok(created),
        }
    }

    /// Fail the next update's state allocation with `error`, once (injected faults: an
    /// out-of-memory error where the first step allocates Adam's moments).
    pub(crate) fn fail_next_state_allocation(&mut self, error: candle_core::Error) {
        self.allocation_failure = Some(error);
    }

    /// State tensors by name (`<param>.exp_avg`, `<param>.exp_avg_sq`, `<param>.momentum_buffer`)
    /// plus the step count, for checkpoints. They share storage with the live state (as the
    /// weights' tensors do with the weights): the next step changes them in place, so they are
    /// to be written before it.
    pub(crate) fn state_tensors(&self) -> Result<BTreeMap<String, Tensor>> {
        let mut out = BTreeMap::new();
        let adam = self.adam();
        for (p, s) in self.params.iter().zip(&self.slots) {
            if let Some(m) = &s.m {
                let key = if adam { "exp_avg" } else { "momentum_buffer" };
                out.insert(format!("{}.{key}", p.name), m.clone());
            }
            if let Some(v) = &s.v {
                out.insert(format!("{}.exp_avg_sq", p.name), v.clone());
            }
        }
        let device = self
            .params
            .first()
            .map(|p| p.var.device().clone())
            .unwrap_or(candle_core::Device::Cpu);
        out.insert("step".into(), Tensor::new(&[self.steps as i64], &device)?);
        Ok(out)
    }

    /// Restore what [`Optimizer::state_tensors`] saved. The tensors are copied: the steps that
    /// follow update the state in place.
    pub(crate) fn load_state(&mut self, tensors: &BTreeMap<String, Tensor>) -> Result<()> {
        let adam = self.adam();
        let first_key = if adam { "exp_avg" } else { "momentum_buffer" };
        let (first, second) = self.kept_state();
        for (p, s) in self.params.iter().zip(self.slots.iter_mut()) {
            let load = |key: &str| -> Result<Option<Tensor>> {
                let name = format!("{}.{key}", p.name);
                let Some(t) = tensors.get(&name) else {
                    return Ok(None);
                };
                if t.dims() != p.var.dims() {
                    candle_core::bail!(
                        "optimizer state `{name}` has shape {:?}, the parameter {:?}",
                        t.dims(),
                        p.var.dims()
                    );
                }
                let t = t.to_dtype(DType::F32)?.to_device(p.var.device())?;
                Ok(Some(t.contiguous()?.copy()?))
            };
            s.m = if first { load(first_key)? } else { None };
            s.v = if second { load("exp_avg_sq")? } else { None };
            if s.m.is_some() != s.v.is_some() && adam {
                candle_core::bail!(
                    "optimizer state of `{}` has one of `exp_avg` and `exp_avg_sq` without the other",
                    p.name
                );
            }
        }
        self.steps = match tensors.get("step") {
            Some(t) => t
                .flatten_all()?
                .to_vec1::<i64>()?
                .first()
                .copied()
                .unwrap_or(0) as u64,
            None => candle_core::bail!("optimizer state has no `step`"),
        };
        Ok(())
    }
}

#[cfg(test)]
mod reference;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod transaction_tests;
