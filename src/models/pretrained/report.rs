//! What a load did: every tensor loaded, kept, resized or left over, for the log and the run
//! directory.

use std::fmt;
use std::path::PathBuf;

use serde::Serialize;

use super::activation::CheckpointActivation;
use super::hf::HuggingFace;
use super::words::{count, first_few, shape};

/// A model tensor left at its initialisation because it was declared new.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct KeptInitialised {
    pub name: String,
    pub model_shape: Vec<usize>,
    /// The file's shape when the file has the tensor with another shape; `None` when absent.
    pub file_shape: Option<Vec<usize>>,
}

/// A position embedding resampled to the model's patch grid.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Resized {
    pub name: String,
    pub from: Vec<usize>,
    pub to: Vec<usize>,
    /// Patch grids (rows, cols): equal shapes can still hold different grids (8x8 and 16x4).
    pub from_grid: (usize, usize),
    pub to_grid: (usize, usize),
}

/// A tensor of the file that the model has no use for.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Unexpected {
    /// The key as the file spells it (prefix included).
    pub name: String,
    pub shape: Vec<usize>,
}

/// What [`load_pretrained`] did, for the log and the run directory.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct LoadReport {
    pub file: PathBuf,
    /// Where the file came from (a hub id's commit and sha256), when the caller knows.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub source: Option<super::hub::WeightsRecord>,
    /// Set when the file was in Hugging Face naming and converted before matching.
    pub hugging_face: Option<HuggingFace>,
    /// The MLP activation the checkpoint was trained with, as its Hugging Face `config.json`
    /// states it or as assumed, when the caller asked
    /// ([`super::PretrainedLoadOptions::activation`]).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub activation: Option<CheckpointActivation>,
    /// The prefix removed from the file's keys to reach the model's names (`module.`).
    pub stripped_prefix: Option<String>,
    /// The prefix put in front of the file's keys to reach the model's names: a backbone file
    /// loaded into a model that holds it under a name (`feature.`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub added_prefix: Option<String>,
    /// Model tensors overwritten from the file (resized ones included).
    pub loaded: usize,
    /// Values in those tensors, counted in the model's shapes.
    pub loaded_elements: usize,
    pub kept_initialised: Vec<KeptInitialised>,
    pub resized: Vec<Resized>,
    pub unexpected: Vec<Unexpected>,
    /// Keys skipped on purpose: BatchNorm `num_batches_tracked` counters.
    pub ignored: usize,
}

impl fmt::Display for LoadReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.source {
            Some(source) if source.origin != super::hub::WeightsOrigin::LocalFile => {
                write!(f, "pretrained weights {}", source.describe())?
            }
            _ => write!(f, "pretrained weights from {}", self.file.display())?,
        }
        if let Some(prefix) = &self.stripped_prefix {
            write!(f, " (key prefix `{prefix}` stripped)")?;
        }
        if let Some(prefix) = &self.added_prefix {
            write!(f, " (key prefix `{prefix}` added)")?;
        }
        writeln!(f)?;
        if let Some(hf) = &self.hugging_face {
            write_hugging_face(f, hf)?;
        }
        if let Some(activation) = &self.activation {
            writeln!(f, "  {}", activation.describe())?;
        }
        writeln!(
            f,
            "  loaded {} ({} values)",
            count(self.loaded, "tensor"),
            crate::text::group_thousands(self.loaded_elements as u64)
        )?;
        if !self.resized.is_empty() {
            let items: Vec<String> = self
                .resized
                .iter()
                .map(|r| {
                    format!(
                        "{} {} -> {} (grid {}x{} -> {}x{})",
                        r.name,
                        shape(&r.from),
                        shape(&r.to),
                        r.from_grid.0,
                        r.from_grid.1,
                        r.to_grid.0,
                        r.to_grid.1
                    )
                })
                .collect();
            writeln!(f, "  resized: {}", items.join(", "))?;
        }
        if !self.kept_initialised.is_empty() {
            let items: Vec<String> = self
                .kept_initialised
                .iter()
                .map(|k| match &k.file_shape {
                    Some(file) => {
                        format!("{} {}, file {}", k.name, shape(&k.model_shape), shape(file))
                    }
                    None => format!("{} {}, not in the file", k.name, shape(&k.model_shape)),
                })
                .collect();
            writeln!(
                f,
                "  kept initialised (new in this model): {}",
                first_few(&items, 4, "; ")
            )?;
        }
        if !self.unexpected.is_empty() {
            let items: Vec<String> = self.unexpected.iter().map(|u| u.name.clone()).collect();
            writeln!(
                f,
                "  not used from the file: {} ({})",
                count(self.unexpected.len(), "tensor"),
                first_few(&items, 4, ", ")
            )?;
        }
        if self.ignored > 0 {
            writeln!(
                f,
                "  ignored: {} (BatchNorm num_batches_tracked)",
                count(self.ignored, "counter")
            )?;
        }
        Ok(())
    }
}

/// The conversion's lines: the naming, what was fused, transposed and renamed, and the
/// LayerNorm epsilon the checkpoint and the model run with.
fn write_hugging_face(f: &mut fmt::Formatter<'_>, hf: &HuggingFace) -> fmt::Result {
    let (names, usual) = match hf.architecture.as_str() {
        "ViT" => ("timm's", 1e-6),
        _ => ("OpenAI's", 1e-5),
    };
    let under = hf
        .prefix
        .as_ref()
        .map(|p| format!(" under `{p}`"))
        .unwrap_or_default();
    writeln!(
        f,
        "  Hugging Face {} naming{under}, converted to {names} names: {}",
        hf.architecture,
        super::hf::summary(hf)
    )?;
    if let Some(eps) = hf.layer_norm_eps {
        let usual = format!("{names} is {usual:e}");
        match hf.model_layer_norm_eps {
            Some(model) if model == eps => writeln!(
                f,
                "  layer norm eps: {eps:e} as in the checkpoint's model ({usual})"
            )?,
            Some(model) => writeln!(
                f,
                "  layer norm eps: {eps:e} in the checkpoint's model ({usual}), but the model \
                 uses {model:e}: its outputs differ slightly from the checkpoint's"
            )?,
            None => writeln!(
                f,
                "  layer norm eps: {eps:e} in the checkpoint's model ({usual})"
            )?,
        }
    }
    Ok(())
}
