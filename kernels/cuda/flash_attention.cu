// Fused attention for heads of width 64, forward and backward, in the manner of
// FlashAttention-2 (paperfit_kernels::attention::fused; its CPU twin `fused_cpu.rs` runs the same
// tiles in the same order). The scores of a tile live in registers and never reach global
// memory; the forward keeps one log-sum-exp per query, the backward recomputes the
// probabilities from it. No atomics: every output element is summed by one thread in a fixed
// order (key tiles ascending in the forward and the queries' gradient, query tiles ascending
// in the keys' and values' gradient), so a run repeats its bits.
//
// Operands are read where the projections wrote them: element (b, h, i, c) of an operand at
// base[offset + b * batch + i * token + h * 64 + c] (the packed q|k|v of one projection is
// three such parts of one buffer); outputs are written the same way. Scores are
// `scale * (q . k)` in f32; inputs f32, f16 or bf16, everything accumulated in f32.
//
// A block is 256 threads: 64 rows (queries, or keys in the keys' pass) of 4 threads, each
// thread holding 16 of the row's 64 columns. A dot product of two rows is the 4 threads'
// partial sums (16 products each, in column order) added by two butterfly shuffles: every
// thread of the row gets (p0 + p1) + (p2 + p3).
#include "common.cuh"

namespace flash {
constexpr int D = 64;       // head width
constexpr int TILE = 64;    // rows per tile, queries and keys alike
constexpr int LANES = 4;    // threads per row
constexpr int COLS = D / LANES;
constexpr int THREADS = TILE * LANES;

// Where one operand's heads are: see the top of the file.
struct Part {
  uint64_t offset, batch, token;
};

__device__ __forceinline__ uint64_t at(const Part& p, int b, int h, int i) {
  return p.offset + (uint64_t)b * p.batch + (uint64_t)i * p.token + (uint64_t)h * D;
}

// The sum over the row's 4 threads (lanes 4r..4r+3 of the warp), the same bits in each.
__device__ __forceinline__ float row_sum(float v) {
  v += __shfl_xor_sync(0xffffffffu, v, 1);
  v += __shfl_xor_sync(0xffffffffu, v, 2);
  return v;
}

// This thread's partial product of its 16 columns of `a` with the same columns of `row`.
__device__ __forceinline__ float partial_dot(const float* a, const float* row) {
  float s = 0.f;
#pragma unroll
  for (int c = 0; c < COLS; ++c) s += a[c] * row[c];
  return s;
}

// Rows first..first+TILE of an operand head into shared `tile` as f32 (zeros past `rows`).
template <typename T>
__device__ __forceinline__ void load_tile(float (*tile)[D], const T* base, const Part& p, int b,
                                          int h, int first, int rows) {
  for (int e = threadIdx.x; e < TILE * D; e += THREADS) {
    const int r = e / D, c = e % D, i = first + r;
    tile[r][c] = i < rows ? to_f(base[at(p, b, h, i) + c]) : 0.f;
  }
}

// This thread's 16 columns of row i of an operand head (zeros past `rows`), as f32.
template <typename T>
__device__ __forceinline__ void load_row(float* dst, const T* base, const Part& p, int b, int h,
                                         int i, int rows, int c0) {
#pragma unroll
  for (int c = 0; c < COLS; ++c) dst[c] = i < rows ? to_f(base[at(p, b, h, i) + c0 + c]) : 0.f;
}

// The keys query tile `qt` needs: all, or under a causal mask those up to its last query.
__device__ __forceinline__ int keys_of_tile(int qt, int tq, int tk, int causal) {
  return causal ? min(tk, min(tq, (qt + 1) * TILE)) : tk;
}

// Whether query i sees key j.
__device__ __forceinline__ bool sees(int i, int j, int tk, int causal) {
  return j < tk && (!causal || j <= i);
}
}  // namespace flash

using flash::Part;

// Forward: one block per (query tile, batch x head). O in `o`'s part, lse[(b heads + h) tq +
// i] = m + log(l) of each query's running maximum m and sum l.
template <typename T>
__device__ void flash_forward(const T* q, const T* k, const T* v, T* o, float* lse, Part pq,
                              Part pk, Part pv, Part po, int heads, int tq, int tk, int causal,
                              float scale) {
  using namespace flash;
  __shared__ float ks[TILE][D];
  __shared__ float vs[TILE][D];
  const int bh = blockIdx.y, b = bh / heads, h = bh % heads, qt = blockIdx.x;
  const int lane = threadIdx.x % LANES, i = qt * TILE + threadIdx.x / LANES, c0 = lane * COLS;
  float qf[COLS], acc[COLS];
  load_row(qf, q, pq, b, h, i, tq, c0);
#pragma unroll
  for (int c = 0; c < COLS; ++c) acc[c] = 0.f;
  float m = -INFINITY, l = 0.f;
  const int keys = keys_of_tile(qt, tq, tk, causal);
  for (int k0 = 0; k0 < keys; k0 += TILE) {
    __syncthreads();
    load_tile(ks, k, pk, b, h, k0, tk);
    load_tile(vs, v, pv, b, h, k0, tk);
    __syncthreads();
    const int n = min(TILE, keys - k0);
    float s[TILE];
    float tile_max = -INFINITY;
#pragma unroll
    for (int j = 0; j < TILE; ++j) {
      if (j < n) {
        const float dot = row_sum(partial_dot(qf, &ks[j][c0])) * scale;
        s[j] = sees(i, k0 + j, tk, causal) ? dot : -INFINITY;
        tile_max = fmaxf(tile_max, s[j]);
      }
    }
    const float m_new = fmaxf(m, tile_max);
    // A row that has seen no key yet has nothing to rescale (and exp(-inf - -inf) is NaN).
    const float base = m_new == -INFINITY ? 0.f : m_new;
    const float alpha = expf(m - base);
    l *= alpha;
#pragma unroll
    for (int c = 0; c < COLS; ++c) acc[c] *= alpha;
#pragma unroll
    for (int j = 0; j < TILE; ++j) {
      if (j < n) {
        const float p = expf(s[j] - base);
        l += p;
#pragma unroll
        for (int c = 0; c < COLS; ++c) acc[c] += p * vs[j][c0 + c];
      }
    }
    m = m_new;
  }
  if (i >= tq) return;
  const float inv = 1.f / l;
  T* out = o + at(po, b, h, i) + c0;
#pragma unroll
  for (int c = 0; c < COLS; ++c) out[c] = from_f<T>(acc[c] * inv);
  if (lane == 0) lse[(uint64_t)bh * tq + i] = m + logf(l);
}

#define FORWARD_PARAMS(T)                                                                   \
  (const T* q, const T* k, const T* v, T* o, float* lse, Part pq, Part pk, Part pv, Part po, \
   int heads, int tq, int tk, int causal, float scale)
PAPERFIT_FOR_DTYPES(flash_forward, flash_forward, FORWARD_PARAMS,
                    (q, k, v, o, lse, pq, pk, pv, po, heads, tq, tk, causal, scale))

// The keys' and values' gradient: one block per (key tile, batch x head), the query tiles that
// see the key tile in ascending order, each query of a tile in order. With p = exp(s - lse_i)
// and ds = p (dO_i . v_j - D_i): dv_j = sum_i p dO_i, dk_j = scale sum_i ds q_i. `dots` holds
// D_i = dO_i . O_i per query, head-major as `lse`.
template <typename T>
__device__ void flash_backward_kv(const T* q, const T* k, const T* v, const T* g,
                                  const float* lse, const float* dots, T* dk, T* dv, Part pq,
                                  Part pk, Part pv, Part pg, Part pdk, Part pdv, int heads,
                                  int tq, int tk, int causal, float scale) {
  using namespace flash;
  __shared__ float qs[TILE][D];
  __shared__ float gs[TILE][D];
  __shared__ float lse_s[TILE], dots_s[TILE];
  const int bh = blockIdx.y, b = bh / heads, h = bh % heads, kt = blockIdx.x;
  const int lane = threadIdx.x % LANES, j = kt * TILE + threadIdx.x / LANES, c0 = lane * COLS;
  float kf[COLS], vf[COLS], dkf[COLS], dvf[COLS];
  load_row(kf, k, pk, b, h, j, tk, c0);
  load_row(vf, v, pv, b, h, j, tk, c0);
#pragma unroll
  for (int c = 0; c < COLS; ++c) dkf[c] = dvf[c] = 0.f;
  // Under a causal mask no query before the key tile's first key sees it.
  const int first = causal ? min(kt * TILE, tq) : 0;
  for (int q0 = (first / TILE) * TILE; q0 < tq; q0 += TILE) {
    __syncthreads();
    load_tile(qs, q, pq, b, h, q0, tq);
    load_tile(gs, g, pg, b, h, q0, tq);
    if (threadIdx.x < TILE) {
      const int i = q0 + threadIdx.x;
      lse_s[threadIdx.x] = i < tq ? lse[(uint64_t)bh * tq + i] : 0.f;
      dots_s[threadIdx.x] = i < tq ? dots[(uint64_t)bh * tq + i] : 0.f;
    }
    __syncthreads();
    const int n = min(TILE, tq - q0);
    for (int r = 0; r < n; ++r) {
      const float s = row_sum(partial_dot(kf, &qs[r][c0])) * scale;
      const float p = sees(q0 + r, j, tk, causal) ? expf(s - lse_s[r]) : 0.f;
      const float dp = row_sum(partial_dot(vf, &gs[r][c0]));
      const float ds = p * (dp - dots_s[r]);
#pragma unroll
      for (int c = 0; c < COLS; ++c) {
        dvf[c] += p * gs[r][c0 + c];
        dkf[c] += ds * qs[r][c0 + c];
      }
    }
  }
  if (j >= tk) return;
  T* to_k = dk + at(pdk, b, h, j) + c0;
  T* to_v = dv + at(pdv, b, h, j) + c0;
#pragma unroll
  for (int c = 0; c < COLS; ++c) {
    to_k[c] = from_f<T>(dkf[c] * scale);
    to_v[c] = from_f<T>(dvf[c]);
  }
}

#define BACKWARD_KV_PARAMS(T)                                                                \
  (const T* q, const T* k, const T* v, const T* g, const float* lse, const float* dots, T* dk, \
   T* dv, Part pq, Part pk, Part pv, Part pg, Part pdk, Part pdv, int heads, int tq, int tk,  \
   int causal, float scale)
PAPERFIT_FOR_DTYPES(flash_backward_kv, flash_backward_kv, BACKWARD_KV_PARAMS,
                    (q, k, v, g, lse, dots, dk, dv, pq, pk, pv, pg, pdk, pdv, heads, tq, tk,
                     causal, scale))

// The queries' gradient: one block per (query tile, batch x head), key tiles ascending, each
// key of a tile in order: dq_i = scale sum_j ds k_j.
template <typename T>
__device__ void flash_backward_q(const T* q, const T* k, const T* v, const T* g,
                                 const float* lse, const float* dots, T* dq, Part pq, Part pk,
                                 Part pv, Part pg, Part pdq, int heads, int tq, int tk,
                                 int causal, float scale) {
  using namespace flash;
  __shared__ float ks[TILE][D];
  __shared__ float vs[TILE][D];
  const int bh = blockIdx.y, b = bh / heads, h = bh % heads, qt = blockIdx.x;
  const int lane = threadIdx.x % LANES, i = qt * TILE + threadIdx.x / LANES, c0 = lane * COLS;
  float qf[COLS], gf[COLS], dqf[COLS];
  load_row(qf, q, pq, b, h, i, tq, c0);
  load_row(gf, g, pg, b, h, i, tq, c0);
#pragma unroll
  for (int c = 0; c < COLS; ++c) dqf[c] = 0.f;
  const float row_lse = i < tq ? lse[(uint64_t)bh * tq + i] : 0.f;
  const float row_dot = i < tq ? dots[(uint64_t)bh * tq + i] : 0.f;
  const int keys = keys_of_tile(qt, tq, tk, causal);
  for (int k0 = 0; k0 < keys; k0 += TILE) {
    __syncthreads();
    load_tile(ks, k, pk, b, h, k0, tk);
    load_tile(vs, v, pv, b, h, k0, tk);
    __syncthreads();
    const int n = min(TILE, keys - k0);
    for (int j = 0; j < n; ++j) {
      const float s = row_sum(partial_dot(qf, &ks[j][c0])) * scale;
      const float p = sees(i, k0 + j, tk, causal) ? expf(s - row_lse) : 0.f;
      const float dp = row_sum(partial_dot(gf, &vs[j][c0]));
      const float ds = p * (dp - row_dot);
#pragma unroll
      for (int c = 0; c < COLS; ++c) dqf[c] += ds * ks[j][c0 + c];
    }
  }
  if (i >= tq) return;
  T* to = dq + at(pdq, b, h, i) + c0;
#pragma unroll
  for (int c = 0; c < COLS; ++c) to[c] = from_f<T>(dqf[c] * scale);
}

#define BACKWARD_Q_PARAMS(T)                                                                 \
  (const T* q, const T* k, const T* v, const T* g, const float* lse, const float* dots, T* dq, \
   Part pq, Part pk, Part pv, Part pg, Part pdq, int heads, int tq, int tk, int causal,       \
   float scale)
PAPERFIT_FOR_DTYPES(flash_backward_q, flash_backward_q, BACKWARD_Q_PARAMS,
                    (q, k, v, g, lse, dots, dq, pq, pk, pv, pg, pdq, heads, tq, tk, causal,
                     scale))
