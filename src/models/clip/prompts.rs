//! The prompts the text tower encodes: every class in every template, each sample's caption
//! (its class in a template drawn per sample), cut after the longest end token.

use candle_core::Result;
use rand::Rng;

use super::{ClipInputs, TEMPLATE_SALT};
use crate::nn::Ctx;

/// One prompt: its [`CONTEXT_LENGTH`] ids and the position of its end token.
#[derive(Debug, Clone)]
pub(super) struct Prompt {
    pub ids: Vec<u32>,
    pub end: usize,
}

impl Prompt {
    pub(crate) fn new(ids: Vec<u32>) -> Self {
        // OpenAI reads the feature at `text.argmax(dim=-1)`: the end token has the largest id.
        // The first maximum, as torch.argmax returns.
        let end = ids
            .iter()
            .enumerate()
            .fold(
                (0, 0u32),
                |best, (i, &id)| if id > best.1 { (i, id) } else { best },
            )
            .0;
        Prompt { ids, end }
    }
}

/// Prompts by class and template.
#[derive(Debug)]
pub(super) struct Prompts {
    pub by_class: Vec<Vec<Prompt>>,
}

impl Prompts {
    pub(crate) fn new(inputs: &ClipInputs) -> Self {
        let by_class = inputs
            .class_names
            .iter()
            .map(|name| {
                inputs
                    .templates
                    .iter()
                    .map(|t| Prompt::new(inputs.tokenizer.tokenize(&t.replace("{}", name))))
                    .collect()
            })
            .collect();
        Prompts { by_class }
    }

    /// Placeholders for `classes` x `templates` prompts that fill the whole context (the
    /// longest a caption can be): for a footprint when the tokenizer and class names are not
    /// read.
    pub(crate) fn placeholder(
        classes: usize,
        templates: usize,
        context: usize,
        vocab: usize,
    ) -> Self {
        let mut ids = vec![0u32; context];
        if let Some(last) = ids.last_mut() {
            *last = vocab.saturating_sub(1) as u32;
        }
        let prompt = Prompt {
            ids,
            end: context.saturating_sub(1),
        };
        Prompts {
            by_class: vec![vec![prompt; templates.max(1)]; classes],
        }
    }

    /// The longest caption's tokens up to its end token: a micro-batch's captions are cut to
    /// their longest (see [`truncated`]), at most this.
    pub(crate) fn longest(&self) -> usize {
        self.by_class
            .iter()
            .flatten()
            .map(|p| p.end + 1)
            .max()
            .unwrap_or(1)
    }

    /// Each sample's caption: its class with a template drawn per sample (see
    /// [`TEMPLATE_SALT`]).
    pub(crate) fn captions(&self, ctx: &Ctx, n: usize) -> Result<Vec<&Prompt>> {
        let labels = ctx.labels.as_ref().ok_or_else(|| {
            candle_core::Error::Msg(
                "the CLIP text tower needs the micro-batch's labels in the context".into(),
            )
        })?;
        let labels = labels.host();
        if labels.len() != n {
            candle_core::bail!("{} labels for a micro-batch of {n} images", labels.len());
        }
        labels
            .iter()
            .enumerate()
            .map(|(i, &label)| {
                let templates = self.by_class.get(label as usize).ok_or_else(|| {
                    candle_core::Error::Msg(format!(
                        "label {label} has no class name ({} classes)",
                        self.by_class.len()
                    ))
                })?;
                let t = ctx
                    .sample_rng(TEMPLATE_SALT, i)
                    .random_range(0..templates.len());
                Ok(&templates[t])
            })
            .collect()
    }
}

/// The ids of `prompts` cut after the last end token among them: with the causal mask, the
/// positions after a prompt's end token never reach its feature, so this is exactly the full
/// context's result, at a fraction of the cost (a prompt is ~15 tokens of 77).
pub(super) fn truncated(prompts: &[&Prompt]) -> (Vec<u32>, usize) {
    let len = prompts.iter().map(|p| p.end + 1).max().unwrap_or(1);
    let ids = prompts
        .iter()
        .flat_map(|p| p.ids[..len].iter().copied())
        .collect();
    (ids, len)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn end_token_is_the_first_largest_id() {
        assert_eq!(Prompt::new(vec![9, 4, 12, 3, 0, 0]).end, 2);
        assert_eq!(Prompt::new(vec![9, 12, 12, 0]).end, 1);
    }

    #[test]
    fn prompts_are_cut_after_the_last_end_token() {
        let a = Prompt::new(vec![5, 1, 9, 0, 0]);
        let b = Prompt::new(vec![5, 9, 0, 0, 0]);
        let (ids, len) = truncated(&[&a, &b]);
        assert_eq!(len, 3);
        assert_eq!(ids, vec![5, 1, 9, 5, 9, 0]);
    }
}
