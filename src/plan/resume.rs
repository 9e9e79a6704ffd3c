//! What a run records to be resumed safely, and what `train --resume` may change in its plan.
//!
//! A run records what it started from ([`RunInputs`]: the experiment file's sha256, each split's
//! image count and file-list digest). A resume that finds other data, or that is asked for
//! another number of epochs, continues from the step its checkpoint reached on a schedule
//! re-derived as the experiment would plan it now ([`Plan::rescheduled`]): the same epochs of
//! the new length, entered at the epoch and the step in it that the run reached, so the run
//! ends where the recipe ends (a cosine schedule at its `min_lr`, the last milestone's decay
//! applied). Each change is kept in `plan.json` ([`ResumeChange`], and a deviation where the
//! run now differs from the paper) and in the summary.

use serde::{Deserialize, Serialize};

use super::{Deviation, DeviationKind, Plan, ResolvedSchedule};
use crate::config::schema::SamplingSpec;
// The record's types are shown by the plan's: public through it.
pub use crate::data::record::{DataRecord, SplitRecord};
use crate::error::{ConfigError, Origin};

/// What a run started from, recorded in `plan.json` when it creates its directory and checked by
/// `train --resume`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct RunInputs {
    /// The sha256 of the experiment file the plan was resolved from (none: not read from a
    /// file, or recorded by a resume of an older run).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub experiment_sha256: Option<String>,
    /// The data's images per split and file-list digests (`crate::data::record`).
    pub data: DataRecord,
}

/// One change a resume made to the run's plan.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ResumeChange {
    /// Optimizer steps the run had taken when it resumed with the change.
    pub step: u64,
    pub key: String,
    pub from: String,
    pub to: String,
    /// What asked for it and what it does to the run.
    pub why: String,
}

impl ResumeChange {
    pub fn describe(&self) -> String {
        format!(
            "from step {}: {} {} -> {} ({})",
            self.step, self.key, self.from, self.to, self.why
        )
    }
}

/// A schedule entered part-way: optimizer step `step` of the run trains at step `position` of
/// the schedule, and each later step at the next position.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScheduleShift {
    pub step: u64,
    pub position: u64,
}

impl ResolvedSchedule {
    /// The schedule's step that optimizer step `step` of the run trains at.
    pub fn position(&self, step: u64) -> u64 {
        match self.resumed_at {
            Some(s) if step >= s.step => step - s.step + s.position,
            _ => step,
        }
    }

    /// The optimizer steps the run takes in all (the schedule's, less the positions a resume
    /// skipped or plus those it repeats).
    pub fn run_steps(&self) -> u64 {
        match self.resumed_at {
            Some(s) => (self.total_steps + s.step).saturating_sub(s.position),
            None => self.total_steps,
        }
    }
}

/// Where a resumed run stands: its checkpoint's cursor.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Reached {
    pub step: u64,
    pub epoch: u32,
    pub step_in_epoch: u64,
}

impl Plan {
    /// This plan continued from `reached` for `epochs` epochs over `train_samples` training
    /// images: the schedule as the experiment plans it for them (`warmup_epochs`: the warmup the
    /// experiment states in epochs, which then scales with the epoch; milestones are in epochs),
    /// entered at the epoch and the step in it that the run reached.
    pub(crate) fn rescheduled(
        &self,
        reached: Reached,
        epochs: u32,
        train_samples: u32,
        warmup_epochs: Option<f64>,
    ) -> Result<Plan, ConfigError> {
        let old = &self.schedule;
        let (steps, last_step_samples) = self.epoch_length(train_samples)?;
        let position = u64::from(reached.epoch) * steps + reached.step_in_epoch.min(steps);
        let warmup_steps = match warmup_epochs {
            Some(e) => (e * steps as f64).round() as u64,
            None => old.warmup_steps,
        };
        let mut plan = self.clone();
        plan.data.train_samples = Some(train_samples);
        plan.schedule = ResolvedSchedule {
            epochs,
            steps_per_epoch: steps,
            total_steps: steps * u64::from(epochs),
            warmup_steps,
            milestone_steps: old
                .milestone_steps
                .iter()
                .map(|m| m / old.steps_per_epoch.max(1) * steps)
                .collect(),
            micro_steps_per_epoch: self.split().micro_steps_per_epoch(steps, last_step_samples),
            last_step_samples,
            resumed_at: (position != reached.step).then_some(ScheduleShift {
                step: reached.step,
                position,
            }),
            ..old.clone()
        };
        if let Some(smoke) = &mut plan.smoke_run {
            smoke.planned_steps = plan.schedule.run_steps();
        }
        Ok(plan)
    }

    /// Optimizer steps per epoch over `samples` training images, and the samples of the last:
    /// as the plan resolver counts them (stated episodes, whole PK batches, or a pass with its
    /// last partial batch kept or dropped).
    fn epoch_length(&self, samples: u32) -> Result<(u64, u32), ConfigError> {
        let eff = self.effective_batch;
        let whole = matches!(self.sampling, Some(SamplingSpec::Pk { .. })) || self.data.drop_last;
        match &self.sampling {
            Some(SamplingSpec::Episodes { .. }) => Ok((self.schedule.steps_per_epoch, eff)),
            _ if whole && samples / eff == 0 => Err(ConfigError::new(format!(
                "{samples} training images do not fill one batch of {eff}"
            ))
            .key("data.train_samples")),
            _ if whole => Ok((u64::from(samples / eff), eff)),
            _ => {
                let rest = samples % eff;
                Ok((
                    u64::from(samples.div_ceil(eff)),
                    if rest == 0 { eff } else { rest },
                ))
            }
        }
    }

    /// Record `change`, and with `deviation` (its kind, and what set it) keep the deviation of
    /// its key from the paper up to date: added when the new value differs from the paper's,
    /// removed when it is the paper's again.
    pub(crate) fn record_change(
        &mut self,
        change: ResumeChange,
        deviation: Option<(DeviationKind, Origin)>,
    ) {
        if let Some((kind, set_by)) = deviation {
            match self.deviations.iter().position(|d| d.key == change.key) {
                Some(i) if self.deviations[i].paper.as_deref() == Some(change.to.as_str()) => {
                    self.deviations.remove(i);
                }
                Some(i) => {
                    let d = &mut self.deviations[i];
                    d.plan = change.to.clone();
                    d.set_by = set_by;
                    d.effect = change.why.clone();
                }
                None => self.deviations.push(Deviation {
                    key: change.key.clone(),
                    kind,
                    paper: Some(change.from.clone()),
                    plan: change.to.clone(),
                    set_by,
                    effect: change.why.clone(),
                }),
            }
        }
        self.resume_changes.push(change);
    }
}
