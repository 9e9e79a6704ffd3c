//! GPU-size presets: what a card of a given memory size can execute.
//!
//! A preset file (`presets/<name>.toml`) has a `[preset]` table (memory, usable fraction,
//! device) and a `[train]` table of execution defaults (precision, checkpointing) that becomes
//! the second-lowest configuration layer. paperfit ships the six presets inside the binary; a
//! `presets/` directory (given, or present in the working directory) is a layer over them: a
//! file named like a built-in preset replaces it, any other file adds a preset.

use std::path::{Path, PathBuf};

use figment::Figment;
use serde::Serialize;

use crate::config::errors::from_figment;
use crate::config::keys::{self, Key};
use crate::config::layers::{table_to_dict, Layer, TomlDocument};
use crate::config::schema::{DeviceKind, PresetInfo};
use crate::config::suggest::did_you_mean;
use crate::error::{ConfigError, Origin};
use crate::gpu::{Detection, GpuInfo};

const GIB: f64 = (1u64 << 30) as f64;

/// Cards report less than their marketing size (a "16 GB" T4 reports 15 GiB, an "80 GB" H100
/// 79.6 GiB): a card matches a preset when it has at least this share of the nominal size.
pub(crate) const NOMINAL_MATCH: f64 = 0.9;

/// The presets shipped with paperfit, embedded so the binary works from any directory.
const BUILTIN: &[(&str, &str)] = &[
    ("8gb", include_str!("../../presets/8gb.toml")),
    ("16gb", include_str!("../../presets/16gb.toml")),
    ("24gb", include_str!("../../presets/24gb.toml")),
    ("40gb", include_str!("../../presets/40gb.toml")),
    ("80gb", include_str!("../../presets/80gb.toml")),
    ("cpu", include_str!("../../presets/cpu.toml")),
];

/// A preset file: `[preset]` and `[train]` (the latter is checked by the experiment's schema
/// when the preset's layer is stacked).
#[derive(Debug, serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct PresetFileSchema {
    preset: PresetInfo,
    #[serde(default, rename = "train")]
    _train: Option<serde::de::IgnoredAny>,
}

#[derive(Debug, Clone)]
pub struct Preset {
    pub name: String,
    pub info: PresetInfo,
    /// Where it was read from (`presets/16gb.toml`, or the built-in copy of it).
    pub source: PathBuf,
    pub builtin: bool,
    document: TomlDocument,
}

impl Preset {
    fn from_document(
        name: &str,
        document: TomlDocument,
        builtin: bool,
    ) -> Result<Self, ConfigError> {
        let file_origin = Origin::file(&document.path);
        // The whole file, checked as a preset file; the layer stacked under the experiment is
        // its `[train]` table (`Preset::layer`).
        let layer = Layer::new(
            Origin::preset_file(name, &document.path, false),
            table_to_dict(&document.table),
            document.key_origins("", "", None),
        );
        let info = Figment::from(&layer)
            .extract::<PresetFileSchema>()
            .map_err(|e| from_figment(e, std::slice::from_ref(&layer), &file_origin))?
            .preset;
        let bad = |key: Key, message: String, expected: &str| {
            let origin = layer
                .keys
                .get(key.path())
                .map(|k| k.value.clone())
                .unwrap_or_else(|| file_origin.clone());
            ConfigError::new(message)
                .key(key)
                .origin(origin)
                .expected(expected)
        };
        if !(info.memory_gb.is_finite() && info.memory_gb > 0.0) {
            return Err(bad(
                keys::PRESET_MEMORY_GB,
                format!("memory_gb must be positive, found {}", info.memory_gb),
                "the card's memory in GB, e.g. 16",
            ));
        }
        if !(info.usable_fraction > 0.0 && info.usable_fraction <= 1.0) {
            return Err(bad(
                keys::PRESET_USABLE_FRACTION,
                format!(
                    "usable_fraction must be in (0, 1], found {}",
                    info.usable_fraction
                ),
                "a share of the memory, e.g. 0.9",
            ));
        }
        Ok(Preset {
            name: name.to_string(),
            info,
            source: document.path.clone(),
            builtin,
            document,
        })
    }

    /// The preset's `[train]` table as a configuration layer.
    pub(crate) fn layer(&self) -> Layer {
        let mut dict = figment::value::Dict::new();
        if let Some(train) = self.document.table.get("train") {
            dict.insert("train".into(), crate::config::layers::to_figment(train));
        }
        Layer::new(
            Origin::preset_file(&self.name, &self.source, self.builtin),
            dict,
            self.document.key_origins("train", "train", None),
        )
    }

    pub(crate) fn display_source(&self) -> String {
        Origin::preset_file(&self.name, &self.source, self.builtin).to_string()
    }

    /// Nominal memory budget of a plan on this preset.
    pub(crate) fn budget_bytes(&self) -> u64 {
        (self.info.memory_gb * GIB * self.info.usable_fraction) as u64
    }

    /// The execution defaults this preset sets (its `[train]` table).
    pub(crate) fn train_defaults(&self) -> toml::Table {
        match self.document.table.get("train") {
            Some(toml::Value::Table(t)) => t.clone(),
            _ => toml::Table::new(),
        }
    }
}

/// All presets available to this invocation.
#[derive(Debug, Clone)]
pub(crate) struct PresetCatalog {
    pub presets: Vec<Preset>,
    /// The directory layered over the built-in presets; `None` for the built-in set alone.
    pub dir: Option<PathBuf>,
}

impl PresetCatalog {
    /// The built-in presets.
    pub(crate) fn builtin() -> Result<Self, ConfigError> {
        let presets = BUILTIN
            .iter()
            .map(|(name, text)| {
                let path = PathBuf::from(format!("presets/{name}.toml"));
                let doc = TomlDocument::parse(&path, (*text).to_string())?;
                Preset::from_document(name, doc, true)
            })
            .collect::<Result<Vec<_>, _>>()?;
        Ok(PresetCatalog { presets, dir: None })
    }

    /// Every `*.toml` in `dir`, named by file stem.
    pub(crate) fn from_dir(dir: &Path) -> Result<Self, ConfigError> {
        let entries = std::fs::read_dir(dir).map_err(|e| {
            ConfigError::new(format!(
                "cannot read the presets directory {}: {}",
                dir.display(),
                crate::config::layers::io_reason(&e)
            ))
            .origin(Origin::file(dir))
        })?;
        let mut paths: Vec<PathBuf> = entries
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|x| x == "toml"))
            .collect();
        paths.sort();
        let mut presets = Vec::new();
        for path in paths {
            let name = path
                .file_stem()
                .and_then(|s| s.to_str())
                .unwrap_or_default()
                .to_string();
            let doc = TomlDocument::read(&path)?;
            presets.push(Preset::from_document(&name, doc, false)?);
        }
        if presets.is_empty() {
            return Err(
                ConfigError::new(format!("no preset files (*.toml) in {}", dir.display()))
                    .origin(Origin::file(dir)),
            );
        }
        sort_by_size(&mut presets);
        Ok(PresetCatalog {
            presets,
            dir: Some(dir.to_path_buf()),
        })
    }

    /// The built-in presets with `dir`'s presets over them: a file replaces the built-in
    /// preset of its name, any other file adds one.
    pub(crate) fn layered(dir: &Path) -> Result<Self, ConfigError> {
        let own = Self::from_dir(dir)?;
        let mut presets = Self::builtin()?.presets;
        for preset in own.presets {
            match presets.iter_mut().find(|p| p.name == preset.name) {
                Some(builtin) => *builtin = preset,
                None => presets.push(preset),
            }
        }
        sort_by_size(&mut presets);
        Ok(PresetCatalog {
            presets,
            dir: own.dir,
        })
    }

    /// The built-in presets, with `dir` (named by `origin`) layered over them when given, else
    /// `./presets` when it exists.
    pub(crate) fn discover(
        dir: Option<&Path>,
        origin: Option<&Origin>,
    ) -> Result<Self, ConfigError> {
        match dir {
            Some(d) => Self::layered(d).map_err(|e| match (origin, d.is_dir()) {
                // The directory itself is unreadable: say which setting named it.
                (Some(o), false) => e.origin(o.clone()),
                _ => e,
            }),
            None if Path::new("presets").is_dir() => Self::layered(Path::new("presets")),
            None => Self::builtin(),
        }
    }

    pub(crate) fn names(&self) -> impl Iterator<Item = &str> {
        self.presets.iter().map(|p| p.name.as_str())
    }

    pub fn get(&self, name: &str) -> Option<&Preset> {
        self.presets.iter().find(|p| p.name == name)
    }

    /// The preset `name`, or an error listing the available ones.
    pub(crate) fn require(&self, name: &str, origin: Origin) -> Result<&Preset, ConfigError> {
        self.get(name).ok_or_else(|| {
            ConfigError::new(format!("unknown preset `{name}`"))
                .origin(origin)
                .expected(format!(
                    "one of {}, or `auto`",
                    self.names()
                        .map(|n| format!("`{n}`"))
                        .collect::<Vec<_>>()
                        .join(", ")
                ))
                .maybe_help(did_you_mean(name, self.names()))
        })
    }

    /// Resolve a `--preset` choice. `auto` picks the largest GPU preset the detected card
    /// holds, or `cpu` when there is no GPU.
    pub(crate) fn select(
        &self,
        choice: &str,
        origin: Origin,
        detection: impl FnOnce() -> Result<Detection, ConfigError>,
    ) -> Result<Selection, ConfigError> {
        if choice != "auto" {
            let reason = format!("named by {}", origin.short());
            let preset = self.require(choice, origin)?;
            // The card here decides what a CUDA preset can compute in (bf16 or not).
            let card = match preset.info.device {
                DeviceKind::Cuda => match detection()? {
                    Detection::Found(gpu) => Some(gpu),
                    Detection::NotFound { .. } => None,
                },
                DeviceKind::Cpu => None,
            };
            return Ok(Selection {
                name: preset.name.clone(),
                reason,
                budget_bytes: preset.budget_bytes(),
                gpu: None,
                card,
            });
        }
        match detection()? {
            Detection::NotFound { reason } => {
                let cpu = self
                    .presets
                    .iter()
                    .find(|p| p.info.device == DeviceKind::Cpu)
                    .ok_or_else(|| {
                        ConfigError::new("`--preset auto` found no GPU and there is no CPU preset")
                            .origin(origin.clone())
                            .help("add a preset file with `device = \"cpu\"`, or name a preset")
                    })?;
                Ok(Selection {
                    name: cpu.name.clone(),
                    reason: format!(
                        "auto: no GPU ({reason}); using the CPU preset `{}`",
                        cpu.name
                    ),
                    budget_bytes: cpu.budget_bytes(),
                    gpu: None,
                    card: None,
                })
            }
            Detection::Found(gpu) => {
                let fitting = self
                    .presets
                    .iter()
                    .filter(|p| p.info.device == DeviceKind::Cuda)
                    .filter(|p| gpu.total_bytes as f64 >= p.info.memory_gb * GIB * NOMINAL_MATCH)
                    .max_by(|a, b| a.info.memory_gb.total_cmp(&b.info.memory_gb));
                match fitting {
                    Some(p) => Ok(Selection {
                        name: p.name.clone(),
                        reason: format!(
                            "auto: {} with {:.1} GiB -> `{}`, the largest preset whose {} GB it holds",
                            gpu.name,
                            gpu.total_gib(),
                            p.name,
                            p.info.memory_gb
                        ),
                        budget_bytes: (gpu.total_bytes as f64 * p.info.usable_fraction) as u64,
                        card: Some(gpu.clone()),
                        gpu: Some(gpu),
                    }),
                    None => Err(ConfigError::new(format!(
                        "`--preset auto`: {} has {:.1} GiB, less than any GPU preset",
                        gpu.name,
                        gpu.total_gib()
                    ))
                    .origin(origin)
                    .help("add a preset file for this card to a presets directory (--presets-dir), or name a preset")),
                }
            }
        }
    }
}

/// GPU presets by memory, smallest first, then the CPU presets.
fn sort_by_size(presets: &mut [Preset]) {
    presets.sort_by(|a, b| {
        (a.info.device == DeviceKind::Cpu, a.info.memory_gb)
            .partial_cmp(&(b.info.device == DeviceKind::Cpu, b.info.memory_gb))
            .unwrap_or(std::cmp::Ordering::Equal)
    });
}

/// The preset a plan runs on, and why.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Selection {
    pub name: String,
    /// How it was chosen ("chosen with --preset 16gb", "auto: NVIDIA ... -> 80gb").
    pub reason: String,
    /// Device memory the plan may use.
    pub budget_bytes: u64,
    /// The detected card, when auto found one (the micro-batch is then fitted to it).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub gpu: Option<GpuInfo>,
    /// The card a CUDA preset runs on here, when one is found: its compute capability decides
    /// the precision (`crate::plan`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub card: Option<GpuInfo>,
}

/// The presets, the GPU found here, and what `--preset auto` would choose (`paperfit presets`).
pub(crate) struct Overview {
    pub catalog: PresetCatalog,
    pub detection: Detection,
    /// `None` when no preset fits the detected GPU.
    pub auto: Option<Selection>,
}

/// [`Overview`] of the presets in `dir` (or the built-in ones); `PAPERFIT_SIMULATE_GPU_MEMORY`
/// replaces detection as everywhere.
pub(crate) fn overview(
    dir: Option<&Path>,
    origin: Option<&Origin>,
) -> Result<Overview, ConfigError> {
    let catalog = PresetCatalog::discover(dir, origin)?;
    let detection = crate::gpu::detect(&crate::gpu::Simulation::from_env())?;
    let auto = catalog
        .select(
            "auto",
            Origin::CommandLine {
                argument: "paperfit presets".into(),
            },
            || Ok(detection.clone()),
        )
        .ok();
    Ok(Overview {
        catalog,
        detection,
        auto,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sim(bytes: u64) -> impl FnOnce() -> Result<Detection, ConfigError> {
        move || {
            Ok(Detection::Found(GpuInfo {
                name: "test card".into(),
                total_bytes: bytes,
                compute_capability: None,
                simulated: true,
            }))
        }
    }

    fn here() -> Origin {
        Origin::CommandLine {
            argument: "--preset auto".into(),
        }
    }

    #[test]
    fn auto_picks_the_largest_preset_the_card_holds() {
        let cat = PresetCatalog::builtin().unwrap();
        let gib = 1u64 << 30;
        // A T4 reports 15 GiB: still the 16 GB preset.
        assert_eq!(
            cat.select("auto", here(), sim(15 * gib)).unwrap().name,
            "16gb"
        );
        assert_eq!(
            cat.select("auto", here(), sim(24 * gib)).unwrap().name,
            "24gb"
        );
        // An H100 reports 79.6 GiB; an H200 141 GB.
        assert_eq!(
            cat.select("auto", here(), sim(81_559 << 20)).unwrap().name,
            "80gb"
        );
        assert_eq!(
            cat.select("auto", here(), sim(141 * gib)).unwrap().name,
            "80gb"
        );
        assert_eq!(
            cat.select("auto", here(), sim(8 * gib)).unwrap().name,
            "8gb"
        );
        assert!(cat.select("auto", here(), sim(4 * gib)).is_err());
        let none = cat
            .select("auto", here(), || {
                Ok(Detection::NotFound {
                    reason: "no driver".into(),
                })
            })
            .unwrap();
        assert_eq!(none.name, "cpu");
        assert!(none.reason.contains("no driver"), "{}", none.reason);
    }

    #[test]
    fn unknown_preset_suggests_the_closest() {
        let cat = PresetCatalog::builtin().unwrap();
        let e = cat.select("16GB", here(), sim(0)).unwrap_err();
        assert_eq!(e.help.as_deref(), Some("did you mean `16gb`?"));
    }
}
