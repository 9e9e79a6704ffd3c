//! The resolver: a loaded experiment -> a [`Plan`], or a located error saying what cannot be
//! executed as the paper states it.

use std::collections::BTreeMap;

use super::{
    Deviation, DeviationKind, Exactness, ExactnessStatus, GradientMethod, Logging, LossScaling,
    MemoryFitRequest, Plan, ResolvedOptimizer, ResolvedSchedule, UnstatedValue,
};
use crate::config::layers::{format_float, LayerKind};
use crate::config::schema::{
    DataFormat, DeviceKind, ExperimentConfig, MicroBatch, ModelArch, OptimizerName, Precision,
    SamplingSpec, ScheduleName,
};
use crate::config::{LoadedExperiment, ValueSource};
use crate::error::ConfigError;

/// Keys under `[data]` that say where and how fast to read, not what to train on.
const EXECUTION_ONLY_DATA_KEYS: &[&str] = &[
    "data.root",
    "data.image_root",
    "data.num_workers",
    "data.prefetch",
    "data.on_corrupt",
    // Where local files are: the tokenizer and class names of CLIP's prompts.
    "model.clip.tokenizer",
    "model.clip.class_names",
];

/// The divisors of `n`, ascending (O(sqrt n): batches can be large).
fn divisors(n: u32) -> Vec<u32> {
    let mut low = Vec::new();
    let mut high = Vec::new();
    let mut d = 1u32;
    while u64::from(d) * u64::from(d) <= u64::from(n) {
        if n % d == 0 {
            low.push(d);
            if d != n / d {
                high.push(n / d);
            }
        }
        d += 1;
    }
    low.extend(high.into_iter().rev());
    low
}

/// `(micro_batch, accumulation_steps)` pairs whose product is `per_device`.
///
/// ```
/// assert_eq!(
///     paperfit::plan::valid_splits(16),
///     [(1, 16), (2, 8), (4, 4), (8, 2), (16, 1)]
/// );
/// ```
pub fn valid_splits(per_device: u32) -> Vec<(u32, u32)> {
    divisors(per_device)
        .into_iter()
        .map(|m| (m, per_device / m))
        .collect()
}

fn describe_splits(per_device: u32) -> String {
    let splits = valid_splits(per_device);
    let micro: Vec<String> = splits.iter().map(|(m, _)| m.to_string()).collect();
    let accum: Vec<String> = splits.iter().map(|(_, a)| a.to_string()).collect();
    format!(
        "micro_batch one of {} (with accumulation_steps {} respectively)",
        micro.join(", "),
        accum.join(", ")
    )
}

struct Resolver<'a> {
    loaded: &'a LoadedExperiment,
    cfg: &'a ExperimentConfig,
    provenance: BTreeMap<String, ValueSource>,
}

impl Resolver<'_> {
    fn err(
        &self,
        key: &str,
        message: impl Into<String>,
        expected: impl Into<String>,
    ) -> ConfigError {
        ConfigError::new(message)
            .key(key)
            .origin(self.loaded.value_origin(key))
            .expected(expected)
    }

    fn derived(&mut self, key: &str, value: String, how: String) {
        self.provenance.insert(
            key.to_string(),
            ValueSource {
                value,
                layer: format!("derived: {how}"),
                location: None,
            },
        );
    }

    fn layer_name(&self, key: &str) -> String {
        self.loaded
            .writer(key)
            .map(|(i, _)| self.loaded.layers[i].name.clone())
            .unwrap_or_else(|| "built-in defaults".into())
    }

    fn check_positive(&self, key: &str, value: u32, what: &str) -> Result<(), ConfigError> {
        if value == 0 {
            return Err(self.err(key, format!("`{key}` is 0"), format!("{what}, at least 1")));
        }
        Ok(())
    }

    fn check_range(
        &self,
        key: &str,
        value: f64,
        ok: bool,
        expected: &str,
    ) -> Result<(), ConfigError> {
        if !ok || !value.is_finite() {
            return Err(self.err(
                key,
                format!("`{key}` = {} is out of range", format_float(value)),
                expected,
            ));
        }
        Ok(())
    }

    fn validate(&self) -> Result<(), ConfigError> {
        let p = &self.cfg.paper;
        self.check_positive(
            "paper.effective_batch",
            p.effective_batch,
            "samples per optimizer step",
        )?;
        self.check_positive(
            "paper.lr_reference_batch",
            p.lr_reference_batch,
            "the batch size base_lr is stated for",
        )?;
        self.check_positive("paper.epochs", p.epochs, "training epochs")?;
        self.check_range(
            "paper.base_lr",
            p.base_lr,
            p.base_lr > 0.0,
            "a positive learning rate",
        )?;
        if let Some(e) = p.episodes_per_epoch {
            self.check_positive("paper.episodes_per_epoch", e, "episodes per epoch")?;
        }
        match &p.sampling {
            Some(sampling) => {
                let step = sampling.step_samples();
                let (what, kind) = match sampling {
                    SamplingSpec::Pk { .. } => ("identities x images_per_identity", "pk"),
                    SamplingSpec::Episodes { .. } => ("n_way x (k_shot + n_query)", "episodes"),
                };
                if step == 0 {
                    return Err(self.err(
                        "paper.sampling",
                        format!("{kind} sampling with {what} = 0"),
                        "positive counts",
                    ));
                }
                if step != p.effective_batch {
                    return Err(self.err(
                        "paper.sampling",
                        format!("{kind} sampling draws {what} = {step} samples per optimizer step, but paper.effective_batch is {}", p.effective_batch),
                        format!("effective_batch = {step}, or sampling counts whose product is {}", p.effective_batch),
                    ));
                }
                let episodic = matches!(sampling, SamplingSpec::Episodes { .. });
                if episodic != p.episodes_per_epoch.is_some() {
                    return Err(if episodic {
                        self.err(
                            "paper.episodes_per_epoch",
                            "episodic sampling needs the number of episodes per epoch",
                            "paper.episodes_per_epoch = 200 (for example)",
                        )
                    } else {
                        self.err(
                            "paper.episodes_per_epoch",
                            "episodes_per_epoch is set, but paper.sampling is not episodic",
                            "[paper.sampling] kind = \"episodes\", or no episodes_per_epoch",
                        )
                    });
                }
            }
            None if p.episodes_per_epoch.is_some() => {
                return Err(self.err(
                    "paper.episodes_per_epoch",
                    "episodes_per_epoch is set, but no episodic sampling says what an episode is",
                    "[paper.sampling] kind = \"episodes\", n_way = 5, k_shot = 5, n_query = 16",
                ));
            }
            None => {}
        }

        let o = &p.optimizer;
        self.check_range(
            "paper.optimizer.weight_decay",
            o.weight_decay,
            o.weight_decay >= 0.0,
            "a weight decay >= 0",
        )?;
        let adam_like = matches!(o.name, OptimizerName::Adam | OptimizerName::AdamW);
        if let Some(betas) = &o.betas {
            if !adam_like {
                return Err(self.err(
                    "paper.optimizer.betas",
                    "`betas` apply to adam and adamw only",
                    "no betas for sgd (use momentum)",
                ));
            }
            if betas.len() != 2 {
                return Err(self.err(
                    "paper.optimizer.betas",
                    format!("`betas` has {} values", betas.len()),
                    "two values [beta1, beta2], e.g. [0.9, 0.999]",
                ));
            }
            for (i, &b) in betas.iter().enumerate() {
                self.check_range(
                    "paper.optimizer.betas",
                    b,
                    (0.0..1.0).contains(&b),
                    &format!("beta{} in [0, 1)", i + 1),
                )?;
            }
        }
        if let Some(eps) = o.eps {
            if !adam_like {
                return Err(self.err(
                    "paper.optimizer.eps",
                    "`eps` applies to adam and adamw only",
                    "no eps for sgd",
                ));
            }
            self.check_range("paper.optimizer.eps", eps, eps > 0.0, "a positive epsilon")?;
        }
        if let Some(m) = o.momentum {
            if adam_like {
                return Err(self.err(
                    "paper.optimizer.momentum",
                    "`momentum` applies to sgd only",
                    "betas for adam/adamw",
                ));
            }
            self.check_range(
                "paper.optimizer.momentum",
                m,
                (0.0..1.0).contains(&m),
                "momentum in [0, 1)",
            )?;
        }
        if o.nesterov.is_some() && adam_like {
            return Err(self.err(
                "paper.optimizer.nesterov",
                "`nesterov` applies to sgd only",
                "no nesterov for adam/adamw",
            ));
        }

        let s = &p.schedule;
        if s.warmup_epochs.is_some() && s.warmup_steps.is_some() {
            return Err(self.err(
                "paper.schedule.warmup_steps",
                "give warmup_epochs or warmup_steps, not both",
                "one warmup length",
            ));
        }
        if let Some(w) = s.warmup_epochs {
            self.check_range(
                "paper.schedule.warmup_epochs",
                w,
                w >= 0.0 && w <= f64::from(p.epochs),
                &format!("between 0 and the {} training epochs", p.epochs),
            )?;
        }
        self.check_range(
            "paper.schedule.warmup_start_lr",
            s.warmup_start_lr,
            s.warmup_start_lr >= 0.0,
            "a learning rate >= 0",
        )?;
        self.check_range(
            "paper.schedule.min_lr",
            s.min_lr,
            s.min_lr >= 0.0,
            "a learning rate >= 0",
        )?;
        match s.name {
            ScheduleName::Step => {
                if s.milestones.is_empty() {
                    return Err(self.err(
                        "paper.schedule.milestones",
                        "a step schedule needs milestones",
                        "milestones = [epoch, ...]",
                    ));
                }
                let gamma = s.gamma.ok_or_else(|| {
                    self.err(
                        "paper.schedule.gamma",
                        "a step schedule needs gamma",
                        "gamma = 0.1, say",
                    )
                })?;
                self.check_range(
                    "paper.schedule.gamma",
                    gamma,
                    gamma > 0.0 && gamma <= 1.0,
                    "a factor in (0, 1]",
                )?;
                if let Some(m) = s.milestones.iter().find(|m| **m == 0 || **m > p.epochs) {
                    return Err(self.err(
                        "paper.schedule.milestones",
                        format!("milestone epoch {m} is outside 1..={}", p.epochs),
                        "epochs within the run",
                    ));
                }
                if !s.milestones.windows(2).all(|w| w[0] < w[1]) {
                    return Err(self.err(
                        "paper.schedule.milestones",
                        "milestones must increase",
                        "increasing epochs",
                    ));
                }
            }
            _ => {
                if !s.milestones.is_empty() {
                    return Err(self.err(
                        "paper.schedule.milestones",
                        format!(
                            "milestones apply to the step schedule, not {}",
                            s.name.as_str()
                        ),
                        "no milestones",
                    ));
                }
                if s.gamma.is_some() {
                    return Err(self.err(
                        "paper.schedule.gamma",
                        format!(
                            "gamma applies to the step schedule, not {}",
                            s.name.as_str()
                        ),
                        "no gamma",
                    ));
                }
            }
        }
        let ls = p.loss.label_smoothing;
        self.check_range(
            "paper.loss.label_smoothing",
            ls,
            (0.0..1.0).contains(&ls),
            "a smoothing factor in [0, 1)",
        )?;

        let t = &self.cfg.train;
        self.check_positive("train.world_size", t.world_size, "devices")?;
        self.check_positive(
            "train.log_every",
            t.log_every,
            "optimizer steps between log lines",
        )?;
        if let Some(m) = t.micro_batch.and_then(|m| m.fixed()) {
            self.check_positive("train.micro_batch", m, "samples per forward/backward pass")?;
        }
        if let Some(a) = t.accumulation_steps {
            self.check_positive(
                "train.accumulation_steps",
                a,
                "micro-batches per optimizer step",
            )?;
        }
        if let Some(c) = t.grad_clip_norm {
            self.check_range(
                "train.grad_clip_norm",
                c,
                c > 0.0,
                "a positive norm (leave it out for no clipping)",
            )?;
        }

        let m = &self.cfg.model;
        let d = &self.cfg.data;
        self.check_positive("model.num_classes", m.num_classes, "output classes")?;
        self.check_positive("data.num_classes", d.num_classes, "classes in the dataset")?;
        self.check_positive("data.train_samples", d.train_samples, "training images")?;
        if m.num_classes != d.num_classes {
            return Err(self.err(
                "model.num_classes",
                format!(
                    "the model has {} classes but the data has {}",
                    m.num_classes, d.num_classes
                ),
                format!("model.num_classes = {}", d.num_classes),
            ));
        }
        let mut sized = m.clone();
        sized.image_size.get_or_insert(self.cfg.paper.input_size);
        if let Err(why) = crate::models::check_input_size(&sized) {
            let key = if m.image_size.is_some() {
                "model.image_size"
            } else {
                "paper.input_size"
            };
            return Err(self.err(key, why, "an input size the model can take"));
        }
        self.check_range(
            "model.drop_path_rate",
            m.drop_path_rate,
            (0.0..1.0).contains(&m.drop_path_rate),
            "a rate in [0, 1)",
        )?;
        match (m.name.needs_backbone(), m.backbone) {
            (true, None) => {
                return Err(self.err(
                    "model.name",
                    format!("`{}` needs a backbone", m.name.as_str()),
                    "model.backbone = \"vit_b16\", say",
                ));
            }
            (false, Some(_)) => {
                return Err(self.err(
                    "model.backbone",
                    format!("`{}` takes no backbone", m.name.as_str()),
                    "no model.backbone",
                ));
            }
            (true, Some(b)) if b.needs_backbone() => {
                return Err(self.err(
                    "model.backbone",
                    format!("`{}` cannot be a backbone", b.as_str()),
                    "a plain architecture such as vit_b16 or resnet34",
                ));
            }
            _ => {}
        }
        if m.name == ModelArch::Dcal && !m.backbone.is_some_and(ModelArch::is_vit) {
            return Err(self.err(
                "model.backbone",
                "DCAL needs a ViT backbone",
                "vit_b16, deit_small, ...",
            ));
        }
        match (&m.dcal, m.name) {
            (None, ModelArch::Dcal) => {
                return Err(self.err(
                    "model.name",
                    "DCAL needs a [model.dcal] table",
                    "[model.dcal] local_query_ratio = 0.1",
                ));
            }
            (Some(_), name) if name != ModelArch::Dcal => {
                return Err(self.err(
                    "model.dcal",
                    format!("[model.dcal] applies to dcal, not {}", name.as_str()),
                    "no [model.dcal]",
                ));
            }
            (Some(dc), _) => {
                let r = dc.local_query_ratio;
                self.check_range(
                    "model.dcal.local_query_ratio",
                    r,
                    r > 0.0 && r <= 1.0,
                    "a fraction in (0, 1]",
                )?;
            }
            _ => {}
        }
        if m.channels.is_some() && m.name != ModelArch::SmallCnn {
            return Err(self.err(
                "model.channels",
                format!("`channels` applies to small_cnn, not {}", m.name.as_str()),
                "no channels",
            ));
        }
        if let Some(ch) = &m.channels {
            if ch.is_empty() || ch.contains(&0) {
                return Err(self.err(
                    "model.channels",
                    "channels must be a non-empty list of positive widths",
                    "e.g. [16, 32, 64]",
                ));
            }
        }
        if let Some(clip) = &m.clip {
            if d.format != DataFormat::Synthetic && clip.class_names.is_none() {
                return Err(self.err(
                    "model.clip.class_names",
                    format!(
                        "CLIP's prompts need the class names of the `{}` data",
                        d.format.as_str()
                    ),
                    "class_names = \"data/stanford_cars/names.csv\": one name per line, in label order",
                ));
            }
        }
        if d.format != DataFormat::Synthetic && d.root.is_none() {
            return Err(self
                .err(
                    "data.format",
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

    /// Whether the micro-batch is to be fitted to the memory budget, and why: `micro_batch =
    /// "auto"`, or `--preset auto` that found a GPU (unless the command line or environment
    /// fixed the split). Checkpointing stays as given when the command line or environment set it.
    fn fit_request(&self) -> Option<MemoryFitRequest> {
        let by_user = |key: &str| {
            self.loaded.writer(key).is_some_and(|(i, _)| {
                matches!(
                    self.loaded.layers[i].kind,
                    LayerKind::Env { .. } | LayerKind::CommandLine { .. }
                )
            })
        };
        let checkpointing_fixed = by_user("train.gradient_checkpointing")
            .then_some(self.cfg.train.gradient_checkpointing);
        let requested_by = if self.cfg.train.micro_batch == Some(MicroBatch::Auto) {
            format!(
                "train.micro_batch = \"auto\" ({})",
                self.layer_name("train.micro_batch")
            )
        } else if let Some(gpu) = &self.loaded.selection.gpu {
            if by_user("train.micro_batch") || by_user("train.accumulation_steps") {
                return None;
            }
            format!("--preset auto on {}", gpu.name)
        } else {
            return None;
        };
        Some(MemoryFitRequest {
            requested_by,
            checkpointing_fixed,
            outcome: None,
        })
    }

    /// micro_batch x accumulation_steps x world_size == effective_batch, deriving what is missing.
    fn batch(&mut self, fit: Option<&Fitted>) -> Result<(u32, u32), ConfigError> {
        let eff = self.cfg.paper.effective_batch;
        let world = self.cfg.train.world_size;
        if eff % world != 0 {
            let divisors: Vec<String> = divisors(eff).iter().map(|w| w.to_string()).collect();
            return Err(self.err(
                "train.world_size",
                format!("world size {world} does not divide the effective batch {eff}"),
                format!(
                    "a world size that divides {eff}: one of {}",
                    divisors.join(", ")
                ),
            ));
        }
        let per_device = eff / world;
        let not_divisor = |this: &Self, key: &str, what: &str, value: u32| {
            this.err(
                key,
                format!("{what} {value} does not divide the per-device batch {per_device} (effective batch {eff} / world size {world})"),
                describe_splits(per_device),
            )
        };
        let micro_writer = self.loaded.writer("train.micro_batch").map(|(i, _)| i);
        let accum_writer = self
            .loaded
            .writer("train.accumulation_steps")
            .map(|(i, _)| i);
        if let Some(f) = fit {
            if f.micro_batch == 0 || per_device % f.micro_batch != 0 {
                return Err(not_divisor(
                    self,
                    "train.micro_batch",
                    "micro_batch",
                    f.micro_batch,
                ));
            }
            self.derived(
                "train.micro_batch",
                f.micro_batch.to_string(),
                format!("fitted to the memory budget: {}", f.reason),
            );
            self.derived(
                "train.accumulation_steps",
                (per_device / f.micro_batch).to_string(),
                format!(
                    "{eff} / (micro_batch {} x world_size {world})",
                    f.micro_batch
                ),
            );
            self.derived(
                "train.gradient_checkpointing",
                f.gradient_checkpointing.to_string(),
                format!("fitted to the memory budget: {}", f.reason),
            );
            return Ok((f.micro_batch, per_device / f.micro_batch));
        }
        let t = &self.cfg.train;
        // Not fitted yet: the whole per-device batch in one pass until the fit decides.
        let micro_batch = match t.micro_batch {
            Some(MicroBatch::Auto) => Some(per_device),
            other => other.and_then(MicroBatch::fixed),
        };
        let split = match (micro_batch, t.accumulation_steps) {
            (None, None) => {
                self.derived("train.micro_batch", per_device.to_string(), format!("no micro_batch or accumulation_steps given: the per-device batch {per_device} in one pass"));
                self.derived(
                    "train.accumulation_steps",
                    "1".into(),
                    "no micro_batch or accumulation_steps given".into(),
                );
                (per_device, 1)
            }
            (Some(m), None) => {
                if per_device % m != 0 {
                    return Err(not_divisor(self, "train.micro_batch", "micro_batch", m));
                }
                self.derived(
                    "train.accumulation_steps",
                    (per_device / m).to_string(),
                    format!("{eff} / (micro_batch {m} x world_size {world})"),
                );
                (m, per_device / m)
            }
            (None, Some(a)) => {
                if per_device % a != 0 {
                    return Err(not_divisor(
                        self,
                        "train.accumulation_steps",
                        "accumulation_steps",
                        a,
                    ));
                }
                self.derived(
                    "train.micro_batch",
                    (per_device / a).to_string(),
                    format!("{eff} / (accumulation_steps {a} x world_size {world})"),
                );
                (per_device / a, a)
            }
            (Some(m), Some(a)) if m.checked_mul(a) == Some(per_device) => (m, a),
            (Some(m), Some(a)) => {
                // Set by different layers: the later layer wins and the other is re-derived, so
                // `--set train.micro_batch=8` works on a preset that also fixed accumulation.
                match (micro_writer, accum_writer) {
                    (Some(mw), Some(aw)) if mw > aw => {
                        if per_device % m != 0 {
                            return Err(not_divisor(self, "train.micro_batch", "micro_batch", m));
                        }
                        let derived = per_device / m;
                        let over = self.layer_name("train.accumulation_steps");
                        self.derived("train.accumulation_steps", derived.to_string(), format!("{eff} / (micro_batch {m} x world_size {world}); replaces {a} from {over}"));
                        (m, derived)
                    }
                    (Some(mw), Some(aw)) if aw > mw => {
                        if per_device % a != 0 {
                            return Err(not_divisor(
                                self,
                                "train.accumulation_steps",
                                "accumulation_steps",
                                a,
                            ));
                        }
                        let derived = per_device / a;
                        let over = self.layer_name("train.micro_batch");
                        self.derived("train.micro_batch", derived.to_string(), format!("{eff} / (accumulation_steps {a} x world_size {world}); replaces {m} from {over}"));
                        (derived, a)
                    }
                    _ => {
                        return Err(self.err(
                            "train.micro_batch",
                            format!("micro_batch {m} x accumulation_steps {a} x world_size {world} = {} but the effective batch is {eff}", u64::from(m) * u64::from(a) * u64::from(world)),
                            describe_splits(per_device),
                        )
                        .help("give only micro_batch (accumulation is derived) or fix one of the two"));
                    }
                }
            }
        };
        Ok(split)
    }

    fn schedule(&mut self, micro: u32) -> Result<ResolvedSchedule, ConfigError> {
        let p = &self.cfg.paper;
        let d = &self.cfg.data;
        let eff = p.effective_batch;
        let world = self.cfg.train.world_size;
        let pk = matches!(p.sampling, Some(SamplingSpec::Pk { .. }));
        let (steps_per_epoch, last_step_samples, how) = match p.episodes_per_epoch {
            Some(episodes) => (
                u64::from(episodes),
                eff,
                format!("{episodes} episodes per epoch"),
            ),
            None if pk => {
                let steps = u64::from(d.train_samples / eff);
                if steps == 0 {
                    return Err(self.err(
                        "data.train_samples",
                        format!(
                            "{} training samples do not fill one PK batch of {eff}",
                            d.train_samples
                        ),
                        "a dataset of at least one batch",
                    ));
                }
                (
                    steps,
                    eff,
                    format!("floor({} samples / {eff}) PK batches", d.train_samples),
                )
            }
            None if d.drop_last => {
                let steps = u64::from(d.train_samples / eff);
                if steps == 0 {
                    return Err(self.err(
                        "data.drop_last",
                        format!("drop_last with {} training samples and an effective batch of {eff} leaves no step", d.train_samples),
                        "drop_last = false, or a dataset of at least one batch",
                    ));
                }
                (
                    steps,
                    eff,
                    format!(
                        "floor({} samples / {eff}), last partial batch dropped",
                        d.train_samples
                    ),
                )
            }
            None => {
                let steps = u64::from(d.train_samples.div_ceil(eff));
                let rest = d.train_samples % eff;
                (
                    steps,
                    if rest == 0 { eff } else { rest },
                    format!("ceil({} samples / {eff})", d.train_samples),
                )
            }
        };
        let total_steps = steps_per_epoch * u64::from(p.epochs);
        let s = &p.schedule;
        let warmup_steps = match (s.warmup_steps, s.warmup_epochs) {
            (Some(w), _) => w,
            (None, Some(e)) => (e * steps_per_epoch as f64).round() as u64,
            (None, None) => 0,
        };
        if warmup_steps > total_steps {
            let key = if s.warmup_steps.is_some() {
                "paper.schedule.warmup_steps"
            } else {
                "paper.schedule.warmup_epochs"
            };
            return Err(self.err(
                key,
                format!(
                    "warmup of {warmup_steps} steps is longer than the run ({total_steps} steps)"
                ),
                format!("at most {total_steps} steps"),
            ));
        }
        let milestone_steps: Vec<u64> = s
            .milestones
            .iter()
            .map(|m| u64::from(*m) * steps_per_epoch)
            .collect();
        self.derived("schedule.steps_per_epoch", steps_per_epoch.to_string(), how);
        self.derived(
            "schedule.total_steps",
            total_steps.to_string(),
            format!("{} epochs x {steps_per_epoch} steps", p.epochs),
        );
        if let Some(e) = s.warmup_epochs {
            self.derived(
                "schedule.warmup_steps",
                warmup_steps.to_string(),
                format!("round({e} epochs x {steps_per_epoch} steps)"),
            );
        }
        let per_device_step = u64::from(eff / world);
        let micro_steps_per_epoch =
            if p.episodes_per_epoch.is_some() || pk || d.drop_last || last_step_samples == eff {
                steps_per_epoch * per_device_step / u64::from(micro)
            } else {
                // Full steps, plus the short last step split into micro-batches (the last one may
                // be smaller still).
                (steps_per_epoch - 1) * per_device_step / u64::from(micro)
                    + u64::from(last_step_samples).div_ceil(u64::from(world) * u64::from(micro))
            };
        Ok(ResolvedSchedule {
            name: s.name,
            epochs: p.epochs,
            steps_per_epoch,
            total_steps,
            warmup_steps,
            warmup_start_lr: s.warmup_start_lr,
            min_lr: s.min_lr,
            milestone_steps,
            gamma: s.gamma,
            micro_steps_per_epoch,
            last_step_samples,
        })
    }

    fn optimizer(&mut self) -> ResolvedOptimizer {
        let o = &self.cfg.paper.optimizer;
        let adam_like = matches!(o.name, OptimizerName::Adam | OptimizerName::AdamW);
        let mut r = ResolvedOptimizer {
            name: o.name,
            weight_decay: o.weight_decay,
            betas: None,
            eps: None,
            momentum: None,
            nesterov: None,
            no_decay_norm_and_bias: o.no_decay_norm_and_bias,
        };
        if adam_like {
            r.betas = Some(match o.betas.as_deref() {
                Some(&[b1, b2]) => [b1, b2],
                _ => [0.9, 0.999],
            });
            r.eps = Some(o.eps.unwrap_or(1e-8));
            if o.betas.is_none() {
                self.derived(
                    "paper.optimizer.betas",
                    "[0.9, 0.999]".into(),
                    "the usual Adam default".into(),
                );
            }
            if o.eps.is_none() {
                self.derived(
                    "paper.optimizer.eps",
                    "1e-8".into(),
                    "the usual Adam default".into(),
                );
            }
        } else {
            r.momentum = Some(o.momentum.unwrap_or(0.9));
            r.nesterov = Some(o.nesterov.unwrap_or(false));
            if o.momentum.is_none() {
                self.derived(
                    "paper.optimizer.momentum",
                    "0.9".into(),
                    "the usual SGD default".into(),
                );
            }
        }
        r
    }

    fn deviations(&self, lr: f64, micro: u32) -> Vec<Deviation> {
        let mut out = Vec::new();
        // The model's input size defaults to the paper's: compare what each run would build.
        let with_input_size = |c: &ExperimentConfig| {
            let mut c = c.clone();
            c.model.image_size.get_or_insert(c.paper.input_size);
            flatten(&serde_json::to_value(&c).expect("config serialises"))
        };
        let plan = with_input_size(self.cfg);
        let paper = with_input_size(&self.loaded.reference);
        let recipe_key = |k: &str| {
            (k.starts_with("paper.")
                || k.starts_with("model.")
                || k.starts_with("data.")
                || k == "train.grad_clip_norm")
                && !EXECUTION_ONLY_DATA_KEYS.contains(&k)
        };
        let keys: std::collections::BTreeSet<&String> = plan
            .keys()
            .chain(paper.keys())
            .filter(|k| recipe_key(k))
            .collect();
        let ref_paper = &self.loaded.reference.paper;
        let paper_lr = ref_paper.base_lr
            * ref_paper
                .lr_scaling
                .factor(ref_paper.effective_batch, ref_paper.lr_reference_batch);
        for key in keys {
            let (a, b) = (paper.get(key), plan.get(key));
            if a == b {
                continue;
            }
            // Another path to the pretrained weights says where the file is; no weights
            // (training from scratch) is a different recipe.
            let present = |v: Option<&String>| v.is_some_and(|v| v != "\"\"");
            if key == "model.pretrained" && present(a) && present(b) {
                continue;
            }
            let effect = match key.as_str() {
                "paper.effective_batch" => format!(
                    "the optimizer sees batches of {} instead of {}; lr follows the {} rule: {} -> {}",
                    self.cfg.paper.effective_batch,
                    ref_paper.effective_batch,
                    self.cfg.paper.lr_scaling.as_str(),
                    format_float(paper_lr),
                    format_float(lr)
                ),
                "paper.base_lr" | "paper.lr_reference_batch" | "paper.lr_scaling" => {
                    format!("learning rate {} -> {}", format_float(paper_lr), format_float(lr))
                }
                k if k.starts_with("model.") => "a different model from the paper's".to_string(),
                k if k.starts_with("data.") => "different training data or episodes from the paper's".to_string(),
                "train.grad_clip_norm" => "different gradient clipping from the experiment's".to_string(),
                _ => "a different training recipe from the paper's".to_string(),
            };
            out.push(Deviation {
                key: key.clone(),
                kind: DeviationKind::Recipe,
                paper: a.cloned(),
                plan: b.cloned().unwrap_or_else(|| "(not set)".into()),
                set_by: self.layer_name(key),
                effect,
            });
        }
        if let Some(stated) = self.cfg.paper.precision {
            let run = self.cfg.train.precision;
            if stated != run {
                out.push(Deviation {
                    key: "train.precision".into(),
                    kind: DeviationKind::Numerics,
                    paper: Some(stated.as_str().into()),
                    plan: run.as_str().into(),
                    set_by: self.layer_name("train.precision"),
                    effect: format!("the paper trained in {stated}; this run computes in {run} (f32 master weights; norms, softmax and loss in f32)"),
                });
            }
        }
        if self.batchnorm_coupled(micro) {
            out.push(Deviation {
                key: "model.freeze_batchnorm".into(),
                kind: DeviationKind::BatchStatistics,
                paper: Some(format!("BatchNorm statistics over {} samples", self.cfg.paper.effective_batch)),
                plan: format!("BatchNorm statistics over micro-batches of {micro}"),
                set_by: self.layer_name("train.micro_batch"),
                effect: "BatchNorm in train mode normalises each micro-batch on its own: gradients and running statistics differ from the paper's batch (Goyal et al. 2017, sec. 2.3)".into(),
            });
        }
        out
    }

    fn batchnorm_coupled(&self, micro: u32) -> bool {
        let m = &self.cfg.model;
        m.has_batchnorm() && !m.freeze_batchnorm && micro < self.cfg.paper.effective_batch
    }

    fn exactness(&self, micro: u32) -> Exactness {
        let eff = self.cfg.paper.effective_batch;
        let coupling = self.cfg.paper.loss.name.batch_coupling();
        if self.batchnorm_coupled(micro) {
            let mut reason = format!(
                "{} uses BatchNorm in train mode: statistics over micro-batches of {micro} instead of {eff} samples change the gradient",
                self.cfg.model.name.as_str()
            );
            if coupling.is_some() {
                reason
                    .push_str("; the batch-coupled loss itself is kept exact by gradient caching");
            }
            return Exactness {
                status: ExactnessStatus::Inexact,
                method: if coupling.is_some() {
                    GradientMethod::GradientCaching
                } else {
                    GradientMethod::Accumulation
                },
                reason,
                options: vec![
                    "freeze BatchNorm (use running statistics): --set model.freeze_batchnorm=true"
                        .into(),
                    format!("run micro_batch = {eff} (accumulation 1) on a larger preset"),
                    "accept the difference: it is listed as a deviation".into(),
                ],
            };
        }
        if micro == eff {
            return Exactness {
                status: ExactnessStatus::Exact,
                method: GradientMethod::SinglePass,
                reason: "the whole optimizer batch is one forward/backward pass".into(),
                options: Vec::new(),
            };
        }
        if let Some(why) = coupling {
            return Exactness {
                status: ExactnessStatus::ExactWithGradientCaching,
                method: GradientMethod::GradientCaching,
                reason: format!(
                    "{} couples the batch ({why}); plain accumulation would change the loss, so the batch is embedded in micro-batches of {micro} without graphs, the loss is computed on all {eff} embeddings, and the cached embedding gradients are back-propagated micro-batch by micro-batch (Gao et al. 2021)",
                    self.cfg.paper.loss.name.as_str()
                ),
                options: Vec::new(),
            };
        }
        let mut reason = "per-sample loss without BatchNorm: each micro-batch's summed loss is divided by the samples of its whole window, so the accumulated gradient is the full-batch mean gradient (up to float rounding)".to_string();
        if self.cfg.model.name == ModelArch::Dcal
            && self.cfg.model.dcal.as_ref().is_some_and(|d| d.pair_wise)
        {
            reason.push_str("; PWCA partners are drawn inside each micro-batch, as random pairs from the training set: the same distribution");
        }
        Exactness {
            status: ExactnessStatus::Exact,
            method: GradientMethod::Accumulation,
            reason,
            options: Vec::new(),
        }
    }

    fn unstated(&self) -> Vec<UnstatedValue> {
        let flat = flatten(&serde_json::to_value(self.cfg).expect("config serialises"));
        self.cfg
            .sources
            .iter()
            .filter(|(_, n)| n.source != crate::config::schema::SourceKind::Paper)
            .map(|(key, note)| UnstatedValue {
                key: key.clone(),
                value: flat.get(key).cloned().unwrap_or_else(|| {
                    // A whole table: list its leaves.
                    let prefix = format!("{key}.");
                    flat.iter()
                        .filter(|(k, _)| k.starts_with(&prefix))
                        .map(|(k, v)| format!("{}={v}", &k[prefix.len()..]))
                        .collect::<Vec<_>>()
                        .join(", ")
                }),
                source: note.source,
                note: note.note.clone(),
            })
            .collect()
    }
}

/// Leaf paths of a JSON value, rendered compactly.
fn flatten(v: &serde_json::Value) -> BTreeMap<String, String> {
    fn walk(prefix: &str, v: &serde_json::Value, out: &mut BTreeMap<String, String>) {
        match v {
            serde_json::Value::Object(map) => {
                for (k, v) in map {
                    let p = if prefix.is_empty() {
                        k.clone()
                    } else {
                        format!("{prefix}.{k}")
                    };
                    walk(&p, v, out);
                }
            }
            serde_json::Value::Number(n) => {
                let s = match n.as_f64() {
                    Some(f) if !n.is_i64() && !n.is_u64() => format_float(f),
                    _ => n.to_string(),
                };
                out.insert(prefix.to_string(), s);
            }
            other => {
                out.insert(prefix.to_string(), other.to_string());
            }
        }
    }
    let mut out = BTreeMap::new();
    walk("", v, &mut out);
    out
}

/// Resolve a loaded experiment into a plan.
/// A micro-batch and checkpointing chosen by fitting the memory budget (`crate::memory::fit`).
#[derive(Debug, Clone, PartialEq)]
pub struct Fitted {
    pub micro_batch: u32,
    pub gradient_checkpointing: bool,
    /// Why, in a sentence (what fits, what did not).
    pub reason: String,
}

pub fn resolve(loaded: &LoadedExperiment) -> Result<Plan, ConfigError> {
    resolve_with(loaded, None)
}

/// Resolve with the split a memory fit chose (see [`Plan::memory_fit`]).
pub fn resolve_fitted(loaded: &LoadedExperiment, fitted: &Fitted) -> Result<Plan, ConfigError> {
    resolve_with(loaded, Some(fitted))
}

fn resolve_with(loaded: &LoadedExperiment, fitted: Option<&Fitted>) -> Result<Plan, ConfigError> {
    let cfg = &loaded.config;
    let mut r = Resolver {
        loaded,
        cfg,
        provenance: loaded.sources(),
    };
    r.validate()?;
    let mut memory_fit = r.fit_request();
    let fitted = fitted.filter(|_| memory_fit.is_some());
    if let (Some(request), Some(f)) = (memory_fit.as_mut(), fitted) {
        request.outcome = Some(f.reason.clone());
    }
    let (micro, accumulation) = r.batch(fitted)?;
    let gradient_checkpointing = fitted.map_or(cfg.train.gradient_checkpointing, |f| {
        f.gradient_checkpointing
    });
    let p = &cfg.paper;
    let factor = p.lr_scaling.factor(p.effective_batch, p.lr_reference_batch);
    let lr = p.base_lr * factor;
    r.derived(
        "lr",
        format_float(lr),
        format!(
            "base_lr {} x {} scaling of {} / {}",
            format_float(p.base_lr),
            p.lr_scaling.as_str(),
            p.effective_batch,
            p.lr_reference_batch
        ),
    );
    let schedule = r.schedule(micro)?;
    if schedule.min_lr > lr && schedule.name == ScheduleName::Cosine {
        return Err(r.err(
            "paper.schedule.min_lr",
            format!(
                "min_lr {} is above the scaled lr {}",
                format_float(schedule.min_lr),
                format_float(lr)
            ),
            "a final learning rate below the peak",
        ));
    }
    let optimizer = r.optimizer();
    let deviations = r.deviations(lr, micro);
    let exactness = r.exactness(micro);
    let unstated = r.unstated();

    let device = loaded.preset.info.device;
    let mut notes = Vec::new();
    if device == DeviceKind::Cuda && !candle_core::utils::cuda_is_available() {
        notes.push(format!(
            "preset `{}` runs on CUDA, but this paperfit was built without CUDA: build with `--features cuda` to train this plan",
            loaded.preset.name
        ));
    }
    if device == DeviceKind::Cpu && cfg.train.precision != Precision::Fp32 {
        notes.push(format!(
            "{} on CPU is slower than fp32 (and bf16 convolutions are unsupported there): mixed precision is for CUDA",
            cfg.train.precision
        ));
    }
    for (key, source) in &cfg.sources {
        if source.source == crate::config::schema::SourceKind::Paper {
            notes.push(format!("{key}: {}", source.note));
        }
    }
    if let (DataFormat::Synthetic, Some(path)) = (
        cfg.data.format,
        cfg.model.clip.as_ref().and_then(|c| c.class_names.as_ref()),
    ) {
        notes.push(format!(
            "synthetic data names its own classes (`disk`, `square`, ...): CLIP's prompts use those, and model.clip.class_names ({}) is not read",
            path.display()
        ));
    }
    if cfg.train.world_size > 1 {
        notes.push(format!(
            "world_size {}: the plan splits the batch over {} devices; paperfit's trainer runs one process, so launch one per device or use world_size = 1 with accumulation",
            cfg.train.world_size, cfg.train.world_size
        ));
    }
    if schedule.last_step_samples != p.effective_batch && p.episodes_per_epoch.is_none() {
        notes.push(format!(
            "the last optimizer step of each epoch has {} samples; its loss is the exact mean over them",
            schedule.last_step_samples
        ));
    }

    Ok(Plan {
        experiment: loaded.path.display().to_string(),
        paper: p.name.clone(),
        citation: p.citation.clone(),
        preset: loaded.selection.name.clone(),
        preset_reason: loaded.selection.reason.clone(),
        device,
        memory_budget_bytes: loaded.selection.budget_bytes,
        effective_batch: p.effective_batch,
        micro_batch: micro,
        accumulation_steps: accumulation,
        world_size: cfg.train.world_size,
        base_lr: p.base_lr,
        lr_reference_batch: p.lr_reference_batch,
        lr_scaling: p.lr_scaling,
        lr,
        precision: cfg.train.precision,
        loss_scaling: (cfg.train.precision == Precision::Fp16).then(LossScaling::dynamic),
        gradient_checkpointing,
        grad_clip_norm: cfg.train.grad_clip_norm,
        seed: cfg.train.seed,
        optimizer,
        schedule,
        loss: p.loss.clone(),
        sampling: p.sampling.clone(),
        eval_episodes: p.eval_episodes,
        parameters: None,
        memory: None,
        memory_fit,
        model: {
            let mut m = cfg.model.clone();
            if cfg.data.format == DataFormat::Synthetic {
                if let Some(clip) = m.clip.as_mut() {
                    clip.class_names = None;
                }
            }
            m.image_size.get_or_insert(p.input_size);
            // `--set model.pretrained=""` trains from scratch (a deviation the diff lists).
            m.pretrained = m.pretrained.filter(|path| !path.as_os_str().is_empty());
            m
        },
        data: cfg.data.clone(),
        logging: Logging {
            log_every: cfg.train.log_every,
            eval_every_epochs: cfg.train.eval_every_epochs,
            checkpoint_every: cfg.train.checkpoint_every,
        },
        deviations,
        exactness,
        unstated,
        notes,
        provenance: r.provenance,
    })
}
