//! Training CLIP's two recipes: a Task Arithmetic step, FLYP's gradient caching and evaluation,
//! the shipped experiments' plans, and the inputs refused.

use super::*;

// ---------------------------------------------------------------------------------------------
// Training through the engine

/// A tiny CLIP experiment on synthetic shapes, written under `dir`.
fn tiny_experiment(dir: &Path, loss: &str) -> PathBuf {
    let clip = tiny_clip_spec(dir);
    let templates = TEMPLATES
        .iter()
        .map(|t| format!("\"{t}\""))
        .collect::<Vec<_>>()
        .join(", ");
    let text = format!(
        r#"[paper]
name = "clip-tiny"
citation = "test"
effective_batch = 6
base_lr = 1e-3
lr_reference_batch = 6
lr_scaling = "none"
epochs = 1
input_size = 32

[paper.optimizer]
name = "adamw"
weight_decay = 0.1

[paper.schedule]
name = "constant"

[paper.loss]
name = "{loss}"

[model]
name = "clip_vit_b16"
num_classes = 4
width = 64
depth = 2

[model.clip]
tokenizer = "{}"
templates = [{templates}]
class_names = "{}"

[data]
name = "synthetic shapes"
format = "synthetic"
num_classes = 4
train_samples = 24
eval_samples = 8

[train]
seed = 3
log_every = 1

[presets.cpu]
micro_batch = 6
"#,
        clip.tokenizer.display(),
        clip.class_names.as_ref().unwrap().display()
    );
    let path = dir.join("clip_tiny.toml");
    write(&path, &text);
    path
}

fn tiny_plan(dir: &Path, loss: &str, sets: &[&str]) -> Plan {
    let path = tiny_experiment(dir, loss);
    common::plan(path.to_str().unwrap(), "cpu", sets)
}

fn train_data(plan: &Plan) -> Box<dyn Dataset> {
    data::open(
        &plan.data,
        plan.model.image_size.unwrap(),
        Split::Train,
        plan.seed,
    )
    .unwrap()
}

#[test]
fn task_arithmetic_step_leaves_the_text_tower_and_head_unchanged() {
    let dir = tempfile::tempdir().unwrap();
    let plan = tiny_plan(dir.path(), "cross_entropy", &[]);
    clip::check_clip_inputs(&plan.model).unwrap();
    let data = train_data(&plan);
    let mut engine = Engine::new(&plan, &Device::Cpu).unwrap();
    assert_eq!(engine.model().coupling(), Coupling::PerSample);
    let snapshot = |engine: &Engine| -> Vec<(String, Vec<f32>)> {
        engine
            .model()
            .store()
            .borrow()
            .named_tensors()
            .into_iter()
            .map(|(n, t)| (n, t.flatten_all().unwrap().to_vec1::<f32>().unwrap()))
            .collect()
    };
    let before = snapshot(&engine);
    let buffers: Vec<String> = engine
        .model()
        .store()
        .borrow()
        .buffers()
        .keys()
        .cloned()
        .collect();
    // 2 blocks x 12 + token and position embeddings, ln_final (2), projection, logit_scale, head.
    assert_eq!(buffers.len(), 2 * 12 + 2 + 2 + 1 + 1 + 1);
    let outcome = engine
        .train_step(data.as_ref(), &[0, 1, 2, 3, 4, 5], 3, 0)
        .unwrap();
    assert!(outcome.applied && outcome.loss.is_finite());
    let after = snapshot(&engine);
    let mut changed = 0;
    for ((name, a), (_, b)) in before.iter().zip(&after) {
        if buffers.contains(name) {
            assert_eq!(a, b, "frozen {name} changed");
        } else if a != b {
            changed += 1;
        }
    }
    // AdamW moves every image-tower parameter.
    assert_eq!(changed, engine.params().len());
    assert!(engine
        .params()
        .iter()
        .all(|p| p.name.starts_with("visual.")));
}

#[test]
fn flyp_contrastive_gradients_are_exact_with_gradient_caching() {
    let dir = tempfile::tempdir().unwrap();
    let window: Vec<usize> = (0..6).collect();
    for checkpointing in [false, true] {
        let setting = format!("train.gradient_checkpointing={checkpointing}");
        let plan = tiny_plan(dir.path(), "contrastive", &[&setting]);
        let data = train_data(&plan);
        let mut engine = Engine::new(&plan, &Device::Cpu).unwrap();
        assert_eq!(engine.model().coupling(), Coupling::Window);
        let mut gradients = |window: &[usize], micro: usize| {
            to_vecs(
                &engine
                    .window_gradients(data.as_ref(), window, micro, 0)
                    .unwrap()
                    .0,
            )
        };
        // The reference: the whole step in one pass.
        let reference = gradients(&window, 6);
        let largest = max_norm(&reference);
        assert!(largest > 1e-4, "a meaningful gradient");
        for micro in [2, 3] {
            let diff = max_abs(&gradients(&window, micro), &reference);
            assert!(
                diff <= 1e-5 * largest,
                "checkpointing {checkpointing}, micro {micro}: max difference {diff:e} (largest entry {largest:e})"
            );
        }
        if !checkpointing {
            // Plain accumulation: each micro-batch of 2 contrasts only its own pairs.
            let mut naive: Vec<Vec<f32>> = reference.iter().map(|g| vec![0.0; g.len()]).collect();
            for part in window.chunks(2) {
                let g = gradients(part, 2);
                for (a, b) in naive.iter_mut().zip(&g) {
                    for (p, q) in a.iter_mut().zip(b) {
                        *p += q / 3.0;
                    }
                }
            }
            let naive_diff = max_abs(&naive, &reference);
            assert!(
                naive_diff > 1e-2 * largest,
                "plain accumulation differs by only {naive_diff:e}: the test would prove nothing"
            );
        }
    }
}

#[test]
fn flyp_evaluation_uses_a_head_rebuilt_after_training() {
    let dir = tempfile::tempdir().unwrap();
    let plan = tiny_plan(dir.path(), "contrastive", &[]);
    let data = train_data(&plan);
    let eval = data::open(
        &plan.data,
        plan.model.image_size.unwrap(),
        Split::Eval,
        plan.seed,
    )
    .unwrap();
    let mut engine = Engine::new(&plan, &Device::Cpu).unwrap();
    let (before, _) = engine.evaluate(eval.as_ref(), 4).unwrap();
    assert!(before.is_finite());
    engine
        .train_step(data.as_ref(), &[0, 1, 2, 3, 4, 5], 6, 0)
        .unwrap();
    let (after, _) = engine.evaluate(eval.as_ref(), 4).unwrap();
    // A stale head (built before the step) would give another loss than a fresh model with the
    // trained weights, whose head is built from them.
    let fresh = models::build_for(&plan.model, &plan.recipe(), plan.seed, &Device::Cpu).unwrap();
    fresh
        .store()
        .borrow()
        .load(&engine.model().store().borrow().tensor_map())
        .unwrap();
    let mut total = 0.0;
    for chunk in (0..eval.len()).collect::<Vec<_>>().chunks(4) {
        let (x, y) = data::batch(eval.as_ref(), chunk, 0, 0, &Device::Cpu).unwrap();
        let mut ctx = Ctx::eval(DType::F32);
        ctx.labels = Some(y.clone());
        let rows = fresh.forward(&x, &ctx).unwrap();
        total += fresh.eval_batch(&rows, &y).unwrap().0;
    }
    let expected = total / eval.len() as f64;
    assert!((after - expected).abs() < 1e-5, "{after} vs {expected}");
    assert!(
        (after - before).abs() > 1e-6,
        "training changed nothing: {before} {after}"
    );
}

// ---------------------------------------------------------------------------------------------
// Configuration

#[test]
fn bad_clip_inputs_are_config_errors_naming_key_and_file() {
    let dir = tempfile::tempdir().unwrap();
    let good = tiny_spec(dir.path(), 1);
    clip::check_clip_inputs(&good).unwrap();

    let mut s = good.clone();
    s.clip.as_mut().unwrap().tokenizer = dir.path().join("missing_bpe.txt.gz");
    let e = clip::check_clip_inputs(&s).unwrap_err();
    assert_eq!(e.key.as_deref(), Some("model.clip.tokenizer"));
    assert!(e.to_string().contains("missing_bpe.txt.gz"), "{e}");
    // Building the model fails the same way (a candle error carrying the message).
    let built = models::build_with(
        &s,
        &recipe(LossName::Contrastive),
        &Init::new(0, &Device::Cpu),
    );
    assert!(built
        .err()
        .unwrap()
        .to_string()
        .contains("missing_bpe.txt.gz"));

    let mut s = good.clone();
    s.num_classes = 5;
    let e = clip::check_clip_inputs(&s).unwrap_err();
    assert_eq!(e.key.as_deref(), Some("model.clip.class_names"));
    assert!(
        e.to_string().contains("names.txt") && e.to_string().contains("4 classes"),
        "{e}"
    );

    let mut s = good.clone();
    s.clip.as_mut().unwrap().templates = vec!["a photo of a {}.".into(), "a photo".into()];
    let e = clip::check_clip_inputs(&s).unwrap_err();
    assert_eq!(e.key.as_deref(), Some("model.clip.templates[1]"));

    let mut s = good.clone();
    s.clip.as_mut().unwrap().class_names = Some(dir.path().join("no_names.txt"));
    let e = clip::check_clip_inputs(&s).unwrap_err();
    assert_eq!(e.key.as_deref(), Some("model.clip.class_names"));
    assert!(e.to_string().contains("no_names.txt"), "{e}");

    let blank = dir.path().join("blank.txt");
    write(&blank, "a\n\nb\nc\n");
    let mut s = good.clone();
    s.clip.as_mut().unwrap().class_names = Some(blank);
    let e = clip::check_clip_inputs(&s).unwrap_err();
    assert!(e.to_string().contains("line 2"), "{e}");

    let mut s = good.clone();
    s.clip = None;
    assert_eq!(
        clip::check_clip_inputs(&s).unwrap_err().key.as_deref(),
        Some("model.clip")
    );
    let mut s = ModelSpec::new(ModelArch::VitB16, 4, InputSize::square(32));
    clip::check_clip_inputs(&s).unwrap();
    s.clip = good.clip.clone();
    assert_eq!(
        clip::check_clip_inputs(&s).unwrap_err().key.as_deref(),
        Some("model.clip")
    );

    assert!(models::registry::check_model_supports_loss(&good, LossName::Contrastive).is_ok());
    assert!(models::registry::check_model_supports_loss(&good, LossName::CrossEntropy).is_ok());
    assert!(models::registry::check_model_supports_loss(&good, LossName::Mse).is_err());
}

#[test]
fn shipped_clip_experiments_plan_on_every_preset() {
    for (experiment, batch, arch, loss) in [
        (
            "clip_cars_task_arithmetic.toml",
            128,
            ModelArch::ClipVitB32,
            LossName::CrossEntropy,
        ),
        (
            "clip_cars_flyp.toml",
            256,
            ModelArch::ClipVitB16,
            LossName::Contrastive,
        ),
    ] {
        for preset in ["8gb", "16gb", "24gb", "40gb", "80gb", "cpu"] {
            let plan = common::plan(experiment, preset, &[]);
            assert_eq!(plan.model.name, arch);
            assert_eq!(plan.loss.name, loss);
            assert_eq!(plan.effective_batch, batch, "{experiment} {preset}");
            assert_eq!(
                plan.micro_batch * plan.accumulation_steps,
                batch,
                "{experiment} {preset}"
            );
            assert!(
                (plan.lr - 1e-5).abs() < 1e-18,
                "{experiment} {preset}: {}",
                plan.lr
            );
            assert_eq!(plan.schedule.warmup_steps, 500);
            assert!(plan.model.clip.is_some());
        }
    }
    let plan = common::plan("clip_cars_task_arithmetic.toml", "16gb", &[]);
    assert_eq!((plan.micro_batch, plan.accumulation_steps), (16, 8));
}

/// A shipped CLIP experiment trains end to end on built-in synthetic data with nothing placed
/// by hand but a Hugging Face `tokenizer.json`: no class-name file (the experiment's is absent
/// here), no OpenAI merges file.
#[test]
fn clip_trains_on_synthetic_data_with_a_tokenizer_json() {
    let dir = tempfile::tempdir().unwrap();
    let json = dir.path().join("tokenizer.json");
    write(
        &json,
        &paperfit::models::clip_tokenizer::hugging_face_json(TINY_MERGES),
    );
    let out = dir.path().join("run");
    let mut cmd = common::paperfit_in(&common::root());
    cmd.args([
        "train",
        "experiments/clip_cars_flyp.toml",
        "--preset",
        "cpu",
        "--plain",
    ])
    .arg("--out")
    .arg(&out);
    for set in [
        "data.format=\"synthetic\"".to_string(),
        format!("model.clip.tokenizer=\"{}\"", json.display()),
        "model.pretrained=\"\"".into(),
        "model.width=64".into(),
        "model.depth=2".into(),
        "paper.input_size=32".into(),
        "paper.effective_batch=8".into(),
        "train.micro_batch=4".into(),
        "paper.epochs=1".into(),
        "paper.schedule.warmup_steps=0".into(),
        "data.train_samples=16".into(),
        "data.eval_samples=8".into(),
        "model.num_classes=4".into(),
        "data.num_classes=4".into(),
    ] {
        cmd.args(["--set", &set]);
    }
    let result = cmd.output().unwrap();
    let stdout = String::from_utf8_lossy(&result.stdout);
    assert!(
        result.status.success(),
        "{stdout}\n{}",
        String::from_utf8_lossy(&result.stderr)
    );
    assert!(
        stdout.contains("synthetic data names its own classes"),
        "{stdout}"
    );
    let summary: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(out.join("summary.json")).unwrap()).unwrap();
    assert_eq!(summary["steps"], 2);
    assert!(summary["final_train_loss"].as_f64().unwrap().is_finite());
    assert!(summary["eval_accuracy"].as_f64().is_some());
}

/// Real data still needs its class names: a plan without them is refused, naming the key.
#[test]
fn clip_on_real_data_without_class_names_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let experiment = dir.path().join("clip_no_names.toml");
    let text = std::fs::read_to_string(common::root().join("experiments/clip_cars_flyp.toml"))
        .unwrap()
        .lines()
        .filter(|l| !l.starts_with("class_names"))
        .collect::<Vec<_>>()
        .join("\n");
    write(&experiment, &text);
    let mut options = paperfit::config::LoadOptions::new(&experiment, "cpu");
    options.presets_dir = Some(common::root().join("presets"));
    let loaded = paperfit::config::load(&options).unwrap();
    let e = paperfit::plan::resolve(&loaded).unwrap_err();
    assert_eq!(e.key.as_deref(), Some("model.clip.class_names"), "{e}");
}
