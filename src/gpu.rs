//! GPU detection for `--preset auto`, through the NVIDIA driver's management library (NVML).
//!
//! NVML is loaded at run time, so a machine without a driver (or a build without CUDA) simply
//! reports "no GPU"; nothing here can panic. Tests and dry runs can pretend a card is present
//! with `PAPERFIT_SIMULATE_GPU_MEMORY` (e.g. `24GiB`, `16GB`, or `none`).

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Arc;
use std::thread::JoinHandle;
use std::time::Duration;

use serde::Serialize;

use crate::error::{ConfigError, Origin};

/// Environment variable that replaces detection by a simulated card of the given size.
pub const SIMULATE_ENV: &str = "PAPERFIT_SIMULATE_GPU_MEMORY";

const GIB: f64 = (1u64 << 30) as f64;

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct GpuInfo {
    pub name: String,
    pub total_bytes: u64,
    /// True when the card comes from `PAPERFIT_SIMULATE_GPU_MEMORY`, not from the driver.
    pub simulated: bool,
}

impl GpuInfo {
    pub fn total_gib(&self) -> f64 {
        self.total_bytes as f64 / GIB
    }
}

/// The outcome of looking for a GPU: a card, or why there is none.
#[derive(Debug, Clone, PartialEq)]
pub enum Detection {
    Found(GpuInfo),
    NotFound { reason: String },
}

/// Detect the first GPU, or simulate one when `simulate` (the value of
/// `PAPERFIT_SIMULATE_GPU_MEMORY`) is given.
pub fn detect(simulate: Option<&str>) -> Result<Detection, ConfigError> {
    match simulate {
        Some(raw) => simulated(raw),
        None => Ok(detect_nvml()),
    }
}

fn simulated(raw: &str) -> Result<Detection, ConfigError> {
    let value = raw.trim();
    if value.eq_ignore_ascii_case("none") || value == "0" {
        return Ok(Detection::NotFound {
            reason: format!("{SIMULATE_ENV}={raw} simulates a machine without a GPU"),
        });
    }
    let bytes = parse_memory_size(value).ok_or_else(|| {
        ConfigError::new(format!("cannot read `{raw}` as a memory size"))
            .origin(Origin::Env {
                var: SIMULATE_ENV.into(),
                value: raw.into(),
            })
            .expected("a size with a unit, like `24GiB`, `16GB` or `81920MiB`, or `none`")
    })?;
    Ok(Detection::Found(GpuInfo {
        name: format!("simulated GPU ({value})"),
        total_bytes: bytes,
        simulated: true,
    }))
}

/// `24GiB`, `16GB`, `81920MiB`, `1.5TiB` -> bytes. The unit is required: a bare number is
/// ambiguous between GB and GiB.
///
/// ```
/// use paperfit::gpu::parse_memory_size;
/// assert_eq!(parse_memory_size("24GiB"), Some(24 << 30));
/// assert_eq!(parse_memory_size("16GB"), Some(16_000_000_000));
/// assert_eq!(parse_memory_size("16"), None);
/// ```
pub fn parse_memory_size(text: &str) -> Option<u64> {
    let text = text.trim();
    let split = text.find(|c: char| c.is_ascii_alphabetic())?;
    let (number, unit) = text.split_at(split);
    let number: f64 = number.trim().parse().ok()?;
    let scale = match unit.trim().to_ascii_lowercase().as_str() {
        "kib" => 1024.0,
        "mib" => 1024.0 * 1024.0,
        "gib" => GIB,
        "tib" => GIB * 1024.0,
        "kb" => 1e3,
        "mb" => 1e6,
        "gb" => 1e9,
        "tb" => 1e12,
        _ => return None,
    };
    (number.is_finite() && number > 0.0).then_some((number * scale) as u64)
}

fn detect_nvml() -> Detection {
    let nvml = match nvml_wrapper::Nvml::init() {
        Ok(nvml) => nvml,
        Err(e) => {
            return Detection::NotFound {
                reason: format!("no NVIDIA driver could be loaded ({e})"),
            }
        }
    };
    let count = match nvml.device_count() {
        Ok(n) => n,
        Err(e) => {
            return Detection::NotFound {
                reason: format!("the NVIDIA driver did not list devices ({e})"),
            }
        }
    };
    if count == 0 {
        return Detection::NotFound {
            reason: "the NVIDIA driver reports no GPU".into(),
        };
    }
    let device = match nvml.device_by_index(0) {
        Ok(d) => d,
        Err(e) => {
            return Detection::NotFound {
                reason: format!("GPU 0 could not be opened ({e})"),
            }
        }
    };
    match device.memory_info() {
        Ok(mem) => Detection::Found(GpuInfo {
            name: device.name().unwrap_or_else(|_| "NVIDIA GPU 0".into()),
            total_bytes: mem.total,
            simulated: false,
        }),
        Err(e) => Detection::NotFound {
            reason: format!("the memory of GPU 0 could not be read ({e})"),
        },
    }
}

/// The memory in use on GPU 0, sampled by the driver's management library (NVML) on a thread
/// while a workload runs, keeping the peak: the figure `nvidia-smi --query-gpu=memory.used`
/// shows, so CUDA contexts, cuBLAS workspaces and memory pools count, and a peak inside a step
/// is seen (CUDA's own free-memory query between steps would miss it).
pub struct DeviceMemorySampler {
    stop: Arc<AtomicBool>,
    peak: Arc<AtomicU64>,
    handle: Option<JoinHandle<()>>,
    /// In use when sampling started: other processes and the driver (nvidia-smi shows a few
    /// MiB on an idle card).
    pub idle_bytes: u64,
}

impl DeviceMemorySampler {
    /// Start sampling every `period`; `None` without an NVIDIA driver.
    pub fn start(period: Duration) -> Option<Self> {
        let used = || -> Option<u64> {
            let nvml = nvml_wrapper::Nvml::init().ok()?;
            let device = nvml.device_by_index(0).ok()?;
            device.memory_info().ok().map(|m| m.used)
        };
        let idle_bytes = used()?;
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
    pub fn peak(&self) -> u64 {
        self.peak.load(Ordering::Relaxed)
    }

    /// The peak so far above what was in use when sampling started.
    pub fn peak_above_idle(&self) -> u64 {
        self.peak().saturating_sub(self.idle_bytes)
    }

    /// Stop sampling; the peak above idle.
    pub fn stop(mut self) -> u64 {
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

/// CUDA device `ordinal`, opened for training: candle records two CUDA events per allocation so
/// that tensors can cross streams safely; paperfit runs every kernel, product and copy on the
/// device's one stream, so the events only cost time and are turned off before any tensor is
/// made.
pub fn open_cuda(ordinal: usize) -> candle_core::Result<candle_core::Device> {
    let device = candle_core::Device::new_cuda(ordinal)?;
    #[cfg(feature = "cuda")]
    if let candle_core::Device::Cuda(cuda) = &device {
        // SAFETY: one stream (see above): no tensor is used on another stream, so no cross-stream
        // ordering is needed.
        unsafe { cuda.disable_event_tracking() };
    }
    Ok(device)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn memory_sizes_need_a_unit() {
        assert_eq!(parse_memory_size("24GiB"), Some(24 << 30));
        assert_eq!(parse_memory_size("16 GB"), Some(16_000_000_000));
        assert_eq!(parse_memory_size("81920MiB"), Some(80 << 30));
        assert_eq!(parse_memory_size("24"), None);
        assert_eq!(parse_memory_size("-4GiB"), None);
        assert_eq!(parse_memory_size("4 parsecs"), None);
    }

    #[test]
    fn simulation_overrides_detection() {
        match detect(Some("16GiB")).unwrap() {
            Detection::Found(g) => {
                assert!(g.simulated);
                assert_eq!(g.total_bytes, 16 << 30);
            }
            other => panic!("{other:?}"),
        }
        assert!(matches!(
            detect(Some("none")).unwrap(),
            Detection::NotFound { .. }
        ));
        assert!(detect(Some("lots")).is_err());
    }

    #[test]
    fn the_memory_sampler_needs_a_driver_and_never_panics() {
        // Without a driver there is nothing to sample; with one, a peak at least the idle use.
        if let Some(sampler) = DeviceMemorySampler::start(Duration::from_millis(5)) {
            std::thread::sleep(Duration::from_millis(20));
            assert!(sampler.peak() >= sampler.idle_bytes);
            let _ = sampler.stop();
        } else {
            assert!(matches!(detect(None).unwrap(), Detection::NotFound { .. }));
        }
    }

    #[test]
    fn real_detection_never_panics() {
        // On a machine without a driver this reports NotFound; with one, a card.
        match detect(None).unwrap() {
            Detection::Found(g) => assert!(g.total_bytes > 0),
            Detection::NotFound { reason } => assert!(!reason.is_empty()),
        }
    }
}
