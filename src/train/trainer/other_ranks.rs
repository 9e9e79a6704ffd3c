//! What the other ranks met, reported by rank 0: their out-of-memory back-offs. A rank backs
//! off alone (its share of a window is redone in smaller micro-batches before the step's
//! exchange), and only rank 0 writes the run's log and metrics, where the summary's check for
//! a back-off that split BatchNorm's batch reads them: each rank keeps its back-offs, and at
//! every epoch's end the ranks gather them and rank 0 writes each as a `backoff` row naming the
//! rank. The row changes no checkpoint: the rank that backed off keeps its own split.

use super::Trainer;
use crate::error::Result;
use crate::train::metrics::{MetricsRow, RowKind};
use crate::train::recovery::Backoff;

impl Trainer<'_> {
    /// Keep this rank's `backoffs` (with their rows' epochs) for rank 0; rank 0 logged its own.
    pub(super) fn keep_for_rank_0(&mut self, backoffs: &[(Backoff, MetricsRow)]) {
        if self.world.rank() == 0 {
            return;
        }
        for (b, row) in backoffs {
            let kept = serde_json::json!({
                "rank": self.world.rank(),
                "epoch": row.epoch,
                "step": b.step,
                "from": b.from,
                "to": b.to,
                "accumulation": b.accumulation,
                "error": b.error,
            });
            self.rank_backoffs.push(kept.to_string());
        }
    }

    /// Gather the back-offs every rank kept since the last call (a collective: every rank
    /// calls it at the same point); rank 0 logs and records each.
    pub(super) fn report_other_ranks(&mut self) -> Result<()> {
        let kept = std::mem::take(&mut self.rank_backoffs);
        let all = self.world.gather_strings(&kept)?;
        let Some(metrics) = &mut self.listeners.metrics else {
            return Ok(());
        };
        for text in all {
            let v: serde_json::Value = serde_json::from_str(&text)?;
            let number = |key: &str| v[key].as_u64().unwrap_or_default();
            let backoff = Backoff {
                step: number("step"),
                from: number("from") as usize,
                to: number("to") as usize,
                accumulation: number("accumulation") as usize,
                error: v["error"].as_str().unwrap_or_default().to_string(),
                free_bytes: None,
            };
            let said = format!(
                "rank {}: {}",
                number("rank"),
                crate::train::reproduction::describe_backoff(self.plan, &backoff)
            );
            let split = self.plan.split();
            let row = MetricsRow {
                event: Some(said.clone()),
                ..MetricsRow::new(
                    RowKind::Backoff,
                    backoff.step + 1,
                    number("epoch") as u32,
                    split.with_micro(backoff.to as u32).unwrap_or(split),
                )
            };
            self.listeners.reporter.backoff(&said);
            metrics.write(&row)?;
        }
        Ok(())
    }
}
