// The optimizer step and the global gradient norm over every parameter in one launch each
// (paperfit_kernels::optimizer; CPU twins `sum_squares` / `adam` / `sgd` in its cpu.rs, the
// same f32 operations in the same order).
//
// Multi-tensor launches: the tensors' device addresses, lengths and per-tensor values are a
// table of u64 in device memory (no limit on the number of tensors, unlike kernel parameters),
// uploaded once per step. Each block handles one `chunk` of one tensor, named by the table's
// block entries: `tensor << 32 | chunk index`.
//
// The update kernels use the _rn intrinsics so that no multiply-add is contracted: every
// operation rounds as it does in the CPU twin and in the composed reference (candle's ops),
// and sqrt and division are IEEE-rounded, so the device computes the CPU's bits.
#include "common.cuh"

// The elements [start, end) of the tensor named by this block's entry `blocks[blockIdx.x]`.
struct Span {
  int tensor;
  uint64_t start, end;
};

__device__ __forceinline__ Span block_span(const uint64_t* blocks, const uint64_t* lens,
                                           int chunk) {
  const uint64_t entry = blocks[blockIdx.x];
  Span s;
  s.tensor = (int)(entry >> 32);
  s.start = (entry & 0xffffffffull) * (uint64_t)chunk;
  const uint64_t n = lens[s.tensor];
  s.end = min(n, s.start + (uint64_t)chunk);
  return s;
}

__device__ __forceinline__ double warp_sum_f64(double v) {
#pragma unroll
  for (int offset = 16; offset > 0; offset >>= 1) v += __shfl_xor_sync(0xffffffffu, v, offset);
  return v;
}

// Sum over a block of at most 1024 threads; thread 0 gets the result.
__device__ __forceinline__ double block_sum_f64(double v) {
  __shared__ double scratch[32];
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  const int warps = (blockDim.x + 31) >> 5;
  v = warp_sum_f64(v);
  if (lane == 0) scratch[warp] = v;
  __syncthreads();
  v = lane < warps ? scratch[lane] : 0.0;
  return warp_sum_f64(v);
}

// Sum of squares and a non-finite flag, per block. Table: [address x tensors][length x
// tensors][block entries]. Each square is taken and summed in f64: exact for every finite f32
// (no overflow below 1.8e19, unlike an f32 square), so the sum is finite exactly when every
// element is. out[b] = the block's sum, out[gridDim.x + b] = 1 if it saw an inf or NaN.
extern "C" __global__ void sum_squares_f32(const uint64_t* table, int tensors, int chunk,
                                           double* out) {
  const Span s = block_span(table + 2 * tensors, table + tensors, chunk);
  const float* g = (const float*)table[s.tensor];
  double acc = 0.0;
  int bad = 0;
  for (uint64_t i = s.start + threadIdx.x; i < s.end; i += blockDim.x) {
    const float v = g[i];
    acc += (double)v * (double)v;
    bad |= !isfinite(v);
  }
  acc = block_sum_f64(acc);
  bad = __syncthreads_or(bad);
  if (threadIdx.x == 0) {
    out[blockIdx.x] = acc;
    out[gridDim.x + blockIdx.x] = bad ? 1.0 : 0.0;
  }
}

// The blocks' sums of squares added in block order by one thread (the order and the IEEE
// additions the host used when it read them back: its sum starts from -0.0, this one from +0.0,
// which differ only for an empty sum, handled by the host), and their inf/NaN flags: the sum and
// whether every element is finite (1) as device scalars, so that the step reads nothing back.
extern "C" __global__ void sum_partials_f64(const double* partial, int blocks, double* sum,
                                            unsigned char* finite) {
  if (blockIdx.x != 0 || threadIdx.x != 0) return;
  double acc = 0.0;
  int bad = 0;
  for (int i = 0; i < blocks; ++i) {
    acc = __dadd_rn(acc, partial[i]);
    bad |= partial[blocks + i] != 0.0;
  }
  *sum = acc;
  *finite = bad ? 0 : 1;
}

// The update tables: [weight][grad][first moment / momentum][second moment][length][decay]
// [flags][copy], each `tensors` long, then the block entries. decay: low 32 bits the L2
// coefficient added to the gradient (f32 bits; 0: none), high 32 bits the factor the weight is
// multiplied by before the step (AdamW's 1 - lr wd; 1 otherwise). flags: bit 0, the state is new
// (this step initialises it instead of reading it); bit 1, the copy is f16 (else bf16). copy:
// the weight's half-precision copy (0: none), written with the new weight rounded to nearest
// even, as the cast it replaces rounds.
enum Column { W = 0, G, M, V, LEN, DECAY, FLAGS, COPY, BLOCKS };

struct Tensors {
  float* w;
  const float* g;
  float* m;
  float* v;
  void* copy;
  float l2, factor;
  bool fresh, f16_copy;
  Span span;
};

__device__ __forceinline__ void write_copy(const Tensors& t, uint64_t i, float w) {
  if (t.copy == nullptr) return;
  if (t.f16_copy) {
    ((__half*)t.copy)[i] = __float2half_rn(w);
  } else {
    ((__nv_bfloat16*)t.copy)[i] = __float2bfloat16_rn(w);
  }
}

__device__ __forceinline__ Tensors block_tensors(const uint64_t* table, int tensors, int chunk) {
  Tensors t;
  t.span = block_span(table + BLOCKS * tensors, table + LEN * tensors, chunk);
  const int i = t.span.tensor;
  t.w = (float*)table[W * tensors + i];
  t.g = (const float*)table[G * tensors + i];
  t.m = (float*)table[M * tensors + i];
  t.v = (float*)table[V * tensors + i];
  const uint64_t decay = table[DECAY * tensors + i];
  t.l2 = __uint_as_float((unsigned)(decay & 0xffffffffull));
  t.factor = __uint_as_float((unsigned)(decay >> 32));
  t.fresh = (table[FLAGS * tensors + i] & 1ull) != 0;
  t.f16_copy = (table[FLAGS * tensors + i] & 2ull) != 0;
  t.copy = (void*)table[COPY * tensors + i];
  return t;
}

// Adam (L2 decay in the gradient) or AdamW (decoupled decay in `factor`), as the CPU twin:
// g = grad * mult (+ l2 w); m = b1 m + (1 - b1) g; v = b2 v + (1 - b2) g^2;
// w = w factor - lr (m / bias1) / (sqrt(v / bias2) + eps), the divisions by the bias
// corrections as products with their reciprocals.
// `mult_at`: the gradients' multiplier, a device scalar (the clipping coefficient over the loss
// scale, computed on the device by the step), read here so that the host never waits for it.
extern "C" __global__ void adam_f32(const uint64_t* table, int tensors, int chunk, float lr,
                                    const float* mult_at, float beta1, float one_minus_beta1,
                                    float beta2, float one_minus_beta2, float inv_bias1,
                                    float inv_bias2, float eps) {
  const Tensors t = block_tensors(table, tensors, chunk);
  const float mult = *mult_at;
  for (uint64_t i = t.span.start + threadIdx.x; i < t.span.end; i += blockDim.x) {
    const float w = t.w[i];
    float g = __fmul_rn(t.g[i], mult);
    if (t.l2 != 0.f) g = __fadd_rn(g, __fmul_rn(w, t.l2));
    const float g1 = __fmul_rn(g, one_minus_beta1);
    const float g2 = __fmul_rn(__fmul_rn(g, g), one_minus_beta2);
    const float m = t.fresh ? g1 : __fadd_rn(__fmul_rn(t.m[i], beta1), g1);
    const float v = t.fresh ? g2 : __fadd_rn(__fmul_rn(t.v[i], beta2), g2);
    const float denom = __fadd_rn(__fsqrt_rn(__fmul_rn(v, inv_bias2)), eps);
    const float step = __fdiv_rn(__fmul_rn(m, inv_bias1), denom);
    const float w_new = __fsub_rn(__fmul_rn(w, t.factor), __fmul_rn(step, lr));
    t.w[i] = w_new;
    write_copy(t, i, w_new);
    t.m[i] = m;
    t.v[i] = v;
  }
}

// SGD with L2 decay, PyTorch's momentum (the buffer starts as the first gradient, no
// dampening) and Nesterov: g = grad * mult (+ l2 w); buf = momentum buf + g;
// w = w - lr (nesterov ? g + momentum buf : buf), or w - lr g without momentum.
extern "C" __global__ void sgd_f32(const uint64_t* table, int tensors, int chunk, float lr,
                                   const float* mult_at, float momentum, int use_momentum,
                                   int nesterov) {
  const Tensors t = block_tensors(table, tensors, chunk);
  const float mult = *mult_at;
  for (uint64_t i = t.span.start + threadIdx.x; i < t.span.end; i += blockDim.x) {
    const float w = t.w[i];
    float g = __fmul_rn(t.g[i], mult);
    if (t.l2 != 0.f) g = __fadd_rn(g, __fmul_rn(w, t.l2));
    float d = g;
    if (use_momentum) {
      const float buf = t.fresh ? g : __fadd_rn(__fmul_rn(t.m[i], momentum), g);
      t.m[i] = buf;
      d = nesterov ? __fadd_rn(g, __fmul_rn(buf, momentum)) : buf;
    }
    const float w_new = __fsub_rn(w, __fmul_rn(d, lr));
    t.w[i] = w_new;
    write_copy(t, i, w_new);
  }
}
