//! TensorBoard event files: every scalar of `metrics.jsonl`, appended as the run goes, in one
//! `events.out.tfevents.<seconds>.<host>` file in the run directory, so that
//! `tensorboard --logdir runs` shows each run under its directory's name.
//!
//! The format is TensorFlow's: TFRecord framing (the length as a little-endian u64, the masked
//! CRC-32C of those 8 bytes, the record, the masked CRC-32C of the record) around `Event`
//! protocol buffers. The few fields paperfit writes are encoded by hand ([`super::protobuf`]; docs/design.md
//! says why no crate).
//!
//! Resume: the run continues from its checkpoint's step, and the killed run may have logged
//! steps after it. The event file is then rewritten (a new file holding the events of the
//! steps up to the checkpoint, verbatim, renamed into place before the old one is removed), so
//! the files on disk never hold a step twice, whatever reads them. Each file starts with a
//! `SessionLog.START` at step 0: TensorBoard's own reader then drops, in a TensorBoard that
//! was already showing the old file, everything it read from it before the replay.
//!
//! After it, at step 0, the plan's hyper-parameters for the HPARAMS tab ([`super::hparams`]),
//! written afresh by each start and resume (a resume may have changed the plan); the end of
//! the run adds the session's end.

use std::fs::{self, File, OpenOptions};
use std::io::Write;
use std::path::{Path, PathBuf};

use super::hparams::{self, HValue, Status};
use super::protobuf::{fields, key, length_delimited, varint};
use crate::error::{Error, Result};

/// What TensorBoard reads as the version of the event format (`brain.Event:2`: restarts are
/// marked by `SessionLog.START` events).
const FILE_VERSION: &str = "brain.Event:2";
/// The start of every event file's name; TensorBoard reads files whose name holds "tfevents".
const PREFIX: &str = "events.out.tfevents.";

/// The run's event file, open for appending.
pub(crate) struct EventWriter {
    file: File,
    pub path: PathBuf,
}

fn io(context: &str, path: &Path, e: std::io::Error) -> Error {
    Error::io(context, path, e)
}

impl EventWriter {
    /// Start the event file of `run_dir` with the plan's hyper-parameters `hparams`. When
    /// resuming from `resume_step`, the events of the steps up to it are carried over from the
    /// run's event files (the hyper-parameters are written anew); every older file is removed.
    pub(crate) fn open(
        run_dir: &Path,
        resume_step: Option<u64>,
        hparams: &[(String, HValue)],
    ) -> Result<Self> {
        let old = event_files(run_dir)?;
        let mut kept = Vec::new();
        if let Some(step) = resume_step {
            for path in &old {
                let bytes = fs::read(path).map_err(|e| io("cannot read", path, e))?;
                replay(&bytes, &mut kept);
            }
            kept.retain(|(s, _)| *s <= step);
        }
        let now = wall_time();
        // Named after every older file, so that readers that go through a run's files in name
        // order (TensorBoard does) come to this one last.
        let newest = old.iter().filter_map(|p| seconds_in_name(p)).max();
        let seconds = newest.map_or(now as u64, |s| (now as u64).max(s + 1));
        let path = run_dir.join(format!("{PREFIX}{seconds:010}.{}", hostname()));
        let mut bytes = record(&event(now, 0, What::FileVersion));
        bytes.extend(record(&event(now, 0, What::SessionStart)));
        let start = hparams::session_start_content(hparams, now);
        bytes.extend(record(&event(
            now,
            0,
            What::Plugin {
                tag: hparams::SESSION_START_TAG,
                content: &start,
            },
        )));
        for (_, data) in &kept {
            bytes.extend(record(data));
        }
        // Written under a name without "tfevents", so a running TensorBoard never reads it
        // half-written.
        let tmp = run_dir.join(format!(".tensorboard-{}.tmp", std::process::id()));
        super::checkpoint::write_atomic_via(&tmp, &path, &bytes)?;
        for p in old.iter().filter(|p| **p != path) {
            fs::remove_file(p).map_err(|e| io("cannot remove", p, e))?;
        }
        let file = OpenOptions::new()
            .append(true)
            .open(&path)
            .map_err(|e| io("cannot open", &path, e))?;
        Ok(EventWriter { file, path })
    }

    /// The end of the run after optimizer step `step`: its hparams session ends with `status`.
    pub(crate) fn finish(&mut self, step: u64, status: Status) -> Result<()> {
        let now = wall_time();
        let content = hparams::session_end_content(status, now);
        let what = What::Plugin {
            tag: hparams::SESSION_END_TAG,
            content: &content,
        };
        self.file
            .write_all(&record(&event(now, step, what)))
            .map_err(|e| io("cannot write", &self.path, e))
    }

    /// Append the scalars (tag, value) of `step` as one event (nothing when there are none), in
    /// one write, so a running TensorBoard sees it at once.
    pub(crate) fn write(&mut self, step: u64, scalars: &[(&str, f64)]) -> Result<()> {
        if scalars.is_empty() {
            return Ok(());
        }
        let bytes = record(&event(wall_time(), step, What::Scalars(scalars)));
        self.file
            .write_all(&bytes)
            .map_err(|e| io("cannot write", &self.path, e))
    }
}

/// The event files of `run_dir`, in name order.
fn event_files(run_dir: &Path) -> Result<Vec<PathBuf>> {
    let mut files = Vec::new();
    for entry in fs::read_dir(run_dir).map_err(|e| io("cannot list", run_dir, e))? {
        let entry = entry.map_err(|e| io("cannot list", run_dir, e))?;
        let name = entry.file_name();
        if name.to_string_lossy().starts_with(PREFIX) && entry.path().is_file() {
            files.push(entry.path());
        }
    }
    files.sort();
    Ok(files)
}

/// The seconds in an event file's name (`events.out.tfevents.<seconds>.<host>`).
fn seconds_in_name(path: &Path) -> Option<u64> {
    let name = path.file_name()?.to_str()?;
    name.strip_prefix(PREFIX)?.split('.').next()?.parse().ok()
}

fn wall_time() -> f64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0.0, |d| d.as_secs_f64())
}

fn hostname() -> String {
    #[cfg(unix)]
    {
        let mut buf = [0u8; 256];
        // SAFETY: gethostname writes at most `len` bytes into the buffer it is given.
        let rc = unsafe { libc::gethostname(buf.as_mut_ptr().cast(), buf.len()) };
        if rc == 0 {
            let end = buf.iter().position(|b| *b == 0).unwrap_or(buf.len());
            let name = String::from_utf8_lossy(&buf[..end]).into_owned();
            if !name.is_empty() {
                return name.replace('/', "_");
            }
        }
    }
    "localhost".to_string()
}

/// TFRecord's checksum: CRC-32C, rotated right by 15 bits plus a constant.
fn masked_crc(bytes: &[u8]) -> u32 {
    crc32c::crc32c(bytes)
        .rotate_right(15)
        .wrapping_add(0xa282_ead8)
}

/// One TFRecord: length, its checksum, the data, its checksum.
fn record(data: &[u8]) -> Vec<u8> {
    let length = (data.len() as u64).to_le_bytes();
    let mut out = Vec::with_capacity(data.len() + 16);
    out.extend_from_slice(&length);
    out.extend_from_slice(&masked_crc(&length).to_le_bytes());
    out.extend_from_slice(data);
    out.extend_from_slice(&masked_crc(data).to_le_bytes());
    out
}

/// The records of an event file, up to the first that is cut short or fails its checksum (a
/// run killed in the middle of a write).
fn records(mut bytes: &[u8]) -> Vec<&[u8]> {
    let mut out = Vec::new();
    while bytes.len() >= 12 {
        let (length, rest) = bytes.split_at(8);
        let crc = u32::from_le_bytes(rest[..4].try_into().unwrap_or_default());
        if masked_crc(length) != crc {
            break;
        }
        let n = u64::from_le_bytes(length.try_into().unwrap_or_default()) as usize;
        let rest = &rest[4..];
        if rest.len() < n.saturating_add(4) {
            break;
        }
        let (data, rest) = rest.split_at(n);
        if masked_crc(data) != u32::from_le_bytes(rest[..4].try_into().unwrap_or_default()) {
            break;
        }
        out.push(data);
        bytes = &rest[4..];
    }
    out
}

/// What an event holds.
enum What<'a> {
    FileVersion,
    /// `SessionLog { status: START }`.
    SessionStart,
    /// A `Summary` of `simple_value`s.
    Scalars(&'a [(&'a str, f64)]),
    /// A `Summary` of one hparams plugin value ([`hparams::summary_value`]).
    Plugin {
        tag: &'a str,
        content: &'a [u8],
    },
}

/// An `Event`: wall_time = 1, step = 2, file_version = 3, summary = 5, session_log = 7;
/// `Summary.value` = 1; `Summary.Value`: tag = 1, simple_value = 2; `SessionLog.status` = 1.
fn event(wall_time: f64, step: u64, what: What) -> Vec<u8> {
    let mut out = Vec::new();
    key(&mut out, 1, 1);
    out.extend_from_slice(&wall_time.to_le_bytes());
    key(&mut out, 2, 0);
    varint(&mut out, step);
    match what {
        What::FileVersion => length_delimited(&mut out, 3, FILE_VERSION.as_bytes()),
        What::SessionStart => {
            // SessionLog.START = 1.
            length_delimited(&mut out, 7, &[0x08, 0x01]);
        }
        What::Scalars(scalars) => {
            let mut summary = Vec::new();
            for (tag, v) in scalars {
                let mut value = Vec::new();
                length_delimited(&mut value, 1, tag.as_bytes());
                key(&mut value, 2, 5);
                value.extend_from_slice(&(*v as f32).to_le_bytes());
                length_delimited(&mut summary, 1, &value);
            }
            length_delimited(&mut out, 5, &summary);
        }
        What::Plugin { tag, content } => {
            let mut summary = Vec::new();
            length_delimited(&mut summary, 1, &hparams::summary_value(tag, content));
            length_delimited(&mut out, 5, &summary);
        }
    }
    out
}

/// An event's step, and whether it is a file version or a session start (those are written
/// afresh, not carried over).
struct EventHead {
    step: i64,
    file_version: bool,
    session_start: bool,
    /// An hparams plugin summary (written afresh, not carried over).
    hparams: bool,
}

fn head(event: &[u8]) -> Option<EventHead> {
    let mut head = EventHead {
        step: 0,
        file_version: false,
        session_start: false,
        hparams: false,
    };
    let ok = fields(event, |number, value, payload| match number {
        2 => head.step = value as i64,
        3 => head.file_version = true,
        5 => head.hparams = hparams_summary(payload),
        7 => {
            fields(payload, |n, v, _| {
                if n == 1 && v == 1 {
                    head.session_start = true;
                }
            });
        }
        _ => {}
    });
    ok.then_some(head)
}

/// Whether a `Summary` holds a value whose tag is one of the hparams plugin's.
fn hparams_summary(summary: &[u8]) -> bool {
    let mut found = false;
    fields(summary, |n, _, value| {
        if n == 1 {
            fields(value, |n, _, tag| {
                found |= n == 1 && tag.starts_with(hparams::TAG_PREFIX.as_bytes());
            });
        }
    });
    found
}

/// Add an event file's events to `events` (step and encoded event) as TensorBoard reads them:
/// a session start at step s drops every event read before it whose step is s or later. File
/// versions and hparams summaries are left out: a new file writes its own.
fn replay(file: &[u8], events: &mut Vec<(u64, Vec<u8>)>) {
    for data in records(file) {
        let Some(head) = head(data) else { break };
        if head.session_start {
            events.retain(|(s, _)| (*s as i64) < head.step);
        } else if !head.file_version && !head.hparams {
            events.push((head.step.max(0) as u64, data.to_vec()));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The checksums are TFRecord's: CRC-32C (the standard check value of "123456789"),
    /// masked as TensorFlow masks it (values from the `tensorboard` package's own
    /// `masked_crc32c`).
    #[test]
    fn the_framing_is_tfrecords() {
        assert_eq!(crc32c::crc32c(b"123456789"), 0xe306_9283);
        assert_eq!(masked_crc(&[0u8; 8]), 0x0798_0329);
        assert_eq!(masked_crc(b"paperfit"), 0xf270_c088);
        let framed = record(b"paperfit");
        assert_eq!(&framed[..8], &8u64.to_le_bytes());
        assert_eq!(
            &framed[8..12],
            &masked_crc(&8u64.to_le_bytes()).to_le_bytes()
        );
        assert_eq!(&framed[12..20], b"paperfit");
        assert_eq!(&framed[20..], &0xf270_c088u32.to_le_bytes());
        assert_eq!(records(&framed), vec![&b"paperfit"[..]]);
    }

    #[test]
    fn a_record_cut_short_or_corrupt_ends_the_file() {
        let mut bytes = record(b"first");
        bytes.extend(record(b"second"));
        assert_eq!(records(&bytes).len(), 2);
        assert_eq!(records(&bytes[..bytes.len() - 1]), vec![&b"first"[..]]);
        let last = bytes.len() - 6;
        bytes[last] ^= 1;
        assert_eq!(records(&bytes), vec![&b"first"[..]]);
    }

    #[test]
    fn events_read_back_with_their_step_and_kind() {
        let scalars = [("train/loss", 0.5)];
        let e = event(1.5, 300, What::Scalars(&scalars));
        let h = head(&e).unwrap();
        assert_eq!(h.step, 300);
        assert!(!h.file_version && !h.session_start);
        assert!(
            head(&event(1.5, 0, What::FileVersion))
                .unwrap()
                .file_version
        );
        assert!(
            head(&event(1.5, 0, What::SessionStart))
                .unwrap()
                .session_start
        );
        assert!(head(&e[..e.len() - 1]).is_none());
    }

    /// The hparams summaries are recognised by their tag and not carried over by a resume (it
    /// writes the plan's anew); the scalars around them are.
    #[test]
    fn hparams_summaries_are_written_afresh_not_replayed() {
        let start = hparams::session_start_content(&[("lr".into(), HValue::Number(0.1))], 0.0);
        let plugin = event(
            0.0,
            0,
            What::Plugin {
                tag: hparams::SESSION_START_TAG,
                content: &start,
            },
        );
        assert!(head(&plugin).unwrap().hparams);
        let scalars = event(0.0, 1, What::Scalars(&[("_hparams_x", 1.0)]));
        assert!(!head(&scalars).unwrap().hparams);
        let mut file = record(&event(0.0, 0, What::FileVersion));
        file.extend(record(&plugin));
        file.extend(record(&scalars));
        let mut events = Vec::new();
        replay(&file, &mut events);
        assert_eq!(events, vec![(1, scalars)]);
    }

    #[test]
    fn a_session_start_drops_the_steps_it_restarts() {
        let s = |step| event(0.0, step, What::Scalars(&[("x", 1.0)]));
        let mut file = record(&event(0.0, 0, What::FileVersion));
        for step in 1..=5 {
            file.extend(record(&s(step)));
        }
        file.extend(record(&event(0.0, 4, What::SessionStart)));
        file.extend(record(&s(4)));
        let mut events = Vec::new();
        replay(&file, &mut events);
        let steps: Vec<u64> = events.iter().map(|(s, _)| *s).collect();
        assert_eq!(steps, [1, 2, 3, 4]);
    }
}
