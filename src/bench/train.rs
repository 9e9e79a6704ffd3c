//! `paperfit bench train`: training throughput and peak memory of a plan's model on the plan's
//! device and precision, side by side with the same architecture, batch split, optimizer and
//! precision in PyTorch (eager, `torch.autocast` for bf16/fp16 with a `GradScaler` for fp16) on
//! the same device: timm's or torchvision's own model where one exists (what a user would run
//! instead, with its fused attention), timm's optimizer builder; on CUDA also PyTorch restricted
//! to deterministic algorithms and the `torch.compile`d model.
//!
//! Both sides train on one fixed batch prepared before timing, so the figure is the trainer's,
//! not the loader's. On CUDA each step ends with a device synchronisation, and peak memory is
//! the GPU's memory in use sampled by NVML every 10 ms (what `nvidia-smi` shows, CUDA context
//! included) above what was in use before the side started; the PyTorch reference runs first,
//! in its own process, before paperfit opens the GPU. On the CPU peak memory is each process's
//! peak resident set.

use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};

use candle_core::Device;
use serde::Serialize;

use crate::config::schema::{DeviceKind, OptimizerName, Precision};
use crate::data::synthetic::SyntheticShapes;
use crate::data::Split;
use crate::error::Result;
use crate::gpu::DeviceMemorySampler;
use crate::plan::Plan;
use crate::train::engine::Engine;
use crate::train::memory_monitor::peak_rss_bytes;

const REFERENCE: &str = include_str!("torch_train.py");

/// How often the GPU's memory is sampled.
const SAMPLE_PERIOD: Duration = Duration::from_millis(10);

/// One trainer's measurements.
#[derive(Debug, Clone, Serialize)]
pub(crate) struct Side {
    /// What ran: "paperfit (candle)", "PyTorch 2.11.0 eager + autocast bf16".
    pub trainer: String,
    /// Whose model and optimizer builder it ran: "paperfit's", "timm vit_base_patch16_224,
    /// optimizer from timm".
    pub model: String,
    /// How many trained parameters the model has: the two sides' must agree, or they do not
    /// train the same architecture.
    pub parameters: Option<u64>,
    /// Samples per second of each timed optimizer step.
    pub samples_per_sec: Vec<f64>,
    /// Peak memory: GPU memory in use above idle (CUDA) or peak resident set (CPU).
    pub peak_bytes: Option<u64>,
}

impl Side {
    pub(crate) fn median(&self) -> Option<f64> {
        super::median(&self.samples_per_sec)
    }
}

#[derive(Debug, Clone, Serialize)]
pub(crate) struct TrainBench {
    pub experiment: String,
    pub model: String,
    pub input: String,
    pub device: String,
    pub precision: Precision,
    pub effective_batch: u32,
    pub micro_batch: u32,
    pub accumulation_steps: u32,
    pub gradient_checkpointing: bool,
    pub optimizer: String,
    pub paperfit: Side,
    /// The reference, or why it was not measured.
    pub pytorch: std::result::Result<Side, String>,
    /// Where asked (by default on CUDA), the reference again restricted to deterministic algorithms
    /// (`torch.use_deterministic_algorithms`, deterministic cuDNN, a fixed cuBLAS workspace):
    /// what the same bits on every run cost PyTorch. paperfit has no other mode.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pytorch_deterministic: Option<std::result::Result<Side, String>>,
    /// Where asked (by default on CUDA), the reference `torch.compile`d (default mode).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pytorch_compiled: Option<std::result::Result<Side, String>>,
}

/// How the PyTorch reference runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub(crate) enum ReferenceMode {
    /// Eager, PyTorch's default algorithms.
    Eager,
    /// Eager, restricted to deterministic algorithms.
    Deterministic,
    /// `torch.compile` (default mode), default algorithms.
    Compiled,
}

/// The reference's runs beside its eager one that `bench train` makes unless told otherwise:
/// on CUDA the deterministic and the compiled model, on the CPU none.
pub(crate) fn default_extra_references(plan: &Plan) -> Vec<ReferenceMode> {
    match plan.device {
        DeviceKind::Cuda => vec![ReferenceMode::Deterministic, ReferenceMode::Compiled],
        DeviceKind::Cpu => Vec::new(),
    }
}

/// Run the benchmark: `warmup` untimed steps, then `steps` timed ones, on each side; the
/// PyTorch side in `python` (`Err`: not measured, and why), eager and then each of `extra`.
pub(crate) fn run(
    plan: Plan,
    warmup: usize,
    steps: usize,
    python: std::result::Result<&Path, String>,
    extra: &[ReferenceMode],
) -> Result<TrainBench> {
    let size = plan.input_size()?;
    let device_name = match plan.device {
        DeviceKind::Cpu => format!(
            "the CPU ({} threads)",
            std::thread::available_parallelism().map_or(1, |n| n.get())
        ),
        DeviceKind::Cuda => match crate::gpu::detect(&crate::gpu::Simulation::default())? {
            crate::gpu::Detection::Found(g) => g.name,
            crate::gpu::Detection::NotFound { reason } => format!("CUDA device 0 ({reason})"),
        },
    };
    // The reference first: paperfit has not opened the GPU yet, so the card is idle.
    let side = |mode| {
        python
            .clone()
            .and_then(|p| pytorch_side(p, &plan, warmup, steps, mode))
    };
    let pytorch = side(ReferenceMode::Eager);
    let asked = |mode| extra.contains(&mode).then(|| side(mode));
    let pytorch_deterministic = asked(ReferenceMode::Deterministic);
    let pytorch_compiled = asked(ReferenceMode::Compiled);
    let paperfit = paperfit_side(&plan, warmup, steps)?;
    Ok(TrainBench {
        experiment: plan.experiment.clone(),
        model: plan.model.name.as_str().to_string(),
        input: size.to_string(),
        device: device_name,
        precision: plan.precision,
        effective_batch: plan.effective_batch,
        micro_batch: plan.micro_batch,
        accumulation_steps: plan.accumulation_steps,
        gradient_checkpointing: plan.gradient_checkpointing,
        optimizer: plan.optimizer.name.as_str().to_string(),
        paperfit,
        pytorch,
        pytorch_deterministic,
        pytorch_compiled,
    })
}

/// paperfit's engine on the plan's device: one window of synthetic images, prepared once.
pub(crate) fn paperfit_side(plan: &Plan, warmup: usize, steps: usize) -> Result<Side> {
    let size = plan.input_size()?;
    let sampler = match plan.device {
        DeviceKind::Cuda => DeviceMemorySampler::start(SAMPLE_PERIOD),
        DeviceKind::Cpu => None,
    };
    let device = crate::train::session::device_for(plan)?;
    let data = SyntheticShapes::new(
        plan.effective_batch as usize,
        plan.model.num_classes as usize,
        size,
        0,
        Split::Train,
    );
    let mut engine = Engine::new(plan, &device)?;
    let window: Vec<usize> = (0..plan.effective_batch as usize).collect();
    let prepared = engine.prepare(&data, &window, plan.micro_batch as usize, 0)?;
    let parameters = engine
        .params()
        .iter()
        .map(|p| p.var.elem_count() as u64)
        .sum();
    let mut rates = Vec::with_capacity(steps);
    let mut profiled = None;
    for step in 0..warmup + steps {
        if step == warmup {
            profiled = ProfilerRange::start(&device);
        }
        device.synchronize()?;
        let started = Instant::now();
        engine.train_prepared(&prepared, step as u64)?;
        device.synchronize()?;
        if step >= warmup {
            rates.push(window.len() as f64 / started.elapsed().as_secs_f64());
        }
    }
    drop(profiled);
    drop(engine);
    let peak_bytes = match (&device, sampler) {
        (Device::Cpu, _) => peak_rss_bytes(),
        (_, Some(s)) => Some(s.stop()),
        (_, None) => None,
    };
    Ok(Side {
        trainer: "paperfit (candle)".into(),
        model: "paperfit's".into(),
        parameters: Some(parameters),
        samples_per_sec: rates,
        peak_bytes,
    })
}

/// The timed steps as the CUDA profiler's range: `ncu --profile-from-start off` and `nsys
/// profile -c cudaProfilerApi` see those steps alone, without start-up and warm-up. Starting a
/// range with no profiler attached does nothing. The reference script marks its timed steps
/// the same way, so one profiled `bench train` shows both sides' kernels.
struct ProfilerRange;

impl ProfilerRange {
    fn start(device: &Device) -> Option<ProfilerRange> {
        #[cfg(feature = "cuda")]
        if device.is_cuda() && candle_core::cuda_backend::cudarc::driver::profiler_start().is_ok() {
            return Some(ProfilerRange);
        }
        let _ = device;
        None
    }
}

impl Drop for ProfilerRange {
    fn drop(&mut self) {
        #[cfg(feature = "cuda")]
        let _ = candle_core::cuda_backend::cudarc::driver::profiler_stop();
    }
}

/// The optimizer as the reference script takes it.
fn optimizer_spec(plan: &Plan) -> serde_json::Value {
    let o = &plan.optimizer;
    serde_json::json!({
        "name": match o.name {
            OptimizerName::Adam => "adam",
            OptimizerName::AdamW => "adamw",
            OptimizerName::Sgd => "sgd",
        },
        "lr": plan.lr,
        "weight_decay": o.weight_decay,
        "momentum": o.momentum.unwrap_or(0.0),
        "nesterov": o.nesterov.unwrap_or(false),
        "no_decay_norm_and_bias": o.no_decay_norm_and_bias,
        "clip": plan.grad_clip_norm,
    })
}

/// What the reference script takes: the plan's model, split, device, precision and optimizer.
fn reference_spec(
    plan: &Plan,
    warmup: usize,
    steps: usize,
    mode: ReferenceMode,
) -> std::result::Result<serde_json::Value, String> {
    use crate::models::registry::entry;
    let size = plan.model.image_size.ok_or("plan without an input size")?;
    let device = match plan.device {
        DeviceKind::Cpu => "cpu",
        DeviceKind::Cuda => "cuda",
    };
    Ok(serde_json::json!({
        "model": plan.model.name.as_str(),
        "pytorch": entry(plan.model.name).pytorch,
        "vit": entry(plan.model.name).is_vit() && !entry(plan.model.name).is_clip(),
        "drop_path_rate": plan.model.drop_path_rate,
        "channels": plan.model.channels.clone().unwrap_or_else(|| crate::models::configs::SMALL_CNN_CHANNELS.to_vec()),
        "width": plan.model.width,
        "depth": plan.model.depth,
        "height": size.height,
        "width_px": size.width,
        // The head's outputs and the loss, as the plan's model has them (a regression: one
        // output under a squared error).
        "classes": crate::models::head_outputs(&plan.model, &plan.recipe()),
        "regression": plan.recipe().loss.name == crate::config::schema::LossName::Mse,
        "micro_batch": plan.micro_batch,
        "accumulation_steps": plan.accumulation_steps,
        "checkpointing": plan.gradient_checkpointing,
        "device": device,
        "precision": plan.precision.as_str(),
        "optimizer": optimizer_spec(plan),
        "threads": std::thread::available_parallelism().map_or(1, |n| n.get()),
        "warmup": warmup,
        "steps": steps,
        "deterministic": mode == ReferenceMode::Deterministic,
        "compile": mode == ReferenceMode::Compiled,
    }))
}

/// The modules the training reference imports for `plan`'s model: torch, and torchvision for
/// the ResNets, timm for SE-ResNeXt50 and the ViT family.
pub(crate) fn reference_modules(plan: &Plan) -> Vec<&'static str> {
    use crate::models::registry::{entry, PytorchModel};
    let mut modules = vec!["torch"];
    match entry(plan.model.name).pytorch {
        Some(PytorchModel::Torchvision(_)) => modules.push("torchvision"),
        Some(PytorchModel::Timm(_)) => modules.push("timm"),
        Some(PytorchModel::OpenClip | PytorchModel::Transcription) | None => {}
    }
    modules
}

/// The same model, split, optimizer and precision in PyTorch, in its own process, run as
/// `mode` says.
pub(crate) fn pytorch_side(
    python: &Path,
    plan: &Plan,
    warmup: usize,
    steps: usize,
    mode: ReferenceMode,
) -> std::result::Result<Side, String> {
    let spec = reference_spec(plan, warmup, steps, mode)?;
    let script =
        std::env::temp_dir().join(format!("paperfit-torch-train-{}.py", std::process::id()));
    std::fs::write(&script, REFERENCE).map_err(|e| e.to_string())?;
    let sampler = match plan.device {
        DeviceKind::Cuda => DeviceMemorySampler::start(SAMPLE_PERIOD),
        DeviceKind::Cpu => None,
    };
    let mut cmd = Command::new(python);
    cmd.arg(&script).arg(spec.to_string());
    if mode == ReferenceMode::Deterministic {
        // What PyTorch asks for deterministic cuBLAS (its reproducibility notes).
        cmd.env("CUBLAS_WORKSPACE_CONFIG", ":4096:8");
    }
    let out = cmd.output();
    let gpu_peak = sampler.map(DeviceMemorySampler::stop);
    let _ = std::fs::remove_file(&script);
    let out = out.map_err(|e| format!("cannot run {}: {e}", python.display()))?;
    if !out.status.success() {
        let err = String::from_utf8_lossy(&out.stderr);
        return Err(format!(
            "{} could not run the PyTorch reference: {}",
            python.display(),
            err.lines().last().unwrap_or("failed")
        ));
    }
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).map_err(|e| e.to_string())?;
    if let Some(e) = v["error"].as_str() {
        return Err(e.to_string());
    }
    let rates = v["samples_per_sec"]
        .as_array()
        .map(|a| a.iter().filter_map(|x| x.as_f64()).collect())
        .unwrap_or_default();
    let peak_bytes = match plan.device {
        DeviceKind::Cuda => gpu_peak,
        DeviceKind::Cpu => v["peak_rss_bytes"].as_u64(),
    };
    Ok(Side {
        trainer: format!(
            "PyTorch {} {}{}{}",
            v["torch"].as_str().unwrap_or("?"),
            match mode {
                ReferenceMode::Compiled => "compiled",
                _ => "eager",
            },
            match plan.precision {
                Precision::Fp32 => String::new(),
                p => format!(" + autocast {p}"),
            },
            if mode == ReferenceMode::Deterministic {
                ", deterministic"
            } else {
                ""
            }
        ),
        model: format!(
            "{}, optimizer from {}",
            v["model"].as_str().unwrap_or("?"),
            v["optimizer"].as_str().unwrap_or("?")
        ),
        parameters: v["parameters"].as_u64(),
        samples_per_sec: rates,
        peak_bytes,
    })
}

/// The table `paperfit bench train` prints.
pub(crate) fn render(b: &TrainBench) -> String {
    let mib = |bytes: Option<u64>| bytes.map_or("-".to_string(), crate::memory::format_bytes);
    let mut out = format!(
        "training throughput on {}, {}, {} at {} px, batch {} = {} x {}{}, {} + clipping; median of {} steps\n\n",
        b.device,
        b.precision,
        b.model,
        b.input,
        b.effective_batch,
        b.micro_batch,
        b.accumulation_steps,
        if b.gradient_checkpointing {
            ", checkpointing"
        } else {
            ""
        },
        b.optimizer,
        b.paperfit.samples_per_sec.len()
    );
    let memory = if b.device.starts_with("the CPU") {
        "peak RSS"
    } else {
        "peak GPU"
    };
    out.push_str(&format!(
        "{:<40}{:>12}{:>16}\n",
        "trainer", "samples/s", memory
    ));
    let row = |side: &Side| {
        format!(
            "{:<40}{:>12}{:>16}\n",
            side.trainer,
            side.median().map_or("-".into(), |v| format!("{v:.1}")),
            mib(side.peak_bytes)
        )
    };
    out.push_str(&row(&b.paperfit));
    out.push_str(&reference_rows(b, row));
    out
}

/// The reference's rows of the table: eager, then (on CUDA) deterministic and compiled, each
/// with paperfit's ratio to it.
fn reference_rows(b: &TrainBench, row: impl Fn(&Side) -> String) -> String {
    let theirs = match &b.pytorch {
        Ok(theirs) => theirs,
        Err(why) => return format!("PyTorch: not measured ({why})\n"),
    };
    let mut out = row(theirs);
    let mut notes = format!("\nPyTorch's model: {}\n", theirs.model);
    if theirs.parameters != b.paperfit.parameters {
        notes.push_str(&format!(
            "NOT THE SAME ARCHITECTURE: PyTorch's model has {} parameters, paperfit's {}\n",
            theirs.parameters.map_or("?".into(), |n| n.to_string()),
            b.paperfit.parameters.map_or("?".into(), |n| n.to_string()),
        ));
    }
    if let (Some(a), Some(t)) = (b.paperfit.median(), theirs.median()) {
        notes.push_str(&format!("paperfit / PyTorch eager: speed x{:.2}", a / t));
        if let (Some(m), Some(n)) = (b.paperfit.peak_bytes, theirs.peak_bytes) {
            notes.push_str(&format!(", memory x{:.2}", m as f64 / n.max(1) as f64));
        }
        notes.push('\n');
    }
    match &b.pytorch_deterministic {
        Some(Ok(fixed)) => {
            out.push_str(&row(fixed));
            if let (Some(f), Some(d)) = (theirs.median(), fixed.median()) {
                notes.push_str(&format!(
                    "determinism costs PyTorch x{:.2} of its speed; paperfit is deterministic in every run (docs/gpu.md)\n",
                    d / f
                ));
            }
        }
        Some(Err(why)) => {
            notes.push_str(&format!("PyTorch, deterministic: not measured ({why})\n"))
        }
        None => {}
    }
    match &b.pytorch_compiled {
        Some(Ok(compiled)) => {
            out.push_str(&row(compiled));
            if let (Some(a), Some(c)) = (b.paperfit.median(), compiled.median()) {
                notes.push_str(&format!(
                    "paperfit / PyTorch compiled: speed x{:.2}\n",
                    a / c
                ));
            }
        }
        Some(Err(why)) => notes.push_str(&format!("PyTorch, compiled: not measured ({why})\n")),
        None => {}
    }
    out + &notes
}
