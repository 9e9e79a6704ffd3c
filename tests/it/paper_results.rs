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
