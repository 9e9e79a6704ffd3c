//! Hugging Face checkpoints of ViT and CLIP (`transformers` names, what the hub's
//! `model.safetensors` files hold): a checkpoint written here in that naming, with random
//! weights, loads into paperfit's models through its loader, and their forward matches
//! candle-transformers' `vit` and `clip` models built from the same file through candle-nn's
//! `VarBuilder`: an independent implementation of the same checkpoint. Each comparison is shown
//! to be sensitive: a file with key and value swapped (a wrong fusion order), or a CLIP
//! projection stored the other way round, gives a large difference.

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
use paperfit::models::pretrained::{load_pretrained, LoadOptions, LoadReport};
use paperfit::models::vit::VisionTransformer;
use paperfit::models::{self, registry, FromCheckpoint, HeadOutput, Model, Recipe};
use paperfit::nn::{Ctx, Init};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

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

/// A Hugging Face ViT (`ViTForImageClassification`: the model under `vit.`, `classifier`
/// beside it).
struct VitShape {
    hidden: usize,
    layers: usize,
    heads: usize,
    patch: usize,
    image: usize,
    classes: usize,
}

impl VitShape {
    fn checkpoint(&self, seed: u64) -> Checkpoint {
        let (d, p) = (self.hidden, self.patch);
        let tokens = 1 + (self.image / p).pow(2);
        let mut c = Checkpoint::new(seed);
        c.put("vit.embeddings.cls_token", &[1, 1, d], 0.0, 0.5);
        c.put(
            "vit.embeddings.position_embeddings",
            &[1, tokens, d],
            0.0,
            0.5,
        );
        let fan_in = 3 * p * p;
        c.put(
            "vit.embeddings.patch_embeddings.projection.weight",
            &[d, 3, p, p],
            0.0,
            (3.0 / fan_in as f64).sqrt(),
        );
        c.put(
            "vit.embeddings.patch_embeddings.projection.bias",
            &[d],
            0.0,
            0.1,
        );
        for i in 0..self.layers {
            let l = format!("vit.encoder.layer.{i}");
            for part in ["query", "key", "value"] {
                c.linear(&format!("{l}.attention.attention.{part}"), d, d, true);
            }
            c.linear(&format!("{l}.attention.output.dense"), d, d, true);
            c.norm(&format!("{l}.layernorm_before"), d);
            c.norm(&format!("{l}.layernorm_after"), d);
            c.linear(&format!("{l}.intermediate.dense"), 4 * d, d, true);
            c.linear(&format!("{l}.output.dense"), d, 4 * d, true);
        }
        c.norm("vit.layernorm", d);
        c.linear("classifier", self.classes, d, true);
        c
    }

    fn reference_config(&self) -> reference_vit::Config {
        reference_vit::Config {
            hidden_size: self.hidden,
            num_hidden_layers: self.layers,
            num_attention_heads: self.heads,
            intermediate_size: 4 * self.hidden,
            hidden_act: candle_nn::Activation::Gelu,
            layer_norm_eps: 1e-12,
            image_size: self.image,
            patch_size: self.patch,
            num_channels: 3,
            qkv_bias: true,
        }
    }

    /// paperfit's ViT of this shape (for the LayerNorm epsilon `eps`), classifier included.
    fn paperfit(&self, eps: f64) -> VisionTransformer {
        let config = VitConfig {
            patch: self.patch,
            dim: self.hidden,
            depth: self.layers,
            heads: self.heads,
            mlp_ratio_x4: true,
            layer_norm_eps: eps,
        };
        VisionTransformer::new(
            &Init::new(5, &Device::Cpu),
            config,
            InputSize::square(self.image as u32),
            self.classes,
            0.0,
            HeadOutput::Logits,
            &Recipe::cross_entropy(),
        )
        .unwrap()
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
/// magnitude; prints both.
fn relative_difference(what: &str, ours: &Tensor, reference: &Tensor) -> f64 {
    assert_eq!(ours.dims(), reference.dims(), "{what}");
    let (a, b) = (values(ours), values(reference));
    let diff = a
        .iter()
        .zip(&b)
        .map(|(x, y)| (x - y).abs())
        .fold(0.0, f64::max);
    let scale = b.iter().map(|y| y.abs()).fold(0.0, f64::max);
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

fn load(model: &dyn Model, path: &Path, options: &LoadOptions) -> Result<LoadReport, Error> {
    let report = load_pretrained(&model.store().borrow(), path, options)?;
    model.after_weights_loaded().unwrap();
    Ok(report)
}

fn load_vit(vit: &VisionTransformer, path: &Path) -> LoadReport {
    let options = LoadOptions {
        layer_norm_eps: Some(vit.config.layer_norm_eps),
        ..LoadOptions::default()
    };
    load(vit, path, &options).unwrap()
}

// ---------------------------------------------------------------------------------------------
// ViT

/// A ViT-B/16 configuration at width 128 (two heads), two blocks, 32 px: the model a run
/// trains, with the epsilon read from the file, against `ViTForImageClassification`.
#[test]
fn a_hugging_face_vit_built_from_its_spec_matches_candle_transformers() {
    let dir = tempfile::tempdir().unwrap();
    let shape = VitShape {
        hidden: 128,
        layers: 2,
        heads: 2,
        patch: 16,
        image: 32,
        classes: 10,
    };
    let path = shape.checkpoint(1).save(dir.path(), "model.safetensors");
    let mut spec = ModelSpec::new(ModelArch::VitB16, 10, InputSize::square(32));
    spec.width = Some(128);
    spec.depth = Some(2);
    spec.pretrained = Some(Pretrained::Local(path.clone()));
    // The model a run trains is built with the checkpoint's epsilon, and the loader is told
    // so; the registry's (timm's) stays what a plan knows.
    assert_eq!(FromCheckpoint::read(&spec).layer_norm_eps, Some(1e-12));
    assert_eq!(registry::vit_config(&spec).unwrap().layer_norm_eps, 1e-6);
    let options = LoadOptions::for_spec(&spec);
    assert_eq!(options.layer_norm_eps, Some(1e-12));
    let model = models::build(&spec, 3, &Device::Cpu).unwrap();
    let report = load(model.as_ref(), &path, &options).unwrap();

    let hf = report.hugging_face.as_ref().expect("Hugging Face naming");
    assert_eq!(hf.architecture, "ViT");
    assert_eq!(hf.prefix.as_deref(), Some("vit."));
    assert_eq!(
        hf.fused,
        [
            "blocks.0.attn.qkv.bias",
            "blocks.0.attn.qkv.weight",
            "blocks.1.attn.qkv.bias",
            "blocks.1.attn.qkv.weight"
        ]
    );
    assert!(hf.transposed.is_empty());
    assert_eq!(hf.layer_norm_eps, Some(1e-12));
    assert_eq!(hf.model_layer_norm_eps, Some(1e-12));
    assert_eq!(report.stripped_prefix, None);
    assert!(report.unexpected.is_empty(), "{report}");
    assert!(report.kept_initialised.is_empty(), "{report}");
    assert_eq!(report.loaded, model.store().borrow().params().len());
    let text = report.to_string();
    assert!(
        text.contains(
            "Hugging Face ViT naming under `vit.`, converted to timm's names: 4 tensors fused"
        ),
        "{text}"
    );
    assert!(
        text.contains("layer norm eps: 1e-12 as in the checkpoint's model (timm's is 1e-6)"),
        "{text}"
    );

    let x = images(3, 32, DType::F32, 7);
    let reference = reference_vit::Model::new(
        &shape.reference_config(),
        10,
        reference_weights(&path, DType::F32),
    )
    .unwrap()
    .forward(&x)
    .unwrap();
    let ours = model.forward(&x, &Ctx::eval(DType::F32)).unwrap();
    assert_matches(
        "ViT-B/16 (width 128) logits, f32",
        &ours,
        &reference,
        F32_TOLERANCE,
    );
}

/// Four heads of 16 channels on an 8 px patch grid of 4x4: the logits and the tokens after the
/// last block; key and value swapped make a large difference.
///
/// f32 only: candle-nn's fused LayerNorm, which candle-transformers' ViT runs, has no f64
/// kernel (`unsupported dtype for rmsnorm F64`).
#[test]
fn hugging_face_vit_logits_and_tokens_match_candle_transformers() {
    let dir = tempfile::tempdir().unwrap();
    let shape = VitShape {
        hidden: 64,
        layers: 2,
        heads: 4,
        patch: 8,
        image: 32,
        classes: 7,
    };
    let checkpoint = shape.checkpoint(2);
    let path = checkpoint.save(dir.path(), "model.safetensors");
    let vit = shape.paperfit(1e-12);
    let report = load_vit(&vit, &path);
    assert_eq!(report.hugging_face.as_ref().unwrap().fused.len(), 4);
    let config = shape.reference_config();
    let vb = reference_weights(&path, DType::F32);
    let x = images(2, 32, DType::F32, 8);
    let logits = reference_vit::Model::new(&config, shape.classes, vb.clone())
        .unwrap()
        .forward(&x)
        .unwrap();
    let embeddings =
        reference_vit::Embeddings::new(&config, false, vb.pp("vit").pp("embeddings")).unwrap();
    let encoder = reference_vit::Encoder::new(&config, vb.pp("vit").pp("encoder")).unwrap();
    let tokens =
        candle_core::Module::forward(&encoder, &embeddings.forward(&x, None, false).unwrap())
            .unwrap();
    let ctx = Ctx::eval(DType::F32);
    let ours = Model::forward(&vit, &x, &ctx).unwrap();
    assert_matches("ViT logits", &ours, &logits, F32_TOLERANCE);
    let ours = vit.features(&x, &ctx).unwrap();
    assert_matches(
        "ViT tokens after the last block",
        &ours,
        &tokens,
        F32_TOLERANCE,
    );

    let swapped = checkpoint.save_edited(dir.path(), "swapped.safetensors", |t| {
        swap_key_and_value(t, "key", "value")
    });
    let broken = shape.paperfit(1e-12);
    load_vit(&broken, &swapped);
    let ours = Model::forward(&broken, &x, &ctx).unwrap();
    assert_differs("ViT logits, key and value swapped", &ours, &logits);
}

/// The checkpoint's LayerNorm epsilon is the model's: with the embeddings scaled to 1e-4 (a
/// variance of about 1e-8 into the first norm), timm's 1e-6 changes the result, and the report
/// of a model built with it says so.
#[test]
fn a_hugging_face_vits_layer_norm_epsilon_is_carried_through() {
    let dir = tempfile::tempdir().unwrap();
    let shape = VitShape {
        hidden: 64,
        layers: 1,
        heads: 2,
        patch: 16,
        image: 32,
        classes: 5,
    };
    let path = shape
        .checkpoint(3)
        .save_edited(dir.path(), "small.safetensors", |t| {
            for (name, tensor) in t.iter_mut() {
                if name.starts_with("vit.embeddings.") {
                    *tensor = (&*tensor * 1e-4).unwrap();
                }
            }
        });
    let x = images(2, 32, DType::F32, 9);
    let logits = reference_vit::Model::new(
        &shape.reference_config(),
        shape.classes,
        reference_weights(&path, DType::F32),
    )
    .unwrap()
    .forward(&x)
    .unwrap();
    let ctx = Ctx::eval(DType::F32);

    let carried = shape.paperfit(1e-12);
    load_vit(&carried, &path);
    let ours = Model::forward(&carried, &x, &ctx).unwrap();
    assert_matches(
        "ViT logits, small embeddings",
        &ours,
        &logits,
        F32_TOLERANCE,
    );

    let timm = shape.paperfit(1e-6);
    let report = load_vit(&timm, &path);
    let ours = Model::forward(&timm, &x, &ctx).unwrap();
    assert_differs("ViT logits, small embeddings, eps 1e-6", &ours, &logits);
    let text = report.to_string();
    assert!(
        text.contains(
            "layer norm eps: 1e-12 in the checkpoint's model (timm's is 1e-6), but the model \
             uses 1e-6: its outputs differ slightly from the checkpoint's"
        ),
        "{text}"
    );
}

// ---------------------------------------------------------------------------------------------
// CLIP

/// OpenAI-format merges (header line, then merges by rank).
const MERGES: &str = "#version: 0.2 (paperfit test merges)
p h
o t
ph ot
phot o</w>
o f</w>
t h
th e</w>
c a
ca r</w>
d o
do g</w>
b i
r d</w>
bi rd</w>";

const CLASS_NAMES: [&str; 4] = ["car", "dog", "bird", "photo of the sky"];
const TEMPLATE: &str = "a photo of a {}.";

/// A Hugging Face `CLIPModel` of one width for both towers and the embedding (what paperfit's
/// width override builds), two heads of 64 channels, 16 px patches on 32 px images.
struct ClipShape {
    width: usize,
    layers: usize,
    vocab: usize,
}

const CLIP_PATCH: usize = 16;
const CLIP_IMAGE: usize = 32;
const CONTEXT: usize = 77;

impl ClipShape {
    fn heads(&self) -> usize {
        self.width / 64
    }

    fn checkpoint(&self, seed: u64) -> Checkpoint {
        let (w, p) = (self.width, CLIP_PATCH);
        let tokens = 1 + (CLIP_IMAGE / p).pow(2);
        let mut c = Checkpoint::new(seed);
        c.put("vision_model.embeddings.class_embedding", &[w], 0.0, 0.5);
        c.put(
            "vision_model.embeddings.patch_embedding.weight",
            &[w, 3, p, p],
            0.0,
            (3.0 / (3 * p * p) as f64).sqrt(),
        );
        c.put(
            "vision_model.embeddings.position_embedding.weight",
            &[tokens, w],
            0.0,
            0.5,
        );
        c.norm("vision_model.pre_layrnorm", w);
        self.tower(&mut c, "vision_model");
        c.norm("vision_model.post_layernorm", w);
        c.put(
            "text_model.embeddings.token_embedding.weight",
            &[self.vocab, w],
            0.0,
            1.0,
        );
        c.put(
            "text_model.embeddings.position_embedding.weight",
            &[CONTEXT, w],
            0.0,
            0.5,
        );
        self.tower(&mut c, "text_model");
        c.norm("text_model.final_layer_norm", w);
        c.linear("visual_projection", w, w, false);
        c.linear("text_projection", w, w, false);
        c.put("logit_scale", &[], 2.6592, 0.0);
        // Older `transformers` versions save the position ids as buffers.
        for (tower, n) in [("vision_model", tokens), ("text_model", CONTEXT)] {
            let ids = Tensor::arange(0i64, n as i64, &Device::Cpu)
                .unwrap()
                .unsqueeze(0)
                .unwrap();
            c.tensors
                .insert(format!("{tower}.embeddings.position_ids"), ids);
        }
        c
    }

    fn tower(&self, c: &mut Checkpoint, tower: &str) {
        let w = self.width;
        for i in 0..self.layers {
            let l = format!("{tower}.encoder.layers.{i}");
            for part in ["q_proj", "k_proj", "v_proj", "out_proj"] {
                c.linear(&format!("{l}.self_attn.{part}"), w, w, true);
            }
            c.norm(&format!("{l}.layer_norm1"), w);
            c.norm(&format!("{l}.layer_norm2"), w);
            c.linear(&format!("{l}.mlp.fc1"), 4 * w, w, true);
            c.linear(&format!("{l}.mlp.fc2"), w, 4 * w, true);
        }
    }

    fn reference(&self, path: &Path) -> reference_clip::ClipModel {
        use reference_clip::text_model::{Activation, ClipTextConfig};
        use reference_clip::vision_model::ClipVisionConfig;
        let config = reference_clip::ClipConfig {
            text_config: ClipTextConfig {
                vocab_size: self.vocab,
                embed_dim: self.width,
                activation: Activation::QuickGelu,
                intermediate_size: 4 * self.width,
                max_position_embeddings: CONTEXT,
                pad_with: None,
                num_hidden_layers: self.layers,
                num_attention_heads: self.heads(),
                projection_dim: self.width,
            },
            vision_config: ClipVisionConfig {
                embed_dim: self.width,
                activation: Activation::QuickGelu,
                intermediate_size: 4 * self.width,
                num_hidden_layers: self.layers,
                num_attention_heads: self.heads(),
                projection_dim: self.width,
                num_channels: 3,
                image_size: CLIP_IMAGE,
                patch_size: CLIP_PATCH,
            },
            logit_scale_init_value: 2.6592,
            image_size: CLIP_IMAGE,
        };
        reference_clip::ClipModel::new(reference_weights(path, DType::F32), &config).unwrap()
    }
}

/// The tokenizer and class names under `dir`, and paperfit's CLIP spec for `pretrained`.
fn clip_spec(dir: &Path, shape: &ClipShape, pretrained: &Path) -> ModelSpec {
    let tokenizer = dir.join("merges.txt");
    std::fs::write(&tokenizer, MERGES).unwrap();
    let names = dir.join("names.txt");
    std::fs::write(&names, CLASS_NAMES.join("\n") + "\n").unwrap();
    let mut spec = ModelSpec::new(
        ModelArch::ClipVitB16,
        CLASS_NAMES.len() as u32,
        InputSize::square(CLIP_IMAGE as u32),
    );
    spec.width = Some(shape.width as u32);
    spec.depth = Some(shape.layers as u32);
    spec.pretrained = Some(Pretrained::Local(pretrained.to_path_buf()));
    spec.clip = Some(ClipSpec {
        tokenizer,
        templates: vec![TEMPLATE.to_string()],
        class_names: Some(names),
    });
    spec
}

/// paperfit's CLIP for `loss`, loaded from `path` as a run loads it.
fn clip_model(spec: &ModelSpec, loss: LossName, path: &Path) -> (Box<dyn Model>, LoadReport) {
    let recipe = Recipe {
        loss: LossSpec {
            name: loss,
            ..LossSpec::cross_entropy()
        },
        sampling: None,
    };
    let model = models::build_with(spec, &recipe, &Init::new(9, &Device::Cpu)).unwrap();
    let options = LoadOptions::for_model(spec, model.as_ref());
    let report = load(model.as_ref(), path, &options).unwrap();
    (model, report)
}

/// Token ids (one row of 77 per text) of `texts` with paperfit's tokenizer.
fn token_ids(tokenizer: &ClipTokenizer, texts: &[String]) -> Tensor {
    let ids: Vec<u32> = texts.iter().flat_map(|t| tokenizer.tokenize(t)).collect();
    Tensor::from_vec(ids, (texts.len(), CONTEXT), &Device::Cpu).unwrap()
}

fn prompts(labels: &[u32]) -> Vec<String> {
    labels
        .iter()
        .map(|&l| TEMPLATE.replace("{}", CLASS_NAMES[l as usize]))
        .collect()
}

/// The normalised image and caption embeddings of FLYP's rows (each sample's caption is its
/// class in the one template) and Task Arithmetic's logits through the zero-shot head (the
/// normalised text embedding of each class's prompt times `exp(logit_scale)`), against
/// candle-transformers' `get_image_features`, `get_text_features` and `logits_per_image`.
///
/// f32 only: paperfit keeps the text tower's residual stream and the zero-shot head in f32
/// whatever the compute dtype, and candle-transformers' CLIP attention computes in f32.
#[test]
fn a_hugging_face_clip_matches_candle_transformers() {
    let dir = tempfile::tempdir().unwrap();
    let tokenizer = ClipTokenizer::from_merges(MERGES);
    let shape = ClipShape {
        width: 128,
        layers: 2,
        vocab: tokenizer.vocab_size(),
    };
    let checkpoint = shape.checkpoint(4);
    let path = checkpoint.save(dir.path(), "model.safetensors");
    let spec = clip_spec(dir.path(), &shape, &path);
    let reference = shape.reference(&path);
    let labels = [2u32, 0, 3];
    let x = images(labels.len(), CLIP_IMAGE, DType::F32, 12);
    let mut ctx = Ctx::eval(DType::F32);
    ctx.labels = Some(Tensor::new(&labels, &Device::Cpu).unwrap());
    let w = shape.width;

    let (flyp, report) = clip_model(&spec, LossName::Contrastive, &path);
    check_clip_report(&report, shape.layers);
    let rows = flyp.forward(&x, &ctx).unwrap();
    let image = reference_clip::div_l2_norm(&reference.get_image_features(&x).unwrap()).unwrap();
    let captions = token_ids(&tokenizer, &prompts(&labels));
    let text =
        reference_clip::div_l2_norm(&reference.get_text_features(&captions).unwrap()).unwrap();
    let ours_image = rows.narrow(1, 0, w).unwrap();
    let ours_text = rows.narrow(1, w, w).unwrap();
    assert_matches("CLIP image embeddings", &ours_image, &image, F32_TOLERANCE);
    assert_matches("CLIP text embeddings", &ours_text, &text, F32_TOLERANCE);

    let (task_arithmetic, _) = clip_model(&spec, LossName::CrossEntropy, &path);
    let logits = task_arithmetic.forward(&x, &ctx).unwrap();
    let all_classes: Vec<u32> = (0..CLASS_NAMES.len() as u32).collect();
    let class_prompts = token_ids(&tokenizer, &prompts(&all_classes));
    let (_, per_image) = reference.forward(&x, &class_prompts).unwrap();
    assert_matches("CLIP logits per image", &logits, &per_image, F32_TOLERANCE);

    // Key and value in the wrong order, or a projection not transposed: large differences.
    let swapped = checkpoint.save_edited(dir.path(), "swapped.safetensors", |t| {
        swap_key_and_value(t, "k_proj", "v_proj")
    });
    let (broken, _) = clip_model(&spec, LossName::Contrastive, &swapped);
    let rows = broken.forward(&x, &ctx).unwrap();
    assert_differs(
        "CLIP image embeddings, k and v swapped",
        &rows.narrow(1, 0, w).unwrap(),
        &image,
    );
    assert_differs(
        "CLIP text embeddings, k and v swapped",
        &rows.narrow(1, w, w).unwrap(),
        &text,
    );
    let untransposed = checkpoint.save_edited(dir.path(), "untransposed.safetensors", |t| {
        let p = t["visual_projection.weight"]
            .t()
            .unwrap()
            .contiguous()
            .unwrap();
        t.insert("visual_projection.weight".into(), p);
    });
    let (broken, _) = clip_model(&spec, LossName::Contrastive, &untransposed);
    let rows = broken.forward(&x, &ctx).unwrap();
    assert_differs(
        "CLIP image embeddings, projection transposed",
        &rows.narrow(1, 0, w).unwrap(),
        &image,
    );
}

fn check_clip_report(report: &LoadReport, layers: usize) {
    let hf = report.hugging_face.as_ref().expect("Hugging Face naming");
    assert_eq!(hf.architecture, "CLIP");
    assert_eq!(hf.prefix, None);
    // Weight and bias of every layer of both towers.
    assert_eq!(hf.fused.len(), 2 * 2 * layers);
    assert!(hf
        .fused
        .contains(&"visual.transformer.resblocks.0.attn.in_proj_weight".to_string()));
    assert!(hf
        .fused
        .contains(&"transformer.resblocks.1.attn.in_proj_bias".to_string()));
    assert_eq!(hf.transposed, ["text_projection", "visual.proj"]);
    assert_eq!(hf.layer_norm_eps, None);
    let unused: Vec<&str> = report.unexpected.iter().map(|u| u.name.as_str()).collect();
    assert_eq!(
        unused,
        [
            "text_model.embeddings.position_ids",
            "vision_model.embeddings.position_ids"
        ]
    );
    let text = report.to_string();
    assert!(
        text.contains(&format!(
            "Hugging Face CLIP naming, converted to OpenAI's names: {} tensors fused from query, key and value",
            4 * layers
        )),
        "{text}"
    );
    assert!(
        text.contains("2 tensors transposed (text_projection, visual.proj)"),
        "{text}"
    );
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

fn snapshot(model: &dyn Model) -> BTreeMap<String, Vec<f64>> {
    model
        .store()
        .borrow()
        .tensor_map()
        .iter()
        .map(|(n, t)| (n.clone(), values(t)))
        .collect()
}

/// A `ViTModel` file (no `vit.` prefix, a pooler, no classifier) into a model with a new head;
/// a timm file's epsilon stays timm's.
#[test]
fn a_vit_model_file_loads_with_its_pooler_unused_and_a_new_head() {
    let dir = tempfile::tempdir().unwrap();
    let shape = VitShape {
        hidden: 64,
        layers: 1,
        heads: 1,
        patch: 16,
        image: 32,
        classes: 3,
    };
    let path = shape
        .checkpoint(5)
        .save_edited(dir.path(), "base.safetensors", |t| {
            let renamed: BTreeMap<String, Tensor> = std::mem::take(t)
                .into_iter()
                .filter(|(k, _)| !k.starts_with("classifier."))
                .map(|(k, v)| (k.trim_start_matches("vit.").to_string(), v))
                .collect();
            *t = renamed;
            t.insert(
                "pooler.dense.weight".into(),
                Tensor::ones((64, 64), DType::F32, &Device::Cpu).unwrap(),
            );
            t.insert(
                "pooler.dense.bias".into(),
                Tensor::zeros(64, DType::F32, &Device::Cpu).unwrap(),
            );
        });
    let vit = shape.paperfit(1e-12);
    let options = LoadOptions {
        expected_new: vec!["head.".into()],
        ..LoadOptions::default()
    };
    let report = load(&vit, &path, &options).unwrap();
    let hf = report.hugging_face.as_ref().unwrap();
    assert_eq!(hf.prefix, None);
    assert_eq!(
        hf.fused,
        ["blocks.0.attn.qkv.bias", "blocks.0.attn.qkv.weight"]
    );
    let mut kept: Vec<&str> = report
        .kept_initialised
        .iter()
        .map(|k| k.name.as_str())
        .collect();
    kept.sort();
    assert_eq!(kept, ["head.bias", "head.weight"]);
    let unused: Vec<&str> = report.unexpected.iter().map(|u| u.name.as_str()).collect();
    assert_eq!(unused, ["pooler.dense.bias", "pooler.dense.weight"]);
    let text = report.to_string();
    assert!(
        text.contains("Hugging Face ViT naming, converted to timm's names"),
        "{text}"
    );

    // A timm file (the model's own names) keeps timm's epsilon.
    let timm = dir.path().join("timm.safetensors");
    let map: HashMap<String, Tensor> = vit.store().borrow().tensor_map().into_iter().collect();
    candle_core::safetensors::save(&map, &timm).unwrap();
    assert_eq!(
        paperfit::models::pretrained::checkpoint_layer_norm_eps(&timm),
        None
    );
    assert_eq!(
        paperfit::models::pretrained::checkpoint_layer_norm_eps(&path),
        Some(1e-12)
    );
    let mut spec = ModelSpec::new(ModelArch::VitB16, 3, InputSize::square(32));
    spec.pretrained = Some(Pretrained::Local(timm.clone()));
    assert_eq!(FromCheckpoint::read(&spec).layer_norm_eps, None);
    assert_eq!(LoadOptions::for_spec(&spec).layer_norm_eps, Some(1e-6));
    let report = load(&shape.paperfit(1e-6), &timm, &LoadOptions::default()).unwrap();
    assert!(report.hugging_face.is_none());
    assert!(!report.to_string().contains("Hugging Face"));
}

/// A key projection missing beside its query and value, or three of different shapes: a
/// configuration error that names them, and nothing is written.
#[test]
fn an_incomplete_query_key_value_triple_is_named_and_nothing_loads() {
    let dir = tempfile::tempdir().unwrap();
    let shape = VitShape {
        hidden: 64,
        layers: 2,
        heads: 1,
        patch: 16,
        image: 32,
        classes: 3,
    };
    let checkpoint = shape.checkpoint(6);
    let missing = checkpoint.save_edited(dir.path(), "missing.safetensors", |t| {
        t.remove("vit.encoder.layer.1.attention.attention.key.bias");
    });
    let vit = shape.paperfit(1e-12);
    let before = snapshot(&vit);
    let text = config_error(load(&vit, &missing, &LoadOptions::default()));
    assert!(
        text.contains(
            "are in Hugging Face ViT naming but cannot be converted:\n  \
             `vit.encoder.layer.1.attention.attention.key.bias` is not in the file, but \
             `vit.encoder.layer.1.attention.attention.query.bias` and \
             `vit.encoder.layer.1.attention.attention.value.bias` are: the model's \
             `blocks.1.attn.qkv.bias` fuses query, key and value"
        ),
        "{text}"
    );
    assert!(text.contains("missing.safetensors"), "{text}");
    assert_eq!(snapshot(&vit), before);

    let misshaped = checkpoint.save_edited(dir.path(), "misshaped.safetensors", |t| {
        let v = "vit.encoder.layer.0.attention.attention.value.weight";
        let narrow = t[v].narrow(0, 0, 32).unwrap();
        t.insert(v.into(), narrow);
    });
    let text = config_error(load(&vit, &misshaped, &LoadOptions::default()));
    assert!(
        text.contains(
            "`vit.encoder.layer.0.attention.attention.query.weight` (64, 64), \
             `vit.encoder.layer.0.attention.attention.key.weight` (64, 64), \
             `vit.encoder.layer.0.attention.attention.value.weight` (32, 64) cannot be fused \
             into `blocks.0.attn.qkv.weight`"
        ),
        "{text}"
    );
    assert_eq!(snapshot(&vit), before);
}

/// CLIP's projections are read transposed, which only non-square ones can show by shape: a
/// (embed, width) `visual_projection.weight` loads into a (width, embed) `visual.proj`, and
/// one stored the other way round is a mismatch that names the file tensor.
#[test]
fn clip_projections_are_transposed_into_the_models_orientation() {
    let dir = tempfile::tempdir().unwrap();
    let model = || {
        let init = Init::new(1, &Device::Cpu);
        init.pp("visual")
            .uniform("proj", &[16, 8], 0.1, true)
            .unwrap();
        init.uniform("text_projection", &[12, 8], 0.1, true)
            .unwrap();
        init.constant("logit_scale", &[], 0.0, false).unwrap();
        init.store()
    };
    let mut c = Checkpoint::new(7);
    c.put("visual_projection.weight", &[8, 16], 0.0, 1.0);
    c.put("text_projection.weight", &[8, 12], 0.0, 1.0);
    c.put("logit_scale", &[], 2.5, 0.0);
    c.put(
        "text_model.embeddings.token_embedding.weight",
        &[10, 12],
        0.0,
        1.0,
    );
    let path = c.save(dir.path(), "projections.safetensors");
    let store = model();
    let report = load_pretrained(&store.borrow(), &path, &LoadOptions::default()).unwrap();
    let tensors = store.borrow().tensor_map();
    for (ours, file) in [
        ("visual.proj", "visual_projection.weight"),
        ("text_projection", "text_projection.weight"),
    ] {
        assert_eq!(
            values(&tensors[ours]),
            values(&c.tensors[file].t().unwrap()),
            "{ours}"
        );
    }
    assert_eq!(
        report.hugging_face.unwrap().transposed,
        ["text_projection", "visual.proj"]
    );

    let wrong = c.save_edited(dir.path(), "wrong.safetensors", |t| {
        let p = t["visual_projection.weight"]
            .t()
            .unwrap()
            .contiguous()
            .unwrap();
        t.insert("visual_projection.weight".into(), p);
    });
    let store = model();
    let text = config_error(load_pretrained(
        &store.borrow(),
        &wrong,
        &LoadOptions::default(),
    ));
    assert!(
        text.contains(
            "`visual.proj`: model (16, 8), file (8, 16) (`visual_projection.weight` transposed)"
        ),
        "{text}"
    );
    assert!(
        text.contains("the file is in Hugging Face CLIP naming, read as OpenAI's names"),
        "{text}"
    );
}
