// The MLP activations (paperfit_kernels::activation; CPU twin `Kind::apply_in_place` there,
// same formulas; the twin's f32 erf and exp are PyTorch's CPU polynomials, vector_math.rs,
// within 5e-7 of erff). kind 0: exact GELU 0.5 x (1 + erf(x / sqrt 2));
// kind 1: QuickGELU x sigmoid(1.702 x). Grid-stride loops over n elements.
#include "common.cuh"

__device__ __forceinline__ float act_value(float x, int kind) {
  if (kind == 0) return 0.5f * x * (1.f + erff(x * 0.70710678118654752f));
  return x / (1.f + expf(-1.702f * x));
}

__device__ __forceinline__ float act_derivative(float x, int kind) {
  if (kind == 0) {
    const float cdf = 0.5f * (1.f + erff(x * 0.70710678118654752f));
    return cdf + x * 0.3989422804014327f * expf(-0.5f * x * x);
  }
  const float s = 1.f / (1.f + expf(-1.702f * x));
  return s + x * 1.702f * s * (1.f - s);
}

// 16-byte loads and stores where x and y allow (map_elements), else elementwise.
template <typename T>
__device__ void act_fwd(const T* x, T* y, uint64_t n, int kind) {
  map_elements(x, y, n, [&](auto, float xv) { return from_f<T>(act_value(xv, kind)); });
}

#define ACT_FWD_PARAMS(T) (const T* x, T* y, uint64_t n, int kind)
PAPERFIT_FOR_DTYPES(activation_fwd, act_fwd, ACT_FWD_PARAMS, (x, y, n, kind))

template <typename T>
__device__ void act_bwd(const T* x, const T* g, T* dx, uint64_t n, int kind) {
  constexpr int N = Pack16<T>::N;
  for_each_packed<N>(
      n, aligned16(x) && aligned16(g) && aligned16(dx),
      [&](auto v, auto) {
        const Pack16<T> xv = load_pack(x, v), gv = load_pack(g, v);
        Pack16<T> out;
#pragma unroll
        for (int k = 0; k < N; ++k)
          out.v[k] = from_f<T>(to_f(gv.v[k]) * act_derivative(to_f(xv.v[k]), kind));
        store_pack(dx, v, out);
      },
      [&](auto i) { dx[i] = from_f<T>(to_f(g[i]) * act_derivative(to_f(x[i]), kind)); });
}

#define ACT_BWD_PARAMS(T) (const T* x, const T* g, T* dx, uint64_t n, int kind)
PAPERFIT_FOR_DTYPES(activation_bwd, act_bwd, ACT_BWD_PARAMS, (x, g, dx, n, kind))
