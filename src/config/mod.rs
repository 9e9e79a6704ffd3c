//! Configuration: the schema, the layers and the loader that stacks them.

pub mod errors;
mod experiment;
pub mod keys;
pub mod layers;
pub mod load;
pub mod overrides;
pub mod presets;
pub mod schema;
pub mod source;

pub use experiment::find_experiment;
pub use keys::Key;
pub use load::{load, LoadOptions, LoadedExperiment, ValueSource};
pub use schema::ExperimentConfig;
pub use source::Source;
