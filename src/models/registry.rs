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
//! at its key with exit code 2, and a constructor handed an unchecked table reports the same
//! words.

use std::fmt;

use candle_core::Result;

use super::configs::{
    heads_of_64, ClipConfig, ResNetConfig, VitConfig, CONTEXT_LENGTH, SMALL_CNN_CHANNELS,
    TIMM_LAYER_NORM_EPS,
};
use crate::config::keys::{self, Key};
use crate::config::layers::format_float;
use crate::config::schema::{DcalSpec, LossName, ModelArch, ModelSpec};

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
    /// What a model table of this architecture must satisfy beyond the checks every
    /// architecture shares ([`check`]).
    pub check: fn(&ModelSpec) -> std::result::Result<(), SpecProblem>,
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
pub fn vit_config(spec: &ModelSpec) -> Result<VitConfig> {
    let arch = built_on(spec);
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
        check: family.check(),
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
    /// What a model table of this family must satisfy beyond the shared checks.
    const fn check(self) -> fn(&ModelSpec) -> Checked {
        match self {
            Family::SmallCnn => check_small_cnn,
            Family::Vit(_) | Family::Clip(_) => check_transformer,
            Family::Dcal => check_dcal,
            Family::Fsct => check_fsct,
            _ => no_requirements,
        }
    }

    /// The side of the patches the model cuts its input into, if it does.
    pub fn patch(self) -> Option<usize> {
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
                .map_or(SMALL_CNN_CHANNELS.len(), Vec::len),
            Family::Conv4 => 4,
            _ => 0,
        }
    }
}

/// Why a model table cannot be built: the key to point at, what is wrong, and what would do.
/// The plan reports it at the key's file and line (exit code 2); a model built from a table no
/// plan checked fails with the same words.
#[derive(Debug, Clone, PartialEq)]
pub struct SpecProblem {
    pub key: Key,
    pub message: String,
    pub expected: String,
}

impl SpecProblem {
    fn new(key: Key, message: impl Into<String>, expected: impl Into<String>) -> Self {
        SpecProblem {
            key,
            message: message.into(),
            expected: expected.into(),
        }
    }
}

impl fmt::Display for SpecProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} (`{}`: {})", self.message, self.key, self.expected)
    }
}

impl From<SpecProblem> for candle_core::Error {
    fn from(problem: SpecProblem) -> Self {
        candle_core::Error::Msg(problem.to_string())
    }
}

type Checked = std::result::Result<(), SpecProblem>;

/// Whether the model table `spec` can be built: a backbone exactly where the architecture
/// wraps one, and never a wrapper; the per-architecture tables (`[model.dcal]`, `channels`)
/// only on their architecture; then what the architecture's own entry requires.
pub fn check(spec: &ModelSpec) -> Checked {
    let name = spec.name.as_str();
    let wraps = |arch| entry(arch).wraps_backbone();
    match (wraps(spec.name), spec.backbone) {
        (true, None) => {
            return Err(SpecProblem::new(
                keys::MODEL_NAME,
                format!("`{name}` needs a backbone"),
                "model.backbone = \"vit_b16\", say",
            ))
        }
        (false, Some(_)) => {
            return Err(SpecProblem::new(
                keys::MODEL_BACKBONE,
                format!("`{name}` takes no backbone"),
                "no model.backbone",
            ))
        }
        (true, Some(b)) if wraps(b) => {
            return Err(SpecProblem::new(
                keys::MODEL_BACKBONE,
                format!("`{}` cannot be a backbone", b.as_str()),
                "a plain architecture such as vit_b16 or resnet34",
            ))
        }
        _ => {}
    }
    if spec.dcal.is_some() && spec.name != ModelArch::Dcal {
        return Err(SpecProblem::new(
            keys::MODEL_DCAL,
            format!("[model.dcal] applies to dcal, not {name}"),
            "no [model.dcal]",
        ));
    }
    if spec.channels.is_some() && spec.name != ModelArch::SmallCnn {
        return Err(SpecProblem::new(
            keys::MODEL_CHANNELS,
            format!("`channels` applies to small_cnn, not {name}"),
            "no channels",
        ));
    }
    (entry(spec.name).check)(spec)
}

/// Nothing beyond the shared checks.
fn no_requirements(_: &ModelSpec) -> Checked {
    Ok(())
}

/// The small CNN's stage widths, when the table gives them.
fn check_small_cnn(spec: &ModelSpec) -> Checked {
    match &spec.channels {
        Some(ch) if ch.is_empty() || ch.contains(&0) => Err(SpecProblem::new(
            keys::MODEL_CHANNELS,
            "channels must be a non-empty list of positive widths",
            "e.g. [16, 32, 64]",
        )),
        _ => Ok(()),
    }
}

/// A transformer's width override splits into heads of 64 channels.
fn check_transformer(spec: &ModelSpec) -> Checked {
    let Some(width) = spec.width else {
        return Ok(());
    };
    heads_of_64(width).map(|_| ()).map_err(|why| {
        let heads = (width / 64).max(1);
        SpecProblem::new(
            keys::MODEL_WIDTH,
            why,
            format!("a width its {heads} heads divide, e.g. {}", heads * 64),
        )
    })
}

/// DCAL: its `[model.dcal]` table (a local-query ratio in (0, 1], the paper's one GLCA block)
/// on a ViT backbone.
fn check_dcal(spec: &ModelSpec) -> Checked {
    if !spec.backbone.is_some_and(|b| entry(b).is_vit()) {
        return Err(SpecProblem::new(
            keys::MODEL_BACKBONE,
            "DCAL needs a ViT backbone",
            "vit_b16, deit_small, ...",
        ));
    }
    let dcal = dcal_table(spec)?;
    let r = dcal.local_query_ratio;
    if !(r > 0.0 && r <= 1.0) {
        return Err(SpecProblem::new(
            keys::MODEL_DCAL_LOCAL_QUERY_RATIO,
            format!(
                "`{}` = {} is out of range",
                keys::MODEL_DCAL_LOCAL_QUERY_RATIO,
                format_float(r)
            ),
            "a fraction in (0, 1]",
        ));
    }
    if dcal.glca_blocks != 1 {
        return Err(SpecProblem::new(
            keys::MODEL_DCAL_GLCA_BLOCKS,
            format!(
                "{} GLCA blocks: the paper uses M = 1 and paperfit builds exactly one",
                dcal.glca_blocks
            ),
            "glca_blocks = 1",
        ));
    }
    check_transformer(spec)
}

/// DCAL's `[model.dcal]` table.
pub(crate) fn dcal_table(spec: &ModelSpec) -> std::result::Result<&DcalSpec, SpecProblem> {
    spec.dcal.as_ref().ok_or_else(|| {
        SpecProblem::new(
            keys::MODEL_NAME,
            "DCAL needs a [model.dcal] table",
            "[model.dcal] local_query_ratio = 0.1",
        )
    })
}

/// The backbones FS-CT is built on (its code's: Conv4, ResNet-18 and -34; and the small CNN).
pub(crate) const FSCT_BACKBONES: &[ModelArch] = &[
    ModelArch::Conv4,
    ModelArch::Resnet18,
    ModelArch::Resnet34,
    ModelArch::SmallCnn,
];

/// FS-CT: one of its backbones; its head's width is the backbone's, its depth at least 1.
fn check_fsct(spec: &ModelSpec) -> Checked {
    let names = FSCT_BACKBONES
        .iter()
        .map(|a| a.as_str())
        .collect::<Vec<_>>()
        .join(", ");
    if let Some(b) = spec.backbone.filter(|b| !FSCT_BACKBONES.contains(b)) {
        return Err(SpecProblem::new(
            keys::MODEL_BACKBONE,
            format!("fsct cannot use `{}` as its backbone", b.as_str()),
            format!("one of {names}"),
        ));
    }
    if spec.width.is_some() {
        return Err(SpecProblem::new(
            keys::MODEL_WIDTH,
            "fsct has no `width` setting: the head's width is the backbone's",
            "no model.width",
        ));
    }
    if spec.depth == Some(0) {
        return Err(SpecProblem::new(
            keys::MODEL_DEPTH,
            "fsct needs a transformer depth of at least 1",
            "model.depth = 1 (the code's)",
        ));
    }
    Ok(())
}

/// Whether this version can train `spec` with `loss`; the reason when it cannot.
pub fn check_model_supports_loss(
    spec: &ModelSpec,
    loss: LossName,
) -> std::result::Result<(), String> {
    if spec.name == ModelArch::Fsct {
        check_fsct(spec).map_err(|p| p.to_string())?;
    }
    let supported = entry(spec.name).losses;
    if supported.contains(&loss) {
        Ok(())
    } else {
        Err(format!(
            "model `{}` trains with {}, not `{}`",
            spec.name.as_str(),
            supported
                .iter()
                .map(|l| format!("`{}`", l.as_str()))
                .collect::<Vec<_>>()
                .join(", "),
            loss.as_str()
        ))
    }
}

/// Why `spec`'s input size cannot go through its model, if it cannot: every max-pool needs a
/// side of at least its window, a patch embedding a multiple of its patch. Checked when the
/// plan is made, so a run never fails at its first step for it.
pub(crate) fn check_input_size(spec: &ModelSpec) -> std::result::Result<(), String> {
    let Some(size) = spec.image_size else {
        return Ok(());
    };
    let (h, w) = (size.height as usize, size.width as usize);
    let arch = built_on(spec);
    let family = entry(arch).family;
    if let Some(p) = family.patch() {
        if h % p != 0 || w % p != 0 || h < p || w < p {
            return Err(format!(
                "`{}` cuts its input into {p} x {p} patches: {h} x {w} is not a multiple of {p}",
                arch.as_str()
            ));
        }
        return Ok(());
    }
    let pools = family.halvings(spec);
    let least = 1usize << pools;
    if h < least || w < least {
        return Err(format!(
            "`{}` halves its input {pools} times: {h} x {w} is smaller than {least} x {least}",
            arch.as_str()
        ));
    }
    Ok(())
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::schema::{DcalSpec, InputSize};
    use ModelArch as A;

    fn spec(name: ModelArch, backbone: Option<ModelArch>) -> ModelSpec {
        let mut spec = ModelSpec::new(name, 4, InputSize::square(32));
        spec.backbone = backbone;
        if name == A::Dcal {
            spec.dcal = Some(DcalSpec {
                local_query_ratio: 0.1,
                glca_blocks: 1,
                pair_wise: true,
            });
        }
        spec
    }

    /// Each rule of `check` refuses its table at its key, and the tables the shipped
    /// experiments use pass.
    #[test]
    fn each_check_refuses_its_table_at_its_key() {
        for ok in [
            spec(A::SmallCnn, None),
            spec(A::DeitTiny, None),
            spec(A::Dcal, Some(A::VitB16)),
            spec(A::Fsct, Some(A::Resnet34)),
            spec(A::ClipVitB32, None),
        ] {
            assert_eq!(check(&ok), Ok(()), "{}", ok.name.as_str());
        }
        let with = |mut s: ModelSpec, f: &dyn Fn(&mut ModelSpec)| {
            f(&mut s);
            s
        };
        let refused = [
            (spec(A::Dcal, None), keys::MODEL_NAME),
            (spec(A::SmallCnn, Some(A::Resnet18)), keys::MODEL_BACKBONE),
            (spec(A::Fsct, Some(A::Dcal)), keys::MODEL_BACKBONE),
            (spec(A::Dcal, Some(A::Resnet50)), keys::MODEL_BACKBONE),
            (
                with(spec(A::Dcal, Some(A::VitB16)), &|s| s.dcal = None),
                keys::MODEL_NAME,
            ),
            (
                with(spec(A::Dcal, Some(A::VitB16)), &|s| {
                    s.dcal.as_mut().unwrap().glca_blocks = 2
                }),
                keys::MODEL_DCAL_GLCA_BLOCKS,
            ),
            (
                with(spec(A::Dcal, Some(A::VitB16)), &|s| {
                    s.dcal.as_mut().unwrap().local_query_ratio = 0.0
                }),
                keys::MODEL_DCAL_LOCAL_QUERY_RATIO,
            ),
            (
                with(spec(A::Dcal, Some(A::VitB16)), &|s| s.width = Some(129)),
                keys::MODEL_WIDTH,
            ),
            (
                with(spec(A::DeitTiny, None), &|s| s.width = Some(129)),
                keys::MODEL_WIDTH,
            ),
            (
                with(spec(A::DeitTiny, None), &|s| s.channels = Some(vec![8])),
                keys::MODEL_CHANNELS,
            ),
            (
                with(spec(A::SmallCnn, None), &|s| s.channels = Some(vec![])),
                keys::MODEL_CHANNELS,
            ),
            (spec(A::Fsct, Some(A::Resnet50)), keys::MODEL_BACKBONE),
            (
                with(spec(A::Fsct, Some(A::Conv4)), &|s| s.width = Some(64)),
                keys::MODEL_WIDTH,
            ),
            (
                with(spec(A::Fsct, Some(A::Conv4)), &|s| s.depth = Some(0)),
                keys::MODEL_DEPTH,
            ),
        ];
        for (bad, key) in refused {
            let problem = check(&bad).expect_err(bad.name.as_str());
            assert_eq!(problem.key, key, "{problem}");
        }
    }
}
