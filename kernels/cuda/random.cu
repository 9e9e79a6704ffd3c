// Drop-path masks drawn on the device from a counter-based generator (paperfit_kernels::
// drop_path; its CPU twin there gives the same bits): each sample's draw is a pure function of
// (the step's seed, the layer's salt, the sample's index in the optimizer step), so no state
// is kept or copied and any device draws the same masks.
#include "common.cuh"

// SplitMix64's finaliser of a ^ b * golden ratio (paperfit_kernels::drop_path::mix).
__device__ __forceinline__ uint64_t mix(uint64_t a, uint64_t b) {
  uint64_t z = a ^ (b * 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

// mask[i] = scale where sample first + i is kept, else 0: kept when the top 53 bits of
// mix(mix(seed, salt), first + i) are below `threshold` (the keep probability times 2^53).
template <typename T>
__device__ void drop_path_mask(T* mask, uint64_t seed, uint64_t salt, uint64_t first,
                               uint64_t threshold, float scale, int n) {
  const uint64_t key = mix(seed, salt);
  for_each_index((uint64_t)n, [&](auto i) {
    mask[i] = from_f<T>((mix(key, first + i) >> 11) < threshold ? scale : 0.f);
  });
}

#define MASK_PARAMS(T)                                                                    \
  (T * mask, uint64_t seed, uint64_t salt, uint64_t first, uint64_t threshold, float scale, \
   int n)
PAPERFIT_FOR_DTYPES(drop_path_mask, drop_path_mask, MASK_PARAMS,
                    (mask, seed, salt, first, threshold, scale, n))
