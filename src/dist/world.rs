//! The ranks of a launch, connected: sums, gathers and broadcasts over MPI (CPU tensors) or
//! NCCL (CUDA tensors), and what training builds on them (bucketed gradient sums, the rows of a
//! step gathered in rank order, agreement checks).

use std::ops::Range;
#[cfg(feature = "mpi")]
use std::rc::Rc;

use candle_core::{DType, Device, Tensor};

use super::launch::Launch;
use crate::config::schema::DeviceKind;
use crate::error::{ConfigError, Error, Result};

/// Gradients are summed over the ranks in flat f32 buckets of at most this many bytes (a
/// tensor larger than a bucket is a bucket of its own): one collective per bucket instead of
/// one per parameter, and one bucket of extra device memory at a time.
pub const BUCKET_BYTES: usize = 25 << 20;

enum Backend {
    /// A single process: rank 0 of 1, whose collectives hand back what they are given.
    Alone,
    #[cfg(feature = "mpi")]
    Mpi(Rc<super::mpi::Mpi>),
    #[cfg(feature = "nccl")]
    Nccl(super::nccl::Nccl),
}

/// This process's rank among the others, and the collectives between them. A single process
/// is a world of one ([`World::alone`]): the same interface, its collectives identities that
/// copy nothing, so training takes one path whatever the number of processes.
pub struct World {
    rank: usize,
    size: usize,
    /// Ranks on this machine (this one included).
    local_size: usize,
    device: Device,
    backend: Backend,
    /// Held, never read: MPI is finalised when its last holder drops, so the world keeps it
    /// alive as long as the collectives that use it.
    #[cfg(feature = "mpi")]
    #[allow(dead_code)]
    mpi: Option<Rc<super::mpi::Mpi>>,
}

impl std::fmt::Debug for World {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "World(rank {} of {}, {})",
            self.rank,
            self.size,
            self.backend_name()
        )
    }
}

impl World {
    /// Connect this rank to the others on `device`: MPI for the CPU, NCCL for CUDA (its unique
    /// id from the parent of the ranks, or broadcast by MPI from rank 0).
    pub(crate) fn connect(launch: &Launch, device: &Device) -> Result<World> {
        let kind = if device.is_cuda() {
            DeviceKind::Cuda
        } else {
            DeviceKind::Cpu
        };
        let missing = || -> Error {
            ConfigError::new(format!(
                "training on {} {} ranks needs a collective backend this build does not have",
                launch.world_size,
                if kind == DeviceKind::Cuda {
                    "GPU"
                } else {
                    "CPU"
                }
            ))
            .help(super::missing_backend_help(kind))
            .into()
        };
        let backend = match kind {
            DeviceKind::Cpu => cpu_backend(launch).ok_or_else(missing)?,
            DeviceKind::Cuda => gpu_backend(launch, device).map_err(|e| match e {
                Some(e) => e,
                None => missing(),
            })?,
        };
        Ok(World {
            rank: launch.rank,
            size: launch.world_size,
            local_size: launch.local_size,
            device: device.clone(),
            backend,
            #[cfg(feature = "mpi")]
            mpi: launch.mpi.clone(),
        })
    }

    /// A single process on `device`: rank 0 of 1, without a collective backend.
    pub(crate) fn alone(device: &Device) -> World {
        World {
            rank: 0,
            size: 1,
            local_size: 1,
            device: device.clone(),
            backend: Backend::Alone,
            #[cfg(feature = "mpi")]
            mpi: None,
        }
    }

    /// A world of one GPU rank on `device` (`paperfit doctor`'s NCCL check).
    #[cfg(feature = "nccl")]
    pub(crate) fn nccl_alone(device: &Device) -> Result<World> {
        let id = super::nccl::new_id()?;
        Ok(World {
            rank: 0,
            size: 1,
            local_size: 1,
            device: device.clone(),
            backend: Backend::Nccl(super::nccl::Nccl::connect(device, 0, 1, id)?),
            #[cfg(feature = "mpi")]
            mpi: None,
        })
    }

    pub fn rank(&self) -> usize {
        self.rank
    }

    pub fn size(&self) -> usize {
        self.size
    }

    /// Whether this is a single process's world ([`World::alone`]), whose collectives are
    /// identities. A launched world of one rank still goes through its backend (the doctor's
    /// NCCL check is one).
    pub(crate) fn is_alone(&self) -> bool {
        matches!(self.backend, Backend::Alone)
    }

    /// Ranks on this machine (this one included): they share its cores.
    pub(crate) fn local_size(&self) -> usize {
        self.local_size
    }

    /// This rank's device.
    pub fn device(&self) -> &Device {
        &self.device
    }

    pub(crate) fn backend_name(&self) -> &'static str {
        match &self.backend {
            Backend::Alone => "one process",
            #[cfg(feature = "mpi")]
            Backend::Mpi(_) => "MPI",
            #[cfg(feature = "nccl")]
            Backend::Nccl(_) => "NCCL",
        }
    }

    /// The element-wise sum over ranks of an f32 or f64 tensor; every rank gets the same sum.
    pub fn sum(&self, t: &Tensor) -> candle_core::Result<Tensor> {
        match &self.backend {
            Backend::Alone => Ok(t.clone()),
            #[cfg(feature = "mpi")]
            Backend::Mpi(mpi) => match t.dtype() {
                DType::F64 => {
                    let v = mpi.sum_f64(&t.flatten_all()?.to_vec1::<f64>()?);
                    Tensor::from_vec(v, t.shape(), t.device())
                }
                _ => {
                    let v = mpi.sum_f32(&t.flatten_all()?.to_vec1::<f32>()?);
                    Tensor::from_vec(v, t.shape(), t.device())
                }
            },
            #[cfg(feature = "nccl")]
            Backend::Nccl(nccl) => nccl.sum(t),
        }
    }

    /// Every rank's f32 tensor (all of one shape) concatenated along the first dimension, in
    /// rank order.
    pub(crate) fn gather(&self, t: &Tensor) -> candle_core::Result<Tensor> {
        match &self.backend {
            Backend::Alone => Ok(t.clone()),
            #[cfg(feature = "mpi")]
            Backend::Mpi(mpi) => {
                let v = mpi.gather_f32(&t.flatten_all()?.to_vec1::<f32>()?);
                let mut dims = t.dims().to_vec();
                dims[0] *= self.size;
                Tensor::from_vec(v, dims, t.device())
            }
            #[cfg(feature = "nccl")]
            Backend::Nccl(nccl) => nccl.gather(t),
        }
    }

    /// Rank 0's bytes on every rank.
    // The MPI and NCCL backends resize the vector; a world of one leaves it as it is (in a
    // build with neither backend, the only one, so `bytes` goes unread).
    #[allow(clippy::ptr_arg)]
    #[cfg_attr(not(any(feature = "mpi", feature = "nccl")), allow(unused_variables))]
    pub(crate) fn broadcast_bytes(&self, bytes: &mut Vec<u8>) -> candle_core::Result<()> {
        match &self.backend {
            Backend::Alone => Ok(()),
            #[cfg(feature = "mpi")]
            Backend::Mpi(mpi) => {
                mpi.broadcast_bytes(bytes);
                Ok(())
            }
            #[cfg(feature = "nccl")]
            Backend::Nccl(nccl) => nccl.broadcast_bytes(bytes),
        }
    }

    /// Every rank's `mine`, rank after rank, on every rank (a world of one: `mine`): a few host
    /// strings, such as the images a rank's loader left out. Two sums of host values carry
    /// them: each rank's byte count in its own slot, then each rank's bytes in its own range
    /// (a byte is exact in f64); the strings are joined by NUL, which no path holds.
    pub(crate) fn gather_strings(&self, mine: &[String]) -> candle_core::Result<Vec<String>> {
        if self.is_alone() {
            return Ok(mine.to_vec());
        }
        let bytes = mine.join("\0").into_bytes();
        let mut counts = vec![0f64; self.size()];
        counts[self.rank()] = bytes.len() as f64;
        let counts: Vec<usize> = self
            .sum_host(&counts)?
            .iter()
            .map(|&c| c as usize)
            .collect();
        let total: usize = counts.iter().sum();
        if total == 0 {
            return Ok(Vec::new());
        }
        let start: usize = counts[..self.rank()].iter().sum();
        let mut all = vec![0f64; total];
        for (slot, &b) in all[start..start + bytes.len()].iter_mut().zip(&bytes) {
            *slot = b as f64;
        }
        let all = self.sum_host(&all)?;
        let mut out = Vec::new();
        let mut at = 0;
        for count in counts {
            let rank_bytes: Vec<u8> = all[at..at + count].iter().map(|&v| v as u8).collect();
            at += count;
            if count > 0 {
                let text = String::from_utf8_lossy(&rank_bytes);
                out.extend(text.split('\0').map(str::to_string));
            }
        }
        Ok(out)
    }

    /// The sums over ranks of a few host values (losses, flags).
    pub(crate) fn sum_host(&self, values: &[f64]) -> candle_core::Result<Vec<f64>> {
        if self.is_alone() {
            return Ok(values.to_vec());
        }
        let t = Tensor::new(values, &self.device)?;
        self.sum(&t)?.to_vec1::<f64>()
    }

    /// The sum over ranks of every gradient, in buckets of at most `bucket_bytes` (see
    /// [`BUCKET_BYTES`]). Every rank gets the same bits.
    pub(crate) fn sum_gradients(
        &self,
        grads: Vec<Tensor>,
        bucket_bytes: usize,
    ) -> candle_core::Result<Vec<Tensor>> {
        if self.is_alone() {
            return Ok(grads);
        }
        let sizes: Vec<usize> = grads.iter().map(Tensor::elem_count).collect();
        let mut out = Vec::with_capacity(grads.len());
        let mut grads = grads.into_iter();
        for range in bucket_ranges(&sizes, bucket_bytes / 4) {
            let members: Vec<Tensor> = grads.by_ref().take(range.len()).collect();
            let shapes: Vec<candle_core::Shape> =
                members.iter().map(|g| g.shape().clone()).collect();
            let flat: Vec<Tensor> = members
                .into_iter()
                .map(|g| g.flatten_all())
                .collect::<candle_core::Result<_>>()?;
            // The bucket's gradients are freed once copied: a bucket and its sum at a time.
            let flat = Tensor::cat(&flat, 0)?;
            let bucket = self.sum(&flat)?;
            drop(flat);
            let mut at = 0;
            for shape in shapes {
                let n = shape.elem_count();
                out.push(bucket.narrow(0, at, n)?.reshape(shape)?);
                at += n;
            }
        }
        Ok(out)
    }

    /// The rows of a whole step, gathered in rank order: rank `r` holds `counts[r]` of them
    /// (`own`, `None` when it holds none). Rows travel as f32 (exact for f16 and bf16) and come
    /// back in `dtype`.
    pub(crate) fn gather_rows(
        &self,
        own: Option<&Tensor>,
        counts: &[usize],
        dtype: DType,
    ) -> candle_core::Result<Tensor> {
        let trailing = self.row_shape(own)?;
        let width: usize = trailing.iter().product();
        let most = counts.iter().copied().max().unwrap_or(0);
        let mine = counts[self.rank];
        let mut padded = Tensor::zeros((most, width), DType::F32, &self.device)?;
        if let Some(rows) = own {
            let rows = rows.to_dtype(DType::F32)?.reshape((mine, width))?;
            padded = if mine < most {
                let pad = Tensor::zeros((most - mine, width), DType::F32, &self.device)?;
                Tensor::cat(&[&rows, &pad], 0)?
            } else {
                rows
            };
        }
        let all = self.gather(&padded)?;
        let parts: Vec<Tensor> = counts
            .iter()
            .enumerate()
            .filter(|(_, &n)| n > 0)
            .map(|(r, &n)| all.narrow(0, r * most, n))
            .collect::<candle_core::Result<_>>()?;
        let mut dims = vec![counts.iter().sum::<usize>()];
        dims.extend(trailing);
        Tensor::cat(&parts, 0)?.reshape(dims)?.to_dtype(dtype)
    }

    /// The shape of one row: this rank's own, or, for a rank without rows, one announced by a
    /// rank that has some (a small gather, only when some rank has none).
    fn row_shape(&self, own: Option<&Tensor>) -> candle_core::Result<Vec<usize>> {
        const MAX_DIMS: usize = 7;
        let mut header = vec![-1f32; MAX_DIMS + 1];
        if let Some(rows) = own {
            let trailing = &rows.dims()[1..];
            if trailing.len() > MAX_DIMS {
                candle_core::bail!("rows of {} dimensions cannot be gathered", rows.rank());
            }
            header[0] = trailing.len() as f32;
            for (slot, &d) in header[1..].iter_mut().zip(trailing) {
                *slot = d as f32;
            }
        }
        let all = self
            .gather(&Tensor::new(header.as_slice(), &self.device)?.unsqueeze(0)?)?
            .to_vec2::<f32>()?;
        let Some(known) = all.iter().find(|h| h[0] >= 0.0) else {
            candle_core::bail!("no rank has rows to gather");
        };
        Ok(known[1..=known[0] as usize]
            .iter()
            .map(|&d| d as usize)
            .collect())
    }

    /// Fail unless every rank holds the same `value` (a fingerprint of the plan, a step).
    pub(crate) fn agree(&self, value: u64, what: &str) -> candle_core::Result<()> {
        if self.is_alone() {
            return Ok(());
        }
        let limbs: Vec<f32> = (0..4)
            .map(|i| ((value >> (16 * i)) & 0xffff) as f32)
            .collect();
        let all = self
            .gather(&Tensor::new(limbs.as_slice(), &self.device)?.unsqueeze(0)?)?
            .to_vec2::<f32>()?;
        let differ: Vec<String> = all
            .iter()
            .enumerate()
            .filter(|(_, l)| l.as_slice() != all[0].as_slice())
            .map(|(r, _)| r.to_string())
            .collect();
        if !differ.is_empty() {
            candle_core::bail!(
                "ranks {} hold another {what} than rank 0",
                differ.join(", ")
            );
        }
        Ok(())
    }

    /// `local` if every rank succeeded; when another rank failed, an error that exits with
    /// that rank's code (its message is printed there). Every rank must call this at the same
    /// point.
    pub(crate) fn all_ok<T>(&self, local: Result<T>) -> Result<T> {
        if self.is_alone() {
            return local;
        }
        let mut codes = vec![0f64; self.size];
        if let Err(e) = &local {
            codes[self.rank] = f64::from(e.exit_code());
        }
        let codes = self.sum_host(&codes).map_err(Error::from)?;
        let failed = codes.iter().position(|&c| c != 0.0);
        match (local, failed) {
            (Err(e), _) => Err(e),
            (Ok(_), Some(rank)) => Err(Error::Peer {
                rank: Some(rank),
                code: codes[rank] as i32,
            }),
            (Ok(v), None) => Ok(v),
        }
    }
}

#[cfg(feature = "mpi")]
fn cpu_backend(launch: &Launch) -> Option<Backend> {
    launch.mpi.clone().map(Backend::Mpi)
}

#[cfg(not(feature = "mpi"))]
fn cpu_backend(_launch: &Launch) -> Option<Backend> {
    None
}

/// NCCL, its id from the parent of the ranks or from rank 0 by MPI. `Err(None)`: this build
/// has no NCCL.
#[cfg(feature = "nccl")]
fn gpu_backend(launch: &Launch, device: &Device) -> std::result::Result<Backend, Option<Error>> {
    let id = match launch.nccl_id {
        Some(id) => id,
        None => mpi_broadcast_id(launch).map_err(Some)?,
    };
    super::nccl::Nccl::connect(device, launch.rank, launch.world_size, id)
        .map(Backend::Nccl)
        .map_err(|e| Some(e.into()))
}

#[cfg(not(feature = "nccl"))]
fn gpu_backend(_launch: &Launch, _device: &Device) -> std::result::Result<Backend, Option<Error>> {
    Err(None)
}

/// Rank 0's new NCCL id, broadcast by MPI.
#[cfg(all(feature = "nccl", feature = "mpi"))]
fn mpi_broadcast_id(launch: &Launch) -> Result<[u8; 128]> {
    let Some(mpi) = &launch.mpi else {
        return Err(Error::Internal(
            "GPU ranks without an NCCL id or MPI to share one".into(),
        ));
    };
    let mut bytes = if launch.rank == 0 {
        super::nccl::new_id()?.to_vec()
    } else {
        Vec::new()
    };
    mpi.broadcast_bytes(&mut bytes);
    bytes
        .try_into()
        .map_err(|_| Error::Internal("the broadcast NCCL id is not 128 bytes".into()))
}

#[cfg(all(feature = "nccl", not(feature = "mpi")))]
fn mpi_broadcast_id(_launch: &Launch) -> Result<[u8; 128]> {
    Err(Error::Internal(
        "GPU ranks without an NCCL id: start them with `paperfit train --nproc`, or build with `--features mpi` for mpirun".into(),
    ))
}

/// Consecutive groups of tensors (by element count) whose total stays within `bucket_elems`;
/// a tensor larger than that is a group of its own.
pub(crate) fn bucket_ranges(sizes: &[usize], bucket_elems: usize) -> Vec<Range<usize>> {
    let mut out = Vec::new();
    let (mut start, mut total) = (0, 0);
    for (i, &n) in sizes.iter().enumerate() {
        if i > start && total + n > bucket_elems {
            out.push(start..i);
            (start, total) = (i, 0);
        }
        total += n;
    }
    if start < sizes.len() {
        out.push(start..sizes.len());
    }
    out
}

#[cfg(test)]
mod tests {
    use super::{bucket_ranges, World};
    use crate::error::{ConfigError, Error};
    use candle_core::{Device, Tensor};

    /// A single process's world is rank 0 of 1 whose collectives hand back what they are given:
    /// the same tensors (no copy), the same values, the local result.
    #[test]
    fn a_world_of_one_hands_back_what_it_is_given() {
        let world = World::alone(&Device::Cpu);
        assert_eq!((world.rank(), world.size(), world.local_size()), (0, 1, 1));
        assert!(world.is_alone());
        let t = Tensor::new(&[1f32, 2.0, 3.0], &Device::Cpu).unwrap();
        assert_eq!(world.sum(&t).unwrap().id(), t.id());
        assert_eq!(world.gather(&t).unwrap().id(), t.id());
        let grads = vec![t.clone(), t.sqr().unwrap()];
        let ids: Vec<_> = grads.iter().map(Tensor::id).collect();
        let summed = world.sum_gradients(grads, 4).unwrap();
        assert_eq!(summed.iter().map(Tensor::id).collect::<Vec<_>>(), ids);
        assert_eq!(world.sum_host(&[0.5, 7.0]).unwrap(), [0.5, 7.0]);
        let mut bytes = b"rank 0".to_vec();
        world.broadcast_bytes(&mut bytes).unwrap();
        assert_eq!(bytes, b"rank 0");
        world.agree(42, "plan").unwrap();
        assert_eq!(world.all_ok(Ok(3)).unwrap(), 3);
        let failed: crate::error::Result<()> = Err(ConfigError::new("bad input").into());
        match world.all_ok(failed) {
            Err(Error::Config(e)) => assert_eq!(e.message, "bad input"),
            other => panic!("the local error, not {other:?}"),
        }
    }

    #[test]
    fn buckets_group_consecutive_tensors_within_the_size() {
        assert_eq!(
            bucket_ranges(&[3, 3, 3, 10, 1], 6),
            vec![0..2, 2..3, 3..4, 4..5]
        );
        assert_eq!(bucket_ranges(&[1, 1, 1], 100), vec![0..3]);
        assert!(bucket_ranges(&[], 4).is_empty());
    }
}
