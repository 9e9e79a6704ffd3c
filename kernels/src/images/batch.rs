//! What a batch of 8-bit images is made of, and the rules every device checks it against.

use candle_core::DType;

/// How many batches the CUDA upload keeps buffers for (page-locked on the host and on the
/// device), each sized to the largest batch it held: while every one is still read by queued
/// kernels, the next upload waits for the oldest.
pub const UPLOAD_SLOTS: usize = 8;

/// `F.normalize`'s per-channel mean and standard deviation, in single precision as torchvision
/// holds them in a float tensor. [`Normalization::NONE`] leaves `x / 255`.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Normalization {
    pub mean: [f32; 3],
    pub std: [f32; 3],
}

impl Normalization {
    /// `F.to_tensor` alone: subtracting 0 and dividing by 1 change no bit.
    pub const NONE: Normalization = Normalization {
        mean: [0.0; 3],
        std: [1.0; 3],
    };
}

/// One rectangle of random erasing, applied after the normalisation: `F.erase(img, top, left,
/// height, width, v)` on image `image` of the batch, with `v` zeros, or `values` (3 x height x
/// width of them, in (channel, row, column) order).
#[derive(Debug, Clone, PartialEq)]
pub struct Erasure {
    pub image: usize,
    pub top: usize,
    pub left: usize,
    pub height: usize,
    pub width: usize,
    pub values: Option<Vec<f32>>,
}

/// A batch of `images` CHW images of `height` x `width` 8-bit pixels, with what makes them the
/// model's input. Erasures are listed by image (non-decreasing `image`), each image's in the
/// order they apply.
#[derive(Debug, Clone, Copy)]
pub struct ImageBatch<'a> {
    pub pixels: &'a [u8],
    pub images: usize,
    pub height: usize,
    pub width: usize,
    pub normalization: Normalization,
    pub erasures: &'a [Erasure],
}

impl ImageBatch<'_> {
    pub(super) fn plane(&self) -> usize {
        self.height * self.width
    }

    /// Why the batch cannot be made, if it cannot: the same rules on every device.
    pub(super) fn problem(&self, dtype: DType) -> Option<String> {
        if !matches!(dtype, DType::F32 | DType::F16 | DType::BF16) {
            return Some(format!(
                "the images are made in f32, f16 or bf16, not {dtype:?}"
            ));
        }
        let expected = self.images * 3 * self.plane();
        if self.pixels.len() != expected {
            return Some(format!(
                "{} bytes of pixels for {} images of 3 x {} x {} ({expected})",
                self.pixels.len(),
                self.images,
                self.height,
                self.width
            ));
        }
        if expected >= i32::MAX as usize / 4 {
            return Some(format!(
                "a batch of {expected} pixels is too large for one upload"
            ));
        }
        let mut last = 0;
        for e in self.erasures {
            let inside = e.image < self.images
                && e.height > 0
                && e.width > 0
                && e.top + e.height <= self.height
                && e.left + e.width <= self.width;
            if !inside {
                return Some(format!(
                    "erasure {e:?} is not a rectangle inside image {} of {} x {}",
                    e.image, self.height, self.width
                ));
            }
            if e.image < last {
                return Some("erasures are not listed by image".into());
            }
            last = e.image;
            if let Some(v) = &e.values {
                if v.len() != 3 * e.height * e.width {
                    return Some(format!(
                        "erasure of 3 x {} x {} with {} values",
                        e.height,
                        e.width,
                        v.len()
                    ));
                }
            }
        }
        None
    }
}
