//! The documents name only what exists. In README.md and docs/ (its subfolders included), outside
//! fenced code blocks:
//!
//! - an inline code span that is a Rust path into this project names a module, an item, or a
//!   member (field, variant, function, constant) of a type or trait of paperfit or its kernels
//!   crate. A span is such a path when it is `a::b` segments alone (a trailing `()`, `(args)` or
//!   `!` allowed) and its first segment is `crate`, `paperfit`, `paperfit_kernels`, the name of
//!   a module of either crate at any depth (`plan::BatchSplit`, `samplers::episode`: then some
//!   module of that name must hold the rest), or the name of a type or trait either crate
//!   declares (`Plan::split()`: then one of that name must have the member). Other spans
//!   (`candle_core::Error`, `Tensor::backward`, `std::...`) are other crates' and left alone;
//! - an inline code span that is a repository file path (no spaces, its first component one of
//!   the repository's top-level folders, as `src/...`, `kernels/cuda/*.cu`, `.ci/...`) exists,
//!   `*` matching any characters within a component and a trailing `:line` ignored (a span with
//!   a placeholder, `<name>`, `{a,b}` or `$VAR`, is not a path);
//! - a relative link (`[text](path#anchor)`) reaches a file, and an anchor in a Markdown file
//!   one of its headings (GitHub's slugs: lower case, spaces as `-`, punctuation dropped).
//!
//! The dated measurement logs (docs/measurements/) record the build of their day: their links
//! are checked, their code spans are not.

use crate::surface::Index;
use crate::syntax::Kind;
use crate::tree::{self, SourceFile};
use std::collections::HashSet;
use std::path::Path;

type ModPath = Vec<String>;

/// One crate's names, for resolving a path written in a document.
struct Names {
    crate_name: &'static str,
    index: Index,
    modules: HashSet<ModPath>,
    /// (module + owner, member) and the owners by their name alone.
    members: HashSet<(ModPath, String)>,
    owners: HashSet<String>,
}

impl Names {
    fn new(crate_name: &'static str, files: &[SourceFile]) -> Names {
        let mut members = HashSet::new();
        let mut owners = HashSet::new();
        for member in files.iter().flat_map(|f| &f.parsed.members) {
            let mut owner = member.module.clone();
            owner.push(member.owner.clone());
            members.insert((owner, member.name.clone()));
        }
        let declared = files.iter().flat_map(|f| &f.parsed.declared);
        for item in declared.filter(|d| d.kind == Kind::Other && d.self_ty.is_none()) {
            owners.insert(item.name.clone());
        }
        Names {
            crate_name,
            index: Index::new(files),
            modules: tree::modules(files),
            members,
            owners,
        }
    }

    /// Whether the absolute `path` names a module, an item, or a member of a type or trait.
    fn exists(&self, path: &[String]) -> bool {
        let resolved = self.index.resolve(path, 0).pop().unwrap_or_default();
        if self.modules.contains(&resolved) || self.index.declares(&resolved) {
            return true;
        }
        let Some((last, owner)) = path.split_last() else {
            return true;
        };
        let owner = self.index.resolve(owner, 0).pop().unwrap_or_default();
        self.members.contains(&(owner, last.clone()))
    }

    /// Where a path starting with `first` may begin in this crate: None when `first` is none
    /// of its names (the path is not this crate's).
    fn starts(&self, first: &str) -> Option<Vec<ModPath>> {
        if first == "crate" || first == self.crate_name {
            return Some(vec![Vec::new()]);
        }
        let modules: Vec<ModPath> = self
            .modules
            .iter()
            .filter(|m| m.last().is_some_and(|l| l == first))
            .map(|m| m[..m.len() - 1].to_vec())
            .collect();
        if !modules.is_empty() {
            return Some(modules);
        }
        self.owners.contains(first).then(Vec::new)
    }
}

/// The segments of `span` when it is written as a Rust path (`a::b`, `a::b()`, `a::b(x)`,
/// `a::b!`), else None.
fn rust_path(span: &str) -> Option<Vec<String>> {
    let span = span.split('(').next()?.trim_end_matches('!');
    let segments: Vec<String> = span.split("::").map(str::to_string).collect();
    let ident = |s: &String| {
        s.chars()
            .next()
            .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
            && s.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
    };
    (segments.len() >= 2 && segments.iter().all(ident)).then_some(segments)
}

/// Why the Rust path `span` does not name anything of `crates`, or None when it does or is
/// another crate's.
fn missing_rust_path(span: &str, crates: &[Names]) -> Option<String> {
    let segments = rust_path(span)?;
    let (first, rest) = segments.split_first()?;
    let mut ours = false;
    for names in crates {
        let Some(starts) = names.starts(first) else {
            continue;
        };
        ours = true;
        if starts.is_empty() {
            // A type or trait by its name: one of that name has the member.
            let member = rest[0].clone();
            if rest.len() == 1
                && names
                    .members
                    .iter()
                    .any(|(o, m)| *m == member && o.last() == Some(first))
            {
                return None;
            }
            continue;
        }
        let skip = usize::from(first == "crate" || first == names.crate_name);
        for start in starts {
            let mut path = start;
            path.extend(segments[skip..].iter().cloned());
            if names.exists(&path) {
                return None;
            }
        }
    }
    ours.then(|| format!("`{span}` names nothing in paperfit or paperfit_kernels"))
}

/// Why the repository path `span` does not exist, or None when it does or is not a repository
/// path.
fn missing_file(span: &str, root: &Path, top: &HashSet<String>) -> Option<String> {
    let placeholder = span.contains(['<', '{', '$']);
    if span.contains(char::is_whitespace) || !span.contains('/') || placeholder {
        return None;
    }
    let path = span.split(':').next()?.trim_end_matches('/');
    let first = path.split('/').next()?;
    if !top.contains(first) {
        return None;
    }
    let found = path
        .split('/')
        .try_fold(vec![root.to_path_buf()], |dirs, part| {
            let next: Vec<_> = dirs.iter().flat_map(|dir| matching(dir, part)).collect();
            (!next.is_empty()).then_some(next)
        });
    found
        .is_none()
        .then(|| format!("`{span}`: no such file in the repository"))
}

/// The entries of `dir` that `pattern` (`*` for any characters) names.
fn matching(dir: &Path, pattern: &str) -> Vec<std::path::PathBuf> {
    if !pattern.contains('*') {
        let path = dir.join(pattern);
        return if path.exists() {
            vec![path]
        } else {
            Vec::new()
        };
    }
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    entries
        .filter_map(|e| e.ok())
        .filter(|e| glob(pattern, &e.file_name().to_string_lossy()))
        .map(|e| e.path())
        .collect()
}

/// Whether `name` matches `pattern`, in which `*` stands for any characters.
fn glob(pattern: &str, name: &str) -> bool {
    match pattern.split_once('*') {
        None => pattern == name,
        Some((head, tail)) => name.strip_prefix(head).is_some_and(|rest| {
            (0..=rest.len()).any(|at| rest.is_char_boundary(at) && glob(tail, &rest[at..]))
        }),
    }
}

/// GitHub's anchor of a heading: lower case, punctuation dropped but `-` and `_`, spaces as `-`.
fn slug(heading: &str) -> String {
    heading
        .trim()
        .to_lowercase()
        .chars()
        .filter(|c| c.is_alphanumeric() || matches!(c, '-' | '_' | ' '))
        .map(|c| if c == ' ' { '-' } else { c })
        .collect()
}

/// The lines of a Markdown text outside fenced code blocks, with their numbers.
fn prose(text: &str) -> Vec<(usize, &str)> {
    let mut fenced = false;
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        if line.trim_start().starts_with("```") {
            fenced = !fenced;
        } else if !fenced {
            out.push((i + 1, line));
        }
    }
    out
}

/// The anchors of the Markdown file `path`.
fn anchors(path: &Path) -> HashSet<String> {
    let text = std::fs::read_to_string(path).unwrap_or_default();
    prose(&text)
        .into_iter()
        .filter(|(_, l)| l.starts_with('#'))
        .map(|(_, l)| slug(l.trim_start_matches('#')))
        .collect()
}

/// The inline code spans of a line.
fn code_spans(line: &str) -> Vec<&str> {
    line.split('`').skip(1).step_by(2).collect()
}

/// The targets of the relative links of a line (`](target)`).
fn link_targets(line: &str) -> Vec<&str> {
    line.match_indices("](")
        .filter_map(|(at, _)| line[at + 2..].split(')').next())
        .filter(|t| !t.contains("://") && !t.starts_with("mailto:") && !t.contains(' '))
        .collect()
}

/// Why the link `target`, written in `doc`, leads nowhere.
fn broken_link(doc: &Path, target: &str) -> Option<String> {
    let (file, anchor) = target.split_once('#').unwrap_or((target, ""));
    let path = if file.is_empty() {
        doc.to_path_buf()
    } else {
        doc.parent().unwrap().join(file)
    };
    if !path.exists() {
        return Some(format!("link `{target}`: no such file"));
    }
    let markdown = path.extension().is_some_and(|e| e == "md");
    (markdown && !anchor.is_empty() && !anchors(&path).contains(anchor))
        .then(|| format!("link `{target}`: no heading with that anchor"))
}

/// The problems of the document `doc` (`checks_code`: its code spans are checked too).
fn problems(doc: &Path, text: &str, crates: &[Names], checks_code: bool) -> Vec<String> {
    let root = tree::root();
    let top: HashSet<String> = std::fs::read_dir(root)
        .unwrap()
        .filter_map(|e| e.ok())
        .filter(|e| e.path().is_dir() && e.file_name() != "target" && e.file_name() != ".git")
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    let relative = doc.strip_prefix(root).unwrap_or(doc).display().to_string();
    let mut out = Vec::new();
    for (number, line) in prose(text) {
        let mut found: Vec<String> = link_targets(line)
            .into_iter()
            .filter_map(|t| broken_link(doc, t))
            .collect();
        if checks_code {
            for span in code_spans(line) {
                found.extend(missing_rust_path(span, crates));
                found.extend(missing_file(span, root, &top));
            }
        }
        out.extend(
            found
                .into_iter()
                .map(|p| format!("{relative}:{number}: {p}")),
        );
    }
    out
}

/// README.md and every Markdown file under docs/, with whether its code spans are checked.
fn documents() -> Vec<(std::path::PathBuf, bool)> {
    let root = tree::root();
    let mut docs = vec![root.join("README.md")];
    docs.extend(tree::files(&root.join("docs"), "md"));
    let logs = root.join("docs/measurements");
    docs.into_iter()
        .map(|d| {
            let code = !d.starts_with(&logs);
            (d, code)
        })
        .collect()
}

fn both_crates() -> Vec<Names> {
    let [library, kernels] = tree::crates();
    vec![
        Names::new("paperfit", library),
        Names::new("paperfit_kernels", kernels),
    ]
}

#[test]
fn documents_name_what_exists() {
    let crates = both_crates();
    let mut found = Vec::new();
    for (doc, code) in documents() {
        let text = std::fs::read_to_string(&doc).unwrap();
        found.extend(problems(&doc, &text, &crates, code));
    }
    assert!(
        found.is_empty(),
        "the documents name what the tree does not have (docs/design.md says the rule):\n{}",
        found.join("\n")
    );
}

/// The rule sees the stale names it was written for, a missing file, a broken link and anchor,
/// and leaves other crates' paths and fenced code alone.
#[test]
fn the_docs_rule_sees_stale_names() {
    let crates = both_crates();
    let doc = tree::root().join("docs/design.md");
    let text = "Out of memory is `gpu::out_of_memory::is_device_out_of_memory` and \
                `error::DeviceOutOfMemory`; `paperfit_kernels::out_of_memory::is_device_out_of_memory`,\n\
                `plan::BatchSplit`, `Plan::split()`, `samplers::episode` and `Tensor::backward` are fine;\n\
                `Plan::splits` is not. See `src/train/ranks.rs`, `kernels/cuda/*.cu`, not `src/train/nowhere.rs`.\n\
                [gpu](gpu.md#build), [gone](gone.md), [anchor](gpu.md#no-such-heading)\n\
                ```\nerror::Stale in a fence\n```\n";
    let found = problems(&doc, text, &crates, true);
    let expected = [
        "docs/design.md:1: `gpu::out_of_memory::is_device_out_of_memory` names nothing in paperfit or paperfit_kernels",
        "docs/design.md:1: `error::DeviceOutOfMemory` names nothing in paperfit or paperfit_kernels",
        "docs/design.md:3: `Plan::splits` names nothing in paperfit or paperfit_kernels",
        "docs/design.md:3: `src/train/nowhere.rs`: no such file in the repository",
        "docs/design.md:4: link `gone.md`: no such file",
        "docs/design.md:4: link `gpu.md#no-such-heading`: no heading with that anchor",
    ];
    assert_eq!(found, expected);
}
