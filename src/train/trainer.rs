//! The training loop of a run, in named parts: a step with out-of-memory back-off, evaluation
//! when it is due, and a checkpoint policy.

use std::path::Path;
use std::sync::Arc;
use std::time::Instant;

use candle_core::Device;

use super::checkpoint::{self, Checkpoint, TrainerState};
use super::engine::{Engine, StepOutcome};
use super::memory::{pool_peak, reset_pool_peak, PeakMemory};
use super::metrics::{MetricsLog, MetricsRow, RowKind};
use super::report::Reporter;
use super::run::{
    evaluate, open_eval_data, step_windows, write_json, EvalData, Evaluation, Progress, RunOptions,
    RunSummary,
};
use crate::data::loader::{Loader, PreparedStep, StepJob};
use crate::data::{self, Dataset, Split};
use crate::error::{Error, Result};
use crate::plan::Plan;

/// When a checkpoint is written: every `checkpoint_every` optimizer steps, after a back-off
/// (so a resume keeps the new split), and at the end of the run; never between a step that
/// ends an epoch and that epoch's evaluation.
struct CheckpointPolicy {
    every_steps: u64,
    /// A back-off not yet in a checkpoint.
    unsaved_backoff: bool,
}

impl CheckpointPolicy {
    fn due(&self, step: u64) -> bool {
        (self.every_steps > 0 && step % self.every_steps == 0) || self.unsaved_backoff
    }
}

/// A run in progress: the plan, its data and engine, where it stands, and what it records.
pub(super) struct Trainer<'a> {
    plan: &'a Plan,
    run_dir: &'a Path,
    device: &'a Device,
    options: &'a RunOptions,
    train_data: Arc<dyn Dataset>,
    eval_data: Option<EvalData>,
    engine: Engine,
    state: TrainerState,
    metrics: MetricsLog,
    reporter: Reporter,
    peak: PeakMemory,
    checkpoints: CheckpointPolicy,
    throughput: Vec<f64>,
    last_loss: Option<f64>,
    last_eval: Option<Evaluation>,
}

impl<'a> Trainer<'a> {
    /// Open the plan's data, build the engine and start from `resume_from` (or from the start,
    /// with pretrained weights when the plan names them).
    pub fn new(
        plan: &'a Plan,
        run_dir: &'a Path,
        device: &'a Device,
        resume_from: Option<Checkpoint>,
        options: &'a RunOptions,
        peak: PeakMemory,
    ) -> Result<Self> {
        if plan.schedule.last_step_samples != plan.effective_batch && plan.data.drop_last {
            return Err(Error::Internal(
                "inconsistent plan: drop_last with a partial last step".into(),
            ));
        }
        let image_size = plan
            .model
            .image_size
            .ok_or_else(|| Error::Internal("plan without an input size".into()))?;
        let train_data: Arc<dyn Dataset> =
            Arc::from(data::open(&plan.data, image_size, Split::Train, plan.seed)?);
        let eval_data = open_eval_data(plan, image_size)?;
        let mut engine = Engine::new(plan, device)?;
        engine.inject(options.faults.clone());
        let resume_step = resume_from.as_ref().map(|c| c.state.step);
        let state = match resume_from {
            Some(checkpoint) => engine.restore(checkpoint)?,
            None => {
                if let Some(path) = &plan.model.pretrained {
                    // Pretrained weights start a new run; a resumed run has its checkpoint.
                    let report = engine.load_pretrained(path)?;
                    write_json(&run_dir.join("pretrained_report.json"), &report)?;
                    if options.progress != Progress::Quiet {
                        eprintln!("{report}");
                    }
                }
                TrainerState {
                    step: 0,
                    epoch: 0,
                    step_in_epoch: 0,
                    micro_batch: plan.micro_batch as usize,
                    scaler: engine.scaler().cloned(),
                    elapsed_secs: 0.0,
                }
            }
        };
        reset_pool_peak(device)?;
        Ok(Trainer {
            plan,
            run_dir,
            device,
            options,
            train_data,
            eval_data,
            engine,
            state,
            metrics: MetricsLog::open(run_dir, resume_step)?,
            reporter: Reporter::new(options.progress, plan.logging.log_every),
            peak,
            checkpoints: CheckpointPolicy {
                every_steps: u64::from(plan.logging.checkpoint_every),
                unsaved_backoff: false,
            },
            throughput: Vec::new(),
            last_loss: None,
            last_eval: None,
        })
    }

    /// Train every remaining epoch, then write the final checkpoint, weights and summary.
    pub fn run(mut self) -> Result<RunSummary> {
        while self.state.epoch < self.plan.schedule.epochs {
            self.train_epoch()?;
            self.end_epoch()?;
        }
        self.reporter.finish();
        self.finish()
    }

    /// The epoch's remaining optimizer steps, prepared ahead by the loader's workers.
    fn train_epoch(&mut self) -> Result<()> {
        let jobs: Vec<StepJob> =
            step_windows(self.plan, self.train_data.as_ref(), self.state.epoch)?
                .into_iter()
                .skip(self.state.step_in_epoch as usize)
                .enumerate()
                .map(|(k, window)| StepJob {
                    window,
                    seed: self.engine.augmentation_seed(self.state.step + k as u64),
                })
                .collect();
        self.reporter.epoch(
            self.state.epoch,
            self.plan.schedule.epochs,
            self.plan.schedule.steps_per_epoch,
            self.state.step_in_epoch,
        );
        let mut loader = Loader::start(
            self.train_data.clone(),
            jobs,
            self.state.micro_batch,
            self.plan.data.workers() as usize,
            self.plan.data.prefetch_steps() as usize,
        );
        let mut waited_before = loader.waited;
        let mut started = Instant::now();
        while let Some(prepared) = loader.next() {
            let prepared = prepared?;
            let data_wait = (loader.waited - waited_before).as_secs_f64();
            waited_before = loader.waited;
            let outcome = self.step_with_backoff(prepared)?;
            let seconds = started.elapsed().as_secs_f64();
            started = Instant::now();
            self.record_step(&outcome, seconds, data_wait)?;
            // A step that ends the epoch is checkpointed after the epoch's evaluation.
            if self.state.step_in_epoch < self.plan.schedule.steps_per_epoch
                && self.checkpoints.due(self.state.step)
            {
                self.save()?;
            }
        }
        Ok(())
    }

    /// One optimizer step. Out of memory: the window is redone with smaller micro-batches (the
    /// effective batch and the loss do not change), each back-off logged and checkpointed.
    fn step_with_backoff(&mut self, prepared: PreparedStep) -> Result<StepOutcome> {
        let (plan, epoch, quiet) = (
            self.plan,
            self.state.epoch,
            self.options.progress == Progress::Quiet,
        );
        let (metrics, checkpoints) = (&mut self.metrics, &mut self.checkpoints);
        let outcome = self.engine.train_with_backoff(
            prepared,
            self.state.step,
            &mut self.state.micro_batch,
            &mut |backoff| {
                let event = backoff.describe(plan.effective_batch as usize);
                if !quiet {
                    eprintln!("{event}");
                }
                checkpoints.unsaved_backoff = true;
                metrics
                    .write(&MetricsRow {
                        event: Some(event),
                        ..MetricsRow::new(
                            RowKind::Backoff,
                            backoff.step + 1,
                            epoch + 1,
                            plan.effective_batch,
                            backoff.to,
                        )
                    })
                    .map_err(|e| candle_core::Error::Msg(e.to_string()))
            },
        )?;
        Ok(outcome)
    }

    /// Advance the cursor past a finished step and log it.
    fn record_step(&mut self, outcome: &StepOutcome, seconds: f64, data_wait: f64) -> Result<()> {
        let state = &mut self.state;
        state.elapsed_secs += seconds;
        state.step += 1;
        state.step_in_epoch += 1;
        state.scaler = self.engine.scaler().cloned();
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
            mem_peak_bytes: self.peak.sample(self.device),
            ..MetricsRow::new(
                RowKind::Train,
                state.step,
                state.epoch + 1,
                self.plan.effective_batch,
                state.micro_batch,
            )
        };
        self.metrics.write(&row)?;
        self.reporter.step(&row, self.plan.schedule.total_steps);
        Ok(())
    }

    /// The epoch is complete: evaluate when due, report skipped images, then move the cursor
    /// to the next epoch before any checkpoint, so a checkpoint never sits between a step and
    /// its evaluation.
    fn end_epoch(&mut self) -> Result<()> {
        let last_epoch = self.state.epoch + 1 == self.plan.schedule.epochs;
        let every = self.plan.logging.eval_every_epochs;
        if last_epoch || (every > 0 && (self.state.epoch + 1) % every == 0) {
            self.evaluate()?;
        }
        let skipped = self.train_data.take_skipped();
        if !skipped.is_empty() {
            eprintln!(
                "epoch {}: {} unreadable image(s) skipped (data.on_corrupt = \"skip\"):",
                self.state.epoch + 1,
                skipped.len()
            );
            for s in skipped.iter().take(20) {
                eprintln!("  {s}");
            }
        }
        self.state.epoch += 1;
        self.state.step_in_epoch = 0;
        if self.checkpoints.due(self.state.step) && !last_epoch {
            self.save()?;
        }
        Ok(())
    }

    /// Evaluate on the plan's evaluation split, if it has one, and log it.
    fn evaluate(&mut self) -> Result<()> {
        let Some(eval) = &self.eval_data else {
            return Ok(());
        };
        let result = evaluate(&self.engine, eval, self.state.micro_batch)?;
        let row = MetricsRow {
            mem_peak_bytes: self.peak.sample(self.device),
            eval_loss: result.loss,
            eval_accuracy: Some(result.accuracy),
            eval_accuracy_ci95: result.ci95,
            eval_map: result.mean_average_precision,
            ..MetricsRow::new(
                RowKind::Eval,
                self.state.step,
                self.state.epoch + 1,
                self.plan.effective_batch,
                self.state.micro_batch,
            )
        };
        self.last_eval = Some(result);
        self.metrics.write(&row)?;
        self.reporter.eval(&row);
        Ok(())
    }

    fn save(&mut self) -> Result<()> {
        let (model, optimizer) = self.engine.checkpoint_tensors()?;
        checkpoint::save(self.run_dir, &model, &optimizer, &self.state)?;
        self.checkpoints.unsaved_backoff = false;
        Ok(())
    }

    /// The final checkpoint, the final weights on their own for other tools, the summary and
    /// the metrics plot.
    fn finish(mut self) -> Result<RunSummary> {
        self.save()?;
        let (weights, _) = self.engine.checkpoint_tensors()?;
        checkpoint::save_tensors(&weights, &self.run_dir.join("model.safetensors"))?;
        self.throughput.sort_by(f64::total_cmp);
        let plan = self.plan;
        let eff = plan.effective_batch as usize;
        let summary = RunSummary {
            experiment: plan.experiment.clone(),
            preset: plan.preset.clone(),
            run_dir: self.run_dir.to_path_buf(),
            steps: self.state.step,
            epochs: plan.schedule.epochs,
            effective_batch: plan.effective_batch,
            micro_batch: self.state.micro_batch,
            accumulation_steps: eff.div_ceil(self.state.micro_batch),
            final_train_loss: self.last_loss,
            eval_loss: self.last_eval.as_ref().and_then(|e| e.loss),
            eval_accuracy: self.last_eval.as_ref().map(|e| e.accuracy),
            eval_map: self
                .last_eval
                .as_ref()
                .and_then(|e| e.mean_average_precision),
            chance_accuracy: 1.0 / f64::from(plan.model.num_classes.max(1)),
            elapsed_secs: self.state.elapsed_secs,
            samples_per_sec: self.throughput.get(self.throughput.len() / 2).copied(),
            mem_peak_bytes: self.peak.sample(self.device),
            pool_peak: pool_peak(self.device)?,
        };
        write_json(&self.run_dir.join("summary.json"), &summary)?;
        super::plot::write_png(&self.metrics.jsonl_path, &self.run_dir.join("metrics.png"))?;
        Ok(summary)
    }
}
