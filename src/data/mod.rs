//! Datasets, transforms, samplers and batching.

pub(crate) mod check;
pub(crate) mod files;
pub mod formats;
mod jpeg;
pub mod loader;
pub(crate) mod pillow;
mod pillow_affine;
pub(crate) mod record;
pub mod samplers;
pub mod synthetic;
pub mod transforms;
pub mod workers;

use candle_core::{DType, Device, Tensor};
pub use files::decode;
pub use transforms::Image;

use crate::config::schema::{DataFormat, DataSpec, InputSize, OnCorrupt};
use crate::error::{ConfigError, Result};
use crate::labels::Labels;

/// Which part of a dataset.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Split {
    Train,
    Eval,
}

/// A labelled image dataset: images are transformed 8-bit CHW pixels with what normalises them.
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
    fn get(&self, index: usize, seed: u64) -> candle_core::Result<(Image, u32)>;

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

    /// The file of sample `index` and the listing entry that named it, where it has one
    /// (generated images have none).
    fn file(&self, _index: usize) -> Option<(&std::path::Path, &str)> {
        None
    }
}

/// A run's evaluation split shares no image with its training split: an image in both would
/// be scored after being trained on, and the score would measure memorisation. Plans refuse
/// the configurations that do so by name ([`formats::training_split_evaluated`]); this finds
/// the files two listings share (hand-made CSV files that list one image in both), by their
/// paths as listed and without `.` components.
pub(crate) fn check_disjoint(train: &dyn Dataset, eval: &dyn Dataset) -> Result<()> {
    let key = |p: &std::path::Path| -> std::path::PathBuf {
        p.components()
            .filter(|c| !matches!(c, std::path::Component::CurDir))
            .collect()
    };
    let trained: std::collections::HashMap<std::path::PathBuf, &str> = (0..train.len())
        .filter_map(|i| train.file(i))
        .map(|(path, entry)| (key(path), entry))
        .collect();
    let shared: Vec<String> = (0..eval.len())
        .filter_map(|i| eval.file(i))
        .filter_map(|(path, entry)| {
            let first = trained.get(&key(path))?;
            Some(format!("{} ({first} and {entry})", path.display()))
        })
        .collect();
    let Some(first) = shared.first() else {
        return Ok(());
    };
    Err(ConfigError::new(format!(
        "{} image(s) of the evaluation split are in the training split too, e.g. {first}: the evaluation would score images the model trained on",
        shared.len()
    ))
    .key(crate::config::keys::DATA_ROOT)
    .help("list each image in one split only (`paperfit data` names them all), or train without evaluating: data.eval_samples = 0")
    .into())
}

/// A classifier's evaluation reads the model's classes by label. mini-ImageNet's split files
/// number their classes each on its own (sorted WordNet ids), so an evaluation split listing
/// other classes than the training split would score a label as another class: refused, with
/// the ways that work (episodes of the split's own classes, or no evaluation).
pub fn check_eval_classes_are_the_training_classes(spec: &DataSpec) -> Result<()> {
    if spec.format != DataFormat::MiniImagenet {
        return Ok(());
    }
    let train = formats::list(spec, Split::Train)?.classes;
    let eval = formats::list(spec, Split::Eval)?.classes;
    if train == eval {
        return Ok(());
    }
    let shown = |c: &[String]| {
        let more = if c.len() > 5 { ", ..." } else { "" };
        format!(
            "{} classes: {}{more}",
            c.len(),
            c[..c.len().min(5)].join(", ")
        )
    };
    Err(ConfigError::new(format!(
        "the evaluation split's classes ({}) are not the training split's ({}): mini_imagenet numbers each split's classes on its own, so a classifier's label would name another class there",
        shown(&eval),
        shown(&train)
    ))
    .key(crate::config::keys::DATA_EVAL_SPLIT)
    .help("evaluate by episodes of the split's own classes ([paper.sampling] kind = \"episodes\"), or train without evaluating (data.eval_samples = 0)")
    .into())
}

/// Whether the labels of `split` are the model's classes. A re-identification query or gallery
/// holds other people than the training classes: its labels number its own identities
/// (retrieval matches them), and there can be more of them (DukeMTMC-reID's gallery: 1,110
/// against 702 to train on).
pub(crate) fn labels_are_classes(spec: &DataSpec, split: Split) -> bool {
    !(spec.format == DataFormat::Market1501 && split == Split::Eval)
}

/// The labels in `0..num_classes` without an image (by `Listing::images_per_label`), said as
/// "has no image of ..." (the first
/// ten of them), or `None` when every class has one: a model trained without any image of a
/// class learns nothing of it, and a 1-based annotation leaves class 0 so.
pub(crate) fn classes_without_images(
    images_per_label: &std::collections::BTreeMap<u32, usize>,
    num_classes: u32,
) -> Option<String> {
    let empty: Vec<String> = (0..num_classes)
        .filter(|c| !images_per_label.contains_key(c))
        .map(|c| c.to_string())
        .collect();
    if empty.is_empty() {
        return None;
    }
    let shown = empty.len().min(10);
    let more = if empty.len() > shown { ", ..." } else { "" };
    let word = if empty.len() == 1 { "label" } else { "labels" };
    Some(format!(
        "has no image of {} of the {num_classes} classes ({word} {}{more})",
        empty.len(),
        empty[..shown].join(", ")
    ))
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
    let (_, h, w) = dataset.image_shape();
    let host = loader::HostBatch::read(dataset, indices, seed, offset)?;
    Ok((
        host.images(h, w, DType::F32, device)?,
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
            let out_of_range = listing
                .records
                .iter()
                .find(|r| labels_are_classes(spec, split) && r.label >= spec.num_classes);
            if let Some(r) = out_of_range {
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
            if split == Split::Train {
                let per_label = listing.images_per_label();
                if let Some(problem) = classes_without_images(&per_label, spec.num_classes) {
                    return Err(ConfigError::new(format!("the training split {problem}"))
                        .key(crate::config::keys::DATA_NUM_CLASSES)
                        .help("labels count from 0 to data.num_classes - 1: an annotation that counts from 1 leaves class 0 empty; set data.num_classes to the classes the data has, or add their images")
                        .into());
                }
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
            let dataset =
                files::ImageDataset::new(listing, transforms, image_size, spec.on_corrupt);
            match split == Split::Train || spec.on_corrupt == OnCorrupt::Error {
                true => Ok(Box::new(dataset)),
                false => Ok(Box::new(readable_evaluation(dataset, seed)?)),
            }
        }
    }
}

/// An evaluation split with `on_corrupt = "skip"`: its readable images
/// ([`files::ImageDataset::without_unreadable`]), or an error where none is.
fn readable_evaluation(dataset: files::ImageDataset, seed: u64) -> Result<files::ImageDataset> {
    let listed = dataset.len();
    let dataset = dataset.without_unreadable(seed);
    if dataset.len() > 0 {
        return Ok(dataset);
    }
    let first = dataset.take_skipped().swap_remove(0);
    Err(ConfigError::new(format!(
        "none of the {listed} images of the evaluation split can be read; the first: {first}"
    ))
    .key(crate::config::keys::DATA_ON_CORRUPT)
    .help("`paperfit data` lists every unreadable image")
    .into())
}

#[cfg(test)]
mod tests {
    use super::classes_without_images;
    use super::files::{Listing, Record};

    #[test]
    fn classes_without_images_are_named_the_first_ten_of_them() {
        let records = |labels: &[u32]| {
            let records = labels
                .iter()
                .map(|&l| Record::new(format!("{l}.png").into(), l, "t.csv:1".into()))
                .collect();
            Listing {
                records,
                classes: Vec::new(),
            }
            .images_per_label()
        };
        assert_eq!(classes_without_images(&records(&[0, 2, 1]), 3), None);
        assert_eq!(
            classes_without_images(&records(&[1, 2, 3]), 4).unwrap(),
            "has no image of 1 of the 4 classes (label 0)"
        );
        assert_eq!(
            classes_without_images(&records(&[0]), 13).unwrap(),
            "has no image of 12 of the 13 classes (labels 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, ...)"
        );
    }
}
