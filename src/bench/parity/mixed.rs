//! Half precision against `torch.autocast`: what a bf16 or fp16 comparison covers, its
//! tolerances in units of the compute dtype's unit roundoff, and PyTorch's own float32 run
//! beside its autocast one (docs/parity.md, "Mixed precision").

use std::path::Path;

use serde::Serialize;

use super::{compare, err, load, reference, Options, ReferenceOutput, StepValues, WeightsDiff};
use crate::config::schema::Precision;
use crate::error::{ConfigError, Result};
use crate::plan::Plan;

/// Mixed precision against `torch.autocast`: each quantity's tolerance, relative, in units of
/// the compute dtype's unit roundoff `u` (2^-8 for bf16, 2^-11 for fp16) and growing with the
/// step `k` (from 0) over `steps` compared, because each step's weights carry the earlier
/// steps' differences (docs/parity.md, "Mixed precision", derives them).
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub(crate) struct HalfTolerance {
    /// The compute dtype's unit roundoff.
    pub unit_roundoff: f64,
    pub steps: usize,
}

impl HalfTolerance {
    /// A step's loss: `u` x (first, per step). Each side's logits carry their own roundings to
    /// the compute dtype (at most u/2 each, of either sign); the loss, an f32 mean over the
    /// batch, averages them down to a fraction of u at the first step. Each later step adds the
    /// difference the earlier updates made to the weights.
    pub(crate) const LOSS: (f64, f64) = (0.25, 0.05);
    /// The gradient norm: every gradient is rounded to the compute dtype at each product of the
    /// backward pass (the weights' gradients too, before their cast back to f32), so it differs
    /// by more than the loss; again growing per step.
    pub(crate) const GRAD_NORM: (f64, f64) = (1.0, 0.1);
    /// The final weights, relative L2, `u` x this per step: the updates are computed from
    /// gradients that differ by a fraction of u, and Adam's update is at most about the
    /// learning rate per element, so the weights part by a small share of u per step.
    pub(crate) const WEIGHTS_PER_STEP: f64 = 0.02;

    pub(crate) fn new(precision: Precision, steps: usize) -> Self {
        let unit_roundoff = match precision {
            Precision::Fp16 => 2f64.powi(-11),
            _ => 2f64.powi(-8),
        };
        HalfTolerance {
            unit_roundoff,
            steps,
        }
    }

    fn at(&self, (first, per_step): (f64, f64), step: u64) -> f64 {
        self.unit_roundoff * (first + per_step * step as f64)
    }

    /// Step `step`'s loss.
    pub(crate) fn loss(&self, step: u64) -> f64 {
        self.at(Self::LOSS, step)
    }

    /// Step `step`'s gradient norm.
    pub(crate) fn grad_norm(&self, step: u64) -> f64 {
        self.at(Self::GRAD_NORM, step)
    }

    /// The final weights, relative L2 over every tensor.
    pub(crate) fn final_weights(&self) -> f64 {
        self.unit_roundoff * Self::WEIGHTS_PER_STEP * self.steps as f64
    }
}

/// A half-precision comparison: the tolerances, and PyTorch's own float32 run beside its
/// autocast one (how far half precision moves the run: the tolerances must be well inside it
/// for the check to see anything).
#[derive(Debug, Clone, Serialize)]
pub(crate) struct Autocast {
    /// `torch.bfloat16` or `torch.float16`, on `device`.
    pub dtype: String,
    pub device: String,
    pub tolerance: HalfTolerance,
    /// PyTorch without autocast (float32 throughout), step by step.
    pub fp32_steps: Vec<StepValues>,
    /// PyTorch's autocast final weights against its float32 ones.
    pub autocast_vs_fp32: WeightsDiff,
}

impl Autocast {
    /// The report's words for how the trajectories are judged.
    pub(super) fn reason(&self, plan: &Plan) -> String {
        format!(
            "{} on {} against torch.autocast({}) with float32 master weights: trajectories compared step by step",
            plan.precision.as_str(),
            self.device,
            self.dtype
        )
    }
}

/// What a half-precision comparison covers: trajectories of nets without BatchNorm, on the
/// models whose PyTorch forward is the library's or a transcription's own (`forward` under
/// autocast); no one-step checks (they compare against float64, which has no half-precision
/// counterpart).
pub(super) fn check_half(plan: &Plan, options: &Options) -> Result<()> {
    let precision = plan.precision.as_str();
    let arch = crate::models::registry::entry(plan.model.name);
    let coupled = arch.wraps_backbone() || arch.is_clip();
    if coupled || crate::models::registry::has_batchnorm(&plan.model) {
        return Err(ConfigError::new(format!(
            "bench parity in {precision} covers the ViT/DeiT family and the small CNN, not `{}` (BatchNorm nets and DCAL, FS-CT and CLIP are compared in fp32)",
            plan.model.name.as_str()
        ))
        .key("train.precision")
        .help("--set train.precision=fp32 --preset cpu")
        .into());
    }
    if options.one_step.is_some() || options.gradients.is_some() {
        return Err(ConfigError::new(format!(
            "--one-step and --gradients compare against PyTorch float64, which has no {precision} counterpart; drop them, or compare in fp32 (--set train.precision=fp32)"
        ))
        .key("train.precision")
        .into());
    }
    Ok(())
}

/// A half-precision plan's tolerances and PyTorch's float32 run beside its autocast one.
pub(super) fn autocast_check(
    plan: &Plan,
    options: &Options,
    theirs: &ReferenceOutput,
    dir: &Path,
) -> Result<Option<Autocast>> {
    if plan.precision == Precision::Fp32 {
        return Ok(None);
    }
    let fp32_steps = theirs
        .steps_fp32
        .clone()
        .ok_or_else(|| err("the reference ran no float32 trajectory beside autocast"))?;
    let autocast_vs_fp32 = compare(
        &load(&dir.join("torch-final.safetensors"))?,
        &load(&dir.join("torch-final-fp32.safetensors"))?,
    )?;
    Ok(Some(Autocast {
        dtype: format!(
            "torch.{}",
            reference::autocast_dtype(plan.precision).unwrap_or("float32")
        ),
        device: plan.device.as_str().to_string(),
        tolerance: HalfTolerance::new(plan.precision, options.steps),
        fp32_steps,
        autocast_vs_fp32,
    }))
}
