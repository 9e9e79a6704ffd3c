//! `paperfit bench parity` in bf16 on the CPU: DeiT-Tiny and the small CNN against the same
//! PyTorch models under `torch.autocast("cpu", torch.bfloat16)` with float32 master weights,
//! within tolerances in units of bf16's unit roundoff (docs/parity.md, "Mixed precision"); a
//! reference without master weights fails; what a half-precision comparison cannot cover is
//! refused.

use super::*;

/// bf16's unit roundoff: half the distance from 1 to the next bf16 (8 significant bits).
const U: f64 = 1.0 / 256.0;

/// The report's stated tolerances, written out: the loss at step k within u (1/4 + k/20), the
/// gradient norm within u (1 + k/10), the final weights within u x 0.02 x steps.
fn assert_within_autocast(name: &str, code: i32, report: &Value, stderr: &str, steps: usize) {
    assert_eq!(code, 0, "{name}: {}\n{stderr}", report["failures"]);
    assert_eq!(report["mode"], "autocast", "{name}");
    assert_eq!(report["precision"], "bf16", "{name}");
    assert_eq!(report["device"], "cpu", "{name}");
    assert_eq!(report["autocast"]["dtype"], "torch.bfloat16", "{name}");
    let rows = report["steps"].as_array().unwrap();
    assert_eq!(rows.len(), steps, "{name}");
    let rel = |s: &Value, field: &str| {
        let (a, b) = (
            s["paperfit"][field].as_f64().unwrap(),
            s["pytorch"][field].as_f64().unwrap(),
        );
        (a - b).abs() / b.abs()
    };
    for (k, s) in rows.iter().enumerate() {
        let k = k as f64;
        assert!(rel(s, "loss") <= U * (0.25 + 0.05 * k), "{name}: {s}");
        assert!(rel(s, "grad_norm") <= U * (1.0 + 0.1 * k), "{name}: {s}");
        assert!(rel(s, "lr") <= 1e-12, "{name}: {s}");
    }
    let weights = final_relative(report);
    let autocast_from_fp32 = relative_of(&report["autocast"]["autocast_vs_fp32"]);
    eprintln!(
        "{name} bf16 against torch.autocast: max relative loss {:.1e}, gradient norm {:.1e}, final weights {weights:.1e} (autocast from PyTorch fp32: {autocast_from_fp32:.1e})",
        max_relative(report, "loss"),
        max_relative(report, "grad_norm"),
    );
    assert!(weights <= U * 0.02 * steps as f64, "{name}: {weights:.1e}");
    // The half-precision run differs from float32 at all: autocast ran.
    assert!(autocast_from_fp32 > 0.0, "{name}");
}

#[test]
fn deit_in_bf16_trains_as_timms_deit_under_autocast() {
    let Some(python) = common::optional::python_with(this_test!(), MODULES) else {
        return;
    };
    let sets = with(super::backbones::DEIT, &["train.precision=bf16"]);
    let (code, report, stderr) = parity(
        &python,
        "experiments/quickstart_vit.toml",
        8,
        &sets,
        &[],
        None,
    );
    assert_reference(&report, "deit_tiny_patch16_224");
    assert_within_autocast("DeiT-Tiny", code, &report, &stderr, 8);
}

#[test]
fn small_cnn_in_bf16_trains_as_its_transcription_under_autocast() {
    let Some(python) = common::optional::python_with(this_test!(), MODULES) else {
        return;
    };
    let sets = with(SMALL_CNN, &["train.precision=bf16"]);
    let (code, report, stderr) =
        parity(&python, "experiments/quickstart.toml", 8, &sets, &[], None);
    assert_eq!(report["reference"], "transcription (torch.nn)");
    assert_within_autocast("small CNN", code, &report, &stderr, 8);
}

/// A reference without float32 master weights (weights, gradients and Adam's state in bf16)
/// fails the comparison: the tolerances see what master weights are for.
#[test]
fn a_reference_without_master_weights_fails_bf16_parity() {
    let Some(python) = common::optional::python_with(this_test!(), MODULES) else {
        return;
    };
    let sets = with(SMALL_CNN, &["train.precision=bf16"]);
    let (code, report, stderr) = parity(
        &python,
        "experiments/quickstart.toml",
        8,
        &sets,
        &[],
        Some("no_master_weights"),
    );
    assert_eq!(code, 1, "parity held: {report}\n{stderr}");
    let failures = report["failures"].as_array().unwrap();
    eprintln!("bf16 without master weights: {failures:?}");
    assert!(
        failures
            .iter()
            .any(|f| f.as_str().unwrap().starts_with("final weights")),
        "{failures:?}"
    );
}

#[test]
fn half_precision_parity_refuses_what_it_cannot_compare() {
    // No Python needed: the plan is refused before anything runs.
    let refused = |sets: &[&str], extra: &[&str]| {
        let mut cmd = common::paperfit_in(&common::root());
        cmd.args(["bench", "parity", "experiments/quickstart.toml"])
            .args(["--python", "python3"])
            .args(extra);
        for s in sets {
            cmd.args(["--set", s]);
        }
        let out = cmd.output().unwrap();
        assert_eq!(out.status.code(), Some(2), "{sets:?} {extra:?}");
        String::from_utf8_lossy(&out.stderr).to_string()
    };
    // A BatchNorm net: its trajectories are chaotic, and one-step checks need float64.
    let stderr = refused(
        &["model.name=resnet18", "train.precision=bf16"],
        &["--unset", "model.channels"],
    );
    assert!(
        stderr.contains("bench parity in bf16 covers") && stderr.contains("train.precision"),
        "{stderr}"
    );
    // One-step checks compare against float64.
    let stderr = refused(&["train.precision=bf16"], &["--one-step", "0"]);
    assert!(
        stderr.contains("--one-step and --gradients") && stderr.contains("no bf16 counterpart"),
        "{stderr}"
    );
}
