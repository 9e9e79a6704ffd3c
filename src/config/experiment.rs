//! The experiment file: found by path or by name, and read as its layers (the file itself,
//! and one layer per `[presets.<name>]` table).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use figment::value::{Dict, Value};

use super::layers::{to_figment, KeyLocation, Layer, TomlDocument};
use super::presets::PresetCatalog;
use super::source::Source;
use crate::config::suggest::did_you_mean;
use crate::error::{ConfigError, Origin};

/// Find the experiment file: a path, or a bare name looked up in `experiments/`.
pub(crate) fn find_experiment(given: &Path) -> Result<PathBuf, ConfigError> {
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

/// The experiment file minus its `[presets]` tables.
pub(super) fn experiment_layer(doc: &TomlDocument) -> Layer {
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
    let source = Source::ExperimentPreset {
        preset: preset.to_string(),
        experiment: doc.path.clone(),
    };
    Ok(Layer::new(source, dict, keys, key_origin(doc, &table_path)))
}
