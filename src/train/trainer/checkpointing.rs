//! When the loop writes a checkpoint, as a strategy that hears the loop's events (burn's
//! `CheckpointingStrategy`): the loop asks after each event and saves when told to; the final
//! checkpoint at the end of the run is the loop's own.

use super::events::Event;

/// Whether to write a checkpoint now.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum CheckpointingAction {
    Save,
    Skip,
}

/// Decides, event by event, when a checkpoint is written.
pub(super) trait CheckpointingStrategy {
    /// What to do after `event`; [`CheckpointingAction::Save`] means the loop saves at once.
    fn after(&mut self, event: &Event) -> CheckpointingAction;

    /// Whether [`CheckpointingStrategy::after`] would save after the step that makes `step`
    /// steps (`ends_epoch`: it is its epoch's last), asked before the step is logged: a step
    /// that is saved is read before the next one is queued.
    fn saves_after_step(&self, step: u64, ends_epoch: bool) -> bool;
}

/// Every `every_steps` optimizer steps, or at the end of every epoch when it is 0 (the
/// default: a run killed in any epoch but its first resumes from a checkpoint), and after a
/// back-off (so that a resume keeps the smaller split). Never between the step that ends an
/// epoch and that epoch's evaluation (the checkpoint waits for the epoch's end, so a resume does
/// not evaluate twice or skip it), and never at or after the run's last step: the final
/// checkpoint, written after the run's final evaluation, is the loop's own (a checkpoint of a
/// smoke run's last step taken before its evaluation would hold a best record without it).
pub(super) struct EveryNSteps {
    every_steps: u64,
    /// The run's last optimizer step.
    last_step: u64,
    /// A back-off not yet in a checkpoint.
    unsaved_backoff: bool,
}

impl EveryNSteps {
    pub(super) fn new(every_steps: u64, last_step: u64) -> Self {
        EveryNSteps {
            every_steps,
            last_step,
            unsaved_backoff: false,
        }
    }

    /// Whether the step that makes `step` steps is saved, at its epoch's end (`epoch_end`) or
    /// not.
    fn is_due(&self, step: u64, epoch_end: bool) -> bool {
        let periodic = match self.every_steps {
            0 => epoch_end,
            every => step % every == 0,
        };
        step < self.last_step && (periodic || self.unsaved_backoff)
    }

    fn due(&mut self, step: u64, epoch_end: bool) -> CheckpointingAction {
        if self.is_due(step, epoch_end) {
            self.unsaved_backoff = false;
            CheckpointingAction::Save
        } else {
            CheckpointingAction::Skip
        }
    }
}

impl CheckpointingStrategy for EveryNSteps {
    fn after(&mut self, event: &Event) -> CheckpointingAction {
        match *event {
            Event::Backoff { .. } => {
                self.unsaved_backoff = true;
                CheckpointingAction::Skip
            }
            Event::Step {
                ends_epoch: false,
                row,
                ..
            } => self.due(row.step, false),
            Event::EpochEnd { step, last: false } => self.due(step, true),
            Event::Step { .. }
            | Event::Eval { .. }
            | Event::Skipped { .. }
            | Event::EpochEnd { .. } => CheckpointingAction::Skip,
        }
    }

    fn saves_after_step(&self, step: u64, ends_epoch: bool) -> bool {
        !ends_epoch && self.is_due(step, false)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::train::metrics::{MetricsRow, RowKind};
    use crate::train::recovery::Backoff;
    use CheckpointingAction::{Save, Skip};

    fn row(step: u64) -> MetricsRow {
        let split = crate::plan::BatchSplit::new(8, 1, 4).unwrap();
        MetricsRow::new(RowKind::Train, step, 1, split)
    }

    #[test]
    fn saves_every_n_steps_after_back_offs_and_never_before_an_epochs_evaluation() {
        let mut every = EveryNSteps::new(2, 16);
        let step = |s: &mut EveryNSteps, step, ends_epoch| {
            s.after(&Event::Step {
                ends_epoch,
                row: &row(step),
                secs: 1.0,
            })
        };
        assert_eq!(step(&mut every, 1, false), Skip);
        assert_eq!(step(&mut every, 2, false), Save);
        // Step 4 ends the epoch: the checkpoint waits for the epoch's end.
        assert_eq!(step(&mut every, 4, true), Skip);
        assert_eq!(
            every.after(&Event::Eval {
                row: &row(4),
                secs: 1.0
            }),
            Skip
        );
        assert_eq!(
            every.after(&Event::EpochEnd {
                step: 4,
                last: false
            }),
            Save
        );
        // A back-off is saved with the next step, due or not.
        let backoff = Backoff {
            step: 4,
            from: 4,
            to: 2,
            accumulation: 2,
            error: "out of memory".into(),
            free_bytes: None,
        };
        let backoff_row = row(5);
        let event = Event::Backoff {
            backoff: &backoff,
            row: &backoff_row,
        };
        assert_eq!(every.after(&event), Skip);
        assert!(every.saves_after_step(5, false) && !every.saves_after_step(5, true));
        assert_eq!(step(&mut every, 5, false), Save);
        assert!(!every.saves_after_step(7, false) && every.saves_after_step(6, false));
        assert_eq!(step(&mut every, 7, false), Skip);
        // The run's last epoch ends in the final checkpoint, which the loop writes itself.
        assert_eq!(
            every.after(&Event::EpochEnd {
                step: 8,
                last: true
            }),
            Skip
        );
        // 0: at every epoch's end (after its evaluation) and nowhere else but after a back-off.
        let mut epochs = EveryNSteps::new(0, 16);
        assert_eq!(step(&mut epochs, 2, false), Skip);
        assert_eq!(step(&mut epochs, 4, true), Skip);
        let end = |s: &mut EveryNSteps, step, last| s.after(&Event::EpochEnd { step, last });
        assert_eq!(end(&mut epochs, 4, false), Save);
        assert!(!epochs.saves_after_step(5, false));
        assert_eq!(epochs.after(&event), Skip);
        assert!(epochs.saves_after_step(5, false));
        assert_eq!(step(&mut epochs, 5, false), Save);
        assert_eq!(end(&mut epochs, 16, true), Skip);
    }

    /// A smoke run's last step is not saved before its evaluation, due or not: the loop's
    /// final checkpoint follows the evaluation.
    #[test]
    fn the_runs_last_step_is_left_to_the_final_checkpoint() {
        let mut every = EveryNSteps::new(3, 6);
        let step = |s: &mut EveryNSteps, step| {
            s.after(&Event::Step {
                ends_epoch: false,
                row: &row(step),
                secs: 1.0,
            })
        };
        assert_eq!(step(&mut every, 3), Save);
        assert!(!every.saves_after_step(6, false));
        assert_eq!(step(&mut every, 6), Skip);
    }
}
