//! The configuration schema: what an experiment file, a preset file and the command line may
//! say. Every struct denies unknown keys, so a typo is an error (with a suggestion), never a
//! silently ignored setting.

mod data;
mod model;
mod names;
mod paper;
mod pretrained;
mod train;

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

pub use data::*;
pub use model::*;
pub(crate) use names::{describe_schema_type, section_fields};
pub use paper::*;
pub use pretrained::*;
pub use train::*;

/// Who chose a recipe value.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum SourceKind {
    /// Stated in the paper.
    Paper,
    /// Taken from the authors' released code.
    AuthorsCode,
    /// Not stated by the authors; chosen by an unofficial reimplementation.
    Unofficial,
    /// Stated by nobody: paperfit's documented assumption.
    Assumed,
}

impl SourceKind {
    pub fn as_str(self) -> &'static str {
        match self {
            SourceKind::Paper => "paper",
            SourceKind::AuthorsCode => "authors_code",
            SourceKind::Unofficial => "unofficial",
            SourceKind::Assumed => "assumed",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SourceNote {
    pub source: SourceKind,
    pub note: String,
}

/// A fully layered experiment: the value the resolver turns into a plan.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ExperimentConfig {
    /// Another experiment this one starts from, then overrides: its name (beside this file, in
    /// `./experiments`, or built in: `"dcal_cub"`) or its file's path relative to this file's
    /// folder. Its per-preset tables come along, below this file's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub extends: Option<String>,
    pub paper: PaperSpec,
    pub model: ModelSpec,
    pub data: DataSpec,
    pub train: TrainSpec,
    /// Values that the paper does not state, keyed by their dotted path, with who chose them.
    /// Every other value under `[paper]` is stated by the paper.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub sources: BTreeMap<String, SourceNote>,
}
