//! Failures on purpose: injected faults that exercise the recovery paths on any machine (an
//! out-of-memory error mid-window, non-finite gradients).

use candle_core::{Result, Tensor};

/// Faults injected by tests (and `PAPERFIT_FAULT_*` variables) to exercise recovery paths.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Faults {
    /// Make the gradients of this optimizer step non-finite.
    pub nonfinite_grad_at_step: Option<u64>,
    /// Fail the first attempt of this optimizer step with an out-of-memory error, after its
    /// first micro-batch, as a device that runs out of memory mid-window does.
    pub oom_at_step: Option<u64>,
    /// The injected out-of-memory error is one outside the tensors' pool (a library's
    /// workspace), which recovery retries once at the same split before backing off.
    pub oom_outside_pool: bool,
    /// Whether the out-of-memory fault has fired (it fires once).
    #[doc(hidden)]
    pub oom_fired: bool,
    /// Fail the optimizer update of this step with an out-of-memory error where it allocates
    /// the state its parameters do not have yet (the first step's Adam moments), before it has
    /// changed anything; once. The window is redone as if it had never run.
    pub oom_in_update_at_step: Option<u64>,
    /// Fail this optimizer step with an out-of-memory error once its update has changed the
    /// weights (where mixed precision refreshes the weights' copies); once. The window cannot
    /// be redone: the run stops, its last checkpoint kept.
    pub oom_after_update_at_step: Option<u64>,
}

impl Faults {
    /// The faults `PAPERFIT_FAULT_OOM_AT_STEP` (an out-of-memory error in that optimizer step,
    /// once), `PAPERFIT_FAULT_OOM_IN_UPDATE_AT_STEP` and `PAPERFIT_FAULT_OOM_AFTER_UPDATE_AT_STEP`
    /// (one in its optimizer update, before or after the weights changed) and
    /// `PAPERFIT_FAULT_NONFINITE_GRAD_AT_STEP` (non-finite gradients in that step) ask for among
    /// `vars`: recovery paths exercised on any machine. Steps count from 1, as in logs and
    /// metrics.
    pub(crate) fn from_env(
        vars: impl Iterator<Item = (String, String)>,
    ) -> std::result::Result<Faults, crate::error::ConfigError> {
        use crate::config::overrides::{
            ENV_FAULT_NONFINITE, ENV_FAULT_OOM, ENV_FAULT_OOM_AFTER_UPDATE, ENV_FAULT_OOM_IN_UPDATE,
        };
        let mut faults = Faults::default();
        for (var, value) in vars {
            let slot = match var.as_str() {
                ENV_FAULT_OOM => &mut faults.oom_at_step,
                ENV_FAULT_OOM_IN_UPDATE => &mut faults.oom_in_update_at_step,
                ENV_FAULT_OOM_AFTER_UPDATE => &mut faults.oom_after_update_at_step,
                ENV_FAULT_NONFINITE => &mut faults.nonfinite_grad_at_step,
                _ => continue,
            };
            let step: u64 = value
                .trim()
                .parse()
                .ok()
                .filter(|s| *s >= 1)
                .ok_or_else(|| {
                    crate::error::ConfigError::new(format!(
                        "{var} must be an optimizer step number (1, 2, ...)"
                    ))
                    .origin(crate::error::Origin::Env {
                        var: var.clone(),
                        value: Some(value.clone()),
                    })
                    .expected("a positive integer")
                })?;
            // The engine counts steps from 0.
            *slot = Some(step - 1);
        }
        Ok(faults)
    }

    /// The error the window of optimizer step `step` fails with after its first micro-batch,
    /// if one is injected there (once).
    pub(super) fn window_failure(&mut self, step: u64) -> Option<candle_core::Error> {
        if self.oom_at_step != Some(step) || self.oom_fired {
            return None;
        }
        self.oom_fired = true;
        let message = format!("out of memory (injected at optimizer step {})", step + 1);
        Some(if self.oom_outside_pool {
            paperfit_kernels::out_of_memory::OutsidePoolOutOfMemory(message).into_candle()
        } else {
            paperfit_kernels::out_of_memory::DeviceOutOfMemory(message).into_candle()
        })
    }

    /// The error the optimizer update of step `step` fails with where it allocates state, if
    /// one is injected there (once).
    pub(super) fn state_allocation_failure(&mut self, step: u64) -> Option<candle_core::Error> {
        (self.oom_in_update_at_step == Some(step)).then(|| {
            self.oom_in_update_at_step = None;
            out_of_memory(format!(
                "optimizer state: out of memory (injected at optimizer step {})",
                step + 1
            ))
        })
    }

    /// The error step `step` fails with once its update changed the weights, if one is
    /// injected there (once).
    pub(super) fn after_update_failure(&mut self, step: u64) -> Option<candle_core::Error> {
        (self.oom_after_update_at_step == Some(step)).then(|| {
            self.oom_after_update_at_step = None;
            out_of_memory(format!(
                "weight copies: out of memory (injected after the update of optimizer step {})",
                step + 1
            ))
        })
    }

    /// Make the window's gradients non-finite where that is injected.
    pub(super) fn corrupt_gradients(&self, step: u64, grads: &mut [Tensor]) -> Result<()> {
        if self.nonfinite_grad_at_step == Some(step) {
            if let Some(first) = grads.first_mut() {
                *first = (&*first + f64::INFINITY)?;
            }
        }
        Ok(())
    }
}

/// A device allocation failure with `message`, as the pool reports one.
fn out_of_memory(message: String) -> candle_core::Error {
    paperfit_kernels::out_of_memory::DeviceOutOfMemory(message).into_candle()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn vars(pairs: &[(&str, &str)]) -> impl Iterator<Item = (String, String)> {
        let pairs: Vec<(String, String)> = pairs
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        pairs.into_iter()
    }

    /// The update's faults are asked for by step (from 1) and fire once, at that step only.
    #[test]
    fn update_faults_are_read_from_the_environment_and_fire_once() {
        let mut faults = Faults::from_env(vars(&[
            ("PAPERFIT_FAULT_OOM_IN_UPDATE_AT_STEP", "1"),
            ("PAPERFIT_FAULT_OOM_AFTER_UPDATE_AT_STEP", " 5 "),
        ]))
        .unwrap();
        assert_eq!(faults.oom_in_update_at_step, Some(0));
        assert_eq!(faults.oom_after_update_at_step, Some(4));
        assert!(faults.state_allocation_failure(1).is_none());
        let error = faults.state_allocation_failure(0).unwrap();
        assert!(paperfit_kernels::out_of_memory::is_device_out_of_memory(
            &error
        ));
        assert!(faults.state_allocation_failure(0).is_none(), "once");
        assert!(faults.after_update_failure(3).is_none());
        let error = faults.after_update_failure(4).unwrap();
        assert!(error
            .to_string()
            .contains("after the update of optimizer step 5"));
        assert!(faults.after_update_failure(4).is_none(), "once");
        let refused = Faults::from_env(vars(&[("PAPERFIT_FAULT_OOM_AFTER_UPDATE_AT_STEP", "0")]));
        assert!(refused.is_err());
    }
}
