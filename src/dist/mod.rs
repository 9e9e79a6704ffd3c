//! Data parallelism across processes, one per device: who this process is in a launch
//! ([`Launch`]: `mpirun`, `srun`, or the ranks `train --nproc` starts), the collectives between
//! the ranks ([`World`]: MPI on the CPU, NCCL on CUDA), and how the samples of one optimizer
//! step are shared among them ([`share`]).
//!
//! The collectives are the engines the field uses: MPI (rsmpi, behind the `mpi` feature) for
//! the bootstrap and the CPU backend, NCCL (cudarc's bindings, behind the `nccl` feature) for
//! GPUs. Nothing here moves bytes between processes by itself.

mod launch;
#[cfg(feature = "mpi")]
mod mpi;
#[cfg(feature = "nccl")]
pub(crate) mod nccl;
pub(crate) mod spawn;
mod world;

pub(crate) use launch::Launch;
pub use launch::Launcher;
pub use world::{World, BUCKET_BYTES};
// The split of a step derives every number of it; the ranks' shares are one of them.
pub use crate::split::share;

/// Whether this build has a collective backend for `device`: MPI for the CPU, NCCL for CUDA.
pub(crate) fn backend_for(device: crate::config::schema::DeviceKind) -> Option<&'static str> {
    use crate::config::schema::DeviceKind;
    match device {
        DeviceKind::Cpu => cfg!(feature = "mpi").then_some("MPI"),
        DeviceKind::Cuda => cfg!(feature = "nccl").then_some("NCCL"),
    }
}

/// What the build needs for `device`'s collectives, for error messages.
pub(crate) fn missing_backend_help(device: crate::config::schema::DeviceKind) -> &'static str {
    use crate::config::schema::DeviceKind;
    match device {
        DeviceKind::Cpu => "CPU ranks exchange gradients through MPI: build with `cargo build --release --features mpi` (needs an MPI library and libclang, docs/distributed.md)",
        DeviceKind::Cuda => "GPU ranks exchange gradients through NCCL: build with `cargo build --release --features nccl` (needs libnccl, docs/distributed.md)",
    }
}
