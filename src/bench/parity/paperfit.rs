//! paperfit's side of the comparison: it trains, and writes what the reference replays.

use std::collections::{BTreeMap, HashMap};
use std::path::Path;

use candle_core::{DType, Device, Tensor};

use super::{err, save, Options, StepValues};
use crate::data::loader::PreparedStep;
use crate::data::{self, Split};
use crate::error::Result;
use crate::labels::Labels;
use crate::plan::Plan;
use crate::train::engine::Engine;
use crate::train::windows::step_windows;

/// What paperfit's run leaves for the comparison.
pub(super) struct Ours {
    pub steps: Vec<StepValues>,
    /// The weights after each step that has a one-step check.
    pub after: BTreeMap<u64, HashMap<String, Tensor>>,
    /// `--gradients`: every parameter's gradient at that step.
    pub gradients: Option<HashMap<String, Tensor>>,
    pub final_weights: HashMap<String, Tensor>,
}

/// Train `options.steps` optimizer steps, writing the initial weights, every step's batches
/// and the state before each one-step check into `dir`.
pub(super) fn train(plan: &Plan, options: &Options, one_step: &[u64], dir: &Path) -> Result<Ours> {
    let size = plan
        .model
        .image_size
        .ok_or_else(|| err("plan without an input size"))?;
    let data = data::open(&plan.data, size, Split::Train, plan.seed)?;
    // On the plan's device: a half-precision plan is compared where it runs.
    let device = crate::train::session::device_for(plan)?;
    let mut engine = Engine::new(plan, &device)?;
    let (weights, _) = engine.checkpoint_tensors()?;
    save(&snapshot(weights)?, &dir.join("init.safetensors"))?;
    let micro_batch = plan.micro_batch as usize;
    let mut ours = Ours {
        steps: Vec::with_capacity(options.steps),
        after: BTreeMap::new(),
        gradients: None,
        final_weights: HashMap::new(),
    };
    let mut step = 0u64;
    let mut epoch = 0u32;
    'epochs: loop {
        for window in step_windows(plan, data.as_ref(), epoch)? {
            if step as usize == options.steps {
                break 'epochs;
            }
            let prepared = engine.prepare(data.as_ref(), &window, micro_batch, step)?;
            write_batch(
                plan,
                &engine,
                &prepared,
                step,
                &dir.join(format!("batch-{step}.safetensors")),
            )?;
            if one_step.contains(&step) {
                write_state(&engine, &dir.join(format!("state-{step}.safetensors")))?;
            }
            if options.gradients.as_ref().is_some_and(|(g, _)| *g == step) {
                let window_gradients =
                    gradients_at(&mut engine, data.as_ref(), &window, micro_batch, step)?;
                ours.gradients = Some(window_gradients);
            }
            let outcome = engine.train_prepared(&prepared, step)?;
            ours.steps.push(StepValues {
                loss: outcome.loss,
                lr: outcome.lr,
                grad_norm: outcome.grad_norm,
            });
            if one_step.contains(&step) {
                ours.after
                    .insert(step, snapshot(engine.checkpoint_tensors()?.0)?);
            }
            step += 1;
        }
        epoch += 1;
    }
    ours.final_weights = snapshot(engine.checkpoint_tensors()?.0)?;
    Ok(ours)
}

/// The step's micro-batches as fed, in order: `images.J`, `labels.J`, and the draws the
/// reference cannot make itself (`NAME.J`: DCAL's `partners`, FLYP's `captions`), made from
/// the micro-batch's training context.
fn write_batch(
    plan: &Plan,
    engine: &Engine,
    prepared: &PreparedStep,
    step: u64,
    path: &Path,
) -> Result<()> {
    let size = plan
        .model
        .image_size
        .ok_or_else(|| err("plan without an input size"))?;
    let mut batch = HashMap::new();
    let mut offset = prepared.offset;
    for (j, micro) in prepared.micro_batches.iter().enumerate() {
        let n = micro.labels.len();
        let images = micro.images(
            size.height as usize,
            size.width as usize,
            DType::F32,
            &Device::Cpu,
        )?;
        let labels: Vec<i64> = micro.labels.iter().map(|&l| l as i64).collect();
        batch.insert(format!("images.{j}"), images);
        batch.insert(
            format!("labels.{j}"),
            Tensor::from_vec(labels, n, &Device::Cpu)?,
        );
        let ctx = engine.train_ctx(
            step,
            offset,
            &Labels::new(micro.labels.as_slice(), &Device::Cpu)?,
        );
        for (name, draw) in engine.model().replayed_draws(n, &ctx)? {
            batch.insert(format!("{name}.{j}"), draw.to_dtype(DType::I64)?);
        }
        offset += n;
    }
    save(&batch, path)
}

/// The whole training state before a step: `model.<name>`, `optim.<name>...`.
fn write_state(engine: &Engine, path: &Path) -> Result<()> {
    let (weights, optimizer) = engine.checkpoint_tensors()?;
    let mut state: HashMap<String, Tensor> = HashMap::new();
    for (k, t) in weights {
        state.insert(format!("model.{k}"), t);
    }
    for (k, t) in optimizer {
        state.insert(format!("optim.{k}"), t);
    }
    save(&snapshot(state.into_iter().collect())?, path)
}

/// Deep copies on the CPU (the engine's tensors share storage with the live weights, updated
/// in place, and may be on a GPU).
fn snapshot(tensors: BTreeMap<String, Tensor>) -> Result<HashMap<String, Tensor>> {
    tensors
        .into_iter()
        .map(|(k, t)| Ok((k, t.contiguous()?.copy()?.to_device(&Device::Cpu)?)))
        .collect()
}

/// Every parameter's gradient of the step's mean loss (unscaled, before clipping). The forward
/// passes this takes update BatchNorm's running statistics: they are put back, so the step
/// itself runs as if this had not.
fn gradients_at(
    engine: &mut Engine,
    data: &dyn data::Dataset,
    window: &[usize],
    micro_batch: usize,
    step: u64,
) -> Result<HashMap<String, Tensor>> {
    let buffers: Vec<_> = engine
        .model()
        .store()
        .borrow()
        .buffers()
        .values()
        .map(|b| (b.clone(), b.borrow().clone()))
        .collect();
    let (grads, _) = engine.window_gradients(data, window, micro_batch, step)?;
    for (cell, value) in buffers {
        *cell.borrow_mut() = value;
    }
    let names: Vec<String> = engine.params().iter().map(|p| p.name.clone()).collect();
    names
        .into_iter()
        .zip(grads)
        .map(|(n, g)| Ok((n, g.to_device(&Device::Cpu)?)))
        .collect()
}
