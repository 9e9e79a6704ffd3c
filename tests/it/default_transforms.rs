//! The transforms a model takes without `[data.transforms]`: a resize to its input and the
//! normalisation its pretrained weights were trained with (OpenAI's statistics for CLIP,
//! ImageNet's for the others); and a CLIP model normalised otherwise is noted in its plan.

use paperfit::config::schema::{Transform, TransformsSpec};
use paperfit::config::{load, LoadOptions};
use paperfit::plan::{resolve, Plan};

use crate::common;

const OPENAI_MEAN: [f64; 3] = [0.48145466, 0.4578275, 0.40821073];
const OPENAI_STD: [f64; 3] = [0.26862954, 0.26130258, 0.27577711];

fn plan(experiment: &str, unset: bool, sets: &[&str]) -> Plan {
    let path = common::root().join("experiments").join(experiment);
    let mut o = LoadOptions::new(path, "cpu");
    o.presets_dir = Some(common::root().join("presets"));
    if unset {
        o = o.unset("data.transforms");
    }
    for s in sets {
        o = o.set(s);
    }
    resolve(&load(&o).unwrap_or_else(|e| panic!("{e}"))).unwrap_or_else(|e| panic!("{e}"))
}

/// The normalisation of both splits' lists.
fn normalisations(spec: &TransformsSpec) -> Vec<([f64; 3], [f64; 3])> {
    [&spec.train, &spec.eval]
        .iter()
        .map(|list| {
            let list = list.as_ref().expect("a list for each split");
            match list.last() {
                Some(Transform::Normalize { mean, std }) => (*mean, *std),
                other => panic!("the list ends with {other:?}"),
            }
        })
        .collect()
}

#[test]
fn clip_without_transforms_normalises_as_its_weights_were_trained() {
    let p = plan("clip_cars_flyp.toml", true, &[]);
    let spec = p
        .data
        .transforms
        .as_ref()
        .expect("the plan states the transforms");
    assert_eq!(normalisations(spec), [(OPENAI_MEAN, OPENAI_STD); 2]);
    let how = p.provenance["data.transforms.train"].layer.to_string();
    assert!(how.contains("OpenAI's mean and std"), "{how}");
    assert!(
        p.notes.iter().all(|n| !n.contains("CLIP's weights")),
        "{:?}",
        p.notes
    );
    // The shipped experiment states OpenAI's values itself: its lists are kept as written.
    let shipped = plan("clip_cars_flyp.toml", false, &[]);
    let spec = shipped.data.transforms.as_ref().unwrap();
    assert_eq!(normalisations(spec), [(OPENAI_MEAN, OPENAI_STD); 2]);
    let first = spec.train.as_ref().unwrap().first();
    assert!(
        matches!(first, Some(Transform::RandomResizedCrop { .. })),
        "{spec:?}"
    );
}

#[test]
fn other_models_keep_the_imagenet_default_and_clip_normalised_otherwise_is_noted() {
    // A ViT without transforms: nothing is added, the data's default is ImageNet's.
    let vit = plan("quickstart_vit.toml", false, &[]);
    assert!(vit.data.transforms.is_none(), "{:?}", vit.data.transforms);
    let sets = [
        "data.transforms.train=[{op=\"resize\", size=224}, {op=\"normalize\"}]",
        "data.transforms.eval=[{op=\"resize\", size=224}, {op=\"normalize\"}]",
    ];
    let clip = plan("clip_cars_flyp.toml", false, &sets);
    let note = clip
        .notes
        .iter()
        .find(|n| n.contains("CLIP's weights were trained"));
    let note = note.unwrap_or_else(|| panic!("{:?}", clip.notes));
    assert!(note.contains("mean [0.485, 0.456, 0.406]"), "{note}");
}
