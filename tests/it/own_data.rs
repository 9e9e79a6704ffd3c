//! A data set of one's own: one class list per data set (the training split's class folders,
//! onto which every other split maps by name), its problems said by `plan`, `data` and `train`
//! alike, one line each; the class names kept in the run directory and used by `eval`; the
//! paper's stated results checked for sense; and less to write: counts left out, a root relative
//! to the experiment, a held-out share without a `val/` folder, shipped experiments by name from
//! any folder, and `extends`.

use crate::common;
use crate::common::own_data::{experiment, folders, refused_alike, run, text};

use std::path::{Path, PathBuf};

#[test]
fn an_evaluation_split_without_a_class_folder_is_refused_instead_of_shifting_labels() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    folders(&data, "train", &[("a", 2), ("b", 2), ("c", 2)]);
    folders(&data, "val", &[("b", 1), ("c", 1)]);
    // Today's labels would be b = 0 in val and 1 in train.
    let e = experiment(dir.path(), "data", 3, 1, "");
    let error = refused_alike(
        dir.path(),
        &e,
        &[
            "val has no folder `a`, a class of the training split",
            "key: data.root",
        ],
    );
    assert!(
        error.contains("val/a with its images, or remove"),
        "{error}"
    );
}

#[test]
fn extra_and_empty_class_folders_and_a_wrong_class_count_are_one_line_each() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    folders(&data, "train", &[("a", 2), ("b", 2), ("e", 0)]);
    folders(&data, "val", &[("a", 1), ("b", 1), ("d", 1), ("e", 1)]);
    let e = experiment(dir.path(), "data", 5, 1, "");
    let error = refused_alike(
        dir.path(),
        &e,
        &[
            "the data set has 3 problems:",
            "train/e holds no image",
            "val/d is not a class of the training split (a, b, e)",
            "data.num_classes = 5 but",
            "has 3 class folders (a, b, e): set data.num_classes = 3",
        ],
    );
    assert_eq!(error.matches("\n  - ").count(), 3, "{error}");
}

#[test]
fn a_class_count_other_than_the_folders_is_located_at_data_num_classes() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    folders(&data, "train", &[("a", 2), ("b", 2), ("c", 2)]);
    folders(&data, "val", &[("a", 1), ("b", 1), ("c", 1)]);
    for classes in [2, 5] {
        let e = experiment(dir.path(), "data", classes, 1, "");
        // The second `num_classes` line is [data]'s.
        let data_line = std::fs::read_to_string(&e)
            .unwrap()
            .lines()
            .enumerate()
            .filter(|(_, l)| *l == format!("num_classes = {classes}"))
            .map(|(i, _)| i + 1)
            .nth(1)
            .unwrap();
        refused_alike(
            dir.path(),
            &e,
            &[
                &format!("data.num_classes = {classes} but"),
                &format!("e.toml:{data_line}:"),
                "key: data.num_classes",
            ],
        );
    }
}

/// A 2-class image folder trained for 1 epoch on the CPU into `dir/run`.
fn trained_run(dir: &Path) -> PathBuf {
    let data = dir.join("data");
    folders(&data, "train", &[("red", 4), ("blue", 4)]);
    folders(&data, "val", &[("red", 2), ("blue", 2)]);
    let e = experiment(dir, "data", 2, 1, "");
    let out = run(
        dir,
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
    assert!(out.status.success(), "{}", text(&out.stderr));
    dir.join("run")
}

#[test]
fn the_run_directory_keeps_the_class_names_and_eval_refuses_other_classes() {
    let dir = tempfile::tempdir().unwrap();
    let run_dir = trained_run(dir.path());
    let classes: Vec<String> =
        serde_json::from_str(&std::fs::read_to_string(run_dir.join("classes.json")).unwrap())
            .unwrap();
    assert_eq!(classes, ["blue", "red"]);
    let out = run(dir.path(), &["eval", "run", "--format", "json"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let report: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(report["classes"], serde_json::json!(["blue", "red"]));
    // The same number of classes under other names: the labels would mean other classes.
    for split in ["train", "val"] {
        let base = dir.path().join("data").join(split);
        std::fs::rename(base.join("blue"), base.join("green")).unwrap();
    }
    let out = run(dir.path(), &["eval", "run"]);
    let stderr = text(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(
        stderr.contains("the data's classes differ from those the run trained on")
            && stderr.contains("label 0 is `green` in the data and `blue` in the run")
            && stderr.contains("classes.json"),
        "{stderr}"
    );
}

/// The quickstart with one `[[paper.results]]` of `metric` and `value`.
fn with_result(dir: &Path, metric: &str, value: &str) -> PathBuf {
    let text = std::fs::read_to_string(common::root().join("experiments/quickstart.toml"))
        .unwrap()
        .replace(
            "\n[model]",
            &format!("\n[[paper.results]]\nmetric = \"{metric}\"\nvalue = {value}\nprotocol = \"top-1\"\nsource = \"Table 1\"\n\n[model]"),
        );
    let path = dir.join("results.toml");
    std::fs::write(&path, text).unwrap();
    path
}

#[test]
fn stated_results_outside_their_metric_range_are_located_errors() {
    let dir = tempfile::tempdir().unwrap();
    for (metric, value, ok) in [
        ("accuracy", "193.8", false),
        ("map", "-0.5", false),
        ("rank1", "100.0", true),
        ("quadratic_weighted_kappa", "1.5", false),
        ("quadratic_weighted_kappa", "-0.2", true),
        ("accuracy", "93.8", true),
    ] {
        let e = with_result(dir.path(), metric, value);
        let line = std::fs::read_to_string(&e)
            .unwrap()
            .lines()
            .position(|l| l == format!("value = {value}"))
            .unwrap()
            + 1;
        let out = run(
            dir.path(),
            &["plan", e.to_str().unwrap(), "--preset", "cpu"],
        );
        let stderr = text(&out.stderr);
        if ok {
            assert!(out.status.success(), "{metric} {value}: {stderr}");
            continue;
        }
        assert_eq!(out.status.code(), Some(2), "{metric} {value}: {stderr}");
        let expected = if metric == "quadratic_weighted_kappa" {
            "from -1 to 1"
        } else {
            "a percentage from 0 to 100"
        };
        assert!(
            stderr.contains("key: paper.results.0.value")
                && stderr.contains(&format!("results.toml:{line}:"))
                && stderr.contains(expected),
            "{metric} {value}: {stderr}"
        );
    }
}

/// `paperfit plan ... --preset cpu --format json` run from `cwd` with `extra` arguments.
fn plan_json(cwd: &Path, experiment: &str, extra: &[&str]) -> serde_json::Value {
    let mut args = vec!["plan", experiment, "--preset", "cpu", "--format", "json"];
    args.extend(extra);
    let out = run(cwd, &args);
    assert!(out.status.success(), "{}", text(&out.stderr));
    serde_json::from_slice(&out.stdout).unwrap()
}

#[test]
fn counts_left_out_are_the_data_s_own_without_a_deviation() {
    let dir = tempfile::tempdir().unwrap();
    folders(&dir.path().join("data"), "train", &[("a", 5), ("b", 3)]);
    folders(&dir.path().join("data"), "val", &[("a", 1), ("b", 2)]);
    let e = experiment(dir.path(), "data", 2, 1, "");
    let plan = plan_json(dir.path(), e.to_str().unwrap(), &[]);
    assert_eq!(plan["data"]["train_samples"], 8);
    assert_eq!(plan["data"]["eval_samples"], 3);
    assert_eq!(plan["schedule"]["steps_per_epoch"], 2);
    assert_eq!(plan["deviations"], serde_json::json!([]), "{plan}");
    // Stated, a count that differs is still the paper's and a deviation.
    let stated = experiment(dir.path(), "data", 2, 1, "\ntrain_samples = 10");
    let plan = plan_json(dir.path(), stated.to_str().unwrap(), &[]);
    let deviation = &plan["deviations"][0];
    assert_eq!(deviation["key"], "data.train_samples");
    assert_eq!(
        (deviation["paper"].as_str(), deviation["plan"].as_str()),
        (Some("10"), Some("8"))
    );
    // Synthetic data has no files to count: the size must be stated.
    let out = run(
        dir.path(),
        &[
            "plan",
            "quickstart",
            "--preset",
            "cpu",
            "--unset",
            "data.train_samples",
        ],
    );
    let stderr = text(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(
        stderr.contains("synthetic data needs `data.train_samples`"),
        "{stderr}"
    );
}

#[test]
fn a_relative_root_is_read_from_the_experiment_s_folder_and_one_given_from_the_current_one() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    folders(&data, "train", &[("a", 2), ("b", 2)]);
    folders(&data, "val", &[("a", 1), ("b", 1)]);
    let experiments = dir.path().join("mine");
    std::fs::create_dir_all(&experiments).unwrap();
    let e = experiment(&experiments, "../data", 2, 1, "");
    let elsewhere = dir.path().join("elsewhere");
    std::fs::create_dir_all(&elsewhere).unwrap();
    let plan = plan_json(&elsewhere, e.to_str().unwrap(), &[]);
    assert_eq!(plan["data"]["root"], data.to_str().unwrap());
    assert_eq!(plan["data"]["train_samples"], 4);
    // From the command line: the current directory; `~` is the home directory.
    let plan = plan_json(
        dir.path(),
        e.to_str().unwrap(),
        &["--set", "data.root=data"],
    );
    assert_eq!(plan["data"]["root"], "data");
    assert_eq!(plan["data"]["train_samples"], 4);
    let out = common::paperfit_in(&elsewhere)
        .env("HOME", dir.path())
        .args([
            "plan",
            e.to_str().unwrap(),
            "--preset",
            "cpu",
            "--format",
            "json",
        ])
        .args(["--set", "data.root=~/data"])
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", text(&out.stderr));
    let plan: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(plan["data"]["root"], data.to_str().unwrap());
}

#[test]
fn a_root_at_a_split_folder_is_answered_with_its_parent() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    folders(&data, "train", &[("a", 2), ("b", 2)]);
    let e = experiment(dir.path(), "data/train", 2, 1, "");
    let error = refused_alike(
        dir.path(),
        &e,
        &[
            "is the data set's `train` folder, not the data set: use its parent",
            "key: data.root",
        ],
    );
    assert!(
        error.contains(&format!("data.root = {}", data.display())),
        "{error}"
    );
}

#[test]
fn an_image_folder_without_val_holds_out_a_share_of_each_class() {
    use paperfit::config::schema::{DataFormat, DataSpec};
    use paperfit::data::{formats, Split};
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    folders(&data, "train", &[("a", 10), ("b", 5), ("c", 1)]);
    let mut spec = DataSpec::files("own", DataFormat::ImageFolder, &data, 3);
    spec.eval_fraction = Some(0.2);
    let names = |split| -> Vec<(String, u32)> {
        formats::list(&spec, split)
            .unwrap_or_else(|e| panic!("{e}"))
            .records
            .iter()
            .map(|r| {
                (
                    r.path.strip_prefix(&data).unwrap().display().to_string(),
                    r.label,
                )
            })
            .collect()
    };
    let (train, eval) = (names(Split::Train), names(Split::Eval));
    // 2 of a's 10, 1 of b's 5, none of c's 1 image: every class keeps a training image.
    let per_class = |v: &[(String, u32)], l: u32| v.iter().filter(|(_, x)| *x == l).count();
    assert_eq!([0, 1, 2].map(|l| per_class(&eval, l)), [2, 1, 0]);
    assert_eq!([0, 1, 2].map(|l| per_class(&train, l)), [8, 4, 1]);
    assert!(eval.iter().all(|e| !train.contains(e)), "{eval:?}");
    assert_eq!(eval, names(Split::Eval), "the same share every time");
    let e = experiment(dir.path(), "data", 3, 1, "\neval_fraction = 0.2");
    let plan = plan_json(dir.path(), e.to_str().unwrap(), &[]);
    assert_eq!(
        (
            plan["data"]["train_samples"].as_u64(),
            plan["data"]["eval_samples"].as_u64()
        ),
        (Some(13), Some(3))
    );
    // With a val/ folder as well, the share is refused: which would be evaluated?
    folders(&data, "val", &[("a", 1), ("b", 1), ("c", 1)]);
    refused_alike(
        dir.path(),
        &e,
        &["key: data.eval_fraction", "leave data.eval_fraction out"],
    );
}

#[test]
fn shipped_experiments_are_found_by_name_from_any_folder() {
    let dir = tempfile::tempdir().unwrap();
    let plan = plan_json(dir.path(), "dcal_cub", &[]);
    assert_eq!(plan["experiment"], "built-in experiments/dcal_cub.toml");
    assert_eq!(plan["data"]["root"], "data/CUB_200_2011");
    let out = run(dir.path(), &["experiments", "--format", "json"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let listed: Vec<serde_json::Value> = serde_json::from_slice(&out.stdout).unwrap();
    let names: Vec<&str> = listed.iter().map(|e| e["name"].as_str().unwrap()).collect();
    assert!(
        names.contains(&"dcal_cub") && names.contains(&"quickstart"),
        "{names:?}"
    );
    assert_eq!(
        names.len(),
        std::fs::read_dir(common::root().join("experiments"))
            .unwrap()
            .count()
    );
    assert!(
        listed.iter().all(|e| e["source"] == "built in"),
        "{listed:?}"
    );
    // A file of the same name in ./experiments comes first.
    std::fs::create_dir_all(dir.path().join("experiments")).unwrap();
    experiment(&dir.path().join("experiments"), "data", 2, 1, "");
    std::fs::rename(
        dir.path().join("experiments/e.toml"),
        dir.path().join("experiments/quickstart.toml"),
    )
    .unwrap();
    let out = run(dir.path(), &["experiments", "--format", "json"]);
    let listed: Vec<serde_json::Value> = serde_json::from_slice(&out.stdout).unwrap();
    let quickstart = listed.iter().find(|e| e["name"] == "quickstart").unwrap();
    assert_eq!(quickstart["source"], "experiments/quickstart.toml");
}

/// `name.toml` in `dir` with `text`.
fn file(dir: &Path, name: &str, text: &str) -> PathBuf {
    let path = dir.join(format!("{name}.toml"));
    std::fs::write(&path, text).unwrap();
    path
}

#[test]
fn an_experiment_extends_another_and_provenance_names_each_file_and_line() {
    let dir = tempfile::tempdir().unwrap();
    let mine = file(
        dir.path(),
        "mine",
        "extends = \"quickstart\"\n\n[paper]\nepochs = 2\n",
    );
    let plan = plan_json(dir.path(), mine.to_str().unwrap(), &["--explain"]);
    let provenance = &plan["provenance"];
    assert_eq!(provenance["paper.epochs"]["value"], "2");
    assert_eq!(
        provenance["paper.epochs"]["location"],
        format!("{}:4:1", mine.display())
    );
    let base_lr_line = std::fs::read_to_string(common::root().join("experiments/quickstart.toml"))
        .unwrap()
        .lines()
        .position(|l| l.starts_with("base_lr = "))
        .unwrap()
        + 1;
    assert_eq!(
        provenance["paper.base_lr"]["location"],
        format!("built-in experiments/quickstart.toml:{base_lr_line}:1")
    );
    // The inherited [presets.cpu] table, and the recipe as the two files write it.
    assert_eq!(plan["micro_batch"], 64);
    assert_eq!(plan["schedule"]["total_steps"], 2 * 4096 / 64);
    assert_eq!(plan["deviations"], serde_json::json!([]), "{plan}");
    // A chain that comes back, and a name that finds nothing, are errors at `extends`.
    file(dir.path(), "a", "extends = \"b\"\n");
    file(dir.path(), "b", "extends = \"a.toml\"\n");
    let out = run(dir.path(), &["plan", "a.toml", "--preset", "cpu"]);
    let stderr = text(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(
        stderr.contains("`extends` makes a cycle") && stderr.contains("key: extends"),
        "{stderr}"
    );
    file(
        dir.path(),
        "c",
        "# a typo\nextends = \"dcal_cubb\"\n\n[paper]\nepochs = 2\n",
    );
    let out = run(dir.path(), &["plan", "c.toml", "--preset", "cpu"]);
    let stderr = text(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(
        stderr.contains("`extends` names `dcal_cubb`, which is no experiment")
            && stderr.contains("c.toml:2:")
            && stderr.contains("dcal_cub"),
        "{stderr}"
    );
}

#[test]
fn a_folder_without_an_evaluation_split_says_so_and_names_the_one_it_could_use() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    folders(&data, "train", &[("a", 2), ("b", 2)]);
    folders(&data, "test", &[("a", 1), ("b", 1)]);
    let e = experiment(dir.path(), "data", 2, 1, "");
    let out = run(
        dir.path(),
        &["plan", e.to_str().unwrap(), "--preset", "cpu"],
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let plan = text(&out.stdout);
    assert!(
        plan.contains("this plan does not evaluate:")
            && plan.contains("has no `val` folder and data.eval_fraction is not set: set data.eval_split = \"test\""),
        "{plan}"
    );
    // Told to evaluate on test/ (or not to evaluate), the note goes.
    for set in ["data.eval_split=test", "data.eval_samples=0"] {
        let args = ["plan", e.to_str().unwrap(), "--preset", "cpu", "--set", set];
        let out = run(dir.path(), &args);
        assert!(!text(&out.stdout).contains("does not evaluate"), "{set}");
    }
}
