//! A per-channel affine map, `x * w[c] + b[c]` for `x` (n, c, h, w): the scale and shift of a
//! group norm after its normalisation, as one graph node. Composed of candle's broadcast
//! product and sum it took four nodes, and their backward reduced the weight's and the bias's
//! gradients over every image and position with candle's generic reduction: on the CPU the
//! two were most of the small CNN's normalisation time. The weight's and the bias's gradients
//! are the sums over each channel's planes in candle's order (`affine_grad_cpu`), so on the
//! CPU the fused op gives the composed op's bits.

use candle_core::backend::BackendStorage;
use candle_core::{CpuStorage, CustomOp2, CustomOp3, Layout, Result, Shape, Tensor, WithDType};
use rayon::prelude::*;

use super::cpu::{min_rows, slice, with_elem, Acc, Elem};

/// `x * weight[c] + bias[c]` for `x` (n, c, h, w) and `weight`, `bias` (c), all of one dtype.
pub fn channel_affine(x: &Tensor, weight: &Tensor, bias: &Tensor) -> Result<Tensor> {
    let (_, c, h, w) = x.dims4()?;
    if weight.dims() != [c] || bias.dims() != [c] {
        candle_core::bail!(
            "channel_affine: weight {:?} and bias {:?} for {:?}",
            weight.dims(),
            bias.dims(),
            x.dims()
        );
    }
    x.contiguous()?.apply_op3(
        &weight.contiguous()?,
        &bias.contiguous()?,
        ChannelAffine { c, p: h * w },
    )
}

/// `x * w[channel] (+ b[channel])` for planes of `p` positions, `c` channels per image (with the
/// incoming gradient for `x` and no `b`: the input's gradient).
pub(crate) fn affine_cpu<T: Elem>(x: &[T], w: &[T], b: Option<&[T]>, c: usize, p: usize) -> Vec<T> {
    let mut y = vec![T::store(T::A::ZERO); x.len()];
    y.par_chunks_mut(p)
        .zip(x.par_chunks(p))
        .enumerate()
        .with_min_len(min_rows(p))
        .for_each(|(plane, (yp, xp))| {
            let ch = plane % c;
            let scale = w[ch].load();
            let shift = b.map_or(T::A::ZERO, |b| b[ch].load());
            for (o, v) in yp.iter_mut().zip(xp) {
                *o = T::store(v.load() * scale + shift);
            }
        });
    y
}

/// The weight's and the bias's gradients, (2, c) flattened: for each channel one running sum of
/// `g * x` and one of `g` over its planes, image by image and position by position, channels in
/// parallel. That is the order in which candle's reduction of the composed product and sum
/// walks memory, so for more than one image the gradients are the composed op's bits in f32,
/// whatever the thread count. (Each plane summed on its own first, then the planes added, was
/// measured to round differently enough that a run resumed in one process after two ranks
/// ended 1.6x its weight tolerance from the uninterrupted run, against 0.001x with this order.)
pub(crate) fn affine_grad_cpu<T: Elem>(g: &[T], x: &[T], c: usize, p: usize) -> Vec<T> {
    let images = g.len() / (c * p).max(1);
    let sums: Vec<(T::A, T::A)> = (0..c)
        .into_par_iter()
        .map(|ch| {
            let (mut dw, mut db) = (T::A::ZERO, T::A::ZERO);
            for image in 0..images {
                let at = (image * c + ch) * p;
                for (a, b) in g[at..at + p].iter().zip(&x[at..at + p]) {
                    dw = dw + a.load() * b.load();
                    db = db + a.load();
                }
            }
            (dw, db)
        })
        .collect();
    let mut out = vec![T::store(T::A::ZERO); 2 * c];
    for (ch, (dw, db)) in sums.into_iter().enumerate() {
        out[ch] = T::store(dw);
        out[c + ch] = T::store(db);
    }
    out
}

struct ChannelAffine {
    c: usize,
    p: usize,
}

impl CustomOp3 for ChannelAffine {
    fn name(&self) -> &'static str {
        "paperfit-channel-affine"
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
        let y = with_elem!(xs.dtype(), |T| {
            T::to_cpu_storage_owned(affine_cpu::<T>(
                slice(xs, xl, "channel_affine input")?,
                slice(ws, wl, "channel_affine weight")?,
                Some(slice(bs, bl, "channel_affine bias")?),
                self.c,
                self.p,
            ))
        });
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
        let y = cuda::affine((xs, xl), (ws, wl), Some((bs, bl)), self.c, self.p)?;
        Ok((y, xl.shape().clone()))
    }

    fn bwd(
        &self,
        x: &Tensor,
        w: &Tensor,
        b: &Tensor,
        _y: &Tensor,
        grad: &Tensor,
    ) -> Result<(Option<Tensor>, Option<Tensor>, Option<Tensor>)> {
        let grad = grad.contiguous()?;
        let (c, p) = (self.c, self.p);
        // The input's gradient is the incoming one scaled the same way, without the shift.
        let dx = match x.track_op() {
            true => Some(grad.apply_op2_no_bwd(&w.detach(), &ChannelScale { c, p })?),
            false => None,
        };
        if !w.track_op() && !b.track_op() {
            return Ok((dx, None, None));
        }
        let dwb = grad.apply_op2_no_bwd(&x.detach(), &AffineGrad { c, p })?;
        let dw = w.track_op().then(|| dwb.get(0)).transpose()?;
        let db = b.track_op().then(|| dwb.get(1)).transpose()?;
        Ok((dx, dw, db))
    }
}

/// (grad, weight) -> `grad * weight[channel]`.
struct ChannelScale {
    c: usize,
    p: usize,
}

impl CustomOp2 for ChannelScale {
    fn name(&self) -> &'static str {
        "paperfit-channel-scale"
    }

    fn cpu_fwd(
        &self,
        gs: &CpuStorage,
        gl: &Layout,
        ws: &CpuStorage,
        wl: &Layout,
    ) -> Result<(CpuStorage, Shape)> {
        let dx = with_elem!(gs.dtype(), |T| {
            T::to_cpu_storage_owned(affine_cpu::<T>(
                slice(gs, gl, "channel_affine gradient")?,
                slice(ws, wl, "channel_affine weight")?,
                None,
                self.c,
                self.p,
            ))
        });
        Ok((dx, gl.shape().clone()))
    }

    #[cfg(feature = "cuda")]
    fn cuda_fwd(
        &self,
        gs: &candle_core::CudaStorage,
        gl: &Layout,
        ws: &candle_core::CudaStorage,
        wl: &Layout,
    ) -> Result<(candle_core::CudaStorage, Shape)> {
        let dx = cuda::affine((gs, gl), (ws, wl), None, self.c, self.p)?;
        Ok((dx, gl.shape().clone()))
    }
}

/// (grad, x) -> the weight's and the bias's gradients, (2, c).
struct AffineGrad {
    c: usize,
    p: usize,
}

impl CustomOp2 for AffineGrad {
    fn name(&self) -> &'static str {
        "paperfit-channel-affine-grad"
    }

    fn cpu_fwd(
        &self,
        gs: &CpuStorage,
        gl: &Layout,
        xs: &CpuStorage,
        xl: &Layout,
    ) -> Result<(CpuStorage, Shape)> {
        let dwb = with_elem!(gs.dtype(), |T| {
            T::to_cpu_storage_owned(affine_grad_cpu::<T>(
                slice(gs, gl, "channel_affine gradient")?,
                slice(xs, xl, "channel_affine input")?,
                self.c,
                self.p,
            ))
        });
        Ok((dwb, Shape::from((2, self.c))))
    }

    #[cfg(feature = "cuda")]
    fn cuda_fwd(
        &self,
        gs: &candle_core::CudaStorage,
        gl: &Layout,
        xs: &candle_core::CudaStorage,
        xl: &Layout,
    ) -> Result<(candle_core::CudaStorage, Shape)> {
        let dwb = cuda::affine_grad((gs, gl), (xs, xl), self.c, self.p)?;
        Ok((dwb, Shape::from((2, self.c))))
    }
}

#[cfg(feature = "cuda")]
mod cuda {
    use candle_core::backend::BackendStorage;
    use candle_core::{CudaStorage, Layout, Result};

    use crate::cuda::{self as k, launch_kernel, with_cuda_elem, CHANNELS};

    type Operand<'a> = (&'a CudaStorage, &'a Layout);

    /// `x * w[channel] (+ b[channel])`, one thread per element.
    pub(super) fn affine(
        (xs, xl): Operand,
        (ws, wl): Operand,
        bias: Option<Operand>,
        c: usize,
        p: usize,
    ) -> Result<CudaStorage> {
        let dev = &xs.device;
        let len = xl.shape().elem_count();
        let kernel = if bias.is_some() {
            "channel_affine"
        } else {
            "channel_scale"
        };
        let name = k::kernel_name(kernel, xs.dtype())?;
        let (count, channels, cols) = (len as u64, c as i32, p as i32);
        Ok(with_cuda_elem!(xs.dtype(), |T| {
            let x = k::view::<T>(xs, xl, "channel_affine input")?;
            let w = k::view::<T>(ws, wl, "channel_affine weight")?;
            // SAFETY: every element is written by the launch before anything reads it.
            let y = unsafe { k::alloc::<T>(dev, len) }?;
            match bias {
                Some((bs, bl)) => {
                    let b = k::view::<T>(bs, bl, "channel_affine bias")?;
                    launch_kernel!(
                        dev,
                        CHANNELS,
                        name,
                        k::packed(len),
                        [&x, &w, &b, &y, &count, &channels, &cols]
                    )?;
                }
                None => launch_kernel!(
                    dev,
                    CHANNELS,
                    name,
                    k::packed(len),
                    [&x, &w, &y, &count, &channels, &cols]
                )?,
            }
            k::storage(y, dev)
        }))
    }

    /// Each plane's sums (one warp per plane, f32), then each channel's planes added image by
    /// image (one thread per channel): (2, c), the weight's gradient then the bias's. A fixed
    /// order, not the CPU twin's running sum: equal to it to rounding.
    pub(super) fn affine_grad(
        (gs, gl): Operand,
        (xs, xl): Operand,
        c: usize,
        p: usize,
    ) -> Result<CudaStorage> {
        let dev = &gs.device;
        let planes = gl.shape().elem_count() / p.max(1);
        let sums_name = k::kernel_name("channel_affine_plane_sums", gs.dtype())?;
        let grad_name = k::kernel_name("channel_affine_grad", gs.dtype())?;
        let (rows, cols) = (planes as i32, p as i32);
        let (images, channels) = ((planes / c.max(1)) as i32, c as i32);
        Ok(with_cuda_elem!(gs.dtype(), |T| {
            let g = k::view::<T>(gs, gl, "channel_affine gradient")?;
            let x = k::view::<T>(xs, xl, "channel_affine input")?;
            // SAFETY: both buffers are written in full by the launches before anything reads them.
            let sums = unsafe { k::alloc::<f32>(dev, 2 * planes) }?;
            let dwb = unsafe { k::alloc::<T>(dev, 2 * c) }?;
            launch_kernel!(
                dev,
                CHANNELS,
                sums_name,
                k::warp_per_row(planes, 8),
                [&g, &x, &sums, &rows, &cols]
            )?;
            launch_kernel!(
                dev,
                CHANNELS,
                grad_name,
                k::elementwise(c),
                [&sums, &dwb, &images, &channels]
            )?;
            k::storage(dwb, dev)
        }))
    }
}
