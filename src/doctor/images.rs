//! The image upload (`paperfit_kernels::images`): 8-bit batches copied from page-locked memory
//! on the copy stream and normalised and erased on the device, against the CPU twin, bit for
//! bit. Twelve batches go up before any is compared, growing (so slots are made larger) and
//! more than the uploader keeps slots for (so slots are reused while earlier batches may still
//! be in flight): a slot written before its last reader ran would show as differing values.

use candle_core::{DType, Device, Tensor};
use paperfit_kernels::images::{images_tensor, Erasure, ImageBatch, Normalization};

use super::kernels::Row;
use crate::error::Result;

/// ImageNet's normalisation, as a float tensor holds it.
const IMAGENET: Normalization = Normalization {
    mean: [0.485, 0.456, 0.406],
    std: [0.229, 0.224, 0.225],
};

/// The rows, in f32 and in `halves`.
pub(super) fn rows(halves: &[DType]) -> Vec<Row> {
    std::iter::once(DType::F32)
        .chain(halves.iter().copied())
        .map(|dtype| {
            Row::Custom(
                format!(
                    "images uploaded as 8 bits, normalised and erased on the device {dtype:?} (12 batches up to 64 x 3 x 224 x 224): bit for bit the CPU twin's"
                ),
                Box::new(move |device: &Device| uploads(device, dtype)),
            )
        })
        .collect()
}

/// Batch `b` of the sequence: 8 + 8 b images (the last ones ViT-B/16's micro-batch of 64) of
/// 224 x 224 pixels from a counter, an erasure of zeros on every third image and of values on
/// every fifth, overlapping the first where both fall; every fourth batch without erasures (no
/// erasure kernel, no values in its slot).
fn batch(b: usize) -> (Vec<u8>, Vec<Erasure>, usize) {
    let images = (8 + 8 * b).min(64);
    let pixels = (0..images * 3 * 224 * 224)
        .map(|i| (i.wrapping_mul(2_654_435_761) >> 13) as u8 ^ b as u8)
        .collect();
    let mut erasures = Vec::new();
    for image in (0..images).filter(|_| b % 4 != 3) {
        if image % 3 == 0 {
            erasures.push(Erasure {
                image,
                top: 10 + b,
                left: 20,
                height: 100,
                width: 60 + image,
                values: None,
            });
        }
        if image % 5 == 0 {
            let (height, width) = (50, 90);
            let values = (0..3 * height * width)
                .map(|i| (i as f32 - 7_000.0) / 977.0 + b as f32)
                .collect();
            erasures.push(Erasure {
                image,
                top: 60,
                left: 40 + image,
                height,
                width,
                values: Some(values),
            });
        }
    }
    (pixels, erasures, images)
}

fn uploads(device: &Device, dtype: DType) -> Result<(bool, String)> {
    let batches: Vec<_> = (0..12).map(batch).collect();
    let made = |(pixels, erasures, images): &(Vec<u8>, Vec<Erasure>, usize),
                d: &Device|
     -> candle_core::Result<Tensor> {
        let batch = ImageBatch {
            pixels,
            images: *images,
            height: 224,
            width: 224,
            normalization: IMAGENET,
            erasures,
        };
        images_tensor(&batch, dtype, d)
    };
    // Every upload is queued before the first comparison reads one back.
    let on_device = batches
        .iter()
        .map(|b| made(b, device))
        .collect::<candle_core::Result<Vec<_>>>()?;
    let (mut differ, mut total) = (0usize, 0usize);
    for (b, tensor) in batches.iter().zip(on_device) {
        let bits = |t: Tensor| -> candle_core::Result<Vec<u32>> {
            let v = t
                .to_dtype(DType::F32)?
                .flatten_all()?
                .to_device(&Device::Cpu)?;
            Ok(v.to_vec1::<f32>()?.iter().map(|x| x.to_bits()).collect())
        };
        let (dev, cpu) = (bits(tensor)?, bits(made(b, &Device::Cpu)?)?);
        total += cpu.len();
        differ += dev.iter().zip(&cpu).filter(|(a, b)| a != b).count();
    }
    Ok((
        differ == 0,
        format!("{differ} of {total} values differ from the CPU twin's (none may)"),
    ))
}
