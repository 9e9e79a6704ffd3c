//! Tests that need an optional part of the machine: the `mpi` feature with `mpirun`, a
//! Python with certain packages (PyTorch, torchvision, TensorBoard), a CUDA build of paperfit
//! on a machine without the NVIDIA driver, or a test binary built without CUDA. Without it
//! such a test writes `skipped: <test>: <why>` to stderr (past the test harness's capture, so
//! it shows in `cargo test`'s output) and passes; with `PAPERFIT_TEST_STRICT` naming the part
//! (`mpi`, `python`, `cuda-build`, `cpu-build`, a comma-separated list, or `1` for every part)
//! the skip is a failure instead, so CI, which installs everything, cannot pass by skipping.
//! This file is the only reader of `PAPERFIT_TEST_STRICT`; `tests/it/strict_passes.rs` checks
//! that every test calling into it runs in one of CI's strict passes (`.ci/run`).

use std::io::Write;
use std::path::PathBuf;
use std::process::Command;

/// The parts whose absence fails a test instead of skipping it: `1` (or `all`) for every part,
/// else a comma-separated list of `mpi`, `python`, `cuda-build` and `cpu-build`.
pub const STRICT: &str = "PAPERFIT_TEST_STRICT";
/// The Python the tests run (default `python3` on PATH).
pub const PYTHON: &str = "PAPERFIT_PYTHON";
/// A paperfit binary built with `--features cudnn,nccl`, for the tests that run a CUDA build.
pub const CUDA_BINARY: &str = "PAPERFIT_CUDA_BINARY";

/// The path of the test that expands it (`tensorboard::a_resumed_run_...`), for skip messages.
#[macro_export]
macro_rules! this_test {
    () => {{
        fn here() {}
        let name = std::any::type_name_of_val(&here);
        name.strip_suffix("::here").unwrap_or(name)
    }};
}

/// An optional part of the machine a test may need.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Part {
    Mpi,
    Python,
    /// A CUDA build of paperfit ([`CUDA_BINARY`]), and for the tests of its answers without a
    /// GPU, a machine where the NVIDIA driver does not load.
    CudaBuild,
    /// A test binary built without CUDA: the tests of what a CPU-only build refuses.
    CpuBuild,
}

impl Part {
    /// The name [`STRICT`] lists it by.
    pub fn name(self) -> &'static str {
        match self {
            Part::Mpi => "mpi",
            Part::Python => "python",
            Part::CudaBuild => "cuda-build",
            Part::CpuBuild => "cpu-build",
        }
    }
}

/// Whether `value`, a value of [`STRICT`], makes a missing `part` a failure.
pub fn strict_in(value: &str, part: Part) -> bool {
    value
        .split(',')
        .map(str::trim)
        .any(|v| v == "1" || v.eq_ignore_ascii_case("all") || v.eq_ignore_ascii_case(part.name()))
}

/// Whether [`STRICT`] makes a missing `part` a failure.
pub fn strict(part: Part) -> bool {
    strict_in(&std::env::var(STRICT).unwrap_or_default(), part)
}

/// Skip `test`, which needs `part`, because of `why`: say so on stderr, or fail under
/// [`STRICT`].
pub fn skip(test: &str, part: Part, why: &str) {
    if strict(part) {
        panic!(
            "{test} cannot run: {why} ({STRICT} names {}, so this is a failure, not a skip)",
            part.name()
        );
    }
    // Straight to the process's stderr: the harness captures only `eprintln!`.
    let _ = writeln!(std::io::stderr().lock(), "skipped: {test}: {why}");
}

/// Whether this test binary was built without CUDA, for the tests of what such a build refuses;
/// otherwise `test` is skipped (see [`skip`]).
pub fn cpu_build(test: &str) -> bool {
    if candle_core::utils::cuda_is_available() {
        skip(
            test,
            Part::CpuBuild,
            "this test binary is built with CUDA; the test is about a build without it (run `cargo test --release` without `--features cuda`)",
        );
        return false;
    }
    true
}

/// Whether the NVIDIA driver's library loads here (a GPU machine).
pub fn nvidia_driver_loads() -> bool {
    // SAFETY: dlopen of a library name and, when it opened, dlclose of its handle.
    unsafe {
        let handle = libc::dlopen(c"libcuda.so.1".as_ptr(), libc::RTLD_LAZY | libc::RTLD_LOCAL);
        if handle.is_null() {
            return false;
        }
        libc::dlclose(handle);
        true
    }
}

/// Whether the NVIDIA driver's library does not load here, for the tests of what a CUDA build
/// says on a machine without a GPU; otherwise `test` is skipped (see [`skip`]).
pub fn no_nvidia_driver(test: &str) -> bool {
    let loads = nvidia_driver_loads();
    if loads {
        skip(
            test,
            Part::CudaBuild,
            "the NVIDIA driver (libcuda.so.1) loads on this machine; the test is about a CUDA build on a machine without one",
        );
    }
    !loads
}

/// Whether the multi-process tests can run: a build with the `mpi` feature and `mpirun` on
/// PATH. Otherwise `test` is skipped (see [`skip`]).
pub fn mpi(test: &str) -> bool {
    if !cfg!(feature = "mpi") {
        skip(
            test,
            Part::Mpi,
            "built without the `mpi` feature (run `cargo test --release --features mpi`; it needs Open MPI and libclang, on Debian `apt-get install openmpi-bin libopenmpi-dev libclang-dev`)",
        );
        return false;
    }
    match Command::new("mpirun").arg("--version").output() {
        Ok(o) if o.status.success() => true,
        _ => {
            skip(
                test,
                Part::Mpi,
                "`mpirun` is not on PATH (install Open MPI)",
            );
            false
        }
    }
}

/// The CUDA build named by [`CUDA_BINARY`], if it exists; otherwise `test` is skipped (see
/// [`skip`]).
pub fn cuda_binary(test: &str) -> Option<PathBuf> {
    match std::env::var_os(CUDA_BINARY).map(PathBuf::from) {
        Some(path) if path.is_file() => Some(path),
        Some(path) => {
            skip(
                test,
                Part::CudaBuild,
                &format!("{CUDA_BINARY}={} is not a file", path.display()),
            );
            None
        }
        None => {
            skip(
                test,
                Part::CudaBuild,
                &format!("needs a CUDA build: set {CUDA_BINARY} to one (`.ci/cuda-toolkit.sh DIR`, then `PATH=DIR/bin:$PATH CUDA_ROOT=DIR CUDA_COMPUTE_CAP=75 cargo build --release --features cudnn,nccl --target-dir target/cuda`)"),
            );
            None
        }
    }
}

/// The Python named by [`PYTHON`] (default `python3`), if it imports every module of
/// `modules`; otherwise `test` is skipped (see [`skip`]).
pub fn python_with(test: &str, modules: &[&str]) -> Option<PathBuf> {
    let python = std::env::var_os(PYTHON).map_or_else(|| PathBuf::from("python3"), PathBuf::from);
    let imports = match modules {
        [] => "pass".to_string(),
        _ => format!("import {}", modules.join(", ")),
    };
    let wanted = match modules {
        [] => "Python".to_string(),
        _ => format!("a Python with {}", modules.join(", ")),
    };
    let how = match modules {
        [] => format!("install Python 3, or set {PYTHON} to a Python"),
        _ => format!(
            "`pip install {}`, and set {PYTHON} to that Python if it is not python3",
            pip_names(modules)
        ),
    };
    match Command::new(&python).args(["-c", &imports]).output() {
        Ok(o) if o.status.success() => Some(python),
        Ok(o) => {
            let err = String::from_utf8_lossy(&o.stderr);
            let last = err.lines().last().unwrap_or("failed").trim().to_string();
            skip(
                test,
                Part::Python,
                &format!("needs {wanted}; {}: {last} ({how})", python.display()),
            );
            None
        }
        Err(e) => {
            skip(
                test,
                Part::Python,
                &format!(
                    "needs {wanted}; cannot run {}: {e} ({how})",
                    python.display()
                ),
            );
            None
        }
    }
}

/// The PyPI names of Python modules.
fn pip_names(modules: &[&str]) -> String {
    let names: Vec<&str> = modules
        .iter()
        .map(|m| match *m {
            "open_clip" => "open_clip_torch",
            // The standard library's from Python 3.11 on: no package brings it.
            "tomllib" => "(Python 3.11 or newer for tomllib)",
            other => other,
        })
        .collect();
    names.join(" ")
}
