//! Did the run reproduce the paper? A run's evaluation beside what its paper reports
//! (`[[paper.results]]`): the two values, their difference, and whether the comparison means
//! anything (the paper's data, split, protocol and recipe, and the run as it trained) or why
//! not.

use std::path::{Path, PathBuf};

use super::evaluation::Evaluation;
use super::metrics::{read_rows, RowKind};
use super::recovery::Backoff;
use super::run::PaperComparison;
use crate::config::schema::{DataFormat, ReportedResult, ResultMetric};
use crate::data::formats;
use crate::error::Result;
use crate::plan::{DeviationKind, Plan};

/// What an evaluation stands on besides its run's plan, where that decides whether it
/// compares with the paper.
#[derive(Debug, Clone, Default)]
pub(crate) struct Circumstances {
    /// `paperfit eval --set data.root=...` on other data than the run's.
    pub other_data: Option<OtherData>,
    /// The run's out-of-memory back-offs before the evaluated weights, as the optimizer step
    /// (from 1) and the micro-batch it was redone with.
    pub backoffs: Vec<(u64, usize)>,
}

/// The data an evaluation read instead of its run's.
#[derive(Debug, Clone)]
pub(crate) struct OtherData {
    /// The `data.root` evaluated.
    pub root: PathBuf,
    /// The run's own `data.root`, if it has one.
    pub run_root: Option<PathBuf>,
}

impl Circumstances {
    /// The back-offs `metrics.jsonl` in `run_dir` logs, up to optimizer step `up_to` (every
    /// one when `None`).
    pub(crate) fn backoffs_of(run_dir: &Path, up_to: Option<u64>) -> Result<Vec<(u64, usize)>> {
        Ok(read_rows(&run_dir.join("metrics.jsonl"))?
            .into_iter()
            .filter(|r| r.kind == RowKind::Backoff && up_to.is_none_or(|s| r.step <= s))
            .map(|r| (r.step, r.micro_batch))
            .collect())
    }
}

/// The plan's reported results beside `evaluation` (none: the run did not evaluate).
pub(crate) fn compare(plan: &Plan, evaluation: Option<&Evaluation>) -> Vec<PaperComparison> {
    compare_with(plan, &Circumstances::default(), evaluation)
}

/// [`compare`] for an evaluation made in `circumstances`.
pub(crate) fn compare_with(
    plan: &Plan,
    circumstances: &Circumstances,
    evaluation: Option<&Evaluation>,
) -> Vec<PaperComparison> {
    let reason = why_not_comparable(plan, circumstances);
    plan.paper_results
        .iter()
        .map(|reported| {
            let reason = reason.clone().or_else(|| other_split(plan, reported));
            beside(reported, evaluation, reason.as_deref())
        })
        .collect()
}

/// Why `reported`, measured on a split the experiment names, does not compare with an
/// evaluation of the plan's evaluation split when that is another one: the validation classes
/// a few-shot run selects its checkpoint on are not the test classes its paper reports.
fn other_split(plan: &Plan, reported: &ReportedResult) -> Option<String> {
    let paper = reported.split.as_deref()?;
    let [_, evaluated] = formats::split_names(&plan.data)?;
    (evaluated != paper).then(|| {
        format!(
            "the run evaluated the `{evaluated}` split, the paper's number is on `{paper}`: `paperfit eval RUN_DIR --checkpoint best --set data.eval_split={paper}` evaluates it there"
        )
    })
}

/// The first of `backoffs` (step, micro-batch) that made BatchNorm in train mode normalise
/// fewer samples than the paper's batch where the plan normalises the whole batch at once: a
/// deviation its plan does not list (a plan whose micro-batches split the batch lists it as
/// [`DeviationKind::BatchStatistics`]).
pub(crate) fn batch_statistics_backoff(
    plan: &Plan,
    backoffs: &[(u64, usize)],
) -> Option<(u64, usize)> {
    let batchnorm =
        crate::models::registry::has_batchnorm(&plan.model) && !plan.model.freeze_batchnorm;
    let planned = plan
        .deviations
        .iter()
        .any(|d| d.kind == DeviationKind::BatchStatistics);
    if !batchnorm || planned {
        return None;
    }
    let batch = plan.effective_batch as usize;
    backoffs.iter().copied().find(|&(_, micro)| micro < batch)
}

/// What the run log and `metrics.jsonl` say of `backoff`: [`Backoff::describe`], and when it
/// makes BatchNorm normalise fewer samples than the plan does, that this is a deviation.
pub(crate) fn describe_backoff(plan: &Plan, backoff: &Backoff) -> String {
    let mut text = backoff.describe();
    if batch_statistics_backoff(plan, &[(backoff.step + 1, backoff.to)]).is_some() {
        text.push_str(&format!(
            "; BatchNorm now normalises micro-batches of {} instead of the paper's batch of {}: the run deviates from the paper, and its results do not compare with the paper's",
            backoff.to, plan.effective_batch
        ));
    }
    text
}

fn beside(
    reported: &ReportedResult,
    evaluation: Option<&Evaluation>,
    reason: Option<&str>,
) -> PaperComparison {
    let metric = reported.metric;
    let scale = if metric.is_percentage() { 100.0 } else { 1.0 };
    let run = evaluation
        .and_then(|e| run_value(metric, e))
        .map(|v| v * scale);
    let run_ci95 = evaluation
        .and_then(|e| e.ci95)
        .filter(|_| metric == ResultMetric::Accuracy)
        .map(|c| c * scale);
    let not_comparable = match (reason, run) {
        (Some(why), _) => Some(why.to_string()),
        (None, Some(_)) => None,
        (None, None) if metric == ResultMetric::QuadraticWeightedKappa => Some(
            "the run computes the quadratic weighted kappa only for a regression onto grades (loss `mse`)".into(),
        ),
        (None, None) => Some(format!("the run has no {} evaluation", metric.label())),
    };
    PaperComparison {
        metric,
        protocol: reported.protocol.clone(),
        source: reported.source.clone(),
        paper: reported.value,
        run,
        run_ci95,
        difference: run
            .filter(|_| not_comparable.is_none())
            .map(|v| v - reported.value),
        not_comparable,
    }
}

/// The run's value of `metric` as a fraction (or the kappa), when it computes it.
fn run_value(metric: ResultMetric, e: &Evaluation) -> Option<f64> {
    let retrieval = e.mean_average_precision.is_some();
    match metric {
        ResultMetric::Accuracy => (!retrieval).then_some(e.accuracy),
        ResultMetric::Rank1 => retrieval.then_some(e.accuracy),
        ResultMetric::Map => e.mean_average_precision,
        ResultMetric::QuadraticWeightedKappa => e.quadratic_weighted_kappa,
    }
}

/// Why a run of `plan`, evaluated in `circumstances`, cannot be compared with the paper's
/// numbers: a smoke run, data the paper did not use (synthetic, or other data than the run's),
/// a recipe that is not the paper's (a split whose counted size differs from the one the
/// experiment states is a deviation too), or a deviation the run made as it trained.
fn why_not_comparable(plan: &Plan, circumstances: &Circumstances) -> Option<String> {
    if let Some(smoke) = &plan.smoke_run {
        return Some(format!(
            "a smoke run: {} of {} optimizer steps (--max-steps)",
            smoke.max_steps, smoke.planned_steps
        ));
    }
    if plan.data.format == DataFormat::Synthetic {
        return Some("synthetic data".into());
    }
    if let Some(other) = &circumstances.other_data {
        let run = other
            .run_root
            .as_ref()
            .map_or("none".to_string(), |r| r.display().to_string());
        return Some(format!(
            "evaluated on other data than the run's: data.root {} (the run's: {run})",
            other.root.display()
        ));
    }
    if let Some(first) = plan.deviations.first() {
        let more = match plan.deviations.len() - 1 {
            0 => String::new(),
            n => format!(" and {n} more"),
        };
        return Some(format!(
            "the recipe deviates from the paper ({}{more}: `paperfit plan` lists them)",
            first.key
        ));
    }
    if let Some((step, micro)) = batch_statistics_backoff(plan, &circumstances.backoffs) {
        return Some(format!(
            "the run deviated from the paper as it trained: an out-of-memory back-off in optimizer step {step} made BatchNorm normalise micro-batches of {micro} instead of the paper's batch of {} (model.freeze_batchnorm; metrics.jsonl logs the back-off)",
            plan.effective_batch
        ));
    }
    None
}

/// "paper: accuracy 93.82% (600 episodes of ...; arXiv:...); this run 91.20% +- 0.40%: -2.62
/// points", or "...; this run 41.00%: not comparable (synthetic data)".
pub(crate) fn describe(c: &PaperComparison) -> String {
    let (unit, points) = match c.metric.is_percentage() {
        true => ("%", " points"),
        false => ("", ""),
    };
    let run = match c.run {
        Some(v) => {
            let ci = c
                .run_ci95
                .map(|ci| format!(" +- {ci:.2}{unit}"))
                .unwrap_or_default();
            format!("this run {v:.2}{unit}{ci}")
        }
        None => "this run: not measured".into(),
    };
    let verdict = match (&c.not_comparable, c.difference) {
        (Some(why), _) => format!("not comparable ({why})"),
        (None, Some(d)) => format!("{d:+.2}{points}"),
        (None, None) => "not comparable".into(),
    };
    format!(
        "paper: {} {:.2}{unit} ({}; {}); {run}: {verdict}",
        c.metric.label(),
        c.paper,
        c.protocol,
        c.source
    )
}

/// The paper's values as TensorBoard scalars in the run's own scale (fractions, as
/// `eval/accuracy`), written beside every evaluation so that its curve shows the target.
pub(crate) fn reference_scalars(plan: &Plan) -> Vec<(&'static str, f64)> {
    plan.paper_results
        .iter()
        .filter_map(|r| {
            let tag = match r.metric {
                ResultMetric::Accuracy => "eval/accuracy_paper",
                ResultMetric::Rank1 => "eval/rank1_paper",
                ResultMetric::Map => "eval/map_paper",
                ResultMetric::QuadraticWeightedKappa => "eval/kappa_paper",
            };
            let scale = if r.metric.is_percentage() { 100.0 } else { 1.0 };
            Some((tag, r.value / scale))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A smoke run's evaluation is never set beside the paper's number as a result, whatever
    /// else holds: the reason names the smoke run first.
    #[test]
    fn a_smoke_run_is_not_compared_with_the_paper() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        let mut options =
            crate::config::LoadOptions::new(root.join("experiments/quickstart.toml"), "cpu");
        options.presets_dir = Some(root.join("presets"));
        let mut plan = crate::plan::resolve(&crate::config::load(&options).unwrap()).unwrap();
        plan.paper_results = vec![ReportedResult {
            metric: ResultMetric::Accuracy,
            value: 90.0,
            protocol: "test split".into(),
            source: "Table 1".into(),
            split: None,
        }];
        plan.limit_steps(3).unwrap();
        let evaluation = Evaluation {
            loss: None,
            accuracy: 0.9,
            ci95: None,
            mean_average_precision: None,
            quadratic_weighted_kappa: None,
        };
        let compared = compare(&plan, Some(&evaluation));
        let why = compared[0].not_comparable.as_deref().unwrap_or_default();
        assert!(why.starts_with("a smoke run: 3 of"), "{why}");
        assert_eq!(compared[0].difference, None);
        assert!(describe(&compared[0]).contains("not comparable (a smoke run"));
    }

    /// A result measured on the test classes does not compare with the evaluation of the
    /// validation classes a few-shot run selects its checkpoint on, and compares with the test
    /// classes' (`paperfit eval --set data.eval_split=test`); a result without a split compares
    /// with the run's evaluation split, whichever it is.
    #[test]
    fn a_result_on_another_split_than_the_evaluated_one_is_not_comparable() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        let experiment = root.join("experiments/fsct_miniimagenet_resnet34_5w5s.toml");
        let mut options = crate::config::LoadOptions::new(experiment, "cpu");
        options.presets_dir = Some(root.join("presets"));
        let mut plan = crate::plan::resolve(&crate::config::load(&options).unwrap()).unwrap();
        // What the data would be counted at, had the test the paper's data.
        plan.deviations.clear();
        assert_eq!(plan.paper_results[0].split.as_deref(), Some("test"));
        let evaluation = Evaluation {
            loss: None,
            accuracy: 0.9,
            ci95: Some(0.004),
            mean_average_precision: None,
            quadratic_weighted_kappa: None,
        };
        let on_val = &compare(&plan, Some(&evaluation))[0];
        let why = on_val.not_comparable.as_deref().unwrap_or_default();
        assert!(
            why.starts_with("the run evaluated the `val` split, the paper's number is on `test`")
                && why.contains("--set data.eval_split=test"),
            "{why}"
        );
        assert_eq!(on_val.difference, None);
        plan.data.eval_split = Some("test".into());
        let on_test = &compare(&plan, Some(&evaluation))[0];
        assert_eq!(on_test.not_comparable, None);
        let difference = on_test.difference.unwrap();
        assert!((difference - (90.0 - 93.82)).abs() < 1e-9, "{difference}");
        plan.paper_results[0].split = None;
        plan.data.eval_split = None;
        assert_eq!(compare(&plan, Some(&evaluation))[0].not_comparable, None);
    }

    /// A BatchNorm run planned to normalise the paper's whole batch and resumed on more
    /// processes normalises each one's share: its evaluations no longer compare with the
    /// paper's, as after an out-of-memory back-off that splits the batch.
    #[test]
    fn a_batchnorm_run_resumed_on_more_processes_is_not_comparable() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        let experiment = root.join("experiments/fsct_miniimagenet_resnet34_5w5s.toml");
        let mut options = crate::config::LoadOptions::new(experiment, "cpu")
            .set("train.micro_batch=105")
            .set("data.eval_split=\"test\"");
        options.presets_dir = Some(root.join("presets"));
        let mut plan = crate::plan::resolve(&crate::config::load(&options).unwrap()).unwrap();
        // What the data would be counted at, had the test the paper's data.
        plan.deviations.clear();
        let evaluation = Evaluation {
            loss: None,
            accuracy: 0.9,
            ci95: Some(0.004),
            mean_average_precision: None,
            quadratic_weighted_kappa: None,
        };
        assert_eq!(compare(&plan, Some(&evaluation))[0].not_comparable, None);
        let resumed = plan.on_world_size(3).unwrap();
        let compared = &compare(&resumed, Some(&evaluation))[0];
        let why = compared.not_comparable.as_deref().unwrap_or_default();
        assert!(why.contains("model.freeze_batchnorm"), "{why}");
        assert_eq!(compared.difference, None);
    }
}
