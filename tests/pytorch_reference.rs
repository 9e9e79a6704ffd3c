//! The PyTorch references of `paperfit bench` run where PyTorch is installed: the same model,
//! split and optimizer in PyTorch beside paperfit's training steps, and torchvision's
//! DataLoader beside paperfit's loader. Without torch (and torchvision) these tests say they
//! skipped; CI installs both and sets `PAPERFIT_TEST_STRICT=1`.

mod common;

#[test]
fn bench_train_runs_the_pytorch_reference_beside_paperfit() {
    let Some(python) = common::optional::python_with(this_test!(), &["torch"]) else {
        return;
    };
    let output = common::paperfit_in(&common::root())
        .args([
            "bench",
            "train",
            "experiments/quickstart.toml",
            "--preset",
            "cpu",
            "--steps",
            "2",
            "--warmup",
            "1",
            "--format",
            "json",
            "--set",
            "train.micro_batch=16",
            "--python",
        ])
        .arg(&python)
        .output()
        .unwrap();
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let b: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
    let reference = &b["pytorch"]["Ok"];
    assert!(reference.is_object(), "no PyTorch side: {}", b["pytorch"]);
    assert!(
        reference["trainer"]
            .as_str()
            .unwrap()
            .starts_with("PyTorch "),
        "{reference}"
    );
    let rates = reference["samples_per_sec"].as_array().unwrap();
    assert_eq!(rates.len(), 2, "{reference}");
    assert!(
        rates.iter().all(|r| r.as_f64().unwrap() > 0.0),
        "{reference}"
    );
    assert!(reference["peak_bytes"].as_u64().unwrap() > 0, "{reference}");
}

#[test]
fn bench_data_runs_torchvisions_loader_beside_paperfits() {
    let Some(python) = common::optional::python_with(this_test!(), &["torch", "torchvision"])
    else {
        return;
    };
    let output = common::paperfit_in(&common::root())
        .args([
            "bench",
            "data",
            "--images",
            "16",
            "--width",
            "64",
            "--height",
            "48",
            "--workers",
            "1",
            "--repeats",
            "1",
            "--python",
        ])
        .arg(&python)
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&output.stdout);
    assert!(
        output.status.success(),
        "{text}{}",
        String::from_utf8_lossy(&output.stderr)
    );
    assert!(
        !text.contains("not measured"),
        "torchvision did not run: {text}"
    );
    let line = text
        .lines()
        .find(|l| l.starts_with("torchvision DataLoader"))
        .unwrap_or_else(|| panic!("{text}"));
    let rate: f64 = line.split_whitespace().last().unwrap().parse().unwrap();
    assert!(rate > 0.0, "{line}");
    assert!(text.contains("torchvision 0."), "{text}");
}
