//! What a resumed run takes over from its metrics up to the checkpoint it continues from.

use std::path::Path;

use crate::error::Result;
use crate::train::evaluation::Evaluation;
use crate::train::metrics::RowKind;

/// What a resumed run takes over from the steps before it, from its metrics up to the checkpoint:
/// the throughput of each step (for the median), the last training loss and evaluation (a run
/// resumed at its end, killed after its final checkpoint, reports them), and the peak memory.
#[derive(Default)]
pub(super) struct Before {
    pub(super) throughput: Vec<f64>,
    pub(super) last_loss: Option<f64>,
    pub(super) last_eval: Option<Evaluation>,
    /// The step of `last_eval`.
    pub(super) last_eval_step: Option<u64>,
    pub(super) mem_peak: Option<u64>,
}

impl Before {
    pub(super) fn read(run_dir: &Path, step: u64) -> Result<Self> {
        let mut before = Before::default();
        let rows = crate::train::metrics::read_rows(&run_dir.join("metrics.jsonl"))?;
        for row in rows.into_iter().filter(|r| r.step <= step) {
            before.mem_peak = before.mem_peak.max(row.mem_peak_bytes);
            match row.kind {
                RowKind::Train => {
                    before.throughput.extend(row.samples_per_sec);
                    before.last_loss = row.loss.or(before.last_loss);
                }
                RowKind::Eval => {
                    before.last_eval_step = Some(row.step);
                    before.last_eval = row.eval_accuracy.map(|accuracy| Evaluation {
                        loss: row.eval_loss,
                        accuracy,
                        ci95: row.eval_accuracy_ci95,
                        mean_average_precision: row.eval_map,
                        quadratic_weighted_kappa: row.eval_kappa,
                    });
                }
                RowKind::Backoff | RowKind::Skipped => {}
            }
        }
        Ok(before)
    }
}
