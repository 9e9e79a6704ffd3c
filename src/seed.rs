//! Seeds derived from seeds: every random draw in paperfit (initialisation, sample order,
//! augmentation, drop-path masks) comes from a generator seeded by a pure function of the run's
//! seed and where the draw happens, so a resumed run draws the same numbers without saving any
//! generator state.

/// Combine two 64-bit values into a well-mixed seed (SplitMix64 finaliser).
pub fn mix(a: u64, b: u64) -> u64 {
    let mut z = a ^ b.wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}
