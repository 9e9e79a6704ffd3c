//! The linear layer's cuBLASLt products on CUDA: per [`LtKey`], on its first call, a matmul
//! descriptor (f32 compute and scale, the transposes, the epilogue, the bias in the matrices'
//! dtype: in f16/bf16 the f32 bias is rounded to it going in, its gradient comes out rounded to
//! it and is widened to f32, as under PyTorch's autocast), the three
//! matrix layouts, cuBLASLt's heuristic (up to [`REQUESTED`] candidates, the address alignments
//! as preferences), and the algorithm [`choose`] picks, all kept; a later call of the key sets
//! the bias pointer and runs. A key whose candidates the rule all refuses is kept as such and
//! runs the composed path. One workspace of [`WORKSPACE_BYTES`] per device (and thread: a
//! cuBLASLt handle is not shared), allocated at its first product.

use std::cell::RefCell;
use std::collections::HashMap;
use std::ffi::c_void;
use std::mem::size_of;

use candle_core::backend::BackendStorage;
use candle_core::cuda_backend::cudarc::driver::CudaSlice;
use candle_core::cuda_backend::{CudaDevice, CudaStorage, DeviceId};
use candle_core::{DType, Result};
use cudarc::cublaslt::result::{self, CublasError};
use cudarc::cublaslt::sys;
use cudarc::driver::{DevicePtr, DevicePtrMut};

use super::{alignment, choose, record, Candidate, LtKey, Pass, Reduction, WORKSPACE_BYTES};
use crate::cuda as k;

use sys::cublasLtMatmulAlgoConfigAttributes_t as Config;
use sys::cublasLtMatmulDescAttributes_t as DescAttr;
use sys::cublasLtMatmulPreferenceAttributes_t as Pref;

/// How many candidates the heuristic is asked for.
const REQUESTED: usize = 16;

fn check<T>(r: std::result::Result<T, CublasError>, what: &str) -> Result<T> {
    r.map_err(|e| candle_core::Error::Msg(format!("cuBLASLt {what}: {e:?}")))
}

struct Handle(sys::cublasLtHandle_t);

impl Drop for Handle {
    fn drop(&mut self) {
        // SAFETY: created by `create_handle` and destroyed only here.
        let _ = unsafe { result::destroy_handle(self.0) };
    }
}

struct Desc(sys::cublasLtMatmulDesc_t);

impl Drop for Desc {
    fn drop(&mut self) {
        // SAFETY: created by `create_matmul_desc` and destroyed only here.
        let _ = unsafe { result::destroy_matmul_desc(self.0) };
    }
}

impl Desc {
    /// Sets `attr` to `value`.
    ///
    /// # Safety
    /// `T` is the type cuBLASLt's header gives `attr`.
    unsafe fn set<T>(&self, attr: DescAttr, value: &T) -> Result<()> {
        // SAFETY: the descriptor is live; the caller's contract on the type.
        let r = unsafe {
            result::set_matmul_desc_attribute(
                self.0,
                attr,
                value as *const T as *const c_void,
                size_of::<T>(),
            )
        };
        check(r, "descriptor attribute")
    }
}

struct MatrixLayout(sys::cublasLtMatrixLayout_t);

impl Drop for MatrixLayout {
    fn drop(&mut self) {
        // SAFETY: created by `create_matrix_layout` and destroyed only here.
        let _ = unsafe { result::destroy_matrix_layout(self.0) };
    }
}

struct Preference(sys::cublasLtMatmulPreference_t);

impl Drop for Preference {
    fn drop(&mut self) {
        // SAFETY: created by `create_matmul_pref` and destroyed only here.
        let _ = unsafe { result::destroy_matmul_pref(self.0) };
    }
}

/// A key's product, ready to run: its descriptor, layouts (A, B, D; C is D's) and algorithm.
struct Plan {
    desc: Desc,
    layouts: [MatrixLayout; 3],
    algo: sys::cublasLtMatmulAlgo_t,
}

/// Per device (and thread).
struct PerDevice {
    handle: Handle,
    workspace: CudaSlice<u8>,
    /// Each key's plan, or `None` where the rule refused every candidate (the composed path).
    plans: HashMap<LtKey, Option<Plan>>,
}

thread_local! {
    static DEVICES: RefCell<HashMap<DeviceId, PerDevice>> = RefCell::new(HashMap::new());
}

fn data_type(dtype: DType) -> Result<sys::cudaDataType> {
    Ok(match dtype {
        DType::F32 => sys::cudaDataType::CUDA_R_32F,
        DType::F16 => sys::cudaDataType::CUDA_R_16F,
        DType::BF16 => sys::cudaDataType::CUDA_R_16BF,
        other => candle_core::bail!("cuBLASLt products run in f32, f16 or bf16, not {other:?}"),
    })
}

/// The column-major (rows, cols, leading dimension) of A, B and D for `key`.
fn shapes(key: &LtKey) -> [(usize, usize, usize); 3] {
    let (m, n, kk) = (key.m, key.n, key.k);
    match key.pass {
        // A: the weight (out, in) row-major, read transposed; B: x's rows; D: y^T.
        Pass::Forward => [(kk, m, kk), (kk, n, kk), (m, n, m)],
        // A: x's rows (k x rows); B: g (out x rows), read transposed; D: dW^T (in x out).
        Pass::WeightGradient => [(m, kk, m), (n, kk, n), (m, n, m)],
    }
}

/// The descriptor of `key`'s product with `bias` as its bias (or bias-gradient) pointer.
fn descriptor(key: &LtKey, bias: u64) -> Result<Desc> {
    let desc = Desc(check(
        result::create_matmul_desc(
            sys::cublasComputeType_t::CUBLAS_COMPUTE_32F,
            sys::cudaDataType::CUDA_R_32F,
        ),
        "descriptor",
    )?);
    let (ta, tb) = key.pass.transposes();
    let epilogue = match key.pass {
        Pass::Forward => sys::cublasLtEpilogue_t::CUBLASLT_EPILOGUE_BIAS,
        Pass::WeightGradient => sys::cublasLtEpilogue_t::CUBLASLT_EPILOGUE_BGRADB,
    };
    // SAFETY: each value has the type cublasLt.h gives its attribute (the transposes are
    // cublasOperation_t, an int32; the epilogue a uint32; the bias type a cudaDataType_t; the
    // pointer a device address).
    unsafe {
        desc.set(DescAttr::CUBLASLT_MATMUL_DESC_TRANSA, &(ta as i32))?;
        desc.set(DescAttr::CUBLASLT_MATMUL_DESC_TRANSB, &(tb as i32))?;
        desc.set(DescAttr::CUBLASLT_MATMUL_DESC_EPILOGUE, &(epilogue as u32))?;
        // The bias in D's dtype: cuBLASLt refuses an f32 bias beside f16 or bf16 matrices
        // (CUBLAS_STATUS_INVALID_VALUE from the heuristic, on an H200 with cuBLAS 13).
        desc.set(
            DescAttr::CUBLASLT_MATMUL_DESC_BIAS_DATA_TYPE,
            &data_type(key.dtype)?,
        )?;
        desc.set(DescAttr::CUBLASLT_MATMUL_DESC_BIAS_POINTER, &bias)?;
    }
    Ok(desc)
}

fn layouts(key: &LtKey) -> Result<[MatrixLayout; 3]> {
    let ty = data_type(key.dtype)?;
    let make = |(rows, cols, ld): (usize, usize, usize)| -> Result<MatrixLayout> {
        let layout = result::create_matrix_layout(ty, rows as u64, cols as u64, ld as i64);
        Ok(MatrixLayout(check(layout, "matrix layout")?))
    };
    let [a, b, d] = shapes(key);
    Ok([make(a)?, make(b)?, make(d)?])
}

/// One configuration attribute of `algo` (every one the rule reads is 32 bits wide).
fn attribute(algo: &sys::cublasLtMatmulAlgo_t, attr: Config) -> Result<u32> {
    let (mut value, mut written) = (0u32, 0usize);
    // SAFETY: `algo` is a heuristic result; the buffer holds the attribute's 32 bits.
    let r = unsafe {
        sys::cublasLtMatmulAlgoConfigGetAttribute(
            algo,
            attr,
            &mut value as *mut u32 as *mut c_void,
            size_of::<u32>(),
            &mut written,
        )
    };
    check(r.result(), "algorithm attribute")?;
    Ok(value)
}

fn candidate(result: &sys::cublasLtMatmulHeuristicResult_t) -> Result<Candidate> {
    let a = |attr| attribute(&result.algo, attr);
    Ok(Candidate {
        id: a(Config::CUBLASLT_ALGO_CONFIG_ID)? as i32,
        tile: a(Config::CUBLASLT_ALGO_CONFIG_TILE_ID)?,
        stages: a(Config::CUBLASLT_ALGO_CONFIG_STAGES_ID)?,
        split_k: a(Config::CUBLASLT_ALGO_CONFIG_SPLITK_NUM)?,
        reduction: Reduction(a(Config::CUBLASLT_ALGO_CONFIG_REDUCTION_SCHEME)?),
        swizzle: a(Config::CUBLASLT_ALGO_CONFIG_CTA_SWIZZLING)?,
        custom: a(Config::CUBLASLT_ALGO_CONFIG_CUSTOM_OPTION)?,
        workspace: result.workspaceSize as u64,
    })
}

/// The heuristic's preferences for `key`: the workspace held, each operand's alignment.
fn preference(key: &LtKey) -> Result<Preference> {
    let pref = Preference(check(result::create_matmul_pref(), "preference")?);
    let [a, b, d, _] = key.alignment;
    let values: [(Pref, u64); 5] = [
        (
            Pref::CUBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES,
            WORKSPACE_BYTES,
        ),
        (Pref::CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_A_BYTES, a.into()),
        (Pref::CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_B_BYTES, b.into()),
        (Pref::CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_C_BYTES, d.into()),
        (Pref::CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_D_BYTES, d.into()),
    ];
    for (attr, value) in values {
        let value32 = value as u32;
        // SAFETY: the workspace limit is a uint64, the alignments uint32 (cublasLt.h).
        let r = unsafe {
            match attr == Pref::CUBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES {
                true => pref_attribute(&pref, attr, &value),
                false => pref_attribute(&pref, attr, &value32),
            }
        };
        check(r, "preference attribute")?;
    }
    Ok(pref)
}

/// Sets the preference `attr` to `value`.
///
/// # Safety
/// `T` is the type cuBLASLt's header gives `attr`.
unsafe fn pref_attribute<T>(
    pref: &Preference,
    attr: Pref,
    value: &T,
) -> std::result::Result<(), CublasError> {
    // SAFETY: the preference is live; the caller's contract on the type.
    unsafe {
        result::set_matmul_pref_attribute(
            pref.0,
            attr,
            value as *const T as *const c_void,
            size_of::<T>(),
        )
    }
}

/// `key`'s plan: the heuristic's candidates, the rule's choice (recorded, and logged under
/// `PAPERFIT_LOG_CUBLASLT=1`); `None` when no candidate survives (or cuBLASLt supports none).
fn build(handle: &Handle, key: &LtKey, bias: u64) -> Result<Option<Plan>> {
    let desc = descriptor(key, bias)?;
    let layouts = layouts(key)?;
    let pref = preference(key)?;
    // SAFETY: plain data that the heuristic overwrites up to `count`.
    let mut results: Vec<sys::cublasLtMatmulHeuristicResult_t> =
        vec![unsafe { std::mem::zeroed() }; REQUESTED];
    let mut count = 0i32;
    let [a, b, d] = [&layouts[0].0, &layouts[1].0, &layouts[2].0];
    // SAFETY: live descriptors, layouts and preference; `results` holds REQUESTED entries.
    let status = unsafe {
        sys::cublasLtMatmulAlgoGetHeuristic(
            handle.0,
            desc.0,
            *a,
            *b,
            *d,
            *d,
            pref.0,
            REQUESTED as i32,
            results.as_mut_ptr(),
            &mut count,
        )
    };
    // NOT_SUPPORTED: no algorithm serves the descriptor (the list is empty). INVALID_VALUE: the
    // descriptor is one this cuBLASLt does not take; the key runs the composed path, and the
    // record says why.
    if status == sys::cublasStatus_t::CUBLAS_STATUS_INVALID_VALUE {
        super::record_refusal(key, &format!("{status:?}"));
        return Ok(None);
    }
    if status != sys::cublasStatus_t::CUBLAS_STATUS_NOT_SUPPORTED {
        check(status.result(), "heuristic")?;
    }
    results.truncate(count.max(0) as usize);
    results.retain(|r| r.state == sys::cublasStatus_t::CUBLAS_STATUS_SUCCESS);
    let candidates = results.iter().map(candidate).collect::<Result<Vec<_>>>()?;
    let choice = choose(&candidates, WORKSPACE_BYTES);
    record(key, &candidates, &choice);
    Ok(choice.chosen.map(|i| Plan {
        desc,
        layouts,
        algo: results[i].algo,
    }))
}

/// Runs `key`'s product on `dev` over the addresses [a, b, d, bias] if the key has an
/// algorithm; false (nothing run) when the key takes the composed path.
pub(super) fn run(dev: &CudaDevice, key: &LtKey, pointers: [u64; 4]) -> Result<bool> {
    DEVICES.with(|devices| {
        let mut devices = devices.borrow_mut();
        let per_device = match devices.entry(dev.id()) {
            std::collections::hash_map::Entry::Occupied(e) => e.into_mut(),
            std::collections::hash_map::Entry::Vacant(e) => e.insert(new_device(dev)?),
        };
        if !per_device.plans.contains_key(key) {
            let plan = build(&per_device.handle, key, pointers[3])?;
            per_device.plans.insert(*key, plan);
        }
        let Some(plan) = &per_device.plans[key] else {
            return Ok(false);
        };
        let stream = dev.cuda_stream();
        // SAFETY: the bias pointer is a device address, the attribute's type.
        unsafe {
            plan.desc
                .set(DescAttr::CUBLASLT_MATMUL_DESC_BIAS_POINTER, &pointers[3])?
        };
        let (work, _guard) = per_device.workspace.device_ptr_mut(&stream);
        let (one, zero) = (1f32, 0f32);
        let [a, b, d] = [&plan.layouts[0].0, &plan.layouts[1].0, &plan.layouts[2].0];
        let [pa, pb, pd, _] = pointers;
        // SAFETY: the layouts describe the live buffers at these addresses on candle's stream
        // (the key carries their sizes and alignment), the algorithm was chosen for this
        // descriptor within the workspace held, and beta 0 reads nothing of C (D's address).
        let r = unsafe {
            result::matmul(
                per_device.handle.0,
                plan.desc.0,
                &one as *const f32 as *const c_void,
                &zero as *const f32 as *const c_void,
                pa as *const c_void,
                *a,
                pb as *const c_void,
                *b,
                pd as *const c_void,
                *d,
                pd as *mut c_void,
                *d,
                &plan.algo,
                work as *mut c_void,
                WORKSPACE_BYTES as usize,
                stream.cu_stream() as sys::cudaStream_t,
            )
        };
        check(r, "matmul")?;
        Ok(true)
    })
}

fn new_device(dev: &CudaDevice) -> Result<PerDevice> {
    let stream = dev.cuda_stream();
    stream
        .context()
        .bind_to_thread()
        .map_err(candle_core::Error::wrap)?;
    let handle = Handle(check(result::create_handle(), "handle")?);
    // SAFETY: scratch whose contents do not matter.
    let workspace = unsafe { k::alloc::<u8>(dev, WORKSPACE_BYTES as usize) }?;
    Ok(PerDevice {
        handle,
        workspace,
        plans: HashMap::new(),
    })
}

/// The key of a product of `pass` with column-major sizes (m, n, k) in `dtype` over `pointers`.
fn key_of(
    pass: Pass,
    (m, n, kk): (usize, usize, usize),
    dtype: DType,
    pointers: [u64; 4],
) -> LtKey {
    LtKey {
        pass,
        m,
        n,
        k: kk,
        dtype,
        alignment: pointers.map(alignment),
    }
}

/// `y = x w^T + b` for `x` (rows, k) and `w` (out, k), both contiguous in the compute dtype,
/// and `b` (out) in f32 (rounded to the compute dtype for the epilogue): y in a new buffer, or
/// `None` when this shape takes the composed path.
pub(crate) fn forward(
    x: &CudaStorage,
    xl: &candle_core::Layout,
    w: &CudaStorage,
    wl: &candle_core::Layout,
    b: &CudaStorage,
    bl: &candle_core::Layout,
) -> Result<Option<CudaStorage>> {
    let dev = &x.device;
    let dtype = x.dtype();
    let (out, kk) = (wl.dims()[0], wl.dims()[1]);
    let rows = xl.shape().elem_count() / kk.max(1);
    // The epilogue reads the bias in the matrices' dtype (the descriptor's bias type).
    let cast;
    let (b, bl) = if b.dtype() == dtype {
        (b, bl)
    } else {
        cast = (
            b.to_dtype(bl, dtype)?,
            candle_core::Layout::contiguous(bl.shape()),
        );
        (&cast.0, &cast.1)
    };
    crate::cuda::with_cuda_elem!(dtype, |T| {
        let bias = k::view::<T>(b, bl, "linear bias")?;
        let xv = k::view::<T>(x, xl, "linear input")?;
        let wv = k::view::<T>(w, wl, "linear weight")?;
        // SAFETY: the product writes every element before anything reads one.
        let mut y = unsafe { k::alloc::<T>(dev, rows * out) }?;
        let ran = {
            let stream = dev.cuda_stream();
            let ((pw, _a), (px, _b), (py, _c), (pb, _d)) = (
                wv.device_ptr(&stream),
                xv.device_ptr(&stream),
                y.device_ptr_mut(&stream),
                bias.device_ptr(&stream),
            );
            let pointers = [pw, px, py, pb];
            let key = key_of(Pass::Forward, (out, rows, kk), dtype, pointers);
            run(dev, &key, pointers)?
        };
        Ok(ran.then(|| k::storage(y, dev)))
    })
}

/// `g^T x` for `g` (rows, out) and `x` (rows, k), both contiguous in the compute dtype: the
/// weight's gradient (out, k) in that dtype and the bias's (out) in f32, summed by the
/// product's epilogue (which writes it in the compute dtype); `None` when this shape takes the
/// composed path.
pub(crate) fn weight_gradient(
    g: &CudaStorage,
    gl: &candle_core::Layout,
    x: &CudaStorage,
    xl: &candle_core::Layout,
) -> Result<Option<(CudaStorage, CudaStorage)>> {
    let dev = &g.device;
    let dtype = g.dtype();
    let out = *gl.dims().last().unwrap_or(&1);
    let kk = *xl.dims().last().unwrap_or(&1);
    let rows = gl.shape().elem_count() / out.max(1);
    crate::cuda::with_cuda_elem!(dtype, |T| {
        let gv = k::view::<T>(g, gl, "linear output gradient")?;
        let xv = k::view::<T>(x, xl, "linear input")?;
        // SAFETY: the product writes every element of both before anything reads one.
        let mut dw = unsafe { k::alloc::<T>(dev, out * kk) }?;
        // The epilogue writes the bias gradient in the matrices' dtype; widened to f32 below.
        let mut db = unsafe { k::alloc::<T>(dev, out) }?;
        let ran = {
            let stream = dev.cuda_stream();
            let ((px, _a), (pg, _b), (pw, _c), (pb, _d)) = (
                xv.device_ptr(&stream),
                gv.device_ptr(&stream),
                dw.device_ptr_mut(&stream),
                db.device_ptr_mut(&stream),
            );
            let pointers = [px, pg, pw, pb];
            let key = key_of(Pass::WeightGradient, (kk, out, rows), dtype, pointers);
            run(dev, &key, pointers)?
        };
        if !ran {
            return Ok(None);
        }
        let db = k::storage(db, dev);
        let db = match dtype {
            DType::F32 => db,
            _ => db.to_dtype(&candle_core::Layout::contiguous(out), DType::F32)?,
        };
        Ok(Some((k::storage(dw, dev), db)))
    })
}

/// The linear op's forward on cuBLASLt when this process runs that path and the bias is f32:
/// `x` (.., k) times the weight's copy (`copy`, in `x`'s dtype) or the master `w` cast to
/// `x`'s dtype, plus `b`; `None` for the composed path (another path, or a shape without an
/// algorithm).
pub(crate) fn linear_forward(
    copy: Option<&candle_core::Tensor>,
    (xs, xl): (&CudaStorage, &candle_core::Layout),
    (ws, wl): (&CudaStorage, &candle_core::Layout),
    (bs, bl): (&CudaStorage, &candle_core::Layout),
) -> Result<Option<CudaStorage>> {
    if super::linear_path() != super::LinearPath::Cublaslt || bs.dtype() != DType::F32 {
        return Ok(None);
    }
    let bias = (bs, bl);
    match copy {
        Some(copy) => k::with_cuda(copy, "linear weight copy", |s, l| {
            forward(xs, xl, s, l, bias.0, bias.1)
        }),
        None if ws.dtype() == xs.dtype() => forward(xs, xl, ws, wl, bs, bl),
        None => {
            let cast = ws.to_dtype(wl, xs.dtype())?;
            forward(
                xs,
                xl,
                &cast,
                &candle_core::Layout::contiguous(wl.shape()),
                bs,
                bl,
            )
        }
    }
}

/// The weight's and the bias's gradients from one cuBLASLt product when this process runs that
/// path: `g` (rows, out) and `x` (rows, k) contiguous on a CUDA device, in one dtype; the
/// weight's in that dtype, the bias's in f32. `None` for the composed path.
pub(crate) fn linear_weight_gradient(
    g: &candle_core::Tensor,
    x: &candle_core::Tensor,
) -> Result<Option<(candle_core::Tensor, candle_core::Tensor)>> {
    use candle_core::op::BackpropOp;
    use candle_core::{Storage, Tensor};
    if super::linear_path() != super::LinearPath::Cublaslt || !g.device().is_cuda() {
        return Ok(None);
    }
    let (out, kk) = (g.dim(1)?, x.dim(1)?);
    let grads = k::with_cuda(g, "linear output gradient", |gs, gl| {
        k::with_cuda(x, "linear input", |xs, xl| weight_gradient(gs, gl, xs, xl))
    })?;
    Ok(grads.map(|(dw, db)| {
        let wrap = |s: CudaStorage, shape: candle_core::Shape| {
            Tensor::from_storage(Storage::Cuda(s), shape, BackpropOp::none(), false)
        };
        (wrap(dw, (out, kk).into()), wrap(db, out.into()))
    }))
}
