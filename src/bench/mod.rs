//! `paperfit bench`: measurements that need whole processes (peak memory is per process).

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use crate::error::{Error, Result};
use crate::train::run::RunSummary;

/// Default overrides: the whole batch of 64 in one pass, so activations dominate memory.
pub const CHECKPOINTING_DEFAULTS: &[&str] = &["train.micro_batch=64"];

#[derive(Debug, Clone)]
pub struct Measurement {
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
    pub fn median_peak(&self) -> Option<u64> {
        median(&self.peak_bytes)
    }

    pub fn median_throughput(&self) -> Option<f64> {
        median(&self.samples_per_sec)
    }
}

/// Train `steps` optimizer steps of `experiment` with checkpointing off and on, alternating,
/// `repeats` times each, every run in its own process, and collect peak memory and throughput.
pub fn checkpointing(
    experiment: &Path,
    preset: &str,
    sets: &[String],
    steps: u32,
    repeats: u32,
) -> Result<Vec<Measurement>> {
    let exe = std::env::current_exe()
        .map_err(|e| Error::Internal(format!("cannot find the paperfit binary: {e}")))?;
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
                ],
                &out,
            )?;
            let summary: RunSummary = serde_json::from_str(
                &std::fs::read_to_string(out.join("summary.json"))
                    .map_err(|e| Error::Internal(e.to_string()))?,
            )
            .map_err(|e| Error::Internal(e.to_string()))?;
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
        .map_err(|e| Error::Internal(format!("cannot run {}: {e}", exe.display())))?;
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
    /// CUDA: the pool's peaks of live buffers and of what it held, per run.
    pub pool: Vec<crate::train::memory::PoolPeak>,
}

impl MemoryRow {
    pub fn median_measured(&self) -> Option<u64> {
        median(&self.measured)
    }
}

/// Train one epoch of `experiment` at each micro-batch (and checkpointing setting), `repeats`
/// times each, every run in its own process, and collect the plan's estimated peak and the
/// measured peak (resident memory on the CPU, device memory on CUDA). `sets` size the epoch.
pub fn memory(
    experiment: &Path,
    preset: &str,
    sets: &[String],
    micro_batches: &[u32],
    checkpointing: &[bool],
    repeats: u32,
) -> Result<Vec<MemoryRow>> {
    let exe = std::env::current_exe()
        .map_err(|e| Error::Internal(format!("cannot find the paperfit binary: {e}")))?;
    let scratch = tempdir()?;
    let mut rows: Vec<MemoryRow> = micro_batches
        .iter()
        .flat_map(|&m| {
            checkpointing.iter().map(move |&c| MemoryRow {
                micro_batch: m,
                checkpointing: c,
                estimated: None,
                measured: Vec::new(),
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
                    "paper.epochs=1".into(),
                    "data.eval_samples=0".into(),
                    "train.checkpoint_every=0".into(),
                ],
                &out,
            )?;
            let read = |name: &str| -> Result<serde_json::Value> {
                serde_json::from_str(
                    &std::fs::read_to_string(out.join(name))
                        .map_err(|e| Error::Internal(format!("{name}: {e}")))?,
                )
                .map_err(|e| Error::Internal(format!("{name}: {e}")))
            };
            let summary = read("summary.json")?;
            if let Some(p) = summary["mem_peak_bytes"].as_u64() {
                row.measured.push(p);
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
pub fn render_memory(
    experiment: &Path,
    sets: &[String],
    rows: &[MemoryRow],
    repeats: u32,
) -> String {
    let mib = |b: u64| b as f64 / (1u64 << 20) as f64;
    let mut out = format!(
        "estimated against measured peak memory: {}, {repeats} run(s) each, medians\noverrides: {}\n\n{:<14}{:<16}{:>16}{:>16}{:>12}\n",
        experiment.display(),
        sets.join(" "),
        "micro-batch",
        "checkpointing",
        "estimate (MiB)",
        "measured (MiB)",
        "error"
    );
    let cuda = rows.iter().any(|r| !r.pool.is_empty());
    if cuda {
        out = out.replacen("error\n", "error   pool live / held (MiB)\n", 1);
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
            .map(|(used, held)| format!("   {:.0} / {:.0}", mib(used), mib(held)))
            .unwrap_or_default();
        out.push_str(&format!(
            "{:<14}{:<16}{:>16}{:>16}{:>12}{pool}\n",
            r.micro_batch,
            if r.checkpointing { "on" } else { "off" },
            r.estimated.map_or("-".into(), |b| format!("{:.0}", mib(b))),
            measured.map_or("-".into(), |b| format!("{:.0}", mib(b))),
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
    std::fs::create_dir_all(&dir)
        .map_err(|e| Error::Internal(format!("cannot create {}: {e}", dir.display())))?;
    Ok(dir)
}

/// The table `paperfit bench checkpointing` prints.
pub fn render_checkpointing(
    results: &[Measurement],
    sets: &[String],
    steps: u32,
    repeats: u32,
) -> String {
    let mib = |b: u64| b as f64 / (1u64 << 20) as f64;
    let mut out = format!(
        "gradient checkpointing: {steps} optimizer steps per run, {repeats} runs each (alternating), medians\noverrides: {}\n\n",
        sets.join(" ")
    );
    out.push_str(&format!(
        "{:<16}{:>18}{:>16}\n",
        "checkpointing", "peak RSS (MiB)", "samples/s"
    ));
    for m in results {
        out.push_str(&format!(
            "{:<16}{:>18}{:>16}\n",
            if m.checkpointing { "on" } else { "off" },
            m.median_peak()
                .map_or("-".into(), |b| format!("{:.0}", mib(b))),
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

pub mod data;
pub mod parity;
pub mod train;
