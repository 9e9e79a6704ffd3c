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
}

impl Faults {
    /// The faults `PAPERFIT_FAULT_OOM_AT_STEP` (an out-of-memory error in that optimizer step,
    /// once) and `PAPERFIT_FAULT_NONFINITE_GRAD_AT_STEP` (non-finite gradients in that step)
    /// ask for among `vars`: recovery paths exercised on any machine. Steps count from 1, as in
    /// logs and metrics.
    pub(crate) fn from_env(
        vars: impl Iterator<Item = (String, String)>,
    ) -> std::result::Result<Faults, crate::error::ConfigError> {
        use crate::config::overrides::{ENV_FAULT_NONFINITE, ENV_FAULT_OOM};
        let mut faults = Faults::default();
        for (var, value) in vars {
            let slot = match var.as_str() {
                ENV_FAULT_OOM => &mut faults.oom_at_step,
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
