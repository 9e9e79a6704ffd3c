//! What a model family is to the rest of the program, as one trait each family's file
//! implements: its rules on a model table and what they resolve (a [`Blueprint`], which builds
//! the model), and its [`Kind`], which answers what other parts ask of it (whether it wraps a
//! backbone, cuts patches, is a ViT a wrapper can build on, is CLIP, can be FS-CT's backbone).
//! The registry's entry of an architecture points at its family; nothing matches on families,
//! so a new family is its file (model, rules, builder, kind) and its entry.
//!
//! A leaf of `models` beside `base.rs`: it uses no model, the families use it, and the
//! registry uses both. The rules every family shares (patches that tile the input, pools that
//! have a side to halve) are here, so each family states only which of them it obeys.

use std::any::Any;
use std::fmt::Debug;

use super::build_error::{BuildError, SpecProblem};
use super::configs::{FsctBackbone, PatchGrid, VitConfig};
use super::{FromCheckpoint, Model, Recipe};
use crate::config::keys;
use crate::config::schema::{InputSize, ModelArch, ModelSpec};
use crate::nn::Init;

/// A rule's verdict: what it resolved, or the table's problem at its key.
pub(crate) type Checked<T> = std::result::Result<T, SpecProblem>;

/// The registry's family of an architecture: what a wrapper's rules ask of its backbone,
/// passed in so that a family needs no path to the registry (which names the families).
pub(crate) type Families = fn(ModelArch) -> &'static dyn ModelFamily;

/// Everything the program asks of a model family: its rules, and what kind of model it is.
/// Both are required, so a new family states its kind and its rules, none is given it.
///
/// A family is a type (its variants are values of it: ResNet-18 and -50 are two
/// `ResNetConfig`s), so its type is its identity (the doctor's coverage of families counts
/// those).
pub(crate) trait ModelFamily: Sync + Debug + AsAny {
    /// The family's own rules on `spec`, whose input is `image`, ending with the input its
    /// model can take; what they resolve builds the model. `families` answers for a backbone
    /// (the rules every architecture shares, a backbone exactly where the family wraps one,
    /// were checked before).
    fn check(
        &self,
        spec: &ModelSpec,
        image: InputSize,
        families: Families,
    ) -> Checked<Box<dyn Blueprint>>;

    /// What kind of model it is: what the rest of the program asks of it.
    fn kind(&self) -> Kind;
}

/// What kind of model a family builds, which answers every question the rest of the program
/// asks of an architecture (a backbone, patches, a ViT to build on, CLIP, FS-CT's backbones).
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) enum Kind {
    /// A convolutional net, and what it is as FS-CT's backbone if FS-CT builds on it.
    Convolutional(Option<FsctBackbone>),
    /// A plain vision transformer (ViT, DeiT) of this configuration: a wrapper (DCAL) builds
    /// on it and a Hugging Face ViT checkpoint loads into it.
    Vit(VitConfig),
    /// OpenAI's CLIP, its image tower cutting patches of this side (a transformer in OpenAI's
    /// layout, not one DCAL builds on).
    Clip { patch: usize },
    /// A method on the architecture `model.backbone` names; its input goes through the
    /// backbone, whose family answers for it.
    Wrapper,
}

impl Kind {
    /// Whether it wraps the architecture `model.backbone` names (and needs one).
    pub(crate) fn wraps_backbone(self) -> bool {
        matches!(self, Kind::Wrapper)
    }

    /// The side of the patches it cuts its input into, if it does: a vision transformer (ViT,
    /// DeiT, CLIP's image tower).
    pub(crate) fn patch(self) -> Option<usize> {
        match self {
            Kind::Vit(config) => Some(config.patch),
            Kind::Clip { patch } => Some(patch),
            Kind::Convolutional(_) | Kind::Wrapper => None,
        }
    }

    /// Its configuration, if it is a plain ViT.
    pub(crate) fn vit(self) -> Option<VitConfig> {
        match self {
            Kind::Vit(config) => Some(config),
            Kind::Convolutional(_) | Kind::Clip { .. } | Kind::Wrapper => None,
        }
    }

    /// Whether it is OpenAI's CLIP (image and text towers).
    pub(crate) fn is_clip(self) -> bool {
        matches!(self, Kind::Clip { .. })
    }

    /// What it is as FS-CT's backbone, if FS-CT builds on it.
    pub(crate) fn fsct_backbone(self) -> Option<FsctBackbone> {
        match self {
            Kind::Convolutional(backbone) => backbone,
            Kind::Vit(_) | Kind::Clip { .. } | Kind::Wrapper => None,
        }
    }
}

/// What a family's check resolved (the configuration with the table's overrides, the patch
/// grid, a backbone): only a check makes one, and it builds the model.
pub(crate) trait Blueprint: Debug + AsAny {
    /// The model of `checked` (whose blueprint this is), for `recipe`, with parameters created
    /// by `init`, built for `purpose`.
    fn build(
        &self,
        checked: &CheckedSpec,
        recipe: &Recipe,
        init: &Init,
        purpose: Purpose,
    ) -> Result<Box<dyn Model>, BuildError>;
}

/// A value as `Any`: a family's type is its identity, and a caller that wants a family's
/// concrete model (the tests' DCAL and CLIP) asks for that family's blueprint.
pub(crate) trait AsAny {
    fn as_any(&self) -> &dyn Any;
}

impl<T: Any> AsAny for T {
    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// What a model is built for.
#[derive(Debug, Clone, Copy)]
pub(crate) enum Purpose {
    /// To run: built as the checkpoint it will load says (see [`FromCheckpoint`]), CLIP with the
    /// class names, templates and tokenizer its table names.
    Run(FromCheckpoint),
    /// Its structure alone (shapes, parameter counts, a footprint): no weight file is read (what
    /// a checkpoint says of a model changes no shape), and CLIP's files are replaced by
    /// placeholders of the same sizes where they cannot be read.
    Structure,
}

impl Purpose {
    /// What the checkpoint a run will load says of the model; nothing, for a structure.
    pub(crate) fn checkpoint(self) -> FromCheckpoint {
        match self {
            Purpose::Run(checkpoint) => checkpoint,
            Purpose::Structure => FromCheckpoint::default(),
        }
    }
}

/// A model table that passed `registry::check`, with its family's blueprint. Its constructor
/// is `models`' own and only that check calls it (the lint's
/// `only_the_registry_check_makes_a_checked_spec`), so a model is never built from a table no
/// check saw.
#[derive(Debug)]
pub struct CheckedSpec<'a> {
    spec: &'a ModelSpec,
    image: InputSize,
    blueprint: Box<dyn Blueprint>,
}

impl<'a> CheckedSpec<'a> {
    /// `spec`, of input `image`, passed its checks, which resolved `blueprint`.
    pub(super) fn new(
        spec: &'a ModelSpec,
        image: InputSize,
        blueprint: Box<dyn Blueprint>,
    ) -> Self {
        CheckedSpec {
            spec,
            image,
            blueprint,
        }
    }

    /// The table as written.
    pub(crate) fn spec(&self) -> &'a ModelSpec {
        self.spec
    }

    /// The input size, which the model takes (a side its pools halve, patches that tile it).
    pub(crate) fn image(&self) -> InputSize {
        self.image
    }

    /// Its family's blueprint, if that is a `T`.
    pub(crate) fn blueprint<T: Blueprint + 'static>(&self) -> Option<&T> {
        // The boxed value's, not the box's (a `Box` is `Any` too).
        (*self.blueprint).as_any().downcast_ref()
    }

    /// Its model, built for `purpose`.
    pub(crate) fn build(
        &self,
        recipe: &Recipe,
        init: &Init,
        purpose: Purpose,
    ) -> Result<Box<dyn Model>, BuildError> {
        self.blueprint.build(self, recipe, init, purpose)
    }
}

/// The architecture whose input rules a checked `spec` obeys: its backbone's, for a wrapper
/// (the shared rules allow a backbone on wrappers only), else its own.
fn input_taker(spec: &ModelSpec) -> &'static str {
    spec.backbone.unwrap_or(spec.name).as_str()
}

/// An input the model `spec` names (or wraps) cannot take.
fn bad_input(why: String) -> SpecProblem {
    SpecProblem::new(
        keys::MODEL_IMAGE_SIZE,
        why,
        "an input size the model can take",
    )
}

/// The `patch` x `patch` patches the model `spec` names (or wraps) cuts `image` into, if they
/// tile it.
pub(crate) fn patch_grid(spec: &ModelSpec, patch: usize, image: InputSize) -> Checked<PatchGrid> {
    PatchGrid::new(patch, image).ok_or_else(|| {
        bad_input(format!(
            "`{}` cuts its input into {patch} x {patch} patches: {} x {} is not a multiple of {patch}",
            input_taker(spec),
            image.height,
            image.width
        ))
    })
}

/// Every 2 x 2 max-pool of the `pools` the model `spec` names (or wraps) halves its input with
/// needs a side of at least 2.
pub(crate) fn halves(spec: &ModelSpec, image: InputSize, pools: usize) -> Checked<()> {
    // A side is at most u32::MAX: 32 pools or more need more than any side has.
    let least = 1u64.checked_shl(pools as u32).unwrap_or(u64::MAX);
    if u64::from(image.height) < least || u64::from(image.width) < least {
        return Err(bad_input(format!(
            "`{}` halves its input {pools} times: {} x {} is smaller than {least} x {least}",
            input_taker(spec),
            image.height,
            image.width
        )));
    }
    Ok(())
}
