//! Configuration: the schema, the layers and the loader that stacks them.

pub(crate) mod errors;
pub(crate) mod execution;
mod experiment;
pub(crate) mod json_schema;
pub(crate) mod keys;
pub(crate) mod layers;
pub mod load;
pub(crate) mod overrides;
pub(crate) mod presets;
pub mod schema;
pub(crate) mod shipped;
pub(crate) mod suggest;

pub use execution::ExecutionPaths;
pub use keys::Key;
pub use load::{load, LoadOptions};
pub use load::{LoadedExperiment, ValueSource};
pub use schema::ExperimentConfig;
