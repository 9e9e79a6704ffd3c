//! One entry per architecture, as timm's `@register_model`: its family with the family's
//! configuration, and the losses it trains with. [`entry`] is an exhaustive match, so a new
//! `ModelArch` does not compile until it is registered here; a new variant of a family (another
//! ViT width, another ResNet depth) is that one entry.

use candle_core::Result;

use super::clip::{Clip, ClipConfig};
use super::clip_tokenizer::CONTEXT_LENGTH;
use super::conv4::Conv4;
use super::dcal::Dcal;
use super::fsct::Fsct;
use super::resnet::{ResNet, ResNetConfig};
use super::small_cnn::SmallCnn;
use super::vit::{VisionTransformer, VitConfig, TIMM_LAYER_NORM_EPS};
use super::{Model, Recipe};
use crate::config::schema::{LossName, ModelArch, ModelSpec};
use crate::nn::Init;

/// How an architecture is built, with what its family needs to know.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Family {
    SmallCnn,
    Conv4,
    ResNet(ResNetConfig),
    Vit(VitConfig),
    Clip(ClipConfig),
    /// DCAL on the ViT named by `model.backbone`.
    Dcal,
    /// The few-shot cosine transformer on the backbone named by `model.backbone`.
    Fsct,
}

/// A registered architecture.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Architecture {
    pub name: ModelArch,
    pub family: Family,
    /// The losses it trains with (listed per entry: a new architecture must say).
    pub losses: &'static [LossName],
}

/// What a plain classifier head trains with.
const CLASSIFIER: &[LossName] = &[
    LossName::CrossEntropy,
    LossName::Mse,
    LossName::TripletCrossEntropy,
];

const fn resnet(layers: [usize; 4], bottleneck: bool) -> ResNetConfig {
    ResNetConfig {
        bottleneck,
        layers,
        groups: 1,
        width_per_group: 64,
        squeeze_excitation: false,
    }
}

const fn vit(patch: usize, dim: usize, heads: usize) -> VitConfig {
    VitConfig {
        patch,
        dim,
        depth: 12,
        heads,
        mlp_ratio_x4: true,
        layer_norm_eps: TIMM_LAYER_NORM_EPS,
    }
}

/// OpenAI's configurations: embed 512; image width 768, 12 layers, 12 heads; text width 512,
/// 12 layers, 8 heads, context 77.
const fn clip(patch: usize) -> ClipConfig {
    ClipConfig {
        embed_dim: 512,
        patch,
        vision_width: 768,
        vision_layers: 12,
        vision_heads: 12,
        text_width: 512,
        text_layers: 12,
        text_heads: 8,
        context_length: CONTEXT_LENGTH,
    }
}

/// The entry of `name`.
pub const fn entry(name: ModelArch) -> Architecture {
    use ModelArch as A;
    let (family, losses) = match name {
        A::SmallCnn => (Family::SmallCnn, CLASSIFIER),
        A::Conv4 => (Family::Conv4, &[LossName::CrossEntropy] as &[LossName]),
        A::Resnet18 => (Family::ResNet(resnet([2, 2, 2, 2], false)), CLASSIFIER),
        A::Resnet34 => (Family::ResNet(resnet([3, 4, 6, 3], false)), CLASSIFIER),
        A::Resnet50 => (Family::ResNet(resnet([3, 4, 6, 3], true)), CLASSIFIER),
        A::SeResNext50_32x4d => (
            Family::ResNet(ResNetConfig {
                groups: 32,
                width_per_group: 4,
                squeeze_excitation: true,
                ..resnet([3, 4, 6, 3], true)
            }),
            CLASSIFIER,
        ),
        A::VitB16 | A::DeitBase => (Family::Vit(vit(16, 768, 12)), CLASSIFIER),
        A::VitB32 => (Family::Vit(vit(32, 768, 12)), CLASSIFIER),
        A::DeitSmall => (Family::Vit(vit(16, 384, 6)), CLASSIFIER),
        A::DeitTiny => (Family::Vit(vit(16, 192, 3)), CLASSIFIER),
        // Task Arithmetic (frozen zero-shot head) and FLYP.
        A::ClipVitB32 | A::ClipVitB16 => (
            Family::Clip(clip(if matches!(name, A::ClipVitB32) {
                32
            } else {
                16
            })),
            &[LossName::CrossEntropy, LossName::Contrastive] as &[LossName],
        ),
        A::Dcal => (
            Family::Dcal,
            &[LossName::DcalUncertainty, LossName::TripletCrossEntropy] as &[LossName],
        ),
        A::Fsct => (Family::Fsct, &[LossName::Episodic] as &[LossName]),
    };
    Architecture {
        name,
        family,
        losses,
    }
}

impl Family {
    /// The model `spec` names, for `recipe`, with parameters created by `init`.
    pub fn build(self, spec: &ModelSpec, recipe: &Recipe, init: &Init) -> Result<Box<dyn Model>> {
        Ok(match self {
            Family::SmallCnn => Box::new(SmallCnn::from_spec(spec, recipe, init)?),
            Family::Conv4 => Box::new(Conv4::from_spec(spec, recipe, init)?),
            Family::ResNet(_) => Box::new(ResNet::from_spec(spec, recipe, init)?),
            Family::Vit(_) => Box::new(VisionTransformer::from_spec(spec, recipe, init)?),
            Family::Clip(_) => Box::new(Clip::from_spec(spec, recipe, init)?),
            Family::Dcal => Box::new(Dcal::from_spec(spec, recipe, init)?),
            Family::Fsct => Box::new(Fsct::from_spec(spec, recipe, init)?),
        })
    }

    /// The side of the patches the model cuts its input into, if it does.
    pub fn patch(self) -> Option<usize> {
        match self {
            Family::Vit(c) => Some(c.patch),
            Family::Clip(c) => Some(c.patch),
            _ => None,
        }
    }
}
