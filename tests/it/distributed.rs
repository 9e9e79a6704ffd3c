//! Data-parallel training on 2 and 4 CPU ranks under `mpirun` (Open MPI) against one process
//! with the same effective batch: a per-sample loss (the quickstart), FLYP's contrastive loss
//! (tiny CLIP) and FS-CT episodes (small CNN backbone), fp32. Losses, gradient norms and final
//! weights agree within the tolerances below; every rank ends with the same weights (the run
//! checks it); a rank killed mid-run stops every rank, and the run resumes, on the same number
//! of ranks bit for bit, on another by re-splitting the plan. Needs the `mpi` feature and
//! `mpirun` on PATH (each test says it skipped without them, and fails under
//! `PAPERFIT_TEST_STRICT=1`); every launch is bounded in time.

use crate::common;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};
use std::time::{Duration, Instant};

use candle_core::{Device, Tensor};
use paperfit::train::metrics::{read_rows, RowKind};

mod equivalence;
mod failures;

/// No launch in this file may run longer.
const LIMIT: Duration = Duration::from_secs(240);

/// Tolerance on every final weight: this much of the largest weight of its tensor, plus
/// [`WEIGHT_FLOOR`] of the model's largest weight. The floor is for tensors near zero: a
/// zero-initialised bias whose gradient is float noise (attention's key bias has a
/// mathematically zero gradient) takes AdamW steps of about +-lr in whatever direction the
/// noise points, in one process as on several.
const WEIGHT_RTOL: f32 = 1e-4;
const WEIGHT_FLOOR: f32 = 1e-5;

/// `paperfit` with `args`, as one process (`ranks` = None) or under `mpirun -n ranks`, with
/// no inherited `PAPERFIT_*` variable.
fn paperfit(ranks: Option<usize>, args: &[String]) -> Command {
    let bin = env!("CARGO_BIN_EXE_paperfit");
    let mut cmd = match ranks {
        None => Command::new(bin),
        Some(n) => {
            let mut m = Command::new("mpirun");
            m.args(["-n", &n.to_string(), bin]);
            m
        }
    };
    for (key, _) in std::env::vars_os() {
        if key.to_string_lossy().starts_with("PAPERFIT_") {
            cmd.env_remove(&key);
        }
    }
    cmd.current_dir(common::root())
        .args(args)
        // CI runs as root on 2 cores: Open MPI refuses both unless told.
        .env("OMPI_ALLOW_RUN_AS_ROOT", "1")
        .env("OMPI_ALLOW_RUN_AS_ROOT_CONFIRM", "1")
        .env("OMPI_MCA_rmaps_base_oversubscribe", "1")
        .env("OMPI_MCA_hwloc_base_binding_policy", "none");
    cmd
}

/// Run `cmd` to the end within [`LIMIT`] (its whole process group is killed past it).
fn bounded(mut cmd: Command) -> Output {
    use std::os::unix::process::CommandExt;
    cmd.stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .process_group(0);
    let child = cmd.spawn().expect("start");
    let pid = child.id() as i32;
    let waiter = std::thread::spawn(move || child.wait_with_output().unwrap());
    let started = Instant::now();
    while !waiter.is_finished() {
        if started.elapsed() > LIMIT {
            // SAFETY: kill(2) on what we started (Open MPI puts its ranks in groups of their own).
            for child in descendants(pid) {
                unsafe { libc::kill(child, libc::SIGKILL) };
            }
            unsafe { libc::kill(-pid, libc::SIGKILL) };
            panic!("a launch ran past {LIMIT:?} and was killed");
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    waiter.join().unwrap()
}

fn succeed(cmd: Command) -> String {
    let out = bounded(cmd);
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(
        out.status.success(),
        "{stdout}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    stdout
}

fn strings(args: &[&str]) -> Vec<String> {
    args.iter().map(|s| s.to_string()).collect()
}

/// `train EXPERIMENT --preset cpu --plain --out OUT --set ...` (+ the world size).
fn train_args(experiment: &str, out: &Path, sets: &[String], ranks: Option<usize>) -> Vec<String> {
    let mut args = strings(&["train", experiment, "--preset", "cpu", "--plain", "--out"]);
    args.push(out.display().to_string());
    for s in sets {
        args.extend(["--set".to_string(), s.clone()]);
    }
    if let Some(n) = ranks {
        args.extend(["--set".to_string(), format!("train.world_size={n}")]);
    }
    args
}

/// (step, loss, grad_norm) of every training row.
fn trajectory(run: &Path) -> Vec<(u64, f64, f64)> {
    read_rows(&run.join("metrics.jsonl"))
        .unwrap()
        .into_iter()
        .filter(|r| r.kind == RowKind::Train)
        .map(|r| (r.step, r.loss.unwrap(), r.grad_norm.unwrap()))
        .collect()
}

fn weights(path: &Path) -> BTreeMap<String, Vec<f32>> {
    candle_core::safetensors::load(path, &Device::Cpu)
        .unwrap()
        .into_iter()
        .map(|(k, t): (String, Tensor)| (k, t.flatten_all().unwrap().to_vec1::<f32>().unwrap()))
        .collect()
}

/// The largest ratio, over all weights, of a weight's difference to its tolerance
/// (`WEIGHT_RTOL` x its tensor's largest entry + `WEIGHT_FLOOR` x the model's largest), with
/// the largest difference relative to its tensor's largest entry and where that is. The runs
/// agree when the ratio is at most 1; a weight that is not finite on either side makes it
/// infinite.
fn weight_difference(a: &Path, b: &Path) -> (f32, f32, String) {
    let (a, b) = (weights(a), weights(b));
    assert_eq!(a.keys().collect::<Vec<_>>(), b.keys().collect::<Vec<_>>());
    let largest = |x: &[f32]| x.iter().map(|v| v.abs()).fold(1e-12, f32::max) as f64;
    let model = a.values().map(|x| largest(x)).fold(0.0, f64::max);
    let (mut ratios, mut relative, mut at) = (Vec::new(), 0f64, String::new());
    for (name, x) in &a {
        let scale = largest(x);
        // Infinite where a value on either side is not finite.
        let diff = common::max_difference(x, &b[name]);
        ratios.push(diff / (WEIGHT_RTOL as f64 * scale + WEIGHT_FLOOR as f64 * model));
        if diff / scale > relative {
            (relative, at) = (diff / scale, name.clone());
        }
    }
    // A NaN ratio (an infinite difference over an infinite scale) counts as infinite.
    (common::worst(ratios) as f32, relative as f32, at)
}

/// 232 samples: three windows of 64 and a last one of 40 (20 per rank on 2, 10 on 4: a
/// micro-batch of 16 and a shorter one).
fn quickstart_sets() -> Vec<String> {
    strings(&[
        "paper.epochs=1",
        "data.train_samples=232",
        "data.eval_samples=64",
        "train.micro_batch=16",
    ])
}

// ------------------------------------------------------------------ failures and resume

/// The parent pid of `pid`, from `/proc/PID/stat`.
fn parent_of(pid: i32) -> Option<i32> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    // "pid (comm) state ppid ...": comm may hold spaces, so read after its closing parenthesis.
    stat[stat.rfind(')')? + 2..].split(' ').nth(1)?.parse().ok()
}

/// Every live process descended from `root`.
fn descendants(root: i32) -> Vec<i32> {
    let all: Vec<i32> = std::fs::read_dir("/proc")
        .unwrap()
        .flatten()
        .filter_map(|e| e.file_name().to_string_lossy().parse().ok())
        .collect();
    let mut out = Vec::new();
    for &pid in &all {
        let mut at = pid;
        while let Some(parent) = parent_of(at) {
            if parent == root {
                out.push(pid);
                break;
            }
            if parent <= 1 {
                break;
            }
            at = parent;
        }
    }
    out
}

/// A weight that is NaN on either side makes the runs' ratio infinite, not the largest finite
/// one.
#[test]
fn a_nan_weight_is_an_infinite_difference() {
    let dir = tempfile::tempdir().unwrap();
    let save = |name: &str, values: &[f32]| {
        let path = dir.path().join(name);
        let w = Tensor::new(values, &Device::Cpu).unwrap();
        let tensors = std::collections::HashMap::from([("w", w.clone()), ("v", w)]);
        candle_core::safetensors::save(&tensors, &path).unwrap();
        path
    };
    let clean = save("clean.safetensors", &[1.0, 2.0, 3.0]);
    let spoiled = save("spoiled.safetensors", &[1.0, f32::NAN, 3.0]);
    assert_eq!(weight_difference(&clean, &clean).0, 0.0);
    assert_eq!(weight_difference(&clean, &spoiled).0, f32::INFINITY);
    assert_eq!(weight_difference(&spoiled, &clean).0, f32::INFINITY);
}
