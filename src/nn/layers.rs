//! Layers with parameters. Weight names follow PyTorch (`weight`, `bias`, `running_mean`, ...)
//! so checkpoints load in Python and public weights load here.

use std::cell::RefCell;
use std::rc::Rc;

use candle_core::{DType, Result, Tensor, Var};

use super::footprint::{with_last, Tracer};
use super::matmul::matmul;
use super::{ops, Ctx, Init};

/// Cast a master weight to the compute dtype inside the graph: the cast's backward returns an
/// f32 gradient to the master.
fn cast(v: &Var, dtype: DType) -> Result<Tensor> {
    v.as_tensor().to_dtype(dtype)
}

/// `y = x W^T + b` over the last dimension (PyTorch's default initialisation).
#[derive(Debug, Clone)]
pub struct Linear {
    pub weight: Var,
    pub bias: Option<Var>,
}

impl Linear {
    pub fn new(init: &Init, in_dim: usize, out_dim: usize, bias: bool) -> Result<Self> {
        let bound = 1.0 / (in_dim as f64).sqrt();
        Ok(Linear {
            weight: init.uniform("weight", &[out_dim, in_dim], bound, true)?,
            bias: if bias {
                Some(init.uniform("bias", &[out_dim], bound, false)?)
            } else {
                None
            },
        })
    }

    /// Truncated-normal weights (std 0.02) and zero bias, as timm initialises transformers.
    pub fn new_trunc_normal(
        init: &Init,
        in_dim: usize,
        out_dim: usize,
        bias: bool,
    ) -> Result<Self> {
        Ok(Linear {
            weight: init.trunc_normal("weight", &[out_dim, in_dim], 0.02, true)?,
            bias: if bias {
                Some(init.constant("bias", &[out_dim], 0.0, false)?)
            } else {
                None
            },
        })
    }

    pub fn forward(&self, x: &Tensor, ctx: &Ctx) -> Result<Tensor> {
        let w = cast(&self.weight, ctx.dtype)?;
        let y = matmul(x, &w.t()?)?;
        match &self.bias {
            Some(b) => y.broadcast_add(&cast(b, ctx.dtype)?),
            None => Ok(y),
        }
    }

    /// The product (and the bias sum) of a contiguous input; a rank-2 weight is not copied.
    pub fn footprint(&self, t: &mut Tracer, x: &[usize]) -> Vec<usize> {
        let out = with_last(x, self.weight.dim(0).unwrap_or(0));
        t.weights(self.weight.elem_count());
        t.keep_compute(&out);
        if let Some(b) = &self.bias {
            t.weights(b.elem_count());
            t.keep_compute(&out);
        }
        out
    }
}

/// 2-D convolution of (n, c, h, w).
#[derive(Debug, Clone)]
pub struct Conv2d {
    pub weight: Var,
    pub bias: Option<Var>,
    pub stride: usize,
    pub padding: usize,
    pub groups: usize,
}

impl Conv2d {
    #[allow(clippy::too_many_arguments)]
    pub fn new(
        init: &Init,
        in_channels: usize,
        out_channels: usize,
        kernel: usize,
        stride: usize,
        padding: usize,
        groups: usize,
        bias: bool,
    ) -> Result<Self> {
        let fan_in = (in_channels / groups) * kernel * kernel;
        let bound = 1.0 / (fan_in as f64).sqrt();
        Ok(Conv2d {
            weight: init.uniform(
                "weight",
                &[out_channels, in_channels / groups, kernel, kernel],
                bound,
                true,
            )?,
            bias: if bias {
                Some(init.uniform("bias", &[out_channels], bound, false)?)
            } else {
                None
            },
            stride,
            padding,
            groups,
        })
    }

    pub fn forward(&self, x: &Tensor, ctx: &Ctx) -> Result<Tensor> {
        // Through a view node: candle's convolution backward builds the kernel's gradient from
        // the (tracked) input, so a gradient added straight onto the master weight would keep
        // that graph (a zero tensor and the raw gradient, two more weight-sized buffers per
        // convolution) alive until the gradients are dropped. The view's gradient is detached
        // when the view is processed, so the master's gradient holds only itself.
        let w = cast(&self.weight, ctx.dtype)?.reshape(self.weight.dims())?;
        let y = x.conv2d(&w, self.padding, self.stride, 1, self.groups)?;
        match &self.bias {
            Some(b) => {
                let c = b.dim(0)?;
                y.broadcast_add(&cast(b, ctx.dtype)?.reshape((1, c, 1, 1))?)
            }
            None => Ok(y),
        }
    }

    /// The convolution's output (per group and concatenated when grouped) and its im2col
    /// matrix: candle's CPU convolution unfolds the input into (n, ho x wo, c x k x k) and
    /// multiplies it with the kernel, and the weight gradient unfolds again in backward.
    pub fn footprint(&self, t: &mut Tracer, x: &[usize]) -> Vec<usize> {
        let dims = self.weight.dims();
        let (out_c, in_per_group, k) = (dims[0], dims[1], dims[2]);
        let (n, h, w) = (x[0], x[2], x[3]);
        let ho = (h + 2 * self.padding - k) / self.stride + 1;
        let wo = (w + 2 * self.padding - k) / self.stride + 1;
        let out = vec![n, out_c, ho, wo];
        t.weights(self.weight.elem_count());
        t.keep_compute(&out);
        if self.groups > 1 {
            // The groups' outputs are concatenated.
            t.keep_compute(&out);
        }
        let unfolded = n * ho * wo * in_per_group * k * k;
        let product = n * ho * wo * out_c / self.groups;
        t.workspace(((unfolded + product) * t.compute().size_in_bytes()) as u64);
        if let Some(b) = &self.bias {
            t.weights(b.elem_count());
            t.keep_compute(&out);
        }
        out
    }
}

/// Layer normalisation over the last dimension.
#[derive(Debug, Clone)]
pub struct LayerNorm {
    pub weight: Var,
    pub bias: Var,
    pub eps: f64,
}

impl LayerNorm {
    pub fn new(init: &Init, dim: usize, eps: f64) -> Result<Self> {
        Ok(LayerNorm {
            weight: init.constant("weight", &[dim], 1.0, false)?,
            bias: init.constant("bias", &[dim], 0.0, false)?,
            eps,
        })
    }

    pub fn forward(&self, x: &Tensor) -> Result<Tensor> {
        ops::layer_norm(x, self.weight.as_tensor(), self.bias.as_tensor(), self.eps)
    }

    pub fn footprint(&self, t: &mut Tracer, x: &[usize]) -> Vec<usize> {
        t.weights(self.weight.elem_count() + self.bias.elem_count());
        t.layer_norm(x);
        x.to_vec()
    }
}

/// Group normalisation of (n, c, h, w).
#[derive(Debug, Clone)]
pub struct GroupNorm {
    pub weight: Var,
    pub bias: Var,
    pub groups: usize,
    pub eps: f64,
}

impl GroupNorm {
    pub fn new(init: &Init, groups: usize, channels: usize, eps: f64) -> Result<Self> {
        Ok(GroupNorm {
            weight: init.constant("weight", &[channels], 1.0, false)?,
            bias: init.constant("bias", &[channels], 0.0, false)?,
            groups,
            eps,
        })
    }

    pub fn forward(&self, x: &Tensor) -> Result<Tensor> {
        ops::group_norm(
            x,
            self.groups,
            self.weight.as_tensor(),
            self.bias.as_tensor(),
            self.eps,
        )
    }

    pub fn footprint(&self, t: &mut Tracer, x: &[usize]) -> Vec<usize> {
        t.weights(self.weight.elem_count() + self.bias.elem_count());
        t.group_norm(x, self.groups);
        x.to_vec()
    }
}

/// Batch normalisation of (n, c, h, w) with running statistics (PyTorch semantics: momentum
/// 0.1, biased variance to normalise, unbiased variance in the running estimate).
#[derive(Debug, Clone)]
pub struct BatchNorm2d {
    pub weight: Var,
    pub bias: Var,
    pub running_mean: Rc<RefCell<Tensor>>,
    pub running_var: Rc<RefCell<Tensor>>,
    pub eps: f64,
    pub momentum: f64,
    /// Always use the running statistics (frozen BatchNorm), even in training.
    pub frozen: bool,
}

impl BatchNorm2d {
    pub fn new(init: &Init, channels: usize, frozen: bool) -> Result<Self> {
        let device = init.device().clone();
        Ok(BatchNorm2d {
            weight: init.constant("weight", &[channels], 1.0, false)?,
            bias: init.constant("bias", &[channels], 0.0, false)?,
            running_mean: init.buffer(
                "running_mean",
                Tensor::zeros(channels, DType::F32, &device)?,
            )?,
            running_var: init
                .buffer("running_var", Tensor::ones(channels, DType::F32, &device)?)?,
            eps: 1e-5,
            momentum: 0.1,
            frozen,
        })
    }

    pub fn forward(&self, x: &Tensor, ctx: &Ctx) -> Result<Tensor> {
        let dtype = x.dtype();
        let xw = ops::widen(x)?;
        let c = xw.dim(1)?;
        let (mean, var) = if ctx.train && !self.frozen {
            let (mean, var) = ops::batch_stats(&xw)?;
            if ctx.update_batch_stats {
                let (n, _, h, w) = xw.dims4()?;
                let count = (n * h * w) as f64;
                let unbiased = (var.detach() * (count / (count - 1.0).max(1.0)))?;
                let m = self.momentum;
                let mut rm = self.running_mean.borrow_mut();
                let mut rv = self.running_var.borrow_mut();
                *rm = ((&*rm * (1.0 - m))?
                    + (mean.detach().to_dtype(rm.dtype())?.flatten_all()? * m)?)?;
                *rv = ((&*rv * (1.0 - m))? + (unbiased.to_dtype(rv.dtype())?.flatten_all()? * m)?)?;
            }
            (mean, var)
        } else {
            let rm = self
                .running_mean
                .borrow()
                .to_dtype(xw.dtype())?
                .reshape((1, c, 1, 1))?;
            let rv = self
                .running_var
                .borrow()
                .to_dtype(xw.dtype())?
                .reshape((1, c, 1, 1))?;
            (rm, rv)
        };
        ops::batch_norm_apply(
            &xw,
            &mean,
            &var,
            self.weight.as_tensor(),
            self.bias.as_tensor(),
            self.eps,
        )?
        .to_dtype(dtype)
    }

    /// Training forward: with batch statistics (their (c, n h w) copy, centred values and
    /// squares), then the four full-size ops of the normalisation; frozen: the latter only.
    pub fn footprint(&self, t: &mut Tracer, x: &[usize]) -> Vec<usize> {
        let wide = t.wide();
        let c = x[1];
        t.weights(self.weight.elem_count() + self.bias.elem_count());
        t.widen(x);
        if !self.frozen {
            for _ in 0..3 {
                t.keep(x, wide);
            }
            for _ in 0..2 {
                t.keep(&[c, 1], wide);
            }
        }
        // (var + eps).sqrt()
        t.keep(&[1, c, 1, 1], wide);
        t.keep(&[1, c, 1, 1], wide);
        // - mean, / std, * weight, + bias
        for _ in 0..4 {
            t.keep(x, wide);
        }
        t.narrow_to_compute(x);
        x.to_vec()
    }
}

/// Multi-head self-attention in timm's layout (`qkv`, `proj`).
#[derive(Debug, Clone)]
pub struct Attention {
    pub qkv: Linear,
    pub proj: Linear,
    pub heads: usize,
}

impl Attention {
    pub fn new(init: &Init, dim: usize, heads: usize) -> Result<Self> {
        if dim % heads != 0 {
            candle_core::bail!("attention: dim {dim} does not split into {heads} heads");
        }
        Ok(Attention {
            qkv: Linear::new_trunc_normal(&init.pp("qkv"), dim, 3 * dim, true)?,
            proj: Linear::new_trunc_normal(&init.pp("proj"), dim, dim, true)?,
            heads,
        })
    }

    /// (b, t, dim) -> (b, t, dim).
    pub fn forward(&self, x: &Tensor, ctx: &Ctx) -> Result<Tensor> {
        let (q, k, v) = self.project(x, ctx)?;
        self.merge(&ops::attention(&q, &k, &v)?, ctx)
    }

    /// Queries, keys and values of (b, t, dim), each (b, heads, t, dim / heads).
    pub fn project(&self, x: &Tensor, ctx: &Ctx) -> Result<(Tensor, Tensor, Tensor)> {
        let (b, t, dim) = x.dims3()?;
        let hd = dim / self.heads;
        let qkv = self
            .qkv
            .forward(x, ctx)?
            .reshape((b, t, 3, self.heads, hd))?
            .permute((2, 0, 3, 1, 4))?;
        Ok((qkv.get(0)?, qkv.get(1)?, qkv.get(2)?))
    }

    /// Heads' outputs (b, heads, t, hd) -> the output projection (b, t, dim).
    pub fn merge(&self, heads_out: &Tensor, ctx: &Ctx) -> Result<Tensor> {
        let (b, h, t, hd) = heads_out.dims4()?;
        let out = heads_out.transpose(1, 2)?.reshape((b, t, h * hd))?;
        self.proj.forward(&out, ctx)
    }

    /// [`Attention::merge`] into `x` (b, t, dim): the heads' merge (a copy) and the output
    /// projection.
    pub fn merge_footprint(&self, t: &mut Tracer, x: &[usize]) -> Vec<usize> {
        t.keep_compute(x);
        self.proj.footprint(t, x)
    }
}

/// Two linear layers with GELU between them (a transformer's MLP).
#[derive(Debug, Clone)]
pub struct Mlp {
    pub fc1: Linear,
    pub fc2: Linear,
}

impl Mlp {
    pub fn new(init: &Init, dim: usize, hidden: usize) -> Result<Self> {
        Ok(Mlp {
            fc1: Linear::new_trunc_normal(&init.pp("fc1"), dim, hidden, true)?,
            fc2: Linear::new_trunc_normal(&init.pp("fc2"), hidden, dim, true)?,
        })
    }

    pub fn forward(&self, x: &Tensor, ctx: &Ctx) -> Result<Tensor> {
        self.fc2
            .forward(&ops::gelu(&self.fc1.forward(x, ctx)?)?, ctx)
    }

    pub fn footprint(&self, t: &mut Tracer, x: &[usize]) -> Vec<usize> {
        let hidden = self.fc1.footprint(t, x);
        t.gelu(&hidden);
        self.fc2.footprint(t, &hidden)
    }
}

/// A transformer block's backward peaks at about this share of the bytes its forward kept, on
/// top of them (the softmax and GELU gradients and their temporaries; measured in
/// `tests/memory_footprint.rs`).
pub const TRANSFORMER_BLOCK_BACKWARD_SHARE: f64 = 0.75;

/// A pre-norm transformer block (timm `Block`): `x + drop_path(attn(norm1(x)))`, then
/// `x + drop_path(mlp(norm2(x)))`.
#[derive(Debug, Clone)]
pub struct TransformerBlock {
    pub norm1: LayerNorm,
    pub attn: Attention,
    pub norm2: LayerNorm,
    pub mlp: Mlp,
    pub drop_path: f64,
    /// Distinguishes this block's random masks from other blocks'.
    pub salt: u64,
}

impl TransformerBlock {
    pub fn new(
        init: &Init,
        dim: usize,
        heads: usize,
        mlp_ratio: f64,
        drop_path: f64,
        salt: u64,
    ) -> Result<Self> {
        Ok(TransformerBlock {
            norm1: LayerNorm::new(&init.pp("norm1"), dim, 1e-6)?,
            attn: Attention::new(&init.pp("attn"), dim, heads)?,
            norm2: LayerNorm::new(&init.pp("norm2"), dim, 1e-6)?,
            mlp: Mlp::new(&init.pp("mlp"), dim, (dim as f64 * mlp_ratio) as usize)?,
            drop_path,
            salt,
        })
    }

    pub fn forward(&self, x: &Tensor, ctx: &Ctx) -> Result<Tensor> {
        let a = self.attn.forward(&self.norm1.forward(x)?, ctx)?;
        let x = (x + ops::drop_path(&a, self.drop_path, ctx, self.salt * 2)?)?;
        let m = self.mlp.forward(&self.norm2.forward(&x)?, ctx)?;
        x + ops::drop_path(&m, self.drop_path, ctx, self.salt * 2 + 1)?
    }

    /// The block from its attention heads' output on: the merge and projection, drop path and
    /// residual sum, then the MLP half (norm, MLP, drop path, residual sum). `x` is the shape
    /// of the tokens the heads answered for (DCAL's GLCA and PWCA passes reuse it).
    pub fn after_heads_footprint(&self, t: &mut Tracer, x: &[usize]) {
        self.attn.merge_footprint(t, x);
        t.drop_path(x, self.drop_path);
        t.elementwise(x);
        self.norm2.footprint(t, x);
        self.mlp.footprint(t, x);
        t.drop_path(x, self.drop_path);
        t.elementwise(x);
    }

    pub fn footprint(&self, t: &mut Tracer, x: &[usize]) -> Vec<usize> {
        let start = t.kept_in_segment();
        let (b, tokens, dim) = (x[0], x[1], x[2]);
        self.norm1.footprint(t, x);
        self.attn.qkv.footprint(t, x);
        t.attention(b, self.attn.heads, tokens, tokens, dim / self.attn.heads);
        self.after_heads_footprint(t, x);
        t.backward_scratch(
            t.kept_in_segment() - start,
            TRANSFORMER_BLOCK_BACKWARD_SHARE,
        );
        x.to_vec()
    }
}

impl super::Module for TransformerBlock {
    fn forward(&self, x: &Tensor, ctx: &Ctx) -> Result<Tensor> {
        TransformerBlock::forward(self, x, ctx)
    }

    fn footprint(&self, t: &mut Tracer, x: &[usize]) -> Option<Vec<usize>> {
        Some(TransformerBlock::footprint(self, t, x))
    }
}
