//! CLIP's towers: parameter counts, weight names and shapes, and a tiny CLIP against OpenAI's
//! PyTorch model.

use super::*;

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
    let options =
        paperfit::models::pretrained::PretrainedLoadOptions::for_model(&spec, ta.as_ref());
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
    let labels = Labels::new(vec![2u32, 0, 3], &Device::Cpu).unwrap();
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
