//! The layer set: every model (CNNs, ViT/DeiT, DCAL, FSCT, CLIP) is built from these, so a
//! fused kernel added to one layer serves every model. Each layer is a [`Module`]; layers with
//! options take a config struct. Weight names follow PyTorch (`weight`, `bias`,
//! `running_mean`, ...) so checkpoints load in Python and public weights load here.

mod conv;
mod linear;
mod norm;
mod transformer;

pub use conv::{Conv2d, Conv2dConfig};
pub use linear::{Linear, LinearConfig};
pub use norm::{BatchNorm2d, GroupNorm, LayerNorm};
pub(crate) use transformer::TRANSFORMER_BLOCK_BACKWARD_SHARE;
pub use transformer::{Activation, Attention, BlockConfig, TransformerBlock};
pub use transformer::{BlockNames, Mlp};

pub use super::Module;
