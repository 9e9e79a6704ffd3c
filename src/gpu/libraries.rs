//! The CUDA libraries a CUDA build loads at run time (cudarc opens each when first used: the
//! build links none), checked before a device is opened so that a missing one is an error that
//! names it and where it usually comes from, instead of a panic inside cudarc.

use serde::Serialize;

/// A library a CUDA build loads at run time that the dynamic loader cannot find, and where it
/// usually comes from.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct MissingLibrary {
    /// The file the loader looks for (`libcublas.so.13`).
    pub file: String,
    /// What it is and where it usually comes from.
    pub from: String,
}

/// The CUDA libraries this build loads at run time (cudarc loads each when first used) that
/// the dynamic loader cannot find: empty when all are there, and in a build without CUDA.
/// Checked before a device is opened, so a missing library is an error that names it instead
/// of a panic inside cudarc.
pub(crate) fn missing_cuda_libraries() -> Vec<MissingLibrary> {
    #[cfg(feature = "cuda")]
    {
        let major = paperfit_kernels::build_info::KERNEL_BUILD
            .cuda_version
            .and_then(|v| v.split('.').next())
            .unwrap_or("13");
        let pip = |package: &str, folder: &str| {
            format!(
                "the CUDA {major} toolkit's lib64, or `pip install {package}` (site-packages/nvidia/{folder}/lib)"
            )
        };
        // SAFETY: each check only opens the library with the loader and closes it again;
        // nothing in it is called.
        let mut wanted: Vec<(bool, String, String)> = unsafe {
            vec![
                (
                    cudarc::driver::sys::is_culib_present(),
                    "libcuda.so.1".into(),
                    "the NVIDIA driver: install the driver for this GPU (`nvidia-smi` lists the card when it works)".into(),
                ),
                (
                    cudarc::cublas::sys::is_culib_present(),
                    format!("libcublas.so.{major}"),
                    format!("cuBLAS: {}", pip("nvidia-cublas", &format!("cu{major}"))),
                ),
                (
                    cudarc::cublaslt::sys::is_culib_present(),
                    format!("libcublasLt.so.{major}"),
                    format!("cuBLASLt: {}", pip("nvidia-cublas", &format!("cu{major}"))),
                ),
                (
                    cudarc::curand::sys::is_culib_present(),
                    "libcurand.so.10".into(),
                    format!("cuRAND: {}", pip("nvidia-curand", &format!("cu{major}"))),
                ),
            ]
        };
        #[cfg(feature = "cudnn")]
        wanted.push((
            // SAFETY: as above.
            unsafe { cudarc::cudnn::sys::is_culib_present() },
            "libcudnn.so.9".into(),
            format!(
                "cuDNN 9 (this build convolves on it): `pip install nvidia-cudnn-cu{major}` (site-packages/nvidia/cudnn/lib), or NVIDIA's cuDNN packages"
            ),
        ));
        #[cfg(feature = "nccl")]
        wanted.push((
            // SAFETY: as above.
            unsafe { cudarc::nccl::sys::is_culib_present() },
            "libnccl.so.2".into(),
            format!(
                "NCCL 2 (this build's GPU collectives): `pip install nvidia-nccl-cu{major}` (site-packages/nvidia/nccl/lib), or NVIDIA's NCCL packages"
            ),
        ));
        wanted
            .into_iter()
            .filter(|(present, _, _)| !present)
            .map(|(_, file, from)| MissingLibrary { file, from })
            .collect()
    }
    #[cfg(not(feature = "cuda"))]
    Vec::new()
}

/// The missing libraries as one sentence for an error or a plan note.
pub(crate) fn describe_missing(missing: &[MissingLibrary]) -> String {
    let list = missing
        .iter()
        .map(|m| format!("{} ({})", m.file, m.from))
        .collect::<Vec<_>>()
        .join("; ");
    format!(
        "this CUDA build cannot load {}: {list}; put their folders on LD_LIBRARY_PATH",
        if missing.len() == 1 {
            "a library it needs"
        } else {
            "libraries it needs"
        }
    )
}
