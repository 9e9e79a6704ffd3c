//! Who this process is: rank, local rank and world size, as its launcher says.
//!
//! - `train --nproc N` (or `--gpus N`) starts the ranks itself and tells each its place in
//!   `PAPERFIT_RANK`, `PAPERFIT_LOCAL_RANK` and `PAPERFIT_WORLD_SIZE` (GPU ranks also get the
//!   NCCL unique id in `PAPERFIT_NCCL_ID`; CPU ranks are started through `mpiexec`).
//! - `mpirun` / `mpiexec` (Open MPI, MPICH, Intel MPI, MVAPICH) and `srun --mpi=pmix` start
//!   ranks that initialise MPI: rank and size come from MPI itself, the local rank from the
//!   ranks that share this node's memory (`MPI_COMM_TYPE_SHARED`).
//! - Anything else is one process, world size 1.
//!
//! A launcher paperfit cannot join (an MPI launch in a build without the `mpi` feature, `srun`
//! without an MPI plugin) is an input error, found before any work.

use std::collections::BTreeMap;

use crate::error::{ConfigError, Origin, Result};

/// Set by `train --nproc` for the ranks it starts.
pub(crate) const ENV_RANK: &str = "PAPERFIT_RANK";
pub(crate) const ENV_LOCAL_RANK: &str = "PAPERFIT_LOCAL_RANK";
pub(crate) const ENV_WORLD_SIZE: &str = "PAPERFIT_WORLD_SIZE";
/// The NCCL unique id (256 hex digits) the parent of GPU ranks created.
pub(crate) const ENV_NCCL_ID: &str = "PAPERFIT_NCCL_ID";

/// Environment variables by which MPI launchers announce a rank (the variable with the world
/// size, for the message). PMIx (`srun --mpi=pmix`, Open MPI 5) and PMI-1/2 (MPICH's hydra,
/// Intel MPI, `srun --mpi=pmi2`) cover every launcher that can start MPI ranks.
const MPI_MARKERS: &[&str] = &[
    "OMPI_COMM_WORLD_SIZE",
    "PMIX_RANK",
    "PMI_SIZE",
    "PMI_RANK",
    "MV2_COMM_WORLD_SIZE",
];

/// What started this process.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Launcher {
    /// A plain process.
    Single,
    /// An MPI launcher (`mpirun`, `mpiexec`, `srun --mpi=...`), named by the variable that
    /// announced it.
    Mpi { announced_by: String },
    /// `paperfit train --nproc N`.
    Spawned,
}

/// This process's place in the launch.
pub(crate) struct Launch {
    pub rank: usize,
    pub local_rank: usize,
    pub world_size: usize,
    /// Ranks on this machine (this one included): they share its cores.
    pub local_size: usize,
    pub launcher: Launcher,
    /// The NCCL unique id, for ranks `train --nproc` started on GPUs (read only by the NCCL
    /// bootstrap, but parsed and checked in every build).
    #[cfg_attr(not(feature = "nccl"), allow(dead_code))]
    pub nccl_id: Option<[u8; 128]>,
    /// MPI, initialised, for ranks an MPI launcher started (dropping it finalises MPI).
    #[cfg(feature = "mpi")]
    pub(super) mpi: Option<std::rc::Rc<super::mpi::Mpi>>,
}

impl std::fmt::Debug for Launch {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Launch")
            .field("rank", &self.rank)
            .field("local_rank", &self.local_rank)
            .field("world_size", &self.world_size)
            .field("local_size", &self.local_size)
            .field("launcher", &self.launcher)
            .finish()
    }
}

impl Launch {
    /// A plain process: rank 0 of 1.
    pub(crate) fn single() -> Launch {
        Launch {
            rank: 0,
            local_rank: 0,
            world_size: 1,
            local_size: 1,
            launcher: Launcher::Single,
            nccl_id: None,
            #[cfg(feature = "mpi")]
            mpi: None,
        }
    }

    /// What `train --nproc world_size` gives the ranks it starts (rank 0's view).
    pub(crate) fn spawned_ranks(world_size: usize) -> Launch {
        Launch {
            world_size,
            local_size: world_size,
            launcher: Launcher::Spawned,
            ..Launch::single()
        }
    }

    /// Read the launch from `env`, initialising MPI when an MPI launcher started this process.
    pub(crate) fn from_env(env: &BTreeMap<String, String>) -> Result<Launch> {
        if env.contains_key(ENV_RANK) {
            return spawned(env);
        }
        if let Some(var) = MPI_MARKERS.iter().find(|v| env.contains_key(**v)) {
            return mpi_launch(env, var);
        }
        if let Some(launch) = srun_without_mpi(env) {
            return Err(launch);
        }
        Ok(Launch::single())
    }

    /// Stop before any work when the plan's `train.world_size` is not the launch's.
    pub(crate) fn check_world_size(&self, planned: u32) -> Result<(), ConfigError> {
        let launched = self.world_size;
        if planned as usize == launched {
            return Ok(());
        }
        let error = if launched == 1 {
            ConfigError::new(format!(
                "the plan trains on {planned} processes (train.world_size = {planned}), but this process was started alone, without a launcher that gives it a rank"
            ))
            .help(format!(
                "start the ranks: `paperfit train ... --nproc {planned}` on one machine, `mpirun -n {planned} paperfit train ...`, or `srun --mpi=pmix -n {planned} paperfit train ...` (docs/distributed.md); or train in one process with --set train.world_size=1"
            ))
        } else {
            ConfigError::new(format!(
                "the plan trains on {planned} process(es) (train.world_size = {planned}), but {} started {launched}",
                self.describe_launcher()
            ))
            .help(format!(
                "plan for the launch with --set train.world_size={launched} (accumulation is re-derived, the effective batch is kept), or launch {planned} ranks"
            ))
        };
        Err(error.key("train.world_size"))
    }

    /// Stop every rank after an error on this one: `MPI_Abort` when MPI started the ranks (the
    /// launcher stops the others and returns `code`), otherwise exit with `code` (the parent
    /// of ranks `train --nproc` started stops the others).
    pub(crate) fn abort(&self, code: i32) -> ! {
        #[cfg(feature = "mpi")]
        if let Some(mpi) = &self.mpi {
            mpi.abort(code)
        }
        std::process::exit(code)
    }

    /// End this rank with `code` after a clean shutdown (MPI finalised), for when every rank
    /// stops at the same point and none needs the others taken down.
    pub(crate) fn exit(self, code: i32) -> ! {
        drop(self);
        std::process::exit(code)
    }

    /// "mpirun (OMPI_COMM_WORLD_SIZE)", "`paperfit train --nproc`", "a plain process".
    pub(crate) fn describe_launcher(&self) -> String {
        match &self.launcher {
            Launcher::Single => "a plain process".into(),
            Launcher::Mpi { announced_by } => format!("the MPI launcher ({announced_by})"),
            Launcher::Spawned => "`paperfit train --nproc`".into(),
        }
    }
}

fn env_error(var: &str, value: &str, message: String) -> crate::error::Error {
    ConfigError::new(message)
        .origin(Origin::Env {
            var: var.into(),
            value: Some(value.into()),
        })
        .into()
}

/// A rank `train --nproc` started.
fn spawned(env: &BTreeMap<String, String>) -> Result<Launch> {
    let number = |var: &str| -> Result<usize> {
        let value = env.get(var).map(String::as_str).unwrap_or("");
        value.trim().parse().map_err(|_| {
            env_error(
                var,
                value,
                format!(
                    "{var} must be a non-negative integer (it is set by `paperfit train --nproc`)"
                ),
            )
        })
    };
    let (rank, local_rank, world_size) = (
        number(ENV_RANK)?,
        number(ENV_LOCAL_RANK)?,
        number(ENV_WORLD_SIZE)?,
    );
    if rank >= world_size || local_rank >= world_size {
        let value = env.get(ENV_RANK).cloned().unwrap_or_default();
        return Err(env_error(
            ENV_RANK,
            &value,
            format!(
                "rank {rank} (local rank {local_rank}) is not below the world size {world_size}"
            ),
        ));
    }
    let nccl_id = match env.get(ENV_NCCL_ID) {
        None => None,
        Some(hex) => Some(parse_nccl_id(hex).ok_or_else(|| {
            env_error(
                ENV_NCCL_ID,
                hex,
                format!("{ENV_NCCL_ID} must be 256 hexadecimal digits (the NCCL unique id)"),
            )
        })?),
    };
    Ok(Launch {
        rank,
        local_rank,
        world_size,
        // `--nproc` starts all the ranks on one machine.
        local_size: world_size,
        launcher: Launcher::Spawned,
        nccl_id,
        #[cfg(feature = "mpi")]
        mpi: None,
    })
}

/// The NCCL unique id as 256 hex digits (what `train --nproc` hands its ranks with NCCL).
#[cfg_attr(not(feature = "nccl"), allow(dead_code))]
pub(crate) fn format_nccl_id(id: &[u8; 128]) -> String {
    id.iter().map(|b| format!("{b:02x}")).collect()
}

pub(super) fn parse_nccl_id(hex: &str) -> Option<[u8; 128]> {
    let hex = hex.trim();
    if hex.len() != 256 || !hex.is_ascii() {
        return None;
    }
    let mut id = [0u8; 128];
    for (i, byte) in id.iter_mut().enumerate() {
        *byte = u8::from_str_radix(&hex[2 * i..2 * i + 2], 16).ok()?;
    }
    Some(id)
}

#[cfg(feature = "mpi")]
fn mpi_launch(_env: &BTreeMap<String, String>, var: &str) -> Result<Launch> {
    let mpi = super::mpi::Mpi::init()?;
    Ok(Launch {
        rank: mpi.rank(),
        local_rank: mpi.local_rank(),
        world_size: mpi.size(),
        local_size: mpi.local_size(),
        launcher: Launcher::Mpi {
            announced_by: var.to_string(),
        },
        nccl_id: None,
        mpi: Some(std::rc::Rc::new(mpi)),
    })
}

#[cfg(not(feature = "mpi"))]
fn mpi_launch(env: &BTreeMap<String, String>, var: &str) -> Result<Launch> {
    let value = env.get(var).cloned().unwrap_or_default();
    // `mpirun -n 1` of a build without MPI is still one process.
    if var.ends_with("_SIZE") && value.trim() == "1" {
        return Ok(Launch::single());
    }
    Err(env_error(
        var,
        &value,
        "an MPI launcher started this process, but this paperfit was built without the `mpi` feature, so it cannot join the other ranks".into(),
    ))
}

/// `srun` started several tasks without an MPI plugin: they have ranks (`SLURM_PROCID`) but no
/// way to reach each other.
fn srun_without_mpi(env: &BTreeMap<String, String>) -> Option<crate::error::Error> {
    let tasks = env.get("SLURM_STEP_NUM_TASKS")?;
    env.get("SLURM_PROCID")?;
    if tasks.trim().parse::<usize>().ok()? <= 1 {
        return None;
    }
    Some(
        ConfigError::new(format!(
            "srun started {} tasks without an MPI plugin: the ranks have no bootstrap to find each other",
            tasks.trim()
        ))
        .origin(Origin::Env {
            var: "SLURM_STEP_NUM_TASKS".into(),
            value: Some(tasks.clone()),
        })
        .help("launch with `srun --mpi=pmix ...` (or --mpi=pmi2) and a paperfit built with `--features mpi`; see docs/distributed.md")
        .into(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn env(pairs: &[(&str, &str)]) -> BTreeMap<String, String> {
        pairs
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect()
    }

    #[test]
    fn a_plain_process_is_rank_0_of_1() {
        let launch = Launch::from_env(&env(&[("HOME", "/root")])).unwrap();
        assert_eq!((launch.rank, launch.world_size), (0, 1));
        assert_eq!(launch.launcher, Launcher::Single);
    }

    #[test]
    fn spawned_ranks_read_their_place_and_the_nccl_id() {
        let id: [u8; 128] = std::array::from_fn(|i| (i * 7) as u8);
        let hex = format_nccl_id(&id);
        let launch = Launch::from_env(&env(&[
            (ENV_RANK, "2"),
            (ENV_LOCAL_RANK, "2"),
            (ENV_WORLD_SIZE, "4"),
            (ENV_NCCL_ID, &hex),
        ]))
        .unwrap();
        assert_eq!(
            (
                launch.rank,
                launch.local_rank,
                launch.world_size,
                launch.local_size
            ),
            (2, 2, 4, 4)
        );
        assert_eq!(launch.nccl_id, Some(id));
    }

    #[test]
    fn bad_spawn_variables_are_located_input_errors() {
        for pairs in [
            vec![
                (ENV_RANK, "x"),
                (ENV_LOCAL_RANK, "0"),
                (ENV_WORLD_SIZE, "2"),
            ],
            vec![
                (ENV_RANK, "2"),
                (ENV_LOCAL_RANK, "0"),
                (ENV_WORLD_SIZE, "2"),
            ],
            vec![
                (ENV_RANK, "0"),
                (ENV_LOCAL_RANK, "0"),
                (ENV_WORLD_SIZE, "2"),
                (ENV_NCCL_ID, "abc"),
            ],
        ] {
            let e = Launch::from_env(&env(&pairs)).unwrap_err();
            assert_eq!(e.exit_code(), 2, "{e}");
            assert!(e.to_string().contains("PAPERFIT_"), "{e}");
        }
    }

    #[test]
    fn srun_without_an_mpi_plugin_is_refused() {
        let e = Launch::from_env(&env(&[
            ("SLURM_STEP_NUM_TASKS", "4"),
            ("SLURM_PROCID", "1"),
        ]))
        .unwrap_err();
        assert_eq!(e.exit_code(), 2);
        assert!(e.to_string().contains("--mpi=pmix"), "{e}");
        // One task, or a batch script outside srun: one process.
        let one = Launch::from_env(&env(&[
            ("SLURM_STEP_NUM_TASKS", "1"),
            ("SLURM_PROCID", "0"),
        ]));
        assert_eq!(one.unwrap().world_size, 1);
    }

    #[test]
    fn a_world_size_that_is_not_the_launchs_is_an_input_error() {
        let single = Launch::single();
        assert!(single.check_world_size(1).is_ok());
        let e = crate::error::Error::from(single.check_world_size(4).unwrap_err());
        assert_eq!(e.exit_code(), 2);
        let text = e.to_string();
        assert!(
            text.contains("started alone") && text.contains("--nproc 4"),
            "{text}"
        );
        let spawned = Launch::spawned_ranks(2);
        let text = spawned.check_world_size(4).unwrap_err().to_string();
        assert!(text.contains("train.world_size=2"), "{text}");
    }
}
