//! `paperfit estimate`: an experiment's estimated peak memory on every preset, for every
//! micro-batch that divides its batch, with and without checkpointing.

use std::path::{Path, PathBuf};

use super::{resolve, Plan};
use crate::config::presets::PresetCatalog;
use crate::config::schema::{ModelSpec, Precision};
use crate::config::{load, LoadOptions};
use crate::error::{ConfigError, Origin, Result};
use crate::memory::{self, EstimateRow, EstimateTable, Setting, TableHeader, Workload};
use crate::models::{self, MeasuredModel, Recipe};

/// What to tabulate: the experiment with its overrides, and the rows to keep (all when empty).
#[derive(Debug, Clone, Default)]
pub(crate) struct TableRequest {
    pub experiment: PathBuf,
    pub sets: Vec<String>,
    /// `--unset` keys.
    pub unsets: Vec<String>,
    pub presets: Vec<String>,
    pub micro_batches: Vec<u32>,
    /// Default: each preset's own precision.
    pub precisions: Vec<Precision>,
    pub presets_dir: Option<PathBuf>,
    pub presets_dir_origin: Option<Origin>,
    /// The process environment (`PAPERFIT_*` layers, a simulated GPU for `auto`).
    pub env: Vec<(String, String)>,
}

/// The preset `--preset auto` chooses here, when it is among the requested presets.
fn auto_choice(catalog: &PresetCatalog, request: &TableRequest) -> Result<Option<String>> {
    if !request.presets.iter().any(|p| p == "auto") {
        return Ok(None);
    }
    let simulate = crate::gpu::Simulation::from_vars(|var| {
        request
            .env
            .iter()
            .find(|(k, _)| k == var)
            .map(|(_, v)| v.clone())
    });
    let origin = Origin::CommandLine {
        argument: "--preset auto".into(),
    };
    let selection = catalog.select("auto", origin, || crate::gpu::detect(&simulate))?;
    Ok(Some(selection.name))
}

/// Every requested preset x precision x micro-batch x checkpointing, estimated.
pub(crate) fn estimate_table(request: &TableRequest) -> Result<EstimateTable> {
    let catalog = PresetCatalog::discover(
        request.presets_dir.as_deref(),
        request.presets_dir_origin.as_ref(),
    )?;
    let auto = auto_choice(&catalog, request)?;
    for name in request.presets.iter().filter(|p| *p != "auto") {
        let origin = Origin::CommandLine {
            argument: format!("--preset {name}"),
        };
        catalog.require(name, origin)?;
    }
    let mut models: Vec<(ModelSpec, Recipe, MeasuredModel)> = Vec::new();
    let mut header = None;
    let mut rows = Vec::new();
    for preset in catalog.names() {
        // The preset `auto` chose is planned as `plan --preset auto` plans it (on the card's
        // memory, with its micro-batch fitted).
        let choice = match &auto {
            Some(name) if name == preset => "auto",
            _ if request.presets.is_empty() || request.presets.iter().any(|p| p == preset) => {
                preset
            }
            _ => continue,
        };
        let plan = preset_plan(&request.experiment, choice, request)?;
        let model = measured(&mut models, &plan)?;
        let workload = plan
            .workload()
            .ok_or_else(|| ConfigError::new("the plan has no input size"))?;
        header.get_or_insert_with(|| table_header(&plan, model, &workload));
        rows.extend(preset_rows(&plan, model, &workload, request)?);
    }
    let header = header.ok_or_else(|| ConfigError::new("no preset to estimate"))?;
    Ok(EstimateTable { header, rows })
}

fn preset_plan(experiment: &Path, preset: &str, request: &TableRequest) -> Result<Plan> {
    let mut options = LoadOptions::new(experiment, preset);
    options.sets = request.sets.clone();
    options.unsets = request.unsets.clone();
    options.presets_dir = request.presets_dir.clone();
    options.presets_dir_origin = request.presets_dir_origin.clone();
    options.env = request.env.clone();
    let loaded = load(&options)?;
    // `auto` fits the micro-batch to the card, which needs the measured model (as in `plan`).
    let plan = if preset == "auto" {
        super::build::build(&loaded)?
    } else {
        resolve(&loaded)?
    };
    models::registry::check_model_supports_loss(&plan.model, plan.loss.name)
        .map_err(ConfigError::new)?;
    Ok(plan)
}

/// The measured model of `plan`, built once per model and recipe.
fn measured<'a>(
    models: &'a mut Vec<(ModelSpec, Recipe, MeasuredModel)>,
    plan: &Plan,
) -> Result<&'a MeasuredModel> {
    let recipe = plan.recipe();
    let index = match models
        .iter()
        .position(|(spec, r, _)| *spec == plan.model && *r == recipe)
    {
        Some(i) => i,
        None => {
            let model = MeasuredModel::new(&plan.model, &recipe).map_err(|e| {
                ConfigError::new(format!(
                    "cannot build `{}` to measure it: {e}",
                    plan.model.name.as_str()
                ))
            })?;
            models.push((plan.model.clone(), recipe, model));
            models.len() - 1
        }
    };
    Ok(&models[index].2)
}

fn table_header(plan: &Plan, model: &MeasuredModel, workload: &Workload) -> TableHeader {
    TableHeader {
        experiment: plan.experiment.clone(),
        paper: plan.paper.clone(),
        model: plan.model.name.as_str().to_string(),
        parameters: model.trainable_params,
        input: format!("{}x{}", workload.height, workload.width),
        effective_batch: plan.effective_batch,
        world_size: plan.world_size,
        optimizer: plan.optimizer.name.as_str().to_string(),
    }
}

/// One preset's rows: each precision x micro-batch, without and with checkpointing (a model of
/// one segment cannot checkpoint: its second row would repeat the first).
fn preset_rows(
    plan: &Plan,
    model: &MeasuredModel,
    workload: &Workload,
    request: &TableRequest,
) -> Result<Vec<EstimateRow>> {
    let precisions = if request.precisions.is_empty() {
        vec![plan.precision]
    } else {
        request.precisions.clone()
    };
    let mut rows = Vec::new();
    for precision in precisions {
        for split in plan.split().alternatives().into_iter().rev() {
            let micro = split.micro();
            if !request.micro_batches.is_empty() && !request.micro_batches.contains(&micro) {
                continue;
            }
            for checkpointing in [false, true] {
                let setting = Setting {
                    split,
                    gradient_checkpointing: checkpointing,
                    precision,
                };
                let estimate = memory::estimate(model, workload, &setting).ok_or_else(|| {
                    ConfigError::new(format!(
                        "the memory of `{}` cannot be estimated",
                        plan.model.name.as_str()
                    ))
                })?;
                if checkpointing && !estimate.gradient_checkpointing {
                    continue;
                }
                rows.push(EstimateRow {
                    preset: plan.preset.clone(),
                    planned: plan.micro_batch == micro
                        && plan.precision == precision
                        && plan.gradient_checkpointing == estimate.gradient_checkpointing,
                    estimate,
                });
            }
        }
    }
    Ok(rows)
}
