//! The quickstart model: a small convolutional net without BatchNorm (so micro-batching is
//! exact). Each stage is conv 3x3 -> GroupNorm -> GELU -> max-pool 2x2; then global average
//! pooling and a linear classifier.

use candle_core::{Result, Tensor};

use super::build_error::{BuildError, SpecProblem};
use super::configs::{FsctBackbone, SMALL_CNN_CHANNELS};
use super::family::{
    halves, Blueprint, Checked, CheckedSpec, Families, Kind, ModelFamily, Purpose,
};
use super::{HeadOutput, Model, ModelParts, Recipe};
use crate::config::keys;
use crate::config::schema::{InputSize, ModelSpec};
use crate::nn::footprint::Tracer;
use crate::nn::layers::{Conv2d, Conv2dConfig, GroupNorm, Linear, LinearConfig};
use crate::nn::{Ctx, Init, Module};
use paperfit_kernels::{self as kernels, ActivationKind};

/// conv 3x3 -> GroupNorm (groups of up to 8 channels) -> GELU -> max-pool 2x2.
pub(crate) struct Stage {
    conv: Conv2d,
    norm: GroupNorm,
}

impl Stage {
    pub(crate) fn new(init: &Init, in_channels: usize, channels: usize) -> Result<Self> {
        Ok(Stage {
            conv: Conv2d::new(
                &init.pp("conv"),
                in_channels,
                channels,
                3,
                Conv2dConfig::default().padding(1),
            )?,
            norm: GroupNorm::new(&init.pp("norm"), (channels / 8).max(1), channels, 1e-5)?,
        })
    }

    /// The stages of `channels` under `init`'s `stages.N`.
    pub(crate) fn stack(init: &Init, channels: &[usize]) -> Result<Vec<Self>> {
        let mut in_c = 3;
        let mut stages = Vec::with_capacity(channels.len());
        for (i, &c) in channels.iter().enumerate() {
            stages.push(Stage::new(&init.pp("stages").pp(i.to_string()), in_c, c)?);
            in_c = c;
        }
        Ok(stages)
    }
}

impl Module for Stage {
    fn forward(&self, x: &Tensor, ctx: &Ctx) -> Result<Tensor> {
        let y = self.conv.forward(x, ctx)?;
        let y = kernels::fused_activation(&self.norm.forward(&y, ctx)?, ActivationKind::Gelu)?;
        kernels::max_pool2d(&y, 2, 2, 0)
    }

    fn footprint(&self, t: &mut Tracer, x: &[usize]) -> Vec<usize> {
        let start = t.kept_in_segment();
        let y = self.conv.footprint(t, x);
        self.norm.footprint(t, &y);
        t.activation(&y);
        let out = t.max_pool2d(&y, 2, 2, 0);
        t.backward_scratch(t.kept_in_segment() - start, SMALL_STAGE_BACKWARD_SHARE);
        out
    }
}

/// A small-CNN stage's backward peaks at about this share of the bytes its forward kept, on top
/// of them (fitted in `tests/footprint/memory_footprint_cnn.rs` with GroupNorm as the fused
/// batch-norm op and its scale and shift as one op). The counted peak depends on the thread
/// pool: with its threads awake (after other work) a convolution's two gradients run at once
/// and hold two unfolded inputs, one more than when they run in turn; the share sits between
/// the two, the counted runs within 9% of either (2 to 6 images at 32 and 36 px).
pub(crate) const SMALL_STAGE_BACKWARD_SHARE: f64 = 1.0;

pub struct Head {
    fc: Linear,
    output: HeadOutput,
}

impl Module for Head {
    fn forward(&self, x: &Tensor, ctx: &Ctx) -> Result<Tensor> {
        self.output
            .rows(&kernels::spatial_mean(x)?, Some(&self.fc), ctx)
    }

    fn footprint(&self, t: &mut Tracer, x: &[usize]) -> Vec<usize> {
        let features = t.global_avg_pool(x);
        self.output.rows_footprint(t, &features, Some(&self.fc))
    }
}

pub struct SmallCnn {
    stages: Vec<Stage>,
    head: Head,
    parts: ModelParts,
}

impl SmallCnn {
    pub(crate) fn new(
        init: &Init,
        channels: &[usize],
        num_classes: usize,
        recipe: &Recipe,
    ) -> Result<Self> {
        let stages = Stage::stack(init, channels)?;
        let in_c = channels.last().copied().unwrap_or(3);
        let output = HeadOutput::for_loss(recipe.loss.name);
        let head = Head {
            fc: Linear::new(&init.pp("head"), in_c, num_classes, LinearConfig::PYTORCH)?,
            output,
        };
        let feature_dim = if output == HeadOutput::FeaturesAndLogits {
            in_c
        } else {
            0
        };
        Ok(SmallCnn {
            stages,
            head,
            parts: ModelParts::new(init, recipe, feature_dim),
        })
    }
}

/// The small CNN's stage widths when the table gives none.
pub(crate) fn default_widths() -> Vec<usize> {
    SMALL_CNN_CHANNELS.iter().map(|&c| c as usize).collect()
}

/// The small CNN's family: its stage widths (`model.channels`, positive, at least one; or the
/// default), each stage a pool that halves the input.
#[derive(Debug)]
pub(crate) struct SmallCnnFamily;

/// The stage widths the check resolved.
#[derive(Debug)]
struct SmallCnnBlueprint {
    channels: Vec<usize>,
}

impl ModelFamily for SmallCnnFamily {
    fn check(
        &self,
        spec: &ModelSpec,
        image: InputSize,
        _: Families,
    ) -> Checked<Box<dyn Blueprint>> {
        let channels = match &spec.channels {
            Some(ch) if ch.is_empty() || ch.contains(&0) => {
                return Err(SpecProblem::new(
                    keys::MODEL_CHANNELS,
                    "channels must be a non-empty list of positive widths",
                    "e.g. [16, 32, 64]",
                ))
            }
            Some(ch) => ch.iter().map(|&c| c as usize).collect(),
            None => default_widths(),
        };
        halves(spec, image, channels.len())?;
        Ok(Box::new(SmallCnnBlueprint { channels }))
    }

    fn kind(&self) -> Kind {
        Kind::Convolutional(Some(FsctBackbone::SmallCnn))
    }
}

impl Blueprint for SmallCnnBlueprint {
    fn build(
        &self,
        checked: &CheckedSpec,
        recipe: &Recipe,
        init: &Init,
        _: Purpose,
    ) -> std::result::Result<Box<dyn Model>, BuildError> {
        let classes = super::head_outputs(checked.spec(), recipe);
        Ok(Box::new(SmallCnn::new(
            init,
            &self.channels,
            classes,
            recipe,
        )?))
    }
}

impl Model for SmallCnn {
    fn parts(&self) -> &ModelParts {
        &self.parts
    }

    fn segments(&self) -> Vec<&dyn Module> {
        super::segments(None, &self.stages, &self.head)
    }
}
