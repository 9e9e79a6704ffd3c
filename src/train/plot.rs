//! `metrics.png`: training loss, evaluation accuracy and learning rate against optimizer steps.

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

/// Draw the curves of `metrics` (a metrics.jsonl) into `out`.
pub(crate) fn write_png(metrics: &Path, out: &Path) -> Result<()> {
    // Drawn beside it under a temporary name ending in .png (the backend reads the format
    // from the name), then renamed over it.
    let tmp = super::checkpoint::temporary_beside(out, ".png");
    super::checkpoint::replace_via(out, &tmp, |tmp| draw_png(metrics, tmp))
}

fn draw_png(metrics: &Path, out: &Path) -> Result<()> {
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

    let root = BitMapBackend::new(out, (1200, 400)).into_drawing_area();
    root.fill(&WHITE).map_err(err)?;
    let panels = root.split_evenly((1, 3));

    let draw = |area: &DrawingArea<BitMapBackend, plotters::coord::Shift>,
                title: &str,
                points: Vec<(f64, f64)>,
                color: RGBColor,
                y_range: Option<(f64, f64)>|
     -> Result<()> {
        let Some((lo, hi)) = y_range.or_else(|| bounds(points.iter().map(|p| p.1))) else {
            area.titled(&format!("{title}: no data"), ("sans-serif", 18))
                .map_err(err)?;
            return Ok(());
        };
        let mut chart = ChartBuilder::on(area)
            .caption(title, ("sans-serif", 18))
            .margin(10)
            .x_label_area_size(30)
            .y_label_area_size(60)
            .build_cartesian_2d(0.0..last_step, lo..hi)
            .map_err(err)?;
        chart
            .configure_mesh()
            .x_desc("optimizer step")
            .label_style(("sans-serif", 12))
            .draw()
            .map_err(err)?;
        chart
            .draw_series(LineSeries::new(points.clone(), color.stroke_width(2)))
            .map_err(err)?;
        if points.len() < 30 {
            chart
                .draw_series(points.iter().map(|p| Circle::new(*p, 3, color.filled())))
                .map_err(err)?;
        }
        Ok(())
    };
    draw(
        &panels[0],
        "training loss",
        train.iter().map(|t| (t.0, t.1)).collect(),
        BLUE,
        None,
    )?;
    draw(
        &panels[1],
        "evaluation accuracy",
        eval,
        RGBColor(0, 140, 60),
        Some((0.0, 1.0)),
    )?;
    draw(
        &panels[2],
        "learning rate",
        train.iter().map(|t| (t.0, t.2)).collect(),
        RED,
        None,
    )?;
    root.present().map_err(err)?;
    Ok(())
}
