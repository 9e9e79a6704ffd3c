//! Property tests: for random effective batches, world sizes, presets and batch splits, every
//! plan the resolver accepts satisfies the batch identity and the LR rule, and every rejection
//! is one that the identity forbids. A world size set after the preset's micro-batch fits the
//! micro-batch to the per-process share when the micro-batch divides the batch.

use std::path::PathBuf;

use paperfit::config::{load, LoadOptions};
use paperfit::plan::{resolve, valid_splits};
use proptest::prelude::*;

const PRESETS: [(&str, u32); 6] = [
    // quickstart.toml's per-preset micro-batches.
    ("8gb", 8),
    ("16gb", 16),
    ("24gb", 32),
    ("40gb", 64),
    ("80gb", 64),
    ("cpu", 64),
];
const TRAIN_SAMPLES: u64 = 4096;
const EPOCHS: u64 = 5;
const BASE_LR: f64 = 2e-3;

#[derive(Debug, Clone)]
enum Split {
    /// Keep the preset's micro-batch.
    Preset,
    Micro(u32),
    Accumulation(u32),
}

fn split() -> impl Strategy<Value = Split> {
    prop_oneof![
        Just(Split::Preset),
        (1u32..=96).prop_map(Split::Micro),
        (1u32..=96).prop_map(Split::Accumulation),
    ]
}

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn accepted_plans_satisfy_the_batch_identity_and_the_lr_rule(
        effective in 1u32..=1024,
        world in prop::sample::select(vec![1u32, 2, 3, 4, 8]),
        preset in 0usize..PRESETS.len(),
        split in split(),
        scaling in prop::sample::select(vec!["linear", "sqrt", "none"]),
        reference in prop::sample::select(vec![32u32, 64, 256, 512]),
    ) {
        let (preset_name, preset_micro) = PRESETS[preset];
        let mut o = LoadOptions::new(root().join("experiments/quickstart.toml"), preset_name);
        o.presets_dir = Some(root().join("presets"));
        o = o
            .set(&format!("paper.effective_batch={effective}"))
            .set(&format!("paper.lr_scaling={scaling}"))
            .set(&format!("paper.lr_reference_batch={reference}"))
            .set("paper.schedule.min_lr=0.0")
            .set(&format!("train.world_size={world}"));
        match split {
            Split::Preset => {}
            Split::Micro(m) => o = o.set(&format!("train.micro_batch={m}")),
            Split::Accumulation(a) => o = o.set(&format!("train.accumulation_steps={a}")),
        }
        let loaded = load(&o).expect("the configuration itself is valid");
        let result = resolve(&loaded);

        // The model of what must be accepted.
        let per_device = (effective % world == 0).then_some(effective / world);
        let expected = per_device.and_then(|per| match split {
            Split::Preset if per % preset_micro == 0 => Some((preset_micro, per / preset_micro)),
            // The world size (set on the command line, after the preset) broke a micro-batch
            // that divides the batch: the largest micro-batch up to it that divides the share.
            Split::Preset if effective % preset_micro == 0 => valid_splits(per)
                .into_iter()
                .filter(|&(m, _)| m <= preset_micro)
                .max(),
            Split::Preset => None,
            Split::Micro(m) => (per % m == 0).then_some((m, per / m)),
            Split::Accumulation(a) => (per % a == 0).then_some((per / a, a)),
        });

        match (result, expected) {
            (Ok(plan), Some((micro, accumulation))) => {
                prop_assert_eq!((plan.micro_batch, plan.accumulation_steps), (micro, accumulation));
                prop_assert_eq!(
                    u64::from(plan.micro_batch) * u64::from(plan.accumulation_steps) * u64::from(plan.world_size),
                    u64::from(plan.effective_batch)
                );
                prop_assert_eq!(plan.effective_batch, effective);
                let ratio = f64::from(effective) / f64::from(reference);
                let factor = match scaling {
                    "linear" => ratio,
                    "sqrt" => ratio.sqrt(),
                    _ => 1.0,
                };
                let lr = BASE_LR * factor;
                prop_assert!((plan.lr - lr).abs() <= 1e-12 * lr, "lr {} expected {}", plan.lr, lr);
                // Schedule lengths are optimizer steps.
                let steps = TRAIN_SAMPLES.div_ceil(u64::from(effective));
                prop_assert_eq!(plan.schedule.steps_per_epoch, steps);
                prop_assert_eq!(plan.schedule.total_steps, steps * EPOCHS);
                prop_assert_eq!(plan.schedule.warmup_steps, steps);
            }
            (Err(e), None) => {
                // The error names a batch key and lists only splits that satisfy the identity.
                let key = e.key.clone().unwrap_or_default();
                prop_assert!(
                    ["train.world_size", "train.micro_batch", "train.accumulation_steps"].contains(&key.as_str()),
                    "unexpected key {}: {}", key, e
                );
                if let Some(per) = per_device {
                    let listed = e.expected.clone().unwrap_or_default();
                    let micro: Vec<String> = valid_splits(per).iter().map(|(m, _)| m.to_string()).collect();
                    prop_assert!(listed.contains(&micro.join(", ")), "{}", listed);
                }
            }
            (Ok(plan), None) => prop_assert!(false, "accepted an impossible split: {:?}", (plan.micro_batch, plan.accumulation_steps, plan.world_size)),
            (Err(e), Some(_)) => prop_assert!(false, "rejected a valid split:\n{}", e),
        }
    }

    #[test]
    fn valid_splits_multiply_to_the_batch(per_device in 1u32..=5000) {
        let splits = valid_splits(per_device);
        prop_assert!(splits.iter().all(|(m, a)| m * a == per_device));
        prop_assert_eq!(splits.first(), Some(&(1, per_device)));
        prop_assert_eq!(splits.last(), Some(&(per_device, 1)));
    }
}
