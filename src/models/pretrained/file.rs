//! The safetensors file: opening it, its tensors as the matcher sees them (as stored, or
//! converted from another naming), and reading them.

use std::collections::BTreeMap;
use std::io::Read as _;
use std::path::Path;

use candle_core::safetensors::MmapedSafetensors;
use candle_core::{DType, Device, Tensor};

use super::{CONFIG_KEY, CONVERT_HELP};
use crate::error::{ConfigError, Error, Origin};

/// How a tensor the matcher sees is read from the file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum Read {
    /// One file tensor as stored.
    Key(String),
    /// Three file tensors (query, key, value) concatenated along the first (output) dimension.
    Fused([String; 3]),
    /// One file matrix, transposed.
    Transposed(String),
}

impl Read {
    /// The file keys it reads.
    pub fn keys(&self) -> Vec<&str> {
        match self {
            Read::Key(k) | Read::Transposed(k) => vec![k.as_str()],
            Read::Fused(keys) => keys.iter().map(String::as_str).collect(),
        }
    }
}

/// A tensor as the matcher sees it: its shape (after conversion) and how it is read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct FileTensor {
    pub shape: Vec<usize>,
    pub read: Read,
}

impl FileTensor {
    /// A file tensor as stored.
    pub(crate) fn stored(key: &str, shape: &[usize]) -> Self {
        FileTensor {
            shape: shape.to_vec(),
            read: Read::Key(key.to_string()),
        }
    }

    /// Where a converted tensor comes from, for messages; `None` for a tensor read as stored
    /// under the name the matcher sees.
    pub(crate) fn origin(&self, name: &str) -> Option<String> {
        match &self.read {
            Read::Key(k) if k == name => None,
            Read::Key(k) => Some(format!("from `{k}`")),
            Read::Fused([q, k, v]) => Some(format!("fused from `{q}`, `{k}`, `{v}`")),
            Read::Transposed(k) => Some(format!("`{k}` transposed")),
        }
    }

    /// The tensor, on the CPU, in the file's dtype (the first key's, when fused).
    pub fn load(&self, file: &MmapedSafetensors, path: &Path) -> Result<Tensor, Error> {
        let load = |key: &str| {
            file.load(key, &Device::Cpu)
                .map_err(|e| unreadable(path, &e))
        };
        Ok(match &self.read {
            Read::Key(k) => load(k)?,
            Read::Transposed(k) => load(k)?.t()?.contiguous()?,
            Read::Fused(keys) => {
                let parts = keys
                    .iter()
                    .map(|k| load(k))
                    .collect::<Result<Vec<_>, Error>>()?;
                let dtype = parts[0].dtype();
                let parts = parts
                    .iter()
                    .map(|p| p.to_dtype(dtype))
                    .collect::<candle_core::Result<Vec<_>>>()?;
                Tensor::cat(&parts, 0)?
            }
        })
    }
}

/// The dtype `key` is stored in, as safetensors names it, when it is not floating-point
/// weights (f32, f16, bf16, f64); `None` when it is.
pub(super) fn non_float_dtype(
    file: &MmapedSafetensors,
    path: &Path,
    key: &str,
) -> Result<Option<String>, Error> {
    let dtype = file.get(key).map_err(|e| unreadable(path, &e))?.dtype();
    let float = matches!(
        DType::try_from(dtype),
        Ok(DType::F32 | DType::F16 | DType::BF16 | DType::F64)
    );
    Ok((!float).then(|| format!("{dtype:?}")))
}

pub(super) fn open(path: &Path) -> Result<MmapedSafetensors, Error> {
    let cannot_read = |reason: String| -> Error {
        ConfigError::new(format!(
            "cannot read the pretrained weights {}: {reason}",
            path.display()
        ))
        .key(CONFIG_KEY)
        .origin(Origin::file(path))
        .expected("a local safetensors file")
        .help(CONVERT_HELP)
        .into()
    };
    let meta = std::fs::metadata(path).map_err(|e| cannot_read(e.to_string()))?;
    if !meta.is_file() {
        return Err(cannot_read("not a file".into()));
    }
    // SAFETY: the mapping is read-only and lives only while this load runs. Memory mapping
    // means a file truncated by another process during the load is undefined behaviour; that
    // is the contract of every mmap-based loader (candle's own `safetensors::load` included),
    // accepted here because it reads only the tensors the model uses, where reading a CLIP
    // checkpoint into memory would also copy its text tower.
    let file = unsafe { MmapedSafetensors::new(path) };
    file.map_err(|e| {
        ConfigError::new(format!(
            "{} is not a safetensors file: {}",
            path.display(),
            root_cause(&e)
        ))
        .key(CONFIG_KEY)
        .origin(Origin::file(path))
        .expected("a safetensors file (an 8-byte header length, a JSON header, the tensor data)")
        .help(CONVERT_HELP)
        .into()
    })
}

/// The tensor names and shapes in the header of the safetensors file at `path`, read without
/// mapping the file; `None` when it cannot be read or is not safetensors.
pub(super) fn header_shapes(path: &Path) -> Option<BTreeMap<String, Vec<usize>>> {
    /// safetensors' own limit on the header.
    const MAX_HEADER: u64 = 100_000_000;
    let mut file = std::fs::File::open(path).ok()?;
    let mut length = [0u8; 8];
    file.read_exact(&mut length).ok()?;
    let length = u64::from_le_bytes(length);
    if length > MAX_HEADER {
        return None;
    }
    let mut header = vec![0u8; length as usize];
    file.read_exact(&mut header).ok()?;
    let header: BTreeMap<String, serde_json::Value> = serde_json::from_slice(&header).ok()?;
    Some(
        header
            .into_iter()
            .filter(|(name, _)| name != "__metadata__")
            .filter_map(|(name, info)| {
                let shape = info
                    .get("shape")?
                    .as_array()?
                    .iter()
                    .map(|d| d.as_u64().map(|d| d as usize))
                    .collect::<Option<Vec<_>>>()?;
                Some((name, shape))
            })
            .collect(),
    )
}

pub(super) fn unreadable(path: &Path, e: &candle_core::Error) -> Error {
    ConfigError::new(format!(
        "cannot read a tensor of {}: {}",
        path.display(),
        root_cause(e)
    ))
    .key(CONFIG_KEY)
    .origin(Origin::file(path))
    .help(CONVERT_HELP)
    .into()
}

/// The error without candle's path and backtrace wrappers (the path is in the message already).
fn root_cause(e: &candle_core::Error) -> String {
    match e {
        candle_core::Error::WithPath { inner, .. }
        | candle_core::Error::WithBacktrace { inner, .. } => root_cause(inner),
        other => other.to_string(),
    }
}
