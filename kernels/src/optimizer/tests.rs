use candle_core::{DType, Device, Tensor, Var};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::*;

fn tensor(values: Vec<f32>, shape: &[usize]) -> Tensor {
    Tensor::from_vec(values, shape, &Device::Cpu).unwrap()
}

/// Gradients of many sizes (empty, one element, a chunk, a chunk and one, several chunks and
/// a remainder, 2-D) and magnitudes from 1e-6 to 1e3.
fn gradients(seed: u64) -> Vec<Tensor> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let shapes: [&[usize]; 7] = [
        &[0],
        &[1],
        &[CHUNK],
        &[CHUNK + 1],
        &[3 * CHUNK + 77],
        &[64, 301],
        &[5],
    ];
    shapes
        .iter()
        .enumerate()
        .map(|(i, shape)| {
            let scale = 10f32.powi(3 - i as i32);
            let n = shape.iter().product();
            let values = (0..n)
                .map(|_| rng.random_range(-1.0f32..1.0) * scale)
                .collect();
            tensor(values, shape)
        })
        .collect()
}

/// The norm as the engine computed it before: each tensor widened to f64, squared, summed.
fn f64_reference(grads: &[Tensor]) -> f64 {
    grads
        .iter()
        .map(|g| {
            g.to_dtype(DType::F64)
                .unwrap()
                .sqr()
                .unwrap()
                .sum_all()
                .unwrap()
                .to_scalar::<f64>()
                .unwrap()
        })
        .sum::<f64>()
        .sqrt()
}

/// The fused norm against the f64 composition within 1e-6 relative (measured: about 1e-16,
/// both accumulate in f64), and the same bits on every call (partial sums are added in a fixed
/// order whatever the threads do).
#[test]
fn fused_norm_matches_an_f64_reference_and_repeats_exactly() {
    let mut worst = 0.0f64;
    for seed in 0..4 {
        let grads = gradients(seed);
        let fused = gradient_norm(&grads).unwrap();
        let reference = f64_reference(&grads);
        let e = (fused.norm - reference).abs() / reference;
        worst = worst.max(e);
        assert!(
            e <= 1e-6,
            "seed {seed}: {} against {reference} ({e:e})",
            fused.norm
        );
        assert!(fused.finite);
        for _ in 0..5 {
            assert_eq!(
                gradient_norm(&grads).unwrap().norm.to_bits(),
                fused.norm.to_bits()
            );
        }
    }
    eprintln!("fused norm against the f64 reference: largest relative error {worst:e}");
}

/// An inf, a -inf or a NaN anywhere (the first chunk, a later chunk, the remainder of a
/// vectorised loop, a one-element tensor) clears the flag; finite values whose f32 square
/// would overflow (1e30) do not, and their norm is exact.
#[test]
fn the_flag_sees_inf_and_nan_and_only_them() {
    let clean = gradients(7);
    for bad in [f32::INFINITY, f32::NEG_INFINITY, f32::NAN] {
        for (t, at) in [
            (2, 0),
            (4, 2 * CHUNK + 3),
            (4, 3 * CHUNK + 76),
            (1, 0),
            (6, 4),
        ] {
            let mut grads = clean.clone();
            let mut values = grads[t].flatten_all().unwrap().to_vec1::<f32>().unwrap();
            values[at] = bad;
            grads[t] = tensor(values, grads[t].dims());
            let norm = gradient_norm(&grads).unwrap();
            assert!(!norm.finite, "{bad} at element {at} of tensor {t} not seen");
            assert!(!norm.norm.is_finite());
        }
    }
    let huge = vec![tensor(vec![1e30; 1000], &[1000]), tensor(vec![-3e38], &[1])];
    let norm = gradient_norm(&huge).unwrap();
    assert!(norm.finite);
    let exact = (1000.0 * 1e30f64 * 1e30f64 + 3e38f32 as f64 * 3e38f32 as f64).sqrt();
    assert!(
        (norm.norm - exact).abs() <= 1e-12 * exact,
        "{} against {exact}",
        norm.norm
    );
    let none = gradient_norm(&[]).unwrap();
    assert_eq!((none.norm, none.finite), (0.0, true));
}

/// What the fused ops do not take is refused with a message: f64 gradients, a strided one, a
/// gradient that shares the weight's storage (refused, not deadlocked), a state of the wrong
/// size, a missing moment.
#[test]
fn unsupported_operands_are_refused() {
    let f64s = [Tensor::zeros(4, DType::F64, &Device::Cpu).unwrap()];
    let e = gradient_norm(&f64s).unwrap_err().to_string();
    assert!(e.contains("F64") && e.contains("f32"), "{e}");
    let strided = [tensor(vec![1.0; 6], &[2, 3]).t().unwrap()];
    let e = gradient_norm(&strided).unwrap_err().to_string();
    assert!(e.contains("not contiguous"), "{e}");

    let w = Var::new(&[1.0f32, 2.0, 3.0], &Device::Cpu).unwrap();
    let sgd = Rule::Sgd {
        momentum: 0.0,
        nesterov: false,
    };
    let slot = |grad, first| Slot {
        weight: w.as_tensor(),
        grad,
        first,
        second: None,
        weight_decay: 0.0,
        fresh: false,
        copy: None,
    };
    let e = update(sgd, 0.1, 1.0, &[slot(w.as_tensor(), None)])
        .unwrap_err()
        .to_string();
    assert!(e.contains("shares storage"), "{e}");
    let g = tensor(vec![1.0; 3], &[3]);
    let short = tensor(vec![0.0; 2], &[2]);
    let momentum = Rule::Sgd {
        momentum: 0.9,
        nesterov: false,
    };
    let e = update(momentum, 0.1, 1.0, &[slot(&g, Some(&short))])
        .unwrap_err()
        .to_string();
    assert!(e.contains("shape [2]"), "{e}");
    let e = update(momentum, 0.1, 1.0, &[slot(&g, None)])
        .unwrap_err()
        .to_string();
    assert!(e.contains("needs a first moment"), "{e}");
    assert_eq!(w.as_tensor().to_vec1::<f32>().unwrap(), [1.0, 2.0, 3.0]);
    update(sgd, 0.5, 2.0, &[slot(&g, None)]).unwrap();
    assert_eq!(w.as_tensor().to_vec1::<f32>().unwrap(), [0.0, 1.0, 2.0]);
}

/// The update writes each weight's half-precision copy with the new weight, rounded as
/// candle's cast rounds (bit for bit, bf16 and f16, Adam and SGD, across chunks); a copy of
/// another dtype or size is refused before anything is written.
#[test]
fn the_update_writes_the_weights_copies_as_the_cast_would() {
    let grads = gradients(11);
    let adam = Rule::Adam {
        beta1: 0.9,
        beta2: 0.999,
        eps: 1e-8,
        decoupled: true,
        step: 1,
    };
    let sgd = Rule::Sgd {
        momentum: 0.9,
        nesterov: true,
    };
    for rule in [adam, sgd] {
        for dtype in [DType::BF16, DType::F16] {
            let weights: Vec<Var> = grads
                .iter()
                .map(|g| Var::from_tensor(&(g * 0.5).unwrap()).unwrap())
                .collect();
            let zeros = |g: &Tensor| g.zeros_like().unwrap();
            let (first, second): (Vec<_>, Vec<_>) =
                grads.iter().map(|g| (zeros(g), zeros(g))).unzip();
            let copies: Vec<Tensor> = grads
                .iter()
                .map(|g| Tensor::zeros(g.dims(), dtype, &Device::Cpu).unwrap())
                .collect();
            let slots: Vec<Slot> = (0..grads.len())
                .map(|i| Slot {
                    weight: weights[i].as_tensor(),
                    grad: &grads[i],
                    first: Some(&first[i]),
                    second: matches!(rule, Rule::Adam { .. }).then_some(&second[i]),
                    weight_decay: 0.01,
                    fresh: true,
                    copy: Some(&copies[i]),
                })
                .collect();
            update(rule, 1e-2, 0.5, &slots).unwrap();
            for (w, copy) in weights.iter().zip(&copies) {
                let cast = w.as_tensor().to_dtype(dtype).unwrap();
                let bits = |t: &Tensor| {
                    t.to_dtype(DType::F32)
                        .unwrap()
                        .flatten_all()
                        .unwrap()
                        .to_vec1::<f32>()
                        .unwrap()
                };
                assert_eq!(bits(copy), bits(&cast), "{rule:?} {dtype:?}");
            }
            // The weights moved, so the copies were written (not left at zero).
            assert!(
                copies[4]
                    .to_dtype(DType::F32)
                    .unwrap()
                    .abs()
                    .unwrap()
                    .sum_all()
                    .unwrap()
                    .to_scalar::<f32>()
                    .unwrap()
                    > 0.0
            );
        }
    }
    let w = Var::new(&[1.0f32, 2.0, 3.0], &Device::Cpu).unwrap();
    let g = tensor(vec![1.0; 3], &[3]);
    let plain = Rule::Sgd {
        momentum: 0.0,
        nesterov: false,
    };
    for (copy, said) in [
        (
            Tensor::zeros(3, DType::F32, &Device::Cpu).unwrap(),
            "F32; copies are bf16 or f16",
        ),
        (
            Tensor::zeros(2, DType::BF16, &Device::Cpu).unwrap(),
            "with a copy of shape [2]",
        ),
    ] {
        let slot = Slot {
            weight: w.as_tensor(),
            grad: &g,
            first: None,
            second: None,
            weight_decay: 0.0,
            fresh: false,
            copy: Some(&copy),
        };
        let e = update(plain, 0.1, 1.0, &[slot]).unwrap_err().to_string();
        assert!(e.contains(said), "{e}");
    }
    assert_eq!(w.as_tensor().to_vec1::<f32>().unwrap(), [1.0, 2.0, 3.0]);
}
