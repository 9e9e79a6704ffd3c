//! paperfit: reproduce a paper's training recipe on whatever GPU you have.
//!
//! Data flows config -> plan -> trainer:
//! - [`config`] reads experiment and preset files and stacks them with the environment and
//!   the command line into one [`config::ExperimentConfig`], remembering where each value
//!   came from;
//! - [`plan`] resolves that into a [`plan::Plan`]: the batch split, the scaled learning rate,
//!   the schedule in optimizer steps, every deviation from the paper and whether
//!   micro-batching is exact;
//! - [`train`] executes a plan on Candle, with models from [`models`] built on the
//!   autograd-safe layers of [`nn`] and data from [`data`]; [`dist`] runs a plan on several
//!   processes (MPI, NCCL).

// ConfigError is large (it carries the source line of the error); it is built once per failed
// invocation, so boxing it everywhere would buy nothing.
#![allow(clippy::result_large_err)]

pub(crate) mod bench;
pub mod cli;
pub mod config;
pub mod data;
pub mod dist;
pub mod doctor;
pub mod error;
pub mod gpu;
pub mod labels;
pub mod memory;
pub mod models;
pub mod nn;
pub mod plan;
pub mod seed;
pub(crate) mod signals;
pub(crate) mod split;
pub(crate) mod text;
pub mod train;
