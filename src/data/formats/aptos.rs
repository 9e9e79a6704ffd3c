//! APTOS 2019 blindness detection: one labelled CSV, split by a stable hash of the image id.

use std::path::Path;

use super::super::files::{Listing, Record};
use super::super::Split;
use super::{at, csv_fields, csv_table, parse_number};
use crate::error::ConfigError;

/// 64-bit FNV-1a: a stable hash of an image id, independent of the run seed.
pub(super) fn fnv1a(text: &str) -> u64 {
    text.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

/// APTOS 2019: `train.csv` (`id_code,diagnosis`, grades 0-4), images `train_images/<id>.png`.
/// The test set has no labels, so evaluation holds out `eval_fraction` of `train.csv`, chosen
/// by a hash of the image id (the same split on every machine and for every seed).
pub(super) fn aptos2019(
    root: &Path,
    split: Split,
    eval_fraction: f64,
) -> Result<Listing, ConfigError> {
    if !(eval_fraction > 0.0 && eval_fraction < 1.0) {
        return Err(
            ConfigError::new(format!("eval_fraction {eval_fraction} is not in (0, 1)"))
                .key("data.eval_fraction"),
        );
    }
    let path = root.join("train.csv");
    let rows = csv_table(&path, Some(&["id_code", "diagnosis"]))?.rows;
    let threshold = (eval_fraction * 10_000.0).round() as u64;
    let mut records = Vec::new();
    for (line, text) in &rows {
        let f = csv_fields(&path, *line, text)?;
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
