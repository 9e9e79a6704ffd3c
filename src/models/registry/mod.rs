//! One entry per architecture, as timm's `@register_model` and `default_cfgs`: its family (a
//! [`ModelFamily`], with the variant's configuration where the family has variants), the
//! losses it trains with, whether it normalises with BatchNorm, its classifier's name and its
//! PyTorch reference. `ModelArch` in the configuration is only a name. [`entry`] is an
//! exhaustive match, so a new `ModelArch` does not compile until it is registered here, and an
//! entry states each fact (a new BatchNorm model cannot be reported exact by omission); a new
//! variant of a family (another ViT width, another ResNet depth) is that one entry, a new
//! family its file and its entry.
//!
//! The registry names the families and builds nothing: the families' rules, run by [`check`],
//! resolve a model table into a [`CheckedSpec`], which builds the model (`build.rs` is every
//! way in). What a table must satisfy (a backbone where the architecture wraps one, the DCAL
//! and small-CNN tables, a width that splits into heads, an input the model takes) is checked
//! there once: the plan reports it at its key with exit code 2, and the builder asks the same
//! check for a model built without a plan.

mod checks;

pub use super::family::CheckedSpec;
pub use checks::{check, check_model_supports_loss};

use super::build_error::SpecProblem;
use super::configs::{ClipConfig, ResNetConfig, VitConfig, CONTEXT_LENGTH, TIMM_LAYER_NORM_EPS};
use super::conv4::Conv4Family;
use super::dcal::DcalFamily;
use super::family::ModelFamily;
use super::fsct::FsctFamily;
use super::small_cnn::SmallCnnFamily;
use crate::config::keys;
use crate::config::schema::{LossName, ModelArch, ModelSpec};

/// A registered architecture.
#[derive(Debug, Clone, Copy)]
pub struct Architecture {
    pub name: ModelArch,
    /// Its family, with the variant's configuration where the family has variants: the
    /// family's rules build it, the family answers what is asked of its kind.
    pub(crate) family: &'static dyn ModelFamily,
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
    /// The PyTorch model `paperfit bench train` and `bench parity` compare it with (and the
    /// weight-name test reads), `None` where the comparison has none yet.
    pub pytorch: Option<PytorchModel>,
}

impl Architecture {
    /// A vision transformer (ViT, DeiT, or CLIP's image tower): it cuts its input into patches.
    pub fn is_vit(&self) -> bool {
        self.family.kind().patch().is_some()
    }

    /// OpenAI CLIP image + text models.
    pub fn is_clip(&self) -> bool {
        self.family.kind().is_clip()
    }

    /// Wraps the architecture `model.backbone` names (and needs one).
    pub fn wraps_backbone(&self) -> bool {
        self.family.kind().wraps_backbone()
    }

    /// The side of the patches it cuts its input into, if it does.
    pub fn patch(&self) -> Option<usize> {
        self.family.kind().patch()
    }

    /// Its family's identity: the family's type (see [`ModelFamily`]).
    #[cfg(test)]
    pub(crate) fn family_id(&self) -> std::any::TypeId {
        self.family.as_any().type_id()
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
    match entry(arch).family.kind().vit() {
        Some(config) => config.with_spec(spec),
        None => Err(not_a_vit(spec, arch)),
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

/// An entry of `family` without BatchNorm, its classifier named `classifier`, compared with
/// `pytorch`.
const fn plain(
    name: ModelArch,
    family: &'static dyn ModelFamily,
    losses: &'static [LossName],
    classifier: Option<&'static str>,
    pytorch: Option<PytorchModel>,
) -> Architecture {
    Architecture {
        name,
        family,
        losses,
        batchnorm: false,
        classifier,
        pytorch,
    }
}

/// An entry of `family` that normalises with BatchNorm, its classifier named `classifier`,
/// compared with `pytorch`.
const fn with_batchnorm(
    name: ModelArch,
    family: &'static dyn ModelFamily,
    losses: &'static [LossName],
    classifier: Option<&'static str>,
    pytorch: Option<PytorchModel>,
) -> Architecture {
    Architecture {
        batchnorm: true,
        ..plain(name, family, losses, classifier, pytorch)
    }
}

const RESNET18: ResNetConfig = resnet([2, 2, 2, 2], false);
const RESNET34: ResNetConfig = resnet([3, 4, 6, 3], false);
const RESNET50: ResNetConfig = resnet([3, 4, 6, 3], true);
const SE_RESNEXT50_32X4D: ResNetConfig = ResNetConfig {
    groups: 32,
    width_per_group: 4,
    squeeze_excitation: true,
    ..RESNET50
};
const VIT_B16: VitConfig = vit(16, 768, 12);
const VIT_B32: VitConfig = vit(32, 768, 12);
const DEIT_SMALL: VitConfig = vit(16, 384, 6);
const DEIT_TINY: VitConfig = vit(16, 192, 3);
const CLIP_B32: ClipConfig = clip(32);
const CLIP_B16: ClipConfig = clip(16);

/// A timm ViT or DeiT of `config`, timm's `timm` (a classifier named `head`).
const fn timm_vit(name: ModelArch, config: &'static VitConfig, timm: &'static str) -> Architecture {
    plain(
        name,
        config,
        CLASSIFIER,
        HEAD,
        Some(PytorchModel::Timm(timm)),
    )
}

/// A torchvision ResNet of `config`, torchvision's `torchvision` (BatchNorm, a classifier
/// named `fc`).
const fn torchvision_resnet(
    name: ModelArch,
    config: &'static ResNetConfig,
    torchvision: &'static str,
) -> Architecture {
    let pytorch = Some(PytorchModel::Torchvision(torchvision));
    with_batchnorm(name, config, CLASSIFIER, FC, pytorch)
}

/// An OpenAI CLIP of `config`: Task Arithmetic (a frozen zero-shot head, a buffer saved with
/// the weights and derived from the text tower, never in OpenAI's checkpoint) and FLYP (no
/// classifier).
const fn openai_clip(name: ModelArch, config: &'static ClipConfig) -> Architecture {
    let head = Some("classification_head");
    plain(name, config, CLIP, head, Some(PytorchModel::OpenClip))
}

/// The entry of `name`.
pub const fn entry(name: ModelArch) -> Architecture {
    use ModelArch as A;
    use PytorchModel::{Timm, Transcription};
    match name {
        A::SmallCnn => plain(name, &SmallCnnFamily, CLASSIFIER, HEAD, Some(Transcription)),
        A::Conv4 => {
            let losses = &[LossName::CrossEntropy];
            with_batchnorm(name, &Conv4Family, losses, Some("classifier"), None)
        }
        A::Resnet18 => torchvision_resnet(name, &RESNET18, "resnet18"),
        A::Resnet34 => torchvision_resnet(name, &RESNET34, "resnet34"),
        A::Resnet50 => torchvision_resnet(name, &RESNET50, "resnet50"),
        A::SeResNext50_32x4d => {
            let pytorch = Some(Timm("seresnext50_32x4d"));
            with_batchnorm(name, &SE_RESNEXT50_32X4D, CLASSIFIER, FC, pytorch)
        }
        A::VitB16 => timm_vit(name, &VIT_B16, "vit_base_patch16_224"),
        A::VitB32 => timm_vit(name, &VIT_B32, "vit_base_patch32_224"),
        A::DeitTiny => timm_vit(name, &DEIT_TINY, "deit_tiny_patch16_224"),
        A::DeitSmall => timm_vit(name, &DEIT_SMALL, "deit_small_patch16_224"),
        A::DeitBase => timm_vit(name, &VIT_B16, "deit_base_patch16_224"),
        A::ClipVitB32 => openai_clip(name, &CLIP_B32),
        A::ClipVitB16 => openai_clip(name, &CLIP_B16),
        A::Dcal => {
            let losses = &[LossName::DcalUncertainty, LossName::TripletCrossEntropy];
            plain(name, &DcalFamily, losses, HEAD, Some(Transcription))
        }
        A::Fsct => {
            let losses = &[LossName::Episodic];
            plain(name, &FsctFamily, losses, None, Some(Transcription))
        }
        #[cfg(test)]
        A::ToyBn => with_batchnorm(name, &super::toy::ToyFamily, CLASSIFIER, HEAD, None),
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
