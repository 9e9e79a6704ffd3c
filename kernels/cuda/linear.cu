// The linear layer's bias (paperfit_kernels::bias; CPU twins `add_cpu`, `sum_rows_cpu`).
#include "common.cuh"

// y[r, c] += b[c] for `rows` rows of `cols`, b in f32: blocks stride over rows, threads over
// columns (no division per element).
// Rows of a multiple of 16 bytes from a 16-byte aligned start are read and written 16 bytes
// at a time (the bias as float4 pieces), the same sum per element.
template <typename T>
__device__ void bias_add(T* y, const float* b, int rows, int cols) {
  constexpr int N = Pack16<T>::N;
  const bool vector = aligned16(y) && cols % N == 0;
  for (int r = blockIdx.x; r < rows; r += gridDim.x) {
    T* yr = y + (size_t)r * cols;
    if (vector) {
      for (int c = threadIdx.x * N; c < cols; c += blockDim.x * N) {
        Pack16<T> v = load_pack(yr, c / N);
#pragma unroll
        for (int k = 0; k < N; ++k) v.v[k] = from_f<T>(to_f(v.v[k]) + b[c + k]);
        store_pack(yr, c / N, v);
      }
    } else {
      for (int c = threadIdx.x; c < cols; c += blockDim.x) yr[c] = from_f<T>(to_f(yr[c]) + b[c]);
    }
  }
}

#define BIAS_ADD_PARAMS(T) (T* y, const float* b, int rows, int cols)
PAPERFIT_FOR_DTYPES(bias_add, bias_add, BIAS_ADD_PARAMS, (y, b, rows, cols))

// part[split, c] = sum over split's rows of g[r, c], in f32. Block (32, 8): 32 columns, this
// block's split of the rows (grid y) interleaved over the 8 thread rows, whose sums are then
// added in order; `sum_splits` (reduce.cu) adds the splits in order.
template <typename T>
__device__ void sum_rows(const T* g, float* part, int rows, int cols) {
  __shared__ float rows8[8][33];
  const int c = blockIdx.x * 32 + threadIdx.x;
  const int share = (rows + gridDim.y - 1) / gridDim.y;
  const int first = blockIdx.y * share;
  const int last = min(rows, first + share);
  float acc = 0.f;
  if (c < cols)
    for (int r = first + threadIdx.y; r < last; r += 8) acc += to_f(g[(size_t)r * cols + c]);
  rows8[threadIdx.y][threadIdx.x] = acc;
  __syncthreads();
  if (threadIdx.y == 0 && c < cols) {
    for (int k = 1; k < 8; ++k) acc += rows8[k][threadIdx.x];
    part[(size_t)blockIdx.y * cols + c] = acc;
  }
}

#define SUM_ROWS_PARAMS(T) (const T* g, float* part, int rows, int cols)
PAPERFIT_FOR_DTYPES(sum_rows, sum_rows, SUM_ROWS_PARAMS, (g, part, rows, cols))
