//! Checkpoints, written atomically: a checkpoint is a directory
//! `checkpoints/step-00000123/` with `model.safetensors` (weights and buffers under their
//! public names), `optimizer.safetensors` and `state.json`. It is assembled in a temporary
//! directory, every file is fsynced, the directory is renamed into place, and only then does
//! `checkpoints/latest` (itself replaced by rename) point at it. A crash at any moment leaves
//! either the previous checkpoint or the new one, never a torn one.

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
        Ok(candle_core::safetensors::save(&map, tmp)?)
    })
}

pub(crate) fn load_tensors(path: &Path, device: &Device) -> Result<BTreeMap<String, Tensor>> {
    let map = candle_core::safetensors::load(path, device)
        .map_err(|e| Error::candle(format!("cannot read {}", path.display()), e))?;
    Ok(map.into_iter().collect())
}

/// Write a checkpoint for `state.step` under `run_dir/checkpoints/` and point `latest` at it.
pub(crate) fn save(
    run_dir: &Path,
    model: &BTreeMap<String, Tensor>,
    optimizer: &BTreeMap<String, Tensor>,
    state: &TrainerState,
) -> Result<PathBuf> {
    let root = run_dir.join("checkpoints");
    fs::create_dir_all(&root).map_err(|e| io("cannot create", &root, e))?;
    let name = format!("step-{:08}", state.step);
    let tmp = root.join(format!(".{name}.tmp-{}", std::process::id()));
    if tmp.exists() {
        fs::remove_dir_all(&tmp).map_err(|e| io("cannot remove", &tmp, e))?;
    }
    fs::create_dir_all(&tmp).map_err(|e| io("cannot create", &tmp, e))?;
    save_tensors(model, &tmp.join("model.safetensors"))?;
    save_tensors(optimizer, &tmp.join("optimizer.safetensors"))?;
    let state_json = serde_json::to_vec_pretty(state)?;
    write_atomic(&tmp.join("state.json"), &state_json)?;
    sync_dir(&tmp)?;
    let final_dir = root.join(&name);
    if final_dir.exists() {
        fs::remove_dir_all(&final_dir).map_err(|e| io("cannot remove", &final_dir, e))?;
    }
    fs::rename(&tmp, &final_dir).map_err(|e| io("cannot rename into", &final_dir, e))?;
    sync_dir(&root)?;
    write_atomic(&root.join("latest"), name.as_bytes())?;
    prune(&root, &name)?;
    Ok(final_dir)
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

/// The directory and state of the checkpoint `checkpoints/latest` names, if any, without its
/// tensors.
pub(crate) fn latest_state(run_dir: &Path) -> Result<Option<(PathBuf, TrainerState)>> {
    let root = run_dir.join("checkpoints");
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
