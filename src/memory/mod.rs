//! Peak memory of a plan before it runs, and the micro-batch that fits a memory budget.
//!
//! The estimate adds up what one optimizer step holds at its peak, the backward pass of a
//! micro-batch:
//! - the f32 master weights and buffers, the optimizer state, the gradients (the micro-batch's,
//!   plus the window's running sum when there is more than one micro-batch);
//! - under mixed precision, the compute-dtype copy of every weight the graph holds;
//! - the step's images on the device (the trainer moves a whole step at once);
//! - the activations the autograd graph keeps, from the model's footprint
//!   ([`crate::nn::footprint`]): all of them without checkpointing; with it, each segment's
//!   input, the head's graph and the largest segment being recomputed;
//! - the backward pass's scratch (gradients in flight, im2col matrices);
//! - on the CPU, the loader's prefetched steps and the process itself (on CUDA the loader's
//!   steps are host memory, reported beside the peak); on CUDA, what the CUDA runtime holds
//!   (context, cuBLAS, kernel modules).
//!
//! `docs/memory.md` compares these estimates with measured peaks.

use serde::{Deserialize, Serialize};

use crate::config::schema::{DeviceKind, OptimizerName, Precision};
use crate::models::MeasuredModel;
use crate::nn::footprint::Footprint;
use crate::split::BatchSplit;
use crate::text::group_thousands;
use paperfit_kernels::images::UPLOAD_SLOTS;

const MIB: f64 = (1u64 << 20) as f64;
const GIB: f64 = (1u64 << 30) as f64;

mod calibration;
mod table;

pub use calibration::NCCL_RUNTIME_BYTES;
pub(crate) use calibration::{
    CPU_ALLOCATOR_RETENTION, CPU_PROCESS_BYTES, CUDA_POOL_SURPLUS, CUDA_POOL_SURPLUS_CHECKPOINTING,
    CUDA_POOL_UNIT_BYTES, CUDA_RUNTIME_BYTES,
};
pub(crate) use table::{render_table, EstimateRow, EstimateTable, TableHeader};

/// One part of an estimate.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct MemoryComponent {
    pub name: String,
    pub bytes: u64,
    /// How it was counted.
    pub detail: String,
}

/// The estimated peak of one configuration against a budget.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct MemoryEstimate {
    pub micro_batch: u32,
    pub accumulation_steps: u32,
    pub gradient_checkpointing: bool,
    pub precision: Precision,
    pub device: DeviceKind,
    pub components: Vec<MemoryComponent>,
    /// Device memory at the peak (on the CPU: the process's resident memory).
    pub peak_bytes: u64,
    /// Host memory outside the device peak (on CUDA: the loader's prefetched steps and the
    /// upload's page-locked buffers).
    pub host_bytes: u64,
    pub budget_bytes: u64,
    pub fits: bool,
}

impl MemoryEstimate {
    /// "12.3 GiB of 14.1 GiB (fits)".
    pub(crate) fn summary(&self) -> String {
        format!(
            "{} of {} ({})",
            format_bytes(self.peak_bytes),
            format_bytes(self.budget_bytes),
            if self.fits { "fits" } else { "does not fit" }
        )
    }

    /// "16 x 1" (micro-batch x accumulation).
    pub fn split(&self) -> String {
        format!("{} x {}", self.micro_batch, self.accumulation_steps)
    }
}

/// `1.5 GiB`, `340 MiB`, `95 KiB`, `512 B`: the largest unit that shows a whole number of at
/// least 1, so a small model's weights are not `0 MiB`. Whole MiB, KiB and bytes; tenths of a
/// GiB.
pub(crate) fn format_bytes(bytes: u64) -> String {
    const KIB: f64 = 1024.0;
    let b = bytes as f64;
    // A value that rounds to 1024 of a unit is shown in the next one (1,023.7 KiB: 1 MiB).
    let whole = |unit: f64| (b / unit).round() as u64;
    if b >= GIB || whole(MIB) >= 1024 {
        format!("{:.1} GiB", b / GIB)
    } else if b >= MIB || whole(KIB) >= 1024 {
        format!("{} MiB", group_thousands(whole(MIB)))
    } else if b >= KIB {
        format!("{} KiB", whole(KIB))
    } else {
        format!("{bytes} B")
    }
}

/// What the estimate reads from a plan, besides the model and the split.
#[derive(Debug, Clone, PartialEq)]
pub struct Workload {
    pub device: DeviceKind,
    pub height: usize,
    pub width: usize,
    pub optimizer: OptimizerName,
    /// SGD keeps a momentum buffer only when momentum is non-zero.
    pub sgd_momentum: bool,
    /// Optimizer steps the loader prepares ahead.
    pub prefetch_steps: u32,
    pub budget_bytes: u64,
    /// The attention path the plan runs: the fused one keeps no scores (`nn::footprint`).
    pub attention: paperfit_kernels::attention::AttentionPath,
}

/// The configuration being estimated.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Setting {
    /// The batch over the processes (one per device) and each process's share in micro-batches.
    pub split: BatchSplit,
    pub gradient_checkpointing: bool,
    pub precision: Precision,
}

/// The estimated peak of `setting`; `None` when the model has no footprint.
pub fn estimate(model: &MeasuredModel, w: &Workload, setting: &Setting) -> Option<MemoryEstimate> {
    let micro = setting.split.micro();
    let dtype = setting.precision.dtype();
    let footprint = model.footprint(micro as usize, w.height, w.width, dtype, w.attention)?;
    Some(estimate_from(model, &footprint, w, setting))
}

/// The estimate's components, in the order they are listed.
#[derive(Default)]
struct Components(Vec<MemoryComponent>);

impl Components {
    fn add(&mut self, name: &str, bytes: u64, detail: impl Into<String>) -> u64 {
        self.0.push(MemoryComponent {
            name: name.into(),
            bytes,
            detail: detail.into(),
        });
        bytes
    }
}

fn estimate_from(
    model: &MeasuredModel,
    f: &Footprint,
    w: &Workload,
    setting: &Setting,
) -> MemoryEstimate {
    let split = setting.split;
    let (micro, accumulation, per_device) =
        (split.micro(), split.accumulation(), split.per_device());
    let p = model.trainable_params;
    let checkpointing = setting.gradient_checkpointing && f.segments.len() >= 2;
    let mut parts = Components::default();
    parts.add(
        "weights",
        4 * (p + model.buffer_elems),
        format!(
            "{} f32 parameters and {} buffer values",
            group_thousands(p),
            group_thousands(model.buffer_elems)
        ),
    );
    let (state, what) = match w.optimizer {
        OptimizerName::Adam | OptimizerName::AdamW => (8 * p, "two f32 moments per parameter"),
        OptimizerName::Sgd if w.sgd_momentum => (4 * p, "an f32 momentum per parameter"),
        OptimizerName::Sgd => (0, "plain SGD keeps none"),
    };
    parts.add("optimizer state", state, what);
    let gradients = gradient_components(&mut parts, f, p, checkpointing, accumulation > 1);
    let pixels = (3 * w.height * w.width) as u64;
    let images = parts.add(
        "step images",
        u64::from(per_device) * pixels * f.compute_bytes,
        format!("the step's {per_device} images on the device, in the compute dtype"),
    );
    let (activations, scratch, how) = activations(f, checkpointing);
    parts.add("activations", activations, how);
    parts.add(
        "backward scratch",
        scratch,
        "gradients in flight and op workspaces (im2col) at the largest layer",
    );
    let communication = communication(&mut parts, w, split.world(), p);
    // What each step allocates and frees again (on the CPU the allocator keeps a share).
    let churn = gradients + images + activations + scratch + communication;
    let host_bytes = device_components(&mut parts, w, (micro, per_device), churn, checkpointing);
    let peak_bytes = parts.0.iter().map(|c| c.bytes).sum();
    MemoryEstimate {
        micro_batch: micro,
        accumulation_steps: accumulation,
        gradient_checkpointing: checkpointing,
        precision: setting.precision,
        device: w.device,
        components: parts.0,
        peak_bytes,
        host_bytes,
        budget_bytes: w.budget_bytes,
        fits: peak_bytes <= w.budget_bytes,
    }
}

/// Several processes: the gradient buckets being summed (the flat bucket and its sum) and, on
/// CUDA, NCCL's buffers; returns the bytes that come and go with each step.
fn communication(parts: &mut Components, w: &Workload, world: u32, params: u64) -> u64 {
    if world <= 1 {
        return 0;
    }
    let bucket = (crate::dist::BUCKET_BYTES as u64).min(4 * params);
    let buckets = parts.add(
        "gradient buckets",
        2 * bucket,
        format!(
            "a flat f32 bucket of at most {} and its sum over {} ranks, one bucket at a time",
            format_bytes(crate::dist::BUCKET_BYTES as u64),
            world
        ),
    );
    if w.device == DeviceKind::Cuda {
        parts.add(
            "NCCL",
            NCCL_RUNTIME_BYTES,
            "NCCL's channel buffers and streams (an allowance, not measured)",
        );
    }
    buckets
}

/// The largest of `value(i)` over the segments before the last.
fn max_inner(f: &Footprint, value: impl Fn(usize) -> u64) -> u64 {
    (0..f.segments.len().saturating_sub(1))
        .map(value)
        .max()
        .unwrap_or(0)
}

/// Gradients (in flight, and the window's running sum) and, in half precision, the weights'
/// copies in the compute dtype; returns the gradients' bytes.
fn gradient_components(
    parts: &mut Components,
    f: &Footprint,
    p: u64,
    checkpointing: bool,
    accumulating: bool,
) -> u64 {
    let segments = &f.segments;
    let last = segments.len().saturating_sub(1);
    let weights_at = |i: usize| segments[i].weight_elems;
    let grads_in_flight = if checkpointing {
        // Backward runs segment by segment: the store holds one segment's gradients at a time.
        4 * max_inner(f, weights_at).max(segments[last].weight_elems)
    } else {
        4 * p
    };
    let window_sum = if accumulating || checkpointing {
        4 * p
    } else {
        0
    };
    let gradients = parts.add(
        "gradients",
        grads_in_flight + window_sum,
        if window_sum > 0 {
            "the running sum over the window (f32) and the gradients being computed"
        } else {
            "one micro-batch per step: the gradients are the step's"
        },
    );
    if f.compute_bytes < 4 {
        let casts = if checkpointing {
            segments[last].cast_elems + max_inner(f, |i| segments[i].cast_elems)
        } else {
            f.cast_elems()
        };
        parts.add(
            "half-precision weight copies",
            (casts + f.copy_elems()) * f.compute_bytes,
            "the linear layers' weights in the compute dtype, kept for the run and refreshed after each step, and the weights cast inside the graph (the masters stay f32; norm layers read them in their fused ops)",
        );
    }
    gradients
}

/// (activations kept until backward, backward scratch, how they were counted).
fn activations(f: &Footprint, checkpointing: bool) -> (u64, u64, String) {
    let segments = &f.segments;
    if !checkpointing {
        return (
            f.kept_bytes(),
            f.workspace_bytes(),
            format!(
                "every op output the graph keeps over {} segments",
                segments.len()
            ),
        );
    }
    let last = segments.len() - 1;
    let boundaries: u64 = segments[1..].iter().map(|s| s.input_bytes).sum();
    let head = segments[last].kept_bytes + f.loss_kept_bytes;
    let recompute = max_inner(f, |i| {
        segments[i].kept_bytes
            + segments[i].workspace_bytes
            + segments[i + 1].input_bytes
            + segments[i].input_bytes
    });
    let head_backward = segments[last].workspace_bytes + segments[last].input_bytes;
    (
        boundaries + head,
        recompute.max(head_backward),
        format!(
            "checkpointing: {} segment inputs, the head's graph, one segment recomputed at a time",
            segments.len() - 1
        ),
    )
}

/// What the device's process holds beyond the tensors: on the CPU the allocator's retained
/// share of `churn`, the loader's prepared steps and the process itself; on CUDA the memory
/// pool's surplus over its live tensors, the upload buffers and the runtime beyond the pool
/// (the loader's steps and the upload's page-locked buffers are host memory then, returned).
fn device_components(
    parts: &mut Components,
    w: &Workload,
    (micro, per_device): (u32, u32),
    churn: u64,
    checkpointing: bool,
) -> u64 {
    // The loader's steps hold 8-bit pixels; the model's input is made where the model runs.
    let pixels = (3 * w.height * w.width) as u64;
    let loader = u64::from(w.prefetch_steps + 1) * u64::from(per_device) * pixels;
    match w.device {
        DeviceKind::Cpu => {
            parts.add(
                "allocator",
                (churn as f64 * CPU_ALLOCATOR_RETENTION) as u64,
                format!(
                    "pages the allocator keeps of the buffers each step frees ({:.0}% of them, measured)",
                    CPU_ALLOCATOR_RETENTION * 100.0
                ),
            );
            parts.add(
                "loader",
                loader,
                format!(
                    "{} prepared steps of 8-bit pixels (prefetch {} + the current one)",
                    w.prefetch_steps + 1,
                    w.prefetch_steps
                ),
            );
            parts.add(
                "process",
                CPU_PROCESS_BYTES,
                "the process beyond its tensors: code, threads, allocator heaps (measured)",
            );
            0
        }
        DeviceKind::Cuda => {
            loader + cuda_components(parts, micro, per_device, pixels, checkpointing)
        }
    }
}

/// The CUDA side of [`device_components`]: the memory pool's surplus, the upload buffers and the
/// runtime; returns the upload's page-locked host bytes.
fn cuda_components(
    parts: &mut Components,
    micro: u32,
    per_device: u32,
    pixels: u64,
    checkpointing: bool,
) -> u64 {
    // NCCL's buffers are its own allocations, not the pool's.
    let live: u64 = parts
        .0
        .iter()
        .filter(|c| c.name != "NCCL")
        .map(|c| c.bytes)
        .sum();
    let surplus = if checkpointing {
        CUDA_POOL_SURPLUS_CHECKPOINTING
    } else {
        CUDA_POOL_SURPLUS
    };
    let grown = live as f64 * (1.0 + surplus) + CUDA_POOL_UNIT_BYTES as f64;
    let units = (grown / CUDA_POOL_UNIT_BYTES as f64).round() as u64;
    let held = (units * CUDA_POOL_UNIT_BYTES).max(live);
    parts.add(
        "memory pool surplus",
        held - live,
        format!(
            "freed blocks the CUDA memory pool keeps: {:.0}% of the tensors plus one 32 MiB unit, rounded to a unit ({})",
            surplus * 100.0,
            if checkpointing {
                "with checkpointing: fitted to checkpointed runs on an H100"
            } else {
                "fitted to an H100 and an H200"
            }
        ),
    );
    // The uploader's slots: two steps' micro-batches, at most its number of slots.
    let slots = (2 * u64::from(per_device)).min(UPLOAD_SLOTS as u64 * u64::from(micro)) * pixels;
    parts.add(
        "upload buffers",
        slots,
        format!(
            "the image upload's device buffers: 8-bit pixels of up to two steps' micro-batches, at most {UPLOAD_SLOTS} (as much page-locked host memory)"
        ),
    );
    parts.add(
        "CUDA runtime",
        CUDA_RUNTIME_BYTES,
        "beyond the pool: the CUDA context, cuBLAS's and cuDNN's workspaces, cuRAND and the kernel modules (measured on an H100)",
    );
    slots
}

/// The outcome of fitting a micro-batch to a budget.
#[derive(Debug, Clone, PartialEq)]
pub struct Fit {
    /// The chosen configuration, when one fits.
    pub chosen: Option<MemoryEstimate>,
    /// Why, in a sentence.
    pub reason: String,
}

/// The alternative of `batch` (its effective batch over its world) with the largest micro-batch that fits the
/// budget, without checkpointing when any does; with checkpointing only when nothing fits
/// without it (and the caller did not fix it). `None` when the model has no footprint.
pub(crate) fn fit(
    model: &MeasuredModel,
    w: &Workload,
    batch: BatchSplit,
    precision: Precision,
    checkpointing_fixed: Option<bool>,
) -> Option<Fit> {
    let budget = format_bytes(w.budget_bytes);
    let mut candidates = batch.alternatives();
    candidates.reverse();
    let modes: Vec<bool> = match checkpointing_fixed {
        Some(c) => vec![c],
        None => vec![false, true],
    };
    let mut said = Vec::new();
    for checkpointing in modes {
        let mut larger: Option<MemoryEstimate> = None;
        for &split in &candidates {
            let e = estimate(
                model,
                w,
                &Setting {
                    split,
                    gradient_checkpointing: checkpointing,
                    precision,
                },
            )?;
            if checkpointing && !e.gradient_checkpointing {
                // A single-segment model cannot checkpoint: nothing new to try.
                break;
            }
            if e.fits {
                let mode = if checkpointing {
                    "with checkpointing"
                } else {
                    "without checkpointing"
                };
                let mut reason = format!(
                    "micro-batch {} is the largest that fits {budget} {mode}: {}",
                    e.split(),
                    format_bytes(e.peak_bytes)
                );
                if let Some(l) = &larger {
                    reason.push_str(&format!(
                        " ({} would need {})",
                        l.split(),
                        format_bytes(l.peak_bytes)
                    ));
                }
                said.push(reason);
                return Some(Fit {
                    chosen: Some(e),
                    reason: said.join("; "),
                });
            }
            larger = Some(e);
        }
        if let Some(smallest) = larger {
            said.push(format!(
                "nothing fits {budget} {}: micro-batch {} needs {}",
                if checkpointing {
                    "with checkpointing"
                } else {
                    "without checkpointing"
                },
                smallest.split(),
                format_bytes(smallest.peak_bytes)
            ));
        }
    }
    Some(Fit {
        chosen: None,
        reason: said.join("; "),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bytes_read_as_people_write_them() {
        assert_eq!(format_bytes(340 << 20), "340 MiB");
        assert_eq!(format_bytes(3 << 29), "1.5 GiB");
        assert_eq!(format_bytes(1500 << 20), "1.5 GiB");
        // The quickstart's 24,328 f32 weights.
        assert_eq!(format_bytes(24_328 * 4), "95 KiB");
        assert_eq!(format_bytes(1023), "1023 B");
        assert_eq!(format_bytes(0), "0 B");
        assert_eq!(format_bytes(1024), "1 KiB");
        assert_eq!(format_bytes((1 << 20) - 100), "1 MiB");
        assert_eq!(format_bytes((1 << 30) - (1 << 18)), "1.0 GiB");
        assert_eq!(format_bytes(1_572_864), "2 MiB");
    }
}
