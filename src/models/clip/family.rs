//! CLIP as a model family: one configuration per variant, the table's width and depth
//! overriding both towers, the image tower's patches tiling the input.

use super::Clip;
use crate::config::schema::{InputSize, ModelSpec};
use crate::models::build_error::BuildError;
use crate::models::configs::{ClipConfig, PatchGrid};
use crate::models::family::{
    patch_grid, Blueprint, Checked, CheckedSpec, Families, Kind, ModelFamily, Purpose,
};
use crate::models::{Model, Recipe};
use crate::nn::Init;

impl ModelFamily for ClipConfig {
    fn check(
        &self,
        spec: &ModelSpec,
        image: InputSize,
        _: Families,
    ) -> Checked<Box<dyn Blueprint>> {
        let config = self.with_spec(spec)?;
        let grid = patch_grid(spec, config.patch, image)?;
        Ok(Box::new(ClipBlueprint { config, grid }))
    }

    fn kind(&self) -> Kind {
        Kind::Clip { patch: self.patch }
    }
}

/// The configuration with the table's overrides, and the image's patches.
#[derive(Debug)]
pub(crate) struct ClipBlueprint {
    config: ClipConfig,
    grid: PatchGrid,
}

impl ClipBlueprint {
    /// The model to run, with the class names, templates and tokenizer the table names.
    pub(crate) fn clip(
        &self,
        checked: &CheckedSpec,
        recipe: &Recipe,
        init: &Init,
    ) -> Result<Clip, BuildError> {
        Clip::from_config(self.config, self.grid, checked, recipe, init)
    }
}

impl Blueprint for ClipBlueprint {
    fn build(
        &self,
        checked: &CheckedSpec,
        recipe: &Recipe,
        init: &Init,
        purpose: Purpose,
    ) -> Result<Box<dyn Model>, BuildError> {
        Ok(Box::new(match purpose {
            Purpose::Run(_) => self.clip(checked, recipe, init)?,
            Purpose::Structure => {
                Clip::for_footprint(self.config, self.grid, checked, recipe, init)?
            }
        }))
    }
}
