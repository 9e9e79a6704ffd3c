//! CI cannot pass by skipping: every test that calls into `tests/common/optional.rs` (and so may
//! skip) runs in one of `.ci/run`'s `cargo test` passes whose `PAPERFIT_TEST_STRICT` names
//! every part the test needs, where a skip is a failure. The tests are found by parsing
//! `tests/it` (a call to `optional::…`, directly or through a function of the same file), the
//! passes by reading `.ci/run`.

use crate::common;
use crate::common::optional::{strict_in, Part};

use std::collections::{BTreeMap, BTreeSet};

use syn::visit::Visit;

/// The part each of optional.rs's gates stands for.
fn part_of_gate(name: &str) -> Option<Part> {
    match name {
        "python_with" => Some(Part::Python),
        "mpi" => Some(Part::Mpi),
        "cuda_binary" | "no_nvidia_driver" => Some(Part::CudaBuild),
        "cpu_build" => Some(Part::CpuBuild),
        _ => None,
    }
}

fn part_named(name: &str) -> Option<Part> {
    [Part::Mpi, Part::Python, Part::CudaBuild, Part::CpuBuild]
        .into_iter()
        .find(|p| format!("{p:?}") == name)
}

/// What one function's body reaches: optional.rs's parts, and the plain functions it calls.
#[derive(Default)]
struct Reach {
    parts: BTreeSet<&'static str>,
    calls: BTreeSet<String>,
}

impl<'ast> Visit<'ast> for Reach {
    fn visit_path(&mut self, path: &'ast syn::Path) {
        let names: Vec<String> = path.segments.iter().map(|s| s.ident.to_string()).collect();
        match names.as_slice() {
            // `skip` names its part in an argument (`Part::…`), the next arm.
            [.., module, gate] if module == "optional" => {
                self.parts.extend(part_of_gate(gate).map(Part::name))
            }
            [.., ty, variant] if ty == "Part" => {
                self.parts.extend(part_named(variant).map(Part::name))
            }
            [name] => {
                self.calls.insert(name.clone());
            }
            _ => {}
        }
        syn::visit::visit_path(self, path);
    }
}

/// The optional tests of `tests/it`: `module::test` (`module::child::test` in a module's
/// folder) and the parts it needs. A module's folder holds its children, which call the
/// helpers of the module's own file, so the calls are followed across the module's files.
fn optional_tests() -> BTreeMap<String, BTreeSet<&'static str>> {
    let mut found = BTreeMap::new();
    let dir = common::root().join("tests/it");
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        let module = path.file_stem().unwrap().to_string_lossy().into_owned();
        if path.extension().is_none_or(|e| e != "rs") || module == "main" {
            continue;
        }
        let mut files = vec![(module.clone(), path.clone())];
        if let Ok(children) = std::fs::read_dir(dir.join(&module)) {
            let mut children: Vec<_> = children.map(|e| e.unwrap().path()).collect();
            children.sort();
            for child in children
                .into_iter()
                .filter(|c| c.extension().is_some_and(|e| e == "rs"))
            {
                let name = child.file_stem().unwrap().to_string_lossy().into_owned();
                files.push((format!("{module}::{name}"), child));
            }
        }
        // Each function by name: the test path it is known by (tests only), and its reach.
        let mut fns: BTreeMap<String, (Option<String>, Reach)> = BTreeMap::new();
        for (path_prefix, file) in files {
            let file = syn::parse_file(&std::fs::read_to_string(&file).unwrap()).unwrap();
            for item in &file.items {
                if let syn::Item::Fn(f) = item {
                    let is_test = f.attrs.iter().any(|a| a.path().is_ident("test"));
                    let mut reach = Reach::default();
                    reach.visit_block(&f.block);
                    let name = f.sig.ident.to_string();
                    let test = is_test.then(|| format!("{path_prefix}::{name}"));
                    fns.insert(name, (test, reach));
                }
            }
        }
        for (name, (test, _)) in &fns {
            let parts = parts_through(&fns, name, &mut BTreeSet::new());
            if let Some(test) = test.as_ref().filter(|_| !parts.is_empty()) {
                found.insert(test.clone(), parts);
            }
        }
    }
    found
}

/// The parts `name` reaches, through the functions of its file it calls.
fn parts_through(
    fns: &BTreeMap<String, (Option<String>, Reach)>,
    name: &str,
    seen: &mut BTreeSet<String>,
) -> BTreeSet<&'static str> {
    let Some((_, reach)) = fns.get(name).filter(|_| seen.insert(name.to_string())) else {
        return BTreeSet::new();
    };
    let mut parts = reach.parts.clone();
    for callee in &reach.calls {
        parts.extend(parts_through(fns, callee, seen));
    }
    parts
}

/// One `cargo test` of `.ci/run`: its line, `PAPERFIT_TEST_STRICT`, features, test target
/// (`None`: every target) and name filters.
#[derive(Debug)]
struct Pass {
    line: usize,
    strict: String,
    features: Vec<String>,
    target: Option<String>,
    filters: Vec<String>,
}

impl Pass {
    /// Whether this pass runs `test` of `tests/it` and fails where it would skip.
    fn holds(&self, test: &str, parts: &BTreeSet<&'static str>) -> bool {
        let runs = self.target.as_deref().is_none_or(|t| t == "it")
            && (self.filters.is_empty() || self.filters.iter().any(|f| test.contains(f.as_str())));
        let has = |feature: &str| {
            self.features
                .iter()
                .any(|f| f.split(',').any(|x| x == feature))
        };
        runs && parts.iter().all(|&name| {
            let part = [Part::Mpi, Part::Python, Part::CudaBuild, Part::CpuBuild]
                .into_iter()
                .find(|p| p.name() == name)
                .unwrap();
            strict_in(&self.strict, part)
                && match part {
                    Part::Mpi => has("mpi"),
                    Part::CpuBuild => !has("cuda"),
                    _ => true,
                }
        })
    }
}

/// The `cargo test` passes of a CI script, with the `PAPERFIT_TEST_STRICT` each runs under
/// (set on its line, else by the last `export` before it).
fn passes(script: &str) -> Vec<Pass> {
    let mut exported = String::new();
    let mut out = Vec::new();
    for (i, line) in script.lines().enumerate() {
        let words: Vec<&str> = line.split_whitespace().collect();
        if words.first() == Some(&"#") || line.trim_start().starts_with('#') {
            continue;
        }
        let strict = words
            .iter()
            .find_map(|w| w.strip_prefix("PAPERFIT_TEST_STRICT="));
        let Some(cargo) = words.windows(2).position(|w| w == ["cargo", "test"]) else {
            if words.first() == Some(&"export") {
                exported = strict.map_or(exported, str::to_string);
            }
            continue;
        };
        let args = &words[cargo + 2..];
        let split = args.iter().position(|w| *w == "--").unwrap_or(args.len());
        let after = |flag: &str| {
            args[..split]
                .windows(2)
                .filter(|w| w[0] == flag)
                .map(|w| w[1].to_string())
                .collect::<Vec<_>>()
        };
        let lib_only = args[..split].contains(&"--lib");
        out.push(Pass {
            line: i + 1,
            strict: strict.map_or_else(|| exported.clone(), str::to_string),
            features: after("--features"),
            target: if lib_only {
                Some("lib".into())
            } else {
                after("--test").pop()
            },
            filters: args[(split + 1).min(args.len())..]
                .iter()
                .filter(|w| !w.starts_with('-'))
                .map(|w| w.to_string())
                .collect(),
        });
    }
    out
}

/// The tests of `tests` that no pass of `passes` holds to strictness.
fn unheld(tests: &BTreeMap<String, BTreeSet<&'static str>>, passes: &[Pass]) -> Vec<String> {
    tests
        .iter()
        .filter(|(test, parts)| !passes.iter().any(|p| p.holds(test, parts)))
        .map(|(test, parts)| format!("{test} (needs {parts:?})"))
        .collect()
}

#[test]
fn every_optional_test_runs_in_a_strict_pass_of_ci() {
    let tests = optional_tests();
    let script = std::fs::read_to_string(common::root().join(".ci/run")).unwrap();
    let passes = passes(&script);
    for pass in &passes {
        println!("{pass:?}");
    }
    // The parser found what is there: the gates of each part, and CI's three passes.
    let parts: BTreeSet<&str> = tests.values().flatten().copied().collect();
    assert_eq!(
        parts,
        BTreeSet::from(["cpu-build", "cuda-build", "mpi", "python"]),
        "{tests:?}"
    );
    assert!(
        tests.len() >= 20,
        "{} optional tests: {tests:?}",
        tests.len()
    );
    assert!(tests.contains_key(
        "schedule_parity::every_convention_matches_the_real_scheduler_at_every_step"
    ));
    // A test in a module's folder, gated through a helper of the module's own file.
    assert_eq!(
        tests.get("distributed::failures::killing_one_rank_stops_every_rank_and_the_run_resumes"),
        Some(&BTreeSet::from(["mpi"])),
        "{tests:?}"
    );
    assert_eq!(passes.len(), 3, "{passes:?}");
    let missing = unheld(&tests, &passes);
    assert!(
        missing.is_empty(),
        "optional tests that no strict pass of .ci/run runs (they could skip and CI pass): {missing:?}"
    );
}

/// The parser's reading of passes, on a script of known answers.
#[test]
fn a_pass_holds_a_test_only_when_it_runs_it_and_names_its_parts() {
    let script = "\
# cargo test commented out
PAPERFIT_TEST_STRICT=python cargo test --release
export PAPERFIT_TEST_STRICT=1 PAPERFIT_PYTHON=x
cargo test --release --features mpi --lib
cargo test --release --features mpi --test it -- distributed:: plan_
";
    let passes = passes(script);
    assert_eq!(passes.len(), 3, "{passes:?}");
    assert_eq!((passes[0].line, passes[0].strict.as_str()), (2, "python"));
    assert_eq!(passes[1].target.as_deref(), Some("lib"));
    assert_eq!(passes[2].filters, ["distributed::", "plan_"]);
    let set = |parts: &[&'static str]| parts.iter().copied().collect::<BTreeSet<_>>();
    let tests = BTreeMap::from([
        ("parity::a".to_string(), set(&["python"])),
        ("distributed::b".to_string(), set(&["mpi"])),
        ("distributed_plan::c".to_string(), set(&["mpi"])),
        ("doctor::d".to_string(), set(&["cpu-build"])),
        ("cuda_build::e".to_string(), set(&["cuda-build", "python"])),
    ]);
    assert_eq!(
        unheld(&tests, &passes),
        [
            "cuda_build::e (needs {\"cuda-build\", \"python\"})",
            "distributed_plan::c (needs {\"mpi\"})",
            "doctor::d (needs {\"cpu-build\"})"
        ]
    );
}
