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

    /// Recast every copy from its master: after a load overwrote the masters.
    pub(crate) fn refresh(&self) -> Result<()> {
        self.refresh_except(&[])
    }

    /// The copy of each of `masters` the forward has made (`None` where it has not), for the
    /// optimizer's update to write with the new weights.
    pub(crate) fn existing(&self, masters: &[&Tensor]) -> Vec<Option<Tensor>> {
        let copies = self.0.borrow();
        masters
            .iter()
            .map(|m| copies.get(&m.id()).map(|(_, copy)| copy.clone()))
            .collect()
    }

    /// Recast the copies from their masters but those of `written` (the copies the optimizer's
    /// update wrote as it updated their masters in place).
    pub(crate) fn refresh_except(&self, written: &[Option<Tensor>]) -> Result<()> {
        let written: std::collections::HashSet<TensorId> =
            written.iter().flatten().map(Tensor::id).collect();
        for (master, copy) in self.0.borrow_mut().values_mut() {
            if !written.contains(&copy.id()) {
                *copy = master.detach().to_dtype(copy.dtype())?;
            }
        }
        Ok(())
    }

    /// The copies' tensor ids: the same after an update that wrote them in place.
    #[cfg(test)]
    pub(crate) fn ids(&self) -> std::collections::HashSet<TensorId> {
        self.0.borrow().values().map(|(_, c)| c.id()).collect()
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
