//! Readers for the published dataset layouts. Each turns a split of a dataset directory into a
//! [`Listing`]: image paths, labels, and the annotation line that named each image, so that a
//! missing file or a bad label is reported where it was written.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use super::files::{Listing, Record};
use super::Split;
use crate::config::schema::{DataFormat, DataSpec};
use crate::error::{ConfigError, Origin};

mod aptos;
mod few_shot;
mod fine_grained;
mod reid;

use aptos::aptos2019;
use few_shot::mini_imagenet;
use fine_grained::{cub200, fgvc_aircraft, stanford_cars};
use reid::market1501;

const IMAGE_EXTENSIONS: &[&str] = &["jpg", "jpeg", "png"];

/// A located error in an annotation file.
fn at(path: &Path, line: usize, text: &str, message: impl Into<String>) -> ConfigError {
    ConfigError::new(message).origin(Origin::File {
        path: path.to_path_buf(),
        position: Some((line, 1)),
        source_line: Some(text.to_string()),
        context: None,
    })
}

fn missing(path: &Path, what: &str) -> ConfigError {
    ConfigError::new(format!("{what} {} not found", path.display()))
        .origin(Origin::file(path))
        .help("check `data.root`: it must be the dataset directory in its published layout (see docs/data.md)")
}

/// Non-empty lines with their 1-based numbers.
fn lines(path: &Path) -> Result<Vec<(usize, String)>, ConfigError> {
    let text = std::fs::read_to_string(path).map_err(|e| match e.kind() {
        std::io::ErrorKind::NotFound => missing(path, "annotation file"),
        _ => ConfigError::new(format!("cannot read {}: {e}", path.display()))
            .origin(Origin::file(path)),
    })?;
    Ok(text
        .lines()
        .enumerate()
        .map(|(i, l)| (i + 1, l.trim_end_matches('\r').to_string()))
        .filter(|(_, l)| !l.trim().is_empty())
        .collect())
}

fn is_image(path: &Path) -> bool {
    path.extension()
        .and_then(|e| e.to_str())
        .is_some_and(|e| IMAGE_EXTENSIONS.contains(&e.to_ascii_lowercase().as_str()))
}

/// Image files directly in `dir`, sorted by name.
fn images_in(dir: &Path) -> Result<Vec<PathBuf>, ConfigError> {
    let entries = std::fs::read_dir(dir).map_err(|_| missing(dir, "directory"))?;
    let mut files: Vec<PathBuf> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.is_file() && is_image(p))
        .collect();
    files.sort();
    Ok(files)
}

fn parse_number<T: std::str::FromStr>(
    path: &Path,
    line: usize,
    text: &str,
    field: &str,
    what: &str,
) -> Result<T, ConfigError> {
    field.trim().parse().map_err(|_| {
        at(
            path,
            line,
            text,
            format!("`{}` is not a valid {what}", field.trim()),
        )
    })
}

/// Split a CSV line (no quoted commas in these layouts, but quotes are stripped).
fn csv_fields(line: &str) -> Vec<String> {
    line.split(',')
        .map(|f| f.trim().trim_matches('"').to_string())
        .collect()
}

/// A CSV file: its header's line number and fields, and its data rows with their line numbers.
struct CsvTable {
    header_line: usize,
    header: Vec<String>,
    rows: Vec<(usize, String)>,
}

/// Read a CSV file with a header; with `expected`, the header must be exactly those columns.
fn csv_table(path: &Path, expected: Option<&[&str]>) -> Result<CsvTable, ConfigError> {
    let mut rows = lines(path)?;
    if rows.is_empty() {
        return Err(
            ConfigError::new(format!("{} is empty", path.display())).origin(Origin::file(path))
        );
    }
    let (header_line, header_text) = rows.remove(0);
    let header = csv_fields(&header_text);
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

/// Label of each class name: its position in `classes`.
fn class_index(classes: &[String]) -> BTreeMap<&str, u32> {
    classes
        .iter()
        .enumerate()
        .map(|(i, c)| (c.as_str(), i as u32))
        .collect()
}

/// The listing of `split` of the dataset `spec` describes.
pub fn list(spec: &DataSpec, split: Split) -> Result<Listing, ConfigError> {
    let root = spec.root.as_deref().ok_or_else(|| {
        ConfigError::new(format!("`{}` data needs `data.root`", spec.format.as_str()))
            .key("data.root")
    })?;
    if !root.is_dir() {
        return Err(missing(root, "dataset directory").key("data.root"));
    }
    let name = |configured: &Option<String>, train: &str, eval: &str| -> String {
        configured.clone().unwrap_or_else(|| match split {
            Split::Train => train.to_string(),
            Split::Eval => eval.to_string(),
        })
    };
    let split_name = match split {
        Split::Train => &spec.train_split,
        Split::Eval => &spec.eval_split,
    };
    match spec.format {
        DataFormat::Synthetic => Err(ConfigError::new("synthetic data has no files")),
        DataFormat::ImageFolder => image_folder(&root.join(name(split_name, "train", "val"))),
        DataFormat::Csv => csv(spec, root, split),
        DataFormat::Cub200 => cub200(root, split, spec.bounding_box_crop),
        DataFormat::StanfordCars => stanford_cars(
            root,
            &name(split_name, "train", "test"),
            spec.bounding_box_crop,
        ),
        DataFormat::FgvcAircraft => fgvc_aircraft(root, &name(split_name, "trainval", "test")),
        DataFormat::MiniImagenet => mini_imagenet(root, &name(split_name, "train", "val")),
        DataFormat::Market1501 => {
            market1501(root, &name(split_name, "bounding_box_train", "query"))
        }
        DataFormat::Aptos2019 => aptos2019(root, split, spec.eval_fraction.unwrap_or(0.2)),
    }
}

/// `root/<class>/<image>`: classes are the sorted directory names (torchvision `ImageFolder`).
pub(crate) fn image_folder(dir: &Path) -> Result<Listing, ConfigError> {
    let entries = std::fs::read_dir(dir).map_err(|_| missing(dir, "split directory"))?;
    let mut classes: Vec<String> = entries
        .filter_map(|e| e.ok())
        .filter(|e| e.path().is_dir())
        .map(|e| e.file_name().to_string_lossy().to_string())
        .collect();
    classes.sort();
    if classes.is_empty() {
        return Err(
            ConfigError::new(format!("{} has no class directories", dir.display()))
                .origin(Origin::file(dir))
                .expected("one directory per class holding that class's images"),
        );
    }
    let mut records = Vec::new();
    for (label, class) in classes.iter().enumerate() {
        let class_dir = dir.join(class);
        for path in images_in(&class_dir)? {
            records.push(Record::new(
                path,
                label as u32,
                format!("directory {}", class_dir.display()),
            ));
        }
    }
    Ok(Listing { records, classes })
}

/// A CSV with a header; `path_column` (default `path`) and integer `label_column` (default
/// `label`); paths relative to `image_root` (default `root`).
pub(crate) fn csv(spec: &DataSpec, root: &Path, split: Split) -> Result<Listing, ConfigError> {
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
        let fields = csv_fields(text);
        let (Some(p), Some(l)) = (fields.get(path_col), fields.get(label_col)) else {
            return Err(at(
                &path,
                *line,
                text,
                format!("expected {} columns", header.len()),
            ));
        };
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
