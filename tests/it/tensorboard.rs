//! TensorBoard event files, read back with the `tensorboard` package's own reader
//! (`EventAccumulator`, what `tensorboard --logdir` used before its Rust data server, and which
//! implements the same format): every scalar of `metrics.jsonl` at its step, visible while the
//! run goes, and one unbroken curve across a SIGKILL and `--resume`.

use crate::common;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use paperfit::train::metrics::{read_rows, MetricsRow, RowKind};

fn short_run(out: &Path) -> Command {
    let mut cmd = common::short_quickstart_cpu(out);
    cmd.stdout(Stdio::null()).stderr(Stdio::null());
    cmd
}

fn resume(out: &Path) {
    let status = common::paperfit_in(&common::root())
        .args(["train", "--plain", "--resume"])
        .arg(out)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .unwrap();
    assert!(status.success(), "resume failed");
}

/// Every scalar TensorBoard reads from `run_dir`: tag -> [(step, wall time, value)], in the
/// order read. `purge` is TensorBoard's own handling of restarts; without it the reader shows
/// exactly what the files hold.
type Curves = BTreeMap<String, Vec<(u64, f64, f32)>>;

const READ: &str = r#"
import json, sys
from tensorboard.backend.event_processing import event_accumulator as ea
acc = ea.EventAccumulator(sys.argv[1], size_guidance={ea.SCALARS: 0},
                          purge_orphaned_data=sys.argv[2] == "purge")
acc.Reload()
print(json.dumps({t: [[e.step, e.wall_time, e.value] for e in acc.Scalars(t)]
                  for t in acc.Tags()["scalars"]}))
"#;

fn read_curves(python: &Path, run_dir: &Path, purge: bool) -> Curves {
    let stdout = common::stdout_of(
        Command::new(python)
            .args(["-c", READ])
            .arg(run_dir)
            .arg(if purge { "purge" } else { "keep" }),
    );
    let raw: BTreeMap<String, Vec<(u64, f64, f64)>> = serde_json::from_slice(&stdout).unwrap();
    raw.into_iter()
        .map(|(tag, points)| {
            let points = points.into_iter().map(|(s, w, v)| (s, w, v as f32));
            (tag, points.collect())
        })
        .collect()
}

/// The curves `metrics.jsonl` says TensorBoard should show: every row's scalars at its step.
fn expected_curves(run_dir: &Path) -> BTreeMap<String, Vec<(u64, f32)>> {
    let mut curves: BTreeMap<String, Vec<(u64, f32)>> = BTreeMap::new();
    let rows: Vec<MetricsRow> = read_rows(&run_dir.join("metrics.jsonl")).unwrap();
    for row in rows {
        for (tag, value) in row.tensorboard_scalars() {
            curves
                .entry(tag.to_string())
                .or_default()
                .push((row.step, value as f32));
        }
    }
    curves
}

/// `read` holds exactly the points of `expected`, each value within one f32 rounding of the
/// logged f64 (serde_json's float parsing of metrics.jsonl may be one f64 ulp off, which can
/// round to the neighbouring f32).
fn assert_matches(read: &Curves, expected: &BTreeMap<String, Vec<(u64, f32)>>, what: &str) {
    let read = steps_and_values(read);
    assert_eq!(
        read.keys().collect::<Vec<_>>(),
        expected.keys().collect::<Vec<_>>(),
        "{what}: tags"
    );
    for (tag, points) in &read {
        let want = &expected[tag];
        let steps = |p: &[(u64, f32)]| p.iter().map(|p| p.0).collect::<Vec<_>>();
        assert_eq!(steps(points), steps(want), "{what}: steps of {tag}");
        for ((step, got), (_, want)) in points.iter().zip(want) {
            assert!(
                (got - want).abs() <= f32::EPSILON * want.abs(),
                "{what}: {tag} at step {step}: {got} read, {want} logged"
            );
        }
    }
}

fn steps_and_values(curves: &Curves) -> BTreeMap<String, Vec<(u64, f32)>> {
    curves
        .iter()
        .map(|(tag, points)| {
            let points = points.iter().map(|(s, _, v)| (*s, *v)).collect();
            (tag.clone(), points)
        })
        .collect()
}

/// The step of the run's latest checkpoint.
fn checkpoint_step(run_dir: &Path) -> u64 {
    let latest = std::fs::read_to_string(run_dir.join("checkpoints/latest")).unwrap();
    latest.trim().trim_start_matches("step-").parse().unwrap()
}

fn train_rows(run_dir: &Path) -> usize {
    read_rows(&run_dir.join("metrics.jsonl"))
        .map(|rows| rows.iter().filter(|r| r.kind == RowKind::Train).count())
        .unwrap_or(0)
}

/// Start a run and SIGKILL it once it has logged `steps` training steps.
fn kill_after(out: &Path, steps: usize) {
    let mut child = short_run(out).spawn().unwrap();
    let started = Instant::now();
    while train_rows(out) < steps {
        if let Some(status) = child.try_wait().unwrap() {
            panic!("the run ended ({status}) before the kill point");
        }
        assert!(
            started.elapsed() < Duration::from_secs(120),
            "kill point never reached"
        );
        std::thread::sleep(Duration::from_millis(5));
    }
    child.kill().unwrap(); // SIGKILL on Unix
    child.wait().unwrap();
}

#[test]
fn tensorboard_reads_every_scalar_unbroken_across_a_kill_and_resume() {
    let Some(python) = common::optional::python_with(this_test!(), &["tensorboard"]) else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let reference: PathBuf = dir.path().join("uninterrupted");
    assert!(short_run(&reference).status().unwrap().success());
    let read = read_curves(&python, &reference, false);
    assert_matches(&read, &expected_curves(&reference), "the uninterrupted run");
    let want = steps_and_values(&read);
    // The quickstart on the CPU in fp32: loss, learning rate, gradient norm, throughput, data
    // wait, micro-batch and memory every step; loss and accuracy at each epoch's evaluation.
    let tags: Vec<&str> = read.keys().map(String::as_str).collect();
    assert_eq!(
        tags,
        [
            "eval/accuracy",
            "eval/loss",
            "train/data_wait_secs",
            "train/grad_norm",
            "train/loss",
            "train/lr",
            "train/mem_peak_mib",
            "train/micro_batch",
            "train/samples_per_sec",
        ]
    );
    let steps = |tag: &str| read[tag].iter().map(|p| p.0).collect::<Vec<_>>();
    assert_eq!(steps("train/loss"), (1..=16).collect::<Vec<_>>());
    assert_eq!(steps("eval/accuracy"), [8, 16]);

    // Killed in the second epoch, after its evaluation, between two checkpoints (every 3
    // steps): the killed run has logged steps after its last checkpoint (9), and they are
    // readable already: the file is written as the run goes. A step's row is written once the
    // next step has run, and a step followed by a checkpoint is logged before it is saved, so
    // the 11th row comes when checkpoint 12 is a save away (a kill there may land after it);
    // the 10th comes when step 12 still has to run.
    let killed = dir.path().join("killed");
    kill_after(&killed, 10);
    let checkpoint = checkpoint_step(&killed);
    let before = read_curves(&python, &killed, false);
    let logged = train_rows(&killed) as u64;
    // The kill may fall between a row's line in metrics.jsonl and its event.
    let read_before = steps_of(&before, "train/loss");
    assert!(
        read_before.len() as u64 == logged || read_before.len() as u64 + 1 == logged,
        "{logged} steps logged, {read_before:?} read"
    );
    assert_eq!(read_before, steps("train/loss")[..read_before.len()]);
    assert!(
        logged > checkpoint,
        "{logged} steps logged, {read_before:?} read, checkpoint at {checkpoint}"
    );
    assert_eq!(steps_of(&before, "eval/accuracy"), [8]);

    resume(&killed);
    assert_eq!(common::event_files(&killed).len(), 1, "one event file");
    for purge in [false, true] {
        let after = read_curves(&python, &killed, purge);
        // Each step once, in order, and the values of the uninterrupted run: the resumed run
        // is bit-identical to it (tests/it/run_and_resume.rs), and so are its curves, except
        // what measures the machine rather than the training.
        for (tag, points) in &after {
            let steps: Vec<u64> = points.iter().map(|p| p.0).collect();
            assert!(
                steps.windows(2).all(|w| w[0] < w[1]),
                "{tag} (purge {purge}): {steps:?}"
            );
            let times: Vec<f64> = points.iter().map(|p| p.1).collect();
            assert!(times.windows(2).all(|w| w[0] <= w[1]), "{tag}: wall times");
        }
        assert_matches(&after, &expected_curves(&killed), "the resumed run");
        for tag in [
            "train/loss",
            "train/lr",
            "train/grad_norm",
            "eval/loss",
            "eval/accuracy",
        ] {
            assert_eq!(
                steps_and_values(&after)[tag],
                want[tag],
                "{tag} against the uninterrupted run"
            );
        }
    }
}

fn steps_of(curves: &Curves, tag: &str) -> Vec<u64> {
    curves[tag].iter().map(|p| p.0).collect()
}

#[test]
fn one_event_file_per_run_and_none_when_turned_off() {
    let dir = tempfile::tempdir().unwrap();
    let on = dir.path().join("on");
    assert!(short_run(&on)
        .args(["--set", "paper.epochs=1"])
        .status()
        .unwrap()
        .success());
    let files = common::event_files(&on);
    assert_eq!(files.len(), 1, "{files:?}");
    let name = files[0].file_name().unwrap().to_string_lossy().into_owned();
    // events.out.tfevents.<10-digit seconds>.<host>
    let seconds = name.split('.').nth(3).unwrap();
    assert!(
        seconds.len() == 10 && seconds.bytes().all(|b| b.is_ascii_digit()),
        "{name}"
    );
    assert!(std::fs::metadata(&files[0]).unwrap().len() > 1000);
    // A resume rewrites the file under a later name and removes the old one (a resume with
    // an epoch more: a complete run resumed as it is is left as it is).
    let status = common::paperfit_in(&common::root())
        .args(["train", "--plain", "--resume"])
        .arg(&on)
        .args(["--set", "paper.epochs=2"])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .unwrap();
    assert!(status.success(), "resume failed");
    let after = common::event_files(&on);
    assert_eq!(after.len(), 1, "{after:?}");
    assert!(after[0] > files[0], "{after:?} after {files:?}");

    let off = dir.path().join("off");
    assert!(short_run(&off)
        .args([
            "--set",
            "paper.epochs=1",
            "--set",
            "train.tensorboard=false"
        ])
        .status()
        .unwrap()
        .success());
    assert!(common::event_files(&off).is_empty());
    assert!(off.join("metrics.jsonl").is_file());
}
