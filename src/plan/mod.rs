//! The plan: a resolved experiment, as a plain value you can print, diff, serialise and test.
//! The trainer executes exactly this and nothing else.

mod batch;
mod build;
mod data_counts;
mod deviations;
mod estimate;
mod exactness;
mod fit;
mod notes;
mod optimizer;
mod precision;
mod render;
mod resolve;
mod resume;
mod schedule;
mod smoke;
mod unstated;
mod validate;
mod world;

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

pub use crate::split::{valid_splits, BatchSplit};
// The toy model's tests build plans directly; the crate's own code goes through load_and_build.
#[cfg(test)]
pub(crate) use build::build;
pub(crate) use build::load_and_build;
pub(crate) use estimate::{estimate_table, TableRequest};
pub(crate) use render::{checkpoints_line, render_explain, render_text};
pub use resolve::resolve;
pub(crate) use resume::Reached;
pub use resume::{DataRecord, ResumeChange, RunInputs, ScheduleShift, SplitRecord};
pub use smoke::SmokeRun;

use crate::config::schema::{
    DataSpec, DeviceKind, LossSpec, LrScaling, LrUpdate, ModelSpec, OptimizerName, Precision,
    SamplingSpec, ScheduleConvention, ScheduleName, SourceKind,
};
use crate::config::{ExecutionPaths, ValueSource};
use crate::error::Origin;

/// Serialised as the plain record below; reading one back takes one more step (see the
/// `Deserialize` impl), so serde's derive makes inherent functions the trait impls call.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(remote = "Self")]
pub struct Plan {
    /// Experiment file as given.
    pub experiment: String,
    /// Paper short name and citation.
    pub paper: String,
    pub citation: String,
    pub preset: String,
    /// How the preset was chosen.
    pub preset_reason: String,
    pub device: DeviceKind,
    /// Device memory this plan may use (preset size x usable fraction, or the detected card's).
    pub memory_budget_bytes: u64,

    pub effective_batch: u32,
    pub micro_batch: u32,
    pub accumulation_steps: u32,
    pub world_size: u32,

    pub base_lr: f64,
    pub lr_reference_batch: u32,
    pub lr_scaling: LrScaling,
    /// `base_lr * f(effective_batch / lr_reference_batch)`.
    pub lr: f64,

    pub precision: Precision,
    /// Present for fp16: dynamic loss scaling.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub loss_scaling: Option<LossScaling>,
    pub gradient_checkpointing: bool,
    /// Which attention and convolution interface run (`PAPERFIT_ATTENTION`, `PAPERFIT_CUDNN`):
    /// their results differ in the last bits, so a resume checks them against the run's. A
    /// plan recorded before they were reads as composed and legacy (what it ran).
    #[serde(default)]
    pub execution: ExecutionPaths,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub grad_clip_norm: Option<f64>,
    pub seed: u64,

    pub optimizer: ResolvedOptimizer,
    pub schedule: ResolvedSchedule,
    pub loss: LossSpec,
    /// How each optimizer step's samples are drawn (absent: shuffled passes over the data).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sampling: Option<SamplingSpec>,
    /// Few-shot evaluation episodes (episodic sampling only).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub eval_episodes: Option<u32>,
    /// Re-identification evaluation: the features compared (absent for other evaluations, and
    /// in plans written before the setting, whose runs compared raw features).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub retrieval_features: Option<crate::config::schema::RetrievalFeatures>,
    /// What the paper reports for this recipe (`[[paper.results]]`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub paper_results: Vec<crate::config::schema::ReportedResult>,
    pub model: ModelSpec,
    /// Where the pretrained weights come from: the file, its hub commit and sha256, as far as
    /// they are known without downloading (absent: no weights). A run records the file it read.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub weights: Option<crate::models::pretrained::hub::WeightsRecord>,
    /// Trainable parameters of the model (filled in where the model is built, e.g. by
    /// `paperfit plan`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub parameters: Option<u64>,
    /// Estimated peak memory of this plan against its budget (filled in where the model is
    /// built, like `parameters`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub memory: Option<crate::memory::MemoryEstimate>,
    /// Present when the micro-batch is fitted to the memory budget (`micro_batch = "auto"`,
    /// `--preset auto` on a GPU).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub memory_fit: Option<MemoryFit>,
    pub data: DataSpec,
    pub logging: Logging,

    /// What the run started from, recorded by `paperfit train` when it creates the run
    /// directory and checked by `--resume` (absent: a plan not run, or a run recorded before
    /// paperfit kept it).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub inputs: Option<RunInputs>,
    /// What `train --resume` changed, and from which step (more epochs, another data root,
    /// data that changed, taken with `--accept-data-change`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub resume_changes: Vec<ResumeChange>,
    /// `train --max-steps N`: the run stops after N optimizer steps; absent for the recipe.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub smoke_run: Option<SmokeRun>,

    /// Every place where this run differs from the paper.
    pub deviations: Vec<Deviation>,
    /// Whether micro-batching reproduces the full-batch gradient, and how.
    pub exactness: Exactness,
    /// Recipe values the paper does not state, and who chose them.
    pub unstated: Vec<UnstatedValue>,
    /// Things to know that are not deviations (e.g. this build cannot run the plan's device).
    pub notes: Vec<String>,
    /// Where every value came from. Printed with `--explain`.
    pub provenance: BTreeMap<String, ValueSource>,
}

/// Why a plan's micro-batch is fitted to its memory budget, and what the fit chose.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct MemoryFit {
    /// What asked for the fit (`train.micro_batch = "auto"`, `--preset auto on <GPU>`).
    pub requested_by: String,
    /// Checkpointing as the command line or environment fixed it; `None`: the fit may turn it on.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub checkpointing_fixed: Option<bool>,
    /// The fit's explanation, once it ran; `None` in a plan not fitted yet.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub outcome: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct LossScaling {
    pub initial_scale: f64,
    pub growth_factor: f64,
    pub backoff_factor: f64,
    /// Clean optimizer steps before the scale grows.
    pub growth_interval: u32,
}

impl LossScaling {
    /// The standard dynamic scaler (as in PyTorch's GradScaler).
    pub(crate) fn dynamic() -> Self {
        LossScaling {
            initial_scale: 65536.0,
            growth_factor: 2.0,
            backoff_factor: 0.5,
            growth_interval: 2000,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ResolvedOptimizer {
    pub name: OptimizerName,
    pub weight_decay: f64,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub betas: Option<[f64; 2]>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub eps: Option<f64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub momentum: Option<f64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub nesterov: Option<bool>,
    pub no_decay_norm_and_bias: bool,
}

/// The schedule in optimizer steps (never micro-steps), and whose scheduler code computes the
/// learning rate of each (`crate::train::schedule::lr_at`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ResolvedSchedule {
    pub name: ScheduleName,
    pub convention: ScheduleConvention,
    pub update: LrUpdate,
    pub epochs: u32,
    pub steps_per_epoch: u64,
    pub total_steps: u64,
    /// Optimizer steps in warmup (whole epochs of steps when the lr is updated per epoch).
    pub warmup_steps: u64,
    pub warmup_start_lr: f64,
    pub min_lr: f64,
    /// Step schedule: optimizer steps at which the lr is multiplied by `gamma`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub milestone_steps: Vec<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub gamma: Option<f64>,
    /// Forward/backward passes per epoch on one device.
    pub micro_steps_per_epoch: u64,
    /// Samples in the last optimizer step of an epoch (equal to the effective batch when the
    /// epoch divides evenly); the loss of that step is the mean over exactly these samples.
    pub last_step_samples: u32,
    /// A run resumed on other data or for another number of epochs: where it entered this
    /// schedule, re-derived for them (`plan::resume`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub resumed_at: Option<ScheduleShift>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Logging {
    pub log_every: u32,
    pub eval_every_epochs: u32,
    pub checkpoint_every: u32,
    /// TensorBoard event files in the run directory (runs planned before the key existed
    /// write them too).
    #[serde(default = "yes")]
    pub tensorboard: bool,
}

fn yes() -> bool {
    true
}

/// What a deviation changes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DeviationKind {
    /// The run trains something other than the paper's recipe.
    Recipe,
    /// Same recipe, different arithmetic (precision).
    Numerics,
    /// BatchNorm statistics over micro-batches instead of the paper's batch.
    BatchStatistics,
    /// The data on disk has another number of images than the experiment states.
    Data,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Deviation {
    pub key: String,
    pub kind: DeviationKind,
    /// The paper's value (as the experiment file states it), when there is one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub paper: Option<String>,
    /// This run's value.
    pub plan: String,
    /// The layer that made the change.
    pub set_by: Origin,
    /// What it means for the run.
    pub effect: String,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ExactnessStatus {
    /// The plan computes the paper's full-batch gradient (up to float rounding).
    Exact,
    /// Exact, but only because a batch-coupled loss is computed with gradient caching.
    ExactWithGradientCaching,
    /// Micro-batching changes the computation (BatchNorm statistics).
    Inexact,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GradientMethod {
    /// One forward/backward pass over the whole optimizer batch.
    SinglePass,
    /// Per-micro-batch backward, losses weighted by their share of the window.
    Accumulation,
    /// Embed all micro-batches without graphs, compute the coupled loss on all embeddings,
    /// back-propagate the cached embedding gradients micro-batch by micro-batch.
    GradientCaching,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Exactness {
    pub status: ExactnessStatus,
    pub method: GradientMethod,
    pub reason: String,
    /// Ways to restore exactness, when it is not exact.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub options: Vec<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct UnstatedValue {
    pub key: String,
    pub value: String,
    pub source: SourceKind,
    pub note: String,
}

impl Serialize for Plan {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        Plan::serialize(self, s)
    }
}

impl<'de> Deserialize<'de> for Plan {
    /// A saved plan names each value's source by its text, and the experiment file and a
    /// preset file both print as a path: the plan's own experiment and preset tell them apart.
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let mut plan = Plan::deserialize(d)?;
        let split = BatchSplit::new(plan.effective_batch, plan.world_size, plan.micro_batch)
            .filter(|s| s.accumulation() == plan.accumulation_steps);
        if split.is_none() {
            return Err(serde::de::Error::custom(format!(
                "micro_batch {} x accumulation_steps {} x world_size {} is not the effective batch {}",
                plan.micro_batch, plan.accumulation_steps, plan.world_size, plan.effective_batch
            )));
        }
        let (experiment, preset) = (plan.experiment.clone(), plan.preset.clone());
        for value in plan.provenance.values_mut() {
            value.layer.file_in_plan(&experiment, &preset);
        }
        for deviation in &mut plan.deviations {
            deviation.set_by.file_in_plan(&experiment, &preset);
        }
        Ok(plan)
    }
}

impl Plan {
    /// What the model is trained for: the plan's loss and sampling.
    pub fn recipe(&self) -> crate::models::Recipe {
        crate::models::Recipe {
            loss: self.loss.clone(),
            sampling: self.sampling.clone(),
        }
    }

    /// The plan's batch split. The resolver makes only valid splits and reading a plan back
    /// checks its split, so this holds for every plan.
    pub fn split(&self) -> BatchSplit {
        BatchSplit::new(self.effective_batch, self.world_size, self.micro_batch)
            .expect("a plan's split multiplies to its effective batch")
    }

    /// The input size of the plan's model: the resolver sets it from `paper.input_size`, so
    /// only a hand-edited `plan.json` lacks it.
    pub(crate) fn input_size(&self) -> crate::error::Result<crate::config::schema::InputSize> {
        self.model
            .image_size
            .ok_or_else(|| crate::error::Error::Internal("plan without an input size".into()))
    }

    /// Run on `split` (the effective batch stays) and the schedule's micro-steps with it.
    pub(crate) fn set_split(&mut self, split: BatchSplit) {
        self.world_size = split.world();
        self.micro_batch = split.micro();
        self.accumulation_steps = split.accumulation();
        let s = &mut self.schedule;
        s.micro_steps_per_epoch =
            split.micro_steps_per_epoch(s.steps_per_epoch, s.last_step_samples);
    }

    /// What the memory estimate reads from the plan besides the model; `None` without an
    /// input size.
    pub fn workload(&self) -> Option<crate::memory::Workload> {
        workload(
            self.device,
            &self.model,
            &self.optimizer,
            &self.data,
            (self.memory_budget_bytes, self.execution),
        )
    }

    /// The plan's split, checkpointing and precision, as the memory estimate takes them.
    pub fn memory_setting(&self) -> crate::memory::Setting {
        crate::memory::Setting {
            split: self.split(),
            gradient_checkpointing: self.gradient_checkpointing,
            precision: self.precision,
        }
    }

    /// The plan as JSON; provenance only when asked for.
    pub(crate) fn to_json(&self, with_provenance: bool) -> serde_json::Value {
        let mut v = serde_json::to_value(self).expect("a plan is plain data");
        if !with_provenance {
            if let Some(obj) = v.as_object_mut() {
                obj.remove("provenance");
            }
        }
        v
    }
}

/// What the memory estimate reads besides the model and the split; `None` without an input
/// size. The resolver asks it before the plan exists (for the memory fit), the plan after.
fn workload(
    device: DeviceKind,
    model: &ModelSpec,
    optimizer: &ResolvedOptimizer,
    data: &DataSpec,
    (budget_bytes, execution): (u64, ExecutionPaths),
) -> Option<crate::memory::Workload> {
    let size = model.image_size?;
    Some(crate::memory::Workload {
        device,
        height: size.height as usize,
        width: size.width as usize,
        optimizer: optimizer.name,
        sgd_momentum: optimizer.momentum.unwrap_or(0.0) > 0.0,
        prefetch_steps: data.prefetch_steps(),
        budget_bytes,
        attention: execution.attention,
    })
}
