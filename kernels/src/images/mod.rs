//! A batch of 8-bit images made into the model's input where the model runs: torchvision's
//! `F.to_tensor` then `F.normalize` (`(x / 255 - mean) / std` in single precision, each step
//! rounded once), then random erasing's rectangles overwritten, in the compute dtype.
//!
//! The loader hands over pixels as bytes, a quarter of an f32 batch's size. On CUDA they travel
//! from page-locked host memory on a copy stream of their own, so the copy runs beside the
//! previous step's kernels and the host does not wait for it ([`cuda`]), and the kernels of
//! `cuda/images.cu` normalise and erase; on the CPU the twin here computes the same bits, and
//! `paperfit doctor` compares the two on a GPU.

use candle_core::{DType, Device, Result, Tensor};

#[cfg(feature = "cuda")]
mod cuda;

mod batch;

pub use batch::{Erasure, ImageBatch, Normalization, UPLOAD_SLOTS};

/// The batch as an (images, 3, height, width) tensor of `dtype` on `device`; no gradient flows
/// to it.
pub fn images_tensor(batch: &ImageBatch, dtype: DType, device: &Device) -> Result<Tensor> {
    if let Some(problem) = batch.problem(dtype) {
        candle_core::bail!("images_tensor: {problem}");
    }
    let shape = (batch.images, 3, batch.height, batch.width);
    match device {
        Device::Cpu => Tensor::from_vec(normalized(batch), shape, device)?.to_dtype(dtype),
        #[cfg(feature = "cuda")]
        Device::Cuda(dev) => cuda::images_tensor(dev, batch, dtype),
        #[allow(unreachable_patterns)]
        other => candle_core::bail!("images_tensor: no kernel for {other:?}"),
    }
}

/// The CPU twin in f32: every pixel normalised, then the erasures in order. The cast to the
/// compute dtype that follows rounds each value once, to nearest even, as the kernel's does.
pub fn normalized(batch: &ImageBatch) -> Vec<f32> {
    let plane = batch.plane();
    let Normalization { mean, std } = batch.normalization;
    let mut out: Vec<f32> = batch
        .pixels
        .iter()
        .enumerate()
        .map(|(i, &p)| {
            let c = (i / plane) % 3;
            (f32::from(p) / 255.0 - mean[c]) / std[c]
        })
        .collect();
    for e in batch.erasures {
        let area = e.height * e.width;
        for i in 0..3 * area {
            let (c, y, x) = (i / area, (i % area) / e.width, i % e.width);
            let at = ((e.image * 3 + c) * batch.height + e.top + y) * batch.width + e.left + x;
            out[at] = e.values.as_ref().map_or(0.0, |v| v[i]);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn batch<'a>(pixels: &'a [u8], erasures: &'a [Erasure]) -> ImageBatch<'a> {
        ImageBatch {
            pixels,
            images: 2,
            height: 3,
            width: 4,
            normalization: Normalization {
                mean: [0.485, 0.456, 0.406],
                std: [0.229, 0.224, 0.225],
            },
            erasures,
        }
    }

    #[test]
    fn later_erasures_of_an_image_overwrite_earlier_ones_where_they_overlap() {
        let pixels: Vec<u8> = (0..72).map(|i| (i * 7 % 256) as u8).collect();
        let noise: Vec<f32> = (0..12).map(|i| i as f32 + 0.5).collect();
        let erasures = [
            Erasure {
                image: 1,
                top: 0,
                left: 0,
                height: 2,
                width: 2,
                values: Some(noise),
            },
            Erasure {
                image: 1,
                top: 1,
                left: 1,
                height: 1,
                width: 3,
                values: None,
            },
        ];
        let out = normalized(&batch(&pixels, &erasures));
        let at = |c: usize, y: usize, x: usize| out[((3 + c) * 3 + y) * 4 + x];
        // Channel 2, row 0, column 1 of the first rectangle: value 2 x 4 + 0 x 2 + 1.
        assert_eq!(at(2, 0, 1), 9.5);
        // Row 1, column 0 keeps the first rectangle's value; column 1 the second's zero.
        assert_eq!(at(0, 1, 0), 2.5);
        assert_eq!(at(1, 1, 1), 0.0);
        assert_eq!(at(2, 1, 3), 0.0);
        // Outside both: the normalised pixel, and image 0 untouched.
        let plain = normalized(&batch(&pixels, &[]));
        assert_eq!(at(0, 2, 0), plain[(3 * 3 + 2) * 4]);
        assert_eq!(out[..36], plain[..36]);
    }

    #[test]
    fn a_batch_that_does_not_fit_its_shape_is_refused() {
        let pixels = vec![0u8; 72];
        let outside = [Erasure {
            image: 0,
            top: 2,
            left: 0,
            height: 2,
            width: 1,
            values: None,
        }];
        let short = [Erasure {
            values: Some(vec![0.0; 5]),
            top: 0,
            ..outside[0].clone()
        }];
        let unordered = [
            Erasure {
                image: 1,
                top: 0,
                ..outside[0].clone()
            },
            Erasure {
                top: 0,
                ..outside[0].clone()
            },
        ];
        for (erasures, expected) in [
            (&outside[..], "not a rectangle inside"),
            (&short[..], "with 5 values"),
            (&unordered[..], "not listed by image"),
        ] {
            let e = images_tensor(&batch(&pixels, erasures), DType::F32, &Device::Cpu)
                .unwrap_err()
                .to_string();
            assert!(e.contains(expected), "{e}");
        }
        let e = images_tensor(&batch(&pixels[1..], &[]), DType::F32, &Device::Cpu)
            .unwrap_err()
            .to_string();
        assert!(e.contains("71 bytes of pixels for 2 images"), "{e}");
        let e = images_tensor(&batch(&pixels, &[]), DType::U8, &Device::Cpu)
            .unwrap_err()
            .to_string();
        assert!(e.contains("f32, f16 or bf16"), "{e}");
    }
}
