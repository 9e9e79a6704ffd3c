//! `paperfit schema experiment|preset`: the JSON Schema of a kind of file, for editors.

use super::emit;
use crate::config::json_schema;
use crate::error::Result;

#[derive(Debug, clap::Args)]
pub(crate) struct Args {
    /// Which file: an experiment (`experiments/*.toml`) or a preset (`presets/*.toml`).
    kind: Kind,
}

#[derive(Debug, Clone, Copy, clap::ValueEnum)]
enum Kind {
    Experiment,
    Preset,
}

pub(crate) fn run(args: Args) -> Result<()> {
    let schema = match args.kind {
        Kind::Experiment => json_schema::experiment(),
        Kind::Preset => json_schema::preset(),
    };
    emit(&super::json(&schema)?)
}
