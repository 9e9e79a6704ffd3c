//! `paperfit plan` through the binary: JSON and text plans, deviations, `--explain`, the README's
//! example, parameter counts, inputs the plan refuses, the loader's workers and `--unset`.

use super::*;

fn plan_json(args: &[&str]) -> serde_json::Value {
    json_of(paperfit().arg("plan").args(args))
}

#[test]
fn dcal_cub_json_plan_for_every_preset() {
    for (preset, micro, accumulation) in [
        ("8gb", 2, 8),
        ("16gb", 4, 4),
        ("24gb", 8, 2),
        ("40gb", 16, 1),
        ("80gb", 16, 1),
    ] {
        let v = plan_json(&["experiments/dcal_cub.toml", "--preset", preset]);
        assert_eq!(v["effective_batch"], 16, "{preset}");
        assert_eq!(v["micro_batch"], micro, "{preset}");
        assert_eq!(v["accumulation_steps"], accumulation, "{preset}");
        assert_eq!(v["world_size"], 1);
        let lr = v["lr"].as_f64().unwrap();
        assert!((lr - 1.5625e-5).abs() < 1e-15, "{preset}: {lr}");
        for key in [
            "experiment",
            "preset",
            "effective_batch",
            "micro_batch",
            "accumulation_steps",
            "world_size",
            "base_lr",
            "lr_reference_batch",
            "lr_scaling",
            "lr",
            "precision",
            "gradient_checkpointing",
            "deviations",
            "exactness",
        ] {
            assert!(v.get(key).is_some(), "{preset}: missing {key}");
        }
        assert_eq!(v["preset"], preset);
        assert_eq!(v["lr_scaling"], "linear");
        assert!(v["deviations"].as_array().unwrap().is_empty());
        assert!(
            v.get("provenance").is_none(),
            "provenance only with --explain"
        );
    }
}

#[test]
fn micro_batch_3_exits_2_naming_the_valid_micro_batches() {
    paperfit()
        .args([
            "plan",
            "experiments/dcal_cub.toml",
            "--preset",
            "16gb",
            "--set",
            "train.micro_batch=3",
        ])
        .assert()
        .code(2)
        .stdout("")
        .stderr(predicate::str::contains("micro_batch 3 does not divide"))
        .stderr(predicate::str::contains("--set train.micro_batch=3"))
        .stderr(predicate::str::contains("1, 2, 4, 8, 16"))
        .stderr(predicate::str::contains("panicked").not());
}

#[test]
fn effective_batch_32_doubles_lr_and_lists_a_deviation() {
    let v = plan_json(&[
        "experiments/dcal_cub.toml",
        "--preset",
        "16gb",
        "--set",
        "paper.effective_batch=32",
    ]);
    assert!((v["lr"].as_f64().unwrap() - 3.125e-5).abs() < 1e-15);
    let deviations = v["deviations"].as_array().unwrap();
    assert_eq!(deviations.len(), 1);
    assert_eq!(deviations[0]["key"], "paper.effective_batch");
    assert_eq!(deviations[0]["paper"], "16");
    assert_eq!(deviations[0]["plan"], "32");
}

#[test]
fn explain_names_the_per_preset_table_and_the_command_line() {
    let out = paperfit()
        .args([
            "plan",
            "experiments/dcal_cub.toml",
            "--preset",
            "16gb",
            "--explain",
        ])
        .output()
        .unwrap();
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    let line = text
        .lines()
        .find(|l| l.contains("train.micro_batch"))
        .expect("a micro_batch row");
    assert!(
        line.contains("[presets.16gb] experiments/dcal_cub.toml:"),
        "{line}"
    );

    let out = paperfit()
        .args([
            "plan",
            "experiments/dcal_cub.toml",
            "--preset",
            "16gb",
            "--explain",
            "--set",
            "train.micro_batch=8",
        ])
        .output()
        .unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    let line = text
        .lines()
        .find(|l| l.contains("train.micro_batch"))
        .unwrap();
    assert!(line.contains("--set train.micro_batch=8"), "{line}");
    let line = text
        .lines()
        .find(|l| l.contains("train.accumulation_steps"))
        .unwrap();
    assert!(line.contains("derived"), "{line}");

    // JSON with --explain carries the same provenance.
    let v = plan_json(&["experiments/dcal_cub.toml", "--preset", "16gb", "--explain"]);
    let p = &v["provenance"]["train.micro_batch"];
    assert_eq!(p["layer"], "[presets.16gb] in experiments/dcal_cub.toml");
    assert!(p["location"]
        .as_str()
        .unwrap()
        .starts_with("experiments/dcal_cub.toml:"));
}

#[test]
fn text_plan_has_a_line_per_deviation() {
    let out = paperfit()
        .args([
            "plan",
            "experiments/dcal_cub.toml",
            "--preset",
            "16gb",
            "--set",
            "paper.effective_batch=32",
            "--set",
            "model.image_size=224",
        ])
        .output()
        .unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("deviations    2 from the paper"), "{text}");
    assert!(
        text.lines()
            .any(|l| l.starts_with("  - [recipe] paper.effective_batch: 16 -> 32")),
        "{text}"
    );
    assert!(
        text.lines()
            .any(|l| l.starts_with("  - [recipe] model.image_size: 448 -> 224")),
        "{text}"
    );
}

#[test]
fn experiment_can_be_named_without_path() {
    let v = plan_json(&["dcal_cub", "--preset", "24gb"]);
    assert_eq!(v["micro_batch"], 8);
}

#[test]
fn readme_example_plan_is_real_output() {
    let readme =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md")).unwrap();
    let section = readme.split("## An example plan").nth(1).unwrap();
    let block = section
        .split("```text\n")
        .nth(1)
        .unwrap()
        .split("```")
        .next()
        .unwrap();
    let out = paperfit()
        .args(["plan", "experiments/dcal_cub.toml", "--preset", "16gb"])
        .output()
        .unwrap();
    let actual = String::from_utf8(out.stdout).unwrap();
    let actual_lines: Vec<&str> = actual.lines().collect();
    for line in block.lines() {
        assert!(
            actual_lines.contains(&line),
            "README line not in the output: {line}\n---\n{actual}"
        );
    }
}

#[test]
fn plan_shows_the_models_parameter_count() {
    let out = paperfit()
        .args([
            "plan",
            "experiments/dcal_cub.toml",
            "--preset",
            "16gb",
            "--format",
            "json",
        ])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
    let plan: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    // DCAL on ViT-B/16 at 448 px with 200 classes (tests/it/dcal.rs derives the sum).
    assert_eq!(plan["parameters"], 93_647_251);
}

/// An input the model cannot take is refused when the plan is made (exit 2, naming the key),
/// not at the first training step.
#[test]
fn an_input_too_small_or_not_a_patch_multiple_is_refused_by_the_plan() {
    for (experiment, size, says) in [
        ("quickstart.toml", "1", "smaller than 8 x 8"),
        ("quickstart_vit.toml", "100", "not a multiple of 16"),
        ("dcal_cub.toml", "440", "not a multiple of 16"),
        ("fsct_miniimagenet_resnet34_5w5s.toml", "1", ""),
    ] {
        let assert = paperfit()
            .args([
                "plan",
                &format!("experiments/{experiment}"),
                "--preset",
                "cpu",
            ])
            .args(["--set", &format!("paper.input_size={size}")])
            .assert();
        if says.is_empty() {
            // ResNet backbones pad every stride: any side reaches 1 x 1.
            assert.success();
        } else {
            assert
                .code(2)
                .stderr(predicate::str::contains(says))
                .stderr(predicate::str::contains("key: paper.input_size"));
        }
    }
    paperfit()
        .args([
            "plan",
            "experiments/fsct_miniimagenet_resnet34_5w5s.toml",
            "--preset",
            "cpu",
        ])
        .args([
            "--set",
            "model.backbone=\"conv4\"",
            "--set",
            "paper.input_size=8",
        ])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("`conv4` halves its input 4 times"));
}

fn plan_text(args: &[&str]) -> String {
    let out = paperfit().arg("plan").args(args).output().unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

fn loader_line(text: &str) -> &str {
    text.lines()
        .find(|l| l.starts_with("loader "))
        .unwrap_or_else(|| panic!("no loader line:\n{text}"))
}

/// The plan records `auto` (the same on every machine); its text shows the count for this
/// machine, from the cores this process may use, whatever their number.
#[test]
fn the_plan_shows_the_loaders_workers_and_where_the_count_came_from() {
    use paperfit::data::workers::LoaderWorkers;
    let quickstart = ["experiments/quickstart.toml", "--preset", "cpu"];
    let here = LoaderWorkers::here(None, 1);
    assert_eq!(
        loader_line(&plan_text(&quickstart)),
        format!("loader        {here}, 2 steps prepared ahead")
    );
    assert!(here.to_string().contains(" / 1 rank"), "{here}");

    let set = [&quickstart[..], &["--set", "data.num_workers=3"]].concat();
    assert_eq!(
        loader_line(&plan_text(&set)),
        "loader        3 workers (data.num_workers), 2 steps prepared ahead"
    );

    let ranks = [&quickstart[..], &["--set", "train.world_size=2"]].concat();
    let line = plan_text(&ranks);
    let line = loader_line(&line);
    let per_rank = LoaderWorkers::here(None, 2);
    assert!(
        line.starts_with(&format!("loader        per rank: {per_rank}, 2 steps")),
        "{line}"
    );
    assert!(
        line.ends_with("ranks on other machines size their own"),
        "{line}"
    );

    // The plan itself holds no count: the same JSON on a machine of any size.
    let v = plan_json(&quickstart);
    assert!(v["data"].get("num_workers").is_none(), "{}", v["data"]);
    let v = plan_json(&[&quickstart[..], &["--explain"]].concat());
    let p = &v["provenance"]["data.num_workers"];
    assert_eq!(p["value"], "auto");
    assert!(
        p["layer"]
            .as_str()
            .unwrap()
            .starts_with("derived: sized where the run starts"),
        "{p}"
    );
    let v = plan_json(&[&set[..], &["--explain"]].concat());
    assert_eq!(v["data"]["num_workers"], 3);
    assert_eq!(
        v["provenance"]["data.num_workers"]["layer"],
        "--set data.num_workers=3"
    );
}

#[test]
fn unset_removes_a_key_and_a_misspelt_one_exits_2() {
    // Without its `convention`, FS-CT's constant schedule takes the default (timm's), and
    // --explain records the removal as the --unset's.
    let out = paperfit()
        .args([
            "plan",
            "experiments/fsct_miniimagenet_resnet34_5w5s.toml",
            "--preset",
            "cpu",
        ])
        .args(["--unset", "paper.schedule.convention", "--explain"])
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        text.contains("convention timm: timm's warmup, then constant"),
        "{text}"
    );
    assert!(
        text.lines().any(|l| l.contains("paper.schedule.convention")
            && l.contains("(removed)")
            && l.contains("--unset paper.schedule.convention")),
        "{text}"
    );
    paperfit()
        .args(["plan", "experiments/dcal_cub.toml", "--preset", "cpu"])
        .args(["--unset", "paper.schedule.warmup_epoch"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "no layer sets `paper.schedule.warmup_epoch`",
        ))
        .stderr(predicate::str::contains(
            "--unset paper.schedule.warmup_epoch",
        ))
        .stderr(predicate::str::contains(
            "did you mean `paper.schedule.warmup_epochs`?",
        ));
}
