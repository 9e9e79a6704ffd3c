// Training allocates and frees many short-lived tensor buffers per step; mimalloc keeps them
// in its pools instead of returning pages to the kernel each time (see docs/design.md).
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// mimalloc's `mi_option_purge_delay`: its place in `mi_option_t`, the same in mimalloc 2.3 and
/// 3.3, the two the mimalloc crate builds (the test below checks the version and the effect).
const MI_OPTION_PURGE_DELAY: libmimalloc_sys::mi_option_t = 15;

/// Never give freed pages back to the kernel, unless `MIMALLOC_PURGE_DELAY` says otherwise.
/// mimalloc's default purges memory 10 ms after it is freed, so each step's activations came
/// back as fresh pages the kernel had to fault in and zero (7-10% of a CPU step in `perf`); a
/// step's peak recurs every step, so keeping the pages costs little resident memory
/// (docs/benchmarks.md).
fn keep_freed_pages() {
    if std::env::var_os("MIMALLOC_PURGE_DELAY").is_none() {
        // SAFETY: sets one of mimalloc's options, which it reads atomically.
        unsafe { libmimalloc_sys::mi_option_set(MI_OPTION_PURGE_DELAY, -1) }
    }
}

fn main() {
    keep_freed_pages();
    std::process::exit(paperfit::cli::run(std::env::args_os()));
}

#[cfg(test)]
mod tests {
    use super::*;

    fn resident_bytes() -> u64 {
        let status = std::fs::read_to_string("/proc/self/status").unwrap();
        let line = status.lines().find(|l| l.starts_with("VmRSS:")).unwrap();
        let kib: u64 = line[6..]
            .trim()
            .trim_end_matches("kB")
            .trim()
            .parse()
            .unwrap();
        kib * 1024
    }

    /// Resident bytes given back after 256 MiB of 1 MiB buffers are written, freed and left
    /// alone for 300 ms under a purge delay of `delay` ms.
    fn given_back(delay: std::os::raw::c_long) -> u64 {
        // SAFETY: as in `keep_freed_pages`.
        unsafe { libmimalloc_sys::mi_option_set(MI_OPTION_PURGE_DELAY, delay) };
        let buffers: Vec<Vec<u8>> = (0..256).map(|i| vec![i as u8; 1 << 20]).collect();
        let full = resident_bytes();
        drop(std::hint::black_box(buffers));
        std::thread::sleep(std::time::Duration::from_millis(300));
        // A small allocation lets mimalloc run its delayed purges.
        drop(std::hint::black_box(vec![0u8; 64]));
        full.saturating_sub(resident_bytes())
    }

    #[test]
    fn the_purge_delay_option_keeps_freed_pages_with_the_process() {
        // The option's place in the enum is mimalloc's: checked for the versions it holds in.
        let version = unsafe { libmimalloc_sys::mi_version() };
        assert!((20300..40000).contains(&version), "mimalloc {version}");
        // Immediate purging gives most of the 256 MiB back; keeping them gives back little.
        let purged = given_back(0);
        let kept = given_back(-1);
        assert!(
            purged > 128 << 20,
            "purged at once: {purged} bytes given back"
        );
        assert!(kept < 32 << 20, "kept: {kept} bytes given back");
    }
}
