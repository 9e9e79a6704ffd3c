//! The binary's other promises: usage errors and help, a malformed fault variable, closed
//! output streams, missing data and weights said before anything is written, completion scripts.

use super::*;

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
        let out = paperfit()
            .args(["plan", "quickstart", "--explain"])
            .env("PAPERFIT_ATTENTION", path)
            .env("PAPERFIT_CUDNN", "legacy")
            .env("PAPERFIT_LINEAR", "cublaslt")
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let text = String::from_utf8_lossy(&out.stdout);
        let provenance = |key: &str, value: &str, var: &str| {
            text.lines().any(|l| {
                l.contains(key) && l.contains(value) && l.contains(&format!("environment {var}"))
            })
        };
        assert!(
            text.contains(&format!(
                "execution     attention {path}, convolutions legacy (cuDNN interface), linear cublaslt"
            )) && provenance("execution.attention", path, "PAPERFIT_ATTENTION")
                && provenance("execution.convolution", "legacy", "PAPERFIT_CUDNN")
                && provenance("execution.linear", "cublaslt", "PAPERFIT_LINEAR"),
            "{text}"
        );
    }
    // Unset: the defaults, recorded in the JSON plan.
    let out = paperfit()
        .args(["plan", "quickstart", "--format", "json"])
        .output()
        .unwrap();
    let plan: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(
        plan["execution"],
        serde_json::json!({"attention": "composed", "convolution": "graph", "linear": "cublaslt"})
    );
    let out = paperfit()
        .args(["plan", "quickstart"])
        .env("PAPERFIT_LINEAR", "cublasLt")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("environment variable PAPERFIT_LINEAR=cublasLt")
            && err.contains("composed, cublaslt")
            && err.contains("did you mean `cublaslt`?"),
        "{err}"
    );
}
