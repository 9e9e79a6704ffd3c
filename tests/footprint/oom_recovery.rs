//! Out-of-memory recovery frees the failed window before the retry: with an out-of-memory
//! error injected after a window's first micro-batch, the retry with a smaller micro-batch
//! starts from the memory the window started from (every heap byte counted). A window that
//! kept anything (its partial gradients, a graph, cached rows) would start the retry higher by
//! at least one gradient-sized buffer, and on a GPU every smaller retry would run out of memory
//! too.

use crate::common;
use crate::counting_alloc;

use candle_core::Device;
use counting_alloc::{live_bytes, SERIAL};
use paperfit::data::{self, Split};
use paperfit::plan::Plan;
use paperfit::train::engine::Engine;
use paperfit::train::recovery::{train_with_backoff, Backoff};
use paperfit::train::windows::step_windows;

use common::synthetic_plan as plan;

/// Bytes the retry may start above the window's start: thread-local buffers of the matrix
/// multiplication may grow during the failed attempt (they belong to the process, not the
/// window). Every model below has over 20 MiB of gradients, which a leak would leave behind.
const TOLERANCE_BYTES: usize = 1 << 20;

fn check(what: &str, plan: &Plan) {
    let _serial = SERIAL.lock().unwrap_or_else(|e| e.into_inner());
    let size = plan.model.image_size.unwrap();
    let train = data::open(&plan.data, size, Split::Train, plan.seed).unwrap();
    let window = step_windows(plan, train.as_ref(), 0).unwrap()[0].clone();
    let micro = plan.micro_batch as usize;
    let mut engine = Engine::new(plan, &Device::Cpu).unwrap();
    let gradient_bytes: usize = engine.params().iter().map(|p| 4 * p.var.elem_count()).sum();
    assert!(
        gradient_bytes > 16 * TOLERANCE_BYTES,
        "{what}: too small to show a leak"
    );
    // A first step allocates what stays: optimizer state, the multiplication's buffers.
    let prepared = engine.prepare(train.as_ref(), &window, micro, 0).unwrap();
    engine.train_prepared(&prepared, 0).unwrap();
    engine.inject(paperfit::train::engine::Faults {
        oom_at_step: Some(1),
        ..Default::default()
    });
    let prepared = engine.prepare(train.as_ref(), &window, micro, 1).unwrap();

    let baseline = live_bytes();
    let mut backoffs: Vec<(Backoff, usize)> = Vec::new();
    let mut split = micro;
    let outcome = train_with_backoff(&mut engine, prepared, 1, &mut split, &mut |b| {
        backoffs.push((b.clone(), live_bytes()));
        Ok(())
    })
    .unwrap();
    assert_eq!(
        backoffs.len(),
        1,
        "{what}: one injected error, one back-off"
    );
    let (backoff, at_retry) = &backoffs[0];
    assert_eq!((backoff.step, backoff.from), (1, micro), "{what}");
    assert!(
        backoff.to < micro && split == backoff.to,
        "{what}: {backoff:?}"
    );
    assert_eq!(outcome.samples, window.len(), "{what}: the effective batch");
    assert!(outcome.applied && outcome.loss.is_finite(), "{what}");
    let above = at_retry.saturating_sub(baseline);
    eprintln!(
        "{what}: retry starts {above} bytes above the window's start ({} MiB of gradients)",
        gradient_bytes >> 20
    );
    assert!(
        above <= TOLERANCE_BYTES,
        "{what}: the retry starts {above} bytes above the window (tolerance {TOLERANCE_BYTES})"
    );
}

#[test]
fn a_cnn_with_batchnorm_retries_from_the_windows_baseline() {
    let p = plan(
        "seresnext50_aptos.toml",
        &[
            "model.freeze_batchnorm=false",
            "paper.input_size=32",
            "paper.effective_batch=8",
            "paper.lr_reference_batch=8",
            "train.micro_batch=4",
        ],
    );
    check("SE-ResNeXt50", &p);
}

#[test]
fn a_checkpointed_transformer_retries_from_the_windows_baseline() {
    let p = plan(
        "dcal_cub.toml",
        &[
            "model.backbone=\"deit_tiny\"",
            "paper.input_size=32",
            "model.num_classes=4",
            "data.num_classes=4",
            "data.train_samples=16",
            // Backs off to 2: the pair-wise branch trains no micro-batch of 1.
            "train.micro_batch=4",
            "train.gradient_checkpointing=true",
        ],
    );
    check("DCAL (DeiT-Tiny), checkpointing", &p);
}

#[test]
fn a_batch_coupled_loss_retries_from_the_windows_baseline() {
    // Gradient caching keeps the step's rows and their gradients: they must go too.
    let p = plan(
        "dcal_market1501.toml",
        &[
            "model.backbone=\"deit_tiny\"",
            "paper.input_size=[32, 16]",
            "paper.effective_batch=8",
            "paper.lr_reference_batch=8",
            "paper.sampling.identities=4",
            "paper.sampling.images_per_identity=2",
            "model.num_classes=6",
            "data.num_classes=6",
            "data.train_samples=48",
            "train.micro_batch=4",
            "data.transforms.train=[{op=\"resize\", size=[32, 16]}, {op=\"normalize\"}]",
            "data.transforms.eval=[{op=\"resize\", size=[32, 16]}, {op=\"normalize\"}]",
        ],
    );
    check("DCAL re-ID (DeiT-Tiny), gradient caching", &p);
}

/// An out-of-memory error outside the tensors' pool (a library's workspace, a kernel module)
/// is redone once at the same split after the pool's free memory goes back to the driver: no
/// back-off, the micro-batch kept, and the step is the uninterrupted one, bit for bit.
#[test]
fn an_allocation_outside_the_pool_is_retried_at_the_same_split() {
    let _serial = SERIAL.lock().unwrap_or_else(|e| e.into_inner());
    let plan = plan(
        "quickstart.toml",
        &["paper.effective_batch=16", "train.micro_batch=8"],
    );
    let size = plan.model.image_size.unwrap();
    let train = data::open(&plan.data, size, Split::Train, plan.seed).unwrap();
    let window = step_windows(&plan, train.as_ref(), 0).unwrap()[0].clone();
    let micro = plan.micro_batch as usize;
    let step = |outside_pool: Option<bool>| {
        let mut engine = Engine::new(&plan, &Device::Cpu).unwrap();
        if let Some(outside_pool) = outside_pool {
            engine.inject(paperfit::train::engine::Faults {
                oom_at_step: Some(0),
                oom_outside_pool: outside_pool,
                ..Default::default()
            });
        }
        let prepared = engine.prepare(train.as_ref(), &window, micro, 0).unwrap();
        let mut split = micro;
        let mut backoffs = 0;
        let outcome = train_with_backoff(&mut engine, prepared, 0, &mut split, &mut |_| {
            backoffs += 1;
            Ok(())
        })
        .unwrap();
        let weights: Vec<Vec<f32>> = engine
            .params()
            .iter()
            .map(|p| p.var.as_tensor().flatten_all().unwrap().to_vec1().unwrap())
            .collect();
        (outcome.loss, split, backoffs, weights)
    };
    let (loss, split, backoffs, weights) = step(None);
    assert_eq!((split, backoffs), (micro, 0));
    let (retried_loss, retried_split, retried_backoffs, retried) = step(Some(true));
    assert_eq!((retried_split, retried_backoffs), (micro, 0), "no back-off");
    assert_eq!(retried_loss.to_bits(), loss.to_bits());
    assert!(
        retried == weights,
        "the retried step is the uninterrupted one"
    );
    // Inside the pool (the tensors' own allocation), the same error backs off at once.
    let (_, pool_split, pool_backoffs, _) = step(Some(false));
    assert_eq!(pool_backoffs, 1);
    assert!(pool_split < micro);
}
