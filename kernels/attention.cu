// Attention's moves and row steps (paperfit::nn::kernels::attention; CPU twins in `heads.rs`
// and `rows.rs` there, same math). The batched products run in cuBLAS between them.
#include "common.cuh"

// Head-major copy: dst[first + idx] for idx < n over (bh, i, j) of `tokens` x `d` per head, from
// element (b, h, i, j) at src[offset + b * batch + i * token + h * d + j].
template <typename T>
__device__ void split_heads(const T* src, T* dst, uint64_t first, uint64_t n, uint64_t offset,
                            uint64_t batch, uint64_t token, int heads, int tokens, int d) {
  for (uint64_t idx = blockIdx.x * (uint64_t)blockDim.x + threadIdx.x; idx < n;
       idx += (uint64_t)gridDim.x * blockDim.x) {
    const uint64_t j = idx % d, i = (idx / d) % tokens, bh = idx / ((uint64_t)d * tokens);
    const uint64_t b = bh / heads, h = bh % heads;
    dst[first + idx] = src[offset + b * batch + i * token + h * d + j];
  }
}

#define SPLIT_PARAMS(T)                                                                   \
  (const T* src, T* dst, uint64_t first, uint64_t n, uint64_t offset, uint64_t batch,      \
   uint64_t token, int heads, int tokens, int d)
PAPERFIT_FOR_DTYPES(split_heads, split_heads, SPLIT_PARAMS,
                    (src, dst, first, n, offset, batch, token, heads, tokens, d))

// The inverse: head-major src (heads first_bh.., n elements) into the token layout of dst.
template <typename T>
__device__ void merge_heads(const T* src, T* dst, uint64_t n, uint64_t offset, uint64_t batch,
                            uint64_t token, uint64_t first_bh, int heads, int tokens, int d) {
  for (uint64_t idx = blockIdx.x * (uint64_t)blockDim.x + threadIdx.x; idx < n;
       idx += (uint64_t)gridDim.x * blockDim.x) {
    const uint64_t j = idx % d, i = (idx / d) % tokens;
    const uint64_t bh = first_bh + idx / ((uint64_t)d * tokens);
    const uint64_t b = bh / heads, h = bh % heads;
    dst[offset + b * batch + i * token + h * d + j] = src[idx];
  }
}

#define MERGE_PARAMS(T)                                                                   \
  (const T* src, T* dst, uint64_t n, uint64_t offset, uint64_t batch, uint64_t token,      \
   uint64_t first_bh, int heads, int tokens, int d)
PAPERFIT_FOR_DTYPES(merge_heads, merge_heads, MERGE_PARAMS,
                    (src, dst, n, offset, batch, token, first_bh, heads, tokens, d))

// Keys row r sees: all, or 0..=i for query i = r % queries under a causal mask.
__device__ __forceinline__ int visible_keys(int r, int keys, int queries, int causal) {
  return causal ? min(r % queries + 1, keys) : keys;
}

// lse[r] = log sum_j exp(scale s[r, j]) over the visible keys; one warp per row.
template <typename T>
__device__ void row_lse(const T* s, float* lse, int rows, int keys, int queries, int causal,
                        float scale) {
  const int r = blockIdx.x * blockDim.y + threadIdx.y;
  if (r >= rows) return;
  const T* row = s + (size_t)r * keys;
  const int seen = visible_keys(r, keys, queries, causal);
  float m = -INFINITY;
  for (int j = threadIdx.x; j < seen; j += 32) m = fmaxf(m, scale * to_f(row[j]));
  m = warp_max(m);
  float sum = 0.f;
  for (int j = threadIdx.x; j < seen; j += 32) sum += expf(scale * to_f(row[j]) - m);
  sum = warp_sum(sum);
  if (threadIdx.x == 0) lse[r] = m + logf(sum);
}

#define ROW_LSE_PARAMS(T)                                                                 \
  (const T* s, float* lse, int rows, int keys, int queries, int causal, float scale)
PAPERFIT_FOR_DTYPES(row_lse, row_lse, ROW_LSE_PARAMS, (s, lse, rows, keys, queries, causal, scale))

// p = exp(scale s - lse[row]) on visible keys, 0 on masked ones.
template <typename T>
__device__ void attention_probs(const T* s, const float* lse, T* p, uint64_t n, int keys,
                                int queries, int causal, float scale) {
  for (uint64_t idx = blockIdx.x * (uint64_t)blockDim.x + threadIdx.x; idx < n;
       idx += (uint64_t)gridDim.x * blockDim.x) {
    const int r = (int)(idx / keys), j = (int)(idx % keys);
    const float v = j < visible_keys(r, keys, queries, causal)
                        ? expf(scale * to_f(s[idx]) - lse[r])
                        : 0.f;
    p[idx] = from_f<T>(v);
  }
}

#define PROBS_PARAMS(T)                                                                   \
  (const T* s, const float* lse, T* p, uint64_t n, int keys, int queries, int causal,      \
   float scale)
PAPERFIT_FOR_DTYPES(attention_probs, attention_probs, PROBS_PARAMS,
                    (s, lse, p, n, keys, queries, causal, scale))

// ds = scale p (dp - dots[row]).
template <typename T>
__device__ void attention_softmax_grad(const T* p, const T* dp, const float* dots, T* ds,
                                       uint64_t n, int keys, float scale) {
  for (uint64_t idx = blockIdx.x * (uint64_t)blockDim.x + threadIdx.x; idx < n;
       idx += (uint64_t)gridDim.x * blockDim.x)
    ds[idx] = from_f<T>(scale * to_f(p[idx]) * (to_f(dp[idx]) - dots[idx / keys]));
}

#define SOFTMAX_GRAD_PARAMS(T)                                                            \
  (const T* p, const T* dp, const float* dots, T* ds, uint64_t n, int keys, float scale)
PAPERFIT_FOR_DTYPES(attention_softmax_grad, attention_softmax_grad, SOFTMAX_GRAD_PARAMS,
                    (p, dp, dots, ds, n, keys, scale))

// dots[(b heads + h) t + i] = sum_j g[b, i, h d + j] o[b, i, h d + j]; one warp per row.
template <typename T>
__device__ void row_dot_heads(const T* g, const T* o, float* dots, int rows, int t, int heads,
                              int d) {
  const int r = blockIdx.x * blockDim.y + threadIdx.y;
  if (r >= rows) return;
  const int bh = r / t, i = r % t, b = bh / heads, h = bh % heads;
  const size_t start = ((size_t)b * t + i) * ((size_t)heads * d) + (size_t)h * d;
  float acc = 0.f;
  for (int j = threadIdx.x; j < d; j += 32) acc += to_f(g[start + j]) * to_f(o[start + j]);
  acc = warp_sum(acc);
  if (threadIdx.x == 0) dots[r] = acc;
}

#define ROW_DOT_PARAMS(T) (const T* g, const T* o, float* dots, int rows, int t, int heads, int d)
PAPERFIT_FOR_DTYPES(row_dot_heads, row_dot_heads, ROW_DOT_PARAMS, (g, o, dots, rows, t, heads, d))
