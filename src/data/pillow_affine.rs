//! Pillow's affine transform of an RGB image, bit for bit (`ImagingTransformAffine` and the
//! filters of its generic engine): what torchvision's `F.affine` (so `RandomAffine`) runs on a
//! PIL image, and Pillow's nearest-neighbour resize, which is the same engine with a scale
//! matrix. Output pixel (x, y) samples the input at `(a0 x' + a1 y' + a2, a3 x' + a4 y' + a5)`,
//! with x' = x + 0.5 and y' = y + 0.5 (pixel centres); what falls outside the input keeps the
//! fill colour. Each path keeps Pillow's arithmetic, down to its order of additions: the
//! nearest neighbour of a pure scale (a table of columns, positions accumulated in floating
//! point), of a general matrix (16.16 fixed point where its corners fit, floating point
//! elsewhere), and the bilinear and bicubic filters (floating point, truncated to 8 bits).

use image::{Rgb, RgbImage};

use crate::config::schema::Interpolation;

/// Pillow's `COORD`: the pixel a coordinate falls in, -1 for any negative one.
fn coord(v: f64) -> i64 {
    if v < 0.0 {
        -1
    } else {
        v as i64
    }
}

/// Pillow's `FLOOR`.
fn floor(v: f64) -> i64 {
    if v < 0.0 {
        v.floor() as i64
    } else {
        v as i64
    }
}

/// `Image.transform((width, height), AFFINE, a, filter, fillcolor=fill)` of `img`.
pub(crate) fn affine(
    img: &RgbImage,
    width: u32,
    height: u32,
    a: [f64; 6],
    kind: Interpolation,
    fill: [u8; 3],
) -> RgbImage {
    let mut out = RgbImage::from_pixel(width, height, Rgb(fill));
    match kind {
        Interpolation::Nearest if a[1] == 0.0 && a[3] == 0.0 => scale_nearest(img, &mut out, a),
        Interpolation::Nearest => {
            let (w, h) = (f64::from(width), f64::from(height));
            let fits = |x: f64, y: f64| {
                (x * a[0] + y * a[1] + a[2]).abs() < 32768.0
                    && (x * a[3] + y * a[4] + a[5]).abs() < 32768.0
            };
            if fits(0.0, 0.0) && fits(w, h) && fits(0.0, h) && fits(w, 0.0) {
                fixed_nearest(img, &mut out, a);
            } else {
                float_nearest(img, &mut out, a);
            }
        }
        Interpolation::Bilinear | Interpolation::Bicubic => {
            for y in 0..height {
                for x in 0..width {
                    let (xin, yin) = (f64::from(x) + 0.5, f64::from(y) + 0.5);
                    let xx = a[0] * xin + a[1] * yin + a[2];
                    let yy = a[3] * xin + a[4] * yin + a[5];
                    let sampled = match kind {
                        Interpolation::Bilinear => bilinear(img, xx, yy),
                        _ => bicubic(img, xx, yy),
                    };
                    if let Some(p) = sampled {
                        out.put_pixel(x, y, Rgb(p));
                    }
                }
            }
        }
    }
    out
}

/// `ImagingScaleAffine`: the columns tabulated once, positions accumulated by adding the
/// scale (not multiplied), as Pillow does.
fn scale_nearest(img: &RgbImage, out: &mut RgbImage, a: [f64; 6]) {
    let (in_w, in_h) = (i64::from(img.width()), i64::from(img.height()));
    let width = out.width() as usize;
    let mut columns = vec![0u32; width];
    let (mut first, mut end) = (width, 0);
    let mut xo = a[2] + a[0] * 0.5;
    for (x, column) in columns.iter_mut().enumerate() {
        let xin = coord(xo);
        if (0..in_w).contains(&xin) {
            end = x + 1;
            first = first.min(x);
            *column = xin as u32;
        }
        xo += a[0];
    }
    let mut yo = a[5] + a[4] * 0.5;
    for y in 0..out.height() {
        let yi = coord(yo);
        if (0..in_h).contains(&yi) {
            for x in first..end {
                let p = *img.get_pixel(columns[x], yi as u32);
                out.put_pixel(x as u32, y, p);
            }
        }
        yo += a[4];
    }
}

/// `affine_fixed`: 16.16 fixed point, each row's start advanced by the column step.
fn fixed_nearest(img: &RgbImage, out: &mut RgbImage, a: [f64; 6]) {
    let (in_w, in_h) = (img.width() as i32, img.height() as i32);
    let fix = |v: f64| floor(v * 65536.0 + 0.5) as i32;
    let (a0, a1, a3, a4) = (fix(a[0]), fix(a[1]), fix(a[3]), fix(a[4]));
    let mut a2 = fix(a[2] + a[0] * 0.5 + a[1] * 0.5);
    let mut a5 = fix(a[5] + a[3] * 0.5 + a[4] * 0.5);
    for y in 0..out.height() {
        let (mut xx, mut yy) = (a2, a5);
        for x in 0..out.width() {
            let (xin, yin) = (xx >> 16, yy >> 16);
            if (0..in_w).contains(&xin) && (0..in_h).contains(&yin) {
                let p = *img.get_pixel(xin as u32, yin as u32);
                out.put_pixel(x, y, p);
            }
            xx = xx.wrapping_add(a0);
            yy = yy.wrapping_add(a3);
        }
        a2 = a2.wrapping_add(a1);
        a5 = a5.wrapping_add(a4);
    }
}

/// `ImagingTransformAffine`'s floating-point loop, for a matrix whose corners leave the fixed
/// point's range.
fn float_nearest(img: &RgbImage, out: &mut RgbImage, a: [f64; 6]) {
    let (in_w, in_h) = (i64::from(img.width()), i64::from(img.height()));
    let mut xo = a[2] + a[1] * 0.5 + a[0] * 0.5;
    let mut yo = a[5] + a[4] * 0.5 + a[3] * 0.5;
    for y in 0..out.height() {
        let (mut xx, mut yy) = (xo, yo);
        for x in 0..out.width() {
            let (xin, yin) = (coord(xx), coord(yy));
            if (0..in_w).contains(&xin) && (0..in_h).contains(&yin) {
                let p = *img.get_pixel(xin as u32, yin as u32);
                out.put_pixel(x, y, p);
            }
            xx += a[0];
            yy += a[3];
        }
        xo += a[1];
        yo += a[4];
    }
}

/// The sample positions of a filter: none outside the image; else the cell (x, y) below and
/// left of (xin - 0.5, yin - 0.5) and the fractions (dx, dy) past it.
fn cell(img: &RgbImage, xin: f64, yin: f64) -> Option<(i64, i64, f64, f64)> {
    let (w, h) = (f64::from(img.width()), f64::from(img.height()));
    if xin < 0.0 || xin >= w || yin < 0.0 || yin >= h {
        return None;
    }
    let (xin, yin) = (xin - 0.5, yin - 0.5);
    let (x, y) = (floor(xin), floor(yin));
    Some((x, y, xin - x as f64, yin - y as f64))
}

/// The value of channel `c` at column `x` (clipped into the image) of row `y` (in it).
fn at(img: &RgbImage, x: i64, y: i64, c: usize) -> f64 {
    let x = x.clamp(0, i64::from(img.width()) - 1);
    f64::from(img.get_pixel(x as u32, y as u32)[c])
}

/// Whether row `y` is in the image.
fn row_in(img: &RgbImage, y: i64) -> bool {
    (0..i64::from(img.height())).contains(&y)
}

/// `bilinear_filter32RGB`: each row interpolated along x, then the two rows along y; the
/// first row clipped into the image, the second replaced by the first outside it.
fn bilinear(img: &RgbImage, xin: f64, yin: f64) -> Option<[u8; 3]> {
    let (x, y, dx, dy) = cell(img, xin, yin)?;
    let lerp = |a: f64, b: f64, d: f64| a + (b - a) * d;
    Some(std::array::from_fn(|c| {
        let row = |y: i64| lerp(at(img, x, y, c), at(img, x + 1, y, c), dx);
        let top = y.clamp(0, i64::from(img.height()) - 1);
        let v1 = row(top);
        let v2 = if row_in(img, y + 1) { row(y + 1) } else { v1 };
        lerp(v1, v2, dy) as u8
    }))
}

/// Pillow's `BICUBIC` macro: the cubic through four values at fraction `d`, in its order of
/// operations.
fn cubic(v1: f64, v2: f64, v3: f64, v4: f64, d: f64) -> f64 {
    let p1 = v2;
    let p2 = -v1 + v3;
    let p3 = 2.0 * (v1 - v2) + v3 - v4;
    let p4 = -v1 + v2 - v3 + v4;
    p1 + d * (p2 + d * (p3 + d * p4))
}

/// `bicubic_filter32RGB`: four rows along x, then along y; the first row clipped into the
/// image, each later one replaced by the one before it outside; clipped to [0, 255] and
/// truncated.
fn bicubic(img: &RgbImage, xin: f64, yin: f64) -> Option<[u8; 3]> {
    let (x, y, dx, dy) = cell(img, xin, yin)?;
    let (x, y) = (x - 1, y - 1);
    Some(std::array::from_fn(|c| {
        let row = |y: i64| {
            let v = |i: i64| at(img, x + i, y, c);
            cubic(v(0), v(1), v(2), v(3), dx)
        };
        let v1 = row(y.clamp(0, i64::from(img.height()) - 1));
        let v2 = if row_in(img, y + 1) { row(y + 1) } else { v1 };
        let v3 = if row_in(img, y + 2) { row(y + 2) } else { v2 };
        let v4 = if row_in(img, y + 3) { row(y + 3) } else { v3 };
        let v = cubic(v1, v2, v3, v4, dy);
        if v <= 0.0 {
            0
        } else if v >= 255.0 {
            255
        } else {
            v as u8
        }
    }))
}

/// `image.resize((width, height), NEAREST)`: Pillow's affine engine with the scale matrix.
pub(crate) fn resize_nearest(img: &RgbImage, width: u32, height: u32) -> RgbImage {
    let (in_w, in_h) = img.dimensions();
    let a = [
        f64::from(in_w) / f64::from(width),
        0.0,
        0.0,
        0.0,
        f64::from(in_h) / f64::from(height),
        0.0,
    ];
    affine(img, width, height, a, Interpolation::Nearest, [0; 3])
}
