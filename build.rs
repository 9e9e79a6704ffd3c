//! With the `cuda` feature, compiles every `kernels/*.cu` to PTX for the compute capability
//! given at build time (`CUDA_COMPUTE_CAP`, e.g. 90 for H100/H200; otherwise the first GPU's, as
//! `nvidia-smi` reports it). The PTX is embedded in the binary (`src/nn/kernels/cuda.rs`) and
//! loaded by the driver on first use. Without the feature nothing is compiled.

use std::path::{Path, PathBuf};
use std::process::Command;

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-changed=kernels");
    for var in ["CUDA_COMPUTE_CAP", "NVCC", "CUDA_ROOT", "CUDA_PATH"] {
        println!("cargo:rerun-if-env-changed={var}");
    }
    if std::env::var_os("CARGO_FEATURE_CUDA").is_none() {
        return;
    }
    let out = PathBuf::from(std::env::var("OUT_DIR").expect("cargo sets OUT_DIR"));
    let nvcc = nvcc();
    let arch = format!("sm_{}", compute_cap());
    let mut sources: Vec<PathBuf> = std::fs::read_dir("kernels")
        .expect("the kernels directory")
        .map(|e| e.expect("a kernels entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "cu"))
        .collect();
    sources.sort();
    for source in sources {
        compile(&nvcc, &arch, &source, &out);
    }
}

fn compile(nvcc: &Path, arch: &str, source: &Path, out: &Path) {
    let stem = source
        .file_stem()
        .expect("a .cu file name")
        .to_string_lossy();
    let ptx = out.join(format!("{stem}.ptx"));
    let status = Command::new(nvcc)
        .args([
            "--ptx",
            "-O3",
            "-std=c++17",
            "-lineinfo",
            "--expt-relaxed-constexpr",
        ])
        .arg(format!("-arch={arch}"))
        .arg("-Ikernels")
        .arg("-o")
        .arg(&ptx)
        .arg(source)
        .status()
        .unwrap_or_else(|e| panic!("could not run {}: {e}", nvcc.display()));
    if !status.success() {
        panic!("nvcc failed on {} ({status})", source.display());
    }
}

/// `NVCC`, else `CUDA_ROOT/bin/nvcc` or `CUDA_PATH/bin/nvcc`, else `nvcc` on the PATH.
fn nvcc() -> PathBuf {
    if let Some(path) = std::env::var_os("NVCC") {
        return PathBuf::from(path);
    }
    for root in ["CUDA_ROOT", "CUDA_PATH"] {
        if let Some(dir) = std::env::var_os(root) {
            let candidate = Path::new(&dir).join("bin").join("nvcc");
            if candidate.exists() {
                return candidate;
            }
        }
    }
    PathBuf::from("nvcc")
}

/// `CUDA_COMPUTE_CAP` (`90`, or `9.0`), else the first GPU's as `nvidia-smi` reports it.
fn compute_cap() -> String {
    let from_env = std::env::var("CUDA_COMPUTE_CAP").ok();
    let from_smi = || {
        let out = Command::new("nvidia-smi")
            .args(["--query-gpu=compute_cap", "--format=csv,noheader"])
            .output()
            .ok()?;
        let text = String::from_utf8(out.stdout).ok()?;
        text.lines().next().map(|l| l.trim().to_string())
    };
    let cap = from_env.or_else(from_smi).unwrap_or_else(|| {
        panic!(
            "set CUDA_COMPUTE_CAP to the GPU's compute capability (e.g. 90 for H100/H200, 89 for \
             RTX 40xx/L4, 86 for RTX 30xx/A10, 80 for A100): no GPU was found to ask"
        )
    });
    let digits: String = cap.chars().filter(|c| c.is_ascii_digit()).collect();
    if digits.len() < 2 {
        panic!("CUDA_COMPUTE_CAP={cap} is not a compute capability such as 90 or 8.6");
    }
    digits
}
