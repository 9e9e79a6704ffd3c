//! Losses that couple every sample of the optimizer step (batch-hard triplet, few-shot
//! episodes, in-batch contrastive): one pass when the step is one micro-batch of one process,
//! gradient caching otherwise, and in a distributed run the rows of every rank gathered so the
//! loss sees the whole step.

use std::cell::RefCell;
use std::rc::Rc;

use candle_core::backprop::GradStore;
use candle_core::{DType, Result, Tensor, Var};

use super::step::{take_gradient, times, MicroBatch, WindowGradient, WindowPart};
use super::Engine;
use crate::dist::{share, World};
use crate::labels::Labels;

/// The loss on the whole step's rows, and what this rank takes from it.
struct Gathered {
    /// The gradient of the (scaled) loss with respect to this rank's rows.
    own: Tensor,
    /// The loss (the step's mean), an f64 scalar on the device.
    value: Tensor,
    /// Gradients of the parameters the loss itself uses (a logit scale, a few-shot head).
    loss_params: GradStore,
}

/// A loss that couples every sample of the window, in one process: one pass when the window is
/// one micro-batch, gradient caching otherwise.
pub(super) struct Coupled;

/// A loss that couples every sample of the window, over several ranks: the rows of every rank
/// gathered, so the loss sees the whole window.
pub(super) struct CoupledAcrossRanks {
    pub(super) world: Rc<World>,
}

impl WindowGradient for Coupled {
    /// The summed loss is the mean x the window's samples.
    fn gradients(
        &self,
        engine: &Engine,
        window: &WindowPart,
        acc: &mut [Option<Tensor>],
    ) -> Result<Tensor> {
        let WindowPart {
            micro_batches,
            step,
            scale,
            ..
        } = *window;
        let total = |mean: &Tensor| times(mean, window.samples as f64);
        if micro_batches.len() > 1 {
            let mean = engine.cached_gradients(micro_batches, step, scale, acc)?;
            return total(&mean);
        }
        // The whole step in one pass: its mean loss, back-propagated directly.
        let micro = &micro_batches[0];
        let ctx = engine.train_ctx(step, micro.offset, &micro.labels);
        let mean = engine.micro_batch_backward(
            &micro.images,
            &ctx,
            &|rows| engine.weighted_loss(rows, &micro.labels, scale),
            acc,
        )?;
        match mean {
            Some(mean) => total(&mean),
            None => Tensor::new(0f64, &engine.device),
        }
    }
}

impl WindowGradient for CoupledAcrossRanks {
    /// This rank's share of the summed loss: the mean x the window's samples on rank 0, nothing
    /// on the others.
    fn gradients(
        &self,
        engine: &Engine,
        window: &WindowPart,
        acc: &mut [Option<Tensor>],
    ) -> Result<Tensor> {
        let world = self.world.as_ref();
        let mean = match window.micro_batches {
            [one] => engine.gathered_one_pass(world, one, window, acc)?,
            _ => engine.gathered_cached(world, window, acc)?,
        };
        // The loss is computed on every rank; it is counted once.
        match (world.rank(), mean) {
            (0, Some(mean)) => times(&mean, window.samples as f64),
            _ => Tensor::new(0f64, &engine.device),
        }
    }
}

impl Engine {
    /// Gradient caching (Gao et al. 2021, arXiv 2101.06983) for a loss that couples every sample
    /// of the optimizer step, in one process:
    ///
    /// 1. compute every micro-batch's rows without keeping its graph;
    /// 2. compute the loss on all the step's rows at once, and its gradient with respect to
    ///    each row (parameters the loss itself uses get their gradient here);
    /// 3. re-run each micro-batch with its graph (or checkpointed) and back-propagate the
    ///    cached row gradients (`d sum(rows * g) / d theta = J^T g`).
    ///
    /// The result is the full-batch gradient with one micro-batch's activations in memory.
    /// `micro_batches` are (images, labels, position of the first image in the step); `scale`
    /// multiplies the loss (fp16 loss scaling). Returns the loss value (the step's mean, an f64
    /// scalar on the device).
    pub(super) fn cached_gradients(
        &self,
        micro_batches: &[MicroBatch],
        step: u64,
        scale: f64,
        acc: &mut [Option<Tensor>],
    ) -> Result<Tensor> {
        let rows = self.detached_rows(micro_batches, step)?;
        let all = Var::from_tensor(&Tensor::cat(&rows, 0)?)?;
        let labels = Labels::cat(&micro_batches.iter().map(|m| &m.labels).collect::<Vec<_>>())?;
        let value = self.model.loss(all.as_tensor(), &labels)?;
        let mut grads = (&value * scale)?.backward()?;
        let cached = take_gradient(&mut grads, &all, || {
            "gradient caching: the loss does not depend on the rows".into()
        })?;
        self.accumulate(grads, acc)?;
        self.backward_cached(micro_batches, step, &cached, acc)?;
        value.detach().to_dtype(DType::F64)
    }

    /// Step 1 of gradient caching: every micro-batch's rows, without graphs.
    fn detached_rows(&self, micro_batches: &[MicroBatch], step: u64) -> Result<Vec<Tensor>> {
        micro_batches
            .iter()
            .map(|m| self.forward_detached(&m.images, &self.train_ctx(step, m.offset, &m.labels)))
            .collect()
    }

    /// Step 3 of gradient caching: each micro-batch again, with its graph, back-propagating
    /// its rows' slice of `cached`.
    fn backward_cached(
        &self,
        micro_batches: &[MicroBatch],
        step: u64,
        cached: &Tensor,
        acc: &mut [Option<Tensor>],
    ) -> Result<()> {
        let mut start = 0;
        for MicroBatch {
            images,
            labels,
            offset,
        } in micro_batches
        {
            let n = images.dim(0)?;
            let slice = cached.narrow(0, start, n)?;
            let mut ctx = self.train_ctx(step, *offset, labels);
            // Statistics were updated by the first pass.
            ctx.update_batch_stats = false;
            self.micro_batch_backward(
                images,
                &ctx,
                &|rows| Ok(((rows * &slice)?.sum_all()?, None)),
                acc,
            )?;
            start += n;
        }
        Ok(())
    }

    /// Gradient caching across ranks: this rank's rows without graphs, every rank's rows
    /// gathered in rank order (the single-process order), the loss on all of them, then this
    /// rank's micro-batches again with their slice of the rows' gradient. Returns the loss (on
    /// the device; `None` on a rank that holds no rows of the step).
    pub(super) fn gathered_cached(
        &self,
        world: &World,
        window: &WindowPart,
        acc: &mut [Option<Tensor>],
    ) -> Result<Option<Tensor>> {
        let rows = self.detached_rows(window.micro_batches, window.step)?;
        let own = (!rows.is_empty())
            .then(|| Tensor::cat(&rows, 0))
            .transpose()?;
        drop(rows);
        let Some(gathered) = self.gathered_loss(world, own.as_ref(), window)? else {
            return Ok(None);
        };
        self.accumulate_loss_params(world, gathered.loss_params, acc)?;
        self.backward_cached(window.micro_batches, window.step, &gathered.own, acc)?;
        Ok(Some(gathered.value))
    }

    /// One micro-batch on this rank: its forward keeps its graph, the rows are gathered from
    /// it, and the backward runs through the same graph (no second forward).
    pub(super) fn gathered_one_pass(
        &self,
        world: &World,
        micro_batch: &MicroBatch,
        window: &WindowPart,
        acc: &mut [Option<Tensor>],
    ) -> Result<Option<Tensor>> {
        let MicroBatch {
            images,
            labels,
            offset,
        } = micro_batch;
        let ctx = self.train_ctx(window.step, *offset, labels);
        let loss_params = RefCell::new(None);
        let value = RefCell::new(None);
        self.micro_batch_backward(
            images,
            &ctx,
            &|rows| {
                let gathered = self
                    .gathered_loss(world, Some(&rows.detach()), window)?
                    .ok_or_else(|| candle_core::Error::Msg("no rows to gather".into()))?;
                *value.borrow_mut() = Some(gathered.value);
                *loss_params.borrow_mut() = Some(gathered.loss_params);
                Ok(((rows * &gathered.own)?.sum_all()?, None))
            },
            acc,
        )?;
        if let Some(grads) = loss_params.into_inner() {
            self.accumulate_loss_params(world, grads, acc)?;
        }
        Ok(value.into_inner())
    }

    /// Gather every rank's rows and labels, compute the loss on all of them and its gradient;
    /// `None` on a rank that holds no rows of this step (it only takes part in the gathers).
    /// The gathered labels are read back once: the loss may decide on them on the host, and
    /// only the rank that read a sample knows its label (a corrupt image's stand-in carries
    /// its own).
    fn gathered_loss(
        &self,
        world: &World,
        own: Option<&Tensor>,
        window: &WindowPart,
    ) -> Result<Option<Gathered>> {
        self.gathered.set(true);
        let counts: Vec<usize> = (0..world.size())
            .map(|r| share(window.samples, world.size(), r).len())
            .collect();
        let dtype = own.map_or(DType::F32, Tensor::dtype);
        let rows = world.gather_rows(own, &counts, dtype)?;
        let labels = own
            .is_some()
            .then(|| {
                let parts: Vec<&Tensor> = window
                    .micro_batches
                    .iter()
                    .map(|m| m.labels.on_device())
                    .collect();
                Tensor::cat(&parts, 0)?.to_dtype(DType::F32)?.unsqueeze(1)
            })
            .transpose()?;
        let all_labels = world
            .gather_rows(labels.as_ref(), &counts, DType::F32)?
            .squeeze(1)?
            .to_dtype(DType::U32)?;
        let Some(own) = own else {
            return Ok(None);
        };
        let all = Var::from_tensor(&rows)?;
        let all_labels = Labels::read(all_labels)?;
        let loss = self.model.loss(all.as_tensor(), &all_labels)?;
        let mut loss_params = (&loss * window.scale)?.backward()?;
        let cached = take_gradient(&mut loss_params, &all, || {
            "gradient caching: the loss does not depend on the rows".into()
        })?;
        let start = share(window.samples, world.size(), world.rank()).start;
        Ok(Some(Gathered {
            own: cached.narrow(0, start, own.dim(0)?)?,
            value: loss.detach().to_dtype(DType::F64)?,
            loss_params,
        }))
    }

    /// The gradients of the parameters the loss uses: every rank computed the same full-step
    /// gradient for them, so rank 0 contributes it and the others zeros (the sum over ranks
    /// counts it once, exactly).
    fn accumulate_loss_params(
        &self,
        world: &World,
        mut grads: GradStore,
        acc: &mut [Option<Tensor>],
    ) -> Result<()> {
        if world.rank() == 0 {
            return self.accumulate(grads, acc);
        }
        for (slot, p) in acc.iter_mut().zip(&self.params) {
            if let Some(g) = grads.remove(p.var.as_tensor()) {
                if slot.is_none() {
                    *slot = Some(g.zeros_like()?);
                }
            }
        }
        Ok(())
    }
}
