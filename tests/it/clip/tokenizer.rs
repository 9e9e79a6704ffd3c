//! CLIP's tokenizer: OpenAI's simple tokenizer and Hugging Face's `tokenizer.json`, against the
//! Python reference's ids, and the errors of a bad tokenizer file.

use super::*;

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
