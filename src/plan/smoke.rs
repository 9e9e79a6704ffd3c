//! A smoke run (`paperfit train --max-steps N`, Lightning's `max_steps` and `fast_dev_run`):
//! the plan's first N optimizer steps, on the plan's own schedule (the same learning rate at
//! each of them as the whole run would have), then one evaluation and the end of the run. The
//! plan says so, and so does everything the run writes: its results are never the recipe's.

use serde::{Deserialize, Serialize};

use super::Plan;
use crate::error::{ConfigError, Origin};

/// A plan cut short after `max_steps` of its `planned_steps` optimizer steps.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct SmokeRun {
    pub max_steps: u64,
    /// The optimizer steps of the whole plan.
    pub planned_steps: u64,
}

impl SmokeRun {
    /// "smoke run: stops after 3 of 80 optimizer steps".
    pub fn describe(&self) -> String {
        format!(
            "smoke run: stops after {} of {} optimizer steps (--max-steps; not the recipe)",
            self.max_steps, self.planned_steps
        )
    }
}

impl Plan {
    /// Make this plan a smoke run of its first `max_steps` optimizer steps. Fewer steps than
    /// the plan has are required: as many or more would be the recipe itself, labelled as
    /// something else.
    pub(crate) fn limit_steps(&mut self, max_steps: u64) -> Result<(), ConfigError> {
        let planned = self.schedule.run_steps();
        let argument = || Origin::CommandLine {
            argument: format!("--max-steps {max_steps}"),
        };
        if max_steps == 0 || max_steps >= planned {
            return Err(ConfigError::new(format!(
                "--max-steps {max_steps}: a smoke run stops before the plan's end, and the plan has {planned} optimizer steps"
            ))
            .key("--max-steps")
            .origin(argument())
            .expected(format!("1 to {}", planned.saturating_sub(1)))
            .help(format!(
                "train the whole recipe without --max-steps, or give --max-steps {} or fewer",
                planned.saturating_sub(1).max(1)
            )));
        }
        self.smoke_run = Some(SmokeRun {
            max_steps,
            planned_steps: planned,
        });
        Ok(())
    }

    /// The optimizer step this run stops after: the smoke run's last, or the schedule's.
    pub(crate) fn last_step(&self) -> u64 {
        let planned = self.schedule.run_steps();
        self.smoke_run.map_or(planned, |s| s.max_steps.min(planned))
    }
}
