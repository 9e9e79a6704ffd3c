//! The autograd-safe layer set every model is built from.
//!
//! Several candle-nn building blocks silently drop gradients (the fused softmax and layer-norm
//! kernels have no backward) or compute them wrongly (`max_pool2d` with kernel == stride). The
//! ops here are composed from candle-core primitives whose backward is correct, and each one
//! has a finite-difference gradient test in f64 (`tests/layer_gradients.rs`).
//!
//! Parameters live in a [`ParamStore`] under their public names (torchvision / timm), as f32
//! [`Var`]s: the master weights. Layers cast them to the compute dtype inside the graph, so the
//! cast's backward returns f32 gradients to the masters.

pub mod footprint;
pub mod layers;
pub mod losses;
pub mod matmul;
pub mod ops;

use std::cell::RefCell;
use std::collections::BTreeMap;
use std::rc::Rc;

use candle_core::{DType, Device, Result, Tensor, Var};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::seed::mix;

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
        }
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
    pub fn uniform(&self, name: &str, shape: &[usize], bound: f64, decay: bool) -> Result<Var> {
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
    pub fn trunc_normal(&self, name: &str, shape: &[usize], std: f64, decay: bool) -> Result<Var> {
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

    pub fn constant(&self, name: &str, shape: &[usize], value: f64, decay: bool) -> Result<Var> {
        self.add(
            name,
            (Tensor::ones(shape, DType::F64, &self.device)? * value)?,
            decay,
        )
    }

    fn add(&self, name: &str, value: Tensor, decay: bool) -> Result<Var> {
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
        Ok(var)
    }

    /// A non-trainable tensor saved with the weights (running statistics).
    pub fn buffer(&self, name: &str, value: Tensor) -> Result<Rc<RefCell<Tensor>>> {
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

/// How a forward pass runs.
#[derive(Debug, Clone)]
pub struct Ctx {
    pub train: bool,
    /// Compute dtype (f32, bf16, f16; f64 in gradient checks). Parameters are cast to it.
    pub dtype: DType,
    /// Whether train-mode BatchNorm updates its running statistics. Off while a checkpointed
    /// block is recomputed in backward, so the statistics are updated once per micro-batch.
    pub update_batch_stats: bool,
    /// Seed of this forward pass's random masks (dropout, drop-path), derived from the run seed
    /// and the micro-step, so a resumed run draws the same masks without saving RNG state.
    pub noise_seed: u64,
    /// Position of this micro-batch's first sample in its optimizer step. Masks are drawn per
    /// sample from (seed, salt, position), so splitting a batch into micro-batches draws the
    /// same masks as the full batch.
    pub sample_offset: u64,
    /// The micro-batch's labels (n, u32), for segments whose input includes each sample's
    /// class (CLIP's text tower embeds the class prompt of each image).
    pub labels: Option<Tensor>,
}

impl Ctx {
    pub fn eval(dtype: DType) -> Self {
        Ctx {
            train: false,
            dtype,
            update_batch_stats: false,
            noise_seed: 0,
            sample_offset: 0,
            labels: None,
        }
    }

    pub fn train(dtype: DType, noise_seed: u64) -> Self {
        Ctx {
            train: true,
            dtype,
            update_batch_stats: true,
            noise_seed,
            sample_offset: 0,
            labels: None,
        }
    }

    /// The generator for sample `index` (within this micro-batch) of the layer `salt`.
    pub fn sample_rng(&self, salt: u64, index: usize) -> ChaCha8Rng {
        ChaCha8Rng::seed_from_u64(mix(
            mix(self.noise_seed, salt),
            self.sample_offset + index as u64,
        ))
    }
}

/// A differentiable function of one tensor: a model segment for gradient checkpointing.
pub trait Module {
    fn forward(&self, x: &Tensor, ctx: &Ctx) -> Result<Tensor>;

    /// The training forward's footprint on input shape `x` (see [`footprint`]); returns the
    /// output shape.
    fn footprint(&self, t: &mut footprint::Tracer, x: &[usize]) -> Option<Vec<usize>> {
        let _ = (t, x);
        None
    }
}
