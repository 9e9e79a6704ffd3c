//! The composed optimizer the fused update replaced, kept as its reference: a dozen candle ops
//! per parameter and new tensors for the weight and the state at every step, PyTorch's
//! `torch.optim` semantics. The gradient's multiplier is applied first, as its own op.

use candle_core::{Result, Tensor};

use crate::config::schema::OptimizerName;
use crate::plan::ResolvedOptimizer;

/// One parameter's state (`None` until the first step).
#[derive(Debug, Clone, Default)]
pub(crate) struct State {
    /// Adam: first moment. SGD: momentum buffer.
    pub m: Option<Tensor>,
    /// Adam: second moment.
    pub v: Option<Tensor>,
}

/// The updated weight of one step: `g` is multiplied by `multiplier`, `t` counts from 1.
pub fn step(
    spec: &ResolvedOptimizer,
    w: &Tensor,
    g: &Tensor,
    state: &mut State,
    (wd, lr, t, multiplier): (f64, f64, i32, f64),
) -> Result<Tensor> {
    let g = (g * multiplier)?;
    match spec.name {
        OptimizerName::Adam | OptimizerName::AdamW => adam(spec, w, &g, state, (wd, lr, t)),
        OptimizerName::Sgd => sgd(spec, w, &g, state, (wd, lr)),
    }
}

/// Adam (L2 decay added to the gradient) or AdamW (decoupled decay).
fn adam(
    spec: &ResolvedOptimizer,
    w: &Tensor,
    g: &Tensor,
    slot: &mut State,
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

/// SGD with L2 decay, PyTorch's momentum (the buffer starts as the first gradient, no
/// dampening) and Nesterov option.
fn sgd(
    spec: &ResolvedOptimizer,
    w: &Tensor,
    g: &Tensor,
    slot: &mut State,
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
