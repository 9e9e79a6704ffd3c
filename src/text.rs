//! Small formatting helpers shared by the reports paperfit prints.

/// 93647251 -> "93,647,251".
pub fn group_thousands(n: u64) -> String {
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

#[cfg(test)]
mod tests {
    #[test]
    fn groups_by_three_from_the_right() {
        assert_eq!(super::group_thousands(0), "0");
        assert_eq!(super::group_thousands(999), "999");
        assert_eq!(super::group_thousands(1000), "1,000");
        assert_eq!(super::group_thousands(93_647_251), "93,647,251");
    }
}
