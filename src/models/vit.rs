//! Vision Transformer (Dosovitskiy et al. 2021) and DeiT (Touvron et al. 2021), in timm's
//! layout and weight names (`patch_embed.proj`, `cls_token`, `pos_embed`, `blocks.N.*`,
//! `norm`, `head`).
//!
//! Segments for checkpointing: the patch embedding, each transformer block, and the head.

use candle_core::{Result, Tensor};

use super::build_error::BuildError;
use super::configs::{PatchGrid, VitConfig};
use super::family::{
    patch_grid, Blueprint, Checked, CheckedSpec, Families, Kind, ModelFamily, Purpose,
};
use super::{HeadOutput, Model, ModelParts, Recipe};
use crate::config::schema::{InputSize, ModelSpec};
use crate::nn::footprint::Tracer;
use crate::nn::layers::{
    BlockConfig, Conv2d, Conv2dConfig, LayerNorm, Linear, LinearConfig, TransformerBlock,
};
use crate::nn::{ops, Ctx, Init, Module, Weight};
use paperfit_kernels::matmul::linear;

/// Patch embedding, class token and position embedding: images -> tokens (n, 1 + patches, dim).
pub struct PatchEmbed {
    pub proj: Conv2d,
    pub cls_token: Weight,
    pub pos_embed: Weight,
}

impl Module for PatchEmbed {
    /// The convolution whose kernel equals its stride as the product of the flattened patches
    /// with the kernel (same weights, same sums; [`ops::patchify`]), in one fused linear op:
    /// the images, which are data, get no gradient.
    fn forward(&self, x: &Tensor, ctx: &Ctx) -> Result<Tensor> {
        let n = x.dim(0)?;
        let patch = self.proj.weight.dim(2)?;
        let kernel = self.proj.weight.tensor();
        let dim = kernel.dim(0)?;
        let bias = self.proj.bias.as_ref().map(Weight::tensor);
        let patches = ops::patchify(&x.to_dtype(ctx.dtype)?, patch)?;
        let tokens = linear(&patches, &kernel.flatten_from(1)?, bias.as_ref())?;
        let cls = self.cls_token.cast(ctx.dtype)?.broadcast_as((n, 1, dim))?;
        let tokens = Tensor::cat(&[&cls, &tokens], 1)?;
        tokens.broadcast_add(&self.pos_embed.cast(ctx.dtype)?)
    }

    /// The patches' copy, their product with the kernel (and its bias), the concatenation
    /// with the class token and the position sum.
    fn footprint(&self, t: &mut Tracer, x: &[usize]) -> Vec<usize> {
        let patch = self.proj.weight.dims()[2];
        let dim = self.proj.weight.dims()[0];
        let (n, c, h, w) = (x[0], x[1], x[2], x[3]);
        let patches = (h / patch) * (w / patch);
        t.keep_compute(&[n, patches, c * patch * patch]);
        t.weights(self.proj.weight.trainable_elems());
        if let Some(b) = &self.proj.bias {
            t.weights(b.trainable_elems());
        }
        t.keep_compute(&[n, patches, dim]);
        let tokens = vec![n, 1 + patches, dim];
        t.cast_weights(self.cls_token.trainable_elems() + self.pos_embed.trainable_elems());
        t.keep_compute(&tokens);
        t.keep_compute(&tokens);
        tokens
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
    pub(crate) fn class_token(&self, x: &Tensor, ctx: &Ctx) -> Result<Tensor> {
        self.norm.forward(x, ctx)?.narrow(1, 0, 1)?.squeeze(1)
    }
}

impl Module for Head {
    fn forward(&self, x: &Tensor, ctx: &Ctx) -> Result<Tensor> {
        self.output
            .rows(&self.class_token(x, ctx)?, self.head.as_ref(), ctx)
    }

    /// The final norm runs over every token; the class token is a view of it.
    fn footprint(&self, t: &mut Tracer, x: &[usize]) -> Vec<usize> {
        self.norm.footprint(t, x);
        self.output
            .rows_footprint(t, &[x[0], x[2]], self.head.as_ref())
    }
}

pub struct VisionTransformer {
    pub config: VitConfig,
    pub embed: PatchEmbed,
    pub blocks: Vec<TransformerBlock>,
    pub head: Head,
    parts: ModelParts,
}

impl VisionTransformer {
    /// The ViT of `config` over the patches `grid` (of `config`'s patch size) cuts its input
    /// into.
    pub fn new(
        init: &Init,
        config: VitConfig,
        grid: PatchGrid,
        num_classes: usize,
        drop_path: f64,
        output: HeadOutput,
        recipe: &Recipe,
    ) -> Result<Self> {
        if grid.patch() != config.patch {
            candle_core::bail!(
                "a grid of {} px patches for a ViT of {} px patches",
                grid.patch(),
                config.patch
            );
        }
        let patches = grid.patches();
        let dim = config.dim;
        let embed = PatchEmbed {
            proj: Conv2d::new(
                &init.pp("patch_embed").pp("proj"),
                3,
                dim,
                config.patch,
                Conv2dConfig::default().stride(config.patch),
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
                    BlockConfig {
                        eps: config.layer_norm_eps,
                        ..BlockConfig::timm(config.heads, mlp_ratio, rate, 1000 + i as u64)
                    },
                )
            })
            .collect::<Result<Vec<_>>>()?;
        let head = Head {
            norm: LayerNorm::new(&init.pp("norm"), dim, config.layer_norm_eps)?,
            head: match output {
                HeadOutput::Features => None,
                _ => Some(Linear::new(
                    &init.pp("head"),
                    dim,
                    num_classes,
                    LinearConfig::trunc_normal(0.02),
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
            parts: ModelParts::new(init, recipe, feature_dim),
        })
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

/// The ViT family (ViT, DeiT), one configuration per variant: the table's width and depth
/// override it, and its patches must tile the input.
impl ModelFamily for VitConfig {
    fn check(
        &self,
        spec: &ModelSpec,
        image: InputSize,
        _: Families,
    ) -> Checked<Box<dyn Blueprint>> {
        let config = self.with_spec(spec)?;
        let grid = patch_grid(spec, config.patch, image)?;
        Ok(Box::new(VitBlueprint { config, grid }))
    }

    fn kind(&self) -> Kind {
        Kind::Vit(*self)
    }
}

/// The configuration with the table's width and depth, and the input's patches.
#[derive(Debug)]
pub(crate) struct VitBlueprint {
    pub(crate) config: VitConfig,
    pub(crate) grid: PatchGrid,
}

impl Blueprint for VitBlueprint {
    /// The ViT for the table's classes and drop path, with the checkpoint's LayerNorm epsilon
    /// when a run loads one that says otherwise.
    fn build(
        &self,
        checked: &CheckedSpec,
        recipe: &Recipe,
        init: &Init,
        purpose: Purpose,
    ) -> std::result::Result<Box<dyn Model>, BuildError> {
        let spec = checked.spec();
        Ok(Box::new(VisionTransformer::new(
            init,
            purpose.checkpoint().vit(self.config),
            self.grid,
            super::head_outputs(spec, recipe),
            spec.drop_path_rate,
            HeadOutput::for_loss(recipe.loss.name),
            recipe,
        )?))
    }
}

impl Model for VisionTransformer {
    fn parts(&self) -> &ModelParts {
        &self.parts
    }

    fn segments(&self) -> Vec<&dyn Module> {
        super::segments(Some(&self.embed), &self.blocks, &self.head)
    }
}
