//! Evaluation with the trained model: the plan's protocol (few-shot episodes or every sample),
//! and retrieval features.

use candle_core::{DType, Result, Tensor};

use super::{Engine, DEFAULT_EVAL_EPISODES};
use crate::config::schema::SamplingSpec;
use crate::data::loader::{self, StepJob};
use crate::data::workers::LoaderWorkers;
use crate::data::{samplers, Dataset};
use crate::labels::Labels;
use crate::models::Predictions;
use crate::nn::{ops, Ctx};
use crate::train::class_report::Tally;

/// What [`Engine::evaluate_for_plan`] measured.
pub(crate) struct PlanScores {
    /// Mean loss.
    pub loss: f64,
    /// Accuracy, or the mean accuracy over few-shot episodes.
    pub accuracy: f64,
    /// Few-shot episodes: the 95% confidence half-width of the accuracy.
    pub ci95: Option<f64>,
    /// A regression onto grades (loss `mse`): the quadratic weighted kappa of the rounded
    /// grades.
    pub kappa: Option<f64>,
}

impl Engine {
    /// Evaluation as the plan's protocol says: few-shot episodes drawn from the evaluation
    /// classes (mean accuracy with its 95% confidence interval), or every sample in batches of
    /// `batch_size` (with the quadratic weighted kappa of a regression onto grades).
    pub(crate) fn evaluate_for_plan(
        &self,
        data: &dyn Dataset,
        batch_size: usize,
    ) -> Result<PlanScores> {
        match &self.plan.sampling {
            Some(SamplingSpec::Episodes {
                n_way,
                k_shot,
                n_query,
            }) => {
                let labels: Vec<u32> = (0..data.len()).map(|i| data.label(i)).collect();
                let episodes = self.plan.eval_episodes.unwrap_or(DEFAULT_EVAL_EPISODES);
                // The same episodes at every evaluation, so epochs compare.
                let episodes = (0..u64::from(episodes))
                    .map(|number| {
                        samplers::episode(
                            &labels,
                            *n_way as usize,
                            *k_shot as usize,
                            *n_query as usize,
                            self.plan.seed ^ 0xE7A1,
                            0,
                            number,
                        )
                    })
                    .collect::<std::result::Result<Vec<_>, _>>()
                    .map_err(candle_core::Error::Msg)?;
                let batches = episodes.iter().map(|e| e.images()).collect();
                let mut accuracies = Vec::with_capacity(episodes.len());
                let mut loss = 0.0;
                self.for_each_eval_batch(data, batches, |rows, y| {
                    let (l, correct) = self.model.eval_batch(&rows, &y)?;
                    let queries = episodes[accuracies.len()].query.len() as f64;
                    loss += l / queries;
                    accuracies.push(correct as f64 / queries);
                    Ok(())
                })?;
                let n = accuracies.len().max(1) as f64;
                let mean = accuracies.iter().sum::<f64>() / n;
                let var = accuracies.iter().map(|a| (a - mean).powi(2)).sum::<f64>() / n;
                Ok(PlanScores {
                    loss: loss / n,
                    accuracy: mean,
                    ci95: Some(1.96 * var.sqrt() / n.sqrt()),
                    kappa: None,
                })
            }
            _ => {
                let mut tally = Tally::new(self.plan.model.num_classes as usize);
                let (loss, accuracy) =
                    self.evaluate_with_predictions(data, batch_size, |p| match p {
                        // Only a regression's grades make a kappa: class scores stay where
                        // they are.
                        grades @ Predictions::Grades { .. } => tally.add(grades),
                        Predictions::Scores { .. } => Ok(()),
                    })?;
                Ok(PlanScores {
                    loss,
                    accuracy,
                    ci95: None,
                    kappa: tally.quadratic_weighted_kappa(),
                })
            }
        }
    }

    /// The retrieval features of every sample of `data` (eval mode), in batches of
    /// `batch_size`.
    pub(crate) fn retrieval_features(
        &self,
        data: &dyn Dataset,
        batch_size: usize,
    ) -> Result<Vec<Vec<f32>>> {
        let mut out = Vec::with_capacity(data.len());
        self.for_each_eval_batch(data, chunks(data.len(), batch_size), |rows, _| {
            let features =
                ops::widen(&self.model.retrieval_features(&rows)?)?.to_dtype(DType::F32)?;
            out.extend(features.to_vec2::<f32>()?);
            Ok(())
        })?;
        Ok(out)
    }

    /// The eval-mode rows of each of `batches` (sample indices of `data`, read without
    /// augmentation) and their labels, handed to `consume` in order. The loader's workers read
    /// the batches ahead of the model, as in training.
    fn for_each_eval_batch(
        &self,
        data: &dyn Dataset,
        batches: Vec<Vec<usize>>,
        mut consume: impl FnMut(Tensor, Labels) -> Result<()>,
    ) -> Result<()> {
        let (_, h, w) = data.image_shape();
        let ranks_here = self.world.local_size();
        let workers = LoaderWorkers::here(self.plan.data.num_workers, ranks_here).workers;
        // Seed 0 and position in the batch: the values `data::batch` reads.
        let jobs = batches.into_iter().map(|b| StepJob::new(b, 0)).collect();
        let prefetch = self.plan.data.prefetch_steps() as usize;
        // Each batch is one micro-batch.
        loader::for_each_step(data, jobs, usize::MAX, workers, prefetch, |step| {
            for batch in step.micro_batches {
                let images = batch.images(h, w, self.dtype, &self.device)?;
                let labels = Labels::new(batch.labels, &self.device)?;
                let mut ctx = Ctx::eval(self.dtype);
                ctx.labels = Some(labels.clone());
                let rows = self.model.forward(&images, &ctx)?;
                consume(rows, labels)?;
            }
            Ok(())
        })
    }

    /// Mean loss and accuracy over `data`, in batches of `batch_size`.
    pub fn evaluate(&self, data: &dyn Dataset, batch_size: usize) -> Result<(f64, f64)> {
        self.evaluate_with_predictions(data, batch_size, |_| Ok(()))
    }

    /// [`Engine::evaluate`], with each batch's predictions handed to `each` (`paperfit eval`'s
    /// report by class): the same pass, so the same loss and accuracy.
    pub(crate) fn evaluate_with_predictions(
        &self,
        data: &dyn Dataset,
        batch_size: usize,
        mut each: impl FnMut(Predictions) -> Result<()>,
    ) -> Result<(f64, f64)> {
        let mut loss = 0.0;
        let mut correct = 0u64;
        self.for_each_eval_batch(data, chunks(data.len(), batch_size), |rows, labels| {
            let scores = self.model.eval_scores(&rows, &labels)?;
            loss += scores.loss;
            correct += scores.correct;
            each(scores.predictions)
        })?;
        let n = data.len().max(1) as f64;
        Ok((loss / n, correct as f64 / n))
    }
}

/// Samples `0..n` in batches of `size`, in order.
fn chunks(n: usize, size: usize) -> Vec<Vec<usize>> {
    (0..n)
        .collect::<Vec<_>>()
        .chunks(size.max(1))
        .map(<[usize]>::to_vec)
        .collect()
}
