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
