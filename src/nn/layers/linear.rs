use candle_core::{Result, Tensor};

use crate::nn::footprint::{with_last, Tracer};
use crate::nn::{Ctx, Fill, Init, Module, Weight};
use paperfit_kernels::matmul::linear_reading;

/// How a [`Linear`] layer is initialised and named.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct LinearConfig {
    pub weight: Fill,
    /// `None`: no bias.
    pub bias: Option<Fill>,
    /// The weight's and the bias's names under the layer's prefix (`weight`, `bias`;
    /// PyTorch's `nn.MultiheadAttention` stores its input projection as `in_proj_weight`,
    /// `in_proj_bias`).
    pub names: (&'static str, &'static str),
}

impl LinearConfig {
    /// PyTorch's `nn.Linear` default: weight and bias U(+-1/sqrt(in)).
    pub const PYTORCH: LinearConfig = LinearConfig {
        weight: Fill::FanInUniform,
        bias: Some(Fill::FanInUniform),
        names: ("weight", "bias"),
    };

    /// Truncated-normal weights (std `std`) and zero bias, as timm initialises transformers.
    pub(crate) const fn trunc_normal(std: f64) -> Self {
        LinearConfig {
            weight: Fill::TruncNormal(std),
            bias: Some(Fill::Constant(0.0)),
            names: ("weight", "bias"),
        }
    }

    pub(crate) const fn without_bias(self) -> Self {
        LinearConfig { bias: None, ..self }
    }

    pub(crate) const fn with_bias(self, bias: Fill) -> Self {
        LinearConfig {
            bias: Some(bias),
            ..self
        }
    }

    pub(crate) const fn named(self, weight: &'static str, bias: &'static str) -> Self {
        LinearConfig {
            names: (weight, bias),
            ..self
        }
    }
}

/// `y = x W^T + b` over the last dimension; W is (out, in), PyTorch's layout.
#[derive(Debug, Clone)]
pub struct Linear {
    pub weight: Weight,
    pub bias: Option<Weight>,
}

impl Linear {
    /// Matrices decay, biases do not (when the recipe exempts norms and biases).
    pub fn new(init: &Init, in_dim: usize, out_dim: usize, config: LinearConfig) -> Result<Self> {
        let (weight_name, bias_name) = config.names;
        Ok(Linear {
            weight: init.fill(weight_name, &[out_dim, in_dim], config.weight, in_dim, true)?,
            bias: match config.bias {
                Some(fill) => Some(init.fill(bias_name, &[out_dim], fill, in_dim, false)?),
                None => None,
            },
        })
    }

    pub(crate) fn out_dim(&self) -> usize {
        self.weight.dims()[0]
    }
}

impl Module for Linear {
    /// One fused op ([`paperfit_kernels::matmul::linear_reading`]) on the master weights: a
    /// trainable weight in mixed precision is read from the engine's copy in the compute dtype
    /// ([`crate::nn::WeightCopies`]), any other is cast inside the op; gradients reach only
    /// what trains.
    fn forward(&self, x: &Tensor, ctx: &Ctx) -> Result<Tensor> {
        let bias = self.bias.as_ref().map(Weight::tensor);
        let master = self.weight.tensor();
        let copy = match (&self.weight, &ctx.weight_copies) {
            (Weight::Trainable(_), Some(copies)) if x.dtype() != master.dtype() => {
                Some(copies.of(&master, x.dtype())?)
            }
            _ => None,
        };
        linear_reading(x, &master, copy.as_ref(), bias.as_ref())
    }

    /// The product with its bias, of a contiguous input (a strided one is copied first).
    fn footprint(&self, t: &mut Tracer, x: &[usize]) -> Vec<usize> {
        let out = with_last(x, self.out_dim());
        t.weights(self.weight.trainable_elems());
        t.copied_weights(self.weight.trainable_elems());
        if let Some(b) = &self.bias {
            t.weights(b.trainable_elems());
        }
        t.keep_compute(&out);
        out
    }
}
