//! torchvision's `RandomAffine` on a PIL image: the parameters drawn as its `get_params`
//! draws them (single-precision uniforms, translations rounded to whole pixels half to even),
//! from the sample's generator, and `F.affine`'s inverse matrix about the image's centre
//! (`_get_inverse_affine_matrix`, in double precision with the same operations), which
//! Pillow's affine transform samples (`data::pillow_affine`).

use rand::Rng;
use rand_chacha::ChaCha8Rng;

/// One draw of a `random_affine`'s ranges: the arguments of `F.affine`.
#[derive(Debug, PartialEq)]
pub(super) struct Drawn {
    pub angle: f64,
    pub translate: [i32; 2],
    pub scale: f64,
    pub shear: [f64; 2],
}

/// A uniform draw in [low, high] in single precision, as `torch.empty(1).uniform_(low, high)`.
fn uniform(rng: &mut ChaCha8Rng, low: f64, high: f64) -> f64 {
    let (low, high) = (low as f32, high as f32);
    if low == high {
        return f64::from(low);
    }
    f64::from(rng.random_range(low..=high))
}

/// The parameters of one `random_affine` with the configuration's ranges on an `h` x `w`
/// image: `degrees`, `translate`'s shares of the width and height, `scale`, `shear`'s 2 or 4.
pub(super) fn draw(
    rng: &mut ChaCha8Rng,
    (h, w): (u32, u32),
    degrees: [f64; 2],
    translate: Option<[f64; 2]>,
    scale: Option<[f64; 2]>,
    shear: Option<&[f64]>,
) -> Drawn {
    let angle = uniform(rng, degrees[0], degrees[1]);
    let translate = translate.map_or([0, 0], |[fx, fy]| {
        let (max_dx, max_dy) = (fx * f64::from(w), fy * f64::from(h));
        [max_dx, max_dy].map(|m| uniform(rng, -m, m).round_ties_even() as i32)
    });
    let scale = scale.map_or(1.0, |[low, high]| uniform(rng, low, high));
    let shear = match shear {
        Some([x0, x1]) => [uniform(rng, *x0, *x1), 0.0],
        Some([x0, x1, y0, y1]) => {
            let x = uniform(rng, *x0, *x1);
            [x, uniform(rng, *y0, *y1)]
        }
        _ => [0.0, 0.0],
    };
    Drawn {
        angle,
        translate,
        scale,
        shear,
    }
}

/// `F.affine`'s matrix for Pillow: the inverse of translate x centre x rotate-scale-shear x
/// centre^-1, the centre at (w / 2, h / 2).
pub(super) fn inverse_matrix(
    h: u32,
    w: u32,
    angle: f64,
    translate: [i32; 2],
    scale: f64,
    shear: [f64; 2],
) -> [f64; 6] {
    let (cx, cy) = (f64::from(w) * 0.5, f64::from(h) * 0.5);
    let (tx, ty) = (f64::from(translate[0]), f64::from(translate[1]));
    let rot = angle.to_radians();
    let (sx, sy) = (shear[0].to_radians(), shear[1].to_radians());
    let a = (rot - sy).cos() / sy.cos();
    let b = -(rot - sy).cos() * sx.tan() / sy.cos() - rot.sin();
    let c = (rot - sy).sin() / sy.cos();
    let d = -(rot - sy).sin() * sx.tan() / sy.cos() + rot.cos();
    let mut m = [d, -b, 0.0, -c, a, 0.0].map(|v| v / scale);
    m[2] += m[0] * (-cx - tx) + m[1] * (-cy - ty);
    m[5] += m[3] * (-cx - tx) + m[4] * (-cy - ty);
    m[2] += cx;
    m[5] += cy;
    m
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    /// Every drawn parameter lies in its range (a translation in whole pixels up to its share of
    /// the side), and a range of one value draws that value exactly.
    #[test]
    fn draws_stay_in_their_ranges() {
        let shear = [-10.0, 20.0, 3.0, 4.0];
        let ranges = |rng: &mut ChaCha8Rng| {
            draw(
                rng,
                (40, 100),
                [-45.0, 30.0],
                Some([0.1, 0.25]),
                Some([0.8, 1.1]),
                Some(&shear),
            )
        };
        let mut rng = ChaCha8Rng::seed_from_u64(3);
        let (mut lowest, mut highest) = (f64::MAX, f64::MIN);
        for _ in 0..2000 {
            let Drawn {
                angle,
                translate,
                scale,
                shear,
            } = ranges(&mut rng);
            assert!((-45.0..=30.0).contains(&angle));
            assert!(
                translate[0].abs() <= 10 && translate[1].abs() <= 10,
                "{translate:?}"
            );
            assert!((0.8f32 as f64..=1.1f32 as f64).contains(&scale));
            assert!((-10.0..=20.0).contains(&shear[0]) && (3.0..=4.0).contains(&shear[1]));
            (lowest, highest) = (lowest.min(angle), highest.max(angle));
        }
        assert!(lowest < -40.0 && highest > 25.0, "{lowest} .. {highest}");
        let expected = Drawn {
            angle: 30.0,
            translate: [0, 0],
            scale: f64::from(1.2f32),
            shear: [0.0, 0.0],
        };
        let fixed = draw(
            &mut rng,
            (40, 100),
            [30.0, 30.0],
            None,
            Some([1.2, 1.2]),
            None,
        );
        assert_eq!(fixed, expected);
    }
}
