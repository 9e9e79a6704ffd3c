//! NCCL on this GPU at world size 1 (one GPU cannot host two NCCL ranks): its sum, gather and
//! broadcast give the known results, gradient buckets come back whole, and an optimizer step
//! through the distributed path (gradients summed by NCCL) leaves the weights a plain step
//! leaves, bit for bit.

use candle_core::Device;

use super::checks::skipped;
use super::workloads::{FamilyWorkload, Scratch};
use super::Check;
use crate::error::Result;

const NAME: &str = "NCCL at world size 1: collectives and a distributed step";

/// The check, or why it cannot run here.
pub(crate) fn nccl(
    scratch: &Scratch,
    family: &FamilyWorkload,
    preset: &str,
    device: &Device,
) -> Check {
    if !device.is_cuda() {
        return skipped("collectives", NAME, "no CUDA device; CI runs the CPU collectives (MPI) on 2 and 4 ranks (tests/it/distributed.rs)");
    }
    if !cfg!(feature = "nccl") {
        return skipped("collectives", NAME, "built without the `nccl` feature");
    }
    Check::measure("collectives", NAME, || {
        measure(scratch, family, preset, device)
    })
}

#[cfg(not(feature = "nccl"))]
fn measure(_: &Scratch, _: &FamilyWorkload, _: &str, _: &Device) -> Result<(bool, String)> {
    unreachable!("skipped without the nccl feature")
}

#[cfg(feature = "nccl")]
fn measure(
    scratch: &Scratch,
    family: &FamilyWorkload,
    preset: &str,
    device: &Device,
) -> Result<(bool, String)> {
    use super::workloads::FirstWindow;
    use crate::config::schema::Precision;
    use crate::dist::World;
    use crate::train::engine::Engine;
    use std::rc::Rc;

    let world = Rc::new(World::nccl_alone(device)?);
    let mut failures = known_values(&world, device)?;
    // One optimizer step, plain and through the distributed path.
    let plan = scratch.plan(family, preset, Precision::Fp32, &[])?;
    let window = FirstWindow::of(&plan)?;
    let weights = |engine: &Engine| -> Result<Vec<Vec<u32>>> {
        engine
            .params()
            .iter()
            .map(|p| {
                let v = p.var.as_tensor().flatten_all()?.to_vec1::<f32>()?;
                Ok(v.iter().map(|x| x.to_bits()).collect())
            })
            .collect()
    };
    let micro = plan.micro_batch as usize;
    let mut plain = Engine::new(&plan, device)?;
    plain.train_prepared(&window.prepare(&plain, micro)?, 0)?;
    let mut ranked = Engine::new(&plan, device)?;
    ranked.join(world.clone());
    ranked.train_prepared(&window.prepare(&ranked, micro)?, 0)?;
    if weights(&plain)? != weights(&ranked)? {
        failures.push("a step through NCCL left other weights than a plain step");
    }
    Ok((
        failures.is_empty(),
        if failures.is_empty() {
            format!(
                "sum, gather, broadcast and 1 KiB buckets exact; {} step through NCCL bit-identical to a plain one",
                family.name
            )
        } else {
            failures.join("; ")
        },
    ))
}

/// The collectives of one rank on known values: what failed.
#[cfg(feature = "nccl")]
fn known_values(world: &crate::dist::World, device: &Device) -> Result<Vec<&'static str>> {
    use candle_core::{DType, Tensor};
    let mut failures = Vec::new();
    let values: Vec<f32> = (0..1000).map(|i| i as f32 * 0.25 - 7.0).collect();
    let t = Tensor::new(values.as_slice(), device)?;
    if world.sum(&t)?.to_vec1::<f32>()? != values {
        failures.push("the sum of one rank is not its tensor");
    }
    let sums = world.sum_host(&[1.5, -2.25])?;
    if sums != [1.5, -2.25] {
        failures.push("the f64 sum is not its values");
    }
    let rows = t.reshape((250, 4))?;
    if world.gather(&rows)?.to_vec2::<f32>()? != rows.to_vec2::<f32>()? {
        failures.push("the gather of one rank is not its rows");
    }
    let mut bytes = b"paperfit".to_vec();
    world.broadcast_bytes(&mut bytes)?;
    if bytes != b"paperfit" {
        failures.push("the broadcast changed the bytes");
    }
    // Buckets of 1 KiB: the two tensors of 1000 floats are buckets of their own, the small
    // one a third.
    let grads = vec![
        t.clone(),
        rows.clone(),
        Tensor::ones((3, 5), DType::F32, device)?,
    ];
    let summed = world.sum_gradients(grads.clone(), 1024)?;
    for (a, b) in grads.iter().zip(&summed) {
        if a.dims() != b.dims()
            || a.flatten_all()?.to_vec1::<f32>()? != b.flatten_all()?.to_vec1::<f32>()?
        {
            failures.push("a gradient bucket did not come back whole");
        }
    }
    Ok(failures)
}
