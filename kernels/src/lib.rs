//! Fused ops: each a candle custom op with a CPU twin and a CUDA kernel of the same math, and a
//! backward built from a second fused op, so a layer is one node of the autograd graph instead
//! of a dozen (every node is a kernel launch forward, one or more backward, and a gradient
//! to store).
//!
//! The composed versions in paperfit's `tests/common/reference.rs` are the references:
//! `tests/it/fused_ops.rs` and its siblings (`fused_cnn_ops.rs`, `fused_cross_entropy.rs`, ...)
//! check every fused op's forward and backward against them and against finite differences in
//! f64, and `paperfit doctor` checks each CUDA kernel against its CPU twin on the GPU. Beside
//! the ops: [`matmul`], the one entry point of every matrix product; [`out_of_memory`], the
//! device's allocation failures recognised by type; [`build_info`], what the CUDA kernels were
//! compiled for. This crate uses nothing of paperfit's: models, plans and training live above.
//!
//! - [`layer_norm`]: layer normalisation over the last dimension;
//! - [`activation`]: exact GELU and QuickGELU;
//! - [`attention`]: scaled dot-product attention that keeps no scores for backward;
//! - [`cross_entropy`]: cross-entropy with label smoothing over logits;
//! - [`bias`]: a linear layer's bias and its gradient ([`crate::matmul::linear`] is the
//!   linear layer as one op: it lives with the other products, which share its layout rule);
//! - [`conv`]: 2-D convolution (grouped in one call) on cuDNN, im2col products on the CPU;
//! - [`batch_norm`]: batch normalisation with batch or running statistics, optionally + ReLU,
//!   or + a residual block's shortcut + ReLU ([`batch_norm_add_relu`]);
//! - [`pool`]: max pooling with any window, stride and padding;
//! - [`channels`]: global average pooling, the squeeze-and-excitation gate, residual + ReLU;
//! - [`se_gate`]: an SE block's end, gate + residual + ReLU as one op ([`gate_add_relu`]);
//! - [`reduce`]: the fixed order of every sum over rows or elements (same bits on every run);
//! - [`drop_path`]: drop-path masks from a counter-based generator, drawn on the device;
//! - [`images`]: a batch's 8-bit pixels uploaded and normalised on the device;
//! - [`select`]: the k highest scores of each row, as positions (DCAL's GLCA queries);
//! - [`optimizer`]: the global gradient norm and the optimizer update over every parameter at
//!   once (multi-tensor: one launch each per step on CUDA), in place.
//!
//! CUDA kernels live in `cuda/*.cu`, compiled by `build.rs` (with the `cuda` feature) into one
//! fatbinary per file: machine code for each compute capability the build serves and PTX for
//! newer cards (`cuda.rs` loads them).

pub(crate) mod activation;
pub(crate) mod affine;
pub mod attention;
pub mod batch_norm;
pub mod bias;
pub mod build_info;
pub(crate) mod channels;
pub mod conv;
pub(crate) mod cpu;
pub mod cross_entropy;
#[cfg(feature = "cuda")]
pub(crate) mod cuda;
pub mod drop_path;
pub mod images;
pub mod layer_norm;
pub mod matmul;
pub mod optimizer;
pub mod out_of_memory;
pub(crate) mod pool;
pub(crate) mod reduce;
pub(crate) mod residual_layer_norm;
pub(crate) mod saved;
pub(crate) mod se_gate;
pub mod select;
pub(crate) mod sum;
pub(crate) mod vector_math;

pub use activation::fused_activation;
pub use activation::Kind as ActivationKind;
pub use affine::channel_affine;
pub use batch_norm::{batch_norm_add_relu, fused_batch_norm, Statistics};
pub(crate) use bias::sum_rows;
pub use channels::{add_relu, channel_gate, spatial_mean};
pub use conv::conv2d;
pub use cpu::master_dtype;
pub use cross_entropy::cross_entropy_sum;
pub use layer_norm::fused_layer_norm;
pub use pool::max_pool2d;
pub use residual_layer_norm::fused_residual_layer_norm;
pub use se_gate::gate_add_relu;
pub use sum::{install_gradient_sum, sum, sum_detached};
