//! Finite-difference gradient checks in f64: the autograd gradient of `sum(f(x) * r)` (r fixed
//! random weights, so every output element matters) against central differences, for every
//! input and parameter.

use candle_core::{Device, Result, Tensor, Var};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

const EPS: f64 = 1e-6;
const REL_TOL: f64 = 1e-5;
const ABS_TOL: f64 = 1e-8;

pub fn random(shape: &[usize], seed: u64) -> Tensor {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let n: usize = shape.iter().product();
    let v: Vec<f64> = (0..n).map(|_| rng.random_range(-1.0..1.0)).collect();
    Tensor::from_vec(v, shape, &Device::Cpu).unwrap()
}

/// Check d/dv sum(f() * r) for each var in `vars` (all of them f64).
pub fn check(name: &str, vars: &[Var], f: &dyn Fn() -> Result<Tensor>) {
    let out = f().unwrap();
    let r = random(out.dims(), 99);
    let objective = |o: &Tensor| {
        (o * &r)
            .unwrap()
            .sum_all()
            .unwrap()
            .to_scalar::<f64>()
            .unwrap()
    };
    let grads = (f().unwrap() * &r)
        .unwrap()
        .sum_all()
        .unwrap()
        .backward()
        .unwrap();
    for (vi, var) in vars.iter().enumerate() {
        let analytic = grads
            .get(var.as_tensor())
            .unwrap_or_else(|| panic!("{name}: input {vi} received no gradient"))
            .flatten_all()
            .unwrap()
            .to_vec1::<f64>()
            .unwrap();
        let base = var
            .as_tensor()
            .flatten_all()
            .unwrap()
            .to_vec1::<f64>()
            .unwrap();
        // All elements of small tensors; a spread sample of large ones.
        let step = (base.len() / 64).max(1);
        for i in (0..base.len()).step_by(step) {
            let mut plus = base.clone();
            plus[i] += EPS;
            var.set(&Tensor::from_vec(plus, var.shape(), &Device::Cpu).unwrap())
                .unwrap();
            let fp = objective(&f().unwrap());
            let mut minus = base.clone();
            minus[i] -= EPS;
            var.set(&Tensor::from_vec(minus, var.shape(), &Device::Cpu).unwrap())
                .unwrap();
            let fm = objective(&f().unwrap());
            var.set(&Tensor::from_vec(base.clone(), var.shape(), &Device::Cpu).unwrap())
                .unwrap();
            let numeric = (fp - fm) / (2.0 * EPS);
            let err = (numeric - analytic[i]).abs();
            let tol = ABS_TOL + REL_TOL * numeric.abs().max(analytic[i].abs());
            assert!(
                err <= tol,
                "{name}: input {vi} element {i}: autograd {} vs finite difference {numeric} (err {err:e})",
                analytic[i]
            );
        }
    }
}

pub fn var(shape: &[usize], seed: u64) -> Var {
    Var::from_tensor(&random(shape, seed)).unwrap()
}
