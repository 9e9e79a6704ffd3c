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

// Instantiates the device function `kernel<T>` as the kernels `name_f32`, `name_f16` and
// `name_bf16`: `params` is a function-like macro giving the parameter list for a type, `args`
// the argument list.
#define PAPERFIT_FOR_DTYPES(name, kernel, params, args)                                   \
  extern "C" __global__ void name##_f32 params(float) { kernel<float> args; }            \
  extern "C" __global__ void name##_f16 params(__half) { kernel<__half> args; }          \
  extern "C" __global__ void name##_bf16 params(__nv_bfloat16) { kernel<__nv_bfloat16> args; }
