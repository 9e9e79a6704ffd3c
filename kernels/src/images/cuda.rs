//! The upload: a batch's bytes from page-locked host memory to the device on a copy stream,
//! then the normalisation and erasure kernels on the device's stream.
//!
//! Each upload takes a slot: a page-locked host buffer and a device buffer of the same size,
//! kept between steps, with an event after its copy (the device's stream waits on it before the
//! kernels read the buffer) and one after its kernels (the next use of the slot waits on that).
//! The host writes a slot only once the kernels that read it last have run, so it never
//! overwrites bytes a copy has not taken yet. Slots are reused oldest first; a new one is made
//! while every slot is still in use, up to [`UPLOAD_SLOTS`], after which the host waits for
//! the oldest. The training loop queues a step ahead of the device, so a step's uploads find the
//! slots of the step before it free once that step's first kernels have run.
//!
//! A slot holds the pixels, then (each part 16-byte aligned) the erasures' rows and each
//! image's range of rows, then their values: one copy per batch.

use std::collections::{HashMap, VecDeque};
use std::sync::{Arc, Mutex, OnceLock};

use candle_core::cuda_backend::cudarc::driver::{
    result, CudaEvent, CudaSlice, CudaStream, DevicePtr, PinnedHostSlice,
};
use candle_core::cuda_backend::{CudaDevice, WrapErr};
use candle_core::op::BackpropOp;
use candle_core::{DType, Result, Shape, Storage, Tensor};

use super::batch::{ImageBatch, UPLOAD_SLOTS};
use crate::cuda::{self as k, launch_kernel, with_cuda_elem, IMAGES};

/// Where a part of the slot starts: offsets rounded up to 16 bytes.
fn aligned(offset: usize) -> usize {
    offset.div_ceil(16) * 16
}

/// A batch laid out as one slot holds it.
struct Layout {
    /// Rows of (image, top, left, height, width, offset into the values or -1).
    rects: Vec<i32>,
    /// Image g's rows are rects[starts[g] .. starts[g + 1]], over the images with erasures.
    starts: Vec<i32>,
    values: Vec<f32>,
    rects_at: usize,
    starts_at: usize,
    values_at: usize,
    bytes: usize,
}

impl Layout {
    fn of(batch: &ImageBatch) -> Layout {
        let (mut rects, mut starts, mut values) = (Vec::new(), Vec::new(), Vec::new());
        let mut previous = None;
        for (row, e) in batch.erasures.iter().enumerate() {
            if previous != Some(e.image) {
                starts.push(row as i32);
                previous = Some(e.image);
            }
            let offset = match &e.values {
                Some(v) => {
                    values.extend_from_slice(v);
                    (values.len() - v.len()) as i32
                }
                None => -1,
            };
            rects.extend(
                [e.image, e.top, e.left, e.height, e.width]
                    .map(|v| v as i32)
                    .into_iter()
                    .chain([offset]),
            );
        }
        starts.push(batch.erasures.len() as i32);
        // One value at least (read only through an erasure that has values), so the values'
        // part of the slot is never empty: its slice must lie inside the slot, and a reused
        // slot can end exactly where the values start.
        if values.is_empty() {
            values.push(0.0);
        }
        let rects_at = aligned(batch.pixels.len());
        let starts_at = aligned(rects_at + 4 * rects.len());
        let values_at = aligned(starts_at + 4 * starts.len());
        let bytes = values_at + 4 * values.len();
        Layout {
            rects,
            starts,
            values,
            rects_at,
            starts_at,
            values_at,
            bytes,
        }
    }

    fn write(&self, batch: &ImageBatch, host: &mut [u8]) {
        host[..batch.pixels.len()].copy_from_slice(batch.pixels);
        let words = |at: usize, host: &mut [u8], bytes: &mut dyn Iterator<Item = [u8; 4]>| {
            for (i, b) in bytes.enumerate() {
                host[at + 4 * i..at + 4 * i + 4].copy_from_slice(&b);
            }
        };
        words(
            self.rects_at,
            host,
            &mut self.rects.iter().map(|v| v.to_ne_bytes()),
        );
        words(
            self.starts_at,
            host,
            &mut self.starts.iter().map(|v| v.to_ne_bytes()),
        );
        words(
            self.values_at,
            host,
            &mut self.values.iter().map(|v| v.to_ne_bytes()),
        );
    }
}

struct Slot {
    host: PinnedHostSlice<u8>,
    device: CudaSlice<u8>,
    /// Recorded on the copy stream after the copy into `device`.
    copied: CudaEvent,
    /// Recorded on the device's stream after the kernels that read `device`.
    consumed: CudaEvent,
}

impl Slot {
    fn new(copy: &Arc<CudaStream>, bytes: usize) -> Result<Slot> {
        let ctx = copy.context();
        // Room for a little more than asked, so a slightly larger batch later (more erasure
        // values) does not make a new slot; never empty (an allocation of 0 bytes fails).
        let capacity = aligned(bytes + bytes / 16).max(16);
        // SAFETY: the host writes every byte a copy reads before the copy (`Layout::write`),
        // and the kernels read only what a copy wrote.
        let host = unsafe { ctx.alloc_pinned::<u8>(capacity) }.w()?;
        // SAFETY: as above, for the device buffer.
        let device = unsafe { copy.alloc::<u8>(capacity) }.w()?;
        Ok(Slot {
            host,
            device,
            copied: ctx.new_event(None).w()?,
            consumed: ctx.new_event(None).w()?,
        })
    }
}

/// A device's copy stream and slots.
struct Uploader {
    copy: Arc<CudaStream>,
    slots: VecDeque<Slot>,
}

impl Uploader {
    fn new(dev: &CudaDevice) -> Result<Uploader> {
        Ok(Uploader {
            copy: dev.cuda_stream().context().new_stream().w()?,
            slots: VecDeque::new(),
        })
    }

    /// A slot of at least `bytes` that no queued kernel reads any more.
    fn take(&mut self, bytes: usize) -> Result<Slot> {
        let reuse = match self.slots.front() {
            Some(oldest) => {
                self.slots.len() >= UPLOAD_SLOTS || oldest.consumed.try_is_complete().w()?
            }
            None => false,
        };
        let slot = match reuse.then(|| self.slots.pop_front()).flatten() {
            Some(slot) => {
                slot.consumed.synchronize().w()?;
                slot
            }
            None => return Slot::new(&self.copy, bytes),
        };
        if slot.host.len() < bytes {
            // Dropped after its kernels ran (above): nothing reads either buffer any more.
            return Slot::new(&self.copy, bytes);
        }
        Ok(slot)
    }
}

/// By the GPU's ordinal: candle makes a new device (and stream) for each `Device::new_cuda`, and
/// keyed so one process would keep a copy stream and slots per device it ever made. Shared,
/// they stay right: a slot's next use waits on the host for its last reader, on whichever
/// stream that ran.
type Uploaders = HashMap<usize, Uploader>;
static UPLOADERS: OnceLock<Mutex<Uploaders>> = OnceLock::new();

/// [`super::images_tensor`] on `dev`.
pub(super) fn images_tensor(dev: &CudaDevice, batch: &ImageBatch, dtype: DType) -> Result<Tensor> {
    let layout = Layout::of(batch);
    let mut uploaders = UPLOADERS
        .get_or_init(Default::default)
        .lock()
        .map_err(|_| candle_core::Error::Msg("the image uploaders are poisoned".into()))?;
    let uploader = match uploaders.entry(dev.cuda_stream().context().ordinal()) {
        std::collections::hash_map::Entry::Occupied(e) => e.into_mut(),
        std::collections::hash_map::Entry::Vacant(e) => e.insert(Uploader::new(dev)?),
    };
    let mut slot = uploader.take(layout.bytes)?;
    layout.write(batch, slot.host.as_mut_slice().w()?);
    let copy = &uploader.copy;
    {
        let host = &slot.host.as_slice().w()?[..layout.bytes];
        let (dst, _guard) = slot.device.device_ptr(copy);
        // SAFETY: `dst` holds at least `layout.bytes` bytes; `host` is page-locked and is not
        // written again before `consumed` (after `copied`) has completed.
        unsafe { result::memcpy_htod_async(dst, host, copy.cu_stream()) }.w()?;
    }
    slot.copied.record(copy).w()?;
    let stream = dev.cuda_stream();
    stream.wait(&slot.copied).w()?;
    let storage = run_kernels(dev, batch, &layout, &slot.device, dtype);
    // Recorded even when a launch failed, so the slot's next use waits for what did run.
    slot.consumed.record(&stream).w()?;
    uploader.slots.push_back(slot);
    let shape = Shape::from((batch.images, 3, batch.height, batch.width));
    Ok(Tensor::from_storage(
        Storage::Cuda(storage?),
        shape,
        BackpropOp::none(),
        false,
    ))
}

/// The normalisation over the slot's pixels, then the erasures, into a new tensor's storage.
fn run_kernels(
    dev: &CudaDevice,
    batch: &ImageBatch,
    layout: &Layout,
    slot: &CudaSlice<u8>,
    dtype: DType,
) -> Result<candle_core::CudaStorage> {
    let count = batch.pixels.len();
    let pixels = slot.slice(0..count);
    let rects = slot.slice(layout.rects_at..layout.starts_at.max(layout.rects_at + 4));
    let starts = slot.slice(layout.starts_at..layout.values_at.max(layout.starts_at + 4));
    let values = slot.slice(layout.values_at..layout.bytes);
    let [m0, m1, m2] = batch.normalization.mean;
    let [s0, s1, s2] = batch.normalization.std;
    let (plane, elements) = ((batch.height * batch.width) as u32, count as u64);
    let (height, width) = (batch.height as i32, batch.width as i32);
    let groups = layout.starts.len() - 1;
    let normalize = k::kernel_name("normalize_u8", dtype)?;
    let erase = k::kernel_name("erase_rects", dtype)?;
    Ok(with_cuda_elem!(dtype, |T| {
        // SAFETY: the normalisation writes every element before anything reads one.
        let out = unsafe { k::alloc::<T>(dev, count) }?;
        launch_kernel!(
            dev,
            IMAGES,
            normalize,
            k::elementwise(count),
            [&pixels, &out, &m0, &m1, &m2, &s0, &s1, &s2, &plane, &elements]
        )?;
        if groups > 0 {
            let cfg = candle_core::cuda_backend::cudarc::driver::LaunchConfig {
                grid_dim: (groups as u32, 1, 1),
                block_dim: (256, 1, 1),
                shared_mem_bytes: 0,
            };
            launch_kernel!(
                dev,
                IMAGES,
                erase,
                cfg,
                [&out, &rects, &starts, &values, &height, &width]
            )?;
        }
        k::storage(out, dev)
    }))
}
