//! `paperfit plan`.

use std::path::PathBuf;

use super::{emit, Context, Format};
use crate::config::overrides::ENV_PRESET;
use crate::error::Result;
use crate::plan::{render_explain, render_text};

#[derive(Debug, clap::Args)]
pub(crate) struct Args {
    /// Experiment file (or a name in ./experiments, e.g. `dcal_cub`).
    experiment: PathBuf,
    /// Preset name (8gb, 16gb, 24gb, 40gb, 80gb, cpu) or `auto` to detect the GPU.
    #[arg(long, default_value = "auto", env = ENV_PRESET)]
    preset: String,
    /// Override a value: `--set train.micro_batch=4` (dotted key, TOML value; repeatable).
    #[arg(long = "set", value_name = "KEY=VALUE")]
    sets: Vec<String>,
    /// Remove a key from every layer, the experiment's included (repeatable):
    /// `--unset paper.schedule.milestones` when switching a step schedule to another.
    #[arg(long = "unset", value_name = "KEY")]
    unsets: Vec<String>,
    #[arg(long, value_enum, default_value_t)]
    format: Format,
    /// Show, for every value, the layer (file and line, environment variable or command
    /// line) it came from.
    #[arg(long)]
    explain: bool,
}

pub(crate) fn run(args: Args, context: &Context) -> Result<()> {
    let (_, plan) =
        context.plan_with_unsets(args.experiment, args.preset, args.sets, args.unsets, false)?;
    emit(&match args.format {
        Format::Json => super::json(&plan.to_json(args.explain))?,
        Format::Text if args.explain => render_explain(&plan),
        Format::Text => render_text(&plan),
    })
}
