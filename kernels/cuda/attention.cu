// Attention's moves and row steps (paperfit_kernels::attention; CPU twins in `heads.rs`
// and `rows.rs` there, same math). The batched products run in cuBLAS between them.
#include "common.cuh"

// One element moved, times `scale` (computed in f32) unless it is 1: the copy is then exact.
template <typename T>
__device__ __forceinline__ T scaled(T v, float scale) {
  return scale == 1.f ? v : from_f<T>(to_f(v) * scale);
}

// Head-major copy of one operand, times `scale`: row r of the destination (head bh = r /
// tokens, token i = r % tokens; `rows` rows of d) at dst[first + r * d] from element (b, h, i,
// j) at src[offset + b * batch + i * token + h * d + j]. One warp per row, `blockDim.y` rows
// per block, grid-stride over rows.
template <typename T>
__device__ void split_heads(const T* src, T* dst, uint64_t first, uint64_t offset,
                            uint64_t batch, uint64_t token, int heads, int tokens, int d,
                            int rows, float scale) {
  for (int r = blockIdx.x * blockDim.y + threadIdx.y; r < rows; r += gridDim.x * blockDim.y) {
    const int bh = r / tokens, i = r % tokens, b = bh / heads, h = bh % heads;
    const T* from = src + offset + (uint64_t)b * batch + (uint64_t)i * token + (uint64_t)h * d;
    T* to = dst + first + (uint64_t)r * d;
    for (int j = threadIdx.x; j < d; j += 32) to[j] = scaled(from[j], scale);
  }
}

#define SPLIT_PARAMS(T)                                                                   \
  (const T* src, T* dst, uint64_t first, uint64_t offset, uint64_t batch, uint64_t token,  \
   int heads, int tokens, int d, int rows, float scale)
PAPERFIT_FOR_DTYPES(split_heads, split_heads, SPLIT_PARAMS,
                    (src, dst, first, offset, batch, token, heads, tokens, d, rows, scale))

// The inverse: head-major rows of src (heads first_bh.., `rows` rows), times `scale`, into the
// token layout of dst.
template <typename T>
__device__ void merge_heads(const T* src, T* dst, uint64_t offset, uint64_t batch,
                            uint64_t token, int first_bh, int heads, int tokens, int d,
                            int rows, float scale) {
  for (int r = blockIdx.x * blockDim.y + threadIdx.y; r < rows; r += gridDim.x * blockDim.y) {
    const int bh = first_bh + r / tokens, i = r % tokens, b = bh / heads, h = bh % heads;
    T* to = dst + offset + (uint64_t)b * batch + (uint64_t)i * token + (uint64_t)h * d;
    const T* from = src + (uint64_t)r * d;
    for (int j = threadIdx.x; j < d; j += 32) to[j] = scaled(from[j], scale);
  }
}

#define MERGE_PARAMS(T)                                                                   \
  (const T* src, T* dst, uint64_t offset, uint64_t batch, uint64_t token, int first_bh,    \
   int heads, int tokens, int d, int rows, float scale)
PAPERFIT_FOR_DTYPES(merge_heads, merge_heads, MERGE_PARAMS,
                    (src, dst, offset, batch, token, first_bh, heads, tokens, d, rows, scale))

// Keys row r sees: the first `valid` of its row (the row may be padded past them, so that
// its stride is a multiple of 8 elements), or 0..=i of those for query i = r % queries under a
// causal mask.
__device__ __forceinline__ int visible_keys(int r, int valid, int queries, int causal) {
  return causal ? min(r % queries + 1, valid) : valid;
}

// lse[r] = log sum_j exp(s[r, j]) over the visible keys (the scores come scaled: the queries
// were scaled by 1/sqrt(d) when they were split into heads); one warp per row.
template <typename T>
__device__ void row_lse(const T* s, float* lse, int rows, int keys, int valid, int queries,
                        int causal) {
  const int r = blockIdx.x * blockDim.y + threadIdx.y;
  if (r >= rows) return;
  const T* row = s + (size_t)r * keys;
  const int seen = visible_keys(r, valid, queries, causal);
  float m = -INFINITY;
  for (int j = threadIdx.x; j < seen; j += 32) m = fmaxf(m, to_f(row[j]));
  m = warp_max(m);
  float sum = 0.f;
  for (int j = threadIdx.x; j < seen; j += 32) sum += expf(to_f(row[j]) - m);
  sum = warp_sum(sum);
  if (threadIdx.x == 0) lse[r] = m + logf(sum);
}

#define ROW_LSE_PARAMS(T) \
  (const T* s, float* lse, int rows, int keys, int valid, int queries, int causal)
PAPERFIT_FOR_DTYPES(row_lse, row_lse, ROW_LSE_PARAMS, (s, lse, rows, keys, valid, queries, causal))

// p = exp(s - lse[row]) on visible keys, 0 on masked and padding ones; one warp per row.
template <typename T>
__device__ void attention_probs(const T* s, const float* lse, T* p, int rows, int keys,
                                int valid, int queries, int causal) {
  const int r = blockIdx.x * blockDim.y + threadIdx.y;
  if (r >= rows) return;
  const int seen = visible_keys(r, valid, queries, causal);
  const float l = lse[r];
  const T* sr = s + (size_t)r * keys;
  T* pr = p + (size_t)r * keys;
  for (int j = threadIdx.x; j < keys; j += 32)
    pr[j] = from_f<T>(j < seen ? expf(to_f(sr[j]) - l) : 0.f);
}

#define PROBS_PARAMS(T)                                                                   \
  (const T* s, const float* lse, T* p, int rows, int keys, int valid, int queries, int causal)
PAPERFIT_FOR_DTYPES(attention_probs, attention_probs, PROBS_PARAMS,
                    (s, lse, p, rows, keys, valid, queries, causal))

// ds = p (dp - dots[row]), the gradient of the scaled scores; one warp per row.
template <typename T>
__device__ void attention_softmax_grad(const T* p, const T* dp, const float* dots, T* ds,
                                       int rows, int keys) {
  const int r = blockIdx.x * blockDim.y + threadIdx.y;
  if (r >= rows) return;
  const float dot = dots[r];
  const size_t base = (size_t)r * keys;
  for (int j = threadIdx.x; j < keys; j += 32)
    ds[base + j] = from_f<T>(to_f(p[base + j]) * (to_f(dp[base + j]) - dot));
}

#define SOFTMAX_GRAD_PARAMS(T) (const T* p, const T* dp, const float* dots, T* ds, int rows, int keys)
PAPERFIT_FOR_DTYPES(attention_softmax_grad, attention_softmax_grad, SOFTMAX_GRAD_PARAMS,
                    (p, dp, dots, ds, rows, keys))

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
