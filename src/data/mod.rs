//! Datasets, transforms, samplers and batching.

pub(crate) mod check;
pub(crate) mod files;
pub mod formats;
pub mod loader;
pub(crate) mod record;
pub mod samplers;
pub mod synthetic;
pub mod transforms;
pub mod workers;

use candle_core::{Device, Tensor};

use crate::config::schema::{DataFormat, DataSpec, InputSize};
use crate::error::{ConfigError, Result};
use crate::labels::Labels;

/// Which part of a dataset.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Split {
    Train,
    Eval,
}

/// A labelled image dataset: images are CHW f32, transformed and normalised.
pub trait Dataset: Send + Sync {
    fn len(&self) -> usize;

    fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// (channels, height, width).
    fn image_shape(&self) -> (usize, usize, usize);

    /// The label of sample `index`, without reading the image (for samplers).
    fn label(&self, index: usize) -> u32;

    /// Sample `index`, with its random transforms drawn from `seed`.
    fn get(&self, index: usize, seed: u64) -> candle_core::Result<(Vec<f32>, u32)>;

    /// Re-identification: the identity (as published, before relabelling) and camera of
    /// sample `index`, where the layout has them.
    fn identity_and_camera(&self, _index: usize) -> Option<(i64, u32)> {
        None
    }

    /// Descriptions of the images skipped as unreadable since the last call (`on_corrupt =
    /// "skip"`).
    fn take_skipped(&self) -> Vec<String> {
        Vec::new()
    }
}

/// Stack samples into an image batch (n, c, h, w) and their labels. Sample `i` of the
/// batch draws its augmentation from `mix(seed, offset + i)`: its position in the optimizer
/// step, so splitting a step into micro-batches does not change any image.
pub fn batch(
    dataset: &dyn Dataset,
    indices: &[usize],
    seed: u64,
    offset: usize,
    device: &Device,
) -> candle_core::Result<(Tensor, Labels)> {
    let (c, h, w) = dataset.image_shape();
    let host = loader::HostBatch::read(dataset, indices, seed, offset)?;
    let n = indices.len();
    Ok((
        Tensor::from_vec(host.pixels, (n, c, h, w), device)?,
        Labels::new(host.labels, device)?,
    ))
}

/// The data set's class names by label: the training split's (an image folder's class folders,
/// a layout's class file, a CSV's label numbers), or the shapes of synthetic data.
pub(crate) fn class_names(spec: &DataSpec) -> std::result::Result<Vec<String>, ConfigError> {
    match spec.format {
        DataFormat::Synthetic => Ok((0..spec.num_classes)
            .map(synthetic::SyntheticShapes::class_name)
            .collect()),
        _ => Ok(formats::list(spec, Split::Train)?.classes),
    }
}

/// Open the dataset a plan names.
pub fn open(
    spec: &DataSpec,
    image_size: InputSize,
    split: Split,
    seed: u64,
) -> Result<Box<dyn Dataset>> {
    match spec.format {
        DataFormat::Synthetic => {
            let len = match split {
                Split::Train => spec.train_samples.unwrap_or_default() as usize,
                Split::Eval => spec.eval_samples.unwrap_or(0) as usize,
            };
            Ok(Box::new(synthetic::SyntheticShapes::new(
                len,
                spec.num_classes as usize,
                image_size,
                seed,
                split,
            )))
        }
        _ => {
            let listing = formats::list(spec, split)?;
            if let Some(r) = listing.records.iter().find(|r| r.label >= spec.num_classes) {
                return Err(ConfigError::new(format!(
                    "label {} of {} is out of range: the experiment has {} classes",
                    r.label,
                    r.path.display(),
                    spec.num_classes
                ))
                .help(format!(
                    "listed in {}; check data.num_classes and the annotation",
                    r.source
                ))
                .into());
            }
            if listing.records.is_empty() {
                return Err(ConfigError::new(format!(
                    "the {} split of {} has no images",
                    if split == Split::Train {
                        "training"
                    } else {
                        "evaluation"
                    },
                    spec.root
                        .as_ref()
                        .map(|r| r.display().to_string())
                        .unwrap_or_default()
                ))
                .into());
            }
            let transforms =
                transforms::for_split(spec.transforms.as_ref(), split == Split::Train, image_size);
            Ok(Box::new(files::ImageDataset::new(
                listing,
                transforms,
                image_size,
                spec.on_corrupt,
            )))
        }
    }
}
