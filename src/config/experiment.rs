//! The experiment file: found by path or by name (in `./experiments`, else built in), the
//! experiments it `extends`, and each read as its layers (the file itself, and one layer per
//! `[presets.<name>]` table).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use figment::value::{Dict, Value};

use super::layers::{to_figment, KeyLocation, Layer, TomlDocument};
use super::presets::PresetCatalog;
use super::shipped;
use crate::config::suggest::did_you_mean;
use crate::error::{ConfigError, Origin};

/// An experiment file as read: its document, and the folder its relative paths (`data.root`,
/// `extends`) are read from.
#[derive(Debug, Clone)]
pub(crate) struct ExperimentFile {
    pub doc: TomlDocument,
    pub base: PathBuf,
}

impl ExperimentFile {
    fn read(path: &Path) -> Result<Self, ConfigError> {
        let base = match path.parent() {
            Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
            _ => PathBuf::from("."),
        };
        Ok(ExperimentFile {
            doc: TomlDocument::read(path)?,
            base,
        })
    }

    /// A bare name: `<dir>/<name>.toml` in each of `dirs`, else the built-in experiment.
    fn by_name(name: &str, dirs: &[&Path]) -> Option<Result<Self, ConfigError>> {
        for dir in dirs {
            let candidate = dir.join(name).with_extension("toml");
            if candidate.is_file() {
                return Some(Self::read(&candidate));
            }
        }
        let doc = shipped::builtin_document(name)?;
        Some(doc.map(|doc| ExperimentFile {
            doc,
            base: PathBuf::from(shipped::EXPERIMENTS_DIR),
        }))
    }
}

fn is_bare(given: &Path) -> bool {
    given.components().count() == 1 && given.extension().is_none()
}

/// Read the experiment: a path, or a bare name looked up in `./experiments`, then among the
/// built-in experiments.
pub(crate) fn open_experiment(given: &Path) -> Result<ExperimentFile, ConfigError> {
    if given.is_file() {
        return ExperimentFile::read(given);
    }
    let bare = is_bare(given);
    if bare {
        let name = given.to_string_lossy();
        if let Some(file) = ExperimentFile::by_name(&name, &[Path::new(shipped::EXPERIMENTS_DIR)]) {
            return file;
        }
    }
    let dir = match given.parent() {
        _ if bare => Path::new(shipped::EXPERIMENTS_DIR),
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    };
    let mut stems: Vec<String> = std::fs::read_dir(dir)
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
    if bare {
        for name in shipped::builtin_names() {
            let file = format!("{name}.toml");
            if !stems.contains(&file) {
                stems.push(file);
            }
        }
    }
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

/// The experiments `file` extends, the furthest first (`extends = "dcal_cub"`: a name beside
/// the file, in `./experiments` or built in; or a path relative to the file's folder). A name
/// that finds nothing and a chain that comes back to a file are errors at the `extends` key.
pub(crate) fn ancestors(file: &ExperimentFile) -> Result<Vec<ExperimentFile>, ConfigError> {
    let mut chain: Vec<ExperimentFile> = Vec::new();
    let mut seen = vec![identity(&file.doc.path)];
    let mut current = file.clone();
    while let Some(value) = current.doc.table.get("extends") {
        let origin = value_origin(&current.doc, "extends");
        let Some(name) = value.as_str() else {
            return Err(ConfigError::new("`extends` must be a string")
                .key("extends")
                .origin(origin)
                .expected("the name of an experiment (\"dcal_cub\") or the path of its file"));
        };
        let parent = extended(&current, name).map_err(|e| e.origin(origin.clone()))?;
        let id = identity(&parent.doc.path);
        if seen.contains(&id) {
            let mut names: Vec<String> = seen.iter().map(|p| p.display().to_string()).collect();
            names.push(id.display().to_string());
            return Err(ConfigError::new(format!(
                "`extends` makes a cycle: {}",
                names.join(" extends ")
            ))
            .key("extends")
            .origin(origin)
            .expected("a chain of experiments that ends at one without `extends`")
            .help("remove `extends` from one of them"));
        }
        seen.push(id);
        chain.push(parent.clone());
        current = parent;
    }
    chain.reverse();
    Ok(chain)
}

/// The experiment `name` names, from `file`'s point of view.
fn extended(file: &ExperimentFile, name: &str) -> Result<ExperimentFile, ConfigError> {
    let given = Path::new(name);
    if !is_bare(given) {
        let path = file.base.join(given);
        if path.is_file() {
            return ExperimentFile::read(&path);
        }
        return Err(ConfigError::new(format!(
            "`extends` names {}, which is not a file",
            path.display()
        ))
        .key("extends")
        .expected("the path of an experiment file, relative to this file's folder"));
    }
    let dirs = [file.base.as_path(), Path::new(shipped::EXPERIMENTS_DIR)];
    if let Some(found) = ExperimentFile::by_name(name, &dirs) {
        return found;
    }
    Err(
        ConfigError::new(format!("`extends` names `{name}`, which is no experiment"))
            .key("extends")
            .expected(format!(
                "an experiment in {} or {}, or a built-in one: {}",
                file.base.display(),
                shipped::EXPERIMENTS_DIR,
                shipped::builtin_names().collect::<Vec<_>>().join(", ")
            ))
            .maybe_help(did_you_mean(name, shipped::builtin_names())),
    )
}

/// What tells two experiment files apart: the canonical path, or a built-in one's name.
fn identity(path: &Path) -> PathBuf {
    path.canonicalize().unwrap_or_else(|_| path.to_path_buf())
}

/// Where the value of `path` is written in `doc`.
fn value_origin(doc: &TomlDocument, path: &str) -> Origin {
    doc.spans
        .get(path)
        .map(|(_, v)| doc.origin_at(v.start, None))
        .unwrap_or_else(|| Origin::file(&doc.path))
}

/// `data.root` as the run reads it: `~` at its start is the home directory; a relative root
/// written in an experiment file is relative to that file's folder (`base`), one from the
/// environment or the command line (`base` None) to the current directory.
pub(crate) fn resolve_root(root: &Path, base: Option<&Path>, home: Option<&Path>) -> PathBuf {
    let expanded = match (root.strip_prefix("~"), home) {
        (Ok(rest), Some(home)) => home.join(rest),
        _ => root.to_path_buf(),
    };
    match base {
        Some(base) if expanded.is_relative() => normalize(&base.join(expanded)),
        _ => expanded,
    }
}

/// `a/../b` as `b` and `./a` as `a`, without reading the file system.
fn normalize(path: &Path) -> PathBuf {
    use std::path::Component;
    let mut out: Vec<Component> = Vec::new();
    for c in path.components() {
        match c {
            Component::CurDir => {}
            Component::ParentDir if matches!(out.last(), Some(Component::Normal(_))) => {
                out.pop();
            }
            other => out.push(other),
        }
    }
    if out.is_empty() {
        return PathBuf::from(".");
    }
    out.iter().collect()
}

/// The experiment file minus its `[presets]` tables.
pub(super) fn experiment_layer(doc: &TomlDocument) -> Layer {
    let mut table = doc.table.clone();
    table.remove("presets");
    let mut keys = doc.key_origins("", "", None);
    keys.retain(|k, _| k != "presets" && !k.starts_with("presets."));
    Layer::new(
        Origin::Experiment {
            path: doc.path.clone(),
        },
        super::layers::table_to_dict(&table),
        keys,
    )
}

/// One layer per `[presets.<name>]` table. Keys of the table are `[train]` keys; the
/// sub-tables `model`, `data` and `paper` change the model, the data or the recipe (always a
/// deviation).
pub(super) fn experiment_preset_tables(
    doc: &TomlDocument,
    catalog: &PresetCatalog,
) -> Result<BTreeMap<String, Layer>, ConfigError> {
    let mut out = BTreeMap::new();
    let Some(presets) = doc.table.get("presets") else {
        return Ok(out);
    };
    let toml::Value::Table(presets) = presets else {
        return Err(
            ConfigError::new("`presets` must be a table of per-preset tables")
                .key("presets")
                .origin(key_origin(doc, "presets"))
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
            .origin(key_origin(doc, &table_path))
            .expected(format!(
                "one of {}",
                catalog.names().collect::<Vec<_>>().join(", ")
            ))
            .maybe_help(did_you_mean(preset_name, catalog.names())));
        }
        let toml::Value::Table(table) = table else {
            return Err(ConfigError::new(format!("`{table_path}` must be a table"))
                .key(table_path.clone())
                .origin(key_origin(doc, &table_path))
                .expected(format!(
                    "[{table_path}] with [train] keys such as micro_batch"
                )));
        };
        out.insert(
            preset_name.clone(),
            preset_table_layer(doc, preset_name, table)?,
        );
    }
    Ok(out)
}

/// Where `path` is written in the experiment file (the file itself when it is not).
fn key_origin(doc: &TomlDocument, path: &str) -> Origin {
    doc.spans
        .get(path)
        .map(|(k, _)| doc.origin_at(k.start, None))
        .unwrap_or_else(|| Origin::file(&doc.path))
}

/// The layer of `[presets.<preset>]`: its keys are `[train]` keys, its `model`, `data` and
/// `paper` tables change those sections.
fn preset_table_layer(
    doc: &TomlDocument,
    preset: &str,
    table: &toml::Table,
) -> Result<Layer, ConfigError> {
    let table_path = format!("presets.{preset}");
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
                .origin(key_origin(doc, &key_path))
                .help(format!("e.g. [{table_path}] micro_batch = 4")));
            }
            _ => {
                train.insert(key.clone(), to_figment(value));
                let train_key = format!("train.{key}");
                keys.extend(doc.key_origins(&key_path, &train_key, Some(&context)));
                if let Some((k, v)) = doc.spans.get(&key_path) {
                    let location = KeyLocation {
                        key: doc.origin_at(k.start, Some(&context)),
                        value: doc.origin_at(v.start, Some(&context)),
                    };
                    keys.insert(train_key, location);
                }
            }
        }
    }
    if !train.is_empty() {
        dict.insert("train".into(), Value::from(train));
    }
    let source = Origin::ExperimentPreset {
        preset: preset.to_string(),
        experiment: doc.path.clone(),
    };
    Ok(Layer::new(source, dict, keys))
}
