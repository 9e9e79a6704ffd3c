//! The library's files, found the way the compiler finds them: from `src/lib.rs` along its
//! `mod x;` declarations (`x.rs` or `x/mod.rs`, or the `#[path]`), so a test-only file is
//! known by its `#[cfg(test)] mod tests;` declaration rather than by its name.

use crate::syntax::{self, Kind, Parsed};
use std::collections::HashSet;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

/// A parsed source file: its path from the repository root (with `/`), the module it is.
#[derive(Debug)]
pub struct SourceFile {
    pub file: String,
    pub module: Vec<String>,
    pub text: String,
    pub parsed: Parsed,
}

pub fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// Parses the source `text` of `file`, which is `module`.
pub fn source(file: &str, module: &[&str], text: &str, test_only: bool) -> SourceFile {
    let module: Vec<String> = module.iter().map(|s| s.to_string()).collect();
    let parsed = syntax::parse(text, &module, test_only)
        .unwrap_or_else(|e| panic!("{file}:{}: {e}", e.span().start().line));
    SourceFile {
        file: file.to_string(),
        module,
        text: text.to_string(),
        parsed,
    }
}

/// The library's module files, `src/lib.rs` first, parsed once for all rules.
pub fn library() -> &'static [SourceFile] {
    static LIBRARY: OnceLock<Vec<SourceFile>> = OnceLock::new();
    LIBRARY.get_or_init(|| walk(Path::new("src/lib.rs")))
}

/// The kernels crate's module files (`kernels/src/lib.rs` first), parsed once.
pub fn kernels() -> &'static [SourceFile] {
    static KERNELS: OnceLock<Vec<SourceFile>> = OnceLock::new();
    KERNELS.get_or_init(|| walk(Path::new("kernels/src/lib.rs")))
}

/// Both library crates: paperfit and its kernels. Rules that read one crate's module paths
/// (cycles, the pub surface) run on each alone.
pub fn crates() -> [&'static [SourceFile]; 2] {
    [library(), kernels()]
}

/// The folders of both crates' Rust sources, for the rules that read every file.
pub const SOURCE_DIRS: &[&str] = &["src", "kernels/src"];

/// Each `.rs` file of both crates' sources, sorted.
pub fn all_rust_files() -> Vec<PathBuf> {
    SOURCE_DIRS
        .iter()
        .flat_map(|dir| rust_files(&root().join(dir)))
        .collect()
}

/// The files of the crate rooted at `start` (relative to the repository root).
fn walk(start: &Path) -> Vec<SourceFile> {
    let mut queue = vec![(start.to_path_buf(), Vec::<String>::new(), false)];
    let mut out = Vec::new();
    while let Some((file, module, test_only)) = queue.pop() {
        let text = std::fs::read_to_string(root().join(&file))
            .unwrap_or_else(|e| panic!("{}: {e}", file.display()));
        let name = file.to_string_lossy().replace('\\', "/");
        let module: Vec<&str> = module.iter().map(String::as_str).collect();
        let parsed = source(&name, &module, &text, test_only);
        for child in &parsed.parsed.mod_files {
            let path = child_file(&file, child);
            queue.push((path, child.module.clone(), test_only || child.in_test));
        }
        out.push(parsed);
    }
    out.sort_by(|a, b| a.file.cmp(&b.file));
    out
}

/// Where the compiler looks for the body of `child`, declared in `file`.
fn child_file(file: &Path, child: &syntax::ModFile) -> PathBuf {
    let parent = file.parent().unwrap();
    let stem = file.file_stem().unwrap().to_string_lossy();
    let mut dir = if ["lib", "main", "mod"].contains(&stem.as_ref()) {
        parent.to_path_buf()
    } else {
        parent.join(stem.as_ref())
    };
    if let Some(path) = &child.path_attr {
        // A `#[path]` outside inline modules is relative to the declaring file's directory.
        let base = if child.inline.is_empty() {
            parent
        } else {
            &dir
        };
        return base
            .join(child.inline.iter().collect::<PathBuf>())
            .join(path);
    }
    dir.extend(&child.inline);
    let name = child.module.last().unwrap();
    let flat = dir.join(format!("{name}.rs"));
    if root().join(&flat).exists() {
        flat
    } else {
        dir.join(name).join("mod.rs")
    }
}

/// Every module path of `files` (the root too), inline modules included.
pub fn modules(files: &[SourceFile]) -> HashSet<Vec<String>> {
    let mut out: HashSet<Vec<String>> = files.iter().map(|f| f.module.clone()).collect();
    for file in files {
        for item in file.parsed.declared.iter().filter(|d| d.kind == Kind::Mod) {
            let mut module = item.module.clone();
            module.push(item.name.clone());
            out.insert(module);
        }
    }
    out
}

/// The absolute module path (from the crate root) that `segments`, written in `module`, names:
/// `crate::`, `super::` and `self::` paths, and paths that start with a child module of
/// `module`; None for the rest (other crates, local names).
pub fn absolute(
    module: &[String],
    segments: &[String],
    modules: &HashSet<Vec<String>>,
) -> Option<Vec<String>> {
    let first = segments.first()?;
    let mut base = module.to_vec();
    let rest = match first.as_str() {
        "crate" => {
            base.clear();
            &segments[1..]
        }
        "self" => &segments[1..],
        "super" => {
            let supers = segments.iter().take_while(|s| *s == "super").count();
            base.truncate(base.len().checked_sub(supers)?);
            &segments[supers..]
        }
        _ => {
            base.push(first.clone());
            if !modules.contains(&base) {
                return None;
            }
            base.pop();
            segments
        }
    };
    base.extend(rest.iter().cloned());
    Some(base)
}

/// Each `.rs` file under `dir`, sorted.
pub fn rust_files(dir: &Path) -> Vec<PathBuf> {
    files(dir, "rs")
}

/// Each file under `dir` whose extension is `extension`, sorted.
pub fn files(dir: &Path, extension: &str) -> Vec<PathBuf> {
    fn collect(dir: &Path, extension: &str, out: &mut Vec<PathBuf>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                collect(&path, extension, out);
            } else if path.extension().is_some_and(|e| e == extension) {
                out.push(path);
            }
        }
    }
    let mut out = Vec::new();
    collect(dir, extension, &mut out);
    out.sort();
    out
}
