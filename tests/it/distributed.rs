//! Data-parallel training on 2 and 4 CPU ranks under `mpirun` (Open MPI) against one process
//! with the same effective batch: a per-sample loss (the quickstart), FLYP's contrastive loss
//! (tiny CLIP) and FS-CT episodes (small CNN backbone), fp32. Losses, gradient norms and final
//! weights agree within the tolerances below; every rank ends with the same weights (the run
//! checks it); a rank killed mid-run stops every rank, and the run resumes, on the same number
//! of ranks bit for bit, on another by re-splitting the plan. Needs the `mpi` feature and
//! `mpirun` on PATH (each test says it skipped without them, and fails under
//! `PAPERFIT_TEST_STRICT=1`); every launch is bounded in time.

use crate::common;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};
use std::time::{Duration, Instant};

use candle_core::{Device, Tensor};
use paperfit::train::metrics::{read_rows, RowKind};

/// No launch in this file may run longer.
const LIMIT: Duration = Duration::from_secs(240);

/// Relative tolerance on each logged loss and gradient norm against one process (f32 sums in
/// another order; measured: quickstart 3e-8, FLYP 2e-7, FS-CT 9e-6).
const LOSS_RTOL: f64 = 1e-4;
/// Tolerance on every final weight: this much of the largest weight of its tensor, plus
/// [`WEIGHT_FLOOR`] of the model's largest weight. The floor is for tensors near zero: a
/// zero-initialised bias whose gradient is float noise (attention's key bias has a
/// mathematically zero gradient) takes AdamW steps of about +-lr in whatever direction the
/// noise points, in one process as on several.
const WEIGHT_RTOL: f32 = 1e-4;
const WEIGHT_FLOOR: f32 = 1e-5;

/// `paperfit` with `args`, as one process (`ranks` = None) or under `mpirun -n ranks`, with
/// no inherited `PAPERFIT_*` variable.
fn paperfit(ranks: Option<usize>, args: &[String]) -> Command {
    let bin = env!("CARGO_BIN_EXE_paperfit");
    let mut cmd = match ranks {
        None => Command::new(bin),
        Some(n) => {
            let mut m = Command::new("mpirun");
            m.args(["-n", &n.to_string(), bin]);
            m
        }
    };
    for (key, _) in std::env::vars_os() {
        if key.to_string_lossy().starts_with("PAPERFIT_") {
            cmd.env_remove(&key);
        }
    }
    cmd.current_dir(common::root())
        .args(args)
        // CI runs as root on 2 cores: Open MPI refuses both unless told.
        .env("OMPI_ALLOW_RUN_AS_ROOT", "1")
        .env("OMPI_ALLOW_RUN_AS_ROOT_CONFIRM", "1")
        .env("OMPI_MCA_rmaps_base_oversubscribe", "1")
        .env("OMPI_MCA_hwloc_base_binding_policy", "none");
    cmd
}

/// Run `cmd` to the end within [`LIMIT`] (its whole process group is killed past it).
fn bounded(mut cmd: Command) -> Output {
    use std::os::unix::process::CommandExt;
    cmd.stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .process_group(0);
    let child = cmd.spawn().expect("start");
    let pid = child.id() as i32;
    let waiter = std::thread::spawn(move || child.wait_with_output().unwrap());
    let started = Instant::now();
    while !waiter.is_finished() {
        if started.elapsed() > LIMIT {
            // SAFETY: kill(2) on what we started (Open MPI puts its ranks in groups of their own).
            for child in descendants(pid) {
                unsafe { libc::kill(child, libc::SIGKILL) };
            }
            unsafe { libc::kill(-pid, libc::SIGKILL) };
            panic!("a launch ran past {LIMIT:?} and was killed");
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    waiter.join().unwrap()
}

fn succeed(cmd: Command) -> String {
    let out = bounded(cmd);
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(
        out.status.success(),
        "{stdout}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    stdout
}

fn strings(args: &[&str]) -> Vec<String> {
    args.iter().map(|s| s.to_string()).collect()
}

/// `train EXPERIMENT --preset cpu --plain --out OUT --set ...` (+ the world size).
fn train_args(experiment: &str, out: &Path, sets: &[String], ranks: Option<usize>) -> Vec<String> {
    let mut args = strings(&["train", experiment, "--preset", "cpu", "--plain", "--out"]);
    args.push(out.display().to_string());
    for s in sets {
        args.extend(["--set".to_string(), s.clone()]);
    }
    if let Some(n) = ranks {
        args.extend(["--set".to_string(), format!("train.world_size={n}")]);
    }
    args
}

/// (step, loss, grad_norm) of every training row.
fn trajectory(run: &Path) -> Vec<(u64, f64, f64)> {
    read_rows(&run.join("metrics.jsonl"))
        .unwrap()
        .into_iter()
        .filter(|r| r.kind == RowKind::Train)
        .map(|r| (r.step, r.loss.unwrap(), r.grad_norm.unwrap()))
        .collect()
}

fn weights(path: &Path) -> BTreeMap<String, Vec<f32>> {
    candle_core::safetensors::load(path, &Device::Cpu)
        .unwrap()
        .into_iter()
        .map(|(k, t): (String, Tensor)| (k, t.flatten_all().unwrap().to_vec1::<f32>().unwrap()))
        .collect()
}

/// The largest ratio, over all weights, of a weight's difference to its tolerance
/// (`WEIGHT_RTOL` x its tensor's largest entry + `WEIGHT_FLOOR` x the model's largest), with
/// the largest difference relative to its tensor's largest entry and where that is. The runs
/// agree when the ratio is at most 1.
fn weight_difference(a: &Path, b: &Path) -> (f32, f32, String) {
    let (a, b) = (weights(a), weights(b));
    assert_eq!(a.keys().collect::<Vec<_>>(), b.keys().collect::<Vec<_>>());
    let largest = |x: &[f32]| x.iter().map(|v| v.abs()).fold(1e-12, f32::max);
    let model = a.values().map(|x| largest(x)).fold(0.0, f32::max);
    let (mut ratio, mut relative, mut at) = (0f32, 0f32, String::new());
    for (name, x) in &a {
        let scale = largest(x);
        let diff = x
            .iter()
            .zip(&b[name])
            .map(|(p, q)| (p - q).abs())
            .fold(0.0, f32::max);
        ratio = ratio.max(diff / (WEIGHT_RTOL * scale + WEIGHT_FLOOR * model));
        if diff / scale > relative {
            (relative, at) = (diff / scale, name.clone());
        }
    }
    (ratio, relative, at)
}

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

/// 232 samples: three windows of 64 and a last one of 40 (20 per rank on 2, 10 on 4: a
/// micro-batch of 16 and a shorter one).
fn quickstart_sets() -> Vec<String> {
    strings(&[
        "paper.epochs=1",
        "data.train_samples=232",
        "data.eval_samples=64",
        "train.micro_batch=16",
    ])
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

// ------------------------------------------------------------------ failures and resume

/// The parent pid of `pid`, from `/proc/PID/stat`.
fn parent_of(pid: i32) -> Option<i32> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    // "pid (comm) state ppid ...": comm may hold spaces, so read after its closing parenthesis.
    stat[stat.rfind(')')? + 2..].split(' ').nth(1)?.parse().ok()
}

/// Every live process descended from `root`.
fn descendants(root: i32) -> Vec<i32> {
    let all: Vec<i32> = std::fs::read_dir("/proc")
        .unwrap()
        .flatten()
        .filter_map(|e| e.file_name().to_string_lossy().parse().ok())
        .collect();
    let mut out = Vec::new();
    for &pid in &all {
        let mut at = pid;
        while let Some(parent) = parent_of(at) {
            if parent == root {
                out.push(pid);
                break;
            }
            if parent <= 1 {
                break;
            }
            at = parent;
        }
    }
    out
}

/// Whether `pid` is running (not gone, not a zombie).
fn alive(pid: i32) -> bool {
    std::fs::read_to_string(format!("/proc/{pid}/stat"))
        .ok()
        .and_then(|s| s.rfind(')').map(|i| s[i + 2..].starts_with('Z')))
        .is_some_and(|zombie| !zombie)
}

/// The `paperfit` processes `launcher` started, with their MPI rank.
fn ranks_of(launcher: i32) -> Vec<(i32, Option<usize>)> {
    let mut out = Vec::new();
    for pid in descendants(launcher) {
        let cmdline = std::fs::read(format!("/proc/{pid}/cmdline")).unwrap_or_default();
        let program = cmdline.split(|&b| b == 0).next().unwrap_or_default();
        if !String::from_utf8_lossy(program).ends_with("paperfit") {
            continue;
        }
        let environ = std::fs::read(format!("/proc/{pid}/environ")).unwrap_or_default();
        let rank = environ
            .split(|&b| b == 0)
            .filter_map(|kv| {
                String::from_utf8_lossy(kv)
                    .strip_prefix("OMPI_COMM_WORLD_RANK=")
                    .map(str::to_string)
            })
            .find_map(|v| v.parse().ok());
        out.push((pid, rank));
    }
    out
}

fn metrics_rows(out: &Path) -> usize {
    read_rows(&out.join("metrics.jsonl"))
        .map(|r| r.len())
        .unwrap_or(0)
}

/// Start `args` on `ranks` ranks, SIGKILL rank 1 once the run logged `rows` metrics rows, and
/// check that every rank stops (the launcher fails) within the limit.
fn kill_rank_1(args: &[String], ranks: usize, out: &Path, rows: usize) {
    use std::os::unix::process::CommandExt;
    let mut cmd = paperfit(Some(ranks), args);
    cmd.stdout(Stdio::null())
        .stderr(Stdio::null())
        .process_group(0);
    let mut launcher: Child = cmd.spawn().unwrap();
    let group = launcher.id() as i32;
    let kill_all = || {
        for pid in descendants(group) {
            unsafe { libc::kill(pid, libc::SIGKILL) };
        }
        unsafe { libc::kill(-group, libc::SIGKILL) };
    };
    let started = Instant::now();
    while metrics_rows(out) < rows {
        assert!(
            launcher.try_wait().unwrap().is_none(),
            "the run ended before the kill point"
        );
        if started.elapsed() > LIMIT {
            kill_all();
            panic!("kill point never reached");
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    let running = ranks_of(group);
    assert_eq!(running.len(), ranks, "{running:?}");
    let victim = running
        .iter()
        .find(|(_, r)| *r == Some(1))
        .expect("rank 1 is running")
        .0;
    // SAFETY: kill(2) on a process we started.
    unsafe { libc::kill(victim, libc::SIGKILL) };
    let status = loop {
        if let Some(status) = launcher.try_wait().unwrap() {
            break status;
        }
        if started.elapsed() > LIMIT {
            kill_all();
            panic!("the other ranks did not stop after rank 1 was killed");
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    assert!(!status.success(), "the launch reports the failure");
    let deadline = Instant::now() + Duration::from_secs(30);
    while running.iter().any(|(pid, _)| alive(*pid)) {
        assert!(Instant::now() < deadline, "ranks left running: {running:?}");
        std::thread::sleep(Duration::from_millis(20));
    }
    assert!(!out.join("summary.json").exists(), "killed before the end");
}

fn bits(path: &Path) -> BTreeMap<String, Vec<u32>> {
    weights(path)
        .into_iter()
        .map(|(k, v)| (k, v.iter().map(|x| x.to_bits()).collect()))
        .collect()
}

/// The quickstart in 8 steps of 64 (one epoch), a checkpoint every `every` steps.
fn eight_steps(every: u32) -> Vec<String> {
    let mut sets = strings(&[
        "paper.epochs=1",
        "data.train_samples=512",
        "data.eval_samples=64",
        "train.micro_batch=16",
    ]);
    sets.push(format!("train.checkpoint_every={every}"));
    sets
}

/// `sets` trained on 2 ranks without interruption, in `dir/uninterrupted`.
fn uninterrupted_on_2(dir: &Path, sets: &[String]) -> PathBuf {
    let reference = dir.join("uninterrupted");
    succeed(paperfit(
        Some(2),
        &train_args("experiments/quickstart.toml", &reference, sets, Some(2)),
    ));
    reference
}

#[test]
fn killing_one_rank_stops_every_rank_and_the_run_resumes() {
    if !common::optional::mpi(this_test!()) {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let sets = eight_steps(2);
    let reference = uninterrupted_on_2(dir.path(), &sets);
    let expected_losses: Vec<(u64, u64)> = trajectory(&reference)
        .into_iter()
        .map(|(s, l, _)| (s, l.to_bits()))
        .collect();
    assert_eq!(expected_losses.len(), 8);

    // Resumed on 2 ranks: the same computation, bit for bit.
    let out = dir.path().join("same");
    kill_rank_1(
        &train_args("experiments/quickstart.toml", &out, &sets, Some(2)),
        2,
        &out,
        3,
    );
    let resume = |ranks: Option<usize>, out: &Path| {
        let args = vec![
            "train".to_string(),
            "--plain".into(),
            "--resume".into(),
            out.display().to_string(),
        ];
        succeed(paperfit(ranks, &args))
    };
    resume(Some(2), &out);
    assert_eq!(
        bits(&out.join("model.safetensors")),
        bits(&reference.join("model.safetensors"))
    );
    let losses: Vec<(u64, u64)> = trajectory(&out)
        .into_iter()
        .map(|(s, l, _)| (s, l.to_bits()))
        .collect();
    assert_eq!(losses, expected_losses);

    // Resumed on 4 ranks, and in one process: the effective batch kept by accumulation, the
    // plan saying so, the weights those of the uninterrupted run to float rounding.
    for (ranks, micro, accumulation) in [(Some(4), 16, 1), (None, 16, 4)] {
        let out = dir.path().join(format!("on-{}", ranks.unwrap_or(1)));
        kill_rank_1(
            &train_args("experiments/quickstart.toml", &out, &sets, Some(2)),
            2,
            &out,
            3,
        );
        let printed = resume(ranks, &out);
        let plan: paperfit::plan::Plan =
            serde_json::from_str(&std::fs::read_to_string(out.join("plan.json")).unwrap()).unwrap();
        let world = ranks.unwrap_or(1) as u32;
        assert_eq!(
            (
                plan.effective_batch,
                plan.micro_batch,
                plan.accumulation_steps,
                plan.world_size
            ),
            (64, micro, accumulation, world)
        );
        let note = format!("resumed on {world} process(es); the run started on 2");
        assert!(
            plan.notes.iter().any(|n| n.contains(&note)),
            "{:?}",
            plan.notes
        );
        assert!(printed.contains("x world") == ranks.is_some(), "{printed}");
        let (ratio, diff, at) = weight_difference(
            &reference.join("model.safetensors"),
            &out.join("model.safetensors"),
        );
        println!(
            "killed on 2 ranks, resumed on {world}: weights at {ratio:.3} of the tolerance, the largest difference {diff:e} of its tensor's scale ({at})"
        );
        assert!(
            ratio <= 1.0,
            "resumed on {world}: weights differ by {ratio} times the tolerance ({diff:e} in {at})"
        );
        assert_eq!(trajectory(&out).len(), 8);
    }
}

#[test]
fn a_world_size_that_is_not_the_launchs_stops_before_any_work() {
    if !common::optional::mpi(this_test!()) {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("run");
    let sets = quickstart_sets();
    // mpirun -n 2 for a plan of 4.
    let result = bounded(paperfit(
        Some(2),
        &train_args("experiments/quickstart.toml", &out, &sets, Some(4)),
    ));
    let stderr = String::from_utf8_lossy(&result.stderr);
    assert_eq!(result.status.code(), Some(2), "{stderr}");
    assert!(
        stderr.contains("train.world_size = 4") && stderr.contains("started 2"),
        "{stderr}"
    );
    assert!(
        stderr.contains("--> command line: --set train.world_size=4"),
        "{stderr}"
    );
    assert!(!out.exists(), "no run directory before the check");
    // A plan of 2 in a process started alone.
    let result = bounded(paperfit(
        None,
        &train_args("experiments/quickstart.toml", &out, &sets, Some(2)),
    ));
    let stderr = String::from_utf8_lossy(&result.stderr);
    assert_eq!(result.status.code(), Some(2), "{stderr}");
    assert!(
        stderr.contains("started alone") && stderr.contains("--nproc 2"),
        "{stderr}"
    );
    // --nproc and a world size set otherwise: refused before any rank starts.
    let mut args = train_args("experiments/quickstart.toml", &out, &sets, Some(4));
    args.extend(["--nproc".to_string(), "2".into()]);
    let result = bounded(paperfit(None, &args));
    let stderr = String::from_utf8_lossy(&result.stderr);
    assert_eq!(result.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("train.world_size=2"), "{stderr}");
    assert!(!out.exists());
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

/// A stop signal that reaches one rank only (rank 1 here) stops every rank after the same step:
/// the ranks agree on it each step, rank 0 writes the checkpoint of that step and says so once,
/// and the run resumed on 2 ranks ends bit-identical to the uninterrupted one.
#[test]
fn a_stop_signal_on_one_rank_stops_every_rank_after_the_same_step() {
    if !common::optional::mpi(this_test!()) {
        return;
    }
    use std::os::unix::process::CommandExt;
    let dir = tempfile::tempdir().unwrap();
    let sets = eight_steps(4);
    let reference = uninterrupted_on_2(dir.path(), &sets);
    let out = dir.path().join("stopped");
    let mut cmd = paperfit(
        Some(2),
        &train_args("experiments/quickstart.toml", &out, &sets, Some(2)),
    );
    cmd.stdout(Stdio::null())
        .stderr(Stdio::piped())
        .process_group(0);
    let launcher: Child = cmd.spawn().unwrap();
    let group = launcher.id() as i32;
    let started = Instant::now();
    while metrics_rows(&out) < 2 {
        assert!(started.elapsed() < LIMIT, "step 2 never came");
        std::thread::sleep(Duration::from_millis(2));
    }
    let rank_1 = ranks_of(group)
        .into_iter()
        .find(|(_, r)| *r == Some(1))
        .expect("rank 1 is running")
        .0;
    // SAFETY: kill(2) on a process we started.
    unsafe { libc::kill(rank_1, libc::SIGTERM) };
    let waiter = std::thread::spawn(move || launcher.wait_with_output().unwrap());
    while !waiter.is_finished() {
        if started.elapsed() > LIMIT {
            for pid in descendants(group) {
                unsafe { libc::kill(pid, libc::SIGKILL) };
            }
            panic!("the ranks did not stop");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    let ended = waiter.join().unwrap();
    let stderr = String::from_utf8_lossy(&ended.stderr);
    let latest = std::fs::read_to_string(out.join("checkpoints/latest")).unwrap();
    let step: u64 = latest.trim().trim_start_matches("step-").parse().unwrap();
    assert!((2..8).contains(&step), "stopped at step {step}");
    let said = format!("stopped by SIGTERM after step {step} of 8");
    assert_eq!(stderr.matches(&said).count(), 1, "{stderr}");
    assert!(!out.join("summary.json").exists(), "stopped before the end");

    let mut args = strings(&["train", "--plain", "--resume"]);
    args.push(out.display().to_string());
    succeed(paperfit(Some(2), &args));
    assert_eq!(
        bits(&out.join("model.safetensors")),
        bits(&reference.join("model.safetensors"))
    );
}
