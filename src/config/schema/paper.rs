//! `[paper]`: the published recipe (batch, learning rate and its scaling rule, optimizer,
//! schedule, loss, sampling).

use serde::{Deserialize, Serialize};

use super::{InputSize, Precision};

/// How the learning rate follows the effective batch: `lr = base_lr * f(batch / reference)`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum LrScaling {
    /// f(k) = k (Goyal et al. 2017).
    Linear,
    /// f(k) = sqrt(k) (Malladi et al. 2022, for adaptive optimizers).
    Sqrt,
    /// f(k) = 1: the learning rate does not depend on the batch.
    None,
}

impl LrScaling {
    /// The multiplier applied to `base_lr` at `effective_batch`.
    ///
    /// ```
    /// use paperfit::config::schema::LrScaling;
    /// // DCAL: 5e-4 per 512 samples, trained at batch 16.
    /// assert_eq!(5e-4 * LrScaling::Linear.factor(16, 512), 1.5625e-5);
    /// assert_eq!(LrScaling::Sqrt.factor(2048, 512), 2.0);
    /// assert_eq!(LrScaling::None.factor(16, 512), 1.0);
    /// ```
    pub fn factor(self, effective_batch: u32, reference_batch: u32) -> f64 {
        let ratio = f64::from(effective_batch) / f64::from(reference_batch);
        match self {
            LrScaling::Linear => ratio,
            LrScaling::Sqrt => ratio.sqrt(),
            LrScaling::None => 1.0,
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            LrScaling::Linear => "linear",
            LrScaling::Sqrt => "sqrt",
            LrScaling::None => "none",
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum OptimizerName {
    /// Adam with L2 weight decay added to the gradient.
    Adam,
    /// Adam with decoupled weight decay (Loshchilov & Hutter).
    AdamW,
    /// SGD with (optionally Nesterov) momentum.
    Sgd,
}

impl OptimizerName {
    pub fn as_str(self) -> &'static str {
        match self {
            OptimizerName::Adam => "adam",
            OptimizerName::AdamW => "adamw",
            OptimizerName::Sgd => "sgd",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct OptimizerSpec {
    pub name: OptimizerName,
    #[serde(default)]
    pub weight_decay: f64,
    /// Adam/AdamW only; default [0.9, 0.999]. A list (not a pair) so that a wrong length is
    /// reported by the resolver instead of silently truncated.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub betas: Option<Vec<f64>>,
    /// Adam/AdamW only; default 1e-8.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub eps: Option<f64>,
    /// SGD only; default 0.9.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub momentum: Option<f64>,
    /// SGD only; default false.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub nesterov: Option<bool>,
    /// Exclude normalisation weights and biases from weight decay.
    #[serde(default)]
    pub no_decay_norm_and_bias: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum ScheduleName {
    Constant,
    Cosine,
    Step,
}

impl ScheduleName {
    pub fn as_str(self) -> &'static str {
        match self {
            ScheduleName::Constant => "constant",
            ScheduleName::Cosine => "cosine",
            ScheduleName::Step => "step",
        }
    }
}

/// Whose scheduler code the learning rate follows: the libraries disagree on where warmup
/// starts, what the cosine spans and when a milestone applies (docs/training.md, "Schedules").
#[derive(
    Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema,
)]
#[serde(rename_all = "snake_case")]
pub enum ScheduleConvention {
    /// timm's `CosineLRScheduler` / `MultiStepLRScheduler` with `warmup_prefix=False`: warmup
    /// from `warmup_start_lr` at t = 0, the decay spanning the whole run (warmup included).
    #[default]
    Timm,
    /// timm's schedulers with `warmup_prefix=True`: the decay starts after the warmup and spans
    /// the rest of the run.
    TimmWarmupPrefix,
    /// open_clip's `cosine_lr` / `const_lr` (as copied into wise-ft, task_vectors and FLYP):
    /// warmup `lr (t + 1) / W`, then a cosine to 0 over the remaining steps.
    OpenClip,
    /// `torch.optim.lr_scheduler`: `MultiStepLR`, `CosineAnnealingLR`, or no scheduler for a
    /// constant lr; no warmup.
    Torch,
}

impl ScheduleConvention {
    pub fn as_str(self) -> &'static str {
        match self {
            ScheduleConvention::Timm => "timm",
            ScheduleConvention::TimmWarmupPrefix => "timm_warmup_prefix",
            ScheduleConvention::OpenClip => "open_clip",
            ScheduleConvention::Torch => "torch",
        }
    }
}

/// When the learning rate changes, and which scheduler time `t` an optimizer step trains at.
#[derive(
    Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema,
)]
#[serde(rename_all = "snake_case")]
pub enum LrUpdate {
    /// Every optimizer step: step `s` (0-based) trains at `t = s` (timm's `step_update`,
    /// open_clip's `scheduler(step)`, a torch scheduler stepped after each optimizer step).
    #[default]
    Step,
    /// Once per epoch: epoch `e` (0-based) trains at `t = e` (timm's train.py calls
    /// `step(epoch + 1)` after each epoch; a torch scheduler stepped after each epoch).
    Epoch,
    /// Once per epoch, one epoch late: `scheduler.step(epoch)` after epoch `epoch`, as DeiT's
    /// main.py; epoch 0 trains at the scheduler's initial lr, epoch `e >= 1` at `t = e - 1`.
    EpochLagged,
    /// Once per epoch, one epoch early: `scheduler.step(epoch)` before each epoch with 1-based
    /// epochs, as TransReID's processor; epoch `e` (0-based) trains at `t = e + 1`.
    EpochAhead,
}

impl LrUpdate {
    pub fn as_str(self) -> &'static str {
        match self {
            LrUpdate::Step => "step",
            LrUpdate::Epoch => "epoch",
            LrUpdate::EpochLagged => "epoch_lagged",
            LrUpdate::EpochAhead => "epoch_ahead",
        }
    }

    pub fn per_epoch(self) -> bool {
        self != LrUpdate::Step
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ScheduleSpec {
    pub name: ScheduleName,
    /// Whose scheduler the learning rate follows (default `timm`).
    #[serde(default)]
    pub convention: ScheduleConvention,
    /// When the learning rate changes (default every optimizer step).
    #[serde(default)]
    pub update: LrUpdate,
    /// Linear warmup length in epochs (converted to optimizer steps by the plan; whole epochs
    /// when the lr is updated per epoch).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub warmup_epochs: Option<f64>,
    /// Linear warmup length in optimizer steps (instead of `warmup_epochs`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub warmup_steps: Option<u64>,
    /// Learning rate the warmup starts from (timm's `warmup_lr_init`; open_clip starts at 0).
    #[serde(default)]
    pub warmup_start_lr: f64,
    /// The cosine's floor (timm's `lr_min`, torch's `eta_min`): its value at t = T, which only
    /// `update = "epoch_ahead"` trains at (docs/training.md, "Schedules").
    #[serde(default)]
    pub min_lr: f64,
    /// Step schedule: epochs at which the learning rate is multiplied by `gamma`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub milestones: Vec<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub gamma: Option<f64>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum LossName {
    /// Per-sample cross-entropy.
    CrossEntropy,
    /// DCAL: cross-entropy on the SA, GLCA and PWCA heads, uncertainty-weighted.
    DcalUncertainty,
    /// CLIP image-text contrastive loss with in-batch negatives.
    Contrastive,
    /// Batch-hard triplet loss over PK batches plus cross-entropy.
    TripletCrossEntropy,
    /// Few-shot episode loss: prototypes from the support set classify the queries.
    Episodic,
    /// Mean squared error regression.
    Mse,
}

impl LossName {
    pub fn as_str(self) -> &'static str {
        match self {
            LossName::CrossEntropy => "cross_entropy",
            LossName::DcalUncertainty => "dcal_uncertainty",
            LossName::Contrastive => "contrastive",
            LossName::TripletCrossEntropy => "triplet_cross_entropy",
            LossName::Episodic => "episodic",
            LossName::Mse => "mse",
        }
    }

    /// Why the loss couples the samples of one optimizer batch, if it does.
    pub(crate) fn batch_coupling(self) -> Option<&'static str> {
        match self {
            LossName::Contrastive => Some("in-batch negatives: every image is contrasted with every text of the optimizer batch"),
            LossName::TripletCrossEntropy => Some("batch-hard triplet mining picks the hardest positive and negative inside the whole PK batch"),
            LossName::Episodic => Some("an episode's prototypes and attention need its whole support and query set"),
            LossName::CrossEntropy | LossName::DcalUncertainty | LossName::Mse => None,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct LossSpec {
    pub name: LossName,
    #[serde(default)]
    pub label_smoothing: f64,
    /// `triplet_cross_entropy`: margin of the batch-hard triplet loss (default 0.3).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub triplet_margin: Option<f64>,
    /// `episodic`: VICReg-style variance / invariance / covariance regularisation of the
    /// embeddings (ProFOCT).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub vic: Option<VicSpec>,
}

impl LossSpec {
    /// Plain cross-entropy without smoothing.
    pub fn cross_entropy() -> Self {
        LossSpec {
            name: LossName::CrossEntropy,
            label_smoothing: 0.0,
            triplet_margin: None,
            vic: None,
        }
    }
}

/// Weights of the variance, invariance and covariance terms (lambda_V, lambda_I, lambda_C).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct VicSpec {
    pub variance: f64,
    pub invariance: f64,
    pub covariance: f64,
    /// Also regularise the outputs of the transformer head's attention.
    #[serde(default)]
    pub on_attention: bool,
}

/// What a re-identification evaluation compares between a query and the gallery.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum RetrievalFeatures {
    /// Each feature vector divided by its Euclidean norm first (the distance then ranks by
    /// angle alone), as TransReID's evaluation does with `TEST.FEAT_NORM: 'yes'`.
    Normalized,
    /// The features as the model emits them.
    Raw,
}

impl RetrievalFeatures {
    pub fn as_str(self) -> &'static str {
        match self {
            RetrievalFeatures::Normalized => "normalized",
            RetrievalFeatures::Raw => "raw",
        }
    }
}

/// How the samples of an optimizer step are drawn, when not as a shuffled pass over the data.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum SamplingSpec {
    /// Re-identification PK batches: `identities` identities x `images_per_identity` images.
    Pk {
        identities: u32,
        images_per_identity: u32,
    },
    /// Few-shot episodes: `n_way` classes x (`k_shot` support + `n_query` query) images.
    Episodes {
        n_way: u32,
        k_shot: u32,
        n_query: u32,
    },
}

impl SamplingSpec {
    /// Samples one optimizer step holds.
    pub(crate) fn step_samples(&self) -> u32 {
        match self {
            SamplingSpec::Pk {
                identities,
                images_per_identity,
            } => identities * images_per_identity,
            SamplingSpec::Episodes {
                n_way,
                k_shot,
                n_query,
            } => n_way * (k_shot + n_query),
        }
    }
}

/// What the paper fixes. A change to any of it is a deviation from the paper.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct PaperSpec {
    /// Short name of the method ("DCAL").
    pub name: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
    /// Authors, venue, year and arXiv id.
    pub citation: String,
    /// Samples per optimizer step, summed over accumulation and devices.
    pub effective_batch: u32,
    /// Learning rate at `lr_reference_batch`.
    pub base_lr: f64,
    pub lr_reference_batch: u32,
    pub lr_scaling: LrScaling,
    pub epochs: u32,
    pub input_size: InputSize,
    /// The precision the paper trained in, when it says.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub precision: Option<Precision>,
    /// Few-shot training: optimizer steps (episodes) per epoch, instead of passes over the data.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub episodes_per_epoch: Option<u32>,
    /// Few-shot evaluation: test episodes per evaluation (default 600).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub eval_episodes: Option<u32>,
    /// Re-identification evaluation: whether query and gallery features are compared
    /// normalized to unit length or raw (default normalized).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub retrieval_features: Option<RetrievalFeatures>,
    /// How each optimizer step's samples are drawn (PK batches, episodes); default: shuffled
    /// passes over the training data.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sampling: Option<SamplingSpec>,
    pub optimizer: OptimizerSpec,
    pub schedule: ScheduleSpec,
    pub loss: LossSpec,
    /// What the paper reports for this recipe (`[[paper.results]]`), which a run's evaluation
    /// is compared with.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub results: Vec<ReportedResult>,
}

/// One number the paper reports for this recipe.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ReportedResult {
    /// Which of a run's evaluation metrics it is.
    pub metric: ResultMetric,
    /// The value as the paper prints it: a percentage for accuracy, mAP and rank-1; the
    /// quadratic weighted kappa as a number from -1 to 1.
    pub value: f64,
    /// The split and the evaluation protocol ("mini-ImageNet test classes, 600 episodes of
    /// 5-way 5-shot with 16 queries, mean accuracy").
    pub protocol: String,
    /// Where it is printed: the table or page, or the authors' code.
    pub source: String,
    /// The split the number was measured on, where the layout names its splits and the run
    /// evaluates another one as it trains (mini-ImageNet's `test` classes beside the `val`
    /// classes a run selects its checkpoint on): an evaluation of another split does not
    /// compare with it. Left out, the run's evaluation split is the paper's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub split: Option<String>,
}

/// The evaluation metrics a paper's result can name.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum ResultMetric {
    /// Top-1 accuracy, or the mean accuracy over few-shot test episodes.
    Accuracy,
    /// Re-identification: mean average precision over the queries.
    Map,
    /// Re-identification: rank-1 accuracy.
    Rank1,
    /// The quadratic weighted kappa (APTOS 2019's metric), of a regression onto grades.
    QuadraticWeightedKappa,
}

impl ResultMetric {
    pub(crate) fn label(self) -> &'static str {
        match self {
            ResultMetric::Accuracy => "accuracy",
            ResultMetric::Map => "mAP",
            ResultMetric::Rank1 => "rank-1",
            ResultMetric::QuadraticWeightedKappa => "quadratic weighted kappa",
        }
    }

    /// Whether the paper states it as a percentage.
    pub(crate) fn is_percentage(self) -> bool {
        !matches!(self, ResultMetric::QuadraticWeightedKappa)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lr_scaling_factors() {
        assert_eq!(LrScaling::Linear.factor(16, 512), 16.0 / 512.0);
        assert!((LrScaling::Sqrt.factor(128, 32) - 2.0).abs() < 1e-15);
        assert_eq!(LrScaling::None.factor(7, 512), 1.0);
    }
}
