//! Every architecture and every recipe runs a whole optimizer window (forward, loss, backward)
//! with checkpointing off and on, in micro-batches (so batch-coupled losses go through gradient
//! caching), while the CPU holds every matrix product, forward and backward, to the rule of
//! candle's CUDA matmul (`paperfit_kernels::matmul`). A model that passes here does not fail on a
//! GPU with "matmul is only supported for contiguous tensors".

use crate::common;

use candle_core::Device;
use paperfit::config::schema::Precision;
use paperfit::data::{self, Split};
use paperfit::plan::Plan;
use paperfit::train::engine::Engine;
use paperfit::train::windows::step_windows;
use paperfit_kernels::matmul::checked_products;

use common::synthetic_plan as plan;

/// One window of `plan` with checkpointing off and on: it must run, check products against the
/// CUDA rule, and give finite gradients for every parameter.
fn window_runs_under_strict_layouts(what: &str, plan: &Plan) {
    assert!(
        plan.accumulation_steps >= 2,
        "{what}: the window must be split ({} x {})",
        plan.micro_batch,
        plan.accumulation_steps
    );
    let size = plan.model.image_size.unwrap();
    let train = data::open(&plan.data, size, Split::Train, plan.seed).unwrap();
    let window = step_windows(plan, train.as_ref(), 0).unwrap()[0].clone();
    for checkpointing in [false, true] {
        let mut plan = plan.clone();
        plan.gradient_checkpointing = checkpointing;
        let mut engine = Engine::new(&plan, &Device::Cpu).unwrap();
        let before = checked_products();
        let (grads, loss) = engine
            .window_gradients(train.as_ref(), &window, plan.micro_batch as usize, 0)
            .unwrap_or_else(|e| panic!("{what} (checkpointing {checkpointing}): {e}"));
        assert!(
            checked_products() > before,
            "{what}: no product was checked"
        );
        assert!(loss.is_finite(), "{what}: loss {loss}");
        if plan.precision == Precision::Fp16 {
            // The first window of fp16 may overflow at the initial loss scale: the scaler then
            // skips the step (tests/it/training_equivalence.rs); finiteness is not this test's claim.
            continue;
        }
        assert_eq!(grads.len(), engine.params().len(), "{what}");
        for (g, p) in grads.iter().zip(engine.params()) {
            let norm = g
                .to_dtype(candle_core::DType::F64)
                .unwrap()
                .sqr()
                .unwrap()
                .sum_all()
                .unwrap()
                .to_scalar::<f64>()
                .unwrap();
            assert!(
                norm.is_finite(),
                "{what}: `{}` has a non-finite gradient",
                p.name
            );
        }
    }
}

#[test]
fn plain_classifiers_of_every_architecture() {
    use paperfit::config::schema::ModelArch;
    use paperfit::models::registry::entry;
    let small_vit = ["model.width=64", "model.depth=2"];
    // Every registered architecture that stands alone and is not CLIP (the wrappers and CLIP
    // have their own tests below), at two patches a side where it cuts patches.
    let plain = ModelArch::ALL.iter().map(|&arch| entry(arch));
    for arch in plain.filter(|a| !a.wraps_backbone() && !a.is_clip()) {
        let name = arch.name.as_str();
        let size = arch.patch().map_or(32, |p| 2 * p);
        let extra = if arch.is_vit() {
            &small_vit[..]
        } else {
            &[][..]
        };
        let name_set = format!("model.name=\"{name}\"");
        let size_set = format!("paper.input_size={size}");
        let mut sets = vec![
            name_set.as_str(),
            size_set.as_str(),
            "model.drop_path_rate=0.0",
            "paper.effective_batch=8",
            "train.micro_batch=4",
        ];
        sets.extend_from_slice(extra);
        let p = plan("quickstart_vit.toml", &sets);
        window_runs_under_strict_layouts(name, &p);
    }
}

#[test]
fn every_loss_of_a_plain_classifier_in_full_and_half_precision() {
    for (loss, precision) in [
        ("cross_entropy", Precision::Fp32),
        ("cross_entropy", Precision::Fp16),
        ("mse", Precision::Fp32),
        ("triplet_cross_entropy", Precision::Fp32),
    ] {
        for (name, extra) in [
            ("deit_tiny", &["model.width=64", "model.depth=2"][..]),
            ("resnet18", &[][..]),
        ] {
            let loss_set = format!("paper.loss.name=\"{loss}\"");
            let name_set = format!("model.name=\"{name}\"");
            let precision_set = format!("train.precision=\"{precision}\"");
            let mut sets = vec![
                name_set.as_str(),
                loss_set.as_str(),
                "paper.loss.label_smoothing=0.0",
                "paper.input_size=32",
                "paper.effective_batch=8",
                "train.micro_batch=4",
                "model.drop_path_rate=0.0",
            ];
            sets.extend_from_slice(extra);
            sets.push(precision_set.as_str());
            let p = plan("quickstart_vit.toml", &sets);
            assert_eq!(p.precision, precision);
            window_runs_under_strict_layouts(&format!("{name} {loss} {precision}"), &p);
        }
    }
}

/// The doctor's small workload of every family: DCAL with PWCA and its re-identification
/// loss, FS-CT episodes, CLIP Task Arithmetic and FLYP, the CNNs and the ViT.
#[test]
fn every_family_the_doctor_checks() {
    let scratch = paperfit::doctor::workloads::Scratch::new().unwrap();
    for family in paperfit::doctor::workloads::FAMILIES {
        let p = scratch
            .plan(family, "cpu", Precision::Fp32, &[])
            .unwrap_or_else(|e| panic!("{}: {e}", family.name));
        window_runs_under_strict_layouts(family.name, &p);
    }
}

#[test]
fn few_shot_transformers_on_episodes() {
    for (experiment, backbone) in [
        ("fsct_miniimagenet_resnet34_5w5s.toml", "resnet34"),
        ("fsct_miniimagenet_resnet34_5w1s.toml", "conv4"),
        ("profoct_miniimagenet.toml", "conv4"),
    ] {
        let k_shot = if experiment.contains("5w1s") { 1 } else { 5 };
        let batch = 5 * (k_shot + 2);
        let backbone_set = format!("model.backbone=\"{backbone}\"");
        let batch_set = format!("paper.effective_batch={batch}");
        let micro_set = format!("train.micro_batch={}", batch / 5);
        let sets = [
            backbone_set.as_str(),
            batch_set.as_str(),
            micro_set.as_str(),
            "paper.input_size=32",
            "paper.sampling.n_query=2",
            "model.num_classes=5",
            "data.num_classes=5",
            "data.train_samples=60",
            "data.transforms.train=[{op=\"resize\", size=32}, {op=\"normalize\"}]",
            "data.transforms.eval=[{op=\"resize\", size=32}, {op=\"normalize\"}]",
        ];
        let p = plan(experiment, &sets);
        window_runs_under_strict_layouts(&format!("{experiment} on {backbone}"), &p);
    }
}
