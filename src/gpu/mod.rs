//! GPUs: detection for `--preset auto` and for the precision a card can compute in, through
//! the NVIDIA driver's management library (NVML); what this binary's CUDA code was built for;
//! opening a device for training.
//!
//! NVML is loaded at run time, so a machine without a driver (or a build without CUDA) simply
//! reports "no GPU"; nothing here can panic. Tests and dry runs can pretend a card is present
//! with `PAPERFIT_SIMULATE_GPU_MEMORY` (e.g. `24GiB`, `16GB`, or `none`) and give it a compute
//! capability with `PAPERFIT_SIMULATE_GPU_CAPABILITY` (e.g. `7.5`).

use serde::Serialize;

use crate::error::{ConfigError, Origin};

mod build;
mod libraries;
mod memory_sampler;

pub use build::CudaBuild;
pub(crate) use libraries::{describe_missing, missing_cuda_libraries, MissingLibrary};
pub(crate) use memory_sampler::DeviceMemorySampler;

/// Environment variable that replaces detection by a simulated card of the given size.
pub(crate) const SIMULATE_ENV: &str = "PAPERFIT_SIMULATE_GPU_MEMORY";
/// Environment variable that gives the simulated card a compute capability (`7.5`, `sm_86`).
pub(crate) const SIMULATE_CAPABILITY_ENV: &str = "PAPERFIT_SIMULATE_GPU_CAPABILITY";

const GIB: f64 = (1u64 << 30) as f64;

/// An NVIDIA compute capability (the card's architecture generation): 7.5 Turing, 8.0 A100,
/// 8.6 and 8.9 consumer Ampere and Ada, 9.0 Hopper, 10.0 and 12.0 Blackwell.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize)]
pub struct ComputeCapability {
    pub major: u32,
    pub minor: u32,
}

impl ComputeCapability {
    /// The first capability with bf16 arithmetic (Ampere).
    pub(crate) const BF16: ComputeCapability = ComputeCapability { major: 8, minor: 0 };

    /// From the digits `75`, `7.5`, `sm_75` or `8.6`.
    pub(crate) fn parse(text: &str) -> Option<Self> {
        let text = text.trim();
        let digits = text.strip_prefix("sm_").unwrap_or(text);
        let (major, minor) = match digits.split_once('.') {
            Some((a, b)) => (a.parse().ok()?, b.parse().ok()?),
            None if digits.len() >= 2 && digits.chars().all(|c| c.is_ascii_digit()) => {
                let (a, b) = digits.split_at(digits.len() - 1);
                (a.parse().ok()?, b.parse().ok()?)
            }
            None => return None,
        };
        (major > 0 && minor < 10).then_some(ComputeCapability { major, minor })
    }

    /// The two-digit form nvcc and `CUDA_COMPUTE_CAP` use: 75, 86, 90.
    pub(crate) fn digits(self) -> u32 {
        self.major * 10 + self.minor
    }

    pub(crate) fn has_bf16(self) -> bool {
        self >= Self::BF16
    }
}

impl std::fmt::Display for ComputeCapability {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}.{}", self.major, self.minor)
    }
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct GpuInfo {
    pub name: String,
    pub total_bytes: u64,
    /// The card's compute capability, when the driver (or the simulation) says it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub compute_capability: Option<ComputeCapability>,
    /// True when the card comes from `PAPERFIT_SIMULATE_GPU_MEMORY`, not from the driver.
    pub simulated: bool,
}

impl GpuInfo {
    pub(crate) fn total_gib(&self) -> f64 {
        self.total_bytes as f64 / GIB
    }
}

/// The outcome of looking for a GPU: a card, or why there is none.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Detection {
    Found(GpuInfo),
    NotFound { reason: String },
}

/// What a simulated card is: the values of `PAPERFIT_SIMULATE_GPU_MEMORY` and
/// `PAPERFIT_SIMULATE_GPU_CAPABILITY`.
#[derive(Debug, Clone, Default, PartialEq)]
pub(crate) struct Simulation {
    pub memory: Option<String>,
    pub capability: Option<String>,
}

impl Simulation {
    /// From this process's environment.
    pub(crate) fn from_env() -> Self {
        Self::from_vars(|var| std::env::var(var).ok())
    }

    /// From the variables `lookup` finds.
    pub(crate) fn from_vars(lookup: impl Fn(&str) -> Option<String>) -> Self {
        Simulation {
            memory: lookup(SIMULATE_ENV),
            capability: lookup(SIMULATE_CAPABILITY_ENV),
        }
    }
}

/// Detect the first GPU, or simulate one when `simulate` names a memory size.
pub(crate) fn detect(simulate: &Simulation) -> Result<Detection, ConfigError> {
    match &simulate.memory {
        Some(raw) => simulated(raw, simulate.capability.as_deref()),
        None => Ok(detect_nvml()),
    }
}

fn simulated(raw: &str, capability: Option<&str>) -> Result<Detection, ConfigError> {
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
                value: Some(raw.into()),
            })
            .expected("a size with a unit, like `24GiB`, `16GB` or `81920MiB`, or `none`")
    })?;
    let compute_capability = capability
        .map(|raw| {
            ComputeCapability::parse(raw).ok_or_else(|| {
                ConfigError::new(format!("cannot read `{raw}` as a compute capability"))
                    .origin(Origin::Env {
                        var: SIMULATE_CAPABILITY_ENV.into(),
                        value: Some(raw.into()),
                    })
                    .expected("a compute capability like `7.5`, `8.6` or `sm_90`")
            })
        })
        .transpose()?;
    Ok(Detection::Found(GpuInfo {
        name: match compute_capability {
            Some(cc) => format!("simulated GPU ({value}, compute capability {cc})"),
            None => format!("simulated GPU ({value})"),
        },
        total_bytes: bytes,
        compute_capability,
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
            compute_capability: device.cuda_compute_capability().ok().and_then(|c| {
                Some(ComputeCapability {
                    major: c.major.try_into().ok()?,
                    minor: c.minor.try_into().ok()?,
                })
            }),
            simulated: false,
        }),
        Err(e) => Detection::NotFound {
            reason: format!("the memory of GPU 0 could not be read ({e})"),
        },
    }
}

/// CUDA device `ordinal`, opened for training, or why this binary cannot run on it.
///
/// - The CUDA libraries must load ([`missing_cuda_libraries`]): an error naming the missing
///   ones, instead of cudarc's panic at their first use.
/// - The card must be one the build serves ([`CudaBuild::refuses`]): checked before any kernel
///   is loaded, so the error names the build to make instead of a driver error mid-run.
/// - The device's memory pool keeps freed memory (release threshold: all of it) instead of
///   returning it to the driver at every synchronisation, as PyTorch's caching allocator does;
///   the out-of-memory retry trims it explicitly (`train::memory_monitor::release_device_memory`).
/// - candle records two CUDA events per allocation so that tensors can cross streams safely;
///   paperfit runs every kernel, product and copy on the device's one stream, so the events
///   only cost time and are turned off before any tensor is made.
pub(crate) fn open_cuda(ordinal: usize) -> Result<candle_core::Device, OpenCudaError> {
    let missing = missing_cuda_libraries();
    if !missing.is_empty() {
        return Err(OpenCudaError::MissingLibraries(describe_missing(&missing)));
    }
    let device = candle_core::Device::new_cuda(ordinal)?;
    #[cfg(feature = "cuda")]
    if let candle_core::Device::Cuda(cuda) = &device {
        let stream = cuda.cuda_stream();
        let (major, minor) =
            stream
                .context()
                .compute_capability()
                .map_err(|source| OpenCudaError::Driver {
                    what: "reading the compute capability",
                    source,
                })?;
        let card = ComputeCapability {
            major: major.max(0) as u32,
            minor: minor.max(0) as u32,
        };
        if let Some(why) = CudaBuild::current().refuses(card) {
            return Err(OpenCudaError::BuildRefuses(why));
        }
        // Without it the pool hands freed memory back at every synchronisation: slower, and
        // still correct, so a driver that refuses the setting costs a warning, not the run.
        if let Err(e) = keep_freed_memory(cuda) {
            crate::text::stderr_line(&format!(
                "warning: device memory is returned to the driver at every synchronisation ({e})"
            ));
        }
        // SAFETY: one stream (see above): no tensor is used on another stream, so no cross-stream
        // ordering is needed.
        unsafe { cuda.disable_event_tracking() };
    }
    Ok(device)
}

/// Why a CUDA device could not be opened for training ([`open_cuda`]); the caller says which
/// device and what to do about it.
#[derive(Debug, thiserror::Error)]
pub(crate) enum OpenCudaError {
    /// CUDA libraries this build needs do not load (the list, with where each comes from).
    #[error("{0}")]
    MissingLibraries(String),
    /// The card is one this build's kernels cannot run on (the reason names the build to make).
    #[cfg(feature = "cuda")]
    #[error("{0}")]
    BuildRefuses(String),
    /// A driver query failed.
    #[cfg(feature = "cuda")]
    #[error("{what}: {source}")]
    Driver {
        what: &'static str,
        source: cudarc::driver::DriverError,
    },
    /// candle could not open the device.
    #[error(transparent)]
    Device(#[from] candle_core::Error),
}

/// The device's default memory pool (the one cudarc's stream-ordered allocations come from).
#[cfg(feature = "cuda")]
pub(crate) fn default_pool(
    cuda: &candle_core::CudaDevice,
) -> candle_core::Result<cudarc::driver::sys::CUmemoryPool> {
    use cudarc::driver::sys;
    let stream = cuda.cuda_stream();
    let context = stream.context();
    context
        .bind_to_thread()
        .map_err(|e| candle_core::Error::Msg(format!("binding the CUDA context: {e}")))?;
    let mut pool: sys::CUmemoryPool = std::ptr::null_mut();
    // SAFETY: a plain driver query on the device of a live, bound context.
    unsafe { sys::cuDeviceGetDefaultMemPool(&mut pool, context.cu_device()) }
        .result()
        .map_err(|e| candle_core::Error::Msg(format!("finding the default memory pool: {e}")))?;
    Ok(pool)
}

/// Sets the pool's release threshold to everything: freed memory stays in the pool.
#[cfg(feature = "cuda")]
fn keep_freed_memory(cuda: &candle_core::CudaDevice) -> candle_core::Result<()> {
    use cudarc::driver::sys;
    let pool = default_pool(cuda)?;
    let mut threshold = u64::MAX;
    // SAFETY: the release threshold is a u64 attribute of a live pool.
    unsafe {
        sys::cuMemPoolSetAttribute(
            pool,
            sys::CUmemPool_attribute::CU_MEMPOOL_ATTR_RELEASE_THRESHOLD,
            (&mut threshold as *mut u64).cast(),
        )
    }
    .result()
    .map_err(|e| candle_core::Error::Msg(format!("setting the pool's release threshold: {e}")))
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
        let sim = |memory: &str| Simulation {
            memory: Some(memory.into()),
            capability: None,
        };
        match detect(&sim("16GiB")).unwrap() {
            Detection::Found(g) => {
                assert!(g.simulated);
                assert_eq!(g.total_bytes, 16 << 30);
            }
            other => panic!("{other:?}"),
        }
        assert!(matches!(
            detect(&sim("none")).unwrap(),
            Detection::NotFound { .. }
        ));
        assert!(detect(&sim("lots")).is_err());
        let turing = Simulation {
            memory: Some("24GiB".into()),
            capability: Some("7.5".into()),
        };
        match detect(&turing).unwrap() {
            Detection::Found(g) => {
                assert_eq!(g.compute_capability, ComputeCapability::parse("75"));
                assert!(g.name.contains("compute capability 7.5"), "{}", g.name);
            }
            other => panic!("{other:?}"),
        }
        let bad = Simulation {
            capability: Some("Turing".into()),
            ..turing
        };
        assert!(detect(&bad).is_err());
    }

    #[test]
    fn compute_capabilities_read_every_spelling_and_order_by_generation() {
        let cc = |t: &str| ComputeCapability::parse(t).unwrap();
        assert_eq!(cc("75"), cc("7.5"));
        assert_eq!(cc("sm_86"), ComputeCapability { major: 8, minor: 6 });
        assert_eq!(cc("120").to_string(), "12.0");
        assert_eq!(cc("100").digits(), 100);
        assert!(cc("7.5") < cc("8.0") && cc("9.0") < cc("10.0"));
        assert!(!cc("7.5").has_bf16() && cc("8.0").has_bf16() && cc("12.0").has_bf16());
        for bad in ["", "7", "x86", "7.10", "sm_"] {
            assert_eq!(ComputeCapability::parse(bad), None, "{bad}");
        }
    }

    #[test]
    fn real_detection_never_panics() {
        // On a machine without a driver this reports NotFound; with one, a card.
        match detect(&Simulation::default()).unwrap() {
            Detection::Found(g) => assert!(g.total_bytes > 0),
            Detection::NotFound { reason } => assert!(!reason.is_empty()),
        }
    }
}
