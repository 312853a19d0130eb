//! PNG image data as strips of rows compressed one by one, so the next
//! picture of a game recompresses only the strips whose pixels changed.
//!
//! A PNG's pixels are one zlib stream, but a deflate stream may be cut
//! into pieces that decode on their own: each strip is compressed by a
//! fresh compressor and ends in a sync flush (an empty stored block), so it
//! ends on a byte boundary, and no match reaches into the strip before. The
//! first row of a strip is filtered "sub", never "up", so it does not read
//! the row above either. The pieces are then spliced one after another,
//! closed by an empty final block, and the stream's Adler-32 is combined
//! from the strips' own.
//!
//! A strip is known by a 128-bit hash of its RGBA pixels and of where it
//! lies against the map: a strip of the new picture whose hash an earlier
//! strip has takes that strip's bytes, and only the others are mapped to
//! the palette and compressed. A strip's palette indices depend only on its
//! pixels and on the map's known indices at its place, so equal hashes give
//! equal bytes: a spliced picture is the very PNG the strips compressed
//! from scratch would make.

use super::RenderError;
use flate2::{Compress, Compression, FlushCompress, Status};
use rustc_hash::FxHashMap;
use std::sync::Arc;

/// Rows in a strip.
pub(super) const ROWS: usize = 16;

/// Whether any strip of `strips` is redrawn by `redraw`; one past those it
/// lists counts as redrawn.
pub(super) fn any_redrawn(redraw: &[bool], strips: std::ops::RangeInclusive<usize>) -> bool {
    strips
        .into_iter()
        .any(|k| redraw.get(k).copied().unwrap_or(true))
}

/// Where a picture is drawn again: the strips of map rows `strips` marks
/// (all of them when it is empty) and every row past them. Painting
/// elsewhere is wasted, since those rows are taken from kept strips.
#[derive(Clone, Copy)]
pub(super) struct Redrawn<'a> {
    /// Pixels in a row.
    pub width: usize,
    pub strips: &'a [bool],
}

impl Redrawn<'_> {
    /// Every row of a picture `width` px wide.
    pub(super) fn all(width: usize) -> Redrawn<'static> {
        Redrawn { width, strips: &[] }
    }

    /// Whether pixel `at` (counted row by row) is drawn again.
    pub(super) fn has(self, at: usize) -> bool {
        let strip = at / (self.width * ROWS).max(1);
        any_redrawn(self.strips, strip..=strip)
    }
}

/// PNG row filter types.
const SUB: u8 = 1;
const UP: u8 = 2;

/// The zlib header: deflate, 32 KB window, fastest, no dictionary.
const ZLIB_HEADER: [u8; 2] = [0x78, 0x01];
/// An empty final block with fixed codes: ends the deflate stream.
const LAST_BLOCK: [u8; 2] = [0x03, 0x00];

/// One strip's rows, compressed.
#[derive(Clone, Debug)]
pub(super) struct Strip {
    /// Hash of the strip's width, place and RGBA pixels.
    key: u128,
    /// The signature of what was drawn on it, if it is of map rows alone
    /// (see `overlay`).
    sign: Option<u128>,
    /// Its filtered rows as raw deflate blocks, ending byte-aligned.
    deflate: Arc<[u8]>,
    /// Adler-32 of its filtered rows, and their length in bytes.
    adler: u32,
    len: usize,
}

impl Strip {
    /// Bytes held.
    pub(super) fn bytes(&self) -> usize {
        self.deflate.len() + std::mem::size_of::<Strip>()
    }

    /// Where its compressed bytes are held: strips taken from another
    /// picture share them.
    pub(super) fn bytes_at(&self) -> *const u8 {
        self.deflate.as_ptr()
    }
}

/// Where a picture's strips start: every [`ROWS`] rows from `top`, and
/// every `ROWS` rows from the top above it (`top` is where the map
/// starts, which a taller status band moves down).
pub(super) fn starts(height: usize, top: usize) -> Vec<usize> {
    let top = top.min(height);
    let above = (0..top).step_by(ROWS);
    above.chain((top..height).step_by(ROWS)).collect()
}

/// The strips a picture may take from earlier pictures, by the signature
/// of what was drawn on them and by their pixels' hash: looked up once a
/// picture, by its drawing and each of its parts' compression.
#[derive(Default)]
pub(super) struct Reusable<'a> {
    by_sign: FxHashMap<u128, &'a Strip>,
    by_key: FxHashMap<u128, &'a Strip>,
}

impl<'a> Reusable<'a> {
    /// The strips of `pictures`, the first picture's first where two
    /// have one alike.
    pub(super) fn new(pictures: &'a [impl AsRef<[Strip]>]) -> Reusable<'a> {
        let n = pictures.iter().map(|p| p.as_ref().len()).sum();
        let mut kept = Reusable {
            by_sign: FxHashMap::with_capacity_and_hasher(n, Default::default()),
            by_key: FxHashMap::with_capacity_and_hasher(n, Default::default()),
        };
        for s in pictures.iter().flat_map(AsRef::as_ref) {
            if let Some(sign) = s.sign {
                kept.by_sign.entry(sign).or_insert(s);
            }
            kept.by_key.entry(s.key).or_insert(s);
        }
        kept
    }

    /// Whether a strip signed `sign` may be taken undrawn.
    pub(super) fn has_sign(&self, sign: u128) -> bool {
        self.by_sign.contains_key(&sign)
    }
}

/// Compresses the rows of a picture (`rgba`, opaque RGBA pixels, `width`
/// a row, its map starting `top` rows down) into strips starting at
/// `starts`, taking any strip `kept` has: by signature (`signs`, of the
/// first strips, where they have one) without reading its rows, which
/// need not be drawn, else by the hash of its pixels. Only the strips it has not are
/// mapped to palette indices, by `index` (given the strip's first row and
/// its RGBA bytes).
pub(super) fn compress(
    rgba: &[u8],
    (width, top): (usize, usize),
    starts: &[usize],
    (kept, signs): (&Reusable, &[Option<u128>]),
    mut index: impl FnMut(usize, &[u8]) -> Vec<u8>,
) -> Result<Vec<Strip>, RenderError> {
    let height = rgba.len() / (width * 4).max(1);
    let mut packer = Packer::new();
    let mut out = Vec::with_capacity(starts.len());
    for (n, &from) in starts.iter().enumerate() {
        let sign = signs.get(n).copied().flatten();
        if let Some(&s) = sign.and_then(|g| kept.by_sign.get(&g)) {
            out.push(s.clone());
            continue;
        }
        let to = starts.get(n + 1).copied().unwrap_or(height);
        let rows = &rgba[from * width * 4..to * width * 4];
        let key = strip_key(rows, width, (to > top).then(|| from as i64 - top as i64));
        let mut strip = match kept.by_key.get(&key) {
            Some(&s) => s.clone(),
            None => packer.strip(&index(from, rows), width, key)?,
        };
        strip.sign = sign;
        out.push(strip);
    }
    Ok(out)
}

/// The hash a strip is known by: its pixels, its width and, if it
/// reaches the map, its first row counted from the top of the map (where
/// the map's known indices apply). A strip wholly above the map maps its
/// pixels alone, so it is known wherever it lies: the band's strips keep
/// their bytes when a taller band moves them down.
///
/// XXH3 by `twox-hash`, which picks AVX2 when the processor has it: twice
/// as fast over these 100 KB strips as `xxhash-rust`'s build-time SSE2.
fn strip_key(rows: &[u8], width: usize, row: Option<i64>) -> u128 {
    let row = row.map_or(u64::from(u32::MAX) + 1, |r| u64::from(r as u32));
    let seed = (width as u64) << 33 | row;
    twox_hash::XxHash3_128::oneshot_with_seed(seed, rows)
}

/// The zlib stream of the strips spliced.
pub(super) fn zlib(strips: &[Strip]) -> Vec<u8> {
    let size: usize = strips.iter().map(|s| s.deflate.len()).sum();
    let mut out = Vec::with_capacity(size + 8);
    out.extend_from_slice(&ZLIB_HEADER);
    let mut adler = 1;
    for s in strips {
        out.extend_from_slice(&s.deflate);
        adler = adler32_combine(adler, s.adler, s.len);
    }
    out.extend_from_slice(&LAST_BLOCK);
    out.extend_from_slice(&adler.to_be_bytes());
    out
}

/// The Adler-32 of two byte strings one after the other, from the first's
/// checksum, the second's and the second's length.
fn adler32_combine(first: u32, second: u32, len: usize) -> u32 {
    const BASE: u64 = 65_521;
    let (a1, b1) = (u64::from(first & 0xFFFF), u64::from(first >> 16));
    let (a2, b2) = (u64::from(second & 0xFFFF), u64::from(second >> 16));
    let n = len as u64 % BASE;
    // The second string was summed from a = 1; start it from a1 instead.
    let a = (a1 + a2 + BASE - 1) % BASE;
    let b = (b1 + b2 + n * ((a1 + BASE - 1) % BASE)) % BASE;
    ((b << 16) | a) as u32
}

/// Filters and compresses strips, reusing its buffers. zlib-rs's fastest
/// level (static codes, short matches) compresses these rows over one and
/// a half times as fast as miniz_oxide's, to within 6% of its size.
struct Packer {
    deflate: Compress,
    filtered: Vec<u8>,
    out: Vec<u8>,
}

impl Packer {
    fn new() -> Packer {
        Packer {
            deflate: Compress::new(Compression::fast(), false),
            filtered: Vec::new(),
            out: Vec::new(),
        }
    }

    /// Compresses one strip's rows from a fresh start.
    fn strip(&mut self, rows: &[u8], width: usize, key: u128) -> Result<Strip, RenderError> {
        filter(rows, width, &mut self.filtered);
        self.deflate.reset();
        // Room for the worst case, stored blocks, so one call flushes all.
        let len = self.filtered.len();
        self.out.clear();
        self.out.reserve(len + len / 8 + 64);
        let status = self
            .deflate
            .compress_vec(&self.filtered, &mut self.out, FlushCompress::Sync)
            .map_err(|e| RenderError::Deflate(e.to_string()))?;
        let flushed = self.deflate.total_in() == len as u64 && self.out.len() < self.out.capacity();
        if status != Status::Ok || !flushed {
            return Err(RenderError::Deflate(format!("{status:?}")));
        }
        Ok(Strip {
            key,
            sign: None,
            deflate: self.out.as_slice().into(),
            adler: simd_adler32::adler32(&self.filtered.as_slice()),
            len,
        })
    }
}

/// PNG rows of one strip: its first row filtered "sub" (it must not read
/// the row above the strip), the others "up".
fn filter(rows: &[u8], width: usize, out: &mut Vec<u8>) {
    out.clear();
    let mut above: Option<&[u8]> = None;
    for row in rows.chunks_exact(width) {
        match above {
            None => {
                out.push(SUB);
                out.push(row[0]);
                out.extend(row.windows(2).map(|p| p[1].wrapping_sub(p[0])));
            }
            Some(up) => {
                out.push(UP);
                out.extend(row.iter().zip(up).map(|(a, b)| a.wrapping_sub(*b)));
            }
        }
        above = Some(row);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn adler(bytes: &[u8]) -> u32 {
        simd_adler32::adler32(&bytes)
    }

    /// Pixels whose red byte is their index.
    fn rgba(indices: &[u8]) -> Vec<u8> {
        indices.iter().flat_map(|&i| [i, 0, 0, 255]).collect()
    }

    fn as_indices(_from: usize, rgba: &[u8]) -> Vec<u8> {
        rgba.chunks_exact(4).map(|p| p[0]).collect()
    }

    /// The strips of pixels whose red byte is `indices`, with none kept.
    fn fresh(indices: &[u8], place: (usize, usize), at: &[usize]) -> Vec<Strip> {
        compress(
            &rgba(indices),
            place,
            at,
            (&Reusable::default(), &[]),
            as_indices,
        )
        .unwrap()
    }

    #[test]
    fn adler32_combines_to_the_checksum_of_the_whole() {
        let data: Vec<u8> = (0..200_000u32).map(|i| (i * 7919 % 251) as u8).collect();
        for cut in [0, 1, 5552, 65_521, 65_522, 199_999, 200_000] {
            let (a, b) = data.split_at(cut);
            assert_eq!(
                adler32_combine(adler(a), adler(b), b.len()),
                adler(&data),
                "cut at {cut}"
            );
        }
    }

    #[test]
    fn spliced_strips_inflate_to_the_filtered_rows() {
        let (w, h) = (97, 70);
        let indices: Vec<u8> = (0..w * h).map(|i| ((i / 13) % 7) as u8).collect();
        let at = starts(h, 10);
        let strips = fresh(&indices, (w, 10), &at);
        let mut raw = Vec::new();
        let spliced = zlib(&strips);
        let mut inflate = flate2::read::ZlibDecoder::new(spliced.as_slice());
        std::io::Read::read_to_end(&mut inflate, &mut raw).unwrap();
        let mut want = Vec::new();
        let ends = at[1..].iter().copied().chain([h]);
        for (&from, to) in at.iter().zip(ends) {
            let mut rows = Vec::new();
            filter(&indices[from * w..to * w], w, &mut rows);
            want.extend(rows);
        }
        assert_eq!(raw, want);
    }

    /// A strip above the map is taken wherever it lay before; a strip of
    /// map rows only from the same place against the map.
    #[test]
    fn strips_above_the_map_are_taken_wherever_they_lay() {
        let w = 8;
        // Each strip of the band and of the map has rows of its own.
        let strip = |k: usize| vec![k as u8; w * ROWS];
        let band = [strip(1), strip(2)].concat();
        let map = [strip(10), strip(11), strip(12)].concat();
        let short = [band.clone(), map.clone()].concat();
        let first = fresh(&short, (w, 32), &starts(80, 32));
        let kept = Reusable::new(std::slice::from_ref(&first));
        let mapped = |picture: &[u8], top: usize| {
            let mut mapped = Vec::new();
            let at = starts(picture.len() / w, top);
            compress(&rgba(picture), (w, top), &at, (&kept, &[]), |from, px| {
                mapped.push(from);
                as_indices(from, px)
            })
            .unwrap();
            mapped
        };
        let taller = [strip(1), strip(3), strip(2), map.clone()].concat();
        assert_eq!(mapped(&taller, 48), [16], "only the new band strip");
        let swapped = [band, strip(11), strip(10), strip(12)].concat();
        assert_eq!(
            mapped(&swapped, 32),
            [32, 48],
            "map strips keep their place"
        );
    }

    #[test]
    fn only_changed_strips_are_compressed_again() {
        let (w, h) = (64, 100);
        let mut indices: Vec<u8> = (0..w * h).map(|i| (i % 5) as u8).collect();
        let at = starts(h, 0);
        let first = fresh(&indices, (w, 0), &at);
        indices[w * 30 + 7] = 9;
        let mut mapped = Vec::new();
        let kept = Reusable::new(std::slice::from_ref(&first));
        let second = compress(&rgba(&indices), (w, 0), &at, (&kept, &[]), |from, px| {
            mapped.push(from);
            as_indices(from, px)
        })
        .unwrap();
        let fresh: Vec<bool> = first
            .iter()
            .zip(&second)
            .map(|(a, b)| !Arc::ptr_eq(&a.deflate, &b.deflate))
            .collect();
        let changed = at.iter().position(|&r| r > 30).unwrap() - 1;
        let want: Vec<bool> = (0..at.len()).map(|i| i == changed).collect();
        assert_eq!(fresh, want);
        assert_eq!(mapped, [at[changed]], "only the changed strip is mapped");
    }
}
