//! What both cuDNN paths share (the `cudnn` feature): cuDNN's status as a candle error, a
//! handle on a device's stream, and the log's stderr line.

use std::cell::RefCell;

use candle_core::cuda_backend::CudaDevice;
use candle_core::{DType, Result};
use cudarc::cudnn::{result, sys, CudnnError};

/// Writes `line` and a newline to standard error in one write and ignores a failure, as
/// paperfit's `text::stderr_line` does (a closed stderr must not end a run; one write keeps the
/// ranks' lines whole).
pub(super) fn stderr_line(line: &str) {
    let mut text = String::with_capacity(line.len() + 1);
    text.push_str(line);
    text.push('\n');
    let _ = std::io::Write::write_all(&mut std::io::stderr().lock(), text.as_bytes());
}

/// cuDNN's status as a candle error; an allocation failure stays one (typed, outside the
/// tensors' pool: cuDNN's own buffers), so out-of-memory recovery retries and backs off from it
/// as from any other.
pub(super) fn check<T>(r: std::result::Result<T, CudnnError>, what: &str) -> Result<T> {
    r.map_err(|e| {
        if is_allocation_failure(e.0) {
            crate::out_of_memory::OutsidePoolOutOfMemory(format!(
                "cuDNN {what}: out of memory ({e:?})"
            ))
            .into_candle()
        } else if e.0 == sys::cudnnStatus_t::CUDNN_STATUS_SUBLIBRARY_VERSION_MISMATCH {
            candle_core::Error::Msg(format!(
                "cuDNN {what}: {e:?}: the cuDNN loaded (libcudnn.so.9, version {}) found \
                 sub-libraries (libcudnn_ops.so.9, ...) of another cuDNN version on the library \
                 path, so two cuDNN installs are mixed; put the folder of one install first on \
                 LD_LIBRARY_PATH (`ldconfig -p | grep cudnn` lists the system's)",
                result::get_version()
            ))
        } else {
            candle_core::Error::Msg(format!("cuDNN {what}: {e:?}"))
        }
    })
}

/// cuDNN 9's two allocation failures: host memory (4003, which the old
/// `CUDNN_STATUS_ALLOC_FAILED` names) and device memory (4004, a workspace or a kernel's
/// buffers on a full card).
fn is_allocation_failure(status: sys::cudnnStatus_t) -> bool {
    matches!(
        status,
        sys::cudnnStatus_t::CUDNN_STATUS_INTERNAL_ERROR_HOST_ALLOCATION_FAILED
            | sys::cudnnStatus_t::CUDNN_STATUS_INTERNAL_ERROR_DEVICE_ALLOCATION_FAILED
    )
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

#[cfg(test)]
mod tests {
    use super::*;

    /// Both of cuDNN 9's allocation failures start the out-of-memory back-off; other failures
    /// do not.
    #[test]
    fn host_and_device_allocation_failures_are_out_of_memory() {
        use sys::cudnnStatus_t as S;
        for status in [
            S::CUDNN_STATUS_INTERNAL_ERROR_HOST_ALLOCATION_FAILED,
            S::CUDNN_STATUS_INTERNAL_ERROR_DEVICE_ALLOCATION_FAILED,
        ] {
            let error = check::<()>(Err(CudnnError(status)), "forward").unwrap_err();
            assert!(
                crate::out_of_memory::is_device_out_of_memory(&error),
                "{status:?}"
            );
            assert!(
                crate::out_of_memory::is_outside_pool_out_of_memory(&error),
                "{status:?}"
            );
        }
        let error = check::<()>(Err(CudnnError(S::CUDNN_STATUS_BAD_PARAM)), "forward").unwrap_err();
        assert!(!crate::out_of_memory::is_device_out_of_memory(&error));
    }
}
