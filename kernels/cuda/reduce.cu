// The second stage of every reduction (paperfit_kernels::reduce; the CPU twin is
// `sum_splits` there): the splits' partial sums added in split order, one thread per output.
// Blocks write their partials to their own slots instead of adding them into the result with
// atomics, whose order, and so whose rounding, would change from run to run.
#include "common.cuh"

// out[i] = part[0 * width + i] + part[1 * width + i] + ... in split order, from zero.
extern "C" __global__ void sum_splits(const float* part, float* out, int splits, int width) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < width; i += gridDim.x * blockDim.x) {
    float sum = 0.f;
    for (int s = 0; s < splits; ++s) sum += part[(size_t)s * width + i];
    out[i] = sum;
  }
}
