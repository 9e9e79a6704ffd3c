//! The activation a checkpoint's MLPs were trained with, where a Hugging Face `config.json`
//! beside the weights file states it (`hidden_act`, at its top level and in `text_config` /
//! `vision_config`): the hub's snapshot of a repository, or a directory `transformers` saved.
//! It is held to the one the model computes before anything is loaded; where nothing states
//! it, the report says the model's is assumed.

use std::path::{Path, PathBuf};

use serde::Serialize;

use crate::config::keys::MODEL_PRETRAINED;
use crate::error::{ConfigError, Error, Origin};
use crate::nn::layers::Activation;

/// The file beside the weights that states the checkpoint's configuration.
pub(super) const CONFIG_FILE: &str = "config.json";

/// The sections of a `config.json` that hold a tower's settings: CLIP's two towers (the
/// `*_dict` spellings are older `transformers` versions').
const SECTIONS: [&str; 4] = [
    "text_config",
    "vision_config",
    "text_config_dict",
    "vision_config_dict",
];

/// The checkpoint's activation as far as the load knows it, for the report.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct CheckpointActivation {
    /// What the model computes, in Hugging Face's spelling (`quick_gelu`, `gelu`).
    pub model: String,
    /// The `config.json` that states the checkpoint's (the same as the model's); `None` when
    /// nothing beside the file states it, and the model's is assumed.
    pub stated_in: Option<PathBuf>,
}

impl CheckpointActivation {
    /// The report's line.
    pub(super) fn describe(&self) -> String {
        match &self.stated_in {
            Some(config) => format!(
                "activation: `{}` as the checkpoint's {} states",
                self.model,
                config.display()
            ),
            None => {
                let (label, whose) = match self.model.as_str() {
                    "quick_gelu" => ("QuickGELU", "as in OpenAI's CLIP weights"),
                    _ => ("exact GELU", "as in timm's weights"),
                };
                format!(
                    "activation: {label} assumed, {whose}: nothing beside the file states the \
                     checkpoint's (a Hugging Face {CONFIG_FILE} with `hidden_act` would be checked)"
                )
            }
        }
    }
}

/// Hugging Face's name of an activation (`hidden_act`).
fn hugging_face_name(activation: Activation) -> &'static str {
    match activation {
        Activation::Gelu => "gelu",
        Activation::QuickGelu => "quick_gelu",
    }
}

/// What the model computes, for a person.
fn label(activation: Activation) -> &'static str {
    match activation {
        Activation::Gelu => "exact GELU (`gelu`)",
        Activation::QuickGelu => "QuickGELU (`quick_gelu`, x * sigmoid(1.702 x), OpenAI's CLIP's)",
    }
}

/// Every `hidden_act` a `config.json` states: where (`text_config.hidden_act`) and what.
fn stated(config: &serde_json::Value) -> Vec<(String, String)> {
    let top = std::iter::once(("", Some(config)));
    let sections = SECTIONS.iter().map(|s| (*s, config.get(s)));
    top.chain(sections)
        .filter_map(|(section, value)| {
            let act = value?.get("hidden_act")?.as_str()?;
            let key = match section {
                "" => "hidden_act".to_string(),
                s => format!("{s}.hidden_act"),
            };
            Some((key, act.to_string()))
        })
        .collect()
}

/// The activation of the checkpoint at `weights` against the model's: as the `config.json`
/// beside it states (an error when it states another), or assumed when nothing does (no such
/// file, not JSON, or no `hidden_act` in it).
pub(super) fn check(weights: &Path, model: Activation) -> Result<CheckpointActivation, Error> {
    let wanted = hugging_face_name(model);
    let assumed = CheckpointActivation {
        model: wanted.to_string(),
        stated_in: None,
    };
    let Some(config) = weights
        .parent()
        .map(|dir| dir.join(CONFIG_FILE))
        .filter(|c| c.is_file())
    else {
        return Ok(assumed);
    };
    let Some(json) = std::fs::read_to_string(&config)
        .ok()
        .and_then(|text| serde_json::from_str::<serde_json::Value>(&text).ok())
    else {
        return Ok(assumed);
    };
    let stated = stated(&json);
    if stated.is_empty() {
        return Ok(assumed);
    }
    if let Some((key, act)) = stated.iter().find(|(_, act)| act != wanted) {
        return Err(refusal(weights, &config, key, act, model).into());
    }
    Ok(CheckpointActivation {
        model: wanted.to_string(),
        stated_in: Some(config),
    })
}

/// The checkpoint was trained with `act` (at `key` in `config`), the model computes `model`.
fn refusal(weights: &Path, config: &Path, key: &str, act: &str, model: Activation) -> ConfigError {
    ConfigError::new(format!(
        "the pretrained weights {} were trained with the activation `{act}` (`{key}` in {}), \
         and the model computes {}: loaded, they would compute another function than the one \
         they were trained for",
        weights.display(),
        config.display(),
        label(model)
    ))
    .key(MODEL_PRETRAINED)
    .origin(place(config, act))
    .expected(format!(
        "a checkpoint trained with `{}`{}",
        hugging_face_name(model),
        match model {
            Activation::QuickGelu => {
                ", such as OpenAI's CLIP (`hf-hub:openai/clip-vit-base-patch32`, \
                 `hf-hub:openai/clip-vit-base-patch16`)"
            }
            Activation::Gelu => "",
        }
    ))
    .help(format!(
        "the model has no variant with `{act}`, so these weights cannot be fine-tuned as they \
         were trained (LAION's and most other open_clip CLIP checkpoints use exact GELU): start \
         from a checkpoint trained with `{}`; if this {CONFIG_FILE} belongs to other weights, \
         keep the weights file in a folder of its own",
        hugging_face_name(model)
    ))
}

/// The line and column of the `hidden_act` that states `act` in `config`, when it can be found.
fn place(config: &Path, act: &str) -> Origin {
    let text = std::fs::read_to_string(config).unwrap_or_default();
    let value = format!("\"{act}\"");
    let found = text.lines().enumerate().find_map(|(i, line)| {
        let at = line.find("\"hidden_act\"")?;
        line[at..].contains(&value).then(|| {
            let column = line[..at].chars().count() + 1;
            (i + 1, column, line.to_string())
        })
    });
    match found {
        Some((line, column, source)) => Origin::File {
            path: config.to_path_buf(),
            position: Some((line, column)),
            source_line: Some(source),
            context: None,
        },
        None => Origin::file(config),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_stated_activation_is_found_with_its_key() {
        let config = serde_json::json!({
            "model_type": "clip",
            "text_config": {"hidden_act": "gelu"},
            "vision_config": {"hidden_act": "quick_gelu"},
            "vision_config_dict": null
        });
        assert_eq!(
            stated(&config),
            [
                ("text_config.hidden_act".to_string(), "gelu".to_string()),
                ("vision_config.hidden_act".into(), "quick_gelu".into())
            ]
        );
        let vit = serde_json::json!({"hidden_act": "gelu", "layer_norm_eps": 1e-12});
        assert_eq!(stated(&vit), [("hidden_act".into(), "gelu".into())]);
        assert!(stated(&serde_json::json!({"train": {"lr": 1}})).is_empty());
    }
}
