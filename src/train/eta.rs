//! The whole run's estimated time left, for the progress line: the optimizer steps left at the
//! median of the recent steps' times (the first steps after a start or a resume, slower while
//! the allocator and caches warm up, left out), plus the evaluations left at the median of the
//! evaluations measured so far. The times are given to it, so the estimate is a plain function
//! of them.

/// Steps after a start or a resume that the rate leaves out.
const WARMUP_STEPS: usize = 2;
/// The recent steps whose median is the rate.
const RECENT_STEPS: usize = 32;

/// What the estimate knows of the run: where it ends and when it evaluates.
#[derive(Debug, Clone, Copy)]
pub(super) struct RunShape {
    /// The optimizer step the run ends after.
    pub last_step: u64,
    pub epochs: u32,
    /// `train.eval_every_epochs` (0: only after the last epoch).
    pub eval_every_epochs: u32,
    /// Whether this process evaluates (an evaluation split, and the rank that evaluates).
    pub evaluates: bool,
    /// A smoke run evaluates once, at its end.
    pub smoke_run: bool,
}

impl RunShape {
    /// The evaluations still to come while a step of `epoch` (1-based) runs: the epoch's own
    /// when due, and every later one.
    fn evaluations_left(&self, epoch: u32) -> u64 {
        match (self.evaluates, self.smoke_run) {
            (false, _) => 0,
            (true, true) => 1,
            (true, false) => (epoch.max(1)..=self.epochs)
                .filter(|&e| {
                    e == self.epochs
                        || (self.eval_every_epochs > 0 && e % self.eval_every_epochs == 0)
                })
                .count() as u64,
        }
    }
}

/// The times measured so far in this process.
#[derive(Debug)]
pub(super) struct Eta {
    shape: RunShape,
    step_secs: Vec<f64>,
    eval_secs: Vec<f64>,
}

/// The estimate: seconds left for what has been timed, and the evaluations left that have not
/// (none measured yet).
#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) struct Estimate {
    pub secs: f64,
    pub untimed_evaluations: u64,
}

impl Eta {
    pub(super) fn new(shape: RunShape) -> Self {
        Eta {
            shape,
            step_secs: Vec::new(),
            eval_secs: Vec::new(),
        }
    }

    pub(super) fn step_took(&mut self, secs: f64) {
        self.step_secs.push(secs);
    }

    pub(super) fn evaluation_took(&mut self, secs: f64) {
        self.eval_secs.push(secs);
    }

    /// After optimizer step `step` of epoch `epoch` (1-based): the time left, or none before a
    /// step past the warm-up has been timed.
    pub(super) fn estimate(&self, step: u64, epoch: u32) -> Option<Estimate> {
        let timed = self
            .step_secs
            .get(WARMUP_STEPS..)
            .filter(|t| !t.is_empty())?;
        let recent = &timed[timed.len().saturating_sub(RECENT_STEPS)..];
        let steps_left = self.shape.last_step.saturating_sub(step);
        let evaluations = self.shape.evaluations_left(epoch);
        let (eval_secs, untimed) = match median(&self.eval_secs) {
            Some(each) => (each * evaluations as f64, 0),
            None => (0.0, evaluations),
        };
        Some(Estimate {
            secs: median(recent)? * steps_left as f64 + eval_secs,
            untimed_evaluations: untimed,
        })
    }
}

/// The median (the upper of the middle two of an even count); none of nothing.
fn median(values: &[f64]) -> Option<f64> {
    let mut sorted = values.to_vec();
    sorted.sort_by(f64::total_cmp);
    sorted.get(sorted.len() / 2).copied()
}

impl std::fmt::Display for Estimate {
    /// "eta 3m12s", "eta 1h02m + 2 evaluations not yet timed".
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "eta {}", duration(self.secs))?;
        match self.untimed_evaluations {
            0 => Ok(()),
            1 => write!(f, " + 1 evaluation not yet timed"),
            n => write!(f, " + {n} evaluations not yet timed"),
        }
    }
}

/// A duration as the progress line shows it: "42s", "3m12s", "1h02m", "2d03h".
pub(super) fn duration(secs: f64) -> String {
    let s = secs.max(0.0).round() as u64;
    match s {
        0..60 => format!("{s}s"),
        60..3600 => format!("{}m{:02}s", s / 60, s % 60),
        3600..86400 => format!("{}h{:02}m", s / 3600, s % 3600 / 60),
        _ => format!("{}d{:02}h", s / 86400, s % 86400 / 3600),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shape(last_step: u64, epochs: u32, every: u32) -> RunShape {
        RunShape {
            last_step,
            epochs,
            eval_every_epochs: every,
            evaluates: true,
            smoke_run: false,
        }
    }

    #[test]
    fn durations_read_at_a_glance() {
        assert_eq!(duration(0.4), "0s");
        assert_eq!(duration(42.0), "42s");
        assert_eq!(duration(59.6), "1m00s");
        assert_eq!(duration(192.0), "3m12s");
        assert_eq!(duration(3720.0), "1h02m");
        assert_eq!(duration(2.0 * 86400.0 + 3.0 * 3600.0 + 59.0), "2d03h");
        assert_eq!(duration(-5.0), "0s");
    }

    /// The warm-up steps are left out and a slow step among the recent ones does not move the
    /// median: 10 steps left at 2 s.
    #[test]
    fn the_rate_is_the_median_of_recent_steps_after_the_warm_up() {
        let mut eta = Eta::new(RunShape {
            evaluates: false,
            ..shape(20, 2, 1)
        });
        eta.step_took(30.0);
        eta.step_took(9.0);
        assert_eq!(eta.estimate(2, 1), None, "only warm-up steps timed");
        for secs in [2.0, 2.0, 50.0, 2.0, 2.1, 1.9, 2.0, 2.0] {
            eta.step_took(secs);
        }
        let e = eta.estimate(10, 1).unwrap();
        assert_eq!(e.secs, 20.0);
        assert_eq!(e.untimed_evaluations, 0);
        assert_eq!(e.to_string(), "eta 20s");
    }

    /// Only the last RECENT_STEPS steps count: a run that got faster is estimated at its new
    /// speed.
    #[test]
    fn old_steps_fall_out_of_the_rate() {
        let mut eta = Eta::new(shape(1000, 1, 0));
        for _ in 0..100 {
            eta.step_took(10.0);
        }
        for _ in 0..RECENT_STEPS {
            eta.step_took(1.0);
        }
        let e = eta.estimate(132, 1).unwrap();
        assert_eq!(e.secs, 868.0);
        assert_eq!(e.untimed_evaluations, 1);
        assert_eq!(e.to_string(), "eta 14m28s + 1 evaluation not yet timed");
    }

    /// Evaluations left: every second epoch and the last of 5 (epochs 2, 4, 5), counted from
    /// the epoch in progress, each at the median measured evaluation.
    #[test]
    fn evaluations_left_are_counted_and_timed() {
        let s = shape(50, 5, 2);
        assert_eq!(s.evaluations_left(1), 3);
        assert_eq!(s.evaluations_left(2), 3);
        assert_eq!(s.evaluations_left(3), 2);
        assert_eq!(s.evaluations_left(5), 1);
        assert_eq!(shape(50, 5, 0).evaluations_left(1), 1);
        let smoke = RunShape {
            smoke_run: true,
            ..s
        };
        assert_eq!(smoke.evaluations_left(1), 1);
        let mut eta = Eta::new(s);
        for _ in 0..5 {
            eta.step_took(1.0);
        }
        assert_eq!(
            eta.estimate(10, 2).unwrap().to_string(),
            "eta 40s + 3 evaluations not yet timed"
        );
        eta.evaluation_took(7.0);
        eta.evaluation_took(100.0);
        eta.evaluation_took(8.0);
        // Steps 11 to 50 at 1 s, and the evaluations after epochs 4 and 5 at the median 8 s.
        let e = eta.estimate(10, 3).unwrap();
        assert_eq!(e.secs, 40.0 + 2.0 * 8.0);
        assert_eq!(e.to_string(), "eta 56s");
    }
}
