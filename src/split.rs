//! How an optimizer step's samples are split: over `world` processes, each process's share
//! (the per-device batch) in `accumulation` micro-batches of `micro`.
//!
//! The one place where the numbers of a split are derived from each other. The plan's batch
//! rule, the world-size rule of a resumed run, the memory estimate and its fit, out-of-memory
//! back-off and the trainer all read them from a [`BatchSplit`] (`tests/lint/main.rs` keeps it so).
//! It sits below every module that needs it (the memory estimate is below the plan), and the
//! plan re-exports it as `plan::BatchSplit`.

/// A valid split: `world` divides the effective batch and `micro` divides the per-device batch.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct BatchSplit {
    // Field order makes the derived order "by micro-batch" among splits of one batch.
    effective: u32,
    world: u32,
    micro: u32,
}

impl BatchSplit {
    /// Each process's share of `effective` over `world`; `None` when `world` is 0 or does not
    /// divide the batch.
    pub(crate) fn per_device_of(effective: u32, world: u32) -> Option<u32> {
        (world > 0 && effective % world == 0).then(|| effective / world)
    }

    /// `effective` over `world` in micro-batches of `micro`; `None` unless `world` divides the
    /// batch and `micro` the per-device batch.
    pub(crate) fn new(effective: u32, world: u32, micro: u32) -> Option<Self> {
        let per_device = Self::per_device_of(effective, world)?;
        (micro > 0 && per_device % micro == 0).then_some(BatchSplit {
            effective,
            world,
            micro,
        })
    }

    /// Every split of `effective` over `world`, smallest micro-batch first; empty when `world`
    /// does not divide the batch.
    pub(crate) fn all(effective: u32, world: u32) -> Vec<Self> {
        let Some(per_device) = Self::per_device_of(effective, world) else {
            return Vec::new();
        };
        divisors(per_device)
            .into_iter()
            .map(|micro| BatchSplit {
                effective,
                world,
                micro,
            })
            .collect()
    }

    /// Every split of this one's batch and world (itself included), smallest micro-batch first.
    pub(crate) fn alternatives(&self) -> Vec<Self> {
        Self::all(self.effective, self.world)
    }

    /// The split with the largest micro-batch not above `cap` (micro-batch 1 always is).
    pub(crate) fn largest_up_to(effective: u32, world: u32, cap: u32) -> Option<Self> {
        Self::all(effective, world)
            .into_iter()
            .filter(|s| s.micro <= cap)
            .max()
            .or_else(|| Self::new(effective, world, 1))
    }

    /// The same batch on `world` processes, with the largest micro-batch not above this one's.
    pub(crate) fn on_world(&self, world: u32) -> Option<Self> {
        Self::largest_up_to(self.effective, world, self.micro)
    }

    /// The same batch and world in micro-batches of `micro`.
    pub(crate) fn with_micro(&self, micro: u32) -> Option<Self> {
        Self::new(self.effective, self.world, micro)
    }

    pub(crate) fn effective(&self) -> u32 {
        self.effective
    }

    pub(crate) fn world(&self) -> u32 {
        self.world
    }

    pub(crate) fn micro(&self) -> u32 {
        self.micro
    }

    /// Samples each process computes per optimizer step.
    pub(crate) fn per_device(&self) -> u32 {
        self.effective / self.world
    }

    /// Micro-batches per optimizer step on each process.
    pub(crate) fn accumulation(&self) -> u32 {
        self.per_device() / self.micro
    }

    /// The positions of a window of `n` samples that rank `rank` of this split's world
    /// computes ([`share`]).
    pub(crate) fn rank_share(&self, n: usize, rank: usize) -> std::ops::Range<usize> {
        share(n, self.world as usize, rank)
    }

    /// Forward/backward passes per epoch on one device, for an epoch of `steps` optimizer
    /// steps whose last takes `last_step_samples` samples: the full steps, plus the short last
    /// step shared among the processes and cut into micro-batches (the last one may be smaller
    /// still).
    pub(crate) fn micro_steps_per_epoch(&self, steps: u64, last_step_samples: u32) -> u64 {
        let (per_device, micro) = (u64::from(self.per_device()), u64::from(self.micro));
        if last_step_samples == self.effective {
            steps * per_device / micro
        } else {
            steps.saturating_sub(1) * per_device / micro
                + u64::from(last_step_samples).div_ceil(u64::from(self.world) * micro)
        }
    }
}

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

/// The divisors of `n`, ascending (O(sqrt n): batches can be large).
pub(crate) fn divisors(n: u32) -> Vec<u32> {
    let mut low = Vec::new();
    let mut high = Vec::new();
    let mut d = 1u32;
    while u64::from(d) * u64::from(d) <= u64::from(n) {
        if n % d == 0 {
            low.push(d);
            if d != n / d {
                high.push(n / d);
            }
        }
        d += 1;
    }
    low.extend(high.into_iter().rev());
    low
}

/// `(micro_batch, accumulation_steps)` pairs whose product is `per_device`.
///
/// ```
/// assert_eq!(
///     paperfit::plan::valid_splits(16),
///     [(1, 16), (2, 8), (4, 4), (8, 2), (16, 1)]
/// );
/// ```
pub fn valid_splits(per_device: u32) -> Vec<(u32, u32)> {
    BatchSplit::all(per_device, 1)
        .into_iter()
        .map(|s| (s.micro(), s.accumulation()))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_split_multiplies_to_its_batch() {
        for (effective, world) in [(64, 1), (64, 4), (36, 3), (7, 7), (1, 1)] {
            let all = BatchSplit::all(effective, world);
            assert!(!all.is_empty());
            for s in all {
                assert_eq!(s.micro() * s.accumulation() * s.world(), effective);
                assert_eq!(s.per_device() * world, effective);
            }
        }
        assert!(BatchSplit::all(64, 3).is_empty());
        assert_eq!(BatchSplit::new(64, 0, 1), None);
        assert_eq!(BatchSplit::new(64, 2, 0), None);
        assert_eq!(BatchSplit::new(64, 2, 3), None);
    }

    #[test]
    fn back_off_and_world_changes_keep_the_batch() {
        let s = BatchSplit::new(48, 2, 24).unwrap();
        let four = s.on_world(4).unwrap();
        assert_eq!((four.micro(), four.accumulation()), (12, 1));
        let three = BatchSplit::new(48, 1, 16).unwrap().on_world(3).unwrap();
        assert_eq!((three.micro(), three.accumulation()), (16, 1));
        assert_eq!(s.on_world(5), None);
    }

    #[test]
    fn a_ranks_share_is_dealt_over_the_splits_world() {
        let s = BatchSplit::new(12, 4, 3).unwrap();
        assert_eq!(s.rank_share(13, 0), 0..4);
        assert_eq!(s.rank_share(13, 1), 4..7);
        assert_eq!(s.rank_share(13, 3), 10..13);
        let alone = BatchSplit::new(12, 1, 3).unwrap();
        assert_eq!(alone.rank_share(13, 0), 0..13);
    }

    #[test]
    fn micro_steps_count_the_short_last_step() {
        let s = BatchSplit::new(64, 2, 8).unwrap();
        assert_eq!(s.micro_steps_per_epoch(10, 64), 40);
        // 9 full steps of 4 micro-batches, then 20 samples over 2 ranks in micro-batches of 8.
        assert_eq!(s.micro_steps_per_epoch(10, 20), 36 + 2);
    }

    #[test]
    fn divisors_are_ascending_and_complete() {
        assert_eq!(divisors(36), [1, 2, 3, 4, 6, 9, 12, 18, 36]);
        assert_eq!(divisors(1), [1]);
        assert_eq!(divisors(13), [1, 13]);
    }
}
