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

/// Check d/dv sum(f() * r) for each var in `vars` (all of them f64), at all elements of small
/// tensors and 64 spread elements of large ones.
pub fn check(name: &str, vars: &[Var], f: &dyn Fn() -> Result<Tensor>) {
    check_named(name, &named(vars), 64, f)
}

/// `vars` named `input 0`, `input 1`, ... for [`check_named`].
pub fn named(vars: &[Var]) -> Vec<(String, Var)> {
    vars.iter()
        .enumerate()
        .map(|(i, v)| (format!("input {i}"), v.clone()))
        .collect()
}

/// d/dv sum(f() * r) by autograd against central differences for each named var, at up to
/// `samples` spread elements of each.
pub fn check_named(
    name: &str,
    vars: &[(String, Var)],
    samples: usize,
    f: &dyn Fn() -> Result<Tensor>,
) {
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
    for (vname, var) in vars {
        let analytic = grads
            .get(var.as_tensor())
            .unwrap_or_else(|| panic!("{name}: {vname} received no gradient"))
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
        let step = (base.len() / samples).max(1);
        for i in (0..base.len()).step_by(step) {
            let at = |delta: f64| {
                let mut v = base.clone();
                v[i] += delta;
                var.set(&Tensor::from_vec(v, var.shape(), &Device::Cpu).unwrap())
                    .unwrap();
                objective(&f().unwrap())
            };
            let numeric = (at(EPS) - at(-EPS)) / (2.0 * EPS);
            var.set(&Tensor::from_vec(base.clone(), var.shape(), &Device::Cpu).unwrap())
                .unwrap();
            let err = (numeric - analytic[i]).abs();
            let tol = ABS_TOL + REL_TOL * numeric.abs().max(analytic[i].abs());
            assert!(
                err <= tol,
                "{name}: {vname}[{i}]: autograd {} vs finite difference {numeric} (err {err:e})",
                analytic[i]
            );
        }
    }
}

pub fn var(shape: &[usize], seed: u64) -> Var {
    Var::from_tensor(&random(shape, seed)).unwrap()
}
