//! 2-D convolution as one op: the kernel and the bias are the f32 masters (f64 with f64),
//! cast inside the op; grouped convolutions run in one call; the backward computes the
//! input's gradient only when the input tracks a variable (never for the images), the kernel's
//! and the bias's only when they train.
//!
//! - CPU: [`cpu`], products of the unfolded input (im2col) with `gemm`, written in place.
//! - CUDA with the `cudnn` feature: cuDNN's forward, backward-data and backward-filter, each
//!   with a workspace of at most [`workspace_bytes`] (what the memory estimate counts), on one
//!   of two interfaces (`PAPERFIT_CUDNN`, [`CudnnPath`]): the legacy one (`cudnn`: the
//!   algorithm chosen once per shape from `cudnnGetConvolution*Algorithm_v7`'s ranking, the
//!   default) or the graph API (`graph`: an execution plan per shape from the engines
//!   [`engines`]' rules allow). Without the feature, CUDA tensors take candle's own convolution
//!   ([`composed`]).

pub mod cpu;
#[cfg(feature = "cudnn")]
mod cudnn;
#[cfg(feature = "cudnn")]
mod graph;
#[cfg(feature = "cudnn")]
mod handle;
// cuDNN's failures as errors, by number: the `cudnn` feature's, tested without it.
#[cfg_attr(not(feature = "cudnn"), allow(dead_code))]
mod status;
// The engine rules and the plan cache are the graph path's (`cudnn` feature); without it only
// the tests and the interface switch ([`set_cudnn_path`]) use them.
#[cfg_attr(not(feature = "cudnn"), allow(dead_code))]
pub(crate) mod engines;

use std::borrow::Cow;

use candle_core::backend::BackendStorage;
use candle_core::{CpuStorage, CustomOp1, CustomOp2, CustomOp3, DType, Layout, Result, Shape};
use candle_core::{Tensor, WithDType};

use super::cpu::{master_dtype, slice};
pub use engines::{set_cudnn_path, CudnnPath, CUDNN_PATH_ENV};

/// Set to anything, a `cudnn` build prints every convolution's algorithm to stderr when it is
/// first chosen, beside cuDNN's first-ranked one (which may be non-deterministic, so unusable).
pub const LOG_CUDNN_ENV: &str = "PAPERFIT_LOG_CUDNN";

/// A convolution's sizes: input (n, c_in, h, w), kernel (c_out, c_in / groups, kh, kw), the
/// stride and zero padding of both spatial dimensions, and the channel groups.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Geometry {
    pub n: usize,
    pub c_in: usize,
    pub h: usize,
    pub w: usize,
    pub c_out: usize,
    pub kh: usize,
    pub kw: usize,
    pub stride: usize,
    pub padding: usize,
    pub groups: usize,
}

impl Geometry {
    /// The geometry of input dims `x` and kernel dims `w`, checked.
    pub(crate) fn new(
        x: &[usize],
        w: &[usize],
        stride: usize,
        padding: usize,
        groups: usize,
    ) -> Result<Self> {
        let (&[n, c_in, h, wd], &[c_out, cg, kh, kw]) = (x, w) else {
            candle_core::bail!("conv2d: input {x:?} and kernel {w:?} must both have rank 4");
        };
        if groups == 0 || stride == 0 || c_in != cg * groups || c_out % groups != 0 {
            candle_core::bail!(
                "conv2d: input {x:?} and kernel {w:?} do not match with {groups} groups and stride {stride}"
            );
        }
        if h + 2 * padding < kh || wd + 2 * padding < kw {
            candle_core::bail!(
                "conv2d: input {x:?} padded by {padding} is smaller than the kernel {w:?}"
            );
        }
        Ok(Geometry {
            n,
            c_in,
            h,
            w: wd,
            c_out,
            kh,
            kw,
            stride,
            padding,
            groups,
        })
    }

    pub(crate) fn ho(&self) -> usize {
        (self.h + 2 * self.padding - self.kh) / self.stride + 1
    }

    pub(crate) fn wo(&self) -> usize {
        (self.w + 2 * self.padding - self.kw) / self.stride + 1
    }

    /// Output positions per channel.
    pub(crate) fn p(&self) -> usize {
        self.ho() * self.wo()
    }

    /// Output channels per group.
    pub(crate) fn cog(&self) -> usize {
        self.c_out / self.groups
    }

    /// Unfolded rows per group: input channels per group x kernel taps.
    pub(crate) fn kg(&self) -> usize {
        self.c_in / self.groups * self.kh * self.kw
    }

    pub fn out_dims(&self) -> [usize; 4] {
        [self.n, self.c_out, self.ho(), self.wo()]
    }

    pub(crate) fn weight_dims(&self) -> [usize; 4] {
        [self.c_out, self.c_in / self.groups, self.kh, self.kw]
    }

    /// 1x1, stride 1, no padding: the input is its own unfolding.
    pub(crate) fn is_pointwise(&self) -> bool {
        self.kh == 1 && self.kw == 1 && self.stride == 1 && self.padding == 0
    }

    /// Elements of the unfolded input (n, c_in x kh x kw, ho x wo).
    pub(crate) fn unfolded_elems(&self) -> usize {
        self.n * self.c_in * self.kh * self.kw * self.p()
    }
}

/// The cuDNN algorithms this thread has chosen so far, in order ("forward IMPLICIT_PRECOMP_GEMM
/// (tensor cores)", one per pass, shapes and dtype): none without the `cudnn` feature.
pub fn chosen_algorithms() -> Vec<String> {
    #[cfg(feature = "cudnn")]
    {
        handle::chosen_algorithms()
    }
    #[cfg(not(feature = "cudnn"))]
    {
        Vec::new()
    }
}

/// The most bytes a convolution of `geometry` in `dtype` allocates and frees within itself, in
/// the forward or in either gradient: the unfolded input on the CPU (none for a pointwise
/// convolution), and on CUDA the cap on cuDNN's workspace (the fastest algorithm within it is
/// chosen), so the memory estimate holds on both.
pub fn workspace_bytes(geometry: &Geometry, dtype: DType) -> u64 {
    (geometry.unfolded_elems() * dtype.size_in_bytes()) as u64
}

/// The workspace every convolution of the running model may take: the largest of its
/// convolutions' [`workspace_bytes`] (0 until [`set_workspace_allowance`]).
static WORKSPACE_ALLOWANCE: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);

/// Lets every convolution of this process take up to `bytes` of cuDNN workspace (or its own
/// [`workspace_bytes`], if more): the running model's largest convolution workspace, which the
/// memory estimate counts once, on top of what the graph keeps. A pointwise convolution's own
/// cap is only its input's size, too little for most tensor-core engines, while the model's
/// largest (the stem's or a grouped convolution's unfolded input) is held anyway: the graph path
/// keeps one workspace per device, grown to the largest a plan needs, and the legacy path's
/// per-call workspace is freed before the next. The allowance decides which engines qualify,
/// so it is part of what makes a run's bits: the engine sets it from the plan alone.
pub fn set_workspace_allowance(bytes: u64) {
    WORKSPACE_ALLOWANCE.store(bytes, std::sync::atomic::Ordering::Relaxed);
}

/// The cuDNN workspace a convolution of `geometry` in `dtype` may take: its own
/// [`workspace_bytes`] or the model's allowance ([`set_workspace_allowance`]), the larger.
pub(crate) fn workspace_limit(geometry: &Geometry, dtype: DType) -> u64 {
    workspace_bytes(geometry, dtype).max(workspace_allowance())
}

/// The allowance [`set_workspace_allowance`] last set. The per-device caches of chosen
/// algorithms and plans are dropped when it changes, so a choice always reflects the allowance
/// in force, whatever ran before in the process.
#[cfg_attr(not(feature = "cudnn"), allow(dead_code))]
pub(crate) fn workspace_allowance() -> u64 {
    WORKSPACE_ALLOWANCE.load(std::sync::atomic::Ordering::Relaxed)
}

/// The convolution of `x` (n, c_in, h, w) with `weight` (c_out, c_in / groups, kh, kw), plus
/// `bias` (c_out) when given, zero-padded by `padding` on every side: (n, c_out, ho, wo) in
/// `x`'s dtype. The weight and bias are cast to the master dtype if they are not in it.
pub fn conv2d(
    x: &Tensor,
    weight: &Tensor,
    bias: Option<&Tensor>,
    stride: usize,
    padding: usize,
    groups: usize,
) -> Result<Tensor> {
    let geometry = Geometry::new(x.dims(), weight.dims(), stride, padding, groups)?;
    #[cfg(all(feature = "cuda", not(feature = "cudnn")))]
    if x.device().is_cuda() {
        return composed(x, weight, bias, stride, padding, groups);
    }
    let master = master_dtype(x.dtype());
    let x = x.contiguous()?;
    let w = weight.to_dtype(master)?.contiguous()?;
    let op = Conv { geometry };
    match bias {
        Some(b) => {
            if b.dims() != [geometry.c_out] {
                candle_core::bail!("conv2d: bias {:?} for kernel {:?}", b.dims(), w.dims());
            }
            x.apply_op3(&w, &b.to_dtype(master)?.contiguous()?, op)
        }
        None => x.apply_op2(&w, op),
    }
}

/// `storage` at `layout` in the dtype its twin computes in: f32 and f64 as they are, half
/// precision widened to f32 (contiguous).
fn widened<'a>(storage: &'a CpuStorage, layout: &Layout) -> Result<(Cow<'a, CpuStorage>, Layout)> {
    match storage.dtype() {
        DType::F32 | DType::F64 => Ok((Cow::Borrowed(storage), layout.clone())),
        DType::F16 | DType::BF16 => Ok((
            Cow::Owned(storage.to_dtype(layout, DType::F32)?),
            Layout::contiguous(layout.shape()),
        )),
        other => candle_core::bail!("conv2d computes in f32, f64, f16 or bf16, not {other:?}"),
    }
}

/// `values` (computed in the widened dtype) as a storage of `dtype`.
fn narrowed(values: CpuStorage, dims: &[usize], dtype: DType) -> Result<CpuStorage> {
    if values.dtype() == dtype {
        Ok(values)
    } else {
        values.to_dtype(&Layout::contiguous(dims), dtype)
    }
}

/// Runs `$body` with `$a` the accumulation type of a widened storage's dtype.
macro_rules! with_acc {
    ($dtype:expr, |$a:ident| $body:expr) => {
        match $dtype {
            DType::F32 => {
                type $a = f32;
                $body
            }
            DType::F64 => {
                type $a = f64;
                $body
            }
            other => candle_core::bail!("conv2d: no accumulation type for {other:?}"),
        }
    };
}

/// The kernel's (and bias's) dtype must be the master of the input's.
fn check_master(input: DType, param: DType) -> Result<()> {
    if param != master_dtype(input) {
        candle_core::bail!("conv2d: parameters in {param:?} for an input in {input:?}");
    }
    Ok(())
}

/// The forward op, (x, w) or (x, w, b).
struct Conv {
    geometry: Geometry,
}

impl Conv {
    fn forward_cpu(
        &self,
        (xs, xl): (&CpuStorage, &Layout),
        (ws, wl): (&CpuStorage, &Layout),
        bias: Option<(&CpuStorage, &Layout)>,
    ) -> Result<(CpuStorage, Shape)> {
        let g = &self.geometry;
        check_master(xs.dtype(), ws.dtype())?;
        let (x, xl) = widened(xs, xl)?;
        let y = with_acc!(x.dtype(), |A| {
            let b = match bias {
                Some((bs, bl)) => Some(slice::<A>(bs, bl, "conv2d bias")?),
                None => None,
            };
            A::to_cpu_storage_owned(cpu::forward::<A>(
                slice(&x, &xl, "conv2d input")?,
                slice(ws, wl, "conv2d kernel")?,
                b,
                g,
            ))
        });
        let dims = g.out_dims();
        Ok((narrowed(y, &dims, xs.dtype())?, Shape::from(dims.to_vec())))
    }

    /// The gradients of the input, kernel and bias that something needs.
    fn backward(
        &self,
        x: &Tensor,
        w: &Tensor,
        b: Option<&Tensor>,
        grad: &Tensor,
    ) -> Result<(Option<Tensor>, Option<Tensor>, Option<Tensor>)> {
        let grad = grad.contiguous()?;
        let geometry = self.geometry;
        let dx = match x.track_op() {
            true => Some(grad.apply_op2_no_bwd(&w.detach(), &GradInput { geometry })?),
            false => None,
        };
        let dw = match w.track_op() {
            true => Some(
                x.detach()
                    .apply_op2_no_bwd(&grad, &GradWeight { geometry })?,
            ),
            false => None,
        };
        let db = match b.is_some_and(|b| b.track_op()) {
            true => Some(grad.apply_op1_no_bwd(&BiasGrad { geometry })?),
            false => None,
        };
        Ok((dx, dw, db))
    }
}

impl CustomOp2 for Conv {
    fn name(&self) -> &'static str {
        "paperfit-conv2d"
    }

    fn cpu_fwd(
        &self,
        xs: &CpuStorage,
        xl: &Layout,
        ws: &CpuStorage,
        wl: &Layout,
    ) -> Result<(CpuStorage, Shape)> {
        self.forward_cpu((xs, xl), (ws, wl), None)
    }

    #[cfg(feature = "cudnn")]
    fn cuda_fwd(
        &self,
        xs: &candle_core::CudaStorage,
        xl: &Layout,
        ws: &candle_core::CudaStorage,
        wl: &Layout,
    ) -> Result<(candle_core::CudaStorage, Shape)> {
        let y = cudnn::forward(&self.geometry, (xs, xl), (ws, wl), None)?;
        Ok((y, Shape::from(self.geometry.out_dims().to_vec())))
    }

    fn bwd(
        &self,
        x: &Tensor,
        w: &Tensor,
        _y: &Tensor,
        grad: &Tensor,
    ) -> Result<(Option<Tensor>, Option<Tensor>)> {
        let (dx, dw, _) = self.backward(x, w, None, grad)?;
        Ok((dx, dw))
    }
}

impl CustomOp3 for Conv {
    fn name(&self) -> &'static str {
        "paperfit-conv2d-bias"
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
        self.forward_cpu((xs, xl), (ws, wl), Some((bs, bl)))
    }

    #[cfg(feature = "cudnn")]
    fn cuda_fwd(
        &self,
        xs: &candle_core::CudaStorage,
        xl: &Layout,
        ws: &candle_core::CudaStorage,
        wl: &Layout,
        bs: &candle_core::CudaStorage,
        bl: &Layout,
    ) -> Result<(candle_core::CudaStorage, Shape)> {
        let y = cudnn::forward(&self.geometry, (xs, xl), (ws, wl), Some((bs, bl)))?;
        Ok((y, Shape::from(self.geometry.out_dims().to_vec())))
    }

    fn bwd(
        &self,
        x: &Tensor,
        w: &Tensor,
        b: &Tensor,
        _y: &Tensor,
        grad: &Tensor,
    ) -> Result<(Option<Tensor>, Option<Tensor>, Option<Tensor>)> {
        self.backward(x, w, Some(b), grad)
    }
}

/// The input's gradient (grad, w) -> dx in the gradient's dtype.
struct GradInput {
    geometry: Geometry,
}

impl CustomOp2 for GradInput {
    fn name(&self) -> &'static str {
        "paperfit-conv2d-grad-input"
    }

    fn cpu_fwd(
        &self,
        gs: &CpuStorage,
        gl: &Layout,
        ws: &CpuStorage,
        wl: &Layout,
    ) -> Result<(CpuStorage, Shape)> {
        let g = &self.geometry;
        check_master(gs.dtype(), ws.dtype())?;
        let (grad, gl2) = widened(gs, gl)?;
        let dx = with_acc!(grad.dtype(), |A| {
            A::to_cpu_storage_owned(cpu::grad_input::<A>(
                slice(&grad, &gl2, "conv2d gradient")?,
                slice(ws, wl, "conv2d kernel")?,
                g,
            ))
        });
        let dims = [g.n, g.c_in, g.h, g.w];
        Ok((narrowed(dx, &dims, gs.dtype())?, Shape::from(dims.to_vec())))
    }

    #[cfg(feature = "cudnn")]
    fn cuda_fwd(
        &self,
        gs: &candle_core::CudaStorage,
        gl: &Layout,
        ws: &candle_core::CudaStorage,
        wl: &Layout,
    ) -> Result<(candle_core::CudaStorage, Shape)> {
        let g = &self.geometry;
        let dx = cudnn::grad_input(g, (gs, gl), (ws, wl))?;
        Ok((dx, Shape::from((g.n, g.c_in, g.h, g.w))))
    }
}

/// The kernel's gradient (x, grad) -> dw in the master dtype.
struct GradWeight {
    geometry: Geometry,
}

impl CustomOp2 for GradWeight {
    fn name(&self) -> &'static str {
        "paperfit-conv2d-grad-weight"
    }

    fn cpu_fwd(
        &self,
        xs: &CpuStorage,
        xl: &Layout,
        gs: &CpuStorage,
        gl: &Layout,
    ) -> Result<(CpuStorage, Shape)> {
        let g = &self.geometry;
        let (x, xl) = widened(xs, xl)?;
        let (grad, gl) = widened(gs, gl)?;
        let dw = with_acc!(x.dtype(), |A| {
            A::to_cpu_storage_owned(cpu::grad_weight::<A>(
                slice(&x, &xl, "conv2d input")?,
                slice(&grad, &gl, "conv2d gradient")?,
                g,
            ))
        });
        Ok((dw, Shape::from(g.weight_dims().to_vec())))
    }

    #[cfg(feature = "cudnn")]
    fn cuda_fwd(
        &self,
        xs: &candle_core::CudaStorage,
        xl: &Layout,
        gs: &candle_core::CudaStorage,
        gl: &Layout,
    ) -> Result<(candle_core::CudaStorage, Shape)> {
        let g = &self.geometry;
        let dw = cudnn::grad_weight(g, (xs, xl), (gs, gl))?;
        Ok((dw, Shape::from(g.weight_dims().to_vec())))
    }
}

/// The bias's gradient (grad) -> (c_out) in the master dtype: the gradient summed over images
/// and positions.
struct BiasGrad {
    geometry: Geometry,
}

impl CustomOp1 for BiasGrad {
    fn name(&self) -> &'static str {
        "paperfit-conv2d-grad-bias"
    }

    fn cpu_fwd(&self, gs: &CpuStorage, gl: &Layout) -> Result<(CpuStorage, Shape)> {
        let g = &self.geometry;
        let (grad, gl) = widened(gs, gl)?;
        let db = with_acc!(grad.dtype(), |A| {
            let values = slice::<A>(&grad, &gl, "conv2d gradient")?;
            A::to_cpu_storage_owned(cpu::channel_sum::<A>(values, g.n, g.c_out, g.p()))
        });
        Ok((db, Shape::from(g.c_out)))
    }

    #[cfg(feature = "cudnn")]
    fn cuda_fwd(
        &self,
        gs: &candle_core::CudaStorage,
        gl: &Layout,
    ) -> Result<(candle_core::CudaStorage, Shape)> {
        let g = &self.geometry;
        let db = cudnn::bias_grad(g, (gs, gl))?;
        Ok((db, Shape::from(g.c_out)))
    }
}

/// 2-D convolution composed from candle's `conv2d` (one convolution per group and their
/// concatenation), the kernel and bias cast to `x`'s dtype: the reference of
/// [`conv2d`], and its path on CUDA without the `cudnn` feature.
pub fn composed(
    x: &Tensor,
    weight: &Tensor,
    bias: Option<&Tensor>,
    stride: usize,
    padding: usize,
    groups: usize,
) -> Result<Tensor> {
    // Through a view node: candle's convolution backward builds the kernel's gradient from the
    // (tracked) input, so a gradient added straight onto the master weight would keep that
    // graph alive until the gradients are dropped; the view's gradient is detached when the
    // view is processed.
    let w = weight.to_dtype(x.dtype())?;
    let w = w.reshape(w.dims())?;
    let y = x.conv2d(&w, padding, stride, 1, groups)?;
    match bias {
        Some(b) => {
            let channels = b.dim(0)?;
            y.broadcast_add(&b.to_dtype(x.dtype())?.reshape((1, channels, 1, 1))?)
        }
        None => Ok(y),
    }
}
