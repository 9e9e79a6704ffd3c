//! `metrics.jsonl` (one JSON object per optimizer step and per evaluation) and its CSV twin.
//! `step` and `epoch` are 1-based (steps completed, the epoch in progress); the schedule's
//! step is 0-based, so the row of step k carries the lr of schedule step k - 1.

use std::fs::{File, OpenOptions};
use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use super::tensorboard::EventWriter;
use crate::error::{Error, Result};
use crate::plan::BatchSplit;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RowKind {
    Train,
    Eval,
    /// The device ran out of memory: the step is redone with a smaller micro-batch (the
    /// row's `micro_batch` and `accumulation_steps` are the new split).
    Backoff,
    /// Unreadable images left out in the epoch (`data.on_corrupt = "skip"`): the row's `event`
    /// names them.
    Skipped,
}

/// One line of `metrics.jsonl`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct MetricsRow {
    pub kind: RowKind,
    /// Optimizer steps completed when the row was written (1 after the first step). The
    /// schedule counts from 0: a train row's `lr` is `lr_at(step - 1)`.
    pub step: u64,
    /// Epoch (1-based) the row belongs to.
    pub epoch: u32,
    pub effective_batch: u32,
    pub micro_batch: usize,
    pub accumulation_steps: usize,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub loss: Option<f64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub lr: Option<f64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub grad_norm: Option<f64>,
    /// False when the step was skipped (fp16 overflow).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub applied: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub samples_per_sec: Option<f64>,
    /// Seconds the step waited for the data loader (0 when data was ready).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub data_wait_secs: Option<f64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub loss_scale: Option<f64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mem_peak_bytes: Option<u64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub eval_loss: Option<f64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub eval_accuracy: Option<f64>,
    /// Few-shot evaluation: half-width of the 95% confidence interval of the accuracy over the
    /// test episodes (1.96 x std / sqrt(episodes)).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub eval_accuracy_ci95: Option<f64>,
    /// Re-identification: mean average precision (`eval_accuracy` is then rank-1).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub eval_map: Option<f64>,
    /// A regression onto grades (loss `mse`): the quadratic weighted kappa.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub eval_kappa: Option<f64>,
    /// What happened, for rows that record an event (a back-off).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub event: Option<String>,
}

impl MetricsRow {
    /// A row with the batch layout filled in and every measurement empty.
    pub(crate) fn new(kind: RowKind, step: u64, epoch: u32, split: BatchSplit) -> Self {
        MetricsRow {
            kind,
            step,
            epoch,
            effective_batch: split.effective(),
            micro_batch: split.micro() as usize,
            accumulation_steps: split.accumulation() as usize,
            loss: None,
            lr: None,
            grad_norm: None,
            applied: None,
            samples_per_sec: None,
            data_wait_secs: None,
            loss_scale: None,
            mem_peak_bytes: None,
            eval_loss: None,
            eval_accuracy: None,
            eval_accuracy_ci95: None,
            eval_map: None,
            eval_kappa: None,
            event: None,
        }
    }
}

const CSV_HEADER: &str = "kind,step,epoch,effective_batch,micro_batch,accumulation_steps,loss,lr,grad_norm,applied,samples_per_sec,data_wait_secs,loss_scale,mem_peak_bytes,eval_loss,eval_accuracy,eval_accuracy_ci95,eval_map,eval_kappa";

fn opt<T: ToString>(v: &Option<T>) -> String {
    v.as_ref().map(ToString::to_string).unwrap_or_default()
}

impl MetricsRow {
    fn csv(&self) -> String {
        let kind = match self.kind {
            RowKind::Train => "train",
            RowKind::Eval => "eval",
            RowKind::Backoff => "backoff",
            RowKind::Skipped => "skipped",
        };
        [
            kind.to_string(),
            self.step.to_string(),
            self.epoch.to_string(),
            self.effective_batch.to_string(),
            self.micro_batch.to_string(),
            self.accumulation_steps.to_string(),
            opt(&self.loss),
            opt(&self.lr),
            opt(&self.grad_norm),
            opt(&self.applied),
            opt(&self.samples_per_sec),
            opt(&self.data_wait_secs),
            opt(&self.loss_scale),
            opt(&self.mem_peak_bytes),
            opt(&self.eval_loss),
            opt(&self.eval_accuracy),
            opt(&self.eval_accuracy_ci95),
            opt(&self.eval_map),
            opt(&self.eval_kappa),
        ]
        .join(",")
    }
}

impl MetricsRow {
    /// The row's measurements as TensorBoard scalars (tag, value): a training row's under
    /// `train/`, an evaluation's under `eval/`; a back-off row has none (its new micro-batch
    /// is in the next training row). A field added to the row is added here and to the CSV.
    pub fn tensorboard_scalars(&self) -> Vec<(&'static str, f64)> {
        let mib = |bytes: u64| bytes as f64 / (1024.0 * 1024.0);
        let all: Vec<(&'static str, Option<f64>)> = match self.kind {
            RowKind::Train => vec![
                ("train/loss", self.loss),
                ("train/lr", self.lr),
                ("train/grad_norm", self.grad_norm),
                ("train/loss_scale", self.loss_scale),
                ("train/samples_per_sec", self.samples_per_sec),
                ("train/data_wait_secs", self.data_wait_secs),
                ("train/micro_batch", Some(self.micro_batch as f64)),
                ("train/mem_peak_mib", self.mem_peak_bytes.map(mib)),
            ],
            RowKind::Eval => vec![
                ("eval/loss", self.eval_loss),
                ("eval/accuracy", self.eval_accuracy),
                ("eval/accuracy_ci95", self.eval_accuracy_ci95),
                ("eval/map", self.eval_map),
                ("eval/kappa", self.eval_kappa),
            ],
            RowKind::Backoff | RowKind::Skipped => Vec::new(),
        };
        all.into_iter()
            .filter_map(|(tag, v)| v.map(|v| (tag, v)))
            .collect()
    }
}

pub(crate) struct MetricsLog {
    jsonl: File,
    csv: File,
    pub jsonl_path: PathBuf,
    csv_path: PathBuf,
    /// The same rows as TensorBoard events (`train.tensorboard`).
    tensorboard: Option<EventWriter>,
    /// Written beside every evaluation row's scalars: the paper's values (a constant line).
    reference: Vec<(&'static str, f64)>,
}

/// What a run's TensorBoard event file holds besides its rows' scalars.
pub(crate) struct Board {
    /// Written beside every evaluation row's scalars: the paper's values (a constant line).
    pub reference: Vec<(&'static str, f64)>,
    /// The plan's hyper-parameters, for the HPARAMS tab.
    pub hparams: Vec<(String, super::hparams::HValue)>,
}

fn io(context: &str, path: &Path, e: std::io::Error) -> Error {
    Error::io(context, path, e)
}

/// Every row of a `metrics.jsonl`.
pub fn read_rows(path: &Path) -> Result<Vec<MetricsRow>> {
    let file = match File::open(path) {
        Ok(f) => f,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(e) => return Err(io("cannot read", path, e)),
    };
    let mut rows = Vec::new();
    for line in BufReader::new(file).lines() {
        let line = line.map_err(|e| io("cannot read", path, e))?;
        if line.trim().is_empty() {
            continue;
        }
        match serde_json::from_str(&line) {
            Ok(row) => rows.push(row),
            // A line cut short by a kill mid-write: everything before it is intact.
            Err(_) => break,
        }
    }
    Ok(rows)
}

impl MetricsLog {
    /// Open the logs of `run_dir`, with a TensorBoard event file when `tensorboard` is given
    /// (the plan's hyper-parameters, and the reference scalars every evaluation row adds, the
    /// paper's values). When resuming
    /// from `resume_step`, rows written after that checkpoint are dropped: the resumed run
    /// writes them again.
    pub(crate) fn open(
        run_dir: &Path,
        resume_step: Option<u64>,
        tensorboard: Option<Board>,
    ) -> Result<Self> {
        let jsonl_path = run_dir.join("metrics.jsonl");
        let csv_path = run_dir.join("metrics.csv");
        let kept: Vec<MetricsRow> = match resume_step {
            Some(step) => read_rows(&jsonl_path)?
                .into_iter()
                // Checkpoints are taken after the step's row and after its epoch's evaluation.
                .filter(|r| r.step <= step)
                .collect(),
            None => Vec::new(),
        };
        let mut json_text = String::new();
        let mut csv_text = format!("{CSV_HEADER}\n");
        for row in &kept {
            json_text.push_str(&serde_json::to_string(row)?);
            json_text.push('\n');
            csv_text.push_str(&row.csv());
            csv_text.push('\n');
        }
        super::checkpoint::write_atomic(&jsonl_path, json_text.as_bytes())?;
        super::checkpoint::write_atomic(&csv_path, csv_text.as_bytes())?;
        let append = |p: &Path| {
            OpenOptions::new()
                .append(true)
                .open(p)
                .map_err(|e| io("cannot open", p, e))
        };
        Ok(MetricsLog {
            jsonl: append(&jsonl_path)?,
            csv: append(&csv_path)?,
            jsonl_path,
            csv_path,
            tensorboard: match &tensorboard {
                Some(board) => Some(EventWriter::open(run_dir, resume_step, &board.hparams)?),
                None => None,
            },
            reference: tensorboard.map(|b| b.reference).unwrap_or_default(),
        })
    }

    /// The run ended after optimizer step `step`: its TensorBoard session ends as a success.
    pub(crate) fn finish(&mut self, step: u64) -> Result<()> {
        match &mut self.tensorboard {
            Some(events) => events.finish(step, super::hparams::Status::Success),
            None => Ok(()),
        }
    }

    pub(crate) fn write(&mut self, row: &MetricsRow) -> Result<()> {
        // One write per line, the JSON before the CSV: a process killed here leaves at most a
        // torn last line, which `read_rows` stops before and a resume rewrites both files
        // without.
        let line = serde_json::to_string(row)? + "\n";
        super::torn_write::append(&self.jsonl_path, &mut self.jsonl, line.as_bytes())
            .map_err(|e| io("cannot write", &self.jsonl_path, e))?;
        let csv_line = format!("{}\n", row.csv());
        super::torn_write::append(&self.csv_path, &mut self.csv, csv_line.as_bytes())
            .map_err(|e| io("cannot write", &self.csv_path, e))?;
        if let Some(events) = &mut self.tensorboard {
            let mut scalars = row.tensorboard_scalars();
            if row.kind == RowKind::Eval {
                scalars.extend(self.reference.iter().copied());
            }
            events.write(row.step, &scalars)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Gradient norms a training run logged whose shortest decimals a JSON parser that is not
    /// correctly rounded reads back one ulp off (serde_json without `float_roundtrip` does),
    /// beside values at the edges of f64.
    const LOGGED: [u64; 2] = [4_611_177_873_977_754_898, 4_611_370_035_343_408_718];

    /// A resume rewrites the rows before its checkpoint from what it reads back: they come back
    /// bit for bit, so the resumed run's `metrics.jsonl` is byte-identical to the one of a run
    /// that was never stopped.
    #[test]
    fn a_resume_keeps_the_rows_before_its_checkpoint_byte_for_byte() {
        let dir = tempfile::tempdir().unwrap();
        let split = BatchSplit::new(16, 1, 8).unwrap();
        // Beside the logged norms, values at the edges of f64 and sums that are not short.
        let values = LOGGED.map(f64::from_bits).into_iter().chain([
            f64::MIN_POSITIVE,
            5e-324,
            f64::MAX,
            0.1 + 0.2,
            1.0 / 3.0,
        ]);
        let rows: Vec<MetricsRow> = values
            .enumerate()
            .map(|(i, v)| MetricsRow {
                loss: Some(v),
                grad_norm: Some(v),
                ..MetricsRow::new(RowKind::Train, i as u64 + 1, 1, split)
            })
            .collect();
        let text: String = rows
            .iter()
            .map(|r| serde_json::to_string(r).unwrap() + "\n")
            .collect();
        let path = dir.path().join("metrics.jsonl");
        std::fs::write(&path, &text).unwrap();
        let read = read_rows(&path).unwrap();
        let bits = |rows: &[MetricsRow]| -> Vec<Option<u64>> {
            rows.iter().map(|r| r.grad_norm.map(f64::to_bits)).collect()
        };
        assert_eq!(bits(&read), bits(&rows));
        MetricsLog::open(dir.path(), Some(rows.len() as u64), None).unwrap();
        assert_eq!(std::fs::read_to_string(&path).unwrap(), text);
    }
}
