//! The README's test command after its first command reuses what the first one compiled.
//! Cargo compiles a crate once per set of features; when the test build's dev-dependencies
//! switch on a feature of a crate the release build also links (syn for the proc macros,
//! getrandom under candle-core's zip), that crate and everything above it, candle-core and both
//! of paperfit's crates among them, compile a second time (measured: minutes on two cores).
//! `Cargo.toml` and `kernels/Cargo.toml` ask for those features in the release build too; this
//! rule fails when a new dependency brings another such difference.

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
