//! `metrics.png`: training loss, learning rate and (when the run evaluates) evaluation
//! accuracy against optimizer steps.

use std::path::Path;
use std::sync::Once;

use plotters::prelude::*;
use plotters::style::{register_font, FontStyle};

use super::metrics::{read_rows, RowKind};
use crate::error::{Error, Result};

static FONT: Once = Once::new();

/// plotters draws text with ab_glyph from a registered font; the bundled one means no system
/// fonts are needed.
fn register() {
    FONT.call_once(|| {
        let _ = register_font(
            "sans-serif",
            FontStyle::Normal,
            epaint_default_fonts::UBUNTU_LIGHT,
        );
    });
}

fn bounds(values: impl Iterator<Item = f64>) -> Option<(f64, f64)> {
    let (lo, hi) = values
        .filter(|v| v.is_finite())
        .fold((f64::INFINITY, f64::NEG_INFINITY), |(lo, hi), v| {
            (lo.min(v), hi.max(v))
        });
    if lo > hi {
        return None;
    }
    let pad = ((hi - lo) * 0.05).max(hi.abs() * 1e-3).max(1e-12);
    Some((lo - pad, hi + pad))
}

fn err(e: impl std::error::Error + Send + Sync + 'static) -> Error {
    Error::library("cannot draw metrics.png", e)
}

/// The width of each panel of `metrics.png`, and its height.
const PANEL: (u32, u32) = (400, 400);

/// Draw the curves of `metrics` (a metrics.jsonl) into `out`; returns the panels drawn.
pub(crate) fn write_png(metrics: &Path, out: &Path) -> Result<usize> {
    // Drawn beside it under a temporary name ending in .png (the backend reads the format
    // from the name), then renamed over it.
    let tmp = super::checkpoint::temporary_beside(out, ".png");
    let mut panels = 0;
    super::checkpoint::replace_via(out, &tmp, |tmp| {
        panels = draw_png(metrics, tmp)?;
        Ok(())
    })?;
    Ok(panels)
}

/// Tick labels that stay readable at any scale: an axis whose values are all below 0.01 or
/// reach 10000 in scientific notation (a learning rate as `2.5e-4`, never `0.00025` or
/// `0.000`), others in plain decimals; each with the digits that tell neighbouring ticks apart.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Ticks {
    /// About the distance between neighbouring ticks.
    step: f64,
    scientific: bool,
}

/// About how many labels an axis gets.
const LABELS: usize = 6;

impl Ticks {
    pub(crate) fn for_range(lo: f64, hi: f64) -> Ticks {
        let largest = lo.abs().max(hi.abs());
        Ticks {
            step: ((hi - lo).abs() / LABELS as f64).max(largest * 1e-6),
            scientific: largest > 0.0 && !(1e-2..1e4).contains(&largest),
        }
    }

    pub(crate) fn label(&self, v: f64) -> String {
        if v == 0.0 || !v.is_finite() || self.step <= 0.0 {
            return if v == 0.0 { "0".into() } else { format!("{v}") };
        }
        // A step of 0.1 computed as 0.0999... is still of magnitude -1.
        let step_magnitude = (self.step.log10() + 1e-9).floor();
        if !self.scientific {
            let decimals = (-step_magnitude).clamp(0.0, 6.0) as usize;
            return format!("{v:.decimals$}");
        }
        let digits = (v.abs().log10().floor() - step_magnitude).clamp(0.0, 6.0) as usize;
        let text = format!("{v:.digits$e}");
        match text.split_once('e') {
            Some((mantissa, exponent)) if mantissa.contains('.') => {
                let mantissa = mantissa.trim_end_matches('0').trim_end_matches('.');
                format!("{mantissa}e{exponent}")
            }
            _ => text,
        }
    }
}

/// One panel: a curve against the optimizer step.
struct Panel<'a> {
    title: &'a str,
    points: Vec<(f64, f64)>,
    color: RGBColor,
    /// A fixed range (accuracy: 0 to 1); otherwise the points'.
    y_range: Option<(f64, f64)>,
}

fn draw_panel(
    area: &DrawingArea<BitMapBackend, plotters::coord::Shift>,
    panel: &Panel,
    last_step: f64,
) -> Result<()> {
    let Some((lo, hi)) = panel
        .y_range
        .or_else(|| bounds(panel.points.iter().map(|p| p.1)))
    else {
        area.titled(&format!("{}: no data", panel.title), ("sans-serif", 18))
            .map_err(err)?;
        return Ok(());
    };
    let ticks = Ticks::for_range(lo, hi);
    let mut chart = ChartBuilder::on(area)
        .caption(panel.title, ("sans-serif", 18))
        .margin(10)
        .x_label_area_size(30)
        .y_label_area_size(60)
        .build_cartesian_2d(0.0..last_step, lo..hi)
        .map_err(err)?;
    chart
        .configure_mesh()
        .x_desc("optimizer step")
        .x_labels(LABELS)
        .y_labels(LABELS)
        .x_label_formatter(&|v| format!("{v:.0}"))
        .y_label_formatter(&|v| ticks.label(*v))
        .label_style(("sans-serif", 12))
        .draw()
        .map_err(err)?;
    chart
        .draw_series(LineSeries::new(
            panel.points.clone(),
            panel.color.stroke_width(2),
        ))
        .map_err(err)?;
    if panel.points.len() < 30 {
        chart
            .draw_series(
                panel
                    .points
                    .iter()
                    .map(|p| Circle::new(*p, 3, panel.color.filled())),
            )
            .map_err(err)?;
    }
    Ok(())
}

/// Training loss and learning rate, and the evaluation accuracy when the run evaluated: one
/// panel each, side by side. Returns the panels drawn.
fn draw_png(metrics: &Path, out: &Path) -> Result<usize> {
    register();
    let rows = read_rows(metrics)?;
    let train: Vec<(f64, f64, f64)> = rows
        .iter()
        .filter(|r| r.kind == RowKind::Train)
        .filter_map(|r| Some((r.step as f64, r.loss?, r.lr?)))
        .collect();
    let eval: Vec<(f64, f64)> = rows
        .iter()
        .filter(|r| r.kind == RowKind::Eval)
        .filter_map(|r| Some((r.step as f64, r.eval_accuracy?)))
        .collect();
    let last_step = train.last().map_or(1.0, |t| t.0.max(1.0));
    let mut panels = vec![
        Panel {
            title: "training loss",
            points: train.iter().map(|t| (t.0, t.1)).collect(),
            color: BLUE,
            y_range: None,
        },
        Panel {
            title: "learning rate",
            points: train.iter().map(|t| (t.0, t.2)).collect(),
            color: RED,
            y_range: None,
        },
    ];
    if !eval.is_empty() {
        panels.push(Panel {
            title: "evaluation accuracy",
            points: eval,
            color: RGBColor(0, 140, 60),
            y_range: Some((0.0, 1.0)),
        });
    }
    let width = PANEL.0 * panels.len() as u32;
    let root = BitMapBackend::new(out, (width, PANEL.1)).into_drawing_area();
    root.fill(&WHITE).map_err(err)?;
    let areas = root.split_evenly((1, panels.len()));
    for (area, panel) in areas.iter().zip(&panels) {
        draw_panel(area, panel, last_step)?;
    }
    root.present().map_err(err)?;
    Ok(panels.len())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::train::metrics::MetricsRow;

    fn label(lo: f64, hi: f64, v: f64) -> String {
        Ticks::for_range(lo, hi).label(v)
    }

    /// A learning rate's ticks in scientific notation, with the digits that tell them apart;
    /// ordinary values in plain decimals.
    #[test]
    fn small_and_large_values_read_in_scientific_notation() {
        assert_eq!(label(0.0, 3e-4, 2.5e-4), "2.5e-4");
        assert_eq!(label(0.0, 3e-4, 1e-4), "1e-4");
        assert_eq!(label(0.0, 3e-4, 0.0), "0");
        assert_eq!(label(0.0, 2e-3, 1.5e-3), "1.5e-3");
        assert_eq!(label(1e-5, 2e-3, 1e-5), "1e-5");
        assert_eq!(label(0.0, 5e4, 2e4), "2e4");
        assert_eq!(label(0.0, 1.0, 0.2), "0.2");
        assert_eq!(label(2.0, 2.6, 2.3), "2.3");
        assert_eq!(label(0.0, 400.0, 200.0), "200");
        assert_eq!(label(-0.004, 0.0, -0.0025), "-2.5e-3");
    }

    fn png_width(path: &Path) -> u32 {
        let bytes = std::fs::read(path).unwrap();
        assert_eq!(&bytes[..8], b"\x89PNG\r\n\x1a\n");
        u32::from_be_bytes(bytes[16..20].try_into().unwrap())
    }

    fn write_rows(path: &Path, rows: &[MetricsRow]) {
        let text: String = rows
            .iter()
            .map(|r| serde_json::to_string(r).unwrap() + "\n")
            .collect();
        std::fs::write(path, text).unwrap();
    }

    /// A run that evaluated gets the evaluation panel (three panels, 1200 px wide); one that
    /// did not, only loss and learning rate.
    #[test]
    fn the_evaluation_panel_is_drawn_when_the_run_evaluates() {
        let dir = tempfile::tempdir().unwrap();
        let split = crate::plan::BatchSplit::new(8, 1, 8).unwrap();
        let mut rows: Vec<MetricsRow> = (1..=4)
            .map(|step| MetricsRow {
                loss: Some(2.0 / step as f64),
                lr: Some(2.5e-4 * step as f64),
                ..MetricsRow::new(RowKind::Train, step, 1, split)
            })
            .collect();
        let (metrics, png) = (dir.path().join("m.jsonl"), dir.path().join("m.png"));
        write_rows(&metrics, &rows);
        assert_eq!(write_png(&metrics, &png).unwrap(), 2);
        assert_eq!(png_width(&png), 2 * PANEL.0);
        rows.push(MetricsRow {
            eval_accuracy: Some(0.4),
            ..MetricsRow::new(RowKind::Eval, 4, 1, split)
        });
        write_rows(&metrics, &rows);
        assert_eq!(write_png(&metrics, &png).unwrap(), 3);
        assert_eq!(png_width(&png), 3 * PANEL.0);
    }
}
