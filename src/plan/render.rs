//! Human-readable plan output.

use std::fmt::Write;

use comfy_table::{presets, ContentArrangement, Table};

use super::{DeviationKind, ExactnessStatus, Plan, ResolvedOptimizer, ResolvedSchedule};
use crate::config::layers::format_float;
use crate::config::schema::{OptimizerName, RetrievalFeatures, ScheduleName};
use crate::data::workers::LoaderWorkers;
use crate::error::Origin;

const GIB: f64 = (1u64 << 30) as f64;

fn row(out: &mut String, label: &str, value: impl AsRef<str>) {
    let _ = writeln!(out, "{label:<14}{}", value.as_ref());
}

/// The plan as a readable table, one line per deviation.
pub(crate) fn render_text(plan: &Plan) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "{} - {}", plan.paper, plan.citation);
    row(&mut out, "experiment", &plan.experiment);
    row(
        &mut out,
        "preset",
        format!("{} ({})", plan.preset, plan.preset_reason),
    );
    row(
        &mut out,
        "device",
        format!(
            "{}, memory budget {:.1} GiB",
            plan.device.as_str(),
            plan.memory_budget_bytes as f64 / GIB
        ),
    );
    row(
        &mut out,
        "batch",
        format!(
            "{} = micro-batch {} x accumulation {} x world {}",
            plan.effective_batch, plan.micro_batch, plan.accumulation_steps, plan.world_size
        ),
    );
    row(
        &mut out,
        "lr",
        format!(
            "{} = {} x f({} / {}), f = {}",
            format_float(plan.lr),
            format_float(plan.base_lr),
            plan.effective_batch,
            plan.lr_reference_batch,
            plan.lr_scaling.as_str()
        ),
    );
    row(&mut out, "optimizer", optimizer_line(&plan.optimizer));
    row(&mut out, "schedule", schedule_line(&plan.schedule));
    row(&mut out, "", lr_rule_line(&plan.schedule));
    row(
        &mut out,
        "micro-steps",
        format!(
            "{} forward/backward passes per epoch per device",
            plan.schedule.micro_steps_per_epoch
        ),
    );
    if let Some(smoke) = &plan.smoke_run {
        row(&mut out, "run", smoke.describe());
    }
    execution_rows(&mut out, plan);
    recipe_rows(&mut out, plan);
    exactness_rows(&mut out, plan);
    deviation_rows(&mut out, plan);
    unstated_rows(&mut out, plan);
    for note in &plan.notes {
        row(&mut out, "note", note);
    }
    out
}

fn optimizer_line(o: &ResolvedOptimizer) -> String {
    let mut opt = format!(
        "{}, weight decay {}",
        o.name.as_str(),
        format_float(o.weight_decay)
    );
    match o.name {
        OptimizerName::Adam | OptimizerName::AdamW => {
            if let (Some([b1, b2]), Some(eps)) = (o.betas, o.eps) {
                let _ = write!(opt, ", betas ({b1}, {b2}), eps {}", format_float(eps));
            }
        }
        OptimizerName::Sgd => {
            let _ = write!(
                opt,
                ", momentum {}{}",
                o.momentum.unwrap_or(0.0),
                if o.nesterov == Some(true) {
                    ", nesterov"
                } else {
                    ""
                }
            );
        }
    }
    if o.no_decay_norm_and_bias {
        opt.push_str(", no decay on norms and biases");
    }
    opt
}

fn schedule_line(s: &ResolvedSchedule) -> String {
    let mut sched = format!(
        "{}: {} epochs x {} steps = {} optimizer steps",
        s.name.as_str(),
        s.epochs,
        s.steps_per_epoch,
        s.total_steps
    );
    if s.warmup_steps > 0 {
        let epochs = if s.update.per_epoch() && s.steps_per_epoch > 0 {
            format!("{} epochs = ", s.warmup_steps / s.steps_per_epoch)
        } else {
            String::new()
        };
        let _ = write!(
            sched,
            ", warmup {epochs}{} steps from {}",
            s.warmup_steps,
            format_float(s.warmup_start_lr)
        );
    }
    match s.name {
        ScheduleName::Cosine => {
            let _ = write!(sched, ", min lr {} at t = T", format_float(s.min_lr));
        }
        ScheduleName::Step => {
            let _ = write!(
                sched,
                ", x{} at steps {:?}",
                s.gamma.map(format_float).unwrap_or_default(),
                s.milestone_steps
            );
        }
        ScheduleName::Constant => {}
    }
    sched
}

/// Whose scheduler computes the lr, and when it changes.
fn lr_rule_line(s: &ResolvedSchedule) -> String {
    use crate::config::schema::{LrUpdate, ScheduleConvention as C};
    let scheduler = match (s.convention, s.name) {
        (C::Timm | C::TimmWarmupPrefix, ScheduleName::Cosine) => "timm CosineLRScheduler",
        (C::Timm | C::TimmWarmupPrefix, ScheduleName::Step) => {
            "timm MultiStepLRScheduler (milestone m applies from t = m - 1)"
        }
        (C::Timm | C::TimmWarmupPrefix, ScheduleName::Constant) => "timm's warmup, then constant",
        (C::OpenClip, ScheduleName::Constant) => "open_clip const_lr (warmup lr (t + 1) / W)",
        (C::OpenClip, _) => "open_clip cosine_lr (warmup lr (t + 1) / W, cosine to 0 over T - W)",
        (C::Torch, ScheduleName::Step) => "torch MultiStepLR",
        (C::Torch, ScheduleName::Cosine) => "torch CosineAnnealingLR",
        (C::Torch, ScheduleName::Constant) => "no scheduler",
    };
    let prefix = match (s.convention, s.name) {
        (C::Timm, ScheduleName::Cosine | ScheduleName::Step) => {
            " with warmup_prefix=False (the decay spans the whole run)"
        }
        (C::TimmWarmupPrefix, ScheduleName::Cosine | ScheduleName::Step) => {
            " with warmup_prefix=True (the decay starts after the warmup)"
        }
        _ => "",
    };
    if s.name == ScheduleName::Constant && s.warmup_steps == 0 {
        return format!(
            "convention {}: {scheduler}: the lr stays at the peak",
            s.convention.as_str()
        );
    }
    let update = match s.update {
        LrUpdate::Step => "updated every optimizer step: step s trains at t = s",
        LrUpdate::Epoch => "updated once per epoch: epoch e trains at t = e",
        LrUpdate::EpochLagged => {
            "updated once per epoch, one epoch late (scheduler.step(epoch) after each epoch): epoch 0 trains at the initial lr, epoch e at t = e - 1"
        }
        LrUpdate::EpochAhead => {
            "updated once per epoch, one epoch early (scheduler.step(epoch) before each epoch, counted from 1): epoch e trains at t = e + 1"
        }
    };
    let total = if s.update.per_epoch() {
        u64::from(s.epochs)
    } else {
        s.total_steps
    };
    format!(
        "convention {}: {scheduler}{prefix}; {update}, T = {total}",
        s.convention.as_str()
    )
}

/// Precision, checkpointing, the memory fit and estimate, and gradient clipping.
fn execution_rows(out: &mut String, plan: &Plan) {
    let precision = match &plan.loss_scaling {
        Some(ls) => format!(
            "{} with dynamic loss scaling (initial {}, x{} after {} clean steps, x{} on overflow)",
            plan.precision,
            ls.initial_scale,
            ls.growth_factor,
            ls.growth_interval,
            ls.backoff_factor
        ),
        None => plan.precision.to_string(),
    };
    row(out, "precision", precision);
    row(
        out,
        "checkpointing",
        if plan.gradient_checkpointing {
            "on (recompute each block in backward)"
        } else {
            "off"
        },
    );
    row(out, "checkpoints", checkpoints_line(plan));
    row(
        out,
        "execution",
        format!(
            "attention {}, convolutions {} (cuDNN interface), linear {}",
            plan.execution.attention.name(),
            plan.execution.convolution.name(),
            plan.execution.linear.name()
        ),
    );
    if let Some(fit) = &plan.memory_fit {
        row(
            out,
            "fitted",
            match &fit.outcome {
                Some(outcome) => format!("{}: {outcome}", fit.requested_by),
                None => format!("{}: not fitted yet", fit.requested_by),
            },
        );
    }
    if let Some(m) = &plan.memory {
        memory_rows(out, m);
    }
    row(
        out,
        "grad clip",
        plan.grad_clip_norm
            .map(|c| format!("global norm {}", format_float(c)))
            .unwrap_or_else(|| "none".into()),
    );
}

/// When the run writes its checkpoints (`train.checkpoint_every`): what a resume continues from.
pub(crate) fn checkpoints_line(plan: &Plan) -> String {
    let (every, last) = (u64::from(plan.logging.checkpoint_every), plan.last_step());
    let (cadence, first) = match every {
        0 => (
            format!(
                "at every epoch's end ({} optimizer steps)",
                plan.schedule.steps_per_epoch
            ),
            plan.schedule.steps_per_epoch,
        ),
        n => (format!("every {n} optimizer steps"), n),
    };
    match first < last {
        true => format!("{cadence} and at the run's end; the two newest kept"),
        false => format!(
            "{cadence}: none before the run's end at step {last}, so a run killed before it cannot be resumed (a train.checkpoint_every below {last} steps writes some)"
        ),
    }
}

fn memory_rows(out: &mut String, m: &crate::memory::MemoryEstimate) {
    let mut line = format!("estimated peak {}", m.summary());
    if m.host_bytes > 0 {
        let _ = write!(
            line,
            ", plus {} of host memory for the loader and the upload buffers",
            crate::memory::format_bytes(m.host_bytes)
        );
    }
    row(out, "memory", line);
    let parts: Vec<String> = m
        .components
        .iter()
        .filter(|c| c.bytes > 0)
        .map(|c| format!("{} {}", c.name, crate::memory::format_bytes(c.bytes)))
        .collect();
    row(out, "", parts.join(", "));
}

/// The model, the data, the loss and the seed.
fn recipe_rows(out: &mut String, plan: &Plan) {
    let m = &plan.model;
    let mut model = m.name.as_str().to_string();
    if let Some(b) = m.backbone {
        let _ = write!(model, " on {}", b.as_str());
    }
    let _ = write!(model, ", {} classes", m.num_classes);
    if let Some(n) = plan.parameters {
        let _ = write!(model, ", {} parameters", crate::text::group_thousands(n));
    }
    if let Some(size) = m.image_size {
        let _ = write!(model, ", input {size}");
    }
    if m.drop_path_rate > 0.0 {
        let _ = write!(model, ", drop path {}", m.drop_path_rate);
    }
    row(out, "model", model);
    if let Some(w) = &plan.weights {
        row(out, "weights", w.describe());
    }
    let d = &plan.data;
    let mut data = format!("{} ({}", d.name, d.format.as_str());
    if let Some(root) = &d.root {
        let _ = write!(data, " at {}", root.display());
    }
    let _ = write!(
        data,
        "), {} training samples",
        d.train_samples.unwrap_or_default()
    );
    row(out, "data", data);
    row(out, "loader", loader_line(plan));
    let mut loss = plan.loss.name.as_str().to_string();
    if plan.loss.label_smoothing > 0.0 {
        let _ = write!(loss, ", label smoothing {}", plan.loss.label_smoothing);
    }
    row(out, "loss", loss);
    if let Some(features) = plan.retrieval_features {
        let queries = plan.data.eval_samples.unwrap_or_default();
        let compared = match features {
            RetrievalFeatures::Normalized => "features normalized to unit length",
            RetrievalFeatures::Raw => "raw features",
        };
        row(
            out,
            "evaluation",
            format!("retrieval: {queries} queries rank the gallery by the Euclidean distance of their {compared}; mAP and rank-1"),
        );
    }
    row(out, "seed", plan.seed.to_string());
}

/// The loader's threads on this machine (a plan names `auto`; the count is the machine's),
/// and the steps it prepares ahead.
fn loader_line(plan: &Plan) -> String {
    let d = &plan.data;
    let ranks = plan.world_size.max(1) as usize;
    let workers = LoaderWorkers::here(d.num_workers, ranks);
    let ahead = d.prefetch_steps();
    let mut line = format!(
        "{}{workers}, {ahead} step{} prepared ahead",
        if ranks > 1 { "per rank: " } else { "" },
        if ahead == 1 { "" } else { "s" }
    );
    if ranks > 1 && d.num_workers.is_none() {
        // Counted as if every rank ran here; ranks elsewhere size their own loaders.
        line.push_str("; ranks on other machines size their own");
    }
    line
}

fn exactness_rows(out: &mut String, plan: &Plan) {
    let status = match plan.exactness.status {
        ExactnessStatus::Exact => "exact",
        ExactnessStatus::ExactWithGradientCaching => "exact with gradient caching",
        ExactnessStatus::Inexact => "INEXACT",
    };
    row(
        out,
        "exactness",
        format!("{status}: {}", plan.exactness.reason),
    );
    for option in &plan.exactness.options {
        row(out, "", format!("option: {option}"));
    }
}

fn deviation_rows(out: &mut String, plan: &Plan) {
    if plan.deviations.is_empty() {
        row(
            out,
            "deviations",
            "none: this run trains the paper's recipe",
        );
        return;
    }
    row(
        out,
        "deviations",
        format!("{} from the paper", plan.deviations.len()),
    );
    for d in &plan.deviations {
        let kind = match d.kind {
            DeviationKind::Recipe => "recipe",
            DeviationKind::Numerics => "numerics",
            DeviationKind::BatchStatistics => "batch statistics",
            DeviationKind::Data => "data",
        };
        let _ = writeln!(
            out,
            "  - [{kind}] {}: {} -> {} (set by {}): {}",
            d.key,
            d.paper.as_deref().unwrap_or("(not set)"),
            d.plan,
            d.set_by,
            d.effect
        );
    }
}

fn unstated_rows(out: &mut String, plan: &Plan) {
    if plan.unstated.is_empty() {
        return;
    }
    row(out, "not stated", "values the paper does not give:");
    for u in &plan.unstated {
        let _ = writeln!(
            out,
            "  - {} = {} ({}): {}",
            u.key,
            u.value,
            u.source.as_str(),
            u.note
        );
    }
}

/// The plan, then every value with the layer it came from.
pub(crate) fn render_explain(plan: &Plan) -> String {
    let mut out = render_text(plan);
    let mut table = Table::new();
    table
        .load_preset(presets::UTF8_FULL_CONDENSED)
        .set_content_arrangement(ContentArrangement::Disabled)
        .set_header(vec!["key", "value", "from"]);
    for (key, source) in &plan.provenance {
        // A file location says it all, except which per-preset table it is in.
        let from = match (&source.location, &source.layer) {
            (Some(loc), Origin::ExperimentPreset { preset, .. }) => {
                format!("[presets.{preset}] {loc}")
            }
            (Some(loc), _) => loc.clone(),
            (None, layer) => layer.to_string(),
        };
        table.add_row(vec![key.clone(), source.value.clone(), from]);
    }
    let _ = writeln!(out, "\nwhere each value comes from (lowest to highest: built-in defaults < preset file < experiment < [presets.<name>] < environment < --set < --unset):");
    let _ = writeln!(out, "{table}");
    out
}
