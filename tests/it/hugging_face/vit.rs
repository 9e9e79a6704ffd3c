//! Hugging Face ViT files: a ViT built from its spec and its logits against candle-transformers',
//! the layer-norm epsilon carried through, a model file with its pooler unused and a new head,
//! and an incomplete query-key-value triple refused.

use super::*;

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
            paperfit::models::configs::PatchGrid::new(
                config.patch,
                InputSize::square(self.image as u32),
            )
            .expect("patches that tile the image"),
            self.classes,
            0.0,
            HeadOutput::Logits,
            &Recipe::cross_entropy(),
        )
        .unwrap()
    }
}

fn load_vit(vit: &VisionTransformer, path: &Path) -> LoadReport {
    let options = PretrainedLoadOptions {
        layer_norm_eps: Some(vit.config.layer_norm_eps),
        ..PretrainedLoadOptions::default()
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
    let options = PretrainedLoadOptions::for_spec(&spec);
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
    let options = PretrainedLoadOptions {
        expected_new: vec!["head.".into()],
        ..PretrainedLoadOptions::default()
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
    assert_eq!(
        PretrainedLoadOptions::for_spec(&spec).layer_norm_eps,
        Some(1e-6)
    );
    let report = load(
        &shape.paperfit(1e-6),
        &timm,
        &PretrainedLoadOptions::default(),
    )
    .unwrap();
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
    let text = config_error(load(&vit, &missing, &PretrainedLoadOptions::default()));
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
    let text = config_error(load(&vit, &misshaped, &PretrainedLoadOptions::default()));
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
