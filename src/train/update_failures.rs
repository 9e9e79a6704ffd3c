//! An out-of-memory error in a window's optimizer update. Where the update allocates the state
//! its parameters do not have yet (the first step's Adam moments), nothing has changed: the
//! window backs off and is redone, and the run is bit for bit the uninterrupted run at the
//! smaller micro-batch (weights, BatchNorm statistics, optimizer state and step count, the
//! fp16 loss scale). Once the update has changed the weights, the window cannot be redone
//! without applying it twice: recovery refuses it, and the update stands once.

use candle_core::{DType, Device};

use super::engine::{Engine, Faults};
use crate::data::{self, Dataset, Split};
use crate::plan::Plan;
use crate::train::recovery::{self, Backoff};

/// The toy BatchNorm model in `precision`, steps of 16 in micro-batches of 8.
fn toy(precision: &str) -> Plan {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("toy.toml");
    // The toy model's experiment in micro-batches of 8 (its precision is set below).
    let experiment = super::toy_model::EXPERIMENT.replace("micro_batch = 4", "micro_batch = 8");
    std::fs::write(&path, experiment).unwrap();
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut options = crate::config::LoadOptions::new(&path, "cpu");
    options.presets_dir = Some(root.join("presets"));
    options = options.set(&format!("train.precision=\"{precision}\""));
    crate::plan::build(&crate::config::load(&options).unwrap()).unwrap_or_else(|e| panic!("{e}"))
}

fn train_data(plan: &Plan) -> Box<dyn Dataset> {
    data::open(
        &plan.data,
        plan.input_size().unwrap(),
        Split::Train,
        plan.seed,
    )
    .unwrap()
}

fn window(step: u64) -> Vec<usize> {
    (0..16).map(|i| (step as usize * 16 + i) % 64).collect()
}

/// Every weight's, buffer's and optimizer tensor's bits (the step count among them).
fn tensors(engine: &Engine) -> Vec<(String, Vec<u64>)> {
    let (weights, optimizer) = engine.checkpoint_tensors().unwrap();
    weights
        .into_iter()
        .chain(optimizer)
        .map(|(name, t)| {
            let t = t.flatten_all().unwrap().to_dtype(DType::F64).unwrap();
            let values = t.to_vec1::<f64>().unwrap();
            (name, values.iter().map(|v| v.to_bits()).collect())
        })
        .collect()
}

/// Where `engine` differs from `reference`: the names of the tensors whose bits differ, and
/// the loss scaler's state when it does.
fn differences(engine: &Engine, reference: &Engine) -> Vec<String> {
    let (got, want) = (tensors(engine), tensors(reference));
    assert_eq!(got.len(), want.len());
    let mut out: Vec<String> = got
        .iter()
        .zip(&want)
        .filter(|(a, b)| a != b)
        .map(|(a, _)| a.0.clone())
        .collect();
    if engine.scaler() != reference.scaler() {
        out.push(format!(
            "{:?} against {:?}",
            engine.scaler(),
            reference.scaler()
        ));
    }
    out
}

/// Steps `0..steps` through recovery (back-offs as the training loop makes them), from
/// micro-batches of 8; the back-offs and each step's loss bits.
fn train_with_recovery(
    engine: &mut Engine,
    data: &dyn Dataset,
    steps: u64,
) -> (Vec<Backoff>, Vec<u64>) {
    let (mut micro, mut backoffs, mut losses) = (8, Vec::new(), Vec::new());
    for step in 0..steps {
        let prepared = engine.prepare(data, &window(step), micro, step).unwrap();
        let outcome = recovery::train_with_backoff(engine, prepared, step, &mut micro, &mut |b| {
            backoffs.push(b.clone());
            Ok(())
        })
        .unwrap_or_else(|e| panic!("step {step}: {e}"));
        assert!(outcome.applied, "step {step}");
        losses.push(outcome.loss.to_bits());
    }
    (backoffs, losses)
}

#[test]
fn a_failed_state_allocation_backs_off_and_the_run_is_the_uninterrupted_one_bit_for_bit() {
    for precision in ["fp32", "fp16"] {
        let plan = toy(precision);
        let data = train_data(&plan);
        let mut faulted = Engine::new(&plan, &Device::Cpu).unwrap();
        faulted.inject(Faults {
            oom_in_update_at_step: Some(0),
            ..Faults::default()
        });
        let (backoffs, losses) = train_with_recovery(&mut faulted, data.as_ref(), 3);
        assert_eq!(backoffs.len(), 1, "{precision}: {backoffs:?}");
        assert_eq!(
            (backoffs[0].step, backoffs[0].from, backoffs[0].to),
            (0, 8, 4)
        );
        assert!(
            backoffs[0].error.contains("injected at optimizer step 1"),
            "{precision}: {backoffs:?}"
        );
        // The uninterrupted run in the split the faulted one backed off to, from its first step.
        let mut reference = Engine::new(&plan, &Device::Cpu).unwrap();
        let expected: Vec<u64> = (0..3)
            .map(|step| {
                let outcome = reference
                    .train_step(data.as_ref(), &window(step), 4, step)
                    .unwrap();
                outcome.loss.to_bits()
            })
            .collect();
        assert_eq!(losses, expected, "{precision}");
        assert!(
            tensors(&faulted)
                .iter()
                .any(|(n, _)| n.ends_with(".exp_avg_sq")),
            "{precision}: the optimizer state is compared"
        );
        assert_eq!(
            differences(&faulted, &reference),
            Vec::<String>::new(),
            "{precision}: weights, statistics, optimizer state and scale"
        );
    }
}

#[test]
fn a_failure_after_the_update_changed_the_weights_is_refused_not_redone() {
    for precision in ["fp32", "fp16"] {
        let plan = toy(precision);
        let data = train_data(&plan);
        let mut faulted = Engine::new(&plan, &Device::Cpu).unwrap();
        faulted.inject(Faults {
            oom_after_update_at_step: Some(1),
            ..Faults::default()
        });
        train_with_recovery(&mut faulted, data.as_ref(), 1);
        let prepared = faulted.prepare(data.as_ref(), &window(1), 8, 1).unwrap();
        let mut micro = 8;
        let mut backoffs = 0;
        let error =
            recovery::train_with_backoff(&mut faulted, prepared, 1, &mut micro, &mut |_| {
                backoffs += 1;
                Ok(())
            })
            .unwrap_err();
        assert!(recovery::is_out_of_memory(&error), "{precision}: {error}");
        let said = error.to_string();
        assert!(
            said.contains("optimizer step 2 after its update changed the weights")
                && said.contains("cannot be redone")
                && said.contains("resume the run"),
            "{precision}: {said}"
        );
        assert_eq!((backoffs, micro), (0, 8), "{precision}: not redone");
        // The update stands once: the weights, statistics, optimizer state and scale of two
        // uninterrupted steps (a redone window would have applied the second step twice).
        let mut reference = Engine::new(&plan, &Device::Cpu).unwrap();
        for step in 0..2 {
            reference
                .train_step(data.as_ref(), &window(step), 8, step)
                .unwrap();
        }
        assert_eq!(
            differences(&faulted, &reference),
            Vec::<String>::new(),
            "{precision}"
        );
    }
}
