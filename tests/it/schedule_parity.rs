//! Every schedule convention against the real scheduler, run the way the papers' code runs it:
//! timm's `CosineLRScheduler` and `MultiStepLRScheduler` (with and without `warmup_prefix`,
//! per step through `step_update` and per epoch through `step(epoch)` in the loops of timm's
//! train.py, DeiT's main.py and TransReID's processor), open_clip's `cosine_lr` and `const_lr`,
//! and PyTorch's `MultiStepLR` and `CosineAnnealingLR`. Every optimizer step's learning rate
//! must agree with `lr_at` to 1e-12 of the peak.
//!
//! Needs a Python with torch and timm (`PAPERFIT_PYTHON`, else `python3`), and open_clip's
//! training package for open_clip's cases; without them the test (or its open_clip cases) says
//! so and skips, unless `PAPERFIT_TEST_STRICT` names `python` (tests/common/optional.rs).

use crate::common;

use std::path::Path;
use std::process::Command;

use paperfit::config::schema::{LrUpdate, ScheduleConvention, ScheduleName};
use paperfit::plan::ResolvedSchedule;
use paperfit::train::schedule::lr_at;
use serde_json::{json, Value};

/// Runs each case's scheduler in the loop its code uses and prints every optimizer step's lr.
const REFERENCE: &str = r#"
import json, math, struct, sys
import torch
from timm.scheduler import CosineLRScheduler, MultiStepLRScheduler

try:
    from open_clip_train.scheduler import cosine_lr, const_lr
    OPEN_CLIP = "open_clip_train.scheduler"
except ImportError:
    try:
        from training.scheduler import cosine_lr, const_lr
        OPEN_CLIP = "training.scheduler"
    except ImportError:
        OPEN_CLIP = None

def optimizer(lr):
    return torch.optim.SGD([torch.nn.Parameter(torch.zeros(1))], lr=lr)

def lr_of(opt):
    # The float's bits, so that no decimal round trip can move it.
    return struct.unpack("<Q", struct.pack("<d", opt.param_groups[0]["lr"]))[0]

def timm_run(c):
    opt = optimizer(c["peak"])
    per_epoch = c["update"] != "step"
    unit = c["steps_per_epoch"] if per_epoch else 1
    total = c["epochs"] * c["steps_per_epoch"] // unit
    prefix = c["convention"] == "timm_warmup_prefix"
    warmup = dict(warmup_t=c["warmup"], warmup_lr_init=c["warmup_start_lr"], warmup_prefix=prefix)
    if c["name"] == "step":
        sched = MultiStepLRScheduler(opt, decay_t=c["milestones"], decay_rate=c["gamma"],
                                     t_in_epochs=per_epoch, **warmup)
    else:
        # A constant schedule is CosineLRScheduler with its floor at the peak.
        lr_min = c["peak"] if c["name"] == "constant" else c["min_lr"]
        t_initial = total - c["warmup"] if prefix else total
        sched = CosineLRScheduler(opt, t_initial=t_initial, lr_min=lr_min,
                                  t_in_epochs=per_epoch, **warmup)
    lrs, updates = [], 0
    for epoch in range(c["epochs"]):
        if c["update"] == "epoch_ahead":
            sched.step(epoch + 1)  # TransReID: scheduler.step(epoch), epochs 1-based, first
        for _ in range(c["steps_per_epoch"]):
            lrs.append(lr_of(opt))
            updates += 1
            sched.step_update(num_updates=updates)  # timm train.py
        if c["update"] in ("step", "epoch"):
            sched.step(epoch + 1)  # timm train.py
        elif c["update"] == "epoch_lagged":
            sched.step(epoch)  # DeiT main.py
    return lrs

def open_clip_run(c):
    opt = optimizer(c["peak"])
    total = c["epochs"] * c["steps_per_epoch"]
    make = cosine_lr if c["name"] == "cosine" else const_lr
    scheduler = make(opt, c["peak"], c["warmup"], total)
    lrs = []
    for step in range(total):
        scheduler(step)
        lrs.append(lr_of(opt))
    return lrs

def torch_run(c):
    opt = optimizer(c["peak"])
    per_epoch = c["update"] == "epoch"
    unit = c["steps_per_epoch"] if per_epoch else 1
    total = c["epochs"] * c["steps_per_epoch"] // unit
    if c["name"] == "step":
        sched = torch.optim.lr_scheduler.MultiStepLR(opt, milestones=c["milestones"], gamma=c["gamma"])
    else:
        sched = torch.optim.lr_scheduler.CosineAnnealingLR(opt, T_max=total, eta_min=c["min_lr"])
    lrs = []
    for epoch in range(c["epochs"]):
        for _ in range(c["steps_per_epoch"]):
            lrs.append(lr_of(opt))
            opt.step()
            if not per_epoch:
                sched.step()
        if per_epoch:
            sched.step()
    return lrs

cases = json.load(open(sys.argv[1]))
out = []
for c in cases:
    if c["convention"].startswith("timm"):
        out.append(timm_run(c))
    elif c["convention"] == "open_clip":
        out.append(open_clip_run(c) if OPEN_CLIP else None)
    else:
        out.append(torch_run(c))
print(json.dumps({"open_clip": OPEN_CLIP, "lrs": out}))
"#;

/// One schedule: the scheduler's arguments in its own units (steps, or epochs when per epoch).
#[derive(Clone)]
struct Case {
    name: ScheduleName,
    convention: ScheduleConvention,
    update: LrUpdate,
    epochs: u32,
    steps_per_epoch: u64,
    warmup: u64,
    warmup_start_lr: f64,
    min_lr: f64,
    milestones: Vec<u64>,
    gamma: f64,
    peak: f64,
}

impl Case {
    fn unit(&self) -> u64 {
        if self.update.per_epoch() {
            self.steps_per_epoch
        } else {
            1
        }
    }

    fn json(&self) -> Value {
        json!({
            "name": self.name.as_str(),
            "convention": self.convention.as_str(),
            "update": self.update.as_str(),
            "epochs": self.epochs,
            "steps_per_epoch": self.steps_per_epoch,
            "warmup": self.warmup,
            "warmup_start_lr": self.warmup_start_lr,
            "min_lr": self.min_lr,
            "milestones": self.milestones,
            "gamma": self.gamma,
            "peak": self.peak,
        })
    }

    /// The plan's schedule for this case.
    fn resolved(&self) -> ResolvedSchedule {
        let unit = self.unit();
        ResolvedSchedule {
            name: self.name,
            convention: self.convention,
            update: self.update,
            epochs: self.epochs,
            steps_per_epoch: self.steps_per_epoch,
            total_steps: u64::from(self.epochs) * self.steps_per_epoch,
            warmup_steps: self.warmup * unit,
            warmup_start_lr: self.warmup_start_lr,
            min_lr: self.min_lr,
            milestone_steps: self.milestones.iter().map(|m| m * unit).collect(),
            gamma: (self.name == ScheduleName::Step).then_some(self.gamma),
            micro_steps_per_epoch: self.steps_per_epoch,
            last_step_samples: 1,
            resumed_at: None,
        }
    }

    fn describe(&self) -> String {
        format!(
            "{} {} update {}, {} epochs x {} steps, warmup {} from {}, min {}, milestones {:?} x{}, peak {}",
            self.name.as_str(),
            self.convention.as_str(),
            self.update.as_str(),
            self.epochs,
            self.steps_per_epoch,
            self.warmup,
            self.warmup_start_lr,
            self.min_lr,
            self.milestones,
            self.gamma,
            self.peak
        )
    }
}

/// DeiT's recipe (5e-4 at 512, warmup from 1e-6, floor 1e-5), TransReID's (warmup from 0.01 x
/// lr, floor 0.002 x lr), and plain ones from 0 to 0, each in a few shapes.
fn timm_cases() -> Vec<Case> {
    let mut out = Vec::new();
    let shapes = [
        // (epochs, steps per epoch, warmup epochs, start, floor, peak)
        (12, 5, 5, 1e-6, 1e-5, 5e-4),
        (10, 3, 0, 0.0, 0.0, 1.0),
        (9, 7, 2, 8e-5, 1.6e-5, 8e-3),
        (6, 4, 1, 0.0, 1e-5, 1e-3),
    ];
    for convention in [
        ScheduleConvention::Timm,
        ScheduleConvention::TimmWarmupPrefix,
    ] {
        for update in [
            LrUpdate::Step,
            LrUpdate::Epoch,
            LrUpdate::EpochLagged,
            LrUpdate::EpochAhead,
        ] {
            for (name, milestones) in [
                (ScheduleName::Cosine, vec![]),
                (ScheduleName::Step, vec![2, 4]),
                (ScheduleName::Constant, vec![]),
            ] {
                for &(epochs, spe, warmup, start, floor, peak) in &shapes {
                    let unit = if update.per_epoch() { 1 } else { spe };
                    let case = Case {
                        name,
                        convention,
                        update,
                        epochs,
                        steps_per_epoch: spe,
                        warmup: warmup * unit,
                        warmup_start_lr: start,
                        min_lr: floor,
                        milestones: milestones.iter().map(|m| m * unit).collect(),
                        gamma: 0.1,
                        peak,
                    };
                    out.push(case);
                }
            }
        }
    }
    // A warmup in steps that is not a whole number of epochs (per-step updates only).
    for convention in [
        ScheduleConvention::Timm,
        ScheduleConvention::TimmWarmupPrefix,
    ] {
        out.push(Case {
            name: ScheduleName::Cosine,
            convention,
            update: LrUpdate::Step,
            epochs: 3,
            steps_per_epoch: 11,
            warmup: 13,
            warmup_start_lr: 1e-6,
            min_lr: 1e-5,
            milestones: vec![],
            gamma: 1.0,
            peak: 5e-4,
        });
    }
    out
}

/// FLYP's and Task Arithmetic's shape (warmup 500 steps in 2,000-odd), shorter ones, none.
fn open_clip_cases() -> Vec<Case> {
    let base = Case {
        name: ScheduleName::Cosine,
        convention: ScheduleConvention::OpenClip,
        update: LrUpdate::Step,
        epochs: 35,
        steps_per_epoch: 64,
        warmup: 500,
        warmup_start_lr: 0.0,
        min_lr: 0.0,
        milestones: vec![],
        gamma: 1.0,
        peak: 1e-5,
    };
    let mut out = vec![base.clone()];
    out.push(Case {
        epochs: 4,
        steps_per_epoch: 37,
        warmup: 37,
        peak: 3e-4,
        ..base.clone()
    });
    out.push(Case {
        epochs: 10,
        steps_per_epoch: 10,
        warmup: 0,
        peak: 1.0,
        ..base.clone()
    });
    out.push(Case {
        name: ScheduleName::Constant,
        epochs: 6,
        steps_per_epoch: 10,
        warmup: 10,
        peak: 1e-3,
        ..base
    });
    out
}

/// MultiStepLR and CosineAnnealingLR stepped per optimizer step and per epoch.
fn torch_cases() -> Vec<Case> {
    let mut out = Vec::new();
    for update in [LrUpdate::Step, LrUpdate::Epoch] {
        let unit = if update.per_epoch() { 1 } else { 6 };
        for (gamma, milestones) in [(0.1, vec![3, 7]), (0.5, vec![1, 2, 9])] {
            out.push(Case {
                name: ScheduleName::Step,
                convention: ScheduleConvention::Torch,
                update,
                epochs: 10,
                steps_per_epoch: 6,
                warmup: 0,
                warmup_start_lr: 0.0,
                min_lr: 0.0,
                milestones: milestones.iter().map(|m| m * unit).collect(),
                gamma,
                peak: 1e-3,
            });
        }
        // SE-ResNeXt's APTOS recipe: 30 epochs, cosine to 1e-5 from 1e-3.
        for (epochs, spe, floor, peak) in [(30, 4, 1e-5, 1e-3), (8, 13, 0.0, 1.0)] {
            out.push(Case {
                name: ScheduleName::Cosine,
                convention: ScheduleConvention::Torch,
                update,
                epochs,
                steps_per_epoch: spe,
                warmup: 0,
                warmup_start_lr: 0.0,
                min_lr: floor,
                milestones: vec![],
                gamma: 1.0,
                peak,
            });
        }
    }
    out
}

fn reference(python: &Path, cases: &[Case]) -> Value {
    let dir = tempfile::tempdir().unwrap();
    let (script, input) = (
        dir.path().join("reference.py"),
        dir.path().join("cases.json"),
    );
    std::fs::write(&script, REFERENCE).unwrap();
    let json = Value::Array(cases.iter().map(Case::json).collect());
    std::fs::write(&input, json.to_string()).unwrap();
    let out = Command::new(python)
        .arg(&script)
        .arg(&input)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "the reference script failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).unwrap()
}

#[test]
fn every_convention_matches_the_real_scheduler_at_every_step() {
    let Some(python) = common::optional::python_with(this_test!(), &["torch", "timm"]) else {
        return;
    };
    let cases: Vec<Case> = [timm_cases(), open_clip_cases(), torch_cases()].concat();
    let answer = reference(&python, &cases);
    let open_clip = answer["open_clip"].as_str();
    let (mut compared, mut worst, mut steps) = (0, 0.0f64, 0usize);
    // Steps that differ in any bit, per convention and schedule.
    let mut inexact: std::collections::BTreeMap<String, usize> = Default::default();
    for (case, lrs) in cases.iter().zip(answer["lrs"].as_array().unwrap()) {
        let Some(lrs) = lrs.as_array() else {
            continue; // open_clip's training package is not installed
        };
        let schedule = case.resolved();
        assert_eq!(
            lrs.len() as u64,
            schedule.total_steps,
            "{}",
            case.describe()
        );
        for (step, expected) in lrs.iter().enumerate() {
            let expected = f64::from_bits(expected.as_u64().unwrap());
            let ours = lr_at(&schedule, case.peak, step as u64);
            let error = (ours - expected).abs() / case.peak;
            assert!(
                error <= 1e-12,
                "{}: step {step}: paperfit {ours:e}, reference {expected:e}",
                case.describe()
            );
            worst = worst.max(error);
            if ours.to_bits() != expected.to_bits() {
                let what = format!("{} {}", case.convention.as_str(), case.name.as_str());
                *inexact.entry(what).or_default() += 1;
            }
            steps += 1;
        }
        compared += 1;
    }
    eprintln!(
        "{compared} schedules, {steps} steps: largest difference {worst:e} of the peak; steps not bit-identical: {inexact:?}; open_clip from {}",
        open_clip.unwrap_or("nowhere")
    );
    assert_eq!(
        compared,
        cases.len()
            - if open_clip.is_some() {
                0
            } else {
                open_clip_cases().len()
            }
    );
    if open_clip.is_none() {
        // Half a skip: the timm and PyTorch cases ran, open_clip's could not.
        common::optional::skip(
            &format!("{} (open_clip's cases)", this_test!()),
            common::optional::Part::Python,
            "needs open_clip's training package (`open_clip_train`, in the open_clip_torch wheel, or `training` from its repository) for its `cosine_lr` and `const_lr` (`pip install open_clip_torch`)",
        );
    }
}
