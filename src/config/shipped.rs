//! The experiments shipped in `experiments/`, compiled into the binary as the presets are: a
//! name finds them from any folder (`paperfit plan dcal_cub`), `extends = "dcal_cub"` inherits
//! from them, and `paperfit experiments` lists them. A file of the same name in
//! `./experiments` comes first. A built-in experiment is shown as
//! `built-in experiments/<name>.toml`, and its relative paths are read as they would be from
//! `./experiments/<name>.toml`.

use std::path::{Path, PathBuf};

use serde::Serialize;

use super::layers::TomlDocument;
use crate::error::ConfigError;

const SHIPPED: &[(&str, &str)] = &[
    (
        "clip_cars_flyp",
        include_str!("../../experiments/clip_cars_flyp.toml"),
    ),
    (
        "clip_cars_task_arithmetic",
        include_str!("../../experiments/clip_cars_task_arithmetic.toml"),
    ),
    (
        "dcal_aircraft",
        include_str!("../../experiments/dcal_aircraft.toml"),
    ),
    (
        "dcal_cars",
        include_str!("../../experiments/dcal_cars.toml"),
    ),
    ("dcal_cub", include_str!("../../experiments/dcal_cub.toml")),
    (
        "dcal_market1501",
        include_str!("../../experiments/dcal_market1501.toml"),
    ),
    (
        "fsct_miniimagenet_resnet34_5w1s",
        include_str!("../../experiments/fsct_miniimagenet_resnet34_5w1s.toml"),
    ),
    (
        "fsct_miniimagenet_resnet34_5w5s",
        include_str!("../../experiments/fsct_miniimagenet_resnet34_5w5s.toml"),
    ),
    (
        "profoct_miniimagenet",
        include_str!("../../experiments/profoct_miniimagenet.toml"),
    ),
    (
        "quickstart",
        include_str!("../../experiments/quickstart.toml"),
    ),
    (
        "quickstart_vit",
        include_str!("../../experiments/quickstart_vit.toml"),
    ),
    (
        "seresnext50_aptos",
        include_str!("../../experiments/seresnext50_aptos.toml"),
    ),
];

/// The folder the relative paths of a built-in experiment are read from, and where a bare name
/// looks for an experiment file first.
pub(crate) const EXPERIMENTS_DIR: &str = "experiments";

/// The text of the shipped experiment `name`.
pub(crate) fn builtin(name: &str) -> Option<&'static str> {
    SHIPPED
        .iter()
        .find(|(n, _)| *n == name)
        .map(|(_, text)| *text)
}

/// The names of the shipped experiments, in name order.
pub(crate) fn builtin_names() -> impl Iterator<Item = &'static str> {
    SHIPPED.iter().map(|(n, _)| *n)
}

/// The document of the shipped experiment `name`, under its built-in path.
pub(crate) fn builtin_document(name: &str) -> Option<Result<TomlDocument, ConfigError>> {
    let text = builtin(name)?;
    let path = PathBuf::from(format!("built-in {EXPERIMENTS_DIR}/{name}.toml"));
    Some(TomlDocument::parse(&path, text.to_string()))
}

/// One experiment a bare name finds.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub(crate) struct ListedExperiment {
    pub name: String,
    /// The file a bare name reads: `experiments/<name>.toml`, or the built-in copy.
    pub source: String,
    /// `[paper] name` and `title`, where the file has them.
    pub paper: Option<String>,
    pub title: Option<String>,
}

/// The paper's name and title an experiment's text states.
fn paper_of(text: &str) -> (Option<String>, Option<String>) {
    let table: toml::Table = toml::from_str(text).unwrap_or_default();
    let get = |key: &str| {
        table
            .get("paper")
            .and_then(|p| p.get(key))
            .and_then(|v| v.as_str())
            .map(str::to_string)
    };
    (get("name"), get("title"))
}

/// Every experiment a bare name finds: the files of `./experiments`, then the shipped ones
/// that no file of the same name hides; in name order.
pub(crate) fn list(dir: &Path) -> Vec<ListedExperiment> {
    let mut out: Vec<ListedExperiment> = std::fs::read_dir(dir)
        .map(|rd| {
            rd.filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.is_file() && p.extension().is_some_and(|e| e == "toml"))
                .filter_map(|p| {
                    let name = p.file_stem()?.to_str()?.to_string();
                    let (paper, title) = paper_of(&std::fs::read_to_string(&p).ok()?);
                    let source = p.display().to_string();
                    Some(ListedExperiment {
                        name,
                        source,
                        paper,
                        title,
                    })
                })
                .collect()
        })
        .unwrap_or_default();
    for (name, text) in SHIPPED {
        if !out.iter().any(|e| e.name == *name) {
            let (paper, title) = paper_of(text);
            out.push(ListedExperiment {
                name: name.to_string(),
                source: "built in".into(),
                paper,
                title,
            });
        }
    }
    out.sort_by(|a, b| a.name.cmp(&b.name));
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_shipped_file_is_built_in_with_the_same_text() {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join(EXPERIMENTS_DIR);
        let mut files: Vec<String> = std::fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|e| e == "toml"))
            .map(|p| p.file_stem().unwrap().to_string_lossy().into_owned())
            .collect();
        files.sort();
        assert_eq!(files, builtin_names().collect::<Vec<_>>());
        for name in files {
            let text = std::fs::read_to_string(dir.join(format!("{name}.toml"))).unwrap();
            assert_eq!(builtin(&name), Some(text.as_str()), "{name}");
        }
    }
}
