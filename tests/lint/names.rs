//! One meaning per public name: no two `pub` types (structs, enums, traits, aliases) of a crate
//! share a name, so a name read in a signature, a doc or an error says which thing it is.

use std::collections::BTreeMap;

use crate::syntax::Kind;
use crate::tree::{self, SourceFile};

/// Names several modules declare `pub` for one meaning, and why.
const SHARED_NAMES: &[(&str, &str)] = &[(
    "Head",
    "each model's classifier head, declared in that model's own module (`models::vit::Head`, `models::resnet::Head`, ...)",
)];

/// `pub` type names declared in more than one module of `files` (tests left out), as
/// `Name: module::path (file:line), ...`, except the allowed ones.
fn shared_public_names(files: &[SourceFile]) -> Vec<String> {
    let mut places: BTreeMap<&str, Vec<String>> = BTreeMap::new();
    for file in files {
        let types = file
            .parsed
            .declared
            .iter()
            .filter(|d| d.kind == Kind::Other && d.public && !d.in_test && d.self_ty.is_none());
        for item in types {
            let path = [item.module.join("::"), item.name.clone()].join("::");
            let place = format!("{path} ({}:{})", file.file, item.line);
            places.entry(item.name.as_str()).or_default().push(place);
        }
    }
    places
        .into_iter()
        .filter(|(name, at)| at.len() > 1 && !SHARED_NAMES.iter().any(|(n, _)| n == name))
        .map(|(name, at)| format!("{name}: {}", at.join(", ")))
        .collect()
}

#[test]
fn each_public_type_name_has_one_meaning() {
    let offenders: Vec<String> = tree::crates()
        .into_iter()
        .flat_map(shared_public_names)
        .collect();
    assert!(
        offenders.is_empty(),
        "public types sharing a name: name each by what it is (or list the name in SHARED_NAMES with why it has one meaning):\n{}",
        offenders.join("\n")
    );
}

#[test]
fn the_names_rule_sees_a_shared_name() {
    let file = |name: &str, module: &str, text: &str| tree::source(name, &[module], text, false);
    let files = [
        file("src/a.rs", "a", "pub struct Report;\npub struct Head;\n"),
        file("src/b.rs", "b", "pub enum Report { X }\npub struct Head;\n"),
        file("src/c.rs", "c", "pub(crate) struct Own;\n"),
        file("src/d.rs", "d", "pub(crate) struct Own;\n"),
    ];
    let found = shared_public_names(&files);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(found[0].starts_with("Report: a::Report (src/a.rs:1), b::Report (src/b.rs:1)"));
}

/// An allowance for a name no longer shared is stale.
#[test]
fn every_shared_name_is_still_shared() {
    for (name, why) in SHARED_NAMES {
        let count = tree::crates()
            .into_iter()
            .flatten()
            .flat_map(|f| &f.parsed.declared)
            .filter(|d| d.kind == Kind::Other && d.public && !d.in_test && d.name == *name)
            .count();
        assert!(
            count > 1,
            "`{name}` is declared pub once: drop it from SHARED_NAMES ({why})"
        );
    }
}
