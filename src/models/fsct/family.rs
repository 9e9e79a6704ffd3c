//! FS-CT as a model family: it wraps one of the backbones its code builds on (each backbone's
//! family says whether it is one), which must have a side left after its pools; its head's
//! width is the backbone's, its depth at least 1.

use super::Fsct;
use crate::config::keys;
use crate::config::schema::{InputSize, ModelArch, ModelSpec};
use crate::models::build_error::{BuildError, SpecProblem};
use crate::models::configs::{FsctBackbone, SMALL_CNN_CHANNELS};
use crate::models::conv4;
use crate::models::family::{
    halves, Blueprint, Checked, CheckedSpec, Families, Kind, ModelFamily, Purpose,
};
use crate::models::{Model, Recipe};
use crate::nn::Init;

/// FS-CT's family.
#[derive(Debug)]
pub(crate) struct FsctFamily;

impl ModelFamily for FsctFamily {
    fn check(
        &self,
        spec: &ModelSpec,
        image: InputSize,
        families: Families,
    ) -> Checked<Box<dyn Blueprint>> {
        let backbone = check_backbone(spec, families)?;
        halves(spec, image, halvings(backbone))?;
        Ok(Box::new(FsctBlueprint(backbone)))
    }

    fn kind(&self) -> Kind {
        Kind::Wrapper
    }
}

/// One of its backbones (returned); no width of its own, a depth of at least 1.
fn check_backbone(spec: &ModelSpec, families: Families) -> Checked<FsctBackbone> {
    // The shared rules gave a wrapper its backbone.
    let arch = spec.backbone.unwrap_or(spec.name);
    let Some(backbone) = families(arch).kind().fsct_backbone() else {
        let mut names: Vec<&str> = ModelArch::ALL
            .iter()
            .filter(|&&a| families(a).kind().fsct_backbone().is_some())
            .map(|a| a.as_str())
            .collect();
        names.sort_unstable();
        return Err(SpecProblem::new(
            keys::MODEL_BACKBONE,
            format!("fsct cannot use `{}` as its backbone", arch.as_str()),
            format!("one of {}", names.join(", ")),
        ));
    };
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
    Ok(backbone)
}

/// How many times `backbone` halves its input with 2 x 2 max-pools (ResNets pad every stride-2
/// layer, so any side maps to at least 1 x 1).
fn halvings(backbone: FsctBackbone) -> usize {
    match backbone {
        FsctBackbone::Conv4 => conv4::DEPTH,
        FsctBackbone::ResNet(_) => 0,
        FsctBackbone::SmallCnn => SMALL_CNN_CHANNELS.len(),
    }
}

/// The backbone the check resolved.
#[derive(Debug)]
struct FsctBlueprint(FsctBackbone);

impl Blueprint for FsctBlueprint {
    fn build(
        &self,
        checked: &CheckedSpec,
        recipe: &Recipe,
        init: &Init,
        _: Purpose,
    ) -> Result<Box<dyn Model>, BuildError> {
        Ok(Box::new(Fsct::new(checked, self.0, recipe, init)?))
    }
}
