//! Layers for one run: each `PAPERFIT_<SECTION>__<KEY>` environment variable and each
//! `--set key=value`, checked for a known section and a TOML value, with suggestions for keys
//! written without their section or variables spelt wrong; and each `--unset key`, which
//! removes a key from every layer below it.

use std::collections::BTreeMap;

use figment::value::{Dict, Value};

use super::layers::{
    check_key_path, leaf_paths, nest, parse_cli_value, to_figment, KeyLocation, Layer,
};
use super::schema::section_fields;
use crate::config::suggest::did_you_mean;
use crate::error::{ConfigError, Origin};
use crate::gpu;

/// Environment variables that steer paperfit itself rather than set configuration keys.
pub(crate) const ENV_PRESET: &str = "PAPERFIT_PRESET";
pub(crate) const ENV_PRESETS_DIR: &str = "PAPERFIT_PRESETS_DIR";
/// Fault injection for the trainer's recovery paths (read by `paperfit train`).
pub(crate) const ENV_FAULT_OOM: &str = "PAPERFIT_FAULT_OOM_AT_STEP";
pub(crate) const ENV_FAULT_OOM_IN_UPDATE: &str = "PAPERFIT_FAULT_OOM_IN_UPDATE_AT_STEP";
pub(crate) const ENV_FAULT_OOM_AFTER_UPDATE: &str = "PAPERFIT_FAULT_OOM_AFTER_UPDATE_AT_STEP";
pub(crate) const ENV_FAULT_NONFINITE: &str = "PAPERFIT_FAULT_NONFINITE_GRAD_AT_STEP";
/// Fault injection for the run directory's writers: the process killed mid-write.
pub(crate) const ENV_FAULT_KILL_WRITING: &str = "PAPERFIT_FAULT_KILL_WRITING";
/// The Python with torch that `paperfit bench` and the test suite compare against.
pub(crate) const ENV_PYTHON: &str = "PAPERFIT_PYTHON";
/// Read by the test suite only: a test that needs an optional component fails instead of
/// skipping when it is missing.
pub(crate) const ENV_TEST_STRICT: &str = "PAPERFIT_TEST_STRICT";
/// Read by the test suite only: a CUDA build of paperfit for the tests that run one.
pub(crate) const ENV_TEST_CUDA_BINARY: &str = "PAPERFIT_CUDA_BINARY";

/// Variables with this prefix are paperfit's: configuration keys, or the control variables.
const ENV_PREFIX: &str = "PAPERFIT_";
/// Environment variables that steer paperfit itself rather than set configuration keys.
const CONTROL_VARS: &[&str] = &[
    ENV_PRESET,
    ENV_PRESETS_DIR,
    gpu::SIMULATE_ENV,
    gpu::SIMULATE_CAPABILITY_ENV,
    ENV_FAULT_OOM,
    ENV_FAULT_OOM_IN_UPDATE,
    ENV_FAULT_OOM_AFTER_UPDATE,
    ENV_FAULT_NONFINITE,
    ENV_FAULT_KILL_WRITING,
    ENV_PYTHON,
    ENV_TEST_STRICT,
    ENV_TEST_CUDA_BINARY,
    paperfit_kernels::conv::LOG_CUDNN_ENV,
    paperfit_kernels::attention::ATTENTION_ENV,
    paperfit_kernels::conv::CUDNN_PATH_ENV,
    paperfit_kernels::matmul::LINEAR_ENV,
    paperfit_kernels::matmul::LOG_CUBLASLT_ENV,
];

/// The variables among `env` that shape a new run's plan: configuration keys, the preset and
/// the preset folder, a simulated GPU (what `train --resume`, which trains the run's own plan,
/// does not read).
pub(crate) fn plan_vars(env: &[(String, String)]) -> Vec<(String, String)> {
    let steering = [
        ENV_PRESET,
        ENV_PRESETS_DIR,
        gpu::SIMULATE_ENV,
        gpu::SIMULATE_CAPABILITY_ENV,
    ];
    let mut vars: Vec<(String, String)> = env
        .iter()
        .filter(|(k, _)| {
            k.starts_with(ENV_PREFIX)
                && (!CONTROL_VARS.contains(&k.as_str()) || steering.contains(&k.as_str()))
        })
        .cloned()
        .collect();
    vars.sort();
    vars
}

/// Sections a key may live in, for `--set` and environment variables.
const SECTIONS: &[&str] = &["paper", "model", "data", "train", "sources"];

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
            crate::config::suggest::closest(&lower, candidates.iter().map(String::as_str))
                .map(str::to_string)
        })
        .map(|c| format!("{ENV_PREFIX}{}", c.to_ascii_uppercase()))
}

pub(super) fn env_layers(env: &[(String, String)]) -> Result<Vec<Layer>, ConfigError> {
    let mut vars: Vec<&(String, String)> = env
        .iter()
        .filter(|(k, _)| k.starts_with(ENV_PREFIX) && !CONTROL_VARS.contains(&k.as_str()))
        .collect();
    vars.sort();
    let mut layers = Vec::new();
    for (var, raw) in vars {
        let origin = Origin::Env {
            var: var.clone(),
            value: Some(raw.clone()),
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
                    "{ENV_PREFIX}<SECTION>__<KEY> with SECTION one of PAPER, MODEL, DATA, TRAIN, SOURCES"
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
        let source = Origin::Env {
            var: var.clone(),
            value: None,
        };
        layers.push(single_key_layer(source, &segments, &value, origin));
    }
    Ok(layers)
}

pub(super) fn set_layers(sets: &[String]) -> Result<Vec<Layer>, ConfigError> {
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
        layers.push(single_key_layer(origin.clone(), &segments, &value, origin));
    }
    Ok(layers)
}

/// A layer that sets one dotted key (an environment variable or a `--set`). It "writes" every
/// prefix of its key (`a`, `a.b`, `a.b.c`), so errors about the enclosing tables point at it
/// too, and every key inside a table or array it gives (`--set 'paper.loss={name=...,
/// label_smoothing=0.1}'` writes `paper.loss.label_smoothing`), as a file layer does.
fn single_key_layer(
    source: Origin,
    segments: &[String],
    value: &toml::Value,
    origin: Origin,
) -> Layer {
    let location = KeyLocation {
        key: origin.clone(),
        value: origin.clone(),
    };
    let mut paths: Vec<String> = (1..=segments.len())
        .map(|n| segments[..n].join("."))
        .collect();
    inner_paths(value, &segments.join("."), &mut paths);
    Layer::new(
        source,
        nest(segments, to_figment(value)),
        paths.into_iter().map(|p| (p, location.clone())).collect(),
    )
}

/// The paths of the keys inside `value` at `prefix`, array elements by index (as a file
/// layer's `collect_spans` names them).
fn inner_paths(value: &toml::Value, prefix: &str, out: &mut Vec<String>) {
    let children: Vec<(String, &toml::Value)> = match value {
        toml::Value::Table(table) => table.iter().map(|(k, v)| (k.clone(), v)).collect(),
        toml::Value::Array(items) => items
            .iter()
            .enumerate()
            .map(|(i, v)| (i.to_string(), v))
            .collect(),
        _ => return,
    };
    for (key, child) in children {
        let path = format!("{prefix}.{key}");
        inner_paths(child, &path, out);
        out.push(path);
    }
}

/// Remove each `--unset` key from every layer (figment merges layers and cannot express a
/// removal), then add one empty layer per key that claims it, so provenance, deviations and
/// errors about the key (a required key removed) point at the `--unset`. A key no layer sets is
/// an error (a misspelt key would otherwise remove nothing), and so is a key that a `--set` of
/// the same command also names.
pub(super) fn apply_unsets(
    layers: &mut Vec<Layer>,
    unsets: &[String],
    sets: &[String],
) -> Result<(), ConfigError> {
    for key in unsets {
        let origin = Origin::Unset { key: key.clone() };
        let segments = checked_unset_key(key, &origin)?;
        if let Some(set) = sets.iter().find(|s| overlaps(&set_key(s), &segments)) {
            return Err(ConfigError::new(format!(
                "`--unset {key}` and `--set {set}` name the same key"
            ))
            .key(key.as_str())
            .origin(origin)
            .expected("a key either set or removed")
            .help("drop one of the two"));
        }
        let candidates = known_paths(layers);
        let location = KeyLocation {
            key: origin.clone(),
            value: origin.clone(),
        };
        let mut removed = BTreeMap::new();
        for layer in layers.iter_mut() {
            if remove_path(&mut layer.dict, &segments) {
                let under = format!("{key}.");
                layer.keys.retain(|k, _| {
                    let gone = k == key || k.starts_with(&under);
                    if gone {
                        removed.insert(k.clone(), location.clone());
                    }
                    !gone
                });
                removed.insert(key.clone(), location.clone());
            }
        }
        if removed.is_empty() {
            return Err(
                ConfigError::new(format!("`--unset {key}`: no layer sets `{key}`"))
                    .key(key.as_str())
                    .origin(origin)
                    .expected("a key that the experiment, its preset, the built-in defaults or the environment sets")
                    .maybe_help(
                        did_you_mean(key, candidates.iter().map(String::as_str))
                            .or_else(|| section_hint(&segments)),
                    ),
            );
        }
        layers.push(Layer::new(origin, Dict::new(), removed));
    }
    Ok(())
}

/// An error about a key an `--unset` removed (a required key: `missing required key`) points
/// at the `--unset`, not at the file that still has the key.
pub(super) fn blame_unset(error: ConfigError, layers: &[Layer]) -> ConfigError {
    let Some(key) = error.key.clone() else {
        return error;
    };
    let unset = layers
        .iter()
        .rev()
        .find(|l| matches!(l.source, Origin::Unset { .. }) && l.keys.contains_key(&key));
    match unset {
        Some(layer) => error.origin(layer.source.clone()).help(format!(
            "`{key}` is required: `--set` another value instead of removing it"
        )),
        None => error,
    }
}

/// The key of an `--unset`, as a path into a section.
fn checked_unset_key(key: &str, origin: &Origin) -> Result<Vec<String>, ConfigError> {
    let expected = "--unset <section>.<key>, e.g. --unset paper.schedule.milestones";
    let segments = check_key_path(key).map_err(|why| {
        ConfigError::new(format!("bad key in `--unset {key}`: {why}"))
            .origin(origin.clone())
            .expected(expected)
    })?;
    if segments[0] == "presets" {
        return Err(ConfigError::new("--unset cannot change per-preset tables")
            .key(key)
            .origin(origin.clone())
            .help("unset the [train] key itself (e.g. --unset train.accumulation_steps): it applies to the preset this run uses"));
    }
    if !SECTIONS.contains(&segments[0].as_str()) || segments.len() < 2 {
        return Err(
            ConfigError::new(format!("`{key}` is not a key inside a section"))
                .key(key)
                .origin(origin.clone())
                .expected(format!(
                    "a dotted key starting with one of {}",
                    SECTIONS.join(", ")
                ))
                .maybe_help(section_hint(&segments)),
        );
    }
    Ok(segments)
}

/// The dotted key of a `--set` assignment.
fn set_key(assignment: &str) -> Vec<String> {
    let key = assignment.split_once('=').map_or(assignment, |(k, _)| k);
    key.trim().split('.').map(str::to_string).collect()
}

/// One key path is the other or lies inside it.
fn overlaps(a: &[String], b: &[String]) -> bool {
    let n = a.len().min(b.len());
    a[..n] == b[..n]
}

/// Every key and table path the layers set, for suggestions.
fn known_paths(layers: &[Layer]) -> Vec<String> {
    let mut out: Vec<String> = layers.iter().flat_map(|l| leaf_paths(&l.dict)).collect();
    let tables: Vec<String> = out
        .iter()
        .flat_map(|p| {
            let parts: Vec<&str> = p.split('.').collect();
            (1..parts.len()).map(move |n| parts[..n].join("."))
        })
        .collect();
    out.extend(tables);
    out.sort();
    out.dedup();
    out
}

/// Remove the value at `segments` from `dict`; whether there was one.
fn remove_path(dict: &mut Dict, segments: &[String]) -> bool {
    match segments {
        [] => false,
        [last] => dict.remove(last).is_some(),
        [first, rest @ ..] => match dict.get_mut(first) {
            Some(Value::Dict(_, inner)) => remove_path(inner, rest),
            _ => false,
        },
    }
}
