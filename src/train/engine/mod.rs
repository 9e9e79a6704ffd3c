//! The step room: one optimizer step of a plan, exactly. The window's micro-batches are
//! turned into its gradient by the method the loss's coupling requires ([`step`]: per-sample
//! losses weighted by their share of the window, or gradient caching for a loss that couples
//! the window; either with optional checkpointing by recomputation), then summed over the
//! ranks, unscaled, clipped and applied once per window. The engine also evaluates and holds
//! the one hook faults are injected through; undoing and redoing a failed window is
//! [`super::recovery`]'s job.

use candle_core::{DType, Device, Result, Tensor};

mod clipping;
mod coupled;
mod evaluate;
mod faults;
mod step;

pub use faults::Faults;

use std::cell::Cell;
use std::rc::Rc;

use super::optim::Optimizer;
use super::scaler::LossScaler;
use super::schedule::lr_at;
use crate::data::loader::{self, PreparedStep, StepJob};
use crate::data::Dataset;
use crate::dist::{World, BUCKET_BYTES};
use crate::labels::Labels;
use crate::models::{self, Coupling, Model};
use crate::nn::{Param, WeightCopies};
use crate::plan::{BatchSplit, Plan};
use crate::seed::mix;
use clipping::clipping;
use paperfit_kernels::optimizer::gradient_norm_tensors;
use step::{MicroBatch, WindowGradient, WindowPart};

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

/// An optimizer step whose work is queued on the device and whose values are not read yet: the
/// loss and the gradient norm stay there until [`PendingStep::read`], which the training loop
/// calls once the next step's work is queued (so the device runs it meanwhile). Everything that
/// must be decided before the next step is decided: the fp16 scaler's skip (its finiteness is
/// read in the step), the update applied. A plan without loss scaling finds non-finite
/// gradients when the step is read, and stops there.
#[derive(Debug)]
pub struct PendingStep {
    step: u64,
    /// The window's summed loss over every rank (f64 scalar).
    loss_sum: Tensor,
    /// The global gradient norm before clipping, unscaled (f64 scalar).
    grad_norm: Tensor,
    /// 1 when every gradient element is finite (u8 scalar).
    finite: Tensor,
    /// Whether non-finite gradients end the run (no loss scaler to skip the step).
    stops_when_not_finite: bool,
    applied: bool,
    lr: f64,
    samples: usize,
    loss_scale: Option<f64>,
}

impl PendingStep {
    /// The step's values, read from the device (waiting for its work to finish). Non-finite
    /// gradients without a loss scaler are an error: training diverged.
    pub(crate) fn read(self) -> Result<StepOutcome> {
        let loss = self.loss_sum.to_scalar::<f64>()? / self.samples as f64;
        let grad_norm = self.grad_norm.to_scalar::<f64>()?;
        if self.stops_when_not_finite && self.finite.to_scalar::<u8>()? == 0 {
            candle_core::bail!(
                "training diverged: the gradient norm of optimizer step {} is not finite (loss {loss})",
                self.step
            );
        }
        Ok(StepOutcome {
            loss,
            grad_norm,
            applied: self.applied,
            lr: self.lr,
            samples: self.samples,
            loss_scale: self.loss_scale,
        })
    }
}

/// Few-shot test episodes when the experiment does not say (FSCT's protocol: 600).
pub(crate) const DEFAULT_EVAL_EPISODES: u32 = 600;

/// The plan of the shipped `experiment` (a file name under `experiments/`) on the CPU preset
/// with `sets` as `--set`s: what the engine's tests train.
#[cfg(test)]
fn test_plan(experiment: &str, sets: &[&str]) -> Plan {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut options =
        crate::config::LoadOptions::new(root.join("experiments").join(experiment), "cpu");
    options.presets_dir = Some(root.join("presets"));
    for s in sets {
        options = options.set(s);
    }
    crate::plan::resolve(&crate::config::load(&options).unwrap()).unwrap()
}

#[cfg(test)]
mod allowance_tests;
#[cfg(test)]
mod clipping_tests;
#[cfg(test)]
mod copies_tests;

pub struct Engine {
    model: Box<dyn Model>,
    optimizer: Optimizer,
    scaler: Option<LossScaler>,
    plan: Plan,
    device: Device,
    dtype: DType,
    params: Vec<Param>,
    /// How the window's gradient is computed: chosen once, by the loss's coupling.
    method: Box<dyn WindowGradient>,
    gradients_checked: bool,
    faults: Faults,
    /// The ranks of the run: a world of one in a single process.
    world: Rc<World>,
    /// Whether the current window has gathered rows from the other ranks: after that, its
    /// local part cannot be redone alone.
    gathered: Cell<bool>,
    /// Mixed precision: the linear layers' weights in the compute dtype, refreshed after each
    /// optimizer step and each load (`None` in f32 and f64, or when each use casts).
    weight_copies: Option<WeightCopies>,
    /// Whether the current window's update has changed the weights and the optimizer state:
    /// after that, a failure of the window cannot be undone.
    updated: bool,
}

impl Engine {
    /// The engine of `plan` on `device`: its model built (a table the model cannot be built
    /// from is bad input, exit code 2), its optimizer over the model's parameters.
    /// Installs the plan's execution paths ([`Plan::execution`]) for this process.
    pub fn new(plan: &Plan, device: &Device) -> crate::error::Result<Self> {
        // The plan's attention and convolution paths, whatever the environment says now.
        plan.execution.install();
        // Gradients meeting at a node are added in 16-byte packs on CUDA (the same bits as
        // candle's add, which moves two bytes at a time).
        paperfit_kernels::install_gradient_sum();
        let model = models::build_for(&plan.model, &plan.recipe(), plan.seed, device)?;
        paperfit_kernels::conv::set_workspace_allowance(convolution_allowance(&*model, plan));
        let params = model.store().borrow().params().to_vec();
        let optimizer = Optimizer::new(plan.optimizer.clone(), params.clone());
        let world = Rc::new(World::alone(device));
        let method = window_gradient(model.coupling(), &world);
        Ok(Engine {
            model,
            optimizer,
            scaler: plan.loss_scaling.as_ref().map(LossScaler::new),
            plan: plan.clone(),
            device: device.clone(),
            dtype: plan.precision.dtype(),
            params,
            method,
            gradients_checked: false,
            faults: Faults::default(),
            world,
            gathered: Cell::new(false),
            weight_copies: matches!(plan.precision.dtype(), DType::BF16 | DType::F16)
                .then(WeightCopies::default),
            updated: false,
        })
    }

    /// Train as one rank of `world`: each step's gradients are summed over the ranks, and a
    /// loss that couples the step sees the rows of every rank.
    pub fn join(&mut self, world: Rc<World>) {
        self.method = window_gradient(self.model.coupling(), &world);
        self.world = world;
    }

    /// Whether the current window has exchanged data with the other ranks (its gradients, or
    /// the rows a coupled loss gathers): from then on its local part cannot be redone alone.
    /// A world of one has no other ranks to exchange with.
    pub(crate) fn exchanged_with_other_ranks(&self) -> bool {
        !self.world.is_alone() && self.gathered.get()
    }

    /// Whether the current window's optimizer update has changed the weights, the optimizer
    /// state and the fp16 loss scale: a failure after that (refreshing the weights' copies in
    /// the compute dtype) cannot be undone, and redoing the window would apply it twice. An
    /// update that fails changes none of them.
    pub(crate) fn updated_the_weights(&self) -> bool {
        self.updated
    }

    /// The plan the engine trains.
    pub(crate) fn plan(&self) -> &Plan {
        &self.plan
    }

    /// The plan's batch split (the micro-batch of a run that backed off is its own).
    pub fn split(&self) -> BatchSplit {
        self.plan.split()
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

    /// Backs the fp16 loss scale off as after a step whose gradients overflowed (nothing
    /// without a scaler).
    pub(crate) fn back_off_loss_scale(&mut self) {
        if let Some(scaler) = &mut self.scaler {
            scaler.update(false);
        }
    }

    /// Inject `faults` (tests, `PAPERFIT_FAULT_*`): the one hook for failures the recovery
    /// paths must survive.
    pub fn inject(&mut self, faults: Faults) {
        self.faults = faults;
    }

    /// The weights and buffers, and the optimizer state, as a checkpoint stores them.
    pub(crate) fn checkpoint_tensors(
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
    pub(crate) fn restore(
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
    pub(crate) fn load_weights(
        &self,
        tensors: &std::collections::BTreeMap<String, Tensor>,
    ) -> Result<()> {
        self.model.store().borrow().load(tensors)?;
        if let Some(copies) = &self.weight_copies {
            copies.refresh()?;
        }
        self.model.after_weights_loaded()
    }

    /// Read every weight through a cast at each use, keeping no copies in the compute dtype:
    /// the path the copies are held to, bit for bit (tests).
    #[cfg(test)]
    pub(crate) fn cast_weights_at_each_use(&mut self) {
        self.weight_copies = None;
    }

    /// Bytes the weights' copies in the compute dtype hold (0 without them).
    #[cfg(test)]
    pub(crate) fn weight_copy_bytes(&self) -> usize {
        self.weight_copies.as_ref().map_or(0, WeightCopies::bytes)
    }

    pub fn params(&self) -> &[Param] {
        &self.params
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
    pub(crate) fn augmentation_seed(&self, step: u64) -> u64 {
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
    /// summed loss (read from the device).
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
        let loss_sum = loss_sum.to_scalar::<f64>()?;
        let grads = if scale == 1.0 {
            grads
        } else {
            grads.iter().map(|g| g / scale).collect::<Result<_>>()?
        };
        Ok((grads, loss_sum))
    }

    /// The accumulated gradient of the window's mean loss times the loss scale (the optimizer
    /// divides by it as it reads them), and the window's summed loss (f64 scalar, on the device).
    fn prepared_gradients(
        &mut self,
        prepared: &PreparedStep,
        step: u64,
    ) -> Result<(Vec<Tensor>, Tensor)> {
        // A rank of several may hold none of a window's samples; a world of one holds them all.
        if prepared.window_samples == 0 || (prepared.samples == 0 && self.world.is_alone()) {
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
        // drop-path masks and augmentations are drawn by position.
        let mut offset = prepared.offset;
        for micro in &prepared.micro_batches {
            let n = micro.labels.len();
            let images = micro.images(h, w, self.dtype, &self.device)?;
            let labels = Labels::new(micro.labels.as_slice(), &self.device)?;
            micro_batches.push(MicroBatch {
                images,
                labels,
                offset,
            });
            offset += n;
        }
        let mut acc: Vec<Option<Tensor>> = vec![None; self.params.len()];
        let window = WindowPart {
            micro_batches: &micro_batches,
            step,
            scale,
            samples: prepared.window_samples,
        };
        if let Some(error) = self.faults.window_failure(step) {
            // Run the first micro-batch (it updates buffers and leaves partial gradients),
            // then fail as a device out of memory would.
            let first = WindowPart {
                micro_batches: &micro_batches[..1],
                ..window
            };
            self.method.gradients(self, &first, &mut acc)?;
            return Err(error);
        }
        let loss_sum = self.method.gradients(self, &window, &mut acc)?;
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

    /// One optimizer step on the samples `window` of `data`, in micro-batches of `micro_batch`,
    /// its values read at once.
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

    /// One optimizer step on micro-batches the loader prepared, its values read at once
    /// ([`Engine::launch_prepared`], then [`PendingStep::read`]).
    pub fn train_prepared(&mut self, prepared: &PreparedStep, step: u64) -> Result<StepOutcome> {
        self.launch_prepared(prepared, step)?.read()
    }

    /// One optimizer step on micro-batches the loader prepared (this rank's share of the window,
    /// in a distributed run), queued on the device with nothing read back but what the fp16
    /// scaler decides on. A failed window leaves the buffers its forward passes updated:
    /// [`super::recovery::attempt`] restores them, so that the window can be redone, unless it
    /// failed after its update ([`Engine::updated_the_weights`]).
    pub(crate) fn launch_prepared(
        &mut self,
        prepared: &PreparedStep,
        step: u64,
    ) -> Result<PendingStep> {
        self.gathered.set(false);
        self.updated = false;
        let (grads, loss_sum) = self.prepared_gradients(prepared, step)?;
        self.finish_step(grads, loss_sum, prepared.window_samples, step)
    }

    /// The rest of the step, once per window: the gradients and losses summed over the ranks
    /// (in a distributed run), the norm and finiteness, the scaler's decision, clipping and the
    /// update. Every rank computes the same from the same sums. Only the fp16 scaler reads a
    /// value back (whether the gradients are finite: it decides now whether to apply the step);
    /// the rest stays on the device until the step is read. The scaler's new state is kept
    /// with the update it decided: a failure before the update succeeds leaves both as they
    /// were, so the window can be redone; one after it (recasting copies the update did not
    /// write) is marked ([`Engine::updated_the_weights`]) and cannot be.
    fn finish_step(
        &mut self,
        grads: Vec<Tensor>,
        loss_sum: Tensor,
        samples: usize,
        step: u64,
    ) -> Result<PendingStep> {
        let loss_scale = self.scaler.as_ref().map(|s| s.scale);
        // From here the other ranks have this window's part: it cannot be redone alone.
        self.gathered.set(true);
        let mut grads = self.world.sum_gradients(grads, BUCKET_BYTES)?;
        let loss_sum = self.world.sum(&loss_sum.reshape(1)?)?.reshape(())?;
        self.faults.corrupt_gradients(step, &mut grads)?;
        // One fused reduction: the norm of the scaled gradients, and whether any is inf/NaN.
        let scale = loss_scale.unwrap_or(1.0);
        let norm = gradient_norm_tensors(&grads)?;
        let clip = clipping(&norm.norm, scale, self.plan.grad_clip_norm)?;
        let lr = lr_at(&self.plan.schedule, self.plan.lr, step);
        let mut scaler = self.scaler.clone();
        let applied = match &mut scaler {
            Some(scaler) => scaler.update(norm.finite.to_scalar::<u8>()? == 1),
            None => true,
        };
        let mut written = Vec::new();
        if applied {
            if let Some(error) = self.faults.state_allocation_failure(step) {
                self.optimizer.fail_next_state_allocation(error);
            }
            // Unscaling and clipping are folded into the update, which reads each gradient once
            // and writes the weights' half-precision copies with the new weights.
            let masters: Vec<&Tensor> = self.params.iter().map(|p| p.var.as_tensor()).collect();
            written = self
                .weight_copies
                .as_ref()
                .map_or_else(Vec::new, |c| c.existing(&masters));
            self.optimizer
                .step_with(&grads, lr, &clip.multiplier, &written)?;
            self.updated = true;
        }
        self.scaler = scaler;
        if applied {
            if let Some(error) = self.faults.after_update_failure(step) {
                return Err(error);
            }
            // Copies of weights the update did not write (none in the shipped models: every
            // copied weight trains) are cast from their masters.
            if let Some(copies) = &self.weight_copies {
                copies.refresh_except(&written)?;
            }
        }
        Ok(PendingStep {
            step,
            loss_sum,
            grad_norm: clip.grad_norm,
            finite: norm.finite,
            stops_when_not_finite: self.scaler.is_none(),
            applied,
            lr,
            samples,
            loss_scale,
        })
    }
}

/// How a window's gradient is computed, chosen once by the loss's coupling and the world: a
/// loss that couples the window gathers the rows of every rank in a launched world (a single
/// process's world of one has no other rows).
fn window_gradient(coupling: Coupling, world: &Rc<World>) -> Box<dyn WindowGradient> {
    match coupling {
        Coupling::PerSample => Box::new(step::PerSample),
        Coupling::Window if !world.is_alone() => Box::new(coupled::CoupledAcrossRanks {
            world: world.clone(),
        }),
        Coupling::Window => Box::new(coupled::Coupled),
    }
}

/// The cuDNN workspace every convolution of `plan`'s model may take: the largest of the
/// model's convolution workspaces at the plan's micro-batch and input size, which the memory
/// estimate counts (0, each convolution's own, without a footprint). From the plan alone, so
/// a rerun and a resume choose the same engines.
fn convolution_allowance(model: &dyn Model, plan: &Plan) -> u64 {
    let Some(size) = plan.model.image_size else {
        return 0;
    };
    let micro = plan.micro_batch as usize;
    let mut tracer = crate::nn::footprint::Tracer::new(micro, plan.precision.dtype())
        .with_attention(plan.execution.attention);
    let images = [micro, 3, size.height as usize, size.width as usize];
    match model.footprint(&mut tracer, &images) {
        Some(()) => tracer.finish().conv_workspace_bytes,
        None => 0,
    }
}
