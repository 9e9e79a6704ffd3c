//! Why a model could not be built, as values: the table breaks a rule of its architecture
//! ([`SpecProblem`]: the key to point at, what is wrong, what would do), a file it names cannot
//! be read, or a tensor operation failed ([`BuildError`]). A leaf of `models`, so that the
//! variants' configurations (`configs`), the registry's checks, the constructors and the builder
//! all report the same types; the crate's error turns them into exit codes at one place
//! (`From<BuildError> for Error`).

use std::fmt;

use crate::config::keys::{self, Key};
use crate::config::schema::ModelSpec;
use crate::error::ConfigError;

/// Why a model table cannot be built. The plan reports it at the key's file and line, a saved
/// plan at its file and the key, and a model built from a table no plan checked (tests,
/// benchmarks) fails with the same words: exit code 2 everywhere (`From<BuildError>` for the
/// crate's error).
#[derive(Debug, Clone, PartialEq)]
pub struct SpecProblem {
    pub key: Key,
    pub message: String,
    pub expected: String,
}

impl SpecProblem {
    pub(crate) fn new(key: Key, message: impl Into<String>, expected: impl Into<String>) -> Self {
        SpecProblem {
            key,
            message: message.into(),
            expected: expected.into(),
        }
    }
}

impl SpecProblem {
    /// `spec`'s architecture needs its input size (a patch grid, a flattened feature map).
    pub(crate) fn needs_input_size(spec: &ModelSpec) -> Self {
        SpecProblem::new(
            keys::MODEL_IMAGE_SIZE,
            format!("`{}` needs the input size", spec.name.as_str()),
            "model.image_size = 224, say",
        )
    }
}

impl fmt::Display for SpecProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} (`{}`: {})", self.message, self.key, self.expected)
    }
}

impl std::error::Error for SpecProblem {}

/// The problem as bad input at its key; the caller adds where the table came from.
impl From<SpecProblem> for ConfigError {
    fn from(problem: SpecProblem) -> Self {
        ConfigError::new(problem.message)
            .key(problem.key.path())
            .expected(problem.expected)
    }
}

/// Why a model could not be built: bad input (a rule of the architecture, a file the table
/// names), exit code 2, or a tensor operation's failure, exit code 1.
#[derive(Debug, thiserror::Error)]
pub enum BuildError {
    /// The table breaks a rule of its architecture.
    #[error("{0}")]
    Spec(#[from] SpecProblem),
    /// A file the table names (CLIP's tokenizer, templates, class names) is missing or
    /// unreadable: located at the key and the file.
    #[error("{0}")]
    Input(Box<ConfigError>),
    /// A tensor operation failed while the parameters were made.
    #[error(transparent)]
    Tensor(#[from] candle_core::Error),
}

impl From<ConfigError> for BuildError {
    fn from(e: ConfigError) -> Self {
        BuildError::Input(Box::new(e))
    }
}

/// The one place a model's build failure becomes the command's error: a broken rule or an
/// unreadable file is bad input (exit code 2, at its key), a tensor operation's failure is not.
impl From<BuildError> for crate::error::Error {
    fn from(e: BuildError) -> Self {
        match e {
            BuildError::Spec(problem) => ConfigError::from(problem).into(),
            BuildError::Input(e) => crate::error::Error::Config(e),
            BuildError::Tensor(e) => e.into(),
        }
    }
}
