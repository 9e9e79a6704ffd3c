//! What the rooms of a run share, below them: its options and summary, the plan in its
//! directory, the samples of every step, and evaluation. [`super::session`] starts, resumes and
//! evaluates runs; [`super::trainer`] is the loop.

use std::path::{Path, PathBuf};
use std::rc::Rc;

use serde::{Deserialize, Serialize};

use super::checkpoint;
use super::engine::{Engine, Faults};
use super::retrieval;
use crate::config::schema::{DataFormat, InputSize, SamplingSpec};
use crate::data::{self, samplers, Dataset, Split};
use crate::dist::World;
use crate::error::{ConfigError, Error, Origin, Result};
use crate::plan::Plan;
use crate::seed::mix;

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

pub(super) fn io(context: &str, path: &Path, e: std::io::Error) -> Error {
    Error::io(context, path, e)
}

pub(super) fn write_json<T: Serialize>(path: &Path, value: &T) -> Result<()> {
    let text = serde_json::to_vec_pretty(value)?;
    checkpoint::write_atomic(path, &text)
}

/// Read a run directory's plan.
pub(crate) fn read_plan(run_dir: &Path) -> Result<Plan> {
    let path = run_dir.join("plan.json");
    let text = std::fs::read_to_string(&path).map_err(|e| {
        Error::from(
            ConfigError::new(format!(
                "{} is not a paperfit run directory ({})",
                run_dir.display(),
                crate::config::layers::io_reason(&e)
            ))
            .origin(Origin::file(&path))
            .expected("a directory written by `paperfit train`, with plan.json"),
        )
    })?;
    serde_json::from_str(&text).map_err(|e| {
        ConfigError::new(format!("cannot read {}: {e}", path.display()))
            .origin(Origin::file(&path))
            .into()
    })
}

/// The samples of every optimizer step of `epoch`, in order: shuffled passes over the data, PK
/// batches or episodes, as the plan's sampling says. A pure function of (plan, epoch), so a
/// resumed run continues with exactly the next step.
pub fn step_windows(plan: &Plan, data: &dyn Dataset, epoch: u32) -> Result<Vec<Vec<usize>>> {
    let steps = plan.schedule.steps_per_epoch as usize;
    let labels = || (0..data.len()).map(|i| data.label(i)).collect::<Vec<u32>>();
    let sampling_error = |e: String| {
        Error::from(
            ConfigError::new(format!(
                "the training data cannot be sampled as the plan says: {e}"
            ))
            .key("paper.sampling"),
        )
    };
    match &plan.sampling {
        None => Ok(samplers::epoch_order(plan.seed, epoch, data.len())
            .chunks(plan.effective_batch as usize)
            .take(steps)
            .map(<[usize]>::to_vec)
            .collect()),
        Some(SamplingSpec::Pk {
            identities,
            images_per_identity,
        }) => {
            let labels = labels();
            let mut windows = Vec::with_capacity(steps);
            // One round of the identity sampler covers each identity's images about once; an
            // epoch is the plan's step count, drawn from as many rounds as it takes.
            let mut round = 0u64;
            while windows.len() < steps {
                let batches = samplers::pk_batches(
                    &labels,
                    *identities as usize,
                    *images_per_identity as usize,
                    mix(plan.seed, round),
                    epoch,
                )
                .map_err(sampling_error)?;
                if batches.is_empty() {
                    return Err(sampling_error("no PK batch can be formed".into()));
                }
                windows.extend(batches);
                round += 1;
            }
            windows.truncate(steps);
            Ok(windows)
        }
        Some(SamplingSpec::Episodes {
            n_way,
            k_shot,
            n_query,
        }) => {
            let labels = labels();
            (0..steps as u64)
                .map(|number| {
                    samplers::episode(
                        &labels,
                        *n_way as usize,
                        *k_shot as usize,
                        *n_query as usize,
                        plan.seed,
                        epoch,
                        number,
                    )
                    .map(|e| e.images())
                    .map_err(sampling_error)
                })
                .collect()
        }
    }
}

/// What an evaluation measured.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Evaluation {
    /// Mean loss (none for retrieval).
    pub loss: Option<f64>,
    /// Top-1 accuracy, the mean over few-shot episodes, or re-identification rank-1.
    pub accuracy: f64,
    /// Few-shot: the 95% confidence half-width of the accuracy.
    pub ci95: Option<f64>,
    /// Re-identification: mean average precision.
    pub mean_average_precision: Option<f64>,
}

/// The data an evaluation reads: the evaluation split and, for re-identification, the gallery
/// its queries are ranked against.
pub struct EvalData {
    pub eval: Box<dyn Dataset>,
    pub gallery: Option<Box<dyn Dataset>>,
}

/// The gallery split of the re-identification layouts.
const GALLERY_SPLIT: &str = "bounding_box_test";

/// Open the plan's evaluation data, if it has an evaluation split.
pub fn open_eval_data(plan: &Plan, image_size: InputSize) -> Result<Option<EvalData>> {
    match plan.data.eval_samples {
        Some(n) if n > 0 => {}
        _ => return Ok(None),
    }
    let eval = data::open(&plan.data, image_size, Split::Eval, plan.seed)?;
    let gallery = if plan.data.format == DataFormat::Market1501 {
        let mut spec = plan.data.clone();
        spec.eval_split = Some(GALLERY_SPLIT.to_string());
        Some(data::open(&spec, image_size, Split::Eval, plan.seed)?)
    } else {
        None
    };
    Ok(Some(EvalData { eval, gallery }))
}

/// Evaluate `engine`'s model by the plan's protocol: re-identification retrieval (queries
/// against the gallery), few-shot episodes, or classification of every sample.
pub fn evaluate(engine: &Engine, data: &EvalData, batch: usize) -> Result<Evaluation> {
    if let Some(gallery) = &data.gallery {
        let tags = |d: &dyn Dataset| -> Result<Vec<retrieval::Tag>> {
            (0..d.len())
                .map(|i| {
                    d.identity_and_camera(i)
                        .map(|(identity, camera)| retrieval::Tag { identity, camera })
                        .ok_or_else(|| {
                            Error::Internal(
                                "a re-identification image without identity and camera".into(),
                            )
                        })
                })
                .collect()
        };
        let queries = engine.retrieval_features(data.eval.as_ref(), batch)?;
        let gallery_features = engine.retrieval_features(gallery.as_ref(), batch)?;
        let scores = retrieval::evaluate(
            &queries,
            &tags(data.eval.as_ref())?,
            &gallery_features,
            &tags(gallery.as_ref())?,
        );
        return Ok(Evaluation {
            loss: None,
            accuracy: scores.rank1,
            ci95: None,
            mean_average_precision: Some(scores.mean_average_precision),
        });
    }
    let (loss, accuracy, ci95) = engine.evaluate_for_plan(data.eval.as_ref(), batch)?;
    Ok(Evaluation {
        loss: Some(loss),
        accuracy,
        ci95,
        mean_average_precision: None,
    })
}

pub(crate) fn default_run_dir(experiment: &str) -> PathBuf {
    let stem = Path::new(experiment)
        .file_stem()
        .and_then(|s| s.to_str())
        .unwrap_or("run");
    PathBuf::from("runs").join(format!(
        "{stem}-{}",
        chrono::Local::now().format("%Y%m%d-%H%M%S")
    ))
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
