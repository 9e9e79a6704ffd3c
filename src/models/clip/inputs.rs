//! `[model.clip]`: the tokenizer, the prompt templates and the class names, read and checked
//! before a run starts.

use std::path::Path;

use super::super::clip_tokenizer::ClipTokenizer;
use crate::config::schema::ModelSpec;
use crate::error::{ConfigError, Origin};

/// What `[model.clip]` points to, read and checked.
#[derive(Debug, Clone)]
pub struct ClipInputs {
    pub tokenizer: ClipTokenizer,
    pub templates: Vec<String>,
    pub class_names: Vec<String>,
}

/// Read and check the files and values of `[model.clip]`: the tokenizer loads, every template
/// has `{}`, the class-name file has one non-empty name per class. Errors name the key and the
/// file.
pub(crate) fn load_clip_inputs(spec: &ModelSpec) -> std::result::Result<ClipInputs, ConfigError> {
    let arch = spec.name.as_str();
    let Some(clip) = &spec.clip else {
        return Err(ConfigError::new(format!(
            "`{arch}` needs a [model.clip] table: the tokenizer file, the prompt templates and the class names"
        ))
        .key("model.clip")
        .expected("[model.clip] tokenizer = \"weights/bpe_simple_vocab_16e6.txt.gz\", templates = [\"a photo of a {}.\"], class_names = \"data/stanford_cars/names.csv\""));
    };
    if spec.drop_path_rate > 0.0 {
        return Err(ConfigError::new(format!(
            "`{arch}` has no stochastic depth (OpenAI's CLIP does not use it)"
        ))
        .key("model.drop_path_rate")
        .expected("0 or no drop_path_rate"));
    }
    let tokenizer = ClipTokenizer::from_file(&clip.tokenizer).map_err(|e| {
        ConfigError::new(format!("cannot load the CLIP tokenizer: {e}"))
            .key("model.clip.tokenizer")
            .origin(Origin::file(&clip.tokenizer))
            .expected("OpenAI's BPE merges file bpe_simple_vocab_16e6.txt.gz (gzip or plain text), or a Hugging Face tokenizer.json")
    })?;
    if clip.templates.is_empty() {
        return Err(ConfigError::new("no prompt templates")
            .key("model.clip.templates")
            .expected("at least one template such as \"a photo of a {}.\""));
    }
    if let Some((i, t)) = clip
        .templates
        .iter()
        .enumerate()
        .find(|(_, t)| !t.contains("{}"))
    {
        return Err(
            ConfigError::new(format!("template `{t}` has no `{{}}` for the class name"))
                .key(format!("model.clip.templates[{i}]"))
                .expected("a template with `{}` where the class name goes"),
        );
    }
    let class_names = match &clip.class_names {
        Some(path) => {
            let names = read_class_names(path)?;
            if names.len() != spec.num_classes as usize {
                return Err(ConfigError::new(format!(
                    "{} names {} classes, but model.num_classes is {}",
                    path.display(),
                    names.len(),
                    spec.num_classes
                ))
                .key("model.clip.class_names")
                .origin(Origin::file(path))
                .expected(format!(
                    "one class name per line, {} lines, in label order",
                    spec.num_classes
                )));
            }
            names
        }
        // The plan drops the file for built-in synthetic data, whose classes have names.
        None => (0..spec.num_classes)
            .map(crate::data::synthetic::SyntheticShapes::class_name)
            .collect(),
    };
    Ok(ClipInputs {
        tokenizer,
        templates: clip.templates.clone(),
        class_names,
    })
}

/// One name per line (trimmed); a blank line inside the file is an error, since it would
/// shift every later label.
fn read_class_names(path: &Path) -> std::result::Result<Vec<String>, ConfigError> {
    let text = std::fs::read_to_string(path).map_err(|e| {
        ConfigError::new(format!(
            "cannot read the class names {}: {e}",
            path.display()
        ))
        .key("model.clip.class_names")
        .origin(Origin::file(path))
        .expected("a text file with one class name per line, in label order")
    })?;
    let lines: Vec<&str> = text.trim_end().lines().collect();
    let mut names = Vec::with_capacity(lines.len());
    for (i, line) in lines.iter().enumerate() {
        let name = line.trim();
        if name.is_empty() {
            return Err(
                ConfigError::new(format!("line {} of {} is empty", i + 1, path.display()))
                    .key("model.clip.class_names")
                    .origin(Origin::File {
                        path: path.to_path_buf(),
                        position: Some((i + 1, 1)),
                        source_line: Some(line.to_string()),
                        context: None,
                    })
                    .expected("one non-empty class name per line"),
            );
        }
        names.push(name.to_string());
    }
    Ok(names)
}

/// Check a model's CLIP inputs before a run starts (nothing to check for other models; a
/// `[model.clip]` table on another model is an error).
pub fn check_clip_inputs(spec: &ModelSpec) -> std::result::Result<(), ConfigError> {
    match (
        crate::models::registry::entry(spec.name).is_clip(),
        &spec.clip,
    ) {
        (true, _) => load_clip_inputs(spec).map(|_| ()),
        (false, Some(_)) => Err(ConfigError::new(format!(
            "[model.clip] applies to clip_vit_b32 and clip_vit_b16, not `{}`",
            spec.name.as_str()
        ))
        .key("model.clip")
        .expected("no [model.clip] table")),
        (false, None) => Ok(()),
    }
}
