use candle_core::{Result, Tensor};

use crate::nn::footprint::Tracer;
use crate::nn::{Ctx, Fill, Init, Module, Weight};

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

    pub const fn groups(self, groups: usize) -> Self {
        Conv2dConfig { groups, ..self }
    }

    pub const fn without_bias(self) -> Self {
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

impl Module for Conv2d {
    fn forward(&self, x: &Tensor, ctx: &Ctx) -> Result<Tensor> {
        // Through a view node: candle's convolution backward builds the kernel's gradient from
        // the (tracked) input, so a gradient added straight onto the master weight would keep
        // that graph (a zero tensor and the raw gradient, two more weight-sized buffers per
        // convolution) alive until the gradients are dropped. The view's gradient is detached
        // when the view is processed, so the master's gradient holds only itself.
        let w = self.weight.cast(ctx.dtype)?;
        let w = w.reshape(w.dims())?;
        let c = self.config;
        let y = x.conv2d(&w, c.padding, c.stride, 1, c.groups)?;
        match &self.bias {
            Some(b) => {
                let channels = b.dim(0)?;
                y.broadcast_add(&b.cast(ctx.dtype)?.reshape((1, channels, 1, 1))?)
            }
            None => Ok(y),
        }
    }

    /// The convolution's output (per group and concatenated when grouped) and its im2col
    /// matrix: candle's CPU convolution unfolds the input into (n, ho x wo, c x k x k) and
    /// multiplies it with the kernel, and the weight gradient unfolds again in backward.
    fn footprint(&self, t: &mut Tracer, x: &[usize]) -> Vec<usize> {
        let dims = self.weight.dims();
        let (out_c, in_per_group, k) = (dims[0], dims[1], dims[2]);
        let Conv2dConfig {
            stride,
            padding,
            groups,
            ..
        } = self.config;
        let (n, h, w) = (x[0], x[2], x[3]);
        let ho = (h + 2 * padding - k) / stride + 1;
        let wo = (w + 2 * padding - k) / stride + 1;
        let out = vec![n, out_c, ho, wo];
        t.cast_weights(self.weight.trainable_elems());
        t.keep_compute(&out);
        if groups > 1 {
            // The groups' outputs are concatenated.
            t.keep_compute(&out);
        }
        let unfolded = n * ho * wo * in_per_group * k * k;
        let product = n * ho * wo * out_c / groups;
        t.workspace(((unfolded + product) * t.compute().size_in_bytes()) as u64);
        if let Some(b) = &self.bias {
            t.cast_weights(b.trainable_elems());
            t.keep_compute(&out);
        }
        out
    }
}
