//! The layout rule of candle's CUDA matmul, enforced on every product on every device: which
//! operands are *packed* (what the entry point hands over without a copy) and the exact
//! transcription of what cuBLAS would refuse, with a count of the products checked.

use std::cell::Cell;

use candle_core::Layout;

/// Why candle's CUDA matmul would refuse a product's operands: the rule broken and the layouts.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct LayoutRefused(String);

thread_local! {
    /// Products checked against the CUDA rule so far on this thread (forward and backward), so
    /// a test can show the check ran for its own products: a count over the process would
    /// also rise with the products of tests running beside it.
    static CHECKED: Cell<u64> = const { Cell::new(0) };
}

/// How many products [`cuda_accepts`] has checked on this thread.
pub fn checked_products() -> u64 {
    CHECKED.with(Cell::get)
}

/// Counts one product checked against the rule.
pub(super) fn count_checked() {
    CHECKED.with(|c| c.set(c.get() + 1));
}

/// Whether a matrix operand of rank 2 to 4 is *packed*: its last two dimensions are row-major
/// (column stride 1, row stride = columns) or column-major (row stride 1, column stride = rows),
/// and its batch dimensions fold into one stride (as cuBLAS's strided batched GEMM needs).
///
/// Every packed pair is accepted by [`cuda_accepts`], and the transpose of the last two
/// dimensions of a packed operand is packed: the backward pass's products of saved operands
/// stay acceptable.
pub fn is_packed(layout: &Layout) -> bool {
    let dims = layout.dims();
    let stride = layout.stride();
    let r = dims.len();
    if !(2..=4).contains(&r) {
        return false;
    }
    let (rows, cols) = (dims[r - 2], dims[r - 1]);
    let (row_stride, col_stride) = (stride[r - 2], stride[r - 1]);
    let row_major = col_stride == 1 && row_stride == cols;
    let col_major = row_stride == 1 && col_stride == rows;
    // Any stride is fine along a dimension of one element, except that it must not break the
    // "packed" reading of the other one; a contiguous copy is cheap there, so be strict.
    if !(row_major || col_major) {
        return false;
    }
    match r {
        4 => stride[0] == stride[1] * dims[1] || dims[0] == 1 || dims[1] == 1,
        _ => true,
    }
}

/// Why candle-core 0.11.1's CUDA matmul would refuse the operands of a product of `lhs`
/// (b, m, k) and `rhs` (b, k, n) layouts, or `Ok(())`. A transcription of `gemm_config`: each
/// operand's last two dimensions must be row-major or column-major (a dimension of one
/// element relaxes its own stride), and the batch dimensions must fold into one stride.
pub fn cuda_accepts(lhs: &Layout, rhs: &Layout) -> Result<(), LayoutRefused> {
    let (ld, rd) = (lhs.dims(), rhs.dims());
    let r = ld.len();
    if r < 2 || rd.len() != r {
        return Err(LayoutRefused(format!(
            "operand ranks {} and {} differ",
            r,
            rd.len()
        )));
    }
    let (m, k, n) = (ld[r - 2], ld[r - 1], rd[r - 1]);
    let (ls, rs) = (lhs.stride(), rhs.stride());
    let (rhs_m1, rhs_m2) = (rs[r - 1], rs[r - 2]);
    let (lhs_m1, lhs_m2) = (ls[r - 1], ls[r - 2]);
    let refused = |what: &str| {
        Err(LayoutRefused(format!(
            "{what} (lhs {:?} stride {:?}, rhs {:?} stride {:?}, m {m} n {n} k {k})",
            ld, ls, rd, rs
        )))
    };
    // The rhs (k, n) as cuBLAS's "a" operand.
    let rhs_ok = ((rhs_m1 == 1 || n == 1) && (rhs_m2 == n || k == 1))
        || ((rhs_m1 == k || n == 1) && (rhs_m2 == 1 || k == 1));
    if !rhs_ok {
        return refused("the right operand's matrices are neither row- nor column-major");
    }
    // The lhs (m, k) as cuBLAS's "b" operand.
    let lhs_ok = ((lhs_m1 == 1 || k == 1) && (lhs_m2 == k || m == 1))
        || ((lhs_m1 == m || k == 1) && (lhs_m2 == 1 || m == 1));
    if !lhs_ok {
        return refused("the left operand's matrices are neither row- nor column-major");
    }
    let batch_ok = |dims: &[usize], stride: &[usize]| match r {
        2 | 3 => true,
        4 => stride[0] == stride[1] * dims[1] || dims[0] == 1 || dims[1] == 1,
        _ => false,
    };
    if !batch_ok(ld, ls) {
        return refused("the left operand's batch dimensions do not fold into one stride");
    }
    if !batch_ok(rd, rs) {
        return refused("the right operand's batch dimensions do not fold into one stride");
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use candle_core::Shape;

    fn layout(dims: &[usize], stride: &[usize]) -> Layout {
        Layout::new(Shape::from(dims.to_vec()), stride.to_vec(), 0)
    }

    #[test]
    fn the_class_token_slice_is_refused_as_on_cuda() {
        // The operand of the H100 failure: (64, 192) with rows 9,600 apart, into a Linear.
        let x = layout(&[64, 192], &[9600, 1]);
        let w_t = layout(&[192, 10], &[1, 192]);
        assert!(cuda_accepts(&x, &w_t).is_err());
        assert!(!is_packed(&x));
        assert!(cuda_accepts(&layout(&[64, 192], &[192, 1]), &w_t).is_ok());
    }

    #[test]
    fn packed_layouts_and_their_transposes_are_accepted() {
        let cases: &[(&[usize], &[usize])] = &[
            (&[5, 7], &[7, 1]),
            (&[5, 7], &[1, 5]),
            (&[3, 5, 7], &[35, 7, 1]),
            (&[3, 5, 7], &[35, 1, 5]),
            (&[2, 3, 5, 7], &[105, 35, 7, 1]),
            (&[2, 3, 5, 7], &[105, 35, 1, 5]),
            (&[1, 3, 5, 7], &[999, 35, 7, 1]),
        ];
        for (dims, stride) in cases {
            let a = layout(dims, stride);
            assert!(is_packed(&a), "{dims:?} {stride:?}");
            let t = a.transpose(dims.len() - 2, dims.len() - 1).unwrap();
            assert!(is_packed(&t), "transpose of {dims:?} {stride:?}");
            // a (.., 5, 7) times a packed (.., 7, 4) and a^T (.., 7, 5) times (.., 5, 4).
            let mut rd = dims.to_vec();
            let r = rd.len();
            rd[r - 2] = 7;
            rd[r - 1] = 4;
            let rhs = Layout::contiguous(Shape::from(rd.clone()));
            assert!(cuda_accepts(&a, &rhs).is_ok(), "{dims:?} {stride:?}");
            rd[r - 2] = 5;
            let rhs = Layout::contiguous(Shape::from(rd));
            assert!(cuda_accepts(&t, &rhs).is_ok(), "transpose of {dims:?}");
        }
    }

    #[test]
    fn unfoldable_batches_are_refused() {
        // (b, h, t, d) from a (b, t, h, d) tensor by a transpose of dims 1 and 2: a matrix per
        // (b, h) is packed but the batch does not fold into one stride.
        let q = layout(&[2, 3, 5, 4], &[60, 4, 12, 1]);
        let k_t = Layout::contiguous(Shape::from(vec![2, 3, 4, 5]));
        assert!(cuda_accepts(&q, &k_t).is_err());
        assert!(!is_packed(&q));
        // Rank 5 is refused by candle whatever the strides.
        let a = Layout::contiguous(Shape::from(vec![2, 2, 2, 3, 4]));
        let b = Layout::contiguous(Shape::from(vec![2, 2, 2, 4, 3]));
        assert!(cuda_accepts(&a, &b).is_err());
    }
}
