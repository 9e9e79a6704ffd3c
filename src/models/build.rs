//! Every way a model table becomes a model: a run's model, a measured one, the tests' concrete
//! DCAL and CLIP. Each asks the registry's check once and builds from what it resolved
//! ([`CheckedSpec`]), so a model is never built from a table no check saw.

/// A build's result: the model, or why the table cannot be built or the build failed.
type Result<T> = std::result::Result<T, BuildError>;

use super::clip::{Clip, ClipBlueprint};
use super::dcal::{Dcal, DcalBlueprint};
use super::family::Purpose;
use super::registry::check;
use super::SpecProblem;
use super::{BuildError, FromCheckpoint, Model, Recipe};
use crate::config::keys;
use crate::config::schema::ModelSpec;
use crate::nn::footprint::{Footprint, Tracer};
use crate::nn::Init;
use candle_core::{DType, Device};

/// The model `spec` names, for `recipe`, with parameters created by `init`, and what the
/// checkpoint it will load says about it (see [`FromCheckpoint`]).
fn build_from(
    spec: &ModelSpec,
    recipe: &Recipe,
    init: &Init,
    checkpoint: FromCheckpoint,
) -> Result<Box<dyn Model>> {
    check(spec)?.build(recipe, init, Purpose::Run(checkpoint))
}

/// The model with zero weights, built for its structure alone ([`Purpose::Structure`]).
fn build_structure(spec: &ModelSpec, recipe: &Recipe) -> Result<Box<dyn Model>> {
    let init = Init::zeros(&candle_core::Device::Cpu);
    check(spec)?.build(recipe, &init, Purpose::Structure)
}

/// The DCAL model `spec` names, as its concrete type (the tests reach into its parts), with
/// its backbone's registered configuration.
pub fn build_dcal(spec: &ModelSpec, recipe: &Recipe, init: &Init) -> Result<Dcal> {
    let checked = check(spec)?;
    let blueprint: &DcalBlueprint = checked
        .blueprint()
        .ok_or_else(|| not_a(spec, "a DCAL model", "dcal"))?;
    blueprint.dcal(&checked, recipe, init, FromCheckpoint::default())
}

/// The CLIP model `spec` names, as its concrete type (the tests reach into its towers), with its
/// registered configuration and `spec`'s overrides.
pub fn build_clip(spec: &ModelSpec, recipe: &Recipe, init: &Init) -> Result<Clip> {
    let checked = check(spec)?;
    let blueprint: &ClipBlueprint = checked
        .blueprint()
        .ok_or_else(|| not_a(spec, "a CLIP model", "clip_vit_b32 or clip_vit_b16"))?;
    blueprint.clip(&checked, recipe, init)
}

/// The model `spec` names is not `what` (one of `names`).
fn not_a(spec: &ModelSpec, what: &str, names: &str) -> BuildError {
    SpecProblem::new(
        keys::MODEL_NAME,
        format!("`{}` is not {what}", spec.name.as_str()),
        names,
    )
    .into()
}

/// Build the model a plan names, for cross-entropy, with initial weights that depend only on
/// `seed` (so every preset of an experiment starts from the same weights).
pub fn build(
    spec: &ModelSpec,
    seed: u64,
    device: &Device,
) -> std::result::Result<Box<dyn Model>, BuildError> {
    build_for(spec, &Recipe::cross_entropy(), seed, device)
}

/// Build the model a run trains, for the plan's recipe (which decides what the head emits),
/// as the checkpoint it will load says ([`FromCheckpoint::read`]).
pub fn build_for(
    spec: &ModelSpec,
    recipe: &Recipe,
    seed: u64,
    device: &Device,
) -> std::result::Result<Box<dyn Model>, BuildError> {
    build_from(
        spec,
        recipe,
        &Init::new(seed, device),
        FromCheckpoint::read(spec),
    )
}

/// Trainable parameters of the model `spec` names, built with zeros (no initialisation cost).
pub fn count_parameters(spec: &ModelSpec, recipe: &Recipe) -> std::result::Result<u64, BuildError> {
    let model = build_with(spec, recipe, &Init::zeros(&Device::Cpu))?;
    let count = model.store().borrow().num_parameters() as u64;
    Ok(count)
}

/// A model built only to be measured: zero weights, no pretrained files.
pub struct MeasuredModel {
    model: Box<dyn Model>,
    /// Trainable parameters (f32 masters; gradients and optimizer state are kept for these).
    pub trainable_params: u64,
    /// Elements of everything else the model holds (BatchNorm statistics, frozen heads).
    pub buffer_elems: u64,
}

impl MeasuredModel {
    pub fn new(spec: &ModelSpec, recipe: &Recipe) -> std::result::Result<Self, BuildError> {
        let model = build_structure(spec, recipe)?;
        let (trainable_params, buffer_elems) = {
            let store = model.store();
            let store = store.borrow();
            let buffers = store
                .buffers()
                .values()
                .map(|b| b.borrow().elem_count() as u64)
                .sum();
            (store.num_parameters() as u64, buffers)
        };
        Ok(MeasuredModel {
            model,
            trainable_params,
            buffer_elems,
        })
    }

    /// The footprint of a training micro-batch of `micro_batch` images of `height` x `width`
    /// computed in `compute` with its attention on `attention`; `None` when the model cannot
    /// say.
    pub fn footprint(
        &self,
        micro_batch: usize,
        height: usize,
        width: usize,
        compute: DType,
        attention: paperfit_kernels::attention::AttentionPath,
    ) -> Option<Footprint> {
        let mut tracer = Tracer::new(micro_batch, compute).with_attention(attention);
        self.model
            .footprint(&mut tracer, &[micro_batch, 3, height, width])?;
        Some(tracer.finish())
    }
}

/// Build the model as its registry entry describes it, with parameters created by `init` (no
/// weight file is read, see [`FromCheckpoint`]).
pub fn build_with(
    spec: &ModelSpec,
    recipe: &Recipe,
    init: &Init,
) -> std::result::Result<Box<dyn Model>, BuildError> {
    build_from(spec, recipe, init, FromCheckpoint::default())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::schema::LossName;
    use crate::config::schema::{InputSize, ModelArch};
    use crate::models::registry::{entry, has_batchnorm};
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

    /// A table its architecture cannot be built from is bad input at its key (exit code 2),
    /// also when the builder, not a plan, finds it: rules the registry checks (the patch grid,
    /// the small CNN's channels) and one only a constructor sees (FS-CT given a recipe without
    /// episodes) alike.
    #[test]
    fn a_table_that_cannot_be_built_is_bad_input_at_its_key() {
        let mut odd_grid = small(A::VitB16);
        odd_grid.image_size = Some(InputSize::square(30));
        let mut no_channels = small(A::SmallCnn);
        no_channels.channels = Some(vec![]);
        let mut fsct = ModelSpec::new(A::Fsct, 4, InputSize::square(32));
        fsct.backbone = Some(A::Conv4);
        for (spec, key) in [
            (odd_grid, "model.image_size"),
            (no_channels, "model.channels"),
            (fsct, "paper.sampling"),
        ] {
            let e = build_structure(&spec, &Recipe::cross_entropy())
                .err()
                .expect("refused");
            assert!(
                matches!(e, BuildError::Spec(ref p) if p.key.path() == key),
                "{e}"
            );
            let e = crate::error::Error::from(e);
            assert_eq!(e.exit_code(), crate::error::EXIT_BAD_INPUT, "{e}");
            assert!(e.to_string().contains(key), "{e}");
        }
    }

    /// An entry's BatchNorm fact is what its model holds: running statistics exactly when the
    /// entry says BatchNorm (the plan's exactness reads the fact, not the model).
    #[test]
    fn the_batchnorm_fact_is_what_the_model_holds() {
        let (wrappers, standalone): (Vec<_>, Vec<_>) = ModelArch::ALL
            .iter()
            .copied()
            .partition(|&name| entry(name).wraps_backbone());
        for name in standalone {
            let spec = small(name);
            let model = build_structure(&spec, &Recipe::cross_entropy())
                .unwrap_or_else(|e| panic!("{}: {e}", name.as_str()));
            let store = model.store();
            let running = store
                .borrow()
                .buffers()
                .keys()
                .any(|k| k.ends_with("running_mean"));
            assert_eq!(entry(name).batchnorm, running, "{}", name.as_str());
        }
        assert!(!wrappers.is_empty());
        for wrapper in wrappers {
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
            let model = build_structure(&spec, &recipe)
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
