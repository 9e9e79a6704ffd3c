//! An unreadable image met during training or evaluation: with `data.on_corrupt = "error"`
//! (the default) the run stops after the last step it completed, with a checkpoint of it, exit
//! code 2 and a message naming the file and how to go on; replaced and resumed, the run ends
//! with the weights of one that never met it, byte for byte. With `"skip"` a training image is
//! replaced, counted, and reported in the log, `metrics.jsonl` and `summary.json`; an
//! evaluation image is left out of the scores (none scored in its place) and reported alike.

use crate::common;

use std::path::{Path, PathBuf};

/// `<root>/{train,val}/c<k>/<i>.png`: 16 training images in 4 classes, 8 evaluation images.
fn image_folder(root: &Path) {
    for (split, n) in [("train", 16), ("val", 8)] {
        for i in 0..n {
            let dir = root.join(split).join(format!("c{}", i % 4));
            std::fs::create_dir_all(&dir).unwrap();
            image::RgbImage::from_pixel(8, 8, image::Rgb([(i * 13) as u8, 40, 200]))
                .save(dir.join(format!("{i}.png")))
                .unwrap();
        }
    }
}

fn train(root: &Path, out: &Path, extra: &[&str]) -> std::process::Output {
    let root_set = format!("data.root=\"{}\"", root.display());
    let mut cmd = common::paperfit_in(&common::root());
    cmd.args([
        "train",
        "experiments/quickstart.toml",
        "--preset",
        "cpu",
        "--plain",
    ]);
    for set in [
        "data.format=\"image_folder\"",
        root_set.as_str(),
        "data.num_classes=4",
        "model.num_classes=4",
        "paper.effective_batch=4",
        "paper.lr_reference_batch=4",
        "train.micro_batch=4",
        "paper.epochs=2",
        "train.checkpoint_every=0",
    ]
    .iter()
    .chain(extra)
    {
        cmd.args(["--set", set]);
    }
    cmd.arg("--out").arg(out).output().unwrap()
}

/// A run of the image folder, and one with the image `bad` (below the data) unreadable, which
/// stops with exit code 2 naming it as an image of `split`; `check` looks at the stopped run
/// (its stderr and directory), then the image is put back and the run resumed, which must end
/// with the weights of the run that never met the bad file. Returns the two run directories.
fn stopped_and_resumed(
    bad: &str,
    split: &str,
    check: &dyn Fn(&str, &Path),
) -> (tempfile::TempDir, PathBuf, PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    image_folder(&data);
    let reference = dir.path().join("reference");
    let ok = train(&data, &reference, &[]);
    assert!(
        ok.status.success(),
        "{}",
        String::from_utf8_lossy(&ok.stderr)
    );

    let bad = data.join(bad);
    let good = std::fs::read(&bad).unwrap();
    std::fs::write(&bad, b"not an image").unwrap();
    let run = dir.path().join("run");
    let stopped = train(&data, &run, &[]);
    let stderr = String::from_utf8_lossy(&stopped.stderr);
    assert_eq!(stopped.status.code(), Some(2), "{stderr}");
    assert!(
        stderr.contains(&format!("unreadable {split} image {}", bad.display())),
        "{stderr}"
    );
    assert!(!stderr.contains("stack backtrace"), "{stderr}");
    check(&stderr, &run);

    std::fs::write(&bad, good).unwrap();
    let resumed = common::paperfit_in(&common::root())
        .args(["train", "--plain", "--resume"])
        .arg(&run)
        .output()
        .unwrap();
    assert!(
        resumed.status.success(),
        "{}",
        String::from_utf8_lossy(&resumed.stderr)
    );
    let weights = |d: &Path| std::fs::read(d.join("model.safetensors")).unwrap();
    assert!(
        weights(&run) == weights(&reference),
        "the resumed run ends with the weights of the uninterrupted one"
    );
    (dir, reference, run)
}

#[test]
fn an_unreadable_image_stops_the_run_with_a_checkpoint_and_a_resume_completes_it() {
    stopped_and_resumed("train/c3/11.png", "training", &|stderr, run| {
        assert!(stderr.contains("paperfit data"), "{stderr}");
        assert!(
            stderr.contains(&format!("paperfit train --resume {}", run.display())),
            "{stderr}"
        );
        // The checkpoint is of the last step completed: the one the message names.
        let step: u64 = stderr
            .split("stopped after optimizer step ")
            .nth(1)
            .and_then(|rest| rest.split_whitespace().next())
            .and_then(|s| s.parse().ok())
            .unwrap_or_else(|| panic!("{stderr}"));
        assert!(step < 8, "{stderr}");
        assert!(
            run.join("checkpoints")
                .join(format!("step-{step:08}"))
                .is_dir(),
            "no checkpoint of step {step}"
        );
    });
}

#[test]
fn a_skipped_image_is_counted_and_reported_everywhere() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    image_folder(&data);
    let bad = data.join("train").join("c1").join("5.png");
    std::fs::write(&bad, b"not an image").unwrap();
    let run = dir.path().join("run");
    let out = train(&data, &run, &["data.on_corrupt=\"skip\""]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    assert!(
        stderr.contains("epoch 1: 1 unreadable image(s) left out (data.on_corrupt = \"skip\"):"),
        "{stderr}"
    );
    let rows: Vec<serde_json::Value> = std::fs::read_to_string(run.join("metrics.jsonl"))
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .filter(|r: &serde_json::Value| r["kind"] == "skipped")
        .collect();
    assert_eq!(rows.len(), 2, "one row per epoch that left an image out");
    for row in &rows {
        let event = row["event"].as_str().unwrap();
        assert!(
            event.starts_with("1 unreadable image(s) left out: ")
                && event.contains(&bad.display().to_string()),
            "{event}"
        );
    }
    let summary: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(run.join("summary.json")).unwrap()).unwrap();
    let skipped = summary["skipped_images"].as_array().unwrap();
    assert_eq!(skipped.len(), 1, "{summary}");
    assert!(skipped[0]
        .as_str()
        .unwrap()
        .starts_with(&bad.display().to_string()));
    // The schedule stays the planned one: 2 epochs of 4 steps.
    let steps = std::fs::read_to_string(run.join("metrics.jsonl"))
        .unwrap()
        .lines()
        .filter(|l| l.contains("\"kind\":\"train\""))
        .count();
    assert_eq!(steps, 8);
}

fn summary(run: &Path) -> serde_json::Value {
    serde_json::from_str(&std::fs::read_to_string(run.join("summary.json")).unwrap()).unwrap()
}

#[test]
fn an_unreadable_evaluation_image_stops_the_run_after_saving_its_steps() {
    let (_dir, reference, run) =
        stopped_and_resumed("val/c2/2.png", "evaluation", &|stderr, run| {
            // The first epoch's 4 steps are kept although checkpoint_every = 0.
            assert!(
                stderr.contains("the run stopped after optimizer step 4 of 8"),
                "{stderr}"
            );
            assert!(run.join("checkpoints").join("step-00000004").is_dir());
        });
    // The resumed run evaluated the epoch that stopped: one row per epoch, as the reference.
    let eval_rows = |d: &Path| -> Vec<serde_json::Value> {
        std::fs::read_to_string(d.join("metrics.jsonl"))
            .unwrap()
            .lines()
            .map(|l| serde_json::from_str::<serde_json::Value>(l).unwrap())
            .filter(|r| r["kind"] == "eval")
            .map(|r| serde_json::json!([r["step"], r["eval_loss"], r["eval_accuracy"]]))
            .collect()
    };
    assert_eq!(eval_rows(&run), eval_rows(&reference));
    assert_eq!(eval_rows(&run).len(), 2);
}

#[test]
fn a_skipped_evaluation_image_is_left_out_of_the_scores_and_reported() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    image_folder(&data);
    let bad = [("c1", "1.png"), ("c2", "6.png")].map(|(c, f)| data.join("val").join(c).join(f));
    for b in &bad {
        std::fs::write(b, b"not an image").unwrap();
    }
    let run = dir.path().join("run");
    // Five evaluations of 8 images, two unreadable: more than stand-ins could bear (they
    // counted towards "every image failed" at each evaluation).
    let out = train(&data, &run, &["data.on_corrupt=\"skip\"", "paper.epochs=5"]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    assert!(
        stderr.contains("epoch 1: 2 unreadable image(s) left out (data.on_corrupt = \"skip\"):"),
        "{stderr}"
    );
    let summary = summary(&run);
    let skipped = summary["skipped_images"].as_array().unwrap();
    assert_eq!(skipped.len(), 2, "{summary}");
    for (listed, b) in skipped.iter().zip(&bad) {
        assert!(listed
            .as_str()
            .unwrap()
            .starts_with(&b.display().to_string()));
    }

    let eval = |run: &Path| -> serde_json::Value {
        let out = common::paperfit_in(&common::root())
            .args(["eval", "--format", "json"])
            .arg(run)
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(out.status.success(), "{stderr}");
        serde_json::from_slice(&out.stdout).unwrap()
    };
    let with_it = eval(&run);
    let left_out = with_it["unreadable_left_out"].as_array().unwrap();
    assert_eq!(left_out.len(), 2, "{with_it}");
    // Scored as if the images were not listed: no other image stands in for one.
    for b in &bad {
        std::fs::remove_file(b).unwrap();
    }
    let without_it = eval(&run);
    assert_eq!(
        without_it["unreadable_left_out"].as_array().unwrap().len(),
        0
    );
    for key in ["eval_loss", "eval_accuracy"] {
        assert_eq!(with_it[key], without_it[key], "{key}");
        assert_eq!(with_it[key], summary[key], "{key}");
    }
    // Six images scored: the accuracy is a number of sixths.
    let accuracy = with_it["eval_accuracy"].as_f64().unwrap();
    assert!(
        ((accuracy * 6.0).round() - accuracy * 6.0).abs() < 1e-9,
        "{accuracy}"
    );
}
