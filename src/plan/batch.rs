//! The batch rule: micro_batch x accumulation_steps x world_size == effective_batch, deriving
//! the factor that is not given, or fitting the micro-batch to the memory budget (`fit`).

use super::resolve::{Resolver, Sizing};
use super::{valid_splits, BatchSplit, MemoryFit};
use crate::config::keys::{self, Key};
use crate::config::schema::MicroBatchSetting;
use crate::error::ConfigError;
use crate::memory::MemoryEstimate;
use crate::split::divisors;

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
pub(super) struct Batch {
    pub(super) effective: u32,
    pub(super) world: u32,
    pub(super) per_device: u32,
}

/// What the batch rule decides: the split, the checkpointing a memory fit chose, and the fit
/// (when the plan asks for one).
pub(super) struct BatchRule {
    pub(super) split: BatchSplit,
    pub(super) gradient_checkpointing: bool,
    pub(super) memory_fit: Option<MemoryFit>,
}

impl Resolver<'_> {
    /// Set for this run on the command line or in the environment.
    pub(super) fn set_for_this_run(&self, key: Key) -> bool {
        self.loaded
            .writer(key.path())
            .is_some_and(|(i, _)| self.loaded.layers[i].source.is_run_override())
    }

    /// micro_batch x accumulation_steps x world_size == effective_batch, deriving what is
    /// missing, or the split that fits the memory budget when the plan asks for a fit and
    /// `sizing` measured the model.
    pub(super) fn batch(&mut self, sizing: &Sizing) -> Result<BatchRule, ConfigError> {
        let eff = self.cfg.paper.effective_batch;
        let world = self.cfg.train.world_size;
        let Some(per_device) = BatchSplit::per_device_of(eff, world) else {
            let divisors: Vec<String> = divisors(eff).iter().map(|w| w.to_string()).collect();
            return Err(self.err(
                keys::TRAIN_WORLD_SIZE,
                format!("world size {world} does not divide the effective batch {eff}"),
                format!(
                    "a world size that divides {eff}: one of {}",
                    divisors.join(", ")
                ),
            ));
        };
        let batch = Batch {
            effective: eff,
            world,
            per_device,
        };
        let mut memory_fit = self.memory_fit_request()?;
        let checkpointing = self.cfg.train.gradient_checkpointing;
        let chosen = match &memory_fit {
            Some(request) => self.fit_memory(request, batch, sizing)?,
            None => None,
        };
        let Some((chosen, reason)) = chosen else {
            return Ok(BatchRule {
                split: self.given_split(batch)?,
                gradient_checkpointing: checkpointing,
                memory_fit,
            });
        };
        let split = self.fitted_split(batch, &chosen, &reason)?;
        if let Some(request) = memory_fit.as_mut() {
            request.outcome = Some(reason);
        }
        Ok(BatchRule {
            split,
            gradient_checkpointing: chosen.gradient_checkpointing,
            memory_fit,
        })
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

    /// The split of `batch` in micro-batches of `micro`, or the error saying which
    /// micro-batches divide.
    fn micro_split(&self, batch: Batch, micro: u32) -> Result<BatchSplit, ConfigError> {
        BatchSplit::new(batch.effective, batch.world, micro)
            .ok_or_else(|| self.not_divisor(batch, keys::TRAIN_MICRO_BATCH, "micro_batch", micro))
    }

    /// Accumulation as what the effective batch leaves over micro-batch x world size.
    fn derived_accumulation(&mut self, split: BatchSplit) {
        self.derived(
            keys::TRAIN_ACCUMULATION_STEPS,
            split.accumulation().to_string(),
            format!(
                "{} / (micro_batch {} x world_size {})",
                split.effective(),
                split.micro(),
                split.world()
            ),
        );
    }

    /// The split a memory fit chose, for `reason`.
    fn fitted_split(
        &mut self,
        batch: Batch,
        chosen: &MemoryEstimate,
        reason: &str,
    ) -> Result<BatchSplit, ConfigError> {
        let split = self.micro_split(batch, chosen.micro_batch)?;
        let fitted = format!("fitted to the memory budget: {reason}");
        self.derived(
            keys::TRAIN_MICRO_BATCH,
            split.micro().to_string(),
            fitted.clone(),
        );
        self.derived_accumulation(split);
        self.derived(
            keys::TRAIN_GRADIENT_CHECKPOINTING,
            chosen.gradient_checkpointing.to_string(),
            fitted,
        );
        Ok(split)
    }

    /// The split the layers give, deriving the missing factor.
    fn given_split(&mut self, batch: Batch) -> Result<BatchSplit, ConfigError> {
        let Batch {
            effective: eff,
            world,
            per_device,
        } = batch;
        let t = &self.cfg.train;
        let micro_batch = match (t.micro_batch, t.accumulation_steps) {
            // A higher layer's accumulation replaced the fit (`memory_fit_request`).
            (Some(MicroBatchSetting::Auto), Some(a)) if self.accumulation_overrides_auto()? => {
                let over = self.source(keys::TRAIN_MICRO_BATCH);
                return self.derive_micro(batch, a, format!("; replaces \"auto\" from {over}"));
            }
            // Not fitted yet: the whole per-device batch in one pass until the fit decides.
            (Some(MicroBatchSetting::Auto), _) => Some(per_device),
            (other, _) => other.and_then(MicroBatchSetting::fixed),
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
                self.micro_split(batch, per_device)
            }
            (Some(m), None) => match self.micro_for_world(batch, m) {
                Some(fitted) => Ok(fitted),
                None => self.derive_accumulation(batch, m, String::new()),
            },
            (None, Some(a)) => self.derive_micro(batch, a, String::new()),
            (Some(m), Some(a)) if m.checked_mul(a) == Some(per_device) => self.micro_split(batch, m),
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
    fn micro_for_world(&mut self, batch: Batch, m: u32) -> Option<BatchSplit> {
        // Only a micro-batch that the split over processes broke: one that does not divide the
        // effective batch itself is an error, whatever the world size.
        let divides_share = BatchSplit::new(batch.effective, batch.world, m).is_some();
        if m == 0 || divides_share || BatchSplit::new(batch.effective, 1, m).is_none() {
            return None;
        }
        let world_writer = self.loaded.writer(keys::TRAIN_WORLD_SIZE.path())?.0;
        let micro_writer = self.loaded.writer(keys::TRAIN_MICRO_BATCH.path())?.0;
        if world_writer <= micro_writer {
            return None;
        }
        let split = BatchSplit::largest_up_to(batch.effective, batch.world, m)?;
        let from = self.source(keys::TRAIN_MICRO_BATCH);
        self.derived(
            keys::TRAIN_MICRO_BATCH,
            split.micro().to_string(),
            format!(
                "the largest micro-batch up to {m} (from {from}) that divides the per-device batch {} (effective batch {} / world size {})",
                batch.per_device, batch.effective, batch.world
            ),
        );
        self.derived_accumulation(split);
        Some(split)
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
    ) -> Option<Result<BatchSplit, ConfigError>> {
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
    ) -> Result<BatchSplit, ConfigError> {
        let split = self.micro_split(batch, m)?;
        self.derived(
            keys::TRAIN_ACCUMULATION_STEPS,
            split.accumulation().to_string(),
            format!(
                "{} / (micro_batch {m} x world_size {}){replaces}",
                batch.effective, batch.world
            ),
        );
        Ok(split)
    }

    /// Micro-batch for accumulation `a`; `replaces` ends the derivation's explanation.
    fn derive_micro(
        &mut self,
        batch: Batch,
        a: u32,
        replaces: String,
    ) -> Result<BatchSplit, ConfigError> {
        // The micro-batch whose split has `a` micro-batches per step, if one does.
        let split = BatchSplit::all(batch.effective, batch.world)
            .into_iter()
            .find(|s| s.accumulation() == a)
            .ok_or_else(|| {
                self.not_divisor(
                    batch,
                    keys::TRAIN_ACCUMULATION_STEPS,
                    "accumulation_steps",
                    a,
                )
            })?;
        self.derived(
            keys::TRAIN_MICRO_BATCH,
            split.micro().to_string(),
            format!(
                "{} / (accumulation_steps {a} x world_size {}){replaces}",
                batch.effective, batch.world
            ),
        );
        Ok(split)
    }
}
