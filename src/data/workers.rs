//! How many loader threads a rank runs: `data.num_workers` when the experiment sets it, else
//! sized to the machine.
//!
//! The automatic count is per rank: the cores this process may use
//! (`std::thread::available_parallelism`, which honours the CPU affinity mask and cgroup
//! quotas), shared evenly among the ranks on this machine, less one core that stays with the
//! training loop (on a GPU it launches kernels and copies batches; on the CPU it drives the
//! compute pool, which the workers would otherwise crowd), and never fewer than one worker.
//!
//! The count is not part of the plan's recipe: which worker prepares a sample never changes
//! its pixels (see `loader`), so a run resumed on another machine sizes its loader anew and
//! still trains bit for bit the same.

use std::fmt;

/// Where a rank's worker count came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Sizing {
    /// `data.num_workers`.
    Set,
    /// Sized to the machine: `cores` this process may use, shared by `ranks` on this machine.
    Auto { cores: usize, ranks: usize },
}

/// A rank's loader threads, and why that many.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LoaderWorkers {
    pub workers: usize,
    pub sizing: Sizing,
}

/// Cores this process may use (1 when the platform cannot tell).
pub(crate) fn available_cores() -> usize {
    std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get)
}

impl LoaderWorkers {
    /// `set` when the experiment sets `data.num_workers`; otherwise the share of `cores` of
    /// one of `ranks` ranks on this machine, less one for the training loop, at least one.
    pub(crate) fn resolve(set: Option<u32>, cores: usize, ranks: usize) -> Self {
        match set {
            Some(n) => LoaderWorkers {
                workers: n as usize,
                sizing: Sizing::Set,
            },
            None => {
                let (cores, ranks) = (cores.max(1), ranks.max(1));
                // Floor: cores left over by the division stay with the system and the
                // ranks' training loops.
                let share = (cores / ranks).max(1);
                LoaderWorkers {
                    workers: share.saturating_sub(1).max(1),
                    sizing: Sizing::Auto { cores, ranks },
                }
            }
        }
    }

    /// [`Self::resolve`] with the cores this process may use.
    pub fn here(set: Option<u32>, ranks: usize) -> Self {
        Self::resolve(set, available_cores(), ranks)
    }
}

impl fmt::Display for LoaderWorkers {
    /// "3 workers (auto: 8 cores / 2 ranks, one core kept for the training loop)",
    /// "4 workers (data.num_workers)".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let plural =
            |n: usize, one: &str, many: &str| format!("{n} {}", if n == 1 { one } else { many });
        write!(f, "{}", plural(self.workers, "worker", "workers"))?;
        match self.sizing {
            Sizing::Set => write!(f, " (data.num_workers)"),
            Sizing::Auto { cores, ranks } => write!(
                f,
                " (auto: {} / {}{})",
                plural(cores, "core", "cores"),
                plural(ranks, "rank", "ranks"),
                if cores / ranks > 1 {
                    ", one core kept for the training loop"
                } else {
                    ""
                }
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn auto(cores: usize, ranks: usize) -> usize {
        LoaderWorkers::resolve(None, cores, ranks).workers
    }

    #[test]
    fn the_automatic_count_shares_the_cores_and_keeps_one_for_training() {
        assert_eq!(auto(1, 1), 1);
        assert_eq!(auto(2, 1), 1);
        assert_eq!(auto(16, 1), 15);
        // Eight GPUs on a 96-core node: 12 cores each.
        assert_eq!(auto(96, 8), 11);
        // Fewer cores than ranks: still one worker each.
        assert_eq!(auto(4, 8), 1);
        assert_eq!(auto(16, 8), 1);
        // A remainder stays with the system.
        assert_eq!(auto(10, 4), 1);
        assert_eq!(auto(0, 0), 1);
    }

    #[test]
    fn a_set_count_is_kept_and_says_so() {
        let w = LoaderWorkers::resolve(Some(6), 2, 1);
        assert_eq!(w.workers, 6);
        assert_eq!(w.to_string(), "6 workers (data.num_workers)");
        assert_eq!(
            LoaderWorkers::resolve(None, 8, 2).to_string(),
            "3 workers (auto: 8 cores / 2 ranks, one core kept for the training loop)"
        );
        assert_eq!(
            LoaderWorkers::resolve(None, 1, 1).to_string(),
            "1 worker (auto: 1 core / 1 rank)"
        );
    }
}
