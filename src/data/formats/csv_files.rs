//! CSV files of the layouts: RFC 4180's quoting within a line, a header, and the `csv`
//! layout's listing.

use std::path::Path;

use super::{at, lines, parse_number, Split};
use crate::config::schema::DataSpec;
use crate::data::files::{Listing, Record};
use crate::error::{ConfigError, Origin};

/// The fields of a CSV line, each trimmed of surrounding spaces: separated by commas, a field
/// in double quotes may hold commas, and `""` inside it is one quote (RFC 4180's quoting,
/// within a line: the layouts hold one record per line, and errors name that line).
fn split_csv_line(line: &str) -> Result<Vec<String>, &'static str> {
    let mut fields = Vec::new();
    let mut chars = line.chars().peekable();
    let skip_spaces = |chars: &mut std::iter::Peekable<std::str::Chars>| {
        while chars.next_if(|c| *c == ' ' || *c == '\t').is_some() {}
    };
    loop {
        skip_spaces(&mut chars);
        let mut field = String::new();
        if chars.next_if_eq(&'"').is_some() {
            loop {
                match chars.next() {
                    None => return Err("a quoted field is not closed on its line"),
                    Some('"') if chars.next_if_eq(&'"').is_some() => field.push('"'),
                    Some('"') => break,
                    Some(c) => field.push(c),
                }
            }
            skip_spaces(&mut chars);
            fields.push(field);
            match chars.next() {
                None => return Ok(fields),
                Some(',') => continue,
                Some(_) => return Err("text follows a quoted field's closing quote"),
            }
        }
        loop {
            match chars.next() {
                None => {
                    fields.push(field.trim_end().to_string());
                    return Ok(fields);
                }
                Some(',') => break,
                Some('"') => return Err("a quote inside a field that does not start with one"),
                Some(c) => field.push(c),
            }
        }
        fields.push(field.trim_end().to_string());
    }
}

/// [`split_csv_line`] of line `line` of `path`, its error located there.
pub(super) fn csv_fields(path: &Path, line: usize, text: &str) -> Result<Vec<String>, ConfigError> {
    split_csv_line(text).map_err(|why| {
        at(path, line, text, format!("cannot read this CSV row: {why}")).help(
            "a field holding a comma or a quote goes in double quotes, its quotes doubled: \"a, \"\"b\"\"\"",
        )
    })
}

/// A CSV file: its header's line number and fields, and its data rows with their line numbers.
pub(super) struct CsvTable {
    pub header_line: usize,
    pub header: Vec<String>,
    pub rows: Vec<(usize, String)>,
}

/// Read a CSV file with a header; with `expected`, the header must be exactly those columns.
pub(super) fn csv_table(path: &Path, expected: Option<&[&str]>) -> Result<CsvTable, ConfigError> {
    let mut rows = lines(path)?;
    if rows.is_empty() {
        return Err(
            ConfigError::new(format!("{} is empty", path.display())).origin(Origin::file(path))
        );
    }
    let (header_line, header_text) = rows.remove(0);
    let header = csv_fields(path, header_line, &header_text)?;
    if let Some(expected) = expected {
        if header != expected {
            return Err(at(
                path,
                header_line,
                &header_text,
                format!("expected the header `{}`", expected.join(",")),
            ));
        }
    }
    Ok(CsvTable {
        header_line,
        header,
        rows,
    })
}

/// A CSV with a header; `path_column` (default `path`) and integer `label_column` (default
/// `label`); paths relative to `image_root` (default `root`).
pub(super) fn csv(spec: &DataSpec, root: &Path, split: Split) -> Result<Listing, ConfigError> {
    let file = match split {
        Split::Train => spec.train_csv.as_ref(),
        Split::Eval => spec.eval_csv.as_ref(),
    }
    .ok_or_else(|| {
        ConfigError::new(format!(
            "`csv` data needs `data.{}_csv`",
            if split == Split::Train {
                "train"
            } else {
                "eval"
            }
        ))
        .key(if split == Split::Train {
            "data.train_csv"
        } else {
            "data.eval_csv"
        })
    })?;
    let path = root.join(file);
    let image_root = spec
        .image_root
        .as_ref()
        .map_or_else(|| root.to_path_buf(), |r| root.join(r));
    let CsvTable {
        header_line,
        header,
        rows,
    } = csv_table(&path, None)?;
    let column = |name: &str| {
        header.iter().position(|h| h == name).ok_or_else(|| {
            at(
                &path,
                header_line,
                &header.join(","),
                format!("no column `{name}` in the header"),
            )
            .expected(format!("one of {}", header.join(", ")))
            .help("set data.path_column / data.label_column to the CSV's column names")
        })
    };
    let path_col = column(spec.path_column.as_deref().unwrap_or("path"))?;
    let label_col = column(spec.label_column.as_deref().unwrap_or("label"))?;
    let mut records = Vec::new();
    for (line, text) in &rows {
        let fields = csv_fields(&path, *line, text)?;
        if fields.len() != header.len() {
            return Err(at(
                &path,
                *line,
                text,
                format!(
                    "this row has {} fields, the header {} ({})",
                    fields.len(),
                    header.len(),
                    header.join(",")
                ),
            )
            .help("a field holding a comma goes in double quotes"));
        }
        let (p, l) = (&fields[path_col], &fields[label_col]);
        let label: u32 = parse_number(&path, *line, text, l, "label (a class index)")?;
        records.push(Record::new(
            image_root.join(p),
            label,
            format!("{}:{line}", path.display()),
        ));
    }
    let classes = class_names_by_index(&records);
    Ok(Listing { records, classes })
}

fn class_names_by_index(records: &[Record]) -> Vec<String> {
    let max = records.iter().map(|r| r.label).max().map_or(0, |m| m + 1);
    (0..max).map(|i| i.to_string()).collect()
}

#[cfg(test)]
mod tests {
    use super::split_csv_line;

    #[test]
    fn csv_fields_keep_quoted_commas_and_doubled_quotes() {
        let fields = |line: &str| split_csv_line(line).unwrap();
        assert_eq!(fields("a.jpg, 3 ,x"), ["a.jpg", "3", "x"]);
        assert_eq!(
            fields("a.jpg,\"blurry, dark\",2,17"),
            ["a.jpg", "blurry, dark", "2", "17"]
        );
        assert_eq!(fields(" \"say \"\"hi\"\"\" ,1"), ["say \"hi\"", "1"]);
        assert_eq!(fields("a,,\"\""), ["a", "", ""]);
        assert_eq!(fields("a,"), ["a", ""]);
    }

    #[test]
    fn malformed_csv_quoting_is_refused() {
        for (line, why) in [
            ("a.jpg,\"open", "not closed"),
            ("\"a\"b,1", "text follows"),
            ("a\"b,1", "a quote inside"),
        ] {
            let error = split_csv_line(line).unwrap_err();
            assert!(error.contains(why), "{line}: {error}");
        }
    }
}
