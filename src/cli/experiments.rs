//! `paperfit experiments`.

use comfy_table::{presets, Table};

use super::{emit, Format};
use crate::config::shipped::{list, ListedExperiment, EXPERIMENTS_DIR};
use crate::error::Result;

#[derive(Debug, clap::Args)]
pub(crate) struct Args {
    #[arg(long, value_enum, default_value_t)]
    format: Format,
}

pub(crate) fn run(args: Args) -> Result<()> {
    let experiments = list(std::path::Path::new(EXPERIMENTS_DIR));
    emit(&match args.format {
        Format::Json => super::json(&experiments)?,
        Format::Text => render(&experiments),
    })
}

fn render(experiments: &[ListedExperiment]) -> String {
    let mut table = Table::new();
    table.load_preset(presets::UTF8_FULL_CONDENSED);
    table.set_header(["name", "paper", "read from"]);
    for e in experiments {
        let paper = match (&e.paper, &e.title) {
            (Some(name), Some(title)) => format!("{name}: {title}"),
            (name, title) => name.clone().or(title.clone()).unwrap_or_default(),
        };
        table.add_row([e.name.clone(), paper, e.source.clone()]);
    }
    format!(
        "{table}\n`paperfit plan NAME` reads ./{EXPERIMENTS_DIR}/NAME.toml where it exists, else the built-in copy\n"
    )
}
