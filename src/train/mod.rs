//! The trainer: executes a [`crate::plan::Plan`] exactly.

pub mod checkpoint;
pub mod engine;
pub mod memory;
pub mod metrics;
pub mod optim;
pub mod plot;
mod report;
pub mod retrieval;
pub mod run;
pub mod scaler;
pub mod schedule;
pub mod session;
mod tensorboard;
#[cfg(test)]
mod toy_model;
mod trainer;
