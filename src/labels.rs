//! A batch's labels on both sides of the bus: the loader makes them, the models read them.

use std::sync::Arc;

use candle_core::{Device, Result, Tensor};

/// A batch's class labels: on the device (n, u32) for the losses' arithmetic, and as the
/// loader's host copy for what is decided on the host: the batch-hard triplet loss's masks,
/// FS-CT's episode layout, CLIP's captions, the evaluation's per-class report. Reading the
/// device tensor back instead would make a CUDA step wait for the device each time.
///
/// Both are made from the same values (each constructor uploads the host copy, or reads the
/// device one), so they cannot disagree.
#[derive(Debug, Clone)]
pub struct Labels {
    host: Arc<[u32]>,
    device: Tensor,
}

impl Labels {
    /// `host`, and its copy uploaded to `device`.
    pub fn new(host: impl Into<Arc<[u32]>>, device: &Device) -> Result<Self> {
        let host: Arc<[u32]> = host.into();
        let tensor = Tensor::from_slice(&host, host.len(), device)?;
        Ok(Labels {
            host,
            device: tensor,
        })
    }

    /// Labels already on a device (gathered from every rank), read back once.
    pub(crate) fn read(device: Tensor) -> Result<Self> {
        Ok(Labels {
            host: device.to_vec1::<u32>()?.into(),
            device,
        })
    }

    /// `parts` one after the other (a window's micro-batches, in order); on `parts[0]`'s device.
    pub(crate) fn cat(parts: &[&Labels]) -> Result<Self> {
        let host: Vec<u32> = parts.iter().flat_map(|l| l.host.iter().copied()).collect();
        let device = Tensor::cat(&parts.iter().map(|l| &l.device).collect::<Vec<_>>(), 0)?;
        Ok(Labels {
            host: host.into(),
            device,
        })
    }

    /// The labels on the device, (n,) u32.
    pub fn on_device(&self) -> &Tensor {
        &self.device
    }

    /// The labels on the host.
    pub(crate) fn host(&self) -> &[u32] {
        &self.host
    }

    pub fn len(&self) -> usize {
        self.host.len()
    }

    pub fn is_empty(&self) -> bool {
        self.host.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_copies_hold_the_same_labels_and_cat_keeps_their_order() {
        let a = Labels::new(vec![3u32, 1], &Device::Cpu).unwrap();
        let b = Labels::new(vec![7u32], &Device::Cpu).unwrap();
        let all = Labels::cat(&[&a, &b]).unwrap();
        assert_eq!(all.host(), &[3, 1, 7]);
        assert_eq!(all.on_device().to_vec1::<u32>().unwrap(), vec![3, 1, 7]);
        assert_eq!(all.len(), 3);
        assert!(Labels::new(Vec::new(), &Device::Cpu).unwrap().is_empty());
        let read = Labels::read(all.on_device().clone()).unwrap();
        assert_eq!(read.host(), all.host());
    }
}
