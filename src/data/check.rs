//! `paperfit data EXPERIMENT`: check a dataset before a long run.

use std::collections::BTreeMap;

use std::path::PathBuf;

use super::files::{box_in_image, decode_noting, Record};
use super::{formats, Split};
use crate::config::schema::{DataFormat, DataSpec};
use crate::error::ConfigError;

/// What the check found in one split.
#[derive(Debug, Clone, Default, PartialEq)]
pub(crate) struct SplitReport {
    pub name: String,
    pub images: usize,
    /// Images per label.
    pub per_class: BTreeMap<u32, usize>,
    pub classes: usize,
    /// `path: reason (listed in ...)`.
    pub unreadable: Vec<String>,
    pub labels_out_of_range: Vec<String>,
    /// 16-bit grayscale images, which torchvision would see clipped (not a defect: paperfit
    /// reads them whole).
    pub clipped_by_pillow: Vec<String>,
    /// Images whose bounding box reaches past their edge (not a defect: the crop keeps the
    /// part inside).
    pub boxes_past_edge: Vec<String>,
}

#[derive(Debug, Clone, Default, PartialEq)]
pub(crate) struct DataReport {
    pub splits: Vec<SplitReport>,
    /// Problems that are not about one image (class count mismatch, a split that cannot be read).
    pub problems: Vec<String>,
}

impl DataReport {
    pub(crate) fn defects(&self) -> usize {
        self.problems.len()
            + self
                .splits
                .iter()
                .map(|s| s.unreadable.len() + s.labels_out_of_range.len())
                .sum::<usize>()
    }
}

/// Read every split of `spec`, decode every image, check labels against `model_classes`.
pub(crate) fn check(spec: &DataSpec, model_classes: u32) -> Result<DataReport, ConfigError> {
    let mut report = DataReport::default();
    if spec.format == DataFormat::Synthetic {
        report.splits.push(SplitReport {
            name: "train (synthetic)".into(),
            images: spec.train_samples.unwrap_or_default() as usize,
            classes: spec.num_classes as usize,
            ..SplitReport::default()
        });
        return Ok(report);
    }
    if spec.num_classes != model_classes {
        report.problems.push(format!(
            "data.num_classes = {} but the model has {} classes",
            spec.num_classes, model_classes
        ));
    }
    let mut listed = Listed::default();
    for split in [Split::Train, Split::Eval] {
        if split == Split::Eval && !formats::evaluates(spec) {
            continue;
        }
        let name = if split == Split::Train {
            "train"
        } else {
            "eval"
        };
        let s = split_report(spec, split, name, &mut |r| listed.add(split, r))?;
        if split == Split::Train {
            if let Some(problem) = super::classes_without_images(&s.per_class, spec.num_classes) {
                report.problems.push(format!(
                    "the training split {problem}: labels count from 0 to data.num_classes - 1"
                ));
            }
        }
        let declared = match split {
            Split::Train => spec.train_samples.map(|n| ("train_samples", n as usize)),
            Split::Eval => spec.eval_samples.map(|n| ("eval_samples", n as usize)),
        };
        if let Some((key, n)) = declared {
            if s.images != n {
                report.problems.push(format!(
                    "the {name} split has {} images but the experiment states data.{key} = {n}: a run trains on the images found and lists the difference as a deviation (data.exact_counts = true stops it instead)",
                    s.images,
                ));
            }
        }
        report.splits.push(s);
    }
    // Re-identification ranks the queries against the gallery: its images are read too.
    if spec.format == DataFormat::Market1501 && formats::evaluates(spec) {
        let mut gallery = spec.clone();
        gallery.eval_split = Some(formats::GALLERY_SPLIT.into());
        let s = split_report(&gallery, Split::Eval, "gallery", &mut |_| {})?;
        report.splits.push(s);
    }
    report.problems.extend(listed.problems());
    Ok(report)
}

/// The report of one split of `spec`, named `name`: every image decoded, each record also
/// handed to `each` (to find images listed twice).
fn split_report(
    spec: &DataSpec,
    split: Split,
    name: &str,
    each: &mut dyn FnMut(&Record),
) -> Result<SplitReport, ConfigError> {
    let listing = formats::list(spec, split)?;
    let mut s = SplitReport {
        name: name.into(),
        images: listing.records.len(),
        per_class: listing.images_per_label(),
        classes: listing.classes.len(),
        ..SplitReport::default()
    };
    for r in &listing.records {
        each(r);
        check_record(spec, split, r, &mut s);
    }
    Ok(s)
}

/// Note in its split's report `s` what is wrong with `r` or its image.
fn check_record(spec: &DataSpec, split: Split, r: &Record, s: &mut SplitReport) {
    if super::labels_are_classes(spec, split) && r.label >= spec.num_classes {
        s.labels_out_of_range.push(format!(
            "{}: label {} >= {} classes (listed in {})",
            r.path.display(),
            r.label,
            spec.num_classes,
            r.source
        ));
    }
    let unreadable = |why: String| format!("{}: {why} (listed in {})", r.path.display(), r.source);
    let decoded = match decode_noting(&r.path) {
        Ok(d) => d,
        Err(why) => return s.unreadable.push(unreadable(why)),
    };
    if decoded.pillow_clips {
        s.clipped_by_pillow.push(r.path.display().to_string());
    }
    if let Some(bbox) = r.bbox {
        match box_in_image(bbox, decoded.image.dimensions()) {
            Ok(inside) if inside.cut => {
                s.boxes_past_edge
                    .push(format!("{} (listed in {})", r.path.display(), r.source))
            }
            Ok(_) => {}
            Err(why) => s.unreadable.push(unreadable(why)),
        }
    }
}

/// Every image the splits list, to find one listed twice: in one split (trained or scored
/// twice) or in both (evaluated on what was trained on).
#[derive(Default)]
struct Listed {
    /// The split and entry that listed each image first.
    first: BTreeMap<PathBuf, (Split, String)>,
    /// `path (first entry and this one)` of each image listed again in its split.
    twice: Vec<String>,
    /// The same, for images of the evaluation split that the training split lists.
    shared: Vec<String>,
}

impl Listed {
    fn add(&mut self, split: Split, r: &Record) {
        let Some((first, at)) = self.first.get(&r.path) else {
            self.first.insert(r.path.clone(), (split, r.source.clone()));
            return;
        };
        let entry = format!("{} ({at} and {})", r.path.display(), r.source);
        match *first == split {
            true => self.twice.push(entry),
            false => self.shared.push(entry),
        }
    }

    /// A line for each kind found: how many, and the first three.
    fn problems(&self) -> Vec<String> {
        let line = |v: &[String], what: &str| {
            let more = if v.len() > 3 { ", ..." } else { "" };
            format!(
                "{} image(s) {what}: {}{more}",
                v.len(),
                v[..v.len().min(3)].join(", ")
            )
        };
        let mut out = Vec::new();
        if !self.twice.is_empty() {
            out.push(line(
                &self.twice,
                "listed twice in one split, so trained or scored twice",
            ));
        }
        if !self.shared.is_empty() {
            out.push(line(
                &self.shared,
                "in both the training and the evaluation split, so evaluated on what was trained on",
            ));
        }
        out
    }
}

/// The short report `paperfit data` prints.
pub(crate) fn render(spec: &DataSpec, report: &DataReport) -> String {
    let mut out = format!(
        "{} ({}{})\n",
        spec.name,
        spec.format.as_str(),
        spec.root
            .as_ref()
            .map(|r| format!(" at {}", r.display()))
            .unwrap_or_default()
    );
    for s in &report.splits {
        let (min, max) = (s.per_class.values().min(), s.per_class.values().max());
        out.push_str(&format!(
            "{:<7} {} images, {} classes",
            s.name, s.images, s.classes
        ));
        if let (Some(min), Some(max)) = (min, max) {
            out.push_str(&format!(", {min}-{max} images per class"));
        }
        out.push('\n');
        for u in &s.unreadable {
            out.push_str(&format!("  unreadable: {u}\n"));
        }
        for l in &s.labels_out_of_range {
            out.push_str(&format!("  label out of range: {l}\n"));
        }
        if let Some(first) = s.clipped_by_pillow.first() {
            let n = s.clipped_by_pillow.len();
            let others = if n > 1 {
                format!(" and {} more", n - 1)
            } else {
                String::new()
            };
            out.push_str(&format!(
                "  note: {n} image(s) are 16-bit grayscale ({first}{others}): paperfit keeps each sample's high byte, while torchvision (Pillow's \"I;16\" converted to RGB) clips every level above 255 to white, so a PyTorch run on these files trains on other pixels (docs/data.md)\n"
            ));
        }
        if let Some(first) = s.boxes_past_edge.first() {
            let n = s.boxes_past_edge.len();
            out.push_str(&format!(
                "  note: {n} bounding box(es) reach past their image's edge ({first}{}): the crop keeps the part inside the image, where Pillow's crop of the same box would add black (docs/data.md)\n",
                if n > 1 { format!(" and {} more", n - 1) } else { String::new() }
            ));
        }
    }
    for p in &report.problems {
        out.push_str(&format!("problem: {p}\n"));
    }
    match report.defects() {
        0 => out.push_str("ok: no defects found\n"),
        n => out.push_str(&format!("{n} defect(s) found\n")),
    }
    out
}
