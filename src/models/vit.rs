//! Vision Transformer (Dosovitskiy et al. 2021) and DeiT (Touvron et al. 2021), in timm's
//! layout and weight names (`patch_embed.proj`, `cls_token`, `pos_embed`, `blocks.N.*`,
//! `norm`, `head`).
//!
//! Segments for checkpointing: the patch embedding, each transformer block, and the head.

use std::cell::RefCell;
use std::rc::Rc;

use candle_core::{Result, Tensor};

use super::{HeadOutput, Model, Objective, Recipe};
use crate::config::schema::{InputSize, ModelArch, ModelSpec};
use crate::nn::footprint::Tracer;
use crate::nn::layers::{Conv2d, LayerNorm, Linear, TransformerBlock};
use crate::nn::{Ctx, Init, Module, ParamStore};

/// Width, depth and patch size of a ViT variant.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct VitConfig {
    pub patch: usize,
    pub dim: usize,
    pub depth: usize,
    pub heads: usize,
    pub mlp_ratio_x4: bool,
}

impl VitConfig {
    pub fn for_arch(arch: ModelArch) -> Option<Self> {
        let base = |patch| VitConfig {
            patch,
            dim: 768,
            depth: 12,
            heads: 12,
            mlp_ratio_x4: true,
        };
        match arch {
            ModelArch::VitB16 | ModelArch::DeitBase => Some(base(16)),
            ModelArch::VitB32 => Some(base(32)),
            ModelArch::DeitSmall => Some(VitConfig {
                dim: 384,
                heads: 6,
                ..base(16)
            }),
            ModelArch::DeitTiny => Some(VitConfig {
                dim: 192,
                heads: 3,
                ..base(16)
            }),
            _ => None,
        }
    }

    /// The configuration of `spec.name` (or of its backbone), with the spec's width and depth
    /// overrides applied; the head count keeps 64 channels per head.
    pub fn for_spec(spec: &ModelSpec) -> Result<Self> {
        let arch = if spec.name.is_vit() {
            spec.name
        } else {
            spec.backbone.unwrap_or(spec.name)
        };
        let mut config = Self::for_arch(arch)
            .ok_or_else(|| candle_core::Error::Msg(format!("`{}` is not a ViT", arch.as_str())))?;
        if let Some(width) = spec.width {
            config.dim = width as usize;
            config.heads = (config.dim / 64).max(1);
            if config.dim % config.heads != 0 {
                candle_core::bail!("width {width} does not split into heads of 64 channels");
            }
        }
        if let Some(depth) = spec.depth {
            config.depth = depth as usize;
        }
        Ok(config)
    }
}

/// Patch embedding, class token and position embedding: images -> tokens (n, 1 + patches, dim).
pub struct PatchEmbed {
    pub proj: Conv2d,
    pub cls_token: candle_core::Var,
    pub pos_embed: candle_core::Var,
}

impl Module for PatchEmbed {
    fn forward(&self, x: &Tensor, ctx: &Ctx) -> Result<Tensor> {
        let n = x.dim(0)?;
        let patches = self.proj.forward(x, ctx)?; // (n, dim, gh, gw)
        let dim = patches.dim(1)?;
        let tokens = patches.flatten_from(2)?.transpose(1, 2)?; // (n, patches, dim)
        let cls = self
            .cls_token
            .as_tensor()
            .to_dtype(ctx.dtype)?
            .broadcast_as((n, 1, dim))?;
        let tokens = Tensor::cat(&[&cls, &tokens], 1)?;
        tokens.broadcast_add(&self.pos_embed.as_tensor().to_dtype(ctx.dtype)?)
    }

    /// The convolution (and its bias), the concatenation with the class token (the patch
    /// tokens are a transposed view: the concatenation is their only copy) and the position
    /// sum.
    fn footprint(&self, t: &mut Tracer, x: &[usize]) -> Option<Vec<usize>> {
        let grid = self.proj.footprint(t, x);
        let tokens = vec![grid[0], 1 + grid[2] * grid[3], grid[1]];
        t.weights(self.cls_token.elem_count() + self.pos_embed.elem_count());
        t.keep_compute(&tokens);
        t.keep_compute(&tokens);
        Some(tokens)
    }
}

/// Final norm, class token, classifier.
pub struct Head {
    pub norm: LayerNorm,
    pub head: Option<Linear>,
    pub output: HeadOutput,
}

impl Head {
    /// The normalised class token.
    pub fn class_token(&self, x: &Tensor) -> Result<Tensor> {
        self.norm.forward(x)?.narrow(1, 0, 1)?.squeeze(1)
    }
}

impl Module for Head {
    fn forward(&self, x: &Tensor, ctx: &Ctx) -> Result<Tensor> {
        self.output
            .rows(&self.class_token(x)?, self.head.as_ref(), ctx)
    }

    /// The final norm runs over every token; the class token is a view of it.
    fn footprint(&self, t: &mut Tracer, x: &[usize]) -> Option<Vec<usize>> {
        self.norm.footprint(t, x);
        Some(
            self.output
                .rows_footprint(t, &[x[0], x[2]], self.head.as_ref()),
        )
    }
}

pub struct VisionTransformer {
    pub config: VitConfig,
    pub embed: PatchEmbed,
    pub blocks: Vec<TransformerBlock>,
    pub head: Head,
    objective: Objective,
    store: Rc<RefCell<ParamStore>>,
}

impl VisionTransformer {
    pub fn new(
        init: &Init,
        config: VitConfig,
        image: InputSize,
        num_classes: usize,
        drop_path: f64,
        output: HeadOutput,
        recipe: &Recipe,
    ) -> Result<Self> {
        let (h, w) = (image.height as usize, image.width as usize);
        if h % config.patch != 0 || w % config.patch != 0 {
            candle_core::bail!(
                "input {h}x{w} is not a multiple of the patch size {}",
                config.patch
            );
        }
        let patches = (h / config.patch) * (w / config.patch);
        let dim = config.dim;
        let embed = PatchEmbed {
            proj: Conv2d::new(
                &init.pp("patch_embed").pp("proj"),
                3,
                dim,
                config.patch,
                config.patch,
                0,
                1,
                true,
            )?,
            cls_token: init.trunc_normal("cls_token", &[1, 1, dim], 0.02, false)?,
            pos_embed: init.trunc_normal("pos_embed", &[1, 1 + patches, dim], 0.02, false)?,
        };
        let mlp_ratio = if config.mlp_ratio_x4 { 4.0 } else { 2.0 };
        let blocks = (0..config.depth)
            .map(|i| {
                // Stochastic depth grows linearly with depth, as in timm.
                let rate = if config.depth > 1 {
                    drop_path * i as f64 / (config.depth - 1) as f64
                } else {
                    drop_path
                };
                TransformerBlock::new(
                    &init.pp("blocks").pp(i.to_string()),
                    dim,
                    config.heads,
                    mlp_ratio,
                    rate,
                    1000 + i as u64,
                )
            })
            .collect::<Result<Vec<_>>>()?;
        let head = Head {
            norm: LayerNorm::new(&init.pp("norm"), dim, 1e-6)?,
            head: match output {
                HeadOutput::Features => None,
                _ => Some(Linear::new_trunc_normal(
                    &init.pp("head"),
                    dim,
                    num_classes,
                    true,
                )?),
            },
            output,
        };
        let feature_dim = if output == HeadOutput::FeaturesAndLogits {
            dim
        } else {
            0
        };
        Ok(VisionTransformer {
            config,
            embed,
            blocks,
            head,
            objective: Objective::new(recipe, feature_dim),
            store: init.store(),
        })
    }

    pub fn from_spec(spec: &ModelSpec, recipe: &Recipe, init: &Init) -> Result<Self> {
        let config = VitConfig::for_spec(spec)?;
        let image = spec
            .image_size
            .ok_or_else(|| candle_core::Error::Msg("a ViT needs the input size".into()))?;
        Self::new(
            init,
            config,
            image,
            super::head_outputs(spec, recipe),
            spec.drop_path_rate,
            HeadOutput::for_loss(recipe.loss.name),
            recipe,
        )
    }

    /// Tokens after the last block (before the final norm), for heads built on top.
    pub fn features(&self, x: &Tensor, ctx: &Ctx) -> Result<Tensor> {
        let mut h = self.embed.forward(x, ctx)?;
        for b in &self.blocks {
            h = b.forward(&h, ctx)?;
        }
        Ok(h)
    }
}

impl Model for VisionTransformer {
    fn store(&self) -> Rc<RefCell<ParamStore>> {
        self.store.clone()
    }

    fn objective(&self) -> &Objective {
        &self.objective
    }

    fn new_parameter_prefixes(&self) -> Vec<String> {
        vec!["head.".into()]
    }

    fn segments(&self) -> Vec<&dyn Module> {
        let mut out: Vec<&dyn Module> = vec![&self.embed];
        out.extend(self.blocks.iter().map(|b| b as &dyn Module));
        out.push(&self.head);
        out
    }
}
