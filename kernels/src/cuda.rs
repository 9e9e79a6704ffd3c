//! What every CUDA launch shares: the fatbinaries that `build.rs` compiles from `cuda/*.cu`
//! (machine code for every compute capability the build serves, PTX for newer cards), loaded
//! once per device, typed views of candle's CUDA storage, output allocation and launch shapes.

use std::cell::RefCell;
use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use candle_core::cuda_backend::cudarc::driver::{
    CudaFunction, CudaModule, CudaSlice, CudaView, DeviceRepr, LaunchConfig,
};
use candle_core::cuda_backend::cudarc::nvrtc::Ptx;
use candle_core::cuda_backend::{CudaDType, CudaDevice, CudaStorage, DeviceId, WrapErr};
use candle_core::{bail, DType, Layout, Result, Storage, Tensor};

use super::reduce;

/// One compiled `.cu` file.
#[derive(Debug, Clone, Copy)]
pub struct KernelImage {
    pub name: &'static str,
    /// The fatbinary: the driver loads the machine code for the card, or compiles the PTX.
    pub image: &'static [u8],
}

macro_rules! module {
    ($ident:ident, $file:literal) => {
        pub const $ident: KernelImage = KernelImage {
            name: concat!("paperfit_", $file),
            image: include_bytes!(concat!(env!("OUT_DIR"), "/", $file, ".fatbin")),
        };
    };
}

/// The loaded modules, per device (candle's own cache of custom modules takes PTX text only).
type Loaded = HashMap<(DeviceId, &'static str), Arc<CudaModule>>;
static LOADED: OnceLock<Mutex<Loaded>> = OnceLock::new();

/// Module `module` on `dev`, loaded on first use (by any thread).
fn loaded_module(dev: &CudaDevice, module: KernelImage) -> Result<Arc<CudaModule>> {
    let mut cache = LOADED
        .get_or_init(Default::default)
        .lock()
        .map_err(|_| candle_core::Error::Msg("the CUDA module cache is poisoned".into()))?;
    if let Some(m) = cache.get(&(dev.id(), module.name)) {
        return Ok(m.clone());
    }
    let image = Ptx::from_binary(module.image.to_vec());
    let m = dev
        .cuda_stream()
        .context()
        .load_module(image)
        .map_err(|e| {
            candle_core::Error::Msg(format!(
                "cannot load the CUDA kernels `{}` on this GPU ({e}); they hold machine code for compute capabilities {} and PTX for {} (`paperfit doctor` names the cards this build runs on)",
                module.name,
                crate::build_info::KERNEL_BUILD.machine_code,
                crate::build_info::KERNEL_BUILD.ptx.unwrap_or("none")
            ))
        })?;
    cache.insert((dev.id(), module.name), m.clone());
    Ok(m)
}

/// A kernel's name as two static parts, its base and its dtype's suffix (`layer_norm_fwd` and
/// `bf16`), so a launch names its kernel without formatting one.
#[derive(Debug, Clone, Copy)]
pub(crate) struct KernelName {
    base: &'static str,
    suffix: &'static str,
}

impl From<&'static str> for KernelName {
    fn from(base: &'static str) -> Self {
        KernelName { base, suffix: "" }
    }
}

impl KernelName {
    fn full(self) -> String {
        match self.suffix {
            "" => self.base.to_string(),
            suffix => format!("{}_{suffix}", self.base),
        }
    }

    /// The name by the addresses of its static parts: two names with the same key are the same
    /// text (the same kernel named at two places may get two keys, each right).
    fn key(self) -> (usize, usize, usize) {
        (
            self.base.as_ptr() as usize,
            self.base.len(),
            self.suffix.as_ptr() as usize,
        )
    }
}

/// (device, module, kernel name) by the addresses of the static names.
type FunctionKey = (DeviceId, usize, (usize, usize, usize));

thread_local! {
    /// Every kernel's function handle per device, looked up on its first launch on this thread:
    /// a later launch finds it by a few integers, with no lock, no name formatting and no module
    /// lookup (`cuModuleGetFunction`).
    static FUNCTIONS: RefCell<HashMap<FunctionKey, CudaFunction>> = RefCell::new(HashMap::new());
}

/// Kernel `name` of `module` on `dev`, loading the module and looking the kernel up on first use.
pub(crate) fn function(
    dev: &CudaDevice,
    module: KernelImage,
    name: KernelName,
) -> Result<CudaFunction> {
    let key = (dev.id(), module.name.as_ptr() as usize, name.key());
    if let Some(f) = FUNCTIONS.with(|cache| cache.borrow().get(&key).cloned()) {
        return Ok(f);
    }
    let f = loaded_module(dev, module)?
        .load_function(&name.full())
        .w()?;
    FUNCTIONS.with(|cache| cache.borrow_mut().insert(key, f.clone()));
    Ok(f)
}

module!(LAYER_NORM, "layer_norm");
module!(ACTIVATION, "activation");
module!(LINEAR, "linear");
module!(ATTENTION, "attention");
module!(FLASH_ATTENTION, "flash_attention");
module!(CROSS_ENTROPY, "cross_entropy");
module!(OPTIMIZER, "optimizer");
// The convolution kernels (its bias and data-gradient helpers) serve cuDNN's convolution only.
#[cfg(feature = "cudnn")]
module!(CONV, "conv");
module!(BATCH_NORM, "batch_norm");
module!(POOL, "pool");
module!(CHANNELS, "channels");
module!(REDUCE, "reduce");
module!(RANDOM, "random");
module!(IMAGES, "images");
module!(SUM, "sum");
module!(SELECT, "select");

/// The kernel `name` + `_` + the dtype's suffix (`f32`, `f16`, `bf16`).
pub(crate) fn kernel_name(name: &'static str, dtype: DType) -> Result<KernelName> {
    let suffix = match dtype {
        DType::F32 => "f32",
        DType::F16 => "f16",
        DType::BF16 => "bf16",
        other => bail!("the CUDA kernel {name} runs in f32, f16 or bf16, not {other:?}"),
    };
    Ok(KernelName { base: name, suffix })
}

/// Launches kernel `$name` of `$module` on `$dev` with `$config`. Arguments are references
/// (`&slice`, `&view`, `&rows`) to values that outlive the launch: bind scalars to locals
/// first.
macro_rules! launch_kernel {
    ($dev:expr, $module:expr, $name:expr, $config:expr, [$($arg:expr),* $(,)?]) => {{
        use candle_core::cuda_backend::cudarc::driver::PushKernelArg as _;
        let func = $crate::cuda::function(
            &$dev,
            $module,
            $crate::cuda::KernelName::from($name),
        )?;
        let stream = $dev.cuda_stream();
        let mut builder = stream.launch_builder(&func);
        $(
            builder.arg($arg);
        )*
        $crate::cuda::launch(builder, $config)
    }};
}

/// The elements of a contiguous `layout` of `storage` as `T`.
pub(crate) fn view<'a, T: CudaDType + DeviceRepr>(
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
pub(crate) fn with_cuda<R>(
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

/// `n` uninitialised elements (at least one).
///
/// # Safety
/// The memory holds whatever the device left there: the caller writes every element (the
/// kernel it launches next, or a cuDNN call) before anything reads one, or uses it as scratch
/// whose contents do not matter (a workspace).
pub(crate) unsafe fn alloc<T: DeviceRepr>(dev: &CudaDevice, n: usize) -> Result<CudaSlice<T>> {
    // SAFETY: the caller's contract above.
    unsafe { dev.alloc::<T>(n.max(1)) }
}

/// Storage holding `slice` on `dev`.
pub(crate) fn storage<T: CudaDType>(slice: CudaSlice<T>, dev: &CudaDevice) -> CudaStorage {
    CudaStorage::wrap_cuda_slice(slice, dev.clone())
}

/// A grid of blocks of `rows_per_block` warps, one warp per row.
pub(crate) fn warp_per_row(rows: usize, rows_per_block: u32) -> LaunchConfig {
    LaunchConfig {
        grid_dim: ((rows as u32).div_ceil(rows_per_block).max(1), 1, 1),
        block_dim: (32, rows_per_block, 1),
        shared_mem_bytes: 0,
    }
}

/// A grid-stride elementwise launch over `n` elements.
pub(crate) fn elementwise(n: usize) -> LaunchConfig {
    let blocks = (n as u32).div_ceil(256).clamp(1, 65_535);
    LaunchConfig {
        grid_dim: (blocks, 1, 1),
        block_dim: (256, 1, 1),
        shared_mem_bytes: 0,
    }
}

/// A grid-stride launch over `n` elements whose kernel walks them in 16-byte packs of at least
/// four (`for_each_packed` in `cuda/common.cuh`): a thread per pack of four; a kernel whose
/// operands are not aligned walks every element with the same grid.
pub(crate) fn packed(n: usize) -> LaunchConfig {
    elementwise(n.div_ceil(4))
}

/// The most blocks a grid's y dimension can have.
const MAX_GRID_Y: usize = 65_535;

/// A grid of (splits, channels) blocks of 256 threads for a per-channel reduction over `m`
/// elements of each of `channels` channels: each block reduces one split of one channel
/// ([`reduce::channel_splits`]); above 65,535 channels (GroupNorm's images x groups can be) the
/// blocks of grid y stride over the channels.
pub(crate) fn channel_split(m: usize, channels: usize) -> LaunchConfig {
    LaunchConfig {
        grid_dim: (splits(m), channels.clamp(1, MAX_GRID_Y) as u32, 1),
        block_dim: (reduce::BLOCK_THREADS as u32, 1, 1),
        shared_mem_bytes: 0,
    }
}

/// The number of splits [`channel_split`] makes of `m` elements.
pub(crate) fn splits(m: usize) -> u32 {
    reduce::channel_splits(m) as u32
}

/// A grid of (32 x 8)-thread blocks for column sums of (rows, cols): 32 columns a block, the
/// rows in [`reduce::row_splits`] splits along grid y.
pub(crate) fn column_split(rows: usize, cols: usize) -> LaunchConfig {
    LaunchConfig {
        grid_dim: (
            (cols as u32).div_ceil(32).max(1),
            reduce::row_splits(rows) as u32,
            1,
        ),
        block_dim: (32, reduce::COLUMN_BLOCK_ROWS as u32, 1),
        shared_mem_bytes: 0,
    }
}

/// The second stage of a reduction: `part` holds `splits` rows of `width` partial sums; the
/// result is their sum in split order (`cuda/reduce.cu`, [`reduce::sum_splits`] on the CPU).
pub(crate) fn sum_splits(
    dev: &CudaDevice,
    part: &CudaSlice<f32>,
    splits: usize,
    width: usize,
) -> Result<CudaSlice<f32>> {
    // SAFETY: every element is written (by the next launch or copy) before anything reads it.
    let out = unsafe { alloc::<f32>(dev, width) }?;
    let (s, w) = (splits as i32, width as i32);
    let cfg = LaunchConfig {
        grid_dim: ((width as u32).div_ceil(256).clamp(1, 65_535), 1, 1),
        block_dim: (256, 1, 1),
        shared_mem_bytes: 0,
    };
    launch_kernel!(dev, REDUCE, "sum_splits", cfg, [part, &out, &s, &w])?;
    Ok(out)
}

/// Launch `builder` with `config` (kernels get their pointers and sizes from the builder).
pub(crate) fn launch(
    mut builder: candle_core::cuda_backend::cudarc::driver::LaunchArgs<'_>,
    config: LaunchConfig,
) -> Result<()> {
    // SAFETY: every kernel's argument list is built to match its signature in cuda/*.cu, and
    // every pointer is a live allocation of the length the kernel reads or writes.
    unsafe { builder.launch(config) }.w()?;
    Ok(())
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
