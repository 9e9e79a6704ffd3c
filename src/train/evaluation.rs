//! Evaluation by the plan's protocol: classification of every sample, few-shot episodes, or
//! re-identification retrieval against the gallery.

use serde::Serialize;

use super::engine::Engine;
use super::retrieval;
use crate::config::schema::{DataFormat, InputSize, RetrievalFeatures, SamplingSpec};
use crate::data::{self, Dataset, Split};
use crate::error::{Error, Result};
use crate::plan::Plan;

/// What an evaluation measured.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Evaluation {
    /// Mean loss (none for retrieval).
    pub loss: Option<f64>,
    /// Top-1 accuracy, the mean over few-shot episodes, or re-identification rank-1.
    pub accuracy: f64,
    /// Few-shot: the 95% confidence half-width of the accuracy.
    pub ci95: Option<f64>,
    /// Re-identification: mean average precision.
    pub mean_average_precision: Option<f64>,
    /// A regression onto grades (loss `mse`, APTOS): the quadratic weighted kappa of the
    /// predictions rounded and clipped to the grades, against the true grades.
    pub quadratic_weighted_kappa: Option<f64>,
}

/// The data an evaluation reads: the evaluation split and, for re-identification, the gallery
/// its queries are ranked against.
pub struct EvalData {
    pub eval: Box<dyn Dataset>,
    pub gallery: Option<Box<dyn Dataset>>,
}

impl EvalData {
    /// The unreadable images left out of the evaluation (`data.on_corrupt = "skip"`), once.
    pub fn take_skipped(&self) -> Vec<String> {
        let mut images = self.eval.take_skipped();
        if let Some(gallery) = &self.gallery {
            images.extend(gallery.take_skipped());
        }
        images
    }
}

/// Open the plan's evaluation data, if it has an evaluation split.
pub fn open_eval_data(plan: &Plan, image_size: InputSize) -> Result<Option<EvalData>> {
    match plan.data.eval_samples {
        Some(n) if n > 0 => {}
        _ => return Ok(None),
    }
    if !matches!(plan.sampling, Some(SamplingSpec::Episodes { .. })) {
        data::check_eval_classes_are_the_training_classes(&plan.data)?;
    }
    let eval = data::open(&plan.data, image_size, Split::Eval, plan.seed)?;
    let gallery = if plan.data.format == DataFormat::Market1501 {
        let mut spec = plan.data.clone();
        spec.eval_split = Some(data::formats::GALLERY_SPLIT.to_string());
        Some(data::open(&spec, image_size, Split::Eval, plan.seed)?)
    } else {
        None
    };
    Ok(Some(EvalData { eval, gallery }))
}

/// Evaluate `engine`'s model by the plan's protocol: re-identification retrieval (queries
/// against the gallery), few-shot episodes, or classification of every sample.
pub fn evaluate(engine: &Engine, data: &EvalData, batch: usize) -> Result<Evaluation> {
    if let Some(gallery) = &data.gallery {
        let tags = |d: &dyn Dataset| -> Result<Vec<retrieval::Tag>> {
            (0..d.len())
                .map(|i| {
                    d.identity_and_camera(i)
                        .map(|(identity, camera)| retrieval::Tag { identity, camera })
                        .ok_or_else(|| {
                            Error::Internal(
                                "a re-identification image without identity and camera".into(),
                            )
                        })
                })
                .collect()
        };
        let mut queries = engine.retrieval_features(data.eval.as_ref(), batch)?;
        let mut gallery_features = engine.retrieval_features(gallery.as_ref(), batch)?;
        // A plan written before `paper.retrieval_features` existed has none: its run compared
        // raw features and goes on doing so, so that its evaluations stay comparable.
        if engine.plan().retrieval_features == Some(RetrievalFeatures::Normalized) {
            retrieval::normalize(&mut queries);
            retrieval::normalize(&mut gallery_features);
        }
        let scores = retrieval::evaluate(
            &queries,
            &tags(data.eval.as_ref())?,
            &gallery_features,
            &tags(gallery.as_ref())?,
        );
        return Ok(Evaluation {
            loss: None,
            accuracy: scores.rank1,
            ci95: None,
            mean_average_precision: Some(scores.mean_average_precision),
            quadratic_weighted_kappa: None,
        });
    }
    let scores = engine.evaluate_for_plan(data.eval.as_ref(), batch)?;
    Ok(Evaluation {
        loss: Some(scores.loss),
        accuracy: scores.accuracy,
        ci95: scores.ci95,
        mean_average_precision: None,
        quadratic_weighted_kappa: scores.kappa,
    })
}
