//! The whole plan of an experiment: the rules of [`super::resolve`], then what needs the model
//! itself: its parameter count, the micro-batch fitted to the memory budget when the plan asks
//! for it, and the memory estimate.

use super::{resolve, resolve_fitted, Fitted, Plan};
use crate::config::{keys, LoadedExperiment};
use crate::error::ConfigError;
use crate::memory::{self, format_bytes};
use crate::models::{self, MeasuredModel};

/// The plan `paperfit plan` prints and `paperfit train` executes.
pub fn build(loaded: &LoadedExperiment) -> Result<Plan, ConfigError> {
    let mut plan = resolve(loaded)?;
    // The model's size and memory, for architectures this version builds (the plan is still
    // valid for the others).
    let measured = models::check_trainable(&plan.model, plan.loss.name)
        .ok()
        .and_then(|_| MeasuredModel::new(&plan.model, &plan.recipe()).ok());
    if let Some(request) = plan.memory_fit.clone() {
        let fit = measured.as_ref().and_then(|model| {
            memory::fit(
                model,
                &plan.workload()?,
                plan.precision,
                request.checkpointing_fixed,
            )
        });
        let fit = fit.ok_or_else(|| {
            ConfigError::new(format!(
                "{} asks to fit the micro-batch to memory, but the memory of `{}` at this input size cannot be estimated",
                request.requested_by,
                plan.model.name.as_str()
            ))
            .origin(loaded.value_origin(keys::TRAIN_MICRO_BATCH.path()))
            .help("give a micro-batch: --set train.micro_batch=<n>")
        })?;
        let Some(chosen) = fit.chosen else {
            return Err(ConfigError::new(format!(
                "{}: no micro-batch of the per-device batch {} fits the memory budget: {}",
                request.requested_by,
                plan.effective_batch / plan.world_size.max(1),
                fit.reason
            ))
            .origin(loaded.value_origin(keys::TRAIN_MICRO_BATCH.path()))
            .help("use a larger GPU, lower precision (--set train.precision=bf16 or fp16), or a smaller input size"));
        };
        plan = resolve_fitted(
            loaded,
            &Fitted {
                micro_batch: chosen.micro_batch,
                gradient_checkpointing: chosen.gradient_checkpointing,
                reason: fit.reason,
            },
        )?;
    }
    if let Some(model) = &measured {
        plan.parameters = Some(model.trainable_params);
        plan.memory = plan
            .workload()
            .and_then(|w| memory::estimate(model, &w, &plan.memory_setting()));
        if let Some(m) = plan.memory.as_ref().filter(|m| !m.fits) {
            plan.notes.push(format!(
                "the estimated peak {} is above the budget {}: expect an out-of-memory back-off to a smaller micro-batch; `paperfit estimate` lists what fits, or set train.micro_batch = \"auto\"",
                format_bytes(m.peak_bytes),
                format_bytes(m.budget_bytes)
            ));
        }
    }
    Ok(plan)
}
