//! The matmul entry point (`paperfit_kernels::matmul`): values and gradients equal candle's own
//! matmul for operands of any layout, what it hands to the backend is always what candle's
//! CUDA matmul accepts, and the CPU check refuses what CUDA would refuse.

use candle_core::{DType, Device, IndexOp, Tensor, Var};
use paperfit_kernels::matmul::{
    checked_products, cuda_accepts, is_packed, matmul, product_as_given,
};
use proptest::prelude::*;

fn randn(dims: &[usize], seed: u64) -> Tensor {
    // Deterministic values without a global RNG: a hash of the index.
    let n: usize = dims.iter().product();
    let values: Vec<f64> = (0..n as u64)
        .map(|i| {
            let z = paperfit::seed::mix(seed, i);
            (z >> 11) as f64 / (1u64 << 53) as f64 * 2.0 - 1.0
        })
        .collect();
    Tensor::from_vec(values, dims, &Device::Cpu).unwrap()
}

/// Ways an operand of shape `dims` reaches a product in model code, each giving a tensor of
/// exactly `dims`: contiguous, transposed, a narrow of a wider tensor, a permuted view, a
/// broadcast batch.
fn shaped(dims: &[usize], how: u8, seed: u64) -> Tensor {
    let r = dims.len();
    match how % 5 {
        0 => randn(dims, seed),
        1 => {
            let mut t = dims.to_vec();
            t.swap(r - 2, r - 1);
            randn(&t, seed).transpose(r - 2, r - 1).unwrap()
        }
        2 => {
            let mut wide = dims.to_vec();
            wide[r - 1] += 3;
            randn(&wide, seed).narrow(r - 1, 2, dims[r - 1]).unwrap()
        }
        3 if r >= 3 => {
            // (.., m, k) read out of a (m, .., k) tensor: the batch stride is not packed.
            let mut src = vec![dims[r - 2]];
            src.extend_from_slice(&dims[..r - 2]);
            src.push(dims[r - 1]);
            let mut order: Vec<usize> = (1..r - 1).collect();
            order.push(0);
            order.push(r - 1);
            randn(&src, seed).permute(order).unwrap()
        }
        4 if r >= 3 => {
            let mut one = dims.to_vec();
            one[0] = 1;
            randn(&one, seed).broadcast_as(dims).unwrap()
        }
        _ => randn(dims, seed).i((.., ..)).unwrap(),
    }
}

fn max_diff(a: &Tensor, b: &Tensor) -> f64 {
    (a - b)
        .unwrap()
        .abs()
        .unwrap()
        .flatten_all()
        .unwrap()
        .max(0)
        .unwrap()
        .to_scalar::<f64>()
        .unwrap()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Values and both gradients equal candle's own matmul on contiguous copies (f64), and
    /// every product the entry point ran passed the CUDA rule (or it would have failed).
    #[test]
    fn any_layout_multiplies_like_candle(
        rank in 2usize..=4,
        batch in proptest::collection::vec(1usize..=3, 2),
        m in 1usize..=5, k in 1usize..=5, n in 1usize..=5,
        how_a in 0u8..5, how_b in 0u8..5, seed in 0u64..1000,
    ) {
        let mut da: Vec<usize> = batch[..rank - 2].to_vec();
        let mut db = da.clone();
        da.extend([m, k]);
        db.extend([k, n]);
        let a = Var::from_tensor(&shaped(&da, how_a, seed)).unwrap();
        let b = Var::from_tensor(&shaped(&db, how_b, seed + 1)).unwrap();
        let before = checked_products();
        let y = matmul(a.as_tensor(), b.as_tensor()).unwrap();
        prop_assert!(checked_products() > before);
        let reference = a.as_tensor().contiguous().unwrap()
            .matmul(&b.as_tensor().contiguous().unwrap()).unwrap();
        prop_assert!(max_diff(&y, &reference) < 1e-12);

        // A weighted sum makes every output entry's gradient distinct.
        let w = randn(y.dims(), seed + 2);
        let grads = (&y * &w).unwrap().sum_all().unwrap().backward().unwrap();
        let (ga, gb) = (grads.get(a.as_tensor()).unwrap(), grads.get(b.as_tensor()).unwrap());
        let a_ref = Var::from_tensor(&a.as_tensor().contiguous().unwrap()).unwrap();
        let b_ref = Var::from_tensor(&b.as_tensor().contiguous().unwrap()).unwrap();
        let y_ref = a_ref.as_tensor().matmul(b_ref.as_tensor()).unwrap();
        let ref_grads = (&y_ref * &w).unwrap().sum_all().unwrap().backward().unwrap();
        prop_assert!(max_diff(ga, ref_grads.get(a_ref.as_tensor()).unwrap()) < 1e-12);
        prop_assert!(max_diff(gb, ref_grads.get(b_ref.as_tensor()).unwrap()) < 1e-12);
    }

    /// Batch broadcasting as PyTorch's `@`: (b, m, k) @ (k, n) and (1, m, k) @ (b, k, n).
    #[test]
    fn batches_broadcast_like_pytorch(b in 1usize..=4, m in 1usize..=4, k in 1usize..=4,
                                      n in 1usize..=4, seed in 0u64..1000) {
        let x = randn(&[b, m, k], seed);
        let w = randn(&[k, n], seed + 1);
        let y = matmul(&x, &w).unwrap();
        let reference = x.broadcast_matmul(&w).unwrap();
        prop_assert_eq!(y.dims(), reference.dims());
        prop_assert!(max_diff(&y, &reference) < 1e-12);
        let one = randn(&[1, m, k], seed + 2);
        let many = randn(&[b, k, n], seed + 3);
        let y = matmul(&one, &many).unwrap();
        let reference = one.broadcast_matmul(&many).unwrap();
        prop_assert!(max_diff(&y, &reference) < 1e-12);
    }
}

/// The gradient of a product of strided operands against central finite differences (f64).
#[test]
fn gradients_match_finite_differences() {
    let a = randn(&[2, 3, 6], 1).narrow(2, 1, 4).unwrap(); // (2, 3, 4), rows 6 apart
    let b = randn(&[2, 5, 4], 2).transpose(1, 2).unwrap(); // (2, 4, 5), column-major
    let w = randn(&[2, 3, 5], 3);
    let f = |a: &Tensor, b: &Tensor| -> f64 {
        (matmul(a, b).unwrap() * &w)
            .unwrap()
            .sum_all()
            .unwrap()
            .to_scalar::<f64>()
            .unwrap()
    };
    let va = Var::from_tensor(&a).unwrap();
    let grads = (matmul(va.as_tensor(), &b).unwrap() * &w)
        .unwrap()
        .sum_all()
        .unwrap()
        .backward()
        .unwrap();
    let analytic = grads
        .get(va.as_tensor())
        .unwrap()
        .flatten_all()
        .unwrap()
        .to_vec1::<f64>()
        .unwrap();
    let flat = a.contiguous().unwrap().flatten_all().unwrap();
    let values = flat.to_vec1::<f64>().unwrap();
    let eps = 1e-6;
    for (i, g) in analytic.iter().enumerate() {
        let mut plus = values.clone();
        plus[i] += eps;
        let mut minus = values.clone();
        minus[i] -= eps;
        let p = Tensor::from_vec(plus, a.dims(), &Device::Cpu).unwrap();
        let m = Tensor::from_vec(minus, a.dims(), &Device::Cpu).unwrap();
        let numeric = (f(&p, &b) - f(&m, &b)) / (2.0 * eps);
        assert!(
            (numeric - g).abs() < 1e-7,
            "entry {i}: finite difference {numeric}, gradient {g}"
        );
    }
}

/// The operand of the failure seen on an H100 (a class-token slice into a Linear): the CPU
/// check refuses it, with the layouts in the message, when it reaches the backend as it is.
#[test]
fn the_cpu_check_refuses_what_cuda_refuses() {
    let tokens = randn(&[64, 50, 192], 4);
    let cls = tokens.i((.., 0)).unwrap(); // (64, 192), rows 9,600 apart
    assert_eq!(cls.stride(), &[9600, 1]);
    let w = randn(&[10, 192], 5);
    let error = product_as_given(&cls, &w.t().unwrap())
        .unwrap_err()
        .to_string();
    assert!(
        error.contains("strict layouts") && error.contains("9600"),
        "{error}"
    );
    // Through the entry point the slice is copied once and the product runs.
    let y = matmul(&cls, &w.t().unwrap()).unwrap();
    assert_eq!(y.dims(), &[64, 10]);
    // A (b, h, t, d) view of a (b, t, h, d) tensor: packed matrices, a batch that does not fold.
    let q = randn(&[2, 5, 3, 4], 6).transpose(1, 2).unwrap();
    let k_t = randn(&[2, 3, 4, 5], 7);
    assert!(cuda_accepts(q.layout(), k_t.layout()).is_err());
    assert!(product_as_given(&q, &k_t).is_err());
    assert!(matmul(&q, &k_t).is_ok());
}

/// Every packed layout is accepted whatever the other operand's packed form; the rule and the
/// preparation agree.
#[test]
fn packed_operands_are_always_accepted() {
    for (a, b) in [
        (randn(&[3, 4], 1), randn(&[4, 2], 2)),
        (
            randn(&[4, 3], 1).t().unwrap(),
            randn(&[2, 4], 2).t().unwrap(),
        ),
        (
            randn(&[2, 3, 4], 1),
            randn(&[2, 2, 4], 2).transpose(1, 2).unwrap(),
        ),
        (
            randn(&[2, 2, 4, 3], 1).transpose(2, 3).unwrap(),
            randn(&[2, 2, 4, 5], 2),
        ),
    ] {
        assert!(is_packed(a.layout()) && is_packed(b.layout()));
        assert!(cuda_accepts(a.layout(), b.layout()).is_ok());
        assert!(product_as_given(&a, &b).is_ok());
    }
}

/// Half precision multiplies on the CPU in f16 (bf16 has no CPU matmul in candle); integer
/// operands are refused as CUDA refuses them.
#[test]
fn dtypes_follow_the_cuda_backend() {
    let a = randn(&[2, 3], 1).to_dtype(DType::F16).unwrap();
    let b = randn(&[3, 2], 2).to_dtype(DType::F16).unwrap();
    assert_eq!(matmul(&a, &b).unwrap().dtype(), DType::F16);
    let i = Tensor::new(&[[1u32, 2], [3, 4]], &Device::Cpu).unwrap();
    assert!(matmul(&i, &i).is_err());
    assert!(matmul(&a, &randn(&[3, 2], 3)).is_err());
}
