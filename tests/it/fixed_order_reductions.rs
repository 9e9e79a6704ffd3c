//! The fused ops' sums over rows and elements (`paperfit_kernels::reduce`) are summed in
//! one order fixed by the shape: each CPU twin is checked bit for bit against that order
//! written out plainly here (the CUDA kernels' order: splits, interleaved rows or a 256-thread
//! block's butterfly, then the splits in order), against the exact sum in f64, and for the same
//! bits whatever the number of threads. Shapes are awkward on purpose: rows not a multiple of
//! 8, fewer than 32 columns, many splits, splits of unequal length.

use crate::common;

use candle_core::{DType, Tensor, Var};
use paperfit_kernels::{self as kernels, bias, conv, layer_norm, Statistics};

use common::gradcheck::random;

/// Deterministic values in [-1, 1) with a spread of magnitudes, so that rounding depends on
/// the order of additions.
fn values(n: usize, seed: u64) -> Vec<f32> {
    let mut state = seed
        .wrapping_mul(6364136223846793005)
        .wrapping_add(1442695040888963407);
    (0..n)
        .map(|_| {
            state = state
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let unit = ((state >> 40) as f32) / (1u64 << 24) as f32;
            let exponent = ((state >> 20) % 8) as i32;
            (2.0 * unit - 1.0) * 2f32.powi(exponent)
        })
        .collect()
}

/// The rows of each split, as the kernels cut them from their grid.
fn splits(m: usize, count: usize) -> Vec<std::ops::Range<usize>> {
    let share = m.div_ceil(count);
    (0..count)
        .map(|s| (s * share).min(m)..((s + 1) * share).min(m))
        .collect()
}

/// Column sums in `kernels/cuda/linear.cu`'s order: row splits of about 256 rows (at most 64); in
/// each, thread row k adds rows k, k + 8, ...; the eight partial rows added in order; then the
/// splits added in order, from zero.
fn row_sums_in_kernel_order(
    rows: usize,
    cols: usize,
    value: impl Fn(usize, usize) -> f32,
) -> Vec<f32> {
    let mut out = vec![0f32; cols];
    for split in splits(rows, rows.div_ceil(256).clamp(1, 64)) {
        for (c, o) in out.iter_mut().enumerate() {
            let mut threads = [0f32; 8];
            for (k, t) in threads.iter_mut().enumerate() {
                let mut r = split.start + k;
                while r < split.end {
                    *t += value(r, c);
                    r += 8;
                }
            }
            let mut block = threads[0];
            for t in &threads[1..] {
                block += t;
            }
            *o += block;
        }
    }
    out
}

/// A sum in the order of `block_sum` (`kernels/cuda/common.cuh`): 256 threads, thread t adds
/// elements t, t + 256, ...; each warp adds by butterfly; the first warp adds the warps' sums.
fn block_sum_in_kernel_order(values: &[f32]) -> f32 {
    let mut threads = [0f32; 256];
    for (i, v) in values.iter().enumerate() {
        threads[i % 256] += v;
    }
    let warp = |lanes: &[f32]| -> f32 {
        let mut v = [0f32; 32];
        v[..lanes.len()].copy_from_slice(lanes);
        for offset in [16, 8, 4, 2, 1] {
            let before = v;
            for (l, x) in v.iter_mut().enumerate() {
                *x = before[l] + before[l ^ offset];
            }
        }
        v[0]
    };
    let warps: Vec<f32> = threads.chunks(32).map(warp).collect();
    warp(&warps)
}

/// Per channel of an (n, c, p) tensor, the sum in `kernels/cuda/conv.cu`'s order: splits of about
/// 4096 of the channel's n x p elements (at most 64), each a block sum, added in order.
fn channel_sums_in_kernel_order(x: &[f32], n: usize, c: usize, p: usize) -> Vec<f32> {
    let m = n * p;
    (0..c)
        .map(|ch| {
            let element = |i: usize| x[((i / p) * c + ch) * p + i % p];
            let mut sum = 0f32;
            for split in splits(m, m.div_ceil(4096).clamp(1, 64)) {
                let part: Vec<f32> = split.map(element).collect();
                sum += block_sum_in_kernel_order(&part);
            }
            sum
        })
        .collect()
}

/// `f` in a pool of `threads` threads.
fn with_threads<R: Send>(threads: usize, f: impl FnOnce() -> R + Send) -> R {
    rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .unwrap()
        .install(f)
}

fn bits(v: &[f32]) -> Vec<u32> {
    v.iter().map(|x| x.to_bits()).collect()
}

/// The largest |a - exact| relative to the largest sum of magnitudes: f32 rounding over the
/// sums' lengths. Infinite where a value is not finite.
fn error_against_exact(a: &[f32], exact: &[f64], magnitude: &[f64]) -> f64 {
    let scale = magnitude.iter().fold(1e-30f64, |m, v| m.max(*v));
    let a: Vec<f64> = a.iter().map(|&x| x as f64).collect();
    common::max_difference(&a, exact) / scale
}

#[test]
fn row_sums_follow_the_kernel_order_bit_for_bit_whatever_the_threads() {
    // 12,611 rows: 50 splits of 253 (ViT-B/16's 12,608 bias rows give 50 too), not a multiple
    // of 8; 7 and 33 columns: under and just over one 32-column block; 70,001 rows: 64 splits.
    for (rows, cols) in [(12_611, 7), (12_611, 33), (5, 3), (70_001, 2), (256, 1)] {
        let g = values(rows * cols, (rows * cols) as u64);
        let expected = row_sums_in_kernel_order(rows, cols, |r, c| g[r * cols + c]);
        for threads in [1, 2, 5] {
            let twin = with_threads(threads, || bias::sum_rows_cpu::<f32, f32>(&g, cols));
            assert_eq!(
                bits(&twin),
                bits(&expected),
                "{rows} x {cols} on {threads} threads"
            );
        }
        let exact: Vec<f64> = (0..cols)
            .map(|c| (0..rows).map(|r| g[r * cols + c] as f64).sum())
            .collect();
        let magnitude: Vec<f64> = (0..cols)
            .map(|c| (0..rows).map(|r| (g[r * cols + c] as f64).abs()).sum())
            .collect();
        let e = error_against_exact(&expected, &exact, &magnitude);
        assert!(e < 1e-6, "{rows} x {cols}: {e:e} from the exact sum");
    }
}

#[test]
fn layer_norm_parameter_gradients_follow_the_kernel_order() {
    for (rows, cols) in [(12_611, 7), (1_003, 40), (3, 5)] {
        let x = values(rows * cols, 1 + rows as u64);
        let g = values(rows * cols, 2 + rows as u64);
        let stats: Vec<f32> = (0..rows)
            .flat_map(|r| [0.1 * (r % 7) as f32, 1.0 + 0.01 * (r % 13) as f32])
            .collect();
        let layout = candle_core::Layout::contiguous((rows, cols));
        let shape = layer_norm::Rows::of(&layout).unwrap();
        let dw = |r: usize, c: usize| {
            g[r * cols + c] * (x[r * cols + c] - stats[2 * r]) * stats[2 * r + 1]
        };
        let mut expected = row_sums_in_kernel_order(rows, cols, dw);
        expected.extend(row_sums_in_kernel_order(rows, cols, |r, c| g[r * cols + c]));
        for threads in [1, 3] {
            let twin = with_threads(threads, || {
                layer_norm::grad_params_cpu::<f32, f32>(&x, shape, &g, &stats)
            });
            assert_eq!(
                bits(&twin),
                bits(&expected),
                "{rows} x {cols}, {threads} threads"
            );
        }
        let exact: Vec<f64> = (0..cols)
            .map(|c| (0..rows).map(|r| dw(r, c) as f64).sum())
            .collect();
        let magnitude: Vec<f64> = (0..cols)
            .map(|c| (0..rows).map(|r| (dw(r, c) as f64).abs()).sum())
            .collect();
        let e = error_against_exact(&expected[..cols], &exact, &magnitude);
        assert!(e < 1e-6, "{rows} x {cols}: {e:e} from the exact sum");
    }
}

#[test]
fn channel_sums_follow_the_block_order() {
    // (n, c, p): two splits of unequal length across an image boundary; many channels of
    // tiny planes; one channel of 2^20 elements (64 splits of 16,384).
    for (n, c, p) in [(5, 3, 4_099), (2, 70, 9), (1, 1, 1 << 20), (3, 2, 1)] {
        let x = values(n * c * p, (n * c * p) as u64);
        let expected = channel_sums_in_kernel_order(&x, n, c, p);
        for threads in [1, 4] {
            let twin = with_threads(threads, || conv::cpu::channel_sum::<f32>(&x, n, c, p));
            assert_eq!(
                bits(&twin),
                bits(&expected),
                "({n}, {c}, {p}), {threads} threads"
            );
        }
        let at = |ch: usize| (0..n * p).map(move |i| ((i / p) * c + ch) * p + i % p);
        let exact: Vec<f64> = (0..c).map(|ch| at(ch).map(|k| x[k] as f64).sum()).collect();
        let magnitude: Vec<f64> = (0..c)
            .map(|ch| at(ch).map(|k| (x[k] as f64).abs()).sum())
            .collect();
        let e = error_against_exact(&expected, &exact, &magnitude);
        assert!(e < 1e-6, "({n}, {c}, {p}): {e:e} from the exact sum");
    }
}

/// Batch norm's forward and every gradient, as bits.
fn batch_norm_bits(x: &Tensor, w: &Var, b: &Var) -> Vec<Vec<u32>> {
    let xv = Var::from_tensor(x).unwrap();
    let (y, _) =
        kernels::fused_batch_norm(xv.as_tensor(), w, b, Statistics::Batch, 1e-5, true).unwrap();
    let r = random(y.dims(), 9).to_dtype(DType::F32).unwrap();
    let grads = (&y * &r).unwrap().sum_all().unwrap().backward().unwrap();
    let flat =
        |t: &Tensor| -> Vec<u32> { bits(&t.flatten_all().unwrap().to_vec1::<f32>().unwrap()) };
    let mut out = vec![flat(&y)];
    for v in [xv.as_tensor(), w.as_tensor(), b.as_tensor()] {
        out.push(flat(grads.get(v).unwrap()));
    }
    out
}

#[test]
fn batch_norm_statistics_and_gradients_are_the_same_bits_whatever_the_threads() {
    // 3 images of 5 channels of 37 x 37: 4,107 elements a channel, two splits of unequal
    // length that cross an image boundary.
    let x = random(&[3, 5, 37, 37], 30).to_dtype(DType::F32).unwrap();
    let w = Var::from_tensor(&random(&[5], 31).to_dtype(DType::F32).unwrap()).unwrap();
    let b = Var::from_tensor(&random(&[5], 32).to_dtype(DType::F32).unwrap()).unwrap();
    let one = with_threads(1, || batch_norm_bits(&x, &w, &b));
    for threads in [2, 6] {
        assert!(
            with_threads(threads, || batch_norm_bits(&x, &w, &b)) == one,
            "{threads} threads"
        );
    }
}

#[test]
fn attention_in_half_precision_scales_the_scores_before_storing_them() {
    // Queries equal to their keys, entries of magnitude 35, head width 64: q.k = 78,400 is
    // beyond f16 (65,504); q.k / 8 = 9,800 is not. Scaled after the product, the scores would
    // be infinite and the probabilities NaN.
    let (b, t, heads, d) = (1, 4, 1, 64);
    let width = heads * d;
    let base = values(t * width, 5);
    let mut packed: Vec<f32> = Vec::with_capacity(b * t * 3 * width);
    for i in 0..t {
        let row: Vec<f32> = base[i * width..(i + 1) * width]
            .iter()
            .map(|v| 35.0 * v.signum())
            .collect();
        packed.extend(&row); // q
        packed.extend(&row); // k
        packed.extend(base[i * width..(i + 1) * width].iter()); // v
    }
    let qkv = Tensor::from_vec(packed, (b, t, 3 * width), &candle_core::Device::Cpu).unwrap();
    let run = |dtype: DType| -> (Vec<f32>, Vec<f32>) {
        let v = Var::from_tensor(&qkv.to_dtype(dtype).unwrap()).unwrap();
        let out = kernels::attention::self_attention(v.as_tensor(), heads, false).unwrap();
        let grads = out.sum_all().unwrap().backward().unwrap();
        let flat = |t: &Tensor| -> Vec<f32> {
            t.to_dtype(DType::F32)
                .unwrap()
                .flatten_all()
                .unwrap()
                .to_vec1()
                .unwrap()
        };
        (flat(&out), flat(grads.get(v.as_tensor()).unwrap()))
    };
    let (out16, grad16) = run(DType::F16);
    let (out32, grad32) = run(DType::F32);
    assert!(
        out16.iter().chain(&grad16).all(|v| v.is_finite()),
        "fp16 attention overflowed"
    );
    let worst = |a: &[f32], r: &[f32]| {
        let scale = r.iter().fold(1f32, |m, v| m.max(v.abs()));
        common::max_difference(a, r) as f32 / scale
    };
    // fp16 keeps 11 bits: outputs, and the values' gradient, within a few of its units of the
    // f32 result. (The queries' and keys' gradients pass through a one-hot softmax: in exact
    // arithmetic zero, in any half precision rounding noise; only their finiteness is checked.)
    assert!(
        worst(&out16, &out32) < 4e-3,
        "output {}",
        worst(&out16, &out32)
    );
    let values_grad = |g: &[f32]| -> Vec<f32> {
        g.chunks(3 * width)
            .flat_map(|row| row[2 * width..].to_vec())
            .collect()
    };
    let e = worst(&values_grad(&grad16), &values_grad(&grad32));
    assert!(e < 4e-3, "values' gradient {e}");
}
