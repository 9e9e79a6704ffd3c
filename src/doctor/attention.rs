//! The fused attention kernels (`paperfit_kernels::attention::fused_self_attention`,
//! `fused_cross_attention`) against their CPU twin, forward and gradients, at every token count
//! the shipped models use and at a large one; the drop-path masks drawn on the device against
//! the CPU twin's, bit for bit; and DCAL's GLCA queries chosen on the device against the twin's
//! choice. The rows run whichever attention path `PAPERFIT_ATTENTION` picks for the models;
//! these run the fused one always.

use candle_core::{DType, Device};

use super::kernels::{Case, Row};
use crate::error::Result;
use paperfit_kernels::attention as attn;
use paperfit_kernels::drop_path::{drop_path_mask, MaskKey};
use paperfit_kernels::select::top_k_positions;

const SHIPPED: &[Case] = &[
    Case {
        name: "fused self-attention, ViT-B/16 at 224 px (8 x 197, 12 heads of 64)",
        shapes: &[&[8, 197, 3 * 768]],
        masters: &[],
        apply: |t| attn::fused_self_attention(&t[0], 12, false),
    },
    Case {
        name: "fused self-attention, DCAL at 448 px (2 x 785, 12 heads of 64)",
        shapes: &[&[2, 785, 3 * 768]],
        masters: &[],
        apply: |t| attn::fused_self_attention(&t[0], 12, false),
    },
    Case {
        name: "fused self-attention, 7 x 7 patches and a class token (8 x 50, 12 heads of 64)",
        shapes: &[&[8, 50, 3 * 768]],
        masters: &[],
        apply: |t| attn::fused_self_attention(&t[0], 12, false),
    },
    Case {
        name: "fused causal self-attention, CLIP's text (8 x 77, 8 heads of 64)",
        shapes: &[&[8, 77, 3 * 512]],
        masters: &[],
        apply: |t| attn::fused_self_attention(&t[0], 8, true),
    },
    Case {
        name: "fused cross-attention, DCAL's pair-wise (4 x 50 to 4 x 394, 12 heads of 64)",
        shapes: &[&[4, 50, 768], &[4, 394, 768], &[4, 394, 768]],
        masters: &[],
        apply: |t| attn::fused_cross_attention(&t[0], &t[1], &t[2], 12),
    },
    Case {
        name: "fused cross-attention, DCAL's global-local at 448 px (2 x 79 to 2 x 785, 12 heads of 64)",
        shapes: &[&[2, 79, 768], &[2, 785, 768], &[2, 785, 768]],
        masters: &[],
        apply: |t| attn::fused_cross_attention(&t[0], &t[1], &t[2], 12),
    },
];

const LARGE: &[Case] = &[Case {
    name: "fused self-attention over 24 tiles (2 x 1500, 12 heads of 64)",
    shapes: &[&[2, 1500, 3 * 768]],
    masters: &[],
    apply: |t| attn::fused_self_attention(&t[0], 12, false),
}];

/// The rows, in f32 and in `halves`.
pub(super) fn rows(halves: &[DType]) -> Vec<Row> {
    let dtypes: Vec<DType> = std::iter::once(DType::F32)
        .chain(halves.iter().copied())
        .collect();
    let mut rows = Vec::new();
    for case in SHIPPED.iter().chain(LARGE) {
        rows.extend(dtypes.iter().map(|&d| Row::Case(case, d, 1.0)));
    }
    for dtype in dtypes {
        rows.push(Row::Custom(
            format!("drop-path masks drawn on the device {dtype:?}: bit for bit the CPU twin's"),
            Box::new(move |device: &Device| masks(device, dtype)),
        ));
        rows.push(Row::Custom(
            format!("DCAL's GLCA queries chosen on the device {dtype:?} (64 x 785 rollout rows, the top 79): the CPU twin's"),
            Box::new(move |device: &Device| queries(device, dtype)),
        ));
    }
    rows
}

/// The top 79 of 784 patches (DCAL at 448 px, R = 0.1) of 64 rows of scores with ties (a few
/// hundred levels), on the device and on the CPU.
fn queries(device: &Device, dtype: DType) -> Result<(bool, String)> {
    let (n, m, k) = (64, 785, 79);
    let levels: Vec<f32> = (0..n * m)
        .map(|i| ((i as u64 * 2_654_435_761) % 397) as f32 / 397.0)
        .collect();
    let choose = |d: &Device| -> Result<Vec<Vec<u32>>> {
        let scores = candle_core::Tensor::from_vec(levels.clone(), (n, m), d)?.to_dtype(dtype)?;
        Ok(top_k_positions(&scores, 1, k)?
            .to_device(&Device::Cpu)?
            .to_vec2()?)
    };
    let (dev, cpu) = (choose(device)?, choose(&Device::Cpu)?);
    let differ = dev.iter().zip(&cpu).filter(|(a, b)| a != b).count();
    Ok((
        differ == 0,
        format!("{differ} of {n} rows chose other patches than the CPU twin (none may)"),
    ))
}

/// 100,000 samples' masks at keep 0.9 and 0.5 on the device and on the CPU.
fn masks(device: &Device, dtype: DType) -> Result<(bool, String)> {
    let key = MaskKey {
        seed: 0x5eed,
        salt: 17,
        first: 3,
    };
    let mut differ = 0usize;
    for keep in [0.9, 0.5] {
        let draw = |d: &Device| -> Result<Vec<f32>> {
            Ok(drop_path_mask(100_000, keep, key, dtype, d)?
                .to_dtype(DType::F32)?
                .to_device(&Device::Cpu)?
                .to_vec1()?)
        };
        let (dev, cpu) = (draw(device)?, draw(&Device::Cpu)?);
        differ += dev
            .iter()
            .zip(&cpu)
            .filter(|(a, b)| a.to_bits() != b.to_bits())
            .count();
    }
    Ok((
        differ == 0,
        format!("{differ} of 200,000 mask elements differ from the CPU twin's (none may)"),
    ))
}
