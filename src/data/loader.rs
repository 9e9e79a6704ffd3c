//! The loader: worker threads decode and augment the samples of the next optimizer steps
//! ahead of the training loop, and hand the steps over in order.
//!
//! Each job is one optimizer step (its window of sample indices, split into micro-batches).
//! `workers` threads take the samples of the jobs one at a time, in order, never more than
//! `depth` steps ahead of the step the training loop holds; the worker that finishes a step's
//! last sample assembles its micro-batches. What each image looks like depends only on (seed,
//! step, position in the step), never on which worker made it, so the steps are identical
//! with any number of workers.

use std::collections::BTreeMap;
use std::sync::{Arc, Condvar, Mutex, MutexGuard, PoisonError};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use candle_core::{DType, Device, Tensor};
use paperfit_kernels::images::{images_tensor, Erasure, ImageBatch, Normalization};

use super::{Dataset, Image};
use crate::seed::mix;

/// One micro-batch, ready to become tensors: the 8-bit CHW pixels of `labels.len()` images,
/// what normalises them, their erasures (by image) and their labels.
#[derive(Debug, Clone, PartialEq)]
pub struct HostBatch {
    pub pixels: Vec<u8>,
    pub normalization: Normalization,
    pub erasures: Vec<Erasure>,
    pub labels: Vec<u32>,
}

impl HostBatch {
    fn empty(capacity: usize) -> Self {
        HostBatch {
            pixels: Vec::new(),
            normalization: Normalization::NONE,
            erasures: Vec::new(),
            labels: Vec::with_capacity(capacity),
        }
    }

    /// Read and transform `indices`; sample `i` draws its augmentation from
    /// `mix(seed, offset + i)`, its position in the optimizer step.
    pub(crate) fn read(
        dataset: &dyn Dataset,
        indices: &[usize],
        seed: u64,
        offset: usize,
    ) -> candle_core::Result<Self> {
        let mut batch = HostBatch::empty(indices.len());
        for (i, &sample) in indices.iter().enumerate() {
            let (image, label) = dataset.get(sample, mix(seed, (offset + i) as u64))?;
            batch.push(image, label, indices.len())?;
        }
        Ok(batch)
    }

    /// Append one sample; `expected` samples in all size the pixel buffer once.
    fn push(&mut self, image: Image, label: u32, expected: usize) -> candle_core::Result<()> {
        if !self.labels.is_empty() && image.normalization != self.normalization {
            // One split has one transform list, so this would be a loader defect.
            candle_core::bail!("the samples of one batch are normalised differently");
        }
        self.append(image, label, expected);
        Ok(())
    }

    /// [`HostBatch::push`] of a sample known to share the batch's normalisation (or the first).
    fn append(&mut self, image: Image, label: u32, expected: usize) {
        let here = self.labels.len();
        if here == 0 {
            self.normalization = image.normalization;
            self.pixels.reserve_exact(image.pixels.len() * expected);
        }
        self.pixels.extend_from_slice(&image.pixels);
        self.erasures.extend(
            image
                .erasures
                .into_iter()
                .map(|e| Erasure { image: here, ..e }),
        );
        self.labels.push(label);
    }

    /// Sample `i`: its pixels and erasures as one image.
    fn sample(&self, i: usize) -> Image {
        let per_sample = self.pixels.len() / self.labels.len().max(1);
        Image {
            pixels: self.pixels[i * per_sample..(i + 1) * per_sample].to_vec(),
            normalization: self.normalization,
            erasures: self
                .erasures
                .iter()
                .filter(|e| e.image == i)
                .map(|e| Erasure {
                    image: 0,
                    ..e.clone()
                })
                .collect(),
        }
    }

    /// The model's input: an (n, 3, height, width) tensor of `dtype` on `device`, made there
    /// from the 8-bit pixels (`paperfit_kernels::images`).
    pub fn images(
        &self,
        height: usize,
        width: usize,
        dtype: DType,
        device: &Device,
    ) -> candle_core::Result<Tensor> {
        let batch = ImageBatch {
            pixels: &self.pixels,
            images: self.labels.len(),
            height,
            width,
            normalization: self.normalization,
            erasures: &self.erasures,
        };
        images_tensor(&batch, dtype, device)
    }
}

/// An optimizer step's micro-batches (of one rank, in a distributed run).
#[derive(Debug, Clone, PartialEq)]
pub struct PreparedStep {
    /// Position of this step in the job list.
    pub index: usize,
    pub micro_batches: Vec<HostBatch>,
    /// Samples here (this rank's share of the window).
    pub samples: usize,
    /// Position of the first of them in the step's whole window.
    pub offset: usize,
    /// Samples in the whole window, over every rank: what each loss is divided by.
    pub window_samples: usize,
}

impl PreparedStep {
    /// The same samples split into micro-batches of `micro_batch` (the last may be smaller).
    /// Every sample keeps its pixels, drawn from its position in the step, so a different
    /// split changes nothing but the grouping. A step already split so is returned as it is:
    /// the training loop calls this on every step, and copying the pixels there would cost.
    pub fn resplit(self, micro_batch: usize) -> PreparedStep {
        let sizes: Vec<usize> = self.micro_batches.iter().map(|m| m.labels.len()).collect();
        let uniform = sizes.iter().rev().skip(1).all(|&n| n == micro_batch)
            && sizes.last().is_some_and(|&n| n <= micro_batch);
        if uniform {
            return self;
        }
        let total = sizes.iter().sum::<usize>();
        let mut micro_batches = Vec::with_capacity(total.div_ceil(micro_batch.max(1)));
        let mut current = HostBatch::empty(micro_batch);
        for m in &self.micro_batches {
            for (i, &label) in m.labels.iter().enumerate() {
                // The step's samples were pushed into their batches: they share a normalisation.
                current.append(m.sample(i), label, micro_batch);
                if current.labels.len() == micro_batch.max(1) {
                    micro_batches.push(std::mem::replace(
                        &mut current,
                        HostBatch::empty(micro_batch),
                    ));
                }
            }
        }
        if !current.labels.is_empty() {
            micro_batches.push(current);
        }
        PreparedStep {
            micro_batches,
            ..self
        }
    }
}

/// The work of one optimizer step: which samples, with which augmentation seed.
#[derive(Debug, Clone)]
pub struct StepJob {
    /// The samples to prepare: the step's window, or one rank's share of it.
    pub window: Vec<usize>,
    /// Augmentation seed of the step; sample `p` of the window uses `mix(seed, p)`.
    pub seed: u64,
    /// Position of `window[0]` in the step's whole window (0 unless a rank's share).
    pub offset: usize,
    /// Samples in the whole window (`window.len()` unless a rank's share).
    pub window_samples: usize,
}

impl StepJob {
    /// A whole window.
    pub fn new(window: Vec<usize>, seed: u64) -> Self {
        let window_samples = window.len();
        StepJob {
            window,
            seed,
            offset: 0,
            window_samples,
        }
    }
}

/// Decode and transform one step, split into micro-batches of `micro_batch`.
pub fn prepare(
    dataset: &dyn Dataset,
    job: &StepJob,
    micro_batch: usize,
    index: usize,
) -> candle_core::Result<PreparedStep> {
    let micro = micro_batch.max(1);
    let micro_batches = job
        .window
        .chunks(micro)
        .enumerate()
        .map(|(j, chunk)| HostBatch::read(dataset, chunk, job.seed, job.offset + j * micro))
        .collect::<candle_core::Result<Vec<_>>>()?;
    Ok(PreparedStep {
        index,
        micro_batches,
        samples: job.window.len(),
        offset: job.offset,
        window_samples: job.window_samples,
    })
}

/// One sample, decoded and transformed: its pixels and label, or why it could not be read.
type Sample = candle_core::Result<(Image, u32)>;

/// A step being prepared: its samples by position, and the step once all of them are in.
struct Building {
    samples: Vec<Option<Sample>>,
    missing: usize,
    ready: Option<candle_core::Result<PreparedStep>>,
}

/// What the workers and the training loop share, behind one lock that is never held while
/// an image is decoded.
struct State {
    /// The next sample a worker takes: (step, position in the step's window).
    next: (usize, usize),
    /// Steps handed to the training loop so far.
    taken: usize,
    /// Steps being prepared, or ready and not yet taken.
    steps: BTreeMap<usize, Building>,
    /// Workers still running, those of them waiting for the training loop to take a step, and
    /// whether one of them died.
    running: usize,
    waiting_for_room: usize,
    broken: bool,
    stop: bool,
}

struct Shared {
    jobs: Vec<StepJob>,
    micro_batch: usize,
    /// Steps the workers may prepare beyond those the training loop has taken.
    depth: usize,
    state: Mutex<State>,
    /// A step became ready, or a worker stopped: the training loop waits on it.
    ready: Condvar,
    /// The training loop took a step, or the loader stops: idle workers wait on it.
    room: Condvar,
}

impl Shared {
    fn new(jobs: Vec<StepJob>, micro_batch: usize, workers: usize, depth: usize) -> Self {
        Shared {
            jobs,
            micro_batch: micro_batch.max(1),
            depth: depth.max(1),
            state: Mutex::new(State {
                next: (0, 0),
                taken: 0,
                steps: BTreeMap::new(),
                running: workers,
                waiting_for_room: 0,
                broken: false,
                stop: false,
            }),
            ready: Condvar::new(),
            room: Condvar::new(),
        }
    }

    fn lock(&self) -> MutexGuard<'_, State> {
        // A worker that panicked is reported through `broken`; the state itself stays valid.
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// A worker thread could not be started: the others share its work.
    fn not_started(&self) {
        self.lock().running -= 1;
        self.ready.notify_all();
    }

    /// Step `cursor`, once it is ready, and how long the caller waited for it (`None`: it was
    /// ready).
    fn take(&self, cursor: usize) -> (candle_core::Result<PreparedStep>, Option<Duration>) {
        let started = Instant::now();
        let mut blocked = false;
        let mut state = self.lock();
        let step = loop {
            if let Some(step) = state.steps.get_mut(&cursor).and_then(|b| b.ready.take()) {
                state.steps.remove(&cursor);
                state.taken += 1;
                break step;
            }
            if state.broken || state.running == 0 {
                break Err(candle_core::Error::Msg(
                    "the data loader's workers stopped".into(),
                ));
            }
            blocked = true;
            state = self
                .ready
                .wait(state)
                .unwrap_or_else(PoisonError::into_inner);
        };
        drop(state);
        self.room.notify_all();
        (step, blocked.then(|| started.elapsed()))
    }

    /// Ask the workers to stop after the sample in their hands.
    fn stop(&self) {
        self.lock().stop = true;
        self.room.notify_all();
    }
}

/// Prepare `jobs` on `workers` scoped threads, as [`Loader`] does, for a dataset the caller
/// borrows, and hand each step in order to `consume` on this thread; stops at the first error.
pub fn for_each_step(
    dataset: &dyn Dataset,
    jobs: Vec<StepJob>,
    micro_batch: usize,
    workers: usize,
    depth: usize,
    mut consume: impl FnMut(PreparedStep) -> candle_core::Result<()>,
) -> candle_core::Result<()> {
    let total = jobs.len();
    let workers = workers.max(1);
    let shared = Shared::new(jobs, micro_batch, workers, depth);
    std::thread::scope(|scope| {
        for i in 0..workers {
            let spawned = std::thread::Builder::new()
                .name(format!("loader-{i}"))
                .spawn_scoped(scope, || work(&shared, dataset));
            if spawned.is_err() {
                shared.not_started();
            }
        }
        let mut consumed = Ok(());
        for cursor in 0..total {
            consumed = shared.take(cursor).0.and_then(&mut consume);
            if consumed.is_err() {
                break;
            }
        }
        // The scope joins the workers: they must not wait for room that never comes.
        shared.stop();
        consumed
    })
}

/// Prepares steps on worker threads; iterate with [`Loader::next`].
///
/// The workers share the samples of the next steps one at a time, in order: all of them work
/// on the step the training loop needs next before they start the one after, so adding
/// workers shortens the time to prepare each step (and does not only add steps in flight), and
/// host memory holds at most `depth` steps besides the one being trained on, whatever the
/// number of workers.
pub struct Loader {
    shared: Arc<Shared>,
    cursor: usize,
    total: usize,
    handles: Vec<JoinHandle<()>>,
    /// Time the consumer spent waiting for data after the first step, and how often it had
    /// to wait.
    pub waited: Duration,
    pub waits: usize,
    /// Time the consumer waited for the first step (the workers had just started).
    pub first_wait: Duration,
}

impl Loader {
    /// Start `workers` threads preparing `jobs` in micro-batches of `micro_batch`, at most
    /// `depth` steps ahead of the consumer.
    pub fn start(
        dataset: Arc<dyn Dataset>,
        jobs: Vec<StepJob>,
        micro_batch: usize,
        workers: usize,
        depth: usize,
    ) -> Self {
        let total = jobs.len();
        let workers = workers.max(1);
        let shared = Arc::new(Shared::new(jobs, micro_batch, workers, depth));
        let mut handles = Vec::with_capacity(workers);
        for i in 0..workers {
            let (mine, dataset) = (shared.clone(), dataset.clone());
            let spawned = std::thread::Builder::new()
                .name(format!("loader-{i}"))
                .spawn(move || work(&mine, dataset.as_ref()));
            match spawned {
                Ok(handle) => handles.push(handle),
                // Fewer threads than asked: the others share the work; with none, `next`
                // says the workers stopped.
                Err(_) => shared.not_started(),
            }
        }
        Loader {
            shared,
            cursor: 0,
            total,
            handles,
            waited: Duration::ZERO,
            waits: 0,
            first_wait: Duration::ZERO,
        }
    }
}

/// Marks a worker as stopped when it returns or unwinds.
struct Exit<'a>(&'a Shared);

impl Drop for Exit<'_> {
    fn drop(&mut self) {
        let mut state = self.0.lock();
        state.running -= 1;
        state.broken |= std::thread::panicking();
        drop(state);
        self.0.ready.notify_all();
    }
}

/// A worker: take the next sample of a step within `depth` of the consumer, prepare it
/// without the lock, store it; whoever stores a step's last sample assembles the step.
fn work(shared: &Shared, dataset: &dyn Dataset) {
    let _exit = Exit(shared);
    let mut state = shared.lock();
    loop {
        let (s, p) = state.next;
        let Some(job) = shared.jobs.get(s).filter(|_| !state.stop) else {
            return;
        };
        if s >= state.taken + shared.depth {
            state.waiting_for_room += 1;
            state = shared
                .room
                .wait(state)
                .unwrap_or_else(PoisonError::into_inner);
            state.waiting_for_room -= 1;
            continue;
        }
        let n = job.window.len();
        state.next = if p + 1 >= n { (s + 1, 0) } else { (s, p + 1) };
        let building = state.steps.entry(s).or_insert_with(|| Building {
            samples: (0..n).map(|_| None).collect(),
            missing: n,
            ready: None,
        });
        if n == 0 {
            // A rank's share of a small window can be empty: nothing to prepare.
            building.ready = Some(assemble(job, s, Vec::new(), shared.micro_batch));
            shared.ready.notify_all();
            continue;
        }
        drop(state);
        let sample = dataset.get(job.window[p], mix(job.seed, (job.offset + p) as u64));
        state = shared.lock();
        let Some(building) = state.steps.get_mut(&s) else {
            return;
        };
        building.samples[p] = Some(sample);
        building.missing -= 1;
        if building.missing == 0 {
            let samples = std::mem::take(&mut building.samples);
            drop(state);
            let step = assemble(job, s, samples, shared.micro_batch);
            state = shared.lock();
            if let Some(building) = state.steps.get_mut(&s) {
                building.ready = Some(step);
            }
            shared.ready.notify_all();
        }
    }
}

/// A step from its samples in order, split into micro-batches of `micro_batch`: the same
/// value [`prepare`] gives. The first sample that failed, by position, fails the step.
fn assemble(
    job: &StepJob,
    index: usize,
    samples: Vec<Option<Sample>>,
    micro_batch: usize,
) -> candle_core::Result<PreparedStep> {
    let mut micro_batches = Vec::with_capacity(samples.len().div_ceil(micro_batch));
    let mut samples = samples.into_iter();
    loop {
        let chunk: Vec<Option<Sample>> = samples.by_ref().take(micro_batch).collect();
        if chunk.is_empty() {
            break;
        }
        let n = chunk.len();
        let mut batch = HostBatch::empty(n);
        for sample in chunk {
            let (image, label) = sample.ok_or_else(|| {
                candle_core::Error::Msg("the data loader lost a sample of a step".into())
            })??;
            batch.push(image, label, n)?;
        }
        micro_batches.push(batch);
    }
    Ok(PreparedStep {
        index,
        micro_batches,
        samples: job.window.len(),
        offset: job.offset,
        window_samples: job.window_samples,
    })
}

impl Loader {
    /// Whether the step the next call to `next` returns is prepared, so that call does not
    /// wait. (A later step may be ready before it: the workers share a step's samples, and one
    /// still holding its last sample does not stop the others from finishing the step after.)
    pub fn next_step_ready(&self) -> bool {
        let state = self.shared.lock();
        state
            .steps
            .get(&self.cursor)
            .is_some_and(|b| b.ready.is_some())
    }

    /// Workers that are preparing samples, neither waiting for the training loop to take a
    /// step nor finished: 0 means nothing more is read until the loop takes a step.
    pub fn busy_workers(&self) -> usize {
        let state = self.shared.lock();
        state.running - state.waiting_for_room
    }
}

impl Iterator for Loader {
    type Item = candle_core::Result<PreparedStep>;

    /// The next step in order, or `None` when all are done (or after an error).
    fn next(&mut self) -> Option<Self::Item> {
        if self.cursor >= self.total {
            return None;
        }
        let (step, waited) = self.shared.take(self.cursor);
        match waited {
            Some(waited) if self.cursor == 0 => self.first_wait = waited,
            Some(waited) => {
                self.waits += 1;
                self.waited += waited;
            }
            None => {}
        }
        self.cursor = if step.is_ok() {
            self.cursor + 1
        } else {
            self.total
        };
        Some(step)
    }
}

impl Drop for Loader {
    fn drop(&mut self) {
        self.shared.stop();
        for handle in self.handles.drain(..) {
            // A worker finishes the sample in its hands, then sees `stop`.
            let _ = handle.join();
        }
    }
}
