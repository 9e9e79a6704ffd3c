//! The Python a PyTorch reference runs in, checked before any work: a Python without the
//! modules the reference imports is a located error (exit 2) that names them and the command
//! that installs them, instead of a traceback from the reference's first line after paperfit's
//! side has run.

use std::path::{Path, PathBuf};
use std::process::Command;

use crate::config::overrides::ENV_PYTHON;
use crate::error::ConfigError;
use crate::models::registry::PytorchModel;

/// Which Python a bench command compares with, as its arguments asked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Reference {
    /// `--python` or `PAPERFIT_PYTHON` named it: it must have the modules.
    Named(PathBuf),
    /// Nothing named it: `python3` is tried, and without the modules paperfit is measured alone,
    /// saying why.
    Default,
    /// `--no-reference`: paperfit alone.
    None,
}

/// The modules missing from `python` among `modules` (in their order); `Err` when `python`
/// cannot be run at all.
fn missing_modules(python: &Path, modules: &[&str]) -> Result<Vec<String>, String> {
    let probe = |names: &[&str]| -> Result<bool, String> {
        Command::new(python)
            .args(["-c", &format!("import {}", names.join(", "))])
            .output()
            .map(|o| o.status.success())
            .map_err(|e| format!("cannot run {}: {e}", python.display()))
    };
    if probe(modules)? {
        return Ok(Vec::new());
    }
    let mut missing = Vec::new();
    for module in modules {
        if !probe(&[module])? {
            missing.push((*module).to_string());
        }
    }
    Ok(missing)
}

/// The PyPI package of a module.
fn package(module: &str) -> &str {
    match module {
        "open_clip" => "open_clip_torch",
        other => other,
    }
}

/// `python` imports every module of `modules`, or why not: a located error naming the missing
/// ones and the command that installs them (exit 2), `what` saying which reference needs them.
pub(crate) fn require(python: &Path, modules: &[&str], what: &str) -> Result<(), ConfigError> {
    let missing = missing_modules(python, modules).map_err(|why| {
        ConfigError::new(format!("{what} needs Python: {why}"))
            .help(format!("name a Python with --python or {ENV_PYTHON}"))
    })?;
    if missing.is_empty() {
        return Ok(());
    }
    let packages: Vec<&str> = missing.iter().map(|m| package(m)).collect();
    Err(ConfigError::new(format!(
        "{what} needs {} in {}, which has no module {}",
        modules.join(", "),
        python.display(),
        missing.join(", ")
    ))
    .help(format!(
        "`{} -m pip install {}`, or name a Python that has them with --python or {ENV_PYTHON}",
        python.display(),
        packages.join(" ")
    )))
}

/// The Python a bench command with an optional reference runs it in: a named one checked
/// (an error without the modules), the default one used when it has them, none otherwise
/// (`Ok(None)`, with why in the second value).
pub(crate) fn optional(
    reference: &Reference,
    modules: &[&str],
    what: &str,
) -> Result<(Option<PathBuf>, String), ConfigError> {
    match reference {
        Reference::Named(python) => {
            require(python, modules, what)?;
            Ok((Some(python.clone()), String::new()))
        }
        Reference::Default => {
            let python = PathBuf::from("python3");
            match require(&python, modules, what) {
                Ok(()) => Ok((Some(python), String::new())),
                Err(e) => Ok((
                    None,
                    format!("{}; {}", e.message, e.help.unwrap_or_default()),
                )),
            }
        }
        Reference::None => Ok((None, "left out by --no-reference".to_string())),
    }
}

/// The modules `bench parity`'s reference imports for a model and its backbone: torch and
/// safetensors always, and the library each PyTorch model comes from.
pub(crate) fn parity_modules(models: &[Option<PytorchModel>]) -> Vec<&'static str> {
    let mut modules = vec!["torch", "safetensors"];
    for model in models.iter().flatten() {
        let library = match model {
            PytorchModel::Timm(_) => "timm",
            PytorchModel::Torchvision(_) => "torchvision",
            PytorchModel::OpenClip => "open_clip",
            PytorchModel::Transcription => continue,
        };
        if !modules.contains(&library) {
            modules.push(library);
        }
    }
    modules
}
