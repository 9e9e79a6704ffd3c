//! The command line: one module per command, each parsing its arguments, calling one library
//! function and rendering the result.

mod bench;
mod completions;
mod data;
mod doctor;
mod estimate;
mod eval;
mod experiments;
mod plan;
mod presets;
mod schema;
mod summary;
mod train;

pub use summary::render_summary;

use std::ffi::OsString;
use std::io::Write;
use std::path::PathBuf;

use clap::parser::ValueSource as ClapSource;
use clap::{ArgMatches, CommandFactory, FromArgMatches, Parser, Subcommand, ValueEnum};
use serde::Serialize;

use crate::config::overrides::{ENV_PRESET, ENV_PRESETS_DIR};
use crate::config::LoadOptions;
use crate::error::{Error, Origin, Result};
use crate::plan::Plan;

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
    /// Directory of preset files layered over the built-in presets (default: ./presets if present).
    #[arg(long, global = true, env = ENV_PRESETS_DIR, value_name = "DIR")]
    presets_dir: Option<PathBuf>,

    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// List the GPU presets and what each sets.
    Presets(presets::Args),
    /// List the experiments a bare name finds: those in ./experiments, then the built-in ones.
    Experiments(experiments::Args),
    /// Resolve an experiment for a preset into an executable plan.
    Plan(plan::Args),
    /// Train an experiment's plan (or continue a run with --resume).
    Train(train::Args),
    /// Check an experiment's dataset: counts per split and class, unreadable images, labels out
    /// of range, class-count mismatch with the model. Exits 2 when it finds a defect.
    Data(data::Args),
    /// Estimated peak memory of an experiment on every preset, for every micro-batch that
    /// divides its batch, with and without checkpointing, in each preset's precision.
    Estimate(estimate::Args),
    /// Benchmarks: memory and speed, side by side with a reference (PyTorch where it runs).
    #[command(subcommand)]
    Bench(bench::Command),
    /// Check this machine: the build, the GPU, and for every model family the device against
    /// the CPU, accumulation, checkpointing, the fp16 scaler, out-of-memory recovery, kill and
    /// resume, and peak memory against the estimate. Exits 0 only when every check passes.
    Doctor(doctor::Args),
    /// Evaluate a checkpoint of a run (the latest by default) on the experiment's evaluation split.
    Eval(eval::Args),
    /// Print a completion script for a shell (`paperfit completions bash > ~/.local/share/
    /// bash-completion/completions/paperfit`): commands, options, experiment and preset names.
    Completions(completions::Args),
    /// Print the JSON Schema of an experiment or a preset file, for editors that complete and
    /// check TOML (Taplo, Even Better TOML: `#:schema ./experiment.schema.json` as the file's
    /// first line).
    Schema(schema::Args),
}

#[derive(Debug, Clone, Copy, Default, ValueEnum)]
enum Format {
    #[default]
    Text,
    Json,
}

/// What every command gets besides its own arguments: where the presets and the preset choice
/// came from, and the environment.
struct Context {
    presets_dir: Option<PathBuf>,
    presets_dir_origin: Option<Origin>,
    preset_origin: Origin,
}

impl Context {
    /// The options that load `experiment` on `preset` with `sets` and `unsets`.
    fn load_options(
        &self,
        experiment: PathBuf,
        preset: String,
        sets: Vec<String>,
        unsets: Vec<String>,
        for_training: bool,
    ) -> LoadOptions {
        LoadOptions {
            experiment,
            preset,
            preset_origin: self.preset_origin.clone(),
            sets,
            unsets,
            env: std::env::vars().collect(),
            presets_dir: self.presets_dir.clone(),
            presets_dir_origin: self.presets_dir_origin.clone(),
            for_training,
        }
    }

    /// Load and build the plan (`plan::build`).
    fn plan(
        &self,
        experiment: PathBuf,
        preset: String,
        sets: Vec<String>,
        for_training: bool,
    ) -> Result<(crate::config::LoadedExperiment, Plan)> {
        self.plan_with_unsets(experiment, preset, sets, Vec::new(), for_training)
    }

    /// [`Self::plan`] with keys removed by `--unset`.
    fn plan_with_unsets(
        &self,
        experiment: PathBuf,
        preset: String,
        sets: Vec<String>,
        unsets: Vec<String>,
        for_training: bool,
    ) -> Result<(crate::config::LoadedExperiment, Plan)> {
        let options = self.load_options(experiment, preset, sets, unsets, for_training);
        Ok(crate::plan::load_and_build(&options)?)
    }
}

/// Run the command line; returns the process exit code.
pub fn run<I, T>(args: I) -> i32
where
    I: IntoIterator<Item = T>,
    T: Into<OsString> + Clone,
{
    let parsed = Cli::command()
        .try_get_matches_from(args)
        .and_then(|m| Cli::from_arg_matches(&m).map(|cli| (m, cli)));
    let (matches, cli) = match parsed {
        Ok(p) => p,
        Err(e) => {
            // Usage errors exit 2; --help and --version exit 0.
            let _ = e.print();
            return e.exit_code();
        }
    };
    // A value that names no execution path is refused whatever the command; the plan records
    // the paths and whatever runs its model installs them (the doctor, which has no plan of
    // its own, runs the environment's).
    let env: Vec<(String, String)> = std::env::vars().collect();
    let execution = match crate::config::ExecutionPaths::from_env(&env) {
        Ok((paths, _)) => paths,
        Err(e) => return report(Error::from(e)),
    };
    let context = Context {
        presets_dir_origin: presets_dir_origin(&matches),
        preset_origin: preset_origin(&matches),
        presets_dir: cli.presets_dir,
    };
    let result = match cli.command {
        Command::Presets(args) => presets::run(args, &context),
        Command::Experiments(args) => experiments::run(args),
        Command::Plan(args) => plan::run(args, &context),
        Command::Train(args) => train::run(args, &context),
        Command::Data(args) => data::run(args, &context),
        Command::Estimate(args) => estimate::run(args, &context),
        Command::Bench(command) => bench::run(command, &context),
        Command::Doctor(args) => {
            execution.install();
            doctor::run(args)
        }
        Command::Eval(args) => eval::run(args),
        Command::Completions(args) => completions::run(args, &context),
        Command::Schema(args) => schema::run(args),
    };
    match result {
        Ok(()) => 0,
        Err(e) => report(e),
    }
}

/// Prints `e` on stderr; returns its exit code.
fn report(e: Error) -> i32 {
    let text = e.to_string();
    crate::text::stderr_line(text.strip_suffix('\n').unwrap_or(&text));
    e.exit_code()
}

fn presets_dir_origin(matches: &ArgMatches) -> Option<Origin> {
    let dir = matches.get_one::<PathBuf>("presets_dir")?;
    Some(match matches.value_source("presets_dir") {
        Some(ClapSource::EnvVariable) => Origin::Env {
            var: ENV_PRESETS_DIR.into(),
            value: Some(dir.display().to_string()),
        },
        _ => Origin::CommandLine {
            argument: format!("--presets-dir {}", dir.display()),
        },
    })
}

/// Where the command's `--preset` came from: the command line, `PAPERFIT_PRESET`, or the
/// command's default.
fn preset_origin(matches: &ArgMatches) -> Origin {
    let mut command = matches;
    while let Some((_, sub)) = command.subcommand() {
        command = sub;
    }
    let value = match command.try_get_one::<String>("preset") {
        Ok(Some(v)) => v.clone(),
        _ => {
            return Origin::CommandLine {
                argument: "--preset".into(),
            }
        }
    };
    match command.value_source("preset") {
        Some(ClapSource::EnvVariable) => Origin::Env {
            var: ENV_PRESET.into(),
            value: Some(value),
        },
        Some(ClapSource::CommandLine) => Origin::CommandLine {
            argument: format!("--preset {value}"),
        },
        _ => Origin::CommandLine {
            argument: format!("--preset {value} (the default)"),
        },
    }
}

/// `value` as pretty JSON with a final newline.
fn json<T: Serialize>(value: &T) -> Result<String> {
    Ok(serde_json::to_string_pretty(value)? + "\n")
}

/// Write to stdout; a closed pipe (`paperfit plan x | head`) is not an error.
fn emit(text: &str) -> Result<()> {
    let mut out = std::io::stdout().lock();
    match out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
        Ok(()) => Ok(()),
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => Ok(()),
        Err(e) => Err(Error::io_while("cannot write output", e)),
    }
}
