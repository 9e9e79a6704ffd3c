//! The data a run opens decides its schedule. An experiment states each split's size (the
//! published one: CUB's 5,994 training images); a copy on disk can hold another number (a file
//! missing, a different release, a folder of one's own). With a dataset on disk the plan counts
//! each split it reads from its listing (the directory entries or the annotation files; no
//! image is decoded), and the count replaces the stated one before any rule runs, so the steps
//! per epoch, the warmup, the schedule's length and the memory estimate are the run's own. A
//! count that differs from the stated one is a deviation (`data.train_samples: 5994 (paper) ->
//! 5993 (counted in ...)`), seen before a 100-epoch run; `data.exact_counts = true` makes it an
//! error instead. Generated data (synthetic) has the stated size. Where the dataset cannot be
//! read here (a plan made for another machine), the stated count stands and a note says so:
//! `train` counts the split it opens.

use crate::config::keys::{self, Key};
use crate::config::schema::{DataFormat, DataSpec, ExperimentConfig};
use crate::data::{formats, Split};

/// One split's size on disk, or why it could not be counted here.
#[derive(Debug, Clone, PartialEq)]
pub(super) enum Count {
    Counted(u32),
    Unreadable(String),
}

/// The counted splits of a dataset (none for generated data, and no evaluation split for an
/// experiment that does not evaluate).
#[derive(Debug, Clone, Default, PartialEq)]
pub(super) struct DataCounts {
    pub(super) train: Option<Count>,
    pub(super) eval: Option<Count>,
    /// Each counted split's classes (training, evaluation), by label, with their image counts.
    pub(super) classes: [Vec<(String, usize)>; 2],
    /// Where they were counted (`data.root`).
    pub(super) root: String,
}

/// Count the splits of `spec` that a run reads.
pub(super) fn count(spec: &DataSpec) -> DataCounts {
    if spec.format == DataFormat::Synthetic {
        return DataCounts::default();
    }
    let one = |split| match formats::list(spec, split) {
        Ok(listing) => {
            let n = u32::try_from(listing.records.len()).unwrap_or(u32::MAX);
            (Count::Counted(n), class_sizes(&listing))
        }
        Err(e) => (Count::Unreadable(e.message), Vec::new()),
    };
    let (train, train_classes) = one(Split::Train);
    let (eval, eval_classes) = match formats::evaluates(spec).then(|| one(Split::Eval)) {
        Some((count, classes)) => (Some(count), classes),
        None => (None, Vec::new()),
    };
    DataCounts {
        train: Some(train),
        eval,
        classes: [train_classes, eval_classes],
        root: spec
            .root
            .as_ref()
            .map(|r| r.display().to_string())
            .unwrap_or_default(),
    }
}

/// A listing's classes by label (the listing's names, else the label), with their image counts:
/// every listed class, and any other label a record carries (kept sparse, so a label far out
/// of range costs one entry, not a table up to it).
fn class_sizes(listing: &crate::data::files::Listing) -> Vec<(String, usize)> {
    let mut sizes: std::collections::BTreeMap<u32, usize> = (0..listing.classes.len())
        .filter_map(|label| Some((u32::try_from(label).ok()?, 0)))
        .collect();
    sizes.extend(listing.images_per_label());
    sizes
        .into_iter()
        .map(|(label, n)| {
            let name = listing.classes.get(label as usize).cloned();
            (name.unwrap_or_else(|| label.to_string()), n)
        })
        .collect()
}

/// The counts of `cfg`'s dataset, and `cfg` with them in place of the stated sizes.
pub(super) fn counted_config(cfg: &ExperimentConfig) -> (DataCounts, ExperimentConfig) {
    let counts = count(&cfg.data);
    let counted = counts.applied_to(cfg);
    (counts, counted)
}

impl DataCounts {
    /// Each counted split's key, stated count and counted one.
    pub(super) fn counted(&self, cfg: &ExperimentConfig) -> Vec<(Key, Option<u32>, u32)> {
        let mut out = Vec::new();
        if let Some(Count::Counted(n)) = self.train {
            out.push((keys::DATA_TRAIN_SAMPLES, cfg.data.train_samples, n));
        }
        if let Some(Count::Counted(n)) = self.eval {
            out.push((keys::DATA_EVAL_SAMPLES, cfg.data.eval_samples, n));
        }
        out
    }

    /// `cfg` with each counted split's size replaced by its count.
    fn applied_to(&self, cfg: &ExperimentConfig) -> ExperimentConfig {
        let mut out = cfg.clone();
        if let Some(Count::Counted(n)) = self.train {
            out.data.train_samples = Some(n);
        }
        if let Some(Count::Counted(n)) = self.eval {
            out.data.eval_samples = Some(n);
        }
        out
    }

    /// Whether the plan's value of `key` is a count (so comparing it with the experiment's is
    /// this module's deviation, not a recipe change).
    pub(super) fn replaces(&self, key: &str) -> bool {
        let counted = |c: &Option<Count>| matches!(c, Some(Count::Counted(_)));
        (keys::DATA_TRAIN_SAMPLES.is(key) && counted(&self.train))
            || (keys::DATA_EVAL_SAMPLES.is(key) && counted(&self.eval))
    }

    pub(super) fn how(&self, key: Key, n: u32) -> String {
        let split = if keys::DATA_TRAIN_SAMPLES == key {
            "training"
        } else {
            "evaluation"
        };
        format!(
            "counted in {}: the {n} images of its {split} split",
            self.root
        )
    }
}
