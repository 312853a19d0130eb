//! An 8-bit palette per board, so pictures encode as indexed PNGs: a third
//! of the bytes of RGB, several times smaller and faster to compress. The
//! palette comes from Wu's quantizer (the `quantette` crate) run once on a
//! sample picture of the board, with the flat colors kept exact. Mapping a
//! picture onto it reuses the static map's indices wherever a pixel still
//! has its palette color, skips runs of equal pixels and caches the nearest-color
//! search across pictures.

use quantette::PaletteSize;
use quantette::deps::palette::Srgb;
use quantette::wu::{BinnerU8x3, WuU8x3};
use std::collections::HashMap;
use std::sync::Mutex;

/// How many of the sample's most frequent colors are kept exactly.
const PINNED: usize = 48;
/// Slots in the color cache (a power of two).
const CACHE: usize = 1 << 16;
/// Multiplies a pixel's word into four of them.
const SPLAT: u128 = 1 | 1 << 32 | 1 << 64 | 1 << 96;
/// The color bytes of a pixel's word.
const RGB: u128 = 0x00FF_FFFF;

/// A palette of at most 256 colors.
pub(super) struct Palette {
    colors: Vec<[u8; 3]>,
    /// Direct-mapped cache of colors and their indices, kept across
    /// pictures: a color's 24 bits over its index's 8. Every slot starts
    /// as black's, so no slot is ever wrong.
    cache: Mutex<Vec<u32>>,
}

/// Pixels whose indices are likely known: the `indices.len()` pixels
/// after the first `skip` of a picture keep their index where their color
/// is still the palette's color (`lut`) of that index.
#[derive(Clone, Copy)]
pub(super) struct Known<'a> {
    pub skip: usize,
    pub indices: &'a [u8],
    pub lut: &'a [[u8; 4]; 256],
}

impl<'a> Known<'a> {
    /// The same pixels' indices for the part of the picture that starts at
    /// pixel `at`.
    pub(super) fn from(self, at: usize) -> Known<'a> {
        let into = at.saturating_sub(self.skip).min(self.indices.len());
        Known {
            skip: self.skip.saturating_sub(at),
            indices: &self.indices[into..],
            lut: self.lut,
        }
    }
}

fn distance(a: [u8; 3], b: [u8; 3]) -> u32 {
    let d = |i: usize| (a[i] as i32 - b[i] as i32).pow(2) as u32;
    3 * d(0) + 4 * d(1) + 2 * d(2)
}

/// The index of the color of `colors` nearest to `c`.
fn nearest(colors: &[[u8; 3]], c: [u8; 3]) -> u8 {
    let best = (0..colors.len()).min_by_key(|&i| distance(colors[i], c));
    best.unwrap_or(0) as u8
}

impl Palette {
    /// A palette for pictures like `sample` (the parts of one, as opaque
    /// RGBA bytes); `exact` colors are kept exactly, as are the sample's
    /// most frequent ones.
    pub(super) fn from_sample(sample: &[&[u8]], exact: &[[u8; 3]]) -> Palette {
        let mut counts: HashMap<[u8; 3], u32> = HashMap::new();
        let len = sample.iter().map(|part| part.len() / 4).sum();
        let mut pixels: Vec<Srgb<u8>> = Vec::with_capacity(len);
        for px in sample.iter().flat_map(|part| part.chunks_exact(4)) {
            let c = [px[0], px[1], px[2]];
            *counts.entry(c).or_default() += 1;
            pixels.push(Srgb::new(c[0], c[1], c[2]));
        }
        let mut colors: Vec<[u8; 3]> = match WuU8x3::run_slice(&pixels, BinnerU8x3::rgb()) {
            Ok(wu) => wu
                .palette(PaletteSize::MAX)
                .as_slice()
                .iter()
                .map(|c| [c.red, c.green, c.blue])
                .collect(),
            Err(_) => Vec::new(),
        };
        let mut frequent: Vec<([u8; 3], u32)> = counts.into_iter().collect();
        frequent.sort_by_key(|&(c, n)| (std::cmp::Reverse(n), c));
        let pins: Vec<[u8; 3]> = exact
            .iter()
            .copied()
            .chain(frequent.iter().take(PINNED).map(|&(c, _)| c))
            .collect();
        // Each pinned color replaces the nearest palette entry not pinned yet.
        let mut pinned = vec![false; colors.len()];
        for c in pins {
            if let Some(i) = colors.iter().position(|&p| p == c) {
                pinned[i] = true;
                continue;
            }
            if colors.len() < 256 {
                colors.push(c);
                pinned.push(true);
                continue;
            }
            let free = (0..colors.len())
                .filter(|&i| !pinned[i])
                .min_by_key(|&i| distance(colors[i], c));
            if let Some(i) = free {
                colors[i] = c;
                pinned[i] = true;
            }
        }
        let black = u32::from(nearest(&colors, [0, 0, 0]));
        Palette {
            colors,
            cache: Mutex::new(vec![black; CACHE]),
        }
    }

    /// Bytes held, with the color cache.
    pub(super) fn bytes(&self) -> usize {
        self.colors.len() * 3 + CACHE * std::mem::size_of::<u32>()
    }

    /// Each color as opaque RGBA, by index; indices past the palette hold
    /// zeros, which no opaque pixel equals.
    pub(super) fn lut(&self) -> [[u8; 4]; 256] {
        let mut lut = [[0; 4]; 256];
        for (l, c) in lut.iter_mut().zip(&self.colors) {
            *l = [c[0], c[1], c[2], 255];
        }
        lut
    }

    /// The palette as PLTE bytes.
    pub(super) fn rgb(&self) -> Vec<u8> {
        self.colors.iter().flatten().copied().collect()
    }

    /// The palette index of every pixel of opaque RGBA bytes.
    pub(super) fn indices(&self, rgba: &[u8], known: Option<Known>) -> Vec<u8> {
        let mut cache = self.cache.lock().unwrap_or_else(|e| e.into_inner());
        let mut map = Mapper {
            palette: self,
            cache: &mut cache,
            last: u32::MAX,
            last_i: 0,
        };
        let mut out = vec![0u8; rgba.len() / 4];
        let (mut done, mut rest) = (0, rgba);
        if let Some(k) = known {
            let skip = k.skip.min(out.len());
            let (head, tail) = rgba.split_at(skip * 4);
            map.fill(head, &mut out[..skip]);
            let n = k.indices.len().min(tail.len() / 4);
            let (mid, tail) = tail.split_at(n * 4);
            map.fill_known(mid, &k, &mut out[skip..skip + n]);
            (done, rest) = (skip + n, tail);
        }
        map.fill(rest, &mut out[done..]);
        out
    }
}

/// A pixel's RGBA bytes as one word, alpha included.
#[inline]
fn word(px: &[u8]) -> u32 {
    u32::from_le_bytes([px[0], px[1], px[2], px[3]])
}

/// Maps pixels to indices, remembering the last pixel and a cache.
struct Mapper<'a> {
    palette: &'a Palette,
    cache: &'a mut [u32],
    last: u32,
    last_i: u8,
}

impl Mapper<'_> {
    /// Maps every pixel of `rgba` into `out`. Four pixels of the last
    /// pixel's color (a flat background) are taken at once.
    fn fill(&mut self, rgba: &[u8], out: &mut [u8]) {
        let quads = out.chunks_exact_mut(4).zip(rgba.chunks_exact(16));
        let n = quads.len() * 4;
        for (o, p) in quads {
            let colors = p.try_into().map_or(0, u128::from_le_bytes) & (RGB * SPLAT);
            if colors == u128::from(self.last) * SPLAT {
                o.fill(self.last_i);
                continue;
            }
            for (o, p) in o.iter_mut().zip(p.chunks_exact(4)) {
                *o = self.index(word(p));
            }
        }
        for (o, p) in out[n..].iter_mut().zip(rgba[n * 4..].chunks_exact(4)) {
            *o = self.index(word(p));
        }
    }

    /// Maps `rgba`, the pixels `k.indices` describe: a pixel keeps its
    /// known index while its color is still that index's color. Four
    /// pixels of one known index are checked at once.
    fn fill_known(&mut self, rgba: &[u8], k: &Known, out: &mut [u8]) {
        let lut = k.lut.map(u32::from_le_bytes);
        let quads = out.chunks_exact_mut(4).zip(rgba.chunks_exact(16));
        let n = quads.len() * 4;
        for ((o, p), i) in quads.zip(k.indices.chunks_exact(4)) {
            let same = i.iter().all(|&j| j == i[0]);
            let want = u128::from(lut[i[0] as usize]) * SPLAT;
            if same && p.try_into().ok().map(u128::from_le_bytes) == Some(want) {
                o.fill(i[0]);
                continue;
            }
            self.fill_each(p, &lut, i, o);
        }
        self.fill_each(
            &rgba[n * 4..],
            &lut,
            &k.indices[n.min(k.indices.len())..],
            &mut out[n..],
        );
    }

    /// [`Mapper::fill_known`] a pixel at a time.
    fn fill_each(&mut self, rgba: &[u8], lut: &[u32; 256], indices: &[u8], out: &mut [u8]) {
        let pixels = rgba.chunks_exact(4).zip(indices);
        for (o, (p, &i)) in out.iter_mut().zip(pixels) {
            let px = word(p);
            *o = if lut[i as usize] == px {
                i
            } else {
                self.index(px)
            };
        }
    }

    /// The index of one pixel (a word of RGBA; alpha is ignored).
    #[inline]
    fn index(&mut self, px: u32) -> u8 {
        let key = px & RGB as u32;
        if key != self.last {
            let slot = (key.wrapping_mul(0x9E37_79B1) >> (32 - CACHE.trailing_zeros())) as usize;
            let kept = self.cache[slot];
            self.last_i = if kept >> 8 == key {
                kept as u8
            } else {
                let [r, g, b, _] = key.to_le_bytes();
                let i = nearest(&self.palette.colors, [r, g, b]);
                self.cache[slot] = key << 8 | u32::from(i);
                i
            };
            self.last = key;
        }
        self.last_i
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exact_colors_map_to_themselves() {
        let mut sample = Vec::new();
        for i in 0..2000u32 {
            sample.extend_from_slice(&[
                (i % 251) as u8,
                (i * 7 % 253) as u8,
                (i * 13 % 255) as u8,
                255,
            ]);
        }
        let keep = [[1, 2, 3], [250, 0, 17]];
        let p = Palette::from_sample(&[&sample], &keep);
        assert!(p.colors.len() <= 256);
        for c in keep {
            let i = p.indices(&[c[0], c[1], c[2], 255], None)[0] as usize;
            assert_eq!(p.colors[i], c);
        }
    }

    /// Runs of one color taken four at a time map as pixel by pixel.
    #[test]
    fn flat_runs_map_as_single_pixels() {
        let sample: Vec<u8> = (0..3000u32)
            .flat_map(|i| [(i % 90) as u8 * 2, (i * 7 % 101) as u8, 40, 255])
            .collect();
        let p = Palette::from_sample(&[&sample], &[]);
        // Runs of 1 to 9 pixels, alpha bytes varying (alpha is ignored).
        let picture: Vec<u8> = (0..2001u32)
            .flat_map(|i| {
                let run = i / (1 + i % 9);
                [
                    (run % 90) as u8 * 2,
                    (run * 7 % 101) as u8,
                    41,
                    (i % 3) as u8 * 100,
                ]
            })
            .collect();
        let single: Vec<u8> = picture
            .chunks_exact(4)
            .flat_map(|px| p.indices(px, None))
            .collect();
        assert_eq!(p.indices(&picture, None), single);
    }

    /// Mapping a picture part by part, each with the known indices from
    /// where it starts, gives the indices of mapping it whole.
    #[test]
    fn parts_map_as_the_whole() {
        let sample: Vec<u8> = (0..4000u32)
            .flat_map(|i| [(i % 200) as u8, (i * 3 % 97) as u8, (i % 7) as u8 * 30, 255])
            .collect();
        let p = Palette::from_sample(&[&sample], &[]);
        let lut = p.lut();
        let base = p.indices(&sample[..2000 * 4], None);
        let mut picture = sample.clone();
        picture[4 * 1500] ^= 0x55;
        let known = Known {
            skip: 300,
            indices: &base,
            lut: &lut,
        };
        let whole = p.indices(&picture, Some(known));
        for cuts in [
            [0, 100, 4000],
            [0, 300, 4000],
            [0, 2300, 4000],
            [0, 1001, 3999],
        ] {
            let mut parts = Vec::new();
            for w in cuts.windows(2) {
                let rgba = &picture[w[0] * 4..w[1] * 4];
                parts.extend(p.indices(rgba, Some(known.from(w[0]))));
            }
            assert_eq!(parts, whole[..cuts[2]], "cut at {cuts:?}");
        }
    }
}
