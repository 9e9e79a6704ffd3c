//! The tests that count every heap byte (memory footprints, out-of-memory recovery) in a
//! binary of their own: the counting allocator replaces this binary's allocator, and every test
//! here measures under one lock (`counting_alloc::SERIAL`), so no test's allocations land in
//! another's count. Named by module, e.g. `cargo test --release --test footprint oom_recovery::`.

#[path = "../common/mod.rs"]
#[macro_use]
mod common;
#[path = "../counting_alloc/mod.rs"]
mod counting_alloc;

mod memory_footprint;
mod memory_footprint_cnn;
mod memory_footprint_transformers;
mod oom_recovery;
