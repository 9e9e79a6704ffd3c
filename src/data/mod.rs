//! Datasets and batching.

pub mod synthetic;

use candle_core::{Device, Result, Tensor};

use crate::config::schema::{DataFormat, DataSpec, InputSize};

/// Which part of a dataset.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Split {
    Train,
    Eval,
}

/// A labelled image dataset: images are CHW f32, already normalised.
pub trait Dataset: Send + Sync {
    fn len(&self) -> usize;

    fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// (channels, height, width).
    fn image_shape(&self) -> (usize, usize, usize);

    fn get(&self, index: usize) -> Result<(Vec<f32>, u32)>;
}

/// Stack samples into an image batch (n, c, h, w) and a label vector (n,).
pub fn batch(
    dataset: &dyn Dataset,
    indices: &[usize],
    device: &Device,
) -> Result<(Tensor, Tensor)> {
    let (c, h, w) = dataset.image_shape();
    let mut pixels = Vec::with_capacity(indices.len() * c * h * w);
    let mut labels = Vec::with_capacity(indices.len());
    for &i in indices {
        let (image, label) = dataset.get(i)?;
        pixels.extend_from_slice(&image);
        labels.push(label);
    }
    let images = Tensor::from_vec(pixels, (indices.len(), c, h, w), device)?;
    let labels = Tensor::from_vec(labels, indices.len(), device)?;
    Ok((images, labels))
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
                Split::Train => spec.train_samples as usize,
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
        other => candle_core::bail!(
            "data format `{}` cannot be read by this version of paperfit yet (available: synthetic)",
            other.as_str()
        ),
    }
}
