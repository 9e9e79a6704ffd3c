//! Hugging Face `transformers` checkpoints of ViT (`ViTModel`, `ViTForImageClassification`) and
//! CLIP (`CLIPModel`): recognised from the file's keys and converted into the names the models
//! use (timm's for ViT, OpenAI's for CLIP) before matching. Hugging Face keeps the attention's
//! query, key and value projections apart, where the models hold one input projection (`qkv`,
//! `in_proj_weight`): the three are concatenated along the output dimension in that order, which
//! is how timm and PyTorch's `nn.MultiheadAttention` split theirs. CLIP's projections are
//! `nn.Linear` weights (embed, width) at Hugging Face and plain matrices (width, embed) at
//! OpenAI: they are transposed. Every other tensor is renamed one to one.

use std::collections::BTreeMap;
use std::path::Path;

use serde::Serialize;

use super::file::{FileTensor, Read};
use super::words::{count, first_few, shape};
use super::{CONFIG_KEY, LISTED};
use crate::error::{ConfigError, Error, Origin};

/// The LayerNorm epsilon of Hugging Face's ViT (`ViTConfig.layer_norm_eps`: its default, and
/// the value in the `google/vit-*` checkpoints' configs); timm's ViT uses 1e-6.
pub(crate) const HF_VIT_LAYER_NORM_EPS: f64 = 1e-12;

/// A file in Hugging Face `transformers` naming, and what was converted to read it.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct HuggingFace {
    /// `ViT` (converted to timm's names) or `CLIP` (converted to OpenAI's).
    pub architecture: String,
    /// Where the model sits in the file (`vit.` in a `ViTForImageClassification`); its
    /// classifier beside it is read as well.
    pub prefix: Option<String>,
    /// File tensors renamed one to one.
    pub renamed: usize,
    /// Model tensors concatenated from the file's query, key and value (in that order, along
    /// the output dimension).
    pub fused: Vec<String>,
    /// Model tensors read transposed: CLIP's projections, (embed, width) `nn.Linear` weights in
    /// the file and (width, embed) matrices in the model.
    pub transposed: Vec<String>,
    /// The LayerNorm epsilon the checkpoint runs with where it is not the usual one of the names
    /// it was converted to: 1e-12 for a ViT (timm's is 1e-6); `None` for CLIP (1e-5 in both).
    pub layer_norm_eps: Option<f64>,
    /// The epsilon the model's LayerNorms use, when the caller said
    /// ([`super::PretrainedLoadOptions::layer_norm_eps`]).
    pub model_layer_norm_eps: Option<f64>,
}

/// The naming families recognised.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum NamingScheme {
    Vit,
    Clip,
}

impl NamingScheme {
    fn label(self) -> &'static str {
        match self {
            NamingScheme::Vit => "ViT",
            NamingScheme::Clip => "CLIP",
        }
    }

    /// The file's query, key and value components, in the order they are fused.
    fn roles(self) -> [&'static str; 3] {
        match self {
            NamingScheme::Vit => ["query", "key", "value"],
            NamingScheme::Clip => ["q_proj", "k_proj", "v_proj"],
        }
    }
}

/// The end of a key that only this family's naming has.
const VIT_MARKER: &str = "embeddings.patch_embeddings.projection.weight";
const CLIP_MARKERS: [&str; 2] = [
    "vision_model.embeddings.patch_embedding.weight",
    "text_model.embeddings.token_embedding.weight",
];

/// How a Hugging Face tensor becomes a model tensor.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Part {
    Renamed,
    /// One of query (0), key (1), value (2) of a fused input projection.
    Qkv(usize),
    Transposed,
}

/// The naming of `keys`, and the prefix of the model inside the file (`vit.` in a
/// `ViTForImageClassification`, empty in a `CLIPModel`): the shortest one that precedes a
/// marker at a `.` boundary. CLIP is checked first.
pub(super) fn detect<'a>(
    keys: impl Iterator<Item = &'a str> + Clone,
) -> Option<(NamingScheme, String)> {
    let prefix_of = |markers: &[&str]| {
        keys.clone()
            .filter_map(|key| {
                markers.iter().find_map(|m| {
                    let prefix = key.strip_suffix(m)?;
                    (prefix.is_empty() || prefix.ends_with('.')).then_some(prefix)
                })
            })
            .min_by_key(|p| p.len())
            .map(str::to_string)
    };
    prefix_of(&CLIP_MARKERS)
        .map(|p| (NamingScheme::Clip, p))
        .or_else(|| prefix_of(&[VIT_MARKER]).map(|p| (NamingScheme::Vit, p)))
}

/// The LayerNorm epsilon a checkpoint's naming implies where it is not the family's usual one:
/// 1e-12 for a Hugging Face ViT; `None` for any other file, or one that cannot be read (the load
/// reports why).
pub fn checkpoint_layer_norm_eps(path: &Path) -> Option<f64> {
    let shapes = super::file::header_shapes(path)?;
    match detect(shapes.keys().map(String::as_str))? {
        (NamingScheme::Vit, _) => Some(HF_VIT_LAYER_NORM_EPS),
        (NamingScheme::Clip, _) => None,
    }
}

/// The file's tensors in the models' naming, and what was converted.
pub(super) struct Converted {
    pub tensors: BTreeMap<String, FileTensor>,
    pub report: HuggingFace,
}

/// The tensors of a file (key -> shape) converted from Hugging Face naming; `None` when the
/// file is not in it. Keys the conversion does not know (a pooler, `position_ids`) stay as
/// they are. A query, key or value without its two siblings, or three of different shapes,
/// is an error that names them.
pub(super) fn convert(
    file: &BTreeMap<String, Vec<usize>>,
    path: &Path,
) -> Result<Option<Converted>, Error> {
    let Some((family, prefix)) = detect(file.keys().map(String::as_str)) else {
        return Ok(None);
    };
    let mut stored = BTreeMap::new();
    let mut converted = BTreeMap::new();
    let mut triples: BTreeMap<String, [Option<&str>; 3]> = BTreeMap::new();
    let mut report = HuggingFace {
        architecture: family.label().to_string(),
        prefix: (!prefix.is_empty()).then(|| prefix.clone()),
        renamed: 0,
        fused: Vec::new(),
        transposed: Vec::new(),
        layer_norm_eps: (family == NamingScheme::Vit).then_some(HF_VIT_LAYER_NORM_EPS),
        model_layer_norm_eps: None,
    };
    let mut problems = Vec::new();
    for (key, dims) in file {
        let Some((name, part)) = rename(family, &prefix, key) else {
            stored.insert(key.clone(), FileTensor::stored(key, dims));
            continue;
        };
        match (part, dims.as_slice()) {
            (Part::Renamed, _) => {
                report.renamed += usize::from(name != *key);
                converted.insert(name, FileTensor::stored(key, dims));
            }
            (Part::Transposed, [rows, cols]) => {
                report.transposed.push(name.clone());
                let read = Read::Transposed(key.clone());
                let shape = vec![*cols, *rows];
                converted.insert(name, FileTensor { shape, read });
            }
            (Part::Transposed, _) => problems.push(format!(
                "`{key}` {}: a projection matrix has two dimensions",
                shape(dims)
            )),
            (Part::Qkv(slot), _) => triples.entry(name).or_default()[slot] = Some(key.as_str()),
        }
    }
    for (name, slots) in triples {
        match fuse(family, file, &name, slots) {
            Ok(tensor) => {
                report.fused.push(name.clone());
                converted.insert(name, tensor);
            }
            Err(problem) => problems.push(problem),
        }
    }
    if !problems.is_empty() {
        return Err(conversion_error(path, family, &problems));
    }
    // A converted name wins over a stored key of the same name; that key is then unused.
    stored.extend(converted);
    Ok(Some(Converted {
        tensors: stored,
        report,
    }))
}

/// The fused input projection of one attention layer, or what keeps it from being fused.
fn fuse(
    family: NamingScheme,
    file: &BTreeMap<String, Vec<usize>>,
    name: &str,
    slots: [Option<&str>; 3],
) -> Result<FileTensor, String> {
    let roles = family.roles();
    let present: Vec<(usize, &str)> = slots
        .iter()
        .enumerate()
        .filter_map(|(i, k)| k.map(|k| (i, k)))
        .collect();
    let (first_slot, first_key) = present[0];
    let sibling = |slot: usize| replace_role(first_key, roles[first_slot], roles[slot]);
    let missing: Vec<String> = (0..3)
        .filter(|&i| slots[i].is_none())
        .map(|i| format!("`{}`", sibling(i)))
        .collect();
    if !missing.is_empty() {
        let found: Vec<String> = present.iter().map(|(_, k)| format!("`{k}`")).collect();
        let verb = |n: usize| if n == 1 { "is" } else { "are" };
        return Err(format!(
            "{} {} not in the file, but {} {}: the model's `{name}` fuses {}, {} and {}",
            missing.join(" and "),
            verb(missing.len()),
            found.join(" and "),
            verb(found.len()),
            roles[0],
            roles[1],
            roles[2]
        ));
    }
    let keys = slots.map(|k| k.unwrap_or_default().to_string());
    let shapes: Vec<&Vec<usize>> = keys.iter().map(|k| &file[k]).collect();
    if shapes.iter().any(|s| *s != shapes[0]) || shapes[0].is_empty() {
        let listed: Vec<String> = keys
            .iter()
            .zip(&shapes)
            .map(|(k, s)| format!("`{k}` {}", shape(s)))
            .collect();
        return Err(format!(
            "{} cannot be fused into `{name}`: they need one shape with an output dimension",
            listed.join(", ")
        ));
    }
    let mut fused = shapes[0].clone();
    fused[0] *= 3;
    Ok(FileTensor {
        shape: fused,
        read: Read::Fused(keys),
    })
}

/// `key` with its last `.{from}.` component replaced by `to`.
fn replace_role(key: &str, from: &str, to: &str) -> String {
    let pattern = format!(".{from}.");
    match key.rfind(&pattern) {
        Some(at) => format!("{}.{to}.{}", &key[..at], &key[at + pattern.len()..]),
        None => key.to_string(),
    }
}

fn conversion_error(path: &Path, family: NamingScheme, problems: &[String]) -> Error {
    let mut lines: Vec<String> = problems
        .iter()
        .take(LISTED)
        .map(|p| format!("  {p}"))
        .collect();
    if problems.len() > LISTED {
        lines.push(format!("  and {} more", problems.len() - LISTED));
    }
    let [q, k, v] = family.roles();
    ConfigError::new(format!(
        "the pretrained weights in {} are in Hugging Face {} naming but cannot be converted:\n{}",
        path.display(),
        family.label(),
        lines.join("\n")
    ))
    .key(CONFIG_KEY)
    .origin(Origin::file(path))
    .expected(format!(
        "`{q}`, `{k}` and `{v}` of every attention layer, with one shape; projections as matrices"
    ))
    .help(
        "the file is incomplete, or not a Hugging Face ViT or CLIP checkpoint; see \
         docs/pretrained.md for the names each architecture expects",
    )
    .into()
}

/// The model's name of the file key `key` and how it is read; `None` for a key the naming
/// does not convert (it stays as it is).
fn rename(family: NamingScheme, prefix: &str, key: &str) -> Option<(String, Part)> {
    match family {
        NamingScheme::Vit => {
            // `ViTForImageClassification` keeps its classifier beside the `vit.` module.
            let parent = match prefix.trim_end_matches('.').rsplit_once('.') {
                Some((parent, _)) => format!("{parent}."),
                None => String::new(),
            };
            let classifier = key
                .strip_prefix(&parent)
                .and_then(|rest| param(rest, "classifier"));
            match classifier {
                Some(p) => Some((format!("head.{p}"), Part::Renamed)),
                None => vit_name(key.strip_prefix(prefix)?),
            }
        }
        NamingScheme::Clip => clip_name(key.strip_prefix(prefix)?),
    }
}

/// The parameter name (`weight`, `bias`) of `rest` under `module`.
fn param<'a>(rest: &'a str, module: &str) -> Option<&'a str> {
    let name = rest.strip_prefix(module)?.strip_prefix('.')?;
    (!name.is_empty() && !name.contains('.')).then_some(name)
}

/// The layer index and what follows it, for `rest` under `layers` (`encoder.layer.`).
fn layer<'a>(rest: &'a str, layers: &str) -> Option<(usize, &'a str)> {
    let (index, tail) = rest.strip_prefix(layers)?.split_once('.')?;
    Some((index.parse().ok()?, tail))
}

/// timm's ViT names of the keys under the `ViTModel` prefix.
fn vit_name(rest: &str) -> Option<(String, Part)> {
    const EXACT: [(&str, &str); 2] = [
        ("embeddings.cls_token", "cls_token"),
        ("embeddings.position_embeddings", "pos_embed"),
    ];
    const MODULES: [(&str, &str); 2] = [
        ("embeddings.patch_embeddings.projection", "patch_embed.proj"),
        ("layernorm", "norm"),
    ];
    const LAYER: [(&str, &str, Part); 8] = [
        ("attention.attention.query", "attn.qkv", Part::Qkv(0)),
        ("attention.attention.key", "attn.qkv", Part::Qkv(1)),
        ("attention.attention.value", "attn.qkv", Part::Qkv(2)),
        ("attention.output.dense", "attn.proj", Part::Renamed),
        ("layernorm_before", "norm1", Part::Renamed),
        ("layernorm_after", "norm2", Part::Renamed),
        ("intermediate.dense", "mlp.fc1", Part::Renamed),
        ("output.dense", "mlp.fc2", Part::Renamed),
    ];
    if let Some((_, ours)) = EXACT.iter().find(|(hf, _)| *hf == rest) {
        return Some((ours.to_string(), Part::Renamed));
    }
    for (hf, ours) in MODULES {
        if let Some(p) = param(rest, hf) {
            return Some((format!("{ours}.{p}"), Part::Renamed));
        }
    }
    let (i, tail) = layer(rest, "encoder.layer.")?;
    LAYER.iter().find_map(|(hf, ours, part)| {
        param(tail, hf).map(|p| (format!("blocks.{i}.{ours}.{p}"), *part))
    })
}

/// OpenAI's CLIP names of the keys under the `CLIPModel` prefix: the image tower under
/// `visual.`, the text tower at the top level.
fn clip_name(rest: &str) -> Option<(String, Part)> {
    const VISION_EXACT: [(&str, &str); 3] = [
        ("embeddings.class_embedding", "class_embedding"),
        ("embeddings.patch_embedding.weight", "conv1.weight"),
        (
            "embeddings.position_embedding.weight",
            "positional_embedding",
        ),
    ];
    // `pre_layrnorm` is Hugging Face's spelling.
    const VISION_MODULES: [(&str, &str); 2] =
        [("pre_layrnorm", "ln_pre"), ("post_layernorm", "ln_post")];
    const TEXT_EXACT: [(&str, &str); 2] = [
        (
            "embeddings.token_embedding.weight",
            "token_embedding.weight",
        ),
        (
            "embeddings.position_embedding.weight",
            "positional_embedding",
        ),
    ];
    const TEXT_MODULES: [(&str, &str); 1] = [("final_layer_norm", "ln_final")];
    match rest {
        "visual_projection.weight" => Some(("visual.proj".into(), Part::Transposed)),
        "text_projection.weight" => Some(("text_projection".into(), Part::Transposed)),
        "logit_scale" => Some(("logit_scale".into(), Part::Renamed)),
        _ => {
            if let Some(tower) = rest.strip_prefix("vision_model.") {
                clip_tower(tower, "visual.", &VISION_EXACT, &VISION_MODULES)
            } else {
                let tower = rest.strip_prefix("text_model.")?;
                clip_tower(tower, "", &TEXT_EXACT, &TEXT_MODULES)
            }
        }
    }
}

/// One CLIP tower's names, under `out` (`visual.` or nothing).
fn clip_tower(
    rest: &str,
    out: &str,
    exact: &[(&str, &str)],
    modules: &[(&str, &str)],
) -> Option<(String, Part)> {
    const LAYER: [(&str, &str, Part); 8] = [
        ("self_attn.q_proj", "attn.in_proj_", Part::Qkv(0)),
        ("self_attn.k_proj", "attn.in_proj_", Part::Qkv(1)),
        ("self_attn.v_proj", "attn.in_proj_", Part::Qkv(2)),
        ("self_attn.out_proj", "attn.out_proj.", Part::Renamed),
        ("layer_norm1", "ln_1.", Part::Renamed),
        ("layer_norm2", "ln_2.", Part::Renamed),
        ("mlp.fc1", "mlp.c_fc.", Part::Renamed),
        ("mlp.fc2", "mlp.c_proj.", Part::Renamed),
    ];
    if let Some((_, ours)) = exact.iter().find(|(hf, _)| *hf == rest) {
        return Some((format!("{out}{ours}"), Part::Renamed));
    }
    for (hf, ours) in modules {
        if let Some(p) = param(rest, hf) {
            return Some((format!("{out}{ours}.{p}"), Part::Renamed));
        }
    }
    let (i, tail) = layer(rest, "encoder.layers.")?;
    // PyTorch's `nn.MultiheadAttention` names its fused projection `in_proj_weight`.
    LAYER.iter().find_map(|(hf, ours, part)| {
        param(tail, hf).map(|p| (format!("{out}transformer.resblocks.{i}.{ours}{p}"), *part))
    })
}

/// What was converted, for the report's one-line summary.
pub(super) fn summary(report: &HuggingFace) -> String {
    let mut parts = Vec::new();
    if !report.fused.is_empty() {
        parts.push(format!(
            "{} fused from query, key and value ({})",
            count(report.fused.len(), "tensor"),
            first_few(&report.fused, 2, ", ")
        ));
    }
    if !report.transposed.is_empty() {
        parts.push(format!(
            "{} transposed ({})",
            count(report.transposed.len(), "tensor"),
            first_few(&report.transposed, 2, ", ")
        ));
    }
    parts.push(format!("{} renamed", report.renamed));
    parts.join("; ")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn keys(list: &[&str]) -> BTreeMap<String, Vec<usize>> {
        list.iter().map(|k| (k.to_string(), vec![4, 4])).collect()
    }

    #[test]
    fn families_and_prefixes_are_detected_from_marker_keys() {
        let vit = keys(&["vit.embeddings.patch_embeddings.projection.weight"]);
        assert_eq!(
            detect(vit.keys().map(String::as_str)),
            Some((NamingScheme::Vit, "vit.".into()))
        );
        let base = keys(&["embeddings.patch_embeddings.projection.weight"]);
        assert_eq!(
            detect(base.keys().map(String::as_str)),
            Some((NamingScheme::Vit, String::new()))
        );
        let clip = keys(&["text_model.embeddings.token_embedding.weight"]);
        assert_eq!(
            detect(clip.keys().map(String::as_str)),
            Some((NamingScheme::Clip, String::new()))
        );
        // Not at a component boundary: not a marker.
        let other = keys(&[
            "xembeddings.patch_embeddings.projection.weight",
            "conv1.weight",
        ]);
        assert_eq!(detect(other.keys().map(String::as_str)), None);
    }

    #[test]
    fn vit_names_become_timms() {
        let r = |k: &str| rename(NamingScheme::Vit, "vit.", k);
        assert_eq!(
            r("vit.encoder.layer.3.attention.attention.key.bias"),
            Some(("blocks.3.attn.qkv.bias".into(), Part::Qkv(1)))
        );
        assert_eq!(
            r("vit.encoder.layer.0.output.dense.weight"),
            Some(("blocks.0.mlp.fc2.weight".into(), Part::Renamed))
        );
        assert_eq!(
            r("vit.encoder.layer.0.attention.output.dense.weight"),
            Some(("blocks.0.attn.proj.weight".into(), Part::Renamed))
        );
        assert_eq!(
            r("vit.layernorm.bias"),
            Some(("norm.bias".into(), Part::Renamed))
        );
        assert_eq!(
            r("classifier.weight"),
            Some(("head.weight".into(), Part::Renamed))
        );
        assert_eq!(r("vit.pooler.dense.weight"), None);
        assert_eq!(
            rename(NamingScheme::Vit, "", "classifier.bias"),
            Some(("head.bias".into(), Part::Renamed))
        );
        assert_eq!(
            rename(NamingScheme::Vit, "model.vit.", "model.classifier.bias"),
            Some(("head.bias".into(), Part::Renamed))
        );
        assert_eq!(
            rename(NamingScheme::Vit, "", "embeddings.position_embeddings"),
            Some(("pos_embed".into(), Part::Renamed))
        );
    }

    #[test]
    fn clip_names_become_openais() {
        let r = |k: &str| rename(NamingScheme::Clip, "", k);
        assert_eq!(
            r("vision_model.encoder.layers.1.self_attn.v_proj.weight"),
            Some((
                "visual.transformer.resblocks.1.attn.in_proj_weight".into(),
                Part::Qkv(2)
            ))
        );
        assert_eq!(
            r("text_model.encoder.layers.0.mlp.fc1.bias"),
            Some((
                "transformer.resblocks.0.mlp.c_fc.bias".into(),
                Part::Renamed
            ))
        );
        assert_eq!(
            r("vision_model.pre_layrnorm.weight"),
            Some(("visual.ln_pre.weight".into(), Part::Renamed))
        );
        assert_eq!(
            r("text_model.final_layer_norm.bias"),
            Some(("ln_final.bias".into(), Part::Renamed))
        );
        assert_eq!(
            r("visual_projection.weight"),
            Some(("visual.proj".into(), Part::Transposed))
        );
        assert_eq!(r("vision_model.embeddings.position_ids"), None);
    }

    #[test]
    fn a_missing_sibling_is_named_exactly() {
        let file = keys(&[
            "text_model.embeddings.token_embedding.weight",
            "text_model.encoder.layers.0.self_attn.q_proj.weight",
            "text_model.encoder.layers.0.self_attn.v_proj.weight",
        ]);
        let Err(Error::Config(e)) = convert(&file, Path::new("clip.safetensors")) else {
            panic!("expected a configuration error");
        };
        let text = e.to_string();
        assert!(
            text.contains(
                "`text_model.encoder.layers.0.self_attn.k_proj.weight` is not in the file, but \
                 `text_model.encoder.layers.0.self_attn.q_proj.weight` and \
                 `text_model.encoder.layers.0.self_attn.v_proj.weight` are"
            ),
            "{text}"
        );
    }
}
