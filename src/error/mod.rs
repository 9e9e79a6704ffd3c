//! Errors that reach the user.
//!
//! Every error caused by input (a configuration file, an environment variable, a command-line
//! argument) is a [`ConfigError`]: it names where the bad value came from (file, line and
//! column when there is one), the key path, what was expected and, when we can guess it, what
//! the user probably meant. Such errors exit with code 2; anything else is an internal failure
//! and exits with code 1.
//!
//! Here: the exit codes and the error enum; the diagnostic and its rendering are
//! [`diagnostic`], where a value or a problem comes from [`Origin`]. The "did you mean"
//! suggestions live with the configuration code that makes them (`config::suggest`), the
//! recognition of out-of-memory errors with the GPU code (`paperfit_kernels::out_of_memory`)
//! that recovery reads.

use std::path::PathBuf;

mod diagnostic;
mod origin;

pub use diagnostic::ConfigError;
pub use origin::Origin;

/// Exit code for bad input: configuration, environment or command line.
pub(crate) const EXIT_BAD_INPUT: i32 = 2;
/// Exit code for failures that are not the input's fault (I/O while writing, internal errors).
pub(crate) const EXIT_FAILURE: i32 = 1;

/// Any failure of a paperfit command.
///
/// A failure caused by another error keeps it as its [`std::error::Error::source`] (a tensor
/// operation's, a file's, a process's, JSON's); its message also ends with the cause's, since
/// the command line prints one message per error.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// Bad input: exit code 2.
    #[error("{0}")]
    Config(Box<ConfigError>),
    /// An inconsistency with no error behind it (a plan without an input size): exit code 1.
    #[error("error: {0}")]
    Internal(String),
    /// A tensor operation failed: `context` says which, when the caller knows more than
    /// candle's message (exit code 1).
    #[error("error: {}{source}", prefix(context.as_deref()))]
    Candle {
        context: Option<String>,
        #[source]
        source: candle_core::Error,
    },
    /// Reading or writing a file, or starting or waiting for a process, failed: `context` says
    /// what was being done (`cannot read`), `path` on which file, when there is one (exit
    /// code 1).
    #[error("error: {}: {source}", io_subject(context, path.as_deref()))]
    Io {
        context: String,
        path: Option<PathBuf>,
        #[source]
        source: std::io::Error,
    },
    /// Another library failed (drawing the metrics plot, encoding an image): `context` says
    /// what was being done, `source` is that library's error (exit code 1).
    #[error("error: {context}: {source}")]
    Library {
        context: String,
        #[source]
        source: Box<dyn std::error::Error + Send + Sync>,
    },
    /// A value could not be written as, or read from, JSON (exit code 1).
    #[error("error: {}{source}", prefix(context.as_deref()))]
    Json {
        context: Option<String>,
        #[source]
        source: serde_json::Error,
    },
    /// The device ran out of memory where training cannot back off (exit code 1): `context`
    /// says where, `source` is the allocation's error when there is one (a fault injected for
    /// a test has none). Made by [`Error::out_of_memory`], once, where out-of-memory recovery
    /// (`train::recovery`) receives candle's error and finds it to be an allocation failure
    /// (`paperfit_kernels::out_of_memory::is_device_out_of_memory`); back-off matches this variant.
    #[error("error: {context}")]
    OutOfMemory {
        context: String,
        #[source]
        source: Option<candle_core::Error>,
    },
    /// A rank of a distributed run failed, or stopped on a signal (its message is printed by
    /// that rank, or by rank 0 for all): this process stops with that rank's exit code.
    #[error("error: {} {} with exit code {code}", rank.map_or("a rank".to_string(), |r| format!("rank {r}")), if *code > 128 { "stopped" } else { "failed" })]
    Peer { rank: Option<usize>, code: i32 },
    /// A stop signal (SIGINT, SIGTERM) ended a training run after `step` of `total`, the
    /// checkpoint of that point written: exit code 128 + the signal, as a shell reports a
    /// process the signal ended.
    #[error("stopped by {} after step {step} of {total}; the checkpoint of step {step} is in {}: continue with `paperfit train --resume {}`", signal_name(*signal), run_dir.display(), run_dir.display())]
    Stopped {
        signal: i32,
        step: u64,
        total: u64,
        run_dir: PathBuf,
    },
}

/// A stop signal's name, as a message says it.
fn signal_name(signal: i32) -> &'static str {
    match signal {
        libc::SIGINT => "SIGINT",
        libc::SIGTERM => "SIGTERM",
        _ => "a signal",
    }
}

/// `context: ` in front of a cause's message, or nothing.
fn prefix(context: Option<&str>) -> String {
    context.map(|c| format!("{c}: ")).unwrap_or_default()
}

/// What an I/O error happened to: `cannot read run/plan.json`, `cannot start rank 1`.
fn io_subject(context: &str, path: Option<&std::path::Path>) -> String {
    match (context.is_empty(), path) {
        (_, None) => context.to_string(),
        (true, Some(path)) => path.display().to_string(),
        (false, Some(path)) => format!("{context} {}", path.display()),
    }
}

impl Error {
    pub fn exit_code(&self) -> i32 {
        match self {
            Error::Config(_) => EXIT_BAD_INPUT,
            Error::Internal(_)
            | Error::Candle { .. }
            | Error::Io { .. }
            | Error::Json { .. }
            | Error::Library { .. }
            | Error::OutOfMemory { .. } => EXIT_FAILURE,
            Error::Peer { code, .. } => *code,
            Error::Stopped { signal, .. } => 128 + signal,
        }
    }

    /// A tensor operation's failure, with what was being done.
    pub(crate) fn candle(context: impl Into<String>, source: candle_core::Error) -> Self {
        Error::Candle {
            context: Some(context.into()),
            source,
        }
    }

    /// An I/O failure while doing `context` (`cannot read`) on `path`.
    pub(crate) fn io(
        context: impl Into<String>,
        path: impl Into<PathBuf>,
        source: std::io::Error,
    ) -> Self {
        Error::Io {
            context: context.into(),
            path: Some(path.into()),
            source,
        }
    }

    /// An I/O failure while doing `context` (`cannot start rank 1`), on no file.
    pub(crate) fn io_while(context: impl Into<String>, source: std::io::Error) -> Self {
        Error::Io {
            context: context.into(),
            path: None,
            source,
        }
    }

    /// Another library's failure while doing `context` (`cannot draw metrics.png`).
    pub(crate) fn library(
        context: impl Into<String>,
        source: impl std::error::Error + Send + Sync + 'static,
    ) -> Self {
        Error::Library {
            context: context.into(),
            source: Box::new(source),
        }
    }

    /// A JSON failure while doing `context`, if the caller has more to say than serde's
    /// message.
    pub(crate) fn json(context: Option<String>, source: serde_json::Error) -> Self {
        Error::Json { context, source }
    }

    /// The device ran out of memory while doing `context`; `source` is the allocation's
    /// error, `None` for an injected fault.
    pub(crate) fn out_of_memory(
        context: impl Into<String>,
        source: Option<candle_core::Error>,
    ) -> Self {
        Error::OutOfMemory {
            context: context.into(),
            source,
        }
    }
}

impl From<ConfigError> for Error {
    fn from(e: ConfigError) -> Self {
        Error::Config(Box::new(e))
    }
}

impl From<candle_core::Error> for Error {
    fn from(source: candle_core::Error) -> Self {
        Error::Candle {
            context: None,
            source,
        }
    }
}

impl From<serde_json::Error> for Error {
    fn from(source: serde_json::Error) -> Self {
        Error::Json {
            context: None,
            source,
        }
    }
}

pub type Result<T, E = Error> = std::result::Result<T, E>;

#[cfg(test)]
mod tests {
    use super::*;

    /// An error caused by another keeps it as its source, says it in its message as before,
    /// and exits with 1; bad input alone exits with 2.
    #[test]
    fn causes_are_kept_as_sources() {
        use std::error::Error as _;
        let gone = || std::io::Error::new(std::io::ErrorKind::NotFound, "gone");
        let read = Error::io("cannot read", "run/plan.json", gone());
        assert_eq!(read.to_string(), "error: cannot read run/plan.json: gone");
        let cause = read.source().expect("a source");
        let io = cause
            .downcast_ref::<std::io::Error>()
            .expect("the io::Error");
        assert_eq!(io.kind(), std::io::ErrorKind::NotFound);
        assert_eq!(
            Error::io_while("cannot start rank 1", gone()).to_string(),
            "error: cannot start rank 1: gone"
        );
        assert_eq!(
            Error::io("", "w.safetensors", gone()).to_string(),
            "error: w.safetensors: gone"
        );

        let candle = Error::from(candle_core::Error::Msg("shape mismatch".into()));
        assert_eq!(candle.to_string(), "error: shape mismatch");
        assert!(candle
            .source()
            .is_some_and(|s| s.downcast_ref::<candle_core::Error>().is_some()));
        let read = Error::candle(
            "cannot read m.safetensors",
            candle_core::Error::Msg("truncated".into()),
        );
        assert_eq!(
            read.to_string(),
            "error: cannot read m.safetensors: truncated"
        );

        let json = serde_json::from_str::<u32>("x").unwrap_err();
        let text = json.to_string();
        assert_eq!(Error::from(json).to_string(), format!("error: {text}"));

        let oom = Error::out_of_memory("optimizer step 3 at micro-batch 1", None);
        assert_eq!(oom.to_string(), "error: optimizer step 3 at micro-batch 1");
        assert!(oom.source().is_none());
        for e in [read, oom, Error::Internal("x".into())] {
            assert_eq!(e.exit_code(), EXIT_FAILURE);
        }
        assert_eq!(
            Error::from(ConfigError::new("bad")).exit_code(),
            EXIT_BAD_INPUT
        );
    }
}
