use std::cell::RefCell;
use std::rc::Rc;

use candle_core::{DType, Result, Tensor};

use crate::nn::footprint::Tracer;
use crate::nn::{kernels, ops, Ctx, Init, Module, Weight};

/// Layer normalisation over the last dimension, computed in f32 or wider and returned in the
/// input's dtype (so it is also OpenAI CLIP's fp16-safe `LayerNorm`).
#[derive(Debug, Clone)]
pub struct LayerNorm {
    pub weight: Weight,
    pub bias: Weight,
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

    /// The norm of `x` held in `stream` (the compute dtype, or CLIP's f32 text residual
    /// stream): see [`Tracer::layer_norm`].
    pub fn footprint_in(&self, t: &mut Tracer, x: &[usize], stream: DType) {
        t.weights(self.weight.trainable_elems() + self.bias.trainable_elems());
        t.layer_norm(x, stream);
    }
}

impl Module for LayerNorm {
    /// The fused op ([`kernels::layer_norm`]) on the f32 masters: one graph node.
    fn forward(&self, x: &Tensor, _ctx: &Ctx) -> Result<Tensor> {
        kernels::layer_norm(x, &self.weight.tensor(), &self.bias.tensor(), self.eps)
    }

    fn footprint(&self, t: &mut Tracer, x: &[usize]) -> Vec<usize> {
        let compute = t.compute();
        self.footprint_in(t, x, compute);
        x.to_vec()
    }
}

/// Group normalisation of (n, c, h, w).
#[derive(Debug, Clone)]
pub struct GroupNorm {
    pub weight: Weight,
    pub bias: Weight,
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
}

impl Module for GroupNorm {
    fn forward(&self, x: &Tensor, _ctx: &Ctx) -> Result<Tensor> {
        ops::group_norm(
            x,
            self.groups,
            &self.weight.tensor(),
            &self.bias.tensor(),
            self.eps,
        )
    }

    fn footprint(&self, t: &mut Tracer, x: &[usize]) -> Vec<usize> {
        t.weights(self.weight.trainable_elems() + self.bias.trainable_elems());
        t.group_norm(x, self.groups);
        x.to_vec()
    }
}

/// Batch normalisation of (n, c, h, w) with running statistics (PyTorch semantics: momentum
/// 0.1, biased variance to normalise, unbiased variance in the running estimate).
#[derive(Debug, Clone)]
pub struct BatchNorm2d {
    pub weight: Weight,
    pub bias: Weight,
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

    /// Moves the running statistics towards this batch's (`mean`, biased `var`, each (1, c, 1,
    /// 1)) by the momentum; the variance is made unbiased first, as PyTorch does.
    fn update_running_stats(&self, x: &Tensor, mean: &Tensor, var: &Tensor) -> Result<()> {
        let (n, _, h, w) = x.dims4()?;
        let count = (n * h * w) as f64;
        let unbiased = (var.detach() * (count / (count - 1.0).max(1.0)))?;
        let m = self.momentum;
        let mut rm = self.running_mean.borrow_mut();
        let mut rv = self.running_var.borrow_mut();
        *rm = ((&*rm * (1.0 - m))? + (mean.detach().to_dtype(rm.dtype())?.flatten_all()? * m)?)?;
        *rv = ((&*rv * (1.0 - m))? + (unbiased.to_dtype(rv.dtype())?.flatten_all()? * m)?)?;
        Ok(())
    }

    /// The running statistics as (1, c, 1, 1) in `dtype`.
    fn running_stats(&self, c: usize, dtype: DType) -> Result<(Tensor, Tensor)> {
        let shaped = |t: &Rc<RefCell<Tensor>>| t.borrow().to_dtype(dtype)?.reshape((1, c, 1, 1));
        Ok((shaped(&self.running_mean)?, shaped(&self.running_var)?))
    }
}

impl Module for BatchNorm2d {
    fn forward(&self, x: &Tensor, ctx: &Ctx) -> Result<Tensor> {
        let dtype = x.dtype();
        let xw = ops::widen(x)?;
        let (mean, var) = if ctx.train && !self.frozen {
            let (mean, var) = ops::batch_stats(&xw)?;
            if ctx.update_batch_stats {
                self.update_running_stats(&xw, &mean, &var)?;
            }
            (mean, var)
        } else {
            self.running_stats(xw.dim(1)?, xw.dtype())?
        };
        ops::batch_norm_apply(
            &xw,
            &mean,
            &var,
            &self.weight.tensor(),
            &self.bias.tensor(),
            self.eps,
        )?
        .to_dtype(dtype)
    }

    /// Training forward: with batch statistics (their (c, n h w) copy, centred values and
    /// squares), then the four full-size ops of the normalisation; frozen: the latter only.
    fn footprint(&self, t: &mut Tracer, x: &[usize]) -> Vec<usize> {
        let wide = t.wide();
        let c = x[1];
        t.weights(self.weight.trainable_elems() + self.bias.trainable_elems());
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
