//! The command line, end to end: the acceptance checks of the plan command.

use crate::common;

use assert_cmd::Command;
use predicates::prelude::*;

fn paperfit() -> Command {
    Command::from_std(common::paperfit_in(&common::root()))
}

fn plan_json(args: &[&str]) -> serde_json::Value {
    json_of(paperfit().arg("plan").args(args))
}

/// `cmd --format json`, which must succeed, parsed.
fn json_of(cmd: &mut Command) -> serde_json::Value {
    let out = cmd.args(["--format", "json"]).output().unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).unwrap()
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
fn preset_from_the_environment() {
    let out = paperfit()
        .env("PAPERFIT_PRESET", "8gb")
        .args(["plan", "experiments/quickstart.toml", "--format", "json"])
        .output()
        .unwrap();
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["preset"], "8gb");
    assert_eq!(v["micro_batch"], 8);
    assert!(v["preset_reason"]
        .as_str()
        .unwrap()
        .contains("PAPERFIT_PRESET"));
}

#[test]
fn auto_without_a_gpu_explains_that_it_chose_cpu() {
    let out = paperfit()
        .env("PAPERFIT_SIMULATE_GPU_MEMORY", "none")
        .args(["plan", "experiments/quickstart.toml", "--preset", "auto"])
        .output()
        .unwrap();
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    let line = text.lines().find(|l| l.starts_with("preset")).unwrap();
    assert!(line.contains("cpu") && line.contains("no GPU"), "{line}");
}

#[test]
fn auto_with_a_simulated_card() {
    let out = paperfit()
        .env("PAPERFIT_SIMULATE_GPU_MEMORY", "16GiB")
        .args(["plan", "experiments/dcal_cub.toml", "--format", "json"])
        .output()
        .unwrap();
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["preset"], "16gb");
    // The micro-batch is fitted to the card: 8 x 2 is the largest that fits 14.1 GiB without
    // checkpointing (8.9 GiB by the estimate; the whole batch, 16 x 1, would need 14.9 GiB;
    // tests/it/memory_estimate.rs checks the fit itself).
    assert_eq!(v["micro_batch"], 8);
    assert_eq!(v["gradient_checkpointing"], false);
    assert!(v["memory_fit"]["outcome"].is_string());
    // A micro-batch named on the command line is not fitted.
    let out = paperfit()
        .env("PAPERFIT_SIMULATE_GPU_MEMORY", "16GiB")
        .args([
            "plan",
            "experiments/dcal_cub.toml",
            "--format",
            "json",
            "--set",
            "train.micro_batch=4",
        ])
        .output()
        .unwrap();
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["micro_batch"], 4);
    assert_eq!(v["gradient_checkpointing"], true);
    assert!(v.get("memory_fit").is_none());
}

#[test]
fn presets_lists_every_preset_and_what_it_sets() {
    let out = paperfit()
        .env("PAPERFIT_SIMULATE_GPU_MEMORY", "80GiB")
        .args(["presets"])
        .output()
        .unwrap();
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    for name in ["8gb", "16gb", "24gb", "40gb", "80gb", "cpu"] {
        assert!(
            text.contains(&format!(" {name} ")),
            "{name} missing:\n{text}"
        );
    }
    assert!(text.contains("precision = \"fp16\""));
    assert!(text.contains("--preset auto would use `80gb`"), "{text}");

    let out = paperfit()
        .args(["presets", "--format", "json"])
        .output()
        .unwrap();
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let presets = v["presets"].as_array().unwrap();
    assert_eq!(presets.len(), 6);
    let p16 = presets.iter().find(|p| p["name"] == "16gb").unwrap();
    assert_eq!(p16["train"]["precision"], "fp16");
    assert_eq!(p16["memory_gb"], 16.0);
}

/// `paperfit presets --format json` run in `cwd`: each preset by name, without its source.
fn presets_in(cwd: &std::path::Path) -> std::collections::BTreeMap<String, serde_json::Value> {
    let out = common::paperfit_in(cwd)
        .args(["presets", "--format", "json"])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    v["presets"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            let mut p = p.clone();
            // Where each came from differs by design (./presets is layered over the binary's).
            let fields = p.as_object_mut().unwrap();
            fields.remove("source");
            fields.remove("builtin");
            (p["name"].as_str().unwrap().to_string(), p)
        })
        .collect()
}

/// Outside the repository the binary's own presets are used, and they are the files of
/// `presets/` (the repository root reads those): every file compiled in, each the same preset.
#[test]
fn builtin_presets_are_used_outside_the_repository() {
    let dir = tempfile::tempdir().unwrap();
    let files = presets_in(&common::root());
    let builtin = presets_in(dir.path());
    let on_disk: Vec<String> = std::fs::read_dir(common::root().join("presets"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "toml"))
        .map(|p| p.file_stem().unwrap().to_string_lossy().into_owned())
        .collect();
    assert_eq!(files.len(), on_disk.len(), "{on_disk:?}");
    assert_eq!(
        builtin, files,
        "the built-in presets are not the files of presets/"
    );
    let experiment =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("experiments/dcal_cub.toml");
    let out = paperfit()
        .current_dir(dir.path())
        .args([
            "plan",
            experiment.to_str().unwrap(),
            "--preset",
            "16gb",
            "--explain",
        ])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).unwrap();
    let line = text
        .lines()
        .find(|l| l.contains("train.precision"))
        .unwrap();
    assert!(line.contains("presets/16gb.toml"), "{line}");
}

#[test]
fn usage_errors_exit_2_and_help_exits_0() {
    paperfit().args(["plan"]).assert().code(2);
    paperfit()
        .args(["plan", "x.toml", "--format", "yaml"])
        .assert()
        .code(2);
    paperfit().args(["frobnicate"]).assert().code(2);
    paperfit()
        .args(["--help"])
        .assert()
        .code(0)
        .stdout(predicate::str::contains("plan"));
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

#[test]
fn a_malformed_fault_variable_exits_2_before_training() {
    let dir = tempfile::tempdir().unwrap();
    let out = Command::from_std(common::train_quickstart_cpu(&dir.path().join("run")))
        .env("PAPERFIT_FAULT_OOM_AT_STEP", "zero")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("PAPERFIT_FAULT_OOM_AT_STEP must be an optimizer step number")
            && err.contains("environment variable PAPERFIT_FAULT_OOM_AT_STEP"),
        "{err}"
    );
    assert!(!dir.path().join("run").exists());
}

/// `train` and `data` credit `PAPERFIT_PRESET` like `plan` does, in the plan they print and in
/// their errors.
#[test]
fn every_command_credits_the_preset_environment_variable() {
    let dir = tempfile::tempdir().unwrap();
    paperfit()
        .env("PAPERFIT_PRESET", "cpu")
        .args(["train", "experiments/quickstart.toml", "--plain", "--out"])
        .arg(dir.path().join("run"))
        .args([
            "--set",
            "paper.epochs=1",
            "--set",
            "data.train_samples=64",
            "--set",
            "data.eval_samples=0",
        ])
        .assert()
        .success()
        .stdout(predicate::str::contains(
            "preset        cpu (named by environment variable PAPERFIT_PRESET)",
        ));
    paperfit()
        .env("PAPERFIT_PRESET", "12gb")
        .args(["data", "experiments/quickstart.toml"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "environment variable PAPERFIT_PRESET=12gb",
        ));
    paperfit()
        .args(["data", "experiments/quickstart.toml", "--preset", "12gb"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("command line: --preset 12gb"));
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

/// A micro-batch of 0 is a usage error, exit 2.
#[test]
fn estimate_refuses_a_micro_batch_of_zero() {
    paperfit()
        .args([
            "estimate",
            "experiments/quickstart.toml",
            "--micro-batch",
            "0",
        ])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("--micro-batch"));
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

/// Output streams closed before paperfit writes a byte (`paperfit train ... 2>&1 | head`, once
/// head has exited) end neither an error nor a run in a panic: the error still exits 2, and
/// the run still trains to its end and writes its directory.
#[test]
fn closed_output_streams_are_neither_a_panic_nor_the_end_of_a_run() {
    use std::process::Stdio;
    let closed = |mut cmd: std::process::Command| {
        // Each pipe's reading end is closed before the process starts, so every write fails.
        let (reader, stdout) = std::io::pipe().unwrap();
        drop(reader);
        let (reader, stderr) = std::io::pipe().unwrap();
        drop(reader);
        cmd.stdout(Stdio::from(stdout))
            .stderr(Stdio::from(stderr))
            .status()
            .unwrap()
            .code()
    };
    let mut error = common::paperfit_in(&common::root());
    error.args(["plan", "no_such_experiment"]);
    assert_eq!(closed(error), Some(2));

    let dir = tempfile::tempdir().unwrap();
    let run = dir.path().join("run");
    assert_eq!(closed(common::short_quickstart_cpu(&run)), Some(0));
    let summary = std::fs::read_to_string(run.join("summary.json")).unwrap();
    assert!(summary.contains("\"final_train_loss\""), "{summary}");
}

/// A run opens its data before anything else: a missing dataset is the error, said before the
/// pretrained weights are downloaded (the tests' hub endpoint is unreachable, so a download
/// would fail with another error) and before a run directory is made.
#[test]
fn missing_data_is_said_before_weights_are_downloaded_or_a_run_directory_made() {
    let dir = tempfile::tempdir().unwrap();
    let run = dir.path().join("run");
    let root = format!("data.root={}", dir.path().join("no_such_dataset").display());
    let out = common::paperfit_in(&common::root())
        .args(["train", "experiments/dcal_cub.toml", "--preset", "cpu"])
        .args(["--set", &root, "--out"])
        .arg(&run)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(
        stderr.contains("dataset directory") && stderr.contains("not found"),
        "{stderr}"
    );
    assert!(!stderr.contains("downloading"), "{stderr}");
    assert!(!run.exists(), "a run directory was made");
}

/// Local pretrained weights that are not there: `plan` still prints (planning for another
/// machine is legitimate) and says so on its weights row; `train` stops with exit 2 before a
/// run directory is made.
#[test]
fn missing_local_weights_are_said_by_plan_and_stop_train_before_a_run_directory() {
    let dir = tempfile::tempdir().unwrap();
    let weights = dir.path().join("no_such.safetensors");
    let set = format!("model.pretrained=\"{}\"", weights.display());
    let plan = common::paperfit_in(&common::root())
        .args([
            "plan",
            "experiments/quickstart.toml",
            "--preset",
            "cpu",
            "--set",
            &set,
        ])
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&plan.stdout);
    assert!(
        plan.status.success(),
        "{}",
        String::from_utf8_lossy(&plan.stderr)
    );
    let row = text
        .lines()
        .find(|l| l.starts_with("weights"))
        .unwrap_or_else(|| panic!("{text}"));
    assert!(row.contains("not found on this machine"), "{row}");
    let run = dir.path().join("run");
    let train = common::paperfit_in(&common::root())
        .args([
            "train",
            "experiments/quickstart.toml",
            "--preset",
            "cpu",
            "--set",
            &set,
        ])
        .arg("--out")
        .arg(&run)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&train.stderr);
    assert_eq!(train.status.code(), Some(2), "{stderr}");
    assert!(
        stderr.contains("pretrained weights") && stderr.contains("not found"),
        "{stderr}"
    );
    assert!(!run.exists(), "a run directory was made");
}

/// `paperfit completions SHELL` writes a script that completes the commands, and the experiment
/// and preset names where a command takes them (bash's is checked to parse).
#[test]
fn completion_scripts_name_the_commands_experiments_and_presets() {
    let script = |shell: &str| {
        let out =
            common::stdout_of(common::paperfit_in(&common::root()).args(["completions", shell]));
        String::from_utf8(out).unwrap()
    };
    let bash = script("bash");
    for word in [
        "plan",
        "train",
        "doctor",
        "dcal_cub",
        "quickstart_vit",
        "16gb",
        "auto",
    ] {
        assert!(bash.contains(word), "bash: {word}");
    }
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("paperfit.bash");
    std::fs::write(&file, &bash).unwrap();
    let parsed = std::process::Command::new("bash")
        .arg("-n")
        .arg(&file)
        .output()
        .unwrap();
    assert!(
        parsed.status.success(),
        "{}",
        String::from_utf8_lossy(&parsed.stderr)
    );
    let zsh = script("zsh");
    assert!(zsh.contains("dcal_cub") && zsh.contains("80gb"));
    // fish completes option values (the presets); clap's fish script has no positional values.
    let fish = script("fish");
    assert!(fish.contains("-l preset") && fish.contains("24gb"));
    let unknown = common::paperfit_in(&common::root())
        .args(["completions", "tcsh"])
        .output()
        .unwrap();
    assert_eq!(unknown.status.code(), Some(2));
}

/// A preset of one's own in `./presets`, and one that replaces a built-in preset.
const PRESET_12GB: &str = "[preset]\ndescription = \"a 12 GB card\"\nmemory_gb = 12\nusable_fraction = 0.9\ndevice = \"cuda\"\n\n[train]\nprecision = \"fp16\"\ngradient_checkpointing = true\n";

/// `./presets` adds to and overrides the built-in presets by name: it does not hide them, every
/// shipped experiment still plans, `auto` considers the added preset, and `paperfit presets`
/// says where each came from.
#[test]
fn a_presets_folder_layers_over_the_builtin_presets() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir(dir.path().join("presets")).unwrap();
    std::fs::write(dir.path().join("presets/12gb.toml"), PRESET_12GB).unwrap();
    let own_16 = PRESET_12GB
        .replace("memory_gb = 12", "memory_gb = 16")
        .replace("0.9", "0.5");
    std::fs::write(dir.path().join("presets/16gb.toml"), own_16).unwrap();
    let experiment = common::root().join("experiments/dcal_cub.toml");
    let plan = |preset: &str, memory: Option<&str>| {
        let mut cmd = Command::from_std(common::paperfit_in(dir.path()));
        cmd.args(["plan", experiment.to_str().unwrap(), "--preset", preset]);
        if let Some(m) = memory {
            cmd.env("PAPERFIT_SIMULATE_GPU_MEMORY", m);
        }
        json_of(&mut cmd)
    };
    assert_eq!(plan("cpu", None)["preset"], "cpu");
    assert_eq!(plan("12gb", None)["preset"], "12gb");
    // The replaced 16gb preset's budget: half of 16 GB.
    let budget = plan("16gb", None)["memory_budget_bytes"].as_u64().unwrap();
    assert_eq!(budget, 8 << 30);
    // `auto` on a 12 GiB card: the added preset, not the built-in 8gb.
    assert_eq!(plan("auto", Some("12GiB"))["preset"], "12gb");
    assert_eq!(plan("auto", Some("24GiB"))["preset"], "24gb");

    let v = json_of(Command::from_std(common::paperfit_in(dir.path())).arg("presets"));
    let presets = v["presets"].as_array().unwrap();
    let names: Vec<&str> = presets
        .iter()
        .map(|p| p["name"].as_str().unwrap())
        .collect();
    assert_eq!(
        names,
        ["8gb", "12gb", "16gb", "24gb", "40gb", "80gb", "cpu"]
    );
    let by_name = |n: &str| presets.iter().find(|p| p["name"] == n).unwrap().clone();
    assert_eq!(by_name("12gb")["builtin"], false);
    assert_eq!(by_name("12gb")["source"], "presets/12gb.toml");
    assert_eq!(by_name("16gb")["builtin"], false);
    assert_eq!(by_name("16gb")["usable_fraction"], 0.5);
    assert_eq!(by_name("cpu")["builtin"], true);
    let out = Command::from_std(common::paperfit_in(dir.path()))
        .args(["presets"])
        .output()
        .unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.starts_with("built-in presets, with presets over them"),
        "{text}"
    );
    let row = |n: &str| {
        text.lines()
            .find(|l| l.contains(&format!(" {n} ")))
            .unwrap_or_else(|| panic!("{n} missing:\n{text}"))
            .to_string()
    };
    assert!(row("12gb").contains("presets/12gb.toml"), "{text}");
    assert!(row("40gb").contains("built in"), "{text}");
}

/// `estimate --preset auto` tabulates the preset `plan --preset auto` chooses, planned as plan
/// plans it (the micro-batch fitted to the card).
#[test]
fn estimate_takes_preset_auto_as_plan_does() {
    let run = |args: &[&str]| {
        json_of(
            paperfit()
                .env("PAPERFIT_SIMULATE_GPU_MEMORY", "24GiB")
                .args(args),
        )
    };
    let plan = run(&["plan", "experiments/dcal_cub.toml", "--preset", "auto"]);
    let table = run(&["estimate", "experiments/dcal_cub.toml", "--preset", "auto"]);
    let rows = table["rows"].as_array().unwrap();
    assert!(!rows.is_empty());
    assert!(rows.iter().all(|r| r["preset"] == "24gb"), "{table}");
    let planned: Vec<&serde_json::Value> = rows.iter().filter(|r| r["planned"] == true).collect();
    assert_eq!(planned.len(), 1, "{table}");
    assert_eq!(planned[0]["estimate"]["micro_batch"], plan["micro_batch"]);
    assert_eq!(
        planned[0]["estimate"]["gradient_checkpointing"],
        plan["gradient_checkpointing"]
    );
}

#[test]
fn an_unknown_attention_path_exits_2_naming_the_variable_and_the_paths() {
    let out = paperfit()
        .args(["plan", "quickstart"])
        .env("PAPERFIT_ATTENTION", "fuse")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("PAPERFIT_ATTENTION")
            && err.contains("composed, fused")
            && err.contains("did you mean `fused`?"),
        "{err}"
    );
    for path in ["composed", "fused"] {
        paperfit()
            .args(["plan", "quickstart"])
            .env("PAPERFIT_ATTENTION", path)
            .assert()
            .success();
    }
}
