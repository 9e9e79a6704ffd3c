//! The configuration keys the code names, each once with its dotted path: a misspelt key is a
//! compile error rather than a lookup that silently finds nothing.
//!
//! Keys the user writes are still read generically (any dotted path); these constants are for
//! the rules that name a particular key (validation, provenance, errors).

use std::fmt;

/// A value of the configuration or of the plan, by its dotted path (`train.micro_batch`).
///
/// Only this module makes keys, so every key the code names is listed in `ALL` (which its
/// tests check against the schema).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Key(&'static str);

impl Key {
    /// The dotted path, as the user writes it and as errors and `--explain` print it.
    pub const fn path(self) -> &'static str {
        self.0
    }

    /// Whether `path` names this key.
    pub(crate) fn is(self, path: &str) -> bool {
        self.0 == path
    }
}

impl fmt::Display for Key {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.0)
    }
}

impl From<Key> for String {
    fn from(key: Key) -> String {
        key.0.to_string()
    }
}

macro_rules! keys {
    ($($(#[$doc:meta])* $name:ident = $path:literal;)*) => {
        $($(#[$doc])* pub const $name: Key = Key($path);)*
        /// Every key above, in the order listed (the tests check them against the schema).
        #[cfg(test)]
        pub(crate) const ALL: &[Key] = &[$($name),*];
    };
}

keys! {
    // [paper]: the published recipe.
    PAPER_EFFECTIVE_BATCH = "paper.effective_batch";
    PAPER_LR_REFERENCE_BATCH = "paper.lr_reference_batch";
    PAPER_LR_SCALING = "paper.lr_scaling";
    PAPER_BASE_LR = "paper.base_lr";
    PAPER_EPOCHS = "paper.epochs";
    PAPER_EPISODES_PER_EPOCH = "paper.episodes_per_epoch";
    PAPER_EVAL_EPISODES = "paper.eval_episodes";
    PAPER_RETRIEVAL_FEATURES = "paper.retrieval_features";
    PAPER_SAMPLING = "paper.sampling";
    PAPER_INPUT_SIZE = "paper.input_size";
    PAPER_OPTIMIZER_WEIGHT_DECAY = "paper.optimizer.weight_decay";
    PAPER_OPTIMIZER_BETAS = "paper.optimizer.betas";
    PAPER_OPTIMIZER_EPS = "paper.optimizer.eps";
    PAPER_OPTIMIZER_MOMENTUM = "paper.optimizer.momentum";
    PAPER_OPTIMIZER_NESTEROV = "paper.optimizer.nesterov";
    PAPER_SCHEDULE_CONVENTION = "paper.schedule.convention";
    PAPER_SCHEDULE_UPDATE = "paper.schedule.update";
    PAPER_SCHEDULE_WARMUP_EPOCHS = "paper.schedule.warmup_epochs";
    PAPER_SCHEDULE_WARMUP_STEPS = "paper.schedule.warmup_steps";
    PAPER_SCHEDULE_WARMUP_START_LR = "paper.schedule.warmup_start_lr";
    PAPER_SCHEDULE_MIN_LR = "paper.schedule.min_lr";
    PAPER_SCHEDULE_MILESTONES = "paper.schedule.milestones";
    PAPER_SCHEDULE_GAMMA = "paper.schedule.gamma";
    PAPER_LOSS_LABEL_SMOOTHING = "paper.loss.label_smoothing";

    // [model]
    MODEL_NAME = "model.name";
    MODEL_BACKBONE = "model.backbone";
    MODEL_NUM_CLASSES = "model.num_classes";
    MODEL_IMAGE_SIZE = "model.image_size";
    MODEL_DROP_PATH_RATE = "model.drop_path_rate";
    MODEL_FREEZE_BATCHNORM = "model.freeze_batchnorm";
    MODEL_PRETRAINED = "model.pretrained";
    MODEL_CHANNELS = "model.channels";
    MODEL_WIDTH = "model.width";
    MODEL_DEPTH = "model.depth";
    MODEL_DCAL = "model.dcal";
    MODEL_DCAL_LOCAL_QUERY_RATIO = "model.dcal.local_query_ratio";
    MODEL_DCAL_GLCA_BLOCKS = "model.dcal.glca_blocks";
    MODEL_CLIP_TOKENIZER = "model.clip.tokenizer";
    MODEL_CLIP_CLASS_NAMES = "model.clip.class_names";

    // [data]
    DATA_FORMAT = "data.format";
    DATA_ROOT = "data.root";
    DATA_IMAGE_ROOT = "data.image_root";
    DATA_NUM_CLASSES = "data.num_classes";
    DATA_TRAIN_SAMPLES = "data.train_samples";
    DATA_EVAL_SAMPLES = "data.eval_samples";
    DATA_EXACT_COUNTS = "data.exact_counts";
    DATA_DROP_LAST = "data.drop_last";
    DATA_NUM_WORKERS = "data.num_workers";
    DATA_PREFETCH = "data.prefetch";
    DATA_ON_CORRUPT = "data.on_corrupt";
    DATA_EVAL_FRACTION = "data.eval_fraction";
    DATA_TRAIN_SPLIT = "data.train_split";
    DATA_EVAL_SPLIT = "data.eval_split";
    DATA_TRAIN_CSV = "data.train_csv";
    DATA_EVAL_CSV = "data.eval_csv";
    DATA_PATH_COLUMN = "data.path_column";
    DATA_LABEL_COLUMN = "data.label_column";
    DATA_BOUNDING_BOX_CROP = "data.bounding_box_crop";
    DATA_TRANSFORMS_TRAIN = "data.transforms.train";
    DATA_TRANSFORMS_EVAL = "data.transforms.eval";
    DATA_CLASSES = "data.classes";

    // [train]: how this run executes the recipe.
    TRAIN_MICRO_BATCH = "train.micro_batch";
    TRAIN_ACCUMULATION_STEPS = "train.accumulation_steps";
    TRAIN_WORLD_SIZE = "train.world_size";
    TRAIN_PRECISION = "train.precision";
    TRAIN_GRADIENT_CHECKPOINTING = "train.gradient_checkpointing";
    TRAIN_GRAD_CLIP_NORM = "train.grad_clip_norm";
    TRAIN_LOG_EVERY = "train.log_every";

    // A preset file's [preset] table.
    PRESET_MEMORY_GB = "preset.memory_gb";
    PRESET_USABLE_FRACTION = "preset.usable_fraction";

    // Values the plan derives (they appear in its provenance only).
    LR = "lr";
    SCHEDULE_STEPS_PER_EPOCH = "schedule.steps_per_epoch";
    SCHEDULE_TOTAL_STEPS = "schedule.total_steps";
    SCHEDULE_WARMUP_STEPS = "schedule.warmup_steps";

    // The execution paths, set by control variables (`config::execution`).
    EXECUTION_ATTENTION = "execution.attention";
    EXECUTION_CONVOLUTION = "execution.convolution";
    EXECUTION_LINEAR = "execution.linear";
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_key_is_listed_once() {
        let mut paths: Vec<&str> = ALL.iter().map(|k| k.path()).collect();
        paths.sort_unstable();
        let n = paths.len();
        paths.dedup();
        assert_eq!(paths.len(), n, "a path is listed twice");
    }

    /// Every experiment key names a field of the schema's section (the derived and preset-file
    /// keys are not in an experiment).
    #[test]
    fn experiment_keys_name_schema_fields() {
        let sections = super::super::schema::section_fields();
        for key in ALL {
            let mut parts = key.path().split('.');
            let (Some(section), Some(field)) = (parts.next(), parts.next()) else {
                continue;
            };
            let Some((_, fields)) = sections.iter().find(|(s, _)| *s == section) else {
                continue;
            };
            assert!(fields.contains(&field), "{key} is not a schema field");
        }
    }
}
