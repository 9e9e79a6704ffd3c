//! Learning rate per optimizer step.

use crate::config::schema::ScheduleName;
use crate::plan::ResolvedSchedule;

/// The learning rate of optimizer step `step` (0-based) for peak learning rate `peak`.
///
/// Warmup is linear over the first `warmup_steps` steps, from `warmup_start_lr` towards the
/// peak, reaching it at step `warmup_steps` (step `s` uses `start + (peak - start) * (s + 1) /
/// (warmup + 1)`, so no step is wasted at lr 0). After warmup: constant; cosine from the peak
/// down to `min_lr` at the last step; or step decay by `gamma` at each milestone.
pub fn lr_at(schedule: &ResolvedSchedule, peak: f64, step: u64) -> f64 {
    let warmup = schedule.warmup_steps;
    if step < warmup {
        let start = schedule.warmup_start_lr;
        return start + (peak - start) * (step + 1) as f64 / (warmup + 1) as f64;
    }
    match schedule.name {
        ScheduleName::Constant => peak,
        ScheduleName::Cosine => {
            let span = schedule.total_steps.saturating_sub(warmup).max(1);
            let progress = ((step - warmup) as f64 / span as f64).min(1.0);
            schedule.min_lr
                + (peak - schedule.min_lr) * 0.5 * (1.0 + (std::f64::consts::PI * progress).cos())
        }
        ScheduleName::Step => {
            let passed = schedule
                .milestone_steps
                .iter()
                .filter(|m| step >= **m)
                .count() as i32;
            peak * schedule.gamma.unwrap_or(1.0).powi(passed)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn schedule(name: ScheduleName, warmup: u64, total: u64) -> ResolvedSchedule {
        ResolvedSchedule {
            name,
            epochs: 1,
            steps_per_epoch: total,
            total_steps: total,
            warmup_steps: warmup,
            warmup_start_lr: 0.0,
            min_lr: 1e-5,
            milestone_steps: vec![30, 60],
            gamma: Some(0.1),
            micro_steps_per_epoch: total,
            last_step_samples: 1,
        }
    }

    #[test]
    fn warmup_rises_linearly_then_cosine_falls_to_min() {
        let s = schedule(ScheduleName::Cosine, 9, 100);
        assert!((lr_at(&s, 1.0, 0) - 0.1).abs() < 1e-12);
        assert!((lr_at(&s, 1.0, 8) - 0.9).abs() < 1e-12);
        assert!((lr_at(&s, 1.0, 9) - 1.0).abs() < 1e-12);
        let last = lr_at(&s, 1.0, 99);
        assert!(last > 1e-5 && last < 1e-3, "{last}");
        // Monotone after warmup.
        assert!((9..99).all(|t| lr_at(&s, 1.0, t) >= lr_at(&s, 1.0, t + 1)));
    }

    #[test]
    fn step_schedule_decays_at_milestones() {
        let s = schedule(ScheduleName::Step, 0, 100);
        assert_eq!(lr_at(&s, 1.0, 29), 1.0);
        assert!((lr_at(&s, 1.0, 30) - 0.1).abs() < 1e-12);
        assert!((lr_at(&s, 1.0, 60) - 0.01).abs() < 1e-12);
        assert_eq!(
            lr_at(&schedule(ScheduleName::Constant, 0, 100), 0.5, 77),
            0.5
        );
    }
}
