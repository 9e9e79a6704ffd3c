//! `train --resume` never damages a run and checks what it resumes: a complete run is left
//! byte for byte as it was; every writer of the run directory killed halfway through a write
//! leaves the old file intact and the run resumes to the uninterrupted run's weights; data that
//! changed stops the resume (exit 2, both counts named) or, with `--accept-data-change`, is
//! trained on with the schedule re-derived so it ends where the recipe ends; more epochs and
//! another data root are taken and recorded; what a resume ignores is named.

use crate::common;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Output;

use paperfit::plan::Plan;
use paperfit::train::metrics::{read_rows, RowKind};
use paperfit::train::schedule::lr_at;

fn paperfit() -> std::process::Command {
    common::paperfit_in(&common::root())
}

pub(super) fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

pub(super) fn resume(run: &Path, args: &[&str], env: &[(&str, &str)]) -> Output {
    paperfit()
        .args(["train", "--plain", "--resume"])
        .arg(run)
        .args(args)
        .envs(env.iter().copied())
        .output()
        .unwrap()
}

/// Every file under `dir` with its bytes and modification time.
pub(super) fn snapshot(dir: &Path) -> BTreeMap<PathBuf, (Vec<u8>, std::time::SystemTime)> {
    let mut out = BTreeMap::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            out.extend(snapshot(&path));
        } else {
            let meta = std::fs::metadata(&path).unwrap();
            out.insert(
                path.clone(),
                (std::fs::read(&path).unwrap(), meta.modified().unwrap()),
            );
        }
    }
    out
}

/// `--resume RUN ARGS`, which must exit 2 and leave the run as it was; its stderr.
fn refused(run: &Path, args: &[&str]) -> String {
    let before = snapshot(run);
    let o = resume(run, args, &[]);
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(2), "{err}");
    assert!(snapshot(run) == before, "a refused resume wrote to the run");
    err
}

fn plan_of(run: &Path) -> Plan {
    serde_json::from_str(&std::fs::read_to_string(run.join("plan.json")).unwrap()).unwrap()
}

pub(super) fn summary_of(run: &Path) -> serde_json::Value {
    serde_json::from_str(&std::fs::read_to_string(run.join("summary.json")).unwrap()).unwrap()
}

fn train_rows(run: &Path) -> Vec<(u64, f64)> {
    read_rows(&run.join("metrics.jsonl"))
        .unwrap()
        .into_iter()
        .filter(|r| r.kind == RowKind::Train)
        .map(|r| (r.step, r.lr.unwrap()))
        .collect()
}

/// The learning rate of the last step of `plan`'s schedule as the recipe plans it.
fn recipe_final_lr(plan: &Plan) -> f64 {
    let mut schedule = plan.schedule.clone();
    schedule.resumed_at = None;
    lr_at(&schedule, plan.lr, schedule.total_steps - 1)
}

#[test]
fn resuming_a_complete_run_changes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let run = dir.path().join("run");
    common::stdout_of(&mut common::short_quickstart_cpu(&run));
    let before = snapshot(&run);
    let summary = summary_of(&run);
    assert!(summary["eval_accuracy"].is_number(), "{summary}");
    let o = resume(&run, &[], &[]);
    assert!(o.status.success(), "{}", stderr(&o));
    let stdout = String::from_utf8_lossy(&o.stdout);
    assert!(
        stdout.contains(&format!(
            "{} is complete (16 optimizer steps, summary.json): nothing to resume",
            run.display()
        )),
        "{stdout}"
    );
    assert!(
        !stderr(&o).contains("step "),
        "nothing trained: {}",
        stderr(&o)
    );
    assert!(snapshot(&run) == before, "the run directory changed");
}

/// The quickstart's recipe (cosine with a warmup epoch, floor 1e-5) on an image folder:
/// batches of 4, `epochs` epochs, a checkpoint every `checkpoint_every` steps (0: at each
/// epoch's end).
pub(super) fn train_args(
    experiment: &Path,
    root: &Path,
    out: &Path,
    epochs: u32,
    checkpoint_every: u32,
) -> Vec<String> {
    let mut args: Vec<String> = vec!["train".into(), experiment.display().to_string()];
    args.extend(["--preset", "cpu", "--plain"].map(String::from));
    for set in [
        "data.format=\"image_folder\"".to_string(),
        format!("data.root=\"{}\"", root.display()),
        "data.num_classes=4".into(),
        "model.num_classes=4".into(),
        "paper.effective_batch=4".into(),
        "paper.lr_reference_batch=4".into(),
        "train.micro_batch=4".into(),
        format!("paper.epochs={epochs}"),
        format!("train.checkpoint_every={checkpoint_every}"),
    ] {
        args.extend(["--set".to_string(), set]);
    }
    args.extend(["--out".to_string(), out.display().to_string()]);
    args
}

pub(super) fn quickstart() -> PathBuf {
    common::root().join("experiments/quickstart.toml")
}

#[test]
fn a_changed_data_set_stops_the_resume_or_is_taken_with_a_rescheduled_end() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    common::image_folder(&data, 17);
    // 17 images in batches of 4: 5 steps per epoch, 15 in 3 epochs. Checkpoints every step,
    // and the run killed while it logs step 8 (the log's 10th write: its creation, 5 steps, the
    // first epoch's evaluation, steps 6 and 7): it stands at step 7, the 2nd step of epoch 2.
    let run = dir.path().join("run");
    let mut cmd = paperfit();
    cmd.args(train_args(&quickstart(), &data, &run, 3, 1));
    killed(&mut cmd, "metrics.jsonl:10");
    let planned = plan_of(&run);
    assert_eq!(planned.schedule.total_steps, 15);
    let inputs = planned.inputs.clone().expect("the run records its data");
    assert_eq!(inputs.data.train.images, 17);
    assert_eq!(inputs.data.eval.as_ref().map(|e| e.images), Some(4));

    // An image removed: 16. The resume stops, names both counts, and writes nothing. (An
    // evaluation image is added too: the best evaluation so far, step 5's on 4 images, no
    // longer ranks.)
    std::fs::remove_file(data.join("train").join("c2").join("10.png")).unwrap();
    std::fs::copy(
        data.join("val").join("c0").join("0.png"),
        data.join("val").join("c0").join("4.png"),
    )
    .unwrap();
    let err = refused(&run, &[]);
    assert!(
        err.contains("the training split holds 16 images; the run was planned on 17")
            && err.contains("--accept-data-change"),
        "{err}"
    );

    // Accepted: the recipe's schedule over 16 images (4 steps per epoch, 12 in all), entered
    // at epoch 2's 2nd step (position 6), so 6 steps remain after step 7 and the run ends at
    // the recipe's last learning rate.
    // The best so far (on the 4 evaluation images of then) made unbeatable, as a run whose
    // accuracy fell with the new data would see it: only ranking by data replaces it.
    let root = run.join("checkpoints");
    let latest = std::fs::read_to_string(root.join("latest")).unwrap();
    let state_path = root.join(latest.trim()).join("state.json");
    let text = std::fs::read_to_string(&state_path).unwrap();
    let mut state: serde_json::Value = serde_json::from_str(&text).unwrap();
    let before = state["best"]["eval_data"].as_str().unwrap_or_default();
    assert!(before.starts_with("4 images"), "{state}");
    state["best"]["value"] = serde_json::json!(1.0);
    std::fs::write(&state_path, serde_json::to_vec_pretty(&state).unwrap()).unwrap();
    let taken = resume(&run, &["--accept-data-change"], &[]);
    let err = stderr(&taken);
    assert!(taken.status.success(), "{err}");
    let plan = plan_of(&run);
    assert_eq!(
        (plan.schedule.steps_per_epoch, plan.schedule.total_steps),
        (4, 12)
    );
    assert_eq!(plan.data.train_samples, Some(16));
    let shift = plan.schedule.resumed_at.expect("entered part-way");
    assert_eq!((shift.step, shift.position), (7, 6));
    assert_eq!(plan.schedule.run_steps(), 13);
    let rows = train_rows(&run);
    assert_eq!(rows.len(), 13, "{rows:?}");
    let mut recipe = plan.schedule.clone();
    recipe.resumed_at = None;
    assert_eq!(
        rows[7],
        (8, lr_at(&recipe, plan.lr, 6)),
        "step 8 trains at position 6"
    );
    assert_eq!(rows[12], (13, recipe_final_lr(&plan)), "{rows:?}");
    assert!(err.contains("step 13/13"), "{err}");
    let change = &plan.resume_changes[0];
    assert_eq!(
        (
            change.step,
            change.key.as_str(),
            change.from.as_str(),
            change.to.as_str()
        ),
        (7, "data.train_samples", "17", "16")
    );
    assert!(plan
        .deviations
        .iter()
        .any(|d| d.key == "data.train_samples" && d.plan == "16"));
    let summary = summary_of(&run);
    let recorded = summary["resume_changes"][0].as_str().unwrap_or_default();
    assert!(
        recorded.contains("from step 7: data.train_samples 17 -> 16"),
        "{summary}"
    );
    assert_eq!(summary["steps"], 13);
    // The best is an evaluation on the 5 evaluation images of now, made after the resume.
    let best = &summary["best"];
    assert!(
        best["eval_data"]
            .as_str()
            .is_some_and(|d| d.starts_with("5 images")),
        "{best}"
    );
    assert!(best["step"].as_u64().is_some_and(|s| s > 7), "{best}");
}

#[test]
fn resume_takes_more_epochs_and_another_data_root_and_names_what_it_ignores() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    common::image_folder(&data, 16);
    let experiment = dir.path().join("mine.toml");
    std::fs::copy(quickstart(), &experiment).unwrap();
    let run = dir.path().join("run");
    common::stdout_of(paperfit().args(train_args(&experiment, &data, &run, 2, 0)));
    assert_eq!(train_rows(&run).len(), 8);

    // A key a resume cannot change: refused, naming the two it takes.
    let err = refused(&run, &["--set", "train.micro_batch=2"]);
    assert!(
        err.contains("train.micro_batch")
            && err.contains("paper.epochs")
            && err.contains("data.root"),
        "{err}"
    );

    // The data moved (another machine), the experiment edited, a preset and a configuration
    // variable given: the resume takes 3 epochs and the new root, and names the rest.
    let moved = dir.path().join("moved");
    std::fs::rename(&data, &moved).unwrap();
    let mut text = std::fs::read_to_string(&experiment).unwrap();
    text.push_str("\n# edited after the run started\n");
    std::fs::write(&experiment, text).unwrap();
    let root_set = format!("data.root={}", moved.display());
    let o = resume(
        &run,
        &[
            "--set",
            "paper.epochs=3",
            "--set",
            &root_set,
            "--preset",
            "cpu",
        ],
        &[("PAPERFIT_TRAIN__MICRO_BATCH", "2")],
    );
    let err = stderr(&o);
    assert!(o.status.success(), "{err}");
    for ignored in [
        "--resume ignores `--preset cpu`".to_string(),
        "--resume ignores PAPERFIT_TRAIN__MICRO_BATCH=2".to_string(),
        format!("--resume ignores the edits to {}", experiment.display()),
    ] {
        assert!(err.contains(&ignored), "{ignored}: {err}");
    }
    let plan = plan_of(&run);
    assert_eq!(plan.schedule.epochs, 3);
    assert_eq!(plan.micro_batch, 4, "the variable is ignored");
    assert_eq!(plan.data.root.as_deref(), Some(moved.as_path()));
    let keys: Vec<(&str, &str, &str)> = plan
        .resume_changes
        .iter()
        .map(|c| (c.key.as_str(), c.from.as_str(), c.to.as_str()))
        .collect();
    assert!(keys.contains(&("paper.epochs", "2", "3")), "{keys:?}");
    assert!(keys.iter().any(|k| k.0 == "data.root"), "{keys:?}");
    assert!(plan
        .deviations
        .iter()
        .any(|d| d.key == "paper.epochs" && d.plan == "3"));
    let rows = train_rows(&run);
    assert_eq!(rows.len(), 12, "a third epoch of 4 steps");
    assert_eq!(rows.last().unwrap().1, recipe_final_lr(&plan));
    let summary = summary_of(&run);
    assert_eq!(summary["steps"], 12);
    assert_eq!(summary["resume_changes"].as_array().map(Vec::len), Some(2));

    // A run recorded before its data was: it resumes, with a warning, and records it now.
    let mut plan: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(run.join("plan.json")).unwrap()).unwrap();
    plan.as_object_mut().unwrap().remove("inputs");
    std::fs::write(run.join("plan.json"), plan.to_string()).unwrap();
    let o = resume(&run, &["--set", "paper.epochs=4"], &[]);
    let err = stderr(&o);
    assert!(o.status.success(), "{err}");
    assert!(
        err.contains("records no image counts or file list") && err.contains("16 training images"),
        "{err}"
    );
    let inputs = plan_of(&run).inputs.expect("recorded by the resume");
    assert_eq!(inputs.data.train.images, 16);
    assert_eq!(train_rows(&run).len(), 16);
}

/// Run the short quickstart into `run` with the writer fault `fault`, which kills it; require
/// that it was killed.
pub(super) fn killed(cmd: &mut std::process::Command, fault: &str) {
    let o = cmd
        .env("PAPERFIT_FAULT_KILL_WRITING", fault)
        .output()
        .unwrap();
    use std::os::unix::process::ExitStatusExt;
    assert_eq!(o.status.signal(), Some(9), "{fault}: {}", stderr(&o));
}

fn weights(run: &Path) -> Vec<u8> {
    std::fs::read(run.join("model.safetensors")).unwrap()
}

#[test]
fn a_writer_killed_mid_write_leaves_the_old_file_and_the_run_resumes() {
    let dir = tempfile::tempdir().unwrap();
    let reference = dir.path().join("reference");
    common::stdout_of(&mut common::short_quickstart_cpu(&reference));
    let expected = weights(&reference);
    let expected_summary = summary_of(&reference);

    // `latest` when the checkpoint of step 6 replaces that of step 3; the weights of that
    // checkpoint (a run killed in its first checkpoint has none, and its resume is refused:
    // tests/it/resume_points.rs); a metrics row (the log's 5th write: its creation, then rows);
    // the summary.
    for (fault, old) in [
        ("latest:2", Some(("checkpoints/latest", "step-00000003"))),
        (
            "model.safetensors:2",
            Some(("checkpoints/latest", "step-00000003")),
        ),
        ("metrics.jsonl:5", None),
        ("summary.json", None),
    ] {
        let run = dir.path().join(fault.replace(':', "-"));
        killed(&mut common::short_quickstart_cpu(&run), fault);
        if let Some((file, text)) = old {
            assert_eq!(
                std::fs::read_to_string(run.join(file)).unwrap(),
                text,
                "{fault}"
            );
        }
        if fault.starts_with("metrics") {
            // A torn last line: the rows before it read back.
            assert_eq!(read_rows(&run.join("metrics.jsonl")).unwrap().len(), 3);
            let text = std::fs::read_to_string(run.join("metrics.jsonl")).unwrap();
            assert!(!text.ends_with('\n'), "the kill tore the 4th row");
        }
        assert!(!run.join("summary.json").exists(), "{fault}");
        let o = resume(&run, &[], &[]);
        assert!(o.status.success(), "{fault}: {}", stderr(&o));
        // Killed while `latest` was replaced, the run had renamed step 6's checkpoint into
        // place: the resume continues from it, not from step 3, and says so.
        let adopted =
            "note: step-00000006 is complete, though checkpoints/latest still names step-00000003";
        assert_eq!(
            stderr(&o).contains(adopted),
            fault == "latest:2",
            "{fault}: {}",
            stderr(&o)
        );
        assert!(weights(&run) == expected, "{fault}: weights differ");
        let rows = read_rows(&run.join("metrics.jsonl")).unwrap();
        assert_eq!(rows.len(), 18, "{fault}: 16 steps and 2 evaluations");
        let csv = std::fs::read_to_string(run.join("metrics.csv")).unwrap();
        assert_eq!(csv.lines().count(), 19, "{fault}");
        let summary = summary_of(&run);
        for key in ["steps", "eval_accuracy", "eval_loss", "final_train_loss"] {
            assert_eq!(summary[key], expected_summary[key], "{fault}: {key}");
        }
        let leftovers: Vec<String> = std::fs::read_dir(&run)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .filter(|n| n.contains(".tmp"))
            .collect();
        assert!(leftovers.is_empty(), "{fault}: {leftovers:?}");
    }

    // A complete run given more epochs: killed while its plan.json is replaced, then while
    // its summary.json is: each time the old file stays, whole.
    let run = dir.path().join("extended");
    common::stdout_of(&mut common::short_quickstart_cpu(&run));
    let plan_before = std::fs::read(run.join("plan.json")).unwrap();
    let summary_before = std::fs::read(run.join("summary.json")).unwrap();
    let more = |fault: &str| {
        let mut cmd = paperfit();
        cmd.args(["train", "--plain", "--resume"])
            .arg(&run)
            .args(["--set", "paper.epochs=3"]);
        killed(&mut cmd, fault);
    };
    more("plan.json");
    assert!(std::fs::read(run.join("plan.json")).unwrap() == plan_before);
    assert!(std::fs::read(run.join("summary.json")).unwrap() == summary_before);
    more("summary.json");
    assert!(std::fs::read(run.join("summary.json")).unwrap() == summary_before);
    assert_eq!(plan_of(&run).schedule.epochs, 3, "the new plan was written");
    let o = resume(&run, &[], &[]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(summary_of(&run)["steps"], 24);
}

/// DeiT-Tiny (heads of 64, so the fused attention serves it) on 16 synthetic images of 32 px
/// (2 x 2 patches and the class token): batches of 4, 2 epochs, 8 steps, a checkpoint each.
fn short_vit(out: &Path, env: &[(&str, &str)]) -> std::process::Command {
    let mut cmd = paperfit();
    cmd.args([
        "train",
        "experiments/quickstart_vit.toml",
        "--preset",
        "cpu",
    ])
    .arg("--plain");
    for set in [
        "paper.input_size=32",
        "data.train_samples=16",
        "data.eval_samples=8",
        "paper.effective_batch=4",
        "train.micro_batch=4",
        "paper.epochs=2",
        "train.checkpoint_every=1",
    ] {
        cmd.args(["--set", set]);
    }
    cmd.arg("--out").arg(out).envs(env.iter().copied());
    cmd
}

/// `--resume RUN` with `env`, which must exit 2 and leave the run as it was; its stderr.
fn refused_with(run: &Path, env: &[(&str, &str)]) -> String {
    let before = snapshot(run);
    let o = resume(run, &[], env);
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(2), "{err}");
    assert!(snapshot(run) == before, "a refused resume wrote to the run");
    err
}

#[test]
fn a_resume_on_other_execution_paths_is_refused_and_on_the_runs_own_repeats_its_bits() {
    let dir = tempfile::tempdir().unwrap();
    let fused = [("PAPERFIT_ATTENTION", "fused")];
    let (reference, composed) = (dir.path().join("fused"), dir.path().join("composed"));
    common::stdout_of(&mut short_vit(&reference, &fused));
    common::stdout_of(&mut short_vit(&composed, &[]));
    let recorded = |run: &Path| {
        let e = plan_of(run).execution;
        (e.attention.name(), e.convolution.name())
    };
    assert_eq!(recorded(&reference), ("fused", "graph"));
    assert_eq!(recorded(&composed), ("composed", "graph"));
    // The paths differ in the last bits: what the resume check protects.
    assert!(
        weights(&reference) != weights(&composed),
        "the plan's path ran"
    );

    // A fused run killed while it logs step 3: it stands at step 2.
    let run = dir.path().join("run");
    killed(&mut short_vit(&run, &fused), "metrics.jsonl:4");
    let err = refused_with(&run, &[("PAPERFIT_ATTENTION", "composed")]);
    assert!(
        err.contains("PAPERFIT_ATTENTION=composed now")
            && err.contains("environment variable PAPERFIT_ATTENTION=composed"),
        "{err}"
    );
    let err = refused_with(
        &run,
        &[
            ("PAPERFIT_ATTENTION", "fused"),
            ("PAPERFIT_CUDNN", "legacy"),
        ],
    );
    assert!(
        err.contains("execution.convolution graph in the run, PAPERFIT_CUDNN=legacy now")
            && !err.contains("execution.attention"),
        "{err}"
    );
    let err = refused_with(
        &run,
        &[
            ("PAPERFIT_ATTENTION", "fused"),
            ("PAPERFIT_LINEAR", "composed"),
        ],
    );
    assert!(
        err.contains("execution.linear cublaslt in the run, PAPERFIT_LINEAR=composed now")
            && err.contains(&format!(
                "PAPERFIT_LINEAR=cublaslt paperfit train --resume {}",
                run.display()
            ))
            && !err.contains("execution.attention"),
        "{err}"
    );
    // Unset, each variable resumes on the run's path, whatever the default is now.
    let o = resume(&run, &[], &[]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(
        weights(&run) == weights(&reference),
        "resumed on its own paths, bit for bit"
    );

    // A plan recorded before the paths were (no `execution`) ran composed and resumes so.
    let old = dir.path().join("old");
    killed(&mut short_vit(&old, &[]), "metrics.jsonl:4");
    let mut plan: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(old.join("plan.json")).unwrap()).unwrap();
    plan.as_object_mut()
        .unwrap()
        .remove("execution")
        .expect("recorded");
    std::fs::write(
        old.join("plan.json"),
        serde_json::to_string_pretty(&plan).unwrap(),
    )
    .unwrap();
    let err = refused_with(&old, &fused);
    assert!(
        err.contains("execution.attention composed in the run, PAPERFIT_ATTENTION=fused now"),
        "{err}"
    );
    // It ran the legacy cuDNN interface and the composed linear layer, then the defaults:
    // asking for today's is refused, and leaving the variables unset resumes on those.
    assert_eq!(plan_of(&old).execution.convolution.name(), "legacy");
    assert_eq!(plan_of(&old).execution.linear.name(), "composed");
    let err = refused_with(&old, &[("PAPERFIT_LINEAR", "cublaslt")]);
    assert!(
        err.contains("execution.linear composed in the run, PAPERFIT_LINEAR=cublaslt now"),
        "{err}"
    );
    let err = refused_with(&old, &[("PAPERFIT_CUDNN", "graph")]);
    assert!(
        err.contains("execution.convolution legacy in the run, PAPERFIT_CUDNN=graph now"),
        "{err}"
    );
    let o = resume(&old, &[], &[]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(
        weights(&old) == weights(&composed),
        "an old plan resumes composed"
    );

    // The linear path is recorded too (cuBLASLt by default); on the CPU its cuBLASLt value runs
    // the composed math (its twin), so the weights are the composed run's bits.
    let linear_composed = dir.path().join("linear-composed");
    common::stdout_of(&mut short_vit(
        &linear_composed,
        &[("PAPERFIT_LINEAR", "composed")],
    ));
    assert_eq!(
        plan_of(&linear_composed).execution.linear.name(),
        "composed"
    );
    assert_eq!(plan_of(&composed).execution.linear.name(), "cublaslt");
    assert!(
        weights(&linear_composed) == weights(&composed),
        "the CPU runs the composed math on either linear path"
    );
}
