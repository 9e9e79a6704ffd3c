//! One entry per architecture, as timm's `@register_model` and `default_cfgs`: its family with
//! the family's configuration (handed to the builder), the losses it trains with, and every
//! fact the rest of the program asks about it (BatchNorm, patches, backbone, smallest input,
//! the classifier's name, the LayerNorm epsilon). `ModelArch` in the configuration is only a
//! name. [`entry`] is an exhaustive match, so a new `ModelArch` does not compile until it is
//! registered here, and an entry is a struct literal, so it states each fact (a new BatchNorm
//! model cannot be reported exact by omission); a new variant of a family (another ViT width,
//! another ResNet depth) is that one entry.
//!
//! A leaf of `models`: it states facts and checks a model table against them, and builds
//! nothing (`build.rs` is the table of builders), so every model may read it. What a model
//! table must satisfy to be built (a backbone where the architecture wraps one, the DCAL and
//! small-CNN tables, a width that splits into heads) is checked here once: the plan reports it
//! at its key with exit code 2, and the builder asks the same check for a model built without
//! a plan; the check hands back a [`CheckedSpec`], what the constructors take.

mod checks;

pub use checks::{check, check_model_supports_loss, CheckedFamily, CheckedSpec, FsctBackbone};

use super::build_error::SpecProblem;
use super::configs::{ClipConfig, ResNetConfig, VitConfig, CONTEXT_LENGTH, TIMM_LAYER_NORM_EPS};
use crate::config::keys;
use crate::config::schema::{LossName, ModelArch, ModelSpec};

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
#[derive(Debug, Clone, Copy)]
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
    pub fn is_vit(&self) -> bool {
        match self.family {
            Family::Vit(_) | Family::Clip(_) => true,
            Family::SmallCnn | Family::Conv4 | Family::ResNet(_) | Family::Dcal | Family::Fsct => {
                false
            }
            #[cfg(test)]
            Family::ToyBn => false,
        }
    }

    /// OpenAI CLIP image + text models.
    pub fn is_clip(&self) -> bool {
        match self.family {
            Family::Clip(_) => true,
            Family::SmallCnn
            | Family::Conv4
            | Family::ResNet(_)
            | Family::Vit(_)
            | Family::Dcal
            | Family::Fsct => false,
            #[cfg(test)]
            Family::ToyBn => false,
        }
    }

    /// Wraps the architecture `model.backbone` names (and needs one).
    pub fn wraps_backbone(&self) -> bool {
        match self.family {
            Family::Dcal | Family::Fsct => true,
            Family::SmallCnn
            | Family::Conv4
            | Family::ResNet(_)
            | Family::Vit(_)
            | Family::Clip(_) => false,
            #[cfg(test)]
            Family::ToyBn => false,
        }
    }

    /// The parameter-name prefix of its classifier (`head.`), if it has one.
    pub(crate) fn classifier_prefix(&self) -> Option<String> {
        self.classifier.map(|name| format!("{name}."))
    }
}

/// The architecture whose facts the model `spec` names takes: its backbone's, for a model that
/// wraps one (DCAL's ViT, FS-CT's CNN), else its own.
pub(crate) fn built_on(spec: &ModelSpec) -> ModelArch {
    if entry(spec.name).wraps_backbone() {
        spec.backbone.unwrap_or(spec.name)
    } else {
        spec.name
    }
}

/// The ViT configuration of the model `spec` names (or of its backbone, for a model that wraps
/// a ViT), with the spec's width and depth overrides.
pub fn vit_config(spec: &ModelSpec) -> std::result::Result<VitConfig, SpecProblem> {
    let arch = built_on(spec);
    match entry(arch).family {
        Family::Vit(config) => config.with_spec(spec),
        Family::SmallCnn
        | Family::Conv4
        | Family::ResNet(_)
        | Family::Clip(_)
        | Family::Dcal
        | Family::Fsct => Err(not_a_vit(spec, arch)),
        #[cfg(test)]
        Family::ToyBn => Err(not_a_vit(spec, arch)),
    }
}

/// `arch`, which the model `spec` names or wraps, is not a ViT.
fn not_a_vit(spec: &ModelSpec, arch: ModelArch) -> SpecProblem {
    SpecProblem::new(
        if arch == spec.name {
            keys::MODEL_NAME
        } else {
            keys::MODEL_BACKBONE
        },
        format!("`{}` is not a ViT", arch.as_str()),
        "vit_b16, deit_small, ...",
    )
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
pub const fn entry(name: ModelArch) -> Architecture {
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
    /// The side of the patches the model cuts its input into, if it does.
    pub fn patch(self) -> Option<usize> {
        match self {
            Family::Vit(c) => Some(c.patch),
            Family::Clip(c) => Some(c.patch),
            // Convolutional nets; a wrapper's input goes through its backbone, whose family
            // answers (`check` asks the backbone's).
            Family::SmallCnn | Family::Conv4 | Family::ResNet(_) | Family::Dcal | Family::Fsct => {
                None
            }
            #[cfg(test)]
            Family::ToyBn => None,
        }
    }
}

/// The PyTorch model `paperfit bench parity` compares an architecture with, as timm's
/// `default_cfgs` name a model: the library's own where one has it, else the transcription
/// shipped with the comparison (`src/bench/torch_parity.py`) for methods in no library.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(tag = "library", content = "name", rename_all = "snake_case")]
pub enum PytorchModel {
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
pub fn pytorch_model(arch: ModelArch) -> Option<PytorchModel> {
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
