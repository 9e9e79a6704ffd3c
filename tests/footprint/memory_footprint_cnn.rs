//! The convolutional models' footprints (`MeasuredModel::footprint`, what the memory estimator
//! reads) against what candle really allocates for a training micro-batch: this test binary
//! counts every heap allocation, so the bytes the forward pass and loss leave alive (the
//! autograd graph) and the peak of the backward pass are measured exactly.

use crate::counting_alloc;

use candle_core::{DType, Device, Tensor};
use counting_alloc::{measure, relative, SERIAL};
use paperfit::config::schema::{InputSize, LossName, LossSpec, ModelArch, ModelSpec, SamplingSpec};
use paperfit::labels::Labels;
use paperfit::models::{self, Coupling, MeasuredModel, Recipe};
use paperfit::nn::Ctx;
use paperfit_kernels::attention::AttentionPath;

/// Kept bytes: within this of the measurement.
const KEPT_TOLERANCE: f64 = 0.05;
/// Backward peak: within this of kept + workspace + gradients.
const BACKWARD_TOLERANCE: f64 = 0.12;

fn spec(name: ModelArch, size: u32, frozen_bn: bool) -> ModelSpec {
    ModelSpec {
        freeze_batchnorm: frozen_bn,
        ..ModelSpec::new(name, 10, InputSize::square(size))
    }
}

/// The shipped FS-CT setup (5-way 5-shot, 16 queries, episodic cross-entropy).
fn episodes() -> Recipe {
    Recipe {
        loss: LossSpec {
            name: LossName::Episodic,
            ..LossSpec::cross_entropy()
        },
        sampling: Some(SamplingSpec::Episodes {
            n_way: 5,
            k_shot: 5,
            n_query: 16,
        }),
    }
}

fn triplet() -> Recipe {
    Recipe {
        loss: LossSpec {
            name: LossName::TripletCrossEntropy,
            ..LossSpec::cross_entropy()
        },
        sampling: None,
    }
}

/// Measure a training micro-batch of each size in `micro_batches` of `size` px images, and
/// check the estimate. A per-sample loss: the forward and the summed loss, as
/// `Engine::step_gradients` runs it. A coupled loss: the forward and the gradient-caching
/// surrogate `(rows * cached_row_grads).sum()`, as `Engine::cached_gradients` runs it.
fn check(label: &str, spec: &ModelSpec, recipe: &Recipe, size: usize, micro_batches: &[usize]) {
    let _serial = SERIAL.lock().unwrap_or_else(|e| e.into_inner());
    let dev = Device::Cpu;
    let model = models::build_for(spec, recipe, 0, &dev).unwrap();
    let measured_model = MeasuredModel::new(spec, recipe).unwrap();
    let coupled = model.coupling() == Coupling::Window;
    for &n in micro_batches {
        let images = Tensor::randn(0f32, 1.0, (n, 3, size, size), &dev).unwrap();
        let labels = Labels::new(
            (0..n as u32)
                .map(|i| i % spec.num_classes)
                .collect::<Vec<u32>>(),
            &dev,
        )
        .unwrap();
        let mut ctx = Ctx::train(DType::F32, 7);
        ctx.labels = Some(labels.clone());
        let m = if coupled {
            // The re-run with the cached gradients does not update the running statistics.
            ctx.update_batch_stats = false;
            let cached = model
                .forward(&images, &ctx)
                .unwrap()
                .detach()
                .randn_like(0.0, 1.0)
                .unwrap();
            measure(|| {
                (model.forward(&images, &ctx).unwrap() * &cached)
                    .unwrap()
                    .sum_all()
                    .unwrap()
            })
        } else {
            measure(|| {
                let rows = model.forward(&images, &ctx).unwrap();
                model.loss(&rows, &labels).unwrap()
            })
        };
        let f = measured_model
            .footprint(n, size, size, DType::F32, AttentionPath::Composed)
            .expect("the model has a footprint");
        if !coupled {
            // Every trainable parameter is in the micro-batch's graph (FS-CT's head is not:
            // it runs on the cached rows).
            assert_eq!(f.weight_elems(), measured_model.trainable_params, "{label}");
        }
        // Images are plain tensors: no input gradient.
        let gradients = 4 * f.weight_elems();
        let backward = f.kept_bytes() + f.workspace_bytes() + gradients;
        let kept_error = relative(f.kept_bytes(), m.kept);
        let backward_error = relative(backward, m.backward_peak);
        eprintln!(
            "{label} n={n} {size}px: kept {} estimate {} ({:+.1}%), backward peak {} estimate {backward} ({:+.1}%; workspace {}, gradients {gradients})",
            m.kept,
            f.kept_bytes(),
            100.0 * (f.kept_bytes() as f64 / m.kept as f64 - 1.0),
            m.backward_peak,
            100.0 * (backward as f64 / m.backward_peak as f64 - 1.0),
            f.workspace_bytes(),
        );
        assert!(
            kept_error < KEPT_TOLERANCE,
            "{label} n={n}: kept {} estimated {}",
            m.kept,
            f.kept_bytes()
        );
        assert!(
            backward_error < BACKWARD_TOLERANCE,
            "{label} n={n}: backward peak {} estimated {backward}",
            m.backward_peak
        );
    }
}

#[test]
fn small_cnn_footprint_matches_allocations() {
    let ce = Recipe::cross_entropy();
    // 32 px: every pooling tiles its map; 36 px: the last one (9 px) takes the strided path.
    check(
        "small_cnn",
        &spec(ModelArch::SmallCnn, 32, false),
        &ce,
        32,
        &[2, 6],
    );
    check(
        "small_cnn",
        &spec(ModelArch::SmallCnn, 36, false),
        &ce,
        36,
        &[3],
    );
    // Features and logits concatenated, with the batch-hard triplet loss.
    check(
        "small_cnn triplet",
        &spec(ModelArch::SmallCnn, 32, false),
        &triplet(),
        32,
        &[4],
    );
}

#[test]
fn resnet18_footprint_matches_allocations() {
    let ce = Recipe::cross_entropy();
    check(
        "resnet18",
        &spec(ModelArch::Resnet18, 32, false),
        &ce,
        32,
        &[2, 4],
    );
    check(
        "resnet18 frozen bn",
        &spec(ModelArch::Resnet18, 40, true),
        &ce,
        40,
        &[3],
    );
}

#[test]
fn resnet34_footprint_matches_allocations() {
    let ce = Recipe::cross_entropy();
    check(
        "resnet34",
        &spec(ModelArch::Resnet34, 32, false),
        &ce,
        32,
        &[2, 4],
    );
}

#[test]
fn resnet50_footprint_matches_allocations() {
    let ce = Recipe::cross_entropy();
    check(
        "resnet50",
        &spec(ModelArch::Resnet50, 32, false),
        &ce,
        32,
        &[2, 4],
    );
}

#[test]
fn seresnext50_footprint_matches_allocations() {
    let ce = Recipe::cross_entropy();
    for frozen in [true, false] {
        let label = if frozen {
            "seresnext50 frozen bn"
        } else {
            "seresnext50 train bn"
        };
        check(
            label,
            &spec(ModelArch::SeResNext50_32x4d, 32, frozen),
            &ce,
            32,
            &[2, 4],
        );
    }
}

#[test]
fn conv4_footprint_matches_allocations() {
    let ce = Recipe::cross_entropy();
    // 42 px: 42 -> 21 -> 10 (strided path) -> 5 -> 2 (strided path).
    check(
        "conv4",
        &spec(ModelArch::Conv4, 42, false),
        &ce,
        42,
        &[2, 5],
    );
    check(
        "conv4 frozen bn",
        &spec(ModelArch::Conv4, 32, true),
        &ce,
        32,
        &[4],
    );
}

#[test]
fn fsct_resnet34_footprint_matches_allocations() {
    let spec = ModelSpec {
        backbone: Some(ModelArch::Resnet34),
        ..ModelSpec::new(ModelArch::Fsct, 64, InputSize::square(32))
    };
    check("fsct resnet34 5w5s", &spec, &episodes(), 32, &[5, 21]);
}
