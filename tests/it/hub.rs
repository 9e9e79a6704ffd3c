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

/// A safetensors file whose names fit no model.
fn foreign_checkpoint() -> Vec<u8> {
    let t = Tensor::zeros((4, 4), candle_core::DType::F32, &Device::Cpu).unwrap();
    let tensors: BTreeMap<String, Tensor> = [("encoder.mystery.weight".to_string(), t)].into();
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

/// Files in the cache that look complete: any file under `snapshots/`, or a blob named by a
/// sha256 (no `.part`, no `.lock`).
fn complete_looking(cache: &Path) -> Vec<PathBuf> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        let Ok(entries) = std::fs::read_dir(dir) else {
            return;
        };
        for e in entries {
            let path = e.unwrap().path();
            if path.is_dir() && !path.is_symlink() {
                walk(&path, out);
            } else {
                out.push(path);
            }
        }
    }
    let mut all = Vec::new();
    walk(cache, &mut all);
    all.into_iter()
        .filter(|p| {
            let s = p.to_string_lossy();
            let name = p.file_name().unwrap().to_string_lossy();
            s.contains("/snapshots/") || (s.contains("/blobs/") && !name.contains('.'))
        })
        .collect()
}

/// How the served hub answers a file's download.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Mode {
    Good,
    /// Content-Length promises the whole file; half of it is sent, then the connection closes.
    Truncated,
    /// The whole length, one byte changed: its sha256 is not the etag's.
    Corrupt,
    NotFound,
}

/// A hub on 127.0.0.1 serving one file of one repository the way huggingface.co does:
/// `GET /REPO/resolve/REVISION/FILE` with `x-repo-commit`, `x-linked-etag` (the sha256),
/// `Content-Range` and `Range` requests answered with 206.
struct Hub {
    endpoint: String,
    mode: Arc<Mutex<Mode>>,
    requests: Arc<Mutex<Vec<String>>>,
}

impl Hub {
    fn start(bytes: Vec<u8>, mode: Mode) -> Hub {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let endpoint = format!("http://{}", listener.local_addr().unwrap());
        let mode = Arc::new(Mutex::new(mode));
        let requests = Arc::new(Mutex::new(Vec::new()));
        let (m, r) = (mode.clone(), requests.clone());
        std::thread::spawn(move || {
            for stream in listener.incoming() {
                let Ok(stream) = stream else { continue };
                let mode = *m.lock().unwrap();
                let _ = serve(stream, &bytes, mode, &r);
            }
        });
        Hub {
            endpoint,
            mode,
            requests,
        }
    }

    fn set(&self, mode: Mode) {
        *self.mode.lock().unwrap() = mode;
    }

    fn requests(&self) -> Vec<String> {
        self.requests.lock().unwrap().clone()
    }
}

fn serve(
    mut stream: TcpStream,
    bytes: &[u8],
    mode: Mode,
    log: &Mutex<Vec<String>>,
) -> std::io::Result<()> {
    let mut reader = BufReader::new(stream.try_clone()?);
    let mut request = String::new();
    reader.read_line(&mut request)?;
    let mut range = None;
    loop {
        let mut line = String::new();
        reader.read_line(&mut line)?;
        let line = line.trim_end();
        if line.is_empty() {
            break;
        }
        if let Some(v) = line.to_ascii_lowercase().strip_prefix("range: bytes=") {
            let (start, end) = v.split_once('-').unwrap_or((v, ""));
            range = Some((
                start.parse::<usize>().unwrap_or(0),
                end.parse::<usize>().ok(),
            ));
        }
    }
    let path = request.split_whitespace().nth(1).unwrap_or("").to_string();
    log.lock().unwrap().push(format!(
        "{} {path} range {:?}",
        request.split_whitespace().next().unwrap_or(""),
        range.map(|r| r.0)
    ));
    let expected = format!("/{REPO}/resolve/main/model.safetensors");
    if mode == Mode::NotFound || path != expected {
        let body = b"Repository not found";
        write!(
            stream,
            "HTTP/1.1 404 Not Found\r\nContent-Length: {}\r\nConnection: close\r\n\r\n",
            body.len()
        )?;
        stream.write_all(body)?;
        return stream.shutdown(Shutdown::Both);
    }
    let size = bytes.len();
    let (start, end) = range.unwrap_or((0, None));
    let end = end.unwrap_or(size - 1).min(size - 1);
    let mut body = bytes[start.min(size)..=end].to_vec();
    let whole = start == 0 && end == size - 1;
    if mode == Mode::Corrupt && (end > 0 || whole) {
        if let Some(b) = body.last_mut() {
            *b ^= 0xff;
        }
    }
    // The metadata probe (bytes 0-0) is answered in full; a transfer is cut in half.
    let sent = if mode == Mode::Truncated && end > 0 {
        body.len() / 2
    } else {
        body.len()
    };
    write!(
        stream,
        "HTTP/1.1 206 Partial Content\r\nContent-Length: {}\r\nContent-Range: bytes {start}-{end}/{size}\r\nx-repo-commit: {COMMIT}\r\nx-linked-etag: \"{}\"\r\nETag: \"W/not-the-sha\"\r\nConnection: close\r\n\r\n",
        body.len(),
        sha256(bytes)
    )?;
    stream.write_all(&body[..sent])?;
    stream.flush()?;
    // Closing with bytes missing is the broken transfer.
    stream.shutdown(Shutdown::Both)
}

#[test]
fn a_cached_hub_file_is_planned_and_trained_from_offline() {
    let bytes = checkpoint(7);
    let sha = sha256(&bytes);
    let cache = tempfile::tempdir().unwrap();
    let file = write_cache(cache.path(), &bytes, true);
    let id = hub_id();
    let no_hub = "http://127.0.0.1:9";

    let o = run(
        &[
            "plan",
            "experiments/quickstart.toml",
            "--preset",
            "cpu",
            "--set",
            &id,
        ],
        cache.path(),
        no_hub,
        true,
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let text = String::from_utf8_lossy(&o.stdout);
    let weights = text
        .lines()
        .find(|l| l.starts_with("weights"))
        .unwrap_or_else(|| panic!("no weights line:\n{text}"));
    assert!(weights.contains(&format!("hf-hub:{REPO}")), "{weights}");
    assert!(weights.contains("from the Hugging Face cache"), "{weights}");
    assert!(weights.contains(&format!("commit {COMMIT}")), "{weights}");
    assert!(weights.contains(&format!("sha256 {sha}")), "{weights}");
    assert!(weights.contains(&file.display().to_string()), "{weights}");

    let out = tempfile::tempdir().unwrap();
    let run_dir = out.path().join("run");
    let o = run(&train_args(&id, &run_dir), cache.path(), no_hub, true);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let err = stderr(&o);
    assert!(
        err.contains(&format!(
            "pretrained weights hf-hub:{REPO}: from the Hugging Face cache"
        )),
        "{err}"
    );
    let report: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string(run_dir.join("pretrained_report.json")).unwrap(),
    )
    .unwrap();
    let tensors = checkpoint_tensor_count();
    assert_eq!(report["loaded"].as_u64(), Some(tensors), "{report}");
    assert_eq!(report["source"]["sha256"].as_str(), Some(sha.as_str()));
    assert_eq!(report["source"]["commit"].as_str(), Some(COMMIT));
    let plan: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(run_dir.join("plan.json")).unwrap()).unwrap();
    assert_eq!(plan["weights"]["sha256"].as_str(), Some(sha.as_str()));
    assert_eq!(plan["weights"]["origin"].as_str(), Some("hub_cache"));
    assert_eq!(
        plan["model"]["pretrained"].as_str(),
        Some(&*format!("hf-hub:{REPO}"))
    );
}

fn checkpoint_tensor_count() -> u64 {
    let p = plan("quickstart.toml", "cpu", &[]);
    let model = paperfit::models::build(&p.model, 0, &Device::Cpu).unwrap();
    let n = model.store().borrow().tensor_map().len();
    n as u64
}

#[test]
fn a_plain_file_in_the_snapshot_under_hf_home_is_found_too() {
    let bytes = checkpoint(3);
    let home = tempfile::tempdir().unwrap();
    write_cache(&home.path().join("hub"), &bytes, false);
    let mut cmd = paperfit_in(&root());
    cmd.args([
        "plan",
        "experiments/quickstart.toml",
        "--preset",
        "cpu",
        "--set",
    ])
    .arg(hub_id())
    .env_remove("HF_HUB_CACHE")
    .env("HF_HOME", home.path())
    .env("HF_HUB_OFFLINE", "1");
    let o = cmd.output().unwrap();
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let text = String::from_utf8_lossy(&o.stdout);
    assert!(
        text.contains(&format!("commit {COMMIT}, sha256 {}", sha256(&bytes))),
        "{text}"
    );
}

#[test]
fn a_corrupt_cached_blob_is_refused() {
    let bytes = checkpoint(3);
    let cache = tempfile::tempdir().unwrap();
    let file = write_cache(cache.path(), &bytes, true);
    // The blob keeps its sha256 name, its bytes change.
    let blob = std::fs::canonicalize(&file).unwrap();
    let mut changed = bytes.clone();
    changed[100] ^= 1;
    std::fs::write(&blob, changed).unwrap();
    let o = run(
        &[
            "plan",
            "experiments/quickstart.toml",
            "--preset",
            "cpu",
            "--set",
            &hub_id(),
        ],
        cache.path(),
        "http://127.0.0.1:9",
        true,
    );
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    let err = stderr(&o);
    assert!(
        err.contains("is corrupt") && err.contains("model.pretrained"),
        "{err}"
    );
}

#[test]
fn offline_without_a_cached_copy_is_a_configuration_error_naming_the_fetch() {
    let cache = tempfile::tempdir().unwrap();
    for command in ["plan", "train"] {
        let out = cache.path().join("run");
        let mut args = vec![command, "experiments/quickstart.toml", "--preset", "cpu"];
        let id = hub_id();
        args.extend_from_slice(&["--set", &id]);
        if command == "train" {
            args.extend_from_slice(&["--out", out.to_str().unwrap()]);
        }
        let o = run(&args, cache.path(), "http://127.0.0.1:9", true);
        assert_eq!(o.status.code(), Some(2), "{command}: {}", stderr(&o));
        let err = stderr(&o);
        for needle in [
            "HF_HUB_OFFLINE",
            REPO,
            "model.safetensors",
            "revision main",
            &format!("huggingface-cli download {REPO} model.safetensors"),
            "model.pretrained",
        ] {
            assert!(err.contains(needle), "{command}: no `{needle}` in {err}");
        }
        assert!(!out.exists(), "no run directory");
    }
}

#[test]
fn online_plans_do_not_download_and_say_when_the_file_comes() {
    let hub = Hub::start(checkpoint(1), Mode::Good);
    let cache = tempfile::tempdir().unwrap();
    let o = run(
        &[
            "plan",
            "experiments/quickstart.toml",
            "--preset",
            "cpu",
            "--set",
            &hub_id(),
        ],
        cache.path(),
        &hub.endpoint,
        false,
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let text = String::from_utf8_lossy(&o.stdout);
    assert!(text.contains("downloaded when training starts"), "{text}");
    assert_eq!(hub.requests(), Vec::<String>::new(), "plan made requests");
    assert_eq!(complete_looking(cache.path()), Vec::<PathBuf>::new());
}

#[test]
fn a_broken_download_is_refused_kept_out_of_the_cache_and_a_retry_succeeds() {
    let bytes = checkpoint(5);
    let sha = sha256(&bytes);
    let hub = Hub::start(bytes.clone(), Mode::Truncated);
    let cache = tempfile::tempdir().unwrap();
    let out = tempfile::tempdir().unwrap();
    let id = hub_id();

    let first = out.path().join("first");
    let o = run(&train_args(&id, &first), cache.path(), &hub.endpoint, false);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    let err = stderr(&o);
    assert!(err.contains("broke off") && err.contains(REPO), "{err}");
    assert_eq!(complete_looking(cache.path()), Vec::<PathBuf>::new());
    assert!(
        !first.exists(),
        "no run directory for a run that cannot start"
    );

    // Corrupt bytes: the whole length arrives, the sha256 is not the hub's.
    hub.set(Mode::Corrupt);
    let corrupt_cache = tempfile::tempdir().unwrap();
    let o = run(
        &train_args(&id, &out.path().join("corrupt")),
        corrupt_cache.path(),
        &hub.endpoint,
        false,
    );
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    let err = stderr(&o);
    assert!(err.contains("is corrupt") && err.contains(&sha), "{err}");
    assert_eq!(
        complete_looking(corrupt_cache.path()),
        Vec::<PathBuf>::new()
    );

    // A good server: the partial file is resumed, checked and used.
    hub.set(Mode::Good);
    let second = out.path().join("second");
    let o = run(
        &train_args(&id, &second),
        cache.path(),
        &hub.endpoint,
        false,
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let err = stderr(&o);
    assert!(
        err.contains(&format!("pretrained weights hf-hub:{REPO}: downloaded")),
        "{err}"
    );
    let resumed = hub
        .requests()
        .iter()
        .any(|r| r.contains(&format!("range Some({})", bytes.len() / 2)));
    assert!(
        resumed,
        "the retry resumes the partial file: {:?}",
        hub.requests()
    );
    let repo = cache
        .path()
        .join(format!("models--{}", REPO.replace('/', "--")));
    let blob = repo.join("blobs").join(&sha);
    assert_eq!(std::fs::read(&blob).unwrap(), bytes);
    let pointer = repo
        .join("snapshots")
        .join(COMMIT)
        .join("model.safetensors");
    assert!(pointer.is_symlink(), "the hub's layout: a link into blobs/");
    assert_eq!(
        std::fs::read_to_string(repo.join("refs/main"))
            .unwrap()
            .trim(),
        COMMIT
    );
    let plan: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(second.join("plan.json")).unwrap()).unwrap();
    assert_eq!(plan["weights"]["origin"].as_str(), Some("downloaded"));
    assert_eq!(plan["weights"]["sha256"].as_str(), Some(sha.as_str()));
    assert_eq!(plan["weights"]["commit"].as_str(), Some(COMMIT));

    // Now cached: offline, nothing more is requested.
    let before = hub.requests().len();
    let o = run(
        &train_args(&id, &out.path().join("third")),
        cache.path(),
        &hub.endpoint,
        true,
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(hub.requests().len(), before);
}

#[test]
fn an_unknown_repository_is_a_configuration_error_naming_it() {
    let hub = Hub::start(checkpoint(1), Mode::NotFound);
    let cache = tempfile::tempdir().unwrap();
    let out = cache.path().join("run");
    let id = "model.pretrained=\"hf-hub:nobody/missing@v1#weights/w.safetensors\"";
    let o = run(&train_args(id, &out), cache.path(), &hub.endpoint, false);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    let err = stderr(&o);
    for needle in [
        "HTTP 404",
        "nobody/missing",
        "weights/w.safetensors",
        "revision v1",
    ] {
        assert!(err.contains(needle), "no `{needle}` in {err}");
    }
    assert_eq!(complete_looking(cache.path()), Vec::<PathBuf>::new());
}

#[test]
fn a_hub_file_of_foreign_names_is_refused_before_training() {
    let cache = tempfile::tempdir().unwrap();
    write_cache(cache.path(), &foreign_checkpoint(), true);
    let out = cache.path().join("run");
    let o = run(
        &train_args(&hub_id(), &out),
        cache.path(),
        "http://127.0.0.1:9",
        true,
    );
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    let err = stderr(&o);
    assert!(err.contains("model.pretrained"), "{err}");
    assert!(!out.join("summary.json").exists(), "no step was trained");
}

#[test]
fn a_malformed_hub_id_is_a_located_configuration_error() {
    let cache = tempfile::tempdir().unwrap();
    for (value, says) in [
        ("hf-hub:", "names no repository"),
        ("hf-hub:a/b/c", "a file goes after `#`"),
    ] {
        let set = format!("model.pretrained=\"{value}\"");
        let o = run(
            &[
                "plan",
                "experiments/quickstart.toml",
                "--preset",
                "cpu",
                "--set",
                &set,
            ],
            cache.path(),
            "http://127.0.0.1:9",
            false,
        );
        assert_eq!(o.status.code(), Some(2), "{value}: {}", stderr(&o));
        let err = stderr(&o);
        assert!(err.contains(says), "{value}: {err}");
        assert!(err.contains("model.pretrained"), "{value}: {err}");
        assert!(
            err.contains("--set"),
            "{value}: located on the command line: {err}"
        );
    }
    // In a file: the error points at the file.
    let dir = tempfile::tempdir().unwrap();
    let text = std::fs::read_to_string(root().join("experiments/quickstart.toml")).unwrap();
    let text = text.replacen(
        "[model]\n",
        "[model]\npretrained = \"hf-hub:owner/na me\"\n",
        1,
    );
    let path = dir.path().join("bad.toml");
    std::fs::write(&path, text).unwrap();
    let o = run(
        &["plan", path.to_str().unwrap(), "--preset", "cpu"],
        cache.path(),
        "http://127.0.0.1:9",
        false,
    );
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    let err = stderr(&o);
    assert!(
        err.contains("bad.toml") && err.contains("not a valid owner"),
        "{err}"
    );
}

/// FS-CT keeps its ResNet under `feature.`; `hf-hub:timm/resnet34.tv_in1k` is the bare
/// torchvision backbone (with its ImageNet classifier): the prefix is added, every backbone
/// tensor is loaded exactly, and the classifier is reported unused.
#[test]
fn a_bare_torchvision_backbone_loads_into_fsct_under_its_prefix() {
    use paperfit::config::schema::{InputSize, ModelArch, ModelSpec};
    use paperfit::models::pretrained::{load_pretrained, LoadOptions};
    let backbone = paperfit::models::build(
        &ModelSpec::new(ModelArch::Resnet18, 1000, InputSize::square(32)),
        11,
        &Device::Cpu,
    )
    .unwrap();
    let file_tensors = backbone.store().borrow().tensor_map();
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("resnet18.safetensors");
    let map: HashMap<String, Tensor> = file_tensors.clone().into_iter().collect();
    candle_core::safetensors::save(&map, &path).unwrap();

    let p = plan(
        "fsct_miniimagenet_resnet34_5w5s.toml",
        "cpu",
        &[
            "model.backbone=resnet18",
            "paper.input_size=32",
            "model.pretrained=\"\"",
        ],
    );
    let recipe = paperfit::models::Recipe {
        loss: p.loss.clone(),
        sampling: p.sampling.clone(),
    };
    let fsct = paperfit::models::build_for(&p.model, &recipe, 0, &Device::Cpu).unwrap();
    let options = LoadOptions {
        expected_new: fsct.new_parameter_prefixes(),
        ..LoadOptions::default()
    };
    let report = load_pretrained(&fsct.store().borrow(), &path, &options).unwrap();
    assert_eq!(report.added_prefix.as_deref(), Some("feature."));
    let loaded = fsct.store().borrow().tensor_map();
    let mut compared = 0;
    for (name, t) in &file_tensors {
        if name.starts_with("fc.") {
            continue;
        }
        let ours = &loaded[&format!("feature.{name}")];
        let diff = (ours - t)
            .unwrap()
            .abs()
            .unwrap()
            .flatten_all()
            .unwrap()
            .max(0)
            .unwrap()
            .to_scalar::<f32>()
            .unwrap();
        assert_eq!(diff, 0.0, "{name}");
        compared += 1;
    }
    assert_eq!(report.loaded, compared);
    let unused: Vec<&str> = report.unexpected.iter().map(|u| u.name.as_str()).collect();
    assert_eq!(unused, ["fc.bias", "fc.weight"]);
    assert!(report.to_string().contains("(key prefix `feature.` added)"));
}
