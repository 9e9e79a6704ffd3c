//! `paperfit bench`: measurements that need whole processes (peak memory is per process).

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use crate::error::{Error, Result};
use crate::train::run::RunSummary;

/// Default overrides: the whole batch of 64 in one pass, so activations dominate memory.
pub(crate) const CHECKPOINTING_DEFAULTS: &[&str] = &["train.micro_batch=64"];

#[derive(Debug, Clone)]
pub(crate) struct Measurement {
    pub checkpointing: bool,
    pub peak_bytes: Vec<u64>,
    pub samples_per_sec: Vec<f64>,
}

fn median<T: Copy + PartialOrd>(values: &[T]) -> Option<T> {
    let mut v = values.to_vec();
    v.sort_by(|a, b| a.partial_cmp(b).unwrap_or(std::cmp::Ordering::Equal));
    v.get(v.len() / 2).copied()
}

impl Measurement {
    pub(crate) fn median_peak(&self) -> Option<u64> {
        median(&self.peak_bytes)
    }

    pub(crate) fn median_throughput(&self) -> Option<f64> {
        median(&self.samples_per_sec)
    }
}

/// Train `steps` optimizer steps of `experiment` with checkpointing off and on, alternating,
/// `repeats` times each, every run in its own process, and collect peak memory and throughput.
pub(crate) fn checkpointing(
    experiment: &Path,
    preset: &str,
    sets: &[String],
    steps: u32,
    repeats: u32,
) -> Result<Vec<Measurement>> {
    let exe = std::env::current_exe()
        .map_err(|e| Error::io_while("cannot find the paperfit binary", e))?;
    let scratch = tempdir()?;
    let mut results = vec![
        Measurement {
            checkpointing: false,
            peak_bytes: Vec::new(),
            samples_per_sec: Vec::new(),
        },
        Measurement {
            checkpointing: true,
            peak_bytes: Vec::new(),
            samples_per_sec: Vec::new(),
        },
    ];
    for repeat in 0..repeats {
        for m in results.iter_mut() {
            let out = scratch.join(format!("run-{repeat}-{}", m.checkpointing));
            // One epoch of exactly `steps` optimizer steps, no evaluation, no checkpoints.
            let batch = effective_batch(sets);
            train_run(
                &exe,
                experiment,
                preset,
                sets,
                &[
                    format!("train.gradient_checkpointing={}", m.checkpointing),
                    "paper.epochs=1".into(),
                    "data.eval_samples=0".into(),
                    "train.checkpoint_every=0".into(),
                    format!("paper.effective_batch={batch}"),
                    format!("data.train_samples={}", steps * batch),
                    "model.pretrained=\"\"".into(),
                ],
                &out,
            )?;
            let path = out.join("summary.json");
            let summary: RunSummary = serde_json::from_str(
                &std::fs::read_to_string(&path).map_err(|e| Error::io("cannot read", &path, e))?,
            )?;
            if let Some(p) = summary.mem_peak_bytes {
                m.peak_bytes.push(p);
            }
            if let Some(s) = summary.samples_per_sec {
                m.samples_per_sec.push(s);
            }
            let _ = std::fs::remove_dir_all(&out);
        }
    }
    let _ = std::fs::remove_dir_all(&scratch);
    Ok(results)
}

/// `paperfit train` in its own process (peak memory is per process) into `out`, with the
/// user's `sets` and then the benchmark's `fixed` overrides.
fn train_run(
    exe: &Path,
    experiment: &Path,
    preset: &str,
    sets: &[String],
    fixed: &[String],
    out: &Path,
) -> Result<()> {
    let mut cmd = Command::new(exe);
    cmd.arg("train")
        .arg(experiment)
        .args(["--preset", preset, "--plain", "--out"])
        .arg(out);
    for s in sets.iter().chain(fixed) {
        cmd.args(["--set", s]);
    }
    let status = cmd
        .stdout(Stdio::null())
        .stderr(Stdio::inherit())
        .status()
        .map_err(|e| Error::io("cannot run", exe, e))?;
    if status.success() {
        Ok(())
    } else {
        Err(Error::Internal(format!("benchmark run failed ({status})")))
    }
}

/// One configuration of `paperfit bench memory`: the plan's estimate and the measured peaks.
#[derive(Debug, Clone)]
pub struct MemoryRow {
    pub micro_batch: u32,
    pub checkpointing: bool,
    pub estimated: Option<u64>,
    pub measured: Vec<u64>,
    /// Optimizer steps each run trained (its summary's count).
    pub steps: Vec<u64>,
    /// CUDA: the pool's peaks of live buffers and of what it held, per run.
    pub pool: Vec<crate::train::memory_monitor::PoolPeak>,
}

impl MemoryRow {
    pub(crate) fn median_measured(&self) -> Option<u64> {
        median(&self.measured)
    }
}

/// Train `steps` optimizer steps of `experiment` (whatever its dataset's size) at each
/// micro-batch (and checkpointing setting), `repeats` times each, every run in its own
/// process, and collect the plan's estimated peak and the measured peak (resident memory on
/// the CPU, device memory on CUDA). The runs start from scratch: the starting weights change
/// neither memory nor speed, and a benchmark downloads nothing.
pub(crate) struct MemoryRequest<'a> {
    pub experiment: &'a Path,
    pub preset: &'a str,
    /// The user's overrides (input size, effective batch, ...).
    pub sets: &'a [String],
    /// The plan's effective batch with those overrides: `steps` of it make one epoch.
    pub effective_batch: u32,
    /// Few-shot episodes: an epoch is `paper.episodes_per_epoch` episodes, not a pass over
    /// the data, so that is the key the steps set.
    pub episodic: bool,
    pub steps: u32,
    pub micro_batches: &'a [u32],
    pub checkpointing: &'a [bool],
    pub repeats: u32,
}

/// Runs a [`MemoryRequest`].
pub(crate) fn memory(request: &MemoryRequest<'_>) -> Result<Vec<MemoryRow>> {
    let MemoryRequest {
        experiment,
        preset,
        sets,
        effective_batch,
        episodic,
        steps,
        micro_batches,
        checkpointing,
        repeats,
    } = *request;
    let exe = std::env::current_exe()
        .map_err(|e| Error::io_while("cannot find the paperfit binary", e))?;
    let scratch = tempdir()?;
    let mut rows: Vec<MemoryRow> = micro_batches
        .iter()
        .flat_map(|&m| {
            checkpointing.iter().map(move |&c| MemoryRow {
                micro_batch: m,
                checkpointing: c,
                estimated: None,
                measured: Vec::new(),
                steps: Vec::new(),
                pool: Vec::new(),
            })
        })
        .collect();
    for repeat in 0..repeats {
        for (i, row) in rows.iter_mut().enumerate() {
            let out = scratch.join(format!("run-{repeat}-{i}"));
            train_run(
                &exe,
                experiment,
                preset,
                sets,
                &[
                    format!("train.micro_batch={}", row.micro_batch),
                    format!("train.gradient_checkpointing={}", row.checkpointing),
                    // One epoch of exactly `steps` optimizer steps.
                    "paper.epochs=1".into(),
                    if episodic {
                        format!("paper.episodes_per_epoch={steps}")
                    } else {
                        format!(
                            "data.train_samples={}",
                            u64::from(steps) * u64::from(effective_batch)
                        )
                    },
                    "data.eval_samples=0".into(),
                    "train.checkpoint_every=0".into(),
                    "model.pretrained=\"\"".into(),
                ],
                &out,
            )?;
            let read = |name: &str| -> Result<serde_json::Value> {
                serde_json::from_str(
                    &std::fs::read_to_string(out.join(name))
                        .map_err(|e| Error::io_while(name, e))?,
                )
                .map_err(|e| Error::json(Some(name.to_string()), e))
            };
            let summary = read("summary.json")?;
            if let Some(p) = summary["mem_peak_bytes"].as_u64() {
                row.measured.push(p);
            }
            if let Some(n) = summary["steps"].as_u64() {
                row.steps.push(n);
            }
            if let Ok(pool) = serde_json::from_value(summary["pool_peak"].clone()) {
                row.pool.push(pool);
            }
            row.estimated = read("plan.json")?["memory"]["peak_bytes"].as_u64();
            let _ = std::fs::remove_dir_all(&out);
        }
    }
    let _ = std::fs::remove_dir_all(&scratch);
    Ok(rows)
}

/// The table `paperfit bench memory` prints.
pub(crate) fn render_memory(
    experiment: &Path,
    sets: &[String],
    rows: &[MemoryRow],
    steps: u32,
    repeats: u32,
) -> String {
    let bytes = crate::memory::format_bytes;
    let mut out = format!(
        "estimated against measured peak memory: {}, {steps} optimizer step(s) per run, {repeats} run(s) each, medians\noverrides: {}\n\n{:<14}{:<16}{:>8}{:>16}{:>16}{:>12}\n",
        experiment.display(),
        sets.join(" "),
        "micro-batch",
        "checkpointing",
        "steps",
        "estimate",
        "measured",
        "error"
    );
    let cuda = rows.iter().any(|r| !r.pool.is_empty());
    if cuda {
        out = out.replacen("error\n", "error   pool live / held\n", 1);
    }
    for r in rows {
        let measured = r.median_measured();
        let error = match (r.estimated, measured) {
            (Some(e), Some(m)) if m > 0 => format!("{:+.1}%", (e as f64 / m as f64 - 1.0) * 100.0),
            _ => "-".into(),
        };
        let pool = median(&r.pool.iter().map(|p| p.used).collect::<Vec<_>>())
            .zip(median(
                &r.pool.iter().map(|p| p.reserved).collect::<Vec<_>>(),
            ))
            .map(|(used, held)| format!("   {} / {}", bytes(used), bytes(held)))
            .unwrap_or_default();
        // The steps each run trained, from its summary: all runs of a row train as many.
        let trained = r
            .steps
            .iter()
            .map(u64::to_string)
            .collect::<std::collections::BTreeSet<_>>()
            .into_iter()
            .collect::<Vec<_>>()
            .join("/");
        out.push_str(&format!(
            "{:<14}{:<16}{:>8}{:>16}{:>16}{:>12}{pool}\n",
            r.micro_batch,
            if r.checkpointing { "on" } else { "off" },
            trained,
            r.estimated.map_or("-".into(), bytes),
            measured.map_or("-".into(), bytes),
            error
        ));
    }
    out
}

/// The effective batch the benchmark runs at: the `paper.effective_batch` override, else 64.
fn effective_batch(sets: &[String]) -> u32 {
    sets.iter()
        .rev()
        .find_map(|s| {
            s.strip_prefix("paper.effective_batch=")
                .and_then(|v| v.trim().parse().ok())
        })
        .unwrap_or(64)
}

fn tempdir() -> Result<PathBuf> {
    let dir = std::env::temp_dir().join(format!("paperfit-bench-{}", std::process::id()));
    std::fs::create_dir_all(&dir).map_err(|e| Error::io("cannot create", &dir, e))?;
    Ok(dir)
}

/// The table `paperfit bench checkpointing` prints.
pub(crate) fn render_checkpointing(
    results: &[Measurement],
    sets: &[String],
    steps: u32,
    repeats: u32,
) -> String {
    let mut out = format!(
        "gradient checkpointing: {steps} optimizer steps per run, {repeats} runs each (alternating), medians\noverrides: {}\n\n",
        sets.join(" ")
    );
    out.push_str(&format!(
        "{:<16}{:>18}{:>16}\n",
        "checkpointing", "peak RSS", "samples/s"
    ));
    for m in results {
        out.push_str(&format!(
            "{:<16}{:>18}{:>16}\n",
            if m.checkpointing { "on" } else { "off" },
            m.median_peak()
                .map_or("-".into(), crate::memory::format_bytes),
            m.median_throughput()
                .map_or("-".into(), |s| format!("{s:.1}")),
        ));
    }
    if let [off, on] = results {
        if let (Some(a), Some(b), Some(x), Some(y)) = (
            off.median_peak(),
            on.median_peak(),
            off.median_throughput(),
            on.median_throughput(),
        ) {
            out.push_str(&format!(
                "\non / off: peak memory x{:.2}, throughput x{:.2}\n",
                b as f64 / a as f64,
                y / x
            ));
        }
    }
    out
}

pub(crate) mod data;
pub(crate) mod parity;
pub(crate) mod python;
pub(crate) mod train;
