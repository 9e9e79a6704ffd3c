//! The half-precision copies of the weights the fused linear layers read under mixed
//! precision, kept beside their f32 masters by the engine: each made when the forward first
//! reads it, recast from its master once after every optimizer step and after weights are
//! loaded, so a step reads them without casting (the linear op's forward and its backward
//! both read the copy; before, each cast the master itself).

use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

use candle_core::{DType, Result, Tensor, TensorId};

/// The copies by their master's tensor id: (master, copy). Shared by the engine and every
/// training context it makes.
#[derive(Debug, Clone, Default)]
pub struct WeightCopies(Rc<RefCell<HashMap<TensorId, (Tensor, Tensor)>>>);

impl WeightCopies {
    /// The copy of `master` in `dtype`, made now if the forward has not read it before.
    pub(crate) fn of(&self, master: &Tensor, dtype: DType) -> Result<Tensor> {
        if let Some((_, copy)) = self.0.borrow().get(&master.id()) {
            if copy.dtype() == dtype {
                return Ok(copy.clone());
            }
        }
        let copy = master.detach().to_dtype(dtype)?;
        self.0
            .borrow_mut()
            .insert(master.id(), (master.clone(), copy.clone()));
        Ok(copy)
    }

    /// Recast every copy from its master: after an optimizer step updated the masters in place,
    /// or a load overwrote them.
    pub(crate) fn refresh(&self) -> Result<()> {
        for (master, copy) in self.0.borrow_mut().values_mut() {
            *copy = master.detach().to_dtype(copy.dtype())?;
        }
        Ok(())
    }

    /// Bytes the copies hold.
    #[cfg(test)]
    pub(crate) fn bytes(&self) -> usize {
        self.0
            .borrow()
            .values()
            .map(|(_, c)| c.elem_count() * c.dtype().size_in_bytes())
            .sum()
    }
}
