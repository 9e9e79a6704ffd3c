//! Turning figment's extraction errors into located, helpful [`ConfigError`]s.

use figment::error::{Actual, Kind};

use super::layers::Layer;
use super::schema::{field_names, DataSpec, ModelSpec, PaperSpec, TrainSpec};
use crate::error::{did_you_mean, ConfigError, Origin};

/// The layer that wrote `path` with the highest priority, and where.
pub fn locate<'a>(layers: &'a [Layer], path: &str) -> Option<(&'a Layer, &'a super::layers::KeyOrigin)> {
    layers
        .iter()
        .rev()
        .find_map(|l| l.keys.get(path).map(|k| (l, k)))
}

/// Map a figment extraction error to a located error. `fallback` is where the user should look
/// when no layer wrote the key (a missing required key).
pub fn from_figment(error: figment::Error, layers: &[Layer], fallback: &Origin) -> ConfigError {
    let path = error.path.join(".");
    match &error.kind {
        Kind::UnknownField(field, expected) => {
            // figment's path already ends with the unknown key.
            let mut parent_path = error.path.clone();
            if parent_path.last() == Some(field) {
                parent_path.pop();
            }
            let path = parent_path.join(".");
            let full = join(&path, field);
            let section = if path.is_empty() {
                "the top level".to_string()
            } else {
                format!("[{path}]")
            };
            let origin = locate(layers, &full).map(|(_, k)| k.key.clone());
            let help = did_you_mean(field, expected.iter().copied())
                .or_else(|| belongs_elsewhere(field, &path));
            ConfigError::new(format!("unknown key `{field}` in {section}"))
                .key(full)
                .maybe_origin(origin.or_else(|| Some(fallback.clone())))
                .expected(format!("one of {}", list(expected)))
                .maybe_help(help)
        }
        Kind::UnknownVariant(value, expected) => {
            let origin = locate(layers, &path).map(|(_, k)| k.value.clone());
            ConfigError::new(format!("`{value}` is not a valid value for `{path}`"))
                .key(path)
                .maybe_origin(origin.or_else(|| Some(fallback.clone())))
                .expected(format!("one of {}", list(expected)))
                .maybe_help(did_you_mean(value, expected.iter().copied()))
        }
        Kind::MissingField(field) => {
            let full = join(&path, field);
            let parent_origin = if path.is_empty() {
                None
            } else {
                locate(layers, &path).map(|(_, k)| k.key.clone())
            };
            let hint = if path.is_empty() {
                format!("add a [{field}] table")
            } else {
                format!("add `{field} = ...` under [{path}]")
            };
            ConfigError::new(format!("missing required key `{full}`"))
                .key(full)
                .origin(parent_origin.unwrap_or_else(|| fallback.clone()))
                .help(hint)
        }
        Kind::InvalidType(actual, expected) => {
            let origin = locate(layers, &path).map(|(_, k)| k.value.clone());
            ConfigError::new(format!(
                "`{path}` has the wrong type: found {}",
                describe_actual(actual)
            ))
            .key(path)
            .maybe_origin(origin.or_else(|| Some(fallback.clone())))
            .expected(friendly_expected(expected))
        }
        Kind::InvalidValue(actual, expected) => {
            let origin = locate(layers, &path).map(|(_, k)| k.value.clone());
            ConfigError::new(format!(
                "invalid value for `{path}`: {}",
                describe_actual(actual)
            ))
            .key(path)
            .maybe_origin(origin.or_else(|| Some(fallback.clone())))
            .expected(friendly_expected(expected))
        }
        Kind::InvalidLength(len, expected) => {
            let origin = locate(layers, &path).map(|(_, k)| k.value.clone());
            ConfigError::new(format!("`{path}` has {len} elements"))
                .key(path)
                .maybe_origin(origin.or_else(|| Some(fallback.clone())))
                .expected(friendly_expected(expected))
        }
        Kind::DuplicateField(field) => {
            let full = join(&path, field);
            let origin = locate(layers, &full).map(|(_, k)| k.key.clone());
            ConfigError::new(format!("`{full}` is given twice"))
                .key(full)
                .maybe_origin(origin.or_else(|| Some(fallback.clone())))
        }
        Kind::Message(message) => {
            let origin = locate(layers, &path).map(|(_, k)| k.value.clone());
            let mut e = ConfigError::new(message.clone()).maybe_origin(origin.or_else(|| Some(fallback.clone())));
            if !path.is_empty() {
                e = e.key(path);
            }
            e
        }
        other => {
            let origin = locate(layers, &path).map(|(_, k)| k.value.clone());
            let mut e = ConfigError::new(other.to_string()).maybe_origin(origin.or_else(|| Some(fallback.clone())));
            if !path.is_empty() {
                e = e.key(path);
            }
            e
        }
    }
}

fn join(path: &str, field: &str) -> String {
    if path.is_empty() {
        field.to_string()
    } else {
        format!("{path}.{field}")
    }
}

fn list(items: &[&str]) -> String {
    items.iter().map(|i| format!("`{i}`")).collect::<Vec<_>>().join(", ")
}

/// "`micro_batch` belongs in [train]" when a key is valid in another section.
fn belongs_elsewhere(field: &str, current: &str) -> Option<String> {
    let sections: [(&str, &[&str]); 4] = [
        ("paper", field_names::<PaperSpec>()),
        ("model", field_names::<ModelSpec>()),
        ("data", field_names::<DataSpec>()),
        ("train", field_names::<TrainSpec>()),
    ];
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
    match expected {
        "u8" | "u16" | "u32" | "u64" | "usize" => format!("a non-negative whole number ({expected})"),
        "i8" | "i16" | "i32" | "i64" | "isize" => format!("a whole number ({expected})"),
        "f32" | "f64" => "a number".into(),
        "a boolean" => "`true` or `false`".into(),
        other => other.to_string(),
    }
}
