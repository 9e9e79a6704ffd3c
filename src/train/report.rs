//! What a run shows while it trains: a progress bar on a terminal, plain log lines otherwise,
//! each step with the whole run's estimated time left ([`super::eta`]).

use std::io::IsTerminal;

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

use super::eta::{Eta, RunShape};
use super::metrics::MetricsRow;
use super::run::Progress;
use crate::text::stderr_line;

pub(super) struct Reporter {
    bar: Option<ProgressBar>,
    lines: bool,
    log_every: u64,
    total_steps: u64,
    /// This process's rank, in a distributed run: its back-off lines say so.
    rank: Option<usize>,
    /// The whole run's time left, from the steps and evaluations timed so far.
    eta: Eta,
}

impl Reporter {
    pub(super) fn new(
        progress: Progress,
        log_every: u32,
        shape: RunShape,
        rank: Option<usize>,
    ) -> Self {
        let terminal = std::io::stderr().is_terminal();
        let (bar, lines) = match progress {
            Progress::Auto if terminal => (true, false),
            Progress::Auto | Progress::Lines => (false, true),
            Progress::Quiet => (false, false),
        };
        Reporter {
            bar: bar.then(|| {
                let b = ProgressBar::with_draw_target(Some(0), ProgressDrawTarget::stderr());
                b.set_style(
                    ProgressStyle::with_template(
                        "{prefix} [{bar:30}] {pos}/{len} {msg} ({elapsed} in the epoch)",
                    )
                    .expect("a valid template")
                    .progress_chars("=> "),
                );
                b
            }),
            lines,
            log_every: u64::from(log_every.max(1)),
            total_steps: shape.last_step,
            rank,
            eta: Eta::new(shape),
        }
    }

    pub(super) fn epoch(&self, epoch: u32, epochs: u32, steps: u64, done: u64) {
        if let Some(b) = &self.bar {
            b.set_prefix(format!("epoch {}/{epochs}", epoch + 1));
            b.set_length(steps);
            b.set_position(done);
        }
    }

    /// The step of `row`, which took `secs` (the loader's wait included).
    pub(super) fn step(&mut self, row: &MetricsRow, secs: f64) {
        self.eta.step_took(secs);
        let total_steps = self.total_steps;
        let eta = self
            .eta
            .estimate(row.step, row.epoch)
            .map(|e| format!(" | run {e}"))
            .unwrap_or_default();
        let mem = row
            .mem_peak_bytes
            .map(|b| format!(" mem {}", crate::memory::format_bytes(b)))
            .unwrap_or_default();
        let msg = format!(
            "loss {:.4} lr {:.3e} {:.0} samples/s{mem}{}",
            row.loss.unwrap_or(f64::NAN),
            row.lr.unwrap_or(0.0),
            row.samples_per_sec.unwrap_or(0.0),
            if row.applied == Some(false) {
                " (step skipped: fp16 overflow)"
            } else {
                ""
            }
        ) + &eta;
        if let Some(b) = &self.bar {
            b.set_message(msg);
            b.inc(1);
        } else if self.lines && (row.step % self.log_every == 0 || row.step == total_steps) {
            stderr_line(&format!(
                "step {}/{total_steps} epoch {} {msg}",
                row.step, row.epoch
            ));
        }
    }

    /// The evaluation of `row`, which took `secs`.
    pub(super) fn eval(&mut self, row: &MetricsRow, secs: f64) {
        self.eta.evaluation_took(secs);
        let kappa = row
            .eval_kappa
            .map(|k| format!(" quadratic weighted kappa {k:.4}"))
            .unwrap_or_default();
        let text = format!(
            "eval after epoch {}: loss {:.4} accuracy {:.2}%{kappa}",
            row.epoch,
            row.eval_loss.unwrap_or(f64::NAN),
            100.0 * row.eval_accuracy.unwrap_or(f64::NAN)
        );
        match &self.bar {
            Some(b) => b.println(text),
            None if self.lines => stderr_line(&text),
            None => {}
        }
    }

    /// A back-off's line: every rank's (a back-off on one rank is news to the operator of
    /// all), unless a single process runs quietly.
    pub(super) fn backoff(&self, event: &str) {
        match self.rank {
            Some(rank) => stderr_line(&format!("rank {rank}: {event}")),
            None if self.bar.is_some() || self.lines => stderr_line(event),
            None => {}
        }
    }

    /// Unreadable images left out in `epoch` (1-based): a line each, the first 20.
    pub(super) fn skipped(&self, epoch: u32, images: &[String]) {
        if self.rank.is_some_and(|r| r != 0) {
            return;
        }
        stderr_line(&format!(
            "epoch {epoch}: {} unreadable image(s) left out (data.on_corrupt = \"skip\"):",
            images.len()
        ));
        for image in images.iter().take(20) {
            stderr_line(&format!("  {image}"));
        }
        if images.len() > 20 {
            stderr_line(&format!(
                "  ... and {} more (summary.json lists them all)",
                images.len() - 20
            ));
        }
    }

    pub(super) fn finish(&self) {
        if let Some(b) = &self.bar {
            b.finish_and_clear();
        }
    }
}
