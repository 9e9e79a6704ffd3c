//! Built-in synthetic images: coloured shapes on a noisy background, one shape per class.
//!
//! Every image is a pure function of (seed, split, index), so the data needs no files, is the
//! same on every machine, and a resumed run sees exactly the images it would have seen.

use candle_core::Result;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use paperfit_kernels::images::Normalization;

use super::{Dataset, Image, Split};
use crate::config::schema::InputSize;
use crate::seed::mix;

/// The eight shapes; class `k` draws shape `k % 8` (classes beyond 8 also shift the hue).
const SHAPES: usize = 8;

pub struct SyntheticShapes {
    len: usize,
    classes: usize,
    height: usize,
    width: usize,
    seed: u64,
}

impl SyntheticShapes {
    pub fn new(len: usize, classes: usize, size: InputSize, seed: u64, split: Split) -> Self {
        let split_salt = match split {
            Split::Train => 0x7452_4149_4e00,
            Split::Eval => 0x4556_414c_0000,
        };
        SyntheticShapes {
            len,
            classes: classes.max(1),
            height: size.height as usize,
            width: size.width as usize,
            seed: mix(seed, split_salt),
        }
    }

    /// The name of class `label`, as CLIP's prompts say it: the shape, and for classes beyond
    /// the eight shapes the palette that shifts its hue.
    pub(crate) fn class_name(label: u32) -> String {
        const NAMES: [&str; SHAPES] = [
            "disk",
            "square",
            "triangle",
            "ring",
            "horizontal stripes",
            "vertical stripes",
            "diagonal cross",
            "plus sign",
        ];
        let shape = NAMES[label as usize % SHAPES];
        match label as usize / SHAPES {
            0 => shape.to_string(),
            palette => format!("{shape} in palette {palette}"),
        }
    }

    /// The class of sample `index`.
    pub fn label(&self, index: usize) -> u32 {
        (mix(self.seed, index as u64) % self.classes as u64) as u32
    }

    fn inside(shape: usize, u: f32, v: f32) -> bool {
        let r2 = u * u + v * v;
        let in_box = u.abs() <= 1.0 && v.abs() <= 1.0;
        match shape {
            0 => r2 <= 1.0,
            1 => u.abs().max(v.abs()) <= 0.8,
            2 => (-0.8..=0.8).contains(&v) && u.abs() <= (v + 0.8) / 1.6 * 0.9,
            3 => (0.3..=1.0).contains(&r2),
            4 => in_box && (((v + 1.0) * 2.5).floor() as i32) % 2 == 0,
            5 => in_box && (((u + 1.0) * 2.5).floor() as i32) % 2 == 0,
            6 => in_box && ((u - v).abs() < 0.3 || (u + v).abs() < 0.3),
            _ => in_box && (u.abs() < 0.3 || v.abs() < 0.3),
        }
    }
}

impl Dataset for SyntheticShapes {
    fn len(&self) -> usize {
        self.len
    }

    fn image_shape(&self) -> (usize, usize, usize) {
        (3, self.height, self.width)
    }

    fn label(&self, index: usize) -> u32 {
        SyntheticShapes::label(self, index)
    }

    /// Synthetic images are generated, not augmented: `seed` is unused. Their 8-bit levels are
    /// normalised with mean 0.5 and standard deviation 0.25 (roughly zero mean, unit spread).
    fn get(&self, index: usize, _seed: u64) -> Result<(Image, u32)> {
        if index >= self.len {
            candle_core::bail!("synthetic sample {index} out of range (len {})", self.len);
        }
        let label = self.label(index);
        let mut rng = ChaCha8Rng::seed_from_u64(mix(self.seed ^ 0x5eed, index as u64));
        let (h, w) = (self.height as f32, self.width as f32);
        let size = h.min(w);
        let radius = size * rng.random_range(0.22..0.38);
        let cy = rng.random_range(radius..(h - radius).max(radius + 1.0));
        let cx = rng.random_range(radius..(w - radius).max(radius + 1.0));
        let hue_shift = (label as usize / SHAPES) as f32 * 0.37;
        let background: [f32; 3] = std::array::from_fn(|_| rng.random_range(0.0..0.35));
        let foreground: [f32; 3] = std::array::from_fn(|c| {
            (rng.random_range(0.55..1.0f32) + hue_shift * (c as f32 + 1.0))
                .fract()
                .max(0.5)
        });
        let shape = label as usize % SHAPES;
        let mut pixels = vec![0u8; 3 * self.height * self.width];
        for y in 0..self.height {
            for x in 0..self.width {
                let u = (x as f32 + 0.5 - cx) / radius;
                let v = (y as f32 + 0.5 - cy) / radius;
                let on = Self::inside(shape, u, v);
                for c in 0..3 {
                    let base = if on { foreground[c] } else { background[c] };
                    let noise = rng.random_range(-0.08..0.08f32);
                    let level = ((base + noise).clamp(0.0, 1.0) * 255.0).round();
                    pixels[(c * self.height + y) * self.width + x] = level as u8;
                }
            }
        }
        let image = Image {
            pixels,
            normalization: Normalization {
                mean: [0.5; 3],
                std: [0.25; 3],
            },
            erasures: Vec::new(),
        };
        Ok((image, label))
    }
}
