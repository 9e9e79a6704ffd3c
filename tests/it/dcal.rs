//! DCAL: parameter count, GLCA query selection by attention rollout, PWCA weight sharing and
//! its absence at inference, the uncertainty-weighted loss, and exact micro-batching.

use crate::common;

use crate::common::reference;
use candle_core::{DType, Device, Tensor, D};
use paperfit::config::schema::{DcalSpec, InputSize, LossName, LossSpec, ModelArch, ModelSpec};
use paperfit::labels::Labels;
use paperfit::models::dcal::{local_query_count, Dcal};
use paperfit::models::{self, Model, Recipe};
use paperfit::nn::{ops, Ctx, Init};
use paperfit::train::engine::Engine;

fn dcal_spec(
    backbone: ModelArch,
    classes: u32,
    size: u32,
    ratio: f64,
    pair_wise: bool,
) -> ModelSpec {
    ModelSpec {
        backbone: Some(backbone),
        dcal: Some(DcalSpec {
            local_query_ratio: ratio,
            glca_blocks: 1,
            pair_wise,
        }),
        ..ModelSpec::new(ModelArch::Dcal, classes, InputSize::square(size))
    }
}

fn recipe(loss: LossName) -> Recipe {
    Recipe {
        loss: LossSpec {
            name: loss,
            ..LossSpec::cross_entropy()
        },
        sampling: None,
    }
}

/// A DCAL small enough for CPU tests: width 64 (one head), 2 blocks, 64 px (4 x 4 patches).
fn tiny(ratio: f64, pair_wise: bool, drop_path: f64) -> Dcal {
    let mut spec = dcal_spec(ModelArch::DeitTiny, 5, 64, ratio, pair_wise);
    spec.width = Some(64);
    spec.depth = Some(2);
    spec.drop_path_rate = drop_path;
    paperfit::models::build_dcal(
        &spec,
        &recipe(LossName::DcalUncertainty),
        &Init::new(7, &Device::Cpu),
    )
    .unwrap()
}

fn images(n: usize, seed: u64) -> Tensor {
    let mut state = seed;
    let values: Vec<f32> = (0..n * 3 * 64 * 64)
        .map(|_| {
            state = paperfit::seed::mix(state, 1);
            (state % 1000) as f32 / 500.0 - 1.0
        })
        .collect();
    Tensor::from_vec(values, (n, 3, 64, 64), &Device::Cpu).unwrap()
}

#[test]
fn parameter_count_of_dcal_vit_b16_at_448_with_200_classes() {
    let spec = dcal_spec(ModelArch::VitB16, 200, 448, 0.1, true);
    let dcal = models::count_parameters(&spec, &recipe(LossName::DcalUncertainty)).unwrap();
    // The SA branch is the ViT-B/16 at 448 px with a 200-class head.
    let sa = models::count_parameters(
        &ModelSpec::new(ModelArch::VitB16, 200, InputSize::square(448)),
        &Recipe::cross_entropy(),
    )
    .unwrap();
    assert_eq!(sa, 86_404_040);
    // One transformer block of width 768, its final LayerNorm and a 200-class head, and the
    // three uncertainty weights.
    let block = 4 * 768
        + (768 * 2304 + 2304)
        + (768 * 768 + 768)
        + (768 * 3072 + 3072)
        + (3072 * 768 + 768);
    assert_eq!(dcal, sa + block + 2 * 768 + (768 * 200 + 200) + 3);
    assert_eq!(dcal, 93_647_251, "the reference is ~93.65M");
}

#[test]
fn glca_selects_exactly_ceil_r_of_the_patch_tokens_by_rollout() {
    for (ratio, expected) in [(0.1, 2), (0.3, 5), (1.0, 16)] {
        assert_eq!(local_query_count(ratio, 16), expected);
        let model = tiny(ratio, true, 0.0);
        let (_, rollout) = model
            .sa_tokens_and_rollout(&images(3, 1), &Ctx::eval(DType::F32))
            .unwrap();
        let cls: Vec<Vec<f32>> = rollout
            .narrow(1, 0, 1)
            .unwrap()
            .squeeze(1)
            .unwrap()
            .to_vec2()
            .unwrap();
        for (queries, row) in model.local_queries(&rollout).unwrap().iter().zip(&cls) {
            // The class token, then exactly ceil(R x 16) patch tokens.
            assert_eq!(queries[0], 0);
            assert_eq!(queries.len(), 1 + expected, "R = {ratio}");
            let picked = &queries[1..];
            let lowest_picked = picked.iter().map(|&i| row[i]).fold(f32::INFINITY, f32::min);
            let highest_left = (1..17)
                .filter(|i| !picked.contains(i))
                .map(|i| row[i])
                .fold(f32::NEG_INFINITY, f32::max);
            assert!(
                lowest_picked >= highest_left,
                "R = {ratio}: a token with rollout {highest_left} was left for one with {lowest_picked}"
            );
        }
    }
}

/// The GLCA queries' op (`paperfit_kernels::select::top_k_positions`, which the CUDA kernel
/// computes by rank) against the rank definition written out: a column is kept when fewer than
/// k columns score higher or as high at a lower position; in every dtype, on rows with many
/// ties (a few levels, and bf16's rounding of them).
#[test]
fn glca_queries_are_the_columns_ranked_below_k_ties_to_the_lower_position() {
    use paperfit_kernels::select::top_k_positions;
    let (n, m, first, k) = (5, 197, 1, 20);
    let levels: Vec<f32> = (0..n * m)
        .map(|i| ((i * 7919) % 13) as f32 * 0.013 + if i % 5 == 0 { 1e-4 } else { 0.0 })
        .collect();
    for dtype in [DType::F32, DType::BF16, DType::F16] {
        let scores = Tensor::from_slice(&levels, (n, m), &Device::Cpu)
            .unwrap()
            .to_dtype(dtype)
            .unwrap();
        let ours = top_k_positions(&scores, first, k)
            .unwrap()
            .to_vec2::<u32>()
            .unwrap();
        let rows = scores
            .to_dtype(DType::F32)
            .unwrap()
            .to_vec2::<f32>()
            .unwrap();
        for (row, picked) in rows.iter().zip(&ours) {
            let rank = |i: usize| {
                (first..m)
                    .filter(|&j| row[j] > row[i] || (row[j] == row[i] && j < i))
                    .count()
            };
            let expected: Vec<u32> = (first..m)
                .filter(|&i| rank(i) < k)
                .map(|i| i as u32)
                .collect();
            assert_eq!(picked, &expected, "{dtype:?}");
        }
    }
}

#[test]
fn attention_rollout_rows_are_distributions() {
    // Each 0.5 A + 0.5 I is row-stochastic, so their product is too.
    let model = tiny(0.1, true, 0.0);
    let (_, rollout) = model
        .sa_tokens_and_rollout(&images(2, 3), &Ctx::eval(DType::F32))
        .unwrap();
    assert_eq!(rollout.dims(), [2, 17, 17]);
    let sums: Vec<f32> = rollout
        .sum(D::Minus1)
        .unwrap()
        .flatten_all()
        .unwrap()
        .to_vec1()
        .unwrap();
    assert!(sums.iter().all(|s| (s - 1.0).abs() < 1e-5), "{sums:?}");
    let min = rollout
        .flatten_all()
        .unwrap()
        .min(0)
        .unwrap()
        .to_scalar::<f32>()
        .unwrap();
    assert!(min >= 0.0);
}

#[test]
fn pwca_shares_the_sa_weights_and_is_absent_at_inference() {
    let model = tiny(0.1, true, 0.0);
    // No PWCA parameters: the pair-wise pass runs through the SA blocks and head.
    let names: Vec<String> = model
        .store()
        .borrow()
        .params()
        .iter()
        .map(|p| p.name.clone())
        .collect();
    assert!(names.iter().all(|n| !n.contains("pwca")), "{names:?}");
    assert!(names.iter().any(|n| n.starts_with("glca.attn.qkv")));
    let without = tiny(0.1, false, 0.0);
    assert_eq!(
        model.store().borrow().num_parameters(),
        without.store().borrow().num_parameters() + 1,
        "pair-wise adds only its uncertainty weight"
    );
    let x = images(2, 5);
    // Training rows: SA, GLCA and PWCA logits; inference: SA and GLCA only.
    let train = model.forward(&x, &Ctx::train(DType::F32, 1)).unwrap();
    assert_eq!(train.dims(), [2, 15]);
    let eval = model.forward(&x, &Ctx::eval(DType::F32)).unwrap();
    assert_eq!(eval.dims(), [2, 10]);
    assert_eq!(
        without
            .forward(&x, &Ctx::train(DType::F32, 1))
            .unwrap()
            .dims(),
        [2, 10]
    );

    // An image paired with itself: keys and values are its own, duplicated, so the pair-wise
    // pass through the shared weights reproduces the SA pass exactly. With another image as
    // partner it does not. (No drop-path, so both passes are deterministic.)
    let one = x.narrow(0, 0, 1).unwrap();
    let rows: Vec<f32> = model
        .forward(&one, &Ctx::train(DType::F32, 1))
        .unwrap()
        .flatten_all()
        .unwrap()
        .to_vec1()
        .unwrap();
    let (sa, pwca) = (&rows[0..5], &rows[10..15]);
    let diff = common::max_difference(sa, pwca);
    assert!(diff < 1e-5, "self-paired PWCA differs from SA by {diff}");
    let rows: Vec<Vec<f32>> = train.to_vec2().unwrap();
    assert!(rows[0].iter().all(|v| v.is_finite()), "{:?}", rows[0]);
    let diff = common::max_difference(&rows[0][0..5], &rows[0][10..15]);
    assert!(
        diff > 1e-4,
        "a partner changes the PWCA branch (diff {diff})"
    );
}

#[test]
fn the_loss_is_the_uncertainty_weighted_sum_of_the_branch_losses() {
    let model = tiny(0.1, true, 0.0);
    let x = images(3, 9);
    let labels = Labels::new(vec![0u32, 3, 4], &Device::Cpu).unwrap();
    let rows = model.forward(&x, &Ctx::train(DType::F32, 1)).unwrap();
    let ce = |k: usize| {
        reference::cross_entropy_sum(&rows.narrow(1, 5 * k, 5).unwrap(), labels.on_device(), 0.0)
            .unwrap()
            .to_scalar::<f32>()
            .unwrap()
    };
    let loss = |m: &Dcal| m.loss(&rows, &labels).unwrap().to_scalar::<f32>().unwrap();
    // s = 0: 0.5 x (L_sa + L_glca + L_pwca), summed over the micro-batch.
    let expected = 0.5 * (ce(0) + ce(1) + ce(2));
    assert!(
        (loss(&model) - expected).abs() < 1e-4,
        "{} vs {expected}",
        loss(&model)
    );
    // s = (1, 0, -1): 0.5 x sum_k (e^-s_k L_k + n s_k).
    model
        .uncertainty
        .set(&Tensor::new(&[1f32, 0.0, -1.0], &Device::Cpu).unwrap())
        .unwrap();
    let e = std::f32::consts::E;
    let expected = 0.5 * (ce(0) / e + 3.0 + ce(1) + ce(2) * e - 3.0);
    assert!(
        (loss(&model) - expected).abs() < 1e-4,
        "{} vs {expected}",
        loss(&model)
    );
}

#[test]
fn inference_sums_the_sa_and_glca_probabilities() {
    let model = tiny(0.1, true, 0.0);
    let x = images(4, 11);
    let rows = model.forward(&x, &Ctx::eval(DType::F32)).unwrap();
    let p_sa: Vec<Vec<f32>> = ops::softmax(&rows.narrow(1, 0, 5).unwrap())
        .unwrap()
        .to_vec2()
        .unwrap();
    let p_glca: Vec<Vec<f32>> = ops::softmax(&rows.narrow(1, 5, 5).unwrap())
        .unwrap()
        .to_vec2()
        .unwrap();
    let predicted: Vec<u32> = p_sa
        .iter()
        .zip(&p_glca)
        .map(|(a, b)| {
            (0..5)
                .max_by(|&i, &j| (a[i] + b[i]).total_cmp(&(a[j] + b[j])))
                .unwrap() as u32
        })
        .collect();
    let labels = Labels::new(predicted.as_slice(), &Device::Cpu).unwrap();
    let (loss, correct) = model.eval_batch(&rows, &labels).unwrap();
    assert_eq!(correct, 4, "labels set to the argmax of p_sa + p_glca");
    let expected: f64 = p_sa
        .iter()
        .zip(&p_glca)
        .zip(&predicted)
        .map(|((a, b), &l)| -f64::from((a[l as usize] + b[l as usize]) / 2.0).ln())
        .sum();
    assert!((loss - expected).abs() < 1e-4, "{loss} vs {expected}");
}

fn tiny_plan(sets: &[&str]) -> paperfit::plan::Plan {
    let mut all = vec![
        "data.format=\"synthetic\"",
        "data.num_classes=4",
        "data.train_samples=64",
        "model.num_classes=4",
        "model.backbone=\"deit_tiny\"",
        "model.width=64",
        "model.depth=2",
        "model.pretrained=\"\"",
        "paper.input_size=32",
        "data.transforms.recipe=\"dcal\"",
    ];
    all.extend_from_slice(sets);
    common::plan("dcal_cub.toml", "cpu", &all)
}

/// The largest |a - b| over every pair of tensors and the largest |b| (`common::max_abs_diff`
/// and `common::largest`: infinite and NaN where a value is not finite).
fn max_abs(a: &[Tensor], b: &[Tensor]) -> (f32, f32) {
    let (a, b) = (common::to_vecs(a), common::to_vecs(b));
    (common::max_abs_diff(&a, &b), common::largest(&b))
}

#[test]
fn without_pwca_micro_batches_give_the_full_batch_gradient() {
    // PWCA pairs images inside a micro-batch, so a different split pairs differently (the
    // same distribution of random pairs). Without it, DCAL's loss is per-sample: exact.
    let plan = tiny_plan(&["model.dcal.pair_wise=false", "model.drop_path_rate=0.0"]);
    let data = paperfit::data::open(
        &plan.data,
        plan.model.image_size.unwrap(),
        paperfit::data::Split::Train,
        plan.seed,
    )
    .unwrap();
    let mut engine = Engine::new(&plan, &Device::Cpu).unwrap();
    let window: Vec<usize> = (0..8).collect();
    let (full, _) = engine
        .window_gradients(data.as_ref(), &window, 8, 0)
        .unwrap();
    for micro in [2, 3] {
        let (split, _) = engine
            .window_gradients(data.as_ref(), &window, micro, 0)
            .unwrap();
        let (diff, largest) = max_abs(&split, &full);
        assert!(largest > 1e-4);
        assert!(
            diff <= 1e-5 * largest,
            "micro {micro}: {diff:e} of {largest:e}"
        );
    }
}

#[test]
fn checkpointing_dcal_gives_the_same_gradients() {
    let plain = tiny_plan(&[]);
    let checkpointed = tiny_plan(&["train.gradient_checkpointing=true"]);
    let data = paperfit::data::open(
        &plain.data,
        plain.model.image_size.unwrap(),
        paperfit::data::Split::Train,
        plain.seed,
    )
    .unwrap();
    let window: Vec<usize> = (0..4).collect();
    let (a, _) = Engine::new(&plain, &Device::Cpu)
        .unwrap()
        .window_gradients(data.as_ref(), &window, 2, 3)
        .unwrap();
    let (b, _) = Engine::new(&checkpointed, &Device::Cpu)
        .unwrap()
        .window_gradients(data.as_ref(), &window, 2, 3)
        .unwrap();
    let (diff, largest) = max_abs(&b, &a);
    assert!(largest > 1e-4);
    assert!(diff <= 1e-6 * largest, "{diff:e} of {largest:e}");
}

#[test]
fn reid_dcal_triplet_loss_is_exact_under_gradient_caching() {
    let plan = common::plan(
        "dcal_market1501.toml",
        "cpu",
        &[
            "data.format=\"synthetic\"",
            "data.num_classes=4",
            "data.train_samples=64",
            "model.num_classes=4",
            "model.backbone=\"deit_tiny\"",
            "model.width=64",
            "model.depth=2",
            "model.pretrained=\"\"",
            "model.drop_path_rate=0.0",
            "paper.input_size=[32, 16]",
            "paper.effective_batch=8",
            "paper.lr_reference_batch=8",
            "paper.sampling.identities=4",
            "paper.sampling.images_per_identity=2",
            "data.transforms={}",
        ],
    );
    let data = paperfit::data::open(
        &plan.data,
        plan.model.image_size.unwrap(),
        paperfit::data::Split::Train,
        plan.seed,
    )
    .unwrap();
    let labels: Vec<u32> = (0..data.len()).map(|i| data.label(i)).collect();
    let window = paperfit::data::samplers::pk_batches(&labels, 4, 2, 1, 0).unwrap()[0].clone();
    let mut engine = Engine::new(&plan, &Device::Cpu).unwrap();
    assert_eq!(engine.model().coupling(), models::Coupling::Window);
    // One micro-batch of 8 against the gradient-cached 4 + 4 with the same pairs: PWCA pairs
    // inside micro-batches, so the reference pairs inside the two halves as well.
    let (cached, loss) = engine
        .window_gradients(data.as_ref(), &window, 4, 0)
        .unwrap();
    assert!(loss.is_finite() && loss > 0.0);
    let plain = tiny_reid_without_pwca(&plan);
    let mut plain_engine = Engine::new(&plain, &Device::Cpu).unwrap();
    let (full, _) = plain_engine
        .window_gradients(data.as_ref(), &window, 8, 0)
        .unwrap();
    for micro in [1, 2, 4] {
        let (split, _) = plain_engine
            .window_gradients(data.as_ref(), &window, micro, 0)
            .unwrap();
        let (diff, largest) = max_abs(&split, &full);
        assert!(largest > 1e-4);
        assert!(
            diff <= 1e-5 * largest,
            "micro {micro}: {diff:e} of {largest:e}"
        );
    }
    assert_eq!(cached.len(), engine.params().len());
}

fn tiny_reid_without_pwca(plan: &paperfit::plan::Plan) -> paperfit::plan::Plan {
    let mut p = plan.clone();
    if let Some(d) = p.model.dcal.as_mut() {
        d.pair_wise = false;
    }
    p
}

/// An out-of-memory back-off never gives DCAL's pair-wise branch a micro-batch of one image
/// (each image would be its own partner): at micro-batch 2 the step fails, naming the floor and
/// checkpointing, with no back-off made.
#[test]
fn an_out_of_memory_back_off_stops_at_two_images_for_the_pair_wise_branch() {
    use paperfit::data::{self, Split};
    use paperfit::train::engine::Faults;
    use paperfit::train::recovery::train_with_backoff;
    use paperfit::train::windows::step_windows;

    let plan = common::synthetic_plan(
        "dcal_cub.toml",
        &[
            "model.backbone=\"deit_tiny\"",
            "paper.input_size=32",
            "model.num_classes=4",
            "data.num_classes=4",
            "data.train_samples=16",
            "train.micro_batch=2",
        ],
    );
    let size = plan.model.image_size.unwrap();
    let train = data::open(&plan.data, size, Split::Train, plan.seed).unwrap();
    let window = step_windows(&plan, train.as_ref(), 0).unwrap()[0].clone();
    let mut engine = Engine::new(&plan, &Device::Cpu).unwrap();
    engine.inject(Faults {
        oom_at_step: Some(0),
        ..Faults::default()
    });
    let prepared = engine.prepare(train.as_ref(), &window, 2, 0).unwrap();
    let (mut split, mut backoffs) = (2, 0);
    let result = train_with_backoff(&mut engine, prepared, 0, &mut split, &mut |_| {
        backoffs += 1;
        Ok(())
    });
    let text = result.err().expect("no micro-batch of 1").to_string();
    assert_eq!((backoffs, split), (0, 2));
    assert!(
        text.contains("no micro-batch smaller than 2") && text.contains("gradient_checkpointing"),
        "{text}"
    );
}

/// The re-identification experiment on a synthetic stand-in (the doctor's): its
/// `paper.retrieval_features` is not read there, and the plan says so.
#[test]
fn a_stand_in_for_market1501_notes_that_retrieval_features_are_not_read() {
    let stand_in = common::plan(
        "dcal_market1501.toml",
        "cpu",
        &[
            "data.format=\"synthetic\"",
            "data.train_samples=64",
            "data.eval_samples=16",
        ],
    );
    assert_eq!(stand_in.retrieval_features, None);
    assert!(
        stand_in.notes.iter().any(|n| n
            == "paper.retrieval_features is not read: `synthetic` data is evaluated by classification, not by retrieval against a gallery"),
        "{:?}",
        stand_in.notes
    );
}
