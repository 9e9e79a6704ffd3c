//! Rules of the source tree that the compiler cannot see.

use std::path::{Path, PathBuf};

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// Each line of code under `src/` (comments removed) with its file and line number.
fn source_lines() -> Vec<(PathBuf, usize, String)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    rust_files(&root.join("src"), &mut files);
    files.sort();
    let mut out = Vec::new();
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap();
        let relative = file.strip_prefix(root).unwrap().to_path_buf();
        for (i, line) in text.lines().enumerate() {
            let code = match line.find("//") {
                Some(at) => &line[..at],
                None => line,
            };
            out.push((relative.clone(), i + 1, code.to_string()));
        }
    }
    out
}

/// Model, layer and loss code multiplies matrices only through `nn::matmul::matmul`, which
/// hands candle's CUDA backend layouts it accepts (a direct `Tensor::matmul` on a sliced operand
/// trains on the CPU and fails on a GPU).
#[test]
fn only_the_entry_point_calls_candles_matmul() {
    let entry = Path::new("src/nn/matmul.rs");
    let offenders: Vec<String> = source_lines()
        .into_iter()
        .filter(|(file, _, code)| {
            file != entry && (code.contains(".matmul(") || code.contains("broadcast_matmul("))
        })
        .map(|(file, line, code)| format!("{}:{line}: {}", file.display(), code.trim()))
        .collect();
    assert!(
        offenders.is_empty(),
        "call paperfit::nn::matmul::matmul instead of candle's matmul:\n{}",
        offenders.join("\n")
    );
}

/// The rule above has teeth: it sees a direct call in the lines it scans.
#[test]
fn the_matmul_rule_sees_direct_calls() {
    let lines = source_lines();
    let in_entry = lines
        .iter()
        .filter(|(file, _, code)| {
            file == Path::new("src/nn/matmul.rs") && code.contains(".matmul(")
        })
        .count();
    assert!(
        in_entry >= 1,
        "the entry point itself calls candle's matmul"
    );
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

/// Every `crate::<module>` a top-level module's code names, with the file and line.
fn module_uses() -> Vec<(String, String, String)> {
    let mut out = Vec::new();
    for (file, line, code) in source_lines() {
        let mut parts = file.components().skip(1);
        let Some(first) = parts.next() else { continue };
        let module = first
            .as_os_str()
            .to_string_lossy()
            .trim_end_matches(".rs")
            .to_string();
        if module == "lib" || module == "main" {
            continue;
        }
        let mut rest = code.as_str();
        while let Some(at) = rest.find("crate::") {
            rest = &rest[at + "crate::".len()..];
            let used: String = rest
                .chars()
                .take_while(|c| c.is_ascii_lowercase() || *c == '_')
                .collect();
            if !used.is_empty() && used != module {
                out.push((module.clone(), used, format!("{}:{line}", file.display())));
            }
        }
    }
    out
}

/// The module graph is acyclic, in the documented order: no module uses one of its own layer
/// or above (e.g. models reading a Plan, memory reading the trainer).
#[test]
fn modules_depend_only_on_lower_layers() {
    let mut offenders = Vec::new();
    for (module, used, at) in module_uses() {
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
    let uses = module_uses();
    for (a, b) in [("models", "nn"), ("cli", "plan"), ("train", "plan")] {
        assert!(
            uses.iter().any(|(m, u, _)| m == a && u == b),
            "`{a}` -> `{b}` not found"
        );
    }
}

/// What computes a batch split's numbers from each other: dividing the effective batch by the
/// world size, the per-device batch by the micro-batch, multiplying micro-batch and
/// accumulation, listing divisors.
const SPLIT_ARITHMETIC: &[&str] = &[
    "effective_batch /",
    "effective_batch as usize /",
    "/ world",
    "world_size.max(1)",
    "% micro",
    "/ micro",
    "div_ceil(micro",
    "div_ceil(self.state.micro",
    "* accumulation",
    "accumulation *",
    "valid_splits(",
    "divisors(",
];

/// Places outside the split and the plan whose arithmetic looks like the split's and is not,
/// and why.
const SPLIT_ARITHMETIC_ALLOWED: &[(&str, &str, &str)] = &[
    (
        "src/dist/mod.rs",
        "/ world",
        "`share` deals a window's samples (a short last step included) among the ranks",
    ),
    (
        "src/data/loader.rs",
        "div_ceil(micro",
        "the loader cuts a window's actual samples (a short last step included) into micro-batches",
    ),
];

/// Lines outside `src/split.rs` and `src/plan/` that compute a split's numbers.
fn split_recomputations(lines: &[(PathBuf, usize, String)]) -> Vec<String> {
    let mut out = Vec::new();
    for (file, line, code) in lines {
        let path = file.to_string_lossy().replace('\\', "/");
        if path == "src/split.rs" || path.starts_with("src/plan/") {
            continue;
        }
        for pattern in SPLIT_ARITHMETIC {
            let allowed = SPLIT_ARITHMETIC_ALLOWED
                .iter()
                .any(|(f, p, _)| *f == path && p == pattern);
            if code.contains(pattern) && !allowed {
                out.push(format!("{path}:{line}: {}", code.trim()));
            }
        }
    }
    out
}

/// Every number of a batch split (per-device batch, accumulation, micro-steps, the splits that
/// divide) is derived once, in `split::BatchSplit`; the plan, the memory estimate, back-off and
/// the trainer read it from there.
#[test]
fn only_the_split_derives_the_split() {
    let offenders = split_recomputations(&source_lines());
    assert!(
        offenders.is_empty(),
        "derive these from the plan's `BatchSplit` (plan.split()) instead:\n{}",
        offenders.join("\n")
    );
}

#[test]
fn the_split_rule_sees_a_recomputation() {
    let line = |file: &str, code: &str| (PathBuf::from(file), 1, code.to_string());
    let lines = vec![
        line(
            "src/train/trainer/mod.rs",
            "let per = plan.effective_batch / plan.world_size;",
        ),
        line("src/memory/mod.rs", "let a = per_device.div_ceil(micro);"),
        line(
            "src/plan/batch.rs",
            "let per = plan.effective_batch / world;",
        ),
        line(
            "src/dist/mod.rs",
            "let (base, extra) = (n / world, n % world);",
        ),
    ];
    let found = split_recomputations(&lines);
    assert_eq!(found.len(), 2, "{found:?}");
    assert!(found[0].starts_with("src/train/trainer/mod.rs:1"));
    assert!(found[1].starts_with("src/memory/mod.rs:1"));
}

/// Sibling modules of one module (`src/train/run.rs`, `src/train/trainer/mod.rs`) that name
/// each other through `super::`, as edges `(directory, from, to)` with the line; a directory's
/// `mod.rs` is that directory's module, and the parent's root (`src/train/mod.rs`, which
/// declares its children) is left out.
fn sibling_uses() -> Vec<(String, String, String, String)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut out = Vec::new();
    for (file, line, code) in source_lines() {
        let Some(mut dir) = file.parent() else {
            continue;
        };
        let mut stem = file.file_stem().unwrap().to_string_lossy().to_string();
        if stem == "mod" {
            // A directory's root is that module among its own siblings: `super::` in
            // `src/train/trainer/mod.rs` names the modules of `src/train`.
            stem = dir.file_name().unwrap().to_string_lossy().to_string();
            dir = dir.parent().unwrap();
        }
        if stem == "lib" || stem == "main" || dir == Path::new("src") {
            continue;
        }
        let siblings: Vec<String> = std::fs::read_dir(root.join(dir))
            .unwrap()
            .map(|e| {
                let name = e.unwrap().file_name().to_string_lossy().to_string();
                name.trim_end_matches(".rs").to_string()
            })
            .collect();
        let mut rest = code.as_str();
        while let Some(at) = rest.find("super::") {
            rest = &rest[at + "super::".len()..];
            let used: String = rest
                .chars()
                .take_while(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || *c == '_')
                .collect();
            if used != stem && used != "mod" && siblings.contains(&used) {
                out.push((
                    dir.display().to_string(),
                    stem.clone(),
                    used,
                    format!("{}:{line}", file.display()),
                ));
            }
        }
    }
    out
}

/// A cycle among `edges` (from, to), as the modules along it.
fn find_cycle(edges: &[(String, String)]) -> Option<Vec<String>> {
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

/// Inside each module too, the submodules use each other without a cycle (the top-level graph
/// is kept acyclic by `modules_depend_only_on_lower_layers`).
#[test]
fn submodules_do_not_use_each_other_in_a_cycle() {
    let uses = sibling_uses();
    let mut dirs: Vec<&String> = uses.iter().map(|u| &u.0).collect();
    dirs.sort();
    dirs.dedup();
    let mut cycles = Vec::new();
    for dir in dirs {
        let edges: Vec<(String, String)> = uses
            .iter()
            .filter(|u| &u.0 == dir)
            .map(|u| (u.1.clone(), u.2.clone()))
            .collect();
        if let Some(cycle) = find_cycle(&edges) {
            let at: Vec<&str> = uses
                .iter()
                .filter(|u| &u.0 == dir && cycle.contains(&u.1) && cycle.contains(&u.2))
                .map(|u| u.3.as_str())
                .collect();
            cycles.push(format!("{dir}: {} ({})", cycle.join(" -> "), at.join(", ")));
        }
    }
    assert!(cycles.is_empty(), "{}", cycles.join("\n"));
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
    assert!(sibling_uses()
        .iter()
        .any(|u| u.1 == "trainer" && u.2 == "metrics"));
}

/// A file over this many lines says at its top (in its first 40 lines) why it is one concern,
/// with the words "One concern".
const MAX_FILE_LINES: usize = 600;
/// No function is longer than this many lines (signature to closing brace).
const MAX_FUNCTION_LINES: usize = 80;

/// Functions of rustfmt-formatted `text` longer than `limit` lines: (first line, name,
/// lines). A function ends at the first line that is its closing brace at its indentation;
/// test modules are skipped.
fn long_functions(text: &str, limit: usize) -> Vec<(usize, String, usize)> {
    let lines: Vec<&str> = text.lines().collect();
    let end = lines
        .iter()
        .position(|l| l.trim_start() == "#[cfg(test)]")
        .unwrap_or(lines.len());
    let mut out = Vec::new();
    for (i, line) in lines[..end].iter().enumerate() {
        let code = line.trim_start();
        let words: Vec<&str> = code.split_whitespace().collect();
        let Some(at) = words.iter().position(|w| *w == "fn") else {
            continue;
        };
        let qualifiers = &words[..at];
        let is_item = qualifiers
            .iter()
            .all(|w| w.starts_with("pub") || ["const", "async", "unsafe"].contains(w));
        if !is_item || code.starts_with("//") {
            continue;
        }
        // The body opens on the line that ends with `{`; a declaration ends with `;`, a
        // one-line body with `}`.
        let Some(open) = lines[i..end]
            .iter()
            .map(|l| l.trim_end())
            .position(|l| l.ends_with('{') || l.ends_with(';') || l.ends_with('}'))
        else {
            continue;
        };
        if !lines[i + open].trim_end().ends_with('{') {
            continue;
        }
        let indent = line.len() - code.len();
        let close = format!("{}}}", " ".repeat(indent));
        let Some(last) = lines[i..end].iter().position(|l| *l == close) else {
            continue;
        };
        let length = last + 1;
        if length > limit {
            let name = words[at + 1]
                .split(['(', '<'])
                .next()
                .unwrap_or("")
                .to_string();
            out.push((i + 1, name, length));
        }
    }
    out
}

#[test]
fn files_and_functions_stay_small() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    rust_files(&root.join("src"), &mut files);
    files.sort();
    let mut problems = Vec::new();
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap();
        let relative = file.strip_prefix(root).unwrap().display().to_string();
        let lines = text.lines().count();
        let head: String = text.lines().take(40).collect::<Vec<_>>().join("\n");
        if lines > MAX_FILE_LINES && !head.contains("One concern") {
            problems.push(format!(
                "{relative}: {lines} lines (over {MAX_FILE_LINES}): split it, or say at its top why it is one concern"
            ));
        }
        for (line, name, length) in long_functions(&text, MAX_FUNCTION_LINES) {
            problems.push(format!(
                "{relative}:{line}: fn {name} has {length} lines (over {MAX_FUNCTION_LINES})"
            ));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn the_size_rule_sees_a_long_function() {
    let body = "        x += 1;\n".repeat(5);
    let text = format!(
        "impl A {{\n    pub(crate) fn grow(&self) -> u32 {{\n{body}    }}\n\n    fn small() {{}}\n}}\n"
    );
    assert_eq!(long_functions(&text, 4), vec![(2, "grow".to_string(), 7)]);
    assert!(long_functions(&text, 7).is_empty());
    let tests = format!("#[cfg(test)]\nmod tests {{\n    fn long() {{\n{body}    }}\n}}\n");
    assert!(long_functions(&tests, 2).is_empty());
}

/// Operations whose result depends on the order threads or blocks finish in, and why each
/// allowed place is safe. None today: every sum of the fused ops has a fixed order
/// (`src/nn/kernels/reduce.rs`).
const ORDER_DEPENDENT_ALLOWED: &[(&str, &str)] = &[];

/// Lines of `text` (comments removed) that sum in an order scheduling decides: an atomic
/// operation in a CUDA kernel (floating-point atomic adds sum in the order blocks finish),
/// or a work-stealing `reduce` of rayon in Rust (its tree follows how the work was stolen).
fn order_dependent_lines(text: &str, cuda: bool) -> Vec<(usize, String)> {
    text.lines()
        .enumerate()
        .filter_map(|(i, line)| {
            let code = line.split("//").next().unwrap_or("");
            let hit = if cuda {
                code.contains("atomic")
            } else {
                code.contains(".reduce(") || code.contains(".reduce_with(")
            };
            hit.then(|| (i + 1, code.trim().to_string()))
        })
        .collect()
}

/// Same inputs, same bits: kernels and CPU twins sum in orders fixed by the shape alone.
#[test]
fn every_sum_has_a_fixed_order() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut problems = Vec::new();
    let mut kernels: Vec<PathBuf> = std::fs::read_dir(root.join("kernels"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    kernels.sort();
    let mut sources = Vec::new();
    rust_files(&root.join("src"), &mut sources);
    sources.sort();
    let files = kernels
        .into_iter()
        .map(|f| (f, true))
        .chain(sources.into_iter().map(|f| (f, false)));
    for (file, cuda) in files {
        let relative = file.strip_prefix(root).unwrap().display().to_string();
        if ORDER_DEPENDENT_ALLOWED.iter().any(|(f, _)| *f == relative) {
            continue;
        }
        let text = std::fs::read_to_string(&file).unwrap();
        for (line, code) in order_dependent_lines(&text, cuda) {
            problems.push(format!("{relative}:{line}: {code}"));
        }
    }
    assert!(
        problems.is_empty(),
        "sums whose order depends on scheduling (use the split partials and ordered pass of src/nn/kernels/reduce.rs, or add the place to ORDER_DEPENDENT_ALLOWED saying why it is safe):\n{}",
        problems.join("\n")
    );
}

#[test]
fn the_fixed_order_rule_sees_atomics_and_reductions() {
    let kernel = "  // atomicAdd would be wrong here\n  atomicAdd(&sums[c], acc);\n";
    assert_eq!(
        order_dependent_lines(kernel, true),
        vec![(2, "atomicAdd(&sums[c], acc);".to_string())]
    );
    let twin = "let s = parts.into_par_iter().map(f).reduce(|| 0.0, |a, b| a + b);\n";
    assert_eq!(order_dependent_lines(twin, false).len(), 1);
    assert!(order_dependent_lines("let s: f32 = v.iter().sum();\n", false).is_empty());
}

/// The `pub` functions, constants, statics and modules declared under `src/` (the binary's
/// `main.rs` aside), as `(file:line, name)`, from `(file, code)` lines.
fn pub_declarations(lines: &[(PathBuf, usize, String)]) -> Vec<(String, String)> {
    const KINDS: &[&str] = &[
        "const fn ",
        "unsafe fn ",
        "async fn ",
        "fn ",
        "const ",
        "static ",
        "mod ",
    ];
    let mut out = Vec::new();
    for (file, line, code) in lines {
        let path = file.to_string_lossy().replace('\\', "/");
        let Some(rest) = code.trim_start().strip_prefix("pub ") else {
            continue;
        };
        if path == "src/main.rs" {
            continue;
        }
        let Some(kind) = KINDS.iter().find(|k| rest.starts_with(**k)) else {
            continue;
        };
        let name: String = rest[kind.len()..]
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect();
        if !name.is_empty() {
            out.push((format!("{path}:{line}"), name));
        }
    }
    out
}

/// Whether `text` holds `name` as a whole word.
fn names(text: &str, name: &str) -> bool {
    let word = |c: char| c.is_alphanumeric() || c == '_';
    text.match_indices(name).any(|(at, _)| {
        let before = text[..at].chars().next_back();
        let after = text[at + name.len()..].chars().next();
        !before.is_some_and(word) && !after.is_some_and(word)
    })
}

/// Declarations of `pub_declarations` that `outside` (the code of the other crates: the
/// binary, the integration tests) never names.
fn pub_without_outside_user(declared: &[(String, String)], outside: &str) -> Vec<String> {
    declared
        .iter()
        .filter(|(_, name)| !names(outside, name))
        .map(|(at, name)| format!("{at}: {name}"))
        .collect()
}

/// `pub` is the library's surface: what the binary, the integration tests and the doc tests use. A function,
/// constant, static or module that no other crate names is `pub(crate)` or narrower, so the
/// compiler reports it when it loses its last caller. (Types stay `pub` where a public
/// signature shows them; the compiler's `private_interfaces` lint guards those.)
#[test]
fn pub_means_used_outside_the_library() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = vec![root.join("src/main.rs")];
    rust_files(&root.join("tests"), &mut files);
    let mut outside: Vec<String> = files
        .iter()
        .map(|f| std::fs::read_to_string(f).unwrap())
        .collect();
    // Doc tests are other crates too: their lines that name the library.
    let mut library = Vec::new();
    rust_files(&root.join("src"), &mut library);
    for file in library {
        let text = std::fs::read_to_string(&file).unwrap();
        outside.extend(
            text.lines()
                .map(str::trim_start)
                .filter(|l| {
                    (l.starts_with("///") || l.starts_with("//!")) && l.contains("paperfit::")
                })
                .map(str::to_string),
        );
    }
    let outside = outside.join("\n");
    let offenders = pub_without_outside_user(&pub_declarations(&source_lines()), &outside);
    assert!(
        offenders.is_empty(),
        "no other crate names these: make them pub(crate) (or private), or delete them if the \
         compiler then finds them unused:\n{}",
        offenders.join("\n")
    );
}

#[test]
fn the_pub_rule_sees_an_item_no_other_crate_names() {
    let line = |code: &str| (PathBuf::from("src/nn/ops.rs"), 7, code.to_string());
    let lines = vec![
        line("pub fn widen(x: &Tensor) -> Result<Tensor> {"),
        line("    pub const fn width() -> usize {"),
        line("pub const SCALE_EPS: f64 = 1e-6;"),
        line("pub(crate) fn helper() {}"),
        line("pub struct Shown;"),
        line("pub mod layers;"),
    ];
    let declared = pub_declarations(&lines);
    let names: Vec<&str> = declared.iter().map(|(_, n)| n.as_str()).collect();
    assert_eq!(names, ["widen", "width", "SCALE_EPS", "layers"]);
    let outside = "use paperfit::nn::ops::widen; let w = width_of(x); // SCALE_EPS_2";
    assert_eq!(
        pub_without_outside_user(&declared, outside),
        [
            "src/nn/ops.rs:7: width",
            "src/nn/ops.rs:7: SCALE_EPS",
            "src/nn/ops.rs:7: layers"
        ]
    );
}

/// Lines of the library's own code (a file's test module, after its first `#[cfg(test)]`, and
/// `tests.rs` files left out) that print with the standard macros, which panic when the
/// stream is closed.
fn print_macro_lines(lines: &[(PathBuf, usize, String)]) -> Vec<String> {
    let mut out = Vec::new();
    let mut in_tests: Option<&PathBuf> = None;
    for (file, line, code) in lines {
        if file.file_name().is_some_and(|n| n == "tests.rs") {
            continue;
        }
        if code.contains("#[cfg(test)]") {
            in_tests = Some(file);
        }
        if in_tests == Some(file) {
            continue;
        }
        let prints = ["print!(", "println!(", "dbg!("]
            .iter()
            .any(|m| code.contains(m));
        if prints {
            out.push(format!("{}:{line}: {}", file.display(), code.trim()));
        }
    }
    out
}

/// A closed stdout or stderr (`paperfit train 2>&1 | head`, a log reader that went away) must
/// not end a run or turn an error into a panic: stdout is written through the CLI's `emit`
/// (a closed pipe is not an error), stderr through `text::stderr_line` (failure ignored);
/// `println!` and `eprintln!` panic instead.
#[test]
fn output_never_panics_on_a_closed_stream() {
    let offenders = print_macro_lines(&source_lines());
    assert!(
        offenders.is_empty(),
        "write stderr with text::stderr_line and stdout with the CLI's emit instead:\n{}",
        offenders.join("\n")
    );
}

#[test]
fn the_print_rule_sees_a_print_outside_tests() {
    let line = |file: &str, n: usize, code: &str| (PathBuf::from(file), n, code.to_string());
    let lines = vec![
        line("src/train/report.rs", 1, "eprintln!(\"step {step}\");"),
        line("src/train/report.rs", 2, "#[cfg(test)]"),
        line("src/train/report.rs", 3, "println!(\"in a test\");"),
        line("src/train/optim/tests.rs", 1, "eprintln!(\"in a test\");"),
        line("src/cli/mod.rs", 1, "dbg!(x);"),
    ];
    let found = print_macro_lines(&lines);
    assert_eq!(found.len(), 2, "{found:?}");
    assert!(found[0].starts_with("src/train/report.rs:1"));
    assert!(found[1].starts_with("src/cli/mod.rs:1"));
}
