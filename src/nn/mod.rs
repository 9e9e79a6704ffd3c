//! The autograd-safe layer set every model is built from.
//!
//! Several candle-nn building blocks silently drop gradients (the fused softmax and layer-norm
//! kernels have no backward) or compute them wrongly (`max_pool2d` with kernel == stride). The
//! layers here are paperfit's fused ops ([`kernels`]: each a graph node with its own backward,
//! a CPU twin and a CUDA kernel) and candle-core primitives whose backward is correct; the
//! composed versions stay in [`ops`] as the fused ops' references. Each has a
//! finite-difference gradient test in f64 (`tests/it/layer_gradients.rs`, `tests/it/fused_ops.rs`).
//!
//! Parameters live in a [`ParamStore`] under their public names (torchvision / timm / OpenAI),
//! as f32 masters: [`Weight::Trainable`] variables, or [`Weight::Frozen`] buffers that are
//! saved with the weights but never trained. Layers cast them to the compute dtype inside the
//! graph, so the cast's backward returns f32 gradients to the masters.
//!
//! Every layer is a [`Module`] (a differentiable function of one tensor with its memory
//! footprint) built from an [`Init`] and, where it has options, a config struct
//! ([`layers::LinearConfig`], [`layers::Conv2dConfig`], [`layers::BlockConfig`]), in the
//! style of candle-nn's `Module` and `Conv2dConfig`.

mod copies;
pub mod footprint;
pub mod layers;
pub mod losses;
pub mod ops;
mod params;

use candle_core::{DType, Result, Tensor};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

pub use copies::WeightCopies;
pub use params::{Fill, Param, ParamStore};
pub use params::{Init, Weight};

use crate::labels::Labels;
use crate::seed::mix;

/// How a forward pass runs.
#[derive(Debug, Clone)]
pub struct Ctx {
    pub train: bool,
    /// Compute dtype (f32, bf16, f16; f64 in gradient checks). Parameters are cast to it.
    pub dtype: DType,
    /// Whether train-mode BatchNorm updates its running statistics. Off while a checkpointed
    /// block is recomputed in backward, so the statistics are updated once per micro-batch.
    pub update_batch_stats: bool,
    /// Seed of this forward pass's random masks (drop-path), derived from the run seed
    /// and the micro-step, so a resumed run draws the same masks without saving RNG state.
    pub noise_seed: u64,
    /// Position of this micro-batch's first sample in its optimizer step. Masks are drawn per
    /// sample from (seed, salt, position), so splitting a batch into micro-batches draws the
    /// same masks as the full batch.
    pub sample_offset: u64,
    /// The micro-batch's labels, for segments whose input includes each sample's class
    /// (CLIP's text tower embeds the class prompt of each image).
    pub labels: Option<Labels>,
    /// The weights' copies in the compute dtype that the linear layers read instead of casting
    /// their masters (mixed-precision training; `None`: each use casts).
    pub weight_copies: Option<WeightCopies>,
}

impl Ctx {
    pub fn eval(dtype: DType) -> Self {
        Ctx {
            train: false,
            dtype,
            update_batch_stats: false,
            noise_seed: 0,
            sample_offset: 0,
            labels: None,
            weight_copies: None,
        }
    }

    pub fn train(dtype: DType, noise_seed: u64) -> Self {
        Ctx {
            train: true,
            dtype,
            update_batch_stats: true,
            noise_seed,
            sample_offset: 0,
            labels: None,
            weight_copies: None,
        }
    }

    /// The generator for sample `index` (within this micro-batch) of the layer `salt`.
    pub(crate) fn sample_rng(&self, salt: u64, index: usize) -> ChaCha8Rng {
        ChaCha8Rng::seed_from_u64(mix(
            mix(self.noise_seed, salt),
            self.sample_offset + index as u64,
        ))
    }
}

/// A differentiable function of one tensor: every layer, and every model segment that
/// gradient checkpointing recomputes.
pub trait Module {
    fn forward(&self, x: &Tensor, ctx: &Ctx) -> Result<Tensor>;

    /// Records the training forward's footprint on input shape `x` (see [`footprint`]) and
    /// returns the output shape.
    fn footprint(&self, t: &mut footprint::Tracer, x: &[usize]) -> Vec<usize>;
}
