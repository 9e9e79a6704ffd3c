//! The README's test command after its first command reuses what the first one compiled.
//! Cargo compiles a crate once per set of features; when the test build's dev-dependencies
//! switch on a feature of a crate the release build also links (syn for the proc macros,
//! getrandom under candle-core's zip), that crate and everything above it, candle-core and both
//! of paperfit's crates among them, compile a second time (measured: minutes on two cores).
//! `Cargo.toml` and `kernels/Cargo.toml` ask for those features in the release build too; this
//! rule fails when a new dependency brings another such difference.
//!
//! The first build compiles a crate once per version too: a crate two dependencies want in two
//! versions is compiled twice. Each crate of the release build is at one version, except those
//! [`TWO_VERSIONS_ALLOWED`] names with the reason no choice of ours removes.

use std::collections::{BTreeMap, BTreeSet};
use std::process::Command;

/// Each package of the workspace's dependency tree over `edges` (cargo tree's `-e`), by name
/// and version, with every feature set it is compiled with.
fn feature_sets(edges: &str) -> BTreeMap<String, BTreeSet<String>> {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let out = Command::new(cargo)
        .current_dir(crate::tree::root())
        .args([
            "tree",
            "--workspace",
            "--offline",
            "--prefix",
            "none",
            "-e",
            edges,
        ])
        .args(["-f", "{p}|{f}"])
        .output()
        .expect("cargo tree runs");
    assert!(
        out.status.success(),
        "cargo tree -e {edges}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    parse_tree(&String::from_utf8_lossy(&out.stdout))
}

/// `name version (path)|features` lines (a trailing ` (*)` marks a repeat) to feature sets by
/// `name version`.
fn parse_tree(text: &str) -> BTreeMap<String, BTreeSet<String>> {
    let mut sets: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for line in text.lines().map(|l| l.trim_end_matches(" (*)")) {
        let Some((package, features)) = line.split_once('|') else {
            continue;
        };
        let id: Vec<&str> = package.split(' ').take(2).collect();
        sets.entry(id.join(" "))
            .or_default()
            .insert(features.to_string());
    }
    sets
}

/// The packages of `release` compiled with a feature set `test` does not compile them with.
fn recompiled(
    release: &BTreeMap<String, BTreeSet<String>>,
    test: &BTreeMap<String, BTreeSet<String>>,
) -> Vec<String> {
    let mut out = Vec::new();
    for (package, sets) in release {
        let in_test = test.get(package).cloned().unwrap_or_default();
        for features in sets.difference(&in_test) {
            out.push(format!(
                "{package} [{features}] in the release build, [{}] in the test build",
                in_test.iter().cloned().collect::<Vec<_>>().join("] or [")
            ));
        }
    }
    out
}

#[test]
fn the_test_build_compiles_the_release_builds_crates_with_the_same_features() {
    let differences = recompiled(
        &feature_sets("normal,build"),
        &feature_sets("normal,build,dev"),
    );
    assert!(
        differences.is_empty(),
        "`cargo test --release` would compile these again (ask for the test build's features in \
         the release build, as Cargo.toml does for getrandom and kernels/Cargo.toml for syn):\n{}",
        differences.join("\n")
    );
}

/// Crates the release build compiles in more than one version, each with why: dependencies we do
/// not choose that want different versions. Stale entries fail.
const TWO_VERSIONS_ALLOWED: &[(&str, &str)] = &[
    (
        "base64",
        "tokenizers' spm_precompiled wants 0.13, hf-hub's ureq 0.22",
    ),
    ("bitflags", "image 0.24's png wants 1, everything else 2"),
    (
        "getrandom",
        "ring wants 0.2, rand 0.9 and ahash 0.3, tempfile and zip 0.4",
    ),
    ("hashbrown", "safetensors wants 0.16, zip's indexmap 0.17"),
    ("miniz_oxide", "image 0.24's png wants 0.8, flate2 0.9"),
    ("rand_core", "rand 0.9 wants 0.9, getrandom 0.4 0.10"),
    (
        "syn",
        "the derives of serde, clap, schemars and thiserror 2 want 3; tokenizers' (darling, \
         monostate), nvml-wrapper's and zerocopy's 2",
    ),
    (
        "thiserror",
        "nvml-wrapper wants 1, candle-core and hf-hub 2",
    ),
    ("thiserror-impl", "thiserror's, as above"),
    ("webpki-roots", "ureq wants 0.26, which re-exports 1.0"),
];

/// Each crate of the tree over `edges` by name, with the versions it is compiled in.
fn versions(edges: &str) -> BTreeMap<String, BTreeSet<String>> {
    let mut out: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for id in feature_sets(edges).keys() {
        if let Some((name, version)) = id.split_once(' ') {
            out.entry(name.to_string())
                .or_default()
                .insert(version.to_string());
        }
    }
    out
}

/// The crates of `tree` in more than one version that `allowed` does not name, and the entries
/// of `allowed` that name a crate in one version.
fn extra_versions(tree: &BTreeMap<String, BTreeSet<String>>, allowed: &[&str]) -> Vec<String> {
    let mut problems = Vec::new();
    for (name, versions) in tree {
        if versions.len() > 1 && !allowed.contains(&name.as_str()) {
            let listed: Vec<&str> = versions.iter().map(String::as_str).collect();
            problems.push(format!(
                "{name} is compiled in {}: pick one in Cargo.lock (`cargo update -p {name}@VERSION \
                 --precise ...`) or name it in TWO_VERSIONS_ALLOWED with the reason",
                listed.join(" and ")
            ));
        }
    }
    for name in allowed {
        if tree.get(*name).is_none_or(|v| v.len() < 2) {
            problems.push(format!(
                "TWO_VERSIONS_ALLOWED names {name}, which is compiled in one version: remove it"
            ));
        }
    }
    problems
}

#[test]
fn the_release_build_compiles_each_crate_in_one_version() {
    let allowed: Vec<&str> = TWO_VERSIONS_ALLOWED.iter().map(|(name, _)| *name).collect();
    let problems = extra_versions(&versions("normal,build"), &allowed);
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn a_crate_in_two_versions_and_a_stale_allowance_are_found() {
    let tree = |text: &str| {
        let mut out: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
        for id in text.split(',') {
            let (name, version) = id.split_once(' ').unwrap();
            out.entry(name.into()).or_default().insert(version.into());
        }
        out
    };
    let two_syns = tree("syn v2.0.1,syn v3.0.9,zip v9.4.1");
    assert!(extra_versions(&two_syns, &["syn"]).is_empty());
    let problems = extra_versions(&two_syns, &["zip"]);
    assert_eq!(problems.len(), 2, "{problems:?}");
    assert!(problems[0].starts_with("syn is compiled in v2.0.1 and v3.0.9"));
    assert!(problems[1].contains("names zip, which is compiled in one version"));
}

#[test]
fn a_feature_only_the_test_build_asks_for_is_found() {
    let release = parse_tree("syn v2.0.1|full,parsing\nzip v9.4.1|\nzip v9.4.1| (*)\n");
    let test =
        parse_tree("syn v2.0.1|full,parsing,visit-mut\nsyn v2.0.1|full,parsing\nzip v9.4.1|\n");
    assert!(recompiled(&release, &test).is_empty());
    let test = parse_tree("syn v2.0.1|full,parsing,visit-mut\nzip v9.4.1|\n");
    assert_eq!(
        recompiled(&release, &test),
        ["syn v2.0.1 [full,parsing] in the release build, [full,parsing,visit-mut] in the test build"]
    );
}
