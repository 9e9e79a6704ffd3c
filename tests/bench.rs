//! `paperfit bench train` runs the plan as planned: its device, its precision, its split.

mod common;

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
        "--python",
        "/nonexistent/python",
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
    assert!(why.contains("/nonexistent/python"), "{why}");
    // The precision is the plan's, not forced to fp32.
    let b = bench_train(&["train.precision=\"fp16\"", "train.micro_batch=16"]);
    assert_eq!(b["precision"], "fp16");
}
