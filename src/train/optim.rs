//! Optimizers on f32 master weights: Adam (L2 weight decay), AdamW (decoupled), SGD with
//! momentum / Nesterov. Semantics follow PyTorch's `torch.optim` so recipes transfer.

use std::collections::BTreeMap;

use candle_core::{DType, Result, Tensor};

use crate::config::schema::OptimizerName;
use crate::nn::Param;
use crate::plan::ResolvedOptimizer;

/// Per-parameter state.
#[derive(Debug, Clone)]
struct Slot {
    /// Adam: first moment. SGD: momentum buffer.
    m: Option<Tensor>,
    /// Adam: second moment.
    v: Option<Tensor>,
}

pub struct Optimizer {
    spec: ResolvedOptimizer,
    params: Vec<Param>,
    slots: Vec<Slot>,
    /// Optimizer steps taken (Adam's bias correction uses it).
    steps: u64,
}

impl Optimizer {
    pub fn new(spec: ResolvedOptimizer, params: Vec<Param>) -> Self {
        let slots = params.iter().map(|_| Slot { m: None, v: None }).collect();
        Optimizer {
            spec,
            params,
            slots,
            steps: 0,
        }
    }

    pub fn params(&self) -> &[Param] {
        &self.params
    }

    pub fn steps(&self) -> u64 {
        self.steps
    }

    fn weight_decay(&self, p: &Param) -> f64 {
        if self.spec.no_decay_norm_and_bias && !p.decay {
            0.0
        } else {
            self.spec.weight_decay
        }
    }

    /// One update with learning rate `lr`; `grads[i]` belongs to `params()[i]` (f32, unscaled,
    /// already clipped).
    pub fn step(&mut self, grads: &[Tensor], lr: f64) -> Result<()> {
        if grads.len() != self.params.len() {
            candle_core::bail!(
                "optimizer: {} gradients for {} parameters",
                grads.len(),
                self.params.len()
            );
        }
        self.steps += 1;
        let t = self.steps as i32;
        let decay: Vec<f64> = self.params.iter().map(|p| self.weight_decay(p)).collect();
        for (((p, slot), g), wd) in self
            .params
            .iter()
            .zip(self.slots.iter_mut())
            .zip(grads)
            .zip(decay)
        {
            // Detached: an update computed from the tracked master would carry a graph, and
            // the moments built from it would keep every earlier step's tensors alive.
            let w = &p.var.as_tensor().detach();
            let new_w = match self.spec.name {
                OptimizerName::Adam | OptimizerName::AdamW => {
                    Self::adam(&self.spec, w, g, slot, (wd, lr, t))?
                }
                OptimizerName::Sgd => Self::sgd(&self.spec, w, g, slot, (wd, lr))?,
            };
            p.var.set(&new_w)?;
        }
        Ok(())
    }

    /// Adam (L2 decay added to the gradient) or AdamW (decoupled decay), as PyTorch: the
    /// updated weight; `slot` holds the moments, `t` the step count from 1.
    fn adam(
        spec: &ResolvedOptimizer,
        w: &Tensor,
        g: &Tensor,
        slot: &mut Slot,
        (wd, lr, t): (f64, f64, i32),
    ) -> Result<Tensor> {
        let [b1, b2] = spec.betas.unwrap_or([0.9, 0.999]);
        let eps = spec.eps.unwrap_or(1e-8);
        let decoupled = spec.name == OptimizerName::AdamW;
        let g = if !decoupled && wd != 0.0 {
            (g + (w * wd)?)?
        } else {
            g.clone()
        };
        let m = match &slot.m {
            Some(m) => ((m * b1)? + (&g * (1.0 - b1))?)?,
            None => (&g * (1.0 - b1))?,
        };
        let v = match &slot.v {
            Some(v) => ((v * b2)? + (g.sqr()? * (1.0 - b2))?)?,
            None => (g.sqr()? * (1.0 - b2))?,
        };
        let bias1 = 1.0 - b1.powi(t);
        let bias2 = 1.0 - b2.powi(t);
        let denom = ((&v / bias2)?.sqrt()? + eps)?;
        let update = ((&m / bias1)? / denom)?;
        let w = if decoupled && wd != 0.0 {
            (w * (1.0 - lr * wd))?
        } else {
            w.clone()
        };
        slot.m = Some(m);
        slot.v = Some(v);
        w - (update * lr)?
    }

    /// SGD with L2 decay and PyTorch's momentum (the buffer starts as the first gradient, no
    /// dampening) and Nesterov option: the updated weight.
    fn sgd(
        spec: &ResolvedOptimizer,
        w: &Tensor,
        g: &Tensor,
        slot: &mut Slot,
        (wd, lr): (f64, f64),
    ) -> Result<Tensor> {
        let momentum = spec.momentum.unwrap_or(0.0);
        let nesterov = spec.nesterov.unwrap_or(false);
        let g = if wd != 0.0 {
            (g + (w * wd)?)?
        } else {
            g.clone()
        };
        let direction = if momentum != 0.0 {
            let buf = match &slot.m {
                Some(b) => ((b * momentum)? + &g)?,
                None => g.clone(),
            };
            let d = if nesterov {
                (&g + (&buf * momentum)?)?
            } else {
                buf.clone()
            };
            slot.m = Some(buf);
            d
        } else {
            g
        };
        w - (direction * lr)?
    }

    /// State tensors by name (`<param>.exp_avg`, `<param>.exp_avg_sq`, `<param>.momentum_buffer`)
    /// plus the step count, for checkpoints.
    pub fn state_tensors(&self) -> Result<BTreeMap<String, Tensor>> {
        let mut out = BTreeMap::new();
        let adam = matches!(self.spec.name, OptimizerName::Adam | OptimizerName::AdamW);
        for (p, s) in self.params.iter().zip(&self.slots) {
            if let Some(m) = &s.m {
                let key = if adam { "exp_avg" } else { "momentum_buffer" };
                out.insert(format!("{}.{key}", p.name), m.clone());
            }
            if let Some(v) = &s.v {
                out.insert(format!("{}.exp_avg_sq", p.name), v.clone());
            }
        }
        let device = self
            .params
            .first()
            .map(|p| p.var.device().clone())
            .unwrap_or(candle_core::Device::Cpu);
        out.insert("step".into(), Tensor::new(&[self.steps as i64], &device)?);
        Ok(out)
    }

    /// Restore what [`Optimizer::state_tensors`] saved.
    pub fn load_state(&mut self, tensors: &BTreeMap<String, Tensor>) -> Result<()> {
        let adam = matches!(self.spec.name, OptimizerName::Adam | OptimizerName::AdamW);
        for (p, s) in self.params.iter().zip(self.slots.iter_mut()) {
            let device = p.var.device();
            let key = if adam { "exp_avg" } else { "momentum_buffer" };
            s.m = tensors
                .get(&format!("{}.{key}", p.name))
                .map(|t| t.to_dtype(DType::F32)?.to_device(device))
                .transpose()?;
            s.v = tensors
                .get(&format!("{}.exp_avg_sq", p.name))
                .map(|t| t.to_dtype(DType::F32)?.to_device(device))
                .transpose()?;
        }
        self.steps = match tensors.get("step") {
            Some(t) => t
                .flatten_all()?
                .to_vec1::<i64>()?
                .first()
                .copied()
                .unwrap_or(0) as u64,
            None => candle_core::bail!("optimizer state has no `step`"),
        };
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use candle_core::{Device, Var};

    /// Weight decay reads the master weight, which is a tracked variable: the optimizer state
    /// must still carry no graph, or every step would keep all earlier steps' tensors alive
    /// (measured before the fix: SE-ResNeXt50's peak memory grew by about 500 MiB a step).
    #[test]
    fn optimizer_state_carries_no_graph() {
        for (name, momentum) in [
            (OptimizerName::Adam, None),
            (OptimizerName::AdamW, None),
            (OptimizerName::Sgd, Some(0.9)),
        ] {
            let var = Var::new(&[1.0f32, -2.0, 3.0], &Device::Cpu).unwrap();
            let param = Param {
                name: "w".into(),
                var: var.clone(),
                decay: true,
            };
            let mut opt = Optimizer::new(
                ResolvedOptimizer {
                    name,
                    weight_decay: 0.05,
                    betas: Some([0.9, 0.999]),
                    eps: Some(1e-8),
                    momentum,
                    nesterov: Some(false),
                    no_decay_norm_and_bias: false,
                },
                vec![param],
            );
            let grad = Tensor::new(&[0.5f32, 0.25, -1.0], &Device::Cpu).unwrap();
            for _ in 0..3 {
                opt.step(std::slice::from_ref(&grad), 0.1).unwrap();
            }
            for state in [&opt.slots[0].m, &opt.slots[0].v].into_iter().flatten() {
                assert!(!state.track_op(), "{name:?}: the state keeps a graph");
            }
        }
    }
}
