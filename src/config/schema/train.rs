//! `[train]` (how this run executes the recipe) and a preset file's `[preset]` table.

use std::fmt;

use serde::{Deserialize, Serialize};

/// Numeric precision of the forward/backward computation. Master weights are always f32.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum Precision {
    Fp32,
    Bf16,
    Fp16,
}

impl Precision {
    pub fn as_str(self) -> &'static str {
        match self {
            Precision::Fp32 => "fp32",
            Precision::Bf16 => "bf16",
            Precision::Fp16 => "fp16",
        }
    }
}

impl Precision {
    /// The dtype a model computes in: activations and weight copies (the master weights stay
    /// f32).
    pub fn dtype(self) -> candle_core::DType {
        match self {
            Precision::Fp32 => candle_core::DType::F32,
            Precision::Bf16 => candle_core::DType::BF16,
            Precision::Fp16 => candle_core::DType::F16,
        }
    }
}

impl fmt::Display for Precision {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// `train.micro_batch`: a number, or `"auto"` (fitted to the memory budget).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MicroBatchSetting {
    Fixed(u32),
    Auto,
}

impl MicroBatchSetting {
    pub(crate) fn fixed(self) -> Option<u32> {
        match self {
            MicroBatchSetting::Fixed(m) => Some(m),
            MicroBatchSetting::Auto => None,
        }
    }
}

impl fmt::Display for MicroBatchSetting {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MicroBatchSetting::Fixed(m) => write!(f, "{m}"),
            MicroBatchSetting::Auto => f.write_str("\"auto\""),
        }
    }
}

impl Serialize for MicroBatchSetting {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            MicroBatchSetting::Fixed(m) => s.serialize_u32(*m),
            MicroBatchSetting::Auto => s.serialize_str("auto"),
        }
    }
}

impl schemars::JsonSchema for MicroBatchSetting {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "MicroBatch".into()
    }

    fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
        schemars::json_schema!({
            "description": "A whole number (>= 1), or \"auto\": fitted to the memory budget.",
            "oneOf": [
                {"type": "integer", "minimum": 1},
                {"const": "auto"}
            ]
        })
    }
}

impl<'de> Deserialize<'de> for MicroBatchSetting {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct Visitor;
        impl serde::de::Visitor<'_> for Visitor {
            type Value = MicroBatchSetting;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a whole number (>= 1) or \"auto\"")
            }
            fn visit_u64<E: serde::de::Error>(self, v: u64) -> Result<MicroBatchSetting, E> {
                u32::try_from(v)
                    .map(MicroBatchSetting::Fixed)
                    .map_err(|_| E::invalid_value(serde::de::Unexpected::Unsigned(v), &self))
            }
            fn visit_i64<E: serde::de::Error>(self, v: i64) -> Result<MicroBatchSetting, E> {
                u64::try_from(v)
                    .map_err(|_| E::invalid_value(serde::de::Unexpected::Signed(v), &self))
                    .and_then(|v| self.visit_u64(v))
            }
            fn visit_str<E: serde::de::Error>(self, v: &str) -> Result<MicroBatchSetting, E> {
                if v == "auto" {
                    Ok(MicroBatchSetting::Auto)
                } else {
                    Err(E::invalid_type(serde::de::Unexpected::Str(v), &self))
                }
            }
        }
        d.deserialize_any(Visitor)
    }
}

/// How the run executes. None of it changes the trained model, except where the plan says so.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct TrainSpec {
    /// Samples per forward/backward pass on one device, or `"auto"`: the largest that divides
    /// the per-device batch and fits the memory budget (see `crate::memory`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub micro_batch: Option<MicroBatchSetting>,
    /// Micro-batches per optimizer step on one device.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub accumulation_steps: Option<u32>,
    pub world_size: u32,
    pub precision: Precision,
    pub gradient_checkpointing: bool,
    /// Clip the global gradient norm of each optimizer step to this value.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub grad_clip_norm: Option<f64>,
    pub seed: u64,
    /// Log a metrics line every this many optimizer steps.
    pub log_every: u32,
    /// Evaluate every this many epochs (0: only at the end).
    pub eval_every_epochs: u32,
    /// Write a checkpoint every this many optimizer steps (0: at the end of every epoch); the
    /// run's end is always checkpointed.
    pub checkpoint_every: u32,
    /// Write TensorBoard event files into the run directory as the run goes.
    pub tensorboard: bool,
}

/// The `[preset]` table of a preset file.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct PresetInfo {
    pub description: String,
    /// Nominal device memory in GB (as sold: a "16 GB" card).
    pub memory_gb: f64,
    /// Share of the device memory a plan may use (the rest is CUDA context, allocator slack).
    pub usable_fraction: f64,
    pub device: DeviceKind,
    #[serde(default)]
    pub examples: Vec<String>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum DeviceKind {
    Cpu,
    Cuda,
}

impl DeviceKind {
    pub fn as_str(self) -> &'static str {
        match self {
            DeviceKind::Cpu => "cpu",
            DeviceKind::Cuda => "cuda",
        }
    }
}
