//! DCAL as a model family: it wraps a ViT (`model.backbone`), whose configuration the table's
//! width and depth override and whose patches must tile the input, and reads its
//! `[model.dcal]` table (a local-query ratio in (0, 1], the paper's one GLCA block).

use super::Dcal;
use crate::config::keys;
use crate::config::layers::format_float;
use crate::config::schema::{DcalSpec, InputSize, ModelSpec};
use crate::models::build_error::{BuildError, SpecProblem};
use crate::models::configs::{PatchGrid, VitConfig};
use crate::models::family::{
    patch_grid, Blueprint, Checked, CheckedSpec, Families, Kind, ModelFamily, Purpose,
};
use crate::models::{FromCheckpoint, Model, Recipe};
use crate::nn::Init;

/// DCAL's family.
#[derive(Debug)]
pub(crate) struct DcalFamily;

impl ModelFamily for DcalFamily {
    fn check(
        &self,
        spec: &ModelSpec,
        image: InputSize,
        families: Families,
    ) -> Checked<Box<dyn Blueprint>> {
        let (backbone, table) = check_table(spec, families)?;
        let grid = patch_grid(spec, backbone.patch, image)?;
        Ok(Box::new(DcalBlueprint {
            backbone,
            grid,
            table: table.clone(),
        }))
    }

    fn kind(&self) -> Kind {
        Kind::Wrapper
    }
}

/// Its `[model.dcal]` table on a ViT backbone, whose configuration (with the table's width
/// and depth) it returns.
fn check_table(spec: &ModelSpec, families: Families) -> Checked<(VitConfig, &DcalSpec)> {
    let Some(backbone) = spec
        .backbone
        .filter(|&b| families(b).kind().patch().is_some())
    else {
        return Err(SpecProblem::new(
            keys::MODEL_BACKBONE,
            "DCAL needs a ViT backbone",
            "vit_b16, deit_small, ...",
        ));
    };
    let dcal = spec.dcal.as_ref().ok_or_else(|| {
        SpecProblem::new(
            keys::MODEL_NAME,
            "DCAL needs a [model.dcal] table",
            "[model.dcal] local_query_ratio = 0.1",
        )
    })?;
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
    // A transformer that cuts patches but is not a plain ViT (CLIP's image tower).
    let config = families(backbone).kind().vit().ok_or_else(|| {
        SpecProblem::new(
            keys::MODEL_BACKBONE,
            format!("`{}` is not a ViT", backbone.as_str()),
            "vit_b16, deit_small, ...",
        )
    })?;
    Ok((config.with_spec(spec)?, dcal))
}

/// The ViT backbone's configuration with the table's overrides, its patches, the
/// `[model.dcal]` table.
#[derive(Debug)]
pub(crate) struct DcalBlueprint {
    pub(crate) backbone: VitConfig,
    pub(crate) grid: PatchGrid,
    pub(crate) table: DcalSpec,
}

impl DcalBlueprint {
    /// The model, on its backbone's configuration as `checkpoint` says.
    pub(crate) fn dcal(
        &self,
        checked: &CheckedSpec,
        recipe: &Recipe,
        init: &Init,
        checkpoint: FromCheckpoint,
    ) -> Result<Dcal, BuildError> {
        let backbone = checkpoint.vit(self.backbone);
        Dcal::new(checked, (backbone, self.grid), &self.table, recipe, init)
    }
}

impl Blueprint for DcalBlueprint {
    fn build(
        &self,
        checked: &CheckedSpec,
        recipe: &Recipe,
        init: &Init,
        purpose: Purpose,
    ) -> Result<Box<dyn Model>, BuildError> {
        Ok(Box::new(self.dcal(
            checked,
            recipe,
            init,
            purpose.checkpoint(),
        )?))
    }
}
