//! `paperfit presets`.

use comfy_table::{presets, Table};

use super::{emit, Context, Format};
use crate::config::presets::{overview, Overview, Preset};
use crate::error::Result;
use crate::gpu::Detection;

#[derive(Debug, clap::Args)]
pub(crate) struct Args {
    #[arg(long, value_enum, default_value_t)]
    format: Format,
}

pub(crate) fn run(args: Args, context: &Context) -> Result<()> {
    let o = overview(
        context.presets_dir.as_deref(),
        context.presets_dir_origin.as_ref(),
    )?;
    emit(&match args.format {
        Format::Json => super::json(&as_json(&o))?,
        Format::Text => render(&o),
    })
}

fn as_json(o: &Overview) -> serde_json::Value {
    let presets: Vec<serde_json::Value> = o
        .catalog
        .presets
        .iter()
        .map(|p| {
            serde_json::json!({
                "name": p.name,
                "source": p.display_source(),
                "builtin": p.builtin,
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
    serde_json::json!({
        "presets": presets,
        "auto": o.auto.as_ref().map(|s| serde_json::json!({"preset": s.name, "reason": s.reason})),
    })
}

/// "built in", or the file the preset was read from.
fn origin(p: &Preset) -> String {
    if p.builtin {
        "built in".into()
    } else {
        p.source.display().to_string()
    }
}

fn render(o: &Overview) -> String {
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
            "from",
        ]);
    for p in &o.catalog.presets {
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
            origin(p),
        ]);
    }
    let source = match &o.catalog.dir {
        Some(d) => format!("built-in presets, with {} over them", d.display()),
        None => "built-in presets".to_string(),
    };
    let detected = match &o.detection {
        Detection::Found(g) => format!("detected: {} with {:.1} GiB", g.name, g.total_gib()),
        Detection::NotFound { reason } => format!("detected: no GPU ({reason})"),
    };
    let auto = match &o.auto {
        Some(s) => format!("--preset auto would use `{}`", s.name),
        None => "--preset auto would fail: no preset fits this GPU".into(),
    };
    format!("{source}\n{table}\n{detected}\n{auto}\n")
}
