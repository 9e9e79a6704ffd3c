//! `paperfit estimate`.

use std::path::PathBuf;

use super::{emit, Context, Format};
use crate::config::schema::Precision;
use crate::config::suggest::did_you_mean;
use crate::error::{ConfigError, Origin, Result};
use crate::plan::{estimate_table, TableRequest};

#[derive(Debug, clap::Args)]
pub(crate) struct Args {
    /// Experiment file (or a name in ./experiments).
    experiment: PathBuf,
    /// Only these presets (repeatable; default: all); `auto` is the one `plan --preset auto`
    /// chooses, planned as it plans it.
    #[arg(long = "preset", value_name = "NAME")]
    presets: Vec<String>,
    /// Only these micro-batches (repeatable; default: every divisor of the batch).
    #[arg(long = "micro-batch", value_name = "N", value_parser = clap::value_parser!(u32).range(1..))]
    micro_batches: Vec<u32>,
    /// Estimate these precisions (repeatable: fp32, bf16, fp16; default: each preset's).
    #[arg(long = "precision", value_name = "PRECISION")]
    precisions: Vec<String>,
    /// Override a value: `--set paper.input_size=224` (repeatable).
    #[arg(long = "set", value_name = "KEY=VALUE")]
    sets: Vec<String>,
    /// Remove a key from every layer, the experiment's included (repeatable):
    /// `--unset paper.schedule.milestones` when switching a step schedule to another.
    #[arg(long = "unset", value_name = "KEY")]
    unsets: Vec<String>,
    #[arg(long, value_enum, default_value_t)]
    format: Format,
}

pub(crate) fn run(args: Args, context: &Context) -> Result<()> {
    let precisions = args
        .precisions
        .iter()
        .map(|p| precision(p))
        .collect::<std::result::Result<Vec<_>, _>>()?;
    let table = estimate_table(&TableRequest {
        experiment: args.experiment,
        sets: args.sets,
        unsets: args.unsets,
        presets: args.presets,
        micro_batches: args.micro_batches,
        precisions,
        presets_dir: context.presets_dir.clone(),
        presets_dir_origin: context.presets_dir_origin.clone(),
        env: std::env::vars().collect(),
    })?;
    emit(&match args.format {
        Format::Json => super::json(&table)?,
        Format::Text => crate::memory::render_table(&table),
    })
}

fn precision(text: &str) -> std::result::Result<Precision, ConfigError> {
    match text {
        "fp32" => Ok(Precision::Fp32),
        "bf16" => Ok(Precision::Bf16),
        "fp16" => Ok(Precision::Fp16),
        _ => Err(ConfigError::new(format!("unknown precision `{text}`"))
            .origin(Origin::CommandLine {
                argument: format!("--precision {text}"),
            })
            .expected("fp32, bf16 or fp16")
            .maybe_help(did_you_mean(text, ["fp32", "bf16", "fp16"]))),
    }
}
