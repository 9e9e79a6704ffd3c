//! Configuration: the schema, the layers and the loader that stacks them.

pub mod errors;
pub mod keys;
pub mod layers;
pub mod load;
pub mod presets;
pub mod schema;
pub mod source;

pub use keys::Key;
pub use load::{find_experiment, load, LoadOptions, LoadedExperiment, ValueSource};
pub use schema::ExperimentConfig;
pub use source::Source;
