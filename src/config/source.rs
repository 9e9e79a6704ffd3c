//! Where a configuration value comes from: one of the stacked layers, or the plan deriving it.
//! Layers, provenance (`--explain`, the JSON plan) and deviations all name a value's source
//! with this one type; where in a file or on which command line it was written is an
//! [`crate::error::Origin`].

use std::fmt;
use std::path::PathBuf;

use serde::{Deserialize, Serialize};

/// The source of a value. The variants are declared in increasing priority, and the derived
/// order follows them: a value from a greater source overrides the same key from a lesser one
/// (built-in defaults < preset file < experiment < the experiment's `[presets.<name>]` table <
/// environment < `--set` < `--unset` < derived by the plan). Two sources of one kind compare by
/// their fields, which means nothing: of two `--set`, the later argument wins by its place in
/// the stack of layers.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Source {
    /// The built-in defaults every experiment starts from.
    Defaults,
    /// A preset file's `[train]` table; `file` as the preset names its file
    /// (`presets/16gb.toml`, or `presets/16gb.toml (built in)` for the copy in the binary).
    PresetFile { preset: String, file: String },
    /// The experiment file, without its per-preset tables.
    Experiment { path: PathBuf },
    /// The experiment's `[presets.<preset>]` table.
    ExperimentPreset { preset: String, experiment: PathBuf },
    /// One `PAPERFIT_<SECTION>__<KEY>` environment variable.
    Env { var: String },
    /// One `--set key=value`, the assignment as typed.
    CommandLine { assignment: String },
    /// One `--unset key`: the key removed from every layer below.
    Unset { key: String },
    /// Computed by the plan; `how` says from what.
    Derived { how: String },
}

impl Source {
    /// Set for this run only, in the environment or on the command line (not in a file).
    pub(crate) fn is_run_override(&self) -> bool {
        matches!(
            self,
            Source::Env { .. } | Source::CommandLine { .. } | Source::Unset { .. }
        )
    }
}

/// As `--explain` and deviations print it: `built-in defaults`, `presets/16gb.toml`,
/// `[presets.16gb] in experiments/dcal_cub.toml`, `environment PAPERFIT_...`, `--set ...`,
/// `--unset ...`, `derived: ...`.
impl fmt::Display for Source {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Source::Defaults => f.write_str(DEFAULTS),
            Source::PresetFile { file, .. } => f.write_str(file),
            Source::Experiment { path } => write!(f, "{}", path.display()),
            Source::ExperimentPreset { preset, experiment } => {
                write!(f, "[presets.{preset}] in {}", experiment.display())
            }
            Source::Env { var } => write!(f, "{ENV}{var}"),
            Source::CommandLine { assignment } => write!(f, "{SET}{assignment}"),
            Source::Unset { key } => write!(f, "{UNSET}{key}"),
            Source::Derived { how } => write!(f, "{DERIVED}{how}"),
        }
    }
}

const DEFAULTS: &str = "built-in defaults";
const BUILT_IN: &str = " (built in)";
const ENV: &str = "environment ";
const SET: &str = "--set ";
const UNSET: &str = "--unset ";
const DERIVED: &str = "derived: ";

impl Source {
    /// The source a saved plan names by its text (the inverse of `Display`). A bare path is
    /// the experiment's or a preset file's: it reads as the experiment until
    /// [`Self::file_in_plan`] tells which.
    pub(crate) fn parse(text: &str) -> Source {
        let preset_table = text
            .strip_prefix("[presets.")
            .and_then(|rest| rest.split_once("] in "));
        if text == DEFAULTS {
            Source::Defaults
        } else if let Some(var) = text.strip_prefix(ENV) {
            Source::Env { var: var.into() }
        } else if let Some(assignment) = text.strip_prefix(SET) {
            Source::CommandLine {
                assignment: assignment.into(),
            }
        } else if let Some(key) = text.strip_prefix(UNSET) {
            Source::Unset { key: key.into() }
        } else if let Some(how) = text.strip_prefix(DERIVED) {
            Source::Derived { how: how.into() }
        } else if let Some((preset, experiment)) = preset_table {
            Source::ExperimentPreset {
                preset: preset.into(),
                experiment: experiment.into(),
            }
        } else if let Some(path) = text.strip_suffix(BUILT_IN) {
            let preset = std::path::Path::new(path).file_stem().unwrap_or_default();
            Source::PresetFile {
                preset: preset.to_string_lossy().into_owned(),
                file: text.into(),
            }
        } else {
            Source::Experiment { path: text.into() }
        }
    }

    /// Of the file layers, only the plan's experiment and the file of the plan's preset print
    /// as a bare path: a path that is not the experiment is the preset file.
    pub(crate) fn file_in_plan(&mut self, experiment: &str, preset: &str) {
        let file = match self {
            Source::Experiment { path } if path.as_os_str() != experiment => {
                path.display().to_string()
            }
            Source::PresetFile { file, .. } => std::mem::take(file),
            _ => return,
        };
        *self = Source::PresetFile {
            preset: preset.into(),
            file,
        };
    }

    /// A preset file as its layer names it.
    pub(crate) fn preset_file(preset: &str, path: &std::path::Path, builtin: bool) -> Source {
        let suffix = if builtin { BUILT_IN } else { "" };
        Source::PresetFile {
            preset: preset.into(),
            file: format!("{}{suffix}", path.display()),
        }
    }
}

impl Source {
    fn prints_as(&self, text: &str) -> bool {
        let printed = self.to_string();
        printed == text
    }
}

/// A source equals the text it prints as (what tests and callers compare with).
impl PartialEq<str> for Source {
    fn eq(&self, text: &str) -> bool {
        self.prints_as(text)
    }
}

impl PartialEq<&str> for Source {
    fn eq(&self, text: &&str) -> bool {
        self.prints_as(text)
    }
}

impl PartialEq<String> for Source {
    fn eq(&self, text: &String) -> bool {
        self.prints_as(text)
    }
}

/// Saved plans and `--format json` carry the text `--explain` prints.
impl Serialize for Source {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Source {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        Ok(Source::parse(&String::deserialize(d)?))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sources_order_by_priority() {
        let order = [
            Source::Defaults,
            Source::preset_file("16gb", "presets/16gb.toml".as_ref(), false),
            Source::Experiment {
                path: "experiments/x.toml".into(),
            },
            Source::ExperimentPreset {
                preset: "16gb".into(),
                experiment: "experiments/x.toml".into(),
            },
            Source::Env {
                var: "PAPERFIT_TRAIN__MICRO_BATCH".into(),
            },
            Source::CommandLine {
                assignment: "train.micro_batch=4".into(),
            },
            Source::Unset {
                key: "paper.schedule.milestones".into(),
            },
            Source::Derived { how: "x".into() },
        ];
        assert!(order.windows(2).all(|w| w[0] < w[1]));
        let builtin = Source::preset_file("16gb", "presets/16gb.toml".as_ref(), true);
        for source in order.into_iter().chain([builtin]) {
            let mut back = Source::parse(&source.to_string());
            back.file_in_plan("experiments/x.toml", "16gb");
            assert_eq!(back, source, "{source}");
        }
    }

    #[test]
    fn sources_print_as_explain_shows_them() {
        let s = Source::ExperimentPreset {
            preset: "8gb".into(),
            experiment: "experiments/q.toml".into(),
        };
        assert_eq!(s, "[presets.8gb] in experiments/q.toml");
        assert_eq!(Source::Defaults, "built-in defaults");
        assert_eq!(
            Source::Env {
                var: "PAPERFIT_X".into()
            }
            .to_string(),
            "environment PAPERFIT_X"
        );
    }
}
