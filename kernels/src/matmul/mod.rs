//! The one matrix multiplication of paperfit: every product in model, loss and layer code goes
//! through [`matmul`] (a test keeps it so: `tests/lint/main.rs`).
//!
//! Why one entry point: candle's CUDA matmul hands its operands to cuBLAS as strided batched
//! GEMMs and refuses any operand whose matrix rows (or columns) are not packed, e.g. the class
//! token `x.i((.., 0))` (rows 197 x 768 apart) or a `narrow` of a concatenated tensor, while its
//! CPU matmul accepts any stride. So a model that trains on the CPU could fail at its first step
//! on a GPU, in the forward or, through the saved operands, in the backward pass.
//!
//! [`matmul`] therefore:
//! - copies an operand only when its layout is not *packed* ([`is_packed`]): row-major or
//!   column-major matrices, batch dimensions that fold into one stride. Packed is closed under
//!   transposing the last two dimensions, so the operands the backward pass multiplies
//!   (`grad x rhs^T`, `lhs^T x grad`) are packed too;
//! - runs the product as a custom op whose backward goes through [`matmul`] again, so the
//!   gradient products are prepared the same way whatever layout the incoming gradient has;
//! - on the CPU, checks every product it runs, forward and backward, against the exact rule of
//!   candle's CUDA backend ([`cuda_accepts`], a transcription of `gemm_config` in candle-core
//!   0.11.1's `cuda_backend/mod.rs`) and fails with the layouts when one would be refused. The
//!   check is always on (it costs a few integer comparisons), so every CPU test, model and run
//!   is held to what a GPU accepts.
//!
//! The linear layer ([`linear`]) is one op whose products run on candle's cuBLAS with the bias
//! kernels, or, on CUDA under `PAPERFIT_LINEAR=cublaslt`, on cuBLASLt with the bias and its
//! gradient in the products' epilogues ([`cublaslt`]).

use candle_core::backend::BackendStorage;
use candle_core::{CpuStorage, CustomOp2, CustomOp3, DType, Layout, Result, Shape, Tensor, D};

mod batched;
// The candidate rule and the record serve the `cuda` feature's products (`cublaslt::run`);
// without it only the tests and the path switch use them.
#[cfg_attr(not(feature = "cuda"), allow(dead_code))]
pub(crate) mod cublaslt;
mod layout;

pub use cublaslt::{
    chosen_cublaslt_algorithms, linear_path, set_linear_path, LinearPath, LtChoice, LINEAR_ENV,
    LOG_CUBLASLT_ENV,
};
use layout::count_checked;
pub use layout::{checked_products, cuda_accepts, is_packed};

/// `a @ b` with PyTorch's broadcasting of batch dimensions (as `Tensor::broadcast_matmul`):
/// `a` (..., m, k) and `b` (..., k, n) give (..., m, n). Operands whose layout candle's CUDA
/// matmul would refuse are copied first; nothing else is.
pub fn matmul(a: &Tensor, b: &Tensor) -> Result<Tensor> {
    product(a, b, true)
}

/// [`matmul`] of values without a graph: no gradient is recorded (the products inside fused
/// ops, whose backward is their own).
pub(crate) fn matmul_detached(a: &Tensor, b: &Tensor) -> Result<Tensor> {
    product(a, b, false)
}

fn product(a: &Tensor, b: &Tensor, track: bool) -> Result<Tensor> {
    if a.rank() < 2 || b.rank() < 2 {
        candle_core::bail!(
            "matmul needs two matrices (or batches of them), got shapes {:?} and {:?}",
            a.dims(),
            b.dims()
        );
    }
    if a.dtype() != b.dtype() {
        candle_core::bail!(
            "matmul of {:?} with {:?}: cast one operand first",
            a.dtype(),
            b.dtype()
        );
    }
    let (a_shape, b_shape) = broadcast_shapes(a.dims(), b.dims())?;
    // A matrix multiplied with a batch: fold the batch into the rows of one product rather
    // than copying the matrix once per batch entry.
    if b.rank() == 2 && a.rank() > 2 && *a.shape() == a_shape {
        let dims = a.dims();
        let (m, k) = (dims[dims.len() - 2], dims[dims.len() - 1]);
        let batch: usize = dims[..dims.len() - 2].iter().product();
        let mut out = dims.to_vec();
        *out.last_mut().expect("rank >= 2") = b.dim(1)?;
        return product(&a.reshape((batch * m, k))?, b, track)?.reshape(out);
    }
    let a = if *a.shape() == a_shape {
        a.clone()
    } else {
        a.broadcast_as(&a_shape)?.contiguous()?
    };
    let b = if *b.shape() == b_shape {
        b.clone()
    } else {
        b.broadcast_as(&b_shape)?.contiguous()?
    };
    // cuBLAS takes one batch stride: more than one batch dimension is folded first (a view
    // when the batch is contiguous; candle's reshape copies otherwise).
    if a.rank() > 4 {
        let dims = a.dims().to_vec();
        let r = dims.len();
        let batch: usize = dims[..r - 2].iter().product();
        let mut out = dims[..r - 1].to_vec();
        out.push(b.dim(r - 1)?);
        let a3 = a.contiguous()?.reshape((batch, dims[r - 2], dims[r - 1]))?;
        let b3 = b
            .contiguous()?
            .reshape((batch, b.dim(r - 2)?, b.dim(r - 1)?))?;
        return product(&a3, &b3, track)?.reshape(out);
    }
    let a = packed(&a)?;
    let b = packed(&b)?;
    let (m, k, n) = (
        a.dim(a.rank() - 2)?,
        a.dim(a.rank() - 1)?,
        b.dim(b.rank() - 1)?,
    );
    if m == 0 || n == 0 || k == 0 {
        // Nothing for cuBLAS to do: candle returns zeros without looking at strides.
        return if track {
            a.matmul(&b)
        } else {
            a.detach().matmul(&b.detach())
        };
    }
    if track {
        a.apply_op2(&b, MatMul)
    } else {
        a.apply_op2_no_bwd(&b, &MatMul)
    }
}

/// The product of `a` and `b` exactly as they are laid out, without the copies [`matmul`]
/// makes: for tests that show the CPU check refuses what candle's CUDA matmul refuses.
#[doc(hidden)]
pub fn product_as_given(a: &Tensor, b: &Tensor) -> Result<Tensor> {
    a.apply_op2_no_bwd(b, &MatMul)
}

/// The shapes `a` (..., m, k) and `b` (..., k, n) are broadcast to: their batch dimensions
/// broadcast as NumPy's do, the matrices keep theirs.
fn broadcast_shapes(a: &[usize], b: &[usize]) -> Result<(Shape, Shape)> {
    let (ra, rb) = (a.len(), b.len());
    if a[ra - 1] != b[rb - 2] {
        candle_core::bail!("matmul: shapes {a:?} and {b:?} do not multiply");
    }
    let rank = ra.max(rb) - 2;
    // Batch dimensions aligned on the right, absent ones 1.
    let padded = |dims: &[usize]| -> Vec<usize> {
        let batch = &dims[..dims.len() - 2];
        let mut out = vec![1; rank - batch.len()];
        out.extend_from_slice(batch);
        out
    };
    let (pa, pb) = (padded(a), padded(b));
    let mut batch = Vec::with_capacity(rank);
    for (&da, &db) in pa.iter().zip(&pb) {
        batch.push(match (da, db) {
            (x, y) if x == y => x,
            (1, y) => y,
            (x, 1) => x,
            _ => candle_core::bail!("matmul: batch dimensions of {a:?} and {b:?} do not broadcast"),
        });
    }
    let with = |m: usize, n: usize| {
        let mut d = batch.clone();
        d.extend([m, n]);
        Shape::from(d)
    };
    Ok((with(a[ra - 2], a[ra - 1]), with(b[rb - 2], b[rb - 1])))
}

/// `x` itself when its layout is packed ([`is_packed`]), else a contiguous copy.
fn packed(x: &Tensor) -> Result<Tensor> {
    if is_packed(x.layout()) {
        Ok(x.clone())
    } else {
        x.contiguous()
    }
}

/// The CPU's product of `s1` and `s2` as laid out, (batch, m, n, k) = `dims`. candle's CPU matmul
/// multiplies f16, f32 and f64 only: bf16 operands are widened to f32 (exactly), multiplied
/// with f32 sums and the result rounded to bf16 once, to nearest even. That is what a bf16 GEMM
/// with f32 accumulation computes (cuBLAS's with f32 compute, PyTorch's CPU bf16 matmul), up to
/// the order of the sums.
fn cpu_product(
    s1: &CpuStorage,
    l1: &Layout,
    s2: &CpuStorage,
    l2: &Layout,
    dims: (usize, usize, usize, usize),
) -> Result<CpuStorage> {
    if s1.dtype() == DType::BF16 && s2.dtype() == DType::BF16 {
        let (a, la) = (s1.to_dtype(l1, DType::F32)?, Layout::contiguous(l1.shape()));
        let (b, lb) = (s2.to_dtype(l2, DType::F32)?, Layout::contiguous(l2.shape()));
        let out = cpu_product(&a, &la, &b, &lb, dims)?;
        let (batch, m, n, _) = dims;
        return out.to_dtype(&Layout::contiguous(batch * m * n), DType::BF16);
    }
    if let Some(out) = batched::small_products(s1, l1, s2, l2, dims) {
        return out;
    }
    s1.matmul(s2, dims, l1, l2)
}

/// The product as a custom op: the forward runs candle's own backend matmul on layouts that
/// [`cuda_accepts`]; the backward multiplies through [`matmul`] again.
struct MatMul;

/// (batch, m, n, k) of a product, as candle's backends take it.
fn bmnk(l1: &Layout, l2: &Layout) -> Result<((usize, usize, usize, usize), Shape)> {
    let (d1, d2) = (l1.dims(), l2.dims());
    let r = d1.len();
    if r < 2 || d2.len() != r || d1[..r - 2] != d2[..r - 2] || d1[r - 1] != d2[r - 2] {
        candle_core::bail!("matmul: shapes {d1:?} and {d2:?} do not multiply");
    }
    let batch: usize = d1[..r - 2].iter().product();
    let mut out = d1[..r - 1].to_vec();
    out.push(d2[r - 1]);
    Ok(((batch, d1[r - 2], d2[r - 1], d1[r - 1]), Shape::from(out)))
}

fn float_dtype(dtype: DType) -> Result<()> {
    match dtype {
        DType::F16 | DType::BF16 | DType::F32 | DType::F64 => Ok(()),
        other => candle_core::bail!(
            "matmul of {other:?}: candle's CUDA backend multiplies only f16, bf16, f32 and f64"
        ),
    }
}

impl CustomOp2 for MatMul {
    fn name(&self) -> &'static str {
        "paperfit-matmul"
    }

    fn cpu_fwd(
        &self,
        s1: &CpuStorage,
        l1: &Layout,
        s2: &CpuStorage,
        l2: &Layout,
    ) -> Result<(CpuStorage, Shape)> {
        let (dims, shape) = bmnk(l1, l2)?;
        float_dtype(s1.dtype())?;
        count_checked();
        if let Err(why) = cuda_accepts(l1, l2) {
            candle_core::bail!(
                "strict layouts: candle's CUDA matmul would refuse this product: {why}"
            );
        }
        Ok((cpu_product(s1, l1, s2, l2, dims)?, shape))
    }

    #[cfg(feature = "cuda")]
    fn cuda_fwd(
        &self,
        s1: &candle_core::CudaStorage,
        l1: &Layout,
        s2: &candle_core::CudaStorage,
        l2: &Layout,
    ) -> Result<(candle_core::CudaStorage, Shape)> {
        let (dims, shape) = bmnk(l1, l2)?;
        Ok((s1.matmul(s2, dims, l1, l2)?, shape))
    }

    fn bwd(
        &self,
        lhs: &Tensor,
        rhs: &Tensor,
        _res: &Tensor,
        grad: &Tensor,
    ) -> Result<(Option<Tensor>, Option<Tensor>)> {
        // Detached operands: the gradients hold no graph of their own (candle's built-in
        // matmul backward would keep the operands' graphs alive through them).
        let (lhs, rhs) = (lhs.detach(), rhs.detach());
        let r = lhs.rank();
        let grad_lhs = product(grad, &rhs.transpose(r - 2, r - 1)?, false)?;
        let grad_rhs = product(&lhs.transpose(r - 2, r - 1)?, grad, false)?;
        Ok((Some(grad_lhs), Some(grad_rhs)))
    }
}

/// `x w^T + b` over the last dimension of `x` (..., in), with `w` (out, in) and `b` (out) the
/// master weights (f32; f64 with f64): one graph node for a linear layer (candle's composition
/// is a cast of the weight, its transpose, the product, a cast of the bias, its broadcast and
/// the sum). The weight is cast to `x`'s dtype inside the op; the gradients of the weight and
/// bias come back in their own dtype, and only for what trains (a frozen layer computes no
/// weight gradient, a layer of the data no input gradient).
pub fn linear(x: &Tensor, w: &Tensor, b: Option<&Tensor>) -> Result<Tensor> {
    linear_reading(x, w, None, b)
}

/// [`linear`] reading `copy`, the weight already in `x`'s dtype (the copy the optimizer
/// refreshes after each step), in place of casting `w` in the forward and again in the
/// backward: the copy holds the cast's values, so the bits are the same. The gradient still
/// goes to `w`, the master. `copy` must be `w`'s shape, contiguous, in `x`'s dtype.
pub fn linear_reading(
    x: &Tensor,
    w: &Tensor,
    copy: Option<&Tensor>,
    b: Option<&Tensor>,
) -> Result<Tensor> {
    if let Some(c) = copy {
        let packed = c.layout().is_contiguous() && c.layout().start_offset() == 0;
        if c.dims() != w.dims() || c.dtype() != x.dtype() || !packed {
            candle_core::bail!(
                "linear: weight copy {:?} {:?} for weight {:?} and input {:?} (it must be the weight's shape, contiguous, in the input's dtype)",
                c.dims(),
                c.dtype(),
                w.dims(),
                x.dtype()
            );
        }
    }
    if w.rank() != 2 || x.dim(D::Minus1)? != w.dim(1)? {
        candle_core::bail!(
            "linear: input {:?} and weight {:?} do not multiply",
            x.dims(),
            w.dims()
        );
    }
    float_dtype(x.dtype())?;
    let x = if x.is_contiguous() {
        x.clone()
    } else {
        x.contiguous()?
    };
    let w = w.contiguous()?;
    let op = LinearOp {
        copy: copy.map(Tensor::detach),
    };
    match b {
        Some(b) => {
            if b.dims() != [w.dim(0)?] {
                candle_core::bail!("linear: bias {:?} for weight {:?}", b.dims(), w.dims());
            }
            x.apply_op3(&w, &b.contiguous()?, op)
        }
        None => x.apply_op2(&w, op),
    }
}

/// candle's CUDA matmul of `s1` and `s2` as laid out (cuBLAS; bf16 and f16 with f32 sums).
#[cfg(feature = "cuda")]
fn cuda_product(
    s1: &candle_core::CudaStorage,
    l1: &Layout,
    s2: &candle_core::CudaStorage,
    l2: &Layout,
    dims: (usize, usize, usize, usize),
) -> Result<candle_core::CudaStorage> {
    s1.matmul(s2, dims, l1, l2)
}

/// The op behind [`linear`], with (x, w) or (x, w, b), and the weight's copy in the compute
/// dtype when one is kept ([`linear_reading`]).
struct LinearOp {
    copy: Option<Tensor>,
}

/// (rows, out, in) of `x` (..., in) times `w` (out, in).
fn linear_dims(xl: &Layout, wl: &Layout) -> (usize, usize, usize) {
    let k = *xl.dims().last().unwrap_or(&1);
    (xl.shape().elem_count() / k.max(1), wl.dims()[0], k)
}

/// The product's operand layouts: x as (rows, in) where it starts, w^T as (in, out) column-major.
fn linear_layouts(xl: &Layout, wl: &Layout, cast: bool) -> (Layout, Layout, Shape) {
    let (rows, n, k) = linear_dims(xl, wl);
    let lhs = Layout::contiguous_with_offset((rows, k), xl.start_offset());
    let w_offset = if cast { 0 } else { wl.start_offset() };
    let rhs = Layout::new(Shape::from((k, n)), vec![1, k], w_offset);
    let mut out = xl.dims().to_vec();
    *out.last_mut().expect("rank >= 1") = n;
    (lhs, rhs, Shape::from(out))
}

impl LinearOp {
    /// The product on either device: the weight cast to the input's dtype when it is not in
    /// it, then the backend's matmul of the input's rows with the weight's transpose.
    fn product<S: BackendStorage>(
        xs: &S,
        xl: &Layout,
        ws: &S,
        wl: &Layout,
        matmul: impl Fn(&S, &Layout, &S, &Layout, (usize, usize, usize, usize)) -> Result<S>,
    ) -> Result<(S, Shape)> {
        let cast = ws.dtype() != xs.dtype();
        let casted;
        let w = if cast {
            casted = ws.to_dtype(wl, xs.dtype())?;
            &casted
        } else {
            ws
        };
        let (lhs, rhs, shape) = linear_layouts(xl, wl, cast);
        let (rows, n, k) = linear_dims(xl, wl);
        Ok((matmul(xs, &lhs, w, &rhs, (1, rows, n, k))?, shape))
    }

    /// [`LinearOp::product_cpu`] of the weight's copy when one is kept, else of the master.
    fn forward_cpu(
        &self,
        xs: &CpuStorage,
        xl: &Layout,
        ws: &CpuStorage,
        wl: &Layout,
    ) -> Result<(CpuStorage, Shape)> {
        let Some(copy) = &self.copy else {
            return Self::product_cpu(xs, xl, ws, wl);
        };
        let (storage, layout) = copy.storage_and_layout();
        match &*storage {
            candle_core::Storage::Cpu(cs) => Self::product_cpu(xs, xl, cs, layout),
            _ => candle_core::bail!("linear: the weight copy is not on the input's device"),
        }
    }

    /// [`LinearOp::product`] of the weight's copy when one is kept, else of the master.
    #[cfg(feature = "cuda")]
    fn forward_cuda(
        &self,
        xs: &candle_core::CudaStorage,
        xl: &Layout,
        ws: &candle_core::CudaStorage,
        wl: &Layout,
    ) -> Result<(candle_core::CudaStorage, Shape)> {
        let Some(copy) = &self.copy else {
            return Self::product(xs, xl, ws, wl, cuda_product);
        };
        let (storage, layout) = copy.storage_and_layout();
        match &*storage {
            candle_core::Storage::Cuda(cs) => Self::product(xs, xl, cs, layout, cuda_product),
            _ => candle_core::bail!("linear: the weight copy is not on the input's device"),
        }
    }

    /// [`LinearOp::product`] on the CPU, held to candle's CUDA layout rule like every product.
    fn product_cpu(
        xs: &CpuStorage,
        xl: &Layout,
        ws: &CpuStorage,
        wl: &Layout,
    ) -> Result<(CpuStorage, Shape)> {
        let (lhs, rhs, _) = linear_layouts(xl, wl, ws.dtype() != xs.dtype());
        count_checked();
        if let Err(why) = cuda_accepts(&lhs, &rhs) {
            candle_core::bail!(
                "strict layouts: candle's CUDA matmul would refuse this product: {why}"
            );
        }
        Self::product(xs, xl, ws, wl, cpu_product)
    }

    /// The gradients of x, w and b (each only when wanted) for the incoming `grad`; x's reads
    /// the weight's copy when one is kept.
    fn grads(
        &self,
        x: &Tensor,
        w: &Tensor,
        b: Option<&Tensor>,
        grad: &Tensor,
    ) -> Result<(Option<Tensor>, Option<Tensor>, Option<Tensor>)> {
        let (n, k) = w.dims2()?;
        let rows = x.elem_count() / k.max(1);
        let g = grad.contiguous()?.reshape((rows, n))?;
        let dx = match x.track_op() {
            true => {
                let w = match &self.copy {
                    Some(copy) => copy.clone(),
                    None => w.detach().to_dtype(g.dtype())?,
                };
                Some(product(&g, &w, false)?.reshape(x.shape())?)
            }
            false => None,
        };
        let x2 = x.detach().reshape((rows, k))?;
        // Both from one product where the cuBLASLt path serves them (f32 bias, CUDA).
        #[cfg(feature = "cuda")]
        if let (true, Some(b)) = (w.track_op(), b) {
            if b.track_op() && b.dtype() == candle_core::DType::F32 {
                if let Some((dw, db)) = cublaslt::run::linear_weight_gradient(&g, &x2)? {
                    return Ok((dx, Some(dw.to_dtype(w.dtype())?), Some(db)));
                }
            }
        }
        let dw = match w.track_op() {
            true => Some(product(&g.t()?, &x2, false)?.to_dtype(w.dtype())?),
            false => None,
        };
        let db = match b {
            Some(b) if b.track_op() => Some(crate::sum_rows(&g, b.dtype())?),
            _ => None,
        };
        Ok((dx, dw, db))
    }
}

impl CustomOp2 for LinearOp {
    fn name(&self) -> &'static str {
        "paperfit-linear"
    }

    fn cpu_fwd(
        &self,
        xs: &CpuStorage,
        xl: &Layout,
        ws: &CpuStorage,
        wl: &Layout,
    ) -> Result<(CpuStorage, Shape)> {
        self.forward_cpu(xs, xl, ws, wl)
    }

    #[cfg(feature = "cuda")]
    fn cuda_fwd(
        &self,
        xs: &candle_core::CudaStorage,
        xl: &Layout,
        ws: &candle_core::CudaStorage,
        wl: &Layout,
    ) -> Result<(candle_core::CudaStorage, Shape)> {
        self.forward_cuda(xs, xl, ws, wl)
    }

    fn bwd(
        &self,
        x: &Tensor,
        w: &Tensor,
        _res: &Tensor,
        grad: &Tensor,
    ) -> Result<(Option<Tensor>, Option<Tensor>)> {
        let (dx, dw, _) = self.grads(x, w, None, grad)?;
        Ok((dx, dw))
    }
}

impl CustomOp3 for LinearOp {
    fn name(&self) -> &'static str {
        "paperfit-linear"
    }

    fn cpu_fwd(
        &self,
        xs: &CpuStorage,
        xl: &Layout,
        ws: &CpuStorage,
        wl: &Layout,
        bs: &CpuStorage,
        bl: &Layout,
    ) -> Result<(CpuStorage, Shape)> {
        let (y, shape) = self.forward_cpu(xs, xl, ws, wl)?;
        Ok((crate::bias::add_cpu(y, bs, bl)?, shape))
    }

    #[cfg(feature = "cuda")]
    fn cuda_fwd(
        &self,
        xs: &candle_core::CudaStorage,
        xl: &Layout,
        ws: &candle_core::CudaStorage,
        wl: &Layout,
        bs: &candle_core::CudaStorage,
        bl: &Layout,
    ) -> Result<(candle_core::CudaStorage, Shape)> {
        let bias = (bs, bl);
        let lt = cublaslt::run::linear_forward(self.copy.as_ref(), (xs, xl), (ws, wl), bias)?;
        if let Some(y) = lt {
            return Ok((y, linear_layouts(xl, wl, false).2));
        }
        let (y, shape) = self.forward_cuda(xs, xl, ws, wl)?;
        Ok((crate::bias::add_cuda(y, bs, bl)?, shape))
    }

    fn bwd(
        &self,
        x: &Tensor,
        w: &Tensor,
        b: &Tensor,
        _res: &Tensor,
        grad: &Tensor,
    ) -> Result<(Option<Tensor>, Option<Tensor>, Option<Tensor>)> {
        self.grads(x, w, Some(b), grad)
    }
}
