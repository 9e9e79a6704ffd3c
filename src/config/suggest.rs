//! "Did you mean" for a misspelt key, name or value: the closest of the candidates, when one
//! is a plausible intent.

/// The candidate closest to `input`, if any is a plausible intent: a typo (within two edits,
/// `epoch` for `epochs`), else the one candidate holding every word of `input` (a name
/// shortened: `checkpointing` for `gradient_checkpointing`, which spelling alone would take
/// for `checkpoint_every`), else the most similar spelling if it is close enough.
pub(crate) fn closest<'a, I>(input: &str, candidates: I) -> Option<&'a str>
where
    I: IntoIterator<Item = &'a str>,
{
    let input = input.to_ascii_lowercase();
    // Each candidate with its spelling similarity, those too dissimilar to be a typo left out.
    let similar: Vec<(&'a str, f64)> = candidates
        .into_iter()
        .map(|c| (c, strsim::jaro_winkler(&input, &c.to_ascii_lowercase())))
        .collect();
    let most_similar = |among: &mut dyn Iterator<Item = &(&'a str, f64)>| {
        among
            .filter(|(_, score)| *score >= 0.8)
            .max_by(|a, b| a.1.total_cmp(&b.1))
            .map(|(c, _)| *c)
    };
    let typo = most_similar(
        &mut similar
            .iter()
            .filter(|(c, _)| strsim::damerau_levenshtein(&input, &c.to_ascii_lowercase()) <= 2),
    );
    let words = |name: &str| -> Vec<String> {
        name.to_ascii_lowercase()
            .split(['_', '.', '-'])
            .filter(|w| !w.is_empty())
            .map(str::to_string)
            .collect()
    };
    let typed = words(&input);
    let holding: Vec<&'a str> = similar
        .iter()
        .map(|(c, _)| *c)
        .filter(|c| {
            let theirs = words(c);
            !typed.is_empty()
                && theirs.len() > typed.len()
                && typed.iter().all(|w| theirs.contains(w))
        })
        .collect();
    let shortened = match holding[..] {
        [only] => Some(only),
        _ => None,
    };
    typo.or(shortened)
        .or_else(|| most_similar(&mut similar.iter()))
}

/// "did you mean `x`?" for the closest candidate, if any.
pub(crate) fn did_you_mean<'a, I>(input: &str, candidates: I) -> Option<String>
where
    I: IntoIterator<Item = &'a str>,
{
    closest(input, candidates).map(|c| format!("did you mean `{c}`?"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn suggests_close_names_only() {
        let keys = ["micro_batch", "accumulation_steps", "precision"];
        assert_eq!(closest("micro_bach", keys), Some("micro_batch"));
        assert_eq!(closest("MICRO_BATCH", keys), Some("micro_batch"));
        assert_eq!(closest("precison", keys), Some("precision"));
        assert_eq!(closest("zzz", keys), None);
        // A shortened name finds the one name holding its words, where spelling alone would
        // pick another; a typo wins over a name holding the word; held by several, spelling
        // decides.
        let train = [
            "gradient_checkpointing",
            "checkpoint_every",
            "grad_clip_norm",
            "seed",
        ];
        assert_eq!(
            closest("checkpointing", train),
            Some("gradient_checkpointing")
        );
        assert_eq!(closest("CLIP", train), Some("grad_clip_norm"));
        let epochs = ["epochs", "warmup_epochs", "episodes_per_epoch"];
        assert_eq!(closest("epoch", epochs), Some("epochs"));
        assert_eq!(closest("warmup", epochs), Some("warmup_epochs"));
        let schedules = ["warmup_epochs", "warmup_lr", "epochs"];
        assert_eq!(closest("warmup", schedules), Some("warmup_lr"));
    }
}
