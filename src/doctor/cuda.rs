//! What only a GPU can show: a real out-of-memory error, and the device memory of a run.

use candle_core::{DType, Device, Tensor};

use super::workloads::FirstWindow;
use crate::error::{Error, Result};
use crate::plan::Plan;
use crate::train::engine::Engine;
use crate::train::memory_monitor::{pool_peak, release_device_memory, reset_pool_peak};

/// Fill `device` with a ballast tensor until a window of `plan` fits with a quarter of its
/// samples per micro-batch but not whole: the free memory left is 1.25 x what the quarter
/// split was measured to take at its peak (the pool's high-water mark of live buffers). The
/// ballast is returned; dropping it frees the memory.
pub(crate) fn fill_until_only(
    device: &Device,
    plan: &Plan,
    window: &FirstWindow,
) -> Result<Vec<Tensor>> {
    let whole = window.samples.len();
    let quarter = (whole / 4).max(1);
    let need = {
        release_device_memory(device)?;
        reset_pool_peak(device)?;
        let mut engine = Engine::new(plan, device)?;
        let prepared = window.prepare(&engine, quarter)?;
        engine.train_prepared(&prepared, 0)?;
        drop(engine);
        pool_peak(device)?
            .ok_or_else(|| Error::Internal("no pool statistics on this device".into()))?
            .used
    };
    let free = release_device_memory(device)?
        .ok_or_else(|| Error::Internal("no free-memory reading on this device".into()))?;
    let keep = need + need / 4;
    if free <= keep {
        return Err(Error::Internal(format!(
            "the device has {free} bytes free, less than the {keep} the check leaves"
        )));
    }
    // Allocated in chunks: one buffer the size of the card may exceed the largest allocation.
    let mut ballast = Vec::new();
    let mut left = free - keep;
    const CHUNK: u64 = 1 << 30;
    while left > 0 {
        let bytes = left.min(CHUNK);
        ballast.push(Tensor::zeros(bytes as usize, DType::U8, device)?);
        left -= bytes;
    }
    Ok(ballast)
}
