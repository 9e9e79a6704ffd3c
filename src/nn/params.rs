//! Parameters: the store that owns them under their public names, the weight a layer holds
//! (trainable or frozen) and the initialiser that creates both deterministically.

use std::cell::RefCell;
use std::collections::BTreeMap;
use std::rc::Rc;

use candle_core::{DType, Device, Result, Tensor, Var};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// One trainable tensor.
#[derive(Debug, Clone)]
pub struct Param {
    /// Public name (`features.0.weight`, `blocks.3.attn.qkv.weight`).
    pub name: String,
    pub var: Var,
    /// Whether weight decay applies (false for norms and biases when the recipe says so).
    pub decay: bool,
}

/// The trainable parameters of a model, in creation order, plus non-trainable buffers
/// (BatchNorm running statistics) that are saved with the weights.
#[derive(Debug, Default)]
pub struct ParamStore {
    params: Vec<Param>,
    buffers: BTreeMap<String, Rc<RefCell<Tensor>>>,
}

impl ParamStore {
    pub fn params(&self) -> &[Param] {
        &self.params
    }

    pub fn buffers(&self) -> &BTreeMap<String, Rc<RefCell<Tensor>>> {
        &self.buffers
    }

    pub fn num_parameters(&self) -> usize {
        self.params.iter().map(|p| p.var.elem_count()).sum()
    }

    /// Weights and buffers by name (what a safetensors file holds).
    pub fn named_tensors(&self) -> Vec<(String, Tensor)> {
        let mut out: Vec<(String, Tensor)> = self
            .params
            .iter()
            .map(|p| (p.name.clone(), p.var.as_tensor().clone()))
            .collect();
        out.extend(
            self.buffers
                .iter()
                .map(|(n, b)| (n.clone(), b.borrow().clone())),
        );
        out
    }

    /// [`ParamStore::named_tensors`] as a map (what checkpoints save).
    pub fn tensor_map(&self) -> BTreeMap<String, Tensor> {
        self.named_tensors().into_iter().collect()
    }

    /// Overwrite weights and buffers from `tensors` (names must match exactly; shapes too).
    pub fn load(&self, tensors: &BTreeMap<String, Tensor>) -> Result<()> {
        for p in &self.params {
            let t = tensors
                .get(&p.name)
                .ok_or_else(|| candle_core::Error::Msg(format!("missing tensor `{}`", p.name)))?;
            if t.dims() != p.var.dims() {
                candle_core::bail!(
                    "tensor `{}` has shape {:?}, the model expects {:?}",
                    p.name,
                    t.dims(),
                    p.var.dims()
                );
            }
            p.var
                .set(&t.to_dtype(DType::F32)?.to_device(p.var.device())?)?;
        }
        for (name, b) in &self.buffers {
            let t = tensors
                .get(name)
                .ok_or_else(|| candle_core::Error::Msg(format!("missing tensor `{name}`")))?;
            let current = b.borrow().clone();
            if t.dims() != current.dims() {
                candle_core::bail!(
                    "tensor `{name}` has shape {:?}, the model expects {:?}",
                    t.dims(),
                    current.dims()
                );
            }
            *b.borrow_mut() = t.to_dtype(current.dtype())?.to_device(current.device())?;
        }
        Ok(())
    }
}

/// A layer's weight: trainable (a variable the optimizer updates), or frozen (a buffer saved
/// and loaded with the weights, never given to the optimizer, and a constant in the graph).
#[derive(Debug, Clone)]
pub enum Weight {
    Trainable(Var),
    Frozen(Rc<RefCell<Tensor>>),
}

impl Weight {
    /// The f32 master value; a trainable one is tracked by autograd.
    pub fn tensor(&self) -> Tensor {
        match self {
            Weight::Trainable(v) => v.as_tensor().clone(),
            Weight::Frozen(b) => b.borrow().clone(),
        }
    }

    /// Cast to the compute dtype inside the graph: the cast's backward returns an f32 gradient
    /// to a trainable master.
    pub(crate) fn cast(&self, dtype: DType) -> Result<Tensor> {
        self.tensor().to_dtype(dtype)
    }

    /// The variable, when the weight trains.
    pub(crate) fn var(&self) -> Option<&Var> {
        match self {
            Weight::Trainable(v) => Some(v),
            Weight::Frozen(_) => None,
        }
    }

    pub fn elem_count(&self) -> usize {
        self.tensor().elem_count()
    }

    /// Elements the optimizer updates (0 for a frozen weight).
    pub fn trainable_elems(&self) -> usize {
        self.var().map_or(0, |v| v.elem_count())
    }

    pub fn dims(&self) -> Vec<usize> {
        self.tensor().dims().to_vec()
    }

    pub fn dim(&self, index: usize) -> Result<usize> {
        self.tensor().dim(index)
    }

    /// Overwrite the value (same shape; the dtype and device are the weight's).
    pub fn set(&self, value: &Tensor) -> Result<()> {
        match self {
            Weight::Trainable(v) => v.set(&value.to_dtype(v.dtype())?.to_device(v.device())?),
            Weight::Frozen(b) => {
                let current = b.borrow().clone();
                if value.dims() != current.dims() {
                    candle_core::bail!(
                        "shape {:?} does not match the weight's {:?}",
                        value.dims(),
                        current.dims()
                    );
                }
                *b.borrow_mut() = value
                    .to_dtype(current.dtype())?
                    .to_device(current.device())?;
                Ok(())
            }
        }
    }
}

/// How a weight's initial values are drawn.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Fill {
    /// U(-bound, bound).
    Uniform(f64),
    /// U(-1/sqrt(fan_in), 1/sqrt(fan_in)): PyTorch's default for linear and convolution layers.
    FanInUniform,
    /// N(0, std) truncated to +-2 std (timm's and OpenAI's transformer initialisation).
    TruncNormal(f64),
    /// Every element the same value.
    Constant(f64),
}

/// Creates parameters under a name prefix with a deterministic initialisation.
#[derive(Clone)]
pub struct Init {
    store: Rc<RefCell<ParamStore>>,
    rng: Rc<RefCell<ChaCha8Rng>>,
    prefix: String,
    device: Device,
    dtype: DType,
    /// Every parameter is zero and nothing is drawn: for counting parameters and shapes fast.
    zeros: bool,
    /// Weights are registered as frozen buffers rather than trainable parameters.
    frozen: bool,
}

impl Init {
    /// A store whose parameters are all zero (no random draws): to count parameters or read
    /// shapes without the cost of initialisation.
    pub fn zeros(device: &Device) -> Self {
        Init {
            zeros: true,
            ..Self::new(0, device)
        }
    }

    /// A fresh store whose initial values depend only on `seed`.
    pub fn new(seed: u64, device: &Device) -> Self {
        Self::with_dtype(seed, device, DType::F32)
    }

    /// As [`Init::new`], with parameters in `dtype` (f64 for gradient checks).
    pub fn with_dtype(seed: u64, device: &Device, dtype: DType) -> Self {
        Init {
            store: Rc::new(RefCell::new(ParamStore::default())),
            rng: Rc::new(RefCell::new(ChaCha8Rng::seed_from_u64(seed))),
            prefix: String::new(),
            device: device.clone(),
            dtype,
            zeros: false,
            frozen: false,
        }
    }

    /// The same prefix and store, with weights frozen: registered as buffers under the same
    /// names and drawn from a generator of their own (seeded by `seed`), so the trainable
    /// weights' draws do not depend on what is frozen. Frozen values are placeholders for
    /// pretrained weights.
    pub fn frozen(&self, seed: u64) -> Self {
        Init {
            rng: Rc::new(RefCell::new(ChaCha8Rng::seed_from_u64(seed))),
            frozen: true,
            ..self.clone()
        }
    }

    /// Whether every weight is zero (a model built to count parameters or read shapes).
    pub(crate) fn is_counting_only(&self) -> bool {
        self.zeros
    }

    /// A builder for the sub-module `name` (`init.pp("layer1").pp("0")`).
    pub fn pp(&self, name: impl AsRef<str>) -> Self {
        let mut next = self.clone();
        next.prefix = if self.prefix.is_empty() {
            name.as_ref().to_string()
        } else {
            format!("{}.{}", self.prefix, name.as_ref())
        };
        next
    }

    pub fn device(&self) -> &Device {
        &self.device
    }

    fn full_name(&self, name: &str) -> String {
        if self.prefix.is_empty() {
            name.to_string()
        } else {
            format!("{}.{name}", self.prefix)
        }
    }

    /// A parameter drawn from U(-bound, bound).
    pub fn uniform(&self, name: &str, shape: &[usize], bound: f64, decay: bool) -> Result<Weight> {
        if self.zeros {
            return self.add(name, Tensor::zeros(shape, self.dtype, &self.device)?, decay);
        }
        let n: usize = shape.iter().product();
        let values: Vec<f64> = {
            let mut rng = self.rng.borrow_mut();
            (0..n).map(|_| rng.random_range(-bound..=bound)).collect()
        };
        self.add(name, Tensor::from_vec(values, shape, &self.device)?, decay)
    }

    /// A parameter drawn from N(0, std) truncated to +-2 std (timm's ViT initialisation).
    pub(crate) fn trunc_normal(
        &self,
        name: &str,
        shape: &[usize],
        std: f64,
        decay: bool,
    ) -> Result<Weight> {
        if self.zeros {
            return self.add(name, Tensor::zeros(shape, self.dtype, &self.device)?, decay);
        }
        let n: usize = shape.iter().product();
        let values: Vec<f64> = {
            let mut rng = self.rng.borrow_mut();
            (0..n)
                .map(|_| loop {
                    // Box-Muller from two uniforms: reproducible across platforms.
                    let u1: f64 = rng.random_range(f64::EPSILON..1.0);
                    let u2: f64 = rng.random();
                    let z = (-2.0 * u1.ln()).sqrt() * (2.0 * std::f64::consts::PI * u2).cos();
                    if z.abs() <= 2.0 {
                        break z * std;
                    }
                })
                .collect()
        };
        self.add(name, Tensor::from_vec(values, shape, &self.device)?, decay)
    }

    pub fn constant(&self, name: &str, shape: &[usize], value: f64, decay: bool) -> Result<Weight> {
        self.add(
            name,
            (Tensor::ones(shape, DType::F64, &self.device)? * value)?,
            decay,
        )
    }

    /// A weight of `shape` drawn by `fill`; `fan_in` sizes [`Fill::FanInUniform`].
    pub(crate) fn fill(
        &self,
        name: &str,
        shape: &[usize],
        fill: Fill,
        fan_in: usize,
        decay: bool,
    ) -> Result<Weight> {
        match fill {
            Fill::Uniform(bound) => self.uniform(name, shape, bound, decay),
            Fill::FanInUniform => {
                self.uniform(name, shape, 1.0 / (fan_in.max(1) as f64).sqrt(), decay)
            }
            Fill::TruncNormal(std) => self.trunc_normal(name, shape, std, decay),
            Fill::Constant(value) => self.constant(name, shape, value, decay),
        }
    }

    fn add(&self, name: &str, value: Tensor, decay: bool) -> Result<Weight> {
        if self.frozen {
            return Ok(Weight::Frozen(self.buffer(name, value)?));
        }
        let var = Var::from_tensor(&value.to_dtype(self.dtype)?)?;
        let full = self.full_name(name);
        let mut store = self.store.borrow_mut();
        if store.params.iter().any(|p| p.name == full) {
            candle_core::bail!("parameter `{full}` defined twice");
        }
        store.params.push(Param {
            name: full,
            var: var.clone(),
            decay,
        });
        Ok(Weight::Trainable(var))
    }

    /// A non-trainable tensor saved with the weights (running statistics, frozen weights).
    pub(crate) fn buffer(&self, name: &str, value: Tensor) -> Result<Rc<RefCell<Tensor>>> {
        let cell = Rc::new(RefCell::new(value.to_dtype(self.dtype)?));
        self.store
            .borrow_mut()
            .buffers
            .insert(self.full_name(name), cell.clone());
        Ok(cell)
    }

    /// The store with every parameter created so far.
    pub fn store(&self) -> Rc<RefCell<ParamStore>> {
        self.store.clone()
    }
}
