//! Every fused op (`paperfit::nn::kernels`) against its composed reference (`paperfit::nn::ops`,
//! built from candle-core primitives) and against finite differences in f64, forward and
//! backward, and in the half dtypes the GPU presets train in.

mod common;

use candle_core::{DType, Device, Tensor, Var};
use paperfit::nn::{kernels, ops};

use common::gradcheck::{check, random, var};

/// The gradients of `sum(f(inputs) * r)` with respect to `inputs`, as f64 vectors.
fn grads_of(inputs: &[Var], f: &dyn Fn(&[Tensor]) -> Tensor) -> (Vec<f64>, Vec<Vec<f64>>) {
    let tensors: Vec<Tensor> = inputs.iter().map(|v| v.as_tensor().clone()).collect();
    let out = f(&tensors);
    let r = random(out.dims(), 77).to_dtype(out.dtype()).unwrap();
    let grads = (&out * &r).unwrap().sum_all().unwrap().backward().unwrap();
    let flat = |t: &Tensor| -> Vec<f64> {
        t.to_dtype(DType::F64).unwrap().flatten_all().unwrap().to_vec1().unwrap()
    };
    let per_input = inputs
        .iter()
        .map(|v| flat(grads.get(v.as_tensor()).expect("a gradient for every input")))
        .collect();
    (flat(&out), per_input)
}

/// The largest |a - b| relative to the largest |b| (at least 1).
fn relative_error(a: &[f64], b: &[f64]) -> f64 {
    assert_eq!(a.len(), b.len());
    let scale = b.iter().fold(1f64, |m, v| m.max(v.abs()));
    a.iter().zip(b).map(|(x, y)| (x - y).abs()).fold(0.0, f64::max) / scale
}

/// `fused` and `reference` agree on the output and on every input's gradient within `tol`.
fn agree(
    name: &str,
    inputs: &[Var],
    fused: &dyn Fn(&[Tensor]) -> Tensor,
    reference: &dyn Fn(&[Tensor]) -> Tensor,
    tol: f64,
) {
    let (out_f, grads_f) = grads_of(inputs, fused);
    let (out_r, grads_r) = grads_of(inputs, reference);
    let e = relative_error(&out_f, &out_r);
    assert!(e <= tol, "{name}: forward differs by {e:e} (tolerance {tol:e})");
    for (i, (gf, gr)) in grads_f.iter().zip(&grads_r).enumerate() {
        let e = relative_error(gf, gr);
        assert!(e <= tol, "{name}: gradient of input {i} differs by {e:e} (tolerance {tol:e})");
    }
}

/// f64 variables cast to `dtype` (the masters stay f64 for f64, f32 otherwise).
fn vars(shapes: &[&[usize]], dtype: DType, seed: u64) -> Vec<Var> {
    shapes
        .iter()
        .enumerate()
        .map(|(i, s)| {
            Var::from_tensor(&random(s, seed + i as u64).to_dtype(dtype).unwrap()).unwrap()
        })
        .collect()
}

#[test]
fn layer_norm_matches_finite_differences() {
    let x = var(&[3, 5, 17], 1);
    let w = var(&[17], 2);
    let b = var(&[17], 3);
    let (xt, wt, bt) = (x.clone(), w.clone(), b.clone());
    check("fused layer_norm", &[x, w, b], &|| {
        kernels::layer_norm(xt.as_tensor(), wt.as_tensor(), bt.as_tensor(), 1e-5)
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
            &|t| kernels::layer_norm(&t[0], &t[1], &t[2], 1e-6).unwrap(),
            &|t| ops::layer_norm(&t[0], &t[1], &t[2], 1e-6).unwrap(),
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
        let y = kernels::layer_norm(x.as_tensor(), w.as_tensor(), b.as_tensor(), 1e-6).unwrap();
        assert_eq!(y.dtype(), dtype, "the output stays in the compute dtype");
        let grads = y.to_dtype(DType::F32).unwrap().sum_all().unwrap().backward().unwrap();
        assert_eq!(grads.get(w.as_tensor()).unwrap().dtype(), DType::F32);
        assert_eq!(grads.get(x.as_tensor()).unwrap().dtype(), dtype);
        // Against the f32 computation of the same (rounded) inputs: one half-precision rounding
        // of outputs of magnitude ~3 (bf16: 8 bits of mantissa).
        let reference = kernels::layer_norm(
            &x.as_tensor().to_dtype(DType::F32).unwrap(),
            w.as_tensor(),
            b.as_tensor(),
            1e-6,
        )
        .unwrap();
        let diff = (y.to_dtype(DType::F32).unwrap() - reference)
            .unwrap()
            .abs()
            .unwrap()
            .max_all()
            .unwrap()
            .to_scalar::<f32>()
            .unwrap();
        let tol = if dtype == DType::BF16 { 3e-2 } else { 4e-3 };
        assert!(diff <= tol, "{dtype:?}: {diff} from the f32 result");
    }
}

#[test]
fn a_frozen_layer_norm_computes_no_parameter_gradient() {
    let x = var(&[2, 9], 30);
    let w = random(&[9], 31);
    let b = random(&[9], 32);
    let y = kernels::layer_norm(x.as_tensor(), &w, &b, 1e-5).unwrap();
    let grads = y.sum_all().unwrap().backward().unwrap();
    assert!(grads.get(x.as_tensor()).is_some());
    assert!(grads.get(&w).is_none() && grads.get(&b).is_none());
    let _ = Device::Cpu;
}
