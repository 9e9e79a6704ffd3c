//! The loop over an epoch's steps: each step queued on the device, the step before it read
//! and logged meanwhile (one step late), and the steps after which the loop saves, evaluates
//! or stops read at once.

use std::time::{Duration, Instant};

use super::checkpointing::CheckpointingAction;
use super::events::Event;
use super::{with_micro_or_same, Trainer};
use crate::data::loader::{Loader, PreparedStep};
use crate::error::Result;
use crate::plan::BatchSplit;
use crate::train::engine::{PendingStep, StepOutcome};
use crate::train::metrics::{MetricsRow, RowKind};
use crate::train::recovery;
use crate::train::scaler::LossScaler;

/// A step whose work is queued and whose values are not read yet, with what the loop measured
/// of it then.
struct Queued {
    pending: PendingStep,
    /// Its time, the wait for its data included.
    seconds: f64,
    data_wait: f64,
    /// The peak memory once it was queued.
    mem_peak: Option<u64>,
    /// The split it ran in (a back-off of the next step changes the loop's).
    split: BatchSplit,
    /// The fp16 scaler after it (the next step changes it).
    scaler: Option<LossScaler>,
}

impl Trainer<'_> {
    /// The steps `loader` prepares, each queued and read once the next is (or at once).
    pub(super) fn run_steps(&mut self, loader: &mut Loader) -> Result<()> {
        // The wait for the epoch's first step counts: the loader starts with the epoch.
        let mut waited_before = Duration::ZERO;
        let mut started = Instant::now();
        // The step before, queued and not read yet (only one whose log neither saves nor stops).
        let mut queued: Option<Queued> = None;
        while let Some(prepared) = loader.next() {
            let prepared = match prepared {
                Ok(prepared) => prepared,
                Err(e) => {
                    self.log_queued(queued.take())?;
                    return Err(self.data_failure(e));
                }
            };
            // The step before stops the run here if asked, before this one changes the weights.
            if queued.is_some() {
                let signal = self.agreed_stop_signal()?;
                if signal != 0 {
                    self.log_queued(queued.take())?;
                    return self.stop(signal, false);
                }
            }
            let waited = loader.first_wait + loader.waited;
            let data_wait = (waited - waited_before).as_secs_f64();
            waited_before = waited;
            let mut backoffs = Vec::new();
            // The step before, if queued, is not counted in the cursor yet.
            let index = self.state.step + u64::from(queued.is_some());
            let launched = self.step_with_backoff(prepared, index, &mut backoffs);
            let seconds = started.elapsed().as_secs_f64();
            started = Instant::now();
            // This step's work is queued: the step before is read and logged meanwhile, then
            // this step's back-offs, in the order they happened.
            self.log_queued(queued.take())?;
            for (backoff, row) in &backoffs {
                self.listeners.emit(&Event::Backoff { backoff, row })?;
            }
            self.keep_for_rank_0(&backoffs)?;
            let step = Queued {
                pending: launched?,
                seconds,
                data_wait,
                mem_peak: self.peak.sample(self.device),
                split: self.split,
                scaler: self.engine.scaler().cloned(),
            };
            match self.read_at_once() {
                true => self.record_step(step)?,
                false => queued = Some(step),
            }
        }
        if let Some(last) = queued {
            self.log_queued(Some(last))?;
            self.stop_if_asked(false)?;
        }
        Ok(())
    }

    /// Whether the step just queued is read before the next one: the loop saves, evaluates or
    /// ends after it.
    fn read_at_once(&self) -> bool {
        let step = self.state.step + 1;
        let ends_epoch = self.state.step_in_epoch + 1 == self.plan.schedule.steps_per_epoch;
        ends_epoch
            || step >= self.plan.last_step()
            || self
                .listeners
                .checkpointing
                .saves_after_step(step, ends_epoch)
    }

    /// Optimizer step `step` (counted from 0), queued. Out of memory: the window is redone with smaller
    /// micro-batches (the effective batch and the loss do not change; BatchNorm in train mode
    /// normalises the smaller micro-batches, which the row says when the plan did not), each
    /// back-off kept in `backoffs` with its metrics row for the listeners (logged, and
    /// checkpointed with the next save) once the step before is logged.
    fn step_with_backoff(
        &mut self,
        prepared: PreparedStep,
        step: u64,
        backoffs: &mut Vec<(recovery::Backoff, MetricsRow)>,
    ) -> Result<PendingStep> {
        let (split, epoch, plan) = (self.split, self.state.epoch, self.plan);
        let mut micro_batch = split.micro() as usize;
        let launched = recovery::launch_with_backoff(
            &mut self.engine,
            prepared,
            step,
            &mut micro_batch,
            &mut |backoff| {
                let row = MetricsRow {
                    event: Some(crate::train::reproduction::describe_backoff(plan, backoff)),
                    ..MetricsRow::new(
                        RowKind::Backoff,
                        backoff.step + 1,
                        epoch + 1,
                        with_micro_or_same(split, backoff.to),
                    )
                };
                backoffs.push((backoff.clone(), row));
                Ok(())
            },
        );
        self.split = with_micro_or_same(split, micro_batch);
        launched
    }

    /// Read and log a step that was queued (nothing when `None`): its log neither saves nor
    /// ends an epoch, and the loop has made its stop check.
    fn log_queued(&mut self, queued: Option<Queued>) -> Result<()> {
        let Some(queued) = queued else {
            return Ok(());
        };
        let action = self.log_step(queued)?;
        debug_assert!(
            action == CheckpointingAction::Skip,
            "a queued step is saved"
        );
        Ok(())
    }

    /// Read and log a finished step, save when the checkpointing strategy says so, and stop
    /// when asked.
    fn record_step(&mut self, step: Queued) -> Result<()> {
        let saved = self.log_step(step)? == CheckpointingAction::Save;
        if saved {
            self.save()?;
        }
        // The step that ends an epoch stops after the epoch's evaluation, as a checkpoint
        // waits for it.
        match self.state.step_in_epoch == self.plan.schedule.steps_per_epoch {
            true => Ok(()),
            false => self.stop_if_asked(saved),
        }
    }

    /// Read a step's values, advance the cursor past it and log it; what the checkpointing
    /// strategy says of it.
    fn log_step(&mut self, step: Queued) -> Result<CheckpointingAction> {
        let outcome: StepOutcome = step.pending.read()?;
        let (seconds, data_wait) = (step.seconds, step.data_wait);
        let state = &mut self.state;
        state.elapsed_secs += seconds;
        state.data_wait_secs += data_wait;
        state.step += 1;
        state.step_in_epoch += 1;
        state.scaler = step.scaler;
        let samples_per_sec = outcome.samples as f64 / seconds.max(1e-9);
        self.throughput.push(samples_per_sec);
        self.last_loss = Some(outcome.loss);
        let row = MetricsRow {
            loss: Some(outcome.loss),
            lr: Some(outcome.lr),
            grad_norm: outcome.grad_norm.is_finite().then_some(outcome.grad_norm),
            applied: Some(outcome.applied),
            samples_per_sec: Some(samples_per_sec),
            data_wait_secs: Some(data_wait),
            loss_scale: outcome.loss_scale,
            mem_peak_bytes: step.mem_peak,
            ..MetricsRow::new(RowKind::Train, state.step, state.epoch + 1, step.split)
        };
        let event = Event::Step {
            ends_epoch: self.state.step_in_epoch == self.plan.schedule.steps_per_epoch,
            row: &row,
            secs: seconds,
        };
        self.listeners.emit(&event)
    }
}
