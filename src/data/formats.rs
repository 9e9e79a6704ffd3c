//! Readers for the published dataset layouts. Each turns a split of a dataset directory into a
//! [`Listing`]: image paths, labels, and the annotation line that named each image, so that a
//! missing file or a bad label is reported where it was written.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use super::files::{Listing, Record};
use super::Split;
use crate::config::schema::{DataFormat, DataSpec};
use crate::error::{ConfigError, Origin};

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

/// A CUB listing file of `<image id> <value>` lines: id -> (value, line number, line).
type IdMap = BTreeMap<u32, (String, usize, String)>;

fn cub_id_map(path: &Path) -> Result<IdMap, ConfigError> {
    let mut out = BTreeMap::new();
    for (line, text) in lines(path)? {
        let (id, rest) = text
            .trim()
            .split_once(char::is_whitespace)
            .ok_or_else(|| at(path, line, &text, "expected `<image id> <value>`"))?;
        let id: u32 = parse_number(path, line, &text, id, "image id")?;
        out.insert(id, (rest.trim().to_string(), line, text.clone()));
    }
    Ok(out)
}

/// The entry of image `id` (listed at `line` of `images.txt`) in `map`, read from `file`.
fn cub_entry<'a>(
    map: &'a IdMap,
    id: u32,
    images: (&Path, usize, &str),
    what: &str,
) -> Result<&'a (String, usize, String), ConfigError> {
    let (path, line, rel) = images;
    map.get(&id)
        .ok_or_else(|| at(path, line, rel, format!("image {id} has no {what}")))
}

/// A CUB bounding box `x y w h`.
fn cub_box(
    path: &Path,
    (b, line, text): &(String, usize, String),
) -> Result<[f64; 4], ConfigError> {
    let v: Vec<f64> = b
        .split_whitespace()
        .map(|f| parse_number(path, *line, text, f, "coordinate"))
        .collect::<Result<_, _>>()?;
    if v.len() != 4 {
        return Err(at(
            path,
            *line,
            text,
            "expected `<id> <x> <y> <width> <height>`",
        ));
    }
    Ok([v[0], v[1], v[2], v[3]])
}

/// CUB-200-2011: `images.txt` (`id path`), `image_class_labels.txt` (`id class`, 1-based),
/// `train_test_split.txt` (`id 1|0`), `classes.txt` (`class name`), optional
/// `bounding_boxes.txt` (`id x y w h`); images under `images/`.
pub(crate) fn cub200(root: &Path, split: Split, crop: bool) -> Result<Listing, ConfigError> {
    let images_path = root.join("images.txt");
    let labels_path = root.join("image_class_labels.txt");
    let split_path = root.join("train_test_split.txt");
    let boxes_path = root.join("bounding_boxes.txt");
    let images = cub_id_map(&images_path)?;
    let labels = cub_id_map(&labels_path)?;
    let splits = cub_id_map(&split_path)?;
    let classes: Vec<String> = cub_id_map(&root.join("classes.txt"))?
        .into_values()
        .map(|(name, _, _)| name)
        .collect();
    let boxes = if crop {
        Some(cub_id_map(&boxes_path)?)
    } else {
        None
    };
    let want = if split == Split::Train { "1" } else { "0" };
    let mut records = Vec::new();
    for (&id, (rel, line, _)) in &images {
        let listed = (images_path.as_path(), *line, rel.as_str());
        let (flag, sline, stext) = cub_entry(&splits, id, listed, "entry in train_test_split.txt")?;
        if flag != "1" && flag != "0" {
            return Err(at(
                &split_path,
                *sline,
                stext,
                format!("`{flag}` is not 1 (train) or 0 (test)"),
            ));
        }
        if flag != want {
            continue;
        }
        let (class, lline, ltext) =
            cub_entry(&labels, id, listed, "entry in image_class_labels.txt")?;
        let class: u32 = parse_number(&labels_path, *lline, ltext, class, "class id")?;
        if class == 0 {
            return Err(at(&labels_path, *lline, ltext, "class ids start at 1"));
        }
        let mut r = Record::new(
            root.join("images").join(rel),
            class - 1,
            format!("{}:{line}", images_path.display()),
        );
        if let Some(boxes) = &boxes {
            r.bbox = Some(cub_box(
                &boxes_path,
                cub_entry(boxes, id, listed, "bounding box")?,
            )?);
        }
        records.push(r);
    }
    Ok(Listing { records, classes })
}

/// Stanford Cars in its common CSV conversion: `anno_train.csv` / `anno_test.csv` with rows
/// `file,x1,y1,x2,y2,class` (class 1-based, no header), `names.csv` with one class name per
/// line, images in `cars_train/` and `cars_test/`.
pub(crate) fn stanford_cars(root: &Path, split: &str, crop: bool) -> Result<Listing, ConfigError> {
    let names = lines(&root.join("names.csv"))?;
    let classes: Vec<String> = names
        .into_iter()
        .map(|(_, n)| n.trim().to_string())
        .collect();
    let path = root.join(format!("anno_{split}.csv"));
    let image_dir = root.join(format!("cars_{split}"));
    let mut records = Vec::new();
    for (line, text) in lines(&path)? {
        let f = csv_fields(&text);
        if f.len() != 6 {
            return Err(at(&path, line, &text, "expected `file,x1,y1,x2,y2,class`"));
        }
        let class: u32 = parse_number(&path, line, &text, &f[5], "class id")?;
        if class == 0 {
            return Err(at(&path, line, &text, "class ids start at 1"));
        }
        let mut r = Record::new(
            image_dir.join(&f[0]),
            class - 1,
            format!("{}:{line}", path.display()),
        );
        if crop {
            let c: Vec<f64> = f[1..5]
                .iter()
                .map(|v| parse_number(&path, line, &text, v, "coordinate"))
                .collect::<Result<_, _>>()?;
            r.bbox = Some([c[0], c[1], c[2] - c[0] + 1.0, c[3] - c[1] + 1.0]);
        }
        records.push(r);
    }
    Ok(Listing { records, classes })
}

/// FGVC-Aircraft 2013b (`data/`): `variants.txt` (one variant per line, the 100 classes),
/// `images_variant_<split>.txt` (`id variant name`), images `images/<id>.jpg`.
pub(crate) fn fgvc_aircraft(root: &Path, split: &str) -> Result<Listing, ConfigError> {
    let classes: Vec<String> = lines(&root.join("variants.txt"))?
        .into_iter()
        .map(|(_, v)| v.trim().to_string())
        .collect();
    let index = class_index(&classes);
    let path = root.join(format!("images_variant_{split}.txt"));
    let mut records = Vec::new();
    for (line, text) in lines(&path)? {
        let (id, variant) = text
            .trim()
            .split_once(' ')
            .ok_or_else(|| at(&path, line, &text, "expected `<image id> <variant>`"))?;
        let label = *index.get(variant.trim()).ok_or_else(|| {
            at(
                &path,
                line,
                &text,
                format!("variant `{}` is not in variants.txt", variant.trim()),
            )
            .maybe_help(crate::config::suggest::did_you_mean(
                variant.trim(),
                classes.iter().map(String::as_str),
            ))
        })?;
        records.push(Record::new(
            root.join("images").join(format!("{id}.jpg")),
            label,
            format!("{}:{line}", path.display()),
        ));
    }
    Ok(Listing { records, classes })
}

/// mini-ImageNet (Ravi & Larochelle splits): `<split>.csv` with header `filename,label` (label =
/// a WordNet id), images in `images/`. Classes are the split's sorted WordNet ids.
pub(crate) fn mini_imagenet(root: &Path, split: &str) -> Result<Listing, ConfigError> {
    let path = root.join(format!("{split}.csv"));
    let rows = csv_table(&path, Some(&["filename", "label"]))?.rows;
    let mut entries = Vec::new();
    for (line, text) in &rows {
        let f = csv_fields(text);
        if f.len() != 2 {
            return Err(at(&path, *line, text, "expected `filename,label`"));
        }
        entries.push((f[0].clone(), f[1].clone(), *line));
    }
    let classes: Vec<String> = entries
        .iter()
        .map(|e| e.1.clone())
        .collect::<BTreeSet<_>>()
        .into_iter()
        .collect();
    let index = class_index(&classes);
    let records = entries
        .iter()
        .map(|(file, wnid, line)| {
            Record::new(
                root.join("images").join(file),
                index[wnid.as_str()],
                format!("{}:{line}", path.display()),
            )
        })
        .collect();
    Ok(Listing { records, classes })
}

/// Parse a Market-1501 style name `0002_c1s1_000451_03.jpg`: (identity, camera). Identity -1 is
/// junk, 0 a distractor.
pub(crate) fn parse_reid_name(name: &str) -> Option<(i64, u32)> {
    let (pid, rest) = name.split_once('_')?;
    let pid: i64 = pid.parse().ok()?;
    let rest = rest.strip_prefix('c')?;
    let digits: String = rest.chars().take_while(|c| c.is_ascii_digit()).collect();
    Some((pid, digits.parse().ok()?))
}

/// Market-1501 (and DukeMTMC-reID, MSMT17 in the same naming): `<split>/` of
/// `<pid>_c<camera>s<seq>_<frame>_<box>.jpg`. Junk images (identity -1) are left out;
/// identities are relabelled 0..P-1 in sorted order.
pub(crate) fn market1501(root: &Path, split: &str) -> Result<Listing, ConfigError> {
    let dir = root.join(split);
    let mut parsed = Vec::new();
    for path in images_in(&dir)? {
        let name = path
            .file_name()
            .and_then(|n| n.to_str())
            .unwrap_or_default()
            .to_string();
        let (pid, camera) = parse_reid_name(&name).ok_or_else(|| {
            ConfigError::new(format!("cannot read identity and camera from `{name}`"))
                .origin(Origin::file(&path))
                .expected("`<identity>_c<camera>s<sequence>_<frame>_<box>.jpg`, e.g. 0002_c1s1_000451_03.jpg")
        })?;
        if pid < 0 {
            continue;
        }
        parsed.push((path, pid, camera));
    }
    let ids: Vec<i64> = parsed
        .iter()
        .map(|p| p.1)
        .collect::<BTreeSet<_>>()
        .into_iter()
        .collect();
    let index: BTreeMap<i64, u32> = ids
        .iter()
        .enumerate()
        .map(|(i, id)| (*id, i as u32))
        .collect();
    let records = parsed
        .into_iter()
        .map(|(path, pid, camera)| {
            let mut r = Record::new(path, index[&pid], format!("directory {}", dir.display()));
            r.identity = Some(pid);
            r.camera = Some(camera);
            r
        })
        .collect();
    Ok(Listing {
        records,
        classes: ids.iter().map(|i| format!("{i:04}")).collect(),
    })
}

/// 64-bit FNV-1a: a stable hash of an image id, independent of the run seed.
fn fnv1a(text: &str) -> u64 {
    text.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

/// APTOS 2019: `train.csv` (`id_code,diagnosis`, grades 0-4), images `train_images/<id>.png`.
/// The test set has no labels, so evaluation holds out `eval_fraction` of `train.csv`, chosen
/// by a hash of the image id (the same split on every machine and for every seed).
fn aptos2019(root: &Path, split: Split, eval_fraction: f64) -> Result<Listing, ConfigError> {
    if !(0.0..1.0).contains(&eval_fraction) {
        return Err(
            ConfigError::new(format!("eval_fraction {eval_fraction} is not in [0, 1)"))
                .key("data.eval_fraction"),
        );
    }
    let path = root.join("train.csv");
    let rows = csv_table(&path, Some(&["id_code", "diagnosis"]))?.rows;
    let threshold = (eval_fraction * 10_000.0).round() as u64;
    let mut records = Vec::new();
    for (line, text) in &rows {
        let f = csv_fields(text);
        if f.len() != 2 {
            return Err(at(&path, *line, text, "expected `id_code,diagnosis`"));
        }
        let grade: u32 = parse_number(&path, *line, text, &f[1], "diagnosis grade (0-4)")?;
        let held_out = fnv1a(&f[0]) % 10_000 < threshold;
        if held_out == (split == Split::Eval) {
            records.push(Record::new(
                root.join("train_images").join(format!("{}.png", f[0])),
                grade,
                format!("{}:{line}", path.display()),
            ));
        }
    }
    Ok(Listing {
        records,
        classes: ["no DR", "mild", "moderate", "severe", "proliferative DR"]
            .iter()
            .map(|s| s.to_string())
            .collect(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reid_names() {
        assert_eq!(parse_reid_name("0002_c1s1_000451_03.jpg"), Some((2, 1)));
        assert_eq!(parse_reid_name("-1_c3s2_012345_00.jpg"), Some((-1, 3)));
        assert_eq!(parse_reid_name("1501_c6s4_001877_02.jpg"), Some((1501, 6)));
        assert_eq!(parse_reid_name("nonsense.jpg"), None);
    }
}
