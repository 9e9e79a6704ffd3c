//! What a distributed plan is before any rank starts: the window shares, the plan re-split for
//! another number of processes, the memory estimate's communication buffers, and the launch
//! checks that stop a run before any work. No MPI needed.

use crate::common;

use paperfit::dist::share;

#[test]
fn shares_cover_the_window_in_rank_order() {
    for n in 0..40 {
        for world in 1..6 {
            let shares: Vec<_> = (0..world).map(|r| share(n, world, r)).collect();
            let joined: Vec<usize> = shares.iter().flat_map(|s| s.clone()).collect();
            assert_eq!(joined, (0..n).collect::<Vec<_>>(), "n {n}, world {world}");
            let (min, max) = (
                shares.iter().map(|s| s.len()).min().unwrap(),
                shares.iter().map(|s| s.len()).max().unwrap(),
            );
            assert!(max - min <= 1, "n {n}, world {world}: {shares:?}");
        }
    }
}

#[test]
fn a_plan_resplit_for_another_world_size_keeps_the_effective_batch() {
    let plan = common::synthetic_plan("quickstart.toml", &["train.micro_batch=16"]);
    assert_eq!(
        (plan.micro_batch, plan.accumulation_steps, plan.world_size),
        (16, 4, 1)
    );
    let on4 = plan.on_world_size(4).unwrap();
    assert_eq!(
        (
            on4.effective_batch,
            on4.micro_batch,
            on4.accumulation_steps,
            on4.world_size
        ),
        (64, 16, 1, 4)
    );
    assert_eq!((on4.lr, &on4.schedule.name), (plan.lr, &plan.schedule.name));
    assert_eq!(on4.schedule.total_steps, plan.schedule.total_steps);
    assert_eq!(
        on4.schedule.micro_steps_per_epoch * 4,
        plan.schedule.micro_steps_per_epoch
    );
    assert!(
        on4.notes
            .last()
            .unwrap()
            .contains("accumulation 4 -> 16 x 1"),
        "{:?}",
        on4.notes
    );
    // A micro-batch above the new share shrinks to the largest that divides it.
    let on8 = plan.on_world_size(8).unwrap();
    assert_eq!((on8.micro_batch, on8.accumulation_steps), (8, 1));
    // Back on one process: the original split.
    let back = on4.on_world_size(1).unwrap();
    assert_eq!((back.micro_batch, back.accumulation_steps), (16, 4));
    // 3 does not divide 64.
    let e = paperfit::error::Error::from(plan.on_world_size(3).unwrap_err());
    assert_eq!(e.exit_code(), 2);
    assert!(
        e.to_string().contains("one of 1, 2, 4, 8, 16, 32, 64"),
        "{e}"
    );
}

/// A BatchNorm model planned to normalise the paper's whole batch at once and resumed on more
/// processes normalises each one's share: the re-split plan lists the deviation and is inexact,
/// as a plan made for those processes is; back on one process the micro-batch stays, and so does
/// the deviation.
#[test]
fn a_batchnorm_plan_resplit_over_processes_lists_the_batch_statistics_deviation() {
    use paperfit::plan::{DeviationKind, ExactnessStatus, GradientMethod};
    let fsct = "fsct_miniimagenet_resnet34_5w5s.toml";
    let plan = common::synthetic_plan(fsct, &["train.micro_batch=105"]);
    let batchnorm = |p: &paperfit::plan::Plan| {
        p.deviations
            .iter()
            .find(|d| d.kind == DeviationKind::BatchStatistics)
            .cloned()
    };
    assert_eq!(plan.exactness.method, GradientMethod::SinglePass);
    assert_eq!(batchnorm(&plan), None);
    let on3 = plan.on_world_size(3).unwrap();
    assert_eq!((on3.micro_batch, on3.accumulation_steps), (35, 1));
    let deviation = batchnorm(&on3).expect("a BatchStatistics deviation");
    assert_eq!(deviation.key, "model.freeze_batchnorm");
    assert_eq!(
        deviation.plan,
        "BatchNorm statistics over micro-batches of 35"
    );
    assert_eq!(on3.exactness.status, ExactnessStatus::Inexact);
    let note = on3.notes.last().unwrap();
    assert!(
        note.contains(
            "BatchNorm now normalises micro-batches of 35 instead of the paper's batch of 105"
        ),
        "{note}"
    );
    // What the planner says of a plan made for 3 processes, but for what set the micro-batch.
    let planned = common::synthetic_plan(fsct, &["train.world_size=3", "train.micro_batch=35"]);
    let expected = batchnorm(&planned).unwrap();
    assert_eq!(
        (&deviation.paper, &deviation.effect),
        (&expected.paper, &expected.effect)
    );
    assert_eq!(on3.exactness, planned.exactness);
    // Back on one process: micro-batches of 35, accumulated; still the deviation, once.
    let back = on3.on_world_size(1).unwrap();
    assert_eq!((back.micro_batch, back.accumulation_steps), (35, 3));
    let kinds = back
        .deviations
        .iter()
        .filter(|d| d.kind == DeviationKind::BatchStatistics);
    assert_eq!(kinds.count(), 1);
    assert_eq!(back.exactness.status, ExactnessStatus::Inexact);
    // Frozen BatchNorm normalises with its running statistics: no deviation on any split.
    let frozen = common::synthetic_plan(
        fsct,
        &["train.micro_batch=105", "model.freeze_batchnorm=true"],
    );
    let on3 = frozen.on_world_size(3).unwrap();
    assert_eq!(batchnorm(&on3), None);
    // FS-CT's loss couples the episode: exact through gradient caching.
    assert_eq!(
        on3.exactness.status,
        ExactnessStatus::ExactWithGradientCaching
    );
}

#[test]
fn a_world_size_set_after_the_micro_batch_fits_the_micro_batch_to_the_share() {
    // The quickstart's cpu preset runs 64 in one pass; on 2 processes the share is 32.
    let plan = common::synthetic_plan("quickstart.toml", &["train.world_size=2"]);
    assert_eq!(
        (plan.micro_batch, plan.accumulation_steps, plan.world_size),
        (32, 1, 2)
    );
    let why = &plan.provenance["train.micro_batch"];
    assert!(
        matches!(why.layer, paperfit::error::Origin::Derived { .. }),
        "{why:?}"
    );
    // Set on the same or a later layer, a micro-batch that does not divide is still an error.
    let mut o = paperfit::config::LoadOptions::new(
        common::root().join("experiments/quickstart.toml"),
        "cpu",
    );
    o.presets_dir = Some(common::root().join("presets"));
    o = o.set("train.world_size=2").set("train.micro_batch=64");
    let loaded = paperfit::config::load(&o).unwrap();
    let e = paperfit::plan::resolve(&loaded).unwrap_err();
    assert!(
        e.to_string()
            .contains("does not divide the per-device batch 32"),
        "{e}"
    );
}

#[test]
fn the_plan_says_how_several_processes_stay_exact() {
    let plan = common::synthetic_plan("quickstart.toml", &["train.world_size=4"]);
    assert!(
        plan.exactness.reason.contains("over 4 processes")
            && plan.exactness.reason.contains("summed once per step"),
        "{}",
        plan.exactness.reason
    );
    // A build with the CPU collectives says how to start the ranks; one without says what to
    // build instead (the plan itself is the same).
    let note = match cfg!(feature = "mpi") {
        true => "world_size 4: one process per device, 4 in all, gradients summed over them through MPI",
        false => "world_size 4: this build cannot train it: CPU ranks exchange gradients through MPI: build with `cargo build --release --features mpi`",
    };
    assert!(
        plan.notes.iter().any(|n| n.contains(note)),
        "{:?}",
        plan.notes
    );
}

#[test]
fn the_estimate_counts_gradient_buckets_and_nccl_per_rank() {
    let names = |plan: &paperfit::plan::Plan| -> Vec<(String, u64)> {
        let model = paperfit::models::MeasuredModel::new(&plan.model, &plan.recipe()).unwrap();
        paperfit::memory::estimate(&model, &plan.workload().unwrap(), &plan.memory_setting())
            .unwrap()
            .components
            .into_iter()
            .map(|c| (c.name, c.bytes))
            .collect()
    };
    let one = common::synthetic_plan("quickstart.toml", &[]);
    assert!(!names(&one).iter().any(|(n, _)| n == "gradient buckets"));
    let two = common::synthetic_plan("quickstart.toml", &["train.world_size=2"]);
    let params = 4 * paperfit::models::MeasuredModel::new(&two.model, &two.recipe())
        .unwrap()
        .trainable_params;
    // The quickstart's gradients fit one bucket: the bucket and its sum.
    let buckets = names(&two)
        .into_iter()
        .find(|(n, _)| n == "gradient buckets")
        .expect("a distributed plan counts its buckets");
    assert_eq!(
        buckets.1,
        2 * params.min(paperfit::dist::BUCKET_BYTES as u64)
    );
    assert!(
        !names(&two).iter().any(|(n, _)| n == "NCCL"),
        "no NCCL on the CPU"
    );
    let gpu = common::plan(
        "quickstart.toml",
        "24gb",
        &["train.world_size=4", "train.micro_batch=16"],
    );
    let nccl = names(&gpu).into_iter().find(|(n, _)| n == "NCCL").unwrap();
    assert_eq!(nccl.1, paperfit::memory::NCCL_RUNTIME_BYTES);
}

#[test]
fn a_plan_for_several_processes_started_alone_stops_before_any_work() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("run");
    let result = common::train_quickstart_cpu(&out)
        .args(["--set", "train.world_size=2"])
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&result.stderr);
    assert_eq!(result.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("started alone"), "{stderr}");
    assert!(
        stderr.contains("--> command line: --set train.world_size=2"),
        "{stderr}"
    );
    assert!(stderr.contains("--nproc 2"), "{stderr}");
    assert!(!out.exists());
    // An MPI launcher announced in a process that cannot join it, or srun without MPI.
    let result = common::train_quickstart_cpu(&out)
        .env("SLURM_STEP_NUM_TASKS", "4")
        .env("SLURM_PROCID", "0")
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&result.stderr);
    assert_eq!(result.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("srun --mpi=pmix"), "{stderr}");
    assert!(!out.exists());
}

/// DCAL's pair-wise cross-attention pairs each image with another of its micro-batch: a plan
/// whose micro-batch is 1 is refused at the micro-batch's key (exit code 2), as is a resume on
/// so many processes that each would train micro-batches of 1; without the pair-wise branch a
/// micro-batch of 1 is planned. The plan's exactness says the partners need two images.
#[test]
fn dcal_pair_wise_needs_two_images_in_every_micro_batch() {
    let plan_with = |sets: &[&str]| {
        common::paperfit_in(&common::root())
            .args(["plan", "experiments/dcal_cub.toml", "--preset", "cpu"])
            .args([
                "--set",
                "data.format=\"synthetic\"",
                "--set",
                "model.pretrained=\"\"",
            ])
            .args(sets.iter().flat_map(|s| ["--set", *s]))
            .output()
            .unwrap()
    };
    let refused = plan_with(&["train.micro_batch=1"]);
    let stderr = String::from_utf8_lossy(&refused.stderr);
    assert_eq!(refused.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("pair-wise cross-attention"), "{stderr}");
    assert!(stderr.contains("micro_batch"), "{stderr}");
    let alone = plan_with(&["train.micro_batch=1", "model.dcal.pair_wise=false"]);
    assert_eq!(
        alone.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&alone.stderr)
    );

    let plan = common::synthetic_plan("dcal_cub.toml", &["train.micro_batch=2"]);
    assert_eq!(plan.min_micro_batch(), 2);
    assert!(
        plan.exactness.reason.contains("at least 2 images"),
        "{}",
        plan.exactness.reason
    );
    assert_eq!(plan.on_world_size(8).unwrap().micro_batch, 2);
    let e = paperfit::error::Error::from(plan.on_world_size(16).unwrap_err());
    assert_eq!(e.exit_code(), 2);
    assert!(e.to_string().contains("at most 8 processes"), "{e}");
}
