//! `paperfit train --nproc N` (or `--gpus N`): start N ranks of the same command on this machine
//! and wait for them.
//!
//! - GPU ranks are this program again, one per GPU, told their place in `PAPERFIT_RANK`,
//!   `PAPERFIT_LOCAL_RANK` and `PAPERFIT_WORLD_SIZE`, and the NCCL unique id this process
//!   created in `PAPERFIT_NCCL_ID`: NCCL needs no other bootstrap on one machine.
//! - CPU ranks talk through MPI, which needs its launcher: this process runs `mpiexec -n N`
//!   (Open MPI is allowed to place more ranks than cores).
//!
//! When a rank fails, the others are stopped (SIGTERM, then SIGKILL after a grace period) and
//! this process exits with the failed rank's code; when this process dies, the kernel stops its
//! ranks (`PR_SET_PDEATHSIG`). No rank is left waiting for a peer that is gone.

use std::ffi::OsString;
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::path::PathBuf;
use std::process::{Child, Command, ExitStatus};
use std::time::{Duration, Instant};

use super::launch::{ENV_LOCAL_RANK, ENV_NCCL_ID, ENV_RANK, ENV_WORLD_SIZE};
use crate::config::schema::DeviceKind;
use crate::error::{ConfigError, Error, Result};

/// How long stopped ranks get to exit after SIGTERM before SIGKILL.
const GRACE: Duration = Duration::from_secs(10);

/// Start `count` ranks of this program with `args` (a `train` command line without `--nproc`)
/// for a plan on `device`, and wait for all of them. `Ok` when every rank succeeded.
pub(crate) fn run_ranks(count: usize, device: DeviceKind, args: &[OsString]) -> Result<()> {
    let exe = std::env::current_exe()
        .map_err(|e| Error::io_while("cannot find this program's path", e))?;
    let children = match device {
        DeviceKind::Cpu => vec![start_mpiexec(&exe, count, args)?],
        DeviceKind::Cuda => start_gpu_ranks(&exe, count, args)?,
    };
    watch(children)
}

/// `mpiexec -n count exe args...`, for CPU ranks.
fn start_mpiexec(exe: &PathBuf, count: usize, args: &[OsString]) -> Result<Child> {
    if super::backend_for(DeviceKind::Cpu).is_none() {
        return Err(ConfigError::new(format!(
            "--nproc {count} on the CPU needs MPI, and this paperfit was built without it"
        ))
        .help(super::missing_backend_help(DeviceKind::Cpu))
        .into());
    }
    let Some(launcher) = find_on_path(&["mpiexec", "mpirun"]) else {
        return Err(ConfigError::new(format!(
            "--nproc {count} on the CPU starts its ranks with mpiexec, which is not on PATH"
        ))
        .help("install an MPI (Debian: apt-get install openmpi-bin), or start the ranks with your own launcher (docs/distributed.md)")
        .into());
    };
    let mut command = Command::new(&launcher);
    command.arg("-n").arg(count.to_string()).arg(exe).args(args);
    // Open MPI refuses more ranks than cores unless told; other MPIs ignore the variable.
    if std::env::var_os("OMPI_MCA_rmaps_base_oversubscribe").is_none() {
        command.env("OMPI_MCA_rmaps_base_oversubscribe", "1");
    }
    spawn(command, &launcher.display().to_string())
}

/// One process per GPU, each told its rank and the NCCL unique id.
#[cfg(feature = "nccl")]
fn start_gpu_ranks(exe: &PathBuf, count: usize, args: &[OsString]) -> Result<Vec<Child>> {
    let id = super::launch::format_nccl_id(&super::nccl::new_id()?);
    let mut children = Vec::with_capacity(count);
    for rank in 0..count {
        let mut command = Command::new(exe);
        command
            .args(args)
            .env(ENV_RANK, rank.to_string())
            .env(ENV_LOCAL_RANK, rank.to_string())
            .env(ENV_WORLD_SIZE, count.to_string())
            .env(ENV_NCCL_ID, &id);
        match spawn(command, &format!("rank {rank}")) {
            Ok(child) => children.push(child),
            Err(e) => {
                stop(&mut children);
                return Err(e);
            }
        }
    }
    Ok(children)
}

#[cfg(not(feature = "nccl"))]
fn start_gpu_ranks(_exe: &PathBuf, count: usize, _args: &[OsString]) -> Result<Vec<Child>> {
    let _ = (ENV_LOCAL_RANK, ENV_NCCL_ID, ENV_RANK, ENV_WORLD_SIZE);
    Err(ConfigError::new(format!(
        "--nproc {count} on GPUs needs NCCL, and this paperfit was built without it"
    ))
    .help(super::missing_backend_help(DeviceKind::Cuda))
    .into())
}

/// Start `command`; it is sent SIGTERM if this process dies first.
fn spawn(mut command: Command, what: &str) -> Result<Child> {
    // SAFETY: prctl is async-signal-safe and touches only the calling (child) process.
    unsafe {
        command.pre_exec(|| {
            if libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGTERM) != 0 {
                return Err(std::io::Error::last_os_error());
            }
            Ok(())
        });
    }
    command
        .spawn()
        .map_err(|e| Error::io_while(format!("cannot start {what}"), e))
}

/// Wait for every child; the first that fails stops the others and gives the exit code. A
/// stop signal (SIGINT, SIGTERM) that reaches this process is passed on to the children, which
/// stop after the same step with a checkpoint ([`crate::signals`]), and this process waits for
/// them instead of dying first.
fn watch(mut children: Vec<Child>) -> Result<()> {
    let signals = crate::signals::StopSignals::listen()
        .map_err(|e| Error::io_while("cannot listen for SIGINT and SIGTERM", e))?;
    let mut forwarded = false;
    let mut done = vec![false; children.len()];
    loop {
        if let (Some(signal), false) = (signals.received(), forwarded) {
            forwarded = true;
            for (i, child) in children.iter().enumerate() {
                if !done[i] {
                    // SAFETY: kill(2) on a child's pid we have not reaped.
                    unsafe {
                        libc::kill(child.id() as libc::pid_t, signal);
                    }
                }
            }
        }
        for (i, child) in children.iter_mut().enumerate() {
            if done[i] {
                continue;
            }
            let status = child
                .try_wait()
                .map_err(|e| Error::io_while(format!("cannot wait for rank {i}"), e))?;
            match status {
                Some(s) if s.success() => done[i] = true,
                Some(s) => {
                    stop(&mut children);
                    let rank = (children.len() > 1).then_some(i);
                    // Stopped on a signal passed on: the ranks said where; an MPI launcher
                    // reports its own code for a job it was told to end.
                    let code = match signals.received() {
                        Some(signal) => 128 + signal,
                        None => exit_code(s),
                    };
                    return Err(Error::Peer { rank, code });
                }
                None => {}
            }
        }
        if done.iter().all(|&d| d) {
            return Ok(());
        }
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// SIGTERM to every child still running, then SIGKILL to those still there after [`GRACE`].
fn stop(children: &mut [Child]) {
    for child in children.iter() {
        // SAFETY: kill(2) on a child's pid we have not reaped.
        unsafe {
            libc::kill(child.id() as libc::pid_t, libc::SIGTERM);
        }
    }
    let started = Instant::now();
    for child in children.iter_mut() {
        while matches!(child.try_wait(), Ok(None)) {
            if started.elapsed() > GRACE {
                let _ = child.kill();
                let _ = child.wait();
                break;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
    }
}

/// A shell's exit code: the process's, or 128 + the signal that killed it.
fn exit_code(status: ExitStatus) -> i32 {
    status
        .code()
        .or_else(|| status.signal().map(|s| 128 + s))
        .unwrap_or(1)
}

fn find_on_path(names: &[&str]) -> Option<PathBuf> {
    let path = std::env::var_os("PATH")?;
    names.iter().find_map(|name| {
        std::env::split_paths(&path)
            .map(|dir| dir.join(name))
            .find(|p| p.is_file())
    })
}
