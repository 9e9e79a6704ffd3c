//! The data a run opens decides its schedule: the quickstart (which states 4,096 training
//! images for its synthetic data) pointed at a folder of 16 plans and trains 1 optimizer step
//! per epoch, with a warmup of 1 step, not the 64 the stated count would give (with which the
//! run never left warmup); the stated count that differs is a deviation; `data.exact_counts`
//! makes it an error; a dataset that cannot be read here keeps the stated count, with a note.

use crate::common;

use std::path::Path;

fn quickstart_on(root: &Path, extra: &[&str]) -> std::process::Command {
    let mut cmd = common::paperfit_in(&common::root());
    cmd.args(["plan", "experiments/quickstart.toml", "--preset", "cpu"]);
    let root_set = format!("data.root=\"{}\"", root.display());
    for set in [
        "data.format=\"image_folder\"",
        root_set.as_str(),
        "data.num_classes=4",
        "model.num_classes=4",
    ]
    .iter()
    .chain(extra)
    {
        cmd.args(["--set", set]);
    }
    cmd
}

fn plan_json(cmd: &mut std::process::Command) -> serde_json::Value {
    let out = cmd.args(["--format", "json"]).output().unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).unwrap()
}

#[test]
fn the_counted_images_decide_the_plan_and_a_differing_count_is_a_deviation() {
    let dir = tempfile::tempdir().unwrap();
    common::image_folder(dir.path(), 16);
    let plan = plan_json(&mut quickstart_on(dir.path(), &[]));
    assert_eq!(plan["data"]["train_samples"], 16);
    assert_eq!(plan["data"]["eval_samples"], 4);
    let schedule = &plan["schedule"];
    assert_eq!(schedule["steps_per_epoch"], 1);
    assert_eq!(schedule["warmup_steps"], 1);
    assert_eq!(schedule["total_steps"], 5);
    let deviations = plan["deviations"].as_array().unwrap();
    let train = deviations
        .iter()
        .find(|d| d["key"] == "data.train_samples")
        .expect("the stated count that differs is a deviation");
    assert_eq!(train["kind"], "data");
    assert_eq!(train["paper"], "4096");
    assert_eq!(train["plan"], "16");
    // Stating the data's own count on the command line does not make it the paper's.
    let restated = plan_json(&mut quickstart_on(dir.path(), &["data.train_samples=16"]));
    let train = restated["deviations"]
        .as_array()
        .unwrap()
        .iter()
        .find(|d| d["key"] == "data.train_samples")
        .unwrap_or_else(|| panic!("{}", restated["deviations"]));
    assert_eq!(
        (&train["paper"], &train["plan"]),
        (&"4096".into(), &"16".into())
    );
    // `--explain` names where the value came from.
    let explained = quickstart_on(dir.path(), &[])
        .arg("--explain")
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&explained.stdout);
    let row = text
        .lines()
        .find(|l| l.contains("data.train_samples") && l.contains("derived"))
        .unwrap_or_else(|| panic!("{text}"));
    assert!(
        row.contains("counted in") && row.contains("the 16 images of its training split"),
        "{row}"
    );
    // The stated count, on the synthetic data it was written for: 64 steps per epoch and a
    // 64-step warmup, what the folder would have been trained with before.
    let mut synthetic = common::paperfit_in(&common::root());
    synthetic.args(["plan", "experiments/quickstart.toml", "--preset", "cpu"]);
    let stated = plan_json(&mut synthetic);
    assert_eq!(stated["schedule"]["steps_per_epoch"], 64);
    assert_eq!(stated["schedule"]["warmup_steps"], 64);
    assert!(stated["deviations"]
        .as_array()
        .unwrap()
        .iter()
        .all(|d| d["kind"] != "data"));
}

#[test]
fn a_run_trains_the_counted_schedule() {
    let dir = tempfile::tempdir().unwrap();
    common::image_folder(dir.path(), 16);
    let out = dir.path().join("run");
    let mut cmd = quickstart_on(dir.path(), &[]);
    // `train` takes the plan's arguments: swap the command.
    let args: Vec<String> = cmd
        .get_args()
        .skip(1)
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    cmd = common::paperfit_in(&common::root());
    cmd.arg("train")
        .args(&args)
        .arg("--plain")
        .arg("--out")
        .arg(&out);
    let run = cmd.output().unwrap();
    assert!(
        run.status.success(),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
    let rows: Vec<serde_json::Value> = std::fs::read_to_string(out.join("metrics.jsonl"))
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .filter(|r: &serde_json::Value| r["kind"] == "train")
        .collect();
    assert_eq!(rows.len(), 5, "5 epochs of 1 optimizer step");
    // Warmup of one step from 1e-5, then timm's cosine from 2e-3 to 1e-5 over T = 5.
    let (base, min, total) = (2e-3, 1e-5, 5.0);
    for (t, row) in rows.iter().enumerate() {
        let lr = row["lr"].as_f64().unwrap();
        let expected = if t == 0 {
            1e-5
        } else {
            min + 0.5 * (base - min) * (1.0 + (std::f64::consts::PI * t as f64 / total).cos())
        };
        assert!(
            (lr - expected).abs() <= 1e-12 * expected,
            "step {}: lr {lr}, expected {expected}",
            t + 1
        );
    }
    assert!(
        rows[1]["lr"].as_f64().unwrap() > 1e-3,
        "the run left warmup"
    );
}

#[test]
fn exact_counts_make_a_differing_count_an_error() {
    let dir = tempfile::tempdir().unwrap();
    common::image_folder(dir.path(), 16);
    let out = quickstart_on(dir.path(), &["data.exact_counts=true"])
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{said}");
    assert!(
        said.contains("holds 16 images where the experiment states 4096"),
        "{said}"
    );
    assert!(said.contains("key: data.train_samples"), "{said}");
    assert!(said.contains("paperfit data"), "{said}");
    // The same count the layers state passes; the count the experiment file states is still
    // the paper's, from which the data deviates.
    let plan = plan_json(&mut quickstart_on(
        dir.path(),
        &[
            "data.exact_counts=true",
            "data.train_samples=16",
            "data.eval_samples=4",
        ],
    ));
    let data: Vec<_> = plan["deviations"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|d| d["kind"] == "data")
        .map(|d| {
            (
                d["key"].as_str().unwrap(),
                d["paper"].as_str(),
                d["plan"].as_str().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        data,
        [
            ("data.train_samples", Some("4096"), "16"),
            ("data.eval_samples", Some("1024"), "4")
        ]
    );
}

#[test]
fn a_dataset_not_readable_here_keeps_the_stated_count_and_says_so() {
    let dir = tempfile::tempdir().unwrap();
    let missing = dir.path().join("elsewhere");
    let plan = plan_json(&mut quickstart_on(&missing, &[]));
    assert_eq!(plan["data"]["train_samples"], 4096);
    assert_eq!(plan["schedule"]["steps_per_epoch"], 64);
    let notes: Vec<&str> = plan["notes"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|n| n.as_str())
        .collect();
    assert!(
        notes.iter().any(|n| {
            n.starts_with(
            "data.train_samples = 4096 is the experiment's count, not the data's: dataset directory"
        ) && n.contains("a run counts the split it opens")
        }),
        "{notes:?}"
    );
}

/// An episode sampler never draws a class with fewer than k_shot + n_query images: the plan says
/// which, for each split, so a data set of one's own does not lose classes without a word.
#[test]
fn classes_too_small_for_an_episode_are_named_in_a_note() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    std::fs::create_dir_all(root.join("images")).unwrap();
    // Training: six classes, n06 with 3 images (an episode of 1 shot and 2 queries takes 3, of
    // 5 shots 7); evaluation: five classes of 7.
    let mut csvs = [
        String::from("filename,label\n"),
        String::from("filename,label\n"),
    ];
    let sizes: [&[(&str, usize)]; 2] = [
        &[
            ("n01", 7),
            ("n02", 7),
            ("n03", 7),
            ("n04", 7),
            ("n05", 7),
            ("n06", 3),
        ],
        &[("n11", 7), ("n12", 7), ("n13", 7), ("n14", 7), ("n15", 7)],
    ];
    for (csv, classes) in csvs.iter_mut().zip(sizes) {
        for (class, n) in classes {
            for i in 0..*n {
                let file = format!("{class}{i:08}.png");
                image::RgbImage::new(8, 8)
                    .save(root.join("images").join(&file))
                    .unwrap();
                csv.push_str(&format!("{file},{class}\n"));
            }
        }
    }
    std::fs::write(root.join("train.csv"), &csvs[0]).unwrap();
    std::fs::write(root.join("val.csv"), &csvs[1]).unwrap();
    let notes = |k_shot: u32, n_query: u32| -> Vec<String> {
        let mut cmd = common::paperfit_in(&common::root());
        cmd.args([
            "plan",
            "experiments/fsct_miniimagenet_resnet34_5w5s.toml",
            "--preset",
            "cpu",
        ]);
        for set in [
            format!("data.root=\"{}\"", root.display()),
            "data.num_classes=6".to_string(),
            "model.num_classes=6".to_string(),
            format!("paper.sampling.k_shot={k_shot}"),
            format!("paper.sampling.n_query={n_query}"),
            format!("paper.effective_batch={}", 5 * (k_shot + n_query)),
            format!("train.micro_batch={}", k_shot + n_query),
        ] {
            cmd.args(["--set", &set]);
        }
        plan_json(&mut cmd)["notes"]
            .as_array()
            .unwrap()
            .iter()
            .map(|n| n.as_str().unwrap().to_string())
            .filter(|n| n.contains("k_shot + n_query"))
            .collect()
    };
    assert_eq!(
        notes(5, 2),
        ["1 of the 6 training classes has fewer than 7 images (k_shot + n_query), so no episode draws them: n06 (3)"]
    );
    // One shot: every class holds an episode's 3.
    assert!(notes(1, 2).is_empty());
    // Eight queries: no class holds 13, and the note says no episode can be drawn.
    let none = notes(5, 8);
    assert_eq!(none.len(), 2, "{none:?}");
    assert!(
        none[1].starts_with("5 of the 5 evaluation classes have fewer than 13 images")
            && none[1]
                .ends_with("and only 0 are left, fewer than n_way = 5: no episode can be drawn"),
        "{}",
        none[1]
    );
}
