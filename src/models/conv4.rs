//! Conv4, the four-block convolutional backbone of few-shot learning, as the CloserLookFewShot
//! code defines it (`backbone.py`: `ConvNet(4)`, copied unchanged into the FSCT code): four
//! blocks of conv 3x3 (64 channels, padding 1, with bias) -> BatchNorm -> ReLU -> max-pool 2x2,
//! then flatten. At 84 px the map is 64 x 5 x 5 = 1600 features (84 -> 42 -> 21 -> 10 -> 5:
//! the pooling floors odd sizes, as `nn.MaxPool2d(2)`).
//!
//! Weight names are that code's state-dict names: `trunk.N.C.weight`, `trunk.N.C.bias`,
//! `trunk.N.BN.weight`, `trunk.N.BN.bias`, `trunk.N.BN.running_mean`, `trunk.N.BN.running_var`.
//! (Its `ConvBlock` also registers the same modules a second time as `trunk.N.trunk.0` /
//! `trunk.N.trunk.1`, so its checkpoints carry each tensor under both names; paperfit uses the
//! `C` / `BN` names.) As a plain classifier the linear head is `classifier`, the name of
//! CloserLookFewShot's `BaselineTrain` head, with its zero-initialised bias.
//!
//! Initialisation follows `init_layer`: BatchNorm weight 1, bias 0; conv weights with the
//! variance of `normal(0, sqrt(2 / (3 * 3 * out_channels)))`, drawn uniformly (paperfit's
//! initialiser has no plain normal; the first two moments match), conv biases as PyTorch's
//! default `U(-1/sqrt(fan_in), 1/sqrt(fan_in))`.
//!
//! Segments for checkpointing: each block, then the head (flatten, and the classifier).

use candle_core::{Result, Tensor};

use super::build_error::BuildError;
use super::configs::FsctBackbone;
use super::family::{
    halves, Blueprint, Checked, CheckedSpec, Families, Kind, ModelFamily, Purpose,
};
use super::{HeadOutput, Model, ModelParts, Recipe};
use crate::config::schema::{InputSize, ModelSpec};
use crate::nn::footprint::Tracer;
use crate::nn::layers::{BatchNorm2d, Conv2d, Conv2dConfig, Linear, LinearConfig};
use crate::nn::{Ctx, Fill, Init, Module};
use paperfit_kernels as kernels;

/// Blocks and channels of Conv4.
pub(crate) const DEPTH: usize = 4;
pub(crate) const WIDTH: usize = 64;

/// conv 3x3 -> BatchNorm -> ReLU -> max-pool 2x2 (`ConvBlock` with `pool=True, padding=1`).
pub(crate) struct ConvBlock {
    c: Conv2d,
    bn: BatchNorm2d,
}

impl ConvBlock {
    fn new(init: &Init, in_channels: usize, out_channels: usize, frozen_bn: bool) -> Result<Self> {
        let kernel = 3;
        let fan_in = in_channels * kernel * kernel;
        let c = init.pp("C");
        // init_layer: normal(0, sqrt(2 / n)) with n = k * k * out_channels; U(-b, b) with
        // b = sqrt(3) * std has the same variance.
        let std = (2.0 / (kernel * kernel * out_channels) as f64).sqrt();
        let conv = Conv2d {
            weight: c.uniform(
                "weight",
                &[out_channels, in_channels, kernel, kernel],
                3f64.sqrt() * std,
                true,
            )?,
            bias: Some(c.uniform("bias", &[out_channels], 1.0 / (fan_in as f64).sqrt(), false)?),
            config: Conv2dConfig::default().padding(1),
        };
        Ok(ConvBlock {
            c: conv,
            bn: BatchNorm2d::new(&init.pp("BN"), out_channels, frozen_bn)?,
        })
    }
}

impl Module for ConvBlock {
    fn forward(&self, x: &Tensor, ctx: &Ctx) -> Result<Tensor> {
        let y = self.bn.forward_relu(&self.c.forward(x, ctx)?, ctx)?;
        kernels::max_pool2d(&y, 2, 2, 0)
    }

    /// The convolution (with its bias), BatchNorm with ReLU, and the pooling.
    fn footprint(&self, t: &mut Tracer, x: &[usize]) -> Vec<usize> {
        let start = t.kept_in_segment();
        let y = self.c.footprint(t, x);
        self.bn.footprint_of(t, &y);
        let out = t.max_pool2d(&y, 2, 2, 0);
        t.backward_scratch(t.kept_in_segment() - start, CONV_BLOCK_BACKWARD_SHARE);
        out
    }
}

/// A Conv4 block's backward peaks at about this share of the bytes its forward kept, on top of
/// them: the pooling's, the batch norm's and the convolution's input gradients and the
/// convolution's unfolded gradient (measured in `tests/footprint/memory_footprint_cnn.rs`: 1.22 to 1.26).
pub(crate) const CONV_BLOCK_BACKWARD_SHARE: f64 = 1.25;

/// Flatten the last map (c, h, w) -> c*h*w, channel-major as `x.view(n, -1)`; then the
/// classifier when the head emits logits.
pub struct Head {
    classifier: Option<Linear>,
    output: HeadOutput,
}

impl Module for Head {
    fn forward(&self, x: &Tensor, ctx: &Ctx) -> Result<Tensor> {
        self.output
            .rows(&x.flatten_from(1)?, self.classifier.as_ref(), ctx)
    }

    /// Flattening the (contiguous) map is a view.
    fn footprint(&self, t: &mut Tracer, x: &[usize]) -> Vec<usize> {
        let features = [x[0], x[1..].iter().product()];
        self.output
            .rows_footprint(t, &features, self.classifier.as_ref())
    }
}

pub struct Conv4 {
    blocks: Vec<ConvBlock>,
    head: Head,
    /// Width of the flattened features (1600 at 84 px).
    pub feature_dim: usize,
    parts: ModelParts,
}

/// Side of the last map for an input side: each max-pool halves it, rounding down.
fn pooled_side(side: u32) -> usize {
    (0..DEPTH).fold(side as usize, |s, _| s / 2)
}

impl Conv4 {
    /// Width of the flattened features for `size` (64 x 5 x 5 = 1600 at 84 px).
    pub fn feature_dim_for(size: InputSize) -> usize {
        WIDTH * pooled_side(size.height) * pooled_side(size.width)
    }

    /// Conv4 for the checked table's input (its check saw the input through four pools), its
    /// classes and BatchNorm mode, emitting `output`: the classifier, or FS-CT's backbone.
    pub fn new(
        init: &Init,
        checked: &CheckedSpec,
        output: HeadOutput,
        recipe: &Recipe,
    ) -> Result<Self> {
        let spec = checked.spec();
        let (num_classes, frozen_bn) = (spec.num_classes as usize, spec.freeze_batchnorm);
        let feature_dim = Self::feature_dim_for(checked.image());
        let blocks = (0..DEPTH)
            .map(|i| {
                let in_c = if i == 0 { 3 } else { WIDTH };
                ConvBlock::new(&init.pp("trunk").pp(i.to_string()), in_c, WIDTH, frozen_bn)
            })
            .collect::<Result<Vec<_>>>()?;
        let classifier = match output {
            HeadOutput::Features => None,
            _ => {
                // BaselineTrain: nn.Linear default weights, bias filled with 0.
                let config = LinearConfig::PYTORCH.with_bias(Fill::Constant(0.0));
                Some(Linear::new(
                    &init.pp("classifier"),
                    feature_dim,
                    num_classes,
                    config,
                )?)
            }
        };
        let row_features = if output == HeadOutput::FeaturesAndLogits {
            feature_dim
        } else {
            0
        };
        Ok(Conv4 {
            blocks,
            head: Head { classifier, output },
            feature_dim,
            parts: ModelParts::new(init, recipe, row_features),
        })
    }
}

/// Conv4's family: four blocks, each ending in a pool that halves the input.
#[derive(Debug)]
pub(crate) struct Conv4Family;

/// Conv4 resolves nothing beyond its input.
#[derive(Debug)]
struct Conv4Blueprint;

impl ModelFamily for Conv4Family {
    fn check(
        &self,
        spec: &ModelSpec,
        image: InputSize,
        _: Families,
    ) -> Checked<Box<dyn Blueprint>> {
        halves(spec, image, DEPTH)?;
        Ok(Box::new(Conv4Blueprint))
    }

    fn kind(&self) -> Kind {
        Kind::Convolutional(Some(FsctBackbone::Conv4))
    }
}

impl Blueprint for Conv4Blueprint {
    /// The classifier of a checked table.
    fn build(
        &self,
        checked: &CheckedSpec,
        recipe: &Recipe,
        init: &Init,
        _: Purpose,
    ) -> std::result::Result<Box<dyn Model>, BuildError> {
        let output = HeadOutput::for_loss(recipe.loss.name);
        Ok(Box::new(Conv4::new(init, checked, output, recipe)?))
    }
}

impl Model for Conv4 {
    fn parts(&self) -> &ModelParts {
        &self.parts
    }

    fn segments(&self) -> Vec<&dyn Module> {
        super::segments(None, &self.blocks, &self.head)
    }
}
