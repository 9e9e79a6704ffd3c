//! The input's gradient of a grouped, strided convolution on CUDA, computed as a forward
//! convolution: the output gradient spread out by the stride (zeros between its values) and
//! padded, convolved at stride 1 with the kernel flipped and its two channel axes swapped within
//! each group (the transposed convolution written as a convolution).
//!
//! Why: for such a convolution cuDNN's legacy API offers one deterministic data-gradient
//! algorithm (its algorithm 1; algorithm 0 accumulates with atomics), and in bf16 that ran a
//! direct grouped kernel (`dgrad2d_grouped_direct_kernel`) taking 58% of an SE-ResNeXt50 step
//! at 256 px on an H200 for the network's three stride-2 grouped convolutions (docs/gpu.md). As
//! a forward convolution the same sums run on the forward pass's tensor-core algorithms, chosen
//! by the same deterministic rule. The CPU keeps the direct data gradient of its twin (im2col),
//! against which the tests hold this one.

use candle_core::{Device, Result, Tensor};

use super::{Conv, Geometry};

/// Whether the input's gradient of `geometry` on `device` is computed as a forward convolution.
pub(super) fn as_forward(geometry: &Geometry, device: &Device) -> bool {
    device.is_cuda() && geometry.groups > 1 && geometry.stride > 1
}

/// The gradient of the input (n, c_in, h, w) of the convolution `geometry` with `weight` (the
/// f32 master kernel), from the output's gradient `grad` (n, c_out, ho, wo), as a forward
/// convolution of the spread gradient.
pub fn grad_input(geometry: &Geometry, grad: &Tensor, weight: &Tensor) -> Result<Tensor> {
    let g = geometry;
    let (n, c_out, ho, wo) = grad.dims4()?;
    let s = g.stride;
    // Each value of the gradient at (s i, s j) of a grid s times as large, zeros between.
    let spread = grad
        .contiguous()?
        .reshape((n, c_out, ho, 1, wo, 1))?
        .pad_with_zeros(3, 0, s - 1)?
        .pad_with_zeros(5, 0, s - 1)?
        .reshape((n, c_out, ho * s, wo * s))?;
    // Row s i of the grid lands on row kh - 1 - padding + s i of a (h + kh - 1) grid, so a
    // stride-1 convolution without padding gives h rows (columns alike).
    let spread = place(
        &spread,
        2,
        g.kh as isize - 1 - g.padding as isize,
        g.h + g.kh - 1,
    )?;
    let spread = place(
        &spread,
        3,
        g.kw as isize - 1 - g.padding as isize,
        g.w + g.kw - 1,
    )?
    .contiguous()?;
    let (groups, per_out, per_in) = (g.groups, g.c_out / g.groups, g.c_in / g.groups);
    let flipped = reversed(&reversed(weight, 2)?, 3)?;
    let kernel = flipped
        .reshape((groups, per_out, per_in, g.kh, g.kw))?
        .transpose(1, 2)?
        .contiguous()?
        .reshape((g.c_in, per_out, g.kh, g.kw))?;
    let geometry = Geometry::new(spread.dims(), kernel.dims(), 1, 0, groups)?;
    spread.apply_op2_no_bwd(&kernel, &Conv { geometry })
}

/// `t` along `dim` moved by `offset` (positive: zeros before it; negative: its first values
/// dropped) and cut or zero-padded to `len`.
fn place(t: &Tensor, dim: usize, offset: isize, len: usize) -> Result<Tensor> {
    let t = if offset >= 0 {
        t.pad_with_zeros(dim, offset as usize, 0)?
    } else {
        let drop = (-offset) as usize;
        t.narrow(dim, drop, t.dim(dim)? - drop)?
    };
    let have = t.dim(dim)?;
    if have >= len {
        t.narrow(dim, 0, len)
    } else {
        t.pad_with_zeros(dim, 0, len - have)
    }
}

/// `t` with its indices along `dim` in reverse order.
fn reversed(t: &Tensor, dim: usize) -> Result<Tensor> {
    let size = t.dim(dim)?;
    let order: Vec<u32> = (0..size as u32).rev().collect();
    t.index_select(&Tensor::new(order, t.device())?, dim)
}
