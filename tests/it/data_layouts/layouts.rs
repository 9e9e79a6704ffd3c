//! Each dataset layout read as its authors publish it: an image folder, a CSV, CUB-200, Stanford
//! Cars, FGVC Aircraft, mini-ImageNet, Market-1501, APTOS 2019, and the quickstart from a folder.

use super::*;

/// A batch of the whole split: shape and the normalised value of a constant-colour image.
fn check_batch(spec: &DataSpec, split: Split, size: u32, expected_first_pixel: Option<[f32; 3]>) {
    let ds = data::open(spec, InputSize::square(size), split, 0).unwrap_or_else(|e| panic!("{e}"));
    let indices: Vec<usize> = (0..ds.len()).collect();
    let (images, labels) = data::batch(ds.as_ref(), &indices, 0, 0, &Device::Cpu).unwrap();
    assert_eq!(images.dims(), &[ds.len(), 3, size as usize, size as usize]);
    assert_eq!(labels.len(), ds.len());
    if let Some(px) = expected_first_pixel {
        let v = images
            .get(0)
            .unwrap()
            .flatten_all()
            .unwrap()
            .to_vec1::<f32>()
            .unwrap();
        let plane = (size * size) as usize;
        for c in 0..3 {
            assert!(
                (v[c * plane] - px[c]).abs() < 1e-5,
                "channel {c}: {} vs {}",
                v[c * plane],
                px[c]
            );
        }
    }
}

/// ImageNet normalisation of a colour.
fn normalized(color: [u8; 3]) -> [f32; 3] {
    let (m, s) = (imagenet_mean(), imagenet_std());
    std::array::from_fn(|c| ((f64::from(color[c]) / 255.0 - m[c]) / s[c]) as f32)
}

#[test]
fn image_folder() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    write_image(&root.join("train/cat/a.png"), 20, 16, [255, 0, 0]);
    write_image(&root.join("train/cat/b.jpg"), 30, 30, [10, 200, 30]);
    write_image(&root.join("train/dog/c.png"), 8, 8, [0, 0, 255]);
    write(&root.join("train/dog/notes.txt"), "not an image");
    write_image(&root.join("val/cat/d.png"), 12, 12, [1, 2, 3]);
    write_image(&root.join("val/dog/e.png"), 12, 12, [4, 5, 6]);
    let s = spec(DataFormat::ImageFolder, root, 2);
    assert_eq!(
        labels(&s, Split::Train),
        [
            ("a.png".into(), 0),
            ("b.jpg".into(), 0),
            ("c.png".into(), 1)
        ]
    );
    assert_eq!(
        labels(&s, Split::Eval),
        [("d.png".into(), 0), ("e.png".into(), 1)]
    );
    assert_eq!(
        formats::list(&s, Split::Train).unwrap().classes,
        ["cat", "dog"]
    );
    check_batch(&s, Split::Train, 16, Some(normalized([255, 0, 0])));
}

#[test]
fn image_folder_reads_subfolders_in_torchvisions_order_and_skips_hidden_entries() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    for file in [
        "z.png",
        "a.png",
        "2019/m.png",
        "2019/x/k.png",
        "2019-b/j.png",
    ] {
        write_image(&root.join("train/cat").join(file), 8, 8, [9, 9, 9]);
    }
    write_image(&root.join("train/dog/c.png"), 8, 8, [0, 0, 255]);
    let s = spec(DataFormat::ImageFolder, root, 2);
    let listed = || -> Vec<String> {
        formats::list(&s, Split::Train)
            .unwrap()
            .records
            .iter()
            .map(|r| {
                let path = r.path.strip_prefix(root.join("train")).unwrap();
                path.to_string_lossy().into_owned()
            })
            .collect()
    };
    // sorted(os.walk(cat)) puts cat/2019-b before cat/2019/x ('-' sorts before '/').
    let expected = [
        "cat/a.png",
        "cat/z.png",
        "cat/2019/m.png",
        "cat/2019-b/j.png",
        "cat/2019/x/k.png",
        "dog/c.png",
    ];
    assert_eq!(listed(), expected);
    if let Some(python) = common::optional::python_with(this_test!(), &["torchvision"]) {
        let script = "import sys\nfrom torchvision.datasets.folder import find_classes, make_dataset\n\
                      _, idx = find_classes(sys.argv[1])\n\
                      for path, label in make_dataset(sys.argv[1], idx, extensions=('.png', '.jpg', '.jpeg')):\n    \
                      print(path[len(sys.argv[1]) + 1:], label)\n";
        let stdout = common::stdout_of(
            std::process::Command::new(python)
                .args(["-c", script])
                .arg(root.join("train")),
        );
        let torchvision: Vec<String> = String::from_utf8(stdout)
            .unwrap()
            .lines()
            .map(|l| l.split(' ').next().unwrap().to_string())
            .collect();
        assert_eq!(torchvision, expected, "torchvision's ImageFolder order");
    }
    // macOS's resource forks, Jupyter's checkpoints: hidden, never samples or classes.
    write(&root.join("train/cat/._a.png"), "not an image");
    write_image(&root.join("train/cat/.thumbs/t.png"), 8, 8, [1, 1, 1]);
    write_image(
        &root.join("train/.ipynb_checkpoints/q.png"),
        8,
        8,
        [1, 1, 1],
    );
    assert_eq!(listed(), expected);
    // A link back up the tree is read once, not forever.
    #[cfg(unix)]
    {
        let link = root.join("train/dog/loop");
        std::os::unix::fs::symlink(root.join("train/dog"), &link).unwrap();
        assert_eq!(listed(), expected);
        std::fs::remove_file(link).unwrap();
        // A link to a missing image is a sample that cannot be read, as torchvision lists it:
        // never a split that silently shrinks.
        let dangling = root.join("train/dog/gone.png");
        std::os::unix::fs::symlink(root.join("moved/gone.png"), &dangling).unwrap();
        assert_eq!(listed().last().unwrap(), "dog/gone.png");
        let ds = data::open(&s, InputSize::square(8), Split::Train, 0).unwrap();
        let e = ds.get(ds.len() - 1, 0).unwrap_err().to_string();
        assert!(e.contains("gone.png") && e.contains("listed in"), "{e}");
        std::fs::remove_file(dangling).unwrap();
    }
    // An image torchvision would read and paperfit cannot decode stops the listing.
    write(&root.join("train/dog/sub/w.webp"), "webp bytes");
    let e = formats::list(&s, Split::Train).unwrap_err().to_string();
    assert!(
        e.contains("holds 1 image(s) paperfit cannot decode") && e.contains("w.webp"),
        "{e}"
    );
}

#[test]
fn csv_with_configured_columns_and_image_root() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    write_image(&root.join("imgs/x/1.png"), 10, 10, [9, 9, 9]);
    write_image(&root.join("imgs/2.jpg"), 10, 10, [200, 100, 0]);
    write_image(&root.join("imgs/3.png"), 10, 10, [0, 0, 0]);
    write(
        &root.join("splits/train.csv"),
        "file,extra,cls\nx/1.png,foo,2\n2.jpg,bar,0\n3.png,baz,1\n",
    );
    let mut s = spec(DataFormat::Csv, root, 3);
    s.train_csv = Some("splits/train.csv".into());
    s.path_column = Some("file".into());
    s.label_column = Some("cls".into());
    s.image_root = Some("imgs".into());
    assert_eq!(
        labels(&s, Split::Train),
        [
            ("1.png".into(), 2),
            ("2.jpg".into(), 0),
            ("3.png".into(), 1)
        ]
    );
    check_batch(&s, Split::Train, 8, Some(normalized([9, 9, 9])));
    // A wrong column name is located at the header and lists the real ones.
    s.label_column = Some("label".into());
    let e = formats::list(&s, Split::Train).unwrap_err();
    assert!(
        e.to_string().contains("no column `label`") && e.to_string().contains("train.csv:1:"),
        "{e}"
    );
    // A quoted field keeps its comma; an unquoted one would shift the label column, and is
    // refused where it stands.
    write(
        &root.join("splits/train.csv"),
        "file,extra,cls\nx/1.png,\"blurry, dark\",2\n2.jpg,blurry, dark,0\n",
    );
    s.label_column = Some("cls".into());
    let e = formats::list(&s, Split::Train).unwrap_err().to_string();
    assert!(
        e.contains("this row has 4 fields, the header 3") && e.contains("train.csv:3:"),
        "{e}"
    );
    write(
        &root.join("splits/train.csv"),
        "file,extra,cls\nx/1.png,\"blurry, dark\",2\n2.jpg,\"a \"\"b\"\"\",0\n",
    );
    assert_eq!(
        labels(&s, Split::Train),
        [("1.png".into(), 2), ("2.jpg".into(), 0)]
    );
    // Excel's "CSV UTF-8" starts the file with a byte order mark, which is not the first
    // column's name.
    write(
        &root.join("splits/train.csv"),
        "\u{feff}file,extra,cls\nx/1.png,a,2\n",
    );
    assert_eq!(labels(&s, Split::Train), [("1.png".into(), 2)]);
}

#[test]
fn a_class_without_training_images_is_refused() {
    // A 1-based annotation with data.num_classes one too large: class 0 is never seen.
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    for i in 1..=3 {
        write_image(&root.join(format!("{i}.png")), 8, 8, [9, 9, 9]);
    }
    write(
        &root.join("train.csv"),
        "path,label\n1.png,1\n2.png,2\n3.png,3\n",
    );
    let mut s = spec(DataFormat::Csv, root, 4);
    s.train_csv = Some("train.csv".into());
    let e = data::open(&s, InputSize::square(8), Split::Train, 0)
        .err()
        .unwrap()
        .to_string();
    assert!(
        e.contains("the training split has no image of 1 of the 4 classes (label 0)")
            && e.contains("labels count from 0"),
        "{e}"
    );
    s.num_classes = 3;
    assert!(
        data::open(&s, InputSize::square(8), Split::Train, 0).is_err(),
        "label 3 of 3 classes"
    );
    write(
        &root.join("train.csv"),
        "path,label\n1.png,0\n2.png,1\n3.png,2\n",
    );
    assert_eq!(
        data::open(&s, InputSize::square(8), Split::Train, 0)
            .unwrap()
            .len(),
        3
    );
}

#[test]
fn cub200_with_splits_and_bounding_boxes() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    let mut images = String::new();
    let mut labels_txt = String::new();
    let mut split = String::new();
    let mut boxes = String::new();
    for id in 1..=6u32 {
        let class = (id - 1) / 2 + 1;
        let rel = format!("{class:03}.Bird_{class}/img_{id}.jpg");
        write_image(&root.join("images").join(&rel), 40, 30, [50, 60, 70]);
        images.push_str(&format!("{id} {rel}\n"));
        labels_txt.push_str(&format!("{id} {class}\n"));
        split.push_str(&format!("{id} {}\n", u32::from(id % 2 == 1)));
        boxes.push_str(&format!("{id} 5.0 4.0 20.0 10.0\n"));
    }
    write(&root.join("images.txt"), &images);
    write(&root.join("image_class_labels.txt"), &labels_txt);
    write(&root.join("train_test_split.txt"), &split);
    write(&root.join("bounding_boxes.txt"), &boxes);
    write(
        &root.join("classes.txt"),
        "1 001.Bird_1\n2 002.Bird_2\n3 003.Bird_3\n",
    );
    let mut s = spec(DataFormat::Cub200, root, 3);
    let train = labels(&s, Split::Train);
    assert_eq!(
        train,
        [
            ("img_1.jpg".into(), 0),
            ("img_3.jpg".into(), 1),
            ("img_5.jpg".into(), 2)
        ]
    );
    assert_eq!(labels(&s, Split::Eval).len(), 3);
    let listing = formats::list(&s, Split::Train).unwrap();
    assert_eq!(listing.classes, ["001.Bird_1", "002.Bird_2", "003.Bird_3"]);
    assert!(listing.records.iter().all(|r| r.bbox.is_none()));
    s.bounding_box_crop = true;
    let listing = formats::list(&s, Split::Train).unwrap();
    assert_eq!(listing.records[0].bbox, Some([5.0, 4.0, 20.0, 10.0]));
    check_batch(&s, Split::Train, 12, None);
    // The DCAL recipe: 448 crops of 550 resizes.
    s.transforms = Some(TransformsSpec {
        recipe: Some(TransformRecipe::Dcal),
        train: None,
        eval: None,
    });
    let ds = data::open(&s, InputSize::square(448), Split::Eval, 0).unwrap();
    assert_eq!(ds.get(0, 0).unwrap().0.pixels.len(), 3 * 448 * 448);
    // An id listed twice would have replaced its first entry unannounced.
    write(
        &root.join("image_class_labels.txt"),
        &format!("{labels_txt}1 3\n"),
    );
    let e = formats::list(&s, Split::Train).unwrap_err().to_string();
    assert!(
        e.contains("image id 1 is listed a second time (first at line 1)"),
        "{e}"
    );
}

#[test]
fn stanford_cars_csv_conversion() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    write(
        &root.join("names.csv"),
        "AM General Hummer SUV 2000\nAcura RL Sedan 2012\n",
    );
    write(
        &root.join("anno_train.csv"),
        "00001.jpg,2,3,21,13,2\n00002.jpg,0,0,9,9,1\n",
    );
    write(&root.join("anno_test.csv"), "00001.jpg,0,0,9,9,1\n");
    write_image(&root.join("cars_train/00001.jpg"), 30, 20, [1, 1, 1]);
    write_image(&root.join("cars_train/00002.jpg"), 30, 20, [1, 1, 1]);
    write_image(&root.join("cars_test/00001.jpg"), 30, 20, [1, 1, 1]);
    let mut s = spec(DataFormat::StanfordCars, root, 2);
    assert_eq!(
        labels(&s, Split::Train),
        [("00001.jpg".into(), 1), ("00002.jpg".into(), 0)]
    );
    assert_eq!(labels(&s, Split::Eval).len(), 1);
    s.bounding_box_crop = true;
    let listing = formats::list(&s, Split::Train).unwrap();
    assert_eq!(listing.records[0].bbox, Some([2.0, 3.0, 20.0, 11.0]));
    assert_eq!(listing.classes[1], "Acura RL Sedan 2012");
    check_batch(&s, Split::Train, 8, None);
    // Corners swapped (x2 < x1): refused at its line, not cropped to a pixel.
    write(
        &root.join("anno_train.csv"),
        "00001.jpg,2,3,21,13,2\n00002.jpg,9,0,0,9,1\n",
    );
    let e = formats::list(&s, Split::Train).unwrap_err().to_string();
    assert!(
        e.contains("anno_train.csv:2:") && e.contains("is empty, inverted or outside the image"),
        "{e}"
    );
}

#[test]
fn fgvc_aircraft_variants_with_spaces() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    write(&root.join("variants.txt"), "707-320\nBoeing 717\nA300B4\n");
    write(
        &root.join("images_variant_trainval.txt"),
        "0034309 Boeing 717\n0034958 707-320\n",
    );
    write(&root.join("images_variant_test.txt"), "1514522 A300B4\n");
    for id in ["0034309", "0034958", "1514522"] {
        write_image(
            &root.join(format!("images/{id}.jpg")),
            24,
            16,
            [100, 100, 100],
        );
    }
    let s = spec(DataFormat::FgvcAircraft, root, 3);
    assert_eq!(
        labels(&s, Split::Train),
        [("0034309.jpg".into(), 1), ("0034958.jpg".into(), 0)]
    );
    assert_eq!(labels(&s, Split::Eval), [("1514522.jpg".into(), 2)]);
    check_batch(&s, Split::Eval, 8, None);
    // An unknown variant is located with a suggestion.
    write(&root.join("images_variant_test.txt"), "1514522 Boeing 71\n");
    let e = formats::list(&s, Split::Eval).unwrap_err().to_string();
    assert!(
        e.contains("images_variant_test.txt:1:") && e.contains("did you mean `Boeing 717`?"),
        "{e}"
    );
}

#[test]
fn mini_imagenet_split_csvs() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    let mut train = String::from("filename,label\n");
    for (i, wnid) in ["n02", "n01", "n02", "n03"].iter().enumerate() {
        let f = format!("{wnid}0000000{i}.jpg");
        write_image(&root.join("images").join(&f), 16, 16, [7, 7, 7]);
        train.push_str(&format!("{f},{wnid}\n"));
    }
    write(&root.join("train.csv"), &train);
    write(
        &root.join("val.csv"),
        "filename,label\nn0100000000.jpg,n01\n",
    );
    write_image(&root.join("images/n0100000000.jpg"), 16, 16, [7, 7, 7]);
    let s = spec(DataFormat::MiniImagenet, root, 3);
    let l: Vec<u32> = labels(&s, Split::Train).into_iter().map(|x| x.1).collect();
    assert_eq!(l, [1, 0, 1, 2]);
    assert_eq!(
        formats::list(&s, Split::Train).unwrap().classes,
        ["n01", "n02", "n03"]
    );
    assert_eq!(labels(&s, Split::Eval).len(), 1);
    check_batch(&s, Split::Train, 16, None);
    // val.csv's only class, n01, is its label 0 as it is train.csv's: by luck. A classifier's
    // evaluation needs the same class list, and says why not.
    let e = data::check_eval_classes_are_the_training_classes(&s)
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("the evaluation split's classes (1 classes: n01) are not the training split's (3 classes: n01, n02, n03)")
            && e.contains("kind = \"episodes\""),
        "{e}"
    );
    write(&root.join("val.csv"), &train);
    assert!(data::check_eval_classes_are_the_training_classes(&s).is_ok());
}

#[test]
fn market1501_identities_and_cameras() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    for name in [
        "0002_c1s1_000451_03.jpg",
        "0002_c2s1_000301_01.jpg",
        "0007_c3s3_077419_03.jpg",
        "-1_c1s1_000001_00.jpg",
    ] {
        write_image(
            &root.join("bounding_box_train").join(name),
            8,
            16,
            [0, 0, 0],
        );
    }
    // More identities to query than to train on, as DukeMTMC-reID's gallery has.
    for name in [
        "0007_c1s1_000001_00.jpg",
        "0011_c2s1_000001_00.jpg",
        "0012_c2s1_000001_00.jpg",
    ] {
        write_image(&root.join("query").join(name), 8, 16, [0, 0, 0]);
    }
    let s = spec(DataFormat::Market1501, root, 2);
    let listing = formats::list(&s, Split::Train).unwrap();
    // The junk image (-1) is left out; identities 2 and 7 become labels 0 and 1.
    assert_eq!(listing.records.len(), 3);
    let got: Vec<(i64, u32, u32)> = listing
        .records
        .iter()
        .map(|r| (r.identity.unwrap(), r.camera.unwrap(), r.label))
        .collect();
    assert_eq!(got, [(2, 1, 0), (2, 2, 0), (7, 3, 1)]);
    assert_eq!(labels(&s, Split::Eval).len(), 3);
    let size = InputSize {
        height: 16,
        width: 8,
    };
    let ds = data::open(&s, size, Split::Train, 0).unwrap();
    assert_eq!(ds.image_shape(), (3, 16, 8));
    // The query's three identities are not training classes: no label range applies.
    let query = data::open(&s, size, Split::Eval, 0).unwrap();
    assert_eq!(query.identity_and_camera(2), Some((12, 2)));
}

#[test]
fn aptos2019_deterministic_holdout() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    let mut csv = String::from("id_code,diagnosis\n");
    for i in 0..40 {
        let id = format!("{i:04x}abcd");
        csv.push_str(&format!("{id},{}\n", i % 5));
        write_image(
            &root.join(format!("train_images/{id}.png")),
            8,
            8,
            [i as u8, 0, 0],
        );
    }
    write(&root.join("train.csv"), &csv);
    let mut s = spec(DataFormat::Aptos2019, root, 5);
    s.eval_fraction = Some(0.25);
    let train = labels(&s, Split::Train);
    let eval = labels(&s, Split::Eval);
    assert_eq!(train.len() + eval.len(), 40);
    assert!((4..=16).contains(&eval.len()), "{} held out", eval.len());
    assert!(train.iter().all(|t| !eval.contains(t)));
    assert_eq!(labels(&s, Split::Eval), eval, "the same split every time");
    check_batch(&s, Split::Eval, 8, None);
}

#[test]
fn the_quickstart_trains_from_an_image_folder() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path().join("shapes");
    // Two visually distinct classes of 32x32 images.
    for (split, n) in [("train", 32u32), ("val", 8)] {
        for i in 0..n {
            let (class, color) = if i % 2 == 0 {
                ("red", [220, 20, 20])
            } else {
                ("blue", [20, 20, 220])
            };
            write_image(
                &root.join(format!("{split}/{class}/{i}.png")),
                32,
                32,
                color,
            );
        }
    }
    let out = assert_cmd::Command::cargo_bin("paperfit")
        .unwrap()
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .args([
            "train",
            "experiments/quickstart.toml",
            "--preset",
            "cpu",
            "--plain",
            "--out",
        ])
        .arg(dir.path().join("run"))
        .args(["--set", "data.format=image_folder", "--set"])
        .arg(format!("data.root={}", root.display()))
        .args([
            "--set",
            "data.num_classes=2",
            "--set",
            "model.num_classes=2",
            "--set",
            "data.train_samples=32",
            "--set",
            "data.eval_samples=8",
            "--set",
            "paper.effective_batch=16",
            "--set",
            "train.micro_batch=8",
            "--set",
            "paper.epochs=2",
        ])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let summary: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string(dir.path().join("run/summary.json")).unwrap(),
    )
    .unwrap();
    assert_eq!(summary["steps"], 4);
    assert!(summary["eval_accuracy"].as_f64().is_some());
}
