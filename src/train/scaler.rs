//! Dynamic loss scaling for fp16 (PyTorch GradScaler semantics).

use serde::{Deserialize, Serialize};

use crate::plan::LossScaling;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct LossScaler {
    pub scale: f64,
    growth_factor: f64,
    backoff_factor: f64,
    growth_interval: u32,
    /// Consecutive optimizer steps without inf/NaN since the last change of scale.
    pub clean_steps: u32,
}

impl LossScaler {
    pub(crate) fn new(config: &LossScaling) -> Self {
        LossScaler {
            scale: config.initial_scale,
            growth_factor: config.growth_factor,
            backoff_factor: config.backoff_factor,
            growth_interval: config.growth_interval,
            clean_steps: 0,
        }
    }

    /// Record the outcome of a step. Returns whether the optimizer step should be applied:
    /// a step with non-finite gradients is skipped and the scale backs off; after
    /// `growth_interval` clean steps the scale grows.
    pub(crate) fn update(&mut self, grads_finite: bool) -> bool {
        if !grads_finite {
            self.scale *= self.backoff_factor;
            self.clean_steps = 0;
            return false;
        }
        self.clean_steps += 1;
        if self.clean_steps >= self.growth_interval {
            self.scale *= self.growth_factor;
            self.clean_steps = 0;
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn overflow_skips_and_halves_then_grows_after_the_interval() {
        let mut s = LossScaler::new(&LossScaling {
            initial_scale: 65536.0,
            growth_factor: 2.0,
            backoff_factor: 0.5,
            growth_interval: 3,
        });
        assert!(!s.update(false));
        assert_eq!(s.scale, 32768.0);
        assert!(s.update(true));
        assert!(s.update(true));
        assert_eq!(s.scale, 32768.0);
        assert!(s.update(true));
        assert_eq!(s.scale, 65536.0);
        assert_eq!(s.clean_steps, 0);
    }
}
