//! Which module uses which: every path the code names (`use` trees, expression, type and
//! pattern paths, paths in macro bodies), resolved from `crate::`, `super::` and `self::` to a
//! module path, gives an edge at the first segment where the user's and the used module's
//! paths part: top-level module -> top-level module for the layering rule, child -> child of
//! one module for the cycle rule.

use crate::tree::{self, SourceFile};
use std::collections::HashSet;

/// `from` uses `to`, two children of `parent` (the crate root for top-level modules), at `at`
/// (file:line).
#[derive(Debug, Clone, PartialEq)]
pub struct Edge {
    pub parent: Vec<String>,
    pub from: String,
    pub to: String,
    pub at: String,
}

/// The edges of `files`, test code included (a test that reaches into a sibling ties the
/// modules as much as the code it tests).
pub fn edges(files: &[SourceFile]) -> Vec<Edge> {
    let modules = tree::modules(files);
    let mut out = Vec::new();
    for file in files {
        for path in &file.parsed.paths {
            let Some(target) = tree::absolute(&path.module, &path.segments, &modules) else {
                continue;
            };
            if let Some(edge) = edge(&path.module, &target, &modules) {
                out.push(Edge {
                    at: format!("{}:{}", file.file, path.line),
                    ..edge
                });
            }
        }
    }
    out
}

/// The edge from module `user` to `target` (a module or an item in one), if they part at two
/// child modules of their common prefix.
fn edge(user: &[String], target: &[String], modules: &HashSet<Vec<String>>) -> Option<Edge> {
    let common = user.iter().zip(target).take_while(|(a, b)| a == b).count();
    let (from, to) = (user.get(common)?, target.get(common)?);
    let child = |name: &String| {
        let mut path = user[..common].to_vec();
        path.push(name.clone());
        modules.contains(&path)
    };
    (child(from) && child(to)).then(|| Edge {
        parent: user[..common].to_vec(),
        from: from.clone(),
        to: to.clone(),
        at: String::new(),
    })
}

/// The layers of the library, lowest first: a module may use only modules of lower layers
/// (docs/design.md). Leaves, then config -> data / nn / dist -> models -> memory -> plan -> train ->
/// bench / doctor -> cli.
const LAYERS: &[&[&str]] = &[
    &["error", "text", "seed", "split", "signals"],
    &["gpu"],
    &["config"],
    &["data", "nn", "dist"],
    &["models"],
    &["memory"],
    &["plan"],
    &["train"],
    &["bench", "doctor"],
    &["cli"],
];

fn layer_of(module: &str) -> Option<usize> {
    LAYERS.iter().position(|l| l.contains(&module))
}

/// The uses of a top-level module by another, as (user, used, file:line).
fn module_uses(files: &[SourceFile]) -> Vec<(String, String, String)> {
    edges(files)
        .into_iter()
        .filter(|e| e.parent.is_empty())
        .map(|e| (e.from, e.to, e.at))
        .collect()
}

/// The module graph is acyclic, in the documented order: no module uses one of its own layer
/// or above (e.g. models reading a Plan, memory reading the trainer).
#[test]
fn modules_depend_only_on_lower_layers() {
    let mut offenders = Vec::new();
    for (module, used, at) in module_uses(tree::library()) {
        match (layer_of(&module), layer_of(&used)) {
            (Some(a), Some(b)) if b < a => {}
            (None, _) => offenders.push(format!("{at}: module `{module}` has no layer")),
            (_, None) => offenders.push(format!("{at}: `crate::{used}` has no layer")),
            _ => offenders.push(format!(
                "{at}: `{module}` uses `{used}`, a layer not below it"
            )),
        }
    }
    assert!(offenders.is_empty(), "{}", offenders.join("\n"));
}

/// The layering rule sees real edges (models uses nn; cli uses plan).
#[test]
fn the_layering_rule_sees_the_edges() {
    let uses = module_uses(tree::library());
    for (a, b) in [("models", "nn"), ("cli", "plan"), ("train", "plan")] {
        assert!(
            uses.iter().any(|(m, u, _)| m == a && u == b),
            "`{a}` -> `{b}` not found"
        );
    }
}

/// A cycle among `edges` (from, to), as the modules along it.
pub fn find_cycle(edges: &[(String, String)]) -> Option<Vec<String>> {
    fn visit(
        node: &str,
        edges: &[(String, String)],
        path: &mut Vec<String>,
        done: &mut Vec<String>,
    ) -> Option<Vec<String>> {
        if let Some(at) = path.iter().position(|n| n == node) {
            let mut cycle = path[at..].to_vec();
            cycle.push(node.to_string());
            return Some(cycle);
        }
        if done.iter().any(|n| n == node) {
            return None;
        }
        path.push(node.to_string());
        for (_, to) in edges.iter().filter(|(from, _)| from == node) {
            if let Some(cycle) = visit(to, edges, path, done) {
                return Some(cycle);
            }
        }
        path.pop();
        done.push(node.to_string());
        None
    }
    let mut done = Vec::new();
    edges
        .iter()
        .find_map(|(from, _)| visit(from, edges, &mut Vec::new(), &mut done))
}

/// Each cycle among the children of one module, with the place of every edge along it: one
/// line per cycle found, after the edges of earlier cycles in that module are set aside.
pub fn cycles(edges: &[Edge]) -> Vec<String> {
    let edges: Vec<&Edge> = edges.iter().filter(|e| !e.parent.is_empty()).collect();
    let mut parents: Vec<&Vec<String>> = edges.iter().map(|e| &e.parent).collect();
    parents.sort();
    parents.dedup();
    let mut out = Vec::new();
    for parent in parents {
        let mut pairs: Vec<(String, String)> = edges
            .iter()
            .filter(|e| &e.parent == parent)
            .map(|e| (e.from.clone(), e.to.clone()))
            .collect();
        pairs.sort();
        pairs.dedup();
        while let Some(cycle) = find_cycle(&pairs) {
            let steps: Vec<String> = cycle
                .windows(2)
                .map(|w| {
                    let mut at: Vec<&str> = edges
                        .iter()
                        .filter(|e| &e.parent == parent && e.from == w[0] && e.to == w[1])
                        .map(|e| e.at.as_str())
                        .collect();
                    at.dedup();
                    format!("{} -> {} at {}", w[0], w[1], at.join(", "))
                })
                .collect();
            out.push(format!("{}: {}", parent.join("::"), steps.join("; ")));
            pairs.retain(|(a, b)| !cycle.windows(2).any(|w| &w[0] == a && &w[1] == b));
        }
    }
    out
}

/// Inside each module too, the submodules use each other without a cycle (the top-level graph
/// is kept acyclic by `modules_depend_only_on_lower_layers`).
#[test]
fn submodules_do_not_use_each_other_in_a_cycle() {
    let found: Vec<String> = tree::crates()
        .iter()
        .flat_map(|files| cycles(&edges(files)))
        .collect();
    assert!(found.is_empty(), "{}", found.join("\n"));
}

#[test]
fn the_cycle_rule_sees_a_cycle() {
    let edge = |a: &str, b: &str| (a.to_string(), b.to_string());
    assert_eq!(
        find_cycle(&[
            edge("run", "trainer"),
            edge("trainer", "metrics"),
            edge("trainer", "run")
        ]),
        Some(vec!["run".into(), "trainer".into(), "run".into()])
    );
    assert_eq!(
        find_cycle(&[edge("run", "trainer"), edge("trainer", "metrics")]),
        None
    );
    // Real edges are seen: the trainer writes metrics.
    assert!(edges(tree::library())
        .iter()
        .any(|e| e.parent == ["train"] && e.from == "trainer" && e.to == "metrics"));
}

/// Two siblings that name each other only through `crate::` paths (a `use` group, a type in a
/// signature, a call inside a macro) are a cycle, reported with both edges' places.
#[test]
fn the_cycle_rule_sees_a_cycle_through_crate_paths() {
    let files = [
        tree::source("src/lib.rs", &[], "pub mod train;", false),
        tree::source("src/train/mod.rs", &["train"], "mod run;\nmod log;\n", false),
        tree::source(
            "src/train/run.rs",
            &["train", "run"],
            "use crate::{train::log::{self, Line}, text};\npub fn go(l: Line) {}\n",
            false,
        ),
        tree::source(
            "src/train/log.rs",
            &["train", "log"],
            "pub struct Line;\nfn f() {\n    let x = 1;\n    assert!(crate::train::run::ready(x));\n}\n",
            false,
        ),
    ];
    assert_eq!(
        cycles(&edges(&files)),
        ["train: log -> run at src/train/log.rs:4; run -> log at src/train/run.rs:1"]
    );
    // `super::` alone, and a child's use of its parent, are no cycle.
    let parent = tree::source("src/a/mod.rs", &["a"], "mod b;\nmod c;\n", false);
    let b = tree::source("src/a/b.rs", &["a", "b"], "use super::c::X;\n", false);
    let c = tree::source("src/a/c.rs", &["a", "c"], "use super::*;\n", false);
    assert!(cycles(&edges(&[parent, b, c])).is_empty());
}
