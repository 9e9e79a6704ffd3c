//! Which samples form each optimizer step. Every sampler is a pure function of (seed, epoch),
//! so a resumed run continues with exactly the next sample, episode or PK batch.

use std::collections::BTreeMap;

use rand::seq::{IndexedRandom, SliceRandom};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::seed::mix;

fn rng_for(seed: u64, salt: u64, epoch: u32) -> ChaCha8Rng {
    ChaCha8Rng::seed_from_u64(mix(mix(seed, salt), u64::from(epoch)))
}

/// The order of the training samples in `epoch`: a permutation of `0..len`.
pub fn epoch_order(seed: u64, epoch: u32, len: usize) -> Vec<usize> {
    let mut order: Vec<usize> = (0..len).collect();
    order.shuffle(&mut rng_for(seed, 0xE90C, epoch));
    order
}

/// Indices of each label, in index order.
pub(crate) fn by_label(labels: &[u32]) -> BTreeMap<u32, Vec<usize>> {
    let mut out: BTreeMap<u32, Vec<usize>> = BTreeMap::new();
    for (i, &l) in labels.iter().enumerate() {
        out.entry(l).or_default().push(i);
    }
    out
}

/// One few-shot episode: `n_way` classes, `k_shot` support and `n_query` query images each.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Episode {
    pub classes: Vec<u32>,
    /// Class-major: the `k_shot` support images of `classes[0]`, then of `classes[1]`, ...
    pub support: Vec<usize>,
    /// Class-major, `n_query` per class.
    pub query: Vec<usize>,
}

impl Episode {
    /// Support then query: the images of the optimizer step, in order.
    pub fn images(&self) -> Vec<usize> {
        self.support.iter().chain(&self.query).copied().collect()
    }
}

/// Episode `number` of `epoch` (e.g. 200 per epoch): classes drawn without replacement among
/// those with at least `k_shot + n_query` images; each class's images drawn without
/// replacement, so support and query never overlap.
pub fn episode(
    labels: &[u32],
    n_way: usize,
    k_shot: usize,
    n_query: usize,
    seed: u64,
    epoch: u32,
    number: u64,
) -> Result<Episode, String> {
    let groups = by_label(labels);
    let eligible: Vec<u32> = groups
        .iter()
        .filter(|(_, v)| v.len() >= k_shot + n_query)
        .map(|(l, _)| *l)
        .collect();
    if eligible.len() < n_way {
        return Err(format!(
            "a {n_way}-way {k_shot}-shot episode with {n_query} queries needs {n_way} classes with at least {} images; the data has {}",
            k_shot + n_query,
            eligible.len()
        ));
    }
    let mut rng = ChaCha8Rng::seed_from_u64(mix(mix(mix(seed, 0xE915), u64::from(epoch)), number));
    let classes: Vec<u32> = eligible.choose_multiple(&mut rng, n_way).copied().collect();
    let mut support = Vec::with_capacity(n_way * k_shot);
    let mut query = Vec::with_capacity(n_way * n_query);
    for class in &classes {
        let picked: Vec<usize> = groups[class]
            .choose_multiple(&mut rng, k_shot + n_query)
            .copied()
            .collect();
        support.extend_from_slice(&picked[..k_shot]);
        query.extend_from_slice(&picked[k_shot..]);
    }
    Ok(Episode {
        classes,
        support,
        query,
    })
}

/// PK batches of `epoch` for re-identification: each batch holds `p` identities with `k` images
/// each. Every identity appears once per epoch, in random order; an identity with fewer than `k`
/// images repeats some (as the usual RandomIdentitySampler); identities that do not fill a last
/// batch of `p` are left for the next epoch's order.
pub fn pk_batches(
    labels: &[u32],
    p: usize,
    k: usize,
    seed: u64,
    epoch: u32,
) -> Result<Vec<Vec<usize>>, String> {
    let groups = by_label(labels);
    if groups.len() < p {
        return Err(format!(
            "PK sampling needs at least {p} identities; the data has {}",
            groups.len()
        ));
    }
    let mut rng = rng_for(seed, 0x9E1D, epoch);
    let mut identities: Vec<u32> = groups.keys().copied().collect();
    identities.shuffle(&mut rng);
    let mut batches = Vec::new();
    for chunk in identities.chunks(p) {
        if chunk.len() < p {
            break;
        }
        let mut batch = Vec::with_capacity(p * k);
        for id in chunk {
            let images = &groups[id];
            if images.len() >= k {
                batch.extend(images.choose_multiple(&mut rng, k).copied());
            } else {
                batch.extend((0..k).map(|_| images[rng.random_range(0..images.len())]));
            }
        }
        batches.push(batch);
    }
    Ok(batches)
}
