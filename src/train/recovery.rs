//! Out-of-memory recovery, the trainer's room for failures it can survive: a window that fails
//! is undone as if it had never run, and one that ran out of memory is redone with the next
//! smaller micro-batch that divides the per-device batch (the effective batch, the loss and the
//! samples unchanged; accumulation grows).
//!
//! Undoing a window: its gradients, graphs, activations and cached rows are owned by the
//! engine's step and dropped with its error; the buffers its forward passes updated (BatchNorm
//! running statistics) are restored from a [`BufferSnapshot`] taken before it ran. This is also
//! where candle's error becomes paperfit's, once: an allocation failure
//! ([`is_device_out_of_memory`], by type) is [`Error::OutOfMemory`], and back-off matches that
//! variant.

use std::cell::RefCell;
use std::rc::Rc;

use candle_core::Tensor;

use super::engine::{Engine, PendingStep, StepOutcome};
use super::memory_monitor::release_device_memory;
use crate::data::loader::PreparedStep;
use crate::error::{Error, Result};
use crate::models::Model;
use crate::plan::BatchSplit;
use paperfit_kernels::out_of_memory::{is_device_out_of_memory, is_outside_pool_out_of_memory};

/// An optimizer step that ran out of memory and is redone with smaller micro-batches.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
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

/// The model's buffers (BatchNorm running statistics) as they were before a window.
struct BufferSnapshot(Vec<(Rc<RefCell<Tensor>>, Tensor)>);

impl BufferSnapshot {
    fn take(model: &dyn Model) -> Self {
        BufferSnapshot(
            model
                .store()
                .borrow()
                .buffers()
                .values()
                .map(|b| (b.clone(), b.borrow().clone()))
                .collect(),
        )
    }

    fn restore(self) {
        for (cell, value) in self.0 {
            *cell.borrow_mut() = value;
        }
    }
}

/// Whether `error` is the device running out of memory (read by type, see
/// [`is_device_out_of_memory`]).
pub fn is_out_of_memory(error: &Error) -> bool {
    matches!(error, Error::OutOfMemory { .. })
}

/// One attempt at optimizer step `step` on `prepared`: the engine's step, queued (its values
/// not read yet), undone if it fails (the buffers restored, nothing else kept), with an
/// allocation failure as [`Error::OutOfMemory`]. A window that failed after its update changed
/// the weights ([`Engine::updated_the_weights`]) cannot be undone and is left as it is.
pub fn attempt(engine: &mut Engine, prepared: &PreparedStep, step: u64) -> Result<PendingStep> {
    let snapshot = BufferSnapshot::take(engine.model());
    engine.launch_prepared(prepared, step).map_err(|error| {
        if !engine.updated_the_weights() {
            snapshot.restore();
        }
        if is_device_out_of_memory(&error) {
            let context = format!(
                "out of memory in optimizer step {} ({})",
                step + 1,
                error_message(&error)
            );
            Error::out_of_memory(context, Some(error))
        } else {
            Error::from(error)
        }
    })
}

/// One optimizer step on `prepared` in micro-batches of `micro_batch`, redone with the next
/// smaller micro-batch that divides the per-device batch whenever the device runs out of
/// memory. Before a retry, everything the failed window allocated has been dropped and the
/// memory handed back to the driver ([`release_device_memory`]); `on_backoff` then hears of it
/// (the loop logs and checkpoints it, tests measure the baseline). `micro_batch` is left at the
/// split that succeeded. An allocation that failed outside the tensors' pool (a library's
/// workspace, a kernel module: [`is_outside_pool_out_of_memory`]) is first redone once at the
/// same split, the pool's free memory handed back to the driver, without a back-off.
///
/// A window that failed after its optimizer update changed the weights cannot be redone (its
/// update would be applied twice), nor, in a distributed run, one that failed after this rank
/// exchanged data with the others: either is an error that says to resume (the run continues
/// from its last checkpoint).
///
/// The step's values are read at once; the training loop calls [`launch_with_backoff`] and
/// reads them once the next step is queued.
pub fn train_with_backoff(
    engine: &mut Engine,
    prepared: PreparedStep,
    step: u64,
    micro_batch: &mut usize,
    on_backoff: &mut dyn FnMut(&Backoff) -> Result<()>,
) -> Result<StepOutcome> {
    Ok(launch_with_backoff(engine, prepared, step, micro_batch, on_backoff)?.read()?)
}

/// [`train_with_backoff`] with the step's values left on the device, to be read later.
pub(crate) fn launch_with_backoff(
    engine: &mut Engine,
    prepared: PreparedStep,
    step: u64,
    micro_batch: &mut usize,
    on_backoff: &mut dyn FnMut(&Backoff) -> Result<()>,
) -> Result<PendingStep> {
    let mut prepared = prepared;
    let mut retried_in_place = false;
    loop {
        prepared = prepared.resplit(*micro_batch);
        let source = match attempt(engine, &prepared, step) {
            Ok(outcome) => return Ok(outcome),
            Err(Error::OutOfMemory { source, .. }) => source,
            Err(e) => return Err(e),
        };
        let message = source.as_ref().map(error_message).unwrap_or_default();
        if engine.updated_the_weights() {
            return Err(Error::out_of_memory(
                format!(
                    "out of memory in optimizer step {} after its update changed the weights, so the window cannot be redone without applying the update twice ({message}); resume the run (it continues from its last checkpoint)",
                    step + 1
                ),
                source,
            ));
        }
        let exchanged = engine.exchanged_with_other_ranks();
        // A library's workspace or a kernel module that found the card full may have found
        // the pool's hoard, not the card's limit: the same split once more, pool trimmed.
        if !retried_in_place
            && !exchanged
            && source.as_ref().is_some_and(is_outside_pool_out_of_memory)
        {
            retried_in_place = true;
            drop(source);
            release_device_memory(engine.device())?;
            continue;
        }
        if exchanged {
            return Err(Error::out_of_memory(
                format!(
                    "out of memory in optimizer step {} after this rank exchanged data with the others, so the window cannot be redone alone ({message}); resume the run (it continues from its last checkpoint), with checkpointing or more ranks if it recurs",
                    step + 1
                ),
                source,
            ));
        }
        let floor = engine.plan().min_micro_batch() as usize;
        let Some(smaller) = smaller_split(engine.split(), *micro_batch, floor) else {
            let none = match floor {
                1 => "no smaller micro-batch divides the per-device batch".to_string(),
                _ => format!("the model trains no micro-batch smaller than {floor} as its paper does (DCAL's pair-wise cross-attention pairs images within a micro-batch), and no smaller one of at least {floor} divides the per-device batch"),
            };
            return Err(Error::out_of_memory(
                format!(
                    "out of memory at micro-batch {} in optimizer step {}, and {none} ({message}); free device memory, or enable checkpointing (--set train.gradient_checkpointing=true)",
                    *micro_batch,
                    step + 1
                ),
                source,
            ));
        };
        drop(source);
        let free_bytes = release_device_memory(engine.device())?;
        on_backoff(&Backoff {
            step,
            from: *micro_batch,
            to: smaller.micro() as usize,
            accumulation: smaller.accumulation() as usize,
            error: message,
            free_bytes,
        })?;
        *micro_batch = smaller.micro() as usize;
    }
}

/// `f` (an evaluation, say), once more after the pool's free memory went back to the driver
/// when it ran out of memory outside the tensors' pool ([`is_outside_pool_out_of_memory`]):
/// what an optimizer step's back-off does first, for work that has no smaller split.
pub(crate) fn retry_outside_pool<T>(
    device: &candle_core::Device,
    mut f: impl FnMut() -> Result<T>,
) -> Result<T> {
    match f() {
        Err(e) if candle_source(&e).is_some_and(is_outside_pool_out_of_memory) => {
            drop(e);
            release_device_memory(device)?;
            f()
        }
        other => other,
    }
}

/// The candle error inside `error`, if it carries one.
fn candle_source(error: &Error) -> Option<&candle_core::Error> {
    match error {
        Error::Candle { source, .. } => Some(source),
        Error::OutOfMemory { source, .. } => source.as_ref(),
        _ => None,
    }
}

/// `split` with the next micro-batch below `current`, and not below `floor`, that divides the
/// per-device batch, if any.
fn smaller_split(split: BatchSplit, current: usize, floor: usize) -> Option<BatchSplit> {
    split
        .alternatives()
        .into_iter()
        .filter(|s| (s.micro() as usize) < current && s.micro() as usize >= floor)
        .max()
}

/// The first line of `error`'s message, without the backtrace candle may have captured:
/// formatting that backtrace would resolve its symbols, tens of MiB of debug information kept
/// for the rest of the process, to read one line.
pub(crate) fn error_message(error: &candle_core::Error) -> String {
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

#[cfg(test)]
mod tests {
    use super::*;
    use paperfit_kernels::out_of_memory::DeviceOutOfMemory;

    #[test]
    fn allocation_failures_are_recognised_by_type_not_by_text() {
        let typed = DeviceOutOfMemory("cuDNN workspace: out of memory".into()).into_candle();
        assert!(is_device_out_of_memory(&typed));
        assert!(is_device_out_of_memory(&typed.bt()));
        let in_context = candle_core::Error::Context {
            inner: Box::new(DeviceOutOfMemory("x".into()).into_candle()),
            context: Box::new("while doing y"),
        };
        assert!(is_device_out_of_memory(&in_context));
        // A message that only says so is not one: a kernel's text could say anything.
        let text = candle_core::Error::Msg("out of memory".into());
        assert!(!is_device_out_of_memory(&text));
        assert_eq!(
            error_message(&DeviceOutOfMemory("a\nb".into()).into_candle().bt()),
            "a"
        );
    }

    /// Work without a smaller split (an evaluation) runs once more after an allocation failed
    /// outside the tensors' pool; any other failure, out of memory inside the pool included,
    /// is returned at once.
    #[test]
    fn work_is_retried_once_after_an_allocation_outside_the_pool() {
        use paperfit_kernels::out_of_memory::OutsidePoolOutOfMemory;
        let outside =
            || Error::from(OutsidePoolOutOfMemory("cuBLAS workspace".into()).into_candle());
        assert!(is_outside_pool_out_of_memory(
            &OutsidePoolOutOfMemory("x".into()).into_candle().bt()
        ));
        assert!(!is_outside_pool_out_of_memory(
            &DeviceOutOfMemory("x".into()).into_candle()
        ));
        let device = candle_core::Device::Cpu;
        let mut calls = 0;
        let result = retry_outside_pool(&device, || {
            calls += 1;
            if calls == 1 {
                Err(outside())
            } else {
                Ok(calls)
            }
        });
        assert_eq!(result.unwrap(), 2);
        let mut calls = 0;
        let result: Result<()> = retry_outside_pool(&device, || {
            calls += 1;
            Err(outside())
        });
        assert!(result.is_err());
        assert_eq!(calls, 2, "once more, not again and again");
        let mut calls = 0;
        let result: Result<()> = retry_outside_pool(&device, || {
            calls += 1;
            Err(Error::from(DeviceOutOfMemory("pool".into()).into_candle()))
        });
        assert!(result.is_err());
        assert_eq!(calls, 1);
    }

    #[test]
    fn back_off_takes_the_next_smaller_divisor() {
        let split = BatchSplit::new(24, 2, 12).unwrap();
        let next = |m| smaller_split(split, m, 1).map(|s| s.micro());
        assert_eq!(next(12), Some(6));
        assert_eq!(next(6), Some(4));
        assert_eq!(next(4), Some(3));
        assert_eq!(next(1), None);
        // A floor of 2 (DCAL's pair-wise cross-attention): never below it.
        let paired = |m| smaller_split(split, m, 2).map(|s| s.micro());
        assert_eq!(paired(3), Some(2));
        assert_eq!(paired(2), None);
    }
}
