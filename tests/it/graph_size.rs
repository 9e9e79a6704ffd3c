//! How many autograd nodes one training micro-batch builds, per model: every node is a kernel
//! launch in the forward, one or more in the backward, and a gradient to accumulate. The fused
//! layer ops exist to keep this small; this test holds each model to its recorded count (the
//! figures docs/training.md quotes), ViT-B/16 to a third of what the composed layer set built,
//! SE-ResNeXt50 to a fifth.
//!
//! The counts are exact, with no margin either way: a graph is a pure function of the code and
//! the input's shape (not of the machine, the thread count or the values), so any change is a
//! change to a model (a block lost, a fused op replaced by composed ones, or a new fusion) and
//! its figure here and in the docs is updated with it.

use crate::common;

use candle_core::{DType, Device, Tensor};
use paperfit::labels::Labels;
use paperfit::models;
use paperfit::nn::{Ctx, Init};
use paperfit::plan::Plan;

/// ViT-B/16's nodes per micro-batch (forward and cross-entropy loss) with the layer set
/// composed from candle-core primitives, before the fused ops (measured by this test on the
/// tree before they landed).
const VIT_B16_COMPOSED_NODES: usize = 1188;

/// SE-ResNeXt50's nodes per micro-batch with the composed convolutional layers (one
/// convolution per group and a concatenation, BatchNorm and max pooling from primitives),
/// measured by this test on the tree before the fused convolutional ops.
const SE_RESNEXT50_COMPOSED_NODES: usize = 2773;

/// The autograd nodes of one training micro-batch of `plan`'s model: forward, loss.
fn nodes_per_micro_batch(plan: &Plan, batch: usize) -> usize {
    nodes(plan, batch, true)
}

/// The autograd nodes of `plan`'s model on a micro-batch of `batch` images: its forward and,
/// with `loss`, its loss (else the rows' sum: episodic and coupled losses need a whole step).
fn nodes(plan: &Plan, batch: usize, loss: bool) -> usize {
    // Zero weights: the graph's shape does not depend on the values, and ViT-B's or CLIP's
    // random initialisation (and CLIP's zero-shot head) would take most of the test's time.
    let init = Init::zeros(&Device::Cpu);
    let model = models::build_with(&plan.model, &plan.recipe(), &init).unwrap();
    let size = plan.model.image_size.unwrap();
    let (h, w) = (size.height as usize, size.width as usize);
    let images = Tensor::randn(0f32, 1.0, (batch, 3, h, w), &Device::Cpu).unwrap();
    let labels = Labels::new(
        (0..batch as u32).map(|i| i % 2).collect::<Vec<u32>>(),
        &Device::Cpu,
    )
    .unwrap();
    let mut ctx = Ctx::train(DType::F32, 1);
    ctx.labels = Some(labels.clone());
    let rows = model.forward(&images, &ctx).unwrap();
    let end = match loss {
        true => model.loss(&rows, &labels).unwrap(),
        false => rows.sum_all().unwrap(),
    };
    end.sorted_nodes().len()
}

#[test]
fn autograd_nodes_per_micro_batch() {
    let cases: &[(&str, &str, &[&str])] = &[
        (
            "ViT-B/16",
            "quickstart_vit.toml",
            &["model.name=\"vit_b16\"", "paper.input_size=32"],
        ),
        ("DeiT-Tiny", "quickstart_vit.toml", &["paper.input_size=32"]),
        ("small CNN", "quickstart.toml", &["paper.input_size=32"]),
        (
            "SE-ResNeXt50",
            "seresnext50_aptos.toml",
            &["paper.input_size=32"],
        ),
        (
            "ResNet-50",
            "seresnext50_aptos.toml",
            &["model.name=\"resnet50\"", "paper.input_size=32"],
        ),
    ];
    let mut counts = Vec::new();
    for (name, experiment, sets) in cases {
        let plan = common::synthetic_plan(experiment, sets);
        let nodes = nodes_per_micro_batch(&plan, 2);
        println!("{name:<12} {nodes:>6} autograd nodes per micro-batch");
        counts.push((*name, nodes));
    }
    assert_eq!(
        counts, MICRO_BATCH_NODES,
        "the graphs changed: update MICRO_BATCH_NODES and docs/training.md with the reason"
    );
    let count = |name: &str| counts.iter().find(|(n, _)| *n == name).unwrap().1;
    let (vit_b16, se_resnext50) = (count("ViT-B/16"), count("SE-ResNeXt50"));
    assert!(
        se_resnext50 * 5 <= SE_RESNEXT50_COMPOSED_NODES,
        "SE-ResNeXt50 builds {se_resnext50} nodes per micro-batch, more than a fifth of the composed layers' {SE_RESNEXT50_COMPOSED_NODES}"
    );
    assert!(
        vit_b16 * 3 <= VIT_B16_COMPOSED_NODES,
        "ViT-B/16 builds {vit_b16} nodes per micro-batch, more than a third of the composed layer set's {VIT_B16_COMPOSED_NODES}"
    );
}

/// Nodes per training micro-batch of 2 images at 32 px (forward and loss), as this test counted
/// them with the fused layer ops; docs/training.md quotes ViT-B/16's, SE-ResNeXt50's,
/// ResNet-50's and the small CNN's. Exact (see the top of this file).
const MICRO_BATCH_NODES: &[(&str, usize)] = &[
    ("ViT-B/16", 308),
    ("DeiT-Tiny", 308),
    ("small CNN", 40),
    ("SE-ResNeXt50", 451),
    ("ResNet-50", 291),
];

/// Forward nodes of each shipped architecture on 4 images of 32 px, as this test counted them
/// with the fused layer ops. Exact (see the top of this file): more is a lost fused op or
/// composed ones gained, fewer a lost block or a new fusion.
const FORWARD_NODES: &[(&str, usize)] = &[
    ("clip_vit_b16", 616),
    ("clip_vit_b32", 292),
    ("dcal", 707),
    ("fsct", 200),
    ("small_cnn", 39),
    ("deit_tiny", 307),
    ("seresnext50_32x4d", 448),
];

/// Every shipped experiment's model, forward to its rows at a small input: the count each one
/// builds per micro-batch, reported, and held to [`FORWARD_NODES`].
#[test]
fn every_shipped_model_reports_its_graph() {
    let mut experiments: Vec<String> = std::fs::read_dir(common::root().join("experiments"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".toml"))
        .collect();
    experiments.sort();
    // CLIP's tokenizer: byte-level tokens only (no merges); OpenAI's file is not shipped.
    let dir = tempfile::tempdir().unwrap();
    let tokenizer = dir.path().join("bpe.txt");
    std::fs::write(&tokenizer, "#version: 0.2\n").unwrap();
    let tokenizer = format!("model.clip.tokenizer=\"{}\"", tokenizer.display());
    let mut seen = std::collections::HashSet::new();
    let mut changed = Vec::new();
    for experiment in &experiments {
        let mut sets = vec!["paper.input_size=32"];
        if experiment.starts_with("clip") {
            sets.push(&tokenizer);
        }
        let plan = common::synthetic_plan(experiment, &sets);
        // Experiments that share an architecture (DCAL's datasets, FS-CT's shots) once.
        let arch = format!("{:?} {:?}", plan.model.name, plan.model.backbone);
        if !seen.insert(arch) {
            continue;
        }
        let n = nodes(&plan, 4, false);
        println!(
            "{experiment:<42} {:<24} {n:>6} autograd nodes (forward)",
            plan.model.name.as_str()
        );
        let name = plan.model.name.as_str();
        let Some(&(_, recorded)) = FORWARD_NODES.iter().find(|(arch, _)| *arch == name) else {
            panic!("{experiment}: `{name}` has no recorded count in FORWARD_NODES");
        };
        if n != recorded {
            changed.push(format!("{experiment}: `{name}` builds {n}, not {recorded}"));
        }
    }
    assert!(
        changed.is_empty(),
        "forward nodes changed (update FORWARD_NODES with the reason): {changed:?}"
    );
}
