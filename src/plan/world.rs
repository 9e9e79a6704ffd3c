//! The same plan on another number of processes: what resuming a run on more or fewer GPUs
//! executes. The recipe (effective batch, learning rate, schedule) is untouched; the split of
//! each process's share changes, accumulation making up the difference.

use super::{valid_splits, Plan};
use crate::error::ConfigError;
use crate::memory;
use crate::models::MeasuredModel;

impl Plan {
    /// This plan on `world` processes: the per-process batch is `effective_batch / world`, the
    /// micro-batch the largest that divides it and is not above this plan's, accumulation the
    /// rest. A note names the change.
    pub fn on_world_size(&self, world: u32) -> Result<Plan, ConfigError> {
        let eff = self.effective_batch;
        if world == 0 || eff % world != 0 {
            let sizes: Vec<String> = valid_splits(eff)
                .into_iter()
                .map(|(w, _)| w.to_string())
                .collect();
            return Err(ConfigError::new(format!(
                "this run's effective batch {eff} cannot be split over {world} processes"
            ))
            .key("train.world_size")
            .expected(format!(
                "a number of processes that divides {eff}: one of {}",
                sizes.join(", ")
            ))
            .help("resume with a number of ranks that divides the effective batch"));
        }
        if world == self.world_size {
            return Ok(self.clone());
        }
        let per = eff / world;
        let (micro, accumulation) = valid_splits(per)
            .into_iter()
            .filter(|&(m, _)| m <= self.micro_batch)
            .max()
            .unwrap_or((1, per));
        let mut plan = self.clone();
        plan.notes.push(format!(
            "resumed on {world} process(es); the run started on {}: micro-batch {} x accumulation {} -> {micro} x {accumulation} per process, the effective batch {eff} unchanged",
            self.world_size, self.micro_batch, self.accumulation_steps
        ));
        plan.world_size = world;
        plan.micro_batch = micro;
        plan.accumulation_steps = accumulation;
        let s = &mut plan.schedule;
        let (steps, micro64, world64) = (s.steps_per_epoch, u64::from(micro), u64::from(world));
        s.micro_steps_per_epoch = if s.last_step_samples == eff {
            steps * u64::from(per) / micro64
        } else {
            (steps - 1) * u64::from(per) / micro64
                + u64::from(s.last_step_samples).div_ceil(world64 * micro64)
        };
        if plan.memory.is_some() {
            plan.memory = MeasuredModel::new(&plan.model, &plan.recipe())
                .ok()
                .zip(plan.workload())
                .and_then(|(model, w)| memory::estimate(&model, &w, &plan.memory_setting()));
        }
        Ok(plan)
    }
}
