//! The cosine transformer head's layers, in the FS-CT code's names and math.

use candle_core::{DType, Result, Tensor};

use super::{COSINE_NORM_EPS, COSINE_SCALE, LAYER_NORM_EPS};
use crate::nn::layers::{LayerNorm, Linear, LinearConfig};
use crate::nn::{Ctx, Init, Module, Weight};
use paperfit_kernels::matmul::matmul;
use paperfit_kernels::{self as kernels, ActivationKind};

/// A linear layer applied to the last dimension of a tensor of any rank, as a 2-D matmul:
/// `Linear::forward` broadcasts its weight over the leading dimensions, which materialises one
/// copy of the weight per row block (gigabytes for a 25088-wide head).
pub(super) fn linear_rows(linear: &Linear, x: &Tensor, ctx: &Ctx) -> Result<Tensor> {
    let dims = x.dims().to_vec();
    let last = dims[dims.len() - 1];
    let rows = x.elem_count() / last.max(1);
    let y = linear.forward(&x.reshape((rows, last))?, ctx)?;
    let mut out = dims;
    let n = out.len();
    out[n - 1] = y.dim(1)?;
    y.reshape(out)
}

/// L2 norm over `dim`, kept, in f32 (as `torch.norm` under autocast): a sum of squares in bf16
/// loses the small terms.
pub(super) fn l2_norm(x: &Tensor, dim: usize) -> Result<Tensor> {
    x.to_dtype(DType::F32)?.sqr()?.sum_keepdim(dim)?.sqrt()
}

/// The cosine attention (`Attention` with `variant = "cosine"`).
pub(crate) struct CosineAttention {
    input_norm: LayerNorm,
    input_linear: Linear,
    output_linear: Linear,
    heads: usize,
    dim_head: usize,
}

impl CosineAttention {
    pub(super) fn new(init: &Init, dim: usize, heads: usize, dim_head: usize) -> Result<Self> {
        let inner = heads * dim_head;
        Ok(CosineAttention {
            input_norm: LayerNorm::new(&init.pp("input_linear").pp("0"), dim, LAYER_NORM_EPS)?,
            input_linear: Linear::new(
                &init.pp("input_linear").pp("1"),
                dim,
                inner,
                LinearConfig::PYTORCH.without_bias(),
            )?,
            output_linear: Linear::new(
                &init.pp("output_linear"),
                inner,
                dim,
                LinearConfig::PYTORCH,
            )?,
            heads,
            dim_head,
        })
    }

    /// `x` (b, n_way, d) with b = 1 (the prototypes) or the number of queries; `queries`
    /// (q, d), each its own key and value. Returns (q, n_way, d): for head h, query i and class
    /// c, `cos(x[i, c], query[i]) v[i]`, heads concatenated, projected back to d.
    pub(super) fn forward(&self, x: &Tensor, queries: &Tensor, ctx: &Ctx) -> Result<Tensor> {
        let (b, n_way, _) = x.dims3()?;
        let q = queries.dim(0)?;
        let (h, dh) = (self.heads, self.dim_head);
        let project =
            |t: &Tensor| linear_rows(&self.input_linear, &self.input_norm.forward(t, ctx)?, ctx);
        // 'q n (h d) -> h q n d'
        let fq = project(x)?
            .reshape((b, n_way, h, dh))?
            .permute((2, 0, 1, 3))?;
        let fk = project(queries)?.reshape((q, h, dh))?.permute((1, 0, 2))?;
        // (h, q, 1, dh): keys and values are the same projection.
        let fk = fk.unsqueeze(2)?;
        // The cosine in f32 (half precision: the sums under autocast are f32), then back.
        let dots = fq
            .to_dtype(DType::F32)?
            .broadcast_mul(&fk.to_dtype(DType::F32)?)?
            .sum(3)?;
        let scale = l2_norm(&fq, 3)?
            .squeeze(3)?
            .broadcast_mul(&l2_norm(&fk, 3)?.squeeze(3)?)?;
        // (h, q, n_way): no softmax.
        let cos = (dots / scale)?.to_dtype(fq.dtype())?;
        let out = cos.unsqueeze(3)?.broadcast_mul(&fk)?;
        // 'h q n d -> q n (h d)'
        let out = out.permute((1, 2, 0, 3))?.reshape((q, n_way, h * dh))?;
        linear_rows(&self.output_linear, &out, ctx)
    }
}

/// LayerNorm, Linear(d, 512), GELU, Linear(512, d).
pub(crate) struct FeedForward {
    norm: LayerNorm,
    fc1: Linear,
    fc2: Linear,
}

impl FeedForward {
    pub(super) fn new(init: &Init, dim: usize, hidden: usize) -> Result<Self> {
        Ok(FeedForward {
            norm: LayerNorm::new(&init.pp("0"), dim, LAYER_NORM_EPS)?,
            fc1: Linear::new(&init.pp("1"), dim, hidden, LinearConfig::PYTORCH)?,
            fc2: Linear::new(&init.pp("3"), hidden, dim, LinearConfig::PYTORCH)?,
        })
    }

    pub(super) fn forward(&self, x: &Tensor, ctx: &Ctx) -> Result<Tensor> {
        let y = linear_rows(&self.fc1, &self.norm.forward(x, ctx)?, ctx)?;
        linear_rows(
            &self.fc2,
            &kernels::fused_activation(&y, ActivationKind::Gelu)?,
            ctx,
        )
    }
}

/// `CosineDistLinear(in, 1)`: weight-normalised, bias-free, on an L2-normalised input, x 2.
pub struct CosineDistLinear {
    weight_g: Weight,
    weight_v: Weight,
}

impl CosineDistLinear {
    pub(super) fn new(init: &Init, in_dim: usize, out_dim: usize) -> Result<Self> {
        // One score per prototype: `g` below is the norm of the single weight row.
        if out_dim != 1 {
            candle_core::bail!("CosineDistLinear: one output per prototype, not {out_dim}");
        }
        // nn.Linear's default weights; WeightNorm.apply then sets g = |v| per output row, so
        // the initial weight is unchanged.
        let weight_v = init.uniform(
            "weight_v",
            &[out_dim, in_dim],
            1.0 / (in_dim as f64).sqrt(),
            true,
        )?;
        let norm = weight_v
            .tensor()
            .to_dtype(DType::F64)?
            .sqr()?
            .sum_all()?
            .sqrt()?
            .to_scalar::<f64>()?;
        let weight_g = init.constant("weight_g", &[out_dim, 1], norm, false)?;
        Ok(CosineDistLinear { weight_g, weight_v })
    }

    /// (q, n_way, in) -> (q, n_way).
    pub(super) fn forward(&self, x: &Tensor, ctx: &Ctx) -> Result<Tensor> {
        // torch.norm(x, p=2, dim=1) of the (q, n_way, in) input: across the ways.
        // Both normalisations in f32 (half precision: norms under autocast are f32), the
        // product in the model's precision.
        let normed = x
            .to_dtype(DType::F32)?
            .broadcast_div(&(l2_norm(x, 1)? + COSINE_NORM_EPS)?)?
            .to_dtype(ctx.dtype)?;
        let v = self.weight_v.cast(DType::F32)?;
        let g = self.weight_g.cast(DType::F32)?;
        // WeightNorm(dim=0): each output row of v scaled to length g.
        let weight = v
            .broadcast_div(&l2_norm(&v, 1)?)?
            .broadcast_mul(&g)?
            .to_dtype(ctx.dtype)?;
        let (q, n_way, dim) = x.dims3()?;
        let scores =
            matmul(&normed.reshape((q * n_way, dim))?, &weight.t()?)?.reshape((q, n_way))?;
        scores * COSINE_SCALE
    }
}

#[cfg(test)]
mod tests {
    use candle_core::{DType, Device, Tensor};

    use super::l2_norm;

    /// Under half precision the norms are taken in f32, as `torch.norm` is under autocast: a
    /// sum of 512 squares accumulated in bf16 would be off by about a percent.
    #[test]
    fn norms_of_half_precision_rows_are_taken_in_f32() {
        let x = Tensor::randn(0f32, 1.0, (3, 5, 512), &Device::Cpu)
            .unwrap()
            .to_dtype(DType::BF16)
            .unwrap();
        let norm = l2_norm(&x, 2).unwrap();
        assert_eq!(norm.dtype(), DType::F32);
        let exact = x
            .to_dtype(DType::F64)
            .unwrap()
            .sqr()
            .unwrap()
            .sum_keepdim(2)
            .unwrap()
            .sqrt()
            .unwrap();
        let error = (norm.to_dtype(DType::F64).unwrap() - &exact)
            .unwrap()
            .abs()
            .unwrap()
            .broadcast_div(&exact)
            .unwrap()
            .max_all()
            .unwrap()
            .to_scalar::<f64>()
            .unwrap();
        assert!(error < 1e-6, "relative error {error:e}");
    }
}
