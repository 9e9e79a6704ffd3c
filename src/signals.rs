//! SIGINT (Ctrl-C) and SIGTERM (`kill`, a cluster scheduler's preemption) as a request to stop,
//! not as death, while a run listens: a training run finishes the optimizer step it is in,
//! writes a checkpoint of that point and ends, so `--resume` continues exactly where it
//! stopped instead of at the last periodic checkpoint; the parent of `--nproc` ranks passes
//! the signal on and waits for them. A further signal only repeats the request (SIGKILL still
//! ends a process at once). While nothing listens, the signals do what they always do.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::OnceLock;

use signal_hook::consts::{SIGINT, SIGTERM};

/// The signals that ask a run to stop.
pub(crate) const STOP_SIGNALS: [i32; 2] = [SIGINT, SIGTERM];

/// The process's one handler state: how many [`StopSignals`] live, and the last stop signal
/// received while one did (0: none).
struct Shared {
    listeners: AtomicUsize,
    received: AtomicUsize,
}

static SHARED: OnceLock<std::io::Result<&'static Shared>> = OnceLock::new();

/// Installs the handlers once per process. A handler records the signal while someone listens
/// and otherwise emulates the default action (signal-hook cannot give the default handler
/// back once an action was registered, so the one action decides).
fn shared() -> std::io::Result<&'static Shared> {
    let installed = SHARED.get_or_init(|| {
        let shared: &'static Shared = Box::leak(Box::new(Shared {
            listeners: AtomicUsize::new(0),
            received: AtomicUsize::new(0),
        }));
        for signal in STOP_SIGNALS {
            // SAFETY: the action only reads and stores atomics and calls
            // `emulate_default_handler`, all async-signal-safe.
            unsafe {
                signal_hook::low_level::register(signal, move || {
                    if shared.listeners.load(Ordering::SeqCst) > 0 {
                        shared.received.store(signal as usize, Ordering::SeqCst);
                    } else {
                        let _ = signal_hook::low_level::emulate_default_handler(signal);
                    }
                })
            }?;
        }
        Ok(shared)
    });
    match installed {
        Ok(shared) => Ok(shared),
        Err(e) => Err(std::io::Error::new(e.kind(), e.to_string())),
    }
}

/// Listens for [`STOP_SIGNALS`] while it lives; when the last listener is dropped, they end the
/// process again.
pub(crate) struct StopSignals {
    shared: &'static Shared,
}

impl StopSignals {
    /// Starts listening. Fails only if the operating system refuses the handlers.
    pub(crate) fn listen() -> std::io::Result<Self> {
        let shared = shared()?;
        if shared.listeners.fetch_add(1, Ordering::SeqCst) == 0 {
            // A signal that came before anyone listened is not this run's.
            shared.received.store(0, Ordering::SeqCst);
        }
        Ok(StopSignals { shared })
    }

    /// The stop signal received since listening began, if any.
    pub(crate) fn received(&self) -> Option<i32> {
        match self.shared.received.load(Ordering::SeqCst) {
            0 => None,
            signal => Some(signal as i32),
        }
    }
}

impl Drop for StopSignals {
    fn drop(&mut self) {
        self.shared.listeners.fetch_sub(1, Ordering::SeqCst);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A signal raised while listening is received and does not end the process; a new
    /// listener starts with nothing received. (That the process ends on a signal when nothing
    /// listens, and a run's stop end to end, are tested through the binary: tests/it/cli.rs.)
    #[test]
    fn a_stop_signal_is_received_not_fatal() {
        let stop = StopSignals::listen().unwrap();
        assert_eq!(stop.received(), None);
        signal_hook::low_level::raise(SIGTERM).unwrap();
        assert_eq!(stop.received(), Some(SIGTERM));
        drop(stop);
        let again = StopSignals::listen().unwrap();
        assert_eq!(again.received(), None);
        signal_hook::low_level::raise(SIGINT).unwrap();
        assert_eq!(again.received(), Some(SIGINT));
    }
}
