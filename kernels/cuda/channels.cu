// Per-channel ops of the convolutional nets (paperfit_kernels::channels; the CPU twins are
// the `*_cpu` functions there, with the same math): the spatial mean of (n x c) planes, the
// squeeze-and-excitation gate x * sigmoid(s) and its gradients, and relu(a + b) with the ReLU's
// gradient. Sums in f32.
#include "common.cuh"

__device__ __forceinline__ float sigmoidf(float v) { return 1.f / (1.f + expf(-v)); }

// One warp per plane: y[r] = mean of x[r * p .. (r + 1) * p].
template <typename T>
__device__ void spatial_mean(const T* x, T* y, int rows, int p) {
  const int row = blockIdx.x * blockDim.y + threadIdx.y;
  if (row >= rows) return;
  const T* xr = x + (size_t)row * p;
  float sum = 0.f;
  for (int i = threadIdx.x; i < p; i += 32) sum += to_f(xr[i]);
  sum = warp_sum(sum);
  if (threadIdx.x == 0) y[row] = from_f<T>(sum / p);
}

#define SPATIAL_MEAN_PARAMS(T) (const T* x, T* y, int rows, int p)
PAPERFIT_FOR_DTYPES(spatial_mean, spatial_mean, SPATIAL_MEAN_PARAMS, (x, y, rows, p))

template <typename T>
__device__ void spatial_mean_grad(const T* g, T* dx, uint64_t count, int p) {
  for_each_index(count, [&](auto i) { dx[i] = from_f<T>(to_f(g[i / p]) / p); });
}

#define SPATIAL_MEAN_GRAD_PARAMS(T) (const T* g, T* dx, uint64_t count, int p)
PAPERFIT_FOR_DTYPES(spatial_mean_grad, spatial_mean_grad, SPATIAL_MEAN_GRAD_PARAMS,
                    (g, dx, count, p))

// y = x * sigmoid(s[plane]) (also the input's gradient, with g for x).
template <typename T>
__device__ void channel_gate(const T* x, const T* s, T* y, uint64_t count, int p) {
  for_each_index(count, [&](auto i) { y[i] = from_f<T>(to_f(x[i]) * sigmoidf(to_f(s[i / p]))); });
}

#define CHANNEL_GATE_PARAMS(T) (const T* x, const T* s, T* y, uint64_t count, int p)
PAPERFIT_FOR_DTYPES(channel_gate, channel_gate, CHANNEL_GATE_PARAMS, (x, s, y, count, p))

// One warp per plane: ds = sigmoid'(s) * sum(g * x).
template <typename T>
__device__ void channel_gate_grad(const T* g, const T* x, const T* s, T* ds, int rows, int p) {
  const int row = blockIdx.x * blockDim.y + threadIdx.y;
  if (row >= rows) return;
  const size_t base = (size_t)row * p;
  float dot = 0.f;
  for (int i = threadIdx.x; i < p; i += 32) dot += to_f(g[base + i]) * to_f(x[base + i]);
  dot = warp_sum(dot);
  if (threadIdx.x == 0) {
    const float gate = sigmoidf(to_f(s[row]));
    ds[row] = from_f<T>(dot * gate * (1.f - gate));
  }
}

#define CHANNEL_GATE_GRAD_PARAMS(T) (const T* g, const T* x, const T* s, T* ds, int rows, int p)
PAPERFIT_FOR_DTYPES(channel_gate_grad, channel_gate_grad, CHANNEL_GATE_GRAD_PARAMS,
                    (g, x, s, ds, rows, p))

template <typename T>
__device__ void add_relu(const T* a, const T* b, T* y, uint64_t count) {
  for_each_index(count, [&](auto i) {
    const float v = to_f(a[i]) + to_f(b[i]);
    y[i] = from_f<T>(v > 0.f ? v : 0.f);
  });
}

#define PAIR_PARAMS(T) (const T* a, const T* b, T* y, uint64_t count)
PAPERFIT_FOR_DTYPES(add_relu, add_relu, PAIR_PARAMS, (a, b, y, count))

template <typename T>
__device__ void relu_grad(const T* g, const T* out, T* dx, uint64_t count) {
  for_each_index(count, [&](auto i) { dx[i] = to_f(out[i]) > 0.f ? g[i] : from_f<T>(0.f); });
}

PAPERFIT_FOR_DTYPES(relu_grad, relu_grad, PAIR_PARAMS, (a, b, y, count))

// A group norm's scale and shift, y = x * w[channel] + b[channel] (paperfit_kernels::affine;
// its CPU twins are the `*_cpu` functions there): channel_scale is the same without the shift,
// also the input's gradient with g for x.
template <typename T>
__device__ void channel_affine(const T* x, const T* w, const T* b, T* y, uint64_t count, int c,
                               int p) {
  for_each_index(count, [&](auto i) {
    const int ch = (int)((i / p) % c);
    y[i] = from_f<T>(to_f(x[i]) * to_f(w[ch]) + to_f(b[ch]));
  });
}

#define CHANNEL_AFFINE_PARAMS(T) \
  (const T* x, const T* w, const T* b, T* y, uint64_t count, int c, int p)
PAPERFIT_FOR_DTYPES(channel_affine, channel_affine, CHANNEL_AFFINE_PARAMS, (x, w, b, y, count, c, p))

template <typename T>
__device__ void channel_scale(const T* x, const T* w, T* y, uint64_t count, int c, int p) {
  for_each_index(count, [&](auto i) {
    const int ch = (int)((i / p) % c);
    y[i] = from_f<T>(to_f(x[i]) * to_f(w[ch]));
  });
}

#define CHANNEL_SCALE_PARAMS(T) (const T* x, const T* w, T* y, uint64_t count, int c, int p)
PAPERFIT_FOR_DTYPES(channel_scale, channel_scale, CHANNEL_SCALE_PARAMS, (x, w, y, count, c, p))

// One warp per plane: its sum of g * x and of g, in f32, the partials of the weight's and the
// bias's gradients.
template <typename T>
__device__ void channel_affine_plane_sums(const T* g, const T* x, float* sums, int rows, int p) {
  const int row = blockIdx.x * blockDim.y + threadIdx.y;
  if (row >= rows) return;
  const size_t base = (size_t)row * p;
  float dot = 0.f, sum = 0.f;
  for (int i = threadIdx.x; i < p; i += 32) {
    const float gv = to_f(g[base + i]);
    dot += gv * to_f(x[base + i]);
    sum += gv;
  }
  dot = warp_sum(dot);
  sum = warp_sum(sum);
  if (threadIdx.x == 0) {
    sums[2 * (size_t)row] = dot;
    sums[2 * (size_t)row + 1] = sum;
  }
}

#define PLANE_SUMS_PARAMS(T) (const T* g, const T* x, float* sums, int rows, int p)
PAPERFIT_FOR_DTYPES(channel_affine_plane_sums, channel_affine_plane_sums, PLANE_SUMS_PARAMS,
                    (g, x, sums, rows, p))

// One thread per channel: its planes' partials added image by image; dwb holds the weight's
// gradient, then the bias's. The CPU twin adds a channel's elements in one running sum (candle's
// order); these are the same sums in a fixed order of their own (deterministic, equal to the
// twin's to rounding: the doctor's channel_affine rows).
template <typename T>
__device__ void channel_affine_grad(const float* sums, T* dwb, int n, int c) {
  for_each_index((uint64_t)c, [&](auto i) {
    const int ch = (int)i;
    float dw = 0.f, db = 0.f;
    for (int img = 0; img < n; ++img) {
      const size_t r = (size_t)img * c + ch;
      dw += sums[2 * r];
      db += sums[2 * r + 1];
    }
    dwb[ch] = from_f<T>(dw);
    dwb[c + ch] = from_f<T>(db);
  });
}

#define AFFINE_GRAD_PARAMS(T) (const float* sums, T* dwb, int n, int c)
PAPERFIT_FOR_DTYPES(channel_affine_grad, channel_affine_grad, AFFINE_GRAD_PARAMS, (sums, dwb, n, c))
