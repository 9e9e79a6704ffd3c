// The convolution's bias (paperfit_kernels::conv; the convolution itself runs on cuDNN):
// added to every channel of the (n, c, p) output, and its gradient, the output gradient summed
// per channel in f32 (the CPU twin is `channel_sum` in conv/cpu.rs).
#include "common.cuh"

// y[i] += b[channel of i], over the `count` elements of (n, c, p).
template <typename T>
__device__ void bias_add(T* y, const float* b, uint64_t count, int c, int p) {
  for_each_index(count, [&](auto i) {
    const int ch = (int)((i / p) % c);
    y[i] = from_f<T>(to_f(y[i]) + b[ch]);
  });
}

#define BIAS_ADD_PARAMS(T) (T * y, const float* b, uint64_t count, int c, int p)
PAPERFIT_FOR_DTYPES(conv_bias_add, bias_add, BIAS_ADD_PARAMS, (y, b, count, c, p))

// part[split, ch] = the sum of g over split blockIdx.x of channel ch's n x p elements, in the
// block's order (block_sum); `sum_splits` (reduce.cu) adds the splits in order. Grid (splits,
// channels up to 65535, striding over the rest), 256 threads.
template <typename T>
__device__ void bias_grad(const T* g, float* part, int n, int c, int p) {
  __shared__ float scratch[32];
  long long first, last;
  split_range((long long)n * p, &first, &last);
  for (int ch = blockIdx.y; ch < c; ch += gridDim.y) {
    float acc = 0.f;
    for_each_channel_element(first, last, ch, c, p, [&](size_t k) { acc += to_f(g[k]); });
    acc = block_sum(acc, scratch);
    if (threadIdx.x == 0) part[(size_t)blockIdx.x * c + ch] = acc;
  }
}

#define BIAS_GRAD_PARAMS(T) (const T* g, float* part, int n, int c, int p)
PAPERFIT_FOR_DTYPES(conv_bias_grad, bias_grad, BIAS_GRAD_PARAMS, (g, part, n, c, p))
