use super::diagnose::describe_architecture;
use super::position::square_side;
use super::words::shape;
use super::*;

fn names(list: &[&str]) -> BTreeMap<String, Vec<usize>> {
    list.iter().map(|n| (n.to_string(), vec![1])).collect()
}

#[test]
fn prefix_is_the_one_under_which_most_keys_match() {
    let model = names(&["conv1.weight", "bn1.weight", "fc.weight"]);
    assert_eq!(
        detect_prefix(&["conv1.weight", "bn1.weight", "fc.weight"], &model),
        ""
    );
    assert_eq!(
        detect_prefix(
            &[
                "module.conv1.weight",
                "module.bn1.weight",
                "module.fc.weight"
            ],
            &model
        ),
        "module."
    );
    // open_clip: the image tower under a long prefix, the text tower beside it.
    assert_eq!(
        detect_prefix(
            &[
                "image_encoder.model.visual.conv1.weight",
                "image_encoder.model.visual.bn1.weight",
                "image_encoder.model.transformer.fc.weight",
            ],
            &model
        ),
        "image_encoder.model.visual."
    );
    // A tie keeps the keys as they are.
    assert_eq!(
        detect_prefix(&["conv1.weight", "ema.bn1.weight"], &model),
        ""
    );
    assert_eq!(detect_prefix(&["other.x"], &model), "");
}

#[test]
fn batch_counters_are_recognised_by_their_last_component() {
    assert!(is_batch_counter("layer1.0.bn1.num_batches_tracked"));
    assert!(is_batch_counter("num_batches_tracked"));
    assert!(!is_batch_counter("layer1.0.bn1.running_mean"));
}

#[test]
fn resampling_to_the_same_grid_is_the_identity() {
    let values: Vec<f32> = (0..(1 + 12) * 3).map(|i| (i as f32 * 0.37).sin()).collect();
    let out = resample_position_embedding(&values, 3, 1, (3, 4), (3, 4));
    assert_eq!(out, values);
}

#[test]
fn resampling_keeps_a_constant_field_constant() {
    // The four cubic weights of every output position sum to one, also where border taps
    // are replicated.
    let mut values = vec![9.0f32; 2];
    values.extend(std::iter::repeat_n(0.25f32, 7 * 7 * 2));
    for to in [(3, 5), (11, 2), (14, 14)] {
        let out = resample_position_embedding(&values, 2, 1, (7, 7), to);
        assert_eq!(out.len(), (1 + to.0 * to.1) * 2);
        assert_eq!(&out[..2], &[9.0, 9.0]);
        for v in &out[2..] {
            assert!((v - 0.25).abs() < 1e-6, "{v} for {to:?}");
        }
    }
}

#[test]
fn square_sides_need_a_class_token_and_a_square() {
    assert_eq!(square_side(197), Some(14));
    assert_eq!(square_side(5), Some(2));
    assert_eq!(square_side(196), None);
    assert_eq!(square_side(1), None);
    assert_eq!(square_side(0), None);
}

#[test]
fn architectures_are_recognised_from_their_names() {
    let mut resnet50 = BTreeMap::new();
    for (stage, depth) in [(1, 3), (2, 4), (3, 6), (4, 3)] {
        for b in 0..depth {
            for c in 1..=3 {
                resnet50.insert(format!("layer{stage}.{b}.conv{c}.weight"), vec![64, 64]);
            }
        }
    }
    let a = describe_architecture(&resnet50).unwrap();
    assert_eq!(a.label, "ResNet-50");
    assert_eq!(a.evidence, "`layer4.2.conv3.weight`");

    let mut vit = BTreeMap::new();
    vit.insert("patch_embed.proj.weight".to_string(), vec![768, 3, 16, 16]);
    for b in 0..12 {
        vit.insert(format!("blocks.{b}.attn.qkv.weight"), vec![2304, 768]);
    }
    assert_eq!(describe_architecture(&vit).unwrap().label, "ViT-B/16");

    let mut clip = BTreeMap::new();
    clip.insert("class_embedding".to_string(), vec![768]);
    clip.insert("conv1.weight".to_string(), vec![768, 3, 32, 32]);
    for b in 0..12 {
        clip.insert(
            format!("transformer.resblocks.{b}.attn.in_proj_weight"),
            vec![2304, 768],
        );
    }
    assert_eq!(
        describe_architecture(&clip).unwrap().label,
        "CLIP ViT-B/32 image tower"
    );
    assert!(describe_architecture(&names(&["encoder.weight"])).is_none());
}

#[test]
fn numbers_and_shapes_print_for_people() {
    assert_eq!(crate::text::group_thousands(11_181_642), "11,181,642");
    assert_eq!(crate::text::group_thousands(999), "999");
    assert_eq!(shape(&[64, 3, 7, 7]), "(64, 3, 7, 7)");
    assert_eq!(shape(&[10]), "(10)");
}
