//! An unreadable image met during training: with `data.on_corrupt = "error"` (the default) the
//! run stops after the last step it completed, with a checkpoint of it, exit code 2 and a
//! message naming the file and how to go on; replaced and resumed, the run ends with the
//! weights of one that never met it, byte for byte. With `"skip"` the image is left out,
//! counted, and reported in the log, `metrics.jsonl` and `summary.json`.

use crate::common;

use std::path::Path;

/// `<root>/{train,val}/c<k>/<i>.png`: 16 training images in 4 classes, 4 evaluation images.
fn image_folder(root: &Path) {
    for (split, n) in [("train", 16), ("val", 4)] {
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

#[test]
fn an_unreadable_image_stops_the_run_with_a_checkpoint_and_a_resume_completes_it() {
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

    let bad = data.join("train").join("c3").join("11.png");
    let good = std::fs::read(&bad).unwrap();
    std::fs::write(&bad, b"not an image").unwrap();
    let run = dir.path().join("run");
    let stopped = train(&data, &run, &[]);
    let stderr = String::from_utf8_lossy(&stopped.stderr);
    assert_eq!(stopped.status.code(), Some(2), "{stderr}");
    assert!(
        stderr.contains(&format!("unreadable training image {}", bad.display())),
        "{stderr}"
    );
    assert!(stderr.contains("paperfit data"), "{stderr}");
    assert!(
        stderr.contains(&format!("paperfit train --resume {}", run.display())),
        "{stderr}"
    );
    assert!(!stderr.contains("stack backtrace"), "{stderr}");
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
