//! Evaluation with the trained model: the plan's protocol (few-shot episodes or every sample),
//! and retrieval features.

use candle_core::{DType, Result, Tensor};

use super::{Engine, DEFAULT_EVAL_EPISODES};
use crate::config::schema::SamplingSpec;
use crate::data::{self, samplers, Dataset};
use crate::nn::{ops, Ctx};

impl Engine {
    /// Evaluation as the plan's protocol says: few-shot episodes drawn from the evaluation
    /// classes (mean accuracy with its 95% confidence interval), or every sample in batches of
    /// `batch_size`. Returns (mean loss, accuracy, 95% confidence half-width for episodes).
    pub fn evaluate_for_plan(
        &self,
        data: &dyn Dataset,
        batch_size: usize,
    ) -> Result<(f64, f64, Option<f64>)> {
        match &self.plan.sampling {
            Some(SamplingSpec::Episodes {
                n_way,
                k_shot,
                n_query,
            }) => {
                let labels: Vec<u32> = (0..data.len()).map(|i| data.label(i)).collect();
                let episodes = self.plan.eval_episodes.unwrap_or(DEFAULT_EVAL_EPISODES);
                let mut accuracies = Vec::with_capacity(episodes as usize);
                let mut loss = 0.0;
                for number in 0..u64::from(episodes) {
                    // The same episodes at every evaluation, so epochs compare.
                    let episode = samplers::episode(
                        &labels,
                        *n_way as usize,
                        *k_shot as usize,
                        *n_query as usize,
                        self.plan.seed ^ 0xE7A1,
                        0,
                        number,
                    )
                    .map_err(candle_core::Error::Msg)?;
                    let images = episode.images();
                    let (rows, y) = self.eval_rows(data, &images)?;
                    let (l, correct) = self.model.eval_batch(&rows, &y)?;
                    let queries = episode.query.len() as f64;
                    loss += l / queries;
                    accuracies.push(correct as f64 / queries);
                }
                let n = accuracies.len().max(1) as f64;
                let mean = accuracies.iter().sum::<f64>() / n;
                let var = accuracies.iter().map(|a| (a - mean).powi(2)).sum::<f64>() / n;
                Ok((loss / n, mean, Some(1.96 * var.sqrt() / n.sqrt())))
            }
            _ => {
                let (loss, accuracy) = self.evaluate(data, batch_size)?;
                Ok((loss, accuracy, None))
            }
        }
    }

    /// The retrieval features of every sample of `data` (eval mode), in batches of
    /// `batch_size`.
    pub fn retrieval_features(
        &self,
        data: &dyn Dataset,
        batch_size: usize,
    ) -> Result<Vec<Vec<f32>>> {
        let mut out = Vec::with_capacity(data.len());
        let indices: Vec<usize> = (0..data.len()).collect();
        for chunk in indices.chunks(batch_size.max(1)) {
            let (rows, _) = self.eval_rows(data, chunk)?;
            let features =
                ops::widen(&self.model.retrieval_features(&rows)?)?.to_dtype(DType::F32)?;
            out.extend(features.to_vec2::<f32>()?);
        }
        Ok(out)
    }

    /// The eval-mode rows of the samples `indices` of `data` (without augmentation), and their
    /// labels.
    fn eval_rows(&self, data: &dyn Dataset, indices: &[usize]) -> Result<(Tensor, Tensor)> {
        let (images, labels) = data::batch(data, indices, 0, 0, &self.device)?;
        let mut ctx = Ctx::eval(self.dtype);
        ctx.labels = Some(labels.clone());
        let rows = self.model.forward(&images.to_dtype(self.dtype)?, &ctx)?;
        Ok((rows, labels))
    }

    /// Mean loss and accuracy over `data`, in batches of `batch_size`.
    pub fn evaluate(&self, data: &dyn Dataset, batch_size: usize) -> Result<(f64, f64)> {
        let mut loss = 0.0;
        let mut correct = 0u64;
        let indices: Vec<usize> = (0..data.len()).collect();
        for chunk in indices.chunks(batch_size.max(1)) {
            let (rows, labels) = self.eval_rows(data, chunk)?;
            let (l, c) = self.model.eval_batch(&rows, &labels)?;
            loss += l;
            correct += c;
        }
        let n = data.len().max(1) as f64;
        Ok((loss / n, correct as f64 / n))
    }
}
