//! The convolution on cuDNN (the `cudnn` feature): forward, backward-data and backward-filter
//! with the channel groups in the descriptor (one call per convolution, whatever the groups).
//! One concern in one file: the descriptors, the algorithm choice and the three calls share
//! the descriptor types and the per-device cache of handles and choices.
//!
//! Per device (and thread: a cuDNN handle is not thread-safe), one handle on the device's
//! stream and the algorithm chosen for each (pass, shapes, stride, padding, groups, dtype): the
//! first deterministic algorithm of cuDNN's heuristic ranking that succeeds within the
//! workspace cap ([`super::workspace_limit`], what the memory estimate counts), asked once:
//! the same inputs give the same bits on every run. fp32 runs on FMA
//! kernels (no TF32, like every other fp32 op of paperfit, so fp32 matches the CPU twin);
//! f16/bf16 on tensor cores, accumulating in f32.

use std::cell::RefCell;
use std::collections::HashMap;
use std::ffi::c_void;

use candle_core::backend::BackendStorage;
use candle_core::cuda_backend::CudaDevice;
use candle_core::{CudaStorage, DType, Layout, Result};
use cudarc::cudnn::{result, sys};
use cudarc::driver::{DevicePtr, DevicePtrMut};

use super::Geometry;

use super::engines::{CudnnPath, Direction as Pass};
use super::graph;
use super::handle::{check, data_type, new_handle, record_choice, stderr_line, Handle};
use crate::cuda::{self as k, launch_kernel, with_cuda_elem, CONV};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
struct Key {
    pass: Pass,
    geometry: Geometry,
    dtype: DType,
}

/// An algorithm of one of the passes, its math type and workspace.
#[derive(Debug, Clone, Copy)]
enum Algo {
    Forward(sys::cudnnConvolutionFwdAlgo_t),
    Data(sys::cudnnConvolutionBwdDataAlgo_t),
    Filter(sys::cudnnConvolutionBwdFilterAlgo_t),
}

#[derive(Debug, Clone, Copy)]
struct Choice {
    algo: Algo,
    math: sys::cudnnMathType_t,
    workspace: usize,
}

struct PerDevice {
    handle: Handle,
    choices: HashMap<Key, Choice>,
    /// The workspace allowance the choices were made under ([`super::workspace_allowance`]).
    allowance: u64,
}

thread_local! {
    static DEVICES: RefCell<HashMap<candle_core::cuda_backend::DeviceId, PerDevice>> =
        RefCell::new(HashMap::new());
}

/// "data ALGO_1 (tensor cores)": the pass, the algorithm and its math.
fn short_choice(key: &Key, c: &Choice) -> String {
    let algo = match c.algo {
        Algo::Forward(a) => format!("{a:?}"),
        Algo::Data(a) => format!("{a:?}"),
        Algo::Filter(a) => format!("{a:?}"),
    };
    let algo = [
        "CUDNN_CONVOLUTION_FWD_ALGO_",
        "CUDNN_CONVOLUTION_BWD_DATA_",
        "CUDNN_CONVOLUTION_BWD_FILTER_",
    ]
    .iter()
    .fold(algo, |a, prefix| a.replace(prefix, ""));
    let math = match c.math {
        sys::cudnnMathType_t::CUDNN_FMA_MATH => "FMA",
        sys::cudnnMathType_t::CUDNN_DEFAULT_MATH => "default math",
        _ => "tensor cores",
    };
    let pass = match key.pass {
        Pass::Forward => "forward",
        Pass::Data => "data",
        Pass::Filter => "filter",
    };
    format!("{pass} {algo} ({math})")
}

macro_rules! descriptor {
    ($name:ident, $raw:ty, $destroy:ident) => {
        struct $name($raw);
        impl Drop for $name {
            fn drop(&mut self) {
                // SAFETY: created by the matching `create_*` and destroyed only here.
                let _ = unsafe { result::$destroy(self.0) };
            }
        }
    };
}

descriptor!(
    TensorDesc,
    sys::cudnnTensorDescriptor_t,
    destroy_tensor_descriptor
);
descriptor!(
    FilterDesc,
    sys::cudnnFilterDescriptor_t,
    destroy_filter_descriptor
);
descriptor!(
    ConvDesc,
    sys::cudnnConvolutionDescriptor_t,
    destroy_convolution_descriptor
);

/// The four descriptors of a convolution: input, kernel, output, and the convolution itself.
struct Descriptors {
    x: TensorDesc,
    w: FilterDesc,
    y: TensorDesc,
    conv: ConvDesc,
}

fn dims4(d: [usize; 4]) -> [std::ffi::c_int; 4] {
    d.map(|v| v as std::ffi::c_int)
}

fn tensor(data: sys::cudnnDataType_t, dims: [usize; 4]) -> Result<TensorDesc> {
    let d = TensorDesc(check(
        result::create_tensor_descriptor(),
        "tensor descriptor",
    )?);
    let nchw = sys::cudnnTensorFormat_t::CUDNN_TENSOR_NCHW;
    // SAFETY: `d` was just created.
    check(
        unsafe { result::set_tensor4d_descriptor(d.0, nchw, data, dims4(dims)) },
        "tensor descriptor",
    )?;
    Ok(d)
}

fn descriptors(g: &Geometry, dtype: DType) -> Result<Descriptors> {
    let data = data_type(dtype)?;
    let w = FilterDesc(check(
        result::create_filter_descriptor(),
        "filter descriptor",
    )?);
    let conv = ConvDesc(check(
        result::create_convolution_descriptor(),
        "convolution",
    )?);
    let nchw = sys::cudnnTensorFormat_t::CUDNN_TENSOR_NCHW;
    let (pad, stride) = (g.padding as std::ffi::c_int, g.stride as std::ffi::c_int);
    // SAFETY: `w` and `conv` were just created.
    unsafe {
        check(
            result::set_filter4d_descriptor(w.0, data, nchw, dims4(g.weight_dims())),
            "filter descriptor",
        )?;
        check(
            result::set_convolution2d_descriptor(
                conv.0,
                pad,
                pad,
                stride,
                stride,
                1,
                1,
                sys::cudnnConvolutionMode_t::CUDNN_CROSS_CORRELATION,
                sys::cudnnDataType_t::CUDNN_DATA_FLOAT,
            ),
            "convolution",
        )?;
        check(
            result::set_convolution_group_count(conv.0, g.groups as std::ffi::c_int),
            "group count",
        )?;
        check(
            result::set_convolution_math_type(conv.0, requested_math(dtype)),
            "math type",
        )?;
    }
    Ok(Descriptors {
        x: tensor(data, [g.n, g.c_in, g.h, g.w])?,
        w,
        y: tensor(data, g.out_dims())?,
        conv,
    })
}

/// fp32 on FMA kernels only (no TF32); half precision on tensor cores.
fn requested_math(dtype: DType) -> sys::cudnnMathType_t {
    match dtype {
        DType::F32 => sys::cudnnMathType_t::CUDNN_FMA_MATH,
        _ => sys::cudnnMathType_t::CUDNN_TENSOR_OP_MATH,
    }
}

/// Whether a heuristic result may be used: it ran, it is deterministic (the same bits on every
/// run: no atomic accumulation, whose order changes run to run), and fp32 stays off tensor
/// cores.
fn usable(candidate: &Candidate, dtype: DType) -> bool {
    candidate.status == sys::cudnnStatus_t::CUDNN_STATUS_SUCCESS
        && candidate.determinism == sys::cudnnDeterminism_t::CUDNN_DETERMINISTIC
        && (dtype != DType::F32 || candidate.math == sys::cudnnMathType_t::CUDNN_FMA_MATH)
}

/// One row of cuDNN's ranking of algorithms for a pass.
struct Candidate {
    algo: Algo,
    status: sys::cudnnStatus_t,
    determinism: sys::cudnnDeterminism_t,
    math: sys::cudnnMathType_t,
}

/// The workspace `algo` needs with the descriptors' math type set to `math`.
///
/// # Safety
/// `handle` and the descriptors are live.
unsafe fn workspace_of(
    handle: sys::cudnnHandle_t,
    d: &Descriptors,
    algo: Algo,
    math: sys::cudnnMathType_t,
) -> Result<usize> {
    check(
        result::set_convolution_math_type(d.conv.0, math),
        "math type",
    )?;
    let size = match algo {
        Algo::Forward(a) => {
            result::get_convolution_forward_workspace_size(handle, d.x.0, d.w.0, d.conv.0, d.y.0, a)
        }
        Algo::Data(a) => result::get_convolution_backward_data_workspace_size(
            handle, d.w.0, d.y.0, d.conv.0, d.x.0, a,
        ),
        Algo::Filter(a) => result::get_convolution_backward_filter_workspace_size(
            handle, d.x.0, d.y.0, d.conv.0, d.w.0, a,
        ),
    };
    check(size, "workspace size")
}

/// cuDNN's heuristic ranking for `pass`, best first.
///
/// # Safety
/// `handle` and the descriptors are live.
unsafe fn ranking(
    handle: sys::cudnnHandle_t,
    d: &Descriptors,
    pass: Pass,
) -> Result<Vec<Candidate>> {
    const MAX: usize = 16;
    let mut count: std::ffi::c_int = 0;
    macro_rules! ask {
        ($perf:ty, $get:ident, $variant:ident, ($($desc:expr),*)) => {{
            let mut perf: [$perf; MAX] = std::mem::zeroed();
            check(
                result::$get(handle, $($desc),*, MAX as _, &mut count, perf.as_mut_ptr()),
                "algorithm heuristics",
            )?;
            perf[..(count.max(0) as usize).min(MAX)]
                .iter()
                .map(|p| Candidate {
                    algo: Algo::$variant(p.algo),
                    status: p.status,
                    determinism: p.determinism,
                    math: p.mathType,
                })
                .collect()
        }};
    }
    Ok(match pass {
        Pass::Forward => ask!(
            sys::cudnnConvolutionFwdAlgoPerf_t,
            get_convolution_forward_algorithm,
            Forward,
            (d.x.0, d.w.0, d.conv.0, d.y.0)
        ),
        Pass::Data => ask!(
            sys::cudnnConvolutionBwdDataAlgoPerf_t,
            get_convolution_backward_data_algorithm,
            Data,
            (d.w.0, d.y.0, d.conv.0, d.x.0)
        ),
        Pass::Filter => ask!(
            sys::cudnnConvolutionBwdFilterAlgoPerf_t,
            get_convolution_backward_filter_algorithm,
            Filter,
            (d.x.0, d.y.0, d.conv.0, d.w.0)
        ),
    })
}

/// The algorithm for `key`: the best-ranked usable one within `limit` bytes of workspace, else
/// a deterministic one that every cuDNN has: the implicit GEMM forward, algorithm 1 of the two
/// backward passes (cuDNN's algorithm 0 of each backward pass accumulates with atomics).
///
/// # Safety
/// `handle` and the descriptors are live.
unsafe fn choose(
    handle: sys::cudnnHandle_t,
    d: &Descriptors,
    key: &Key,
    limit: usize,
) -> Result<Choice> {
    for candidate in ranking(handle, d, key.pass)? {
        if !usable(&candidate, key.dtype) {
            continue;
        }
        let algo = candidate.algo;
        let math = if key.dtype == DType::F32 {
            requested_math(key.dtype)
        } else {
            candidate.math
        };
        if let Ok(workspace) = workspace_of(handle, d, algo, math) {
            if workspace <= limit {
                return Ok(Choice {
                    algo,
                    math,
                    workspace,
                });
            }
        }
    }
    let algo = match key.pass {
        Pass::Forward => {
            Algo::Forward(sys::cudnnConvolutionFwdAlgo_t::CUDNN_CONVOLUTION_FWD_ALGO_IMPLICIT_GEMM)
        }
        Pass::Data => {
            Algo::Data(sys::cudnnConvolutionBwdDataAlgo_t::CUDNN_CONVOLUTION_BWD_DATA_ALGO_1)
        }
        Pass::Filter => {
            Algo::Filter(sys::cudnnConvolutionBwdFilterAlgo_t::CUDNN_CONVOLUTION_BWD_FILTER_ALGO_1)
        }
    };
    let math = requested_math(key.dtype);
    let workspace = workspace_of(handle, d, algo, math)?;
    Ok(Choice {
        algo,
        math,
        workspace,
    })
}

/// Runs the convolution `key` on the interface the plan chose ([`super::engines::set_cudnn_path`]): the graph API over the
/// device addresses `pointers` (input, kernel, output), or the legacy interface through `legacy`.
fn dispatch(
    dev: &CudaDevice,
    key: Key,
    pointers: [u64; 3],
    legacy: impl FnOnce(sys::cudnnHandle_t, &Descriptors, Algo, (*mut c_void, usize)) -> Result<()>,
) -> Result<()> {
    match super::engines::cudnn_path() {
        CudnnPath::Graph => graph::run(dev, key.pass, &key.geometry, key.dtype, pointers),
        CudnnPath::Legacy => run(dev, key, legacy),
    }
}

/// Runs `launch` with the device's handle, the descriptors of `key`, its algorithm (chosen on
/// first use) and a workspace for it.
fn run(
    dev: &CudaDevice,
    key: Key,
    launch: impl FnOnce(sys::cudnnHandle_t, &Descriptors, Algo, (*mut c_void, usize)) -> Result<()>,
) -> Result<()> {
    let d = descriptors(&key.geometry, key.dtype)?;
    let limit = super::workspace_limit(&key.geometry, key.dtype) as usize;
    let (handle, choice) = DEVICES.with(|devices| -> Result<_> {
        let mut devices = devices.borrow_mut();
        let per_device = match devices.entry(dev.id()) {
            std::collections::hash_map::Entry::Occupied(e) => e.into_mut(),
            std::collections::hash_map::Entry::Vacant(e) => e.insert(PerDevice {
                handle: new_handle(dev)?,
                choices: HashMap::new(),
                allowance: super::workspace_allowance(),
            }),
        };
        if per_device.allowance != super::workspace_allowance() {
            per_device.choices.clear();
            per_device.allowance = super::workspace_allowance();
        }
        let handle = per_device.handle.0;
        let choice = match per_device.choices.get(&key).copied() {
            Some(c) => c,
            None => {
                // SAFETY: the handle and descriptors are live.
                let c = unsafe { choose(handle, &d, &key, limit)? };
                if std::env::var_os(super::LOG_CUDNN_ENV).is_some() {
                    // SAFETY: the handle and descriptors are live.
                    let best = unsafe { ranking(handle, &d, key.pass)? }.into_iter().next();
                    stderr_line(&describe_choice(&key, &c, limit, best.as_ref()));
                }
                record_choice(short_choice(&key, &c));
                per_device.choices.insert(key, c);
                c
            }
        };
        Ok((handle, choice))
    })?;
    // SAFETY: `d.conv` is live.
    check(
        unsafe { result::set_convolution_math_type(d.conv.0, choice.math) },
        "math type",
    )?;
    // SAFETY: scratch whose contents do not matter.
    let mut workspace = unsafe { k::alloc::<u8>(dev, choice.workspace) }?;
    let stream = dev.cuda_stream();
    let (ptr, _sync) = workspace.device_ptr_mut(&stream);
    let ptr = if choice.workspace == 0 {
        std::ptr::null_mut()
    } else {
        ptr as *mut c_void
    };
    launch(handle, &d, choice.algo, (ptr, choice.workspace))
}

/// One line for the log: the convolution, the algorithm chosen with its math and workspace, and
/// cuDNN's first-ranked candidate.
fn describe_choice(key: &Key, c: &Choice, limit: usize, best: Option<&Candidate>) -> String {
    let g = &key.geometry;
    let first = best.map_or("none".to_string(), |b| {
        format!(
            "{:?} {:?} {:?} {:?}",
            b.algo, b.math, b.determinism, b.status
        )
    });
    format!(
        "cuDNN {:?} {:?}: x {}x{}x{}x{}, kernel {}x{}x{}x{}, stride {}, padding {}, groups {}: \
         {:?} {:?}, workspace {} of {} bytes allowed; cuDNN's first: {first}",
        key.pass,
        key.dtype,
        g.n,
        g.c_in,
        g.h,
        g.w,
        g.c_out,
        g.c_in / g.groups,
        g.kh,
        g.kw,
        g.stride,
        g.padding,
        g.groups,
        c.algo,
        c.math,
        c.workspace,
        limit
    )
}

/// `storage` cast to `dtype` (the f32 master kernel of a half-precision convolution), or
/// `None` when it is in `dtype` already.
fn cast(
    storage: &CudaStorage,
    layout: &Layout,
    dtype: DType,
) -> Result<Option<(CudaStorage, Layout)>> {
    if storage.dtype() == dtype {
        return Ok(None);
    }
    let cast = storage.to_dtype(layout, dtype)?;
    Ok(Some((cast, Layout::contiguous(layout.shape()))))
}

const ONE: f32 = 1.0;
const ZERO: f32 = 0.0;

fn scalars() -> (*const c_void, *const c_void) {
    (
        &ONE as *const f32 as *const c_void,
        &ZERO as *const f32 as *const c_void,
    )
}

/// The convolution of the input with the kernel (cast to the input's dtype), plus the bias.
pub(crate) fn forward(
    g: &Geometry,
    (xs, xl): (&CudaStorage, &Layout),
    (ws, wl): (&CudaStorage, &Layout),
    bias: Option<(&CudaStorage, &Layout)>,
) -> Result<CudaStorage> {
    let dev = &xs.device;
    let dtype = xs.dtype();
    let w_cast = cast(ws, wl, dtype)?;
    let (ws, wl) = match &w_cast {
        Some((s, l)) => (s, l),
        None => (ws, wl),
    };
    let y = with_cuda_elem!(dtype, |T| {
        let x = k::view::<T>(xs, xl, "conv2d input")?;
        let w = k::view::<T>(ws, wl, "conv2d kernel")?;
        // SAFETY: every element is written (by the next launch or copy) before anything reads it.
        let mut y = unsafe { k::alloc::<T>(dev, g.n * g.c_out * g.p()) }?;
        let key = Key {
            pass: Pass::Forward,
            geometry: *g,
            dtype,
        };
        {
            let stream = dev.cuda_stream();
            let ((xp, _a), (wp, _b), (yp, _c)) = (
                x.device_ptr(&stream),
                w.device_ptr(&stream),
                y.device_ptr_mut(&stream),
            );
            // (input, kernel, output) as the graph API names them, whichever this pass writes.
            dispatch(dev, key, [xp, wp, yp], |handle, d, algo, (work, size)| {
                let Algo::Forward(algo) = algo else {
                    unreachable!("a forward algorithm")
                };
                let (one, zero) = scalars();
                // SAFETY: the descriptors describe these contiguous buffers, the workspace has
                // the size the algorithm asked for.
                check(
                    unsafe {
                        result::convolution_forward(
                            handle, one, d.x.0, xp as _, d.w.0, wp as _, d.conv.0, algo, work,
                            size, zero, d.y.0, yp as _,
                        )
                    },
                    "convolution forward",
                )
            })?;
        }
        k::storage(y, dev)
    });
    match bias {
        Some((bs, bl)) => add_bias(y, g, bs, bl),
        None => Ok(y),
    }
}

/// The input's gradient from the output's and the kernel.
pub(crate) fn grad_input(
    g: &Geometry,
    (gs, gl): (&CudaStorage, &Layout),
    (ws, wl): (&CudaStorage, &Layout),
) -> Result<CudaStorage> {
    let dev = &gs.device;
    let dtype = gs.dtype();
    let w_cast = cast(ws, wl, dtype)?;
    let (ws, wl) = match &w_cast {
        Some((s, l)) => (s, l),
        None => (ws, wl),
    };
    Ok(with_cuda_elem!(dtype, |T| {
        let dy = k::view::<T>(gs, gl, "conv2d gradient")?;
        let w = k::view::<T>(ws, wl, "conv2d kernel")?;
        // SAFETY: every element is written (by the next launch or copy) before anything reads it.
        let mut dx = unsafe { k::alloc::<T>(dev, g.n * g.c_in * g.h * g.w) }?;
        let key = Key {
            pass: Pass::Data,
            geometry: *g,
            dtype,
        };
        {
            let stream = dev.cuda_stream();
            let ((dyp, _a), (wp, _b), (dxp, _c)) = (
                dy.device_ptr(&stream),
                w.device_ptr(&stream),
                dx.device_ptr_mut(&stream),
            );
            // (input, kernel, output) as the graph API names them, whichever this pass writes.
            dispatch(dev, key, [dxp, wp, dyp], |handle, d, algo, (work, size)| {
                let Algo::Data(algo) = algo else {
                    unreachable!("a backward-data algorithm")
                };
                let (one, zero) = scalars();
                // SAFETY: as in `forward`.
                check(
                    unsafe {
                        result::convolution_backward_data(
                            handle, one, d.w.0, wp as _, d.y.0, dyp as _, d.conv.0, algo, work,
                            size, zero, d.x.0, dxp as _,
                        )
                    },
                    "convolution backward data",
                )
            })?;
        }
        k::storage(dx, dev)
    }))
}

/// The kernel's gradient from the input and the output's gradient, in f32.
pub(crate) fn grad_weight(
    g: &Geometry,
    (xs, xl): (&CudaStorage, &Layout),
    (gs, gl): (&CudaStorage, &Layout),
) -> Result<CudaStorage> {
    let dev = &xs.device;
    let dtype = xs.dtype();
    let dw = with_cuda_elem!(dtype, |T| {
        let x = k::view::<T>(xs, xl, "conv2d input")?;
        let dy = k::view::<T>(gs, gl, "conv2d gradient")?;
        // SAFETY: every element is written (by the next launch or copy) before anything reads it.
        let mut dw = unsafe { k::alloc::<T>(dev, g.weight_dims().iter().product()) }?;
        let key = Key {
            pass: Pass::Filter,
            geometry: *g,
            dtype,
        };
        {
            let stream = dev.cuda_stream();
            let ((xp, _a), (dyp, _b), (dwp, _c)) = (
                x.device_ptr(&stream),
                dy.device_ptr(&stream),
                dw.device_ptr_mut(&stream),
            );
            // (input, kernel, output) as the graph API names them, whichever this pass writes.
            dispatch(dev, key, [xp, dwp, dyp], |handle, d, algo, (work, size)| {
                let Algo::Filter(algo) = algo else {
                    unreachable!("a backward-filter algorithm")
                };
                let (one, zero) = scalars();
                // SAFETY: as in `forward`.
                check(
                    unsafe {
                        result::convolution_backward_filter(
                            handle, one, d.x.0, xp as _, d.y.0, dyp as _, d.conv.0, algo, work,
                            size, zero, d.w.0, dwp as _,
                        )
                    },
                    "convolution backward filter",
                )
            })?;
        }
        k::storage(dw, dev)
    });
    if dtype == DType::F32 {
        Ok(dw)
    } else {
        dw.to_dtype(&Layout::contiguous(g.weight_dims().to_vec()), DType::F32)
    }
}

/// `y` (n, c_out, p) with the f32 bias added to every channel, in place.
fn add_bias(
    mut y: CudaStorage,
    g: &Geometry,
    bs: &CudaStorage,
    bl: &Layout,
) -> Result<CudaStorage> {
    let dev = y.device.clone();
    let dtype = y.dtype();
    let b = k::view::<f32>(bs, bl, "conv2d bias")?;
    let name = k::kernel_name("conv_bias_add", dtype)?;
    let (count, c, p) = ((g.n * g.c_out * g.p()) as u64, g.c_out as i32, g.p() as i32);
    with_cuda_elem!(dtype, |T| {
        let out = y.as_cuda_slice_mut::<T>()?;
        launch_kernel!(
            dev,
            CONV,
            name,
            k::elementwise(count as usize),
            [out, &b, &count, &c, &p]
        )?;
    });
    Ok(y)
}

/// The bias's gradient: the output gradient summed per channel, in f32, each split's partial
/// sum apart, then the splits in order (`crate::reduce`).
pub(crate) fn bias_grad(g: &Geometry, (gs, gl): (&CudaStorage, &Layout)) -> Result<CudaStorage> {
    let dev = &gs.device;
    let dtype = gs.dtype();
    let splits = k::splits(g.n * g.p()) as usize;
    // SAFETY: every element is written (by the next launch or copy) before anything reads it.
    let part = unsafe { k::alloc::<f32>(dev, splits * g.c_out) }?;
    let name = k::kernel_name("conv_bias_grad", dtype)?;
    let (n, c, p) = (g.n as i32, g.c_out as i32, g.p() as i32);
    let cfg = k::channel_split(g.n * g.p(), g.c_out);
    with_cuda_elem!(dtype, |T| {
        let grad = k::view::<T>(gs, gl, "conv2d gradient")?;
        launch_kernel!(dev, CONV, name, cfg, [&grad, &part, &n, &c, &p])?;
    });
    let sums = k::sum_splits(dev, &part, splits, g.c_out)?;
    Ok(k::storage(sums, dev))
}
