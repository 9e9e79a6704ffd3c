//! The trainer: executes a [`crate::plan::Plan`] exactly.

pub mod engine;
pub mod optim;
pub mod scaler;
pub mod schedule;
