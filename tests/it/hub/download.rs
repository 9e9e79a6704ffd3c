//! Hub weights downloaded: plans that do not download, a broken download refused and retried
//! (with the repository's configuration beside the weights), an unknown repository, a file of
//! foreign names and a malformed hub id.

use super::*;

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

/// The repository's `config.json`: a Hugging Face ViT's, whose activation the load of a ViT
/// does not hold to anything (CLIP's is held to QuickGELU).
const CONFIG: &str = "{\"model_type\": \"vit\", \"hidden_act\": \"gelu\"}\n";

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
    // The repository's configuration is served whole, whatever the mode of the weights.
    let config = path == format!("/{REPO}/resolve/main/config.json")
        || path == format!("/{REPO}/resolve/{COMMIT}/config.json");
    let (bytes, mode) = match config && mode != Mode::NotFound {
        true => (CONFIG.as_bytes(), Mode::Good),
        false => (bytes, mode),
    };
    if mode == Mode::NotFound || !(config || path == expected) {
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
    // The repository's configuration comes with the weights, beside them: what the load reads
    // the checkpoint's activation from.
    let config = pointer.with_file_name("config.json");
    assert_eq!(std::fs::read_to_string(&config).unwrap(), CONFIG);
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

    // Cached weights without the configuration beside them (a cache filled by an older
    // paperfit, or by hand): a run online fetches it, at the cached commit, and nothing else.
    std::fs::remove_file(&config).unwrap();
    let o = run(
        &train_args(&id, &out.path().join("fourth")),
        cache.path(),
        &hub.endpoint,
        false,
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(std::fs::read_to_string(&config).unwrap(), CONFIG);
    let asked: Vec<String> = hub.requests()[before..].to_vec();
    assert!(
        !asked.is_empty()
            && asked
                .iter()
                .all(|r| r.contains(&format!("/resolve/{COMMIT}/config.json"))),
        "{asked:?}"
    );
    // A repository without one answers 404: that is recorded in the cache as huggingface_hub
    // records it, and the next run asks nothing.
    std::fs::remove_file(&config).unwrap();
    hub.set(Mode::NotFound);
    let no_config = |n: &str| {
        let o = run(
            &train_args(&id, &out.path().join(n)),
            cache.path(),
            &hub.endpoint,
            false,
        );
        assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
        hub.requests().len()
    };
    let asked = no_config("fifth");
    assert!(repo
        .join(".no_exist")
        .join(COMMIT)
        .join("config.json")
        .is_file());
    assert_eq!(
        no_config("sixth"),
        asked,
        "asked again for a file the hub does not have"
    );
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
