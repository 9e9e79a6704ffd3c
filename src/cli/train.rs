//! `paperfit train`: parse the arguments into a request, hand it to `train::ranks` (one
//! process, one rank of a launch, or with `--nproc N` the parent that starts N ranks), print.

use std::path::PathBuf;

use super::summary::render_summary;
use super::{emit, Context};
use crate::config::overrides::ENV_PRESET;
use crate::dist::Launch;
use crate::error::{Error, Result};
use crate::train::ranks::{self, RankRequest};

#[derive(Debug, clap::Args)]
pub(crate) struct Args {
    /// Experiment file (or a name in ./experiments).
    #[arg(required_unless_present = "resume")]
    experiment: Option<PathBuf>,
    /// Preset name or `auto`.
    #[arg(long, default_value = "auto", env = ENV_PRESET)]
    preset: String,
    /// Override a value: `--set train.micro_batch=4` (repeatable). With --resume only
    /// `paper.epochs` (more epochs) and `data.root` (the same data elsewhere).
    #[arg(long = "set", value_name = "KEY=VALUE")]
    sets: Vec<String>,
    /// Remove a key from every layer, the experiment's included (repeatable):
    /// `--unset paper.schedule.milestones` when switching a step schedule to another.
    #[arg(long = "unset", value_name = "KEY")]
    unsets: Vec<String>,
    /// Run directory (default: runs/<experiment>-<timestamp>).
    #[arg(long, value_name = "DIR")]
    out: Option<PathBuf>,
    /// Continue the run in RUN_DIR from its latest checkpoint, with its own plan (a complete
    /// run is left as it is). The data is checked against the run's record; `--preset`,
    /// PAPERFIT_* variables and edits to the experiment are ignored, and named.
    #[arg(long, value_name = "RUN_DIR", conflicts_with_all = ["experiment", "unsets", "out"])]
    resume: Option<PathBuf>,
    /// With --resume: continue on data that changed since the run started (other image
    /// counts or files); the rest of the schedule is re-derived for it and the change recorded.
    #[arg(long, requires = "resume")]
    accept_data_change: bool,
    /// A smoke run: stop after N optimizer steps of the plan (its schedule and learning rates
    /// unchanged), evaluate once and end. The plan, plan.json and summary.json say so, and its
    /// results are never compared with the paper's as the recipe's. N must be fewer than the
    /// plan's steps. A resume continues a smoke run to its N steps, never further.
    #[arg(long, value_name = "N", conflicts_with = "resume")]
    max_steps: Option<u64>,
    /// Plain log lines instead of a progress bar.
    #[arg(long)]
    plain: bool,
    /// Start N ranks on this machine, one per GPU (CPU ranks through mpiexec), with
    /// train.world_size = N (docs/distributed.md).
    #[arg(long, visible_alias = "gpus", value_name = "N")]
    nproc: Option<u32>,
}

pub(crate) fn run(args: Args, context: &Context) -> Result<()> {
    let env = std::env::vars().collect();
    let launch = Launch::from_env(&env)?;
    if let Some(count) = args.nproc {
        let request = rank_request(args, context);
        return ranks::start_ranks(&request, count, &launch, &mut emit);
    }
    if launch.world_size > 1 {
        return run_rank(rank_request(args, context), launch);
    }
    let summary = ranks::run_one_process(&rank_request(args, context), &launch, &mut emit)?;
    emit(&render_summary(&summary))
}

/// How long a rank whose peer failed waits for that peer to stop the run itself.
const PEER_GRACE: std::time::Duration = std::time::Duration::from_secs(10);

/// One rank of a distributed run. A failure on this rank stops every rank (`MPI_Abort`, or
/// the exit that the parent of `--nproc` ranks acts on) with this rank's exit code.
fn run_rank(request: RankRequest, launch: Launch) -> Result<()> {
    let outcome = ranks::run_rank(&request, &launch, &mut emit)
        .and_then(|summary| summary.map_or(Ok(()), |s| emit(&render_summary(&s))));
    match outcome {
        Ok(()) => Ok(()),
        // Another rank failed: it says why and then stops every rank. This one waits for that
        // (PEER_GRACE at most), so that its own abort cannot kill that rank before its message
        // is out.
        Err(Error::Peer { code, .. }) => {
            std::thread::sleep(PEER_GRACE);
            launch.abort(code)
        }
        // Every rank stopped after the same step, once rank 0 had written its checkpoint;
        // rank 0 says so for all, and none takes the others down.
        Err(e @ Error::Stopped { .. }) => {
            if launch.rank == 0 {
                crate::text::stderr_line(&e.to_string());
            }
            launch.exit(e.exit_code())
        }
        Err(e) => {
            // One write (stderr_line): the launcher forwards every rank's stderr, and a
            // message written in pieces can be interleaved with other ranks' or its own lines.
            let text = format!("rank {} of {}: {e}", launch.rank, launch.world_size);
            crate::text::stderr_line(text.strip_suffix('\n').unwrap_or(&text));
            launch.abort(e.exit_code())
        }
    }
}

/// The arguments a rank, or the parent of ranks, runs with.
fn rank_request(a: Args, context: &Context) -> RankRequest {
    RankRequest {
        experiment: a.experiment,
        preset: a.preset,
        preset_origin: context.preset_origin.clone(),
        sets: a.sets,
        unsets: a.unsets,
        out: a.out,
        resume: a.resume,
        accept_data_change: a.accept_data_change,
        max_steps: a.max_steps,
        plain: a.plain,
        presets_dir: context.presets_dir.clone(),
        presets_dir_origin: context.presets_dir_origin.clone(),
        env: std::env::vars().collect(),
    }
}
