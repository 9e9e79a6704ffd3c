//! The linear layer's cuBLASLt path (`PAPERFIT_LINEAR=cublaslt`: the bias in the forward
//! product's epilogue, the bias gradient from the weight gradient's) against the composed one
//! (candle's cuBLAS and the bias kernels) on the device, at ViT-B/16's linear shapes for a
//! micro-batch of 64 at 224 px (12,608 token rows), in the card's half precisions; and the
//! cuBLASLt path's bits run to run. The rows set the process's linear path around each run and
//! put back the one they found.

use candle_core::{DType, Device, Tensor, Var};
use paperfit_kernels::matmul::{self as mm, LinearPath};

use super::checks::relative_l2;
use super::kernels::Row;
use crate::error::Result;

/// ViT-B/16's token rows at 224 px in a micro-batch of 64 (64 x 197).
const ROWS: usize = 64 * 197;

/// (in, out, what): the qkv projection, the MLP's two layers.
const SHAPES: &[(usize, usize, &str)] = &[
    (768, 2304, "qkv projection"),
    (768, 3072, "MLP fc1"),
    (3072, 768, "MLP fc2"),
];

/// Relative L2 error allowed between the paths' output and weight gradient: the composed path
/// rounds the product to the dtype before adding the bias and rounding again, cuBLASLt rounds
/// once, and the two products may sum in other orders (at most an ulp or two of the dtype).
fn tolerance(dtype: DType) -> f64 {
    match dtype {
        DType::BF16 => 8e-3,
        _ => 2e-3,
    }
}

/// The bias gradient's: f32 sums of the same gradient values in two orders, which cuBLASLt's
/// epilogue writes in the matrices' dtype (cuBLASLt takes no f32 bias beside f16 or bf16
/// matrices) where the composed path keeps them in f32: half a unit in the dtype's last place
/// (2^-9 in bf16, 2^-12 in f16; measured 1.6e-3 and 2.1e-4 on an H200), with a factor two.
fn bias_tolerance(dtype: DType) -> f64 {
    match dtype {
        DType::BF16 => 4e-3,
        DType::F16 => 5e-4,
        _ => 1e-5,
    }
}

/// One row per shape and half precision.
pub(super) fn rows(halves: &[DType]) -> Vec<Row> {
    let mut rows = Vec::new();
    for &dtype in halves {
        for &(input, output, what) in SHAPES {
            rows.push(Row::Custom(
                format!("linear on cuBLASLt, ViT-B/16's {what} ({ROWS} x {input} -> {output}) {dtype:?}: against the composed path, and its bits run to run"),
                Box::new(move |device: &Device| compare(device, dtype, (input, output))),
            ));
        }
    }
    rows
}

/// y, dx, dW and db of `sum(linear(x, w, b) * r)` on `path`, in f32 on the CPU.
fn run(path: LinearPath, inputs: &[Tensor; 4], dtype: DType) -> Result<Vec<Tensor>> {
    let found = mm::linear_path();
    mm::set_linear_path(path);
    let result = (|| -> candle_core::Result<Vec<Tensor>> {
        let x = Var::from_tensor(&inputs[0].to_dtype(dtype)?)?;
        let (w, b) = (Var::from_tensor(&inputs[1])?, Var::from_tensor(&inputs[2])?);
        let y = mm::linear(x.as_tensor(), w.as_tensor(), Some(b.as_tensor()))?;
        let y = y.to_dtype(DType::F32)?;
        let grads = (&y * &inputs[3])?.sum_all()?.backward()?;
        let mut out = vec![y.to_device(&Device::Cpu)?];
        for v in [&x, &w, &b] {
            let g = grads.get(v.as_tensor()).ok_or_else(|| {
                candle_core::Error::Msg("linear: an input received no gradient".into())
            })?;
            out.push(g.to_dtype(DType::F32)?.to_device(&Device::Cpu)?);
        }
        Ok(out)
    })();
    mm::set_linear_path(found);
    Ok(result?)
}

fn same_bits(a: &[Tensor], b: &[Tensor]) -> Result<bool> {
    for (x, y) in a.iter().zip(b) {
        let (x, y): (Vec<f32>, Vec<f32>) =
            (x.flatten_all()?.to_vec1()?, y.flatten_all()?.to_vec1()?);
        if x.iter().zip(&y).any(|(p, q)| p.to_bits() != q.to_bits()) {
            return Ok(false);
        }
    }
    Ok(true)
}

/// The cuBLASLt path against the composed one at (in, out) in `dtype`: the output and the
/// weight gradient within [`tolerance`], the bias gradient within [`bias_tolerance`], the input
/// gradient (the same product on both paths) bit for bit, a second cuBLASLt run bit for bit
/// the first; and an algorithm chosen for both products (a fallback fails the row).
fn compare(
    device: &Device,
    dtype: DType,
    (input, output): (usize, usize),
) -> Result<(bool, String)> {
    let scale = 1.0 / (input as f64).sqrt();
    let inputs = [
        Tensor::randn(0f32, 1.0, (ROWS, input), device)?,
        Tensor::randn(0f32, scale as f32, (output, input), device)?,
        Tensor::randn(0f32, 1.0, output, device)?,
        Tensor::randn(0f32, 1.0, (ROWS, output), device)?,
    ];
    let composed = run(LinearPath::Composed, &inputs, dtype)?;
    let before = mm::chosen_cublaslt_algorithms().len();
    let first = run(LinearPath::Cublaslt, &inputs, dtype)?;
    let chosen: Vec<mm::LtChoice> = mm::chosen_cublaslt_algorithms()[before..].to_vec();
    let second = run(LinearPath::Cublaslt, &inputs, dtype)?;
    let err = |i: usize| relative_l2(&first[i..=i], &composed[i..=i]);
    let (ey, ew, eb) = (err(0)?, err(2)?, err(3)?);
    let dx_same = same_bits(&first[1..2], &composed[1..2])?;
    let repeats = same_bits(&first, &second)?;
    let fell_back: Vec<&str> = chosen
        .iter()
        .filter(|c| !c.algorithm)
        .map(|c| c.line.as_str())
        .collect();
    let tol = tolerance(dtype);
    let bias_tol = bias_tolerance(dtype);
    let pass = ey <= tol
        && ew <= tol
        && eb <= bias_tol
        && dx_same
        && repeats
        && fell_back.is_empty()
        && chosen.len() == 2;
    let lines: Vec<&str> = chosen.iter().map(|c| c.line.as_str()).collect();
    Ok((
        pass,
        format!(
            "relative L2 error against the composed path: output {ey:.2e}, weight gradient {ew:.2e} (tolerance {tol:e}), bias gradient {eb:.2e} (tolerance {bias_tol:e}); input gradient {}; a second run {}; {}",
            if dx_same { "the same bits" } else { "DIFFERS (the same product on both paths)" },
            if repeats { "the same bits" } else { "DIFFERS" },
            match (chosen.len(), fell_back.is_empty()) {
                (2, true) => lines.join("; "),
                (_, false) => format!("no algorithm survived the rule, the composed path ran: {}", fell_back.join("; ")),
                (n, true) => format!("{n} cuBLASLt choices recorded (expected 2: forward and weight gradient): {}", lines.join("; ")),
            }
        ),
    ))
}
