//! The loader: reads an experiment, picks a preset, stacks the layers
//! (built-in defaults < preset file < experiment < the experiment's `[presets.<name>]` table
//! < environment < `--set`) and extracts one [`ExperimentConfig`], remembering for every value
//! which layer set it.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use figment::{Figment, Provider};
use serde::{Deserialize, Serialize};

use super::errors::{from_figment, locate};
use super::experiment::{experiment_layer, experiment_preset_tables, find_experiment};
use super::layers::{leaf_paths, render_value, KeyLocation, Layer, TomlDocument};
use super::overrides::{apply_unsets, blame_unset, env_layers, set_layers};
use super::presets::{Preset, PresetCatalog, Selection};
use super::schema::ExperimentConfig;
use super::source::Source;
use crate::config::suggest::did_you_mean;
use crate::error::{ConfigError, Origin};
use crate::gpu;

const DEFAULTS: &str = include_str!("defaults.toml");

/// Everything a load needs, with the process environment passed in (so tests control it).
#[derive(Debug, Clone)]
pub struct LoadOptions {
    pub experiment: PathBuf,
    /// A preset name or `auto`.
    pub preset: String,
    /// Where the preset choice came from (for errors and for the plan's explanation).
    pub preset_origin: Origin,
    /// `--set key=value` arguments in order.
    pub sets: Vec<String>,
    /// `--unset key` arguments: keys removed from every layer.
    pub unsets: Vec<String>,
    /// Environment variables (all of them; only `PAPERFIT_*` are read).
    pub env: Vec<(String, String)>,
    pub presets_dir: Option<PathBuf>,
    /// Where `presets_dir` came from (`--presets-dir` or PAPERFIT_PRESETS_DIR), for errors.
    pub presets_dir_origin: Option<Origin>,
    /// The plan is for training with this binary: `auto` ignores a GPU this build cannot use.
    pub for_training: bool,
}

impl LoadOptions {
    pub fn new(experiment: impl Into<PathBuf>, preset: &str) -> Self {
        LoadOptions {
            experiment: experiment.into(),
            preset: preset.to_string(),
            preset_origin: Origin::CommandLine {
                argument: format!("--preset {preset}"),
            },
            sets: Vec::new(),
            unsets: Vec::new(),
            env: Vec::new(),
            presets_dir: None,
            presets_dir_origin: None,
            for_training: false,
        }
    }

    pub fn set(mut self, assignment: &str) -> Self {
        self.sets.push(assignment.to_string());
        self
    }

    pub fn unset(mut self, key: &str) -> Self {
        self.unsets.push(key.to_string());
        self
    }
}

/// Where one resolved value came from.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ValueSource {
    pub value: String,
    /// The layer that set it, or the plan's derivation.
    pub layer: Source,
    /// `file:line:column`, when the value was written in a file.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub location: Option<String>,
}

/// An experiment with all layers applied.
#[derive(Debug, Clone)]
pub struct LoadedExperiment {
    pub path: PathBuf,
    /// The file stem: `dcal_cub`.
    pub name: String,
    pub config: ExperimentConfig,
    /// The experiment as written (defaults and the experiment file only): the paper's recipe,
    /// against which deviations are measured.
    pub reference: ExperimentConfig,
    pub selection: Selection,
    pub preset: Preset,
    pub layers: Vec<Layer>,
    pub figment: Figment,
}

impl LoadedExperiment {
    /// Index and origin of the highest-priority layer that wrote `path`.
    pub(crate) fn writer(&self, path: &str) -> Option<(usize, &KeyLocation)> {
        self.layers
            .iter()
            .enumerate()
            .rev()
            .find_map(|(i, l)| l.keys.get(path).map(|k| (i, k)))
    }

    /// Where `path`'s value (or, when no layer wrote it, its enclosing table) was written, for
    /// resolver errors.
    pub(crate) fn value_origin(&self, path: &str) -> Origin {
        let segments: Vec<String> = path.split('.').map(str::to_string).collect();
        super::errors::nearest(&self.layers, &segments, false)
            .unwrap_or_else(|| Origin::file(&self.path))
    }

    /// The layer name and location of every value that a layer set, from figment's tags.
    pub(crate) fn sources(&self) -> BTreeMap<String, ValueSource> {
        let mut out = BTreeMap::new();
        let Ok(data) = self.figment.data() else {
            return out;
        };
        let Some(dict) = data.get(&figment::Profile::Default) else {
            return out;
        };
        for path in leaf_paths(dict) {
            let Some(value) = super::layers::find(dict, &path) else {
                continue;
            };
            let tag = self
                .figment
                .get_metadata(value.tag())
                .map(|m| m.name.as_ref());
            let Some(layer) = self.layers.iter().find(|l| Some(l.tag.as_str()) == tag) else {
                continue;
            };
            // The defaults' "file" is the binary: no location to point at.
            let location = (layer.source != Source::Defaults)
                .then(|| layer.keys.get(&path))
                .flatten()
                .and_then(|k| match &k.key {
                    Origin::File { .. } => Some(k.key.short()),
                    _ => None,
                });
            out.insert(
                path,
                ValueSource {
                    value: render_value(value),
                    layer: layer.source.clone(),
                    location,
                },
            );
        }
        for layer in self
            .layers
            .iter()
            .filter(|l| matches!(l.source, Source::Unset { .. }))
        {
            for path in layer.keys.keys() {
                let removed = ValueSource {
                    value: "(removed)".into(),
                    layer: layer.source.clone(),
                    location: None,
                };
                out.insert(path.clone(), removed);
            }
        }
        out
    }
}

/// Load an experiment with all its layers.
pub fn load(options: &LoadOptions) -> Result<LoadedExperiment, ConfigError> {
    let path = find_experiment(&options.experiment)?;
    let doc = TomlDocument::read(&path)?;
    let name = path
        .file_stem()
        .and_then(|s| s.to_str())
        .unwrap_or("experiment")
        .to_string();
    let file_origin = Origin::file(&path);

    let catalog = PresetCatalog::discover(
        options.presets_dir.as_deref(),
        options.presets_dir_origin.as_ref(),
    )?;
    let selection = select_preset(options, &catalog)?;
    let preset = catalog
        .get(&selection.name)
        .cloned()
        .expect("selection names a preset of the catalog");

    let preset_tables = experiment_preset_tables(&doc, &catalog)?;
    let defaults_doc = TomlDocument::parse(Path::new("built-in defaults"), DEFAULTS.to_string())?;
    let defaults = Layer::new(
        Source::Defaults,
        super::layers::table_to_dict(&defaults_doc.table),
        defaults_doc.key_origins("", "", None),
        Origin::file("built-in defaults"),
    );
    let experiment = experiment_layer(&doc);

    let mut layers = vec![defaults.clone(), preset.layer(), experiment.clone()];
    if let Some(layer) = preset_tables.get(&selection.name) {
        layers.push(layer.clone());
    }
    layers.extend(env_layers(&options.env)?);
    layers.extend(set_layers(&options.sets)?);
    apply_unsets(&mut layers, &options.unsets, &options.sets)?;
    dedupe_tags(&mut layers);

    let (config, figment) = extract(&layers, &file_origin).map_err(|e| blame_unset(e, &layers))?;
    // Every preset file and per-preset table must be valid, not only the selected one: a typo
    // in [presets.8gb] should not wait until someone has an 8 GB card.
    for other in catalog.presets.iter().filter(|p| p.name != selection.name) {
        let mut check = vec![defaults.clone(), other.layer(), experiment.clone()];
        check.extend(preset_tables.get(&other.name).cloned());
        extract(&check, &file_origin)?;
    }
    let (reference, _) = extract(&[defaults, experiment], &file_origin)?;

    let loaded = LoadedExperiment {
        path,
        name,
        config,
        reference,
        selection,
        preset,
        layers,
        figment,
    };
    check_sources(&loaded)?;
    Ok(loaded)
}

/// The preset the options name, or for `auto` the one the detected GPU holds.
fn select_preset(options: &LoadOptions, catalog: &PresetCatalog) -> Result<Selection, ConfigError> {
    let simulate = gpu::Simulation::from_vars(|var| env_value(&options.env, var));
    catalog.select(&options.preset, options.preset_origin.clone(), || {
        match gpu::detect(&simulate)? {
            // Training needs a GPU this binary can drive; planning for the card is still useful.
            gpu::Detection::Found(g) if options.for_training && !candle_core::utils::cuda_is_available() => {
                Ok(gpu::Detection::NotFound {
                    reason: format!(
                        "{} found, but this paperfit was built without CUDA; build with `--features cuda` to train on it",
                        g.name
                    ),
                })
            }
            gpu::Detection::Found(g) if options.for_training && !g.simulated => {
                let missing = gpu::missing_cuda_libraries();
                if missing.is_empty() {
                    Ok(gpu::Detection::Found(g))
                } else {
                    Ok(gpu::Detection::NotFound {
                        reason: format!("{} found, but {}", g.name, gpu::describe_missing(&missing)),
                    })
                }
            }
            other => Ok(other),
        }
    })
}

fn env_value(env: &[(String, String)], var: &str) -> Option<String> {
    env.iter().find(|(k, _)| k == var).map(|(_, v)| v.clone())
}

fn extract(
    layers: &[Layer],
    fallback: &Origin,
) -> Result<(ExperimentConfig, Figment), ConfigError> {
    let figment = layers
        .iter()
        .fold(Figment::new(), |f, layer| f.merge(layer));
    let config = figment
        .extract::<ExperimentConfig>()
        .map_err(|e| from_figment(e, layers, fallback))?;
    Ok((config, figment))
}

/// Figment tags values by provider metadata; tags must be unique to map a tag to one layer.
fn dedupe_tags(layers: &mut [Layer]) {
    let mut seen: BTreeMap<String, usize> = BTreeMap::new();
    for layer in layers.iter_mut() {
        let n = seen.entry(layer.tag.clone()).or_insert(0);
        *n += 1;
        if *n > 1 {
            layer.tag = format!("{} (#{n})", layer.tag);
        }
    }
}

/// Every `[sources]` key must name a value of the experiment.
fn check_sources(loaded: &LoadedExperiment) -> Result<(), ConfigError> {
    let Ok(data) = loaded.figment.data() else {
        return Ok(());
    };
    let Some(dict) = data.get(&figment::Profile::Default) else {
        return Ok(());
    };
    let mut known: Vec<String> = leaf_paths(dict)
        .into_iter()
        .filter(|p| !p.starts_with("sources."))
        .collect();
    // Tables (e.g. `paper.schedule`) may be annotated as a whole.
    let tables: Vec<String> = known
        .iter()
        .flat_map(|p| {
            let parts: Vec<&str> = p.split('.').collect();
            (1..parts.len()).map(move |n| parts[..n].join("."))
        })
        .collect();
    known.extend(tables);
    // A key removed by `--unset` is still the paper's value that its note describes.
    for layer in &loaded.layers {
        if matches!(layer.source, Source::Unset { .. }) {
            known.extend(layer.keys.keys().cloned());
        }
    }
    for key in loaded.config.sources.keys() {
        if !known.iter().any(|k| k == key) {
            let origin = locate(&loaded.layers, &format!("sources.{key}"))
                .map(|(_, k)| k.key.clone())
                .unwrap_or_else(|| Origin::file(&loaded.path));
            return Err(ConfigError::new(format!("[sources] names `{key}`, which is not a value of this experiment"))
                .key(format!("sources.\"{key}\""))
                .origin(origin)
                .expected("the dotted path of a key set in the experiment, e.g. \"paper.schedule.warmup_epochs\"")
                .maybe_help(did_you_mean(key, known.iter().map(String::as_str))));
        }
    }
    Ok(())
}
