//! `scripts/gpu-check.sh`'s stages as their dry runs print them, without a GPU: every command
//! under a time limit that fits its stage, in the order the stage means, and every paperfit
//! command line one the binary parses.

use crate::common;

/// `scripts/gpu-check.sh --dry-run ... first` prints the first-GPU stage's commands without a
/// GPU: the environment is skipped, every command runs under a time limit, the micro-batches
/// come from the plans, and no precision is forced (the preset and the card decide it).
#[test]
fn the_first_gpu_stage_prints_its_commands_without_a_gpu() {
    let scratch = tempfile::tempdir().unwrap();
    let out_dir = scratch.path().join("out");
    let (text, commands) = dry_run(&out_dir, "first");
    let names = command_names(&commands);
    assert_eq!(
        names,
        [
            "first-version",
            "first-doctor",
            "first-shape-dcal-16gb",
            "first-shape-seresnext50-256",
            "first-shape-fsct-5w5s",
            "first-speed-vit224",
            "first-speed-seresnext50",
        ],
        "{text}"
    );
    for line in &commands {
        assert!(line.contains(": timeout "), "not under a limit: {line}");
        assert!(
            !line.contains("train.precision"),
            "precision forced: {line}"
        );
    }
    // The micro-batches of the DCAL 16gb plan and the FS-CT episode are the plans' own.
    let micro = |name: &str| -> u32 {
        let line = commands.iter().find(|l| l.starts_with(name)).unwrap();
        let after = line.split("--micro-batch ").nth(1).unwrap_or_default();
        after
            .split_whitespace()
            .next()
            .and_then(|m| m.parse().ok())
            .unwrap_or_else(|| panic!("no micro-batch in {line}"))
    };
    assert_eq!(micro("first-shape-dcal-16gb"), 4, "{text}");
    assert_eq!(micro("first-shape-fsct-5w5s"), 105, "{text}");
    // A dry run runs nothing: no environment record, no archive.
    assert!(!out_dir.join("environment.txt").exists());
    assert!(!out_dir.join("first.tar.gz").exists());
}

/// What `scripts/gpu-check.sh --dry-run` prints for `stage` with this build's binary and no
/// Python, its results under `out_dir`: the whole output, and the command lines (those named
/// `<stage>-...`). The dry run must succeed.
fn dry_run(out_dir: &std::path::Path, stage: &str) -> (String, Vec<String>) {
    let output = std::process::Command::new("bash")
        .args([
            "scripts/gpu-check.sh",
            "--dry-run",
            env!("CARGO_BIN_EXE_paperfit"),
            "/nonexistent/python",
        ])
        .arg(out_dir)
        .arg(stage)
        .current_dir(common::root())
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&output.stdout).into_owned();
    assert!(
        output.status.success(),
        "{text}{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let prefix = format!("{stage}-");
    let commands = text
        .lines()
        .filter(|l| l.starts_with(&prefix))
        .map(str::to_string)
        .collect();
    (text, commands)
}

/// The names of a dry run's command lines (before the colon).
fn command_names(commands: &[String]) -> Vec<&str> {
    commands
        .iter()
        .map(|l| l.split(':').next().unwrap())
        .collect()
}

/// Every command parses, and the limits of the first `n` sum to at most `budget` seconds: what
/// a stage's deadline cannot cut short.
fn first_limits_fit(commands: &[String], n: usize, budget: u32, text: &str) {
    let limits: Vec<u32> = commands
        .iter()
        .map(|line| limit_of_a_command_that_parses(line))
        .collect();
    let first: u32 = limits[..n].iter().sum();
    assert!(
        first <= budget,
        "{first} s of limits in the first {n}: {text}"
    );
}

/// The time limit a dry run's command line runs under (`<name>: timeout <seconds> ...`), after
/// checking that its paperfit command parses: the binary's own parser, asked for `--help` after
/// the stage's arguments, refuses an unknown flag or value with exit code 2.
fn limit_of_a_command_that_parses(line: &str) -> u32 {
    let words: Vec<&str> = line.split_whitespace().collect();
    assert_eq!(words[1], "timeout", "not under a limit: {line}");
    let bin = env!("CARGO_BIN_EXE_paperfit");
    let at = words.iter().position(|w| *w == bin).unwrap();
    let parsed = common::paperfit_in(&common::root())
        .args(&words[at + 1..])
        .arg("--help")
        .output()
        .unwrap();
    assert_eq!(
        parsed.status.code(),
        Some(0),
        "{line}: {}",
        String::from_utf8_lossy(&parsed.stderr)
    );
    words[2].parse().unwrap()
}

/// `scripts/gpu-check.sh --dry-run ... conv` prints the cuDNN comparison's commands without a
/// GPU: each under a limit whose sum fits the stage's 8 minutes, both interfaces for the
/// doctor's convolution rows and each model, PyTorch's default and deterministic runs beside
/// the legacy one; and every paperfit command line parses (the binary's own parser, asked for
/// `--help` after the stage's arguments, refuses an unknown flag or value with exit code 2).
#[test]
fn the_conv_gpu_stage_prints_commands_the_binary_accepts() {
    let scratch = tempfile::tempdir().unwrap();
    let (text, commands) = dry_run(&scratch.path().join("out"), "conv");
    let names = command_names(&commands);
    let mut expected = vec!["conv-doctor-legacy", "conv-doctor-graph"];
    for model in ["seresnext", "resnet50", "resnet34"] {
        expected.push(Box::leak(
            format!("conv-speed-{model}-legacy").into_boxed_str(),
        ));
        expected.push(Box::leak(
            format!("conv-speed-{model}-graph").into_boxed_str(),
        ));
    }
    expected.push("conv-profile-seresnext-graph");
    assert_eq!(names, expected, "{text}");
    let mut limits = 0;
    for line in &commands {
        limits += limit_of_a_command_that_parses(line);
        let path = if line.contains("-graph") {
            "graph"
        } else {
            "legacy"
        };
        assert!(line.contains(&format!("PAPERFIT_CUDNN={path} ")), "{line}");
        if line.contains("-speed-") {
            let reference = match path {
                "legacy" => "--pytorch deterministic",
                _ => "--no-reference",
            };
            assert!(line.contains(reference), "{line}");
        }
    }
    // The doctor and bench commands' own limits, before the profile takes what is left.
    assert!(limits - 120 <= 480, "{limits} s of limits: {text}");
    for path in ["legacy", "graph"] {
        let plan = common::paperfit_in(&common::root())
            .args(["plan", "experiments/quickstart.toml", "--preset", "cpu"])
            .env("PAPERFIT_CUDNN", path)
            .output()
            .unwrap();
        assert!(
            plan.status.success(),
            "PAPERFIT_CUDNN={path}: {}",
            String::from_utf8_lossy(&plan.stderr)
        );
    }
}

/// `scripts/gpu-check.sh --dry-run ... parity` prints the GPU parity commands without a GPU:
/// DeiT-Tiny and the small CNN under a CUDA preset (whose precision is the card's, never
/// forced), each under a limit within the stage's 300 s, with a JSON report; and each command
/// line parses (the binary's own parser, asked for `--help` after the stage's arguments).
#[test]
fn the_parity_gpu_stage_prints_commands_the_binary_accepts() {
    let scratch = tempfile::tempdir().unwrap();
    let (text, commands) = dry_run(&scratch.path().join("out"), "parity");
    let names = command_names(&commands);
    assert_eq!(names, ["parity-deit", "parity-small-cnn"], "{text}");
    let mut limits = 0;
    for line in &commands {
        limits += limit_of_a_command_that_parses(line);
        assert!(
            line.contains("--preset 80gb") && line.contains("--format json"),
            "{line}"
        );
        assert!(
            !line.contains("train.precision"),
            "precision forced: {line}"
        );
    }
    assert!(limits <= 300, "{limits} s of limits: {text}");
}

/// `scripts/gpu-check.sh --dry-run ... targets` prints the speed issues' one-command check
/// without a GPU: the doctor with the graph interface and cuBLASLt switched on first, then the
/// measurements in the order they matter (PyTorch beside the default paths), each command line
/// one the binary parses; the limits of everything up to the three convolutional nets fit the
/// stage's 540 s, so only the later checks can be cut short by the deadline.
#[test]
fn the_targets_gpu_stage_prints_commands_the_binary_accepts() {
    let scratch = tempfile::tempdir().unwrap();
    let (text, commands) = dry_run(&scratch.path().join("out"), "targets");
    let names = command_names(&commands);
    let expected = [
        "targets-doctor-new-paths",
        "targets-vit224-cublaslt",
        "targets-vit224-composed",
        // No table to read in a dry run: the default path is the one profiled.
        "targets-profile-vit224-default",
        "targets-resnet50-graph",
        "targets-resnet34-graph",
        "targets-seresnext-graph",
        "targets-memory-seresnext",
        "targets-parity-deit",
        "targets-dcal448-composed",
        "targets-vit224-fused",
        "targets-parity-small-cnn",
    ];
    assert_eq!(names, expected, "{text}");
    first_limits_fit(&commands, 7, 540, &text);
    let doctor = &commands[0];
    for switch in ["PAPERFIT_CUDNN=graph", "PAPERFIT_LINEAR=cublaslt"] {
        assert!(doctor.contains(switch), "{doctor}");
    }
    assert!(commands[1].contains("--pytorch eager"), "{}", commands[1]);
    assert!(
        commands[3].contains("--cache-control none"),
        "{}",
        commands[3]
    );
    for line in &commands[4..7] {
        assert!(line.contains("--pytorch deterministic"), "{line}");
    }
    for line in &commands {
        assert!(
            !line.contains("train.precision"),
            "precision forced: {line}"
        );
    }
}

/// `scripts/gpu-check.sh --dry-run ... vit` prints the transformer's check without a GPU: the
/// doctor on the default paths, ViT-B/16 beside timm eager, on cuBLASLt, its profile and its
/// memory against the estimate within the stage's 360 s, then the parity and DCAL runs; every
/// command line one the binary parses.
#[test]
fn the_vit_gpu_stage_prints_commands_the_binary_accepts() {
    let scratch = tempfile::tempdir().unwrap();
    let (text, commands) = dry_run(&scratch.path().join("out"), "vit");
    let names = command_names(&commands);
    let expected = [
        "vit-doctor",
        "vit-vit224-cublaslt",
        "vit-vit224-composed",
        "vit-profile-vit224-default",
        "vit-memory-vit224",
        "vit-parity-deit",
        "vit-dcal448-composed",
    ];
    assert_eq!(names, expected, "{text}");
    first_limits_fit(&commands, 5, 360, &text);
    assert!(!commands[0].contains("PAPERFIT_"), "{}", commands[0]);
    assert!(commands[1].contains("--pytorch eager"), "{}", commands[1]);
    assert!(commands[4].contains("--micro-batch 64"), "{}", commands[4]);
}
