//! The loader: reads an experiment, picks a preset, stacks the layers
//! (built-in defaults < preset file < experiment < the experiment's `[presets.<name>]` table
//! < environment < `--set`) and extracts one [`ExperimentConfig`], remembering for every value
//! which layer set it.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use figment::value::{Dict, Value};
use figment::{Figment, Provider};
use serde::{Deserialize, Serialize};

use super::errors::{from_figment, locate};
use super::layers::{
    check_key_path, leaf_paths, nest, parse_cli_value, render_value, to_figment, KeyLocation,
    Layer, TomlDocument,
};
use super::presets::{Preset, PresetCatalog, Selection};
use super::schema::{section_fields, ExperimentConfig};
use super::source::Source;
use crate::error::{did_you_mean, ConfigError, Origin};
use crate::gpu;

/// Environment variables that steer paperfit itself rather than set configuration keys.
pub const ENV_PRESET: &str = "PAPERFIT_PRESET";
pub const ENV_PRESETS_DIR: &str = "PAPERFIT_PRESETS_DIR";
const ENV_PREFIX: &str = "PAPERFIT_";
const CONTROL_VARS: &[&str] = &[
    ENV_PRESET,
    ENV_PRESETS_DIR,
    gpu::SIMULATE_ENV,
    ENV_FAULT_OOM,
    ENV_FAULT_NONFINITE,
];
/// Fault injection for the trainer's recovery paths (read by `paperfit train`).
pub const ENV_FAULT_OOM: &str = "PAPERFIT_FAULT_OOM_AT_STEP";
pub const ENV_FAULT_NONFINITE: &str = "PAPERFIT_FAULT_NONFINITE_GRAD_AT_STEP";

/// Sections a key may live in, for `--set` and environment variables.
const SECTIONS: &[&str] = &["paper", "model", "data", "train", "sources"];

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
    pub fn writer(&self, path: &str) -> Option<(usize, &KeyLocation)> {
        self.layers
            .iter()
            .enumerate()
            .rev()
            .find_map(|(i, l)| l.keys.get(path).map(|k| (i, k)))
    }

    /// Where `path`'s value (or, when no layer wrote it, its enclosing table) was written, for
    /// resolver errors.
    pub fn value_origin(&self, path: &str) -> Origin {
        let segments: Vec<String> = path.split('.').map(str::to_string).collect();
        super::errors::nearest(&self.layers, &segments, false)
            .unwrap_or_else(|| Origin::file(&self.path))
    }

    /// The layer name and location of every value that a layer set, from figment's tags.
    pub fn sources(&self) -> BTreeMap<String, ValueSource> {
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
        out
    }
}

/// Find the experiment file: a path, or a bare name looked up in `experiments/`.
pub fn find_experiment(given: &Path) -> Result<PathBuf, ConfigError> {
    if given.is_file() {
        return Ok(given.to_path_buf());
    }
    let bare = given.components().count() == 1 && given.extension().is_none();
    if bare {
        let candidate = Path::new("experiments").join(given).with_extension("toml");
        if candidate.is_file() {
            return Ok(candidate);
        }
    }
    let dir = match given.parent() {
        _ if bare => Path::new("experiments"),
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    };
    let stems: Vec<String> = std::fs::read_dir(dir)
        .map(|rd| {
            rd.filter_map(|e| e.ok())
                .filter_map(|e| {
                    let p = e.path();
                    (p.extension()? == "toml")
                        .then(|| p.file_name()?.to_str().map(str::to_string))?
                })
                .collect()
        })
        .unwrap_or_default();
    let wanted = given
        .file_name()
        .and_then(|s| s.to_str())
        .unwrap_or_default()
        .to_string();
    let wanted_file = if wanted.ends_with(".toml") {
        wanted.clone()
    } else {
        format!("{wanted}.toml")
    };
    let reason = if given.exists() {
        "it is not a file"
    } else {
        "no such file"
    };
    let help = did_you_mean(&wanted_file, stems.iter().map(String::as_str))
        .map(|h| {
            h.replace('`', "")
                .replace(
                    "did you mean ",
                    &format!("did you mean `{}/", dir.display()),
                )
                .replace('?', "`?")
        })
        .or_else(|| {
            (!stems.is_empty())
                .then(|| format!("experiments in {}: {}", dir.display(), stems.join(", ")))
        });
    Err(ConfigError::new(format!(
        "cannot read experiment {}: {reason}",
        given.display()
    ))
    .origin(Origin::file(given))
    .maybe_help(help))
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
    let simulate = env_value(&options.env, gpu::SIMULATE_ENV);
    let selection = catalog.select(&options.preset, options.preset_origin.clone(), || {
        match gpu::detect(simulate.as_deref())? {
            // Training needs a GPU this binary can drive; planning for the card is still useful.
            gpu::Detection::Found(g) if options.for_training && !candle_core::utils::cuda_is_available() => {
                Ok(gpu::Detection::NotFound {
                    reason: format!(
                        "{} found, but this paperfit was built without CUDA; build with `--features cuda` to train on it",
                        g.name
                    ),
                })
            }
            other => Ok(other),
        }
    })?;
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
    dedupe_tags(&mut layers);

    let (config, figment) = extract(&layers, &file_origin)?;

    // Every preset file and per-preset table must be valid, not only the selected one: a typo
    // in [presets.8gb] should not wait until someone has an 8 GB card.
    for other in &catalog.presets {
        if other.name == selection.name {
            continue;
        }
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

/// The experiment file minus its `[presets]` tables.
fn experiment_layer(doc: &TomlDocument) -> Layer {
    let mut table = doc.table.clone();
    table.remove("presets");
    let mut keys = doc.key_origins("", "", None);
    keys.retain(|k, _| k != "presets" && !k.starts_with("presets."));
    Layer::new(
        Source::Experiment {
            path: doc.path.clone(),
        },
        super::layers::table_to_dict(&table),
        keys,
        Origin::file(&doc.path),
    )
}

/// One layer per `[presets.<name>]` table. Keys of the table are `[train]` keys; the
/// sub-tables `model`, `data` and `paper` change the model, the data or the recipe (always a
/// deviation).
fn experiment_preset_tables(
    doc: &TomlDocument,
    catalog: &PresetCatalog,
) -> Result<BTreeMap<String, Layer>, ConfigError> {
    let mut out = BTreeMap::new();
    let Some(presets) = doc.table.get("presets") else {
        return Ok(out);
    };
    let key_origin = |path: &str| {
        doc.spans
            .get(path)
            .map(|(k, _)| doc.origin_at(k.start, None))
            .unwrap_or_else(|| Origin::file(&doc.path))
    };
    let toml::Value::Table(presets) = presets else {
        return Err(
            ConfigError::new("`presets` must be a table of per-preset tables")
                .key("presets")
                .origin(key_origin("presets"))
                .expected("[presets.<name>] tables, e.g. [presets.16gb]"),
        );
    };
    for (preset_name, table) in presets {
        let table_path = format!("presets.{preset_name}");
        if catalog.get(preset_name).is_none() {
            return Err(ConfigError::new(format!(
                "[presets.{preset_name}] names a preset that does not exist"
            ))
            .key(table_path.clone())
            .origin(key_origin(&table_path))
            .expected(format!(
                "one of {}",
                catalog.names().collect::<Vec<_>>().join(", ")
            ))
            .maybe_help(did_you_mean(preset_name, catalog.names())));
        }
        let toml::Value::Table(table) = table else {
            return Err(ConfigError::new(format!("`{table_path}` must be a table"))
                .key(table_path.clone())
                .origin(key_origin(&table_path))
                .expected(format!(
                    "[{table_path}] with [train] keys such as micro_batch"
                )));
        };
        let context = format!("[{table_path}]");
        let mut dict = Dict::new();
        let mut keys = BTreeMap::new();
        let mut train = Dict::new();
        for (key, value) in table {
            let key_path = format!("{table_path}.{key}");
            match (key.as_str(), value) {
                // A GPU-size table may change the recipe where a published setting does (a
                // smaller episode on 8 GB): the plan lists every such change as a deviation.
                ("model" | "data" | "paper", toml::Value::Table(_)) => {
                    dict.insert(key.clone(), to_figment(value));
                    keys.extend(doc.key_origins(&key_path, key, Some(&context)));
                }
                ("train", _) => {
                    return Err(ConfigError::new(format!(
                        "write [train] keys directly in {context}, not in a nested [train] table"
                    ))
                    .key(key_path.clone())
                    .origin(key_origin(&key_path))
                    .help(format!("e.g. [{table_path}] micro_batch = 4")));
                }
                _ => {
                    train.insert(key.clone(), to_figment(value));
                    keys.extend(doc.key_origins(
                        &key_path,
                        &format!("train.{key}"),
                        Some(&context),
                    ));
                    if let Some((k, v)) = doc.spans.get(&key_path) {
                        keys.insert(
                            format!("train.{key}"),
                            KeyLocation {
                                key: doc.origin_at(k.start, Some(&context)),
                                value: doc.origin_at(v.start, Some(&context)),
                            },
                        );
                    }
                }
            }
        }
        if !train.is_empty() {
            dict.insert("train".into(), Value::from(train));
        }
        out.insert(
            preset_name.clone(),
            Layer::new(
                Source::ExperimentPreset {
                    preset: preset_name.clone(),
                    experiment: doc.path.clone(),
                },
                dict,
                keys,
                key_origin(&table_path),
            ),
        );
    }
    Ok(out)
}

/// "did you mean `train.micro_batch`?" for a key written without its section.
fn section_hint(segments: &[String]) -> Option<String> {
    let field = segments.first()?;
    let sections = section_fields();
    sections
        .iter()
        .find(|(_, fields)| fields.contains(&field.as_str()))
        .map(|(section, _)| format!("did you mean `{section}.{}`?", segments.join(".")))
        .or_else(|| did_you_mean(field, SECTIONS.iter().copied()))
}

/// The configuration variable closest to `rest` (the part after `PAPERFIT_`), comparing
/// against every `SECTION__KEY` of the schema: `TRAIN_MICRO_BATCH` and `TRIAN__MICRO_BATCH`
/// both find `PAPERFIT_TRAIN__MICRO_BATCH`; a bare `MICRO_BATCH` finds it by key name.
fn env_suggestion(rest: &str) -> Option<String> {
    let sections = section_fields();
    let lower = rest.to_ascii_lowercase();
    let candidates: Vec<String> = sections
        .iter()
        .flat_map(|(s, fields)| fields.iter().map(move |f| format!("{s}__{f}")))
        .collect();
    let by_key = sections.iter().find_map(|(s, fields)| {
        fields
            .contains(&lower.as_str())
            .then(|| format!("{s}__{lower}"))
    });
    by_key
        .or_else(|| {
            crate::error::closest(&lower, candidates.iter().map(String::as_str)).map(str::to_string)
        })
        .map(|c| format!("{ENV_PREFIX}{}", c.to_ascii_uppercase()))
}

fn env_layers(env: &[(String, String)]) -> Result<Vec<Layer>, ConfigError> {
    let mut vars: Vec<&(String, String)> = env
        .iter()
        .filter(|(k, _)| k.starts_with(ENV_PREFIX) && !CONTROL_VARS.contains(&k.as_str()))
        .collect();
    vars.sort();
    let mut layers = Vec::new();
    for (var, raw) in vars {
        let origin = Origin::Env {
            var: var.clone(),
            value: raw.clone(),
        };
        let rest = &var[ENV_PREFIX.len()..];
        let segments: Vec<String> = rest.split("__").map(|s| s.to_ascii_lowercase()).collect();
        let dotted = segments.join(".");
        let section_ok = segments.len() >= 2 && SECTIONS.contains(&segments[0].as_str());
        if !section_ok || check_key_path(&dotted).is_err() {
            let help = env_suggestion(rest)
                .map(|name| format!("did you mean `{name}`?"))
                .unwrap_or_else(|| {
                    format!(
                        "configuration variables are {ENV_PREFIX}<SECTION>__<KEY>, e.g. {ENV_PREFIX}TRAIN__MICRO_BATCH; other variables: {}",
                        CONTROL_VARS.join(", ")
                    )
                });
            return Err(
                ConfigError::new(format!("unknown paperfit environment variable {var}"))
                    .origin(origin)
                    .expected(format!(
                    "{ENV_PREFIX}<SECTION>__<KEY> with SECTION one of PAPER, MODEL, DATA, TRAIN"
                ))
                    .help(help),
            );
        }
        let value = parse_cli_value(raw).map_err(|why| {
            ConfigError::new(format!("cannot read the value of {var}: {why}"))
                .key(dotted.clone())
                .origin(origin.clone())
                .expected("a TOML value: 4, 1e-5, true, \"text\", [256, 128]")
        })?;
        layers.push(single_key_layer(
            Source::Env { var: var.clone() },
            &segments,
            &value,
            origin,
        ));
    }
    Ok(layers)
}

fn set_layers(sets: &[String]) -> Result<Vec<Layer>, ConfigError> {
    let mut layers = Vec::new();
    for assignment in sets {
        let origin = Origin::CommandLine {
            argument: format!("--set {assignment}"),
        };
        let expected = "--set <section>.<key>=<value>, e.g. --set train.micro_batch=4";
        let Some((key, raw)) = assignment.split_once('=') else {
            return Err(ConfigError::new(format!("`--set {assignment}` has no `=`"))
                .origin(origin)
                .expected(expected));
        };
        let key = key.trim();
        let segments = check_key_path(key).map_err(|why| {
            ConfigError::new(format!("bad key in `--set {assignment}`: {why}"))
                .origin(origin.clone())
                .expected(expected)
        })?;
        if segments[0] == "presets" {
            return Err(ConfigError::new("--set cannot change per-preset tables")
                .key(key)
                .origin(origin)
                .help("set the [train] key itself (e.g. --set train.micro_batch=4): it applies to the preset this run uses"));
        }
        if SECTIONS.contains(&segments[0].as_str()) && segments.len() < 2 {
            return Err(ConfigError::new(format!(
                "`--set {assignment}` names the section [{key}], not a key in it"
            ))
            .key(key)
            .origin(origin)
            .expected(format!(
                "--set {key}.<key>=<value>, e.g. --set train.micro_batch=4"
            )));
        }
        if !SECTIONS.contains(&segments[0].as_str()) {
            return Err(
                ConfigError::new(format!("`{key}` does not start with a section"))
                    .key(key)
                    .origin(origin)
                    .expected(format!(
                        "a dotted key starting with one of {}",
                        SECTIONS.join(", ")
                    ))
                    .maybe_help(section_hint(&segments)),
            );
        }
        let value = parse_cli_value(raw).map_err(|why| {
            ConfigError::new(format!("bad value in `--set {assignment}`: {why}"))
                .key(key)
                .origin(origin.clone())
                .expected("a TOML value: 4, 1e-5, true, \"text\", [256, 128]")
        })?;
        layers.push(single_key_layer(
            Source::CommandLine {
                assignment: assignment.clone(),
            },
            &segments,
            &value,
            origin,
        ));
    }
    Ok(layers)
}

/// A layer that sets one dotted key (an environment variable or a `--set`). It "writes" every
/// prefix of its key (`a`, `a.b`, `a.b.c`), so errors about the enclosing tables point at it too.
fn single_key_layer(
    source: Source,
    segments: &[String],
    value: &toml::Value,
    origin: Origin,
) -> Layer {
    let location = KeyLocation {
        key: origin.clone(),
        value: origin.clone(),
    };
    Layer::new(
        source,
        nest(segments, to_figment(value)),
        (1..=segments.len())
            .map(|n| (segments[..n].join("."), location.clone()))
            .collect(),
        origin,
    )
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
