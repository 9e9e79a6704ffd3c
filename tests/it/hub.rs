//! `model.pretrained = "hf-hub:..."`: weights found in a Hugging Face cache written here in the
//! hub's layout, downloaded from a hub served here on 127.0.0.1 (HF_ENDPOINT), and the broken
//! cases: offline without a copy, a transfer that breaks off, bytes that do not match the
//! hub's sha256, an unknown repository, a malformed id. Nothing here reaches the internet.

use crate::common;

use std::collections::{BTreeMap, HashMap};
use std::io::{BufRead, BufReader, Write};
use std::net::{Shutdown, TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

use candle_core::{Device, Tensor};
use common::{paperfit_in, plan, root};

mod cache;
mod download;

const REPO: &str = "test-owner/tiny-cnn";
const COMMIT: &str = "0123456789abcdef0123456789abcdef01234567";

/// Sets that make the quickstart a few seconds of training.
const SHORT: &[&str] = &[
    "--preset",
    "cpu",
    "--plain",
    "--set",
    "paper.epochs=1",
    "--set",
    "data.train_samples=64",
    "--set",
    "data.eval_samples=0",
];

/// The quickstart's small CNN as a safetensors file (its bytes), initialised with `seed`.
fn checkpoint(seed: u64) -> Vec<u8> {
    let p = plan("quickstart.toml", "cpu", &[]);
    let model = paperfit::models::build(&p.model, seed, &Device::Cpu).unwrap();
    let tensors = model.store().borrow().tensor_map();
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("w.safetensors");
    let tensors: HashMap<String, Tensor> = tensors.into_iter().collect();
    candle_core::safetensors::save(&tensors, &path).unwrap();
    std::fs::read(path).unwrap()
}

fn sha256(bytes: &[u8]) -> String {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("x");
    std::fs::write(&path, bytes).unwrap();
    paperfit::models::pretrained::hub::sha256_file(&path).unwrap()
}

/// Writes `bytes` into `cache` the way the hub's clients do: `refs/main` holds the commit,
/// `snapshots/COMMIT/model.safetensors` links to `blobs/SHA256` (or is the file itself).
fn write_cache(cache: &Path, bytes: &[u8], symlink: bool) -> PathBuf {
    let repo = cache.join(format!("models--{}", REPO.replace('/', "--")));
    std::fs::create_dir_all(repo.join("refs")).unwrap();
    std::fs::write(repo.join("refs/main"), COMMIT).unwrap();
    let snapshot = repo.join("snapshots").join(COMMIT);
    std::fs::create_dir_all(&snapshot).unwrap();
    let file = snapshot.join("model.safetensors");
    if symlink {
        std::fs::create_dir_all(repo.join("blobs")).unwrap();
        std::fs::write(repo.join("blobs").join(sha256(bytes)), bytes).unwrap();
        let target = PathBuf::from("../../blobs").join(sha256(bytes));
        std::os::unix::fs::symlink(target, &file).unwrap();
    } else {
        std::fs::write(&file, bytes).unwrap();
    }
    file
}

fn hub_id() -> String {
    format!("model.pretrained=\"hf-hub:{REPO}\"")
}

/// `paperfit ARGS` against `cache` (HF_HUB_CACHE) and `endpoint`.
fn run(args: &[&str], cache: &Path, endpoint: &str, offline: bool) -> std::process::Output {
    let mut cmd = paperfit_in(&root());
    cmd.args(args)
        .env("HF_HUB_CACHE", cache)
        .env("HF_ENDPOINT", endpoint);
    // The served hub is on 127.0.0.1: no proxy in between.
    for key in [
        "HTTP_PROXY",
        "HTTPS_PROXY",
        "ALL_PROXY",
        "http_proxy",
        "https_proxy",
        "all_proxy",
    ] {
        cmd.env_remove(key);
    }
    if offline {
        cmd.env("HF_HUB_OFFLINE", "1");
    }
    cmd.output().unwrap()
}

fn train_args<'a>(id: &'a str, out: &'a Path) -> Vec<&'a str> {
    let mut args = vec!["train", "experiments/quickstart.toml"];
    args.extend_from_slice(SHORT);
    args.extend_from_slice(&["--set", id, "--out", out.to_str().unwrap()]);
    args
}

fn stderr(o: &std::process::Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}
