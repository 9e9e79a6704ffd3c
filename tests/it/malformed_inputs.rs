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

/// One `#[test]` per case, plus a check on the size of the corpus.
macro_rules! corpus {
    ($($name:ident => $case:expr;)+) => {
        $(
            #[test]
            fn $name() {
                check(stringify!($name), $case);
            }
        )+

        const CASE_NAMES: &[&str] = &[$(stringify!($name)),+];

        #[test]
        fn corpus_has_at_least_36_cases() {
            assert!(CASE_NAMES.len() >= 36, "only {} cases", CASE_NAMES.len());
        }
    };
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

corpus! {
    // ---------------------------------------------------------------- 1. TOML syntax errors
    syntax_unclosed_table_header => Case {
        files: experiment(with("[model]", "[model")),
        expect: &["TOML syntax error", "unclosed table", "e.toml:25:", "[model", "valid TOML"],
        ..Case::default()
    };
    syntax_missing_value => Case {
        files: experiment(with("effective_batch = 64", "effective_batch = ")),
        expect: &["TOML syntax error", "e.toml:5:19", "effective_batch = "],
        ..Case::default()
    };
    syntax_unterminated_string => Case {
        files: experiment(with("name = \"quickstart\"", "name = \"quickstart")),
        expect: &["TOML syntax error", "e.toml:2:", "invalid basic string", "expected `\"`"],
        ..Case::default()
    };
    syntax_duplicate_key => Case {
        files: experiment(with("base_lr = 2e-3", "effective_batch = 32")),
        expect: &["TOML syntax error", "duplicate key", "e.toml:6:1", "effective_batch = 32"],
        ..Case::default()
    };
    syntax_duplicate_table => Case {
        files: experiment(with("[train]", "[model]")),
        expect: &["TOML syntax error", "duplicate key", "e.toml:37:"],
        ..Case::default()
    };
    syntax_bad_inline_table => Case {
        files: experiment(set_line(29, "dcal = { local_query_ratio = 0.1 glca_blocks = 1 }")),
        expect: &["TOML syntax error", "e.toml:29:", "expected `,`"],
        ..Case::default()
    };
    syntax_key_without_equals => Case {
        files: experiment(with("train_samples = 4096", "train_samples 4096")),
        expect: &["TOML syntax error", "e.toml:34:", "expected `=`"],
        ..Case::default()
    };
    syntax_unquoted_string_value => Case {
        files: experiment(with("format = \"synthetic\"", "format = synthetic")),
        expect: &["TOML syntax error", "e.toml:32:10", "must be quoted"],
        ..Case::default()
    };
    syntax_not_utf8 => Case {
        files: vec![("e.toml", b"[paper]\nname = \"\xff\xfe\"\n".to_vec())],
        expect: &["cannot read e.toml", "not valid UTF-8"],
        ..Case::default()
    };

    // ---------------------------------------------------------------- 2. wrong types
    type_effective_batch_string => Case {
        files: experiment(with("effective_batch = 64", "effective_batch = \"16\"")),
        expect: &["e.toml:5:19", "key: paper.effective_batch", "wrong type", "the string \"16\"", "whole number"],
        ..Case::default()
    };
    type_base_lr_string => Case {
        files: experiment(with("base_lr = 2e-3", "base_lr = \"fast\"")),
        expect: &["e.toml:6:11", "key: paper.base_lr", "the string \"fast\"", "expected: a number"],
        ..Case::default()
    };
    type_gradient_checkpointing_string => Case {
        files: experiment(with("log_every = 8", "gradient_checkpointing = \"yes\"")),
        expect: &["e.toml:40:26", "key: train.gradient_checkpointing", "the string \"yes\"", "`true` or `false`"],
        ..Case::default()
    };
    type_micro_batch_float_in_preset_table => Case {
        files: experiment(with("micro_batch = 16", "micro_batch = 4.5")),
        expect: &["e.toml:46:15 in [presets.16gb]", "key: train.micro_batch", "the number 4.5", "whole number"],
        ..Case::default()
    };
    type_micro_batch_float_set => Case {
        files: experiment(base()),
        args: &["plan", "e.toml", "--preset", "16gb", "--set", "train.micro_batch=4.5"],
        expect: &["--set train.micro_batch=4.5", "key: train.micro_batch", "wrong type", "whole number"],
        ..Case::default()
    };
    type_input_size_three_elements => Case {
        files: experiment(with("input_size = 32", "input_size = [1, 2, 3]")),
        expect: &["e.toml:10:14", "key: paper.input_size", "3 elements", "[height, width]"],
        ..Case::default()
    };
    type_epochs_bool => Case {
        files: experiment(with("epochs = 8", "epochs = true")),
        expect: &["e.toml:9:10", "key: paper.epochs", "the boolean true", "whole number"],
        ..Case::default()
    };
    type_data_name_integer => Case {
        files: experiment(with("name = \"synthetic shapes\"", "name = 5")),
        expect: &["e.toml:31:8", "key: data.name", "the integer 5", "a string"],
        ..Case::default()
    };
    type_channels_string => Case {
        files: experiment(with("channels = [16, 32, 64]", "channels = \"16,32\"")),
        expect: &["e.toml:28:12", "key: model.channels", "the string \"16,32\"", "a sequence"],
        ..Case::default()
    };
    type_epochs_date => Case {
        files: experiment(with("epochs = 8", "epochs = 1979-05-27")),
        expect: &["e.toml:9:10", "key: paper.epochs", "1979-05-27", "whole number"],
        ..Case::default()
    };

    // ---------------------------------------------------------------- 3. unknown keys
    unknown_top_level_table => Case {
        files: experiment(with("[train]", "[trian]")),
        expect: &["unknown key `trian` in the top level", "e.toml:37:2", "key: trian", "did you mean `train`?"],
        ..Case::default()
    };
    unknown_paper_key => Case {
        files: experiment(with("effective_batch = 64", "effectve_batch = 64")),
        expect: &["unknown key `effectve_batch` in [paper]", "e.toml:5:1", "key: paper.effectve_batch", "did you mean `effective_batch`?"],
        ..Case::default()
    };
    unknown_train_key => Case {
        files: experiment(with("log_every = 8", "micro_bach = 4")),
        expect: &["unknown key `micro_bach` in [train]", "e.toml:40:1", "key: train.micro_bach", "did you mean `micro_batch`?"],
        ..Case::default()
    };
    unknown_nested_key => Case {
        files: experiment(with("weight_decay = 0.01", "weight_decy = 0.01")),
        expect: &["[paper.optimizer]", "e.toml:14:1", "key: paper.optimizer.weight_decy", "did you mean `weight_decay`?"],
        ..Case::default()
    };
    unknown_key_in_wrong_section => Case {
        files: experiment(set_line(11, "micro_batch = 4")),
        expect: &["unknown key `micro_batch` in [paper]", "e.toml:11:1", "key: paper.micro_batch", "`micro_batch` belongs in [train]"],
        ..Case::default()
    };
    unknown_key_in_selected_preset_table => Case {
        files: experiment(with("micro_batch = 16", "micro_bach = 4")),
        expect: &["unknown key `micro_bach`", "e.toml:46:1 in [presets.16gb]", "micro_bach", "did you mean `micro_batch`?"],
        ..Case::default()
    };
    unknown_key_in_other_preset_table => Case {
        files: experiment(with("micro_batch = 8", "micro_bach = 4")),
        expect: &["unknown key `micro_bach`", "e.toml:43:1 in [presets.8gb]", "did you mean `micro_batch`?"],
        ..Case::default()
    };
    unknown_key_in_preset_table_data => Case {
        files: experiment(set_line(47, "data.num_workerz = 4")),
        expect: &["unknown key `num_workerz` in [data]", "e.toml:47:6 in [presets.16gb]", "key: data.num_workerz", "did you mean `num_workers`?"],
        ..Case::default()
    };
    unknown_key_set => Case {
        files: experiment(base()),
        args: &["plan", "e.toml", "--preset", "16gb", "--set", "train.micro_bach=4"],
        expect: &["unknown key `micro_bach` in [train]", "--set train.micro_bach=4", "key: train.micro_bach", "did you mean `micro_batch`?"],
        ..Case::default()
    };
    unknown_key_shortened => Case {
        files: experiment(base()),
        args: &["plan", "e.toml", "--preset", "16gb", "--set", "train.checkpointing=true"],
        expect: &["unknown key `checkpointing` in [train]", "--set train.checkpointing=true", "did you mean `gradient_checkpointing`?"],
        ..Case::default()
    };

    // ---------------------------------------------------------------- 4. unknown enum values
    enum_lr_scaling => Case {
        files: experiment(with("lr_scaling = \"linear\"", "lr_scaling = \"linar\"")),
        expect: &["`linar` is not a valid value for `paper.lr_scaling`", "e.toml:8:14", "key: paper.lr_scaling", "did you mean `linear`?"],
        ..Case::default()
    };
    enum_precision_fp8 => Case {
        files: experiment(with("log_every = 8", "precision = \"fp8\"")),
        expect: &["`fp8` is not a valid value for `train.precision`", "e.toml:40:13", "key: train.precision", "one of `fp32`, `bf16`, `fp16`"],
        ..Case::default()
    };
    enum_precision_typo_in_preset_table => Case {
        files: experiment(set_line(47, "precision = \"bf61\"")),
        expect: &["e.toml:47:13 in [presets.16gb]", "key: train.precision", "did you mean `bf16`?"],
        ..Case::default()
    };
    enum_optimizer_adamx => Case {
        files: experiment(with("name = \"adamw\"", "name = \"adamx\"")),
        expect: &["`adamx` is not a valid value for `paper.optimizer.name`", "e.toml:13:8", "one of `adam`, `adamw`, `sgd`", "did you mean `adam`?"],
        ..Case::default()
    };
    enum_model_name => Case {
        files: experiment(with("name = \"small_cnn\"", "name = \"smal_cnn\"")),
        expect: &["`smal_cnn` is not a valid value for `model.name`", "e.toml:26:8", "key: model.name", "did you mean `small_cnn`?"],
        ..Case::default()
    };
    enum_schedule_name => Case {
        files: experiment(with("name = \"cosine\"", "name = \"cosin\"")),
        expect: &["e.toml:18:8", "key: paper.schedule.name", "one of `constant`, `cosine`, `step`", "did you mean `cosine`?"],
        ..Case::default()
    };
    enum_data_format => Case {
        files: experiment(with("format = \"synthetic\"", "format = \"synthetc\"")),
        expect: &["e.toml:32:10", "key: data.format", "did you mean `synthetic`?"],
        ..Case::default()
    };

    // ---------------------------------------------------------------- 5. negative and zero values
    zero_effective_batch => Case {
        files: experiment(with("effective_batch = 64", "effective_batch = 0")),
        expect: &["`paper.effective_batch` is 0", "e.toml:5:19", "key: paper.effective_batch", "at least 1"],
        ..Case::default()
    };
    negative_effective_batch => Case {
        files: experiment(with("effective_batch = 64", "effective_batch = -16")),
        expect: &["e.toml:5:19", "key: paper.effective_batch", "the integer -16", "non-negative whole number"],
        ..Case::default()
    };
    too_large_effective_batch => Case {
        files: experiment(with("effective_batch = 64", "effective_batch = 4294967296")),
        expect: &["e.toml:5:19", "key: paper.effective_batch", "4294967296", "(u32)"],
        ..Case::default()
    };
    zero_micro_batch_set => Case {
        files: experiment(base()),
        args: &["plan", "e.toml", "--preset", "16gb", "--set", "train.micro_batch=0"],
        expect: &["`train.micro_batch` is 0", "--set train.micro_batch=0", "key: train.micro_batch", "at least 1"],
        ..Case::default()
    };
    zero_loader_workers => Case {
        files: experiment(set_line(36, "num_workers = 0")),
        expect: &["`data.num_workers` is 0", "e.toml:36:15", "key: data.num_workers", "at least 1", "leave it out to size the loader to the machine"],
        ..Case::default()
    };
    zero_world_size => Case {
        files: experiment(with("log_every = 8", "world_size = 0")),
        expect: &["`train.world_size` is 0", "e.toml:40:14", "key: train.world_size", "at least 1"],
        ..Case::default()
    };
    zero_epochs => Case {
        files: experiment(with("epochs = 8", "epochs = 0")),
        expect: &["`paper.epochs` is 0", "e.toml:9:10", "key: paper.epochs", "at least 1"],
        ..Case::default()
    };
    zero_input_size => Case {
        files: experiment(with("input_size = 32", "input_size = 0")),
        expect: &["e.toml:10:14", "key: paper.input_size", "a positive integer"],
        ..Case::default()
    };
    negative_base_lr => Case {
        files: experiment(with("base_lr = 2e-3", "base_lr = -1")),
        expect: &["`paper.base_lr` = -1.0 is out of range", "e.toml:6:11", "key: paper.base_lr", "a positive learning rate"],
        ..Case::default()
    };
    nan_base_lr => Case {
        files: experiment(with("base_lr = 2e-3", "base_lr = nan")),
        expect: &["out of range", "e.toml:6:11", "key: paper.base_lr", "a positive learning rate"],
        ..Case::default()
    };
    negative_weight_decay => Case {
        files: experiment(with("weight_decay = 0.01", "weight_decay = -inf")),
        expect: &["out of range", "e.toml:14:16", "key: paper.optimizer.weight_decay", ">= 0"],
        ..Case::default()
    };
    label_smoothing_too_large => Case {
        files: experiment(set_line(24, "label_smoothing = 1.5")),
        expect: &["`paper.loss.label_smoothing` = 1.5 is out of range", "e.toml:24:19", "key: paper.loss.label_smoothing", "[0, 1)"],
        ..Case::default()
    };
    negative_seed => Case {
        files: experiment(with("seed = 42", "seed = -1")),
        expect: &["e.toml:38:8", "key: train.seed", "the integer -1", "(u64)"],
        ..Case::default()
    };
    negative_lr_reference_batch_env => Case {
        files: experiment(base()),
        env: &[("PAPERFIT_PAPER__LR_REFERENCE_BATCH", "-64")],
        expect: &["environment variable PAPERFIT_PAPER__LR_REFERENCE_BATCH=-64", "key: paper.lr_reference_batch", "non-negative whole number"],
        ..Case::default()
    };

    // ---------------------------------------------------------------- 6. batches that do not divide
    dcal_cub_micro_batch_3 => Case {
        cwd: Cwd::Crate,
        args: &["plan", "experiments/dcal_cub.toml", "--preset", "16gb", "--set", "train.micro_batch=3"],
        expect: &["micro_batch 3 does not divide the per-device batch 16", "--set train.micro_batch=3", "key: train.micro_batch", "micro_batch one of 1, 2, 4, 8, 16"],
        ..Case::default()
    };
    accumulation_3_set => Case {
        files: experiment(base()),
        args: &["plan", "e.toml", "--preset", "16gb", "--set", "train.accumulation_steps=3"],
        expect: &["accumulation_steps 3 does not divide the per-device batch 64", "--set train.accumulation_steps=3", "key: train.accumulation_steps", "1, 2, 4, 8, 16, 32, 64"],
        ..Case::default()
    };
    accumulation_3_in_preset_table => Case {
        files: experiment(with("micro_batch = 16", "accumulation_steps = 3")),
        expect: &["accumulation_steps 3 does not divide", "e.toml:46:22 in [presets.16gb]", "key: train.accumulation_steps", "1, 2, 4, 8, 16, 32, 64"],
        ..Case::default()
    };
    world_size_3 => Case {
        files: experiment(with("log_every = 8", "world_size = 3")),
        expect: &["world size 3 does not divide the effective batch 64", "e.toml:40:14", "key: train.world_size", "one of 1, 2, 4, 8, 16, 32, 64"],
        ..Case::default()
    };
    micro_batch_larger_than_batch => Case {
        files: experiment(with("micro_batch = 16", "micro_batch = 128")),
        expect: &["micro_batch 128 does not divide", "e.toml:46:15 in [presets.16gb]", "key: train.micro_batch", "micro_batch one of 1, 2, 4, 8, 16, 32, 64"],
        ..Case::default()
    };
    micro_batch_3_env => Case {
        files: experiment(base()),
        env: &[("PAPERFIT_TRAIN__MICRO_BATCH", "3")],
        expect: &["micro_batch 3 does not divide", "environment variable PAPERFIT_TRAIN__MICRO_BATCH=3", "key: train.micro_batch", "1, 2, 4, 8, 16, 32, 64"],
        ..Case::default()
    };
    micro_and_accumulation_inconsistent_same_layer => Case {
        files: experiment(set_line(47, "accumulation_steps = 2")),
        expect: &["micro_batch 16 x accumulation_steps 2 x world_size 1 = 32 but the effective batch is 64", "e.toml:46:15 in [presets.16gb]", "key: train.micro_batch", "give only micro_batch"],
        ..Case::default()
    };

    // ---------------------------------------------------------------- 7. presets
    preset_wrong_case => Case {
        files: experiment(base()),
        args: &["plan", "e.toml", "--preset", "16GB"],
        expect: &["unknown preset `16GB`", "command line: --preset 16GB", "`8gb`, `16gb`", "did you mean `16gb`?"],
        ..Case::default()
    };
    preset_unknown_from_env => Case {
        files: experiment(base()),
        args: &["plan", "e.toml"],
        env: &[("PAPERFIT_PRESET", "16G")],
        expect: &["unknown preset `16G`", "environment variable PAPERFIT_PRESET=16G", "did you mean `16gb`?"],
        ..Case::default()
    };
    preset_table_unknown => Case {
        files: experiment(with("[presets.16gb]", "[presets.12gb]")),
        expect: &["[presets.12gb] names a preset that does not exist", "e.toml:45:10", "key: presets.12gb", "did you mean `16gb`?"],
        ..Case::default()
    };
    preset_table_paper_typo => Case {
        files: experiment(set_line(44, "paper = { epoch = 4 }")),
        expect: &["epoch", "did you mean `epochs`?", "e.toml:44"],
        ..Case::default()
    };
    preset_table_nested_train => Case {
        files: experiment(set_line(47, "train.micro_batch = 4")),
        expect: &["not in a nested [train] table", "e.toml:47:1", "key: presets.16gb.train", "[presets.16gb] micro_batch = 4"],
        ..Case::default()
    };

    // ---------------------------------------------------------------- 8. missing files and keys
    missing_experiment_file => Case {
        args: &["plan", "nope.toml", "--preset", "16gb"],
        expect: &["cannot read experiment nope.toml: no such file", "--> nope.toml"],
        ..Case::default()
    };
    missing_experiment_suggests_closest => Case {
        cwd: Cwd::Crate,
        args: &["plan", "experiments/quickstrt.toml", "--preset", "16gb"],
        expect: &["cannot read experiment experiments/quickstrt.toml: no such file", "did you mean `experiments/quickstart.toml`?"],
        ..Case::default()
    };
    directory_as_experiment => Case {
        files: vec![("sub/readme.txt", b"not an experiment\n".to_vec())],
        args: &["plan", "sub", "--preset", "16gb"],
        expect: &["cannot read experiment sub: it is not a file", "--> sub"],
        ..Case::default()
    };
    missing_presets_dir => Case {
        files: experiment(core()),
        args: &["plan", "e.toml", "--preset", "16gb", "--presets-dir", "nodir"],
        expect: &["cannot read the presets directory nodir: no such file", "--> command line: --presets-dir nodir"],
        ..Case::default()
    };
    presets_dir_without_presets => Case {
        files: vec![("e.toml", core().into_bytes()), ("emptyp/readme.txt", b"no presets here\n".to_vec())],
        args: &["plan", "e.toml", "--preset", "16gb", "--presets-dir", "emptyp"],
        expect: &["no preset files (*.toml) in emptyp", "--> emptyp"],
        ..Case::default()
    };
    missing_effective_batch => Case {
        files: experiment(with("effective_batch = 64", "")),
        expect: &["missing required key `paper.effective_batch`", "e.toml:1:2", "key: paper.effective_batch", "add `effective_batch = ...` under [paper]"],
        ..Case::default()
    };
    missing_model_num_classes => Case {
        files: experiment(with("num_classes = 8\nchannels", "\nchannels")),
        expect: &["missing required key `model.num_classes`", "e.toml:25:2", "key: model.num_classes", "add `num_classes = ...` under [model]"],
        ..Case::default()
    };
    missing_paper_table => Case {
        files: experiment(String::new()),
        expect: &["missing required key `paper`", "--> e.toml", "key: paper", "add a [paper] table"],
        ..Case::default()
    };

    // ---------------------------------------------------------------- 9. bad --set syntax
    set_without_equals => Case {
        files: experiment(base()),
        args: &["plan", "e.toml", "--preset", "16gb", "--set", "train.micro_batch"],
        expect: &["`--set train.micro_batch` has no `=`", "command line: --set train.micro_batch", "--set <section>.<key>=<value>"],
        ..Case::default()
    };
    set_empty_key => Case {
        files: experiment(base()),
        args: &["plan", "e.toml", "--preset", "16gb", "--set", "=4"],
        expect: &["bad key in `--set =4`: the key is empty", "command line: --set =4", "--set <section>.<key>=<value>"],
        ..Case::default()
    };
    set_empty_segment => Case {
        files: experiment(base()),
        args: &["plan", "e.toml", "--preset", "16gb", "--set", "train..micro_batch=4"],
        expect: &["`train..micro_batch` has an empty segment", "command line: --set train..micro_batch=4", "--set <section>.<key>=<value>"],
        ..Case::default()
    };
    set_key_with_space => Case {
        files: experiment(base()),
        args: &["plan", "e.toml", "--preset", "16gb", "--set", "train.micro batch=4"],
        expect: &["`micro batch` in `train.micro batch` is not a key name", "command line: --set train.micro batch=4"],
        ..Case::default()
    };
    set_key_without_section => Case {
        files: experiment(base()),
        args: &["plan", "e.toml", "--preset", "16gb", "--set", "micro_batch=4"],
        expect: &["`micro_batch` does not start with a section", "command line: --set micro_batch=4", "key: micro_batch", "did you mean `train.micro_batch`?"],
        ..Case::default()
    };
    set_paper_key_without_section => Case {
        files: experiment(base()),
        args: &["plan", "e.toml", "--preset", "16gb", "--set", "effective_batch=32"],
        expect: &["`effective_batch` does not start with a section", "--set effective_batch=32", "did you mean `paper.effective_batch`?"],
        ..Case::default()
    };
    set_misspelled_section => Case {
        files: experiment(base()),
        args: &["plan", "e.toml", "--preset", "16gb", "--set", "trian.micro_batch=4"],
        expect: &["`trian.micro_batch` does not start with a section", "--set trian.micro_batch=4", "did you mean `train`?"],
        ..Case::default()
    };
    set_per_preset_table => Case {
        files: experiment(base()),
        args: &["plan", "e.toml", "--preset", "16gb", "--set", "presets.16gb.micro_batch=4"],
        expect: &["--set cannot change per-preset tables", "command line: --set presets.16gb.micro_batch=4", "key: presets.16gb.micro_batch", "--set train.micro_batch=4"],
        ..Case::default()
    };
    set_unparseable_value => Case {
        files: experiment(base()),
        args: &["plan", "e.toml", "--preset", "16gb", "--set", "paper.input_size=[1,"],
        expect: &["bad value in `--set paper.input_size=[1,`", "`[1,` is not a TOML value", "key: paper.input_size", "a TOML value"],
        ..Case::default()
    };
    set_empty_value => Case {
        files: experiment(base()),
        args: &["plan", "e.toml", "--preset", "16gb", "--set", "train.micro_batch="],
        expect: &["the value is empty", "command line: --set train.micro_batch=", "key: train.micro_batch"],
        ..Case::default()
    };
    set_wrong_type => Case {
        files: experiment(base()),
        args: &["plan", "e.toml", "--preset", "16gb", "--set", "paper.effective_batch=sixteen"],
        expect: &["the string \"sixteen\"", "command line: --set paper.effective_batch=sixteen", "key: paper.effective_batch", "whole number"],
        ..Case::default()
    };
    set_value_under_scalar => Case {
        files: experiment(base()),
        args: &["plan", "e.toml", "--preset", "16gb", "--set", "train.micro_batch.x=4"],
        expect: &["found a table", "command line: --set train.micro_batch.x=4", "key: train.micro_batch", "whole number"],
        ..Case::default()
    };

    // ---------------------------------------------------------------- 10. environment
    env_unknown_variable => Case {
        files: experiment(base()),
        env: &[("PAPERFIT_MICRO_BATCH", "4")],
        expect: &["unknown paperfit environment variable PAPERFIT_MICRO_BATCH", "environment variable PAPERFIT_MICRO_BATCH=4", "did you mean `PAPERFIT_TRAIN__MICRO_BATCH`?"],
        ..Case::default()
    };
    env_unknown_variable_lists_controls => Case {
        files: experiment(base()),
        env: &[("PAPERFIT_PRESET_DIR", "x")],
        expect: &["unknown paperfit environment variable PAPERFIT_PRESET_DIR", "environment variable PAPERFIT_PRESET_DIR=x", "PAPERFIT_PRESETS_DIR"],
        ..Case::default()
    };
    env_bad_cudnn_path => Case {
        files: experiment(base()),
        env: &[("PAPERFIT_CUDNN", "fast")],
        expect: &["PAPERFIT_CUDNN=\"fast\": expected `legacy`", "environment variable PAPERFIT_CUDNN=fast", "legacy or graph"],
        ..Case::default()
    };
    env_bad_value_type => Case {
        files: experiment(base()),
        env: &[("PAPERFIT_TRAIN__MICRO_BATCH", "abc")],
        expect: &["`train.micro_batch` has the wrong type", "environment variable PAPERFIT_TRAIN__MICRO_BATCH=abc", "key: train.micro_batch", "whole number"],
        ..Case::default()
    };
    env_unparseable_value => Case {
        files: experiment(base()),
        env: &[("PAPERFIT_TRAIN__MICRO_BATCH", "[1,")],
        expect: &["cannot read the value of PAPERFIT_TRAIN__MICRO_BATCH", "environment variable PAPERFIT_TRAIN__MICRO_BATCH=[1,", "key: train.micro_batch"],
        ..Case::default()
    };
    env_unknown_key => Case {
        files: experiment(base()),
        env: &[("PAPERFIT_TRAIN__MICRO_BACH", "4")],
        expect: &["unknown key `micro_bach` in [train]", "environment variable PAPERFIT_TRAIN__MICRO_BACH=4", "did you mean `micro_batch`?"],
        ..Case::default()
    };
    env_enum_typo => Case {
        files: experiment(base()),
        env: &[("PAPERFIT_PAPER__LR_SCALING", "linar")],
        expect: &["`linar` is not a valid value for `paper.lr_scaling`", "environment variable PAPERFIT_PAPER__LR_SCALING=linar", "did you mean `linear`?"],
        ..Case::default()
    };
    env_simulated_gpu_unreadable => Case {
        files: experiment(base()),
        args: &["plan", "e.toml", "--preset", "auto"],
        env: &[("PAPERFIT_SIMULATE_GPU_MEMORY", "lots")],
        expect: &["cannot read `lots` as a memory size", "environment variable PAPERFIT_SIMULATE_GPU_MEMORY=lots", "`24GiB`"],
        ..Case::default()
    };
    env_simulated_gpu_without_unit => Case {
        files: experiment(base()),
        args: &["plan", "e.toml", "--preset", "auto"],
        env: &[("PAPERFIT_SIMULATE_GPU_MEMORY", "24")],
        expect: &["cannot read `24` as a memory size", "environment variable PAPERFIT_SIMULATE_GPU_MEMORY=24", "a size with a unit"],
        ..Case::default()
    };
    env_simulated_gpu_too_small => Case {
        files: experiment(base()),
        args: &["plan", "e.toml", "--preset", "auto"],
        env: &[("PAPERFIT_SIMULATE_GPU_MEMORY", "2GiB")],
        expect: &["simulated GPU (2GiB)", "less than any GPU preset", "command line: --preset auto", "--presets-dir"],
        ..Case::default()
    };

    // ---------------------------------------------------------------- 11. bad preset files
    preset_file_unknown_table => Case {
        files: vec![("e.toml", core().into_bytes()), ("pd/16gb.toml", (PRESET_16GB.to_string() + "[trian]\n").into_bytes())],
        args: &["plan", "e.toml", "--preset", "16gb", "--presets-dir", "pd"],
        expect: &["unknown key `trian` in the top level", "pd/16gb.toml:10:2", "one of `preset`, `train`", "did you mean `train`?"],
        ..Case::default()
    };
    preset_file_usable_fraction_above_one => Case {
        files: vec![("e.toml", core().into_bytes()), ("pd/16gb.toml", preset_with("usable_fraction = 0.9", "usable_fraction = 1.5").into_bytes())],
        args: &["plan", "e.toml", "--preset", "16gb", "--presets-dir", "pd"],
        expect: &["usable_fraction must be in (0, 1], found 1.5", "pd/16gb.toml:4:19", "key: preset.usable_fraction"],
        ..Case::default()
    };
    preset_file_memory_zero => Case {
        files: vec![("e.toml", core().into_bytes()), ("pd/16gb.toml", preset_with("memory_gb = 16", "memory_gb = 0").into_bytes())],
        args: &["plan", "e.toml", "--preset", "16gb", "--presets-dir", "pd"],
        expect: &["memory_gb must be positive, found 0", "pd/16gb.toml:3:13", "key: preset.memory_gb"],
        ..Case::default()
    };
    preset_file_memory_negative_in_unused_preset => Case {
        files: vec![
            ("e.toml", core().into_bytes()),
            ("pd/16gb.toml", PRESET_16GB.as_bytes().to_vec()),
            ("pd/8gb.toml", preset_with("memory_gb = 16", "memory_gb = -8").into_bytes()),
        ],
        args: &["plan", "e.toml", "--preset", "16gb", "--presets-dir", "pd"],
        expect: &["memory_gb must be positive, found -8", "pd/8gb.toml:3:13", "key: preset.memory_gb"],
        ..Case::default()
    };
    preset_file_missing_memory => Case {
        files: vec![("e.toml", core().into_bytes()), ("pd/16gb.toml", preset_with("memory_gb = 16", "").into_bytes())],
        args: &["plan", "e.toml", "--preset", "16gb", "--presets-dir", "pd"],
        expect: &["missing required key `preset.memory_gb`", "pd/16gb.toml:1:2", "add `memory_gb = ...` under [preset]"],
        ..Case::default()
    };
    preset_file_syntax_error => Case {
        files: vec![("e.toml", core().into_bytes()), ("pd/16gb.toml", preset_with("[preset]", "[preset").into_bytes())],
        args: &["plan", "e.toml", "--preset", "16gb", "--presets-dir", "pd"],
        expect: &["TOML syntax error", "pd/16gb.toml:1:8", "unclosed table"],
        ..Case::default()
    };
    preset_file_precision_fp8 => Case {
        files: vec![("e.toml", core().into_bytes()), ("pd/16gb.toml", preset_with("precision = \"fp16\"", "precision = \"fp8\"").into_bytes())],
        args: &["plan", "e.toml", "--preset", "16gb", "--presets-dir", "pd"],
        expect: &["`fp8` is not a valid value for `train.precision`", "pd/16gb.toml:8:13", "one of `fp32`, `bf16`, `fp16`"],
        ..Case::default()
    };
    preset_file_train_key_typo => Case {
        files: vec![("e.toml", core().into_bytes()), ("pd/16gb.toml", preset_with("gradient_checkpointing = false", "gradient_checkpoint = false").into_bytes())],
        args: &["plan", "e.toml", "--preset", "16gb", "--presets-dir", "pd"],
        expect: &["unknown key `gradient_checkpoint` in [train]", "pd/16gb.toml:9:1", "did you mean `gradient_checkpointing`?"],
        ..Case::default()
    };
    preset_file_micro_batch_not_divisor => Case {
        files: vec![("e.toml", core().into_bytes()), ("pd/16gb.toml", preset_with("gradient_checkpointing = false", "micro_batch = 3").into_bytes())],
        args: &["plan", "e.toml", "--preset", "16gb", "--presets-dir", "pd"],
        expect: &["micro_batch 3 does not divide", "pd/16gb.toml:9:15", "key: train.micro_batch", "1, 2, 4, 8, 16, 32, 64"],
        ..Case::default()
    };
    preset_file_paper_table => Case {
        files: vec![("e.toml", core().into_bytes()), ("pd/16gb.toml", (PRESET_16GB.to_string() + "[paper]\nepochs = 4\n").into_bytes())],
        args: &["plan", "e.toml", "--preset", "16gb", "--presets-dir", "pd"],
        expect: &["unknown key `paper` in the top level", "pd/16gb.toml:10:2", "one of `preset`, `train`"],
        ..Case::default()
    };

    // ---------------------------------------------------------------- 12. semantic errors
    num_classes_mismatch => Case {
        files: experiment(with("num_classes = 8\nchannels", "num_classes = 10\nchannels")),
        expect: &["the model has 10 classes but the data has 8", "e.toml:27:15", "key: model.num_classes", "model.num_classes = 8"],
        ..Case::default()
    };
    dcal_without_dcal_table => Case {
        files: experiment(
            with("name = \"small_cnn\"", "name = \"dcal\"")
                .replace("channels = [16, 32, 64]", "backbone = \"vit_b16\""),
        ),
        expect: &["DCAL needs a [model.dcal] table", "e.toml:26:8", "key: model.name", "local_query_ratio"],
        ..Case::default()
    };
    dcal_with_resnet_backbone => Case {
        files: experiment(
            with("name = \"small_cnn\"", "name = \"dcal\"")
                .replace("channels = [16, 32, 64]", "backbone = \"resnet50\""),
        ),
        expect: &["DCAL needs a ViT backbone", "e.toml:28:12", "key: model.backbone", "vit_b16"],
        ..Case::default()
    };
    backbone_on_small_cnn => Case {
        files: experiment(set_line(29, "backbone = \"resnet18\"")),
        expect: &["`small_cnn` takes no backbone", "e.toml:29:12", "key: model.backbone"],
        ..Case::default()
    };
    dcal_with_two_glca_blocks => Case {
        files: experiment(set_line_in(
            &with("name = \"small_cnn\"", "name = \"dcal\"")
                .replace("channels = [16, 32, 64]", "backbone = \"vit_b16\""),
            29,
            "dcal = { local_query_ratio = 0.1, glca_blocks = 2 }",
        )),
        expect: &["2 GLCA blocks", "exactly one", "e.toml:29:", "key: model.dcal.glca_blocks", "glca_blocks = 1"],
        ..Case::default()
    };
    vit_width_that_no_head_count_divides => Case {
        files: experiment(
            with("name = \"small_cnn\"", "name = \"deit_tiny\"")
                .replace("channels = [16, 32, 64]", "width = 129"),
        ),
        expect: &["width 129 does not split into 2 heads of 64 channels", "e.toml:28:9", "key: model.width", "e.g. 128"],
        ..Case::default()
    };
    fsct_on_a_backbone_it_has_no_code_for => Case {
        files: experiment(
            with("name = \"small_cnn\"", "name = \"fsct\"")
                .replace("channels = [16, 32, 64]", "backbone = \"resnet50\""),
        ),
        expect: &["fsct cannot use `resnet50` as its backbone", "e.toml:28:12", "key: model.backbone", "one of conv4, resnet18, resnet34, small_cnn"],
        ..Case::default()
    };
    betas_with_sgd => Case {
        files: experiment(
            with("name = \"adamw\"", "name = \"sgd\"")
                .replace("no_decay_norm_and_bias = true", "betas = [0.9, 0.999]"),
        ),
        expect: &["`betas` apply to adam and adamw only", "e.toml:15:9", "key: paper.optimizer.betas", "use momentum"],
        ..Case::default()
    };
    momentum_with_adamw => Case {
        files: experiment(set_line(16, "momentum = 0.9")),
        expect: &["`momentum` applies to sgd only", "e.toml:16:12", "key: paper.optimizer.momentum"],
        ..Case::default()
    };
    step_milestone_outside_run => Case {
        files: experiment(
            with("name = \"cosine\"", "name = \"step\"")
                .replace("warmup_epochs = 1", "milestones = [4, 10]")
                .replace("min_lr = 1e-5", "gamma = 0.1"),
        ),
        expect: &["milestone epoch 10 is outside 1..=8", "e.toml:19:14", "key: paper.schedule.milestones"],
        ..Case::default()
    };
    step_milestones_not_increasing => Case {
        files: experiment(
            with("name = \"cosine\"", "name = \"step\"")
                .replace("warmup_epochs = 1", "milestones = [6, 4]")
                .replace("min_lr = 1e-5", "gamma = 0.1"),
        ),
        expect: &["milestones must increase", "e.toml:19:14", "key: paper.schedule.milestones"],
        ..Case::default()
    };
    step_gamma_above_one => Case {
        files: experiment(
            with("name = \"cosine\"", "name = \"step\"")
                .replace("warmup_epochs = 1", "milestones = [4, 6]")
                .replace("min_lr = 1e-5", "gamma = 2.0"),
        ),
        expect: &["`paper.schedule.gamma` = 2.0 is out of range", "e.toml:20:9", "(0, 1]"],
        ..Case::default()
    };
    gamma_with_cosine => Case {
        files: experiment(set_line(21, "gamma = 0.1")),
        expect: &["gamma applies to the step schedule, not cosine", "e.toml:21:9", "key: paper.schedule.gamma"],
        ..Case::default()
    };
    warmup_epochs_and_steps => Case {
        files: experiment(set_line(21, "warmup_steps = 10")),
        expect: &["give warmup_epochs or warmup_steps, not both", "e.toml:21:16", "key: paper.schedule.warmup_steps"],
        ..Case::default()
    };
    warmup_longer_than_run => Case {
        files: experiment(with("warmup_epochs = 1", "warmup_epochs = 9")),
        expect: &["out of range", "e.toml:19:17", "key: paper.schedule.warmup_epochs", "between 0 and the 8 training epochs"],
        ..Case::default()
    };
    warmup_steps_longer_than_run => Case {
        files: experiment(with("warmup_epochs = 1", "warmup_steps = 100000")),
        expect: &["warmup of 100000 steps is longer than the run (512 steps)", "e.toml:19:16", "key: paper.schedule.warmup_steps", "at most 512 steps"],
        ..Case::default()
    };
    schedule_convention_misspelt => Case {
        files: experiment(set_line(21, "convention = \"timmm\"")),
        expect: &["`timmm` is not a valid value for `paper.schedule.convention`", "e.toml:21:14", "did you mean `timm`?"],
        ..Case::default()
    };
    open_clip_cosine_with_a_floor => Case {
        files: experiment(set_line(21, "convention = \"open_clip\"")),
        expect: &["open_clip's cosine_lr decays to 0", "e.toml:20:10", "key: paper.schedule.min_lr", "convention = \"timm\""],
        ..Case::default()
    };
    torch_scheduler_with_warmup => Case {
        files: experiment(set_line(21, "convention = \"torch\"")),
        expect: &["PyTorch's MultiStepLR and CosineAnnealingLR have no warmup", "e.toml:19:17", "key: paper.schedule.warmup_epochs"],
        ..Case::default()
    };
    per_epoch_update_with_warmup_steps => Case {
        files: experiment(set_line_in(&with("warmup_epochs = 1", "warmup_steps = 10"), 21, "update = \"epoch\"")),
        expect: &["updated once per epoch counts its warmup in epochs", "e.toml:19:16", "key: paper.schedule.warmup_steps", "warmup_epochs = <whole epochs>"],
        ..Case::default()
    };
    per_epoch_update_with_a_fraction_of_an_epoch => Case {
        files: experiment(set_line_in(&with("warmup_epochs = 1", "warmup_epochs = 1.5"), 21, "update = \"epoch_lagged\"")),
        expect: &["warms up over whole epochs", "e.toml:19:17", "key: paper.schedule.warmup_epochs"],
        ..Case::default()
    };
    dataset_without_root => Case {
        files: experiment(with("format = \"synthetic\"", "format = \"cub200\"")),
        expect: &["`cub200` data needs `data.root`", "e.toml:32:10", "key: data.format", "--set data.root="],
        ..Case::default()
    };
    drop_last_leaves_no_step => Case {
        files: experiment(
            with("train_samples = 4096", "train_samples = 10")
                .replace("eval_samples = 1024", "drop_last = true"),
        ),
        expect: &["leaves no step", "e.toml:35:13", "key: data.drop_last"],
        ..Case::default()
    };
    channels_with_zero_width => Case {
        files: experiment(with("channels = [16, 32, 64]", "channels = [16, 0]")),
        expect: &["channels must be a non-empty list of positive widths", "e.toml:28:12", "key: model.channels"],
        ..Case::default()
    };
    sources_names_missing_value => Case {
        files: experiment(core() + "[sources]\n\"paper.schedule.warmup_epoch\" = { source = \"assumed\", note = \"x\" }\n"),
        expect: &["[sources] names `paper.schedule.warmup_epoch`, which is not a value of this experiment", "e.toml:43:1", "sources.\"paper.schedule.warmup_epoch\"", "did you mean `paper.schedule.warmup_epochs`?"],
        ..Case::default()
    };
    sources_unknown_source_kind => Case {
        files: experiment(core() + "[sources]\n\"paper.base_lr\" = { source = \"papr\", note = \"x\" }\n"),
        expect: &["`papr` is not a valid value", "e.toml:43:30", "one of `paper`, `authors_code`, `unofficial`, `assumed`", "did you mean `paper`?"],
        ..Case::default()
    };

    // ---------------------------------------------------------------- 13. formerly mis-located
    step_without_milestones_points_at_the_schedule => Case {
        files: experiment(
            with("name = \"cosine\"", "name = \"step\"")
                .replace("warmup_epochs = 1", "gamma = 0.1")
                .replace("min_lr = 1e-5", ""),
        ),
        expect: &["a step schedule needs milestones", "e.toml:17:", "key: paper.schedule.milestones"],
        ..Case::default()
    };
    step_without_gamma_points_at_the_schedule => Case {
        files: experiment(
            with("name = \"cosine\"", "name = \"step\"")
                .replace("warmup_epochs = 1", "milestones = [4, 6]")
                .replace("min_lr = 1e-5", ""),
        ),
        expect: &["a step schedule needs gamma", "e.toml:17:", "key: paper.schedule.gamma"],
        ..Case::default()
    };
    negative_element_in_channels => Case {
        files: experiment(with("channels = [16, 32, 64]", "channels = [16, -1]")),
        expect: &["e.toml:28:17", "key: model.channels[1]", "non-negative whole number"],
        ..Case::default()
    };
    string_element_in_betas => Case {
        files: experiment(set_line(16, "betas = [\"a\", 0.9]")),
        expect: &["e.toml:16:10", "key: paper.optimizer.betas[0]", "the string \"a\"", "a number"],
        ..Case::default()
    };
    negative_input_size_element => Case {
        files: experiment(with("input_size = 32", "input_size = [-1, 2]")),
        expect: &["e.toml:10:15", "key: paper.input_size[0]"],
        ..Case::default()
    };
    zero_input_size_pair => Case {
        files: experiment(with("input_size = 32", "input_size = [0, 0]")),
        expect: &["height and width must both be positive", "e.toml:10:14", "key: paper.input_size"],
        ..Case::default()
    };
    three_betas => Case {
        files: experiment(set_line(16, "betas = [0.9, 0.99, 0.999]")),
        expect: &["`betas` has 3 values", "e.toml:16:9", "key: paper.optimizer.betas", "two values"],
        ..Case::default()
    };
    preset_file_bad_device => Case {
        files: vec![("e.toml", core().into_bytes()), ("pd/16gb.toml", preset_with("device = \"cuda\"", "device = \"gpu\"").into_bytes())],
        args: &["plan", "e.toml", "--preset", "16gb", "--presets-dir", "pd"],
        expect: &["`gpu` is not a valid value for `preset.device`", "pd/16gb.toml:5:10", "one of `cpu`, `cuda`"],
        ..Case::default()
    };
    preset_file_unknown_info_key => Case {
        files: vec![("e.toml", core().into_bytes()), ("pd/16gb.toml", preset_with("description = \"test card\"", "descripton = \"test card\"").into_bytes())],
        args: &["plan", "e.toml", "--preset", "16gb", "--presets-dir", "pd"],
        expect: &["unknown key `descripton` in [preset]", "pd/16gb.toml:2:1", "key: preset.descripton", "did you mean `description`?"],
        ..Case::default()
    };
    preset_file_memory_as_string => Case {
        files: vec![("e.toml", core().into_bytes()), ("pd/16gb.toml", preset_with("memory_gb = 16", "memory_gb = \"16\"").into_bytes())],
        args: &["plan", "e.toml", "--preset", "16gb", "--presets-dir", "pd"],
        expect: &["`preset.memory_gb` has the wrong type", "pd/16gb.toml:3:13", "a number"],
        ..Case::default()
    };
    unused_preset_file_is_checked_too => Case {
        files: vec![
            ("e.toml", core().into_bytes()),
            ("pd/16gb.toml", PRESET_16GB.as_bytes().to_vec()),
            ("pd/8gb.toml", preset_with("gradient_checkpointing = false", "gradient_checkpoint = true").into_bytes()),
        ],
        args: &["plan", "e.toml", "--preset", "16gb", "--presets-dir", "pd"],
        expect: &["unknown key `gradient_checkpoint` in [train]", "pd/8gb.toml:9:1", "did you mean `gradient_checkpointing`?"],
        ..Case::default()
    };
    presets_dir_from_environment_is_named => Case {
        files: experiment(core()),
        env: &[("PAPERFIT_PRESETS_DIR", "nodir")],
        expect: &["cannot read the presets directory nodir", "environment variable PAPERFIT_PRESETS_DIR=nodir"],
        ..Case::default()
    };
    set_section_without_key => Case {
        files: experiment(base()),
        args: &["plan", "e.toml", "--preset", "16gb", "--set", "train=4"],
        expect: &["names the section [train], not a key in it", "--set train=4", "--set train.<key>=<value>"],
        ..Case::default()
    };
    env_single_underscore_suggests_full_name => Case {
        files: experiment(base()),
        env: &[("PAPERFIT_TRAIN_MICRO_BATCH", "4")],
        expect: &["unknown paperfit environment variable PAPERFIT_TRAIN_MICRO_BATCH", "did you mean `PAPERFIT_TRAIN__MICRO_BATCH`?"],
        ..Case::default()
    };
    env_misspelt_section_suggests_full_name => Case {
        files: experiment(base()),
        env: &[("PAPERFIT_TRIAN__MICRO_BATCH", "4")],
        expect: &["PAPERFIT_TRIAN__MICRO_BATCH", "did you mean `PAPERFIT_TRAIN__MICRO_BATCH`?"],
        ..Case::default()
    };
    model_name_as_number_lists_the_models => Case {
        files: experiment(with("name = \"small_cnn\"", "name = 4")),
        expect: &["e.toml:26:8", "key: model.name", "`small_cnn`", "`resnet34`"],
        ..Case::default()
    };
    optimizer_as_string_describes_the_table => Case {
        files: experiment(base()),
        args: &["plan", "e.toml", "--preset", "16gb", "--set", "paper.optimizer=adam"],
        expect: &["--set paper.optimizer=adam", "key: paper.optimizer", "a table with keys `name`, `weight_decay`"],
        ..Case::default()
    };
    source_note_as_string_describes_the_table => Case {
        files: experiment(core() + "[sources]\n\"paper.base_lr\" = \"paper\"\n"),
        expect: &["e.toml:43:", "key: sources.\"paper.base_lr\"", "source = \"paper\""],
        ..Case::default()
    };
    source_note_without_note_quotes_the_dotted_key => Case {
        files: experiment(core() + "[sources]\n\"paper.base_lr\" = { source = \"paper\" }\n"),
        expect: &["missing required key `sources.\"paper.base_lr\".note`", "e.toml:43:", "under [sources.\"paper.base_lr\"]"],
        ..Case::default()
    };
    huge_batch_with_impossible_split_is_quick => Case {
        files: experiment(with("effective_batch = 64", "effective_batch = 4294967291")),
        args: &["plan", "e.toml", "--preset", "16gb", "--set", "train.micro_batch=2"],
        expect: &["micro_batch 2 does not divide the per-device batch 4294967291", "micro_batch one of 1, 4294967291"],
        ..Case::default()
    };
}
