//! A toy model, added the way `docs/design.md` ("Adding a model") describes: this file, its
//! name in `ModelArch` and its entry in [`super::registry`]. One block of conv 3x3 ->
//! BatchNorm -> ReLU, then global average pooling and a linear classifier. Its entry says it
//! normalises with BatchNorm, and that is all the plan needs to report micro-batching inexact
//! (`src/train/toy_model.rs` plans and trains it).

use candle_core::{Result, Tensor};

use super::build_error::BuildError;
use super::family::{Blueprint, Checked, CheckedSpec, Families, Kind, ModelFamily, Purpose};
use super::{HeadOutput, Model, ModelParts, Recipe};
use crate::config::schema::{InputSize, ModelSpec};
use crate::nn::footprint::Tracer;
use crate::nn::layers::{BatchNorm2d, Conv2d, Conv2dConfig, Linear, LinearConfig};
use crate::nn::{Ctx, Init, Module};
use paperfit_kernels as kernels;

/// Channels of the one block.
const WIDTH: usize = 8;

struct Block {
    conv: Conv2d,
    bn: BatchNorm2d,
}

impl Module for Block {
    fn forward(&self, x: &Tensor, ctx: &Ctx) -> Result<Tensor> {
        self.bn.forward_relu(&self.conv.forward(x, ctx)?, ctx)
    }

    fn footprint(&self, t: &mut Tracer, x: &[usize]) -> Vec<usize> {
        let y = self.conv.footprint(t, x);
        self.bn.footprint_of(t, &y);
        y
    }
}

struct Head {
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

pub(crate) struct ToyBn {
    block: Block,
    head: Head,
    parts: ModelParts,
}

/// The toy family: one convolution padded to keep its input's size, so it takes every input.
#[derive(Debug)]
pub(crate) struct ToyFamily;

impl ModelFamily for ToyFamily {
    fn check(&self, _: &ModelSpec, _: InputSize, _: Families) -> Checked<Box<dyn Blueprint>> {
        Ok(Box::new(ToyBlueprint))
    }

    fn kind(&self) -> Kind {
        Kind::Convolutional(None)
    }
}

/// The toy resolves nothing.
#[derive(Debug)]
struct ToyBlueprint;

impl Blueprint for ToyBlueprint {
    fn build(
        &self,
        checked: &CheckedSpec,
        recipe: &Recipe,
        init: &Init,
        _: Purpose,
    ) -> std::result::Result<Box<dyn Model>, BuildError> {
        Ok(Box::new(ToyBn::new(checked, recipe, init)?))
    }
}

impl ToyBn {
    fn new(checked: &CheckedSpec, recipe: &Recipe, init: &Init) -> Result<Self> {
        let spec = checked.spec();
        let output = HeadOutput::for_loss(recipe.loss.name);
        let classes = super::head_outputs(spec, recipe);
        let block = Block {
            conv: Conv2d::new(
                &init.pp("conv"),
                3,
                WIDTH,
                3,
                Conv2dConfig::default().padding(1),
            )?,
            bn: BatchNorm2d::new(&init.pp("bn"), WIDTH, spec.freeze_batchnorm)?,
        };
        let head = Head {
            fc: Linear::new(&init.pp("head"), WIDTH, classes, LinearConfig::PYTORCH)?,
            output,
        };
        let feature_dim = if output == HeadOutput::FeaturesAndLogits {
            WIDTH
        } else {
            0
        };
        Ok(ToyBn {
            block,
            head,
            parts: ModelParts::new(init, recipe, feature_dim),
        })
    }
}

impl Model for ToyBn {
    fn parts(&self) -> &ModelParts {
        &self.parts
    }

    fn segments(&self) -> Vec<&dyn Module> {
        super::segments(None, std::slice::from_ref(&self.block), &self.head)
    }
}
