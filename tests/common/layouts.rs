//! Small datasets written as real image files in each published layout, for tests that train
//! a shipped experiment at tiny scale. Each class has its own colour plus per-image noise, so
//! the images are learnable and distinct.

use std::path::Path;

use image::{Rgb, RgbImage};

pub fn write_image(path: &Path, w: u32, h: u32, class: u32, index: u32) {
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    let base = [
        (class * 67 % 256) as u8,
        (class * 131 % 256) as u8,
        (class * 29 % 256) as u8,
    ];
    let img = RgbImage::from_fn(w, h, |x, y| {
        let noise = ((x * 7 + y * 13 + index * 31) % 23) as u8;
        Rgb([
            base[0].wrapping_add(noise),
            base[1].wrapping_add(noise / 2),
            base[2],
        ])
    });
    img.save(path).unwrap();
}

pub fn write(path: &Path, text: &str) {
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    std::fs::write(path, text).unwrap();
}

/// CUB-200-2011: `classes` x `per_class` images, alternately train and test.
pub fn cub200(root: &Path, classes: u32, per_class: u32) {
    let (mut images, mut labels, mut split, mut names) =
        (String::new(), String::new(), String::new(), String::new());
    let mut id = 0;
    for c in 1..=classes {
        names.push_str(&format!("{c} {c:03}.Bird_{c}\n"));
        for i in 0..per_class * 2 {
            id += 1;
            let rel = format!("{c:03}.Bird_{c}/img_{id}.jpg");
            write_image(&root.join("images").join(&rel), 40, 36, c, i);
            images.push_str(&format!("{id} {rel}\n"));
            labels.push_str(&format!("{id} {c}\n"));
            split.push_str(&format!("{id} {}\n", u32::from(i % 2 == 0)));
        }
    }
    write(&root.join("images.txt"), &images);
    write(&root.join("image_class_labels.txt"), &labels);
    write(&root.join("train_test_split.txt"), &split);
    write(&root.join("classes.txt"), &names);
}

/// Stanford Cars in the CSV conversion of the devkit.
pub fn stanford_cars(root: &Path, classes: u32, per_class: u32) {
    let names: String = (1..=classes)
        .map(|c| format!("Car Model {c} 2012\n"))
        .collect();
    write(&root.join("names.csv"), &names);
    for (dir, csv) in [
        ("cars_train", "anno_train.csv"),
        ("cars_test", "anno_test.csv"),
    ] {
        let mut rows = String::new();
        for c in 1..=classes {
            for i in 0..per_class {
                let file = format!("{:05}.jpg", c * 100 + i);
                write_image(&root.join(dir).join(&file), 40, 30, c, i);
                rows.push_str(&format!("{file},0,0,39,29,{c}\n"));
            }
        }
        write(&root.join(csv), &rows);
    }
}

/// FGVC-Aircraft's `data/` directory.
pub fn fgvc_aircraft(root: &Path, classes: u32, per_class: u32) {
    let variants: Vec<String> = (1..=classes).map(|c| format!("Variant {c}")).collect();
    write(&root.join("variants.txt"), &(variants.join("\n") + "\n"));
    for split in ["trainval", "test"] {
        let mut rows = String::new();
        for (c, v) in variants.iter().enumerate() {
            for i in 0..per_class {
                let id = format!("{}{:03}{i}", if split == "test" { 9 } else { 1 }, c);
                write_image(&root.join(format!("images/{id}.jpg")), 40, 30, c as u32, i);
                rows.push_str(&format!("{id} {v}\n"));
            }
        }
        write(&root.join(format!("images_variant_{split}.txt")), &rows);
    }
}

/// Market-1501: `ids` identities x `per_id` images from alternating cameras, in the training
/// split, the query split (one image per identity, camera 1) and the gallery.
pub fn market1501(root: &Path, ids: u32, per_id: u32) {
    for id in 1..=ids {
        for i in 0..per_id {
            let name = format!("{:04}_c{}s1_{:06}_00.jpg", id * 3, i % 6 + 1, i * 25);
            write_image(&root.join("bounding_box_train").join(&name), 16, 32, id, i);
            write_image(
                &root.join("bounding_box_test").join(&name),
                16,
                32,
                id,
                i + 100,
            );
        }
        let query = format!("{:04}_c1s1_{:06}_00.jpg", id * 3, 7);
        write_image(&root.join("query").join(&query), 16, 32, id, 200);
    }
}

/// APTOS 2019: `n` fundus images with grades 0-4.
pub fn aptos2019(root: &Path, n: u32) {
    let mut csv = String::from("id_code,diagnosis\n");
    for i in 0..n {
        let id = format!("{i:04x}f00d");
        csv.push_str(&format!("{id},{}\n", i % 5));
        write_image(
            &root.join(format!("train_images/{id}.png")),
            36,
            36,
            i % 5,
            i,
        );
    }
    write(&root.join("train.csv"), &csv);
}

/// mini-ImageNet split CSVs: `classes` classes x `per_class` images in train and val.
pub fn mini_imagenet(root: &Path, classes: u32, per_class: u32) {
    for (split, offset) in [("train", 0), ("val", 50)] {
        let mut csv = String::from("filename,label\n");
        for c in 0..classes {
            let wnid = format!("n{:08}", c + offset);
            for i in 0..per_class {
                let file = format!("{wnid}{i:08}.jpg");
                write_image(&root.join("images").join(&file), 24, 24, c + offset, i);
                csv.push_str(&format!("{file},{wnid}\n"));
            }
        }
        write(&root.join(format!("{split}.csv")), &csv);
    }
}
