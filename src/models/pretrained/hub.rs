//! Pretrained weights named by a Hugging Face Hub id: found in the hub's local cache, or
//! downloaded into it, and recorded (file, commit, sha256) for the plan and the run.
//!
//! The cache is the hub's own layout, shared with `huggingface-cli`, `huggingface_hub` and
//! timm: `models--OWNER--NAME/refs/REVISION` holds the commit a branch or tag pointed at,
//! `snapshots/COMMIT/FILE` is the file (a symlink into `blobs/`, whose names are the files'
//! sha256 for LFS files). The cache is searched without the `hf-hub` crate, which neither reads
//! `HF_HUB_CACHE` nor reports the commit it found; downloads go through `hf-hub`, then this
//! module checks the file's sha256 against the hub's LFS etag, which `hf-hub` does not.

use std::io::Read as _;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use super::CONFIG_KEY;
use crate::config::schema::{HubId, ModelSpec, Pretrained};
use crate::error::ConfigError;
use crate::models::FromCheckpoint;

/// The hub's public endpoint, when `HF_ENDPOINT` names no other.
const DEFAULT_ENDPOINT: &str = "https://huggingface.co";

/// Where the weights of a plan come from, as far as it is known without downloading.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct WeightsRecord {
    /// `model.pretrained` as configured.
    pub source: String,
    /// The file read; `None` while a hub file is not in the cache yet.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub path: Option<PathBuf>,
    /// The hub commit the file belongs to (hub files only).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub commit: Option<String>,
    /// The sha256 of the file's bytes, as read.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sha256: Option<String>,
    pub origin: WeightsOrigin,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum WeightsOrigin {
    /// A file on this machine named by its path.
    LocalFile,
    /// Found in the Hugging Face cache.
    HubCache,
    /// Downloaded from the hub into its cache by this run.
    Downloaded,
    /// Not in the cache: downloaded when training starts.
    ToDownload,
}

impl WeightsRecord {
    /// One line for the plan and the run's log.
    pub fn describe(&self) -> String {
        let mut out = self.source.clone();
        match (&self.path, self.origin) {
            // No cache path: the plan of a file not fetched yet is the same on every machine.
            (None, _) => {
                out.push_str(": not in the Hugging Face cache, downloaded when training starts")
            }
            // A local file's source is its path already; a missing one is said (the plan may be
            // for another machine, but a run here stops before it starts).
            (Some(path), WeightsOrigin::LocalFile) if !path.is_file() => {
                out.push_str(": not found on this machine (a run here stops before it starts)")
            }
            (Some(_), WeightsOrigin::LocalFile) => {}
            (Some(path), origin) => {
                let how = match origin {
                    WeightsOrigin::HubCache => "from the Hugging Face cache, ",
                    WeightsOrigin::Downloaded => "downloaded, ",
                    _ => "",
                };
                out.push_str(&format!(": {how}{}", path.display()));
            }
        }
        if let Some(commit) = &self.commit {
            out.push_str(&format!(", commit {commit}"));
        }
        if let Some(sha) = &self.sha256 {
            out.push_str(&format!(", sha256 {sha}"));
        }
        out
    }
}

/// The hub cache: `HF_HUB_CACHE`, else `HF_HOME/hub`, else `XDG_CACHE_HOME/huggingface/hub`,
/// else `~/.cache/huggingface/hub`, as `huggingface_hub` chooses it.
pub(crate) fn cache_dir() -> PathBuf {
    let var = |name: &str| std::env::var_os(name).filter(|v| !v.is_empty());
    if let Some(dir) = var("HF_HUB_CACHE") {
        return dir.into();
    }
    if let Some(home) = var("HF_HOME") {
        return PathBuf::from(home).join("hub");
    }
    let cache = var("XDG_CACHE_HOME")
        .map(PathBuf::from)
        .or_else(|| var("HOME").map(|h| PathBuf::from(h).join(".cache")))
        .unwrap_or_else(|| PathBuf::from(".cache"));
    cache.join("huggingface").join("hub")
}

/// `HF_HUB_OFFLINE` set to a true value (`1`, `true`, `yes`, `on`): never reach the network.
pub(crate) fn offline() -> bool {
    std::env::var("HF_HUB_OFFLINE").is_ok_and(|v| {
        matches!(
            v.trim().to_ascii_lowercase().as_str(),
            "1" | "true" | "yes" | "on"
        )
    })
}

fn endpoint() -> String {
    std::env::var("HF_ENDPOINT")
        .ok()
        .filter(|e| !e.is_empty())
        .unwrap_or_else(|| DEFAULT_ENDPOINT.into())
        .trim_end_matches('/')
        .to_string()
}

/// `models--OWNER--NAME` in the cache.
fn repo_dir(cache: &Path, id: &HubId) -> PathBuf {
    cache.join(format!("models--{}", id.repo.replace('/', "--")))
}

/// The cached file of `id` and its commit, without touching the network.
fn cached(cache: &Path, id: &HubId) -> Option<(PathBuf, String)> {
    let dir = repo_dir(cache, id);
    let revision = id.revision();
    let is_commit = revision.len() == 40 && revision.chars().all(|c| c.is_ascii_hexdigit());
    let commit = if is_commit && dir.join("snapshots").join(revision).is_dir() {
        revision.to_string()
    } else {
        std::fs::read_to_string(dir.join("refs").join(revision))
            .ok()?
            .trim()
            .to_string()
    };
    if commit.is_empty() || commit.contains(['/', '\\']) || commit == ".." {
        return None;
    }
    let path = dir.join("snapshots").join(&commit).join(id.file());
    path.is_file().then_some((path, commit))
}

/// The cached file of the weights, or the local file, without reading or downloading it
/// (for choices made when the model is built, like a ViT's LayerNorm epsilon).
pub(crate) fn existing_file(pretrained: &Pretrained) -> Option<PathBuf> {
    match pretrained {
        Pretrained::Local(path) => Some(path.clone()),
        Pretrained::Hub(id) => cached(&cache_dir(), id).map(|(path, _)| path),
    }
}

/// What the plan knows about the weights, without downloading: a local file's sha256 (when it
/// exists; training refuses a missing one), a cached hub file's commit and sha256, or that the
/// hub file is downloaded when training starts. With `HF_HUB_OFFLINE` set, a hub file missing
/// from the cache is an error.
pub(crate) fn locate(pretrained: &Pretrained) -> Result<WeightsRecord, ConfigError> {
    match pretrained {
        Pretrained::Local(path) => Ok(WeightsRecord {
            source: pretrained.to_string(),
            path: Some(path.clone()),
            commit: None,
            sha256: path.is_file().then(|| sha256_file(path).ok()).flatten(),
            origin: WeightsOrigin::LocalFile,
        }),
        Pretrained::Hub(id) => match cached(&cache_dir(), id) {
            Some((path, commit)) => cached_record(id, path, commit),
            None if offline() => Err(not_cached_offline(id)),
            None => Ok(WeightsRecord {
                source: id.to_string(),
                path: None,
                commit: None,
                sha256: None,
                origin: WeightsOrigin::ToDownload,
            }),
        },
    }
}

/// The weights as a file on this machine: a local file as it is, a hub file from the cache or
/// downloaded into it (a progress bar on stderr when `progress`), its sha256 checked.
pub(crate) fn fetch(pretrained: &Pretrained, progress: bool) -> Result<WeightsRecord, ConfigError> {
    let record = locate(pretrained)?;
    let Pretrained::Hub(id) = pretrained else {
        return Ok(record);
    };
    if record.path.is_some() {
        if !offline() {
            fetch_missing_config(id, &record);
        }
        return Ok(record);
    }
    download(id, progress)
}

/// The repository's `config.json` beside cached weights that came without it (a cache filled
/// before paperfit fetched it with the weights, or by hand with the weights alone), fetched
/// now at the cached commit: it states the activation the checkpoint was trained with, which
/// the load holds to the model's (`super::activation`). A repository without one is recorded
/// as such in the cache (`.no_exist/COMMIT/config.json`, as huggingface_hub records it), so no
/// later run asks again; a network that cannot be reached leaves the load to say what it
/// assumes.
fn fetch_missing_config(id: &HubId, record: &WeightsRecord) {
    let config = super::activation::CONFIG_FILE;
    let (Some(path), Some(commit)) = (&record.path, &record.commit) else {
        return;
    };
    let cache = cache_dir();
    let absent = repo_dir(&cache, id)
        .join(".no_exist")
        .join(commit)
        .join(config);
    if path.with_file_name(config).exists() || absent.exists() {
        return;
    }
    let Ok(api) = hub_api(&cache, false) else {
        return;
    };
    let repo =
        hf_hub::Repo::with_revision(id.repo.clone(), hf_hub::RepoType::Model, commit.clone());
    if let Err(hf_hub::api::sync::ApiError::RequestError(e)) = api.repo(repo).download(config) {
        if matches!(*e, ureq::Error::Status(404, _)) {
            let _ = std::fs::create_dir_all(absent.parent().unwrap_or(&cache))
                .and_then(|()| std::fs::write(&absent, b""));
        }
    }
}

/// The hub's API on `cache` at the endpoint HF_ENDPOINT names, with HF_TOKEN where set.
fn hub_api(
    cache: &Path,
    progress: bool,
) -> Result<hf_hub::api::sync::Api, hf_hub::api::sync::ApiError> {
    let token = std::env::var("HF_TOKEN").ok().filter(|t| !t.is_empty());
    let mut builder =
        hf_hub::api::sync::ApiBuilder::from_cache(hf_hub::Cache::new(cache.to_path_buf()))
            .with_endpoint(endpoint())
            .with_progress(progress);
    if token.is_some() {
        builder = builder.with_token(token);
    }
    builder.build()
}

/// A cached hub file's record, after checking its bytes against its blob's name.
fn cached_record(id: &HubId, path: PathBuf, commit: String) -> Result<WeightsRecord, ConfigError> {
    let sha = sha256_file(&path).map_err(|e| {
        hub_error(
            id,
            format!("cannot read {}: {e}", path.display()),
            "check the file's permissions",
        )
    })?;
    if let Some(expected) = blob_sha256(&path) {
        if expected != sha {
            return Err(hub_error(
                id,
                format!(
                    "the cached file {} is corrupt: its sha256 is {sha}, the hub's is {expected}",
                    path.display()
                ),
                &format!(
                    "delete it ({} and {}) and run again to download it",
                    path.display(),
                    std::fs::canonicalize(&path).unwrap_or_default().display()
                ),
            ));
        }
    }
    Ok(WeightsRecord {
        source: id.to_string(),
        path: Some(path),
        commit: Some(commit),
        sha256: Some(sha),
        origin: WeightsOrigin::HubCache,
    })
}

/// The sha256 a cached file must have: the name of the blob its snapshot entry links to, when
/// that is a sha256 (the hub names LFS blobs by it; small git files by their git hash).
fn blob_sha256(path: &Path) -> Option<String> {
    let target = std::fs::canonicalize(path).ok()?;
    let name = target.file_name()?.to_str()?;
    is_sha256(name).then(|| name.to_ascii_lowercase())
}

fn is_sha256(s: &str) -> bool {
    s.len() == 64 && s.chars().all(|c| c.is_ascii_hexdigit())
}

/// The sha256 of a file's bytes, in lowercase hex.
pub fn sha256_file(path: &Path) -> std::io::Result<String> {
    use sha2::Digest as _;
    let mut file = std::fs::File::open(path)?;
    let mut hasher = sha2::Sha256::new();
    let mut buf = vec![0u8; 1 << 20];
    loop {
        let n = file.read(&mut buf)?;
        if n == 0 {
            break;
        }
        hasher.update(&buf[..n]);
    }
    Ok(hasher
        .finalize()
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect())
}

/// How to put the file into the cache by hand.
fn fetch_command(id: &HubId) -> String {
    let mut cmd = format!("huggingface-cli download {} {}", id.repo, id.file());
    if let Some(revision) = &id.revision {
        cmd.push_str(&format!(" --revision {revision}"));
    }
    cmd
}

fn not_cached_offline(id: &HubId) -> ConfigError {
    hub_error(
        id,
        format!(
            "HF_HUB_OFFLINE is set and {} (revision {}) of {} is not in the Hugging Face cache {}",
            id.file(),
            id.revision(),
            id.repo,
            cache_dir().display()
        ),
        &format!(
            "fetch it with `{}` (same HF_HOME / HF_HUB_CACHE), or run without HF_HUB_OFFLINE \
             to let paperfit download it, or train from scratch with \
             `--set model.pretrained=\"\"` (a deviation)",
            fetch_command(id)
        ),
    )
}

fn hub_error(id: &HubId, message: String, help: &str) -> ConfigError {
    ConfigError::new(message)
        .key(CONFIG_KEY)
        .expected(format!("the hub file {} of {id}", id.file()))
        .help(help.to_string())
}

/// Downloads the file into the cache through `hf-hub`, then checks it.
fn download(id: &HubId, progress: bool) -> Result<WeightsRecord, ConfigError> {
    let cache = cache_dir();
    let endpoint = endpoint();
    crate::text::stderr_line(&format!(
        "downloading {} ({} at revision {}) from {endpoint} into {}",
        id,
        id.file(),
        id.revision(),
        cache.display()
    ));
    let api = hub_api(&cache, progress).map_err(|e| {
        hub_error(
            id,
            format!("cannot start a download: {e}"),
            "check HF_ENDPOINT",
        )
    })?;
    let repo = hf_hub::Repo::with_revision(
        id.repo.clone(),
        hf_hub::RepoType::Model,
        id.revision().to_string(),
    );
    let pointer = api
        .repo(repo.clone())
        .download(id.file())
        .map_err(|e| download_error(id, &endpoint, &cache, e))?;
    let record = verify_download(id, &cache, pointer)?;
    // The repository's configuration beside the weights, where it has one: it states the
    // activation the checkpoint was trained with, which the load holds to the model's
    // (`super::activation`). A repository without one is no error: the load report then says
    // what it assumes.
    let _ = api.repo(repo).download(super::activation::CONFIG_FILE);
    Ok(record)
}

/// The downloaded file's record once its bytes match the hub's sha256; a mismatch removes the
/// file from the cache, so no later run takes it for complete.
fn verify_download(
    id: &HubId,
    cache: &Path,
    pointer: PathBuf,
) -> Result<WeightsRecord, ConfigError> {
    let snapshots = repo_dir(cache, id).join("snapshots");
    let commit = pointer
        .strip_prefix(&snapshots)
        .ok()
        .and_then(|rest| rest.components().next())
        .map(|c| c.as_os_str().to_string_lossy().into_owned());
    let blob = std::fs::canonicalize(&pointer).unwrap_or_else(|_| pointer.clone());
    let sha = sha256_file(&blob).map_err(|e| {
        hub_error(
            id,
            format!("cannot read the downloaded {}: {e}", blob.display()),
            "run again",
        )
    })?;
    if let Some(expected) = blob_sha256(&pointer) {
        if expected != sha {
            let _ = std::fs::remove_file(&blob);
            let _ = std::fs::remove_file(&pointer);
            return Err(hub_error(
                id,
                format!(
                    "the download of {} from {id} is corrupt: its sha256 is {sha}, the hub's \
                     (its etag) is {expected}; the file was removed from the cache",
                    id.file()
                ),
                "run again to download it anew; if it fails the same way, the endpoint \
                 (HF_ENDPOINT) or a proxy alters the file",
            ));
        }
    }
    Ok(WeightsRecord {
        source: id.to_string(),
        path: Some(pointer),
        commit,
        sha256: Some(sha),
        origin: WeightsOrigin::Downloaded,
    })
}

/// What went wrong with a download, for a person: the status the hub answered, or the
/// transfer that broke off.
fn download_error(
    id: &HubId,
    endpoint: &str,
    cache: &Path,
    e: hf_hub::api::sync::ApiError,
) -> ConfigError {
    use hf_hub::api::sync::ApiError;
    let manual = format!(
        "or fetch it with `{}` and run with HF_HUB_OFFLINE=1",
        fetch_command(id)
    );
    match e {
        ApiError::RequestError(e) => match *e {
            ureq::Error::Status(404, _) => hub_error(
                id,
                format!(
                    "{endpoint} has no file {} at revision {} in the repository {} (HTTP 404)",
                    id.file(),
                    id.revision(),
                    id.repo
                ),
                "check the repository, the revision (`@...`) and the file (`#...`) on the hub",
            ),
            ureq::Error::Status(code @ (401 | 403), _) => hub_error(
                id,
                format!(
                    "{endpoint} refused {} of {} (HTTP {code})",
                    id.file(),
                    id.repo
                ),
                &format!(
                    "a gated or private repository needs a token: accept its terms on the hub \
                     and set HF_TOKEN (or `huggingface-cli login`), {manual}"
                ),
            ),
            ureq::Error::Status(code, _) => hub_error(
                id,
                format!(
                    "{endpoint} answered HTTP {code} for {} of {}",
                    id.file(),
                    id.repo
                ),
                &format!("try again later, {manual}"),
            ),
            ureq::Error::Transport(t) => hub_error(
                id,
                format!(
                    "cannot reach {endpoint} to download {} of {}: {t}",
                    id.file(),
                    id.repo
                ),
                &format!("check the network (or HF_ENDPOINT), {manual}"),
            ),
        },
        ApiError::IoError(io) => hub_error(
            id,
            format!(
                "the download of {} from {id} broke off: {io}; the partial file stays in {} \
                 as `.part` (never used) and the next run resumes it",
                id.file(),
                cache.display()
            ),
            &format!("run again, {manual}"),
        ),
        other => hub_error(
            id,
            format!(
                "cannot download {} of {} from {endpoint}: {other}",
                id.file(),
                id.repo
            ),
            &format!("check that HF_ENDPOINT is a Hugging Face Hub, {manual}"),
        ),
    }
}

impl FromCheckpoint {
    /// What the pretrained weights `spec` names say: the local file, or the cached hub file
    /// (never downloaded here). Nothing when it names none, or the file cannot be read
    /// (loading it reports why).
    pub fn read(spec: &ModelSpec) -> Self {
        let layer_norm_eps = spec
            .pretrained
            .as_ref()
            .and_then(existing_file)
            .and_then(|path| super::checkpoint_layer_norm_eps(&path));
        FromCheckpoint { layer_norm_eps }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sha256_of_a_known_string() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("abc");
        std::fs::write(&path, b"abc").unwrap();
        assert_eq!(
            sha256_file(&path).unwrap(),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        );
    }

    #[test]
    fn a_local_file_is_described_by_its_path_and_sha256() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("w.safetensors");
        std::fs::write(&path, b"abc").unwrap();
        let record = locate(&Pretrained::Local(path.clone())).unwrap();
        assert_eq!(
            record.describe(),
            format!(
                "{}, sha256 ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
                path.display()
            )
        );
        let missing = locate(&Pretrained::Local(dir.path().join("none"))).unwrap();
        assert_eq!(
            missing.sha256, None,
            "training refuses a missing file, not the plan"
        );
    }

    #[test]
    fn the_cache_lookup_follows_refs_and_pinned_commits() {
        let dir = tempfile::tempdir().unwrap();
        let id = HubId::parse("owner/name").unwrap();
        let repo = repo_dir(dir.path(), &id);
        let commit = "0123456789abcdef0123456789abcdef01234567";
        assert_eq!(repo.file_name().unwrap(), "models--owner--name");
        assert_eq!(cached(dir.path(), &id), None);
        std::fs::create_dir_all(repo.join("refs")).unwrap();
        std::fs::create_dir_all(repo.join("snapshots").join(commit)).unwrap();
        std::fs::write(repo.join("refs/main"), format!("{commit}\n")).unwrap();
        assert_eq!(cached(dir.path(), &id), None, "no file in the snapshot yet");
        let file = repo
            .join("snapshots")
            .join(commit)
            .join("model.safetensors");
        std::fs::write(&file, b"x").unwrap();
        assert_eq!(cached(dir.path(), &id), Some((file.clone(), commit.into())));
        let pinned = HubId::parse(&format!("owner/name@{commit}")).unwrap();
        assert_eq!(cached(dir.path(), &pinned), Some((file, commit.into())));
        let other = HubId::parse("owner/name@v2").unwrap();
        assert_eq!(cached(dir.path(), &other), None, "no ref for v2");
    }
}
