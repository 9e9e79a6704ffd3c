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
        .filter(|(file, _, code)| file == Path::new("src/nn/matmul.rs") && code.contains(".matmul("))
        .count();
    assert!(in_entry >= 1, "the entry point itself calls candle's matmul");
}
