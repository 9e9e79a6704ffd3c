//! Pretrained weights from a safetensors file (local, or from the Hugging Face Hub, see
//! [`hub`]), matched by their public names.
//!
//! The models keep torchvision / timm names, so a published checkpoint converted to
//! safetensors loads without a name map. What the loader does beyond exact names is limited to
//! what published checkpoints routinely need, and every step is written into the
//! [`LoadReport`]:
//! - one key prefix the file may carry (`module.` from DataParallel, `model.`, `backbone.`,
//!   open_clip's `visual.`, ...) is detected and stripped, and one the model's names carry and
//!   a bare backbone file lacks (FS-CT's `feature.`) is detected and added;
//! - torchvision's BatchNorm `num_batches_tracked` counters are skipped;
//! - an absolute position embedding trained on another input size is resampled bicubically;
//! - tensors the model adds on purpose (a classifier head for another number of classes) keep
//!   their initialisation when the caller declares them new.
//!
//! - a file in Hugging Face `transformers` naming (ViT, CLIP) is recognised from its keys and
//!   converted into the models' names first: query, key and value fused, CLIP's projections
//!   transposed, everything else renamed (see [`hf`]).
//! - where the caller names the activation of the model's MLPs (CLIP's QuickGELU), a Hugging
//!   Face `config.json` beside the file that states another (`hidden_act`) is an error, and a
//!   checkpoint that nothing states it for is reported as assumed to use the model's.
//!
//! Anything else that does not fit is the user's problem to fix (wrong file, wrong
//! architecture) and fails with a [`ConfigError`] before a single weight is overwritten.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use candle_core::safetensors::MmapedSafetensors;
use candle_core::{DType, Device, Tensor, Var};

use crate::config::schema::ModelSpec;
use crate::error::{ConfigError, Error, Origin};
use crate::models::registry;
use crate::models::{FromCheckpoint, Model};
use crate::nn::layers::Activation;
use crate::nn::ParamStore;

mod activation;
mod diagnose;
mod file;
mod hf;
pub mod hub;
mod position;
mod prefix;
mod report;
mod resample;
mod words;

pub use activation::CheckpointActivation;
use diagnose::{mismatch_error, Mismatch};
use file::{open, FileTensor};
pub use hf::checkpoint_layer_norm_eps;
pub use hf::HuggingFace;
use position::{position_grids, Grids, PREFIX_TOKENS};
use prefix::{detect_prefix, is_batch_counter, model_names};
pub use report::Unexpected;
pub use report::{KeptInitialised, LoadReport, Resized};
pub use resample::resample_position_embedding;

const CONFIG_KEY: &str = "model.pretrained";
const CONVERT_HELP: &str = "name the published checkpoint by its Hugging Face Hub id \
     (`hf-hub:owner/name`), or convert it to safetensors, see docs/pretrained.md";
/// How many offending tensors an error lists before "and N more".
const LISTED: usize = 10;

/// What the caller knows about the model that the parameter names alone do not tell.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct PretrainedLoadOptions {
    /// Name prefixes of tensors the checkpoint is not expected to have, or to have with
    /// another shape: classifier heads (`head.`, `fc.`), modules new in this model (`glca.`).
    /// Such tensors keep their initialisation and are reported; any other missing or
    /// mis-shaped tensor is an error.
    pub expected_new: Vec<String>,
    /// Rows and columns of the model's patch grid. The position embedding only stores
    /// `rows * cols` tokens, so a non-square grid (256x128 inputs with patch 16: 16x8) cannot
    /// be recovered from its shape; `None` means square.
    pub position_grid: Option<(usize, usize)>,
    /// The epsilon of the model's LayerNorms, when known: the report compares it with the one a
    /// Hugging Face ViT checkpoint runs with (1e-12).
    pub layer_norm_eps: Option<f64>,
    /// The activation of the model's MLPs, when the caller wants it held to the checkpoint's:
    /// a Hugging Face `config.json` beside the file that states another (`hidden_act`) is an
    /// error, and a checkpoint nothing states it for is reported as assumed to use it.
    pub activation: Option<Activation>,
}

impl PretrainedLoadOptions {
    /// Options for fine-tuning the model `spec` describes: its classifier (its registry entry's,
    /// `head.` for the ViTs, `fc.` for the ResNets) may have another number of classes than the
    /// checkpoint; a vision transformer's patch grid (ViT, DeiT, CLIP's image tower) follows from
    /// its input size; a ViT's LayerNorm epsilon from its registry entry and the checkpoint
    /// ([`FromCheckpoint::read`], as the model a run builds); CLIP's MLP activation is QuickGELU.
    pub fn for_spec(spec: &ModelSpec) -> Self {
        let entry = registry::entry(registry::built_on(spec));
        let position_grid = entry
            .patch()
            .zip(spec.image_size)
            .map(|(patch, size)| (size.height as usize / patch, size.width as usize / patch));
        let layer_norm_eps = (!entry.is_clip())
            .then(|| registry::vit_config(spec).ok())
            .flatten()
            .map(|config| FromCheckpoint::read(spec).vit(config).layer_norm_eps);
        PretrainedLoadOptions {
            expected_new: registry::entry(spec.name)
                .classifier_prefix()
                .into_iter()
                .collect(),
            position_grid,
            layer_norm_eps,
            activation: entry.is_clip().then_some(Activation::QuickGelu),
        }
    }

    /// [`Self::for_spec`] for `model`, built from `spec`: its classifier and the modules it adds
    /// ([`Model::new_parameter_prefixes`]) keep their initialisation.
    pub fn for_model(spec: &ModelSpec, model: &dyn Model) -> Self {
        let mut options = Self::for_spec(spec);
        options.expected_new.extend(model.new_parameter_prefixes());
        options
    }

    fn is_new(&self, name: &str) -> bool {
        self.expected_new
            .iter()
            .any(|p| name.starts_with(p.as_str()))
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
    options: &PretrainedLoadOptions,
) -> Result<LoadReport, Error> {
    let file = open(path)?;
    let (stored, tensors, mut hugging_face) = file_tensors(&file, path)?;
    let file_shapes: BTreeMap<String, Vec<usize>> = tensors
        .iter()
        .map(|(k, t)| (k.clone(), t.shape.clone()))
        .collect();

    let targets = targets(store);
    let model_shapes: BTreeMap<String, Vec<usize>> = targets
        .iter()
        .map(|t| (t.name.clone(), t.shape.clone()))
        .collect();

    let ignored = stored.keys().filter(|k| is_batch_counter(k)).count();
    let candidates: Vec<&str> = file_shapes
        .keys()
        .filter(|k| !is_batch_counter(k))
        .map(String::as_str)
        .collect();
    let prefix = detect_prefix(&candidates, &model_shapes);
    // After the prefix is chosen, only keys under it are candidates: an open_clip file also
    // holds the text tower, whose `positional_embedding` must not be taken for the image one.
    let (added, renamed) = model_names(&candidates, &model_shapes, &prefix);
    let by_model_name: BTreeMap<&str, &str> =
        renamed.iter().map(|(n, k)| (n.as_str(), *k)).collect();

    let Matched {
        plans,
        kept_initialised,
        offending,
        used,
        matched,
    } = match_targets(&targets, &by_model_name, &tensors, options)?;
    if !offending.is_empty() {
        let context = diagnose::Context {
            path,
            prefix: &prefix,
            hugging_face: hugging_face.as_ref(),
        };
        return Err(mismatch_error(
            &context,
            &offending,
            matched,
            &targets,
            &file_shapes,
            &by_model_name,
        )
        .into());
    }
    // Check the activation and every dtype before the first write, so a file that fails here
    // leaves the model as it was.
    let activation = checked_activation(path, options)?;
    check_dtypes(&file, path, &plans, &tensors)?;
    let (resized, loaded_elements) = write_plans(&file, path, &plans, &tensors)?;
    let unexpected = unexpected(&stored, &tensors, &used);
    if let Some(hf) = &mut hugging_face {
        hf.model_layer_norm_eps = options.layer_norm_eps;
    }

    Ok(LoadReport {
        file: path.to_path_buf(),
        source: None,
        hugging_face,
        activation,
        stripped_prefix: (!prefix.is_empty()).then_some(prefix),
        added_prefix: (!added.is_empty()).then_some(added),
        loaded: plans.len(),
        loaded_elements,
        kept_initialised,
        resized,
        unexpected,
        ignored,
    })
}

/// The activation the checkpoint at `path` was trained with, held to the model's when the
/// options name it ([`activation::check`]).
fn checked_activation(
    path: &Path,
    options: &PretrainedLoadOptions,
) -> Result<Option<CheckpointActivation>, Error> {
    options
        .activation
        .map(|model| activation::check(path, model))
        .transpose()
}

/// The file's tensors as stored (key -> shape), and as the matcher sees them: the same, or
/// converted from Hugging Face naming (then with what the conversion did).
type FileTensors = (
    BTreeMap<String, Vec<usize>>,
    BTreeMap<String, FileTensor>,
    Option<HuggingFace>,
);

fn file_tensors(file: &MmapedSafetensors, path: &Path) -> Result<FileTensors, Error> {
    let stored: BTreeMap<String, Vec<usize>> = file
        .tensors()
        .iter()
        .map(|(k, v)| (k.clone(), v.shape().to_vec()))
        .collect();
    Ok(match hf::convert(&stored, path)? {
        Some(converted) => (stored, converted.tensors, Some(converted.report)),
        None => {
            let tensors = stored
                .iter()
                .map(|(k, s)| (k.clone(), FileTensor::stored(k, s)))
                .collect();
            (stored, tensors, None)
        }
    })
}

/// The file's keys (as stored) that no matched tensor reads, counters aside.
fn unexpected(
    stored: &BTreeMap<String, Vec<usize>>,
    tensors: &BTreeMap<String, FileTensor>,
    used: &BTreeSet<&str>,
) -> Vec<Unexpected> {
    let read: BTreeSet<&str> = used.iter().flat_map(|k| tensors[*k].read.keys()).collect();
    stored
        .iter()
        .filter(|(k, _)| !is_batch_counter(k) && !read.contains(k.as_str()))
        .map(|(k, s)| Unexpected {
            name: k.clone(),
            shape: s.clone(),
        })
        .collect()
}

/// A model tensor, the name of the file tensor it loads from, and the grids to resample
/// between.
type LoadPlan<'t, 'f> = (&'t Target<'t>, &'f str, Option<Grids>);

/// How the model's tensors pair with the file's.
struct Matched<'t, 'f> {
    plans: Vec<LoadPlan<'t, 'f>>,
    kept_initialised: Vec<KeptInitialised>,
    offending: Vec<Mismatch>,
    used: BTreeSet<&'f str>,
    matched: usize,
}

/// Pairs every model tensor with its file tensor: loaded (same shape, or a position embedding
/// to resample), kept initialised (declared new), or offending.
fn match_targets<'t, 'f>(
    targets: &'t [Target<'t>],
    by_model_name: &BTreeMap<&str, &'f str>,
    tensors: &BTreeMap<String, FileTensor>,
    options: &PretrainedLoadOptions,
) -> Result<Matched<'t, 'f>, Error> {
    let mut out = Matched {
        plans: Vec::with_capacity(targets.len()),
        kept_initialised: Vec::new(),
        offending: Vec::new(),
        used: BTreeSet::new(),
        matched: 0,
    };
    for target in targets {
        let name = target.name.clone();
        let model_shape = target.shape.clone();
        let Some(&file_key) = by_model_name.get(target.name.as_str()) else {
            if options.is_new(&target.name) {
                out.kept_initialised.push(KeptInitialised {
                    name,
                    model_shape,
                    file_shape: None,
                });
            } else {
                out.offending.push(Mismatch {
                    name,
                    model_shape,
                    file_shape: None,
                    origin: None,
                });
            }
            continue;
        };
        out.used.insert(file_key);
        let file_shape = &tensors[file_key].shape;
        let grids = position_grids(&target.name, &target.shape, file_shape, options)?;
        if grids.is_some() || file_shape == &target.shape {
            out.plans.push((target, file_key, grids));
            out.matched += 1;
        } else if options.is_new(&target.name) {
            out.kept_initialised.push(KeptInitialised {
                name,
                model_shape,
                file_shape: Some(file_shape.clone()),
            });
        } else {
            out.offending.push(Mismatch {
                name,
                model_shape,
                file_shape: Some(file_shape.clone()),
                origin: tensors[file_key].origin(file_key),
            });
        }
    }
    Ok(out)
}

/// Every file tensor a planned tensor reads is stored as floating-point weights.
fn check_dtypes(
    file: &MmapedSafetensors,
    path: &Path,
    plans: &[LoadPlan<'_, '_>],
    tensors: &BTreeMap<String, FileTensor>,
) -> Result<(), Error> {
    for (_, name, _) in plans {
        for key in tensors[*name].read.keys() {
            let Some(dtype) = file::non_float_dtype(file, path, key)? else {
                continue;
            };
            return Err(ConfigError::new(format!(
                "tensor `{key}` in {} is stored as {dtype}, not as floating-point weights",
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

    Ok(())
}

/// Writes every planned tensor (resampled where planned) into the model; returns the
/// resampled ones and the elements written.
fn write_plans(
    file: &MmapedSafetensors,
    path: &Path,
    plans: &[LoadPlan<'_, '_>],
    tensors: &BTreeMap<String, FileTensor>,
) -> Result<(Vec<Resized>, usize), Error> {
    let mut resized = Vec::new();
    let mut loaded_elements = 0;
    for (target, name, grids) in plans {
        // Converted to the model tensor's dtype on write; resampling works in f32 like timm.
        let tensor = tensors[*name].load(file, path)?;
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

    Ok((resized, loaded_elements))
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

#[cfg(test)]
mod tests;
