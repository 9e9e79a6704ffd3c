//! Loading pretrained weights from safetensors files written here under the public names:
//! exact round trips, prefixes, new heads, mismatches and their messages, position-embedding
//! resampling against PyTorch, dtype conversion and unreadable files.

use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};

use candle_core::{DType, Device, Tensor};
use paperfit::config::schema::{InputSize, ModelArch, ModelSpec};
use paperfit::error::{ConfigError, Error, Origin};
use paperfit::models::pretrained::{
    load_pretrained, resample_position_embedding, KeptInitialised, LoadReport,
    PretrainedLoadOptions, Resized,
};
use paperfit::models::{self, Model};

mod resampling;

fn spec(name: ModelArch, classes: u32, height: u32, width: u32) -> ModelSpec {
    ModelSpec::new(name, classes, InputSize { height, width })
}

fn build(spec: &ModelSpec, seed: u64) -> Box<dyn Model> {
    models::build(spec, seed, &Device::Cpu).unwrap()
}

fn resnet18(classes: u32, seed: u64) -> Box<dyn Model> {
    build(&spec(ModelArch::Resnet18, classes, 32, 32), seed)
}

fn tensors(model: &dyn Model) -> BTreeMap<String, Tensor> {
    model.store().borrow().tensor_map()
}

fn values(t: &Tensor) -> Vec<f32> {
    t.flatten_all()
        .unwrap()
        .to_dtype(DType::F32)
        .unwrap()
        .to_vec1()
        .unwrap()
}

/// Every tensor of the model, as f32 values.
fn snapshot(model: &dyn Model) -> BTreeMap<String, Vec<f32>> {
    tensors(model)
        .iter()
        .map(|(n, t)| (n.clone(), values(t)))
        .collect()
}

fn save(dir: &Path, file: &str, tensors: &BTreeMap<String, Tensor>) -> PathBuf {
    let path = dir.join(file);
    let map: HashMap<String, Tensor> = tensors.clone().into_iter().collect();
    candle_core::safetensors::save(&map, &path).unwrap();
    path
}

fn load(
    model: &dyn Model,
    path: &Path,
    options: &PretrainedLoadOptions,
) -> Result<LoadReport, Error> {
    load_pretrained(&model.store().borrow(), path, options)
}

fn config_error(result: Result<LoadReport, Error>) -> ConfigError {
    match result {
        Err(e @ Error::Config(_)) => {
            assert_eq!(e.exit_code(), 2);
            match e {
                Error::Config(c) => *c,
                _ => unreachable!(),
            }
        }
        Err(other) => panic!("expected a configuration error, got {other}"),
        Ok(report) => panic!("expected an error, got {report}"),
    }
}

fn new_heads(prefixes: &[&str]) -> PretrainedLoadOptions {
    PretrainedLoadOptions {
        expected_new: prefixes.iter().map(|p| p.to_string()).collect(),
        ..PretrainedLoadOptions::default()
    }
}

#[test]
fn round_trip_loads_every_tensor_exactly() {
    let a = resnet18(10, 1);
    let b = resnet18(10, 2);
    let mut file = tensors(a.as_ref());
    // Running statistics are zeros and ones in both fresh models: give them values of their
    // own so the buffers' round trip shows.
    let buffers: Vec<String> = a.store().borrow().buffers().keys().cloned().collect();
    for (i, name) in buffers.iter().enumerate() {
        let n = file[name].elem_count();
        let t = ((Tensor::arange(0f32, n as f32, &Device::Cpu).unwrap() * 0.01).unwrap()
            + (0.5 + i as f64))
            .unwrap();
        file.insert(name.clone(), t);
    }
    let expected: BTreeMap<String, Vec<f32>> =
        file.iter().map(|(n, t)| (n.clone(), values(t))).collect();
    // torchvision's BatchNorm counters, one per BatchNorm layer.
    let counters: Vec<String> = buffers
        .iter()
        .filter_map(|n| n.strip_suffix(".running_mean"))
        .map(|layer| format!("{layer}.num_batches_tracked"))
        .collect();
    assert_eq!(counters.len(), 20);
    for c in &counters {
        file.insert(c.clone(), Tensor::new(7i64, &Device::Cpu).unwrap());
    }
    let dir = tempfile::tempdir().unwrap();
    let path = save(dir.path(), "resnet18.safetensors", &file);

    let before = snapshot(b.as_ref());
    assert_ne!(before["conv1.weight"], expected["conv1.weight"]);
    let report = load(b.as_ref(), &path, &PretrainedLoadOptions::default()).unwrap();
    let after = snapshot(b.as_ref());
    assert_eq!(after.len(), expected.len());
    for (name, v) in &expected {
        assert_eq!(&after[name], v, "{name}");
    }
    // The master weights stay f32 Vars.
    for p in b.store().borrow().params() {
        assert_eq!(p.var.dtype(), DType::F32, "{}", p.name);
    }

    let elements: usize = expected.values().map(Vec::len).sum();
    assert_eq!(
        report,
        LoadReport {
            file: path.clone(),
            source: None,
            hugging_face: None,
            activation: None,
            stripped_prefix: None,
            added_prefix: None,
            loaded: expected.len(),
            loaded_elements: elements,
            kept_initialised: vec![],
            resized: vec![],
            unexpected: vec![],
            ignored: 20,
        }
    );
    let text = report.to_string();
    assert!(
        text.contains(&format!("loaded {} tensors (", expected.len())),
        "{text}"
    );
    assert!(text.contains("ignored: 20 counters"), "{text}");
    let json = serde_json::to_value(&report).unwrap();
    assert_eq!(json["loaded"], expected.len());
    assert!(json["stripped_prefix"].is_null());
}

#[test]
fn a_module_prefixed_file_loads_and_the_report_names_the_prefix() {
    let a = resnet18(10, 1);
    let b = resnet18(10, 2);
    let mut file: BTreeMap<String, Tensor> = tensors(a.as_ref())
        .into_iter()
        .map(|(n, t)| (format!("module.{n}"), t))
        .collect();
    // A key outside the prefix (what an EMA wrapper saves beside the weights).
    file.insert(
        "n_averaged".into(),
        Tensor::new(&[3f32], &Device::Cpu).unwrap(),
    );
    let dir = tempfile::tempdir().unwrap();
    let path = save(dir.path(), "ddp.safetensors", &file);

    let report = load(b.as_ref(), &path, &PretrainedLoadOptions::default()).unwrap();
    assert_eq!(report.stripped_prefix.as_deref(), Some("module."));
    assert_eq!(report.loaded, file.len() - 1);
    assert_eq!(report.unexpected.len(), 1);
    assert_eq!(report.unexpected[0].name, "n_averaged");
    assert_eq!(report.unexpected[0].shape, vec![1]);
    assert_eq!(snapshot(b.as_ref()), snapshot(a.as_ref()));
    let text = report.to_string();
    assert!(text.contains("`module.` stripped"), "{text}");
    assert!(
        text.contains("not used from the file: 1 tensor (n_averaged)"),
        "{text}"
    );
}

#[test]
fn a_head_for_another_class_count_keeps_its_initialisation() {
    let a = resnet18(20, 1);
    let b = resnet18(10, 2);
    let dir = tempfile::tempdir().unwrap();
    let path = save(dir.path(), "imagenet.safetensors", &tensors(a.as_ref()));
    let before = snapshot(b.as_ref());

    let options = PretrainedLoadOptions::for_spec(&spec(ModelArch::Resnet18, 10, 32, 32));
    assert!(options.expected_new.contains(&"fc.".to_string()));
    let report = load(b.as_ref(), &path, &options).unwrap();
    assert_eq!(
        report.kept_initialised,
        vec![
            KeptInitialised {
                name: "fc.weight".into(),
                model_shape: vec![10, 512],
                file_shape: Some(vec![20, 512]),
            },
            KeptInitialised {
                name: "fc.bias".into(),
                model_shape: vec![10],
                file_shape: Some(vec![20]),
            },
        ]
    );
    // The file's head is accounted for as kept, not as unused.
    assert!(report.unexpected.is_empty());
    let after = snapshot(b.as_ref());
    let source = snapshot(a.as_ref());
    for (name, v) in &after {
        if name.starts_with("fc.") {
            assert_eq!(v, &before[name], "{name} was overwritten");
        } else {
            assert_eq!(v, &source[name], "{name}");
        }
    }
    assert_eq!(report.loaded, after.len() - 2);
    let text = report.to_string();
    assert!(
        text.contains("kept initialised (new in this model): fc.weight (10, 512), file (20, 512)"),
        "{text}"
    );

    // A backbone-only file: the head is absent, and kept all the same.
    let mut backbone = tensors(a.as_ref());
    backbone.retain(|n, _| !n.starts_with("fc."));
    let path = save(dir.path(), "backbone.safetensors", &backbone);
    let c = resnet18(10, 3);
    let report = load(c.as_ref(), &path, &new_heads(&["fc."])).unwrap();
    assert_eq!(report.kept_initialised.len(), 2);
    assert_eq!(report.kept_initialised[0].file_shape, None);
    assert_eq!(report.loaded, backbone.len());
}

#[test]
fn a_missing_tensor_is_an_error_that_names_it_and_loads_nothing() {
    let a = resnet18(10, 1);
    let b = resnet18(10, 2);
    let mut file = tensors(a.as_ref());
    file.remove("layer3.1.conv1.weight").unwrap();
    let dir = tempfile::tempdir().unwrap();
    let path = save(dir.path(), "partial.safetensors", &file);
    let before = snapshot(b.as_ref());

    let e = config_error(load(b.as_ref(), &path, &new_heads(&["fc."])));
    assert_eq!(e.key.as_deref(), Some("model.pretrained"));
    assert_eq!(e.origin, Some(Origin::file(&path)));
    assert!(
        e.message
            .contains("`layer3.1.conv1.weight`: model (256, 256, 3, 3), not in the file"),
        "{e}"
    );
    let total = file.len() + 1;
    assert!(
        e.message
            .contains(&format!("{} of {total} tensors match", total - 1)),
        "{e}"
    );
    assert!(e.message.contains(&path.display().to_string()), "{e}");
    // Nothing was written: the model is as it was built.
    assert_eq!(snapshot(b.as_ref()), before);
}

#[test]
fn a_misshaped_tensor_names_both_shapes() {
    let a = resnet18(10, 1);
    let b = resnet18(10, 2);
    let mut file = tensors(a.as_ref());
    file.insert(
        "layer1.0.conv2.weight".into(),
        Tensor::zeros((64, 64, 1, 1), DType::F32, &Device::Cpu).unwrap(),
    );
    let dir = tempfile::tempdir().unwrap();
    let path = save(dir.path(), "misshaped.safetensors", &file);
    let e = config_error(load(b.as_ref(), &path, &PretrainedLoadOptions::default()));
    assert!(
        e.message
            .contains("`layer1.0.conv2.weight`: model (64, 64, 3, 3), file (64, 64, 1, 1)"),
        "{e}"
    );
    assert!(e
        .message
        .contains("0 missing from the file, 1 with another shape"));

    // A head for another class count is an error too unless it is declared new.
    let twenty = resnet18(20, 1);
    let path = save(dir.path(), "head.safetensors", &tensors(twenty.as_ref()));
    let e = config_error(load(b.as_ref(), &path, &PretrainedLoadOptions::default()));
    assert!(
        e.message
            .contains("`fc.weight`: model (10, 512), file (20, 512)"),
        "{e}"
    );
    assert!(e.help.unwrap().contains("declared new"));
}

#[test]
fn a_resnet50_file_in_a_resnet18_gets_the_other_architecture_hint() {
    // The names of a real ResNet-50; the values are irrelevant to the check, so they are
    // one-element tensors, which keeps the file small.
    let r50 = build(&spec(ModelArch::Resnet50, 10, 32, 32), 0);
    let names: Vec<String> = tensors(r50.as_ref()).into_keys().collect();
    let file: BTreeMap<String, Tensor> = names
        .into_iter()
        .map(|n| (n, Tensor::zeros(1, DType::F32, &Device::Cpu).unwrap()))
        .collect();
    let dir = tempfile::tempdir().unwrap();
    let path = save(dir.path(), "resnet50.safetensors", &file);
    let b = resnet18(10, 2);
    let e = config_error(load(b.as_ref(), &path, &PretrainedLoadOptions::default()));
    let help = e.help.clone().unwrap();
    assert_eq!(
        help,
        "the file looks like a ResNet-50 checkpoint (`layer4.2.conv3.weight`), the model is a \
         ResNet-18",
        "{e}"
    );
    // Every model tensor is mis-shaped; ten are listed.
    let total = tensors(b.as_ref()).len();
    assert!(
        e.message.contains(&format!("and {} more", total - 10)),
        "{e}"
    );
}

#[test]
fn a_file_of_foreign_names_is_said_to_be_for_another_architecture() {
    let file: BTreeMap<String, Tensor> = (0..6)
        .map(|i| {
            (
                format!("encoder.layers.{i}.weight"),
                Tensor::zeros(4, DType::F32, &Device::Cpu).unwrap(),
            )
        })
        .collect();
    let dir = tempfile::tempdir().unwrap();
    let path = save(dir.path(), "bert.safetensors", &file);
    let b = resnet18(10, 2);
    let e = config_error(load(b.as_ref(), &path, &PretrainedLoadOptions::default()));
    let help = e.help.unwrap();
    assert!(help.contains("another architecture"), "{help}");
    assert!(
        help.contains(
            "`encoder.layers.0.weight`, `encoder.layers.1.weight`, `encoder.layers.2.weight`"
        ),
        "{help}"
    );
    assert!(help.contains("only 0 of the model's"), "{help}");
}

#[test]
fn half_precision_files_are_converted_to_f32() {
    let a = resnet18(10, 1);
    let dir = tempfile::tempdir().unwrap();
    for dtype in [DType::F16, DType::BF16, DType::F64] {
        let file: BTreeMap<String, Tensor> = tensors(a.as_ref())
            .into_iter()
            .map(|(n, t)| (n, t.to_dtype(dtype).unwrap()))
            .collect();
        let path = save(dir.path(), &format!("{dtype:?}.safetensors"), &file);
        let b = resnet18(10, 2);
        let report = load(b.as_ref(), &path, &PretrainedLoadOptions::default()).unwrap();
        assert_eq!(report.loaded, file.len());
        let after = snapshot(b.as_ref());
        for (name, t) in &file {
            assert_eq!(after[name], values(t), "{name} from {dtype:?}");
        }
        for p in b.store().borrow().params() {
            assert_eq!(p.var.dtype(), DType::F32);
        }
        // The file really was rounded (f64 holds every f32 exactly).
        let source = snapshot(a.as_ref());
        if dtype == DType::F64 {
            assert_eq!(after, source);
        } else {
            assert_ne!(after["conv1.weight"], source["conv1.weight"]);
        }
    }
}

#[test]
fn integer_weights_are_refused_before_anything_is_written() {
    let a = resnet18(10, 1);
    let b = resnet18(10, 2);
    let mut file = tensors(a.as_ref());
    let conv = file["conv1.weight"].clone();
    file.insert("conv1.weight".into(), conv.to_dtype(DType::I64).unwrap());
    let dir = tempfile::tempdir().unwrap();
    let path = save(dir.path(), "int.safetensors", &file);
    let before = snapshot(b.as_ref());
    let e = config_error(load(b.as_ref(), &path, &PretrainedLoadOptions::default()));
    assert!(e.message.contains("`conv1.weight`"), "{e}");
    assert!(e.message.contains("I64"), "{e}");
    assert_eq!(snapshot(b.as_ref()), before);
}

#[test]
fn unreadable_files_are_configuration_errors() {
    let dir = tempfile::tempdir().unwrap();
    let b = resnet18(10, 2);

    let garbage = dir.path().join("weights.pth");
    std::fs::write(&garbage, b"PK\x03\x04 a zip archive, as torch.save writes").unwrap();
    let valid = save(dir.path(), "valid.safetensors", &tensors(b.as_ref()));
    let bytes = std::fs::read(&valid).unwrap();
    let truncated = dir.path().join("truncated.safetensors");
    std::fs::write(&truncated, &bytes[..bytes.len() / 2]).unwrap();
    let empty = dir.path().join("empty.safetensors");
    std::fs::write(&empty, b"").unwrap();
    let missing = dir.path().join("missing.safetensors");

    for (path, says) in [
        (&missing, "cannot read"),
        (&dir.path().to_path_buf(), "not a file"),
        (&garbage, "is not a safetensors file"),
        (&truncated, "is not a safetensors file"),
        (&empty, "is not a safetensors file"),
    ] {
        let e = config_error(load(b.as_ref(), path, &PretrainedLoadOptions::default()));
        assert!(e.message.contains(says), "{}: {e}", path.display());
        assert!(
            e.message.contains(&path.display().to_string()),
            "{}: {e}",
            path.display()
        );
        assert_eq!(e.key.as_deref(), Some("model.pretrained"));
        assert_eq!(e.origin, Some(Origin::file(path)));
        let help = e.help.unwrap();
        assert!(
            help.contains("hf-hub:owner/name") && help.contains("convert it to safetensors"),
            "{help}"
        );
        assert!(help.contains("docs/pretrained.md"), "{help}");
    }
}
