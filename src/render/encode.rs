//! PNG encoding of 8-bit palette indices: from scratch as one stream
//! (fdeflate's fast mode, the "up" row filter), or in strips of rows that
//! a game's next picture reuses where its pixels did not change (see
//! `strips` for why the image data may be cut this way).
//!
//! A picture comes as pixmaps of one width stacked from the top down (the
//! status band has its own); `known` describes the pixels of them all as
//! one picture.

use super::RenderError;
use super::quantize::{Known, Palette};
use super::strip_cache::{self, StreamKey};
use super::strips::{self, Reusable};
use tiny_skia::Pixmap;

/// Encodes an opaque picture (`parts`, from the top down) as an indexed
/// PNG with the board's palette from scratch; `known` gives the indices of
/// its unchanged pixels.
pub(super) fn png(
    parts: &[&Pixmap],
    palette: &Palette,
    known: Option<Known>,
) -> Result<Vec<u8>, RenderError> {
    let (w, h) = size(parts);
    let mut indices = Vec::with_capacity(w as usize * h as usize);
    for (part, at) in parts.iter().zip(offsets(parts)) {
        let known = known.map(|k| k.from(at));
        indices.extend(palette.indices(part.data(), known));
    }
    let mut out = Vec::with_capacity(indices.len() / 8);
    let mut enc = encoder(&mut out, w, h, palette);
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

/// Encodes a picture of `stream` (`parts`, from the top down; its map
/// starts below the first when there are two) in strips, mapping to the
/// palette and compressing only the strips it may not take (`kept`: its
/// stream's last picture's and its kin's), and keeps its strips for the
/// next. `signs` are each part's strips' signatures, where they have one
/// (see `overlay` and `band`): a strip whose signature `kept` has is taken
/// undrawn.
pub(super) fn png_in_strips(
    parts: &[&Pixmap],
    palette: &Palette,
    known: Option<Known>,
    stream: StreamKey,
    (kept, signs): (&Reusable, &[&[Option<u128>]]),
) -> Result<Vec<u8>, RenderError> {
    let (w, h) = size(parts);
    let top = match parts {
        [band, _, ..] => band.height(),
        _ => 0,
    };
    let mut strips = Vec::new();
    for (n, (part, at)) in parts.iter().zip(offsets(parts)).enumerate() {
        // Rows of the picture: where this part starts, and where the map does.
        let first = at / w as usize;
        let starts: Vec<usize> = strips::starts(first + part.height() as usize, top as usize)
            .into_iter()
            .filter(|&r| r >= first)
            .map(|r| r - first)
            .collect();
        let index = |from: usize, rgba: &[u8]| {
            let known = known.map(|k| k.from(at + from * w as usize));
            palette.indices(rgba, known)
        };
        // The map starts this many rows into the part (0 when it is the
        // map's part, the band's height when it is the band).
        let place = (w as usize, (top as usize).saturating_sub(first));
        let kept = (kept, signs.get(n).copied().unwrap_or_default());
        strips.extend(strips::compress(part.data(), place, &starts, kept, index)?);
    }
    let zlib = strips::zlib(&strips);
    strip_cache::keep(stream, strips);
    let mut out = Vec::with_capacity(zlib.len() + 1024);
    let mut writer = encoder(&mut out, w, h, palette).write_header()?;
    writer.write_chunk(png::chunk::IDAT, &zlib)?;
    writer.finish()?;
    Ok(out)
}

/// The width of the parts and their heights' sum.
fn size(parts: &[&Pixmap]) -> (u32, u32) {
    let w = parts.first().map_or(0, |p| p.width());
    (w, parts.iter().map(|p| p.height()).sum())
}

/// The pixel each part starts at.
fn offsets(parts: &[&Pixmap]) -> Vec<usize> {
    let mut at = 0;
    parts
        .iter()
        .map(|p| {
            let here = at;
            at += p.width() as usize * p.height() as usize;
            here
        })
        .collect()
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
