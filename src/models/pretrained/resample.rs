//! timm's bicubic resampling of absolute position embeddings to another patch grid.

/// Resample an absolute position embedding to another patch grid, as timm's
/// `resample_abs_pos_embed` does with `interpolation="bicubic"`: the first `prefix_tokens`
/// rows (the class token) are kept, and the `from` grid (rows, cols, row-major, `dim` values
/// per token) is interpolated to the `to` grid like PyTorch's
/// `F.interpolate(mode="bicubic", align_corners=False, antialias=False)`.
///
/// # Panics
/// When `values` does not hold `(prefix_tokens + from.0 * from.1) * dim` numbers.
pub fn resample_position_embedding(
    values: &[f32],
    dim: usize,
    prefix_tokens: usize,
    from: (usize, usize),
    to: (usize, usize),
) -> Vec<f32> {
    assert_eq!(
        values.len(),
        (prefix_tokens + from.0 * from.1) * dim,
        "position embedding of {prefix_tokens} + {}x{} tokens of width {dim}",
        from.0,
        from.1
    );
    let (prefix, grid) = values.split_at(prefix_tokens * dim);
    let rows = cubic_taps(from.0, to.0);
    let cols = cubic_taps(from.1, to.1);
    let mut out = Vec::with_capacity((prefix_tokens + to.0 * to.1) * dim);
    out.extend_from_slice(prefix);
    let mut acc = vec![0f64; dim];
    for (row_index, row_weight) in &rows {
        for (col_index, col_weight) in &cols {
            acc.iter_mut().for_each(|a| *a = 0.0);
            for (&r, &wr) in row_index.iter().zip(row_weight) {
                for (&c, &wc) in col_index.iter().zip(col_weight) {
                    let w = wr * wc;
                    let token = &grid[(r * from.1 + c) * dim..][..dim];
                    for (a, &v) in acc.iter_mut().zip(token) {
                        *a += w * f64::from(v);
                    }
                }
            }
            out.extend(acc.iter().map(|&a| a as f32));
        }
    }
    out
}

/// PyTorch's cubic convolution coefficient (Keys' kernel with A = -0.75, not the -0.5 of PIL).
const CUBIC_A: f64 = -0.75;

/// The four source indices and weights of every output position along one axis, as PyTorch's
/// `upsample_bicubic2d` computes them: source coordinate `(o + 0.5) * in / out - 0.5`, not
/// clamped, and taps beyond the border replaced by the border value.
fn cubic_taps(input: usize, output: usize) -> Vec<([usize; 4], [f64; 4])> {
    let scale = input as f64 / output as f64;
    let last = input as isize - 1;
    (0..output)
        .map(|o| {
            let source = scale * (o as f64 + 0.5) - 0.5;
            let floor = source.floor();
            let t = source - floor;
            let base = floor as isize;
            let index = [base - 1, base, base + 1, base + 2].map(|i| i.clamp(0, last) as usize);
            let near = |x: f64| ((CUBIC_A + 2.0) * x - (CUBIC_A + 3.0)) * x * x + 1.0;
            let far =
                |x: f64| ((CUBIC_A * x - 5.0 * CUBIC_A) * x + 8.0 * CUBIC_A) * x - 4.0 * CUBIC_A;
            (index, [far(t + 1.0), near(t), near(1.0 - t), far(2.0 - t)])
        })
        .collect()
}
