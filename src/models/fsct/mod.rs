//! Few-Shot Cosine Transformer (FS-CT; Nguyen et al., IEEE Access 2023, arXiv 2211.06828), as
//! the authors' code builds it (`methods/transformer.py`, `FewShotTransformer` with
//! `variant = "cosine"`; `backbone.py`), plus the VIC regularisation of the unofficial ProFOCT
//! fork.
//!
//! An episode is `n_way` classes x (`k_shot` support + `n_query` query) images. The backbone
//! embeds every image (these are the model's segments, so they can be micro-batched and
//! checkpointed); the head runs in [`Model::loss`] on the whole episode's rows at once, which is
//! why the coupling is [`super::Coupling::Window`] and the trainer uses gradient caching.
//!
//! The head, with d the backbone's feature width:
//! 1. prototypes: `z_proto[c] = sum_s softmax_s(proto_weight[c, s]) z_support[c, s]`, with
//!    `proto_weight` (n_way, k_shot, 1) initialised to ones (the mean at the start);
//! 2. `depth` times (1 by default; the same weights every time, as the code's loop):
//!    `x = ATTN(q = x, k = v = queries) + x`, `x = FFN(x) + x`, starting from the prototypes
//!    (1, n_way, d) against the queries (n_query_total, 1, d), so x becomes (queries, n_way, d):
//!    each query gets its own view of every prototype;
//! 3. `linear`: LayerNorm, Linear(d, 64), `CosineDistLinear(64, 1)` -> logits (queries, n_way);
//!    cross-entropy (mean over the queries) against the query's position in the episode.
//!
//! `ATTN` is the cosine attention: one `input_linear` (LayerNorm, Linear(d, 8 x 64, no bias))
//! projects q, k and v alike; per head, `cos(q, k) = q.k / (|q| |k|)` replaces the softmax of
//! scaled dot products, `out = cos(q, k) v`; heads are concatenated and `output_linear`
//! (Linear(512, d)) projects back. `FFN` is LayerNorm, Linear(d, 512), GELU, Linear(512, d).
//!
//! `CosineDistLinear(64, 1)` is CloserLookFewShot's `distLinear`: a weight-normalised linear
//! layer (`weight = g v / |v|`, parameters `L.weight_g`, `L.weight_v`) on an input divided by its
//! L2 norm (+1e-5), times 2. The code takes that norm with `torch.norm(x, dim=1)`, written for a
//! 2-D (batch, features) input; the transformer hands it (queries, n_way, 64), so dim 1 is the
//! way axis: each of the 64 features is normalised across the n_way prototypes of a query, not
//! each prototype across its features. paperfit does the same, since that is the function the
//! reported accuracies were trained with.
//!
//! Names follow the code's state dict: `feature.*` (the backbone), `ATTN.input_linear.0.*`
//! (LayerNorm), `ATTN.input_linear.1.weight`, `ATTN.output_linear.*`, `proto_weight`,
//! `FFN.0.*` (LayerNorm), `FFN.1.*`, `FFN.3.*`, `linear.0.*` (LayerNorm), `linear.1.*`,
//! `linear.2.L.weight_g`, `linear.2.L.weight_v`.
//!
//! Backbones (`model.backbone`):
//! - `conv4`: [`super::conv4::Conv4`], flattened (1600 features at 84 px), as the code;
//! - `resnet18` / `resnet34`: torchvision's ResNet without its pooling and classifier, the last
//!   map flattened, as the code's `ResNetModel` (`nn.Sequential(*children[:-2])`, then
//!   `view(n_way, k_shot, -1)`): 512 x 7 x 7 = 25088 features at 224 px, so the head is large
//!   (53.2M parameters). Names are torchvision's under `feature.` (`feature.conv1.weight`,
//!   `feature.layer1.0.bn1.running_mean`, ...);
//! - `small_cnn`: the quickstart CNN's stages (conv 3x3, GroupNorm, GELU, max-pool; names
//!   `feature.stages.N.*`) and global average pooling, without its classifier. BatchNorm-free,
//!   so micro-batching an episode is exact: for tests and smoke runs, not a paper backbone.
//!
//! ProFOCT's VIC regularisation ([`VicSpec`], `paper.loss.vic`) adds to the cross-entropy
//! `lambda_V V + lambda_I I + lambda_C C` on the support embeddings (the backbone's rows of the
//! support set, as the fork regularises them): V and C are VICReg's variance and covariance terms
//! ([`losses::vic_variance`], [`losses::vic_covariance`]); I is the mean squared difference between
//! each support embedding and its class prototype ([`losses::vic_invariance`]) — a
//! reconstruction: the fork's code leaves its invariance term at 0 (it has no augmented pairs).
//! With `on_attention`, V and C of the transformer block's output rows (queries x n_way, d) are
//! added too, weighted 0.5 as in the fork (which detaches them, so they change no gradient
//! there; here they do).

mod family;
mod head;

use candle_core::{DType, Device, Result, Tensor};

pub(crate) use family::FsctFamily;
use head::{linear_rows, CosineAttention, CosineDistLinear, FeedForward};

use super::configs::FsctBackbone;
use super::configs::SMALL_CNN_CHANNELS;
use super::conv4::Conv4;
use super::family::CheckedSpec;
use super::resnet::ResNet;
use super::small_cnn::{default_widths, Stage};
use super::{classification_eval, BuildError, HeadOutput, Model, ModelParts, Recipe, SpecProblem};
use crate::config::keys;
use crate::config::schema::{InputSize, SamplingSpec, VicSpec};
use crate::labels::Labels;
use crate::nn::footprint::Tracer;
use crate::nn::layers::{LayerNorm, Linear, LinearConfig};
use crate::nn::{losses, ops, Ctx, Init, Module, Weight};
use paperfit_kernels as kernels;

/// Attention heads, width per head and FFN width: the code's defaults.
pub(crate) const HEADS: usize = 8;
pub(crate) const DIM_HEAD: usize = 64;
pub(crate) const MLP_DIM: usize = 512;
/// Transformer depth (`depth = 1` in the code); `model.depth` overrides it.
pub(crate) const DEPTH: usize = 1;
/// `CosineDistLinear`'s fixed scale for up to 200 outputs.
pub(crate) const COSINE_SCALE: f64 = 2.0;
/// Added to the norm that `CosineDistLinear` divides by.
const COSINE_NORM_EPS: f64 = 1e-5;
/// PyTorch's `nn.LayerNorm` default.
const LAYER_NORM_EPS: f64 = 1e-5;
/// Weight of the VIC terms of the attention outputs relative to those of the embeddings (the
/// fork's `* 0.5`).
pub(crate) const ATTENTION_VIC_WEIGHT: f64 = 0.5;

/// Side of torchvision ResNet's last map: the stem convolution, the stem max-pool and three
/// stride-2 stages each map a side s to floor((s - 1) / 2) + 1 (224 -> 7, 32 -> 1).
fn resnet_side(side: u32) -> usize {
    (0..5).fold(side as usize, |s, _| s.saturating_sub(1) / 2 + 1)
}

/// Width of the rows `backbone` emits for inputs of `size`.
fn feature_dim(backbone: FsctBackbone, size: InputSize) -> usize {
    match backbone {
        FsctBackbone::Conv4 => Conv4::feature_dim_for(size),
        FsctBackbone::ResNet(_) => 512 * resnet_side(size.height) * resnet_side(size.width),
        FsctBackbone::SmallCnn => SMALL_CNN_CHANNELS[SMALL_CNN_CHANNELS.len() - 1] as usize,
    }
}

/// Trainable parameters of the head (everything but the backbone) for features of width `d`:
/// `2120 d + 641 + n_way k_shot` with the code's sizes.
pub fn head_parameters(d: usize, n_way: usize, k_shot: usize) -> usize {
    let inner = HEADS * DIM_HEAD;
    let layer_norm = 2 * d;
    let attention = layer_norm + inner * d + (d * inner + d);
    let ffn = layer_norm + (d * MLP_DIM + MLP_DIM) + (MLP_DIM * d + d);
    let output = layer_norm + (d * DIM_HEAD + DIM_HEAD) + (1 + DIM_HEAD);
    attention + n_way * k_shot + ffn + output
}

/// `x.view(n, -1)` of the backbone's last map.
pub(crate) struct Flatten;

impl Module for Flatten {
    fn forward(&self, x: &Tensor, _ctx: &Ctx) -> Result<Tensor> {
        x.flatten_from(1)
    }

    /// A view of the (contiguous) map.
    fn footprint(&self, _t: &mut Tracer, x: &[usize]) -> Vec<usize> {
        vec![x[0], x[1..].iter().product()]
    }
}

/// Global average pooling: (n, c, h, w) -> (n, c).
pub(crate) struct GlobalPool;

impl Module for GlobalPool {
    fn forward(&self, x: &Tensor, _ctx: &Ctx) -> Result<Tensor> {
        kernels::spatial_mean(x)
    }

    fn footprint(&self, t: &mut Tracer, x: &[usize]) -> Vec<usize> {
        t.global_avg_pool(x)
    }
}

enum Backbone {
    Conv4(Conv4),
    /// Its own head (global pooling) is not used: the last map is flattened.
    ResNet(ResNet),
    SmallCnn(Vec<Stage>),
}

impl Backbone {
    /// `backbone` under `feature` (the code's `self.feature`) for the checked FS-CT table,
    /// emitting features.
    fn new(
        backbone: FsctBackbone,
        feature: &Init,
        checked: &CheckedSpec,
        recipe: &Recipe,
    ) -> Result<Self> {
        let spec = checked.spec();
        Ok(match backbone {
            FsctBackbone::Conv4 => {
                Backbone::Conv4(Conv4::new(feature, checked, HeadOutput::Features, recipe)?)
            }
            FsctBackbone::ResNet(config) => Backbone::ResNet(ResNet::new(
                feature,
                config,
                spec.num_classes as usize,
                spec.freeze_batchnorm,
                HeadOutput::Features,
                recipe,
            )?),
            FsctBackbone::SmallCnn => Backbone::SmallCnn(Stage::stack(feature, &default_widths())?),
        })
    }
}

/// What the head computes for one episode.
struct HeadOutputs {
    /// (queries, n_way).
    logits: Tensor,
    /// Support embeddings (n_way, k_shot, d).
    support: Tensor,
    /// Prototypes (n_way, d).
    prototypes: Tensor,
    /// The transformer block's output (queries, n_way, d).
    block: Tensor,
}

pub struct Fsct {
    backbone: Backbone,
    flatten: Flatten,
    pool: GlobalPool,
    attention: CosineAttention,
    proto_weight: Weight,
    ffn: FeedForward,
    out_norm: LayerNorm,
    out_linear: Linear,
    cosine: CosineDistLinear,
    depth: usize,
    pub n_way: usize,
    pub k_shot: usize,
    pub n_query: usize,
    vic: Option<VicSpec>,
    label_smoothing: f64,
    /// Width of the backbone's rows (d).
    pub feature_dim: usize,
    parts: ModelParts,
}

impl Fsct {
    /// FS-CT for a checked table, on the backbone its check resolved, with the recipe's
    /// episodes.
    pub(crate) fn new(
        checked: &CheckedSpec,
        backbone: FsctBackbone,
        recipe: &Recipe,
        init: &Init,
    ) -> std::result::Result<Self, BuildError> {
        let spec = checked.spec();
        let Some(SamplingSpec::Episodes {
            n_way,
            k_shot,
            n_query,
        }) = recipe.sampling
        else {
            return Err(SpecProblem::new(
                keys::PAPER_SAMPLING,
                "fsct trains on episodes",
                "[paper.sampling] kind = \"episodes\"",
            )
            .into());
        };
        let (n_way, k_shot, n_query) = (n_way as usize, k_shot as usize, n_query as usize);
        if n_way == 0 || k_shot == 0 || n_query == 0 {
            return Err(SpecProblem::new(
                keys::PAPER_SAMPLING,
                "fsct needs episodes of at least one way, shot and query",
                "n_way, k_shot and n_query of at least 1",
            )
            .into());
        }
        let depth = spec.depth.map_or(DEPTH, |d| d as usize);
        // At least 1: the check saw the input through the backbone's pools.
        let d = feature_dim(backbone, checked.image());
        let backbone = Backbone::new(backbone, &init.pp("feature"), checked, recipe)?;
        // The code's registration order: feature, ATTN, proto_weight, FFN, linear.
        let attention = CosineAttention::new(&init.pp("ATTN"), d, HEADS, DIM_HEAD)?;
        let proto_weight = init.constant("proto_weight", &[n_way, k_shot, 1], 1.0, true)?;
        let ffn = FeedForward::new(&init.pp("FFN"), d, MLP_DIM)?;
        let linear = init.pp("linear");
        let out_norm = LayerNorm::new(&linear.pp("0"), d, LAYER_NORM_EPS)?;
        let out_linear = Linear::new(&linear.pp("1"), d, DIM_HEAD, LinearConfig::PYTORCH)?;
        let cosine = CosineDistLinear::new(&linear.pp("2").pp("L"), DIM_HEAD, 1)?;
        Ok(Fsct {
            backbone,
            flatten: Flatten,
            pool: GlobalPool,
            attention,
            proto_weight,
            ffn,
            out_norm,
            out_linear,
            cosine,
            depth,
            n_way,
            k_shot,
            n_query,
            vic: recipe.loss.vic.clone(),
            label_smoothing: recipe.loss.label_smoothing,
            feature_dim: d,
            parts: ModelParts::new(init, recipe, 0),
        })
    }

    /// Samples in one episode.
    pub(crate) fn episode_size(&self) -> usize {
        self.n_way * (self.k_shot + self.n_query)
    }

    /// The class index (0..n_way) of every query, checking that `labels` (dataset classes) lay
    /// out one episode: support class-major, then queries class-major, classes distinct.
    fn query_targets(&self, labels: &Labels, device: &Device) -> Result<Labels> {
        let labels = labels.host();
        let (n, k, q) = (self.n_way, self.k_shot, self.n_query);
        if labels.len() != self.episode_size() {
            candle_core::bail!(
                "fsct: {} rows, but a {n}-way {k}-shot episode with {q} queries has {}",
                labels.len(),
                self.episode_size()
            );
        }
        let classes: Vec<u32> = (0..n).map(|c| labels[c * k]).collect();
        for c in 0..n {
            let support = &labels[c * k..(c + 1) * k];
            let query = &labels[n * k + c * q..n * k + (c + 1) * q];
            if support.iter().chain(query).any(|&l| l != classes[c])
                || classes[..c].contains(&classes[c])
            {
                candle_core::bail!(
                    "fsct: the rows are not one episode (support then queries, each class-major, classes distinct); labels {labels:?}"
                );
            }
        }
        let targets: Vec<u32> = (0..n as u32)
            .flat_map(|c| std::iter::repeat_n(c, q))
            .collect();
        Labels::new(targets, device)
    }

    /// The head on one episode's rows (support class-major, then queries class-major).
    fn head(&self, rows: &Tensor) -> Result<HeadOutputs> {
        let rows = ops::widen(rows)?;
        let ctx = Ctx::eval(rows.dtype());
        let (count, d) = rows.dims2()?;
        let (n, k, q) = (self.n_way, self.k_shot, self.n_query);
        if count != self.episode_size() || d != self.feature_dim {
            // Evaluation too must hand over whole episodes: plain batches of the evaluation
            // split end here.
            candle_core::bail!(
                "fsct: the head takes one {n}-way {k}-shot episode with {q} queries per class, {} rows x {} features; got {count} x {d}",
                self.episode_size(),
                self.feature_dim
            );
        }
        let support = rows.narrow(0, 0, n * k)?.reshape((n, k, d))?;
        let queries = rows.narrow(0, n * k, n * q)?;
        // Softmax over the shots of each class (nn.Softmax(dim=-2) of (n_way, k_shot, 1)).
        let weights = ops::softmax(&self.proto_weight.cast(DType::F32)?.reshape((n, k))?)?
            .to_dtype(rows.dtype())?
            .reshape((n, k, 1))?;
        let prototypes = support.broadcast_mul(&weights)?.sum(1)?;
        let mut x = prototypes.unsqueeze(0)?;
        for _ in 0..self.depth {
            x = self
                .attention
                .forward(&x, &queries, &ctx)?
                .broadcast_add(&x)?;
            x = (self.ffn.forward(&x, &ctx)? + &x)?;
        }
        let y = linear_rows(&self.out_linear, &self.out_norm.forward(&x, &ctx)?, &ctx)?;
        let logits = self.cosine.forward(&y, &ctx)?;
        Ok(HeadOutputs {
            logits,
            support,
            prototypes,
            block: x,
        })
    }

    /// `lambda_V V + lambda_I I + lambda_C C` of the support embeddings, plus (with
    /// `on_attention`) 0.5 (`lambda_V V + lambda_C C`) of the transformer block's output rows.
    fn vic_terms(&self, out: &HeadOutputs, vic: &VicSpec) -> Result<Tensor> {
        let (n, k, d) = out.support.dims3()?;
        let support = out.support.reshape((n * k, d))?;
        let prototypes = out.prototypes.unsqueeze(1)?.broadcast_as((n, k, d))?;
        let mut total = ((losses::vic_variance(&support)? * vic.variance)?
            + (losses::vic_invariance(&out.support, &prototypes)? * vic.invariance)?)?;
        total = (total + (losses::vic_covariance(&support)? * vic.covariance)?)?;
        if vic.on_attention {
            let (q, ways, d) = out.block.dims3()?;
            let rows = out.block.reshape((q * ways, d))?;
            let attention = ((losses::vic_variance(&rows)? * vic.variance)?
                + (losses::vic_covariance(&rows)? * vic.covariance)?)?;
            total = (total + (attention * ATTENTION_VIC_WEIGHT)?)?;
        }
        Ok(total)
    }
}

impl Model for Fsct {
    fn parts(&self) -> &ModelParts {
        &self.parts
    }

    /// The mean cross-entropy over the episode's queries, plus the VIC terms when the recipe
    /// has them.
    fn loss(&self, rows: &Tensor, labels: &Labels) -> Result<Tensor> {
        let out = self.head(rows)?;
        let targets = self.query_targets(labels, rows.device())?;
        let queries = targets.len() as f64;
        let ce =
            (kernels::cross_entropy_sum(&out.logits, targets.on_device(), self.label_smoothing)?
                / queries)?;
        match &self.vic {
            Some(vic) => ce + self.vic_terms(&out, vic)?,
            None => Ok(ce),
        }
    }

    /// One episode's rows: the summed cross-entropy over its queries, the queries classified
    /// right, and their scores against the episode's classes.
    fn eval_scores(&self, rows: &Tensor, labels: &Labels) -> Result<super::BatchScores> {
        let out = self.head(rows)?;
        let targets = self.query_targets(labels, rows.device())?;
        classification_eval(&out.logits, &targets)
    }

    fn new_parameter_prefixes(&self) -> Vec<String> {
        ["ATTN.", "FFN.", "linear.", "proto_weight"]
            .into_iter()
            .map(String::from)
            .collect()
    }

    fn segments(&self) -> Vec<&dyn Module> {
        match &self.backbone {
            Backbone::Conv4(net) => net.segments(),
            Backbone::ResNet(net) => {
                let mut out = net.segments();
                // Its head pools; the code flattens the 7 x 7 map instead.
                out.pop();
                out.push(&self.flatten);
                out
            }
            Backbone::SmallCnn(stages) => {
                let mut out: Vec<&dyn Module> = stages.iter().map(|s| s as &dyn Module).collect();
                out.push(&self.pool);
                out
            }
        }
    }
}
