//! What `build.rs` compiled this crate's CUDA kernels for, as it told the compiler: the
//! `PAPERFIT_CUDA_*` variables, read here because a build script's variables reach only its own
//! crate. paperfit's `gpu::CudaBuild` turns them into the cards a binary runs on.

/// The build's facts, as text (`None`: built without CUDA).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct KernelBuild {
    /// The lowest compute capability served, e.g. "90" (`CUDA_COMPUTE_CAP`).
    pub floor: Option<&'static str>,
    /// The capabilities with machine code, comma-separated, e.g. "90,100,110,120".
    pub machine_code: &'static str,
    /// The capability whose PTX is embedded too (the newest listed).
    pub ptx: Option<&'static str>,
    /// The CUDA toolkit that compiled the kernels, e.g. "13.0".
    pub cuda_version: Option<&'static str>,
}

/// This build's.
pub const KERNEL_BUILD: KernelBuild = KernelBuild {
    floor: option_env!("PAPERFIT_CUDA_FLOOR"),
    machine_code: match option_env!("PAPERFIT_CUDA_SASS") {
        Some(list) => list,
        None => "",
    },
    ptx: option_env!("PAPERFIT_CUDA_PTX"),
    cuda_version: option_env!("PAPERFIT_CUDA_VERSION"),
};
