//! `paperfit doctor`.

use super::{emit, Format};
use crate::doctor::{self, Scope, Status, Target};
use crate::error::{Error, Result};

#[derive(Debug, clap::Args)]
pub(crate) struct Args {
    /// Where the checks run: the GPU when this build and machine have one (auto), or the CPU
    /// (the same suite, without the device-against-CPU comparisons).
    #[arg(long, value_enum, default_value_t = Device::Auto)]
    device: Device,
    #[arg(long, value_enum, default_value_t)]
    format: Format,
    /// Run only these checks: `convolutions`, the convolution kernel rows (each with the cuDNN
    /// algorithm or engine it ran; `PAPERFIT_CUDNN` picks the interface).
    #[arg(long, value_enum)]
    only: Option<Only>,
}

#[derive(Debug, Clone, Copy, clap::ValueEnum)]
enum Only {
    Convolutions,
}

#[derive(Debug, Clone, Copy, clap::ValueEnum)]
enum Device {
    Auto,
    Cpu,
    Cuda,
}

pub(crate) fn run(args: Args) -> Result<()> {
    let target = match args.device {
        Device::Auto => Target::Auto,
        Device::Cpu => Target::Cpu,
        Device::Cuda => Target::Cuda,
    };
    let text = matches!(args.format, Format::Text);
    let scope = match args.only {
        None => Scope::Every,
        Some(Only::Convolutions) => Scope::Convolutions,
    };
    let report = doctor::run(target, scope, &mut |check| {
        if text {
            crate::text::stderr_line(&format!(
                "{} / {}: {:?}",
                check.group, check.name, check.status
            ));
        }
    })?;
    emit(&match args.format {
        Format::Json => super::json(&report)?,
        Format::Text => doctor::render(&report),
    })?;
    if report.passed() {
        Ok(())
    } else {
        Err(Error::Internal(format!(
            "{} of {} checks failed",
            report.count(Status::Fail),
            report.checks.len()
        )))
    }
}
