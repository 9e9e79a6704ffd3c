//! Same inputs, same bits: the doctor's proof that training is deterministic on this device.
//!
//! - per model family, the same window computed twice by two fresh engines gives
//!   byte-identical gradients and byte-identical weights after one optimizer step, in fp32
//!   and (on a GPU) in the half precision the family trains in;
//! - two short `paperfit train` runs end with byte-identical weight files.
//!
//! Every sum of the fused ops has a fixed order (`paperfit_kernels::reduce`), cuDNN runs
//! deterministic algorithms only, and cuBLAS is deterministic on one stream of one card
//! (docs/gpu.md): these checks are where a GPU confirms it.

use candle_core::{DType, Device, Tensor};

use super::checks::device_name;
use super::processes::{run_to_end, train_command};
use super::workloads::FirstWindow;
use super::workloads::{FamilyWorkload, Scratch};
use super::Check;
use crate::config::schema::Precision;
use crate::error::{Error, Result};
use crate::plan::Plan;
use crate::train::engine::Engine;

/// A tensor's bytes as the CPU holds them (f32 or wider values, as the masters and their
/// gradients are).
fn bytes(t: &Tensor) -> Result<Vec<u8>> {
    let t = t.to_device(&Device::Cpu)?.flatten_all()?;
    Ok(match t.dtype() {
        DType::F64 => t
            .to_vec1::<f64>()?
            .iter()
            .flat_map(|v| v.to_le_bytes())
            .collect(),
        _ => t
            .to_dtype(DType::F32)?
            .to_vec1::<f32>()?
            .iter()
            .flat_map(|v| v.to_le_bytes())
            .collect(),
    })
}

/// Tensors as bytes, one entry per tensor.
type Bytes = Vec<Vec<u8>>;

/// The window's gradients and the weights after one optimizer step, as bytes, from a fresh
/// engine.
fn one_step(plan: &Plan, device: &Device, window: &FirstWindow) -> Result<(Bytes, Bytes)> {
    let micro = plan.micro_batch as usize;
    let mut engine = Engine::new(plan, device)?;
    let (gradients, _) =
        engine.window_gradients(window.data.as_ref(), &window.samples, micro, 0)?;
    let gradients = gradients.iter().map(bytes).collect::<Result<_>>()?;
    let prepared = window.prepare(&engine, micro)?;
    engine.train_prepared(&prepared, 0)?;
    let weights = engine
        .params()
        .iter()
        .map(|p| bytes(p.var.as_tensor()))
        .collect::<Result<_>>()?;
    Ok((gradients, weights))
}

/// How many tensors of `a` and `b` differ in any byte.
fn differing(a: &[Vec<u8>], b: &[Vec<u8>]) -> usize {
    a.iter().zip(b).filter(|(x, y)| x != y).count() + a.len().abs_diff(b.len())
}

/// The same window twice on `device`, in each of `precisions`.
pub(crate) fn same_window_twice(
    scratch: &Scratch,
    family: &FamilyWorkload,
    preset: &str,
    device: &Device,
    precisions: &[Precision],
) -> Check {
    let name = format!(
        "{} twice: byte-identical gradients and weights",
        device_name(device)
    );
    Check::measure(family.name, &name, || {
        let mut ok = true;
        let mut details = Vec::new();
        for &precision in precisions {
            let plan = scratch.plan(family, preset, precision, &[])?;
            let window = FirstWindow::of(&plan)?;
            let (g1, w1) = one_step(&plan, device, &window)?;
            let (g2, w2) = one_step(&plan, device, &window)?;
            let (dg, dw) = (differing(&g1, &g2), differing(&w1, &w2));
            ok &= dg == 0 && dw == 0;
            details.push(if dg == 0 && dw == 0 {
                format!("{precision}: {} gradients and weights identical", g1.len())
            } else {
                format!(
                    "{precision}: {dg} of {} gradients and {dw} weights differ",
                    g1.len()
                )
            });
        }
        Ok((ok, details.join("; ")))
    })
}

/// Two uninterrupted `paperfit train` runs of `family` (this binary, child processes) end with
/// byte-identical weight files.
pub(crate) fn two_runs(scratch: &Scratch, family: &FamilyWorkload, preset: &str) -> Check {
    Check::measure(family.name, "two training runs: identical weights", || {
        let (exe, experiment, sets) = super::processes::child_run(
            scratch,
            family,
            &[
                "paper.epochs=1",
                "data.train_samples=32",
                "train.checkpoint_every=0",
            ],
        )?;
        let mut files = Vec::new();
        for run in ["first", "second"] {
            let out = scratch.dir.join(format!("run-{run}"));
            let _ = std::fs::remove_dir_all(&out);
            run_to_end(train_command(&exe, &experiment, preset, &sets, &out))?;
            let weights = out.join("model.safetensors");
            files.push(std::fs::read(&weights).map_err(|e| Error::io("", &weights, e))?);
            let _ = std::fs::remove_dir_all(&out);
        }
        let identical = files[0] == files[1];
        Ok((
            identical,
            format!(
                "model.safetensors ({} bytes) {}",
                files[0].len(),
                if identical {
                    "byte-identical"
                } else {
                    "differs"
                }
            ),
        ))
    })
}
