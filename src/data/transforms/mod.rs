//! Image transforms, deterministic under a per-sample seed.
//!
//! torchvision's transforms on a PIL image, bit for bit: images are decoded to 8-bit RGB, and
//! every step up to the normalisation works on those 8 bits as Pillow does (the resizes and the
//! colour adjustments are Pillow's, ported in `data::pillow`). A sample leaves here as those 8
//! bits (CHW) with the `F.normalize` and the random erasing that follow `F.to_tensor`; they are
//! computed where the model runs (`paperfit_kernels::images`, [`run`] on the CPU). Randomness
//! only chooses each step's arguments ([`draw`]); the pixels are a function of those ([`run`]).

use image::imageops;
use image::RgbImage;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use rand_distr::StandardNormal;

use paperfit_kernels::images::{self, Erasure, ImageBatch, Normalization};

use super::{pillow, pillow_affine};
use crate::config::schema::{ErasingFill, InputSize, Interpolation, Transform};

mod affine;
mod lists;

pub(crate) use lists::{
    for_split, list_problem, normalisation, normalisation_problem, resize_and_normalize,
};

/// One sample as the loader hands it over: what `F.to_tensor` receives (8-bit pixels, CHW), the
/// `F.normalize` that follows, and random erasing's rectangles after that (of `image` 0). The
/// model's input is made from it where the model runs (`paperfit_kernels::images`): the bytes
/// travel, not four times as many f32 values.
#[derive(Debug, Clone, PartialEq)]
pub struct Image {
    pub pixels: Vec<u8>,
    pub normalization: Normalization,
    pub erasures: Vec<Erasure>,
}

/// One transform with its random choices made: a torchvision functional operation with its
/// arguments. The pixels are a pure function of these ([`run`]), which is what lets a test hold
/// them to torchvision's own operations on a PIL image; randomness only chooses them ([`draw`]).
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Step {
    /// `F.resize(img, [height, width], filter)`: Pillow's resample.
    Resize {
        height: u32,
        width: u32,
        filter: Interpolation,
    },
    /// `F.crop(img, top, left, height, width)`, inside the image.
    Crop {
        top: u32,
        left: u32,
        height: u32,
        width: u32,
    },
    /// `F.pad(img, padding)`: zero borders on every side.
    Pad { padding: u32 },
    /// `F.hflip(img)`.
    HorizontalFlip,
    /// `F.vflip(img)`.
    VerticalFlip,
    /// `F.adjust_brightness(img, factor)`.
    Brightness(f32),
    /// `F.adjust_contrast(img, factor)`.
    Contrast(f32),
    /// `F.adjust_saturation(img, factor)`.
    Saturation(f32),
    /// `F.affine(img, angle, translate, scale, shear, filter, fill)`: Pillow's affine
    /// transform about the centre, the size kept.
    Affine {
        angle: f64,
        translate: [i32; 2],
        scale: f64,
        shear: [f64; 2],
        filter: Interpolation,
        fill: [u8; 3],
    },
    /// `F.normalize(F.to_tensor(img), mean, std)`: the end of the 8-bit pixels.
    Normalize { mean: [f64; 3], std: [f64; 3] },
    /// `F.erase(tensor, top, left, height, width, v)`, on the tensor: `v` zeros, or with
    /// `noise` N(0, 1) values from a generator seeded with it (timm's mode `pixel`), drawn in
    /// the tensor's (channel, row, column) order.
    Erase {
        top: u32,
        left: u32,
        height: u32,
        width: u32,
        noise: Option<u64>,
    },
}

/// Apply `transforms` to `image` with randomness from `seed`: the 8-bit sample, with what
/// normalises it, and its final (height, width).
pub(crate) fn transform(
    image: RgbImage,
    transforms: &[Transform],
    seed: u64,
) -> Result<(Image, u32, u32), String> {
    let (width, height) = image.dimensions();
    let steps = draw(transforms, height, width, seed)?;
    Ok(sample(image, &steps))
}

/// [`transform`] as the model receives it: CHW f32 pixels (made by the CPU twin of the device's
/// normalisation, `paperfit_kernels::images`) and the final (height, width).
pub fn apply(
    image: RgbImage,
    transforms: &[Transform],
    seed: u64,
) -> Result<(Vec<f32>, u32, u32), String> {
    let (width, height) = image.dimensions();
    let steps = draw(transforms, height, width, seed)?;
    Ok(run(image, &steps))
}

/// The random choices of `transforms` for a `height` x `width` image, from a generator seeded
/// with `seed`: the steps [`run`] takes. Sizes are followed through the list, so a crop larger
/// than the image it would cut is an error here.
pub(crate) fn draw(
    transforms: &[Transform],
    height: u32,
    width: u32,
    seed: u64,
) -> Result<Vec<Step>, String> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let (mut h, mut w) = (height, width);
    let mut steps = Vec::with_capacity(transforms.len() + 2);
    for t in transforms {
        let start = steps.len();
        draw_one(t, h, w, &mut rng, &mut steps)?;
        for step in &steps[start..] {
            (h, w) = match *step {
                Step::Resize { height, width, .. } | Step::Crop { height, width, .. } => {
                    (height, width)
                }
                Step::Pad { padding } => (h + 2 * padding, w + 2 * padding),
                _ => (h, w),
            };
        }
    }
    Ok(steps)
}

/// The steps of transform `t` on an `h` x `w` image, appended to `steps`.
fn draw_one(
    t: &Transform,
    h: u32,
    w: u32,
    rng: &mut ChaCha8Rng,
    steps: &mut Vec<Step>,
) -> Result<(), String> {
    match t {
        Transform::Resize {
            size,
            shorter_side,
            interpolation,
        } => {
            let (height, width) = if *shorter_side {
                resized_to_shorter_side(h, w, size.height.min(size.width))
            } else {
                (size.height, size.width)
            };
            steps.push(Step::Resize {
                height,
                width,
                filter: *interpolation,
            });
        }
        Transform::RandomCrop { size } => {
            let (ch, cw) = crop_fits(*size, h, w, "random crop")?;
            let top = rng.random_range(0..=h - ch);
            let left = rng.random_range(0..=w - cw);
            steps.push(crop(top, left, ch, cw));
        }
        Transform::CenterCrop { size } => {
            let (ch, cw) = crop_fits(*size, h, w, "center crop")?;
            // torchvision's `int(round(...))`: Python rounds halves to even.
            let top = (f64::from(h - ch) / 2.0).round_ties_even() as u32;
            let left = (f64::from(w - cw) / 2.0).round_ties_even() as u32;
            steps.push(crop(top, left, ch, cw));
        }
        Transform::RandomResizedCrop {
            size,
            scale,
            ratio,
            interpolation,
        } => {
            // torchvision's `resized_crop`: the crop, then the resize.
            let (top, left, ch, cw) = random_resized_crop_box(rng, h, w, *scale, *ratio);
            steps.push(crop(top, left, ch, cw));
            steps.push(Step::Resize {
                height: size.height,
                width: size.width,
                filter: *interpolation,
            });
        }
        Transform::Pad { padding } => steps.push(Step::Pad { padding: *padding }),
        Transform::RandomAffine {
            degrees,
            translate,
            scale,
            shear,
            interpolation,
            fill,
        } => {
            let drawn = affine::draw(rng, (h, w), *degrees, *translate, *scale, shear.as_deref());
            steps.push(Step::Affine {
                angle: drawn.angle,
                translate: drawn.translate,
                scale: drawn.scale,
                shear: drawn.shear,
                filter: *interpolation,
                fill: *fill,
            });
        }
        other => steps.extend(draw_unsized(other, h, w, rng)),
    }
    Ok(())
}

/// The steps of a transform that keeps the size and draws no box of its own, but erasing's.
fn draw_unsized(t: &Transform, h: u32, w: u32, rng: &mut ChaCha8Rng) -> Vec<Step> {
    match t {
        Transform::HorizontalFlip { p } => (rng.random::<f64>() < *p)
            .then_some(Step::HorizontalFlip)
            .into_iter()
            .collect(),
        Transform::VerticalFlip { p } => (rng.random::<f64>() < *p)
            .then_some(Step::VerticalFlip)
            .into_iter()
            .collect(),
        Transform::ColorJitter {
            brightness,
            contrast,
            saturation,
        } => color_jitter(rng, [*brightness, *contrast, *saturation]),
        Transform::Normalize { mean, std } => vec![Step::Normalize {
            mean: *mean,
            std: *std,
        }],
        Transform::RandomErasing {
            p,
            scale,
            ratio,
            fill,
        } => erasing(rng, h, w, *p, *scale, *ratio, *fill)
            .into_iter()
            .collect(),
        // Drawn by `draw_one`.
        Transform::Resize { .. }
        | Transform::RandomCrop { .. }
        | Transform::CenterCrop { .. }
        | Transform::RandomResizedCrop { .. }
        | Transform::Pad { .. }
        | Transform::RandomAffine { .. } => Vec::new(),
    }
}

/// timm's `RandomErasing` of an `h` x `w` image: with probability `p`, a rectangle (none if ten
/// draws find none that fits), and the seed of its noise for the `normal` fill.
fn erasing(
    rng: &mut ChaCha8Rng,
    h: u32,
    w: u32,
    p: f64,
    scale: [f64; 2],
    ratio: [f64; 2],
    fill: ErasingFill,
) -> Option<Step> {
    if rng.random::<f64>() >= p {
        return None;
    }
    let (top, left, height, width) = random_erasing_box(rng, h, w, scale, ratio)?;
    let noise = match fill {
        ErasingFill::Zero => None,
        ErasingFill::Normal => Some(rng.random::<u64>()),
    };
    Some(Step::Erase {
        top,
        left,
        height,
        width,
        noise,
    })
}

/// torchvision's size for a resize of the shorter side to `target`: the longer side scaled
/// and truncated (`int(target * long / short)`).
fn resized_to_shorter_side(h: u32, w: u32, target: u32) -> (u32, u32) {
    let (short, long) = (h.min(w), h.max(w));
    let scaled = (f64::from(target) * f64::from(long) / f64::from(short)) as u32;
    if w <= h {
        (scaled, target)
    } else {
        (target, scaled)
    }
}

fn crop(top: u32, left: u32, height: u32, width: u32) -> Step {
    Step::Crop {
        top,
        left,
        height,
        width,
    }
}

/// A crop of `size` out of an `h` x `w` image: its (height, width), or why it does not fit.
fn crop_fits(size: InputSize, h: u32, w: u32, what: &str) -> Result<(u32, u32), String> {
    if size.height > h || size.width > w {
        return Err(format!("{what} {size} is larger than the {h}x{w} image"));
    }
    Ok((size.height, size.width))
}

/// torchvision's `ColorJitter`: the three adjustments in a random order (its `randperm`), each
/// factor uniform in [max(0, 1 - x), 1 + x] in single precision; a strength of 0 skips it.
fn color_jitter(rng: &mut ChaCha8Rng, strengths: [f64; 3]) -> Vec<Step> {
    let mut order = [0usize, 1, 2];
    for i in (1..order.len()).rev() {
        order.swap(i, rng.random_range(0..=i));
    }
    let factors =
        strengths.map(|x| (x > 0.0).then(|| rng.random_range((1.0 - x).max(0.0)..=1.0 + x) as f32));
    order
        .iter()
        .filter_map(|&i| {
            factors[i].map(|f| match i {
                0 => Step::Brightness(f),
                1 => Step::Contrast(f),
                _ => Step::Saturation(f),
            })
        })
        .collect()
}

/// Take `steps` on `image`: the 8-bit steps in order, as Pillow takes them, then the tensor:
/// `F.to_tensor` (each level divided by 255 in single precision), `F.normalize` with the last
/// `Normalize` (single-precision mean and std, subtract then divide) and the erasures.
/// Returns CHW f32 pixels and the final (height, width).
pub fn run(image: RgbImage, steps: &[Step]) -> (Vec<f32>, u32, u32) {
    let (image, h, w) = sample(image, steps);
    let batch = ImageBatch {
        pixels: &image.pixels,
        images: 1,
        height: h as usize,
        width: w as usize,
        normalization: image.normalization,
        erasures: &image.erasures,
    };
    (images::normalized(&batch), h, w)
}

/// [`run`] up to the tensor: the 8-bit CHW pixels, the normalisation and the erasures that make
/// it, and the final (height, width).
fn sample(image: RgbImage, steps: &[Step]) -> (Image, u32, u32) {
    let mut img = image;
    let mut normalization = Normalization::NONE;
    let mut rects = Vec::new();
    for step in steps {
        match *step {
            Step::Resize {
                height,
                width,
                filter,
            } => img = pillow::resize(&img, width, height, filter),
            Step::Crop {
                top,
                left,
                height,
                width,
            } => img = imageops::crop_imm(&img, left, top, width, height).to_image(),
            Step::Pad { padding } => {
                let (w, h) = img.dimensions();
                let mut padded = RgbImage::new(w + 2 * padding, h + 2 * padding);
                imageops::replace(&mut padded, &img, i64::from(padding), i64::from(padding));
                img = padded;
            }
            Step::Affine {
                angle,
                translate,
                scale,
                shear,
                filter,
                fill,
            } => {
                let (w, h) = img.dimensions();
                let matrix = affine::inverse_matrix(h, w, angle, translate, scale, shear);
                img = pillow_affine::affine(&img, w, h, matrix, filter, fill);
            }
            Step::HorizontalFlip => imageops::flip_horizontal_in_place(&mut img),
            Step::VerticalFlip => imageops::flip_vertical_in_place(&mut img),
            Step::Brightness(f) => pillow::brightness(&mut img, f),
            Step::Contrast(f) => pillow::contrast(&mut img, f),
            Step::Saturation(f) => pillow::saturation(&mut img, f),
            Step::Normalize { mean, std } => {
                normalization = Normalization {
                    mean: mean.map(|m| m as f32),
                    std: std.map(|s| s as f32),
                }
            }
            Step::Erase {
                top,
                left,
                height,
                width,
                noise,
            } => rects.push(([top, left, height, width], noise)),
        }
    }
    let (w, h) = img.dimensions();
    let plane = (w * h) as usize;
    let mut pixels = vec![0u8; 3 * plane];
    for (i, p) in img.pixels().enumerate() {
        for c in 0..3 {
            pixels[c * plane + i] = p[c];
        }
    }
    let erasures = rects
        .into_iter()
        .filter_map(|(rect, noise)| erasure(h, w, rect, noise))
        .collect();
    let image = Image {
        pixels,
        normalization,
        erasures,
    };
    (image, h, w)
}

/// `F.erase` of one rectangle of an `h` x `w` image, cut to the image: zeros (the mean colour
/// after normalisation), or N(0, 1) values from `noise`'s generator in (channel, row, column)
/// order. None when nothing of it is inside.
fn erasure(h: u32, w: u32, rect: [u32; 4], noise: Option<u64>) -> Option<Erasure> {
    let [top, left, eh, ew] = rect;
    let (height, width) = (
        (top + eh).min(h).checked_sub(top)?,
        (left + ew).min(w).checked_sub(left)?,
    );
    if height == 0 || width == 0 {
        return None;
    }
    let values = noise.map(|seed| {
        ChaCha8Rng::seed_from_u64(seed)
            .sample_iter(StandardNormal)
            .take(3 * (height * width) as usize)
            .collect()
    });
    Some(Erasure {
        image: 0,
        top: top as usize,
        left: left as usize,
        height: height as usize,
        width: width as usize,
        values,
    })
}

/// torchvision's `RandomResizedCrop.get_params`: (top, left, height, width).
pub(crate) fn random_resized_crop_box(
    rng: &mut ChaCha8Rng,
    h: u32,
    w: u32,
    scale: [f64; 2],
    ratio: [f64; 2],
) -> (u32, u32, u32, u32) {
    let area = f64::from(h) * f64::from(w);
    let (lr0, lr1) = (ratio[0].ln(), ratio[1].ln());
    for _ in 0..10 {
        let target = area * rng.random_range(scale[0]..=scale[1]);
        let aspect = rng.random_range(lr0..=lr1).exp();
        let cw = (target * aspect).sqrt().round_ties_even() as u32;
        let ch = (target / aspect).sqrt().round_ties_even() as u32;
        if cw > 0 && ch > 0 && cw <= w && ch <= h {
            let top = rng.random_range(0..=h - ch);
            let left = rng.random_range(0..=w - cw);
            return (top, left, ch, cw);
        }
    }
    // Fallback: the central crop with the aspect ratio clamped into range.
    let in_ratio = f64::from(w) / f64::from(h);
    let (cw, ch) = if in_ratio < ratio[0] {
        (w, (f64::from(w) / ratio[0]).round_ties_even() as u32)
    } else if in_ratio > ratio[1] {
        ((f64::from(h) * ratio[1]).round_ties_even() as u32, h)
    } else {
        (w, h)
    };
    ((h - ch) / 2, (w - cw) / 2, ch.max(1), cw.max(1))
}

/// timm/torchvision random erasing rectangle: (top, left, height, width).
fn random_erasing_box(
    rng: &mut ChaCha8Rng,
    h: u32,
    w: u32,
    scale: [f64; 2],
    ratio: [f64; 2],
) -> Option<(u32, u32, u32, u32)> {
    let area = f64::from(h) * f64::from(w);
    for _ in 0..10 {
        let target = area * rng.random_range(scale[0]..=scale[1]);
        let aspect = rng.random_range(ratio[0].ln()..=ratio[1].ln()).exp();
        let eh = (target * aspect).sqrt().round_ties_even() as u32;
        let ew = (target / aspect).sqrt().round_ties_even() as u32;
        if eh > 0 && ew > 0 && eh < h && ew < w {
            let top = rng.random_range(0..=h - eh);
            let left = rng.random_range(0..=w - ew);
            return Some((top, left, eh, ew));
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn random_resized_crop_boxes_stay_inside_the_image() {
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        for _ in 0..1000 {
            let (top, left, h, w) =
                random_resized_crop_box(&mut rng, 37, 91, [0.08, 1.0], [0.75, 4.0 / 3.0]);
            assert!(h > 0 && w > 0 && top + h <= 37 && left + w <= 91);
        }
    }
}
