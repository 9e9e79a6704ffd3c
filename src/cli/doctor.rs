//! `paperfit doctor`.

use super::{emit, Format};
use crate::doctor::{self, Status, Target};
use crate::error::{Error, Result};

#[derive(Debug, clap::Args)]
pub(crate) struct Args {
    /// Where the checks run: the GPU when this build and machine have one (auto), or the CPU
    /// (the same suite, without the device-against-CPU comparisons).
    #[arg(long, value_enum, default_value_t = Device::Auto)]
    device: Device,
    #[arg(long, value_enum, default_value_t)]
    format: Format,
    /// Run only the CUDA kernel rows whose names contain one of these texts (case-insensitive;
    /// repeatable), e.g. `--only attention --only linear`, and none of the other checks.
    #[arg(long, value_name = "TEXT")]
    only: Vec<String>,
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
    let report = doctor::run(target, &args.only, &mut |check| {
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
