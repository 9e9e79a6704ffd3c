//! The memory fit, part of the batch rule: when the plan asks for it (`micro_batch = "auto"`,
//! `--preset auto` on a GPU), the split is the one with the largest micro-batch whose estimated
//! peak fits the memory budget, chosen while resolving (nothing is patched afterwards). And
//! what else needs the model measured: its parameter count and the plan's memory estimate.

use std::cmp::Ordering;

use super::batch::Batch;
use super::resolve::{Resolver, Sizing};
use super::{BatchSplit, MemoryFit, Plan};
use crate::config::keys::{self, Key};
use crate::config::schema::MicroBatchSetting;
use crate::error::ConfigError;
use crate::memory::{self, format_bytes, MemoryEstimate};

impl Resolver<'_> {
    /// Whether the micro-batch is to be fitted to the memory budget, and why: `micro_batch =
    /// "auto"` (unless a higher layer fixed the accumulation), or `--preset auto` that found a
    /// GPU (unless the command line or environment fixed the split). Checkpointing stays as
    /// given when the command line or environment set it.
    pub(super) fn memory_fit_request(&self) -> Result<Option<MemoryFit>, ConfigError> {
        let checkpointing_fixed = self
            .set_for_this_run(keys::TRAIN_GRADIENT_CHECKPOINTING)
            .then_some(self.cfg.train.gradient_checkpointing);
        let requested_by = if self.cfg.train.micro_batch == Some(MicroBatchSetting::Auto) {
            if self.accumulation_overrides_auto()? {
                return Ok(None);
            }
            format!(
                "train.micro_batch = \"auto\" ({})",
                self.source(keys::TRAIN_MICRO_BATCH)
            )
        } else if let Some(gpu) = &self.loaded.selection.gpu {
            if self.set_for_this_run(keys::TRAIN_MICRO_BATCH)
                || self.set_for_this_run(keys::TRAIN_ACCUMULATION_STEPS)
            {
                return Ok(None);
            }
            format!("--preset auto on {}", gpu.name)
        } else {
            return Ok(None);
        };
        Ok(Some(MemoryFit {
            requested_by,
            checkpointing_fixed,
            outcome: None,
        }))
    }

    /// Whether an `accumulation_steps` beside `micro_batch = "auto"` decides the split instead
    /// of the fit. As with two fixed values, the higher layer wins (`--set
    /// train.accumulation_steps=4` on an experiment that fits); written by one layer, the two
    /// contradict each other and neither may be dropped unannounced.
    pub(super) fn accumulation_overrides_auto(&self) -> Result<bool, ConfigError> {
        let Some(accumulation) = self.cfg.train.accumulation_steps else {
            return Ok(false);
        };
        let layer = |key: Key| self.loaded.writer(key.path()).map(|(layer, _)| layer);
        let micro = layer(keys::TRAIN_MICRO_BATCH);
        match layer(keys::TRAIN_ACCUMULATION_STEPS).cmp(&micro) {
            Ordering::Greater => Ok(true),
            Ordering::Less => Ok(false),
            Ordering::Equal => Err(self
                .err(
                    keys::TRAIN_ACCUMULATION_STEPS,
                    format!(
                        "accumulation_steps {accumulation} is set beside micro_batch = \"auto\", which fits the micro-batch to memory and derives the accumulation"
                    ),
                    "one of the two",
                )
                .help("remove accumulation_steps to fit the micro-batch to memory, or give a number for micro_batch (or none) to keep this accumulation")),
        }
    }

    /// The estimate a memory fit chose for `batch` and why; `None` when the rules alone are
    /// resolved. An error when the model cannot be measured or nothing fits.
    pub(super) fn fit_memory(
        &self,
        request: &MemoryFit,
        batch: Batch,
        sizing: &Sizing,
    ) -> Result<Option<(MemoryEstimate, String)>, ConfigError> {
        if matches!(sizing, Sizing::Rules) {
            return Ok(None);
        }
        let whole = BatchSplit::new(batch.effective, batch.world, batch.per_device)
            .expect("the batch rule checked that the world size divides the batch");
        let fit = sizing.model().and_then(|(model, workload, precision)| {
            memory::fit(
                model,
                workload,
                whole,
                precision,
                request.checkpointing_fixed,
            )
        });
        let fit = fit.ok_or_else(|| {
            ConfigError::new(format!(
                "{} asks to fit the micro-batch to memory, but the memory of `{}` at this input size cannot be estimated",
                request.requested_by,
                self.cfg.model.name.as_str()
            ))
            .origin(self.loaded.value_origin(keys::TRAIN_MICRO_BATCH.path()))
            .help("give a micro-batch: --set train.micro_batch=<n>")
        })?;
        let Some(chosen) = fit.chosen else {
            return Err(ConfigError::new(format!(
                "{}: no micro-batch of the per-device batch {} fits the memory budget: {}",
                request.requested_by, batch.per_device, fit.reason
            ))
            .origin(self.loaded.value_origin(keys::TRAIN_MICRO_BATCH.path()))
            .help("use a larger GPU, lower precision (--set train.precision=bf16 or fp16), or a smaller input size"));
        };
        Ok(Some((chosen, fit.reason)))
    }
}

impl Plan {
    /// The model's size and the plan's memory estimate, with a note when the estimate is above
    /// the budget, from what `sizing` measured.
    pub(super) fn add_sizes(&mut self, sizing: &Sizing) {
        let Sizing::Measured {
            model: Some(model), ..
        } = sizing
        else {
            return;
        };
        self.parameters = Some(model.trainable_params);
        self.memory = self
            .workload()
            .and_then(|w| memory::estimate(model, &w, &self.memory_setting()));
        if let Some(m) = self.memory.as_ref().filter(|m| !m.fits) {
            self.notes.push(format!(
                "the estimated peak {} is above the budget {}: expect an out-of-memory back-off to a smaller micro-batch; `paperfit estimate` lists what fits, or set train.micro_batch = \"auto\"",
                format_bytes(m.peak_bytes),
                format_bytes(m.budget_bytes)
            ));
        }
    }
}
