//! Decoding against Pillow's `Image.open(path).convert("RGB")`, what torchvision's datasets hand
//! their transforms: every PNG colour type at every bit depth gives Pillow's bytes, except
//! 16-bit grayscale, where Pillow clips each level above 255 to white and paperfit keeps the
//! high byte (as Pillow does for every other 16-bit type); every kind of JPEG gives Pillow's
//! bytes too (its libjpeg-turbo's).

use std::path::Path;

use super::*;

/// Writes one PNG per colour type and bit depth (its scanlines random bytes, so every sample
/// value occurs; palettes of 2^depth random colours, with and without a `tRNS` chunk), with
/// the chunks written here rather than by Pillow, which writes only some of these types. Then
/// each file's `convert("RGB")` bytes, and for 16-bit grayscale the samples' high bytes and
/// whether every Pillow byte is the sample clipped to 255.
const PNGS: &str = r#"
import json, struct, sys, zlib
import numpy as np
from PIL import Image

root = sys.argv[1]
rng = np.random.default_rng(7)
def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
channels = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}
cases = []
for colour, depths in [(0, [1, 2, 4, 8, 16]), (2, [8, 16]), (3, [1, 2, 4, 8]), (4, [8, 16]), (6, [8, 16])]:
    for depth in depths:
        for trns in ([False, True] if colour in (0, 2, 3) else [False]):
            w, h = 13, 7
            row = (w * channels[colour] * depth + 7) // 8
            raw = rng.integers(0, 256, (h, row), dtype=np.uint8)
            png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, depth, colour, 0, 0, 0))
            if colour == 3:
                png += chunk(b"PLTE", rng.integers(0, 256, 3 * 2 ** depth, dtype=np.uint8).tobytes())
            if trns:
                n = {0: 2, 2: 6, 3: 2 ** depth}[colour]
                png += chunk(b"tRNS", rng.integers(0, 256, n, dtype=np.uint8).tobytes())
            data = b"".join(b"\x00" + r.tobytes() for r in raw)
            png += chunk(b"IDAT", zlib.compress(data)) + chunk(b"IEND", b"")
            name = f"c{colour}d{depth}{'t' if trns else ''}"
            open(f"{root}/{name}.png", "wb").write(png)
            img = Image.open(f"{root}/{name}.png")
            rgb = img.convert("RGB").tobytes()
            open(f"{root}/{name}.rgb", "wb").write(rgb)
            case = {"name": name, "mode": img.mode}
            if colour == 0 and depth == 16:
                samples = raw.reshape(h, w, 2).view(">u2")[..., 0]
                open(f"{root}/{name}.high", "wb").write(np.repeat((samples >> 8).astype(np.uint8), 3).tobytes())
                clipped = np.repeat(np.minimum(samples, 255).astype(np.uint8), 3).tobytes()
                case["pillow_clips"] = rgb == clipped
            cases.append(case)
print(json.dumps(cases))
"#;

/// `script` run with the temporary folder `root` as its argument, its stdout as JSON; none when
/// this test skips for want of Pillow and NumPy.
fn pillow_writes(test: &str, script: &str, root: &Path) -> Option<serde_json::Value> {
    let python = common::optional::python_with(test, &["PIL", "numpy"])?;
    let stdout = common::stdout_of(
        std::process::Command::new(python)
            .args(["-c", script])
            .arg(root),
    );
    Some(serde_json::from_slice(&stdout).unwrap())
}

/// How the decoding of `root/{name}.{ext}` differs from Pillow's bytes in `root/{name}.rgb`:
/// none when it does not.
fn differs_from_pillow(root: &Path, case: &serde_json::Value, ext: &str) -> Option<String> {
    let name = case["name"].as_str().unwrap();
    let ours = data::decode(&root.join(format!("{name}.{ext}")))
        .unwrap_or_else(|e| panic!("{name}: {e}"))
        .into_raw();
    let theirs = std::fs::read(root.join(format!("{name}.rgb"))).unwrap();
    let differ = ours.iter().zip(&theirs).filter(|(a, b)| a != b).count();
    let max = ours.iter().zip(&theirs).map(|(a, b)| a.abs_diff(*b)).max();
    (ours.len() != theirs.len() || differ > 0).then(|| {
        format!(
            "{name} (Pillow's mode {}): {differ} of {} bytes differ from Pillow's, by up to {max:?}",
            case["mode"],
            theirs.len()
        )
    })
}

#[test]
fn every_png_type_decodes_to_pillows_bytes() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    let Some(cases) = pillow_writes(this_test!(), PNGS, root) else {
        return;
    };
    let cases = cases.as_array().unwrap();
    assert_eq!(cases.len(), 26, "one case per colour type, depth and tRNS");
    let mut failures = Vec::new();
    for case in cases {
        let name = case["name"].as_str().unwrap();
        if name.starts_with("c0d16") {
            // The documented departure: Pillow opens it as "I;16" and clips; paperfit keeps the
            // high byte. Both halves are asserted, so the sentence in data.md stays true.
            assert_eq!(case["mode"], "I;16", "{name}: Pillow's mode");
            assert_eq!(case["pillow_clips"], true, "{name}: Pillow clips to 255");
            let ours = data::decode(&root.join(format!("{name}.png"))).unwrap();
            let high = std::fs::read(root.join(format!("{name}.high"))).unwrap();
            assert_eq!(ours.into_raw(), high, "{name}: the samples' high bytes");
            continue;
        }
        failures.extend(differs_from_pillow(root, case, "png"));
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// JPEGs of every kind a data set holds, written by Pillow (libjpeg-turbo): chroma subsampled
/// 4:2:0 (the default), 4:2:2 and 4:4:4, progressive, optimised Huffman tables, sizes that are
/// not a multiple of the block, grayscale, CMYK (Adobe's inverted convention), on a smooth image
/// with edges and on noise. Then each file's `convert("RGB")` bytes, and whether Pillow raises on
/// the file cut short.
const JPEGS: &str = r#"
import io, json, sys
import numpy as np
from PIL import Image

root = sys.argv[1]
rng = np.random.default_rng(3)
y, x = np.mgrid[0:151, 0:203]
smooth = Image.fromarray(np.stack([(x * 255) // 202, (y * 255) // 150,
                                   np.where((x // 25 + y // 25) % 2 == 0, 40, 210)], -1).astype(np.uint8))
noise = Image.fromarray(rng.integers(0, 256, (64, 96, 3), dtype=np.uint8))
cases = {
    "smooth420": (smooth, dict(quality=90)),
    "noise444": (noise, dict(quality=90, subsampling=0)),
    "smooth422": (smooth, dict(quality=75, subsampling=1)),
    "progressive": (smooth, dict(quality=85, progressive=True)),
    "noise_progressive": (noise, dict(quality=95, progressive=True)),
    "optimised": (smooth, dict(quality=90, optimize=True)),
    "odd": (noise.crop((0, 0, 95, 63)), dict(quality=50)),
    "grey": (smooth.convert("L"), dict(quality=90)),
    "cmyk": (smooth.convert("CMYK"), dict(quality=90)),
    "noise_cmyk": (noise.convert("CMYK"), dict(quality=95)),
}
out = []
for name, (img, options) in cases.items():
    img.save(f"{root}/{name}.jpg", **options)
    opened = Image.open(f"{root}/{name}.jpg")
    open(f"{root}/{name}.rgb", "wb").write(opened.convert("RGB").tobytes())
    out.append({"name": name, "mode": opened.mode})
data = open(f"{root}/smooth420.jpg", "rb").read()
open(f"{root}/truncated.jpg", "wb").write(data[: len(data) // 2])
try:
    Image.open(f"{root}/truncated.jpg").convert("RGB")
    pillow_refuses = False
except OSError as e:
    pillow_refuses = "truncated" in str(e)
print(json.dumps({"cases": out, "pillow_refuses_truncated": pillow_refuses}))
"#;

/// A JPEG decodes to Pillow's bytes (its libjpeg-turbo), every kind above; a truncated one is
/// refused, as Pillow refuses it.
#[test]
fn jpeg_decodes_to_pillows_bytes() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    let Some(report) = pillow_writes(this_test!(), JPEGS, root) else {
        return;
    };
    let cases = report["cases"].as_array().unwrap();
    assert_eq!(cases.len(), 10);
    let modes: Vec<&str> = cases.iter().map(|c| c["mode"].as_str().unwrap()).collect();
    assert!(modes.contains(&"L") && modes.contains(&"CMYK"), "{modes:?}");
    let failures: Vec<String> = cases
        .iter()
        .filter_map(|case| differs_from_pillow(root, case, "jpg"))
        .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert_eq!(report["pillow_refuses_truncated"], true);
    let truncated = data::decode(&root.join("truncated.jpg")).unwrap_err();
    assert!(truncated.contains("image file is truncated"), "{truncated}");
}

/// A file that starts as a JPEG and is not one is unreadable with libjpeg's reason, as any
/// undecodable image is (not a crash of the loader's thread); so is one of nothing but its
/// start and end markers.
#[test]
fn a_broken_jpeg_is_unreadable_with_libjpegs_reason() {
    let dir = tempfile::tempdir().unwrap();
    let garbage = dir.path().join("garbage.jpg");
    std::fs::write(&garbage, [0xFF, 0xD8, 0xFF, 0x12, 0x34, 0x56, 0x78, 0x9A]).unwrap();
    let why = data::decode(&garbage).unwrap_err();
    assert!(why.starts_with("cannot decode image: "), "{why}");
    let empty = dir.path().join("empty.jpg");
    std::fs::write(&empty, [0xFF, 0xD8, 0xFF, 0xD9]).unwrap();
    let why = data::decode(&empty).unwrap_err();
    assert!(why.starts_with("cannot decode image: "), "{why}");
}
