//! Validation: every value in range and the sections consistent with each other, checked
//! section by section before any value is derived.

use super::data_counts::DataCounts;
use super::resolve::Resolver;
use crate::config::keys::{self, Key};
use crate::config::layers::format_float;
use crate::config::schema::{
    DataFormat, DataSpec, OptimizerName, SamplingSpec, ScheduleName, ScheduleSpec,
};
use crate::data::{formats, transforms};
use crate::error::ConfigError;
use crate::models::registry;

impl Resolver<'_> {
    /// Record where each count came from; with `data.exact_counts`, a count other than the
    /// stated one is an error at the stated value.
    pub(super) fn apply_counts(&mut self, counts: &DataCounts) -> Result<(), ConfigError> {
        let stated = &self.loaded.config;
        for (key, declared, n) in counts.counted(stated) {
            if stated.data.exact_counts && declared != Some(n) {
                return Err(self
                    .err(
                        key,
                        format!(
                            "{} holds {n} images where the experiment states {}, and data.exact_counts = true",
                            counts.root,
                            declared.map_or("none".to_string(), |d| d.to_string()),
                        ),
                        format!("{} images", declared.unwrap_or_default()),
                    )
                    .help("an image is missing or extra: `paperfit data EXPERIMENT` lists each split; without data.exact_counts the run trains on what is there and lists the difference as a deviation"));
            }
            self.derived(key, n.to_string(), counts.how(key, n));
        }
        Ok(())
    }

    pub(super) fn validate(&self) -> Result<(), ConfigError> {
        self.validate_paper()?;
        self.validate_sampling()?;
        self.validate_optimizer()?;
        self.validate_schedule()?;
        self.validate_loss()?;
        self.validate_train()?;
        self.validate_classes()?;
        self.validate_model()?;
        self.validate_data()
    }

    /// The batch, learning rate and epochs the paper states.
    fn validate_paper(&self) -> Result<(), ConfigError> {
        let p = &self.cfg.paper;
        self.check_positive(
            keys::PAPER_EFFECTIVE_BATCH,
            p.effective_batch,
            "samples per optimizer step",
        )?;
        self.check_positive(
            keys::PAPER_LR_REFERENCE_BATCH,
            p.lr_reference_batch,
            "the batch size base_lr is stated for",
        )?;
        self.check_positive(keys::PAPER_EPOCHS, p.epochs, "training epochs")?;
        self.check_range(
            keys::PAPER_BASE_LR,
            p.base_lr,
            p.base_lr > 0.0,
            "a positive learning rate",
        )?;
        if let Some(e) = p.episodes_per_epoch {
            self.check_positive(keys::PAPER_EPISODES_PER_EPOCH, e, "episodes per epoch")?;
        }
        if let Some(e) = p.eval_episodes {
            self.check_positive(keys::PAPER_EVAL_EPISODES, e, "evaluation episodes")?;
        }
        self.validate_results()
    }

    /// Each `[[paper.results]]` value is one its metric can take: a percentage in [0, 100],
    /// a kappa in [-1, 1].
    fn validate_results(&self) -> Result<(), ConfigError> {
        for (i, result) in self.cfg.paper.results.iter().enumerate() {
            let (range, expected) = if result.metric.is_percentage() {
                (
                    0.0..=100.0,
                    "a percentage from 0 to 100, as the paper prints it (91.4 for 91.4%)"
                        .to_string(),
                )
            } else {
                (
                    -1.0..=1.0,
                    format!("a {} from -1 to 1", result.metric.label()),
                )
            };
            // Synthetic data stands in for the experiment's own (`formats::unread_setting`).
            let stand_in = self.cfg.data.format == DataFormat::Synthetic;
            if result.split.is_some() && !stand_in && formats::split_names(&self.cfg.data).is_none()
            {
                let path = format!("paper.results.{i}.split");
                return Err(ConfigError::new(format!(
                    "result {} names the split it is measured on, but the {} layout does not name its splits",
                    i + 1,
                    self.cfg.data.format.as_str()
                ))
                .key(path.clone())
                .origin(self.loaded.value_origin(&path))
                .help("leave `split` out: the run's evaluation split is then the paper's"));
            }
            if !range.contains(&result.value) {
                let path = format!("paper.results.{i}.value");
                return Err(ConfigError::new(format!(
                    "the paper's {} of result {} is {}, outside [{}, {}]",
                    result.metric.label(),
                    i + 1,
                    format_float(result.value),
                    range.start(),
                    range.end()
                ))
                .key(path.clone())
                .origin(self.loaded.value_origin(&path))
                .expected(expected)
                .help("copy the value from the paper's table: a typo or a value in another unit (a share of 1, a per-mille) is the usual cause"));
            }
        }
        Ok(())
    }

    fn validate_loss(&self) -> Result<(), ConfigError> {
        let ls = self.cfg.paper.loss.label_smoothing;
        self.check_range(
            keys::PAPER_LOSS_LABEL_SMOOTHING,
            ls,
            (0.0..1.0).contains(&ls),
            "a smoothing factor in [0, 1)",
        )
    }

    /// PK or episodic sampling draws exactly the effective batch; episodes per epoch and
    /// evaluation episodes go with episodic sampling and nothing else.
    fn validate_sampling(&self) -> Result<(), ConfigError> {
        let p = &self.cfg.paper;
        let episodic = matches!(p.sampling, Some(SamplingSpec::Episodes { .. }));
        if p.eval_episodes.is_some() && !episodic {
            return Err(self.err(
                keys::PAPER_EVAL_EPISODES,
                "eval_episodes is set, but paper.sampling is not episodic: the evaluation classifies every image",
                "[paper.sampling] kind = \"episodes\", or no eval_episodes",
            ));
        }
        let Some(sampling) = &p.sampling else {
            if p.episodes_per_epoch.is_some() {
                return Err(self.err(
                    keys::PAPER_EPISODES_PER_EPOCH,
                    "episodes_per_epoch is set, but no episodic sampling says what an episode is",
                    "[paper.sampling] kind = \"episodes\", n_way = 5, k_shot = 5, n_query = 16",
                ));
            }
            return Ok(());
        };
        let step = sampling.step_samples();
        let (what, kind) = match sampling {
            SamplingSpec::Pk { .. } => ("identities x images_per_identity", "pk"),
            SamplingSpec::Episodes { .. } => ("n_way x (k_shot + n_query)", "episodes"),
        };
        if step == 0 {
            return Err(self.err(
                keys::PAPER_SAMPLING,
                format!("{kind} sampling with {what} = 0"),
                "positive counts",
            ));
        }
        if step != p.effective_batch {
            return Err(self.err(
                keys::PAPER_SAMPLING,
                format!("{kind} sampling draws {what} = {step} samples per optimizer step, but paper.effective_batch is {}", p.effective_batch),
                format!("effective_batch = {step}, or sampling counts whose product is {}", p.effective_batch),
            ));
        }
        match (episodic, p.episodes_per_epoch.is_some()) {
            (true, false) => Err(self.err(
                keys::PAPER_EPISODES_PER_EPOCH,
                "episodic sampling needs the number of episodes per epoch",
                "paper.episodes_per_epoch = 200 (for example)",
            )),
            (false, true) => Err(self.err(
                keys::PAPER_EPISODES_PER_EPOCH,
                "episodes_per_epoch is set, but paper.sampling is not episodic",
                "[paper.sampling] kind = \"episodes\", or no episodes_per_epoch",
            )),
            _ => Ok(()),
        }
    }

    /// Weight decay, and the hyper-parameters of the optimizer that takes them (betas and eps
    /// for Adam, momentum and Nesterov for SGD).
    fn validate_optimizer(&self) -> Result<(), ConfigError> {
        let o = &self.cfg.paper.optimizer;
        self.check_range(
            keys::PAPER_OPTIMIZER_WEIGHT_DECAY,
            o.weight_decay,
            o.weight_decay >= 0.0,
            "a weight decay >= 0",
        )?;
        let adam_like = matches!(o.name, OptimizerName::Adam | OptimizerName::AdamW);
        if let Some(betas) = &o.betas {
            self.validate_betas(betas, adam_like)?;
        }
        if let Some(eps) = o.eps {
            self.refuse_if(
                !adam_like,
                keys::PAPER_OPTIMIZER_EPS,
                "`eps` applies to adam and adamw only",
                "no eps for sgd",
            )?;
            self.check_range(
                keys::PAPER_OPTIMIZER_EPS,
                eps,
                eps > 0.0,
                "a positive epsilon",
            )?;
        }
        if let Some(m) = o.momentum {
            self.refuse_if(
                adam_like,
                keys::PAPER_OPTIMIZER_MOMENTUM,
                "`momentum` applies to sgd only",
                "betas for adam/adamw",
            )?;
            self.check_range(
                keys::PAPER_OPTIMIZER_MOMENTUM,
                m,
                (0.0..1.0).contains(&m),
                "momentum in [0, 1)",
            )?;
        }
        self.refuse_if(
            o.nesterov.is_some() && adam_like,
            keys::PAPER_OPTIMIZER_NESTEROV,
            "`nesterov` applies to sgd only",
            "no nesterov for adam/adamw",
        )
    }

    fn validate_betas(&self, betas: &[f64], adam_like: bool) -> Result<(), ConfigError> {
        self.refuse_if(
            !adam_like,
            keys::PAPER_OPTIMIZER_BETAS,
            "`betas` apply to adam and adamw only",
            "no betas for sgd (use momentum)",
        )?;
        if betas.len() != 2 {
            return Err(self.err(
                keys::PAPER_OPTIMIZER_BETAS,
                format!("`betas` has {} values", betas.len()),
                "two values [beta1, beta2], e.g. [0.9, 0.999]",
            ));
        }
        for (i, &b) in betas.iter().enumerate() {
            self.check_range(
                keys::PAPER_OPTIMIZER_BETAS,
                b,
                (0.0..1.0).contains(&b),
                &format!("beta{} in [0, 1)", i + 1),
            )?;
        }
        Ok(())
    }

    /// An error about `key` when `refused` holds.
    pub(super) fn refuse_if(
        &self,
        refused: bool,
        key: Key,
        message: &str,
        expected: &str,
    ) -> Result<(), ConfigError> {
        if refused {
            return Err(self.err(key, message, expected));
        }
        Ok(())
    }

    /// One warmup length within the run, learning rates >= 0, and milestones and gamma for
    /// the step schedule only.
    fn validate_schedule(&self) -> Result<(), ConfigError> {
        let p = &self.cfg.paper;
        let s = &p.schedule;
        self.refuse_if(
            s.warmup_epochs.is_some() && s.warmup_steps.is_some(),
            keys::PAPER_SCHEDULE_WARMUP_STEPS,
            "give warmup_epochs or warmup_steps, not both",
            "one warmup length",
        )?;
        if let Some(w) = s.warmup_epochs {
            self.check_range(
                keys::PAPER_SCHEDULE_WARMUP_EPOCHS,
                w,
                w >= 0.0 && w <= f64::from(p.epochs),
                &format!("between 0 and the {} training epochs", p.epochs),
            )?;
        }
        self.check_range(
            keys::PAPER_SCHEDULE_WARMUP_START_LR,
            s.warmup_start_lr,
            s.warmup_start_lr >= 0.0,
            "a learning rate >= 0",
        )?;
        self.check_range(
            keys::PAPER_SCHEDULE_MIN_LR,
            s.min_lr,
            s.min_lr >= 0.0,
            "a learning rate >= 0",
        )?;
        match s.name {
            ScheduleName::Step => self.validate_step_schedule(s),
            _ => self.validate_no_steps(s),
        }
    }

    fn validate_step_schedule(&self, s: &ScheduleSpec) -> Result<(), ConfigError> {
        let epochs = self.cfg.paper.epochs;
        self.refuse_if(
            s.milestones.is_empty(),
            keys::PAPER_SCHEDULE_MILESTONES,
            "a step schedule needs milestones",
            "milestones = [epoch, ...]",
        )?;
        let gamma = s.gamma.ok_or_else(|| {
            self.err(
                keys::PAPER_SCHEDULE_GAMMA,
                "a step schedule needs gamma",
                "gamma = 0.1, say",
            )
        })?;
        self.check_range(
            keys::PAPER_SCHEDULE_GAMMA,
            gamma,
            gamma > 0.0 && gamma <= 1.0,
            "a factor in (0, 1]",
        )?;
        if let Some(m) = s.milestones.iter().find(|m| **m == 0 || **m > epochs) {
            return Err(self.err(
                keys::PAPER_SCHEDULE_MILESTONES,
                format!("milestone epoch {m} is outside 1..={epochs}"),
                "epochs within the run",
            ));
        }
        self.refuse_if(
            !s.milestones.windows(2).all(|w| w[0] < w[1]),
            keys::PAPER_SCHEDULE_MILESTONES,
            "milestones must increase",
            "increasing epochs",
        )
    }

    fn validate_no_steps(&self, s: &ScheduleSpec) -> Result<(), ConfigError> {
        let name = s.name.as_str();
        if !s.milestones.is_empty() {
            return Err(self.err(
                keys::PAPER_SCHEDULE_MILESTONES,
                format!("milestones apply to the step schedule, not {name}"),
                "no milestones",
            ));
        }
        if s.gamma.is_some() {
            return Err(self.err(
                keys::PAPER_SCHEDULE_GAMMA,
                format!("gamma applies to the step schedule, not {name}"),
                "no gamma",
            ));
        }
        Ok(())
    }

    /// Counts of at least 1 and a positive clipping norm.
    fn validate_train(&self) -> Result<(), ConfigError> {
        let t = &self.cfg.train;
        self.check_positive(keys::TRAIN_WORLD_SIZE, t.world_size, "devices")?;
        self.check_positive(
            keys::TRAIN_LOG_EVERY,
            t.log_every,
            "optimizer steps between log lines",
        )?;
        if let Some(m) = t.micro_batch.and_then(|m| m.fixed()) {
            self.check_positive(
                keys::TRAIN_MICRO_BATCH,
                m,
                "samples per forward/backward pass",
            )?;
        }
        if let Some(a) = t.accumulation_steps {
            self.check_positive(
                keys::TRAIN_ACCUMULATION_STEPS,
                a,
                "micro-batches per optimizer step",
            )?;
        }
        if let Some(c) = t.grad_clip_norm {
            self.check_range(
                keys::TRAIN_GRAD_CLIP_NORM,
                c,
                c > 0.0,
                "a positive norm (leave it out for no clipping)",
            )?;
        }
        Ok(())
    }

    /// The model and the data agree on the classes; a drop-path rate in [0, 1).
    fn validate_classes(&self) -> Result<(), ConfigError> {
        let m = &self.cfg.model;
        let d = &self.cfg.data;
        self.check_positive(keys::MODEL_NUM_CLASSES, m.num_classes, "output classes")?;
        self.check_positive(
            keys::DATA_NUM_CLASSES,
            d.num_classes,
            "classes in the dataset",
        )?;
        let Some(train_samples) = d.train_samples else {
            return Err(self.err(
                keys::DATA_TRAIN_SAMPLES,
                match d.format {
                    DataFormat::Synthetic => "synthetic data needs `data.train_samples`, the number of images to generate".to_string(),
                    format => format!(
                        "`data.train_samples` is not stated and the `{}` data at {} cannot be counted here",
                        format.as_str(),
                        d.root.as_ref().map(|r| r.display().to_string()).unwrap_or_default()
                    ),
                },
                "data.train_samples = <images in the training split>",
            ).help("state the count, or check data.root: `paperfit data EXPERIMENT` says why the split cannot be read"));
        };
        self.check_positive(keys::DATA_TRAIN_SAMPLES, train_samples, "training images")?;
        if m.num_classes != d.num_classes {
            return Err(self.err(
                keys::MODEL_NUM_CLASSES,
                format!(
                    "the model has {} classes but the data has {}",
                    m.num_classes, d.num_classes
                ),
                format!("model.num_classes = {}", d.num_classes),
            ));
        }
        self.check_range(
            keys::MODEL_DROP_PATH_RATE,
            m.drop_path_rate,
            (0.0..1.0).contains(&m.drop_path_rate),
            "a rate in [0, 1)",
        )
    }

    /// The model table is one its architecture can be built from, at the input it will be
    /// given (the registry's check: a backbone where it wraps one, its own tables, a width that
    /// splits into heads, an input size the model takes). A size the model does not state is
    /// the paper's, and reported there.
    fn validate_model(&self) -> Result<(), ConfigError> {
        let m = &self.cfg.model;
        let mut sized = m.clone();
        sized.image_size.get_or_insert(self.cfg.paper.input_size);
        match registry::check(&sized) {
            Ok(_) => Ok(()),
            Err(p) if p.key == keys::MODEL_IMAGE_SIZE && m.image_size.is_none() => {
                Err(self.err(keys::PAPER_INPUT_SIZE, p.message, p.expected))
            }
            Err(p) => Err(self.err(p.key, p.message, p.expected)),
        }
    }

    /// Loader counts of at least 1; data on disk needs its directory, and CLIP's prompts the
    /// names of its classes.
    fn validate_data(&self) -> Result<(), ConfigError> {
        let d = &self.cfg.data;
        if let Some(n) = d.num_workers {
            self.check_positive(
                keys::DATA_NUM_WORKERS,
                n,
                "loader threads per rank (leave it out to size the loader to the machine)",
            )?;
        }
        if let Some(n) = d.prefetch {
            self.check_positive(
                keys::DATA_PREFETCH,
                n,
                "optimizer steps the loader prepares ahead",
            )?;
        }
        self.validate_splits(d)?;
        if let Some((key, readers)) = formats::unread_setting(d) {
            return Err(self
                .err(
                    key,
                    format!(
                        "{key} is set, but the `{}` layout does not read it: it would change nothing",
                        d.format.as_str()
                    ),
                    format!("{key} only with {readers}"),
                )
                .help(format!("remove {key}")));
        }
        let on_disk = d.format != DataFormat::Synthetic;
        if let Some(clip) = &self.cfg.model.clip {
            if on_disk && clip.class_names.is_none() {
                return Err(self.err(
                    keys::MODEL_CLIP_CLASS_NAMES,
                    format!(
                        "CLIP's prompts need the class names of the `{}` data",
                        d.format.as_str()
                    ),
                    "class_names = \"data/stanford_cars/names.csv\": one name per line, in label order",
                ));
            }
        }
        if on_disk && d.root.is_none() {
            return Err(self
                .err(
                    keys::DATA_FORMAT,
                    format!(
                        "`{}` data needs `data.root`, the dataset directory",
                        d.format.as_str()
                    ),
                    "data.root = \"/path/to/dataset\"",
                )
                .help("or set it for one run: --set data.root=/path/to/dataset"));
        }
        Ok(())
    }

    /// The splits' sources and transforms keep evaluation honest: a held-out share in (0, 1),
    /// an evaluation that does not read the training split, and both splits normalised alike.
    fn validate_splits(&self, d: &DataSpec) -> Result<(), ConfigError> {
        if let Some(share) = d.eval_fraction {
            // 0 would still hold out an image per class of an image folder, and 1 would leave
            // nothing to train on; a percentage (20 for 0.2) would train on one image a class.
            self.check_range(
                keys::DATA_EVAL_FRACTION,
                share,
                share > 0.0 && share < 1.0,
                "a share of the training images in (0, 1), e.g. 0.2 (to train without evaluating, set data.eval_samples = 0)",
            )?;
        }
        let evaluates = d.eval_samples != Some(0);
        if let Some(leak) = formats::training_split_evaluated(d).filter(|_| evaluates) {
            return Err(self
                .err(leak.key, leak.why, "the held-out split of the data set")
                .help(leak.help));
        }
        let size = self
            .cfg
            .model
            .image_size
            .unwrap_or(self.cfg.paper.input_size);
        let list_key = |train: bool| match train {
            true => keys::DATA_TRANSFORMS_TRAIN,
            false => keys::DATA_TRANSFORMS_EVAL,
        };
        if let Some((train, why, help)) =
            transforms::normalisation_problem(d.transforms.as_ref(), size)
        {
            return Err(self
                .err(
                    list_key(train),
                    why,
                    "the same `normalize` at the end of `train` and `eval`, its mean and std in [0, 1]",
                )
                .help(help));
        }
        if let Some((train, why, expected)) = transforms::list_problem(d.transforms.as_ref(), size)
        {
            return Err(self
                .err(list_key(train), why, expected)
                .help("a list means what torchvision's Compose of the same transforms means"));
        }
        Ok(())
    }
}
