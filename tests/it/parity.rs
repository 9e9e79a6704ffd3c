//! `paperfit bench parity` for every family with a PyTorch reference, at tiny sizes on the CPU:
//! paperfit and PyTorch (timm, torchvision, or the transcription shipped with paperfit) train
//! from the same initial weights on the same batches with the same recipe, and agree within the
//! stated tolerances (docs/parity.md). A changed ingredient on the reference side makes the
//! command fail. Needs a Python with torch, torchvision and timm (`PAPERFIT_PYTHON`); without
//! one these tests say they skipped, unless `PAPERFIT_TEST_STRICT` names `python`.

use crate::common;

use std::path::Path;

use serde_json::Value;

mod backbones;
mod methods;
mod mixed_precision;

const MODULES: &[&str] = &["torch", "torchvision", "timm", "safetensors"];

/// The small CNN: channels 8 and 16, 16 px, 64 samples in steps of 16 split 8 x 2.
const SMALL_CNN: &[&str] = &[
    "model.channels=[8,16]",
    "paper.input_size=16",
    "data.train_samples=64",
    "paper.effective_batch=16",
    "train.micro_batch=8",
];

/// `base` followed by `more`: a shared configuration with a test's own settings.
fn with<'a>(base: &[&'a str], more: &[&'a str]) -> Vec<&'a str> {
    base.iter().chain(more).copied().collect()
}

/// The report names `expected` among its reference's words (which PyTorch model ran).
fn assert_reference(report: &Value, expected: &str) {
    let reference = report["reference"].as_str().unwrap_or_default();
    assert!(
        reference.contains(expected),
        "reference {reference:?}, expected {expected:?}"
    );
}

/// `paperfit bench parity` with `sets`; the exit code and the JSON report.
fn parity(
    python: &Path,
    experiment: &str,
    steps: u32,
    sets: &[&str],
    extra: &[&str],
    perturb: Option<&str>,
) -> (i32, Value, String) {
    // The flip reaches the reference only: paperfit refuses unknown PAPERFIT_ variables, so
    // the variable is set by a wrapper around the reference's Python.
    let reference = match perturb {
        None => python.to_path_buf(),
        Some(p) => {
            let dir =
                std::env::temp_dir().join(format!("paperfit-perturb-{}-{p}", std::process::id()));
            std::fs::create_dir_all(&dir).unwrap();
            let wrapper = dir.join("python");
            std::fs::write(
                &wrapper,
                format!(
                    "#!/bin/sh\nPAPERFIT_PARITY_PERTURB={p} exec '{}' \"$@\"\n",
                    python.display()
                ),
            )
            .unwrap();
            use std::os::unix::fs::PermissionsExt;
            std::fs::set_permissions(&wrapper, std::fs::Permissions::from_mode(0o755)).unwrap();
            wrapper
        }
    };
    let mut cmd = common::paperfit_in(&common::root());
    cmd.args(["bench", "parity", experiment, "--format", "json", "--steps"])
        .arg(steps.to_string())
        .arg("--python")
        .arg(&reference)
        .args(extra);
    for s in sets {
        cmd.args(["--set", s]);
    }
    let out = cmd.output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr).to_string();
    let report = serde_json::from_slice(&out.stdout)
        .unwrap_or_else(|e| panic!("{experiment}: no report ({e}): {stderr}"));
    (out.status.code().unwrap_or(-1), report, stderr)
}

/// The largest relative distance of a step's `field` from PyTorch's; infinite where one is NaN
/// (`common::worst`).
fn max_relative(report: &Value, field: &str) -> f64 {
    common::worst(report["steps"].as_array().unwrap().iter().map(|s| {
        let a = s["paperfit"][field].as_f64().unwrap();
        let b = s["pytorch"][field].as_f64().unwrap();
        (a - b).abs() / b.abs()
    }))
}

/// The largest relative distance of a step's `field` from PyTorch's, less twice the distance
/// rounding alone put PyTorch's float32 value from its float64 run's at that step (the
/// allowance `bench parity` adds to the tolerance, docs/parity.md).
fn max_beyond_rounding(report: &Value, field: &str) -> f64 {
    let exact = report["float64"]["steps"].as_array();
    let steps = report["steps"].as_array().unwrap();
    if let Some(exact) = exact {
        assert_eq!(exact.len(), steps.len(), "PyTorch's float64 steps");
    }
    common::worst(steps.iter().enumerate().map(|(i, s)| {
        let a = s["paperfit"][field].as_f64().unwrap();
        let b = s["pytorch"][field].as_f64().unwrap();
        let drift = exact.map_or(0.0, |e| {
            let e = e[i][field].as_f64().unwrap();
            (b - e).abs() / e.abs()
        });
        (a - b).abs() / b.abs() - 2.0 * drift
    }))
}

fn relative_of(diff: &Value) -> f64 {
    diff["difference"].as_f64().unwrap() / diff["norm"].as_f64().unwrap()
}

fn final_relative(report: &Value) -> f64 {
    relative_of(&report["final_weights"])
}

/// A trajectory comparison of `steps` steps that passed: print its maxima, check them against
/// the tolerance.
fn assert_trajectory(
    name: &str,
    code: i32,
    report: &Value,
    stderr: &str,
    steps: usize,
    tolerance: f64,
) {
    assert_eq!(code, 0, "{name}: {}\n{stderr}", report["failures"]);
    assert_eq!(report["mode"], "trajectory", "{name}");
    // The maxima below are over the steps: no step compared would pass them all.
    let compared = report["steps"].as_array().map_or(0, Vec::len);
    assert_eq!(compared, steps, "{name}: steps compared");
    let float64 = &report["float64"];
    let (loss, norm, drift) = (
        max_relative(report, "loss"),
        max_relative(report, "grad_norm"),
        float64["drift"].as_f64().unwrap(),
    );
    // The final weights against PyTorch float64's, beside PyTorch float32's own distance.
    let (ours, theirs) = (
        relative_of(&float64["paperfit_vs_f64"]),
        relative_of(&float64["f32_vs_f64"]),
    );
    eprintln!(
        "{name} against {}: max relative loss {loss:.1e}, gradient norm {norm:.1e} (PyTorch f32 from f64 {drift:.1e}); final weights from f64: paperfit {ours:.1e}, PyTorch f32 {theirs:.1e} (from PyTorch f32: {:.1e})",
        report["reference"],
        final_relative(report)
    );
    assert!(
        drift <= tolerance,
        "{name}: PyTorch's own drift {drift:.1e}"
    );
    for field in ["loss", "grad_norm"] {
        let beyond = max_beyond_rounding(report, field);
        assert!(
            beyond <= tolerance,
            "{name}: {field} {beyond:.1e} beyond rounding"
        );
    }
    assert!(ours <= tolerance.max(2.0 * theirs), "{name}: {float64}");
    assert!(
        max_relative(report, "lr") <= 1e-12,
        "{name}: the schedules differ"
    );
}

/// One-step checks that passed: print and check the ratios.
fn assert_one_step(name: &str, code: i32, report: &Value, stderr: &str, checks: usize) {
    assert_eq!(code, 0, "{name}: {}\n{stderr}", report["failures"]);
    assert_eq!(report["mode"], "one_step", "{name}");
    let rows = report["one_step"].as_array().unwrap();
    assert_eq!(rows.len(), checks, "{name}");
    for r in rows {
        let ours = r["paperfit_vs_f64"]["difference"].as_f64().unwrap();
        let f32 = r["f32_vs_f64"]["difference"].as_f64().unwrap();
        let update = r["update_norm"].as_f64().unwrap();
        eprintln!(
            "{name} against {}, one step before step {}: |paperfit - f64| {ours:.3e}, |f32 - f64| {f32:.3e} (ratio {:.2}), |update| {update:.3e}",
            report["reference"],
            r["step"],
            ours / f32
        );
        assert!(ours <= 2.0 * f32, "{name}: {r}");
        // The float32 distance is the farthest of PyTorch's paths, and the report says which.
        assert!(
            ["default", "one thread", "native kernels, no oneDNN"]
                .contains(&r["f32_path"].as_str().unwrap_or_default()),
            "{name}: {r}"
        );
        // The check has something to see: the step moved the weights far more than either
        // distance.
        assert!(update > 100.0 * f32, "{name}: {r}");
    }
    assert!(
        max_relative(report, "lr") <= 1e-12,
        "{name}: the schedules differ"
    );
}

/// A report that compared fewer steps than asked fails the trajectory check: its maxima over no
/// steps are 0, within any tolerance. The same report passes when no step is asked for, so the
/// count is what fails it.
#[test]
fn a_trajectory_without_the_steps_asked_for_fails() {
    let unit = serde_json::json!({ "difference": 0.0, "norm": 1.0 });
    let report = serde_json::json!({
        "mode": "trajectory",
        "reference": "none",
        "failures": [],
        "steps": [],
        "float64": {
            "drift": 0.0,
            "steps": [],
            "paperfit_vs_f64": unit,
            "f32_vs_f64": unit,
        },
        "final_weights": unit,
    });
    assert_trajectory("no steps asked", 0, &report, "", 0, 1e-5);
    let asked = std::panic::catch_unwind(|| assert_trajectory("8 asked", 0, &report, "", 8, 1e-5));
    assert!(asked.is_err(), "a report of no steps passed for 8");
}
