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
  for (int c = threadIdx.x; c < cols; c += 32)
    yr[c] = from_f<T>((to_f(xr[c]) - mean) * rstd * w[c] + b[c]);
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

// dx = rstd * (w g - mean(w g) - xhat * mean(w g xhat)) per row.
template <typename T>
__device__ void ln_bwd_input(const T* x, LN_X_PARAMS, const float* w,
                             const T* g, const float* stats, T* dx, int rows, int cols) {
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
  for (int c = threadIdx.x; c < cols; c += 32) {
    const float xhat = (to_f(xr[c]) - mean) * rstd;
    dx[base + c] = from_f<T>(rstd * (w[c] * to_f(g[base + c]) - c1 - xhat * c2));
  }
}

#define LN_BWD_INPUT_PARAMS(T)                                                            \
  (const T* x, LN_X_PARAMS, const float* w, const T* g,               \
   const float* stats, T* dx, int rows, int cols)
PAPERFIT_FOR_DTYPES(layer_norm_bwd_input, ln_bwd_input, LN_BWD_INPUT_PARAMS,
                    (x, LN_X_ARGS, w, g, stats, dx, rows, cols))

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
