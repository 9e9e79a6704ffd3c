//! JSON Schemas (draft 7) of the two kinds of file a user writes, for editors: Taplo and Even
//! Better TOML read one named on a file's first line (`#:schema ./experiment.schema.json`) and
//! complete and check keys as they are typed. Generated from the same schema types the
//! configuration is deserialised into (`schemars` reads their serde attributes and doc
//! comments), so a key, a type, an allowed value or a description cannot drift from what
//! paperfit accepts.
//!
//! An experiment file is one layer of a stack (defaults < preset < experiment < its
//! `[presets.<name>]` tables < environment < command line): it may leave out anything the
//! layers below give, so no key is required in it; unknown keys are refused, as paperfit
//! refuses them. Its `[presets.<name>]` tables hold `[train]` keys directly, and `[model]`,
//! `[data]` and `[paper]` tables.

use schemars::generate::SchemaSettings;
use serde_json::{json, Map, Value};

use super::schema::{ExperimentConfig, PresetInfo, TrainSpec};

/// The schema of an experiment file.
pub(crate) fn experiment() -> Value {
    let mut generator = SchemaSettings::draft07().into_generator();
    let mut root = generator.root_schema_for::<ExperimentConfig>().to_value();
    let train = generator.subschema_for::<TrainSpec>().to_value();
    let definitions = root["definitions"].clone();
    let mut table = resolve(&train, &definitions)["properties"].clone();
    if let Some(table) = table.as_object_mut() {
        for section in ["model", "data", "paper"] {
            let reference = root["properties"][section].clone();
            table.insert(section.to_string(), reference);
        }
    }
    root["properties"]["presets"] = json!({
        "description": "Per-preset tables: [presets.<name>] with [train] keys written directly, and [model], [data] and [paper] tables where a GPU size changes the recipe (the plan lists each change as a deviation).",
        "type": "object",
        "additionalProperties": {
            "type": "object",
            "additionalProperties": false,
            "properties": table,
        },
    });
    root["title"] = json!("paperfit experiment file");
    drop_required(&mut root);
    root
}

/// The schema of a preset file: `[preset]` (required) and `[train]`.
pub(crate) fn preset() -> Value {
    let mut generator = SchemaSettings::draft07().into_generator();
    let info = generator.subschema_for::<PresetInfo>().to_value();
    let mut train = generator.subschema_for::<TrainSpec>().to_value();
    drop_required(&mut train);
    let mut root = json!({
        "$schema": "http://json-schema.org/draft-07/schema#",
        "title": "paperfit preset file",
        "type": "object",
        "additionalProperties": false,
        "required": ["preset"],
        "properties": {
            "preset": info,
            "train": train,
        },
    });
    let definitions: Map<String, Value> = generator
        .take_definitions(true)
        .into_iter()
        .map(|(name, mut schema)| {
            if name != "PresetInfo" {
                drop_required(&mut schema);
            }
            (name, schema)
        })
        .collect();
    root["definitions"] = Value::Object(definitions);
    root
}

/// `schema` with a top-level `$ref` into `definitions` followed.
fn resolve(schema: &Value, definitions: &Value) -> Value {
    match schema["$ref"].as_str() {
        Some(reference) => {
            let name = reference.rsplit('/').next().unwrap_or_default();
            definitions[name].clone()
        }
        None => schema.clone(),
    }
}

/// Every `required` list removed, at every depth: a layer may leave out any key.
fn drop_required(value: &mut Value) {
    match value {
        Value::Object(map) => {
            map.remove("required");
            map.values_mut().for_each(drop_required);
        }
        Value::Array(items) => items.iter_mut().for_each(drop_required),
        _ => {}
    }
}
