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

// ---------------------------------------------------------------------------------------------
// Text cleaning (the fixes of ftfy that OpenAI's `basic_clean` applies)

/// Texts that `ftfy.fix_text` changes although they are well-formed (or leaves as they are
/// although they look odd), without mojibake or HTML entities, which are not repaired.
const TRICKY: [&str; 24] = [
    "Citroe\u{308}n C4",
    "Citro\u{eb}n C4",
    "\u{fb01}at \u{fb02}eet",
    "\u{ff21}\u{ff35}\u{ff24}\u{ff29}\u{3000}\u{ff21}\u{ff14}",
    "it\u{2019}s my car",
    "\u{201c}photo\u{201d} \u{2018}of\u{2019} \u{2bc}s",
    "car\u{ad}body photo\u{200b}of",
    "photo\0of\u{7} car\u{7f}",
    "\u{1b}[31mred\u{1b}[0m car",
    "line\r\nbreak\u{2028}here\u{85}x",
    "\u{feff}photo",
    "\u{2126}hm \u{212b}ngstr\u{f6}m",
    "\u{ff76}\u{ff9e}\u{ff8a}\u{ff9f}",
    "\u{132}ssel \u{149} \u{1c4}",
    "Mercedes\u{2010}Benz",
    "e\u{feff}\u{301}",
    "\u{a0}car\u{a0}",
    "x\u{80}y\u{81}z\u{96}",
    "\u{ff02}car\u{ff02} \u{ff07}s",
    "\u{130}stanbul",
    "\t car \u{c}\u{b}",
    "photo\u{2060}of\u{2062}\u{206a}",
    "A\u{30a}ngstro\u{308}m",
    "\u{fffc}car\u{fff9}",
];

/// The tiny merges file and a `tokenizer.json` of the same vocabulary, under `dir`.
fn both_backends(dir: &Path) -> [ClipTokenizer; 2] {
    let json = dir.join("tokenizer.json");
    write(
        &json,
        &paperfit::models::clip_tokenizer::hugging_face_json(TINY_MERGES),
    );
    [
        ClipTokenizer::from_merges(TINY_MERGES),
        ClipTokenizer::from_file(&json).unwrap(),
    ]
}

/// The ids between the start and the end token.
fn inner(tok: &ClipTokenizer, text: &str) -> Vec<u32> {
    let ids = tok.tokenize(text);
    let end = ids.iter().position(|&i| i == tok.end_token()).unwrap();
    ids[1..end].to_vec()
}

#[test]
fn text_is_cleaned_as_ftfy_cleans_it_in_both_backends() {
    let dir = tempfile::tempdir().unwrap();
    for tok in both_backends(dir.path()) {
        // A class name from a macOS folder (NFD) is the composed one.
        let composed = inner(&tok, "Citro\u{eb}n");
        assert_eq!(inner(&tok, "Citroe\u{308}n"), composed);
        // One id per byte (no merge applies): `\u{eb}` is two bytes, `e\u{308}` three.
        assert_eq!(composed.len(), 8, "{composed:?}");
        // Full-width letters are ASCII: `car</w>` (524); an ideographic space splits words.
        assert_eq!(inner(&tok, "\u{ff23}\u{ff21}\u{ff32}"), [524]);
        assert_eq!(
            inner(&tok, "\u{ff10}\u{3000}\u{ff23}\u{ff21}\u{ff32}"),
            [inner(&tok, "0"), vec![524]].concat()
        );
        // A ligature is its letters: `f` (69) and `l</w>` (256 + 75).
        assert_eq!(inner(&tok, "\u{fb02}"), [69, 331]);
        // A curly apostrophe is the contraction `'s</w>` (540), as in "it's my caf\u{e9}".
        assert_eq!(inner(&tok, "it\u{2019}s my car"), [539, 540, 519, 524]);
        // Control characters and the byte-order mark go; a C1 control is Windows-1252's.
        assert_eq!(inner(&tok, "\u{feff}ca\u{0}r\u{1b}[1m"), [524]);
        assert_eq!(inner(&tok, "\u{96}"), inner(&tok, "\u{2013}"));
    }
    let [openai, json] = both_backends(dir.path());
    for text in TRICKY {
        assert_eq!(openai.tokenize(text), json.tokenize(text), "{text:?}");
    }
}

/// open_clip's `SimpleTokenizer` (OpenAI's tokenizer: `ftfy.fix_text`, `html.unescape` twice,
/// whitespace and case) on the tiny merges, against both backends, on [`TRICKY`].
const OPEN_CLIP: &str = r#"
import json, sys
from open_clip.tokenizer import SimpleTokenizer
tok = SimpleTokenizer(bpe_path=sys.argv[1])
json.dump([tok.encode(t) for t in json.load(sys.stdin)], sys.stdout)
"#;

#[test]
fn cleaning_matches_open_clips_tokenizer() {
    let Some(python) = common::optional::python_with(this_test!(), &["open_clip", "ftfy"]) else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let merges = dir.path().join("merges.txt.gz");
    write_gz(&merges, TINY_MERGES);
    let mut child = std::process::Command::new(python)
        .args(["-c", OPEN_CLIP])
        .arg(&merges)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    serde_json::to_writer(child.stdin.take().unwrap(), &TRICKY).unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success(), "open_clip's tokenizer failed");
    let theirs: Vec<Vec<u32>> = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(theirs.len(), TRICKY.len());
    for tok in both_backends(dir.path()) {
        for (text, expected) in TRICKY.iter().zip(&theirs) {
            assert_eq!(&inner(&tok, text), expected, "{text:?}");
        }
    }
}
