//! The engine rules against engine lists written as the graph path logs them
//! (`fixtures/*.engines`), and the plan cache.

use super::notes::knob_kind;
use super::*;

/// One fixture line: the configuration and what finalizing it gives (workspace, or a status).
type Line = (EngineConfig, Result<u64, String>);

fn note<T>(text: &str, prefix: &str, known: impl Fn(&str) -> Option<T>) -> Note<T> {
    match known(text) {
        Some(n) => Note::Known(n),
        None => Note::Unknown(
            text.strip_prefix(prefix)
                .and_then(|v| v.parse().ok())
                .unwrap_or_else(|| panic!("not a note: {text}")),
        ),
    }
}

fn list(field: &str) -> Vec<&str> {
    match field {
        "-" => Vec::new(),
        _ => field.split(',').collect(),
    }
}

fn parse(text: &str) -> Vec<Line> {
    let lines = text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty());
    lines
        .map(|line| {
            let field = |name: &str| -> &str {
                line.split_whitespace()
                    .find_map(|f| f.strip_prefix(name)?.strip_prefix('='))
                    .unwrap_or_else(|| panic!("no {name} in {line}"))
            };
            let knobs = list(field("knobs")).into_iter().map(|k| {
                let (name, value) = k
                    .strip_prefix("CUDNN_KNOB_TYPE_")
                    .unwrap()
                    .split_once(':')
                    .unwrap();
                Knob {
                    kind: knob_kind(name).unwrap_or_else(|| panic!("knob {name}")),
                    value: value.parse().unwrap(),
                }
            });
            let config = EngineConfig {
                engine: field("engine").parse().unwrap(),
                knobs: knobs.collect(),
                numerical: list(field("numerical"))
                    .into_iter()
                    .map(|n| note(n, "CUDNN_NUMERICAL_NOTE_", NumericalNote::from_cudnn_name))
                    .collect(),
                behaviour: list(field("behaviour"))
                    .into_iter()
                    .map(|n| note(n, "CUDNN_BEHAVIOR_NOTE_", BehaviourNote::from_cudnn_name))
                    .collect(),
            };
            let finalized = match line.contains(" finalize=") {
                true => Err(field("finalize").to_string()),
                false => Ok(field("workspace").parse().unwrap()),
            };
            (config, finalized)
        })
        .collect()
}

fn fixture(name: &str) -> Vec<Line> {
    parse(match name {
        "grouped_data_gradient_bf16" => include_str!("fixtures/grouped_data_gradient_bf16.engines"),
        "f32_forward" => include_str!("fixtures/f32_forward.engines"),
        "none_qualifies" => include_str!("fixtures/none_qualifies.engines"),
        other => panic!("no fixture {other}"),
    })
}

fn geometry(groups: usize, dims: [usize; 4], kernel: usize) -> Geometry {
    let [n, c, h, w] = dims;
    Geometry::new(
        &[n, c, h, w],
        &[c, c / groups, kernel, kernel],
        1,
        kernel / 2,
        groups,
    )
    .unwrap()
}

fn key(direction: Direction, dtype: DType) -> ConvKey {
    ConvKey {
        direction,
        geometry: geometry(32, [32, 256, 64, 64], 3),
        dtype,
        alignment: 16,
    }
}

/// Runs [`choose`] over a fixture's list, finalizing as the fixture says; also the engines
/// whose finalizing was asked for, in order.
fn run(lines: Vec<Line>, rules: &Rules) -> (Result<Chosen<i64>, NoEngine>, Vec<i64>) {
    let mut finalized = Vec::new();
    let outcomes: Vec<(i64, Result<u64, String>)> =
        lines.iter().map(|(c, f)| (c.engine, f.clone())).collect();
    let configs = lines.into_iter().map(|(c, _)| c).collect();
    let result = choose(&key(Direction::Data, rules.dtype), configs, rules, |c| {
        finalized.push(c.engine);
        let (_, outcome) = outcomes.iter().find(|(e, _)| *e == c.engine).unwrap();
        outcome.clone().map(|workspace| (c.engine, workspace))
    });
    (result, finalized)
}

const MIB: u64 = 1 << 20;

#[test]
fn a_grouped_bf16_data_gradient_takes_the_first_deterministic_engine_on_tensor_cores() {
    let rules = Rules {
        dtype: DType::BF16,
        workspace_limit: 4 * MIB,
    };
    let (chosen, finalized) = run(fixture("grouped_data_gradient_bf16"), &rules);
    let chosen = chosen.unwrap();
    assert_eq!(
        (chosen.config.engine, chosen.plan, chosen.workspace),
        (9, 9, MIB)
    );
    let reasons: Vec<(i64, Rejection)> = chosen
        .rejected
        .iter()
        .map(|(c, r)| (c.engine, r.clone()))
        .collect();
    assert_eq!(
        reasons,
        [
            (61, Rejection::Numerical(NumericalNote::NonDeterministic)),
            (57, Rejection::Numerical(NumericalNote::DownConvertInputs)),
        ]
    );
    // Configurations ruled out by their notes are never finalized.
    assert_eq!(finalized, [9]);
}

#[test]
fn f32_stays_off_tensor_cores_and_half_precision_takes_them() {
    let rules = Rules {
        dtype: DType::F32,
        workspace_limit: 4 * MIB,
    };
    let (chosen, _) = run(fixture("f32_forward"), &rules);
    let chosen = chosen.unwrap();
    assert_eq!(
        chosen.config.engine, 2,
        "the Winograd engine, deterministic and on FMA"
    );
    assert_eq!(chosen.rejected[0].1, Rejection::TensorCoreInF32);
    for dtype in [DType::BF16, DType::F16] {
        let (chosen, _) = run(
            fixture("f32_forward"),
            &Rules {
                dtype,
                workspace_limit: 4 * MIB,
            },
        );
        assert_eq!(chosen.unwrap().config.engine, 28, "{dtype:?}");
    }
}

#[test]
fn the_workspace_budget_is_inclusive() {
    let lines = fixture("f32_forward");
    let (chosen, _) = run(
        lines.clone(),
        &Rules {
            dtype: DType::F32,
            workspace_limit: 2 * MIB,
        },
    );
    assert_eq!(chosen.unwrap().config.engine, 2);
    let (chosen, _) = run(
        lines,
        &Rules {
            dtype: DType::F32,
            workspace_limit: 2 * MIB - 1,
        },
    );
    let chosen = chosen.unwrap();
    assert_eq!(chosen.config.engine, 0);
    assert_eq!(
        chosen.rejected[1].1,
        Rejection::Workspace {
            needed: 2 * MIB,
            limit: 2 * MIB - 1
        }
    );
}

#[test]
fn when_nothing_qualifies_the_error_names_every_engine_and_its_reason() {
    let rules = Rules {
        dtype: DType::F32,
        workspace_limit: MIB,
    };
    let (result, _) = run(fixture("none_qualifies"), &rules);
    let error = result.unwrap_err();
    let reasons: Vec<(i64, Rejection)> = error
        .rejected
        .iter()
        .map(|(c, r)| (c.engine, r.clone()))
        .collect();
    assert_eq!(
        reasons,
        [
            (61, Rejection::Numerical(NumericalNote::NonDeterministic)),
            (57, Rejection::Numerical(NumericalNote::DownConvertInputs)),
            (
                33,
                Rejection::Numerical(NumericalNote::ReducedPrecisionReduction)
            ),
            (28, Rejection::TensorCoreInF32),
            (
                40,
                Rejection::Behaviour(BehaviourNote::RequiresFilterInt8x32Reorder)
            ),
            (70, Rejection::UnknownNumerical(42)),
            (
                3,
                Rejection::DidNotFinalize("CUDNN_STATUS_NOT_SUPPORTED".into())
            ),
            (
                1,
                Rejection::Workspace {
                    needed: 8 * MIB,
                    limit: MIB
                }
            ),
        ]
    );
    let text = error.to_string();
    for expected in [
        "no deterministic cuDNN engine for the convolution Data F32: x 32x256x64x64, kernel 256x8x3x3, y 32x256x64x64, stride 1x1, padding 1x1, dilation 1x1, groups 32, aligned to 16 bytes: ",
        "engine 61 (SPLIT_K=4): CUDNN_NUMERICAL_NOTE_NONDETERMINISTIC: its result changes run to run",
        "engine 57 (): CUDNN_NUMERICAL_NOTE_DOWN_CONVERT_INPUTS",
        "engine 33 (): CUDNN_NUMERICAL_NOTE_REDUCED_PRECISION_REDUCTION",
        "engine 28 (TILE_SIZE=1): CUDNN_NUMERICAL_NOTE_TENSOR_CORE: tensor cores in f32 are TF32",
        "engine 40 (): CUDNN_BEHAVIOR_NOTE_REQUIRES_FILTER_INT8x32_REORDER",
        "engine 70 (): numerical note 42, which this build does not know",
        "engine 3 (): did not finalize (CUDNN_STATUS_NOT_SUPPORTED)",
        "engine 1 (SPLIT_K=8): workspace 8388608 bytes over the 1048576",
    ] {
        assert!(text.contains(expected), "{expected:?} not in {text}");
    }
    let empty = choose(
        &key(Direction::Forward, DType::F32),
        Vec::new(),
        &rules,
        |_| Ok(((), 0)),
    );
    assert!(empty
        .unwrap_err()
        .to_string()
        .ends_with("cuDNN's heuristics returned no engine configuration"));
}

#[test]
fn a_logged_configuration_reads_back_as_itself() {
    for name in [
        "grouped_data_gradient_bf16",
        "f32_forward",
        "none_qualifies",
    ] {
        for (config, _) in fixture(name) {
            let line = format!("{config} workspace=0");
            assert_eq!(parse(&line)[0].0, config, "{line}");
        }
    }
}

#[test]
fn the_fallback_list_follows_the_instant_list_without_repeats() {
    let lines: Vec<EngineConfig> = fixture("f32_forward").into_iter().map(|(c, _)| c).collect();
    let ordered = heuristic_order(
        vec![lines[1].clone(), lines[0].clone()],
        vec![lines[0].clone(), lines[2].clone(), lines[1].clone()],
    );
    let engines: Vec<i64> = ordered.iter().map(|c| c.engine).collect();
    assert_eq!(engines, [2, 28, 0]);
    // Another knob value is another configuration.
    let mut other = lines[0].clone();
    other.knobs[0].value += 1;
    assert_eq!(
        heuristic_order(vec![lines[0].clone()], vec![other]).len(),
        2
    );
}

#[test]
fn note_values_are_cudnns() {
    assert_eq!(
        NumericalNote::from_value(4),
        Some(NumericalNote::NonDeterministic)
    );
    assert_eq!(
        NumericalNote::from_value(0),
        Some(NumericalNote::TensorCore)
    );
    assert_eq!(NumericalNote::from_value(10), None);
    assert_eq!(
        BehaviourNote::from_value(1),
        Some(BehaviourNote::RequiresFilterInt8x32Reorder)
    );
    assert_eq!(knob_name(0), "SPLIT_K");
    assert_eq!(knob_name(43), "SWAP_AB");
    assert_eq!(knob_name(44), "KNOB_44");
}

/// A plan is built once per shape and reused; every part of the shape makes its own key.
#[test]
fn the_plan_cache_builds_once_per_shape() {
    let mut cache: PlanCache<usize> = PlanCache::default();
    let mut builds = 0;
    let base = key(Direction::Forward, DType::BF16);
    for _ in 0..3 {
        let plan = cache
            .get_or_build(base, |_| -> Result<usize, ()> {
                builds += 1;
                Ok(builds)
            })
            .unwrap();
        assert_eq!(*plan, 1);
    }
    assert_eq!((builds, cache.len()), (1, 1));
    let g = base.geometry;
    let variants = [
        ConvKey {
            direction: Direction::Data,
            ..base
        },
        ConvKey {
            direction: Direction::Filter,
            ..base
        },
        ConvKey {
            dtype: DType::F16,
            ..base
        },
        ConvKey {
            geometry: Geometry { stride: 2, ..g },
            ..base
        },
        ConvKey {
            geometry: Geometry { padding: 0, ..g },
            ..base
        },
        ConvKey {
            geometry: geometry(1, [32, 256, 64, 64], 3),
            ..base
        },
        ConvKey {
            geometry: Geometry { n: 16, ..g },
            ..base
        },
        ConvKey {
            geometry: Geometry { h: 32, ..g },
            ..base
        },
        ConvKey {
            geometry: geometry(32, [32, 256, 64, 64], 1),
            ..base
        },
        ConvKey {
            alignment: 4,
            ..base
        },
    ];
    for (i, k) in variants.into_iter().enumerate() {
        let plan = cache
            .get_or_build(k, |_| -> Result<usize, ()> { Ok(100 + i) })
            .unwrap();
        assert_eq!(*plan, 100 + i, "{k}");
    }
    assert_eq!(cache.len(), 11);
    // A failed build leaves no plan behind.
    let failed = cache.get_or_build(
        ConvKey {
            geometry: Geometry { w: 8, ..g },
            ..base
        },
        |_| Err("no"),
    );
    assert_eq!(failed.unwrap_err(), "no");
    assert_eq!(cache.len(), 11);
}

#[test]
fn the_alignment_is_the_largest_power_of_two_up_to_16_dividing_every_address() {
    assert_eq!(alignment(&[256, 4096, 1 << 30]), 16);
    assert_eq!(alignment(&[256, 4104, 1 << 30]), 8);
    assert_eq!(alignment(&[256, 4096, 6]), 2);
    assert_eq!(alignment(&[3]), 1);
}

#[test]
fn the_cudnn_path_is_graph_unless_legacy_is_asked_for() {
    assert_eq!(CudnnPath::parse(None), Ok(CudnnPath::Graph));
    assert_eq!(CudnnPath::parse(Some("legacy")), Ok(CudnnPath::Legacy));
    assert_eq!(CudnnPath::parse(Some("graph")), Ok(CudnnPath::Graph));
    let error = CudnnPath::parse(Some("Graph")).unwrap_err();
    assert!(
        error.contains("PAPERFIT_CUDNN=\"Graph\": expected `legacy`"),
        "{error}"
    );
}

/// The model's allowance ([`crate::conv::set_workspace_allowance`]) raises a convolution's
/// workspace budget to it, and never lowers the convolution's own. (No other test reads the
/// allowance: it is process-wide.)
#[test]
fn the_models_allowance_raises_a_convolutions_workspace_budget_and_never_lowers_it() {
    let k = key(Direction::Filter, DType::BF16);
    let own = crate::conv::workspace_bytes(&k.geometry, k.dtype);
    crate::conv::set_workspace_allowance(10 * own);
    assert_eq!(Rules::for_key(&k).workspace_limit, 10 * own);
    crate::conv::set_workspace_allowance(own / 2);
    assert_eq!(Rules::for_key(&k).workspace_limit, own);
    crate::conv::set_workspace_allowance(0);
    assert_eq!(Rules::for_key(&k).workspace_limit, own);
}
