//! The loop room: a run's epochs and steps. Each step goes through out-of-memory recovery
//! ([`super::recovery`]), evaluation runs when it is due, and what happens is told as
//! [`events::Event`]s to the listeners (metrics, progress, the checkpointing strategy, which
//! says when to save).
//!
//! A step's values (its loss, its gradient norm) are read one step late: step s is read and
//! logged once step s + 1's work is queued, so the device never waits for the host between
//! them. A step after which the loop saves, evaluates, or may stop is read before the next one
//! is queued (the checkpoint holds its weights, not the next step's), and so is the run's last;
//! what is logged, and in which order, is what reading each step at once gives.

mod before;
mod checkpointing;
mod events;
mod failures;
mod fingerprint;
mod listeners;
mod other_ranks;
mod steps;

use std::path::Path;
use std::rc::Rc;
use std::sync::Arc;
use std::time::Instant;

use candle_core::Device;

use super::checkpoint::{self, TrainerState};
use super::engine::Engine;
use super::eta::RunShape;
use super::evaluation::{evaluate, EvalData, Evaluation};
use super::memory_monitor::{pool_peak, reset_pool_peak, PeakMemory};
use super::metrics::{Board, MetricsLog, MetricsRow, RowKind};
use super::report::Reporter;
use super::reproduction::{compare, compare_with, Circumstances};
use super::run::{LoaderReport, RunOptions, RunSummary};
use super::run_dir::write_json;
use super::windows::step_windows;
use crate::data::loader::{Loader, StepJob};
use crate::data::workers::LoaderWorkers;
use crate::data::Dataset;
use crate::dist::World;
use crate::error::{Error, Result};
use crate::plan::{BatchSplit, Plan};
use crate::signals::StopSignals;
use before::Before;
use checkpointing::{CheckpointingAction, EveryNSteps};
use events::Event;
use fingerprint::{fingerprint_json, fingerprint_tensors};
use listeners::Listeners;

/// What a run starts from, as the session opened it: its data (the evaluation split on the rank
/// that evaluates), its engine with the weights it starts from, and where it stands.
pub(super) struct Start {
    pub(super) train_data: Arc<dyn Dataset>,
    pub(super) eval_data: Option<EvalData>,
    pub(super) engine: Engine,
    pub(super) state: TrainerState,
    /// The step of the checkpoint a resumed run continues from.
    pub(super) resume_step: Option<u64>,
    /// The ranks of the run: a world of one in a single process.
    pub(super) world: Rc<World>,
}

/// A run in progress: the plan, its data and engine, where it stands, and what it records.
pub(super) struct Trainer<'a> {
    plan: &'a Plan,
    run_dir: &'a Path,
    device: &'a Device,
    train_data: Arc<dyn Dataset>,
    /// This rank's loader threads: the plan's `data.num_workers`, or sized to this machine.
    loader_workers: LoaderWorkers,
    eval_data: Option<EvalData>,
    engine: Engine,
    /// Where the run stands; its `micro_batch` is `split`'s as of the last checkpoint.
    state: TrainerState,
    /// How each step's samples are split: over the ranks, this rank's share in micro-batches
    /// (back-off makes them smaller than the plan's). Made once from the plan.
    split: BatchSplit,
    /// The ranks of the run (a world of one in a single process); only rank 0 evaluates and
    /// writes the run directory.
    world: Rc<World>,
    /// Who hears what the loop does: the metrics log, progress, checkpointing.
    listeners: Listeners,
    peak: PeakMemory,
    throughput: Vec<f64>,
    last_loss: Option<f64>,
    last_eval: Option<Evaluation>,
    /// The step `last_eval` evaluated.
    last_eval_step: Option<u64>,
    /// The peak memory the steps before a resume logged.
    mem_peak_before: Option<u64>,
    /// SIGINT and SIGTERM, heard while the loop runs: the run stops at the next step's end.
    stop: StopSignals,
    /// This rank's back-offs since the last epoch's end, for rank 0 to log (ranks other than 0).
    rank_backoffs: Vec<String>,
}

impl<'a> Trainer<'a> {
    /// The loop over `start`'s data and engine, from where it stands.
    pub(crate) fn new(
        plan: &'a Plan,
        run_dir: &'a Path,
        device: &'a Device,
        start: Start,
        options: &RunOptions,
        peak: PeakMemory,
    ) -> Result<Self> {
        let Start {
            train_data,
            eval_data,
            engine,
            state,
            resume_step,
            world,
        } = start;
        let rank = (!world.is_alone()).then(|| world.rank());
        let evaluates = eval_data.is_some();
        let writer = world.rank() == 0;
        reset_pool_peak(device)?;
        // Every rank must run the same plan from the same checkpoint.
        world.agree(fingerprint_json(plan), "plan")?;
        world.agree(state.step, "checkpoint step")?;
        let before = match (writer, resume_step) {
            (true, Some(step)) => Before::read(run_dir, step)?,
            _ => Before::default(),
        };
        let metrics = metrics_log(plan, run_dir, resume_step, writer)?;
        Ok(Trainer {
            plan,
            run_dir,
            device,
            train_data,
            loader_workers: LoaderWorkers::here(plan.data.num_workers, world.local_size()),
            eval_data,
            engine,
            // A run resumed on another number of processes: the checkpoint's micro-batch may
            // not divide this process's share of the batch.
            split: with_micro_or_same(plan.split(), state.micro_batch),
            state,
            world,
            listeners: Listeners {
                metrics,
                reporter: Reporter::new(
                    options.progress,
                    plan.logging.log_every,
                    RunShape {
                        last_step: plan.last_step(),
                        epochs: plan.schedule.epochs,
                        eval_every_epochs: plan.logging.eval_every_epochs,
                        evaluates,
                        smoke_run: plan.smoke_run.is_some(),
                    },
                    rank,
                ),
                checkpointing: Box::new(EveryNSteps::new(
                    u64::from(plan.logging.checkpoint_every),
                    plan.last_step(),
                )),
            },
            peak,
            throughput: before.throughput,
            last_loss: before.last_loss,
            last_eval: before.last_eval,
            last_eval_step: before.last_eval_step,
            mem_peak_before: before.mem_peak,
            stop: StopSignals::listen()
                .map_err(|e| Error::io_while("cannot listen for SIGINT and SIGTERM", e))?,
            rank_backoffs: Vec::new(),
        })
    }

    /// Train every remaining epoch (a smoke run: up to its last step, then evaluate), then
    /// write the final checkpoint, weights and summary. The final weights are always evaluated,
    /// once: a run resumed at its end (given as many epochs as it has reached, or killed after
    /// its final evaluation) evaluates them unless its last evaluation is of its last step.
    pub(crate) fn run(mut self) -> Result<RunSummary> {
        while self.state.epoch < self.plan.schedule.epochs {
            self.train_epoch()?;
            if self.plan.smoke_run.is_some() && self.state.step >= self.plan.last_step() {
                self.evaluate_final()?;
                self.report_skipped()?;
                break;
            }
            self.end_epoch()?;
        }
        self.evaluate_final()?;
        self.listeners.reporter.finish();
        self.finish()
    }

    /// Evaluate the weights of the step the run stands at, unless its last evaluation was of
    /// this step (a checkpoint of a step is written after that step's evaluation, so the
    /// evaluation row a resume keeps at its checkpoint's step was made before it).
    fn evaluate_final(&mut self) -> Result<()> {
        match self.last_eval_step == Some(self.state.step) {
            true => Ok(()),
            false => self.evaluate(),
        }
    }

    /// The epoch's remaining optimizer steps, prepared ahead by the loader's workers.
    fn train_epoch(&mut self) -> Result<()> {
        let (split, rank) = (self.split, self.world.rank());
        // A smoke run takes no step past its last.
        let left = self.plan.last_step().saturating_sub(self.state.step) as usize;
        let jobs: Vec<StepJob> =
            step_windows(self.plan, self.train_data.as_ref(), self.state.epoch)?
                .into_iter()
                .skip(self.state.step_in_epoch as usize)
                .take(left)
                .enumerate()
                .map(|(k, window)| {
                    // This rank's share of the window, at its positions in the window.
                    let mine = split.rank_share(window.len(), rank);
                    StepJob {
                        offset: mine.start,
                        window_samples: window.len(),
                        window: window[mine].to_vec(),
                        seed: self.engine.augmentation_seed(self.state.step + k as u64),
                    }
                })
                .collect();
        self.listeners.reporter.epoch(
            self.state.epoch,
            self.plan.schedule.epochs,
            self.plan.schedule.steps_per_epoch,
            self.state.step_in_epoch,
        );
        let mut loader = Loader::start(
            self.train_data.clone(),
            jobs,
            self.split.micro() as usize,
            self.loader_workers.workers,
            self.plan.data.prefetch_steps() as usize,
        );
        self.run_steps(&mut loader)
    }

    /// Ends the run here if a stop signal came, on any rank (the ranks agree, so they stop
    /// after the same step): the checkpoint of this point is written unless it just was, and
    /// the run ends with [`Error::Stopped`].
    fn stop_if_asked(&mut self, saved: bool) -> Result<()> {
        match self.agreed_stop_signal()? {
            0 => Ok(()),
            signal => self.stop(signal, saved),
        }
    }

    /// The stop signal some rank received (0: none), the same on every rank.
    fn agreed_stop_signal(&mut self) -> Result<i32> {
        let local = self.stop.received().unwrap_or(0);
        let mut signals = vec![0.0; self.world.size()];
        signals[self.world.rank()] = f64::from(local);
        let all = self.world.sum_host(&signals)?;
        Ok(all.into_iter().find(|&s| s != 0.0).map_or(0, |s| s as i32))
    }

    /// End the run after the step just logged, on `signal`: its checkpoint written unless
    /// `saved`, and [`Error::Stopped`].
    fn stop(&mut self, signal: i32, saved: bool) -> Result<()> {
        if !saved {
            self.save()?;
        }
        // No rank ends (and, under a launcher, takes the others down) before rank 0 has
        // written the checkpoint.
        self.world.all_ok(Ok(()))?;
        self.listeners.reporter.finish();
        Err(Error::Stopped {
            signal,
            step: self.state.step,
            total: self.plan.last_step(),
            run_dir: self.run_dir.to_path_buf(),
        })
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
        self.report_skipped()?;
        self.state.epoch += 1;
        self.state.step_in_epoch = 0;
        let event = Event::EpochEnd {
            step: self.state.step,
            last: last_epoch,
        };
        let saved = self.listeners.emit(&event)? == CheckpointingAction::Save;
        if saved {
            self.save()?;
        }
        // The run's last epoch ends in the final checkpoint anyway.
        match last_epoch {
            true => Ok(()),
            false => self.stop_if_asked(saved),
        }
    }

    /// The unreadable images the epoch left out (`data.on_corrupt = "skip"`), and the evaluation
    /// images left out when its data opened: logged, a `skipped` row in the metrics, and kept
    /// for the summary. Every rank's loader meets those of its own share: all of them are
    /// gathered, so rank 0's log and summary name every one; so are the other ranks' back-offs
    /// ([`Self::report_other_ranks`]).
    fn report_skipped(&mut self) -> Result<()> {
        self.report_other_ranks()?;
        let mut images = self.world.gather_strings(&self.train_data.take_skipped())?;
        if let Some(eval) = &self.eval_data {
            images.extend(eval.take_skipped());
        }
        if images.is_empty() {
            return Ok(());
        }
        images.sort();
        images.dedup();
        let shown: Vec<&str> = images.iter().take(50).map(String::as_str).collect();
        let row = MetricsRow {
            event: Some(format!(
                "{} unreadable image(s) left out: {}{}",
                images.len(),
                shown.join("; "),
                if images.len() > shown.len() {
                    format!("; ... and {} more", images.len() - shown.len())
                } else {
                    String::new()
                }
            )),
            ..MetricsRow::new(
                RowKind::Skipped,
                self.state.step,
                self.state.epoch + 1,
                self.split,
            )
        };
        self.listeners.emit(&Event::Skipped {
            epoch: self.state.epoch + 1,
            images: &images,
            row: &row,
        })?;
        for image in images {
            if !self.state.skipped_images.contains(&image) {
                self.state.skipped_images.push(image);
            }
        }
        Ok(())
    }

    /// Evaluate on the plan's evaluation split, if it has one, and log it; a failure keeps the
    /// steps before it ([`Self::eval_failure`]).
    fn evaluate(&mut self) -> Result<()> {
        let Some(eval) = &self.eval_data else {
            return Ok(());
        };
        let started = Instant::now();
        let result = crate::train::recovery::retry_outside_pool(self.device, || {
            evaluate(&self.engine, eval, self.split.micro() as usize)
        });
        let result = match result {
            Ok(result) => result,
            Err(e) => return Err(self.eval_failure(e)),
        };
        let secs = started.elapsed().as_secs_f64();
        // The epoch of the step evaluated: the one that ended, once the cursor has moved past
        // it (a run resumed at an epoch's end).
        let epoch = match (self.state.step_in_epoch, self.state.epoch) {
            (0, e) if e > 0 => e,
            (_, e) => e + 1,
        };
        let row = MetricsRow {
            mem_peak_bytes: self.peak.sample(self.device),
            eval_loss: result.loss,
            eval_accuracy: Some(result.accuracy),
            eval_accuracy_ci95: result.ci95,
            eval_map: result.mean_average_precision,
            eval_kappa: result.quadratic_weighted_kappa,
            ..MetricsRow::new(RowKind::Eval, self.state.step, epoch, self.split)
        };
        let data = self
            .plan
            .inputs
            .as_ref()
            .and_then(|i| super::best::eval_data(&i.data));
        let best =
            super::best::improved(self.state.best.as_ref(), &result, row.step, data.as_deref());
        if let Some(mut best) = best {
            best.eval_batch = Some(self.split.micro() as usize);
            super::best::save(self.run_dir, &self.engine.checkpoint_tensors()?.0, &best)?;
            self.state.best = Some(best);
        }
        self.last_eval = Some(result);
        self.last_eval_step = Some(self.state.step);
        self.listeners.emit(&Event::Eval { row: &row, secs })?;
        Ok(())
    }

    /// Write a checkpoint (rank 0; the ranks hold the same weights).
    fn save(&mut self) -> Result<()> {
        if self.listeners.metrics.is_none() {
            return Ok(());
        }
        let (model, optimizer) = self.engine.checkpoint_tensors()?;
        self.state.micro_batch = self.split.micro() as usize;
        checkpoint::save(self.run_dir, &model, &optimizer, &self.state)?;
        // The best checkpoint the previous one named goes once this one names another.
        super::best::prune(self.run_dir)
    }

    /// This rank's loader and the share of the training time spent waiting for it.
    fn loader_report(&self) -> LoaderReport {
        let (wait, total) = (self.state.data_wait_secs, self.state.elapsed_secs);
        LoaderReport {
            workers: self.loader_workers.workers,
            sizing: self.loader_workers.to_string(),
            data_wait_secs: wait,
            data_wait_fraction: if total > 0.0 {
                (wait / total).clamp(0.0, 1.0)
            } else {
                0.0
            },
        }
    }

    /// The final checkpoint, the final weights on their own for other tools, the summary and
    /// the metrics plot.
    fn finish(mut self) -> Result<RunSummary> {
        let (weights, optimizer) = self.engine.checkpoint_tensors()?;
        // The ranks must end with the same weights and optimizer state, bit for bit (BatchNorm
        // statistics are each rank's own, and rank 0's are saved).
        let replicas = match self.world.is_alone() {
            false => {
                let trainable: std::collections::BTreeMap<String, candle_core::Tensor> = self
                    .engine
                    .params()
                    .iter()
                    .map(|p| (p.name.clone(), p.var.as_tensor().clone()))
                    .chain(optimizer)
                    .collect();
                let value = fingerprint_tensors(&trainable)?;
                self.world
                    .agree(value, "weights and optimizer state at the end")?;
                Some(format!("{value:016x}"))
            }
            true => None,
        };
        self.save()?;
        let plan = self.plan;
        let split = self.split;
        self.throughput.sort_by(f64::total_cmp);
        let mut summary = RunSummary {
            experiment: plan.experiment.clone(),
            preset: plan.preset.clone(),
            run_dir: self.run_dir.to_path_buf(),
            steps: self.state.step,
            epochs: plan.schedule.epochs,
            effective_batch: plan.effective_batch,
            micro_batch: split.micro() as usize,
            accumulation_steps: split.accumulation() as usize,
            world_size: self.world.size() as u32,
            replicas,
            final_train_loss: self.last_loss,
            eval_loss: self.last_eval.as_ref().and_then(|e| e.loss),
            eval_accuracy: self.last_eval.as_ref().map(|e| e.accuracy),
            eval_map: self
                .last_eval
                .as_ref()
                .and_then(|e| e.mean_average_precision),
            eval_kappa: self
                .last_eval
                .as_ref()
                .and_then(|e| e.quadratic_weighted_kappa),
            chance_accuracy: 1.0 / f64::from(plan.model.num_classes.max(1)),
            elapsed_secs: self.state.elapsed_secs,
            samples_per_sec: self.throughput.get(self.throughput.len() / 2).copied(),
            mem_peak_bytes: self.peak.sample(self.device).max(self.mem_peak_before),
            pool_peak: pool_peak(self.device)?,
            loader: Some(self.loader_report()),
            skipped_images: self.state.skipped_images.clone(),
            paper: compare(plan, self.last_eval.as_ref()),
            resume_changes: plan.resume_changes.iter().map(|c| c.describe()).collect(),
            best: self.state.best.clone(),
            smoke_run: plan.smoke_run,
        };
        let step = self.state.step;
        let Some(metrics) = &mut self.listeners.metrics else {
            return Ok(summary);
        };
        metrics.finish(step)?;
        // The comparisons above follow the plan; a deviation the run made as it trained (an
        // out-of-memory back-off that split BatchNorm's batch) is in the metrics just written.
        let circumstances = Circumstances {
            backoffs: Circumstances::backoffs_of(self.run_dir, None)?,
            ..Circumstances::default()
        };
        summary.paper = compare_with(plan, &circumstances, self.last_eval.as_ref());
        checkpoint::save_tensors(&weights, &self.run_dir.join("model.safetensors"))?;
        write_json(&self.run_dir.join("summary.json"), &summary)?;
        write_algorithm_choices(&self.run_dir)?;
        super::plot::write_png(&metrics.jsonl_path, &self.run_dir.join("metrics.png"))?;
        Ok(summary)
    }
}

/// Which cuDNN algorithm or engine each convolution shape ran (`cudnn.txt`) and which cuBLASLt
/// algorithm each linear product shape ran, or that it fell back (`cublaslt.txt`): none on the
/// CPU, without the `cudnn` feature or off the cuBLASLt path. The same plan on the same card
/// runs the same ones.
fn write_algorithm_choices(run_dir: &std::path::Path) -> Result<()> {
    let convolutions = paperfit_kernels::conv::chosen_algorithms();
    let linear = paperfit_kernels::matmul::chosen_cublaslt_algorithms();
    let linear: Vec<String> = linear.into_iter().map(|c| c.line).collect();
    for (name, lines) in [("cudnn.txt", convolutions), ("cublaslt.txt", linear)] {
        if !lines.is_empty() {
            let text = lines.join("\n") + "\n";
            checkpoint::write_atomic(&run_dir.join(name), text.as_bytes())?;
        }
    }
    Ok(())
}

/// The run's metrics log, which rank 0 (`writer`) keeps; other ranks keep none.
fn metrics_log(
    plan: &Plan,
    run_dir: &Path,
    resume_step: Option<u64>,
    writer: bool,
) -> Result<Option<MetricsLog>> {
    if !writer {
        return Ok(None);
    }
    let board = plan.logging.tensorboard.then(|| Board {
        reference: crate::train::reproduction::reference_scalars(plan),
        hparams: crate::train::hparams::of_plan(plan),
    });
    Ok(Some(MetricsLog::open(run_dir, resume_step, board)?))
}

/// `split` in micro-batches of `micro_batch` (a checkpoint's, or back-off's), or `split` itself
/// where that micro-batch does not divide its per-device batch (a run resumed on another
/// number of processes).
fn with_micro_or_same(split: BatchSplit, micro_batch: usize) -> BatchSplit {
    split.with_micro(micro_batch as u32).unwrap_or(split)
}
