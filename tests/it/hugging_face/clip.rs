//! Hugging Face CLIP files: both towers against candle-transformers', and the projections
//! transposed into the model's orientation.

use super::*;

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
    let (model, report) = try_clip_model(spec, loss, path);
    (model, report.unwrap())
}

/// paperfit's CLIP for `loss`, at its initialisation (the same for every call).
fn fresh_clip(spec: &ModelSpec, loss: LossName) -> Box<dyn Model> {
    let recipe = Recipe {
        loss: LossSpec {
            name: loss,
            ..LossSpec::cross_entropy()
        },
        sampling: None,
    };
    models::build_with(spec, &recipe, &Init::new(9, &Device::Cpu)).unwrap()
}

/// [`clip_model`], with what the load answered.
fn try_clip_model(
    spec: &ModelSpec,
    loss: LossName,
    path: &Path,
) -> (Box<dyn Model>, Result<LoadReport, Error>) {
    let model = fresh_clip(spec, loss);
    let options = PretrainedLoadOptions::for_model(spec, model.as_ref());
    let report = load(model.as_ref(), path, &options);
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
    ctx.labels = Some(paperfit::labels::Labels::new(labels.as_slice(), &Device::Cpu).unwrap());
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
    // No config.json beside the file: QuickGELU is assumed, and said.
    let activation = report.activation.as_ref().expect("CLIP's activation");
    assert_eq!(activation.model, "quick_gelu");
    assert_eq!(activation.stated_in, None);
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
    assert!(
        text.contains(
            "activation: QuickGELU assumed, as in OpenAI's CLIP weights: nothing beside the file \
             states the checkpoint's"
        ),
        "{text}"
    );
}

/// A `config.json` as `transformers` saves a `CLIPModel`'s, with `hidden_act` in both towers.
fn write_config(dir: &Path, text_act: &str, vision_act: &str) -> PathBuf {
    let path = dir.join("config.json");
    // Pretty-printed with sorted keys (the list on three lines): `text_config.hidden_act` on
    // line 8, `vision_config`'s on line 12, both at column 5.
    let config = serde_json::json!({
        "architectures": ["CLIPModel"],
        "model_type": "clip",
        "projection_dim": 128,
        "text_config": {"hidden_act": text_act, "hidden_size": 128},
        "vision_config": {"hidden_act": vision_act, "hidden_size": 128},
    });
    std::fs::write(&path, serde_json::to_string_pretty(&config).unwrap()).unwrap();
    path
}

/// A Hugging Face CLIP trained with exact GELU (LAION's `config.json` says `"hidden_act":
/// "gelu"`) has QuickGELU's shapes: the `config.json` beside the file is read and the load is
/// refused, at the line that says it, before anything is written. One that says `quick_gelu`
/// loads, and the report says where the activation was read.
#[test]
fn the_activation_a_config_json_states_is_held_to_quick_gelu() {
    let dir = tempfile::tempdir().unwrap();
    let tokenizer = ClipTokenizer::from_merges(MERGES);
    let shape = ClipShape {
        width: 64,
        layers: 1,
        vocab: tokenizer.vocab_size(),
    };
    let path = shape.checkpoint(6).save(dir.path(), "model.safetensors");
    let spec = clip_spec(dir.path(), &shape, &path);

    let config = write_config(dir.path(), "gelu", "gelu");
    let before = fresh_clip(&spec, LossName::Contrastive)
        .store()
        .borrow()
        .tensor_map();
    let (model, result) = try_clip_model(&spec, LossName::Contrastive, &path);
    let text = config_error(result);
    for needle in [
        "were trained with the activation `gelu` (`text_config.hidden_act` in",
        "and the model computes QuickGELU (`quick_gelu`",
        &format!("--> {}:8:5", config.display()),
        "\"hidden_act\": \"gelu\",",
        "= key: model.pretrained",
        "= expected: a checkpoint trained with `quick_gelu`, such as OpenAI's CLIP",
        "LAION's and most other open_clip CLIP checkpoints use exact GELU",
    ] {
        assert!(text.contains(needle), "no `{needle}` in {text}");
    }
    let after = model.store().borrow().tensor_map();
    for (name, t) in &before {
        assert_eq!(values(&after[name]), values(t), "{name} was written");
    }

    // One tower is enough to refuse.
    write_config(dir.path(), "quick_gelu", "gelu");
    let (_, result) = try_clip_model(&spec, LossName::Contrastive, &path);
    let text = config_error(result);
    assert!(text.contains("(`vision_config.hidden_act` in"), "{text}");
    assert!(
        text.contains(&format!("{}:12:5", config.display())),
        "{text}"
    );

    write_config(dir.path(), "quick_gelu", "quick_gelu");
    let (_, report) = clip_model(&spec, LossName::Contrastive, &path);
    let activation = report.activation.clone().unwrap();
    assert_eq!(activation.model, "quick_gelu");
    assert_eq!(activation.stated_in.as_deref(), Some(config.as_path()));
    let text = report.to_string();
    assert!(
        text.contains(&format!(
            "activation: `quick_gelu` as the checkpoint's {} states",
            config.display()
        )),
        "{text}"
    );
    let json = serde_json::to_value(&report).unwrap();
    assert_eq!(json["activation"]["model"], "quick_gelu");
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
    let report =
        load_pretrained(&store.borrow(), &path, &PretrainedLoadOptions::default()).unwrap();
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
        &PretrainedLoadOptions::default(),
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
