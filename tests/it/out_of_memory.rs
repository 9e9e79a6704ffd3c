//! Out-of-memory recovery through the binary: a window that runs out of memory is redone with
//! smaller micro-batches, keeping the batch and the loss trajectory, and survives a resume; one
//! that fails once its update has changed the weights stops the run, which its resume finishes
//! as the uninterrupted run.

use std::path::Path;
use std::process::Stdio;

use candle_core::Device;
use paperfit::train::metrics::{read_rows, RowKind};

use crate::run_and_resume::{
    bin, kill_and_resume_with, metrics_rows, train, train_losses, weights, SHORT,
};

/// Train rows as (step, micro-batch, loss).
fn train_rows(run: &Path) -> Vec<(u64, usize, f64)> {
    read_rows(&run.join("metrics.jsonl"))
        .unwrap()
        .into_iter()
        .filter(|r| r.kind == RowKind::Train)
        .map(|r| (r.step, r.micro_batch, r.loss.unwrap()))
        .collect()
}

fn assert_same_losses(got: &[(u64, usize, f64)], expected: &[(u64, usize, f64)]) {
    assert_eq!(got.len(), expected.len());
    for ((step, _, a), (_, _, b)) in got.iter().zip(expected) {
        // A different split of the same step: equal up to float summation order.
        assert!(
            (a - b).abs() <= 1e-4 * b.abs(),
            "step {step}: loss {a} against {b} without the fault"
        );
    }
}

#[test]
fn out_of_memory_backs_off_keeping_the_batch_and_the_loss_trajectory() {
    let dir = tempfile::tempdir().unwrap();
    let reference = dir.path().join("reference");
    train(&reference);
    let expected = train_rows(&reference);
    assert!(expected.iter().all(|r| r.1 == 16));

    // An out-of-memory error in optimizer step 2, after its first micro-batch.
    let faulted = dir.path().join("faulted");
    let o = bin()
        .args(SHORT)
        .env("PAPERFIT_FAULT_OOM_AT_STEP", "2")
        .arg("--out")
        .arg(&faulted)
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    assert!(String::from_utf8_lossy(&o.stderr).contains("out of memory at micro-batch 16"));
    let rows = read_rows(&faulted.join("metrics.jsonl")).unwrap();
    let backoffs: Vec<_> = rows.iter().filter(|r| r.kind == RowKind::Backoff).collect();
    assert_eq!(backoffs.len(), 1);
    assert_eq!(
        (
            backoffs[0].step,
            backoffs[0].micro_batch,
            backoffs[0].accumulation_steps
        ),
        (2, 8, 8)
    );
    assert!(backoffs[0]
        .event
        .as_deref()
        .unwrap()
        .contains("redoing optimizer step 2 as 8 x 8"));
    assert!(
        rows.iter().all(|r| r.effective_batch == 64),
        "the effective batch never changes"
    );
    let got = train_rows(&faulted);
    assert!(got
        .iter()
        .all(|&(step, micro, _)| micro == if step < 2 { 16 } else { 8 }));
    assert_same_losses(&got, &expected);
    let latest = paperfit::train::checkpoint::load_latest(&faulted, &Device::Cpu)
        .unwrap()
        .unwrap();
    assert_eq!(
        latest.state.micro_batch, 8,
        "the back-off is in the checkpoint"
    );
    // `paperfit eval` evaluates in the batch the run evaluated in at that checkpoint: 8 after
    // the back-off (the latest checkpoint, the best one evaluated at an epoch's end, the final
    // weights), 16 without it.
    let eval_batch = |run: &Path, checkpoint: &str| {
        let o = bin()
            .args(["eval", "--format", "json", "--checkpoint", checkpoint])
            .arg(run)
            .output()
            .unwrap();
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        let report: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
        report["eval_batch"].as_u64().unwrap()
    };
    let last_weights = faulted.join("model.safetensors");
    assert_eq!(eval_batch(&faulted, "latest"), 8);
    assert_eq!(eval_batch(&faulted, "best"), 8, "the best record keeps it");
    assert_eq!(eval_batch(&faulted, last_weights.to_str().unwrap()), 8);
    assert_eq!(eval_batch(&reference, "latest"), 16);

    // Killed after the back-off and resumed (without the fault): the resume keeps 8 x 8.
    let resumed = dir.path().join("resumed");
    kill_and_resume_with(
        &resumed,
        &|p: &Path| metrics_rows(p) >= 5,
        &[("PAPERFIT_FAULT_OOM_AT_STEP", "2")],
    );
    let got = train_rows(&resumed);
    assert!(got
        .iter()
        .all(|&(step, micro, _)| micro == if step < 2 { 16 } else { 8 }));
    assert_same_losses(&got, &expected);
    let backoffs = read_rows(&resumed.join("metrics.jsonl"))
        .unwrap()
        .into_iter()
        .filter(|r| r.kind == RowKind::Backoff)
        .count();
    assert_eq!(backoffs, 1);
}

/// An out-of-memory error once a step's update has changed the weights cannot be undone (the
/// window redone would apply the update twice): the run stops with an error that says so and
/// to resume, its last checkpoint (step 3) kept and nothing of step 5 saved or logged; resumed,
/// it ends with the uninterrupted run's weights and losses, bit for bit.
#[test]
fn an_out_of_memory_error_after_the_update_stops_the_run_and_the_resume_is_exact() {
    let dir = tempfile::tempdir().unwrap();
    let reference = dir.path().join("reference");
    train(&reference);
    let faulted = dir.path().join("faulted");
    let o = bin()
        .args(SHORT)
        .env("PAPERFIT_FAULT_OOM_AFTER_UPDATE_AT_STEP", "5")
        .arg("--out")
        .arg(&faulted)
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&o.stderr);
    assert!(!o.status.success(), "{said}");
    assert!(
        said.contains("optimizer step 5 after its update changed the weights")
            && said.contains("cannot be redone")
            && said.contains("resume the run"),
        "{said}"
    );
    let latest = std::fs::read_to_string(faulted.join("checkpoints/latest")).unwrap();
    assert_eq!(latest.trim(), "step-00000003");
    assert!(!faulted.join("summary.json").exists());
    let rows = read_rows(&faulted.join("metrics.jsonl")).unwrap();
    assert!(
        rows.iter().all(|r| r.kind != RowKind::Backoff),
        "not redone"
    );
    assert_eq!(rows.iter().map(|r| r.step).max(), Some(4));
    let status = bin()
        .args(["train", "--plain", "--resume"])
        .arg(&faulted)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .unwrap();
    assert!(status.success(), "resume failed");
    assert_eq!(
        weights(&faulted.join("model.safetensors")),
        weights(&reference.join("model.safetensors"))
    );
    assert_eq!(train_losses(&faulted), train_losses(&reference));
}
