use std::cell::RefCell;
use std::rc::Rc;

use candle_core::{DType, Result, Tensor};

use crate::nn::footprint::Tracer;
use crate::nn::{ops, Ctx, Init, Module, Weight};
use paperfit_kernels::{self as kernels, batch_norm, Statistics};

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
    pub(crate) fn footprint_in(&self, t: &mut Tracer, x: &[usize], stream: DType) {
        t.weights(self.weight.trainable_elems() + self.bias.trainable_elems());
        t.layer_norm(x, stream);
    }
}

impl Module for LayerNorm {
    /// The fused op ([`kernels::fused_layer_norm`]) on the f32 masters: one graph node.
    fn forward(&self, x: &Tensor, _ctx: &Ctx) -> Result<Tensor> {
        kernels::fused_layer_norm(x, &self.weight.tensor(), &self.bias.tensor(), self.eps)
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

/// What a batch norm's op does after normalising.
#[derive(Debug, Clone, Copy)]
enum Epilogue<'a> {
    Plain,
    Relu,
    /// `relu(y + residual)`.
    AddRelu(&'a Tensor),
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

    /// BatchNorm then ReLU, as one op (ResNet's and Conv4's `bn` + `relu`).
    pub(crate) fn forward_relu(&self, x: &Tensor, ctx: &Ctx) -> Result<Tensor> {
        self.apply(x, ctx, Epilogue::Relu)
    }

    /// `relu(bn(x) + residual)`, as one op (the end of a ResNet or ResNeXt block without
    /// squeeze-and-excitation: [`kernels::batch_norm_add_relu`]).
    pub(crate) fn forward_add_relu(
        &self,
        x: &Tensor,
        residual: &Tensor,
        ctx: &Ctx,
    ) -> Result<Tensor> {
        self.apply(x, ctx, Epilogue::AddRelu(residual))
    }

    /// With batch statistics in training (the running ones moved by them when
    /// `ctx.update_batch_stats`), else with the running statistics; then `epilogue`.
    fn apply(&self, x: &Tensor, ctx: &Ctx, epilogue: Epilogue) -> Result<Tensor> {
        let (w, b) = (self.weight.tensor(), self.bias.tensor());
        let run = |statistics: Statistics| match epilogue {
            Epilogue::AddRelu(residual) => {
                kernels::batch_norm_add_relu(x, &w, &b, statistics, self.eps, residual)
            }
            Epilogue::Relu => kernels::fused_batch_norm(x, &w, &b, statistics, self.eps, true),
            Epilogue::Plain => kernels::fused_batch_norm(x, &w, &b, statistics, self.eps, false),
        };
        if ctx.train && !self.frozen {
            let (y, stats) = run(Statistics::Batch)?;
            if ctx.update_batch_stats {
                self.update_running_stats(x, &stats)?;
            }
            return Ok(y);
        }
        let (mean, var) = (
            self.running_mean.borrow().clone(),
            self.running_var.borrow().clone(),
        );
        Ok(run(Statistics::Running {
            mean: &mean,
            var: &var,
        })?
        .0)
    }

    /// Moves the running statistics towards this batch's (`stats` from the op) by the
    /// momentum; the variance is made unbiased first, as PyTorch does.
    fn update_running_stats(&self, x: &Tensor, stats: &Tensor) -> Result<()> {
        let (n, _, h, w) = x.dims4()?;
        let mut rm = self.running_mean.borrow_mut();
        let mut rv = self.running_var.borrow_mut();
        let (mean, var) = batch_norm::update_running(&rm, &rv, stats, n * h * w, self.momentum)?;
        *rm = mean.to_dtype(rm.dtype())?;
        *rv = var.to_dtype(rv.dtype())?;
        Ok(())
    }

    /// The footprint of [`Module::forward`], [`BatchNorm2d::forward_relu`] and
    /// [`BatchNorm2d::forward_add_relu`]: the output and the (c, 3) statistics the backward reads
    /// (with the residual, the output is the block's: the normalised values are not kept).
    pub(crate) fn footprint_of(&self, t: &mut Tracer, x: &[usize]) {
        t.weights(self.weight.trainable_elems() + self.bias.trainable_elems());
        t.keep_compute(x);
        t.keep(&[x[1], 3], kernels::master_dtype(t.compute()));
    }
}

impl Module for BatchNorm2d {
    /// One fused op ([`kernels::fused_batch_norm`]) on the f32 masters.
    fn forward(&self, x: &Tensor, ctx: &Ctx) -> Result<Tensor> {
        self.apply(x, ctx, Epilogue::Plain)
    }

    fn footprint(&self, t: &mut Tracer, x: &[usize]) -> Vec<usize> {
        self.footprint_of(t, x);
        x.to_vec()
    }
}
