//! What the other ranks met, reported by rank 0: their out-of-memory back-offs. A rank backs
//! off alone (its share of a window is redone in smaller micro-batches before the step's
//! exchange), and only rank 0 writes the run's log and metrics, where the summary's check for
//! a back-off that split BatchNorm's batch reads them: each rank keeps its back-offs, and at
//! every epoch's end the ranks gather them and rank 0 writes each as a `backoff` row naming the
//! rank. The row changes no checkpoint: the rank that backed off keeps its own split.

use super::{with_micro_or_same, Trainer};
use crate::error::Result;
use crate::train::metrics::{MetricsRow, RowKind};
use crate::train::recovery::Backoff;

/// A back-off as a rank keeps it for rank 0.
#[derive(serde::Serialize, serde::Deserialize)]
struct RankBackoff {
    rank: usize,
    /// The epoch (1-based) of its row.
    epoch: u32,
    backoff: Backoff,
}

impl Trainer<'_> {
    /// Keep this rank's `backoffs` (with their rows' epochs) for rank 0; rank 0 logged its own.
    pub(super) fn keep_for_rank_0(&mut self, backoffs: &[(Backoff, MetricsRow)]) -> Result<()> {
        if self.world.rank() == 0 {
            return Ok(());
        }
        for (backoff, row) in backoffs {
            let kept = RankBackoff {
                rank: self.world.rank(),
                epoch: row.epoch,
                backoff: backoff.clone(),
            };
            self.rank_backoffs.push(serde_json::to_string(&kept)?);
        }
        Ok(())
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
            let RankBackoff {
                rank,
                epoch,
                backoff,
            } = serde_json::from_str(&text)?;
            let said = format!(
                "rank {rank}: {}",
                crate::train::reproduction::describe_backoff(self.plan, &backoff)
            );
            let split = with_micro_or_same(self.plan.split(), backoff.to);
            let row = MetricsRow {
                event: Some(said.clone()),
                ..MetricsRow::new(RowKind::Backoff, backoff.step + 1, epoch, split)
            };
            self.listeners.reporter.backoff(&said);
            metrics.write(&row)?;
        }
        Ok(())
    }
}
