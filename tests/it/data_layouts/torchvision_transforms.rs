//! The transforms against torchvision's on a PIL image: every step with its arguments chosen
//! (`transforms::run`) and the deterministic pipelines end to end (`transforms::apply`) give the
//! bits torchvision 0.29 with Pillow gives, on noise images (the hardest case for a resampler)
//! of odd sizes, shrunk and enlarged.

use std::fmt::Write as _;
use std::path::Path;

use paperfit::config::schema::Interpolation;
use paperfit::data::transforms::Step;

use super::*;

/// A reproducible noise image.
fn noise(width: u32, height: u32, seed: u64) -> RgbImage {
    let mut state = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    RgbImage::from_fn(width, height, |_, _| {
        Rgb(std::array::from_fn(|_| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            (state >> 56) as u8
        }))
    })
}

/// torchvision's `InterpolationMode` member for `filter`.
fn mode(filter: Interpolation) -> &'static str {
    match filter {
        Interpolation::Bilinear => "BILINEAR",
        Interpolation::Bicubic => "BICUBIC",
        Interpolation::Nearest => "NEAREST",
    }
}

/// The steps as the Python side reads them: one JSON list per case.
fn steps_json(steps: &[Step]) -> String {
    let items: Vec<String> = steps
        .iter()
        .map(|s| match *s {
            Step::Resize {
                height,
                width,
                filter,
            } => format!(r#"["resize",{height},{width},"{}"]"#, mode(filter)),
            Step::Crop {
                top,
                left,
                height,
                width,
            } => format!(r#"["crop",{top},{left},{height},{width}]"#),
            Step::Pad { padding } => format!(r#"["pad",{padding}]"#),
            Step::HorizontalFlip => r#"["hflip"]"#.to_string(),
            Step::VerticalFlip => r#"["vflip"]"#.to_string(),
            // f32 -> f64 is exact, and Rust prints the shortest string that reads back.
            Step::Brightness(f) => format!(r#"["brightness",{}]"#, f64::from(f)),
            Step::Contrast(f) => format!(r#"["contrast",{}]"#, f64::from(f)),
            Step::Saturation(f) => format!(r#"["saturation",{}]"#, f64::from(f)),
            Step::Normalize { mean, std } => format!(r#"["normalize",{mean:?},{std:?}]"#),
            Step::Affine {
                angle,
                translate,
                scale,
                shear,
                filter,
                fill,
            } => format!(
                r#"["affine",{angle:?},{translate:?},{scale:?},{shear:?},"{}",{fill:?}]"#,
                mode(filter)
            ),
            Step::Erase {
                top,
                left,
                height,
                width,
                noise: None,
            } => format!(r#"["erase",{top},{left},{height},{width}]"#),
            Step::Erase { noise: Some(_), .. } => {
                panic!("torchvision cannot draw paperfit's noise: compare zero erasures")
            }
        })
        .collect();
    format!("[{}]", items.join(","))
}

const TORCHVISION: &str = r#"
import json, sys
import torch
from PIL import Image
import torchvision.transforms as T
import torchvision.transforms.functional as F

root = sys.argv[1]
cases = json.load(open(f"{root}/cases.json"))
for i, case in enumerate(cases):
    img = Image.open(f"{root}/{case['image']}").convert("RGB")
    if "steps" in case:
        tensor = None
        for op, *args in case["steps"]:
            if op == "resize": img = F.resize(img, [args[0], args[1]], getattr(F.InterpolationMode, args[2]))
            elif op == "crop": img = F.crop(img, *args)
            elif op == "pad": img = F.pad(img, args[0])
            elif op == "hflip": img = F.hflip(img)
            elif op == "vflip": img = F.vflip(img)
            elif op == "brightness": img = F.adjust_brightness(img, args[0])
            elif op == "contrast": img = F.adjust_contrast(img, args[0])
            elif op == "saturation": img = F.adjust_saturation(img, args[0])
            elif op == "affine": img = F.affine(img, args[0], args[1], args[2], args[3], getattr(F.InterpolationMode, args[4]), args[5])
            elif op == "normalize": tensor = F.normalize(F.to_tensor(img), args[0], args[1])
            elif op == "erase": tensor = F.erase(tensor, *args, v=torch.zeros(()))
            else: raise ValueError(op)
        if tensor is None: tensor = F.to_tensor(img)
    else:
        ops = []
        for op, *args in case["pipeline"]:
            if op == "resize_shorter": ops.append(T.Resize(args[0]))
            elif op == "resize": ops.append(T.Resize((args[0], args[1]), getattr(F.InterpolationMode, args[2])))
            elif op == "center_crop": ops.append(T.CenterCrop(args[0]))
            elif op == "random_affine": ops.append(T.RandomAffine(args[0], None, args[1], args[2], getattr(F.InterpolationMode, args[3]), args[4]))
            elif op == "normalize": ops += [T.ToTensor(), T.Normalize(args[0], args[1])]
            else: raise ValueError(op)
        tensor = T.Compose(ops)(img)
    open(f"{root}/out{i}.bin", "wb").write(tensor.contiguous().numpy().astype("<f4").tobytes())
    print(i, *tensor.shape)
"#;

/// Every step of a training or evaluation pipeline, with chosen arguments, on images shrunk,
/// enlarged, along one axis only, and through the colour adjustments' both branches
/// (interpolation for factors in [0, 1], clipped extrapolation above).
fn step_cases() -> Vec<(RgbImage, Vec<Step>)> {
    let imagenet = Step::Normalize {
        mean: imagenet_mean(),
        std: imagenet_std(),
    };
    let clip = Step::Normalize {
        mean: [0.48145466, 0.4578275, 0.40821073],
        std: [0.26862954, 0.26130258, 0.27577711],
    };
    let resize = |height, width| Step::Resize {
        height,
        width,
        filter: Interpolation::Bilinear,
    };
    let bicubic = |height, width| Step::Resize {
        height,
        width,
        filter: Interpolation::Bicubic,
    };
    let crop = |top, left, height, width| Step::Crop {
        top,
        left,
        height,
        width,
    };
    let affine = |angle, translate, scale, shear, filter, fill| Step::Affine {
        angle,
        translate,
        scale,
        shear,
        filter,
        fill,
    };
    let nearest = |height, width| Step::Resize {
        height,
        width,
        filter: Interpolation::Nearest,
    };
    use Interpolation::{Bicubic, Bilinear, Nearest};
    vec![
        // Pillow's affine engine: the nearest neighbour of a rotation in fixed point, of a
        // pure scale (its column table), of corners past the fixed point's range (floating
        // point); bilinear and bicubic (clipped) under rotation, shear, scale and translation;
        // a fill colour. Then the nearest-neighbour resize, the same engine, both ways.
        (
            noise(64, 48, 18),
            vec![affine(30.0, [0, 0], 1.0, [0.0, 0.0], Nearest, [0; 3])],
        ),
        (
            noise(53, 37, 19),
            vec![affine(0.0, [4, -3], 1.3, [0.0, 0.0], Nearest, [0; 3])],
        ),
        (
            noise(40, 30, 20),
            vec![affine(10.0, [0, 0], 0.001, [0.0, 0.0], Nearest, [9, 8, 7])],
        ),
        (
            noise(61, 43, 21),
            vec![affine(-17.3, [5, -3], 0.83, [12.0, -7.0], Bilinear, [0; 3])],
        ),
        (
            noise(48, 64, 22),
            vec![
                affine(45.0, [0, 2], 1.2, [0.0, 5.5], Bicubic, [0; 3]),
                imagenet,
            ],
        ),
        (
            noise(32, 32, 23),
            vec![affine(
                170.0,
                [-6, 1],
                0.9,
                [-20.0, 0.0],
                Nearest,
                [10, 200, 30],
            )],
        ),
        (noise(37, 53, 24), vec![nearest(100, 20)]),
        (noise(500, 375, 25), vec![nearest(224, 224), imagenet]),
        (noise(500, 375, 1), vec![resize(224, 224), imagenet]),
        (noise(37, 53, 2), vec![resize(550, 550), imagenet]),
        (noise(61, 40, 3), vec![resize(40, 17)]),
        (noise(61, 40, 4), vec![resize(97, 61), clip]),
        // Bicubic's negative taps: sums below 0 and above 255 clipped.
        (noise(500, 375, 14), vec![bicubic(256, 128), imagenet]),
        (noise(37, 53, 15), vec![bicubic(300, 200), imagenet]),
        (noise(61, 40, 16), vec![bicubic(40, 23)]),
        (
            noise(320, 240, 5),
            vec![crop(13, 27, 101, 211), resize(224, 224), imagenet],
        ),
        (
            noise(48, 40, 6),
            vec![
                Step::Pad { padding: 4 },
                crop(3, 5, 40, 32),
                Step::HorizontalFlip,
                Step::VerticalFlip,
                imagenet,
            ],
        ),
        (
            noise(64, 48, 7),
            vec![
                Step::Brightness(0.63),
                Step::Contrast(1.37),
                Step::Saturation(0.81),
                imagenet,
            ],
        ),
        (
            noise(64, 48, 8),
            vec![
                Step::Saturation(1.4),
                Step::Brightness(1.4),
                Step::Contrast(0.6),
                imagenet,
            ],
        ),
        (
            noise(33, 21, 9),
            vec![
                Step::Contrast(0.0),
                Step::Brightness(1.0),
                Step::Saturation(0.0),
            ],
        ),
        (
            noise(80, 60, 10),
            vec![
                resize(64, 64),
                Step::Contrast(1.9),
                imagenet,
                Step::Erase {
                    top: 5,
                    left: 9,
                    height: 20,
                    width: 11,
                    noise: None,
                },
            ],
        ),
    ]
}

/// Deterministic pipelines end to end, drawn by `transforms::draw` from the configuration
/// (ImageNet's evaluation resize of the shorter side and centre crop, DCAL's evaluation), with
/// the sizes where torchvision's arithmetic differs from a naive one: a longer side truncated
/// (640 x 427 to 256: 383, not 384) and centre-crop offsets of a half rounded to even.
fn pipeline_cases() -> Vec<(RgbImage, Vec<Transform>, &'static str)> {
    let normalize = Transform::Normalize {
        mean: imagenet_mean(),
        std: imagenet_std(),
    };
    let json_normalize = format!(
        r#"["normalize",{:?},{:?}]"#,
        imagenet_mean(),
        imagenet_std()
    );
    let json = |head: &str| -> &'static str {
        Box::leak(format!("[{head},{json_normalize}]").into_boxed_str())
    };
    let shorter = |side| Transform::Resize {
        size: InputSize::square(side),
        shorter_side: true,
        interpolation: Default::default(),
    };
    let centre = |side| Transform::CenterCrop {
        size: InputSize::square(side),
    };
    vec![
        (
            noise(640, 427, 11),
            vec![shorter(256), centre(224), normalize.clone()],
            json(r#"["resize_shorter",256],["center_crop",224]"#),
        ),
        (
            noise(37, 53, 12),
            vec![shorter(20), centre(15), normalize.clone()],
            json(r#"["resize_shorter",20],["center_crop",15]"#),
        ),
        (
            noise(300, 200, 13),
            vec![
                Transform::Resize {
                    size: InputSize::square(550),
                    shorter_side: false,
                    interpolation: Default::default(),
                },
                centre(448),
                normalize.clone(),
            ],
            json(r#"["resize",550,550,"BILINEAR"],["center_crop",448]"#),
        ),
        // `RandomAffine` with every range a single value, so torchvision draws what paperfit
        // does: the parameters through `F.affine`'s matrix.
        (
            noise(50, 40, 26),
            vec![
                Transform::RandomAffine {
                    degrees: [30.0, 30.0],
                    translate: None,
                    scale: Some([1.2, 1.2]),
                    shear: Some(vec![10.0, 10.0, -5.0, -5.0]),
                    interpolation: Interpolation::Bilinear,
                    fill: [3, 2, 1],
                },
                normalize.clone(),
            ],
            json(r#"["random_affine",[30,30],[1.2,1.2],[10,10,-5,-5],"BILINEAR",[3,2,1]]"#),
        ),
        // TransReID's training resize (its random parts aside).
        (
            noise(64, 128, 17),
            vec![
                Transform::Resize {
                    size: InputSize {
                        height: 256,
                        width: 128,
                    },
                    shorter_side: false,
                    interpolation: Interpolation::Bicubic,
                },
                Transform::Normalize {
                    mean: [0.5; 3],
                    std: [0.5; 3],
                },
            ],
            r#"[["resize",256,128,"BICUBIC"],["normalize",[0.5,0.5,0.5],[0.5,0.5,0.5]]]"#,
        ),
    ]
}

fn read_f32(path: &Path) -> Vec<f32> {
    std::fs::read(path)
        .unwrap()
        .chunks_exact(4)
        .map(|b| f32::from_le_bytes([b[0], b[1], b[2], b[3]]))
        .collect()
}

/// The values of `ours` and `theirs` that differ in any bit, with the first such index.
fn differing(ours: &[f32], theirs: &[f32]) -> (usize, Option<usize>) {
    let diff: Vec<usize> = (0..ours.len())
        .filter(|&i| ours[i].to_bits() != theirs[i].to_bits())
        .collect();
    (diff.len(), diff.first().copied())
}

#[test]
fn transforms_give_torchvisions_bits_on_a_pil_image() {
    let Some(python) = common::optional::python_with(this_test!(), &["torchvision"]) else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    let mut ours = Vec::new();
    let mut cases = String::from("[");
    for (i, (img, steps)) in step_cases().into_iter().enumerate() {
        let name = format!("in{i}.png");
        img.save(root.join(&name)).unwrap();
        write!(
            cases,
            r#"{{"image":"{name}","steps":{}}},"#,
            steps_json(&steps)
        )
        .unwrap();
        ours.push((format!("steps {steps:?}"), transforms::run(img, &steps)));
    }
    for (i, (img, pipeline, json)) in pipeline_cases().into_iter().enumerate() {
        let name = format!("pipeline{i}.png");
        img.save(root.join(&name)).unwrap();
        write!(cases, r#"{{"image":"{name}","pipeline":{json}}},"#).unwrap();
        let out = transforms::apply(img, &pipeline, 0).unwrap();
        ours.push((format!("pipeline {pipeline:?}"), out));
    }
    cases.pop();
    cases.push(']');
    write(&root.join("cases.json"), &cases);
    let stdout = common::stdout_of(
        std::process::Command::new(python)
            .args(["-c", TORCHVISION])
            .arg(root),
    );
    let shapes: Vec<Vec<u32>> = String::from_utf8(stdout)
        .unwrap()
        .lines()
        .map(|l| l.split(' ').skip(1).map(|v| v.parse().unwrap()).collect())
        .collect();
    assert_eq!(shapes.len(), ours.len(), "one output per case");
    for (i, ((what, (pixels, h, w)), shape)) in ours.iter().zip(&shapes).enumerate() {
        assert_eq!(shape, &[3, *h, *w], "case {i} ({what}): shape");
        let theirs = read_f32(&root.join(format!("out{i}.bin")));
        let (count, first) = differing(pixels, &theirs);
        assert_eq!(
            count,
            0,
            "case {i} ({what}): {count} of {} values differ from torchvision's; the first at {first:?}: {:?} vs {:?}",
            pixels.len(),
            first.map(|f| pixels[f]),
            first.map(|f| theirs[f]),
        );
    }
}
