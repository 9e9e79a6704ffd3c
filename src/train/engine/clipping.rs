//! Gradient clipping on the device: the norm before clipping and the factor the update reads
//! the gradients with, as scalar tensors computed where the gradients are, so that the step
//! waits for nothing. The arithmetic is the host's of before, in f64 with each operation
//! rounded once (IEEE division, square root and addition), then cast to f32 as the update's
//! scalars are: the bits are the same.

use candle_core::{DType, Result, Tensor};

/// What clipping hands the update and the log, still on the device.
pub(super) struct Clipping {
    /// The global gradient norm before clipping, unscaled (f64 scalar).
    pub grad_norm: Tensor,
    /// What each gradient is multiplied by in the update: the clipping coefficient over the
    /// loss scale (f32 scalar).
    pub multiplier: Tensor,
}

/// The clipping of gradients whose norm (times the loss scale `scale`) is `scaled_norm`, an f64
/// scalar: as `torch.nn.utils.clip_grad_norm_`, the coefficient is `max / (norm + 1e-6)` when
/// that is below 1, else 1 (also when it is NaN).
pub(super) fn clipping(
    scaled_norm: &Tensor,
    scale: f64,
    max_norm: Option<f64>,
) -> Result<Clipping> {
    let scalar = |v: f64| Tensor::new(v, scaled_norm.device());
    let scale = scalar(scale)?;
    let grad_norm = scaled_norm.div(&scale)?;
    let coefficient = match max_norm {
        None => scalar(1.0)?,
        Some(max) => {
            let ratio = scalar(max)?.div(&grad_norm.add(&scalar(1e-6)?)?)?;
            ratio.lt(1.0)?.where_cond(&ratio, &scalar(1.0)?)?
        }
    };
    let multiplier = coefficient.div(&scale)?.to_dtype(DType::F32)?;
    Ok(Clipping {
        grad_norm,
        multiplier,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use candle_core::Device;

    /// The host arithmetic the device's is held to.
    fn host(norm: f64, scale: f64, max: Option<f64>) -> (f64, f32) {
        let grad_norm = norm / scale;
        let coefficient = match max {
            Some(max) if max / (grad_norm + 1e-6) < 1.0 => max / (grad_norm + 1e-6),
            _ => 1.0,
        };
        (grad_norm, (coefficient / scale) as f32)
    }

    #[test]
    fn gives_the_bits_of_the_host_arithmetic() {
        let norms = [
            0.0,
            1e-9,
            0.3,
            0.999_999,
            1.0,
            1.000_001,
            7.25,
            3.3e5,
            f64::INFINITY,
            f64::NAN,
        ];
        for norm in norms {
            for scale in [1.0, 3.0, 65536.0] {
                for max in [None, Some(1.0), Some(0.37)] {
                    let t = Tensor::new(norm * scale, &Device::Cpu).unwrap();
                    let got = clipping(&t, scale, max).unwrap();
                    let (grad_norm, multiplier) = host(norm * scale, scale, max);
                    let got_norm = got.grad_norm.to_scalar::<f64>().unwrap();
                    let got_multiplier = got.multiplier.to_scalar::<f32>().unwrap();
                    assert_eq!(
                        (got_norm.to_bits(), got_multiplier.to_bits()),
                        (grad_norm.to_bits(), multiplier.to_bits()),
                        "norm {norm}, scale {scale}, max {max:?}: ({got_norm}, {got_multiplier}) against ({grad_norm}, {multiplier})"
                    );
                }
            }
        }
    }
}

#[cfg(test)]
mod against_the_host {
    use candle_core::Device;

    use crate::data::{self, Split};
    use crate::train::engine::Engine;
    use crate::train::schedule::lr_at;
    use paperfit_kernels::optimizer::gradient_norm;

    /// The quickstart (clipping at 1.0) on the CPU, 4 steps of 16 in micro-batches of 8, an
    /// L2 limit small enough that every step clips.
    fn plan() -> crate::plan::Plan {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        let mut options =
            crate::config::LoadOptions::new(root.join("experiments/quickstart.toml"), "cpu");
        options.presets_dir = Some(root.join("presets"));
        for s in [
            "data.train_samples=64",
            "paper.effective_batch=16",
            "train.micro_batch=8",
            "train.grad_clip_norm=0.05",
        ] {
            options = options.set(s);
        }
        crate::plan::resolve(&crate::config::load(&options).unwrap()).unwrap()
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
}
