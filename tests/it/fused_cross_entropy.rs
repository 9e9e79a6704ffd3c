//! The fused cross-entropy (`paperfit_kernels::cross_entropy`, every classifier's loss, with a
//! backward of its own) against finite differences in f64, its composed reference
//! (`common::reference::cross_entropy_sum`) and PyTorch's definition, with and without label
//! smoothing, with targets at the first and the last class; in half precision the logits'
//! gradient is the f64 gradient rounded once.

use crate::common;

use candle_core::{DType, Device, Tensor, Var};
use paperfit_kernels::cross_entropy::{cross_entropy, cross_entropy_sum};

use common::agree::{agree, assert_rounded_once, vars};
use common::gradcheck::{check, random};
use common::reference;

const CLASSES: usize = 37;

/// 16 targets, the first and the last class among them (twice each).
fn targets() -> Tensor {
    let mut t: Vec<u32> = (0..16).map(|i| (i * 7 % CLASSES) as u32).collect();
    (t[0], t[5], t[9], t[15]) = (0, CLASSES as u32 - 1, 0, CLASSES as u32 - 1);
    Tensor::new(t.as_slice(), &Device::Cpu).unwrap()
}

/// PyTorch's definition per sample, in f64: `(1 - s) (lse - x_t) + s (lse - mean_j x_j)`.
fn definition(logits: &Tensor, targets: &Tensor, s: f64) -> Vec<f64> {
    let rows: Vec<Vec<f64>> = logits.to_dtype(DType::F64).unwrap().to_vec2().unwrap();
    let targets: Vec<u32> = targets.to_vec1().unwrap();
    rows.iter()
        .zip(targets)
        .map(|(row, t)| {
            let m = row.iter().copied().fold(f64::NEG_INFINITY, f64::max);
            let lse = m + row.iter().map(|v| (v - m).exp()).sum::<f64>().ln();
            let mean = row.iter().sum::<f64>() / row.len() as f64;
            (1.0 - s) * (lse - row[t as usize]) + s * (lse - mean)
        })
        .collect()
}

#[test]
fn cross_entropy_matches_finite_differences() {
    let y = targets();
    for smoothing in [0.0, 0.1] {
        // Per sample (each row's gradient scaled by its own weight) and summed.
        let x = common::gradcheck::var(&[16, CLASSES], 1);
        let t = x.clone();
        check(
            &format!("fused cross_entropy ls={smoothing}"),
            &[x],
            &|| cross_entropy(t.as_tensor(), &y, smoothing),
        );
        let x = common::gradcheck::var(&[16, CLASSES], 2);
        let t = x.clone();
        check(
            &format!("fused cross_entropy_sum ls={smoothing}"),
            &[x],
            &|| cross_entropy_sum(t.as_tensor(), &y, smoothing),
        );
    }
}

#[test]
fn cross_entropy_matches_the_composed_reference() {
    let y = targets();
    for smoothing in [0.0, 0.1] {
        for (dtype, tol) in [(DType::F64, 1e-12), (DType::F32, 1e-6)] {
            let inputs = vars(&[&[16, CLASSES]], dtype, 10);
            agree(
                &format!("cross_entropy_sum {dtype:?} ls={smoothing}"),
                &inputs,
                &|t| cross_entropy_sum(&t[0], &y, smoothing).unwrap(),
                &|t| reference::cross_entropy_sum(&t[0], &y, smoothing).unwrap(),
                tol,
            );
        }
    }
}

#[test]
fn cross_entropy_is_pytorchs_definition_per_sample() {
    let y = targets();
    // Logits of a few units and of a thousand (the log-sum-exp must not overflow in f32).
    for (scale, dtype, tol) in [
        (3.0, DType::F64, 1e-12),
        (3.0, DType::F32, 1e-5),
        (1e3, DType::F32, 1e-5),
    ] {
        let x = (random(&[16, CLASSES], 20) * scale).unwrap();
        let x = x.to_dtype(dtype).unwrap();
        for smoothing in [0.0, 0.1] {
            let got: Vec<f64> = cross_entropy(&x, &y, smoothing)
                .unwrap()
                .to_dtype(DType::F64)
                .unwrap()
                .to_vec1()
                .unwrap();
            let want = definition(&x, &y, smoothing);
            let e = common::agree::relative_error(&got, &want);
            assert!(
                e <= tol,
                "{dtype:?} x{scale} ls={smoothing}: {e:e} from the definition"
            );
        }
    }
}

#[test]
fn half_precision_logits_give_an_f32_loss_and_a_gradient_rounded_once() {
    let y = targets();
    for dtype in [DType::BF16, DType::F16] {
        let logits = (random(&[16, CLASSES], 30) * 3.0)
            .unwrap()
            .to_dtype(dtype)
            .unwrap();
        for smoothing in [0.0, 0.1] {
            let x = Var::from_tensor(&logits).unwrap();
            let loss = cross_entropy_sum(x.as_tensor(), &y, smoothing).unwrap();
            assert_eq!(loss.dtype(), DType::F32, "the loss is computed in f32");
            // The exact loss and gradient of the same (rounded) logits, in f64.
            let exact = Var::from_tensor(&logits.to_dtype(DType::F64).unwrap()).unwrap();
            let exact_loss =
                reference::cross_entropy_sum(exact.as_tensor(), &y, smoothing).unwrap();
            let (got, want) = (
                loss.to_dtype(DType::F64)
                    .unwrap()
                    .to_scalar::<f64>()
                    .unwrap(),
                exact_loss.to_scalar::<f64>().unwrap(),
            );
            assert!(
                (got - want).abs() <= 1e-6 * want.abs(),
                "{dtype:?} ls={smoothing}: loss {got} against {want}"
            );
            let grad = loss.backward().unwrap();
            let grad = grad.get(x.as_tensor()).unwrap();
            assert_eq!(
                grad.dtype(),
                dtype,
                "the gradient stays in the logits' dtype"
            );
            let exact_grad = exact_loss.backward().unwrap();
            let exact_grad = exact_grad.get(exact.as_tensor()).unwrap();
            assert_rounded_once(
                &format!("cross_entropy gradient {dtype:?} ls={smoothing}"),
                grad,
                exact_grad,
            );
        }
    }
}

#[test]
fn a_target_past_the_last_class_is_an_error() {
    let x = random(&[2, CLASSES], 40);
    let y = Tensor::new(&[0u32, CLASSES as u32], &Device::Cpu).unwrap();
    let e = cross_entropy_sum(&x, &y, 0.0).unwrap_err().to_string();
    assert!(e.contains(&format!("target {CLASSES}")), "{e}");
}
