//! A run's options and what it reports: the summary, the loader's and the paper comparison's
//! parts of it. [`super::session`] starts, resumes and evaluates runs; [`super::trainer`] is the
//! loop; the run directory, the steps' samples and evaluation have their own files
//! ([`super::run_dir`], [`super::windows`], [`super::evaluation`]).

use std::path::PathBuf;
use std::rc::Rc;

use serde::{Deserialize, Serialize};

use super::engine::Faults;
use crate::dist::World;

/// How progress is shown.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Progress {
    /// A progress bar on a terminal, plain log lines otherwise.
    Auto,
    /// Plain log lines.
    Lines,
    /// Nothing (tests).
    Quiet,
}

#[derive(Debug, Clone)]
pub(crate) struct RunOptions {
    pub progress: Progress,
    pub faults: Faults,
    /// The other ranks, for one rank of a distributed run (see [`crate::dist`]).
    pub world: Option<Rc<World>>,
}

impl Default for RunOptions {
    fn default() -> Self {
        RunOptions {
            progress: Progress::Auto,
            faults: Faults::default(),
            world: None,
        }
    }
}

/// `summary.json`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct RunSummary {
    pub experiment: String,
    pub preset: String,
    pub run_dir: PathBuf,
    pub steps: u64,
    pub epochs: u32,
    pub effective_batch: u32,
    pub micro_batch: usize,
    pub accumulation_steps: usize,
    /// Processes the batch was split over.
    #[serde(default = "one")]
    pub world_size: u32,
    /// A distributed run: the fingerprint of the weights and optimizer state every rank ended
    /// with (the run fails if they differ).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub replicas: Option<String>,
    pub final_train_loss: Option<f64>,
    pub eval_loss: Option<f64>,
    /// Top-1 accuracy; re-identification: rank-1.
    pub eval_accuracy: Option<f64>,
    /// Re-identification: mean average precision over the queries.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub eval_map: Option<f64>,
    /// A regression onto grades (loss `mse`): the quadratic weighted kappa.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub eval_kappa: Option<f64>,
    /// Accuracy of guessing: 1 / classes.
    pub chance_accuracy: f64,
    pub elapsed_secs: f64,
    /// Median over optimizer steps.
    pub samples_per_sec: Option<f64>,
    pub mem_peak_bytes: Option<u64>,
    /// CUDA: the peak of candle's buffers in the device's memory pool (live and held by the
    /// pool), without the CUDA context and cuBLAS's workspace that `mem_peak_bytes` includes.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pool_peak: Option<super::memory_monitor::PoolPeak>,
    /// The loader, and how long training waited for it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub loader: Option<LoaderReport>,
    /// The unreadable training images the run left out (`data.on_corrupt = "skip"`), as
    /// `path: why (listed in entry)`.
    #[serde(default)]
    pub skipped_images: Vec<String>,
    /// The last evaluation beside what the paper reports (`[[paper.results]]`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub paper: Vec<PaperComparison>,
    /// What resumes changed in the plan, and from which step (`plan.json`'s `resume_changes`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub resume_changes: Vec<String>,
    /// The best evaluation by the run's metric (`eval_map` for re-identification, `eval_kappa`
    /// for a regression onto grades, `eval_accuracy` otherwise), whose weights `checkpoints/best` holds: its step, the
    /// metric's name and value. None: the run never evaluated.
    #[serde(default)]
    pub best: Option<super::checkpoint::BestRecord>,
    /// `train --max-steps`: the run stopped after `max_steps` of the plan's `planned_steps`
    /// optimizer steps, so its results are not the recipe's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub smoke_run: Option<crate::plan::SmokeRun>,
}

/// Rank 0's loader, and the share of the training time its training loop spent waiting for
/// the next step's data (the first step of each epoch included: the loader starts with the
/// epoch).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct LoaderReport {
    /// Loader threads.
    pub workers: usize,
    /// Where the count came from: "1 worker (auto: 2 cores / 1 rank)".
    pub sizing: String,
    /// Seconds the training loop waited for data, across resumes.
    pub data_wait_secs: f64,
    /// `data_wait_secs` over the training time (`elapsed_secs`), in [0, 1].
    pub data_wait_fraction: f64,
}

impl LoaderReport {
    /// A wait above this share of the training time is worth acting on.
    pub(crate) const NOTABLE_WAIT: f64 = 0.1;

    /// What the end of a run says about the loader.
    pub fn describe(&self) -> String {
        let percent = 100.0 * self.data_wait_fraction;
        let mut out = format!(
            "loader {}: training waited on data {percent:.0}% of the time ({:.1} s)",
            self.sizing, self.data_wait_secs
        );
        if self.data_wait_fraction > Self::NOTABLE_WAIT {
            out.push_str(
                "; the loader did not keep up: raise data.num_workers (a core each), use a machine with more cores per device, or make the transforms cheaper (docs/data.md)",
            );
        }
        out
    }
}

fn one() -> u32 {
    1
}

/// One reported result beside the run's value.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PaperComparison {
    pub metric: crate::config::schema::ResultMetric,
    pub protocol: String,
    pub source: String,
    /// The paper's value, as it prints it (a percentage, or the kappa).
    pub paper: f64,
    /// The run's value in the paper's unit; none when the run does not compute the metric.
    pub run: Option<f64>,
    /// Few-shot episodes: the run's 95% confidence half-width (1.96 x std / sqrt(episodes)), in
    /// the paper's unit.
    pub run_ci95: Option<f64>,
    /// The run's value less the paper's, where the comparison means something.
    pub difference: Option<f64>,
    /// Why the run does not compare with the paper; none when it does.
    pub not_comparable: Option<String>,
}
