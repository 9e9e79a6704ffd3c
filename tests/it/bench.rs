//! `paperfit bench train` runs the plan as planned: its device, its precision, its split.

use crate::common;

fn bench_train(sets: &[&str]) -> serde_json::Value {
    let mut cmd = common::paperfit_in(&common::root());
    cmd.args([
        "bench",
        "train",
        "experiments/quickstart.toml",
        "--preset",
        "cpu",
        "--steps",
        "2",
        "--warmup",
        "0",
        "--format",
        "json",
        // No reference here: the comparison is measured where PyTorch is installed.
        "--no-reference",
    ]);
    for s in sets {
        cmd.args(["--set", s]);
    }
    let output = cmd.output().unwrap();
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    serde_json::from_slice(&output.stdout).unwrap()
}

/// The reference is what a user would run instead: timm's own DeiT (fused attention) with
/// timm's optimizer builder, and the same architecture as paperfit's (the parameter counts
/// agree); the small CNN, paperfit's own model, is transcribed with the same count. The CPU runs
/// the eager reference alone unless `--pytorch` asks for more.
#[test]
fn bench_trains_timms_own_model_as_the_reference() {
    let Some(python) = common::optional::python_with(this_test!(), &["torch", "timm"]) else {
        return;
    };
    for (experiment, sets, model, extra) in [
        (
            "experiments/quickstart_vit.toml",
            &["model.depth=2", "train.micro_batch=8"][..],
            "timm deit_tiny_patch16_224, optimizer from timm",
            None,
        ),
        (
            "experiments/quickstart.toml",
            &["train.micro_batch=8"][..],
            "small_cnn, optimizer from timm",
            Some("deterministic"),
        ),
    ] {
        let mut cmd = common::paperfit_in(&common::root());
        cmd.args(["bench", "train", experiment, "--preset", "cpu"])
            .args(extra.map(|e| ["--pytorch", e]).iter().flatten())
            .args([
                "--steps", "2", "--warmup", "1", "--format", "json", "--python",
            ])
            .arg(&python);
        for s in sets {
            cmd.args(["--set", s]);
        }
        let output = cmd.output().unwrap();
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(output.status.success(), "{experiment}: {stderr}");
        let b: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
        let theirs = &b["pytorch"]["Ok"];
        assert_eq!(theirs["model"], model, "{experiment}: {b}");
        assert_eq!(theirs["samples_per_sec"].as_array().map(Vec::len), Some(2));
        let ours = b["paperfit"]["parameters"].as_u64().unwrap();
        assert!(ours > 1_000, "{experiment}: {ours} parameters");
        assert_eq!(
            theirs["parameters"].as_u64(),
            Some(ours),
            "{experiment}: {b}"
        );
        let deterministic = b["pytorch_deterministic"]["Ok"]["trainer"].as_str();
        assert_eq!(
            deterministic.is_some_and(|t| t.ends_with("eager, deterministic")),
            extra.is_some(),
            "{experiment}: {b}"
        );
        assert!(b.get("pytorch_compiled").is_none(), "{experiment}: {b}");
    }
}

#[test]
fn bench_train_measures_the_plans_precision_and_split() {
    let b = bench_train(&["train.micro_batch=16"]);
    assert_eq!(b["precision"], "fp32");
    assert_eq!(
        (b["micro_batch"].as_u64(), b["accumulation_steps"].as_u64()),
        (Some(16), Some(4))
    );
    let rates = b["paperfit"]["samples_per_sec"].as_array().unwrap();
    assert_eq!(rates.len(), 2);
    assert!(rates.iter().all(|r| r.as_f64().unwrap() > 0.0));
    assert!(b["paperfit"]["peak_bytes"].as_u64().unwrap() > 0);
    assert!(b["device"].as_str().unwrap().starts_with("the CPU"));
    let why = b["pytorch"]["Err"].as_str().unwrap();
    assert!(why.contains("--no-reference"), "{why}");
    // The precision is the plan's, not forced to fp32.
    let b = bench_train(&["train.precision=\"fp16\"", "train.micro_batch=16"]);
    assert_eq!(b["precision"], "fp16");
}

/// ncu's CSV for two profiled steps of two processes (paperfit and the PyTorch reference), with
/// ncu's own lines and the program's output around it, as `--print-units base` writes it.
const NCU_CSV: &str = r#"==PROF== Connected to process 101 (/bin/paperfit)
==PROF== Profiling "gemm_bf16": 0%....50%....100% - 1 pass
"ID","Process ID","Process Name","Host Name","Kernel Name","Context","Stream","Block Size","Grid Size","Device","CC","Section Name","Metric Name","Metric Unit","Metric Value"
"0","101","paperfit","h","sm90_xmma_gemm_bf16bf16_bf16f32","1","7","(128, 1, 1)","(10, 1, 1)","0","9.0","Command line profiler metrics","gpu__time_duration.sum","nsecond","3,000,000"
"1","101","paperfit","h","layer_norm_fwd_bf16","1","7","(128, 1, 1)","(10, 1, 1)","0","9.0","Command line profiler metrics","gpu__time_duration.sum","nsecond","1,000,000"
"2","101","paperfit","h","sm90_xmma_gemm_bf16bf16_bf16f32","1","7","(128, 1, 1)","(10, 1, 1)","0","9.0","Command line profiler metrics","gpu__time_duration.sum","nsecond","3,000,000"
"3","101","paperfit","h","layer_norm_fwd_bf16","1","7","(128, 1, 1)","(10, 1, 1)","0","9.0","Command line profiler metrics","gpu__time_duration.sum","nsecond","1,000,000"
"4","202","python3","h","flash_fwd_kernel","1","7","(128, 1, 1)","(10, 1, 1)","0","9.0","Command line profiler metrics","gpu__time_duration.sum","nsecond","500,000"
"5","202","python3","h","flash_fwd_kernel","1","7","(128, 1, 1)","(10, 1, 1)","0","9.0","Command line profiler metrics","gpu__time_duration.sum","nsecond","500,000"
{"samples_per_sec": [1.0]}
"#;

#[test]
fn the_kernel_time_table_counts_per_step_per_process_and_category() {
    use std::io::Write;
    let Some(python) = common::optional::python_with(this_test!(), &[]) else {
        return;
    };
    let mut child = std::process::Command::new(&python)
        .args(["scripts/kernel-times.py", "-", "--steps", "2"])
        .current_dir(common::root())
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(NCU_CSV.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    // paperfit: 8 ms over 2 steps = 4 ms per step, 2 kernels per step; products 3 ms (75%),
    // layer norm 1 ms (25%).
    assert!(
        text.contains("### paperfit (101): 2 kernels and 4.00 ms of kernel time per step"),
        "{text}"
    );
    assert!(
        text.contains("| matrix products | 3.00 | 75.0% | 1 |"),
        "{text}"
    );
    assert!(
        text.contains("| normalisation | 1.00 | 25.0% | 1 |"),
        "{text}"
    );
    assert!(
        text.contains("### python3 (202): 1 kernels and 0.50 ms"),
        "{text}"
    );
    assert!(text.contains("| attention | 0.50 | 100.0% | 1 |"), "{text}");
    // A CSV with no profiled kernel is an error, not an empty table.
    let empty = std::process::Command::new(&python)
        .args(["scripts/kernel-times.py", "/dev/null", "--steps", "1"])
        .current_dir(common::root())
        .output()
        .unwrap();
    assert!(!empty.status.success());
}

/// `bench data` measures every worker count asked for, says which exceed the cores, and
/// without torchvision says why its column is missing.
#[test]
fn bench_data_measures_each_worker_count() {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let over = (cores + 1).to_string();
    let output = common::paperfit_in(&common::root())
        .args([
            "bench",
            "data",
            "--images",
            "8",
            "--width",
            "64",
            "--height",
            "48",
            "--repeats",
            "1",
            "--no-reference",
            "--workers",
        ])
        .arg(format!("1,2,{over}"))
        .output()
        .unwrap();
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let text = String::from_utf8(output.stdout).unwrap();
    let rate = |workers: &str| -> f64 {
        let line = text
            .lines()
            .find(|l| l.split_whitespace().next() == Some(workers))
            .unwrap_or_else(|| panic!("no row for {workers} workers:\n{text}"));
        line.split_whitespace().nth(1).unwrap().parse().unwrap()
    };
    for workers in ["1", "2", over.as_str()] {
        assert!(rate(workers) > 0.0, "{text}");
    }
    assert!(
        text.contains(&format!(
            "{over} worker(s): more threads than the {cores} core(s)"
        )),
        "{text}"
    );
    let why = text
        .lines()
        .find(|l| l.starts_with("torchvision: not measured ("))
        .unwrap_or_else(|| panic!("no reason for the missing reference:\n{text}"));
    assert!(why.contains("--no-reference"), "{why}");
    assert!(!text.contains("torchvision img/s"), "{text}");
}

/// `bench memory` trains `--steps` optimizer steps per run whatever the dataset's size (here
/// a declared 100,000 images, an epoch of 1,563 steps), and prints sizes in the unit that
/// shows them.
#[test]
fn bench_memory_trains_the_steps_asked_for_whatever_the_data() {
    let output = common::paperfit_in(&common::root())
        .args([
            "bench",
            "memory",
            "experiments/quickstart.toml",
            "--preset",
            "cpu",
            "--micro-batch",
            "32",
            "--steps",
            "2",
            "--set",
            "data.train_samples=100000",
        ])
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&output.stdout);
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    assert!(text.contains("2 optimizer step(s) per run"), "{text}");
    let row = text
        .lines()
        .find(|l| l.starts_with("32 "))
        .unwrap_or_else(|| panic!("no row for micro-batch 32:\n{text}"));
    let cells: Vec<&str> = row.split_whitespace().collect();
    // micro-batch, checkpointing, steps trained (from the run's summary), then the sizes.
    assert_eq!(&cells[..3], &["32", "off", "2"], "{row}");
    let units = ["B", "KiB", "MiB", "GiB"];
    assert!(
        units.contains(&cells[4]) && units.contains(&cells[6]),
        "{row}"
    );
}

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

/// A Python named for a reference (`--python`) that lacks what the reference imports stops
/// every bench command before any measurement, with exit code 2, naming the missing modules
/// and the command that installs them. (`false` stands for a Python without any module: it
/// fails every import.) What shows that nothing was measured first is an event, not a time:
/// the scratch directory every bench writes to before or while measuring (`TMPDIR`: the
/// images of `bench data`, the batches of `bench parity`, the reference script of `bench
/// train`) is a file, so a bench that did any work first would fail on it with another error.
/// The two minutes below only keep a hung bench from hanging the suite.
#[test]
fn a_named_python_without_the_reference_modules_is_said_before_any_work() {
    let scratch = tempfile::NamedTempFile::new().unwrap();
    for (args, missing) in [
        (
            vec!["bench", "parity", "experiments/quickstart.toml"],
            "torch, safetensors",
        ),
        (
            vec![
                "bench",
                "parity",
                "experiments/seresnext50_aptos.toml",
                "--unset",
                "model.pretrained",
            ],
            "torch, safetensors, timm",
        ),
        (
            vec!["bench", "train", "experiments/quickstart.toml"],
            "torch",
        ),
        (vec!["bench", "data", "--images", "8"], "torch, torchvision"),
    ] {
        let mut child = common::paperfit_in(&common::root())
            .args(&args)
            .args(["--python", "false"])
            .env("TMPDIR", scratch.path())
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        let started = std::time::Instant::now();
        while child.try_wait().unwrap().is_none() {
            if started.elapsed() > std::time::Duration::from_secs(120) {
                child.kill().unwrap();
                panic!("{args:?}: still running after two minutes");
            }
            std::thread::sleep(std::time::Duration::from_millis(20));
        }
        let output = child.wait_with_output().unwrap();
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(
            stderr.contains(&format!("in false, which has no module {missing}")),
            "{args:?}: {stderr}"
        );
        assert!(
            stderr.contains(&format!(
                "`false -m pip install {}`",
                missing.replace(", ", " ")
            )),
            "{args:?}: {stderr}"
        );
        assert!(!stderr.contains("Traceback"), "{stderr}");
    }
}

/// `scripts/gpu-check.sh --dry-run ... targets` prints the speed issues' one-command check
/// without a GPU: the doctor with every new execution path switched on first, then the
/// measurements in the order they matter (PyTorch beside the default paths), each command line
/// one the binary parses; the limits of everything up to the two profiles fit the stage's
/// 540 s, so only the later comparisons can be cut short by the deadline.
#[test]
fn the_targets_gpu_stage_prints_commands_the_binary_accepts() {
    let scratch = tempfile::tempdir().unwrap();
    let (text, commands) = dry_run(&scratch.path().join("out"), "targets");
    let names = command_names(&commands);
    let expected = [
        "targets-doctor-new-paths",
        "targets-vit224-composed",
        "targets-vit224-cublaslt",
        "targets-vit224-fused",
        "targets-seresnext-graph",
        "targets-seresnext-legacy",
        // No table to read in a dry run: the default paths are the ones profiled.
        "targets-profile-vit224-default",
        "targets-profile-seresnext-default",
        "targets-parity-deit",
        "targets-parity-small-cnn",
        "targets-dcal448-fused",
        "targets-dcal448-composed",
        "targets-resnet50-graph",
        "targets-resnet50-legacy",
        "targets-resnet34-graph",
        "targets-resnet34-legacy",
    ];
    assert_eq!(names, expected, "{text}");
    let limits: Vec<u32> = commands
        .iter()
        .map(|line| limit_of_a_command_that_parses(line))
        .collect();
    let first_eight: u32 = limits[..8].iter().sum();
    assert!(first_eight <= 540, "{first_eight} s of limits: {text}");
    let doctor = &commands[0];
    for switch in [
        "PAPERFIT_ATTENTION=fused",
        "PAPERFIT_CUDNN=graph",
        "PAPERFIT_LINEAR=cublaslt",
    ] {
        assert!(doctor.contains(switch), "{doctor}");
    }
    assert!(commands[1].contains("--pytorch eager"), "{}", commands[1]);
    assert!(
        commands[4].contains("--pytorch deterministic"),
        "{}",
        commands[4]
    );
    for line in &commands[6..8] {
        assert!(line.contains("--cache-control none"), "{line}");
    }
    for line in &commands {
        assert!(
            !line.contains("train.precision"),
            "precision forced: {line}"
        );
    }
}
