//! The plan's hyper-parameters for TensorBoard's HPARAMS tab. TensorBoard's hparams plugin reads
//! a run as a session from two summaries, each an empty tensor whose summary metadata names the
//! plugin `hparams` and holds an `HParamsPluginData` (tensorboard/plugins/hparams/
//! plugin_data.proto): `session_start_info` (tag `_hparams_/session_start_info`, the values
//! as `google.protobuf.Value`s) when the run starts, `session_end_info` (tag
//! `_hparams_/session_end_info`, the status) when it ends. Without an `experiment` summary the
//! plugin takes the hyper-parameters from every session and the metrics from the runs' scalar
//! tags, so runs started with different settings still show side by side, each with the last
//! value of its `eval/` and `train/` scalars. The protocol buffers are encoded by hand
//! ([`super::protobuf`]).

use super::protobuf::{key, length_delimited, varint};
use crate::config::layers::format_float;
use crate::plan::Plan;

/// The tags TensorBoard's hparams plugin reads.
pub(super) const SESSION_START_TAG: &str = "_hparams_/session_start_info";
pub(super) const SESSION_END_TAG: &str = "_hparams_/session_end_info";
/// The start of every hparams tag.
pub(super) const TAG_PREFIX: &str = "_hparams_/";
/// The summary metadata's plugin name.
const PLUGIN_NAME: &str = "hparams";

/// A hyper-parameter's value: a number, a string or a bool (`google.protobuf.Value`'s
/// `number_value`, `string_value`, `bool_value`).
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum HValue {
    Number(f64),
    Text(String),
    Bool(bool),
}

/// How a session ended (`tensorboard.hparams.Status`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Status {
    Success = 1,
}

/// The plan's hyper-parameters, by the plan's names.
pub(crate) fn of_plan(plan: &Plan) -> Vec<(String, HValue)> {
    use HValue::{Bool, Number, Text};
    let n = |v: f64| Number(v);
    let t = |v: &str| Text(v.to_string());
    let s = &plan.schedule;
    let mut out = vec![
        ("experiment", t(&plan.experiment)),
        ("preset", t(&plan.preset)),
        ("device", t(plan.device.as_str())),
        ("model", t(plan.model.name.as_str())),
        ("lr", n(plan.lr)),
        ("base_lr", n(plan.base_lr)),
        ("effective_batch", n(f64::from(plan.effective_batch))),
        ("micro_batch", n(f64::from(plan.micro_batch))),
        ("accumulation_steps", n(f64::from(plan.accumulation_steps))),
        ("world_size", n(f64::from(plan.world_size))),
        (
            "split",
            Text(format!(
                "{} x {} x {}",
                plan.micro_batch, plan.accumulation_steps, plan.world_size
            )),
        ),
        ("epochs", n(f64::from(s.epochs))),
        ("optimizer_steps", n(plan.last_step() as f64)),
        ("schedule", t(s.name.as_str())),
        ("warmup_steps", n(s.warmup_steps as f64)),
        ("min_lr", n(s.min_lr)),
        ("optimizer", t(plan.optimizer.name.as_str())),
        ("weight_decay", n(plan.optimizer.weight_decay)),
        ("precision", t(plan.precision.as_str())),
        ("gradient_checkpointing", Bool(plan.gradient_checkpointing)),
        ("loss", t(plan.loss.name.as_str())),
        ("label_smoothing", n(plan.loss.label_smoothing)),
        ("seed", n(plan.seed as f64)),
        ("deviations", n(plan.deviations.len() as f64)),
        ("smoke_run", Bool(plan.smoke_run.is_some())),
    ];
    if let Some(clip) = plan.grad_clip_norm {
        out.push(("grad_clip_norm", n(clip)));
    }
    if let Some(size) = plan.model.image_size {
        out.push((
            "input_size",
            Text(format!("{}x{}", size.height, size.width)),
        ));
    }
    out.into_iter().map(|(k, v)| (k.to_string(), v)).collect()
}

impl std::fmt::Display for HValue {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            HValue::Number(v) => f.write_str(&format_float(*v)),
            HValue::Text(v) => f.write_str(v),
            HValue::Bool(v) => write!(f, "{v}"),
        }
    }
}

/// `google.protobuf.Value`: number_value = 2 (double), string_value = 3, bool_value = 4.
fn value(v: &HValue) -> Vec<u8> {
    let mut out = Vec::new();
    match v {
        HValue::Number(x) => {
            key(&mut out, 2, 1);
            out.extend_from_slice(&x.to_le_bytes());
        }
        HValue::Text(s) => length_delimited(&mut out, 3, s.as_bytes()),
        HValue::Bool(b) => {
            key(&mut out, 4, 0);
            varint(&mut out, u64::from(*b));
        }
    }
    out
}

/// `HParamsPluginData` (version = 1, 0 and so left out; session_start_info = 3) holding
/// `SessionStartInfo` (hparams = 1, a map: entries of key = 1, value = 2; start_time_secs =
/// 5).
pub(super) fn session_start_content(hparams: &[(String, HValue)], start_secs: f64) -> Vec<u8> {
    let mut info = Vec::new();
    for (name, v) in hparams {
        let mut entry = Vec::new();
        length_delimited(&mut entry, 1, name.as_bytes());
        length_delimited(&mut entry, 2, &value(v));
        length_delimited(&mut info, 1, &entry);
    }
    key(&mut info, 5, 1);
    info.extend_from_slice(&start_secs.to_le_bytes());
    let mut out = Vec::new();
    length_delimited(&mut out, 3, &info);
    out
}

/// `HParamsPluginData` with session_end_info = 4: `SessionEndInfo` (status = 1,
/// end_time_secs = 2).
pub(super) fn session_end_content(status: Status, end_secs: f64) -> Vec<u8> {
    let mut info = Vec::new();
    key(&mut info, 1, 0);
    varint(&mut info, status as u64);
    key(&mut info, 2, 1);
    info.extend_from_slice(&end_secs.to_le_bytes());
    let mut out = Vec::new();
    length_delimited(&mut out, 4, &info);
    out
}

/// `Summary.Value` for the plugin: tag = 1, metadata = 9 (`SummaryMetadata.plugin_data` = 1:
/// plugin_name = 1, content = 2), tensor = 8 (the plugin's empty float tensor: dtype
/// DT_FLOAT = 1, shape with one dimension of size 0).
pub(super) fn summary_value(tag: &str, content: &[u8]) -> Vec<u8> {
    let mut plugin = Vec::new();
    length_delimited(&mut plugin, 1, PLUGIN_NAME.as_bytes());
    length_delimited(&mut plugin, 2, content);
    let mut metadata = Vec::new();
    length_delimited(&mut metadata, 1, &plugin);
    let mut out = Vec::new();
    length_delimited(&mut out, 1, tag.as_bytes());
    length_delimited(&mut out, 8, &[0x08, 0x01, 0x12, 0x02, 0x12, 0x00]);
    length_delimited(&mut out, 9, &metadata);
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::train::protobuf::fields;

    /// The payloads of field `number` in `bytes`, decoded with the event file's reader.
    fn all(bytes: &[u8], number: u64) -> Vec<Vec<u8>> {
        let mut out = Vec::new();
        assert!(fields(bytes, |n, _, payload| {
            if n == number {
                out.push(payload.to_vec());
            }
        }));
        out
    }

    fn one(bytes: &[u8], number: u64) -> Vec<u8> {
        let found = all(bytes, number);
        assert_eq!(found.len(), 1, "field {number}");
        found[0].clone()
    }

    /// Decode what was encoded: the map's entries come back by name with their values, and the
    /// plugin data is a session start (field 3) with version 0 (left out).
    #[test]
    fn a_session_start_decodes_to_the_hyper_parameters() {
        let hparams = vec![
            ("lr".to_string(), HValue::Number(2.5e-4)),
            ("optimizer".to_string(), HValue::Text("adamw".into())),
            ("gradient_checkpointing".to_string(), HValue::Bool(true)),
        ];
        let content = session_start_content(&hparams, 1234.5);
        assert!(all(&content, 1).is_empty(), "version 0 is left out");
        let info = one(&content, 3);
        let entries = all(&info, 1);
        assert_eq!(entries.len(), 3);
        let name = |e: &[u8]| String::from_utf8(one(e, 1)).unwrap();
        assert_eq!(name(&entries[0]), "lr");
        let lr = one(&entries[0], 2);
        let number = one(&lr, 2);
        assert_eq!(f64::from_le_bytes(number.try_into().unwrap()), 2.5e-4);
        assert_eq!(name(&entries[1]), "optimizer");
        assert_eq!(one(&one(&entries[1], 2), 3), b"adamw");
        let mut flag = None;
        assert!(fields(&one(&entries[2], 2), |n, v, _| {
            if n == 4 {
                flag = Some(v);
            }
        }));
        assert_eq!(flag, Some(1));
        let start = one(&info, 5);
        assert_eq!(f64::from_le_bytes(start.try_into().unwrap()), 1234.5);
    }

    #[test]
    fn a_session_end_decodes_to_its_status_and_time() {
        let content = session_end_content(Status::Success, 99.0);
        let info = one(&content, 4);
        let mut status = None;
        assert!(fields(&info, |n, v, _| {
            if n == 1 {
                status = Some(v);
            }
        }));
        assert_eq!(status, Some(1));
        assert_eq!(f64::from_le_bytes(one(&info, 2).try_into().unwrap()), 99.0);
    }

    /// The summary value names the plugin `hparams`, carries the content verbatim and the
    /// empty tensor TensorBoard's own summaries carry.
    #[test]
    fn the_summary_value_names_the_plugin() {
        let v = summary_value(SESSION_START_TAG, b"xyz");
        assert_eq!(one(&v, 1), SESSION_START_TAG.as_bytes());
        let plugin = one(&one(&v, 9), 1);
        assert_eq!(one(&plugin, 1), b"hparams");
        assert_eq!(one(&plugin, 2), b"xyz");
        assert_eq!(one(&v, 8), [0x08, 0x01, 0x12, 0x02, 0x12, 0x00]);
    }

    #[test]
    fn the_plan_gives_its_recipe_and_split() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        let mut options =
            crate::config::LoadOptions::new(root.join("experiments/quickstart.toml"), "cpu");
        options.presets_dir = Some(root.join("presets"));
        let plan = crate::plan::resolve(&crate::config::load(&options).unwrap()).unwrap();
        let h = of_plan(&plan);
        let get = |k: &str| h.iter().find(|(n, _)| n == k).map(|(_, v)| v.clone());
        assert_eq!(get("lr"), Some(HValue::Number(plan.lr)));
        assert_eq!(get("optimizer"), Some(HValue::Text("adamw".into())));
        assert_eq!(
            get("effective_batch"),
            Some(HValue::Number(f64::from(plan.effective_batch)))
        );
        assert_eq!(get("smoke_run"), Some(HValue::Bool(false)));
        assert_eq!(get("model"), Some(HValue::Text("small_cnn".into())));
    }
}
