//! Checkpoints, written atomically: a checkpoint is a directory
//! `checkpoints/step-00000123/` with `model.safetensors` (weights and buffers under their
//! public names), `optimizer.safetensors` and `state.json`. It is assembled in a temporary
//! directory, every file is fsynced, the directory is renamed into place, and only then does
//! `checkpoints/latest` (itself replaced by rename) point at it. A crash at any moment leaves
//! either the previous checkpoint or the new one, never a torn one; a resume takes the new one
//! even when the crash came before `latest` named it. A second save of a step
//! replaces its directory without removing it first ([`replace_checkpoint`]): `latest` names
//! a complete checkpoint at every instant.

use std::collections::{BTreeMap, HashMap};
use std::fs::{self, File};
use std::io::Write;
use std::path::{Path, PathBuf};

use candle_core::{Device, Tensor};
use serde::{Deserialize, Serialize};

use super::scaler::LossScaler;
use super::torn_write;
use crate::error::{Error, Result};

/// How many checkpoints to keep (the newest).
const KEEP: usize = 2;

/// Everything besides tensors that a resumed run needs to continue exactly.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct TrainerState {
    /// Optimizer steps taken (applied or skipped).
    pub step: u64,
    /// Current epoch (0-based) and optimizer steps already taken in it: the data cursor. The
    /// epoch's sample order is a pure function of (seed, epoch).
    pub epoch: u32,
    pub step_in_epoch: u64,
    /// The micro-batch in use (it can differ from the plan's after an out-of-memory back-off).
    pub micro_batch: usize,
    pub scaler: Option<LossScaler>,
    /// Wall-clock seconds of training so far, across resumes.
    pub elapsed_secs: f64,
    /// Of those, the seconds the training loop waited for the loader (rank 0's).
    #[serde(default)]
    pub data_wait_secs: f64,
    /// The unreadable images left out so far (`data.on_corrupt = "skip"`), across resumes.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub skipped_images: Vec<String>,
    /// The best evaluation so far, whose weights `checkpoints/best` holds (a resume restores
    /// `best` to this record: an evaluation after the checkpoint is made again).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub best: Option<BestRecord>,
}

/// The best evaluation of a run by its metric, and the step it was made at.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct BestRecord {
    /// Optimizer steps completed when the evaluation ran.
    pub step: u64,
    /// `eval_map` for re-identification, `eval_kappa` for a regression onto grades,
    /// `eval_accuracy` otherwise (top-1, the few-shot episodes' mean): the name the summary and
    /// the metrics give the value.
    pub metric: String,
    /// The metric's value (a fraction, or the kappa); higher is better.
    pub value: f64,
    /// The evaluation data the value was measured on ([`super::best::eval_data`]; absent in
    /// records from before it was kept): values on other data do not rank against it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub eval_data: Option<String>,
    /// The batch the evaluation ran in: the micro-batch in use then, after any out-of-memory
    /// back-off (absent in records from before it was kept).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub eval_batch: Option<usize>,
}

pub struct Checkpoint {
    pub dir: PathBuf,
    pub model: BTreeMap<String, Tensor>,
    pub optimizer: BTreeMap<String, Tensor>,
    pub state: TrainerState,
}

fn io(context: &str, path: &Path, e: std::io::Error) -> Error {
    Error::io(context, path, e)
}

fn sync_file(path: &Path) -> Result<()> {
    File::open(path)
        .and_then(|f| f.sync_all())
        .map_err(|e| io("cannot sync", path, e))
}

pub(crate) fn sync_dir(path: &Path) -> Result<()> {
    // Directory fsync makes a rename durable (Linux); elsewhere it may be unsupported.
    match File::open(path).and_then(|f| f.sync_all()) {
        Ok(()) => Ok(()),
        Err(e) if e.kind() == std::io::ErrorKind::PermissionDenied => Ok(()),
        Err(e) if cfg!(not(unix)) => {
            let _ = e;
            Ok(())
        }
        Err(e) => Err(io("cannot sync", path, e)),
    }
}

/// A temporary name beside `path` (same directory, so the rename is atomic), hidden, with
/// `extension` kept last for writers that read the format from the name.
pub(crate) fn temporary_beside(path: &Path, extension: &str) -> PathBuf {
    let dir = path.parent().unwrap_or(Path::new("."));
    let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("file");
    dir.join(format!(".{name}.tmp-{}{extension}", std::process::id()))
}

/// Whether `name` is one of the temporaries [`temporary_beside`] and the event writer name:
/// what a process killed mid-write leaves behind.
pub(crate) fn is_temporary(name: &str) -> bool {
    name.starts_with('.') && name.contains(".tmp")
}

/// Remove what writers killed or failed mid-write left in `run_dir`: their temporary files, and
/// in `checkpoints/` the temporary files and directories of checkpoints never renamed into
/// place (a half-written checkpoint can hold gigabytes).
pub(crate) fn remove_temporaries(run_dir: &Path) -> Result<()> {
    remove_temporaries_in(run_dir, false)?;
    let checkpoints = run_dir.join("checkpoints");
    match checkpoints.is_dir() {
        true => remove_temporaries_in(&checkpoints, true),
        false => Ok(()),
    }
}

/// Remove the temporaries directly in `dir`: files, and directories too when `directories`.
fn remove_temporaries_in(dir: &Path, directories: bool) -> Result<()> {
    let entries = std::fs::read_dir(dir).map_err(|e| Error::io("cannot list", dir, e))?;
    for entry in entries.flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        let path = entry.path();
        if !is_temporary(&name) {
            continue;
        }
        let removed = match entry.file_type() {
            Ok(t) if t.is_dir() && directories => std::fs::remove_dir_all(&path),
            Ok(t) if t.is_file() || t.is_symlink() => std::fs::remove_file(&path),
            _ => Ok(()),
        };
        removed.map_err(|e| Error::io("cannot remove", &path, e))?;
    }
    Ok(())
}

/// Replace `path` by the file `write` creates at `tmp` (in the same directory): fsynced, renamed
/// over `path`, the directory fsynced. A process killed at any point leaves `path` as it was
/// or as it is now, never a part of either ([`torn_write`] kills writers here in tests).
pub(crate) fn replace_via(
    path: &Path,
    tmp: &Path,
    write: impl FnOnce(&Path) -> Result<()>,
) -> Result<()> {
    let dir = path.parent().unwrap_or(Path::new("."));
    write(tmp)?;
    torn_write::point(path, tmp);
    sync_file(tmp)?;
    fs::rename(tmp, path).map_err(|e| io("cannot rename into", path, e))?;
    sync_dir(dir)
}

/// Write `bytes` to `path` atomically (temporary file, fsync, rename, fsync directory).
pub(crate) fn write_atomic(path: &Path, bytes: &[u8]) -> Result<()> {
    write_atomic_via(&temporary_beside(path, ""), path, bytes)
}

/// [`write_atomic`] through the temporary file `tmp`, in the same directory as `path`.
pub(crate) fn write_atomic_via(tmp: &Path, path: &Path, bytes: &[u8]) -> Result<()> {
    replace_via(path, tmp, |tmp| {
        let mut f = File::create(tmp).map_err(|e| io("cannot create", tmp, e))?;
        f.write_all(bytes).map_err(|e| io("cannot write", tmp, e))
    })
}

/// Save tensors as safetensors at `path`, atomically.
pub(crate) fn save_tensors(tensors: &BTreeMap<String, Tensor>, path: &Path) -> Result<()> {
    let map: HashMap<String, Tensor> = tensors
        .iter()
        .map(|(k, v)| Ok((k.clone(), v.to_device(&Device::Cpu)?)))
        .collect::<candle_core::Result<_>>()?;
    replace_via(path, &temporary_beside(path, ""), |tmp| {
        candle_core::safetensors::save(&map, tmp)
            .map_err(|e| Error::candle(format!("cannot write {}", tmp.display()), e))
    })
}

pub(crate) fn load_tensors(path: &Path, device: &Device) -> Result<BTreeMap<String, Tensor>> {
    let map = candle_core::safetensors::load(path, device)
        .map_err(|e| Error::candle(format!("cannot read {}", path.display()), e))?;
    Ok(map.into_iter().collect())
}

/// Write a checkpoint for `state.step` under `run_dir/checkpoints/` and point `latest` at it.
/// A failure before `latest` names the new checkpoint leaves the one it named: the error says
/// which, and the temporary directory is removed (a process killed there leaves it to the next
/// save's [`prune`] or a resume's clean-up).
pub(crate) fn save(
    run_dir: &Path,
    model: &BTreeMap<String, Tensor>,
    optimizer: &BTreeMap<String, Tensor>,
    state: &TrainerState,
) -> Result<PathBuf> {
    let root = run_dir.join("checkpoints");
    let name = format!("step-{:08}", state.step);
    let tmp = root.join(format!(".{name}.tmp-{}", std::process::id()));
    let final_dir = root.join(&name);
    let written = write_checkpoint(&root, &tmp, &final_dir, model, optimizer, state)
        .and_then(|()| write_atomic(&root.join("latest"), name.as_bytes()));
    if let Err(e) = written {
        if tmp.exists() {
            let _ = fs::remove_dir_all(&tmp);
        }
        return Err(save_failed(e, state.step, &final_dir, &root));
    }
    prune(&root, &name)?;
    Ok(final_dir)
}

/// Assemble the checkpoint in `tmp` and rename it into place as `final_dir`.
fn write_checkpoint(
    root: &Path,
    tmp: &Path,
    final_dir: &Path,
    model: &BTreeMap<String, Tensor>,
    optimizer: &BTreeMap<String, Tensor>,
    state: &TrainerState,
) -> Result<()> {
    fs::create_dir_all(root).map_err(|e| io("cannot create", root, e))?;
    if tmp.exists() {
        fs::remove_dir_all(tmp).map_err(|e| io("cannot remove", tmp, e))?;
    }
    fs::create_dir_all(tmp).map_err(|e| io("cannot create", tmp, e))?;
    save_tensors(model, &tmp.join("model.safetensors"))?;
    save_tensors(optimizer, &tmp.join("optimizer.safetensors"))?;
    let state_json = serde_json::to_vec_pretty(state)?;
    write_atomic(&tmp.join("state.json"), &state_json)?;
    sync_dir(tmp)?;
    match final_dir.exists() {
        true => replace_checkpoint(tmp, final_dir)?,
        false => fs::rename(tmp, final_dir).map_err(|e| io("cannot rename into", final_dir, e))?,
    }
    sync_dir(root)
}

/// `e`, which stopped the checkpoint of `step` at `dir` before `latest` named it, with what
/// failed and the checkpoint a resume continues from: the one `checkpoints/latest` still names.
fn save_failed(e: Error, step: u64, dir: &Path, root: &Path) -> Error {
    let stands = match unnamed_but_complete(root) {
        Ok(Some(why)) => format!("{why}; a resume continues from it"),
        _ => match fs::read_to_string(root.join("latest")) {
            Ok(name) => format!(
                "checkpoints/latest still names {}, complete: a resume continues from it",
                name.trim()
            ),
            Err(_) => "the run has no earlier checkpoint".to_string(),
        },
    };
    let what = format!(
        "cannot save the checkpoint of step {step} to {} ({stands})",
        dir.display()
    );
    let within = |context: &str| match context.is_empty() {
        true => what.clone(),
        false => format!("{what}: {context}"),
    };
    match e {
        Error::Io {
            context,
            path,
            source,
        } => Error::Io {
            context: within(&context),
            path,
            source,
        },
        Error::Candle { context, source } => {
            Error::candle(within(context.as_deref().unwrap_or("")), source)
        }
        Error::Json { context, source } => {
            Error::json(Some(within(context.as_deref().unwrap_or(""))), source)
        }
        other => other,
    }
}

/// Put the complete checkpoint `new` (a temporary directory beside it) in the place of the
/// checkpoint `dir` of the same step, which `latest` may name (a run's end saved after a
/// periodic save of its last step, a failure saved after the periodic save of its step, a
/// resume that only finishes a run): `dir` is a complete checkpoint at every instant. Where the
/// filesystem exchanges two names in one step (Linux's `renameat2` with `RENAME_EXCHANGE`), the
/// two directories are exchanged and the old one, now at `new`, removed. Elsewhere each file of
/// `new` is renamed over its namesake in `dir` ([`file_renames`]: the state last), each rename
/// atomic: two checkpoints of one step hold the same weights and optimizer state (nothing
/// trains between two saves of a step, and a resume saves the step it loaded), so a crash
/// between two renames leaves the old checkpoint's tensors or the new one's, either the step's.
fn replace_checkpoint(new: &Path, dir: &Path) -> Result<()> {
    if exchange(new, dir)? {
        return fs::remove_dir_all(new).map_err(|e| io("cannot remove", new, e));
    }
    for (from, to) in file_renames(new, dir)? {
        fs::rename(&from, &to).map_err(|e| io("cannot rename into", &to, e))?;
    }
    sync_dir(dir)?;
    fs::remove_dir(new).map_err(|e| io("cannot remove", new, e))
}

/// The renames that move each file of the checkpoint `new` over its namesake in `dir`, in
/// order: the tensors, then `state.json`.
fn file_renames(new: &Path, dir: &Path) -> Result<Vec<(PathBuf, PathBuf)>> {
    let mut names: Vec<std::ffi::OsString> = fs::read_dir(new)
        .map_err(|e| io("cannot list", new, e))?
        .map(|entry| entry.map(|e| e.file_name()))
        .collect::<std::io::Result<_>>()
        .map_err(|e| io("cannot list", new, e))?;
    names.sort_by_key(|name| (name == "state.json", name.clone()));
    Ok(names
        .into_iter()
        .map(|name| (new.join(&name), dir.join(&name)))
        .collect())
}

/// Exchange the directories `a` and `b` in one step; false where the system or the
/// filesystem cannot (an old kernel, a network filesystem).
#[cfg(target_os = "linux")]
fn exchange(a: &Path, b: &Path) -> Result<bool> {
    use std::ffi::CString;
    use std::os::unix::ffi::OsStrExt;
    let c_path = |p: &Path| {
        CString::new(p.as_os_str().as_bytes())
            .map_err(|e| io("cannot name", p, std::io::Error::other(e)))
    };
    let (from, to) = (c_path(a)?, c_path(b)?);
    // SAFETY: two NUL-terminated paths that live across the call; renameat2 reads nothing else.
    let done = unsafe {
        libc::syscall(
            libc::SYS_renameat2,
            libc::AT_FDCWD,
            from.as_ptr(),
            libc::AT_FDCWD,
            to.as_ptr(),
            libc::RENAME_EXCHANGE,
        )
    };
    if done == 0 {
        return Ok(true);
    }
    let error = std::io::Error::last_os_error();
    match error.raw_os_error() {
        Some(libc::EINVAL | libc::ENOSYS | libc::EOPNOTSUPP | libc::EPERM) => Ok(false),
        _ => Err(io("cannot exchange with", b, error)),
    }
}

#[cfg(not(target_os = "linux"))]
fn exchange(_: &Path, _: &Path) -> Result<bool> {
    Ok(false)
}

/// Remove all but the newest checkpoints (never the one `latest` names) and stale temporaries.
fn prune(root: &Path, latest: &str) -> Result<()> {
    let mut steps: Vec<String> = Vec::new();
    for entry in fs::read_dir(root)
        .map_err(|e| io("cannot list", root, e))?
        .flatten()
    {
        let name = entry.file_name().to_string_lossy().to_string();
        if name.starts_with(".step-") {
            let _ = fs::remove_dir_all(entry.path());
        } else if name.starts_with("step-") && entry.path().is_dir() {
            steps.push(name);
        }
    }
    steps.sort();
    let excess = steps.len().saturating_sub(KEEP);
    for name in steps.into_iter().take(excess) {
        if name != latest {
            fs::remove_dir_all(root.join(&name))
                .map_err(|e| io("cannot remove", &root.join(&name), e))?;
        }
    }
    Ok(())
}

/// The directory and state of the checkpoint a resume continues from, if any, without its
/// tensors: the one `checkpoints/latest` names, or a newer one a save renamed into place
/// before it could name it (the process was killed between the two renames, or writing
/// `latest` failed). A `step-N` directory is only ever renamed into place whole, so it is as
/// complete as the one `latest` names; going back past it would train its steps again.
pub(crate) fn latest_state(run_dir: &Path) -> Result<Option<(PathBuf, TrainerState)>> {
    Ok(resume_point(&run_dir.join("checkpoints"))?.map(|p| (p.dir, p.state)))
}

/// The checkpoint a resume continues from ([`latest_state`]), and what `latest` names when
/// that is not it (`Some(None)`: `latest` is missing).
struct ResumePoint {
    dir: PathBuf,
    state: TrainerState,
    unnamed: Option<Option<PathBuf>>,
}

fn resume_point(root: &Path) -> Result<Option<ResumePoint>> {
    let named = named_by_latest(root)?;
    let after = named.as_ref().map(|(_, state)| state.step);
    Ok(match (newest_complete(root, after)?, named) {
        (Some((dir, state)), named) => Some(ResumePoint {
            dir,
            state,
            unnamed: Some(named.map(|(d, _)| d)),
        }),
        (None, Some((dir, state))) => Some(ResumePoint {
            dir,
            state,
            unnamed: None,
        }),
        (None, None) => None,
    })
}

/// The checkpoint a resume continues from when `checkpoints/latest` (under `root`) does not
/// name it, said as "step-N is complete, though checkpoints/latest still names step-M: ...";
/// `None` when `latest` names it or there is none.
pub(crate) fn unnamed_but_complete(root: &Path) -> Result<Option<String>> {
    let Some(ResumePoint {
        dir,
        unnamed: Some(named),
        ..
    }) = resume_point(root)?
    else {
        return Ok(None);
    };
    let name = |dir: &Path| {
        dir.file_name()
            .unwrap_or_default()
            .to_string_lossy()
            .to_string()
    };
    let latest = match named {
        Some(named) => format!("still names {}", name(&named)),
        None => "is missing".to_string(),
    };
    Ok(Some(format!(
        "{} is complete, though checkpoints/latest {latest}: its save stopped before naming it",
        name(&dir)
    )))
}

/// The checkpoint `checkpoints/latest` names, if any.
fn named_by_latest(root: &Path) -> Result<Option<(PathBuf, TrainerState)>> {
    let latest = root.join("latest");
    let name = match fs::read_to_string(&latest) {
        Ok(n) => n.trim().to_string(),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(io("cannot read", &latest, e)),
    };
    let dir = root.join(&name);
    let path = dir.join("state.json");
    let text = fs::read_to_string(&path).map_err(|e| io("cannot read", &path, e))?;
    let state = serde_json::from_str(&text)
        .map_err(|e| Error::json(Some(path.display().to_string()), e))?;
    Ok(Some((dir, state)))
}

/// The newest checkpoint directory of `root` past step `after` (any, when `None`) that holds
/// its two tensor files and a state of its own step.
fn newest_complete(root: &Path, after: Option<u64>) -> Result<Option<(PathBuf, TrainerState)>> {
    let entries = match fs::read_dir(root) {
        Ok(entries) => entries,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(io("cannot list", root, e)),
    };
    let mut steps: Vec<(u64, PathBuf)> = entries
        .flatten()
        .filter_map(|entry| {
            let name = entry.file_name().to_string_lossy().to_string();
            let step = name.strip_prefix("step-")?.parse::<u64>().ok()?;
            (after.is_none_or(|a| step > a) && name == format!("step-{step:08}"))
                .then(|| (step, entry.path()))
        })
        .collect();
    steps.sort_by(|a, b| b.0.cmp(&a.0));
    for (step, dir) in steps {
        let state: Option<TrainerState> = fs::read_to_string(dir.join("state.json"))
            .ok()
            .and_then(|text| serde_json::from_str(&text).ok());
        let tensors = ["model.safetensors", "optimizer.safetensors"]
            .iter()
            .all(|f| dir.join(f).is_file());
        match state {
            Some(state) if state.step == step && tensors => return Ok(Some((dir, state))),
            _ => {}
        }
    }
    Ok(None)
}

/// The checkpoint `checkpoints/latest` names, if any.
pub fn load_latest(run_dir: &Path, device: &Device) -> Result<Option<Checkpoint>> {
    let Some((dir, state)) = latest_state(run_dir)? else {
        return Ok(None);
    };
    Ok(Some(Checkpoint {
        model: load_tensors(&dir.join("model.safetensors"), device)?,
        optimizer: load_tensors(&dir.join("optimizer.safetensors"), device)?,
        state,
        dir,
    }))
}

#[cfg(test)]
mod tests;
