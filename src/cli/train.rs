//! `paperfit train`: one process, one rank of a launch (`mpirun`, `srun`, `--nproc`), or with
//! `--nproc N` the parent that starts N ranks.

use std::path::PathBuf;

use super::ranks::Ranked;
use super::summary::render_summary;
use super::{emit, Context};
use crate::config::keys;
use crate::config::overrides::ENV_PRESET;
use crate::dist::Launch;
use crate::error::Result;
use crate::plan::render_text;
use crate::train::engine::Faults;
use crate::train::run::{self, Progress, RunOptions};
use crate::train::session;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Experiment file (or a name in ./experiments).
    #[arg(required_unless_present = "resume")]
    experiment: Option<PathBuf>,
    /// Preset name or `auto`.
    #[arg(long, default_value = "auto", env = ENV_PRESET)]
    preset: String,
    /// Override a value: `--set train.micro_batch=4` (repeatable).
    #[arg(long = "set", value_name = "KEY=VALUE")]
    sets: Vec<String>,
    /// Remove a key from every layer, the experiment's included (repeatable):
    /// `--unset paper.schedule.milestones` when switching a step schedule to another.
    #[arg(long = "unset", value_name = "KEY")]
    unsets: Vec<String>,
    /// Run directory (default: runs/<experiment>-<timestamp>).
    #[arg(long, value_name = "DIR")]
    out: Option<PathBuf>,
    /// Continue the run in RUN_DIR from its latest checkpoint, with its own plan.
    #[arg(long, value_name = "RUN_DIR", conflicts_with_all = ["experiment", "sets", "unsets", "out"])]
    resume: Option<PathBuf>,
    /// Plain log lines instead of a progress bar.
    #[arg(long)]
    plain: bool,
    /// Start N ranks on this machine, one per GPU (CPU ranks through mpiexec), with
    /// train.world_size = N (docs/distributed.md).
    #[arg(long, visible_alias = "gpus", value_name = "N")]
    nproc: Option<u32>,
}

pub fn run(args: Args, context: &Context) -> Result<()> {
    let env = std::env::vars().collect();
    let launch = Launch::from_env(&env)?;
    if let Some(count) = args.nproc {
        return super::ranks::start_ranks(Ranked::from(args), count, &launch, context);
    }
    if launch.world_size > 1 {
        return super::ranks::run_rank(Ranked::from(args), launch, context);
    }
    let options = RunOptions {
        progress: if args.plain {
            Progress::Lines
        } else {
            Progress::Auto
        },
        faults: Faults::from_env(std::env::vars())?,
        world: None,
    };
    let summary = match (args.resume, args.experiment) {
        (Some(run_dir), _) => {
            emit(&format!("resuming {}\n", run_dir.display()))?;
            session::resume(&run_dir, &options)?
        }
        (None, Some(experiment)) => {
            let (loaded, plan) =
                context.plan_with_unsets(experiment, args.preset, args.sets, args.unsets, true)?;
            launch
                .check_world_size(plan.world_size)
                .map_err(|e| e.origin(loaded.value_origin(keys::TRAIN_WORLD_SIZE.path())))?;
            session::check_plan_and_open_device(&plan)?;
            let run_dir = args
                .out
                .unwrap_or_else(|| run::default_run_dir(&plan.experiment));
            emit(&format!(
                "{}run directory {}\n",
                render_text(&plan),
                run_dir.display()
            ))?;
            session::start(&plan, &loaded.config, &run_dir, &options)?
        }
        (None, None) => unreachable!("clap requires an experiment or --resume"),
    };
    emit(&render_summary(&summary))
}

impl From<Args> for Ranked {
    fn from(a: Args) -> Self {
        Ranked {
            experiment: a.experiment,
            preset: a.preset,
            sets: a.sets,
            unsets: a.unsets,
            out: a.out,
            resume: a.resume,
            plain: a.plain,
        }
    }
}
