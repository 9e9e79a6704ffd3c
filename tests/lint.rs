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
/// (docs/design.md). Leaves, then config -> data / nn -> models -> memory -> plan -> train ->
/// bench / doctor -> cli.
const LAYERS: &[&[&str]] = &[
    &["error", "text", "seed"],
    &["gpu"],
    &["config"],
    &["data", "nn"],
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
