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

use std::cell::{Cell, RefCell};
use std::path::Path;
use std::rc::Rc;

use candle_core::{DType, Result, Tensor, Var};
use rand::Rng;

use super::clip_tokenizer::{ClipTokenizer, CONTEXT_LENGTH, MAX_MERGES};
use super::{classification_eval, Model, Objective, Recipe};
use crate::config::schema::{LossName, ModelArch, ModelSpec};
use crate::error::{ConfigError, Origin};
use crate::nn::footprint::Tracer;
use crate::nn::layers::TRANSFORMER_BLOCK_BACKWARD_SHARE;
use crate::nn::matmul::matmul;
use crate::nn::{ops, Ctx, Init, Module, ParamStore};

/// OpenAI's cap on the learned temperature: `logit_scale <= ln(100)`.
pub const MAX_LOGIT_SCALE: f64 = std::f64::consts::LN_10 * 2.0;

/// Salt of the per-sample generator that picks a FLYP caption's template. Assumption: FLYP's
/// data script writes every (image, template) pair into its training CSV and samples pairs, so
/// an image is seen with a random template; here each sample of each step draws its template
/// uniformly from `(run seed, step, position in the step)`. The draw is the same in every
/// recomputation of the step (checkpointing, gradient caching) and for any micro-batch split.
pub const TEMPLATE_SALT: u64 = 0xC11F_7E47;

/// Seed of the frozen text tower's initial values (Task Arithmetic). They are placeholders:
/// the recipe always loads the pretrained text tower over them.
const FROZEN_TEXT_SEED: u64 = 0xC11F_0F10;

/// Prompts encoded at once when the zero-shot head is built.
const HEAD_CHUNK: usize = 512;

/// The vocabulary of OpenAI's tokenizer (256 byte characters, the same with `</w>`, the merges
/// and the two special tokens): the token embedding's rows when no tokenizer file is read.
pub const OPENAI_VOCAB_SIZE: usize = 2 * 256 + MAX_MERGES + 2;

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
    /// OpenAI's configurations: embed 512; image width 768, 12 layers, 12 heads; text width
    /// 512, 12 layers, 8 heads, context 77.
    pub fn for_arch(arch: ModelArch) -> Option<Self> {
        let base = |patch| ClipConfig {
            embed_dim: 512,
            patch,
            vision_width: 768,
            vision_layers: 12,
            vision_heads: 12,
            text_width: 512,
            text_layers: 12,
            text_heads: 8,
            context_length: CONTEXT_LENGTH,
        };
        match arch {
            ModelArch::ClipVitB32 => Some(base(32)),
            ModelArch::ClipVitB16 => Some(base(16)),
            _ => None,
        }
    }

    /// The configuration of `spec.name` with the spec's overrides: `width` sets the image width,
    /// the text width and the embedding width alike (heads of 64 channels, at least one);
    /// `depth` sets both towers' depth. A different model: for tiny tests and smoke runs.
    pub fn for_spec(spec: &ModelSpec) -> Result<Self> {
        let mut config = Self::for_arch(spec.name).ok_or_else(|| {
            candle_core::Error::Msg(format!("`{}` is not a CLIP model", spec.name.as_str()))
        })?;
        if let Some(width) = spec.width {
            let width = width as usize;
            let heads = (width / 64).max(1);
            if width % heads != 0 {
                candle_core::bail!("width {width} does not split into heads of 64 channels");
            }
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

/// Which recipe the model is built for (decided by the loss).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ClipRecipe {
    /// Task Arithmetic: cross-entropy through the frozen zero-shot head.
    ZeroShotHead,
    /// FLYP: the contrastive loss on (image, caption) pairs of the optimizer step.
    Contrastive,
}

impl ClipRecipe {
    pub fn for_loss(loss: LossName) -> Result<Self> {
        match loss {
            LossName::CrossEntropy => Ok(ClipRecipe::ZeroShotHead),
            LossName::Contrastive => Ok(ClipRecipe::Contrastive),
            other => candle_core::bail!(
                "CLIP trains with `cross_entropy` (frozen zero-shot head) or `contrastive`, not `{}`",
                other.as_str()
            ),
        }
    }
}

/// What `[model.clip]` points to, read and checked.
#[derive(Debug, Clone)]
pub struct ClipInputs {
    pub tokenizer: ClipTokenizer,
    pub templates: Vec<String>,
    pub class_names: Vec<String>,
}

/// Read and check the files and values of `[model.clip]`: the tokenizer loads, every template
/// has `{}`, the class-name file has one non-empty name per class. Errors name the key and the
/// file.
pub fn load_clip_inputs(spec: &ModelSpec) -> std::result::Result<ClipInputs, ConfigError> {
    let arch = spec.name.as_str();
    let Some(clip) = &spec.clip else {
        return Err(ConfigError::new(format!(
            "`{arch}` needs a [model.clip] table: the tokenizer file, the prompt templates and the class names"
        ))
        .key("model.clip")
        .expected("[model.clip] tokenizer = \"weights/bpe_simple_vocab_16e6.txt.gz\", templates = [\"a photo of a {}.\"], class_names = \"data/stanford_cars/names.csv\""));
    };
    if spec.drop_path_rate > 0.0 {
        return Err(ConfigError::new(format!(
            "`{arch}` has no stochastic depth (OpenAI's CLIP does not use it)"
        ))
        .key("model.drop_path_rate")
        .expected("0 or no drop_path_rate"));
    }
    let tokenizer = ClipTokenizer::from_file(&clip.tokenizer).map_err(|e| {
        ConfigError::new(format!("cannot load the CLIP tokenizer: {e}"))
            .key("model.clip.tokenizer")
            .origin(Origin::file(&clip.tokenizer))
            .expected("OpenAI's BPE merges file bpe_simple_vocab_16e6.txt.gz (gzip or plain text), or a Hugging Face tokenizer.json")
    })?;
    if clip.templates.is_empty() {
        return Err(ConfigError::new("no prompt templates")
            .key("model.clip.templates")
            .expected("at least one template such as \"a photo of a {}.\""));
    }
    if let Some((i, t)) = clip
        .templates
        .iter()
        .enumerate()
        .find(|(_, t)| !t.contains("{}"))
    {
        return Err(
            ConfigError::new(format!("template `{t}` has no `{{}}` for the class name"))
                .key(format!("model.clip.templates[{i}]"))
                .expected("a template with `{}` where the class name goes"),
        );
    }
    let class_names = match &clip.class_names {
        Some(path) => {
            let names = read_class_names(path)?;
            if names.len() != spec.num_classes as usize {
                return Err(ConfigError::new(format!(
                    "{} names {} classes, but model.num_classes is {}",
                    path.display(),
                    names.len(),
                    spec.num_classes
                ))
                .key("model.clip.class_names")
                .origin(Origin::file(path))
                .expected(format!(
                    "one class name per line, {} lines, in label order",
                    spec.num_classes
                )));
            }
            names
        }
        // The plan drops the file for built-in synthetic data, whose classes have names.
        None => (0..spec.num_classes)
            .map(crate::data::synthetic::SyntheticShapes::class_name)
            .collect(),
    };
    Ok(ClipInputs {
        tokenizer,
        templates: clip.templates.clone(),
        class_names,
    })
}

/// One name per line (trimmed); a blank line inside the file is an error, since it would
/// shift every later label.
fn read_class_names(path: &Path) -> std::result::Result<Vec<String>, ConfigError> {
    let text = std::fs::read_to_string(path).map_err(|e| {
        ConfigError::new(format!(
            "cannot read the class names {}: {e}",
            path.display()
        ))
        .key("model.clip.class_names")
        .origin(Origin::file(path))
        .expected("a text file with one class name per line, in label order")
    })?;
    let lines: Vec<&str> = text.trim_end().lines().collect();
    let mut names = Vec::with_capacity(lines.len());
    for (i, line) in lines.iter().enumerate() {
        let name = line.trim();
        if name.is_empty() {
            return Err(
                ConfigError::new(format!("line {} of {} is empty", i + 1, path.display()))
                    .key("model.clip.class_names")
                    .origin(Origin::File {
                        path: path.to_path_buf(),
                        position: Some((i + 1, 1)),
                        source_line: Some(line.to_string()),
                        context: None,
                    })
                    .expected("one non-empty class name per line"),
            );
        }
        names.push(name.to_string());
    }
    Ok(names)
}

/// Check a model's CLIP inputs before a run starts (nothing to check for other models; a
/// `[model.clip]` table on another model is an error).
pub fn check_clip_inputs(spec: &ModelSpec) -> std::result::Result<(), ConfigError> {
    match (spec.name.is_clip(), &spec.clip) {
        (true, _) => load_clip_inputs(spec).map(|_| ()),
        (false, Some(_)) => Err(ConfigError::new(format!(
            "[model.clip] applies to clip_vit_b32 and clip_vit_b16, not `{}`",
            spec.name.as_str()
        ))
        .key("model.clip")
        .expected("no [model.clip] table")),
        (false, None) => Ok(()),
    }
}

/// A weight that trains (a `Var` in the store's parameters) or is frozen (a buffer: saved and
/// loaded with the weights, never given to the optimizer).
#[derive(Debug, Clone)]
pub enum Weight {
    Param(Var),
    Buffer(Rc<RefCell<Tensor>>),
}

impl Weight {
    /// The master value (a frozen weight is a constant: no gradient flows into it).
    pub fn tensor(&self) -> Tensor {
        match self {
            Weight::Param(v) => v.as_tensor().clone(),
            Weight::Buffer(b) => b.borrow().clone(),
        }
    }

    /// Cast to the compute dtype inside the graph.
    fn cast(&self, dtype: DType) -> Result<Tensor> {
        self.tensor().to_dtype(dtype)
    }

    /// Elements that train (0 for a frozen weight).
    fn trainable_elems(&self) -> usize {
        match self {
            Weight::Param(v) => v.elem_count(),
            Weight::Buffer(_) => 0,
        }
    }

    fn dims(&self) -> Vec<usize> {
        self.tensor().dims().to_vec()
    }
}

/// Creates a tower's weights: trainable in `init`, or (with `frozen`) drawn from the scratch
/// initialiser `frozen` and registered in `init` as buffers under the same names.
#[derive(Clone)]
struct Builder {
    init: Init,
    frozen: Option<Init>,
}

impl Builder {
    fn pp(&self, name: impl AsRef<str>) -> Self {
        Builder {
            init: self.init.pp(name.as_ref()),
            frozen: self.frozen.as_ref().map(|f| f.pp(name.as_ref())),
        }
    }

    fn make(&self, name: &str, draw: impl Fn(&Init) -> Result<Var>) -> Result<Weight> {
        match &self.frozen {
            None => Ok(Weight::Param(draw(&self.init)?)),
            Some(scratch) => {
                let value = draw(scratch)?;
                Ok(Weight::Buffer(
                    self.init.buffer(name, value.as_tensor().clone())?,
                ))
            }
        }
    }

    /// Weight decay follows open_clip's rule: matrices decay; gains, biases, vectors and
    /// `logit_scale` do not (used when the recipe sets `no_decay_norm_and_bias`).
    fn normal(&self, name: &str, shape: &[usize], std: f64) -> Result<Weight> {
        let decay = shape.len() >= 2;
        self.make(name, |i| i.trunc_normal(name, shape, std, decay))
    }

    fn uniform(&self, name: &str, shape: &[usize], bound: f64) -> Result<Weight> {
        let decay = shape.len() >= 2;
        self.make(name, |i| i.uniform(name, shape, bound, decay))
    }

    fn constant(&self, name: &str, shape: &[usize], value: f64) -> Result<Weight> {
        self.make(name, |i| i.constant(name, shape, value, false))
    }
}

/// `y = x W^T + b` (PyTorch `nn.Linear` layout).
#[derive(Debug, Clone)]
pub struct ClipLinear {
    pub weight: Weight,
    pub bias: Option<Weight>,
}

impl ClipLinear {
    /// Weight N(0, std) (OpenAI's initialisation of the transformer weights), bias as PyTorch's
    /// default U(+-1/sqrt(in)).
    fn new(b: &Builder, in_dim: usize, out_dim: usize, std: f64) -> Result<Self> {
        Ok(ClipLinear {
            weight: b.normal("weight", &[out_dim, in_dim], std)?,
            bias: Some(b.uniform("bias", &[out_dim], 1.0 / (in_dim as f64).sqrt())?),
        })
    }

    pub fn forward(&self, x: &Tensor, dtype: DType) -> Result<Tensor> {
        let y = matmul(x, &self.weight.cast(dtype)?.t()?)?;
        match &self.bias {
            Some(b) => y.broadcast_add(&b.cast(dtype)?),
            None => Ok(y),
        }
    }

    /// The product and the bias sum of a contiguous input.
    fn footprint(&self, t: &mut Tracer, x: &[usize]) -> Vec<usize> {
        let out = with_last(x, self.weight.dims()[0]);
        t.weights(self.weight.trainable_elems());
        t.keep_compute(&out);
        if let Some(b) = &self.bias {
            t.weights(b.trainable_elems());
            t.keep_compute(&out);
        }
        out
    }
}

fn with_last(shape: &[usize], last: usize) -> Vec<usize> {
    crate::nn::footprint::with_last(shape, last)
}

/// LayerNorm over the last dimension, eps 1e-5, computed in f32 or wider (OpenAI's fp16-safe
/// `LayerNorm`).
#[derive(Debug, Clone)]
pub struct ClipLayerNorm {
    pub weight: Weight,
    pub bias: Weight,
}

impl ClipLayerNorm {
    pub const EPS: f64 = 1e-5;

    fn new(b: &Builder, dim: usize) -> Result<Self> {
        Ok(ClipLayerNorm {
            weight: b.constant("weight", &[dim], 1.0)?,
            bias: b.constant("bias", &[dim], 0.0)?,
        })
    }

    pub fn forward(&self, x: &Tensor) -> Result<Tensor> {
        ops::layer_norm(x, &self.weight.tensor(), &self.bias.tensor(), Self::EPS)
    }

    /// The norm of `x` held in `stream`: the compute dtype (widened when half), or f32 (the
    /// text tower's residual stream), where it computes and returns without casts.
    fn footprint(&self, t: &mut Tracer, x: &[usize], stream: DType) {
        t.weights(self.weight.trainable_elems() + self.bias.trainable_elems());
        if stream == t.compute() {
            t.layer_norm(x);
        } else {
            let rows = with_last(x, 1);
            for _ in 0..4 {
                t.keep(&rows, stream);
            }
            for _ in 0..5 {
                t.keep(x, stream);
            }
        }
    }
}

/// PyTorch `nn.MultiheadAttention` self-attention in its state-dict layout: `in_proj_weight`
/// (3 width, width) holds the query, key and value projections stacked, `out_proj` the output.
#[derive(Debug, Clone)]
pub struct MultiheadAttention {
    pub in_proj_weight: Weight,
    pub in_proj_bias: Weight,
    pub out_proj: ClipLinear,
    pub heads: usize,
}

impl MultiheadAttention {
    /// (b, t, width) -> (b, t, width); `mask` (t, t) is added to the scores.
    pub fn forward(&self, x: &Tensor, mask: Option<&Tensor>, dtype: DType) -> Result<Tensor> {
        let (b, t, width) = x.dims3()?;
        let hd = width / self.heads;
        let qkv = matmul(x, &self.in_proj_weight.cast(dtype)?.t()?)?
            .broadcast_add(&self.in_proj_bias.cast(dtype)?)?
            .reshape((b, t, 3, self.heads, hd))?
            .permute((2, 0, 3, 1, 4))?;
        let (q, k, v) = (qkv.get(0)?, qkv.get(1)?, qkv.get(2)?);
        let out = match mask {
            Some(m) => ops::attention_masked(&q, &k, &v, m)?,
            None => ops::attention(&q, &k, &v)?,
        };
        let out = out.transpose(1, 2)?.reshape((b, t, width))?;
        self.out_proj.forward(&out, dtype)
    }
}

/// OpenAI's `ResidualAttentionBlock`: `x + attn(ln_1(x))`, then `x + mlp(ln_2(x))` with
/// `mlp = c_proj(QuickGELU(c_fc(.)))`; causal in the text tower.
#[derive(Debug, Clone)]
pub struct ResidualAttentionBlock {
    pub ln_1: ClipLayerNorm,
    pub attn: MultiheadAttention,
    pub ln_2: ClipLayerNorm,
    pub c_fc: ClipLinear,
    pub c_proj: ClipLinear,
    pub causal: bool,
}

impl ResidualAttentionBlock {
    /// A trainable block under `init`'s prefix (`ln_1`, `attn.in_proj_weight`, `mlp.c_fc`, ...).
    pub fn new(
        init: &Init,
        width: usize,
        heads: usize,
        layers: usize,
        causal: bool,
    ) -> Result<Self> {
        let b = Builder {
            init: init.clone(),
            frozen: None,
        };
        Self::build(&b, width, heads, layers, causal)
    }

    /// OpenAI's initialisation (`CLIP.initialize_parameters`, applied here to both towers):
    /// attention in-projection std width^-0.5, output projections std width^-0.5 (2 layers)^-0.5,
    /// `c_fc` std (2 width)^-0.5; projection biases zero.
    fn build(b: &Builder, width: usize, heads: usize, layers: usize, causal: bool) -> Result<Self> {
        if heads == 0 || width % heads != 0 {
            candle_core::bail!("attention: width {width} does not split into {heads} heads");
        }
        let w = width as f64;
        let attn_std = w.powf(-0.5);
        let proj_std = w.powf(-0.5) * (2.0 * layers.max(1) as f64).powf(-0.5);
        let fc_std = (2.0 * w).powf(-0.5);
        let a = b.pp("attn");
        let out = a.pp("out_proj");
        let m = b.pp("mlp");
        Ok(ResidualAttentionBlock {
            ln_1: ClipLayerNorm::new(&b.pp("ln_1"), width)?,
            attn: MultiheadAttention {
                in_proj_weight: a.normal("in_proj_weight", &[3 * width, width], attn_std)?,
                in_proj_bias: a.constant("in_proj_bias", &[3 * width], 0.0)?,
                out_proj: ClipLinear {
                    weight: out.normal("weight", &[width, width], proj_std)?,
                    bias: Some(out.constant("bias", &[width], 0.0)?),
                },
                heads,
            },
            ln_2: ClipLayerNorm::new(&b.pp("ln_2"), width)?,
            c_fc: ClipLinear::new(&m.pp("c_fc"), width, 4 * width, fc_std)?,
            c_proj: ClipLinear::new(&m.pp("c_proj"), 4 * width, width, proj_std)?,
            causal,
        })
    }

    /// `x` (b, t, width) in any dtype (the residual stream keeps it); the sub-layers compute in
    /// `dtype`.
    pub fn forward(&self, x: &Tensor, dtype: DType) -> Result<Tensor> {
        let mask = if self.causal {
            Some(ops::causal_mask(x.dim(1)?, x.device())?)
        } else {
            None
        };
        let h = self.ln_1.forward(x)?.to_dtype(dtype)?;
        let a = self.attn.forward(&h, mask.as_ref(), dtype)?;
        let x = (x + a.to_dtype(x.dtype())?)?;
        let h = self.ln_2.forward(&x)?.to_dtype(dtype)?;
        let m = self
            .c_proj
            .forward(&ops::quick_gelu(&self.c_fc.forward(&h, dtype)?)?, dtype)?
            .to_dtype(x.dtype())?;
        x + m
    }

    /// [`ResidualAttentionBlock::forward`] of `x` (b, t, width) held in `stream` (the compute
    /// dtype, or f32 in the text tower: then each sub-layer's input and output is cast).
    pub fn footprint(&self, tr: &mut Tracer, x: &[usize], stream: DType) -> Vec<usize> {
        let (b, t, width) = (x[0], x[1], x[2]);
        let heads = self.attn.heads;
        let cast = stream != tr.compute();
        let start = tr.kept_in_segment();
        self.ln_1.footprint(tr, x, stream);
        if cast {
            tr.keep_compute(x);
        }
        tr.weights(
            self.attn.in_proj_weight.trainable_elems() + self.attn.in_proj_bias.trainable_elems(),
        );
        tr.keep_compute_n(2, &[b, t, 3 * width]);
        if self.causal {
            // The mask, held by the sum that applies it.
            tr.keep(&[t, t], DType::F32);
            tr.attention_masked(b, heads, t, width / heads);
        } else {
            tr.attention(b, heads, t, t, width / heads);
        }
        tr.keep_compute(x); // the heads' merge
        self.attn.out_proj.footprint(tr, x);
        if cast {
            tr.keep(x, stream);
        }
        tr.keep(x, stream); // residual sum
        self.ln_2.footprint(tr, x, stream);
        if cast {
            tr.keep_compute(x);
        }
        let hidden = self.c_fc.footprint(tr, x);
        tr.quick_gelu(&hidden);
        self.c_proj.footprint(tr, &hidden);
        if cast {
            tr.keep(x, stream);
        }
        tr.keep(x, stream); // residual sum
        tr.backward_scratch(
            tr.kept_in_segment() - start,
            TRANSFORMER_BLOCK_BACKWARD_SHARE,
        );
        x.to_vec()
    }
}

/// Patch embedding (`conv1`, no bias), class token, position embedding, `ln_pre`:
/// images (n, 3, h, w) -> tokens (n, 1 + patches, width).
pub struct VisualStem {
    pub conv1: Weight,
    pub class_embedding: Weight,
    pub positional_embedding: Weight,
    pub ln_pre: ClipLayerNorm,
    patch: usize,
}

impl Module for VisualStem {
    fn forward(&self, x: &Tensor, ctx: &Ctx) -> Result<Tensor> {
        let (n, c, h, w) = x.dims4()?;
        let p = self.patch;
        let (gh, gw) = (h / p, w / p);
        let conv = self.conv1.cast(ctx.dtype)?;
        let width = conv.dim(0)?;
        // A convolution whose kernel equals its stride is a matmul of the flattened patches
        // (same weights, same sums): it avoids computing a gradient for the input images.
        let patches = x
            .reshape((n, c, gh, p, gw, p))?
            .permute((0, 2, 4, 1, 3, 5))?
            .reshape((n, gh * gw, c * p * p))?;
        let tokens = matmul(&patches, &conv.reshape((width, c * p * p))?.t()?)?;
        let cls = self
            .class_embedding
            .cast(ctx.dtype)?
            .reshape((1, 1, width))?
            .broadcast_as((n, 1, width))?;
        let tokens = Tensor::cat(&[&cls, &tokens], 1)?
            .broadcast_add(&self.positional_embedding.cast(ctx.dtype)?)?;
        self.ln_pre.forward(&tokens)
    }

    /// The patches' copy (a reshape of a permuted view), their product with the kernel, the
    /// concatenation with the class token, the position sum and `ln_pre`.
    fn footprint(&self, t: &mut Tracer, x: &[usize]) -> Option<Vec<usize>> {
        let (n, c, h, w) = (x[0], x[1], x[2], x[3]);
        let p = self.patch;
        let patches = (h / p) * (w / p);
        let width = self.conv1.dims()[0];
        t.weights(
            self.conv1.trainable_elems()
                + self.class_embedding.trainable_elems()
                + self.positional_embedding.trainable_elems(),
        );
        t.keep_compute(&[n, patches, c * p * p]);
        t.keep_compute(&[n, patches, width]);
        let tokens = vec![n, 1 + patches, width];
        t.keep_compute_n(2, &tokens);
        self.ln_pre.footprint(t, &tokens, t.compute());
        Some(tokens)
    }
}

/// An image-tower block as a segment.
pub struct VisualBlock(pub ResidualAttentionBlock);

impl Module for VisualBlock {
    fn forward(&self, x: &Tensor, ctx: &Ctx) -> Result<Tensor> {
        self.0.forward(x, ctx.dtype)
    }

    fn footprint(&self, t: &mut Tracer, x: &[usize]) -> Option<Vec<usize>> {
        Some(self.0.footprint(t, x, t.compute()))
    }
}

/// [`ops::l2_normalize`] of `x` in `dtype`: the square, its row sums and their root, the
/// quotient.
fn l2_normalize_footprint(t: &mut Tracer, x: &[usize], dtype: DType) {
    let rows = with_last(x, 1);
    t.keep(x, dtype);
    t.keep(&rows, dtype);
    t.keep(&rows, dtype);
    t.keep(x, dtype);
}

/// `ln_post` on the class token, `proj`, normalisation; then the zero-shot head's logits
/// (Task Arithmetic) or the embedding itself (FLYP).
pub struct VisualHead {
    pub ln_post: ClipLayerNorm,
    pub proj: Weight,
    /// The zero-shot head (classes, embed) for Task Arithmetic rows; None: emit the embedding.
    head: Option<Rc<RefCell<Tensor>>>,
}

impl Module for VisualHead {
    fn forward(&self, x: &Tensor, ctx: &Ctx) -> Result<Tensor> {
        let cls = x.narrow(1, 0, 1)?.squeeze(1)?;
        let features = matmul(&self.ln_post.forward(&cls)?, &self.proj.cast(ctx.dtype)?)?;
        let embedding = ops::l2_normalize(&ops::widen(&features)?)?;
        match &self.head {
            Some(head) => {
                let head = head.borrow().to_dtype(embedding.dtype())?;
                matmul(&embedding, &head.t()?)
            }
            None => Ok(embedding),
        }
    }

    /// `ln_post` of the class token (a view), the projection, the widened normalised
    /// embedding, and the frozen head's logits.
    fn footprint(&self, t: &mut Tracer, x: &[usize]) -> Option<Vec<usize>> {
        let n = x[0];
        let cls = [n, x[2]];
        self.ln_post.footprint(t, &cls, t.compute());
        t.weights(self.proj.trainable_elems());
        let embedding = [n, self.proj.dims()[1]];
        t.keep_compute(&embedding);
        t.widen(&embedding);
        l2_normalize_footprint(t, &embedding, t.wide());
        match &self.head {
            Some(head) => {
                let logits = vec![n, head.borrow().dim(0).ok()?];
                t.keep(&logits, t.wide());
                Some(logits)
            }
            None => Some(embedding.to_vec()),
        }
    }
}

/// One prompt: its [`CONTEXT_LENGTH`] ids and the position of its end token.
#[derive(Debug, Clone)]
struct Prompt {
    ids: Vec<u32>,
    end: usize,
}

impl Prompt {
    fn new(ids: Vec<u32>) -> Self {
        // OpenAI reads the feature at `text.argmax(dim=-1)`: the end token has the largest id.
        // The first maximum, as torch.argmax returns.
        let end = ids
            .iter()
            .enumerate()
            .fold(
                (0, 0u32),
                |best, (i, &id)| if id > best.1 { (i, id) } else { best },
            )
            .0;
        Prompt { ids, end }
    }
}

/// Prompts by class and template.
#[derive(Debug)]
struct Prompts {
    by_class: Vec<Vec<Prompt>>,
}

impl Prompts {
    fn new(inputs: &ClipInputs) -> Self {
        let by_class = inputs
            .class_names
            .iter()
            .map(|name| {
                inputs
                    .templates
                    .iter()
                    .map(|t| Prompt::new(inputs.tokenizer.tokenize(&t.replace("{}", name))))
                    .collect()
            })
            .collect();
        Prompts { by_class }
    }

    /// Placeholders for `classes` x `templates` prompts that fill the whole context (the
    /// longest a caption can be): for a footprint when the tokenizer and class names are not
    /// read.
    fn placeholder(classes: usize, templates: usize, context: usize, vocab: usize) -> Self {
        let mut ids = vec![0u32; context];
        if let Some(last) = ids.last_mut() {
            *last = vocab.saturating_sub(1) as u32;
        }
        let prompt = Prompt {
            ids,
            end: context.saturating_sub(1),
        };
        Prompts {
            by_class: vec![vec![prompt; templates.max(1)]; classes],
        }
    }

    /// The longest caption's tokens up to its end token: a micro-batch's captions are cut to
    /// their longest (see [`truncated`]), at most this.
    fn longest(&self) -> usize {
        self.by_class
            .iter()
            .flatten()
            .map(|p| p.end + 1)
            .max()
            .unwrap_or(1)
    }

    /// Each sample's caption: its class with a template drawn per sample (see
    /// [`TEMPLATE_SALT`]).
    fn captions(&self, ctx: &Ctx, n: usize) -> Result<Vec<&Prompt>> {
        let labels = ctx.labels.as_ref().ok_or_else(|| {
            candle_core::Error::Msg(
                "the CLIP text tower needs the micro-batch's labels in the context".into(),
            )
        })?;
        let labels = labels.to_vec1::<u32>()?;
        if labels.len() != n {
            candle_core::bail!("{} labels for a micro-batch of {n} images", labels.len());
        }
        labels
            .iter()
            .enumerate()
            .map(|(i, &label)| {
                let templates = self.by_class.get(label as usize).ok_or_else(|| {
                    candle_core::Error::Msg(format!(
                        "label {label} has no class name ({} classes)",
                        self.by_class.len()
                    ))
                })?;
                let t = ctx
                    .sample_rng(TEMPLATE_SALT, i)
                    .random_range(0..templates.len());
                Ok(&templates[t])
            })
            .collect()
    }
}

/// The ids of `prompts` cut after the last end token among them: with the causal mask, the
/// positions after a prompt's end token never reach its feature, so this is exactly the full
/// context's result, at a fraction of the cost (a prompt is ~15 tokens of 77).
fn truncated(prompts: &[&Prompt]) -> (Vec<u32>, usize) {
    let len = prompts.iter().map(|p| p.end + 1).max().unwrap_or(1);
    let ids = prompts
        .iter()
        .flat_map(|p| p.ids[..len].iter().copied())
        .collect();
    (ids, len)
}

/// The text tower's weights (OpenAI names at the top level).
#[derive(Debug)]
pub struct TextTower {
    pub token_embedding: Weight,
    pub positional_embedding: Weight,
    pub blocks: Vec<ResidualAttentionBlock>,
    pub ln_final: ClipLayerNorm,
    pub text_projection: Weight,
}

impl TextTower {
    /// Token plus position embeddings of `ids` (n x len), in the master dtype: the text
    /// residual stream stays in f32 (as under PyTorch autocast), its sub-layers compute in the
    /// compute dtype.
    fn embed(&self, ids: Vec<u32>, n: usize, len: usize) -> Result<Tensor> {
        let table = self.token_embedding.tensor();
        let width = table.dim(1)?;
        let ids = Tensor::from_vec(ids, n * len, table.device())?;
        let tokens = table.index_select(&ids, 0)?.reshape((n, len, width))?;
        tokens.broadcast_add(&self.positional_embedding.tensor().narrow(0, 0, len)?)
    }

    /// `ln_final`, the end-token rows, `text_projection`: (n, len, width) -> (n, embed),
    /// unnormalised, widened.
    fn project(&self, tokens: &Tensor, ends: &[usize], dtype: DType) -> Result<Tensor> {
        let (n, len, width) = tokens.dims3()?;
        let rows: Vec<u32> = ends
            .iter()
            .enumerate()
            .map(|(i, &e)| (i * len + e) as u32)
            .collect();
        let rows = Tensor::from_vec(rows, n, tokens.device())?;
        let x = self
            .ln_final
            .forward(tokens)?
            .reshape((n * len, width))?
            .index_select(&rows, 0)?;
        ops::widen(&matmul(
            &x.to_dtype(dtype)?,
            &self.text_projection.cast(dtype)?,
        )?)
    }

    /// Normalised embeddings of `prompts` in the master dtype, without keeping a graph.
    fn encode(&self, prompts: &[&Prompt]) -> Result<Tensor> {
        let dtype = self.token_embedding.tensor().dtype();
        let mut out = Vec::new();
        for chunk in prompts.chunks(HEAD_CHUNK) {
            let (ids, len) = truncated(chunk);
            let mut x = self.embed(ids, chunk.len(), len)?;
            for block in &self.blocks {
                x = block.forward(&x, dtype)?.detach();
            }
            let ends: Vec<usize> = chunk.iter().map(|p| p.end).collect();
            out.push(ops::l2_normalize(&self.project(&x, &ends, dtype)?)?.detach());
        }
        Tensor::cat(&out, 0)
    }
}

/// How many rows of the text width hold an `embed`-wide image embedding in the text state.
fn packed_rows(embed: usize, width: usize) -> usize {
    embed.div_ceil(width)
}

/// FLYP segment: image embedding (n, embed) -> text state (n, k + len, width), the caption
/// tokens behind the zero-padded image embedding.
pub struct TextStem {
    tower: Rc<TextTower>,
    prompts: Rc<Prompts>,
}

impl Module for TextStem {
    fn forward(&self, x: &Tensor, ctx: &Ctx) -> Result<Tensor> {
        let (n, embed) = x.dims2()?;
        let captions = self.prompts.captions(ctx, n)?;
        let (ids, len) = truncated(&captions);
        let tokens = self.tower.embed(ids, n, len)?;
        let width = tokens.dim(2)?;
        let k = packed_rows(embed, width);
        let image = x.to_dtype(tokens.dtype())?;
        let image = if k * width > embed {
            let pad = Tensor::zeros((n, k * width - embed), image.dtype(), image.device())?;
            Tensor::cat(&[&image, &pad], 1)?
        } else {
            image
        };
        Tensor::cat(&[&image.reshape((n, k, width))?, &tokens], 1)
    }

    /// The token rows (`index_select`) and their position sum, the image embedding's padding,
    /// and the state's concatenation, all in the f32 residual stream. The captions are taken
    /// at the longest prompt's length (what a micro-batch holding it runs).
    fn footprint(&self, t: &mut Tracer, x: &[usize]) -> Option<Vec<usize>> {
        let (n, embed) = (x[0], x[1]);
        let tower = &self.tower;
        let width = tower.token_embedding.dims()[1];
        let len = self.prompts.longest();
        let stream = DType::F32;
        t.weights(
            tower.token_embedding.trainable_elems() + tower.positional_embedding.trainable_elems(),
        );
        t.keep(&[n * len, width], stream);
        t.keep(&[n, len, width], stream);
        let k = packed_rows(embed, width);
        if k * width > embed {
            t.keep(&[n, k * width - embed], stream);
            t.keep(&[n, k * width], stream);
        }
        let state = vec![n, k + len, width];
        t.keep(&state, stream);
        Some(state)
    }
}

/// FLYP segment: one causal text block on the caption rows of the state; the image rows pass.
pub struct TextBlock {
    tower: Rc<TextTower>,
    index: usize,
    packed: usize,
}

impl Module for TextBlock {
    fn forward(&self, x: &Tensor, ctx: &Ctx) -> Result<Tensor> {
        let rows = x.dim(1)?;
        let image = x.narrow(1, 0, self.packed)?;
        let tokens = x.narrow(1, self.packed, rows - self.packed)?;
        let tokens = self.tower.blocks[self.index].forward(&tokens, ctx.dtype)?;
        Tensor::cat(&[&image, &tokens], 1)
    }

    fn footprint(&self, t: &mut Tracer, x: &[usize]) -> Option<Vec<usize>> {
        let tokens = [x[0], x[1] - self.packed, x[2]];
        self.tower.blocks[self.index].footprint(t, &tokens, DType::F32);
        t.keep(x, DType::F32);
        Some(x.to_vec())
    }
}

/// FLYP segment: text state -> rows `[image embedding | normalised caption embedding]`.
pub struct TextHead {
    tower: Rc<TextTower>,
    prompts: Rc<Prompts>,
    embed: usize,
}

impl Module for TextHead {
    fn forward(&self, x: &Tensor, ctx: &Ctx) -> Result<Tensor> {
        let (n, rows, width) = x.dims3()?;
        let k = packed_rows(self.embed, width);
        let image = x
            .narrow(1, 0, k)?
            .reshape((n, k * width))?
            .narrow(1, 0, self.embed)?;
        let tokens = x.narrow(1, k, rows - k)?;
        let ends: Vec<usize> = self
            .prompts
            .captions(ctx, n)?
            .iter()
            .map(|p| p.end)
            .collect();
        let text = ops::l2_normalize(&self.tower.project(&tokens, &ends, ctx.dtype)?)?;
        Tensor::cat(&[&image, &text.to_dtype(image.dtype())?], 1)
    }

    /// The image embedding's copy (a reshape of a slice of the state), `ln_final` over every
    /// caption token, the end tokens' rows, the projection, the normalised caption embedding
    /// and the rows' concatenation.
    fn footprint(&self, t: &mut Tracer, x: &[usize]) -> Option<Vec<usize>> {
        let (n, rows, width) = (x[0], x[1], x[2]);
        let tower = &self.tower;
        let k = packed_rows(self.embed, width);
        let stream = DType::F32;
        if n > 1 {
            t.keep(&[n, k * width], stream);
        }
        tower.ln_final.footprint(t, &[n, rows - k, width], stream);
        t.keep(&[n, width], stream);
        if t.compute() != stream {
            t.keep_compute(&[n, width]);
        }
        t.weights(tower.text_projection.trainable_elems());
        let embedding = [n, self.embed];
        t.keep_compute(&embedding);
        t.widen(&embedding);
        l2_normalize_footprint(t, &embedding, t.wide());
        let out = vec![n, 2 * self.embed];
        t.keep(&out, t.wide());
        Some(out)
    }
}

/// OpenAI CLIP built for one of the two recipes (see the module documentation).
pub struct Clip {
    pub config: ClipConfig,
    pub recipe: ClipRecipe,
    pub stem: VisualStem,
    pub visual_blocks: Vec<VisualBlock>,
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
    objective: Objective,
    store: Rc<RefCell<ParamStore>>,
}

impl Clip {
    pub fn from_spec(spec: &ModelSpec, recipe: &Recipe, init: &Init) -> Result<Self> {
        let inputs = load_clip_inputs(spec).map_err(|e| candle_core::Error::Msg(e.to_string()))?;
        Self::new(spec, recipe, init, &inputs)
    }

    /// A model whose shapes are `spec`'s, for a footprint: built from the files `spec` names
    /// when they can be read, else from placeholders of the same sizes (a class per
    /// `num_classes`, OpenAI's vocabulary, captions as long as the context). With
    /// [`Init::zeros`] the zero-shot head is not computed.
    pub fn for_footprint(spec: &ModelSpec, recipe: &Recipe, init: &Init) -> Result<Self> {
        if let Ok(inputs) = load_clip_inputs(spec) {
            return Self::new(spec, recipe, init, &inputs);
        }
        let config = ClipConfig::for_spec(spec)?;
        let templates = spec.clip.as_ref().map_or(1, |c| c.templates.len());
        let prompts = Prompts::placeholder(
            spec.num_classes as usize,
            templates,
            config.context_length,
            OPENAI_VOCAB_SIZE,
        );
        Self::assemble(spec, recipe, init, OPENAI_VOCAB_SIZE, prompts)
    }

    pub fn new(
        spec: &ModelSpec,
        recipe: &Recipe,
        init: &Init,
        inputs: &ClipInputs,
    ) -> Result<Self> {
        let classes = inputs.class_names.len();
        if classes != spec.num_classes as usize || inputs.templates.is_empty() {
            candle_core::bail!(
                "CLIP needs a class name per class ({classes} names for {} classes) and at least one template",
                spec.num_classes
            );
        }
        Self::assemble(
            spec,
            recipe,
            init,
            inputs.tokenizer.vocab_size(),
            Prompts::new(inputs),
        )
    }

    /// The model for a vocabulary of `vocab` tokens and the prompts of every class.
    fn assemble(
        spec: &ModelSpec,
        recipe: &Recipe,
        init: &Init,
        vocab: usize,
        prompts: Prompts,
    ) -> Result<Self> {
        let kind = ClipRecipe::for_loss(recipe.loss.name)?;
        let config = ClipConfig::for_spec(spec)?;
        let image = spec
            .image_size
            .ok_or_else(|| candle_core::Error::Msg("CLIP needs the input size".into()))?;
        let (h, w) = (image.height as usize, image.width as usize);
        let p = config.patch;
        if h % p != 0 || w % p != 0 {
            candle_core::bail!("input {h}x{w} is not a multiple of the patch size {p}");
        }
        let classes = prompts.by_class.len();
        let device = init.device().clone();

        // Image tower: always trainable, created first so both recipes draw the same values.
        let trainable = Builder {
            init: init.clone(),
            frozen: None,
        };
        let vis = trainable.pp("visual");
        let vw = config.vision_width;
        let scale = (vw as f64).powf(-0.5);
        let conv1 =
            vis.pp("conv1")
                .uniform("weight", &[vw, 3, p, p], 1.0 / ((3 * p * p) as f64).sqrt())?;
        let stem = VisualStem {
            class_embedding: vis.normal("class_embedding", &[vw], scale)?,
            positional_embedding: vis.normal(
                "positional_embedding",
                &[1 + (h / p) * (w / p), vw],
                scale,
            )?,
            ln_pre: ClipLayerNorm::new(&vis.pp("ln_pre"), vw)?,
            conv1,
            patch: p,
        };
        let resblocks = vis.pp("transformer").pp("resblocks");
        let visual_blocks = (0..config.vision_layers)
            .map(|i| {
                ResidualAttentionBlock::build(
                    &resblocks.pp(i.to_string()),
                    vw,
                    config.vision_heads,
                    config.vision_layers,
                    false,
                )
                .map(VisualBlock)
            })
            .collect::<Result<Vec<_>>>()?;
        let ln_post = ClipLayerNorm::new(&vis.pp("ln_post"), vw)?;
        let proj = vis.normal("proj", &[vw, config.embed_dim], scale)?;

        // Init::zeros (counting parameters) leaves every random weight zero: then the frozen
        // tower is zeros too and no head is computed (its normalisation would divide 0 by 0).
        let counting_only = stem
            .conv1
            .tensor()
            .abs()?
            .flatten_all()?
            .max(0)?
            .to_dtype(DType::F64)?
            .to_scalar::<f64>()?
            == 0.0;

        // Text tower: trainable for FLYP, frozen buffers for Task Arithmetic.
        let text_builder = match kind {
            ClipRecipe::Contrastive => trainable.clone(),
            ClipRecipe::ZeroShotHead => Builder {
                init: init.clone(),
                frozen: Some(if counting_only {
                    Init::zeros(&device)
                } else {
                    Init::new(FROZEN_TEXT_SEED, &device)
                }),
            },
        };
        let tw = config.text_width;
        let token_embedding =
            text_builder
                .pp("token_embedding")
                .normal("weight", &[vocab, tw], 0.02)?;
        let positional_embedding =
            text_builder.normal("positional_embedding", &[config.context_length, tw], 0.01)?;
        let text_resblocks = text_builder.pp("transformer").pp("resblocks");
        let blocks = (0..config.text_layers)
            .map(|i| {
                ResidualAttentionBlock::build(
                    &text_resblocks.pp(i.to_string()),
                    tw,
                    config.text_heads,
                    config.text_layers,
                    true,
                )
            })
            .collect::<Result<Vec<_>>>()?;
        let ln_final = ClipLayerNorm::new(&text_builder.pp("ln_final"), tw)?;
        let text_projection = text_builder.normal(
            "text_projection",
            &[tw, config.embed_dim],
            (tw as f64).powf(-0.5),
        )?;
        let logit_scale = text_builder.constant("logit_scale", &[], (1.0f64 / 0.07).ln())?;
        let text = Rc::new(TextTower {
            token_embedding,
            positional_embedding,
            blocks,
            ln_final,
            text_projection,
        });

        let zeros = Tensor::zeros((classes, config.embed_dim), DType::F32, &device)?;
        let head = match kind {
            // Saved and loaded with the weights, like BatchNorm statistics.
            ClipRecipe::ZeroShotHead => init.buffer("classification_head.weight", zeros)?,
            ClipRecipe::Contrastive => Rc::new(RefCell::new(zeros)),
        };
        let prompts = Rc::new(prompts);
        let packed = packed_rows(config.embed_dim, tw);
        let model = Clip {
            config,
            recipe: kind,
            stem,
            visual_blocks,
            visual_head: VisualHead {
                ln_post,
                proj,
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
            objective: Objective::new(recipe, 0),
            store: init.store(),
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
    pub fn rebuild_zero_shot_head(&self) -> Result<()> {
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
            Weight::Param(_) => value.clamp(0.0, MAX_LOGIT_SCALE),
            Weight::Buffer(_) => value,
        })
    }

    /// OpenAI (and open_clip) clamp `logit_scale` to [0, ln 100] after every optimizer step.
    /// Clamping the stored value before the step's loss reads it is the same trajectory: the
    /// value is read nowhere in between (evaluation reads it clamped as well).
    fn clamp_logit_scale(&self) -> Result<()> {
        if let Weight::Param(v) = &self.logit_scale {
            let value = v.as_tensor().to_dtype(DType::F64)?.to_scalar::<f64>()?;
            let clamped = value.clamp(0.0, MAX_LOGIT_SCALE);
            if clamped != value {
                v.set(&Tensor::new(clamped, v.device())?.to_dtype(v.dtype())?)?;
            }
        }
        Ok(())
    }
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
    let per_image = ops::cross_entropy_sum(&logits, &targets, label_smoothing)?;
    let per_text = ops::cross_entropy_sum(&logits.t()?.contiguous()?, &targets, label_smoothing)?;
    (per_image + per_text)? / (2.0 * n as f64)
}

impl Model for Clip {
    fn store(&self) -> Rc<RefCell<ParamStore>> {
        self.store.clone()
    }

    fn segments(&self) -> Vec<&dyn Module> {
        let mut out: Vec<&dyn Module> = vec![&self.stem];
        out.extend(self.visual_blocks.iter().map(|b| b as &dyn Module));
        out.push(&self.visual_head);
        if self.recipe == ClipRecipe::Contrastive {
            out.push(&self.text_stem);
            out.extend(self.text_blocks.iter().map(|b| b as &dyn Module));
            out.push(&self.text_head);
        }
        out
    }

    fn objective(&self) -> &Objective {
        &self.objective
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
            shape = segment.footprint(t, &shape)?;
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

    fn loss(&self, rows: &Tensor, labels: &Tensor) -> Result<Tensor> {
        match self.recipe {
            ClipRecipe::ZeroShotHead => self.objective.loss(rows, labels),
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
                    self.objective.spec.label_smoothing,
                )
            }
        }
    }

    fn eval_batch(&self, rows: &Tensor, labels: &Tensor) -> Result<(f64, u64)> {
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

    fn after_weights_loaded(&self) -> Result<()> {
        // The head is not in OpenAI's checkpoint: it is derived from the loaded text tower.
        if self.recipe == ClipRecipe::ZeroShotHead {
            self.rebuild_zero_shot_head()?;
        }
        Ok(())
    }

    fn new_parameter_prefixes(&self) -> Vec<String> {
        match self.recipe {
            ClipRecipe::ZeroShotHead => vec!["classification_head.".into()],
            ClipRecipe::Contrastive => Vec::new(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn end_token_is_the_first_largest_id() {
        assert_eq!(Prompt::new(vec![9, 4, 12, 3, 0, 0]).end, 2);
        assert_eq!(Prompt::new(vec![9, 12, 12, 0]).end, 1);
    }

    #[test]
    fn prompts_are_cut_after_the_last_end_token() {
        let a = Prompt::new(vec![5, 1, 9, 0, 0]);
        let b = Prompt::new(vec![5, 9, 0, 0, 0]);
        let (ids, len) = truncated(&[&a, &b]);
        assert_eq!(len, 3);
        assert_eq!(ids, vec![5, 1, 9, 5, 9, 0]);
    }

    #[test]
    fn image_embedding_rows_in_the_text_state() {
        assert_eq!(packed_rows(512, 512), 1);
        assert_eq!(packed_rows(640, 512), 2);
        assert_eq!(packed_rows(64, 512), 1);
    }
}
