//! The best checkpoint, as timm's `--checkpoint-hist` and Lightning's
//! `ModelCheckpoint(monitor=...)` keep it: whenever a run evaluates, an evaluation better than
//! every one before it by the run's metric ([`metric_of`]) has its weights written to
//! `checkpoints/best-step-NNNNNNNN/` (`model.safetensors` and `best.json`, assembled in a
//! temporary directory and renamed into place, as every checkpoint is), and `checkpoints/best`
//! (replaced by rename) names it. A tie keeps the earlier step. The record (step, metric,
//! value) is part of the trainer's state, so every checkpoint carries the best record of its
//! point: a resume points `best` back at that record's directory (which [`prune`] keeps for as
//! long as the latest checkpoint names it) and makes the evaluations after the checkpoint again.

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};

use candle_core::Tensor;

use super::checkpoint::{self, BestRecord};
use super::evaluation::Evaluation;
use super::run_dir::{io, write_json};
use crate::error::{Error, Result};

/// The file naming the best checkpoint, beside `latest`.
pub(crate) const POINTER: &str = "best";
/// The best checkpoints' directory names: this and the step, as `step-NNNNNNNN`.
const PREFIX: &str = "best-step-";

/// The metric a run's best evaluation is chosen by, and its value in `e`: re-identification's
/// mean average precision (`eval_map`), a regression onto grades' quadratic weighted kappa
/// (`eval_kappa`, the APTOS competition's metric), otherwise the accuracy (`eval_accuracy`:
/// top-1, or the few-shot episodes' mean). All are higher-is-better; no loss is ever the
/// metric.
pub(crate) fn metric_of(e: &Evaluation) -> (&'static str, f64) {
    match (e.mean_average_precision, e.quadratic_weighted_kappa) {
        (Some(map), _) => ("eval_map", map),
        (None, Some(kappa)) => ("eval_kappa", kappa),
        (None, None) => ("eval_accuracy", e.accuracy),
    }
}

/// The record `e` makes at `step` on the evaluation data `data` describes ([`eval_data`]) when
/// it is better than `best` (strictly: an equal value keeps the earlier step; a value that is
/// not a number is never better). Values by two metrics do not compare: a regression's kappa is
/// undefined when every grade and every prediction is one grade (or an output is not a number),
/// and its evaluation falls back to the accuracy. The run's own metric ranks above that
/// fallback: an evaluation with a kappa replaces a best kept by its accuracy, and one without a
/// kappa never replaces a kappa. Nor do values on two evaluation sets compare: a best made on
/// other data (before a resume that took `--accept-data-change`) is replaced by the first
/// evaluation on this data.
pub(crate) fn improved(
    best: Option<&BestRecord>,
    e: &Evaluation,
    step: u64,
    data: Option<&str>,
) -> Option<BestRecord> {
    // A record from before records kept their data says nothing of it: taken as this data.
    let best = best.filter(|b| b.eval_data.is_none() || b.eval_data.as_deref() == data);
    let (metric, value) = metric_of(e);
    let better = match best {
        Some(b) if b.metric == metric => value > b.value,
        Some(b) => is_fallback(&b.metric) && !is_fallback(metric) && !value.is_nan(),
        None => !value.is_nan(),
    };
    better.then(|| BestRecord {
        step,
        metric: metric.to_string(),
        value,
        eval_data: data.map(str::to_string),
        eval_batch: None,
    })
}

/// The evaluation data of `record` (the splits a run evaluates on, as recorded at its start or
/// its last resume): each split's image count and file-list digest, what a best record is
/// made on.
pub(crate) fn eval_data(record: &crate::data::record::DataRecord) -> Option<String> {
    let split = |s: &crate::data::record::SplitRecord| match &s.files_sha256 {
        Some(digest) => format!("{} images, file list sha256 {digest}", s.images),
        None => format!("{} images", s.images),
    };
    let eval = record.eval.as_ref().map(split)?;
    Some(match &record.gallery {
        Some(gallery) => format!("{eval}; gallery {}", split(gallery)),
        None => eval,
    })
}

/// Whether `metric` is the accuracy a run chosen by another metric falls back to when an
/// evaluation does not compute that one ([`metric_of`]).
fn is_fallback(metric: &str) -> bool {
    metric == "eval_accuracy"
}

fn dir_name(step: u64) -> String {
    format!("{PREFIX}{step:08}")
}

/// Write `model` (the weights and buffers of a checkpoint) as the best checkpoint `record`
/// describes and point `checkpoints/best` at it.
pub(crate) fn save(
    run_dir: &Path,
    model: &BTreeMap<String, Tensor>,
    record: &BestRecord,
) -> Result<()> {
    let root = run_dir.join("checkpoints");
    fs::create_dir_all(&root).map_err(|e| io("cannot create", &root, e))?;
    let name = dir_name(record.step);
    let tmp = root.join(format!(".{name}.tmp-{}", std::process::id()));
    if tmp.exists() {
        fs::remove_dir_all(&tmp).map_err(|e| io("cannot remove", &tmp, e))?;
    }
    fs::create_dir_all(&tmp).map_err(|e| io("cannot create", &tmp, e))?;
    checkpoint::save_tensors(model, &tmp.join("model.safetensors"))?;
    write_json(&tmp.join("best.json"), record)?;
    checkpoint::sync_dir(&tmp)?;
    let final_dir = root.join(&name);
    if final_dir.exists() {
        fs::remove_dir_all(&final_dir).map_err(|e| io("cannot remove", &final_dir, e))?;
    }
    fs::rename(&tmp, &final_dir).map_err(|e| io("cannot rename into", &final_dir, e))?;
    checkpoint::sync_dir(&root)?;
    checkpoint::write_atomic(&root.join(POINTER), name.as_bytes())?;
    prune(run_dir)
}

/// The name `checkpoints/best` holds, if there is one.
fn pointed(run_dir: &Path) -> Result<Option<String>> {
    let path = run_dir.join("checkpoints").join(POINTER);
    match fs::read_to_string(&path) {
        Ok(name) => Ok(Some(name.trim().to_string())),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
        Err(e) => Err(io("cannot read", &path, e)),
    }
}

/// The directory `checkpoints/best` names, if the run has one.
pub(crate) fn dir(run_dir: &Path) -> Result<Option<PathBuf>> {
    Ok(pointed(run_dir)?.map(|name| run_dir.join("checkpoints").join(name)))
}

/// Remove the best checkpoints that neither `checkpoints/best` nor the latest checkpoint's
/// record names, and the temporaries of interrupted writes (directories, and the pointer's). The latest checkpoint's
/// is kept because a resume goes back to it ([`restore`]).
pub(crate) fn prune(run_dir: &Path) -> Result<()> {
    let root = run_dir.join("checkpoints");
    let mut keep: Vec<String> = pointed(run_dir)?.into_iter().collect();
    if let Some((_, state)) = checkpoint::latest_state(run_dir)? {
        keep.extend(state.best.map(|b| dir_name(b.step)));
    }
    let entries = match fs::read_dir(&root) {
        Ok(entries) => entries,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(()),
        Err(e) => return Err(io("cannot list", &root, e)),
    };
    for entry in entries.flatten() {
        let name = entry.file_name().to_string_lossy().to_string();
        let stale = name.starts_with(&format!(".{PREFIX}"))
            || (name.starts_with(PREFIX) && !keep.contains(&name));
        if stale && entry.path().is_dir() {
            fs::remove_dir_all(entry.path()).map_err(|e| io("cannot remove", &entry.path(), e))?;
        } else if name.starts_with(&format!(".{POINTER}.tmp")) && entry.path().is_file() {
            fs::remove_file(entry.path()).map_err(|e| io("cannot remove", &entry.path(), e))?;
        }
    }
    Ok(())
}

/// Point `checkpoints/best` at the best checkpoint of `record`, the record of the checkpoint a
/// run resumes from (none: no `best` yet), and remove the best checkpoints made after it: the
/// resumed run makes its evaluations again and keeps the best of them as an uninterrupted run
/// does.
pub(crate) fn restore(run_dir: &Path, record: Option<&BestRecord>) -> Result<()> {
    let root = run_dir.join("checkpoints");
    let pointer = root.join(POINTER);
    match record {
        Some(record) => {
            let name = dir_name(record.step);
            if !root.join(&name).join("model.safetensors").is_file() {
                return Err(Error::Internal(format!(
                    "the latest checkpoint's best evaluation (step {}) has no weights in {}",
                    record.step,
                    root.join(&name).display()
                )));
            }
            if pointed(run_dir)?.as_deref() != Some(name.as_str()) {
                checkpoint::write_atomic(&pointer, name.as_bytes())?;
            }
        }
        None if pointer.exists() => {
            fs::remove_file(&pointer).map_err(|e| io("cannot remove", &pointer, e))?;
        }
        None => {}
    }
    prune(run_dir)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::train::checkpoint::TrainerState;

    /// An evaluation with this accuracy and kappa.
    fn evaluation(accuracy: f64, kappa: Option<f64>) -> Evaluation {
        Evaluation {
            loss: Some(1.0),
            accuracy,
            ci95: None,
            mean_average_precision: None,
            quadratic_weighted_kappa: kappa,
        }
    }

    fn record(step: u64) -> BestRecord {
        BestRecord {
            step,
            metric: "eval_accuracy".into(),
            value: step as f64 / 100.0,
            eval_data: None,
            eval_batch: None,
        }
    }

    /// A run directory whose latest checkpoint (step 15) records the best at step 8, while
    /// `best` already names the newer best at step 16.
    fn ahead_of_the_checkpoint(run: &Path) {
        let root = run.join("checkpoints");
        for name in ["best-step-00000008", "best-step-00000016", "step-00000015"] {
            fs::create_dir_all(root.join(name)).unwrap();
        }
        for name in ["best-step-00000008", "best-step-00000016"] {
            fs::write(root.join(name).join("model.safetensors"), name).unwrap();
        }
        let state = TrainerState {
            step: 15,
            epoch: 1,
            step_in_epoch: 7,
            micro_batch: 16,
            scaler: None,
            elapsed_secs: 1.0,
            data_wait_secs: 0.0,
            skipped_images: Vec::new(),
            best: Some(record(8)),
        };
        let state = serde_json::to_vec(&state).unwrap();
        fs::write(root.join("step-00000015/state.json"), state).unwrap();
        fs::write(root.join("latest"), "step-00000015").unwrap();
        fs::write(root.join(POINTER), "best-step-00000016").unwrap();
    }

    #[test]
    fn a_resume_points_best_back_at_its_checkpoint_s_record() {
        let dir = tempfile::tempdir().unwrap();
        ahead_of_the_checkpoint(dir.path());
        // Pruning keeps both: the pointer's and the one a resume goes back to.
        prune(dir.path()).unwrap();
        let root = dir.path().join("checkpoints");
        assert!(
            root.join("best-step-00000008").is_dir() && root.join("best-step-00000016").is_dir()
        );
        restore(dir.path(), Some(&record(8))).unwrap();
        assert_eq!(
            fs::read_to_string(root.join(POINTER)).unwrap(),
            "best-step-00000008"
        );
        assert!(!root.join("best-step-00000016").exists());
        // A checkpoint from before any evaluation: no best at all.
        let dir = tempfile::tempdir().unwrap();
        ahead_of_the_checkpoint(dir.path());
        restore(dir.path(), None).unwrap();
        let root = dir.path().join("checkpoints");
        assert!(!root.join(POINTER).exists());
        assert!(!root.join("best-step-00000016").exists());
    }

    #[test]
    fn an_equal_value_keeps_the_earlier_step() {
        let e = |accuracy| evaluation(accuracy, None);
        let first = improved(None, &e(0.5), 8, None).unwrap();
        assert_eq!(improved(Some(&first), &e(0.5), 16, None), None);
        assert_eq!(improved(Some(&first), &e(0.25), 16, None), None);
        assert_eq!(improved(Some(&first), &e(0.75), 16, None).unwrap().step, 16);
        assert_eq!(improved(None, &e(f64::NAN), 8, None), None);
    }

    /// A best made on other evaluation data (before a resume that took a data change) does not
    /// rank against an evaluation on this data: the first one replaces it, whatever the values;
    /// then values on this data rank as usual. A record without its data (an older run's)
    /// ranks as if made on this data.
    #[test]
    fn a_best_on_other_evaluation_data_is_replaced_by_the_first_evaluation_on_this_data() {
        let e = |accuracy| evaluation(accuracy, None);
        let before = improved(None, &e(0.9), 8, Some("40 images, file list sha256 a")).unwrap();
        assert_eq!(
            before.eval_data.as_deref(),
            Some("40 images, file list sha256 a")
        );
        let now = Some("50 images, file list sha256 b");
        let first = improved(Some(&before), &e(0.3), 16, now).unwrap();
        assert_eq!((first.step, first.eval_data.as_deref()), (16, now));
        assert_eq!(improved(Some(&first), &e(0.2), 24, now), None);
        let older = BestRecord {
            eval_data: None,
            ..before
        };
        assert_eq!(improved(Some(&older), &e(0.3), 16, now), None);
    }

    /// A regression is chosen by its kappa, not its accuracy; an evaluation whose kappa is
    /// undefined (so it falls back to the accuracy) never replaces a kappa.
    #[test]
    fn a_regression_is_chosen_by_its_kappa() {
        let e = evaluation;
        let first = improved(None, &e(0.9, Some(0.5)), 8, None).unwrap();
        assert_eq!((first.metric.as_str(), first.value), ("eval_kappa", 0.5));
        assert_eq!(improved(Some(&first), &e(0.95, Some(0.4)), 16, None), None);
        assert_eq!(improved(Some(&first), &e(1.0, None), 16, None), None);
        assert_eq!(
            improved(Some(&first), &e(0.5, Some(0.6)), 16, None)
                .unwrap()
                .step,
            16
        );
        // A first evaluation without a kappa keeps its accuracy until one has a kappa, whatever
        // the two values (a kappa can be negative); a kappa that is not a number never replaces it.
        let accuracy = improved(None, &e(0.9, None), 8, None).unwrap();
        assert_eq!(accuracy.metric, "eval_accuracy");
        assert_eq!(
            improved(Some(&accuracy), &e(0.95, None), 16, None)
                .unwrap()
                .step,
            16
        );
        assert_eq!(
            improved(Some(&accuracy), &e(0.5, Some(f64::NAN)), 16, None),
            None
        );
        let kappa = improved(Some(&accuracy), &e(0.5, Some(-0.1)), 16, None).unwrap();
        assert_eq!(
            (kappa.metric.as_str(), kappa.value, kappa.step),
            ("eval_kappa", -0.1, 16)
        );
        assert_eq!(improved(Some(&kappa), &e(1.0, None), 24, None), None);
    }
}
