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
