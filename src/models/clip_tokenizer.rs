//! CLIP's byte-level BPE tokenizer, from either of the two files it is published as:
//! - OpenAI's merges file `bpe_simple_vocab_16e6.txt.gz` (gzip or plain text), implemented here
//!   after `clip/simple_tokenizer.py`;
//! - a Hugging Face `tokenizer.json` (as in `openai/clip-vit-base-patch32` on the hub), run by
//!   the `tokenizers` crate, whose normaliser, pre-tokenizer and BPE model the file defines.
//!
//! From OpenAI's file the tokenizer is reproduced exactly: the byte-to-character table, the
//! vocabulary (256 byte characters, the same with `</w>`, one entry per merge line,
//! `<|startoftext|>`, `<|endoftext|>`), the merge ranks, the pre-tokenizer regex, lower-casing
//! and whitespace cleaning. Both files share `tokenize`'s context of 77 with start/end tokens,
//! zero padding and truncation (the last kept token becomes `<|endoftext|>`, as
//! `open_clip.tokenize` and `clip.tokenize(truncate=True)` do).
//!
//! Both run OpenAI's `basic_clean` first, as far as it applies to well-formed text: of
//! `ftfy.fix_text` (ftfy 6, default configuration, which `basic_clean` calls), these fixes, in
//! ftfy's order and repeated until the text stops changing:
//! - `fix_c1_controls`: a C1 control character (U+0080 to U+009F) becomes the Windows-1252
//!   character of its byte (`\u{85}` is `…`);
//! - `fix_latin_ligatures`: `ﬁ` is `fi`, `Ĳ` is `IJ`, ...;
//! - `fix_character_width`: fullwidth and halfwidth forms become their usual form (`ＡＵＤＩ` is
//!   `AUDI`, `ｶﾞ` is `ガ`), the ideographic space a space;
//! - `uncurl_quotes`: curly single and double quotes (and U+02BC) become `'` and `"`, so
//!   `it’s` splits as the contraction `'s`;
//! - `fix_line_breaks`, `remove_terminal_escapes` (ANSI colour codes), `remove_control_chars`
//!   (C0 controls but tab, line feed, form feed and carriage return; DEL; U+206A to U+206F; the
//!   byte-order mark; U+FFF9 to U+FFFC);
//! - NFC normalisation: a class name spelled with combining marks (macOS folder names are
//!   NFD: `Citroe\u{308}n`) tokenizes as the composed one (`Citro\u{eb}n`). A `tokenizer.json`
//!   normalises to NFC as well; the fixes run before it, so both files give the same ids.
//!
//! Not reproduced: ftfy's mojibake repair (`fix_encoding` with `restore_byte_a0`,
//! `replace_lossy_sequences` and `decode_inconsistent_utf8`: `cafÃ©` stays as it is, where
//! ftfy makes it `café`; ftfy chooses it by a heuristic of how "bad" a text looks), its
//! `unescape_html` and `basic_clean`'s double `html.unescape` (`AT&amp;T` stays as it is,
//! where OpenAI's code reads `AT&T`), and `fix_surrogates` (a Rust string holds no lone
//! surrogates). A text with mojibake or HTML entities therefore tokenizes differently from
//! OpenAI's code; class names and prompt templates written as plain text do not.

use std::collections::HashMap;
use std::io::Read;
use std::path::{Path, PathBuf};

use regex::Regex;

use super::configs::CONTEXT_LENGTH;

mod clean;

/// Merge lines OpenAI reads: `merges[1:49152-256-2+1]`, i.e. after the header line, enough
/// merges for a vocabulary of 49152 - 256 + 512 = 49408 tokens with the two special tokens.
pub const MAX_MERGES: usize = 49152 - 256 - 2;

const START: &str = "<|startoftext|>";
const END: &str = "<|endoftext|>";

/// OpenAI's pre-tokenizer: special tokens, English contractions, runs of letters, single
/// digits, runs of other non-space characters. Rust's `regex` matches alternations
/// leftmost-first, as Python's `regex` module does.
const PATTERN: &str = r"(?i)<\|startoftext\|>|<\|endoftext\|>|'s|'t|'re|'ve|'m|'ll|'d|[\p{L}]+|[\p{N}]|[^\s\p{L}\p{N}]+";

#[derive(Debug, thiserror::Error)]
pub enum TokenizerError {
    #[error("cannot read {}: {source}", path.display())]
    Io {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("{} is not UTF-8 text (nor gzip-compressed UTF-8 text)", path.display())]
    NotUtf8 { path: PathBuf },
    #[error("{} holds no merges (expected a header line, then one `a b` merge per line)", path.display())]
    Empty { path: PathBuf },
    #[error("{} is not a Hugging Face tokenizer.json: {message}", path.display())]
    HuggingFace { path: PathBuf, message: String },
    #[error("{} is not a CLIP tokenizer: {message}", path.display())]
    NotClip { path: PathBuf, message: String },
}

/// The byte-level BPE tokenizer of CLIP, from OpenAI's merges file or a Hugging Face
/// `tokenizer.json`.
#[derive(Debug, Clone)]
pub struct ClipTokenizer {
    backend: Backend,
    vocab_size: usize,
    start: u32,
    end: u32,
}

#[derive(Debug, Clone)]
enum Backend {
    OpenAi(Box<OpenAiBpe>),
    HuggingFace(Box<tokenizers::Tokenizer>),
}

/// OpenAI's `SimpleTokenizer`.
#[derive(Debug, Clone)]
struct OpenAiBpe {
    /// The printable character standing for each byte.
    byte_encoder: [char; 256],
    encoder: HashMap<String, u32>,
    /// Rank (position in the file) of each merge `(first, second)`.
    ranks: HashMap<(String, String), usize>,
    pattern: Regex,
    whitespace: Regex,
}

/// OpenAI's `bytes_to_unicode`: printable bytes map to themselves, the others to characters
/// from U+0100 on, in byte order. Returns the table and the characters in OpenAI's order
/// (printable bytes first), which is the order of the first 256 vocabulary entries.
fn bytes_to_unicode() -> ([char; 256], Vec<char>) {
    let mut bytes: Vec<u32> = (u32::from(b'!')..=u32::from(b'~'))
        .chain(0xA1..=0xAC)
        .chain(0xAE..=0xFF)
        .collect();
    let mut chars = bytes.clone();
    let mut n = 0;
    for b in 0..256u32 {
        if !bytes.contains(&b) {
            bytes.push(b);
            chars.push(256 + n);
            n += 1;
        }
    }
    let mut table = ['\0'; 256];
    let mut order = Vec::with_capacity(256);
    for (b, c) in bytes.iter().zip(&chars) {
        // Every code point here is below U+0200: a valid char.
        let c = char::from_u32(*c).unwrap_or('\u{FFFD}');
        table[*b as usize] = c;
        order.push(c);
    }
    (table, order)
}

impl ClipTokenizer {
    /// Read a tokenizer file: a Hugging Face `tokenizer.json` (a JSON object), else OpenAI's
    /// merges file, gzip-compressed (as OpenAI publishes it) or plain text.
    pub fn from_file(path: &Path) -> Result<Self, TokenizerError> {
        let raw = std::fs::read(path).map_err(|source| TokenizerError::Io {
            path: path.to_path_buf(),
            source,
        })?;
        let json = path.extension().is_some_and(|e| e == "json")
            || raw.iter().find(|b| !b.is_ascii_whitespace()) == Some(&b'{');
        if json {
            return Self::from_hugging_face(path, &raw);
        }
        let text = if raw.starts_with(&[0x1f, 0x8b]) {
            let mut text = String::new();
            flate2::read::GzDecoder::new(raw.as_slice())
                .read_to_string(&mut text)
                .map_err(|source| match source.kind() {
                    std::io::ErrorKind::InvalidData => TokenizerError::NotUtf8 {
                        path: path.to_path_buf(),
                    },
                    _ => TokenizerError::Io {
                        path: path.to_path_buf(),
                        source,
                    },
                })?;
            text
        } else {
            String::from_utf8(raw).map_err(|_| TokenizerError::NotUtf8 {
                path: path.to_path_buf(),
            })?
        };
        let tokenizer = Self::from_merges(&text);
        if tokenizer.vocab_size == 512 + 2 {
            return Err(TokenizerError::Empty {
                path: path.to_path_buf(),
            });
        }
        Ok(tokenizer)
    }

    /// A Hugging Face `tokenizer.json` of a CLIP model: it must know both special tokens, and
    /// `<|endoftext|>` must be the largest id (the text tower finds a caption's end with an
    /// argmax over its ids).
    fn from_hugging_face(path: &Path, raw: &[u8]) -> Result<Self, TokenizerError> {
        let tokenizer =
            tokenizers::Tokenizer::from_bytes(raw).map_err(|e| TokenizerError::HuggingFace {
                path: path.to_path_buf(),
                message: e.to_string(),
            })?;
        let not_clip = |message: String| TokenizerError::NotClip {
            path: path.to_path_buf(),
            message,
        };
        let id = |token: &str| {
            tokenizer
                .token_to_id(token)
                .ok_or_else(|| not_clip(format!("it has no `{token}` token")))
        };
        let (start, end) = (id(START)?, id(END)?);
        let vocab_size = tokenizer.get_vocab_size(true);
        if end as usize + 1 != vocab_size {
            return Err(not_clip(format!(
                "`{END}` is id {end}, not the largest id {}",
                vocab_size.saturating_sub(1)
            )));
        }
        Ok(ClipTokenizer {
            backend: Backend::HuggingFace(Box::new(tokenizer)),
            vocab_size,
            start,
            end,
        })
    }

    /// Build from the text of a merges file. As OpenAI's code does, the first line is a header,
    /// and every following line up to [`MAX_MERGES`] takes one vocabulary slot (the
    /// concatenation of its whitespace-separated parts); only lines of exactly two parts are
    /// merge rules. A trailing newline therefore adds an empty entry, as it does in Python.
    pub fn from_merges(text: &str) -> Self {
        let (byte_encoder, order) = bytes_to_unicode();
        let mut vocab: Vec<String> = order.iter().map(|c| c.to_string()).collect();
        vocab.extend(order.iter().map(|c| format!("{c}</w>")));
        let mut ranks = HashMap::new();
        for (rank, line) in text.split('\n').skip(1).take(MAX_MERGES).enumerate() {
            let parts: Vec<&str> = line.split_whitespace().collect();
            vocab.push(parts.concat());
            if let [first, second] = parts.as_slice() {
                // A repeated merge keeps its last rank, as a Python dict built from the list.
                ranks.insert((first.to_string(), second.to_string()), rank);
            }
        }
        vocab.push(START.to_string());
        vocab.push(END.to_string());
        let vocab_size = vocab.len();
        let mut encoder = HashMap::with_capacity(vocab_size);
        for (id, token) in vocab.into_iter().enumerate() {
            // A repeated string keeps its last id, as `dict(zip(vocab, range(len(vocab))))`.
            encoder.insert(token, id as u32);
        }
        let start = encoder[START];
        let end = encoder[END];
        ClipTokenizer {
            backend: Backend::OpenAi(Box::new(OpenAiBpe {
                byte_encoder,
                encoder,
                ranks,
                // Both patterns are constants checked by the tests.
                pattern: Regex::new(PATTERN).expect("valid pre-tokenizer pattern"),
                whitespace: Regex::new(r"\s+").expect("valid whitespace pattern"),
            })),
            vocab_size,
            start,
            end,
        }
    }

    /// Rows of the token embedding: 49408 for OpenAI's file.
    pub fn vocab_size(&self) -> usize {
        self.vocab_size
    }

    /// `<|startoftext|>`'s id.
    pub fn start_token(&self) -> u32 {
        self.start
    }

    /// `<|endoftext|>`'s id: the largest id, so the text tower finds it with an argmax.
    pub fn end_token(&self) -> u32 {
        self.end
    }

    /// The ids of `text`, without start and end tokens (OpenAI's `encode`).
    pub(crate) fn encode(&self, text: &str) -> Vec<u32> {
        let text = clean::fix_text(text);
        let text = text.as_str();
        match &self.backend {
            Backend::OpenAi(bpe) => bpe.encode(text),
            Backend::HuggingFace(tokenizer) => {
                // The file's normaliser lower-cases; whitespace is collapsed as OpenAI does. A
                // text the tokenizer cannot encode yields no ids (its pre-tokenizer accepts any
                // string, so this does not happen with a CLIP file).
                let cleaned = text.split_whitespace().collect::<Vec<_>>().join(" ");
                tokenizer
                    .encode(cleaned.as_str(), false)
                    .map(|e| e.get_ids().to_vec())
                    .unwrap_or_default()
            }
        }
    }

    /// [`CONTEXT_LENGTH`] ids: start token, `text`'s ids, end token, zeros. A text too long is
    /// cut and its last kept id replaced by the end token.
    pub fn tokenize(&self, text: &str) -> Vec<u32> {
        let mut ids = Vec::with_capacity(CONTEXT_LENGTH);
        ids.push(self.start);
        ids.extend(self.encode(text));
        ids.push(self.end);
        if ids.len() > CONTEXT_LENGTH {
            ids.truncate(CONTEXT_LENGTH);
            ids[CONTEXT_LENGTH - 1] = self.end;
        }
        ids.resize(CONTEXT_LENGTH, 0);
        ids
    }
}

impl OpenAiBpe {
    /// The BPE symbols of one pre-token (already mapped byte-to-character).
    fn bpe(&self, token: &str) -> Vec<String> {
        if token == START || token == END {
            return vec![token.to_string()];
        }
        let chars: Vec<char> = token.chars().collect();
        let Some((last, init)) = chars.split_last() else {
            return Vec::new();
        };
        let mut word: Vec<String> = init.iter().map(|c| c.to_string()).collect();
        word.push(format!("{last}</w>"));
        while word.len() > 1 {
            // The adjacent pair with the lowest merge rank; none left: done.
            let best = word
                .windows(2)
                .filter_map(|w| {
                    self.ranks
                        .get(&(w[0].clone(), w[1].clone()))
                        .map(|r| (*r, w))
                })
                .min_by_key(|(r, _)| *r);
            let Some((_, pair)) = best else { break };
            let (first, second) = (pair[0].clone(), pair[1].clone());
            let mut merged = Vec::with_capacity(word.len());
            let mut i = 0;
            while i < word.len() {
                if word[i] == first && i + 1 < word.len() && word[i + 1] == second {
                    merged.push(format!("{first}{second}"));
                    i += 2;
                } else {
                    merged.push(word[i].clone());
                    i += 1;
                }
            }
            word = merged;
        }
        word
    }

    /// The ids of `text`, without start and end tokens (OpenAI's `encode`).
    fn encode(&self, text: &str) -> Vec<u32> {
        let cleaned = self.whitespace.replace_all(text.trim(), " ");
        let cleaned = cleaned.trim().to_lowercase();
        let mut ids = Vec::new();
        for m in self.pattern.find_iter(&cleaned) {
            let mapped: String = m
                .as_str()
                .bytes()
                .map(|b| self.byte_encoder[b as usize])
                .collect();
            for symbol in self.bpe(&mapped) {
                // Every BPE symbol is a byte character, a byte character with `</w>`, a merge
                // result or a special token: all in the vocabulary by construction.
                if let Some(id) = self.encoder.get(&symbol) {
                    ids.push(*id);
                }
            }
        }
        ids
    }
}

/// A Hugging Face `tokenizer.json` for the vocabulary and merges of an OpenAI merges file, laid
/// out as the hub's CLIP files are (`openai/clip-vit-base-patch32`): NFC, whitespace collapsed
/// and lower-cased; CLIP's regex split then byte-level characters; BPE with `</w>` word ends.
/// `paperfit doctor` trains CLIP with a byte-level one (no merges); tests compare one with
/// OpenAI's ids.
pub fn hugging_face_json(merges: &str) -> String {
    let (_, order) = bytes_to_unicode();
    let mut vocab: Vec<String> = order.iter().map(|c| c.to_string()).collect();
    vocab.extend(order.iter().map(|c| format!("{c}</w>")));
    let mut rules = Vec::new();
    for line in merges.split('\n').skip(1) {
        let parts: Vec<&str> = line.split_whitespace().collect();
        vocab.push(parts.concat());
        if parts.len() == 2 {
            rules.push(parts.join(" "));
        }
    }
    // A rule whose parts are not tokens can never fire (OpenAI's code keeps it, the Hugging
    // Face format cannot hold it): the tiny file has two, `cl as` and `cl a`.
    rules.retain(|rule| rule.split(' ').all(|part| vocab.iter().any(|v| v == part)));
    let start = vocab.len();
    vocab.push("<|startoftext|>".into());
    vocab.push("<|endoftext|>".into());
    let map: serde_json::Map<String, serde_json::Value> = vocab
        .iter()
        .enumerate()
        .map(|(id, token)| (token.clone(), serde_json::json!(id)))
        .collect();
    let special = |id: usize, content: &str| {
        serde_json::json!({"id": id, "content": content, "single_word": false, "lstrip": false,
                           "rstrip": false, "normalized": true, "special": true})
    };
    serde_json::json!({
        "version": "1.0",
        "truncation": null,
        "padding": null,
        "added_tokens": [special(start, "<|startoftext|>"), special(start + 1, "<|endoftext|>")],
        "normalizer": {"type": "Sequence", "normalizers": [
            {"type": "NFC"},
            {"type": "Replace", "pattern": {"Regex": "\\s+"}, "content": " "},
            {"type": "Lowercase"}
        ]},
        "pre_tokenizer": {"type": "Sequence", "pretokenizers": [
            {"type": "Split", "pattern": {"Regex": "<\\|startoftext\\|>|<\\|endoftext\\|>|'s|'t|'re|'ve|'m|'ll|'d|[\\p{L}]+|[\\p{N}]|[^\\s\\p{L}\\p{N}]+"},
             "behavior": "Removed", "invert": true},
            {"type": "ByteLevel", "add_prefix_space": false, "trim_offsets": true, "use_regex": false}
        ]},
        "post_processor": {"type": "RobertaProcessing", "sep": ["<|endoftext|>", start + 1],
                           "cls": ["<|startoftext|>", start], "trim_offsets": false,
                           "add_prefix_space": false},
        "decoder": {"type": "ByteLevel", "add_prefix_space": true, "trim_offsets": true,
                    "use_regex": true},
        "model": {"type": "BPE", "dropout": null, "unk_token": "<|endoftext|>",
                  "continuing_subword_prefix": "", "end_of_word_suffix": "</w>",
                  "fuse_unk": false, "byte_fallback": false, "vocab": map, "merges": rules}
    })
    .to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bytes_map_to_distinct_printable_characters() {
        let (table, order) = bytes_to_unicode();
        let mut seen: Vec<char> = table.to_vec();
        seen.sort_unstable();
        seen.dedup();
        assert_eq!(seen.len(), 256);
        // Printable bytes stand for themselves; space (0x20) is moved to U+0120.
        assert_eq!(table[b'a' as usize], 'a');
        assert_eq!(table[b' ' as usize], '\u{120}');
        // OpenAI's vocabulary starts with '!' and the 189th entry is byte 0's character.
        assert_eq!(order[0], '!');
        assert_eq!(order[188], '\u{100}');
    }

    fn bpe_of(merges: &str) -> OpenAiBpe {
        match ClipTokenizer::from_merges(merges).backend {
            Backend::OpenAi(bpe) => *bpe,
            Backend::HuggingFace(_) => unreachable!("built from merges"),
        }
    }

    #[test]
    fn merges_apply_by_rank_not_by_position() {
        // "b c</w>" ranks first: it wins although "a b" comes first in the word.
        let tok = bpe_of("#h\nb c</w>\na b");
        assert_eq!(tok.bpe("abc"), vec!["a".to_string(), "bc</w>".to_string()]);
        // "a b" first, then "ab c</w>" joins the rest.
        let tok = bpe_of("#h\na b\nb c</w>\nab c</w>");
        assert_eq!(tok.bpe("abc"), vec!["abc</w>".to_string()]);
    }
}
