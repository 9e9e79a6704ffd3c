//! How a window's micro-batches become its gradient: one [`WindowGradient`] per kind of loss,
//! chosen once by the model's coupling (`Engine::new`). A per-sample loss weights each
//! micro-batch by its share of the window ([`PerSample`]); a loss that couples the window
//! caches the rows' gradients ([`super::coupled::Coupled`]). Both run each micro-batch through
//! [`Engine::micro_batch_backward`], which recomputes the segments' activations during backward
//! when the plan checkpoints (recomputation is the plan's option, not the method's).

use candle_core::backprop::GradStore;
use candle_core::{DType, Result, Tensor, Var};

use super::Engine;
use crate::labels::Labels;
use crate::nn::Ctx;
use crate::seed::mix;

/// A micro-batch on the device: its images, their labels and the position of its first sample
/// in the whole window (drop-path masks and augmentations are drawn by position).
pub(super) struct MicroBatch {
    pub images: Tensor,
    pub labels: Labels,
    pub offset: usize,
}

/// This process's part of optimizer step `step`'s window.
#[derive(Clone, Copy)]
pub(super) struct WindowPart<'a> {
    pub micro_batches: &'a [MicroBatch],
    pub step: u64,
    /// What the loss is multiplied by before backward (fp16 loss scaling; 1 otherwise).
    pub scale: f64,
    /// The sample count of the whole window, over every rank.
    pub samples: usize,
}

/// The gradient of a window's mean loss.
pub(super) trait WindowGradient {
    /// The gradient of `window`'s mean loss (f32, multiplied by its scale) into `acc`: this
    /// rank's part of it in a distributed run. Returns this rank's share of the window's summed
    /// loss (the shares of the ranks add up to it), an f64 scalar left on the device.
    fn gradients(
        &self,
        engine: &Engine,
        window: &WindowPart,
        acc: &mut [Option<Tensor>],
    ) -> Result<Tensor>;
}

/// A loss that is a sum over samples: each micro-batch's summed loss is divided by the sample
/// count of the whole window, so the accumulated gradient (summed over the ranks) is the mean
/// over the window whatever the split.
pub(super) struct PerSample;

impl WindowGradient for PerSample {
    fn gradients(
        &self,
        engine: &Engine,
        window: &WindowPart,
        acc: &mut [Option<Tensor>],
    ) -> Result<Tensor> {
        let weight = window.scale / window.samples as f64;
        // The losses are added on the device, in f64, and stay there: the training loop reads
        // the sum once the next step is queued.
        let mut total: Option<Tensor> = None;
        for micro in window.micro_batches {
            let ctx = engine.train_ctx(window.step, micro.offset, &micro.labels);
            let value = engine.micro_batch_backward(
                &micro.images,
                &ctx,
                &|rows| engine.weighted_loss(rows, &micro.labels, weight),
                acc,
            )?;
            total = match (total, value) {
                (Some(t), Some(v)) => Some((t + v)?),
                (t, v) => t.or(v),
            };
        }
        total.map_or_else(|| Tensor::new(0f64, &engine.device), Ok)
    }
}

/// What a micro-batch's rows end in: the objective to back-propagate, and the loss value to
/// log (still on the device), if it has one.
pub(super) type BackwardTarget = (Tensor, Option<Tensor>);
pub(super) type Terminal<'a> = dyn Fn(&Tensor) -> Result<BackwardTarget> + 'a;

impl Engine {
    /// Move the detached gradients of the trainable parameters out of `grads` into `acc`.
    /// Nothing else is kept: a `GradStore` also holds gradients of inputs and intermediate
    /// values, which would pin the micro-batch's graph.
    pub(super) fn accumulate(
        &self,
        mut grads: GradStore,
        acc: &mut [Option<Tensor>],
    ) -> Result<()> {
        for (slot, p) in acc.iter_mut().zip(&self.params) {
            if let Some(g) = grads.remove(p.var.as_tensor()) {
                let g = g.detach();
                *slot = Some(match slot.take() {
                    Some(a) => (a + g)?,
                    None => g,
                });
            }
        }
        Ok(())
    }

    /// Forward and backward of one micro-batch. `terminal` turns the micro-batch's rows into
    /// the scalar to back-propagate (already weighted) and the value to report; its value is
    /// returned. With gradient checkpointing each segment keeps only its input and is
    /// recomputed during backward.
    pub(super) fn micro_batch_backward(
        &self,
        images: &Tensor,
        ctx: &Ctx,
        terminal: &Terminal,
        acc: &mut [Option<Tensor>],
    ) -> Result<Option<Tensor>> {
        let segments = self.model.segments();
        if !self.plan.gradient_checkpointing || segments.len() < 2 {
            let rows = self.model.forward(images, ctx)?;
            let (objective, value) = terminal(&rows)?;
            self.accumulate(objective.backward()?, acc)?;
            return Ok(value);
        }
        // Forward without graphs: keep each segment's (detached) input only.
        let last = segments.len() - 1;
        let mut inputs = Vec::with_capacity(last);
        let mut h = images.clone();
        for segment in &segments[..last] {
            inputs.push(h.clone());
            h = segment.forward(&h, ctx)?.detach();
        }
        // The head runs with its graph; its input is a Var so its gradient comes back.
        let head_input = Var::from_tensor(&h)?;
        let rows = segments[last].forward(head_input.as_tensor(), ctx)?;
        let (objective, value) = terminal(&rows)?;
        let mut grads = objective.backward()?;
        let mut upstream = take_gradient(&mut grads, &head_input, || {
            "checkpointing: no gradient reached the head's input".into()
        })?;
        self.accumulate(grads, acc)?;
        // Recompute each segment from its saved input and back-propagate the upstream gradient
        // through it: d(sum(out * g))/d(theta) = J^T g, as plain backprop computes. Running
        // statistics were updated by the forward above, not again here.
        let recompute = Ctx {
            update_batch_stats: false,
            ..ctx.clone()
        };
        for i in (0..last).rev() {
            let (out, input_var) = if i > 0 {
                let v = Var::from_tensor(&inputs[i])?;
                (segments[i].forward(v.as_tensor(), &recompute)?, Some(v))
            } else {
                // The data needs no gradient.
                (segments[i].forward(&inputs[i], &recompute)?, None)
            };
            let surrogate = (out * &upstream)?.sum_all()?;
            let mut grads = surrogate.backward()?;
            if let Some(v) = input_var {
                upstream = take_gradient(&mut grads, &v, || {
                    format!("checkpointing: no gradient reached segment {i}'s input")
                })?;
            }
            self.accumulate(grads, acc)?;
        }
        Ok(value)
    }

    /// The rows of a micro-batch without any graph kept: each segment's output is detached
    /// before the next segment runs, so at most one segment's activations are alive.
    pub(super) fn forward_detached(&self, images: &Tensor, ctx: &Ctx) -> Result<Tensor> {
        let mut h = images.clone();
        for segment in self.model.segments() {
            h = segment.forward(&h, ctx)?.detach();
        }
        Ok(h)
    }

    /// The training context of the micro-batch starting at `offset` of optimizer step `step`
    /// (`bench parity` replays the draws made from it).
    pub(crate) fn train_ctx(&self, step: u64, offset: usize, labels: &Labels) -> Ctx {
        let mut ctx = Ctx::train(self.dtype, mix(self.plan.seed, step));
        ctx.weight_copies = self.weight_copies.clone();
        ctx.sample_offset = offset as u64;
        ctx.labels = Some(labels.clone());
        ctx
    }

    /// The loss of `rows` against `labels` multiplied by `weight` (what is back-propagated), and
    /// the loss's own value in f64, still on the device (what is logged).
    pub(super) fn weighted_loss(
        &self,
        rows: &Tensor,
        labels: &Labels,
        weight: f64,
    ) -> Result<BackwardTarget> {
        let loss = self.model.loss(rows, labels)?;
        let value = loss.detach().to_dtype(DType::F64)?;
        Ok(((loss * weight)?, Some(value)))
    }
}

/// The detached gradient of `var` taken out of `grads`; `missing` says why there is none.
pub(super) fn take_gradient(
    grads: &mut GradStore,
    var: &Var,
    missing: impl FnOnce() -> String,
) -> Result<Tensor> {
    grads
        .remove(var.as_tensor())
        .map(|g| g.detach())
        .ok_or_else(|| candle_core::Error::Msg(missing()))
}

/// `value` (an f64 scalar on the device) times `factor`, rounded once as the host's f64
/// product is (a product by a scalar tensor, not candle's affine map).
pub(super) fn times(value: &Tensor, factor: f64) -> Result<Tensor> {
    value.mul(&Tensor::new(factor, value.device())?)
}
