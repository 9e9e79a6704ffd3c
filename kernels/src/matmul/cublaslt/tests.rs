//! The algorithm rule against candidate lists written as the cuBLASLt path logs them
//! (`fixtures/*.algos`), the record line and the path's names.

use super::*;

fn parse(text: &str) -> Vec<Candidate> {
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
            let number = |name: &str| -> u64 { field(name).parse().unwrap() };
            Candidate {
                id: field("algo").parse().unwrap(),
                tile: number("tile") as u32,
                stages: number("stages") as u32,
                split_k: number("splitK") as u32,
                reduction: Reduction::from_name(field("reduction")).unwrap(),
                swizzle: number("swizzle") as u32,
                custom: number("custom") as u32,
                workspace: number("workspace"),
            }
        })
        .collect()
}

fn fixture(name: &str) -> Vec<Candidate> {
    let path = format!(
        "{}/src/matmul/cublaslt/fixtures/{name}.algos",
        env!("CARGO_MANIFEST_DIR")
    );
    let list = parse(&std::fs::read_to_string(&path).unwrap());
    assert!(!list.is_empty(), "{path}");
    list
}

fn key(pass: Pass, (m, n, k): (usize, usize, usize)) -> LtKey {
    LtKey {
        pass,
        m,
        n,
        k,
        dtype: DType::BF16,
        alignment: [256; 4],
    }
}

#[test]
fn split_k_candidates_are_passed_over_for_the_first_unsplit_one() {
    let list = fixture("splitk_first");
    let choice = choose(&list, WORKSPACE_BYTES);
    assert_eq!(choice.chosen, Some(2));
    assert_eq!(
        choice.rejected,
        vec![(0, Rejection::SplitK(4)), (1, Rejection::SplitK(2)),]
    );
}

#[test]
fn any_reduction_scheme_but_none_is_refused() {
    let list = fixture("reduction_scheme");
    let choice = choose(&list, WORKSPACE_BYTES);
    assert_eq!(choice.chosen, Some(2));
    assert_eq!(
        choice.rejected,
        vec![
            (0, Rejection::Reduction(Reduction(1))),
            (1, Rejection::Reduction(Reduction(2))),
        ]
    );
}

#[test]
fn a_candidate_needing_more_workspace_than_held_is_refused_and_the_limit_itself_allowed() {
    let list = fixture("over_workspace");
    let choice = choose(&list, WORKSPACE_BYTES);
    assert_eq!(choice.chosen, Some(1), "4 MiB is within the 4 MiB held");
    assert_eq!(
        choice.rejected,
        vec![(
            0,
            Rejection::Workspace {
                needed: 32 << 20,
                limit: WORKSPACE_BYTES
            }
        )]
    );
    assert_eq!(choose(&list, 1 << 20).chosen, Some(2), "a smaller limit");
}

#[test]
fn the_first_allowed_candidate_is_taken_and_split_k_zero_is_unsplit() {
    let list = fixture("first_qualifies");
    let choice = choose(&list, WORKSPACE_BYTES);
    assert_eq!(choice.chosen, Some(0));
    assert!(choice.rejected.is_empty());
    // The same list, the same choice: nothing but the list decides.
    assert_eq!(choose(&list, WORKSPACE_BYTES), choice);
}

#[test]
fn without_a_surviving_candidate_the_shape_falls_back_with_every_reason() {
    let list = fixture("none_qualifies");
    let choice = choose(&list, WORKSPACE_BYTES);
    assert_eq!(choice.chosen, None);
    assert_eq!(
        choice.rejected,
        vec![
            (0, Rejection::SplitK(8)),
            (1, Rejection::Reduction(Reduction(4))),
            (
                2,
                Rejection::Workspace {
                    needed: 8 << 20,
                    limit: WORKSPACE_BYTES
                }
            ),
        ]
    );
    assert!(choose(&[], WORKSPACE_BYTES).chosen.is_none());
    let k = key(Pass::WeightGradient, (3072, 768, 12608));
    let text = log_text(&k, &list, &choice);
    assert!(
        text.starts_with(
            "cuBLASLt weight gradient BF16 m=3072 n=768 k=12608 A N B T epilogue BGRADB alignment 256/256/256/256: composed path (3 candidates"
        ),
        "{text}"
    );
    assert!(
        text.contains("rejected algo=66 tile=20 stages=33 splitK=8 reduction=NONE swizzle=0 custom=0 workspace=0: split-K over 8 parts")
            && text.contains("reduction scheme OUTPUT_TYPE")
            && text.contains("workspace 8388608 bytes over the 4194304 held"),
        "{text}"
    );
}

#[test]
fn the_log_line_of_a_choice_reads_back_as_the_candidate() {
    let list = fixture("splitk_first");
    let k = key(Pass::Forward, (2304, 12608, 768));
    let choice = choose(&list, WORKSPACE_BYTES);
    let line = choice_line(&k, &list, &choice);
    assert_eq!(
        line,
        "cuBLASLt forward BF16 m=2304 n=12608 k=768 A T B N epilogue BIAS alignment 256/256/256/256: algo=66 tile=20 stages=33 splitK=1 reduction=NONE swizzle=0 custom=0 workspace=0"
    );
    let logged = line.split_once(": ").unwrap().1;
    assert_eq!(parse(logged), vec![list[2]]);
    assert_eq!(Reduction(3).to_string(), "3", "a scheme without a name");
}

#[test]
fn alignment_is_the_largest_power_of_two_up_to_256_dividing_the_address() {
    assert_eq!(alignment(0x7f00_0000_0000), 256);
    assert_eq!(alignment(0x7f00_0000_0080), 128);
    assert_eq!(alignment(0x7f00_0000_0002), 2);
    assert_eq!(alignment(0x7f00_0000_0c04), 4);
}

#[test]
fn the_linear_paths_are_named_as_the_variable_takes_them() {
    for name in LinearPath::NAMES {
        assert_eq!(LinearPath::parse(name).map(LinearPath::name), Some(*name));
    }
    assert_eq!(LinearPath::parse("lt"), None);
    assert_eq!(linear_path(), LinearPath::Composed, "the default");
}

/// A descriptor cuBLASLt's heuristic refuses leaves the shape on the composed path, recorded
/// with the status (the doctor's rows and the run's `cublaslt.txt` read the record).
#[test]
fn a_descriptor_the_heuristic_refuses_is_recorded_as_the_composed_path() {
    let before = chosen_cublaslt_algorithms().len();
    let k = key(Pass::Forward, (3072, 1576, 768));
    record_refusal(&k, "CUBLAS_STATUS_INVALID_VALUE");
    let chosen = chosen_cublaslt_algorithms();
    assert_eq!(chosen.len(), before + 1);
    let last = chosen.last().unwrap();
    assert!(!last.algorithm);
    assert!(
        last.line
            .starts_with(&format!("cuBLASLt {k}: composed path"))
            && last.line.ends_with("CUBLAS_STATUS_INVALID_VALUE)"),
        "{}",
        last.line
    );
}
