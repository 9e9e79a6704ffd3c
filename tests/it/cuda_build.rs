//! A CUDA build (`--features cudnn,nccl`) where no GPU, driver or CUDA library is (CI's
//! machine): it links none of them, so it starts, plans, trains on the CPU, and where it needs
//! the GPU says which library is missing and where it comes from, with exit code 2, instead
//! of dying in the dynamic loader before `main` (exit 127).

use crate::common;

use std::path::Path;
use std::process::{Command, Output};

fn run(bin: &Path, args: &[&str]) -> Output {
    Command::new(bin)
        .args(args)
        .current_dir(common::root())
        .output()
        .unwrap()
}

fn text(output: &Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    )
}

#[test]
fn a_cuda_build_starts_and_plans_without_a_gpu() {
    let Some(bin) = common::optional::cuda_binary(this_test!()) else {
        return;
    };
    let help = run(&bin, &["--help"]);
    assert!(help.status.success(), "{}", text(&help));
    // The build says what it is: a CUDA build, and the cards its code serves.
    let version = run(&bin, &["--version"]);
    assert!(version.status.success(), "{}", text(&version));
    let plan = run(
        &bin,
        &["plan", "experiments/quickstart.toml", "--preset", "auto"],
    );
    let said = text(&plan);
    assert!(plan.status.success(), "{said}");
    // With a driver the build opens the card and plans for it: the preset is the card's.
    if !common::optional::nvidia_driver_loads() {
        assert!(said.contains("preset        cpu (auto: no GPU ("), "{said}");
    }
    let plan = run(
        &bin,
        &["plan", "experiments/dcal_cub.toml", "--preset", "16gb"],
    );
    assert!(plan.status.success(), "{}", text(&plan));
}

#[test]
fn a_cuda_build_names_each_missing_library_and_where_it_comes_from() {
    let Some(bin) = common::optional::cuda_binary(this_test!()) else {
        return;
    };
    // A machine with a driver: what is missing, if anything, is the machine's own.
    if !common::optional::no_nvidia_driver(this_test!()) {
        return;
    }
    let doctor = run(&bin, &["doctor"]);
    let said = text(&doctor);
    assert_eq!(doctor.status.code(), Some(2), "{said}");
    for (file, from) in [
        ("libcuda.so.1", "the NVIDIA driver"),
        ("libcublas.so.13", "pip install nvidia-cublas"),
        ("libcudnn.so.9", "pip install nvidia-cudnn-cu13"),
        ("libnccl.so.2", "pip install nvidia-nccl-cu13"),
    ] {
        let line = said
            .lines()
            .find(|l| l.trim_start().starts_with(&format!("{file}:")))
            .unwrap_or_else(|| panic!("{file} not named: {said}"));
        assert!(line.contains(from), "{line}");
    }
    assert!(said.contains("--device cpu"), "{said}");
    assert!(!said.contains("panicked"), "{said}");
    // A plan for a CUDA preset says it cannot run here, and a run of it stops before training.
    let plan = run(
        &bin,
        &["plan", "experiments/quickstart.toml", "--preset", "80gb"],
    );
    let said = text(&plan);
    assert!(plan.status.success(), "{said}");
    assert!(
        said.contains("runs on CUDA, but this CUDA build cannot load libraries it needs"),
        "{said}"
    );
    let out = tempfile::tempdir().unwrap();
    let train = Command::new(&bin)
        .args([
            "train",
            "experiments/quickstart.toml",
            "--preset",
            "80gb",
            "--plain",
        ])
        .arg("--out")
        .arg(out.path().join("run"))
        .current_dir(common::root())
        .output()
        .unwrap();
    let said = text(&train);
    assert_eq!(train.status.code(), Some(2), "{said}");
    assert!(said.contains("libcuda.so.1 (the NVIDIA driver"), "{said}");
    assert!(!said.contains("panicked"), "{said}");
}
