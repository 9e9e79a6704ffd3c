//! The image tower's segments: the patch embedding and the head (its blocks are the layer
//! set's [`crate::nn::layers::TransformerBlock`]s).

use std::cell::RefCell;
use std::rc::Rc;

use candle_core::{DType, Result, Tensor};

use crate::nn::footprint::{with_last, Tracer};
use crate::nn::layers::LayerNorm;
use crate::nn::{ops, Ctx, Module, Weight};
use paperfit_kernels::matmul::{linear, matmul};

/// Patch embedding (`conv1`, no bias), class token, position embedding, `ln_pre`:
/// images (n, 3, h, w) -> tokens (n, 1 + patches, width).
pub struct VisualStem {
    pub conv1: Weight,
    pub class_embedding: Weight,
    pub positional_embedding: Weight,
    pub ln_pre: LayerNorm,
    pub(super) patch: usize,
}

impl Module for VisualStem {
    fn forward(&self, x: &Tensor, ctx: &Ctx) -> Result<Tensor> {
        let n = x.dim(0)?;
        let conv = self.conv1.tensor();
        let width = conv.dim(0)?;
        // A convolution whose kernel equals its stride is a product of the flattened patches
        // (same weights, same sums): the images, which are data, get no gradient.
        let patches = ops::patchify(&x.to_dtype(ctx.dtype)?, self.patch)?;
        let tokens = linear(&patches, &conv.flatten_from(1)?, None)?;
        let cls = self
            .class_embedding
            .cast(ctx.dtype)?
            .reshape((1, 1, width))?
            .broadcast_as((n, 1, width))?;
        let tokens = Tensor::cat(&[&cls, &tokens], 1)?
            .broadcast_add(&self.positional_embedding.cast(ctx.dtype)?)?;
        self.ln_pre.forward(&tokens, ctx)
    }

    /// The patches' copy (a reshape of a permuted view), their product with the kernel, the
    /// concatenation with the class token, the position sum and `ln_pre`.
    fn footprint(&self, t: &mut Tracer, x: &[usize]) -> Vec<usize> {
        let (n, c, h, w) = (x[0], x[1], x[2], x[3]);
        let p = self.patch;
        let patches = (h / p) * (w / p);
        let width = self.conv1.dims()[0];
        t.weights(self.conv1.trainable_elems());
        t.cast_weights(
            self.class_embedding.trainable_elems() + self.positional_embedding.trainable_elems(),
        );
        t.keep_compute(&[n, patches, c * p * p]);
        t.keep_compute(&[n, patches, width]);
        let tokens = vec![n, 1 + patches, width];
        t.keep_compute_n(2, &tokens);
        self.ln_pre.footprint(t, &tokens);
        tokens
    }
}

/// [`ops::l2_normalize`] of `x` in `dtype`: the square, its row sums and their root, the
/// quotient.
pub(super) fn l2_normalize_footprint(t: &mut Tracer, x: &[usize], dtype: DType) {
    let rows = with_last(x, 1);
    t.keep(x, dtype);
    t.keep(&rows, dtype);
    t.keep(&rows, dtype);
    t.keep(x, dtype);
}

/// `ln_post` on the class token, `proj`, normalisation; then the zero-shot head's logits
/// (Task Arithmetic) or the embedding itself (FLYP).
pub struct VisualHead {
    pub ln_post: LayerNorm,
    pub proj: Weight,
    /// The zero-shot head (classes, embed) for Task Arithmetic rows; None: emit the embedding.
    pub(super) head: Option<Rc<RefCell<Tensor>>>,
}

impl Module for VisualHead {
    fn forward(&self, x: &Tensor, ctx: &Ctx) -> Result<Tensor> {
        let cls = x.narrow(1, 0, 1)?.squeeze(1)?;
        let features = matmul(
            &self.ln_post.forward(&cls, ctx)?,
            &self.proj.cast(ctx.dtype)?,
        )?;
        let embedding = ops::l2_normalize(&ops::widen(&features)?)?;
        match &self.head {
            Some(head) => {
                let head = head.borrow().to_dtype(embedding.dtype())?;
                matmul(&embedding, &head.t()?)
            }
            None => Ok(embedding),
        }
    }

    /// `ln_post` of the class token (a view), the projection, the widened normalised
    /// embedding, and the frozen head's logits.
    fn footprint(&self, t: &mut Tracer, x: &[usize]) -> Vec<usize> {
        let n = x[0];
        let cls = [n, x[2]];
        self.ln_post.footprint(t, &cls);
        t.cast_weights(self.proj.trainable_elems());
        let embedding = [n, self.proj.dims()[1]];
        t.keep_compute(&embedding);
        t.widen(&embedding);
        l2_normalize_footprint(t, &embedding, t.wide());
        match &self.head {
            Some(head) => {
                let logits = vec![n, head.borrow().dims()[0]];
                t.keep(&logits, t.wide());
                logits
            }
            None => embedding.to_vec(),
        }
    }
}
