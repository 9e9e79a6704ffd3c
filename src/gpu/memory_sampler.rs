//! The GPU's memory in use, sampled while a workload runs.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Arc;
use std::thread::JoinHandle;
use std::time::Duration;

/// How often the idle reading is taken while it settles, and how many readings in a row may
/// not fall before it counts as settled (100 ms), at most [`SETTLE_READINGS_MAX`] (3 s).
const SETTLE_PERIOD: Duration = Duration::from_millis(20);
const SETTLE_STEADY_READINGS: u32 = 5;
const SETTLE_READINGS_MAX: u32 = 150;

/// The memory in use on GPU 0, sampled by the driver's management library (NVML) on a thread
/// while a workload runs, keeping the peak: the figure `nvidia-smi --query-gpu=memory.used`
/// shows, so CUDA contexts, cuBLAS workspaces and memory pools count, and a peak inside a step
/// is seen (CUDA's own free-memory query between steps would miss it).
pub(crate) struct DeviceMemorySampler {
    stop: Arc<AtomicBool>,
    peak: Arc<AtomicU64>,
    handle: Option<JoinHandle<()>>,
    /// In use when sampling started, once settled: other processes and the driver (nvidia-smi
    /// shows a few MiB on an idle card).
    pub idle_bytes: u64,
}

impl DeviceMemorySampler {
    /// Start sampling every `period`; `None` without an NVIDIA driver.
    pub(crate) fn start(period: Duration) -> Option<Self> {
        // The idle reading settles over up to 150 readings: one NVML handle for all of them.
        let idle_bytes = {
            let nvml = nvml_wrapper::Nvml::init().ok()?;
            let device = nvml.device_by_index(0).ok()?;
            settled(
                || device.memory_info().ok().map(|m| m.used),
                || std::thread::sleep(SETTLE_PERIOD),
            )?
        };
        let stop = Arc::new(AtomicBool::new(false));
        let peak = Arc::new(AtomicU64::new(idle_bytes));
        let (flag, max) = (stop.clone(), peak.clone());
        let handle = std::thread::spawn(move || {
            let Ok(nvml) = nvml_wrapper::Nvml::init() else {
                return;
            };
            let Ok(device) = nvml.device_by_index(0) else {
                return;
            };
            while !flag.load(Ordering::Relaxed) {
                if let Ok(m) = device.memory_info() {
                    max.fetch_max(m.used, Ordering::Relaxed);
                }
                std::thread::sleep(period);
            }
        });
        Some(DeviceMemorySampler {
            stop,
            peak,
            handle: Some(handle),
            idle_bytes,
        })
    }

    /// The peak memory in use on the GPU so far.
    pub(crate) fn peak(&self) -> u64 {
        self.peak.load(Ordering::Relaxed)
    }

    /// The peak so far above what was in use when sampling started.
    pub(crate) fn peak_above_idle(&self) -> u64 {
        self.peak().saturating_sub(self.idle_bytes)
    }

    /// Stop sampling; the peak above idle.
    pub(crate) fn stop(mut self) -> u64 {
        self.halt();
        self.peak_above_idle()
    }

    fn halt(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        if let Some(h) = self.handle.take() {
            let _ = h.join();
        }
    }
}

impl Drop for DeviceMemorySampler {
    fn drop(&mut self) {
        self.halt();
    }
}

/// The memory in use once it stops falling: a process that exited just before this one (the
/// previous run of `bench memory`, the doctor's previous child) is still giving its device
/// memory back for a moment, and an idle reading taken then made a later peak look gigabytes
/// smaller (seen on an H100: 1.4 GiB measured above an "idle" that still held the previous
/// run's 3.4 GiB, while the pool alone held 4.3 GiB). Reads until [`SETTLE_STEADY_READINGS`]
/// in a row are no lower than the lowest before them, at most [`SETTLE_READINGS_MAX`]; the
/// lowest reading. `None` when a reading fails.
fn settled(mut read: impl FnMut() -> Option<u64>, mut wait: impl FnMut()) -> Option<u64> {
    let mut lowest = read()?;
    let mut steady = 0;
    for _ in 0..SETTLE_READINGS_MAX {
        if steady >= SETTLE_STEADY_READINGS {
            break;
        }
        wait();
        let now = read()?;
        if now < lowest {
            lowest = now;
            steady = 0;
        } else {
            steady += 1;
        }
    }
    Some(lowest)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_memory_sampler_needs_a_driver_and_never_panics() {
        // Without a driver there is nothing to sample; with one, a peak at least the idle use.
        if let Some(sampler) = DeviceMemorySampler::start(Duration::from_millis(5)) {
            std::thread::sleep(Duration::from_millis(20));
            assert!(sampler.peak() >= sampler.idle_bytes);
            let _ = sampler.stop();
        } else {
            assert!(matches!(
                super::super::detect(&super::super::Simulation::default()).unwrap(),
                super::super::Detection::NotFound { .. }
            ));
        }
    }

    #[test]
    fn the_idle_reading_waits_for_a_previous_process_to_give_its_memory_back() {
        let settle = |readings: &[u64]| {
            let mut it = readings.iter().copied();
            let mut waits = 0;
            let idle = settled(|| it.next(), || waits += 1);
            (idle, waits)
        };
        // Falling while the previous run exits, then steady: the lowest, after 5 steady reads.
        let (idle, waits) = settle(&[3_400, 3_400, 900, 10, 10, 10, 12, 10, 10, 99]);
        assert_eq!((idle, waits), (Some(10), 8));
        // Already idle: five readings more, 100 ms.
        assert_eq!(settle(&[7, 7, 7, 7, 7, 7, 7]), (Some(7), 5));
        // Another process allocating meanwhile does not raise the idle reading.
        assert_eq!(settle(&[7, 500, 500, 500, 500, 500]).0, Some(7));
        // A failed reading: no sampler.
        assert_eq!(settle(&[7, 7]).0, None);
        // Never steady: bounded.
        let falling: Vec<u64> = (0..1_000).rev().collect();
        assert_eq!(settle(&falling).1, SETTLE_READINGS_MAX as usize);
    }
}
