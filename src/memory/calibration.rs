//! The estimate's measured constants: what a process holds beyond its tensors, on the CPU and
//! on CUDA, fitted to the runs docs/memory.md lists.

/// Resident memory of a training paperfit process on the CPU beyond its tensors: code, thread
/// stacks and per-thread allocator heaps, the matrix multiplication's packing buffers, the
/// loader's decoding buffers. Fitted with [`CPU_ALLOCATOR_RETENTION`] to `paperfit bench
/// memory` runs of the quickstarts and SE-ResNeXt50 (docs/memory.md); an idle run at 8 px
/// peaks at 49 MiB.
pub(crate) const CPU_PROCESS_BYTES: u64 = 80 << 20;

/// On the CPU, resident memory exceeds the bytes alive at the peak: the allocator keeps pages
/// of the buffers each step allocates and frees (activations, gradients, scratch) for reuse.
/// This share of those bytes was fitted to the peaks `paperfit doctor` measures on the CPU
/// (small CNN, DeiT-Tiny, DCAL with checkpointing: -0.4% to +13.8%) against the counted live
/// bytes of `tests/memory_footprint*.rs` (docs/memory.md). The fused ops allocate fewer and
/// larger buffers than the composed layers did, for which it was 25%.
pub(crate) const CPU_ALLOCATOR_RETENTION: f64 = 0.10;

/// Device memory a CUDA training process holds beyond its memory pool: the CUDA context,
/// cuBLAS's and cuDNN's handles and workspaces, cuRAND's generator and the kernel modules loaded
/// (lazily, as first used). Measured as the GPU's memory in use above idle less what the pool
/// held, on an H100 (2026-11-26, docs/memory.md): 597-609 MiB for the small CNN, DeiT-Tiny, the
/// quickstarts, SE-ResNeXt50 and FS-CT, 689 MiB for the ViTs in fp16 (DCAL, CLIP); a bare
/// PyTorch context there holds 612 MiB. An earlier build measured 68-160 MiB because it opened
/// the device before taking its idle reading, which then held the context.
pub(crate) const CUDA_RUNTIME_BYTES: u64 = 640 << 20;

/// The CUDA memory pool holds freed blocks beyond its live buffers, in 32 MiB units: the
/// estimated tensors grown by this share and one unit, rounded to a unit, are within -17% to
/// +7% of what it held in twelve runs on an H100 and an H200 (31 MiB to 3.7 GiB live, docs/memory.md).
pub(crate) const CUDA_POOL_SURPLUS: f64 = 0.12;
/// With checkpointing the pool holds more: each segment's activations are allocated again while
/// the gradients of the segment after it are in flight, and the freed blocks fit the next
/// requests less often. Held over live was 20-65% in eight checkpointed runs under the 16gb
/// preset on an H100, each run twice (DCAL, CLIP, FS-CT, ProFOCT; 1.3-2.6 GiB live,
/// docs/memory.md), and the same run held up to 448 MiB more or less from one time to the
/// next; with this share 14 of the 16 estimates are within 15% of the measured peak (the others
/// -16.3% and +20.8%).
pub(crate) const CUDA_POOL_SURPLUS_CHECKPOINTING: f64 = 0.35;
pub(crate) const CUDA_POOL_UNIT_BYTES: u64 = 32 << 20;

/// Device memory NCCL holds per rank for its channels' buffers (`NCCL_BUFFSIZE`, 4 MiB by
/// default, per channel and peer) and its own streams: an allowance, not measured here.
pub const NCCL_RUNTIME_BYTES: u64 = 512 << 20;
