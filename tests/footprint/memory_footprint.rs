//! The shared layers' footprints (`paperfit::nn::footprint`) against what candle really
//! allocates: this test binary counts every heap allocation, so the bytes a training forward
//! pass leaves alive (the autograd graph) and the peak of its backward pass are measured
//! exactly.

use crate::counting_alloc;

use candle_core::{DType, Device, Tensor, Var};
use counting_alloc::{measure, relative, SERIAL};
use paperfit::nn::footprint::Tracer;
use paperfit::nn::layers::{BlockConfig, TransformerBlock};
use paperfit::nn::Module;
use paperfit::nn::{Ctx, Init};

/// Blocks chained: the forward keeps each block's share, the backward adds one block's scratch
/// (and the parameters' gradients), not one per block.
#[test]
fn transformer_blocks_keep_what_their_footprint_says() {
    let _serial = SERIAL.lock().unwrap_or_else(|e| e.into_inner());
    let dev = Device::Cpu;
    let (n, t, d) = (3, 50, 64);
    for drop_path in [0.0, 0.1] {
        for depth in [1, 3] {
            let init = Init::new(0, &dev);
            let blocks: Vec<TransformerBlock> = (0..depth)
                .map(|i| {
                    let config = BlockConfig::timm(4, 4.0, drop_path, i);
                    TransformerBlock::new(&init.pp(format!("b{i}")), d, config).unwrap()
                })
                .collect();
            let x = Var::from_tensor(&Tensor::randn(0f32, 1.0, (n, t, d), &dev).unwrap()).unwrap();
            let ctx = Ctx::train(DType::F32, 7);
            let m = measure(|| {
                let mut h = x.as_tensor().clone();
                for b in &blocks {
                    h = b.forward(&h, &ctx).unwrap();
                }
                h
            });
            let mut tracer = Tracer::new(n, DType::F32);
            for b in &blocks {
                b.footprint(&mut tracer, &[n, t, d]);
            }
            let f = tracer.finish();
            let gradients = 4 * f.weight_elems() + (n * t * d * 4) as u64;
            let backward = f.kept_bytes() + f.workspace_bytes() + gradients;
            eprintln!(
                "{depth} blocks, drop path {drop_path}: kept {} (estimate {}), backward peak {} (estimate {backward})",
                m.kept,
                f.kept_bytes(),
                m.backward_peak,
            );
            assert!(relative(f.kept_bytes(), m.kept) < 0.05);
            assert!(relative(backward, m.backward_peak) < 0.10);
        }
    }
}
