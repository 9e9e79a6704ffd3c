//! One optimizer step of a plan, exactly: micro-batches whose losses are weighted by their
//! share of the window, gradients accumulated detached, optional checkpointing by
//! recomputation, loss scaling, clipping and the optimizer once per window.

use candle_core::backprop::GradStore;
use candle_core::{DType, Device, Result, Tensor, Var};

mod coupled;
mod evaluate;
mod faults;

pub use faults::{error_message, is_out_of_memory, Backoff, Faults};

use std::cell::Cell;
use std::rc::Rc;

use super::memory::release_device_memory;
use super::optim::Optimizer;
use super::scaler::LossScaler;
use super::schedule::lr_at;
use crate::data::loader::{self, PreparedStep, StepJob};
use crate::data::Dataset;
use crate::dist::{World, BUCKET_BYTES};
use crate::models::{self, Coupling, Model};
use crate::nn::kernels::optimizer::gradient_norm;
use crate::nn::{Ctx, Param};
use crate::plan::Plan;
use crate::seed::mix;

/// What one optimizer step did.
#[derive(Debug, Clone, PartialEq)]
pub struct StepOutcome {
    /// Mean loss over the window's samples.
    pub loss: f64,
    /// Global gradient norm before clipping (unscaled); not finite when fp16 overflowed.
    pub grad_norm: f64,
    /// False when the step was skipped (fp16 overflow).
    pub applied: bool,
    pub lr: f64,
    pub samples: usize,
    /// The loss scale used for this step (fp16).
    pub loss_scale: Option<f64>,
}

/// Few-shot test episodes when the experiment does not say (FSCT's protocol: 600).
pub const DEFAULT_EVAL_EPISODES: u32 = 600;

pub struct Engine {
    model: Box<dyn Model>,
    optimizer: Optimizer,
    scaler: Option<LossScaler>,
    plan: Plan,
    device: Device,
    dtype: DType,
    params: Vec<Param>,
    gradients_checked: bool,
    faults: Faults,
    /// The other ranks, in a distributed run.
    world: Option<Rc<World>>,
    /// Whether the current window has gathered rows from the other ranks: after that, its
    /// local part cannot be redone alone.
    gathered: Cell<bool>,
}

/// What a micro-batch's rows end in: the objective to back-propagate, and the loss value to
/// log (still on the device), if it has one.
type Objective = (Tensor, Option<Tensor>);
type Terminal<'a> = dyn Fn(&Tensor) -> Result<Objective> + 'a;

impl Engine {
    pub fn new(plan: &Plan, device: &Device) -> Result<Self> {
        let model = models::build_for(&plan.model, &plan.recipe(), plan.seed, device)?;
        let params = model.store().borrow().params().to_vec();
        let optimizer = Optimizer::new(plan.optimizer.clone(), params.clone());
        Ok(Engine {
            model,
            optimizer,
            scaler: plan.loss_scaling.as_ref().map(LossScaler::new),
            plan: plan.clone(),
            device: device.clone(),
            dtype: plan.precision.dtype(),
            params,
            gradients_checked: false,
            faults: Faults::default(),
            world: None,
            gathered: Cell::new(false),
        })
    }

    /// Train as one rank of `world`: each step's gradients are summed over the ranks, and a
    /// loss that couples the step sees the rows of every rank.
    pub fn join(&mut self, world: Rc<World>) {
        self.world = Some(world);
    }

    /// The other ranks, in a distributed run.
    pub fn world(&self) -> Option<&World> {
        self.world.as_deref()
    }

    pub fn device(&self) -> &Device {
        &self.device
    }

    /// The model being trained.
    pub fn model(&self) -> &dyn Model {
        self.model.as_ref()
    }

    /// The fp16 loss scaler (fp16 plans only).
    pub fn scaler(&self) -> Option<&LossScaler> {
        self.scaler.as_ref()
    }

    /// Inject `faults` (tests, `PAPERFIT_FAULT_*`): the one hook for failures the recovery
    /// paths must survive.
    pub fn inject(&mut self, faults: Faults) {
        self.faults = faults;
    }

    /// The weights and buffers, and the optimizer state, as a checkpoint stores them.
    pub fn checkpoint_tensors(
        &self,
    ) -> Result<(
        std::collections::BTreeMap<String, Tensor>,
        std::collections::BTreeMap<String, Tensor>,
    )> {
        Ok((
            self.model.store().borrow().tensor_map(),
            self.optimizer.state_tensors()?,
        ))
    }

    /// Continue from `checkpoint`: weights, optimizer state and loss scale; returns where the
    /// run stood.
    pub fn restore(
        &mut self,
        checkpoint: super::checkpoint::Checkpoint,
    ) -> Result<super::checkpoint::TrainerState> {
        self.load_weights(&checkpoint.model)?;
        self.optimizer.load_state(&checkpoint.optimizer)?;
        self.scaler = checkpoint.state.scaler.clone();
        Ok(checkpoint.state)
    }

    /// Overwrite the weights and buffers by name (from a checkpoint), and what derives from
    /// them (CLIP's zero-shot head).
    pub fn load_weights(&self, tensors: &std::collections::BTreeMap<String, Tensor>) -> Result<()> {
        self.model.store().borrow().load(tensors)?;
        self.model.after_weights_loaded()
    }

    /// Load pretrained weights by public name (a new run's start), and say what was loaded.
    pub fn load_pretrained(
        &mut self,
        path: &std::path::Path,
    ) -> crate::error::Result<crate::models::pretrained::LoadReport> {
        let load =
            crate::models::pretrained::LoadOptions::for_model(&self.plan.model, self.model());
        let report =
            crate::models::pretrained::load_pretrained(&self.model.store().borrow(), path, &load)?;
        self.model.after_weights_loaded()?;
        Ok(report)
    }

    pub fn params(&self) -> &[Param] {
        &self.params
    }

    /// Move the detached gradients of the trainable parameters out of `grads` into `acc`.
    /// Nothing else is kept: a `GradStore` also holds gradients of inputs and intermediate
    /// values, which would pin the micro-batch's graph.
    fn accumulate(&self, mut grads: GradStore, acc: &mut [Option<Tensor>]) -> Result<()> {
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
    pub fn micro_batch_backward(
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
    fn forward_detached(&self, images: &Tensor, ctx: &Ctx) -> Result<Tensor> {
        let mut h = images.clone();
        for segment in self.model.segments() {
            h = segment.forward(&h, ctx)?.detach();
        }
        Ok(h)
    }

    /// The training context of the micro-batch starting at `offset` of optimizer step `step`
    /// (`bench parity` replays the draws made from it).
    pub(crate) fn train_ctx(&self, step: u64, offset: usize, labels: &Tensor) -> Ctx {
        let mut ctx = Ctx::train(self.dtype, mix(self.plan.seed, step));
        ctx.sample_offset = offset as u64;
        ctx.labels = Some(labels.clone());
        ctx
    }

    /// The gradient of the step's mean loss over `micro_batches` (f32, multiplied by `scale`)
    /// into `acc`, by the method the model's coupling requires: this rank's part of it in a
    /// distributed run. `window_samples` is the sample count of the whole window (over every
    /// rank). Returns this rank's share of the window's summed loss (the sums over ranks add up
    /// to it).
    pub fn step_gradients(
        &self,
        micro_batches: &[(Tensor, Tensor, usize)],
        step: u64,
        scale: f64,
        window_samples: usize,
        acc: &mut [Option<Tensor>],
    ) -> Result<f64> {
        if self.model.coupling() == Coupling::Window {
            return self.coupled_gradients(micro_batches, step, scale, window_samples, acc);
        }
        // A per-sample loss: each micro-batch's summed loss is divided by the sample count of
        // the whole window, so the accumulated gradient (summed over the ranks) is the mean over
        // the window whatever the split.
        let weight = scale / window_samples as f64;
        // The losses are added on the device, in f64, and read once for the step: reading each
        // micro-batch's loss would wait for the device to finish it, every micro-batch.
        let mut total: Option<Tensor> = None;
        for (images, labels, offset) in micro_batches {
            let ctx = self.train_ctx(step, *offset, labels);
            let value = self.micro_batch_backward(
                images,
                &ctx,
                &|rows| self.weighted_loss(rows, labels, weight),
                acc,
            )?;
            total = match (total, value) {
                (Some(t), Some(v)) => Some((t + v)?),
                (t, v) => t.or(v),
            };
        }
        total.map_or(Ok(0.0), |t| t.to_scalar::<f64>())
    }

    /// The loss of `rows` against `labels` multiplied by `weight` (what is back-propagated), and
    /// the loss's own value in f64, still on the device (what is logged).
    fn weighted_loss(&self, rows: &Tensor, labels: &Tensor, weight: f64) -> Result<Objective> {
        let loss = self.model.loss(rows, labels)?;
        let value = loss.detach().to_dtype(DType::F64)?;
        Ok(((loss * weight)?, Some(value)))
    }

    /// Fail, naming them, if some trainable parameters received no gradient: an op in the model
    /// silently detached its output.
    fn check_every_parameter_has_a_gradient(&self, acc: &[Option<Tensor>]) -> Result<()> {
        let missing: Vec<&str> = acc
            .iter()
            .zip(&self.params)
            .filter(|(g, _)| g.is_none())
            .map(|(_, p)| p.name.as_str())
            .collect();
        if !missing.is_empty() {
            candle_core::bail!(
                "{} of {} trainable parameters received no gradient after the first backward: {}",
                missing.len(),
                self.params.len(),
                missing.join(", ")
            );
        }
        Ok(())
    }

    /// The augmentation seed of optimizer step `step` (see [`crate::data::loader::StepJob`]).
    pub fn augmentation_seed(&self, step: u64) -> u64 {
        mix(self.plan.seed ^ 0xA06, step)
    }

    /// Decode the samples `window` of `data` into micro-batches of `micro_batch`, here and now
    /// (the training loop gets them from the [`crate::data::loader::Loader`] instead).
    pub fn prepare(
        &self,
        data: &dyn Dataset,
        window: &[usize],
        micro_batch: usize,
        step: u64,
    ) -> Result<PreparedStep> {
        let job = StepJob::new(window.to_vec(), self.augmentation_seed(step));
        loader::prepare(data, &job, micro_batch, 0)
    }

    /// The accumulated gradient of the window's mean loss (f32, unscaled), and the window's
    /// summed loss.
    pub fn window_gradients(
        &mut self,
        data: &dyn Dataset,
        window: &[usize],
        micro_batch: usize,
        step: u64,
    ) -> Result<(Vec<Tensor>, f64)> {
        let prepared = self.prepare(data, window, micro_batch, step)?;
        let scale = self.scaler.as_ref().map_or(1.0, |s| s.scale);
        let (grads, loss_sum) = self.prepared_gradients(&prepared, step)?;
        let grads = if scale == 1.0 {
            grads
        } else {
            grads.iter().map(|g| g / scale).collect::<Result<_>>()?
        };
        Ok((grads, loss_sum))
    }

    /// The accumulated gradient of the window's mean loss times the loss scale (the optimizer
    /// divides by it as it reads them), and the window's summed loss.
    fn prepared_gradients(
        &mut self,
        prepared: &PreparedStep,
        step: u64,
    ) -> Result<(Vec<Tensor>, f64)> {
        if prepared.window_samples == 0 || (prepared.samples == 0 && self.world.is_none()) {
            candle_core::bail!("empty optimizer step");
        }
        let size = self
            .plan
            .model
            .image_size
            .ok_or_else(|| candle_core::Error::Msg("plan without an input size".into()))?;
        let (h, w) = (size.height as usize, size.width as usize);
        let scale = self.scaler.as_ref().map_or(1.0, |s| s.scale);
        let mut micro_batches = Vec::with_capacity(prepared.micro_batches.len());
        // Positions in the whole window (a rank's share starts where the ranks before end):
        // dropout masks and augmentations are drawn by position.
        let mut offset = prepared.offset;
        for micro in &prepared.micro_batches {
            let n = micro.labels.len();
            let images = Tensor::from_slice(&micro.pixels, (n, 3, h, w), &self.device)?
                .to_dtype(self.dtype)?;
            let labels = Tensor::from_slice(&micro.labels, n, &self.device)?;
            micro_batches.push((images, labels, offset));
            offset += n;
        }
        let mut acc: Vec<Option<Tensor>> = vec![None; self.params.len()];
        let window = prepared.window_samples;
        if let Some(error) = self.faults.window_failure(step) {
            // Run the first micro-batch (it updates buffers and leaves partial gradients),
            // then fail as a device out of memory would.
            self.step_gradients(&micro_batches[..1], step, scale, window, &mut acc)?;
            return Err(error);
        }
        let loss_sum = self.step_gradients(&micro_batches, step, scale, window, &mut acc)?;
        // A rank without samples in this window has nothing to check.
        if !self.gradients_checked && prepared.samples > 0 {
            self.check_every_parameter_has_a_gradient(&acc)?;
            self.gradients_checked = true;
        }
        let grads = acc
            .into_iter()
            .zip(&self.params)
            .map(|(g, p)| g.map_or_else(|| p.var.zeros_like(), Ok))
            .collect::<Result<Vec<_>>>()?;
        Ok((grads, loss_sum))
    }

    /// One optimizer step on the samples `window` of `data`, in micro-batches of `micro_batch`.
    pub fn train_step(
        &mut self,
        data: &dyn Dataset,
        window: &[usize],
        micro_batch: usize,
        step: u64,
    ) -> Result<StepOutcome> {
        let prepared = self.prepare(data, window, micro_batch, step)?;
        self.train_prepared(&prepared, step)
    }

    /// One optimizer step on micro-batches the loader prepared (this rank's share of the window,
    /// in a distributed run). If the window fails, nothing of it is kept: its partial gradients are dropped with it, and buffers its forward passes
    /// updated (BatchNorm running statistics) are restored, so the window can be redone (with
    /// smaller micro-batches after an out-of-memory error) as if it had never run.
    pub fn train_prepared(&mut self, prepared: &PreparedStep, step: u64) -> Result<StepOutcome> {
        self.gathered.set(false);
        let (grads, loss_sum) = self.local_window(prepared, step)?;
        self.finish_step(grads, loss_sum, prepared.window_samples, step)
    }

    /// This process's part of the window: its gradients and summed loss. On failure the
    /// buffers its forward passes updated are restored.
    fn local_window(&mut self, prepared: &PreparedStep, step: u64) -> Result<(Vec<Tensor>, f64)> {
        let buffers: Vec<(std::rc::Rc<std::cell::RefCell<Tensor>>, Tensor)> = self
            .model
            .store()
            .borrow()
            .buffers()
            .values()
            .map(|b| (b.clone(), b.borrow().clone()))
            .collect();
        self.prepared_gradients(prepared, step).inspect_err(|_| {
            for (cell, value) in buffers {
                *cell.borrow_mut() = value;
            }
        })
    }

    /// The rest of the step, once per window: the gradients and losses summed over the ranks
    /// (in a distributed run), the norm and finiteness, the scaler's decision, clipping and the
    /// update. Every rank computes the same from the same sums.
    fn finish_step(
        &mut self,
        grads: Vec<Tensor>,
        loss_sum: f64,
        samples: usize,
        step: u64,
    ) -> Result<StepOutcome> {
        let loss_scale = self.scaler.as_ref().map(|s| s.scale);
        let (mut grads, loss_sum) = match &self.world {
            Some(world) => {
                // From here the other ranks have this window's part: it cannot be redone alone.
                self.gathered.set(true);
                let grads = world.sum_gradients(grads, BUCKET_BYTES)?;
                (grads, world.sum_host(&[loss_sum])?[0])
            }
            None => (grads, loss_sum),
        };
        self.faults.corrupt_gradients(step, &mut grads)?;
        // One fused reduction: the norm of the scaled gradients, and whether any is inf/NaN.
        let scale = loss_scale.unwrap_or(1.0);
        let norm = gradient_norm(&grads)?;
        let (grad_norm, finite) = (norm.norm / scale, norm.finite);
        let lr = lr_at(&self.plan.schedule, self.plan.lr, step);
        let applied = match &mut self.scaler {
            Some(scaler) => scaler.update(finite),
            None if !finite => candle_core::bail!(
                "training diverged: the gradient norm of optimizer step {step} is not finite (loss {})",
                loss_sum / samples as f64
            ),
            None => true,
        };
        if applied {
            // Unscaling and clipping are folded into the update, which reads each gradient once.
            let multiplier = clip_coefficient(self.plan.grad_clip_norm, grad_norm) / scale;
            self.optimizer.step(&grads, lr, multiplier)?;
        }
        Ok(StepOutcome {
            loss: loss_sum / samples as f64,
            grad_norm,
            applied,
            lr,
            samples,
            loss_scale,
        })
    }

    /// One optimizer step on `prepared` in micro-batches of `micro_batch`, redone with the
    /// next smaller micro-batch that divides the per-device batch whenever the device runs out
    /// of memory: the effective batch, the loss and the samples do not change, accumulation
    /// grows. Before a retry, everything the failed window allocated (its graphs, gradients,
    /// activations and cached rows, all owned by [`Engine::train_prepared`]'s frame) has been
    /// dropped and the memory handed back to the driver ([`release_device_memory`]);
    /// `on_backoff` then hears of it (to log it, or for tests to measure the baseline).
    /// `micro_batch` is left at the split that succeeded.
    pub fn train_with_backoff(
        &mut self,
        prepared: PreparedStep,
        step: u64,
        micro_batch: &mut usize,
        on_backoff: &mut dyn FnMut(&Backoff) -> Result<()>,
    ) -> Result<StepOutcome> {
        let mut prepared = prepared;
        loop {
            prepared = prepared.resplit(*micro_batch);
            let error = match self.train_prepared(&prepared, step) {
                Ok(outcome) => return Ok(outcome),
                Err(e) if is_out_of_memory(&e) && self.world.is_some() && self.gathered.get() => {
                    candle_core::bail!(
                        "out of memory in optimizer step {} after this rank exchanged data with the others, so the window cannot be redone alone ({}); resume the run (it continues from its last checkpoint), with checkpointing or more ranks if it recurs",
                        step + 1,
                        error_message(&e)
                    )
                }
                Err(e) if is_out_of_memory(&e) => e,
                Err(e) => return Err(e),
            };
            let message = error_message(&error);
            drop(error);
            let free_bytes = release_device_memory(&self.device)?;
            let Some(smaller) = self.smaller_split(*micro_batch) else {
                candle_core::bail!(
                    "out of memory at micro-batch {} in optimizer step {}, and no smaller micro-batch divides the per-device batch ({message}); free device memory, or enable checkpointing (--set train.gradient_checkpointing=true)",
                    *micro_batch,
                    step + 1
                );
            };
            on_backoff(&Backoff {
                step,
                from: *micro_batch,
                to: smaller.micro() as usize,
                accumulation: smaller.accumulation() as usize,
                error: message,
                free_bytes,
            })?;
            *micro_batch = smaller.micro() as usize;
        }
    }

    /// The plan's split with the next micro-batch below `current` that divides the per-device
    /// batch, if any.
    fn smaller_split(&self, current: usize) -> Option<crate::plan::BatchSplit> {
        self.plan
            .split()
            .alternatives()
            .into_iter()
            .filter(|s| (s.micro() as usize) < current)
            .max()
    }
}

/// The detached gradient of `var` taken out of `grads`; `missing` says why there is none.
fn take_gradient(
    grads: &mut GradStore,
    var: &Var,
    missing: impl FnOnce() -> String,
) -> Result<Tensor> {
    grads
        .remove(var.as_tensor())
        .map(|g| g.detach())
        .ok_or_else(|| candle_core::Error::Msg(missing()))
}

/// The factor clipping multiplies the gradients by, as `torch.nn.utils.clip_grad_norm_`:
/// `max / (norm + 1e-6)` when that is below 1, else 1.
fn clip_coefficient(max_norm: Option<f64>, norm: f64) -> f64 {
    match max_norm {
        Some(max) if max / (norm + 1e-6) < 1.0 => max / (norm + 1e-6),
        _ => 1.0,
    }
}
