// Cross-entropy with label smoothing (paperfit_kernels::cross_entropy; CPU twin
// `forward_cpu` / `backward_cpu` there, same math). Loss and log-sum-exp are f32.
#include "common.cuh"

// One warp per row: loss = (1 - s)(lse - x[t]) + s (lse - mean x); a target outside the classes
// gives a NaN loss (the CPU twin refuses it with an error).
template <typename T>
__device__ void ce_fwd(const T* x, const uint32_t* targets, float* loss, float* lse, int rows,
                       int classes, float s) {
  const int r = blockIdx.x * blockDim.y + threadIdx.y;
  if (r >= rows) return;
  const T* row = x + (size_t)r * classes;
  float m = -INFINITY, total = 0.f;
  for (int j = threadIdx.x; j < classes; j += 32) {
    const float v = to_f(row[j]);
    m = fmaxf(m, v);
    total += v;
  }
  m = warp_max(m);
  total = warp_sum(total);
  float sum = 0.f;
  for (int j = threadIdx.x; j < classes; j += 32) sum += expf(to_f(row[j]) - m);
  sum = warp_sum(sum);
  if (threadIdx.x == 0) {
    const float l = m + logf(sum);
    const uint32_t t = targets[r];
    const float picked = t < (uint32_t)classes ? to_f(row[t]) : NAN;
    loss[r] = (1.f - s) * (l - picked) + s * (l - total / classes);
    lse[r] = l;
  }
}

#define CE_FWD_PARAMS(T)                                                                  \
  (const T* x, const uint32_t* targets, float* loss, float* lse, int rows, int classes,    \
   float s)
PAPERFIT_FOR_DTYPES(cross_entropy_fwd, ce_fwd, CE_FWD_PARAMS, (x, targets, loss, lse, rows, classes, s))

// dx = g[row] (exp(x - lse[row]) - (1 - s) onehot - s / classes); one warp per row.
template <typename T>
__device__ void ce_bwd(const T* x, const uint32_t* targets, const float* g, const float* lse,
                       T* dx, int rows, int classes, float s) {
  const int r = blockIdx.x * blockDim.y + threadIdx.y;
  if (r >= rows) return;
  const size_t base = (size_t)r * classes;
  const float gr = g[r], l = lse[r], uniform = s / classes;
  const uint32_t t = targets[r];
  for (int j = threadIdx.x; j < classes; j += 32) {
    const float onehot = (uint32_t)j == t ? 1.f - s : 0.f;
    dx[base + j] = from_f<T>(gr * (expf(to_f(x[base + j]) - l) - onehot - uniform));
  }
}

#define CE_BWD_PARAMS(T)                                                                  \
  (const T* x, const uint32_t* targets, const float* g, const float* lse, T* dx, int rows,  \
   int classes, float s)
PAPERFIT_FOR_DTYPES(cross_entropy_bwd, ce_bwd, CE_BWD_PARAMS, (x, targets, g, lse, dx, rows, classes, s))
