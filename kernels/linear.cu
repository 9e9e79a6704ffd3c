// The linear layer's bias (paperfit::nn::kernels::bias; CPU twins `add_cpu`, `sum_rows_cpu`).
#include "common.cuh"

// y[i] += b[i % cols] over n elements of y (rows of `cols`), b in f32.
template <typename T>
__device__ void bias_add(T* y, const float* b, uint64_t n, int cols) {
  for (uint64_t i = blockIdx.x * (uint64_t)blockDim.x + threadIdx.x; i < n;
       i += (uint64_t)gridDim.x * blockDim.x)
    y[i] = from_f<T>(to_f(y[i]) + b[i % cols]);
}

#define BIAS_ADD_PARAMS(T) (T* y, const float* b, uint64_t n, int cols)
PAPERFIT_FOR_DTYPES(bias_add, bias_add, BIAS_ADD_PARAMS, (y, b, n, cols))

// sums[c] += sum over rows of g[r, c], in f32. Block (32, 8): 32 columns, this block's share
// of the rows strided by 8; one atomic add per column and block. `sums` starts at zero.
template <typename T>
__device__ void sum_rows(const T* g, float* sums, int rows, int cols) {
  __shared__ float part[8][33];
  const int c = blockIdx.x * 32 + threadIdx.x;
  const int share = (rows + gridDim.y - 1) / gridDim.y;
  const int first = blockIdx.y * share;
  const int last = min(rows, first + share);
  float acc = 0.f;
  if (c < cols)
    for (int r = first + threadIdx.y; r < last; r += 8) acc += to_f(g[(size_t)r * cols + c]);
  part[threadIdx.y][threadIdx.x] = acc;
  __syncthreads();
  if (threadIdx.y == 0 && c < cols) {
    for (int k = 1; k < 8; ++k) acc += part[k][threadIdx.x];
    atomicAdd(&sums[c], acc);
  }
}

#define SUM_ROWS_PARAMS(T) (const T* g, float* sums, int rows, int cols)
PAPERFIT_FOR_DTYPES(sum_rows, sum_rows, SUM_ROWS_PARAMS, (g, sums, rows, cols))
