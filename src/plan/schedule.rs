//! The learning-rate rule and the schedule in optimizer steps: steps per epoch (shuffled
//! passes, PK batches or episodes), warmup, milestones, and the micro-steps they take.

use super::resolve::Resolver;
use super::{BatchSplit, ResolvedSchedule};
use crate::config::keys::{self, Key};
use crate::config::layers::format_float;
use crate::config::schema::{LrUpdate, SamplingSpec, ScheduleConvention, ScheduleName};
use crate::error::ConfigError;

/// Optimizer steps per epoch, the samples of the last one, and how they were counted.
struct Epoch {
    steps: u64,
    last_step_samples: u32,
    how: String,
}

impl Resolver<'_> {
    /// `base_lr * f(effective_batch / lr_reference_batch)`, the paper's scaling rule `f`.
    pub(super) fn lr(&mut self) -> f64 {
        let p = &self.cfg.paper;
        let factor = p.lr_scaling.factor(p.effective_batch, p.lr_reference_batch);
        let lr = p.base_lr * factor;
        let how = format!(
            "base_lr {} x {} scaling of {} / {}",
            format_float(p.base_lr),
            p.lr_scaling.as_str(),
            p.effective_batch,
            p.lr_reference_batch
        );
        self.derived(keys::LR, format_float(lr), how);
        lr
    }

    /// A cosine schedule decays from the scaled lr down to `min_lr`, never up to it.
    pub(super) fn check_min_lr(
        &self,
        schedule: &ResolvedSchedule,
        lr: f64,
    ) -> Result<(), ConfigError> {
        if schedule.min_lr > lr && schedule.name == ScheduleName::Cosine {
            return Err(self.err(
                keys::PAPER_SCHEDULE_MIN_LR,
                format!(
                    "min_lr {} is above the scaled lr {}",
                    format_float(schedule.min_lr),
                    format_float(lr)
                ),
                "a final learning rate below the peak",
            ));
        }
        Ok(())
    }

    fn is_pk(&self) -> bool {
        matches!(self.cfg.paper.sampling, Some(SamplingSpec::Pk { .. }))
    }

    pub(super) fn schedule(&mut self, split: BatchSplit) -> Result<ResolvedSchedule, ConfigError> {
        let p = &self.cfg.paper;
        let epoch = self.epoch()?;
        let total_steps = epoch.steps * u64::from(p.epochs);
        self.check_convention()?;
        let warmup_steps = self.warmup_steps(epoch.steps, total_steps)?;
        let s = &p.schedule;
        self.check_warmup_prefix(warmup_steps, total_steps)?;
        let milestone_steps: Vec<u64> = s
            .milestones
            .iter()
            .map(|m| u64::from(*m) * epoch.steps)
            .collect();
        self.derived(
            keys::SCHEDULE_STEPS_PER_EPOCH,
            epoch.steps.to_string(),
            epoch.how.clone(),
        );
        self.derived(
            keys::SCHEDULE_TOTAL_STEPS,
            total_steps.to_string(),
            format!("{} epochs x {} steps", p.epochs, epoch.steps),
        );
        if let Some(e) = s.warmup_epochs {
            self.derived(
                keys::SCHEDULE_WARMUP_STEPS,
                warmup_steps.to_string(),
                format!("round({e} epochs x {} steps)", epoch.steps),
            );
        }
        self.default_convention_provenance();
        Ok(ResolvedSchedule {
            name: s.name,
            convention: s.convention,
            update: s.update,
            epochs: p.epochs,
            steps_per_epoch: epoch.steps,
            total_steps,
            warmup_steps,
            warmup_start_lr: s.warmup_start_lr,
            min_lr: s.min_lr,
            milestone_steps,
            gamma: s.gamma,
            micro_steps_per_epoch: split
                .micro_steps_per_epoch(epoch.steps, epoch.last_step_samples),
            last_step_samples: epoch.last_step_samples,
            resumed_at: None,
        })
    }

    /// The convention and update when the experiment leaves them to the defaults, so that
    /// `--explain` shows them too.
    fn default_convention_provenance(&mut self) {
        let s = &self.cfg.paper.schedule;
        let convention_written = self
            .provenance
            .contains_key(keys::PAPER_SCHEDULE_CONVENTION.path());
        let update_written = self
            .provenance
            .contains_key(keys::PAPER_SCHEDULE_UPDATE.path());
        if !convention_written {
            let value = s.convention.as_str().to_string();
            let how = "the default when no convention is given: timm's schedulers".to_string();
            self.derived(keys::PAPER_SCHEDULE_CONVENTION, value, how);
        }
        if !update_written {
            let value = s.update.as_str().to_string();
            let how = "the default when no update is given: every optimizer step".to_string();
            self.derived(keys::PAPER_SCHEDULE_UPDATE, value, how);
        }
    }

    /// The schedule's values are ones the convention's scheduler takes: open_clip has no
    /// warmup start or floor and no step schedule, PyTorch's schedulers have no warmup, and a
    /// scheduler stepped once per epoch counts its warmup in whole epochs.
    fn check_convention(&self) -> Result<(), ConfigError> {
        let s = &self.cfg.paper.schedule;
        let conv = s.convention.as_str();
        match s.convention {
            ScheduleConvention::OpenClip => {
                self.refuse_if(
                    s.name == ScheduleName::Step,
                    keys::PAPER_SCHEDULE_CONVENTION,
                    "open_clip has no step schedule (its schedulers are cosine_lr and const_lr)",
                    "convention = \"torch\" (MultiStepLR) or \"timm\" (MultiStepLRScheduler)",
                )?;
                self.refuse_if(
                    s.update != LrUpdate::Step,
                    keys::PAPER_SCHEDULE_UPDATE,
                    "open_clip's schedulers are called with the optimizer step",
                    "update = \"step\"",
                )?;
                self.refuse_if(
                    s.warmup_start_lr != 0.0,
                    keys::PAPER_SCHEDULE_WARMUP_START_LR,
                    "open_clip's warmup starts from 0: it takes no warmup_start_lr",
                    "warmup_start_lr = 0, or convention = \"timm\" for timm's warmup_lr_init",
                )?;
                self.refuse_if(
                    s.min_lr != 0.0,
                    keys::PAPER_SCHEDULE_MIN_LR,
                    "open_clip's cosine_lr decays to 0: it takes no min_lr",
                    "min_lr = 0, or convention = \"timm\" for timm's lr_min",
                )?;
            }
            ScheduleConvention::Torch => {
                let warmup = s.warmup_epochs.is_some_and(|w| w > 0.0)
                    || s.warmup_steps.is_some_and(|w| w > 0);
                self.refuse_if(
                    warmup,
                    self.warmup_key(),
                    "PyTorch's MultiStepLR and CosineAnnealingLR have no warmup",
                    "no warmup, or convention = \"timm\" for a scheduler with warmup",
                )?;
                let loop_offset = matches!(s.update, LrUpdate::EpochLagged | LrUpdate::EpochAhead);
                self.refuse_if(
                    loop_offset,
                    keys::PAPER_SCHEDULE_UPDATE,
                    &format!(
                        "update `{}` is for timm's schedulers, stepped with an epoch number",
                        s.update.as_str()
                    ),
                    "update = \"step\" or \"epoch\" (scheduler.step() after each step or epoch)",
                )?;
            }
            ScheduleConvention::Timm | ScheduleConvention::TimmWarmupPrefix => {}
        }
        if s.update.per_epoch() {
            self.refuse_if(
                s.warmup_steps.is_some_and(|w| w > 0),
                keys::PAPER_SCHEDULE_WARMUP_STEPS,
                &format!("a {conv} scheduler updated once per epoch counts its warmup in epochs"),
                "warmup_epochs = <whole epochs>",
            )?;
            self.refuse_if(
                s.warmup_epochs.is_some_and(|w| w.fract() != 0.0),
                keys::PAPER_SCHEDULE_WARMUP_EPOCHS,
                &format!("a {conv} scheduler updated once per epoch warms up over whole epochs"),
                "a whole number of epochs",
            )?;
        }
        Ok(())
    }

    /// timm asserts `t_initial > 0`: with warmup_prefix the decay needs a step after warmup.
    fn check_warmup_prefix(&self, warmup_steps: u64, total_steps: u64) -> Result<(), ConfigError> {
        let s = &self.cfg.paper.schedule;
        let prefix = s.convention == ScheduleConvention::TimmWarmupPrefix;
        self.refuse_if(
            prefix && s.name != ScheduleName::Constant && warmup_steps >= total_steps,
            self.warmup_key(),
            "with warmup_prefix the decay follows the warmup, and this warmup fills the run",
            "a warmup shorter than the run",
        )
    }

    /// The warmup key the experiment gives (`warmup_steps` or `warmup_epochs`).
    fn warmup_key(&self) -> Key {
        if self.cfg.paper.schedule.warmup_steps.is_some() {
            keys::PAPER_SCHEDULE_WARMUP_STEPS
        } else {
            keys::PAPER_SCHEDULE_WARMUP_EPOCHS
        }
    }

    /// An epoch is the stated episodes, whole PK batches, or a pass over the training samples
    /// (its last partial batch dropped or kept).
    fn epoch(&self) -> Result<Epoch, ConfigError> {
        let p = &self.cfg.paper;
        // Validated: stated or counted.
        let samples = self.cfg.data.train_samples.unwrap_or_default();
        let eff = p.effective_batch;
        let whole = |steps: u32, how: String| Epoch {
            steps: u64::from(steps),
            last_step_samples: eff,
            how,
        };
        if let Some(episodes) = p.episodes_per_epoch {
            return Ok(whole(episodes, format!("{episodes} episodes per epoch")));
        }
        if self.is_pk() {
            if samples / eff == 0 {
                return Err(self.err(
                    keys::DATA_TRAIN_SAMPLES,
                    format!("{samples} training samples do not fill one PK batch of {eff}"),
                    "a dataset of at least one batch",
                ));
            }
            let how = format!("floor({samples} samples / {eff}) PK batches");
            return Ok(whole(samples / eff, how));
        }
        if self.cfg.data.drop_last {
            if samples / eff == 0 {
                return Err(self.err(
                    keys::DATA_DROP_LAST,
                    format!("drop_last with {samples} training samples and an effective batch of {eff} leaves no step"),
                    "drop_last = false, or a dataset of at least one batch",
                ));
            }
            let how = format!("floor({samples} samples / {eff}), last partial batch dropped");
            return Ok(whole(samples / eff, how));
        }
        let rest = samples % eff;
        Ok(Epoch {
            steps: u64::from(samples.div_ceil(eff)),
            last_step_samples: if rest == 0 { eff } else { rest },
            how: format!("ceil({samples} samples / {eff})"),
        })
    }

    /// Warmup in optimizer steps (given, or rounded from epochs), within the run.
    fn warmup_steps(&self, steps_per_epoch: u64, total_steps: u64) -> Result<u64, ConfigError> {
        let s = &self.cfg.paper.schedule;
        let warmup_steps = match (s.warmup_steps, s.warmup_epochs) {
            (Some(w), _) => w,
            (None, Some(e)) => (e * steps_per_epoch as f64).round() as u64,
            (None, None) => 0,
        };
        if warmup_steps > total_steps {
            return Err(self.err(
                self.warmup_key(),
                format!(
                    "warmup of {warmup_steps} steps is longer than the run ({total_steps} steps)"
                ),
                format!("at most {total_steps} steps"),
            ));
        }
        Ok(warmup_steps)
    }
}
