//! The PyTorch side: `torch_parity.py`, shipped inside the binary, rebuilds the recipe from the
//! plan with the libraries' own code and replays paperfit's files.

use std::path::Path;
use std::process::Command;

use super::{err, Options, ReferenceOutput, Request};
use crate::config::schema::Precision;
use crate::error::{Error, Result};
use crate::models::registry::entry;
use crate::plan::Plan;

const SCRIPT: &str = include_str!("../torch_parity.py");

/// The `torch` dtype a half-precision plan's reference runs autocast in; `None` for fp32.
pub(super) fn autocast_dtype(precision: Precision) -> Option<&'static str> {
    match precision {
        Precision::Fp32 => None,
        Precision::Bf16 => Some("bfloat16"),
        Precision::Fp16 => Some("float16"),
    }
}

/// Run the reference over the files in `dir` as `request` asks; it leaves its weights there
/// too.
pub(super) fn train(
    plan: &Plan,
    options: &Options,
    request: &Request,
    dir: &Path,
) -> Result<ReferenceOutput> {
    let size = plan
        .model
        .image_size
        .ok_or_else(|| err("plan without an input size"))?;
    let script = dir.join("torch_parity.py");
    std::fs::write(&script, SCRIPT).map_err(|e| Error::io("cannot write", &script, e))?;
    let spec = serde_json::json!({
        "plan": plan,
        "dir": dir,
        "steps": options.steps,
        "pytorch": entry(plan.model.name).pytorch,
        "backbone_pytorch": plan.model.backbone.and_then(|b| entry(b).pytorch),
        // Whether the model (its backbone) cuts patches: the reference then takes the input
        // size, width and depth.
        "vit": entry(plan.model.name).is_vit(),
        "backbone_vit": plan.model.backbone.is_some_and(|b| entry(b).is_vit()),
        "trajectory": request.trajectory,
        "float64_trajectory": request.float64,
        "one_step": request.one_step,
        "gradients_step": options.gradients.as_ref().map(|(g, _)| g),
        "autocast": autocast_dtype(plan.precision),
        "device": plan.device.as_str(),
        "height": size.height,
        "width": size.width,
        "threads": std::thread::available_parallelism().map_or(1, |n| n.get()),
    });
    let spec_path = dir.join("spec.json");
    std::fs::write(&spec_path, spec.to_string())
        .map_err(|e| Error::io("cannot write", &spec_path, e))?;
    let output = Command::new(&options.python)
        .arg(&script)
        .arg(&spec_path)
        .output()
        .map_err(|e| Error::io_while(format!("cannot run {}", options.python.display()), e))?;
    if !output.status.success() {
        let stderr = String::from_utf8_lossy(&output.stderr);
        let tail: Vec<&str> = stderr.lines().rev().take(15).collect();
        return Err(err(format!(
            "the PyTorch reference failed ({}):\n{}",
            output.status,
            tail.into_iter().rev().collect::<Vec<_>>().join("\n")
        )));
    }
    serde_json::from_slice(&output.stdout).map_err(|e| {
        let printed = String::from_utf8_lossy(&output.stdout);
        Error::json(
            Some(format!(
                "the PyTorch reference printed no result ({printed}): "
            )),
            e,
        )
    })
}
