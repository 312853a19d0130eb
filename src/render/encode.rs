//! PNG encoding tuned for speed: 8-bit palette indices, fdeflate's fast
//! mode with the "up" row filter.

use super::RenderError;
use super::quantize::{Known, Palette};
use tiny_skia::Pixmap;

/// Encodes an opaque pixmap as an indexed PNG with the board's palette;
/// `known` gives the indices of its unchanged leading pixels.
pub(super) fn png(
    pix: &Pixmap,
    palette: &Palette,
    known: Option<Known>,
) -> Result<Vec<u8>, RenderError> {
    let (w, h) = (pix.width(), pix.height());
    let indices = palette.indices(pix.data(), known);
    let mut out = Vec::with_capacity(indices.len() / 8);
    let mut enc = png::Encoder::new(&mut out, w, h);
    enc.set_color(png::ColorType::Indexed);
    enc.set_depth(png::BitDepth::Eight);
    enc.set_palette(palette.rgb());
    enc.set_compression(png::Compression::Fast);
    // Palette pictures gain little from per-row filter choice; "up" turns
    // the many rows equal to the one above into zeros, which fdeflate's
    // fast mode packs well, and costs a fraction of the adaptive choice.
    enc.set_filter(png::Filter::Up);
    let mut writer = enc.write_header()?;
    writer.write_image_data(&indices)?;
    writer.finish()?;
    Ok(out)
}
