//! What the autograd graph keeps alive during a training forward pass: a shape-level mirror of
//! the forward, layer by layer, that costs no arithmetic.
//!
//! candle's graph holds every op's inputs until the backward pass is done, so the activation
//! memory of a micro-batch is the sum of the outputs of every op between the first parameter
//! and the loss, except views (`reshape` and `get` of contiguous data, `transpose`, `narrow`,
//! broadcasts), which share their input's storage. Each layer's `footprint` walks its own
//! `forward` op by op and records here the tensors that forward allocates; the memory
//! estimator (`crate::memory`) turns the record into bytes per configuration, and
//! `tests/footprint/memory_footprint.rs` checks the record against the bytes candle really allocates.

use candle_core::DType;
use paperfit_kernels::attention::{self, AttentionPath};
use serde::Serialize;

/// One segment (what gradient checkpointing recomputes as a unit).
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
pub struct SegmentFootprint {
    pub name: String,
    /// The segment's input (what checkpointing keeps of it).
    pub input_bytes: u64,
    /// Op outputs the graph keeps until backward.
    pub kept_bytes: u64,
    /// The largest single kept tensor: backward holds a gradient of about this size for the
    /// op it is in, and of its inputs.
    pub largest_bytes: u64,
    /// The largest buffer an op allocates and frees within itself (the im2col matrix of a
    /// convolution, ...).
    pub workspace_bytes: u64,
    /// Parameters the segment reads (each has a gradient).
    pub weight_elems: u64,
    /// Of those, the ones cast to the compute dtype inside the graph, whose copy it keeps under
    /// mixed precision (the fused linear and norm ops read the f32 masters and keep none).
    pub cast_elems: u64,
    /// Of those, the trainable linear weights, whose copy in the compute dtype the engine keeps
    /// under mixed precision for the whole run ([`crate::nn::WeightCopies`]).
    pub copy_elems: u64,
}

/// The footprint of one training forward pass over a micro-batch.
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
pub struct Footprint {
    pub micro_batch: usize,
    /// Bytes per element of the compute dtype.
    pub compute_bytes: u64,
    pub segments: Vec<SegmentFootprint>,
    /// What the loss keeps on top of the last segment (log-softmax of the logits, ...).
    pub loss_kept_bytes: u64,
    /// The largest workspace any one convolution's pass is allowed
    /// ([`paperfit_kernels::conv::workspace_bytes`]); counted within its segment's workspace.
    pub conv_workspace_bytes: u64,
}

impl Footprint {
    pub fn kept_bytes(&self) -> u64 {
        self.segments.iter().map(|s| s.kept_bytes).sum::<u64>() + self.loss_kept_bytes
    }

    pub fn workspace_bytes(&self) -> u64 {
        self.segments
            .iter()
            .map(|s| s.workspace_bytes)
            .max()
            .unwrap_or(0)
    }

    pub fn weight_elems(&self) -> u64 {
        self.segments.iter().map(|s| s.weight_elems).sum()
    }

    pub fn cast_elems(&self) -> u64 {
        self.segments.iter().map(|s| s.cast_elems).sum()
    }

    pub(crate) fn copy_elems(&self) -> u64 {
        self.segments.iter().map(|s| s.copy_elems).sum()
    }
}

/// Records a forward pass. Shapes include the batch dimension.
#[derive(Debug)]
pub struct Tracer {
    compute: DType,
    attention: AttentionPath,
    micro_batch: usize,
    segments: Vec<SegmentFootprint>,
    loss_kept_bytes: u64,
    conv_workspace_bytes: u64,
}

pub(crate) fn bytes_of(shape: &[usize], dtype: DType) -> u64 {
    shape.iter().product::<usize>() as u64 * dtype.size_in_bytes() as u64
}

impl Tracer {
    /// A trace of a micro-batch of `micro_batch` samples computed in `compute`.
    pub fn new(micro_batch: usize, compute: DType) -> Self {
        Tracer {
            compute,
            attention: AttentionPath::Composed,
            micro_batch,
            segments: Vec::new(),
            loss_kept_bytes: 0,
            conv_workspace_bytes: 0,
        }
    }

    /// This trace with its attention on `path` (the composed one unless set).
    pub(crate) fn with_attention(mut self, path: AttentionPath) -> Self {
        self.attention = path;
        self
    }

    /// The compute dtype (the master weights are f32 whatever it is).
    pub(crate) fn compute(&self) -> DType {
        self.compute
    }

    /// Whether the compute dtype is f16 or bf16 (norms and softmax widen to f32).
    pub(crate) fn is_half(&self) -> bool {
        matches!(self.compute, DType::F16 | DType::BF16)
    }

    /// Start a segment whose input has `input` shape in `dtype`.
    pub(crate) fn begin_segment(&mut self, name: &str, input: &[usize], dtype: DType) {
        self.segments.push(SegmentFootprint {
            name: name.to_string(),
            input_bytes: bytes_of(input, dtype),
            ..SegmentFootprint::default()
        });
    }

    fn current(&mut self) -> &mut SegmentFootprint {
        if self.segments.is_empty() {
            self.segments.push(SegmentFootprint {
                name: "forward".into(),
                ..SegmentFootprint::default()
            });
        }
        self.segments.last_mut().expect("a segment exists")
    }

    /// An op output of `shape` in `dtype` that the graph keeps.
    pub(crate) fn keep(&mut self, shape: &[usize], dtype: DType) {
        let bytes = bytes_of(shape, dtype);
        let s = self.current();
        s.kept_bytes += bytes;
        s.largest_bytes = s.largest_bytes.max(bytes);
    }

    /// [`Tracer::keep`] in the compute dtype.
    pub(crate) fn keep_compute(&mut self, shape: &[usize]) {
        self.keep(shape, self.compute);
    }

    /// [`Tracer::keep`] of `count` outputs of the same shape in the compute dtype.
    pub(crate) fn keep_compute_n(&mut self, count: usize, shape: &[usize]) {
        for _ in 0..count {
            self.keep_compute(shape);
        }
    }

    /// `ops::widen`: an f32 copy when the compute dtype is half, nothing otherwise.
    pub(crate) fn widen(&mut self, shape: &[usize]) {
        if self.is_half() {
            self.keep(shape, DType::F32);
        }
    }

    /// The working dtype of ops that widen (f32 for half compute, else the compute dtype).
    pub(crate) fn wide(&self) -> DType {
        if self.is_half() {
            DType::F32
        } else {
            self.compute
        }
    }

    /// Bytes kept so far in the current segment (a layer measures its own share with it).
    pub(crate) fn kept_in_segment(&self) -> u64 {
        self.segments.last().map(|s| s.kept_bytes).unwrap_or(0)
    }

    /// Backward of a layer that kept `kept` bytes holds gradients and temporaries of about
    /// `share` of that at its peak (measured per layer kind in `tests/memory_footprint*.rs`).
    pub(crate) fn backward_scratch(&mut self, kept: u64, share: f64) {
        self.workspace((kept as f64 * share) as u64);
    }

    /// A buffer an op allocates and frees within itself.
    pub(crate) fn workspace(&mut self, bytes: u64) {
        let s = self.current();
        s.workspace_bytes = s.workspace_bytes.max(bytes);
    }

    /// A convolution's workspace: the current segment's like any op's, and the largest of the
    /// model's convolutions kept apart ([`Footprint::conv_workspace_bytes`]).
    pub(crate) fn convolution_workspace(&mut self, bytes: u64) {
        self.workspace(bytes);
        self.conv_workspace_bytes = self.conv_workspace_bytes.max(bytes);
    }

    /// Parameters read by the current segment.
    pub(crate) fn weights(&mut self, elems: usize) {
        self.current().weight_elems += elems as u64;
    }

    /// Trainable weights the current segment reads from the engine's copies in the compute
    /// dtype (already counted by [`Tracer::weights`]).
    pub(crate) fn copied_weights(&mut self, elems: usize) {
        self.current().copy_elems += elems as u64;
    }

    /// Parameters read by the current segment through a cast to the compute dtype inside the
    /// graph (`Weight::cast`).
    pub(crate) fn cast_weights(&mut self, elems: usize) {
        let s = self.current();
        s.weight_elems += elems as u64;
        s.cast_elems += elems as u64;
    }

    /// An op output the loss keeps (it runs after the last segment).
    pub(crate) fn keep_for_loss(&mut self, shape: &[usize], dtype: DType) {
        self.loss_kept_bytes += bytes_of(shape, dtype);
    }

    pub fn finish(self) -> Footprint {
        Footprint {
            micro_batch: self.micro_batch,
            compute_bytes: self.compute.size_in_bytes() as u64,
            segments: self.segments,
            loss_kept_bytes: self.loss_kept_bytes,
            conv_workspace_bytes: self.conv_workspace_bytes,
        }
    }
}

/// Shape helper: `shape` with its last dimension replaced.
pub(crate) fn with_last(shape: &[usize], last: usize) -> Vec<usize> {
    let mut s = shape.to_vec();
    if let Some(l) = s.last_mut() {
        *l = last;
    }
    s
}

/// Footprints of the layers' ops (the fused ops of `paperfit_kernels` and the composed ops of
/// [`crate::nn::ops`]), each as what its forward keeps for backward.
impl Tracer {
    /// `kernels::fused_layer_norm` of `shape` held in `dtype`: the output, and the mean and
    /// reciprocal standard deviation of each row it saves for backward (f32, f64 in f64).
    pub(crate) fn layer_norm(&mut self, shape: &[usize], dtype: DType) {
        self.keep(shape, dtype);
        let stats = if dtype == DType::F64 {
            DType::F64
        } else {
            DType::F32
        };
        self.keep(&with_last(shape, 2), stats);
    }

    /// `ops::group_norm` of (n, c, h, w) in the compute dtype: the fused batch-norm op's output
    /// and its (n x groups, 3) statistics in the master dtype, then the fused affine's output
    /// (its backward reads the normalised input, already kept).
    pub(crate) fn group_norm(&mut self, shape: &[usize], groups: usize) {
        self.keep_compute(shape);
        self.keep(
            &[shape[0] * groups, 3],
            paperfit_kernels::master_dtype(self.compute()),
        );
        self.keep_compute(shape);
    }

    /// `kernels::cross_entropy` of (n, classes) logits, kept by the loss: each sample's loss
    /// and the log-sum-exp its backward reads, in the wide dtype.
    pub(crate) fn cross_entropy_for_loss(&mut self, shape: &[usize]) {
        let wide = self.wide();
        let rows = [shape[0]];
        self.keep_for_loss(&rows, wide);
        self.keep_for_loss(&rows, wide);
    }

    /// `kernels::fused_activation` (GELU, QuickGELU): its output (the input is the layer before's).
    pub(crate) fn activation(&mut self, shape: &[usize]) {
        self.keep_compute(shape);
    }

    /// `Tensor::relu`.
    pub fn relu(&mut self, shape: &[usize]) {
        self.keep_compute(shape);
    }

    /// An elementwise op with a new output (a residual sum, a product).
    pub(crate) fn elementwise(&mut self, shape: &[usize]) {
        self.keep_compute(shape);
    }

    /// `ops::drop_path` in training with rate `p`: the masked product.
    pub(crate) fn drop_path(&mut self, shape: &[usize], p: f64) {
        if p > 0.0 {
            self.keep_compute(shape);
        }
    }

    /// `kernels::attention` of queries (b, tq, heads x d) against keys and values (b, tk,
    /// heads x d): it keeps its output and one log-sum-exp per head and query. On the composed
    /// path the heads' head-major copies, scores and probabilities are workspace, largest in
    /// its backward ([`paperfit_kernels::attention::backward_workspace_bytes`]); the fused path
    /// (heads of 64) has none of them, only its gradients and the backward's row dots
    /// ([`paperfit_kernels::attention::fused_backward_workspace_bytes`]).
    pub(crate) fn attention(&mut self, b: usize, heads: usize, tq: usize, tk: usize, d: usize) {
        let lse = if self.compute == DType::F64 {
            DType::F64
        } else {
            DType::F32
        };
        self.keep_compute(&[b, tq, heads * d]);
        self.keep(&[b * heads * tq], lse);
        let sizes = (b, heads, tq, tk, d);
        let bytes = match self.attention.fuses(d) {
            true => attention::fused_backward_workspace_bytes(sizes, self.compute),
            false => attention::backward_workspace_bytes(sizes, self.compute),
        };
        self.workspace(bytes);
    }
}

/// Footprints of the convolutional-net ops in `paperfit_kernels`.
impl Tracer {
    /// `kernels::max_pool2d` of (n, c, h, w): the output and the position of each window's
    /// maximum (a byte per output). Returns the output shape.
    pub(crate) fn max_pool2d(
        &mut self,
        x: &[usize],
        kernel: usize,
        stride: usize,
        padding: usize,
    ) -> Vec<usize> {
        let (n, c, h, w) = (x[0], x[1], x[2], x[3]);
        let out_h = (h + 2 * padding - kernel) / stride + 1;
        let out_w = (w + 2 * padding - kernel) / stride + 1;
        let out = vec![n, c, out_h, out_w];
        self.keep_compute(&out);
        self.keep(&out, DType::U8);
        out
    }

    /// `kernels::spatial_mean` of (n, c, h, w) (global average pooling): the (n, c) means.
    pub(crate) fn global_avg_pool(&mut self, x: &[usize]) -> Vec<usize> {
        let out = vec![x[0], x[1]];
        self.keep_compute(&out);
        out
    }
}
