//! The whole plan of an experiment: [`super::resolve`]'s rules with the model measured, so that
//! the plan has its parameter count and memory estimate, and the batch rule can fit the
//! micro-batch to the memory budget when the plan asks for it.

use super::resolve::resolve_with;
use super::Plan;
use crate::config::{load, LoadOptions, LoadedExperiment};
use crate::error::ConfigError;
use crate::models::{self, MeasuredModel};

/// The plan `paperfit plan` prints and `paperfit train` executes.
pub(crate) fn build(loaded: &LoadedExperiment) -> Result<Plan, ConfigError> {
    // Architectures this version cannot build leave the plan without sizes (it is still valid).
    resolve_with(
        loaded,
        Some(&|model, recipe| {
            models::registry::check_model_supports_loss(model, recipe.loss.name).ok()?;
            MeasuredModel::new(model, recipe).ok()
        }),
    )
}

/// Load an experiment (`config::load`) and build its plan: what every command that resolves a
/// plan starts with.
pub(crate) fn load_and_build(
    options: &LoadOptions,
) -> Result<(LoadedExperiment, Plan), ConfigError> {
    let loaded = load(options)?;
    let plan = build(&loaded)?;
    Ok((loaded, plan))
}
