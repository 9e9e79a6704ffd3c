//! The fine-grained classification layouts: CUB-200-2011, Stanford Cars and FGVC-Aircraft.

use std::collections::BTreeMap;
use std::path::Path;

use super::super::files::{Listing, Record};
use super::super::Split;
use super::{at, class_index, csv_fields, lines, parse_number};
use crate::error::ConfigError;

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
        if let Some((_, first, _)) = out.get(&id) {
            // A second entry would silently replace the first.
            return Err(at(
                path,
                line,
                &text,
                format!("image id {id} is listed a second time (first at line {first})"),
            ));
        }
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
    checked_box(path, *line, text, [v[0], v[1], v[2], v[3]])
}

/// `[x, y, width, height]` if it is a box: a positive width and height at non-negative
/// coordinates. An empty or inverted box (x2 < x1 in Stanford Cars' corners) would crop the
/// image to a pixel, and the model would train on its colour.
fn checked_box(path: &Path, line: usize, text: &str, b: [f64; 4]) -> Result<[f64; 4], ConfigError> {
    let [x, y, w, h] = b;
    if x < 0.0 || y < 0.0 || w <= 0.0 || h <= 0.0 {
        return Err(at(
            path,
            line,
            text,
            format!("the bounding box (x {x}, y {y}, width {w}, height {h}) is empty, inverted or outside the image"),
        )
        .help("fix the annotation, or train on whole images (data.bounding_box_crop = false)"));
    }
    Ok(b)
}

/// CUB-200-2011: `images.txt` (`id path`), `image_class_labels.txt` (`id class`, 1-based),
/// `train_test_split.txt` (`id 1|0`), `classes.txt` (`class name`), optional
/// `bounding_boxes.txt` (`id x y w h`); images under `images/`.
pub(super) fn cub200(root: &Path, split: Split, crop: bool) -> Result<Listing, ConfigError> {
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
pub(super) fn stanford_cars(root: &Path, split: &str, crop: bool) -> Result<Listing, ConfigError> {
    let names = lines(&root.join("names.csv"))?;
    let classes: Vec<String> = names
        .into_iter()
        .map(|(_, n)| n.trim().to_string())
        .collect();
    let path = root.join(format!("anno_{split}.csv"));
    let image_dir = root.join(format!("cars_{split}"));
    let mut records = Vec::new();
    for (line, text) in lines(&path)? {
        let f = csv_fields(&path, line, &text)?;
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
            let corners = [c[0], c[1], c[2] - c[0] + 1.0, c[3] - c[1] + 1.0];
            r.bbox = Some(checked_box(&path, line, &text, corners)?);
        }
        records.push(r);
    }
    Ok(Listing { records, classes })
}

/// FGVC-Aircraft 2013b (`data/`): `variants.txt` (one variant per line, the 100 classes),
/// `images_variant_<split>.txt` (`id variant name`), images `images/<id>.jpg`.
pub(super) fn fgvc_aircraft(root: &Path, split: &str) -> Result<Listing, ConfigError> {
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
