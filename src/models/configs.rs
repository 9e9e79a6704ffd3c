//! The configurations of the architectures' variants (widths, depths, patch sizes) and the
//! constants they are made of: plain values the registry's table states and the models are
//! built from. A leaf: it uses no model, so the table and every model can use it.

use super::build_error::SpecProblem;
use crate::config::keys;
use crate::config::schema::{InputSize, ModelSpec};

/// The patches a patch embedding cuts its input into. Only [`PatchGrid::new`] makes one, and it
/// refuses an input the patches do not tile, so an embedding built on a grid never crops.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PatchGrid {
    patch: usize,
    rows: usize,
    cols: usize,
}

impl PatchGrid {
    /// The grid of `patch` x `patch` patches over `image`, if they tile it (at least one).
    pub fn new(patch: usize, image: InputSize) -> Option<PatchGrid> {
        let (h, w) = (image.height as usize, image.width as usize);
        let tiles = patch > 0 && h >= patch && w >= patch && h % patch == 0 && w % patch == 0;
        tiles.then(|| PatchGrid {
            patch,
            rows: h / patch,
            cols: w / patch,
        })
    }

    /// The side of a patch.
    pub fn patch(&self) -> usize {
        self.patch
    }

    /// How many patches (tokens, before the class token).
    pub(crate) fn patches(&self) -> usize {
        self.rows * self.cols
    }
}

/// The attention heads of a transformer `width` channels wide when `model.width` overrides it:
/// heads of 64 channels, at least one, which must divide the width.
pub(crate) fn heads_of_64(width: u32) -> Result<usize, SpecProblem> {
    let heads = (width as usize / 64).max(1);
    if width as usize % heads == 0 {
        Ok(heads)
    } else {
        Err(SpecProblem::new(
            keys::MODEL_WIDTH,
            format!("width {width} does not split into {heads} heads of 64 channels"),
            format!("a width its {heads} heads divide, e.g. {}", heads * 64),
        ))
    }
}

/// timm's LayerNorm epsilon for ViT and DeiT.
pub(crate) const TIMM_LAYER_NORM_EPS: f64 = 1e-6;

/// Width, depth and patch size of a ViT variant, and the epsilon of its LayerNorms.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct VitConfig {
    pub patch: usize,
    pub dim: usize,
    pub depth: usize,
    pub heads: usize,
    pub mlp_ratio_x4: bool,
    /// The blocks' and the final norm's: the registry's (timm's 1e-6), or the checkpoint's
    /// when a run loads one that says otherwise (see [`super::FromCheckpoint`]).
    pub layer_norm_eps: f64,
}

impl VitConfig {
    /// This configuration with `spec`'s width and depth overrides; the head count keeps 64
    /// channels per head.
    pub(crate) fn with_spec(self, spec: &ModelSpec) -> Result<Self, SpecProblem> {
        let mut config = self;
        if let Some(width) = spec.width {
            config.heads = heads_of_64(width)?;
            config.dim = width as usize;
        }
        if let Some(depth) = spec.depth {
            config.depth = depth as usize;
        }
        Ok(config)
    }
}

/// Block type, depth per stage and grouped-convolution width of a variant.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ResNetConfig {
    pub bottleneck: bool,
    pub layers: [usize; 4],
    pub groups: usize,
    pub width_per_group: usize,
    pub squeeze_excitation: bool,
}

/// A backbone FS-CT builds on: its code's Conv4 and basic-block ResNets (ResNet-18 and -34),
/// and paperfit's small CNN. Each of those families says whether it is one
/// (`ModelFamily::fsct_backbone`), so this list is theirs, not FS-CT's.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum FsctBackbone {
    Conv4,
    ResNet(ResNetConfig),
    SmallCnn,
}

/// Widths, depths and patch size of a CLIP variant.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ClipConfig {
    /// Shared embedding width of the two towers' outputs.
    pub embed_dim: usize,
    pub patch: usize,
    pub vision_width: usize,
    pub vision_layers: usize,
    pub vision_heads: usize,
    pub text_width: usize,
    pub text_layers: usize,
    pub text_heads: usize,
    pub context_length: usize,
}

impl ClipConfig {
    /// This configuration with `spec`'s overrides: `width` sets the image width, the text
    /// width and the embedding width alike (heads of 64 channels, at least one); `depth` sets
    /// both towers' depth. A different model: for tiny tests and smoke runs.
    pub(crate) fn with_spec(self, spec: &ModelSpec) -> Result<Self, SpecProblem> {
        let mut config = self;
        if let Some(width) = spec.width {
            let heads = heads_of_64(width)?;
            let width = width as usize;
            config.vision_width = width;
            config.text_width = width;
            config.embed_dim = width;
            config.vision_heads = heads;
            config.text_heads = heads;
        }
        if let Some(depth) = spec.depth {
            config.vision_layers = depth as usize;
            config.text_layers = depth as usize;
        }
        Ok(config)
    }
}

/// Tokens per text, start and end tokens included (every CLIP model uses 77).
pub const CONTEXT_LENGTH: usize = 77;

/// The small CNN's stage widths when the experiment gives none.
pub(crate) const SMALL_CNN_CHANNELS: [u32; 3] = [16, 32, 64];
