//! The convolution workspace allowance the engine installs for cuDNN: the plan's model's
//! largest convolution workspace at the plan's micro-batch and input size.

use candle_core::Device;

use super::convolution_allowance;
use crate::plan::Plan;

/// ResNet-18 on 32 px images in fp32, micro-batches of 2.
fn resnet18_32px() -> Plan {
    super::test_plan(
        "quickstart_vit.toml",
        &[
            "model.name=\"resnet18\"",
            "model.drop_path_rate=0",
            "train.precision=fp32",
            "paper.input_size=32",
            "data.train_samples=8",
            "paper.effective_batch=4",
            "train.micro_batch=2",
        ],
    )
}

#[test]
fn the_allowance_is_the_largest_convolution_workspace_of_the_plans_model() {
    let plan = resnet18_32px();
    let model =
        crate::models::build_for(&plan.model, &plan.recipe(), plan.seed, &Device::Cpu).unwrap();
    // The stem, 7 x 7 over 3 channels with stride 2 (32 px -> 16 x 16 outputs), unfolds the
    // most: 2 images x 3 x 7 x 7 x 16 x 16 values of 4 bytes. The widest 3 x 3 convolution
    // (64 channels at 8 x 8 after the pooling) unfolds 2 x 64 x 9 x 8 x 8 x 4 = 294,912 bytes.
    let stem = 2 * 3 * 7 * 7 * 16 * 16 * 4;
    assert_eq!(convolution_allowance(&*model, &plan), stem);
    // Twice the micro-batch, twice the allowance: it follows the plan.
    let mut doubled = plan.clone();
    doubled.micro_batch = 4;
    assert_eq!(convolution_allowance(&*model, &doubled), 2 * stem);
}
