//! JPEG decoding as Pillow decodes for torchvision: libjpeg-turbo's code (the `mozjpeg` crate
//! builds mozjpeg, its fork, from C), with libjpeg's defaults, which are Pillow's: the accurate
//! integer inverse DCT and fancy (triangle-filter) chroma upsampling. Then what Pillow does
//! after libjpeg: a grayscale JPEG's level copied to the three channels, a CMYK or YCCK JPEG
//! read as inverted CMYK (Adobe's convention, which Pillow assumes for every CMYK JPEG) and
//! converted by `ImagingConvert`'s `cmyk2rgb`. The bytes are Pillow's `convert("RGB")`
//! (`tests/it/data_layouts/decoding.rs`).
//!
//! libjpeg reports a fatal error by calling its error manager, which here unwinds to
//! [`decode`]'s `catch_unwind` (`resume_unwind` does not run the panic hook: nothing is
//! printed). Data that ends early is a warning to libjpeg, which fills the rest of the image
//! with grey; Pillow raises "image file is truncated" instead, and so does this.

use std::os::raw::c_int;

use image::RgbImage;
use mozjpeg::{Decompress, Format};
use mozjpeg_sys as ffi;

/// The 8-bit RGB pixels of the JPEG in `bytes`, or libjpeg's reason it cannot be decoded.
pub(crate) fn decode(bytes: &[u8]) -> Result<RgbImage, String> {
    match std::panic::catch_unwind(|| decode_unwinding(bytes)) {
        Ok(decoded) => decoded,
        Err(payload) => Err(match payload.downcast::<String>() {
            Ok(message) => *message,
            Err(_) => "libjpeg failed".to_string(),
        }),
    }
}

fn decode_unwinding(bytes: &[u8]) -> Result<RgbImage, String> {
    let failed = |e: std::io::Error| e.to_string();
    let decompress = Decompress::with_err(error_manager())
        .from_mem(bytes)
        .map_err(failed)?;
    let (width, height) = (decompress.width() as u32, decompress.height() as u32);
    let pixels: Vec<u8> = match decompress.image().map_err(failed)? {
        Format::RGB(mut d) => {
            let rgb = d.read_scanlines::<[u8; 3]>().map_err(failed)?;
            d.finish().map_err(failed)?;
            rgb.into_iter().flatten().collect()
        }
        Format::Gray(mut d) => {
            let grey = d.read_scanlines::<u8>().map_err(failed)?;
            d.finish().map_err(failed)?;
            grey.into_iter().flat_map(|v| [v; 3]).collect()
        }
        Format::CMYK(mut d) => {
            let cmyk = d.read_scanlines::<[u8; 4]>().map_err(failed)?;
            d.finish().map_err(failed)?;
            cmyk.into_iter()
                .flat_map(|p| cmyk_to_rgb(p.map(|v| 255 - v)))
                .collect()
        }
    };
    RgbImage::from_raw(width, height, pixels)
        .ok_or_else(|| format!("libjpeg gave other than {width} x {height} pixels"))
}

/// Pillow's `cmyk2rgb`: each channel `255 - k` less the ink times `255 - k` / 255, rounded
/// by its `MULDIV255`.
fn cmyk_to_rgb([c, m, y, k]: [u8; 4]) -> [u8; 3] {
    let white = 255 - i32::from(k);
    [c, m, y].map(|ink| {
        let t = i32::from(ink) * white + 128;
        (white - (((t >> 8) + t) >> 8)).clamp(0, 255) as u8
    })
}

/// libjpeg's standard error manager with its exits replaced: a fatal error unwinds with
/// libjpeg's message, as does the warning that the data ended early; other warnings (corrupt
/// data libjpeg decodes past) are silent, as under Pillow.
fn error_manager() -> ffi::jpeg_error_mgr {
    // SAFETY: `jpeg_std_error` fills every field of the zeroed struct it is given.
    let mut manager: ffi::jpeg_error_mgr = unsafe { std::mem::zeroed() };
    unsafe { ffi::jpeg_std_error(&mut manager) };
    manager.error_exit = Some(fatal);
    manager.emit_message = Some(warning);
    manager
}

extern "C-unwind" fn fatal(cinfo: &mut ffi::jpeg_common_struct) {
    std::panic::resume_unwind(Box::new(format!("libjpeg: {}", message(cinfo))));
}

extern "C-unwind" fn warning(cinfo: &mut ffi::jpeg_common_struct, level: c_int) {
    // SAFETY: libjpeg calls this with its error manager in place.
    let code = unsafe { (*cinfo.err).msg_code };
    if level < 0 && code == ffi::JWRN_JPEG_EOF as c_int {
        std::panic::resume_unwind(Box::new(
            "image file is truncated (the JPEG data ends before the image does)".to_string(),
        ));
    }
}

/// libjpeg's text for its last message.
fn message(cinfo: &mut ffi::jpeg_common_struct) -> String {
    // SAFETY: libjpeg calls the exits with its error manager in place, and `format_message`
    // writes at most JMSG_LENGTH_MAX (80) bytes, NUL-terminated, into the buffer.
    unsafe {
        let err = &*cinfo.err;
        let Some(format) = err.format_message else {
            return format!("message {}", err.msg_code);
        };
        // The binding types the buffer `&[u8; 80]`; libjpeg writes it, so it is passed as
        // the `&mut` it is (the same pointer to C).
        let format: unsafe extern "C-unwind" fn(&mut ffi::jpeg_common_struct, &mut [u8; 80]) =
            std::mem::transmute(format);
        let mut buffer = [0u8; 80];
        format(cinfo, &mut buffer);
        let text = buffer.split(|&b| b == 0).next().unwrap_or_default();
        String::from_utf8_lossy(text).into_owned()
    }
}
