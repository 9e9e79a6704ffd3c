//! A stated class list (`data.classes`) fixes an image folder's labels in its order; its
//! problems are located errors from `plan`, `data` and `train` alike, one line each; and
//! `paperfit eval` reports by those classes, on the run's data moved elsewhere too
//! (`--set data.root=...`).

use crate::common::own_data::{experiment, folders, refused_alike, run, text};

#[test]
fn a_stated_class_list_orders_the_labels_and_eval_reports_by_its_classes() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    folders(&data, "train", &[("a", 4), ("b", 4), ("c", 4)]);
    // A different number of evaluation images per class, so each label's row is known.
    folders(&data, "val", &[("a", 1), ("b", 2), ("c", 3)]);
    let e = experiment(
        dir.path(),
        "data",
        3,
        2,
        "\nclasses = [\"c\", \"a\", \"b\"]",
    );
    let o = run(
        dir.path(),
        &[
            "train",
            e.to_str().unwrap(),
            "--preset",
            "cpu",
            "--plain",
            "--out",
            "run",
        ],
    );
    assert!(o.status.success(), "{}", text(&o.stderr));
    let run_dir = dir.path().join("run");
    let classes: Vec<String> =
        serde_json::from_str(&std::fs::read_to_string(run_dir.join("classes.json")).unwrap())
            .unwrap();
    assert_eq!(classes, ["c", "a", "b"]);

    // Moved elsewhere, the data is found with --set data.root (and not without).
    let moved = dir.path().join("moved");
    std::fs::rename(&data, &moved).unwrap();
    assert_eq!(run(dir.path(), &["eval", "run"]).status.code(), Some(2));
    let o = run(
        dir.path(),
        &[
            "eval",
            "run",
            "--set",
            "data.root=moved",
            "--format",
            "json",
        ],
    );
    assert!(o.status.success(), "{}", text(&o.stderr));
    let report: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    let matrix = &report["confusion_matrix"];
    assert_eq!(matrix["true_classes"], serde_json::json!(["c", "a", "b"]));
    // Label 0 is `c`: its row holds c's 3 evaluation images, then a's 1 and b's 2.
    let counts: Vec<Vec<u64>> = serde_json::from_value(matrix["counts"].clone()).unwrap();
    let rows: Vec<u64> = counts.iter().map(|r| r.iter().sum()).collect();
    assert_eq!(rows, [3, 1, 2]);
    let per_class = report["per_class_accuracy"].as_object().unwrap();
    assert_eq!(per_class.len(), 3);
    assert_eq!(per_class["c"].as_f64().unwrap(), counts[0][0] as f64 / 3.0);
    // Three classes: no top-5, and the report says why.
    assert!(report["top5_accuracy"].is_null());
    assert_eq!(
        report["not_computed"]["top5_accuracy"],
        "top-5 accuracy needs at least 5 classes; this model has 3"
    );
    // Another set of other classes is refused by the run's class list.
    let other = dir.path().join("other");
    folders(&other, "train", &[("a", 1), ("b", 1), ("d", 1)]);
    folders(&other, "val", &[("a", 1), ("b", 1), ("d", 1)]);
    let o = run(dir.path(), &["eval", "run", "--set", "data.root=other"]);
    let err = text(&o.stderr);
    assert_eq!(o.status.code(), Some(2), "{err}");
    assert!(
        err.contains("data.classes") || err.contains("classes differ"),
        "{err}"
    );
    // eval changes no other key.
    let o = run(dir.path(), &["eval", "run", "--set", "paper.epochs=3"]);
    let err = text(&o.stderr);
    assert_eq!(o.status.code(), Some(2), "{err}");
    assert!(
        err.contains("cannot change paper.epochs") && err.contains("--set paper.epochs=3"),
        "{err}"
    );
}

#[test]
fn folders_outside_the_stated_list_and_listed_classes_without_folders_are_one_line_each() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    folders(&data, "train", &[("a", 2), ("b", 2), ("d", 2)]);
    folders(&data, "val", &[("a", 1), ("b", 1), ("d", 1)]);
    let e = experiment(
        dir.path(),
        "data",
        3,
        2,
        "\nclasses = [\"a\", \"b\", \"e\"]",
    );
    let line = std::fs::read_to_string(&e)
        .unwrap()
        .lines()
        .position(|l| l.starts_with("classes = "))
        .unwrap()
        + 1;
    let error = refused_alike(
        dir.path(),
        &e,
        &[
            "the data set has 4 problems:",
            "train/d is not in data.classes (a, b, e): add `d` to data.classes, or remove the folder",
            "data.classes lists `e`, but",
            "train has no folder `e`",
            "val has no folder `e`, a class of data.classes",
            "val/d is not a class of data.classes (a, b, e)",
            "key: data.classes",
            &format!("e.toml:{line}:"),
        ],
    );
    assert_eq!(error.matches("\n  - ").count(), 4, "{error}");

    // A list of another length than data.num_classes, a name twice.
    let e = experiment(
        dir.path(),
        "data",
        3,
        2,
        "\nclasses = [\"a\", \"b\", \"d\", \"a\"]",
    );
    refused_alike(
        dir.path(),
        &e,
        &[
            "data.classes lists `a` twice",
            "data.num_classes = 3 but data.classes lists 4 classes (a, b, d, a)",
        ],
    );
    // Only an image folder takes a list: the other layouts name their classes themselves.
    let e = experiment(
        dir.path(),
        "data",
        3,
        2,
        "\nclasses = [\"a\", \"b\", \"d\"]",
    );
    let text = std::fs::read_to_string(&e)
        .unwrap()
        .replace("format = \"image_folder\"", "format = \"cub200\"");
    std::fs::write(&e, text).unwrap();
    refused_alike(
        dir.path(),
        &e,
        &["the `cub200` layout names its classes itself: remove data.classes"],
    );
}
