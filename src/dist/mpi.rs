//! MPI through rsmpi: the bootstrap of ranks an MPI launcher started, and the CPU collectives.
//!
//! MPI is initialised once per process, by [`Mpi::init`], and finalised when the last handle is
//! dropped. Only the main thread calls MPI (`MPI_THREAD_FUNNELED`): the loader's threads never
//! do.

use mpi::collective::SystemOperation;
use mpi::environment::Universe;
use mpi::topology::{Communicator, SimpleCommunicator};
use mpi::traits::*;

use crate::error::{Error, Result};

pub struct Mpi {
    world: SimpleCommunicator,
    local_rank: usize,
    local_size: usize,
    // Dropped last: finalises MPI.
    _universe: Universe,
}

impl Mpi {
    /// Initialise MPI and find this rank's place among the ranks of its node.
    pub(crate) fn init() -> Result<Mpi> {
        let (universe, _) = mpi::initialize_with_threading(mpi::Threading::Funneled)
            .ok_or_else(|| Error::Internal("MPI was initialised twice in one process".into()))?;
        let world = universe.world();
        let node = world.split_shared(world.rank());
        let (local_rank, local_size) = (node.rank() as usize, node.size() as usize);
        Ok(Mpi {
            world,
            local_rank,
            local_size,
            _universe: universe,
        })
    }

    pub fn rank(&self) -> usize {
        self.world.rank() as usize
    }

    pub fn size(&self) -> usize {
        self.world.size() as usize
    }

    pub(crate) fn local_rank(&self) -> usize {
        self.local_rank
    }

    /// Ranks that share this node's memory (this one included).
    pub(crate) fn local_size(&self) -> usize {
        self.local_size
    }

    /// The element-wise sum over ranks, the same on every rank.
    pub(crate) fn sum_f32(&self, send: &[f32]) -> Vec<f32> {
        let mut out = vec![0f32; send.len()];
        self.world
            .all_reduce_into(send, &mut out[..], SystemOperation::sum());
        out
    }

    pub(crate) fn sum_f64(&self, send: &[f64]) -> Vec<f64> {
        let mut out = vec![0f64; send.len()];
        self.world
            .all_reduce_into(send, &mut out[..], SystemOperation::sum());
        out
    }

    /// Every rank's `send` (all of one length), concatenated in rank order.
    pub(crate) fn gather_f32(&self, send: &[f32]) -> Vec<f32> {
        let mut out = vec![0f32; send.len() * self.size()];
        self.world.all_gather_into(send, &mut out[..]);
        out
    }

    /// Rank 0's bytes on every rank.
    pub(crate) fn broadcast_bytes(&self, bytes: &mut Vec<u8>) {
        let root = self.world.process_at_rank(0);
        let mut len = bytes.len() as u64;
        root.broadcast_into(&mut len);
        bytes.resize(len as usize, 0);
        root.broadcast_into(&mut bytes[..]);
    }

    /// Stop every rank: `MPI_Abort`, whose exit code the launcher returns.
    pub(crate) fn abort(&self, code: i32) -> ! {
        self.world.abort(code)
    }
}
