//! The weights' copies in the compute dtype (bf16 here, on the CPU): training with them gives the
//! bits of casting each weight at each use, a load refreshes them, and the memory estimate
//! counts the bytes they hold.

use std::collections::BTreeMap;

use candle_core::{DType, Device, Tensor};

use super::Engine;
use crate::data::{self, Dataset, Split};
use crate::nn::footprint::Tracer;
use crate::plan::Plan;

/// A tiny DeiT in bf16 on the CPU: width 128 (2 heads), 2 blocks, 32 px, steps of 8 in
/// micro-batches of 4.
fn tiny_deit_bf16() -> Plan {
    super::test_plan(
        "quickstart_vit.toml",
        &[
            "train.precision=bf16",
            "model.drop_path_rate=0",
            "model.width=128",
            "model.depth=2",
            "paper.input_size=32",
            "data.train_samples=64",
            "paper.effective_batch=8",
            "train.micro_batch=4",
        ],
    )
}

fn train_data(plan: &Plan) -> Box<dyn Dataset> {
    let size = plan.model.image_size.unwrap();
    data::open(&plan.data, size, Split::Train, plan.seed).unwrap()
}

/// Optimizer steps `steps` on windows of 8 samples, returning each step's loss bits.
fn train(engine: &mut Engine, data: &dyn Dataset, steps: std::ops::Range<u64>) -> Vec<u64> {
    steps
        .map(|s| {
            let window: Vec<usize> = (0..8).map(|i| (s as usize * 8 + i) % 64).collect();
            engine
                .train_step(data, &window, 4, s)
                .unwrap()
                .loss
                .to_bits()
        })
        .collect()
}

/// Every weight's and optimizer tensor's bits.
fn bits(engine: &Engine) -> BTreeMap<String, Vec<u32>> {
    let (weights, optimizer) = engine.checkpoint_tensors().unwrap();
    weights
        .into_iter()
        .chain(optimizer)
        .map(|(k, t)| (k, words(&t)))
        .collect()
}

fn words(t: &Tensor) -> Vec<u32> {
    let t = t.flatten_all().unwrap();
    match t.dtype() {
        DType::F32 => t
            .to_vec1::<f32>()
            .unwrap()
            .iter()
            .map(|v| v.to_bits())
            .collect(),
        _ => t
            .to_dtype(DType::F64)
            .unwrap()
            .to_vec1::<f64>()
            .unwrap()
            .iter()
            .map(|v| v.to_bits() as u32 ^ (v.to_bits() >> 32) as u32)
            .collect(),
    }
}

#[test]
fn bf16_training_with_weight_copies_gives_the_bits_of_casting_at_each_use() {
    let plan = tiny_deit_bf16();
    let data = train_data(&plan);
    let mut copies = Engine::new(&plan, &Device::Cpu).unwrap();
    let mut casts = Engine::new(&plan, &Device::Cpu).unwrap();
    casts.cast_weights_at_each_use();
    let mut losses = train(&mut copies, data.as_ref(), 0..1);
    // The optimizer's update writes the copies in place: the later steps keep the same tensors.
    let made = copies.weight_copies.as_ref().unwrap().ids();
    losses.extend(train(&mut copies, data.as_ref(), 1..4));
    assert_eq!(copies.weight_copies.as_ref().unwrap().ids(), made);
    assert_eq!(losses, train(&mut casts, data.as_ref(), 0..4));
    assert_eq!(bits(&copies), bits(&casts));
    assert!(copies.weight_copy_bytes() > 0);
    assert_eq!(casts.weight_copy_bytes(), 0);
}

/// A resume into an engine that has trained already (its copies made from other weights):
/// loading refreshes them, and the run continues with the uninterrupted run's bits.
#[test]
fn loading_weights_refreshes_the_copies_and_resume_is_bit_identical_in_bf16() {
    let plan = tiny_deit_bf16();
    let data = train_data(&plan);
    let mut straight = Engine::new(&plan, &Device::Cpu).unwrap();
    let expected = train(&mut straight, data.as_ref(), 0..4);
    let mut first = Engine::new(&plan, &Device::Cpu).unwrap();
    let mut losses = train(&mut first, data.as_ref(), 0..2);
    let (weights, optimizer) = first.checkpoint_tensors().unwrap();
    let mut resumed = Engine::new(&plan, &Device::Cpu).unwrap();
    // Copies from steps the resumed run never took.
    train(&mut resumed, data.as_ref(), 5..7);
    resumed.load_weights(&weights).unwrap();
    resumed.optimizer.load_state(&optimizer).unwrap();
    losses.extend(train(&mut resumed, data.as_ref(), 2..4));
    assert_eq!(losses, expected);
    assert_eq!(bits(&resumed), bits(&straight));
}

/// The memory estimate's copies (the footprint's linear weights, 2 bytes each in bf16) are
/// the bytes the engine holds after a step.
#[test]
fn the_estimate_counts_the_bytes_the_weight_copies_hold() {
    let plan = tiny_deit_bf16();
    let data = train_data(&plan);
    let mut engine = Engine::new(&plan, &Device::Cpu).unwrap();
    train(&mut engine, data.as_ref(), 0..1);
    let mut tracer = Tracer::new(4, DType::BF16);
    crate::models::Model::footprint(engine.model(), &mut tracer, &[4, 3, 32, 32]).unwrap();
    let footprint = tracer.finish();
    assert!(footprint.copy_elems() > 0);
    assert_eq!(
        footprint.copy_elems() as usize * 2,
        engine.weight_copy_bytes()
    );
}
