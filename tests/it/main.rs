//! The integration tests, one module per subject, in one binary: linking the library once
//! instead of once per file is most of the suite's build time. A test is named by its module,
//! e.g. `cargo test --release --test it plan_resolution::`. The heap-counting tests live in
//! `tests/footprint` (their allocator replaces the whole binary's).

#[path = "../common/mod.rs"]
#[macro_use]
mod common;

mod bench;
mod best_checkpoint;
mod class_list;
mod cli;
mod clip;
mod comparisons;
mod cuda_build;
mod data_counts;
mod data_layouts;
mod dcal;
mod default_transforms;
mod distributed;
mod distributed_plan;
mod doctor;
mod experiments;
mod fixed_order_reductions;
mod fsct;
mod fused_attention;
mod fused_cnn_ops;
mod fused_cross_entropy;
mod fused_epilogues;
mod fused_ops;
mod gpu_check;
mod gradient_caching;
mod graph_size;
mod hub;
mod hugging_face;
mod image_upload;
mod kappa;
mod layer_gradients;
mod loader;
mod malformed_inputs;
mod matmul;
mod memory_estimate;
mod models;
mod out_of_memory;
mod own_data;
mod paper_results;
mod parity;
mod plan_properties;
mod plan_resolution;
mod pretrained;
mod pytorch_reference;
mod reid_data;
mod resume_checks;
mod resume_points;
mod run_and_resume;
mod schedule_parity;
mod schema;
mod smoke_run;
mod strict_layouts;
mod strict_passes;
mod tensorboard;
mod training_equivalence;
mod unreadable_images;
