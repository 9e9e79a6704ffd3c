//! The threaded loader: the same steps as preparing them in place, in order, whatever the
//! number of workers; the training loop does not wait when data is faster than the step.

use std::sync::{Arc, Mutex};
use std::time::Duration;

use paperfit::config::schema::InputSize;
use paperfit::data::loader::{prepare, Loader, StepJob};
use paperfit::data::synthetic::SyntheticShapes;
use paperfit::data::{Dataset, Split};

/// The tests of this file run one at a time: the timing test's claim (no wait when data is
/// faster than the step) is about the loader, not about workers starved of the two cores by
/// another test's workers.
static ONE_AT_A_TIME: Mutex<()> = Mutex::new(());

fn one_at_a_time() -> std::sync::MutexGuard<'static, ()> {
    ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner())
}

fn dataset() -> Arc<dyn Dataset> {
    Arc::new(SyntheticShapes::new(
        512,
        8,
        InputSize::square(16),
        3,
        Split::Train,
    ))
}

fn jobs(n: usize, size: usize) -> Vec<StepJob> {
    (0..n)
        .map(|k| {
            StepJob::new(
                (k * size..(k + 1) * size).map(|i| (i * 7) % 512).collect(),
                1000 + k as u64,
            )
        })
        .collect()
}

#[test]
fn any_number_of_workers_gives_the_same_steps_in_order() {
    let _serial = one_at_a_time();
    let data = dataset();
    let expected: Vec<_> = jobs(12, 10)
        .iter()
        .enumerate()
        .map(|(i, j)| prepare(data.as_ref(), j, 4, i).unwrap())
        .collect();
    // 10 samples as 4 + 4 + 2.
    assert_eq!(
        expected[0]
            .micro_batches
            .iter()
            .map(|m| m.labels.len())
            .collect::<Vec<_>>(),
        [4, 4, 2]
    );
    for (workers, depth) in [(1, 1), (3, 2), (4, 8)] {
        let loader = Loader::start(data.clone(), jobs(12, 10), 4, workers, depth);
        let mut got = Vec::new();
        for step in loader {
            got.push(step.unwrap());
        }
        assert_eq!(got, expected, "{workers} workers, depth {depth}");
    }
}

#[test]
fn a_slow_training_step_never_waits_for_fast_data() {
    let _serial = one_at_a_time();
    let mut loader = Loader::start(dataset(), jobs(8, 8), 8, 2, 2);
    let mut steps = 0;
    for step in loader.by_ref() {
        step.unwrap();
        steps += 1;
        // A training step far slower than preparing 8 small images.
        std::thread::sleep(Duration::from_millis(100));
    }
    assert_eq!(steps, 8);
    assert_eq!(
        loader.waits, 0,
        "waited {:?} in {} waits",
        loader.waited, loader.waits
    );
}

#[test]
fn dropping_the_loader_early_stops_its_workers() {
    let _serial = one_at_a_time();
    let mut loader = Loader::start(dataset(), jobs(40, 8), 8, 3, 1);
    loader.next().unwrap().unwrap();
    drop(loader); // must not hang with workers blocked on a full queue
}
