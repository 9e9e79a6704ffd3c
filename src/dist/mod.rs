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

/// The positions of a window of `n` samples that rank `rank` of `world` computes: contiguous,
/// in rank order, sizes differing by at most one (the first `n % world` ranks take one more).
/// Concatenated in rank order the shares are the window itself, so rows gathered in rank order
/// are the single-process order, and a position never depends on the world size.
///
/// ```
/// assert_eq!(paperfit::dist::share(13, 4, 0), 0..4);
/// assert_eq!(paperfit::dist::share(13, 4, 3), 10..13);
/// assert_eq!(paperfit::dist::share(2, 4, 3), 2..2);
/// ```
pub fn share(n: usize, world: usize, rank: usize) -> std::ops::Range<usize> {
    let world = world.max(1);
    let (base, extra) = (n / world, n % world);
    let start = rank * base + rank.min(extra);
    let len = base + usize::from(rank < extra);
    start.min(n)..(start + len).min(n)
}

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
