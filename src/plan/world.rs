//! The same plan on another number of processes: what resuming a run on more or fewer GPUs
//! executes. The recipe (effective batch, learning rate, schedule) is untouched; the split of
//! each process's share changes, accumulation making up the difference.

use super::exactness::Batching;
use super::{DeviationKind, Plan};
use crate::error::{ConfigError, Origin};
use crate::memory;
use crate::models::MeasuredModel;
use crate::split::divisors;

impl Plan {
    /// This plan on `world` processes: the per-process batch is `effective_batch / world`, the
    /// micro-batch the largest that divides it and is not above this plan's, accumulation the
    /// rest. A note names the change; the exactness and BatchNorm's deviation follow the new
    /// micro-batch as the planner derives them.
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
        if split.micro() < self.min_micro_batch() {
            return Err(ConfigError::new(format!(
                "on {world} processes each would train micro-batches of {}: DCAL's pair-wise cross-attention pairs each image with another image of its micro-batch, so micro-batches need at least {}",
                split.micro(),
                self.min_micro_batch()
            ))
            .key("train.world_size")
            .expected(format!(
                "at most {} processes (the effective batch {eff} over micro-batches of {})",
                eff / self.min_micro_batch(),
                self.min_micro_batch()
            ))
            .help("resume on fewer ranks"));
        }
        let mut plan = self.clone();
        let mut note = format!(
            "resumed on {world} process(es); the run started on {}: micro-batch {} x accumulation {} -> {} x {} per process, the effective batch {eff} unchanged",
            self.world_size, self.micro_batch, self.accumulation_steps, split.micro(), split.accumulation()
        );
        plan.set_split(split);
        if plan.rebatched() {
            note.push_str(&format!(
                "; BatchNorm now normalises micro-batches of {} instead of the paper's batch of {eff}: a deviation from the paper, and the run's results do not compare with the paper's",
                plan.micro_batch
            ));
        }
        plan.notes.push(note);
        if plan.memory.is_some() {
            plan.memory = MeasuredModel::new(&plan.model, &plan.recipe())
                .ok()
                .zip(plan.workload())
                .and_then(|(model, w)| memory::estimate(&model, &w, &plan.memory_setting()));
        }
        Ok(plan)
    }

    /// Re-derive the exactness and BatchNorm's deviation for this plan's split, as the planner
    /// derives them: the deviation added, changed or removed with the micro-batch (a plan
    /// whose micro-batch is unchanged keeps its own). True when BatchNorm normalises fewer
    /// samples than before, where it had normalised the paper's whole batch.
    fn rebatched(&mut self) -> bool {
        let batching = Batching {
            model: &self.model,
            loss: &self.loss,
            effective: self.effective_batch,
            micro: self.micro_batch,
            world: self.world_size,
        };
        self.exactness = batching.exactness();
        let set_by = Origin::Derived {
            how: format!(
                "train --resume on {} process(es): the largest micro-batch that divides each one's share of the effective batch {}",
                self.world_size, self.effective_batch
            ),
        };
        let deviation = batching.batch_statistics_deviation(set_by);
        let kept = self
            .deviations
            .iter()
            .position(|d| d.kind == DeviationKind::BatchStatistics);
        match (kept, deviation) {
            (Some(i), Some(d)) if self.deviations[i].plan != d.plan => self.deviations[i] = d,
            (Some(_), Some(_)) => {}
            (Some(i), None) => {
                self.deviations.remove(i);
            }
            (None, Some(d)) => {
                self.deviations.push(d);
                return true;
            }
            (None, None) => {}
        }
        false
    }
}
