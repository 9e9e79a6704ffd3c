//! The trainer: executes a [`crate::plan::Plan`] exactly.

pub(crate) mod best;
pub mod checkpoint;
pub mod class_report;
pub mod engine;
mod eta;
pub(crate) mod eval_run;
pub mod evaluation;
mod hparams;
pub(crate) mod memory_monitor;
pub mod metrics;
pub(crate) mod optim;
pub(crate) mod plot;
mod protobuf;
pub(crate) mod ranks;
pub mod recovery;
mod report;
pub(crate) mod reproduction;
pub(crate) mod resume;
pub(crate) mod retrieval;
pub mod run;
pub(crate) mod run_dir;
pub(crate) mod scaler;
pub mod schedule;
pub(crate) mod session;
mod tensorboard;
pub(crate) mod torn_write;
#[cfg(test)]
mod toy_model;
mod trainer;
#[cfg(test)]
mod update_failures;
pub mod windows;
