//! OpenAI CLIP (Radford et al. 2021, arXiv 2103.00020) ViT-B/32 and ViT-B/16: the image and the
//! text tower in OpenAI's state-dict layout and names (`visual.conv1.weight`,
//! `visual.transformer.resblocks.N.attn.in_proj_weight`, `token_embedding.weight`,
//! `text_projection`, `logit_scale`, ...), QuickGELU, LayerNorm eps 1e-5, a causal text tower
//! whose feature is read at the end-of-text token (the largest id, found by argmax).
//!
//! Two fine-tuning recipes, chosen by the loss:
//!
//! - `cross_entropy` (Task Arithmetic, Ilharco et al. 2023): the image tower, then a frozen
//!   zero-shot head built as the task-vectors code builds it: per class, the normalised mean of
//!   the normalised text embeddings of its prompts, times `logit_scale.exp()`; image features
//!   are normalised before the head. Only the image tower trains; the text tower, `logit_scale`
//!   and the head (`classification_head.weight`) are buffers: saved with the weights, loaded
//!   with them, never updated. Rows are class logits; the loss is per-sample.
//! - `contrastive` (FLYP, Goyal et al., CVPR 2023): both towers and `logit_scale` train. Each
//!   image's caption is its class name in a template drawn per sample (see [`TEMPLATE_SALT`]).
//!   Rows are `[normalised image embedding | normalised caption embedding]`; the loss is the
//!   symmetric InfoNCE over all rows of an optimizer step (batch-coupled: the trainer uses
//!   gradient caching when the step is split into micro-batches).
//!
//! Evaluation for both is zero-shot-head classification; for FLYP the head is recomputed from
//! the current text tower whenever training has changed it.
//!
//! Segments for checkpointing: the patch embedding, each image block, the image head; for FLYP
//! then the caption embedding, each text block and the text head. The text segments carry the
//! image embedding along: their state is `(n, k + L, text width)`, the first `k` rows holding the
//! image embedding (zero-padded to `k` rows of the text width), the other `L` the caption tokens.

mod family;
mod inputs;
mod prompts;
mod text;
mod visual;

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use candle_core::{DType, Result, Tensor};

pub use inputs::check_clip_inputs;
pub(crate) use inputs::load_clip_inputs;
pub use inputs::ClipInputs;
pub use text::TextTower;
pub(crate) use text::{TextBlock, TextHead, TextStem};
pub use visual::{VisualHead, VisualStem};

use super::clip_tokenizer::MAX_MERGES;
use super::configs::{ClipConfig, PatchGrid};
use super::family::CheckedSpec;
use super::{classification_eval, BuildError, Model, ModelParts, Recipe, SpecProblem};
use crate::config::keys;
use crate::config::schema::{LossName, ModelSpec};
use crate::labels::Labels;
use crate::nn::footprint::{with_last, Tracer};
use crate::nn::layers::{BlockConfig, LayerNorm, TransformerBlock};
use crate::nn::{ops, Ctx, Fill, Init, Module, Weight};
pub(crate) use family::ClipBlueprint;
use paperfit_kernels as kernels;
use paperfit_kernels::matmul::matmul;
use prompts::{Prompt, Prompts};
use text::packed_rows;

/// OpenAI's cap on the learned temperature: `logit_scale <= ln(100)`.
pub(crate) const MAX_LOGIT_SCALE: f64 = std::f64::consts::LN_10 * 2.0;

/// Salt of the per-sample generator that picks a FLYP caption's template. Assumption: FLYP's
/// data script writes every (image, template) pair into its training CSV and samples pairs, so
/// an image is seen with a random template; here each sample of each step draws its template
/// uniformly from `(run seed, step, position in the step)`. The draw is the same in every
/// recomputation of the step (checkpointing, gradient caching) and for any micro-batch split.
pub(crate) const TEMPLATE_SALT: u64 = 0xC11F_7E47;

/// Seed of the frozen text tower's initial values (Task Arithmetic). They are placeholders:
/// the recipe always loads the pretrained text tower over them.
const FROZEN_TEXT_SEED: u64 = 0xC11F_0F10;

/// OpenAI's LayerNorm epsilon.
const LAYER_NORM_EPS: f64 = 1e-5;

/// Prompts encoded at once when the zero-shot head is built.
const HEAD_CHUNK: usize = 512;

/// The vocabulary of OpenAI's tokenizer (256 byte characters, the same with `</w>`, the merges
/// and the two special tokens): the token embedding's rows when no tokenizer file is read.
pub const OPENAI_VOCAB_SIZE: usize = 2 * 256 + MAX_MERGES + 2;

/// Which recipe the model is built for (decided by the loss).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ClipRecipe {
    /// Task Arithmetic: cross-entropy through the frozen zero-shot head.
    ZeroShotHead,
    /// FLYP: the contrastive loss on (image, caption) pairs of the optimizer step.
    Contrastive,
}

impl ClipRecipe {
    pub(crate) fn for_loss(loss: LossName) -> std::result::Result<Self, SpecProblem> {
        match loss {
            LossName::CrossEntropy => Ok(ClipRecipe::ZeroShotHead),
            LossName::Contrastive => Ok(ClipRecipe::Contrastive),
            other => Err(SpecProblem::new(
                keys::MODEL_NAME,
                format!("CLIP does not train with `{}`", other.as_str()),
                "a recipe with `cross_entropy` (frozen zero-shot head) or `contrastive`",
            )),
        }
    }
}

/// OpenAI CLIP built for one of the two recipes (see the module documentation).
pub struct Clip {
    pub config: ClipConfig,
    pub recipe: ClipRecipe,
    pub stem: VisualStem,
    pub visual_blocks: Vec<TransformerBlock>,
    pub visual_head: VisualHead,
    pub text: Rc<TextTower>,
    pub logit_scale: Weight,
    text_stem: TextStem,
    text_blocks: Vec<TextBlock>,
    text_head: TextHead,
    prompts: Rc<Prompts>,
    /// The zero-shot head (classes, embed): the `classification_head.weight` buffer (Task
    /// Arithmetic) or FLYP's evaluation head.
    head: Rc<RefCell<Tensor>>,
    /// FLYP: training changed the text tower since the head was built.
    head_stale: Cell<bool>,
    /// `logit_scale`'s clamp bounds, 0 and ln 100, in its dtype on its device.
    logit_scale_bounds: (Tensor, Tensor),
    parts: ModelParts,
}

impl Clip {
    /// The model of `config` (its registry entry's, with `spec`'s overrides), with the class
    /// names, templates and tokenizer `spec` names.
    pub(crate) fn from_config(
        config: ClipConfig,
        grid: PatchGrid,
        checked: &CheckedSpec,
        recipe: &Recipe,
        init: &Init,
    ) -> std::result::Result<Self, BuildError> {
        let inputs = load_clip_inputs(checked.spec())?;
        Self::new((config, grid), checked.spec(), recipe, init, &inputs)
    }

    /// A model of `config` whose shapes are `spec`'s, for a footprint: built from the files
    /// `spec` names when they can be read, else from placeholders of the same sizes (a class
    /// per `num_classes`, OpenAI's vocabulary, captions as long as the context). With
    /// [`Init::zeros`] the zero-shot head is not computed.
    pub(crate) fn for_footprint(
        config: ClipConfig,
        grid: PatchGrid,
        checked: &CheckedSpec,
        recipe: &Recipe,
        init: &Init,
    ) -> std::result::Result<Self, BuildError> {
        let spec = checked.spec();
        if let Ok(inputs) = load_clip_inputs(spec) {
            return Self::new((config, grid), spec, recipe, init, &inputs);
        }
        let templates = spec.clip.as_ref().map_or(1, |c| c.templates.len());
        let prompts = Prompts::placeholder(
            spec.num_classes as usize,
            templates,
            config.context_length,
            OPENAI_VOCAB_SIZE,
        );
        Self::assemble((config, grid), recipe, init, OPENAI_VOCAB_SIZE, prompts)
    }

    /// The model of `config` over the patches `grid` cuts its input into, with `inputs`' class
    /// names, templates and tokenizer.
    pub(crate) fn new(
        (config, grid): (ClipConfig, PatchGrid),
        spec: &ModelSpec,
        recipe: &Recipe,
        init: &Init,
        inputs: &ClipInputs,
    ) -> std::result::Result<Self, BuildError> {
        let classes = inputs.class_names.len();
        if classes != spec.num_classes as usize || inputs.templates.is_empty() {
            return Err(SpecProblem::new(
                keys::MODEL_CLIP_CLASS_NAMES,
                format!(
                    "CLIP needs a class name per class ({classes} names for {} classes) and at least one template",
                    spec.num_classes
                ),
                format!("{} class names and a template", spec.num_classes),
            )
            .into());
        }
        Self::assemble(
            (config, grid),
            recipe,
            init,
            inputs.tokenizer.vocab_size(),
            Prompts::new(inputs),
        )
    }

    /// The model for a vocabulary of `vocab` tokens and the prompts of every class.
    fn assemble(
        (config, grid): (ClipConfig, PatchGrid),
        recipe: &Recipe,
        init: &Init,
        vocab: usize,
        prompts: Prompts,
    ) -> std::result::Result<Self, BuildError> {
        let kind = ClipRecipe::for_loss(recipe.loss.name)?;
        // Image tower first, so both recipes draw the same values for it.
        let visual = VisualTower::new(&init.pp("visual"), &config, grid)?;
        // Text tower: trainable for FLYP, frozen buffers for Task Arithmetic. Init::zeros
        // (counting parameters) leaves every random weight zero: then no head is computed
        // (its normalisation would divide 0 by 0).
        let counting_only = init.is_counting_only();
        let text_init = match kind {
            ClipRecipe::Contrastive => init.clone(),
            ClipRecipe::ZeroShotHead => init.frozen(FROZEN_TEXT_SEED),
        };
        let (text, logit_scale) = text_tower(&text_init, &config, vocab)?;
        let scale = logit_scale.tensor();
        let bound = |x: f64| Tensor::new(x, scale.device())?.to_dtype(scale.dtype());
        let logit_scale_bounds = (bound(0.0)?, bound(MAX_LOGIT_SCALE)?);
        let text = Rc::new(text);
        let zeros = Tensor::zeros(
            (prompts.by_class.len(), config.embed_dim),
            DType::F32,
            init.device(),
        )?;
        let head = match kind {
            // Saved and loaded with the weights, like BatchNorm statistics.
            ClipRecipe::ZeroShotHead => init.buffer("classification_head.weight", zeros)?,
            ClipRecipe::Contrastive => Rc::new(RefCell::new(zeros)),
        };
        let prompts = Rc::new(prompts);
        let packed = packed_rows(config.embed_dim, config.text_width);
        let model = Clip {
            config,
            recipe: kind,
            stem: visual.stem,
            visual_blocks: visual.blocks,
            visual_head: VisualHead {
                ln_post: visual.ln_post,
                proj: visual.proj,
                head: (kind == ClipRecipe::ZeroShotHead).then(|| head.clone()),
            },
            text_stem: TextStem {
                tower: text.clone(),
                prompts: prompts.clone(),
            },
            text_blocks: (0..config.text_layers)
                .map(|index| TextBlock {
                    tower: text.clone(),
                    index,
                    packed,
                })
                .collect(),
            text_head: TextHead {
                tower: text.clone(),
                prompts: prompts.clone(),
                embed: config.embed_dim,
            },
            text,
            logit_scale,
            prompts,
            head,
            head_stale: Cell::new(true),
            logit_scale_bounds,
            parts: ModelParts::new(init, recipe, 0),
        };
        if kind == ClipRecipe::ZeroShotHead && !counting_only {
            model.rebuild_zero_shot_head()?;
        }
        Ok(model)
    }

    /// Recompute the zero-shot head from the current text tower and `logit_scale`: per class,
    /// the normalised mean over templates of the normalised prompt embeddings, times
    /// `logit_scale.exp()` (as the task-vectors code's `build_classification_head`). Call it
    /// after loading pretrained weights: the head is not part of OpenAI's checkpoint.
    pub(crate) fn rebuild_zero_shot_head(&self) -> Result<()> {
        let prompts: Vec<&Prompt> = self.prompts.by_class.iter().flatten().collect();
        let templates = self.prompts.by_class.first().map_or(1, Vec::len);
        let classes = self.prompts.by_class.len();
        let embeddings = self.text.encode(&prompts)?;
        let embed = embeddings.dim(1)?;
        let mean = embeddings.reshape((classes, templates, embed))?.mean(1)?;
        let scale = self.logit_scale_value()?.exp();
        let head = (ops::l2_normalize(&mean)? * scale)?.detach();
        let dtype = self.head.borrow().dtype();
        *self.head.borrow_mut() = head.to_dtype(dtype)?;
        self.head_stale.set(false);
        Ok(())
    }

    /// The zero-shot head (classes, embed), as last built.
    pub fn zero_shot_head(&self) -> Tensor {
        self.head.borrow().clone()
    }

    /// `logit_scale` as trained: capped at ln(100) when it is trainable (FLYP).
    fn logit_scale_value(&self) -> Result<f64> {
        let value = self
            .logit_scale
            .tensor()
            .to_dtype(DType::F64)?
            .to_scalar::<f64>()?;
        Ok(match self.logit_scale {
            Weight::Trainable(_) => value.clamp(0.0, MAX_LOGIT_SCALE),
            Weight::Frozen(_) => value,
        })
    }

    /// OpenAI (and open_clip) clamp `logit_scale` to [0, ln 100] after every optimizer step.
    /// Clamping the stored value before the step's loss reads it is the same trajectory: the
    /// value is read nowhere in between (evaluation reads it clamped as well). On the device,
    /// reading nothing back: the bounds are made with the model, in the master's dtype (rounded
    /// from f64 as a host clamp's result would be), so the clamped bits are the host clamp's.
    fn clamp_logit_scale(&self) -> Result<()> {
        if let Weight::Trainable(v) = &self.logit_scale {
            let (low, high) = &self.logit_scale_bounds;
            v.set(
                &v.as_tensor()
                    .broadcast_maximum(low)?
                    .broadcast_minimum(high)?,
            )?;
        }
        Ok(())
    }
}

/// A CLIP weight drawn by `fill`. Weight decay follows open_clip's rule: matrices decay;
/// gains, biases, vectors and `logit_scale` do not (used when the recipe sets
/// `no_decay_norm_and_bias`).
fn weight(init: &Init, name: &str, shape: &[usize], fill: Fill) -> Result<Weight> {
    let fan_in = shape.iter().skip(1).product();
    init.fill(name, shape, fill, fan_in, shape.len() >= 2)
}

/// OpenAI's tower of `layers` blocks under `transformer.resblocks`.
fn resblocks(
    init: &Init,
    width: usize,
    heads: usize,
    layers: usize,
    causal: bool,
) -> Result<Vec<TransformerBlock>> {
    let blocks = init.pp("transformer").pp("resblocks");
    (0..layers)
        .map(|i| {
            let config = BlockConfig::openai(heads, layers, causal);
            TransformerBlock::new(&blocks.pp(i.to_string()), width, config)
        })
        .collect()
}

/// The image tower's weights under `visual.`, in OpenAI's order and initialisation.
struct VisualTower {
    stem: VisualStem,
    blocks: Vec<TransformerBlock>,
    ln_post: LayerNorm,
    proj: Weight,
}

impl VisualTower {
    fn new(init: &Init, config: &ClipConfig, grid: PatchGrid) -> Result<Self> {
        let p = grid.patch();
        let vw = config.vision_width;
        let scale = Fill::TruncNormal((vw as f64).powf(-0.5));
        let conv1 = weight(
            &init.pp("conv1"),
            "weight",
            &[vw, 3, p, p],
            Fill::FanInUniform,
        )?;
        let stem = VisualStem {
            class_embedding: weight(init, "class_embedding", &[vw], scale)?,
            positional_embedding: weight(
                init,
                "positional_embedding",
                &[1 + grid.patches(), vw],
                scale,
            )?,
            ln_pre: LayerNorm::new(&init.pp("ln_pre"), vw, LAYER_NORM_EPS)?,
            conv1,
            patch: p,
        };
        let blocks = resblocks(init, vw, config.vision_heads, config.vision_layers, false)?;
        Ok(VisualTower {
            stem,
            blocks,
            ln_post: LayerNorm::new(&init.pp("ln_post"), vw, LAYER_NORM_EPS)?,
            proj: weight(init, "proj", &[vw, config.embed_dim], scale)?,
        })
    }
}

/// The text tower (OpenAI's names at the top level) and `logit_scale`.
fn text_tower(init: &Init, config: &ClipConfig, vocab: usize) -> Result<(TextTower, Weight)> {
    let tw = config.text_width;
    let token_embedding = weight(
        &init.pp("token_embedding"),
        "weight",
        &[vocab, tw],
        Fill::TruncNormal(0.02),
    )?;
    let positional_embedding = weight(
        init,
        "positional_embedding",
        &[config.context_length, tw],
        Fill::TruncNormal(0.01),
    )?;
    let blocks = resblocks(init, tw, config.text_heads, config.text_layers, true)?;
    let ln_final = LayerNorm::new(&init.pp("ln_final"), tw, LAYER_NORM_EPS)?;
    let text_projection = weight(
        init,
        "text_projection",
        &[tw, config.embed_dim],
        Fill::TruncNormal((tw as f64).powf(-0.5)),
    )?;
    let logit_scale = weight(
        init,
        "logit_scale",
        &[],
        Fill::Constant((1.0f64 / 0.07).ln()),
    )?;
    let tower = TextTower {
        token_embedding,
        positional_embedding,
        blocks,
        ln_final,
        text_projection,
    };
    Ok((tower, logit_scale))
}

/// FLYP's loss (OpenAI CLIP's): the symmetric InfoNCE over `n` (image, caption) pairs,
/// `(CE(s I T^T, arange) + CE(s T I^T, arange)) / 2` with `s = exp(logit_scale)` and both
/// embeddings already normalised; the mean over pairs.
pub fn contrastive_loss(
    image: &Tensor,
    text: &Tensor,
    logit_scale: &Tensor,
    label_smoothing: f64,
) -> Result<Tensor> {
    let n = image.dim(0)?;
    let scale = logit_scale
        .to_dtype(image.dtype())?
        .exp()?
        .reshape((1, 1))?;
    let logits = matmul(image, &text.t()?)?.broadcast_mul(&scale)?;
    let targets = Tensor::arange(0u32, n as u32, image.device())?;
    let per_image = kernels::cross_entropy_sum(&logits, &targets, label_smoothing)?;
    let per_text =
        kernels::cross_entropy_sum(&logits.t()?.contiguous()?, &targets, label_smoothing)?;
    (per_image + per_text)? / (2.0 * n as f64)
}

impl Model for Clip {
    fn segments(&self) -> Vec<&dyn Module> {
        let mut out = super::segments(Some(&self.stem), &self.visual_blocks, &self.visual_head);
        if self.recipe == ClipRecipe::Contrastive {
            out.extend(super::segments(
                Some(&self.text_stem),
                &self.text_blocks,
                &self.text_head,
            ));
        }
        out
    }

    fn parts(&self) -> &ModelParts {
        &self.parts
    }

    /// The segments (the text tower's in the f32 residual stream), then the cross-entropy of
    /// the zero-shot logits (Task Arithmetic: already wide) or the gradient-caching surrogate
    /// of the contrastive loss (FLYP: one product of the rows).
    fn footprint(&self, t: &mut Tracer, images: &[usize]) -> Option<()> {
        let mut shape = images.to_vec();
        let visual = self.visual_blocks.len() + 2;
        for (i, segment) in self.segments().into_iter().enumerate() {
            let dtype = match i {
                _ if i < visual => t.compute(),
                _ if i == visual => t.wide(),
                _ => DType::F32,
            };
            t.begin_segment(&format!("segment {i}"), &shape, dtype);
            shape = segment.footprint(t, &shape);
        }
        let wide = t.wide();
        match self.recipe {
            ClipRecipe::ZeroShotHead => {
                let rows = with_last(&shape, 1);
                for _ in 0..3 {
                    t.keep_for_loss(&rows, wide);
                    t.keep_for_loss(&shape, wide);
                }
            }
            ClipRecipe::Contrastive => t.keep_for_loss(&shape, wide),
        }
        Some(())
    }

    fn loss(&self, rows: &Tensor, labels: &Labels) -> Result<Tensor> {
        match self.recipe {
            ClipRecipe::ZeroShotHead => self.parts.objective.loss(rows, labels),
            ClipRecipe::Contrastive => {
                // The step's loss is computed before its optimizer update: the head built
                // from the text tower is out of date from here on.
                self.head_stale.set(true);
                self.clamp_logit_scale()?;
                let e = self.config.embed_dim;
                contrastive_loss(
                    &rows.narrow(1, 0, e)?,
                    &rows.narrow(1, e, e)?,
                    &self.logit_scale.tensor(),
                    self.parts.objective.spec.label_smoothing,
                )
            }
        }
    }

    fn eval_scores(&self, rows: &Tensor, labels: &Labels) -> Result<super::BatchScores> {
        match self.recipe {
            ClipRecipe::ZeroShotHead => classification_eval(rows, labels),
            ClipRecipe::Contrastive => {
                if self.head_stale.get() {
                    self.rebuild_zero_shot_head()?;
                }
                let image = ops::widen(&rows.narrow(1, 0, self.config.embed_dim)?)?;
                let head = self.head.borrow().to_dtype(image.dtype())?;
                classification_eval(&matmul(&image, &head.t()?)?, labels)
            }
        }
    }

    /// FLYP: each image's caption (its class in the template it drew), every token id of the
    /// context.
    fn replayed_draws(&self, n: usize, ctx: &Ctx) -> Result<Vec<(&'static str, Tensor)>> {
        if self.recipe != ClipRecipe::Contrastive {
            return Ok(Vec::new());
        }
        let captions = self.prompts.captions(ctx, n)?;
        let width = captions.first().map_or(0, |p| p.ids.len());
        let ids: Vec<u32> = captions
            .iter()
            .flat_map(|p| p.ids.iter().copied())
            .collect();
        Ok(vec![(
            "captions",
            Tensor::from_vec(ids, (n, width), &candle_core::Device::Cpu)?,
        )])
    }

    fn after_weights_loaded(&self) -> Result<()> {
        // The head is not in OpenAI's checkpoint: it is derived from the loaded text tower.
        if self.recipe == ClipRecipe::ZeroShotHead {
            self.rebuild_zero_shot_head()?;
        }
        Ok(())
    }
}
