//! What the loop reports as it trains, as events: each one goes to every listener in turn
//! ([`super::listeners`]), so the loop itself neither formats, writes nor decides when to save.

use crate::train::metrics::MetricsRow;
use crate::train::recovery::Backoff;

/// Something the loop did.
pub(super) enum Event<'a> {
    /// An optimizer step ran out of memory and is being redone with smaller micro-batches
    /// (`row` is its metrics row).
    Backoff {
        backoff: &'a Backoff,
        row: &'a MetricsRow,
    },
    /// The optimizer step of `row` finished in `secs` (its wait for data included);
    /// `ends_epoch` when it was its epoch's last.
    Step {
        ends_epoch: bool,
        row: &'a MetricsRow,
        secs: f64,
    },
    /// The evaluation at the end of an epoch (or of a smoke run), which took `secs`.
    Eval { row: &'a MetricsRow, secs: f64 },
    /// Unreadable images were left out in the epoch (`data.on_corrupt = "skip"`).
    Skipped {
        epoch: u32,
        images: &'a [String],
        row: &'a MetricsRow,
    },
    /// An epoch ended, after its evaluation; `step` is the last step done, `last` whether it
    /// was the run's last epoch.
    EpochEnd { step: u64, last: bool },
}
