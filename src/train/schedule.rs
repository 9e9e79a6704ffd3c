//! Learning rate per optimizer step, as the scheduler a paper's code ran computes it: timm's,
//! open_clip's or PyTorch's (docs/training.md, "Schedules"). Each formula keeps its library's
//! order of floating-point operations; tests/it/schedule_parity.rs holds every convention to the
//! real scheduler.

use std::f64::consts::PI;

use crate::config::schema::{LrUpdate, ScheduleConvention, ScheduleName};
use crate::plan::ResolvedSchedule;

/// The learning rate of optimizer step `step` (0-based) for peak learning rate `peak`.
///
/// The step is first mapped to the scheduler's time `t` (the step itself, or its epoch with
/// the offset of the code's update loop), then `t` to the learning rate by the convention's
/// formula.
pub fn lr_at(schedule: &ResolvedSchedule, peak: f64, step: u64) -> f64 {
    // A run resumed on a re-derived schedule trains at its position in it.
    let step = schedule.position(step);
    let clock = Clock::of(schedule);
    match clock.time(step) {
        Some(t) => match schedule.convention {
            ScheduleConvention::Timm | ScheduleConvention::TimmWarmupPrefix => {
                timm(schedule, &clock, peak, t)
            }
            ScheduleConvention::OpenClip => open_clip(schedule, &clock, peak, t),
            ScheduleConvention::Torch => torch(schedule, &clock, peak, t),
        },
        // Before the first `scheduler.step(...)`: timm's constructor sets `warmup_lr_init`
        // when there is a warmup, else leaves the base lr.
        None if clock.warmup > 0 => schedule.warmup_start_lr,
        None => peak,
    }
}

/// The scheduler's time axis: optimizer steps, or epochs when the lr is updated per epoch.
struct Clock {
    /// Optimizer steps per unit of `t`.
    unit: u64,
    /// The run's length, in units of `t` (the scheduler's T).
    total: u64,
    /// The warmup's length, in units of `t` (the scheduler's W).
    warmup: u64,
    update: LrUpdate,
}

impl Clock {
    fn of(s: &ResolvedSchedule) -> Self {
        let unit = if s.update.per_epoch() {
            s.steps_per_epoch.max(1)
        } else {
            1
        };
        Clock {
            unit,
            total: s.total_steps / unit,
            warmup: s.warmup_steps / unit,
            update: s.update,
        }
    }

    /// The scheduler time that optimizer step `step` trains at; `None`: the scheduler's
    /// initial lr, before the code first steps it.
    fn time(&self, step: u64) -> Option<u64> {
        let t = step / self.unit;
        match self.update {
            LrUpdate::Step | LrUpdate::Epoch => Some(t),
            LrUpdate::EpochLagged => t.checked_sub(1),
            LrUpdate::EpochAhead => Some(t + 1),
        }
    }

    /// The milestones in units of `t`.
    fn milestones<'a>(&self, s: &'a ResolvedSchedule) -> impl Iterator<Item = u64> + 'a {
        let unit = self.unit;
        s.milestone_steps.iter().map(move |m| m / unit)
    }
}

/// timm's `CosineLRScheduler._get_lr` and `MultiStepLRScheduler._get_lr` (one cycle, no
/// noise, `k_decay = 1`); a constant schedule is timm's warmup followed by the peak.
fn timm(s: &ResolvedSchedule, clock: &Clock, peak: f64, t: u64) -> f64 {
    let warmup = clock.warmup;
    if t < warmup {
        let per_t = (peak - s.warmup_start_lr) / warmup as f64;
        return s.warmup_start_lr + t as f64 * per_t;
    }
    let prefix = s.convention == ScheduleConvention::TimmWarmupPrefix;
    let t = if prefix { t - warmup } else { t };
    match s.name {
        ScheduleName::Constant => peak,
        ScheduleName::Cosine => {
            // t_initial: the whole run, or with warmup_prefix the part after the warmup.
            let t_initial = if prefix {
                clock.total - warmup
            } else {
                clock.total
            };
            if t >= t_initial {
                // Past the single cycle (cycle_limit 1).
                return s.min_lr;
            }
            s.min_lr + 0.5 * (peak - s.min_lr) * (1.0 + (PI * t as f64 / t_initial as f64).cos())
        }
        ScheduleName::Step => {
            // bisect_right(decay_t, t + 1): milestone m applies from t = m - 1 on.
            let passed = clock.milestones(s).filter(|m| *m <= t + 1).count();
            peak * s.gamma.unwrap_or(1.0).powf(passed as f64)
        }
    }
}

/// open_clip's `cosine_lr` and `const_lr` (training/scheduler.py): warmup `lr (t + 1) / W`,
/// then a cosine to 0 over `T - W`, or the constant peak.
fn open_clip(s: &ResolvedSchedule, clock: &Clock, peak: f64, t: u64) -> f64 {
    let warmup = clock.warmup;
    if t < warmup {
        return peak * (t + 1) as f64 / warmup as f64;
    }
    match s.name {
        ScheduleName::Cosine => {
            let (e, es) = (t - warmup, clock.total - warmup);
            0.5 * (1.0 + (PI * e as f64 / es as f64).cos()) * peak
        }
        // The plan refuses a step schedule under this convention.
        ScheduleName::Constant | ScheduleName::Step => peak,
    }
}

/// `torch.optim.lr_scheduler`: `MultiStepLR`, `CosineAnnealingLR` (its closed form; `step()`
/// computes the same recursively), and no scheduler for a constant lr.
fn torch(s: &ResolvedSchedule, clock: &Clock, peak: f64, t: u64) -> f64 {
    match s.name {
        ScheduleName::Constant => peak,
        ScheduleName::Cosine => {
            let t_max = clock.total as f64;
            s.min_lr + (peak - s.min_lr) * (1.0 + (PI * t as f64 / t_max).cos()) / 2.0
        }
        ScheduleName::Step => {
            // MultiStepLR multiplies the current lr by gamma at each milestone it reaches.
            let gamma = s.gamma.unwrap_or(1.0);
            clock
                .milestones(s)
                .filter(|m| *m <= t)
                .fold(peak, |lr, _| lr * gamma)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// 10 units of 3 steps (per epoch) or 1 step, warmup 2 units from 0.1, floor 0, peak 1.
    fn schedule(
        name: ScheduleName,
        convention: ScheduleConvention,
        update: LrUpdate,
    ) -> ResolvedSchedule {
        let unit = if update.per_epoch() { 3 } else { 1 };
        ResolvedSchedule {
            name,
            convention,
            update,
            epochs: if update.per_epoch() { 10 } else { 1 },
            steps_per_epoch: unit,
            total_steps: 10 * unit,
            warmup_steps: 2 * unit,
            warmup_start_lr: 0.1,
            min_lr: 0.0,
            milestone_steps: vec![3 * unit, 6 * unit],
            gamma: Some(0.1),
            micro_steps_per_epoch: unit,
            last_step_samples: 1,
            resumed_at: None,
        }
    }

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() <= 1e-12
    }

    #[test]
    fn timm_cosine_warms_up_from_the_start_lr_inside_the_cosine() {
        use ScheduleConvention::*;
        let s = schedule(ScheduleName::Cosine, Timm, LrUpdate::Step);
        // warmup_lr_init + t (peak - init) / W: 0.1, 0.55; then the cosine over all 10 steps.
        assert!(close(lr_at(&s, 1.0, 0), 0.1));
        assert!(close(lr_at(&s, 1.0, 1), 0.55));
        let cos_2_of_10 = 0.5 * (1.0 + (0.2 * PI).cos()); // 0.904508...
        assert!(close(lr_at(&s, 1.0, 2), cos_2_of_10));
        assert!(close(lr_at(&s, 1.0, 5), 0.5));
        // With warmup_prefix the cosine starts at the peak after the warmup and spans 8 steps.
        let p = schedule(ScheduleName::Cosine, TimmWarmupPrefix, LrUpdate::Step);
        assert!(close(lr_at(&p, 1.0, 1), 0.55));
        assert!(close(lr_at(&p, 1.0, 2), 1.0));
        assert!(close(lr_at(&p, 1.0, 6), 0.5));
        // The floor is reached at t = T, after the run.
        assert!(lr_at(&p, 1.0, 9) > 0.03);
    }

    #[test]
    fn open_clip_warms_up_from_zero_and_peaks_at_the_end_of_warmup() {
        let s = schedule(
            ScheduleName::Cosine,
            ScheduleConvention::OpenClip,
            LrUpdate::Step,
        );
        // lr (t + 1) / W: 0.5, 1.0; then the cosine over the 8 remaining steps.
        assert!(close(lr_at(&s, 1.0, 0), 0.5));
        assert!(close(lr_at(&s, 1.0, 1), 1.0));
        assert!(close(lr_at(&s, 1.0, 2), 1.0));
        assert!(close(lr_at(&s, 1.0, 6), 0.5));
        let c = schedule(
            ScheduleName::Constant,
            ScheduleConvention::OpenClip,
            LrUpdate::Step,
        );
        assert!(close(lr_at(&c, 1.0, 0), 0.5));
        assert_eq!(lr_at(&c, 1.0, 9), 1.0);
    }

    #[test]
    fn milestones_apply_one_step_earlier_in_timm_than_in_torch() {
        let mut torch = schedule(
            ScheduleName::Step,
            ScheduleConvention::Torch,
            LrUpdate::Step,
        );
        torch.warmup_steps = 0;
        assert_eq!(lr_at(&torch, 1.0, 2), 1.0);
        assert!(close(lr_at(&torch, 1.0, 3), 0.1));
        assert!(close(lr_at(&torch, 1.0, 6), 0.01));
        let mut timm = torch.clone();
        timm.convention = ScheduleConvention::Timm;
        assert!(close(lr_at(&timm, 1.0, 2), 0.1));
        assert!(close(lr_at(&timm, 1.0, 5), 0.01));
        // torch's CosineAnnealingLR: the plain cosine from the peak over T.
        torch.name = ScheduleName::Cosine;
        assert!(close(lr_at(&torch, 1.0, 5), 0.5));
        torch.name = ScheduleName::Constant;
        assert_eq!(lr_at(&torch, 0.5, 7), 0.5);
    }

    #[test]
    fn per_epoch_updates_hold_the_lr_for_an_epoch_with_the_loop_offset() {
        use LrUpdate::*;
        let lr = |update, step| {
            let s = schedule(ScheduleName::Cosine, ScheduleConvention::Timm, update);
            lr_at(&s, 1.0, step)
        };
        // Epochs of 3 steps: epoch 1 (steps 3..6) trains at t = 1.
        assert!((3..6).all(|step| close(lr(Epoch, step), 0.55)));
        // DeiT: epochs 0 and 1 at the initial lr and t = 0 (both 0.1), epoch 2 at t = 1.
        assert!((0..6).all(|step| close(lr(EpochLagged, step), 0.1)));
        assert!(close(lr(EpochLagged, 6), 0.55));
        // TransReID: epoch 0 at t = 1; the last epoch (9) at t = 10 = T, the floor.
        assert!(close(lr(EpochAhead, 0), 0.55));
        assert_eq!(lr(EpochAhead, 29), 0.0);
    }
}
