//! DCAL: Dual Cross-Attention Learning (Zhu et al., CVPR 2022, arXiv 2205.02151) on a ViT.
//!
//! Three branches share one ViT backbone:
//! - **SA**: the L self-attention blocks and the classifier, as in the plain ViT.
//! - **GLCA** (global-local cross-attention, M = 1 block with its own weights): after the SA
//!   stack, the class token and the top `ceil(R x patches)` patch tokens by attention rollout
//!   (the class token's row of `S_l = 0.5 A_l + 0.5 I` multiplied over the SA layers) are the
//!   queries; every token is a key and value. Its class token feeds its own norm and head.
//! - **PWCA** (pair-wise cross-attention, training only): a second token stream through the
//!   *same* SA blocks (shared weights) whose keys and values are concatenated with those of a
//!   partner image; the partner is another image of the micro-batch (a random pair from the
//!   training set). Its target is the first image's label. It is absent at inference.
//!
//! The loss weighs the branches' cross-entropies by learnable uncertainties (FairMOT form):
//! `0.5 * sum_k (exp(-s_k) L_k + s_k)`. Inference sums the SA and GLCA class probabilities.
//! For re-identification (`triplet_cross_entropy`) each branch's loss is CE + batch-hard
//! triplet on its class token, weighted the same way.
//!
//! Segments for checkpointing: the patch embedding, each SA block (with its PWCA pass), and
//! the GLCA block with the heads. Between segments the state is one tensor per image,
//! `[SA tokens | PWCA tokens | rollout]` along the last dimension, (n, T, 2D + T) in training
//! and (n, T, D + T) in evaluation; the rollout part is detached (selection is not
//! differentiable).

mod family;
mod heads;

use candle_core::{DType, Result, Tensor, D};

pub(crate) use family::{DcalBlueprint, DcalFamily};
pub use heads::Heads;
use rand::seq::SliceRandom;

use super::configs::{PatchGrid, VitConfig};
use super::family::CheckedSpec;
use super::vit::{Head, PatchEmbed, VisionTransformer};
use super::{BuildError, Coupling, HeadOutput, Model, ModelParts, Recipe, SpecProblem};
use crate::config::keys;
use crate::config::schema::{DcalSpec, LossName};
use crate::labels::Labels;
use crate::nn::footprint::Tracer;
use crate::nn::layers::{
    Attention, BlockConfig, LayerNorm, Linear, LinearConfig, TransformerBlock,
    TRANSFORMER_BLOCK_BACKWARD_SHARE,
};
use crate::nn::{losses, ops, Ctx, Init, Module, Weight};
use paperfit_kernels::matmul::matmul;
use paperfit_kernels::{self as kernels, attention};

/// Salt offset of the PWCA stream's drop-path masks (independent of the SA stream's).
const PWCA_SALT: u64 = 1 << 20;
/// Salt of the GLCA block's drop-path masks.
const GLCA_SALT: u64 = 1 << 21;

/// The number of GLCA local queries for `patches` patch tokens: `ceil(R x patches)`, at least 1.
pub fn local_query_count(ratio: f64, patches: usize) -> usize {
    ((ratio * patches as f64).ceil() as usize).clamp(1, patches)
}

/// Layout of the state tensor between segments.
#[derive(Debug, Clone, Copy)]
struct State {
    dim: usize,
    tokens: usize,
    pair_wise: bool,
}

impl State {
    fn sa(&self, s: &Tensor) -> Result<Tensor> {
        s.narrow(D::Minus1, 0, self.dim)
    }

    fn pwca(&self, s: &Tensor) -> Result<Tensor> {
        s.narrow(D::Minus1, self.dim, self.dim)
    }

    fn rollout(&self, s: &Tensor, pwca: bool) -> Result<Tensor> {
        let at = if pwca { 2 * self.dim } else { self.dim };
        s.narrow(D::Minus1, at, self.tokens)
    }

    /// Whether this pass carries the PWCA stream (training only).
    fn with_pwca(&self, ctx: &Ctx) -> bool {
        self.pair_wise && ctx.train
    }

    /// The state's last dimension in a training (`train`) or evaluation pass.
    fn width(&self, train: bool) -> usize {
        if self.pair_wise && train {
            2 * self.dim + self.tokens
        } else {
            self.dim + self.tokens
        }
    }
}

/// The partner of each image of a micro-batch of `n`: one random cycle through the
/// micro-batch, so every image is paired with another (itself only when n = 1). Drawn from the
/// pass's noise seed, so a checkpointed recomputation pairs the same images.
pub(crate) fn partners(n: usize, ctx: &Ctx) -> Vec<usize> {
    let mut order: Vec<usize> = (0..n).collect();
    order.shuffle(&mut ctx.sample_rng(0xDCA1, 0));
    let mut partner = vec![0; n];
    for j in 0..n {
        partner[order[j]] = order[(j + 1) % n];
    }
    partner
}

fn index_tensor(indices: &[usize], device: &candle_core::Device) -> Result<Tensor> {
    Tensor::from_vec(
        indices.iter().map(|&i| i as u32).collect::<Vec<u32>>(),
        indices.len(),
        device,
    )
}

/// The patch embedding, starting both token streams and the rollout (the identity).
struct Embed {
    patch: PatchEmbed,
    state: State,
}

impl Module for Embed {
    fn forward(&self, x: &Tensor, ctx: &Ctx) -> Result<Tensor> {
        let tokens = self.patch.forward(x, ctx)?;
        let n = tokens.dim(0)?;
        let t = self.state.tokens;
        let eye = Tensor::eye(t, DType::F32, tokens.device())?
            .to_dtype(tokens.dtype())?
            .unsqueeze(0)?
            .broadcast_as((n, t, t))?;
        if self.state.with_pwca(ctx) {
            Tensor::cat(&[&tokens, &tokens, &eye], D::Minus1)
        } else {
            Tensor::cat(&[&tokens, &eye], D::Minus1)
        }
    }

    /// The patch embedding, the identity (held by the concatenation) and the state.
    fn footprint(&self, t: &mut Tracer, x: &[usize]) -> Vec<usize> {
        let tokens = self.patch.footprint(t, x);
        let (n, tt) = (tokens[0], tokens[1]);
        t.keep_compute(&[tt, tt]);
        let state = vec![n, tt, self.state.width(true)];
        t.keep_compute(&state);
        state
    }
}

/// One SA block, with its PWCA pass (same weights) in training, and the rollout update.
struct SaBlock {
    block: TransformerBlock,
    state: State,
}

impl SaBlock {
    fn mlp_residual(&self, x: &Tensor, ctx: &Ctx, salt: u64) -> Result<Tensor> {
        let b = &self.block;
        let m = b.mlp.forward(&b.norm2.forward(x, ctx)?, ctx)?;
        x + ops::drop_path(&m, b.config.drop_path, ctx, salt)?
    }
}

impl Module for SaBlock {
    fn forward(&self, s: &Tensor, ctx: &Ctx) -> Result<Tensor> {
        let b = &self.block;
        let st = self.state;
        let pwca = st.with_pwca(ctx);
        let sa = st.sa(s)?;
        let qkv = b.attn.qkv.forward(&b.norm1.forward(&sa, ctx)?, ctx)?;
        let heads = b.attn.heads;
        let a = b
            .attn
            .output(&attention::self_attention(&qkv, heads, false)?, ctx)?;
        let (q, k, _) = Attention::split(&qkv)?;
        let sa_mid = (&sa + ops::drop_path(&a, b.config.drop_path, ctx, b.config.salt * 2)?)?;
        let sa_out = self.mlp_residual(&sa_mid, ctx, b.config.salt * 2 + 1)?;

        // Rollout: S_l = 0.5 A_l + 0.5 I (A averaged over heads), accumulated as S_l x S_(l-1).
        let n = sa.dim(0)?;
        let t = st.tokens;
        let eye = Tensor::eye(t, DType::F32, s.device())?;
        let probs = attention::probs_mean_over_heads(&q, &k, heads)?.to_dtype(DType::F32)?;
        let step = ((probs * 0.5)?.broadcast_add(&(eye * 0.5)?))?;
        let previous = ops::widen(&st.rollout(s, pwca)?.detach())?.to_dtype(DType::F32)?;
        let rollout = matmul(&step, &previous)?.to_dtype(s.dtype())?.detach();

        if !pwca {
            return Tensor::cat(&[&sa_out, &rollout], D::Minus1);
        }
        // PWCA: queries from this image's stream, keys and values from it and from the
        // partner's SA tokens of the same layer, through the same weights.
        let stream = st.pwca(s)?;
        let (pq, pk, pv) = b.attn.project(&b.norm1.forward(&stream, ctx)?, ctx)?;
        let partner = index_tensor(&partners(n, ctx), s.device())?;
        let (_, partner_k, partner_v) = Attention::split(&qkv.index_select(&partner, 0)?)?;
        let keys = Tensor::cat(&[&pk, &partner_k], 1)?;
        let values = Tensor::cat(&[&pv, &partner_v], 1)?;
        let pa = b.attn.output(
            &attention::cross_attention(&pq, &keys, &values, heads)?,
            ctx,
        )?;
        let stream_mid = (&stream
            + ops::drop_path(&pa, b.config.drop_path, ctx, PWCA_SALT + b.config.salt * 2)?)?;
        let stream_out = self.mlp_residual(&stream_mid, ctx, PWCA_SALT + b.config.salt * 2 + 1)?;
        Tensor::cat(&[&sa_out, &stream_out, &rollout], D::Minus1)
    }

    /// The SA pass (a transformer block whose attention probabilities also feed the rollout),
    /// the rollout (detached, but held by the state's concatenation) and, in training, the PWCA
    /// pass, whose keys and values are the stream's concatenated with the partner's (another
    /// image of the micro-batch, gathered with `index_select`).
    fn footprint(&self, t: &mut Tracer, x: &[usize]) -> Vec<usize> {
        let b = &self.block;
        let (n, tt, d) = (x[0], x[1], self.state.dim);
        let tokens = [n, tt, d];
        let start = t.kept_in_segment();
        b.footprint(t, &tokens);
        t.keep_compute(&[n, tt, tt]);
        if self.state.pair_wise {
            b.norm1.footprint(t, &tokens);
            b.attn.qkv.footprint(t, &tokens);
            // The partner's projection (`index_select`), its keys and values concatenated with
            // the stream's; the attention reads the stream's queries in place.
            t.keep_compute(&[n, tt, 3 * d]);
            t.keep_compute_n(2, &[n, 2 * tt, d]);
            t.attention(n, b.attn.heads, tt, 2 * tt, d / b.attn.heads);
            b.after_heads_footprint(t, &tokens);
        }
        let state = vec![n, tt, self.state.width(true)];
        t.keep_compute(&state);
        t.backward_scratch(
            t.kept_in_segment() - start,
            TRANSFORMER_BLOCK_BACKWARD_SHARE,
        );
        state
    }
}

pub struct Dcal {
    embed: Embed,
    blocks: Vec<SaBlock>,
    pub heads: Heads,
    /// Log-variances s_k of the uncertainty weighting, one per branch (SA, GLCA[, PWCA]).
    pub uncertainty: Weight,
    state: State,
    parts: ModelParts,
}

impl Dcal {
    /// The head output the recipe's loss reads.
    fn head_output(recipe: &Recipe) -> std::result::Result<HeadOutput, SpecProblem> {
        Ok(match recipe.loss.name {
            LossName::DcalUncertainty => HeadOutput::Logits,
            LossName::TripletCrossEntropy => HeadOutput::FeaturesAndLogits,
            other => {
                return Err(SpecProblem::new(
                    keys::MODEL_NAME,
                    format!("DCAL does not train with `{}`", other.as_str()),
                    "a recipe with `dcal_uncertainty` or `triplet_cross_entropy`",
                ))
            }
        })
    }

    /// DCAL for a checked table: on its ViT backbone, whose configuration (its registry
    /// entry's, as the checkpoint it will load says: see [`super::FromCheckpoint`]) is
    /// `config`, over the patches `grid`, with the `[model.dcal]` table `dcal`.
    pub(crate) fn new(
        checked: &CheckedSpec,
        (config, grid): (VitConfig, PatchGrid),
        dcal: &DcalSpec,
        recipe: &Recipe,
        init: &Init,
    ) -> std::result::Result<Self, BuildError> {
        let spec = checked.spec();
        let output = Self::head_output(recipe)?;
        let classes = spec.num_classes as usize;
        let VisionTransformer {
            embed,
            blocks,
            head,
            ..
        } = VisionTransformer::new(
            init,
            config,
            grid,
            classes,
            spec.drop_path_rate,
            HeadOutput::Logits,
            recipe,
        )?;
        let dim = config.dim;
        let (glca, glca_norm, glca_head) = Self::glca(init, &config, classes, spec.drop_path_rate)?;
        let branches = if dcal.pair_wise { 3 } else { 2 };
        // The paper does not state the initial s_k; 0 weighs every branch equally at the start.
        let uncertainty = init.constant("uncertainty", &[branches], 0.0, false)?;
        let tokens = 1 + grid.patches();
        let feature_dim = if output == HeadOutput::FeaturesAndLogits {
            dim
        } else {
            0
        };
        let state = State {
            dim,
            tokens,
            pair_wise: dcal.pair_wise,
        };
        let Head {
            norm,
            head: Some(sa_head),
            ..
        } = head
        else {
            // An invariant: a head that emits logits is built with its classifier.
            let why = "the SA branch is built with a classifier";
            return Err(candle_core::Error::Msg(why.into()).into());
        };
        Ok(Dcal {
            embed: Embed {
                patch: embed,
                state,
            },
            blocks: blocks
                .into_iter()
                .map(|block| SaBlock { block, state })
                .collect(),
            heads: Heads {
                norm,
                head: sa_head,
                glca,
                glca_norm,
                glca_head,
                local_query_ratio: dcal.local_query_ratio,
                output,
                state,
            },
            uncertainty,
            state,
            parts: ModelParts::new(init, recipe, feature_dim),
        })
    }

    /// The GLCA block (`glca.*`, a ViT block's shape with its own weights), its final norm
    /// and its classifier.
    fn glca(
        init: &Init,
        config: &VitConfig,
        classes: usize,
        drop_path: f64,
    ) -> Result<(TransformerBlock, LayerNorm, Linear)> {
        let dim = config.dim;
        let mlp_ratio = if config.mlp_ratio_x4 { 4.0 } else { 2.0 };
        let block = TransformerBlock::new(
            &init.pp("glca"),
            dim,
            BlockConfig::timm(config.heads, mlp_ratio, drop_path, GLCA_SALT),
        )?;
        let norm = LayerNorm::new(&init.pp("glca_norm"), dim, 1e-6)?;
        let head = Linear::new(
            &init.pp("glca_head"),
            dim,
            classes,
            LinearConfig::trunc_normal(0.02),
        )?;
        Ok((block, norm, head))
    }

    /// Number of branches in training rows.
    fn branches(&self) -> usize {
        if self.state.pair_wise {
            3
        } else {
            2
        }
    }

    fn row_width(&self) -> usize {
        self.parts.objective.feature_dim + self.vit_classes()
    }

    fn vit_classes(&self) -> usize {
        self.heads.glca_head.weight.dim(0).unwrap_or(0)
    }

    /// Indices of the GLCA queries for an accumulated rollout (n, T, T): see
    /// [`Heads::local_queries`].
    pub fn local_queries(&self, rollout: &Tensor) -> Result<Vec<Vec<usize>>> {
        self.heads.local_queries(rollout)
    }

    /// The SA-stack output tokens and the accumulated rollout of `images` (evaluation mode).
    pub fn sa_tokens_and_rollout(&self, images: &Tensor, ctx: &Ctx) -> Result<(Tensor, Tensor)> {
        let eval = Ctx {
            train: false,
            ..ctx.clone()
        };
        let mut s = self.embed.forward(images, &eval)?;
        for block in &self.blocks {
            s = block.forward(&s, &eval)?;
        }
        Ok((self.state.sa(&s)?, self.state.rollout(&s, false)?))
    }

    /// The uncertainty-weighted combination `0.5 * sum_k (exp(-s_k) L_k + s_k)` of per-branch
    /// losses `l` (each a scalar), with `count` copies of the `s_k` term (one per sample for
    /// the summed per-sample form, one for a mean).
    fn weigh(&self, l: &[Tensor], count: f64) -> Result<Tensor> {
        let s = self.uncertainty.tensor();
        let mut total: Option<Tensor> = None;
        for (k, loss) in l.iter().enumerate() {
            let sk = s.narrow(0, k, 1)?.squeeze(0)?;
            let term = ((sk.neg()?.exp()? * loss)? + (&sk * count)?)?;
            total = Some(match total {
                Some(t) => (t + term)?,
                None => term,
            });
        }
        total.expect("at least two branches") * 0.5
    }
}

impl Model for Dcal {
    fn segments(&self) -> Vec<&dyn Module> {
        super::segments(Some(&self.embed), &self.blocks, &self.heads)
    }

    fn parts(&self) -> &ModelParts {
        &self.parts
    }

    /// The segments, then (per-sample loss) each branch's log-softmax; a re-ID loss is
    /// batch-coupled and traced as its gradient-caching surrogate.
    fn footprint(&self, t: &mut Tracer, images: &[usize]) -> Option<()> {
        let mut shape = images.to_vec();
        for (i, segment) in self.segments().into_iter().enumerate() {
            t.begin_segment(&format!("segment {i}"), &shape, t.compute());
            shape = segment.footprint(t, &shape);
        }
        if self.parts.objective.coupling() == Coupling::Window {
            self.parts.objective.loss_footprint(t, &shape);
        } else {
            for _ in 0..self.branches() {
                t.cross_entropy_for_loss(&[shape[0], self.vit_classes()]);
            }
        }
        Some(())
    }

    fn coupling(&self) -> Coupling {
        self.parts.objective.coupling()
    }

    fn loss(&self, rows: &Tensor, labels: &Labels) -> Result<Tensor> {
        let width = self.row_width();
        let n = rows.dim(0)?;
        let smoothing = self.parts.objective.spec.label_smoothing;
        let mut per_branch = Vec::with_capacity(self.branches());
        for k in 0..self.branches() {
            let row = rows.narrow(1, k * width, width)?;
            let logits = row.narrow(1, self.parts.objective.feature_dim, self.vit_classes())?;
            let ce = kernels::cross_entropy_sum(&logits, labels.on_device(), smoothing)?;
            per_branch.push(match self.parts.objective.spec.name {
                // Summed over the micro-batch; the s_k term once per sample.
                LossName::DcalUncertainty => ce,
                _ => {
                    let features = row.narrow(1, 0, self.parts.objective.feature_dim)?;
                    let margin = self
                        .parts
                        .objective
                        .spec
                        .triplet_margin
                        .unwrap_or(super::DEFAULT_TRIPLET_MARGIN);
                    let triplet = losses::triplet_batch_hard(&features, labels.host(), margin)?;
                    ((ce / n as f64)? + triplet)?
                }
            });
        }
        match self.parts.objective.spec.name {
            LossName::DcalUncertainty => self.weigh(&per_branch, n as f64),
            _ => self.weigh(&per_branch, 1.0),
        }
    }

    fn eval_scores(&self, rows: &Tensor, labels: &Labels) -> Result<super::BatchScores> {
        // Inference: the sum of the SA and GLCA class probabilities; the loss reported is the
        // cross-entropy of their mean.
        let width = self.row_width();
        let f = self.parts.objective.feature_dim;
        let c = self.vit_classes();
        let p_sa = ops::softmax(&rows.narrow(1, f, c)?)?;
        let p_glca = ops::softmax(&rows.narrow(1, width + f, c)?)?;
        let log_mean = ((p_sa + p_glca)? * 0.5)?.log()?;
        super::classification_eval(&log_mean, labels)
    }

    fn retrieval_features(&self, rows: &Tensor) -> Result<Tensor> {
        // The SA and GLCA class tokens, concatenated.
        let f = self.parts.objective.feature_dim;
        if f == 0 {
            candle_core::bail!(
                "DCAL emits features for retrieval when trained with `triplet_cross_entropy`"
            );
        }
        let width = self.row_width();
        Tensor::cat(&[rows.narrow(1, 0, f)?, rows.narrow(1, width, f)?], 1)
    }

    /// The PWCA partner of each image (training with pair-wise attention only).
    fn replayed_draws(&self, n: usize, ctx: &Ctx) -> Result<Vec<(&'static str, Tensor)>> {
        if !self.state.with_pwca(ctx) {
            return Ok(Vec::new());
        }
        Ok(vec![(
            "partners",
            index_tensor(&partners(n, ctx), &candle_core::Device::Cpu)?,
        )])
    }

    /// The GLCA branch (its block, norm and classifier) and the uncertainty weights; the SA
    /// classifier is the registry entry's `head`.
    fn new_parameter_prefixes(&self) -> Vec<String> {
        ["glca", "uncertainty"]
            .iter()
            .map(|s| s.to_string())
            .collect()
    }
}
