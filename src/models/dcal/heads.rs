//! The GLCA block and the branches' heads: the segment that ends DCAL's forward.

use candle_core::{DType, Result, Tensor};

use super::{local_query_count, State, TRANSFORMER_BLOCK_BACKWARD_SHARE};
use crate::models::HeadOutput;
use crate::nn::footprint::Tracer;
use crate::nn::layers::{LayerNorm, Linear, TransformerBlock};
use crate::nn::{ops, Ctx, Module};
use paperfit_kernels::attention;
use paperfit_kernels::select::top_k_positions;

/// The GLCA block, the heads, and the rows the loss reads.
pub struct Heads {
    /// The SA branch's final norm and classifier (timm's `norm`, `head`), shared by PWCA.
    pub norm: LayerNorm,
    pub head: Linear,
    /// The GLCA block (`glca.*`), its final norm (`glca_norm`) and head (`glca_head`).
    pub glca: TransformerBlock,
    pub glca_norm: LayerNorm,
    pub glca_head: Linear,
    pub local_query_ratio: f64,
    pub(super) output: HeadOutput,
    pub(super) state: State,
}

impl Heads {
    /// Class token after the final norm, and the branch's row ([features |] logits).
    fn branch(
        &self,
        norm: &LayerNorm,
        head: &Linear,
        tokens: &Tensor,
        ctx: &Ctx,
    ) -> Result<Tensor> {
        let cls = norm.forward(tokens, ctx)?.narrow(1, 0, 1)?.squeeze(1)?;
        self.output.rows(&cls, Some(head), ctx)
    }

    /// Indices (in token order) of the GLCA queries of each image: the class token, then the
    /// top `ceil(R x patches)` patch tokens by the class token's accumulated attention.
    pub fn local_queries(&self, rollout: &Tensor) -> Result<Vec<Vec<usize>>> {
        Ok(self
            .query_index(rollout)?
            .to_vec2::<u32>()?
            .into_iter()
            .map(|row| row.into_iter().map(|i| i as usize).collect())
            .collect())
    }

    /// [`Heads::local_queries`] as an (n, 1 + k) u32 tensor, chosen where the rollout is
    /// (`paperfit_kernels::select`): highest attention first, ties by position, so the choice
    /// is deterministic; nothing is read back to the host.
    fn query_index(&self, rollout: &Tensor) -> Result<Tensor> {
        let patches = self.state.tokens - 1;
        let k = local_query_count(self.local_query_ratio, patches);
        let cls = rollout.narrow(1, 0, 1)?.squeeze(1)?;
        let top = top_k_positions(&cls, 1, k)?;
        let class_token = Tensor::zeros((top.dim(0)?, 1), DType::U32, rollout.device())?;
        Tensor::cat(&[&class_token, &top], 1)
    }

    /// The GLCA block: selected queries attend to every token of the SA output.
    fn glca_tokens(&self, sa: &Tensor, rollout: &Tensor, ctx: &Ctx) -> Result<Tensor> {
        let queries = self.query_index(rollout)?;
        let (n, _, dim) = sa.dims3()?;
        let per_image = queries.dim(1)?;
        let index = queries
            .unsqueeze(2)?
            .broadcast_as((n, per_image, dim))?
            .contiguous()?;
        let b = &self.glca;
        // The SA tokens are a slice of the state tensor; gather reads contiguous memory.
        let sa = sa.contiguous()?;
        let normed = b.norm1.forward(&sa, ctx)?.contiguous()?;
        let (_, k, v) = b.attn.project(&normed, ctx)?;
        let local = sa.gather(&index, 1)?;
        let (q, _, _) = b.attn.project(&normed.gather(&index, 1)?, ctx)?;
        let a = b
            .attn
            .output(&attention::cross_attention(&q, &k, &v, b.attn.heads)?, ctx)?;
        let x = (&local + ops::drop_path(&a, b.config.drop_path, ctx, b.config.salt * 2)?)?;
        let m = b.mlp.forward(&b.norm2.forward(&x, ctx)?, ctx)?;
        x + ops::drop_path(&m, b.config.drop_path, ctx, b.config.salt * 2 + 1)?
    }
}

impl Module for Heads {
    fn forward(&self, s: &Tensor, ctx: &Ctx) -> Result<Tensor> {
        let st = self.state;
        let pwca = st.with_pwca(ctx);
        let sa = st.sa(s)?;
        let local = self.glca_tokens(&sa, &st.rollout(s, pwca)?, ctx)?;
        let sa_row = self.branch(&self.norm, &self.head, &sa, ctx)?;
        let glca_row = self.branch(&self.glca_norm, &self.glca_head, &local, ctx)?;
        let mut rows = vec![sa_row, glca_row];
        if pwca {
            rows.push(self.branch(&self.norm, &self.head, &st.pwca(s)?, ctx)?);
        }
        Tensor::cat(&rows, 1)
    }

    /// The GLCA block (its gather index, the SA tokens' copy, keys and values over every
    /// token, the selected queries' stream), then each branch's final norm over its tokens and
    /// its row, and the rows' concatenation.
    fn footprint(&self, t: &mut Tracer, x: &[usize]) -> Vec<usize> {
        let st = self.state;
        let b = &self.glca;
        let (n, tt, d) = (x[0], x[1], st.dim);
        let tokens = [n, tt, d];
        let q = 1 + local_query_count(self.local_query_ratio, tt - 1);
        let local = [n, q, d];
        let start = t.kept_in_segment();
        t.keep(&local, DType::U32);
        t.keep_compute(&tokens);
        b.norm1.footprint(t, &tokens);
        b.attn.qkv.footprint(t, &tokens);
        t.keep_compute_n(2, &local);
        b.attn.qkv.footprint(t, &local);
        t.attention(n, b.attn.heads, q, tt, d / b.attn.heads);
        b.after_heads_footprint(t, &local);
        t.backward_scratch(
            t.kept_in_segment() - start,
            TRANSFORMER_BLOCK_BACKWARD_SHARE,
        );
        let features = [n, d];
        self.norm.footprint(t, &tokens);
        let row = self.output.rows_footprint(t, &features, Some(&self.head));
        self.glca_norm.footprint(t, &local);
        self.output
            .rows_footprint(t, &features, Some(&self.glca_head));
        let mut branches = 2;
        if st.pair_wise {
            self.norm.footprint(t, &tokens);
            self.output.rows_footprint(t, &features, Some(&self.head));
            branches = 3;
        }
        let rows = vec![n, branches * row[1]];
        t.keep_compute(&rows);
        rows
    }
}
