//! `paperfit schema experiment|preset`: JSON Schemas that every shipped experiment and preset
//! satisfies and that refuse what paperfit refuses (an unknown key, a wrong type, an unknown
//! model, a preset file without `[preset]`), checked with the reference validator of JSON
//! Schema (Python's `jsonschema`) on the files as Python's `tomllib` reads them.

use crate::common;

use std::process::Command;

fn schema(kind: &str, dir: &std::path::Path) -> std::path::PathBuf {
    let out = common::stdout_of(common::paperfit_in(&common::root()).args(["schema", kind]));
    let path = dir.join(format!("{kind}.schema.json"));
    std::fs::write(&path, out).unwrap();
    path
}

/// Validates each TOML document of `files` (path or inline text) against the schema at `schema`,
/// and prints one JSON line per document: its name and the errors (path and message).
const VALIDATE: &str = r#"
import json, sys, tomllib, jsonschema
schema = json.load(open(sys.argv[1]))
jsonschema.Draft7Validator.check_schema(schema)
validator = jsonschema.Draft7Validator(schema)
for name, text in json.load(open(sys.argv[2])):
    document = tomllib.loads(text)
    errors = [[".".join(map(str, e.absolute_path)), e.message] for e in validator.iter_errors(document)]
    print(json.dumps([name, errors]))
"#;

fn validate(
    python: &std::path::Path,
    schema: &std::path::Path,
    documents: &[(String, String)],
    dir: &std::path::Path,
) -> Vec<(String, Vec<(String, String)>)> {
    let input = dir.join("documents.json");
    std::fs::write(&input, serde_json::to_string(documents).unwrap()).unwrap();
    let stdout = common::stdout_of(
        Command::new(python)
            .args(["-c", VALIDATE])
            .arg(schema)
            .arg(&input),
    );
    String::from_utf8(stdout)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}

fn shipped(folder: &str) -> Vec<(String, String)> {
    let mut files: Vec<_> = std::fs::read_dir(common::root().join(folder))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "toml"))
        .collect();
    files.sort();
    files
        .iter()
        .map(|p| {
            (
                p.file_name().unwrap().to_string_lossy().into_owned(),
                std::fs::read_to_string(p).unwrap(),
            )
        })
        .collect()
}

#[test]
fn every_shipped_file_satisfies_its_schema_and_a_broken_one_does_not() {
    let Some(python) = common::optional::python_with(this_test!(), &["jsonschema", "tomllib"])
    else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let experiment = schema("experiment", dir.path());
    let preset = schema("preset", dir.path());
    let experiments = shipped("experiments");
    assert!(experiments.len() >= 12);
    for (name, errors) in validate(&python, &experiment, &experiments, dir.path()) {
        assert!(errors.is_empty(), "{name}: {errors:?}");
    }
    for (name, errors) in validate(&python, &preset, &shipped("presets"), dir.path()) {
        assert!(errors.is_empty(), "{name}: {errors:?}");
    }
    let case = |name: &str, text: &str| (name.to_string(), text.to_string());
    let broken = [
        case("unknown key", "[train]\nmicro_bach = 4\n"),
        case("wrong type", "[paper]\nepochs = \"ten\"\n"),
        case("unknown model", "[model]\nname = \"vit_huge\"\n"),
        case(
            "unknown key in a preset table",
            "[presets.16gb]\nmicro_bach = 4\n",
        ),
    ];
    let found = validate(&python, &experiment, &broken, dir.path());
    let where_ = |i: usize| {
        found[i]
            .1
            .iter()
            .map(|(p, m)| format!("{p}: {m}"))
            .collect::<Vec<_>>()
    };
    assert!(
        where_(0)
            .iter()
            .any(|e| e.starts_with("train:") && e.contains("micro_bach")),
        "{:?}",
        where_(0)
    );
    assert!(
        where_(1).iter().any(|e| e.starts_with("paper.epochs:")),
        "{:?}",
        where_(1)
    );
    assert!(
        where_(2).iter().any(|e| e.starts_with("model.name:")),
        "{:?}",
        where_(2)
    );
    assert!(
        where_(3)
            .iter()
            .any(|e| e.starts_with("presets.16gb:") && e.contains("micro_bach")),
        "{:?}",
        where_(3)
    );
    // What a layer may leave out or write in either form is accepted.
    let fine = [
        case("a partial layer", "[train]\nmicro_batch = \"auto\"\n"),
        case("a rectangular input", "[paper]\ninput_size = [256, 128]\n"),
        case(
            "a preset table",
            "[presets.8gb]\nmicro_batch = 2\ngradient_checkpointing = true\n[presets.8gb.model]\nbackbone = \"deit_small\"\n",
        ),
    ];
    for (name, errors) in validate(&python, &experiment, &fine, dir.path()) {
        assert!(errors.is_empty(), "{name}: {errors:?}");
    }
    let no_preset = validate(
        &python,
        &preset,
        &[case("no [preset]", "[train]\nprecision = \"bf16\"\n")],
        dir.path(),
    );
    assert!(
        no_preset[0]
            .1
            .iter()
            .any(|(_, m)| m.contains("'preset' is a required property")),
        "{no_preset:?}"
    );
}
