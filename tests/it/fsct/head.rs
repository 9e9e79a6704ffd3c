//! FS-CT's head: the VIC terms by hand and by definition, Conv4's layout, the heads against the
//! authors' state dict and forward pass, and what a plan needs.

use super::*;

fn fsct_spec(backbone: ModelArch, size: u32) -> ModelSpec {
    ModelSpec {
        backbone: Some(backbone),
        ..ModelSpec::new(ModelArch::Fsct, 64, InputSize::square(size))
    }
}

/// (name, shape) of every trainable parameter.
fn shapes(model: &dyn Model) -> BTreeMap<String, Vec<usize>> {
    model
        .store()
        .borrow()
        .params()
        .iter()
        .map(|p| (p.name.clone(), p.var.dims().to_vec()))
        .collect()
}

// ------------------------------------------------------------------ VIC terms

#[test]
fn vic_terms_match_hand_computed_values() {
    let z = Tensor::new(&[[0f32, 0.0], [0.5, 1.0], [1.0, -1.0]], &Device::Cpu).unwrap();
    let scalar = |t: Tensor| t.to_scalar::<f32>().unwrap();
    // Column 0: 0, .5, 1 -> unbiased variance .25, relu(1 - sqrt(.2501)) = .4999000;
    // column 1: 0, 1, -1 -> variance 1, relu(1 - sqrt(1.0001)) = 0. Mean over the 2 columns.
    let v = scalar(losses::vic_variance(&z).unwrap());
    let expected_v = (1.0 - 0.2501f64.sqrt()) / 2.0;
    assert!(
        (f64::from(v) - expected_v).abs() < 1e-6,
        "variance {v} vs {expected_v}"
    );
    // Covariance of the columns: (-.5 * 0 + 0 * 1 + .5 * -1) / 2 = -.25; two off-diagonal
    // entries squared, over d = 2: 2 * .0625 / 2.
    let c = scalar(losses::vic_covariance(&z).unwrap());
    assert!((c - 0.0625).abs() < 1e-6, "covariance {c}");
    // Differences 0, 2, 3, 0: mean of squares 13 / 4.
    let a = Tensor::new(&[[1f32, 2.0], [3.0, 4.0]], &Device::Cpu).unwrap();
    let b = Tensor::new(&[[1f32, 0.0], [0.0, 4.0]], &Device::Cpu).unwrap();
    let i = scalar(losses::vic_invariance(&a, &b).unwrap());
    assert!((i - 3.25).abs() < 1e-6, "invariance {i}");
    assert!(losses::vic_variance(&z.narrow(0, 0, 1).unwrap()).is_err());
}

#[test]
fn vic_covariance_equals_the_d_by_d_definition() {
    // The Gram-matrix form against the covariance matrix itself, on a 6 x 5 matrix.
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    let (n, d) = (6usize, 5usize);
    let values: Vec<f64> = (0..n * d).map(|_| rng.random_range(-2.0..2.0)).collect();
    let mean: Vec<f64> = (0..d)
        .map(|j| (0..n).map(|i| values[i * d + j]).sum::<f64>() / n as f64)
        .collect();
    let mut off_diagonal = 0.0;
    for j in 0..d {
        for k in 0..d {
            if j != k {
                let cov: f64 = (0..n)
                    .map(|i| (values[i * d + j] - mean[j]) * (values[i * d + k] - mean[k]))
                    .sum::<f64>()
                    / (n - 1) as f64;
                off_diagonal += cov * cov;
            }
        }
    }
    let expected = off_diagonal / d as f64;
    let z = Tensor::from_vec(values, (n, d), &Device::Cpu).unwrap();
    let got = losses::vic_covariance(&z)
        .unwrap()
        .to_scalar::<f64>()
        .unwrap();
    assert!(
        (got - expected).abs() < 1e-10 * expected.max(1.0),
        "{got} vs {expected}"
    );
}

// ------------------------------------------------------------------ parameter counts and names

#[test]
fn conv4_has_the_closer_look_layout_and_parameter_count() {
    // Per block: conv 64 x c_in x 3 x 3 + 64 bias, BatchNorm 2 x 64.
    let block = |c_in: usize| 64 * c_in * 9 + 64 + 128;
    let trunk = block(3) + 3 * block(64);
    assert_eq!(trunk, 113_088);
    let size = InputSize::square(84);
    assert_eq!(Conv4::feature_dim_for(size), 1600, "64 x 5 x 5 at 84 px");
    let classifier = ModelSpec::new(ModelArch::Conv4, 64, size);
    let n = models::count_parameters(&classifier, &Recipe::cross_entropy()).unwrap();
    assert_eq!(n, 215_552);
    assert_eq!(n as usize, trunk + 1600 * 64 + 64);
    let checked = models::registry::check(&classifier).unwrap();
    let features = Conv4::new(
        &Init::zeros(&Device::Cpu),
        &checked,
        HeadOutput::Features,
        &Recipe::cross_entropy(),
    )
    .unwrap();
    assert_eq!(features.store().borrow().num_parameters(), trunk);
    let names = shapes(&features);
    assert_eq!(names["trunk.0.C.weight"], [64, 3, 3, 3]);
    assert_eq!(names["trunk.0.C.bias"], [64]);
    assert_eq!(names["trunk.3.BN.weight"], [64]);
    assert!(features
        .store()
        .borrow()
        .buffers()
        .contains_key("trunk.3.BN.running_var"));

    // Rows: 1600 features, or logits through `classifier`.
    let model = models::build_for(&classifier, &Recipe::cross_entropy(), 1, &Device::Cpu).unwrap();
    assert!(shapes(model.as_ref()).contains_key("classifier.weight"));
    let x = Tensor::zeros((2, 3, 84, 84), DType::F32, &Device::Cpu).unwrap();
    let rows = model
        .forward(&x, &paperfit::nn::Ctx::eval(DType::F32))
        .unwrap();
    assert_eq!(rows.dims(), [2, 64]);
}

/// The trainable tensors of the authors' `FewShotTransformer(variant="cosine")` head for
/// features of width `d` (its state dict without `feature.*`).
fn authors_head(d: usize, n_way: usize, k_shot: usize) -> BTreeMap<String, Vec<usize>> {
    [
        ("ATTN.input_linear.0.weight", vec![d]),
        ("ATTN.input_linear.0.bias", vec![d]),
        ("ATTN.input_linear.1.weight", vec![512, d]),
        ("ATTN.output_linear.weight", vec![d, 512]),
        ("ATTN.output_linear.bias", vec![d]),
        ("proto_weight", vec![n_way, k_shot, 1]),
        ("FFN.0.weight", vec![d]),
        ("FFN.0.bias", vec![d]),
        ("FFN.1.weight", vec![512, d]),
        ("FFN.1.bias", vec![512]),
        ("FFN.3.weight", vec![d, 512]),
        ("FFN.3.bias", vec![d]),
        ("linear.0.weight", vec![d]),
        ("linear.0.bias", vec![d]),
        ("linear.1.weight", vec![64, d]),
        ("linear.1.bias", vec![64]),
        ("linear.2.L.weight_g", vec![1, 1]),
        ("linear.2.L.weight_v", vec![1, 64]),
    ]
    .into_iter()
    .map(|(n, s)| (n.to_string(), s))
    .collect()
}

fn head_only(all: &BTreeMap<String, Vec<usize>>) -> BTreeMap<String, Vec<usize>> {
    all.iter()
        .filter(|(n, _)| !n.starts_with("feature."))
        .map(|(n, s)| (n.clone(), s.clone()))
        .collect()
}

fn count(shapes: &BTreeMap<String, Vec<usize>>) -> usize {
    shapes.values().map(|s| s.iter().product::<usize>()).sum()
}

#[test]
fn fsct_heads_match_the_authors_state_dict() {
    let zeros = Init::zeros(&Device::Cpu);
    // Conv4 at 84 px: 1600 features.
    let conv4 = models::build_with(
        &fsct_spec(ModelArch::Conv4, 84),
        &episodes(5, 5, 16),
        &zeros,
    )
    .unwrap();
    let all = shapes(conv4.as_ref());
    assert_eq!(head_only(&all), authors_head(1600, 5, 5));
    assert_eq!(all["feature.trunk.2.C.weight"], [64, 64, 3, 3]);
    assert_eq!(count(&head_only(&all)), fsct::head_parameters(1600, 5, 5));
    assert_eq!(count(&all), 113_088 + 3_392_666);

    // ResNet-34 at 224 px: the 512 x 7 x 7 map flattened, 25088 features.
    let zeros = Init::zeros(&Device::Cpu);
    let resnet = models::build_with(
        &fsct_spec(ModelArch::Resnet34, 224),
        &episodes(5, 5, 16),
        &zeros,
    )
    .unwrap();
    let all = shapes(resnet.as_ref());
    let head = head_only(&all);
    assert_eq!(head, authors_head(25088, 5, 5));
    let head_count = count(&head);
    let backbone_count = count(&all) - head_count;
    println!(
        "FS-CT ResNet-34 5w5s at 224 px: head {head_count} parameters, backbone {backbone_count}, total {}",
        count(&all)
    );
    // 2120 d + 641 + n_way k_shot with d = 25088.
    assert_eq!(head_count, 53_187_226);
    assert_eq!(head_count, fsct::head_parameters(25088, 5, 5));
    // torchvision's ResNet-34 (21,797,672) without its 1000-class fc.
    assert_eq!(backbone_count, 21_797_672 - (512 * 1000 + 1000));
    assert_eq!(all["feature.conv1.weight"], [64, 3, 7, 7]);
    assert_eq!(all["feature.layer4.2.bn2.weight"], [512]);
    assert!(!all.contains_key("feature.fc.weight"));
    assert_eq!(
        models::count_parameters(&fsct_spec(ModelArch::Resnet34, 224), &episodes(5, 1, 16))
            .unwrap(),
        74_471_898 - 20,
        "1-shot: proto_weight is 5 x 1"
    );
}

#[test]
fn fsct_needs_episodes_and_a_known_backbone() {
    let zeros = Init::zeros(&Device::Cpu);
    let no_episodes = models::build_with(
        &fsct_spec(ModelArch::SmallCnn, 32),
        &Recipe {
            loss: LossSpec {
                name: LossName::Episodic,
                ..LossSpec::cross_entropy()
            },
            sampling: None,
        },
        &zeros,
    );
    assert!(no_episodes.err().unwrap().to_string().contains("episodes"));
    let vit = models::build_with(
        &fsct_spec(ModelArch::VitB16, 32),
        &episodes(5, 1, 1),
        &zeros,
    );
    assert!(vit.err().unwrap().to_string().contains("backbone"));
    assert!(models::registry::check_model_supports_loss(
        &fsct_spec(ModelArch::Conv4, 84),
        LossName::Episodic
    )
    .is_ok());
    assert!(models::registry::check_model_supports_loss(
        &fsct_spec(ModelArch::Conv4, 84),
        LossName::CrossEntropy
    )
    .is_err());
    let refused = models::registry::check(&fsct_spec(ModelArch::VitB16, 84)).unwrap_err();
    assert_eq!(refused.key.path(), "model.backbone", "{refused}");
    assert!(
        refused
            .expected
            .contains("conv4, resnet18, resnet34, small_cnn"),
        "{refused}"
    );
    let conv4 = ModelSpec::new(ModelArch::Conv4, 64, InputSize::square(84));
    assert!(models::registry::check_model_supports_loss(&conv4, LossName::CrossEntropy).is_ok());
    assert!(models::registry::check_model_supports_loss(&conv4, LossName::Episodic).is_err());
}

// ------------------------------------------------------------------ the head's forward pass

fn gelu(x: f64) -> f64 {
    // Abramowitz & Stegun 7.1.26 for erf (|error| < 1.5e-7).
    let z = x / std::f64::consts::SQRT_2;
    let t = 1.0 / (1.0 + 0.327_591_1 * z.abs());
    let poly = t
        * (0.254_829_592
            + t * (-0.284_496_736
                + t * (1.421_413_741 + t * (-1.453_152_027 + t * 1.061_405_429))));
    let erf = (1.0 - poly * (-z * z).exp()).copysign(z);
    0.5 * x * (1.0 + erf)
}

fn layer_norm(x: &[f64], w: &[f64], b: &[f64]) -> Vec<f64> {
    let n = x.len() as f64;
    let mean = x.iter().sum::<f64>() / n;
    let var = x.iter().map(|v| (v - mean).powi(2)).sum::<f64>() / n;
    x.iter()
        .zip(w.iter().zip(b))
        .map(|(v, (w, b))| (v - mean) / (var + 1e-5).sqrt() * w + b)
        .collect()
}

/// `W x + b` for W (out, in) stored row-major.
fn affine(w: &[f64], b: Option<&[f64]>, x: &[f64]) -> Vec<f64> {
    let inputs = x.len();
    (0..w.len() / inputs)
        .map(|o| {
            let dot: f64 = w[o * inputs..(o + 1) * inputs]
                .iter()
                .zip(x)
                .map(|(a, b)| a * b)
                .sum();
            dot + b.map_or(0.0, |b| b[o])
        })
        .collect()
}

/// `FewShotTransformer.set_forward` (variant "cosine", depth 1) written out with loops from the
/// authors' code: the logits (queries, n_way).
fn reference_logits(
    p: &BTreeMap<String, Vec<f64>>,
    rows: &[Vec<f64>],
    n_way: usize,
    k_shot: usize,
) -> Vec<Vec<f64>> {
    let (heads, dh) = (8, 64);
    let support = &rows[..n_way * k_shot];
    let queries = &rows[n_way * k_shot..];
    let d = rows[0].len();
    // z_proto = (z_support * softmax(proto_weight, dim=-2)).sum(1)
    let prototypes: Vec<Vec<f64>> = (0..n_way)
        .map(|c| {
            let w = &p["proto_weight"][c * k_shot..(c + 1) * k_shot];
            let max = w.iter().cloned().fold(f64::MIN, f64::max);
            let e: Vec<f64> = w.iter().map(|v| (v - max).exp()).collect();
            let total: f64 = e.iter().sum();
            (0..d)
                .map(|j| {
                    (0..k_shot)
                        .map(|s| e[s] / total * support[c * k_shot + s][j])
                        .sum()
                })
                .collect()
        })
        .collect();
    let project = |x: &[f64]| {
        affine(
            &p["ATTN.input_linear.1.weight"],
            None,
            &layer_norm(
                x,
                &p["ATTN.input_linear.0.weight"],
                &p["ATTN.input_linear.0.bias"],
            ),
        )
    };
    let norm = |v: &[f64]| v.iter().map(|x| x * x).sum::<f64>().sqrt();
    let mut y = Vec::new();
    for query in queries {
        let fk = project(query);
        let mut per_class = Vec::new();
        for proto in &prototypes {
            let fq = project(proto);
            // cosine_distance(f_q, f_k^T) @ f_v, heads concatenated.
            let mut out = vec![0.0; heads * dh];
            for h in 0..heads {
                let (qh, kh) = (&fq[h * dh..(h + 1) * dh], &fk[h * dh..(h + 1) * dh]);
                let dot: f64 = qh.iter().zip(kh).map(|(a, b)| a * b).sum();
                let cos = dot / (norm(qh) * norm(kh));
                for e in 0..dh {
                    out[h * dh + e] = cos * kh[e];
                }
            }
            let attn = affine(
                &p["ATTN.output_linear.weight"],
                Some(&p["ATTN.output_linear.bias"]),
                &out,
            );
            let x: Vec<f64> = attn.iter().zip(proto).map(|(a, b)| a + b).collect();
            let hidden: Vec<f64> = affine(
                &p["FFN.1.weight"],
                Some(&p["FFN.1.bias"]),
                &layer_norm(&x, &p["FFN.0.weight"], &p["FFN.0.bias"]),
            )
            .into_iter()
            .map(gelu)
            .collect();
            let ffn = affine(&p["FFN.3.weight"], Some(&p["FFN.3.bias"]), &hidden);
            let x: Vec<f64> = ffn.iter().zip(&x).map(|(a, b)| a + b).collect();
            per_class.push(affine(
                &p["linear.1.weight"],
                Some(&p["linear.1.bias"]),
                &layer_norm(&x, &p["linear.0.weight"], &p["linear.0.bias"]),
            ));
        }
        y.push(per_class);
    }
    // CosineDistLinear: torch.norm(x, dim=1) of the (queries, n_way, 64) input, then the
    // weight-normalised L (g v / |v|), times 2.
    let v = &p["linear.2.L.weight_v"];
    let g = p["linear.2.L.weight_g"][0];
    let weight: Vec<f64> = v.iter().map(|x| g * x / norm(v)).collect();
    y.iter()
        .map(|per_class| {
            let way_norm: Vec<f64> = (0..dh)
                .map(|e| per_class.iter().map(|c| c[e] * c[e]).sum::<f64>().sqrt())
                .collect();
            per_class
                .iter()
                .map(|c| {
                    2.0 * (0..dh)
                        .map(|e| c[e] / (way_norm[e] + 1e-5) * weight[e])
                        .sum::<f64>()
                })
                .collect()
        })
        .collect()
}

#[test]
fn the_head_matches_the_authors_forward_pass() {
    let (n_way, k_shot, n_query) = (3usize, 2usize, 2usize);
    let model = models::build_for(
        &fsct_spec(ModelArch::SmallCnn, 32),
        &episodes(n_way as u32, k_shot as u32, n_query as u32),
        5,
        &Device::Cpu,
    )
    .unwrap();
    // Every head parameter random (LayerNorm gains, the prototype weights, g) so that each
    // one's role is exercised, not its initial value.
    let mut rng = ChaCha8Rng::seed_from_u64(11);
    let mut values = BTreeMap::new();
    for p in model.store().borrow().params() {
        if p.name.starts_with("feature.") {
            continue;
        }
        let n = p.var.elem_count();
        let (offset, scale) = if p.name.ends_with(".0.weight") {
            (0.5, 1.0)
        } else if p.name == "proto_weight" {
            (0.0, 1.5)
        } else {
            (0.0, 0.2)
        };
        let v: Vec<f32> = (0..n)
            .map(|_| offset + scale * rng.random_range(-1.0f32..1.0))
            .collect();
        p.var
            .set(&Tensor::from_vec(v.clone(), p.var.dims(), &Device::Cpu).unwrap())
            .unwrap();
        values.insert(
            p.name.clone(),
            v.iter().map(|&x| f64::from(x)).collect::<Vec<_>>(),
        );
    }
    let episode = n_way * (k_shot + n_query);
    let rows: Vec<Vec<f64>> = (0..episode)
        .map(|_| (0..64).map(|_| rng.random_range(-1.0..1.0)).collect())
        .collect();
    let flat: Vec<f32> = rows.iter().flatten().map(|&x| x as f32).collect();
    let rows_t = Tensor::from_vec(flat, (episode, 64), &Device::Cpu).unwrap();
    // Dataset classes 7, 2, 5: support class-major, then queries class-major.
    let classes = [7u32, 2, 5];
    let labels: Vec<u32> = (0..n_way)
        .flat_map(|c| std::iter::repeat_n(classes[c], k_shot))
        .chain((0..n_way).flat_map(|c| std::iter::repeat_n(classes[c], n_query)))
        .collect();
    let labels_t = paperfit::labels::Labels::new(labels.as_slice(), &Device::Cpu).unwrap();

    let logits = reference_logits(&values, &rows, n_way, k_shot);
    let mut expected_ce = 0.0;
    let mut expected_correct = 0u64;
    for (i, l) in logits.iter().enumerate() {
        let target = i / n_query;
        let max = l.iter().cloned().fold(f64::MIN, f64::max);
        let lse = max + l.iter().map(|x| (x - max).exp()).sum::<f64>().ln();
        expected_ce += lse - l[target];
        let best = (0..n_way).fold(0, |b, c| if l[c] > l[b] { c } else { b });
        expected_correct += u64::from(best == target);
    }
    let (ce, correct) = model.eval_batch(&rows_t, &labels_t).unwrap();
    println!(
        "summed CE {ce} (reference {expected_ce}), correct {correct} of {}",
        n_way * n_query
    );
    assert!(
        (ce - expected_ce).abs() < 1e-4 * expected_ce.abs().max(1.0),
        "summed CE {ce} vs reference {expected_ce}"
    );
    assert_eq!(correct, expected_correct);
    let mean = model
        .loss(&rows_t, &labels_t)
        .unwrap()
        .to_scalar::<f32>()
        .unwrap();
    assert!((f64::from(mean) - expected_ce / (n_way * n_query) as f64).abs() < 1e-4);

    // Rows that are not one episode are refused, not silently misread.
    let mut swapped = labels.clone();
    swapped.swap(0, k_shot);
    let swapped = paperfit::labels::Labels::new(swapped, &Device::Cpu).unwrap();
    assert!(model.loss(&rows_t, &swapped).is_err());
    assert!(model
        .loss(
            &rows_t.narrow(0, 0, episode - 1).unwrap(),
            &paperfit::labels::Labels::new(&labels[..episode - 1], &Device::Cpu).unwrap()
        )
        .is_err());
}
