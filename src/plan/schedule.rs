//! The learning-rate rule and the schedule in optimizer steps: steps per epoch (shuffled
//! passes, PK batches or episodes), warmup, milestones, and the micro-steps they take.

use super::resolve::Resolver;
use super::ResolvedSchedule;
use crate::config::keys;
use crate::config::layers::format_float;
use crate::config::schema::{SamplingSpec, ScheduleName};
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

    pub(super) fn schedule(&mut self, micro: u32) -> Result<ResolvedSchedule, ConfigError> {
        let p = &self.cfg.paper;
        let epoch = self.epoch()?;
        let total_steps = epoch.steps * u64::from(p.epochs);
        let warmup_steps = self.warmup_steps(epoch.steps, total_steps)?;
        let s = &p.schedule;
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
        Ok(ResolvedSchedule {
            name: s.name,
            epochs: p.epochs,
            steps_per_epoch: epoch.steps,
            total_steps,
            warmup_steps,
            warmup_start_lr: s.warmup_start_lr,
            min_lr: s.min_lr,
            milestone_steps,
            gamma: s.gamma,
            micro_steps_per_epoch: self.micro_steps_per_epoch(&epoch, micro),
            last_step_samples: epoch.last_step_samples,
        })
    }

    /// An epoch is the stated episodes, whole PK batches, or a pass over the training samples
    /// (its last partial batch dropped or kept).
    fn epoch(&self) -> Result<Epoch, ConfigError> {
        let p = &self.cfg.paper;
        let samples = self.cfg.data.train_samples;
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
            let key = if s.warmup_steps.is_some() {
                keys::PAPER_SCHEDULE_WARMUP_STEPS
            } else {
                keys::PAPER_SCHEDULE_WARMUP_EPOCHS
            };
            return Err(self.err(
                key,
                format!(
                    "warmup of {warmup_steps} steps is longer than the run ({total_steps} steps)"
                ),
                format!("at most {total_steps} steps"),
            ));
        }
        Ok(warmup_steps)
    }

    /// Forward/backward passes per epoch on one device.
    fn micro_steps_per_epoch(&self, epoch: &Epoch, micro: u32) -> u64 {
        let p = &self.cfg.paper;
        let eff = p.effective_batch;
        let world = self.cfg.train.world_size;
        let per_device_step = u64::from(eff / world);
        let whole_steps = p.episodes_per_epoch.is_some()
            || self.is_pk()
            || self.cfg.data.drop_last
            || epoch.last_step_samples == eff;
        if whole_steps {
            epoch.steps * per_device_step / u64::from(micro)
        } else {
            // Full steps, plus the short last step split into micro-batches (the last one may
            // be smaller still).
            (epoch.steps - 1) * per_device_step / u64::from(micro)
                + u64::from(epoch.last_step_samples).div_ceil(u64::from(world) * u64::from(micro))
        }
    }
}
