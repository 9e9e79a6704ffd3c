//! `paperfit eval`'s report by class, from each evaluation sample's prediction: top-5
//! accuracy, the accuracy of each class, and the confusion matrix (rows the true class,
//! columns the predicted one). What cannot be computed for a run is `null`, with the reason in
//! `not_computed` under the same key.

use std::cmp::Ordering;
use std::collections::BTreeMap;

use candle_core::DType;
use serde::Serialize;

use crate::models::{Predictions, NOT_A_GRADE};

/// How many of the highest-scored classes top-k accuracy looks at.
const TOP_K: usize = 5;

/// The column of a regression's predictions that round past the last class.
const PAST_THE_LAST: &str = "(past the last class)";

/// Rows the true classes, columns the predicted ones, with their names.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ConfusionMatrix {
    pub true_classes: Vec<String>,
    pub predicted_classes: Vec<String>,
    /// `counts[t][p]`: evaluation samples of class `t` predicted as `p`.
    pub counts: Vec<Vec<u64>>,
}

/// The report by class of one evaluation.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ClassReport {
    /// The share of samples whose class is among the five highest-scored.
    pub top5_accuracy: Option<f64>,
    /// Each class's accuracy by its name (`null`: no evaluation sample of that class).
    pub per_class_accuracy: Option<BTreeMap<String, Option<f64>>>,
    pub confusion_matrix: Option<ConfusionMatrix>,
    /// Why a key above is `null`, under its name.
    pub not_computed: BTreeMap<String, String>,
}

impl ClassReport {
    /// A report of nothing, each key's reason `why`: an evaluation that classifies no sample on
    /// its own (few-shot episodes, re-identification).
    pub(crate) fn not_computed(why: &str) -> Self {
        ClassReport {
            top5_accuracy: None,
            per_class_accuracy: None,
            confusion_matrix: None,
            not_computed: ["top5_accuracy", "per_class_accuracy", "confusion_matrix"]
                .into_iter()
                .map(|key| (key.to_string(), why.to_string()))
                .collect(),
        }
    }
}

/// The counts a [`ClassReport`] is made of, gathered batch by batch.
pub(crate) struct Tally {
    classes: usize,
    /// `classes` rows of `classes + 1` columns: the last counts a regression's predictions past
    /// the last class.
    counts: Vec<Vec<u64>>,
    /// Samples whose class is among the [`TOP_K`] highest-scored; none for a regression.
    top_k: Option<u64>,
    /// A regression's outputs that were not a number (counted in the last column).
    not_a_number: u64,
}

impl Tally {
    pub(crate) fn new(classes: usize) -> Self {
        Tally {
            classes,
            counts: vec![vec![0; classes + 1]; classes],
            top_k: Some(0),
            not_a_number: 0,
        }
    }

    /// Count one batch's predictions.
    pub(crate) fn add(&mut self, predictions: Predictions) -> candle_core::Result<()> {
        match predictions {
            Predictions::Scores {
                scores,
                predicted,
                targets,
            } => {
                let scores = scores.to_dtype(DType::F32)?.to_vec2::<f32>()?;
                let predicted = predicted.to_dtype(DType::U32)?.to_vec1::<u32>()?;
                for ((row, &p), &t) in scores.iter().zip(&predicted).zip(&targets) {
                    self.count(t, p);
                    if rank_of(row, t as usize) < TOP_K {
                        self.top_k = self.top_k.map(|k| k + 1);
                    }
                }
            }
            Predictions::Grades { predicted, targets } => {
                self.top_k = None;
                for (&p, &t) in predicted.iter().zip(&targets) {
                    self.not_a_number += u64::from(p == NOT_A_GRADE);
                    self.count(t, p);
                }
            }
        }
        Ok(())
    }

    /// A regression onto grades: the quadratic weighted kappa of its predictions, each rounded
    /// grade past the last one counted as the last (as the competition's code clipped them);
    /// none for class scores, where a prediction is not a number, or where it is undefined (see
    /// [`quadratic_weighted_kappa`]).
    pub(crate) fn quadratic_weighted_kappa(&self) -> Option<f64> {
        if self.top_k.is_some() || self.not_a_number > 0 {
            return None;
        }
        let grades: Vec<Vec<u64>> = self
            .counts
            .iter()
            .map(|row| {
                let mut clipped = row[..self.classes].to_vec();
                clipped[self.classes - 1] += row[self.classes];
                clipped
            })
            .collect();
        quadratic_weighted_kappa(&grades)
    }

    fn count(&mut self, target: u32, predicted: u32) {
        if let Some(row) = self.counts.get_mut(target as usize) {
            row[(predicted as usize).min(self.classes)] += 1;
        }
    }

    /// The report, the classes named by `names` (by label).
    pub(crate) fn report(self, names: &[String]) -> ClassReport {
        let mut not_computed = BTreeMap::new();
        let samples: u64 = self.counts.iter().flatten().sum();
        let top5_accuracy = match self.top_k {
            None => {
                not_computed.insert(
                    "top5_accuracy".into(),
                    "a regression head (loss `mse`) scores no class: nothing to rank".into(),
                );
                None
            }
            Some(_) if self.classes < TOP_K => {
                not_computed.insert(
                    "top5_accuracy".into(),
                    format!(
                        "top-5 accuracy needs at least 5 classes; this model has {}",
                        self.classes
                    ),
                );
                None
            }
            Some(hits) => Some(hits as f64 / samples.max(1) as f64),
        };
        let name = |i: usize| names.get(i).cloned().unwrap_or_else(|| i.to_string());
        let per_class_accuracy = self
            .counts
            .iter()
            .enumerate()
            .map(|(i, row)| {
                let n: u64 = row.iter().sum();
                (name(i), (n > 0).then(|| row[i] as f64 / n as f64))
            })
            .collect();
        let mut predicted_classes: Vec<String> = (0..self.classes).map(name).collect();
        let mut counts = self.counts;
        if counts.iter().any(|row| row[row.len() - 1] > 0) {
            predicted_classes.push(PAST_THE_LAST.to_string());
        } else {
            counts.iter_mut().for_each(|row| {
                row.pop();
            });
        }
        ClassReport {
            top5_accuracy,
            per_class_accuracy: Some(per_class_accuracy),
            confusion_matrix: Some(ConfusionMatrix {
                true_classes: (0..self.classes).map(name).collect(),
                predicted_classes,
                counts,
            }),
            not_computed,
        }
    }
}

/// Cohen's kappa with quadratic weights of a square confusion matrix of ordered grades
/// (`counts[t][p]`: samples of grade `t` predicted as `p`): `1 - sum(w O) / sum(w E)`, with
/// `w[t][p] = (t - p)^2 / (grades - 1)^2`, `O` the counts and `E` the counts chance would give
/// (the outer product of the true and predicted grades' totals over the samples). Every grade
/// is in the matrix, as in the Kaggle metric; scikit-learn's `cohen_kappa_score(...,
/// weights="quadratic")` numbers only the grades that occur, so the two agree when every grade
/// occurs among the true or the predicted ones. None for no samples, or when chance would
/// disagree nowhere (every sample and prediction one grade): the ratio is undefined.
pub fn quadratic_weighted_kappa(counts: &[Vec<u64>]) -> Option<f64> {
    let grades = counts.len();
    let total: u64 = counts.iter().flatten().sum();
    if grades < 2 || total == 0 {
        return None;
    }
    let truth: Vec<f64> = counts
        .iter()
        .map(|r| r.iter().sum::<u64>() as f64)
        .collect();
    let predicted: Vec<f64> = (0..grades)
        .map(|p| counts.iter().map(|r| r[p]).sum::<u64>() as f64)
        .collect();
    let (mut observed, mut expected) = (0.0, 0.0);
    for t in 0..grades {
        for p in 0..grades {
            let weight = (t as f64 - p as f64).powi(2) / ((grades - 1) as f64).powi(2);
            observed += weight * counts[t][p] as f64;
            expected += weight * truth[t] * predicted[p] / total as f64;
        }
    }
    (expected > 0.0).then(|| 1.0 - observed / expected)
}

/// The place of class `target` among `scores` from the highest (0: the highest), in
/// `torch.topk`'s order: NaN (of either sign) above every number, `-0.0` equal to `0.0`; equal
/// scores, NaN among them, ordered by class index.
fn rank_of(scores: &[f32], target: usize) -> usize {
    let Some(&own) = scores.get(target) else {
        return usize::MAX;
    };
    scores
        .iter()
        .enumerate()
        .filter(|&(j, &s)| match torch_order(s, own) {
            Ordering::Greater => true,
            Ordering::Equal => j < target,
            Ordering::Less => false,
        })
        .count()
}

/// How `a` compares with `b` in `torch.topk`'s order: NaN above every number and equal to NaN.
fn torch_order(a: f32, b: f32) -> Ordering {
    match (a.is_nan(), b.is_nan()) {
        (true, true) => Ordering::Equal,
        (true, false) => Ordering::Greater,
        (false, true) => Ordering::Less,
        (false, false) => a.partial_cmp(&b).unwrap_or(Ordering::Equal),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rank_orders_equal_scores_by_class_index() {
        let scores = [0.1, 0.5, 0.5, 0.9, 0.2];
        assert_eq!(rank_of(&scores, 3), 0);
        assert_eq!(rank_of(&scores, 1), 1);
        assert_eq!(rank_of(&scores, 2), 2);
        assert_eq!(rank_of(&scores, 0), 4);
    }

    /// Whether each class is among the five highest-scored, as `torch.topk` says, for rows with
    /// NaN (in the target and in other classes) and infinities; no row ties at the fifth place,
    /// where torch's order among equal scores is its own. From:
    ///
    /// ```python
    /// import torch
    /// nan, inf = float("nan"), float("inf")
    /// for r in ROWS:
    ///     top = torch.topk(torch.tensor(r), 5).indices.tolist()
    ///     print([i in top for i in range(len(r))])
    /// ```
    #[test]
    fn top5_ranks_nan_above_every_number_as_torch_does() {
        let nan = f32::NAN;
        let inf = f32::INFINITY;
        let rows: [(Vec<f32>, Vec<bool>); 5] = [
            (
                vec![0.1, nan, 0.5, 0.2, 0.3, 0.4, 0.0],
                vec![false, true, true, true, true, true, false],
            ),
            (
                vec![nan, nan, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0],
                vec![true, true, false, false, false, true, true, true],
            ),
            (
                vec![1.0, 2.0, 3.0, 4.0, 5.0, 6.0, inf, nan],
                vec![false, false, false, true, true, true, true, true],
            ),
            (
                vec![nan, 1.0, nan, 2.0, nan, 3.0, nan, 4.0],
                vec![true, false, true, false, true, false, true, true],
            ),
            // `-nan` (its sign bit set) is above every number too.
            (
                vec![1.0, 2.0, 3.0, 4.0, 5.0, 6.0, -nan],
                vec![false, false, true, true, true, true, true],
            ),
        ];
        for (scores, torch) in rows {
            let ours: Vec<bool> = (0..scores.len())
                .map(|t| rank_of(&scores, t) < TOP_K)
                .collect();
            assert_eq!(ours, torch, "{scores:?}");
        }
    }

    #[test]
    fn a_nan_score_in_the_tally_is_counted_as_torch_ranks_it() {
        let nan = f32::NAN;
        let scores = candle_core::Tensor::new(
            &[
                [nan, nan, 1.0f32, 2.0, 3.0, 4.0, 5.0, 6.0],
                [nan, nan, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0],
            ],
            &candle_core::Device::Cpu,
        )
        .unwrap();
        let predicted = candle_core::Tensor::new(&[7u32, 7], &candle_core::Device::Cpu).unwrap();
        let mut tally = Tally::new(8);
        tally
            .add(Predictions::Scores {
                scores,
                predicted,
                targets: vec![4, 5],
            })
            .unwrap();
        let report = tally.report(&[]);
        assert_eq!(report.top5_accuracy, Some(0.5));
    }

    #[test]
    fn a_regression_past_the_last_grade_gets_a_column_of_its_own() {
        let mut tally = Tally::new(2);
        tally
            .add(Predictions::Grades {
                predicted: vec![0, 3, 1, 1],
                targets: vec![0, 1, 1, 0],
            })
            .unwrap();
        let report = tally.report(&["a".into(), "b".into()]);
        let matrix = report.confusion_matrix.unwrap();
        assert_eq!(matrix.predicted_classes, ["a", "b", PAST_THE_LAST]);
        assert_eq!(matrix.counts, [[1, 1, 0], [0, 1, 1]]);
        assert!(report.top5_accuracy.is_none());
        assert!(report.not_computed["top5_accuracy"].contains("regression"));
        let per_class = report.per_class_accuracy.unwrap();
        assert_eq!(per_class["a"], Some(0.5));
        assert_eq!(per_class["b"], Some(0.5));
    }

    /// An output that is not a number is counted wrong, past the last grade, and leaves the
    /// evaluation without a kappa; the same counts with a number there have one.
    #[test]
    fn a_regression_output_that_is_not_a_number_is_wrong_and_leaves_no_kappa() {
        let tally_of = |predicted: Vec<u32>| {
            let mut tally = Tally::new(2);
            let targets = vec![0, 1, 1, 0];
            tally
                .add(Predictions::Grades { predicted, targets })
                .unwrap();
            tally
        };
        let tally = tally_of(vec![0, 1, 1, NOT_A_GRADE]);
        assert_eq!(tally.quadratic_weighted_kappa(), None);
        let matrix = tally
            .report(&["a".into(), "b".into()])
            .confusion_matrix
            .unwrap();
        assert_eq!(matrix.counts, [[1, 0, 1], [0, 2, 0]]);
        assert!(tally_of(vec![0, 1, 1, 1])
            .quadratic_weighted_kappa()
            .is_some());
    }
}
