//! Pillow's 8-bit image operations, bit for bit: what torchvision's transforms run on a PIL
//! image, the way the papers' loaders (and timm's) feed their models. The bilinear and bicubic
//! resizes are Pillow's `ImagingResample` (separable, antialiased when shrinking, fixed-point
//! taps, a horizontal pass then a vertical one, each rounded to 8 bits); the brightness, contrast and
//! saturation enhancers are `ImageEnhance`'s blends of the image with a degenerate one
//! (`ImagingBlend`, in single precision, truncated to 8 bits); grey is `convert("L")`'s
//! fixed-point ITU-R 601-2 luma. `tests/it/data_layouts/torchvision_transforms.rs` holds every
//! one to Pillow's own output.
//!
//! Why not the `image` crate's resize: its triangle filter works in floating point with other
//! support and rounding rules, so a model trained here would see other pixels than the same
//! recipe under torchvision (and an 8-bit image could not leave the pipeline as 8 bits).

use image::RgbImage;

use crate::config::schema::Interpolation;

/// Pillow's fixed-point precision for 8-bit resampling (`Resample.c`).
const PRECISION_BITS: u32 = 32 - 8 - 2;

/// One axis of a resample: for each output position the first input index, how many
/// inputs it reads and their fixed-point weights (`ksize` a position).
struct Taps {
    first: Vec<usize>,
    count: Vec<usize>,
    ksize: usize,
    weights: Vec<i32>,
}

/// Pillow's filter: its weight at distance `x`, and its support.
fn filter(kind: Interpolation) -> (fn(f64) -> f64, f64) {
    match kind {
        Interpolation::Bilinear => (
            |x| {
                let x = x.abs();
                if x < 1.0 {
                    1.0 - x
                } else {
                    0.0
                }
            },
            1.0,
        ),
        Interpolation::Nearest => {
            unreachable!("the nearest neighbour resizes through the affine engine")
        }
        // Keys' cubic convolution with a = -0.5, written as Pillow writes it.
        Interpolation::Bicubic => (
            |x| {
                const A: f64 = -0.5;
                let x = x.abs();
                if x < 1.0 {
                    ((A + 2.0) * x - (A + 3.0)) * x * x + 1.0
                } else if x < 2.0 {
                    (((x - 5.0) * x + 8.0) * x - 4.0) * A
                } else {
                    0.0
                }
            },
            2.0,
        ),
    }
}

/// Pillow's `precompute_coeffs` over the whole axis, then `normalize_coeffs_8bpc`.
fn taps(in_size: u32, out_size: u32, kind: Interpolation) -> Taps {
    let (weight, filter_support) = filter(kind);
    let scale = f64::from(in_size) / f64::from(out_size);
    let filterscale = scale.max(1.0);
    let support = filter_support * filterscale;
    let ksize = support.ceil() as usize * 2 + 1;
    let out = out_size as usize;
    let (mut first, mut count) = (Vec::with_capacity(out), Vec::with_capacity(out));
    let mut weights = vec![0i32; out * ksize];
    let mut k = vec![0f64; ksize];
    for xx in 0..out {
        let center = (xx as f64 + 0.5) * scale;
        let ss = 1.0 / filterscale;
        // C's `(int)` conversion: truncation toward zero.
        let xmin = ((center - support + 0.5) as i64).max(0);
        let xmax = ((center + support + 0.5) as i64).min(i64::from(in_size)) - xmin;
        let mut ww = 0.0;
        for (x, kx) in k.iter_mut().enumerate().take(xmax.max(0) as usize) {
            let w = weight(((x as i64 + xmin) as f64 - center + 0.5) * ss);
            *kx = w;
            ww += w;
        }
        let row = &mut weights[xx * ksize..(xx + 1) * ksize];
        for (x, fixed) in row.iter_mut().enumerate().take(xmax.max(0) as usize) {
            let w = if ww != 0.0 { k[x] / ww } else { k[x] };
            let scaled = w * f64::from(1u32 << PRECISION_BITS);
            *fixed = if w < 0.0 {
                (-0.5 + scaled) as i32
            } else {
                (0.5 + scaled) as i32
            };
        }
        first.push(xmin as usize);
        count.push(xmax.max(0) as usize);
    }
    Taps {
        first,
        count,
        ksize,
        weights,
    }
}

/// Pillow's `clip8`: a fixed-point sum back to 8 bits.
fn clip8(sum: i32) -> u8 {
    if sum >= (1 << PRECISION_BITS << 8) {
        255
    } else if sum <= 0 {
        0
    } else {
        (sum >> PRECISION_BITS) as u8
    }
}

/// The three channels of one output pixel: `count` inputs from `first`, `stride` bytes apart
/// in `src` starting at `base`.
fn weigh(src: &[u8], base: usize, stride: usize, first: usize, weights: &[i32]) -> [u8; 3] {
    let mut sums = [1i32 << (PRECISION_BITS - 1); 3];
    for (i, w) in weights.iter().enumerate() {
        let at = base + (first + i) * stride;
        for (c, sum) in sums.iter_mut().enumerate() {
            *sum += i32::from(src[at + c]) * w;
        }
    }
    sums.map(clip8)
}

/// `image.resize((width, height), filter)` of an RGB image, as Pillow computes it (the nearest
/// neighbour by its affine engine, `data::pillow_affine`).
pub(crate) fn resize(img: &RgbImage, width: u32, height: u32, kind: Interpolation) -> RgbImage {
    let (in_w, in_h) = img.dimensions();
    if (in_w, in_h) == (width, height) {
        return img.clone();
    }
    if kind == Interpolation::Nearest {
        return super::pillow_affine::resize_nearest(img, width, height);
    }
    let horizontal = taps(in_w, width, kind);
    let vertical = taps(in_h, height, kind);
    // The input rows the vertical pass reads: the horizontal pass resamples only those.
    let first_row = vertical.first[0];
    let last_row = vertical.first[height as usize - 1] + vertical.count[height as usize - 1];
    let (src, src_w, row_offset) = if in_w != width {
        let mut pass = Vec::with_capacity((last_row - first_row) * width as usize * 3);
        let stride = in_w as usize * 3;
        for y in first_row..last_row {
            for xx in 0..width as usize {
                let w = &horizontal.weights[xx * horizontal.ksize..][..horizontal.count[xx]];
                pass.extend(weigh(img.as_raw(), y * stride, 3, horizontal.first[xx], w));
            }
        }
        (pass, width, first_row)
    } else {
        (img.as_raw().clone(), in_w, 0)
    };
    if in_h == height {
        return RgbImage::from_raw(width, height, src).expect("one row per input row");
    }
    let stride = src_w as usize * 3;
    let mut out = Vec::with_capacity(width as usize * height as usize * 3);
    for yy in 0..height as usize {
        let w = &vertical.weights[yy * vertical.ksize..][..vertical.count[yy]];
        let first = vertical.first[yy] - row_offset;
        for xx in 0..src_w as usize {
            out.extend(weigh(&src, xx * 3, stride, first, w));
        }
    }
    RgbImage::from_raw(width, height, out).expect("width x height pixels")
}

/// `convert("L")` of one pixel: ITU-R 601-2 luma in Pillow's 16-bit fixed point.
fn luma(p: &[u8]) -> u8 {
    ((u32::from(p[0]) * 19595 + u32::from(p[1]) * 38470 + u32::from(p[2]) * 7471 + 0x8000) >> 16)
        as u8
}

/// Pillow's `ImagingBlend(degenerate, image, factor)` of one channel: single precision, then
/// truncated (clipped to [0, 255] when extrapolating).
fn blend(degenerate: u8, value: u8, factor: f32) -> u8 {
    let (a, b) = (i32::from(degenerate), i32::from(value));
    let mixed = a as f32 + factor * (b - a) as f32;
    if (0.0..=1.0).contains(&factor) {
        mixed as u8
    } else if mixed <= 0.0 {
        0
    } else if mixed >= 255.0 {
        255
    } else {
        mixed as u8
    }
}

/// Blend every channel with the degenerate value `degenerate(pixel)`; factors 0 and 1 are
/// Pillow's shortcuts (a copy of the degenerate image, of the image).
fn enhance(img: &mut RgbImage, factor: f32, degenerate: impl Fn(&[u8]) -> u8) {
    if factor == 1.0 {
        return;
    }
    for p in img.pixels_mut() {
        let d = degenerate(&p.0);
        for v in p.0.iter_mut() {
            *v = if factor == 0.0 {
                d
            } else {
                blend(d, *v, factor)
            };
        }
    }
}

/// `ImageEnhance.Brightness(img).enhance(factor)`: a blend with black.
pub(crate) fn brightness(img: &mut RgbImage, factor: f32) {
    enhance(img, factor, |_| 0);
}

/// `ImageEnhance.Contrast(img).enhance(factor)`: a blend with the image's mean grey level,
/// rounded to an integer as Pillow rounds it.
pub(crate) fn contrast(img: &mut RgbImage, factor: f32) {
    let (sum, count) = img
        .pixels()
        .fold((0u64, 0u64), |(s, n), p| (s + u64::from(luma(&p.0)), n + 1));
    let mean = if count == 0 {
        0
    } else {
        (sum as f64 / count as f64 + 0.5) as u8
    };
    enhance(img, factor, |_| mean);
}

/// `ImageEnhance.Color(img).enhance(factor)`: a blend of each pixel with its grey level.
pub(crate) fn saturation(img: &mut RgbImage, factor: f32) {
    enhance(img, factor, luma);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_taps_of_a_position_sum_to_one_in_fixed_point() {
        let sizes = [(7, 3), (3, 7), (550, 448), (448, 550), (500, 1), (1, 9)];
        for ((input, output), kind) in sizes
            .into_iter()
            .flat_map(|s| [Interpolation::Bilinear, Interpolation::Bicubic].map(|k| (s, k)))
        {
            let t = taps(input, output, kind);
            for xx in 0..output as usize {
                let w = &t.weights[xx * t.ksize..][..t.count[xx]];
                let total: i32 = w.iter().sum();
                // Each weight is rounded once: at most half a unit off each.
                assert!(
                    (total - (1 << PRECISION_BITS)).unsigned_abs() as usize <= t.count[xx],
                    "{kind:?} {input} -> {output} at {xx}: {total}"
                );
                assert!(t.first[xx] + t.count[xx] <= input as usize);
            }
        }
    }

    #[test]
    fn a_flat_image_stays_flat_through_every_operation() {
        let flat = RgbImage::from_pixel(13, 9, image::Rgb([200, 100, 50]));
        for (w, h) in [(5, 4), (26, 18), (13, 4), (3, 9)] {
            for kind in [Interpolation::Bilinear, Interpolation::Bicubic] {
                let out = resize(&flat, w, h, kind);
                assert_eq!(out.dimensions(), (w, h));
                assert!(
                    out.pixels().all(|p| p.0 == [200, 100, 50]),
                    "{kind:?} {w}x{h}"
                );
            }
        }
        let mut grey = RgbImage::from_pixel(4, 4, image::Rgb([90, 90, 90]));
        contrast(&mut grey, 1.7);
        saturation(&mut grey, 0.3);
        assert!(grey.pixels().all(|p| p.0 == [90, 90, 90]));
        brightness(&mut grey, 2.0);
        assert!(grey.pixels().all(|p| p.0 == [180, 180, 180]));
        brightness(&mut grey, 2.0);
        assert!(grey.pixels().all(|p| p.0 == [255, 255, 255]), "clipped");
    }
}
