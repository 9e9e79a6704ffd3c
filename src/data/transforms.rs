//! Image transforms, deterministic under a per-sample seed.
//!
//! Images are decoded to f32 RGB in [0, 1] (HWC, `image::Rgb32FImage`); geometric transforms use
//! the `image` crate's crops, flips and bilinear resize; colour transforms, normalisation and
//! random erasing work on the pixels. The result is CHW, ready to stack into a batch.

use image::imageops::{self, FilterType};
use image::Rgb32FImage;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::config::schema::{
    imagenet_mean, imagenet_std, InputSize, Transform, TransformRecipe, TransformsSpec,
};

/// The transforms of one split.
pub(crate) fn for_split(
    spec: Option<&TransformsSpec>,
    train: bool,
    image_size: InputSize,
) -> Vec<Transform> {
    let default = || {
        // No augmentation unless the experiment asks for it: resize to the model's input.
        vec![
            Transform::Resize {
                size: image_size,
                shorter_side: false,
            },
            Transform::Normalize {
                mean: imagenet_mean(),
                std: imagenet_std(),
            },
        ]
    };
    let Some(spec) = spec else {
        return default();
    };
    let explicit = if train {
        spec.train.clone()
    } else {
        spec.eval.clone()
    };
    match (explicit, spec.recipe) {
        (Some(list), _) => list,
        (None, Some(TransformRecipe::Dcal)) => dcal(train, image_size),
        (None, None) => default(),
    }
}

/// The (mean, std) the pixels leave `transforms` with: the last `normalize`'s (the one
/// [`apply`] uses), `None` without one.
fn normalisation(transforms: &[Transform]) -> Option<([f64; 3], [f64; 3])> {
    transforms.iter().rev().find_map(|t| match t {
        Transform::Normalize { mean, std } => Some((*mean, *std)),
        _ => None,
    })
}

/// What would make the model see the training and evaluation images scaled differently, or
/// scaled wrongly: a `normalize` whose mean or std is not in the [0, 1] units of the decoded
/// pixels (ImageNet's statistics in 0-255 units, say), or the two splits normalising with other
/// statistics (a `train` list with CLIP's, and no `eval` list: evaluation then takes the
/// default, ImageNet's). The split whose list to change (`true`: training), why, and what to do.
pub(crate) fn normalisation_problem(
    spec: Option<&TransformsSpec>,
    image_size: InputSize,
) -> Option<(bool, String, &'static str)> {
    let said = |n: Option<([f64; 3], [f64; 3])>| match n {
        Some((mean, std)) => format!("mean {mean:?} and std {std:?}"),
        None => "no `normalize`".to_string(),
    };
    let [train, eval] =
        [true, false].map(|train| normalisation(&for_split(spec, train, image_size)));
    for (is_train, n) in [(true, train), (false, eval)] {
        if let Some((mean, std)) = n {
            let in_units = mean.iter().all(|m| (0.0..=1.0).contains(m))
                && std.iter().all(|s| *s > 0.0 && *s <= 1.0);
            if !in_units {
                return Some((
                    is_train,
                    format!(
                        "`normalize` with {} is not in the units of the decoded pixels, [0, 1] (statistics in 0-255 units are 255 times too large)",
                        said(n)
                    ),
                    "divide statistics stated for 0-255 pixels by 255 (ImageNet's: mean [0.485, 0.456, 0.406], std [0.229, 0.224, 0.225])",
                ));
            }
        }
    }
    (train != eval).then(|| {
        let eval_listed = spec.is_some_and(|s| s.eval.is_some());
        (
            false,
            format!(
                "training normalises with {} but evaluation with {}{}",
                said(train),
                said(eval),
                if eval_listed { "" } else { " (the default: no `eval` list is given)" }
            ),
            "a model evaluated on pixels scaled otherwise than it trained on scores wrongly without any error: end both lists with the same `normalize`",
        )
    })
}

/// DCAL as the paper states it: resize 550 x 550, random crop 448 (train); resize 550 x 550,
/// center crop 448 (eval); ImageNet normalisation. (No flip: the paper does not mention one.)
/// At another input size the same proportions: resize to 550/448 of it, crop it.
pub(crate) fn dcal(train: bool, input: InputSize) -> Vec<Transform> {
    let scaled = |side: u32| (f64::from(side) * 550.0 / 448.0).round() as u32;
    let mut out = vec![Transform::Resize {
        size: InputSize {
            height: scaled(input.height),
            width: scaled(input.width),
        },
        shorter_side: false,
    }];
    if train {
        out.push(Transform::RandomCrop { size: input });
    } else {
        out.push(Transform::CenterCrop { size: input });
    }
    out.push(Transform::Normalize {
        mean: imagenet_mean(),
        std: imagenet_std(),
    });
    out
}

/// Apply `transforms` to `image` with randomness from `seed`; returns CHW f32 pixels and the
/// final (height, width).
pub fn apply(
    image: Rgb32FImage,
    transforms: &[Transform],
    seed: u64,
) -> Result<(Vec<f32>, u32, u32), String> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut img = image;
    let mut normalized: Option<([f64; 3], [f64; 3])> = None;
    let mut erase: Vec<(u32, u32, u32, u32)> = Vec::new();
    for t in transforms {
        match t {
            Transform::ColorJitter {
                brightness,
                contrast,
                saturation,
            } => color_jitter(&mut img, &mut rng, *brightness, *contrast, *saturation),
            Transform::Normalize { mean, std } => {
                if std.iter().any(|s| *s <= 0.0) {
                    return Err("normalize: std must be positive".into());
                }
                normalized = Some((*mean, *std));
            }
            Transform::RandomErasing { p, scale, ratio } => {
                if rng.random::<f64>() < *p {
                    let (w, h) = img.dimensions();
                    if let Some(rect) = random_erasing_box(&mut rng, h, w, *scale, *ratio) {
                        erase.push(rect);
                    }
                }
            }
            geometric => img = reshape(img, geometric, &mut rng)?,
        }
    }
    Ok(to_chw(&img, normalized, &erase))
}

/// A transform that moves pixels (resize, crops, padding, flips).
fn reshape(img: Rgb32FImage, t: &Transform, rng: &mut ChaCha8Rng) -> Result<Rgb32FImage, String> {
    let mut out = img;
    match t {
        Transform::Resize { size, shorter_side } => {
            let (w, h) = out.dimensions();
            let (nh, nw) = if *shorter_side {
                let target = size.height.min(size.width) as f64;
                let scale = target / f64::from(h.min(w));
                (
                    ((h as f64) * scale).round().max(1.0) as u32,
                    ((w as f64) * scale).round().max(1.0) as u32,
                )
            } else {
                (size.height, size.width)
            };
            if (nh, nw) != (h, w) {
                out = imageops::resize(&out, nw, nh, FilterType::Triangle);
            }
        }
        Transform::RandomCrop { size } => {
            let (w, h) = out.dimensions();
            if size.height > h || size.width > w {
                return Err(format!(
                    "random crop {size} is larger than the {h}x{w} image"
                ));
            }
            let top = rng.random_range(0..=h - size.height);
            let left = rng.random_range(0..=w - size.width);
            out = imageops::crop_imm(&out, left, top, size.width, size.height).to_image();
        }
        Transform::Pad { padding } => {
            // Zero borders on every side, as torchvision's Pad with fill 0.
            let (w, h) = out.dimensions();
            let mut padded = Rgb32FImage::new(w + 2 * padding, h + 2 * padding);
            imageops::overlay(&mut padded, &out, i64::from(*padding), i64::from(*padding));
            out = padded;
        }
        Transform::CenterCrop { size } => {
            let (w, h) = out.dimensions();
            if size.height > h || size.width > w {
                return Err(format!(
                    "center crop {size} is larger than the {h}x{w} image"
                ));
            }
            // torchvision rounds the offsets.
            let top = ((h - size.height) as f64 / 2.0).round() as u32;
            let left = ((w - size.width) as f64 / 2.0).round() as u32;
            out = imageops::crop_imm(&out, left, top, size.width, size.height).to_image();
        }
        Transform::RandomResizedCrop { size, scale, ratio } => {
            let (w, h) = out.dimensions();
            let (top, left, ch, cw) = random_resized_crop_box(rng, h, w, *scale, *ratio);
            out = imageops::crop_imm(&out, left, top, cw, ch).to_image();
            out = imageops::resize(&out, size.width, size.height, FilterType::Triangle);
        }
        Transform::HorizontalFlip { p } => {
            if rng.random::<f64>() < *p {
                imageops::flip_horizontal_in_place(&mut out);
            }
        }
        Transform::VerticalFlip { p } => {
            if rng.random::<f64>() < *p {
                imageops::flip_vertical_in_place(&mut out);
            }
        }
        Transform::ColorJitter { .. }
        | Transform::Normalize { .. }
        | Transform::RandomErasing { .. } => {}
    }
    Ok(out)
}

/// torchvision's `ColorJitter` for brightness, contrast and saturation, in that order.
fn color_jitter(
    img: &mut Rgb32FImage,
    rng: &mut ChaCha8Rng,
    brightness: f64,
    contrast: f64,
    saturation: f64,
) {
    let factor = |rng: &mut ChaCha8Rng, x: f64| {
        if x > 0.0 {
            rng.random_range((1.0 - x).max(0.0)..=1.0 + x)
        } else {
            1.0
        }
    };
    let b = factor(rng, brightness) as f32;
    let c = factor(rng, contrast) as f32;
    let s = factor(rng, saturation) as f32;
    let gray = |p: &image::Rgb<f32>| 0.299 * p[0] + 0.587 * p[1] + 0.114 * p[2];
    for p in img.pixels_mut() {
        for v in p.0.iter_mut() {
            *v = (*v * b).clamp(0.0, 1.0);
        }
    }
    if c != 1.0 {
        let n = (img.width() * img.height()).max(1) as f32;
        let mean = img.pixels().map(gray).sum::<f32>() / n;
        for p in img.pixels_mut() {
            for v in p.0.iter_mut() {
                *v = ((*v - mean) * c + mean).clamp(0.0, 1.0);
            }
        }
    }
    if s != 1.0 {
        for p in img.pixels_mut() {
            let g = gray(p);
            for v in p.0.iter_mut() {
                *v = ((*v - g) * s + g).clamp(0.0, 1.0);
            }
        }
    }
}

/// The image as CHW f32 planes, normalised when asked, with the erased rectangles zeroed;
/// returns them with the (height, width).
fn to_chw(
    img: &Rgb32FImage,
    normalized: Option<([f64; 3], [f64; 3])>,
    erase: &[(u32, u32, u32, u32)],
) -> (Vec<f32>, u32, u32) {
    let (w, h) = img.dimensions();
    let plane = (w * h) as usize;
    let mut chw = vec![0f32; 3 * plane];
    for (i, p) in img.pixels().enumerate() {
        for c in 0..3 {
            chw[c * plane + i] = match normalized {
                Some((mean, std)) => ((f64::from(p[c]) - mean[c]) / std[c]) as f32,
                None => p[c],
            };
        }
    }
    // Erasing happens on the normalised tensor (zeros = the mean colour after normalisation).
    for &(top, left, eh, ew) in erase {
        for c in 0..3 {
            for y in top..top + eh {
                for x in left..left + ew {
                    chw[c * plane + (y * w + x) as usize] = 0.0;
                }
            }
        }
    }
    (chw, h, w)
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
        let cw = (target * aspect).sqrt().round() as u32;
        let ch = (target / aspect).sqrt().round() as u32;
        if cw > 0 && ch > 0 && cw <= w && ch <= h {
            let top = rng.random_range(0..=h - ch);
            let left = rng.random_range(0..=w - cw);
            return (top, left, ch, cw);
        }
    }
    // Fallback: the central crop with the aspect ratio clamped into range.
    let in_ratio = f64::from(w) / f64::from(h);
    let (cw, ch) = if in_ratio < ratio[0] {
        (w, (f64::from(w) / ratio[0]).round() as u32)
    } else if in_ratio > ratio[1] {
        ((f64::from(h) * ratio[1]).round() as u32, h)
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
        let eh = (target * aspect).sqrt().round() as u32;
        let ew = (target / aspect).sqrt().round() as u32;
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

    #[test]
    fn the_splits_must_normalise_alike_in_pixel_units() {
        let size = InputSize::square(32);
        let normalize = |mean: f64, std: f64| Transform::Normalize {
            mean: [mean; 3],
            std: [std; 3],
        };
        let spec = |train: Option<Vec<Transform>>, eval: Option<Vec<Transform>>| TransformsSpec {
            recipe: None,
            train,
            eval,
        };
        // The defaults, DCAL's recipe and two lists ending alike are fine.
        assert_eq!(normalisation_problem(None, size), None);
        let dcal = TransformsSpec {
            recipe: Some(TransformRecipe::Dcal),
            ..spec(None, None)
        };
        assert_eq!(normalisation_problem(Some(&dcal), size), None);
        let both = spec(
            Some(vec![normalize(0.5, 0.5)]),
            Some(vec![normalize(0.5, 0.5)]),
        );
        assert_eq!(normalisation_problem(Some(&both), size), None);
        // The last `normalize` is the one applied.
        let last = spec(
            Some(vec![normalize(0.1, 0.2), normalize(0.5, 0.5)]),
            Some(vec![normalize(0.5, 0.5)]),
        );
        assert_eq!(normalisation_problem(Some(&last), size), None);
        // Training alone stated: evaluation takes ImageNet's.
        let (train, why, _) =
            normalisation_problem(Some(&spec(Some(vec![normalize(0.5, 0.5)]), None)), size)
                .unwrap();
        assert!(!train && why.contains("(the default"), "{why}");
        // Raw pixels in training, normalised ones in evaluation.
        let (train, why, _) = normalisation_problem(
            Some(&spec(Some(Vec::new()), Some(vec![normalize(0.5, 0.5)]))),
            size,
        )
        .unwrap();
        assert!(
            !train && why.starts_with("training normalises with no `normalize`"),
            "{why}"
        );
        // 0-255 statistics, and a std of 0.
        let bytes = spec(
            Some(vec![normalize(120.0, 0.5)]),
            Some(vec![normalize(120.0, 0.5)]),
        );
        assert!(normalisation_problem(Some(&bytes), size).unwrap().0);
        let zero = spec(
            Some(vec![normalize(0.5, 0.5)]),
            Some(vec![normalize(0.5, 0.0)]),
        );
        let (train, why, _) = normalisation_problem(Some(&zero), size).unwrap();
        assert!(!train && why.contains("not in the units"), "{why}");
    }
}
