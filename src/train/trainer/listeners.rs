//! Who hears the loop's events: the metrics log (rank 0), the progress reporter and the
//! checkpointing strategy, whose answer the loop acts on.

use super::checkpointing::{CheckpointingAction, CheckpointingStrategy};
use super::events::Event;
use crate::error::Result;
use crate::train::metrics::MetricsLog;
use crate::train::report::Reporter;

/// Everyone who hears the loop's events.
pub(super) struct Listeners {
    /// Rank 0's metrics log (other ranks keep none).
    pub metrics: Option<MetricsLog>,
    pub reporter: Reporter,
    pub checkpointing: Box<dyn CheckpointingStrategy>,
}

impl Listeners {
    /// Tell every listener of `event`; the checkpointing strategy's answer is returned.
    pub(super) fn emit(&mut self, event: &Event) -> Result<CheckpointingAction> {
        let row = match event {
            Event::Backoff { backoff, row } => {
                let said = row.event.clone().unwrap_or_else(|| backoff.describe());
                self.reporter.backoff(&said);
                Some(row)
            }
            Event::Step { row, secs, .. } => {
                self.reporter.step(row, *secs);
                Some(row)
            }
            Event::Eval { row, secs } => {
                self.reporter.eval(row, *secs);
                Some(row)
            }
            Event::Skipped { epoch, images, row } => {
                self.reporter.skipped(*epoch, images);
                Some(row)
            }
            Event::EpochEnd { .. } => None,
        };
        if let (Some(metrics), Some(row)) = (&mut self.metrics, row) {
            metrics.write(row)?;
        }
        Ok(self.checkpointing.after(event))
    }
}
