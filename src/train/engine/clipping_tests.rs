//! Clipping on the device against the host arithmetic it replaced, over whole steps: losses,
//! gradient norms and final weights bit for bit.

use candle_core::Device;

use super::Engine;
use crate::data::{self, Split};
use crate::train::schedule::lr_at;
use paperfit_kernels::optimizer::gradient_norm;

/// The quickstart (clipping at 1.0) on the CPU, 4 steps of 16 in micro-batches of 8, an
/// L2 limit small enough that every step clips.
fn plan() -> crate::plan::Plan {
    super::test_plan(
        "quickstart.toml",
        &[
            "data.train_samples=64",
            "paper.effective_batch=16",
            "train.micro_batch=8",
            "train.grad_clip_norm=0.05",
        ],
    )
}

/// Losses, gradient norms and final weights of steps on the device against the same steps
/// with the norm read back and the clipping multiplier computed on the host, as the step
/// did before: the same bits.
#[test]
fn the_step_on_the_device_gives_the_bits_of_the_host_read_step() {
    let plan = plan();
    let size = plan.model.image_size.unwrap();
    let data = data::open(&plan.data, size, Split::Train, plan.seed).unwrap();
    let mut device = Engine::new(&plan, &Device::Cpu).unwrap();
    let mut host = Engine::new(&plan, &Device::Cpu).unwrap();
    let mut clipped = 0;
    for step in 0..4u64 {
        let window: Vec<usize> = (0..16).map(|i| (step as usize * 16 + i) % 64).collect();
        let got = device.train_step(data.as_ref(), &window, 8, step).unwrap();
        let (grads, loss_sum) = host
            .window_gradients(data.as_ref(), &window, 8, step)
            .unwrap();
        let norm = gradient_norm(&grads).unwrap().norm;
        let max = plan.grad_clip_norm.unwrap();
        let coefficient = match max / (norm + 1e-6) {
            c if c < 1.0 => c,
            _ => 1.0,
        };
        clipped += usize::from(coefficient < 1.0);
        let lr = lr_at(&plan.schedule, plan.lr, step);
        host.optimizer.step(&grads, lr, coefficient).unwrap();
        let loss = loss_sum / window.len() as f64;
        assert_eq!(
            (got.loss.to_bits(), got.grad_norm.to_bits()),
            (loss.to_bits(), norm.to_bits()),
            "step {step}: loss {} and norm {} against {loss} and {norm}",
            got.loss,
            got.grad_norm
        );
    }
    assert_eq!(clipped, 4, "every step clips");
    for (a, b) in device.params().iter().zip(host.params()) {
        let bits = |p: &crate::nn::Param| -> Vec<u32> {
            let v = p.var.as_tensor().flatten_all().unwrap();
            v.to_vec1::<f32>()
                .unwrap()
                .iter()
                .map(|x| x.to_bits())
                .collect()
        };
        assert!(bits(a) == bits(b), "{} differs", a.name);
    }
}
