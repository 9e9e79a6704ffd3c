//! The plan resolver against the shipped experiments: batch identity, LR rule, derivation of
//! the missing batch factor, deviations, exactness and provenance.

use std::path::PathBuf;

use paperfit::config::{load, LoadOptions};
use paperfit::error::Origin;
use paperfit::plan::{resolve, DeviationKind, ExactnessStatus, GradientMethod, Plan};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn options(experiment: &str, preset: &str) -> LoadOptions {
    let mut o = LoadOptions::new(root().join("experiments").join(experiment), preset);
    o.presets_dir = Some(root().join("presets"));
    o
}

fn plan(o: &LoadOptions) -> Plan {
    let loaded = load(o).unwrap_or_else(|e| panic!("load failed:\n{e}"));
    resolve(&loaded).unwrap_or_else(|e| panic!("resolve failed:\n{e}"))
}

const DCAL_LR: f64 = 1.5625e-5;

#[test]
fn dcal_cub_keeps_batch_16_and_lr_on_every_preset() {
    let expected = [
        ("8gb", 2, 8, true),
        ("16gb", 4, 4, true),
        ("24gb", 8, 2, true),
        ("40gb", 16, 1, true),
        // Checkpointing on 80 GB and on the CPU: without it the estimate exceeds the budget
        // (tests/it/memory_estimate.rs).
        ("80gb", 16, 1, true),
        ("cpu", 2, 8, true),
    ];
    for (preset, micro, accumulation, checkpointing) in expected {
        let p = plan(&options("dcal_cub.toml", preset));
        assert_eq!(p.preset, preset);
        assert_eq!(p.effective_batch, 16, "{preset}");
        assert_eq!(
            (p.micro_batch, p.accumulation_steps, p.world_size),
            (micro, accumulation, 1),
            "{preset}"
        );
        assert!(
            (p.lr - DCAL_LR).abs() <= 1e-12 * DCAL_LR,
            "{preset}: lr {}",
            p.lr
        );
        assert_eq!(p.gradient_checkpointing, checkpointing, "{preset}");
        assert!(p.deviations.is_empty(), "{preset}: {:?}", p.deviations);
        assert_eq!(p.exactness.status, ExactnessStatus::Exact, "{preset}");
    }
}

#[test]
fn dcal_schedule_is_counted_in_optimizer_steps() {
    let p = plan(&options("dcal_cub.toml", "16gb"));
    // 5994 training images / 16 = 374.6 -> 375 optimizer steps per epoch, whatever the split.
    assert_eq!(p.schedule.steps_per_epoch, 375);
    assert_eq!(p.schedule.total_steps, 37_500);
    assert_eq!(p.schedule.warmup_steps, 1_875);
    assert_eq!(p.schedule.last_step_samples, 5994 % 16);
    // 374 full steps x 4 micro-batches + the last 10 samples as 4 + 4 + 2.
    assert_eq!(p.schedule.micro_steps_per_epoch, 374 * 4 + 3);
    let p8 = plan(&options("dcal_cub.toml", "8gb"));
    assert_eq!(p8.schedule.total_steps, p.schedule.total_steps);
    assert_eq!(p8.schedule.warmup_steps, p.schedule.warmup_steps);
}

#[test]
fn fp16_presets_carry_a_dynamic_loss_scaler() {
    let p = plan(&options("dcal_cub.toml", "16gb"));
    let ls = p.loss_scaling.expect("fp16 has loss scaling");
    assert_eq!(
        (
            ls.initial_scale,
            ls.growth_factor,
            ls.backoff_factor,
            ls.growth_interval
        ),
        (65536.0, 2.0, 0.5, 2000)
    );
    assert!(plan(&options("dcal_cub.toml", "24gb"))
        .loss_scaling
        .is_none());
}

#[test]
fn changing_the_effective_batch_rescales_lr_and_is_a_deviation() {
    let p = plan(&options("dcal_cub.toml", "16gb").set("paper.effective_batch=32"));
    assert_eq!(p.effective_batch, 32);
    assert!((p.lr - 3.125e-5).abs() < 1e-15, "lr {}", p.lr);
    // The preset's micro-batch 4 stays; accumulation follows.
    assert_eq!((p.micro_batch, p.accumulation_steps), (4, 8));
    let d = p
        .deviations
        .iter()
        .find(|d| d.key == "paper.effective_batch")
        .expect("a deviation for the batch");
    assert_eq!(d.kind, DeviationKind::Recipe);
    assert_eq!(d.paper.as_deref(), Some("16"));
    assert_eq!(d.plan, "32");
    assert_eq!(d.set_by, "--set paper.effective_batch=32");
    assert!(d.effect.contains("1.5625e-5 -> 3.125e-5"), "{}", d.effect);
}

#[test]
fn a_later_layer_setting_micro_batch_rederives_accumulation() {
    // [presets.16gb] sets micro 4; the preset layer below it says nothing about accumulation.
    let p = plan(&options("dcal_cub.toml", "16gb").set("train.micro_batch=8"));
    assert_eq!((p.micro_batch, p.accumulation_steps), (8, 2));
    // Accumulation alone: micro is derived.
    let p = plan(&options("dcal_cub.toml", "16gb").set("train.accumulation_steps=8"));
    assert_eq!((p.micro_batch, p.accumulation_steps), (2, 8));
    assert!(p.provenance["train.micro_batch"]
        .layer
        .to_string()
        .starts_with("derived"));
}

#[test]
fn of_two_set_layers_the_later_wins() {
    let o = options("dcal_cub.toml", "16gb")
        .set("train.micro_batch=4")
        .set("train.accumulation_steps=2");
    // The later --set (accumulation) wins and micro is re-derived.
    let p = plan(&o);
    assert_eq!((p.micro_batch, p.accumulation_steps), (8, 2));
}

#[test]
fn inconsistent_micro_and_accumulation_in_one_layer_is_an_error_listing_choices() {
    let dir = tempfile::tempdir().unwrap();
    let text = std::fs::read_to_string(root().join("experiments/dcal_cub.toml"))
        .unwrap()
        .replace(
            "[presets.16gb]\n",
            "[presets.16gb]\naccumulation_steps = 2\n",
        );
    let path = dir.path().join("x.toml");
    std::fs::write(&path, text).unwrap();
    let mut o = options("dcal_cub.toml", "16gb");
    o.experiment = path;
    let e = resolve(&load(&o).unwrap()).unwrap_err();
    assert!(
        e.message.contains("= 8 but the effective batch is 16"),
        "{e}"
    );
    assert!(e.expected.unwrap().contains("1, 2, 4, 8, 16"));
}

#[test]
fn impossible_micro_batch_names_the_valid_ones() {
    let loaded = load(&options("dcal_cub.toml", "16gb").set("train.micro_batch=3")).unwrap();
    let e = resolve(&loaded).unwrap_err();
    assert_eq!(e.key.as_deref(), Some("train.micro_batch"));
    let expected = e.expected.clone().unwrap();
    assert!(expected.contains("1, 2, 4, 8, 16"), "{expected}");
    assert_eq!(
        e.origin,
        Some(Origin::CommandLine {
            argument: "--set train.micro_batch=3".into()
        })
    );
}

#[test]
fn provenance_names_the_layer_and_line_of_each_value() {
    let p = plan(&options("dcal_cub.toml", "16gb"));
    let micro = &p.provenance["train.micro_batch"];
    assert!(
        micro.layer.to_string().starts_with("[presets.16gb] in "),
        "{micro:?}"
    );
    assert!(
        micro
            .layer
            .to_string()
            .ends_with("experiments/dcal_cub.toml"),
        "{micro:?}"
    );
    let location = micro.location.as_deref().unwrap();
    let line: usize = location.split(':').nth(1).unwrap().parse().unwrap();
    let text = std::fs::read_to_string(root().join("experiments/dcal_cub.toml")).unwrap();
    let written = text.lines().nth(line - 1).unwrap();
    assert_eq!(written.trim(), "micro_batch = 4", "line {line}");
    // The preset's own defaults come from its file.
    assert!(p.provenance["train.precision"]
        .layer
        .to_string()
        .ends_with("16gb.toml"));
    assert_eq!(p.provenance["train.world_size"].layer, "built-in defaults");
    assert!(p.provenance["lr"].layer.to_string().starts_with("derived"));

    let p = plan(&options("dcal_cub.toml", "16gb").set("train.micro_batch=8"));
    assert_eq!(
        p.provenance["train.micro_batch"].layer,
        "--set train.micro_batch=8"
    );
}

#[test]
fn environment_sits_between_the_experiment_and_the_command_line() {
    let mut o = options("dcal_cub.toml", "16gb");
    o.env = vec![
        ("PAPERFIT_TRAIN__MICRO_BATCH".into(), "8".into()),
        ("PAPERFIT_TRAIN__PRECISION".into(), "bf16".into()),
        ("UNRELATED".into(), "x".into()),
    ];
    let p = plan(&o);
    assert_eq!(p.micro_batch, 8);
    assert_eq!(p.precision.as_str(), "bf16");
    assert_eq!(
        p.provenance["train.micro_batch"].layer,
        "environment PAPERFIT_TRAIN__MICRO_BATCH"
    );
    let p = plan(&o.clone().set("train.micro_batch=2"));
    assert_eq!(p.micro_batch, 2);
}

#[test]
fn stated_precision_differences_are_numerics_deviations() {
    let o = options("dcal_cub.toml", "16gb").set("paper.precision=\"fp32\"");
    let p = plan(&o);
    let d: Vec<_> = p
        .deviations
        .iter()
        .map(|d| (d.key.as_str(), d.kind))
        .collect();
    assert!(
        d.contains(&("train.precision", DeviationKind::Numerics)),
        "{d:?}"
    );
}

#[test]
fn model_changes_are_deviations() {
    let p = plan(&options("dcal_cub.toml", "16gb").set("model.image_size=224"));
    let d = p
        .deviations
        .iter()
        .find(|d| d.key == "model.image_size")
        .expect("deviation");
    assert_eq!(d.paper.as_deref(), Some("448"));
    assert_eq!(d.plan, "224");
    // The data root is where the data is, not what it is.
    let p = plan(&options("dcal_cub.toml", "16gb").set("data.root=/elsewhere/CUB_200_2011"));
    assert!(p.deviations.is_empty(), "{:?}", p.deviations);
    // A key inside a table given whole is set by that `--set`.
    let set = "paper.loss={name=\"cross_entropy\", label_smoothing=0.2}";
    let p = plan(&options("quickstart.toml", "cpu").set(set));
    let d = p
        .deviations
        .iter()
        .find(|d| d.key == "paper.loss.label_smoothing");
    assert_eq!(d.expect("deviation").set_by, format!("--set {set}"));
}

#[test]
fn batchnorm_with_micro_batching_is_inexact_and_a_deviation() {
    let mut o = options("quickstart.toml", "8gb").set("model.name=resnet18");
    // quickstart sets channels, which only small_cnn takes: a resnet variant without them.
    let dir = tempfile::tempdir().unwrap();
    let text = std::fs::read_to_string(root().join("experiments/quickstart.toml"))
        .unwrap()
        .replace("channels = [16, 32, 64]\n", "");
    let path = dir.path().join("bn.toml");
    std::fs::write(&path, text).unwrap();
    o.experiment = path.clone();
    let p = plan(&o);
    assert_eq!(p.exactness.status, ExactnessStatus::Inexact);
    assert!(
        p.exactness.reason.contains("BatchNorm"),
        "{}",
        p.exactness.reason
    );
    assert!(p
        .exactness
        .options
        .iter()
        .any(|x| x.contains("freeze_batchnorm")));
    assert!(p
        .deviations
        .iter()
        .any(|d| d.kind == DeviationKind::BatchStatistics));
    // Frozen BatchNorm: exact again (and the freeze itself is a named model change).
    let p = plan(&o.clone().set("model.freeze_batchnorm=true"));
    assert_eq!(p.exactness.status, ExactnessStatus::Exact);
    // One pass over the whole batch: BatchNorm sees the paper's batch.
    let mut big = o.clone();
    big.preset = "cpu".into();
    let p = plan(&big);
    assert_eq!(p.micro_batch, 64);
    assert_eq!(p.exactness.status, ExactnessStatus::Exact);
    assert_eq!(p.exactness.method, GradientMethod::SinglePass);
}

#[test]
fn coupled_losses_need_gradient_caching() {
    for loss in ["contrastive", "triplet_cross_entropy", "episodic"] {
        let p = plan(&options("quickstart.toml", "8gb").set(&format!("paper.loss.name={loss}")));
        assert_eq!(
            p.exactness.status,
            ExactnessStatus::ExactWithGradientCaching,
            "{loss}"
        );
        assert_eq!(
            p.exactness.method,
            GradientMethod::GradientCaching,
            "{loss}"
        );
        let p = plan(&options("quickstart.toml", "cpu").set(&format!("paper.loss.name={loss}")));
        assert_eq!(p.exactness.method, GradientMethod::SinglePass, "{loss}");
    }
}

#[test]
fn unstated_values_are_listed_with_their_source() {
    let p = plan(&options("dcal_cub.toml", "16gb"));
    let keys: Vec<&str> = p.unstated.iter().map(|u| u.key.as_str()).collect();
    assert!(keys.contains(&"paper.schedule.warmup_epochs"), "{keys:?}");
    assert!(keys.contains(&"train.grad_clip_norm"), "{keys:?}");
    assert!(
        !keys.contains(&"paper.effective_batch"),
        "stated by the paper: {keys:?}"
    );
    let w = p
        .unstated
        .iter()
        .find(|u| u.key == "paper.schedule.warmup_epochs")
        .unwrap();
    assert_eq!(w.value, "5.0");
    assert_eq!(w.source.as_str(), "unofficial");
}

#[test]
fn quickstart_presets_vary_micro_batch_from_8_to_64() {
    let micro: Vec<(String, u32, u32)> = ["8gb", "16gb", "24gb", "40gb", "80gb", "cpu"]
        .iter()
        .map(|p| {
            let plan = plan(&options("quickstart.toml", p));
            assert_eq!(plan.effective_batch, 64);
            assert!(plan.deviations.is_empty(), "{p}: {:?}", plan.deviations);
            (p.to_string(), plan.micro_batch, plan.accumulation_steps)
        })
        .collect();
    assert_eq!(micro[0], ("8gb".into(), 8, 8));
    assert_eq!(micro[5], ("cpu".into(), 64, 1));
    assert!(micro.iter().all(|(_, m, a)| m * a == 64));
}

#[test]
fn auto_uses_the_simulated_card_and_falls_back_to_cpu() {
    let mut o = options("dcal_cub.toml", "auto");
    o.env = vec![("PAPERFIT_SIMULATE_GPU_MEMORY".into(), "24GiB".into())];
    let p = plan(&o);
    assert_eq!(p.preset, "24gb");
    assert!(p.preset_reason.starts_with("auto:"), "{}", p.preset_reason);
    assert_eq!(p.memory_budget_bytes, ((24u64 << 30) as f64 * 0.9) as u64);
    o.env = vec![("PAPERFIT_SIMULATE_GPU_MEMORY".into(), "none".into())];
    let p = plan(&o);
    assert_eq!(p.preset, "cpu");
    assert!(p.preset_reason.contains("no GPU"), "{}", p.preset_reason);
}

#[test]
fn the_plan_is_a_value_that_round_trips_through_json() {
    let p = plan(&options("dcal_cub.toml", "16gb"));
    let json = serde_json::to_string(&p).unwrap();
    let back: Plan = serde_json::from_str(&json).unwrap();
    assert_eq!(back, p);
}

#[test]
fn per_preset_model_changes_are_deviations_named_by_their_table() {
    let dir = tempfile::tempdir().unwrap();
    let text = std::fs::read_to_string(root().join("experiments/quickstart.toml"))
        .unwrap()
        .replace(
            "[presets.8gb]\nmicro_batch = 8\n",
            "[presets.8gb]\nmicro_batch = 8\n\n[presets.8gb.model]\nchannels = [8, 16, 32]\n",
        );
    let path = dir.path().join("smaller.toml");
    std::fs::write(&path, text).unwrap();
    let mut o = options("quickstart.toml", "8gb");
    o.experiment = path.clone();
    let p = plan(&o);
    let d = p
        .deviations
        .iter()
        .find(|d| d.key == "model.channels")
        .expect("deviation");
    assert_eq!(d.paper.as_deref(), Some("[16,32,64]"));
    assert_eq!(d.plan, "[8,16,32]");
    assert_eq!(d.set_by, format!("[presets.8gb] in {}", path.display()));
    // Other presets of the same file train the experiment's model.
    o.preset = "16gb".into();
    assert!(plan(&o).deviations.is_empty());
}

#[test]
fn frozen_batchnorm_is_named_as_the_reason_micro_batching_stays_exact() {
    // SE-ResNeXt50 on APTOS freezes BatchNorm: micro-batches of 8 of a batch of 32 are exact,
    // and the plan says why (not "without BatchNorm": the model has it).
    let mut o = options("seresnext50_aptos.toml", "16gb");
    o.sets.push("train.micro_batch=8".into());
    let p = plan(&o);
    assert_eq!((p.micro_batch, p.accumulation_steps), (8, 4));
    assert_eq!(p.exactness.status, ExactnessStatus::Exact);
    assert!(
        p.exactness
            .reason
            .contains("BatchNorm frozen (running statistics)"),
        "{}",
        p.exactness.reason
    );
    let vit = plan(&options("quickstart_vit.toml", "cpu"));
    assert!(
        vit.exactness.reason.contains("without BatchNorm"),
        "{}",
        vit.exactness.reason
    );
}

/// A card with compute capability `cc` and `memory` (simulated, as `--preset auto` sees one).
fn on_card(mut o: LoadOptions, memory: &str, cc: &str) -> LoadOptions {
    o.env = vec![
        ("PAPERFIT_SIMULATE_GPU_MEMORY".into(), memory.into()),
        ("PAPERFIT_SIMULATE_GPU_CAPABILITY".into(), cc.into()),
    ];
    o
}

#[test]
fn a_turing_card_runs_a_bf16_preset_in_fp16_and_the_plan_says_so() {
    use paperfit::config::schema::Precision;
    let ampere = plan(&on_card(options("dcal_cub.toml", "24gb"), "24GiB", "8.6"));
    assert_eq!(ampere.precision, Precision::Bf16);
    assert!(ampere.loss_scaling.is_none());
    assert!(ampere.deviations.is_empty(), "{:?}", ampere.deviations);
    // TITAN RTX: 24 GB, compute capability 7.5, named preset and auto alike.
    for preset in ["24gb", "auto"] {
        let turing = plan(&on_card(options("dcal_cub.toml", preset), "24GiB", "7.5"));
        assert_eq!(turing.preset, "24gb");
        assert_eq!(turing.precision, Precision::Fp16, "{preset}");
        assert!(
            turing.loss_scaling.is_some(),
            "fp16 comes with its loss scaler"
        );
        // The recipe stays.
        assert_eq!(turing.effective_batch, ampere.effective_batch);
        assert_eq!(turing.lr, ampere.lr);
        let d = turing
            .deviations
            .iter()
            .find(|d| d.key == "train.precision")
            .unwrap_or_else(|| panic!("{preset}: no precision deviation: {:?}", turing.deviations));
        assert_eq!(d.kind, DeviationKind::Numerics);
        assert_eq!(d.plan, "fp16");
        let why = d.set_by.to_string();
        assert!(why.contains("compute capability 7.5"), "{why}");
        assert!(why.contains("bf16 needs 8.0"), "{why}");
        assert!(
            d.paper.as_deref().unwrap().starts_with("bf16"),
            "{:?}",
            d.paper
        );
        assert_eq!(turing.deviations.len(), 1, "{:?}", turing.deviations);
    }
    // A preset already in fp16 has nothing to change on such a card.
    let t4 = plan(&on_card(options("dcal_cub.toml", "16gb"), "15GiB", "7.5"));
    assert_eq!(t4.precision, Precision::Fp16);
    assert!(t4.deviations.is_empty(), "{:?}", t4.deviations);
}

#[test]
fn bf16_asked_for_on_a_card_without_it_is_an_error_not_a_change() {
    let o =
        on_card(options("dcal_cub.toml", "24gb"), "24GiB", "7.5").set("train.precision=\"bf16\"");
    let loaded = load(&o).unwrap();
    let e = resolve(&loaded).unwrap_err();
    let text = e.to_string();
    assert!(text.contains("compute capability 7.5"), "{text}");
    assert!(text.contains("--set train.precision=fp16"), "{text}");
    assert_eq!(e.key.as_deref(), Some("train.precision"));
}

/// The quickstart with a step schedule (milestones at epochs 2 and 4, x0.1), in `dir`.
fn step_schedule_experiment(dir: &std::path::Path) -> PathBuf {
    let text = std::fs::read_to_string(root().join("experiments/quickstart.toml")).unwrap();
    let text = text.replace(
        "name = \"cosine\"",
        "name = \"step\"\nmilestones = [2, 4]\ngamma = 0.1",
    );
    let path = dir.join("step.toml");
    std::fs::write(&path, text).unwrap();
    path
}

#[test]
fn unset_removes_a_key_from_every_layer_and_the_plan_says_so() {
    let dir = tempfile::tempdir().unwrap();
    let path = step_schedule_experiment(dir.path());
    let mut o = LoadOptions::new(&path, "cpu").set("paper.schedule.name=\"constant\"");
    o.presets_dir = Some(root().join("presets"));
    // Switching the schedule is not enough: the file's milestones do not fit a constant lr.
    let e = resolve(&load(&o).unwrap()).unwrap_err();
    assert!(
        e.message
            .contains("milestones apply to the step schedule, not constant"),
        "{e}"
    );

    // The environment sets gamma too: the --unset removes it from every layer.
    let mut o = o
        .unset("paper.schedule.milestones")
        .unset("paper.schedule.gamma");
    o.env = vec![("PAPERFIT_PAPER__SCHEDULE__GAMMA".into(), "0.5".into())];
    let p = plan(&o);
    assert_eq!(p.schedule.name.as_str(), "constant");
    assert!(p.schedule.milestone_steps.is_empty() && p.schedule.gamma.is_none());
    let removed = &p.provenance["paper.schedule.milestones"];
    assert_eq!(removed.value, "(removed)");
    assert_eq!(removed.layer, "--unset paper.schedule.milestones");
    // Against the file, the run drops the milestones: a deviation, set by the --unset.
    let deviation = p
        .deviations
        .iter()
        .find(|d| d.key == "paper.schedule.milestones")
        .unwrap_or_else(|| panic!("{:?}", p.deviations));
    assert_eq!(deviation.plan, "(not set)");
    assert_eq!(deviation.set_by, "--unset paper.schedule.milestones");
    assert!(p.deviations.iter().any(|d| d.key == "paper.schedule.gamma"));
}

#[test]
fn unset_of_a_key_no_layer_sets_is_a_located_error_with_a_suggestion() {
    let dir = tempfile::tempdir().unwrap();
    let path = step_schedule_experiment(dir.path());
    let mut o = LoadOptions::new(&path, "cpu").unset("paper.schedule.milstones");
    o.presets_dir = Some(root().join("presets"));
    let e = load(&o).unwrap_err();
    assert!(
        e.message
            .contains("no layer sets `paper.schedule.milstones`"),
        "{e}"
    );
    assert_eq!(e.key.as_deref(), Some("paper.schedule.milstones"));
    assert_eq!(
        e.help.as_deref(),
        Some("did you mean `paper.schedule.milestones`?")
    );
    assert_eq!(
        e.origin,
        Some(Origin::Unset {
            key: "paper.schedule.milstones".into()
        })
    );
    // A required key cannot go: the error points at the --unset that removed it.
    let mut o = LoadOptions::new(&path, "cpu").unset("paper.schedule.name");
    o.presets_dir = Some(root().join("presets"));
    let e = load(&o).unwrap_err();
    assert!(
        e.message
            .contains("missing required key `paper.schedule.name`"),
        "{e}"
    );
    assert_eq!(
        e.origin,
        Some(Origin::Unset {
            key: "paper.schedule.name".into()
        })
    );
    // Setting and removing one key in the same command is refused.
    let mut o = LoadOptions::new(&path, "cpu")
        .set("paper.schedule.gamma=0.5")
        .unset("paper.schedule");
    o.presets_dir = Some(root().join("presets"));
    let e = load(&o).unwrap_err();
    assert!(e.message.contains("name the same key"), "{e}");
}

/// Without the model measured, `"auto"` runs the batch in one pass until a fit decides,
/// unless a higher layer's accumulation wins over it.
#[test]
fn micro_batch_auto_without_a_fit_yields_only_to_a_higher_accumulation() {
    let (auto, four) = ("train.micro_batch=\"auto\"", "train.accumulation_steps=4");
    let p = plan(&options("dcal_cub.toml", "16gb").set(auto).set(four));
    assert_eq!((p.micro_batch, p.accumulation_steps), (4, 4));
    let p = plan(&options("dcal_cub.toml", "16gb").set(four).set(auto));
    assert_eq!((p.micro_batch, p.accumulation_steps), (16, 1));
}
