//! The threaded loader: the same steps as preparing them in place, in order, whatever the
//! number of workers; the workers share each step and stay within the prefetch depth; the
//! training loop does not wait when data is faster than the step, and a run's summary says
//! when it did.

use crate::common;

use std::sync::{Arc, Mutex};
use std::time::Duration;

use paperfit::config::schema::InputSize;
use paperfit::data::loader::{for_each_step, prepare, Loader, StepJob};
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

/// The sample at `position` of the job list [`jobs`] makes.
fn sample_at(position: usize) -> usize {
    (position * 7) % 512
}

fn jobs(n: usize, size: usize) -> Vec<StepJob> {
    (0..n)
        .map(|k| {
            StepJob::new(
                (k * size..(k + 1) * size).map(sample_at).collect(),
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

/// Wait until `done` holds, up to 10 s (far beyond what preparing a few small images takes,
/// whatever else runs); whether it held.
fn within_10_s(done: impl Fn() -> bool) -> bool {
    let started = std::time::Instant::now();
    while !done() {
        if started.elapsed() > Duration::from_secs(10) {
            return false;
        }
        std::thread::sleep(Duration::from_millis(1));
    }
    true
}

/// A training step slower than the data (it ends only once the workers have the next step
/// ready, an event rather than a sleep) never waits, and the loader counts each wait it does.
#[test]
fn a_slow_training_step_never_waits_for_fast_data() {
    let _serial = one_at_a_time();
    let mut loader = Loader::start(dataset(), jobs(8, 8), 8, 2, 2);
    loader.next().unwrap().unwrap();
    for k in 1..8 {
        assert!(
            within_10_s(|| loader.next_step_ready()),
            "step {k} was never prepared while the loop held step {}",
            k - 1
        );
        loader.next().unwrap().unwrap();
    }
    assert!(loader.next().is_none());
    assert_eq!(
        loader.waits, 0,
        "waited {:?} in {} waits",
        loader.waited, loader.waits
    );
    // A loop that asks before its step is ready waits, and the count says so: one worker,
    // one step ahead, samples that each take 2 s to read (they wait for a second read that
    // never comes), so step 1 cannot be ready when step 0 has just been taken.
    let mut loader = Loader::start(Arc::new(Watched::new(2, |_| 0)), jobs(2, 1), 1, 1, 1);
    loader.next().unwrap().unwrap();
    loader.next().unwrap().unwrap();
    assert_eq!(loader.waits, 1, "waited {:?}", loader.waited);
}

/// Dropped while its workers wait for room (40 steps, one ahead), the loader stops them: the
/// drop returns and no worker holds the dataset any more.
#[test]
fn dropping_the_loader_early_stops_its_workers() {
    let _serial = one_at_a_time();
    let data = dataset();
    let mut loader = Loader::start(data.clone(), jobs(40, 8), 8, 3, 1);
    loader.next().unwrap().unwrap();
    assert!(
        within_10_s(|| loader.busy_workers() == 0),
        "the workers never waited"
    );
    let (dropped, done) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        drop(loader);
        dropped.send(()).unwrap();
    });
    done.recv_timeout(Duration::from_secs(10))
        .expect("dropping the loader did not return within 10 s: a worker is still blocked");
    assert_eq!(
        Arc::strong_count(&data),
        1,
        "a worker still holds the dataset"
    );
}

/// Synthetic images whose reads can be watched: how many are in progress at once (each read
/// waits, up to a limit, until `gather` reads are in progress together), the furthest step
/// read so far (`step_of` maps a sample to its step), and samples that fail to read.
struct Watched {
    inner: Arc<dyn Dataset>,
    gather: usize,
    in_progress: Mutex<usize>,
    together: std::sync::Condvar,
    most_at_once: std::sync::atomic::AtomicUsize,
    furthest_step: std::sync::atomic::AtomicUsize,
    step_of: fn(usize) -> usize,
    unreadable: Vec<usize>,
}

impl Watched {
    fn new(gather: usize, step_of: fn(usize) -> usize) -> Self {
        Watched {
            inner: dataset(),
            gather,
            in_progress: Mutex::new(0),
            together: std::sync::Condvar::new(),
            most_at_once: 0.into(),
            furthest_step: 0.into(),
            step_of,
            unreadable: Vec::new(),
        }
    }
}

impl Dataset for Watched {
    fn len(&self) -> usize {
        self.inner.len()
    }
    fn image_shape(&self) -> (usize, usize, usize) {
        self.inner.image_shape()
    }
    fn label(&self, index: usize) -> u32 {
        self.inner.label(index)
    }
    fn get(&self, index: usize, seed: u64) -> candle_core::Result<(paperfit::data::Image, u32)> {
        use std::sync::atomic::Ordering::SeqCst;
        self.furthest_step.fetch_max((self.step_of)(index), SeqCst);
        let mut n = self.in_progress.lock().unwrap();
        *n += 1;
        self.most_at_once.fetch_max(*n, SeqCst);
        self.together.notify_all();
        let deadline = std::time::Instant::now() + Duration::from_secs(2);
        while *n < self.gather && std::time::Instant::now() < deadline {
            n = self
                .together
                .wait_timeout(n, Duration::from_millis(10))
                .unwrap()
                .0;
        }
        drop(n);
        let out = match self.unreadable.contains(&index) {
            true => Err(candle_core::Error::Msg(format!(
                "sample {index} is unreadable"
            ))),
            false => self.inner.get(index, seed),
        };
        *self.in_progress.lock().unwrap() -= 1;
        out
    }
}

#[test]
fn the_workers_share_the_samples_of_one_step() {
    let _serial = one_at_a_time();
    // One step of 6 samples, 3 workers: they read 3 of its samples at once.
    let watched = Arc::new(Watched::new(3, |_| 0));
    let loader = Loader::start(watched.clone(), jobs(1, 6), 2, 3, 1);
    let steps: Vec<_> = loader.map(|s| s.unwrap()).collect();
    assert_eq!(steps.len(), 1);
    assert_eq!(
        watched
            .most_at_once
            .load(std::sync::atomic::Ordering::SeqCst),
        3,
        "3 workers did not read one step's samples together"
    );
    assert_eq!(
        steps[0],
        prepare(dataset().as_ref(), &jobs(1, 6)[0], 2, 0).unwrap()
    );
}

#[test]
fn the_workers_stay_within_prefetch_steps_of_the_training_loop() {
    let _serial = one_at_a_time();
    // Steps of 4 samples: a sample's step is the position it came from, over 4.
    let step_of = |sample: usize| (0..32).find(|&i| sample_at(i) == sample).unwrap() / 4;
    for depth in [1, 2, 3] {
        let watched = Arc::new(Watched::new(1, step_of));
        let mut loader = Loader::start(watched.clone(), jobs(8, 4), 4, 4, depth);
        for k in 0..8 {
            loader.next().unwrap().unwrap();
            // Holding step k, the workers prepare steps k + 1 ..= k + depth, and no further.
            let furthest = || {
                watched
                    .furthest_step
                    .load(std::sync::atomic::Ordering::SeqCst)
            };
            let started = std::time::Instant::now();
            let target = (k + depth).min(7);
            while furthest() < target && started.elapsed() < Duration::from_secs(10) {
                std::thread::sleep(Duration::from_millis(1));
            }
            assert_eq!(furthest(), target, "depth {depth}: the workers idled");
            // Once no worker is busy (each waits for the loop, or has finished), nothing more
            // is read until the loop takes a step: an event, not a time window.
            assert!(
                within_10_s(|| loader.busy_workers() == 0),
                "depth {depth}: a worker is still reading while the loop holds step {k}"
            );
            assert_eq!(
                furthest(),
                target,
                "depth {depth}: read beyond step {target} while the loop holds step {k}"
            );
        }
    }
}

#[test]
fn an_unreadable_sample_fails_its_step_the_same_way_with_any_workers() {
    let _serial = one_at_a_time();
    // Positions 13 and 17 of the job list (step 1 of 10-sample steps) cannot be read; the
    // error names the first of them, whichever worker read it.
    let mut messages = Vec::new();
    for workers in [1, 3] {
        let mut watched = Watched::new(1, |_| 0);
        watched.unreadable = vec![sample_at(13), sample_at(17)];
        let mut loader = Loader::start(Arc::new(watched), jobs(4, 10), 4, workers, 2);
        loader.next().unwrap().unwrap();
        let error = loader.next().unwrap().unwrap_err().to_string();
        assert!(loader.next().is_none(), "the loader ends after an error");
        messages.push(error);
    }
    assert_eq!(
        messages[0],
        format!("sample {} is unreadable", sample_at(13))
    );
    assert_eq!(messages[0], messages[1]);
}

#[test]
fn empty_shares_of_a_window_are_steps_too() {
    let _serial = one_at_a_time();
    // A rank whose share of a small window is empty still takes part in every step.
    let data = dataset();
    let jobs: Vec<StepJob> = (0..5)
        .map(|k| StepJob {
            window: if k % 2 == 0 {
                Vec::new()
            } else {
                vec![k, k + 1]
            },
            seed: k as u64,
            offset: 2,
            window_samples: 2,
        })
        .collect();
    let expected: Vec<_> = jobs
        .iter()
        .enumerate()
        .map(|(i, j)| prepare(data.as_ref(), j, 4, i).unwrap())
        .collect();
    for workers in [1, 3] {
        let got: Vec<_> = Loader::start(data.clone(), jobs.clone(), 4, workers, 2)
            .map(|s| s.unwrap())
            .collect();
        assert_eq!(got, expected, "{workers} workers");
    }
    assert!(expected[0].micro_batches.is_empty() && expected[0].samples == 0);
}

/// `paperfit train` of a short quickstart into `out` with `sets`; returns stdout.
fn train(out: &std::path::Path, sets: &[&str]) -> String {
    let mut cmd = common::train_quickstart_cpu(out);
    cmd.arg("--plain");
    for s in [
        "paper.epochs=1",
        "data.eval_samples=0",
        "train.micro_batch=16",
    ]
    .iter()
    .chain(sets)
    {
        cmd.args(["--set", s]);
    }
    let o = cmd.output().unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    String::from_utf8(o.stdout).unwrap()
}

fn summary(out: &std::path::Path) -> serde_json::Value {
    serde_json::from_str(&std::fs::read_to_string(out.join("summary.json")).unwrap()).unwrap()
}

#[test]
fn a_run_trains_the_same_bits_with_one_or_three_workers() {
    let _serial = one_at_a_time();
    let dir = tempfile::tempdir().unwrap();
    let (mut weights, mut evals) = (Vec::new(), Vec::new());
    for workers in [1, 3] {
        let out = dir.path().join(format!("w{workers}"));
        let stdout = train(
            &out,
            &[
                "data.train_samples=256",
                "data.eval_samples=96",
                &format!("data.num_workers={workers}"),
            ],
        );
        weights.push(std::fs::read(out.join("model.safetensors")).unwrap());
        // Evaluation reads its batches on the loader's workers too.
        evals.push(summary(&out)["eval_loss"].as_f64().unwrap().to_bits());
        let loader = &summary(&out)["loader"];
        assert_eq!(loader["workers"], workers);
        let fraction = loader["data_wait_fraction"].as_f64().unwrap();
        assert!((0.0..=1.0).contains(&fraction), "{fraction}");
        assert!(loader["data_wait_secs"].as_f64().unwrap() >= 0.0);
        let plural = if workers == 1 { "worker" } else { "workers" };
        assert!(
            stdout.contains(&format!(
                "loader {workers} {plural} (data.num_workers): training waited on data"
            )),
            "{stdout}"
        );
    }
    assert!(weights[0] == weights[1], "the weights differ");
    assert_eq!(evals[0], evals[1], "the evaluations differ");
}

#[test]
fn a_run_starved_of_data_says_so_in_its_summary() {
    let _serial = one_at_a_time();
    let dir = tempfile::tempdir().unwrap();
    // Large JPEGs for a 32 x 32 model: one worker decodes and shrinks each for far longer than
    // the small CNN's step on eight of them takes.
    // Eight class folders, as the quickstart's eight classes: one class list for the data.
    for i in 0..24 {
        let path = dir
            .path()
            .join(format!("data/train/class{}/{i:03}.jpg", i % 8));
        common::layouts::write_image(&path, 1600, 1200, i % 8, i);
    }
    let root = format!("data.root=\"{}\"", dir.path().join("data").display());
    let out = dir.path().join("run");
    let stdout = train(
        &out,
        &[
            "data.format=\"image_folder\"",
            &root,
            "data.train_samples=24",
            "paper.effective_batch=8",
            "train.micro_batch=8",
            "data.num_workers=1",
            "data.prefetch=1",
        ],
    );
    let loader = &summary(&out)["loader"];
    let fraction = loader["data_wait_fraction"].as_f64().unwrap();
    assert!(fraction > 0.5 && fraction <= 1.0, "{fraction}");
    assert!(
        stdout.contains("the loader did not keep up: raise data.num_workers"),
        "{stdout}"
    );
    // Not only the epoch's first step: the loop waited between steps too.
    let rows = paperfit::train::metrics::read_rows(&out.join("metrics.jsonl")).unwrap();
    let later: f64 = rows
        .iter()
        .filter(|r| r.kind == paperfit::train::metrics::RowKind::Train && r.step > 1)
        .filter_map(|r| r.data_wait_secs)
        .sum();
    assert!(later > 0.0, "no wait after the first step");
}

#[test]
fn a_run_with_fast_data_barely_waits() {
    let _serial = one_at_a_time();
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("run");
    let stdout = train(&out, &["data.train_samples=512"]);
    let fraction = summary(&out)["loader"]["data_wait_fraction"]
        .as_f64()
        .unwrap();
    // Synthetic 32 x 32 images are ready long before the step that trains on them ends.
    assert!(fraction < 0.5, "{fraction}");
    assert!(!stdout.contains("did not keep up"), "{stdout}");
}

#[test]
fn borrowed_data_is_prepared_the_same_way_and_stops_at_the_first_error() {
    let _serial = one_at_a_time();
    let data = dataset();
    let expected: Vec<_> = jobs(9, 10)
        .iter()
        .enumerate()
        .map(|(i, j)| prepare(data.as_ref(), j, 4, i).unwrap())
        .collect();
    for workers in [1, 3] {
        let mut got = Vec::new();
        for_each_step(data.as_ref(), jobs(9, 10), 4, workers, 2, |step| {
            got.push(step);
            Ok(())
        })
        .unwrap();
        assert_eq!(got, expected, "{workers} workers");
        // An error from the consumer ends the loop (and its workers) at once.
        let mut seen = 0;
        let error = for_each_step(data.as_ref(), jobs(9, 10), 4, workers, 2, |_| {
            seen += 1;
            match seen {
                3 => Err(candle_core::Error::Msg("stop here".into())),
                _ => Ok(()),
            }
        })
        .unwrap_err();
        assert_eq!((seen, error.to_string()), (3, "stop here".to_string()));
    }
}
