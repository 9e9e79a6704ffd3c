//! Peak memory: resident set size of the process on CPU; device memory on CUDA.

use candle_core::Device;

/// Peak resident set size of this process (Linux: `VmHWM` in `/proc/self/status`). `None`
/// where the kernel does not report it.
pub(crate) fn peak_rss_bytes() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    status.lines().find_map(|line| {
        let rest = line.strip_prefix("VmHWM:")?;
        let kib: u64 = rest.trim().trim_end_matches("kB").trim().parse().ok()?;
        Some(kib * 1024)
    })
}

/// Device memory in use right now on `device` (CUDA), or `None` on CPU.
pub(crate) fn device_used_bytes(device: &Device) -> Option<u64> {
    match device {
        #[cfg(feature = "cuda")]
        Device::Cuda(_) => {
            let (free, total) = cudarc::driver::result::mem_get_info().ok()?;
            Some((total - free) as u64)
        }
        _ => None,
    }
}

/// Give the memory of dropped tensors back to the device's driver, so that the next
/// allocations (a smaller retry after an out-of-memory error) find it free. Returns the device
/// memory free afterwards on CUDA; `None` on the CPU, where a dropped tensor's memory is the
/// allocator's again at once.
///
/// On CUDA, candle allocates with cudarc's stream-ordered `cuMemAllocAsync` from the device's
/// default pool and frees with `cuMemFreeAsync`: a dropped buffer returns to the pool only when
/// the stream reaches its free, and the pool keeps what it holds until it is trimmed or the
/// stream synchronises. This waits for the stream (every pending free has run), trims the pool
/// to nothing, and clears an error cudarc recorded while buffers were dropped (a drop cannot
/// return one, so cudarc reports it from the next call: the retry's first allocation).
pub(crate) fn release_device_memory(device: &Device) -> candle_core::Result<Option<u64>> {
    match device {
        #[cfg(feature = "cuda")]
        Device::Cuda(cuda) => {
            use cudarc::driver::sys;
            let cuda_error = |what: &str, e: cudarc::driver::DriverError| {
                candle_core::Error::Msg(format!("releasing device memory: {what}: {e}"))
            };
            let stream = cuda.cuda_stream();
            let context = stream.context();
            // The recorded error, if any, belongs to the failed window: discard it.
            let _ = context.check_err();
            stream
                .synchronize()
                .map_err(|e| cuda_error("synchronising the stream", e))?;
            // SAFETY: plain driver calls on the device of a live context, bound to this thread
            // by the synchronisation above.
            unsafe {
                let mut pool: sys::CUmemoryPool = std::ptr::null_mut();
                sys::cuDeviceGetDefaultMemPool(&mut pool, context.cu_device())
                    .result()
                    .map_err(|e| cuda_error("finding the default memory pool", e))?;
                sys::cuMemPoolTrimTo(pool, 0)
                    .result()
                    .map_err(|e| cuda_error("trimming the memory pool", e))?;
            }
            let (free, _) = context
                .mem_get_info()
                .map_err(|e| cuda_error("reading free memory", e))?;
            Ok(Some(free as u64))
        }
        _ => Ok(None),
    }
}

/// The peak of candle's allocations on a CUDA device since [`reset_pool_peak`]: the bytes in
/// live buffers (`used`) and the bytes the stream-ordered pool held for them (`reserved`,
/// whole chunks of device memory). Neither counts the CUDA context or cuBLAS's workspace.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct PoolPeak {
    pub used: u64,
    pub reserved: u64,
}

/// Start a new [`PoolPeak`] measurement (CUDA; nothing to do on the CPU).
pub(crate) fn reset_pool_peak(device: &Device) -> candle_core::Result<()> {
    match device {
        #[cfg(feature = "cuda")]
        Device::Cuda(cuda) => {
            use cudarc::driver::sys::CUmemPool_attribute as Attr;
            let pool = crate::gpu::default_pool(cuda)?;
            for attr in [
                Attr::CU_MEMPOOL_ATTR_USED_MEM_HIGH,
                Attr::CU_MEMPOOL_ATTR_RESERVED_MEM_HIGH,
            ] {
                let mut zero: u64 = 0;
                // SAFETY: the high-water attributes take a u64, and 0 resets them.
                unsafe {
                    cudarc::driver::sys::cuMemPoolSetAttribute(
                        pool,
                        attr,
                        (&mut zero as *mut u64).cast(),
                    )
                }
                .result()
                .map_err(|e| candle_core::Error::Msg(format!("resetting the pool peak: {e}")))?;
            }
            Ok(())
        }
        _ => Ok(()),
    }
}

/// The pool's peak since [`reset_pool_peak`] (CUDA), `None` on the CPU.
pub(crate) fn pool_peak(device: &Device) -> candle_core::Result<Option<PoolPeak>> {
    match device {
        #[cfg(feature = "cuda")]
        Device::Cuda(cuda) => {
            use cudarc::driver::sys::CUmemPool_attribute as Attr;
            let pool = crate::gpu::default_pool(cuda)?;
            let read = |attr| -> candle_core::Result<u64> {
                let mut value: u64 = 0;
                // SAFETY: the high-water attributes are u64 values.
                unsafe {
                    cudarc::driver::sys::cuMemPoolGetAttribute(
                        pool,
                        attr,
                        (&mut value as *mut u64).cast(),
                    )
                }
                .result()
                .map_err(|e| candle_core::Error::Msg(format!("reading the pool peak: {e}")))?;
                Ok(value)
            };
            Ok(Some(PoolPeak {
                used: read(Attr::CU_MEMPOOL_ATTR_USED_MEM_HIGH)?,
                reserved: read(Attr::CU_MEMPOOL_ATTR_RESERVED_MEM_HIGH)?,
            }))
        }
        _ => Ok(None),
    }
}

/// Tracks a training run's peak memory: the process's peak resident set on the CPU; on CUDA
/// the GPU's memory in use above what was in use when tracking started, sampled by NVML
/// every 10 ms (the CUDA context, cuBLAS's workspace and the pool included; a peak inside a
/// step is seen), or, without NVML, the device's used memory at each sample.
#[derive(Default)]
pub(crate) struct PeakMemory {
    peak: Option<u64>,
    sampler: Option<crate::gpu::DeviceMemorySampler>,
}

impl PeakMemory {
    /// Start tracking for a run on `device` (call before the device is opened, so the CUDA
    /// context counts).
    pub(crate) fn start(cuda: bool) -> Self {
        PeakMemory {
            peak: None,
            sampler: cuda
                .then(|| {
                    crate::gpu::DeviceMemorySampler::start(std::time::Duration::from_millis(10))
                })
                .flatten(),
        }
    }

    /// Sample now and return the peak so far.
    pub(crate) fn sample(&mut self, device: &Device) -> Option<u64> {
        let now = match (device, &self.sampler) {
            (Device::Cpu, _) => peak_rss_bytes(),
            (_, Some(sampler)) => Some(sampler.peak_above_idle()),
            (other, None) => device_used_bytes(other),
        };
        self.peak = match (self.peak, now) {
            (Some(p), Some(n)) => Some(p.max(n)),
            (p, n) => p.or(n),
        };
        self.peak
    }
}
