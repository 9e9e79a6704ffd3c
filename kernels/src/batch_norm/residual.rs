//! `relu(bn(x) + shortcut)`, the end of every ResNet and ResNeXt block, as one graph node: one
//! pass reads the convolution's output and the shortcut and writes the block's output (the
//! normalised values are never stored, nor kept for backward). The backward is the batch norm's
//! with the ReLU's mask (the output, kept anyway: the next block reads it), and the shortcut's
//! gradient is the incoming gradient where the output is positive.
//!
//! The op's operands are (x, the master bias and weight concatenated (2c), the shortcut): candle's
//! custom ops take at most three, and the concatenation is the order of the gradient sums
//! (`GradSums`: the bias's, then the weight's), which are then its gradient, flattened.

use candle_core::{CpuStorage, CustomOp3, Layout, Result, Shape, Tensor};

use super::{Dims, GradInput, GradSums, Prepared, Statistics};
use crate::channels::ReluGrad;

/// `relu((x - mean) / sqrt(var + eps) * weight + bias + residual)` per channel of `x` (n, c, h,
/// w), `residual` of `x`'s shape and dtype: [`super::fused_batch_norm`]'s op with the shortcut
/// added before its ReLU. Returns the output and the statistics, as
/// [`super::fused_batch_norm`] does.
pub fn batch_norm_add_relu(
    x: &Tensor,
    weight: &Tensor,
    bias: &Tensor,
    statistics: Statistics,
    eps: f64,
    residual: &Tensor,
) -> Result<(Tensor, Tensor)> {
    if residual.dims() != x.dims() || residual.dtype() != x.dtype() {
        candle_core::bail!(
            "batch_norm_add_relu: residual {:?} {:?} for input {:?} {:?}",
            residual.dims(),
            residual.dtype(),
            x.dims(),
            x.dtype()
        );
    }
    let p = Prepared::new(x, weight, bias, statistics, eps)?;
    let bias_weight = Tensor::cat(&[&p.b, &p.w], 0)?;
    let op = BatchNormAddRelu {
        dims: p.dims,
        stats: p.stats.clone(),
        weight: p.w.detach(),
        batch: p.batch,
    };
    let y = p.x.apply_op3(&bias_weight, &residual.contiguous()?, op)?;
    Ok((y, p.stats))
}

/// (x, bias and weight (2c), residual) -> relu(bn(x) + residual).
struct BatchNormAddRelu {
    dims: Dims,
    stats: Tensor,
    /// The weight again, (c), as the input's gradient reads it.
    weight: Tensor,
    batch: bool,
}

impl BatchNormAddRelu {
    /// The weight's elements in the concatenated bias and weight laid out by `pl`.
    fn weight_layout(&self, pl: &Layout) -> Layout {
        Layout::contiguous_with_offset(self.dims.c, pl.start_offset() + self.dims.c)
    }

    /// The bias's elements in the concatenated bias and weight laid out by `pl`.
    fn bias_layout(&self, pl: &Layout) -> Layout {
        Layout::contiguous_with_offset(self.dims.c, pl.start_offset())
    }
}

impl CustomOp3 for BatchNormAddRelu {
    fn name(&self) -> &'static str {
        "paperfit-batch-norm-add-relu"
    }

    fn cpu_fwd(
        &self,
        xs: &CpuStorage,
        xl: &Layout,
        ps: &CpuStorage,
        pl: &Layout,
        rs: &CpuStorage,
        rl: &Layout,
    ) -> Result<(CpuStorage, Shape)> {
        let y = super::forward_cpu(
            (xs, xl),
            self.dims,
            &self.stats,
            [(ps, &self.weight_layout(pl)), (ps, &self.bias_layout(pl))],
            Some((rs, rl)),
            true,
        )?;
        Ok((y, xl.shape().clone()))
    }

    #[cfg(feature = "cuda")]
    fn cuda_fwd(
        &self,
        xs: &candle_core::CudaStorage,
        xl: &Layout,
        ps: &candle_core::CudaStorage,
        pl: &Layout,
        rs: &candle_core::CudaStorage,
        rl: &Layout,
    ) -> Result<(candle_core::CudaStorage, Shape)> {
        let y = crate::cuda::with_cuda(&self.stats, "batch_norm statistics", |ss, sl| {
            super::cuda::forward(
                (xs, xl),
                self.dims,
                (ss, sl),
                [(ps, &self.weight_layout(pl)), (ps, &self.bias_layout(pl))],
                Some((rs, rl)),
                true,
            )
        })?;
        Ok((y, xl.shape().clone()))
    }

    fn bwd(
        &self,
        x: &Tensor,
        bias_weight: &Tensor,
        residual: &Tensor,
        y: &Tensor,
        grad: &Tensor,
    ) -> Result<(Option<Tensor>, Option<Tensor>, Option<Tensor>)> {
        let (want_x, want_params) = (x.track_op(), bias_weight.track_op());
        let grad = grad.contiguous()?;
        let (x, y) = (x.detach(), y.detach());
        let sums = match want_params || (want_x && self.batch) {
            true => Some(x.apply_op3_no_bwd(
                &grad,
                &y,
                &GradSums {
                    dims: self.dims,
                    stats: self.stats.clone(),
                    relu: true,
                },
            )?),
            false => None,
        };
        let dx = match want_x {
            true => {
                let op = GradInput {
                    dims: self.dims,
                    stats: self.stats.clone(),
                    weight: self.weight.clone(),
                    sums: sums.clone().filter(|_| self.batch),
                    relu: true,
                };
                Some(x.apply_op3_no_bwd(&grad, &y, &op)?)
            }
            false => None,
        };
        let d_params = match sums.filter(|_| want_params) {
            Some(s) => Some(s.flatten_all()?),
            None => None,
        };
        let d_residual = match residual.track_op() {
            true => Some(grad.apply_op2_no_bwd(&y, &ReluGrad)?),
            false => None,
        };
        Ok((dx, d_params, d_residual))
    }
}
