//! A failing rank: one killed stops every rank and the run resumes, a world size that is not the
//! launch's stops before any work, and a stop signal stops every rank after the same step.

use super::*;

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

/// Every rank's loader leaves out the unreadable images of its own share (`data.on_corrupt =
/// "skip"`): rank 0's summary lists them all, whichever rank met them. Four of the 16 training
/// images are unreadable, one of each class; an epoch reads every image once.
#[test]
fn images_left_out_on_any_rank_are_in_rank_0s_summary() {
    if !common::optional::mpi(this_test!()) {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    common::image_folder(&data, 16);
    let bad: Vec<PathBuf> = (4..8)
        .map(|i| {
            data.join("train")
                .join(format!("c{}", i % 4))
                .join(format!("{i}.png"))
        })
        .collect();
    for path in &bad {
        std::fs::write(path, b"not an image").unwrap();
    }
    let out = dir.path().join("run");
    let root = format!("data.root=\"{}\"", data.display());
    let sets = strings(&[
        "data.format=\"image_folder\"",
        &root,
        "data.num_classes=4",
        "model.num_classes=4",
        "paper.effective_batch=4",
        "paper.lr_reference_batch=4",
        "train.micro_batch=2",
        "paper.epochs=1",
        "train.checkpoint_every=0",
        "data.on_corrupt=\"skip\"",
    ]);
    succeed(paperfit(
        Some(2),
        &train_args("experiments/quickstart.toml", &out, &sets, Some(2)),
    ));
    let text = std::fs::read_to_string(out.join("summary.json")).unwrap();
    let summary: serde_json::Value = serde_json::from_str(&text).unwrap();
    let skipped: Vec<&str> = summary["skipped_images"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_str().unwrap())
        .collect();
    assert_eq!(skipped.len(), 4, "{summary}");
    for path in &bad {
        let name = path.display().to_string();
        assert!(
            skipped.iter().any(|s| s.starts_with(&name)),
            "{name}: {skipped:?}"
        );
    }
}

/// An out-of-memory error on rank 1 alone redoes its share of that step in smaller
/// micro-batches there; rank 0's metrics (which the summary's BatchNorm check reads) and log
/// get the back-off as a `backoff` row naming the rank and its new micro-batch, at the epoch's
/// end. Rank 1 runs through `env` in mpirun's second app context, with the fault.
#[test]
fn a_back_off_on_another_rank_is_in_rank_0s_metrics() {
    if !common::optional::mpi(this_test!()) {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("run");
    let args = train_args(
        "experiments/quickstart.toml",
        &out,
        &quickstart_sets(),
        Some(2),
    );
    let mut cmd = paperfit(Some(1), &args);
    cmd.args([":", "-n", "1", "env", "PAPERFIT_FAULT_OOM_AT_STEP=2"])
        .arg(env!("CARGO_BIN_EXE_paperfit"))
        .args(&args);
    let result = bounded(cmd);
    let stderr = String::from_utf8_lossy(&result.stderr);
    assert!(result.status.success(), "{stderr}");
    let rows: Vec<serde_json::Value> = std::fs::read_to_string(out.join("metrics.jsonl"))
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .filter(|r: &serde_json::Value| r["kind"] == "backoff")
        .collect();
    assert_eq!(rows.len(), 1, "{rows:?}");
    let event = rows[0]["event"].as_str().unwrap();
    assert!(
        event.starts_with("rank 1: out of memory at micro-batch 16"),
        "{event}"
    );
    assert_eq!(
        (rows[0]["step"].as_u64(), rows[0]["micro_batch"].as_u64()),
        (Some(2), Some(8))
    );
    assert!(stderr.contains("rank 1: out of memory"), "{stderr}");
}
