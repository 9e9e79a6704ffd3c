//! Did the run reproduce the paper? A run's evaluation beside what its paper reports
//! (`[[paper.results]]`): the two values, their difference, and whether the comparison means
//! anything (the paper's data, split, protocol and recipe) or why not.

use super::evaluation::Evaluation;
use super::run::PaperComparison;
use crate::config::schema::{DataFormat, ReportedResult, ResultMetric};
use crate::plan::Plan;

/// The plan's reported results beside `evaluation` (none: the run did not evaluate).
pub(crate) fn compare(plan: &Plan, evaluation: Option<&Evaluation>) -> Vec<PaperComparison> {
    let reason = why_not_comparable(plan);
    plan.paper_results
        .iter()
        .map(|reported| beside(reported, evaluation, reason.as_deref()))
        .collect()
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

/// Why a run of `plan` cannot be compared with the paper's numbers: a smoke run, data the
/// paper did not use, or a recipe that is not the paper's (a split whose counted size differs
/// from the one the experiment states is a deviation too).
fn why_not_comparable(plan: &Plan) -> Option<String> {
    if let Some(smoke) = &plan.smoke_run {
        return Some(format!(
            "a smoke run: {} of {} optimizer steps (--max-steps)",
            smoke.max_steps, smoke.planned_steps
        ));
    }
    if plan.data.format == DataFormat::Synthetic {
        return Some("synthetic data".into());
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
}
