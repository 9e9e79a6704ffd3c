//! Errors that reach the user.
//!
//! Every error caused by input (a configuration file, an environment variable, a command-line
//! argument) is a [`ConfigError`]: it names where the bad value came from (file, line and
//! column when there is one), the key path, what was expected and, when we can guess it, what
//! the user probably meant. Such errors exit with code 2; anything else is an internal failure
//! and exits with code 1.

use std::fmt;
use std::path::PathBuf;

mod out_of_memory;

pub(crate) use out_of_memory::{
    is_device_out_of_memory, is_outside_pool_out_of_memory, DeviceOutOfMemory,
    OutsidePoolOutOfMemory,
};

/// Exit code for bad input: configuration, environment or command line.
pub(crate) const EXIT_BAD_INPUT: i32 = 2;
/// Exit code for failures that are not the input's fault (I/O while writing, internal errors).
pub(crate) const EXIT_FAILURE: i32 = 1;

/// Where a configuration value (or a problem with it) comes from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Origin {
    /// A file, with the position of the offending key or value when it is known.
    File {
        path: PathBuf,
        /// 1-based line and column.
        position: Option<(usize, usize)>,
        /// The source line at `position`, for the snippet under the message.
        source_line: Option<String>,
        /// Which part of the file, when that matters (e.g. `[presets.16gb]`).
        context: Option<String>,
    },
    /// An environment variable and its raw value.
    Env { var: String, value: String },
    /// A command-line argument, as the user typed it.
    CommandLine { argument: String },
}

impl Origin {
    pub fn file(path: impl Into<PathBuf>) -> Self {
        Origin::File {
            path: path.into(),
            position: None,
            source_line: None,
            context: None,
        }
    }

    /// One-line description: `experiments/dcal_cub.toml:42:15`, `environment variable X`, ...
    pub(crate) fn short(&self) -> String {
        match self {
            Origin::File { path, position, .. } => match position {
                Some((line, col)) => format!("{}:{line}:{col}", path.display()),
                None => path.display().to_string(),
            },
            Origin::Env { var, .. } => format!("environment variable {var}"),
            Origin::CommandLine { argument } => format!("command line `{argument}`"),
        }
    }
}

/// A problem with the user's input, located as precisely as we can.
#[derive(Debug, Clone, PartialEq)]
pub struct ConfigError {
    /// What is wrong, in one sentence.
    pub message: String,
    /// The dotted key path concerned (`train.micro_batch`), when there is one.
    pub key: Option<String>,
    pub origin: Option<Origin>,
    /// What would have been accepted.
    pub expected: Option<String>,
    /// A suggestion: "did you mean `micro_batch`?".
    pub help: Option<String>,
}

impl ConfigError {
    pub(crate) fn new(message: impl Into<String>) -> Self {
        ConfigError {
            message: message.into(),
            key: None,
            origin: None,
            expected: None,
            help: None,
        }
    }

    pub(crate) fn key(mut self, key: impl Into<String>) -> Self {
        self.key = Some(key.into());
        self
    }

    pub(crate) fn origin(mut self, origin: Origin) -> Self {
        self.origin = Some(origin);
        self
    }

    pub(crate) fn expected(mut self, expected: impl Into<String>) -> Self {
        self.expected = Some(expected.into());
        self
    }

    pub(crate) fn help(mut self, help: impl Into<String>) -> Self {
        self.help = Some(help.into());
        self
    }

    pub(crate) fn maybe_help(mut self, help: Option<String>) -> Self {
        if help.is_some() {
            self.help = help;
        }
        self
    }
}

impl fmt::Display for ConfigError {
    /// Rendered like a compiler diagnostic:
    ///
    /// ```text
    /// error: micro_batch 3 does not divide the effective batch 16 (world size 1)
    ///   --> experiments/dcal_cub.toml:41:15 in [presets.16gb]
    ///    |
    /// 41 | micro_batch = 3
    ///    |               ^
    ///    = key: train.micro_batch
    ///    = expected: one of 1, 2, 4, 8, 16
    ///    = help: ...
    /// ```
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "error: {}", self.message)?;
        let mut gutter = 3;
        match &self.origin {
            Some(Origin::File {
                path,
                position,
                source_line,
                context,
            }) => {
                let ctx = context
                    .as_ref()
                    .map(|c| format!(" in {c}"))
                    .unwrap_or_default();
                match position {
                    Some((line, col)) => {
                        let num = line.to_string();
                        gutter = gutter.max(num.len() + 1);
                        writeln!(f, "  --> {}:{line}:{col}{ctx}", path.display())?;
                        if let Some(src) = source_line {
                            writeln!(f, "{:>gutter$}|", "")?;
                            writeln!(f, "{num:>w$} | {src}", w = gutter - 1)?;
                            let pad: String = src
                                .chars()
                                .take(col.saturating_sub(1))
                                .map(|c| if c == '\t' { '\t' } else { ' ' })
                                .collect();
                            writeln!(f, "{:>gutter$}| {pad}^", "")?;
                        }
                    }
                    None => writeln!(f, "  --> {}{ctx}", path.display())?,
                }
            }
            Some(Origin::Env { var, value }) => {
                writeln!(f, "  --> environment variable {var}={value}")?
            }
            Some(Origin::CommandLine { argument }) => {
                writeln!(f, "  --> command line: {argument}")?
            }
            None => {}
        }
        if let Some(key) = &self.key {
            writeln!(f, "{:>gutter$}= key: {key}", "")?;
        }
        if let Some(expected) = &self.expected {
            writeln!(f, "{:>gutter$}= expected: {expected}", "")?;
        }
        if let Some(help) = &self.help {
            writeln!(f, "{:>gutter$}= help: {help}", "")?;
        }
        Ok(())
    }
}

impl std::error::Error for ConfigError {}

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
    /// ([`is_device_out_of_memory`]); back-off matches this variant.
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

/// The candidate closest to `input`, if any is a plausible intent: a typo (within two edits,
/// `epoch` for `epochs`), else the one candidate holding every word of `input` (a name
/// shortened: `checkpointing` for `gradient_checkpointing`, which spelling alone would take
/// for `checkpoint_every`), else the most similar spelling if it is close enough.
pub(crate) fn closest<'a, I>(input: &str, candidates: I) -> Option<&'a str>
where
    I: IntoIterator<Item = &'a str>,
{
    let input = input.to_ascii_lowercase();
    // Each candidate with its spelling similarity, those too dissimilar to be a typo left out.
    let similar: Vec<(&'a str, f64)> = candidates
        .into_iter()
        .map(|c| (c, strsim::jaro_winkler(&input, &c.to_ascii_lowercase())))
        .collect();
    let most_similar = |among: &mut dyn Iterator<Item = &(&'a str, f64)>| {
        among
            .filter(|(_, score)| *score >= 0.8)
            .max_by(|a, b| a.1.total_cmp(&b.1))
            .map(|(c, _)| *c)
    };
    let typo = most_similar(
        &mut similar
            .iter()
            .filter(|(c, _)| strsim::damerau_levenshtein(&input, &c.to_ascii_lowercase()) <= 2),
    );
    let words = |name: &str| -> Vec<String> {
        name.to_ascii_lowercase()
            .split(['_', '.', '-'])
            .filter(|w| !w.is_empty())
            .map(str::to_string)
            .collect()
    };
    let typed = words(&input);
    let holding: Vec<&'a str> = similar
        .iter()
        .map(|(c, _)| *c)
        .filter(|c| {
            let theirs = words(c);
            !typed.is_empty()
                && theirs.len() > typed.len()
                && typed.iter().all(|w| theirs.contains(w))
        })
        .collect();
    let shortened = match holding[..] {
        [only] => Some(only),
        _ => None,
    };
    typo.or(shortened)
        .or_else(|| most_similar(&mut similar.iter()))
}

/// "did you mean `x`?" for the closest candidate, if any.
pub(crate) fn did_you_mean<'a, I>(input: &str, candidates: I) -> Option<String>
where
    I: IntoIterator<Item = &'a str>,
{
    closest(input, candidates).map(|c| format!("did you mean `{c}`?"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn suggests_close_names_only() {
        let keys = ["micro_batch", "accumulation_steps", "precision"];
        assert_eq!(closest("micro_bach", keys), Some("micro_batch"));
        assert_eq!(closest("MICRO_BATCH", keys), Some("micro_batch"));
        assert_eq!(closest("precison", keys), Some("precision"));
        assert_eq!(closest("zzz", keys), None);
        // A shortened name finds the one name holding its words, where spelling alone would
        // pick another; a typo wins over a name holding the word; held by several, spelling
        // decides.
        let train = [
            "gradient_checkpointing",
            "checkpoint_every",
            "grad_clip_norm",
            "seed",
        ];
        assert_eq!(
            closest("checkpointing", train),
            Some("gradient_checkpointing")
        );
        assert_eq!(closest("CLIP", train), Some("grad_clip_norm"));
        let epochs = ["epochs", "warmup_epochs", "episodes_per_epoch"];
        assert_eq!(closest("epoch", epochs), Some("epochs"));
        assert_eq!(closest("warmup", epochs), Some("warmup_epochs"));
        let schedules = ["warmup_epochs", "warmup_lr", "epochs"];
        assert_eq!(closest("warmup", schedules), Some("warmup_lr"));
    }

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

    #[test]
    fn renders_snippet_with_caret_under_column() {
        let e = ConfigError::new("bad")
            .key("train.micro_batch")
            .origin(Origin::File {
                path: "x.toml".into(),
                position: Some((3, 15)),
                source_line: Some("micro_batch = 3".into()),
                context: Some("[presets.16gb]".into()),
            })
            .help("did you mean `4`?");
        let text = e.to_string();
        assert!(text.contains("--> x.toml:3:15 in [presets.16gb]"), "{text}");
        let lines: Vec<&str> = text.lines().collect();
        let src = lines
            .iter()
            .position(|l| l.ends_with("micro_batch = 3"))
            .unwrap();
        let caret_line = lines[src + 1];
        let caret_col = caret_line.find('^').unwrap();
        let value_col = lines[src].rfind('3').unwrap();
        assert_eq!(caret_col, value_col, "{text}");
    }
}
