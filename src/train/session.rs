//! The session room: a new run directory or a resumed one, the checks that this binary can
//! train the plan, the device, and the loop ([`super::trainer`]) started on them.

use std::path::Path;
use std::rc::Rc;
use std::sync::Arc;

use candle_core::Device;

use super::checkpoint::TrainerState;
use super::checkpoint::{self, Checkpoint};
use super::engine::Engine;
use super::evaluation::{open_eval_data, EvalData};
use super::memory_monitor::PeakMemory;
use super::metrics::RowKind;
use super::resume::ResumeRequest;
use super::run::{Progress, RunOptions, RunSummary};
use super::run_dir::{io, read_plan, write_json};
use super::trainer::{Start, Trainer};
use crate::config::schema::{DeviceKind, Pretrained};
use crate::config::ExperimentConfig;
use crate::data::record::{sha256_hex, DataRecord};
use crate::data::{self, Dataset, Split};
use crate::dist::World;
use crate::error::{ConfigError, Error, Origin, Result};
use crate::models::pretrained::{hub, LoadReport, PretrainedLoadOptions};
use crate::plan::{Plan, RunInputs};

/// A single process's device, opened once by [`check_plan_and_open_device`] before the plan is
/// announced, with the peak-memory measurement started before it was opened (so that its
/// context counts).
pub(crate) struct OpenedDevice {
    device: Device,
    peak: PeakMemory,
}

impl OpenedDevice {
    /// Start measuring, then check `plan` and open its device.
    pub(crate) fn open(plan: &Plan) -> Result<Self> {
        let peak = PeakMemory::start(plan.device == DeviceKind::Cuda);
        let device = check_plan_and_open_device(plan)?;
        Ok(OpenedDevice { device, peak })
    }
}

/// Start a new run of `plan` in `run_dir` (which must not hold a run already), on `opened`
/// (a single process's device, opened once already) or on the world's (a rank's).
pub(crate) fn start(
    plan: &Plan,
    config: &ExperimentConfig,
    run_dir: &Path,
    options: &RunOptions,
    opened: Option<OpenedDevice>,
) -> Result<RunSummary> {
    let (world, peak) = match (&options.world, opened) {
        // The device is the rank's, opened already for its collectives.
        (Some(world), _) => (
            world.clone(),
            PeakMemory::start(plan.device == DeviceKind::Cuda),
        ),
        (None, Some(o)) => (Rc::new(World::alone(&o.device)), o.peak),
        (None, None) => {
            let o = OpenedDevice::open(plan)?;
            (Rc::new(World::alone(&o.device)), o.peak)
        }
    };
    let rank = world.rank();
    // Every rank opens its data first: a dataset that is missing or malformed is said before
    // weights are downloaded or a run directory is created.
    let data = world.all_ok(open_data(plan, rank == 0))?;
    // Rank 0 downloads hub weights missing from the cache before the run directory records
    // the plan; the other ranks then find them there.
    let mut plan = plan.clone();
    // What the run starts from, for `--resume` to check (every rank: the plans must agree).
    plan.inputs = Some(world.all_ok(run_inputs(&plan))?);
    let created = if rank == 0 {
        fetch_weights(&mut plan, options).and_then(|()| create_run_dir(&plan, config, run_dir))
    } else {
        Ok(())
    };
    world.all_ok(created)?;
    if rank != 0 {
        fetch_weights(&mut plan, options)?;
    }
    run(&plan, run_dir, &world, data, None, options, peak)
}

/// A run's training data and, on the rank that evaluates, its evaluation data.
struct RunData {
    train: Arc<dyn Dataset>,
    eval: Option<EvalData>,
}

/// Opens the plan's data (`writer`: the evaluation data too). A run does this before anything
/// else, so a missing or malformed dataset is said at once.
fn open_data(plan: &Plan, writer: bool) -> Result<RunData> {
    let image_size = plan.input_size()?;
    let train: Arc<dyn Dataset> =
        Arc::from(data::open(&plan.data, image_size, Split::Train, plan.seed)?);
    let eval = match writer {
        true => open_eval_data(plan, image_size)?,
        false => None,
    };
    if let Some(eval) = &eval {
        data::check_disjoint(train.as_ref(), eval.eval.as_ref())?;
    }
    Ok(RunData { train, eval })
}

/// What a run of `plan` starts from: the experiment file's sha256 (when it can be read) and
/// the data's record.
fn run_inputs(plan: &Plan) -> Result<RunInputs> {
    Ok(RunInputs {
        experiment_sha256: std::fs::read(&plan.experiment)
            .ok()
            .map(|bytes| sha256_hex(&bytes)),
        data: DataRecord::of(&plan.data)?,
    })
}

/// Puts hub weights into the cache (downloading them when missing) and records in the plan the
/// file, commit and sha256 the run starts from. The model is built after this, so what it
/// reads from the file (a ViT's LayerNorm epsilon) comes from the file itself.
fn fetch_weights(plan: &mut Plan, options: &RunOptions) -> Result<()> {
    if let Some(p @ Pretrained::Hub(_)) = &plan.model.pretrained {
        plan.weights = Some(hub::fetch(p, options.progress != Progress::Quiet)?);
    }
    Ok(())
}

/// A new run directory holding the plan and the configuration it came from.
fn create_run_dir(plan: &Plan, config: &ExperimentConfig, run_dir: &Path) -> Result<()> {
    if run_dir.join("plan.json").exists() {
        return Err(
            ConfigError::new(format!("{} already holds a run", run_dir.display()))
                .origin(Origin::file(run_dir))
                .help(format!(
                    "continue it with `paperfit train --resume {}`, or choose another --out",
                    run_dir.display()
                ))
                .into(),
        );
    }
    std::fs::create_dir_all(run_dir).map_err(|e| io("cannot create", run_dir, e))?;
    // Enough to re-run exactly: the plan is what executes; the config is what it came from.
    write_json(&run_dir.join("plan.json"), plan)?;
    write_json(&run_dir.join("config.json"), config)?;
    // The labels' names: `paperfit eval` reports by them and refuses data whose classes differ.
    write_json(
        &run_dir.join(CLASSES_FILE),
        &crate::data::class_names(&plan.data)?,
    )
}

/// The class names of a run's data, by label, in its run directory.
pub(super) const CLASSES_FILE: &str = "classes.json";

/// Continue the run in `run_dir` from its latest checkpoint (refused when it has none:
/// [`check_has_checkpoint`]),
/// with what `request` changes and the data checked against the run's record
/// ([`super::resume::continued_plan`]). On another number of processes than the run's plan,
/// the plan is re-split for them ([`Plan::on_world_size`]: the same effective batch, through
/// accumulation). Rank 0 rewrites `plan.json` when the plan changed.
pub(crate) fn resume(
    run_dir: &Path,
    request: &ResumeRequest,
    options: &RunOptions,
) -> Result<RunSummary> {
    check_has_checkpoint(run_dir)?;
    let stored = read_plan(run_dir)?;
    let peak = PeakMemory::start(stored.device == DeviceKind::Cuda);
    let world = match &options.world {
        None => Rc::new(World::alone(&check_plan_and_open_device(&stored)?)),
        Some(world) => world.clone(),
    };
    let rank = world.rank();
    let say = rank == 0 && options.progress != Progress::Quiet;
    let continued = world.all_ok(super::resume::continued_plan(
        run_dir, &stored, request, say,
    ))?;
    let plan = continued.on_world_size(world.size() as u32)?;
    let data = world.all_ok(open_data(&plan, rank == 0))?;
    if plan.world_size != stored.world_size && say {
        crate::text::stderr_line(plan.notes.last().map_or("", String::as_str));
    }
    if rank == 0 {
        super::resume::remove_temporaries(run_dir)?;
        if plan != stored {
            write_json(&run_dir.join("plan.json"), &plan)?;
        }
    }
    if say {
        if let Some(why) = checkpoint::unnamed_but_complete(&run_dir.join("checkpoints"))? {
            crate::text::stderr_line(&format!("note: {why}; the run continues from it"));
        }
    }
    let checkpoint = checkpoint::load_latest(run_dir, world.device())?;
    run(&plan, run_dir, &world, data, checkpoint, options, peak)
}

/// Refuses a resume of `run_dir` that holds no checkpoint (exit code 2) before anything in it
/// is written: the run would start again over the files of the one that stopped, its logs
/// rewritten and its best weights removed. Says where the run stopped, what it keeps and how to
/// train it from its start.
pub(crate) fn check_has_checkpoint(run_dir: &Path) -> Result<()> {
    if checkpoint::latest_state(run_dir)?.is_some() {
        return Ok(());
    }
    let plan = read_plan(run_dir)?;
    let rows = super::metrics::read_rows(&run_dir.join("metrics.jsonl"))?;
    let trained = rows.iter().filter(|r| r.kind == RowKind::Train);
    let stopped = match trained.clone().map(|r| r.step).max() {
        Some(step) => format!(
            "after optimizer step {step} of {} (the last it logged)",
            plan.last_step()
        ),
        None => "before it logged an optimizer step".to_string(),
    };
    let run = run_dir.display();
    let mut kept = format!("its plan and its logs ({} steps)", trained.count());
    if let Ok(best) = std::fs::read_to_string(run_dir.join("checkpoints").join("best")) {
        kept.push_str(&format!(
            ", and its best weights (checkpoints/{}: `paperfit eval {run} --checkpoint best` evaluates them)",
            best.trim()
        ));
    }
    Err(ConfigError::new(format!(
        "{run} holds no checkpoint to resume from: the run stopped {stopped}, before it completed its first checkpoint"
    ))
    .origin(Origin::file(run_dir))
    .help(format!(
        "this run writes checkpoints {}. Nothing in {run} was changed: it keeps {kept}. To train it from its start, run the command that started it with another --out ({run}/config.json holds the configuration it resolved to), or remove {run} and run that command as it was",
        crate::plan::checkpoints_line(&plan)
    ))
    .into())
}

/// Train `plan` as a rank of `world` (a world of one on the device from
/// [`check_plan_and_open_device`]) in `run_dir` on `data` ([`open_data`]): build the engine,
/// start from `resume_from` (then pointing `checkpoints/best` back at its best record:
/// [`super::best::restore`]) or from the plan's pretrained weights, and run the loop.
fn run(
    plan: &Plan,
    run_dir: &Path,
    world: &Rc<World>,
    data: RunData,
    resume_from: Option<Checkpoint>,
    options: &RunOptions,
    peak: PeakMemory,
) -> Result<RunSummary> {
    if plan.schedule.last_step_samples != plan.effective_batch && plan.data.drop_last {
        return Err(Error::Internal(
            "inconsistent plan: drop_last with a partial last step".into(),
        ));
    }
    let writer = world.rank() == 0;
    let mut engine = Engine::new(plan, world.device())?;
    engine.inject(options.faults.clone());
    engine.join(world.clone());
    let resume_step = resume_from.as_ref().map(|c| c.state.step);
    let state = start_state(plan, &mut engine, resume_from, run_dir, options, writer)?;
    // A resume goes back to its checkpoint's best record only once it has started (the model
    // built, the checkpoint loaded): one that fails to start leaves the best checkpoints made
    // after that checkpoint where they were.
    if writer && resume_step.is_some() {
        super::best::restore(run_dir, state.best.as_ref())?;
    }
    let start = Start {
        train_data: data.train,
        eval_data: data.eval,
        engine,
        state,
        resume_step,
        world: world.clone(),
    };
    Trainer::new(plan, run_dir, world.device(), start, options, peak)?.run()
}

/// Where the run starts: the checkpoint's state (its split re-fitted when the run resumes on
/// another number of processes), or step 0 with the pretrained weights loaded.
fn start_state(
    plan: &Plan,
    engine: &mut Engine,
    resume_from: Option<Checkpoint>,
    run_dir: &Path,
    options: &RunOptions,
    writer: bool,
) -> Result<TrainerState> {
    let state = match resume_from {
        Some(checkpoint) => engine.restore(checkpoint)?,
        None => {
            if let Some(pretrained) = &plan.model.pretrained {
                // Pretrained weights start a new run; a resumed run has its checkpoint.
                let record = match &plan.weights {
                    Some(w) if w.path.is_some() => w.clone(),
                    _ => crate::models::pretrained::hub::fetch(
                        pretrained,
                        options.progress != Progress::Quiet,
                    )?,
                };
                let path = record.path.clone().ok_or_else(|| {
                    Error::Internal(format!("no file for the weights {}", record.source))
                })?;
                let mut report = load_pretrained(plan, engine, &path)?;
                report.source = Some(record);
                if writer {
                    write_json(&run_dir.join("pretrained_report.json"), &report)?;
                }
                if options.progress != Progress::Quiet {
                    crate::text::stderr_line(&report.to_string());
                }
            }
            TrainerState {
                step: 0,
                epoch: 0,
                step_in_epoch: 0,
                micro_batch: plan.micro_batch as usize,
                scaler: engine.scaler().cloned(),
                elapsed_secs: 0.0,
                data_wait_secs: 0.0,
                skipped_images: Vec::new(),
                best: None,
            }
        }
    };
    Ok(state)
}

/// Load the pretrained weights at `path` into `engine`'s model by their public names (a new
/// run's start), and say what was loaded.
fn load_pretrained(plan: &Plan, engine: &Engine, path: &Path) -> Result<LoadReport> {
    let model = engine.model();
    let load = PretrainedLoadOptions::for_model(&plan.model, model);
    let report = crate::models::pretrained::load_pretrained(&model.store().borrow(), path, &load)?;
    model.after_weights_loaded()?;
    Ok(report)
}

/// Check that this binary can train `plan` ([`check_plan_runs_here`]) and open its device.
/// Done before a run directory is created.
pub(crate) fn check_plan_and_open_device(plan: &Plan) -> Result<Device> {
    check_plan_runs_here(plan)?;
    device_for(plan)
}

/// Whether this binary can train `plan`, without opening the device: a collective backend
/// when the plan has several processes, a loss the loop implements for the model, CLIP's
/// files, pretrained weights present (or downloadable).
pub(crate) fn check_plan_runs_here(plan: &Plan) -> Result<()> {
    if plan.world_size > 1 && crate::dist::backend_for(plan.device).is_none() {
        return Err(ConfigError::new(format!(
            "this plan splits the batch over {} processes, and this paperfit has no collectives for {} ranks",
            plan.world_size,
            if plan.device == DeviceKind::Cuda { "GPU" } else { "CPU" }
        ))
        .key("train.world_size")
        .help(crate::dist::missing_backend_help(plan.device))
        .into());
    }
    if let Err(reason) =
        crate::models::registry::check_model_supports_loss(&plan.model, plan.loss.name)
    {
        return Err(ConfigError::new(reason)
            .key("model.name")
            .help("`paperfit plan` still shows the plan; docs/experiments lists what each model trains with")
            .into());
    }
    crate::models::clip::check_clip_inputs(&plan.model)?;
    match &plan.model.pretrained {
        Some(Pretrained::Local(path)) if !path.is_file() => {
            return Err(ConfigError::new(format!(
                "pretrained weights {} not found",
                path.display()
            ))
            .key("model.pretrained")
            .origin(Origin::file(path))
            .help("name the published checkpoint by its Hugging Face Hub id (`hf-hub:owner/name`), or convert it to safetensors (docs/pretrained.md) and point `--set model.pretrained=PATH` at it, or train from scratch with `--set model.pretrained=\"\"` (a deviation)")
            .into());
        }
        // A hub file missing from the cache is downloaded when the run starts; with
        // HF_HUB_OFFLINE set, locating it is the error.
        Some(p @ Pretrained::Hub(_)) if hub::existing_file(p).is_none() => {
            hub::locate(p)?;
        }
        _ => {}
    }
    Ok(())
}

/// The device a plan runs on, or an error saying why it cannot run here.
pub(crate) fn device_for(plan: &Plan) -> Result<Device> {
    device_for_rank(plan, 0)
}

/// The device of the rank whose local rank (its place among the ranks of its machine) is
/// `local_rank`: CUDA device `local_rank`, or the CPU.
pub(crate) fn device_for_rank(plan: &Plan, local_rank: usize) -> Result<Device> {
    match plan.device {
        DeviceKind::Cpu => Ok(Device::Cpu),
        DeviceKind::Cuda => {
            if !candle_core::utils::cuda_is_available() {
                return Err(ConfigError::new(format!(
                    "preset `{}` runs on CUDA, but this paperfit was built without CUDA support",
                    plan.preset
                ))
                .help("build with `cargo build --release --features cuda`, or train on the CPU with --preset cpu")
                .into());
            }
            crate::gpu::open_cuda(local_rank).map_err(|e| {
                ConfigError::new(format!("cannot open CUDA device {local_rank}: {e}"))
                    .help("check the driver with nvidia-smi, or train on the CPU with --preset cpu")
                    .into()
            })
        }
    }
}
