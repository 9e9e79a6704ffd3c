//! `paperfit eval`.

use std::path::PathBuf;

use super::{emit, Format};
use crate::error::Result;
use crate::train::evaluation::Evaluation;
use crate::train::session::evaluate_run;

#[derive(Debug, clap::Args)]
pub(crate) struct Args {
    /// A run directory written by `paperfit train`.
    run_dir: PathBuf,
    #[arg(long, value_enum, default_value_t)]
    format: Format,
}

pub(crate) fn run(args: Args) -> Result<()> {
    let (evaluation, paper, checkpoint, classes) = evaluate_run(&args.run_dir)?;
    emit(&match args.format {
        Format::Json => super::json(&serde_json::json!({
            "run_dir": args.run_dir,
            "checkpoint": checkpoint,
            "eval_loss": evaluation.loss,
            "eval_accuracy": evaluation.accuracy,
            "eval_accuracy_ci95": evaluation.ci95,
            "eval_map": evaluation.mean_average_precision,
            "paper": paper,
            "classes": classes,
        }))?,
        Format::Text => {
            let mut text = format!(
                "{}: {} ({})\n",
                args.run_dir.display(),
                describe(&evaluation),
                checkpoint.display()
            );

            for comparison in &paper {
                text.push_str(&crate::train::reproduction::describe(comparison));
                text.push('\n');
            }
            text
        }
    })
}

/// "eval loss 0.5, accuracy 91.20%", "mAP 80.00%, rank-1 90.00%", ...
fn describe(e: &Evaluation) -> String {
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
