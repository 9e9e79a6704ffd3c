//! Why a checkpoint does not fit a model: the offending tensors, and what architecture each
//! side looks like.

use std::collections::BTreeMap;
use std::path::Path;

use super::hf::HuggingFace;
use super::words::shape;
use super::{is_batch_counter, Target, CONFIG_KEY, LISTED};
use crate::error::{ConfigError, Origin};

pub(super) struct Mismatch {
    pub name: String,
    pub model_shape: Vec<usize>,
    pub file_shape: Option<Vec<usize>>,
    /// Where a converted file tensor comes from (`fused from ...`).
    pub origin: Option<String>,
}

/// The file a mismatch is reported for, and how its keys were read.
pub(super) struct Context<'a> {
    pub path: &'a Path,
    /// The key prefix stripped (or empty).
    pub prefix: &'a str,
    /// Set when the file was converted from Hugging Face naming.
    pub hugging_face: Option<&'a HuggingFace>,
}

pub(super) fn mismatch_error(
    context: &Context<'_>,
    offending: &[Mismatch],
    matched: usize,
    targets: &[Target<'_>],
    file_shapes: &BTreeMap<String, Vec<usize>>,
    by_model_name: &BTreeMap<&str, &str>,
) -> ConfigError {
    let missing = offending.iter().filter(|m| m.file_shape.is_none()).count();
    let misshaped = offending.len() - missing;
    let mut lines: Vec<String> = offending
        .iter()
        .take(LISTED)
        .map(|m| match &m.file_shape {
            Some(file) => format!(
                "  `{}`: model {}, file {}{}",
                m.name,
                shape(&m.model_shape),
                shape(file),
                m.origin
                    .as_ref()
                    .map(|o| format!(" ({o})"))
                    .unwrap_or_default()
            ),
            None => format!(
                "  `{}`: model {}, not in the file",
                m.name,
                shape(&m.model_shape)
            ),
        })
        .collect();
    if offending.len() > LISTED {
        lines.push(format!("  and {} more", offending.len() - LISTED));
    }
    let path = context.path;
    let message = format!(
        "the pretrained weights in {} do not fit the model: {matched} of {} tensors match, \
         {missing} missing from the file, {misshaped} with another shape\n{}",
        path.display(),
        targets.len(),
        lines.join("\n")
    );

    let mut help = mismatch_help(context.prefix, targets, file_shapes, by_model_name);
    if let Some(hf) = context.hugging_face {
        let names = if hf.architecture == "ViT" {
            "timm's"
        } else {
            "OpenAI's"
        };
        help = format!(
            "the file is in Hugging Face {} naming, read as {names} names (the names above); {help}",
            hf.architecture
        );
    }
    ConfigError::new(message)
        .key(CONFIG_KEY)
        .origin(Origin::file(path))
        .expected("every model tensor in the file under its public name, with the model's shape")
        .help(help)
}

/// What the file and the model look like when they do not fit, for the error's help.
fn mismatch_help(
    prefix: &str,
    targets: &[Target<'_>],
    file_shapes: &BTreeMap<String, Vec<usize>>,
    by_model_name: &BTreeMap<&str, &str>,
) -> String {
    // Describe both sides by their names; keys under the stripped prefix read as model names.
    let file_view: BTreeMap<String, Vec<usize>> = file_shapes
        .iter()
        .map(|(k, s)| {
            let k = k.strip_prefix(prefix).unwrap_or(k);
            (k.to_string(), s.clone())
        })
        .collect();
    let model_view: BTreeMap<String, Vec<usize>> = targets
        .iter()
        .map(|t| (t.name.clone(), t.shape.clone()))
        .collect();
    if let Some(help) = distilled_help(&file_view, targets) {
        return help;
    }
    let file_arch = describe_architecture(&file_view);
    let model_arch = describe_architecture(&model_view);
    let by_name = targets
        .iter()
        .filter(|t| by_model_name.contains_key(t.name.as_str()))
        .count();
    let few = by_name * 2 < targets.len();
    match (&file_arch, &model_arch) {
        (Some(file), Some(model)) if file.label != model.label => format!(
            "the file looks like a {} checkpoint ({}), the model is a {}",
            file.label, file.evidence, model.label
        ),
        _ if few => {
            let examples: Vec<String> = file_shapes
                .keys()
                .filter(|k| !is_batch_counter(k))
                .take(3)
                .map(|k| format!("`{k}`"))
                .collect();
            let guess = file_arch
                .map(|a| format!(" (it looks like a {} checkpoint)", a.label))
                .unwrap_or_default();
            format!(
                "only {by_name} of the model's {} tensor names are in the file: it is probably \
                 for another architecture{guess}, or not under the public names; its keys look \
                 like {}",
                targets.len(),
                examples.join(", ")
            )
        }
        _ => "a tensor the model adds on purpose (a classifier for another number of classes, \
              a new module) keeps its initialisation only when it is declared new; any other \
              must be in the file under its public name, see docs/pretrained.md"
            .to_string(),
    }
}

/// A distilled DeiT's file (`dist_token`, `head_dist.*`, a position embedding with a second
/// prefix row) in a model without a distillation token: what it is and what to use instead.
fn distilled_help(file: &BTreeMap<String, Vec<usize>>, targets: &[Target<'_>]) -> Option<String> {
    let dist = file.get("dist_token")?;
    if targets.iter().any(|t| t.name == "dist_token") {
        return None;
    }
    let positions = file
        .get("pos_embed")
        .map(|s| format!(", its `pos_embed` {} one more prefix row", shape(s)))
        .unwrap_or_default();
    Some(format!(
        "the file is a distilled DeiT (`dist_token` {}{positions}, `head_dist.*`): the model \
         has no distillation token, so its position embedding cannot take the file's; start \
         from the DeiT release without distillation (`hf-hub:timm/deit_small_patch16_224.fb_in1k` \
         rather than `deit_small_distilled_patch16_224.fb_in1k`)",
        shape(dist)
    ))
}

/// What a set of tensor names looks like, and the key that shows it.
pub(super) struct ArchitectureGuess {
    pub label: String,
    pub evidence: String,
}

/// Recognise the families whose names the models use (torchvision ResNets, timm ViTs and
/// SE-ResNeXts, OpenAI CLIP image towers) from names and a few shapes.
pub(super) fn describe_architecture(
    tensors: &BTreeMap<String, Vec<usize>>,
) -> Option<ArchitectureGuess> {
    let evidence = |key: &str| match tensors.get(key) {
        Some(s) => format!("`{key}` {}", shape(s)),
        None => format!("`{key}`"),
    };
    let max_index = |prefix: &str| -> Option<usize> {
        tensors
            .keys()
            .filter_map(|k| k.strip_prefix(prefix)?.split('.').next()?.parse().ok())
            .max()
    };
    // (width, 3, patch, patch) of the patch projection.
    let width_patch = |key: &str| match tensors.get(key).map(Vec::as_slice) {
        Some([width, 3, patch, _]) => Some((*width, *patch)),
        _ => None,
    };
    if tensors.contains_key("class_embedding") {
        let layers = max_index("transformer.resblocks.")? + 1;
        let (width, patch) = width_patch("conv1.weight")?;
        return Some(ArchitectureGuess {
            label: format!("CLIP {} image tower", vit_label(width, layers, patch)),
            evidence: evidence("conv1.weight"),
        });
    }
    if let Some(last) = max_index("blocks.") {
        let (width, patch) = width_patch("patch_embed.proj.weight")?;
        return Some(ArchitectureGuess {
            label: vit_label(width, last + 1, patch),
            evidence: evidence("patch_embed.proj.weight"),
        });
    }
    let depths: Vec<usize> = (1..=4)
        .map(|s| max_index(&format!("layer{s}.")).map(|d| d + 1))
        .collect::<Option<_>>()?;
    let bottleneck = tensors.contains_key("layer1.0.conv3.weight");
    let se = tensors.contains_key("layer1.0.se.fc1.weight");
    let grouped = match tensors.get("layer1.0.conv2.weight").map(Vec::as_slice) {
        Some([out, per_group, ..]) if bottleneck => *per_group > 0 && per_group < out,
        _ => false,
    };
    let family = match (se, grouped) {
        (true, true) => "SE-ResNeXt",
        (true, false) => "SE-ResNet",
        (false, true) => "ResNeXt",
        (false, false) => "ResNet",
    };
    let depth = match (bottleneck, depths.as_slice()) {
        (false, [2, 2, 2, 2]) => Some(18),
        (false, [3, 4, 6, 3]) => Some(34),
        (true, [3, 4, 6, 3]) => Some(50),
        (true, [3, 4, 23, 3]) => Some(101),
        (true, [3, 8, 36, 3]) => Some(152),
        _ => None,
    };
    let label = match depth {
        Some(d) => format!("{family}-{d}"),
        None => format!(
            "{family} with {depths:?} {} blocks",
            if bottleneck { "bottleneck" } else { "basic" }
        ),
    };
    let last_conv = if bottleneck { 3 } else { 2 };
    Some(ArchitectureGuess {
        label,
        evidence: format!("`layer4.{}.conv{last_conv}.weight`", depths[3] - 1),
    })
}

/// timm's name of a ViT of this width, depth and patch.
fn vit_label(width: usize, depth: usize, patch: usize) -> String {
    let size = match (width, depth) {
        (192, 12) => "Ti",
        (384, 12) => "S",
        (768, 12) => "B",
        (1024, 24) => "L",
        (1280, 32) => "H",
        _ => return format!("ViT (width {width}, {depth} blocks, patch {patch})"),
    };
    format!("ViT-{size}/{patch}")
}
