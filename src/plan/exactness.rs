//! Exactness: whether micro-batching computes the paper's full-batch gradient, by which
//! method (one pass, accumulation, gradient caching), and what would make it exact when it is
//! not; and the deviation BatchNorm in train mode makes under micro-batching. Both read only
//! [`Batching`], so a plan re-split for another number of processes (`Plan::on_world_size`)
//! re-derives them as the planner does.

use super::resolve::Resolver;
use super::{Deviation, DeviationKind, Exactness, ExactnessStatus, GradientMethod, Plan};
use crate::config::keys;
use crate::config::schema::{LossSpec, ModelArch, ModelSpec};
use crate::error::{ConfigError, Origin};
use crate::models::registry;

/// What exactness depends on: the model, the loss, the paper's batch and its split.
pub(super) struct Batching<'a> {
    pub model: &'a ModelSpec,
    pub loss: &'a LossSpec,
    /// The paper's (effective) batch.
    pub effective: u32,
    /// Each process's micro-batch.
    pub micro: u32,
    pub world: u32,
}

impl Plan {
    /// The smallest micro-batch the plan's model trains as its paper does (an out-of-memory
    /// back-off stops there): 2 for DCAL's pair-wise cross-attention, else 1.
    pub fn min_micro_batch(&self) -> u32 {
        min_micro_batch(&self.model)
    }
}

impl Resolver<'_> {
    /// A micro-batch of `micro` trains the model as its paper does, or the error at the
    /// micro-batch's key.
    pub(super) fn check_micro_batch(&self, micro: u32) -> Result<(), ConfigError> {
        let Some(why) = self.batching(micro).too_small() else {
            return Ok(());
        };
        // Where the micro-batch came from: a layer, or derived from the accumulation.
        let origin = self
            .provenance
            .get(keys::TRAIN_MICRO_BATCH.path())
            .map(|s| s.layer.clone())
            .unwrap_or_else(|| self.source(keys::TRAIN_MICRO_BATCH));
        Err(ConfigError::new(why)
            .origin(origin)
            .expected(format!(
                "train.micro_batch of at least {}",
                min_micro_batch(&self.cfg.model)
            ))
            .help("give a larger micro-batch, with gradient checkpointing if it does not fit (--set train.micro_batch=2 --set train.gradient_checkpointing=true)"))
    }

    /// The configuration's [`Batching`] with micro-batches of `micro`.
    pub(super) fn batching(&self, micro: u32) -> Batching<'_> {
        Batching {
            model: &self.cfg.model,
            loss: &self.cfg.paper.loss,
            effective: self.cfg.paper.effective_batch,
            micro,
            world: self.cfg.train.world_size,
        }
    }
}

/// The smallest micro-batch `model` trains as its paper does: 2 for DCAL's pair-wise
/// cross-attention, which pairs each image with another image of its micro-batch (a
/// micro-batch of one would pair an image with itself), else 1.
pub(crate) fn min_micro_batch(model: &ModelSpec) -> u32 {
    match pair_wise(model) {
        true => 2,
        false => 1,
    }
}

fn pair_wise(model: &ModelSpec) -> bool {
    model.name == ModelArch::Dcal && model.dcal.as_ref().is_some_and(|d| d.pair_wise)
}

impl Batching<'_> {
    /// Why the micro-batch cannot train the model as its paper does, if it cannot.
    pub(super) fn too_small(&self) -> Option<String> {
        (self.micro < min_micro_batch(self.model)).then(|| {
            format!(
                "a micro-batch of {} has no partner for DCAL's pair-wise cross-attention: each image attends to another image of its micro-batch, so micro-batches need at least {} images",
                self.micro,
                min_micro_batch(self.model)
            )
        })
    }

    /// BatchNorm in train mode normalises fewer samples than the paper's batch.
    pub(super) fn batchnorm_coupled(&self) -> bool {
        registry::has_batchnorm(self.model)
            && !self.model.freeze_batchnorm
            && self.micro < self.effective
    }

    /// BatchNorm in train mode sees micro-batches, not the paper's batch; `set_by` is what
    /// chose the micro-batch.
    pub(super) fn batch_statistics_deviation(&self, set_by: Origin) -> Option<Deviation> {
        self.batchnorm_coupled().then(|| Deviation {
            key: keys::MODEL_FREEZE_BATCHNORM.into(),
            kind: DeviationKind::BatchStatistics,
            paper: Some(format!("BatchNorm statistics over {} samples", self.effective)),
            plan: format!("BatchNorm statistics over micro-batches of {}", self.micro),
            set_by,
            effect: "BatchNorm in train mode normalises each micro-batch on its own: gradients and running statistics differ from the paper's batch (Goyal et al. 2017, sec. 2.3)".into(),
        })
    }

    pub(super) fn exactness(&self) -> Exactness {
        let mut exactness = self.exactness_in_one_process();
        let world = self.world;
        if world > 1 {
            exactness.reason.push_str(&format!(
                "; over {world} processes each rank computes its share of every window, weighted by the whole window's samples, and the gradients are summed once per step{}",
                match self.loss.name.batch_coupling() {
                    Some(_) => ", the loss seeing the rows of every rank (gathered in rank order)",
                    None => "",
                }
            ));
            if exactness.status == ExactnessStatus::Inexact {
                exactness
                    .reason
                    .push_str("; BatchNorm statistics are each rank's own");
            }
        }
        exactness
    }

    fn exactness_in_one_process(&self) -> Exactness {
        let (eff, micro) = (self.effective, self.micro);
        let coupling = self.loss.name.batch_coupling();
        if self.batchnorm_coupled() {
            let mut reason = format!(
                "{} uses BatchNorm in train mode: statistics over micro-batches of {micro} instead of {eff} samples change the gradient",
                self.model.name.as_str()
            );
            if coupling.is_some() {
                reason
                    .push_str("; the batch-coupled loss itself is kept exact by gradient caching");
            }
            return Exactness {
                status: ExactnessStatus::Inexact,
                method: if coupling.is_some() {
                    GradientMethod::GradientCaching
                } else {
                    GradientMethod::Accumulation
                },
                reason,
                options: vec![
                    "freeze BatchNorm (use running statistics): --set model.freeze_batchnorm=true"
                        .into(),
                    format!("run micro_batch = {eff} (accumulation 1) on a larger preset"),
                    "accept the difference: it is listed as a deviation".into(),
                ],
            };
        }
        if micro == eff {
            return Exactness {
                status: ExactnessStatus::Exact,
                method: GradientMethod::SinglePass,
                reason: "the whole optimizer batch is one forward/backward pass".into(),
                options: Vec::new(),
            };
        }
        if let Some(why) = coupling {
            return Exactness {
                status: ExactnessStatus::ExactWithGradientCaching,
                method: GradientMethod::GradientCaching,
                reason: format!(
                    "{} couples the batch ({why}); plain accumulation would change the loss, so the batch is embedded in micro-batches of {micro} without graphs, the loss is computed on all {eff} embeddings, and the cached embedding gradients are back-propagated micro-batch by micro-batch (Gao et al. 2021)",
                    self.loss.name.as_str()
                ),
                options: Vec::new(),
            };
        }
        // Frozen BatchNorm normalises with its running statistics: no sample sees another.
        let batchnorm = if registry::has_batchnorm(self.model) {
            "BatchNorm frozen (running statistics)"
        } else {
            "without BatchNorm"
        };
        let mut reason = format!("per-sample loss {batchnorm}: each micro-batch's summed loss is divided by the samples of its whole window, so the accumulated gradient is the full-batch mean gradient (up to float rounding)");
        if pair_wise(self.model) {
            reason.push_str("; PWCA partners are drawn inside each micro-batch (of at least 2 images), as random pairs from the training set: the same distribution");
        }
        Exactness {
            status: ExactnessStatus::Exact,
            method: GradientMethod::Accumulation,
            reason,
            options: Vec::new(),
        }
    }
}
