//! Which module uses which: every path the code names (`use` trees, expression, type and
//! pattern paths, paths in macro bodies), resolved from `crate::`, `super::` and `self::` to a
//! module path, gives an edge at the first segment where the user's and the used module's
//! paths part: top-level module -> top-level module for the layering rule, child -> child of
//! one module for the cycle rule. A module's own file (its items and its code) is a node
//! beside its children, [`OWN`], so a child that uses its parent's items and a parent that
//! calls its child draw edges too. A path through a re-export (`pub use`) also draws an edge
//! to the module that defines what it names; the re-export itself is no use of its module's
//! own code.

use crate::surface::Index;
use crate::tree::{self, SourceFile};
use std::collections::HashSet;

/// The node of a module's own file among its children (no child module can be named `self`).
pub const OWN: &str = "self";

/// `from` uses `to`, two children of `parent` (the crate root for top-level modules) or one
/// child and `parent`'s own file ([`OWN`]), at `at` (file:line).
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
    let index = Index::new(files);
    let mut out = Vec::new();
    for file in files {
        for path in &file.parsed.paths {
            // One segment that is not `crate`, `super` or `self` is a local name (a variable
            // may share a module's name); a module is used through `module::item`.
            let keyword = ["crate", "super", "self"].contains(&path.segments[0].as_str());
            if path.segments.len() == 1 && !keyword {
                continue;
            }
            let Some(named) = tree::absolute(&path.module, &path.segments, &modules) else {
                continue;
            };
            let defined = index.resolve(&named, 0).pop().unwrap_or_default();
            let mut found: Vec<Edge> = Vec::new();
            for target in [&named, &defined] {
                let Some(edge) = edge(&path.module, target, path.reexport, &modules, &index) else {
                    continue;
                };
                if !found.contains(&edge) {
                    found.push(edge);
                }
            }
            out.extend(found.into_iter().map(|edge| Edge {
                at: format!("{}:{}", file.file, path.line),
                ..edge
            }));
        }
    }
    out
}

/// The edge from module `user` to `target` (a module or an item in one), at the first segment
/// where they part: between two children of their common prefix, or between a child and the
/// prefix's own file when the other side is the prefix itself or an item declared in it. None
/// where both sides are the same file, where the target is a name the prefix only binds with a
/// `use` (its definition draws the edge), and for a re-export in the prefix's own file.
fn edge(
    user: &[String],
    target: &[String],
    reexport: bool,
    modules: &HashSet<Vec<String>>,
    index: &Index,
) -> Option<Edge> {
    let common = user.iter().zip(target).take_while(|(a, b)| a == b).count();
    let parent = &user[..common];
    let inside = |name: &String| {
        let mut path = parent.to_vec();
        path.push(name.clone());
        path
    };
    let from = user.get(common).cloned().unwrap_or_else(|| OWN.to_string());
    let to = match target.get(common) {
        Some(name) if modules.contains(&inside(name)) => name.clone(),
        Some(name) if index.declares(&inside(name)) => OWN.to_string(),
        Some(_) => return None,
        None => OWN.to_string(),
    };
    if from == to || (from == OWN && reexport) {
        return None;
    }
    Some(Edge {
        parent: parent.to_vec(),
        from,
        to,
        at: String::new(),
    })
}

/// The layers of the library, lowest first: a module may use only modules of lower layers
/// (docs/design.md). Leaves, then config -> data / nn / dist -> models -> memory -> plan -> train ->
/// bench / doctor -> cli.
const LAYERS: &[&[&str]] = &[
    &["error", "text", "seed", "split", "signals", "labels"],
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

/// A set of modules that use each other in a cycle: the children of `parent` (and its own
/// file, [`OWN`]) each of which reaches every other, and the edges among them.
#[derive(Debug)]
pub struct Cycle {
    pub parent: String,
    pub members: Vec<String>,
    pub edges: Vec<String>,
}

impl Cycle {
    /// How an allowed entry names it: the parent (`crate` for the top level) and its members.
    pub fn key(&self) -> (String, String) {
        (self.parent.clone(), self.members.join(", "))
    }
}

impl std::fmt::Display for Cycle {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let (parent, members) = self.key();
        write!(f, "{parent}: {{{members}}}: {}", self.edges.join("; "))
    }
}

/// The modules `from` reaches along `pairs`, itself included.
fn reach(from: &str, pairs: &[(String, String)]) -> HashSet<String> {
    let mut seen = HashSet::from([from.to_string()]);
    let mut queue = vec![from.to_string()];
    while let Some(node) = queue.pop() {
        for (_, to) in pairs.iter().filter(|(a, _)| *a == node) {
            if seen.insert(to.clone()) {
                queue.push(to.clone());
            }
        }
    }
    seen
}

/// The cycles among the children of each module of `edges`, the crate root's included: each
/// strongly connected set of two or more, with the place of every edge inside it.
pub fn cycles(edges: &[Edge]) -> Vec<Cycle> {
    let mut parents: Vec<&Vec<String>> = edges.iter().map(|e| &e.parent).collect();
    parents.sort();
    parents.dedup();
    let mut out = Vec::new();
    for parent in parents {
        let inside: Vec<&Edge> = edges.iter().filter(|e| &e.parent == parent).collect();
        let mut pairs: Vec<(String, String)> = inside
            .iter()
            .map(|e| (e.from.clone(), e.to.clone()))
            .collect();
        pairs.sort();
        pairs.dedup();
        let mut nodes: Vec<&String> = pairs.iter().map(|(a, _)| a).collect();
        nodes.dedup();
        let mut placed: HashSet<&String> = HashSet::new();
        for node in nodes {
            let reached = reach(node, &pairs);
            let mut members: Vec<String> = reached
                .into_iter()
                .filter(|m| reach(m, &pairs).contains(node.as_str()))
                .collect();
            if members.len() < 2 || placed.contains(node) {
                continue;
            }
            members.sort();
            placed.extend(pairs.iter().map(|(a, _)| a).filter(|a| members.contains(a)));
            let steps = pairs
                .iter()
                .filter(|(a, b)| members.contains(a) && members.contains(b))
                .map(|(a, b)| {
                    let mut at: Vec<&str> = inside
                        .iter()
                        .filter(|e| &e.from == a && &e.to == b)
                        .map(|e| e.at.as_str())
                        .collect();
                    at.dedup();
                    format!("{a} -> {b} at {}", at.join(", "))
                })
                .collect();
            let parent = if parent.is_empty() {
                "crate".to_string()
            } else {
                parent.join("::")
            };
            out.push(Cycle {
                parent,
                members,
                edges: steps,
            });
        }
    }
    out
}

/// Cycles that stay, each named by its crate (`paperfit`, `paperfit_kernels`), its parent
/// module and its members, with the reason it is one design rather than a knot. The test below
/// fails on a cycle not listed and on an entry no cycle matches any more.
const CYCLES_ALLOWED: &[(&str, &str, &str, &str)] = &[
    (
        "paperfit",
        "bench::parity",
        "mixed, paperfit, reference, report, self",
        "`bench parity` runs paperfit's side, the reference's side, the half-precision checks and the report from its own file, and they share its options, requests and step records",
    ),
    (
        "paperfit",
        "cli",
        "bench, completions, data, doctor, estimate, eval, experiments, plan, presets, schema, self, train",
        "one module per command: `cli::run` parses into each command's arguments and dispatches, and every command prints through the CLI's `emit` and reads its `Context`",
    ),
    (
        "paperfit",
        "data",
        "files, formats, loader, self, synthetic",
        "`Dataset` and the split types are `data`'s own, implemented by the readers of files and synthetic images and read by the loader, among which `data`'s entry points choose",
    ),
    (
        "paperfit",
        "data::formats",
        "aptos, csv_files, few_shot, fine_grained, image_folder, reid, self",
        "`formats` dispatches to one reader per published layout, and the readers share its CSV reading and image-listing helpers",
    ),
    (
        "paperfit",
        "doctor",
        "attention, checks, collectives, determinism, images, kernels, large_shapes, linear, memory, optimizer, processes, self",
        "the doctor runs each check module in turn, and every module reports the doctor's own `Check` rows",
    ),
    (
        "paperfit",
        "models::clip",
        "prompts, self, text",
        "CLIP's model file builds its prompts and text tower, which take its constants (`TEMPLATE_SALT`, `HEAD_CHUNK`) and input type",
    ),
    (
        "paperfit",
        "models::fsct",
        "head, self",
        "FS-CT's model file builds its head layers, which take the head's constants (cosine scale, epsilons) from it",
    ),
    (
        "paperfit",
        "models::pretrained",
        "diagnose, file, hf, position, self",
        "the loader opens, converts, diagnoses and resamples through its parts, which share its target list and configuration key",
    ),
    (
        "paperfit",
        "train::engine",
        "coupled, self, step",
        "the engine hands a window to the gradient strategy the loss chose (`step`, `coupled`), which runs the micro-batches back through the `Engine`",
    ),
    (
        "paperfit_kernels",
        "activation",
        "cuda, self",
        "one fused op split by device: the op's file dispatches to its device code, which reads the op's own types; the backends are the op, not a layer below it",
    ),
    (
        "paperfit_kernels",
        "attention",
        "cuda, fused, fused_cuda, rows, self",
        "one fused op split by device: the op's file dispatches to its device code, which reads the op's own types; the backends are the op, not a layer below it (`rows` holds the row kernels the CPU twin and the CUDA path share; `fused` is the tiled path with its CUDA side in `fused_cuda`, and takes `D = rowsum(dO*O)` from `rows`)",
    ),
    (
        "paperfit_kernels",
        "attention::heads",
        "cuda, self",
        "one fused op split by device: the op's file dispatches to its device code, which reads the op's own types; the backends are the op, not a layer below it",
    ),
    (
        "paperfit_kernels",
        "batch_norm",
        "cpu, cuda, self",
        "one fused op split by device: the op's file dispatches to its device code, which reads the op's own types; the backends are the op, not a layer below it",
    ),
    (
        "paperfit_kernels",
        "conv",
        "cpu, cudnn, engines, graph, self",
        "one fused op split by device: the op's file dispatches to its device code, which reads the op's own types; the backends are the op, not a layer below it (`cudnn` runs the legacy interface or `graph`, cuDNN's graph API, which picks an engine by `engines`' rules over the op's shape type)",
    ),
    (
        "paperfit_kernels",
        "drop_path",
        "cuda, self",
        "one fused op split by device: the op's file dispatches to its device code, which reads the op's own types; the backends are the op, not a layer below it",
    ),
    (
        "paperfit_kernels",
        "layer_norm",
        "cuda, self",
        "one fused op split by device: the op's file dispatches to its device code, which reads the op's own types; the backends are the op, not a layer below it",
    ),
    (
        "paperfit_kernels",
        "optimizer",
        "cpu, cuda, self",
        "one fused op split by device: the op's file dispatches to its device code, which reads the op's own types; the backends are the op, not a layer below it",
    ),
    (
        "paperfit_kernels",
        "pool",
        "cuda, self",
        "one fused op split by device: the op's file dispatches to its device code, which reads the op's own types; the backends are the op, not a layer below it",
    ),
];

/// Each crate's modules use each other without a cycle, at the top level and inside every
/// module, a module's own file included (the library's top level is also held to its layers
/// by `modules_depend_only_on_lower_layers`), except the cycles listed above.
#[test]
fn modules_do_not_use_each_other_in_a_cycle() {
    let mut problems = Vec::new();
    let mut matched = HashSet::new();
    for (name, files) in ["paperfit", "paperfit_kernels"]
        .into_iter()
        .zip(tree::crates())
    {
        for cycle in cycles(&edges(files)) {
            let (parent, members) = cycle.key();
            let allowed = CYCLES_ALLOWED
                .iter()
                .position(|(c, p, m, _)| *c == name && *p == parent && *m == members);
            match allowed {
                Some(at) => drop(matched.insert(at)),
                None => problems.push(format!("{name}: {cycle}")),
            }
        }
    }
    for (at, (name, parent, members, _)) in CYCLES_ALLOWED.iter().enumerate() {
        if !matched.contains(&at) {
            problems.push(format!(
                "CYCLES_ALLOWED names {name}: {parent}: {{{members}}}, which is no longer a cycle: remove the entry"
            ));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn the_cycle_rule_sees_a_cycle() {
    let edge = |a: &str, b: &str| Edge {
        parent: vec!["train".into()],
        from: a.into(),
        to: b.into(),
        at: format!("{a}.rs:1"),
    };
    let found = cycles(&[
        edge("run", "trainer"),
        edge("trainer", "metrics"),
        edge("trainer", "run"),
    ]);
    assert_eq!(found.len(), 1);
    assert_eq!(
        found[0].to_string(),
        "train: {run, trainer}: run -> trainer at run.rs:1; trainer -> run at trainer.rs:1"
    );
    assert!(cycles(&[edge("run", "trainer"), edge("trainer", "metrics")]).is_empty());
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
        found(&files),
        ["train: {log, run}: log -> run at src/train/log.rs:4; run -> log at src/train/run.rs:1"]
    );
    // `super::` alone, and a child's use of its parent, are no cycle.
    let parent = tree::source("src/a/mod.rs", &["a"], "mod b;\nmod c;\n", false);
    let b = tree::source("src/a/b.rs", &["a", "b"], "use super::c::X;\n", false);
    let c = tree::source("src/a/c.rs", &["a", "c"], "use super::*;\n", false);
    assert!(cycles(&edges(&[parent, b, c])).is_empty());
}

/// The cycles of `files`, as the rule reports them.
fn found(files: &[SourceFile]) -> Vec<String> {
    cycles(&edges(files))
        .iter()
        .map(ToString::to_string)
        .collect()
}

/// A parent whose own code calls a child that uses the parent's items is a cycle; a parent
/// that only re-exports its child's items is not.
#[test]
fn the_cycle_rule_sees_a_parent_and_child_cycle() {
    let files = |parent: &str| {
        [
            tree::source("src/lib.rs", &[], "pub mod a;", false),
            tree::source("src/a/mod.rs", &["a"], parent, false),
            tree::source(
                "src/a/b.rs",
                &["a", "b"],
                "use super::Config;
pub fn run(c: Config) {}
",
                false,
            ),
        ]
    };
    assert_eq!(
        found(&files(
            "mod b;
pub struct Config;
pub fn go() {
    b::run(Config);
}
"
        )),
        ["a: {b, self}: b -> self at src/a/b.rs:1; self -> b at src/a/mod.rs:4"]
    );
    assert!(found(&files(
        "mod b;
pub use b::run;
pub struct Config;
"
    ))
    .is_empty());
}

/// A use through a re-export is an edge to the module that defines the item: here `b` names
/// `super::Line`, which `a` re-exports from `c`, and `c` uses `b`.
#[test]
fn the_cycle_rule_follows_reexports() {
    let files = [
        tree::source("src/lib.rs", &[], "pub mod a;", false),
        tree::source(
            "src/a/mod.rs",
            &["a"],
            "mod b;
mod c;
pub(crate) use c::Line;
",
            false,
        ),
        tree::source(
            "src/a/b.rs",
            &["a", "b"],
            "pub fn f(l: super::Line) {}
",
            false,
        ),
        tree::source(
            "src/a/c.rs",
            &["a", "c"],
            "pub struct Line;
fn g() {
    super::b::f(Line);
}
",
            false,
        ),
    ];
    assert_eq!(
        found(&files),
        ["a: {b, c}: b -> c at src/a/b.rs:1; c -> b at src/a/c.rs:3"]
    );
}

/// The top level of a crate is checked as every other module is (the kernels crate has no
/// layers): two top-level modules that use each other, one through the root's re-export.
#[test]
fn the_cycle_rule_sees_top_level_cycles() {
    let files = [
        tree::source(
            "kernels/src/lib.rs",
            &[],
            "mod bias;
mod conv;
pub(crate) use bias::sum_rows;
",
            false,
        ),
        tree::source(
            "kernels/src/bias.rs",
            &["bias"],
            "pub fn sum_rows() {}
fn g() {
    crate::conv::f();
}
",
            false,
        ),
        tree::source(
            "kernels/src/conv.rs",
            &["conv"],
            "pub fn f() {
    crate::sum_rows();
}
",
            false,
        ),
    ];
    assert_eq!(
        found(&files),
        ["crate: {bias, conv}: bias -> conv at kernels/src/bias.rs:3; conv -> bias at kernels/src/conv.rs:2"]
    );
}
