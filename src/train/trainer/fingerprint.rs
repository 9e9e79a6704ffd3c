//! Fingerprints the ranks of a distributed run compare: the plan they run and the weights
//! they end with.

use crate::error::Result;
use crate::plan::Plan;

/// A 64-bit fingerprint of the plan as JSON (the same plan gives the same value on every rank).
pub(super) fn fingerprint_json(plan: &Plan) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut h = std::collections::hash_map::DefaultHasher::new();
    serde_json::to_string(plan).unwrap_or_default().hash(&mut h);
    h.finish()
}

/// A 64-bit fingerprint of every tensor's name, shape and bits.
pub(super) fn fingerprint_tensors(
    tensors: &std::collections::BTreeMap<String, candle_core::Tensor>,
) -> Result<u64> {
    use std::hash::{Hash, Hasher};
    let mut h = std::collections::hash_map::DefaultHasher::new();
    for (name, t) in tensors {
        name.hash(&mut h);
        t.dims().hash(&mut h);
        let flat = t.flatten_all()?.to_dtype(candle_core::DType::F32)?;
        for v in flat.to_vec1::<f32>()? {
            v.to_bits().hash(&mut h);
        }
    }
    Ok(h.finish())
}
