//! The convolutional nets' fused ops (`paperfit_kernels`: convolution, batch norm with and
//! without ReLU, max pooling, spatial mean, the squeeze-and-excitation gate, residual + ReLU)
//! against their composed references (`common::reference`, candle-core primitives) and against
//! finite differences in f64, forward and backward, and in the half dtypes.

use crate::common;

use candle_core::{DType, Device, Tensor, Var};
use paperfit::nn::ops;
use paperfit_kernels::{self as kernels, batch_norm::update_running, Statistics};

use crate::common::reference;
use common::agree::{agree, relative_error, vars};
use common::gradcheck::{check, random, var};

type Geometry = (
    &'static [usize],
    &'static [usize],
    usize,
    usize,
    usize,
    bool,
);

/// (input dims, kernel dims, stride, padding, groups, bias): a 3x3 with bias, ResNet's stem, a
/// pointwise and a strided 1x1 (the downsample), a grouped strided 3x3 (ResNeXt), and a kernel
/// taller than the padded input is wide.
const GEOMETRIES: &[Geometry] = &[
    (&[2, 3, 9, 8], &[5, 3, 3, 3], 1, 1, 1, true),
    (&[2, 3, 15, 13], &[4, 3, 7, 7], 2, 3, 1, false),
    (&[3, 6, 5, 4], &[7, 6, 1, 1], 1, 0, 1, true),
    (&[2, 6, 7, 7], &[4, 6, 1, 1], 2, 0, 1, false),
    (&[2, 8, 10, 8], &[12, 2, 3, 3], 2, 1, 4, true),
    (&[1, 2, 6, 3], &[3, 2, 5, 3], 1, 1, 1, false),
];

/// Strided inputs whose height and width leave different remainders: candle's composed
/// backward gives the input gradient one output padding for both sides (the height's), so
/// these are checked against finite differences only.
const UNEVEN: &[Geometry] = &[(&[2, 8, 9, 10], &[12, 2, 3, 3], 2, 1, 4, true)];

fn conv(t: &[Tensor], (_, _, stride, padding, groups, _): Geometry, fused: bool) -> Tensor {
    let f = if fused {
        kernels::conv2d
    } else {
        kernels::conv::composed
    };
    f(&t[0], &t[1], t.get(2), stride, padding, groups).unwrap()
}

fn shapes(g: &Geometry) -> Vec<&'static [usize]> {
    let mut s = vec![g.0, g.1];
    if g.5 {
        s.push(&g.1[..1]);
    }
    s
}

#[test]
fn convolution_matches_the_composed_reference() {
    // f64: to rounding; f32: to f32 rounding over sums of up to 150 products.
    for (i, g) in GEOMETRIES.iter().enumerate() {
        for (dtype, tol) in [(DType::F64, 1e-12), (DType::F32, 2e-5)] {
            let inputs = vars(&shapes(g), dtype, 200 + i as u64);
            agree(
                &format!("conv2d {g:?} {dtype:?}"),
                &inputs,
                &|t| conv(t, *g, true),
                &|t| conv(t, *g, false),
                tol,
            );
        }
    }
}

#[test]
fn convolution_matches_finite_differences() {
    for (i, g) in GEOMETRIES.iter().chain(UNEVEN).enumerate() {
        let vs: Vec<Var> = shapes(g)
            .iter()
            .enumerate()
            .map(|(k, s)| var(s, 300 + 10 * i as u64 + k as u64))
            .collect();
        let ts: Vec<Tensor> = vs.iter().map(|v| v.as_tensor().clone()).collect();
        check(&format!("fused conv2d {g:?}"), &vs, &|| {
            Ok(conv(&ts, *g, true))
        });
    }
}

#[test]
fn convolution_computes_gradients_only_for_what_needs_one() {
    // Images (a plain tensor) get no gradient; a frozen kernel none either.
    let x = random(&[2, 3, 6, 6], 400);
    let w = var(&[4, 3, 3, 3], 401);
    let y = kernels::conv2d(&x, w.as_tensor(), None, 1, 1, 1).unwrap();
    let grads = y.sum_all().unwrap().backward().unwrap();
    assert!(grads.get(&x).is_none(), "the images received a gradient");
    assert!(grads.get(w.as_tensor()).is_some());
    let xv = var(&[2, 3, 6, 6], 402);
    let frozen = random(&[4, 3, 3, 3], 403);
    let y = kernels::conv2d(xv.as_tensor(), &frozen, None, 1, 1, 1).unwrap();
    let grads = y.sum_all().unwrap().backward().unwrap();
    assert!(
        grads.get(&frozen).is_none(),
        "a frozen kernel received a gradient"
    );
    assert!(grads.get(xv.as_tensor()).is_some());
}

#[test]
fn convolution_in_half_precision_keeps_f32_masters() {
    for dtype in [DType::BF16, DType::F16] {
        let x = Var::from_tensor(&random(&[2, 8, 9, 10], 410).to_dtype(dtype).unwrap()).unwrap();
        let w =
            Var::from_tensor(&random(&[12, 2, 3, 3], 411).to_dtype(DType::F32).unwrap()).unwrap();
        let b = Var::from_tensor(&random(&[12], 412).to_dtype(DType::F32).unwrap()).unwrap();
        let y =
            kernels::conv2d(x.as_tensor(), w.as_tensor(), Some(b.as_tensor()), 2, 1, 4).unwrap();
        assert_eq!(y.dtype(), dtype, "the output stays in the compute dtype");
        let grads = y
            .to_dtype(DType::F32)
            .unwrap()
            .sum_all()
            .unwrap()
            .backward()
            .unwrap();
        assert_eq!(grads.get(w.as_tensor()).unwrap().dtype(), DType::F32);
        assert_eq!(grads.get(b.as_tensor()).unwrap().dtype(), DType::F32);
        assert_eq!(grads.get(x.as_tensor()).unwrap().dtype(), dtype);
        // Against the f32 convolution of the same rounded input: one half-precision rounding
        // of outputs of magnitude ~2 (18 products of values in [-1, 1]).
        let reference = kernels::conv2d(
            &x.as_tensor().to_dtype(DType::F32).unwrap(),
            w.as_tensor(),
            Some(b.as_tensor()),
            2,
            1,
            4,
        )
        .unwrap();
        let flat = |t: &Tensor| {
            t.to_dtype(DType::F64)
                .unwrap()
                .flatten_all()
                .unwrap()
                .to_vec1::<f64>()
                .unwrap()
        };
        let e = relative_error(&flat(&y), &flat(&reference));
        let tol = if dtype == DType::BF16 { 8e-3 } else { 1e-3 };
        assert!(
            e <= tol,
            "{dtype:?}: {e:e} from the f32 result (tolerance {tol:e})"
        );
    }
}

/// BatchNorm composed from candle-core primitives, with batch or running statistics.
fn composed_batch_norm(t: &[Tensor], running: Option<(&Tensor, &Tensor)>, relu: bool) -> Tensor {
    let dtype = t[0].dtype();
    let xw = ops::widen(&t[0]).unwrap();
    let c = xw.dim(1).unwrap();
    let (mean, var) = match running {
        Some((m, v)) => (
            m.to_dtype(xw.dtype())
                .unwrap()
                .reshape((1, c, 1, 1))
                .unwrap(),
            v.to_dtype(xw.dtype())
                .unwrap()
                .reshape((1, c, 1, 1))
                .unwrap(),
        ),
        None => reference::batch_stats(&xw).unwrap(),
    };
    let y = reference::batch_norm_apply(&xw, &mean, &var, &t[1], &t[2], 1e-5).unwrap();
    let y = if relu { y.relu().unwrap() } else { y };
    y.to_dtype(dtype).unwrap()
}

fn fused_batch_norm(t: &[Tensor], running: Option<(&Tensor, &Tensor)>, relu: bool) -> Tensor {
    let statistics = match running {
        Some((mean, var)) => Statistics::Running { mean, var },
        None => Statistics::Batch,
    };
    kernels::fused_batch_norm(&t[0], &t[1], &t[2], statistics, 1e-5, relu)
        .unwrap()
        .0
}

#[test]
fn batch_norm_matches_the_composed_reference() {
    let mean = random(&[5], 500);
    let variance = (random(&[5], 501).abs().unwrap() + 0.2).unwrap();
    for running in [None, Some((&mean, &variance))] {
        for relu in [false, true] {
            for (dtype, tol) in [(DType::F64, 1e-12), (DType::F32, 2e-5)] {
                let inputs = vars(&[&[4, 5, 6, 7], &[5], &[5]], dtype, 510);
                let running =
                    running.map(|(m, v)| (m.to_dtype(dtype).unwrap(), v.to_dtype(dtype).unwrap()));
                let r = running.as_ref().map(|(m, v)| (m, v));
                agree(
                    &format!(
                        "batch_norm running={} relu={relu} {dtype:?}",
                        running.is_some()
                    ),
                    &inputs,
                    &|t| fused_batch_norm(t, r, relu),
                    &|t| composed_batch_norm(t, r, relu),
                    tol,
                );
            }
        }
    }
}

#[test]
fn batch_norm_matches_finite_differences() {
    let mean = random(&[3], 520);
    let variance = (random(&[3], 521).abs().unwrap() + 0.2).unwrap();
    for running in [None, Some((&mean, &variance))] {
        for relu in [false, true] {
            let vs = vec![var(&[4, 3, 2, 3], 522), var(&[3], 523), var(&[3], 524)];
            let ts: Vec<Tensor> = vs.iter().map(|v| v.as_tensor().clone()).collect();
            check(
                &format!("fused batch_norm running={} relu={relu}", running.is_some()),
                &vs,
                &|| Ok(fused_batch_norm(&ts, running, relu)),
            );
        }
    }
}

#[test]
fn batch_norm_statistics_and_running_update_follow_pytorch() {
    let x = random(&[6, 2, 3, 4], 530);
    let (_, stats) = kernels::fused_batch_norm(
        &x,
        &random(&[2], 531),
        &random(&[2], 532),
        Statistics::Batch,
        1e-5,
        false,
    )
    .unwrap();
    let (mean, var) = reference::batch_stats(&x).unwrap();
    let (mean, var) = (
        mean.flatten_all().unwrap().to_vec1::<f64>().unwrap(),
        var.flatten_all().unwrap().to_vec1::<f64>().unwrap(),
    );
    let s = stats.to_vec2::<f64>().unwrap();
    for c in 0..2 {
        assert!((s[c][0] - mean[c]).abs() < 1e-14);
        assert!((s[c][2] - var[c]).abs() < 1e-14);
        assert!((s[c][1] - 1.0 / (var[c] + 1e-5).sqrt()).abs() < 1e-12);
    }
    let (rm, rv) = (
        Tensor::new(&[0.5f64, -1.0], &Device::Cpu).unwrap(),
        Tensor::new(&[2.0f64, 0.25], &Device::Cpu).unwrap(),
    );
    let (m2, v2) = update_running(&rm, &rv, &stats, 72, 0.1).unwrap();
    let (m2, v2) = (m2.to_vec1::<f64>().unwrap(), v2.to_vec1::<f64>().unwrap());
    let (rm, rv) = (rm.to_vec1::<f64>().unwrap(), rv.to_vec1::<f64>().unwrap());
    for c in 0..2 {
        assert!((m2[c] - (0.9 * rm[c] + 0.1 * mean[c])).abs() < 1e-14);
        assert!((v2[c] - (0.9 * rv[c] + 0.1 * var[c] * 72.0 / 71.0)).abs() < 1e-14);
    }
}

#[test]
fn batch_norm_in_half_precision_keeps_f32_masters() {
    for dtype in [DType::BF16, DType::F16] {
        let x = Var::from_tensor(&random(&[4, 3, 5, 5], 540).to_dtype(dtype).unwrap()).unwrap();
        let w = Var::from_tensor(&random(&[3], 541).to_dtype(DType::F32).unwrap()).unwrap();
        let b = Var::from_tensor(&random(&[3], 542).to_dtype(DType::F32).unwrap()).unwrap();
        let (y, stats) = kernels::fused_batch_norm(
            x.as_tensor(),
            w.as_tensor(),
            b.as_tensor(),
            Statistics::Batch,
            1e-5,
            true,
        )
        .unwrap();
        assert_eq!((y.dtype(), stats.dtype()), (dtype, DType::F32));
        let grads = y
            .to_dtype(DType::F32)
            .unwrap()
            .sum_all()
            .unwrap()
            .backward()
            .unwrap();
        assert_eq!(grads.get(w.as_tensor()).unwrap().dtype(), DType::F32);
        assert_eq!(grads.get(x.as_tensor()).unwrap().dtype(), dtype);
        let reference = fused_batch_norm(
            &[
                x.as_tensor().to_dtype(DType::F32).unwrap(),
                w.as_tensor().clone(),
                b.as_tensor().clone(),
            ],
            None,
            true,
        );
        common::agree::assert_within_half_rounding(&y, &reference);
    }
}

/// (input dims, window, stride, padding): tiling windows, the ResNet stem's 3x3/2/1, overlapping
/// stride-1 windows, odd sizes the windows do not tile.
const POOLS: &[(&[usize], usize, usize, usize)] = &[
    (&[2, 3, 8, 6], 2, 2, 0),
    (&[2, 3, 9, 7], 3, 2, 1),
    (&[1, 2, 5, 6], 3, 1, 1),
    (&[2, 2, 7, 9], 2, 2, 0),
    (&[1, 3, 7, 7], 3, 3, 0),
    (&[1, 2, 6, 5], 2, 1, 1),
];

#[test]
fn max_pooling_matches_the_composed_reference_and_finite_differences() {
    for (i, &(dims, k, s, p)) in POOLS.iter().enumerate() {
        for (dtype, tol) in [(DType::F64, 1e-15), (DType::F32, 1e-6)] {
            let inputs = vars(&[dims], dtype, 600 + i as u64);
            agree(
                &format!("max_pool2d {dims:?} {k}/{s}/{p} {dtype:?}"),
                &inputs,
                &|t| kernels::max_pool2d(&t[0], k, s, p).unwrap(),
                &|t| reference::max_pool2d(&t[0], k, s, p).unwrap(),
                tol,
            );
        }
        let x = var(dims, 610 + i as u64);
        let xt = x.as_tensor().clone();
        check(&format!("fused max_pool2d {k}/{s}/{p}"), &[x], &|| {
            kernels::max_pool2d(&xt, k, s, p)
        });
    }
}

#[test]
fn max_pooling_takes_the_first_of_equal_maxima() {
    // Every window of a constant map ties: the first element of each window takes the gradient.
    let x =
        Var::from_tensor(&Tensor::ones((1, 1, 4, 4), DType::F64, &Device::Cpu).unwrap()).unwrap();
    let y = kernels::max_pool2d(x.as_tensor(), 2, 2, 0).unwrap();
    let g = y
        .sum_all()
        .unwrap()
        .backward()
        .unwrap()
        .get(x.as_tensor())
        .unwrap()
        .flatten_all()
        .unwrap()
        .to_vec1::<f64>()
        .unwrap();
    let expected: Vec<f64> = (0..16)
        .map(|i| {
            if (i / 4) % 2 == 0 && i % 2 == 0 {
                1.0
            } else {
                0.0
            }
        })
        .collect();
    assert_eq!(g, expected);
}

#[test]
fn channel_ops_match_the_composed_references_and_finite_differences() {
    for (dtype, tol) in [(DType::F64, 1e-12), (DType::F32, 2e-6)] {
        let inputs = vars(&[&[3, 4, 5, 6]], dtype, 700);
        agree(
            &format!("spatial_mean {dtype:?}"),
            &inputs,
            &|t| kernels::spatial_mean(&t[0]).unwrap(),
            &|t| reference::global_avg_pool(&t[0]).unwrap(),
            tol,
        );
        let inputs = vars(&[&[3, 4, 5, 6], &[3, 4]], dtype, 710);
        agree(
            &format!("channel_gate {dtype:?}"),
            &inputs,
            &|t| kernels::channel_gate(&t[0], &t[1]).unwrap(),
            &|t| {
                t[0].broadcast_mul(
                    &reference::sigmoid(&t[1])
                        .unwrap()
                        .reshape((3, 4, 1, 1))
                        .unwrap(),
                )
                .unwrap()
            },
            tol,
        );
        let inputs = vars(&[&[3, 4, 5, 6], &[3, 4, 5, 6]], dtype, 720);
        agree(
            &format!("add_relu {dtype:?}"),
            &inputs,
            &|t| kernels::add_relu(&t[0], &t[1]).unwrap(),
            &|t| (&t[0] + &t[1]).unwrap().relu().unwrap(),
            tol,
        );
    }
    let x = var(&[2, 3, 4, 5], 730);
    let xt = x.as_tensor().clone();
    check("fused spatial_mean", &[x], &|| kernels::spatial_mean(&xt));
    let (x, s) = (var(&[2, 3, 4, 5], 731), var(&[2, 3], 732));
    let (xt, st) = (x.as_tensor().clone(), s.as_tensor().clone());
    check("fused channel_gate", &[x, s], &|| {
        kernels::channel_gate(&xt, &st)
    });
    let (a, b) = (var(&[2, 3, 4, 5], 733), var(&[2, 3, 4, 5], 734));
    let (at, bt) = (a.as_tensor().clone(), b.as_tensor().clone());
    check("fused add_relu", &[a, b], &|| kernels::add_relu(&at, &bt));
}

/// The group norm's per-channel affine, one op, against the broadcast product and sum it
/// replaces and against finite differences (input, weight and bias); its weight and bias
/// gradients are the same bits run after run.
#[test]
fn channel_affine_matches_the_composed_reference_and_finite_differences() {
    for (dtype, tol) in [(DType::F64, 1e-12), (DType::F32, 2e-6)] {
        let inputs = vars(&[&[3, 4, 5, 6], &[4], &[4]], dtype, 740);
        agree(
            &format!("channel_affine {dtype:?}"),
            &inputs,
            &|t| kernels::channel_affine(&t[0], &t[1], &t[2]).unwrap(),
            &|t| {
                t[0].broadcast_mul(&t[1].reshape((1, 4, 1, 1)).unwrap())
                    .unwrap()
                    .broadcast_add(&t[2].reshape((1, 4, 1, 1)).unwrap())
                    .unwrap()
            },
            tol,
        );
    }
    let (x, w, b) = (var(&[2, 3, 4, 5], 741), var(&[3], 742), var(&[3], 743));
    let (xt, wt, bt) = (
        x.as_tensor().clone(),
        w.as_tensor().clone(),
        b.as_tensor().clone(),
    );
    check("fused channel_affine", &[x, w, b], &|| {
        kernels::channel_affine(&xt, &wt, &bt)
    });
    let x = random(&[8, 16, 9, 9], 744).to_dtype(DType::F32).unwrap();
    let w = Var::from_tensor(&random(&[16], 745).to_dtype(DType::F32).unwrap()).unwrap();
    let grads = || {
        let y = kernels::channel_affine(&x, w.as_tensor(), w.as_tensor()).unwrap();
        let g = y.sqr().unwrap().sum_all().unwrap().backward().unwrap();
        g.get(w.as_tensor()).unwrap().to_vec1::<f32>().unwrap()
    };
    let first = grads();
    for _ in 0..3 {
        assert_eq!(grads(), first, "the same bits on every run");
    }
}

/// On the CPU in f32 the fused affine gives the composed op's bits: the output, and the input's,
/// weight's and bias's gradients (the weight's and bias's summed in the order candle's reduction
/// walks memory), with the thread pool or one thread.
#[test]
fn channel_affine_gives_the_composed_ops_bits_on_the_cpu() {
    let (c, shape) = (16, [4, 16, 9, 11]);
    let x = Var::from_tensor(&random(&shape, 750).to_dtype(DType::F32).unwrap()).unwrap();
    let w = Var::from_tensor(&random(&[c], 751).to_dtype(DType::F32).unwrap()).unwrap();
    let b = Var::from_tensor(&random(&[c], 752).to_dtype(DType::F32).unwrap()).unwrap();
    let r = random(&shape, 753).to_dtype(DType::F32).unwrap();
    let bits = |t: &Tensor| -> Vec<u32> {
        let v = t.flatten_all().unwrap().to_vec1::<f32>().unwrap();
        v.iter().map(|x| x.to_bits()).collect()
    };
    let run = |f: &dyn Fn() -> Tensor| -> Vec<Vec<u32>> {
        let y = f();
        let grads = (&y * &r).unwrap().sum_all().unwrap().backward().unwrap();
        let mut out = vec![bits(&y)];
        for v in [&x, &w, &b] {
            out.push(bits(grads.get(v.as_tensor()).unwrap()));
        }
        out
    };
    let fused = || kernels::channel_affine(x.as_tensor(), w.as_tensor(), b.as_tensor()).unwrap();
    let composed = || {
        x.as_tensor()
            .broadcast_mul(&w.as_tensor().reshape((1, c, 1, 1)).unwrap())
            .unwrap()
            .broadcast_add(&b.as_tensor().reshape((1, c, 1, 1)).unwrap())
            .unwrap()
    };
    let expected = run(&composed);
    assert_eq!(run(&fused), expected, "fused against composed");
    let one_thread = rayon::ThreadPoolBuilder::new()
        .num_threads(1)
        .build()
        .unwrap();
    assert_eq!(
        one_thread.install(|| run(&fused)),
        expected,
        "on one thread"
    );
}
