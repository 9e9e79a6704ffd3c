//! Batch-coupled losses stay exact under micro-batching with gradient caching: the gradients
//! equal the full-batch gradients (f32, BatchNorm-free backbone), while plain accumulation of
//! per-micro-batch losses does not.

use crate::common;

use common::{largest as max_norm, max_abs_diff as max_abs, window_gradients as gradients};

use candle_core::{Device, Tensor};
use paperfit::data::{self, samplers, Split};
use paperfit::models::Coupling;
use paperfit::nn::losses;
use paperfit::plan::{GradientMethod, Plan};
use paperfit::train::engine::Engine;

/// The quickstart's BatchNorm-free CNN trained with batch-hard triplet + cross-entropy.
fn triplet_plan() -> Plan {
    common::plan(
        "quickstart.toml",
        "cpu",
        &["paper.loss.name=triplet_cross_entropy"],
    )
}

/// The gradient of the step's loss over `window`, computed in micro-batches of `micro`.

#[test]
fn triplet_loss_value_matches_its_definition() {
    let e = Tensor::new(&[[0f32], [5.0], [3.0], [11.0]], &Device::Cpu).unwrap();
    let loss = losses::triplet_batch_hard(&e, &[0, 0, 1, 1], 0.5)
        .unwrap()
        .to_scalar::<f32>()
        .unwrap();
    // Anchors: relu(5-3+.5), relu(5-2+.5), relu(8-2+.5), relu(8-6+.5) -> mean 3.75.
    assert!((loss - 3.75).abs() < 1e-4, "{loss}");
}

#[test]
fn batch_hard_triplet_over_a_pk_batch_is_exact_with_gradient_caching() {
    let plan = triplet_plan();
    assert_eq!(plan.exactness.method, GradientMethod::SinglePass);
    let data = data::open(
        &plan.data,
        plan.model.image_size.unwrap(),
        Split::Train,
        plan.seed,
    )
    .unwrap();
    let labels: Vec<u32> = (0..data.len()).map(|i| data.label(i)).collect();
    // 4 identities x 4 images.
    let batch = &samplers::pk_batches(&labels, 4, 4, 1, 0).unwrap()[0];
    let mut engine = Engine::new(&plan, &Device::Cpu).unwrap();
    assert_eq!(engine.model().coupling(), Coupling::Window);
    // The reference: one forward/backward over the whole step.
    let reference = gradients(&mut engine, data.as_ref(), batch, 16);
    assert!(max_norm(&reference) > 1e-4, "a meaningful gradient");
    for micro in [1, 4, 5] {
        // f32, summed in another order: within 1e-5 of the largest gradient entry.
        let diff = max_abs(
            &gradients(&mut engine, data.as_ref(), batch, micro),
            &reference,
        );
        assert!(
            diff <= 1e-5 * max_norm(&reference),
            "micro {micro}: max difference {diff:e} (largest entry {:e})",
            max_norm(&reference)
        );
    }
    // Plain accumulation (each micro-batch mines its own triplets, weighted by its share)
    // is a different gradient.
    let mut naive: Vec<Vec<f32>> = reference.iter().map(|g| vec![0.0; g.len()]).collect();
    for part in batch.chunks(4) {
        let g = gradients(&mut engine, data.as_ref(), part, 4);
        for (a, b) in naive.iter_mut().zip(&g) {
            for (p, q) in a.iter_mut().zip(b) {
                *p += q / 4.0;
            }
        }
    }
    let naive_diff = max_abs(&naive, &reference);
    assert!(
        naive_diff > 1e-2 * max_norm(&reference),
        "plain accumulation differs by only {naive_diff:e}: the test would prove nothing"
    );
}

#[test]
fn gradient_caching_with_checkpointing_equals_the_full_batch() {
    let plan = common::plan(
        "quickstart.toml",
        "cpu",
        &[
            "paper.loss.name=triplet_cross_entropy",
            "train.gradient_checkpointing=true",
        ],
    );
    let data = data::open(
        &plan.data,
        plan.model.image_size.unwrap(),
        Split::Train,
        plan.seed,
    )
    .unwrap();
    let labels: Vec<u32> = (0..data.len()).map(|i| data.label(i)).collect();
    let batch = &samplers::pk_batches(&labels, 4, 4, 2, 0).unwrap()[0];
    let mut engine = Engine::new(&plan, &Device::Cpu).unwrap();
    let reference = gradients(&mut engine, data.as_ref(), batch, 16);
    let diff = max_abs(&gradients(&mut engine, data.as_ref(), batch, 4), &reference);
    assert!(
        diff <= 1e-5 * max_norm(&reference),
        "max difference {diff:e} (largest entry {:e})",
        max_norm(&reference)
    );
}
