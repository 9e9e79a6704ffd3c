//! `paperfit doctor`: the whole suite on the CPU (what a machine without a GPU can check), and
//! its refusals.

use crate::common;

use paperfit::doctor::{self, Check, DoctorReport, Status};

/// Every family, every check: the ones that need a GPU are skipped and say so; the others pass
/// within their stated tolerances, and the exit code is 0.
#[test]
fn the_cpu_suite_passes_and_names_what_it_cannot_check() {
    let dir = tempfile::tempdir().unwrap();
    let output = common::paperfit_in(dir.path())
        .args(["doctor", "--device", "cpu", "--format", "json"])
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(
        output.status.success(),
        "{stdout}\n{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let report: serde_json::Value = serde_json::from_str(&stdout).unwrap();
    let checks = report["checks"].as_array().unwrap();
    let status = |c: &serde_json::Value| c["status"].as_str().unwrap().to_string();
    for family in doctor::workloads::FAMILIES {
        let mine: Vec<&serde_json::Value> = checks
            .iter()
            .filter(|c| c["group"] == family.name)
            .collect();
        let names: Vec<&str> = mine.iter().map(|c| c["name"].as_str().unwrap()).collect();
        assert!(
            names.contains(&"micro-batches against one pass")
                && names.contains(&"checkpointing against plain backprop")
                && names.contains(&"CPU twice: byte-identical gradients and weights"),
            "{}: {names:?}",
            family.name
        );
        for c in &mine {
            if c["name"] == "device against the CPU" {
                assert_eq!(status(c), "skip", "{c}");
                assert!(
                    c["detail"].as_str().unwrap().contains("no CUDA device"),
                    "{c}"
                );
            } else {
                assert_eq!(status(c), "pass", "{c}");
            }
        }
    }
    let kernels: Vec<&serde_json::Value> =
        checks.iter().filter(|c| c["group"] == "kernels").collect();
    assert_eq!(kernels.len(), 1, "{kernels:?}");
    assert_eq!(status(kernels[0]), "skip");
    assert!(kernels[0]["detail"]
        .as_str()
        .unwrap()
        .contains("no CUDA device"));
    for name in [
        "fp16 scaler skips a non-finite step",
        "an injected out-of-memory error is recovered",
        "killed and resumed: identical weights",
        "two training runs: identical weights",
    ] {
        let c = checks
            .iter()
            .find(|c| c["name"] == name)
            .unwrap_or_else(|| panic!("{name} missing"));
        assert_eq!(status(c), "pass", "{c}");
    }
    let fused = checks
        .iter()
        .find(|c| c["name"] == "fused optimizer against the CPU twin")
        .expect("the fused optimizer's check");
    assert_eq!(status(fused), "skip", "{fused}");
    let memory = report["memory"].as_array().unwrap();
    assert_eq!(memory.len(), doctor::workloads::MEMORY_WORKLOADS.len());
    for (row, workload) in memory.iter().zip(doctor::workloads::MEMORY_WORKLOADS) {
        assert_eq!(row["tolerance"], workload.cpu_tolerance, "{row}");
        assert!(
            row["error"].as_f64().unwrap().abs() <= row["tolerance"].as_f64().unwrap(),
            "{row}"
        );
    }
    assert_eq!(report["device"], "the CPU");
}

/// Asking for a GPU this build or machine does not have fails with the reason, exit 1.
#[test]
fn a_cuda_doctor_without_cuda_fails_saying_why() {
    if !common::optional::cpu_build(this_test!()) {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let output = common::paperfit_in(dir.path())
        .args(["doctor", "--device", "cuda"])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(1));
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(
        stdout.contains("FAIL") && stdout.contains("built without the `cuda` feature"),
        "{stdout}"
    );
}

/// One failed check fails the report; skipped ones do not.
#[test]
fn a_report_passes_only_when_no_check_failed() {
    let check = |status| Check {
        group: "g".into(),
        name: "n".into(),
        status,
        detail: String::new(),
        seconds: 0.0,
    };
    let mut report = DoctorReport {
        version: "0".into(),
        cuda_build: false,
        build: paperfit::gpu::CudaBuild::current(),
        gpu: "none".into(),
        gpu_capability: None,
        device: "the CPU".into(),
        checks: vec![check(Status::Pass), check(Status::Skip)],
        memory: Vec::new(),
        seconds: 0.0,
    };
    assert!(report.passed());
    report.checks.push(check(Status::Fail));
    assert!(!report.passed());
    assert!(doctor::render(&report).contains("1 passed, 1 failed, 1 skipped"));
}

/// An error inside a check is a failure that says what went wrong, not a crash.
#[test]
fn a_check_that_errors_fails_with_the_error() {
    let c = Check::measure("g", "n", || {
        Err(paperfit::error::Error::Internal(
            "the device fell over".into(),
        ))
    });
    assert_eq!(c.status, Status::Fail);
    assert!(c.detail.contains("the device fell over"));
}
