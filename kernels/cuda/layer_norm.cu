// Layer normalisation over the last dimension (paperfit_kernels::layer_norm; its CPU twin
// is `forward_cpu` / `grad_input_cpu` / `grad_params_cpu` there, with the same math).
// Input rows are `cols` unit-stride elements of T, in groups of `inner` rows `stride` apart, the
// groups `outer` apart: row r starts at x[row_start(r)] (a slice of a wider tensor is read in
// place); outputs and gradients are contiguous rows. Weight and bias
// are f32 masters; statistics are f32 (mean, rstd) per row. One warp per row, `blockDim.y`
// rows per block.
#include "common.cuh"

#define LN_X_PARAMS uint64_t offset, uint64_t stride, uint64_t outer, int inner
#define LN_X_ARGS offset, stride, outer, inner

__device__ __forceinline__ size_t row_start(int r, LN_X_PARAMS) {
  return offset + (size_t)(r / inner) * outer + (size_t)(r % inner) * stride;
}

// The statistics' sums keep the scalar loops (lane l sums columns l, l + 32, ...: their order
// decides the bits); the passes that write one element from one element's inputs use 16-byte
// accesses where the row's addresses and width allow, the same arithmetic per element.

// yr[c] = (xr[c] - mean) * rstd * w[c] + b[c] over a row, one warp.
template <typename T>
__device__ __forceinline__ void ln_write_rows(const T* xr, const float* w, const float* b, T* yr,
                                              int cols, float mean, float rstd) {
  constexpr int N = Pack16<T>::N;
  if (aligned16(xr) && aligned16(yr) && cols % N == 0) {
    for (int c = threadIdx.x * N; c < cols; c += 32 * N) {
      const Pack16<T> xv = load_pack(xr, c / N);
      Pack16<T> out;
#pragma unroll
      for (int k = 0; k < N; ++k)
        out.v[k] = from_f<T>((to_f(xv.v[k]) - mean) * rstd * w[c + k] + b[c + k]);
      store_pack(yr, c / N, out);
    }
  } else {
    for (int c = threadIdx.x; c < cols; c += 32)
      yr[c] = from_f<T>((to_f(xr[c]) - mean) * rstd * w[c] + b[c]);
  }
}

template <typename T>
__device__ void ln_fwd(const T* x, LN_X_PARAMS, const float* w,
                       const float* b, T* y, float* stats, int rows, int cols, float eps) {
  const int row = blockIdx.x * blockDim.y + threadIdx.y;
  if (row >= rows) return;
  const T* xr = x + row_start(row, LN_X_ARGS);
  T* yr = y + (size_t)row * cols;
  float sum = 0.f;
  for (int c = threadIdx.x; c < cols; c += 32) sum += to_f(xr[c]);
  const float mean = warp_sum(sum) / cols;
  float sq = 0.f;
  for (int c = threadIdx.x; c < cols; c += 32) {
    const float d = to_f(xr[c]) - mean;
    sq += d * d;
  }
  const float rstd = rsqrtf(warp_sum(sq) / cols + eps);
  ln_write_rows(xr, w, b, yr, cols, mean, rstd);
  if (threadIdx.x == 0) {
    stats[2 * row] = mean;
    stats[2 * row + 1] = rstd;
  }
}

#define LN_FWD_PARAMS(T)                                                                  \
  (const T* x, LN_X_PARAMS, const float* w, const float* b, T* y,      \
   float* stats, int rows, int cols, float eps)
PAPERFIT_FOR_DTYPES(layer_norm_fwd, ln_fwd, LN_FWD_PARAMS,
                    (x, LN_X_ARGS, w, b, y, stats, rows, cols, eps))

// dx = rstd * (w g - mean(w g) - xhat * mean(w g xhat)) per row. With `gh` (the gradient that
// reaches the norm's input by another path, contiguous rows: the residual stream's), dx is
// that plus the norm's gradient rounded to T first, the sum candle's autograd would form.
template <typename T>
__device__ void ln_bwd_input(const T* x, LN_X_PARAMS, const float* w,
                             const T* g, const float* stats, const T* gh, T* dx, int rows,
                             int cols) {
  const int row = blockIdx.x * blockDim.y + threadIdx.y;
  if (row >= rows) return;
  const size_t base = (size_t)row * cols;
  const T* xr = x + row_start(row, LN_X_ARGS);
  const float mean = stats[2 * row], rstd = stats[2 * row + 1];
  float s1 = 0.f, s2 = 0.f;
  for (int c = threadIdx.x; c < cols; c += 32) {
    const float wg = w[c] * to_f(g[base + c]);
    s1 += wg;
    s2 += wg * (to_f(xr[c]) - mean) * rstd;
  }
  const float c1 = warp_sum(s1) / cols, c2 = warp_sum(s2) / cols;
  const auto element = [&](float xv, float gv, float wv) {
    const float xhat = (xv - mean) * rstd;
    return from_f<T>(rstd * (wv * gv - c1 - xhat * c2));
  };
  constexpr int N = Pack16<T>::N;
  const T* gr = g + base;
  const T* ghr = gh == nullptr ? nullptr : gh + base;
  T* dr = dx + base;
  if (aligned16(xr) && aligned16(gr) && aligned16(dr) && (ghr == nullptr || aligned16(ghr)) &&
      cols % N == 0) {
    for (int c = threadIdx.x * N; c < cols; c += 32 * N) {
      const Pack16<T> xv = load_pack(xr, c / N), gv = load_pack(gr, c / N);
      Pack16<T> out;
#pragma unroll
      for (int k = 0; k < N; ++k) out.v[k] = element(to_f(xv.v[k]), to_f(gv.v[k]), w[c + k]);
      if (ghr != nullptr) {
        const Pack16<T> hv = load_pack(ghr, c / N);
#pragma unroll
        for (int k = 0; k < N; ++k) out.v[k] = from_f<T>(to_f(out.v[k]) + to_f(hv.v[k]));
      }
      store_pack(dr, c / N, out);
    }
  } else {
    for (int c = threadIdx.x; c < cols; c += 32) {
      const T d = element(to_f(xr[c]), to_f(gr[c]), w[c]);
      dr[c] = ghr == nullptr ? d : from_f<T>(to_f(d) + to_f(ghr[c]));
    }
  }
}

#define LN_BWD_INPUT_PARAMS(T)                                                            \
  (const T* x, LN_X_PARAMS, const float* w, const T* g,               \
   const float* stats, T* dx, int rows, int cols)
PAPERFIT_FOR_DTYPES(layer_norm_bwd_input, ln_bwd_input, LN_BWD_INPUT_PARAMS,
                    (x, LN_X_ARGS, w, g, stats, nullptr, dx, rows, cols))

// The fused residual sum and norm's input gradient: `grad` is the packed gradient of (h, y)
// (rows of dh then rows of dy, as `residual_layer_norm_fwd` wrote h and y), h contiguous.
#define RLN_BWD_INPUT_PARAMS(T)                                                            \
  (const T* h, const float* w, const T* grad, const float* stats, T* dx, int rows, int cols)
PAPERFIT_FOR_DTYPES(residual_layer_norm_bwd_input, ln_bwd_input, RLN_BWD_INPUT_PARAMS,
                    (h, 0, (uint64_t)cols, (uint64_t)rows * cols, rows, w,
                     grad + (size_t)rows * cols, stats, grad, dx, rows, cols))

// h = x + branch (rounded to T, as candle's add), y = layer_norm(h), in one pass per row: `out`
// holds the rows of h, then the rows of y (paperfit_kernels::residual_layer_norm). x is read in
// place (LN_X_PARAMS), branch is contiguous; the statistics are those of the rounded h.
template <typename T>
__device__ void rln_fwd(const T* x, LN_X_PARAMS, const T* branch, const float* w,
                        const float* b, T* out, float* stats, int rows, int cols, float eps) {
  const int row = blockIdx.x * blockDim.y + threadIdx.y;
  if (row >= rows) return;
  const T* xr = x + row_start(row, LN_X_ARGS);
  const T* br = branch + (size_t)row * cols;
  T* hr = out + (size_t)row * cols;
  T* yr = out + (size_t)(rows + row) * cols;
  float sum = 0.f;
  for (int c = threadIdx.x; c < cols; c += 32) {
    const T h = from_f<T>(to_f(xr[c]) + to_f(br[c]));
    hr[c] = h;
    sum += to_f(h);
  }
  const float mean = warp_sum(sum) / cols;
  float sq = 0.f;
  for (int c = threadIdx.x; c < cols; c += 32) {
    const float d = to_f(hr[c]) - mean;
    sq += d * d;
  }
  const float rstd = rsqrtf(warp_sum(sq) / cols + eps);
  ln_write_rows((const T*)hr, w, b, yr, cols, mean, rstd);
  if (threadIdx.x == 0) {
    stats[2 * row] = mean;
    stats[2 * row + 1] = rstd;
  }
}

#define RLN_FWD_PARAMS(T)                                                                  \
  (const T* x, LN_X_PARAMS, const T* branch, const float* w, const float* b, T* out,      \
   float* stats, int rows, int cols, float eps)
PAPERFIT_FOR_DTYPES(residual_layer_norm_fwd, rln_fwd, RLN_FWD_PARAMS,
                    (x, LN_X_ARGS, branch, w, b, out, stats, rows, cols, eps))

// part[split, c] = sum over the split's rows of g * xhat, part[split, cols + c] = of g. Block
// (32, 8): 32 columns, this block's split of the rows (grid y) interleaved over the 8 thread
// rows, whose sums meet in shared memory in order; `sum_splits` (reduce.cu) adds the splits.
template <typename T>
__device__ void ln_bwd_params(const T* x, LN_X_PARAMS, const T* g,
                              const float* stats, float* part, int rows, int cols) {
  __shared__ float dw_part[8][33];
  __shared__ float db_part[8][33];
  const int c = blockIdx.x * 32 + threadIdx.x;
  const int share = (rows + gridDim.y - 1) / gridDim.y;
  const int first = blockIdx.y * share;
  const int last = min(rows, first + share);
  float dw = 0.f, db = 0.f;
  if (c < cols) {
    for (int r = first + threadIdx.y; r < last; r += 8) {
      const float gv = to_f(g[(size_t)r * cols + c]);
      const float xv = to_f(x[row_start(r, LN_X_ARGS) + c]);
      dw += gv * (xv - stats[2 * r]) * stats[2 * r + 1];
      db += gv;
    }
  }
  dw_part[threadIdx.y][threadIdx.x] = dw;
  db_part[threadIdx.y][threadIdx.x] = db;
  __syncthreads();
  if (threadIdx.y == 0 && c < cols) {
    for (int k = 1; k < 8; ++k) {
      dw += dw_part[k][threadIdx.x];
      db += db_part[k][threadIdx.x];
    }
    float* out = part + (size_t)blockIdx.y * 2 * cols;
    out[c] = dw;
    out[cols + c] = db;
  }
}

#define LN_BWD_PARAMS_PARAMS(T)                                                           \
  (const T* x, LN_X_PARAMS, const T* g, const float* stats, float* part, \
   int rows, int cols)
PAPERFIT_FOR_DTYPES(layer_norm_bwd_params, ln_bwd_params, LN_BWD_PARAMS_PARAMS,
                    (x, LN_X_ARGS, g, stats, part, rows, cols))
