//! Rules of the source tree that the compiler cannot see. A binary of its own: it reads the
//! sources and uses nothing of the library, so it builds in seconds and a rule can be changed
//! without rebuilding the other tests. The rules that read code structure parse it with `syn`
//! (`syntax`), over the library's files found from `src/lib.rs` (`tree`); the others match
//! text.

mod docs;
mod features;
mod graph;
mod names;
mod size;
mod surface;
mod syntax;
mod tree;

use std::path::PathBuf;

/// Each line of code under `src/` (comments removed) with its file and line number.
fn source_lines() -> Vec<(PathBuf, usize, String)> {
    let root = tree::root();
    let mut out = Vec::new();
    for file in tree::rust_files(&root.join("src")) {
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

/// Calls of candle's matrix products in `file` (tests included): `.matmul(..)` and
/// `.broadcast_matmul(..)` on a value, or `Tensor::matmul` / `..::broadcast_matmul` by path
/// (`matmul::matmul`, the entry point, is a module's function, not a type's).
fn candle_matmuls(file: &tree::SourceFile) -> Vec<String> {
    let parsed = &file.parsed;
    let methods = parsed
        .methods
        .iter()
        .filter(|m| ["matmul", "broadcast_matmul"].contains(&m.segments[0].as_str()));
    let by_path = parsed.paths.iter().filter(|p| {
        let n = p.segments.len();
        let last = p.segments[n - 1].as_str();
        let on_type = n > 1 && p.segments[n - 2].starts_with(|c: char| c.is_ascii_uppercase());
        last == "broadcast_matmul" || (last == "matmul" && on_type)
    });
    methods
        .chain(by_path)
        .map(|m| format!("{}:{}: {}", file.file, m.line, m.segments.join("::")))
        .collect()
}

/// Model, layer and loss code multiplies matrices only through `paperfit_kernels::matmul::matmul`,
/// which hands candle's CUDA backend layouts it accepts (a direct `Tensor::matmul` on a sliced
/// operand trains on the CPU and fails on a GPU). The entry point's own module
/// (`kernels/src/matmul/`) is where candle's matmul is called.
#[test]
fn only_the_entry_point_calls_candles_matmul() {
    let offenders: Vec<String> = tree::crates()
        .into_iter()
        .flatten()
        .filter(|f| !f.file.starts_with("kernels/src/matmul/"))
        .flat_map(candle_matmuls)
        .collect();
    assert!(
        offenders.is_empty(),
        "call paperfit_kernels::matmul::matmul instead of candle's matmul:\n{}",
        offenders.join("\n")
    );
}

/// The rule above has teeth: it sees a direct call in the entry point, and each form of call.
#[test]
fn the_matmul_rule_sees_direct_calls() {
    let entry = tree::kernels()
        .iter()
        .find(|f| f.file == "kernels/src/matmul/mod.rs")
        .unwrap();
    assert!(
        !candle_matmuls(entry).is_empty(),
        "the entry point itself calls candle's matmul"
    );
    let text = "fn f(a: &Tensor, b: &Tensor) {\n    let c = a.matmul(b)?;\n    \
                let d = Tensor::broadcast_matmul(a, b)?;\n    let e = paperfit_kernels::matmul::matmul(a, b)?;\n    \
                assert!(x.t()?.matmul(&y).is_ok());\n}\n";
    let file = tree::source("src/models/a.rs", &["models", "a"], text, false);
    assert_eq!(
        candle_matmuls(&file),
        [
            "src/models/a.rs:2: matmul",
            "src/models/a.rs:5: matmul",
            "src/models/a.rs:3: Tensor::broadcast_matmul"
        ]
    );
}

/// Calls of `CheckedSpec::new` in `file`: the proof that a model table passed its checks.
fn checked_spec_makers(file: &tree::SourceFile) -> Vec<String> {
    file.parsed
        .paths
        .iter()
        .filter(|p| {
            p.segments
                .ends_with(&["CheckedSpec".to_string(), "new".to_string()])
        })
        .map(|p| format!("{}:{}", file.file, p.line))
        .collect()
}

/// A `CheckedSpec` is made by `registry::check` alone (its constructor is visible to all of
/// `models`), so no model is built from a table the registry's and the family's rules did not
/// see.
#[test]
fn only_the_registry_check_makes_a_checked_spec() {
    let makers: Vec<String> = tree::library()
        .iter()
        .flat_map(checked_spec_makers)
        .collect();
    assert_eq!(
        makers.len(),
        1,
        "CheckedSpec::new is called by registry::check only: {makers:?}"
    );
    assert!(
        makers[0].starts_with("src/models/registry/checks.rs:"),
        "{makers:?}"
    );
}

/// The rule above sees a call by path, imported or not.
#[test]
fn the_checked_spec_rule_sees_a_call() {
    let text = "fn f(s: &ModelSpec) {\n    let c = CheckedSpec::new(s, i, b);\n    \
                let d = crate::models::family::CheckedSpec::new(s, i, b);\n}\n";
    let file = tree::source("src/models/vit.rs", &["models", "vit"], text, false);
    assert_eq!(
        checked_spec_makers(&file),
        ["src/models/vit.rs:2", "src/models/vit.rs:3"]
    );
}

/// Where `text` reads a batch's labels back from the device: `on_device()` (the device copy
/// of `labels::Labels`) followed by a `to_vec*` or `to_scalar` call, whitespace and line breaks
/// between them ignored (rustfmt splits chains), or a call of `Labels::read`. Line numbers,
/// from 1.
fn label_reads(text: &str) -> Vec<usize> {
    let line = |at: usize| text[..at].matches('\n').count() + 1;
    let mut out = Vec::new();
    for (at, _) in text.match_indices(".on_device()") {
        let rest = text[at + ".on_device()".len()..].trim_start();
        if rest.starts_with(".to_vec") || rest.starts_with(".to_scalar") {
            out.push(line(at));
        }
    }
    out.extend(text.match_indices("Labels::read(").map(|(at, _)| line(at)));
    out.sort_unstable();
    out
}

/// The one place that reads labels back: a loss coupled across ranks, on the labels gathered
/// from the other ranks (only the rank that read a sample knows its label).
const LABEL_READS_ALLOWED: &[(&str, usize)] = &[("src/train/engine/coupled.rs", 1)];

/// A step never waits for the device to hand back the labels it was just given: what decides
/// on the host (triplet mining, FS-CT's episode layout, CLIP's captions, the evaluation's
/// report) reads the loader's host copy (`Labels::host`). `src/labels.rs` defines both copies
/// (its test compares them); [`LABEL_READS_ALLOWED`] lists the other reads, by count.
#[test]
fn no_code_reads_the_labels_back_from_the_device() {
    let root = tree::root();
    let offenders: Vec<String> = tree::rust_files(&root.join("src"))
        .into_iter()
        .filter(|f| !f.ends_with("src/labels.rs"))
        .flat_map(|f| {
            let text = std::fs::read_to_string(&f).unwrap();
            let name = f.strip_prefix(root).unwrap().display().to_string();
            let reads = label_reads(&text);
            let allowed = LABEL_READS_ALLOWED
                .iter()
                .any(|&(file, count)| file == name && count == reads.len());
            let reads = if allowed { Vec::new() } else { reads };
            reads.into_iter().map(move |line| format!("{name}:{line}"))
        })
        .collect();
    assert!(
        offenders.is_empty(),
        "read `Labels::host()` instead of the device copy:\n{}",
        offenders.join("\n")
    );
}

/// The rule above sees a read on one line and one split over lines, and nothing else.
#[test]
fn the_label_read_rule_sees_a_read() {
    let text =
        "let a = labels.on_device().to_vec1::<u32>()?;\nlet b = labels\n    .on_device()\n    \
                .to_scalar::<u32>()?;\nlet c = labels.on_device().to_dtype(DType::F32)?;\n\
                let d = Labels::read(gathered)?;\n";
    assert_eq!(label_reads(text), [1, 3, 6]);
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
const SPLIT_ARITHMETIC_ALLOWED: &[(&str, &str, &str)] = &[(
    "src/data/loader.rs",
    "div_ceil(micro",
    "the loader cuts a window's actual samples (a short last step included) into micro-batches",
)];

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
            "src/data/loader.rs",
            "let mut micro_batches = Vec::with_capacity(samples.len().div_ceil(micro_batch));",
        ),
    ];
    let found = split_recomputations(&lines);
    assert_eq!(found.len(), 2, "{found:?}");
    assert!(found[0].starts_with("src/train/trainer/mod.rs:1"));
    assert!(found[1].starts_with("src/memory/mod.rs:1"));
}

/// Operations whose result depends on the order threads or blocks finish in, and why each
/// allowed place is safe. None today: every sum of the fused ops has a fixed order
/// (`kernels/src/reduce.rs`).
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
    let root = tree::root();
    let mut problems = Vec::new();
    let mut kernels: Vec<PathBuf> = std::fs::read_dir(root.join("kernels/cuda"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    kernels.sort();
    let sources = tree::all_rust_files();
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
        "sums whose order depends on scheduling (use the split partials and ordered pass of kernels/src/reduce.rs, or add the place to ORDER_DEPENDENT_ALLOWED saying why it is safe):\n{}",
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
