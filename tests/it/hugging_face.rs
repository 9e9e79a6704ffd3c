//! Hugging Face checkpoints of ViT and CLIP (`transformers` names, what the hub's
//! `model.safetensors` files hold): a checkpoint written here in that naming, with random
//! weights, loads into paperfit's models through its loader, and their forward matches
//! candle-transformers' `vit` and `clip` models built from the same file through candle-nn's
//! `VarBuilder`: an independent implementation of the same checkpoint. Each comparison is shown
//! to be sensitive: a file with key and value swapped (a wrong fusion order), or a CLIP
//! projection stored the other way round, gives a large difference.

use crate::common;

use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};

use candle_core::{DType, Device, Tensor};
use candle_nn::VarBuilder;
use candle_transformers::models::clip as reference_clip;
use candle_transformers::models::vit as reference_vit;
use paperfit::config::schema::{
    ClipSpec, InputSize, LossName, LossSpec, ModelArch, ModelSpec, Pretrained,
};
use paperfit::error::Error;
use paperfit::models::clip_tokenizer::ClipTokenizer;
use paperfit::models::configs::VitConfig;
use paperfit::models::pretrained::{load_pretrained, LoadReport, PretrainedLoadOptions};
use paperfit::models::vit::VisionTransformer;
use paperfit::models::{self, registry, FromCheckpoint, HeadOutput, Model, Recipe};
use paperfit::nn::{Ctx, Init};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

mod clip;
mod vit;

/// f32 forwards agree within this share of the reference output's largest magnitude.
const F32_TOLERANCE: f64 = 1e-4;
/// A wrong conversion (key and value swapped, a projection transposed) moves the output by at
/// least this share.
const BROKEN: f64 = 1e-2;

// ---------------------------------------------------------------------------------------------
// Checkpoints in Hugging Face naming

/// Random weights under Hugging Face names.
struct Checkpoint {
    rng: ChaCha8Rng,
    tensors: BTreeMap<String, Tensor>,
}

impl Checkpoint {
    fn new(seed: u64) -> Self {
        Checkpoint {
            rng: ChaCha8Rng::seed_from_u64(seed),
            tensors: BTreeMap::new(),
        }
    }

    /// Values uniform in `centre ± bound`.
    fn put(&mut self, name: &str, shape: &[usize], centre: f64, bound: f64) {
        let n = shape.iter().product();
        let v: Vec<f32> = (0..n)
            .map(|_| (centre + bound * self.rng.random_range(-1.0..1.0)) as f32)
            .collect();
        let t = Tensor::from_vec(v, shape, &Device::Cpu).unwrap();
        self.tensors.insert(name.to_string(), t);
    }

    /// An `nn.Linear` (out, in) with unit-variance outputs, and its bias.
    fn linear(&mut self, name: &str, out: usize, inp: usize, bias: bool) {
        self.put(
            &format!("{name}.weight"),
            &[out, inp],
            0.0,
            (3.0 / inp as f64).sqrt(),
        );
        if bias {
            self.put(&format!("{name}.bias"), &[out], 0.0, 0.1);
        }
    }

    /// A LayerNorm's gain (around one) and bias.
    fn norm(&mut self, name: &str, dim: usize) {
        self.put(&format!("{name}.weight"), &[dim], 1.0, 0.2);
        self.put(&format!("{name}.bias"), &[dim], 0.0, 0.1);
    }

    /// The file with `edit` applied to a copy of the tensors.
    fn save_edited(
        &self,
        dir: &Path,
        file: &str,
        edit: impl Fn(&mut BTreeMap<String, Tensor>),
    ) -> PathBuf {
        let mut tensors = self.tensors.clone();
        edit(&mut tensors);
        let path = dir.join(file);
        let map: HashMap<String, Tensor> = tensors.into_iter().collect();
        candle_core::safetensors::save(&map, &path).unwrap();
        path
    }

    fn save(&self, dir: &Path, file: &str) -> PathBuf {
        self.save_edited(dir, file, |_| {})
    }
}

/// Swaps the key and value tensors of every attention layer (`key`/`value` for ViT,
/// `k_proj`/`v_proj` for CLIP): what fusing them in the wrong order would load.
fn swap_key_and_value(tensors: &mut BTreeMap<String, Tensor>, key: &str, value: &str) {
    let keys: Vec<String> = tensors
        .keys()
        .filter(|k| k.contains(&format!(".{key}.")))
        .cloned()
        .collect();
    assert!(!keys.is_empty());
    for k in keys {
        let v = k.replace(&format!(".{key}."), &format!(".{value}."));
        let a = tensors.remove(&k).unwrap();
        let b = tensors.remove(&v).unwrap();
        tensors.insert(k, b);
        tensors.insert(v, a);
    }
}

// ---------------------------------------------------------------------------------------------
// Comparison helpers

fn images(n: usize, side: usize, dtype: DType, seed: u64) -> Tensor {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let v: Vec<f64> = (0..n * 3 * side * side)
        .map(|_| rng.random_range(-1.0..1.0))
        .collect();
    Tensor::from_vec(v, (n, 3, side, side), &Device::Cpu)
        .unwrap()
        .to_dtype(dtype)
        .unwrap()
}

fn values(t: &Tensor) -> Vec<f64> {
    t.to_dtype(DType::F64)
        .unwrap()
        .flatten_all()
        .unwrap()
        .to_vec1()
        .unwrap()
}

/// The largest difference between `ours` and `reference`, over the reference's largest
/// magnitude; prints both. Infinite where a value on either side is not finite
/// (`common::max_difference`); a reference that is not finite fails here.
fn relative_difference(what: &str, ours: &Tensor, reference: &Tensor) -> f64 {
    assert_eq!(ours.dims(), reference.dims(), "{what}");
    let (a, b) = (values(ours), values(reference));
    let diff = common::max_difference(&a, &b);
    let scale = common::largest_magnitude(&b);
    assert!(
        scale.is_finite(),
        "{what}: the reference output is not finite"
    );
    assert!(
        scale > 0.1,
        "{what}: the reference output is near zero ({scale})"
    );
    println!("{what}: max abs diff {diff:.3e}, output scale {scale:.3e}");
    diff / scale
}

fn assert_matches(what: &str, ours: &Tensor, reference: &Tensor, tolerance: f64) {
    let relative = relative_difference(what, ours, reference);
    assert!(
        relative <= tolerance,
        "{what}: relative difference {relative:e} over {tolerance:e}"
    );
}

fn assert_differs(what: &str, ours: &Tensor, reference: &Tensor) {
    let relative = relative_difference(what, ours, reference);
    assert!(
        relative >= BROKEN,
        "{what}: a broken conversion gives only {relative:e}: the comparison cannot see it"
    );
}

fn reference_weights(path: &Path, dtype: DType) -> VarBuilder<'static> {
    // SAFETY: the file is written by this test and not changed while mapped.
    unsafe { VarBuilder::from_mmaped_safetensors(&[path], dtype, &Device::Cpu).unwrap() }
}

fn load(
    model: &dyn Model,
    path: &Path,
    options: &PretrainedLoadOptions,
) -> Result<LoadReport, Error> {
    let report = load_pretrained(&model.store().borrow(), path, options)?;
    model.after_weights_loaded().unwrap();
    Ok(report)
}

// ---------------------------------------------------------------------------------------------
// Loading: other layouts, orientation, errors

fn config_error(result: Result<LoadReport, Error>) -> String {
    match result {
        Err(e) => {
            assert_eq!(e.exit_code(), 2, "{e}");
            assert!(matches!(e, Error::Config(_)), "{e}");
            e.to_string()
        }
        Ok(report) => panic!("expected an error, got {report}"),
    }
}
