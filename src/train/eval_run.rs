//! `paperfit eval`: a checkpoint of a run (the latest, the best, one by its step, or any
//! checkpoint directory or weights file) evaluated as the run's plan says, on the run's data or
//! on the same classes elsewhere (`--set data.root=...`) or on another of the layout's splits
//! (`--set data.eval_split=...`), with the report by class
//! ([`super::class_report`]) and the paper's results beside it (not comparable with them on
//! other data than the run's, or from weights trained past a deviation the run made).

use std::path::{Path, PathBuf};

use super::class_report::{ClassReport, Tally};
use super::evaluation::{evaluate, open_eval_data, EvalData, Evaluation};
use super::reproduction::{Circumstances, OtherData};
use super::run::PaperComparison;
use super::run_dir::read_plan;
use super::session::{device_for, CLASSES_FILE};
use super::{best, checkpoint};
use crate::config::keys;
use crate::config::schema::SamplingSpec;
use crate::data::formats;
use crate::error::{ConfigError, Error, Origin, Result};
use crate::plan::Plan;
use crate::train::engine::Engine;

/// What `paperfit eval` is asked.
#[derive(Debug, Clone)]
pub(crate) struct EvalRequest {
    pub run_dir: PathBuf,
    /// `latest`, `best`, `step-N`, or the path of a checkpoint directory or weights file.
    pub checkpoint: String,
    /// `--set` assignments: only `data.root` and `data.eval_split`.
    pub sets: Vec<String>,
}

/// What `paperfit eval` found.
pub(crate) struct RunEvaluation {
    pub evaluation: Evaluation,
    pub by_class: ClassReport,
    pub paper: Vec<PaperComparison>,
    /// The checkpoint directory (or weights file) evaluated.
    pub checkpoint: PathBuf,
    /// The batch it was evaluated in ([`Recorded::eval_batch`]).
    pub batch: usize,
    /// The run's class names (none for a run directory written before they were kept).
    pub classes: Option<Vec<String>>,
    /// The unreadable images left out of the evaluation (`data.on_corrupt = "skip"`), as
    /// `path: why (listed in entry)`.
    pub left_out: Vec<String>,
}

/// The checkpoint `request` names evaluated as its run's plan says, beside what the paper
/// reports (`[[paper.results]]`).
pub(crate) fn evaluate_run(request: &EvalRequest) -> Result<RunEvaluation> {
    let run_dir = &request.run_dir;
    let mut plan = read_plan(run_dir)?;
    let run_root = plan.data.root.clone();
    let asked = super::resume::eval_sets(&request.sets)?;
    let asked_root = asked.root;
    if let Some(root) = &asked_root {
        plan.data.root = Some(root.clone());
    }
    if let Some((split, origin)) = asked.eval_split {
        evaluate_split(&mut plan, split, origin)?;
    }
    let classes = checked_classes(run_dir, &plan)?;
    let (weights_file, checkpoint) = checkpoint_weights(run_dir, &request.checkpoint)?;
    let device = device_for(&plan)?;
    let engine = Engine::new(&plan, &device)?;
    engine.load_weights(&checkpoint::load_tensors(&weights_file, &device)?)?;
    let image_size = plan.input_size()?;
    let Some(eval) = open_eval_data(&plan, image_size)? else {
        return Err(ConfigError::new("the experiment has no evaluation split")
            .key("data.eval_samples")
            .into());
    };
    let recorded = Recorded::read(&checkpoint);
    let batch = recorded.eval_batch(run_dir, &plan)?;
    let (evaluation, by_class) =
        evaluate_by_class(&plan, &engine, &eval, batch, classes.as_deref())?;
    let circumstances = Circumstances {
        other_data: asked_root
            .filter(|root| !same_place(root, run_root.as_deref()))
            .map(|root| OtherData { root, run_root }),
        backoffs: Circumstances::backoffs_of(run_dir, recorded.step())?,
    };
    let paper = super::reproduction::compare_with(&plan, &circumstances, Some(&evaluation));
    Ok(RunEvaluation {
        evaluation,
        by_class,
        paper,
        checkpoint,
        batch,
        classes,
        left_out: eval.take_skipped(),
    })
}

/// `plan` evaluating the layout's split `split` instead of its own: refused where the layout
/// names no splits, and where the split is (or holds) the training split.
fn evaluate_split(plan: &mut Plan, split: String, origin: Origin) -> Result<()> {
    let refuse = |why: String, help: &str| -> Error {
        ConfigError::new(why)
            .key(keys::DATA_EVAL_SPLIT.path())
            .origin(origin.clone())
            .help(help.to_string())
            .into()
    };
    if formats::split_names(&plan.data).is_none() {
        return Err(refuse(
            format!(
                "the {} layout does not name its splits: the run's evaluation images are all it evaluates",
                plan.data.format.as_str()
            ),
            "evaluate other images of the run's classes with --set data.root=DIR",
        ));
    }
    plan.data.eval_split = Some(split);
    if let Some(leak) = formats::training_split_evaluated(&plan.data) {
        return Err(refuse(leak.why, leak.help));
    }
    Ok(())
}

/// Whether `root` is the place `run_root` names (the same path, or the same folder reached
/// another way).
fn same_place(root: &Path, run_root: Option<&Path>) -> bool {
    run_root.is_some_and(|run| {
        root == run
            || matches!(
                (std::fs::canonicalize(root), std::fs::canonicalize(run)),
                (Ok(a), Ok(b)) if a == b
            )
    })
}

/// What the checkpoint at `path` records of itself: a checkpoint's `state.json`, or a best
/// checkpoint's `best.json`; neither for a weights file on its own.
enum Recorded {
    State(checkpoint::TrainerState),
    Best(checkpoint::BestRecord),
    Nothing,
}

impl Recorded {
    fn read(path: &Path) -> Self {
        let read = |name: &str| std::fs::read_to_string(path.join(name)).ok();
        if let Some(text) = read("state.json") {
            return serde_json::from_str(&text).map_or(Recorded::Nothing, Recorded::State);
        }
        read("best.json")
            .and_then(|text| serde_json::from_str(&text).ok())
            .map_or(Recorded::Nothing, Recorded::Best)
    }

    /// The optimizer step the weights are of.
    fn step(&self) -> Option<u64> {
        match self {
            Recorded::State(state) => Some(state.step),
            Recorded::Best(best) => Some(best.step),
            Recorded::Nothing => None,
        }
    }

    /// The batch the run evaluated these weights in: the micro-batch in use at their step,
    /// after any out-of-memory back-off (a checkpoint's state, a best checkpoint's record), and
    /// for weights without either (the run's final `model.safetensors`, a file elsewhere, a
    /// best record from before it kept its batch) the one in use at the run's latest
    /// checkpoint. The same batch gives the same bits the run's own evaluation gave, and fits
    /// where the run's did.
    fn eval_batch(&self, run_dir: &Path, plan: &Plan) -> Result<usize> {
        match self {
            Recorded::State(state) => Ok(state.micro_batch),
            Recorded::Best(checkpoint::BestRecord {
                eval_batch: Some(batch),
                ..
            }) => Ok(*batch),
            _ => Ok(checkpoint::latest_state(run_dir)?
                .map_or(plan.micro_batch as usize, |(_, state)| state.micro_batch)),
        }
    }
}

/// The evaluation and its report by class: every sample classified (the plan's own protocol
/// for classification, so the same loss and accuracy), or the plan's protocol with the report's
/// reason where it classifies no sample on its own.
fn evaluate_by_class(
    plan: &Plan,
    engine: &Engine,
    eval: &EvalData,
    batch: usize,
    classes: Option<&[String]>,
) -> Result<(Evaluation, ClassReport)> {
    if eval.gallery.is_some() {
        let why = "re-identification ranks a gallery instead of classifying";
        return Ok((
            evaluate(engine, eval, batch)?,
            ClassReport::not_computed(why),
        ));
    }
    if let Some(SamplingSpec::Episodes { .. }) = &plan.sampling {
        let why = "few-shot episodes classify among each episode's own classes";
        return Ok((
            evaluate(engine, eval, batch)?,
            ClassReport::not_computed(why),
        ));
    }
    let mut tally = Tally::new(plan.model.num_classes as usize);
    let (loss, accuracy) =
        engine.evaluate_with_predictions(eval.eval.as_ref(), batch, |p| tally.add(p))?;
    let names = match classes {
        Some(names) => names.to_vec(),
        None => crate::data::class_names(&plan.data)?,
    };
    let evaluation = Evaluation {
        loss: Some(loss),
        accuracy,
        ci95: None,
        mean_average_precision: None,
        quadratic_weighted_kappa: tally.quadratic_weighted_kappa(),
    };
    Ok((evaluation, tally.report(&names)))
}

/// The weights file `choice` names in `run_dir`, and the checkpoint (directory or file) it is
/// in: `latest`, `best`, `step-N` (N the step, with or without leading zeros), or a path. Any
/// other name is a located error listing the run's checkpoints.
fn checkpoint_weights(run_dir: &Path, choice: &str) -> Result<(PathBuf, PathBuf)> {
    let root = run_dir.join("checkpoints");
    let named = match choice {
        "latest" => checkpoint::latest_state(run_dir)?.map(|(dir, _)| dir),
        "best" => best::dir(run_dir)?,
        _ => match choice.strip_prefix("step-").map(str::parse::<u64>) {
            Some(Ok(step)) => Some(root.join(format!("step-{step:08}"))),
            _ => Some(PathBuf::from(choice)),
        },
    };
    if let Some(path) = named {
        if path.is_dir() && path.join("model.safetensors").is_file() {
            return Ok((path.join("model.safetensors"), path));
        }
        if path.is_file() && !matches!(choice, "latest" | "best") {
            return Ok((path.clone(), path));
        }
    }
    let existing = existing_checkpoints(&root);
    Err(ConfigError::new(format!(
        "{} has no checkpoint `{choice}`",
        run_dir.display()
    ))
    .origin(Origin::CommandLine {
        argument: format!("--checkpoint {choice}"),
    })
    .expected("latest, best, step-N, or the path of a checkpoint directory or .safetensors file")
    .help(match existing.is_empty() {
        true => "the run has no checkpoint yet: checkpoints are written at the end of every epoch (or every train.checkpoint_every steps) and of the run".to_string(),
        false => format!("the run's checkpoints: {}", existing.join(", ")),
    })
    .into())
}

/// The checkpoints of a run's `checkpoints/` folder, as `--checkpoint` names them.
fn existing_checkpoints(root: &Path) -> Vec<String> {
    let read = |name: &str| std::fs::read_to_string(root.join(name)).ok();
    let mut out = Vec::new();
    if let Some(latest) = read("latest") {
        out.push(format!("latest ({})", latest.trim()));
    }
    if let Some(best) = read(best::POINTER) {
        out.push(format!("best ({})", best.trim()));
    }
    let mut steps: Vec<String> = std::fs::read_dir(root)
        .into_iter()
        .flatten()
        .flatten()
        .map(|e| e.file_name().to_string_lossy().to_string())
        .filter(|name| name.starts_with("step-") && root.join(name).is_dir())
        .collect();
    steps.sort();
    out.extend(steps);
    out
}

/// The class names a run trained on (none for a run directory written before they were kept),
/// checked against those of the data `plan` opens now.
fn checked_classes(run_dir: &Path, plan: &Plan) -> Result<Option<Vec<String>>> {
    let path = run_dir.join(CLASSES_FILE);
    let Ok(text) = std::fs::read_to_string(&path) else {
        return Ok(None);
    };
    let trained: Vec<String> = serde_json::from_str(&text).map_err(|e| {
        ConfigError::new(format!("cannot read {}: {e}", path.display())).origin(Origin::file(&path))
    })?;
    let now = crate::data::class_names(&plan.data)?;
    if now != trained {
        let first = (0..trained.len().max(now.len()))
            .find(|&i| trained.get(i) != now.get(i))
            .unwrap_or_default();
        let name = |v: &[String]| {
            v.get(first)
                .map_or("none".to_string(), |c| format!("`{c}`"))
        };
        return Err(ConfigError::new(format!(
            "the data's classes differ from those the run trained on: {} classes against {}, label {first} is {} in the data and {} in the run",
            now.len(),
            trained.len(),
            name(&now),
            name(&trained)
        ))
        .key("data.root")
        .origin(Origin::file(&path))
        .expected(format!("the {} classes of {}", trained.len(), path.display()))
        .help("evaluate on data with the run's class folders (the same names, so the same labels)")
        .into());
    }
    Ok(Some(trained))
}
