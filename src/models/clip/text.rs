//! The text tower: its weights, how it encodes prompts (the zero-shot head), and FLYP's text
//! segments, which carry the image embedding along in the first rows of their state.

use std::rc::Rc;

use candle_core::{DType, Result, Tensor};

use super::prompts::{truncated, Prompt, Prompts};
use super::visual::l2_normalize_footprint;
use super::HEAD_CHUNK;
use crate::nn::footprint::Tracer;
use crate::nn::layers::{LayerNorm, TransformerBlock};
use crate::nn::{ops, Ctx, Module, Weight};
use paperfit_kernels::matmul::matmul;

/// The text tower's weights (OpenAI names at the top level).
#[derive(Debug)]
pub struct TextTower {
    pub token_embedding: Weight,
    pub positional_embedding: Weight,
    pub blocks: Vec<TransformerBlock>,
    pub ln_final: LayerNorm,
    pub text_projection: Weight,
}

impl TextTower {
    /// Token plus position embeddings of `ids` (n x len), in the master dtype: the text
    /// residual stream stays in f32 (as under PyTorch autocast), its sub-layers compute in the
    /// compute dtype.
    fn embed(&self, ids: Vec<u32>, n: usize, len: usize) -> Result<Tensor> {
        let table = self.token_embedding.tensor();
        let width = table.dim(1)?;
        let ids = Tensor::from_vec(ids, n * len, table.device())?;
        let tokens = table.index_select(&ids, 0)?.reshape((n, len, width))?;
        tokens.broadcast_add(&self.positional_embedding.tensor().narrow(0, 0, len)?)
    }

    /// `ln_final`, the end-token rows, `text_projection`: (n, len, width) -> (n, embed),
    /// unnormalised, widened.
    fn project(&self, tokens: &Tensor, ends: &[usize], ctx: &Ctx) -> Result<Tensor> {
        let (n, len, width) = tokens.dims3()?;
        let rows: Vec<u32> = ends
            .iter()
            .enumerate()
            .map(|(i, &e)| (i * len + e) as u32)
            .collect();
        let rows = Tensor::from_vec(rows, n, tokens.device())?;
        let x = self
            .ln_final
            .forward(tokens, ctx)?
            .reshape((n * len, width))?
            .index_select(&rows, 0)?;
        ops::widen(&matmul(
            &x.to_dtype(ctx.dtype)?,
            &self.text_projection.cast(ctx.dtype)?,
        )?)
    }

    /// Normalised embeddings of `prompts` in the master dtype, without keeping a graph.
    pub(super) fn encode(&self, prompts: &[&Prompt]) -> Result<Tensor> {
        let ctx = Ctx::eval(self.token_embedding.tensor().dtype());
        let mut out = Vec::new();
        for chunk in prompts.chunks(HEAD_CHUNK) {
            let (ids, len) = truncated(chunk);
            let mut x = self.embed(ids, chunk.len(), len)?;
            for block in &self.blocks {
                x = block.forward(&x, &ctx)?.detach();
            }
            let ends: Vec<usize> = chunk.iter().map(|p| p.end).collect();
            out.push(ops::l2_normalize(&self.project(&x, &ends, &ctx)?)?.detach());
        }
        Tensor::cat(&out, 0)
    }
}

/// How many rows of the text width hold an `embed`-wide image embedding in the text state.
pub(super) fn packed_rows(embed: usize, width: usize) -> usize {
    embed.div_ceil(width)
}

/// FLYP segment: image embedding (n, embed) -> text state (n, k + len, width), the caption
/// tokens behind the zero-padded image embedding.
pub(crate) struct TextStem {
    pub(super) tower: Rc<TextTower>,
    pub(super) prompts: Rc<Prompts>,
}

impl Module for TextStem {
    fn forward(&self, x: &Tensor, ctx: &Ctx) -> Result<Tensor> {
        let (n, embed) = x.dims2()?;
        let captions = self.prompts.captions(ctx, n)?;
        let (ids, len) = truncated(&captions);
        let tokens = self.tower.embed(ids, n, len)?;
        let width = tokens.dim(2)?;
        let k = packed_rows(embed, width);
        let image = x.to_dtype(tokens.dtype())?;
        let image = if k * width > embed {
            let pad = Tensor::zeros((n, k * width - embed), image.dtype(), image.device())?;
            Tensor::cat(&[&image, &pad], 1)?
        } else {
            image
        };
        Tensor::cat(&[&image.reshape((n, k, width))?, &tokens], 1)
    }

    /// The token rows (`index_select`) and their position sum, the image embedding's padding,
    /// and the state's concatenation, all in the f32 residual stream. The captions are taken
    /// at the longest prompt's length (what a micro-batch holding it runs).
    fn footprint(&self, t: &mut Tracer, x: &[usize]) -> Vec<usize> {
        let (n, embed) = (x[0], x[1]);
        let tower = &self.tower;
        let width = tower.token_embedding.dims()[1];
        let len = self.prompts.longest();
        let stream = DType::F32;
        t.weights(
            tower.token_embedding.trainable_elems() + tower.positional_embedding.trainable_elems(),
        );
        t.keep(&[n * len, width], stream);
        t.keep(&[n, len, width], stream);
        let k = packed_rows(embed, width);
        if k * width > embed {
            t.keep(&[n, k * width - embed], stream);
            t.keep(&[n, k * width], stream);
        }
        let state = vec![n, k + len, width];
        t.keep(&state, stream);
        state
    }
}

/// FLYP segment: one causal text block on the caption rows of the state; the image rows pass.
pub(crate) struct TextBlock {
    pub(super) tower: Rc<TextTower>,
    pub(super) index: usize,
    pub(super) packed: usize,
}

impl Module for TextBlock {
    fn forward(&self, x: &Tensor, ctx: &Ctx) -> Result<Tensor> {
        let rows = x.dim(1)?;
        let image = x.narrow(1, 0, self.packed)?;
        let tokens = x.narrow(1, self.packed, rows - self.packed)?;
        let tokens = self.tower.blocks[self.index].forward(&tokens, ctx)?;
        Tensor::cat(&[&image, &tokens], 1)
    }

    fn footprint(&self, t: &mut Tracer, x: &[usize]) -> Vec<usize> {
        let tokens = [x[0], x[1] - self.packed, x[2]];
        self.tower.blocks[self.index].footprint_in(t, &tokens, DType::F32);
        t.keep(x, DType::F32);
        x.to_vec()
    }
}

/// FLYP segment: text state -> rows `[image embedding | normalised caption embedding]`.
pub(crate) struct TextHead {
    pub(super) tower: Rc<TextTower>,
    pub(super) prompts: Rc<Prompts>,
    pub(super) embed: usize,
}

impl Module for TextHead {
    fn forward(&self, x: &Tensor, ctx: &Ctx) -> Result<Tensor> {
        let (n, rows, width) = x.dims3()?;
        let k = packed_rows(self.embed, width);
        let image = x
            .narrow(1, 0, k)?
            .reshape((n, k * width))?
            .narrow(1, 0, self.embed)?;
        let tokens = x.narrow(1, k, rows - k)?;
        let ends: Vec<usize> = self
            .prompts
            .captions(ctx, n)?
            .iter()
            .map(|p| p.end)
            .collect();
        let text = ops::l2_normalize(&self.tower.project(&tokens, &ends, ctx)?)?;
        Tensor::cat(&[&image, &text.to_dtype(image.dtype())?], 1)
    }

    /// The image embedding's copy (a reshape of a slice of the state), `ln_final` over every
    /// caption token, the end tokens' rows, the projection, the normalised caption embedding
    /// and the rows' concatenation.
    fn footprint(&self, t: &mut Tracer, x: &[usize]) -> Vec<usize> {
        let (n, rows, width) = (x[0], x[1], x[2]);
        let tower = &self.tower;
        let k = packed_rows(self.embed, width);
        let stream = DType::F32;
        if n > 1 {
            t.keep(&[n, k * width], stream);
        }
        tower
            .ln_final
            .footprint_in(t, &[n, rows - k, width], stream);
        t.keep(&[n, width], stream);
        if t.compute() != stream {
            t.keep_compute(&[n, width]);
        }
        t.cast_weights(tower.text_projection.trainable_elems());
        let embedding = [n, self.embed];
        t.keep_compute(&embedding);
        t.widen(&embedding);
        l2_normalize_footprint(t, &embedding, t.wide());
        let out = vec![n, 2 * self.embed];
        t.keep(&out, t.wide());
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn image_embedding_rows_in_the_text_state() {
        assert_eq!(packed_rows(512, 512), 1);
        assert_eq!(packed_rows(640, 512), 2);
        assert_eq!(packed_rows(64, 512), 1);
    }
}
