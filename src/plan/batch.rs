//! The batch rule: micro_batch x accumulation_steps x world_size == effective_batch, deriving
//! the factor that is not given, and whether the micro-batch is to be fitted to memory.

use super::resolve::{Fitted, Resolver};
use super::MemoryFitRequest;
use crate::config::keys::{self, Key};
use crate::config::schema::MicroBatch;
use crate::error::ConfigError;

/// The divisors of `n`, ascending (O(sqrt n): batches can be large).
fn divisors(n: u32) -> Vec<u32> {
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
    divisors(per_device)
        .into_iter()
        .map(|m| (m, per_device / m))
        .collect()
}

fn describe_splits(per_device: u32) -> String {
    let splits = valid_splits(per_device);
    let micro: Vec<String> = splits.iter().map(|(m, _)| m.to_string()).collect();
    let accum: Vec<String> = splits.iter().map(|(_, a)| a.to_string()).collect();
    format!(
        "micro_batch one of {} (with accumulation_steps {} respectively)",
        micro.join(", "),
        accum.join(", ")
    )
}

/// The batch sizes a split must multiply to.
#[derive(Clone, Copy)]
struct Batch {
    effective: u32,
    world: u32,
    per_device: u32,
}

impl Resolver<'_> {
    /// Set for this run on the command line or in the environment.
    fn set_for_this_run(&self, key: Key) -> bool {
        self.loaded
            .writer(key.path())
            .is_some_and(|(i, _)| self.loaded.layers[i].source.is_run_override())
    }

    /// Whether the micro-batch is to be fitted to the memory budget, and why: `micro_batch =
    /// "auto"`, or `--preset auto` that found a GPU (unless the command line or environment
    /// fixed the split). Checkpointing stays as given when the command line or environment set it.
    pub(super) fn fit_request(&self) -> Option<MemoryFitRequest> {
        let checkpointing_fixed = self
            .set_for_this_run(keys::TRAIN_GRADIENT_CHECKPOINTING)
            .then_some(self.cfg.train.gradient_checkpointing);
        let requested_by = if self.cfg.train.micro_batch == Some(MicroBatch::Auto) {
            format!(
                "train.micro_batch = \"auto\" ({})",
                self.source(keys::TRAIN_MICRO_BATCH)
            )
        } else if let Some(gpu) = &self.loaded.selection.gpu {
            if self.set_for_this_run(keys::TRAIN_MICRO_BATCH)
                || self.set_for_this_run(keys::TRAIN_ACCUMULATION_STEPS)
            {
                return None;
            }
            format!("--preset auto on {}", gpu.name)
        } else {
            return None;
        };
        Some(MemoryFitRequest {
            requested_by,
            checkpointing_fixed,
            outcome: None,
        })
    }

    /// micro_batch x accumulation_steps x world_size == effective_batch, deriving what is missing.
    pub(super) fn batch(&mut self, fit: Option<&Fitted>) -> Result<(u32, u32), ConfigError> {
        let eff = self.cfg.paper.effective_batch;
        let world = self.cfg.train.world_size;
        if eff % world != 0 {
            let divisors: Vec<String> = divisors(eff).iter().map(|w| w.to_string()).collect();
            return Err(self.err(
                keys::TRAIN_WORLD_SIZE,
                format!("world size {world} does not divide the effective batch {eff}"),
                format!(
                    "a world size that divides {eff}: one of {}",
                    divisors.join(", ")
                ),
            ));
        }
        let batch = Batch {
            effective: eff,
            world,
            per_device: eff / world,
        };
        match fit {
            Some(f) => self.fitted_split(batch, f),
            None => self.given_split(batch),
        }
    }

    /// `value` of `key` does not divide the per-device batch.
    fn not_divisor(&self, batch: Batch, key: Key, what: &str, value: u32) -> ConfigError {
        let Batch {
            effective,
            world,
            per_device,
        } = batch;
        self.err(
            key,
            format!("{what} {value} does not divide the per-device batch {per_device} (effective batch {effective} / world size {world})"),
            describe_splits(per_device),
        )
    }

    /// `micro` x `accumulation` for `micro`, or the error saying which micro-batches divide.
    fn micro_split(&self, batch: Batch, micro: u32) -> Result<(u32, u32), ConfigError> {
        if micro == 0 || batch.per_device % micro != 0 {
            return Err(self.not_divisor(batch, keys::TRAIN_MICRO_BATCH, "micro_batch", micro));
        }
        Ok((micro, batch.per_device / micro))
    }

    /// Accumulation as what the effective batch leaves over micro-batch x world size.
    fn derived_accumulation(&mut self, batch: Batch, micro: u32, accumulation: u32) {
        self.derived(
            keys::TRAIN_ACCUMULATION_STEPS,
            accumulation.to_string(),
            format!(
                "{} / (micro_batch {micro} x world_size {})",
                batch.effective, batch.world
            ),
        );
    }

    /// The split a memory fit chose.
    fn fitted_split(&mut self, batch: Batch, f: &Fitted) -> Result<(u32, u32), ConfigError> {
        let (micro, accumulation) = self.micro_split(batch, f.micro_batch)?;
        let fitted = format!("fitted to the memory budget: {}", f.reason);
        self.derived(keys::TRAIN_MICRO_BATCH, micro.to_string(), fitted.clone());
        self.derived_accumulation(batch, micro, accumulation);
        self.derived(
            keys::TRAIN_GRADIENT_CHECKPOINTING,
            f.gradient_checkpointing.to_string(),
            fitted,
        );
        Ok((micro, accumulation))
    }

    /// The split the layers give, deriving the missing factor.
    fn given_split(&mut self, batch: Batch) -> Result<(u32, u32), ConfigError> {
        let Batch {
            effective: eff,
            world,
            per_device,
        } = batch;
        let t = &self.cfg.train;
        // Not fitted yet: the whole per-device batch in one pass until the fit decides.
        let micro_batch = match t.micro_batch {
            Some(MicroBatch::Auto) => Some(per_device),
            other => other.and_then(MicroBatch::fixed),
        };
        match (micro_batch, t.accumulation_steps) {
            (None, None) => {
                let why = "no micro_batch or accumulation_steps given";
                self.derived(
                    keys::TRAIN_MICRO_BATCH,
                    per_device.to_string(),
                    format!("{why}: the per-device batch {per_device} in one pass"),
                );
                self.derived(keys::TRAIN_ACCUMULATION_STEPS, "1".into(), why.into());
                Ok((per_device, 1))
            }
            (Some(m), None) => match self.micro_for_world(batch, m) {
                Some(fitted) => Ok(fitted),
                None => self.derive_accumulation(batch, m, String::new()),
            },
            (None, Some(a)) => self.derive_micro(batch, a, String::new()),
            (Some(m), Some(a)) if m.checked_mul(a) == Some(per_device) => Ok((m, a)),
            (Some(m), Some(a)) => self.resolve_conflict(batch, m, a).ok_or_else(|| {
                self.err(
                    keys::TRAIN_MICRO_BATCH,
                    format!("micro_batch {m} x accumulation_steps {a} x world_size {world} = {} but the effective batch is {eff}", u64::from(m) * u64::from(a) * u64::from(world)),
                    describe_splits(per_device),
                )
                .help("give only micro_batch (accumulation is derived) or fix one of the two")
            })?,
        }
    }

    /// A micro-batch that does not divide the per-device batch because a later layer set the
    /// world size (`--nproc 4` on a preset that ran the batch in one pass): the largest
    /// micro-batch below it that divides, derived. `None` when the micro-batch divides or was
    /// set after the world size.
    fn micro_for_world(&mut self, batch: Batch, m: u32) -> Option<(u32, u32)> {
        // Only a micro-batch that the split over processes broke: one that does not divide the
        // effective batch itself is an error, whatever the world size.
        if m == 0 || batch.per_device % m == 0 || batch.effective % m != 0 {
            return None;
        }
        let world_writer = self.loaded.writer(keys::TRAIN_WORLD_SIZE.path())?.0;
        let micro_writer = self.loaded.writer(keys::TRAIN_MICRO_BATCH.path())?.0;
        if world_writer <= micro_writer {
            return None;
        }
        let (micro, accumulation) = valid_splits(batch.per_device)
            .into_iter()
            .filter(|&(d, _)| d <= m)
            .max()?;
        let from = self.source(keys::TRAIN_MICRO_BATCH);
        self.derived(
            keys::TRAIN_MICRO_BATCH,
            micro.to_string(),
            format!(
                "the largest micro-batch up to {m} (from {from}) that divides the per-device batch {} (effective batch {} / world size {})",
                batch.per_device, batch.effective, batch.world
            ),
        );
        self.derived_accumulation(batch, micro, accumulation);
        Some((micro, accumulation))
    }

    /// Micro-batch and accumulation that do not multiply to the batch, set by different
    /// layers: the later layer wins and the other is re-derived, so `--set
    /// train.micro_batch=8` works on a preset that also fixed accumulation. `None` when one
    /// layer set both.
    fn resolve_conflict(
        &mut self,
        batch: Batch,
        m: u32,
        a: u32,
    ) -> Option<Result<(u32, u32), ConfigError>> {
        let micro_writer = self.loaded.writer(keys::TRAIN_MICRO_BATCH.path())?.0;
        let accum_writer = self.loaded.writer(keys::TRAIN_ACCUMULATION_STEPS.path())?.0;
        if micro_writer > accum_writer {
            let over = self.source(keys::TRAIN_ACCUMULATION_STEPS);
            Some(self.derive_accumulation(batch, m, format!("; replaces {a} from {over}")))
        } else if accum_writer > micro_writer {
            let over = self.source(keys::TRAIN_MICRO_BATCH);
            Some(self.derive_micro(batch, a, format!("; replaces {m} from {over}")))
        } else {
            None
        }
    }

    /// Accumulation for micro-batch `m`; `replaces` ends the derivation's explanation.
    fn derive_accumulation(
        &mut self,
        batch: Batch,
        m: u32,
        replaces: String,
    ) -> Result<(u32, u32), ConfigError> {
        if batch.per_device % m != 0 {
            return Err(self.not_divisor(batch, keys::TRAIN_MICRO_BATCH, "micro_batch", m));
        }
        let accumulation = batch.per_device / m;
        self.derived(
            keys::TRAIN_ACCUMULATION_STEPS,
            accumulation.to_string(),
            format!(
                "{} / (micro_batch {m} x world_size {}){replaces}",
                batch.effective, batch.world
            ),
        );
        Ok((m, accumulation))
    }

    /// Micro-batch for accumulation `a`; `replaces` ends the derivation's explanation.
    fn derive_micro(
        &mut self,
        batch: Batch,
        a: u32,
        replaces: String,
    ) -> Result<(u32, u32), ConfigError> {
        if batch.per_device % a != 0 {
            return Err(self.not_divisor(
                batch,
                keys::TRAIN_ACCUMULATION_STEPS,
                "accumulation_steps",
                a,
            ));
        }
        let micro = batch.per_device / a;
        self.derived(
            keys::TRAIN_MICRO_BATCH,
            micro.to_string(),
            format!(
                "{} / (accumulation_steps {a} x world_size {}){replaces}",
                batch.effective, batch.world
            ),
        );
        Ok((micro, a))
    }
}
