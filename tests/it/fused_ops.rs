//! Every fused op (`paperfit_kernels`) against its composed reference (`common::reference`,
//! built from candle-core primitives) and against finite differences in f64, forward and
//! backward, and in the half dtypes the GPU presets train in.

use crate::common;

use candle_core::{DType, Device, Tensor, Var};
use paperfit::nn::ops;
use paperfit_kernels as kernels;

use crate::common::reference;
use common::agree::{agree, vars};
use common::gradcheck::{check, random, var};

#[test]
fn layer_norm_matches_finite_differences() {
    let x = var(&[3, 5, 17], 1);
    let w = var(&[17], 2);
    let b = var(&[17], 3);
    let (xt, wt, bt) = (x.clone(), w.clone(), b.clone());
    check("fused layer_norm", &[x, w, b], &|| {
        kernels::fused_layer_norm(xt.as_tensor(), wt.as_tensor(), bt.as_tensor(), 1e-5)
    });
}

#[test]
fn layer_norm_matches_the_composed_reference() {
    // f64: to rounding; f32: to f32 rounding over sums of 300 elements.
    for (dtype, tol) in [(DType::F64, 1e-12), (DType::F32, 2e-5)] {
        let inputs = vars(&[&[4, 6, 300], &[300], &[300]], dtype, 10);
        agree(
            &format!("layer_norm {dtype:?}"),
            &inputs,
            &|t| kernels::fused_layer_norm(&t[0], &t[1], &t[2], 1e-6).unwrap(),
            &|t| reference::layer_norm(&t[0], &t[1], &t[2], 1e-6).unwrap(),
            tol,
        );
    }
}

#[test]
fn layer_norm_in_half_precision_keeps_f32_masters() {
    for dtype in [DType::BF16, DType::F16] {
        let x = Var::from_tensor(&random(&[8, 64], 20).to_dtype(dtype).unwrap()).unwrap();
        let w = Var::from_tensor(&random(&[64], 21).to_dtype(DType::F32).unwrap()).unwrap();
        let b = Var::from_tensor(&random(&[64], 22).to_dtype(DType::F32).unwrap()).unwrap();
        let y =
            kernels::fused_layer_norm(x.as_tensor(), w.as_tensor(), b.as_tensor(), 1e-6).unwrap();
        assert_eq!(y.dtype(), dtype, "the output stays in the compute dtype");
        let grads = y
            .to_dtype(DType::F32)
            .unwrap()
            .sum_all()
            .unwrap()
            .backward()
            .unwrap();
        assert_eq!(grads.get(w.as_tensor()).unwrap().dtype(), DType::F32);
        assert_eq!(grads.get(x.as_tensor()).unwrap().dtype(), dtype);
        // Against the f32 computation of the same (rounded) inputs: one half-precision rounding
        // of outputs of magnitude ~3 (bf16: 8 bits of mantissa).
        let reference = kernels::fused_layer_norm(
            &x.as_tensor().to_dtype(DType::F32).unwrap(),
            w.as_tensor(),
            b.as_tensor(),
            1e-6,
        )
        .unwrap();
        common::agree::assert_within_half_rounding(&y, &reference);
    }
}

#[test]
fn a_frozen_layer_norm_computes_no_parameter_gradient() {
    let x = var(&[2, 9], 30);
    let w = random(&[9], 31);
    let b = random(&[9], 32);
    let y = kernels::fused_layer_norm(x.as_tensor(), &w, &b, 1e-5).unwrap();
    let grads = y.sum_all().unwrap().backward().unwrap();
    assert!(grads.get(x.as_tensor()).is_some());
    assert!(grads.get(&w).is_none() && grads.get(&b).is_none());
    let _ = Device::Cpu;
}

/// The composed reference of self-attention over a packed (b, t, 3 x width) projection.
fn composed_self_attention(qkv: &Tensor, heads: usize, causal: bool) -> Tensor {
    let (b, t, packed) = qkv.dims3().unwrap();
    let d = packed / 3 / heads;
    let split = qkv
        .reshape((b, t, 3, heads, d))
        .unwrap()
        .permute((2, 0, 3, 1, 4))
        .unwrap();
    let (q, k, v) = (
        split.get(0).unwrap(),
        split.get(1).unwrap(),
        split.get(2).unwrap(),
    );
    let out = if causal {
        let mask = reference::causal_mask(t, qkv.device()).unwrap();
        reference::attention_masked(&q, &k, &v, &mask).unwrap()
    } else {
        reference::attention(&q, &k, &v).unwrap()
    };
    out.transpose(1, 2)
        .unwrap()
        .reshape((b, t, heads * d))
        .unwrap()
}

/// The composed reference of cross-attention of token-layout (b, t, width) operands.
fn composed_cross_attention(q: &Tensor, k: &Tensor, v: &Tensor, heads: usize) -> Tensor {
    let split = |x: &Tensor| {
        let (b, t, w) = x.dims3().unwrap();
        x.reshape((b, t, heads, w / heads))
            .unwrap()
            .transpose(1, 2)
            .unwrap()
    };
    let out = reference::attention(&split(q), &split(k), &split(v)).unwrap();
    let (b, _, tq, d) = out.dims4().unwrap();
    out.transpose(1, 2)
        .unwrap()
        .reshape((b, tq, heads * d))
        .unwrap()
}

#[test]
fn self_attention_matches_finite_differences() {
    for causal in [false, true] {
        let qkv = var(&[2, 5, 3 * 8], 40);
        let t = qkv.clone();
        check(
            &format!("fused self-attention (causal {causal})"),
            &[qkv],
            &|| kernels::attention::self_attention(t.as_tensor(), 2, causal),
        );
    }
}

#[test]
fn cross_attention_matches_finite_differences() {
    let (q, k, v) = (
        var(&[2, 3, 8], 41),
        var(&[2, 6, 8], 42),
        var(&[2, 6, 8], 43),
    );
    let (qt, kt, vt) = (q.clone(), k.clone(), v.clone());
    check("fused cross-attention", &[q, k, v], &|| {
        kernels::attention::cross_attention(qt.as_tensor(), kt.as_tensor(), vt.as_tensor(), 2)
    });
}

#[test]
fn attention_matches_the_composed_reference_in_one_chunk_and_in_many() {
    for budget in [kernels::attention::SCORE_BUDGET_BYTES, 1] {
        kernels::attention::set_score_budget(budget);
        for (dtype, tol) in [(DType::F64, 1e-12), (DType::F32, 2e-5)] {
            for causal in [false, true] {
                let inputs = vars(&[&[3, 17, 3 * 24]], dtype, 50);
                agree(
                    &format!("self-attention {dtype:?} causal {causal} budget {budget}"),
                    &inputs,
                    &|t| kernels::attention::self_attention(&t[0], 4, causal).unwrap(),
                    &|t| composed_self_attention(&t[0], 4, causal),
                    tol,
                );
            }
            let inputs = vars(&[&[2, 7, 24], &[2, 19, 24], &[2, 19, 24]], dtype, 60);
            agree(
                &format!("cross-attention {dtype:?} budget {budget}"),
                &inputs,
                &|t| kernels::attention::cross_attention(&t[0], &t[1], &t[2], 3).unwrap(),
                &|t| composed_cross_attention(&t[0], &t[1], &t[2], 3),
                tol,
            );
        }
    }
    kernels::attention::set_score_budget(kernels::attention::SCORE_BUDGET_BYTES);
}

#[test]
fn cross_attention_reads_strided_token_views_in_place() {
    // Views of one packed projection, as DCAL passes them: rows 3 x width apart.
    let qkv = var(&[2, 9, 3 * 16], 70);
    let f = |t: &[Tensor]| {
        let (q, k, v) = (
            t[0].narrow(2, 0, 16).unwrap(),
            t[0].narrow(2, 16, 16).unwrap(),
            t[0].narrow(2, 32, 16).unwrap(),
        );
        kernels::attention::cross_attention(&q, &k, &v, 4).unwrap()
    };
    agree(
        "cross-attention of views",
        &[qkv],
        &f,
        &|t| kernels::attention::self_attention(&t[0], 4, false).unwrap(),
        1e-12,
    );
}

#[test]
fn probabilities_averaged_over_heads_match_the_composed_softmax() {
    let (q, k) = (random(&[2, 5, 12], 80), random(&[2, 7, 12], 81));
    let split = |x: &Tensor| {
        let (b, t, w) = x.dims3().unwrap();
        x.reshape((b, t, 3, w / 3))
            .unwrap()
            .transpose(1, 2)
            .unwrap()
    };
    let product = paperfit_kernels::matmul::matmul(&split(&q), &split(&k).t().unwrap()).unwrap();
    let scores = (product / 2.0).unwrap();
    let reference = ops::softmax(&scores).unwrap().mean(1).unwrap();
    let fused = kernels::attention::probs_mean_over_heads(&q, &k, 3).unwrap();
    let diff = (fused - reference)
        .unwrap()
        .abs()
        .unwrap()
        .max_all()
        .unwrap();
    assert!(diff.to_scalar::<f64>().unwrap() < 1e-12);
}

#[test]
fn activations_match_finite_differences_and_the_composed_references() {
    use kernels::ActivationKind;
    for (kind, reference) in [
        (
            ActivationKind::Gelu,
            reference::gelu as fn(&Tensor) -> candle_core::Result<Tensor>,
        ),
        (ActivationKind::QuickGelu, reference::quick_gelu),
    ] {
        let x = var(&[4, 33], 90);
        let t = x.clone();
        check(&format!("{kind:?}"), &[x], &|| {
            kernels::fused_activation(t.as_tensor(), kind)
        });
        for (dtype, tol) in [(DType::F64, 1e-12), (DType::F32, 1e-6)] {
            let inputs = vars(&[&[5, 40]], dtype, 91);
            agree(
                &format!("{kind:?} {dtype:?}"),
                &inputs,
                &|t| kernels::fused_activation(&t[0], kind).unwrap(),
                &|t| reference(&t[0]).unwrap(),
                tol,
            );
        }
    }
}

#[test]
fn linear_matches_finite_differences_and_the_composed_product() {
    let (x, w, b) = (var(&[2, 3, 7], 100), var(&[5, 7], 101), var(&[5], 102));
    let (xt, wt, bt) = (x.clone(), w.clone(), b.clone());
    check("fused linear", &[x, w, b], &|| {
        paperfit_kernels::matmul::linear(xt.as_tensor(), wt.as_tensor(), Some(bt.as_tensor()))
    });
    for (dtype, tol) in [(DType::F64, 1e-12), (DType::F32, 1e-6)] {
        let inputs = vars(&[&[4, 6, 30], &[9, 30], &[9]], dtype, 103);
        agree(
            &format!("linear {dtype:?}"),
            &inputs,
            &|t| paperfit_kernels::matmul::linear(&t[0], &t[1], Some(&t[2])).unwrap(),
            &|t| {
                let y = paperfit_kernels::matmul::matmul(&t[0], &t[1].t().unwrap()).unwrap();
                y.broadcast_add(&t[2]).unwrap()
            },
            tol,
        );
    }
}

#[test]
fn linear_computes_gradients_only_for_what_trains() {
    // Frozen weight and bias (constants), an input that is data: no gradient for either.
    let x = var(&[3, 4], 110);
    let (w, b) = (random(&[2, 4], 111), random(&[2], 112));
    let y = paperfit_kernels::matmul::linear(x.as_tensor(), &w, Some(&b)).unwrap();
    let grads = y.sum_all().unwrap().backward().unwrap();
    assert!(grads.get(x.as_tensor()).is_some());
    assert!(grads.get(&w).is_none() && grads.get(&b).is_none());
    let data = random(&[3, 4], 113);
    let wv = var(&[2, 4], 114);
    let y = paperfit_kernels::matmul::linear(&data, wv.as_tensor(), None).unwrap();
    let grads = y.sum_all().unwrap().backward().unwrap();
    assert!(grads.get(wv.as_tensor()).is_some());
    assert!(grads.get(&data).is_none(), "the data got a gradient");
}

#[test]
fn layer_norm_reads_a_slice_of_a_wider_tensor_in_place() {
    // DCAL's token streams: (n, t, width) columns of a (n, t, 2 x width + t) state; CLIP's
    // caption rows: tokens 2.. of (n, rows, width).
    let inputs = vars(&[&[3, 5, 40], &[16], &[16]], DType::F64, 120);
    agree(
        "layer_norm of a column slice",
        &inputs,
        &|t| {
            kernels::fused_layer_norm(&t[0].narrow(2, 8, 16).unwrap(), &t[1], &t[2], 1e-5).unwrap()
        },
        &|t| reference::layer_norm(&t[0].narrow(2, 8, 16).unwrap(), &t[1], &t[2], 1e-5).unwrap(),
        1e-12,
    );
    let inputs = vars(&[&[3, 7, 16], &[16], &[16]], DType::F64, 121);
    agree(
        "layer_norm of a row slice",
        &inputs,
        &|t| kernels::fused_layer_norm(&t[0].narrow(1, 2, 5).unwrap(), &t[1], &t[2], 1e-5).unwrap(),
        &|t| reference::layer_norm(&t[0].narrow(1, 2, 5).unwrap(), &t[1], &t[2], 1e-5).unwrap(),
        1e-12,
    );
}

/// `h` and `y` of the fused residual sum and norm side by side, one tensor for `agree`.
fn residual_norm_fused(t: &[Tensor], x: &Tensor) -> Tensor {
    let (h, y) = kernels::fused_residual_layer_norm(x, &t[1], &t[2], &t[3], 1e-6).unwrap();
    Tensor::cat(&[h, y], 2).unwrap()
}

/// The same from the add and the fused layer norm composed (the blocks' former path).
fn residual_norm_composed(t: &[Tensor], x: &Tensor) -> Tensor {
    let h = (x + &t[1]).unwrap();
    let y = kernels::fused_layer_norm(&h, &t[2], &t[3], 1e-6).unwrap();
    Tensor::cat(&[h, y], 2).unwrap()
}

#[test]
fn residual_layer_norm_is_the_add_then_the_norm_bit_for_bit() {
    // The sum rounded to the stream's dtype before the statistics, the input gradient the
    // norm's rounded then added to the sum's: the same bits in every dtype, forward and
    // backward, for the stream, the branch, the weight and the bias.
    for dtype in [DType::F64, DType::F32, DType::BF16, DType::F16] {
        let master = kernels::master_dtype(dtype);
        let stream = |shape: &[usize], seed| {
            Var::from_tensor(&random(shape, seed).to_dtype(dtype).unwrap()).unwrap()
        };
        let param =
            |seed| Var::from_tensor(&random(&[96], seed).to_dtype(master).unwrap()).unwrap();
        let inputs = [
            stream(&[3, 7, 96], 140),
            stream(&[3, 7, 96], 141),
            param(142),
            param(143),
        ];
        agree(
            &format!("residual layer_norm {dtype:?}"),
            &inputs,
            &|t| residual_norm_fused(t, &t[0]),
            &|t| residual_norm_composed(t, &t[0]),
            0.0,
        );
    }
}

#[test]
fn residual_layer_norm_matches_finite_differences() {
    let (x, branch, w, b) = (
        var(&[2, 5, 13], 150),
        var(&[2, 5, 13], 151),
        var(&[13], 152),
        var(&[13], 153),
    );
    let (xt, bt, wt, bbt) = (x.clone(), branch.clone(), w.clone(), b.clone());
    check("fused residual layer_norm", &[x, branch, w, b], &|| {
        let (h, y) = kernels::fused_residual_layer_norm(
            xt.as_tensor(),
            bt.as_tensor(),
            wt.as_tensor(),
            bbt.as_tensor(),
            1e-5,
        )?;
        Tensor::cat(&[h, y], 2)
    });
}

#[test]
fn residual_layer_norm_reads_a_slice_of_the_stream_in_place() {
    // DCAL's SA tokens: (n, t, width) columns of a (n, t, 2 x width + t) state.
    let inputs = vars(&[&[3, 5, 40], &[3, 5, 16], &[16], &[16]], DType::F32, 160);
    agree(
        "residual layer_norm of a column slice",
        &inputs,
        &|t| residual_norm_fused(t, &t[0].narrow(2, 8, 16).unwrap()),
        &|t| residual_norm_composed(t, &t[0].narrow(2, 8, 16).unwrap()),
        0.0,
    );
}
