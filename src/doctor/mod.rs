//! `paperfit doctor`: the command a user runs on a new machine, and the one-command check of
//! everything a GPU changes.
//!
//! It reports the build and the GPU it finds, checks every fused op's CUDA kernels against its
//! CPU twin ([`kernels`]; the fused attention and the drop-path masks in [`attention`], the
//! image upload in [`images`]), then
//! checks, for every model family at a small size
//! ([`workloads::FAMILIES`]), what a CPU test suite cannot show on a GPU:
//! - the device against the CPU (rows, gradients, one optimizer step) in fp32 and in the
//!   family's half precision, within the tolerances in [`checks`];
//! - micro-batches (and gradient caching) against one pass, checkpointing against plain
//!   backprop, on the device;
//! - determinism ([`determinism`]): the same window twice gives byte-identical gradients and
//!   weights, two training runs byte-identical weight files;
//! - the fp16 scaler, a real out-of-memory error recovered with the effective batch unchanged,
//!   a run killed with SIGKILL and resumed to byte-identical weights;
//! - measured peak memory against the estimate;
//! - the fused optimizer's kernels (gradient norm, Adam, AdamW, SGD) against their CPU twin
//!   ([`kernels`]).
//!
//! `--device cpu` runs the same suite on the CPU (what CI runs): the device-against-CPU checks
//! are then skipped, and the out-of-memory error is injected. Exit 0 only when every check that
//! ran passed.

mod attention;
pub(crate) mod checks;
mod collectives;
mod cuda;
pub(crate) mod determinism;
mod images;
pub(crate) mod kernels;
mod large_shapes;
mod linear;
mod memory;
pub(crate) mod optimizer;
mod processes;
pub mod workloads;

use std::time::Instant;

use candle_core::{DType, Device};
use serde::Serialize;

use crate::config::schema::Precision;
use crate::error::{Error, Result};
use crate::gpu::{self, Detection};
use workloads::{FamilyWorkload, Scratch, FAMILIES};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Status {
    Pass,
    Fail,
    Skip,
}

#[derive(Debug, Clone, Serialize)]
pub struct Check {
    /// The model family or area ("build", "memory").
    pub group: String,
    pub name: String,
    pub status: Status,
    /// What was measured, against which tolerance; or why it did not run.
    pub detail: String,
    pub seconds: f64,
}

impl Check {
    /// Run `measure`, which says whether the check passed and what it measured; an error is a
    /// failure that says what went wrong.
    pub fn measure(
        group: &str,
        name: &str,
        measure: impl FnOnce() -> Result<(bool, String)>,
    ) -> Check {
        let started = Instant::now();
        let (status, detail) = match measure() {
            Ok((true, detail)) => (Status::Pass, detail),
            Ok((false, detail)) => (Status::Fail, detail),
            Err(e) => (
                Status::Fail,
                format!("error: {}", first_line(&e.to_string())),
            ),
        };
        Check {
            group: group.to_string(),
            name: name.to_string(),
            status,
            detail,
            seconds: started.elapsed().as_secs_f64(),
        }
    }
}

fn first_line(text: &str) -> String {
    text.lines().next().unwrap_or_default().to_string()
}

/// The estimate of one run's peak memory against what it measured.
#[derive(Debug, Clone, Serialize)]
pub struct EstimateCheck {
    pub family: String,
    pub setting: String,
    pub estimate_bytes: u64,
    /// Peak resident set (CPU) or the GPU's memory in use above idle (CUDA).
    pub measured_bytes: u64,
    /// CUDA: the pool's peak of live buffers and of what it held.
    pub pool_peak: Option<crate::train::memory_monitor::PoolPeak>,
    /// estimate / measured - 1.
    pub error: f64,
    /// The largest |error| the row passes with (on CUDA also [`CUDA_MEMORY_TOLERANCE_BYTES`]).
    pub tolerance: f64,
}

/// How far an estimate may be from the measured peak on CUDA; on the CPU each row has its own,
/// from its measured spread ([`workloads::MEMORY_WORKLOADS`]).
pub(crate) const MEMORY_TOLERANCE: f64 = 0.15;
/// On CUDA, an estimate within this many bytes of the measured peak also passes: what a process
/// holds beyond its memory pool varied by about 90 MiB between models on the same card (597-689
/// MiB on an H100, docs/memory.md), more than 15% of what the doctor's small runs hold in
/// their pools.
pub(crate) const CUDA_MEMORY_TOLERANCE_BYTES: u64 = 96 << 20;

#[derive(Debug, Clone, Serialize)]
pub struct DoctorReport {
    pub version: String,
    /// Whether this binary was built with the `cuda` feature, and what its CUDA code runs on.
    pub cuda_build: bool,
    pub build: gpu::CudaBuild,
    /// The GPU NVML reports, or why there is none.
    pub gpu: String,
    /// The GPU's compute capability, when NVML reports one.
    pub gpu_capability: Option<gpu::ComputeCapability>,
    /// Where the checks ran.
    pub device: String,
    pub checks: Vec<Check>,
    pub memory: Vec<EstimateCheck>,
    pub seconds: f64,
}

impl DoctorReport {
    /// Whether every check that ran passed.
    pub fn passed(&self) -> bool {
        self.checks.iter().all(|c| c.status != Status::Fail)
    }

    pub fn count(&self, status: Status) -> usize {
        self.checks.iter().filter(|c| c.status == status).count()
    }
}

/// Where the doctor runs its checks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Target {
    /// CUDA device 0 when this build has CUDA and one opens, else the CPU.
    Auto,
    Cpu,
    Cuda,
}

/// Run every check on `target`, or with `only` non-empty the kernel rows whose names contain
/// one of its texts (case-insensitive) and nothing else. `progress` hears each finished check.
pub(crate) fn run(
    target: Target,
    only: &[String],
    progress: &mut dyn FnMut(&Check),
) -> Result<DoctorReport> {
    let started = Instant::now();
    let cuda_build = cfg!(feature = "cuda");
    let detection = gpu::detect(&gpu::Simulation::default())?;
    let mut report = DoctorReport {
        version: env!("CARGO_PKG_VERSION").into(),
        cuda_build,
        build: gpu::CudaBuild::current(),
        gpu: match &detection {
            Detection::Found(g) => format!("{} with {:.1} GiB", g.name, g.total_gib()),
            Detection::NotFound { reason } => format!("none ({reason})"),
        },
        gpu_capability: match &detection {
            Detection::Found(g) => g.compute_capability,
            Detection::NotFound { .. } => None,
        },
        device: "none".into(),
        checks: Vec::new(),
        memory: Vec::new(),
        seconds: 0.0,
    };
    let mut record = |check: Check| {
        progress(&check);
        report.checks.push(check);
    };
    if cuda_build && !matches!(target, Target::Cpu) {
        let missing = gpu::missing_cuda_libraries();
        if !missing.is_empty() {
            return Err(missing_libraries_error(&missing));
        }
    }
    match choose(target, cuda_build, &detection) {
        Ok((cuda, why_not_cuda)) => {
            // The memory rows run first, before this process opens the device: while they are
            // measured, nothing of the doctor's own (its context, its pool) is on the card.
            let memory = match only.is_empty() {
                true => {
                    memory::memory_table(if cuda { "80gb" } else { "cpu" }, cuda, &card(&detection))
                }
                false => Ok((Vec::new(), Vec::new())),
            };
            let opened = if cuda {
                gpu::open_cuda(0).map_err(|e| Error::library("cannot open CUDA device 0", e))
            } else {
                Ok(Device::Cpu)
            };
            match opened {
                Ok(device) => {
                    record(build_check(cuda_build, &device, &why_not_cuda));
                    match only.is_empty() {
                        true => run_checks(&device, &why_not_cuda, card(&detection), &mut record)?,
                        false => kernel_rows(&device, only, card(&detection), &mut record),
                    }
                    let (memory_checks, memory_rows) = memory?;
                    memory_checks.into_iter().for_each(&mut record);
                    report.memory = memory_rows;
                    report.device = device_description(&device, &detection);
                }
                Err(e) => record(device_failure(&e)),
            }
        }
        Err(e) => record(device_failure(&e)),
    }
    report.seconds = started.elapsed().as_secs_f64();
    Ok(report)
}

/// A CUDA build on a machine without the libraries it loads: each named with where it usually
/// comes from (exit code 2).
fn missing_libraries_error(missing: &[gpu::MissingLibrary]) -> Error {
    let list = missing
        .iter()
        .map(|m| format!("{}: {}", m.file, m.from))
        .collect::<Vec<_>>()
        .join("\n     ");
    crate::error::ConfigError::new(format!(
        "this CUDA build cannot load {} of the CUDA libraries it needs:\n     {list}",
        missing.len()
    ))
    .help("put the folders that hold them on LD_LIBRARY_PATH; `paperfit doctor --device cpu` runs the checks on the CPU meanwhile")
    .into()
}

/// The failed check of a device that could not be opened.
fn device_failure(e: &Error) -> Check {
    Check {
        group: "build".into(),
        name: "CUDA device 0 opens".into(),
        status: Status::Fail,
        detail: e.to_string(),
        seconds: 0.0,
    }
}

/// The card's name and compute capability, when NVML found one that reports it.
fn card(detection: &Detection) -> Option<(String, gpu::ComputeCapability)> {
    match detection {
        Detection::Found(g) => g.compute_capability.map(|cc| (g.name.clone(), cc)),
        Detection::NotFound { .. } => None,
    }
}

/// Where the checks ran, as the report says it.
fn device_description(device: &Device, detection: &Detection) -> String {
    if device.is_cuda() {
        let name = match detection {
            Detection::Found(g) => g.name.clone(),
            Detection::NotFound { .. } => "unnamed".into(),
        };
        format!("CUDA device 0 ({name})")
    } else {
        "the CPU".into()
    }
}

/// The half precision `family` is checked in on this card: its own, unless that is bf16 and the
/// card (or this build) has none, as the plan itself decides (`crate::plan`).
fn half_precision(
    family: &FamilyWorkload,
    card: Option<&(String, gpu::ComputeCapability)>,
) -> Precision {
    let card = card.map(|(name, cc)| (name.as_str(), *cc));
    match family.half {
        Precision::Bf16 if gpu::CudaBuild::current().bf16_unavailable(card).is_some() => {
            Precision::Fp16
        }
        other => other,
    }
}

/// The half precisions the kernel rows check on `card`: bf16 only where the card and the
/// build have it (a T4, or a build for 7.5: fp16 alone), as [`half_precision`] decides.
fn kernel_halves(card: Option<&(String, gpu::ComputeCapability)>) -> &'static [DType] {
    let card = card.map(|(name, cc)| (name.as_str(), *cc));
    match gpu::CudaBuild::current().bf16_unavailable(card) {
        Some(_) => &[DType::F16],
        None => &[DType::BF16, DType::F16],
    }
}

/// The CUDA rows after the kernel table's: large shapes, the sum against candle's add, the
/// fused attention and drop-path masks, the linear layer's products and the image upload.
fn rows_beyond_the_kernel_table(device: &Device, halves: &[DType]) -> Vec<kernels::Row> {
    let mut rows = large_shapes::rows(device, halves);
    rows.extend(kernels::sum_rows(halves));
    rows.extend(attention::rows(halves));
    rows.extend(linear::rows(halves));
    rows.extend(images::rows(halves));
    rows
}

/// The kernel rows whose names contain one of `only`'s texts (case-insensitive).
fn kernel_rows(
    device: &Device,
    only: &[String],
    card: Option<(String, gpu::ComputeCapability)>,
    record: &mut dyn FnMut(Check),
) {
    if !device.is_cuda() {
        record(checks::skipped(
            "kernels",
            "CUDA kernels against their CPU twins",
            "no CUDA device: `--only` picks kernel rows, which need one",
        ));
        return;
    }
    let halves = kernel_halves(card.as_ref());
    let large = rows_beyond_the_kernel_table(device, halves);
    let wanted: Vec<String> = only.iter().map(|t| t.to_lowercase()).collect();
    let pick = |name: &str| wanted.iter().any(|t| name.to_lowercase().contains(t));
    let (checks, _) = kernels::checks_where(device, halves, large, &pick);
    checks.into_iter().for_each(record);
}

/// Every check after the build's and before the memory rows', in order, each handed to
/// `record`.
fn run_checks(
    device: &Device,
    why_not_cuda: &str,
    card: Option<(String, gpu::ComputeCapability)>,
    record: &mut dyn FnMut(Check),
) -> Result<()> {
    let scratch = Scratch::new()?;
    // A CUDA preset (any: the doctor sets the split itself) plans for the device.
    let preset = if device.is_cuda() { "80gb" } else { "cpu" };
    if device.is_cuda() {
        let halves = kernel_halves(card.as_ref());
        let large = rows_beyond_the_kernel_table(device, halves);
        let (checks, device_failed) = kernels::checks(device, halves, large);
        checks.into_iter().for_each(&mut *record);
        if device_failed {
            return Ok(());
        }
    } else {
        record(checks::skipped(
            "kernels",
            "CUDA kernels against their CPU twins",
            &format!("no CUDA device: {why_not_cuda}; `cargo test` checks the CPU twins against the composed ops and finite differences"),
        ));
    }
    record(match device.is_cuda() {
        true => optimizer::optimizer_against_cpu(device),
        false => optimizer::skipped(&format!("no CUDA device: {why_not_cuda}")),
    });
    for family in FAMILIES {
        let half = half_precision(family, card.as_ref());
        // Half precision on the CPU is slow and bf16 convolutions unsupported: fp32 there.
        let precisions: &[Precision] = if device.is_cuda() {
            &[Precision::Fp32, half]
        } else {
            &[Precision::Fp32]
        };
        if device.is_cuda() {
            for &precision in precisions {
                record(checks::device_against_cpu(
                    &scratch, family, preset, device, precision,
                ));
            }
        } else {
            record(checks::skipped(
                family.name,
                "device against the CPU",
                &format!("no CUDA device: {why_not_cuda}"),
            ));
        }
        record(determinism::same_window_twice(
            &scratch, family, preset, device, precisions,
        ));
        record(checks::accumulation(&scratch, family, preset, device));
        record(checks::checkpointing(&scratch, family, preset, device));
    }
    let small = &FAMILIES[0];
    record(checks::loss_scaler(&scratch, small, preset, device));
    // A real out-of-memory error needs a workload whose activations dominate; an injected
    // one (the CPU) needs none.
    let oom = if device.is_cuda() {
        oom_workload()
    } else {
        *small
    };
    record(checks::out_of_memory(&scratch, &oom, preset, device));
    // The checks below train in child processes: the card's memory goes back to the driver
    // first, whatever the checks above left in this process's pool.
    if let Err(e) = crate::train::memory_monitor::release_device_memory(device) {
        crate::text::stderr_line(&format!("warning: releasing device memory: {e}"));
    }
    record(determinism::two_runs(&scratch, small, preset));
    record(processes::kill_and_resume(&scratch, small, preset));
    record(collectives::nccl(&scratch, small, preset, device));
    Ok(())
}

/// Whether the checks run on CUDA device 0, and why not when they do not (nothing is opened).
fn choose(target: Target, cuda_build: bool, detection: &Detection) -> Result<(bool, String)> {
    let no_cuda = if !cuda_build {
        Some("this paperfit was built without the `cuda` feature".to_string())
    } else if let Detection::NotFound { reason } = detection {
        Some(reason.clone())
    } else {
        None
    };
    match (target, no_cuda) {
        (Target::Cpu, _) => Ok((false, "--device cpu".into())),
        (Target::Auto, Some(why)) => Ok((false, why)),
        (Target::Cuda, Some(why)) => Err(Error::Internal(format!("--device cuda: {why}"))),
        (Target::Auto | Target::Cuda, None) => Ok((true, String::new())),
    }
}

/// Which convolutions a CUDA build runs.
fn convolutions() -> String {
    #[cfg(feature = "cudnn")]
    {
        // SAFETY: opens the library with the loader and closes it; calls nothing in it.
        if !unsafe { cudarc::cudnn::sys::is_culib_present() } {
            return "convolutions on cuDNN, which does not load here (libcudnn.so.9)".to_string();
        }
        let v = cudarc::cudnn::result::get_version();
        format!(
            "convolutions on cuDNN {}.{}.{}",
            v / 10_000,
            v / 100 % 100,
            v % 100
        )
    }
    #[cfg(not(feature = "cudnn"))]
    {
        "convolutions on candle's kernels (cuDNN with `--features cudnn`)".to_string()
    }
}

/// What the build is and where it runs.
fn build_check(cuda_build: bool, device: &Device, why_not_cuda: &str) -> Check {
    let build = gpu::CudaBuild::current().describe();
    let detail = match (cuda_build, device.is_cuda()) {
        (true, true) => format!(
            "paperfit {}: {build}, {}; device 0 opened",
            env!("CARGO_PKG_VERSION"),
            convolutions()
        ),
        (true, false) => format!(
            "paperfit {}: {build}, {}; checks run on the CPU: {why_not_cuda}",
            env!("CARGO_PKG_VERSION"),
            convolutions()
        ),
        (false, _) => format!(
            "paperfit {} without CUDA: the GPU checks cannot run (build with `--features cuda`); checks run on the CPU",
            env!("CARGO_PKG_VERSION")
        ),
    };
    Check {
        group: "build".into(),
        name: "build and device".into(),
        status: Status::Pass,
        detail,
        seconds: 0.0,
    }
}

/// The out-of-memory check's workload: the small CNN at 128 px, a batch of 64, so that
/// activations dominate and a quarter of the batch needs a quarter of the memory.
fn oom_workload() -> FamilyWorkload {
    FamilyWorkload {
        name: "small CNN at 128 px",
        sets: &[
            "paper.input_size=128",
            "paper.effective_batch=64",
            "train.micro_batch=16",
        ],
        ..FAMILIES[0]
    }
}

/// The report as a person reads it.
pub fn render(report: &DoctorReport) -> String {
    let mut out = format!(
        "paperfit {} ({}), GPU: {}{}\nchecks on {}\n\n",
        report.version,
        if report.cuda_build {
            format!("CUDA build: {}", report.build.describe())
        } else {
            "CPU build".to_string()
        },
        report.gpu,
        report
            .gpu_capability
            .map(|cc| format!(", compute capability {cc}"))
            .unwrap_or_default(),
        report.device
    );
    let mut group = "";
    for c in &report.checks {
        if c.group != group {
            group = &c.group;
            out.push_str(&format!("{group}\n"));
        }
        let mark = match c.status {
            Status::Pass => "pass",
            Status::Fail => "FAIL",
            Status::Skip => "skip",
        };
        out.push_str(&format!(
            "  [{mark}] {}: {} ({:.1} s)\n",
            c.name, c.detail, c.seconds
        ));
    }
    if !report.memory.is_empty() {
        out.push_str("\npeak memory, estimated against measured (");
        out.push_str(if report.device == "the CPU" {
            "peak resident set"
        } else {
            "GPU memory in use above idle, NVML"
        });
        out.push_str(")\n");
        for r in &report.memory {
            let pool = r
                .pool_peak
                .map(|p| {
                    format!(
                        "; pool: {} live, {} held",
                        crate::memory::format_bytes(p.used),
                        crate::memory::format_bytes(p.reserved)
                    )
                })
                .unwrap_or_default();
            out.push_str(&format!(
                "  {:<28} {:<28} {:>10} {:>10} {:>+7.1}%{pool}\n",
                r.family,
                r.setting,
                crate::memory::format_bytes(r.estimate_bytes),
                crate::memory::format_bytes(r.measured_bytes),
                r.error * 100.0
            ));
        }
    }
    out.push_str(&format!(
        "\n{} passed, {} failed, {} skipped in {:.0} s\n",
        report.count(Status::Pass),
        report.count(Status::Fail),
        report.count(Status::Skip),
        report.seconds
    ));
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// On a card without bf16 (a T4) the kernel rows, the families and the memory rows check
    /// fp16 alone; on an Ampere card or newer, bf16 and fp16 (this CPU build's floor does not
    /// restrict it).
    #[test]
    fn half_precision_follows_the_card() {
        let card = |name: &str, cc: &str| {
            Some((name.to_string(), gpu::ComputeCapability::parse(cc).unwrap()))
        };
        let t4 = card("Tesla T4", "7.5");
        let a100 = card("A100", "8.0");
        assert_eq!(kernel_halves(t4.as_ref()), &[DType::F16]);
        assert_eq!(kernel_halves(a100.as_ref()), &[DType::BF16, DType::F16]);
        let bf16_family = FAMILIES.iter().find(|f| f.half == Precision::Bf16).unwrap();
        assert_eq!(half_precision(bf16_family, t4.as_ref()), Precision::Fp16);
        assert_eq!(half_precision(bf16_family, a100.as_ref()), Precision::Bf16);
    }
}
