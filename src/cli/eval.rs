//! `paperfit eval`.

use std::path::PathBuf;

use super::{emit, Format};
use crate::error::Result;
use crate::train::class_report::ClassReport;
use crate::train::eval_run::{evaluate_run, EvalRequest, RunEvaluation};
use crate::train::evaluation::Evaluation;

#[derive(Debug, clap::Args)]
pub(crate) struct Args {
    /// A run directory written by `paperfit train`.
    run_dir: PathBuf,
    /// The checkpoint to evaluate: `latest` (the newest), `best` (the best evaluation of the
    /// run, `summary.json`'s `best`), `step-N` (the checkpoint of optimizer step N), or the path
    /// of a checkpoint directory or of a .safetensors weights file.
    #[arg(long, value_name = "CHECKPOINT", default_value = "latest")]
    checkpoint: String,
    /// `--set data.root=PATH`: evaluate on the run's classes in another place, or on another
    /// set of them (the only key eval changes; the class names must be those of the run's
    /// classes.json).
    #[arg(long = "set", value_name = "KEY=VALUE")]
    sets: Vec<String>,
    #[arg(long, value_enum, default_value_t)]
    format: Format,
}

pub(crate) fn run(args: Args) -> Result<()> {
    let request = EvalRequest {
        run_dir: args.run_dir,
        checkpoint: args.checkpoint,
        sets: args.sets,
    };
    let RunEvaluation {
        evaluation,
        by_class,
        paper,
        checkpoint,
        batch,
        classes,
        left_out,
    } = evaluate_run(&request)?;
    let run_dir = &request.run_dir;
    emit(&match args.format {
        Format::Json => super::json(&serde_json::json!({
            "run_dir": run_dir,
            "checkpoint": checkpoint,
            "eval_batch": batch,
            "eval_loss": evaluation.loss,
            "eval_accuracy": evaluation.accuracy,
            "eval_accuracy_ci95": evaluation.ci95,
            "eval_map": evaluation.mean_average_precision,
            "eval_kappa": evaluation.quadratic_weighted_kappa,
            "top5_accuracy": by_class.top5_accuracy,
            "per_class_accuracy": by_class.per_class_accuracy,
            "confusion_matrix": by_class.confusion_matrix,
            "not_computed": by_class.not_computed,
            "paper": paper,
            "classes": classes,
            "unreadable_left_out": left_out,
        }))?,
        Format::Text => {
            let mut text = format!(
                "{}: {} ({}, in batches of {batch})\n",
                run_dir.display(),
                describe(&evaluation),
                checkpoint.display()
            );
            text.push_str(&describe_by_class(&by_class));
            if !left_out.is_empty() {
                text.push_str(&format!(
                    "left out {} unreadable image(s) (data.on_corrupt = \"skip\"):\n",
                    left_out.len()
                ));
                for image in &left_out {
                    text.push_str(&format!("  {image}\n"));
                }
            }
            for comparison in &paper {
                text.push_str(&crate::train::reproduction::describe(comparison));
                text.push('\n');
            }
            text
        }
    })
}

/// "eval loss 0.5, accuracy 91.20%", "mAP 80.00%, rank-1 90.00%", "eval loss 0.3, accuracy
/// 70.00%, quadratic weighted kappa 0.8123", ...
fn describe(e: &Evaluation) -> String {
    let kappa = e
        .quadratic_weighted_kappa
        .map(|k| format!(", quadratic weighted kappa {k:.4}"))
        .unwrap_or_default();
    format!("{}{kappa}", describe_accuracy(e))
}

fn describe_accuracy(e: &Evaluation) -> String {
    let accuracy = e.accuracy * 100.0;
    match (e.loss, e.mean_average_precision, e.ci95) {
        (_, Some(map), _) => format!("mAP {:.2}%, rank-1 {accuracy:.2}%", map * 100.0),
        (Some(loss), None, Some(ci)) => format!(
            "eval loss {loss:.4}, accuracy {accuracy:.2}% +- {:.2}%",
            ci * 100.0
        ),
        (Some(loss), None, None) => format!("eval loss {loss:.4}, accuracy {accuracy:.2}%"),
        (None, None, _) => format!("accuracy {accuracy:.2}%"),
    }
}

/// "top-5 accuracy 97.50%" and "per class: a 100.00%, b 50.00%", each on its line, where
/// computed; the confusion matrix is only in the JSON.
fn describe_by_class(report: &ClassReport) -> String {
    let mut text = String::new();
    if let Some(top5) = report.top5_accuracy {
        text.push_str(&format!("top-5 accuracy {:.2}%\n", top5 * 100.0));
    }
    if let Some(per_class) = &report.per_class_accuracy {
        let shown: Vec<String> = per_class
            .iter()
            .map(|(name, accuracy)| match accuracy {
                Some(a) => format!("{name} {:.2}%", a * 100.0),
                None => format!("{name} (no image)"),
            })
            .collect();
        text.push_str(&format!(
            "per class: {} (the confusion matrix: --format json)\n",
            shown.join(", ")
        ));
    }
    text
}
