//! What every CUDA launch shares: the PTX that `build.rs` compiles from `kernels/*.cu` for the
//! compute capability given at build time, typed views of candle's CUDA storage, output
//! allocation and launch shapes.

use candle_core::backend::BackendStorage;
use candle_core::cuda_backend::cudarc::driver::{CudaSlice, CudaView, DeviceRepr, LaunchConfig};
use candle_core::cuda_backend::{CudaDType, CudaDevice, CudaStorage, WrapErr};
use candle_core::{bail, DType, Layout, Result, Storage, Tensor};

/// One compiled `.cu` file.
#[derive(Debug, Clone, Copy)]
pub struct Module {
    pub name: &'static str,
    pub ptx: &'static str,
}

macro_rules! module {
    ($ident:ident, $file:literal) => {
        pub const $ident: Module = Module {
            name: concat!("paperfit_", $file),
            ptx: include_str!(concat!(env!("OUT_DIR"), "/", $file, ".ptx")),
        };
    };
}

module!(LAYER_NORM, "layer_norm");
module!(ACTIVATION, "activation");
module!(LINEAR, "linear");
module!(ATTENTION, "attention");
module!(CROSS_ENTROPY, "cross_entropy");
module!(OPTIMIZER, "optimizer");
module!(CONV, "conv");
module!(BATCH_NORM, "batch_norm");
module!(POOL, "pool");
module!(CHANNELS, "channels");

/// The kernel `name` + `_` + the dtype's suffix (`f32`, `f16`, `bf16`).
pub fn kernel_name(name: &str, dtype: DType) -> Result<String> {
    let suffix = match dtype {
        DType::F32 => "f32",
        DType::F16 => "f16",
        DType::BF16 => "bf16",
        other => bail!("the CUDA kernel {name} runs in f32, f16 or bf16, not {other:?}"),
    };
    Ok(format!("{name}_{suffix}"))
}

/// Launches kernel `$name` of `$module` on `$dev` with `$config`. Arguments are references
/// (`&slice`, `&view`, `&rows`) to values that outlive the launch: bind scalars to locals
/// first.
macro_rules! launch_kernel {
    ($dev:expr, $module:expr, $name:expr, $config:expr, [$($arg:expr),* $(,)?]) => {{
        use candle_core::cuda_backend::cudarc::driver::PushKernelArg as _;
        let module: $crate::nn::kernels::cuda::Module = $module;
        let func = $dev.get_or_load_custom_func(&$name, module.name, module.ptx)?;
        let mut builder = func.builder();
        $(
            builder.arg($arg);
        )*
        $crate::nn::kernels::cuda::launch(builder, $config)
    }};
}

/// The elements of a contiguous `layout` of `storage` as `T`.
pub fn view<'a, T: CudaDType + DeviceRepr>(
    storage: &'a CudaStorage,
    layout: &Layout,
    what: &str,
) -> Result<CudaView<'a, T>> {
    let Some((start, end)) = layout.contiguous_offsets() else {
        bail!(
            "{what}: the operand must be contiguous (got strides {:?})",
            layout.stride()
        );
    };
    Ok(storage.as_cuda_slice::<T>()?.slice(start..end))
}

/// Runs `f` on the CUDA storage of `t`, a tensor an op keeps beside its operands (saved
/// statistics, a weight).
pub fn with_cuda<R>(
    t: &Tensor,
    what: &str,
    f: impl FnOnce(&CudaStorage, &Layout) -> Result<R>,
) -> Result<R> {
    let (guard, layout) = t.storage_and_layout();
    match &*guard {
        Storage::Cuda(s) => f(s, layout),
        _ => bail!("{what}: kept on another device than the op's operands"),
    }
}

/// `n` uninitialised elements: every kernel that writes an output writes all of it.
pub fn alloc<T: DeviceRepr>(dev: &CudaDevice, n: usize) -> Result<CudaSlice<T>> {
    // SAFETY: the launching kernel writes every element before anything reads it.
    unsafe { dev.alloc::<T>(n.max(1)) }
}

/// `n` zeros (outputs that kernels add into atomically).
pub fn zeros<T: DeviceRepr + candle_core::cuda_backend::cudarc::driver::ValidAsZeroBits>(
    dev: &CudaDevice,
    n: usize,
) -> Result<CudaSlice<T>> {
    dev.alloc_zeros::<T>(n.max(1))
}

/// Storage holding `slice` on `dev`.
pub fn storage<T: CudaDType>(slice: CudaSlice<T>, dev: &CudaDevice) -> CudaStorage {
    CudaStorage::wrap_cuda_slice(slice, dev.clone())
}

/// A grid of blocks of `rows_per_block` warps, one warp per row.
pub fn warp_per_row(rows: usize, rows_per_block: u32) -> LaunchConfig {
    LaunchConfig {
        grid_dim: ((rows as u32).div_ceil(rows_per_block).max(1), 1, 1),
        block_dim: (32, rows_per_block, 1),
        shared_mem_bytes: 0,
    }
}

/// A grid-stride elementwise launch over `n` elements.
pub fn elementwise(n: usize) -> LaunchConfig {
    let blocks = (n as u32).div_ceil(256).clamp(1, 65_535);
    LaunchConfig {
        grid_dim: (blocks, 1, 1),
        block_dim: (256, 1, 1),
        shared_mem_bytes: 0,
    }
}

/// A grid of (splits, channels) blocks of 256 threads for a per-channel reduction over `m`
/// elements of each of `channels` channels: each block reduces one split of one channel, about
/// 4096 elements, in at most 64 splits (the kernels add the splits' sums atomically or merge
/// them).
pub fn channel_split(m: usize, channels: usize) -> LaunchConfig {
    LaunchConfig {
        grid_dim: (splits(m), channels.max(1) as u32, 1),
        block_dim: (256, 1, 1),
        shared_mem_bytes: 0,
    }
}

/// The number of splits [`channel_split`] makes of `m` elements.
pub fn splits(m: usize) -> u32 {
    (m.div_ceil(4096) as u32).clamp(1, 64)
}

/// Launch `builder` with `config` (kernels get their pointers and sizes from the builder).
pub fn launch(
    mut builder: candle_core::cuda_backend::cudarc::driver::LaunchArgs<'_>,
    config: LaunchConfig,
) -> Result<()> {
    // SAFETY: every kernel's argument list is built to match its signature in kernels/*.cu, and
    // every pointer is a live allocation of the length the kernel reads or writes.
    unsafe { builder.launch(config) }.w()?;
    Ok(())
}

/// The dtype of a CUDA storage, for dispatch.
pub fn dtype(storage: &CudaStorage) -> DType {
    storage.dtype()
}

/// Dispatches `$body` with `$t` bound to the element type of an f32, f16 or bf16 storage.
macro_rules! with_cuda_elem {
    ($dtype:expr, |$t:ident| $body:expr) => {
        match $dtype {
            candle_core::DType::F32 => {
                type $t = f32;
                $body
            }
            candle_core::DType::F16 => {
                type $t = half::f16;
                $body
            }
            candle_core::DType::BF16 => {
                type $t = half::bf16;
                $body
            }
            other => candle_core::bail!("CUDA kernels run in f32, f16 or bf16, not {other:?}"),
        }
    };
}

pub(crate) use {launch_kernel, with_cuda_elem};
