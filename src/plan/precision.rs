//! The precision a run computes in: the configured one, unless the card it runs on (or this
//! binary's CUDA kernels) cannot compute it. bf16 needs compute capability 8.0 (Ampere): on an
//! older card a bf16 preset runs in fp16 with dynamic loss scaling, and the plan names the
//! change. The recipe and the effective batch stay; master weights, norms, softmax and the loss
//! stay in f32 either way.

use super::resolve::Resolver;
use super::{Deviation, DeviationKind};
use crate::config::keys;
use crate::config::schema::{DeviceKind, Precision};
use crate::error::{ConfigError, Origin};
use crate::gpu::CudaBuild;

impl Resolver<'_> {
    /// The run's precision, and the deviation when the card changed it.
    pub(super) fn precision(&mut self) -> Result<(Precision, Option<Deviation>), ConfigError> {
        let configured = self.cfg.train.precision;
        if configured != Precision::Bf16 || self.loaded.preset.info.device != DeviceKind::Cuda {
            return Ok((configured, None));
        }
        let card = self.loaded.selection.card.as_ref();
        let capability = card.and_then(|c| c.compute_capability.map(|cc| (c.name.as_str(), cc)));
        let Some(why) = CudaBuild::current().bf16_unavailable(capability) else {
            return Ok((configured, None));
        };
        let source = self.source(keys::TRAIN_PRECISION);
        if source.is_run_override() {
            // Asked for on this run: say it cannot be done rather than change it.
            return Err(self
                .err(
                    keys::TRAIN_PRECISION,
                    format!("`train.precision` = bf16 cannot run here: {why}"),
                    "fp16 (with dynamic loss scaling) or fp32",
                )
                .help("--set train.precision=fp16, or leave the precision to the preset: it falls back to fp16 on such a card"));
        }
        let how = format!("bf16 cannot run here: {why}");
        self.derived(
            keys::TRAIN_PRECISION,
            Precision::Fp16.as_str().into(),
            how.clone(),
        );
        Ok((
            Precision::Fp16,
            Some(Deviation {
                key: keys::TRAIN_PRECISION.into(),
                kind: DeviationKind::Numerics,
                paper: Some(format!("{configured} ({source})")),
                plan: Precision::Fp16.as_str().into(),
                set_by: Origin::Derived { how },
                effect: "fp16 with dynamic loss scaling instead of bf16: the same recipe and effective batch, f32 master weights (norms, softmax and loss in f32); fp16's narrower range is what the loss scaler is for".into(),
            }),
        ))
    }
}
