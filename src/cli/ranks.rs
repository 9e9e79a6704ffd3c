//! `paperfit train` on several processes: one rank of a launch, or with `--nproc N` the parent
//! that starts N ranks on this machine.

use std::ffi::OsString;
use std::path::PathBuf;
use std::rc::Rc;

use super::summary::render_summary;
use super::{emit, Context};
use crate::config::keys;
use crate::config::Source;
use crate::dist::{spawn, Launch, Launcher, World};
use crate::error::{ConfigError, Error, Origin, Result};
use crate::plan::{render_text, Plan};
use crate::train::engine::Faults;
use crate::train::run::{self, Progress, RunOptions};
use crate::train::session;

/// The arguments a rank, or the parent of ranks, needs.
pub(super) struct Ranked {
    pub experiment: Option<PathBuf>,
    pub preset: String,
    pub sets: Vec<String>,
    pub unsets: Vec<String>,
    pub out: Option<PathBuf>,
    pub resume: Option<PathBuf>,
    pub plain: bool,
}

/// One rank of a distributed run. A failure on this rank stops every rank (`MPI_Abort`, or
/// the exit that the parent of `--nproc` ranks acts on) with this rank's exit code.
pub(super) fn run_rank(args: Ranked, launch: Launch, context: &Context) -> Result<()> {
    match rank_main(args, &launch, context) {
        Ok(()) => Ok(()),
        // Another rank failed and said why.
        Err(Error::Peer { code, .. }) => launch.abort(code),
        Err(e) => {
            let mut text = format!("rank {} of {}: {e}", launch.rank, launch.world_size);
            if !text.ends_with('\n') {
                text.push('\n');
            }
            // One write: the launcher forwards every rank's stderr, and a message written in
            // pieces can be interleaved with other ranks' or the launcher's own lines.
            let _ = std::io::Write::write_all(&mut std::io::stderr().lock(), text.as_bytes());
            launch.abort(e.exit_code())
        }
    }
}

fn rank_main(args: Ranked, launch: &Launch, context: &Context) -> Result<()> {
    let lead = launch.rank == 0;
    let (plan, config) = match &args.resume {
        Some(dir) => (run::read_plan(dir)?, None),
        None => {
            let experiment = args
                .experiment
                .clone()
                .expect("clap requires an experiment");
            let (loaded, plan) = context.plan_with_unsets(
                experiment,
                args.preset.clone(),
                args.sets.clone(),
                args.unsets.clone(),
                true,
            )?;
            launch
                .check_world_size(plan.world_size)
                .map_err(|e| e.origin(loaded.value_origin(keys::TRAIN_WORLD_SIZE.path())))?;
            (plan, Some(loaded.config))
        }
    };
    session::check_plan_runs_here(&plan)?;
    let device = session::device_for_rank(&plan, launch.local_rank)?;
    let world = Rc::new(World::connect(launch, &device)?);
    let options = RunOptions {
        progress: match (lead, args.plain) {
            (false, _) => Progress::Quiet,
            (true, true) => Progress::Lines,
            (true, false) => Progress::Auto,
        },
        faults: Faults::from_env(std::env::vars())?,
        world: Some(world.clone()),
    };
    // The parent of `--nproc` ranks printed the plan already.
    let announce = lead && launch.launcher != Launcher::Spawned;
    let summary = match (&args.resume, config) {
        (Some(dir), _) => {
            if announce {
                emit(&format!(
                    "resuming {} on {} ranks ({})\n",
                    dir.display(),
                    world.size(),
                    world.backend_name()
                ))?;
            }
            session::resume(dir, &options)?
        }
        (None, Some(config)) => {
            let run_dir = agreed_run_dir(&world, args.out.clone(), &plan)?;
            if announce {
                emit(&format!(
                    "{}run directory {}\nranks         {} ({}, started by {})\n",
                    render_text(&plan),
                    run_dir.display(),
                    world.size(),
                    world.backend_name(),
                    launch.describe_launcher()
                ))?;
            }
            session::start(&plan, &config, &run_dir, &options)?
        }
        (None, None) => unreachable!("a new run has its configuration"),
    };
    if lead {
        emit(&render_summary(&summary))?;
    }
    Ok(())
}

/// `--out`, or the default directory rank 0 names (ranks may start in different seconds).
fn agreed_run_dir(world: &World, out: Option<PathBuf>, plan: &Plan) -> Result<PathBuf> {
    if let Some(out) = out {
        return Ok(out);
    }
    let mut bytes = if world.rank() == 0 {
        run::default_run_dir(&plan.experiment)
            .to_string_lossy()
            .into_owned()
            .into_bytes()
    } else {
        Vec::new()
    };
    world.broadcast_bytes(&mut bytes)?;
    Ok(PathBuf::from(String::from_utf8_lossy(&bytes).into_owned()))
}

/// `--nproc N`: resolve the plan here (bad input stops before any rank starts), print it, and
/// start N ranks of the same command, which resolve the same plan.
pub(super) fn start_ranks(
    args: Ranked,
    count: u32,
    launch: &Launch,
    context: &Context,
) -> Result<()> {
    let flag = || Origin::CommandLine {
        argument: format!("--nproc {count}"),
    };
    if launch.world_size > 1 {
        return Err(ConfigError::new(format!(
            "--nproc starts ranks itself, but {} started this process as rank {} of {}",
            launch.describe_launcher(),
            launch.rank,
            launch.world_size
        ))
        .origin(flag())
        .help("use either --nproc or a launcher, not both")
        .into());
    }
    if count == 0 {
        return Err(ConfigError::new("--nproc needs at least one process")
            .origin(flag())
            .into());
    }
    let mut child: Vec<OsString> = Vec::new();
    if let Some(dir) = &context.presets_dir {
        child.extend(["--presets-dir".into(), dir.clone().into_os_string()]);
    }
    child.push("train".into());
    let device = match &args.resume {
        Some(dir) => {
            let plan = run::read_plan(dir)?.on_world_size(count)?;
            session::check_plan_runs_here(&plan)?;
            emit(&format!("resuming {} on {count} ranks\n", dir.display()))?;
            child.extend(["--resume".into(), dir.clone().into_os_string()]);
            plan.device
        }
        None => {
            let (plan, sets) = plan_for_ranks(&args, count, context)?;
            session::check_plan_runs_here(&plan)?;
            let run_dir = args
                .out
                .clone()
                .unwrap_or_else(|| run::default_run_dir(&plan.experiment));
            emit(&format!(
                "{}run directory {}\nranks         {count}, started here\n",
                render_text(&plan),
                run_dir.display()
            ))?;
            let experiment = args
                .experiment
                .clone()
                .expect("clap requires an experiment");
            child.extend([experiment.into_os_string(), "--preset".into()]);
            child.push(args.preset.clone().into());
            for set in sets {
                child.extend(["--set".into(), set.into()]);
            }
            for key in &args.unsets {
                child.extend(["--unset".into(), key.into()]);
            }
            child.extend(["--out".into(), run_dir.into_os_string()]);
            plan.device
        }
    };
    if args.plain {
        child.push("--plain".into());
    }
    spawn::run_ranks(count as usize, device, &child)
}

/// The plan for `count` ranks, and the `--set`s that give it: `train.world_size = count` is
/// added unless a layer set the world size (which must then be `count`).
fn plan_for_ranks(args: &Ranked, count: u32, context: &Context) -> Result<(Plan, Vec<String>)> {
    let experiment = args
        .experiment
        .clone()
        .expect("clap requires an experiment");
    let load = |sets: Vec<String>| {
        let (preset, unsets) = (args.preset.clone(), args.unsets.clone());
        context.plan_with_unsets(experiment.clone(), preset, sets, unsets, true)
    };
    let (loaded, plan) = load(args.sets.clone())?;
    if plan.world_size == count {
        return Ok((plan, args.sets.clone()));
    }
    let by_default = loaded
        .writer(keys::TRAIN_WORLD_SIZE.path())
        .is_none_or(|(i, _)| loaded.layers[i].source == Source::Defaults);
    if !by_default {
        return Err(Launch::spawned_ranks(count as usize)
            .check_world_size(plan.world_size)
            .expect_err("the sizes differ")
            .origin(loaded.value_origin(keys::TRAIN_WORLD_SIZE.path()))
            .into());
    }
    let mut sets = args.sets.clone();
    sets.push(format!("{}={count}", keys::TRAIN_WORLD_SIZE.path()));
    let (_, plan) = load(sets.clone())?;
    Ok((plan, sets))
}
