//! Presets through the binary: from the environment, `auto` with and without a card, the
//! listing, the built-in set outside the repository, a presets folder layered over it, and
//! `paperfit estimate`'s presets.

use super::*;

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
    let stdout = common::stdout_of(common::paperfit_in(cwd).args(["presets", "--format", "json"]));
    let v: serde_json::Value = serde_json::from_slice(&stdout).unwrap();
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
