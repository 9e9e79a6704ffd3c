//! The transformer models' footprints (`Model::footprint`, through `MeasuredModel` as the memory
//! estimator calls it) against what candle really allocates for a training micro-batch: the
//! bytes the forward pass and the loss (or, for a batch-coupled loss, the gradient-caching
//! surrogate) leave alive, and the peak of the backward pass.

use crate::counting_alloc;

use std::path::Path;

use candle_core::{DType, Device, Tensor};
use counting_alloc::{measure, relative, SERIAL};
use paperfit::config::schema::{
    ClipSpec, DcalSpec, InputSize, LossName, LossSpec, ModelArch, ModelSpec,
};
use paperfit::labels::Labels;
use paperfit::models::{self, Coupling, MeasuredModel, Recipe};
use paperfit::nn::Ctx;
use paperfit_kernels::attention::AttentionPath;

/// Kept bytes: the footprint mirrors the forward op by op.
const KEPT_TOLERANCE: f64 = 0.05;
/// Backward peak: kept + the largest workspace + f32 gradients of the trainable parameters
/// (their accumulation and the optimizer's copy aside, 4 bytes each).
const BACKWARD_TOLERANCE: f64 = 0.12;

fn recipe(loss: LossName) -> Recipe {
    Recipe {
        loss: LossSpec {
            name: loss,
            ..LossSpec::cross_entropy()
        },
        sampling: None,
    }
}

/// Measure a real model (random initial weights) against the footprint of its measured twin
/// for each micro-batch size, in f32.
fn check(name: &str, spec: &ModelSpec, recipe: &Recipe, micro_batches: &[usize]) {
    check_in(name, spec, recipe, micro_batches, DType::F32);
}

/// [`check`] in `compute`. In half precision each parameter read is cast inside the graph: the
/// kept bytes are the footprint's plus a compute-dtype copy of the weights it reads (what the
/// estimator adds); the backward peak is checked in f32 only.
fn check_in(
    name: &str,
    spec: &ModelSpec,
    recipe: &Recipe,
    micro_batches: &[usize],
    compute: DType,
) {
    let dev = Device::Cpu;
    let model = models::build_for(spec, recipe, 3, &dev).unwrap();
    let measured = MeasuredModel::new(spec, recipe).unwrap();
    let size = spec.image_size.unwrap();
    let (h, w) = (size.height as usize, size.width as usize);
    let classes = spec.num_classes as usize;
    for &n in micro_batches {
        let images = Tensor::randn(0f32, 1.0, (n, 3, h, w), &dev)
            .unwrap()
            .to_dtype(compute)
            .unwrap();
        // Every class once before any twice (CLIP's captions then include the longest).
        let labels: Vec<u32> = (0..n).map(|i| (i % classes) as u32).collect();
        let labels = Labels::new(labels, &dev).unwrap();
        let mut ctx = Ctx::train(compute, 17);
        ctx.labels = Some(labels.clone());
        let coupled = model.coupling() == Coupling::Window;
        let rows = model.forward(&images, &ctx).unwrap();
        let cached = Tensor::randn(0f32, 1.0, rows.dims(), &dev)
            .unwrap()
            .to_dtype(rows.dtype())
            .unwrap();
        drop(rows);
        let m = measure(|| {
            let rows = model.forward(&images, &ctx).unwrap();
            if coupled {
                (rows * &cached).unwrap().sum_all().unwrap()
            } else {
                model.loss(&rows, &labels).unwrap()
            }
        });
        let f = measured
            .footprint(n, h, w, compute, AttentionPath::Composed)
            .unwrap();
        if compute != DType::F32 {
            let copies = f.cast_elems() * compute.size_in_bytes() as u64;
            let kept = f.kept_bytes() + copies;
            eprintln!(
                "{name}, micro-batch {n}, {compute:?}: kept {} (estimate {kept} with {copies} of weight copies, {:+.1}%)",
                m.kept,
                100.0 * (kept as f64 / m.kept as f64 - 1.0),
            );
            assert!(
                relative(kept, m.kept) < KEPT_TOLERANCE,
                "{name}, micro-batch {n}, {compute:?}: kept"
            );
            continue;
        }
        let gradients = 4 * measured.trainable_params;
        let backward = f.kept_bytes() + f.workspace_bytes() + gradients;
        eprintln!(
            "{name}, micro-batch {n}: kept {} (estimate {}, {:+.1}%), backward peak {} (estimate {backward}, {:+.1}%)",
            m.kept,
            f.kept_bytes(),
            100.0 * (f.kept_bytes() as f64 / m.kept as f64 - 1.0),
            m.backward_peak,
            100.0 * (backward as f64 / m.backward_peak as f64 - 1.0),
        );
        assert!(
            relative(f.kept_bytes(), m.kept) < KEPT_TOLERANCE,
            "{name}, micro-batch {n}: kept"
        );
        assert!(
            relative(backward, m.backward_peak) < BACKWARD_TOLERANCE,
            "{name}, micro-batch {n}: backward peak"
        );
    }
}

#[test]
fn deit_tiny_footprint_matches_allocations() {
    let _serial = SERIAL.lock().unwrap_or_else(|e| e.into_inner());
    let mut spec = ModelSpec::new(ModelArch::DeitTiny, 10, InputSize::square(64));
    spec.depth = Some(2);
    check("deit_tiny", &spec, &recipe(LossName::CrossEntropy), &[2, 4]);
}

/// A reduced ViT-B/16 with stochastic depth, and with the re-ID head (features and logits)
/// whose batch-hard loss runs by gradient caching.
#[test]
fn reduced_vit_footprint_matches_allocations() {
    let _serial = SERIAL.lock().unwrap_or_else(|e| e.into_inner());
    let mut spec = ModelSpec::new(ModelArch::VitB16, 8, InputSize::square(64));
    spec.width = Some(128);
    spec.depth = Some(2);
    spec.drop_path_rate = 0.1;
    check(
        "vit_b16 reduced",
        &spec,
        &recipe(LossName::CrossEntropy),
        &[2, 4],
    );
    check(
        "vit_b16 reduced, triplet",
        &spec,
        &recipe(LossName::TripletCrossEntropy),
        &[2, 4],
    );
}

fn dcal_spec(pair_wise: bool, classes: u32) -> ModelSpec {
    let mut spec = ModelSpec::new(ModelArch::Dcal, classes, InputSize::square(64));
    spec.backbone = Some(ModelArch::DeitTiny);
    spec.depth = Some(2);
    spec.drop_path_rate = 0.1;
    spec.dcal = Some(DcalSpec {
        local_query_ratio: 0.3,
        glca_blocks: 1,
        pair_wise,
    });
    spec
}

#[test]
fn dcal_footprint_matches_allocations() {
    let _serial = SERIAL.lock().unwrap_or_else(|e| e.into_inner());
    let dcal = recipe(LossName::DcalUncertainty);
    check("dcal, pwca", &dcal_spec(true, 10), &dcal, &[2, 4]);
    check("dcal, no pwca", &dcal_spec(false, 10), &dcal, &[2, 4]);
    check(
        "dcal re-id",
        &dcal_spec(true, 6),
        &recipe(LossName::TripletCrossEntropy),
        &[2, 4],
    );
}

/// A few merges in OpenAI's format (see tests/it/clip.rs): enough to tokenize the class names.
const TINY_MERGES: &str = "#version: 0.2 (paperfit test merges)
p h
o t
ph ot
phot o</w>
o f</w>
m y</w>
c a
ca r</w>";

const CLASS_NAMES: [&str; 4] = [
    "AM General Hummer SUV 2000",
    "Acura RL Sedan 2012",
    "Ram C/V Cargo Van Minivan 2012",
    "smart fortwo Convertible 2012",
];

/// A reduced CLIP ViT-B/16 (width 128, two heads, two layers per tower) at 64 px, with one
/// template, so each class has one caption.
fn clip_spec(dir: &Path) -> ModelSpec {
    let tokenizer = dir.join("merges.txt");
    std::fs::write(&tokenizer, TINY_MERGES).unwrap();
    let names = dir.join("names.txt");
    std::fs::write(&names, CLASS_NAMES.join("\n") + "\n").unwrap();
    let mut spec = ModelSpec::new(ModelArch::ClipVitB16, 4, InputSize::square(64));
    spec.width = Some(128);
    spec.depth = Some(2);
    spec.clip = Some(ClipSpec {
        tokenizer,
        templates: vec!["a photo of my old {}.".into()],
        class_names: Some(names),
    });
    spec
}

#[test]
fn clip_task_arithmetic_footprint_matches_allocations() {
    let _serial = SERIAL.lock().unwrap_or_else(|e| e.into_inner());
    let dir = tempfile::tempdir().unwrap();
    check(
        "clip task arithmetic",
        &clip_spec(dir.path()),
        &recipe(LossName::CrossEntropy),
        &[4, 8],
    );
}

#[test]
fn clip_flyp_footprint_matches_allocations() {
    let _serial = SERIAL.lock().unwrap_or_else(|e| e.into_inner());
    let dir = tempfile::tempdir().unwrap();
    check(
        "clip flyp",
        &clip_spec(dir.path()),
        &recipe(LossName::Contrastive),
        &[4, 8],
    );
}

/// Without the files `[model.clip]` names, the measured model is built from placeholders of
/// the same sizes: OpenAI's vocabulary, and captions as long as the context (an upper bound
/// on what the real captions keep).
#[test]
fn clip_footprint_needs_no_files() {
    let _serial = SERIAL.lock().unwrap_or_else(|e| e.into_inner());
    let dir = tempfile::tempdir().unwrap();
    let with_files = clip_spec(dir.path());
    let mut without = with_files.clone();
    if let Some(clip) = without.clip.as_mut() {
        clip.tokenizer = dir.path().join("absent.txt.gz");
        clip.class_names = Some(dir.path().join("absent.txt"));
    }
    let mut no_table = with_files.clone();
    no_table.clip = None;
    for loss in [LossName::CrossEntropy, LossName::Contrastive] {
        let r = recipe(loss);
        let real = MeasuredModel::new(&with_files, &r).unwrap();
        let real_kept = real
            .footprint(4, 64, 64, DType::F32, AttentionPath::Composed)
            .unwrap()
            .kept_bytes();
        for spec in [&without, &no_table] {
            let placeholder = MeasuredModel::new(spec, &r).unwrap();
            let f = placeholder
                .footprint(4, 64, 64, DType::F32, AttentionPath::Composed)
                .unwrap();
            if loss == LossName::Contrastive {
                // The token embedding has OpenAI's rows; the captions fill the context.
                let tiny_vocab = 2 * 256 + 8 + 2;
                let extra_rows = paperfit::models::clip::OPENAI_VOCAB_SIZE as u64 - tiny_vocab;
                assert_eq!(
                    placeholder.trainable_params,
                    real.trainable_params + extra_rows * 128
                );
                assert!(f.kept_bytes() > real_kept);
            } else {
                assert_eq!(placeholder.trainable_params, real.trainable_params);
                assert_eq!(f.kept_bytes(), real_kept);
            }
        }
    }
}

/// Every ViT variant (reduced to one block: the shapes are the variant's) has a footprint at
/// its usual input size.
#[test]
fn every_vit_variant_has_a_footprint() {
    let _serial = SERIAL.lock().unwrap_or_else(|e| e.into_inner());
    for arch in [
        ModelArch::VitB16,
        ModelArch::VitB32,
        ModelArch::DeitTiny,
        ModelArch::DeitSmall,
        ModelArch::DeitBase,
    ] {
        let mut spec = ModelSpec::new(arch, 100, InputSize::square(224));
        spec.depth = Some(1);
        let m = MeasuredModel::new(&spec, &recipe(LossName::CrossEntropy)).unwrap();
        let f = m
            .footprint(2, 224, 224, DType::F16, AttentionPath::Composed)
            .unwrap();
        assert_eq!(f.segments.len(), 3, "{arch:?}");
        assert!(f.kept_bytes() > 0 && f.workspace_bytes() > 0, "{arch:?}");
    }
    let mut dcal = dcal_spec(true, 100);
    dcal.image_size = Some(InputSize::square(224));
    dcal.depth = Some(1);
    let m = MeasuredModel::new(&dcal, &recipe(LossName::DcalUncertainty)).unwrap();
    assert!(m
        .footprint(2, 224, 224, DType::BF16, AttentionPath::Composed)
        .is_some());
}

/// Half precision: the norms and softmax widen to f32, CLIP's text tower keeps an f32 residual
/// stream, and every weight read is cast (f16: candle's CPU matmul has no bf16).
#[test]
fn half_precision_footprints_match_allocations() {
    let _serial = SERIAL.lock().unwrap_or_else(|e| e.into_inner());
    let mut deit = ModelSpec::new(ModelArch::DeitTiny, 10, InputSize::square(64));
    deit.depth = Some(2);
    let f16 = DType::F16;
    check_in(
        "deit_tiny",
        &deit,
        &recipe(LossName::CrossEntropy),
        &[4],
        f16,
    );
    let dcal = recipe(LossName::DcalUncertainty);
    check_in("dcal, pwca", &dcal_spec(true, 10), &dcal, &[4], f16);
    let dir = tempfile::tempdir().unwrap();
    let clip = clip_spec(dir.path());
    check_in(
        "clip task arithmetic",
        &clip,
        &recipe(LossName::CrossEntropy),
        &[4],
        f16,
    );
    check_in(
        "clip flyp",
        &clip,
        &recipe(LossName::Contrastive),
        &[4],
        f16,
    );
}
