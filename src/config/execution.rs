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
/// what it ran: composed, legacy and composed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct ExecutionPaths {
    #[serde(with = "attention_name")]
    pub attention: AttentionPath,
    #[serde(with = "convolution_name")]
    pub convolution: CudnnPath,
    #[serde(with = "linear_name", default = "composed_linear")]
    pub linear: LinearPath,
}

impl Default for ExecutionPaths {
    fn default() -> Self {
        ExecutionPaths {
            attention: AttentionPath::Composed,
            convolution: CudnnPath::Legacy,
            linear: LinearPath::Composed,
        }
    }
}

/// The linear path of a plan recorded before it was.
fn composed_linear() -> LinearPath {
    LinearPath::Composed
}

/// One path as resolved from the environment: the variable that sets it, its value and the
/// layer it came from.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct PathSetting {
    pub key: Key,
    pub value: &'static str,
    pub source: Origin,
}

impl PathSetting {
    fn new(key: Key, var: &'static str, value: &'static str, set: bool) -> Self {
        let source = match set {
            true => Origin::Env {
                var: var.into(),
                value: None,
            },
            false => Origin::Defaults,
        };
        PathSetting { key, value, source }
    }
}

impl ExecutionPaths {
    /// The paths `env` asks for (unset: composed, legacy and composed), with each one's
    /// setting; a value that names no path is an error at its variable (exit 2).
    pub(crate) fn from_env(
        env: &[(String, String)],
    ) -> Result<(ExecutionPaths, [PathSetting; 3]), ConfigError> {
        let value = |var: &str| env.iter().find(|(k, _)| k == var).map(|(_, v)| v.as_str());
        let attention = attention_path(value(ATTENTION_ENV))?;
        let convolution = convolution_path(value(CUDNN_PATH_ENV))?;
        let linear = linear_path(value(LINEAR_ENV))?;
        let settings = [
            PathSetting::new(
                keys::EXECUTION_ATTENTION,
                ATTENTION_ENV,
                attention.name(),
                value(ATTENTION_ENV).is_some(),
            ),
            PathSetting::new(
                keys::EXECUTION_CONVOLUTION,
                CUDNN_PATH_ENV,
                convolution.name(),
                value(CUDNN_PATH_ENV).is_some(),
            ),
            PathSetting::new(
                keys::EXECUTION_LINEAR,
                LINEAR_ENV,
                linear.name(),
                value(LINEAR_ENV).is_some(),
            ),
        ];
        let paths = ExecutionPaths {
            attention,
            convolution,
            linear,
        };
        Ok((paths, settings))
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
        let mut out = Vec::new();
        if self.attention != other.attention {
            out.push((
                keys::EXECUTION_ATTENTION,
                ATTENTION_ENV,
                self.attention.name(),
                other.attention.name(),
            ));
        }
        if self.convolution != other.convolution {
            out.push((
                keys::EXECUTION_CONVOLUTION,
                CUDNN_PATH_ENV,
                self.convolution.name(),
                other.convolution.name(),
            ));
        }
        if self.linear != other.linear {
            out.push((
                keys::EXECUTION_LINEAR,
                LINEAR_ENV,
                self.linear.name(),
                other.linear.name(),
            ));
        }
        out
    }
}

fn env_origin(var: &str, raw: &str) -> Origin {
    Origin::Env {
        var: var.into(),
        value: Some(raw.into()),
    }
}

/// The attention path `raw` (the value of [`ATTENTION_ENV`]) names (composed when unset).
fn attention_path(raw: Option<&str>) -> Result<AttentionPath, ConfigError> {
    let Some(raw) = raw else {
        return Ok(AttentionPath::Composed);
    };
    AttentionPath::parse(raw).ok_or_else(|| {
        ConfigError::new(format!("cannot read `{raw}` as an attention path"))
            .origin(env_origin(ATTENTION_ENV, raw))
            .expected(format!("one of {}", AttentionPath::NAMES.join(", ")))
            .maybe_help(super::suggest::did_you_mean(
                raw.trim(),
                AttentionPath::NAMES.iter().copied(),
            ))
    })
}

/// The cuDNN interface `raw` (the value of [`CUDNN_PATH_ENV`]) names (legacy when unset):
/// said before a plan is made, not at the first convolution of a run.
fn convolution_path(raw: Option<&str>) -> Result<CudnnPath, ConfigError> {
    let Some(raw) = raw else {
        return Ok(CudnnPath::Legacy);
    };
    CudnnPath::parse(Some(raw)).map_err(|why| {
        ConfigError::new(why)
            .origin(env_origin(CUDNN_PATH_ENV, raw))
            .expected("legacy or graph")
            .help("unset it for the default (legacy); docs/gpu.md compares the two")
    })
}

/// The linear path `raw` (the value of [`LINEAR_ENV`]) names (composed when unset).
fn linear_path(raw: Option<&str>) -> Result<LinearPath, ConfigError> {
    let Some(raw) = raw else {
        return Ok(LinearPath::Composed);
    };
    LinearPath::parse(raw).ok_or_else(|| {
        ConfigError::new(format!("cannot read `{raw}` as a linear-layer path"))
            .origin(env_origin(LINEAR_ENV, raw))
            .expected(format!("one of {}", LinearPath::NAMES.join(", ")))
            .maybe_help(super::suggest::did_you_mean(
                raw.trim(),
                LinearPath::NAMES.iter().copied(),
            ))
    })
}

/// `attention` in `plan.json`: the path's name.
mod attention_name {
    use super::*;

    pub(super) fn serialize<S: Serializer>(path: &AttentionPath, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(path.name())
    }

    pub(super) fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<AttentionPath, D::Error> {
        let name = String::deserialize(d)?;
        AttentionPath::parse(&name).ok_or_else(|| {
            serde::de::Error::custom(format!(
                "execution.attention {name:?}: expected one of {}",
                AttentionPath::NAMES.join(", ")
            ))
        })
    }
}

/// `convolution` in `plan.json`: the cuDNN interface's name.
mod convolution_name {
    use super::*;

    pub(super) fn serialize<S: Serializer>(path: &CudnnPath, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(path.name())
    }

    pub(super) fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<CudnnPath, D::Error> {
        let name = String::deserialize(d)?;
        CudnnPath::parse(Some(&name)).map_err(serde::de::Error::custom)
    }
}

/// `linear` in `plan.json`: the path's name.
mod linear_name {
    use super::*;

    pub(super) fn serialize<S: Serializer>(path: &LinearPath, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(path.name())
    }

    pub(super) fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<LinearPath, D::Error> {
        let name = String::deserialize(d)?;
        LinearPath::parse(&name).ok_or_else(|| {
            serde::de::Error::custom(format!(
                "execution.linear {name:?}: expected one of {}",
                LinearPath::NAMES.join(", ")
            ))
        })
    }
}
