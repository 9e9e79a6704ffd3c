//! The execution paths: which implementation runs the ops that have two whose results differ
//! in their last bits (the attention, `PAPERFIT_ATTENTION`; the convolutions on cuDNN,
//! `PAPERFIT_CUDNN`; the linear layer's products, `PAPERFIT_LINEAR`). They are control variables, not keys of an experiment: the paper's
//! recipe does not depend on them. They are read into the plan with the rest of the
//! environment, recorded in `plan.json` (a resume checks them against the run's) and installed
//! by whatever runs a plan's model ([`ExecutionPaths::install`]).

use paperfit_kernels::attention::{AttentionPath, ATTENTION_ENV};
use paperfit_kernels::conv::{CudnnPath, CUDNN_PATH_ENV};
use paperfit_kernels::matmul::{LinearPath, LINEAR_ENV};
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::keys::{self, Key};
use crate::error::{ConfigError, Origin};

/// Which attention, convolution interface and linear products a plan executes. A plan
/// recorded before they were (no `execution` in `plan.json`, or one without `linear`) reads as
/// what it ran: composed, legacy and composed (not today's defaults: the convolutions' is
/// graph, the linear layer's cuBLASLt).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct ExecutionPaths {
    #[serde(with = "path_name")]
    pub attention: AttentionPath,
    #[serde(with = "path_name")]
    pub convolution: CudnnPath,
    #[serde(with = "path_name", default = "Switch::before_recorded")]
    pub linear: LinearPath,
}

/// What a plan recorded without `execution` ran.
impl Default for ExecutionPaths {
    fn default() -> Self {
        ExecutionPaths {
            attention: AttentionPath::before_recorded(),
            convolution: CudnnPath::before_recorded(),
            linear: LinearPath::before_recorded(),
        }
    }
}

/// The variables [`ExecutionPaths::from_env`] reads, in its order.
const EXECUTION_ENV: [&str; 3] = [AttentionPath::VAR, CudnnPath::VAR, LinearPath::VAR];

/// The variables among `vars` that choose execution paths: what a command that builds plans of
/// its own (the doctor's workloads) hands on, so that they run the paths it was started with.
pub(crate) fn execution_env(
    vars: impl IntoIterator<Item = (String, String)>,
) -> Vec<(String, String)> {
    vars.into_iter()
        .filter(|(k, _)| EXECUTION_ENV.contains(&k.as_str()))
        .collect()
}

/// One path as resolved from the environment: the variable that sets it, its value and the
/// layer it came from.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct PathSetting {
    pub key: Key,
    pub value: &'static str,
    pub source: Origin,
}

/// What the plan asks of each two-valued execution switch of the kernels: its variable, its
/// key in the plan, its value when unset, its names, and how a value is read from the
/// environment and from `plan.json`.
trait Switch: Copy + PartialEq + Sized {
    const VAR: &'static str;
    const KEY: Key;
    /// The path when the variable is unset (a new plan's default).
    fn unset() -> Self;
    /// The path a plan recorded before this switch was ran.
    fn before_recorded() -> Self {
        Self::unset()
    }
    fn name(self) -> &'static str;
    /// The path the environment's `raw` names, or the error at its variable (exit 2).
    fn read(raw: &str) -> Result<Self, ConfigError>;
    /// The path `plan.json` names, or why not.
    fn recorded(name: &str) -> Result<Self, String>;

    /// The path `env` asks for, with its setting.
    fn from_env(env: &[(String, String)]) -> Result<(Self, PathSetting), ConfigError> {
        let raw = env
            .iter()
            .find(|(k, _)| k == Self::VAR)
            .map(|(_, v)| v.as_str());
        let path = raw.map_or(Ok(Self::unset()), Self::read)?;
        let source = match raw {
            Some(_) => Origin::Env {
                var: Self::VAR.into(),
                value: None,
            },
            None => Origin::Defaults,
        };
        let setting = PathSetting {
            key: Self::KEY,
            value: path.name(),
            source,
        };
        Ok((path, setting))
    }

    /// This path against `other`'s, as (key, variable, this value, the other's) when they
    /// differ.
    fn difference(self, other: Self) -> Option<(Key, &'static str, &'static str, &'static str)> {
        (self != other).then(|| (Self::KEY, Self::VAR, self.name(), other.name()))
    }
}

/// A path read by its name among `names`: the error names them and suggests the nearest.
fn read_name<T>(
    raw: &str,
    what: &str,
    var: &str,
    names: &[&str],
    parse: fn(&str) -> Option<T>,
) -> Result<T, ConfigError> {
    parse(raw).ok_or_else(|| {
        ConfigError::new(format!("cannot read `{raw}` as {what}"))
            .origin(Origin::Env {
                var: var.into(),
                value: Some(raw.into()),
            })
            .expected(format!("one of {}", names.join(", ")))
            .maybe_help(super::suggest::did_you_mean(
                raw.trim(),
                names.iter().copied(),
            ))
    })
}

/// `execution.<field> <name>` of `plan.json` read by its name among `names`.
fn recorded_name<T>(
    field: &str,
    name: &str,
    names: &[&str],
    parse: fn(&str) -> Option<T>,
) -> Result<T, String> {
    parse(name).ok_or_else(|| {
        format!(
            "execution.{field} {name:?}: expected one of {}",
            names.join(", ")
        )
    })
}

impl Switch for AttentionPath {
    const VAR: &'static str = ATTENTION_ENV;
    const KEY: Key = keys::EXECUTION_ATTENTION;
    fn unset() -> Self {
        AttentionPath::Composed
    }
    fn name(self) -> &'static str {
        AttentionPath::name(self)
    }
    fn read(raw: &str) -> Result<Self, ConfigError> {
        let names = AttentionPath::NAMES;
        read_name(
            raw,
            "an attention path",
            Self::VAR,
            names,
            AttentionPath::parse,
        )
    }
    fn recorded(name: &str) -> Result<Self, String> {
        recorded_name(
            "attention",
            name,
            AttentionPath::NAMES,
            AttentionPath::parse,
        )
    }
}

/// The cuDNN interface is said before a plan is made, not at the first convolution of a run.
impl Switch for CudnnPath {
    const VAR: &'static str = CUDNN_PATH_ENV;
    const KEY: Key = keys::EXECUTION_CONVOLUTION;
    fn unset() -> Self {
        CudnnPath::Graph
    }
    fn before_recorded() -> Self {
        CudnnPath::Legacy
    }
    fn name(self) -> &'static str {
        CudnnPath::name(self)
    }
    fn read(raw: &str) -> Result<Self, ConfigError> {
        CudnnPath::parse(Some(raw)).map_err(|why| {
            ConfigError::new(why)
                .origin(Origin::Env {
                    var: Self::VAR.into(),
                    value: Some(raw.into()),
                })
                .expected("legacy or graph")
                .help("unset it for the default (graph); docs/gpu.md compares the two")
        })
    }
    fn recorded(name: &str) -> Result<Self, String> {
        CudnnPath::parse(Some(name))
    }
}

/// cuBLASLt by default: on an H200 ViT-B/16 trained x1.04 faster on it than composed in two
/// calls, in less memory, every doctor row passing on it with its determinism rows
/// byte-identical (docs/gpu.md). A plan recorded before the switch ran composed.
impl Switch for LinearPath {
    const VAR: &'static str = LINEAR_ENV;
    const KEY: Key = keys::EXECUTION_LINEAR;
    fn unset() -> Self {
        LinearPath::Cublaslt
    }
    fn before_recorded() -> Self {
        LinearPath::Composed
    }
    fn name(self) -> &'static str {
        LinearPath::name(self)
    }
    fn read(raw: &str) -> Result<Self, ConfigError> {
        let names = LinearPath::NAMES;
        read_name(
            raw,
            "a linear-layer path",
            Self::VAR,
            names,
            LinearPath::parse,
        )
    }
    fn recorded(name: &str) -> Result<Self, String> {
        recorded_name("linear", name, LinearPath::NAMES, LinearPath::parse)
    }
}

impl ExecutionPaths {
    /// The paths `env` asks for (unset: composed, graph and cuBLASLt), with each one's
    /// setting; a value that names no path is an error at its variable (exit 2).
    pub(crate) fn from_env(
        env: &[(String, String)],
    ) -> Result<(ExecutionPaths, [PathSetting; 3]), ConfigError> {
        let (attention, attention_setting) = AttentionPath::from_env(env)?;
        let (convolution, convolution_setting) = CudnnPath::from_env(env)?;
        let (linear, linear_setting) = LinearPath::from_env(env)?;
        let paths = ExecutionPaths {
            attention,
            convolution,
            linear,
        };
        Ok((
            paths,
            [attention_setting, convolution_setting, linear_setting],
        ))
    }

    /// Makes this process run these paths (each is one process-wide switch of the kernels).
    pub(crate) fn install(&self) {
        paperfit_kernels::attention::set_attention_path(self.attention);
        paperfit_kernels::conv::set_cudnn_path(self.convolution);
        paperfit_kernels::matmul::set_linear_path(self.linear);
    }

    /// Each path that differs from `other`'s, as (key, variable, this value, the other's).
    pub(crate) fn differences(
        &self,
        other: &ExecutionPaths,
    ) -> Vec<(Key, &'static str, &'static str, &'static str)> {
        [
            self.attention.difference(other.attention),
            self.convolution.difference(other.convolution),
            self.linear.difference(other.linear),
        ]
        .into_iter()
        .flatten()
        .collect()
    }
}

/// A path in `plan.json`: its name.
mod path_name {
    use super::*;

    pub(super) fn serialize<T: Switch, S: Serializer>(path: &T, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(path.name())
    }

    pub(super) fn deserialize<'de, T: Switch, D: Deserializer<'de>>(d: D) -> Result<T, D::Error> {
        let name = String::deserialize(d)?;
        T::recorded(&name).map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A command that builds its own plans (the doctor) hands on every variable that chooses a
    /// path, and nothing else: its plans run the paths it was started with.
    #[test]
    fn execution_env_keeps_every_path_variable_and_only_those() {
        let vars = [
            (ATTENTION_ENV, "fused"),
            (CUDNN_PATH_ENV, "graph"),
            (LINEAR_ENV, "cublaslt"),
            ("PAPERFIT_PRESET", "16gb"),
        ]
        .map(|(k, v)| (k.to_string(), v.to_string()));
        let kept = execution_env(vars.clone());
        assert_eq!(kept, vars[..3].to_vec());
        let (paths, _) = ExecutionPaths::from_env(&kept).unwrap();
        assert_eq!(
            paths,
            ExecutionPaths {
                attention: AttentionPath::Fused,
                convolution: CudnnPath::Graph,
                linear: LinearPath::Cublaslt,
            }
        );
    }
}
