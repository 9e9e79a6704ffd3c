//! The convolution on cuDNN's graph (backend) API (`PAPERFIT_CUDNN=graph`), as PyTorch's
//! `Conv_v8`: per shape, an operation graph of the one convolution (forward, data gradient or
//! filter gradient), cuDNN's heuristics (instant mode, then the fallback list), the first
//! configuration the engine rules allow (`super::engines`) that finalizes within the workspace
//! the memory estimate counts, and its execution plan, built on the shape's first call and
//! kept; a later call of the shape builds no descriptor but the variant pack (the tensors'
//! addresses, which change from call to call).
//!
//! One concern in one file: the backend descriptors, the heuristics' reading, the plan cache and
//! the execution share the descriptor type and the per-device state (a handle on candle's
//! stream, the plans, one workspace grown to the largest a plan needs: the estimate counts the
//! largest workspace on top of what is kept, so holding it never exceeds the estimate).

use std::cell::RefCell;
use std::collections::HashMap;
use std::ffi::c_void;

use candle_core::cuda_backend::cudarc::driver::CudaSlice;
use candle_core::cuda_backend::{CudaDevice, DeviceId};
use candle_core::{DType, Result};
use cudarc::cudnn::{sys, CudnnError};
use cudarc::driver::DevicePtrMut;

use super::engines::{
    self, alignment, BehaviourNote, ConvKey, Direction, EngineConfig, Knob, Note, NumericalNote,
    PlanCache, Rules, DILATION,
};
use super::handle::{check, data_type, new_handle, record_choice, stderr_line, Handle};
use super::Geometry;
use crate::cuda as k;

use sys::cudnnBackendAttributeName_t as A;
use sys::cudnnBackendAttributeType_t as T;
use sys::cudnnBackendDescriptorType_t as D;

// The engine rules name notes by the values of cuDNN's headers; these are the binding's.
const _: () = {
    assert!(
        NumericalNote::NonDeterministic as u32
            == sys::cudnnBackendNumericalNote_t::CUDNN_NUMERICAL_NOTE_NONDETERMINISTIC as u32
    );
    assert!(
        NumericalNote::TensorCore as u32
            == sys::cudnnBackendNumericalNote_t::CUDNN_NUMERICAL_NOTE_TENSOR_CORE as u32
    );
    assert!(
        NumericalNote::DownConvertInputs as u32
            == sys::cudnnBackendNumericalNote_t::CUDNN_NUMERICAL_NOTE_DOWN_CONVERT_INPUTS as u32
    );
    assert!(
        NumericalNote::ReducedPrecisionReduction as u32
            == sys::cudnnBackendNumericalNote_t::CUDNN_NUMERICAL_NOTE_REDUCED_PRECISION_REDUCTION
                as u32
    );
    assert!(
        NumericalNote::StrictNanProp as u32
            == sys::cudnnBackendNumericalNote_t::CUDNN_NUMERICAL_NOTE_STRICT_NAN_PROP as u32
    );
    assert!(
        BehaviourNote::RequiresFilterInt8x32Reorder as u32
            == sys::cudnnBackendBehaviorNote_t::CUDNN_BEHAVIOR_NOTE_REQUIRES_FILTER_INT8x32_REORDER
                as u32
    );
    assert!(
        BehaviourNote::CublasltDependency as u32
            == sys::cudnnBackendBehaviorNote_t::CUDNN_BEHAVIOR_NOTE_CUBLASLT_DEPENDENCY as u32
    );
    assert!(sys::cudnnBackendKnobType_t::CUDNN_KNOB_TYPE_SWAP_AB as u32 == 43);
};

/// The unique ids of the three tensors in every graph and variant pack: input, kernel, output.
const UIDS: [i64; 3] = [b'x' as i64, b'w' as i64, b'y' as i64];
/// The most configurations read from one heuristics query, and knob choices from one
/// configuration (cuDNN 9.2 has 44 knob types).
const MAX_CONFIGS: usize = 64;
const MAX_KNOBS: usize = 64;
const MAX_NOTES: usize = 16;

/// A backend descriptor, destroyed when dropped.
struct Desc(sys::cudnnBackendDescriptor_t);

impl Drop for Desc {
    fn drop(&mut self) {
        // SAFETY: created by `create` and destroyed only here.
        let _ = unsafe { sys::cudnnBackendDestroyDescriptor(self.0) };
    }
}

fn status(s: sys::cudnnStatus_t, what: &str) -> Result<()> {
    match s {
        sys::cudnnStatus_t::CUDNN_STATUS_SUCCESS => Ok(()),
        failed => check(Err(CudnnError(failed)), what),
    }
}

fn create(kind: D) -> Result<Desc> {
    let mut raw = std::ptr::null_mut();
    // SAFETY: an out-pointer for one descriptor.
    status(
        unsafe { sys::cudnnBackendCreateDescriptor(kind, &mut raw) },
        "creating a backend descriptor",
    )?;
    Ok(Desc(raw))
}

impl Desc {
    /// Sets attribute `name` to `values`.
    ///
    /// # Safety
    /// `V` is the element type `ty` names, as cuDNN reads it for `name`.
    unsafe fn set<V>(&self, name: A, ty: T, values: &[V]) -> Result<()> {
        // SAFETY: the caller's contract; `values` outlives the call.
        let s = unsafe {
            sys::cudnnBackendSetAttribute(
                self.0,
                name,
                ty,
                values.len() as i64,
                values.as_ptr() as *const c_void,
            )
        };
        match s {
            sys::cudnnStatus_t::CUDNN_STATUS_SUCCESS => Ok(()),
            _ => status(s, &format!("setting {name:?}")),
        }
    }

    /// Reads attribute `name` into `out`; the number of elements cuDNN has.
    ///
    /// # Safety
    /// As [`Desc::set`]; descriptors in `out` are created and of the kind `name` holds.
    unsafe fn get<V>(&self, name: A, ty: T, out: &mut [V]) -> Result<usize> {
        let mut count = 0i64;
        // SAFETY: the caller's contract; `out` holds `out.len()` elements.
        let s = unsafe {
            sys::cudnnBackendGetAttribute(
                self.0,
                name,
                ty,
                out.len() as i64,
                &mut count,
                out.as_mut_ptr() as *mut c_void,
            )
        };
        match s {
            sys::cudnnStatus_t::CUDNN_STATUS_SUCCESS => Ok((count.max(0) as usize).min(out.len())),
            _ => status(s, &format!("reading {name:?}")).map(|()| 0),
        }
    }

    fn finalize(&self, what: &str) -> Result<()> {
        // SAFETY: a live descriptor.
        status(unsafe { sys::cudnnBackendFinalize(self.0) }, what)
    }
}

/// A packed NCHW tensor of `dims` with unique id `uid`.
fn tensor(uid: i64, data: sys::cudnnDataType_t, dims: [usize; 4], align: usize) -> Result<Desc> {
    let d = create(D::CUDNN_BACKEND_TENSOR_DESCRIPTOR)?;
    let dims = dims.map(|v| v as i64);
    let strides = [dims[1] * dims[2] * dims[3], dims[2] * dims[3], dims[3], 1];
    // SAFETY: each attribute gets the element type its name takes.
    unsafe {
        d.set(
            A::CUDNN_ATTR_TENSOR_DATA_TYPE,
            T::CUDNN_TYPE_DATA_TYPE,
            &[data],
        )?;
        d.set(A::CUDNN_ATTR_TENSOR_DIMENSIONS, T::CUDNN_TYPE_INT64, &dims)?;
        d.set(A::CUDNN_ATTR_TENSOR_STRIDES, T::CUDNN_TYPE_INT64, &strides)?;
        d.set(A::CUDNN_ATTR_TENSOR_UNIQUE_ID, T::CUDNN_TYPE_INT64, &[uid])?;
        d.set(
            A::CUDNN_ATTR_TENSOR_BYTE_ALIGNMENT,
            T::CUDNN_TYPE_INT64,
            &[align as i64],
        )?;
    }
    d.finalize("tensor descriptor")?;
    Ok(d)
}

/// The convolution: cross-correlation, accumulating in f32 (every dtype), 2 spatial dims.
fn convolution(g: &Geometry) -> Result<Desc> {
    let d = create(D::CUDNN_BACKEND_CONVOLUTION_DESCRIPTOR)?;
    let (s, p, dil) = (g.stride as i64, g.padding as i64, DILATION as i64);
    let mode = sys::cudnnConvolutionMode_t::CUDNN_CROSS_CORRELATION;
    let float = sys::cudnnDataType_t::CUDNN_DATA_FLOAT;
    // SAFETY: each attribute gets the element type its name takes.
    unsafe {
        d.set(
            A::CUDNN_ATTR_CONVOLUTION_COMP_TYPE,
            T::CUDNN_TYPE_DATA_TYPE,
            &[float],
        )?;
        d.set(
            A::CUDNN_ATTR_CONVOLUTION_CONV_MODE,
            T::CUDNN_TYPE_CONVOLUTION_MODE,
            &[mode],
        )?;
        d.set(
            A::CUDNN_ATTR_CONVOLUTION_SPATIAL_DIMS,
            T::CUDNN_TYPE_INT64,
            &[2i64],
        )?;
        d.set(
            A::CUDNN_ATTR_CONVOLUTION_DILATIONS,
            T::CUDNN_TYPE_INT64,
            &[dil, dil],
        )?;
        d.set(
            A::CUDNN_ATTR_CONVOLUTION_FILTER_STRIDES,
            T::CUDNN_TYPE_INT64,
            &[s, s],
        )?;
        d.set(
            A::CUDNN_ATTR_CONVOLUTION_PRE_PADDINGS,
            T::CUDNN_TYPE_INT64,
            &[p, p],
        )?;
        d.set(
            A::CUDNN_ATTR_CONVOLUTION_POST_PADDINGS,
            T::CUDNN_TYPE_INT64,
            &[p, p],
        )?;
    }
    d.finalize("convolution descriptor")?;
    Ok(d)
}

/// The operation's descriptor kind and its attributes: alpha, beta, the convolution, then the
/// input, kernel and output tensors (in [`UIDS`]'s order).
fn operation_attributes(direction: Direction) -> (D, [A; 6]) {
    match direction {
        Direction::Forward => (
            D::CUDNN_BACKEND_OPERATION_CONVOLUTION_FORWARD_DESCRIPTOR,
            [
                A::CUDNN_ATTR_OPERATION_CONVOLUTION_FORWARD_ALPHA,
                A::CUDNN_ATTR_OPERATION_CONVOLUTION_FORWARD_BETA,
                A::CUDNN_ATTR_OPERATION_CONVOLUTION_FORWARD_CONV_DESC,
                A::CUDNN_ATTR_OPERATION_CONVOLUTION_FORWARD_X,
                A::CUDNN_ATTR_OPERATION_CONVOLUTION_FORWARD_W,
                A::CUDNN_ATTR_OPERATION_CONVOLUTION_FORWARD_Y,
            ],
        ),
        Direction::Data => (
            D::CUDNN_BACKEND_OPERATION_CONVOLUTION_BACKWARD_DATA_DESCRIPTOR,
            [
                A::CUDNN_ATTR_OPERATION_CONVOLUTION_BWD_DATA_ALPHA,
                A::CUDNN_ATTR_OPERATION_CONVOLUTION_BWD_DATA_BETA,
                A::CUDNN_ATTR_OPERATION_CONVOLUTION_BWD_DATA_CONV_DESC,
                A::CUDNN_ATTR_OPERATION_CONVOLUTION_BWD_DATA_DX,
                A::CUDNN_ATTR_OPERATION_CONVOLUTION_BWD_DATA_W,
                A::CUDNN_ATTR_OPERATION_CONVOLUTION_BWD_DATA_DY,
            ],
        ),
        Direction::Filter => (
            D::CUDNN_BACKEND_OPERATION_CONVOLUTION_BACKWARD_FILTER_DESCRIPTOR,
            [
                A::CUDNN_ATTR_OPERATION_CONVOLUTION_BWD_FILTER_ALPHA,
                A::CUDNN_ATTR_OPERATION_CONVOLUTION_BWD_FILTER_BETA,
                A::CUDNN_ATTR_OPERATION_CONVOLUTION_BWD_FILTER_CONV_DESC,
                A::CUDNN_ATTR_OPERATION_CONVOLUTION_BWD_FILTER_X,
                A::CUDNN_ATTR_OPERATION_CONVOLUTION_BWD_FILTER_DW,
                A::CUDNN_ATTR_OPERATION_CONVOLUTION_BWD_FILTER_DY,
            ],
        ),
    }
}

/// The operation graph of `key`'s one convolution, with every descriptor it refers to (kept
/// alive with it).
fn operation_graph(handle: sys::cudnnHandle_t, key: &ConvKey) -> Result<(Desc, Vec<Desc>)> {
    let g = &key.geometry;
    let data = data_type(key.dtype)?;
    let dims = [[g.n, g.c_in, g.h, g.w], g.weight_dims(), g.out_dims()];
    let mut parts = Vec::with_capacity(5);
    for (uid, dims) in UIDS.into_iter().zip(dims) {
        parts.push(tensor(uid, data, dims, key.alignment)?);
    }
    parts.push(convolution(g)?);
    let (kind, [alpha, beta, conv, x, w, y]) = operation_attributes(key.direction);
    let op = create(kind)?;
    let descriptor = T::CUDNN_TYPE_BACKEND_DESCRIPTOR;
    // SAFETY: each attribute gets the element type its name takes; alpha and beta are f32 (the
    // compute type is f32 for every dtype).
    unsafe {
        op.set(alpha, T::CUDNN_TYPE_FLOAT, &[1.0f32])?;
        op.set(beta, T::CUDNN_TYPE_FLOAT, &[0.0f32])?;
        op.set(conv, descriptor, &[parts[3].0])?;
        op.set(x, descriptor, &[parts[0].0])?;
        op.set(w, descriptor, &[parts[1].0])?;
        op.set(y, descriptor, &[parts[2].0])?;
    }
    op.finalize("convolution operation")?;
    let graph = create(D::CUDNN_BACKEND_OPERATIONGRAPH_DESCRIPTOR)?;
    // SAFETY: as above.
    unsafe {
        graph.set(A::CUDNN_ATTR_OPERATIONGRAPH_OPS, descriptor, &[op.0])?;
        graph.set(
            A::CUDNN_ATTR_OPERATIONGRAPH_HANDLE,
            T::CUDNN_TYPE_HANDLE,
            &[handle],
        )?;
    }
    graph.finalize("operation graph")?;
    parts.push(op);
    Ok((graph, parts))
}

/// cuDNN's engine configurations for `graph` in heuristics mode `mode`, best first.
fn heuristics(graph: &Desc, mode: sys::cudnnBackendHeurMode_t) -> Result<Vec<Desc>> {
    let heur = create(D::CUDNN_BACKEND_ENGINEHEUR_DESCRIPTOR)?;
    let descriptor = T::CUDNN_TYPE_BACKEND_DESCRIPTOR;
    // SAFETY: each attribute gets the element type its name takes.
    unsafe {
        heur.set(
            A::CUDNN_ATTR_ENGINEHEUR_OPERATION_GRAPH,
            descriptor,
            &[graph.0],
        )?;
        heur.set(
            A::CUDNN_ATTR_ENGINEHEUR_MODE,
            T::CUDNN_TYPE_HEUR_MODE,
            &[mode],
        )?;
    }
    heur.finalize("engine heuristics")?;
    let mut configs = (0..MAX_CONFIGS)
        .map(|_| create(D::CUDNN_BACKEND_ENGINECFG_DESCRIPTOR))
        .collect::<Result<Vec<Desc>>>()?;
    let mut raw: Vec<sys::cudnnBackendDescriptor_t> = configs.iter().map(|d| d.0).collect();
    // SAFETY: `raw` holds created engine-configuration descriptors.
    let count = unsafe { heur.get(A::CUDNN_ATTR_ENGINEHEUR_RESULTS, descriptor, &mut raw)? };
    configs.truncate(count);
    Ok(configs)
}

/// Notes of `engine` under `name`, each known or by its value.
fn notes<N>(engine: &Desc, name: A, ty: T, known: fn(u32) -> Option<N>) -> Result<Vec<Note<N>>> {
    let mut values = [0u32; MAX_NOTES];
    // SAFETY: note attributes are arrays of 32-bit enum values.
    let count = unsafe { engine.get(name, ty, &mut values)? };
    Ok(values[..count]
        .iter()
        .map(|&v| known(v).map_or(Note::Unknown(v), Note::Known))
        .collect())
}

/// What `config` is: its engine's global index and notes, and its knob choices.
fn describe(config: &Desc) -> Result<EngineConfig> {
    let descriptor = T::CUDNN_TYPE_BACKEND_DESCRIPTOR;
    let engine = create(D::CUDNN_BACKEND_ENGINE_DESCRIPTOR)?;
    let mut index = [0i64];
    let knobs = (0..MAX_KNOBS)
        .map(|_| create(D::CUDNN_BACKEND_KNOB_CHOICE_DESCRIPTOR))
        .collect::<Result<Vec<Desc>>>()?;
    let mut raw: Vec<sys::cudnnBackendDescriptor_t> = knobs.iter().map(|d| d.0).collect();
    // SAFETY: each read gets created descriptors or the element type its name holds.
    let knob_count = unsafe {
        config.get(A::CUDNN_ATTR_ENGINECFG_ENGINE, descriptor, &mut [engine.0])?;
        engine.get(
            A::CUDNN_ATTR_ENGINE_GLOBAL_INDEX,
            T::CUDNN_TYPE_INT64,
            &mut index,
        )?;
        config.get(A::CUDNN_ATTR_ENGINECFG_KNOB_CHOICES, descriptor, &mut raw)?
    };
    let knobs = knobs[..knob_count]
        .iter()
        .map(|choice| {
            let (mut kind, mut value) = ([0u32], [0i64]);
            // SAFETY: a knob type is a 32-bit enum value, a knob value an i64.
            unsafe {
                choice.get(
                    A::CUDNN_ATTR_KNOB_CHOICE_KNOB_TYPE,
                    T::CUDNN_TYPE_KNOB_TYPE,
                    &mut kind,
                )?;
                choice.get(
                    A::CUDNN_ATTR_KNOB_CHOICE_KNOB_VALUE,
                    T::CUDNN_TYPE_INT64,
                    &mut value,
                )?;
            }
            Ok(Knob {
                kind: kind[0],
                value: value[0],
            })
        })
        .collect::<Result<Vec<Knob>>>()?;
    Ok(EngineConfig {
        engine: index[0],
        knobs,
        numerical: notes(
            &engine,
            A::CUDNN_ATTR_ENGINE_NUMERICAL_NOTE,
            T::CUDNN_TYPE_NUMERICAL_NOTE,
            NumericalNote::from_value,
        )?,
        behaviour: notes(
            &engine,
            A::CUDNN_ATTR_ENGINE_BEHAVIOR_NOTE,
            T::CUDNN_TYPE_BEHAVIOR_NOTE,
            BehaviourNote::from_value,
        )?,
    })
}

/// An execution plan of `config`, finalized, and its workspace in bytes; or cuDNN's status.
fn execution_plan(
    handle: sys::cudnnHandle_t,
    config: &Desc,
) -> std::result::Result<(Desc, u64), String> {
    let plan = create(D::CUDNN_BACKEND_EXECUTION_PLAN_DESCRIPTOR).map_err(|e| e.to_string())?;
    let mut workspace = [0i64];
    // SAFETY: each attribute gets the element type its name takes.
    unsafe {
        plan.set(
            A::CUDNN_ATTR_EXECUTION_PLAN_HANDLE,
            T::CUDNN_TYPE_HANDLE,
            &[handle],
        )
        .map_err(|e| e.to_string())?;
        plan.set(
            A::CUDNN_ATTR_EXECUTION_PLAN_ENGINE_CONFIG,
            T::CUDNN_TYPE_BACKEND_DESCRIPTOR,
            &[config.0],
        )
        .map_err(|e| e.to_string())?;
    }
    // SAFETY: a live descriptor with its attributes set.
    match unsafe { sys::cudnnBackendFinalize(plan.0) } {
        sys::cudnnStatus_t::CUDNN_STATUS_SUCCESS => {}
        failed => return Err(format!("{failed:?}")),
    }
    // SAFETY: the workspace size is an i64.
    unsafe {
        plan.get(
            A::CUDNN_ATTR_EXECUTION_PLAN_WORKSPACE_SIZE,
            T::CUDNN_TYPE_INT64,
            &mut workspace,
        )
    }
    .map_err(|e| e.to_string())?;
    Ok((plan, workspace[0].max(0) as u64))
}

/// A shape's execution plan, with every descriptor it was built from.
struct Plan {
    plan: Desc,
    workspace: usize,
    _graph: (Desc, Vec<Desc>),
}

/// The plan of `key`: heuristics (instant mode, then the fallback list), the engine rules, the
/// first configuration that finalizes within the workspace budget; logged.
fn build(handle: sys::cudnnHandle_t, key: &ConvKey) -> Result<Plan> {
    let (graph, parts) = operation_graph(handle, key)?;
    let instant = heuristics(&graph, sys::cudnnBackendHeurMode_t::CUDNN_HEUR_MODE_INSTANT)?;
    // A graph the fallback mode does not serve leaves the instant list alone.
    let fallback = heuristics(
        &graph,
        sys::cudnnBackendHeurMode_t::CUDNN_HEUR_MODE_FALLBACK,
    )
    .unwrap_or_default();
    let mut described = Vec::with_capacity(instant.len() + fallback.len());
    for config in instant.iter().chain(&fallback) {
        described.push(describe(config)?);
    }
    let (instant_configs, fallback_configs) = described.split_at(instant.len());
    let ordered = engines::heuristic_order(instant_configs.to_vec(), fallback_configs.to_vec());
    let descriptors: Vec<&Desc> = instant.iter().chain(&fallback).collect();
    let rules = Rules::for_key(key);
    let chosen = engines::choose(key, ordered, &rules, |config| {
        let at = described
            .iter()
            .position(|c| c == config)
            .expect("a listed configuration");
        execution_plan(handle, descriptors[at])
    })
    .map_err(candle_core::Error::wrap)?;
    let line = format!(
        "graph {key}: {}, workspace {} of {} bytes",
        chosen.config.name(),
        chosen.workspace,
        rules.workspace_limit
    );
    if std::env::var_os(super::LOG_CUDNN_ENV).is_some() {
        let mut text = format!("cuDNN {line}\n  chosen {}", chosen.config);
        for (config, why) in &chosen.rejected {
            text += &format!("\n  rejected {config}: {why}");
        }
        stderr_line(&text);
    }
    record_choice(line);
    Ok(Plan {
        plan: chosen.plan,
        workspace: chosen.workspace as usize,
        _graph: (graph, parts),
    })
}

/// Per device (and thread: a cuDNN handle is not thread-safe).
struct PerDevice {
    handle: Handle,
    plans: PlanCache<Plan>,
    /// The workspace allowance the plans were built under ([`super::workspace_allowance`]).
    allowance: u64,
    /// One workspace for every plan (they run in turn on one stream), grown to the largest.
    workspace: Option<CudaSlice<u8>>,
}

thread_local! {
    static DEVICES: RefCell<HashMap<DeviceId, PerDevice>> = RefCell::new(HashMap::new());
}

/// The convolution `direction` of `g` in `dtype` over the device addresses `pointers` (input,
/// kernel, output: the direction reads two and writes the third), on the shape's plan.
pub(super) fn run(
    dev: &CudaDevice,
    direction: Direction,
    g: &Geometry,
    dtype: DType,
    pointers: [u64; 3],
) -> Result<()> {
    let key = ConvKey {
        direction,
        geometry: *g,
        dtype,
        alignment: alignment(&pointers),
    };
    DEVICES.with(|devices| {
        let mut devices = devices.borrow_mut();
        let per_device = match devices.entry(dev.id()) {
            std::collections::hash_map::Entry::Occupied(e) => e.into_mut(),
            std::collections::hash_map::Entry::Vacant(e) => e.insert(PerDevice {
                handle: new_handle(dev)?,
                plans: PlanCache::default(),
                allowance: super::workspace_allowance(),
                workspace: None,
            }),
        };
        if per_device.allowance != super::workspace_allowance() {
            per_device.plans = PlanCache::default();
            per_device.allowance = super::workspace_allowance();
        }
        let handle = per_device.handle.0;
        let plan = per_device
            .plans
            .get_or_build(key, |key| build(handle, key))?;
        let needed = plan.workspace;
        if needed > 0
            && per_device
                .workspace
                .as_ref()
                .is_none_or(|w| w.len() < needed)
        {
            per_device.workspace = None;
            // SAFETY: scratch whose contents do not matter.
            per_device.workspace = Some(unsafe { k::alloc::<u8>(dev, needed) }?);
        }
        let stream = dev.cuda_stream();
        let guard = per_device
            .workspace
            .as_mut()
            .map(|w| w.device_ptr_mut(&stream));
        let workspace = match (&guard, needed) {
            (Some((ptr, _)), 1..) => *ptr as *mut c_void,
            _ => std::ptr::null_mut(),
        };
        execute(handle, &plan.plan, pointers, workspace)
    })
}

/// Runs `plan` on the tensors at `pointers` with `workspace`: the variant pack, the one
/// descriptor built per call (it holds the addresses).
fn execute(
    handle: sys::cudnnHandle_t,
    plan: &Desc,
    pointers: [u64; 3],
    workspace: *mut c_void,
) -> Result<()> {
    let pack = create(D::CUDNN_BACKEND_VARIANT_PACK_DESCRIPTOR)?;
    let data = pointers.map(|p| p as *mut c_void);
    // SAFETY: each attribute gets the element type its name takes.
    unsafe {
        pack.set(
            A::CUDNN_ATTR_VARIANT_PACK_UNIQUE_IDS,
            T::CUDNN_TYPE_INT64,
            &UIDS,
        )?;
        pack.set(
            A::CUDNN_ATTR_VARIANT_PACK_DATA_POINTERS,
            T::CUDNN_TYPE_VOID_PTR,
            &data,
        )?;
        pack.set(
            A::CUDNN_ATTR_VARIANT_PACK_WORKSPACE,
            T::CUDNN_TYPE_VOID_PTR,
            &[workspace],
        )?;
    }
    pack.finalize("variant pack")?;
    // SAFETY: the plan was finalized for these tensors' shapes, dtype and alignment, the
    // pointers are live allocations of those shapes on the handle's stream, and the workspace
    // holds at least the plan's size.
    status(
        unsafe { sys::cudnnBackendExecute(handle, plan.0, pack.0) },
        "graph convolution",
    )
}
