//! What every model is and is built for, below every model and every way of building one: the
//! [`Model`] trait and [`ModelParts`], the [`Recipe`] and the [`Objective`] it makes, the
//! [`HeadOutput`] a head emits, the [`Coupling`] of a loss, evaluation scores, and what a
//! checkpoint says of a model ([`FromCheckpoint`]). A leaf of `models`: it uses the layer set
//! and the variants' configurations, no model, no loader and no builder.

use std::cell::RefCell;
use std::rc::Rc;

use candle_core::{DType, Result, Tensor};

use super::configs::VitConfig;
use crate::config::schema::{LossName, LossSpec, ModelSpec, SamplingSpec};
use crate::labels::Labels;
use crate::nn::footprint::Tracer;
use crate::nn::layers::Linear;
use crate::nn::{losses, ops, Ctx, Init, Module, ParamStore};
use paperfit_kernels as kernels;

/// How the loss of an optimizer step depends on its samples.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Coupling {
    /// The step's loss is the mean of per-sample losses: micro-batches whose summed losses are
    /// divided by the window's sample count add up to the full-batch gradient.
    PerSample,
    /// Each sample's loss depends on the other samples of the step (in-batch negatives,
    /// batch-hard mining, episodes): the trainer uses gradient caching.
    Window,
}

/// What every model holds besides its layers: its parameters and the loss it was built for.
pub struct ModelParts {
    pub store: Rc<RefCell<ParamStore>>,
    pub objective: Objective,
}

impl ModelParts {
    /// The store `init` created the layers in, and the recipe's loss over rows whose first
    /// `feature_dim` columns are features (0: logits only).
    pub(crate) fn new(init: &Init, recipe: &Recipe, feature_dim: usize) -> Self {
        ModelParts {
            store: init.store(),
            objective: Objective::new(recipe, feature_dim),
        }
    }
}

/// `first`, each of `blocks`, then `last`: the segments of a stem-blocks-head model.
pub(crate) fn segments<'a, B: Module>(
    first: Option<&'a dyn Module>,
    blocks: &'a [B],
    last: &'a dyn Module,
) -> Vec<&'a dyn Module> {
    let mut out: Vec<&dyn Module> = first.into_iter().collect();
    out.extend(blocks.iter().map(|b| b as &dyn Module));
    out.push(last);
    out
}

pub trait Model {
    fn parts(&self) -> &ModelParts;

    /// The parameters and buffers, by public name.
    fn store(&self) -> Rc<RefCell<ParamStore>> {
        self.parts().store.clone()
    }

    /// The segments, in order; checkpointing recomputes each one in backward. The last one
    /// emits the rows the loss reads.
    fn segments(&self) -> Vec<&dyn Module>;

    /// Plain forward pass: images (n, 3, h, w) -> rows (n, width).
    fn forward(&self, x: &Tensor, ctx: &Ctx) -> Result<Tensor> {
        let mut h = x.clone();
        for segment in self.segments() {
            h = segment.forward(&h, ctx)?;
        }
        Ok(h)
    }

    /// The loss this model was built for.
    fn objective(&self) -> &Objective {
        &self.parts().objective
    }

    fn coupling(&self) -> Coupling {
        self.objective().coupling()
    }

    /// [`Coupling::PerSample`]: the *summed* loss of the rows. [`Coupling::Window`]: the *mean*
    /// loss of a whole optimizer step, given all of its rows at once. `labels`: one per row.
    fn loss(&self, rows: &Tensor, labels: &Labels) -> Result<Tensor> {
        self.objective().loss(rows, labels)
    }

    /// Evaluation of rows computed in eval mode: the summed loss, the samples classified
    /// right and what each sample was predicted.
    fn eval_scores(&self, rows: &Tensor, labels: &Labels) -> Result<BatchScores> {
        self.objective().eval_scores(rows, labels)
    }

    /// [`Model::eval_scores`]' (summed loss, correctly classified samples).
    fn eval_batch(&self, rows: &Tensor, labels: &Labels) -> Result<(f64, u64)> {
        let scores = self.eval_scores(rows, labels)?;
        Ok((scores.loss, scores.correct))
    }

    /// Prefixes of the parameters the method adds to a published architecture, which a
    /// pretrained checkpoint does not provide (DCAL's GLCA branch, FS-CT's head). The
    /// classifier is its registry entry's ([`crate::models::registry::Architecture::classifier`]); a loader
    /// expects both to be new ([`crate::models::pretrained::PretrainedLoadOptions::for_model`]).
    fn new_parameter_prefixes(&self) -> Vec<String> {
        Vec::new()
    }

    /// Re-identification: the features compared between query and gallery images, from rows
    /// computed in eval mode.
    fn retrieval_features(&self, rows: &Tensor) -> Result<Tensor> {
        let f = self.objective().feature_dim;
        if f == 0 {
            candle_core::bail!(
                "this model emits no features for retrieval: train it with `triplet_cross_entropy`"
            );
        }
        rows.narrow(1, 0, f)
    }

    /// Called after weights were loaded (pretrained or from a checkpoint): recompute what is
    /// derived from them (CLIP's zero-shot head from its text tower).
    fn after_weights_loaded(&self) -> Result<()> {
        Ok(())
    }

    /// The random draws a training forward of `n` images makes from `ctx` besides drop-path
    /// masks (DCAL's PWCA partners, FLYP's captions), by name, as integer tensors with one row
    /// per image: what another implementation cannot draw itself and has to be given to
    /// replay the same pass (`paperfit bench parity`).
    fn replayed_draws(&self, _n: usize, _ctx: &Ctx) -> Result<Vec<(&'static str, Tensor)>> {
        Ok(Vec::new())
    }

    /// Record the training forward pass and loss of images shaped (n, 3, h, w) (see
    /// [`crate::nn::footprint`]); `None` when a segment cannot say.
    fn footprint(&self, t: &mut Tracer, images: &[usize]) -> Option<()> {
        let mut shape = images.to_vec();
        for (i, segment) in self.segments().into_iter().enumerate() {
            // The trainer casts the images to the compute dtype before the first segment.
            let dtype = t.compute();
            t.begin_segment(&format!("segment {i}"), &shape, dtype);
            shape = segment.footprint(t, &shape);
        }
        self.objective().loss_footprint(t, &shape);
        Some(())
    }
}

/// What a classifier head emits per sample.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HeadOutput {
    /// Class logits (n, classes).
    Logits,
    /// Pooled features only (n, dim): a backbone for a head built on top (FSCT).
    Features,
    /// Features then logits (n, dim + classes): metric losses read the first, CE the second.
    FeaturesAndLogits,
}

impl HeadOutput {
    /// The head output a loss reads from a plain classifier.
    pub(crate) fn for_loss(loss: LossName) -> Self {
        match loss {
            LossName::TripletCrossEntropy => HeadOutput::FeaturesAndLogits,
            _ => HeadOutput::Logits,
        }
    }

    /// Rows from pooled `features` and the classifier `fc` (absent for `Features`).
    pub(crate) fn rows(self, features: &Tensor, fc: Option<&Linear>, ctx: &Ctx) -> Result<Tensor> {
        match (self, fc) {
            (HeadOutput::Features, _) => Ok(features.clone()),
            (HeadOutput::Logits, Some(fc)) => fc.forward(features, ctx),
            (HeadOutput::FeaturesAndLogits, Some(fc)) => {
                let logits = fc.forward(features, ctx)?;
                Tensor::cat(&[features, &logits], 1)
            }
            (_, None) => candle_core::bail!("a head that emits logits needs a classifier"),
        }
    }

    /// What [`HeadOutput::rows`] keeps on pooled features of `features` shape (n, dim): the
    /// classifier, and the concatenation of features and logits; returns the rows' shape.
    pub(crate) fn rows_footprint(
        self,
        t: &mut Tracer,
        features: &[usize],
        fc: Option<&Linear>,
    ) -> Vec<usize> {
        match (self, fc) {
            (HeadOutput::Logits, Some(fc)) => fc.footprint(t, features),
            (HeadOutput::FeaturesAndLogits, Some(fc)) => {
                let logits = fc.footprint(t, features);
                let rows = vec![features[0], features[1] + logits[1]];
                t.keep_compute(&rows);
                rows
            }
            _ => features.to_vec(),
        }
    }
}

/// The standard losses on classifier rows (see [`HeadOutput`]).
#[derive(Debug, Clone, PartialEq)]
pub struct Objective {
    pub spec: LossSpec,
    /// How the optimizer step's samples are drawn (an episode's shape, PK batches), when
    /// the loss needs to know.
    pub sampling: Option<SamplingSpec>,
    /// Width of the feature block at the front of each row (FeaturesAndLogits), else 0.
    pub feature_dim: usize,
}

/// Triplet margin when the experiment states none (the usual re-ID value, TransReID's 0.3).
pub(crate) const DEFAULT_TRIPLET_MARGIN: f64 = 0.3;

impl Objective {
    pub(crate) fn new(recipe: &Recipe, feature_dim: usize) -> Self {
        Objective {
            spec: recipe.loss.clone(),
            sampling: recipe.sampling.clone(),
            feature_dim,
        }
    }

    pub fn coupling(&self) -> Coupling {
        if self.spec.name.batch_coupling().is_some() {
            Coupling::Window
        } else {
            Coupling::PerSample
        }
    }

    fn logits(&self, rows: &Tensor) -> Result<Tensor> {
        let width = rows.dim(1)?;
        rows.narrow(1, self.feature_dim, width - self.feature_dim)
    }

    pub fn loss(&self, rows: &Tensor, labels: &Labels) -> Result<Tensor> {
        let smoothing = self.spec.label_smoothing;
        match self.spec.name {
            LossName::CrossEntropy => {
                kernels::cross_entropy_sum(rows, labels.on_device(), smoothing)
            }
            LossName::Mse => {
                let target = labels.on_device().to_dtype(DType::F32)?;
                let prediction = ops::widen(rows)?.to_dtype(DType::F32)?.squeeze(1)?;
                (prediction - target)?.sqr()?.sum_all()
            }
            LossName::TripletCrossEntropy => {
                let n = rows.dim(0)?;
                let ce = (kernels::cross_entropy_sum(
                    &self.logits(rows)?,
                    labels.on_device(),
                    smoothing,
                )? / n as f64)?;
                let features = rows.narrow(1, 0, self.feature_dim)?;
                let margin = self.spec.triplet_margin.unwrap_or(DEFAULT_TRIPLET_MARGIN);
                let triplet = losses::triplet_batch_hard(&features, labels.host(), margin)?;
                ce + triplet
            }
            other => candle_core::bail!(
                "loss `{}` needs a model built for it, not a plain classifier",
                other.as_str()
            ),
        }
    }

    /// What [`Objective::loss`] keeps on rows of `rows` shape. A batch-coupled loss runs by
    /// gradient caching: a micro-batch's graph ends in the surrogate `(rows * cached).sum()`,
    /// one product of the rows' size (the loss itself runs on detached rows).
    pub(crate) fn loss_footprint(&self, t: &mut Tracer, rows: &[usize]) {
        if self.coupling() == Coupling::Window {
            // Gradient caching (`Engine::cached_gradients`): the micro-batch's graph ends in
            // the surrogate `(rows * cached_row_grads).sum()`, whose product is all it keeps;
            // the loss itself runs on the step's detached rows (n x n at most, small). A step
            // of one micro-batch runs the loss directly; that difference is not modelled.
            t.keep_for_loss(rows, t.compute());
            return;
        }
        match self.spec.name {
            LossName::Mse => {
                t.widen(rows);
                t.keep_for_loss(rows, DType::F32);
                t.keep_for_loss(rows, DType::F32);
            }
            _ => t.cross_entropy_for_loss(&[rows[0], rows[1] - self.feature_dim]),
        }
    }

    pub(crate) fn eval_scores(&self, rows: &Tensor, labels: &Labels) -> Result<BatchScores> {
        if self.spec.name == LossName::Mse {
            // Regression onto ordered grades: the loss is the squared error, a prediction is
            // right when it rounds to the grade.
            let loss = self.loss(rows, labels)?.to_dtype(DType::F64)?.to_scalar()?;
            let predicted: Vec<u32> = ops::widen(rows)?
                .to_dtype(DType::F32)?
                .flatten_all()?
                .to_vec1::<f32>()?
                .iter()
                .map(|p| match p.is_nan() {
                    // `max` would make it grade 0, counted right for every grade-0 image.
                    true => NOT_A_GRADE,
                    false => p.round().max(0.0) as u32,
                })
                .collect();
            let targets = labels.host().to_vec();
            let correct = predicted
                .iter()
                .zip(&targets)
                .filter(|(p, l)| p == l)
                .count() as u64;
            return Ok(BatchScores {
                loss,
                correct,
                predictions: Predictions::Grades { predicted, targets },
            });
        }
        classification_eval(&self.logits(rows)?, labels)
    }
}

/// The grade of a regression output that is not a number (a diverged model): it equals no
/// grade, so it is never counted right.
pub(crate) const NOT_A_GRADE: u32 = u32::MAX;

/// A batch's evaluation: the summed loss, the samples classified right, and what each sample
/// was predicted (for `paperfit eval`'s per-class accuracy, top-5 and confusion matrix).
pub struct BatchScores {
    pub loss: f64,
    pub correct: u64,
    pub predictions: Predictions,
}

/// What each sample of a batch was predicted, beside its true class.
pub enum Predictions {
    /// Class scores, (n, classes), the largest being the prediction (`predicted`, the index
    /// the accuracy counts), and the true classes.
    Scores {
        scores: Tensor,
        predicted: Tensor,
        targets: Vec<u32>,
    },
    /// Regression onto ordered grades: each sample's output rounded to a grade (which can lie
    /// past the last class; [`NOT_A_GRADE`] for an output that is not a number), and its grade.
    Grades {
        predicted: Vec<u32>,
        targets: Vec<u32>,
    },
}

/// Summed cross-entropy, the number of samples whose largest logit is the label, and the
/// logits as each sample's class scores.
pub(crate) fn classification_eval(logits: &Tensor, labels: &Labels) -> Result<BatchScores> {
    let logits = ops::widen(logits)?;
    let loss = ops::cross_entropy_per_sample(&logits, labels.on_device())?
        .sum_all()?
        .to_dtype(DType::F64)?
        .to_scalar::<f64>()?;
    let predicted = logits.argmax(1)?;
    let correct = predicted
        .eq(labels.on_device())?
        .to_dtype(DType::U32)?
        .sum_all()?
        .to_scalar::<u32>()?;
    Ok(BatchScores {
        loss,
        correct: u64::from(correct),
        predictions: Predictions::Scores {
            scores: logits,
            predicted,
            targets: labels.host().to_vec(),
        },
    })
}

/// Outputs of a classifier head: one per class, or a single value for regression (`mse`).
pub(crate) fn head_outputs(spec: &ModelSpec, recipe: &Recipe) -> usize {
    if recipe.loss.name == LossName::Mse {
        1
    } else {
        spec.num_classes as usize
    }
}

/// What the model is trained for: the loss and how the step's samples are drawn. The head
/// (and, for batch-coupled losses, the loss itself) depends on it.
#[derive(Debug, Clone, PartialEq)]
pub struct Recipe {
    pub loss: LossSpec,
    pub sampling: Option<SamplingSpec>,
}

impl Recipe {
    pub fn cross_entropy() -> Self {
        Recipe {
            loss: LossSpec::cross_entropy(),
            sampling: None,
        }
    }
}

/// What a model takes from the pretrained checkpoint it will load rather than from its registry
/// entry. Only the file can say it (a local checkpoint of unknown origin, a hub id naming a
/// Hugging Face conversion), so it is read when a run builds the model it trains (the file is
/// local, or downloaded before the model is built) and never when a plan measures the model:
/// `paperfit plan` reads no weight file for it, and no planned number depends on it.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct FromCheckpoint {
    /// The LayerNorm epsilon the checkpoint was trained with, where its naming says it differs
    /// from the family's: 1e-12 for a Hugging Face ViT (the load report says so), so the model
    /// computes what the checkpoint was run with, in a new run and in a resumed one alike.
    pub layer_norm_eps: Option<f64>,
}

impl FromCheckpoint {
    /// `config` with the checkpoint's LayerNorm epsilon, where it has one.
    pub(crate) fn vit(self, config: VitConfig) -> VitConfig {
        VitConfig {
            layer_norm_eps: self.layer_norm_eps.unwrap_or(config.layer_norm_eps),
            ..config
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A regression output that is not a number is no grade: counted wrong (not as grade 0,
    /// where `max(0.0)` would put it); the others round to their grade.
    #[test]
    fn a_regression_output_that_is_not_a_number_is_never_counted_right() {
        let objective = Objective {
            spec: LossSpec {
                name: LossName::Mse,
                ..LossSpec::cross_entropy()
            },
            sampling: None,
            feature_dim: 0,
        };
        let device = candle_core::Device::Cpu;
        let rows = Tensor::new(&[[f32::NAN], [-0.7], [2.4]], &device).unwrap();
        let labels = Labels::new(vec![0u32, 0, 2], &device).unwrap();
        let scores = objective.eval_scores(&rows, &labels).unwrap();
        assert_eq!(scores.correct, 2);
        let Predictions::Grades { predicted, .. } = scores.predictions else {
            panic!("a regression predicts grades");
        };
        assert_eq!(predicted, [NOT_A_GRADE, 0, 2]);
    }
}
