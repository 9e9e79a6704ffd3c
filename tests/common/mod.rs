//! Helpers shared by the integration tests.
#![allow(dead_code)]

pub mod agree;
pub mod gradcheck;
pub mod layouts;
#[macro_use]
pub mod optional;
pub mod own_data;
pub mod reference;

use std::path::{Path, PathBuf};

use paperfit::config::{load, LoadOptions};
use paperfit::plan::{resolve, Plan};

pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The paperfit binary, run from `cwd`, with no inherited `PAPERFIT_*` variable (preset,
/// presets directory, simulated GPU, injected faults, configuration overrides).
pub fn paperfit_in(cwd: &Path) -> std::process::Command {
    let mut cmd = std::process::Command::new(env!("CARGO_BIN_EXE_paperfit"));
    for (key, _) in std::env::vars_os() {
        if key.to_string_lossy().starts_with("PAPERFIT_") {
            cmd.env_remove(&key);
        }
    }
    // No test reaches the Hugging Face Hub or reads this machine's cache: an empty cache, an
    // endpoint nothing listens on (the discard port), no token, online. tests/it/hub.rs sets its own.
    for key in ["HF_HOME", "HF_HUB_OFFLINE", "HF_TOKEN", "XDG_CACHE_HOME"] {
        cmd.env_remove(key);
    }
    cmd.env(
        "HF_HUB_CACHE",
        std::env::temp_dir().join("paperfit-tests-empty-hf-cache"),
    );
    cmd.env("HF_ENDPOINT", "http://127.0.0.1:9");
    cmd.current_dir(cwd);
    cmd
}

/// `paperfit train experiments/quickstart.toml --preset cpu --out OUT` from the repository
/// root (more arguments and variables can be added).
pub fn train_quickstart_cpu(out: &Path) -> std::process::Command {
    let mut cmd = paperfit_in(&root());
    cmd.args([
        "train",
        "experiments/quickstart.toml",
        "--preset",
        "cpu",
        "--out",
    ])
    .arg(out);
    cmd
}

/// The arguments of a short quickstart on the CPU (`--out` to add): 2 epochs of 8 optimizer
/// steps, checkpoints every 3 steps, plain progress lines.
pub const SHORT_QUICKSTART_CPU: &[&str] = &[
    "train",
    "experiments/quickstart.toml",
    "--preset",
    "cpu",
    "--plain",
    "--set",
    "paper.epochs=2",
    "--set",
    "data.train_samples=512",
    "--set",
    "data.eval_samples=128",
    "--set",
    "train.checkpoint_every=3",
    "--set",
    "train.micro_batch=16",
];

/// [`SHORT_QUICKSTART_CPU`] into `out`.
pub fn short_quickstart_cpu(out: &Path) -> std::process::Command {
    let mut cmd = paperfit_in(&root());
    cmd.args(SHORT_QUICKSTART_CPU).arg("--out").arg(out);
    cmd
}

/// Run `cmd`, require it to succeed (its stderr in the failure), and return its stdout.
pub fn stdout_of(cmd: &mut std::process::Command) -> Vec<u8> {
    let out = cmd.output().unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    out.stdout
}

/// `<root>/<split>/c<k>/<i>.png`: `train` 8 x 8 images in 4 classes, 4 evaluation images.
pub fn image_folder(root: &Path, train: usize) {
    for (split, n) in [("train", train), ("val", 4)] {
        for i in 0..n {
            let dir = root.join(split).join(format!("c{}", i % 4));
            std::fs::create_dir_all(&dir).unwrap();
            image::RgbImage::from_pixel(8, 8, image::Rgb([(i * 13) as u8, 40, 200]))
                .save(dir.join(format!("{i}.png")))
                .unwrap();
        }
    }
}

/// The TensorBoard event files of a run directory, in name order.
pub fn event_files(run_dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(run_dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| {
            p.file_name()
                .is_some_and(|n| n.to_string_lossy().starts_with("events.out.tfevents."))
        })
        .collect();
    files.sort();
    files
}

/// The plan of a shipped experiment on `preset` with `--set` overrides.
pub fn plan(experiment: &str, preset: &str, sets: &[&str]) -> Plan {
    let mut o = LoadOptions::new(root().join("experiments").join(experiment), preset);
    o.presets_dir = Some(root().join("presets"));
    for s in sets {
        o = o.set(s);
    }
    let loaded = load(&o).unwrap_or_else(|e| panic!("{e}"));
    resolve(&loaded).unwrap_or_else(|e| panic!("{e}"))
}

/// [`plan`] on the CPU preset, on built-in synthetic data, from scratch, in fp32, with `sets`.
pub fn synthetic_plan(experiment: &str, sets: &[&str]) -> Plan {
    let mut all = vec![
        "data.format=\"synthetic\"",
        "model.pretrained=\"\"",
        "train.precision=\"fp32\"",
    ];
    all.extend_from_slice(sets);
    plan(experiment, "cpu", &all)
}

/// Gradients as flat vectors, one per parameter.
pub fn to_vecs(grads: &[candle_core::Tensor]) -> Vec<Vec<f32>> {
    grads
        .iter()
        .map(|g| g.flatten_all().unwrap().to_vec1::<f32>().unwrap())
        .collect()
}

/// The gradient of the step's loss over `window`, computed in micro-batches of `micro`.
pub fn window_gradients(
    engine: &mut paperfit::train::engine::Engine,
    data: &dyn paperfit::data::Dataset,
    window: &[usize],
    micro: usize,
) -> Vec<Vec<f32>> {
    to_vecs(&engine.window_gradients(data, window, micro, 0).unwrap().0)
}

/// The largest of `values` (0 for none), infinite where one is NaN. `f64::max` drops a NaN
/// (`f64::max(x, NaN)` is `x`), so a fold with it lets a NaN error through any tolerance.
pub fn worst(values: impl IntoIterator<Item = f64>) -> f64 {
    let mut largest = 0f64;
    for v in values {
        if v.is_nan() {
            return f64::INFINITY;
        }
        largest = largest.max(v);
    }
    largest
}

/// The largest |a_i - b_i| of two equally long slices; infinite where a value on either side is
/// not finite, so a NaN or an infinity is never within a tolerance.
pub fn max_difference<T: Copy + Into<f64>>(a: &[T], b: &[T]) -> f64 {
    assert_eq!(a.len(), b.len(), "the values compared");
    worst(a.iter().zip(b).map(|(&x, &y)| {
        let (x, y): (f64, f64) = (x.into(), y.into());
        match x.is_finite() && y.is_finite() {
            true => (x - y).abs(),
            false => f64::INFINITY,
        }
    }))
}

/// The largest |v| (0 for none); NaN where a value is not finite, so a tolerance scaled by it
/// fails every comparison (an infinite scale would pass an infinite difference).
pub fn largest_magnitude<T: Copy + Into<f64>>(values: &[T]) -> f64 {
    let mut largest = 0f64;
    for &v in values {
        let v: f64 = v.into();
        if !v.is_finite() {
            return f64::NAN;
        }
        largest = largest.max(v.abs());
    }
    largest
}

/// The largest absolute difference between two sets of gradients (as many on each side), by
/// [`max_difference`]: infinite where a value is not finite.
pub fn max_abs_diff(a: &[Vec<f32>], b: &[Vec<f32>]) -> f32 {
    assert_eq!(a.len(), b.len(), "the tensors compared");
    worst(a.iter().zip(b).map(|(x, y)| max_difference(x, y))) as f32
}

/// The largest absolute gradient entry; NaN where an entry is not finite
/// ([`largest_magnitude`]).
pub fn largest(a: &[Vec<f32>]) -> f32 {
    let mut out = 0f64;
    for x in a {
        let m = largest_magnitude(x);
        if m.is_nan() {
            return f32::NAN;
        }
        out = out.max(m);
    }
    out as f32
}

/// Every parameter in `params` has a gradient in `grads` with a nonzero norm (`what` names the
/// model in the message).
pub fn assert_every_parameter_has_a_gradient(
    what: &str,
    grads: &candle_core::backprop::GradStore,
    params: &[paperfit::nn::Param],
) {
    for p in params {
        let g = grads
            .get(p.var.as_tensor())
            .unwrap_or_else(|| panic!("{what}: {} has no gradient", p.name));
        assert!(
            squared_norm(g) > 0.0,
            "{what}: {} has a zero gradient",
            p.name
        );
    }
}

/// The sum of the squares of `t`'s entries (an f32 tensor).
pub fn squared_norm(t: &candle_core::Tensor) -> f32 {
    t.sqr()
        .unwrap()
        .sum_all()
        .unwrap()
        .to_scalar::<f32>()
        .unwrap()
}

/// The largest absolute difference between two tensors of one shape and float dtype, by
/// [`max_difference`]: infinite where a value is not finite (candle's `max_all` skips a NaN
/// unless it comes first).
pub fn max_abs_difference(a: &candle_core::Tensor, b: &candle_core::Tensor) -> f64 {
    assert_eq!(a.dims(), b.dims(), "the shapes compared");
    max_difference(&f64_values(a), &f64_values(b))
}

/// A tensor's values in f64, flattened.
pub fn f64_values(t: &candle_core::Tensor) -> Vec<f64> {
    t.flatten_all()
        .unwrap()
        .to_dtype(candle_core::DType::F64)
        .unwrap()
        .to_vec1()
        .unwrap()
}
