//! `paperfit bench`.

use std::path::PathBuf;

use clap::Subcommand;

use super::{emit, Context, Format};
use crate::bench;
use crate::error::Result;
use crate::train::session::check_plan_runs_here;

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Training samples/s and peak memory of an experiment's model on the plan's device and
    /// precision, side by side with the same architecture, split, optimizer and precision in
    /// PyTorch (eager, autocast) on the same device when Python with torch is available.
    Train(TrainArgs),
    /// Images/s of JPEG decode + the DCAL training transform through the loader at each
    /// worker count, side by side with torchvision's DataLoader on the same files when Python
    /// with torch is available.
    Data(DataArgs),
    /// Estimated against measured peak memory, one process per run: resident memory on the
    /// CPU; on CUDA the GPU memory in use (NVML) with the pool's peaks of live and held buffers.
    Memory(MemoryArgs),
    /// Peak memory and throughput with gradient checkpointing off and on (separate processes).
    Checkpointing(CheckpointingArgs),
    /// paperfit against a PyTorch reference (timm / torchvision, or a transcription) training
    /// the same model from the same initial weights on the same batches with the same recipe:
    /// per-step loss, learning rate and gradient norm, final weights, and for BatchNorm nets
    /// one step from paperfit's own state; exits 1 past the tolerances (docs/parity.md).
    Parity(ParityArgs),
}

#[derive(Debug, clap::Args)]
pub(crate) struct ParityArgs {
    experiment: PathBuf,
    #[arg(long, default_value = "cpu")]
    preset: String,
    #[arg(long = "set", value_name = "KEY=VALUE")]
    sets: Vec<String>,
    /// Keys to remove from the experiment (e.g. `model.pretrained`).
    #[arg(long = "unset", value_name = "KEY")]
    unsets: Vec<String>,
    /// Optimizer steps to compare.
    #[arg(long, default_value_t = 10, value_parser = clap::value_parser!(u64).range(1..))]
    steps: u64,
    /// Steps (from 0) before which to check one step from paperfit's state (repeatable;
    /// default: first, middle and last for BatchNorm nets, none otherwise).
    #[arg(long = "one-step", value_name = "STEP")]
    one_step: Vec<u64>,
    /// Write every parameter's gradient at STEP, paperfit's and PyTorch's from the same state,
    /// as safetensors into DIR.
    #[arg(long, num_args = 2, value_names = ["STEP", "DIR"])]
    gradients: Vec<String>,
    /// Python interpreter with torch, torchvision and timm, for the reference.
    #[arg(long, default_value = "python3", env = crate::config::overrides::ENV_PYTHON)]
    python: PathBuf,
    #[arg(long, value_enum, default_value_t)]
    format: Format,
}

#[derive(Debug, clap::Args)]
pub(crate) struct TrainArgs {
    #[arg(default_value = "experiments/quickstart.toml")]
    experiment: PathBuf,
    #[arg(long, default_value = "cpu")]
    preset: String,
    #[arg(long = "set", value_name = "KEY=VALUE")]
    sets: Vec<String>,
    #[arg(long, default_value_t = 10, value_parser = clap::value_parser!(u64).range(1..))]
    steps: u64,
    #[arg(long, default_value_t = 2)]
    warmup: u64,
    /// Python interpreter with torch (and torchvision for the ResNets, timm for SE-ResNeXt50
    /// and the ViT family)
    /// for the reference; it must have them. Without it, python3 is tried, and paperfit is
    /// measured alone when python3 has not.
    #[arg(long, env = crate::config::overrides::ENV_PYTHON)]
    python: Option<PathBuf>,
    /// Measure paperfit alone, without the PyTorch reference (whatever --python or
    /// PAPERFIT_PYTHON name).
    #[arg(long)]
    no_reference: bool,
    /// The reference's runs beside its eager one, comma-separated (deterministic: restricted
    /// to deterministic algorithms; compiled: torch.compile). Default: both on CUDA, none on
    /// the CPU; `eager` alone asks for none.
    #[arg(long, value_enum, value_delimiter = ',')]
    pytorch: Option<Vec<bench::train::ReferenceMode>>,
    #[arg(long, value_enum, default_value_t)]
    format: Format,
}

#[derive(Debug, clap::Args)]
pub(crate) struct DataArgs {
    #[arg(long, default_value_t = 256, value_parser = clap::value_parser!(u64).range(1..))]
    images: u64,
    #[arg(long, default_value_t = 500, value_parser = clap::value_parser!(u32).range(1..))]
    width: u32,
    #[arg(long, default_value_t = 375, value_parser = clap::value_parser!(u32).range(1..))]
    height: u32,
    /// Worker counts to measure, comma-separated.
    #[arg(long, value_delimiter = ',', default_values_t = [1u64, 2, 4, 8], value_parser = clap::value_parser!(u64).range(1..))]
    workers: Vec<u64>,
    #[arg(long, default_value_t = 3, value_parser = clap::value_parser!(u64).range(1..))]
    repeats: u64,
    /// Python interpreter with torch and torchvision for the reference; it must have them.
    /// Without it, python3 is tried, and paperfit is measured alone when python3 has not.
    #[arg(long, env = crate::config::overrides::ENV_PYTHON)]
    python: Option<PathBuf>,
    /// Measure paperfit alone, without the torchvision reference (whatever --python or
    /// PAPERFIT_PYTHON name).
    #[arg(long)]
    no_reference: bool,
}

#[derive(Debug, clap::Args)]
pub(crate) struct MemoryArgs {
    experiment: PathBuf,
    #[arg(long, default_value = "cpu")]
    preset: String,
    /// Micro-batches to measure (repeatable).
    #[arg(long = "micro-batch", value_name = "N", required = true, value_parser = clap::value_parser!(u32).range(1..))]
    micro_batches: Vec<u32>,
    /// Measure with gradient checkpointing off and on (default: as the plan says).
    #[arg(long)]
    checkpointing: bool,
    /// Overrides that size the run (data, input size, effective batch; repeatable).
    #[arg(long = "set", value_name = "KEY=VALUE")]
    sets: Vec<String>,
    /// Optimizer steps per run, whatever the dataset's size (`data.train_samples` is set to
    /// this many effective batches): the peak is reached in the first steps.
    #[arg(long, default_value_t = 3, value_parser = clap::value_parser!(u32).range(1..))]
    steps: u32,
    /// Runs per configuration; medians are reported.
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..))]
    repeats: u32,
}

#[derive(Debug, clap::Args)]
pub(crate) struct CheckpointingArgs {
    /// Experiment to train (default: the DeiT-Tiny quickstart: twelve equal blocks).
    #[arg(default_value = "experiments/quickstart_vit.toml")]
    experiment: PathBuf,
    #[arg(long, default_value = "cpu")]
    preset: String,
    /// Overrides; when none are given, the defaults printed with the results apply.
    #[arg(long = "set", value_name = "KEY=VALUE")]
    sets: Vec<String>,
    /// Optimizer steps per run.
    #[arg(long, default_value_t = 3, value_parser = clap::value_parser!(u32).range(1..))]
    steps: u32,
    /// Runs per setting; medians are reported.
    #[arg(long, default_value_t = 3, value_parser = clap::value_parser!(u32).range(1..))]
    repeats: u32,
}

/// The reference Python the arguments ask for.
fn reference(python: Option<PathBuf>, no_reference: bool) -> bench::python::Reference {
    match (python, no_reference) {
        (_, true) => bench::python::Reference::None,
        (Some(python), false) => bench::python::Reference::Named(python),
        (None, false) => bench::python::Reference::Default,
    }
}

pub(crate) fn run(command: Command, context: &Context) -> Result<()> {
    match command {
        Command::Train(a) => {
            let (_, plan) = context.plan(a.experiment, a.preset, a.sets, false)?;
            // Not opened yet: the reference measures the GPU while paperfit holds none of it.
            check_plan_runs_here(&plan)?;
            let modules = bench::train::reference_modules(&plan);
            let (python, why) = bench::python::optional(
                &reference(a.python, a.no_reference),
                &modules,
                "bench train's PyTorch reference",
            )?;
            let python = python.as_deref().ok_or(why);
            let extra = a
                .pytorch
                .unwrap_or_else(|| bench::train::default_extra_references(&plan));
            let b = bench::train::run(plan, a.warmup as usize, a.steps as usize, python, &extra)?;
            emit(&match a.format {
                Format::Json => super::json(&b)?,
                Format::Text => bench::train::render(&b),
            })
        }
        Command::Data(a) => {
            let (python, why) = bench::python::optional(
                &reference(a.python, a.no_reference),
                &["torch", "torchvision"],
                "bench data's torchvision reference",
            )?;
            let b = bench::data::run(
                a.images as usize,
                a.width,
                a.height,
                &a.workers.iter().map(|&w| w as usize).collect::<Vec<_>>(),
                a.repeats as usize,
                python.as_deref().ok_or(why),
            )?;
            emit(&bench::data::render(&b))
        }
        Command::Memory(a) => memory(a, context),
        Command::Parity(a) => parity(a, context),
        Command::Checkpointing(a) => {
            let sets: Vec<String> = if a.sets.is_empty() {
                bench::CHECKPOINTING_DEFAULTS
                    .iter()
                    .map(|s| s.to_string())
                    .collect()
            } else {
                a.sets
            };
            // Fail early, with the usual located errors, if the configuration is wrong.
            context.plan(a.experiment.clone(), a.preset.clone(), sets.clone(), false)?;
            let results =
                bench::checkpointing(&a.experiment, &a.preset, &sets, a.steps, a.repeats)?;
            emit(&bench::render_checkpointing(
                &results, &sets, a.steps, a.repeats,
            ))
        }
    }
}

/// `bench memory`: estimated against measured peak memory, one process per run.
fn memory(a: MemoryArgs, context: &Context) -> Result<()> {
    let (_, plan) = context.plan(
        a.experiment.clone(),
        a.preset.clone(),
        a.sets.clone(),
        false,
    )?;
    // The plan's own checkpointing, or both with --checkpointing.
    let modes = if a.checkpointing {
        vec![false, true]
    } else {
        vec![plan.gradient_checkpointing]
    };
    let rows = bench::memory(&bench::MemoryRequest {
        experiment: &a.experiment,
        preset: &a.preset,
        sets: &a.sets,
        effective_batch: plan.effective_batch,
        episodic: matches!(
            plan.sampling,
            Some(crate::config::schema::SamplingSpec::Episodes { .. })
        ),
        steps: a.steps,
        micro_batches: &a.micro_batches,
        checkpointing: &modes,
        repeats: a.repeats,
    })?;
    emit(&bench::render_memory(
        &a.experiment,
        &a.sets,
        &rows,
        a.steps,
        a.repeats,
    ))
}

/// `bench parity`: exits 1 when a check is past its tolerance.
fn parity(a: ParityArgs, context: &Context) -> Result<()> {
    let gradients = match a.gradients.as_slice() {
        [] => None,
        [step, dir] => Some((
            step.parse::<u64>().map_err(|_| {
                crate::error::ConfigError::new(format!(
                    "--gradients STEP DIR: `{step}` is not a step number"
                ))
            })?,
            PathBuf::from(dir),
        )),
        _ => unreachable!("clap takes two values"),
    };
    let experiment = a.experiment.display().to_string();
    let (_, plan) = context.plan_with_unsets(a.experiment, a.preset, a.sets, a.unsets, false)?;
    let options = bench::parity::Options {
        steps: a.steps as usize,
        python: a.python,
        one_step: (!a.one_step.is_empty()).then_some(a.one_step),
        gradients,
    };
    let report = bench::parity::run(&plan, &experiment, &options)?;
    emit(&match a.format {
        Format::Json => super::json(&report)?,
        Format::Text => bench::parity::render(&report),
    })?;
    if report.failures.is_empty() {
        Ok(())
    } else {
        Err(crate::error::Error::Internal(format!(
            "bench parity: {} check(s) past tolerance",
            report.failures.len()
        )))
    }
}
