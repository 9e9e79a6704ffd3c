//! Readers for the published dataset layouts. Each turns a split of a dataset directory into a
//! [`Listing`]: image paths, labels, and the annotation line that named each image, so that a
//! missing file or a bad label is reported where it was written.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use super::files::Listing;
use super::Split;
use crate::config::keys::{self, Key};
use crate::config::schema::{DataFormat, DataSpec};
use crate::error::{ConfigError, Origin};

mod aptos;
mod csv_files;
mod few_shot;
mod fine_grained;
mod image_folder;
mod reid;

use aptos::aptos2019;
use csv_files::{csv, csv_fields, csv_table};
use few_shot::mini_imagenet;
use fine_grained::{cub200, fgvc_aircraft, stanford_cars};
use reid::market1501;

const IMAGE_EXTENSIONS: &[&str] = &["jpg", "jpeg", "png"];

/// The other extensions torchvision's `ImageFolder` reads as images: paperfit decodes JPEG and
/// PNG only, and refuses a class folder holding these rather than train on fewer images.
const UNDECODED_IMAGE_EXTENSIONS: &[&str] = &["ppm", "bmp", "pgm", "tif", "tiff", "webp"];

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

/// Non-empty lines with their 1-based numbers. A UTF-8 byte order mark at the start (Excel's
/// "CSV UTF-8" writes one) is not text: it would become part of the first header name, and
/// pandas and Python's `utf-8-sig` drop it too.
fn lines(path: &Path) -> Result<Vec<(usize, String)>, ConfigError> {
    let text = std::fs::read_to_string(path).map_err(|e| match e.kind() {
        std::io::ErrorKind::NotFound => missing(path, "annotation file"),
        _ => ConfigError::new(format!("cannot read {}: {e}", path.display()))
            .origin(Origin::file(path)),
    })?;
    Ok(text
        .strip_prefix('\u{feff}')
        .unwrap_or(&text)
        .lines()
        .enumerate()
        .map(|(i, l)| (i + 1, l.trim_end_matches('\r').to_string()))
        .filter(|(_, l)| !l.trim().is_empty())
        .collect())
}

fn has_extension(path: &Path, extensions: &[&str]) -> bool {
    path.extension()
        .and_then(|e| e.to_str())
        .is_some_and(|e| extensions.contains(&e.to_ascii_lowercase().as_str()))
}

fn is_image(path: &Path) -> bool {
    has_extension(path, IMAGE_EXTENSIONS)
}

/// Whether a directory entry is hidden (`.DS_Store`, macOS's `._photo.jpg` resource forks,
/// `.ipynb_checkpoints`): never a sample or a class.
fn is_hidden(path: &Path) -> bool {
    path.file_name()
        .is_some_and(|n| n.to_string_lossy().starts_with('.'))
}

/// The entries of `dir` that are not hidden, as (files, directories), each sorted by name.
fn entries(dir: &Path) -> Result<(Vec<PathBuf>, Vec<PathBuf>), ConfigError> {
    let read = std::fs::read_dir(dir).map_err(|_| missing(dir, "directory"))?;
    let (mut dirs, mut files): (Vec<PathBuf>, Vec<PathBuf>) = read
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| !is_hidden(p))
        .partition(|p| p.is_dir());
    // A link to a missing file stays a sample, as `os.walk` lists it for torchvision: reading
    // it fails, located, rather than the split silently shrinking.
    files.retain(|p| p.is_file() || p.is_symlink());
    files.sort();
    dirs.sort();
    Ok((files, dirs))
}

/// Image files directly in `dir` (not hidden), sorted by name.
fn images_in(dir: &Path) -> Result<Vec<PathBuf>, ConfigError> {
    let (mut files, _) = entries(dir)?;
    files.retain(|p| is_image(p));
    Ok(files)
}

/// Image files in `dir` and every folder below it, in torchvision's `ImageFolder` order (the
/// folders by path, as `sorted(os.walk(dir))` orders them, and each folder's files by name);
/// hidden entries left out. An image paperfit cannot decode (see [`UNDECODED_IMAGE_EXTENSIONS`])
/// is an error rather than a sample silently left out.
fn images_under(dir: &Path) -> Result<Vec<PathBuf>, ConfigError> {
    let mut folders: Vec<(String, Vec<PathBuf>)> = Vec::new();
    let mut pending = vec![dir.to_path_buf()];
    // Folders are followed through links, as torchvision does; each real folder is read once,
    // so a link back up the tree cannot loop.
    let mut seen = std::collections::BTreeSet::new();
    while let Some(folder) = pending.pop() {
        if !seen.insert(std::fs::canonicalize(&folder).unwrap_or_else(|_| folder.clone())) {
            continue;
        }
        let (files, dirs) = entries(&folder)?;
        folders.push((folder.to_string_lossy().into_owned(), files));
        pending.extend(dirs);
    }
    folders.sort_by(|a, b| a.0.cmp(&b.0));
    let files: Vec<PathBuf> = folders.into_iter().flat_map(|(_, f)| f).collect();
    let undecoded: Vec<&PathBuf> = files
        .iter()
        .filter(|p| has_extension(p, UNDECODED_IMAGE_EXTENSIONS))
        .collect();
    if let Some(first) = undecoded.first() {
        return Err(ConfigError::new(format!(
            "{} holds {} image(s) paperfit cannot decode, e.g. {}: torchvision's ImageFolder would train on them",
            dir.display(),
            undecoded.len(),
            first.display()
        ))
        .origin(Origin::file(first))
        .expected("JPEG or PNG images")
        .help("convert them to PNG (lossless), or move them out of the class folders"));
    }
    Ok(files.into_iter().filter(|p| is_image(p)).collect())
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
    if let Some(problems) = split_folder_root(spec, root) {
        return Err(problems.into_error(|_| Origin::file(root)));
    }
    let name = || {
        let [train, eval] = split_names(spec).unwrap_or_default();
        match split {
            Split::Train => train,
            Split::Eval => eval,
        }
    };
    match spec.format {
        DataFormat::Synthetic => Err(ConfigError::new("synthetic data has no files")),
        DataFormat::ImageFolder => image_folder::image_folder(spec, root, split),
        DataFormat::Csv => csv(spec, root, split),
        DataFormat::Cub200 => cub200(root, split, spec.bounding_box_crop),
        DataFormat::StanfordCars => stanford_cars(root, &name(), spec.bounding_box_crop),
        DataFormat::FgvcAircraft => fgvc_aircraft(root, &name()),
        DataFormat::MiniImagenet => mini_imagenet(root, &name()),
        DataFormat::Market1501 => market1501(root, &name()),
        DataFormat::Aptos2019 => aptos2019(root, split, spec.eval_fraction.unwrap_or(0.2)),
    }
}

/// The (training, evaluation) split names of a layout that names its splits (a folder, a
/// split file), as configured or by the layout's default; `None` for the others.
pub(crate) fn split_names(spec: &DataSpec) -> Option<[String; 2]> {
    let (train, eval) = match spec.format {
        DataFormat::ImageFolder => return Some(image_folder::split_names(spec)),
        DataFormat::StanfordCars => ("train", "test"),
        DataFormat::FgvcAircraft => ("trainval", "test"),
        DataFormat::MiniImagenet => ("train", "val"),
        DataFormat::Market1501 => ("bounding_box_train", "query"),
        DataFormat::Synthetic | DataFormat::Csv | DataFormat::Cub200 | DataFormat::Aptos2019 => {
            return None
        }
    };
    let or = |configured: &Option<String>, default: &str| {
        configured.clone().unwrap_or_else(|| default.to_string())
    };
    Some([or(&spec.train_split, train), or(&spec.eval_split, eval)])
}

/// The first setting of `spec` its layout does not read, with the layouts that read it: a
/// setting that would change nothing (a bounding-box crop of Market-1501's cropped people, a
/// split name for CUB-200's split file, a held-out share of a layout with its own evaluation
/// split). Synthetic data reads none and is never refused for them: it stands in for an
/// experiment's own data (`--set data.format="synthetic"`, the doctor's and the benchmarks'
/// workloads), whose settings stay for when that data is back.
pub(crate) fn unread_setting(spec: &DataSpec) -> Option<(Key, &'static str)> {
    if spec.format == DataFormat::Synthetic {
        return None;
    }
    use DataFormat::{Aptos2019, Csv, Cub200, FgvcAircraft, ImageFolder, Market1501};
    use DataFormat::{MiniImagenet, StanfordCars};
    const NAMED_SPLITS: &[DataFormat] = &[
        ImageFolder,
        StanfordCars,
        FgvcAircraft,
        MiniImagenet,
        Market1501,
    ];
    const NAMED: &str =
        "`image_folder`, `stanford_cars`, `fgvc_aircraft`, `mini_imagenet` and `market1501`";
    const CSV: (&[DataFormat], &str) = (&[Csv], "`csv`");
    let settings: [(Key, bool, (&[DataFormat], &'static str)); 8] = [
        (
            keys::DATA_BOUNDING_BOX_CROP,
            spec.bounding_box_crop,
            (&[Cub200, StanfordCars], "`cub200` and `stanford_cars`"),
        ),
        (
            keys::DATA_TRAIN_SPLIT,
            spec.train_split.is_some(),
            (NAMED_SPLITS, NAMED),
        ),
        (
            keys::DATA_EVAL_SPLIT,
            spec.eval_split.is_some(),
            (NAMED_SPLITS, NAMED),
        ),
        (
            keys::DATA_EVAL_FRACTION,
            spec.eval_fraction.is_some(),
            (&[Aptos2019, ImageFolder], "`aptos2019` and `image_folder`"),
        ),
        (keys::DATA_TRAIN_CSV, spec.train_csv.is_some(), CSV),
        (keys::DATA_PATH_COLUMN, spec.path_column.is_some(), CSV),
        (keys::DATA_LABEL_COLUMN, spec.label_column.is_some(), CSV),
        (keys::DATA_IMAGE_ROOT, spec.image_root.is_some(), CSV),
    ];
    let eval_csv = (keys::DATA_EVAL_CSV, spec.eval_csv.is_some(), CSV);
    settings
        .into_iter()
        .chain([eval_csv])
        .find(|(_, set, (readers, _))| *set && !readers.contains(&spec.format))
        .map(|(key, _, (_, readers))| (key, readers))
}

/// The gallery split of the re-identification layouts: every query is ranked against it.
pub(crate) const GALLERY_SPLIT: &str = "bounding_box_test";

/// A configuration whose evaluation would read images the run trains on, or rank a split
/// against itself: the key to change, what is wrong and how to go on.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct EvaluationLeak {
    pub key: Key,
    pub why: String,
    pub help: &'static str,
}

/// Where the configuration makes the evaluation read the training split's own images (the
/// same split by name or path, the same CSV file, a split that holds the other: FGVC-Aircraft's
/// `trainval` is `train` and `val`), trains on the re-identification gallery or queries, or
/// ranks the gallery against itself. Evaluating on training images would report memorisation
/// as the paper's accuracy.
pub(crate) fn training_split_evaluated(spec: &DataSpec) -> Option<EvaluationLeak> {
    const NO_EVAL: &str = "evaluating on training images measures memorisation, not the paper's accuracy; to train without evaluating, set data.eval_samples = 0";
    let leak = |key, why: String| {
        Some(EvaluationLeak {
            key,
            why,
            help: NO_EVAL,
        })
    };
    if let Some([train, eval]) = split_names(spec) {
        let (train_path, eval_path) = (lexical(&train), lexical(&eval));
        if train_path == eval_path {
            let why =
                format!("the evaluation would read `{eval}`, the training split's own images");
            return leak(keys::DATA_EVAL_SPLIT, why);
        }
        let holds = |outer: &Path, inner: &Path| {
            spec.format == DataFormat::FgvcAircraft
                && outer == Path::new("trainval")
                && (inner == Path::new("train") || inner == Path::new("val"))
        };
        if holds(&train_path, &eval_path) || holds(&eval_path, &train_path) {
            let why = format!("the evaluation would read `{eval}`, and the training split `{train}` holds the same images (FGVC-Aircraft's trainval is its train and val)");
            return leak(keys::DATA_EVAL_SPLIT, why);
        }
        if spec.format == DataFormat::Market1501 {
            let gallery = Path::new(GALLERY_SPLIT);
            if eval_path == gallery {
                return Some(EvaluationLeak {
                    key: keys::DATA_EVAL_SPLIT,
                    why: format!("data.eval_split names the queries, and `{GALLERY_SPLIT}` is the gallery every query is ranked against: each image would be ranked against itself"),
                    help: "the queries are `query`, the default; the gallery is always `bounding_box_test`",
                });
            }
            if train_path == gallery {
                let why = format!("the training split `{train}` is the gallery the evaluation ranks queries against: the model would train on the people it is scored on");
                return leak(keys::DATA_TRAIN_SPLIT, why);
            }
        }
        return None;
    }
    match (&spec.train_csv, &spec.eval_csv) {
        (Some(train), Some(eval)) if spec.format == DataFormat::Csv => {
            let root = spec.root.as_deref().unwrap_or(Path::new(""));
            let same_file = match (
                std::fs::canonicalize(root.join(train)),
                std::fs::canonicalize(root.join(eval)),
            ) {
                (Ok(a), Ok(b)) => a == b,
                _ => lexical(train) == lexical(eval),
            };
            let why = format!(
                "the evaluation would read `{}`, the training split's own images",
                eval.display()
            );
            same_file.then(|| leak(keys::DATA_EVAL_CSV, why)).flatten()
        }
        _ => None,
    }
}

/// `path` without `.` components or a trailing separator: `./train/` and `train` name one
/// folder.
fn lexical(path: impl AsRef<Path>) -> PathBuf {
    path.as_ref()
        .components()
        .filter(|c| !matches!(c, std::path::Component::CurDir))
        .collect()
}

/// Problems with a data set that can be read here but not used as it is: each a line naming
/// the folder or key, what was expected and what to do, under the key it concerns.
#[derive(Debug, Clone, Default, PartialEq)]
pub(crate) struct LayoutProblems(Vec<(Key, String)>);

impl LayoutProblems {
    fn push(&mut self, key: Key, line: String) {
        self.0.push((key, line));
    }

    pub(crate) fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// One error listing every problem, one line each, at the first problem's key (where
    /// `origin` says it was written).
    pub(crate) fn into_error(self, origin: impl Fn(Key) -> Origin) -> ConfigError {
        let Some(&(key, _)) = self.0.first() else {
            return ConfigError::new("the data set has no problem");
        };
        let message = match self.0.as_slice() {
            [(_, line)] => line.clone(),
            lines => {
                let mut text = format!("the data set has {} problems:", lines.len());
                for (_, line) in lines {
                    text.push_str(&format!("\n  - {line}"));
                }
                text
            }
        };
        ConfigError::new(message)
            .key(key)
            .origin(origin(key))
            .expected("one class list for the data set: data.classes in label order, or else the training split's class folders; a folder holding images for each class in every split, no other folder, and data.num_classes equal to their number")
            .help("`paperfit data EXPERIMENT` lists the images of each split and class once these are fixed")
    }
}

/// A folder each layout has directly under its root (its annotation file, or its training
/// split's folder), and the folders inside a root that a root can be mistaken for.
fn root_marker(spec: &DataSpec) -> Option<(String, Vec<String>)> {
    let names = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    let configured = [spec.train_split.clone(), spec.eval_split.clone()];
    let mut splits: Vec<String> = configured.into_iter().flatten().collect();
    let (marker, inner) = match spec.format {
        DataFormat::ImageFolder => {
            let [train, eval] = image_folder::split_names(spec);
            (train.clone(), vec![train, eval, "test".into()])
        }
        DataFormat::Cub200 => ("images.txt".into(), names(&["images"])),
        DataFormat::StanfordCars => ("names.csv".into(), names(&["cars_train", "cars_test"])),
        DataFormat::FgvcAircraft => ("variants.txt".into(), names(&["images"])),
        DataFormat::MiniImagenet => ("images".into(), names(&["images"])),
        DataFormat::Market1501 => (
            spec.train_split
                .clone()
                .unwrap_or("bounding_box_train".into()),
            names(&["bounding_box_train", "bounding_box_test", "query"]),
        ),
        DataFormat::Aptos2019 => ("train.csv".into(), names(&["train_images"])),
        DataFormat::Synthetic | DataFormat::Csv => return None,
    };
    splits.extend(inner);
    Some((marker, splits))
}

/// A root that is one of the data set's inner folders (`.../train` for an image folder): the
/// problem names the parent to use instead.
fn split_folder_root(spec: &DataSpec, root: &Path) -> Option<LayoutProblems> {
    let (marker, inner) = root_marker(spec)?;
    let name = root.file_name()?.to_string_lossy().to_string();
    if root.join(&marker).exists() || !inner.contains(&name) {
        return None;
    }
    let parent = root.parent().filter(|p| !p.as_os_str().is_empty())?;
    let mut problems = LayoutProblems::default();
    problems.push(
        crate::config::keys::DATA_ROOT,
        format!(
            "data.root = {} is the data set's `{name}` folder, not the data set: use its parent, data.root = {} (the `{}` layout has {marker} directly under its root)",
            root.display(),
            parent.display(),
            spec.format.as_str()
        ),
    );
    Some(problems)
}

/// What would stop a run on a data set, found before a plan is made: a stated class list that
/// cannot be one (`data.classes`: another format, a name twice, another count), a root that is
/// one of the data set's inner folders, and (image folders) class folders that do not agree. Nothing for a data set that cannot be read here (a plan for another machine).
pub(crate) fn check_layout(spec: &DataSpec) -> Result<(), LayoutProblems> {
    let stated = image_folder::stated_list_problems(spec);
    if !stated.is_empty() {
        return Err(stated);
    }
    let Some(root) = spec.root.as_deref().filter(|r| r.is_dir()) else {
        return Ok(());
    };
    if let Some(problems) = split_folder_root(spec, root) {
        return Err(problems);
    }
    if spec.format == DataFormat::ImageFolder {
        // A split that cannot be listed is the listing's own error, said where it is counted.
        if let Ok(problems) = image_folder::problems(spec, root) {
            if !problems.is_empty() {
                return Err(problems);
            }
        }
    }
    Ok(())
}

/// Why a run of `spec` evaluates nothing although the experiment did not turn evaluation off
/// (`data.eval_samples = 0`): the data names no evaluation split. `None` when it evaluates, or
/// was told not to, or the data is generated.
pub(crate) fn why_no_evaluation(spec: &DataSpec) -> Option<String> {
    if evaluates(spec) || spec.eval_samples.is_some() {
        return None;
    }
    match (spec.format, spec.root.as_deref()) {
        (DataFormat::Csv, _) => {
            Some("data.eval_csv is not set: set it to the evaluation split's CSV".to_string())
        }
        (DataFormat::ImageFolder, Some(root)) => Some(image_folder::no_evaluation(spec, root)),
        _ => None,
    }
}

/// Whether a run of `spec` evaluates: `data.eval_samples` above 0; left out, where the layout
/// has an evaluation split (an image folder's evaluation folder or held-out share, a `csv`'s
/// `data.eval_csv`, every published layout; synthetic data only with `eval_samples`).
pub(crate) fn evaluates(spec: &DataSpec) -> bool {
    match (spec.eval_samples, spec.format) {
        (Some(n), _) => n > 0,
        (None, DataFormat::Synthetic) => false,
        (None, DataFormat::Csv) => spec.eval_csv.is_some(),
        (None, DataFormat::ImageFolder) => spec
            .root
            .as_deref()
            .is_some_and(|root| image_folder::evaluates(spec, root)),
        (None, _) => true,
    }
}

#[cfg(test)]
mod tests {
    use super::training_split_evaluated;
    use crate::config::keys;
    use crate::config::schema::{DataFormat, DataSpec};

    #[test]
    fn an_evaluation_that_reads_the_training_split_is_found() {
        let found = |spec: &DataSpec| training_split_evaluated(spec).map(|leak| leak.key);
        let mut csv = DataSpec::files("d", DataFormat::Csv, "/data", 3);
        csv.train_csv = Some("train.csv".into());
        csv.eval_csv = Some("val.csv".into());
        assert_eq!(found(&csv), None);
        csv.eval_csv = Some("train.csv".into());
        assert_eq!(found(&csv), Some(keys::DATA_EVAL_CSV));
        csv.eval_csv = Some("./train.csv".into());
        assert_eq!(found(&csv), Some(keys::DATA_EVAL_CSV));
        let mut folder = DataSpec::files("d", DataFormat::ImageFolder, "/data", 3);
        assert_eq!(found(&folder), None);
        folder.eval_split = Some("train".into());
        assert_eq!(found(&folder), Some(keys::DATA_EVAL_SPLIT));
        folder.eval_split = Some("./train/".into());
        assert_eq!(found(&folder), Some(keys::DATA_EVAL_SPLIT));
        // Market-1501 trains on bounding_box_train by default; its gallery is neither trained
        // on nor a query split.
        let mut market = DataSpec::files("d", DataFormat::Market1501, "/data", 3);
        assert_eq!(found(&market), None);
        market.eval_split = Some("bounding_box_train".into());
        assert_eq!(found(&market), Some(keys::DATA_EVAL_SPLIT));
        market.eval_split = Some("bounding_box_test".into());
        let leak = training_split_evaluated(&market).unwrap();
        assert!(leak.why.contains("ranked against itself"), "{}", leak.why);
        market.eval_split = None;
        market.train_split = Some("bounding_box_test".into());
        assert_eq!(found(&market), Some(keys::DATA_TRAIN_SPLIT));
        // FGVC-Aircraft's trainval holds train and val.
        let mut aircraft = DataSpec::files("d", DataFormat::FgvcAircraft, "/data", 3);
        assert_eq!(found(&aircraft), None);
        for eval in ["val", "train"] {
            aircraft.eval_split = Some(eval.into());
            assert_eq!(found(&aircraft), Some(keys::DATA_EVAL_SPLIT), "{eval}");
        }
        aircraft.train_split = Some("train".into());
        aircraft.eval_split = Some("val".into());
        assert_eq!(found(&aircraft), None);
        aircraft.eval_split = Some("trainval".into());
        assert_eq!(found(&aircraft), Some(keys::DATA_EVAL_SPLIT));
    }
}
