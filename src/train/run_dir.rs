//! A run's directory: where a new run goes, the plan it was trained from, and JSON written
//! atomically beside the checkpoints.

use std::path::{Path, PathBuf};

use serde::Serialize;

use super::checkpoint;
use crate::error::{ConfigError, Error, Origin, Result};
use crate::plan::Plan;

pub(super) fn io(context: &str, path: &Path, e: std::io::Error) -> Error {
    Error::io(context, path, e)
}

pub(super) fn write_json<T: Serialize>(path: &Path, value: &T) -> Result<()> {
    let text = serde_json::to_vec_pretty(value)?;
    checkpoint::write_atomic(path, &text)
}

/// Read a run directory's plan.
pub(crate) fn read_plan(run_dir: &Path) -> Result<Plan> {
    let path = run_dir.join("plan.json");
    let text = std::fs::read_to_string(&path).map_err(|e| {
        Error::from(
            ConfigError::new(format!(
                "{} is not a paperfit run directory ({})",
                run_dir.display(),
                crate::config::layers::io_reason(&e)
            ))
            .origin(Origin::file(&path))
            .expected("a directory written by `paperfit train`, with plan.json"),
        )
    })?;
    let plan: Plan = serde_json::from_str(&text).map_err(|e| {
        Error::from(
            ConfigError::new(format!("cannot read {}: {e}", path.display()))
                .origin(Origin::file(&path)),
        )
    })?;
    // A plan edited by hand is checked as the plan command checks a configuration's model
    // table, and reported at the file and key, before any device is opened.
    if let Err(problem) = crate::models::registry::check(&plan.model) {
        return Err(ConfigError::from(problem)
            .origin(Origin::file(&path))
            .into());
    }
    Ok(plan)
}

/// Where a run of `experiment` goes when no directory is given: `runs/<stem>-<time>`.
pub(crate) fn default_run_dir(experiment: &str) -> PathBuf {
    let stem = Path::new(experiment)
        .file_stem()
        .and_then(|s| s.to_str())
        .unwrap_or("run");
    PathBuf::from("runs").join(format!(
        "{stem}-{}",
        chrono::Local::now().format("%Y%m%d-%H%M%S")
    ))
}
