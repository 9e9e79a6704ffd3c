//! Helpers shared by the integration tests.
#![allow(dead_code)]

pub mod layouts;

use std::path::{Path, PathBuf};

use paperfit::config::{load, LoadOptions};
use paperfit::plan::{resolve, Plan};

pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The paperfit binary, run from `cwd`, with no inherited `PAPERFIT_*` variable (preset,
/// presets directory, simulated GPU, injected faults, configuration overrides).
pub fn paperfit_in(cwd: &Path) -> std::process::Command {
    let mut cmd = std::process::Command::new(env!("CARGO_BIN_EXE_paperfit"));
    for (key, _) in std::env::vars_os() {
        if key.to_string_lossy().starts_with("PAPERFIT_") {
            cmd.env_remove(&key);
        }
    }
    cmd.current_dir(cwd);
    cmd
}

/// The plan of a shipped experiment on `preset` with `--set` overrides.
pub fn plan(experiment: &str, preset: &str, sets: &[&str]) -> Plan {
    let mut o = LoadOptions::new(root().join("experiments").join(experiment), preset);
    o.presets_dir = Some(root().join("presets"));
    for s in sets {
        o = o.set(s);
    }
    let loaded = load(&o).unwrap_or_else(|e| panic!("{e}"));
    resolve(&loaded).unwrap_or_else(|e| panic!("{e}"))
}

/// Gradients as flat vectors, one per parameter.
pub fn to_vecs(grads: &[candle_core::Tensor]) -> Vec<Vec<f32>> {
    grads
        .iter()
        .map(|g| g.flatten_all().unwrap().to_vec1::<f32>().unwrap())
        .collect()
}

/// The gradient of the step's loss over `window`, computed in micro-batches of `micro`.
pub fn window_gradients(
    engine: &mut paperfit::train::engine::Engine,
    data: &dyn paperfit::data::Dataset,
    window: &[usize],
    micro: usize,
) -> Vec<Vec<f32>> {
    to_vecs(&engine.window_gradients(data, window, micro, 0).unwrap().0)
}

/// The largest absolute difference between two sets of gradients.
pub fn max_abs_diff(a: &[Vec<f32>], b: &[Vec<f32>]) -> f32 {
    a.iter()
        .zip(b)
        .flat_map(|(x, y)| x.iter().zip(y).map(|(p, q)| (p - q).abs()))
        .fold(0.0, f32::max)
}

/// The largest absolute gradient entry.
pub fn largest(a: &[Vec<f32>]) -> f32 {
    a.iter().flatten().map(|v| v.abs()).fold(0.0, f32::max)
}

/// OpenAI's `bytes_to_unicode` order: the characters of the first 256 vocabulary entries.
pub fn byte_characters() -> Vec<char> {
    let mut bytes: Vec<u32> = (33..=126).chain(0xA1..=0xAC).chain(0xAE..=0xFF).collect();
    let mut chars = bytes.clone();
    let mut n = 0;
    for b in 0..256u32 {
        if !bytes.contains(&b) {
            bytes.push(b);
            chars.push(256 + n);
            n += 1;
        }
    }
    chars.into_iter().map(|c| char::from_u32(c).unwrap()).collect()
}

/// A Hugging Face `tokenizer.json` for the vocabulary and merges of an OpenAI merges file, laid
/// out as the hub's CLIP files are (`openai/clip-vit-base-patch32`): NFC, whitespace collapsed
/// and lower-cased; CLIP's regex split then byte-level characters; BPE with `</w>` word ends.
pub fn hugging_face_tokenizer_json(merges: &str) -> String {
    let order = byte_characters();
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
