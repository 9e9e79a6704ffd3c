//! What both cuDNN paths share (the `cudnn` feature): cuDNN's status as a candle error (the
//! mapping is [`super::status`], tested without the feature), a handle on a device's stream,
//! and the log's stderr line.

use std::cell::RefCell;

use candle_core::cuda_backend::CudaDevice;
use candle_core::{DType, Result};
use cudarc::cudnn::{result, sys, CudnnError};

use super::status;

// The status numbers `status` maps are the bindings'.
const _: () = {
    use sys::cudnnStatus_t as S;
    assert!(
        S::CUDNN_STATUS_INTERNAL_ERROR_HOST_ALLOCATION_FAILED as u32
            == status::HOST_ALLOCATION_FAILED
    );
    assert!(
        S::CUDNN_STATUS_INTERNAL_ERROR_DEVICE_ALLOCATION_FAILED as u32
            == status::DEVICE_ALLOCATION_FAILED
    );
    assert!(
        S::CUDNN_STATUS_SUBLIBRARY_VERSION_MISMATCH as u32 == status::SUBLIBRARY_VERSION_MISMATCH
    );
};

/// Writes `line` and a newline to standard error in one write and ignores a failure, as
/// paperfit's `text::stderr_line` does (a closed stderr must not end a run; one write keeps the
/// ranks' lines whole).
pub(super) fn stderr_line(line: &str) {
    let mut text = String::with_capacity(line.len() + 1);
    text.push_str(line);
    text.push('\n');
    let _ = std::io::Write::write_all(&mut std::io::stderr().lock(), text.as_bytes());
}

/// cuDNN's status as a candle error ([`status::error`]): an allocation failure stays one, so
/// out-of-memory recovery retries and backs off from it as from any other.
pub(super) fn check<T>(r: std::result::Result<T, CudnnError>, what: &str) -> Result<T> {
    r.map_err(|e| status::error(e.0 as u32, &format!("{e:?}"), what, result::get_version))
}

pub(super) struct Handle(pub(super) sys::cudnnHandle_t);

impl Drop for Handle {
    fn drop(&mut self) {
        // SAFETY: created by `create_handle` and destroyed only here.
        let _ = unsafe { result::destroy_handle(self.0) };
    }
}

pub(super) fn new_handle(dev: &CudaDevice) -> Result<Handle> {
    let stream = dev.cuda_stream();
    stream
        .context()
        .bind_to_thread()
        .map_err(candle_core::Error::wrap)?;
    let handle = Handle(check(result::create_handle(), "handle")?);
    // SAFETY: the handle was just created; candle runs every kernel on this stream.
    check(
        unsafe { result::set_stream(handle.0, stream.cu_stream() as *mut _) },
        "stream",
    )?;
    Ok(handle)
}

pub(super) fn data_type(dtype: DType) -> Result<sys::cudnnDataType_t> {
    Ok(match dtype {
        DType::F32 => sys::cudnnDataType_t::CUDNN_DATA_FLOAT,
        DType::F16 => sys::cudnnDataType_t::CUDNN_DATA_HALF,
        DType::BF16 => sys::cudnnDataType_t::CUDNN_DATA_BFLOAT16,
        other => candle_core::bail!("conv2d on cuDNN runs in f32, f16 or bf16, not {other:?}"),
    })
}

thread_local! {
    /// Every convolution's choice so far on this thread, in order, one line each (for the
    /// doctor's rows and the run directory's `cudnn.txt`).
    static CHOSEN: RefCell<Vec<String>> = const { RefCell::new(Vec::new()) };
}

/// Records a convolution's choice (the legacy algorithm, or the graph path's engine).
pub(super) fn record_choice(line: String) {
    CHOSEN.with(|chosen| chosen.borrow_mut().push(line));
}

/// The choices made on this thread so far, in the order they were made: "forward
/// IMPLICIT_PRECOMP_GEMM (tensor cores)", "graph forward BF16 ...: engine 9 (TILE_SIZE=2)", one
/// per (pass, shapes, dtype).
pub(crate) fn chosen_algorithms() -> Vec<String> {
    CHOSEN.with(|c| c.borrow().clone())
}
