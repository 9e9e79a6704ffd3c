//! `paperfit completions SHELL`: a completion script for bash, zsh, fish, elvish or PowerShell
//! (clap's generator), which also completes the experiment names (`./experiments` and the
//! built-in ones) and the preset names (the built-in ones or `--presets-dir`'s, and `auto`)
//! where a command takes them.

use clap::builder::PossibleValuesParser;
use clap::CommandFactory;

use super::{emit, Cli, Context};
use crate::config::presets::PresetCatalog;
use crate::error::Result;

#[derive(Debug, clap::Args)]
pub(crate) struct Args {
    /// The shell to write the script for.
    shell: clap_complete::Shell,
}

pub(crate) fn run(args: Args, context: &Context) -> Result<()> {
    let presets: Vec<String> = PresetCatalog::discover(
        context.presets_dir.as_deref(),
        context.presets_dir_origin.as_ref(),
    )?
    .presets
    .iter()
    .map(|p| p.name.clone())
    .chain(["auto".to_string()])
    .collect();
    let mut command = with_names(Cli::command(), &experiment_names(), &presets);
    let mut script = Vec::new();
    clap_complete::generate(args.shell, &mut command, "paperfit", &mut script);
    emit(&String::from_utf8_lossy(&script))
}

/// The experiments a bare name finds: the `.toml` files of `./experiments` and the built-in
/// ones, by name.
fn experiment_names() -> Vec<String> {
    let dir = std::path::Path::new(crate::config::shipped::EXPERIMENTS_DIR);
    crate::config::shipped::list(dir)
        .into_iter()
        .map(|e| e.name)
        .collect()
}

/// `command` (and its subcommands) with these names as the values completion offers for its
/// `experiment` argument and `--preset` option. Only the script is made from it: parsing uses
/// the command as it is, which takes any path.
fn with_names(command: clap::Command, experiments: &[String], presets: &[String]) -> clap::Command {
    let command = command.mut_args(|arg| match arg.get_id().as_str() {
        "experiment" if !experiments.is_empty() => {
            arg.value_parser(PossibleValuesParser::new(experiments.to_vec()))
        }
        "preset" => arg.value_parser(PossibleValuesParser::new(presets.to_vec())),
        _ => arg,
    });
    command.mut_subcommands(|sub| with_names(sub, experiments, presets))
}
