//! Re-identification data as the evaluation reads it: `paperfit data` decodes the gallery the
//! queries are ranked against, as it decodes the other splits, and finds its unreadable images.

use crate::common;
use crate::common::layouts;

fn paperfit_data(root: &std::path::Path) -> (Option<i32>, String) {
    let out = common::paperfit_in(&common::root())
        .args(["data", "experiments/dcal_market1501.toml", "--set"])
        .arg(format!("data.root=\"{}\"", root.display()))
        .args(
            [
                "model.num_classes=4",
                "data.num_classes=4",
                "paper.effective_batch=8",
                "paper.lr_reference_batch=8",
                "paper.sampling.identities=4",
                "paper.sampling.images_per_identity=2",
                "data.train_samples=12",
                "data.eval_samples=4",
            ]
            .iter()
            .flat_map(|set| ["--set", set]),
        )
        .output()
        .unwrap();
    let text =
        String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr);
    (out.status.code(), text)
}

#[test]
fn paperfit_data_reads_the_gallery_too() {
    let dir = tempfile::tempdir().unwrap();
    layouts::market1501(dir.path(), 4, 3);
    let (code, text) = paperfit_data(dir.path());
    assert!(text.contains("gallery 12 images"), "{text}");
    assert!(!text.contains("unreadable"), "{text}");
    assert_eq!(code, Some(0), "{text}");

    let gallery = dir.path().join("bounding_box_test");
    let first = std::fs::read_dir(&gallery)
        .unwrap()
        .map(|e| e.unwrap().path())
        .min()
        .unwrap();
    std::fs::write(&first, b"not an image").unwrap();
    let (code, text) = paperfit_data(dir.path());
    assert_eq!(code, Some(2), "{text}");
    assert!(
        text.contains(&format!("unreadable: {}", first.display())),
        "{text}"
    );
}
