//! cuDNN's failures as candle errors, by status number: plain Rust compiled without any
//! feature, so the CPU tests check the mapping that out-of-memory recovery depends on. The
//! `cudnn` feature's `handle.rs` passes each failure's number and asserts at compile time that
//! the numbers here are the bindings'.

/// cuDNN 9's host allocation failure (`CUDNN_STATUS_INTERNAL_ERROR_HOST_ALLOCATION_FAILED`, the
/// old `CUDNN_STATUS_ALLOC_FAILED`).
pub(super) const HOST_ALLOCATION_FAILED: u32 = 4003;
/// cuDNN 9's device allocation failure (`CUDNN_STATUS_INTERNAL_ERROR_DEVICE_ALLOCATION_FAILED`:
/// a workspace or a kernel's buffers on a full card).
pub(super) const DEVICE_ALLOCATION_FAILED: u32 = 4004;
/// Sub-libraries of another cuDNN version (`CUDNN_STATUS_SUBLIBRARY_VERSION_MISMATCH`).
pub(super) const SUBLIBRARY_VERSION_MISMATCH: u32 = 1002;

/// The error of cuDNN's failure `code` (`status` its name, for the message) in `what`; an
/// allocation failure stays one (typed, outside the tensors' pool: cuDNN's own buffers), so
/// out-of-memory recovery retries and backs off from it as from any other. `version` is the
/// loaded cuDNN's, asked only for a version mismatch.
pub(super) fn error(
    code: u32,
    status: &str,
    what: &str,
    version: impl FnOnce() -> usize,
) -> candle_core::Error {
    match code {
        HOST_ALLOCATION_FAILED | DEVICE_ALLOCATION_FAILED => {
            crate::out_of_memory::OutsidePoolOutOfMemory(format!(
                "cuDNN {what}: out of memory ({status})"
            ))
            .into_candle()
        }
        SUBLIBRARY_VERSION_MISMATCH => candle_core::Error::Msg(format!(
            "cuDNN {what}: {status}: the cuDNN loaded (libcudnn.so.9, version {}) found \
             sub-libraries (libcudnn_ops.so.9, ...) of another cuDNN version on the library \
             path, so two cuDNN installs are mixed; put the folder of one install first on \
             LD_LIBRARY_PATH (`ldconfig -p | grep cudnn` lists the system's)",
            version()
        )),
        _ => candle_core::Error::Msg(format!("cuDNN {what}: {status}")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::out_of_memory::{is_device_out_of_memory, is_outside_pool_out_of_memory};

    /// Both of cuDNN 9's allocation failures start the out-of-memory back-off; other failures
    /// do not, and a version mismatch says which library to fix.
    #[test]
    fn host_and_device_allocation_failures_are_out_of_memory() {
        let no_version = || -> usize { panic!("the version is asked for a mismatch only") };
        for code in [HOST_ALLOCATION_FAILED, DEVICE_ALLOCATION_FAILED] {
            let error = error(code, "CudnnError(ALLOCATION)", "forward", no_version);
            assert!(is_device_out_of_memory(&error), "{code}");
            assert!(is_outside_pool_out_of_memory(&error), "{code}");
            assert!(
                error.to_string().contains("cuDNN forward: out of memory"),
                "{error}"
            );
        }
        // CUDNN_STATUS_BAD_PARAM, CUDNN_STATUS_NOT_SUPPORTED, CUDNN_STATUS_EXECUTION_FAILED.
        for code in [2000, 3000, 5000] {
            let error = error(code, "CudnnError(OTHER)", "forward", no_version);
            assert!(!is_device_out_of_memory(&error), "{code}");
            assert_eq!(error.to_string(), "cuDNN forward: CudnnError(OTHER)");
        }
        let error = error(SUBLIBRARY_VERSION_MISMATCH, "MISMATCH", "handle", || 91_000);
        assert!(!is_device_out_of_memory(&error));
        let text = error.to_string();
        assert!(
            text.contains("version 91000") && text.contains("LD_LIBRARY_PATH"),
            "{text}"
        );
    }
}
