//! The quadratic weighted kappa (the APTOS competition's metric) against scikit-learn's
//! `cohen_kappa_score(..., weights="quadratic")`, and a regression run that logs it, chooses its
//! best checkpoint by it and reports it in `summary.json` and `paperfit eval`.

use paperfit::train::class_report::quadratic_weighted_kappa;

use crate::common;
use crate::common::layouts;

/// Random confusion matrices of 2 to 6 grades (some with a grade no sample has or no
/// prediction gives), from a fixed xorshift.
fn matrices() -> Vec<Vec<Vec<u64>>> {
    let mut state = 0x2545_F491_4F6C_DD1Du64;
    let mut next = move |n: u64| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state % n
    };
    let mut out = Vec::new();
    for case in 0..24u64 {
        let grades = 2 + (case % 5) as usize;
        let mut m: Vec<Vec<u64>> = (0..grades)
            .map(|_| (0..grades).map(|_| next(9)).collect())
            .collect();
        match case % 4 {
            // No sample of grade 1.
            1 => m[1].iter_mut().for_each(|c| *c = 0),
            // No prediction of the last grade.
            2 => m.iter_mut().for_each(|r| r[grades - 1] = 0),
            _ => {}
        }
        out.push(m);
    }
    out
}

const SKLEARN: &str = r#"
import json, sys
from sklearn.metrics import cohen_kappa_score
out = []
for m in json.load(sys.stdin):
    n = len(m)
    truth = [t for t in range(n) for p in range(n) for _ in range(m[t][p])]
    predicted = [p for t in range(n) for p in range(n) for _ in range(m[t][p])]
    every = cohen_kappa_score(truth, predicted, weights="quadratic", labels=list(range(n)))
    occurring = cohen_kappa_score(truth, predicted, weights="quadratic")
    out.append([every, occurring, len(set(truth) | set(predicted)) == n])
print(json.dumps(out))
"#;

#[test]
fn quadratic_weighted_kappa_is_scikit_learns() {
    // Exact cases first: agreement everywhere is 1, chance agreement 0, undefined is none.
    assert_eq!(
        quadratic_weighted_kappa(&[vec![3, 0], vec![0, 2]]),
        Some(1.0)
    );
    assert_eq!(
        quadratic_weighted_kappa(&[vec![0, 2], vec![0, 0]]),
        Some(0.0)
    );
    assert_eq!(quadratic_weighted_kappa(&[vec![4, 0], vec![0, 0]]), None);
    assert_eq!(quadratic_weighted_kappa(&[vec![0, 0], vec![0, 0]]), None);
    let Some(python) = common::optional::python_with(this_test!(), &["sklearn"]) else {
        return;
    };
    let matrices = matrices();
    let mut child = std::process::Command::new(python)
        .args(["-c", SKLEARN])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    serde_json::to_writer(child.stdin.take().unwrap(), &matrices).unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success());
    let theirs: Vec<(f64, f64, bool)> = serde_json::from_slice(&out.stdout).unwrap();
    let mut every_grade_occurs = 0;
    for (m, (every, occurring, all_occur)) in matrices.iter().zip(theirs) {
        let ours = quadratic_weighted_kappa(m).unwrap();
        assert!((ours - every).abs() <= 1e-12, "{m:?}: {ours} vs {every}");
        // Numbering only the grades that occur, scikit-learn's default agrees when all do.
        if all_occur {
            every_grade_occurs += 1;
            assert!(
                (ours - occurring).abs() <= 1e-12,
                "{m:?}: {ours} vs {occurring}"
            );
        }
    }
    assert!(every_grade_occurs > 0);
}

/// APTOS's experiment at tiny scale through the CLI: every evaluation row of `metrics.jsonl`
/// has `eval_kappa`, the best checkpoint is chosen by it, `summary.json` and `paperfit eval`
/// (the same weights) give the last one, which is scikit-learn's kappa of the confusion matrix
/// `paperfit eval` reports (predictions past the last grade counted as the last).
#[test]
fn a_regression_run_logs_reports_and_chooses_by_its_kappa() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("aptos");
    layouts::aptos2019(&data, 40);
    // The experiment with a stated kappa, so the comparison with the paper has it too.
    let text = std::fs::read_to_string(common::root().join("experiments/seresnext50_aptos.toml"))
        .unwrap()
        .replace(
            "\n[model]",
            "\n[[paper.results]]\nmetric = \"quadratic_weighted_kappa\"\nvalue = 0.93\nprotocol = \"private leaderboard\"\nsource = \"write-up\"\n\n[model]",
        );
    let experiment = dir.path().join("aptos_with_result.toml");
    std::fs::write(&experiment, text).unwrap();
    let out = dir.path().join("run");
    let mut cmd = common::paperfit_in(&common::root());
    cmd.arg("train")
        .arg(&experiment)
        .args(["--preset", "cpu", "--plain", "--out"])
        .arg(&out);
    for set in [
        format!("data.root=\"{}\"", data.display()),
        "model.pretrained=\"\"".into(),
        "paper.input_size=32".into(),
        "paper.effective_batch=8".into(),
        "paper.lr_reference_batch=8".into(),
        "paper.epochs=2".into(),
        "data.train_samples=32".into(),
        "data.eval_samples=8".into(),
        "data.transforms.train=[{op=\"resize\", size=32}, {op=\"normalize\"}]".into(),
        "data.transforms.eval=[{op=\"resize\", size=32}, {op=\"normalize\"}]".into(),
        "train.precision=\"fp32\"".into(),
    ] {
        cmd.args(["--set", &set]);
    }
    let printed = String::from_utf8(common::stdout_of(&mut cmd)).unwrap();
    assert!(printed.contains("quadratic weighted kappa"), "{printed}");
    let rows: Vec<serde_json::Value> = std::fs::read_to_string(out.join("metrics.jsonl"))
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .filter(|r: &serde_json::Value| r["kind"] == "eval")
        .collect();
    assert_eq!(rows.len(), 2, "one evaluation an epoch");
    let kappas: Vec<f64> = rows
        .iter()
        .map(|r| r["eval_kappa"].as_f64().unwrap())
        .collect();
    assert!(
        kappas.iter().all(|k| (-1.0..=1.0).contains(k)),
        "{kappas:?}"
    );
    let summary: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(out.join("summary.json")).unwrap()).unwrap();
    assert_eq!(summary["eval_kappa"].as_f64(), Some(kappas[1]));
    assert_eq!(summary["best"]["metric"], "eval_kappa");
    let best = kappas.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    assert_eq!(summary["best"]["value"].as_f64(), Some(best));
    // Beside the paper's kappa, as is (not as a percentage), and in TensorBoard.
    let paper = &summary["paper"][0];
    assert_eq!(paper["run"].as_f64(), Some(kappas[1]), "{paper}");
    assert_eq!(paper["paper"].as_f64(), Some(0.93), "{paper}");
    let events: Vec<u8> = common::event_files(&out)
        .iter()
        .flat_map(|p| std::fs::read(p).unwrap())
        .collect();
    for tag in [&b"eval/kappa"[..], b"eval/kappa_paper"] {
        assert!(events.windows(tag.len()).any(|w| w == tag));
    }
    let eval = common::stdout_of(
        common::paperfit_in(&common::root())
            .args(["eval", "--format", "json"])
            .arg(&out),
    );
    let e: serde_json::Value = serde_json::from_slice(&eval).unwrap();
    assert_eq!(e["eval_kappa"].as_f64(), Some(kappas[1]), "{e}");
    let counts: Vec<Vec<u64>> =
        serde_json::from_value(e["confusion_matrix"]["counts"].clone()).unwrap();
    let grades: Vec<Vec<u64>> = counts
        .iter()
        .map(|row| {
            let mut clipped = row[..5].to_vec();
            clipped[4] += row.get(5).copied().unwrap_or(0);
            clipped
        })
        .collect();
    assert_eq!(quadratic_weighted_kappa(&grades), Some(kappas[1]));
}
