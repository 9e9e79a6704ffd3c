//! Hub weights from the cache: planned and trained offline, a plain snapshot file, a corrupt
//! blob, offline without a copy, and a torchvision backbone under FS-CT's prefix.

use super::*;

#[test]
fn a_cached_hub_file_is_planned_and_trained_from_offline() {
    let bytes = checkpoint(7);
    let sha = sha256(&bytes);
    let cache = tempfile::tempdir().unwrap();
    let file = write_cache(cache.path(), &bytes, true);
    let id = hub_id();
    let no_hub = "http://127.0.0.1:9";

    let o = run(
        &[
            "plan",
            "experiments/quickstart.toml",
            "--preset",
            "cpu",
            "--set",
            &id,
        ],
        cache.path(),
        no_hub,
        true,
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let text = String::from_utf8_lossy(&o.stdout);
    let weights = text
        .lines()
        .find(|l| l.starts_with("weights"))
        .unwrap_or_else(|| panic!("no weights line:\n{text}"));
    assert!(weights.contains(&format!("hf-hub:{REPO}")), "{weights}");
    assert!(weights.contains("from the Hugging Face cache"), "{weights}");
    assert!(weights.contains(&format!("commit {COMMIT}")), "{weights}");
    assert!(weights.contains(&format!("sha256 {sha}")), "{weights}");
    assert!(weights.contains(&file.display().to_string()), "{weights}");

    let out = tempfile::tempdir().unwrap();
    let run_dir = out.path().join("run");
    let o = run(&train_args(&id, &run_dir), cache.path(), no_hub, true);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let err = stderr(&o);
    assert!(
        err.contains(&format!(
            "pretrained weights hf-hub:{REPO}: from the Hugging Face cache"
        )),
        "{err}"
    );
    let report: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string(run_dir.join("pretrained_report.json")).unwrap(),
    )
    .unwrap();
    let tensors = checkpoint_tensor_count();
    assert_eq!(report["loaded"].as_u64(), Some(tensors), "{report}");
    assert_eq!(report["source"]["sha256"].as_str(), Some(sha.as_str()));
    assert_eq!(report["source"]["commit"].as_str(), Some(COMMIT));
    let plan: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(run_dir.join("plan.json")).unwrap()).unwrap();
    assert_eq!(plan["weights"]["sha256"].as_str(), Some(sha.as_str()));
    assert_eq!(plan["weights"]["origin"].as_str(), Some("hub_cache"));
    assert_eq!(
        plan["model"]["pretrained"].as_str(),
        Some(&*format!("hf-hub:{REPO}"))
    );
}

fn checkpoint_tensor_count() -> u64 {
    let p = plan("quickstart.toml", "cpu", &[]);
    let model = paperfit::models::build(&p.model, 0, &Device::Cpu).unwrap();
    let n = model.store().borrow().tensor_map().len();
    n as u64
}

#[test]
fn a_plain_file_in_the_snapshot_under_hf_home_is_found_too() {
    let bytes = checkpoint(3);
    let home = tempfile::tempdir().unwrap();
    write_cache(&home.path().join("hub"), &bytes, false);
    let mut cmd = paperfit_in(&root());
    cmd.args([
        "plan",
        "experiments/quickstart.toml",
        "--preset",
        "cpu",
        "--set",
    ])
    .arg(hub_id())
    .env_remove("HF_HUB_CACHE")
    .env("HF_HOME", home.path())
    .env("HF_HUB_OFFLINE", "1");
    let o = cmd.output().unwrap();
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let text = String::from_utf8_lossy(&o.stdout);
    assert!(
        text.contains(&format!("commit {COMMIT}, sha256 {}", sha256(&bytes))),
        "{text}"
    );
}

#[test]
fn a_corrupt_cached_blob_is_refused() {
    let bytes = checkpoint(3);
    let cache = tempfile::tempdir().unwrap();
    let file = write_cache(cache.path(), &bytes, true);
    // The blob keeps its sha256 name, its bytes change.
    let blob = std::fs::canonicalize(&file).unwrap();
    let mut changed = bytes.clone();
    changed[100] ^= 1;
    std::fs::write(&blob, changed).unwrap();
    let o = run(
        &[
            "plan",
            "experiments/quickstart.toml",
            "--preset",
            "cpu",
            "--set",
            &hub_id(),
        ],
        cache.path(),
        "http://127.0.0.1:9",
        true,
    );
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    let err = stderr(&o);
    assert!(
        err.contains("is corrupt") && err.contains("model.pretrained"),
        "{err}"
    );
}

#[test]
fn offline_without_a_cached_copy_is_a_configuration_error_naming_the_fetch() {
    let cache = tempfile::tempdir().unwrap();
    for command in ["plan", "train"] {
        let out = cache.path().join("run");
        let mut args = vec![command, "experiments/quickstart.toml", "--preset", "cpu"];
        let id = hub_id();
        args.extend_from_slice(&["--set", &id]);
        if command == "train" {
            args.extend_from_slice(&["--out", out.to_str().unwrap()]);
        }
        let o = run(&args, cache.path(), "http://127.0.0.1:9", true);
        assert_eq!(o.status.code(), Some(2), "{command}: {}", stderr(&o));
        let err = stderr(&o);
        for needle in [
            "HF_HUB_OFFLINE",
            REPO,
            "model.safetensors",
            "revision main",
            &format!("huggingface-cli download {REPO} model.safetensors"),
            "model.pretrained",
        ] {
            assert!(err.contains(needle), "{command}: no `{needle}` in {err}");
        }
        assert!(!out.exists(), "no run directory");
    }
}

/// FS-CT keeps its ResNet under `feature.`; `hf-hub:timm/resnet34.tv_in1k` is the bare
/// torchvision backbone (with its ImageNet classifier): the prefix is added, every backbone
/// tensor is loaded exactly, and the classifier is reported unused.
#[test]
fn a_bare_torchvision_backbone_loads_into_fsct_under_its_prefix() {
    use paperfit::config::schema::{InputSize, ModelArch, ModelSpec};
    use paperfit::models::pretrained::{load_pretrained, PretrainedLoadOptions};
    let backbone = paperfit::models::build(
        &ModelSpec::new(ModelArch::Resnet18, 1000, InputSize::square(32)),
        11,
        &Device::Cpu,
    )
    .unwrap();
    let file_tensors = backbone.store().borrow().tensor_map();
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("resnet18.safetensors");
    let map: HashMap<String, Tensor> = file_tensors.clone().into_iter().collect();
    candle_core::safetensors::save(&map, &path).unwrap();

    let p = plan(
        "fsct_miniimagenet_resnet34_5w5s.toml",
        "cpu",
        &[
            "model.backbone=resnet18",
            "paper.input_size=32",
            "model.pretrained=\"\"",
        ],
    );
    let recipe = paperfit::models::Recipe {
        loss: p.loss.clone(),
        sampling: p.sampling.clone(),
    };
    let fsct = paperfit::models::build_for(&p.model, &recipe, 0, &Device::Cpu).unwrap();
    let options = PretrainedLoadOptions {
        expected_new: fsct.new_parameter_prefixes(),
        ..PretrainedLoadOptions::default()
    };
    let report = load_pretrained(&fsct.store().borrow(), &path, &options).unwrap();
    assert_eq!(report.added_prefix.as_deref(), Some("feature."));
    let loaded = fsct.store().borrow().tensor_map();
    let mut compared = 0;
    for (name, t) in &file_tensors {
        if name.starts_with("fc.") {
            continue;
        }
        let ours = &loaded[&format!("feature.{name}")];
        let diff = (ours - t)
            .unwrap()
            .abs()
            .unwrap()
            .flatten_all()
            .unwrap()
            .max(0)
            .unwrap()
            .to_scalar::<f32>()
            .unwrap();
        assert_eq!(diff, 0.0, "{name}");
        compared += 1;
    }
    assert_eq!(report.loaded, compared);
    let unused: Vec<&str> = report.unexpected.iter().map(|u| u.name.as_str()).collect();
    assert_eq!(unused, ["fc.bias", "fc.weight"]);
    assert!(report.to_string().contains("(key prefix `feature.` added)"));
}
