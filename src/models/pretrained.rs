//! Pretrained weights from a local safetensors file, matched by their public names.
//!
//! The models keep torchvision / timm names, so a published checkpoint converted to
//! safetensors loads without a name map. What the loader does beyond exact names is limited to
//! what published checkpoints routinely need, and every step is written into the
//! [`LoadReport`]:
//! - one key prefix the file may carry (`module.` from DataParallel, `model.`, `backbone.`,
//!   open_clip's `visual.`, ...) is detected and stripped;
//! - torchvision's BatchNorm `num_batches_tracked` counters are skipped;
//! - an absolute position embedding trained on another input size is resampled bicubically;
//! - tensors the model adds on purpose (a classifier head for another number of classes) keep
//!   their initialisation when the caller declares them new.
//!
//! Anything else that does not fit is the user's problem to fix (wrong file, wrong
//! architecture) and fails with a [`ConfigError`] before a single weight is overwritten.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt;
use std::path::{Path, PathBuf};

use candle_core::safetensors::MmapedSafetensors;
use candle_core::{DType, Device, Tensor, Var};
use serde::Serialize;

use crate::config::schema::ModelSpec;
use crate::error::{ConfigError, Error, Origin};
use crate::models::vit::VitConfig;
use crate::nn::ParamStore;

const CONFIG_KEY: &str = "model.pretrained";
const CONVERT_HELP: &str = "pretrained weights are not downloaded by paperfit; convert the \
     published checkpoint to safetensors, see docs/pretrained.md";
/// How many offending tensors an error lists before "and N more".
const LISTED: usize = 10;
/// Names whose last component marks an absolute position embedding: timm's `pos_embed`
/// (1, tokens, dim) and OpenAI CLIP's `positional_embedding` (tokens, dim).
const POSITION_EMBEDDINGS: &[&str] = &["pos_embed", "positional_embedding"];
/// Class-token rows in front of the patch grid of a position embedding.
const PREFIX_TOKENS: usize = 1;

/// What the caller knows about the model that the parameter names alone do not tell.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct LoadOptions {
    /// Name prefixes of tensors the checkpoint is not expected to have, or to have with
    /// another shape: classifier heads (`head.`, `fc.`), modules new in this model (`glca.`).
    /// Such tensors keep their initialisation and are reported; any other missing or
    /// mis-shaped tensor is an error.
    pub expected_new: Vec<String>,
    /// Rows and columns of the model's patch grid. The position embedding only stores
    /// `rows * cols` tokens, so a non-square grid (256x128 inputs with patch 16: 16x8) cannot
    /// be recovered from its shape; `None` means square.
    pub position_grid: Option<(usize, usize)>,
}

impl LoadOptions {
    /// Options for fine-tuning the model `spec` describes: its classifier (`head.` for the
    /// ViTs, `fc.` for the ResNets) may have another number of classes than the checkpoint,
    /// and a ViT's patch grid follows from its input size.
    pub fn for_spec(spec: &ModelSpec) -> Self {
        let position_grid = [Some(spec.name), spec.backbone]
            .into_iter()
            .flatten()
            .find_map(VitConfig::for_arch)
            .zip(spec.image_size)
            .map(|(config, size)| {
                (
                    size.height as usize / config.patch,
                    size.width as usize / config.patch,
                )
            });
        LoadOptions {
            expected_new: vec!["head.".into(), "fc.".into()],
            position_grid,
        }
    }

    fn is_new(&self, name: &str) -> bool {
        self.expected_new
            .iter()
            .any(|p| name.starts_with(p.as_str()))
    }
}

/// A model tensor left at its initialisation because it was declared new.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct KeptInitialised {
    pub name: String,
    pub model_shape: Vec<usize>,
    /// The file's shape when the file has the tensor with another shape; `None` when absent.
    pub file_shape: Option<Vec<usize>>,
}

/// A position embedding resampled to the model's patch grid.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Resized {
    pub name: String,
    pub from: Vec<usize>,
    pub to: Vec<usize>,
    /// Patch grids (rows, cols): equal shapes can still hold different grids (8x8 and 16x4).
    pub from_grid: (usize, usize),
    pub to_grid: (usize, usize),
}

/// A tensor of the file that the model has no use for.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Unexpected {
    /// The key as the file spells it (prefix included).
    pub name: String,
    pub shape: Vec<usize>,
}

/// What [`load_pretrained`] did, for the log and the run directory.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct LoadReport {
    pub file: PathBuf,
    /// The prefix removed from the file's keys to reach the model's names (`module.`).
    pub stripped_prefix: Option<String>,
    /// Model tensors overwritten from the file (resized ones included).
    pub loaded: usize,
    /// Values in those tensors, counted in the model's shapes.
    pub loaded_elements: usize,
    pub kept_initialised: Vec<KeptInitialised>,
    pub resized: Vec<Resized>,
    pub unexpected: Vec<Unexpected>,
    /// Keys skipped on purpose: BatchNorm `num_batches_tracked` counters.
    pub ignored: usize,
}

impl fmt::Display for LoadReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "pretrained weights from {}", self.file.display())?;
        if let Some(prefix) = &self.stripped_prefix {
            write!(f, " (key prefix `{prefix}` stripped)")?;
        }
        writeln!(f)?;
        writeln!(
            f,
            "  loaded {} ({} values)",
            count(self.loaded, "tensor"),
            crate::text::group_thousands(self.loaded_elements as u64)
        )?;
        if !self.resized.is_empty() {
            let items: Vec<String> = self
                .resized
                .iter()
                .map(|r| {
                    format!(
                        "{} {} -> {} (grid {}x{} -> {}x{})",
                        r.name,
                        shape(&r.from),
                        shape(&r.to),
                        r.from_grid.0,
                        r.from_grid.1,
                        r.to_grid.0,
                        r.to_grid.1
                    )
                })
                .collect();
            writeln!(f, "  resized: {}", items.join(", "))?;
        }
        if !self.kept_initialised.is_empty() {
            let items: Vec<String> = self
                .kept_initialised
                .iter()
                .map(|k| match &k.file_shape {
                    Some(file) => {
                        format!("{} {}, file {}", k.name, shape(&k.model_shape), shape(file))
                    }
                    None => format!("{} {}, not in the file", k.name, shape(&k.model_shape)),
                })
                .collect();
            writeln!(
                f,
                "  kept initialised (new in this model): {}",
                first_few(&items, 4, "; ")
            )?;
        }
        if !self.unexpected.is_empty() {
            let items: Vec<String> = self.unexpected.iter().map(|u| u.name.clone()).collect();
            writeln!(
                f,
                "  not used from the file: {} ({})",
                count(self.unexpected.len(), "tensor"),
                first_few(&items, 4, ", ")
            )?;
        }
        if self.ignored > 0 {
            writeln!(
                f,
                "  ignored: {} (BatchNorm num_batches_tracked)",
                count(self.ignored, "counter")
            )?;
        }
        Ok(())
    }
}

/// Overwrite the tensors of `store` with those of the safetensors file at `path`, matched by
/// public name, and report what was loaded, kept, resized and left over.
///
/// Any dtype the file stores floating-point weights in (f32, f16, bf16, f64) is converted to
/// the dtype of the model's tensor (f32 for the master weights) on its device. The store is
/// only written once every model tensor is known to fit, so an error leaves it untouched.
pub fn load_pretrained(
    store: &ParamStore,
    path: &Path,
    options: &LoadOptions,
) -> Result<LoadReport, Error> {
    let file = open(path)?;
    let views = file.tensors();
    let file_shapes: BTreeMap<String, Vec<usize>> = views
        .iter()
        .map(|(k, v)| (k.clone(), v.shape().to_vec()))
        .collect();

    let targets = targets(store);
    let model_shapes: BTreeMap<String, Vec<usize>> = targets
        .iter()
        .map(|t| (t.name.clone(), t.shape.clone()))
        .collect();

    let ignored = file_shapes.keys().filter(|k| is_batch_counter(k)).count();
    let candidates: Vec<&str> = file_shapes
        .keys()
        .filter(|k| !is_batch_counter(k))
        .map(String::as_str)
        .collect();
    let prefix = detect_prefix(&candidates, &model_shapes);
    // After the prefix is chosen, only keys under it are candidates: an open_clip file also
    // holds the text tower, whose `positional_embedding` must not be taken for the image one.
    let by_model_name: BTreeMap<&str, &str> = candidates
        .iter()
        .filter_map(|k| k.strip_prefix(prefix.as_str()).map(|rest| (rest, *k)))
        .collect();

    let mut plans = Vec::with_capacity(targets.len());
    let mut kept_initialised = Vec::new();
    let mut offending = Vec::new();
    let mut used: BTreeSet<&str> = BTreeSet::new();
    let mut matched = 0;
    for target in &targets {
        let Some(&file_key) = by_model_name.get(target.name.as_str()) else {
            if options.is_new(&target.name) {
                kept_initialised.push(KeptInitialised {
                    name: target.name.clone(),
                    model_shape: target.shape.clone(),
                    file_shape: None,
                });
            } else {
                offending.push(Mismatch {
                    name: target.name.clone(),
                    model_shape: target.shape.clone(),
                    file_shape: None,
                });
            }
            continue;
        };
        used.insert(file_key);
        let file_shape = &file_shapes[file_key];
        let grids = position_grids(&target.name, &target.shape, file_shape, options)?;
        if grids.is_some() || file_shape == &target.shape {
            plans.push((target, file_key, grids));
            matched += 1;
        } else if options.is_new(&target.name) {
            kept_initialised.push(KeptInitialised {
                name: target.name.clone(),
                model_shape: target.shape.clone(),
                file_shape: Some(file_shape.clone()),
            });
        } else {
            offending.push(Mismatch {
                name: target.name.clone(),
                model_shape: target.shape.clone(),
                file_shape: Some(file_shape.clone()),
            });
        }
    }

    if !offending.is_empty() {
        return Err(mismatch_error(
            path,
            &prefix,
            &offending,
            matched,
            &targets,
            &file_shapes,
            &by_model_name,
        )
        .into());
    }

    // Check every dtype before the first write, so a file that fails here leaves the model as
    // it was.
    for (_, file_key, _) in &plans {
        let dtype = file
            .get(file_key)
            .map_err(|e| unreadable(path, &e))?
            .dtype();
        let supported = matches!(
            DType::try_from(dtype),
            Ok(DType::F32 | DType::F16 | DType::BF16 | DType::F64)
        );
        if !supported {
            return Err(ConfigError::new(format!(
                "tensor `{file_key}` in {} is stored as {dtype:?}, not as floating-point weights",
                path.display()
            ))
            .key(CONFIG_KEY)
            .origin(Origin::file(path))
            .expected("weights stored as f32, f16, bf16 or f64")
            .help(
                "integer tensors are quantised weights or counters; convert the checkpoint \
                 from its floating-point release, see docs/pretrained.md",
            )
            .into());
        }
    }

    let mut resized = Vec::new();
    let mut loaded_elements = 0;
    for (target, file_key, grids) in &plans {
        // Converted to the model tensor's dtype on write; resampling works in f32 like timm.
        let tensor = file
            .load(file_key, &Device::Cpu)
            .map_err(|e| unreadable(path, &e))?;
        let tensor = match grids {
            Some((from, to)) => {
                let dim = *target.shape.last().unwrap_or(&0);
                let values = tensor
                    .to_dtype(DType::F32)?
                    .flatten_all()?
                    .to_vec1::<f32>()?;
                let out = resample_position_embedding(&values, dim, PREFIX_TOKENS, *from, *to);
                resized.push(Resized {
                    name: target.name.clone(),
                    from: tensor.dims().to_vec(),
                    to: target.shape.clone(),
                    from_grid: *from,
                    to_grid: *to,
                });
                Tensor::from_vec(out, target.shape.as_slice(), &Device::Cpu)?
            }
            None => tensor,
        };
        target.write(&tensor)?;
        loaded_elements += target.shape.iter().product::<usize>();
    }

    let unexpected = file_shapes
        .iter()
        .filter(|(k, _)| !is_batch_counter(k) && !used.contains(k.as_str()))
        .map(|(k, s)| Unexpected {
            name: k.clone(),
            shape: s.clone(),
        })
        .collect();

    Ok(LoadReport {
        file: path.to_path_buf(),
        stripped_prefix: (!prefix.is_empty()).then_some(prefix),
        loaded: plans.len(),
        loaded_elements,
        kept_initialised,
        resized,
        unexpected,
        ignored,
    })
}

/// Resample an absolute position embedding to another patch grid, as timm's
/// `resample_abs_pos_embed` does with `interpolation="bicubic"`: the first `prefix_tokens`
/// rows (the class token) are kept, and the `from` grid (rows, cols, row-major, `dim` values
/// per token) is interpolated to the `to` grid like PyTorch's
/// `F.interpolate(mode="bicubic", align_corners=False, antialias=False)`.
///
/// # Panics
/// When `values` does not hold `(prefix_tokens + from.0 * from.1) * dim` numbers.
pub fn resample_position_embedding(
    values: &[f32],
    dim: usize,
    prefix_tokens: usize,
    from: (usize, usize),
    to: (usize, usize),
) -> Vec<f32> {
    assert_eq!(
        values.len(),
        (prefix_tokens + from.0 * from.1) * dim,
        "position embedding of {prefix_tokens} + {}x{} tokens of width {dim}",
        from.0,
        from.1
    );
    let (prefix, grid) = values.split_at(prefix_tokens * dim);
    let rows = cubic_taps(from.0, to.0);
    let cols = cubic_taps(from.1, to.1);
    let mut out = Vec::with_capacity((prefix_tokens + to.0 * to.1) * dim);
    out.extend_from_slice(prefix);
    let mut acc = vec![0f64; dim];
    for (row_index, row_weight) in &rows {
        for (col_index, col_weight) in &cols {
            acc.iter_mut().for_each(|a| *a = 0.0);
            for (&r, &wr) in row_index.iter().zip(row_weight) {
                for (&c, &wc) in col_index.iter().zip(col_weight) {
                    let w = wr * wc;
                    let token = &grid[(r * from.1 + c) * dim..][..dim];
                    for (a, &v) in acc.iter_mut().zip(token) {
                        *a += w * f64::from(v);
                    }
                }
            }
            out.extend(acc.iter().map(|&a| a as f32));
        }
    }
    out
}

/// PyTorch's cubic convolution coefficient (Keys' kernel with A = -0.75, not the -0.5 of PIL).
const CUBIC_A: f64 = -0.75;

/// The four source indices and weights of every output position along one axis, as PyTorch's
/// `upsample_bicubic2d` computes them: source coordinate `(o + 0.5) * in / out - 0.5`, not
/// clamped, and taps beyond the border replaced by the border value.
fn cubic_taps(input: usize, output: usize) -> Vec<([usize; 4], [f64; 4])> {
    let scale = input as f64 / output as f64;
    let last = input as isize - 1;
    (0..output)
        .map(|o| {
            let source = scale * (o as f64 + 0.5) - 0.5;
            let floor = source.floor();
            let t = source - floor;
            let base = floor as isize;
            let index = [base - 1, base, base + 1, base + 2].map(|i| i.clamp(0, last) as usize);
            let near = |x: f64| ((CUBIC_A + 2.0) * x - (CUBIC_A + 3.0)) * x * x + 1.0;
            let far =
                |x: f64| ((CUBIC_A * x - 5.0 * CUBIC_A) * x + 8.0 * CUBIC_A) * x - 4.0 * CUBIC_A;
            (index, [far(t + 1.0), near(t), near(1.0 - t), far(2.0 - t)])
        })
        .collect()
}

/// A model tensor that can be overwritten: a trainable parameter or a buffer.
struct Target<'a> {
    name: String,
    shape: Vec<usize>,
    slot: Slot<'a>,
}

enum Slot<'a> {
    Param(&'a Var),
    Buffer(&'a std::rc::Rc<std::cell::RefCell<Tensor>>),
}

impl Target<'_> {
    fn write(&self, value: &Tensor) -> Result<(), Error> {
        match self.slot {
            Slot::Param(var) => {
                var.set(&value.to_dtype(var.dtype())?.to_device(var.device())?)?;
            }
            Slot::Buffer(cell) => {
                let (dtype, device) = {
                    let current = cell.borrow();
                    (current.dtype(), current.device().clone())
                };
                *cell.borrow_mut() = value.to_dtype(dtype)?.to_device(&device)?;
            }
        }
        Ok(())
    }
}

fn targets(store: &ParamStore) -> Vec<Target<'_>> {
    let mut out: Vec<Target<'_>> = store
        .params()
        .iter()
        .map(|p| Target {
            name: p.name.clone(),
            shape: p.var.dims().to_vec(),
            slot: Slot::Param(&p.var),
        })
        .collect();
    out.extend(store.buffers().iter().map(|(name, cell)| Target {
        name: name.clone(),
        shape: cell.borrow().dims().to_vec(),
        slot: Slot::Buffer(cell),
    }));
    out
}

fn open(path: &Path) -> Result<MmapedSafetensors, Error> {
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

fn unreadable(path: &Path, e: &candle_core::Error) -> Error {
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

fn is_batch_counter(key: &str) -> bool {
    key.rsplit('.').next() == Some("num_batches_tracked")
}

/// The key prefix (ending in `.`, or empty) under which the most file keys are model names.
/// Ties go to the shorter prefix, so a file that matches as it is keeps its keys.
fn detect_prefix(keys: &[&str], model: &BTreeMap<String, Vec<usize>>) -> String {
    let mut counts: BTreeMap<&str, usize> = BTreeMap::new();
    for key in keys {
        if model.contains_key(*key) {
            *counts.entry("").or_default() += 1;
        }
        for (i, _) in key.match_indices('.') {
            if model.contains_key(&key[i + 1..]) {
                *counts.entry(&key[..=i]).or_default() += 1;
            }
        }
    }
    counts
        .into_iter()
        .max_by(|a, b| a.1.cmp(&b.1).then(b.0.len().cmp(&a.0.len())))
        .map(|(prefix, _)| prefix.to_string())
        .unwrap_or_default()
}

/// Patch grids (rows, cols) of a position embedding: the file's, then the model's.
type Grids = ((usize, usize), (usize, usize));

/// For a position embedding whose file grid differs from the model's, the two grids;
/// `None` for any other tensor, or when the shapes leave nothing to resample.
fn position_grids(
    name: &str,
    model_shape: &[usize],
    file_shape: &[usize],
    options: &LoadOptions,
) -> Result<Option<Grids>, Error> {
    let last = name.rsplit('.').next().unwrap_or(name);
    if !POSITION_EMBEDDINGS.contains(&last) {
        return Ok(None);
    }
    // (tokens, dim), after leading dimensions of size 1 (timm's batch dimension).
    let tokens_dim = |shape: &[usize]| match shape {
        [lead @ .., tokens, dim] if lead.iter().all(|&d| d == 1) => Some((*tokens, *dim)),
        _ => None,
    };
    let (Some((model_tokens, model_dim)), Some((file_tokens, file_dim))) =
        (tokens_dim(model_shape), tokens_dim(file_shape))
    else {
        return Ok(None);
    };
    if model_shape.len() != file_shape.len() || model_dim != file_dim {
        return Ok(None);
    }
    // The file's grid is square, as timm assumes for checkpoints; anything else is loaded
    // only when the shapes agree.
    let Some(side) = square_side(file_tokens) else {
        return Ok(None);
    };
    let file_grid = (side, side);
    let model_grid = match options.position_grid {
        Some((rows, cols)) if PREFIX_TOKENS + rows * cols == model_tokens => (rows, cols),
        Some((rows, cols)) => {
            return Err(Error::Internal(format!(
                "the position grid {rows}x{cols} given for `{name}` does not fit its \
                 {model_tokens} tokens"
            )))
        }
        None => match square_side(model_tokens) {
            Some(side) => (side, side),
            None => {
                return Err(Error::Internal(format!(
                    "`{name}` holds {} patch tokens, not a square grid: \
                     LoadOptions::position_grid must give its rows and columns",
                    model_tokens.saturating_sub(PREFIX_TOKENS)
                )))
            }
        },
    };
    // Equal token counts are not enough: timm also resamples a square grid to a non-square
    // one with as many patches (8x8 to 16x4).
    Ok((file_grid != model_grid).then_some((file_grid, model_grid)))
}

/// The side of the square patch grid behind `tokens` position rows (class token first).
fn square_side(tokens: usize) -> Option<usize> {
    let patches = tokens.checked_sub(PREFIX_TOKENS).filter(|&p| p > 0)?;
    let side = (patches as f64).sqrt().round() as usize;
    (side * side == patches).then_some(side)
}

struct Mismatch {
    name: String,
    model_shape: Vec<usize>,
    file_shape: Option<Vec<usize>>,
}

fn mismatch_error(
    path: &Path,
    prefix: &str,
    offending: &[Mismatch],
    matched: usize,
    targets: &[Target<'_>],
    file_shapes: &BTreeMap<String, Vec<usize>>,
    by_model_name: &BTreeMap<&str, &str>,
) -> ConfigError {
    let missing = offending.iter().filter(|m| m.file_shape.is_none()).count();
    let misshaped = offending.len() - missing;
    let mut lines: Vec<String> = offending
        .iter()
        .take(LISTED)
        .map(|m| match &m.file_shape {
            Some(file) => format!(
                "  `{}`: model {}, file {}",
                m.name,
                shape(&m.model_shape),
                shape(file)
            ),
            None => format!(
                "  `{}`: model {}, not in the file",
                m.name,
                shape(&m.model_shape)
            ),
        })
        .collect();
    if offending.len() > LISTED {
        lines.push(format!("  and {} more", offending.len() - LISTED));
    }
    let message = format!(
        "the pretrained weights in {} do not fit the model: {matched} of {} tensors match, \
         {missing} missing from the file, {misshaped} with another shape\n{}",
        path.display(),
        targets.len(),
        lines.join("\n")
    );

    // Describe both sides by their names; keys under the stripped prefix read as model names.
    let file_view: BTreeMap<String, Vec<usize>> = file_shapes
        .iter()
        .map(|(k, s)| {
            let k = k.strip_prefix(prefix).unwrap_or(k);
            (k.to_string(), s.clone())
        })
        .collect();
    let model_view: BTreeMap<String, Vec<usize>> = targets
        .iter()
        .map(|t| (t.name.clone(), t.shape.clone()))
        .collect();
    let file_arch = describe_architecture(&file_view);
    let model_arch = describe_architecture(&model_view);
    let by_name = targets
        .iter()
        .filter(|t| by_model_name.contains_key(t.name.as_str()))
        .count();
    let few = by_name * 2 < targets.len();
    let help = match (&file_arch, &model_arch) {
        (Some(file), Some(model)) if file.label != model.label => format!(
            "the file looks like a {} checkpoint ({}), the model is a {}",
            file.label, file.evidence, model.label
        ),
        _ if few => {
            let examples: Vec<String> = file_shapes
                .keys()
                .filter(|k| !is_batch_counter(k))
                .take(3)
                .map(|k| format!("`{k}`"))
                .collect();
            let guess = file_arch
                .map(|a| format!(" (it looks like a {} checkpoint)", a.label))
                .unwrap_or_default();
            format!(
                "only {by_name} of the model's {} tensor names are in the file: it is probably \
                 for another architecture{guess}, or not under the public names; its keys look \
                 like {}",
                targets.len(),
                examples.join(", ")
            )
        }
        _ => "a tensor the model adds on purpose (a classifier for another number of classes, \
              a new module) keeps its initialisation only when it is declared new; any other \
              must be in the file under its public name, see docs/pretrained.md"
            .to_string(),
    };
    ConfigError::new(message)
        .key(CONFIG_KEY)
        .origin(Origin::file(path))
        .expected("every model tensor in the file under its public name, with the model's shape")
        .help(help)
}

/// What a set of tensor names looks like, and the key that shows it.
struct Architecture {
    label: String,
    evidence: String,
}

/// Recognise the families whose names the models use (torchvision ResNets, timm ViTs and
/// SE-ResNeXts, OpenAI CLIP image towers) from names and a few shapes.
fn describe_architecture(tensors: &BTreeMap<String, Vec<usize>>) -> Option<Architecture> {
    let evidence = |key: &str| match tensors.get(key) {
        Some(s) => format!("`{key}` {}", shape(s)),
        None => format!("`{key}`"),
    };
    let max_index = |prefix: &str| -> Option<usize> {
        tensors
            .keys()
            .filter_map(|k| k.strip_prefix(prefix)?.split('.').next()?.parse().ok())
            .max()
    };
    // (width, 3, patch, patch) of the patch projection.
    let width_patch = |key: &str| match tensors.get(key).map(Vec::as_slice) {
        Some([width, 3, patch, _]) => Some((*width, *patch)),
        _ => None,
    };
    let vit_label = |width: usize, depth: usize, patch: usize| -> String {
        let size = match (width, depth) {
            (192, 12) => "Ti",
            (384, 12) => "S",
            (768, 12) => "B",
            (1024, 24) => "L",
            (1280, 32) => "H",
            _ => return format!("ViT (width {width}, {depth} blocks, patch {patch})"),
        };
        format!("ViT-{size}/{patch}")
    };

    if tensors.contains_key("class_embedding") {
        let layers = max_index("transformer.resblocks.")? + 1;
        let (width, patch) = width_patch("conv1.weight")?;
        return Some(Architecture {
            label: format!("CLIP {} image tower", vit_label(width, layers, patch)),
            evidence: evidence("conv1.weight"),
        });
    }
    if let Some(last) = max_index("blocks.") {
        let (width, patch) = width_patch("patch_embed.proj.weight")?;
        return Some(Architecture {
            label: vit_label(width, last + 1, patch),
            evidence: evidence("patch_embed.proj.weight"),
        });
    }
    let depths: Vec<usize> = (1..=4)
        .map(|s| max_index(&format!("layer{s}.")).map(|d| d + 1))
        .collect::<Option<_>>()?;
    let bottleneck = tensors.contains_key("layer1.0.conv3.weight");
    let se = tensors.contains_key("layer1.0.se.fc1.weight");
    let grouped = match tensors.get("layer1.0.conv2.weight").map(Vec::as_slice) {
        Some([out, per_group, ..]) if bottleneck => *per_group > 0 && per_group < out,
        _ => false,
    };
    let family = match (se, grouped) {
        (true, true) => "SE-ResNeXt",
        (true, false) => "SE-ResNet",
        (false, true) => "ResNeXt",
        (false, false) => "ResNet",
    };
    let depth = match (bottleneck, depths.as_slice()) {
        (false, [2, 2, 2, 2]) => Some(18),
        (false, [3, 4, 6, 3]) => Some(34),
        (true, [3, 4, 6, 3]) => Some(50),
        (true, [3, 4, 23, 3]) => Some(101),
        (true, [3, 8, 36, 3]) => Some(152),
        _ => None,
    };
    let label = match depth {
        Some(d) => format!("{family}-{d}"),
        None => format!(
            "{family} with {depths:?} {} blocks",
            if bottleneck { "bottleneck" } else { "basic" }
        ),
    };
    let last_conv = if bottleneck { 3 } else { 2 };
    Some(Architecture {
        label,
        evidence: format!("`layer4.{}.conv{last_conv}.weight`", depths[3] - 1),
    })
}

/// A shape as PyTorch prints its tuples, without the one-element comma: `(64, 3, 7, 7)`.
fn shape(dims: &[usize]) -> String {
    let inner: Vec<String> = dims.iter().map(usize::to_string).collect();
    format!("({})", inner.join(", "))
}

fn first_few(items: &[String], n: usize, separator: &str) -> String {
    let mut out = items
        .iter()
        .take(n)
        .cloned()
        .collect::<Vec<_>>()
        .join(separator);
    if items.len() > n {
        out.push_str(&format!(" and {} more", items.len() - n));
    }
    out
}

/// `1 tensor`, `3 tensors`.
fn count(n: usize, noun: &str) -> String {
    if n == 1 {
        format!("1 {noun}")
    } else {
        format!("{n} {noun}s")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(list: &[&str]) -> BTreeMap<String, Vec<usize>> {
        list.iter().map(|n| (n.to_string(), vec![1])).collect()
    }

    #[test]
    fn prefix_is_the_one_under_which_most_keys_match() {
        let model = names(&["conv1.weight", "bn1.weight", "fc.weight"]);
        assert_eq!(
            detect_prefix(&["conv1.weight", "bn1.weight", "fc.weight"], &model),
            ""
        );
        assert_eq!(
            detect_prefix(
                &[
                    "module.conv1.weight",
                    "module.bn1.weight",
                    "module.fc.weight"
                ],
                &model
            ),
            "module."
        );
        // open_clip: the image tower under a long prefix, the text tower beside it.
        assert_eq!(
            detect_prefix(
                &[
                    "image_encoder.model.visual.conv1.weight",
                    "image_encoder.model.visual.bn1.weight",
                    "image_encoder.model.transformer.fc.weight",
                ],
                &model
            ),
            "image_encoder.model.visual."
        );
        // A tie keeps the keys as they are.
        assert_eq!(
            detect_prefix(&["conv1.weight", "ema.bn1.weight"], &model),
            ""
        );
        assert_eq!(detect_prefix(&["other.x"], &model), "");
    }

    #[test]
    fn batch_counters_are_recognised_by_their_last_component() {
        assert!(is_batch_counter("layer1.0.bn1.num_batches_tracked"));
        assert!(is_batch_counter("num_batches_tracked"));
        assert!(!is_batch_counter("layer1.0.bn1.running_mean"));
    }

    #[test]
    fn resampling_to_the_same_grid_is_the_identity() {
        let values: Vec<f32> = (0..(1 + 12) * 3).map(|i| (i as f32 * 0.37).sin()).collect();
        let out = resample_position_embedding(&values, 3, 1, (3, 4), (3, 4));
        assert_eq!(out, values);
    }

    #[test]
    fn resampling_keeps_a_constant_field_constant() {
        // The four cubic weights of every output position sum to one, also where border taps
        // are replicated.
        let mut values = vec![9.0f32; 2];
        values.extend(std::iter::repeat_n(0.25f32, 7 * 7 * 2));
        for to in [(3, 5), (11, 2), (14, 14)] {
            let out = resample_position_embedding(&values, 2, 1, (7, 7), to);
            assert_eq!(out.len(), (1 + to.0 * to.1) * 2);
            assert_eq!(&out[..2], &[9.0, 9.0]);
            for v in &out[2..] {
                assert!((v - 0.25).abs() < 1e-6, "{v} for {to:?}");
            }
        }
    }

    #[test]
    fn square_sides_need_a_class_token_and_a_square() {
        assert_eq!(square_side(197), Some(14));
        assert_eq!(square_side(5), Some(2));
        assert_eq!(square_side(196), None);
        assert_eq!(square_side(1), None);
        assert_eq!(square_side(0), None);
    }

    #[test]
    fn architectures_are_recognised_from_their_names() {
        let mut resnet50 = BTreeMap::new();
        for (stage, depth) in [(1, 3), (2, 4), (3, 6), (4, 3)] {
            for b in 0..depth {
                for c in 1..=3 {
                    resnet50.insert(format!("layer{stage}.{b}.conv{c}.weight"), vec![64, 64]);
                }
            }
        }
        let a = describe_architecture(&resnet50).unwrap();
        assert_eq!(a.label, "ResNet-50");
        assert_eq!(a.evidence, "`layer4.2.conv3.weight`");

        let mut vit = BTreeMap::new();
        vit.insert("patch_embed.proj.weight".to_string(), vec![768, 3, 16, 16]);
        for b in 0..12 {
            vit.insert(format!("blocks.{b}.attn.qkv.weight"), vec![2304, 768]);
        }
        assert_eq!(describe_architecture(&vit).unwrap().label, "ViT-B/16");

        let mut clip = BTreeMap::new();
        clip.insert("class_embedding".to_string(), vec![768]);
        clip.insert("conv1.weight".to_string(), vec![768, 3, 32, 32]);
        for b in 0..12 {
            clip.insert(
                format!("transformer.resblocks.{b}.attn.in_proj_weight"),
                vec![2304, 768],
            );
        }
        assert_eq!(
            describe_architecture(&clip).unwrap().label,
            "CLIP ViT-B/32 image tower"
        );
        assert!(describe_architecture(&names(&["encoder.weight"])).is_none());
    }

    #[test]
    fn numbers_and_shapes_print_for_people() {
        assert_eq!(crate::text::group_thousands(11_181_642), "11,181,642");
        assert_eq!(crate::text::group_thousands(999), "999");
        assert_eq!(shape(&[64, 3, 7, 7]), "(64, 3, 7, 7)");
        assert_eq!(shape(&[10]), "(10)");
    }
}
