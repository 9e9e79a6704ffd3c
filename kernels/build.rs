//! With the `cuda` feature, compiles every `cuda/*.cu` into a fatbinary: machine code (SASS)
//! for each compute capability in [`CAPABILITIES`] from the lowest card the build serves up, and
//! PTX of the newest, which the driver compiles for cards newer than any listed. The fatbinaries
//! are embedded in the binary (`src/cuda.rs`) and loaded on first use; the driver
//! picks the best code for the card.
//!
//! The lowest card served is `CUDA_COMPUTE_CAP` (e.g. 75 for Turing, 90 for H100), else the
//! first GPU's capability as `nvidia-smi` reports it. candle's own kernels are PTX for that one
//! capability (candle-kernels reads the same variable), so it also sets the floor of the
//! binary: cards below it cannot run, and a floor below 8.0 leaves candle without bf16
//! kernels. `PAPERFIT_CUDA_ARCHS` (e.g. `90` or `80,86`) replaces the list, for quicker
//! builds for one card. The build tells the binary what it holds through `PAPERFIT_CUDA_*`
//! variables (`src/build_info.rs`). Without the feature nothing is compiled.

use std::path::{Path, PathBuf};
use std::process::Command;

/// Machine code for these capabilities (each also runs on later minor versions of its major:
/// 8.0 code on 8.7, 10.0 on 10.3, 12.0 on 12.1): Turing, Ampere (A100; RTX 30, A10, A40),
/// Ada, Hopper, Blackwell (B200; Thor; RTX 50). The newest also ships as PTX.
const CAPABILITIES: &[u32] = &[75, 80, 86, 89, 90, 100, 110, 120];

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-changed=cuda");
    for var in [
        "CUDA_COMPUTE_CAP",
        "PAPERFIT_CUDA_ARCHS",
        "NVCC",
        "CUDA_ROOT",
        "CUDA_PATH",
    ] {
        println!("cargo:rerun-if-env-changed={var}");
    }
    if std::env::var_os("CARGO_FEATURE_CUDA").is_none() {
        return;
    }
    let out = PathBuf::from(std::env::var("OUT_DIR").expect("cargo sets OUT_DIR"));
    let nvcc = nvcc();
    link_cuda_runtime_statically(&nvcc, &out);
    let floor = compute_cap();
    let archs = archs(floor, &nvcc_archs(&nvcc));
    let ptx = *archs.last().expect("at least one capability");
    println!(
        "cargo:rustc-env=PAPERFIT_CUDA_VERSION={}",
        nvcc_version(&nvcc)
    );
    println!("cargo:rustc-env=PAPERFIT_CUDA_FLOOR={floor}");
    println!("cargo:rustc-env=PAPERFIT_CUDA_SASS={}", join(&archs));
    println!("cargo:rustc-env=PAPERFIT_CUDA_PTX={ptx}");
    let mut sources: Vec<PathBuf> = std::fs::read_dir("cuda")
        .expect("the kernels directory")
        .map(|e| e.expect("a kernels entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "cu"))
        .collect();
    sources.sort();
    // One nvcc per source at a time, as many at once as cargo allows jobs.
    let jobs: usize = std::env::var("NUM_JOBS")
        .ok()
        .and_then(|j| j.parse().ok())
        .unwrap_or(1)
        .max(1);
    for chunk in sources.chunks(jobs) {
        std::thread::scope(|scope| {
            for source in chunk {
                let (nvcc, archs, out) = (&nvcc, &archs, &out);
                scope.spawn(move || compile(nvcc, archs, ptx, source, out));
            }
        });
    }
}

fn join(archs: &[u32]) -> String {
    archs
        .iter()
        .map(u32::to_string)
        .collect::<Vec<_>>()
        .join(",")
}

/// The capabilities to build machine code for: `PAPERFIT_CUDA_ARCHS`, else those of
/// [`CAPABILITIES`] at or above the floor that this nvcc can target (the floor itself always
/// included; the ones dropped are printed as a build warning).
fn archs(floor: u32, nvcc_can: &[u32]) -> Vec<u32> {
    let mut archs: Vec<u32> = match std::env::var("PAPERFIT_CUDA_ARCHS") {
        Ok(list) => {
            let archs: Vec<u32> = list
                .split(',')
                .map(|a| parse_cap(a.trim(), "PAPERFIT_CUDA_ARCHS"))
                .collect();
            let unknown: Vec<u32> = archs
                .iter()
                .copied()
                .filter(|a| !nvcc_can.is_empty() && !nvcc_can.contains(a))
                .collect();
            if !unknown.is_empty() {
                panic!(
                    "PAPERFIT_CUDA_ARCHS names {} that this nvcc cannot target (it lists {})",
                    join(&unknown),
                    join(nvcc_can)
                );
            }
            archs
        }
        Err(_) => {
            let (kept, dropped): (Vec<u32>, Vec<u32>) = CAPABILITIES
                .iter()
                .copied()
                .filter(|&c| c >= floor)
                .partition(|c| nvcc_can.is_empty() || nvcc_can.contains(c));
            if !dropped.is_empty() {
                println!(
                    "cargo:warning=this nvcc cannot target compute capabilities {}: the kernels are built without them (PTX for the newest kept runs there when the driver can compile it)",
                    join(&dropped)
                );
            }
            kept.into_iter().chain([floor]).collect()
        }
    };
    archs.sort_unstable();
    archs.dedup();
    if archs[0] < floor {
        panic!(
            "PAPERFIT_CUDA_ARCHS lists {} below CUDA_COMPUTE_CAP={floor}: candle's kernels are built for {floor} and up, so such a card could not run the binary anyway",
            archs[0]
        );
    }
    archs
}

/// The capabilities `nvcc --list-gpu-arch` names (`compute_75` ...); empty when it cannot
/// say, and then every capability is tried.
fn nvcc_archs(nvcc: &Path) -> Vec<u32> {
    let Ok(out) = Command::new(nvcc).arg("--list-gpu-arch").output() else {
        return Vec::new();
    };
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .filter_map(|l| l.trim().strip_prefix("compute_"))
        .filter_map(|d| d.parse().ok())
        .collect()
}

/// The CUDA runtime candle-kernels links for its statically built MoE kernels (`-lcudart`),
/// linked statically: `OUT_DIR/cudart/libcudart.so` is a linker script (as glibc's `libc.so`
/// is) naming the toolkit's `libcudart_static.a`, and the only `-lcudart` the linker finds.
/// Linked dynamically, `libcudart.so.13` would be the one CUDA library the binary needs to
/// start; every other one (driver, cuBLAS, cuDNN, NCCL) cudarc loads when first used, so the
/// binary starts on any machine. paperfit never calls the MoE kernels, and the static runtime
/// itself opens the driver only when first called. Without a static runtime in the toolkit the
/// dynamic one is linked, with a warning.
fn link_cuda_runtime_statically(nvcc: &Path, out: &Path) {
    let root = nvcc
        .canonicalize()
        .ok()
        .and_then(|p| Some(p.parent()?.parent()?.to_path_buf()));
    let dirs: Vec<PathBuf> = root
        .iter()
        .flat_map(|r| ["lib", "lib64", "targets/x86_64-linux/lib"].map(|l| r.join(l)))
        .filter(|d| d.is_dir())
        .collect();
    let dir = out.join("cudart");
    std::fs::create_dir_all(&dir).expect("OUT_DIR/cudart");
    match dirs
        .iter()
        .map(|d| d.join("libcudart_static.a"))
        .find(|a| a.is_file())
    {
        Some(archive) => {
            std::fs::write(
                dir.join("libcudart.so"),
                format!("INPUT({} -ldl -lrt -lpthread)\n", archive.display()),
            )
            .expect("OUT_DIR/cudart/libcudart.so");
            println!("cargo:rustc-link-search=native={}", dir.display());
        }
        None => {
            println!(
                "cargo:warning=no libcudart_static.a beside {}: the binary links libcudart.so dynamically and needs it on the loader path to start",
                nvcc.display()
            );
            for d in &dirs {
                println!("cargo:rustc-link-search=native={}", d.display());
            }
        }
    }
}

/// `13.0` from nvcc's `Cuda compilation tools, release 13.0, V13.0.88`.
fn nvcc_version(nvcc: &Path) -> String {
    let out = Command::new(nvcc)
        .arg("--version")
        .output()
        .unwrap_or_else(|e| panic!("could not run {}: {e}", nvcc.display()));
    let text = String::from_utf8_lossy(&out.stdout);
    text.split("release ")
        .nth(1)
        .and_then(|rest| rest.split(',').next())
        .map(|v| v.trim().to_string())
        .unwrap_or_else(|| {
            panic!(
                "{} --version did not name its release: {text}",
                nvcc.display()
            )
        })
}

fn compile(nvcc: &Path, archs: &[u32], ptx: u32, source: &Path, out: &Path) {
    let stem = source
        .file_stem()
        .expect("a .cu file name")
        .to_string_lossy();
    let fatbin = out.join(format!("{stem}.fatbin"));
    let mut cmd = Command::new(nvcc);
    cmd.args([
        "--fatbin",
        "-O3",
        "-std=c++17",
        "-lineinfo",
        "--expt-relaxed-constexpr",
    ]);
    for arch in archs {
        cmd.arg(format!("-gencode=arch=compute_{arch},code=sm_{arch}"));
    }
    cmd.arg(format!("-gencode=arch=compute_{ptx},code=compute_{ptx}"));
    let status = cmd
        .arg("-Ikernels")
        .arg("-o")
        .arg(&fatbin)
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

/// `CUDA_COMPUTE_CAP` (`90`), else the first GPU's as `nvidia-smi` reports it (`9.0`).
fn compute_cap() -> u32 {
    let from_env = std::env::var("CUDA_COMPUTE_CAP").ok();
    let from_smi = || {
        let out = Command::new("nvidia-smi")
            .args(["--query-gpu=compute_cap", "--format=csv,noheader"])
            .output()
            .ok()?;
        let text = String::from_utf8(out.stdout).ok()?;
        text.lines().next().map(|l| l.trim().replace('.', ""))
    };
    let cap = from_env.or_else(from_smi).unwrap_or_else(|| {
        panic!(
            "set CUDA_COMPUTE_CAP to the compute capability of the oldest GPU the binary must run on (e.g. 75 for T4/RTX 20xx, 80 for A100, 86 for RTX 30xx/A10, 89 for RTX 40xx/L4, 90 for H100/H200): no GPU was found to ask"
        )
    });
    parse_cap(&cap, "CUDA_COMPUTE_CAP")
}

/// `90` or `sm_90` -> 90. A dotted `9.0` is refused: candle-kernels reads the same variable
/// and its build fails on the dot, with a message that does not say so.
fn parse_cap(text: &str, var: &str) -> u32 {
    let digits = text.trim().strip_prefix("sm_").unwrap_or(text.trim());
    if digits.contains('.') {
        panic!(
            "{var}={text}: write the compute capability as digits without a dot ({var}={}), as candle-kernels, which reads CUDA_COMPUTE_CAP too, expects",
            digits.replace('.', "")
        );
    }
    match digits.parse::<u32>() {
        Ok(cap) if digits.len() >= 2 && digits.chars().all(|c| c.is_ascii_digit()) => cap,
        _ => panic!("{var}={text} is not a compute capability such as 90 or 86"),
    }
}
