//! `[model]`: the architecture, its input size and its per-architecture tables.

use std::fmt;
use std::path::PathBuf;

use serde::{Deserialize, Serialize};

use super::Pretrained;

/// Input resolution: one integer for a square, or `[height, width]`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct InputSize {
    pub height: u32,
    pub width: u32,
}

impl InputSize {
    pub fn square(side: u32) -> Self {
        InputSize {
            height: side,
            width: side,
        }
    }
}

impl fmt::Display for InputSize {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.height == self.width {
            write!(f, "{}", self.height)
        } else {
            write!(f, "{}x{}", self.height, self.width)
        }
    }
}

impl Serialize for InputSize {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        if self.height == self.width {
            s.serialize_u32(self.height)
        } else {
            [self.height, self.width].serialize(s)
        }
    }
}

impl schemars::JsonSchema for InputSize {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "InputSize".into()
    }

    fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
        schemars::json_schema!({
            "description": "One positive integer (the side of a square), or [height, width].",
            "oneOf": [
                {"type": "integer", "minimum": 1},
                {"type": "array", "items": {"type": "integer", "minimum": 1}, "minItems": 2, "maxItems": 2}
            ]
        })
    }
}

impl<'de> Deserialize<'de> for InputSize {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct Visitor;
        impl<'de> serde::de::Visitor<'de> for Visitor {
            type Value = InputSize;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a positive integer (square side) or [height, width]")
            }
            fn visit_u64<E: serde::de::Error>(self, v: u64) -> Result<InputSize, E> {
                match u32::try_from(v) {
                    Ok(side) if side > 0 => Ok(InputSize::square(side)),
                    _ => Err(E::invalid_value(serde::de::Unexpected::Unsigned(v), &self)),
                }
            }
            fn visit_i64<E: serde::de::Error>(self, v: i64) -> Result<InputSize, E> {
                match u64::try_from(v) {
                    Ok(u) => self.visit_u64(u),
                    Err(_) => Err(E::invalid_value(serde::de::Unexpected::Signed(v), &self)),
                }
            }
            fn visit_seq<A: serde::de::SeqAccess<'de>>(
                self,
                mut seq: A,
            ) -> Result<InputSize, A::Error> {
                let mut dims = Vec::new();
                while let Some(d) = seq.next_element::<u32>()? {
                    dims.push(d);
                }
                match dims.as_slice() {
                    [h, w] if *h > 0 && *w > 0 => Ok(InputSize {
                        height: *h,
                        width: *w,
                    }),
                    [_, _] => Err(serde::de::Error::custom(
                        "height and width must both be positive",
                    )),
                    _ => Err(serde::de::Error::invalid_length(dims.len(), &self)),
                }
            }
        }
        d.deserialize_any(Visitor)
    }
}

/// The names of the model architectures paperfit knows: only names. What an architecture is
/// (its family and configuration, BatchNorm, patches, backbone, losses) is its entry in
/// `models::registry`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum ModelArch {
    /// The quickstart's small convolutional net (no BatchNorm).
    SmallCnn,
    /// Conv4 few-shot backbone (conv-BN-ReLU-pool x 4).
    Conv4,
    Resnet18,
    Resnet34,
    Resnet50,
    #[serde(rename = "seresnext50_32x4d")]
    SeResNext50_32x4d,
    #[serde(rename = "vit_b16")]
    VitB16,
    #[serde(rename = "vit_b32")]
    VitB32,
    DeitTiny,
    DeitSmall,
    DeitBase,
    #[serde(rename = "clip_vit_b32")]
    ClipVitB32,
    #[serde(rename = "clip_vit_b16")]
    ClipVitB16,
    /// Dual cross-attention learning on a ViT backbone.
    Dcal,
    /// Few-shot cosine transformer head on a backbone.
    Fsct,
    /// The toy model of the test that adds a model as `docs/design.md` says.
    #[cfg(test)]
    ToyBn,
}

impl ModelArch {
    /// Every architecture, in the order of the enum, kept complete by the test
    /// `all_lists_every_architecture` (against the names the derived schema accepts, which the
    /// compiler keeps complete). Only tests walk it so far, so only test builds have it.
    #[cfg(test)]
    pub(crate) const ALL: &'static [ModelArch] = &[
        ModelArch::SmallCnn,
        ModelArch::Conv4,
        ModelArch::Resnet18,
        ModelArch::Resnet34,
        ModelArch::Resnet50,
        ModelArch::SeResNext50_32x4d,
        ModelArch::VitB16,
        ModelArch::VitB32,
        ModelArch::DeitTiny,
        ModelArch::DeitSmall,
        ModelArch::DeitBase,
        ModelArch::ClipVitB32,
        ModelArch::ClipVitB16,
        ModelArch::Dcal,
        ModelArch::Fsct,
        #[cfg(test)]
        ModelArch::ToyBn,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            ModelArch::SmallCnn => "small_cnn",
            ModelArch::Conv4 => "conv4",
            ModelArch::Resnet18 => "resnet18",
            ModelArch::Resnet34 => "resnet34",
            ModelArch::Resnet50 => "resnet50",
            ModelArch::SeResNext50_32x4d => "seresnext50_32x4d",
            ModelArch::VitB16 => "vit_b16",
            ModelArch::VitB32 => "vit_b32",
            ModelArch::DeitTiny => "deit_tiny",
            ModelArch::DeitSmall => "deit_small",
            ModelArch::DeitBase => "deit_base",
            ModelArch::ClipVitB32 => "clip_vit_b32",
            ModelArch::ClipVitB16 => "clip_vit_b16",
            ModelArch::Dcal => "dcal",
            ModelArch::Fsct => "fsct",
            #[cfg(test)]
            ModelArch::ToyBn => "toy_bn",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct DcalSpec {
    /// Fraction R of tokens used as GLCA local queries (0.1 fine-grained, 0.3 re-ID).
    pub local_query_ratio: f64,
    /// Number of global-local cross-attention blocks (M).
    #[serde(default = "one")]
    pub glca_blocks: u32,
    /// Pair-wise cross-attention during training.
    #[serde(default = "yes")]
    pub pair_wise: bool,
}

fn one() -> u32 {
    1
}

fn yes() -> bool {
    true
}

/// The text side of a CLIP model (`clip_vit_b32`, `clip_vit_b16`): how class labels become
/// prompts for the text tower. Paths are read as given (relative to the working directory).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ClipSpec {
    /// OpenAI's BPE merges file `bpe_simple_vocab_16e6.txt.gz` (gzip or plain text) or a
    /// Hugging Face `tokenizer.json`; its vocabulary decides the token embedding's rows (49408).
    pub tokenizer: PathBuf,
    /// Prompt templates, each with `{}` where the class name goes (`"a photo of a {}."`).
    pub templates: Vec<String>,
    /// Text file with one class name per line, in label order (line k names label k - 1); for
    /// Stanford Cars the 196 names of the devkit, as `names.csv` of its CSV conversion lists them.
    /// Required for real data; built-in synthetic data names its own classes (the plan drops
    /// this file and says so).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub class_names: Option<PathBuf>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ModelSpec {
    pub name: ModelArch,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub backbone: Option<ModelArch>,
    pub num_classes: u32,
    /// Input size the model is built for; defaults to `paper.input_size`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub image_size: Option<InputSize>,
    #[serde(default)]
    pub drop_path_rate: f64,
    /// Pretrained weights under their public names: a local safetensors file, or a Hugging
    /// Face Hub id (`hf-hub:owner/name[@revision][#file]`, docs/pretrained.md).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pretrained: Option<Pretrained>,
    /// Keep BatchNorm in eval mode (running statistics frozen) during training.
    #[serde(default)]
    pub freeze_batchnorm: bool,
    /// Channel widths of the stages (small_cnn).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub channels: Option<Vec<u32>>,
    /// Transformer width and depth instead of the architecture's (a different model: for
    /// tiny-scale tests and smoke runs; the plan lists it as a deviation).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub width: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub depth: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dcal: Option<DcalSpec>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clip: Option<ClipSpec>,
}

impl ModelSpec {
    /// `name` with `num_classes` outputs at `image_size`, every optional setting at its
    /// default.
    pub fn new(name: ModelArch, num_classes: u32, image_size: InputSize) -> Self {
        ModelSpec {
            name,
            backbone: None,
            num_classes,
            image_size: Some(image_size),
            drop_path_rate: 0.0,
            pretrained: None,
            freeze_batchnorm: false,
            channels: None,
            width: None,
            depth: None,
            dcal: None,
            clip: None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The strings of every `enum` and `const` in a JSON schema.
    fn accepted_strings(schema: &serde_json::Value, names: &mut Vec<String>) {
        match schema {
            serde_json::Value::Object(map) => {
                for (key, value) in map {
                    match (key.as_str(), value) {
                        ("const", serde_json::Value::String(name)) => names.push(name.clone()),
                        ("enum", serde_json::Value::Array(values)) => names
                            .extend(values.iter().filter_map(|v| v.as_str().map(str::to_string))),
                        _ => accepted_strings(value, names),
                    }
                }
            }
            serde_json::Value::Array(values) => {
                values.iter().for_each(|v| accepted_strings(v, names))
            }
            _ => {}
        }
    }

    /// `ModelArch::ALL` holds every variant once: the names the derived schema accepts (one
    /// per variant, whatever is added) are exactly its names, and each name reads back as the
    /// variant `as_str` spells it for.
    #[test]
    fn all_lists_every_architecture() {
        let schema = serde_json::to_value(schemars::schema_for!(ModelArch)).unwrap();
        let mut accepted = Vec::new();
        accepted_strings(&schema, &mut accepted);
        accepted.sort();
        let mut listed: Vec<String> = ModelArch::ALL.iter().map(|a| a.as_str().into()).collect();
        listed.sort();
        assert_eq!(listed, accepted);
        for &arch in ModelArch::ALL {
            let read: ModelArch = serde_json::from_value(serde_json::json!(arch.as_str())).unwrap();
            assert_eq!(read, arch, "{}", arch.as_str());
        }
    }

    #[test]
    fn input_size_accepts_square_and_pair_and_rejects_zero() {
        let v: InputSize = toml::from_str::<toml::Table>("x = 448").unwrap()["x"]
            .clone()
            .try_into()
            .unwrap();
        assert_eq!(v, InputSize::square(448));
        let v: InputSize = toml::from_str::<toml::Table>("x = [256, 128]").unwrap()["x"]
            .clone()
            .try_into()
            .unwrap();
        assert_eq!((v.height, v.width), (256, 128));
        assert!(toml::from_str::<toml::Table>("x = 0").unwrap()["x"]
            .clone()
            .try_into::<InputSize>()
            .is_err());
        assert!(toml::from_str::<toml::Table>("x = [1, 2, 3]").unwrap()["x"]
            .clone()
            .try_into::<InputSize>()
            .is_err());
    }
}
