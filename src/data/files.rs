//! Datasets of image files listed by a layout reader (see `formats`).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

use candle_core::Result;

use super::transforms;
use super::{Dataset, Image};
use crate::config::schema::{InputSize, OnCorrupt, Transform};

/// One labelled image, and where the listing named it (for errors).
#[derive(Debug, Clone, PartialEq)]
pub struct Record {
    pub path: PathBuf,
    pub label: u32,
    /// The annotation entry that referenced this image: `images.txt:12`, a directory, ...
    pub source: String,
    /// Bounding box (x, y, width, height) in pixels, when the layout has one and cropping is on.
    pub bbox: Option<[f64; 4]>,
    /// Re-ID: the person / vehicle identity (before relabelling) and the camera.
    pub identity: Option<i64>,
    pub camera: Option<u32>,
}

impl Record {
    pub(crate) fn new(path: PathBuf, label: u32, source: String) -> Self {
        Record {
            path,
            label,
            source,
            bbox: None,
            identity: None,
            camera: None,
        }
    }
}

/// A split of a dataset on disk, as listed by its layout.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Listing {
    pub records: Vec<Record>,
    /// Class names by label.
    pub classes: Vec<String>,
}

impl Listing {
    /// How many records carry each label (only the labels some record carries: sparse, so a
    /// label far out of range costs one entry, not a table up to it).
    pub(crate) fn images_per_label(&self) -> BTreeMap<u32, usize> {
        let mut counts = BTreeMap::new();
        for r in &self.records {
            *counts.entry(r.label).or_default() += 1;
        }
        counts
    }
}

/// Read and decode an image to 8-bit RGB: what PIL's `Image.open(path).convert("RGB")` gives
/// torchvision's datasets, byte for byte: a JPEG through libjpeg-turbo's code as Pillow's
/// ([`super::jpeg`]), every PNG type through the `image` crate. Alpha is dropped, not
/// composited, as Pillow does. A 16-bit image keeps each sample's high byte, as Pillow's PNG
/// decoder does for every 16-bit type but grayscale: see [`Decoded::pillow_clips`].
pub fn decode(path: &Path) -> std::result::Result<image::RgbImage, String> {
    decode_noting(path).map(|d| d.image)
}

/// An image as [`decode`] makes it, with what `paperfit data` says of it.
pub(crate) struct Decoded {
    pub image: image::RgbImage,
    /// A 16-bit grayscale image: Pillow opens it as "I;16" and `convert("RGB")` clips every
    /// level above 255 to white (all but the darkest 256 of 65,536), so torchvision trains on a
    /// washed-out image; paperfit keeps the high byte instead (docs/data.md).
    pub pillow_clips: bool,
}

/// [`decode`], saying whether Pillow would have clipped the image.
pub(crate) fn decode_noting(path: &Path) -> std::result::Result<Decoded, String> {
    let bytes = std::fs::read(path).map_err(|e| match e.kind() {
        std::io::ErrorKind::NotFound => "file not found".to_string(),
        _ => e.to_string(),
    })?;
    if bytes.starts_with(&[0xFF, 0xD8, 0xFF]) {
        let image = super::jpeg::decode(&bytes).map_err(|e| format!("cannot decode image: {e}"))?;
        return Ok(Decoded {
            image,
            pillow_clips: false,
        });
    }
    let img = image::load_from_memory(&bytes).map_err(|e| format!("cannot decode image: {e}"))?;
    let pillow_clips = matches!(img, image::DynamicImage::ImageLuma16(_));
    let image = match img {
        // The `image` crate rounds a 16-bit sample to the nearest of 256 levels; Pillow
        // truncates it.
        image::DynamicImage::ImageLuma16(_)
        | image::DynamicImage::ImageLumaA16(_)
        | image::DynamicImage::ImageRgb16(_)
        | image::DynamicImage::ImageRgba16(_) => {
            let wide = img.into_rgb16();
            let (width, height) = wide.dimensions();
            let high = wide
                .into_raw()
                .into_iter()
                .map(|v| (v >> 8) as u8)
                .collect();
            image::RgbImage::from_raw(width, height, high).expect("three bytes per pixel")
        }
        _ => img.to_rgb8(),
    };
    Ok(Decoded {
        image,
        pillow_clips,
    })
}

/// Images on disk with their labels and a transform pipeline.
pub(crate) struct ImageDataset {
    records: Vec<Record>,
    transforms: Vec<Transform>,
    size: InputSize,
    on_corrupt: OnCorrupt,
    skipped: Mutex<Vec<String>>,
}

impl ImageDataset {
    pub(crate) fn new(
        listing: Listing,
        transforms: Vec<Transform>,
        size: InputSize,
        on_corrupt: OnCorrupt,
    ) -> Self {
        ImageDataset {
            records: listing.records,
            transforms,
            size,
            on_corrupt,
            skipped: Mutex::new(Vec::new()),
        }
    }

    /// Decode and transform record `index`.
    pub fn load(&self, index: usize, seed: u64) -> std::result::Result<Image, String> {
        let r = &self.records[index];
        let mut img = decode(&r.path)?;
        if let Some(bbox) = r.bbox {
            let BoxInImage {
                x,
                y,
                width,
                height,
                ..
            } = box_in_image(bbox, img.dimensions())?;
            img = image::imageops::crop_imm(&img, x, y, width, height).to_image();
        }
        let (sample, h, w) = transforms::transform(img, &self.transforms, seed)?;
        if (h, w) != (self.size.height, self.size.width) {
            return Err(format!(
                "the transforms produce {h}x{w} images but the model takes {}: end them with a resize or crop to {}",
                self.size, self.size
            ));
        }
        Ok(sample)
    }

    /// `path: why (listed in entry)`: record `index`, which `why` made unreadable.
    fn unreadable(&self, index: usize, why: &str) -> String {
        let r = &self.records[index];
        format!("{}: {why} (listed in {})", r.path.display(), r.source)
    }

    /// The split without its unreadable images, each read once beforehand (on every core), and
    /// what was wrong with those: for an evaluation with `on_corrupt = "skip"`, where a stand-in
    /// would score one image twice and another not at all (and carry another person's features
    /// under a re-identification image's identity). [`Dataset::take_skipped`] names them once;
    /// an image unreadable after this stops the evaluation, as with `on_corrupt = "error"`.
    pub(crate) fn without_unreadable(mut self, seed: u64) -> Self {
        let n = self.records.len();
        let threads = std::thread::available_parallelism()
            .map_or(1, |t| t.get())
            .min(n.max(1));
        let this = &self;
        let mut failed: Vec<(usize, String)> = std::thread::scope(|scope| {
            let handles: Vec<_> = (0..threads)
                .map(|k| {
                    scope.spawn(move || {
                        (k..n)
                            .step_by(threads)
                            .filter_map(|i| {
                                let why = this.load(i, seed).err()?;
                                Some((i, this.unreadable(i, &why)))
                            })
                            .collect::<Vec<_>>()
                    })
                })
                .collect();
            handles
                .into_iter()
                .flat_map(|h| h.join().unwrap_or_else(|p| std::panic::resume_unwind(p)))
                .collect()
        });
        failed.sort_by_key(|(i, _)| *i);
        let mut at = 0;
        self.records.retain(|_| {
            let keep = failed.binary_search_by_key(&at, |(i, _)| *i).is_err();
            at += 1;
            keep
        });
        self.skipped = Mutex::new(failed.into_iter().map(|(_, m)| m).collect());
        self.on_corrupt = OnCorrupt::Error;
        self
    }
}

/// The pixels a bounding box crops: Pillow's `crop` box (each corner rounded half to even)
/// within the image.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct BoxInImage {
    pub x: u32,
    pub y: u32,
    pub width: u32,
    pub height: u32,
    /// Part of the box lies past the image's edge (cut off here; Pillow's own crop would fill
    /// it with black).
    pub cut: bool,
}

/// Where `bbox` (x, y, width, height) crops an image of `(width, height)`, or why it cannot: a
/// box that misses the image (annotations of another size of the image) would crop it to
/// nothing or to a strip at its edge.
pub(crate) fn box_in_image(
    bbox: [f64; 4],
    (image_width, image_height): (u32, u32),
) -> std::result::Result<BoxInImage, String> {
    let [x, y, w, h] = bbox;
    let corners = |from: f64, size: f64, limit: u32| {
        let (a, b) = (from.round_ties_even(), (from + size).round_ties_even());
        let cut = a < 0.0 || b > f64::from(limit);
        let (a, b) = (
            a.clamp(0.0, f64::from(limit)),
            b.clamp(0.0, f64::from(limit)),
        );
        (a as u32, b as u32, cut)
    };
    let (x0, x1, cut_x) = corners(x, w, image_width);
    let (y0, y1, cut_y) = corners(y, h, image_height);
    if x1 <= x0 || y1 <= y0 {
        return Err(format!(
            "its bounding box (x {x}, y {y}, width {w}, height {h}) lies outside the {image_width}x{image_height} image: are the annotations for another size of the images?"
        ));
    }
    Ok(BoxInImage {
        x: x0,
        y: y0,
        width: x1 - x0,
        height: y1 - y0,
        cut: cut_x || cut_y,
    })
}

/// An image a run could not read, as `path: why (listed in entry)`: the error a run with
/// `data.on_corrupt = "error"` stops on ([`unreadable_image`] finds it in a candle error).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub(crate) struct UnreadableImage(pub String);

impl UnreadableImage {
    /// As a candle error: it travels as candle's one variant that keeps a typed error
    /// (`Error::Cuda`, whose message is this one's), as out-of-memory errors do.
    pub(crate) fn into_candle(self) -> candle_core::Error {
        candle_core::Error::Cuda(Box::new(self))
    }
}

/// The unreadable image inside `error` (through candle's context and backtrace wrappers).
pub(crate) fn unreadable_image(error: &candle_core::Error) -> Option<&UnreadableImage> {
    use candle_core::Error as E;
    match error {
        E::WithBacktrace { inner, .. } | E::Context { inner, .. } | E::WithPath { inner, .. } => {
            unreadable_image(inner)
        }
        E::Cuda(typed) => typed.downcast_ref::<UnreadableImage>(),
        _ => None,
    }
}

impl Dataset for ImageDataset {
    fn len(&self) -> usize {
        self.records.len()
    }

    fn image_shape(&self) -> (usize, usize, usize) {
        (3, self.size.height as usize, self.size.width as usize)
    }

    fn label(&self, index: usize) -> u32 {
        self.records[index].label
    }

    fn identity_and_camera(&self, index: usize) -> Option<(i64, u32)> {
        let r = &self.records[index];
        r.identity.zip(r.camera)
    }

    fn get(&self, index: usize, seed: u64) -> Result<(Image, u32)> {
        let n = self.records.len();
        let mut i = index;
        for _ in 0..n {
            let why = match self.load(i, seed) {
                Ok(pixels) => return Ok((pixels, self.records[i].label)),
                Err(why) => why,
            };
            let message = self.unreadable(i, &why);
            match self.on_corrupt {
                OnCorrupt::Error => return Err(UnreadableImage(message).into_candle()),
                OnCorrupt::Skip => {
                    self.skipped
                        .lock()
                        .unwrap_or_else(|p| p.into_inner())
                        .push(message);
                    // The next record stands in, so the batch keeps its size.
                    i = (i + 1) % n;
                }
            }
        }
        candle_core::bail!("no readable image left: every one of the {n} images failed")
    }

    fn take_skipped(&self) -> Vec<String> {
        std::mem::take(&mut *self.skipped.lock().unwrap_or_else(|p| p.into_inner()))
    }

    fn file(&self, index: usize) -> Option<(&Path, &str)> {
        let r = &self.records[index];
        Some((&r.path, &r.source))
    }
}

#[cfg(test)]
mod tests {
    use super::{box_in_image, BoxInImage};

    #[test]
    fn a_box_crops_as_pillows_crop_rounds_it_within_the_image() {
        let at = |x, y, width, height, cut| BoxInImage {
            x,
            y,
            width,
            height,
            cut,
        };
        // Pillow's crop((1.5, 2.5, 4.5, 6.5)): each corner rounded half to even, 2..4 x 2..6.
        assert_eq!(
            box_in_image([1.5, 2.5, 3.0, 4.0], (10, 10)),
            Ok(at(2, 2, 2, 4, false))
        );
        assert_eq!(
            box_in_image([0.0, 0.0, 10.0, 10.0], (10, 10)),
            Ok(at(0, 0, 10, 10, false))
        );
        // Past the edge: the part inside, and the cut said.
        assert_eq!(
            box_in_image([8.0, 7.0, 6.0, 3.0], (10, 10)),
            Ok(at(8, 7, 2, 3, true))
        );
        // Missing the image, or narrower than half a pixel: nothing to crop.
        for bbox in [
            [12.0, 0.0, 5.0, 5.0],
            [0.0, 10.0, 5.0, 5.0],
            [3.0, 3.0, 0.4, 5.0],
        ] {
            let why = box_in_image(bbox, (10, 10)).unwrap_err();
            assert!(
                why.contains("lies outside the 10x10 image"),
                "{bbox:?}: {why}"
            );
        }
    }
}
