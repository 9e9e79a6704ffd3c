//! Ranks train as one process: a per-sample loss, FLYP's contrastive loss and FS-CT's episodes on
//! 2 and 4 ranks, and the ranks `--nproc` starts.

use super::*;

/// Relative tolerance on each logged loss and gradient norm against one process (f32 sums in
/// another order; measured: quickstart 3e-8, FLYP 2e-7, FS-CT 9e-6).
const LOSS_RTOL: f64 = 1e-4;

/// The run on `ranks` processes against one process: same losses, gradient norms (the norm of
/// the summed gradient: a parameter counted twice shows here) and final weights.
fn assert_same_training(what: &str, single: &Path, run: &Path, ranks: usize) {
    let (a, b) = (trajectory(single), trajectory(run));
    assert_eq!(a.len(), b.len(), "{what}: steps");
    assert!(!a.is_empty());
    let mut worst = 0f64;
    for ((step, la, ga), (_, lb, gb)) in a.iter().zip(&b) {
        for (x, y, name) in [(la, lb, "loss"), (ga, gb, "gradient norm")] {
            let rel = (x - y).abs() / x.abs().max(1e-12);
            worst = worst.max(rel);
            assert!(
                rel <= LOSS_RTOL,
                "{what}, {ranks} ranks, step {step}: {name} {y} against {x} in one process (relative {rel:e})"
            );
        }
    }
    let (ratio, diff, at) = weight_difference(
        &single.join("model.safetensors"),
        &run.join("model.safetensors"),
    );
    println!(
        "{what}, {ranks} ranks: losses and norms within {worst:e}; weights at {ratio:.3} of the tolerance, the largest difference {diff:e} of its tensor's scale ({at})"
    );
    assert!(
        ratio <= 1.0,
        "{what}, {ranks} ranks: weights differ by {ratio} times the tolerance ({diff:e} in {at})"
    );
    let summary: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(run.join("summary.json")).unwrap()).unwrap();
    assert_eq!(summary["world_size"], ranks as u64);
    assert!(
        summary["replicas"].is_string(),
        "the ranks' weights were compared"
    );
    // Rank 0 alone writes the run directory: one TensorBoard event file.
    assert_eq!(common::event_files(run).len(), 1, "{what}: event files");
}

/// One process, then 2 and 4 ranks, of `experiment` with `sets`.
fn compare_world_sizes(what: &str, experiment: &str, sets: &[String]) {
    let dir = tempfile::tempdir().unwrap();
    let single = dir.path().join("single");
    succeed(paperfit(None, &train_args(experiment, &single, sets, None)));
    for ranks in [2, 4] {
        let out = dir.path().join(format!("ranks-{ranks}"));
        succeed(paperfit(
            Some(ranks),
            &train_args(experiment, &out, sets, Some(ranks)),
        ));
        assert_same_training(what, &single, &out, ranks);
    }
}

#[test]
fn a_per_sample_loss_on_2_and_4_ranks_trains_as_one_process() {
    if !common::optional::mpi(this_test!()) {
        return;
    }
    compare_world_sizes(
        "quickstart",
        "experiments/quickstart.toml",
        &quickstart_sets(),
    );
}

/// A merges file for the CLIP tokenizer (the byte-level BPE needs no more to tokenize).
fn tiny_tokenizer(dir: &Path) -> PathBuf {
    let path = dir.join("tokenizer.json");
    let merges = "#version: 0.2\nt h\nth e</w>\no f</w>";
    std::fs::write(
        &path,
        paperfit::models::clip_tokenizer::hugging_face_json(merges),
    )
    .unwrap();
    path
}

#[test]
fn flyps_contrastive_loss_on_2_and_4_ranks_trains_as_one_process() {
    if !common::optional::mpi(this_test!()) {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let tokenizer = tiny_tokenizer(dir.path());
    // Batch 8 in micro-batches of 2: one process caches 4, 2 ranks gather 2 x 2 (gradient
    // caching across ranks), 4 ranks gather 4 x 1 (one pass each). The logit scale is used by
    // the loss on every rank: the gradient norm shows it counted once.
    let mut sets = strings(&[
        "data.format=\"synthetic\"",
        "model.pretrained=\"\"",
        "model.width=64",
        "model.depth=2",
        "paper.input_size=32",
        "paper.effective_batch=8",
        "train.micro_batch=2",
        "paper.epochs=1",
        "paper.schedule.warmup_steps=0",
        "data.train_samples=24",
        "data.eval_samples=8",
        "model.num_classes=4",
        "data.num_classes=4",
    ]);
    sets.push(format!("model.clip.tokenizer=\"{}\"", tokenizer.display()));
    compare_world_sizes("FLYP", "experiments/clip_cars_flyp.toml", &sets);
}

#[test]
fn fsct_episodes_on_2_and_4_ranks_train_as_one_process() {
    if !common::optional::mpi(this_test!()) {
        return;
    }
    // 3-way 2-shot episodes with 2 queries: 12 images in micro-batches of 3, the episode split
    // 6 + 6 or 3 x 4 across ranks and gathered in rank order (support, then queries).
    let sets = strings(&[
        "model.backbone=small_cnn",
        "paper.input_size=32",
        "paper.sampling.n_way=3",
        "paper.sampling.k_shot=2",
        "paper.sampling.n_query=2",
        "paper.effective_batch=12",
        "paper.episodes_per_epoch=3",
        "paper.epochs=1",
        "paper.eval_episodes=4",
        "data.format=synthetic",
        "data.num_classes=8",
        "model.num_classes=8",
        "data.train_samples=256",
        "data.eval_samples=64",
        "model.pretrained=\"\"",
        "train.micro_batch=3",
    ]);
    compare_world_sizes(
        "FS-CT",
        "experiments/fsct_miniimagenet_resnet34_5w5s.toml",
        &sets,
    );
}

#[test]
fn nproc_starts_the_ranks_itself_and_trains_as_one_process() {
    if !common::optional::mpi(this_test!()) {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let sets = quickstart_sets();
    let single = dir.path().join("single");
    succeed(paperfit(
        None,
        &train_args("experiments/quickstart.toml", &single, &sets, None),
    ));
    let out = dir.path().join("nproc");
    let mut args = train_args("experiments/quickstart.toml", &out, &sets, None);
    args.extend(["--gpus".to_string(), "2".into()]);
    let printed = succeed(paperfit(None, &args));
    assert!(
        printed.contains("ranks         2, started here"),
        "{printed}"
    );
    assert!(
        printed.contains("64 = micro-batch 16 x accumulation 2 x world 2"),
        "{printed}"
    );
    assert_same_training("quickstart --nproc", &single, &out, 2);
    // Rank 0 finds a run there already: every rank stops with its exit code, nothing written.
    let before = std::fs::read(out.join("metrics.jsonl")).unwrap();
    let result = bounded(paperfit(
        Some(2),
        &train_args("experiments/quickstart.toml", &out, &sets, Some(2)),
    ));
    let stderr = String::from_utf8_lossy(&result.stderr);
    assert_eq!(result.status.code(), Some(2), "{stderr}");
    assert!(
        stderr.contains("rank 0 of 2: error:") && stderr.contains("already holds a run"),
        "{stderr}"
    );
    assert_eq!(std::fs::read(out.join("metrics.jsonl")).unwrap(), before);
}
