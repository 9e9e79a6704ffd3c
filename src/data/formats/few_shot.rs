//! The few-shot layout: mini-ImageNet's split CSVs over one image folder.

use std::collections::BTreeSet;
use std::path::Path;

use super::super::files::{Listing, Record};
use super::{at, class_index, csv_fields, csv_table};
use crate::error::ConfigError;

/// mini-ImageNet (Ravi & Larochelle splits): `<split>.csv` with header `filename,label` (label =
/// a WordNet id), images in `images/`. Classes are the split's sorted WordNet ids.
pub(super) fn mini_imagenet(root: &Path, split: &str) -> Result<Listing, ConfigError> {
    let path = root.join(format!("{split}.csv"));
    let rows = csv_table(&path, Some(&["filename", "label"]))?.rows;
    let mut entries = Vec::new();
    for (line, text) in &rows {
        let f = csv_fields(&path, *line, text)?;
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
