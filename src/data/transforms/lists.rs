//! The transform lists a configuration gives each split (an explicit list, a recipe, the
//! default), and the rules a list must keep to mean what it means under torchvision.

use crate::config::schema::{
    imagenet_mean, imagenet_std, InputSize, Interpolation, Transform, TransformRecipe,
    TransformsSpec,
};

/// The transforms of one split.
pub(crate) fn for_split(
    spec: Option<&TransformsSpec>,
    train: bool,
    image_size: InputSize,
) -> Vec<Transform> {
    let default = || resize_and_normalize(image_size, (imagenet_mean(), imagenet_std()));
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

/// A split's list without `[data.transforms]`: no augmentation unless the experiment asks for
/// it, a resize to the model's input and a normalisation with `(mean, std)` (ImageNet's unless
/// the plan gives the model's own: [`crate::plan`] does for CLIP's weights).
pub(crate) fn resize_and_normalize(
    image_size: InputSize,
    (mean, std): ([f64; 3], [f64; 3]),
) -> Vec<Transform> {
    vec![
        Transform::Resize {
            size: image_size,
            shorter_side: false,
            interpolation: Interpolation::Bilinear,
        },
        Transform::Normalize { mean, std },
    ]
}

/// The (mean, std) the pixels leave `transforms` with: the last `normalize`'s (the one
/// [`super::run`] uses), `None` without one.
pub(crate) fn normalisation(transforms: &[Transform]) -> Option<([f64; 3], [f64; 3])> {
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

/// What would make a list mean other than under torchvision: a `resize` of the shorter side to
/// a size of two sides (torchvision's `Resize(int)` takes one), or the list out of `Compose`'s
/// order ([`order_of`]). The split whose list it is (`true`: training), why, and what is expected.
pub(crate) fn list_problem(
    spec: Option<&TransformsSpec>,
    image_size: InputSize,
) -> Option<(bool, String, &'static str)> {
    [true, false].into_iter().find_map(|train| {
        let list = for_split(spec, train, image_size);
        let shorter_side = list.iter().find_map(|t| match t {
            Transform::Resize {
                size,
                shorter_side: true,
                ..
            } if size.height != size.width => Some(format!(
                "`resize` with `shorter_side = true` scales the shorter side to one length, but `size` is {size}"
            )),
            _ => None,
        });
        if let Some(why) = shorter_side {
            return Some((
                train,
                why,
                "one integer `size` with `shorter_side = true`, or `size = [height, width]` without it",
            ));
        }
        if let Some((why, expected)) = list.iter().find_map(affine_problem) {
            return Some((train, why, expected));
        }
        let why = order_of(&list)?;
        Some((
            train,
            why,
            "torchvision's order: the pixel transforms, one `normalize`, then any `random_erasing`",
        ))
    })
}

/// What `RandomAffine` would refuse in a `random_affine`'s ranges, or what would make it
/// undefined: a range whose minimum is above its maximum, a translation share outside [0, 1], a
/// scale that is not positive, a shear of other than 2 or 4 values, a non-finite number.
fn affine_problem(t: &Transform) -> Option<(String, &'static str)> {
    let Transform::RandomAffine {
        degrees,
        translate,
        scale,
        shear,
        ..
    } = t
    else {
        return None;
    };
    let ordered = |r: &[f64]| r.iter().all(|v| v.is_finite()) && r[0] <= r[1];
    let why = if !ordered(degrees) {
        format!("`random_affine`'s `degrees` {degrees:?} is not a [min, max] range")
    } else if let Some(t) = translate.filter(|t| !t.iter().all(|v| (0.0..=1.0).contains(v))) {
        format!("`random_affine`'s `translate` {t:?} is not two shares of the width and height in [0, 1]")
    } else if let Some(s) = scale.filter(|s| !(ordered(s) && s[0] > 0.0)) {
        format!("`random_affine`'s `scale` {s:?} is not a [min, max] range of positive factors")
    } else if let Some(s) = shear
        .as_ref()
        .filter(|s| !matches!(s.len(), 2 | 4) || !s.chunks(2).all(ordered))
    {
        format!("`random_affine`'s `shear` {s:?} is not [min, max] along x, or [x min, x max, y min, y max]")
    } else {
        return None;
    };
    Some((
        why,
        "torchvision's `RandomAffine` ranges: degrees [min, max]; translate [a, b] in [0, 1]; scale [min, max] above 0; shear [min, max] or [x min, x max, y min, y max]",
    ))
}

/// Why `list` runs otherwise than torchvision's `Compose`, where each transform takes the
/// previous one's output: a pixel transform after `normalize` (torchvision would move or
/// recolour the normalised tensor), `random_erasing` before it (torchvision would erase the
/// [0, 1] pixels and normalise the zeros), or two `normalize`s (torchvision would apply both).
fn order_of(list: &[Transform]) -> Option<String> {
    let at = |pick: fn(&Transform) -> bool| list.iter().position(pick);
    let normalize = at(|t| matches!(t, Transform::Normalize { .. }))?;
    let why = if list[normalize + 1..]
        .iter()
        .any(|t| matches!(t, Transform::Normalize { .. }))
    {
        "it normalises twice (each `normalize` would apply, one after the other)".to_string()
    } else if let Some(after) = list[normalize + 1..]
        .iter()
        .find(|t| !matches!(t, Transform::RandomErasing { .. }))
    {
        format!(
            "`{}` comes after `normalize`: it would move or recolour the normalised tensor",
            op_name(after)
        )
    } else if at(|t| matches!(t, Transform::RandomErasing { .. })).is_some_and(|e| e < normalize) {
        "`random_erasing` comes before `normalize`: the erased zeros would be normalised too"
            .to_string()
    } else {
        return None;
    };
    Some(why)
}

/// A transform's `op` name, as the configuration writes it.
fn op_name(t: &Transform) -> &'static str {
    match t {
        Transform::Resize { .. } => "resize",
        Transform::RandomCrop { .. } => "random_crop",
        Transform::RandomResizedCrop { .. } => "random_resized_crop",
        Transform::CenterCrop { .. } => "center_crop",
        Transform::Pad { .. } => "pad",
        Transform::HorizontalFlip { .. } => "horizontal_flip",
        Transform::VerticalFlip { .. } => "vertical_flip",
        Transform::ColorJitter { .. } => "color_jitter",
        Transform::RandomAffine { .. } => "random_affine",
        Transform::Normalize { .. } => "normalize",
        Transform::RandomErasing { .. } => "random_erasing",
    }
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
        interpolation: Interpolation::Bilinear,
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_list_runs_in_torchvisions_order_or_is_refused() {
        let size = InputSize::square(32);
        let normalize = Transform::Normalize {
            mean: [0.5; 3],
            std: [0.5; 3],
        };
        let erase = Transform::RandomErasing {
            p: 0.5,
            scale: [0.02, 0.33],
            ratio: [0.3, 3.3],
            fill: crate::config::schema::ErasingFill::Zero,
        };
        let flip = Transform::HorizontalFlip { p: 0.5 };
        let lists = |train: Vec<Transform>| TransformsSpec {
            recipe: None,
            train: Some(train),
            eval: Some(vec![normalize.clone()]),
        };
        let problem = |train| list_problem(Some(&lists(train)), size).map(|(t, why, _)| (t, why));
        // The defaults, DCAL's recipe, and pixels, normalize, erasing: fine.
        assert_eq!(list_problem(None, size), None);
        let dcal = TransformsSpec {
            recipe: Some(TransformRecipe::Dcal),
            train: None,
            eval: None,
        };
        assert_eq!(list_problem(Some(&dcal), size), None);
        let fine = vec![
            flip.clone(),
            normalize.clone(),
            erase.clone(),
            erase.clone(),
        ];
        assert_eq!(problem(fine), None);
        assert_eq!(problem(vec![flip.clone()]), None, "no normalize at all");
        for (list, says) in [
            (
                vec![normalize.clone(), normalize.clone()],
                "normalises twice",
            ),
            (
                vec![normalize.clone(), flip],
                "`horizontal_flip` comes after",
            ),
            (
                vec![erase, normalize.clone()],
                "`random_erasing` comes before",
            ),
            (
                vec![Transform::Resize {
                    size: InputSize {
                        height: 256,
                        width: 128,
                    },
                    shorter_side: true,
                    interpolation: Interpolation::Bilinear,
                }],
                "scales the shorter side to one length, but `size` is 256x128",
            ),
        ] {
            let (train, why) = problem(list).unwrap();
            assert!(train && why.contains(says), "{why}");
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
