//! Batch normalisation of (n, c, h, w) as one op, optionally followed by ReLU (ResNet's and
//! Conv4's BN + ReLU): the statistics are computed by a first op without graph and kept as a
//! (c, 3) tensor (mean, 1 / sqrt(var + eps), var) in the master dtype; the normalisation is one
//! graph node whose backward computes the per-channel sums it needs in one reduction (which are
//! also the weight's and bias's gradients) and the input's gradient in one elementwise pass.
//!
//! - Batch statistics (training): the biased variance normalises; [`update_running`] moves the
//!   running statistics (PyTorch's momentum, unbiased variance) when the caller asks, so a
//!   checkpointed block recomputed in backward does not count its batch twice.
//! - Running statistics (evaluation, frozen BatchNorm): a per-channel scale and shift; the
//!   input's gradient is the incoming one scaled per channel.
//!
//! With ReLU the op's output (kept anyway: the next layer reads it) is the mask of its gradient.
//!
//! [`batch_norm_add_relu`] is the end of a residual block, `relu(bn(x) + shortcut)`, as one op
//! (`residual.rs`): the normalised values are never stored, and the shortcut's gradient is the
//! incoming gradient masked by the output.

mod cpu;
#[cfg(feature = "cuda")]
mod cuda;
mod residual;

pub use residual::batch_norm_add_relu;

use candle_core::{backend::BackendStorage, WithDType};
use candle_core::{CpuStorage, CustomOp1, CustomOp2, CustomOp3, Layout, Result, Shape, Tensor};

use super::cpu::{master_dtype, slice, with_cpu, with_elem};

/// Images, channels and positions per channel of (n, c, h, w).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Dims {
    pub n: usize,
    pub c: usize,
    pub p: usize,
}

impl Dims {
    fn of(dims: &[usize]) -> Result<Self> {
        match dims {
            [n, c, h, w] => Ok(Dims {
                n: *n,
                c: *c,
                p: h * w,
            }),
            other => candle_core::bail!("batch_norm: input {other:?} is not (n, c, h, w)"),
        }
    }
}

/// The statistics a batch norm normalises with.
#[derive(Debug, Clone, Copy)]
pub enum Statistics<'a> {
    /// This batch's mean and biased variance per channel (training).
    Batch,
    /// The running estimates (evaluation, frozen BatchNorm), each (c).
    Running { mean: &'a Tensor, var: &'a Tensor },
}

/// `(x - mean) / sqrt(var + eps) * weight + bias` per channel of `x` (n, c, h, w), then ReLU when
/// `relu`, in `x`'s dtype, with the statistics of `statistics`; also those statistics, (c, 3):
/// mean, 1 / sqrt(var + eps), var, in the master dtype. `weight` and `bias` (c) are cast to the
/// master dtype if they are not in it.
pub fn fused_batch_norm(
    x: &Tensor,
    weight: &Tensor,
    bias: &Tensor,
    statistics: Statistics,
    eps: f64,
    relu: bool,
) -> Result<(Tensor, Tensor)> {
    let p = Prepared::new(x, weight, bias, statistics, eps)?;
    let op = BatchNorm {
        dims: p.dims,
        stats: p.stats.clone(),
        batch: p.batch,
        relu,
    };
    Ok((p.x.apply_op3(&p.w, &p.b, op)?, p.stats))
}

/// A batch norm's operands made ready: the input contiguous, the weight and bias in the master
/// dtype, and the statistics it normalises with.
struct Prepared {
    x: Tensor,
    dims: Dims,
    w: Tensor,
    b: Tensor,
    stats: Tensor,
    batch: bool,
}

impl Prepared {
    fn new(
        x: &Tensor,
        weight: &Tensor,
        bias: &Tensor,
        statistics: Statistics,
        eps: f64,
    ) -> Result<Self> {
        let master = master_dtype(x.dtype());
        let x = x.contiguous()?;
        let dims = Dims::of(x.dims())?;
        let w = weight.to_dtype(master)?.contiguous()?;
        let b = bias.to_dtype(master)?.contiguous()?;
        if w.dims() != [dims.c] || b.dims() != [dims.c] {
            candle_core::bail!(
                "batch_norm: weight {:?} and bias {:?} for {:?}",
                w.dims(),
                b.dims(),
                x.dims()
            );
        }
        let (stats, batch) = match statistics {
            Statistics::Batch => (x.apply_op1_no_bwd(&BatchStats { dims, eps })?, true),
            Statistics::Running { mean, var } => {
                let mean = mean.to_dtype(master)?.contiguous()?;
                let var = var.to_dtype(master)?.contiguous()?;
                if mean.dims() != [dims.c] || var.dims() != [dims.c] {
                    candle_core::bail!(
                        "batch_norm: running statistics for {} channels",
                        mean.elem_count()
                    );
                }
                (mean.apply_op2_no_bwd(&var, &RunningStats { eps })?, false)
            }
        };
        Ok(Prepared {
            x,
            dims,
            w,
            b,
            stats,
            batch,
        })
    }
}

/// The running `mean` and `var` (c) moved towards the batch statistics `stats` (from
/// [`batch_norm`]) of `count` values per channel by `momentum`, the batch variance made
/// unbiased: PyTorch's update. In the dtype of `stats`.
pub fn update_running(
    mean: &Tensor,
    var: &Tensor,
    stats: &Tensor,
    count: usize,
    momentum: f64,
) -> Result<(Tensor, Tensor)> {
    let dtype = stats.dtype();
    let mean = mean.to_dtype(dtype)?.contiguous()?;
    let var = var.to_dtype(dtype)?.contiguous()?;
    let out = mean.apply_op3_no_bwd(&var, stats, &RunningUpdate { count, momentum })?;
    Ok((out.get(0)?, out.get(1)?))
}

/// x -> (c, 3) batch statistics.
struct BatchStats {
    dims: Dims,
    eps: f64,
}

impl CustomOp1 for BatchStats {
    fn name(&self) -> &'static str {
        "paperfit-batch-stats"
    }

    fn cpu_fwd(&self, xs: &CpuStorage, xl: &Layout) -> Result<(CpuStorage, Shape)> {
        let stats = with_elem!(xs.dtype(), |T, W| {
            let x = slice::<T>(xs, xl, "batch_norm input")?;
            W::to_cpu_storage_owned(cpu::batch_stats::<T, W>(x, self.dims, self.eps))
        });
        Ok((stats, Shape::from((self.dims.c, 3))))
    }

    #[cfg(feature = "cuda")]
    fn cuda_fwd(
        &self,
        xs: &candle_core::CudaStorage,
        xl: &Layout,
    ) -> Result<(candle_core::CudaStorage, Shape)> {
        let stats = cuda::batch_stats(xs, xl, self.dims, self.eps)?;
        Ok((stats, Shape::from((self.dims.c, 3))))
    }
}

/// (running mean, running var) -> (c, 3) statistics.
struct RunningStats {
    eps: f64,
}

impl CustomOp2 for RunningStats {
    fn name(&self) -> &'static str {
        "paperfit-running-stats"
    }

    fn cpu_fwd(
        &self,
        ms: &CpuStorage,
        ml: &Layout,
        vs: &CpuStorage,
        vl: &Layout,
    ) -> Result<(CpuStorage, Shape)> {
        let c = ml.shape().elem_count();
        let stats = with_elem!(ms.dtype(), |W| {
            let (m, v) = (
                slice::<W>(ms, ml, "running mean")?,
                slice::<W>(vs, vl, "running var")?,
            );
            W::to_cpu_storage_owned(cpu::running_stats::<W>(m, v, self.eps))
        });
        Ok((stats, Shape::from((c, 3))))
    }

    #[cfg(feature = "cuda")]
    fn cuda_fwd(
        &self,
        ms: &candle_core::CudaStorage,
        ml: &Layout,
        vs: &candle_core::CudaStorage,
        vl: &Layout,
    ) -> Result<(candle_core::CudaStorage, Shape)> {
        let c = ml.shape().elem_count();
        Ok((
            cuda::running_stats((ms, ml), (vs, vl), self.eps)?,
            Shape::from((c, 3)),
        ))
    }
}

/// (running mean, running var, batch stats) -> (2, c) updated running statistics.
struct RunningUpdate {
    count: usize,
    momentum: f64,
}

impl CustomOp3 for RunningUpdate {
    fn name(&self) -> &'static str {
        "paperfit-running-update"
    }

    fn cpu_fwd(
        &self,
        ms: &CpuStorage,
        ml: &Layout,
        vs: &CpuStorage,
        vl: &Layout,
        ss: &CpuStorage,
        sl: &Layout,
    ) -> Result<(CpuStorage, Shape)> {
        let c = ml.shape().elem_count();
        let out = with_elem!(ms.dtype(), |W| {
            W::to_cpu_storage_owned(cpu::update_running::<W>(
                slice(ms, ml, "running mean")?,
                slice(vs, vl, "running var")?,
                slice(ss, sl, "batch statistics")?,
                self.count,
                self.momentum,
            ))
        });
        Ok((out, Shape::from((2, c))))
    }

    #[cfg(feature = "cuda")]
    fn cuda_fwd(
        &self,
        ms: &candle_core::CudaStorage,
        ml: &Layout,
        vs: &candle_core::CudaStorage,
        vl: &Layout,
        ss: &candle_core::CudaStorage,
        sl: &Layout,
    ) -> Result<(candle_core::CudaStorage, Shape)> {
        let c = ml.shape().elem_count();
        let out = cuda::update_running((ms, ml), (vs, vl), (ss, sl), self.count, self.momentum)?;
        Ok((out, Shape::from((2, c))))
    }
}

/// The normalisation on the CPU from the op's storages: `x` normalised with `stats` (kept beside
/// the operands), scaled by the weight and shifted by the bias (master dtype), plus `residual`
/// when given (a residual block's shortcut, `x`'s dtype), then ReLU when `relu`. The CUDA
/// twin is `cuda::forward`, of the same operands.
fn forward_cpu(
    (xs, xl): (&CpuStorage, &Layout),
    dims: Dims,
    stats: &Tensor,
    [(ws, wl), (bs, bl)]: [(&CpuStorage, &Layout); 2],
    residual: Option<(&CpuStorage, &Layout)>,
    relu: bool,
) -> Result<CpuStorage> {
    with_cpu(stats, "batch_norm statistics", |ss, sl| {
        Ok(with_elem!(xs.dtype(), |T, W| {
            let residual = match residual {
                Some((rs, rl)) => Some(slice::<T>(rs, rl, "batch_norm residual")?),
                None => None,
            };
            T::to_cpu_storage_owned(cpu::forward::<T, W>(
                slice(xs, xl, "batch_norm input")?,
                dims,
                slice(ss, sl, "batch_norm statistics")?,
                slice(ws, wl, "batch_norm weight")?,
                slice(bs, bl, "batch_norm bias")?,
                residual,
                relu,
            ))
        }))
    })
}

/// The normalisation (x, weight, bias) -> y, with the statistics computed before.
struct BatchNorm {
    dims: Dims,
    stats: Tensor,
    batch: bool,
    relu: bool,
}

impl CustomOp3 for BatchNorm {
    fn name(&self) -> &'static str {
        "paperfit-batch-norm"
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
        let y = forward_cpu(
            (xs, xl),
            self.dims,
            &self.stats,
            [(ws, wl), (bs, bl)],
            None,
            self.relu,
        )?;
        Ok((y, xl.shape().clone()))
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
        let y = crate::cuda::with_cuda(&self.stats, "batch_norm statistics", |ss, sl| {
            cuda::forward(
                (xs, xl),
                self.dims,
                (ss, sl),
                [(ws, wl), (bs, bl)],
                None,
                self.relu,
            )
        })?;
        Ok((y, xl.shape().clone()))
    }

    fn bwd(
        &self,
        x: &Tensor,
        w: &Tensor,
        b: &Tensor,
        y: &Tensor,
        grad: &Tensor,
    ) -> Result<(Option<Tensor>, Option<Tensor>, Option<Tensor>)> {
        let (want_x, want_params) = (x.track_op(), w.track_op() || b.track_op());
        let grad = grad.contiguous()?;
        let (x, y) = (x.detach(), y.detach());
        let need_sums = want_params || (want_x && self.batch);
        let sums = match need_sums {
            true => Some(x.apply_op3_no_bwd(
                &grad,
                &y,
                &GradSums {
                    dims: self.dims,
                    stats: self.stats.clone(),
                    relu: self.relu,
                },
            )?),
            false => None,
        };
        let dx = match want_x {
            true => {
                let op = GradInput {
                    dims: self.dims,
                    stats: self.stats.clone(),
                    weight: w.detach(),
                    sums: sums.clone().filter(|_| self.batch),
                    relu: self.relu,
                };
                Some(x.apply_op3_no_bwd(&grad, &y, &op)?)
            }
            false => None,
        };
        let (dw, db) = match (want_params, sums) {
            (true, Some(s)) => (Some(s.get(1)?), Some(s.get(0)?)),
            _ => (None, None),
        };
        Ok((dx, dw, db))
    }
}

/// (x, grad, y) -> (2, c): per channel, the sum of the masked gradient and of the gradient
/// times the normalised input, in the master dtype.
struct GradSums {
    dims: Dims,
    stats: Tensor,
    relu: bool,
}

impl CustomOp3 for GradSums {
    fn name(&self) -> &'static str {
        "paperfit-batch-norm-grad-sums"
    }

    fn cpu_fwd(
        &self,
        xs: &CpuStorage,
        xl: &Layout,
        gs: &CpuStorage,
        gl: &Layout,
        ys: &CpuStorage,
        yl: &Layout,
    ) -> Result<(CpuStorage, Shape)> {
        let sums = with_cpu(&self.stats, "batch_norm statistics", |ss, sl| {
            Ok(with_elem!(xs.dtype(), |T, W| {
                W::to_cpu_storage_owned(cpu::grad_sums::<T, W>(
                    slice(xs, xl, "batch_norm input")?,
                    slice(gs, gl, "batch_norm gradient")?,
                    slice(ys, yl, "batch_norm output")?,
                    self.dims,
                    slice(ss, sl, "batch_norm statistics")?,
                    self.relu,
                ))
            }))
        })?;
        Ok((sums, Shape::from((2, self.dims.c))))
    }

    #[cfg(feature = "cuda")]
    fn cuda_fwd(
        &self,
        xs: &candle_core::CudaStorage,
        xl: &Layout,
        gs: &candle_core::CudaStorage,
        gl: &Layout,
        ys: &candle_core::CudaStorage,
        yl: &Layout,
    ) -> Result<(candle_core::CudaStorage, Shape)> {
        let sums = crate::cuda::with_cuda(&self.stats, "batch_norm statistics", |ss, sl| {
            cuda::grad_sums(
                [(xs, xl), (gs, gl), (ys, yl)],
                self.dims,
                (ss, sl),
                self.relu,
            )
        })?;
        Ok((sums, Shape::from((2, self.dims.c))))
    }
}

/// (x, grad, y) -> dx, with the statistics, the weight and, with batch statistics, the sums.
struct GradInput {
    dims: Dims,
    stats: Tensor,
    weight: Tensor,
    sums: Option<Tensor>,
    relu: bool,
}

impl CustomOp3 for GradInput {
    fn name(&self) -> &'static str {
        "paperfit-batch-norm-grad-input"
    }

    fn cpu_fwd(
        &self,
        xs: &CpuStorage,
        xl: &Layout,
        gs: &CpuStorage,
        gl: &Layout,
        ys: &CpuStorage,
        yl: &Layout,
    ) -> Result<(CpuStorage, Shape)> {
        let run = |ss: &CpuStorage,
                   sl: &Layout,
                   ws: &CpuStorage,
                   wl: &Layout,
                   sums: Option<(&CpuStorage, &Layout)>| {
            Ok(with_elem!(xs.dtype(), |T, W| {
                let sums = match sums {
                    Some((us, ul)) => Some(slice::<W>(us, ul, "batch_norm sums")?),
                    None => None,
                };
                T::to_cpu_storage_owned(cpu::grad_input::<T, W>(
                    (
                        slice(xs, xl, "batch_norm input")?,
                        slice(gs, gl, "batch_norm gradient")?,
                        slice(ys, yl, "batch_norm output")?,
                    ),
                    self.dims,
                    slice(ss, sl, "batch_norm statistics")?,
                    slice(ws, wl, "batch_norm weight")?,
                    sums,
                    self.relu,
                ))
            }))
        };
        let dx = with_cpu(&self.stats, "batch_norm statistics", |ss, sl| {
            with_cpu(&self.weight, "batch_norm weight", |ws, wl| {
                match &self.sums {
                    Some(sums) => with_cpu(sums, "batch_norm sums", |us, ul| {
                        run(ss, sl, ws, wl, Some((us, ul)))
                    }),
                    None => run(ss, sl, ws, wl, None),
                }
            })
        })?;
        Ok((dx, xl.shape().clone()))
    }

    #[cfg(feature = "cuda")]
    fn cuda_fwd(
        &self,
        xs: &candle_core::CudaStorage,
        xl: &Layout,
        gs: &candle_core::CudaStorage,
        gl: &Layout,
        ys: &candle_core::CudaStorage,
        yl: &Layout,
    ) -> Result<(candle_core::CudaStorage, Shape)> {
        use crate::cuda::with_cuda;
        let dx = with_cuda(&self.stats, "batch_norm statistics", |ss, sl| {
            with_cuda(&self.weight, "batch_norm weight", |ws, wl| {
                let run = |sums: Option<(&candle_core::CudaStorage, &Layout)>| {
                    cuda::grad_input(
                        [(xs, xl), (gs, gl), (ys, yl)],
                        self.dims,
                        (ss, sl),
                        (ws, wl),
                        sums,
                        self.relu,
                    )
                };
                match &self.sums {
                    Some(sums) => with_cuda(sums, "batch_norm sums", |us, ul| run(Some((us, ul)))),
                    None => run(None),
                }
            })
        })?;
        Ok((dx, xl.shape().clone()))
    }
}
