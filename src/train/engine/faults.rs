//! Failures on purpose and by accident: injected faults that exercise the recovery paths on any
//! machine, how an out-of-memory error is recognised and read, and what a back-off did.

use candle_core::{Result, Tensor};

/// Faults injected by tests (and `PAPERFIT_FAULT_*` variables) to exercise recovery paths.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Faults {
    /// Make the gradients of this optimizer step non-finite.
    pub nonfinite_grad_at_step: Option<u64>,
    /// Fail the first attempt of this optimizer step with an out-of-memory error, after its
    /// first micro-batch, as a device that runs out of memory mid-window does.
    pub oom_at_step: Option<u64>,
    /// Whether the out-of-memory fault has fired (it fires once).
    #[doc(hidden)]
    pub oom_fired: bool,
}

impl Faults {
    /// The faults `PAPERFIT_FAULT_OOM_AT_STEP` (an out-of-memory error in that optimizer step,
    /// once) and `PAPERFIT_FAULT_NONFINITE_GRAD_AT_STEP` (non-finite gradients in that step)
    /// ask for among `vars`: recovery paths exercised on any machine. Steps count from 1, as in
    /// logs and metrics.
    pub fn from_env(
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
                        value: value.clone(),
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
        Some(candle_core::Error::Msg(format!(
            "out of memory (injected at optimizer step {})",
            step + 1
        )))
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

/// Whether `error` is the device running out of memory (CUDA reports
/// `CUDA_ERROR_OUT_OF_MEMORY`; allocation failures say "out of memory").
pub fn is_out_of_memory(error: &candle_core::Error) -> bool {
    let text = error_message(error).to_lowercase();
    text.contains("out of memory") || text.contains("out_of_memory")
}

/// The first line of `error`'s message, without the backtrace candle may have captured:
/// formatting that backtrace would resolve its symbols, tens of MiB of debug information kept
/// for the rest of the process, to read one line.
pub fn error_message(error: &candle_core::Error) -> String {
    let mut inner = error;
    while let candle_core::Error::WithBacktrace { inner: e, .. } = inner {
        inner = e;
    }
    inner
        .to_string()
        .lines()
        .next()
        .unwrap_or_default()
        .to_string()
}

/// An optimizer step that ran out of memory and is redone with smaller micro-batches.
#[derive(Debug, Clone, PartialEq)]
pub struct Backoff {
    /// The optimizer step (0-based).
    pub step: u64,
    /// The micro-batch that ran out of memory.
    pub from: usize,
    /// The micro-batch the window is redone with.
    pub to: usize,
    /// Micro-batches per optimizer step on this process at `to`.
    pub accumulation: usize,
    /// The device's message (its first line).
    pub error: String,
    /// Device memory free once the failed window was released (CUDA).
    pub free_bytes: Option<u64>,
}

impl Backoff {
    /// The line the run log and metrics show.
    pub fn describe(&self) -> String {
        let free = self
            .free_bytes
            .map(|b| {
                format!(
                    "; {} free after releasing it",
                    crate::memory::format_bytes(b)
                )
            })
            .unwrap_or_default();
        format!(
            "out of memory at micro-batch {} ({}{free}); redoing optimizer step {} as {} x {}",
            self.from,
            self.error,
            self.step + 1,
            self.to,
            self.accumulation
        )
    }
}
