#![allow(dead_code)]
//! A global allocator that counts every heap byte, for the footprint tests: a module of
//! `tests/footprint`, whose allocator it replaces (no other test binary counts).

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

use candle_core::Tensor;

struct Counting;

static LIVE: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);
/// Tests in this binary measure one at a time (the counters are global).
pub static SERIAL: Mutex<()> = Mutex::new(());

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let p = System.alloc(layout);
        if !p.is_null() {
            let now = LIVE.fetch_add(layout.size(), Ordering::Relaxed) + layout.size();
            PEAK.fetch_max(now, Ordering::Relaxed);
        }
        p
    }
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        let p = System.alloc_zeroed(layout);
        if !p.is_null() {
            let now = LIVE.fetch_add(layout.size(), Ordering::Relaxed) + layout.size();
            PEAK.fetch_max(now, Ordering::Relaxed);
        }
        p
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        System.dealloc(ptr, layout);
        LIVE.fetch_sub(layout.size(), Ordering::Relaxed);
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        let p = System.realloc(ptr, layout, new_size);
        if !p.is_null() {
            if new_size >= layout.size() {
                let now = LIVE.fetch_add(new_size - layout.size(), Ordering::Relaxed) + new_size
                    - layout.size();
                PEAK.fetch_max(now, Ordering::Relaxed);
            } else {
                LIVE.fetch_sub(layout.size() - new_size, Ordering::Relaxed);
            }
        }
        p
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

/// Bytes a forward pass leaves alive, and the peak above the starting point during its
/// backward pass.
pub struct Measured {
    pub kept: usize,
    pub backward_peak: usize,
}

/// `forward` runs once unmeasured, then is measured: the first run allocates the matrix
/// multiplication's per-thread packing buffers, which stay for the life of the process. A
/// worker thread may still grow its buffer in a measured run (work stealing decides which
/// thread multiplies what): then bytes outlive the run, and it is measured again. A thread may
/// also hold a transient buffer at the peak in one run and not in the next (scheduling decides
/// that too): the backward peak is the smaller of two measured runs, the model's own bytes.
pub fn measure(forward: impl Fn() -> Tensor) -> Measured {
    drop(forward().sum_all().unwrap().backward().unwrap());
    let first = measure_once(&forward);
    let second = measure_once(&forward);
    Measured {
        kept: second.kept,
        backward_peak: first.backward_peak.min(second.backward_peak),
    }
}

fn measure_once(forward: &impl Fn() -> Tensor) -> Measured {
    let mut attempts = 0;
    loop {
        let before = LIVE.load(Ordering::Relaxed);
        let out = forward();
        let kept = LIVE.load(Ordering::Relaxed) - before;
        PEAK.store(LIVE.load(Ordering::Relaxed), Ordering::Relaxed);
        let loss = out.sum_all().unwrap();
        let grads = loss.backward().unwrap();
        let backward_peak = PEAK.load(Ordering::Relaxed) - before;
        drop((grads, loss, out));
        attempts += 1;
        if LIVE.load(Ordering::Relaxed) <= before || attempts == 4 {
            return Measured {
                kept,
                backward_peak,
            };
        }
    }
}

pub fn relative(estimate: u64, measured: usize) -> f64 {
    (estimate as f64 - measured as f64).abs() / measured as f64
}

/// Heap bytes alive in this process now.
#[allow(dead_code)]
pub fn live_bytes() -> usize {
    LIVE.load(Ordering::Relaxed)
}

/// Restart the peak at the bytes alive now.
pub fn reset_peak() {
    PEAK.store(LIVE.load(Ordering::Relaxed), Ordering::Relaxed);
}

/// The most heap bytes alive at once since [`reset_peak`].
pub fn peak_bytes() -> usize {
    PEAK.load(Ordering::Relaxed)
}
