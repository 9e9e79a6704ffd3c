//! Configuration layers: one per source of values (built-in defaults, a preset file, the
//! experiment file, the experiment's per-preset table, each environment variable, each
//! `--set`). Each layer is a figment provider; figment merges them in priority order and tags
//! every merged value with the layer it came from. Each layer also keeps, for every key it
//! sets, the exact place it was set (file, line, column, source line), so errors and
//! `--explain` can point at it.

use std::collections::BTreeMap;
use std::ops::Range;
use std::path::{Path, PathBuf};

use figment::value::{Dict, Map, Value};
use figment::{Metadata, Profile, Provider};

use crate::error::{ConfigError, Origin};

/// Where one key of a layer was written: the key itself and its value.
#[derive(Debug, Clone, PartialEq)]
pub struct KeyLocation {
    pub key: Origin,
    pub value: Origin,
}

#[derive(Debug, Clone)]
pub struct Layer {
    /// Where the layer's values come from; for errors that have no key (a missing field) too.
    pub source: Origin,
    /// The figment metadata name that tags the values this layer sets: the source's text, made
    /// unique among a load's layers (two identical `--set` are two layers).
    pub tag: String,
    pub dict: Dict,
    /// Dotted key path (in merged-config coordinates) -> where it was written.
    pub keys: BTreeMap<String, KeyLocation>,
}

impl Layer {
    pub(crate) fn new(source: Origin, dict: Dict, keys: BTreeMap<String, KeyLocation>) -> Self {
        Layer {
            tag: source.to_string(),
            source,
            dict,
            keys,
        }
    }
}

impl Provider for Layer {
    fn metadata(&self) -> Metadata {
        Metadata::named(self.tag.clone())
    }

    fn data(&self) -> Result<Map<Profile, Dict>, figment::Error> {
        Ok(Profile::Default.collect(self.dict.clone()))
    }
}

/// A parsed TOML document: its values and the position of every key.
#[derive(Debug, Clone)]
pub(crate) struct TomlDocument {
    pub path: PathBuf,
    pub text: String,
    pub table: toml::Table,
    /// Dotted key path -> (span of the key, span of the value), byte offsets into `text`.
    pub spans: BTreeMap<String, (Range<usize>, Range<usize>)>,
}

impl TomlDocument {
    /// Parse `text` (read from `path`); syntax errors are located.
    pub(crate) fn parse(path: &Path, text: String) -> Result<Self, ConfigError> {
        let table: toml::Table =
            toml::from_str(&text).map_err(|e| syntax_error(path, &text, &e))?;
        let mut spans = BTreeMap::new();
        // The same text just parsed, so this cannot fail; spans are best effort regardless.
        if let Ok(doc) = toml::de::DeTable::parse(&text) {
            collect_spans(doc.get_ref(), "", &mut spans);
        }
        Ok(TomlDocument {
            path: path.to_path_buf(),
            text,
            table,
            spans,
        })
    }

    pub(crate) fn read(path: &Path) -> Result<Self, ConfigError> {
        let text = std::fs::read_to_string(path).map_err(|e| {
            ConfigError::new(format!("cannot read {}: {}", path.display(), io_reason(&e)))
                .origin(Origin::file(path))
        })?;
        Self::parse(path, text)
    }

    /// The origin of byte offset `at`, with its line and column.
    pub(crate) fn origin_at(&self, at: usize, context: Option<&str>) -> Origin {
        let (line, col, source_line) = line_col(&self.text, at);
        Origin::File {
            path: self.path.clone(),
            position: Some((line, col)),
            source_line: Some(source_line),
            context: context.map(str::to_string),
        }
    }

    /// Key origins for every key under `prefix` in this document, re-rooted at `new_prefix`
    /// (used to map `presets.16gb.micro_batch` to `train.micro_batch`).
    pub(crate) fn key_origins(
        &self,
        prefix: &str,
        new_prefix: &str,
        context: Option<&str>,
    ) -> BTreeMap<String, KeyLocation> {
        let mut out = BTreeMap::new();
        for (path, (key_span, value_span)) in &self.spans {
            let rest = if prefix.is_empty() {
                Some(path.as_str())
            } else {
                path.strip_prefix(prefix).and_then(|r| r.strip_prefix('.'))
            };
            if let Some(rest) = rest {
                let mapped = join_path(new_prefix, rest);
                out.insert(
                    mapped,
                    KeyLocation {
                        key: self.origin_at(key_span.start, context),
                        value: self.origin_at(value_span.start, context),
                    },
                );
            }
        }
        out
    }
}

pub(crate) fn join_path(prefix: &str, rest: &str) -> String {
    match (prefix.is_empty(), rest.is_empty()) {
        (true, _) => rest.to_string(),
        (_, true) => prefix.to_string(),
        _ => format!("{prefix}.{rest}"),
    }
}

fn collect_spans(
    table: &toml::de::DeTable<'_>,
    prefix: &str,
    out: &mut BTreeMap<String, (Range<usize>, Range<usize>)>,
) {
    for (key, value) in table {
        let path = join_path(prefix, key.get_ref());
        out.insert(path.clone(), (key.span(), value.span()));
        match value.get_ref() {
            toml::de::DeValue::Table(inner) => collect_spans(inner, &path, out),
            toml::de::DeValue::Array(items) => {
                // Elements are addressed by index, as serde reports them (`model.channels.1`).
                for (i, item) in items.iter().enumerate() {
                    let item_path = format!("{path}.{i}");
                    out.insert(item_path.clone(), (item.span(), item.span()));
                    if let toml::de::DeValue::Table(inner) = item.get_ref() {
                        collect_spans(inner, &item_path, out);
                    }
                }
            }
            _ => {}
        }
    }
}

/// 1-based line and column (in characters) of byte offset `at`, and that line's text.
pub(crate) fn line_col(text: &str, at: usize) -> (usize, usize, String) {
    let at = at.min(text.len());
    let before = &text[..floor_char_boundary(text, at)];
    let line = before.matches('\n').count() + 1;
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    let col = before[line_start..].chars().count() + 1;
    let line_text = text[line_start..].lines().next().unwrap_or("").to_string();
    (line, col, line_text)
}

fn floor_char_boundary(text: &str, mut at: usize) -> usize {
    while at > 0 && !text.is_char_boundary(at) {
        at -= 1;
    }
    at
}

fn syntax_error(path: &Path, text: &str, e: &toml::de::Error) -> ConfigError {
    let origin = match e.span() {
        Some(span) => {
            let (line, col, source_line) = line_col(text, span.start);
            Origin::File {
                path: path.to_path_buf(),
                position: Some((line, col)),
                source_line: Some(source_line),
                context: None,
            }
        }
        None => Origin::file(path),
    };
    ConfigError::new(format!("TOML syntax error: {}", e.message().trim_end()))
        .origin(origin)
        .expected("valid TOML (https://toml.io)")
}

pub(crate) fn io_reason(e: &std::io::Error) -> String {
    match e.kind() {
        std::io::ErrorKind::NotFound => "no such file".to_string(),
        std::io::ErrorKind::PermissionDenied => "permission denied".to_string(),
        std::io::ErrorKind::InvalidData => "not valid UTF-8 text".to_string(),
        _ => e.to_string(),
    }
}

/// Convert a TOML value to a figment value.
pub(crate) fn to_figment(value: &toml::Value) -> Value {
    match value {
        toml::Value::String(s) => Value::from(s.clone()),
        toml::Value::Integer(i) => Value::from(*i),
        toml::Value::Float(f) => Value::from(*f),
        toml::Value::Boolean(b) => Value::from(*b),
        // No paperfit key takes a date; keep its text so the type error shows what was written.
        toml::Value::Datetime(d) => Value::from(d.to_string()),
        toml::Value::Array(items) => Value::from(items.iter().map(to_figment).collect::<Vec<_>>()),
        toml::Value::Table(t) => Value::from(table_to_dict(t)),
    }
}

pub(crate) fn table_to_dict(table: &toml::Table) -> Dict {
    table
        .iter()
        .map(|(k, v)| (k.clone(), to_figment(v)))
        .collect()
}

/// Parse a value written on the command line or in an environment variable.
///
/// Values are TOML (`4`, `1e-5`, `true`, `"text"`, `[256, 128]`); a bare word that is not
/// valid TOML (`bf16`, `/data/cub`) is taken as a string, since it can mean nothing else. The
/// schema then checks the type: `micro_batch=four` is a type error, never coerced.
pub(crate) fn parse_cli_value(raw: &str) -> Result<toml::Value, String> {
    if raw.contains('\n') || raw.contains('\r') {
        return Err("a value cannot contain a line break".into());
    }
    let trimmed = raw.trim();
    if trimmed.is_empty() {
        return Err("the value is empty (write \"\" for an empty string)".into());
    }
    match toml::from_str::<toml::Table>(&format!("v = {trimmed}")) {
        Ok(mut t) if t.len() == 1 => Ok(t.remove("v").expect("one key named v")),
        Ok(_) => Err(format!("`{trimmed}` is more than one value")),
        Err(e) => {
            let bare_word = trimmed
                .chars()
                .all(|c| c.is_alphanumeric() || "_-./~:+@%,".contains(c));
            if bare_word {
                Ok(toml::Value::String(trimmed.to_string()))
            } else {
                Err(format!(
                    "`{trimmed}` is not a TOML value ({})",
                    e.message().trim_end()
                ))
            }
        }
    }
}

/// Check a dotted key path written on the command line or in an environment variable.
pub(crate) fn check_key_path(key: &str) -> Result<Vec<String>, String> {
    if key.is_empty() {
        return Err("the key is empty".into());
    }
    let segments: Vec<String> = key.split('.').map(str::to_string).collect();
    for s in &segments {
        if s.is_empty() {
            return Err(format!("`{key}` has an empty segment"));
        }
        if !s
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-')
        {
            return Err(format!(
                "`{s}` in `{key}` is not a key name (letters, digits, `_` and `-` only)"
            ));
        }
    }
    Ok(segments)
}

/// Nest `value` under the dotted `segments`.
pub(crate) fn nest(segments: &[String], value: Value) -> Dict {
    let mut value = value;
    for s in segments[1..].iter().rev() {
        let mut d = Dict::new();
        d.insert(s.clone(), value);
        value = Value::from(d);
    }
    let mut top = Dict::new();
    top.insert(segments[0].clone(), value);
    top
}

/// All leaf paths of a figment dict, dotted.
pub(crate) fn leaf_paths(dict: &Dict) -> Vec<String> {
    fn walk(prefix: &str, v: &Value, out: &mut Vec<String>) {
        match v {
            Value::Dict(_, d) if !d.is_empty() => {
                for (k, v) in d {
                    walk(&join_path(prefix, k), v, out);
                }
            }
            _ => out.push(prefix.to_string()),
        }
    }
    let mut out = Vec::new();
    for (k, v) in dict {
        walk(k, v, &mut out);
    }
    out
}

/// The value at a dotted path of a figment dict.
pub(crate) fn find<'a>(dict: &'a Dict, path: &str) -> Option<&'a Value> {
    let mut parts = path.split('.');
    let mut cur = dict.get(parts.next()?)?;
    for p in parts {
        cur = cur.as_dict()?.get(p)?;
    }
    Some(cur)
}

/// Render a figment value compactly, TOML-like.
pub(crate) fn render_value(v: &Value) -> String {
    match v {
        Value::String(_, s) => format!("{s:?}"),
        Value::Char(_, c) => format!("{c:?}"),
        Value::Bool(_, b) => b.to_string(),
        Value::Num(_, n) => match n {
            figment::value::Num::F32(f) => format_float(f64::from(*f)),
            figment::value::Num::F64(f) => format_float(*f),
            _ => n
                .to_i128()
                .map_or_else(|| format!("{n:?}"), |i| i.to_string()),
        },
        Value::Empty(_, _) => "none".into(),
        Value::Dict(_, d) => {
            let inner: Vec<String> = d
                .iter()
                .map(|(k, v)| format!("{k} = {}", render_value(v)))
                .collect();
            format!("{{ {} }}", inner.join(", "))
        }
        Value::Array(_, a) => {
            let inner: Vec<String> = a.iter().map(render_value).collect();
            format!("[{}]", inner.join(", "))
        }
    }
}

/// Floats as a person writes them: `1.5625e-5`, `0.05`, `100`.
pub(crate) fn format_float(f: f64) -> String {
    if f != 0.0 && (f.abs() < 1e-3 || f.abs() >= 1e6) {
        format!("{f:e}")
    } else if f.fract() == 0.0 {
        format!("{f:.1}")
    } else {
        format!("{f}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spans_point_at_keys_in_tables_and_dotted_keys() {
        let text = "[paper]\nname = \"x\"\n\n[train]\nmicro_batch = 4\noptimizer.name = \"adam\"\n";
        let doc = TomlDocument::parse(Path::new("e.toml"), text.into()).unwrap();
        let (k, v) = &doc.spans["train.micro_batch"];
        assert_eq!(line_col(text, k.start).0, 5);
        assert_eq!(line_col(text, v.start).1, 15);
        assert!(doc.spans.contains_key("train.optimizer.name"));
    }

    #[test]
    fn syntax_errors_are_located() {
        let e = TomlDocument::parse(Path::new("e.toml"), "[train]\nmicro_batch = \n".into())
            .unwrap_err();
        match e.origin {
            Some(Origin::File {
                position: Some((line, _)),
                ..
            }) => assert_eq!(line, 2),
            other => panic!("unexpected origin {other:?}"),
        }
    }

    #[test]
    fn cli_values_are_toml_typed_and_bare_words_are_strings() {
        assert_eq!(parse_cli_value("4").unwrap(), toml::Value::Integer(4));
        assert_eq!(parse_cli_value("1e-5").unwrap(), toml::Value::Float(1e-5));
        assert_eq!(parse_cli_value("true").unwrap(), toml::Value::Boolean(true));
        assert_eq!(
            parse_cli_value("bf16").unwrap(),
            toml::Value::String("bf16".into())
        );
        assert_eq!(
            parse_cli_value("\"4\"").unwrap(),
            toml::Value::String("4".into())
        );
        assert_eq!(
            parse_cli_value("/data/cub").unwrap(),
            toml::Value::String("/data/cub".into())
        );
        assert!(parse_cli_value("[1, 2").is_err());
        assert!(parse_cli_value("").is_err());
        assert!(parse_cli_value("1\nx = 2").is_err());
    }

    #[test]
    fn key_paths_are_checked() {
        assert_eq!(
            check_key_path("train.micro_batch").unwrap(),
            vec!["train", "micro_batch"]
        );
        assert!(check_key_path("train..x").is_err());
        assert!(check_key_path("train.x y").is_err());
        assert!(check_key_path("").is_err());
    }

    #[test]
    fn floats_render_readably() {
        assert_eq!(format_float(1.5625e-5), "1.5625e-5");
        assert_eq!(format_float(0.05), "0.05");
        assert_eq!(format_float(100.0), "100.0");
    }
}
