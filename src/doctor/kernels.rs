//! Each fused op's CUDA kernels against its CPU twin, forward and backward, at the shapes the
//! shipped models train with (ViT-B/16 blocks at 224 px, DCAL's cross-attention, a
//! 1000-class loss, ResNet-50 / SE-ResNeXt50 layers at 224 px with a batch of 8), in f32 and in
//! the half precisions the presets train in. The convolutions are cuDNN's (with the `cudnn`
//! feature; candle's own without). The CPU twins are
//! checked against the composed references and finite differences by `cargo test`; this is
//! what only a GPU can show.

use candle_core::{DType, Device, Tensor, Var};

use super::checks::{relative_l2, worst_error};
use super::Check;
use crate::error::Result;
use paperfit_kernels::matmul::linear;
use paperfit_kernels::{self as kernels, ActivationKind, Statistics};

/// Relative L2 error allowed between the device and the CPU twin: f32 (the same math,
/// reductions and products in another order), and half precision against the CPU's f32 of the
/// same rounded inputs (one rounding of every stored intermediate).
fn tolerance(dtype: DType) -> f64 {
    match dtype {
        DType::BF16 => 3e-2,
        DType::F16 => 5e-3,
        _ => 1e-4,
    }
}

/// One fused op: its inputs' shapes, which of them are f32 master weights (the rest are in
/// the compute dtype), and how to apply it.
pub(super) struct Case {
    pub(super) name: &'static str,
    pub(super) shapes: &'static [&'static [usize]],
    pub(super) masters: &'static [usize],
    pub(super) apply: fn(&[Tensor]) -> candle_core::Result<Tensor>,
}

const CASES: &[Case] = &[
    Case {
        name: "layer norm (8 x 197 x 768)",
        shapes: &[&[8, 197, 768], &[768], &[768]],
        masters: &[1, 2],
        apply: layer_norm,
    },
    Case {
        name: "residual sum and layer norm (8 x 197 x 768)",
        shapes: &[&[8, 197, 768], &[8, 197, 768], &[768], &[768]],
        masters: &[2, 3],
        apply: residual_layer_norm,
    },
    Case {
        name: "residual sum and layer norm, width 100 (rows not in 16-byte pieces)",
        shapes: &[&[8, 50, 100], &[8, 50, 100], &[100], &[100]],
        masters: &[2, 3],
        apply: residual_layer_norm,
    },
    Case {
        name: "residual stream sum (8 x 197 x 768)",
        shapes: &[&[8, 197, 768], &[8, 197, 768]],
        masters: &[],
        apply: |t| kernels::sum(&t[0], &t[1]),
    },
    Case {
        name: "sum of 1,001 elements (not in 16-byte pieces)",
        shapes: &[&[7, 11, 13], &[7, 11, 13]],
        masters: &[],
        apply: |t| kernels::sum(&t[0], &t[1]),
    },
    Case {
        name: "linear (1576 x 768 -> 3072)",
        shapes: &[&[8, 197, 768], &[3072, 768], &[3072]],
        masters: &[1, 2],
        apply: |t| linear(&t[0], &t[1], Some(&t[2])),
    },
    Case {
        name: "GELU (8 x 197 x 3072)",
        shapes: &[&[8, 197, 3072]],
        masters: &[],
        apply: gelu,
    },
    Case {
        name: "QuickGELU (8 x 77 x 2048)",
        shapes: &[&[8, 77, 2048]],
        masters: &[],
        apply: |t| kernels::fused_activation(&t[0], ActivationKind::QuickGelu),
    },
    Case {
        name: "self-attention (8 x 197, 12 heads of 64)",
        shapes: &[&[8, 197, 3 * 768]],
        masters: &[],
        apply: |t| kernels::attention::self_attention(&t[0], 12, false),
    },
    Case {
        name: "causal self-attention (8 x 77, 8 heads of 64)",
        shapes: &[&[8, 77, 3 * 512]],
        masters: &[],
        apply: |t| kernels::attention::self_attention(&t[0], 8, true),
    },
    Case {
        name: "cross-attention (4 x 50 to 4 x 394, 12 heads)",
        shapes: &[&[4, 50, 768], &[4, 394, 768], &[4, 394, 768]],
        masters: &[],
        apply: |t| kernels::attention::cross_attention(&t[0], &t[1], &t[2], 12),
    },
    Case {
        name: "cross-entropy, smoothing 0.1 (64 x 1000)",
        shapes: &[&[64, 1000]],
        masters: &[],
        apply: cross_entropy,
    },
];

/// The sum's rows beyond its twin's: on the device, bit for bit candle's own add (the
/// backward adds the gradients meeting at a node with it, in the add's place).
pub(super) fn sum_rows(halves: &[DType]) -> Vec<Row> {
    std::iter::once(DType::F32)
        .chain(halves.iter().copied())
        .map(|dtype| {
            Row::Custom(
                format!("sum {dtype:?} (8 x 197 x 768 and 1,001 elements): bit for bit candle's add on the device"),
                Box::new(move |device: &Device| sum_bits(device, dtype)),
            )
        })
        .collect()
}

/// How many elements of [`kernels::sum_detached`] differ from candle's add in `dtype`.
fn sum_bits(device: &Device, dtype: DType) -> Result<(bool, String)> {
    let (mut differ, mut total) = (0, 0);
    for n in [8 * 197 * 768, 1001] {
        let a = Tensor::randn(0f32, 1.0, n, device)?.to_dtype(dtype)?;
        // Operands of different sizes: the sums round.
        let b = (Tensor::randn(0f32, 1.0, n, device)? * 1e-3)?.to_dtype(dtype)?;
        let widened = |t: Tensor| t.to_dtype(DType::F32)?.to_vec1::<f32>();
        let ours = widened(kernels::sum_detached(&a, &b)?)?;
        let candle = widened(a.add(&b)?)?;
        differ += ours
            .iter()
            .zip(&candle)
            .filter(|(x, y)| x.to_bits() != y.to_bits())
            .count();
        total += n;
    }
    Ok((differ == 0, format!("{differ} of {total} elements differ")))
}

/// Layer norm of the first input with the f32 weight and bias that follow, eps 1e-6.
pub(super) fn layer_norm(t: &[Tensor]) -> candle_core::Result<Tensor> {
    kernels::fused_layer_norm(&t[0], &t[1], &t[2], 1e-6)
}

/// The residual sum of the first two inputs and its layer norm with the f32 weight and bias
/// that follow, eps 1e-6: the sum and the norm side by side, so both gradients reach the op.
fn residual_layer_norm(t: &[Tensor]) -> candle_core::Result<Tensor> {
    let (h, y) = kernels::fused_residual_layer_norm(&t[0], &t[1], &t[2], &t[3], 1e-6)?;
    Tensor::cat(&[h, y], candle_core::D::Minus1)
}

pub(super) fn gelu(t: &[Tensor]) -> candle_core::Result<Tensor> {
    kernels::fused_activation(&t[0], ActivationKind::Gelu)
}

/// Batch norm on batch statistics, then ReLU.
pub(super) fn batch_norm_relu(t: &[Tensor]) -> candle_core::Result<Tensor> {
    Ok(kernels::fused_batch_norm(&t[0], &t[1], &t[2], Statistics::Batch, 1e-5, true)?.0)
}

/// Cross-entropy with label smoothing 0.1 of (n, 1000) logits against fixed targets.
pub(super) fn cross_entropy(t: &[Tensor]) -> candle_core::Result<Tensor> {
    let n = t[0].dim(0)?;
    let targets: Vec<u32> = (0..n as u32).map(|i| (i * 37) % 1000).collect();
    let targets = Tensor::from_vec(targets, n, t[0].device())?;
    kernels::cross_entropy::cross_entropy(&t[0], &targets, 0.1)
}

/// The convolutional nets' ops.
const CNN_CASES: &[Case] = &[
    Case {
        name: "convolution 7x7/2, stem (8 x 3 x 224 x 224 -> 64)",
        shapes: &[&[8, 3, 224, 224], &[64, 3, 7, 7]],
        masters: &[1],
        apply: |t| kernels::conv2d(&t[0], &t[1], None, 2, 3, 1),
    },
    Case {
        name: "convolution 3x3 (8 x 64 x 56 x 56 -> 64)",
        shapes: &[&[8, 64, 56, 56], &[64, 64, 3, 3]],
        masters: &[1],
        apply: |t| kernels::conv2d(&t[0], &t[1], None, 1, 1, 1),
    },
    Case {
        name: "grouped convolution 3x3/2, 32 groups, with bias (8 x 256 x 28 x 28)",
        shapes: &[&[8, 256, 28, 28], &[256, 8, 3, 3], &[256]],
        masters: &[1, 2],
        apply: |t| kernels::conv2d(&t[0], &t[1], Some(&t[2]), 2, 1, 32),
    },
    Case {
        name: "convolution 1x1/2, downsample (8 x 256 x 56 x 56 -> 512)",
        shapes: &[&[8, 256, 56, 56], &[512, 256, 1, 1]],
        masters: &[1],
        apply: |t| kernels::conv2d(&t[0], &t[1], None, 2, 0, 1),
    },
    Case {
        name: "batch norm + ReLU, batch statistics (8 x 64 x 112 x 112)",
        shapes: &[&[8, 64, 112, 112], &[64], &[64]],
        masters: &[1, 2],
        apply: batch_norm_relu,
    },
    Case {
        name: "batch norm, running statistics (8 x 256 x 56 x 56)",
        shapes: &[&[8, 256, 56, 56], &[256], &[256]],
        masters: &[1, 2],
        apply: |t| {
            // Running statistics derived from the inputs, as constants.
            let mean = (t[1].detach() * 0.1)?;
            let var = (t[2].detach().sqr()? + 0.5)?;
            let running = Statistics::Running {
                mean: &mean,
                var: &var,
            };
            Ok(kernels::fused_batch_norm(&t[0], &t[1], &t[2], running, 1e-5, false)?.0)
        },
    },
    Case {
        name: "max pooling 3x3/2, padding 1 (8 x 64 x 112 x 112)",
        shapes: &[&[8, 64, 112, 112]],
        masters: &[],
        apply: |t| kernels::max_pool2d(&t[0], 3, 2, 1),
    },
    Case {
        name: "spatial mean (8 x 2048 x 7 x 7)",
        shapes: &[&[8, 2048, 7, 7]],
        masters: &[],
        apply: |t| kernels::spatial_mean(&t[0]),
    },
    Case {
        name: "squeeze-and-excitation gate (8 x 256 x 56 x 56)",
        shapes: &[&[8, 256, 56, 56], &[8, 256]],
        masters: &[],
        apply: |t| kernels::channel_gate(&t[0], &t[1]),
    },
    Case {
        name: "group norm scale and shift (8 x 64 x 56 x 56)",
        shapes: &[&[8, 64, 56, 56], &[64], &[64]],
        masters: &[],
        apply: |t| kernels::channel_affine(&t[0], &t[1], &t[2]),
    },
    Case {
        name: "batch norm + residual + ReLU, batch statistics (8 x 256 x 56 x 56)",
        shapes: &[&[8, 256, 56, 56], &[256], &[256], &[8, 256, 56, 56]],
        masters: &[1, 2],
        apply: |t| {
            let (y, _) =
                kernels::batch_norm_add_relu(&t[0], &t[1], &t[2], Statistics::Batch, 1e-5, &t[3])?;
            Ok(y)
        },
    },
    Case {
        name: "squeeze-and-excitation gate + residual + ReLU (8 x 256 x 56 x 56)",
        shapes: &[&[8, 256, 56, 56], &[8, 256], &[8, 256, 56, 56]],
        masters: &[],
        apply: |t| kernels::gate_add_relu(&t[0], &t[1], &t[2]),
    },
    Case {
        name: "residual sum + ReLU (8 x 256 x 56 x 56)",
        shapes: &[&[8, 256, 56, 56], &[8, 256, 56, 56]],
        masters: &[],
        apply: |t| kernels::add_relu(&t[0], &t[1]),
    },
];

/// Every case in f32 and in `halves`, on `device` against the CPU, then the `extra` rows (the
/// large shapes). A row after which the device fails (a sticky CUDA error, such as
/// an illegal address, poisons the context for every later call) says so and ends the list;
/// the returned flag tells the caller to stop its device checks too.
pub(super) fn checks(device: &Device, halves: &[DType], extra: Vec<Row>) -> (Vec<Check>, bool) {
    checks_where(device, halves, extra, &|_| true)
}

/// [`checks`] of the rows whose names `pick` accepts.
pub(super) fn checks_where(
    device: &Device,
    halves: &[DType],
    extra: Vec<Row>,
    pick: &dyn Fn(&str) -> bool,
) -> (Vec<Check>, bool) {
    let mut out = Vec::new();
    let rows = CASES.iter().chain(CNN_CASES).flat_map(|case| {
        std::iter::once(DType::F32)
            .chain(halves.iter().copied())
            .map(move |dtype| Row::Case(case, dtype, 1.0))
    });
    let rows = rows.chain(extra).filter(|row| pick(&row.name()));
    for row in rows {
        let before = paperfit_kernels::conv::chosen_algorithms().len();
        let mut check = row.run(device);
        let chosen = paperfit_kernels::conv::chosen_algorithms();
        if chosen.len() > before {
            check.detail += &format!("; cuDNN: {}", chosen[before..].join(", "));
        }
        if let Err(e) = device.synchronize() {
            check.status = super::Status::Fail;
            check.detail += &format!("; the device failed after this row: {e}");
            out.push(check);
            out.push(super::checks::skipped(
                "kernels",
                "the remaining device checks",
                &format!("not run: the row before left CUDA unusable in this process (a sticky error such as an illegal address: {e}); fix it and run `paperfit doctor` again"),
            ));
            return (out, true);
        }
        out.push(check);
    }
    (out, false)
}

/// A kernel row: a case in a dtype with its inputs' standard deviation, or a check of its own.
pub(super) enum Row {
    Case(&'static Case, DType, f64),
    Custom(String, Box<dyn FnOnce(&Device) -> Result<(bool, String)>>),
}

impl Row {
    /// The row's name in the report.
    fn name(&self) -> String {
        match self {
            Row::Case(case, dtype, _) => {
                format!("{} {dtype:?}: CUDA against the CPU twin", case.name)
            }
            Row::Custom(name, _) => name.clone(),
        }
    }

    fn run(self, device: &Device) -> Check {
        let name = self.name();
        match self {
            Row::Case(case, dtype, scale) => {
                Check::measure("kernels", &name, || compare(case, device, dtype, scale))
            }
            Row::Custom(_, measure) => Check::measure("kernels", &name, || measure(device)),
        }
    }
}

/// The op's output and its inputs' gradients (of `sum(out * r)`, `r` fixed random weights)
/// on `device` in `dtype`, against the CPU in f32 from the same rounded inputs (normal, with standard
/// deviation `scale`; the f32 masters with 1).
fn compare(case: &Case, device: &Device, dtype: DType, scale: f64) -> Result<(bool, String)> {
    let inputs: Vec<Tensor> = case
        .shapes
        .iter()
        .enumerate()
        .map(|(i, shape)| {
            match case.masters.contains(&i) {
                true => Tensor::randn(0f32, 1.0, *shape, &Device::Cpu),
                // Rounded to the compute dtype, so both sides start from the same values.
                false => Tensor::randn(0f32, scale as f32, *shape, &Device::Cpu)?
                    .to_dtype(dtype)?
                    .to_dtype(DType::F32),
            }
        })
        .collect::<candle_core::Result<_>>()?;
    let cpu = run(case, &inputs, &Device::Cpu, DType::F32, None)?;
    let weights = Tensor::randn(0f32, 1.0, cpu[0].shape(), &Device::Cpu)?;
    let dev = run(case, &inputs, device, dtype, Some(&weights))?;
    let cpu = run(case, &inputs, &Device::Cpu, DType::F32, Some(&weights))?;
    let errors = dev
        .iter()
        .zip(&cpu)
        .map(|(d, c)| relative_l2(std::slice::from_ref(d), std::slice::from_ref(c)))
        .collect::<Result<Vec<f64>>>()?;
    let worst = worst_error(errors);
    let tol = tolerance(dtype);
    Ok((
        worst <= tol,
        format!("largest relative L2 error of the output and the gradients {worst:.2e} (tolerance {tol:e})"),
    ))
}

/// The output and every input's gradient of `sum(out * weights)` (the output alone without
/// weights), all f32 on the CPU.
fn run(
    case: &Case,
    inputs: &[Tensor],
    device: &Device,
    dtype: DType,
    weights: Option<&Tensor>,
) -> Result<Vec<Tensor>> {
    let vars: Vec<Var> = inputs
        .iter()
        .enumerate()
        .map(|(i, t)| {
            let t = t.to_device(device)?;
            let t = if case.masters.contains(&i) {
                t
            } else {
                t.to_dtype(dtype)?
            };
            Var::from_tensor(&t)
        })
        .collect::<candle_core::Result<_>>()?;
    let tensors: Vec<Tensor> = vars.iter().map(|v| v.as_tensor().clone()).collect();
    let out = (case.apply)(&tensors)?.to_dtype(DType::F32)?;
    let mut results = vec![out.to_device(&Device::Cpu)?];
    let Some(weights) = weights else {
        return Ok(results);
    };
    let grads = (out * weights.to_device(device)?)?.sum_all()?.backward()?;
    for v in &vars {
        let g = grads.get(v.as_tensor()).ok_or_else(|| {
            candle_core::Error::Msg(format!("{}: an input received no gradient", case.name))
        })?;
        results.push(g.to_dtype(DType::F32)?.to_device(&Device::Cpu)?);
    }
    Ok(results)
}
