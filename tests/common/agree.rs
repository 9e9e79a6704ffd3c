//! A fused op against its composed reference: outputs and every input's gradient.

use candle_core::{DType, Tensor, Var};

use super::gradcheck::random;

/// The gradients of `sum(f(inputs) * r)` with respect to `inputs`, as f64 vectors.
pub fn grads_of(inputs: &[Var], f: &dyn Fn(&[Tensor]) -> Tensor) -> (Vec<f64>, Vec<Vec<f64>>) {
    let tensors: Vec<Tensor> = inputs.iter().map(|v| v.as_tensor().clone()).collect();
    let out = f(&tensors);
    let r = random(out.dims(), 77).to_dtype(out.dtype()).unwrap();
    let grads = (&out * &r).unwrap().sum_all().unwrap().backward().unwrap();
    let flat = |t: &Tensor| -> Vec<f64> {
        t.to_dtype(DType::F64)
            .unwrap()
            .flatten_all()
            .unwrap()
            .to_vec1()
            .unwrap()
    };
    let per_input = inputs
        .iter()
        .map(|v| {
            flat(
                grads
                    .get(v.as_tensor())
                    .expect("a gradient for every input"),
            )
        })
        .collect();
    (flat(&out), per_input)
}

/// The largest |a - b| relative to the largest |b| (at least 1); infinite where a value on
/// either side is not finite (`super::max_difference`), so a NaN fails every tolerance.
pub fn relative_error(a: &[f64], b: &[f64]) -> f64 {
    let diff = super::max_difference(a, b);
    if diff.is_infinite() {
        return diff;
    }
    let scale = b.iter().fold(1f64, |m, v| m.max(v.abs()));
    diff / scale
}

/// `fused` and `reference` agree on the output and on every input's gradient within `tol`.
pub fn agree(
    name: &str,
    inputs: &[Var],
    fused: &dyn Fn(&[Tensor]) -> Tensor,
    reference: &dyn Fn(&[Tensor]) -> Tensor,
    tol: f64,
) {
    let (out_f, grads_f) = grads_of(inputs, fused);
    let (out_r, grads_r) = grads_of(inputs, reference);
    let e = relative_error(&out_f, &out_r);
    let errors = grads_f
        .iter()
        .zip(&grads_r)
        .map(|(f, r)| relative_error(f, r));
    let worst = super::worst(std::iter::once(e).chain(errors));
    eprintln!("{name}: largest relative error {worst:.1e} (tolerance {tol:.0e})");
    assert!(
        e <= tol,
        "{name}: forward differs by {e:e} (tolerance {tol:e})"
    );
    for (i, (gf, gr)) in grads_f.iter().zip(&grads_r).enumerate() {
        let e = relative_error(gf, gr);
        assert!(
            e <= tol,
            "{name}: gradient of input {i} differs by {e:e} (tolerance {tol:e})"
        );
    }
}

/// f64 variables cast to `dtype` (the masters stay f64 for f64, f32 otherwise).
pub fn vars(shapes: &[&[usize]], dtype: DType, seed: u64) -> Vec<Var> {
    shapes
        .iter()
        .enumerate()
        .map(|(i, s)| {
            Var::from_tensor(&random(s, seed + i as u64).to_dtype(dtype).unwrap()).unwrap()
        })
        .collect()
}

/// A half-precision output `y` within one rounding of its f32 `reference` (outputs of magnitude
/// up to about 3): at most 3e-2 apart in bf16, 4e-3 in fp16.
pub fn assert_within_half_rounding(y: &Tensor, reference: &Tensor) {
    let dtype = y.dtype();
    let diff = super::max_abs_difference(&y.to_dtype(DType::F32).unwrap(), reference);
    let tol = if dtype == DType::BF16 { 3e-2 } else { 4e-3 };
    assert!(diff <= tol, "{dtype:?}: {diff} from the f32 result");
}

/// Each element of the half-precision `y` is its f64 `reference` rounded once to `y`'s dtype: at
/// most half a unit in the last place of the reference apart, plus 1e-5 for the f32 arithmetic
/// before the rounding (operands of magnitude up to about 4). A value rounded to half precision
/// on the way, or a sum accumulated in it, is up to a unit or more apart. An element that is not
/// finite on either side fails.
pub fn assert_rounded_once(name: &str, y: &Tensor, reference: &Tensor) {
    let (mantissa_bits, min_exponent) = match y.dtype() {
        DType::BF16 => (7, -126),
        DType::F16 => (10, -14),
        other => panic!("{name}: {other:?} is not a half-precision dtype"),
    };
    let values = |t: &Tensor| -> Vec<f64> {
        let t = t.flatten_all().unwrap().to_dtype(DType::F64).unwrap();
        t.to_vec1().unwrap()
    };
    let (got, exact) = (values(y), values(reference));
    assert_eq!(got.len(), exact.len(), "{name}: element counts");
    // The first NaN ratio (a NaN or an infinity on either side) is the worst: `ratio > worst`
    // is false for it, so it would pass unseen.
    let mut worst = (0.0f64, 0usize);
    for (i, (a, e)) in got.iter().zip(&exact).enumerate() {
        let exponent = (e.abs().log2().floor() as i32).max(min_exponent);
        let allowed = 0.5 * 2f64.powi(exponent - mantissa_bits) + 1e-5;
        let ratio = match a.is_finite() && e.is_finite() {
            true => (a - e).abs() / allowed,
            false => f64::NAN,
        };
        if ratio.is_nan() {
            worst = (ratio, i);
            break;
        }
        if ratio > worst.0 {
            worst = (ratio, i);
        }
    }
    let (ratio, i) = worst;
    eprintln!("{name}: worst element {ratio:.2} of its allowance");
    assert!(
        ratio <= 1.0,
        "{name}: element {i} is {}, the f64 reference {}: {ratio:.2} times half a unit in the \
         last place plus 1e-5",
        got[i],
        exact[i]
    );
}
