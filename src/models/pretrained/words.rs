//! How the load report and its errors spell shapes, counts and short lists.

/// A shape as PyTorch prints its tuples, without the one-element comma: `(64, 3, 7, 7)`.
pub(super) fn shape(dims: &[usize]) -> String {
    let inner: Vec<String> = dims.iter().map(usize::to_string).collect();
    format!("({})", inner.join(", "))
}

/// The first `n` items joined by `separator`, then ` and N more` for the rest.
pub(super) fn first_few(items: &[String], n: usize, separator: &str) -> String {
    let mut out = items
        .iter()
        .take(n)
        .cloned()
        .collect::<Vec<_>>()
        .join(separator);
    if items.len() > n {
        out.push_str(&format!(" and {} more", items.len() - n));
    }
    out
}

/// `1 tensor`, `3 tensors`.
pub(super) fn count(n: usize, noun: &str) -> String {
    if n == 1 {
        format!("1 {noun}")
    } else {
        format!("{n} {noun}s")
    }
}
