//! Deviations: every place where this run differs from the paper's recipe (the experiment as
//! written), what changed it, and what it means for the run.

use std::collections::{BTreeMap, BTreeSet};

use super::data_counts::DataCounts;
use super::resolve::{flatten, Resolver};
use super::{Deviation, DeviationKind};
use crate::config::keys::{self, Key};
use crate::config::layers::format_float;
use crate::config::schema::{ExperimentConfig, Precision};
use crate::error::Origin;

/// Keys under `[data]` that say where and how fast to read, not what to train on.
const EXECUTION_ONLY_DATA_KEYS: &[Key] = &[
    keys::DATA_ROOT,
    keys::DATA_IMAGE_ROOT,
    keys::DATA_NUM_WORKERS,
    keys::DATA_PREFETCH,
    keys::DATA_ON_CORRUPT,
    keys::DATA_EXACT_COUNTS,
    // Where local files are: the tokenizer and class names of CLIP's prompts.
    keys::MODEL_CLIP_TOKENIZER,
    keys::MODEL_CLIP_CLASS_NAMES,
];

/// Keys that are part of the recipe: the paper, the model, the data and gradient clipping.
fn recipe_key(k: &str) -> bool {
    (k.starts_with("paper.")
        || k.starts_with("model.")
        || k.starts_with("data.")
        || keys::TRAIN_GRAD_CLIP_NORM.is(k))
        && !EXECUTION_ONLY_DATA_KEYS.iter().any(|e| e.is(k))
}

/// The configuration's leaves; the model's input size defaults to the paper's, so both runs
/// are compared as they would build the model.
fn with_input_size(c: &ExperimentConfig) -> BTreeMap<String, String> {
    let mut c = c.clone();
    c.model.image_size.get_or_insert(c.paper.input_size);
    flatten(&serde_json::to_value(&c).expect("config serialises"))
}

impl Resolver<'_> {
    pub(super) fn deviations(
        &self,
        lr: f64,
        micro: u32,
        precision: Precision,
        card: Option<Deviation>,
        counts: &DataCounts,
    ) -> Vec<Deviation> {
        let mut out = self.recipe_deviations(lr, counts);
        out.extend(self.count_deviations(counts));
        out.extend(card);
        out.extend(self.precision_deviation(precision));
        out.extend(
            self.batching(micro)
                .batch_statistics_deviation(self.source(keys::TRAIN_MICRO_BATCH)),
        );
        out
    }

    fn recipe_deviations(&self, lr: f64, counts: &DataCounts) -> Vec<Deviation> {
        let plan = with_input_size(self.cfg);
        let paper = with_input_size(&self.loaded.reference);
        let keys: BTreeSet<&String> = plan
            .keys()
            .chain(paper.keys())
            .filter(|k| recipe_key(k) && !counts.replaces(k))
            .collect();
        let mut out = Vec::new();
        for key in keys {
            let (a, b) = (paper.get(key), plan.get(key));
            if a == b {
                continue;
            }
            // Another path to the pretrained weights says where the file is; no weights
            // (training from scratch) is a different recipe.
            let present = |v: Option<&String>| v.is_some_and(|v| v != "\"\"");
            if keys::MODEL_PRETRAINED.is(key) && present(a) && present(b) {
                continue;
            }
            out.push(Deviation {
                key: key.clone(),
                kind: DeviationKind::Recipe,
                paper: a.cloned(),
                plan: b.cloned().unwrap_or_else(|| "(not set)".into()),
                set_by: self.source_of(key),
                effect: self.recipe_effect(key, lr),
            });
        }
        out
    }

    /// What changing `key` does to the run.
    fn recipe_effect(&self, key: &str, lr: f64) -> String {
        let ref_paper = &self.loaded.reference.paper;
        let paper_lr = ref_paper.base_lr
            * ref_paper
                .lr_scaling
                .factor(ref_paper.effective_batch, ref_paper.lr_reference_batch);
        let lr_keys = [
            keys::PAPER_BASE_LR,
            keys::PAPER_LR_REFERENCE_BATCH,
            keys::PAPER_LR_SCALING,
        ];
        if keys::PAPER_EFFECTIVE_BATCH.is(key) {
            format!(
                "the optimizer sees batches of {} instead of {}; lr follows the {} rule: {} -> {}",
                self.cfg.paper.effective_batch,
                ref_paper.effective_batch,
                self.cfg.paper.lr_scaling.as_str(),
                format_float(paper_lr),
                format_float(lr)
            )
        } else if lr_keys.iter().any(|k| k.is(key)) {
            format!(
                "learning rate {} -> {}",
                format_float(paper_lr),
                format_float(lr)
            )
        } else if key.starts_with("model.") {
            "a different model from the paper's".to_string()
        } else if key.starts_with("data.") {
            "different training data or episodes from the paper's".to_string()
        } else if keys::TRAIN_GRAD_CLIP_NORM.is(key) {
            "different gradient clipping from the experiment's".to_string()
        } else {
            "a different training recipe from the paper's".to_string()
        }
    }

    /// The run computes in another precision than the paper states.
    fn precision_deviation(&self, run: Precision) -> Option<Deviation> {
        let stated = self.cfg.paper.precision?;
        (stated != run).then(|| Deviation {
            key: keys::TRAIN_PRECISION.into(),
            kind: DeviationKind::Numerics,
            paper: Some(stated.as_str().into()),
            plan: run.as_str().into(),
            set_by: self.source(keys::TRAIN_PRECISION),
            effect: format!("the paper trained in {stated}; this run computes in {run} (f32 master weights; norms, softmax and loss in f32)"),
        })
    }

    /// Each count that differs from the experiment's, as a deviation: the count the experiment
    /// file states (the paper's data), so that a `--set data.train_samples=...` matching the
    /// data does not hide that the data is not the paper's.
    pub(super) fn count_deviations(&self, counts: &DataCounts) -> Vec<Deviation> {
        counts
            .counted(&self.loaded.reference)
            .into_iter()
            // A size the experiment leaves out is the count: nothing to differ from.
            .filter(|(_, declared, n)| declared.is_some_and(|d| d != *n))
            .map(|(key, declared, n)| Deviation {
                key: key.path().to_string(),
                kind: DeviationKind::Data,
                paper: declared.map(|d| d.to_string()),
                plan: n.to_string(),
                set_by: Origin::Derived {
                    how: counts.how(key, n),
                },
                effect: if keys::DATA_TRAIN_SAMPLES == key {
                    "the run trains on the images found: the steps per epoch, the warmup and the schedule follow them".to_string()
                } else {
                    "the run evaluates on the images found".to_string()
                },
            })
            .collect()
    }
}
