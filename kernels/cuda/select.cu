// The k largest scores of each row, chosen on the device (paperfit_kernels::select; its CPU
// twin there chooses the same): DCAL's GLCA queries, the patches the class token's attention
// rollout ranks highest, without reading the rollout back to the host.
#include "common.cuh"

// Rust's f32::total_cmp as a signed integer: the same order for every value, NaNs included.
__device__ __forceinline__ int total_key(float v) {
  const int bits = __float_as_int(v);
  return bits ^ (int)(((unsigned)(bits >> 31)) >> 1);
}

// Block r: of columns first .. m of row r of scores (n, m), the k whose rank is below k (rank:
// how many columns score higher, or as high at a lower position), written to out[r * k ..] in
// increasing position. Shared memory: (m - first) keys, then as many flags.
template <typename T>
__device__ void top_k_positions(const T* scores, uint32_t* out, int m, int first, int k) {
  extern __shared__ int keys[];
  const int count = m - first;
  unsigned char* picked = reinterpret_cast<unsigned char*>(keys + count);
  const T* row = scores + (size_t)blockIdx.x * m;
  for (int i = threadIdx.x; i < count; i += blockDim.x) keys[i] = total_key(to_f(row[first + i]));
  __syncthreads();
  for (int i = threadIdx.x; i < count; i += blockDim.x) {
    const int key = keys[i];
    int rank = 0;
    for (int j = 0; j < count; ++j) rank += keys[j] > key || (keys[j] == key && j < i);
    picked[i] = rank < k;
  }
  __syncthreads();
  for (int i = threadIdx.x; i < count; i += blockDim.x) {
    if (!picked[i]) continue;
    int before = 0;
    for (int j = 0; j < i; ++j) before += picked[j];
    out[(size_t)blockIdx.x * k + before] = (uint32_t)(first + i);
  }
}

#define TOP_K_PARAMS(T) (const T* scores, uint32_t* out, int m, int first, int k)
PAPERFIT_FOR_DTYPES(top_k_positions, top_k_positions, TOP_K_PARAMS, (scores, out, m, first, k))
