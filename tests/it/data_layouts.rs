//! Every dataset layout, on small datasets generated here as real JPEG/PNG files: counts,
//! labels, splits, and a batch with the configured shape and normalisation. Then transforms,
//! samplers, bad data and `paperfit data`.

use std::path::{Path, PathBuf};

use candle_core::Device;
use image::{Rgb, RgbImage};
use paperfit::config::schema::{
    imagenet_mean, imagenet_std, DataFormat, DataSpec, InputSize, OnCorrupt, Transform,
    TransformRecipe, TransformsSpec,
};
use paperfit::data::{self, formats, samplers, transforms, Split};

use crate::common;

mod decoding;
mod layouts;
mod sampling;
mod torchvision_transforms;

fn write_image(path: &Path, w: u32, h: u32, color: [u8; 3]) {
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    let img = RgbImage::from_fn(w, h, |_, _| Rgb(color));
    img.save(path).unwrap();
}

fn write(path: &Path, text: &str) {
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    std::fs::write(path, text).unwrap();
}

fn spec(format: DataFormat, root: &Path, classes: u32) -> DataSpec {
    DataSpec::files("test", format, root, classes)
}

fn labels(spec: &DataSpec, split: Split) -> Vec<(String, u32)> {
    formats::list(spec, split)
        .unwrap_or_else(|e| panic!("{e}"))
        .records
        .into_iter()
        .map(|r| {
            (
                r.path.file_name().unwrap().to_string_lossy().to_string(),
                r.label,
            )
        })
        .collect()
}

fn corrupt_fixture(root: &Path) -> PathBuf {
    // A CSV dataset of 3 classes with one good image, one corrupt file, one missing file, one bad
    // label (on the good image listed a second time), no image of class 2, and an evaluation split
    // holding a training image. One 16-bit grayscale image, readable (not a defect).
    write_image(&root.join("data/good.png"), 8, 8, [1, 2, 3]);
    image::ImageBuffer::<image::Luma<u16>, _>::from_fn(8, 8, |x, y| {
        image::Luma([(x * 8 + y) as u16 * 1000])
    })
    .save(root.join("data/other.png"))
    .unwrap();
    write(&root.join("data/corrupt.jpg"), "this is not a jpeg");
    write(
        &root.join("data/train.csv"),
        "path,label\ngood.png,0\ncorrupt.jpg,1\nmissing.png,0\ngood.png,7\n",
    );
    write(
        &root.join("data/eval.csv"),
        "path,label\nother.png,1\ngood.png,0\n",
    );
    let experiment = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/experiments/quickstart.toml"
    ))
    .unwrap()
    .replace(
        "format = \"synthetic\"",
        "format = \"csv\"\nroot = \"data\"\ntrain_csv = \"train.csv\"\neval_csv = \"eval.csv\"",
    )
    .replace("train_samples = 4096", "train_samples = 4")
    .replace("eval_samples = 1024\n", "")
    .replace("num_classes = 8", "num_classes = 3");
    let path = root.join("e.toml");
    write(&path, &experiment);
    path
}

#[test]
fn paperfit_data_finds_every_planted_defect() {
    let dir = tempfile::tempdir().unwrap();
    let experiment = corrupt_fixture(dir.path());
    let out = assert_cmd::Command::cargo_bin("paperfit")
        .unwrap()
        .current_dir(dir.path())
        .args(["data"])
        .arg(&experiment)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let report = String::from_utf8_lossy(&out.stdout);
    assert!(report.contains("train   4 images"), "{report}");
    assert!(
        report.contains("corrupt.jpg: cannot decode image") && report.contains("train.csv:3"),
        "{report}"
    );
    assert!(
        report.contains("missing.png: file not found") && report.contains("train.csv:4"),
        "{report}"
    );
    assert!(
        report.contains("label 7 >= 3 classes") && report.contains("train.csv:5"),
        "{report}"
    );
    assert!(
        report.contains("1 image(s) listed twice in one split, so trained or scored twice:")
            && report.contains("train.csv:2 and "),
        "{report}"
    );
    assert!(
        report.contains("1 image(s) in both the training and the evaluation split")
            && report.contains("eval.csv:3"),
        "{report}"
    );
    // Class 2 has no training image (label 7 was meant for it, say).
    assert!(
        report.contains("the training split has no image of 1 of the 3 classes (label 2)"),
        "{report}"
    );
    assert!(
        report.contains("note: 1 image(s) are 16-bit grayscale (")
            && report.contains("other.png): paperfit keeps each sample's high byte"),
        "{report}"
    );
    assert!(report.contains("6 defect(s) found"), "{report}");
}

#[test]
fn a_corrupt_image_names_the_file_and_the_entry_or_is_skipped_and_counted() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    write_image(&root.join("good.png"), 8, 8, [1, 2, 3]);
    write(&root.join("corrupt.jpg"), "garbage");
    write(
        &root.join("train.csv"),
        "path,label\ngood.png,0\ncorrupt.jpg,1\n",
    );
    let mut s = spec(DataFormat::Csv, root, 2);
    s.train_csv = Some("train.csv".into());
    let ds = data::open(&s, InputSize::square(8), Split::Train, 0).unwrap();
    let e = ds.get(1, 0).unwrap_err().to_string();
    assert!(
        e.contains("corrupt.jpg") && e.contains("train.csv:3"),
        "{e}"
    );
    s.on_corrupt = OnCorrupt::Skip;
    let ds = data::open(&s, InputSize::square(8), Split::Train, 0).unwrap();
    let (_, label) = ds.get(1, 0).unwrap();
    assert_eq!(
        label, 0,
        "the next readable sample stands in, with its own label"
    );
    let skipped = ds.take_skipped();
    assert_eq!(skipped.len(), 1);
    assert!(skipped[0].contains("corrupt.jpg"));
    assert!(ds.take_skipped().is_empty(), "reported once");
}

#[test]
fn paperfit_data_names_boxes_past_the_edge_and_refuses_boxes_off_the_image() {
    let dir = tempfile::tempdir().unwrap();
    common::layouts::cub200(dir.path(), 2, 2);
    // The images are 40 x 36: image 1's box reaches past the right edge, image 2's misses.
    write(
        &dir.path().join("bounding_boxes.txt"),
        "1 30.0 4.0 20.0 10.0\n2 50.0 0.0 10.0 10.0\n3 1.0 1.0 8.0 8.0\n4 0.0 0.0 40.0 36.0\n\
         5 2.0 2.0 9.0 9.0\n6 3.0 3.0 9.0 9.0\n7 4.0 4.0 9.0 9.0\n8 5.0 5.0 9.0 9.0\n",
    );
    let out = assert_cmd::Command::cargo_bin("paperfit")
        .unwrap()
        .current_dir(common::root())
        .args(["data", "experiments/dcal_cub.toml"])
        .args(
            [
                &format!("data.root=\"{}\"", dir.path().display()),
                "data.bounding_box_crop=true",
                "model.num_classes=2",
                "data.num_classes=2",
                "data.train_samples=4",
                "data.eval_samples=4",
                "paper.effective_batch=2",
                "paper.lr_reference_batch=2",
            ]
            .iter()
            .flat_map(|set| ["--set", set]),
        )
        .output()
        .unwrap();
    let report =
        String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{report}");
    assert!(
        report.contains(
            "img_2.jpg: its bounding box (x 50, y 0, width 10, height 10) lies outside the 40x36 image"
        ),
        "{report}"
    );
    assert!(
        report.contains("note: 1 bounding box(es) reach past their image's edge (")
            && report.contains("img_1.jpg"),
        "{report}"
    );
    assert!(report.contains("1 defect(s) found"), "{report}");
}

#[test]
fn a_run_whose_evaluation_lists_a_training_image_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    for (i, name) in ["a.png", "b.png", "c.png", "d.png"].iter().enumerate() {
        write_image(&root.join("data").join(name), 8, 8, [i as u8 * 60, 9, 9]);
    }
    write(
        &root.join("data/train.csv"),
        "path,label\na.png,0\nb.png,1\nc.png,0\n",
    );
    // `./c.png` is the training split's `c.png`.
    write(
        &root.join("data/eval.csv"),
        "path,label\nd.png,1\n./c.png,0\n",
    );
    let experiment = std::fs::read_to_string(common::root().join("experiments/quickstart.toml"))
        .unwrap()
        .replace(
            "format = \"synthetic\"",
            "format = \"csv\"\nroot = \"data\"\ntrain_csv = \"train.csv\"\neval_csv = \"eval.csv\"",
        )
        .replace("num_classes = 8", "num_classes = 2");
    write(&root.join("e.toml"), &experiment);
    let out = assert_cmd::Command::cargo_bin("paperfit")
        .unwrap()
        .current_dir(root)
        .args([
            "train", "e.toml", "--preset", "cpu", "--plain", "--out", "run",
        ])
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(
        stderr.contains("1 image(s) of the evaluation split are in the training split too, e.g. ")
            && stderr.contains("c.png (")
            && stderr.contains("train.csv:4 and ")
            && stderr.contains("eval.csv:3)"),
        "{stderr}"
    );
    assert!(!root.join("run").exists(), "refused before a run directory");
}
