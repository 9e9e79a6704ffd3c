//! Did the run reproduce the paper? `[[paper.results]]` in an experiment is data: a run's
//! end (its summary and `summary.json`) and `paperfit eval` put the run's metric beside the
//! paper's with the difference where the comparison means something (the paper's data and
//! recipe), and say why not otherwise; TensorBoard gets the paper's value as a constant line;
//! the FS-CT experiments carry their published accuracies, DCAL on Market-1501 its mAP.

use crate::common;

use std::path::{Path, PathBuf};

/// The quickstart with a reported accuracy of 41.5%, written into `dir`; with `data`, the
/// experiment itself states that folder and its counts, 2 epochs and no warmup (so the run is
/// the experiment's recipe on its data, without a deviation).
fn quickstart_with_a_result(dir: &Path, data: Option<&Path>) -> PathBuf {
    let mut text = std::fs::read_to_string(common::root().join("experiments/quickstart.toml"))
        .unwrap()
        .replace(
            "\n[model]",
            "\n[[paper.results]]\nmetric = \"accuracy\"\nvalue = 41.5\nprotocol = \"the evaluation split, top-1\"\nsource = \"Table 1\"\n\n[model]",
        );
    if let Some(data) = data {
        for (from, to) in [
            (
                "format = \"synthetic\"",
                format!("format = \"image_folder\"\nroot = \"{}\"", data.display()),
            ),
            ("num_classes = 8", "num_classes = 4".to_string()),
            ("train_samples = 4096", "train_samples = 16".into()),
            ("eval_samples = 1024", "eval_samples = 4".into()),
            ("epochs = 5", "epochs = 2".into()),
            ("warmup_epochs = 1", "warmup_epochs = 0".into()),
        ] {
            assert!(text.contains(from), "{from}");
            text = text.replace(from, &to);
        }
    }
    let path = dir.join("quickstart_with_result.toml");
    std::fs::write(&path, text).unwrap();
    path
}

/// `paperfit train` of `experiment` on the CPU into `out` with `sets`; its stdout.
fn train(experiment: &Path, out: &Path, sets: &[String]) -> String {
    let mut cmd = common::paperfit_in(&common::root());
    cmd.arg("train")
        .arg(experiment)
        .args(["--preset", "cpu", "--plain", "--out"])
        .arg(out);
    for set in sets {
        cmd.args(["--set", set]);
    }
    String::from_utf8(common::stdout_of(&mut cmd)).unwrap()
}

fn summary(out: &Path) -> serde_json::Value {
    serde_json::from_str(&std::fs::read_to_string(out.join("summary.json")).unwrap()).unwrap()
}

#[test]
fn a_run_on_synthetic_data_says_it_does_not_compare_with_the_paper() {
    let dir = tempfile::tempdir().unwrap();
    let experiment = quickstart_with_a_result(dir.path(), None);
    let out = dir.path().join("run");
    let sets = [
        "paper.epochs=1".to_string(),
        "data.train_samples=64".into(),
        "data.eval_samples=32".into(),
        "paper.schedule.warmup_epochs=0".into(),
    ];
    let printed = train(&experiment, &out, &sets);
    let s = summary(&out);
    let paper = &s["paper"][0];
    assert_eq!(paper["metric"], "accuracy");
    assert_eq!(paper["paper"], 41.5);
    assert_eq!(paper["not_comparable"], "synthetic data");
    assert!(paper["difference"].is_null(), "{paper}");
    let run = paper["run"].as_f64().unwrap();
    let accuracy = s["eval_accuracy"].as_f64().unwrap() * 100.0;
    assert!((run - accuracy).abs() < 1e-9, "{run} against {accuracy}");
    let line = printed
        .lines()
        .find(|l| l.starts_with("paper: accuracy 41.50%"))
        .unwrap_or_else(|| panic!("{printed}"));
    assert!(line.contains("not comparable (synthetic data)"), "{line}");
    assert!(line.contains("Table 1"), "{line}");
}

#[test]
fn a_run_of_the_papers_recipe_on_its_data_reports_the_difference_everywhere() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    common::image_folder(&data, 16);
    let experiment = quickstart_with_a_result(dir.path(), Some(&data));
    let out = dir.path().join("run");
    let printed = train(&experiment, &out, &[]);
    let s = summary(&out);
    let paper = &s["paper"][0];
    assert!(paper["not_comparable"].is_null(), "{paper}");
    let accuracy = s["eval_accuracy"].as_f64().unwrap() * 100.0;
    let difference = paper["difference"].as_f64().unwrap();
    assert!((difference - (accuracy - 41.5)).abs() < 1e-9, "{paper}");
    let line = printed
        .lines()
        .find(|l| l.starts_with("paper: accuracy 41.50%"))
        .unwrap_or_else(|| panic!("{printed}"));
    assert!(
        line.ends_with(&format!("{difference:+.2} points")),
        "{line}"
    );
    // `paperfit eval` puts the same comparison beside its own evaluation.
    let eval = common::stdout_of(
        common::paperfit_in(&common::root())
            .args(["eval", "--format", "json"])
            .arg(&out),
    );
    let e: serde_json::Value = serde_json::from_slice(&eval).unwrap();
    assert_eq!(e["paper"][0]["paper"], 41.5);
    let evaluated = e["eval_accuracy"].as_f64().unwrap() * 100.0;
    let d = e["paper"][0]["difference"].as_f64().unwrap();
    assert!((d - (evaluated - 41.5)).abs() < 1e-9, "{e}");
    // TensorBoard holds the paper's value as a scalar of its own, as a fraction like
    // `eval/accuracy`.
    let events = common::event_files(&out);
    let bytes: Vec<u8> = events
        .iter()
        .flat_map(|p| std::fs::read(p).unwrap())
        .collect();
    let tag = b"eval/accuracy_paper";
    assert!(
        bytes.windows(tag.len()).any(|w| w == tag),
        "no eval/accuracy_paper scalar in {events:?}"
    );
    assert!(
        bytes.windows(4).any(|w| w == 0.415f32.to_le_bytes()),
        "the paper's value 0.415 is not in the event file"
    );
}

#[test]
fn a_recipe_deviation_makes_the_run_incomparable_and_says_which() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    common::image_folder(&data, 16);
    let experiment = quickstart_with_a_result(dir.path(), Some(&data));
    let out = dir.path().join("run");
    train(&experiment, &out, &["paper.base_lr=0.001".to_string()]);
    let paper = &summary(&out)["paper"][0];
    let why = paper["not_comparable"].as_str().unwrap();
    assert!(
        why.contains("deviates") && why.contains("paper.base_lr"),
        "{why}"
    );
    assert!(paper["difference"].is_null());
}

#[test]
fn the_paper_experiments_carry_their_published_results_and_a_bad_metric_is_located() {
    for (name, index, metric, value, protocol, source) in [
        (
            "fsct_miniimagenet_resnet34_5w5s",
            0,
            "accuracy",
            93.82,
            "600 episodes",
            "arXiv:2211.06828",
        ),
        (
            "fsct_miniimagenet_resnet34_5w1s",
            0,
            "accuracy",
            80.32,
            "600 episodes",
            "arXiv:2211.06828",
        ),
        (
            "dcal_market1501",
            0,
            "map",
            87.5,
            "3,368 query images",
            "arXiv:2205.02151",
        ),
        (
            "dcal_market1501",
            1,
            "rank1",
            94.7,
            "3,368 query images",
            "Table 2",
        ),
        ("dcal_cub", 0, "accuracy", 91.4, "5,794 images", "Table 1"),
        ("dcal_cars", 0, "accuracy", 93.4, "8,041 images", "Table 1"),
        (
            "dcal_aircraft",
            0,
            "accuracy",
            91.5,
            "3,333 images",
            "Table 1",
        ),
    ] {
        let experiment = format!("experiments/{name}.toml");
        let plan: serde_json::Value = serde_json::from_slice(&common::stdout_of(
            common::paperfit_in(&common::root()).args(["plan", &experiment, "--format", "json"]),
        ))
        .unwrap();
        let result = &plan["paper_results"][index];
        assert_eq!(result["metric"], metric);
        assert_eq!(result["value"], value);
        assert!(result["protocol"].as_str().unwrap().contains(protocol));
        assert!(result["source"].as_str().unwrap().contains(source));
    }
    let dir = tempfile::tempdir().unwrap();
    let path = quickstart_with_a_result(dir.path(), None);
    let text = std::fs::read_to_string(&path)
        .unwrap()
        .replace("metric = \"accuracy\"", "metric = \"top5\"");
    std::fs::write(&path, text).unwrap();
    let out = common::paperfit_in(&common::root())
        .arg("plan")
        .arg(&path)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(
        said.contains("quickstart_with_result.toml") && said.contains("top5"),
        "{said}"
    );
}

/// `paperfit eval` of `run` (`--format json`) with `args`.
fn eval_json(run: &Path, args: &[&str]) -> serde_json::Value {
    let mut cmd = common::paperfit_in(&common::root());
    cmd.args(["eval", "--format", "json"]).arg(run).args(args);
    serde_json::from_slice(&common::stdout_of(&mut cmd)).unwrap()
}

/// `paperfit eval --set data.root=...` on another folder of the run's classes evaluates there
/// and says that its result does not compare with the paper's, in text and JSON; the run's own
/// folder reached through another path still compares.
#[test]
fn an_evaluation_on_other_data_does_not_compare_with_the_paper() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    common::image_folder(&data, 16);
    let other = dir.path().join("other");
    common::image_folder(&other, 16);
    let experiment = quickstart_with_a_result(dir.path(), Some(&data));
    let out = dir.path().join("run");
    train(&experiment, &out, &[]);
    assert!(summary(&out)["paper"][0]["not_comparable"].is_null());

    let set = format!("data.root=\"{}\"", other.display());
    let e = eval_json(&out, &["--set", &set]);
    let paper = &e["paper"][0];
    let why = paper["not_comparable"]
        .as_str()
        .unwrap_or_else(|| panic!("{e}"));
    assert!(
        why.starts_with("evaluated on other data than the run's")
            && why.contains(&other.display().to_string())
            && why.contains(&data.display().to_string()),
        "{why}"
    );
    assert!(paper["difference"].is_null(), "{paper}");
    assert!(
        paper["run"].as_f64().is_some(),
        "the run's value is still given"
    );
    let text = String::from_utf8(common::stdout_of(
        common::paperfit_in(&common::root())
            .arg("eval")
            .arg(&out)
            .args(["--set", &set]),
    ))
    .unwrap();
    let line = text
        .lines()
        .find(|l| l.starts_with("paper: accuracy 41.50%"))
        .unwrap_or_else(|| panic!("{text}"));
    assert!(
        line.contains("not comparable (evaluated on other data than the run's"),
        "{line}"
    );

    // The run's own data, through a link: the same place, so the comparison stands.
    let link = dir.path().join("link");
    std::os::unix::fs::symlink(&data, &link).unwrap();
    let e = eval_json(
        &out,
        &["--set", &format!("data.root=\"{}\"", link.display())],
    );
    assert!(e["paper"][0]["not_comparable"].is_null(), "{e}");
    assert!(e["paper"][0]["difference"].as_f64().is_some(), "{e}");
}

/// A BatchNorm model (Conv-4) planned with micro-batches of the whole batch of 16, on data the
/// experiment states and with a reported accuracy: its plan has no deviation.
fn conv4_with_a_result(dir: &Path, data: &Path) -> PathBuf {
    let text = format!(
        r#"
[paper]
name = "conv4"
title = "Conv-4 on four colours"
citation = "none"
effective_batch = 16
base_lr = 1e-2
lr_reference_batch = 16
lr_scaling = "linear"
epochs = 2
input_size = 16

[paper.optimizer]
name = "adamw"
weight_decay = 0.01
no_decay_norm_and_bias = true

[paper.schedule]
name = "constant"
convention = "timm"
update = "step"

[paper.loss]
name = "cross_entropy"

[[paper.results]]
metric = "accuracy"
value = 41.5
protocol = "the evaluation split, top-1"
source = "Table 1"

[model]
name = "conv4"
num_classes = 4

[data]
name = "four colours"
format = "image_folder"
root = "{}"
num_classes = 4
train_samples = 16
eval_samples = 4

[train]
micro_batch = 16
checkpoint_every = 1
"#,
        data.display()
    );
    let path = dir.join("conv4_with_result.toml");
    std::fs::write(&path, text).unwrap();
    path
}

/// An out-of-memory back-off that makes BatchNorm normalise micro-batches of 8 where the plan
/// normalised the whole batch of 16 is a deviation the plan did not list: the back-off's log
/// line and metrics row say so, and the summary (printed and `summary.json`) and `paperfit eval`
/// of the weights after it do not compare with the paper, naming the back-off; the checkpoint
/// before it still compares. The same run without the fault compares.
#[test]
fn a_backoff_that_splits_batchnorm_statistics_makes_the_run_incomparable() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    common::image_folder(&data, 16);
    let experiment = conv4_with_a_result(dir.path(), &data);
    let plain = dir.path().join("plain");
    train(&experiment, &plain, &[]);
    let paper = &summary(&plain)["paper"][0];
    assert!(paper["not_comparable"].is_null(), "{paper}");
    assert!(paper["difference"].as_f64().is_some(), "{paper}");

    let out = dir.path().join("backed-off");
    let o = common::paperfit_in(&common::root())
        .arg("train")
        .arg(&experiment)
        .args(["--preset", "cpu", "--plain", "--out"])
        .arg(&out)
        .env("PAPERFIT_FAULT_OOM_AT_STEP", "2")
        .output()
        .unwrap();
    let (printed, logged) = (
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr),
    );
    assert!(o.status.success(), "{logged}");
    let rows = paperfit::train::metrics::read_rows(&out.join("metrics.jsonl")).unwrap();
    let backoff = rows
        .iter()
        .find(|r| r.kind == paperfit::train::metrics::RowKind::Backoff)
        .expect("a back-off row");
    assert_eq!((backoff.step, backoff.micro_batch), (2, 8));
    let event = backoff.event.as_deref().unwrap();
    assert!(
        event.contains(
            "BatchNorm now normalises micro-batches of 8 instead of the paper's batch of 16"
        ),
        "{event}"
    );
    assert!(
        logged.contains("BatchNorm now normalises micro-batches of 8"),
        "{logged}"
    );
    let paper = &summary(&out)["paper"][0];
    let why = paper["not_comparable"]
        .as_str()
        .unwrap_or_else(|| panic!("{paper}"));
    assert!(
        why.contains("out-of-memory back-off in optimizer step 2")
            && why.contains(
                "BatchNorm normalise micro-batches of 8 instead of the paper's batch of 16"
            ),
        "{why}"
    );
    assert!(paper["difference"].is_null(), "{paper}");
    let line = printed
        .lines()
        .find(|l| l.starts_with("paper: accuracy 41.50%"))
        .unwrap_or_else(|| panic!("{printed}"));
    assert!(line.contains("not comparable (the run deviated"), "{line}");

    // `paperfit eval`: the weights after the back-off do not compare, those before it do.
    let after = &eval_json(&out, &[])["paper"][0];
    assert_eq!(after["not_comparable"].as_str(), Some(why), "{after}");
    let before = &eval_json(&out, &["--checkpoint", "step-1"])["paper"][0];
    assert!(before["not_comparable"].is_null(), "{before}");
}

/// `paperfit eval --set data.eval_split=test` evaluates a few-shot run's checkpoint on the test
/// classes (the paper's split) instead of the validation classes it selected on, and is
/// refused for the training split and for a layout that names no splits.
#[test]
fn eval_takes_another_split_of_the_layout_and_refuses_the_training_split() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    common::layouts::mini_imagenet(&data, 5, 8);
    // Five test classes of their own images.
    let mut test = String::from("filename,label\n");
    for (class, image) in (0..5).flat_map(|c| (0..8).map(move |i| (c, i))) {
        let file = format!("test{class}-{image}.jpg");
        common::layouts::write_image(&data.join("images").join(&file), 24, 24, 80 + class, image);
        test.push_str(&format!("{file},n{:08}\n", 80 + class));
    }
    std::fs::write(data.join("test.csv"), test).unwrap();
    let experiment = common::root().join("experiments/fsct_miniimagenet_resnet34_5w5s.toml");
    let sets: Vec<String> = [
        format!("data.root=\"{}\"", data.display()),
        "model.pretrained=\"\"".into(),
        "model.backbone=\"conv4\"".into(),
        "paper.input_size=32".into(),
        "paper.sampling.n_query=2".into(),
        "paper.effective_batch=35".into(),
        "train.micro_batch=7".into(),
        "paper.eval_episodes=4".into(),
        "model.num_classes=5".into(),
        "data.num_classes=5".into(),
        "data.train_samples=40".into(),
        "data.eval_samples=40".into(),
        "train.precision=\"fp32\"".into(),
        "data.transforms.train=[{op=\"resize\", size=32}, {op=\"normalize\"}]".into(),
        "data.transforms.eval=[{op=\"resize\", size=32}, {op=\"normalize\"}]".into(),
    ]
    .into();
    let out = dir.path().join("run");
    let mut cmd = common::paperfit_in(&common::root());
    cmd.arg("train")
        .arg(&experiment)
        .args(["--preset", "cpu", "--plain", "--max-steps", "2", "--out"])
        .arg(&out);
    for set in &sets {
        cmd.args(["--set", set]);
    }
    common::stdout_of(&mut cmd);
    let on_val = eval_json(&out, &[]);
    let on_test = eval_json(&out, &["--set", "data.eval_split=\"test\""]);
    for e in [&on_val, &on_test] {
        let accuracy = e["eval_accuracy"].as_f64().unwrap_or(f64::NAN);
        assert!((0.0..=1.0).contains(&accuracy), "{e}");
    }
    // The same weights and episodes drawn the same way from other images: the same loss to
    // the bit would mean the same images.
    assert_ne!(on_val["eval_loss"], on_test["eval_loss"], "{on_test}");
    for (split, says) in [("train", "training"), ("nowhere", "nowhere")] {
        let refused = common::paperfit_in(&common::root())
            .arg("eval")
            .arg(&out)
            .args(["--set", &format!("data.eval_split=\"{split}\"")])
            .output()
            .unwrap();
        let said = String::from_utf8_lossy(&refused.stderr);
        assert_eq!(refused.status.code(), Some(2), "{said}");
        assert!(said.contains(says), "{said}");
    }
}
