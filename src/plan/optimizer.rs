//! The optimizer as the trainer builds it: the paper's settings, with the usual defaults for
//! the hyper-parameters it does not state (recorded as derived).

use super::resolve::Resolver;
use super::ResolvedOptimizer;
use crate::config::keys;
use crate::config::schema::OptimizerName;

impl Resolver<'_> {
    pub(super) fn optimizer(&mut self) -> ResolvedOptimizer {
        let o = &self.cfg.paper.optimizer;
        let adam_like = matches!(o.name, OptimizerName::Adam | OptimizerName::AdamW);
        let mut r = ResolvedOptimizer {
            name: o.name,
            weight_decay: o.weight_decay,
            betas: None,
            eps: None,
            momentum: None,
            nesterov: None,
            no_decay_norm_and_bias: o.no_decay_norm_and_bias,
        };
        if adam_like {
            r.betas = Some(match o.betas.as_deref() {
                Some(&[b1, b2]) => [b1, b2],
                _ => [0.9, 0.999],
            });
            r.eps = Some(o.eps.unwrap_or(1e-8));
            if o.betas.is_none() {
                self.derived(
                    keys::PAPER_OPTIMIZER_BETAS,
                    "[0.9, 0.999]".into(),
                    "the usual Adam default".into(),
                );
            }
            if o.eps.is_none() {
                self.derived(
                    keys::PAPER_OPTIMIZER_EPS,
                    "1e-8".into(),
                    "the usual Adam default".into(),
                );
            }
        } else {
            r.momentum = Some(o.momentum.unwrap_or(0.9));
            r.nesterov = Some(o.nesterov.unwrap_or(false));
            if o.momentum.is_none() {
                self.derived(
                    keys::PAPER_OPTIMIZER_MOMENTUM,
                    "0.9".into(),
                    "the usual SGD default".into(),
                );
            }
        }
        r
    }
}
