//! Batch-coupled losses stay exact under micro-batching with gradient caching: the gradients
//! equal the full-batch gradients (f32, BatchNorm-free backbone), while plain accumulation of
//! per-micro-batch losses does not.

mod common;

use candle_core::{DType, Device, Tensor};
use paperfit::data::{self, samplers, Dataset, Split};
use paperfit::nn::{losses, mix, Ctx};
use paperfit::plan::Plan;
use paperfit::train::engine::Engine;

fn plan() -> Plan {
    common::plan("quickstart.toml", "cpu", &[])
}

fn images(data: &dyn Dataset, indices: &[usize]) -> Tensor {
    data::batch(data, indices, 0, 0, &Device::Cpu).unwrap().0
}

fn to_vecs(grads: &[Tensor]) -> Vec<Vec<f32>> {
    grads
        .iter()
        .map(|g| g.flatten_all().unwrap().to_vec1::<f32>().unwrap())
        .collect()
}

/// The reference: the loss on the whole step's embeddings, one backward.
fn full_batch(
    engine: &Engine,
    x: &Tensor,
    loss: &dyn Fn(&Tensor) -> candle_core::Result<Tensor>,
    plan: &Plan,
) -> Vec<Vec<f32>> {
    let ctx = Ctx::train(DType::F32, mix(plan.seed, 0));
    let grads = loss(&engine.model.embed(x, &ctx).unwrap())
        .unwrap()
        .backward()
        .unwrap();
    to_vecs(
        &engine
            .params()
            .iter()
            .map(|p| {
                grads
                    .get(p.var.as_tensor())
                    .cloned()
                    .unwrap_or_else(|| p.var.zeros_like().unwrap())
            })
            .collect::<Vec<_>>(),
    )
}

/// The step split into micro-batches of `size`, with each one's position in the step.
fn split(x: &Tensor, size: usize) -> Vec<(Tensor, usize)> {
    let n = x.dim(0).unwrap();
    (0..n)
        .step_by(size)
        .map(|s| (x.narrow(0, s, size.min(n - s)).unwrap(), s))
        .collect()
}

fn max_abs(a: &[Vec<f32>], b: &[Vec<f32>]) -> f32 {
    a.iter()
        .zip(b)
        .flat_map(|(x, y)| x.iter().zip(y).map(|(p, q)| (p - q).abs()))
        .fold(0.0, f32::max)
}

fn max_norm(a: &[Vec<f32>]) -> f32 {
    a.iter().flatten().map(|v| v.abs()).fold(0.0, f32::max)
}

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
    let plan = plan();
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
    let batch_labels: Vec<u32> = batch.iter().map(|i| labels[*i]).collect();
    let x = images(data.as_ref(), batch);
    let engine = Engine::new(&plan, &Device::Cpu).unwrap();
    let loss = |e: &Tensor| losses::triplet_batch_hard(e, &batch_labels, 0.3);
    let reference = full_batch(&engine, &x, &loss, &plan);
    assert!(max_norm(&reference) > 1e-4, "a meaningful gradient");
    for micro in [1, 4, 5] {
        let (grads, _) = engine
            .cached_gradients(&split(&x, micro), &loss, 0)
            .unwrap();
        // f32, summed in another order: within 1e-5 of the largest gradient entry.
        let diff = max_abs(&to_vecs(&grads), &reference);
        assert!(
            diff <= 1e-5 * max_norm(&reference),
            "micro {micro}: max difference {diff:e} (largest entry {:e})",
            max_norm(&reference)
        );
    }
    // Plain accumulation (each micro-batch mines its own triplets) is a different gradient.
    let mut naive: Option<Vec<Vec<f32>>> = None;
    for (xs, start) in split(&x, 4) {
        let l = |e: &Tensor| losses::triplet_batch_hard(e, &batch_labels[start..start + 4], 0.3);
        let g = full_batch(&engine, &xs, &l, &plan);
        naive = Some(match naive {
            None => g,
            Some(acc) => acc
                .iter()
                .zip(&g)
                .map(|(a, b)| a.iter().zip(b).map(|(p, q)| p + q / 4.0).collect())
                .collect(),
        });
    }
    let naive_diff = max_abs(&naive.unwrap(), &reference);
    assert!(
        naive_diff > 1e-2 * max_norm(&reference),
        "plain accumulation differs by only {naive_diff:e}: the test would prove nothing"
    );
}

#[test]
fn few_shot_episodes_are_exact_with_gradient_caching() {
    let plan = plan();
    let data = data::open(
        &plan.data,
        plan.model.image_size.unwrap(),
        Split::Train,
        plan.seed,
    )
    .unwrap();
    let labels: Vec<u32> = (0..data.len()).map(|i| data.label(i)).collect();
    // 3-way 2-shot 2-query: 12 images, split into micro-batches that cross support and query.
    let episode = samplers::episode(&labels, 3, 2, 2, 4040, 0, 0).unwrap();
    let x = images(data.as_ref(), &episode.images());
    let engine = Engine::new(&plan, &Device::Cpu).unwrap();
    let loss = |e: &Tensor| losses::episode_prototypes(e, 3, 2, 2);
    let reference = full_batch(&engine, &x, &loss, &plan);
    assert!(max_norm(&reference) > 1e-4);
    for micro in [5, 12] {
        let (grads, value) = engine
            .cached_gradients(&split(&x, micro), &loss, 0)
            .unwrap();
        assert!(value.is_finite() && value > 0.0);
        let diff = max_abs(&to_vecs(&grads), &reference);
        assert!(
            diff <= 1e-5 * max_norm(&reference),
            "micro {micro}: max difference {diff:e} (largest entry {:e})",
            max_norm(&reference)
        );
    }
}
