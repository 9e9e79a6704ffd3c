//! The quickstart model: a small convolutional net without BatchNorm (so micro-batching is
//! exact). Each stage is conv 3x3 -> GroupNorm -> GELU -> max-pool 2x2; then global average
//! pooling and a linear classifier.

use std::cell::RefCell;
use std::rc::Rc;

use candle_core::{Result, Tensor};

use super::{HeadOutput, Model, Objective, Recipe};
use crate::config::schema::ModelSpec;
use crate::nn::footprint::Tracer;
use crate::nn::layers::{Conv2d, GroupNorm, Linear};
use crate::nn::{ops, Ctx, Init, Module, ParamStore};

/// Default stage widths when the experiment gives none.
pub const DEFAULT_CHANNELS: [u32; 3] = [16, 32, 64];

pub struct Stage {
    conv: Conv2d,
    norm: GroupNorm,
}

impl Module for Stage {
    fn forward(&self, x: &Tensor, ctx: &Ctx) -> Result<Tensor> {
        let y = self.conv.forward(x, ctx)?;
        let y = ops::gelu(&self.norm.forward(&y)?)?;
        ops::max_pool2d(&y, 2, 2, 0)
    }

    fn footprint(&self, t: &mut Tracer, x: &[usize]) -> Option<Vec<usize>> {
        Some(stage_footprint(&self.conv, &self.norm, t, x))
    }
}

/// conv 3x3 -> GroupNorm -> GELU -> max-pool 2x2 (also FSCT's small backbone stages).
pub fn stage_footprint(conv: &Conv2d, norm: &GroupNorm, t: &mut Tracer, x: &[usize]) -> Vec<usize> {
    let start = t.kept_in_segment();
    let y = conv.footprint(t, x);
    norm.footprint(t, &y);
    t.gelu(&y);
    let out = t.max_pool2d(&y, 2, 2, 0);
    t.backward_scratch(t.kept_in_segment() - start, SMALL_STAGE_BACKWARD_SHARE);
    out
}

/// A small-CNN stage's backward peaks at about this share of the bytes its forward kept, on top
/// of them (measured in `tests/memory_footprint_cnn.rs`).
pub const SMALL_STAGE_BACKWARD_SHARE: f64 = 1.1;

pub struct Head {
    fc: Linear,
    output: HeadOutput,
}

impl Module for Head {
    fn forward(&self, x: &Tensor, ctx: &Ctx) -> Result<Tensor> {
        self.output
            .rows(&ops::global_avg_pool(x)?, Some(&self.fc), ctx)
    }

    fn footprint(&self, t: &mut Tracer, x: &[usize]) -> Option<Vec<usize>> {
        let features = t.global_avg_pool(x);
        Some(self.output.rows_footprint(t, &features, Some(&self.fc)))
    }
}

pub struct SmallCnn {
    stages: Vec<Stage>,
    head: Head,
    objective: Objective,
    store: Rc<RefCell<ParamStore>>,
}

impl SmallCnn {
    pub fn new(
        init: &Init,
        channels: &[usize],
        num_classes: usize,
        recipe: &Recipe,
    ) -> Result<Self> {
        let mut stages = Vec::new();
        let mut in_c = 3;
        for (i, &c) in channels.iter().enumerate() {
            let s = init.pp("stages").pp(i.to_string());
            // Groups of (up to) 8 channels.
            let groups = (c / 8).max(1);
            stages.push(Stage {
                conv: Conv2d::new(&s.pp("conv"), in_c, c, 3, 1, 1, 1, true)?,
                norm: GroupNorm::new(&s.pp("norm"), groups, c, 1e-5)?,
            });
            in_c = c;
        }
        let output = HeadOutput::for_loss(recipe.loss.name);
        let head = Head {
            fc: Linear::new(&init.pp("head"), in_c, num_classes, true)?,
            output,
        };
        let feature_dim = if output == HeadOutput::FeaturesAndLogits {
            in_c
        } else {
            0
        };
        Ok(SmallCnn {
            stages,
            head,
            objective: Objective::new(recipe, feature_dim),
            store: init.store(),
        })
    }

    pub fn from_spec(spec: &ModelSpec, recipe: &Recipe, init: &Init) -> Result<Self> {
        let channels: Vec<usize> = spec
            .channels
            .clone()
            .unwrap_or_else(|| DEFAULT_CHANNELS.to_vec())
            .into_iter()
            .map(|c| c as usize)
            .collect();
        Self::new(init, &channels, super::head_outputs(spec, recipe), recipe)
    }
}

impl Model for SmallCnn {
    fn store(&self) -> Rc<RefCell<ParamStore>> {
        self.store.clone()
    }

    fn objective(&self) -> &Objective {
        &self.objective
    }

    fn new_parameter_prefixes(&self) -> Vec<String> {
        vec!["head.".into()]
    }

    fn segments(&self) -> Vec<&dyn Module> {
        let mut out: Vec<&dyn Module> = self.stages.iter().map(|s| s as &dyn Module).collect();
        out.push(&self.head);
        out
    }
}
