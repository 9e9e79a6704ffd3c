//! `paperfit train --max-steps N`: a smoke run of the plan's first N optimizer steps, at the
//! learning rates the whole run has at those steps, named as a smoke run in the printed plan,
//! plan.json and summary.json; a resume never takes it further; N not below the plan's steps is
//! refused. And what the run writes for TensorBoard's HPARAMS tab, read with TensorBoard's own
//! reader.

use crate::common;

use std::path::Path;
use std::process::Output;

use paperfit::plan::Plan;
use paperfit::train::metrics::{read_rows, RowKind};

/// The short quickstart (2 epochs of 8 optimizer steps) as a smoke run of `steps` steps.
fn smoke(out: &Path, steps: &str) -> Output {
    common::short_quickstart_cpu(out)
        .args(["--max-steps", steps])
        .output()
        .unwrap()
}

fn json(path: &Path) -> serde_json::Value {
    serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

#[test]
fn a_smoke_run_stops_after_n_steps_of_the_whole_runs_schedule_and_says_so() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("run");
    let run = smoke(&out, "3");
    let stdout = String::from_utf8_lossy(&run.stdout);
    assert!(
        run.status.success(),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
    assert!(
        stdout.contains("smoke run: stops after 3 of 16 optimizer steps"),
        "{stdout}"
    );
    assert!(
        stdout.contains("smoke run: stopped after 3 of 16 optimizer steps"),
        "{stdout}"
    );
    let expected = serde_json::json!({"max_steps": 3, "planned_steps": 16});
    assert_eq!(json(&out.join("plan.json"))["smoke_run"], expected);
    let summary = json(&out.join("summary.json"));
    assert_eq!(summary["smoke_run"], expected);
    assert_eq!(summary["steps"], 3);
    // Evaluated once, at its end.
    assert!(summary["eval_accuracy"].is_f64(), "{summary}");

    // The learning rates are the whole plan's at steps 1 to 3 (its 16-step cosine, not a
    // schedule squeezed into 3 steps).
    let plan: Plan = serde_json::from_value(json(&out.join("plan.json"))).unwrap();
    assert_eq!(plan.schedule.total_steps, 16);
    let rows = read_rows(&out.join("metrics.jsonl")).unwrap();
    let train: Vec<_> = rows.iter().filter(|r| r.kind == RowKind::Train).collect();
    assert_eq!(train.iter().map(|r| r.step).collect::<Vec<_>>(), [1, 2, 3]);
    for r in &train {
        let lr = paperfit::train::schedule::lr_at(&plan.schedule, plan.lr, r.step - 1);
        assert_eq!(r.lr, Some(lr), "step {}", r.step);
    }
    let evals: Vec<u64> = rows
        .iter()
        .filter(|r| r.kind == RowKind::Eval)
        .map(|r| r.step)
        .collect();
    assert_eq!(evals, [3]);

    // A resume does not turn it into the recipe: complete, nothing written.
    let before = std::fs::read(out.join("summary.json")).unwrap();
    let resumed = common::paperfit_in(&common::root())
        .args(["train", "--plain", "--resume"])
        .arg(&out)
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&resumed.stdout);
    assert!(resumed.status.success(), "{said}");
    assert!(
        said.contains("is a complete smoke run (3 of 16 optimizer steps"),
        "{said}"
    );
    assert_eq!(std::fs::read(out.join("summary.json")).unwrap(), before);
    assert_eq!(checkpoint_step(&out), 3);
}

fn checkpoint_step(run_dir: &Path) -> u64 {
    let latest = std::fs::read_to_string(run_dir.join("checkpoints/latest")).unwrap();
    latest.trim().trim_start_matches("step-").parse().unwrap()
}

/// A smoke run killed after its evaluation, in the write of its summary (its last step is also
/// a periodic checkpoint's, every 3 steps), is finished by its resume with the evaluation it
/// made: one evaluation row, of step 3, in metrics.jsonl, metrics.csv and the TensorBoard
/// events, and the summary of the smoke run that was not killed.
#[test]
fn a_smoke_run_killed_before_its_summary_is_finished_with_its_one_evaluation() {
    let dir = tempfile::tempdir().unwrap();
    let reference = dir.path().join("reference");
    let o = smoke(&reference, "3");
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let out = dir.path().join("run");
    let o = common::short_quickstart_cpu(&out)
        .args(["--max-steps", "3"])
        .env("PAPERFIT_FAULT_KILL_WRITING", "summary.json")
        .output()
        .unwrap();
    use std::os::unix::process::ExitStatusExt;
    assert_eq!(
        o.status.signal(),
        Some(9),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    let resumed = common::paperfit_in(&common::root())
        .args(["train", "--plain", "--resume"])
        .arg(&out)
        .output()
        .unwrap();
    assert!(
        resumed.status.success(),
        "{}",
        String::from_utf8_lossy(&resumed.stderr)
    );
    let evals: Vec<u64> = read_rows(&out.join("metrics.jsonl"))
        .unwrap()
        .iter()
        .filter(|r| r.kind == RowKind::Eval)
        .map(|r| r.step)
        .collect();
    assert_eq!(evals, [3]);
    let csv = std::fs::read_to_string(out.join("metrics.csv")).unwrap();
    let csv_evals: Vec<&str> = csv.lines().filter(|l| l.starts_with("eval,")).collect();
    assert_eq!(csv_evals.len(), 1, "{csv}");
    assert!(csv_evals[0].starts_with("eval,3,"), "{csv}");
    // The scalar's tag is in the event file once per evaluation event.
    let tags = |run: &Path| {
        let files = common::event_files(run);
        assert_eq!(files.len(), 1, "{files:?}");
        let bytes = std::fs::read(&files[0]).unwrap();
        bytes.windows(13).filter(|w| w == b"eval/accuracy").count()
    };
    assert_eq!(tags(&out), tags(&reference));
    let (got, expected) = (
        json(&out.join("summary.json")),
        json(&reference.join("summary.json")),
    );
    for key in ["steps", "eval_accuracy", "eval_loss", "best", "smoke_run"] {
        assert_eq!(got[key], expected[key], "{key}");
    }
    assert_eq!(got["best"]["step"], 3, "{got}");
}

/// As many steps as the plan has (or more) would be the recipe under another name: refused
/// with exit 2, naming the plan's steps, before a run directory exists.
#[test]
fn max_steps_not_below_the_plans_steps_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    for steps in ["16", "500", "0"] {
        let out = dir.path().join(format!("run-{steps}"));
        let run = smoke(&out, steps);
        let stderr = String::from_utf8_lossy(&run.stderr);
        assert_eq!(run.status.code(), Some(2), "--max-steps {steps}: {stderr}");
        assert!(stderr.contains(&format!("--max-steps {steps}")), "{stderr}");
        assert!(
            stderr.contains("the plan has 16 optimizer steps"),
            "{stderr}"
        );
        assert!(
            !out.exists(),
            "--max-steps {steps} created {}",
            out.display()
        );
    }
}

const READ_HPARAMS: &str = r#"
import json, sys
from tensorboard.backend.event_processing import event_accumulator as ea
from tensorboard.plugins.hparams import metadata
acc = ea.EventAccumulator(sys.argv[1], size_guidance={ea.SCALARS: 0})
acc.Reload()
content = acc.PluginTagToContent(metadata.PLUGIN_NAME)
start = metadata.parse_session_start_info_plugin_data(content[metadata.SESSION_START_INFO_TAG])
end = metadata.parse_session_end_info_plugin_data(content[metadata.SESSION_END_INFO_TAG])
hparams = {k: v.WhichOneof("kind") + "=" + str(getattr(v, v.WhichOneof("kind")))
           for k, v in start.hparams.items()}
print(json.dumps({"hparams": hparams, "status": end.status,
                  "scalars": sorted(acc.Tags()["scalars"])}))
"#;

/// TensorBoard's own reader finds the session start with the plan's hyper-parameters, the
/// session's successful end, and the final metrics beside them as scalars.
#[test]
fn tensorboard_reads_the_plans_hyper_parameters_and_the_sessions_end() {
    let Some(python) = common::optional::python_with(this_test!(), &["tensorboard"]) else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("run");
    let run = smoke(&out, "2");
    assert!(
        run.status.success(),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
    let read = std::process::Command::new(python)
        .args(["-c", READ_HPARAMS])
        .arg(&out)
        .output()
        .unwrap();
    assert!(
        read.status.success(),
        "{}",
        String::from_utf8_lossy(&read.stderr)
    );
    let got: serde_json::Value = serde_json::from_slice(&read.stdout).unwrap();
    let plan: Plan = serde_json::from_value(json(&out.join("plan.json"))).unwrap();
    let h = &got["hparams"];
    assert_eq!(h["lr"], format!("number_value={:?}", plan.lr), "{got}");
    assert_eq!(h["effective_batch"], "number_value=64.0", "{got}");
    assert_eq!(h["micro_batch"], "number_value=16.0", "{got}");
    assert_eq!(h["accumulation_steps"], "number_value=4.0", "{got}");
    assert_eq!(h["epochs"], "number_value=2.0", "{got}");
    assert_eq!(h["optimizer"], "string_value=adamw", "{got}");
    assert_eq!(h["precision"], "string_value=fp32", "{got}");
    assert_eq!(h["model"], "string_value=small_cnn", "{got}");
    assert_eq!(h["weight_decay"], "number_value=0.01", "{got}");
    assert_eq!(h["smoke_run"], "bool_value=True", "{got}");
    // tensorboard.hparams.Status.STATUS_SUCCESS
    assert_eq!(got["status"], 1, "{got}");
    let scalars = got["scalars"].as_array().unwrap();
    assert!(
        scalars.contains(&serde_json::json!("eval/accuracy")),
        "{got}"
    );
}
