//! What a run's data was when the run started: each split's number of images and a digest of its
//! file list (each image's path below `data.root` and its label, in the listing's order, which is
//! the order the samplers index). A run records it in `plan.json`; `train --resume` lists the
//! data again and compares, so a run never continues on other data without saying so. The paths
//! are relative to `data.root`, so the same files under another root (another machine) have
//! the same digest.

use std::path::Path;

use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use super::{formats, Split};
use crate::config::schema::{DataFormat, DataSpec};
use crate::error::ConfigError;

/// One split: its images and the sha256 of its file list (none for generated data).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SplitRecord {
    pub images: u32,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub files_sha256: Option<String>,
}

/// The splits a run reads: training, and evaluation when the run evaluates (with the gallery
/// its queries are ranked against, in re-identification).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct DataRecord {
    pub train: SplitRecord,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub eval: Option<SplitRecord>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub gallery: Option<SplitRecord>,
}

impl DataRecord {
    /// List the splits of `spec` that a run reads (no image is decoded) and record them.
    pub(crate) fn of(spec: &DataSpec) -> Result<DataRecord, ConfigError> {
        let eval = match spec.eval_samples {
            Some(n) if n > 0 => Some(split_record(spec, Split::Eval)?),
            _ => None,
        };
        let gallery = match eval.is_some() && spec.format == DataFormat::Market1501 {
            true => {
                let mut gallery = spec.clone();
                gallery.eval_split = Some(formats::GALLERY_SPLIT.into());
                Some(split_record(&gallery, Split::Eval)?)
            }
            false => None,
        };
        Ok(DataRecord {
            train: split_record(spec, Split::Train)?,
            eval,
            gallery,
        })
    }

    /// How `now` differs from this record, a line per split that changed; empty when the data
    /// is the same.
    pub(crate) fn differences(&self, now: &DataRecord) -> Vec<String> {
        let mut out = Vec::new();
        let pairs = [
            ("training", Some(&self.train), Some(&now.train)),
            ("evaluation", self.eval.as_ref(), now.eval.as_ref()),
            ("gallery", self.gallery.as_ref(), now.gallery.as_ref()),
        ];
        for (split, planned, found) in pairs {
            let (Some(planned), Some(found)) = (planned, found) else {
                continue;
            };
            if planned.images != found.images {
                out.push(format!(
                    "the {split} split holds {} images; the run was planned on {}",
                    found.images, planned.images
                ));
            } else if planned.files_sha256 != found.files_sha256 {
                out.push(format!(
                    "the {split} split holds {} images as planned, but other files (file-list sha256 {}, planned {})",
                    found.images,
                    short(&found.files_sha256),
                    short(&planned.files_sha256)
                ));
            }
        }
        out
    }
}

fn short(digest: &Option<String>) -> &str {
    digest.as_deref().map_or("none", |d| &d[..d.len().min(12)])
}

fn split_record(spec: &DataSpec, split: Split) -> Result<SplitRecord, ConfigError> {
    if spec.format == DataFormat::Synthetic {
        let images = match split {
            // Synthetic data states its counts (the plan checks it).
            Split::Train => spec.train_samples.unwrap_or(0),
            Split::Eval => spec.eval_samples.unwrap_or(0),
        };
        return Ok(SplitRecord {
            images,
            files_sha256: None,
        });
    }
    let listing = formats::list(spec, split)?;
    let root = spec.root.as_deref().unwrap_or(Path::new(""));
    let mut list = String::new();
    for record in &listing.records {
        let path = record.path.strip_prefix(root).unwrap_or(&record.path);
        list.push_str(&format!("{}\t{}\n", path.to_string_lossy(), record.label));
    }
    Ok(SplitRecord {
        images: u32::try_from(listing.records.len()).unwrap_or(u32::MAX),
        files_sha256: Some(sha256_hex(list.as_bytes())),
    })
}

/// The sha256 of `bytes`, in hex.
pub(crate) fn sha256_hex(bytes: &[u8]) -> String {
    Sha256::digest(bytes)
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn record(train: u32, digest: &str) -> DataRecord {
        DataRecord {
            train: SplitRecord {
                images: train,
                files_sha256: Some(digest.into()),
            },
            eval: None,
            gallery: None,
        }
    }

    #[test]
    fn a_difference_names_both_counts_or_the_digests() {
        assert!(record(17, "aa").differences(&record(17, "aa")).is_empty());
        assert_eq!(
            record(17, "aa").differences(&record(16, "bb")),
            ["the training split holds 16 images; the run was planned on 17"]
        );
        let other = record(17, "aa").differences(&record(17, "bb"));
        assert_eq!(other.len(), 1);
        assert!(
            other[0].contains("17 images as planned, but other files"),
            "{other:?}"
        );
        // A re-identification gallery is checked as the other splits are.
        let with_gallery = |images: u32| DataRecord {
            gallery: Some(SplitRecord {
                images,
                files_sha256: Some("cc".into()),
            }),
            ..record(17, "aa")
        };
        assert_eq!(
            with_gallery(19732).differences(&with_gallery(19731)),
            ["the gallery split holds 19731 images; the run was planned on 19732"]
        );
    }
}
