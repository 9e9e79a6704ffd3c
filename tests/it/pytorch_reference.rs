//! The PyTorch references of `paperfit bench` run where PyTorch is installed: the same model,
//! split and optimizer in PyTorch beside paperfit's training steps, and torchvision's
//! DataLoader beside paperfit's loader. Without torch (and torchvision) these tests say they
//! skipped; CI installs both and sets `PAPERFIT_TEST_STRICT=1`.

use crate::common;

#[test]
fn bench_train_runs_the_pytorch_reference_beside_paperfit() {
    let Some(python) = common::optional::python_with(this_test!(), &["torch"]) else {
        return;
    };
    let output = common::paperfit_in(&common::root())
        .args([
            "bench",
            "train",
            "experiments/quickstart.toml",
            "--preset",
            "cpu",
            "--steps",
            "2",
            "--warmup",
            "1",
            "--format",
            "json",
            "--set",
            "train.micro_batch=16",
            "--python",
        ])
        .arg(&python)
        .output()
        .unwrap();
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let b: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
    let reference = &b["pytorch"]["Ok"];
    assert!(reference.is_object(), "no PyTorch side: {}", b["pytorch"]);
    assert!(
        reference["trainer"]
            .as_str()
            .unwrap()
            .starts_with("PyTorch "),
        "{reference}"
    );
    let rates = reference["samples_per_sec"].as_array().unwrap();
    assert_eq!(rates.len(), 2, "{reference}");
    assert!(
        rates.iter().all(|r| r.as_f64().unwrap() > 0.0),
        "{reference}"
    );
    assert!(reference["peak_bytes"].as_u64().unwrap() > 0, "{reference}");
}

#[test]
fn bench_data_runs_torchvisions_loader_beside_paperfits() {
    let Some(python) = common::optional::python_with(this_test!(), &["torch", "torchvision"])
    else {
        return;
    };
    let output = common::paperfit_in(&common::root())
        .args([
            "bench",
            "data",
            "--images",
            "16",
            "--width",
            "64",
            "--height",
            "48",
            "--workers",
            "1",
            "--repeats",
            "1",
            "--python",
        ])
        .arg(&python)
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&output.stdout);
    assert!(
        output.status.success(),
        "{text}{}",
        String::from_utf8_lossy(&output.stderr)
    );
    assert!(
        !text.contains("not measured"),
        "torchvision did not run: {text}"
    );
    // The table's row for one worker: workers, paperfit img/s, vs 1 worker, torchvision img/s,
    // paperfit / torchvision.
    let header = text
        .lines()
        .find(|l| l.starts_with("workers"))
        .unwrap_or_else(|| panic!("no table header: {text}"));
    assert!(header.contains("torchvision img/s"), "{header}");
    let row: Vec<&str> = text
        .lines()
        .find(|l| l.split_whitespace().next() == Some("1"))
        .unwrap_or_else(|| panic!("no row for one worker: {text}"))
        .split_whitespace()
        .collect();
    assert_eq!(row.len(), 5, "{row:?}");
    let paperfit: f64 = row[1].parse().unwrap();
    let torchvision: f64 = row[3].parse().unwrap();
    assert!(paperfit > 0.0 && torchvision > 0.0, "{row:?}");
    assert!(text.contains("torchvision 0."), "{text}");
}

/// The references' state dicts as {reference: {name: shape}}, one argument per reference,
/// `torchvision:<constructor>` or `timm:<model name>`: built on the meta device, so nothing is
/// allocated or initialised (the names and shapes are the same), in one interpreter.
const STATE_DICTS: &str = r#"
import json, sys, torch
shapes = {}
with torch.device("meta"):
    for reference in sys.argv[1:]:
        library, name = reference.split(":")
        if library == "torchvision":
            import torchvision
            model = getattr(torchvision.models, name)(weights=None)
        else:
            import timm
            model = timm.create_model(name, pretrained=False)
        shapes[reference] = {k: list(v.shape) for k, v in model.state_dict().items()}
print(json.dumps(shapes))
"#;

/// Every weight and buffer of paperfit's models has the name and shape of the reference
/// implementation's state dict (torchvision's ResNets, timm's SE-ResNeXt, ViTs and DeiTs), and
/// the reference has no tensor paperfit lacks except BatchNorm's batch counters: what loading
/// their checkpoints by name relies on (docs/pretrained.md).
#[test]
fn weight_names_and_shapes_are_the_reference_implementations() {
    use paperfit::config::schema::{InputSize, ModelArch, ModelSpec};
    use paperfit::models::registry::{entry, PytorchModel};
    use std::collections::BTreeMap;
    let Some(python) =
        common::optional::python_with(this_test!(), &["torch", "torchvision", "timm"])
    else {
        return;
    };
    // Every architecture whose registered reference is a library's model.
    let models: Vec<(ModelArch, String)> = ModelArch::ALL
        .iter()
        .filter_map(|&arch| match entry(arch).pytorch {
            Some(PytorchModel::Torchvision(name)) => Some((arch, format!("torchvision:{name}"))),
            Some(PytorchModel::Timm(name)) => Some((arch, format!("timm:{name}"))),
            Some(PytorchModel::OpenClip | PytorchModel::Transcription) | None => None,
        })
        .collect();
    let stdout = common::stdout_of(
        std::process::Command::new(&python)
            .args(["-c", STATE_DICTS])
            .args(models.iter().map(|(_, reference)| reference)),
    );
    let mut references: BTreeMap<String, BTreeMap<String, Vec<usize>>> =
        serde_json::from_slice(&stdout).unwrap();
    for (arch, reference) in models {
        let mut want = references
            .remove(&reference)
            .expect("each reference answered");
        want.retain(|name, _| !name.ends_with(".num_batches_tracked"));
        let spec = ModelSpec::new(arch, 1000, InputSize::square(224));
        let model = paperfit::models::build(&spec, 0, &candle_core::Device::Cpu).unwrap();
        let got: BTreeMap<String, Vec<usize>> = model
            .store()
            .borrow()
            .named_tensors()
            .into_iter()
            .map(|(name, t)| (name, t.dims().to_vec()))
            .collect();
        let missing: Vec<&String> = want.keys().filter(|k| !got.contains_key(*k)).collect();
        let extra: Vec<&String> = got.keys().filter(|k| !want.contains_key(*k)).collect();
        assert!(
            missing.is_empty() && extra.is_empty(),
            "{reference}: missing {missing:?}, not in the reference {extra:?}"
        );
        for (name, shape) in &want {
            assert_eq!(&got[name], shape, "{reference}: {name}");
        }
    }
}
