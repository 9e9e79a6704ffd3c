//! The loader: reads an experiment, picks a preset, stacks the layers
//! (built-in defaults < preset file < experiment < the experiment's `[presets.<name>]` table
//! < environment < `--set`) and extracts one [`ExperimentConfig`], remembering for every value
//! which layer set it.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use figment::{Figment, Provider};
use serde::{Deserialize, Serialize};

use super::errors::{from_figment, locate};
use super::experiment::{
    ancestors, experiment_layer, experiment_preset_tables, open_experiment, resolve_root,
    ExperimentFile,
};
use super::layers::{leaf_paths, render_value, KeyLocation, Layer, TomlDocument};
use super::overrides::{apply_unsets, blame_unset, env_layers, set_layers};
use super::presets::{Preset, PresetCatalog, Selection};
use super::schema::ExperimentConfig;
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
    pub layer: Origin,
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
    /// The execution paths the environment asks for, and where each came from.
    pub(crate) execution: (super::ExecutionPaths, [super::execution::PathSetting; 3]),
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
            let location = (layer.source != Origin::Defaults)
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
            .filter(|l| matches!(l.source, Origin::Unset { .. }))
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
    let file = open_experiment(&options.experiment)?;
    let files: Vec<ExperimentFile> = ancestors(&file)?.into_iter().chain([file]).collect();
    let path = files[files.len() - 1].doc.path.clone();
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

    // Each file's layer and per-preset tables, the experiments it extends first: a file
    // overrides what it inherits, its per-preset table what its own file says.
    let experiments = files
        .iter()
        .map(|f| {
            Ok((
                experiment_layer(&f.doc),
                experiment_preset_tables(&f.doc, &catalog)?,
            ))
        })
        .collect::<Result<Vec<_>, ConfigError>>()?;
    let files_for = |preset_name: &str| -> Vec<Layer> {
        experiments
            .iter()
            .flat_map(|(layer, tables)| [Some(layer.clone()), tables.get(preset_name).cloned()])
            .flatten()
            .collect()
    };
    let defaults = defaults_layer()?;

    let mut layers = vec![defaults.clone(), preset.layer()];
    layers.extend(files_for(&selection.name));
    layers.extend(env_layers(&options.env)?);
    layers.extend(set_layers(&options.sets)?);
    apply_unsets(&mut layers, &options.unsets, &options.sets)?;
    dedupe_tags(&mut layers);

    let (mut config, figment) =
        extract(&layers, &file_origin).map_err(|e| blame_unset(e, &layers))?;
    // Every preset file and per-preset table must be valid, not only the selected one: a typo
    // in [presets.8gb] should not wait until someone has an 8 GB card.
    for other in catalog.presets.iter().filter(|p| p.name != selection.name) {
        let mut check = vec![defaults.clone(), other.layer()];
        check.extend(files_for(&other.name));
        extract(&check, &file_origin)?;
    }
    let written: Vec<Layer> = [defaults]
        .into_iter()
        .chain(experiments.iter().map(|(layer, _)| layer.clone()))
        .collect();
    let (mut reference, _) = extract(&written, &file_origin)?;
    let home = env_value(&options.env, "HOME").map(PathBuf::from);
    resolve_data_root(&mut config, &layers, &files, home.as_deref());
    resolve_data_root(&mut reference, &written, &files, home.as_deref());

    let loaded = LoadedExperiment {
        path,
        name,
        config,
        reference,
        selection,
        preset,
        layers,
        figment,
        execution: super::ExecutionPaths::from_env(&options.env)?,
    };
    check_sources(&loaded)?;
    Ok(loaded)
}

/// The built-in defaults every experiment starts from.
fn defaults_layer() -> Result<Layer, ConfigError> {
    let doc = TomlDocument::parse(Path::new("built-in defaults"), DEFAULTS.to_string())?;
    Ok(Layer::new(
        Origin::Defaults,
        super::layers::table_to_dict(&doc.table),
        doc.key_origins("", "", None),
    ))
}

/// `data.root` resolved where it was written: relative to the folder of the experiment file
/// that set it, to the current directory when the environment or the command line did; `~`
/// expanded.
fn resolve_data_root(
    config: &mut ExperimentConfig,
    layers: &[Layer],
    files: &[ExperimentFile],
    home: Option<&Path>,
) {
    let Some(root) = config.data.root.as_deref() else {
        return;
    };
    let writer = layers
        .iter()
        .rev()
        .find(|l| l.keys.contains_key("data.root"));
    let file = match writer.map(|l| &l.source) {
        Some(Origin::Experiment { path }) => Some(path),
        Some(Origin::ExperimentPreset { experiment, .. }) => Some(experiment),
        _ => None,
    };
    let base = file.and_then(|p| {
        files
            .iter()
            .find(|f| &f.doc.path == p)
            .map(|f| f.base.as_path())
    });
    config.data.root = Some(resolve_root(root, base, home));
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
        if matches!(layer.source, Origin::Unset { .. }) {
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
