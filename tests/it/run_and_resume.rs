//! End to end through the binary: the run directory, and SIGKILL + `--resume` ending with
//! bit-identical weights to an uninterrupted run (CPU, fp32).

use crate::common;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use candle_core::{Device, Tensor};
use paperfit::train::metrics::{read_rows, RowKind};

pub(super) fn bin() -> Command {
    common::paperfit_in(&common::root())
}

/// A short quickstart: 2 epochs of 8 optimizer steps, checkpoints every 3 steps.
pub(super) const SHORT: &[&str] = common::SHORT_QUICKSTART_CPU;

pub(super) fn train(out: &Path) {
    let status = bin()
        .args(SHORT)
        .arg("--out")
        .arg(out)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .unwrap();
    assert!(status.success());
}

pub(super) fn weights(path: &Path) -> BTreeMap<String, Vec<u32>> {
    // Bit patterns, so equality is bit-identity (and NaN-safe).
    candle_core::safetensors::load(path, &Device::Cpu)
        .unwrap()
        .into_iter()
        .map(|(k, t): (String, Tensor)| {
            let v = t.flatten_all().unwrap().to_vec1::<f32>().unwrap();
            (k, v.iter().map(|x| x.to_bits()).collect())
        })
        .collect()
}

pub(super) fn train_losses(run: &Path) -> Vec<(u64, u64)> {
    read_rows(&run.join("metrics.jsonl"))
        .unwrap()
        .into_iter()
        .filter(|r| r.kind == RowKind::Train)
        .map(|r| (r.step, r.loss.unwrap().to_bits()))
        .collect()
}

/// Start a run, SIGKILL it once `ready` holds for its directory, then resume it to the end;
/// returns the step of the checkpoint it resumed from.
fn kill_and_resume(out: &Path, ready: &dyn Fn(&Path) -> bool) -> u64 {
    kill_and_resume_with(out, ready, &[])
}

/// [`kill_and_resume`], with `env` set for the first run only.
pub(super) fn kill_and_resume_with(
    out: &Path,
    ready: &dyn Fn(&Path) -> bool,
    env: &[(&str, &str)],
) -> u64 {
    let mut child = bin()
        .args(SHORT)
        .envs(env.iter().copied())
        .arg("--out")
        .arg(out)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let started = Instant::now();
    loop {
        if ready(out) {
            break;
        }
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
    assert!(!out.join("summary.json").exists(), "killed before the end");
    let resumed_from = std::fs::read_to_string(out.join("checkpoints/latest"))
        .map(|l| l.trim().trim_start_matches("step-").parse().unwrap())
        .expect("killed after a checkpoint");
    let status = bin()
        .args(["train", "--plain", "--resume"])
        .arg(out)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .unwrap();
    assert!(status.success(), "resume failed");
    resumed_from
}

pub(super) fn metrics_rows(out: &Path) -> usize {
    read_rows(&out.join("metrics.jsonl"))
        .map(|r| r.len())
        .unwrap_or(0)
}

#[test]
fn sigkill_then_resume_gives_bit_identical_weights() {
    let dir = tempfile::tempdir().unwrap();
    let reference = dir.path().join("uninterrupted");
    train(&reference);
    let expected = weights(&reference.join("model.safetensors"));
    let expected_losses = train_losses(&reference);
    assert_eq!(expected_losses.len(), 16);

    // Kill once the run has written its first checkpoint or this many metrics rows; the
    // checkpoints it may resume from (every 3 steps, 8 steps an epoch).
    let saved = |p: &Path| p.join("checkpoints/latest").exists();
    let rows = |rows: usize| move |p: &Path| metrics_rows(p) >= rows;
    let kill_points: [(&str, &dyn Fn(&Path) -> bool, &[u64]); 3] = [
        // As soon as the first checkpoint is written (a run killed before it has nothing to
        // resume from, and its resume is refused: tests/it/resume_points.rs).
        ("at the first checkpoint", &saved, &[3, 6]),
        // Between checkpoints, mid-epoch: the resume recomputes epoch 0's order and continues
        // with its step 4 (or 7).
        ("after step 4", &rows(4), &[3, 6]),
        // In the second epoch, after the first evaluation.
        ("in the second epoch", &rows(11), &[9, 12, 15]),
    ];
    for (name, ready, checkpoints) in kill_points {
        let out = dir.path().join(name.replace(' ', "-"));
        let resumed_from = kill_and_resume(&out, ready);
        assert!(
            checkpoints.contains(&resumed_from),
            "killed {name}: resumed from step {resumed_from}, not one of {checkpoints:?}"
        );
        assert_eq!(
            weights(&out.join("model.safetensors")),
            expected,
            "weights differ when killed {name}"
        );
        assert_eq!(
            train_losses(&out),
            expected_losses,
            "loss trajectory differs when killed {name}"
        );
        let evals = read_rows(&out.join("metrics.jsonl"))
            .unwrap()
            .into_iter()
            .filter(|r| r.kind == RowKind::Eval)
            .count();
        assert_eq!(evals, 2, "one evaluation per epoch, none repeated ({name})");
    }
}

/// SIGINT (Ctrl-C) and SIGTERM (a scheduler's preemption) stop a run after the step it is in,
/// with a checkpoint of that step (the periodic ones are at 3 and 6), exit code 128 + the
/// signal and a message naming the step and `--resume`; resumed, it ends bit-identical to the
/// uninterrupted run.
#[test]
fn a_stop_signal_checkpoints_the_step_and_resume_gives_bit_identical_weights() {
    let dir = tempfile::tempdir().unwrap();
    let reference = dir.path().join("uninterrupted");
    train(&reference);
    let expected = weights(&reference.join("model.safetensors"));
    let expected_losses = train_losses(&reference);
    for (signal, name) in [(libc::SIGINT, "SIGINT"), (libc::SIGTERM, "SIGTERM")] {
        let out = dir.path().join(name);
        let mut child = bin()
            .args(SHORT)
            .arg("--out")
            .arg(&out)
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let started = Instant::now();
        while metrics_rows(&out) < 4 {
            assert!(
                child.try_wait().unwrap().is_none(),
                "ended before the signal"
            );
            assert!(
                started.elapsed() < Duration::from_secs(120),
                "step 4 never came"
            );
            std::thread::sleep(Duration::from_millis(2));
        }
        // SAFETY: kill(2) on our child, not yet reaped.
        unsafe { libc::kill(child.id() as libc::pid_t, signal) };
        let ended = child.wait_with_output().unwrap();
        let stderr = String::from_utf8_lossy(&ended.stderr);
        assert_eq!(ended.status.code(), Some(128 + signal), "{stderr}");
        let latest = std::fs::read_to_string(out.join("checkpoints/latest")).unwrap();
        let step: u64 = latest.trim().trim_start_matches("step-").parse().unwrap();
        assert!((4..16).contains(&step), "stopped at step {step}");
        assert!(
            stderr.contains(&format!("stopped by {name} after step {step} of 16"))
                && stderr.contains("paperfit train --resume"),
            "{stderr}"
        );
        assert!(!out.join("summary.json").exists(), "stopped before the end");
        let status = bin()
            .args(["train", "--plain", "--resume"])
            .arg(&out)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status()
            .unwrap();
        assert!(status.success(), "resume failed ({name})");
        assert_eq!(weights(&out.join("model.safetensors")), expected, "{name}");
        assert_eq!(train_losses(&out), expected_losses, "{name}");
    }
}

#[test]
fn run_directory_holds_plan_metrics_checkpoints_and_summary() {
    let dir = tempfile::tempdir().unwrap();
    let out: PathBuf = dir.path().join("run");
    train(&out);
    for file in [
        "plan.json",
        "config.json",
        "metrics.jsonl",
        "metrics.csv",
        "metrics.png",
        "summary.json",
        "model.safetensors",
        "checkpoints/latest",
    ] {
        assert!(out.join(file).is_file(), "{file} missing");
    }
    // The plan re-runs exactly: it is the one resolved for the command line.
    let plan: paperfit::plan::Plan =
        serde_json::from_str(&std::fs::read_to_string(out.join("plan.json")).unwrap()).unwrap();
    assert_eq!(
        (
            plan.micro_batch,
            plan.accumulation_steps,
            plan.effective_batch
        ),
        (16, 4, 64)
    );
    // One metrics line per optimizer step, with the documented fields.
    let rows = read_rows(&out.join("metrics.jsonl")).unwrap();
    let train_rows: Vec<_> = rows.iter().filter(|r| r.kind == RowKind::Train).collect();
    assert_eq!(train_rows.len(), 16);
    for (i, r) in train_rows.iter().enumerate() {
        assert_eq!(r.step, i as u64 + 1);
        assert_eq!(
            (r.effective_batch, r.micro_batch, r.accumulation_steps),
            (64, 16, 4)
        );
        assert!(r.loss.unwrap().is_finite() && r.lr.unwrap() > 0.0 && r.grad_norm.unwrap() > 0.0);
        // `step` counts completed steps; the schedule counts from 0 (docs/training.md).
        let lr = paperfit::train::schedule::lr_at(&plan.schedule, plan.lr, r.step - 1);
        assert_eq!(r.lr, Some(lr), "step {}", r.step);
        assert!(r.samples_per_sec.unwrap() > 0.0);
        assert!(r.mem_peak_bytes.unwrap() > 0);
        assert_eq!(r.loss_scale, None, "fp32 has no loss scale");
    }
    let line = std::fs::read_to_string(out.join("metrics.jsonl")).unwrap();
    let first: serde_json::Value = serde_json::from_str(line.lines().next().unwrap()).unwrap();
    for key in [
        "step",
        "epoch",
        "loss",
        "lr",
        "grad_norm",
        "samples_per_sec",
        "micro_batch",
        "accumulation_steps",
        "mem_peak_bytes",
    ] {
        assert!(first.get(key).is_some(), "metrics line lacks {key}");
    }
    let evals: Vec<_> = rows.iter().filter(|r| r.kind == RowKind::Eval).collect();
    assert_eq!(evals.len(), 2);
    assert!(evals
        .iter()
        .all(|e| e.eval_accuracy.is_some() && e.eval_loss.is_some()));
    // CSV twin: a header and one line per JSON row.
    let csv = std::fs::read_to_string(out.join("metrics.csv")).unwrap();
    assert_eq!(csv.lines().count(), rows.len() + 1);
    assert!(csv.starts_with("kind,step,epoch,"));
    // Checkpoints: at most two kept (beside the best one), `latest` names the final one.
    let latest = std::fs::read_to_string(out.join("checkpoints/latest")).unwrap();
    assert_eq!(latest, "step-00000016");
    let kept = std::fs::read_dir(out.join("checkpoints"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|name| name.starts_with("step-"))
        .count();
    assert!(kept <= 2, "{kept} checkpoints kept");
    // The PNG is a PNG.
    let png = std::fs::read(out.join("metrics.png")).unwrap();
    assert_eq!(&png[..8], b"\x89PNG\r\n\x1a\n");
    // The final weights load with their public names.
    let w = weights(&out.join("model.safetensors"));
    assert!(w.contains_key("stages.0.conv.weight") && w.contains_key("head.bias"));
    // Starting again in the same directory is refused: that would mix two runs.
    let second = bin().args(SHORT).arg("--out").arg(&out).output().unwrap();
    assert_eq!(second.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&second.stderr).contains("--resume"));
}

#[test]
fn eval_reports_the_latest_checkpoint() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("run");
    train(&out);
    let o = bin()
        .args(["eval", "--format", "json"])
        .arg(&out)
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    let summary: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(out.join("summary.json")).unwrap()).unwrap();
    // The same weights and data as the run's final evaluation.
    assert_eq!(v["eval_accuracy"], summary["eval_accuracy"]);
    assert!(
        (v["eval_loss"].as_f64().unwrap() - summary["eval_loss"].as_f64().unwrap()).abs() < 1e-9
    );
    // Not a run directory: exit 2.
    let o = bin().args(["eval"]).arg(dir.path()).output().unwrap();
    assert_eq!(o.status.code(), Some(2));
    // A plan edited into a model its architecture cannot be built from: exit 2 at the file and
    // key, for eval and for resume, and the run is left as it was.
    let plan_path = out.join("plan.json");
    let mut plan: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&plan_path).unwrap()).unwrap();
    plan["model"]["channels"] = serde_json::json!([]);
    std::fs::write(&plan_path, serde_json::to_string_pretty(&plan).unwrap()).unwrap();
    let before = std::fs::read(out.join("metrics.jsonl")).unwrap();
    for args in [&["eval"][..], &["train", "--resume"][..]] {
        let o = bin().args(args).arg(&out).output().unwrap();
        let err = String::from_utf8_lossy(&o.stderr);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {err}");
        assert!(
            err.contains("plan.json")
                && err.contains("model.channels")
                && err.contains("non-empty"),
            "{args:?}: {err}"
        );
    }
    assert_eq!(std::fs::read(out.join("metrics.jsonl")).unwrap(), before);
}

/// Run `paperfit train ARGS --out DIR/run`, check that it exits 2 without creating the run
/// directory, and return its standard error.
fn refused_before_the_run(args: &[&str]) -> String {
    let dir = tempfile::tempdir().unwrap();
    let o = bin()
        .args(args)
        .arg("--out")
        .arg(dir.path().join("run"))
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(2));
    assert!(
        !dir.path().join("run").exists(),
        "no run directory for a run that cannot start"
    );
    String::from_utf8_lossy(&o.stderr).into_owned()
}

#[test]
fn a_cuda_preset_on_a_cpu_build_is_refused_before_training() {
    if !common::optional::cpu_build(this_test!()) {
        return;
    }
    let err = refused_before_the_run(&["train", "experiments/quickstart.toml", "--preset", "16gb"]);
    assert!(
        err.contains("built without CUDA") && err.contains("--preset cpu"),
        "{err}"
    );
}

#[test]
fn auto_trains_on_the_cpu_when_this_build_cannot_use_the_gpu() {
    if !common::optional::cpu_build(this_test!()) {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let o = bin()
        .env("PAPERFIT_SIMULATE_GPU_MEMORY", "24GiB")
        .args(SHORT.iter().map(|a| if *a == "cpu" { "auto" } else { a }))
        .args(["--set", "paper.epochs=1", "--out"])
        .arg(dir.path().join("run"))
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let text = String::from_utf8_lossy(&o.stdout);
    let line = text.lines().find(|l| l.starts_with("preset")).unwrap();
    assert!(
        line.contains("cpu") && line.contains("built without CUDA"),
        "{line}"
    );
}

#[test]
fn the_quickstart_trains_clearly_better_than_chance() {
    // The README's first command, as it is: the cpu preset on this machine.
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("quickstart");
    let o = common::train_quickstart_cpu(&out).output().unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let stdout = String::from_utf8_lossy(&o.stdout);
    assert!(
        stdout.contains("batch         64 = micro-batch 64 x accumulation 1 x world 1"),
        "{stdout}"
    );
    assert!(
        stdout.contains("eval loss") && stdout.contains("run directory"),
        "{stdout}"
    );
    // Not a terminal: plain progress lines on stderr.
    assert!(String::from_utf8_lossy(&o.stderr).contains("step 320/320"));
    let summary: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(out.join("summary.json")).unwrap()).unwrap();
    let accuracy = summary["eval_accuracy"].as_f64().unwrap();
    let chance = summary["chance_accuracy"].as_f64().unwrap();
    assert_eq!(chance, 0.125);
    assert!(accuracy > 0.9, "eval accuracy {accuracy} (chance {chance})");
}

#[test]
fn a_loss_the_trainer_cannot_run_is_refused_not_replaced() {
    let args: Vec<&str> = SHORT
        .iter()
        .copied()
        .chain(["--set", "paper.loss.name=contrastive"])
        .collect();
    let err = refused_before_the_run(&args);
    assert!(
        err.contains("model `small_cnn` trains with") && err.contains("not `contrastive`"),
        "{err}"
    );
}

#[test]
fn missing_pretrained_weights_are_refused_before_the_run() {
    let err = refused_before_the_run(&[
        "train",
        "experiments/dcal_cub.toml",
        "--preset",
        "cpu",
        "--set",
        "model.pretrained=weights/vit_base_patch16_224_in21k.safetensors",
    ]);
    assert!(
        err.contains("pretrained weights weights/vit_base_patch16_224_in21k.safetensors not found")
            && err.contains("key: model.pretrained")
            && err.contains("--set model.pretrained=\"\""),
        "{err}"
    );
}

/// A run slower than one sample per second still reports its throughput.
#[test]
fn a_slow_run_reports_its_throughput_with_significant_digits() {
    let summary = paperfit::train::run::RunSummary {
        experiment: "x".into(),
        preset: "cpu".into(),
        run_dir: "runs/x".into(),
        steps: 1,
        epochs: 1,
        effective_batch: 1,
        micro_batch: 1,
        accumulation_steps: 1,
        world_size: 1,
        replicas: None,
        final_train_loss: None,
        eval_loss: None,
        eval_accuracy: None,
        eval_map: None,
        eval_kappa: None,
        chance_accuracy: 0.5,
        elapsed_secs: 3.0,
        samples_per_sec: Some(0.347),
        mem_peak_bytes: None,
        pool_peak: None,
        loader: None,
        skipped_images: Vec::new(),
        paper: Vec::new(),
        resume_changes: Vec::new(),
        best: None,
        smoke_run: None,
    };
    let text = paperfit::cli::render_summary(&summary);
    assert!(text.contains("median throughput 0.347 samples/s"), "{text}");
}
