//! Notes: what to know about a plan that is not a deviation from the paper (this build cannot
//! run its device, a value the paper itself qualifies, a short last step, ...).

use super::data_counts::{Count, DataCounts};
use super::resolve::Resolver;
use super::ResolvedSchedule;
use crate::config::schema::{
    openai_clip_mean, openai_clip_std, DataFormat, DeviceKind, Precision, SamplingSpec, SourceKind,
};
use crate::data::transforms;

impl Resolver<'_> {
    pub(super) fn notes(&self, schedule: &ResolvedSchedule) -> Vec<String> {
        let cfg = self.cfg;
        let mut notes = self.device_notes();
        for (key, source) in &cfg.sources {
            if source.source == SourceKind::Paper {
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
        if cfg.paper.retrieval_features.is_some() && cfg.data.format != DataFormat::Market1501 {
            // A re-identification experiment on a stand-in (synthetic data for a check) keeps
            // its setting; it applies again on its own data.
            notes.push(format!(
                "{} is not read: `{}` data is evaluated by classification, not by retrieval against a gallery",
                crate::config::keys::PAPER_RETRIEVAL_FEATURES.path(),
                cfg.data.format.as_str()
            ));
        }
        notes.extend(self.clip_normalisation_note());
        if cfg.train.world_size > 1 {
            let device = self.loaded.preset.info.device;
            notes.push(match crate::dist::backend_for(device) {
                Some(backend) => format!(
                    "world_size {w}: one process per device, {w} in all, gradients summed over them through {backend} once per step; start them with `paperfit train ... --nproc {w}`, `mpirun -n {w}` or `srun --mpi=pmix -n {w}` (docs/distributed.md)",
                    w = cfg.train.world_size
                ),
                None => format!(
                    "world_size {}: this build cannot train it: {}",
                    cfg.train.world_size,
                    crate::dist::missing_backend_help(device)
                ),
            });
        }
        let p = &cfg.paper;
        if schedule.last_step_samples != p.effective_batch && p.episodes_per_epoch.is_none() {
            notes.push(format!(
                "the last optimizer step of each epoch has {} samples; its loss is the exact mean over them",
                schedule.last_step_samples
            ));
        }
        notes
    }

    /// A CLIP model whose transforms normalise with other statistics than its weights were
    /// trained with (ImageNet's, a bare `normalize`'s default): allowed, as a recipe may do
    /// it, but the pretrained features then see other inputs than they learnt from.
    fn clip_normalisation_note(&self) -> Option<String> {
        let cfg = self.cfg;
        let spec = cfg.data.transforms.as_ref()?;
        if !crate::models::registry::entry(cfg.model.name).is_clip() {
            return None;
        }
        let size = cfg.model.image_size.unwrap_or(cfg.paper.input_size);
        let (mean, std) =
            transforms::normalisation(&transforms::for_split(Some(spec), true, size))?;
        let (clip_mean, clip_std) = (openai_clip_mean(), openai_clip_std());
        let near = |a: [f64; 3], b: [f64; 3]| a.iter().zip(b).all(|(x, y)| (x - y).abs() < 1e-3);
        if near(mean, clip_mean) && near(std, clip_std) {
            return None;
        }
        Some(format!(
            "data.transforms normalise with mean {mean:?} and std {std:?}, but CLIP's weights were trained on images normalised with OpenAI's mean {clip_mean:?} and std {clip_std:?}: the pretrained features see other inputs than they learnt from (leave [data.transforms] out, or give `normalize` OpenAI's values)"
        ))
    }

    /// What this build and the preset's device mean for running the plan.
    fn device_notes(&self) -> Vec<String> {
        let device = self.loaded.preset.info.device;
        let mut notes = Vec::new();
        if device == DeviceKind::Cuda && !candle_core::utils::cuda_is_available() {
            notes.push(format!(
                "preset `{}` runs on CUDA, but this paperfit was built without CUDA: build with `--features cuda` to train this plan",
                self.loaded.preset.name
            ));
        }
        if device == DeviceKind::Cuda && candle_core::utils::cuda_is_available() {
            let missing = crate::gpu::missing_cuda_libraries();
            if !missing.is_empty() {
                notes.push(format!(
                    "preset `{}` runs on CUDA, but {}",
                    self.loaded.preset.name,
                    crate::gpu::describe_missing(&missing)
                ));
            }
        }
        if device == DeviceKind::Cpu && self.cfg.train.precision != Precision::Fp32 {
            notes.push(format!(
                "{} on CPU is slower than fp32 (and bf16 convolutions are unsupported there): mixed precision is for CUDA",
                self.cfg.train.precision
            ));
        }
        notes
    }

    /// A split that could not be counted here keeps its stated size, said in a note.
    pub(super) fn count_notes(&self, counts: &DataCounts) -> Vec<String> {
        let stated = &self.loaded.config.data;
        let mut notes = Vec::new();
        if let (Some(Count::Unreadable(why)), Some(n)) = (&counts.train, stated.train_samples) {
            notes.push(format!(
                "data.train_samples = {n} is the experiment's count, not the data's: {why}; a run counts the split it opens"
            ));
        }
        match (&counts.eval, stated.eval_samples) {
            (Some(Count::Unreadable(why)), Some(n)) => notes.push(format!(
                "data.eval_samples = {n} is the experiment's count, not the data's: {why}"
            )),
            (Some(Count::Unreadable(why)), None) => notes.push(format!(
                "the evaluation split cannot be counted here and data.eval_samples is not stated, so this plan does not evaluate: {why}; a run counts the split it opens"
            )),
            _ => {}
        }
        if let Some(why) = crate::data::formats::why_no_evaluation(stated) {
            notes.push(format!("this plan does not evaluate: {why}"));
        }
        if let Some(SamplingSpec::Episodes {
            n_way,
            k_shot,
            n_query,
        }) = &self.cfg.paper.sampling
        {
            let need = (k_shot + n_query) as usize;
            for (split, classes) in ["training", "evaluation"].iter().zip(&counts.classes) {
                notes.extend(small_classes_note(split, classes, need, *n_way as usize));
            }
        }
        notes
    }
}

/// What an episode sampler does with classes of fewer than `need` (k_shot + n_query) images: it
/// never draws them; said, with the first few, so a data set of one's own does not train or
/// evaluate on fewer classes than it lists without a word.
fn small_classes_note(
    split: &str,
    classes: &[(String, usize)],
    need: usize,
    n_way: usize,
) -> Option<String> {
    let small: Vec<String> = classes
        .iter()
        .filter(|(_, n)| *n < need)
        .map(|(name, n)| format!("{name} ({n})"))
        .collect();
    if small.is_empty() {
        return None;
    }
    let drawn = classes.len() - small.len();
    let shown = small.iter().take(5).cloned().collect::<Vec<_>>().join(", ");
    let more = if small.len() > 5 { ", ..." } else { "" };
    let too_few = if drawn < n_way {
        format!(" and only {drawn} are left, fewer than n_way = {n_way}: no episode can be drawn")
    } else {
        String::new()
    };
    Some(format!(
        "{} of the {} {split} classes {} fewer than {need} images (k_shot + n_query), so no episode draws them: {shown}{more}{too_few}",
        small.len(),
        classes.len(),
        if small.len() == 1 { "has" } else { "have" }
    ))
}
