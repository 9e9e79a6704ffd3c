//! Peak memory: resident set size of the process on CPU; device memory on CUDA.

use candle_core::Device;

/// Peak resident set size of this process (Linux: `VmHWM` in `/proc/self/status`). `None`
/// where the kernel does not report it.
pub fn peak_rss_bytes() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    status.lines().find_map(|line| {
        let rest = line.strip_prefix("VmHWM:")?;
        let kib: u64 = rest.trim().trim_end_matches("kB").trim().parse().ok()?;
        Some(kib * 1024)
    })
}

/// Device memory in use right now on `device` (CUDA), or `None` on CPU.
pub fn device_used_bytes(device: &Device) -> Option<u64> {
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
pub fn release_device_memory(device: &Device) -> candle_core::Result<Option<u64>> {
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

/// Tracks the peak of what [`device_used_bytes`] or [`peak_rss_bytes`] report.
#[derive(Debug, Default)]
pub struct PeakMemory {
    peak: Option<u64>,
}

impl PeakMemory {
    /// Sample now and return the peak so far.
    pub fn sample(&mut self, device: &Device) -> Option<u64> {
        let now = match device {
            Device::Cpu => peak_rss_bytes(),
            other => device_used_bytes(other),
        };
        self.peak = match (self.peak, now) {
            (Some(p), Some(n)) => Some(p.max(n)),
            (p, n) => p.or(n),
        };
        self.peak
    }
}
