// Max pooling of (planes, h, w) with a square window (paperfit_kernels::pool; the CPU twin
// is `forward_cpu` / `grad_cpu` there, with the same math). Padding counts as -inf; each output
// keeps the position of its window's first maximum (ky * kernel + kx; a NaN wins), and the
// backward gathers, for each input element, the gradients of the windows it was the maximum of.
#include "common.cuh"

#define POOL_PARAMS int planes, int h, int w, int ho, int wo, int k, int s, int pad
#define POOL_ARGS planes, h, w, ho, wo, k, s, pad

template <typename T>
__device__ void max_pool_fwd(const T* x, T* y, uint8_t* arg, POOL_PARAMS) {
  for_each_index((uint64_t)planes * ho * wo, [&](auto i) {
    using I = decltype(i);
    const int ox = (int)(i % wo), oy = (int)((i / wo) % ho);
    const T* xp = x + (size_t)(i / ((I)ho * wo)) * h * w;
    float best = -INFINITY;
    int at = 0;
    bool first = true;
    for (int ky = 0; ky < k; ++ky) {
      const int iy = oy * s + ky - pad;
      if (iy < 0) continue;
      if (iy >= h) break;
      for (int kx = 0; kx < k; ++kx) {
        const int ix = ox * s + kx - pad;
        if (ix < 0) continue;
        if (ix >= w) break;
        const float v = to_f(xp[iy * w + ix]);
        if (first || v > best || isnan(v)) {
          best = v;
          at = ky * k + kx;
          first = false;
        }
      }
    }
    y[i] = from_f<T>(best);
    arg[i] = (uint8_t)at;
  });
}

#define MAX_POOL_FWD_PARAMS(T) (const T* x, T* y, uint8_t* arg, POOL_PARAMS)
PAPERFIT_FOR_DTYPES(max_pool_fwd, max_pool_fwd, MAX_POOL_FWD_PARAMS, (x, y, arg, POOL_ARGS))

// The outputs [lo, hi) along a side of `out` whose window covers input i.
__device__ __forceinline__ void covering(int i, int out, int k, int s, int pad, int* lo, int* hi) {
  const int t = i + pad - k + 1;
  *lo = t <= 0 ? 0 : (t + s - 1) / s;
  *hi = min(out, (i + pad) / s + 1);
}

template <typename T>
__device__ void max_pool_bwd(const T* g, const uint8_t* arg, T* dx, POOL_PARAMS) {
  for_each_index((uint64_t)planes * h * w, [&](auto i) {
    using I = decltype(i);
    const int ix = (int)(i % w), iy = (int)((i / w) % h);
    const uint64_t base = (uint64_t)(i / ((I)h * w)) * ho * wo;
    int ylo, yhi, xlo, xhi;
    covering(iy, ho, k, s, pad, &ylo, &yhi);
    covering(ix, wo, k, s, pad, &xlo, &xhi);
    float acc = 0.f;
    for (int oy = ylo; oy < yhi; ++oy) {
      const int ky = iy + pad - oy * s;
      for (int ox = xlo; ox < xhi; ++ox) {
        const int kx = ix + pad - ox * s;
        const uint64_t o = base + (uint64_t)oy * wo + ox;
        if (arg[o] == ky * k + kx) acc += to_f(g[o]);
      }
    }
    dx[i] = from_f<T>(acc);
  });
}

#define MAX_POOL_BWD_PARAMS(T) (const T* g, const uint8_t* arg, T* dx, POOL_PARAMS)
PAPERFIT_FOR_DTYPES(max_pool_bwd, max_pool_bwd, MAX_POOL_BWD_PARAMS, (g, arg, dx, POOL_ARGS))
