//! `pub` is the library's surface: what the binary, the integration tests and the doc tests
//! use. The paths those crates name are resolved to the library's items, following its `pub
//! use` re-exports (globs too); a `pub` function, constant, static or module that none of them
//! reaches is `pub(crate)` or narrower, so the compiler reports it when it loses its last
//! caller. Types stay `pub` where a public signature shows them (the compiler's
//! `private_interfaces` lint guards those).
//!
//! An associated function or constant (`Type::new`) counts when an outside path names it, the
//! path's type resolved to the impl's self type. A method called on a value (`x.name(..)`)
//! cannot be resolved without types, so a `pub` method taking `self` counts as used when any
//! outside code calls a method of that name.

use crate::syntax::{self, Binding, Kind, Parsed};
use crate::tree::{self, SourceFile};
use std::collections::{HashMap, HashSet};
use std::path::Path;

type ModPath = Vec<String>;

/// The library's names: every item by its absolute path (an impl's functions under their self
/// type's), and the `use` bindings and globs of each module, to follow re-exports. The module
/// graph reads it too, to draw an edge to the module that defines what a re-export passes on.
pub struct Index {
    items: HashSet<ModPath>,
    /// (module, name) -> (target, whether a glob import of the module brings it).
    bindings: HashMap<(ModPath, String), (ModPath, bool)>,
    globs: HashMap<ModPath, Vec<ModPath>>,
    modules: HashSet<ModPath>,
}

/// Re-exports nest a few levels at most; deeper means a loop.
const MAX_DEPTH: usize = 16;

impl Index {
    pub fn new(files: &[SourceFile]) -> Index {
        let mut index = Index {
            items: HashSet::new(),
            bindings: HashMap::new(),
            globs: HashMap::new(),
            modules: tree::modules(files),
        };
        let library = files.iter().flat_map(|f| &f.parsed.declared);
        for item in library.filter(|d| !d.in_test && d.self_ty.is_none()) {
            index.items.insert(join(&item.module, &item.name));
        }
        for binding in files.iter().flat_map(|f| &f.parsed.bindings) {
            index.bind(binding);
        }
        index
    }

    fn bind(&mut self, binding: &Binding) {
        if binding.in_test {
            return;
        }
        // A `use` target is written relative to its module: `crate::`, `super::`, `self::`,
        // or a name the module knows (a child, an item, another binding).
        let target = tree::absolute(&binding.module, &binding.target, &self.modules)
            .unwrap_or_else(|| [binding.module.clone(), binding.target.clone()].concat());
        match &binding.name {
            Some(name) => {
                let key = (binding.module.clone(), name.clone());
                self.bindings.insert(key, (target, binding.public));
            }
            None => self
                .globs
                .entry(binding.module.clone())
                .or_default()
                .push(target),
        }
    }

    /// The absolute paths `name` may mean in module (or type) `scope`: an item there, a `use`
    /// there, or what a glob import there brings. A module and a function may share a name
    /// (`mod build;` and `pub use build::build;`): the item comes first, as a path's inner
    /// segments are modules and types. Through a glob (`glob`), only `pub use` bindings count.
    fn lookup(&self, scope: &[String], name: &str, depth: usize, glob: bool) -> Vec<ModPath> {
        let direct = join(scope, name);
        if depth > MAX_DEPTH {
            return vec![direct];
        }
        let mut found = Vec::new();
        if self.items.contains(&direct) {
            found.push(direct);
        }
        let binding = self.bindings.get(&(scope.to_vec(), name.to_string()));
        if let Some((target, _)) = binding.filter(|(_, public)| *public || !glob) {
            found.extend(self.resolve(target, depth + 1).pop());
        }
        if found.is_empty() {
            for glob in self.globs.get(scope).into_iter().flatten() {
                let module = self.resolve(glob, depth + 1).pop().unwrap_or_default();
                found.extend(self.lookup(&module, name, depth + 1, true));
            }
        }
        found
    }

    /// The scopes a path passes through, segment by segment, each resolved through
    /// re-exports (every meaning of a shared name kept); the last is what the path names.
    pub fn resolve(&self, path: &[String], depth: usize) -> Vec<ModPath> {
        let mut scope = ModPath::new();
        let mut passed = Vec::new();
        for segment in path {
            let mut found = self.lookup(&scope, segment, depth, false);
            scope = found
                .first()
                .cloned()
                .unwrap_or_else(|| join(&scope, segment));
            found.retain(|f| *f != scope);
            passed.extend(found);
            passed.push(scope.clone());
        }
        passed
    }

    /// Whether `path` is an item declared in library code (not a `use`, not test code).
    pub fn declares(&self, path: &[String]) -> bool {
        self.items.contains(path)
    }

    /// The absolute path an impl's member is known by: the self type resolved in `module`.
    fn member(&self, module: &[String], self_ty: &[String], name: &str) -> ModPath {
        let ty = tree::absolute(module, self_ty, &self.modules)
            .unwrap_or_else(|| [module, self_ty].concat());
        join(&self.resolve(&ty, 0).pop().unwrap_or_default(), name)
    }
}

fn join(scope: &[String], name: &str) -> ModPath {
    let mut path = scope.to_vec();
    path.push(name.to_string());
    path
}

/// What outside code reaches: every library path it names and every scope on the way (a
/// `pub mod` counts when a path passes through it), and the methods it calls on values.
#[derive(Default)]
struct Reached {
    paths: HashSet<ModPath>,
    methods: HashSet<String>,
}

impl Reached {
    /// Adds what `outside` (a file of another crate) names: paths from `crate_name::`, from the
    /// names its `use crate_name::..` items bind, or from its `use crate_name::..::*` globs.
    fn add(&mut self, index: &Index, outside: &Parsed, crate_name: &str) {
        let ours = |b: &&Binding| b.target.first().is_some_and(|s| s == crate_name);
        let mut bound: HashMap<&str, &[String]> = HashMap::new();
        let mut globs: Vec<&[String]> = Vec::new();
        for binding in outside.bindings.iter().filter(ours) {
            match &binding.name {
                Some(name) => drop(bound.insert(name, &binding.target[1..])),
                None => globs.push(&binding.target[1..]),
            }
        }
        for path in &outside.paths {
            let (first, rest) = (&path.segments[0], &path.segments[1..]);
            let start: Option<ModPath> = match bound.get(first.as_str()) {
                _ if first == crate_name => Some(Vec::new()),
                Some(target) => Some(target.to_vec()),
                None => globs.iter().find_map(|glob| {
                    let scope = index.resolve(glob, 0).pop().unwrap_or_default();
                    let found = index.lookup(&scope, first, 0, true);
                    found
                        .iter()
                        .any(|f| index.items.contains(f))
                        .then_some(scope)
                }),
            };
            let Some(mut full) = start else { continue };
            if first != crate_name && !bound.contains_key(first.as_str()) {
                full.push(first.clone());
            }
            full.extend(rest.iter().cloned());
            self.paths.extend(index.resolve(&full, 0));
        }
        self.methods
            .extend(outside.methods.iter().map(|m| m.segments[0].clone()));
    }
}

/// The `pub` functions, constants, statics and modules of `library` (the crate `crate_name`)
/// that nothing in `outside` reaches, as file:line: kind name.
fn pub_without_outside_user(
    library: &[SourceFile],
    crate_name: &str,
    outside: &[Parsed],
) -> Vec<String> {
    let index = Index::new(library);
    let mut reached = Reached::default();
    for parsed in outside {
        reached.add(&index, parsed, crate_name);
    }
    let mut out = Vec::new();
    for file in library {
        for item in &file.parsed.declared {
            if item.in_test || !item.public || item.kind == Kind::Other {
                continue;
            }
            let path = match &item.self_ty {
                Some(ty) => index.member(&item.module, ty, &item.name),
                None => join(&item.module, &item.name),
            };
            let called = item.receiver && reached.methods.contains(&item.name);
            if !reached.paths.contains(&path) && !called {
                let kind = format!("{:?}", item.kind).to_lowercase();
                out.push(format!(
                    "{}:{}: {kind} {}",
                    file.file,
                    item.line,
                    path.join("::")
                ));
            }
        }
    }
    out
}

/// The Rust code blocks of the doc comments in `text` (rustdoc's hidden `# ` lines kept).
fn doc_code_blocks(text: &str) -> Vec<String> {
    const RUST: &[&str] = &[
        "",
        "rust",
        "ignore",
        "no_run",
        "should_panic",
        "compile_fail",
    ];
    let mut blocks = Vec::new();
    // None outside a block; Some(None) in a block of another language.
    let mut current: Option<Option<String>> = None;
    for line in text.lines().map(str::trim_start) {
        let Some(doc) = line
            .strip_prefix("///")
            .or_else(|| line.strip_prefix("//!"))
        else {
            continue;
        };
        let doc = doc.strip_prefix(' ').unwrap_or(doc);
        if let Some(info) = doc.trim_start().strip_prefix("```") {
            current = match current {
                Some(block) => {
                    blocks.extend(block);
                    None
                }
                None => {
                    let rust = info.split(',').all(|w| RUST.contains(&w.trim()));
                    Some(rust.then(String::new))
                }
            };
        } else if let Some(Some(code)) = &mut current {
            let shown = doc
                .strip_prefix("# ")
                .or(if doc == "#" { Some("") } else { None });
            code.push_str(shown.unwrap_or(doc));
            code.push('\n');
        }
    }
    blocks
}

/// A doc test's code: a file, or statements rustdoc wraps in `fn main`.
fn parse_doc_test(code: &str) -> Parsed {
    syntax::parse(code, &[], true)
        .or_else(|_| syntax::parse(&format!("fn main() {{\n{code}\n}}"), &[], true))
        .unwrap_or_else(|e| panic!("a doc test does not parse: {e}\n{code}"))
}

/// The `pub` items of `library` (the crate `crate_name`) that neither the code of `users`
/// (files of other crates, relative to the repository root) nor the library's doc tests name.
fn unused_surface(library: &[SourceFile], crate_name: &str, users: &[&str]) -> Vec<String> {
    let root = tree::root();
    let files = users.iter().flat_map(|u| {
        let path = root.join(u);
        if path.is_dir() {
            tree::rust_files(&path)
        } else {
            vec![path]
        }
    });
    let parse = |f: &Path| {
        let text = std::fs::read_to_string(f).unwrap();
        syntax::parse(&text, &[], true).unwrap_or_else(|e| panic!("{}: {e}", f.display()))
    };
    let mut outside: Vec<Parsed> = files
        .map(|f| {
            let mut parsed = parse(&f);
            // A test module's children (`tests/it/clip/*.rs` of `tests/it/clip.rs`) name what
            // the module's own `use` items bring, through `use super::*`.
            let parent = f.parent().unwrap().with_extension("rs");
            if parent.is_file() {
                parsed.bindings.extend(parse(&parent).bindings);
            }
            parsed
        })
        .collect();
    // Doc tests are other crates too.
    for file in library {
        outside.extend(
            doc_code_blocks(&file.text)
                .iter()
                .map(|c| parse_doc_test(c)),
        );
    }
    pub_without_outside_user(library, crate_name, &outside)
}

#[test]
fn pub_means_used_outside_the_library() {
    let offenders = unused_surface(tree::library(), "paperfit", &["src/main.rs", "tests"]);
    assert!(
        offenders.is_empty(),
        "no other crate names these: make them pub(crate) (or private), or delete them if the \
         compiler then finds them unused:\n{}",
        offenders.join("\n")
    );
}

/// The kernels crate's surface is what paperfit (library, binary, tests) and the doc tests use.
#[test]
fn kernels_pub_means_used_by_paperfit() {
    let offenders = unused_surface(tree::kernels(), "paperfit_kernels", &["src", "tests"]);
    assert!(
        offenders.is_empty(),
        "paperfit does not name these: make them pub(crate) (or private), or delete them if \
         the compiler then finds them unused:\n{}",
        offenders.join("\n")
    );
}

#[test]
fn the_pub_rule_sees_an_item_no_other_crate_names() {
    let library = [
        tree::source("src/lib.rs", &[], "pub mod nn;\npub mod layers;\n", false),
        tree::source(
            "src/nn/mod.rs",
            &["nn"],
            "mod ops;\npub use ops::*;\n\
             pub const SCALE_EPS: f64 = 1e-6;\npub(crate) fn helper() {}\npub struct Shown;\n",
            false,
        ),
        tree::source(
            "src/nn/ops.rs",
            &["nn", "ops"],
            "pub fn widen() {}\npub const fn width() -> usize { 1 }\n\
             pub struct Grow;\nimpl Grow {\n    pub fn new() -> Self { Grow }\n    pub fn len(&self) -> usize { 0 }\n}\n\
             pub struct Shrink;\nimpl Shrink {\n    pub fn new() -> Self { Shrink }\n    pub fn size(&self) -> usize { 0 }\n}\n",
            false,
        ),
    ];
    let outside = syntax::parse(
        "use paperfit::nn::{widen, Grow};\n\
         fn main() { widen(); let g = Grow::new(); g.len(); let w = width_of(1); }\n",
        &[],
        true,
    )
    .unwrap();
    assert_eq!(
        pub_without_outside_user(&library, "paperfit", &[outside]),
        [
            "src/lib.rs:2: mod layers",
            "src/nn/mod.rs:3: const nn::SCALE_EPS",
            "src/nn/ops.rs:2: fn nn::ops::width",
            "src/nn/ops.rs:10: fn nn::ops::Shrink::new",
            "src/nn/ops.rs:11: fn nn::ops::Shrink::size",
        ]
    );
}

#[test]
fn doc_tests_are_outside_code() {
    let text = "/// Shares.\n///\n/// ```\n/// # use paperfit::dist;\n/// assert_eq!(dist::share(1, 2, 0), 0..1);\n/// ```\n\
                /// ```text\n/// paperfit::not::code\n/// ```\npub fn share() {}\n";
    let blocks = doc_code_blocks(text);
    assert_eq!(
        blocks,
        ["use paperfit::dist;\nassert_eq!(dist::share(1, 2, 0), 0..1);\n"]
    );
    let parsed = parse_doc_test(&blocks[0]);
    let named: Vec<Vec<String>> = parsed.paths.iter().map(|p| p.segments.clone()).collect();
    assert!(named.contains(&vec!["dist".to_string(), "share".to_string()]));
}
