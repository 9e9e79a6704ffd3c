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
