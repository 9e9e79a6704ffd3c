//! `paperfit bench data`: JPEG decode + the DCAL training transform through paperfit's loader
//! at each worker count asked for, against torchvision's DataLoader on the same files.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Arc;
use std::time::Instant;

use candle_core::{DType, Device};
use image::{Rgb, RgbImage};

use super::median;
use crate::config::schema::{DataFormat, DataSpec, InputSize, TransformRecipe, TransformsSpec};
use crate::data::loader::{Loader, StepJob};
use crate::data::workers::available_cores;
use crate::data::{self as dataset, samplers, Dataset, Split};
use crate::error::{Error, Result};

const REFERENCE: &str = include_str!("torchvision_data.py");

/// Images per batch, as DCAL's effective batch.
const BATCH: usize = 16;

/// One worker count's images/s, per run.
#[derive(Debug, Clone)]
pub(crate) struct DataRow {
    pub workers: usize,
    pub paperfit: Vec<f64>,
    /// Empty when the reference did not run.
    pub torchvision: Vec<f64>,
}

#[derive(Debug, Clone)]
pub(crate) struct DataBench {
    pub images: usize,
    pub size: (u32, u32),
    pub batch: usize,
    pub repeats: usize,
    /// Cores this process may use.
    pub cores: usize,
    pub rows: Vec<DataRow>,
    /// torch and torchvision versions, or why the reference did not run.
    pub torchvision: std::result::Result<String, String>,
}

/// Write `n` JPEGs of `w` x `h` (smooth colour fields with texture, like photographs
/// compress) into `root/train/class{0,1}/`.
pub(crate) fn write_images(root: &Path, n: usize, w: u32, h: u32) -> Result<()> {
    for i in 0..n {
        let dir = root.join("train").join(format!("class{}", i % 2));
        std::fs::create_dir_all(&dir).map_err(|e| Error::io("cannot create", &dir, e))?;
        let img = RgbImage::from_fn(w, h, |x, y| {
            let t = (x * 7 + y * 13 + i as u32 * 31) % 256;
            Rgb([
                ((x * 255 / w.max(1)) as u8).wrapping_add((i * 17) as u8),
                ((y * 255 / h.max(1)) as u8) ^ (t as u8 & 0x1f),
                (((x ^ y) & 0x3f) as u8).wrapping_add(t as u8 / 4),
            ])
        });
        let path = dir.join(format!("{i:05}.jpg"));
        img.save(&path)
            .map_err(|e| Error::library(format!("cannot write {}", path.display()), e))?;
    }
    Ok(())
}

fn paperfit_rate(root: &Path, workers: usize, seed: u64) -> Result<f64> {
    let mut spec = DataSpec::files("bench", DataFormat::ImageFolder, root, 2);
    spec.train_split = Some("train".into());
    spec.transforms = Some(TransformsSpec {
        recipe: Some(TransformRecipe::Dcal),
        train: None,
        eval: None,
    });
    let ds: Arc<dyn Dataset> = Arc::from(dataset::open(
        &spec,
        InputSize::square(448),
        Split::Train,
        seed,
    )?);
    let order = samplers::epoch_order(seed, 0, ds.len());
    let jobs: Vec<StepJob> = order
        .chunks(BATCH)
        .enumerate()
        .map(|(k, w)| StepJob::new(w.to_vec(), seed + k as u64))
        .collect();
    let prefetch = crate::config::schema::DEFAULT_PREFETCH as usize;
    let started = Instant::now();
    let mut n = 0;
    for step in Loader::start(ds, jobs, BATCH, workers, prefetch) {
        let step = step?;
        // As far as torchvision's batches go: the normalised f32 tensor a model takes, made
        // here by the CPU twin as a CPU run's training loop makes it (a GPU run makes it on
        // the device).
        for m in &step.micro_batches {
            m.images(448, 448, DType::F32, &Device::Cpu)?;
        }
        n += step.samples;
    }
    Ok(n as f64 / started.elapsed().as_secs_f64())
}

/// One run of the reference at `workers`: images/s and the versions.
fn torchvision_rate(
    python: &Path,
    root: &Path,
    workers: usize,
) -> std::result::Result<(f64, String), String> {
    let script = root.join("torchvision_data.py");
    std::fs::write(&script, REFERENCE).map_err(|e| e.to_string())?;
    let out = Command::new(python)
        .arg(&script)
        .arg(root.join("train"))
        .args([workers.to_string(), BATCH.to_string(), "1".into()])
        .output()
        .map_err(|e| format!("cannot run {}: {e}", python.display()))?;
    if !out.status.success() {
        let err = String::from_utf8_lossy(&out.stderr);
        let last = err.lines().last().unwrap_or("failed");
        return Err(format!(
            "{} could not run the torchvision reference: {last}",
            python.display()
        ));
    }
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).map_err(|e| e.to_string())?;
    let rate = v["images_per_sec"]
        .as_array()
        .and_then(|a| a.first())
        .and_then(|x| x.as_f64())
        .ok_or("the torchvision reference printed no rate")?;
    Ok((
        rate,
        format!(
            "torch {}, torchvision {}",
            v["torch"].as_str().unwrap_or("?"),
            v["torchvision"].as_str().unwrap_or("?")
        ),
    ))
}

/// Measure every worker count in `workers`, `repeats` times, paperfit and the reference
/// alternating (so drift on a noisy machine hits both); the reference is dropped, with the
/// reason, at its first failure.
pub(crate) fn run(
    images: usize,
    width: u32,
    height: u32,
    workers: &[usize],
    repeats: usize,
    python: std::result::Result<&Path, String>,
) -> Result<DataBench> {
    let root: PathBuf =
        std::env::temp_dir().join(format!("paperfit-bench-data-{}", std::process::id()));
    write_images(&root, images, width, height)?;
    let mut rows: Vec<DataRow> = workers
        .iter()
        .map(|&w| DataRow {
            workers: w,
            paperfit: Vec::new(),
            torchvision: Vec::new(),
        })
        .collect();
    let reference = python.as_ref().ok().copied();
    let mut torchvision = python.map(|_| String::new());
    let measured = (|| -> Result<()> {
        for r in 0..repeats {
            for row in rows.iter_mut() {
                row.paperfit
                    .push(paperfit_rate(&root, row.workers, r as u64)?);
                if let (Some(python), Ok(_)) = (reference, &torchvision) {
                    match torchvision_rate(python, &root, row.workers) {
                        Ok((rate, versions)) => {
                            row.torchvision.push(rate);
                            torchvision = Ok(versions);
                        }
                        Err(why) => torchvision = Err(why),
                    }
                }
            }
        }
        Ok(())
    })();
    let _ = std::fs::remove_dir_all(&root);
    measured?;
    if torchvision.is_err() {
        rows.iter_mut().for_each(|r| r.torchvision.clear());
    }
    Ok(DataBench {
        images,
        size: (width, height),
        batch: BATCH,
        repeats,
        cores: available_cores(),
        rows,
        torchvision,
    })
}

/// The table `paperfit bench data` prints.
pub(crate) fn render(b: &DataBench) -> String {
    let mut out = format!(
        "data loading: {} JPEGs of {}x{}, DCAL training transform (resize 550x550, random crop 448, normalise), batch {}; medians of {} runs; this process may use {} core(s)\n\n",
        b.images, b.size.0, b.size.1, b.batch, b.repeats, b.cores
    );
    let reference = b.torchvision.is_ok();
    out.push_str(&format!(
        "{:<10}{:>18}{:>14}",
        "workers", "paperfit img/s", "vs 1 worker"
    ));
    if reference {
        out.push_str(&format!("{:>20}{:>12}", "torchvision img/s", "paperfit /"));
    }
    out.push('\n');
    let single = b
        .rows
        .iter()
        .find(|r| r.workers == 1)
        .and_then(|r| median(&r.paperfit));
    let number = |v: Option<f64>| v.map_or("-".into(), |v| format!("{v:.1}"));
    for row in &b.rows {
        let p = median(&row.paperfit);
        let speedup = p
            .zip(single)
            .map_or("-".into(), |(p, s)| format!("x{:.2}", p / s));
        out.push_str(&format!(
            "{:<10}{:>18}{:>14}",
            row.workers,
            number(p),
            speedup
        ));
        if reference {
            let t = median(&row.torchvision);
            let ratio = p
                .zip(t)
                .map_or("-".into(), |(p, t)| format!("x{:.2}", p / t));
            out.push_str(&format!("{:>20}{:>12}", number(t), ratio));
        }
        out.push('\n');
    }
    let over: Vec<String> = b
        .rows
        .iter()
        .filter(|r| r.workers > b.cores)
        .map(|r| r.workers.to_string())
        .collect();
    if !over.is_empty() {
        out.push_str(&format!(
            "\n{} worker(s): more threads than the {} core(s) this process may use, so they cannot all run at once\n",
            over.join(" and "),
            b.cores
        ));
    }
    match &b.torchvision {
        Ok(versions) => out.push_str(&format!("\ntorchvision: {versions}\n")),
        Err(why) => out.push_str(&format!("\ntorchvision: not measured ({why})\n")),
    }
    out
}
