// Per-channel ops of the convolutional nets (paperfit_kernels::channels; the CPU twins are
// the `*_cpu` functions there, with the same math): the spatial mean of (n x c) planes, the
// squeeze-and-excitation gate x * sigmoid(s) and its gradients, the gate + residual + ReLU of an
// SE block's end, and relu(a + b) with the ReLU's gradient. Sums in f32.
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

// dx = g[plane] / p; in 16-byte packs when dx is aligned.
template <typename T>
__device__ void spatial_mean_grad(const T* g, T* dx, uint64_t count, int p) {
  auto value = [&](auto i) { return from_f<T>(to_f(g[i / p]) / p); };
  constexpr int N = Pack16<T>::N;
  for_each_packed<N>(
      count, aligned16(dx),
      [&](auto v, auto first) {
        Pack16<T> out;
#pragma unroll
        for (int j = 0; j < N; ++j) out.v[j] = value(first + j);
        store_pack(dx, v, out);
      },
      [&](auto i) { dx[i] = value(i); });
}

#define SPATIAL_MEAN_GRAD_PARAMS(T) (const T* g, T* dx, uint64_t count, int p)
PAPERFIT_FOR_DTYPES(spatial_mean_grad, spatial_mean_grad, SPATIAL_MEAN_GRAD_PARAMS,
                    (g, dx, count, p))

// y = x * sigmoid(s[plane]) (also the input's gradient, with g for x); in 16-byte packs when the
// operands are aligned (the same arithmetic per element).
template <typename T>
__device__ void channel_gate(const T* x, const T* s, T* y, uint64_t count, int p) {
  map_elements(x, y, count,
               [&](auto i, float xv) { return from_f<T>(xv * sigmoidf(to_f(s[i / p]))); });
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

// relu(x * sigmoid(s[plane]) + r): squeeze-and-excitation's gate, the residual sum and its ReLU
// in one pass. The product is rounded before the sum (no fused multiply-add), as the CPU twin and
// the composed gate then sum compute it.
template <typename T>
__device__ void gate_add_relu(const T* x, const T* s, const T* r, T* y, uint64_t count, int p) {
  auto value = [&](auto i, float xv, float rv) {
    const float v = __fmul_rn(xv, sigmoidf(to_f(s[i / p]))) + rv;
    return v > 0.f ? v : 0.f;
  };
  constexpr int N = Pack16<T>::N;
  for_each_packed<N>(
      count, aligned16(x) && aligned16(r) && aligned16(y),
      [&](auto v, auto first) {
        const Pack16<T> xp = load_pack(x, v), rp = load_pack(r, v);
        Pack16<T> out;
#pragma unroll
        for (int j = 0; j < N; ++j)
          out.v[j] = from_f<T>(value(first + j, to_f(xp.v[j]), to_f(rp.v[j])));
        store_pack(y, v, out);
      },
      [&](auto i) { y[i] = from_f<T>(value(i, to_f(x[i]), to_f(r[i]))); });
}

#define GATE_ADD_RELU_PARAMS(T) (const T* x, const T* s, const T* r, T* y, uint64_t count, int p)
PAPERFIT_FOR_DTYPES(gate_add_relu, gate_add_relu, GATE_ADD_RELU_PARAMS, (x, s, r, y, count, p))

// relu(a + b); in 16-byte packs when the operands are aligned.
template <typename T>
__device__ void add_relu(const T* a, const T* b, T* y, uint64_t count) {
  auto value = [](float av, float bv) {
    const float v = av + bv;
    return v > 0.f ? v : 0.f;
  };
  constexpr int N = Pack16<T>::N;
  for_each_packed<N>(
      count, aligned16(a) && aligned16(b) && aligned16(y),
      [&](auto v, auto) {
        const Pack16<T> ap = load_pack(a, v), bp = load_pack(b, v);
        Pack16<T> out;
#pragma unroll
        for (int j = 0; j < N; ++j) out.v[j] = from_f<T>(value(to_f(ap.v[j]), to_f(bp.v[j])));
        store_pack(y, v, out);
      },
      [&](auto i) { y[i] = from_f<T>(value(to_f(a[i]), to_f(b[i]))); });
}

#define PAIR_PARAMS(T) (const T* a, const T* b, T* y, uint64_t count)
PAPERFIT_FOR_DTYPES(add_relu, add_relu, PAIR_PARAMS, (a, b, y, count))

// g where the output is positive, else 0; in 16-byte packs when the operands are aligned.
template <typename T>
__device__ void relu_grad(const T* g, const T* out, T* dx, uint64_t count) {
  constexpr int N = Pack16<T>::N;
  for_each_packed<N>(
      count, aligned16(g) && aligned16(out) && aligned16(dx),
      [&](auto v, auto) {
        const Pack16<T> gp = load_pack(g, v), op = load_pack(out, v);
        Pack16<T> d;
#pragma unroll
        for (int j = 0; j < N; ++j) d.v[j] = to_f(op.v[j]) > 0.f ? gp.v[j] : from_f<T>(0.f);
        store_pack(dx, v, d);
      },
      [&](auto i) { dx[i] = to_f(out[i]) > 0.f ? g[i] : from_f<T>(0.f); });
}

PAPERFIT_FOR_DTYPES(relu_grad, relu_grad, PAIR_PARAMS, (a, b, y, count))

// A group norm's scale and shift, y = x * w[channel] + b[channel] (paperfit_kernels::affine;
// its CPU twins are the `*_cpu` functions there): channel_scale is the same without the shift,
// also the input's gradient with g for x. Both in 16-byte packs when the operands are aligned.
template <typename T>
__device__ void channel_affine(const T* x, const T* w, const T* b, T* y, uint64_t count, int c,
                               int p) {
  map_elements(x, y, count, [&](auto i, float xv) {
    const int ch = (int)((i / p) % c);
    return from_f<T>(xv * to_f(w[ch]) + to_f(b[ch]));
  });
}

#define CHANNEL_AFFINE_PARAMS(T) \
  (const T* x, const T* w, const T* b, T* y, uint64_t count, int c, int p)
PAPERFIT_FOR_DTYPES(channel_affine, channel_affine, CHANNEL_AFFINE_PARAMS, (x, w, b, y, count, c, p))

template <typename T>
__device__ void channel_scale(const T* x, const T* w, T* y, uint64_t count, int c, int p) {
  map_elements(x, y, count,
               [&](auto i, float xv) { return from_f<T>(xv * to_f(w[(int)((i / p) % c)])); });
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
