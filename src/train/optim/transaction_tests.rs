//! An update is a transaction: one that fails, where it allocates the state its parameters do
//! not have yet or in the fused pass's checks, leaves the weights, the state and the step count
//! as they were, so the step redone after it is the step an uninterrupted optimizer takes, bit
//! for bit (Adam's bias corrections of step 1, SGD's momentum buffer started from the gradient).

use candle_core::{Device, Tensor, Var};

use super::*;
use paperfit_kernels::out_of_memory::DeviceOutOfMemory;

fn spec(name: OptimizerName) -> ResolvedOptimizer {
    ResolvedOptimizer {
        name,
        weight_decay: 0.05,
        betas: Some([0.9, 0.999]),
        eps: Some(1e-8),
        momentum: (name == OptimizerName::Sgd).then_some(0.9),
        nesterov: Some(false),
        no_decay_norm_and_bias: false,
    }
}

fn params() -> Vec<Param> {
    [vec![1.0f32, -2.0, 3.0, 0.5], vec![0.25f32, -0.75]]
        .into_iter()
        .enumerate()
        .map(|(i, values)| Param {
            name: format!("p{i}"),
            var: Var::new(values.as_slice(), &Device::Cpu).unwrap(),
            decay: true,
        })
        .collect()
}

fn grads(step: u32) -> Vec<Tensor> {
    let s = step as f32;
    vec![
        Tensor::new(&[0.5f32 * s, 0.25, -1.0, 2.0 / s], &Device::Cpu).unwrap(),
        Tensor::new(&[-0.125f32, 0.75 * s], &Device::Cpu).unwrap(),
    ]
}

/// Every weight's, state tensor's and the step count's bits.
fn bits(opt: &Optimizer) -> Vec<(String, Vec<u64>)> {
    let weights = opt
        .params()
        .iter()
        .map(|p| (p.name.clone(), p.var.as_tensor().clone()));
    weights
        .chain(opt.state_tensors().unwrap())
        .map(|(name, t)| {
            let t = t.flatten_all().unwrap().to_dtype(DType::F64).unwrap();
            let values = t.to_vec1::<f64>().unwrap();
            (name, values.iter().map(|v| v.to_bits()).collect())
        })
        .collect()
}

fn oom() -> candle_core::Error {
    DeviceOutOfMemory("optimizer state: out of memory (test)".into()).into_candle()
}

#[test]
fn a_state_allocation_that_fails_changes_nothing_and_the_redone_step_is_the_first() {
    for name in [
        OptimizerName::Adam,
        OptimizerName::AdamW,
        OptimizerName::Sgd,
    ] {
        let mut uninterrupted = Optimizer::new(spec(name), params());
        let mut failed = Optimizer::new(spec(name), params());
        let before = bits(&failed);
        failed.fail_next_state_allocation(oom());
        let error = failed.step(&grads(1), 1e-2, 0.5).unwrap_err();
        assert!(
            paperfit_kernels::out_of_memory::is_device_out_of_memory(&error),
            "{name:?}: {error}"
        );
        assert_eq!(
            bits(&failed),
            before,
            "{name:?}: the failed update changed something"
        );
        assert_eq!(failed.steps(), 0, "{name:?}");
        assert!(failed.slots.iter().all(|s| s.m.is_none() && s.v.is_none()));
        for step in 1..=3 {
            failed.step(&grads(step), 1e-2, 0.5).unwrap();
            uninterrupted.step(&grads(step), 1e-2, 0.5).unwrap();
            assert_eq!(bits(&failed), bits(&uninterrupted), "{name:?}, step {step}");
        }
        assert_eq!(failed.steps(), 3, "{name:?}");
    }
}

/// A later step's update that fails (its state exists; here the fused pass refuses a gradient
/// of another size) changes neither the state nor the count: the next step is Adam's second.
#[test]
fn an_update_that_fails_in_its_checks_changes_nothing() {
    let mut uninterrupted = Optimizer::new(spec(OptimizerName::AdamW), params());
    let mut failed = Optimizer::new(spec(OptimizerName::AdamW), params());
    uninterrupted.step(&grads(1), 1e-2, 1.0).unwrap();
    failed.step(&grads(1), 1e-2, 1.0).unwrap();
    let before = bits(&failed);
    let mut wrong = grads(2);
    wrong[1] = Tensor::new(&[1.0f32, 2.0, 3.0], &Device::Cpu).unwrap();
    failed.step(&wrong, 1e-2, 1.0).unwrap_err();
    assert_eq!(bits(&failed), before);
    failed.step(&grads(2), 1e-2, 1.0).unwrap();
    uninterrupted.step(&grads(2), 1e-2, 1.0).unwrap();
    assert_eq!(bits(&failed), bits(&uninterrupted));
}
