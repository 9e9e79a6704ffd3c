//! Seeds derived from seeds: every random draw in paperfit (initialisation, sample order,
//! augmentation, drop-path masks) comes from a generator seeded by a pure function of the run's
//! seed and where the draw happens, so a resumed run draws the same numbers without saving any
//! generator state.

/// Combine two 64-bit values into a well-mixed seed (SplitMix64 finaliser): the function the
/// drop-path kernels draw their masks with, so host and device mix alike.
pub fn mix(a: u64, b: u64) -> u64 {
    paperfit_kernels::drop_path::mix(a, b)
}
