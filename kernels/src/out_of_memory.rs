//! Out of memory on the device, recognised by type (never by a message's text): the errors
//! recovery backs off from, and those worth a retry in place because they failed outside the
//! tensors' pool.

/// The device could not allocate: the candle error that out-of-memory recovery backs off from,
/// wherever paperfit maps a failure itself (cuDNN's, the optimizer's page-locked tables, a
/// fault injected for a test). It travels as candle's one variant that keeps a typed error
/// (`Error::Cuda`, whose message is this one's), so [`is_device_out_of_memory`] finds it by
/// type, as it finds the CUDA driver's and cuBLAS's own allocation failures by their codes.
#[derive(Debug, thiserror::Error)]
#[error("{0}")]
pub struct DeviceOutOfMemory(pub String);

/// An allocation that failed outside the memory pool the tensors come from: a library's
/// workspace (cuDNN's), mapped by paperfit itself. See [`is_outside_pool_out_of_memory`].
#[derive(Debug, thiserror::Error)]
#[error("{0}")]
pub struct OutsidePoolOutOfMemory(pub String);

impl OutsidePoolOutOfMemory {
    /// As a candle error, for code that returns candle's `Result`.
    pub fn into_candle(self) -> candle_core::Error {
        candle_core::Error::Cuda(Box::new(self))
    }
}

impl DeviceOutOfMemory {
    /// As a candle error, for code that returns candle's `Result`.
    pub fn into_candle(self) -> candle_core::Error {
        candle_core::Error::Cuda(Box::new(self))
    }
}

/// Whether `error` is the device running out of memory: a [`DeviceOutOfMemory`], the CUDA
/// driver's `CUDA_ERROR_OUT_OF_MEMORY` or cuBLAS's `CUBLAS_STATUS_ALLOC_FAILED`, read by type
/// through candle's context and backtrace wrappers (never from the message's text, which a
/// kernel's own message could contain by chance).
pub fn is_device_out_of_memory(error: &candle_core::Error) -> bool {
    typed_cause(error).is_some_and(typed_out_of_memory)
}

/// The typed error inside candle's context and backtrace wrappers, if there is one.
fn typed_cause(error: &candle_core::Error) -> Option<&(dyn std::error::Error + 'static)> {
    use candle_core::Error as E;
    match error {
        E::WithBacktrace { inner, .. } | E::Context { inner, .. } | E::WithPath { inner, .. } => {
            typed_cause(inner)
        }
        E::Cuda(typed) | E::WrappedContext { wrapped: typed, .. } => Some(typed.as_ref()),
        _ => None,
    }
}

/// Whether a typed error inside candle's wrappers is an allocation failure.
fn typed_out_of_memory(typed: &(dyn std::error::Error + 'static)) -> bool {
    if typed.is::<DeviceOutOfMemory>() || typed.is::<OutsidePoolOutOfMemory>() {
        return true;
    }
    #[cfg(feature = "cuda")]
    {
        use candle_core::cuda_backend::cudarc::{cublas, driver};
        use candle_core::cuda_backend::CudaError;
        let driver_oom =
            |e: &driver::DriverError| e.0 == driver::sys::CUresult::CUDA_ERROR_OUT_OF_MEMORY;
        let cublas_oom = |e: &cublas::result::CublasError| {
            e.0 == cublas::sys::cublasStatus_t::CUBLAS_STATUS_ALLOC_FAILED
        };
        if let Some(e) = typed.downcast_ref::<CudaError>() {
            return match e {
                CudaError::Cuda(e) | CudaError::Load { cuda: e, .. } => driver_oom(e),
                CudaError::Cublas(e) => cublas_oom(e),
                _ => false,
            };
        }
        if let Some(e) = typed.downcast_ref::<driver::DriverError>() {
            return driver_oom(e);
        }
        if let Some(e) = typed.downcast_ref::<cublas::result::CublasError>() {
            return cublas_oom(e);
        }
    }
    false
}

/// Whether `error` is an allocation that failed outside the memory pool the tensors come from:
/// cuBLAS's or cuDNN's workspace, or a kernel module the driver loads at its first use. The
/// pool keeps the memory tensors free (`gpu::open_cuda`), so such a failure can be the pool's
/// hoard rather than the card's capacity: handing the pool's free memory back to the driver
/// and trying once more is worth it before backing off or failing. Read by type, as
/// [`is_device_out_of_memory`] reads.
pub fn is_outside_pool_out_of_memory(error: &candle_core::Error) -> bool {
    typed_cause(error).is_some_and(typed_outside_pool)
}

fn typed_outside_pool(typed: &(dyn std::error::Error + 'static)) -> bool {
    if typed.is::<OutsidePoolOutOfMemory>() {
        return true;
    }
    #[cfg(feature = "cuda")]
    {
        use candle_core::cuda_backend::cudarc::{cublas, driver};
        use candle_core::cuda_backend::CudaError;
        let cublas_oom = |e: &cublas::result::CublasError| {
            e.0 == cublas::sys::cublasStatus_t::CUBLAS_STATUS_ALLOC_FAILED
        };
        if let Some(e) = typed.downcast_ref::<CudaError>() {
            return match e {
                CudaError::Load { cuda, .. } => {
                    cuda.0 == driver::sys::CUresult::CUDA_ERROR_OUT_OF_MEMORY
                }
                CudaError::Cublas(e) => cublas_oom(e),
                _ => false,
            };
        }
        if let Some(e) = typed.downcast_ref::<cublas::result::CublasError>() {
            return cublas_oom(e);
        }
    }
    false
}
