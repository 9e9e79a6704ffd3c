//! The k largest scores of each row, as positions: DCAL's GLCA queries (the patches the class
//! token's attention rollout ranks highest) chosen where the rollout is, so a forward pass on a
//! GPU does not wait to read it back. The CUDA kernel (`cuda/select.cu`) ranks every column
//! (how many score higher, or as high at a lower position) and keeps those ranked below k; the
//! CPU twin sorts by the same order and keeps the first k: the same positions. `paperfit
//! doctor` compares the two on a GPU.

use candle_core::{bail, DType, Device, Result, Tensor};

/// The most columns a row may rank (the kernel keeps a key and a flag per column in shared
/// memory).
const MOST_COLUMNS: usize = 8192;

/// Of columns `first..` of each row of `scores` (n, m; f32, f16 or bf16), the positions of the
/// `k` highest (ties to the lower position, the order of `f32::total_cmp` on the values widened
/// to f32), in increasing position: an (n, k) u32 tensor on the scores' device.
pub fn top_k_positions(scores: &Tensor, first: usize, k: usize) -> Result<Tensor> {
    let (n, m) = scores.dims2()?;
    let columns = m.saturating_sub(first);
    if k == 0 || k > columns {
        bail!("top_k_positions: {k} of the {columns} columns from {first} of {m}");
    }
    if columns > MOST_COLUMNS {
        bail!("top_k_positions: {columns} columns to rank, at most {MOST_COLUMNS}");
    }
    if !matches!(scores.dtype(), DType::F32 | DType::F16 | DType::BF16) {
        bail!(
            "top_k_positions: scores in f32, f16 or bf16, not {:?}",
            scores.dtype()
        );
    }
    let scores = scores.contiguous()?;
    match scores.device() {
        Device::Cpu => {
            let rows = scores.to_dtype(DType::F32)?.to_vec2::<f32>()?;
            let positions: Vec<u32> = rows
                .iter()
                .flat_map(|row| top_of_row(row, first, k))
                .collect();
            Tensor::from_vec(positions, (n, k), &Device::Cpu)
        }
        #[cfg(feature = "cuda")]
        Device::Cuda(dev) => cuda::top_k(dev, &scores, n, m, first, k),
        #[allow(unreachable_patterns)]
        other => bail!("top_k_positions: no kernel for {other:?}"),
    }
}

/// The CPU twin for one row: columns by score, highest first, ties by position; the first k,
/// in increasing position.
fn top_of_row(row: &[f32], first: usize, k: usize) -> Vec<u32> {
    let mut order: Vec<usize> = (first..row.len()).collect();
    order.sort_by(|&a, &b| row[b].total_cmp(&row[a]).then(a.cmp(&b)));
    let mut picked: Vec<u32> = order[..k].iter().map(|&i| i as u32).collect();
    picked.sort_unstable();
    picked
}

#[cfg(feature = "cuda")]
mod cuda {
    use candle_core::cuda_backend::cudarc::driver::LaunchConfig;
    use candle_core::cuda_backend::CudaDevice;
    use candle_core::op::BackpropOp;
    use candle_core::{Result, Shape, Storage, Tensor};

    use crate::cuda::{self as k, launch_kernel, with_cuda, with_cuda_elem, SELECT};

    /// [`super::top_k_positions`] on `dev`: one block per row.
    pub(super) fn top_k(
        dev: &CudaDevice,
        scores: &Tensor,
        n: usize,
        m: usize,
        first: usize,
        count: usize,
    ) -> Result<Tensor> {
        let name = k::kernel_name("top_k_positions", scores.dtype())?;
        let columns = m - first;
        let cfg = LaunchConfig {
            grid_dim: (n.max(1) as u32, 1, 1),
            block_dim: (256, 1, 1),
            shared_mem_bytes: (5 * columns) as u32,
        };
        let (m, first, count_i) = (m as i32, first as i32, count as i32);
        let storage = with_cuda(scores, "top_k_positions", |storage, layout| {
            // SAFETY: every one of a row's k positions is written by the launch.
            let out = unsafe { k::alloc::<u32>(dev, n * count) }?;
            with_cuda_elem!(scores.dtype(), |T| {
                let s = k::view::<T>(storage, layout, "top_k_positions")?;
                launch_kernel!(dev, SELECT, name, cfg, [&s, &out, &m, &first, &count_i])?;
            });
            Ok(k::storage(out, dev))
        })?;
        Ok(Tensor::from_storage(
            Storage::Cuda(storage),
            Shape::from((n, count)),
            BackpropOp::none(),
            false,
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ties_go_to_the_lower_position_and_positions_come_in_order() {
        let scores = Tensor::new(
            &[
                [9.0f32, 0.5, 0.2, 0.5, 0.7, 0.5],
                [9.0, 1.0, 2.0, 3.0, 4.0, -0.0],
            ],
            &Device::Cpu,
        )
        .unwrap();
        let top = top_k_positions(&scores, 1, 3)
            .unwrap()
            .to_vec2::<u32>()
            .unwrap();
        // Row 0: 0.7 at 4, then the 0.5s at 1 and 3 (not 5); column 0 is not ranked.
        assert_eq!(top, [[1, 3, 4], [2, 3, 4]]);
        let e = top_k_positions(&scores, 1, 6).unwrap_err().to_string();
        assert!(e.contains("6 of the 5 columns"), "{e}");
    }
}
