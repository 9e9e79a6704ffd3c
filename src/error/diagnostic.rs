//! The located diagnostic of bad input: where the value came from (an [`Origin`]: file, line
//! and column, an environment variable, the command line), the key, what was expected and a
//! suggestion, and its rendering with the offending line and a caret under the column.

use std::fmt;

use super::Origin;

/// A problem with the user's input, located as precisely as we can.
#[derive(Debug, Clone, PartialEq)]
pub struct ConfigError {
    /// What is wrong, in one sentence.
    pub message: String,
    /// The dotted key path concerned (`train.micro_batch`), when there is one.
    pub key: Option<String>,
    pub origin: Option<Origin>,
    /// What would have been accepted.
    pub expected: Option<String>,
    /// A suggestion: "did you mean `micro_batch`?".
    pub help: Option<String>,
}

impl ConfigError {
    pub(crate) fn new(message: impl Into<String>) -> Self {
        ConfigError {
            message: message.into(),
            key: None,
            origin: None,
            expected: None,
            help: None,
        }
    }

    pub(crate) fn key(mut self, key: impl Into<String>) -> Self {
        self.key = Some(key.into());
        self
    }

    pub(crate) fn origin(mut self, origin: Origin) -> Self {
        self.origin = Some(origin);
        self
    }

    pub(crate) fn expected(mut self, expected: impl Into<String>) -> Self {
        self.expected = Some(expected.into());
        self
    }

    pub(crate) fn help(mut self, help: impl Into<String>) -> Self {
        self.help = Some(help.into());
        self
    }

    pub(crate) fn maybe_help(mut self, help: Option<String>) -> Self {
        if help.is_some() {
            self.help = help;
        }
        self
    }
}

impl fmt::Display for ConfigError {
    /// Rendered like a compiler diagnostic:
    ///
    /// ```text
    /// error: micro_batch 3 does not divide the effective batch 16 (world size 1)
    ///   --> experiments/dcal_cub.toml:41:15 in [presets.16gb]
    ///    |
    /// 41 | micro_batch = 3
    ///    |               ^
    ///    = key: train.micro_batch
    ///    = expected: one of 1, 2, 4, 8, 16
    ///    = help: ...
    /// ```
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "error: {}", self.message)?;
        let mut gutter = 3;
        match &self.origin {
            Some(Origin::File {
                path,
                position,
                source_line,
                context,
            }) => {
                let ctx = context
                    .as_ref()
                    .map(|c| format!(" in {c}"))
                    .unwrap_or_default();
                match position {
                    Some((line, col)) => {
                        let num = line.to_string();
                        gutter = gutter.max(num.len() + 1);
                        writeln!(f, "  --> {}:{line}:{col}{ctx}", path.display())?;
                        if let Some(src) = source_line {
                            writeln!(f, "{:>gutter$}|", "")?;
                            writeln!(f, "{num:>w$} | {src}", w = gutter - 1)?;
                            let pad: String = src
                                .chars()
                                .take(col.saturating_sub(1))
                                .map(|c| if c == '\t' { '\t' } else { ' ' })
                                .collect();
                            writeln!(f, "{:>gutter$}| {pad}^", "")?;
                        }
                    }
                    None => writeln!(f, "  --> {}{ctx}", path.display())?,
                }
            }
            Some(other) => writeln!(f, "  --> {}", other.pointer())?,
            None => {}
        }
        if let Some(key) = &self.key {
            writeln!(f, "{:>gutter$}= key: {key}", "")?;
        }
        if let Some(expected) = &self.expected {
            writeln!(f, "{:>gutter$}= expected: {expected}", "")?;
        }
        if let Some(help) = &self.help {
            writeln!(f, "{:>gutter$}= help: {help}", "")?;
        }
        Ok(())
    }
}

impl std::error::Error for ConfigError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn renders_snippet_with_caret_under_column() {
        let e = ConfigError::new("bad")
            .key("train.micro_batch")
            .origin(Origin::File {
                path: "x.toml".into(),
                position: Some((3, 15)),
                source_line: Some("micro_batch = 3".into()),
                context: Some("[presets.16gb]".into()),
            })
            .help("did you mean `4`?");
        let text = e.to_string();
        assert!(text.contains("--> x.toml:3:15 in [presets.16gb]"), "{text}");
        let lines: Vec<&str> = text.lines().collect();
        let src = lines
            .iter()
            .position(|l| l.ends_with("micro_batch = 3"))
            .unwrap();
        let caret_line = lines[src + 1];
        let caret_col = caret_line.find('^').unwrap();
        let value_col = lines[src].rfind('3').unwrap();
        assert_eq!(caret_col, value_col, "{text}");
    }
}
