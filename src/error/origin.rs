//! Where a configuration value, or a problem with it, comes from: one of the stacked layers
//! (built-in defaults, a preset file, the experiment, its `[presets.<name>]` table, an
//! environment variable, a `--set`, an `--unset`), the plan deriving it, or a place in a file
//! (line, column and the line itself). Layers, provenance (`--explain`, the JSON plan),
//! deviations and every [`super::ConfigError`] name a place with this one type.

use std::fmt;
use std::path::PathBuf;

use serde::{Deserialize, Serialize};

/// Where a value, or a problem with it, comes from. The layers' variants are declared in
/// increasing priority, and the derived order follows them: a value from a greater layer
/// overrides the same key from a lesser one (built-in defaults < preset file < experiment <
/// the experiment's `[presets.<name>]` table < environment < `--set` < `--unset` < derived by
/// the plan). Two origins of one kind compare by their fields, which means nothing: of two
/// `--set`, the later argument wins by its place in the stack of layers. `File` (a key's place
/// in a layer's file, or a file that is no layer: a dataset's, a checkpoint, `plan.json`) is no
/// layer and sorts last.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Origin {
    /// The built-in defaults every experiment starts from.
    Defaults,
    /// A preset file's `[train]` table; `file` as the preset names its file
    /// (`presets/16gb.toml`, or `presets/16gb.toml (built in)` for the copy in the binary).
    PresetFile { preset: String, file: String },
    /// The experiment file, without its per-preset tables.
    Experiment { path: PathBuf },
    /// The experiment's `[presets.<preset>]` table.
    ExperimentPreset { preset: String, experiment: PathBuf },
    /// An environment variable, with its raw value where a diagnostic shows it; a layer, and a
    /// saved plan, name the variable alone.
    Env { var: String, value: Option<String> },
    /// A command-line argument as the user typed it (`--set train.micro_batch=4`,
    /// `--preset 16gb`).
    CommandLine { argument: String },
    /// One `--unset key`: the key removed from every layer below.
    Unset { key: String },
    /// Computed by the plan; `how` says from what.
    Derived { how: String },
    /// A place in a file, with the position of the offending key or value when it is known.
    File {
        path: PathBuf,
        /// 1-based line and column.
        position: Option<(usize, usize)>,
        /// The source line at `position`, for the snippet under the message.
        source_line: Option<String>,
        /// Which part of the file, when that matters (e.g. `[presets.16gb]`).
        context: Option<String>,
    },
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

    /// One-line description: `experiments/dcal_cub.toml:42:15`, `environment variable X`,
    /// ``command line `--preset 16gb` ``; a layer as `--explain` prints it.
    pub(crate) fn short(&self) -> String {
        match self {
            Origin::File { path, position, .. } => match position {
                Some((line, col)) => format!("{}:{line}:{col}", path.display()),
                None => path.display().to_string(),
            },
            Origin::Env { var, .. } => format!("environment variable {var}"),
            Origin::CommandLine { argument } => format!("command line `{argument}`"),
            Origin::Unset { key } => format!("command line `{UNSET}{key}`"),
            layer => layer.to_string(),
        }
    }

    /// What a diagnostic's `-->` line says of an origin other than a place in a file:
    /// `environment variable X=value`, `command line: --set ...`; a layer as `--explain`
    /// prints it.
    pub(crate) fn pointer(&self) -> String {
        match self {
            Origin::Env {
                var,
                value: Some(value),
            } => format!("environment variable {var}={value}"),
            Origin::CommandLine { argument } => format!("command line: {argument}"),
            Origin::Unset { key } => format!("command line: {UNSET}{key}"),
            other => other.short(),
        }
    }

    /// Set for this run only, in the environment or on the command line (not in a file).
    pub(crate) fn is_run_override(&self) -> bool {
        matches!(
            self,
            Origin::Env { .. } | Origin::CommandLine { .. } | Origin::Unset { .. }
        )
    }
}

/// As `--explain` and deviations print it: `built-in defaults`, `presets/16gb.toml`,
/// `[presets.16gb] in experiments/dcal_cub.toml`, `environment PAPERFIT_...`, `--set ...`,
/// `--unset ...`, `derived: ...`.
impl fmt::Display for Origin {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Origin::Defaults => f.write_str(DEFAULTS),
            Origin::PresetFile { file, .. } => f.write_str(file),
            Origin::Experiment { path } => write!(f, "{}", path.display()),
            Origin::ExperimentPreset { preset, experiment } => {
                write!(f, "[presets.{preset}] in {}", experiment.display())
            }
            Origin::Env { var, .. } => write!(f, "{ENV}{var}"),
            Origin::CommandLine { argument } => f.write_str(argument),
            Origin::Unset { key } => write!(f, "{UNSET}{key}"),
            Origin::Derived { how } => write!(f, "{DERIVED}{how}"),
            Origin::File { .. } => f.write_str(&self.short()),
        }
    }
}

const DEFAULTS: &str = "built-in defaults";
const BUILT_IN: &str = " (built in)";
const ENV: &str = "environment ";
const SET: &str = "--set ";
const UNSET: &str = "--unset ";
const DERIVED: &str = "derived: ";

impl Origin {
    /// The layer a saved plan names by its text (the inverse of `Display` for the layers). A
    /// bare path is the experiment's or a preset file's: it reads as the experiment until
    /// [`Self::file_in_plan`] tells which. A plan names no place in a file and no argument but
    /// `--set` and `--unset`.
    pub(crate) fn parse(text: &str) -> Origin {
        let preset_table = text
            .strip_prefix("[presets.")
            .and_then(|rest| rest.split_once("] in "));
        if text == DEFAULTS {
            Origin::Defaults
        } else if let Some(var) = text.strip_prefix(ENV) {
            Origin::Env {
                var: var.into(),
                value: None,
            }
        } else if text.starts_with(SET) {
            Origin::CommandLine {
                argument: text.into(),
            }
        } else if let Some(key) = text.strip_prefix(UNSET) {
            Origin::Unset { key: key.into() }
        } else if let Some(how) = text.strip_prefix(DERIVED) {
            Origin::Derived { how: how.into() }
        } else if let Some((preset, experiment)) = preset_table {
            Origin::ExperimentPreset {
                preset: preset.into(),
                experiment: experiment.into(),
            }
        } else if let Some(path) = text.strip_suffix(BUILT_IN) {
            let preset = std::path::Path::new(path).file_stem().unwrap_or_default();
            Origin::PresetFile {
                preset: preset.to_string_lossy().into_owned(),
                file: text.into(),
            }
        } else {
            Origin::Experiment { path: text.into() }
        }
    }

    /// Of the file layers, only the plan's experiment and the file of the plan's preset print
    /// as a bare path: a path that is not the experiment is the preset file.
    pub(crate) fn file_in_plan(&mut self, experiment: &str, preset: &str) {
        let file = match self {
            Origin::Experiment { path } if path.as_os_str() != experiment => {
                path.display().to_string()
            }
            Origin::PresetFile { file, .. } => std::mem::take(file),
            _ => return,
        };
        *self = Origin::PresetFile {
            preset: preset.into(),
            file,
        };
    }

    /// A preset file as its layer names it.
    pub(crate) fn preset_file(preset: &str, path: &std::path::Path, builtin: bool) -> Origin {
        let suffix = if builtin { BUILT_IN } else { "" };
        Origin::PresetFile {
            preset: preset.into(),
            file: format!("{}{suffix}", path.display()),
        }
    }
}

impl Origin {
    fn prints_as(&self, text: &str) -> bool {
        let printed = self.to_string();
        printed == text
    }
}

/// A source equals the text it prints as (what tests and callers compare with).
impl PartialEq<str> for Origin {
    fn eq(&self, text: &str) -> bool {
        self.prints_as(text)
    }
}

impl PartialEq<&str> for Origin {
    fn eq(&self, text: &&str) -> bool {
        self.prints_as(text)
    }
}

impl PartialEq<String> for Origin {
    fn eq(&self, text: &String) -> bool {
        self.prints_as(text)
    }
}

/// Saved plans and `--format json` carry the text `--explain` prints.
impl Serialize for Origin {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Origin {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        Ok(Origin::parse(&String::deserialize(d)?))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sources_order_by_priority() {
        let order = [
            Origin::Defaults,
            Origin::preset_file("16gb", "presets/16gb.toml".as_ref(), false),
            Origin::Experiment {
                path: "experiments/x.toml".into(),
            },
            Origin::ExperimentPreset {
                preset: "16gb".into(),
                experiment: "experiments/x.toml".into(),
            },
            Origin::Env {
                var: "PAPERFIT_TRAIN__MICRO_BATCH".into(),
                value: None,
            },
            Origin::CommandLine {
                argument: "--set train.micro_batch=4".into(),
            },
            Origin::Unset {
                key: "paper.schedule.milestones".into(),
            },
            Origin::Derived { how: "x".into() },
        ];
        assert!(order.windows(2).all(|w| w[0] < w[1]));
        let builtin = Origin::preset_file("16gb", "presets/16gb.toml".as_ref(), true);
        for source in order.into_iter().chain([builtin]) {
            let mut back = Origin::parse(&source.to_string());
            back.file_in_plan("experiments/x.toml", "16gb");
            assert_eq!(back, source, "{source}");
        }
    }

    #[test]
    fn sources_print_as_explain_shows_them() {
        let s = Origin::ExperimentPreset {
            preset: "8gb".into(),
            experiment: "experiments/q.toml".into(),
        };
        assert_eq!(s, "[presets.8gb] in experiments/q.toml");
        assert_eq!(Origin::Defaults, "built-in defaults");
        assert_eq!(
            Origin::Env {
                var: "PAPERFIT_X".into(),
                value: Some("4".into()),
            }
            .to_string(),
            "environment PAPERFIT_X"
        );
    }

    #[test]
    fn diagnostics_point_at_the_argument_or_the_variable_with_its_value() {
        let env = Origin::Env {
            var: "PAPERFIT_X".into(),
            value: Some("4".into()),
        };
        assert_eq!(env.pointer(), "environment variable PAPERFIT_X=4");
        assert_eq!(env.short(), "environment variable PAPERFIT_X");
        let unset = Origin::Unset { key: "a.b".into() };
        assert_eq!(unset.pointer(), "command line: --unset a.b");
        assert_eq!(unset.short(), "command line `--unset a.b`");
        let set = Origin::CommandLine {
            argument: "--set a.b=1".into(),
        };
        assert_eq!(
            (set.pointer(), set.to_string()),
            ("command line: --set a.b=1".into(), "--set a.b=1".into())
        );
    }
}
