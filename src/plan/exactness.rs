//! Exactness: whether micro-batching computes the paper's full-batch gradient, by which
//! method (one pass, accumulation, gradient caching), and what would make it exact when it is
//! not.

use super::resolve::Resolver;
use super::{Exactness, ExactnessStatus, GradientMethod};
use crate::config::schema::ModelArch;
use crate::models::registry;

impl Resolver<'_> {
    pub(super) fn batchnorm_coupled(&self, micro: u32) -> bool {
        let m = &self.cfg.model;
        registry::has_batchnorm(m) && !m.freeze_batchnorm && micro < self.cfg.paper.effective_batch
    }

    pub(super) fn exactness(&self, micro: u32) -> Exactness {
        let mut exactness = self.exactness_in_one_process(micro);
        let world = self.cfg.train.world_size;
        if world > 1 {
            exactness.reason.push_str(&format!(
                "; over {world} processes each rank computes its share of every window, weighted by the whole window's samples, and the gradients are summed once per step{}",
                match self.cfg.paper.loss.name.batch_coupling() {
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

    fn exactness_in_one_process(&self, micro: u32) -> Exactness {
        let eff = self.cfg.paper.effective_batch;
        let coupling = self.cfg.paper.loss.name.batch_coupling();
        if self.batchnorm_coupled(micro) {
            let mut reason = format!(
                "{} uses BatchNorm in train mode: statistics over micro-batches of {micro} instead of {eff} samples change the gradient",
                self.cfg.model.name.as_str()
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
                    self.cfg.paper.loss.name.as_str()
                ),
                options: Vec::new(),
            };
        }
        // Frozen BatchNorm normalises with its running statistics: no sample sees another.
        let batchnorm = if registry::has_batchnorm(&self.cfg.model) {
            "BatchNorm frozen (running statistics)"
        } else {
            "without BatchNorm"
        };
        let mut reason = format!("per-sample loss {batchnorm}: each micro-batch's summed loss is divided by the samples of its whole window, so the accumulated gradient is the full-batch mean gradient (up to float rounding)");
        if self.cfg.model.name == ModelArch::Dcal
            && self.cfg.model.dcal.as_ref().is_some_and(|d| d.pair_wise)
        {
            reason.push_str("; PWCA partners are drawn inside each micro-batch, as random pairs from the training set: the same distribution");
        }
        Exactness {
            status: ExactnessStatus::Exact,
            method: GradientMethod::Accumulation,
            reason,
            options: Vec::new(),
        }
    }
}
