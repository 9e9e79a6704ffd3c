//! What a finished `paperfit train` prints, on one process or as the lead rank.

use crate::text::significant;
use crate::train::run::RunSummary;

/// What a finished run prints.
pub fn render_summary(s: &RunSummary) -> String {
    let world = match s.world_size {
        1 => String::new(),
        n => format!(" x world {n}"),
    };
    let mut out = format!(
        "done: {} optimizer steps in {:.1} s ({} = micro-batch {} x accumulation {}{world})\n",
        s.steps, s.elapsed_secs, s.effective_batch, s.micro_batch, s.accumulation_steps
    );
    if let Some(smoke) = &s.smoke_run {
        out.push_str(&format!(
            "smoke run: stopped after {} of {} optimizer steps (--max-steps); its results are not the recipe's\n",
            smoke.max_steps, smoke.planned_steps
        ));
    }
    if let Some(fingerprint) = &s.replicas {
        out.push_str(&format!(
            "every rank ended with the same weights and optimizer state (fingerprint {fingerprint})\n"
        ));
    }
    if let Some(loss) = s.final_train_loss {
        out.push_str(&format!("final training loss {loss:.4}\n"));
    }
    if let (Some(loss), Some(acc)) = (s.eval_loss, s.eval_accuracy) {
        out.push_str(&format!(
            "eval loss {loss:.4}, accuracy {:.2}% (chance {:.2}%)\n",
            acc * 100.0,
            s.chance_accuracy * 100.0
        ));
    }
    if let (Some(map), Some(rank1)) = (s.eval_map, s.eval_accuracy) {
        out.push_str(&format!(
            "retrieval: mAP {:.2}%, rank-1 {:.2}%\n",
            map * 100.0,
            rank1 * 100.0
        ));
    }
    if let Some(kappa) = s.eval_kappa {
        out.push_str(&format!("quadratic weighted kappa {kappa:.4}\n"));
    }
    if let Some(best) = &s.best {
        let value = match best.metric.as_str() {
            "eval_kappa" => format!("{:.4}", best.value),
            _ => format!("{:.2}%", best.value * 100.0),
        };
        out.push_str(&format!(
            "best evaluation: {} {value} at step {} (checkpoints/best)\n",
            best.metric, best.step
        ));
    }
    for change in &s.resume_changes {
        out.push_str(&format!("resumed with a change {change}\n"));
    }
    for comparison in &s.paper {
        out.push_str(&crate::train::reproduction::describe(comparison));
        out.push('\n');
    }
    if let Some(sps) = s.samples_per_sec {
        out.push_str(&format!(
            "median throughput {} samples/s\n",
            significant(sps)
        ));
    }
    if let Some(loader) = &s.loader {
        out.push_str(&loader.describe());
        out.push('\n');
    }
    if let Some(mem) = s.mem_peak_bytes {
        out.push_str(&format!(
            "peak memory {}\n",
            crate::memory::format_bytes(mem)
        ));
    }
    out.push_str(&format!("run directory {}\n", s.run_dir.display()));
    out
}
