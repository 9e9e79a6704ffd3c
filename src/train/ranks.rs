//! `paperfit train`'s orchestration: one process, one rank of a launch, or with `--nproc N` the
//! parent that starts N ranks on this machine. The command line parses its arguments into a
//! [`RankRequest`], hands these functions a way to print, and renders what they return.

use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::rc::Rc;

use super::engine::Faults;
use super::resume::{self, ResumeRequest};
use super::run::{Progress, RunOptions, RunSummary};
use super::run_dir;
use super::session;
use crate::config::{keys, LoadOptions, LoadedExperiment};
use crate::dist::{spawn, Launch, Launcher, World};
use crate::error::{ConfigError, Origin, Result};
use crate::plan::{render_text, Plan};

/// What a rank, or the parent of ranks, is asked to run: `paperfit train`'s arguments, where
/// the preset choice and the preset directory came from, and the environment.
pub(crate) struct RankRequest {
    /// The experiment of a new run (`None` with `resume`).
    pub experiment: Option<PathBuf>,
    pub preset: String,
    pub preset_origin: Origin,
    pub sets: Vec<String>,
    pub unsets: Vec<String>,
    pub out: Option<PathBuf>,
    pub resume: Option<PathBuf>,
    /// `--accept-data-change` (with `resume`).
    pub accept_data_change: bool,
    /// `--max-steps`: a smoke run of the plan's first steps (a new run only).
    pub max_steps: Option<u64>,
    pub plain: bool,
    pub presets_dir: Option<PathBuf>,
    pub presets_dir_origin: Option<Origin>,
    /// Every environment variable (only `PAPERFIT_*` are read).
    pub env: Vec<(String, String)>,
}

/// Where output goes: the lines printed before training starts.
pub(crate) type Emit<'a> = &'a mut dyn FnMut(&str) -> Result<()>;

impl RankRequest {
    fn experiment(&self) -> PathBuf {
        self.experiment
            .clone()
            .expect("clap requires an experiment")
    }

    /// Load the experiment with `sets` in place of the request's and build its plan.
    fn plan(&self, sets: Vec<String>) -> Result<(LoadedExperiment, Plan)> {
        let options = LoadOptions {
            experiment: self.experiment(),
            preset: self.preset.clone(),
            preset_origin: self.preset_origin.clone(),
            sets,
            unsets: self.unsets.clone(),
            env: self.env.clone(),
            presets_dir: self.presets_dir.clone(),
            presets_dir_origin: self.presets_dir_origin.clone(),
            for_training: true,
        };
        let (loaded, mut plan) = crate::plan::load_and_build(&options)?;
        if let Some(steps) = self.max_steps {
            plan.limit_steps(steps)?;
        }
        Ok((loaded, plan))
    }

    /// The request's plan for a process that `launch` started: its world size must be the
    /// launch's (the error points at whoever set it).
    fn plan_for(&self, launch: &Launch) -> Result<(LoadedExperiment, Plan)> {
        let (loaded, plan) = self.plan(self.sets.clone())?;
        launch
            .check_world_size(plan.world_size)
            .map_err(|e| e.origin(loaded.value_origin(keys::TRAIN_WORLD_SIZE.path())))?;
        Ok((loaded, plan))
    }

    /// The faults the environment injects (`PAPERFIT_FAULT_*`), the run directory's writers'
    /// ([`super::torn_write`]) armed.
    fn faults(&self) -> Result<Faults> {
        super::torn_write::arm_from_env(self.env.iter().cloned())?;
        Ok(Faults::from_env(self.env.iter().cloned())?)
    }

    /// What the request asks of a resume besides its directory.
    fn resume_request(&self) -> ResumeRequest {
        ResumeRequest {
            sets: self.sets.clone(),
            accept_data_change: self.accept_data_change,
            env: self.env.clone(),
        }
    }

    /// A resume of a complete run: its summary, after saying so (nothing is written). A run
    /// without a checkpoint: refused ([`session::check_has_checkpoint`]). Otherwise `None`,
    /// after naming on stderr (`say`) what the resume ignores.
    fn complete_or_ignored(
        &self,
        run_dir: &Path,
        say: bool,
        emit: Emit<'_>,
    ) -> Result<Option<RunSummary>> {
        if let Some(summary) = resume::completed(run_dir, &self.resume_request())? {
            if say {
                let what = match &summary.smoke_run {
                    Some(smoke) => format!(
                        "a complete smoke run ({} of {} optimizer steps, summary.json): a resume does not take it further; train the recipe as a new run, without --max-steps",
                        smoke.max_steps, smoke.planned_steps
                    ),
                    None => format!(
                        "complete ({} optimizer steps, summary.json): nothing to resume",
                        summary.steps
                    ),
                };
                emit(&format!(
                    "{} is {what}, and nothing in it was changed\n",
                    run_dir.display()
                ))?;
            }
            return Ok(Some(summary));
        }
        session::check_has_checkpoint(run_dir)?;
        if say {
            let plan = run_dir::read_plan(run_dir)?;
            let ignored = resume::ignored_settings(
                &plan,
                &self.preset_origin,
                self.presets_dir_origin.as_ref(),
                &self.env,
            );
            for line in ignored {
                crate::text::stderr_line(&line);
            }
        }
        Ok(None)
    }

    /// `--out`, or the default directory for `plan`'s experiment.
    fn run_dir(&self, plan: &Plan) -> PathBuf {
        self.out
            .clone()
            .unwrap_or_else(|| run_dir::default_run_dir(&plan.experiment))
    }
}

/// A run on this one process: resolve the plan (or read a resumed run's), check that it runs
/// here, open its device, announce it and train.
pub(crate) fn run_one_process(
    request: &RankRequest,
    launch: &Launch,
    emit: Emit<'_>,
) -> Result<RunSummary> {
    let options = RunOptions {
        progress: if request.plain {
            Progress::Lines
        } else {
            Progress::Auto
        },
        faults: request.faults()?,
        world: None,
    };
    if let Some(run_dir) = &request.resume {
        if let Some(summary) = request.complete_or_ignored(run_dir, true, emit)? {
            return Ok(summary);
        }
        emit(&format!("resuming {}\n", run_dir.display()))?;
        return session::resume(run_dir, &request.resume_request(), &options);
    }
    let (loaded, plan) = request.plan_for(launch)?;
    // Opened once, before the plan is announced: a device that cannot run it is said first.
    let opened = session::OpenedDevice::open(&plan)?;
    let run_dir = request.run_dir(&plan);
    emit(&format!(
        "{}run directory {}\n",
        render_text(&plan),
        run_dir.display()
    ))?;
    session::start(&plan, &loaded.config, &run_dir, &options, Some(opened))
}

/// One rank of a distributed run: resolve or read the plan, join the world, train. Returns
/// the summary on rank 0 (the one that prints), `None` on the others. The caller stops every
/// rank when this fails.
pub(crate) fn run_rank(
    request: &RankRequest,
    launch: &Launch,
    emit: Emit<'_>,
) -> Result<Option<RunSummary>> {
    let lead = launch.rank == 0;
    // The parent of `--nproc` ranks printed the plan already.
    let announce = lead && launch.launcher != Launcher::Spawned;
    if let Some(dir) = &request.resume {
        // Every rank finds the same files: all return here, none joins the world.
        if let Some(summary) = request.complete_or_ignored(dir, announce, emit)? {
            return Ok(lead.then_some(summary));
        }
    }
    let (plan, config) = match &request.resume {
        Some(dir) => (run_dir::read_plan(dir)?, None),
        None => {
            let (loaded, plan) = request.plan_for(launch)?;
            (plan, Some(loaded.config))
        }
    };
    session::check_plan_runs_here(&plan)?;
    let device = session::device_for_rank(&plan, launch.local_rank)?;
    let world = Rc::new(World::connect(launch, &device)?);
    let options = RunOptions {
        progress: match (lead, request.plain) {
            (false, _) => Progress::Quiet,
            (true, true) => Progress::Lines,
            (true, false) => Progress::Auto,
        },
        faults: request.faults()?,
        world: Some(world.clone()),
    };
    let summary = match (&request.resume, config) {
        (Some(dir), _) => {
            if announce {
                emit(&format!(
                    "resuming {} on {} ranks ({})\n",
                    dir.display(),
                    world.size(),
                    world.backend_name()
                ))?;
            }
            session::resume(dir, &request.resume_request(), &options)?
        }
        (None, Some(config)) => {
            let run_dir = agreed_run_dir(&world, request.out.clone(), &plan)?;
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
            session::start(&plan, &config, &run_dir, &options, None)?
        }
        (None, None) => unreachable!("a new run has its configuration"),
    };
    Ok(lead.then_some(summary))
}

/// `--out`, or the default directory rank 0 names (ranks may start in different seconds).
fn agreed_run_dir(world: &World, out: Option<PathBuf>, plan: &Plan) -> Result<PathBuf> {
    if let Some(out) = out {
        return Ok(out);
    }
    let mut bytes = if world.rank() == 0 {
        run_dir::default_run_dir(&plan.experiment)
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
/// start N ranks of the same command, which resolve the same plan; returns when they are done.
pub(crate) fn start_ranks(
    request: &RankRequest,
    count: u32,
    launch: &Launch,
    emit: Emit<'_>,
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
    if let Some(dir) = &request.presets_dir {
        child.extend(["--presets-dir".into(), dir.clone().into_os_string()]);
    }
    child.push("train".into());
    let device = match &request.resume {
        Some(dir) => {
            if request.complete_or_ignored(dir, true, emit)?.is_some() {
                return Ok(());
            }
            let plan = run_dir::read_plan(dir)?.on_world_size(count)?;
            session::check_plan_runs_here(&plan)?;
            emit(&format!("resuming {} on {count} ranks\n", dir.display()))?;
            child.extend(["--resume".into(), dir.clone().into_os_string()]);
            for set in &request.sets {
                child.extend(["--set".into(), set.into()]);
            }
            if request.accept_data_change {
                child.push("--accept-data-change".into());
            }
            plan.device
        }
        None => {
            let (plan, sets) = plan_for_ranks(request, count)?;
            session::check_plan_runs_here(&plan)?;
            let run_dir = request.run_dir(&plan);
            emit(&format!(
                "{}run directory {}\nranks         {count}, started here\n",
                render_text(&plan),
                run_dir.display()
            ))?;
            child.extend([request.experiment().into_os_string(), "--preset".into()]);
            child.push(request.preset.clone().into());
            for set in sets {
                child.extend(["--set".into(), set.into()]);
            }
            for key in &request.unsets {
                child.extend(["--unset".into(), key.into()]);
            }
            if let Some(steps) = request.max_steps {
                child.extend(["--max-steps".into(), steps.to_string().into()]);
            }
            child.extend(["--out".into(), run_dir.into_os_string()]);
            plan.device
        }
    };
    if request.plain {
        child.push("--plain".into());
    }
    spawn::run_ranks(count as usize, device, &child)
}

/// The plan for `count` ranks, and the `--set`s that give it: `train.world_size = count` is
/// added unless a layer set the world size (which must then be `count`).
fn plan_for_ranks(request: &RankRequest, count: u32) -> Result<(Plan, Vec<String>)> {
    let (loaded, plan) = request.plan(request.sets.clone())?;
    if plan.world_size == count {
        return Ok((plan, request.sets.clone()));
    }
    let by_default = loaded
        .writer(keys::TRAIN_WORLD_SIZE.path())
        .is_none_or(|(i, _)| loaded.layers[i].source == Origin::Defaults);
    if !by_default {
        return Err(Launch::spawned_ranks(count as usize)
            .check_world_size(plan.world_size)
            .expect_err("the sizes differ")
            .origin(loaded.value_origin(keys::TRAIN_WORLD_SIZE.path()))
            .into());
    }
    let mut sets = request.sets.clone();
    sets.push(format!("{}={count}", keys::TRAIN_WORLD_SIZE.path()));
    let (_, plan) = request.plan(sets.clone())?;
    Ok((plan, sets))
}
