//! The exact GELU of f32 slices, written so the compiler vectorises it: `erf` and `exp` as
//! straight-line arithmetic (no call into libm per element, which kept the loop scalar and was
//! the largest single item of the small CNN's step on the CPU).
//!
//! `erf` is PyTorch's own for f32 on the CPU (`Vectorized<float>::erf`): Abramowitz and Stegun
//! 7.1.26, `1 - t (a1 + t (a2 + ...)) exp(-x^2)` with `t = 1 / (1 + p |x|)`, at most 1.5e-7 from
//! the exact value in exact arithmetic and 5e-7 in f32 (near 0, where `1 - ...` cancels; the
//! GELU multiplies that error by x / 2, so its own is relative: 5e-7 of the value); `exp` of a non-positive argument is Cephes' `expf` (a range reduction by
//! ln 2 and a degree-6 polynomial, within 2 ulp). Both keep the special values: erf(+-inf) =
//! +-1, NaN stays NaN, so a non-finite activation still reaches the loss scaler's check.
//!
//! The code runs as AVX2 where the CPU has it (chosen at run time: one binary for every x86-64
//! CPU) and as the compiler's baseline otherwise. No fused multiply-add: both versions round
//! each step the same way, so they give the same bits (a test holds them to it).

use std::f32::consts::{FRAC_1_SQRT_2, LOG2_E};

/// 1 / sqrt(2 pi).
const INV_SQRT_2PI: f32 = 0.398_942_3;

/// The exact GELU `0.5 x (1 + erf(x / sqrt 2))` of each value in place, or with `derivative`
/// its derivative `Phi(x) + x phi(x)` (the standard normal's cdf and density).
pub(crate) fn gelu_in_place(values: &mut [f32], derivative: bool) {
    #[cfg(target_arch = "x86_64")]
    if std::is_x86_feature_detected!("avx2") {
        // SAFETY: the CPU has AVX2 (checked above), the one feature the function enables.
        unsafe { gelu_avx2(values, derivative) };
        return;
    }
    gelu_baseline(values, derivative);
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
unsafe fn gelu_avx2(values: &mut [f32], derivative: bool) {
    gelu_loop(values, derivative);
}

fn gelu_baseline(values: &mut [f32], derivative: bool) {
    gelu_loop(values, derivative);
}

/// One loop per case, each element independent of the others, so each vectorises.
#[inline(always)]
fn gelu_loop(values: &mut [f32], derivative: bool) {
    if derivative {
        for v in values.iter_mut() {
            *v = gelu_derivative(*v);
        }
    } else {
        for v in values.iter_mut() {
            *v = gelu(*v);
        }
    }
}

#[inline(always)]
fn gelu(x: f32) -> f32 {
    0.5 * x * (1.0 + erf(x * FRAC_1_SQRT_2))
}

#[inline(always)]
fn gelu_derivative(x: f32) -> f32 {
    let cdf = 0.5 * (1.0 + erf(x * FRAC_1_SQRT_2));
    cdf + x * INV_SQRT_2PI * exp_nonpositive(-(0.5 * x * x))
}

/// The f64 GELU (or its derivative) in place with libm's erf and exp: the gradient checks'
/// precision.
pub(crate) fn gelu_in_place_f64(values: &mut [f64], derivative: bool) {
    use std::f64::consts::{FRAC_1_SQRT_2, PI};
    for v in values.iter_mut() {
        let x = *v;
        let cdf = 0.5 * (1.0 + libm::erf(x * FRAC_1_SQRT_2));
        *v = if derivative {
            cdf + x * (-(0.5 * x * x)).exp() / (2.0 * PI).sqrt()
        } else {
            x * cdf
        };
    }
}

/// erf(x), Abramowitz and Stegun 7.1.26 as PyTorch evaluates it: at most 5e-7 off in f32.
#[inline(always)]
fn erf(x: f32) -> f32 {
    const P: f32 = 0.327_591_1;
    const A1: f32 = 0.254_829_6;
    const A2: f32 = -0.284_496_74;
    const A3: f32 = 1.421_413_8;
    const A4: f32 = -1.453_152;
    const A5: f32 = 1.061_405_4;
    let sign = x.to_bits() & 0x8000_0000;
    let a = f32::from_bits(x.to_bits() & 0x7fff_ffff);
    let t = 1.0 / (P * a + 1.0);
    let r = (((A5 * t + A4) * t + A3) * t + A2) * t + A1;
    let e = exp_nonpositive(-(a * a));
    let magnitude = 1.0 - r * t * e;
    f32::from_bits(magnitude.to_bits() ^ sign)
}

/// exp(x) for x <= 0 (NaN stays NaN): Cephes' `expf`; below the smallest normal result 0.
#[inline(always)]
fn exp_nonpositive(x: f32) -> f32 {
    // ln of the smallest normal f32: below it the result is 0 (or a subnormal, taken as 0).
    const LOWEST: f32 = -87.336_55;
    // Adding 1.5 x 2^23 rounds to an integer in the low mantissa bits (round to nearest).
    const ROUND: f32 = 12_582_912.0;
    const LN2_HI: f32 = 0.693_359_4;
    const LN2_LO: f32 = -2.121_944_4e-4;
    let clamped = if x < LOWEST { LOWEST } else { x };
    let shifted = clamped * LOG2_E + ROUND;
    let n = shifted - ROUND;
    let k = shifted.to_bits() as i32 - ROUND.to_bits() as i32;
    let r = (clamped - n * LN2_HI) - n * LN2_LO;
    let p = ((((1.987_569_1e-4 * r + 1.398_199_9e-3) * r + 8.333_452e-3) * r + 4.166_579_6e-2) * r
        + 1.666_666_5e-1)
        * r
        + 5.000_000_1e-1;
    let y = p * (r * r) + r + 1.0;
    let scale = f32::from_bits(((k + 127) as u32) << 23);
    let out = y * scale;
    if x < LOWEST {
        0.0
    } else {
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every 97th f32 in [-12, 12], and the edges.
    fn grid() -> Vec<f32> {
        let mut out: Vec<f32> = (-1_200_000..=1_200_000)
            .step_by(97)
            .map(|i| i as f32 * 1e-5)
            .collect();
        out.extend([
            0.0, -0.0, 1e-30, -1e-30, 5.0, -5.0, 9.0, -9.0, 100.0, -100.0,
        ]);
        out
    }

    #[test]
    fn erf_is_within_abramowitz_and_stegun_of_libm() {
        let mut worst = 0f64;
        for x in grid() {
            let y = erf(x);
            // A NaN difference would pass unseen through `max`.
            assert!(y.is_finite(), "erf({x}) = {y}");
            worst = worst.max((y as f64 - libm::erf(x as f64)).abs());
        }
        // 1.5e-7 for the formula, and f32 rounding where `1 - r t e` cancels near 0.
        assert!(worst < 5e-7, "erf off by {worst:e}");
        assert!(
            worst > 1e-8,
            "a formula this short cannot be this close: {worst:e}"
        );
    }

    #[test]
    fn exp_is_within_two_ulp_of_libm() {
        for x in (0..=873_365).step_by(7).map(|i| -(i as f32) * 1e-4) {
            let want = libm::exp(x as f64);
            let got = exp_nonpositive(x) as f64;
            let ulp = (want as f32).abs() * f32::EPSILON;
            assert!(
                (got - want).abs() <= 2.0 * ulp as f64,
                "exp({x}) = {got:e}, libm {want:e}"
            );
        }
        assert_eq!(exp_nonpositive(-88.0), 0.0);
        assert_eq!(exp_nonpositive(f32::NEG_INFINITY), 0.0);
        assert_eq!(exp_nonpositive(0.0), 1.0);
    }

    #[test]
    fn special_values_keep_their_meaning() {
        assert_eq!(erf(f32::INFINITY), 1.0);
        assert_eq!(erf(f32::NEG_INFINITY), -1.0);
        assert!(erf(f32::NAN).is_nan());
        assert!(exp_nonpositive(f32::NAN).is_nan());
        let mut v = [f32::NAN, f32::INFINITY, 0.0];
        gelu_in_place(&mut v, false);
        assert!(v[0].is_nan());
        assert_eq!(v[1], f32::INFINITY);
        assert_eq!(v[2], 0.0);
        let mut d = [f32::NAN, 0.0, 30.0, -30.0];
        gelu_in_place(&mut d, true);
        assert!(d[0].is_nan());
        assert_eq!(&d[1..], &[0.5, 1.0, 0.0]);
    }

    #[test]
    fn gelu_and_its_derivative_are_within_float_rounding_of_libm() {
        let xs = grid();
        let mut values = xs.clone();
        let mut slopes = xs.clone();
        gelu_in_place(&mut values, false);
        gelu_in_place(&mut slopes, true);
        for ((x, v), d) in xs.iter().zip(&values).zip(&slopes) {
            let x64 = *x as f64;
            let cdf = 0.5 * (1.0 + libm::erf(x64 * std::f64::consts::FRAC_1_SQRT_2));
            let want = x64 * cdf;
            let want_d = cdf + x64 * (-0.5 * x64 * x64).exp() / (2.0 * std::f64::consts::PI).sqrt();
            assert!(
                (*v as f64 - want).abs() <= 2e-7 * (1.0 + x64.abs()),
                "gelu({x})"
            );
            assert!(
                (*d as f64 - want_d).abs() <= 3e-7 * (1.0 + x64.abs()),
                "gelu'({x})"
            );
        }
    }

    /// The AVX2 and the baseline versions give the same bits.
    #[test]
    fn every_instruction_set_gives_the_same_bits() {
        for derivative in [false, true] {
            let mut dispatched = grid();
            let mut baseline = grid();
            gelu_in_place(&mut dispatched, derivative);
            gelu_baseline(&mut baseline, derivative);
            let bits = |v: &[f32]| v.iter().map(|x| x.to_bits()).collect::<Vec<_>>();
            assert_eq!(bits(&dispatched), bits(&baseline));
        }
    }
}
