//! A tensor an op's forward computes for its backward beyond its inputs and output (a norm's
//! row statistics): candle hands a custom op's backward only those, so the op keeps the tensor,
//! filled by the forward and read by the backward of the same graph node.

use std::sync::Mutex;

use candle_core::op::BackpropOp;
use candle_core::{Result, Shape, Storage, Tensor};

pub(crate) struct Saved {
    /// The op, as its errors name it.
    op: &'static str,
    tensor: Mutex<Option<Tensor>>,
}

impl Saved {
    pub(crate) fn new(op: &'static str) -> Self {
        Saved {
            op,
            tensor: Mutex::new(None),
        }
    }

    /// Keeps `storage`, of `shape`, for the backward (outside the graph).
    pub(crate) fn save(&self, storage: Storage, shape: impl Into<Shape>) {
        let tensor = Tensor::from_storage(storage, shape, BackpropOp::none(), false);
        *self.tensor.lock().expect("saved tensor lock") = Some(tensor);
    }

    /// What the forward saved; an error before the forward ran.
    pub(crate) fn get(&self) -> Result<Tensor> {
        let saved = self.tensor.lock().expect("saved tensor lock").clone();
        saved
            .ok_or_else(|| candle_core::Error::Msg(format!("{}: backward before forward", self.op)))
    }
}
