//! PNG encoding of 8-bit palette indices: from scratch as one stream
//! (fdeflate's fast mode, the "up" row filter), or in strips of rows that
//! a game's next picture reuses where its pixels did not change (see
//! `strips` for why the image data may be cut this way).

use super::RenderError;
use super::quantize::{Known, Palette};
use super::strip_cache::{self, StreamKey};
use super::strips;

/// Encodes an opaque picture as an indexed PNG with the board's palette
/// from scratch; `known` gives the indices of its unchanged pixels.
pub(super) fn png(
    pix: &tiny_skia::Pixmap,
    palette: &Palette,
    known: Option<Known>,
) -> Result<Vec<u8>, RenderError> {
    let indices = palette.indices(pix.data(), known);
    let mut out = Vec::with_capacity(indices.len() / 8);
    let mut enc = encoder(&mut out, pix.width(), pix.height(), palette);
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

/// Encodes a picture of `stream` whose map starts `top` rows down in
/// strips, recompressing only the strips the stream's last picture did not
/// have, and keeps its strips for the next.
pub(super) fn png_in_strips(
    pix: &tiny_skia::Pixmap,
    palette: &Palette,
    known: Option<Known>,
    top: u32,
    stream: StreamKey,
) -> Result<Vec<u8>, RenderError> {
    let (w, h) = (pix.width(), pix.height());
    let indices = palette.indices(pix.data(), known);
    let starts = strips::starts(h as usize, top as usize);
    let old = strip_cache::last(stream);
    let strips = strips::compress(&indices, w as usize, &starts, &old)?;
    drop(old);
    let zlib = strips::zlib(&strips);
    strip_cache::keep(stream, strips);
    let mut out = Vec::with_capacity(zlib.len() + 1024);
    let mut writer = encoder(&mut out, w, h, palette).write_header()?;
    writer.write_chunk(png::chunk::IDAT, &zlib)?;
    writer.finish()?;
    Ok(out)
}

/// A PNG encoder of a `w`×`h` picture of indices into `palette`.
fn encoder<'a>(
    out: &'a mut Vec<u8>,
    w: u32,
    h: u32,
    palette: &Palette,
) -> png::Encoder<'a, &'a mut Vec<u8>> {
    let mut enc = png::Encoder::new(out, w, h);
    enc.set_color(png::ColorType::Indexed);
    enc.set_depth(png::BitDepth::Eight);
    enc.set_palette(palette.rgb());
    enc
}
