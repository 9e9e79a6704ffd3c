//! `paperfit estimate`'s table: every preset's estimate of one experiment, as text.

use serde::Serialize;

use super::{format_bytes, MemoryEstimate};
use crate::text::group_thousands;

/// What `paperfit estimate` prints above its table.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub(crate) struct TableHeader {
    pub experiment: String,
    pub paper: String,
    pub model: String,
    pub parameters: u64,
    pub input: String,
    pub effective_batch: u32,
    pub world_size: u32,
    pub optimizer: String,
}

/// One configuration of one preset.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub(crate) struct EstimateRow {
    pub preset: String,
    /// The configuration the experiment's plan uses on this preset.
    pub planned: bool,
    pub estimate: MemoryEstimate,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub(crate) struct EstimateTable {
    pub header: TableHeader,
    pub rows: Vec<EstimateRow>,
}

/// The table `paperfit estimate` prints.
pub(crate) fn render_table(table: &EstimateTable) -> String {
    use comfy_table::{presets, CellAlignment, ContentArrangement, Table};
    let h = &table.header;
    let mut out = format!(
        "{} ({}): {}, {} parameters, input {}, effective batch {}{}, {}\n",
        h.experiment,
        h.paper,
        h.model,
        group_thousands(h.parameters),
        h.input,
        h.effective_batch,
        if h.world_size > 1 {
            format!(" over {} devices", h.world_size)
        } else {
            String::new()
        },
        h.optimizer
    );
    let mut t = Table::new();
    t.load_preset(presets::UTF8_FULL_CONDENSED)
        .set_content_arrangement(ContentArrangement::Disabled)
        .set_header(vec![
            "preset",
            "precision",
            "micro x accum",
            "checkpointing",
            "estimated peak",
            "budget",
            "fits",
            "",
        ]);
    for r in &table.rows {
        let e = &r.estimate;
        t.add_row(vec![
            r.preset.clone(),
            e.precision.to_string(),
            e.split(),
            if e.gradient_checkpointing {
                "on"
            } else {
                "off"
            }
            .to_string(),
            format_bytes(e.peak_bytes),
            format_bytes(e.budget_bytes),
            if e.fits { "yes" } else { "no" }.to_string(),
            if r.planned { "<- plan" } else { "" }.to_string(),
        ]);
    }
    for column in [4, 5] {
        if let Some(c) = t.column_mut(column) {
            c.set_cell_alignment(CellAlignment::Right);
        }
    }
    out.push_str(&t.to_string());
    out.push_str("\n\"<- plan\": what the experiment runs on that preset. On CUDA the loader's prefetched steps are host memory, outside the peak. How the estimate is made, and how close it comes to measured peaks: docs/memory.md.\n");
    out
}
