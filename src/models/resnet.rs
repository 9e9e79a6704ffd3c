//! ResNet-18/34/50 (He et al. 2016, torchvision's v1.5 layout and weight names: `conv1`, `bn1`,
//! `layerN.M.*`, `downsample.0/1`, `fc`) and SE-ResNeXt50_32x4d (timm's `seresnext50_32x4d`
//! names: grouped 3x3 convolutions, `se.fc1` / `se.fc2` squeeze-and-excitation).
//!
//! Segments for checkpointing: the stem, each residual block, and the head. BatchNorm runs in
//! train mode unless the model is built with frozen BatchNorm.

use candle_core::{Result, Tensor};

use super::build_error::BuildError;
use super::configs::{FsctBackbone, ResNetConfig};
use super::family::{Blueprint, Checked, CheckedSpec, Families, Kind, ModelFamily, Purpose};
use super::{HeadOutput, Model, ModelParts, Recipe};
use crate::config::schema::{InputSize, ModelSpec};
use crate::nn::footprint::Tracer;
use crate::nn::layers::{BatchNorm2d, Conv2d, Conv2dConfig, Linear, LinearConfig};
use crate::nn::{Ctx, Init, Module};
use paperfit_kernels as kernels;
use paperfit_kernels::matmul::linear;

/// A convolution without bias, padded to keep the map's size at stride 1 (torchvision's
/// `conv3x3` / `conv1x1`), then its BatchNorm; `names` are the two layers' names.
fn conv_bn(
    init: &Init,
    names: [&str; 2],
    (cin, cout): (usize, usize),
    k: usize,
    geometry: Conv2dConfig,
    frozen: bool,
) -> Result<(Conv2d, BatchNorm2d)> {
    let config = geometry.padding(k / 2).without_bias();
    Ok((
        Conv2d::new(&init.pp(names[0]), cin, cout, k, config)?,
        BatchNorm2d::new(&init.pp(names[1]), cout, frozen)?,
    ))
}

/// conv 7x7/2 -> BN -> ReLU -> max-pool 3x3/2.
pub(crate) struct Stem {
    conv1: Conv2d,
    bn1: BatchNorm2d,
}

impl Module for Stem {
    fn forward(&self, x: &Tensor, ctx: &Ctx) -> Result<Tensor> {
        let y = self.bn1.forward_relu(&self.conv1.forward(x, ctx)?, ctx)?;
        kernels::max_pool2d(&y, 3, 2, 1)
    }

    fn footprint(&self, t: &mut Tracer, x: &[usize]) -> Vec<usize> {
        let start = t.kept_in_segment();
        let y = self.conv1.footprint(t, x);
        self.bn1.footprint_of(t, &y);
        let out = t.max_pool2d(&y, 3, 2, 1);
        t.backward_scratch(t.kept_in_segment() - start, STEM_BACKWARD_SHARE);
        out
    }
}

/// The stem's backward (the pooling's, batch norm's and 7x7 convolution's gradients) peaks at
/// about this share of the bytes its forward kept, on top of them (measured in
/// `tests/footprint/memory_footprint_cnn.rs` with the composed ops: 0.59 to 0.63 for ResNet-34 at 32 px;
/// with the fused ops the blocks' scratch is the larger).
pub(crate) const STEM_BACKWARD_SHARE: f64 = 0.65;

/// A residual block's backward peaks at about this share of the bytes its forward kept, on top
/// of them (measured in `tests/footprint/memory_footprint_cnn.rs`: 0.74 to 0.93 for ResNet-50 and
/// SE-ResNeXt50; with the composed ops, which kept more and held more gradients, it was 3.0).
pub(crate) const BLOCK_BACKWARD_SHARE: f64 = 0.95;

/// A convolution's backward allocates about this many times its kernel's f32 bytes beyond the
/// kernel's gradient itself: what bounds the backward peak of the deep blocks of ResNet-18/34
/// at small inputs, whose maps are smaller than their kernels (measured in
/// `tests/footprint/memory_footprint_cnn.rs`; before candle's backward stored a node's first gradient
/// as is, the zero-initialised sum it was added to made this 1.5).
pub(crate) const WEIGHT_GRADIENT_SHARE: f64 = 0.1;

/// Squeeze-and-excitation: channel weights from the global average, through a bottleneck.
/// The two 1x1 convolutions of a 1x1 map are linear layers of the pooled rows (their kernels
/// keep timm's (out, in, 1, 1) shape and names); the block's end gates the map, adds the
/// shortcut and rectifies in one op.
pub(crate) struct SqueezeExcitation {
    fc1: Conv2d,
    fc2: Conv2d,
}

impl SqueezeExcitation {
    /// `conv` (out, in, 1, 1) applied to rows (n, in).
    fn pointwise(conv: &Conv2d, rows: &Tensor) -> Result<Tensor> {
        let w = conv.weight.tensor();
        let (out, inp) = (w.dim(0)?, w.dim(1)?);
        let bias = conv.bias.as_ref().map(|b| b.tensor());
        linear(rows, &w.reshape((out, inp))?, bias.as_ref())
    }

    /// The gates' logits (n, c) of `x` (n, c, h, w): the block's end applies them
    /// ([`kernels::gate_add_relu`], with the shortcut and the ReLU).
    fn gates(&self, x: &Tensor) -> Result<Tensor> {
        let s = kernels::spatial_mean(x)?;
        let s = Self::pointwise(&self.fc1, &s)?.relu()?;
        Self::pointwise(&self.fc2, &s)
    }

    /// The pooled rows, the two products (with biases) and the ReLU (the gated map is the
    /// block's output, with the shortcut: [`Block::footprint`]).
    fn footprint(&self, t: &mut Tracer, x: &[usize]) {
        let pooled = t.global_avg_pool(x);
        for conv in [&self.fc1, &self.fc2] {
            t.weights(conv.weight.trainable_elems());
            if let Some(b) = &conv.bias {
                t.weights(b.trainable_elems());
            }
        }
        let reduced = [pooled[0], self.fc1.weight.dims()[0]];
        t.keep_compute(&reduced);
        t.relu(&reduced);
        t.keep_compute(&pooled);
    }
}

pub struct Block {
    convs: Vec<(Conv2d, BatchNorm2d)>,
    se: Option<SqueezeExcitation>,
    downsample: Option<(Conv2d, BatchNorm2d)>,
}

impl Block {
    /// torchvision's `BasicBlock` or `Bottleneck` (with `config.groups` and the
    /// squeeze-excitation of SE-ResNeXt) from `in_c` to `out_c` channels, `planes` wide.
    fn new(
        init: &Init,
        config: &ResNetConfig,
        (in_c, planes, out_c): (usize, usize, usize),
        stride: usize,
        frozen_bn: bool,
    ) -> Result<Self> {
        let plain = Conv2dConfig::default();
        let conv = |names: [&str; 2], channels: (usize, usize), k: usize, geometry| {
            conv_bn(init, names, channels, k, geometry, frozen_bn)
        };
        let convs = if config.bottleneck {
            let width = planes * config.width_per_group / 64 * config.groups;
            let grouped = plain.stride(stride).groups(config.groups);
            vec![
                conv(["conv1", "bn1"], (in_c, width), 1, plain)?,
                conv(["conv2", "bn2"], (width, width), 3, grouped)?,
                conv(["conv3", "bn3"], (width, out_c), 1, plain)?,
            ]
        } else {
            vec![
                conv(["conv1", "bn1"], (in_c, planes), 3, plain.stride(stride))?,
                conv(["conv2", "bn2"], (planes, planes), 3, plain)?,
            ]
        };
        let se = if config.squeeze_excitation {
            let reduced = out_c / 16;
            let se = init.pp("se");
            Some(SqueezeExcitation {
                fc1: Conv2d::new(&se.pp("fc1"), out_c, reduced, 1, plain)?,
                fc2: Conv2d::new(&se.pp("fc2"), reduced, out_c, 1, plain)?,
            })
        } else {
            None
        };
        let downsample = if stride != 1 || in_c != out_c {
            let geometry = plain.stride(stride);
            let downsample = init.pp("downsample");
            Some(conv_bn(
                &downsample,
                ["0", "1"],
                (in_c, out_c),
                1,
                geometry,
                frozen_bn,
            )?)
        } else {
            None
        };
        Ok(Block {
            convs,
            se,
            downsample,
        })
    }
}

impl Module for Block {
    /// The convolutions and their batch norms (with ReLU but the last), then the end in one op:
    /// `relu(bn(z) + shortcut)` ([`kernels::batch_norm_add_relu`]), or with squeeze-and-excitation
    /// `relu(bn(z) * sigmoid(s) + shortcut)` ([`kernels::gate_add_relu`]; timm's order).
    fn forward(&self, x: &Tensor, ctx: &Ctx) -> Result<Tensor> {
        let Some((last, inner)) = self.convs.split_last() else {
            candle_core::bail!("a residual block without convolutions");
        };
        let mut y = x.clone();
        for (conv, bn) in inner {
            y = bn.forward_relu(&conv.forward(&y, ctx)?, ctx)?;
        }
        let z = last.0.forward(&y, ctx)?;
        let identity = match &self.downsample {
            Some((conv, bn)) => bn.forward(&conv.forward(x, ctx)?, ctx)?,
            None => x.clone(),
        };
        match &self.se {
            Some(se) => {
                let y = last.1.forward(&z, ctx)?;
                kernels::gate_add_relu(&y, &se.gates(&y)?, &identity)
            }
            None => last.1.forward_add_relu(&z, &identity, ctx),
        }
    }

    fn footprint(&self, t: &mut Tracer, x: &[usize]) -> Vec<usize> {
        let start = t.kept_in_segment();
        let mut y = x.to_vec();
        for (conv, bn) in &self.convs {
            y = conv.footprint(t, &y);
            bn.footprint_of(t, &y);
        }
        if let Some((conv, bn)) = &self.downsample {
            let identity = conv.footprint(t, x);
            bn.footprint_of(t, &identity);
        }
        // Without squeeze-and-excitation the last batch norm's output is the block's (the
        // residual sum and ReLU are in its op); with it, the gate, sum and ReLU are one op
        // after the SE branch.
        match &self.se {
            Some(se) => {
                se.footprint(t, &y);
                t.elementwise(&y);
            }
            // The fused end takes the batch norm's weight and bias as one concatenated tensor
            // (a candle op has at most three inputs), which the graph keeps.
            None => t.keep(&[2 * y[1]], kernels::master_dtype(t.compute())),
        }
        t.backward_scratch(t.kept_in_segment() - start, BLOCK_BACKWARD_SHARE);
        let largest_weight = self
            .convs
            .iter()
            .chain(&self.downsample)
            .map(|(conv, _)| conv.weight.elem_count())
            .max()
            .unwrap_or(0);
        t.backward_scratch(4 * largest_weight as u64, WEIGHT_GRADIENT_SHARE);
        y
    }
}

pub struct Head {
    fc: Option<Linear>,
    output: HeadOutput,
}

impl Module for Head {
    fn forward(&self, x: &Tensor, ctx: &Ctx) -> Result<Tensor> {
        self.output
            .rows(&kernels::spatial_mean(x)?, self.fc.as_ref(), ctx)
    }

    fn footprint(&self, t: &mut Tracer, x: &[usize]) -> Vec<usize> {
        let features = t.global_avg_pool(x);
        self.output.rows_footprint(t, &features, self.fc.as_ref())
    }
}

pub struct ResNet {
    stem: Stem,
    blocks: Vec<Block>,
    head: Head,
    parts: ModelParts,
}

impl ResNet {
    pub(crate) fn new(
        init: &Init,
        config: ResNetConfig,
        num_classes: usize,
        frozen_bn: bool,
        output: HeadOutput,
        recipe: &Recipe,
    ) -> Result<Self> {
        let (conv1, bn1) = conv_bn(
            init,
            ["conv1", "bn1"],
            (3, 64),
            7,
            Conv2dConfig::default().stride(2),
            frozen_bn,
        )?;
        let stem = Stem { conv1, bn1 };
        let expansion = if config.bottleneck { 4 } else { 1 };
        let mut in_c = 64;
        let mut blocks = Vec::new();
        for (stage, &depth) in config.layers.iter().enumerate() {
            let planes = 64 << stage;
            for b in 0..depth {
                let init = init.pp(format!("layer{}", stage + 1)).pp(b.to_string());
                let stride = if b == 0 && stage > 0 { 2 } else { 1 };
                let out_c = planes * expansion;
                blocks.push(Block::new(
                    &init,
                    &config,
                    (in_c, planes, out_c),
                    stride,
                    frozen_bn,
                )?);
                in_c = out_c;
            }
        }
        let head = Head {
            fc: match output {
                HeadOutput::Features => None,
                _ => Some(Linear::new(
                    &init.pp("fc"),
                    in_c,
                    num_classes,
                    LinearConfig::PYTORCH,
                )?),
            },
            output,
        };
        let feature_dim = if output == HeadOutput::FeaturesAndLogits {
            in_c
        } else {
            0
        };
        Ok(ResNet {
            stem,
            blocks,
            head,
            parts: ModelParts::new(init, recipe, feature_dim),
        })
    }
}

/// The ResNet family, one configuration per variant: its stride-2 layers pad, so any input
/// side maps to at least 1 x 1 and it takes every input.
impl ModelFamily for ResNetConfig {
    fn check(&self, _: &ModelSpec, _: InputSize, _: Families) -> Checked<Box<dyn Blueprint>> {
        Ok(Box::new(ResNetBlueprint(*self)))
    }

    /// FS-CT's code builds on the basic-block ResNets (18 and 34).
    fn kind(&self) -> Kind {
        Kind::Convolutional((!self.bottleneck).then_some(FsctBackbone::ResNet(*self)))
    }
}

/// The variant's configuration (the table overrides none of it).
#[derive(Debug)]
struct ResNetBlueprint(ResNetConfig);

impl Blueprint for ResNetBlueprint {
    /// The model for the table's classes and BatchNorm mode.
    fn build(
        &self,
        checked: &CheckedSpec,
        recipe: &Recipe,
        init: &Init,
        _: Purpose,
    ) -> std::result::Result<Box<dyn Model>, BuildError> {
        let spec = checked.spec();
        Ok(Box::new(ResNet::new(
            init,
            self.0,
            super::head_outputs(spec, recipe),
            spec.freeze_batchnorm,
            HeadOutput::for_loss(recipe.loss.name),
            recipe,
        )?))
    }
}

impl Model for ResNet {
    fn parts(&self) -> &ModelParts {
        &self.parts
    }

    fn segments(&self) -> Vec<&dyn Module> {
        super::segments(Some(&self.stem), &self.blocks, &self.head)
    }
}
