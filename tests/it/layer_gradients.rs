//! Finite-difference gradient checks (f64) of paperfit's layers and ops (`paperfit::nn`), and of
//! the composed references (`common::reference`) that `fused_*.rs` hold the fused ops to: those
//! are ground truth there, so their gradients and values are checked here (the tests named
//! `reference_*`). The fused ops themselves (pooling, GELU, the squeeze-and-excitation gate,
//! cross-entropy) are checked in `fused_*.rs`.
//!
//! Each check compares the autograd gradient of `sum(f(x) * r)` (r fixed random weights, so
//! every output element matters) with central differences, for every input and parameter.

use crate::common;

use candle_core::{DType, Device, Tensor, Var};
use paperfit::nn::layers::{
    Attention, BatchNorm2d, BlockConfig, Conv2d, Conv2dConfig, GroupNorm, LayerNorm, Linear,
    LinearConfig, TransformerBlock,
};
use paperfit::nn::{ops, Ctx, Init, Module};

use crate::common::reference;
use common::gradcheck::{check, random, var};

fn f64_init() -> Init {
    Init::with_dtype(7, &Device::Cpu, DType::F64)
}

fn params(init: &Init) -> Vec<Var> {
    init.store()
        .borrow()
        .params()
        .iter()
        .map(|p| p.var.clone())
        .collect()
}

fn ctx_train() -> Ctx {
    Ctx::train(DType::F64, 1234)
}

#[test]
fn linear() {
    let init = f64_init();
    let layer = Linear::new(&init, 5, 3, LinearConfig::PYTORCH).unwrap();
    let x = var(&[2, 4, 5], 1);
    let mut vars = params(&init);
    vars.push(x.clone());
    check("linear", &vars, &|| {
        layer.forward(x.as_tensor(), &ctx_train())
    });
}

#[test]
fn conv2d_stride_1_and_2_with_padding() {
    for (stride, padding) in [(1, 1), (2, 1), (2, 0)] {
        let init = f64_init();
        let layer = Conv2d::new(
            &init,
            3,
            4,
            3,
            Conv2dConfig::default().stride(stride).padding(padding),
        )
        .unwrap();
        let x = var(&[2, 3, 7, 7], 2);
        let mut vars = params(&init);
        vars.push(x.clone());
        check(&format!("conv2d s{stride} p{padding}"), &vars, &|| {
            layer.forward(x.as_tensor(), &ctx_train())
        });
    }
}

/// The reference max pooling (ground truth of `fused_cnn_ops.rs`) with tiling windows.
#[test]
fn reference_max_pool_kernel_equals_stride() {
    let x = var(&[2, 3, 6, 8], 3);
    check("max_pool2d 2x2", std::slice::from_ref(&x), &|| {
        reference::max_pool2d(x.as_tensor(), 2, 2, 0)
    });
}

/// The reference max pooling with the ResNet stem's windows.
#[test]
fn reference_max_pool_3x3_stride_2_padding_1() {
    // The ResNet stem pool, on even and odd sizes.
    for (h, w) in [(8, 8), (7, 9)] {
        let x = var(&[2, 2, h, w], 4);
        check("max_pool2d 3x3/2/1", std::slice::from_ref(&x), &|| {
            reference::max_pool2d(x.as_tensor(), 3, 2, 1)
        });
        let out = reference::max_pool2d(x.as_tensor(), 3, 2, 1).unwrap();
        assert_eq!(out.dims(), &[2, 2, (h - 1) / 2 + 1, (w - 1) / 2 + 1]);
    }
}

/// The fused max pooling the models run and its reference give the definition's values.
#[test]
fn max_pool_values_match_the_definition() {
    let x = random(&[1, 1, 5, 5], 5);
    let values = |t: Tensor| t.flatten_all().unwrap().to_vec1::<f64>().unwrap();
    let out = values(reference::max_pool2d(&x, 3, 2, 1).unwrap());
    let fused = values(paperfit_kernels::max_pool2d(&x, 3, 2, 1).unwrap());
    let v = x.flatten_all().unwrap().to_vec1::<f64>().unwrap();
    let mut expected = Vec::new();
    for oy in 0..3 {
        for ox in 0..3 {
            let mut m = f64::NEG_INFINITY;
            for dy in 0..3 {
                for dx in 0..3 {
                    let (y, x) = (oy * 2 + dy, ox * 2 + dx);
                    if (1..=5).contains(&y) && (1..=5).contains(&x) {
                        m = m.max(v[(y - 1) * 5 + (x - 1)]);
                    }
                }
            }
            expected.push(m);
        }
    }
    assert_eq!(out, expected);
    assert_eq!(fused, expected);
}

/// The reference global average pooling (ground truth of the fused `spatial_mean`).
#[test]
fn reference_global_average_pool() {
    let x = var(&[2, 3, 4, 5], 6);
    check("global_avg_pool", std::slice::from_ref(&x), &|| {
        reference::global_avg_pool(x.as_tensor())
    });
}

#[test]
fn layer_norm() {
    let init = f64_init();
    let ln = LayerNorm::new(&init, 6, 1e-5).unwrap();
    // Non-trivial affine parameters.
    ln.weight.set(&random(&[6], 8)).unwrap();
    ln.bias.set(&random(&[6], 9)).unwrap();
    let x = var(&[3, 4, 6], 7);
    let mut vars = params(&init);
    vars.push(x.clone());
    check("layer_norm", &vars, &|| {
        ln.forward(x.as_tensor(), &ctx_train())
    });
}

#[test]
fn group_norm() {
    let init = f64_init();
    let gn = GroupNorm::new(&init, 2, 4, 1e-5).unwrap();
    gn.weight.set(&random(&[4], 10)).unwrap();
    let x = var(&[2, 4, 3, 3], 11);
    let mut vars = params(&init);
    vars.push(x.clone());
    check("group_norm", &vars, &|| {
        gn.forward(x.as_tensor(), &ctx_train())
    });
}

#[test]
fn batch_norm_train_and_eval() {
    let init = f64_init();
    let bn = BatchNorm2d::new(&init, 3, false).unwrap();
    bn.weight.set(&random(&[3], 12)).unwrap();
    let x = var(&[4, 3, 2, 2], 13);
    let mut vars = params(&init);
    vars.push(x.clone());
    // Gradient checks re-run the forward many times: do not move the running statistics.
    let no_update = Ctx {
        update_batch_stats: false,
        ..ctx_train()
    };
    check("batch_norm train", &vars, &|| {
        bn.forward(x.as_tensor(), &no_update)
    });
    check("batch_norm eval", &vars, &|| {
        bn.forward(x.as_tensor(), &Ctx::eval(DType::F64))
    });
}

#[test]
fn batch_norm_updates_running_statistics_only_when_asked() {
    let init = f64_init();
    let bn = BatchNorm2d::new(&init, 2, false).unwrap();
    let x = random(&[8, 2, 3, 3], 14);
    let before = bn.running_mean.borrow().to_vec1::<f64>().unwrap();
    bn.forward(
        &x,
        &Ctx {
            update_batch_stats: false,
            ..ctx_train()
        },
    )
    .unwrap();
    assert_eq!(bn.running_mean.borrow().to_vec1::<f64>().unwrap(), before);
    bn.forward(&x, &ctx_train()).unwrap();
    let (mean, var) = reference::batch_stats(&x).unwrap();
    let mean = mean.flatten_all().unwrap().to_vec1::<f64>().unwrap();
    let var = var.flatten_all().unwrap().to_vec1::<f64>().unwrap();
    let rm = bn.running_mean.borrow().to_vec1::<f64>().unwrap();
    let rv = bn.running_var.borrow().to_vec1::<f64>().unwrap();
    let n = 8.0 * 9.0;
    for c in 0..2 {
        assert!((rm[c] - 0.1 * mean[c]).abs() < 1e-12);
        assert!((rv[c] - (0.9 + 0.1 * var[c] * n / (n - 1.0))).abs() < 1e-12);
    }
}

#[test]
fn softmax_and_log_softmax() {
    let x = var(&[3, 5], 15);
    check("softmax", std::slice::from_ref(&x), &|| {
        ops::softmax(x.as_tensor())
    });
    check("log_softmax", std::slice::from_ref(&x), &|| {
        ops::log_softmax(x.as_tensor())
    });
    let s = ops::softmax(x.as_tensor())
        .unwrap()
        .sum(1)
        .unwrap()
        .to_vec1::<f64>()
        .unwrap();
    assert!(s.iter().all(|v| (v - 1.0).abs() < 1e-12));
}

/// The reference cross-entropy (ground truth of `models.rs`, `dcal.rs` and
/// `fused_cross_entropy.rs`) against finite differences and PyTorch's definition.
#[test]
fn reference_cross_entropy_with_and_without_label_smoothing() {
    let x = var(&[4, 5], 16);
    let y = Tensor::new(&[0u32, 3, 4, 1], &Device::Cpu).unwrap();
    for smoothing in [0.0, 0.1] {
        check(
            &format!("cross_entropy ls={smoothing}"),
            std::slice::from_ref(&x),
            &|| reference::cross_entropy_sum(x.as_tensor(), &y, smoothing),
        );
    }
    // Value against the definition.
    let logits = x.as_tensor().to_vec2::<f64>().unwrap();
    let labels = [0usize, 3, 4, 1];
    let mut expected = 0.0;
    for (row, &label) in logits.iter().zip(&labels) {
        let lse = row.iter().map(|v| v.exp()).sum::<f64>().ln();
        let nll = lse - row[label];
        let mean_neg_logp = row.iter().map(|v| lse - v).sum::<f64>() / 5.0;
        expected += 0.9 * nll + 0.1 * mean_neg_logp;
    }
    let got = reference::cross_entropy_sum(x.as_tensor(), &y, 0.1)
        .unwrap()
        .to_scalar::<f64>()
        .unwrap();
    assert!((got - expected).abs() < 1e-12, "{got} vs {expected}");
}

/// The reference exact GELU (ground truth of the fused activation in `fused_ops.rs`).
#[test]
fn reference_gelu() {
    let x = var(&[3, 7], 17);
    check("gelu", std::slice::from_ref(&x), &|| {
        reference::gelu(x.as_tensor())
    });
}

#[test]
fn drop_path_with_fixed_masks() {
    let x = var(&[4, 6], 18);
    let ctx = ctx_train();
    check("drop_path", std::slice::from_ref(&x), &|| {
        ops::drop_path(x.as_tensor(), 0.3, &ctx, 6)
    });
    // Eval mode is the identity.
    let e = ops::drop_path(x.as_tensor(), 0.3, &Ctx::eval(DType::F64), 5).unwrap();
    assert_eq!(
        e.to_vec2::<f64>().unwrap(),
        x.as_tensor().to_vec2::<f64>().unwrap()
    );
}

#[test]
fn masks_do_not_depend_on_the_micro_batch_split() {
    let x = random(&[6, 10], 19);
    let full = ops::drop_path(&x, 0.5, &ctx_train(), 3).unwrap();
    let mut second = ctx_train();
    second.sample_offset = 4;
    let a = ops::drop_path(&x.narrow(0, 0, 4).unwrap(), 0.5, &ctx_train(), 3).unwrap();
    let b = ops::drop_path(&x.narrow(0, 4, 2).unwrap(), 0.5, &second, 3).unwrap();
    let split = Tensor::cat(&[a, b], 0).unwrap();
    let rows = full.to_vec2::<f64>().unwrap();
    assert_eq!(rows, split.to_vec2::<f64>().unwrap());
    // Not vacuous: the mask drops some samples and keeps others.
    let dropped = rows.iter().filter(|r| r.iter().all(|v| *v == 0.0)).count();
    assert!(
        (1..rows.len()).contains(&dropped),
        "{dropped} of {} samples dropped",
        rows.len()
    );
}

#[test]
fn attention_and_transformer_block() {
    let init = f64_init();
    let attn = Attention::new(&init.pp("attn"), 8, 2).unwrap();
    let x = var(&[2, 5, 8], 20);
    let mut vars = params(&init);
    vars.push(x.clone());
    check("attention", &vars, &|| {
        attn.forward(x.as_tensor(), &ctx_train())
    });

    let init = f64_init();
    let block = TransformerBlock::new(&init, 8, BlockConfig::timm(2, 2.0, 0.2, 1)).unwrap();
    let x = var(&[3, 4, 8], 21);
    let mut vars = params(&init);
    vars.push(x.clone());
    check("transformer block", &vars, &|| {
        block.forward(x.as_tensor(), &ctx_train())
    });
}

/// candle's ReLU, which the models call.
#[test]
fn relu() {
    let x = var(&[4, 5], 22);
    check("relu", std::slice::from_ref(&x), &|| x.as_tensor().relu());
}

/// The reference sigmoid (ground truth of the fused squeeze-and-excitation gates in
/// `fused_cnn_ops.rs` and `fused_epilogues.rs`).
#[test]
fn reference_sigmoid() {
    let x = var(&[4, 5], 22);
    check("sigmoid", std::slice::from_ref(&x), &|| {
        reference::sigmoid(x.as_tensor())
    });
}

#[test]
fn frozen_weights_are_buffers_with_their_own_draws_and_no_gradient() {
    let trainable = f64_init();
    let a = Linear::new(&trainable.pp("a"), 4, 3, LinearConfig::PYTORCH).unwrap();
    let alone = f64_init();
    let b = Linear::new(&alone.pp("b"), 4, 3, LinearConfig::PYTORCH).unwrap();

    // `a` frozen: its draws come from a generator of their own, so `b` draws what it draws
    // without `a`, and `a` differs from its trainable self.
    let init = f64_init();
    let frozen = init.frozen(99);
    let fa = Linear::new(&frozen.pp("a"), 4, 3, LinearConfig::PYTORCH).unwrap();
    let fb = Linear::new(&init.pp("b"), 4, 3, LinearConfig::PYTORCH).unwrap();
    let store = init.store();
    let store = store.borrow();
    let params: Vec<&str> = store.params().iter().map(|p| p.name.as_str()).collect();
    assert_eq!(params, ["b.weight", "b.bias"]);
    let buffers: Vec<&str> = store.buffers().keys().map(String::as_str).collect();
    assert_eq!(buffers, ["a.bias", "a.weight"]);
    let max_diff = common::max_abs_difference;
    assert_eq!(max_diff(&fb.weight.tensor(), &b.weight.tensor()), 0.0);
    assert!(max_diff(&fa.weight.tensor(), &a.weight.tensor()) > 0.0);
    assert_eq!(fa.weight.trainable_elems(), 0);
    assert_eq!(fb.weight.trainable_elems(), 12);

    // No gradient reaches a frozen weight; the input's still flows through it.
    let x = var(&[2, 4], 30);
    let y = fa.forward(x.as_tensor(), &ctx_train()).unwrap();
    let grads = y.sum_all().unwrap().backward().unwrap();
    assert!(grads.get(&fa.weight.tensor()).is_none());
    assert!(grads.get(x.as_tensor()).is_some());
}
