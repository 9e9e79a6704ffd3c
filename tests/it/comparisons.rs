//! The comparison helpers of `tests/common` fail on a value that is not finite: a NaN on either
//! side, anywhere in the values, is an infinite difference (never within a tolerance) or a NaN
//! scale (no tolerance at all), and each `assert_*` helper panics on it.

use crate::common;

use candle_core::{DType, Device, Tensor};
use common::agree;

/// Values with a NaN, an infinity or a negative infinity placed after finite ones (a fold that
/// drops a NaN keeps the finite maximum).
fn spoiled() -> Vec<[f64; 4]> {
    [f64::NAN, f64::INFINITY, f64::NEG_INFINITY]
        .map(|bad| [0.5, -2.0, bad, 1.0])
        .to_vec()
}

const CLEAN: [f64; 4] = [0.5, -2.0, 3.0, 1.0];

/// Whether `f` panics (its message still printed).
fn panics(f: impl FnOnce()) -> bool {
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(f)).is_err()
}

#[test]
fn worst_is_infinite_for_a_nan_anywhere() {
    assert_eq!(common::worst([]), 0.0);
    assert_eq!(common::worst([1e-3, 4.0, 2.0]), 4.0);
    assert_eq!(common::worst([1e-3, f64::NAN, 2.0]), f64::INFINITY);
    assert_eq!(common::worst([f64::NAN]), f64::INFINITY);
    // What the helper replaces: f64::max drops it.
    assert_eq!([1e-3, f64::NAN, 2.0].into_iter().fold(0.0, f64::max), 2.0);
}

#[test]
fn a_difference_with_a_value_that_is_not_finite_is_infinite() {
    assert_eq!(common::max_difference(&CLEAN, &CLEAN), 0.0);
    assert_eq!(common::max_difference(&CLEAN, &[0.5, -2.0, 3.5, 0.0]), 1.0);
    for bad in spoiled() {
        for (a, b) in [(bad, CLEAN), (CLEAN, bad), (bad, bad)] {
            assert_eq!(common::max_difference(&a, &b), f64::INFINITY, "{a:?} {b:?}");
            assert_eq!(agree::relative_error(&a, &b), f64::INFINITY, "{a:?} {b:?}");
        }
        assert!(common::largest_magnitude(&bad).is_nan(), "{bad:?}");
    }
    assert_eq!(common::largest_magnitude(&CLEAN), 3.0);
    assert!(panics(|| {
        common::max_difference(&CLEAN, &CLEAN[..3]);
    }));
}

#[test]
fn gradient_sets_with_a_nan_differ_infinitely_and_have_no_scale() {
    let clean: Vec<Vec<f32>> = vec![vec![1.0, 2.0], vec![-3.0, 0.5, 0.25]];
    let mut bad = clean.clone();
    bad[1][1] = f32::NAN;
    assert_eq!(common::max_abs_diff(&clean, &clean), 0.0);
    assert_eq!(common::largest(&clean), 3.0);
    assert_eq!(common::max_abs_diff(&clean, &bad), f32::INFINITY);
    assert_eq!(common::max_abs_diff(&bad, &clean), f32::INFINITY);
    assert!(common::largest(&bad).is_nan());
    // A tolerance scaled by a NaN largest entry passes nothing, an infinite difference included.
    let (diff, tol) = (
        common::max_abs_diff(&bad, &bad),
        1e-5 * common::largest(&bad),
    );
    assert!(!(diff <= tol));
    // Fewer tensors on one side is a failure, not a shorter comparison.
    assert!(panics(|| {
        common::max_abs_diff(&clean, &clean[..1]);
    }));
}

#[test]
fn tensors_with_a_nan_after_the_first_element_differ_infinitely() {
    let dev = &Device::Cpu;
    let clean = Tensor::new(&[[0.5f32, -2.0], [3.0, 1.0]], dev).unwrap();
    let bad = Tensor::new(&[[0.5f32, -2.0], [f32::NAN, 1.0]], dev).unwrap();
    assert_eq!(common::max_abs_difference(&clean, &clean), 0.0);
    assert_eq!(common::max_abs_difference(&clean, &bad), f64::INFINITY);
    assert_eq!(common::max_abs_difference(&bad, &clean), f64::INFINITY);
    // In half precision too (the helper's callers compare bf16 outputs).
    let half = |t: &Tensor| t.to_dtype(DType::BF16).unwrap();
    assert_eq!(
        common::max_abs_difference(&half(&bad), &half(&clean)),
        f64::INFINITY
    );
}

#[test]
fn the_rounding_assertions_fail_on_a_nan() {
    let dev = &Device::Cpu;
    let exact = Tensor::new(&[0.5f64, -2.0, 3.0, 1.0], dev).unwrap();
    let rounded = exact.to_dtype(DType::BF16).unwrap();
    agree::assert_rounded_once("clean", &rounded, &exact);
    agree::assert_within_half_rounding(&rounded, &exact.to_dtype(DType::F32).unwrap());
    for bad in spoiled() {
        let y = Tensor::new(&bad, dev)
            .unwrap()
            .to_dtype(DType::BF16)
            .unwrap();
        assert!(panics(|| agree::assert_rounded_once("bad", &y, &exact)));
        let f32_exact = exact.to_dtype(DType::F32).unwrap();
        assert!(panics(|| agree::assert_within_half_rounding(
            &y, &f32_exact
        )));
    }
}

#[test]
fn agree_fails_on_a_nan_in_the_output_or_a_gradient() {
    let inputs = agree::vars(&[&[3, 4]], DType::F64, 1);
    let identity = |t: &[Tensor]| t[0].clone();
    agree::agree("clean", &inputs, &identity, &identity, 1e-12);
    // A NaN forward: the output differs infinitely.
    let nan_out = |t: &[Tensor]| (&t[0] * f64::NAN).unwrap();
    // The same output, a NaN gradient: x + sqrt(x - x), whose backward adds +inf and -inf.
    let nan_grad = |t: &[Tensor]| (&t[0] + (&t[0] - &t[0]).unwrap().sqrt().unwrap()).unwrap();
    let bad: [(&str, &dyn Fn(&[Tensor]) -> Tensor); 2] =
        [("output", &nan_out), ("gradient", &nan_grad)];
    for (what, fused) in bad {
        assert!(
            panics(|| agree::agree(what, &inputs, fused, &identity, 1e-12)),
            "a NaN {what} passed"
        );
    }
}
