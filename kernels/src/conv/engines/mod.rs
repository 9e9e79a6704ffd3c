//! Which cuDNN engine configuration a convolution runs on the graph (backend) API, as plain
//! Rust that needs no GPU: the engine configurations cuDNN's heuristics return (engine id,
//! knobs, behaviour and numerical notes), the rules a configuration must meet, the first one
//! that meets them, and the cache of what was built per convolution shape. The `cudnn` feature's
//! graph path (`super::graph`) reads the configurations from cuDNN and finalizes them; this
//! module decides. Never timing: the same list gives the same choice, so the same plan on the
//! same card and cuDNN runs the same engines.
//!
//! The rules (in the order a configuration is checked):
//! - no `CUDNN_NUMERICAL_NOTE_NONDETERMINISTIC` (atomic accumulation: the bits change run to
//!   run), no `..._DOWN_CONVERT_INPUTS`, no `..._REDUCED_PRECISION_REDUCTION` (sums in less
//!   than f32), and no numerical note this build does not know (it could be any of these);
//! - no `..._TENSOR_CORE` in f32: paperfit's fp32 has no TF32 precision (every fp32 op runs on
//!   FMA, so fp32 matches the CPU twin), so tensor cores serve f16 and bf16 only;
//! - no behaviour note asking for a reordered filter or bias (`..._INT8x32_REORDER`): nothing
//!   reorders them;
//! - it finalizes, and its workspace is within [`super::workspace_limit`] (what the memory
//!   estimate counts).
//!
//! Winograd, FFT and runtime-compiled engines are allowed (each deterministic); the log names
//! their notes.

mod notes;

use std::collections::HashMap;
use std::fmt;
use std::sync::atomic::{AtomicBool, Ordering};

use candle_core::DType;

use super::Geometry;
pub(crate) use notes::{knob_name, BehaviourNote, NumericalNote};

/// One knob of an engine configuration: its type (`cudnnBackendKnobType_t`'s value) and value.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) struct Knob {
    pub(crate) kind: u32,
    pub(crate) value: i64,
}

/// A note value as cuDNN reported it: one this build knows, or an unknown value (a newer cuDNN).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Note<T> {
    Known(T),
    Unknown(u32),
}

/// One engine configuration as cuDNN's heuristics return it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct EngineConfig {
    /// `CUDNN_ATTR_ENGINE_GLOBAL_INDEX`.
    pub(crate) engine: i64,
    pub(crate) knobs: Vec<Knob>,
    pub(crate) behaviour: Vec<Note<BehaviourNote>>,
    pub(crate) numerical: Vec<Note<NumericalNote>>,
}

impl EngineConfig {
    /// "engine 12 (TILE_SIZE=3, SPLIT_K=0)": what a log and an error call it.
    pub(crate) fn name(&self) -> String {
        let knobs: Vec<String> = self
            .knobs
            .iter()
            .map(|k| format!("{}={}", knob_name(k.kind), k.value))
            .collect();
        format!("engine {} ({})", self.engine, knobs.join(", "))
    }
}

/// The log's line for a configuration: engine, knobs and notes by their cuDNN names, and the
/// workspace; the fixtures of the tests are written in it (`fixtures/*.engines`).
impl fmt::Display for EngineConfig {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let knobs: Vec<String> = self
            .knobs
            .iter()
            .map(|k| format!("CUDNN_KNOB_TYPE_{}:{}", knob_name(k.kind), k.value))
            .collect();
        let notes = |names: Vec<String>| match names.is_empty() {
            true => "-".to_string(),
            false => names.join(","),
        };
        let numerical = self.numerical.iter().map(|n| match n {
            Note::Known(n) => n.cudnn_name().to_string(),
            Note::Unknown(v) => format!("CUDNN_NUMERICAL_NOTE_{v}"),
        });
        let behaviour = self.behaviour.iter().map(|n| match n {
            Note::Known(n) => n.cudnn_name().to_string(),
            Note::Unknown(v) => format!("CUDNN_BEHAVIOR_NOTE_{v}"),
        });
        write!(
            f,
            "engine={} knobs={} numerical={} behaviour={}",
            self.engine,
            notes(knobs),
            notes(numerical.collect()),
            notes(behaviour.collect())
        )
    }
}

/// Why a configuration was not used.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Rejection {
    Numerical(NumericalNote),
    UnknownNumerical(u32),
    /// Tensor cores in f32 (TF32).
    TensorCoreInF32,
    Behaviour(BehaviourNote),
    /// cuDNN did not finalize an execution plan of it (its status).
    DidNotFinalize(String),
    Workspace {
        needed: u64,
        limit: u64,
    },
}

impl fmt::Display for Rejection {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Rejection::Numerical(n) => write!(f, "{}: {}", n.cudnn_name(), n.why_rejected()),
            Rejection::UnknownNumerical(v) => write!(
                f,
                "numerical note {v}, which this build does not know (it could be non-deterministic)"
            ),
            Rejection::TensorCoreInF32 => write!(
                f,
                "{}: tensor cores in f32 are TF32, and paperfit's fp32 has no TF32 precision",
                NumericalNote::TensorCore.cudnn_name()
            ),
            Rejection::Behaviour(n) => {
                write!(f, "{}: nothing reorders the filter or bias", n.cudnn_name())
            }
            Rejection::DidNotFinalize(status) => write!(f, "did not finalize ({status})"),
            Rejection::Workspace { needed, limit } => write!(
                f,
                "workspace {needed} bytes over the {limit} the memory estimate counts"
            ),
        }
    }
}

/// What a configuration must meet for one convolution: its dtype and workspace budget.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Rules {
    pub(crate) dtype: DType,
    pub(crate) workspace_limit: u64,
}

impl Rules {
    /// The rules for `key`'s convolution: its dtype, the workspace [`super::workspace_limit`].
    pub(crate) fn for_key(key: &ConvKey) -> Rules {
        Rules {
            dtype: key.dtype,
            workspace_limit: super::workspace_limit(&key.geometry, key.dtype),
        }
    }

    /// The first note of `config` that rules it out, if any (notes are known before finalizing).
    pub(crate) fn notes_rejection(&self, config: &EngineConfig) -> Option<Rejection> {
        for note in &config.numerical {
            match *note {
                Note::Unknown(v) => return Some(Rejection::UnknownNumerical(v)),
                Note::Known(NumericalNote::TensorCore) if self.dtype == DType::F32 => {
                    return Some(Rejection::TensorCoreInF32)
                }
                Note::Known(n) if n.rules_out() => return Some(Rejection::Numerical(n)),
                Note::Known(_) => {}
            }
        }
        config.behaviour.iter().find_map(|note| match *note {
            Note::Known(n) if n.rules_out() => Some(Rejection::Behaviour(n)),
            _ => None,
        })
    }

    /// The workspace rule, once finalizing has told the workspace.
    pub(crate) fn workspace_rejection(&self, needed: u64) -> Option<Rejection> {
        (needed > self.workspace_limit).then_some(Rejection::Workspace {
            needed,
            limit: self.workspace_limit,
        })
    }
}

/// The heuristics' configurations in the order they are tried: cuDNN's instant-mode list, then
/// its fallback list without the configurations the first already has.
pub(crate) fn heuristic_order(
    instant: Vec<EngineConfig>,
    fallback: Vec<EngineConfig>,
) -> Vec<EngineConfig> {
    let mut all = instant;
    for config in fallback {
        if !all.contains(&config) {
            all.push(config);
        }
    }
    all
}

/// The configuration chosen for a shape, with what finalizing it built.
#[derive(Debug)]
pub(crate) struct Chosen<P> {
    pub(crate) config: EngineConfig,
    pub(crate) plan: P,
    pub(crate) workspace: u64,
    /// The configurations tried before it, each with its reason.
    pub(crate) rejected: Vec<(EngineConfig, Rejection)>,
}

/// No configuration qualified: each one with the reason it was ruled out.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("no deterministic cuDNN engine for the convolution {shape}: {}", describe(.rejected))]
pub(crate) struct NoEngine {
    pub(crate) shape: String,
    pub(crate) rejected: Vec<(EngineConfig, Rejection)>,
}

fn describe(rejected: &[(EngineConfig, Rejection)]) -> String {
    if rejected.is_empty() {
        return "cuDNN's heuristics returned no engine configuration".to_string();
    }
    let each: Vec<String> = rejected
        .iter()
        .map(|(c, why)| format!("{}: {why}", c.name()))
        .collect();
    each.join("; ")
}

/// The first of `configs` (in order) whose notes pass, that `finalize` builds (returning what
/// it built and its workspace in bytes, or why it could not), and whose workspace is within the
/// budget; else every configuration's reason.
pub(crate) fn choose<P>(
    key: &ConvKey,
    configs: Vec<EngineConfig>,
    rules: &Rules,
    mut finalize: impl FnMut(&EngineConfig) -> Result<(P, u64), String>,
) -> Result<Chosen<P>, NoEngine> {
    let mut rejected = Vec::new();
    for config in configs {
        if let Some(why) = rules.notes_rejection(&config) {
            rejected.push((config, why));
            continue;
        }
        match finalize(&config) {
            Err(status) => rejected.push((config, Rejection::DidNotFinalize(status))),
            Ok((plan, workspace)) => match rules.workspace_rejection(workspace) {
                Some(why) => rejected.push((config, why)),
                None => {
                    return Ok(Chosen {
                        config,
                        plan,
                        workspace,
                        rejected,
                    })
                }
            },
        }
    }
    Err(NoEngine {
        shape: key.to_string(),
        rejected,
    })
}

/// Which of the three convolutions of a layer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum Direction {
    Forward,
    /// The input's gradient (backward data).
    Data,
    /// The kernel's gradient (backward filter).
    Filter,
}

/// A convolution's full shape, what a plan is cached by: the direction, the input, kernel and
/// output dims, strides, padding, dilation and groups (all in [`Geometry`]: square strides and
/// padding, dilation 1), the dtype, and the alignment of its three tensors' addresses (cuDNN's
/// tensor descriptors state it, and an engine may need 16 bytes).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) struct ConvKey {
    pub(crate) direction: Direction,
    pub(crate) geometry: Geometry,
    pub(crate) dtype: DType,
    /// The largest power of two, at most 16, that divides every address.
    pub(crate) alignment: usize,
}

/// The largest power of two, at most 16, dividing every one of `addresses`.
pub(crate) fn alignment(addresses: &[u64]) -> usize {
    [16, 8, 4, 2]
        .into_iter()
        .find(|a| addresses.iter().all(|p| p % *a as u64 == 0))
        .unwrap_or(1)
}

/// The dilation of every convolution paperfit runs (the layers have none).
pub(crate) const DILATION: usize = 1;

impl fmt::Display for ConvKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let g = &self.geometry;
        let [n, c, h, w] = [g.n, g.c_in, g.h, g.w];
        let [ko, ki, kh, kw] = g.weight_dims();
        let [_, yc, yh, yw] = g.out_dims();
        write!(
            f,
            "{:?} {:?}: x {n}x{c}x{h}x{w}, kernel {ko}x{ki}x{kh}x{kw}, y {n}x{yc}x{yh}x{yw}, \
             stride {s}x{s}, padding {p}x{p}, dilation {DILATION}x{DILATION}, groups {}, \
             aligned to {} bytes",
            self.direction,
            self.dtype,
            g.groups,
            self.alignment,
            s = g.stride,
            p = g.padding,
        )
    }
}

/// What was built per convolution shape (an execution plan with its workspace size), built once
/// on a shape's first call and reused by every later call of the same shape.
#[derive(Debug)]
pub(crate) struct PlanCache<P> {
    plans: HashMap<ConvKey, P>,
}

impl<P> Default for PlanCache<P> {
    fn default() -> Self {
        PlanCache {
            plans: HashMap::new(),
        }
    }
}

impl<P> PlanCache<P> {
    /// The plan of `key`, built by `build` if this is the shape's first call.
    pub(crate) fn get_or_build<E>(
        &mut self,
        key: ConvKey,
        build: impl FnOnce(&ConvKey) -> Result<P, E>,
    ) -> Result<&P, E> {
        use std::collections::hash_map::Entry;
        match self.plans.entry(key) {
            Entry::Occupied(e) => Ok(e.into_mut()),
            Entry::Vacant(e) => {
                let plan = build(&key)?;
                Ok(e.insert(plan))
            }
        }
    }

    /// How many shapes have a plan.
    #[cfg(test)]
    pub(crate) fn len(&self) -> usize {
        self.plans.len()
    }
}

/// Which cuDNN interface runs the convolutions (`PAPERFIT_CUDNN`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CudnnPath {
    /// `cudnnGetConvolution*Algorithm_v7` and `cudnnConvolution*` (the default until the graph
    /// path passed `paperfit doctor` on an H200; kept for comparison and for runs made on it).
    Legacy,
    /// The graph (backend) API: operation graphs, heuristics, execution plans (the default).
    Graph,
}

/// The variable choosing the cuDNN interface: `graph` (default) or `legacy`.
pub const CUDNN_PATH_ENV: &str = "PAPERFIT_CUDNN";

impl CudnnPath {
    /// The path a value of [`CUDNN_PATH_ENV`] names (unset: graph), or what is wrong with it.
    pub fn parse(value: Option<&str>) -> Result<CudnnPath, String> {
        match value {
            Some("legacy") => Ok(CudnnPath::Legacy),
            None | Some("graph") => Ok(CudnnPath::Graph),
            Some(other) => Err(format!(
                "{CUDNN_PATH_ENV}={other:?}: expected `legacy` (cudnnGetConvolution*Algorithm_v7) \
                 or `graph` (cuDNN's graph API, the default)"
            )),
        }
    }

    /// The value of [`CUDNN_PATH_ENV`] that names this path.
    pub fn name(self) -> &'static str {
        match self {
            CudnnPath::Legacy => "legacy",
            CudnnPath::Graph => "graph",
        }
    }
}

static GRAPH: AtomicBool = AtomicBool::new(true);

/// Sets the interface this process runs its convolutions on (the plan's; graph until set).
pub fn set_cudnn_path(path: CudnnPath) {
    GRAPH.store(path == CudnnPath::Graph, Ordering::Relaxed);
}

/// The interface this process runs its convolutions on ([`set_cudnn_path`]).
pub(crate) fn cudnn_path() -> CudnnPath {
    match GRAPH.load(Ordering::Relaxed) {
        true => CudnnPath::Graph,
        false => CudnnPath::Legacy,
    }
}

#[cfg(test)]
mod tests;
