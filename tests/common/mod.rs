//! Helpers shared by the integration tests.
#![allow(dead_code)]

pub mod layouts;

use std::path::PathBuf;

use paperfit::config::{load, LoadOptions};
use paperfit::plan::{resolve, Plan};

pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The plan of a shipped experiment on `preset` with `--set` overrides.
pub fn plan(experiment: &str, preset: &str, sets: &[&str]) -> Plan {
    let mut o = LoadOptions::new(root().join("experiments").join(experiment), preset);
    o.presets_dir = Some(root().join("presets"));
    for s in sets {
        o = o.set(s);
    }
    let loaded = load(&o).unwrap_or_else(|e| panic!("{e}"));
    resolve(&loaded).unwrap_or_else(|e| panic!("{e}"))
}
