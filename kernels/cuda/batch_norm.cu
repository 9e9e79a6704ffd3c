// Batch normalisation of (n, c, p) contiguous inputs (paperfit_kernels::batch_norm; the
// CPU twin is batch_norm/cpu.rs, with the same math). Statistics are f32 (c, 3): mean,
// 1 / sqrt(var + eps), var; weight and bias are f32 masters; per-channel reductions run on a
// grid of (splits, channels) blocks of 256 threads.
#include "common.cuh"

// Each split's count, mean and sum of squared deviations from that mean (two passes over the
// split, each summed in the block's order): part[(ch * splits + s) * 3 + {0, 1, 2}]. Grid
// (splits, channels up to 65535, striding over the rest).
template <typename T>
__device__ void bn_partial(const T* x, float* part, int n, int c, int p) {
  __shared__ float scratch[32];
  long long first, last;
  split_range((long long)n * p, &first, &last);
  const float count = (float)(last - first);
  for (int ch = blockIdx.y; ch < c; ch += gridDim.y) {
    float sum = 0.f;
    for_each_channel_element(first, last, ch, c, p, [&](size_t k) { sum += to_f(x[k]); });
    sum = block_sum(sum, scratch);
    const float mean = count > 0.f ? sum / count : 0.f;
    float sq = 0.f;
    for_each_channel_element(first, last, ch, c, p, [&](size_t k) {
      const float d = to_f(x[k]) - mean;
      sq += d * d;
    });
    sq = block_sum(sq, scratch);
    if (threadIdx.x == 0) {
      float* out = part + ((size_t)ch * gridDim.x + blockIdx.x) * 3;
      out[0] = count;
      out[1] = mean;
      out[2] = sq;
    }
  }
}

#define BN_PARTIAL_PARAMS(T) (const T* x, float* part, int n, int c, int p)
PAPERFIT_FOR_DTYPES(bn_partial, bn_partial, BN_PARTIAL_PARAMS, (x, part, n, c, p))

// Merges each channel's splits (Chan et al.'s pairwise update, in double) into its statistics.
extern "C" __global__ void bn_finalize(const float* part, float* stats, int c, int splits,
                                       float eps) {
  const int ch = blockIdx.x * blockDim.x + threadIdx.x;
  if (ch >= c) return;
  double count = 0.0, mean = 0.0, m2 = 0.0;
  for (int s = 0; s < splits; ++s) {
    const float* q = part + ((size_t)ch * splits + s) * 3;
    const double nb = q[0];
    if (nb == 0.0) continue;
    const double delta = (double)q[1] - mean;
    const double total = count + nb;
    mean += delta * nb / total;
    m2 += (double)q[2] + delta * delta * count * nb / total;
    count = total;
  }
  const double var = count > 0.0 ? m2 / count : 0.0;
  stats[3 * ch] = (float)mean;
  stats[3 * ch + 1] = rsqrtf((float)var + eps);
  stats[3 * ch + 2] = (float)var;
}

// Statistics from the running estimates.
extern "C" __global__ void bn_running_stats(const float* mean, const float* var, float* stats,
                                            int c, float eps) {
  const int ch = blockIdx.x * blockDim.x + threadIdx.x;
  if (ch >= c) return;
  stats[3 * ch] = mean[ch];
  stats[3 * ch + 1] = rsqrtf(var[ch] + eps);
  stats[3 * ch + 2] = var[ch];
}

// out = ((1 - m) mean + m batch mean, (1 - m) var + m batch var * unbias): (2, c).
extern "C" __global__ void bn_update_running(const float* mean, const float* var,
                                             const float* stats, float* out, int c,
                                             float momentum, float unbias) {
  const int ch = blockIdx.x * blockDim.x + threadIdx.x;
  if (ch >= c) return;
  out[ch] = (1.f - momentum) * mean[ch] + momentum * stats[3 * ch];
  out[c + ch] = (1.f - momentum) * var[ch] + momentum * stats[3 * ch + 2] * unbias;
}

// y = (x - mean) rstd w + b (+ r when `r` is given: a residual block's shortcut), then ReLU when
// `relu`, over the `count` elements; in 16-byte packs when the operands are aligned (the same
// arithmetic per element).
template <typename T>
__device__ void bn_apply_any(const T* x, const float* stats, const float* w, const float* b,
                             const T* r, T* y, uint64_t count, int c, int p, int relu) {
  auto value = [&](auto i, float xv, float rv) {
    const int ch = (int)((i / p) % c);
    const float scale = stats[3 * ch + 1] * w[ch];
    float out = xv * scale + (b[ch] - stats[3 * ch] * scale);
    if (r) out += rv;
    if (relu && !(out > 0.f)) out = 0.f;
    return out;
  };
  constexpr int N = Pack16<T>::N;
  const bool packed = aligned16(x) && aligned16(y) && (!r || aligned16(r));
  for_each_packed<N>(
      count, packed,
      [&](auto v, auto first) {
        const Pack16<T> xp = load_pack(x, v);
        Pack16<T> rp, out;
        if (r) rp = load_pack(r, v);
#pragma unroll
        for (int j = 0; j < N; ++j)
          out.v[j] = from_f<T>(value(first + j, to_f(xp.v[j]), r ? to_f(rp.v[j]) : 0.f));
        store_pack(y, v, out);
      },
      [&](auto i) { y[i] = from_f<T>(value(i, to_f(x[i]), r ? to_f(r[i]) : 0.f)); });
}

template <typename T>
__device__ void bn_apply(const T* x, const float* stats, const float* w, const float* b, T* y,
                         uint64_t count, int c, int p, int relu) {
  bn_apply_any<T>(x, stats, w, b, nullptr, y, count, c, p, relu);
}

#define BN_APPLY_PARAMS(T)                                                               \
  (const T* x, const float* stats, const float* w, const float* b, T* y, uint64_t count, \
   int c, int p, int relu)
PAPERFIT_FOR_DTYPES(bn_apply, bn_apply, BN_APPLY_PARAMS, (x, stats, w, b, y, count, c, p, relu))

// relu(batch norm of x + r): the end of a residual block, in one pass.
template <typename T>
__device__ void bn_apply_add_relu(const T* x, const float* stats, const float* w, const float* b,
                                  const T* r, T* y, uint64_t count, int c, int p) {
  bn_apply_any<T>(x, stats, w, b, r, y, count, c, p, 1);
}

#define BN_APPLY_ADD_RELU_PARAMS(T)                                                         \
  (const T* x, const float* stats, const float* w, const float* b, const T* r, T* y,        \
   uint64_t count, int c, int p)
PAPERFIT_FOR_DTYPES(bn_apply_add_relu, bn_apply_add_relu, BN_APPLY_ADD_RELU_PARAMS,
                    (x, stats, w, b, r, y, count, c, p))

// The gradient where the output passed the ReLU.
template <typename T>
__device__ __forceinline__ float masked(const T* g, const T* y, size_t i, int relu) {
  return (relu && !(to_f(y[i]) > 0.f)) ? 0.f : to_f(g[i]);
}

// part[split, ch] = the sum of the masked gradient, part[split, c + ch] = of it times xhat, over
// split blockIdx.x of channel ch, each in the block's order; `sum_splits` (reduce.cu) adds the
// splits in order. Grid (splits, channels up to 65535, striding over the rest).
template <typename T>
__device__ void bn_grad_sums(const T* x, const T* g, const T* y, const float* stats, float* part,
                             int n, int c, int p, int relu) {
  __shared__ float scratch[32];
  long long first, last;
  split_range((long long)n * p, &first, &last);
  for (int ch = blockIdx.y; ch < c; ch += gridDim.y) {
    const float mean = stats[3 * ch], rstd = stats[3 * ch + 1];
    float sg = 0.f, sgx = 0.f;
    for_each_channel_element(first, last, ch, c, p, [&](size_t k) {
      const float gm = masked(g, y, k, relu);
      sg += gm;
      sgx += gm * (to_f(x[k]) - mean) * rstd;
    });
    sg = block_sum(sg, scratch);
    sgx = block_sum(sgx, scratch);
    if (threadIdx.x == 0) {
      float* out = part + (size_t)blockIdx.x * 2 * c;
      out[ch] = sg;
      out[c + ch] = sgx;
    }
  }
}

#define BN_GRAD_SUMS_PARAMS(T)                                                            \
  (const T* x, const T* g, const T* y, const float* stats, float* part, int n, int c, int p, \
   int relu)
PAPERFIT_FOR_DTYPES(bn_grad_sums, bn_grad_sums, BN_GRAD_SUMS_PARAMS,
                    (x, g, y, stats, part, n, c, p, relu))

// dx = w rstd (g - sums[ch] / m - xhat sums[c + ch] / m) with batch statistics (`batch`), w rstd g
// with running ones (`sums` is then not read); g masked by the ReLU. In 16-byte packs when the
// operands are aligned (the same arithmetic per element).
template <typename T>
__device__ void bn_grad_input(const T* x, const T* g, const T* y, const float* stats,
                              const float* w, const float* sums, T* dx, uint64_t count, int c,
                              int p, int relu, int batch, float inv_m) {
  auto value = [&](auto i, float xv, float gv, float yv) {
    const int ch = (int)((i / p) % c);
    const float mean = stats[3 * ch], rstd = stats[3 * ch + 1];
    const float gm = (relu && !(yv > 0.f)) ? 0.f : gv;
    float v = gm;
    if (batch) {
      const float xhat = (xv - mean) * rstd;
      v = gm - sums[ch] * inv_m - xhat * sums[c + ch] * inv_m;
    }
    return w[ch] * rstd * v;
  };
  constexpr int N = Pack16<T>::N;
  const bool packed = aligned16(x) && aligned16(g) && aligned16(y) && aligned16(dx);
  for_each_packed<N>(
      count, packed,
      [&](auto v, auto first) {
        const Pack16<T> xp = load_pack(x, v), gp = load_pack(g, v);
        const Pack16<T> yp = relu ? load_pack(y, v) : gp;
        Pack16<T> out;
#pragma unroll
        for (int j = 0; j < N; ++j)
          out.v[j] = from_f<T>(value(first + j, to_f(xp.v[j]), to_f(gp.v[j]), to_f(yp.v[j])));
        store_pack(dx, v, out);
      },
      [&](auto i) { dx[i] = from_f<T>(value(i, to_f(x[i]), to_f(g[i]), relu ? to_f(y[i]) : 0.f)); });
}

#define BN_GRAD_INPUT_PARAMS(T)                                                          \
  (const T* x, const T* g, const T* y, const float* stats, const float* w, const float* sums, \
   T* dx, uint64_t count, int c, int p, int relu, int batch, float inv_m)
PAPERFIT_FOR_DTYPES(bn_grad_input, bn_grad_input, BN_GRAD_INPUT_PARAMS,
                    (x, g, y, stats, w, sums, dx, count, c, p, relu, batch, inv_m))
