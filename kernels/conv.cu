// The convolution's bias (paperfit::nn::kernels::conv; the convolution itself runs on cuDNN):
// added to every channel of the (n, c, p) output, and its gradient, the output gradient summed
// per channel in f32 (the CPU twin is `channel_sum` in conv/cpu.rs).
#include "common.cuh"

// y[i] += b[channel of i], grid-stride over the `count` elements of (n, c, p).
template <typename T>
__device__ void bias_add(T* y, const float* b, uint64_t count, int c, int p) {
  for (uint64_t i = blockIdx.x * (uint64_t)blockDim.x + threadIdx.x; i < count;
       i += (uint64_t)gridDim.x * blockDim.x) {
    const int ch = (int)((i / p) % c);
    y[i] = from_f<T>(to_f(y[i]) + b[ch]);
  }
}

#define BIAS_ADD_PARAMS(T) (T * y, const float* b, uint64_t count, int c, int p)
PAPERFIT_FOR_DTYPES(conv_bias_add, bias_add, BIAS_ADD_PARAMS, (y, b, count, c, p))

// sums[ch] += the sum of g over one split of channel ch's n x p elements. Grid (splits,
// channels), 256 threads; `sums` starts at zero.
template <typename T>
__device__ void bias_grad(const T* g, float* sums, int n, int c, int p) {
  __shared__ float scratch[32];
  const int ch = blockIdx.y;
  const long long m = (long long)n * p;
  const long long share = (m + gridDim.x - 1) / gridDim.x;
  const long long first = blockIdx.x * share;
  const long long last = min(m, first + share);
  float acc = 0.f;
  for (long long i = first + threadIdx.x; i < last; i += blockDim.x) {
    const long long img = i / p, pos = i % p;
    acc += to_f(g[(img * c + ch) * p + pos]);
  }
  acc = block_sum(acc, scratch);
  if (threadIdx.x == 0 && first < last) atomicAdd(&sums[ch], acc);
}

#define BIAS_GRAD_PARAMS(T) (const T* g, float* sums, int n, int c, int p)
PAPERFIT_FOR_DTYPES(conv_bias_grad, bias_grad, BIAS_GRAD_PARAMS, (g, sums, n, c, p))
