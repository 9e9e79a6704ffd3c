//! The checks that run paperfit itself in child processes (kill and resume), and the helpers
//! every such check uses to start `paperfit train` and read what it left.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use super::workloads::{FamilyWorkload, Scratch};
use super::Check;
use crate::error::{Error, Result};

/// What a check that runs `paperfit train` in a child process needs: this binary, `family`'s
/// experiment file in `scratch`, and its command-line settings followed by `extra`.
pub(super) fn child_run(
    scratch: &Scratch,
    family: &FamilyWorkload,
    extra: &[&str],
) -> Result<(PathBuf, PathBuf, Vec<String>)> {
    let exe = std::env::current_exe()
        .map_err(|e| Error::io_while("cannot find the paperfit binary", e))?;
    let experiment = scratch.experiment_path(family)?;
    let mut sets = scratch.command_line_sets(family);
    sets.extend(extra.iter().map(|s| s.to_string()));
    Ok((exe, experiment, sets))
}

/// A training run killed with SIGKILL mid-run and resumed ends with the weights of an
/// uninterrupted run, byte for byte. Runs `paperfit train` (this binary) in child processes.
pub(crate) fn kill_and_resume(scratch: &Scratch, family: &FamilyWorkload, preset: &str) -> Check {
    Check::measure(family.name, "killed and resumed: identical weights", || {
        let (exe, experiment, sets) = child_run(
            scratch,
            family,
            &[
                "paper.epochs=2",
                "data.train_samples=64",
                "train.checkpoint_every=2",
                "train.log_every=1",
            ],
        )?;
        let train = |out: &Path| train_command(&exe, &experiment, preset, &sets, out);
        let reference = scratch.dir.join("uninterrupted");
        let killed = scratch.dir.join("killed");
        let _ = std::fs::remove_dir_all(&reference);
        let _ = std::fs::remove_dir_all(&killed);
        run_to_end(train(&reference))?;
        let steps = metrics_rows(&reference);
        // Kill once half of the steps are logged and a checkpoint is written (between
        // checkpoints, mid-run): a run without one is not resumed.
        let saved = |dir: &Path| dir.join("checkpoints").join("latest").exists();
        let mut child = train(&killed)
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| Error::io("cannot run", &exe, e))?;
        let deadline = Instant::now() + Duration::from_secs(300);
        while metrics_rows(&killed) < steps / 2 + 1 || !saved(&killed) {
            if child.try_wait().ok().flatten().is_some() || Instant::now() > deadline {
                break;
            }
            std::thread::sleep(Duration::from_millis(5));
        }
        let killed_at = metrics_rows(&killed);
        let _ = child.kill();
        let _ = child.wait();
        let mut resume = Command::new(&exe);
        resume
            .args(["train", "--plain", "--resume"])
            .arg(&killed)
            .stdout(Stdio::null());
        run_to_end(resume)?;
        let read = |dir: &PathBuf| std::fs::read(dir.join("model.safetensors")).ok();
        let identical = read(&reference).is_some() && read(&reference) == read(&killed);
        Ok((
            identical && killed_at < steps,
            format!(
                "killed after {killed_at} of {steps} logged rows; final weights {}",
                if identical {
                    "byte-identical"
                } else {
                    "differ"
                }
            ),
        ))
    })
}

/// `paperfit train` (this binary at `exe`) of `experiment` on `preset` with `sets`, into
/// `out`, its output discarded (its errors go to [`run_to_end`]'s message).
pub(crate) fn train_command(
    exe: &Path,
    experiment: &Path,
    preset: &str,
    sets: &[String],
    out: &Path,
) -> Command {
    let mut cmd = Command::new(exe);
    cmd.arg("train")
        .arg(experiment)
        .args(["--preset", preset, "--plain", "--out"])
        .arg(out)
        .stdout(Stdio::null());
    for s in sets {
        cmd.args(["--set", s]);
    }
    cmd
}

/// Runs `cmd` (a `paperfit train`) to its end; a failure is an error that quotes the last
/// lines the run wrote to stderr, so a check says why its run failed.
pub(crate) fn run_to_end(mut cmd: Command) -> Result<()> {
    let output = cmd
        .stderr(Stdio::piped())
        .output()
        .map_err(|e| Error::io_while("cannot run paperfit", e))?;
    if output.status.success() {
        Ok(())
    } else {
        Err(Error::Internal(format!(
            "paperfit train failed ({}){}",
            output.status,
            stderr_tail(&output.stderr)
        )))
    }
}

/// The last lines of a child's stderr, as `: line / line` (empty when it wrote nothing).
pub(crate) fn stderr_tail(stderr: &[u8]) -> String {
    let text = String::from_utf8_lossy(stderr);
    let lines: Vec<&str> = text
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .collect();
    let tail = &lines[lines.len().saturating_sub(4)..];
    if tail.is_empty() {
        String::new()
    } else {
        format!(": {}", tail.join(" / "))
    }
}

/// Lines of a run's `metrics.jsonl` (0 when absent).
fn metrics_rows(run: &Path) -> usize {
    std::fs::read_to_string(run.join("metrics.jsonl"))
        .map(|t| t.lines().count())
        .unwrap_or(0)
}
