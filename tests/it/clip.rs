//! OpenAI CLIP: parameter counts and weight names against OpenAI's, the tokenizer against
//! OpenAI's `simple_tokenizer.py`, finite-difference checks of the new ops and of the whole
//! FLYP loss, a gradient for every trainable parameter, the frozen text tower of Task
//! Arithmetic, and exact gradient caching of FLYP's in-batch contrastive loss.

use crate::common;

use common::gradcheck::{check_named as check, named, var};
use common::{largest as max_norm, max_abs_diff as max_abs, to_vecs};

use std::io::Write;
use std::path::{Path, PathBuf};

use crate::common::reference;
use candle_core::{DType, Device, Tensor, Var};
use paperfit::config::schema::{ClipSpec, InputSize, LossName, LossSpec, ModelArch, ModelSpec};
use paperfit::data::{self, Dataset, Split};
use paperfit::labels::Labels;
use paperfit::models::clip::{self, ClipRecipe};
use paperfit::models::clip_tokenizer::ClipTokenizer;
use paperfit::models::configs::CONTEXT_LENGTH;
use paperfit::models::{self, Coupling, Model, Recipe};
use paperfit::nn::layers::{BlockConfig, TransformerBlock};
use paperfit::nn::{ops, Ctx, Init};
use paperfit::plan::Plan;
use paperfit::train::engine::Engine;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

mod gradients;
mod tokenizer;
mod towers;
mod training;
mod weights;

/// A small merges file in OpenAI's format (header line, then merges by rank), no trailing
/// newline. The expected ids below come from OpenAI's `simple_tokenizer.py` (with `ftfy` and
/// `regex`) run once on this file, with open_clip's `tokenize` (truncation keeps an end token).
const TINY_MERGES: &str = "#version: 0.2 (paperfit test merges)
p h
o t
ph ot
phot o</w>
o f</w>
t h
th e</w>
m y</w>
l o
lo v
lov e</w>
c a
ca r</w>
ca f
Ã ©</w>
caf é</w>
e r
m er
c e
mer c
merc e
d e
de s</w>
merce des</w>
b e
n z</w>
be nz</w>
i t</w>
' s</w>
s e
d an</w>
a n</w>
se dan</w>
2 0
cl as
cl a
s s</w>
cla ss</w>
l e
lov er</w>";

const CLASS_NAMES: [&str; 4] = [
    "AM General Hummer SUV 2000",
    "Acura RL Sedan 2012",
    "Ram C/V Cargo Van Minivan 2012",
    "smart fortwo Convertible 2012",
];

const TEMPLATES: [&str; 3] = ["a photo of a {}.", "i love my {}!", "a photo of my old {}."];

fn write(path: &Path, text: &str) {
    std::fs::write(path, text).unwrap();
}

fn write_gz(path: &Path, text: &str) {
    let file = std::fs::File::create(path).unwrap();
    let mut gz = flate2::write::GzEncoder::new(file, flate2::Compression::default());
    gz.write_all(text.as_bytes()).unwrap();
    gz.finish().unwrap();
}

/// The tiny tokenizer and the four class names, written under `dir`.
fn tiny_clip_spec(dir: &Path) -> ClipSpec {
    let tokenizer = dir.join("tiny_merges.txt.gz");
    write_gz(&tokenizer, TINY_MERGES);
    let names = dir.join("names.txt");
    write(&names, &(CLASS_NAMES.join("\n") + "\n"));
    ClipSpec {
        tokenizer,
        templates: TEMPLATES.iter().map(|t| t.to_string()).collect(),
        class_names: Some(names),
    }
}

/// A tiny CLIP: width 64 (one head), `depth` layers per tower, 32 px, ViT-B/16's patch (4
/// patches + the class token).
fn tiny_spec(dir: &Path, depth: u32) -> ModelSpec {
    let mut spec = ModelSpec::new(ModelArch::ClipVitB16, 4, InputSize::square(32));
    spec.width = Some(64);
    spec.depth = Some(depth);
    spec.clip = Some(tiny_clip_spec(dir));
    spec
}

fn recipe(loss: LossName) -> Recipe {
    Recipe {
        loss: LossSpec {
            name: loss,
            ..LossSpec::cross_entropy()
        },
        sampling: None,
    }
}

fn images(n: usize, dtype: DType, seed: u64) -> Tensor {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let v: Vec<f64> = (0..n * 3 * 32 * 32)
        .map(|_| rng.random_range(-1.0..1.0))
        .collect();
    Tensor::from_vec(v, (n, 3, 32, 32), &Device::Cpu)
        .unwrap()
        .to_dtype(dtype)
        .unwrap()
}

fn train_ctx(dtype: DType, labels: &Labels) -> Ctx {
    let mut ctx = Ctx::train(dtype, 11);
    ctx.labels = Some(labels.clone());
    ctx
}
