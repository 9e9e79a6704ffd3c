//! The loader: worker threads decode and augment whole optimizer steps ahead of the training
//! loop, through a bounded queue, and hand them over in order.
//!
//! Each job is one optimizer step (its window of sample indices, split into micro-batches);
//! `workers` threads take jobs in order from a shared counter and at most `depth` finished
//! steps wait in the queue. The consumer receives steps in their original order. What each
//! image looks like depends only on (seed, step, position in the step), never on which worker
//! made it, so the result is identical with any number of workers.

use std::collections::BTreeMap;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc::{sync_channel, Receiver};
use std::sync::Arc;
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use super::Dataset;
use crate::seed::mix;

/// One micro-batch, ready to become tensors: CHW pixels of `len` images and their labels.
#[derive(Debug, Clone, PartialEq)]
pub struct HostBatch {
    pub pixels: Vec<f32>,
    pub labels: Vec<u32>,
}

impl HostBatch {
    /// Read and transform `indices`; sample `i` draws its augmentation from
    /// `mix(seed, offset + i)`, its position in the optimizer step.
    pub fn read(
        dataset: &dyn Dataset,
        indices: &[usize],
        seed: u64,
        offset: usize,
    ) -> candle_core::Result<Self> {
        let mut pixels = Vec::new();
        let mut labels = Vec::with_capacity(indices.len());
        for (i, &sample) in indices.iter().enumerate() {
            let (image, label) = dataset.get(sample, mix(seed, (offset + i) as u64))?;
            pixels.extend_from_slice(&image);
            labels.push(label);
        }
        Ok(HostBatch { pixels, labels })
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
        let pixels: Vec<f32> = self
            .micro_batches
            .iter()
            .flat_map(|m| m.pixels.iter().copied())
            .collect();
        let labels: Vec<u32> = self
            .micro_batches
            .iter()
            .flat_map(|m| m.labels.iter().copied())
            .collect();
        let per_sample = pixels.len() / labels.len().max(1);
        let micro_batches = labels
            .chunks(micro_batch.max(1))
            .enumerate()
            .map(|(i, chunk)| {
                let start = i * micro_batch * per_sample;
                HostBatch {
                    pixels: pixels[start..start + chunk.len() * per_sample].to_vec(),
                    labels: chunk.to_vec(),
                }
            })
            .collect();
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

/// Prepares steps on worker threads; iterate with [`Loader::next`].
pub struct Loader {
    receiver: Receiver<(usize, candle_core::Result<PreparedStep>)>,
    pending: BTreeMap<usize, candle_core::Result<PreparedStep>>,
    cursor: usize,
    total: usize,
    stop: Arc<AtomicBool>,
    handles: Vec<JoinHandle<()>>,
    /// Time the consumer spent waiting for data, and how often it had to wait.
    pub waited: Duration,
    pub waits: usize,
}

impl Loader {
    /// Start `workers` threads preparing `jobs` in micro-batches of `micro_batch`, keeping at
    /// most `depth` prepared steps queued.
    pub fn start(
        dataset: Arc<dyn Dataset>,
        jobs: Vec<StepJob>,
        micro_batch: usize,
        workers: usize,
        depth: usize,
    ) -> Self {
        let total = jobs.len();
        let jobs = Arc::new(jobs);
        let counter = Arc::new(AtomicUsize::new(0));
        let stop = Arc::new(AtomicBool::new(false));
        let (sender, receiver) = sync_channel(depth.max(1));
        let handles = (0..workers.max(1))
            .map(|_| {
                let (jobs, counter, stop, sender, dataset) = (
                    jobs.clone(),
                    counter.clone(),
                    stop.clone(),
                    sender.clone(),
                    dataset.clone(),
                );
                std::thread::spawn(move || loop {
                    if stop.load(Ordering::Relaxed) {
                        break;
                    }
                    let i = counter.fetch_add(1, Ordering::Relaxed);
                    let Some(job) = jobs.get(i) else { break };
                    let result = prepare(dataset.as_ref(), job, micro_batch, i);
                    // The receiver is gone when the loop stopped early: nothing left to do.
                    if sender.send((i, result)).is_err() {
                        break;
                    }
                })
            })
            .collect();
        Loader {
            receiver,
            pending: BTreeMap::new(),
            cursor: 0,
            total,
            stop,
            handles,
            waited: Duration::ZERO,
            waits: 0,
        }
    }
}

impl Iterator for Loader {
    type Item = candle_core::Result<PreparedStep>;

    /// The next step in order, or `None` when all are done.
    fn next(&mut self) -> Option<Self::Item> {
        if self.cursor >= self.total {
            return None;
        }
        loop {
            if let Some(ready) = self.pending.remove(&self.cursor) {
                self.cursor += 1;
                return Some(ready);
            }
            let started = Instant::now();
            let received = match self.receiver.try_recv() {
                Ok(r) => Ok(r),
                Err(_) => {
                    // Queue empty: the training loop waits for data.
                    let r = self.receiver.recv();
                    // The very first step is always awaited: count waits after it only.
                    if self.cursor > 0 {
                        self.waits += 1;
                        self.waited += started.elapsed();
                    }
                    r
                }
            };
            match received {
                Ok((i, r)) => {
                    self.pending.insert(i, r);
                }
                Err(_) => {
                    return Some(Err(candle_core::Error::Msg(
                        "the data loader's workers stopped".into(),
                    )));
                }
            }
        }
    }
}

impl Drop for Loader {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        // Unblock workers waiting on a full queue.
        while self.receiver.try_recv().is_ok() {}
        for h in self.handles.drain(..) {
            // Drain again while joining: a worker may have been mid-send.
            while !h.is_finished() {
                while self.receiver.try_recv().is_ok() {}
                std::thread::sleep(Duration::from_millis(1));
            }
            let _ = h.join();
        }
    }
}
