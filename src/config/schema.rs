//! The configuration schema: what an experiment file, a preset file and the command line may
//! say. Every struct denies unknown keys, so a typo is an error (with a suggestion), never a
//! silently ignored setting.

use std::collections::BTreeMap;
use std::fmt;
use std::path::PathBuf;

use serde::{Deserialize, Serialize};

/// How the learning rate follows the effective batch: `lr = base_lr * f(batch / reference)`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
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

/// Numeric precision of the forward/backward computation. Master weights are always f32.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Precision {
    Fp32,
    Bf16,
    Fp16,
}

impl Precision {
    pub fn as_str(self) -> &'static str {
        match self {
            Precision::Fp32 => "fp32",
            Precision::Bf16 => "bf16",
            Precision::Fp16 => "fp16",
        }
    }
}

impl Precision {
    /// The dtype a model computes in: activations and weight copies (the master weights stay
    /// f32).
    pub fn dtype(self) -> candle_core::DType {
        match self {
            Precision::Fp32 => candle_core::DType::F32,
            Precision::Bf16 => candle_core::DType::BF16,
            Precision::Fp16 => candle_core::DType::F16,
        }
    }
}

impl fmt::Display for Precision {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
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

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
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

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
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

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ScheduleSpec {
    pub name: ScheduleName,
    /// Linear warmup length in epochs (converted to optimizer steps by the plan).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub warmup_epochs: Option<f64>,
    /// Linear warmup length in optimizer steps (instead of `warmup_epochs`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub warmup_steps: Option<u64>,
    /// Learning rate at the first warmup step.
    #[serde(default)]
    pub warmup_start_lr: f64,
    /// Final learning rate of the cosine schedule.
    #[serde(default)]
    pub min_lr: f64,
    /// Step schedule: epochs at which the learning rate is multiplied by `gamma`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub milestones: Vec<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub gamma: Option<f64>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
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
    pub fn batch_coupling(self) -> Option<&'static str> {
        match self {
            LossName::Contrastive => Some("in-batch negatives: every image is contrasted with every text of the optimizer batch"),
            LossName::TripletCrossEntropy => Some("batch-hard triplet mining picks the hardest positive and negative inside the whole PK batch"),
            LossName::Episodic => Some("an episode's prototypes and attention need its whole support and query set"),
            LossName::CrossEntropy | LossName::DcalUncertainty | LossName::Mse => None,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
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
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct VicSpec {
    pub variance: f64,
    pub invariance: f64,
    pub covariance: f64,
    /// Also regularise the outputs of the transformer head's attention.
    #[serde(default)]
    pub on_attention: bool,
}

/// How the samples of an optimizer step are drawn, when not as a shuffled pass over the data.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
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
    pub fn step_samples(&self) -> u32 {
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

/// Input resolution: one integer for a square, or `[height, width]`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct InputSize {
    pub height: u32,
    pub width: u32,
}

impl InputSize {
    pub fn square(side: u32) -> Self {
        InputSize {
            height: side,
            width: side,
        }
    }
}

impl fmt::Display for InputSize {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.height == self.width {
            write!(f, "{}", self.height)
        } else {
            write!(f, "{}x{}", self.height, self.width)
        }
    }
}

impl Serialize for InputSize {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        if self.height == self.width {
            s.serialize_u32(self.height)
        } else {
            [self.height, self.width].serialize(s)
        }
    }
}

impl<'de> Deserialize<'de> for InputSize {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct Visitor;
        impl<'de> serde::de::Visitor<'de> for Visitor {
            type Value = InputSize;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a positive integer (square side) or [height, width]")
            }
            fn visit_u64<E: serde::de::Error>(self, v: u64) -> Result<InputSize, E> {
                match u32::try_from(v) {
                    Ok(side) if side > 0 => Ok(InputSize::square(side)),
                    _ => Err(E::invalid_value(serde::de::Unexpected::Unsigned(v), &self)),
                }
            }
            fn visit_i64<E: serde::de::Error>(self, v: i64) -> Result<InputSize, E> {
                match u64::try_from(v) {
                    Ok(u) => self.visit_u64(u),
                    Err(_) => Err(E::invalid_value(serde::de::Unexpected::Signed(v), &self)),
                }
            }
            fn visit_seq<A: serde::de::SeqAccess<'de>>(
                self,
                mut seq: A,
            ) -> Result<InputSize, A::Error> {
                let mut dims = Vec::new();
                while let Some(d) = seq.next_element::<u32>()? {
                    dims.push(d);
                }
                match dims.as_slice() {
                    [h, w] if *h > 0 && *w > 0 => Ok(InputSize {
                        height: *h,
                        width: *w,
                    }),
                    [_, _] => Err(serde::de::Error::custom(
                        "height and width must both be positive",
                    )),
                    _ => Err(serde::de::Error::invalid_length(dims.len(), &self)),
                }
            }
        }
        d.deserialize_any(Visitor)
    }
}

/// Model architectures paperfit knows. The plan needs to know whether an architecture uses
/// BatchNorm, which decides whether micro-batching is exact.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ModelArch {
    /// The quickstart's small convolutional net (no BatchNorm).
    SmallCnn,
    /// Conv4 few-shot backbone (conv-BN-ReLU-pool x 4).
    Conv4,
    Resnet18,
    Resnet34,
    Resnet50,
    #[serde(rename = "seresnext50_32x4d")]
    SeResNext50_32x4d,
    #[serde(rename = "vit_b16")]
    VitB16,
    #[serde(rename = "vit_b32")]
    VitB32,
    DeitTiny,
    DeitSmall,
    DeitBase,
    #[serde(rename = "clip_vit_b32")]
    ClipVitB32,
    #[serde(rename = "clip_vit_b16")]
    ClipVitB16,
    /// Dual cross-attention learning on a ViT backbone.
    Dcal,
    /// Few-shot cosine transformer head on a backbone.
    Fsct,
}

impl ModelArch {
    pub fn as_str(self) -> &'static str {
        match self {
            ModelArch::SmallCnn => "small_cnn",
            ModelArch::Conv4 => "conv4",
            ModelArch::Resnet18 => "resnet18",
            ModelArch::Resnet34 => "resnet34",
            ModelArch::Resnet50 => "resnet50",
            ModelArch::SeResNext50_32x4d => "seresnext50_32x4d",
            ModelArch::VitB16 => "vit_b16",
            ModelArch::VitB32 => "vit_b32",
            ModelArch::DeitTiny => "deit_tiny",
            ModelArch::DeitSmall => "deit_small",
            ModelArch::DeitBase => "deit_base",
            ModelArch::ClipVitB32 => "clip_vit_b32",
            ModelArch::ClipVitB16 => "clip_vit_b16",
            ModelArch::Dcal => "dcal",
            ModelArch::Fsct => "fsct",
        }
    }

    /// Architectures that wrap a backbone (and need `model.backbone`).
    pub fn needs_backbone(self) -> bool {
        matches!(self, ModelArch::Dcal | ModelArch::Fsct)
    }

    /// Whether the architecture itself normalises with BatchNorm.
    pub fn has_batchnorm(self) -> bool {
        matches!(
            self,
            ModelArch::Conv4
                | ModelArch::Resnet18
                | ModelArch::Resnet34
                | ModelArch::Resnet50
                | ModelArch::SeResNext50_32x4d
        )
    }

    /// OpenAI CLIP image + text models.
    pub fn is_clip(self) -> bool {
        matches!(self, ModelArch::ClipVitB32 | ModelArch::ClipVitB16)
    }

    pub fn is_vit(self) -> bool {
        matches!(
            self,
            ModelArch::VitB16
                | ModelArch::VitB32
                | ModelArch::DeitTiny
                | ModelArch::DeitSmall
                | ModelArch::DeitBase
                | ModelArch::ClipVitB32
                | ModelArch::ClipVitB16
        )
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DcalSpec {
    /// Fraction R of tokens used as GLCA local queries (0.1 fine-grained, 0.3 re-ID).
    pub local_query_ratio: f64,
    /// Number of global-local cross-attention blocks (M).
    #[serde(default = "one")]
    pub glca_blocks: u32,
    /// Pair-wise cross-attention during training.
    #[serde(default = "yes")]
    pub pair_wise: bool,
}

fn one() -> u32 {
    1
}

fn yes() -> bool {
    true
}

/// The text side of a CLIP model (`clip_vit_b32`, `clip_vit_b16`): how class labels become
/// prompts for the text tower. Paths are read as given (relative to the working directory).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ClipSpec {
    /// OpenAI's BPE merges file `bpe_simple_vocab_16e6.txt.gz` (gzip or plain text) or a
    /// Hugging Face `tokenizer.json`; its vocabulary decides the token embedding's rows (49408).
    pub tokenizer: PathBuf,
    /// Prompt templates, each with `{}` where the class name goes (`"a photo of a {}."`).
    pub templates: Vec<String>,
    /// Text file with one class name per line, in label order (line k names label k - 1); for
    /// Stanford Cars the 196 names of the devkit, as `names.csv` of its CSV conversion lists them.
    /// Required for real data; built-in synthetic data names its own classes (the plan drops
    /// this file and says so).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub class_names: Option<PathBuf>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ModelSpec {
    pub name: ModelArch,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub backbone: Option<ModelArch>,
    pub num_classes: u32,
    /// Input size the model is built for; defaults to `paper.input_size`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub image_size: Option<InputSize>,
    #[serde(default)]
    pub drop_path_rate: f64,
    /// Local safetensors file with pretrained weights under their public names.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pretrained: Option<PathBuf>,
    /// Keep BatchNorm in eval mode (running statistics frozen) during training.
    #[serde(default)]
    pub freeze_batchnorm: bool,
    /// Channel widths of the stages (small_cnn).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub channels: Option<Vec<u32>>,
    /// Transformer width and depth instead of the architecture's (a different model: for
    /// tiny-scale tests and smoke runs; the plan lists it as a deviation).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub width: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub depth: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dcal: Option<DcalSpec>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clip: Option<ClipSpec>,
}

impl ModelSpec {
    /// `name` with `num_classes` outputs at `image_size`, every optional setting at its
    /// default.
    pub fn new(name: ModelArch, num_classes: u32, image_size: InputSize) -> Self {
        ModelSpec {
            name,
            backbone: None,
            num_classes,
            image_size: Some(image_size),
            drop_path_rate: 0.0,
            pretrained: None,
            freeze_batchnorm: false,
            channels: None,
            width: None,
            depth: None,
            dcal: None,
            clip: None,
        }
    }

    /// Whether any part of the model normalises with BatchNorm.
    pub fn has_batchnorm(&self) -> bool {
        self.name.has_batchnorm() || self.backbone.is_some_and(ModelArch::has_batchnorm)
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DataFormat {
    /// Procedurally generated images: no files needed.
    Synthetic,
    ImageFolder,
    Csv,
    Cub200,
    StanfordCars,
    FgvcAircraft,
    MiniImagenet,
    Market1501,
    Aptos2019,
}

impl DataFormat {
    pub fn as_str(self) -> &'static str {
        match self {
            DataFormat::Synthetic => "synthetic",
            DataFormat::ImageFolder => "image_folder",
            DataFormat::Csv => "csv",
            DataFormat::Cub200 => "cub200",
            DataFormat::StanfordCars => "stanford_cars",
            DataFormat::FgvcAircraft => "fgvc_aircraft",
            DataFormat::MiniImagenet => "mini_imagenet",
            DataFormat::Market1501 => "market1501",
            DataFormat::Aptos2019 => "aptos2019",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DataSpec {
    /// Human name of the dataset ("CUB-200-2011").
    pub name: String,
    pub format: DataFormat,
    /// Directory holding the dataset in its published layout (not needed for `synthetic`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub root: Option<PathBuf>,
    pub num_classes: u32,
    /// Training images per epoch (the published split size; the schedule is derived from it).
    pub train_samples: u32,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub eval_samples: Option<u32>,
    /// Drop the last incomplete optimizer batch of each epoch instead of training on it.
    #[serde(default)]
    pub drop_last: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub num_workers: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub prefetch: Option<u32>,
    /// Split to train on / evaluate on, where the layout has named splits (`train`, `val`,
    /// `test`, `query`, ...); each format has a default.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub train_split: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub eval_split: Option<String>,
    /// `csv`: the CSV of each split, relative to `root`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub train_csv: Option<PathBuf>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub eval_csv: Option<PathBuf>,
    /// `csv`: column names (default `path` and `label`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub path_column: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub label_column: Option<String>,
    /// `csv`: directory the image paths are relative to (default: `root`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub image_root: Option<PathBuf>,
    /// `cub200`, `stanford_cars`: crop each image to its annotated bounding box.
    #[serde(default)]
    pub bounding_box_crop: bool,
    /// `aptos2019`: share of `train.csv` held out for evaluation (deterministic by image id).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub eval_fraction: Option<f64>,
    /// What to do with an image that cannot be read.
    #[serde(default)]
    pub on_corrupt: OnCorrupt,
    /// Image transforms of each split.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub transforms: Option<TransformsSpec>,
}

/// Loader threads when `data.num_workers` is not set.
pub const DEFAULT_WORKERS: u32 = 2;
/// Prepared optimizer steps queued ahead when `data.prefetch` is not set.
pub const DEFAULT_PREFETCH: u32 = 2;

impl DataSpec {
    /// Loader threads ([`DEFAULT_WORKERS`] unless set).
    pub fn workers(&self) -> u32 {
        self.num_workers.unwrap_or(DEFAULT_WORKERS)
    }

    /// Optimizer steps the loader prepares ahead ([`DEFAULT_PREFETCH`] unless set).
    pub fn prefetch_steps(&self) -> u32 {
        self.prefetch.unwrap_or(DEFAULT_PREFETCH)
    }

    /// A dataset of files in `format` under `root`, with every optional setting at its default.
    pub fn files(
        name: &str,
        format: DataFormat,
        root: impl Into<PathBuf>,
        num_classes: u32,
    ) -> Self {
        DataSpec {
            name: name.to_string(),
            format,
            root: Some(root.into()),
            num_classes,
            train_samples: 0,
            eval_samples: None,
            drop_last: false,
            num_workers: None,
            prefetch: None,
            train_split: None,
            eval_split: None,
            train_csv: None,
            eval_csv: None,
            path_column: None,
            label_column: None,
            image_root: None,
            bounding_box_crop: false,
            eval_fraction: None,
            on_corrupt: OnCorrupt::Error,
            transforms: None,
        }
    }
}

/// What to do with an image that cannot be read or decoded.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum OnCorrupt {
    /// Stop with an error naming the file and the entry that referenced it.
    #[default]
    Error,
    /// Replace it by the next readable sample, count it, and report at the end of the epoch.
    Skip,
}

/// Transforms of the training and evaluation images: a named recipe, or explicit lists.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TransformsSpec {
    /// `dcal`: resize 550 x 550, random crop 448 for training; resize 550 x 550, center crop
    /// 448 for evaluation; ImageNet normalisation.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub recipe: Option<TransformRecipe>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub train: Option<Vec<Transform>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub eval: Option<Vec<Transform>>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TransformRecipe {
    Dcal,
}

/// One image transform. Random ones draw from a generator seeded per sample and epoch.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "op", rename_all = "snake_case", deny_unknown_fields)]
pub enum Transform {
    /// Resize to `size`; with `shorter_side`, scale so the shorter side is `size` (an integer).
    Resize {
        size: InputSize,
        #[serde(default)]
        shorter_side: bool,
    },
    RandomCrop {
        size: InputSize,
    },
    /// Crop a random area share in `scale` with aspect ratio in `ratio`, resize to `size`.
    RandomResizedCrop {
        size: InputSize,
        #[serde(default = "default_rrc_scale")]
        scale: [f64; 2],
        #[serde(default = "default_rrc_ratio")]
        ratio: [f64; 2],
    },
    CenterCrop {
        size: InputSize,
    },
    /// Pad every side with `padding` zero pixels (before a random crop, as re-ID recipes do).
    Pad {
        padding: u32,
    },
    HorizontalFlip {
        #[serde(default = "half")]
        p: f64,
    },
    VerticalFlip {
        #[serde(default = "half")]
        p: f64,
    },
    /// Random brightness, contrast and saturation factors in [1 - x, 1 + x].
    ColorJitter {
        #[serde(default)]
        brightness: f64,
        #[serde(default)]
        contrast: f64,
        #[serde(default)]
        saturation: f64,
    },
    /// Subtract the mean and divide by the standard deviation per channel (of [0, 1] pixels).
    Normalize {
        #[serde(default = "imagenet_mean")]
        mean: [f64; 3],
        #[serde(default = "imagenet_std")]
        std: [f64; 3],
    },
    /// Erase a random rectangle (after normalisation, with zeros), as timm's RandomErasing.
    RandomErasing {
        #[serde(default = "quarter")]
        p: f64,
        #[serde(default = "default_erase_scale")]
        scale: [f64; 2],
        #[serde(default = "default_erase_ratio")]
        ratio: [f64; 2],
    },
}

fn default_rrc_scale() -> [f64; 2] {
    [0.08, 1.0]
}
fn default_rrc_ratio() -> [f64; 2] {
    [3.0 / 4.0, 4.0 / 3.0]
}
fn half() -> f64 {
    0.5
}
fn quarter() -> f64 {
    0.25
}
fn default_erase_scale() -> [f64; 2] {
    [0.02, 1.0 / 3.0]
}
fn default_erase_ratio() -> [f64; 2] {
    [0.3, 3.3]
}
/// ImageNet channel means and standard deviations (torchvision's values).
pub fn imagenet_mean() -> [f64; 3] {
    [0.485, 0.456, 0.406]
}
pub fn imagenet_std() -> [f64; 3] {
    [0.229, 0.224, 0.225]
}

/// What the paper fixes. A change to any of it is a deviation from the paper.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
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
    /// How each optimizer step's samples are drawn (PK batches, episodes); default: shuffled
    /// passes over the training data.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sampling: Option<SamplingSpec>,
    pub optimizer: OptimizerSpec,
    pub schedule: ScheduleSpec,
    pub loss: LossSpec,
}

/// `train.micro_batch`: a number, or `"auto"` (fitted to the memory budget).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MicroBatch {
    Fixed(u32),
    Auto,
}

impl MicroBatch {
    pub fn fixed(self) -> Option<u32> {
        match self {
            MicroBatch::Fixed(m) => Some(m),
            MicroBatch::Auto => None,
        }
    }
}

impl fmt::Display for MicroBatch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MicroBatch::Fixed(m) => write!(f, "{m}"),
            MicroBatch::Auto => f.write_str("\"auto\""),
        }
    }
}

impl Serialize for MicroBatch {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            MicroBatch::Fixed(m) => s.serialize_u32(*m),
            MicroBatch::Auto => s.serialize_str("auto"),
        }
    }
}

impl<'de> Deserialize<'de> for MicroBatch {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct Visitor;
        impl serde::de::Visitor<'_> for Visitor {
            type Value = MicroBatch;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a whole number (>= 1) or \"auto\"")
            }
            fn visit_u64<E: serde::de::Error>(self, v: u64) -> Result<MicroBatch, E> {
                u32::try_from(v)
                    .map(MicroBatch::Fixed)
                    .map_err(|_| E::invalid_value(serde::de::Unexpected::Unsigned(v), &self))
            }
            fn visit_i64<E: serde::de::Error>(self, v: i64) -> Result<MicroBatch, E> {
                u64::try_from(v)
                    .map_err(|_| E::invalid_value(serde::de::Unexpected::Signed(v), &self))
                    .and_then(|v| self.visit_u64(v))
            }
            fn visit_str<E: serde::de::Error>(self, v: &str) -> Result<MicroBatch, E> {
                if v == "auto" {
                    Ok(MicroBatch::Auto)
                } else {
                    Err(E::invalid_type(serde::de::Unexpected::Str(v), &self))
                }
            }
        }
        d.deserialize_any(Visitor)
    }
}

/// How the run executes. None of it changes the trained model, except where the plan says so.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TrainSpec {
    /// Samples per forward/backward pass on one device, or `"auto"`: the largest that divides
    /// the per-device batch and fits the memory budget (see `crate::memory`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub micro_batch: Option<MicroBatch>,
    /// Micro-batches per optimizer step on one device.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub accumulation_steps: Option<u32>,
    pub world_size: u32,
    pub precision: Precision,
    pub gradient_checkpointing: bool,
    /// Clip the global gradient norm of each optimizer step to this value.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub grad_clip_norm: Option<f64>,
    pub seed: u64,
    /// Log a metrics line every this many optimizer steps.
    pub log_every: u32,
    /// Evaluate every this many epochs (0: only at the end).
    pub eval_every_epochs: u32,
    /// Write a checkpoint every this many optimizer steps (0: only at the end).
    pub checkpoint_every: u32,
}

/// Who chose a recipe value.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SourceKind {
    /// Stated in the paper.
    Paper,
    /// Taken from the authors' released code.
    AuthorsCode,
    /// Not stated by the authors; chosen by an unofficial reimplementation.
    Unofficial,
    /// Stated by nobody: paperfit's documented assumption.
    Assumed,
}

impl SourceKind {
    pub fn as_str(self) -> &'static str {
        match self {
            SourceKind::Paper => "paper",
            SourceKind::AuthorsCode => "authors_code",
            SourceKind::Unofficial => "unofficial",
            SourceKind::Assumed => "assumed",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SourceNote {
    pub source: SourceKind,
    pub note: String,
}

/// A fully layered experiment: the value the resolver turns into a plan.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ExperimentConfig {
    pub paper: PaperSpec,
    pub model: ModelSpec,
    pub data: DataSpec,
    pub train: TrainSpec,
    /// Values that the paper does not state, keyed by their dotted path, with who chose them.
    /// Every other value under `[paper]` is stated by the paper.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub sources: BTreeMap<String, SourceNote>,
}

/// The `[preset]` table of a preset file.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PresetInfo {
    pub description: String,
    /// Nominal device memory in GB (as sold: a "16 GB" card).
    pub memory_gb: f64,
    /// Share of the device memory a plan may use (the rest is CUDA context, allocator slack).
    pub usable_fraction: f64,
    pub device: DeviceKind,
    #[serde(default)]
    pub examples: Vec<String>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum DeviceKind {
    Cpu,
    Cuda,
}

impl DeviceKind {
    pub fn as_str(self) -> &'static str {
        match self {
            DeviceKind::Cpu => "cpu",
            DeviceKind::Cuda => "cuda",
        }
    }
}

/// The names a type's serde representation accepts: a struct's fields or an enum's variants
/// (used for "belongs in [train]" hints and to list valid values in errors).
fn serde_names<'de, T: Deserialize<'de>>() -> &'static [&'static str] {
    struct Probe(Option<&'static [&'static str]>);
    #[derive(Debug)]
    struct Stop;
    impl fmt::Display for Stop {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.write_str("name probe")
        }
    }
    impl std::error::Error for Stop {}
    impl serde::de::Error for Stop {
        fn custom<M: fmt::Display>(_: M) -> Self {
            Stop
        }
    }
    impl<'de> serde::Deserializer<'de> for &mut Probe {
        type Error = Stop;
        fn deserialize_any<V: serde::de::Visitor<'de>>(self, _: V) -> Result<V::Value, Stop> {
            Err(Stop)
        }
        fn deserialize_struct<V: serde::de::Visitor<'de>>(
            self,
            _: &'static str,
            fields: &'static [&'static str],
            _: V,
        ) -> Result<V::Value, Stop> {
            self.0 = Some(fields);
            Err(Stop)
        }
        fn deserialize_enum<V: serde::de::Visitor<'de>>(
            self,
            _: &'static str,
            variants: &'static [&'static str],
            _: V,
        ) -> Result<V::Value, Stop> {
            self.0 = Some(variants);
            Err(Stop)
        }
        serde::forward_to_deserialize_any! {
            bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string bytes byte_buf
            option unit unit_struct newtype_struct seq tuple tuple_struct map identifier
            ignored_any
        }
    }
    let mut probe = Probe(None);
    let _ = T::deserialize(&mut probe);
    probe.0.unwrap_or(&[])
}

/// The fields of a struct of the schema.
pub fn field_names<'de, T: Deserialize<'de>>() -> &'static [&'static str] {
    serde_names::<T>()
}

/// The sections a key can live in, with their keys (for "belongs in [train]" hints and
/// suggestions for mistyped keys).
pub fn section_fields() -> [(&'static str, &'static [&'static str]); 4] {
    [
        ("paper", field_names::<PaperSpec>()),
        ("model", field_names::<ModelSpec>()),
        ("data", field_names::<DataSpec>()),
        ("train", field_names::<TrainSpec>()),
    ]
}

/// What a schema type accepts, by the name serde reports in type errors (`enum ModelArch`,
/// `struct OptimizerSpec`), in words a user can act on.
pub fn describe_schema_type(serde_expected: &str) -> Option<String> {
    let quoted = |names: &[&str]| {
        names
            .iter()
            .map(|n| format!("`{n}`"))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let one_of = |names: &[&str]| Some(format!("one of {}", quoted(names)));
    let table = |names: &[&str]| Some(format!("a table with keys {}", quoted(names)));
    match serde_expected.strip_prefix("enum ").or_else(|| serde_expected.strip_prefix("struct ")) {
        Some("LrScaling") => one_of(serde_names::<LrScaling>()),
        Some("Precision") => one_of(serde_names::<Precision>()),
        Some("OptimizerName") => one_of(serde_names::<OptimizerName>()),
        Some("ScheduleName") => one_of(serde_names::<ScheduleName>()),
        Some("LossName") => one_of(serde_names::<LossName>()),
        Some("ModelArch") => one_of(serde_names::<ModelArch>()),
        Some("DataFormat") => one_of(serde_names::<DataFormat>()),
        Some("SourceKind") => one_of(serde_names::<SourceKind>()),
        Some("DeviceKind") => one_of(serde_names::<DeviceKind>()),
        Some("OptimizerSpec") => table(serde_names::<OptimizerSpec>()),
        Some("ScheduleSpec") => table(serde_names::<ScheduleSpec>()),
        Some("LossSpec") => table(serde_names::<LossSpec>()),
        Some("DcalSpec") => table(serde_names::<DcalSpec>()),
        Some("ClipSpec") => table(serde_names::<ClipSpec>()),
        Some("VicSpec") => table(serde_names::<VicSpec>()),
        Some("SamplingSpec") => Some("a table { kind = \"pk\", identities = .., images_per_identity = .. } or { kind = \"episodes\", n_way = .., k_shot = .., n_query = .. }".into()),
        Some("ModelSpec") => table(serde_names::<ModelSpec>()),
        Some("DataSpec") => table(serde_names::<DataSpec>()),
        Some("PaperSpec") => table(serde_names::<PaperSpec>()),
        Some("TrainSpec") => table(serde_names::<TrainSpec>()),
        Some("SourceNote") => Some("a table { source = \"paper\" | \"authors_code\" | \"unofficial\" | \"assumed\", note = \"...\" }".into()),
        Some("PresetInfo") => table(serde_names::<PresetInfo>()),
        Some("ExperimentConfig") => table(serde_names::<ExperimentConfig>()),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn field_names_lists_struct_fields() {
        let f = field_names::<TrainSpec>();
        assert!(f.contains(&"micro_batch"));
        assert!(f.contains(&"gradient_checkpointing"));
        assert!(!f.contains(&"effective_batch"));
        assert!(field_names::<PaperSpec>().contains(&"effective_batch"));
    }

    #[test]
    fn schema_types_are_described_in_words() {
        let d = describe_schema_type("enum ModelArch").unwrap();
        assert!(d.contains("`resnet34`") && d.contains("`dcal`"), "{d}");
        let d = describe_schema_type("struct OptimizerSpec").unwrap();
        assert!(d.starts_with("a table with keys `name`"), "{d}");
        assert_eq!(describe_schema_type("u32"), None);
    }

    #[test]
    fn lr_scaling_factors() {
        assert_eq!(LrScaling::Linear.factor(16, 512), 16.0 / 512.0);
        assert!((LrScaling::Sqrt.factor(128, 32) - 2.0).abs() < 1e-15);
        assert_eq!(LrScaling::None.factor(7, 512), 1.0);
    }

    #[test]
    fn input_size_accepts_square_and_pair_and_rejects_zero() {
        let v: InputSize = toml::from_str::<toml::Table>("x = 448").unwrap()["x"]
            .clone()
            .try_into()
            .unwrap();
        assert_eq!(v, InputSize::square(448));
        let v: InputSize = toml::from_str::<toml::Table>("x = [256, 128]").unwrap()["x"]
            .clone()
            .try_into()
            .unwrap();
        assert_eq!((v.height, v.width), (256, 128));
        assert!(toml::from_str::<toml::Table>("x = 0").unwrap()["x"]
            .clone()
            .try_into::<InputSize>()
            .is_err());
        assert!(toml::from_str::<toml::Table>("x = [1, 2, 3]").unwrap()["x"]
            .clone()
            .try_into::<InputSize>()
            .is_err());
    }
}
