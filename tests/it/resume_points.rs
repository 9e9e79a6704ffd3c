//! What a resume continues from: the checkpoint a run writes at every epoch's end by default, so
//! a run killed in its second epoch resumes from the first one's end; a run killed before its
//! first checkpoint is refused (exit 2) and left byte for byte as it was, its best weights
//! included; and a run resumed at an epoch's end it is told to stop at evaluates its final
//! weights there.

use crate::common;

use std::path::Path;

use paperfit::train::metrics::{read_rows, MetricsRow, RowKind};

use crate::resume_checks::{killed, quickstart, resume, snapshot, stderr, summary_of, train_args};

/// [`train_args`] without `train.checkpoint_every`: the default checkpoints, and `extra` sets.
fn default_checkpoints(root: &Path, out: &Path, epochs: u32, extra: &[&str]) -> Vec<String> {
    let mut args = train_args(&quickstart(), root, out, epochs, 0);
    let at = args
        .iter()
        .position(|a| a == "train.checkpoint_every=0")
        .unwrap();
    args.drain(at - 1..=at);
    for set in extra {
        args.extend(["--set".to_string(), set.to_string()]);
    }
    args
}

fn paperfit() -> std::process::Command {
    common::paperfit_in(&common::root())
}

fn rows(run: &Path, kind: RowKind) -> Vec<MetricsRow> {
    read_rows(&run.join("metrics.jsonl"))
        .unwrap()
        .into_iter()
        .filter(|r| r.kind == kind)
        .collect()
}

fn latest(run: &Path) -> String {
    std::fs::read_to_string(run.join("checkpoints/latest")).unwrap()
}

/// 16 images in batches of 4: 4 steps an epoch, 2 epochs, the checkpoints left to the
/// defaults. Killed while it logs step 6 (the log's 8th write: its creation, 4 steps, the first
/// evaluation, step 5), the run has the checkpoint of the first epoch's end, and resumes from
/// it to the uninterrupted run's weights and losses.
#[test]
fn a_run_with_the_default_checkpoints_killed_in_its_second_epoch_resumes_from_the_first_ones_end() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    common::image_folder(&data, 16);
    let reference = dir.path().join("reference");
    let printed =
        common::stdout_of(paperfit().args(default_checkpoints(&data, &reference, 2, &[])));
    let printed = String::from_utf8_lossy(&printed);
    assert!(
        printed.contains(
            "checkpoints   at every epoch's end (4 optimizer steps) and at the run's end; the two newest kept"
        ),
        "{printed}"
    );
    let run = dir.path().join("run");
    killed(
        paperfit().args(default_checkpoints(&data, &run, 2, &[])),
        "metrics.jsonl:8",
    );
    assert_eq!(latest(&run), "step-00000004");
    let o = resume(&run, &[], &[]);
    assert!(o.status.success(), "{}", stderr(&o));
    let weights = |run: &Path| std::fs::read(run.join("model.safetensors")).unwrap();
    assert!(weights(&run) == weights(&reference), "weights differ");
    let losses = |run: &Path| -> Vec<(u64, u64)> {
        rows(run, RowKind::Train)
            .iter()
            .map(|r| (r.step, r.loss.unwrap().to_bits()))
            .collect()
    };
    assert_eq!(losses(&run), losses(&reference));
    let evals: Vec<u64> = rows(&run, RowKind::Eval).iter().map(|r| r.step).collect();
    assert_eq!(evals, [4, 8]);
}

/// `--resume RUN`, which must exit 2 and leave every file of the run as it was; its stderr.
fn refused(run: &Path) -> String {
    let before = snapshot(run);
    let o = resume(run, &[], &[]);
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(2), "{err}");
    assert!(snapshot(run) == before, "a refused resume wrote to the run");
    err
}

/// Killed before its first checkpoint, a run has nothing to continue from: its resume is
/// refused with exit code 2, says where it stopped, what it keeps and how to start again, and
/// leaves the run directory as it was (a resume that started over removed the best weights and
/// rewrote the logs). Killed after that checkpoint was renamed into place but before
/// `checkpoints/latest` named it, the run continues from it.
#[test]
fn a_resume_of_a_run_without_a_checkpoint_is_refused_and_changes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    common::image_folder(&data, 16);

    // Killed while it logs step 2: step 1 logged, no checkpoint.
    let early = dir.path().join("early");
    killed(
        paperfit().args(default_checkpoints(&data, &early, 2, &[])),
        "metrics.jsonl:3",
    );
    let err = refused(&early);
    let run = early.display();
    for said in [
        format!("{run} holds no checkpoint to resume from"),
        "the run stopped after optimizer step 1 of 8 (the last it logged)".to_string(),
        "this run writes checkpoints at every epoch's end (4 optimizer steps)".to_string(),
        format!("Nothing in {run} was changed"),
        "run the command that started it with another --out".to_string(),
    ] {
        assert!(err.contains(&said), "{said}: {err}");
    }
    assert!(!err.contains("best weights"), "{err}");

    // Killed in the first checkpoint's write of its optimizer state, after the first epoch's
    // evaluation kept its weights as the best: the resume keeps them.
    let evaluated = dir.path().join("evaluated");
    killed(
        paperfit().args(default_checkpoints(&data, &evaluated, 2, &[])),
        "optimizer.safetensors:1",
    );
    assert!(evaluated.join("checkpoints/best-step-00000004").is_dir());
    let err = refused(&evaluated);
    assert!(
        err.contains("the run stopped after optimizer step 4 of 8")
            && err.contains("its best weights (checkpoints/best-step-00000004")
            && err.contains(&format!(
                "`paperfit eval {} --checkpoint best`",
                evaluated.display()
            )),
        "{err}"
    );

    // Killed in the first write of `checkpoints/latest`, once that checkpoint was in place:
    // the resume continues from it, says so, and ends where an uninterrupted run does.
    let named_late = dir.path().join("named-late");
    killed(
        paperfit().args(default_checkpoints(&data, &named_late, 2, &[])),
        "latest:1",
    );
    assert!(!named_late.join("checkpoints/latest").exists());
    // `paperfit eval`'s `latest` is that checkpoint too.
    let o = paperfit()
        .args(["eval", "--format", "json"])
        .arg(&named_late)
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", stderr(&o));
    let report: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert!(
        report["checkpoint"]
            .as_str()
            .unwrap()
            .ends_with("step-00000004"),
        "{report}"
    );
    let o = resume(&named_late, &[], &[]);
    let err = stderr(&o);
    assert!(o.status.success(), "{err}");
    assert!(
        err.contains("note: step-00000004 is complete, though checkpoints/latest is missing"),
        "{err}"
    );
    let reference = dir.path().join("reference");
    common::stdout_of(paperfit().args(default_checkpoints(&data, &reference, 2, &[])));
    let weights = |run: &Path| std::fs::read(run.join("model.safetensors")).unwrap();
    assert!(
        weights(&named_late) == weights(&reference),
        "weights differ"
    );
    let trained: Vec<u64> = rows(&named_late, RowKind::Train)
        .iter()
        .map(|r| r.step)
        .collect();
    assert_eq!(trained, (1..=8).collect::<Vec<_>>());
}

/// A run of 2 epochs evaluated only at its end, killed in its second epoch and resumed with
/// `--set paper.epochs=1` at the first epoch's end, which was not evaluated: the resume
/// evaluates the final weights there, once, and the summary reports that evaluation.
#[test]
fn a_run_resumed_to_end_at_the_epoch_it_reached_evaluates_its_final_weights() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    common::image_folder(&data, 16);
    let run = dir.path().join("run");
    // The log's 7th write: its creation, 4 steps, step 5; step 6 is being logged.
    killed(
        paperfit().args(default_checkpoints(
            &data,
            &run,
            2,
            &["train.eval_every_epochs=0"],
        )),
        "metrics.jsonl:7",
    );
    assert_eq!(latest(&run), "step-00000004");
    assert!(rows(&run, RowKind::Eval).is_empty());
    let o = resume(&run, &["--set", "paper.epochs=1"], &[]);
    assert!(o.status.success(), "{}", stderr(&o));
    let evals = rows(&run, RowKind::Eval);
    let at: Vec<(u64, u32)> = evals.iter().map(|r| (r.step, r.epoch)).collect();
    assert_eq!(at, [(4, 1)], "one evaluation, of step 4 in epoch 1");
    let summary = summary_of(&run);
    assert_eq!(summary["steps"], 4);
    assert_eq!(summary["eval_accuracy"].as_f64(), evals[0].eval_accuracy);
    assert_eq!(summary["best"]["step"], 4, "{summary}");

    // Resumed again, it is complete: nothing evaluated or written.
    let before = snapshot(&run);
    let o = resume(&run, &[], &[]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(snapshot(&run) == before, "a complete run changed");
}
