//! Max pooling of (n, c, h, w) with a square window, any stride and padding (padding counts as
//! -inf, as PyTorch's `MaxPool2d`): the forward keeps, per output element, the position of its
//! maximum within the window (one byte); the backward gathers, for each input element, the
//! gradients of the windows whose maximum it was (no atomics, every input element written
//! once). Ties go to the first maximum in scan order, a NaN wins its window, as PyTorch.

use std::sync::Mutex;

use candle_core::backend::BackendStorage;
use candle_core::op::BackpropOp;
use candle_core::{CpuStorage, CustomOp1, CustomOp2, Layout, Result, Shape, Storage};
use candle_core::{Tensor, WithDType};
use rayon::prelude::*;

use super::cpu::{slice, with_elem, Acc, Elem};

/// A pooling window over (h, w) planes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PoolWindow {
    pub kernel: usize,
    pub stride: usize,
    pub padding: usize,
    pub h: usize,
    pub w: usize,
}

impl PoolWindow {
    pub(crate) fn new(
        kernel: usize,
        stride: usize,
        padding: usize,
        h: usize,
        w: usize,
    ) -> Result<Self> {
        if kernel == 0 || stride == 0 || kernel * kernel > 256 || 2 * padding > kernel {
            candle_core::bail!(
                "max_pool2d: window {kernel} with stride {stride} and padding {padding} (the \
                 padding at most half the window, the window at most 16 x 16)"
            );
        }
        if h + 2 * padding < kernel || w + 2 * padding < kernel {
            candle_core::bail!("max_pool2d: input {h}x{w} is smaller than the window {kernel}");
        }
        Ok(PoolWindow {
            kernel,
            stride,
            padding,
            h,
            w,
        })
    }

    pub(crate) fn ho(&self) -> usize {
        (self.h + 2 * self.padding - self.kernel) / self.stride + 1
    }

    pub(crate) fn wo(&self) -> usize {
        (self.w + 2 * self.padding - self.kernel) / self.stride + 1
    }

    /// Windows side by side (kernel == stride, no padding): each input lies in at most one.
    fn tiles(&self) -> bool {
        self.kernel == self.stride && self.padding == 0
    }

    /// The outputs `o` whose window covers input `i` along a side of `out` outputs.
    fn covering(&self, i: usize, out: usize) -> std::ops::Range<usize> {
        let (k, s, pad) = (self.kernel, self.stride, self.padding);
        let lo = (i + pad + 1).saturating_sub(k).div_ceil(s);
        let hi = ((i + pad) / s + 1).min(out);
        lo..hi.max(lo)
    }
}

/// The maximum of every window of `x` (n, c, h, w) of side `kernel`, `stride` apart, the input
/// padded by `padding` on every side: (n, c, ho, wo) in `x`'s dtype.
pub fn max_pool2d(x: &Tensor, kernel: usize, stride: usize, padding: usize) -> Result<Tensor> {
    let (_, _, h, w) = x.dims4()?;
    let window = PoolWindow::new(kernel, stride, padding, h, w)?;
    x.contiguous()?.apply_op1(MaxPool {
        window,
        argmax: Mutex::new(None),
    })
}

/// The forward on the CPU: the maxima and their positions in the window (`ky * kernel + kx`).
pub(crate) fn forward_cpu<T: Elem>(x: &[T], win: PoolWindow) -> (Vec<T>, Vec<u8>) {
    let (plane, out) = (win.h * win.w, win.ho() * win.wo());
    let planes = x.len() / plane.max(1);
    let mut y = vec![T::store(T::A::ZERO); planes * out];
    let mut arg = vec![0u8; planes * out];
    y.par_chunks_mut(out)
        .zip(arg.par_chunks_mut(out))
        .enumerate()
        .for_each(|(i, (yp, ap))| {
            let xp = &x[i * plane..(i + 1) * plane];
            for oy in 0..win.ho() {
                for ox in 0..win.wo() {
                    let (v, a) = if win.tiles() {
                        tile_max(xp, win, oy, ox)
                    } else {
                        window_max(xp, win, oy, ox)
                    };
                    yp[oy * win.wo() + ox] = T::store(v);
                    ap[oy * win.wo() + ox] = a;
                }
            }
        });
    (y, arg)
}

/// [`window_max`] of a window that lies inside the plane: the same scan without the bounds.
#[inline(always)]
fn tile_max<T: Elem>(xp: &[T], win: PoolWindow, oy: usize, ox: usize) -> (T::A, u8) {
    let k = win.kernel;
    let (mut best, mut arg, mut first) = (T::A::NEG_INFINITY, 0u8, true);
    for ky in 0..k {
        let row = &xp[(oy * k + ky) * win.w + ox * k..][..k];
        for (kx, x) in row.iter().enumerate() {
            let v = x.load();
            #[allow(clippy::eq_op)]
            let nan = v != v;
            if first || v > best || nan {
                (best, arg, first) = (v, (ky * k + kx) as u8, false);
            }
        }
    }
    (best, arg)
}

/// The first maximum of window (oy, ox) of one plane (a NaN wins) and its position.
fn window_max<T: Elem>(xp: &[T], win: PoolWindow, oy: usize, ox: usize) -> (T::A, u8) {
    let (mut best, mut arg, mut first) = (T::A::NEG_INFINITY, 0u8, true);
    for ky in 0..win.kernel {
        let Some(iy) = (oy * win.stride + ky).checked_sub(win.padding) else {
            continue;
        };
        if iy >= win.h {
            break;
        }
        for kx in 0..win.kernel {
            let Some(ix) = (ox * win.stride + kx).checked_sub(win.padding) else {
                continue;
            };
            if ix >= win.w {
                break;
            }
            let v = xp[iy * win.w + ix].load();
            #[allow(clippy::eq_op)]
            let nan = v != v;
            if first || v > best || nan {
                (best, arg, first) = (v, (ky * win.kernel + kx) as u8, false);
            }
        }
    }
    (best, arg)
}

/// The input's gradient on the CPU: each input element gathers the gradients of the windows
/// whose maximum it is.
pub(crate) fn grad_cpu<T: Elem>(g: &[T], arg: &[u8], win: PoolWindow) -> Vec<T> {
    if win.tiles() {
        grad_cpu_tiles(g, arg, win)
    } else {
        grad_cpu_gather(g, arg, win)
    }
}

/// [`grad_cpu`] of windows side by side: each window's gradient goes to its maximum, every
/// other input is 0. The same bits as the gather (`0 + g`, as its sum of one term).
fn grad_cpu_tiles<T: Elem>(g: &[T], arg: &[u8], win: PoolWindow) -> Vec<T> {
    let (plane, out, k) = (win.h * win.w, win.ho() * win.wo(), win.kernel);
    let planes = g.len() / out.max(1);
    let mut dx = vec![T::store(T::A::ZERO); planes * plane];
    dx.par_chunks_mut(plane).enumerate().for_each(|(i, dp)| {
        let (gp, ap) = (&g[i * out..(i + 1) * out], &arg[i * out..(i + 1) * out]);
        for oy in 0..win.ho() {
            for ox in 0..win.wo() {
                let o = oy * win.wo() + ox;
                let (ky, kx) = (ap[o] as usize / k, ap[o] as usize % k);
                dp[(oy * k + ky) * win.w + ox * k + kx] = T::store(T::A::ZERO + gp[o].load());
            }
        }
    });
    dx
}

/// [`grad_cpu`] of any window: each input element sums the gradients of the windows covering
/// it whose maximum it is.
fn grad_cpu_gather<T: Elem>(g: &[T], arg: &[u8], win: PoolWindow) -> Vec<T> {
    let (plane, out) = (win.h * win.w, win.ho() * win.wo());
    let planes = g.len() / out.max(1);
    let mut dx = vec![T::store(T::A::ZERO); planes * plane];
    dx.par_chunks_mut(plane).enumerate().for_each(|(i, dp)| {
        let (gp, ap) = (&g[i * out..(i + 1) * out], &arg[i * out..(i + 1) * out]);
        for iy in 0..win.h {
            for ix in 0..win.w {
                let mut acc = T::A::ZERO;
                for oy in win.covering(iy, win.ho()) {
                    let ky = iy + win.padding - oy * win.stride;
                    for ox in win.covering(ix, win.wo()) {
                        let kx = ix + win.padding - ox * win.stride;
                        let o = oy * win.wo() + ox;
                        if ap[o] as usize == ky * win.kernel + kx {
                            acc += gp[o].load();
                        }
                    }
                }
                dp[iy * win.w + ix] = T::store(acc);
            }
        }
    });
    dx
}

struct MaxPool {
    window: PoolWindow,
    /// The maxima's positions (u8, the output's shape), filled by the forward.
    argmax: Mutex<Option<Tensor>>,
}

impl MaxPool {
    fn out_shape(&self, l: &Layout) -> Shape {
        let d = l.dims();
        Shape::from((d[0], d[1], self.window.ho(), self.window.wo()))
    }

    fn save(&self, arg: Storage, shape: Shape) {
        let arg = Tensor::from_storage(arg, shape, BackpropOp::none(), false);
        *self.argmax.lock().expect("max-pool positions lock") = Some(arg);
    }
}

impl CustomOp1 for MaxPool {
    fn name(&self) -> &'static str {
        "paperfit-max-pool2d"
    }

    fn cpu_fwd(&self, s: &CpuStorage, l: &Layout) -> Result<(CpuStorage, Shape)> {
        let shape = self.out_shape(l);
        let (y, arg) = with_elem!(s.dtype(), |T| {
            let (y, arg) = forward_cpu::<T>(slice(s, l, "max_pool2d input")?, self.window);
            (T::to_cpu_storage_owned(y), CpuStorage::U8(arg))
        });
        self.save(Storage::Cpu(arg), shape.clone());
        Ok((y, shape))
    }

    #[cfg(feature = "cuda")]
    fn cuda_fwd(
        &self,
        s: &candle_core::CudaStorage,
        l: &Layout,
    ) -> Result<(candle_core::CudaStorage, Shape)> {
        let shape = self.out_shape(l);
        let (y, arg) = cuda::forward(s, l, self.window, shape.elem_count())?;
        self.save(Storage::Cuda(arg), shape.clone());
        Ok((y, shape))
    }

    fn bwd(&self, _x: &Tensor, _y: &Tensor, grad: &Tensor) -> Result<Option<Tensor>> {
        let arg = self
            .argmax
            .lock()
            .expect("max-pool positions lock")
            .clone()
            .ok_or_else(|| candle_core::Error::Msg("max_pool2d: backward before forward".into()))?;
        let dx = grad
            .contiguous()?
            .apply_op2_no_bwd(&arg, &MaxPoolGrad(self.window))?;
        Ok(Some(dx))
    }
}

/// (grad, positions) -> the input's gradient.
struct MaxPoolGrad(PoolWindow);

impl CustomOp2 for MaxPoolGrad {
    fn name(&self) -> &'static str {
        "paperfit-max-pool2d-grad"
    }

    fn cpu_fwd(
        &self,
        gs: &CpuStorage,
        gl: &Layout,
        as_: &CpuStorage,
        al: &Layout,
    ) -> Result<(CpuStorage, Shape)> {
        let d = gl.dims();
        let dx = with_elem!(gs.dtype(), |T| {
            T::to_cpu_storage_owned(grad_cpu::<T>(
                slice(gs, gl, "max_pool2d gradient")?,
                slice::<u8>(as_, al, "max_pool2d positions")?,
                self.0,
            ))
        });
        Ok((dx, Shape::from((d[0], d[1], self.0.h, self.0.w))))
    }

    #[cfg(feature = "cuda")]
    fn cuda_fwd(
        &self,
        gs: &candle_core::CudaStorage,
        gl: &Layout,
        as_: &candle_core::CudaStorage,
        al: &Layout,
    ) -> Result<(candle_core::CudaStorage, Shape)> {
        let d = gl.dims();
        let shape = Shape::from((d[0], d[1], self.0.h, self.0.w));
        Ok((
            cuda::grad(gs, gl, (as_, al), self.0, shape.elem_count())?,
            shape,
        ))
    }
}

#[cfg(feature = "cuda")]
mod cuda {
    use candle_core::backend::BackendStorage;
    use candle_core::{CudaStorage, Layout, Result};

    use super::PoolWindow;
    use crate::cuda::{self as k, launch_kernel, with_cuda_elem, POOL};

    /// The window as the kernels take it: planes, h, w, ho, wo, kernel, stride, padding.
    fn geometry(win: PoolWindow, planes: usize) -> [i32; 8] {
        [
            planes,
            win.h,
            win.w,
            win.ho(),
            win.wo(),
            win.kernel,
            win.stride,
            win.padding,
        ]
        .map(|v| v as i32)
    }

    pub(crate) fn forward(
        s: &CudaStorage,
        l: &Layout,
        win: PoolWindow,
        out: usize,
    ) -> Result<(CudaStorage, CudaStorage)> {
        let dev = &s.device;
        let dtype = s.dtype();
        let name = k::kernel_name("max_pool_fwd", dtype)?;
        let g = geometry(win, out / (win.ho() * win.wo()).max(1));
        // SAFETY: every element is written (by the next launch or copy) before anything reads it.
        let arg = unsafe { k::alloc::<u8>(dev, out) }?;
        let y = with_cuda_elem!(dtype, |T| {
            let x = k::view::<T>(s, l, "max_pool2d input")?;
            // SAFETY: every element is written (by the next launch or copy) before anything reads it.
            let y = unsafe { k::alloc::<T>(dev, out) }?;
            launch_kernel!(
                dev,
                POOL,
                name,
                k::elementwise(out),
                [&x, &y, &arg, &g[0], &g[1], &g[2], &g[3], &g[4], &g[5], &g[6], &g[7]]
            )?;
            k::storage(y, dev)
        });
        Ok((y, k::storage(arg, dev)))
    }

    pub(crate) fn grad(
        gs: &CudaStorage,
        gl: &Layout,
        (as_, al): (&CudaStorage, &Layout),
        win: PoolWindow,
        len: usize,
    ) -> Result<CudaStorage> {
        let dev = &gs.device;
        let dtype = gs.dtype();
        let name = k::kernel_name("max_pool_bwd", dtype)?;
        let g = geometry(win, len / (win.h * win.w).max(1));
        let arg = k::view::<u8>(as_, al, "max_pool2d positions")?;
        Ok(with_cuda_elem!(dtype, |T| {
            let grad = k::view::<T>(gs, gl, "max_pool2d gradient")?;
            // SAFETY: every element is written (by the next launch or copy) before anything reads it.
            let dx = unsafe { k::alloc::<T>(dev, len) }?;
            launch_kernel!(
                dev,
                POOL,
                name,
                k::elementwise(len),
                [&grad, &arg, &dx, &g[0], &g[1], &g[2], &g[3], &g[4], &g[5], &g[6], &g[7]]
            )?;
            k::storage(dx, dev)
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Side-by-side windows take the short paths; they give the general paths' bits, with
    /// rows and columns left over, ties, a NaN and signed zeros among the inputs.
    #[test]
    fn tiled_windows_give_the_general_paths_bits() {
        for (k, h, w) in [(2, 8, 8), (2, 7, 9), (3, 9, 11)] {
            let win = PoolWindow::new(k, k, 0, h, w).unwrap();
            let planes = 3;
            let x: Vec<f32> = (0..planes * h * w)
                .map(|i| match i % 13 {
                    5 => 1.0,
                    7 => f32::NAN,
                    11 => -0.0,
                    _ => ((i * 7919) % 101) as f32 / 17.0 - 3.0,
                })
                .collect();
            let (y, arg) = forward_cpu(&x, win);
            let mut general = (Vec::new(), Vec::new());
            for p in 0..planes {
                for oy in 0..win.ho() {
                    for ox in 0..win.wo() {
                        let (v, a) = window_max(&x[p * h * w..(p + 1) * h * w], win, oy, ox);
                        general.0.push(v.to_bits());
                        general.1.push(a);
                    }
                }
            }
            assert_eq!(y.iter().map(|v| v.to_bits()).collect::<Vec<_>>(), general.0);
            assert_eq!(arg, general.1);
            let g: Vec<f32> = (0..y.len())
                .map(|i| {
                    if i % 5 == 0 {
                        -0.0
                    } else {
                        i as f32 * 0.25 - 2.0
                    }
                })
                .collect();
            let bits = |v: Vec<f32>| v.into_iter().map(f32::to_bits).collect::<Vec<_>>();
            assert_eq!(
                bits(grad_cpu_tiles(&g, &arg, win)),
                bits(grad_cpu_gather(&g, &arg, win))
            );
        }
    }
}
