//! The same plan on another number of processes: what resuming a run on more or fewer GPUs
//! executes. The recipe (effective batch, learning rate, schedule) is untouched; the split of
//! each process's share changes, accumulation making up the difference.

use super::Plan;
use crate::error::ConfigError;
use crate::memory;
use crate::models::MeasuredModel;
use crate::split::divisors;

impl Plan {
    /// This plan on `world` processes: the per-process batch is `effective_batch / world`, the
    /// micro-batch the largest that divides it and is not above this plan's, accumulation the
    /// rest. A note names the change.
    pub fn on_world_size(&self, world: u32) -> Result<Plan, ConfigError> {
        let eff = self.effective_batch;
        let Some(split) = self.split().on_world(world) else {
            let sizes: Vec<String> = divisors(eff).iter().map(|w| w.to_string()).collect();
            return Err(ConfigError::new(format!(
                "this run's effective batch {eff} cannot be split over {world} processes"
            ))
            .key("train.world_size")
            .expected(format!(
                "a number of processes that divides {eff}: one of {}",
                sizes.join(", ")
            ))
            .help("resume with a number of ranks that divides the effective batch"));
        };
        if world == self.world_size {
            return Ok(self.clone());
        }
        let mut plan = self.clone();
        plan.notes.push(format!(
            "resumed on {world} process(es); the run started on {}: micro-batch {} x accumulation {} -> {} x {} per process, the effective batch {eff} unchanged",
            self.world_size, self.micro_batch, self.accumulation_steps, split.micro(), split.accumulation()
        ));
        plan.set_split(split);
        if plan.memory.is_some() {
            plan.memory = MeasuredModel::new(&plan.model, &plan.recipe())
                .ok()
                .zip(plan.workload())
                .and_then(|(model, w)| memory::estimate(&model, &w, &plan.memory_setting()));
        }
        Ok(plan)
    }
}
