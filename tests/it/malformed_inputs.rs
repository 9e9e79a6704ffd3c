//! A corpus of malformed inputs: every case is one focused defect in an experiment file, a
//! preset file, a `--set` argument or a `PAPERFIT_*` environment variable. For each one the real
//! binary must
//!
//! - exit with code 2 (bad input), not 0, not 1 and not a panic;
//! - print nothing on stdout (no partial plan);
//! - print no panic message and no `RUST_BACKTRACE` hint on stderr;
//! - print a located diagnostic on stderr: the file and `:line:column` (or the `--set`
//!   argument, or the environment variable) where the defect is, the key path concerned, and
//!   what was expected or what the user probably meant.
//!
//! Most cases are the small valid experiment [`BASE`] with one line changed; [`with`] and
//! [`set_line`] keep the line count unchanged, so the line numbers in the expectations are
//! the line numbers of [`BASE`] (listed in the comment above it). `base_is_valid` checks that
//! the unmodified fixtures plan successfully, so no case can pass for the wrong reason.

use crate::common;

use std::path::{Path, PathBuf};

use assert_cmd::Command;

/// A valid experiment (the quickstart without its comments). Line numbers, for the
/// expectations below:
///
/// ```text
///  1 [paper]                 25 [model]                   42 [presets.8gb]
///  2 name = ...              26 name = "small_cnn"        43 micro_batch = 8
///  5 effective_batch = 64    27 num_classes = 8           44 (blank)
///  6 base_lr = 2e-3          28 channels = [16, 32, 64]   45 [presets.16gb]
///  8 lr_scaling = "linear"   29 (blank)                   46 micro_batch = 16
///  9 epochs = 8              30 [data]                    47 (blank)
/// 10 input_size = 32         32 format = "synthetic"      48 [presets.24gb]
/// 11 (blank)                 34 train_samples = 4096
/// 12 [paper.optimizer]       36 (blank)
/// 13 name = "adamw"          37 [train]
/// 14 weight_decay = 0.01     38 seed = 42
/// 16 (blank)                 40 log_every = 8
/// 17 [paper.schedule]        41 (blank)
/// 18 name = "cosine"
/// 19 warmup_epochs = 1
/// 21 (blank)
/// 22 [paper.loss]
/// 23 name = "cross_entropy"
/// 24 (blank)
/// ```
const BASE: &str = r#"[paper]
name = "quickstart"
title = "paperfit quickstart: a small CNN on synthetic shapes"
citation = "paperfit built-in example (not a paper)"
effective_batch = 64
base_lr = 2e-3
lr_reference_batch = 64
lr_scaling = "linear"
epochs = 8
input_size = 32

[paper.optimizer]
name = "adamw"
weight_decay = 0.01
no_decay_norm_and_bias = true

[paper.schedule]
name = "cosine"
warmup_epochs = 1
min_lr = 1e-5

[paper.loss]
name = "cross_entropy"

[model]
name = "small_cnn"
num_classes = 8
channels = [16, 32, 64]

[data]
name = "synthetic shapes"
format = "synthetic"
num_classes = 8
train_samples = 4096
eval_samples = 1024

[train]
seed = 42
grad_clip_norm = 1.0
log_every = 8

[presets.8gb]
micro_batch = 8

[presets.16gb]
micro_batch = 16

[presets.24gb]
micro_batch = 32

[presets.40gb]
micro_batch = 64

[presets.80gb]
micro_batch = 64

[presets.cpu]
micro_batch = 64
"#;

/// Lines of [`BASE`] before its per-preset tables (1..=41): an experiment that runs on any
/// preset catalog, for the cases with a custom `--presets-dir`.
const CORE_LINES: usize = 41;

/// A valid preset file for a custom presets directory. Lines: 1 `[preset]`, 2 description,
/// 3 memory_gb, 4 usable_fraction, 5 device, 6 blank, 7 `[train]`, 8 precision,
/// 9 gradient_checkpointing.
const PRESET_16GB: &str = r#"[preset]
description = "test card"
memory_gb = 16
usable_fraction = 0.9
device = "cuda"

[train]
precision = "fp16"
gradient_checkpointing = false
"#;

/// `plan e.toml --preset 16gb`: the arguments of most cases.
const PLAN: &[&str] = &["plan", "e.toml", "--preset", "16gb"];

fn base() -> String {
    BASE.to_string()
}

/// [`BASE`] without its `[presets.*]` tables.
fn core() -> String {
    let out: String = BASE
        .lines()
        .take(CORE_LINES)
        .map(|l| format!("{l}\n"))
        .collect();
    assert!(
        out.ends_with("log_every = 8\n\n"),
        "CORE_LINES no longer ends [train]: {out}"
    );
    out
}

/// Replace the single occurrence of `old` in `text` by `new`, keeping the line count (so the
/// line numbers of the fixture stay those documented on [`BASE`]).
fn replace_in(text: &str, old: &str, new: &str) -> String {
    assert_eq!(
        text.matches(old).count(),
        1,
        "`{old}` must occur exactly once in the fixture"
    );
    assert_eq!(
        old.matches('\n').count(),
        new.matches('\n').count(),
        "`{old}` -> `{new}` changes the line count"
    );
    text.replacen(old, new, 1)
}

/// [`BASE`] with `old` replaced by `new` (same number of lines).
fn with(old: &str, new: &str) -> String {
    replace_in(BASE, old, new)
}

/// Replace the 1-based line `n` of `text`, which must be blank, by `new` (one line).
fn set_line_in(text: &str, n: usize, new: &str) -> String {
    assert!(!new.contains('\n'), "set_line writes one line");
    let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
    assert!(
        lines[n - 1].trim().is_empty(),
        "line {n} is not blank: `{}`",
        lines[n - 1]
    );
    lines[n - 1] = new.to_string();
    lines.join("\n") + "\n"
}

/// [`BASE`] with its blank line `n` replaced by `new`.
fn set_line(n: usize, new: &str) -> String {
    set_line_in(BASE, n, new)
}

/// [`PRESET_16GB`] with `old` replaced by `new` (same number of lines).
fn preset_with(old: &str, new: &str) -> String {
    replace_in(PRESET_16GB, old, new)
}

/// Where the binary runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Cwd {
    /// A fresh temporary directory holding the case's files (no `./presets`, so the built-in
    /// presets apply unless `--presets-dir` says otherwise).
    Temp,
    /// The crate root (for cases on the shipped `experiments/`); the case writes no files.
    Crate,
}

struct Case {
    /// Files to write, relative to the temporary directory.
    files: Vec<(&'static str, Vec<u8>)>,
    args: &'static [&'static str],
    /// `PAPERFIT_*` variables to set; every other `PAPERFIT_*` variable is removed.
    env: &'static [(&'static str, &'static str)],
    /// Fragments stderr must contain.
    expect: &'static [&'static str],
    cwd: Cwd,
}

impl Default for Case {
    fn default() -> Self {
        Case {
            files: Vec::new(),
            args: PLAN,
            env: &[],
            expect: &[],
            cwd: Cwd::Temp,
        }
    }
}

/// `e.toml` with `contents`, run as `plan e.toml --preset 16gb`.
fn experiment(contents: String) -> Vec<(&'static str, Vec<u8>)> {
    vec![("e.toml", contents.into_bytes())]
}

fn crate_root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// A command for the real binary with no inherited `PAPERFIT_*` variable.
fn paperfit(cwd: &Path) -> Command {
    let mut cmd = Command::from_std(common::paperfit_in(cwd));
    // Without RUST_BACKTRACE a panic prints "run with `RUST_BACKTRACE=1`": checked below.
    cmd.env_remove("RUST_BACKTRACE");
    cmd
}

fn check(name: &str, case: Case) {
    assert!(
        !case.expect.is_empty(),
        "{name}: a case must expect something"
    );
    let tmp = tempfile::tempdir().expect("temporary directory");
    let cwd = match case.cwd {
        Cwd::Temp => tmp.path().to_path_buf(),
        Cwd::Crate => {
            assert!(
                case.files.is_empty(),
                "{name}: crate-root cases write no files"
            );
            crate_root()
        }
    };
    for (path, contents) in &case.files {
        let full = tmp.path().join(path);
        std::fs::create_dir_all(full.parent().unwrap()).unwrap();
        std::fs::write(&full, contents).unwrap();
    }
    let mut cmd = paperfit(&cwd);
    cmd.args(case.args);
    for (k, v) in case.env {
        assert!(
            k.starts_with("PAPERFIT_"),
            "{name}: only PAPERFIT_* variables are set"
        );
        cmd.env(k, v);
    }
    let out = cmd.output().expect("paperfit runs");
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    let mut problems = Vec::new();
    if out.status.code() != Some(2) {
        problems.push(format!(
            "exit status {:?}, expected exactly 2",
            out.status.code()
        ));
    }
    for bad in ["panicked", "RUST_BACKTRACE"] {
        if stderr.contains(bad) {
            problems.push(format!("stderr contains `{bad}`"));
        }
    }
    if !stdout.is_empty() {
        problems.push("stdout is not empty".to_string());
    }
    for want in case.expect {
        if !stderr.contains(want) {
            problems.push(format!("stderr lacks `{want}`"));
        }
    }
    assert!(
        problems.is_empty(),
        "case `{name}`: paperfit {:?} (env {:?}):\n  - {}\n--- stderr ---\n{stderr}--- stdout ---\n{stdout}",
        case.args,
        case.env,
        problems.join("\n  - "),
    );
}

/// One `#[test]` per case, and the cases' names for the size of the corpus. The cases are in
/// the modules below, by kind of defect.
macro_rules! corpus {
    ($($name:ident => $case:expr;)+) => {
        $(
            #[test]
            fn $name() {
                check(stringify!($name), $case);
            }
        )+

        pub(super) const CASE_NAMES: &[&str] = &[$(stringify!($name)),+];
    };
}

mod overrides;
mod semantics;
mod syntax;
mod values;

#[test]
fn corpus_has_at_least_36_cases() {
    let cases = [
        syntax::CASE_NAMES,
        values::CASE_NAMES,
        overrides::CASE_NAMES,
        semantics::CASE_NAMES,
    ]
    .concat();
    assert!(cases.len() >= 36, "only {} cases", cases.len());
}

/// The fixtures themselves are valid, so each case fails because of its one defect.
#[test]
fn base_is_valid() {
    let run = |cwd: &Path, args: &[&str]| {
        let out = paperfit(cwd).args(args).output().unwrap();
        assert_eq!(
            out.status.code(),
            Some(0),
            "paperfit {args:?} in {}:\n{}",
            cwd.display(),
            String::from_utf8_lossy(&out.stderr)
        );
        assert!(!out.stdout.is_empty());
    };
    let tmp = tempfile::tempdir().unwrap();
    std::fs::write(tmp.path().join("e.toml"), base()).unwrap();
    std::fs::write(tmp.path().join("core.toml"), core()).unwrap();
    std::fs::create_dir(tmp.path().join("pd")).unwrap();
    std::fs::write(tmp.path().join("pd/16gb.toml"), PRESET_16GB).unwrap();
    std::fs::write(tmp.path().join("pd/8gb.toml"), PRESET_16GB).unwrap();
    for preset in ["8gb", "16gb", "24gb", "40gb", "80gb", "cpu"] {
        run(tmp.path(), &["plan", "e.toml", "--preset", preset]);
    }
    run(tmp.path(), &["plan", "core.toml", "--preset", "16gb"]);
    run(
        tmp.path(),
        &[
            "plan",
            "core.toml",
            "--preset",
            "16gb",
            "--presets-dir",
            "pd",
        ],
    );
    run(
        tmp.path(),
        &[
            "plan",
            "core.toml",
            "--preset",
            "8gb",
            "--presets-dir",
            "pd",
        ],
    );
    run(
        tmp.path(),
        &[
            "plan",
            "e.toml",
            "--preset",
            "16gb",
            "--set",
            "train.micro_batch=8",
        ],
    );
    run(
        &crate_root(),
        &["plan", "experiments/dcal_cub.toml", "--preset", "16gb"],
    );
    run(
        &crate_root(),
        &[
            "plan",
            "experiments/dcal_cub.toml",
            "--preset",
            "16gb",
            "--set",
            "train.micro_batch=2",
        ],
    );
    // The valid forms of what the cases below get wrong.
    let valid = [
        set_line(24, "label_smoothing = 0.1"),
        set_line(47, "accumulation_steps = 4"),
        with("name = \"cosine\"", "name = \"step\"")
            .replace("warmup_epochs = 1", "milestones = [4, 6]")
            .replace("min_lr = 1e-5", "gamma = 0.1"),
        with("format = \"synthetic\"", "format = \"cub200\"").replace("\n\n[train]", "\nroot = \"/data/cub\"\n[train]"),
        core() + "[sources]\n\"paper.schedule.warmup_epochs\" = { source = \"assumed\", note = \"x\" }\n",
    ];
    for (i, text) in valid.iter().enumerate() {
        let name = format!("valid{i}.toml");
        std::fs::write(tmp.path().join(&name), text).unwrap();
        run(tmp.path(), &["plan", &name, "--preset", "16gb"]);
    }
    run(tmp.path(), &["presets", "--presets-dir", "pd"]);
    let out = paperfit(tmp.path())
        .args(["plan", "e.toml", "--preset", "auto"])
        .env("PAPERFIT_SIMULATE_GPU_MEMORY", "24GiB")
        .output()
        .unwrap();
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

#[test]
fn fixture_line_numbers_match_the_documentation() {
    let lines: Vec<&str> = BASE.lines().collect();
    for (n, text) in [
        (1, "[paper]"),
        (5, "effective_batch = 64"),
        (6, "base_lr = 2e-3"),
        (8, "lr_scaling = \"linear\""),
        (10, "input_size = 32"),
        (13, "name = \"adamw\""),
        (18, "name = \"cosine\""),
        (25, "[model]"),
        (26, "name = \"small_cnn\""),
        (28, "channels = [16, 32, 64]"),
        (32, "format = \"synthetic\""),
        (37, "[train]"),
        (40, "log_every = 8"),
        (43, "micro_batch = 8"),
        (45, "[presets.16gb]"),
        (46, "micro_batch = 16"),
    ] {
        assert_eq!(lines[n - 1], text, "line {n}");
    }
    for blank in [11, 16, 21, 24, 29, 36, 41, 44, 47] {
        assert!(lines[blank - 1].is_empty(), "line {blank} is blank");
    }
    assert_eq!(core().lines().count(), CORE_LINES);
}
