//! The image upload (`paperfit_kernels::images`): a batch leaves the loader as 8-bit pixels with
//! its normalisation and erasures, and becomes the model's input where the model runs. Its CPU
//! twin against the composed candle reference, bit for bit in every compute dtype; and the
//! loader's batches, whatever their grouping, against each sample made alone (the erasures
//! follow their images into any micro-batch).

use candle_core::{DType, Device, Tensor};
use image::{Rgb, RgbImage};
use paperfit::config::schema::{
    imagenet_mean, imagenet_std, DataFormat, DataSpec, ErasingFill, InputSize, Transform,
    TransformsSpec,
};
use paperfit::data::loader::{self, StepJob};
use paperfit::data::{self, Split};
use paperfit_kernels::images::{images_tensor, Erasure, ImageBatch, Normalization};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::common::reference;

fn bits(t: &Tensor) -> Vec<u32> {
    let v = t.to_dtype(DType::F32).unwrap().flatten_all().unwrap();
    v.to_vec1::<f32>()
        .unwrap()
        .iter()
        .map(|x| x.to_bits())
        .collect()
}

#[test]
fn the_cpu_twin_is_the_composed_normalisation_and_erasure_bit_for_bit() {
    let (n, h, w) = (3, 13, 17);
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    // Every level, 0 and 255 among them, then noise.
    let pixels: Vec<u8> = (0..n * 3 * h * w)
        .map(|i| if i < 256 { i as u8 } else { rng.random() })
        .collect();
    let noise = |len: usize, rng: &mut ChaCha8Rng| -> Vec<f32> {
        (0..len).map(|_| rng.random_range(-3.0..3.0f32)).collect()
    };
    let erasures = vec![
        Erasure {
            image: 0,
            top: 2,
            left: 3,
            height: 5,
            width: 4,
            values: None,
        },
        Erasure {
            image: 2,
            top: 0,
            left: 0,
            height: 13,
            width: 6,
            values: Some(noise(3 * 13 * 6, &mut rng)),
        },
        // Overlaps the one before it, which it overwrites where both fall.
        Erasure {
            image: 2,
            top: 4,
            left: 5,
            height: 3,
            width: 12,
            values: None,
        },
    ];
    let normalization = Normalization {
        mean: [0.481_454_66, 0.457_827_5, 0.408_210_73],
        std: [0.268_629_54, 0.261_302_6, 0.275_777_1],
    };
    let batch = ImageBatch {
        pixels: &pixels,
        images: n,
        height: h,
        width: w,
        normalization,
        erasures: &erasures,
    };
    let x = Tensor::from_slice(&pixels, (n, 3, h, w), &Device::Cpu).unwrap();
    let composed =
        reference::normalized_images(&x, normalization.mean, normalization.std, &erasures).unwrap();
    for dtype in [DType::F32, DType::BF16, DType::F16] {
        let ours = images_tensor(&batch, dtype, &Device::Cpu).unwrap();
        assert_eq!(ours.dims(), [n, 3, h, w]);
        assert_eq!(ours.dtype(), dtype);
        let theirs = composed.to_dtype(dtype).unwrap();
        let (a, b) = (bits(&ours), bits(&theirs));
        let differ = a.iter().zip(&b).filter(|(x, y)| x != y).count();
        assert_eq!(
            differ,
            0,
            "{dtype:?}: {differ} of {} values differ",
            a.len()
        );
    }
    // The erasures are there: the second one's zeros, and the first noise value.
    let f32s = images_tensor(&batch, DType::F32, &Device::Cpu).unwrap();
    let at = |c: usize, y: usize, x: usize| -> f32 {
        f32s.get(2)
            .unwrap()
            .get(c)
            .unwrap()
            .get(y)
            .unwrap()
            .get(x)
            .unwrap()
            .to_scalar()
            .unwrap()
    };
    assert_eq!(at(1, 5, 8), 0.0);
    assert_eq!(at(0, 0, 0), erasures[1].values.as_ref().unwrap()[0]);
}

/// Seven noise images of odd sizes in an image folder of two classes, read with a random
/// crop, a flip, ImageNet's normalisation and random erasing of N(0, 1) values on every image.
fn erasing_dataset(root: &std::path::Path) -> Box<dyn data::Dataset> {
    let mut rng = ChaCha8Rng::seed_from_u64(9);
    for i in 0..7u32 {
        let class = if i % 2 == 0 { "a" } else { "b" };
        let path = root.join(format!("train/{class}/{i}.png"));
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        RgbImage::from_fn(40 + i, 37, |_, _| Rgb(rng.random()))
            .save(&path)
            .unwrap();
    }
    let mut spec = DataSpec::files("test", DataFormat::ImageFolder, root, 2);
    spec.transforms = Some(TransformsSpec {
        recipe: None,
        train: Some(vec![
            Transform::RandomCrop {
                size: InputSize::square(32),
            },
            Transform::HorizontalFlip { p: 0.5 },
            Transform::Normalize {
                mean: imagenet_mean(),
                std: imagenet_std(),
            },
            Transform::RandomErasing {
                p: 1.0,
                scale: [0.02, 0.33],
                ratio: [0.3, 3.3],
                fill: ErasingFill::Normal,
            },
        ]),
        eval: None,
    });
    data::open(&spec, InputSize::square(32), Split::Train, 0).unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn a_step_gives_the_same_images_in_any_micro_batches_with_each_erasure_on_its_image() {
    let dir = tempfile::tempdir().unwrap();
    let ds = erasing_dataset(dir.path());
    let job = StepJob::new(vec![6, 0, 3, 3, 5, 1, 2], 41);
    let images = |micro: usize| -> Vec<u32> {
        let step = loader::prepare(ds.as_ref(), &job, micro, 0).unwrap();
        let parts: Vec<Tensor> = step
            .micro_batches
            .iter()
            .map(|m| m.images(32, 32, DType::F32, &Device::Cpu).unwrap())
            .collect();
        bits(&Tensor::cat(&parts, 0).unwrap())
    };
    let whole = images(7);
    // Each sample alone: its erasures are those of image 0 of its batch.
    assert_eq!(images(1), whole, "one image per micro-batch");
    assert_eq!(images(3), whole, "micro-batches of 3, 3 and 1");
    let step = loader::prepare(ds.as_ref(), &job, 7, 0).unwrap();
    // A step split again (an out-of-memory back-off halves the micro-batch) is the step
    // prepared in the smaller micro-batches: pixels, erasures renumbered, labels.
    let in_twos = loader::prepare(ds.as_ref(), &job, 2, 0).unwrap();
    assert_eq!(step.clone().resplit(2), in_twos);
    assert_eq!(in_twos.micro_batches[1].erasures[1].image, 1);
    let batch = &step.micro_batches[0];
    let erased: Vec<usize> = batch.erasures.iter().map(|e| e.image).collect();
    assert_eq!(
        erased,
        (0..7).collect::<Vec<_>>(),
        "one erasure per image, by image"
    );
    assert!(batch.erasures.iter().all(|e| e.values.is_some()));
    // The 8-bit pixels are what travels: one byte per value.
    assert_eq!(batch.pixels.len(), 7 * 3 * 32 * 32);
}
