//! The fused attention's CPU twin (`paperfit_kernels::attention::fused_self_attention` and
//! `fused_cross_attention`, the tiled passes of `cuda/flash_attention.cu`) against finite
//! differences in f64, against the composed attention at the token counts the shipped models
//! use (197: ViT-B/16 at 224 px; 785: DCAL at 448 px; 50: a 7 x 7 grid and its class token; 77
//! causal: CLIP's text; DCAL's cross-attention with fewer queries than keys), and run to run
//! bit for bit.

use candle_core::{DType, Tensor, Var};
use paperfit_kernels::attention as attn;

use crate::common::agree::{agree, grads_of, vars};
use crate::common::gradcheck::{check, var};

#[test]
fn fused_attention_matches_finite_differences() {
    // 70 tokens: a full tile of 64 and a partial one, causal and not.
    for causal in [false, true] {
        let qkv = var(&[1, 70, 3 * 64], 400);
        let t = qkv.clone();
        check(
            &format!("fused self-attention (causal {causal})"),
            &[qkv],
            &|| attn::fused_self_attention(t.as_tensor(), 1, causal),
        );
    }
    let (q, k, v) = (
        var(&[2, 9, 128], 401),
        var(&[2, 70, 128], 402),
        var(&[2, 70, 128], 403),
    );
    let (qt, kt, vt) = (q.clone(), k.clone(), v.clone());
    check("fused cross-attention", &[q, k, v], &|| {
        attn::fused_cross_attention(qt.as_tensor(), kt.as_tensor(), vt.as_tensor(), 2)
    });
}

/// The composed attention (the models' default path) of the same operands.
fn composed_self(t: &[Tensor], heads: usize, causal: bool) -> Tensor {
    attn::self_attention(&t[0], heads, causal).unwrap()
}

fn composed_cross(t: &[Tensor], heads: usize) -> Tensor {
    attn::cross_attention(&t[0], &t[1], &t[2], heads).unwrap()
}

/// Relative error allowed against the composed attention: f64, to rounding; f32, sums of up to
/// 785 terms in another order (the composed path rounds the scaled queries to f32 first;
/// measured: at most 2.0e-7).
fn tolerance(dtype: DType) -> f64 {
    match dtype {
        DType::F64 => 1e-12,
        _ => 2e-6,
    }
}

#[test]
fn fused_self_attention_matches_the_composed_attention_at_the_shipped_token_counts() {
    // (batch, tokens, heads, causal): heads of 64 throughout.
    let shapes = [
        (2, 197, 3, false),
        (1, 785, 2, false),
        (2, 50, 2, false),
        (2, 77, 2, true),
    ];
    for (i, (b, t, heads, causal)) in shapes.into_iter().enumerate() {
        for dtype in [DType::F64, DType::F32] {
            let inputs = vars(&[&[b, t, 3 * 64 * heads]], dtype, 410 + i as u64);
            agree(
                &format!("self-attention {b} x {t}, {heads} heads, causal {causal}, {dtype:?}"),
                &inputs,
                &|x| attn::fused_self_attention(&x[0], heads, causal).unwrap(),
                &|x| composed_self(x, heads, causal),
                tolerance(dtype),
            );
        }
    }
}

#[test]
fn fused_cross_attention_matches_the_composed_attention_at_dcal_shapes() {
    // PWCA: 50 queries to a pair's 2 x 197 keys; GLCA: the 79 selected of 785 to all of them.
    let shapes = [(2, 50, 394), (1, 79, 785)];
    for (i, (b, tq, tk)) in shapes.into_iter().enumerate() {
        for dtype in [DType::F64, DType::F32] {
            let w = 2 * 64;
            let inputs = vars(
                &[&[b, tq, w], &[b, tk, w], &[b, tk, w]],
                dtype,
                420 + i as u64,
            );
            agree(
                &format!("cross-attention {b} x {tq} to {tk}, {dtype:?}"),
                &inputs,
                &|x| attn::fused_cross_attention(&x[0], &x[1], &x[2], 2).unwrap(),
                &|x| composed_cross(x, 2),
                tolerance(dtype),
            );
        }
    }
}

#[test]
fn fused_attention_in_half_precision_stays_within_rounding_of_f32() {
    // The same rounded inputs in bf16/f16 and in f32: the kernel accumulates in f32 and rounds
    // the outputs and gradients once (measured: output 4.8e-4 and 6.1e-5, gradient 5.8e-4 and
    // 6.7e-5). The tolerances allow about twice that; an accumulator rounded to the element
    // type after each key tile reaches 1.5e-3 and 2.1e-4 on the output.
    for (dtype, tol) in [(DType::BF16, 1e-3), (DType::F16, 1.4e-4)] {
        let half = vars(&[&[2, 197, 3 * 128]], dtype, 430);
        let f32s: Vec<Var> = half
            .iter()
            .map(|v| Var::from_tensor(&v.as_tensor().to_dtype(DType::F32).unwrap()).unwrap())
            .collect();
        let f = |x: &[Tensor]| attn::fused_self_attention(&x[0], 2, false).unwrap();
        let (out_h, grads_h) = grads_of(&half, &f);
        let (out_f, grads_f) = grads_of(&f32s, &f);
        let e = crate::common::agree::relative_error(&out_h, &out_f);
        let g = crate::common::agree::relative_error(&grads_h[0], &grads_f[0]);
        eprintln!("{dtype:?}: output {e:.1e}, gradient {g:.1e} (tolerance {tol:.0e})");
        assert!(
            e <= tol && g <= tol,
            "{dtype:?}: output {e:e}, gradient {g:e} over {tol:e}"
        );
    }
}

/// The output and the gradient of every input, as bits.
fn bits(inputs: &[Var], f: &dyn Fn(&[Tensor]) -> Tensor) -> Vec<Vec<u64>> {
    let (out, grads) = grads_of(inputs, f);
    std::iter::once(out)
        .chain(grads)
        .map(|v| v.into_iter().map(f64::to_bits).collect())
        .collect()
}

#[test]
fn fused_attention_repeats_its_bits_run_to_run() {
    for dtype in [DType::F32, DType::BF16] {
        let qkv = vars(&[&[2, 197, 3 * 128]], dtype, 440);
        let f = |x: &[Tensor]| attn::fused_self_attention(&x[0], 2, true).unwrap();
        assert_eq!(bits(&qkv, &f), bits(&qkv, &f), "self-attention {dtype:?}");
        let qkv = vars(&[&[2, 50, 128], &[2, 394, 128], &[2, 394, 128]], dtype, 441);
        let f = |x: &[Tensor]| attn::fused_cross_attention(&x[0], &x[1], &x[2], 2).unwrap();
        assert_eq!(bits(&qkv, &f), bits(&qkv, &f), "cross-attention {dtype:?}");
    }
}

#[test]
fn fused_attention_refuses_heads_other_than_64_wide() {
    let qkv = Tensor::zeros((1, 4, 3 * 96), DType::F32, &candle_core::Device::Cpu).unwrap();
    let e = attn::fused_self_attention(&qkv, 3, false).unwrap_err();
    assert!(e.to_string().contains("heads of 64"), "{e}");
}
