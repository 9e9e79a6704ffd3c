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

/// (text, ids up to the end token) from the Python reference; the rest of the 77 are zeros.
fn reference_ids() -> Vec<(&'static str, Vec<u32>)> {
    vec![
        (
            "a photo of a car.",
            vec![552, 320, 515, 516, 320, 524, 269, 553],
        ),
        // Case and whitespace are normalised.
        (
            "A  Photo\tof the\n CAR!",
            vec![552, 320, 515, 516, 518, 524, 256, 553],
        ),
        (
            "i love my Mercedes-Benz S-Class Sedan 2012!",
            vec![
                552, 328, 522, 519, 529, 530, 534, 268, 538, 338, 268, 66, 75, 64, 548, 544, 273,
                271, 272, 273, 256, 553,
            ],
        ),
        // A contraction, a two-byte letter merged with its neighbour.
        ("it's my caf\u{e9}", vec![552, 539, 540, 519, 525, 526, 553]),
        // Special tokens in the text are kept whole.
        ("photo<|endoftext|>of", vec![552, 515, 553, 516, 553]),
        ("   ", vec![552, 553]),
        (
            "\u{160}koda Octavia, 2 lovers",
            vec![
                552, 129, 94, 74, 78, 67, 320, 78, 66, 83, 64, 85, 72, 320, 267, 273, 521, 528,
                338, 553,
            ],
        ),
    ]
}

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

fn train_ctx(dtype: DType, labels: &Tensor) -> Ctx {
    let mut ctx = Ctx::train(dtype, 11);
    ctx.labels = Some(labels.clone());
    ctx
}

// ---------------------------------------------------------------------------------------------
// Tokenizer

#[test]
fn tokenizer_matches_openais_simple_tokenizer() {
    let dir = tempfile::tempdir().unwrap();
    let gz = dir.path().join("merges.txt.gz");
    write_gz(&gz, TINY_MERGES);
    let plain = dir.path().join("merges.txt");
    write(&plain, TINY_MERGES);
    for tok in [
        ClipTokenizer::from_merges(TINY_MERGES),
        ClipTokenizer::from_file(&gz).unwrap(),
        ClipTokenizer::from_file(&plain).unwrap(),
    ] {
        // 256 bytes + 256 bytes with </w> + 40 merges + 2 special tokens.
        assert_eq!(tok.vocab_size(), 554);
        assert_eq!((tok.start_token(), tok.end_token()), (552, 553));
        for (text, expected) in reference_ids() {
            let ids = tok.tokenize(text);
            assert_eq!(ids.len(), CONTEXT_LENGTH, "{text:?}");
            let mut padded = expected.clone();
            padded.resize(CONTEXT_LENGTH, 0);
            assert_eq!(ids, padded, "{text:?}");
        }
    }
}

#[test]
fn tokenizer_truncates_to_77_with_an_end_token_and_counts_lines_as_python() {
    let tok = ClipTokenizer::from_merges(TINY_MERGES);
    // 100 words of one token each: cut to start + 75 + end, as the Python reference.
    let ids = tok.tokenize(&["photo"; 100].join(" "));
    assert_eq!(ids.len(), CONTEXT_LENGTH);
    assert_eq!(ids[0], 552);
    assert!(ids[1..76].iter().all(|&i| i == 515), "{ids:?}");
    assert_eq!(ids[76], 553);
    // A trailing newline is one more (empty) vocabulary entry in OpenAI's code: the special
    // tokens move up by one (Python: 555 entries, "a photo of a car." -> 553 ... 554).
    let tok = ClipTokenizer::from_merges(&format!("{TINY_MERGES}\n"));
    assert_eq!(tok.vocab_size(), 555);
    assert_eq!(
        &tok.tokenize("a photo of a car.")[..8],
        &[553, 320, 515, 516, 320, 524, 269, 554]
    );
}

#[test]
fn a_hugging_face_tokenizer_json_gives_openais_ids() {
    let dir = tempfile::tempdir().unwrap();
    let json = dir.path().join("tokenizer.json");
    write(
        &json,
        &paperfit::models::clip_tokenizer::hugging_face_json(TINY_MERGES),
    );
    let tok = ClipTokenizer::from_file(&json).unwrap();
    assert_eq!(tok.vocab_size(), 554);
    assert_eq!((tok.start_token(), tok.end_token()), (552, 553));
    for (text, expected) in reference_ids() {
        let mut padded = expected.clone();
        padded.resize(CONTEXT_LENGTH, 0);
        assert_eq!(tok.tokenize(text), padded, "{text:?}");
    }
    // Truncation is the same for both files.
    let openai = ClipTokenizer::from_merges(TINY_MERGES);
    let long = ["photo"; 100].join(" ");
    assert_eq!(tok.tokenize(&long), openai.tokenize(&long));
}

#[test]
fn a_tokenizer_json_that_is_not_clips_is_refused_with_its_path() {
    let dir = tempfile::tempdir().unwrap();
    let broken = dir.path().join("tokenizer.json");
    write(&broken, "{\"model\": 3}");
    let e = ClipTokenizer::from_file(&broken).unwrap_err().to_string();
    assert!(
        e.contains("tokenizer.json") && e.contains("Hugging Face"),
        "{e}"
    );
    // A valid tokenizer.json without CLIP's special tokens.
    let text = paperfit::models::clip_tokenizer::hugging_face_json(TINY_MERGES)
        .replace("<|startoftext|>", "<s>")
        .replace("<|endoftext|>", "</s>");
    let other = dir.path().join("other.json");
    write(&other, &text);
    let e = ClipTokenizer::from_file(&other).unwrap_err().to_string();
    assert!(
        e.contains("other.json") && e.contains("<|startoftext|>"),
        "{e}"
    );
}

#[test]
fn tokenizer_file_errors_name_the_file() {
    let dir = tempfile::tempdir().unwrap();
    let missing = dir.path().join("nope.txt.gz");
    let e = ClipTokenizer::from_file(&missing).unwrap_err().to_string();
    assert!(e.contains("nope.txt.gz"), "{e}");
    let binary = dir.path().join("weights.bin");
    std::fs::write(&binary, [0u8, 159, 146, 150, 255]).unwrap();
    let e = ClipTokenizer::from_file(&binary).unwrap_err().to_string();
    assert!(e.contains("weights.bin") && e.contains("UTF-8"), "{e}");
    let header_only = dir.path().join("header.txt");
    write(&header_only, "#version: 0.2");
    let e = ClipTokenizer::from_file(&header_only)
        .unwrap_err()
        .to_string();
    assert!(e.contains("no merges"), "{e}");
}

// ---------------------------------------------------------------------------------------------
// Full-size models: counts and names

/// A merges file with OpenAI's number of merges (the values are placeholders: only the
/// vocabulary size matters for the shapes), and `classes` class names.
fn full_size_spec(dir: &Path, arch: ModelArch, classes: usize) -> ModelSpec {
    let mut merges = String::from("#version: 0.2");
    for i in 0..clip_tokenizer_max_merges() {
        merges.push_str(&format!("\nx{i} y"));
    }
    let tokenizer = dir.join("full_merges.txt");
    write(&tokenizer, &merges);
    let names = dir.join("names.txt");
    let list: Vec<String> = (0..classes).map(|c| format!("car model {c}")).collect();
    write(&names, &list.join("\n"));
    let mut spec = ModelSpec::new(arch, classes as u32, InputSize::square(224));
    spec.clip = Some(ClipSpec {
        tokenizer,
        templates: vec!["a photo of a {}.".into(), "a photo of my old {}.".into()],
        class_names: Some(names),
    });
    spec
}

fn clip_tokenizer_max_merges() -> usize {
    paperfit::models::clip_tokenizer::MAX_MERGES
}

#[test]
fn parameter_counts_match_openai_clip() {
    let dir = tempfile::tempdir().unwrap();
    // OpenAI's models (counted with PyTorch from the architecture): ViT-B/32 151,277,313 of
    // which the image tower 87,849,216; ViT-B/16 149,620,737 (image tower 86,192,640).
    for (arch, total, image) in [
        (ModelArch::ClipVitB32, 151_277_313u64, 87_849_216u64),
        (ModelArch::ClipVitB16, 149_620_737, 86_192_640),
    ] {
        let spec = full_size_spec(dir.path(), arch, 196);
        // FLYP trains everything; Task Arithmetic only the image tower.
        let flyp = models::count_parameters(&spec, &recipe(LossName::Contrastive)).unwrap();
        assert_eq!(flyp, total, "{}", arch.as_str());
        let ta = models::count_parameters(&spec, &recipe(LossName::CrossEntropy)).unwrap();
        assert_eq!(ta, image, "{}", arch.as_str());
        // The frozen text tower and logit_scale are buffers: with them, the same total (the
        // zero-shot head, 196 x 512, comes on top).
        let m = models::build_with(
            &spec,
            &recipe(LossName::CrossEntropy),
            &Init::zeros(&Device::Cpu),
        )
        .unwrap();
        let store = m.store();
        let store = store.borrow();
        let buffers: usize = store
            .buffers()
            .iter()
            .filter(|(n, _)| n.as_str() != "classification_head.weight")
            .map(|(_, b)| b.borrow().elem_count())
            .sum();
        assert_eq!(ta + buffers as u64, total);
        assert_eq!(
            store.buffers()["classification_head.weight"]
                .borrow()
                .dims(),
            &[196, 512]
        );
    }
}

#[test]
fn weight_names_and_shapes_are_openais() {
    let dir = tempfile::tempdir().unwrap();
    let spec = full_size_spec(dir.path(), ModelArch::ClipVitB32, 196);
    let m = models::build_with(
        &spec,
        &recipe(LossName::Contrastive),
        &Init::zeros(&Device::Cpu),
    )
    .unwrap();
    let store = m.store();
    let store = store.borrow();
    let shapes: std::collections::BTreeMap<&str, &[usize]> = store
        .params()
        .iter()
        .map(|p| (p.name.as_str(), p.var.dims()))
        .collect();
    // OpenAI's ViT-B/32 state dict has 302 tensors, 152 under `visual.`.
    assert_eq!(shapes.len(), 302);
    assert_eq!(
        shapes.keys().filter(|n| n.starts_with("visual.")).count(),
        152
    );
    let expected: &[(&str, &[usize])] = &[
        ("visual.conv1.weight", &[768, 3, 32, 32]),
        ("visual.class_embedding", &[768]),
        ("visual.positional_embedding", &[50, 768]),
        ("visual.ln_pre.weight", &[768]),
        ("visual.ln_pre.bias", &[768]),
        ("visual.transformer.resblocks.0.ln_1.weight", &[768]),
        (
            "visual.transformer.resblocks.0.attn.in_proj_weight",
            &[2304, 768],
        ),
        ("visual.transformer.resblocks.0.attn.in_proj_bias", &[2304]),
        (
            "visual.transformer.resblocks.0.attn.out_proj.weight",
            &[768, 768],
        ),
        ("visual.transformer.resblocks.0.attn.out_proj.bias", &[768]),
        ("visual.transformer.resblocks.0.ln_2.bias", &[768]),
        (
            "visual.transformer.resblocks.0.mlp.c_fc.weight",
            &[3072, 768],
        ),
        ("visual.transformer.resblocks.0.mlp.c_fc.bias", &[3072]),
        (
            "visual.transformer.resblocks.11.mlp.c_proj.weight",
            &[768, 3072],
        ),
        ("visual.transformer.resblocks.11.mlp.c_proj.bias", &[768]),
        ("visual.ln_post.weight", &[768]),
        ("visual.proj", &[768, 512]),
        ("token_embedding.weight", &[49408, 512]),
        ("positional_embedding", &[77, 512]),
        ("transformer.resblocks.0.attn.in_proj_weight", &[1536, 512]),
        ("transformer.resblocks.0.attn.out_proj.weight", &[512, 512]),
        ("transformer.resblocks.11.mlp.c_fc.weight", &[2048, 512]),
        ("transformer.resblocks.11.ln_2.weight", &[512]),
        ("ln_final.weight", &[512]),
        ("ln_final.bias", &[512]),
        ("text_projection", &[512, 512]),
        ("logit_scale", &[]),
    ];
    for (name, shape) in expected {
        assert_eq!(shapes.get(name).copied(), Some(*shape), "{name}");
    }
    assert!(
        !shapes.contains_key("visual.conv1.bias"),
        "conv1 has no bias"
    );
    // open_clip's weight decay rule: matrices decay; gains, biases, vectors, logit_scale not.
    for p in store.params() {
        assert_eq!(p.decay, p.var.rank() >= 2, "{}", p.name);
    }
    // Task Arithmetic: the same names, the text side as buffers.
    let ta = models::build_with(
        &spec,
        &recipe(LossName::CrossEntropy),
        &Init::zeros(&Device::Cpu),
    )
    .unwrap();
    let ta_store = ta.store();
    let ta_store = ta_store.borrow();
    assert!(ta_store
        .params()
        .iter()
        .all(|p| p.name.starts_with("visual.")));
    for name in [
        "token_embedding.weight",
        "transformer.resblocks.3.attn.in_proj_bias",
        "text_projection",
        "logit_scale",
    ] {
        assert_eq!(
            ta_store.buffers()[name].borrow().dims(),
            shapes[name],
            "{name}"
        );
    }
    // The zero-shot head is the registry's classifier, which OpenAI's checkpoint lacks: a
    // loader keeps it (and derives it from the text tower); FLYP has none.
    let options = paperfit::models::pretrained::LoadOptions::for_model(&spec, ta.as_ref());
    assert_eq!(options.expected_new, ["classification_head."]);
    assert!(ta_store
        .buffers()
        .contains_key("classification_head.weight"));
    assert!(!m
        .store()
        .borrow()
        .tensor_map()
        .into_iter()
        .any(|(name, _)| name.starts_with("classification_head.")));
}

// ---------------------------------------------------------------------------------------------
// Finite-difference checks (f64) of the new ops and the CLIP block (`common::gradcheck`)

#[test]
fn quick_gelu_and_l2_normalize_gradients() {
    let x = var(&[3, 7], 1);
    check("quick_gelu", &named(std::slice::from_ref(&x)), 64, &|| {
        reference::quick_gelu(x.as_tensor())
    });
    // QuickGELU is x * sigmoid(1.702 x).
    let y = reference::quick_gelu(&Tensor::new(&[-1.0f64, 0.0, 2.0], &Device::Cpu).unwrap())
        .unwrap()
        .to_vec1::<f64>()
        .unwrap();
    let expected = [
        -1.0 / (1.0 + 1.702f64.exp()),
        0.0,
        2.0 / (1.0 + (-3.404f64).exp()),
    ];
    for (a, b) in y.iter().zip(expected) {
        assert!((a - b).abs() < 1e-12, "{a} vs {b}");
    }
    check(
        "l2_normalize",
        &named(std::slice::from_ref(&x)),
        64,
        &|| ops::l2_normalize(x.as_tensor()),
    );
}

#[test]
fn causal_attention_gradients_and_masking() {
    let (q, k, v) = (
        var(&[2, 2, 5, 4], 2),
        var(&[2, 2, 5, 4], 3),
        var(&[2, 2, 5, 4], 4),
    );
    let mask = reference::causal_mask(5, &Device::Cpu).unwrap();
    check(
        "causal attention",
        &named(&[q.clone(), k.clone(), v.clone()]),
        64,
        &|| reference::attention_masked(q.as_tensor(), k.as_tensor(), v.as_tensor(), &mask),
    );
    // Position i sees positions 0..=i only: changing the last key and value changes no other
    // output; position 0 attends to itself alone (its output is its own value).
    let out = |k: &Tensor, v: &Tensor| {
        reference::attention_masked(q.as_tensor(), k, v, &mask)
            .unwrap()
            .narrow(2, 0, 4)
            .unwrap()
            .flatten_all()
            .unwrap()
            .to_vec1::<f64>()
            .unwrap()
    };
    let bump = |t: &Tensor| {
        let last = (t.narrow(2, 4, 1).unwrap() + 3.0).unwrap();
        Tensor::cat(&[&t.narrow(2, 0, 4).unwrap(), &last], 2).unwrap()
    };
    assert_eq!(
        out(k.as_tensor(), v.as_tensor()),
        out(&bump(k.as_tensor()), &bump(v.as_tensor()))
    );
    let first = reference::attention_masked(q.as_tensor(), k.as_tensor(), v.as_tensor(), &mask)
        .unwrap()
        .narrow(2, 0, 1)
        .unwrap();
    let diff = common::max_abs_difference(&first, &v.as_tensor().narrow(2, 0, 1).unwrap());
    assert!(diff < 1e-12, "{diff}");
}

#[test]
fn clip_residual_block_gradients() {
    for causal in [false, true] {
        let init = Init::with_dtype(5, &Device::Cpu, DType::F64);
        let block = TransformerBlock::new(&init, 8, BlockConfig::openai(2, 2, causal)).unwrap();
        let x = var(&[2, 4, 8], 6);
        let mut vars: Vec<(String, Var)> = init
            .store()
            .borrow()
            .params()
            .iter()
            .map(|p| (p.name.clone(), p.var.clone()))
            .collect();
        assert_eq!(vars.len(), 12);
        vars.push(("x".into(), x.clone()));
        check("residual block", &vars, 48, &|| {
            paperfit::nn::Module::forward(&block, x.as_tensor(), &Ctx::eval(DType::F64))
        });
    }
}

#[test]
fn patch_embedding_equals_the_strided_convolution() {
    // The stem computes conv1 as a matmul of flattened patches; compare with conv2d.
    let dir = tempfile::tempdir().unwrap();
    let spec = tiny_spec(dir.path(), 1);
    let model = paperfit::models::build_clip(
        &spec,
        &recipe(LossName::Contrastive),
        &Init::new(1, &Device::Cpu),
    )
    .unwrap();
    let x = images(2, DType::F32, 7);
    let ctx = Ctx::eval(DType::F32);
    let tokens = paperfit::nn::Module::forward(&model.stem, &x, &ctx).unwrap();
    let conv = x
        .conv2d(&model.stem.conv1.tensor(), 0, 16, 1, 1)
        .unwrap()
        .flatten_from(2)
        .unwrap()
        .transpose(1, 2)
        .unwrap();
    let cls = model
        .stem
        .class_embedding
        .tensor()
        .reshape((1, 1, 64))
        .unwrap()
        .broadcast_as((2, 1, 64))
        .unwrap();
    let reference = Tensor::cat(&[&cls, &conv], 1)
        .unwrap()
        .broadcast_add(&model.stem.positional_embedding.tensor())
        .unwrap();
    let reference = paperfit::nn::Module::forward(&model.stem.ln_pre, &reference, &ctx).unwrap();
    let diff = common::max_abs_difference(&tokens, &reference);
    assert!(diff < 1e-5, "{diff}");
}

#[test]
fn contrastive_loss_value_and_gradients() {
    // Two orthogonal pairs at scale ln(2) (s = 2): each row's CE is log(1 + e^(0 - 2)) ... the
    // matched logit is 2, the other 0, in both directions.
    let i = Tensor::new(&[[1.0f64, 0.0], [0.0, 1.0]], &Device::Cpu).unwrap();
    let s = Tensor::new(2f64.ln(), &Device::Cpu).unwrap();
    let loss = clip::contrastive_loss(&i, &i, &s, 0.0)
        .unwrap()
        .to_scalar::<f64>()
        .unwrap();
    let expected = (1.0 + (-2.0f64).exp()).ln();
    assert!((loss - expected).abs() < 1e-12, "{loss} vs {expected}");

    let image = var(&[5, 3], 8);
    let text = var(&[5, 3], 9);
    let scale = Var::from_tensor(&Tensor::new(1.3f64, &Device::Cpu).unwrap()).unwrap();
    check(
        "contrastive loss",
        &named(&[image.clone(), text.clone(), scale.clone()]),
        64,
        &|| {
            clip::contrastive_loss(
                &ops::l2_normalize(image.as_tensor())?,
                &ops::l2_normalize(text.as_tensor())?,
                scale.as_tensor(),
                0.1,
            )
        },
    );
}

#[test]
fn whole_flyp_loss_matches_finite_differences() {
    // The segments pack the image embedding with the caption tokens, gather the end token and
    // share the caption draws between segments: autograd through all of it against finite
    // differences of the loss, in f64.
    let dir = tempfile::tempdir().unwrap();
    let spec = tiny_spec(dir.path(), 1);
    let init = Init::with_dtype(4, &Device::Cpu, DType::F64);
    let model = models::build_with(&spec, &recipe(LossName::Contrastive), &init).unwrap();
    let x = images(4, DType::F64, 3);
    let labels = Tensor::new(&[2u32, 0, 3, 2], &Device::Cpu).unwrap();
    let ctx = train_ctx(DType::F64, &labels);
    let vars: Vec<(String, Var)> = model
        .store()
        .borrow()
        .params()
        .iter()
        .filter(|p| {
            [
                "visual.conv1.weight",
                "visual.class_embedding",
                "visual.positional_embedding",
                "visual.transformer.resblocks.0.attn.in_proj_weight",
                "visual.ln_post.bias",
                "visual.proj",
                "positional_embedding",
                "transformer.resblocks.0.attn.in_proj_weight",
                "transformer.resblocks.0.mlp.c_proj.weight",
                "ln_final.weight",
                "text_projection",
                "logit_scale",
            ]
            .contains(&p.name.as_str())
        })
        .map(|p| (p.name.clone(), p.var.clone()))
        .collect();
    assert_eq!(vars.len(), 12);
    check("FLYP loss", &vars, 12, &|| {
        let rows = model.forward(&x, &ctx)?;
        model.loss(&rows, &labels)
    });
}

// ---------------------------------------------------------------------------------------------
// Gradients of the tiny models

#[test]
fn every_trainable_parameter_gets_a_gradient_in_both_recipes() {
    let dir = tempfile::tempdir().unwrap();
    let spec = tiny_spec(dir.path(), 2);
    let x = images(4, DType::F32, 5);
    let labels = Tensor::new(&[1u32, 3, 0, 1], &Device::Cpu).unwrap();
    for (loss, expected_params, row_width) in [
        (LossName::CrossEntropy, 5 + 2 * 12 + 3, 4),
        (
            LossName::Contrastive,
            5 + 2 * 12 + 3 + 2 + 2 * 12 + 3 + 1,
            128,
        ),
    ] {
        let model = models::build_with(&spec, &recipe(loss), &Init::new(3, &Device::Cpu)).unwrap();
        let coupling = if loss == LossName::Contrastive {
            Coupling::Window
        } else {
            Coupling::PerSample
        };
        assert_eq!(model.coupling(), coupling);
        let rows = model.forward(&x, &train_ctx(DType::F32, &labels)).unwrap();
        assert_eq!(rows.dims(), &[4, row_width], "{}", loss.as_str());
        let grads = model.loss(&rows, &labels).unwrap().backward().unwrap();
        let store = model.store();
        let store = store.borrow();
        assert_eq!(store.params().len(), expected_params, "{}", loss.as_str());
        common::assert_every_parameter_has_a_gradient(loss.as_str(), &grads, store.params());
    }
}

#[test]
fn zero_shot_head_is_the_normalised_template_mean_times_the_scale() {
    let dir = tempfile::tempdir().unwrap();
    let spec = tiny_spec(dir.path(), 1);
    let model = paperfit::models::build_clip(
        &spec,
        &recipe(LossName::CrossEntropy),
        &Init::new(9, &Device::Cpu),
    )
    .unwrap();
    assert_eq!(model.recipe, ClipRecipe::ZeroShotHead);
    let head = model.zero_shot_head();
    assert_eq!(head.dims(), &[4, 64]);
    // Every row has norm exp(logit_scale) = 1 / 0.07 at initialisation.
    let norms = head
        .sqr()
        .unwrap()
        .sum_keepdim(1)
        .unwrap()
        .sqrt()
        .unwrap()
        .flatten_all()
        .unwrap()
        .to_vec1::<f32>()
        .unwrap();
    for n in norms {
        assert!((n - 1.0 / 0.07).abs() < 1e-3, "{n}");
    }
    // Logits are the normalised image features against the head: bounded by the scale.
    let x = images(3, DType::F32, 2);
    let labels = Tensor::new(&[0u32, 1, 2], &Device::Cpu).unwrap();
    let logits = model.forward(&x, &train_ctx(DType::F32, &labels)).unwrap();
    let max = logits
        .abs()
        .unwrap()
        .max_all()
        .unwrap()
        .to_scalar::<f32>()
        .unwrap();
    assert!(max <= 1.0 / 0.07 + 1e-3, "{max}");
    // A different prompt set gives a different head: the head depends on the templates.
    let mut other = spec.clone();
    other.clip.as_mut().unwrap().templates = vec!["{}".into()];
    let other = paperfit::models::build_clip(
        &other,
        &recipe(LossName::CrossEntropy),
        &Init::new(9, &Device::Cpu),
    )
    .unwrap();
    let diff = common::max_abs_difference(&other.zero_shot_head(), &head);
    assert!(diff > 1e-3, "{diff}");
}

/// Reference values from OpenAI's `clip/model.py` architecture (nn.MultiheadAttention,
/// QuickGELU, causal mask over all 77 positions, argmax end token) in PyTorch float64, loaded
/// with the weights of the models built here and fed the same images, with OpenAI's tokenizer
/// (the reference above) on the same merges. Rebuild them if the initialisation order changes.
#[test]
fn tiny_clip_matches_openais_pytorch_model() {
    let dir = tempfile::tempdir().unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(21);
    let pixels: Vec<f32> = (0..3 * 3 * 32 * 32)
        .map(|_| rng.random_range(-1.0..1.0))
        .collect();
    let x = Tensor::from_vec(pixels, (3, 3, 32, 32), &Device::Cpu).unwrap();
    let labels = Tensor::new(&[2u32, 0, 3], &Device::Cpu).unwrap();
    let build = |loss: LossName, templates: &[&str]| {
        let mut spec = tiny_spec(dir.path(), 2);
        spec.clip.as_mut().unwrap().templates = templates.iter().map(|t| t.to_string()).collect();
        models::build_with(&spec, &recipe(loss), &Init::new(17, &Device::Cpu)).unwrap()
    };
    let close = |got: &[f32], want: &[f64], what: &str| {
        for (g, w) in got.iter().zip(want) {
            assert!(
                (f64::from(*g) - w).abs() < 1e-5,
                "{what}: {got:?} vs {want:?}"
            );
        }
    };

    // FLYP with one template (so each caption is known): rows, loss, zero-shot evaluation.
    let flyp = build(LossName::Contrastive, &["i love my {}!"]);
    let rows = flyp.forward(&x, &train_ctx(DType::F32, &labels)).unwrap();
    let image_ref = [
        [
            -0.1011067022307601,
            -0.04314554364265574,
            0.16743344726344134,
        ],
        [
            -0.11991215769487587,
            0.0031217226306722926,
            0.17196077036057733,
        ],
        [
            -0.04999235958104597,
            0.002291335249418792,
            0.13100916588303171,
        ],
    ];
    let text_ref = [
        [
            -0.0955156422938672,
            -0.06822825254301143,
            -0.01224481994494982,
        ],
        [
            -0.11049798761171796,
            -0.11127072299797323,
            0.07187141587479196,
        ],
        [
            0.009525261472798034,
            -0.05106733393701422,
            0.05525187563344551,
        ],
    ];
    let rows_v = rows.to_vec2::<f32>().unwrap();
    for i in 0..3 {
        close(&rows_v[i][..3], &image_ref[i], "image embedding");
        close(&rows_v[i][64..67], &text_ref[i], "caption embedding");
    }
    let loss = flyp
        .loss(&rows, &labels)
        .unwrap()
        .to_scalar::<f32>()
        .unwrap();
    close(&[loss], &[1.2865414442200822], "contrastive loss");
    let mut eval = Ctx::eval(DType::F32);
    eval.labels = Some(labels.clone());
    let (summed, correct) = flyp
        .eval_batch(&flyp.forward(&x, &eval).unwrap(), &labels)
        .unwrap();
    assert!((summed - 4.005241341995779).abs() < 1e-4, "{summed}");
    assert_eq!(correct, 1);

    // Task Arithmetic with three templates: logits through the zero-shot head.
    let ta = build(
        LossName::CrossEntropy,
        &["a photo of a {}.", "i love my {}!", "a photo of my old {}."],
    );
    let logits = ta.forward(&x, &train_ctx(DType::F32, &labels)).unwrap();
    let logits_ref = [
        [
            2.3678688237623082,
            -1.686462370667452,
            0.12002525649018841,
            -0.05720611783565763,
        ],
        [
            1.9491091919992343,
            -2.0075622496851357,
            0.4300494976542464,
            0.252421221829329,
        ],
        [
            1.4067444845568764,
            -1.8969226513223298,
            0.06401225791207521,
            1.0795621202295134,
        ],
    ];
    for (got, want) in logits.to_vec2::<f32>().unwrap().iter().zip(&logits_ref) {
        close(got, want, "zero-shot logits");
    }
}

// ---------------------------------------------------------------------------------------------
// Training through the engine

/// A tiny CLIP experiment on synthetic shapes, written under `dir`.
fn tiny_experiment(dir: &Path, loss: &str) -> PathBuf {
    let clip = tiny_clip_spec(dir);
    let templates = TEMPLATES
        .iter()
        .map(|t| format!("\"{t}\""))
        .collect::<Vec<_>>()
        .join(", ");
    let text = format!(
        r#"[paper]
name = "clip-tiny"
citation = "test"
effective_batch = 6
base_lr = 1e-3
lr_reference_batch = 6
lr_scaling = "none"
epochs = 1
input_size = 32

[paper.optimizer]
name = "adamw"
weight_decay = 0.1

[paper.schedule]
name = "constant"

[paper.loss]
name = "{loss}"

[model]
name = "clip_vit_b16"
num_classes = 4
width = 64
depth = 2

[model.clip]
tokenizer = "{}"
templates = [{templates}]
class_names = "{}"

[data]
name = "synthetic shapes"
format = "synthetic"
num_classes = 4
train_samples = 24
eval_samples = 8

[train]
seed = 3
log_every = 1

[presets.cpu]
micro_batch = 6
"#,
        clip.tokenizer.display(),
        clip.class_names.as_ref().unwrap().display()
    );
    let path = dir.join("clip_tiny.toml");
    write(&path, &text);
    path
}

fn tiny_plan(dir: &Path, loss: &str, sets: &[&str]) -> Plan {
    let path = tiny_experiment(dir, loss);
    common::plan(path.to_str().unwrap(), "cpu", sets)
}

fn train_data(plan: &Plan) -> Box<dyn Dataset> {
    data::open(
        &plan.data,
        plan.model.image_size.unwrap(),
        Split::Train,
        plan.seed,
    )
    .unwrap()
}

#[test]
fn task_arithmetic_step_leaves_the_text_tower_and_head_unchanged() {
    let dir = tempfile::tempdir().unwrap();
    let plan = tiny_plan(dir.path(), "cross_entropy", &[]);
    clip::check_clip_inputs(&plan.model).unwrap();
    let data = train_data(&plan);
    let mut engine = Engine::new(&plan, &Device::Cpu).unwrap();
    assert_eq!(engine.model().coupling(), Coupling::PerSample);
    let snapshot = |engine: &Engine| -> Vec<(String, Vec<f32>)> {
        engine
            .model()
            .store()
            .borrow()
            .named_tensors()
            .into_iter()
            .map(|(n, t)| (n, t.flatten_all().unwrap().to_vec1::<f32>().unwrap()))
            .collect()
    };
    let before = snapshot(&engine);
    let buffers: Vec<String> = engine
        .model()
        .store()
        .borrow()
        .buffers()
        .keys()
        .cloned()
        .collect();
    // 2 blocks x 12 + token and position embeddings, ln_final (2), projection, logit_scale, head.
    assert_eq!(buffers.len(), 2 * 12 + 2 + 2 + 1 + 1 + 1);
    let outcome = engine
        .train_step(data.as_ref(), &[0, 1, 2, 3, 4, 5], 3, 0)
        .unwrap();
    assert!(outcome.applied && outcome.loss.is_finite());
    let after = snapshot(&engine);
    let mut changed = 0;
    for ((name, a), (_, b)) in before.iter().zip(&after) {
        if buffers.contains(name) {
            assert_eq!(a, b, "frozen {name} changed");
        } else if a != b {
            changed += 1;
        }
    }
    // AdamW moves every image-tower parameter.
    assert_eq!(changed, engine.params().len());
    assert!(engine
        .params()
        .iter()
        .all(|p| p.name.starts_with("visual.")));
}

#[test]
fn flyp_contrastive_gradients_are_exact_with_gradient_caching() {
    let dir = tempfile::tempdir().unwrap();
    let window: Vec<usize> = (0..6).collect();
    for checkpointing in [false, true] {
        let setting = format!("train.gradient_checkpointing={checkpointing}");
        let plan = tiny_plan(dir.path(), "contrastive", &[&setting]);
        let data = train_data(&plan);
        let mut engine = Engine::new(&plan, &Device::Cpu).unwrap();
        assert_eq!(engine.model().coupling(), Coupling::Window);
        let mut gradients = |window: &[usize], micro: usize| {
            to_vecs(
                &engine
                    .window_gradients(data.as_ref(), window, micro, 0)
                    .unwrap()
                    .0,
            )
        };
        // The reference: the whole step in one pass.
        let reference = gradients(&window, 6);
        let largest = max_norm(&reference);
        assert!(largest > 1e-4, "a meaningful gradient");
        for micro in [2, 3] {
            let diff = max_abs(&gradients(&window, micro), &reference);
            assert!(
                diff <= 1e-5 * largest,
                "checkpointing {checkpointing}, micro {micro}: max difference {diff:e} (largest entry {largest:e})"
            );
        }
        if !checkpointing {
            // Plain accumulation: each micro-batch of 2 contrasts only its own pairs.
            let mut naive: Vec<Vec<f32>> = reference.iter().map(|g| vec![0.0; g.len()]).collect();
            for part in window.chunks(2) {
                let g = gradients(part, 2);
                for (a, b) in naive.iter_mut().zip(&g) {
                    for (p, q) in a.iter_mut().zip(b) {
                        *p += q / 3.0;
                    }
                }
            }
            let naive_diff = max_abs(&naive, &reference);
            assert!(
                naive_diff > 1e-2 * largest,
                "plain accumulation differs by only {naive_diff:e}: the test would prove nothing"
            );
        }
    }
}

#[test]
fn flyp_evaluation_uses_a_head_rebuilt_after_training() {
    let dir = tempfile::tempdir().unwrap();
    let plan = tiny_plan(dir.path(), "contrastive", &[]);
    let data = train_data(&plan);
    let eval = data::open(
        &plan.data,
        plan.model.image_size.unwrap(),
        Split::Eval,
        plan.seed,
    )
    .unwrap();
    let mut engine = Engine::new(&plan, &Device::Cpu).unwrap();
    let (before, _) = engine.evaluate(eval.as_ref(), 4).unwrap();
    assert!(before.is_finite());
    engine
        .train_step(data.as_ref(), &[0, 1, 2, 3, 4, 5], 6, 0)
        .unwrap();
    let (after, _) = engine.evaluate(eval.as_ref(), 4).unwrap();
    // A stale head (built before the step) would give another loss than a fresh model with the
    // trained weights, whose head is built from them.
    let fresh = models::build_for(&plan.model, &plan.recipe(), plan.seed, &Device::Cpu).unwrap();
    fresh
        .store()
        .borrow()
        .load(&engine.model().store().borrow().tensor_map())
        .unwrap();
    let mut total = 0.0;
    for chunk in (0..eval.len()).collect::<Vec<_>>().chunks(4) {
        let (x, y) = data::batch(eval.as_ref(), chunk, 0, 0, &Device::Cpu).unwrap();
        let mut ctx = Ctx::eval(DType::F32);
        ctx.labels = Some(y.clone());
        let rows = fresh.forward(&x, &ctx).unwrap();
        total += fresh.eval_batch(&rows, &y).unwrap().0;
    }
    let expected = total / eval.len() as f64;
    assert!((after - expected).abs() < 1e-5, "{after} vs {expected}");
    assert!(
        (after - before).abs() > 1e-6,
        "training changed nothing: {before} {after}"
    );
}

// ---------------------------------------------------------------------------------------------
// Configuration

#[test]
fn bad_clip_inputs_are_config_errors_naming_key_and_file() {
    let dir = tempfile::tempdir().unwrap();
    let good = tiny_spec(dir.path(), 1);
    clip::check_clip_inputs(&good).unwrap();

    let mut s = good.clone();
    s.clip.as_mut().unwrap().tokenizer = dir.path().join("missing_bpe.txt.gz");
    let e = clip::check_clip_inputs(&s).unwrap_err();
    assert_eq!(e.key.as_deref(), Some("model.clip.tokenizer"));
    assert!(e.to_string().contains("missing_bpe.txt.gz"), "{e}");
    // Building the model fails the same way (a candle error carrying the message).
    let built = models::build_with(
        &s,
        &recipe(LossName::Contrastive),
        &Init::new(0, &Device::Cpu),
    );
    assert!(built
        .err()
        .unwrap()
        .to_string()
        .contains("missing_bpe.txt.gz"));

    let mut s = good.clone();
    s.num_classes = 5;
    let e = clip::check_clip_inputs(&s).unwrap_err();
    assert_eq!(e.key.as_deref(), Some("model.clip.class_names"));
    assert!(
        e.to_string().contains("names.txt") && e.to_string().contains("4 classes"),
        "{e}"
    );

    let mut s = good.clone();
    s.clip.as_mut().unwrap().templates = vec!["a photo of a {}.".into(), "a photo".into()];
    let e = clip::check_clip_inputs(&s).unwrap_err();
    assert_eq!(e.key.as_deref(), Some("model.clip.templates[1]"));

    let mut s = good.clone();
    s.clip.as_mut().unwrap().class_names = Some(dir.path().join("no_names.txt"));
    let e = clip::check_clip_inputs(&s).unwrap_err();
    assert_eq!(e.key.as_deref(), Some("model.clip.class_names"));
    assert!(e.to_string().contains("no_names.txt"), "{e}");

    let blank = dir.path().join("blank.txt");
    write(&blank, "a\n\nb\nc\n");
    let mut s = good.clone();
    s.clip.as_mut().unwrap().class_names = Some(blank);
    let e = clip::check_clip_inputs(&s).unwrap_err();
    assert!(e.to_string().contains("line 2"), "{e}");

    let mut s = good.clone();
    s.clip = None;
    assert_eq!(
        clip::check_clip_inputs(&s).unwrap_err().key.as_deref(),
        Some("model.clip")
    );
    let mut s = ModelSpec::new(ModelArch::VitB16, 4, InputSize::square(32));
    clip::check_clip_inputs(&s).unwrap();
    s.clip = good.clip.clone();
    assert_eq!(
        clip::check_clip_inputs(&s).unwrap_err().key.as_deref(),
        Some("model.clip")
    );

    assert!(models::registry::check_model_supports_loss(&good, LossName::Contrastive).is_ok());
    assert!(models::registry::check_model_supports_loss(&good, LossName::CrossEntropy).is_ok());
    assert!(models::registry::check_model_supports_loss(&good, LossName::Mse).is_err());
}

#[test]
fn shipped_clip_experiments_plan_on_every_preset() {
    for (experiment, batch, arch, loss) in [
        (
            "clip_cars_task_arithmetic.toml",
            128,
            ModelArch::ClipVitB32,
            LossName::CrossEntropy,
        ),
        (
            "clip_cars_flyp.toml",
            256,
            ModelArch::ClipVitB16,
            LossName::Contrastive,
        ),
    ] {
        for preset in ["8gb", "16gb", "24gb", "40gb", "80gb", "cpu"] {
            let plan = common::plan(experiment, preset, &[]);
            assert_eq!(plan.model.name, arch);
            assert_eq!(plan.loss.name, loss);
            assert_eq!(plan.effective_batch, batch, "{experiment} {preset}");
            assert_eq!(
                plan.micro_batch * plan.accumulation_steps,
                batch,
                "{experiment} {preset}"
            );
            assert!(
                (plan.lr - 1e-5).abs() < 1e-18,
                "{experiment} {preset}: {}",
                plan.lr
            );
            assert_eq!(plan.schedule.warmup_steps, 500);
            assert!(plan.model.clip.is_some());
        }
    }
    let plan = common::plan("clip_cars_task_arithmetic.toml", "16gb", &[]);
    assert_eq!((plan.micro_batch, plan.accumulation_steps), (16, 8));
}

/// A shipped CLIP experiment trains end to end on built-in synthetic data with nothing placed
/// by hand but a Hugging Face `tokenizer.json`: no class-name file (the experiment's is absent
/// here), no OpenAI merges file.
#[test]
fn clip_trains_on_synthetic_data_with_a_tokenizer_json() {
    let dir = tempfile::tempdir().unwrap();
    let json = dir.path().join("tokenizer.json");
    write(
        &json,
        &paperfit::models::clip_tokenizer::hugging_face_json(TINY_MERGES),
    );
    let out = dir.path().join("run");
    let mut cmd = common::paperfit_in(&common::root());
    cmd.args([
        "train",
        "experiments/clip_cars_flyp.toml",
        "--preset",
        "cpu",
        "--plain",
    ])
    .arg("--out")
    .arg(&out);
    for set in [
        "data.format=\"synthetic\"".to_string(),
        format!("model.clip.tokenizer=\"{}\"", json.display()),
        "model.pretrained=\"\"".into(),
        "model.width=64".into(),
        "model.depth=2".into(),
        "paper.input_size=32".into(),
        "paper.effective_batch=8".into(),
        "train.micro_batch=4".into(),
        "paper.epochs=1".into(),
        "paper.schedule.warmup_steps=0".into(),
        "data.train_samples=16".into(),
        "data.eval_samples=8".into(),
        "model.num_classes=4".into(),
        "data.num_classes=4".into(),
    ] {
        cmd.args(["--set", &set]);
    }
    let result = cmd.output().unwrap();
    let stdout = String::from_utf8_lossy(&result.stdout);
    assert!(
        result.status.success(),
        "{stdout}\n{}",
        String::from_utf8_lossy(&result.stderr)
    );
    assert!(
        stdout.contains("synthetic data names its own classes"),
        "{stdout}"
    );
    let summary: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(out.join("summary.json")).unwrap()).unwrap();
    assert_eq!(summary["steps"], 2);
    assert!(summary["final_train_loss"].as_f64().unwrap().is_finite());
    assert!(summary["eval_accuracy"].as_f64().is_some());
}

/// Real data still needs its class names: a plan without them is refused, naming the key.
#[test]
fn clip_on_real_data_without_class_names_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let experiment = dir.path().join("clip_no_names.toml");
    let text = std::fs::read_to_string(common::root().join("experiments/clip_cars_flyp.toml"))
        .unwrap()
        .lines()
        .filter(|l| !l.starts_with("class_names"))
        .collect::<Vec<_>>()
        .join("\n");
    write(&experiment, &text);
    let mut options = paperfit::config::LoadOptions::new(&experiment, "cpu");
    options.presets_dir = Some(common::root().join("presets"));
    let loaded = paperfit::config::load(&options).unwrap();
    let e = paperfit::plan::resolve(&loaded).unwrap_err();
    assert_eq!(e.key.as_deref(), Some("model.clip.class_names"), "{e}");
}
