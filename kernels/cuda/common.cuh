// Shared by every paperfit kernel: element conversions (the kernels compute in f32 whatever
// the storage dtype), warp and block reductions, and the macro that instantiates a templated
// kernel once per storage dtype under C names (`name_f32`, `name_f16`, `name_bf16`).
#pragma once
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <stdint.h>

__device__ __forceinline__ float to_f(float v) { return v; }
__device__ __forceinline__ float to_f(__half v) { return __half2float(v); }
__device__ __forceinline__ float to_f(__nv_bfloat16 v) { return __bfloat162float(v); }

template <typename T> __device__ __forceinline__ T from_f(float v);
template <> __device__ __forceinline__ float from_f<float>(float v) { return v; }
template <> __device__ __forceinline__ __half from_f<__half>(float v) { return __float2half(v); }
template <> __device__ __forceinline__ __nv_bfloat16 from_f<__nv_bfloat16>(float v) {
  return __float2bfloat16(v);
}

__device__ __forceinline__ float warp_sum(float v) {
#pragma unroll
  for (int offset = 16; offset > 0; offset >>= 1) v += __shfl_xor_sync(0xffffffffu, v, offset);
  return v;
}

__device__ __forceinline__ float warp_max(float v) {
#pragma unroll
  for (int offset = 16; offset > 0; offset >>= 1)
    v = fmaxf(v, __shfl_xor_sync(0xffffffffu, v, offset));
  return v;
}

// Sum over a block of at most 1024 threads; every thread gets the result. `scratch` holds 32
// floats of shared memory.
__device__ __forceinline__ float block_sum(float v, float* scratch) {
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  const int warps = (blockDim.x + 31) >> 5;
  v = warp_sum(v);
  __syncthreads();
  if (lane == 0) scratch[warp] = v;
  __syncthreads();
  v = lane < warps ? scratch[lane] : 0.0f;
  return warp_sum(v);
}

__device__ __forceinline__ float block_max(float v, float* scratch) {
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  const int warps = (blockDim.x + 31) >> 5;
  v = warp_max(v);
  __syncthreads();
  if (lane == 0) scratch[warp] = v;
  __syncthreads();
  v = lane < warps ? scratch[lane] : -INFINITY;
  return warp_max(v);
}

// Calls f(i) for this thread's indices i of [0, count), striding over the grid. The index is 32
// bits wide when count allows (below 2^31, so that i + stride cannot wrap), 64 otherwise: a
// 64-bit division costs several times a 32-bit one, and elementwise kernels divide the index
// to find a channel or a plane.
template <typename F>
__device__ __forceinline__ void for_each_index(uint64_t count, F f) {
  if (count < (1ull << 31)) {
    const uint32_t n = (uint32_t)count, stride = gridDim.x * blockDim.x;
    for (uint32_t i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride) f(i);
  } else {
    const uint64_t stride = (uint64_t)gridDim.x * blockDim.x;
    for (uint64_t i = blockIdx.x * (uint64_t)blockDim.x + threadIdx.x; i < count; i += stride)
      f(i);
  }
}

// 16 bytes of T (4 floats, 8 halves), loaded and stored as one 128-bit access.
template <typename T>
struct alignas(16) Pack16 {
  static constexpr int N = 16 / sizeof(T);
  T v[N];
};

__device__ __forceinline__ bool aligned16(const void* p) {
  return (reinterpret_cast<uintptr_t>(p) & 15) == 0;
}

// Pack v of `base` (elements v * N .. v * N + N - 1): one 16-byte load; `base` is 16-byte aligned.
template <typename T, typename I>
__device__ __forceinline__ Pack16<T> load_pack(const T* base, I v) {
  return reinterpret_cast<const Pack16<T>*>(base)[v];
}

template <typename T, typename I>
__device__ __forceinline__ void store_pack(T* base, I v, const Pack16<T>& pack) {
  reinterpret_cast<Pack16<T>*>(base)[v] = pack;
}

// for_each_index over [0, count) in 16-byte packs when `packed` (every operand 16-byte aligned):
// pack(v, first) for each whole pack v (its first element `first` = v * N), then elem(i) for the
// tail of fewer than N elements; without `packed`, elem(i) for every element. A pack body applies
// the scalar body's arithmetic to each of its elements, so both give the same bits. Indices are 32
// bits wide when count allows (for_each_index's rule).
template <int N, typename P, typename E>
__device__ __forceinline__ void for_each_packed(uint64_t count, bool packed, P pack, E elem) {
  if (!packed) {
    for_each_index(count, elem);
    return;
  }
  const uint64_t packs = count / N, done = packs * N;
  if (count < (1ull << 31)) {
    const uint32_t stride = gridDim.x * blockDim.x, t = blockIdx.x * blockDim.x + threadIdx.x;
    for (uint32_t v = t; v < (uint32_t)packs; v += stride) pack(v, v * (uint32_t)N);
    for (uint32_t i = (uint32_t)done + t; i < (uint32_t)count; i += stride) elem(i);
  } else {
    const uint64_t stride = (uint64_t)gridDim.x * blockDim.x;
    const uint64_t t = blockIdx.x * (uint64_t)blockDim.x + threadIdx.x;
    for (uint64_t v = t; v < packs; v += stride) pack(v, v * (uint64_t)N);
    for (uint64_t i = done + t; i < count; i += stride) elem(i);
  }
}

// y[i] = value(i, x[i] in f32) over `count` elements, value returning T: an element-wise map of
// one operand. In 16-byte packs when x and y are aligned (the same arithmetic per element).
template <typename T, typename V>
__device__ __forceinline__ void map_elements(const T* x, T* y, uint64_t count, V value) {
  constexpr int N = Pack16<T>::N;
  for_each_packed<N>(
      count, aligned16(x) && aligned16(y),
      [&](auto v, auto first) {
        const Pack16<T> xp = load_pack(x, v);
        Pack16<T> out;
#pragma unroll
        for (int j = 0; j < N; ++j) out.v[j] = value(first + j, to_f(xp.v[j]));
        store_pack(y, v, out);
      },
      [&](auto i) { y[i] = value(i, to_f(x[i])); });
}

// The range [first, last) of split blockIdx.x of m elements, gridDim.x splits of ceil(m /
// splits) (paperfit_kernels::reduce::split_range).
__device__ __forceinline__ void split_range(long long m, long long* first, long long* last) {
  const long long share = (m + gridDim.x - 1) / gridDim.x;
  *first = min(m, (long long)blockIdx.x * share);
  *last = min(m, *first + share);
}

// Calls f(offset) for this thread's share of channel ch's elements [first, last) (counted over
// the channel's n x p elements of an (n, c, p) tensor): first + threadIdx.x, then every
// blockDim.x-th, in that order (the order the CPU twins sum in). The position within the image
// advances by addition, as the CPU twins' `for_each_plane_run` walks runs of positions: two
// 64-bit divisions per thread to start instead of one per element.
template <typename F>
__device__ __forceinline__ void for_each_channel_element(long long first, long long last, int ch,
                                                         int c, int p, F f) {
  long long i = first + threadIdx.x;
  if (i >= last) return;
  const long long step = blockDim.x, images_per_step = step / p, positions_per_step = step % p;
  const size_t plane = (size_t)c * p;
  long long pos = i % p;
  size_t image_base = (size_t)((i / p) * c + ch) * p;
  for (; i < last; i += step) {
    f(image_base + (size_t)pos);
    pos += positions_per_step;
    image_base += (size_t)images_per_step * plane;
    if (pos >= p) {
      pos -= p;
      image_base += plane;
    }
  }
}

// Instantiates the device function `kernel<T>` as the kernels `name_f32`, `name_f16` and
// `name_bf16`: `params` is a function-like macro giving the parameter list for a type, `args`
// the argument list.
#define PAPERFIT_FOR_DTYPES(name, kernel, params, args)                                   \
  extern "C" __global__ void name##_f32 params(float) { kernel<float> args; }            \
  extern "C" __global__ void name##_f16 params(__half) { kernel<__half> args; }          \
  extern "C" __global__ void name##_bf16 params(__nv_bfloat16) { kernel<__nv_bfloat16> args; }
