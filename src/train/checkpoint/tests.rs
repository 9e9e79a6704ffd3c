//! The checkpoint's writes, reads, retention and failures.

use super::*;

fn tensors(value: f32) -> BTreeMap<String, Tensor> {
    let t = Tensor::new(&[value, -value, 0.5], &Device::Cpu).unwrap();
    BTreeMap::from([("w".to_string(), t)])
}

fn state(step: u64, epoch: u32) -> TrainerState {
    TrainerState {
        step,
        epoch,
        step_in_epoch: 0,
        micro_batch: 4,
        scaler: None,
        elapsed_secs: f64::from(epoch),
        data_wait_secs: 0.0,
        skipped_images: Vec::new(),
        best: None,
    }
}

fn values(checkpoint: &Checkpoint) -> Vec<f32> {
    checkpoint.model["w"].to_vec1().unwrap()
}

/// What `checkpoints/latest` names: a complete checkpoint (its state and both tensor files
/// read), as its state and weights.
fn latest(run: &Path) -> (TrainerState, Vec<f32>) {
    let c = load_latest(run, &Device::Cpu)
        .unwrap()
        .expect("latest names a checkpoint");
    (c.state.clone(), values(&c))
}

/// A second save of a step (a run's end after the periodic save of its last step) replaces
/// the checkpoint `latest` names, and leaves no temporary behind.
#[test]
fn a_second_save_of_a_step_replaces_its_checkpoint() {
    let run = tempfile::tempdir().unwrap();
    save(run.path(), &tensors(1.0), &tensors(2.0), &state(3, 0)).unwrap();
    // The epoch's end moved the cursor: the same step, another state.
    let dir = save(run.path(), &tensors(1.0), &tensors(2.0), &state(3, 1)).unwrap();
    assert!(dir.ends_with("checkpoints/step-00000003"));
    assert_eq!(latest(run.path()), (state(3, 1), vec![1.0, -1.0, 0.5]));
    let names: Vec<String> = fs::read_dir(run.path().join("checkpoints"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().to_string())
        .collect();
    assert!(names.iter().all(|n| !n.starts_with('.')), "{names:?}");
}

/// Where directories cannot be exchanged, the files are renamed one by one, the state last:
/// after every rename (a crash could come there) `latest` names a complete checkpoint of the
/// step, the old state or the new one.
#[test]
fn replacing_file_by_file_leaves_a_complete_checkpoint_after_every_rename() {
    let run = tempfile::tempdir().unwrap();
    let old = save(run.path(), &tensors(1.0), &tensors(2.0), &state(3, 0)).unwrap();
    let other = tempfile::tempdir().unwrap();
    let new = save(other.path(), &tensors(1.0), &tensors(2.0), &state(3, 1)).unwrap();
    let renames = file_renames(&new, &old).unwrap();
    let names: Vec<_> = renames
        .iter()
        .map(|(_, to)| to.file_name().unwrap())
        .collect();
    assert_eq!(
        names,
        ["model.safetensors", "optimizer.safetensors", "state.json"]
    );
    for (i, (from, to)) in renames.iter().enumerate() {
        fs::rename(from, to).unwrap();
        let (now, weights) = latest(run.path());
        let expected = if i + 1 < renames.len() { 0 } else { 1 };
        assert_eq!(now, state(3, expected), "after renaming {}", to.display());
        assert_eq!(weights, vec![1.0, -1.0, 0.5]);
    }
}

/// A reader that loads the latest checkpoint over and over while the same step is saved
/// again and again always finds a complete one (removing the old directory before renaming
/// the new one in left `latest` naming nothing for a moment).
#[test]
fn a_reader_always_finds_the_latest_checkpoint_while_its_step_is_saved_again() {
    let run = tempfile::tempdir().unwrap();
    save(run.path(), &tensors(1.0), &tensors(2.0), &state(3, 0)).unwrap();
    use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
    let (done, read_so_far) = (AtomicBool::new(false), AtomicUsize::new(0));
    let (reads, failures) = std::thread::scope(|scope| {
        let reader = scope.spawn(|| {
            let (mut reads, mut failures) = (0, Vec::new());
            while !done.load(Ordering::Relaxed) {
                match load_latest(run.path(), &Device::Cpu) {
                    Ok(Some(c)) if values(&c) == [1.0, -1.0, 0.5] => reads += 1,
                    Ok(_) => failures.push("no checkpoint".to_string()),
                    Err(e) => failures.push(e.to_string()),
                }
                read_so_far.store(reads + failures.len(), Ordering::Relaxed);
            }
            (reads, failures)
        });
        // The saves start once the reader reads, so they overlap on a busy machine too.
        while read_so_far.load(Ordering::Relaxed) == 0 && !reader.is_finished() {
            std::thread::yield_now();
        }
        for epoch in 1..=50 {
            save(run.path(), &tensors(1.0), &tensors(2.0), &state(3, epoch)).unwrap();
        }
        done.store(true, Ordering::Relaxed);
        reader.join().unwrap()
    });
    assert!(
        failures.is_empty(),
        "{} of {} reads failed: {:?}",
        failures.len(),
        reads + failures.len(),
        &failures[..1]
    );
    assert!(reads > 0);
}

/// A checkpoint that cannot be written (the disk full: `/dev/full` in place of `latest`'s
/// temporary, after the new checkpoint was renamed into place) says which file, which step, and
/// which checkpoint a resume loads: the new one, complete though `latest` still names the
/// previous one; the temporary directory does not stay behind.
#[test]
fn a_failed_save_names_the_file_the_step_and_the_checkpoint_that_stands() {
    let full = Path::new("/dev/full");
    if !full.exists() {
        return;
    }
    let run = tempfile::tempdir().unwrap();
    // safetensors writes through a temporary of its own: a folder that is not there.
    let weights = run.path().join("gone/w.safetensors");
    let e = save_tensors(&tensors(1.0), &weights)
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("cannot write ") && e.contains("gone/.w.safetensors.tmp-"),
        "{e}"
    );

    save(run.path(), &tensors(1.0), &tensors(2.0), &state(3, 0)).unwrap();
    let root = run.path().join("checkpoints");
    std::os::unix::fs::symlink(full, temporary_beside(&root.join("latest"), "")).unwrap();
    let e = save(run.path(), &tensors(5.0), &tensors(6.0), &state(6, 0))
        .unwrap_err()
        .to_string();
    for part in [
        "cannot save the checkpoint of step 6 to ",
        "checkpoints/step-00000006 (step-00000006 is complete, though checkpoints/latest still names step-00000003: its save stopped before naming it; a resume continues from it)",
        "cannot write ",
        "checkpoints/.latest.tmp-",
        "No space left on device",
    ] {
        assert!(e.contains(part), "{part:?} not in {e}");
    }
    assert_eq!(
        fs::read_to_string(root.join("latest")).unwrap(),
        "step-00000003"
    );
    assert_eq!(latest(run.path()), (state(6, 0), vec![5.0, -5.0, 0.5]));
    assert!(!root
        .join(format!(".step-00000006.tmp-{}", std::process::id()))
        .exists());
}

/// A resume removes the checkpoints' temporaries a killed or failed save left (directories
/// and files), and nothing else.
#[test]
fn a_resume_removes_stale_checkpoint_temporaries() {
    let run = tempfile::tempdir().unwrap();
    save(run.path(), &tensors(1.0), &tensors(2.0), &state(3, 0)).unwrap();
    let root = run.path().join("checkpoints");
    let stale = root.join(".step-00000006.tmp-123");
    fs::create_dir_all(&stale).unwrap();
    fs::write(stale.join("model.safetensors"), "half").unwrap();
    fs::write(root.join(".latest.tmp-123"), "step-0").unwrap();
    fs::write(run.path().join(".plan.json.tmp-123"), "{").unwrap();
    super::remove_temporaries(run.path()).unwrap();
    let mut names: Vec<String> = fs::read_dir(&root)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().to_string())
        .collect();
    names.sort();
    assert_eq!(names, ["latest", "step-00000003"]);
    assert!(!run.path().join(".plan.json.tmp-123").exists());
    assert_eq!(latest(run.path()), (state(3, 0), vec![1.0, -1.0, 0.5]));
}

/// Where the filesystem exchanges names, the two directories swap in one step.
#[test]
fn exchange_swaps_two_directories_where_the_filesystem_can() {
    let root = tempfile::tempdir().unwrap();
    let (a, b) = (root.path().join("a"), root.path().join("b"));
    for (dir, text) in [(&a, "new"), (&b, "old")] {
        fs::create_dir(dir).unwrap();
        fs::write(dir.join("state.json"), text).unwrap();
    }
    if !exchange(&a, &b).unwrap() {
        eprintln!("this filesystem cannot exchange names: the file renames are used");
        return;
    }
    let read = |dir: &Path| fs::read_to_string(dir.join("state.json")).unwrap();
    assert_eq!((read(&a), read(&b)), ("old".to_string(), "new".to_string()));
}

/// A checkpoint renamed into place before `latest` named it (the process killed between the
/// two) is the one a resume continues from, the newest of those complete: not one missing a
/// tensor file, nor one whose state is of another step or unreadable, nor a temporary.
#[test]
fn a_resume_takes_the_newest_complete_checkpoint_latest_does_not_name_yet() {
    let run = tempfile::tempdir().unwrap();
    let root = run.path().join("checkpoints");
    // No `latest` at all: killed between the first checkpoint's two renames.
    save(run.path(), &tensors(1.0), &tensors(2.0), &state(3, 0)).unwrap();
    fs::remove_file(root.join("latest")).unwrap();
    assert_eq!(latest(run.path()), (state(3, 0), vec![1.0, -1.0, 0.5]));
    assert_eq!(
        unnamed_but_complete(&root).unwrap().as_deref(),
        Some("step-00000003 is complete, though checkpoints/latest is missing: its save stopped before naming it")
    );
    save(run.path(), &tensors(4.0), &tensors(2.0), &state(6, 0)).unwrap();
    save(run.path(), &tensors(7.0), &tensors(2.0), &state(9, 1)).unwrap();
    assert_eq!(unnamed_but_complete(&root).unwrap(), None);
    write_atomic(&root.join("latest"), b"step-00000006").unwrap();
    assert_eq!(latest(run.path()), (state(9, 1), vec![7.0, -7.0, 0.5]));
    assert!(unnamed_but_complete(&root).unwrap().unwrap().starts_with(
        "step-00000009 is complete, though checkpoints/latest still names step-00000006"
    ));
    // Newer directories that are not complete checkpoints of their step are passed over.
    let copy = |name: &str| {
        let dir = root.join(name);
        fs::create_dir_all(&dir).unwrap();
        for file in ["model.safetensors", "optimizer.safetensors", "state.json"] {
            fs::copy(root.join("step-00000009").join(file), dir.join(file)).unwrap();
        }
        dir
    };
    fs::remove_file(copy("step-00000012").join("optimizer.safetensors")).unwrap();
    copy("step-00000015"); // its state says step 9
    fs::write(copy("step-00000018").join("state.json"), "{").unwrap();
    copy(".step-00000021.tmp-1");
    copy("step-21");
    assert_eq!(latest(run.path()).0, state(9, 1));
}
