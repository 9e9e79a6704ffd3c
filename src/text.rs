//! Small formatting helpers shared by the reports paperfit prints, and the one way it writes
//! to stderr.

/// Writes `line` and a newline to stderr in one write, and ignores a failure: a closed stderr
/// (`paperfit train 2>&1 | head`, a log reader that went away) must not end a run or turn an
/// error into a panic, as `eprintln!` would; a run's directory keeps what it says. One write,
/// so that the lines of other processes under one launcher (ranks) cannot split it.
pub(crate) fn stderr_line(line: &str) {
    let mut text = String::with_capacity(line.len() + 1);
    text.push_str(line);
    text.push('\n');
    let _ = std::io::Write::write_all(&mut std::io::stderr().lock(), text.as_bytes());
}

/// 93647251 -> "93,647,251".
pub(crate) fn group_thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// A rate as people read it: whole numbers from 100 up, three significant digits below
/// (12.3, 0.347), so a slow run never prints 0.
pub(crate) fn significant(v: f64) -> String {
    if !v.is_finite() || v >= 100.0 || v == 0.0 {
        return format!("{v:.0}");
    }
    let decimals = (2 - v.abs().log10().floor() as i32).clamp(0, 12) as usize;
    format!("{v:.decimals$}")
}

#[cfg(test)]
mod tests {
    #[test]
    fn groups_by_three_from_the_right() {
        assert_eq!(super::group_thousands(0), "0");
        assert_eq!(super::group_thousands(999), "999");
        assert_eq!(super::group_thousands(1000), "1,000");
        assert_eq!(super::group_thousands(93_647_251), "93,647,251");
    }

    #[test]
    fn rates_keep_three_significant_digits() {
        assert_eq!(super::significant(382.4), "382");
        assert_eq!(super::significant(12.34), "12.3");
        assert_eq!(super::significant(0.3472), "0.347");
        assert_eq!(super::significant(0.004), "0.00400");
        assert_eq!(super::significant(0.0), "0");
    }
}
