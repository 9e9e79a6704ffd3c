//! FS-CT and ProFOCT: Conv4 and FS-CT parameter counts and names against the authors' code, the
//! cosine-transformer head against a direct re-implementation of its forward pass, the VIC terms
//! on hand-computed values, exact episodic gradient caching, gradients for every parameter, and
//! a loss that falls on a tiny episode task.

use crate::common;

use common::{largest as max_abs, max_abs_diff, window_gradients as gradients};

use std::collections::BTreeMap;

use candle_core::{DType, Device, Tensor};
use paperfit::config::schema::{InputSize, LossName, LossSpec, ModelArch, ModelSpec, SamplingSpec};
use paperfit::data::{self, samplers, Dataset, Split};
use paperfit::models::conv4::Conv4;
use paperfit::models::{self, fsct, Coupling, HeadOutput, Model, Recipe};
use paperfit::nn::{losses, Init};
use paperfit::plan::{GradientMethod, Plan};
use paperfit::train::engine::Engine;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

mod head;
mod training;

/// Episode `number` of epoch 0 of `data`: support class-major, then queries class-major.
fn episode(plan: &Plan, data: &dyn Dataset, number: u64) -> Vec<usize> {
    let Some(SamplingSpec::Episodes {
        n_way,
        k_shot,
        n_query,
    }) = plan.sampling
    else {
        panic!("not an episodic plan");
    };
    let labels: Vec<u32> = (0..data.len()).map(|i| data.label(i)).collect();
    samplers::episode(
        &labels,
        n_way as usize,
        k_shot as usize,
        n_query as usize,
        plan.seed,
        0,
        number,
    )
    .unwrap()
    .images()
}

fn episodes(n_way: u32, k_shot: u32, n_query: u32) -> Recipe {
    Recipe {
        loss: LossSpec {
            name: LossName::Episodic,
            ..LossSpec::cross_entropy()
        },
        sampling: Some(SamplingSpec::Episodes {
            n_way,
            k_shot,
            n_query,
        }),
    }
}
