//! Which file keys are which model names: the prefix a checkpoint puts before the model's
//! names (`module.`, `model.`, open_clip's `visual.`), the one a model adds before a published
//! backbone's (FS-CT's `feature.`), and the BatchNorm counters no model holds.

use std::collections::{BTreeMap, BTreeSet};

/// torchvision's BatchNorm step counter: in checkpoints, never in a model.
pub(super) fn is_batch_counter(key: &str) -> bool {
    key.rsplit('.').next() == Some("num_batches_tracked")
}

/// The key prefix (ending in `.`, or empty) under which the most file keys are model names.
/// Ties go to the shorter prefix, so a file that matches as it is keeps its keys.
pub(super) fn detect_prefix(keys: &[&str], model: &BTreeMap<String, Vec<usize>>) -> String {
    let mut counts: BTreeMap<&str, usize> = BTreeMap::new();
    for key in keys {
        if model.contains_key(*key) {
            *counts.entry("").or_default() += 1;
        }
        for (i, _) in key.match_indices('.') {
            if model.contains_key(&key[i + 1..]) {
                *counts.entry(&key[..=i]).or_default() += 1;
            }
        }
    }
    counts
        .into_iter()
        .max_by(|a, b| a.1.cmp(&b.1).then(b.0.len().cmp(&a.0.len())))
        .map(|(prefix, _)| prefix.to_string())
        .unwrap_or_default()
}

/// The model name each file key (under `prefix`) stands for, and the prefix added to reach
/// it: a file of the bare backbone for a model that keeps it under a name of its own (FS-CT's
/// `feature.`), such as torchvision's ResNet-34, loads into `feature.*`.
pub(super) fn model_names<'f>(
    candidates: &[&'f str],
    model_shapes: &BTreeMap<String, Vec<usize>>,
    prefix: &str,
) -> (String, Vec<(String, &'f str)>) {
    let added = detect_added_prefix(candidates, model_shapes, prefix);
    let renamed = candidates
        .iter()
        .filter_map(|k| {
            k.strip_prefix(prefix)
                .map(|rest| (format!("{added}{rest}"), *k))
        })
        .collect();
    (added, renamed)
}

/// The model-side prefix (ending in `.`, or empty) under which the file's keys (after the
/// stripped `prefix`) are model names, when it matches more model tensors than the keys as
/// they are: a model that holds a published backbone under a name of its own.
pub(super) fn detect_added_prefix(
    keys: &[&str],
    model: &BTreeMap<String, Vec<usize>>,
    prefix: &str,
) -> String {
    let file: BTreeSet<&str> = keys.iter().filter_map(|k| k.strip_prefix(prefix)).collect();
    let direct = model.keys().filter(|m| file.contains(m.as_str())).count();
    let mut counts: BTreeMap<&str, usize> = BTreeMap::new();
    for name in model.keys() {
        for (i, _) in name.match_indices('.') {
            if file.contains(&name[i + 1..]) {
                *counts.entry(&name[..=i]).or_default() += 1;
            }
        }
    }
    counts
        .into_iter()
        .filter(|(_, count)| *count > direct)
        .max_by(|a, b| a.1.cmp(&b.1).then(b.0.len().cmp(&a.0.len())))
        .map(|(p, _)| p.to_string())
        .unwrap_or_default()
}
