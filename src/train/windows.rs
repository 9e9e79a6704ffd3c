//! The samples of every optimizer step: shuffled passes, PK batches or episodes, as the plan's
//! sampling says.

use crate::config::schema::SamplingSpec;
use crate::data::{samplers, Dataset};
use crate::error::{ConfigError, Error, Result};
use crate::plan::Plan;
use crate::seed::mix;

/// The samples of every optimizer step of `epoch`, in order: shuffled passes over the data, PK
/// batches or episodes, as the plan's sampling says. A pure function of (plan, epoch), so a
/// resumed run continues with exactly the next step.
pub fn step_windows(plan: &Plan, data: &dyn Dataset, epoch: u32) -> Result<Vec<Vec<usize>>> {
    let steps = plan.schedule.steps_per_epoch as usize;
    let labels = || (0..data.len()).map(|i| data.label(i)).collect::<Vec<u32>>();
    let sampling_error = |e: String| {
        Error::from(
            ConfigError::new(format!(
                "the training data cannot be sampled as the plan says: {e}"
            ))
            .key("paper.sampling"),
        )
    };
    match &plan.sampling {
        None => Ok(samplers::epoch_order(plan.seed, epoch, data.len())
            .chunks(plan.effective_batch as usize)
            .take(steps)
            .map(<[usize]>::to_vec)
            .collect()),
        Some(SamplingSpec::Pk {
            identities,
            images_per_identity,
        }) => {
            let labels = labels();
            let mut windows = Vec::with_capacity(steps);
            // One round of the identity sampler covers each identity's images about once; an
            // epoch is the plan's step count, drawn from as many rounds as it takes.
            let mut round = 0u64;
            while windows.len() < steps {
                let batches = samplers::pk_batches(
                    &labels,
                    *identities as usize,
                    *images_per_identity as usize,
                    mix(plan.seed, round),
                    epoch,
                )
                .map_err(sampling_error)?;
                if batches.is_empty() {
                    return Err(sampling_error("no PK batch can be formed".into()));
                }
                windows.extend(batches);
                round += 1;
            }
            windows.truncate(steps);
            Ok(windows)
        }
        Some(SamplingSpec::Episodes {
            n_way,
            k_shot,
            n_query,
        }) => {
            let labels = labels();
            (0..steps as u64)
                .map(|number| {
                    samplers::episode(
                        &labels,
                        *n_way as usize,
                        *k_shot as usize,
                        *n_query as usize,
                        plan.seed,
                        epoch,
                        number,
                    )
                    .map(|e| e.images())
                    .map_err(sampling_error)
                })
                .collect()
        }
    }
}
