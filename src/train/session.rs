//! A run's session: a new run directory or a resumed one, the device, and the loop
//! ([`super::trainer`]) started on them.

use std::path::Path;

use candle_core::Device;

use super::checkpoint::{self, Checkpoint};
use super::memory::PeakMemory;
use super::run::{check_trainable, io, read_plan, write_json, Progress, RunOptions, RunSummary};
use super::trainer::Trainer;
use crate::config::schema::{DeviceKind, Pretrained};
use crate::config::ExperimentConfig;
use crate::error::{ConfigError, Origin, Result};
use crate::models::pretrained::hub;
use crate::plan::Plan;

/// Start a new run of `plan` in `run_dir` (which must not hold a run already).
pub fn start(
    plan: &Plan,
    config: &ExperimentConfig,
    run_dir: &Path,
    options: &RunOptions,
) -> Result<RunSummary> {
    // Before the device is opened, so its context counts.
    let peak = PeakMemory::start(plan.device == DeviceKind::Cuda);
    let (device, rank) = match &options.world {
        None => (check_trainable(plan)?, 0),
        // The device is the rank's, opened already for its collectives.
        Some(world) => (world.device().clone(), world.rank()),
    };
    // Rank 0 downloads hub weights missing from the cache before the run directory records
    // the plan; the other ranks then find them there.
    let mut plan = plan.clone();
    let created = if rank == 0 {
        fetch_weights(&mut plan, options).and_then(|()| create_run_dir(&plan, config, run_dir))
    } else {
        Ok(())
    };
    match &options.world {
        Some(world) => world.all_ok(created)?,
        None => created?,
    }
    if rank != 0 {
        fetch_weights(&mut plan, options)?;
    }
    run(&plan, run_dir, &device, None, options, peak)
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
    write_json(&run_dir.join("config.json"), config)
}

/// Continue the run in `run_dir` from its latest checkpoint (from the start if it has none).
/// On another number of processes than the run's plan, the plan is re-split for them
/// ([`Plan::on_world_size`]: the same effective batch, through accumulation) and rank 0
/// rewrites `plan.json`.
pub fn resume(run_dir: &Path, options: &RunOptions) -> Result<RunSummary> {
    let stored = read_plan(run_dir)?;
    let peak = PeakMemory::start(stored.device == DeviceKind::Cuda);
    let (device, rank, size) = match &options.world {
        None => (check_trainable(&stored)?, 0, 1),
        Some(world) => (world.device().clone(), world.rank(), world.size()),
    };
    let plan = stored.on_world_size(size as u32)?;
    if plan.world_size != stored.world_size && rank == 0 {
        if options.progress != Progress::Quiet {
            eprintln!("{}", plan.notes.last().map_or("", String::as_str));
        }
        write_json(&run_dir.join("plan.json"), &plan)?;
    }
    let checkpoint = checkpoint::load_latest(run_dir, &device)?;
    run(&plan, run_dir, &device, checkpoint, options, peak)
}

/// Train `plan` on `device` (from [`check_trainable`]) in `run_dir`.
fn run(
    plan: &Plan,
    run_dir: &Path,
    device: &Device,
    resume_from: Option<Checkpoint>,
    options: &RunOptions,
    peak: PeakMemory,
) -> Result<RunSummary> {
    Trainer::new(plan, run_dir, device, resume_from, options, peak)?.run()
}
