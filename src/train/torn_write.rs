//! A failure on purpose for the run directory's writers: `PAPERFIT_FAULT_KILL_WRITING=NAME[:N]`
//! kills the process (SIGKILL, as `kill -9` or a node that loses power would end it) in the
//! middle of the Nth write of a file named NAME (`summary.json`, `plan.json`, `metrics.jsonl`,
//! `latest`, `model.safetensors`, ...), half of its bytes on disk. Every writer calls
//! [`point`] or [`append`] where its bytes go, so a test can stop each one there and show what
//! the directory is left holding: the previous file, intact.

use std::fs::File;
use std::io::Write;
use std::path::Path;
use std::sync::Mutex;

use crate::config::overrides::ENV_FAULT_KILL_WRITING;
use crate::error::{ConfigError, Origin};

/// The write to die in: the file's name and how many of its writes are still to come first.
struct Armed {
    name: String,
    before: u32,
}

static ARMED: Mutex<Option<Armed>> = Mutex::new(None);

/// Arm the fault that `PAPERFIT_FAULT_KILL_WRITING` asks for among `vars`, if any.
pub(crate) fn arm_from_env(
    vars: impl Iterator<Item = (String, String)>,
) -> Result<(), ConfigError> {
    let Some((var, value)) = vars.into_iter().find(|(k, _)| k == ENV_FAULT_KILL_WRITING) else {
        return Ok(());
    };
    let (name, nth) = match value.split_once(':') {
        Some((name, n)) => (name, n.trim().parse::<u32>().ok().filter(|n| *n >= 1)),
        None => (value.as_str(), Some(1)),
    };
    let Some(nth) = nth.filter(|_| !name.is_empty() && !name.contains('/')) else {
        return Err(
            ConfigError::new(format!("{var} must name a file and which of its writes"))
                .origin(Origin::Env {
                    var: var.clone(),
                    value: Some(value.clone()),
                })
                .expected("NAME or NAME:N, e.g. summary.json or latest:2 (the 2nd write of checkpoints/latest)"),
        );
    };
    *ARMED.lock().unwrap_or_else(|e| e.into_inner()) = Some(Armed {
        name: name.to_string(),
        before: nth - 1,
    });
    Ok(())
}

/// Whether this write of `target` is the one to die in (counting it).
fn due(target: &Path) -> bool {
    let mut armed = ARMED.lock().unwrap_or_else(|e| e.into_inner());
    let Some(a) = armed.as_mut() else {
        return false;
    };
    if target.file_name().and_then(|n| n.to_str()) != Some(a.name.as_str()) {
        return false;
    }
    if a.before > 0 {
        a.before -= 1;
        return false;
    }
    *armed = None;
    true
}

fn die() -> ! {
    #[cfg(unix)]
    {
        // SAFETY: kill(2) on this process; nothing is borrowed across it.
        unsafe {
            libc::kill(libc::getpid(), libc::SIGKILL);
        }
    }
    std::process::abort()
}

/// `tmp`, the temporary file a replace-by-rename of `target` has just written in full: when
/// this write is the fault's, cut it to its first half on disk and die before the rename.
pub(crate) fn point(target: &Path, tmp: &Path) {
    if !due(target) {
        return;
    }
    if let Ok(f) = File::options().write(true).open(tmp) {
        let half = f.metadata().map(|m| m.len() / 2).unwrap_or(0);
        let _ = f.set_len(half);
        let _ = f.sync_all();
    }
    die()
}

/// Append `bytes` to `file` (the log `target`): when this write is the fault's, only their
/// first half reaches the disk before the process dies (a torn last line).
pub(crate) fn append(target: &Path, file: &mut File, bytes: &[u8]) -> std::io::Result<()> {
    if due(target) {
        file.write_all(&bytes[..bytes.len() / 2])?;
        file.sync_all()?;
        die()
    }
    file.write_all(bytes)
}
