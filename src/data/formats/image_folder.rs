//! `<root>/<split>/<class>/<image>` (torchvision's `ImageFolder`) with one class list for the
//! whole data set: `data.classes` where the experiment states it (its order is the labels'),
//! else the training split's class folders, sorted by name. Every other split maps
//! its folders onto that list by name, so a label means the same class in every split (an
//! evaluation split without one class would otherwise shift every later label by one). A class
//! folder missing from a split, an extra folder, a class folder without images and a
//! `data.num_classes` other than the number of classes are [`LayoutProblems`], all of them
//! reported at once, one line each. Without an evaluation folder, `data.eval_fraction` holds out
//! a share of each class's training images, chosen by a hash of the class and file name.
//! A class's images include those in its subfolders, in torchvision's order; hidden entries
//! are neither images nor classes.

use std::path::{Path, PathBuf};

use super::super::files::{Listing, Record};
use super::super::Split;
use super::{entries, images_under, missing, LayoutProblems};
use crate::config::keys;
use crate::config::schema::DataSpec;
use crate::error::{ConfigError, Origin};

/// One class folder of a split and its images (those in its subfolders too), in torchvision's
/// order.
struct ClassFolder {
    name: String,
    images: Vec<PathBuf>,
}

/// The folder names of the training and evaluation splits.
pub(super) fn split_names(spec: &DataSpec) -> [String; 2] {
    [
        spec.train_split.clone().unwrap_or_else(|| "train".into()),
        spec.eval_split.clone().unwrap_or_else(|| "val".into()),
    ]
}

/// The class folders of `dir`, sorted by name.
fn class_folders(dir: &Path) -> Result<Vec<ClassFolder>, ConfigError> {
    let (_, dirs) = entries(dir).map_err(|_| missing(dir, "split directory"))?;
    let names: Vec<String> = dirs
        .iter()
        .filter_map(|d| d.file_name().map(|n| n.to_string_lossy().into_owned()))
        .collect();
    if names.is_empty() {
        return Err(
            ConfigError::new(format!("{} has no class directories", dir.display()))
                .origin(Origin::file(dir))
                .expected("one directory per class holding that class's images"),
        );
    }
    names
        .into_iter()
        .map(|name| {
            let images = images_under(&dir.join(&name))?;
            Ok(ClassFolder { name, images })
        })
        .collect()
}

/// Whether the evaluation split is held out of the training folders (`data.eval_fraction`
/// without an evaluation folder).
fn held_out(spec: &DataSpec, root: &Path) -> bool {
    spec.eval_fraction.is_some() && !root.join(&split_names(spec)[1]).is_dir()
}

/// Why an image folder without an evaluation folder or a held-out share evaluates nothing,
/// with the folders it could evaluate on instead (a `test/` beside `train/`, say).
pub(super) fn no_evaluation(spec: &DataSpec, root: &Path) -> String {
    let [train, eval] = split_names(spec);
    let folders = entries(root).map(|(_, dirs)| dirs).unwrap_or_default();
    let others: Vec<String> = folders
        .iter()
        .filter_map(|d| d.file_name().map(|n| n.to_string_lossy().into_owned()))
        .filter(|n| *n != train)
        .collect();
    let instead = match others.first() {
        Some(other) => format!(
            "set data.eval_split = \"{other}\" to evaluate on {}/{other}, or data.eval_fraction = 0.1 to hold out a share of {train}/",
            root.display()
        ),
        None => format!("set data.eval_fraction = 0.1 to hold out a share of {train}/"),
    };
    format!(
        "{} has no `{eval}` folder and data.eval_fraction is not set: {instead}",
        root.display()
    )
}

/// Whether a run of `spec` evaluates: `data.eval_samples` above 0, or left out where there is
/// an evaluation folder or a held-out share.
pub(super) fn evaluates(spec: &DataSpec, root: &Path) -> bool {
    match spec.eval_samples {
        Some(n) => n > 0,
        None => spec.eval_fraction.is_some() || root.join(&split_names(spec)[1]).is_dir(),
    }
}

/// `names` as a short list: every name up to eight, then the first eight and the count.
fn list_names(names: &[&str]) -> String {
    match names.len() {
        0..=8 => names.join(", "),
        n => format!("{}, ... ({n} classes)", names[..8].join(", ")),
    }
}

/// The problems of a stated class list (`data.classes`) that need no data on disk: another
/// format than `image_folder`, an empty list, a name listed twice, and a `data.num_classes`
/// other than its length.
pub(super) fn stated_list_problems(spec: &DataSpec) -> LayoutProblems {
    let mut out = LayoutProblems::default();
    let Some(stated) = &spec.classes else {
        return out;
    };
    if spec.format != crate::config::schema::DataFormat::ImageFolder {
        out.push(keys::DATA_CLASSES, format!(
            "data.classes states the class list of an `image_folder` data set; the `{}` layout names its classes itself: remove data.classes",
            spec.format.as_str()
        ));
        return out;
    }
    if stated.is_empty() {
        out.push(keys::DATA_CLASSES, "data.classes is empty: list the class folders' names in label order, or leave it out to take the training split's folders".into());
        return out;
    }
    for (i, name) in stated.iter().enumerate() {
        if stated[..i].contains(name) {
            out.push(keys::DATA_CLASSES, format!(
                "data.classes lists `{name}` twice: each class has one label, so one place in the list"
            ));
        }
    }
    if spec.num_classes as usize != stated.len() {
        let names: Vec<&str> = stated.iter().map(String::as_str).collect();
        out.push(keys::DATA_NUM_CLASSES, format!(
            "data.num_classes = {} but data.classes lists {} classes ({}): set data.num_classes = {} and model.num_classes = {}",
            spec.num_classes,
            stated.len(),
            list_names(&names),
            stated.len(),
            stated.len()
        ));
    }
    out
}

/// Each training class folder that a stated class list leaves out, and each listed class with
/// no training folder, a line each at `data.classes`.
fn stated_against_folders(
    out: &mut LayoutProblems,
    stated: &[String],
    train: &[ClassFolder],
    train_dir: &Path,
) {
    let names: Vec<&str> = stated.iter().map(String::as_str).collect();
    for folder in train.iter().filter(|f| !stated.contains(&f.name)) {
        out.push(
            keys::DATA_CLASSES,
            format!(
                "{} is not in data.classes ({}): add `{}` to data.classes, or remove the folder",
                train_dir.join(&folder.name).display(),
                list_names(&names),
                folder.name
            ),
        );
    }
    for class in stated
        .iter()
        .filter(|c| !train.iter().any(|f| &f.name == *c))
    {
        out.push(keys::DATA_CLASSES, format!(
            "data.classes lists `{class}`, but {} has no folder `{class}`: add {} with its images, or remove `{class}` from data.classes",
            train_dir.display(),
            train_dir.join(class).display()
        ));
    }
}

/// The class list of the data set: `data.classes` where stated, else the training split's class
/// folders (sorted by name).
fn class_list(spec: &DataSpec, train: &[ClassFolder]) -> Vec<String> {
    match &spec.classes {
        Some(stated) => stated.clone(),
        None => train.iter().map(|c| c.name.clone()).collect(),
    }
}

/// Every problem with the class folders of the splits a run of `spec` reads.
pub(super) fn problems(spec: &DataSpec, root: &Path) -> Result<LayoutProblems, ConfigError> {
    let stated = stated_list_problems(spec);
    if !stated.is_empty() {
        return Ok(stated);
    }
    let [train_name, eval_name] = split_names(spec);
    let train_dir = root.join(&train_name);
    let train = class_folders(&train_dir)?;
    let names = class_list(spec, &train);
    let classes: Vec<&str> = names.iter().map(String::as_str).collect();
    let mut out = LayoutProblems::default();
    let of_the_list = match &spec.classes {
        Some(stated) => {
            stated_against_folders(&mut out, stated, &train, &train_dir);
            "a class of data.classes"
        }
        None => "a class of the training split",
    };
    if spec.eval_fraction.is_some() && root.join(&eval_name).is_dir() {
        out.push(keys::DATA_EVAL_FRACTION, format!(
            "data.eval_fraction holds out training images for evaluation, but {} is an evaluation folder: leave data.eval_fraction out to evaluate on that folder, or remove the folder",
            root.join(&eval_name).display()
        ));
    }
    let mut splits = vec![(train_dir.clone(), train)];
    if evaluates(spec, root) && !held_out(spec, root) {
        let eval_dir = root.join(&eval_name);
        splits.push((eval_dir.clone(), class_folders(&eval_dir)?));
    }
    for (dir, folders) in &splits {
        for folder in folders.iter().filter(|f| f.images.is_empty()) {
            out.push(keys::DATA_ROOT, format!(
                "{} holds no image (.jpg, .jpeg or .png): add the class's images, or remove the folder",
                dir.join(&folder.name).display()
            ));
        }
    }
    if let Some((eval_dir, folders)) = splits.get(1) {
        let names: Vec<&str> = folders.iter().map(|c| c.name.as_str()).collect();
        for class in classes.iter().filter(|c| !names.contains(c)) {
            out.push(keys::DATA_ROOT, format!(
                "{} has no folder `{class}`, {of_the_list}: add {} with its images, or remove {} (and lower data.num_classes)",
                eval_dir.display(),
                eval_dir.join(class).display(),
                train_dir.join(class).display()
            ));
        }
        for name in names.iter().filter(|n| !classes.contains(n)) {
            out.push(
                keys::DATA_ROOT,
                format!(
                    "{} is not {of_the_list} ({}): add {} with its training images, or remove it",
                    eval_dir.join(name).display(),
                    list_names(&classes),
                    train_dir.join(name).display()
                ),
            );
        }
    }
    if spec.classes.is_none() && spec.num_classes as usize != classes.len() {
        out.push(keys::DATA_NUM_CLASSES, format!(
            "data.num_classes = {} but {} has {} class folders ({}): set data.num_classes = {} and model.num_classes = {}, or add the missing class folders",
            spec.num_classes,
            train_dir.display(),
            classes.len(),
            list_names(&classes),
            classes.len(),
            classes.len()
        ));
    }
    Ok(out)
}

/// Whether `image` (of class `class`) is held out: the first `share` of the class's images in
/// the order of a hash of class and file name, at least one where the class has two or more and
/// at most all but one.
fn held_out_images(class: &ClassFolder, share: f64) -> Vec<bool> {
    let n = class.images.len();
    let wanted = ((n as f64) * share).round() as usize;
    let k = if n >= 2 { wanted.clamp(1, n - 1) } else { 0 };
    let hash = |p: &PathBuf| {
        let file = p.file_name().unwrap_or_default().to_string_lossy();
        super::aptos::fnv1a(&format!("{}/{file}", class.name))
    };
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by_key(|&i| (hash(&class.images[i]), i));
    let mut out = vec![false; n];
    for &i in &order[..k] {
        out[i] = true;
    }
    out
}

/// The listing of `split`: labels are places in the data set's class list.
pub(super) fn image_folder(
    spec: &DataSpec,
    root: &Path,
    split: Split,
) -> Result<Listing, ConfigError> {
    let problems = problems(spec, root)?;
    if !problems.is_empty() {
        return Err(problems.into_error(|_| Origin::file(root)));
    }
    let [train_name, eval_name] = split_names(spec);
    let train = class_folders(&root.join(&train_name))?;
    let classes = class_list(spec, &train);
    let (split_dir, folders) = match split {
        Split::Train => (root.join(&train_name), train),
        Split::Eval if held_out(spec, root) => (root.join(&train_name), train),
        Split::Eval => {
            let dir = root.join(&eval_name);
            let folders = class_folders(&dir)?;
            (dir, folders)
        }
    };
    let holdout = held_out(spec, root).then(|| spec.eval_fraction.unwrap_or_default());
    let mut records = Vec::new();
    for folder in &folders {
        let label = classes
            .iter()
            .position(|c| *c == folder.name)
            .expect("every folder is a class: checked above") as u32;
        let kept = match holdout {
            Some(share) => held_out_images(folder, share)
                .into_iter()
                .map(|h| h == (split == Split::Eval))
                .collect(),
            None => vec![true; folder.images.len()],
        };
        let dir = split_dir.join(&folder.name);
        for (path, _) in folder.images.iter().zip(&kept).filter(|(_, k)| **k) {
            records.push(Record::new(
                path.clone(),
                label,
                format!("directory {}", dir.display()),
            ));
        }
    }
    Ok(Listing { records, classes })
}
