//! The resolver: a loaded experiment -> a [`Plan`], or a located error saying what cannot be
//! executed as the paper states it.
//!
//! Each rule lives in its own module as methods of the shared [`Resolver`]: `validate` (every
//! value in range and consistent), `batch` (micro-batch x accumulation x world), `schedule`
//! (learning rate, steps, warmup), `optimizer`, `deviations`, `exactness`, `unstated` and
//! `notes`. This module runs them in order and assembles the plan.

use std::collections::BTreeMap;

use super::{Logging, LossScaling, Plan};
use crate::config::keys::{self, Key};
use crate::config::layers::format_float;
use crate::config::schema::{
    openai_clip_mean, openai_clip_std, DataFormat, DataSpec, ExperimentConfig, ModelSpec,
    Precision, RetrievalFeatures, TransformsSpec,
};
use crate::config::{LoadedExperiment, ValueSource};
use crate::data::transforms;
use crate::error::{ConfigError, Origin};
use crate::memory::Workload;
use crate::models::{MeasuredModel, Recipe};

/// What the rules share: the loaded experiment, and the provenance they add derived values to.
pub(super) struct Resolver<'a> {
    pub(super) loaded: &'a LoadedExperiment,
    pub(super) cfg: &'a ExperimentConfig,
    pub(super) provenance: BTreeMap<String, ValueSource>,
}

impl<'a> Resolver<'a> {
    /// The rules' shared state over `cfg`: every value's source, the execution paths' with them.
    fn new(loaded: &'a LoadedExperiment, cfg: &'a ExperimentConfig) -> Self {
        let mut provenance = loaded.sources();
        provenance.extend(loaded.execution.1.iter().map(|s| {
            let value = ValueSource {
                value: s.value.into(),
                layer: s.source.clone(),
                location: None,
            };
            (s.key.path().to_string(), value)
        }));
        Resolver {
            loaded,
            cfg,
            provenance,
        }
    }

    /// An error about `key`, pointing where its value was written.
    pub(super) fn err(
        &self,
        key: Key,
        message: impl Into<String>,
        expected: impl Into<String>,
    ) -> ConfigError {
        ConfigError::new(message)
            .key(key)
            .origin(self.loaded.value_origin(key.path()))
            .expected(expected)
    }

    /// Record that the plan computed `key`'s value, and how.
    pub(super) fn derived(&mut self, key: Key, value: String, how: String) {
        self.provenance.insert(
            key.path().to_string(),
            ValueSource {
                value,
                layer: Origin::Derived { how },
                location: None,
            },
        );
    }

    /// The layer that set `key` (the built-in defaults when none wrote it).
    pub(super) fn source(&self, key: Key) -> Origin {
        self.source_of(key.path())
    }

    /// [`Self::source`] for a dotted path found by walking the configuration.
    pub(super) fn source_of(&self, path: &str) -> Origin {
        self.loaded
            .writer(path)
            .map(|(i, _)| self.loaded.layers[i].source.clone())
            .unwrap_or(Origin::Defaults)
    }

    pub(super) fn check_positive(
        &self,
        key: Key,
        value: u32,
        what: &str,
    ) -> Result<(), ConfigError> {
        if value == 0 {
            return Err(self.err(key, format!("`{key}` is 0"), format!("{what}, at least 1")));
        }
        Ok(())
    }

    pub(super) fn check_range(
        &self,
        key: Key,
        value: f64,
        ok: bool,
        expected: &str,
    ) -> Result<(), ConfigError> {
        if !ok || !value.is_finite() {
            return Err(self.err(
                key,
                format!("`{key}` = {} is out of range", format_float(value)),
                expected,
            ));
        }
        Ok(())
    }
}

/// Leaf paths of a JSON value, rendered compactly.
pub(super) fn flatten(v: &serde_json::Value) -> BTreeMap<String, String> {
    fn walk(prefix: &str, v: &serde_json::Value, out: &mut BTreeMap<String, String>) {
        match v {
            serde_json::Value::Object(map) => {
                for (k, v) in map {
                    let p = if prefix.is_empty() {
                        k.clone()
                    } else {
                        format!("{prefix}.{k}")
                    };
                    walk(&p, v, out);
                }
            }
            serde_json::Value::Number(n) => {
                let s = match n.as_f64() {
                    Some(f) if !n.is_i64() && !n.is_u64() => format_float(f),
                    _ => n.to_string(),
                };
                out.insert(prefix.to_string(), s);
            }
            other => {
                out.insert(prefix.to_string(), other.to_string());
            }
        }
    }
    let mut out = BTreeMap::new();
    walk("", v, &mut out);
    out
}

/// Measures a model for a recipe; `None` when this build cannot build it.
pub(super) type Measure<'a> = &'a dyn Fn(&ModelSpec, &Recipe) -> Option<MeasuredModel>;

/// What the batch rule and the memory estimate know of the model: nothing (`resolve`: the
/// rules alone, a requested fit left undone and said so), or what measuring it gave (`build`).
pub(super) enum Sizing {
    Rules,
    Measured {
        /// `None`: this build cannot measure the model.
        model: Option<MeasuredModel>,
        /// `None` without an input size.
        workload: Option<Workload>,
        precision: Precision,
    },
}

impl Sizing {
    /// The measured model and its workload, when both are known.
    pub(super) fn model(&self) -> Option<(&MeasuredModel, &Workload, Precision)> {
        match self {
            Sizing::Measured {
                model: Some(model),
                workload: Some(workload),
                precision,
            } => Some((model, workload, *precision)),
            _ => None,
        }
    }
}

/// Resolve a loaded experiment into a plan by its rules alone: no model is built, so the plan
/// has no parameter count or memory estimate, and a requested memory fit is left undone (the
/// plan says so). [`super::build`] resolves with the model measured.
pub fn resolve(loaded: &LoadedExperiment) -> Result<Plan, ConfigError> {
    resolve_with(loaded, None)
}

/// What a re-identification evaluation compares (none for other data): the experiment's
/// choice, normalized features by default.
fn retrieval_features(cfg: &ExperimentConfig) -> Option<RetrievalFeatures> {
    (cfg.data.format == DataFormat::Market1501).then(|| {
        cfg.paper
            .retrieval_features
            .unwrap_or(RetrievalFeatures::Normalized)
    })
}

/// Resolve `loaded`; with `measure`, the model is measured once the experiment is valid, and
/// the batch rule fits the micro-batch to memory when the plan asks for it.
pub(super) fn resolve_with(
    loaded: &LoadedExperiment,
    measure: Option<Measure>,
) -> Result<Plan, ConfigError> {
    // A data set that can be read here but not used as it is stops the plan, at its key.
    crate::data::formats::check_layout(&loaded.config.data)
        .map_err(|p| p.into_error(|key| loaded.value_origin(key.path())))?;
    // The data on disk decides each split's size before any rule reads it.
    let (counts, counted) = super::data_counts::counted_config(&loaded.config);
    let cfg = &counted;
    let mut r = Resolver::new(loaded, cfg);
    r.apply_counts(&counts)?;
    r.validate()?;
    let (precision, card_deviation) = r.precision()?;
    let model = planned_model(cfg);
    let data = r.planned_data(&model);
    let optimizer = r.optimizer();
    let sizing = sizing(loaded, measure, &model, &optimizer, precision);
    derive_num_workers(&mut r);
    let batch = r.batch(&sizing)?;
    let (split, micro) = (batch.split, batch.split.micro());
    r.check_micro_batch(micro)?;
    let lr = r.lr();
    let schedule = r.schedule(split)?;
    r.check_min_lr(&schedule, lr)?;
    let weights = planned_weights(loaded, &model)?;
    let p = &cfg.paper;
    let mut plan = Plan {
        experiment: loaded.path.display().to_string(),
        paper: p.name.clone(),
        citation: p.citation.clone(),
        preset: loaded.selection.name.clone(),
        preset_reason: loaded.selection.reason.clone(),
        device: loaded.preset.info.device,
        memory_budget_bytes: loaded.selection.budget_bytes,
        effective_batch: split.effective(),
        micro_batch: micro,
        accumulation_steps: split.accumulation(),
        world_size: split.world(),
        base_lr: p.base_lr,
        lr_reference_batch: p.lr_reference_batch,
        lr_scaling: p.lr_scaling,
        lr,
        precision,
        loss_scaling: (precision == Precision::Fp16).then(LossScaling::dynamic),
        gradient_checkpointing: batch.gradient_checkpointing,
        execution: loaded.execution.0,
        grad_clip_norm: cfg.train.grad_clip_norm,
        seed: cfg.train.seed,
        optimizer,
        loss: p.loss.clone(),
        sampling: p.sampling.clone(),
        eval_episodes: p.eval_episodes,
        retrieval_features: retrieval_features(cfg),
        paper_results: p.results.clone(),
        parameters: None,
        memory: None,
        memory_fit: batch.memory_fit,
        model,
        weights,
        data,
        logging: Logging {
            log_every: cfg.train.log_every,
            eval_every_epochs: cfg.train.eval_every_epochs,
            checkpoint_every: cfg.train.checkpoint_every,
            tensorboard: cfg.train.tensorboard,
        },
        inputs: None,
        resume_changes: Vec::new(),
        smoke_run: None,
        deviations: r.deviations(lr, micro, precision, card_deviation, &counts),
        exactness: r.batching(micro).exactness(),
        unstated: r.unstated(),
        notes: [r.count_notes(&counts), r.notes(&schedule)].concat(),
        schedule,
        provenance: r.provenance,
    };
    plan.add_sizes(&sizing);
    Ok(plan)
}

/// `data.num_workers` unset: the plan says "auto", machine-independent like the rest of the
/// plan (the count itself is the machine's).
fn derive_num_workers(r: &mut Resolver) {
    if r.cfg.data.num_workers.is_none() {
        r.derived(
            keys::DATA_NUM_WORKERS,
            "auto".into(),
            "sized where the run starts: the cores each rank may use, shared among the ranks on its machine, less one for the training loop (the loader line shows this machine's count)".into(),
        );
    }
}

/// The model measured by `measure` with the workload the memory estimate reads; the rules
/// alone without `measure`.
fn sizing(
    loaded: &LoadedExperiment,
    measure: Option<Measure>,
    model: &ModelSpec,
    optimizer: &super::ResolvedOptimizer,
    precision: Precision,
) -> Sizing {
    let Some(measure) = measure else {
        return Sizing::Rules;
    };
    let cfg = &loaded.config;
    Sizing::Measured {
        model: measure(model, &recipe(cfg)),
        workload: super::workload(
            loaded.preset.info.device,
            model,
            optimizer,
            &cfg.data,
            (loaded.selection.budget_bytes, loaded.execution.0),
        ),
        precision,
    }
}

/// What the model is trained for: the experiment's loss and sampling (as [`Plan::recipe`]).
fn recipe(cfg: &ExperimentConfig) -> Recipe {
    Recipe {
        loss: cfg.paper.loss.clone(),
        sampling: cfg.paper.sampling.clone(),
    }
}

/// What the plan knows about the model's pretrained weights, without downloading (see
/// [`crate::models::pretrained::hub::locate`]); an error points where the key was written.
fn planned_weights(
    loaded: &LoadedExperiment,
    model: &ModelSpec,
) -> Result<Option<crate::models::pretrained::hub::WeightsRecord>, ConfigError> {
    model
        .pretrained
        .as_ref()
        .map(crate::models::pretrained::hub::locate)
        .transpose()
        .map_err(|e| e.origin(loaded.value_origin(keys::MODEL_PRETRAINED.path())))
}

/// The model the plan builds: the paper's input size unless the model states its own, no
/// class-name file for synthetic data (it names its own classes), and no weights for an empty
/// path (`--set model.pretrained=""` trains from scratch, a deviation the diff lists).
impl Resolver<'_> {
    /// The data as configured, with the transforms a CLIP model takes without
    /// `[data.transforms]`: the default resize, normalised with the statistics OpenAI's weights
    /// were trained with instead of ImageNet's (the default of every other model).
    fn planned_data(&mut self, model: &ModelSpec) -> DataSpec {
        let mut data = self.cfg.data.clone();
        let clip = crate::models::registry::entry(model.name).is_clip();
        let (None, true, Some(size)) = (&data.transforms, clip, model.image_size) else {
            return data;
        };
        let list = transforms::resize_and_normalize(size, (openai_clip_mean(), openai_clip_std()));
        let how = "no [data.transforms]: a resize to the input, and CLIP's weights' own normalisation (OpenAI's mean and std, not ImageNet's)";
        for key in [keys::DATA_TRANSFORMS_TRAIN, keys::DATA_TRANSFORMS_EVAL] {
            let value = serde_json::to_string(&list).unwrap_or_default();
            self.derived(key, value, how.to_string());
        }
        data.transforms = Some(TransformsSpec {
            recipe: None,
            train: Some(list.clone()),
            eval: Some(list),
        });
        data
    }
}

fn planned_model(cfg: &ExperimentConfig) -> ModelSpec {
    let mut m = cfg.model.clone();
    if cfg.data.format == DataFormat::Synthetic {
        if let Some(clip) = m.clip.as_mut() {
            clip.class_names = None;
        }
    }
    m.image_size.get_or_insert(cfg.paper.input_size);
    m.pretrained = m.pretrained.filter(|p| !p.is_none());
    m
}
