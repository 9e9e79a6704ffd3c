//! `[data]`: the dataset, where it is, how it is read and augmented.

use std::path::PathBuf;

use serde::{Deserialize, Serialize};

use super::InputSize;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
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

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct DataSpec {
    /// Human name of the dataset ("CUB-200-2011").
    pub name: String,
    pub format: DataFormat,
    /// Directory holding the dataset in its published layout (not needed for `synthetic`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub root: Option<PathBuf>,
    pub num_classes: u32,
    /// `image_folder`: the class names in label order (the first is label 0). Every class
    /// folder of every split must be one of them and each must have a training folder; left
    /// out, the classes are the training split's folders sorted by name.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub classes: Option<Vec<String>>,
    /// Training images per epoch: the published split size as the experiment states it. With a
    /// dataset on disk the plan counts the split instead and the schedule follows the count
    /// (`plan::data_counts`); a count other than the stated one is a deviation. Optional for
    /// data on disk (the count is then the size); synthetic data has this many images.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub train_samples: Option<u32>,
    /// Evaluation images, stated and counted like `train_samples`; 0: the run does not
    /// evaluate. Left out: data on disk evaluates on its evaluation split where the layout has
    /// one (counted), synthetic data does not evaluate.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub eval_samples: Option<u32>,
    /// Drop the last incomplete optimizer batch of each epoch instead of training on it.
    #[serde(default)]
    pub drop_last: bool,
    /// Loader threads per rank; absent: sized to the machine when the run starts
    /// (`data::workers`), so the plan is the same on every machine.
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
    /// `aptos2019`: share of `train.csv` held out for evaluation (deterministic by image id);
    /// `image_folder` without an evaluation folder: share of each class's training images held
    /// out for evaluation (deterministic by class and file name).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub eval_fraction: Option<f64>,
    /// What to do with an image that cannot be read.
    #[serde(default)]
    pub on_corrupt: OnCorrupt,
    /// Stop (exit 2) when a split on disk holds another number of images than the experiment
    /// states, instead of training on what is there with the difference listed as a deviation.
    #[serde(default)]
    pub exact_counts: bool,
    /// Image transforms of each split.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub transforms: Option<TransformsSpec>,
}

/// Prepared optimizer steps queued ahead when `data.prefetch` is not set.
pub(crate) const DEFAULT_PREFETCH: u32 = 2;

impl DataSpec {
    /// Optimizer steps the loader prepares ahead ([`DEFAULT_PREFETCH`] unless set).
    pub(crate) fn prefetch_steps(&self) -> u32 {
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
            classes: None,
            train_samples: None,
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
            exact_counts: false,
            transforms: None,
        }
    }
}

/// What to do with an image that cannot be read or decoded.
#[derive(
    Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema,
)]
#[serde(rename_all = "snake_case")]
pub enum OnCorrupt {
    /// Stop with an error naming the file and the entry that referenced it.
    #[default]
    Error,
    /// In training, replace it by the next readable sample, count it, and report at the end of
    /// the epoch; in evaluation, leave it out of the scores (every evaluation image is read once
    /// when the run opens its data) and report it with the first epoch's.
    Skip,
}

/// Transforms of the training and evaluation images: a named recipe, or explicit lists.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
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

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum TransformRecipe {
    Dcal,
}

/// One image transform. Random ones draw from a generator seeded per sample and epoch.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(tag = "op", rename_all = "snake_case", deny_unknown_fields)]
pub enum Transform {
    /// Resize to `size`; with `shorter_side`, scale so the shorter side is `size` (an integer).
    Resize {
        size: InputSize,
        #[serde(default)]
        shorter_side: bool,
        #[serde(default)]
        interpolation: Interpolation,
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
        #[serde(default)]
        interpolation: Interpolation,
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
    /// torchvision's `RandomAffine` (Pillow's affine transform): a rotation by an angle drawn
    /// from `degrees` (`[min, max]`, clockwise as `F.affine`), a translation by whole pixels up to
    /// `translate` of the width and height, a scale drawn from `scale`, and shears in degrees
    /// drawn from `shear` (`[min, max]` along x, or `[x min, x max, y min, y max]`), about the
    /// image's centre; `interpolation` nearest by default, as torchvision's; what comes from
    /// outside the image is `fill` (an RGB colour).
    RandomAffine {
        degrees: [f64; 2],
        #[serde(default)]
        translate: Option<[f64; 2]>,
        #[serde(default)]
        scale: Option<[f64; 2]>,
        #[serde(default)]
        shear: Option<Vec<f64>>,
        #[serde(default = "nearest")]
        interpolation: Interpolation,
        #[serde(default)]
        fill: [u8; 3],
    },
    /// Erase a random rectangle of the normalised image, as timm's `RandomErasing` (its
    /// defaults: scale [0.02, 1/3], ratio [0.3, 1/0.3]).
    RandomErasing {
        #[serde(default = "quarter")]
        p: f64,
        #[serde(default = "default_erase_scale")]
        scale: [f64; 2],
        #[serde(default = "default_erase_ratio")]
        ratio: [f64; 2],
        #[serde(default)]
        fill: ErasingFill,
    },
}

/// How a resize or an affine transform interpolates: Pillow's filters, under torchvision's
/// `InterpolationMode` names.
#[derive(
    Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema,
)]
#[serde(rename_all = "snake_case")]
pub enum Interpolation {
    /// torchvision's default.
    #[default]
    Bilinear,
    /// `interpolation=3` in torchvision's transforms (TransReID's training resize, say).
    Bicubic,
    /// The nearest pixel: `RandomAffine`'s default.
    Nearest,
}

/// What an erased rectangle holds.
#[derive(
    Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema,
)]
#[serde(rename_all = "snake_case")]
pub enum ErasingFill {
    /// Zeros (the mean colour after normalisation): timm's mode `const`, torchvision's default.
    #[default]
    Zero,
    /// A value drawn from N(0, 1) for each erased value: timm's mode `pixel`.
    Normal,
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
fn nearest() -> Interpolation {
    Interpolation::Nearest
}
fn quarter() -> f64 {
    0.25
}
fn default_erase_scale() -> [f64; 2] {
    [0.02, 1.0 / 3.0]
}
fn default_erase_ratio() -> [f64; 2] {
    [0.3, 1.0 / 0.3]
}
/// ImageNet channel means and standard deviations (torchvision's values).
pub fn imagenet_mean() -> [f64; 3] {
    [0.485, 0.456, 0.406]
}
pub fn imagenet_std() -> [f64; 3] {
    [0.229, 0.224, 0.225]
}
/// The mean and std OpenAI's CLIP weights were trained with (open_clip's `OPENAI_DATASET_MEAN`
/// and `OPENAI_DATASET_STD`).
pub(crate) fn openai_clip_mean() -> [f64; 3] {
    [0.48145466, 0.4578275, 0.40821073]
}
pub(crate) fn openai_clip_std() -> [f64; 3] {
    [0.26862954, 0.26130258, 0.27577711]
}
