//! The residual blocks' fused ends (`paperfit_kernels`): batch norm + shortcut + ReLU
//! ([`kernels::batch_norm_add_relu`]) and squeeze-and-excitation's gate + shortcut + ReLU
//! ([`kernels::gate_add_relu`]), against their composed references (candle-core primitives) and
//! finite differences in f64, forward and backward (every input, the shortcut included), with
//! batch and running statistics; and in f32 on the CPU against the separate fused ops they
//! replace in the models, bit for bit, run after run and on one thread.

use crate::common;

use candle_core::{DType, Tensor, Var};
use paperfit_kernels::{self as kernels, Statistics};

use crate::common::reference;
use common::agree::{agree, relative_error, vars};
use common::gradcheck::{check, random, var};

const EPS: f64 = 1e-5;

/// `relu(bn(x) + r)` composed of candle-core primitives; `t` is (x, weight, bias, r).
fn composed_bn_add_relu(t: &[Tensor], running: Option<(&Tensor, &Tensor)>) -> Tensor {
    let c = t[0].dim(1).unwrap();
    let (mean, var) = match running {
        Some((m, v)) => (
            m.to_dtype(t[0].dtype())
                .unwrap()
                .reshape((1, c, 1, 1))
                .unwrap(),
            v.to_dtype(t[0].dtype())
                .unwrap()
                .reshape((1, c, 1, 1))
                .unwrap(),
        ),
        None => reference::batch_stats(&t[0]).unwrap(),
    };
    let y = reference::batch_norm_apply(&t[0], &mean, &var, &t[1], &t[2], EPS).unwrap();
    (y + &t[3]).unwrap().relu().unwrap()
}

fn statistics<'a>(running: Option<(&'a Tensor, &'a Tensor)>) -> Statistics<'a> {
    match running {
        Some((mean, var)) => Statistics::Running { mean, var },
        None => Statistics::Batch,
    }
}

fn fused_bn_add_relu(t: &[Tensor], running: Option<(&Tensor, &Tensor)>) -> Tensor {
    kernels::batch_norm_add_relu(&t[0], &t[1], &t[2], statistics(running), EPS, &t[3])
        .unwrap()
        .0
}

/// `relu(x * sigmoid(s) + r)` composed of candle-core primitives; `t` is (x, s, r).
fn composed_gate_add_relu(t: &[Tensor]) -> Tensor {
    let (n, c) = t[1].dims2().unwrap();
    let gate = reference::sigmoid(&t[1])
        .unwrap()
        .reshape((n, c, 1, 1))
        .unwrap();
    (t[0].broadcast_mul(&gate).unwrap() + &t[2])
        .unwrap()
        .relu()
        .unwrap()
}

fn fused_gate_add_relu(t: &[Tensor]) -> Tensor {
    kernels::gate_add_relu(&t[0], &t[1], &t[2]).unwrap()
}

/// Running statistics for `c` channels, the variances positive.
fn running_statistics(c: usize, seed: u64) -> (Tensor, Tensor) {
    let mean = random(&[c], seed);
    let var = (random(&[c], seed + 1).abs().unwrap() + 0.2).unwrap();
    (mean, var)
}

#[test]
fn batch_norm_add_relu_matches_the_composed_reference() {
    let (mean, variance) = running_statistics(5, 800);
    for running in [None, Some((&mean, &variance))] {
        for (dtype, tol) in [(DType::F64, 1e-12), (DType::F32, 2e-5)] {
            let shape: &[usize] = &[4, 5, 6, 7];
            let inputs = vars(&[shape, &[5], &[5], shape], dtype, 810);
            let running =
                running.map(|(m, v)| (m.to_dtype(dtype).unwrap(), v.to_dtype(dtype).unwrap()));
            let r = running.as_ref().map(|(m, v)| (m, v));
            agree(
                &format!("batch_norm_add_relu running={} {dtype:?}", r.is_some()),
                &inputs,
                &|t| fused_bn_add_relu(t, r),
                &|t| composed_bn_add_relu(t, r),
                tol,
            );
        }
    }
}

#[test]
fn batch_norm_add_relu_matches_finite_differences() {
    let (mean, variance) = running_statistics(3, 820);
    for running in [None, Some((&mean, &variance))] {
        let vs = vec![
            var(&[4, 3, 2, 3], 822),
            var(&[3], 823),
            var(&[3], 824),
            var(&[4, 3, 2, 3], 825),
        ];
        let ts: Vec<Tensor> = vs.iter().map(|v| v.as_tensor().clone()).collect();
        check(
            &format!("batch_norm_add_relu running={}", running.is_some()),
            &vs,
            &|| Ok(fused_bn_add_relu(&ts, running)),
        );
    }
}

#[test]
fn gate_add_relu_matches_the_composed_reference_and_finite_differences() {
    for (dtype, tol) in [(DType::F64, 1e-12), (DType::F32, 2e-6)] {
        let shape: &[usize] = &[3, 4, 5, 6];
        let inputs = vars(&[shape, &[3, 4], shape], dtype, 830);
        agree(
            &format!("gate_add_relu {dtype:?}"),
            &inputs,
            &fused_gate_add_relu,
            &composed_gate_add_relu,
            tol,
        );
    }
    let vs = vec![
        var(&[2, 3, 4, 5], 831),
        var(&[2, 3], 832),
        var(&[2, 3, 4, 5], 833),
    ];
    let ts: Vec<Tensor> = vs.iter().map(|v| v.as_tensor().clone()).collect();
    check("gate_add_relu", &vs, &|| Ok(fused_gate_add_relu(&ts)));
}

/// f32 vectors' bits.
fn bits(t: &Tensor) -> Vec<u32> {
    let v = t.flatten_all().unwrap().to_vec1::<f32>().unwrap();
    v.iter().map(|x| x.to_bits()).collect()
}

/// The output's and every input's gradient's bits of `sum(f(inputs) * r)`, r fixed.
fn output_and_gradient_bits(
    inputs: &[Var],
    f: &(dyn Fn(&[Tensor]) -> Tensor + Sync),
) -> Vec<Vec<u32>> {
    let ts: Vec<Tensor> = inputs.iter().map(|v| v.as_tensor().clone()).collect();
    let y = f(&ts);
    let r = random(y.dims(), 840).to_dtype(DType::F32).unwrap();
    let grads = (&y * &r).unwrap().sum_all().unwrap().backward().unwrap();
    let mut out = vec![bits(&y)];
    for v in inputs {
        out.push(bits(grads.get(v.as_tensor()).expect("a gradient")));
    }
    out
}

type End = Box<dyn Fn(&[Tensor]) -> Tensor + Send + Sync>;

/// A fused end's name, inputs, the fused op and the separate ops it replaces.
type Pair = (&'static str, Vec<Var>, End, End);

/// The two ends at a ResNet-like shape with a tail the 16-byte packs do not cover (9 x 11
/// positions): the fused op, and the separate fused ops the models used before (a batch norm,
/// or the gate, then `add_relu`).
fn ends() -> Vec<Pair> {
    let shape: &[usize] = &[4, 16, 9, 11];
    let f32_vars = |shapes: &[&[usize]], seed: u64| -> Vec<Var> { vars(shapes, DType::F32, seed) };
    let (mean, variance) = running_statistics(16, 850);
    let (mean, variance) = (
        mean.to_dtype(DType::F32).unwrap(),
        variance.to_dtype(DType::F32).unwrap(),
    );
    let (m2, v2) = (mean.clone(), variance.clone());
    vec![
        (
            "batch norm + residual + ReLU, batch statistics",
            f32_vars(&[shape, &[16], &[16], shape], 851),
            Box::new(|t: &[Tensor]| fused_bn_add_relu(t, None)),
            Box::new(|t: &[Tensor]| {
                let (y, _) =
                    kernels::fused_batch_norm(&t[0], &t[1], &t[2], Statistics::Batch, EPS, false)
                        .unwrap();
                kernels::add_relu(&y, &t[3]).unwrap()
            }),
        ),
        (
            "batch norm + residual + ReLU, running statistics",
            f32_vars(&[shape, &[16], &[16], shape], 852),
            Box::new(move |t: &[Tensor]| fused_bn_add_relu(t, Some((&mean, &variance)))),
            Box::new(move |t: &[Tensor]| {
                let running = Statistics::Running {
                    mean: &m2,
                    var: &v2,
                };
                let (y, _) =
                    kernels::fused_batch_norm(&t[0], &t[1], &t[2], running, EPS, false).unwrap();
                kernels::add_relu(&y, &t[3]).unwrap()
            }),
        ),
        (
            "squeeze-and-excitation gate + residual + ReLU",
            f32_vars(&[shape, &[4, 16], shape], 853),
            Box::new(fused_gate_add_relu),
            Box::new(|t: &[Tensor]| {
                kernels::add_relu(&kernels::channel_gate(&t[0], &t[1]).unwrap(), &t[2]).unwrap()
            }),
        ),
    ]
}

/// In f32 on the CPU the fused ends give the bits of the separate ops the models ran before
/// (forward, and every gradient: the weight's and bias's sums in the same fixed order), on every
/// run and on one thread as on the pool: what keeps a model's training bits unchanged by the
/// fusion on the CPU.
#[test]
fn the_fused_ends_give_the_separate_ops_bits_on_every_run() {
    let one_thread = rayon::ThreadPoolBuilder::new()
        .num_threads(1)
        .build()
        .unwrap();
    for (name, inputs, fused, separate) in ends() {
        let expected = output_and_gradient_bits(&inputs, &*separate);
        let first = output_and_gradient_bits(&inputs, &*fused);
        assert!(first == expected, "{name}: fused against the separate ops");
        assert!(
            output_and_gradient_bits(&inputs, &*fused) == first,
            "{name}: a second run"
        );
        assert!(
            one_thread.install(|| output_and_gradient_bits(&inputs, &*fused)) == first,
            "{name}: on one thread"
        );
    }
}

/// The fused end returns the batch statistics (c, 3): each channel's mean, 1 / sqrt(var + eps)
/// and biased variance, as the f64 reference computes them from the same inputs (in f32 and bf16
/// the statistics are computed in f32), and bit for bit what the plain batch norm returns (what
/// moves the running statistics).
#[test]
fn batch_norm_add_relu_returns_the_batch_statistics() {
    for (dtype, tol) in [(DType::F64, 1e-13), (DType::F32, 1e-6), (DType::BF16, 1e-6)] {
        let shape: &[usize] = &[6, 4, 5, 3];
        let x = random(shape, 860).to_dtype(dtype).unwrap();
        let (w, b) = (random(&[4], 861), random(&[4], 862));
        let r = random(shape, 863).to_dtype(dtype).unwrap();
        let (_, fused) =
            kernels::batch_norm_add_relu(&x, &w, &b, Statistics::Batch, EPS, &r).unwrap();
        let (_, plain) =
            kernels::fused_batch_norm(&x, &w, &b, Statistics::Batch, EPS, false).unwrap();
        assert_eq!(fused.dims(), [4, 3]);
        assert!(
            wide_bits(&fused) == wide_bits(&plain),
            "{dtype:?}: the fused end's statistics against the plain batch norm's"
        );
        let (mean, var) = reference::batch_stats(&x.to_dtype(DType::F64).unwrap()).unwrap();
        let (mean, var) = (mean.flatten_all().unwrap(), var.flatten_all().unwrap());
        let rstd = (&var + EPS).unwrap().sqrt().unwrap().recip().unwrap();
        let expected = Tensor::stack(&[mean, rstd, var], 1).unwrap();
        let e = relative_error(&f64s(&fused), &f64s(&expected));
        assert!(
            e <= tol,
            "{dtype:?}: statistics {:?} against the f64 reference {:?}: {e:e} apart (tolerance {tol:e})",
            f64s(&fused),
            f64s(&expected)
        );
    }
}

/// The values of `t` widened to f64 (exactly, from every float dtype).
fn f64s(t: &Tensor) -> Vec<f64> {
    let t = t.flatten_all().unwrap().to_dtype(DType::F64).unwrap();
    t.to_vec1().unwrap()
}

/// The bits of `t`'s values widened to f64: equal exactly when the values are.
fn wide_bits(t: &Tensor) -> Vec<u64> {
    f64s(t).iter().map(|v| v.to_bits()).collect()
}

/// In bf16 and fp16 each output is the composed reference in f64 (of the same half-precision
/// inputs) rounded once: the fused ends compute in f32 and round the result, never an
/// intermediate value (the normalised value before the shortcut is added, the gated value) nor
/// a statistic's partial sums.
#[test]
fn the_fused_ends_in_half_precision_round_the_f64_result_once() {
    let (mean, variance) = running_statistics(3, 875);
    let running = (
        mean.to_dtype(DType::F32).unwrap(),
        variance.to_dtype(DType::F32).unwrap(),
    );
    let wide = |t: &Tensor| t.to_dtype(DType::F64).unwrap();
    let wide_running = (wide(&running.0), wide(&running.1));
    for dtype in [DType::BF16, DType::F16] {
        let shape: &[usize] = &[4, 3, 5, 5];
        let half = |shape: &[usize], seed: u64| random(shape, seed).to_dtype(dtype).unwrap();
        let (x, r) = (half(shape, 870), half(shape, 871));
        let (w, b) = (
            random(&[3], 872).to_dtype(DType::F32).unwrap(),
            random(&[3], 873).to_dtype(DType::F32).unwrap(),
        );
        let operands = [wide(&x), wide(&w), wide(&b), wide(&r)];
        for is_running in [false, true] {
            let statistics = match is_running {
                true => Statistics::Running {
                    mean: &running.0,
                    var: &running.1,
                },
                false => Statistics::Batch,
            };
            let (y, stats) = kernels::batch_norm_add_relu(&x, &w, &b, statistics, EPS, &r).unwrap();
            assert_eq!((y.dtype(), stats.dtype()), (dtype, DType::F32));
            let exact = composed_bn_add_relu(
                &operands,
                is_running.then_some((&wide_running.0, &wide_running.1)),
            );
            let name = format!("batch_norm_add_relu {dtype:?} running={is_running}");
            common::agree::assert_rounded_once(&name, &y, &exact);
        }
        let s = half(&[4, 3], 874);
        let y = kernels::gate_add_relu(&x, &s, &r).unwrap();
        assert_eq!(y.dtype(), dtype);
        let exact = composed_gate_add_relu(&[wide(&x), wide(&s), wide(&r)]);
        common::agree::assert_rounded_once(&format!("gate_add_relu {dtype:?}"), &y, &exact);
    }
}

/// Each mismatch is refused by the fused end's own check, whose message names the operands'
/// shapes and dtypes, before any kernel reads an operand.
#[test]
fn the_fused_ends_refuse_mismatched_operands() {
    let x = random(&[2, 3, 4, 4], 880);
    let (w, b) = (random(&[3], 881), random(&[3], 882));
    let short = random(&[2, 3, 4, 3], 883);
    let narrow = x.to_dtype(DType::F32).unwrap();
    let refusals = [
        (
            kernels::batch_norm_add_relu(&x, &w, &b, Statistics::Batch, EPS, &short).map(|_| ()),
            "batch_norm_add_relu: residual [2, 3, 4, 3] F64 for input [2, 3, 4, 4] F64",
        ),
        (
            kernels::batch_norm_add_relu(&x, &w, &b, Statistics::Batch, EPS, &narrow).map(|_| ()),
            "batch_norm_add_relu: residual [2, 3, 4, 4] F32 for input [2, 3, 4, 4] F64",
        ),
        (
            kernels::gate_add_relu(&x, &random(&[2, 4], 884), &x).map(|_| ()),
            "gate_add_relu: gates [2, 4] and residual [2, 3, 4, 4] for [2, 3, 4, 4]",
        ),
        (
            kernels::gate_add_relu(&x, &random(&[2, 3], 885), &short).map(|_| ()),
            "gate_add_relu: gates [2, 3] and residual [2, 3, 4, 3] for [2, 3, 4, 4]",
        ),
        (
            kernels::gate_add_relu(&x, &random(&[2, 3], 886).to_dtype(DType::F32).unwrap(), &x)
                .map(|_| ()),
            "gate_add_relu: gates F32 and residual F64 for an input in F64",
        ),
        (
            kernels::gate_add_relu(&x, &random(&[2, 3], 887), &narrow).map(|_| ()),
            "gate_add_relu: gates F64 and residual F32 for an input in F64",
        ),
    ];
    for (result, expected) in refusals {
        let e = result.expect_err(expected);
        assert!(
            e.to_string().contains(expected),
            "{e}\nexpected: {expected}"
        );
    }
}
