//! `paperfit bench parity` for every family with a PyTorch reference, at tiny sizes on the CPU:
//! paperfit and PyTorch (timm, torchvision, or the transcription shipped with paperfit) train
//! from the same initial weights on the same batches with the same recipe, and agree within the
//! stated tolerances (docs/parity.md). A changed ingredient on the reference side makes the
//! command fail. Needs a Python with torch, torchvision and timm (`PAPERFIT_PYTHON`); without
//! one these tests say they skipped, unless `PAPERFIT_TEST_STRICT` names `python`.

use crate::common;

use std::path::Path;

use serde_json::Value;

const MODULES: &[&str] = &["torch", "torchvision", "timm", "safetensors"];

/// Tiny DeiT: width 128 (2 heads), 2 blocks, 32 px (4 patches), 64 samples in steps of 16 split
/// 8 x 2; the recipe stays DeiT's (AdamW with no-decay groups, label smoothing 0.1, warmup then
/// cosine on timm's scheduler, clipping), with drop path off (its masks are paperfit's draws).
const DEIT: &[&str] = &[
    "model.drop_path_rate=0",
    "model.width=128",
    "model.depth=2",
    "paper.input_size=32",
    "data.train_samples=64",
    "paper.effective_batch=16",
    "train.micro_batch=8",
    "train.grad_clip_norm=0.5",
];

/// The small CNN: channels 8 and 16, 16 px, 64 samples in steps of 16 split 8 x 2.
const SMALL_CNN: &[&str] = &[
    "model.channels=[8,16]",
    "paper.input_size=16",
    "data.train_samples=64",
    "paper.effective_batch=16",
    "train.micro_batch=8",
];

/// `base` followed by `more`: a shared configuration with a test's own settings.
fn with<'a>(base: &[&'a str], more: &[&'a str]) -> Vec<&'a str> {
    base.iter().chain(more).copied().collect()
}

/// The report names `expected` among its reference's words (which PyTorch model ran).
fn assert_reference(report: &Value, expected: &str) {
    let reference = report["reference"].as_str().unwrap_or_default();
    assert!(
        reference.contains(expected),
        "reference {reference:?}, expected {expected:?}"
    );
}

/// `paperfit bench parity` with `sets`; the exit code and the JSON report.
fn parity(
    python: &Path,
    experiment: &str,
    steps: u32,
    sets: &[&str],
    extra: &[&str],
    perturb: Option<&str>,
) -> (i32, Value, String) {
    // The flip reaches the reference only: paperfit refuses unknown PAPERFIT_ variables, so
    // the variable is set by a wrapper around the reference's Python.
    let reference = match perturb {
        None => python.to_path_buf(),
        Some(p) => {
            let dir =
                std::env::temp_dir().join(format!("paperfit-perturb-{}-{p}", std::process::id()));
            std::fs::create_dir_all(&dir).unwrap();
            let wrapper = dir.join("python");
            std::fs::write(
                &wrapper,
                format!(
                    "#!/bin/sh\nPAPERFIT_PARITY_PERTURB={p} exec '{}' \"$@\"\n",
                    python.display()
                ),
            )
            .unwrap();
            use std::os::unix::fs::PermissionsExt;
            std::fs::set_permissions(&wrapper, std::fs::Permissions::from_mode(0o755)).unwrap();
            wrapper
        }
    };
    let mut cmd = common::paperfit_in(&common::root());
    cmd.args(["bench", "parity", experiment, "--format", "json", "--steps"])
        .arg(steps.to_string())
        .arg("--python")
        .arg(&reference)
        .args(extra);
    for s in sets {
        cmd.args(["--set", s]);
    }
    let out = cmd.output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr).to_string();
    let report = serde_json::from_slice(&out.stdout)
        .unwrap_or_else(|e| panic!("{experiment}: no report ({e}): {stderr}"));
    (out.status.code().unwrap_or(-1), report, stderr)
}

fn max_relative(report: &Value, field: &str) -> f64 {
    report["steps"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| {
            let a = s["paperfit"][field].as_f64().unwrap();
            let b = s["pytorch"][field].as_f64().unwrap();
            (a - b).abs() / b.abs()
        })
        .fold(0.0, f64::max)
}

fn relative_of(diff: &Value) -> f64 {
    diff["difference"].as_f64().unwrap() / diff["norm"].as_f64().unwrap()
}

fn final_relative(report: &Value) -> f64 {
    relative_of(&report["final_weights"])
}

/// A trajectory comparison that passed: print its maxima, check them against the tolerance.
fn assert_trajectory(name: &str, code: i32, report: &Value, stderr: &str, tolerance: f64) {
    assert_eq!(code, 0, "{name}: {}\n{stderr}", report["failures"]);
    assert_eq!(report["mode"], "trajectory", "{name}");
    let float64 = &report["float64"];
    let (loss, norm, drift) = (
        max_relative(report, "loss"),
        max_relative(report, "grad_norm"),
        float64["drift"].as_f64().unwrap(),
    );
    // The final weights against PyTorch float64's, beside PyTorch float32's own distance.
    let (ours, theirs) = (
        relative_of(&float64["paperfit_vs_f64"]),
        relative_of(&float64["f32_vs_f64"]),
    );
    eprintln!(
        "{name} against {}: max relative loss {loss:.1e}, gradient norm {norm:.1e} (PyTorch f32 from f64 {drift:.1e}); final weights from f64: paperfit {ours:.1e}, PyTorch f32 {theirs:.1e} (from PyTorch f32: {:.1e})",
        report["reference"],
        final_relative(report)
    );
    assert!(loss <= tolerance && norm <= tolerance && drift <= tolerance);
    assert!(ours <= tolerance.max(2.0 * theirs), "{name}: {float64}");
    assert!(
        max_relative(report, "lr") <= 1e-12,
        "{name}: the schedules differ"
    );
}

/// One-step checks that passed: print and check the ratios.
fn assert_one_step(name: &str, code: i32, report: &Value, stderr: &str, checks: usize) {
    assert_eq!(code, 0, "{name}: {}\n{stderr}", report["failures"]);
    assert_eq!(report["mode"], "one_step", "{name}");
    let rows = report["one_step"].as_array().unwrap();
    assert_eq!(rows.len(), checks, "{name}");
    for r in rows {
        let ours = r["paperfit_vs_f64"]["difference"].as_f64().unwrap();
        let f32 = r["f32_vs_f64"]["difference"].as_f64().unwrap();
        let update = r["update_norm"].as_f64().unwrap();
        eprintln!(
            "{name} against {}, one step before step {}: |paperfit - f64| {ours:.3e}, |f32 - f64| {f32:.3e} (ratio {:.2}), |update| {update:.3e}",
            report["reference"],
            r["step"],
            ours / f32
        );
        assert!(ours <= 2.0 * f32, "{name}: {r}");
        // The float32 distance is the farthest of PyTorch's paths, and the report says which.
        assert!(
            ["default", "one thread", "native kernels, no oneDNN"]
                .contains(&r["f32_path"].as_str().unwrap_or_default()),
            "{name}: {r}"
        );
        // The check has something to see: the step moved the weights far more than either
        // distance.
        assert!(update > 100.0 * f32, "{name}: {r}");
    }
    assert!(
        max_relative(report, "lr") <= 1e-12,
        "{name}: the schedules differ"
    );
}

#[test]
fn deit_trains_as_timms_deit() {
    let Some(python) = common::optional::python_with(this_test!(), MODULES) else {
        return;
    };
    let (code, report, stderr) = parity(
        &python,
        "experiments/quickstart_vit.toml",
        8,
        DEIT,
        &[],
        None,
    );
    assert_reference(&report, "deit_tiny_patch16_224");
    assert_trajectory("DeiT-Tiny", code, &report, &stderr, 1e-5);
    // Clipping was active, so the comparison covers it.
    let clipped = report["steps"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|s| s["paperfit"]["grad_norm"].as_f64().unwrap() > 0.5)
        .count();
    assert!(clipped > 0, "no step was clipped: {report}");
}

#[test]
fn small_cnn_trains_as_its_pytorch_transcription() {
    let Some(python) = common::optional::python_with(this_test!(), MODULES) else {
        return;
    };
    let (code, report, stderr) = parity(
        &python,
        "experiments/quickstart.toml",
        8,
        SMALL_CNN,
        &[],
        None,
    );
    assert_eq!(report["reference"], "transcription (torch.nn)");
    assert_trajectory("small CNN", code, &report, &stderr, 1e-5);
}

#[test]
fn resnet18_steps_as_torchvisions_from_the_same_state() {
    let Some(python) = common::optional::python_with(this_test!(), MODULES) else {
        return;
    };
    // SGD with Nesterov momentum and weight decay on every tensor (no exemptions), BatchNorm in
    // training mode.
    let dir = std::env::temp_dir().join(format!("paperfit-parity-grads-{}", std::process::id()));
    let (code, report, stderr) = parity(
        &python,
        "experiments/quickstart.toml",
        4,
        &[
            "model.name=resnet18",
            "paper.input_size=32",
            "data.train_samples=64",
            "paper.effective_batch=16",
            "train.micro_batch=8",
            "paper.optimizer.name=sgd",
            "paper.optimizer.momentum=0.9",
            "paper.optimizer.nesterov=true",
            "paper.optimizer.no_decay_norm_and_bias=false",
            "paper.optimizer.weight_decay=1e-4",
            "paper.base_lr=0.05",
        ],
        &[
            "--unset",
            "model.channels",
            "--gradients",
            "2",
            dir.to_str().unwrap(),
        ],
        None,
    );
    assert_reference(&report, "torchvision");
    assert_one_step("ResNet-18", code, &report, &stderr, 3);
    // --gradients wrote both sides' gradients at step 2, from paperfit's state.
    for side in ["paperfit", "pytorch"] {
        let file = dir.join(format!("{side}-step2.safetensors"));
        let tensors = candle_core::safetensors::load(&file, &candle_core::Device::Cpu).unwrap();
        assert!(tensors.contains_key("layer1.0.conv1.weight"), "{side}");
    }
    let g = &report["gradients"][2];
    let relative = g["difference"].as_f64().unwrap() / g["norm"].as_f64().unwrap();
    eprintln!("ResNet-18 gradients at step 2 from paperfit's state: relative L2 {relative:.1e}");
    assert!(relative < 1e-4, "{g}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn seresnext50_steps_as_timms_from_the_same_state() {
    let Some(python) = common::optional::python_with(this_test!(), MODULES) else {
        return;
    };
    // The APTOS recipe (SGD momentum, MSE regression, frozen BatchNorm, PyTorch's cosine per
    // epoch) on synthetic images.
    let (code, report, stderr) = parity(
        &python,
        "experiments/seresnext50_aptos.toml",
        2,
        &[
            "data.format=synthetic",
            "paper.input_size=32",
            "data.train_samples=16",
            "paper.effective_batch=4",
            "train.micro_batch=2",
        ],
        &[
            "--unset",
            "model.pretrained",
            "--unset",
            "data.root",
            "--unset",
            "data.transforms",
            "--unset",
            "data.eval_fraction",
            "--one-step",
            "1",
        ],
        None,
    );
    assert_reference(&report, "seresnext50_32x4d");
    assert_one_step("SE-ResNeXt50", code, &report, &stderr, 1);
}

/// Each changed ingredient on the reference side fails the comparison, by far: the check sees
/// the weight-decay groups, clipping, label smoothing and the warmup's convention.
#[test]
fn a_changed_ingredient_fails_parity() {
    let Some(python) = common::optional::python_with(this_test!(), MODULES) else {
        return;
    };
    // A larger lr and weight decay than the tiny DeiT's, so that the decay groups matter within
    // six steps; six steps reach past the warmup, where the warmup convention matters.
    let sets = with(
        DEIT,
        &["paper.base_lr=0.05", "paper.optimizer.weight_decay=0.5"],
    );
    // Not listed: `gelu_tanh`. At these sizes the DeiT's activations stay small, where
    // tanh-GELU is within 1e-6 of erf-GELU; the small CNN shows it (below).
    for perturb in [
        "decay_all",
        "no_clip",
        "no_label_smoothing",
        "warmup_prefix",
    ] {
        let (code, report, stderr) = parity(
            &python,
            "experiments/quickstart_vit.toml",
            6,
            &sets,
            &[],
            Some(perturb),
        );
        assert_eq!(code, 1, "{perturb}: parity held: {report}\n{stderr}");
        let worst = max_relative(&report, "loss")
            .max(max_relative(&report, "grad_norm"))
            .max(max_relative(&report, "lr"))
            .max(final_relative(&report));
        eprintln!("PAPERFIT_PARITY_PERTURB={perturb}: largest relative difference {worst:.1e}");
        assert!(worst > 100.0 * 1e-5, "{perturb}: only {worst:.1e}");
        assert!(
            !report["failures"].as_array().unwrap().is_empty(),
            "{perturb}"
        );
    }
}

#[test]
fn parity_refuses_what_it_cannot_compare() {
    // No Python needed: the plan is refused before anything runs.
    let out = common::paperfit_in(&common::root())
        .args([
            "bench",
            "parity",
            "experiments/quickstart_vit.toml",
            "--python",
            "python3",
        ])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("model.drop_path_rate"), "{stderr}");
    // An architecture the registry gives no PyTorch reference.
    let out = common::paperfit_in(&common::root())
        .args([
            "bench",
            "parity",
            "experiments/quickstart.toml",
            "--python",
            "python3",
            "--set",
            "model.name=conv4",
            "--unset",
            "model.channels",
        ])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("no PyTorch reference for `conv4`") && stderr.contains("model.name"),
        "{stderr}"
    );
}

/// OpenAI's merges for a handful of words (enough for the synthetic classes' prompts).
const TINY_MERGES: &str =
    "#version: 0.2 (paperfit test merges)\np h\no t\nph ot\nphot o</w>\no f</w>\n";

#[test]
fn clip_task_arithmetic_trains_as_open_clip() {
    let Some(python) =
        common::optional::python_with(this_test!(), &["torch", "open_clip", "safetensors"])
    else {
        return;
    };
    let dir = std::env::temp_dir().join(format!("paperfit-parity-clip-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let merges = dir.join("merges.txt");
    std::fs::write(&merges, TINY_MERGES).unwrap();
    let tokenizer = format!("model.clip.tokenizer=\"{}\"", merges.display());
    // Tiny CLIP ViT-B/32: width 64 (one head), one block per tower, 64 px (4 patches), the
    // recipe's AdamW with decay on every tensor and open_clip's warmup + cosine.
    let (code, report, stderr) = parity(
        &python,
        "experiments/clip_cars_task_arithmetic.toml",
        6,
        &[
            &tokenizer,
            "model.width=64",
            "model.depth=1",
            "model.num_classes=4",
            "data.num_classes=4",
            "data.format=synthetic",
            "paper.input_size=64",
            "data.train_samples=32",
            "paper.effective_batch=8",
            "train.micro_batch=4",
            "paper.schedule.warmup_steps=3",
            "paper.base_lr=1e-3",
        ],
        CLIP_UNSETS,
        None,
    );
    let _ = std::fs::remove_dir_all(&dir);
    assert_reference(&report, "open_clip");
    assert_trajectory("CLIP Task Arithmetic", code, &report, &stderr, 1e-5);
}

/// Tiny DCAL on DeiT-Tiny's shape (width 128, 2 blocks, 64 px: 16 patches, 5 GLCA queries),
/// drop path off, warmup off and a learning rate that moves the weights within six steps.
const DCAL: &[&str] = &[
    "model.backbone=deit_tiny",
    "model.drop_path_rate=0",
    "model.width=128",
    "model.depth=2",
    "model.num_classes=4",
    "model.dcal.local_query_ratio=0.3",
    "data.format=synthetic",
    "data.num_classes=4",
    "data.train_samples=32",
    "paper.effective_batch=8",
    "train.micro_batch=4",
    "paper.lr_scaling=\"none\"",
    "paper.base_lr=1e-3",
    "paper.schedule.warmup_epochs=0",
    "paper.schedule.update=\"step\"",
];

const DCAL_UNSETS: &[&str] = &[
    "--unset",
    "model.pretrained",
    "--unset",
    "data.root",
    "--unset",
    "data.transforms",
];

#[test]
fn dcal_trains_as_its_transcription_on_timms_vit() {
    let Some(python) = common::optional::python_with(this_test!(), MODULES) else {
        return;
    };
    // Fine-grained classification: SA, GLCA and PWCA (partners replayed) under the
    // uncertainty-weighted cross-entropy, Adam with L2 decay, clipping.
    let sets = with(DCAL, &["paper.input_size=64"]);
    let (code, report, stderr) = parity(
        &python,
        "experiments/dcal_cub.toml",
        6,
        &sets,
        DCAL_UNSETS,
        None,
    );
    assert_reference(&report, "transcription of DCAL");
    assert_trajectory("DCAL (FGVC)", code, &report, &stderr, 1e-5);
}

#[test]
fn dcal_reid_trains_as_its_transcription_on_timms_vit() {
    let Some(python) = common::optional::python_with(this_test!(), MODULES) else {
        return;
    };
    // Re-identification: PK batches (2 identities x 4 images), cross-entropy plus batch-hard
    // triplet per branch over the whole step (gradient caching across the two micro-batches),
    // SGD with momentum.
    let sets = with(
        DCAL,
        &[
            "paper.input_size=[64,32]",
            "paper.sampling.identities=2",
            "paper.sampling.images_per_identity=4",
            "paper.base_lr=0.02",
        ],
    );
    let (code, report, stderr) = parity(
        &python,
        "experiments/dcal_market1501.toml",
        6,
        &sets,
        DCAL_UNSETS,
        None,
    );
    assert_trajectory("DCAL (re-ID)", code, &report, &stderr, 1e-5);
}

/// Tiny CLIP ViT-B/16 (width 64, one block per tower, 64 px) with both towers and the
/// temperature training on the symmetric contrastive loss over the whole step (gradient
/// caching across two micro-batches), each image's caption in the template paperfit drew
/// (replayed), open_clip's decay groups under a weight decay of 0.1.
const FLYP: &[&str] = &[
    "model.width=64",
    "model.depth=1",
    "model.num_classes=4",
    "data.num_classes=4",
    "data.format=synthetic",
    "paper.input_size=64",
    "data.train_samples=32",
    "paper.effective_batch=8",
    "train.micro_batch=4",
    "paper.schedule.warmup_steps=3",
    "paper.base_lr=1e-3",
    "paper.optimizer.weight_decay=0.1",
];

const CLIP_UNSETS: &[&str] = &[
    "--unset",
    "model.pretrained",
    "--unset",
    "model.clip.class_names",
    "--unset",
    "data.root",
    "--unset",
    "data.transforms",
];

/// `bench parity` of FLYP at the sizes above, with the tiny merges file in a scratch directory.
fn flyp_parity(python: &Path, perturb: Option<&str>) -> (i32, Value, String) {
    let dir = std::env::temp_dir().join(format!(
        "paperfit-parity-flyp-{}-{}",
        std::process::id(),
        perturb.unwrap_or("none")
    ));
    std::fs::create_dir_all(&dir).unwrap();
    let merges = dir.join("merges.txt");
    std::fs::write(&merges, TINY_MERGES).unwrap();
    let tokenizer = format!("model.clip.tokenizer=\"{}\"", merges.display());
    let sets = with(FLYP, &[tokenizer.as_str()]);
    let out = parity(
        python,
        "experiments/clip_cars_flyp.toml",
        6,
        &sets,
        CLIP_UNSETS,
        perturb,
    );
    let _ = std::fs::remove_dir_all(&dir);
    out
}

#[test]
fn clip_flyp_trains_as_open_clip() {
    let Some(python) =
        common::optional::python_with(this_test!(), &["torch", "open_clip", "safetensors"])
    else {
        return;
    };
    let (code, report, stderr) = flyp_parity(&python, None);
    assert_reference(&report, "contrastive");
    assert_trajectory("CLIP FLYP", code, &report, &stderr, 1e-5);
}

/// FS-CT's cosine transformer on the small CNN: 3-way 2-shot episodes with 2 queries per class,
/// split 6 x 2 (gradient caching), Adam at FS-CT's constant 1e-3.
const FSCT: &[&str] = &[
    "model.backbone=small_cnn",
    "paper.sampling.n_way=3",
    "paper.sampling.k_shot=2",
    "paper.sampling.n_query=2",
    "paper.effective_batch=12",
    "train.micro_batch=6",
    "paper.input_size=16",
    "data.format=synthetic",
];

const FSCT_UNSETS: &[&str] = &[
    "--unset",
    "model.pretrained",
    "--unset",
    "data.root",
    "--unset",
    "data.transforms",
];

/// FS-CT's and ProFOCT's trajectories are chaotic at these sizes: PyTorch's own float32 run
/// leaves its float64 one past the tolerance within a few steps (Adam's first steps are
/// sign-like on gradients that are zero but for rounding), so the command finds that itself
/// and judges them by one step from paperfit's state, at the first, middle and last step.
fn assert_chaotic_then_one_step(name: &str, code: i32, report: &Value, stderr: &str) {
    let drift = report["float64"]["drift"].as_f64().unwrap();
    eprintln!("{name}: PyTorch's own f32 trajectory strays {drift:.1e} from f64");
    assert!(drift > 1e-5, "{name}: {}", report["mode_reason"]);
    assert!(
        report["mode_reason"].as_str().unwrap().contains("float64"),
        "{}",
        report["mode_reason"]
    );
    assert_one_step(name, code, report, stderr, 3);
}

#[test]
fn fsct_steps_as_its_transcription_from_the_same_state() {
    let Some(python) = common::optional::python_with(this_test!(), MODULES) else {
        return;
    };
    let (code, report, stderr) = parity(
        &python,
        "experiments/fsct_miniimagenet_resnet34_5w1s.toml",
        6,
        FSCT,
        FSCT_UNSETS,
        None,
    );
    assert_reference(&report, "FewShotTransformer");
    assert_chaotic_then_one_step("FS-CT", code, &report, &stderr);
}

#[test]
fn profoct_vic_terms_step_as_their_transcription() {
    let Some(python) = common::optional::python_with(this_test!(), MODULES) else {
        return;
    };
    // ProFOCT's recipe: FS-CT plus the variance, invariance and covariance terms (0.5, 9, 0.5)
    // of the support embeddings, and of the block's outputs too.
    let sets = with(FSCT, &["paper.loss.vic.on_attention=true"]);
    let (code, report, stderr) = parity(
        &python,
        "experiments/profoct_miniimagenet.toml",
        6,
        &sets,
        FSCT_UNSETS,
        None,
    );
    assert_chaotic_then_one_step("ProFOCT", code, &report, &stderr);
}

/// The methods' own ingredients have teeth too: DCAL's PWCA without paperfit's partners,
/// ProFOCT without its VIC terms, FLYP's loss one-sided; and the GELU form, on the small CNN,
/// whose GroupNorm puts GELU's inputs at unit scale (the tiny DeiT's are too small to show it).
/// Each fails the command. (DCAL's GLCA
/// query selection cannot be caught this way: with one GLCA block whose class token alone is
/// read, the other queries' rows reach no loss; docs/parity.md.)
#[test]
fn a_changed_method_ingredient_fails_parity() {
    let Some(python) =
        common::optional::python_with(this_test!(), &["torch", "timm", "open_clip", "safetensors"])
    else {
        return;
    };
    let dcal = with(DCAL, &["paper.input_size=64"]);
    let profoct = with(FSCT, &["paper.loss.vic.on_attention=true"]);
    let runs = [
        (
            "gelu_tanh",
            parity(
                &python,
                "experiments/quickstart.toml",
                8,
                SMALL_CNN,
                &[],
                Some("gelu_tanh"),
            ),
        ),
        (
            "pwca_self_partner",
            parity(
                &python,
                "experiments/dcal_cub.toml",
                6,
                &dcal,
                DCAL_UNSETS,
                Some("pwca_self_partner"),
            ),
        ),
        (
            "no_vic",
            parity(
                &python,
                "experiments/profoct_miniimagenet.toml",
                6,
                &profoct,
                FSCT_UNSETS,
                Some("no_vic"),
            ),
        ),
        (
            "one_sided_contrastive",
            flyp_parity(&python, Some("one_sided_contrastive")),
        ),
    ];
    for (perturb, (code, report, stderr)) in runs {
        assert_eq!(code, 1, "{perturb}: parity held: {report}\n{stderr}");
        let failures = report["failures"].as_array().unwrap();
        eprintln!(
            "PAPERFIT_PARITY_PERTURB={perturb}: {} check(s) failed, first: {}",
            failures.len(),
            failures[0]
        );
        assert!(!failures.is_empty(), "{perturb}");
    }
}
