// Attention's moves and row steps (paperfit_kernels::attention; CPU twins in `heads.rs`
// and `rows.rs` there, same math). The batched products run in cuBLAS between them.
#include "common.cuh"

// One element moved, times `scale` (computed in f32) unless it is 1: the copy is then exact.
template <typename T>
__device__ __forceinline__ T scaled(T v, float scale) {
  return scale == 1.f ? v : from_f<T>(to_f(v) * scale);
}

// A head move walks its elements one 16-byte pack at a time when every row it reads and writes
// starts on a pack (head widths, offsets and strides in whole packs, both buffers aligned):
// `unit` elements per thread, `units` per row of d. Otherwise one element at a time.
template <typename T>
__device__ __forceinline__ bool head_packs(const T* src, const T* dst, uint64_t a, uint64_t b,
                                           uint64_t c, uint64_t e, int d) {
  constexpr int N = Pack16<T>::N;
  return d % N == 0 && a % N == 0 && b % N == 0 && c % N == 0 && e % N == 0 &&
         aligned16(src) && aligned16(dst);
}

// `count` elements of `from` times `scale` into `to` (exact copies for 1); zeros when `from`
// is null.
template <typename T, int COUNT>
__device__ __forceinline__ void move_elements(const T* from, T* to, float scale) {
  if constexpr (COUNT == Pack16<T>::N) {
    Pack16<T> p;
    if (from) {
      p = load_pack(from, 0);
#pragma unroll
      for (int j = 0; j < COUNT; ++j) p.v[j] = scaled(p.v[j], scale);
    } else {
#pragma unroll
      for (int j = 0; j < COUNT; ++j) p.v[j] = from_f<T>(0.f);
    }
    store_pack(to, 0, p);
  } else {
    *to = from ? scaled(*from, scale) : from_f<T>(0.f);
  }
}

// Head-major copy of one operand, times `scale`: row r of the destination (head bh = r /
// per_head, row i = r % per_head; `rows` rows of d) at dst[first + r * d] from element (b, h,
// i, j) at src[offset + b * batch + i * token + h * d + j] for i < tokens; the rows from
// `tokens` to `per_head` (the padding) are zeros. Grid-stride over packs or elements.
template <typename T, int UNIT>
__device__ void split_heads_by(const T* src, T* dst, uint64_t first, uint64_t offset,
                               uint64_t batch, uint64_t token, int heads, int tokens,
                               int per_head, int d, int rows, float scale) {
  const int units = d / UNIT;
  for_each_index((uint64_t)rows * units, [&](auto u) {
    const int r = (int)(u / units), c = (int)(u % units) * UNIT;
    const int bh = r / per_head, i = r % per_head, b = bh / heads, h = bh % heads;
    const T* from = i < tokens ? src + offset + (uint64_t)b * batch + (uint64_t)i * token +
                                     (uint64_t)h * d + c
                               : nullptr;
    move_elements<T, UNIT>(from, dst + first + (uint64_t)r * d + c, scale);
  });
}

template <typename T>
__device__ void split_heads(const T* src, T* dst, uint64_t first, uint64_t offset,
                            uint64_t batch, uint64_t token, int heads, int tokens, int per_head,
                            int d, int rows, float scale) {
  if (head_packs(src, dst, first, offset, batch, token, d))
    split_heads_by<T, Pack16<T>::N>(src, dst, first, offset, batch, token, heads, tokens,
                                    per_head, d, rows, scale);
  else
    split_heads_by<T, 1>(src, dst, first, offset, batch, token, heads, tokens, per_head, d,
                         rows, scale);
}

#define SPLIT_PARAMS(T)                                                                   \
  (const T* src, T* dst, uint64_t first, uint64_t offset, uint64_t batch, uint64_t token,  \
   int heads, int tokens, int per_head, int d, int rows, float scale)
PAPERFIT_FOR_DTYPES(split_heads, split_heads, SPLIT_PARAMS,
                    (src, dst, first, offset, batch, token, heads, tokens, per_head, d, rows,
                     scale))

// The inverse: head-major rows of src (heads first_bh.., `per_head` rows each, `rows` rows),
// times `scale`, into the token layout of dst; a head's rows from `tokens` on are not moved.
template <typename T, int UNIT>
__device__ void merge_heads_by(const T* src, T* dst, uint64_t offset, uint64_t batch,
                               uint64_t token, int first_bh, int heads, int tokens,
                               int per_head, int d, int rows, float scale) {
  const int units = d / UNIT;
  for_each_index((uint64_t)rows * units, [&](auto u) {
    const int r = (int)(u / units), c = (int)(u % units) * UNIT;
    const int bh = first_bh + r / per_head, i = r % per_head, b = bh / heads, h = bh % heads;
    if (i >= tokens) return;
    T* to = dst + offset + (uint64_t)b * batch + (uint64_t)i * token + (uint64_t)h * d + c;
    move_elements<T, UNIT>(src + (uint64_t)r * d + c, to, scale);
  });
}

template <typename T>
__device__ void merge_heads(const T* src, T* dst, uint64_t offset, uint64_t batch,
                            uint64_t token, int first_bh, int heads, int tokens, int per_head,
                            int d, int rows, float scale) {
  if (head_packs(src, dst, offset, batch, token, 0, d))
    merge_heads_by<T, Pack16<T>::N>(src, dst, offset, batch, token, first_bh, heads, tokens,
                                    per_head, d, rows, scale);
  else
    merge_heads_by<T, 1>(src, dst, offset, batch, token, first_bh, heads, tokens, per_head, d,
                         rows, scale);
}

#define MERGE_PARAMS(T)                                                                   \
  (const T* src, T* dst, uint64_t offset, uint64_t batch, uint64_t token, int first_bh,    \
   int heads, int tokens, int per_head, int d, int rows, float scale)
PAPERFIT_FOR_DTYPES(merge_heads, merge_heads, MERGE_PARAMS,
                    (src, dst, offset, batch, token, first_bh, heads, tokens, per_head, d, rows,
                     scale))

// Keys row r sees: the first `valid` of its row (the row may be padded past them, so that
// its stride is a multiple of 8 elements), or 0..=i of those for query i = r % queries under a
// causal mask.
__device__ __forceinline__ int visible_keys(int r, int valid, int queries, int causal) {
  return causal ? min(r % queries + 1, valid) : valid;
}

// A row's elements `UNIT` at a time: 16-byte packs where every row starts on one (rows a
// multiple of a pack wide, buffers aligned: the scores' rows are padded to 8 elements), else
// one element. Lane l of a row's warp takes units l, l + 32, ...
template <typename T, int UNIT>
struct RowUnit {
  T v[UNIT];
};

template <typename T, int UNIT>
__device__ __forceinline__ RowUnit<T, UNIT> load_unit(const T* at) {
  RowUnit<T, UNIT> u;
  if constexpr (UNIT == Pack16<T>::N) {
    const Pack16<T> p = load_pack(at, 0);
#pragma unroll
    for (int e = 0; e < UNIT; ++e) u.v[e] = p.v[e];
  } else {
#pragma unroll
    for (int e = 0; e < UNIT; ++e) u.v[e] = at[e];
  }
  return u;
}

template <typename T, int UNIT>
__device__ __forceinline__ void store_unit(T* at, const RowUnit<T, UNIT>& u) {
  if constexpr (UNIT == Pack16<T>::N) {
    Pack16<T> p;
#pragma unroll
    for (int e = 0; e < UNIT; ++e) p.v[e] = u.v[e];
    store_pack(at, 0, p);
  } else {
#pragma unroll
    for (int e = 0; e < UNIT; ++e) at[e] = u.v[e];
  }
}

// Whether rows `keys` wide of every buffer given start on 16-byte packs.
template <typename T>
__device__ __forceinline__ bool rows_packed(int keys, const void* a, const void* b,
                                            const void* c = nullptr, const void* d = nullptr) {
  return keys % Pack16<T>::N == 0 && aligned16(a) && aligned16(b) && (!c || aligned16(c)) &&
         (!d || aligned16(d));
}

// One row's softmax over its visible keys, one warp: lse = log sum_j exp(s_j) (written by
// lane 0 when `lse` is given) and, when `p` is given, p_j = exp(s_j - lse) on the visible keys
// and 0 on masked and padding ones. Every lane ends with the same lse (the butterfly sums add
// the same pairs in every lane), so the probabilities equal `attention_probs`' from it.
template <typename T, int UNIT>
__device__ void row_softmax_by(const T* s, float* lse, T* p, int rows, int keys, int valid,
                               int queries, int causal) {
  const int r = blockIdx.x * blockDim.y + threadIdx.y;
  if (r >= rows) return;
  const T* row = s + (size_t)r * keys;
  const int seen = visible_keys(r, valid, queries, causal);
  float m = -INFINITY;
  for (int j = threadIdx.x * UNIT; j < seen; j += 32 * UNIT) {
    const RowUnit<T, UNIT> u = load_unit<T, UNIT>(row + j);
#pragma unroll
    for (int e = 0; e < UNIT; ++e)
      if (j + e < seen) m = fmaxf(m, to_f(u.v[e]));
  }
  m = warp_max(m);
  float sum = 0.f;
  for (int j = threadIdx.x * UNIT; j < seen; j += 32 * UNIT) {
    const RowUnit<T, UNIT> u = load_unit<T, UNIT>(row + j);
#pragma unroll
    for (int e = 0; e < UNIT; ++e)
      if (j + e < seen) sum += expf(to_f(u.v[e]) - m);
  }
  sum = warp_sum(sum);
  const float l = m + logf(sum);
  if (lse && threadIdx.x == 0) lse[r] = l;
  if (!p) return;
  T* out = p + (size_t)r * keys;
  for (int j = threadIdx.x * UNIT; j < keys; j += 32 * UNIT) {
    RowUnit<T, UNIT> u = load_unit<T, UNIT>(row + j);
#pragma unroll
    for (int e = 0; e < UNIT; ++e)
      u.v[e] = from_f<T>(j + e < seen ? expf(to_f(u.v[e]) - l) : 0.f);
    store_unit<T, UNIT>(out + j, u);
  }
}

// row_softmax_by for rows of at most 32 x HELD units: each lane loads its units once and
// keeps them in registers for the three steps (the row is read from memory once). Every lane
// adds its units in row_softmax_by's order: the same bits.
template <typename T, int UNIT, int HELD>
__device__ void row_softmax_held(const T* s, float* lse, T* p, int rows, int keys, int valid,
                                 int queries, int causal) {
  const int r = blockIdx.x * blockDim.y + threadIdx.y;
  if (r >= rows) return;
  const T* row = s + (size_t)r * keys;
  const int seen = visible_keys(r, valid, queries, causal);
  RowUnit<T, UNIT> u[HELD];
  float m = -INFINITY;
#pragma unroll
  for (int k = 0; k < HELD; ++k) {
    const int j = (threadIdx.x + 32 * k) * UNIT;
    if (j < keys) u[k] = load_unit<T, UNIT>(row + j);
#pragma unroll
    for (int e = 0; e < UNIT; ++e)
      if (j + e < seen) m = fmaxf(m, to_f(u[k].v[e]));
  }
  m = warp_max(m);
  float sum = 0.f;
#pragma unroll
  for (int k = 0; k < HELD; ++k) {
    const int j = (threadIdx.x + 32 * k) * UNIT;
#pragma unroll
    for (int e = 0; e < UNIT; ++e)
      if (j + e < seen) sum += expf(to_f(u[k].v[e]) - m);
  }
  sum = warp_sum(sum);
  const float l = m + logf(sum);
  if (lse && threadIdx.x == 0) lse[r] = l;
  if (!p) return;
  T* out = p + (size_t)r * keys;
#pragma unroll
  for (int k = 0; k < HELD; ++k) {
    const int j = (threadIdx.x + 32 * k) * UNIT;
    if (j >= keys) continue;
#pragma unroll
    for (int e = 0; e < UNIT; ++e)
      u[k].v[e] = from_f<T>(j + e < seen ? expf(to_f(u[k].v[e]) - l) : 0.f);
    store_unit<T, UNIT>(out + j, u[k]);
  }
}

// The softmax of every row: held in registers up to 4 units a lane (1,024 keys in f16/bf16
// packs, 512 in f32), streamed from memory past that.
template <typename T, int UNIT>
__device__ void row_softmax_rows(const T* s, float* lse, T* p, int rows, int keys, int valid,
                                 int queries, int causal) {
  if (keys <= 32 * 4 * UNIT)
    row_softmax_held<T, UNIT, 4>(s, lse, p, rows, keys, valid, queries, causal);
  else
    row_softmax_by<T, UNIT>(s, lse, p, rows, keys, valid, queries, causal);
}

// lse[r] = log sum_j exp(s[r, j]) over the visible keys (the scores come scaled: the queries
// were scaled by 1/sqrt(d) when they were split into heads); one warp per row.
template <typename T>
__device__ void row_lse(const T* s, float* lse, int rows, int keys, int valid, int queries,
                        int causal) {
  if (rows_packed<T>(keys, s, s))
    row_softmax_rows<T, Pack16<T>::N>(s, lse, nullptr, rows, keys, valid, queries, causal);
  else
    row_softmax_rows<T, 1>(s, lse, nullptr, rows, keys, valid, queries, causal);
}

#define ROW_LSE_PARAMS(T) \
  (const T* s, float* lse, int rows, int keys, int valid, int queries, int causal)
PAPERFIT_FOR_DTYPES(row_lse, row_lse, ROW_LSE_PARAMS, (s, lse, rows, keys, valid, queries, causal))

// row_lse and attention_probs in one pass over the scores (the forward's softmax): the same
// lse and the same probabilities as the two kernels give.
template <typename T>
__device__ void row_softmax(const T* s, float* lse, T* p, int rows, int keys, int valid,
                            int queries, int causal) {
  if (rows_packed<T>(keys, s, p))
    row_softmax_rows<T, Pack16<T>::N>(s, lse, p, rows, keys, valid, queries, causal);
  else
    row_softmax_rows<T, 1>(s, lse, p, rows, keys, valid, queries, causal);
}

#define ROW_SOFTMAX_PARAMS(T) \
  (const T* s, float* lse, T* p, int rows, int keys, int valid, int queries, int causal)
PAPERFIT_FOR_DTYPES(row_softmax, row_softmax, ROW_SOFTMAX_PARAMS,
                    (s, lse, p, rows, keys, valid, queries, causal))

// p = exp(s - lse[row]) on visible keys, 0 on masked and padding ones; one warp per row.
template <typename T, int UNIT>
__device__ void attention_probs_by(const T* s, const float* lse, T* p, int rows, int keys,
                                   int valid, int queries, int causal) {
  const int r = blockIdx.x * blockDim.y + threadIdx.y;
  if (r >= rows) return;
  const int seen = visible_keys(r, valid, queries, causal);
  const float l = lse[r];
  const T* sr = s + (size_t)r * keys;
  T* pr = p + (size_t)r * keys;
  for (int j = threadIdx.x * UNIT; j < keys; j += 32 * UNIT) {
    RowUnit<T, UNIT> u = load_unit<T, UNIT>(sr + j);
#pragma unroll
    for (int e = 0; e < UNIT; ++e)
      u.v[e] = from_f<T>(j + e < seen ? expf(to_f(u.v[e]) - l) : 0.f);
    store_unit<T, UNIT>(pr + j, u);
  }
}

template <typename T>
__device__ void attention_probs(const T* s, const float* lse, T* p, int rows, int keys,
                                int valid, int queries, int causal) {
  if (rows_packed<T>(keys, s, p))
    attention_probs_by<T, Pack16<T>::N>(s, lse, p, rows, keys, valid, queries, causal);
  else
    attention_probs_by<T, 1>(s, lse, p, rows, keys, valid, queries, causal);
}

#define PROBS_PARAMS(T)                                                                   \
  (const T* s, const float* lse, T* p, int rows, int keys, int valid, int queries, int causal)
PAPERFIT_FOR_DTYPES(attention_probs, attention_probs, PROBS_PARAMS,
                    (s, lse, p, rows, keys, valid, queries, causal))

// ds = p (dp - dots[row]), the gradient of the scaled scores; one warp per row.
template <typename T, int UNIT>
__device__ void attention_softmax_grad_by(const T* p, const T* dp, const float* dots, T* ds,
                                          int rows, int keys) {
  const int r = blockIdx.x * blockDim.y + threadIdx.y;
  if (r >= rows) return;
  const float dot = dots[r];
  const size_t base = (size_t)r * keys;
  for (int j = threadIdx.x * UNIT; j < keys; j += 32 * UNIT) {
    const RowUnit<T, UNIT> pu = load_unit<T, UNIT>(p + base + j);
    const RowUnit<T, UNIT> du = load_unit<T, UNIT>(dp + base + j);
    RowUnit<T, UNIT> out;
#pragma unroll
    for (int e = 0; e < UNIT; ++e) out.v[e] = from_f<T>(to_f(pu.v[e]) * (to_f(du.v[e]) - dot));
    store_unit<T, UNIT>(ds + base + j, out);
  }
}

template <typename T>
__device__ void attention_softmax_grad(const T* p, const T* dp, const float* dots, T* ds,
                                       int rows, int keys) {
  if (rows_packed<T>(keys, p, dp, ds))
    attention_softmax_grad_by<T, Pack16<T>::N>(p, dp, dots, ds, rows, keys);
  else
    attention_softmax_grad_by<T, 1>(p, dp, dots, ds, rows, keys);
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
