//! The best checkpoint beside the latest: the best evaluation by the run's metric kept in
//! `checkpoints/best` and recorded in `summary.json` (a tie keeps the earlier step), the same
//! after a kill and `--resume` as in an uninterrupted run; and `paperfit eval --checkpoint`
//! evaluating the latest, the best, a step's or any checkpoint, with top-5 accuracy, the
//! accuracy of each class and the confusion matrix in its JSON.

use crate::common;

use std::path::Path;
use std::process::Output;

use paperfit::train::metrics::{read_rows, RowKind};

/// The short quickstart for three epochs of 8 steps (evaluated after each, checkpoints every 3
/// steps) at base learning rate `lr`, into `out`, with `env` set.
fn quickstart(out: &Path, lr: &str, extra: &[&str], env: &[(&str, &str)]) -> Output {
    common::short_quickstart_cpu(out)
        .args(["--set", "paper.epochs=3", "--set"])
        .arg(format!("paper.base_lr={lr}"))
        .args(extra)
        .envs(env.iter().copied())
        .output()
        .unwrap()
}

/// A learning rate at which the quickstart's second evaluation is its best (13.3%, 20.3%,
/// 14.8%): the best checkpoint is not the latest.
const OVERSHOOTING_LR: &str = "0.05";

fn trained(out: &Path, lr: &str, extra: &[&str]) {
    let o = quickstart(out, lr, extra, &[]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
}

fn json(path: &Path) -> serde_json::Value {
    serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

/// The evaluations of a run: (step, accuracy).
fn evaluations(run: &Path) -> Vec<(u64, f64)> {
    read_rows(&run.join("metrics.jsonl"))
        .unwrap()
        .into_iter()
        .filter(|r| r.kind == RowKind::Eval)
        .map(|r| (r.step, r.eval_accuracy.unwrap()))
        .collect()
}

/// The best-step directories of a run's checkpoints.
fn best_dirs(run: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(run.join("checkpoints"))
        .unwrap()
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.contains("best-step-"))
        .collect();
    names.sort();
    names
}

fn eval(run: &Path, args: &[&str]) -> Output {
    common::paperfit_in(&common::root())
        .arg("eval")
        .arg(run)
        .args(args)
        .output()
        .unwrap()
}

fn eval_json(run: &Path, args: &[&str]) -> serde_json::Value {
    let o = eval(run, &[args, &["--format", "json"]].concat());
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    serde_json::from_slice(&o.stdout).unwrap()
}

#[test]
fn the_best_evaluation_is_kept_beside_the_latest_and_a_tie_keeps_the_earlier_step() {
    let dir = tempfile::tempdir().unwrap();
    let run = dir.path().join("overshooting");
    trained(&run, OVERSHOOTING_LR, &[]);
    let evals = evaluations(&run);
    assert_eq!(evals.len(), 3);
    let &(step, value) = evals
        .iter()
        .reduce(|best, e| if e.1 > best.1 { e } else { best })
        .unwrap();
    assert!(
        step < 24,
        "the setting has its best evaluation before the end: {evals:?}"
    );
    let summary = json(&run.join("summary.json"));
    let best = &summary["best"];
    assert_eq!(
        (&best["step"], &best["metric"], &best["value"]),
        (
            &serde_json::json!(step),
            &serde_json::json!("eval_accuracy"),
            &serde_json::json!(value)
        ),
        "{best}"
    );
    // The evaluation data the value was measured on: a resume onto other data ranks anew.
    assert!(
        best["eval_data"]
            .as_str()
            .is_some_and(|d| d.ends_with(" images")),
        "{best}"
    );
    let name = format!("best-step-{step:08}");
    assert_eq!(
        std::fs::read_to_string(run.join("checkpoints/best")).unwrap(),
        name
    );
    // Only the best is kept of the best checkpoints, beside the newest periodic ones.
    assert_eq!(best_dirs(&run), [name.clone()]);
    assert!(run.join("checkpoints/step-00000024").is_dir());
    // Its weights are those of that evaluation: evaluated again, the same accuracy, bit for bit.
    let again = eval_json(&run, &["--checkpoint", "best"]);
    assert_eq!(again["eval_accuracy"].as_f64(), Some(value));
    assert!(again["checkpoint"].as_str().unwrap().ends_with(&name));

    // A learning rate too small to change a prediction: three equal evaluations, and the
    // first stays the best.
    let flat = dir.path().join("flat");
    trained(
        &flat,
        "1e-12",
        &[
            "--set",
            "paper.schedule.min_lr=0",
            "--set",
            "paper.schedule.warmup_start_lr=0",
        ],
    );
    let evals = evaluations(&flat);
    assert!(evals.iter().all(|e| e.1 == evals[0].1), "{evals:?}");
    assert_eq!(json(&flat.join("summary.json"))["best"]["step"], 8);
    assert_eq!(best_dirs(&flat), ["best-step-00000008"]);
}

/// Killed mid-write of a checkpoint's optimizer state (the Nth), of `checkpoints/latest` or of
/// `checkpoints/best`, then resumed: the best record, its pointer and its weights are the
/// uninterrupted run's, byte for byte. `optimizer.safetensors:6` dies in step 18's checkpoint
/// with the best at step 16 newer than the latest checkpoint (15, whose record is step 8's);
/// `latest:6` once step 18's checkpoint is in place, which the resume continues from (its
/// record is step 16's); `latest:7` at step 21, resuming from 21 likewise; `best:2` with step
/// 16's weights written and the pointer not yet moved.
#[test]
fn a_killed_and_resumed_run_keeps_the_best_of_an_uninterrupted_one() {
    let dir = tempfile::tempdir().unwrap();
    let reference = dir.path().join("uninterrupted");
    trained(&reference, OVERSHOOTING_LR, &[]);
    let expected = json(&reference.join("summary.json"))["best"].clone();
    let name = std::fs::read_to_string(reference.join("checkpoints/best")).unwrap();
    let weights = std::fs::read(
        reference
            .join("checkpoints")
            .join(&name)
            .join("model.safetensors"),
    )
    .unwrap();
    for kill in ["optimizer.safetensors:6", "latest:6", "latest:7", "best:2"] {
        let out = dir.path().join(kill.replace(':', "-"));
        let o = quickstart(
            &out,
            OVERSHOOTING_LR,
            &[],
            &[("PAPERFIT_FAULT_KILL_WRITING", kill)],
        );
        assert!(!o.status.success(), "{kill}: the run was killed");
        assert!(!out.join("summary.json").exists(), "{kill}");
        let o = common::paperfit_in(&common::root())
            .args(["train", "--plain", "--resume"])
            .arg(&out)
            .output()
            .unwrap();
        assert!(
            o.status.success(),
            "{kill}: {}",
            String::from_utf8_lossy(&o.stderr)
        );
        assert_eq!(json(&out.join("summary.json"))["best"], expected, "{kill}");
        assert_eq!(
            std::fs::read_to_string(out.join("checkpoints/best")).unwrap(),
            name,
            "{kill}"
        );
        assert_eq!(best_dirs(&out), [name.clone()], "{kill}");
        assert!(
            std::fs::read(
                out.join("checkpoints")
                    .join(&name)
                    .join("model.safetensors")
            )
            .unwrap()
                == weights,
            "{kill}: the best weights differ"
        );
    }
}

/// The files of a run but the temporaries a killed write leaves (which a resume removes).
fn kept_files(run: &Path) -> Vec<(std::path::PathBuf, Vec<u8>)> {
    crate::resume_checks::snapshot(run)
        .into_iter()
        .filter(|(path, _)| {
            let inside = path.strip_prefix(run).unwrap();
            !inside
                .components()
                .any(|c| c.as_os_str().to_string_lossy().starts_with('.'))
        })
        .map(|(path, (bytes, _))| (path, bytes))
        .collect()
}

/// A resume that fails to start (the latest checkpoint's weights do not fit the model: its
/// optimizer state in their place) leaves the best checkpoints made after that checkpoint and
/// `checkpoints/best`: killed in step 18's checkpoint, the run's latest checkpoint (15) records
/// step 8's best, while `best` names step 16's.
#[test]
fn a_resume_that_fails_to_start_keeps_the_best_checkpoints_after_the_latest() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("run");
    let kill = [("PAPERFIT_FAULT_KILL_WRITING", "optimizer.safetensors:6")];
    let o = quickstart(&out, OVERSHOOTING_LR, &[], &kill);
    assert!(!o.status.success(), "the run was killed");
    let checkpoints = out.join("checkpoints");
    let latest = checkpoints.join(
        std::fs::read_to_string(checkpoints.join("latest"))
            .unwrap()
            .trim(),
    );
    std::fs::copy(
        latest.join("optimizer.safetensors"),
        latest.join("model.safetensors"),
    )
    .unwrap();
    assert_eq!(
        best_dirs(&out),
        ["best-step-00000008", "best-step-00000016"]
    );
    let before = kept_files(&out);
    let o = common::paperfit_in(&common::root())
        .args(["train", "--plain", "--resume"])
        .arg(&out)
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(!o.status.success(), "{err}");
    assert!(err.contains("missing tensor"), "{err}");
    assert_eq!(
        std::fs::read_to_string(checkpoints.join("best")).unwrap(),
        "best-step-00000016"
    );
    assert!(
        kept_files(&out) == before,
        "the failed resume changed the run"
    );
}

#[test]
fn eval_takes_a_checkpoint_and_reports_top5_each_class_and_the_confusion_matrix() {
    let dir = tempfile::tempdir().unwrap();
    let run = dir.path().join("run");
    trained(&run, OVERSHOOTING_LR, &[]);
    let summary = json(&run.join("summary.json"));
    // The default is the latest checkpoint: the run's final evaluation.
    let latest = eval_json(&run, &[]);
    assert!(latest["checkpoint"]
        .as_str()
        .unwrap()
        .ends_with("step-00000024"));
    assert_eq!(latest["eval_accuracy"], summary["eval_accuracy"]);
    // A step's checkpoint, with or without the zeros; a checkpoint directory or weights file
    // by its path.
    let evals = evaluations(&run);
    for (args, accuracy) in [
        (vec!["--checkpoint", "step-21"], None),
        (vec!["--checkpoint", "step-00000024"], Some(evals[2].1)),
        (
            vec![
                "--checkpoint",
                run.join("model.safetensors").to_str().unwrap(),
            ],
            Some(evals[2].1),
        ),
    ] {
        let report = eval_json(&run, &args);
        if let Some(accuracy) = accuracy {
            assert_eq!(report["eval_accuracy"].as_f64(), Some(accuracy), "{args:?}");
        }
    }
    assert!(eval_json(&run, &["--checkpoint", "step-21"])["checkpoint"]
        .as_str()
        .unwrap()
        .ends_with("step-00000021"));

    // The report by class agrees with itself and with the accuracy: the confusion matrix's
    // diagonal is what the accuracy counts, its rows each class's images.
    let matrix = &latest["confusion_matrix"];
    let names: Vec<&str> = matrix["true_classes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|n| n.as_str().unwrap())
        .collect();
    assert_eq!(names.len(), 8);
    assert_eq!(matrix["predicted_classes"], matrix["true_classes"]);
    assert_eq!(serde_json::json!(names), latest["classes"]);
    let counts: Vec<Vec<u64>> = serde_json::from_value(matrix["counts"].clone()).unwrap();
    let total: u64 = counts.iter().flatten().sum();
    assert_eq!(total, 128);
    let diagonal: u64 = (0..8).map(|i| counts[i][i]).sum();
    assert_eq!(
        diagonal as f64 / 128.0,
        latest["eval_accuracy"].as_f64().unwrap()
    );
    for (i, name) in names.iter().enumerate() {
        let row: u64 = counts[i].iter().sum();
        let expected = counts[i][i] as f64 / row as f64;
        let got = latest["per_class_accuracy"][name].as_f64().unwrap();
        assert!(
            (got - expected).abs() < 1e-12,
            "{name}: {got} vs {expected}"
        );
    }
    let top5 = latest["top5_accuracy"].as_f64().unwrap();
    let top1 = latest["eval_accuracy"].as_f64().unwrap();
    assert!(top5 > top1 && top5 <= 1.0, "top-5 {top5}, top-1 {top1}");
    assert_eq!(latest["not_computed"], serde_json::json!({}));
    let text = String::from_utf8(eval(&run, &[]).stdout).unwrap();
    assert!(
        text.contains(&format!("top-5 accuracy {:.2}%", top5 * 100.0))
            && text.contains("per class: "),
        "{text}"
    );

    // A checkpoint the run does not have: exit 2, with the ones it has.
    for wrong in ["step-5", "newest", "step-x"] {
        let o = eval(&run, &["--checkpoint", wrong]);
        let err = String::from_utf8_lossy(&o.stderr);
        assert_eq!(o.status.code(), Some(2), "{wrong}: {err}");
        assert!(
            err.contains(&format!("has no checkpoint `{wrong}`"))
                && err.contains(&format!("--checkpoint {wrong}"))
                && err.contains("latest (step-00000024), best (best-step-00000016), step-00000021, step-00000024"),
            "{wrong}: {err}"
        );
    }
    // --help says what the default is.
    let help = eval(&run, &["--help"]);
    let help = String::from_utf8_lossy(&help.stdout);
    assert!(
        help.contains("[default: latest]") && help.contains("step-N"),
        "{help}"
    );
}
