//! Files and functions stay small, and library code does not print with the standard macros.
//! Both function rules read the parsed library and skip exactly the test-only items (a
//! `#[cfg(test)]` module, function, impl or variant) and the files declared test-only, so code
//! after a file's first `#[cfg(test)]` is checked too.

use crate::tree::{self, SourceFile};

/// A file over this many lines says at its top (in its first 40 lines) why it is one concern,
/// with the words "One concern".
const MAX_FILE_LINES: usize = 600;
/// No function is longer than this many lines (`fn` line to closing brace).
const MAX_FUNCTION_LINES: usize = 80;

/// Functions of `file` outside test code longer than `limit` lines: (line, name, lines). Free
/// functions, methods, trait default methods and functions nested in them all count.
fn long_functions(file: &SourceFile, limit: usize) -> Vec<(usize, String, usize)> {
    file.parsed
        .functions
        .iter()
        .filter(|f| !f.in_test && f.lines > limit)
        .map(|f| (f.line, f.name.clone(), f.lines))
        .collect()
}

/// Why `text`, the file `relative`, is too long, or None.
fn oversized(relative: &str, text: &str, limit: usize) -> Option<String> {
    let lines = text.lines().count();
    let head: String = text.lines().take(40).collect::<Vec<_>>().join("\n");
    (lines > limit && !head.contains("One concern")).then(|| {
        format!(
            "{relative}: {lines} lines (over {limit}): split it, or say at its top why it is one concern"
        )
    })
}

/// The files the file-size rule reads: both crates' sources and every test file (`tests/`,
/// the integration tests, the footprint tests, this lint and their shared modules).
fn sized_files() -> Vec<std::path::PathBuf> {
    let mut files = tree::all_rust_files();
    files.extend(tree::rust_files(&tree::root().join("tests")));
    files
}

#[test]
fn files_and_functions_stay_small() {
    let mut problems = Vec::new();
    for file in sized_files() {
        let text = std::fs::read_to_string(&file).unwrap();
        let relative = file
            .strip_prefix(tree::root())
            .unwrap()
            .display()
            .to_string();
        problems.extend(oversized(&relative, &text, MAX_FILE_LINES));
    }
    let main = tree::source("src/main.rs", &[], &read("src/main.rs"), false);
    for file in tree::crates().into_iter().flatten().chain([&main]) {
        for (line, name, length) in long_functions(file, MAX_FUNCTION_LINES) {
            problems.push(format!(
                "{}:{line}: fn {name} has {length} lines (over {MAX_FUNCTION_LINES})",
                file.file
            ));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

fn read(file: &str) -> String {
    std::fs::read_to_string(tree::root().join(file)).unwrap()
}

/// The file rule reads the tests as it reads the sources, and a file that says why it is one
/// concern may be longer.
#[test]
fn the_size_rule_sees_a_long_file() {
    let files = sized_files();
    for reads in [
        "tests/it/main.rs",
        "tests/lint/size.rs",
        "src/lib.rs",
        "kernels/src/lib.rs",
    ] {
        assert!(
            files.iter().any(|f| f.ends_with(reads)),
            "the size rule does not read {reads}"
        );
    }
    let long = "#[test]\nfn t() {}\n".repeat(4);
    assert_eq!(
        oversized("tests/it/cli.rs", &long, 7).as_deref(),
        Some(
            "tests/it/cli.rs: 8 lines (over 7): split it, or say at its top why it is one concern"
        )
    );
    assert_eq!(oversized("tests/it/cli.rs", &long, 8), None);
    let concern = format!("//! One concern: the whole table.\n{long}");
    assert_eq!(oversized("tests/it/cli.rs", &concern, 7), None);
}

#[test]
fn the_size_rule_sees_a_long_function() {
    let body = "        x += 1;\n".repeat(5);
    let text = format!(
        "impl A {{\n    pub(crate) fn grow(&self) -> u32 {{\n{body}    }}\n\n    fn small() {{}}\n}}\n"
    );
    let file = tree::source("src/a.rs", &["a"], &text, false);
    assert_eq!(long_functions(&file, 4), vec![(2, "grow".to_string(), 7)]);
    assert!(long_functions(&file, 7).is_empty());
    let tests = format!("#[cfg(test)]\nmod tests {{\n    fn long() {{\n{body}    }}\n}}\n");
    let file = tree::source("src/a.rs", &["a"], &tests, false);
    assert!(long_functions(&file, 2).is_empty());
    // A `#[cfg(test)]` on one variant hides nothing after it; nested functions and trait
    // default methods count.
    let after = format!(
        "enum E {{\n    A,\n    #[cfg(test)]\n    B,\n}}\n\nfn long() {{\n{body}}}\n\
         trait T {{\n    fn default_method(&self) {{\n        fn inner() {{\n{body}        }}\n    }}\n}}\n"
    );
    let file = tree::source("src/a.rs", &["a"], &after, false);
    let found: Vec<(usize, String, usize)> = long_functions(&file, 6);
    assert_eq!(
        found,
        [
            (7, "long".to_string(), 7),
            (15, "default_method".to_string(), 9),
            (16, "inner".to_string(), 7)
        ]
    );
    // A file declared test-only is skipped whole.
    let file = tree::source("src/a/tests.rs", &["a", "tests"], &after, true);
    assert!(long_functions(&file, 2).is_empty());
}

/// Macros that print through the standard streams.
const PRINTS: &[&str] = &["print", "println", "eprint", "eprintln", "dbg"];

/// The print macros invoked in `file` outside test code, as file:line: macro.
fn print_macros(file: &SourceFile) -> Vec<String> {
    file.parsed
        .macros
        .iter()
        .filter(|m| !m.in_test && PRINTS.contains(&m.segments[0].as_str()))
        .map(|m| format!("{}:{}: {}!", file.file, m.line, m.segments[0]))
        .collect()
}

/// A closed stdout or stderr (`paperfit train 2>&1 | head`, a log reader that went away) must
/// not end a run or turn an error into a panic: stdout is written through the CLI's `emit`
/// (a closed pipe is not an error), stderr through `text::stderr_line` (failure ignored);
/// `println!` and `eprintln!` panic instead.
#[test]
fn output_never_panics_on_a_closed_stream() {
    let main = tree::source("src/main.rs", &[], &read("src/main.rs"), false);
    let offenders: Vec<String> = tree::crates()
        .into_iter()
        .flatten()
        .chain([&main])
        .flat_map(print_macros)
        .collect();
    assert!(
        offenders.is_empty(),
        "write stderr with text::stderr_line and stdout with the CLI's emit instead:\n{}",
        offenders.join("\n")
    );
}

#[test]
fn the_print_rule_sees_a_print_outside_tests() {
    let text = "fn report(step: u32) {\n    eprintln!(\"step {step}\");\n}\n\
                #[cfg(test)]\nfn helper() {\n    println!(\"in a test\");\n}\n\
                fn after() {\n    let v = vec![dbg!(1)];\n    std::println!(\"{v:?}\");\n}\n\
                macro_rules! shout {\n    () => { print!(\"!\") };\n}\n\
                #[cfg(test)]\nmod tests {\n    fn t() { eprintln!(\"in a test\"); }\n}\n";
    let file = tree::source("src/train/report.rs", &["train", "report"], text, false);
    assert_eq!(
        print_macros(&file),
        [
            "src/train/report.rs:2: eprintln!",
            "src/train/report.rs:9: dbg!",
            "src/train/report.rs:10: println!",
            "src/train/report.rs:13: print!"
        ]
    );
    let tests = tree::source("src/train/optim/tests.rs", &["t"], text, true);
    assert!(print_macros(&tests).is_empty());
}
