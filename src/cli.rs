//! The command line.

use std::ffi::OsString;
use std::io::Write;
use std::path::PathBuf;

use clap::parser::ValueSource as ClapSource;
use clap::{CommandFactory, FromArgMatches, Parser, Subcommand, ValueEnum};
use comfy_table::{presets, Table};

use crate::bench;
use crate::config::load::{ENV_FAULT_NONFINITE, ENV_FAULT_OOM, ENV_PRESET, ENV_PRESETS_DIR};
use crate::config::{load, LoadOptions, LoadedExperiment};
use crate::data;
use crate::error::{ConfigError, Error, Origin, Result};
use crate::gpu::{self, Detection};
use crate::plan::Plan;
use crate::plan::{render_explain, render_text, resolve};
use crate::presets::PresetCatalog;
use crate::train::engine::Faults;
use crate::train::run::{self, Progress, RunOptions, RunSummary};

#[derive(Debug, Parser)]
#[command(
    name = "paperfit",
    version,
    about = "Reproduce a paper's training recipe on whatever GPU you have",
    long_about = "paperfit keeps a paper's recipe (effective batch, learning-rate rule, schedule) \
                  fixed and decides how your GPU executes it: micro-batch x accumulation, \
                  precision, checkpointing. Every value is traceable to where it was set and every \
                  deviation from the paper is named."
)]
struct Cli {
    /// Directory of preset files (default: ./presets if present, else the built-in presets).
    #[arg(long, global = true, env = ENV_PRESETS_DIR, value_name = "DIR")]
    presets_dir: Option<PathBuf>,

    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Clone, Copy, Default, ValueEnum)]
enum Format {
    #[default]
    Text,
    Json,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// List the GPU presets and what each sets.
    Presets {
        #[arg(long, value_enum, default_value_t)]
        format: Format,
    },
    /// Resolve an experiment for a preset into an executable plan.
    Plan {
        /// Experiment file (or a name in ./experiments, e.g. `dcal_cub`).
        experiment: PathBuf,
        /// Preset name (8gb, 16gb, 24gb, 40gb, 80gb, cpu) or `auto` to detect the GPU.
        #[arg(long, default_value = "auto", env = ENV_PRESET)]
        preset: String,
        /// Override a value: `--set train.micro_batch=4` (dotted key, TOML value; repeatable).
        #[arg(long = "set", value_name = "KEY=VALUE")]
        sets: Vec<String>,
        #[arg(long, value_enum, default_value_t)]
        format: Format,
        /// Show, for every value, the layer (file and line, environment variable or command
        /// line) it came from.
        #[arg(long)]
        explain: bool,
    },
    /// Train an experiment's plan (or continue a run with --resume).
    Train {
        /// Experiment file (or a name in ./experiments).
        #[arg(required_unless_present = "resume")]
        experiment: Option<PathBuf>,
        /// Preset name or `auto`.
        #[arg(long, default_value = "auto", env = ENV_PRESET)]
        preset: String,
        /// Override a value: `--set train.micro_batch=4` (repeatable).
        #[arg(long = "set", value_name = "KEY=VALUE")]
        sets: Vec<String>,
        /// Run directory (default: runs/<experiment>-<timestamp>).
        #[arg(long, value_name = "DIR")]
        out: Option<PathBuf>,
        /// Continue the run in RUN_DIR from its latest checkpoint, with its own plan.
        #[arg(long, value_name = "RUN_DIR", conflicts_with_all = ["experiment", "sets", "out"])]
        resume: Option<PathBuf>,
        /// Plain log lines instead of a progress bar.
        #[arg(long)]
        plain: bool,
    },
    /// Check an experiment's dataset: counts per split and class, unreadable images, labels out
    /// of range, class-count mismatch with the model. Exits 2 when it finds a defect.
    Data {
        experiment: PathBuf,
        #[arg(long, default_value = "cpu", env = ENV_PRESET)]
        preset: String,
        #[arg(long = "set", value_name = "KEY=VALUE")]
        sets: Vec<String>,
    },
    /// Estimated peak memory of an experiment on every preset, for every micro-batch that
    /// divides its batch, with and without checkpointing, in each preset's precision.
    Estimate {
        /// Experiment file (or a name in ./experiments).
        experiment: PathBuf,
        /// Only these presets (repeatable; default: all).
        #[arg(long = "preset", value_name = "NAME")]
        presets: Vec<String>,
        /// Only these micro-batches (repeatable; default: every divisor of the batch).
        #[arg(long = "micro-batch", value_name = "N")]
        micro_batches: Vec<u32>,
        /// Estimate these precisions (repeatable: fp32, bf16, fp16; default: each preset's).
        #[arg(long = "precision", value_name = "PRECISION")]
        precisions: Vec<String>,
        /// Override a value: `--set paper.input_size=224` (repeatable).
        #[arg(long = "set", value_name = "KEY=VALUE")]
        sets: Vec<String>,
        #[arg(long, value_enum, default_value_t)]
        format: Format,
    },
    /// Benchmarks: memory and speed, side by side with a reference (PyTorch where it runs).
    #[command(subcommand)]
    Bench(BenchCommand),
    /// Check this machine: the build, the GPU, and for every model family the device against
    /// the CPU, accumulation, checkpointing, the fp16 scaler, out-of-memory recovery, kill and
    /// resume, and peak memory against the estimate. Exits 0 only when every check passes.
    Doctor {
        /// Where the checks run: the GPU when this build and machine have one (auto), or the
        /// CPU (the same suite, without the device-against-CPU comparisons).
        #[arg(long, value_enum, default_value_t = DoctorDevice::Auto)]
        device: DoctorDevice,
        #[arg(long, value_enum, default_value_t)]
        format: Format,
    },
    /// Evaluate a run's latest checkpoint on the experiment's evaluation split.
    Eval {
        run_dir: PathBuf,
        #[arg(long, value_enum, default_value_t)]
        format: Format,
    },
}

#[derive(Debug, Clone, Copy, ValueEnum)]
enum DoctorDevice {
    Auto,
    Cpu,
    Cuda,
}

#[derive(Debug, Subcommand)]
enum BenchCommand {
    /// Training samples/s and peak memory of an experiment's model on the plan's device and
    /// precision, side by side with the same architecture, split, optimizer and precision in
    /// PyTorch (eager, autocast) on the same device when Python with torch is available.
    Train {
        #[arg(default_value = "experiments/quickstart.toml")]
        experiment: PathBuf,
        #[arg(long, default_value = "cpu")]
        preset: String,
        #[arg(long = "set", value_name = "KEY=VALUE")]
        sets: Vec<String>,
        #[arg(long, default_value_t = 10)]
        steps: usize,
        #[arg(long, default_value_t = 2)]
        warmup: usize,
        /// Python interpreter with torch, for the reference.
        #[arg(long, default_value = "python3")]
        python: PathBuf,
        #[arg(long, value_enum, default_value_t)]
        format: Format,
    },
    /// Images/s of JPEG decode + the DCAL training transform through the loader, side by side
    /// with torchvision's DataLoader on the same files when Python with torch is available.
    Data {
        #[arg(long, default_value_t = 256)]
        images: usize,
        #[arg(long, default_value_t = 500)]
        width: u32,
        #[arg(long, default_value_t = 375)]
        height: u32,
        #[arg(long, default_value_t = 2)]
        workers: usize,
        #[arg(long, default_value_t = 3)]
        repeats: usize,
        /// Python interpreter with torch and torchvision, for the reference.
        #[arg(long, default_value = "python3")]
        python: PathBuf,
    },
    /// Estimated against measured peak memory, one process per run: resident memory on the
    /// CPU; on CUDA the GPU memory in use (NVML) with the pool's peaks of live and held buffers.
    Memory {
        experiment: PathBuf,
        #[arg(long, default_value = "cpu")]
        preset: String,
        /// Micro-batches to measure (repeatable).
        #[arg(long = "micro-batch", value_name = "N", required = true)]
        micro_batches: Vec<u32>,
        /// Measure with gradient checkpointing off and on (default: as the plan says).
        #[arg(long)]
        checkpointing: bool,
        /// Overrides that size the run (data, input size, effective batch; repeatable).
        #[arg(long = "set", value_name = "KEY=VALUE")]
        sets: Vec<String>,
        /// Runs per configuration; medians are reported.
        #[arg(long, default_value_t = 1)]
        repeats: u32,
    },
    /// Peak memory and throughput with gradient checkpointing off and on (separate processes).
    Checkpointing {
        /// Experiment to train (default: the DeiT-Tiny quickstart: twelve equal blocks).
        #[arg(default_value = "experiments/quickstart_vit.toml")]
        experiment: PathBuf,
        #[arg(long, default_value = "cpu")]
        preset: String,
        /// Overrides; when none are given, the defaults printed with the results apply.
        #[arg(long = "set", value_name = "KEY=VALUE")]
        sets: Vec<String>,
        /// Optimizer steps per run.
        #[arg(long, default_value_t = 3)]
        steps: u32,
        /// Runs per setting; medians are reported.
        #[arg(long, default_value_t = 3)]
        repeats: u32,
    },
}

/// Run the command line; returns the process exit code.
pub fn run<I, T>(args: I) -> i32
where
    I: IntoIterator<Item = T>,
    T: Into<OsString> + Clone,
{
    let matches = match Cli::command().try_get_matches_from(args) {
        Ok(m) => m,
        Err(e) => {
            // Usage errors exit 2; --help and --version exit 0.
            let _ = e.print();
            return e.exit_code();
        }
    };
    let preset_origin = preset_origin(&matches);
    let presets_dir_origin = matches.get_one::<PathBuf>("presets_dir").map(|dir| {
        match matches.value_source("presets_dir") {
            Some(ClapSource::EnvVariable) => Origin::Env {
                var: ENV_PRESETS_DIR.into(),
                value: dir.display().to_string(),
            },
            _ => Origin::CommandLine {
                argument: format!("--presets-dir {}", dir.display()),
            },
        }
    });
    let cli = match Cli::from_arg_matches(&matches) {
        Ok(c) => c,
        Err(e) => {
            let _ = e.print();
            return e.exit_code();
        }
    };
    match dispatch(cli, preset_origin, presets_dir_origin) {
        Ok(()) => 0,
        Err(e) => {
            eprint!("{e}");
            if !e.to_string().ends_with('\n') {
                eprintln!();
            }
            e.exit_code()
        }
    }
}

/// Where `--preset` came from: the command line, PAPERFIT_PRESET, or the default.
fn preset_origin(matches: &clap::ArgMatches) -> Origin {
    let Some(("plan", sub)) = matches.subcommand() else {
        return Origin::CommandLine {
            argument: String::new(),
        };
    };
    let value = sub.get_one::<String>("preset").cloned().unwrap_or_default();
    match sub.value_source("preset") {
        Some(ClapSource::EnvVariable) => Origin::Env {
            var: ENV_PRESET.into(),
            value,
        },
        Some(ClapSource::CommandLine) => Origin::CommandLine {
            argument: format!("--preset {value}"),
        },
        _ => Origin::CommandLine {
            argument: "--preset auto (the default)".into(),
        },
    }
}

fn dispatch(cli: Cli, preset_origin: Origin, presets_dir_origin: Option<Origin>) -> Result<()> {
    match cli.command {
        Command::Presets { format } => presets_command(cli.presets_dir, presets_dir_origin, format),
        Command::Plan {
            experiment,
            preset,
            sets,
            format,
            explain,
        } => {
            let (_, plan) = resolve_plan(load_options(
                experiment,
                preset,
                preset_origin,
                sets,
                cli.presets_dir,
                presets_dir_origin,
                false,
            ))?;
            let text = match format {
                Format::Json => {
                    let json = plan.to_json(explain);
                    serde_json::to_string_pretty(&json)
                        .map_err(|e| Error::Internal(e.to_string()))?
                        + "\n"
                }
                Format::Text if explain => render_explain(&plan),
                Format::Text => render_text(&plan),
            };
            emit(&text)
        }
        Command::Train {
            experiment,
            preset,
            sets,
            out,
            resume,
            plain,
        } => {
            let run_options = RunOptions {
                progress: if plain {
                    Progress::Lines
                } else {
                    Progress::Auto
                },
                faults: faults_from_env(std::env::vars())?,
            };
            let summary = match (resume, experiment) {
                (Some(run_dir), _) => {
                    emit(&format!("resuming {}\n", run_dir.display()))?;
                    run::resume(&run_dir, &run_options)?
                }
                (None, Some(experiment)) => {
                    let (loaded, plan) = resolve_plan(load_options(
                        experiment,
                        preset,
                        preset_origin,
                        sets,
                        cli.presets_dir,
                        presets_dir_origin,
                        true,
                    ))?;
                    run::check_trainable(&plan)?;
                    let run_dir = out.unwrap_or_else(|| run::default_run_dir(&plan.experiment));
                    emit(&format!(
                        "{}run directory {}\n",
                        render_text(&plan),
                        run_dir.display()
                    ))?;
                    run::start(&plan, &loaded.config, &run_dir, &run_options)?
                }
                (None, None) => unreachable!("clap requires an experiment or --resume"),
            };
            emit(&render_summary(&summary))
        }
        Command::Data {
            experiment,
            preset,
            sets,
        } => {
            let (_, plan) = resolve_plan(load_options(
                experiment,
                preset,
                preset_origin,
                sets,
                cli.presets_dir,
                presets_dir_origin,
                false,
            ))?;
            let report = data::check::check(&plan.data, plan.model.num_classes)?;
            emit(&data::check::render(&plan.data, &report))?;
            match report.defects() {
                0 => Ok(()),
                n => Err(ConfigError::new(format!(
                    "the dataset has {n} defect(s); see the report above"
                ))
                .into()),
            }
        }
        Command::Bench(BenchCommand::Train {
            experiment,
            preset,
            sets,
            steps,
            warmup,
            python,
            format,
        }) => {
            let mut options = LoadOptions::new(&experiment, &preset);
            options.sets = sets;
            options.presets_dir = cli.presets_dir.clone();
            let (_, plan) = resolve_plan(options)?;
            // Not opened yet: the reference measures the GPU while paperfit holds none of it.
            run::check_runnable(&plan)?;
            let b = bench::train::run(plan, warmup, steps.max(1), &python)?;
            match format {
                Format::Json => emit(
                    &(serde_json::to_string_pretty(&b)
                        .map_err(|e| Error::Internal(e.to_string()))?
                        + "\n"),
                ),
                Format::Text => emit(&bench::train::render(&b)),
            }
        }
        Command::Bench(BenchCommand::Data {
            images,
            width,
            height,
            workers,
            repeats,
            python,
        }) => {
            let b = bench::data::run(
                images.max(1),
                width.max(1),
                height.max(1),
                workers.max(1),
                repeats.max(1),
                &python,
            )?;
            emit(&bench::data::render(&b))
        }
        Command::Bench(BenchCommand::Memory {
            experiment,
            preset,
            micro_batches,
            checkpointing,
            sets,
            repeats,
        }) => {
            let mut probe = LoadOptions::new(&experiment, &preset);
            probe.sets = sets.clone();
            probe.presets_dir = cli.presets_dir.clone();
            let (_, plan) = resolve_plan(probe)?;
            // The plan's own checkpointing, or both with --checkpointing.
            let planned = [plan.gradient_checkpointing];
            let modes: &[bool] = if checkpointing {
                &[false, true]
            } else {
                &planned
            };
            let rows = bench::memory(
                &experiment,
                &preset,
                &sets,
                &micro_batches,
                modes,
                repeats.max(1),
            )?;
            emit(&bench::render_memory(
                &experiment,
                &sets,
                &rows,
                repeats.max(1),
            ))
        }
        Command::Bench(BenchCommand::Checkpointing {
            experiment,
            preset,
            sets,
            steps,
            repeats,
        }) => {
            let sets: Vec<String> = if sets.is_empty() {
                bench::CHECKPOINTING_DEFAULTS
                    .iter()
                    .map(|s| s.to_string())
                    .collect()
            } else {
                sets
            };
            // Fail early, with the usual located errors, if the configuration is wrong.
            let mut probe = LoadOptions::new(&experiment, &preset);
            probe.sets = sets.clone();
            probe.presets_dir = cli.presets_dir.clone();
            resolve_plan(probe)?;
            let results =
                bench::checkpointing(&experiment, &preset, &sets, steps.max(1), repeats.max(1))?;
            emit(&bench::render_checkpointing(
                &results,
                &sets,
                steps.max(1),
                repeats.max(1),
            ))
        }
        Command::Estimate {
            experiment,
            presets,
            micro_batches,
            precisions,
            sets,
            format,
        } => {
            let precisions = precisions
                .iter()
                .map(|p| {
                    use crate::config::schema::Precision;
                    match p.as_str() {
                        "fp32" => Ok(Precision::Fp32),
                        "bf16" => Ok(Precision::Bf16),
                        "fp16" => Ok(Precision::Fp16),
                        _ => Err(ConfigError::new(format!("unknown precision `{p}`"))
                            .origin(Origin::CommandLine {
                                argument: format!("--precision {p}"),
                            })
                            .expected("fp32, bf16 or fp16")
                            .maybe_help(crate::error::did_you_mean(p, ["fp32", "bf16", "fp16"]))),
                    }
                })
                .collect::<std::result::Result<Vec<_>, _>>()?;
            let table = estimate_table(
                &experiment,
                &presets,
                &micro_batches,
                &precisions,
                &sets,
                cli.presets_dir,
                presets_dir_origin,
            )?;
            match format {
                Format::Json => emit(
                    &(serde_json::to_string_pretty(&table)
                        .map_err(|e| Error::Internal(e.to_string()))?
                        + "\n"),
                ),
                Format::Text => emit(&crate::memory::render_table(&table)),
            }
        }
        Command::Doctor { device, format } => {
            let target = match device {
                DoctorDevice::Auto => crate::doctor::Target::Auto,
                DoctorDevice::Cpu => crate::doctor::Target::Cpu,
                DoctorDevice::Cuda => crate::doctor::Target::Cuda,
            };
            let text = matches!(format, Format::Text);
            let report = crate::doctor::run(target, &mut |check| {
                if text {
                    eprintln!("{} / {}: {:?}", check.group, check.name, check.status);
                }
            })?;
            match format {
                Format::Json => emit(
                    &(serde_json::to_string_pretty(&report)
                        .map_err(|e| Error::Internal(e.to_string()))?
                        + "\n"),
                )?,
                Format::Text => emit(&crate::doctor::render(&report))?,
            }
            if report.passed() {
                Ok(())
            } else {
                Err(Error::Internal(format!(
                    "{} of {} checks failed",
                    report.count(crate::doctor::Status::Fail),
                    report.checks.len()
                )))
            }
        }
        Command::Eval { run_dir, format } => {
            let (evaluation, checkpoint) = run::evaluate_run(&run_dir)?;
            let accuracy = evaluation.accuracy;
            let text = match format {
                Format::Json => {
                    serde_json::to_string_pretty(&serde_json::json!({
                        "run_dir": run_dir,
                        "checkpoint": checkpoint,
                        "eval_loss": evaluation.loss,
                        "eval_accuracy": accuracy,
                        "eval_accuracy_ci95": evaluation.ci95,
                        "eval_map": evaluation.mean_average_precision,
                    }))
                    .map_err(|e| Error::Internal(e.to_string()))?
                        + "\n"
                }
                Format::Text => {
                    let measured = match (evaluation.loss, evaluation.mean_average_precision) {
                        (_, Some(map)) => {
                            format!("mAP {:.2}%, rank-1 {:.2}%", map * 100.0, accuracy * 100.0)
                        }
                        (Some(loss), None) => match evaluation.ci95 {
                            Some(ci) => format!(
                                "eval loss {loss:.4}, accuracy {:.2}% +- {:.2}%",
                                accuracy * 100.0,
                                ci * 100.0
                            ),
                            None => {
                                format!("eval loss {loss:.4}, accuracy {:.2}%", accuracy * 100.0)
                            }
                        },
                        (None, None) => format!("accuracy {:.2}%", accuracy * 100.0),
                    };
                    format!(
                        "{}: {measured} ({})\n",
                        run_dir.display(),
                        checkpoint.display()
                    )
                }
            };
            emit(&text)
        }
    }
}

/// Faults to inject, from `PAPERFIT_FAULT_OOM_AT_STEP` (an out-of-memory error in that optimizer
/// step, once) and `PAPERFIT_FAULT_NONFINITE_GRAD_AT_STEP` (non-finite gradients in that step):
/// recovery paths exercised on any machine.
pub fn faults_from_env(vars: impl Iterator<Item = (String, String)>) -> Result<Faults> {
    let mut faults = Faults::default();
    for (var, value) in vars {
        let slot = match var.as_str() {
            ENV_FAULT_OOM => &mut faults.oom_at_step,
            ENV_FAULT_NONFINITE => &mut faults.nonfinite_grad_at_step,
            _ => continue,
        };
        // Steps are counted from 1 in logs and metrics; the engine counts from 0.
        let step: u64 = value
            .trim()
            .parse()
            .ok()
            .filter(|s| *s >= 1)
            .ok_or_else(|| {
                Error::from(
                    ConfigError::new(format!(
                        "{var} must be an optimizer step number (1, 2, ...)"
                    ))
                    .origin(Origin::Env {
                        var: var.clone(),
                        value: value.clone(),
                    })
                    .expected("a positive integer"),
                )
            })?;
        *slot = Some(step - 1);
    }
    Ok(faults)
}

/// Load an experiment and build its plan.
fn resolve_plan(options: LoadOptions) -> Result<(LoadedExperiment, Plan)> {
    let loaded = load(&options)?;
    let plan = crate::plan::build(&loaded)?;
    Ok((loaded, plan))
}

/// The options of a command that loads an experiment from the command line.
fn load_options(
    experiment: PathBuf,
    preset: String,
    preset_origin: Origin,
    sets: Vec<String>,
    presets_dir: Option<PathBuf>,
    presets_dir_origin: Option<Origin>,
    for_training: bool,
) -> LoadOptions {
    LoadOptions {
        experiment,
        preset,
        preset_origin,
        sets,
        env: std::env::vars().collect(),
        presets_dir,
        presets_dir_origin,
        for_training,
    }
}

fn render_summary(s: &RunSummary) -> String {
    let mut out = format!(
        "done: {} optimizer steps in {:.1} s ({} = micro-batch {} x accumulation {})\n",
        s.steps, s.elapsed_secs, s.effective_batch, s.micro_batch, s.accumulation_steps
    );
    if let Some(loss) = s.final_train_loss {
        out.push_str(&format!("final training loss {loss:.4}\n"));
    }
    if let (Some(loss), Some(acc)) = (s.eval_loss, s.eval_accuracy) {
        out.push_str(&format!(
            "eval loss {loss:.4}, accuracy {:.2}% (chance {:.2}%)\n",
            acc * 100.0,
            s.chance_accuracy * 100.0
        ));
    }
    if let (Some(map), Some(rank1)) = (s.eval_map, s.eval_accuracy) {
        out.push_str(&format!(
            "retrieval: mAP {:.2}%, rank-1 {:.2}%\n",
            map * 100.0,
            rank1 * 100.0
        ));
    }
    if let Some(sps) = s.samples_per_sec {
        out.push_str(&format!("median throughput {sps:.0} samples/s\n"));
    }
    if let Some(mem) = s.mem_peak_bytes {
        out.push_str(&format!(
            "peak memory {:.0} MiB\n",
            mem as f64 / (1u64 << 20) as f64
        ));
    }
    out.push_str(&format!("run directory {}\n", s.run_dir.display()));
    out
}

/// `paperfit estimate`: every preset x micro-batch x checkpointing, in the preset's precision.
fn estimate_table(
    experiment: &std::path::Path,
    only_presets: &[String],
    only_micro: &[u32],
    precisions: &[crate::config::schema::Precision],
    sets: &[String],
    presets_dir: Option<PathBuf>,
    presets_dir_origin: Option<Origin>,
) -> Result<crate::memory::EstimateTable> {
    let catalog = PresetCatalog::discover(presets_dir.as_deref(), presets_dir_origin.as_ref())?;
    let origin = Origin::CommandLine {
        argument: "--preset".into(),
    };
    for name in only_presets {
        catalog.require(name, origin.clone())?;
    }
    let mut rows = Vec::new();
    let mut header = None;
    let mut models: Vec<(
        crate::config::schema::ModelSpec,
        crate::models::Recipe,
        crate::models::MeasuredModel,
    )> = Vec::new();
    for preset in catalog.names() {
        if !only_presets.is_empty() && !only_presets.iter().any(|p| p == preset) {
            continue;
        }
        let mut options = LoadOptions::new(experiment, preset);
        options.sets = sets.to_vec();
        options.presets_dir = presets_dir.clone();
        let loaded = load(&options)?;
        let plan = resolve(&loaded)?;
        crate::models::check_trainable(&plan.model, plan.loss.name)
            .map_err(|e| ConfigError::new(e.to_string()))?;
        let recipe = plan.recipe();
        let index = match models
            .iter()
            .position(|(spec, r, _)| *spec == plan.model && *r == recipe)
        {
            Some(i) => i,
            None => {
                let model =
                    crate::models::MeasuredModel::new(&plan.model, &recipe).map_err(|e| {
                        ConfigError::new(format!(
                            "cannot build `{}` to measure it: {e}",
                            plan.model.name.as_str()
                        ))
                    })?;
                models.push((plan.model.clone(), recipe, model));
                models.len() - 1
            }
        };
        let model = &models[index].2;
        let workload = plan.workload()
            .ok_or_else(|| ConfigError::new("the plan has no input size"))?;
        header.get_or_insert_with(|| crate::memory::TableHeader {
            experiment: plan.experiment.clone(),
            paper: plan.paper.clone(),
            model: plan.model.name.as_str().to_string(),
            parameters: model.trainable_params,
            input: format!("{}x{}", workload.height, workload.width),
            effective_batch: plan.effective_batch,
            world_size: plan.world_size,
            optimizer: plan.optimizer.name.as_str().to_string(),
        });
        let precisions = if precisions.is_empty() {
            vec![plan.precision]
        } else {
            precisions.to_vec()
        };
        for (precision, micro) in precisions.iter().flat_map(|&p| {
            crate::memory::divisors_descending(workload.per_device_batch)
                .into_iter()
                .map(move |m| (p, m))
        }) {
            if !only_micro.is_empty() && !only_micro.contains(&micro) {
                continue;
            }
            for checkpointing in [false, true] {
                let setting = crate::memory::Setting {
                    micro_batch: micro,
                    gradient_checkpointing: checkpointing,
                    precision,
                };
                let Some(estimate) = crate::memory::estimate(model, &workload, &setting) else {
                    return Err(ConfigError::new(format!(
                        "the memory of `{}` cannot be estimated",
                        plan.model.name.as_str()
                    ))
                    .into());
                };
                // A model with one segment cannot checkpoint: the row would repeat.
                if checkpointing && !estimate.gradient_checkpointing {
                    continue;
                }
                rows.push(crate::memory::EstimateRow {
                    preset: preset.to_string(),
                    planned: plan.micro_batch == micro
                        && plan.precision == precision
                        && plan.gradient_checkpointing == estimate.gradient_checkpointing,
                    estimate,
                });
            }
        }
    }
    let header = header.ok_or_else(|| ConfigError::new("no preset to estimate"))?;
    Ok(crate::memory::EstimateTable { header, rows })
}

fn presets_command(dir: Option<PathBuf>, dir_origin: Option<Origin>, format: Format) -> Result<()> {
    let catalog = PresetCatalog::discover(dir.as_deref(), dir_origin.as_ref())?;
    let simulate = std::env::var(gpu::SIMULATE_ENV).ok();
    let detection = gpu::detect(simulate.as_deref())?;
    let auto = catalog
        .select(
            "auto",
            Origin::CommandLine {
                argument: "paperfit presets".into(),
            },
            || Ok(detection.clone()),
        )
        .ok();
    match format {
        Format::Json => {
            let presets: Vec<serde_json::Value> = catalog
                .presets
                .iter()
                .map(|p| {
                    serde_json::json!({
                        "name": p.name,
                        "source": p.display_source(),
                        "description": p.info.description,
                        "device": p.info.device.as_str(),
                        "memory_gb": p.info.memory_gb,
                        "usable_fraction": p.info.usable_fraction,
                        "budget_bytes": p.budget_bytes(),
                        "examples": p.info.examples,
                        "train": p.train_defaults(),
                    })
                })
                .collect();
            let out = serde_json::json!({
                "presets": presets,
                "auto": auto.as_ref().map(|s| serde_json::json!({"preset": s.name, "reason": s.reason})),
            });
            emit(
                &(serde_json::to_string_pretty(&out)
                    .map_err(|e| Error::Internal(e.to_string()))?
                    + "\n"),
            )
        }
        Format::Text => {
            let mut table = Table::new();
            table
                .load_preset(presets::UTF8_FULL_CONDENSED)
                .set_header(vec![
                    "preset",
                    "device",
                    "memory",
                    "usable",
                    "budget",
                    "sets",
                    "for example",
                ]);
            for p in &catalog.presets {
                let sets: Vec<String> = p
                    .train_defaults()
                    .iter()
                    .map(|(k, v)| format!("{k} = {v}"))
                    .collect();
                table.add_row(vec![
                    p.name.clone(),
                    p.info.device.as_str().to_string(),
                    format!("{} GB", p.info.memory_gb),
                    format!("{:.0}%", p.info.usable_fraction * 100.0),
                    format!("{:.1} GiB", p.budget_bytes() as f64 / (1u64 << 30) as f64),
                    sets.join("\n"),
                    p.info.examples.join(", "),
                ]);
            }
            let source = match &catalog.dir {
                Some(d) => format!("presets from {}", d.display()),
                None => "built-in presets".to_string(),
            };
            let detected = match &detection {
                Detection::Found(g) => {
                    format!("detected: {} with {:.1} GiB", g.name, g.total_gib())
                }
                Detection::NotFound { reason } => format!("detected: no GPU ({reason})"),
            };
            let auto_line = match &auto {
                Some(s) => format!("--preset auto would use `{}`", s.name),
                None => "--preset auto would fail: no preset fits this GPU".into(),
            };
            emit(&format!("{source}\n{table}\n{detected}\n{auto_line}\n"))
        }
    }
}

/// Write to stdout; a closed pipe (`paperfit plan x | head`) is not an error.
fn emit(text: &str) -> Result<()> {
    let mut out = std::io::stdout().lock();
    match out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
        Ok(()) => Ok(()),
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => Ok(()),
        Err(e) => Err(Error::Internal(format!("cannot write output: {e}"))),
    }
}
