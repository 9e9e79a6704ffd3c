//! Turning figment's extraction errors into located, helpful [`ConfigError`]s.

use figment::error::{Actual, Kind};

use super::layers::Layer;
use super::schema::section_fields;
use crate::config::suggest::did_you_mean;
use crate::error::{ConfigError, Origin};

/// The layer that wrote `path` with the highest priority, and where.
pub(crate) fn locate<'a>(
    layers: &'a [Layer],
    path: &str,
) -> Option<(&'a Layer, &'a super::layers::KeyLocation)> {
    layers
        .iter()
        .rev()
        .find_map(|l| l.keys.get(path).map(|k| (l, k)))
}

/// Where `segments` (or, failing that, its nearest enclosing key) was written: the key itself
/// when `key` is true, else its value.
pub(crate) fn nearest(layers: &[Layer], segments: &[String], key: bool) -> Option<Origin> {
    (1..=segments.len()).rev().find_map(|n| {
        locate(layers, &segments[..n].join(".")).map(|(_, k)| {
            if key {
                k.key.clone()
            } else {
                k.value.clone()
            }
        })
    })
}

/// A key path as the user writes it: `model.channels[1]`, `sources."paper.base_lr".note`.
pub(crate) fn display_path(segments: &[String]) -> String {
    let mut out = String::new();
    for s in segments {
        if !out.is_empty() && !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit()) {
            out.push_str(&format!("[{s}]"));
            continue;
        }
        if !out.is_empty() {
            out.push('.');
        }
        if s.contains('.') || s.contains(' ') {
            out.push_str(&format!("\"{s}\""));
        } else {
            out.push_str(s);
        }
    }
    out
}

/// Map a figment extraction error to a located error. `fallback` is where the user should look
/// when no layer wrote the key (a missing required key).
pub(crate) fn from_figment(
    error: figment::Error,
    layers: &[Layer],
    fallback: &Origin,
) -> ConfigError {
    let segments = error.path.clone();
    let path = display_path(&segments);
    let at_value =
        |segs: &[String]| nearest(layers, segs, false).unwrap_or_else(|| fallback.clone());
    let at_key = |segs: &[String]| nearest(layers, segs, true).unwrap_or_else(|| fallback.clone());
    match &error.kind {
        Kind::UnknownField(field, expected) => unknown_field(&segments, field, expected, at_key),
        Kind::UnknownVariant(value, expected) => {
            ConfigError::new(format!("`{value}` is not a valid value for `{path}`"))
                .key(path)
                .origin(at_value(&segments))
                .expected(format!("one of {}", list(expected)))
                .maybe_help(did_you_mean(value, expected.iter().copied()))
        }
        Kind::MissingField(field) => {
            let origin = if segments.is_empty() {
                fallback.clone()
            } else {
                at_key(&segments)
            };
            missing_field(&segments, field, origin)
        }
        Kind::InvalidType(actual, expected) => ConfigError::new(format!(
            "`{path}` has the wrong type: found {}",
            describe_actual(actual)
        ))
        .key(path)
        .origin(at_value(&segments))
        .expected(friendly_expected(expected)),
        Kind::InvalidValue(actual, expected) => ConfigError::new(format!(
            "invalid value for `{path}`: {}",
            describe_actual(actual)
        ))
        .key(path)
        .origin(at_value(&segments))
        .expected(friendly_expected(expected)),
        Kind::InvalidLength(len, expected) => {
            ConfigError::new(format!("`{path}` has {len} elements"))
                .key(path)
                .origin(at_value(&segments))
                .expected(friendly_expected(expected))
        }
        Kind::DuplicateField(field) => {
            let mut full = segments.clone();
            full.push(field.to_string());
            ConfigError::new(format!("`{}` is given twice", display_path(&full)))
                .key(display_path(&full))
                .origin(at_key(&full))
        }
        other => {
            let message = match other {
                Kind::Message(m) => m.clone(),
                k => k.to_string(),
            };
            let mut e = ConfigError::new(message).origin(at_value(&segments));
            if !segments.is_empty() {
                e = e.key(path);
            }
            e
        }
    }
}

/// `field` is not a key of the table at `segments`.
fn unknown_field(
    segments: &[String],
    field: &str,
    expected: &[&str],
    at_key: impl Fn(&[String]) -> Origin,
) -> ConfigError {
    // figment's path already ends with the unknown key.
    let mut parent = segments.to_vec();
    if parent.last().map(String::as_str) == Some(field) {
        parent.pop();
    }
    let mut full = parent.clone();
    full.push(field.to_string());
    let section = if parent.is_empty() {
        "the top level".to_string()
    } else {
        format!("[{}]", display_path(&parent))
    };
    let help = did_you_mean(field, expected.iter().copied())
        .or_else(|| belongs_elsewhere(field, &parent.join(".")));
    ConfigError::new(format!("unknown key `{field}` in {section}"))
        .key(display_path(&full))
        .origin(at_key(&full))
        .expected(format!("one of {}", list(expected)))
        .maybe_help(help)
}

/// The table at `segments` lacks the required `field`.
fn missing_field(segments: &[String], field: &str, origin: Origin) -> ConfigError {
    let mut full = segments.to_vec();
    full.push(field.to_string());
    let hint = if segments.is_empty() {
        format!("add a [{field}] table")
    } else {
        format!("add `{field} = ...` under [{}]", display_path(segments))
    };
    ConfigError::new(format!("missing required key `{}`", display_path(&full)))
        .key(display_path(&full))
        .origin(origin)
        .help(hint)
}

fn list(items: &[&str]) -> String {
    items
        .iter()
        .map(|i| format!("`{i}`"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// "`micro_batch` belongs in [train]" when a key is valid in another section.
fn belongs_elsewhere(field: &str, current: &str) -> Option<String> {
    let sections = section_fields();
    sections
        .iter()
        .find(|(name, fields)| *name != current && fields.contains(&field))
        .map(|(name, _)| {
            if current.starts_with("presets.") || current == "train" && *name == "paper" {
                format!("`{field}` belongs in [{name}]; a per-preset table or [train] can only change execution settings")
            } else {
                format!("`{field}` belongs in [{name}]")
            }
        })
}

fn describe_actual(actual: &Actual) -> String {
    match actual {
        Actual::Str(s) => format!("the string \"{s}\""),
        Actual::Signed(i) => format!("the integer {i}"),
        Actual::Unsigned(u) => format!("the integer {u}"),
        Actual::Float(f) => format!("the number {f}"),
        Actual::Bool(b) => format!("the boolean {b}"),
        Actual::Map => "a table".into(),
        Actual::Seq => "an array".into(),
        other => other.to_string(),
    }
}

fn friendly_expected(expected: &str) -> String {
    if let Some(described) = super::schema::describe_schema_type(expected) {
        return described;
    }
    match expected {
        "u8" | "u16" | "u32" | "u64" | "usize" => {
            format!("a non-negative whole number ({expected})")
        }
        "i8" | "i16" | "i32" | "i64" | "isize" => format!("a whole number ({expected})"),
        "f32" | "f64" => "a number".into(),
        "a boolean" => "`true` or `false`".into(),
        other => other.to_string(),
    }
}
