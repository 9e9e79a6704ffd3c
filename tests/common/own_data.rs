//! A data set of one's own in tests: class folders of real images, the quickstart reading them,
//! and the check that `plan`, `data` and `train` refuse a problem alike.

use std::path::{Path, PathBuf};
use std::process::Output;

/// `root/<split>/<class>/<i>.png`: `n` 8 x 8 images per class (a class of 0 is an empty folder).
pub fn folders(root: &Path, split: &str, classes: &[(&str, usize)]) {
    for (class, n) in classes {
        let dir = root.join(split).join(class);
        std::fs::create_dir_all(&dir).unwrap();
        for i in 0..*n {
            let shade = (class.len() * 40 + i * 7) as u8;
            image::RgbImage::from_pixel(8, 8, image::Rgb([shade, 40, 200]))
                .save(dir.join(format!("{i}.png")))
                .unwrap();
        }
    }
}

/// The quickstart reading the image folder `root` with `classes` classes for `epochs` epochs of
/// batch 4, and `extra` lines added to its `[data]` table (counts left out: the folders are
/// counted).
pub fn experiment(dir: &Path, root: &str, classes: u32, epochs: u32, extra: &str) -> PathBuf {
    let text = std::fs::read_to_string(super::root().join("experiments/quickstart.toml"))
        .unwrap()
        .replace(
            "format = \"synthetic\"",
            &format!("format = \"image_folder\"\nroot = \"{root}\"{extra}"),
        )
        .replace("num_classes = 8", &format!("num_classes = {classes}"))
        .replace("train_samples = 4096\n", "")
        .replace("eval_samples = 1024\n", "")
        .replace("effective_batch = 64", "effective_batch = 4")
        .replace("epochs = 5", &format!("epochs = {epochs}"))
        .replace("warmup_epochs = 1", "warmup_epochs = 0");
    let text = ["8", "16", "32", "64"].iter().fold(text, |t, n| {
        t.replace(&format!("micro_batch = {n}\n"), "micro_batch = 4\n")
    });
    let path = dir.join("e.toml");
    std::fs::write(&path, text).unwrap();
    path
}

pub fn run(cwd: &Path, args: &[&str]) -> Output {
    super::paperfit_in(cwd).args(args).output().unwrap()
}

pub fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// `plan`, `data` and `train` of `experiment` each exit 2 with an error that contains every one
/// of `wanted`; the error (the same from all three).
pub fn refused_alike(dir: &Path, experiment: &Path, wanted: &[&str]) -> String {
    let e = experiment.to_str().unwrap();
    let out_dir = dir.join("run");
    let mut errors = Vec::new();
    for args in [
        vec!["plan", e, "--preset", "cpu"],
        vec!["data", e, "--preset", "cpu"],
        vec![
            "train",
            e,
            "--preset",
            "cpu",
            "--plain",
            "--out",
            out_dir.to_str().unwrap(),
        ],
    ] {
        let out = run(dir, &args);
        let stderr = text(&out.stderr);
        assert_eq!(
            out.status.code(),
            Some(2),
            "{args:?}: {stderr}{}",
            text(&out.stdout)
        );
        for w in wanted {
            assert!(stderr.contains(w), "{args:?}: `{w}` not in\n{stderr}");
        }
        // One line per problem, never one per image.
        assert!(
            !text(&out.stdout).contains("label out of range"),
            "{args:?}"
        );
        errors.push(stderr);
    }
    assert!(
        !out_dir.exists(),
        "train refused before creating its run directory"
    );
    assert!(errors.windows(2).all(|w| w[0] == w[1]), "{errors:?}");
    errors.remove(0)
}
