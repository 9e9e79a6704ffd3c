use candle_core::{DType, Result, Tensor};

use super::{LayerNorm, Linear, LinearConfig};
use crate::nn::footprint::Tracer;
use crate::nn::{ops, Ctx, Fill, Init, Module};
use paperfit_kernels::{self as kernels, ActivationKind};

/// A transformer block's backward peaks at about this share of the bytes its forward kept, on
/// top of them (the norms', activation's and projections' gradients; the attention op's own
/// workspace is counted apart, see `Tracer::attention`; measured in
/// `tests/footprint/memory_footprint.rs`).
pub(crate) const TRANSFORMER_BLOCK_BACKWARD_SHARE: f64 = 0.28;

/// The MLP's activation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Activation {
    /// Exact (erf) GELU: timm's ViT/DeiT.
    Gelu,
    /// `x * sigmoid(1.702 x)`: OpenAI CLIP, whose weights were trained with it.
    QuickGelu,
}

impl Activation {
    /// The fused op's kind ([`kernels::fused_activation`]: one graph node).
    fn kind(self) -> ActivationKind {
        match self {
            Activation::Gelu => ActivationKind::Gelu,
            Activation::QuickGelu => ActivationKind::QuickGelu,
        }
    }

    fn apply(self, x: &Tensor) -> Result<Tensor> {
        kernels::fused_activation(x, self.kind())
    }
}

/// Whose state-dict names and initialisation a block follows. The names are the checkpoint
/// format, so public weights load without renaming.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum BlockNames {
    /// timm's `Block`: `norm1`, `attn.qkv`, `attn.proj`, `norm2`, `mlp.fc1`, `mlp.fc2`;
    /// weights N(0, 0.02) truncated, zero biases.
    Timm,
    /// OpenAI CLIP's `ResidualAttentionBlock`: `ln_1`, `attn.in_proj_weight` /
    /// `attn.in_proj_bias` (PyTorch `nn.MultiheadAttention`), `attn.out_proj`, `ln_2`,
    /// `mlp.c_fc`, `mlp.c_proj`; OpenAI's initialisation for a tower of `layers` blocks.
    OpenAi { layers: usize },
}

/// A pre-norm transformer block's options.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct BlockConfig {
    pub heads: usize,
    /// The MLP's hidden width over the block's width.
    pub mlp_ratio: f64,
    pub eps: f64,
    pub activation: Activation,
    pub names: BlockNames,
    /// Each position attends to itself and the positions before it only (CLIP's text tower).
    pub causal: bool,
    /// Stochastic depth: the probability of dropping each residual branch per sample.
    pub drop_path: f64,
    /// Distinguishes this block's random masks from other blocks'.
    pub salt: u64,
}

impl BlockConfig {
    /// timm's ViT/DeiT block.
    pub fn timm(heads: usize, mlp_ratio: f64, drop_path: f64, salt: u64) -> Self {
        BlockConfig {
            heads,
            mlp_ratio,
            eps: 1e-6,
            activation: Activation::Gelu,
            names: BlockNames::Timm,
            causal: false,
            drop_path,
            salt,
        }
    }

    /// OpenAI CLIP's block in a tower of `layers` blocks.
    pub fn openai(heads: usize, layers: usize, causal: bool) -> Self {
        BlockConfig {
            heads,
            mlp_ratio: 4.0,
            eps: 1e-5,
            activation: Activation::QuickGelu,
            names: BlockNames::OpenAi { layers },
            causal,
            drop_path: 0.0,
            salt: 0,
        }
    }
}

/// Multi-head self-attention: one input projection for queries, keys and values (timm's
/// `qkv`, PyTorch's `in_proj`), then the output projection.
#[derive(Debug, Clone)]
pub struct Attention {
    pub qkv: Linear,
    pub proj: Linear,
    pub heads: usize,
}

impl Attention {
    /// timm's attention (`qkv`, `proj`) with timm's initialisation.
    pub fn new(init: &Init, dim: usize, heads: usize) -> Result<Self> {
        let linear = LinearConfig::trunc_normal(0.02);
        Self::with(
            init,
            dim,
            heads,
            linear.named("qkv.weight", "qkv.bias"),
            "proj",
            linear,
        )
    }

    fn with(
        init: &Init,
        dim: usize,
        heads: usize,
        qkv: LinearConfig,
        proj_name: &str,
        proj: LinearConfig,
    ) -> Result<Self> {
        if heads == 0 || dim % heads != 0 {
            candle_core::bail!("attention: width {dim} does not split into {heads} heads");
        }
        Ok(Attention {
            qkv: Linear::new(init, dim, 3 * dim, qkv)?,
            proj: Linear::new(&init.pp(proj_name), dim, dim, proj)?,
            heads,
        })
    }

    /// (b, t, dim) -> (b, t, dim): the projection, the heads' attention as one fused op
    /// ([`kernels::attention::self_attention`]; `causal`: position i attends to 0..=i only), the
    /// output projection.
    pub(crate) fn forward_with(&self, x: &Tensor, causal: bool, ctx: &Ctx) -> Result<Tensor> {
        let qkv = self.qkv.forward(x, ctx)?;
        let heads_out = kernels::attention::self_attention(&qkv, self.heads, causal)?;
        self.proj.forward(&heads_out, ctx)
    }

    /// Queries, keys and values of (b, t, dim) in token layout, each (b, t, dim): views of the
    /// one projection (for cross-attention, [`kernels::attention::cross_attention`]).
    pub(crate) fn project(&self, x: &Tensor, ctx: &Ctx) -> Result<(Tensor, Tensor, Tensor)> {
        Self::split(&self.qkv.forward(x, ctx)?)
    }

    /// The queries, keys and values of a packed (b, t, 3 x dim) projection: views.
    pub(crate) fn split(qkv: &Tensor) -> Result<(Tensor, Tensor, Tensor)> {
        let dim = qkv.dim(2)? / 3;
        Ok((
            qkv.narrow(2, 0, dim)?,
            qkv.narrow(2, dim, dim)?,
            qkv.narrow(2, 2 * dim, dim)?,
        ))
    }

    /// The heads' outputs in token layout (b, t, dim) through the output projection.
    pub fn output(&self, heads_out: &Tensor, ctx: &Ctx) -> Result<Tensor> {
        self.proj.forward(heads_out, ctx)
    }
}

impl Module for Attention {
    fn forward(&self, x: &Tensor, ctx: &Ctx) -> Result<Tensor> {
        self.forward_with(x, false, ctx)
    }

    fn footprint(&self, t: &mut Tracer, x: &[usize]) -> Vec<usize> {
        let (b, tokens, dim) = (x[0], x[1], x[2]);
        self.qkv.footprint(t, x);
        t.attention(b, self.heads, tokens, tokens, dim / self.heads);
        self.proj.footprint(t, x)
    }
}

/// Two linear layers with an activation between them (a transformer's MLP).
#[derive(Debug, Clone)]
pub struct Mlp {
    pub fc1: Linear,
    pub fc2: Linear,
    pub activation: Activation,
}

impl Module for Mlp {
    fn forward(&self, x: &Tensor, ctx: &Ctx) -> Result<Tensor> {
        let hidden = self.activation.apply(&self.fc1.forward(x, ctx)?)?;
        self.fc2.forward(&hidden, ctx)
    }

    fn footprint(&self, t: &mut Tracer, x: &[usize]) -> Vec<usize> {
        let hidden = self.fc1.footprint(t, x);
        t.activation(&hidden);
        self.fc2.footprint(t, &hidden)
    }
}

/// A pre-norm transformer block: `x + drop_path(attn(norm1(x)))`, then
/// `x + drop_path(mlp(norm2(x)))`. The residual stream may be held wider than the compute
/// dtype (CLIP's text tower keeps it in f32): each branch then computes in the compute dtype
/// and is cast back to the stream's.
#[derive(Debug, Clone)]
pub struct TransformerBlock {
    pub norm1: LayerNorm,
    pub attn: Attention,
    pub norm2: LayerNorm,
    pub mlp: Mlp,
    pub config: BlockConfig,
}

impl TransformerBlock {
    pub fn new(init: &Init, dim: usize, config: BlockConfig) -> Result<Self> {
        let hidden = (dim as f64 * config.mlp_ratio) as usize;
        match config.names {
            BlockNames::Timm => {
                let linear = LinearConfig::trunc_normal(0.02);
                Ok(TransformerBlock {
                    norm1: LayerNorm::new(&init.pp("norm1"), dim, config.eps)?,
                    attn: Attention::new(&init.pp("attn"), dim, config.heads)?,
                    norm2: LayerNorm::new(&init.pp("norm2"), dim, config.eps)?,
                    mlp: Self::mlp(
                        &init.pp("mlp"),
                        ["fc1", "fc2"],
                        dim,
                        hidden,
                        [linear; 2],
                        config,
                    )?,
                    config,
                })
            }
            BlockNames::OpenAi { layers } => Self::openai(init, dim, hidden, layers, config),
        }
    }

    /// OpenAI's initialisation (`CLIP.initialize_parameters`): attention in-projection std
    /// width^-0.5, output projections std width^-0.5 (2 layers)^-0.5, `c_fc` std
    /// (2 width)^-0.5; attention biases zero, MLP biases PyTorch's default.
    fn openai(
        init: &Init,
        dim: usize,
        hidden: usize,
        layers: usize,
        config: BlockConfig,
    ) -> Result<Self> {
        let w = dim as f64;
        let proj_std = w.powf(-0.5) * (2.0 * layers.max(1) as f64).powf(-0.5);
        let in_proj =
            LinearConfig::trunc_normal(w.powf(-0.5)).named("in_proj_weight", "in_proj_bias");
        let out_proj = LinearConfig::trunc_normal(proj_std);
        let fc = LinearConfig::trunc_normal((2.0 * w).powf(-0.5)).with_bias(Fill::FanInUniform);
        let c_proj = LinearConfig::trunc_normal(proj_std).with_bias(Fill::FanInUniform);
        Ok(TransformerBlock {
            norm1: LayerNorm::new(&init.pp("ln_1"), dim, config.eps)?,
            attn: Attention::with(
                &init.pp("attn"),
                dim,
                config.heads,
                in_proj,
                "out_proj",
                out_proj,
            )?,
            norm2: LayerNorm::new(&init.pp("ln_2"), dim, config.eps)?,
            mlp: Self::mlp(
                &init.pp("mlp"),
                ["c_fc", "c_proj"],
                dim,
                hidden,
                [fc, c_proj],
                config,
            )?,
            config,
        })
    }

    fn mlp(
        init: &Init,
        names: [&str; 2],
        dim: usize,
        hidden: usize,
        linears: [LinearConfig; 2],
        config: BlockConfig,
    ) -> Result<Mlp> {
        Ok(Mlp {
            fc1: Linear::new(&init.pp(names[0]), dim, hidden, linears[0])?,
            fc2: Linear::new(&init.pp(names[1]), hidden, dim, linears[1])?,
            activation: config.activation,
        })
    }

    /// The residual sum of `x` and a branch computed in the compute dtype, with drop path
    /// (candle's add's bits, in 16-byte packs on CUDA: [`paperfit_kernels::sum`]).
    fn residual(&self, x: &Tensor, branch: &Tensor, ctx: &Ctx, salt: u64) -> Result<Tensor> {
        let dropped = ops::drop_path(branch, self.config.drop_path, ctx, salt)?;
        paperfit_kernels::sum(x, &dropped.to_dtype(x.dtype())?)
    }

    /// The block from its attention heads' output on: the output projection, drop path and
    /// residual sum, then the MLP half (norm, MLP, drop path, residual sum). `x` is the shape
    /// of the tokens the heads answered for (DCAL's GLCA and PWCA passes reuse it).
    pub(crate) fn after_heads_footprint(&self, t: &mut Tracer, x: &[usize]) {
        let compute = t.compute();
        self.after_heads_footprint_in(t, x, compute);
    }

    fn after_heads_footprint_in(&self, t: &mut Tracer, x: &[usize], stream: DType) {
        let cast = stream != t.compute();
        self.attn.proj.footprint(t, x);
        t.drop_path(x, self.config.drop_path);
        if cast {
            t.keep(x, stream);
        }
        t.keep(x, stream); // residual sum
        self.norm2.footprint_in(t, x, stream);
        if cast {
            t.keep_compute(x);
        }
        self.mlp.footprint(t, x);
        t.drop_path(x, self.config.drop_path);
        if cast {
            t.keep(x, stream);
        }
        t.keep(x, stream); // residual sum
    }

    /// [`Module::footprint`] of `x` (b, t, width) held in `stream` (the compute dtype, or f32
    /// in CLIP's text tower: then each branch's input and output is cast).
    pub(crate) fn footprint_in(&self, t: &mut Tracer, x: &[usize], stream: DType) -> Vec<usize> {
        let start = t.kept_in_segment();
        let (b, tokens, dim) = (x[0], x[1], x[2]);
        let heads = self.attn.heads;
        self.norm1.footprint_in(t, x, stream);
        if stream != t.compute() {
            t.keep_compute(x);
        }
        self.attn.qkv.footprint(t, x);
        t.attention(b, heads, tokens, tokens, dim / heads);
        self.after_heads_footprint_in(t, x, stream);
        t.backward_scratch(
            t.kept_in_segment() - start,
            TRANSFORMER_BLOCK_BACKWARD_SHARE,
        );
        x.to_vec()
    }
}

impl Module for TransformerBlock {
    /// `x` (b, t, width) in any dtype (the residual stream keeps it); the branches compute in
    /// the compute dtype.
    fn forward(&self, x: &Tensor, ctx: &Ctx) -> Result<Tensor> {
        let salt = self.config.salt;
        let h = self.norm1.forward(x, ctx)?.to_dtype(ctx.dtype)?;
        let a = self.attn.forward_with(&h, self.config.causal, ctx)?;
        let x = self.residual(x, &a, ctx, salt * 2)?;
        let h = self.norm2.forward(&x, ctx)?.to_dtype(ctx.dtype)?;
        let m = self.mlp.forward(&h, ctx)?;
        self.residual(&x, &m, ctx, salt * 2 + 1)
    }

    fn footprint(&self, t: &mut Tracer, x: &[usize]) -> Vec<usize> {
        let compute = t.compute();
        self.footprint_in(t, x, compute)
    }
}
