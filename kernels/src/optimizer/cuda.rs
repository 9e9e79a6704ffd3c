//! The CUDA side: one table of device addresses per step (`cuda/optimizer.cu` says its
//! layout), uploaded once from page-locked host memory into a device buffer both kept from step
//! to step ([`Tables`]), and one launch for every parameter.
//!
//! The addresses come from read guards on the tensors' storages, held until the launch is
//! queued. The update kernel writes the weights and the state through those addresses although
//! the guards are shared ones. That is sound here because of how candle runs on CUDA:
//!
//! - every kernel of a device is queued on one stream, in order, so whatever read or wrote these
//!   buffers before (the forward and backward passes) has finished when the update runs, and
//!   whatever reads them next (the next forward, a checkpoint's copy to the host) starts after
//!   it;
//! - during the step nothing else holds these storages: the optimizer owns the state tensors,
//!   the weights are only read by the graph of a step that has ended, and the gradients are
//!   read-only here;
//! - the guards keep every allocation alive, and the device memory is never seen through a Rust
//!   reference, so no Rust aliasing rule is involved: only the device-side ordering above.
//!
//! The write is the same one `Var::set` does on every step through a write guard, minus the new
//! tensor it copies from.

use std::collections::HashMap;
use std::sync::{Mutex, OnceLock};

use candle_core::backend::BackendStorage;
use candle_core::cuda_backend::cudarc::driver::{
    CudaSlice, CudaStream, DevicePtr, LaunchConfig, PinnedHostSlice, SyncOnDrop,
};
use candle_core::cuda_backend::DeviceId;
use candle_core::op::BackpropOp;
use candle_core::{bail, CudaDevice, DType, Device, Layout, Result, Storage, StorageRef, Tensor};

use super::{Rule, Scalars, Slot, CHUNK};
use crate::cuda::launch_kernel;
use crate::cuda::{self as k, OPTIMIZER};

/// Threads per block (each strides over its chunk).
const THREADS: u32 = 256;

/// The sum of squares of every element of `grads` in f64, and whether every element is finite:
/// one launch, one block per chunk; the blocks' sums are read back and added in order.
pub(crate) fn sum_squares(grads: &[Tensor]) -> Result<(f64, bool)> {
    let Some((dev, partial, blocks)) = block_sums(grads)? else {
        return Ok((0.0, true));
    };
    let partial = dev.clone_dtoh(&partial)?;
    let (sums, flags) = partial.split_at(blocks);
    Ok((sums.iter().sum(), flags.iter().all(|&f| f == 0.0)))
}

/// [`sum_squares`] with the blocks' sums added on the device, in block order as the host adds
/// them: the sum (an f64 scalar) and whether every element is finite (a u8 scalar, 1 when
/// finite), computed where the gradients are and read back by nobody inside the step.
pub(crate) fn sum_squares_on_device(grads: &[Tensor]) -> Result<(Tensor, Tensor)> {
    let Some((dev, partial, blocks)) = block_sums(grads)? else {
        let device = grads[0].device();
        return Ok((Tensor::new(0f64, device)?, Tensor::new(1u8, device)?));
    };
    // SAFETY: the launch below writes both.
    let sum = unsafe { k::alloc::<f64>(&dev, 1) }?;
    // SAFETY: as above.
    let finite = unsafe { k::alloc::<u8>(&dev, 1) }?;
    let one = LaunchConfig {
        grid_dim: (1, 1, 1),
        block_dim: (1, 1, 1),
        shared_mem_bytes: 0,
    };
    let blocks = blocks as i32;
    let name = "sum_partials_f64";
    launch_kernel!(
        dev,
        OPTIMIZER,
        name,
        one,
        [&partial, &blocks, &sum, &finite]
    )?;
    let scalar = |storage| Tensor::from_storage(storage, (), BackpropOp::none(), false);
    Ok((
        scalar(Storage::Cuda(k::storage(sum, &dev))),
        scalar(Storage::Cuda(k::storage(finite, &dev))),
    ))
}

/// Every block's sum of squares and inf/NaN flag (the flags after the sums), on the device, and
/// the number of blocks; `None` when the gradients hold no element.
fn block_sums(grads: &[Tensor]) -> Result<Option<(CudaDevice, CudaSlice<f64>, usize)>> {
    let dev = device_of(&grads[0])?;
    let stream = dev.cuda_stream();
    let held = Held::new(grads.iter().map(Some));
    let (addresses, in_use) = held.addresses(&dev, &stream, "gradient_norm")?;
    let lens: Vec<u64> = grads.iter().map(|g| g.elem_count() as u64).collect();
    let blocks = block_entries(&lens)?;
    if blocks.is_empty() {
        return Ok(None);
    }
    let mut table = addresses;
    table.extend(&lens);
    table.extend(&blocks);
    // SAFETY: every element is written (by the next launch or copy) before anything reads it.
    let out = unsafe { k::alloc::<f64>(&dev, 2 * blocks.len()) }?;
    let (tensors, chunk) = (grads.len() as i32, CHUNK as i32);
    let name = "sum_squares_f32";
    with_table(&dev, "gradient_norm", &table, |table| {
        launch_kernel!(
            dev,
            OPTIMIZER,
            name,
            grid(blocks.len()),
            [table, &tensors, &chunk, &out]
        )
    })?;
    drop(in_use);
    Ok(Some((dev, out, blocks.len())))
}

/// Every slot updated in place in one launch, each gradient multiplied by `multiplier`, an f32
/// scalar on the device the kernel reads.
pub(crate) fn update(s: &Scalars, multiplier: &Tensor, slots: &[Slot]) -> Result<()> {
    let dev = device_of(slots[0].weight)?;
    let stream = dev.cuda_stream();
    let held = Held::new(
        slots
            .iter()
            .flat_map(|s| [Some(s.weight), Some(s.grad), s.first, s.second, s.copy]),
    );
    let (addresses, in_use) = held.addresses(&dev, &stream, "optimizer")?;
    let held_multiplier = Held::new(std::iter::once(Some(multiplier)));
    let (multiplier_at, multiplier_in_use) =
        held_multiplier.addresses(&dev, &stream, "optimizer's multiplier")?;
    let n = slots.len();
    let mut table = update_table(s, slots, &addresses);
    let blocks = block_entries(&table[4 * n..5 * n])?;
    if blocks.is_empty() {
        return Ok(());
    }
    table.extend(&blocks);
    let cfg = grid(blocks.len());
    let (tensors, chunk) = (n as i32, CHUNK as i32);
    with_table(&dev, "optimizer", &table, |table| {
        launch_update(&dev, s, table, multiplier_at[0], cfg, (tensors, chunk))
    })?;
    drop((in_use, multiplier_in_use));
    Ok(())
}

/// The update's launch for its rule, reading `table` and the multiplier at the device address
/// `multiplier_at`.
fn launch_update(
    dev: &CudaDevice,
    s: &Scalars,
    table: &CudaSlice<u64>,
    multiplier_at: u64,
    cfg: LaunchConfig,
    (tensors, chunk): (i32, i32),
) -> Result<()> {
    match s.rule {
        Rule::Adam { .. } => {
            let name = "adam_f32";
            launch_kernel!(
                dev,
                OPTIMIZER,
                name,
                cfg,
                [
                    table,
                    &tensors,
                    &chunk,
                    &s.lr,
                    &multiplier_at,
                    &s.beta1,
                    &s.one_minus_beta1,
                    &s.beta2,
                    &s.one_minus_beta2,
                    &s.inv_bias1,
                    &s.inv_bias2,
                    &s.eps
                ]
            )?;
        }
        Rule::Sgd { .. } => {
            let name = "sgd_f32";
            let (use_momentum, nesterov) = ((s.momentum != 0.0) as i32, s.nesterov as i32);
            let args = (&s.lr, &multiplier_at, &s.momentum);
            launch_kernel!(
                dev,
                OPTIMIZER,
                name,
                cfg,
                [
                    table,
                    &tensors,
                    &chunk,
                    args.0,
                    args.1,
                    args.2,
                    &use_momentum,
                    &nesterov
                ]
            )?;
        }
    }
    Ok(())
}

/// A table's page-locked host copy and its device copy. The host copy is page-locked because
/// a copy from pageable memory is staged by the driver and may wait for the stream; both are
/// kept while the table's length stays (it changes only when the parameters do). Reusing the
/// host copy is safe: cudarc records an event after each copy from it and waits for that event
/// before the host writes it again; reusing the device copy is safe because the next copy is
/// queued on the same stream after the launch that reads it.
struct Table {
    host: PinnedHostSlice<u64>,
    device: CudaSlice<u64>,
}

type Tables = HashMap<(DeviceId, &'static str), Table>;
static TABLES: OnceLock<Mutex<Tables>> = OnceLock::new();

/// Uploads `table` into the kept buffers for `purpose` on `dev` and runs `launch` with the
/// device copy.
fn with_table(
    dev: &CudaDevice,
    purpose: &'static str,
    table: &[u64],
    launch: impl FnOnce(&CudaSlice<u64>) -> Result<()>,
) -> Result<()> {
    let driver = |what: &str, e: candle_core::cuda_backend::cudarc::driver::DriverError| {
        use candle_core::cuda_backend::cudarc::driver::sys::CUresult;
        let message = format!("optimizer table: {what}: {e}");
        match e.0 {
            CUresult::CUDA_ERROR_OUT_OF_MEMORY => {
                crate::out_of_memory::DeviceOutOfMemory(message).into_candle()
            }
            _ => candle_core::Error::Msg(message),
        }
    };
    let mut tables = TABLES
        .get_or_init(Default::default)
        .lock()
        .map_err(|_| candle_core::Error::Msg("the optimizer's tables are poisoned".into()))?;
    let stream = dev.cuda_stream();
    let key = (dev.id(), purpose);
    if tables.get(&key).is_none_or(|t| t.host.len() != table.len()) {
        // SAFETY: the buffer is written in full below before any copy reads it.
        let host = unsafe { stream.context().alloc_pinned::<u64>(table.len()) }
            .map_err(|e| driver("page-locked allocation", e))?;
        // SAFETY: every element is written (by the next launch or copy) before anything reads it.
        let device = unsafe { k::alloc::<u64>(dev, table.len()) }?;
        tables.insert(key, Table { host, device });
    }
    let kept = tables.get_mut(&key).expect("inserted above");
    kept.host
        .as_mut_slice()
        .map_err(|e| driver("waiting for the last copy", e))?
        .copy_from_slice(table);
    stream
        .memcpy_htod(&kept.host, &mut kept.device)
        .map_err(|e| driver("copy to the device", e))?;
    launch(&kept.device)
}

/// The update's table without its block entries: the columns weight, grad, first, second
/// (`addresses`, five per slot: those four and the copy), length, decay, flags, copy.
fn update_table(s: &Scalars, slots: &[Slot], addresses: &[u64]) -> Vec<u64> {
    let n = slots.len();
    let mut table = vec![0u64; 8 * n];
    for (i, slot) in slots.iter().enumerate() {
        for column in 0..4 {
            table[column * n + i] = addresses[5 * i + column];
        }
        table[4 * n + i] = slot.weight.elem_count() as u64;
        let d = s.decay(slot.weight_decay);
        table[5 * n + i] = (d.factor.to_bits() as u64) << 32 | d.l2.to_bits() as u64;
        let f16_copy = slot.copy.is_some_and(|c| c.dtype() == DType::F16);
        table[6 * n + i] = slot.fresh as u64 | (f16_copy as u64) << 1;
        table[7 * n + i] = addresses[5 * i + 4];
    }
    table
}

/// One block per chunk.
fn grid(blocks: usize) -> LaunchConfig {
    LaunchConfig {
        grid_dim: (blocks as u32, 1, 1),
        block_dim: (THREADS, 1, 1),
        shared_mem_bytes: 0,
    }
}

/// `tensor << 32 | chunk` for every chunk of every tensor of `lens` elements.
fn block_entries(lens: &[u64]) -> Result<Vec<u64>> {
    let mut out = Vec::new();
    for (t, &n) in lens.iter().enumerate() {
        out.extend((0..n.div_ceil(CHUNK as u64)).map(|c| (t as u64) << 32 | c));
    }
    // The grid's x dimension holds 2^31 - 1 blocks: 70 trillion elements.
    if out.len() > i32::MAX as usize || lens.len() > i32::MAX as usize {
        bail!(
            "optimizer: {} chunks of {} tensors are more than one launch holds",
            out.len(),
            lens.len()
        );
    }
    Ok(out)
}

fn device_of(t: &Tensor) -> Result<CudaDevice> {
    match t.device() {
        Device::Cuda(dev) => Ok(dev.clone()),
        other => bail!("optimizer: expected a CUDA tensor, got one on {other:?}"),
    }
}

/// Read guards on the storages of some tensors (`None`: an absent state tensor).
struct Held<'t> {
    guards: Vec<Option<(StorageRef<'t>, &'t Layout)>>,
}

impl<'t> Held<'t> {
    fn new(tensors: impl Iterator<Item = Option<&'t Tensor>>) -> Self {
        Held {
            guards: tensors.map(|t| t.map(|t| t.storage_and_layout())).collect(),
        }
    }

    /// Each tensor's first element's device address (0 for none), and what records, when
    /// dropped after the launch, that `stream` used the buffers.
    fn addresses<'a>(
        &'a self,
        dev: &CudaDevice,
        stream: &'a CudaStream,
        op: &str,
    ) -> Result<(Vec<u64>, Vec<SyncOnDrop<'a>>)> {
        let mut addresses = Vec::with_capacity(self.guards.len());
        let mut in_use = Vec::with_capacity(self.guards.len());
        for held in &self.guards {
            let Some((storage, layout)) = held else {
                addresses.push(0);
                continue;
            };
            let Storage::Cuda(storage) = &**storage else {
                bail!("{op}: a tensor is not on the CUDA device");
            };
            if storage.device.id() != dev.id() {
                bail!("{op}: the tensors are on different CUDA devices");
            }
            let Some((start, _)) = layout.contiguous_offsets() else {
                bail!(
                    "{op}: a tensor is not contiguous (strides {:?})",
                    layout.stride()
                );
            };
            let (address, used) = match BackendStorage::dtype(storage) {
                DType::BF16 => element_address::<half::bf16>(storage, start, stream)?,
                DType::F16 => element_address::<half::f16>(storage, start, stream)?,
                _ => element_address::<f32>(storage, start, stream)?,
            };
            addresses.push(address);
            in_use.push(used);
        }
        Ok((addresses, in_use))
    }
}

/// The device address of element `start` of `storage` (of element type `T`), and what records
/// that `stream` used it.
fn element_address<'a, T: candle_core::cuda_backend::CudaDType + 'a>(
    storage: &'a candle_core::CudaStorage,
    start: usize,
    stream: &'a CudaStream,
) -> Result<(u64, SyncOnDrop<'a>)> {
    let slice: &CudaSlice<T> = storage.as_cuda_slice::<T>()?;
    let (address, used) = slice.device_ptr(stream);
    Ok((address + (start * std::mem::size_of::<T>()) as u64, used))
}
