//! Model definitions, one per file, built from the layer set in [`crate::nn`].
//!
//! A model is a sequence of segments (stem, blocks, head); the last returns logits. The
//! trainer runs them in order, or, with gradient checkpointing, keeps only each segment's
//! input and recomputes the segment during backward.

pub mod pretrained;
pub mod resnet;
pub mod small_cnn;
pub mod vit;

use std::cell::RefCell;
use std::rc::Rc;

use candle_core::{Device, Result, Tensor};

use crate::config::schema::{ModelArch, ModelSpec};
use crate::nn::{Ctx, Module, ParamStore};

pub trait Model {
    /// The parameters and buffers, by public name.
    fn store(&self) -> Rc<RefCell<ParamStore>>;

    /// The segments, in order; checkpointing recomputes each one in backward.
    fn segments(&self) -> Vec<&dyn Module>;

    /// The representation the classifier reads, (n, dim): what batch-coupled losses (triplet,
    /// episodes, contrastive) compare.
    fn embed(&self, x: &Tensor, ctx: &Ctx) -> Result<Tensor>;

    /// Plain forward pass: images (n, 3, h, w) -> logits (n, classes).
    fn forward(&self, x: &Tensor, ctx: &Ctx) -> Result<Tensor> {
        let mut h = x.clone();
        for segment in self.segments() {
            h = segment.forward(&h, ctx)?;
        }
        Ok(h)
    }
}

/// Build the model a plan names, with initial weights that depend only on `seed` (so every
/// preset of an experiment starts from the same weights).
/// Architectures this version can build and train.
pub const TRAINABLE: &[ModelArch] = &[
    ModelArch::SmallCnn,
    ModelArch::Resnet18,
    ModelArch::Resnet34,
    ModelArch::Resnet50,
    ModelArch::SeResNext50_32x4d,
    ModelArch::VitB16,
    ModelArch::VitB32,
    ModelArch::DeitTiny,
    ModelArch::DeitSmall,
    ModelArch::DeitBase,
];

/// Run every segment but the last (the head) on `x`.
pub fn body(model: &dyn Model, x: &Tensor, ctx: &Ctx) -> Result<Tensor> {
    let segments = model.segments();
    let mut h = x.clone();
    for segment in &segments[..segments.len().saturating_sub(1)] {
        h = segment.forward(&h, ctx)?;
    }
    Ok(h)
}

pub fn build(spec: &ModelSpec, seed: u64, device: &Device) -> Result<Box<dyn Model>> {
    match spec.name {
        ModelArch::SmallCnn => Ok(Box::new(small_cnn::SmallCnn::from_spec(
            spec, seed, device,
        )?)),
        ModelArch::VitB16
        | ModelArch::VitB32
        | ModelArch::DeitTiny
        | ModelArch::DeitSmall
        | ModelArch::DeitBase => Ok(Box::new(vit::VisionTransformer::from_spec(
            spec, seed, device,
        )?)),
        ModelArch::Resnet18
        | ModelArch::Resnet34
        | ModelArch::Resnet50
        | ModelArch::SeResNext50_32x4d => {
            Ok(Box::new(resnet::ResNet::from_spec(spec, seed, device)?))
        }
        other => candle_core::bail!(
            "model `{}` cannot be trained by this version of paperfit yet (available: {})",
            other.as_str(),
            TRAINABLE
                .iter()
                .map(|a| a.as_str())
                .collect::<Vec<_>>()
                .join(", ")
        ),
    }
}
