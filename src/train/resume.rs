//! `train --resume`'s checks and changes, before anything in the run directory is written: a
//! complete run is left as it is; the data found now is counted and compared with what the run
//! recorded, and a difference stops the resume unless `--accept-data-change` takes it; the
//! settings a resume can take (`--set paper.epochs=N`, `--set data.root=PATH`) are applied to
//! the run's plan and recorded (`crate::plan::ResumeChange`); those it cannot take are named.

use std::path::{Path, PathBuf};

use super::checkpoint;
use super::run::RunSummary;
use super::run_dir::{io, read_plan};
use crate::config::schema::DataFormat;
use crate::config::{keys, ExecutionPaths, Key};
use crate::data::record::{sha256_hex, DataRecord};
use crate::error::{ConfigError, Error, Origin, Result};
use crate::plan::{DeviationKind, Plan, Reached, ResumeChange, RunInputs};

/// What `train --resume` is asked besides the run directory.
#[derive(Debug, Clone, Default)]
pub(crate) struct ResumeRequest {
    /// `--set` assignments: only the keys of [`RESUMABLE`].
    pub sets: Vec<String>,
    /// `--accept-data-change`.
    pub accept_data_change: bool,
    /// The process's environment: the execution paths it asks for must be the run's.
    pub env: Vec<(String, String)>,
}

/// The keys `--set` may change on `--resume`, and why each is safe to change mid-run.
const RESUMABLE: [(&str, &str); 2] = [
    ("paper.epochs", "more (or fewer) epochs"),
    ("data.root", "the same data in another place"),
];

/// What the `--set`s of a resume ask for.
#[derive(Debug, Default)]
struct Asked {
    epochs: Option<u32>,
    root: Option<PathBuf>,
}

/// One `--set KEY=VALUE`: its key, its value, and the refusal of it (what it says, what was
/// expected), located at the argument.
struct Assignment {
    key: String,
    value: toml::Value,
    origin: Origin,
}

impl Assignment {
    fn parse(assignment: &str) -> std::result::Result<Self, ConfigError> {
        let origin = Origin::CommandLine {
            argument: format!("--set {assignment}"),
        };
        let (key, raw) = assignment.split_once('=').unwrap_or((assignment, ""));
        let mut parsed = Assignment {
            key: key.trim().to_string(),
            value: toml::Value::Boolean(false),
            origin,
        };
        parsed.value = crate::config::layers::parse_cli_value(raw).map_err(|why| {
            parsed.refuse(
                format!("cannot read the value of {}: {why}", parsed.key),
                "KEY=VALUE",
            )
        })?;
        Ok(parsed)
    }

    fn refuse(&self, why: String, expected: &str) -> ConfigError {
        ConfigError::new(why)
            .key(&self.key)
            .origin(self.origin.clone())
            .expected(expected)
    }

    /// The directory `data.root` is set to.
    fn root(&self) -> std::result::Result<PathBuf, ConfigError> {
        let root = self.value.as_str().filter(|s| !s.is_empty());
        root.map(PathBuf::from)
            .ok_or_else(|| self.refuse(format!("{} must be a directory", self.key), "a path"))
    }
}

fn asked(sets: &[String]) -> std::result::Result<Asked, ConfigError> {
    let mut asked = Asked::default();
    for assignment in sets {
        let set = Assignment::parse(assignment)?;
        let key = set.key.as_str();
        if keys::PAPER_EPOCHS.is(key) {
            let epochs = set.value.as_integer().and_then(|n| u32::try_from(n).ok());
            asked.epochs = Some(epochs.filter(|n| *n >= 1).ok_or_else(|| {
                set.refuse(
                    format!("{key} must be a number of epochs"),
                    "a positive integer",
                )
            })?);
        } else if keys::DATA_ROOT.is(key) {
            asked.root = Some(set.root()?);
        } else {
            let takes: Vec<String> = RESUMABLE
                .iter()
                .map(|(k, why)| format!("{k} ({why})"))
                .collect();
            return Err(set
                .refuse(
                    format!("--resume continues a run's own plan and cannot change {key}"),
                    &format!("one of {}", takes.join(", ")),
                )
                .help("start a new run with the change: `paperfit train EXPERIMENT --set ... --out NEW_DIR`"));
        }
    }
    Ok(asked)
}

/// What the `--set`s of `paperfit eval` ask for: the run's model on its data in another place
/// or on another set of the same classes (`data.root`), or on another of the layout's splits
/// (`data.eval_split`: the test classes a paper reports, after a run that selected its
/// checkpoint on the validation classes).
#[derive(Debug, Default)]
pub(crate) struct EvalSets {
    pub root: Option<PathBuf>,
    /// The split and the argument that named it.
    pub eval_split: Option<(String, Origin)>,
}

/// The [`EvalSets`] of `sets`; any other key is refused.
pub(crate) fn eval_sets(sets: &[String]) -> std::result::Result<EvalSets, ConfigError> {
    let mut asked = EvalSets::default();
    for assignment in sets {
        let set = Assignment::parse(assignment)?;
        if keys::DATA_ROOT.is(&set.key) {
            asked.root = Some(set.root()?);
        } else if keys::DATA_EVAL_SPLIT.is(&set.key) {
            let split = set
                .value
                .as_str()
                .filter(|s| !s.is_empty())
                .ok_or_else(|| {
                    set.refuse(format!("{} must name a split", set.key), "a split name")
                })?;
            asked.eval_split = Some((split.to_string(), set.origin.clone()));
        } else {
            return Err(set
                .refuse(
                    format!(
                        "eval evaluates a run's own plan and cannot change {}",
                        set.key
                    ),
                    "data.root (the run's classes in another place, or another set of them) or data.eval_split (another of the layout's splits)",
                )
                .help(
                    "to evaluate another recipe, train it: `paperfit train EXPERIMENT --set ...`",
                ));
        }
    }
    Ok(asked)
}

/// The run's summary when it is complete and the request asks for no more epochs: nothing is
/// left to train, and nothing is written.
pub(crate) fn completed(run_dir: &Path, request: &ResumeRequest) -> Result<Option<RunSummary>> {
    let plan = read_plan(run_dir)?;
    let asked = asked(&request.sets)?;
    let Some((_, state)) = checkpoint::latest_state(run_dir)? else {
        return Ok(None);
    };
    let epochs = asked.epochs.unwrap_or(plan.schedule.epochs);
    // A smoke run is complete at its last step: a resume never takes it past it.
    let complete = match plan.smoke_run {
        Some(_) => state.step >= plan.last_step(),
        None => state.epoch >= epochs && state.step_in_epoch == 0,
    };
    if !complete {
        return Ok(None);
    }
    // A run killed after its final checkpoint and before its summary (none, or the one of a
    // shorter run it extends) is finished by the resume: the summary is written from the
    // checkpoint and the metrics.
    let path = run_dir.join("summary.json");
    let summary: RunSummary = match std::fs::read_to_string(&path) {
        Ok(text) => serde_json::from_str(&text)
            .map_err(|e| Error::json(Some(path.display().to_string()), e))?,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(io("cannot read", &path, e)),
    };
    Ok((summary.steps == state.step).then_some(summary))
}

/// The plan the run continues with: `stored` with the request's changes, checked against the
/// data found now (`say`: tell what is taken on stderr).
pub(crate) fn continued_plan(
    run_dir: &Path,
    stored: &Plan,
    request: &ResumeRequest,
    say: bool,
) -> Result<Plan> {
    let asked = asked(&request.sets)?;
    check_execution(run_dir, stored, &request.env)?;
    let reached = checkpoint::latest_state(run_dir)?.map_or(
        Reached {
            step: 0,
            epoch: 0,
            step_in_epoch: 0,
        },
        |(_, s)| Reached {
            step: s.step,
            epoch: s.epoch,
            step_in_epoch: s.step_in_epoch,
        },
    );
    let mut plan = stored.clone();
    if let Some(root) = asked.root.filter(|r| plan.data.root.as_ref() != Some(r)) {
        let from = plan.data.root.as_ref().map(|r| r.display().to_string());
        plan.data.root = Some(root.clone());
        let change = ResumeChange {
            step: reached.step,
            key: keys::DATA_ROOT.path().into(),
            from: from.unwrap_or_default(),
            to: root.display().to_string(),
            why: "--set on --resume: the data in another place, checked to be the same files"
                .into(),
        };
        plan.record_change(change, None);
    }
    let found = DataRecord::of(&plan.data)?;
    let samples = check_data(run_dir, &mut plan, found, reached, request, say)?;
    let epochs = asked.epochs.unwrap_or(plan.schedule.epochs);
    if epochs != plan.schedule.epochs || Some(samples) != plan.data.train_samples {
        plan = rescheduled(run_dir, plan, reached, epochs, samples)?;
    }
    if say {
        for change in plan.resume_changes.iter().skip(stored.resume_changes.len()) {
            crate::text::stderr_line(&format!("resume takes {}", change.describe()));
        }
    }
    Ok(plan)
}

/// `plan` continued from `reached` for `epochs` epochs over `samples` training images
/// ([`Plan::rescheduled`]), another number of epochs recorded as a change and a deviation.
fn rescheduled(
    run_dir: &Path,
    plan: Plan,
    reached: Reached,
    epochs: u32,
    samples: u32,
) -> Result<Plan> {
    if epochs <= reached.epoch && !(epochs == reached.epoch && reached.step_in_epoch == 0) {
        return Err(ConfigError::new(format!(
            "paper.epochs = {epochs}: the run has reached epoch {} (step {})",
            reached.epoch + 1,
            reached.step
        ))
        .key(keys::PAPER_EPOCHS.path())
        .origin(Origin::CommandLine {
            argument: format!("--set paper.epochs={epochs}"),
        })
        .expected(format!("at least {}", reached.epoch + 1))
        .into());
    }
    let old_epochs = plan.schedule.epochs;
    let mut plan = plan.rescheduled(reached, epochs, samples, stated_warmup_epochs(run_dir))?;
    if epochs != old_epochs {
        let why = format!(
            "--set on --resume: the schedule re-derived for {epochs} epochs, {} optimizer steps in all",
            plan.schedule.run_steps()
        );
        let change = ResumeChange {
            step: reached.step,
            key: keys::PAPER_EPOCHS.path().into(),
            from: old_epochs.to_string(),
            to: epochs.to_string(),
            why,
        };
        let set_by = Origin::CommandLine {
            argument: format!("--set paper.epochs={epochs} (with --resume)"),
        };
        plan.record_change(change, Some((DeviationKind::Recipe, set_by)));
    }
    Ok(plan)
}

/// The execution paths `env` sets against the run's (`plan.json`; a run recorded before them
/// ran composed and legacy): the paths differ in the last bits of every step, so a resume on
/// others would not continue the run's arithmetic. A variable left unset resumes on the run's
/// path whatever the default is now (the engine installs the plan's); one set to another path
/// is refused, naming each setting, both values and how to resume on the run's.
fn check_execution(run_dir: &Path, plan: &Plan, env: &[(String, String)]) -> Result<()> {
    let (now, settings) = ExecutionPaths::from_env(env)?;
    let set = |key: Key| {
        settings
            .iter()
            .any(|s| s.key == key && s.source != Origin::Defaults)
    };
    let differences: Vec<_> = plan
        .execution
        .differences(&now)
        .into_iter()
        .filter(|&(key, ..)| set(key))
        .collect();
    let Some(&(key, var, _, _)) = differences.first() else {
        return Ok(());
    };
    let described: Vec<String> = differences
        .iter()
        .map(|&(key, var, was, now)| format!("{key} {was} in the run, {var}={now} now"))
        .collect();
    let fix: Vec<String> = differences
        .iter()
        .map(|&(_, var, was, _)| format!("{var}={was}"))
        .collect();
    let origin = env.iter().find(|(k, _)| k == var).map_or(
        Origin::file(run_dir.join("plan.json")),
        |(k, v)| Origin::Env {
            var: k.clone(),
            value: Some(v.clone()),
        },
    );
    Err(ConfigError::new(format!(
        "{} trained on other execution paths than this resume asks for: {}; they differ in the last bits of every step, so the resumed run would not repeat the run's arithmetic",
        run_dir.display(),
        described.join("; ")
    ))
    .key(key.path())
    .origin(origin)
    .expected(format!("{}, as the run's plan.json records", fix.join(" ")))
    .help(format!(
        "resume on the run's paths: unset the variable (a resume runs the run's paths) or `{} paperfit train --resume {}`; to train on the others, start a new run with --out elsewhere",
        fix.join(" "),
        run_dir.display()
    ))
    .into())
}

/// Compare the data found now with the run's record: the same data, or a change taken with
/// `--accept-data-change` (recorded in the plan), or an error naming both counts. Returns the
/// training images the run continues on.
fn check_data(
    run_dir: &Path,
    plan: &mut Plan,
    found: DataRecord,
    reached: Reached,
    request: &ResumeRequest,
    say: bool,
) -> Result<u32> {
    let Some(inputs) = plan.inputs.clone() else {
        if say && plan.data.format != DataFormat::Synthetic {
            crate::text::stderr_line(&format!(
                "warning: {} records no image counts or file list (a run from before paperfit kept them), so its data cannot be checked against the start; from here on it is checked against the data found now ({} training images)",
                run_dir.display(),
                found.train.images
            ));
        }
        plan.inputs = Some(RunInputs {
            experiment_sha256: None,
            data: found,
        });
        return Ok(plan.data.train_samples.unwrap_or_default());
    };
    let differences = inputs.data.differences(&found);
    if differences.is_empty() {
        return Ok(plan.data.train_samples.unwrap_or_default());
    }
    if !request.accept_data_change {
        return Err(ConfigError::new(format!(
            "the data of {} has changed since the run started: {}",
            run_dir.display(),
            differences.join("; ")
        ))
        .key(keys::DATA_ROOT.path())
        .origin(Origin::file(run_dir.join("plan.json")))
        .help(format!(
            "put the data back as it was, or continue on the data as it is now with `paperfit train --resume {} --accept-data-change`: the rest of the schedule is re-derived for it from step {} and the change is recorded in plan.json and the summary",
            run_dir.display(),
            reached.step
        ))
        .into());
    }
    record_data_changes(plan, &inputs.data, &found, reached.step);
    if let Some(eval) = &found.eval {
        plan.data.eval_samples = Some(eval.images);
    }
    let images = found.train.images;
    plan.inputs = Some(RunInputs {
        data: found,
        ..inputs
    });
    Ok(images)
}

/// Each split of `found` that differs from `before`, as a change of `plan` at `step`: another
/// count (a `[data]` deviation too), or the same count of other files.
fn record_data_changes(plan: &mut Plan, before: &DataRecord, found: &DataRecord, step: u64) {
    let pairs = [
        (
            keys::DATA_TRAIN_SAMPLES,
            "training",
            Some(&before.train),
            Some(&found.train),
        ),
        (
            keys::DATA_EVAL_SAMPLES,
            "evaluation",
            before.eval.as_ref(),
            found.eval.as_ref(),
        ),
    ];
    for (key, split, before, now) in pairs {
        let (Some(before), Some(now)) = (before, now) else {
            continue;
        };
        let change = |key: String, from: String, to: String| {
            ResumeChange {
            step,
            key,
            from,
            to,
            why: "--accept-data-change: the rest of the schedule re-derived for the data found now, ending where the recipe ends".into(),
        }
        };
        if before.images != now.images {
            let c = change(
                key.path().into(),
                before.images.to_string(),
                now.images.to_string(),
            );
            let how = "counted when the run resumed with --accept-data-change".to_string();
            plan.record_change(c, Some((DeviationKind::Data, Origin::Derived { how })));
        } else if before.files_sha256 != now.files_sha256 {
            let digest = |d: &Option<String>| format!("sha256 {}", d.as_deref().unwrap_or("none"));
            let c = change(
                format!("{split} file list"),
                digest(&before.files_sha256),
                digest(&now.files_sha256),
            );
            plan.record_change(c, None);
        }
    }
}

/// The warmup the run's experiment states in epochs, which scales with a re-derived epoch
/// (`config.json`; none when it states steps or nothing).
fn stated_warmup_epochs(run_dir: &Path) -> Option<f64> {
    let text = std::fs::read_to_string(run_dir.join("config.json")).ok()?;
    let config: serde_json::Value = serde_json::from_str(&text).ok()?;
    let schedule = &config["paper"]["schedule"];
    match schedule["warmup_steps"].is_null() {
        true => schedule["warmup_epochs"].as_f64(),
        false => None,
    }
}

/// What a new run would take and a resume does not: a preset named on the command line or a
/// preset folder, `PAPERFIT_*` configuration variables, edits to the experiment file since
/// the run started. A line each.
pub(crate) fn ignored_settings(
    plan: &Plan,
    preset: &Origin,
    presets_dir: Option<&Origin>,
    env: &[(String, String)],
) -> Vec<String> {
    let mut ignored = Vec::new();
    for origin in [Some(preset), presets_dir].into_iter().flatten() {
        if let Origin::CommandLine { argument } = origin {
            if !argument.ends_with("(the default)") {
                ignored.push(format!("`{argument}`"));
            }
        }
    }
    for (var, value) in crate::config::overrides::plan_vars(env) {
        ignored.push(format!("{var}={value}"));
    }
    let recorded = plan
        .inputs
        .as_ref()
        .and_then(|i| i.experiment_sha256.as_deref());
    if let (Some(recorded), Ok(bytes)) = (recorded, std::fs::read(&plan.experiment)) {
        if sha256_hex(&bytes) != recorded {
            ignored.push(format!(
                "the edits to {} since the run started",
                plan.experiment
            ));
        }
    }
    ignored
        .into_iter()
        .map(|what| format!(
            "--resume ignores {what}: a resumed run trains its own plan.json (preset {}); to use it, start a new run with --out elsewhere",
            plan.preset
        ))
        .collect()
}

pub(crate) use super::checkpoint::remove_temporaries;
