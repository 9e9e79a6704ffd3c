// The sum of two operands of one shape (paperfit_kernels::sum; CPU twin `sum_cpu` there, same
// arithmetic): y = a + b computed in f32 and rounded once to the dtype, in 16-byte packs where
// the three buffers are aligned, else element by element.
#include "common.cuh"

template <typename T>
__device__ void sum_pairs(const T* a, const T* b, T* y, uint64_t n) {
  constexpr int N = Pack16<T>::N;
  for_each_packed<N>(
      n, aligned16(a) && aligned16(b) && aligned16(y),
      [&](auto v, auto) {
        const Pack16<T> av = load_pack(a, v), bv = load_pack(b, v);
        Pack16<T> out;
#pragma unroll
        for (int k = 0; k < N; ++k) out.v[k] = from_f<T>(to_f(av.v[k]) + to_f(bv.v[k]));
        store_pack(y, v, out);
      },
      [&](auto i) { y[i] = from_f<T>(to_f(a[i]) + to_f(b[i])); });
}

#define SUM_PARAMS(T) (const T* a, const T* b, T* y, uint64_t n)
PAPERFIT_FOR_DTYPES(sum_pairs, sum_pairs, SUM_PARAMS, (a, b, y, n))
