//! `paperfit data`.

use std::path::PathBuf;

use super::{emit, Context};
use crate::config::overrides::ENV_PRESET;
use crate::data::check;
use crate::error::{ConfigError, Result};

#[derive(Debug, clap::Args)]
pub(crate) struct Args {
    /// Experiment file (or a name in ./experiments).
    experiment: PathBuf,
    /// Preset name or `auto`.
    #[arg(long, default_value = "cpu", env = ENV_PRESET)]
    preset: String,
    /// Override a value: `--set data.root=/datasets/CUB_200_2011` (repeatable).
    #[arg(long = "set", value_name = "KEY=VALUE")]
    sets: Vec<String>,
    /// Remove a key from every layer, the experiment's included (repeatable):
    /// `--unset paper.schedule.milestones` when switching a step schedule to another.
    #[arg(long = "unset", value_name = "KEY")]
    unsets: Vec<String>,
}

pub(crate) fn run(args: Args, context: &Context) -> Result<()> {
    let (loaded, plan) =
        context.plan_with_unsets(args.experiment, args.preset, args.sets, args.unsets, false)?;
    // The experiment's stated sizes, not the plan's (the plan counts what is on disk): a split
    // that holds another number of images is reported.
    let report = check::check(&loaded.config.data, plan.model.num_classes)?;
    emit(&check::render(&plan.data, &report))?;
    match report.defects() {
        0 => Ok(()),
        n => Err(ConfigError::new(format!(
            "the dataset has {n} defect(s); see the report above"
        ))
        .into()),
    }
}
