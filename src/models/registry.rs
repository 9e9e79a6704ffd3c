//! One entry per architecture, as timm's `@register_model` and `default_cfgs`: its family with
//! the family's configuration (handed to the builder), the losses it trains with, and every
//! fact the rest of the program asks about it (BatchNorm, patches, backbone, smallest input,
//! the classifier's name, the LayerNorm epsilon). `ModelArch` in the configuration is only a
//! name. [`entry`] is an exhaustive match, so a new `ModelArch` does not compile until it is
//! registered here, and an entry is a struct literal, so it states each fact (a new BatchNorm
//! model cannot be reported exact by omission); a new variant of a family (another ViT width,
//! another ResNet depth) is that one entry.

use candle_core::Result;

use super::clip::{Clip, ClipConfig};
use super::clip_tokenizer::CONTEXT_LENGTH;
use super::conv4::Conv4;
use super::dcal::Dcal;
use super::fsct::Fsct;
use super::resnet::{ResNet, ResNetConfig};
use super::small_cnn::SmallCnn;
use super::vit::{VisionTransformer, VitConfig, TIMM_LAYER_NORM_EPS};
use super::{FromCheckpoint, Model, Recipe};
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
    /// The toy model of the test that adds a model as `docs/design.md` says.
    #[cfg(test)]
    ToyBn,
}

/// A registered architecture.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Architecture {
    pub name: ModelArch,
    pub family: Family,
    /// The losses it trains with (listed per entry: a new architecture must say).
    pub losses: &'static [LossName],
    /// Whether the architecture itself normalises with BatchNorm: micro-batches then see
    /// other statistics than the paper's batch (the plan's exactness).
    pub batchnorm: bool,
    /// The name of its classifier, as timm's `default_cfg["classifier"]`: the parameters a
    /// pretrained checkpoint may lack or hold for another number of classes, which then keep
    /// their initialisation (`head` for timm's models, `fc` for torchvision's ResNets). `None`
    /// for a model without one (FS-CT's episodic head is its own, see
    /// [`Model::new_parameter_prefixes`]).
    pub classifier: Option<&'static str>,
}

impl Architecture {
    /// A vision transformer (ViT, DeiT, or CLIP's image tower).
    pub(crate) fn is_vit(&self) -> bool {
        matches!(self.family, Family::Vit(_) | Family::Clip(_))
    }

    /// OpenAI CLIP image + text models.
    pub(crate) fn is_clip(&self) -> bool {
        matches!(self.family, Family::Clip(_))
    }

    /// Wraps the architecture `model.backbone` names (and needs one).
    pub(crate) fn wraps_backbone(&self) -> bool {
        matches!(self.family, Family::Dcal | Family::Fsct)
    }

    /// The parameter-name prefix of its classifier (`head.`), if it has one.
    pub(crate) fn classifier_prefix(&self) -> Option<String> {
        self.classifier.map(|name| format!("{name}."))
    }
}

/// The ViT configuration of the model `spec` names (or of its backbone, for a model that wraps
/// a ViT), with the spec's width and depth overrides.
pub fn vit_config(spec: &ModelSpec) -> Result<VitConfig> {
    let arch = if entry(spec.name).wraps_backbone() {
        spec.backbone.unwrap_or(spec.name)
    } else {
        spec.name
    };
    match entry(arch).family {
        Family::Vit(config) => config.with_spec(spec),
        _ => candle_core::bail!("`{}` is not a ViT", arch.as_str()),
    }
}

/// The ResNet configuration of `arch`, if it is a ResNet (a backbone FS-CT builds).
pub(crate) fn resnet_config(arch: ModelArch) -> Option<ResNetConfig> {
    match entry(arch).family {
        Family::ResNet(config) => Some(config),
        _ => None,
    }
}

/// Whether any part of the model `spec` names normalises with BatchNorm.
pub(crate) fn has_batchnorm(spec: &ModelSpec) -> bool {
    entry(spec.name).batchnorm || spec.backbone.is_some_and(|b| entry(b).batchnorm)
}

/// What a plain classifier head trains with.
const CLASSIFIER: &[LossName] = &[
    LossName::CrossEntropy,
    LossName::Mse,
    LossName::TripletCrossEntropy,
];

/// What CLIP trains with: its zero-shot head (Task Arithmetic) or its contrastive loss (FLYP).
const CLIP: &[LossName] = &[LossName::CrossEntropy, LossName::Contrastive];

/// timm's classifier name (ViT, DeiT, and paperfit's own small models).
const HEAD: Option<&str> = Some("head");
/// torchvision's (and timm's) ResNet classifier.
const FC: Option<&str> = Some("fc");

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
        // timm's ViT and DeiT checkpoints (and the papers' code, which is timm's); a Hugging
        // Face checkpoint's 1e-12 is its own fact, see `FromCheckpoint`.
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

/// An entry of `family` without BatchNorm, its classifier named `classifier`.
const fn plain(
    name: ModelArch,
    family: Family,
    losses: &'static [LossName],
    classifier: Option<&'static str>,
) -> Architecture {
    Architecture {
        name,
        family,
        losses,
        batchnorm: false,
        classifier,
    }
}

/// An entry of `family` that normalises with BatchNorm, its classifier named `classifier`.
const fn with_batchnorm(
    name: ModelArch,
    family: Family,
    losses: &'static [LossName],
    classifier: Option<&'static str>,
) -> Architecture {
    Architecture {
        batchnorm: true,
        ..plain(name, family, losses, classifier)
    }
}

/// The entry of `name`.
pub(crate) const fn entry(name: ModelArch) -> Architecture {
    use ModelArch as A;
    match name {
        A::SmallCnn => plain(name, Family::SmallCnn, CLASSIFIER, HEAD),
        A::Conv4 => with_batchnorm(
            name,
            Family::Conv4,
            &[LossName::CrossEntropy],
            Some("classifier"),
        ),
        A::Resnet18 => with_batchnorm(
            name,
            Family::ResNet(resnet([2, 2, 2, 2], false)),
            CLASSIFIER,
            FC,
        ),
        A::Resnet34 => with_batchnorm(
            name,
            Family::ResNet(resnet([3, 4, 6, 3], false)),
            CLASSIFIER,
            FC,
        ),
        A::Resnet50 => with_batchnorm(
            name,
            Family::ResNet(resnet([3, 4, 6, 3], true)),
            CLASSIFIER,
            FC,
        ),
        A::SeResNext50_32x4d => with_batchnorm(
            name,
            Family::ResNet(ResNetConfig {
                groups: 32,
                width_per_group: 4,
                squeeze_excitation: true,
                ..resnet([3, 4, 6, 3], true)
            }),
            CLASSIFIER,
            FC,
        ),
        A::VitB16 | A::DeitBase => plain(name, Family::Vit(vit(16, 768, 12)), CLASSIFIER, HEAD),
        A::VitB32 => plain(name, Family::Vit(vit(32, 768, 12)), CLASSIFIER, HEAD),
        A::DeitSmall => plain(name, Family::Vit(vit(16, 384, 6)), CLASSIFIER, HEAD),
        A::DeitTiny => plain(name, Family::Vit(vit(16, 192, 3)), CLASSIFIER, HEAD),
        // Task Arithmetic (frozen zero-shot head, a buffer saved with the weights and derived
        // from the text tower, never in OpenAI's checkpoint) and FLYP (no classifier).
        A::ClipVitB32 => plain(
            name,
            Family::Clip(clip(32)),
            CLIP,
            Some("classification_head"),
        ),
        A::ClipVitB16 => plain(
            name,
            Family::Clip(clip(16)),
            CLIP,
            Some("classification_head"),
        ),
        A::Dcal => plain(
            name,
            Family::Dcal,
            &[LossName::DcalUncertainty, LossName::TripletCrossEntropy],
            HEAD,
        ),
        A::Fsct => plain(name, Family::Fsct, &[LossName::Episodic], None),
        #[cfg(test)]
        A::ToyBn => with_batchnorm(name, Family::ToyBn, CLASSIFIER, HEAD),
    }
}

impl Family {
    /// The model `spec` names, for `recipe`, with parameters created by `init`, and what the
    /// checkpoint it will load says about it (see [`FromCheckpoint`]).
    pub fn build(
        self,
        spec: &ModelSpec,
        recipe: &Recipe,
        init: &Init,
        checkpoint: FromCheckpoint,
    ) -> Result<Box<dyn Model>> {
        Ok(match self {
            Family::SmallCnn => Box::new(SmallCnn::from_spec(spec, recipe, init)?),
            Family::Conv4 => Box::new(Conv4::from_spec(spec, recipe, init)?),
            Family::ResNet(config) => Box::new(ResNet::from_config(config, spec, recipe, init)?),
            Family::Vit(config) => Box::new(VisionTransformer::from_config(
                checkpoint.vit(config.with_spec(spec)?),
                spec,
                recipe,
                init,
            )?),
            Family::Clip(config) => Box::new(Clip::from_config(
                config.with_spec(spec)?,
                spec,
                recipe,
                init,
            )?),
            Family::Dcal => Box::new(Dcal::new(
                spec,
                recipe,
                init,
                checkpoint.vit(vit_config(spec)?),
            )?),
            Family::Fsct => Box::new(Fsct::new(spec, recipe, init, fsct_resnet(spec))?),
            #[cfg(test)]
            Family::ToyBn => Box::new(super::toy::ToyBn::from_spec(spec, recipe, init)?),
        })
    }

    /// The side of the patches the model cuts its input into, if it does.
    pub(crate) fn patch(self) -> Option<usize> {
        match self {
            Family::Vit(c) => Some(c.patch),
            Family::Clip(c) => Some(c.patch),
            _ => None,
        }
    }

    /// How many times the model `spec` names halves its input with 2 x 2 max-pools (each
    /// needs at least 2 pixels): the smallest input of a model without patches. ResNets pad
    /// every stride-2 layer, so any side maps to at least 1 x 1.
    pub(crate) fn halvings(self, spec: &ModelSpec) -> usize {
        match self {
            Family::SmallCnn => spec
                .channels
                .as_ref()
                .map_or(super::small_cnn::DEFAULT_CHANNELS.len(), Vec::len),
            Family::Conv4 => 4,
            _ => 0,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::schema::InputSize;
    use ModelArch as A;

    /// Every architecture that stands alone (wrappers take a backbone's facts), small.
    fn small(name: ModelArch) -> ModelSpec {
        let mut spec = ModelSpec::new(name, 4, InputSize::square(32));
        if entry(name).is_vit() {
            spec.width = Some(64);
            spec.depth = Some(1);
        }
        spec
    }

    /// An entry's BatchNorm fact is what its model holds: running statistics exactly when the
    /// entry says BatchNorm (the plan's exactness reads the fact, not the model).
    #[test]
    fn the_batchnorm_fact_is_what_the_model_holds() {
        let standalone = [
            A::SmallCnn,
            A::Conv4,
            A::Resnet18,
            A::Resnet34,
            A::Resnet50,
            A::SeResNext50_32x4d,
            A::VitB16,
            A::VitB32,
            A::DeitTiny,
            A::DeitSmall,
            A::DeitBase,
            A::ClipVitB32,
            A::ClipVitB16,
            A::ToyBn,
        ];
        for name in standalone {
            let spec = small(name);
            let model = super::super::build_for_footprint(&spec, &Recipe::cross_entropy())
                .unwrap_or_else(|e| panic!("{}: {e}", name.as_str()));
            let store = model.store();
            let running = store
                .borrow()
                .buffers()
                .keys()
                .any(|k| k.ends_with("running_mean"));
            assert_eq!(entry(name).batchnorm, running, "{}", name.as_str());
            assert!(!entry(name).wraps_backbone(), "{}", name.as_str());
        }
        for wrapper in [A::Dcal, A::Fsct] {
            assert!(entry(wrapper).wraps_backbone());
            let mut spec = small(wrapper);
            spec.backbone = Some(A::Resnet18);
            assert!(has_batchnorm(&spec), "a BatchNorm backbone counts");
            spec.backbone = Some(A::DeitTiny);
            assert!(!has_batchnorm(&spec));
        }
    }

    /// An entry's classifier is where its model keeps the classifier: weights of one row per
    /// class under that name, which a checkpoint for other classes does not fit.
    #[test]
    fn the_classifier_fact_names_the_model_s_classifier() {
        for name in [
            A::SmallCnn,
            A::Conv4,
            A::Resnet18,
            A::Resnet50,
            A::SeResNext50_32x4d,
            A::VitB16,
            A::DeitTiny,
            A::ClipVitB32,
            A::ToyBn,
            A::Dcal,
        ] {
            let mut spec = small(name);
            spec.num_classes = 7;
            let recipe = if name == A::Dcal {
                spec.backbone = Some(A::DeitTiny);
                spec.dcal = Some(crate::config::schema::DcalSpec {
                    local_query_ratio: 0.5,
                    glca_blocks: 1,
                    pair_wise: true,
                });
                Recipe {
                    loss: crate::config::schema::LossSpec {
                        name: LossName::DcalUncertainty,
                        ..crate::config::schema::LossSpec::cross_entropy()
                    },
                    sampling: None,
                }
            } else {
                Recipe::cross_entropy()
            };
            let model = super::super::build_for_footprint(&spec, &recipe)
                .unwrap_or_else(|e| panic!("{}: {e}", name.as_str()));
            let classifier = entry(name).classifier.expect("a classifier");
            let weight = model.store().borrow().tensor_map()[&format!("{classifier}.weight")]
                .dims()
                .to_vec();
            assert_eq!(weight[0], 7, "{}", name.as_str());
        }
        assert_eq!(entry(A::Fsct).classifier, None);
    }
}

/// The DCAL model `spec` names, as its concrete type (the tests reach into its parts), with
/// its backbone's registered configuration.
pub fn build_dcal(spec: &ModelSpec, recipe: &Recipe, init: &Init) -> Result<Dcal> {
    Dcal::new(spec, recipe, init, vit_config(spec)?)
}

/// The configuration of FS-CT's backbone when it is a ResNet.
fn fsct_resnet(spec: &ModelSpec) -> Option<ResNetConfig> {
    super::fsct::check_backbone(spec)
        .ok()
        .and_then(resnet_config)
}

/// The CLIP model `spec` names, as its concrete type (the tests reach into its towers), with its
/// registered configuration and `spec`'s overrides.
pub fn build_clip(spec: &ModelSpec, recipe: &Recipe, init: &Init) -> Result<Clip> {
    match entry(spec.name).family {
        Family::Clip(config) => Clip::from_config(config.with_spec(spec)?, spec, recipe, init),
        _ => candle_core::bail!("`{}` is not a CLIP model", spec.name.as_str()),
    }
}

/// The PyTorch model `paperfit bench parity` compares an architecture with, as timm's
/// `default_cfgs` name a model: the library's own where one has it, else the transcription
/// shipped with the comparison (`src/bench/torch_parity.py`) for methods in no library.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(tag = "library", content = "name", rename_all = "snake_case")]
pub(crate) enum PytorchModel {
    /// `timm.create_model(name)`.
    Timm(&'static str),
    /// `torchvision.models.<name>`.
    Torchvision(&'static str),
    /// open_clip's `CLIP` in OpenAI's layout.
    OpenClip,
    /// A transcription of the method's code (or of paperfit's own small models).
    Transcription,
}

/// The PyTorch reference of `arch`, `None` where the comparison has none yet. Exhaustive, so a
/// new architecture states whether it has one.
pub(crate) fn pytorch_model(arch: ModelArch) -> Option<PytorchModel> {
    use PytorchModel::*;
    Some(match arch {
        ModelArch::SmallCnn | ModelArch::Dcal | ModelArch::Fsct => Transcription,
        ModelArch::Resnet18 => Torchvision("resnet18"),
        ModelArch::Resnet34 => Torchvision("resnet34"),
        ModelArch::Resnet50 => Torchvision("resnet50"),
        ModelArch::SeResNext50_32x4d => Timm("seresnext50_32x4d"),
        ModelArch::VitB16 => Timm("vit_base_patch16_224"),
        ModelArch::VitB32 => Timm("vit_base_patch32_224"),
        ModelArch::DeitTiny => Timm("deit_tiny_patch16_224"),
        ModelArch::DeitSmall => Timm("deit_small_patch16_224"),
        ModelArch::DeitBase => Timm("deit_base_patch16_224"),
        ModelArch::ClipVitB32 | ModelArch::ClipVitB16 => OpenClip,
        ModelArch::Conv4 => return None,
        #[cfg(test)]
        ModelArch::ToyBn => return None,
    })
}
