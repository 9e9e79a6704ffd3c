use candle_core::{Result, Tensor};

use crate::nn::footprint::Tracer;
use crate::nn::{Ctx, Fill, Init, Module, Weight};
use paperfit_kernels::{self as kernels, conv::Geometry};

/// A [`Conv2d`]'s geometry and bias (candle-nn's `Conv2dConfig`, plus the bias).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Conv2dConfig {
    pub stride: usize,
    pub padding: usize,
    pub groups: usize,
    pub bias: bool,
}

impl Default for Conv2dConfig {
    /// PyTorch's `nn.Conv2d` defaults.
    fn default() -> Self {
        Conv2dConfig {
            stride: 1,
            padding: 0,
            groups: 1,
            bias: true,
        }
    }
}

impl Conv2dConfig {
    pub const fn stride(self, stride: usize) -> Self {
        Conv2dConfig { stride, ..self }
    }

    pub const fn padding(self, padding: usize) -> Self {
        Conv2dConfig { padding, ..self }
    }

    pub(crate) const fn groups(self, groups: usize) -> Self {
        Conv2dConfig { groups, ..self }
    }

    pub(crate) const fn without_bias(self) -> Self {
        Conv2dConfig {
            bias: false,
            ..self
        }
    }
}

/// 2-D convolution of (n, c, h, w) with a square kernel; PyTorch's default initialisation.
#[derive(Debug, Clone)]
pub struct Conv2d {
    pub weight: Weight,
    pub bias: Option<Weight>,
    pub config: Conv2dConfig,
}

impl Conv2d {
    pub fn new(
        init: &Init,
        in_channels: usize,
        out_channels: usize,
        kernel: usize,
        config: Conv2dConfig,
    ) -> Result<Self> {
        let in_per_group = in_channels / config.groups;
        let fan_in = in_per_group * kernel * kernel;
        let shape = [out_channels, in_per_group, kernel, kernel];
        Ok(Conv2d {
            weight: init.fill("weight", &shape, Fill::FanInUniform, fan_in, true)?,
            bias: if config.bias {
                Some(init.fill("bias", &[out_channels], Fill::FanInUniform, fan_in, false)?)
            } else {
                None
            },
            config,
        })
    }
}

impl Conv2d {
    /// The convolution's geometry on input dims `x`.
    pub(crate) fn geometry(&self, x: &[usize]) -> Geometry {
        let dims = self.weight.dims();
        let c = self.config;
        Geometry {
            n: x[0],
            c_in: x[1],
            h: x[2],
            w: x[3],
            c_out: dims[0],
            kh: dims[2],
            kw: dims[3],
            stride: c.stride,
            padding: c.padding,
            groups: c.groups,
        }
    }
}

impl Module for Conv2d {
    /// One fused op ([`kernels::conv2d`]) on the master kernel and bias: cast inside it, the
    /// groups in one call, gradients only for what needs one.
    fn forward(&self, x: &Tensor, _ctx: &Ctx) -> Result<Tensor> {
        let c = self.config;
        let bias = self.bias.as_ref().map(Weight::tensor);
        kernels::conv2d(
            x,
            &self.weight.tensor(),
            bias.as_ref(),
            c.stride,
            c.padding,
            c.groups,
        )
    }

    /// The convolution's output, and as workspace its unfolded input
    /// ([`kernels::conv::workspace_bytes`]: the CPU's im2col matrix, cuDNN's cap), which each
    /// gradient allocates again in backward.
    fn footprint(&self, t: &mut Tracer, x: &[usize]) -> Vec<usize> {
        let geometry = self.geometry(x);
        let out = geometry.out_dims().to_vec();
        t.weights(self.weight.trainable_elems());
        if let Some(b) = &self.bias {
            t.weights(b.trainable_elems());
        }
        t.keep_compute(&out);
        t.convolution_workspace(kernels::conv::workspace_bytes(&geometry, t.compute()));
        out
    }
}
