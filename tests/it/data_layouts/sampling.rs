//! Transforms and samplers: geometry, determinism and ranges, crops inside the image, episodes,
//! PK batches, epoch orders and DCAL's partners.

use paperfit::config::schema::{ErasingFill, Interpolation};

use super::*;

#[test]
fn transforms_geometry_determinism_and_ranges() {
    let img = image::RgbImage::from_fn(64, 48, |x, y| Rgb([(4 * x) as u8, (5 * y) as u8, 128]));
    let pipeline = vec![
        Transform::RandomResizedCrop {
            size: InputSize::square(32),
            scale: [0.08, 1.0],
            ratio: [0.75, 4.0 / 3.0],
            interpolation: Interpolation::Bilinear,
        },
        Transform::HorizontalFlip { p: 0.5 },
        Transform::ColorJitter {
            brightness: 0.4,
            contrast: 0.4,
            saturation: 0.4,
        },
        Transform::Normalize {
            mean: imagenet_mean(),
            std: imagenet_std(),
        },
        Transform::RandomErasing {
            p: 1.0,
            scale: [0.02, 0.33],
            ratio: [0.3, 3.3],
            fill: ErasingFill::Zero,
        },
    ];
    let (a, h, w) = transforms::apply(img.clone(), &pipeline, 7).unwrap();
    assert_eq!((h, w, a.len()), (32, 32, 3 * 32 * 32));
    let (b, _, _) = transforms::apply(img.clone(), &pipeline, 7).unwrap();
    assert_eq!(a, b, "same seed, same image");
    let (c, _, _) = transforms::apply(img.clone(), &pipeline, 8).unwrap();
    assert_ne!(a, c, "another seed, another augmentation");
    // After ImageNet normalisation, [0, 1] pixels lie in [-mean/std, (1-mean)/std].
    let lo = -0.485 / 0.229 - 1e-4;
    let hi = (1.0 - 0.406) / 0.225 + 1e-4;
    assert!(a.iter().all(|v| (lo..=hi).contains(&(*v as f64))));
    // Random erasing wrote zeros.
    assert!(a.iter().filter(|v| **v == 0.0).count() > 3 * 10);

    // Shorter-side resize keeps the aspect ratio; center crop is centred.
    let (_, h, w) = transforms::apply(
        img.clone(),
        &[Transform::Resize {
            size: InputSize::square(24),
            shorter_side: true,
            interpolation: Default::default(),
        }],
        0,
    )
    .unwrap();
    assert_eq!((h, w), (24, 32));
    let (px, _, _) = transforms::apply(
        img.clone(),
        &[Transform::CenterCrop {
            size: InputSize::square(16),
        }],
        0,
    )
    .unwrap();
    // Column 24 of 64 (the crop starts at (64 - 16) / 2 = 24), level 4 x 24, as to_tensor scales it.
    assert_eq!(px[0], 96.0 / 255.0);
    // A crop larger than the image is an error, not a silent resize.
    assert!(transforms::apply(
        img,
        &[Transform::RandomCrop {
            size: InputSize::square(100)
        }],
        0
    )
    .is_err());
}

#[test]
fn erasing_with_normal_noise_fills_the_rectangle_with_standard_normal_values() {
    let img = image::RgbImage::from_pixel(64, 64, Rgb([128, 128, 128]));
    let pipeline = [
        Transform::Normalize {
            mean: [0.5; 3],
            std: [0.5; 3],
        },
        Transform::RandomErasing {
            p: 1.0,
            scale: [0.3, 0.3],
            ratio: [1.0, 1.0],
            fill: ErasingFill::Normal,
        },
    ];
    let (a, _, _) = transforms::apply(img.clone(), &pipeline, 3).unwrap();
    let flat = (128.0f32 / 255.0 - 0.5) / 0.5;
    let erased: Vec<f64> = a
        .iter()
        .filter(|v| **v != flat)
        .map(|v| f64::from(*v))
        .collect();
    // A square of 0.3 x 64 x 64 pixels (35 x 35), in three channels.
    assert_eq!(erased.len(), 3 * 35 * 35);
    let n = erased.len() as f64;
    let mean = erased.iter().sum::<f64>() / n;
    let std = (erased.iter().map(|v| (v - mean).powi(2)).sum::<f64>() / n).sqrt();
    // 3,675 draws: the mean's standard error is 0.017, the std's about 0.012.
    assert!(
        mean.abs() < 0.07 && (std - 1.0).abs() < 0.05,
        "mean {mean}, std {std}"
    );
    assert_eq!(
        transforms::apply(img.clone(), &pipeline, 3).unwrap().0,
        a,
        "same seed"
    );
    assert_ne!(
        transforms::apply(img, &pipeline, 4).unwrap().0,
        a,
        "another seed"
    );
}

#[test]
fn random_crops_stay_inside_the_image() {
    // A gradient image: every crop's top-left pixel value tells where it was taken.
    let img = image::RgbImage::from_fn(50, 40, |x, y| Rgb([x as u8, y as u8, 0]));
    for seed in 0..200 {
        let (px, h, w) = transforms::apply(
            img.clone(),
            &[Transform::RandomCrop {
                size: InputSize {
                    height: 30,
                    width: 20,
                },
            }],
            seed,
        )
        .unwrap();
        assert_eq!((h, w), (30, 20));
        let (x0, y0) = (
            (px[0] * 255.0).round(),
            (px[(h * w) as usize] * 255.0).round(),
        );
        assert!((0.0..=30.0).contains(&x0) && (0.0..=10.0).contains(&y0));
    }
}

#[test]
fn episodes_have_n_classes_of_k_plus_q_without_overlap() {
    let labels: Vec<u32> = (0..200).map(|i| i % 10).collect();
    let e = samplers::episode(&labels, 5, 5, 15, 4040, 0, 0).unwrap();
    assert_eq!(e.classes.len(), 5);
    assert_eq!(e.support.len(), 25);
    assert_eq!(e.query.len(), 75);
    for (ci, class) in e.classes.iter().enumerate() {
        let s = &e.support[ci * 5..(ci + 1) * 5];
        let q = &e.query[ci * 15..(ci + 1) * 15];
        assert!(s.iter().chain(q).all(|i| labels[*i] == *class));
        assert!(
            s.iter().all(|i| !q.contains(i)),
            "support and query overlap"
        );
    }
    let mut all = e.images();
    all.sort();
    all.dedup();
    assert_eq!(all.len(), 100);
    assert_eq!(
        samplers::episode(&labels, 5, 5, 15, 4040, 0, 0).unwrap(),
        e,
        "deterministic"
    );
    assert_ne!(samplers::episode(&labels, 5, 5, 15, 4040, 0, 1).unwrap(), e);
    assert!(samplers::episode(&labels, 11, 1, 1, 0, 0, 0).is_err());
}

#[test]
fn pk_batches_hold_p_identities_of_k_images() {
    // 9 identities; one has only 2 images (sampled with repetition).
    let mut labels: Vec<u32> = (0..80).map(|i| i % 8).collect();
    labels.extend([8, 8]);
    let batches = samplers::pk_batches(&labels, 4, 4, 1, 0).unwrap();
    assert_eq!(batches.len(), 2, "9 identities make 2 full batches of 4");
    for b in &batches {
        assert_eq!(b.len(), 16);
        let mut ids: Vec<u32> = b.iter().map(|i| labels[*i]).collect();
        ids.dedup();
        assert_eq!(
            ids.len(),
            4,
            "4 identities, 4 consecutive images each: {ids:?}"
        );
    }
    assert_eq!(samplers::pk_batches(&labels, 4, 4, 1, 0).unwrap(), batches);
}

/// An epoch's order is a permutation of the data, drawn anew each epoch and for each seed. That
/// a run resumed mid-epoch continues with the same order is held end to end by
/// `run_and_resume::sigkill_then_resume_gives_bit_identical_weights` (killed at step 4 of 8,
/// resumed from the checkpoint of step 3: every step's loss bit-identical).
#[test]
fn an_epoch_order_is_a_permutation_drawn_per_epoch_and_seed() {
    let full = samplers::epoch_order(42, 3, 1000);
    let mut sorted = full.clone();
    sorted.sort();
    assert_eq!(sorted, (0..1000).collect::<Vec<_>>());
    assert_ne!(samplers::epoch_order(42, 4, 1000), full);
    assert_ne!(samplers::epoch_order(43, 3, 1000), full);
}
