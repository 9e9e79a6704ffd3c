//! NCCL through cudarc: the collectives of GPU ranks, queued on candle's stream of the device,
//! so they run in order with the kernels before and after them.
//!
//! Each collective reads a contiguous tensor's device buffer and writes a new buffer that
//! becomes the result tensor: nothing is written in place, so no other tensor sees it change.
//! The new buffer is not zeroed first: the collective writes every element of it.

use candle_core::cuda_backend::cudarc::driver::{CudaSlice, DeviceRepr};
use candle_core::cuda_backend::cudarc::nccl::safe::{Comm, Id, NcclType, ReduceOp};
use candle_core::cuda_backend::{CudaDType, CudaStorage};
use candle_core::op::BackpropOp;
use candle_core::{bail, CudaDevice, DType, Device, Result, Storage, Tensor};

/// A new NCCL unique id (what rank 0, or the parent of the ranks, hands every rank). The
/// first NCCL call of a run, possibly before any device is opened: the libraries are checked
/// here too, so a missing one is an error that names it.
pub(crate) fn new_id() -> Result<[u8; 128]> {
    let missing = crate::gpu::missing_cuda_libraries();
    if !missing.is_empty() {
        bail!("{}", crate::gpu::describe_missing(&missing));
    }
    let id = Id::new().map_err(|e| candle_core::Error::Msg(format!("ncclGetUniqueId: {e:?}")))?;
    Ok(id.internal().map(|c| c as u8))
}

pub(crate) struct Nccl {
    comm: Comm,
    device: CudaDevice,
}

impl Nccl {
    /// Join the communicator `id` names as `rank` of `size`, on `device`'s stream.
    pub(crate) fn connect(
        device: &Device,
        rank: usize,
        size: usize,
        id: [u8; 128],
    ) -> Result<Nccl> {
        let device = device.as_cuda_device()?.clone();
        let id = Id::uninit(id.map(|b| b as core::ffi::c_char));
        let comm = Comm::from_rank(device.cuda_stream(), rank, size, id)
            .map_err(|e| candle_core::Error::Msg(format!("ncclCommInitRank: {e:?}")))?;
        Ok(Nccl { comm, device })
    }

    /// The element-wise sum over ranks of an f32 or f64 tensor.
    pub fn sum(&self, t: &Tensor) -> Result<Tensor> {
        match t.dtype() {
            DType::F32 => self.sum_typed::<f32>(t),
            DType::F64 => self.sum_typed::<f64>(t),
            other => bail!("NCCL sum of {other:?} tensors is not used"),
        }
    }

    fn sum_typed<T>(&self, t: &Tensor) -> Result<Tensor>
    where
        T: CudaDType + NcclType + DeviceRepr,
    {
        let t = t.contiguous()?;
        // SAFETY: the all-reduce writes every element before anything reads the buffer.
        let mut out = unsafe { self.device.alloc::<T>(t.elem_count().max(1))? };
        {
            let (storage, layout) = t.storage_and_layout();
            let Storage::Cuda(cs) = &*storage else {
                bail!("NCCL needs a CUDA tensor")
            };
            let Some((start, end)) = layout.contiguous_offsets() else {
                bail!("NCCL needs a contiguous tensor")
            };
            let src = cs.as_cuda_slice::<T>()?.slice(start..end);
            self.comm
                .all_reduce(&src, &mut out, &ReduceOp::Sum)
                .map_err(|e| candle_core::Error::Msg(format!("ncclAllReduce: {e:?}")))?;
        }
        Ok(self.wrap(out, t.shape().clone()))
    }

    /// Every rank's f32 tensor (all of one shape), concatenated along the first dimension in
    /// rank order.
    pub(crate) fn gather(&self, t: &Tensor) -> Result<Tensor> {
        if t.dtype() != DType::F32 {
            bail!("NCCL gather of {:?} tensors is not used", t.dtype());
        }
        let t = t.contiguous()?;
        let size = self.comm.world_size();
        // SAFETY: the all-gather writes every element before anything reads the buffer.
        let mut out = unsafe { self.device.alloc::<f32>((t.elem_count() * size).max(1))? };
        {
            let (storage, layout) = t.storage_and_layout();
            let Storage::Cuda(cs) = &*storage else {
                bail!("NCCL needs a CUDA tensor")
            };
            let Some((start, end)) = layout.contiguous_offsets() else {
                bail!("NCCL needs a contiguous tensor")
            };
            let src = cs.as_cuda_slice::<f32>()?.slice(start..end);
            self.comm
                .all_gather(&src, &mut out)
                .map_err(|e| candle_core::Error::Msg(format!("ncclAllGather: {e:?}")))?;
        }
        let mut dims = t.dims().to_vec();
        if dims.is_empty() {
            dims.push(1);
        }
        dims[0] *= size;
        Ok(self.wrap(out, dims.into()))
    }

    /// Rank 0's bytes on every rank.
    pub(crate) fn broadcast_bytes(&self, bytes: &mut Vec<u8>) -> Result<()> {
        let nccl = |e| candle_core::Error::Msg(format!("ncclBroadcast: {e:?}"));
        let mut len = self.device.clone_htod(&[bytes.len() as u64][..])?;
        self.comm.broadcast_in_place(&mut len, 0).map_err(nccl)?;
        let len = self.device.clone_dtoh(&len)?[0] as usize;
        bytes.resize(len.max(1), 0);
        let mut buffer = self.device.clone_htod(&bytes[..])?;
        self.comm.broadcast_in_place(&mut buffer, 0).map_err(nccl)?;
        *bytes = self.device.clone_dtoh(&buffer)?;
        bytes.truncate(len);
        Ok(())
    }

    fn wrap<T: CudaDType>(&self, slice: CudaSlice<T>, shape: candle_core::Shape) -> Tensor {
        let storage = CudaStorage::wrap_cuda_slice(slice, self.device.clone());
        Tensor::from_storage(Storage::Cuda(storage), shape, BackpropOp::none(), false)
    }
}
