//! Model definitions, one per file, built from the layer set in [`crate::nn`].
//!
//! A model is a sequence of segments (stem, blocks, head). Composed, they map a micro-batch of
//! images to its *rows*: one row per sample, holding what the loss reads (logits; features and
//! logits; an embedding). The trainer runs the segments in order or, with gradient
//! checkpointing, keeps only each segment's input and recomputes the segment during backward.
//! The model also says how rows become the loss ([`Model::loss`]) and whether that loss
//! couples the samples of an optimizer step ([`Coupling`]).
//!
//! `base.rs` holds those types (a leaf: every model uses it, it uses none); `family.rs` what a
//! model family is to the rest of the program (a trait each family's file implements: its
//! rules, its builder, its facts); `registry/` one entry per architecture, pointing at its
//! family; `build.rs` every way a model table becomes a model.

mod base;
mod build;
mod build_error;
mod family;
pub(crate) use base::{
    classification_eval, head_outputs, segments, DEFAULT_TRIPLET_MARGIN, NOT_A_GRADE,
};
pub use base::{
    BatchScores, Coupling, FromCheckpoint, HeadOutput, Model, ModelParts, Objective, Predictions,
    Recipe,
};
pub use build::{
    build, build_clip, build_dcal, build_for, build_with, count_parameters, MeasuredModel,
};
pub use build_error::{BuildError, SpecProblem};
pub mod clip;
pub mod clip_tokenizer;
pub mod configs;
pub mod conv4;
pub mod dcal;
pub mod fsct;
pub mod pretrained;
pub mod registry;
pub(crate) mod resnet;
pub(crate) mod small_cnn;
#[cfg(test)]
pub(crate) mod toy;
pub mod vit;
