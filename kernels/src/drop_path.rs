//! Drop-path masks from a counter-based generator: sample `s` of a layer is kept when the top 53
//! bits of `mix(mix(seed, salt), s)` fall below the keep probability times 2^53, where `seed`
//! is the step's (derived from the run's seed and the micro-step), `salt` the layer's and `s`
//! the sample's index in its optimizer step. A draw is a pure function of where it happens: the
//! CUDA kernel (`cuda/random.cu`) draws the masks on the device, without a copy from the host,
//! and the CPU twin here gives the same bits, so every device draws the same masks, a batch
//! split into micro-batches draws the full batch's, and a resumed run draws the ones it would
//! have drawn.

use candle_core::op::BackpropOp;
use candle_core::{DType, Device, Result, Shape, Storage, Tensor, WithDType};

use crate::cpu::{with_elem, Acc, Elem};

/// Combines two 64-bit values into a well-mixed one (SplitMix64's finaliser of
/// `a ^ b * golden ratio`); the kernel's `mix` is the same function.
pub fn mix(a: u64, b: u64) -> u64 {
    let mut z = a ^ b.wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Where a mask's draws come from: the step's seed, the layer's salt and the index of the
/// mask's first sample in its optimizer step.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MaskKey {
    pub seed: u64,
    pub salt: u64,
    pub first: u64,
}

/// The bound below which a 53-bit draw keeps its sample: `keep` x 2^53.
fn threshold(keep: f64) -> u64 {
    (keep * (1u64 << 53) as f64) as u64
}

/// Whether sample `first + i` of `key` is kept under `threshold`.
fn kept(key: &MaskKey, i: u64, threshold: u64) -> bool {
    (mix(mix(key.seed, key.salt), key.first + i) >> 11) < threshold
}

/// The drop-path mask of `n` samples kept with probability `keep` (in (0, 1]): `1 / keep`
/// (rounded to f32, then to `dtype`) for a kept sample, 0 for a dropped one; shape (n), in
/// `dtype` on `device`.
pub fn drop_path_mask(
    n: usize,
    keep: f64,
    key: MaskKey,
    dtype: DType,
    device: &Device,
) -> Result<Tensor> {
    if !(keep > 0.0 && keep <= 1.0) {
        candle_core::bail!("drop_path_mask: the keep probability {keep} is not in (0, 1]");
    }
    let scale = (1.0 / keep) as f32;
    let bound = threshold(keep);
    let storage = match device {
        Device::Cpu => Storage::Cpu(with_elem!(dtype, |T| {
            let value = T::store(<<T as Elem>::A as Acc>::from_f64(scale as f64));
            let zero = T::store(<<T as Elem>::A as Acc>::ZERO);
            let mask: Vec<T> = (0..n as u64)
                .map(|i| if kept(&key, i, bound) { value } else { zero })
                .collect();
            T::to_cpu_storage_owned(mask)
        })),
        #[cfg(feature = "cuda")]
        Device::Cuda(dev) => Storage::Cuda(cuda::mask(dev, n, key, bound, scale, dtype)?),
        #[allow(unreachable_patterns)]
        other => candle_core::bail!("drop_path_mask: no kernel for {other:?}"),
    };
    Ok(Tensor::from_storage(
        storage,
        Shape::from(n),
        BackpropOp::none(),
        false,
    ))
}

#[cfg(feature = "cuda")]
mod cuda {
    use candle_core::cuda_backend::CudaDevice;
    use candle_core::{CudaStorage, DType, Result};

    use super::MaskKey;
    use crate::cuda::{self as k, launch_kernel, with_cuda_elem, RANDOM};

    /// [`super::drop_path_mask`]'s mask on `dev`.
    pub(super) fn mask(
        dev: &CudaDevice,
        n: usize,
        key: MaskKey,
        threshold: u64,
        scale: f32,
        dtype: DType,
    ) -> Result<CudaStorage> {
        let name = k::kernel_name("drop_path_mask", dtype)?;
        let count = n as i32;
        Ok(with_cuda_elem!(dtype, |T| {
            // SAFETY: the launch writes every element before anything reads one.
            let m = unsafe { k::alloc::<T>(dev, n) }?;
            launch_kernel!(
                dev,
                RANDOM,
                name,
                k::elementwise(n),
                [&m, &key.seed, &key.salt, &key.first, &threshold, &scale, &count]
            )?;
            k::storage(m, dev)
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mask(n: usize, keep: f64, key: MaskKey) -> Vec<f32> {
        drop_path_mask(n, keep, key, DType::F32, &Device::Cpu)
            .unwrap()
            .to_vec1()
            .unwrap()
    }

    #[test]
    fn masks_keep_their_share_of_samples_at_one_over_keep() {
        let key = MaskKey {
            seed: 7,
            salt: 3,
            first: 0,
        };
        for keep in [0.9, 0.5, 0.1] {
            let m = mask(100_000, keep, key);
            let scale = (1.0 / keep) as f32;
            assert!(
                m.iter().all(|&v| v == 0.0 || v == scale),
                "keep {keep}: values 0 or 1/keep"
            );
            let share = m.iter().filter(|&&v| v != 0.0).count() as f64 / m.len() as f64;
            // The share's standard deviation is at most 0.0016 for 100,000 draws: 6 of them.
            assert!((share - keep).abs() < 0.01, "keep {keep}: kept {share}");
        }
        assert!(
            mask(1000, 1.0, key).iter().all(|&v| v == 1.0),
            "keep 1 keeps all"
        );
    }

    #[test]
    fn a_sample_draws_the_same_whatever_batch_it_is_in() {
        let key = MaskKey {
            seed: 11,
            salt: 5,
            first: 0,
        };
        let whole = mask(64, 0.5, key);
        let tail = mask(40, 0.5, MaskKey { first: 24, ..key });
        assert_eq!(&whole[24..], &tail[..]);
        assert_ne!(
            whole,
            mask(64, 0.5, MaskKey { salt: 6, ..key }),
            "layers draw apart"
        );
        assert_ne!(
            whole,
            mask(64, 0.5, MaskKey { seed: 12, ..key }),
            "steps draw apart"
        );
    }

    #[test]
    fn half_precision_masks_hold_one_over_keep_rounded_once() {
        let key = MaskKey {
            seed: 1,
            salt: 2,
            first: 3,
        };
        let f32s = mask(256, 0.7, key);
        for dtype in [DType::BF16, DType::F16, DType::F64] {
            let m = drop_path_mask(256, 0.7, key, dtype, &Device::Cpu).unwrap();
            let expected = Tensor::new(f32s.as_slice(), &Device::Cpu)
                .unwrap()
                .to_dtype(dtype)
                .unwrap();
            let same = m.eq(&expected).unwrap().to_dtype(DType::F32).unwrap();
            assert_eq!(
                same.sum_all().unwrap().to_scalar::<f32>().unwrap(),
                256.0,
                "{dtype:?}"
            );
        }
    }
}
