//! Pre-drawn pieces blitted at run time: what repeats from picture to
//! picture (each route's cars, each place name) is rasterised once per
//! board and kept as runs of covered pixels, so a picture only blends them
//! in — no path is rasterised again.

use super::RenderError;
use super::strips::{ROWS, Redrawn, any_redrawn};
use tiny_skia::{FillRule, Path, Pixmap, Transform};

/// A run of `len` pixels starting at pixel `at` of the picture (row-major).
#[derive(Clone, Copy, Debug)]
struct PixelRun {
    at: u32,
    len: u32,
}

/// A run of pixels a mask covers, starting at pixel `at` of the picture:
/// `head` partly covered pixels, then `solid` fully covered ones, then
/// `tail` partly covered ones. Only the partly covered pixels keep their
/// coverage, so a mask holds about a byte per pixel of its edges rather
/// than of its area.
#[derive(Clone, Copy, Debug)]
struct CoverRun {
    at: u32,
    solid: u16,
    head: u8,
    tail: u8,
}

impl CoverRun {
    fn len(self) -> usize {
        self.head as usize + self.solid as usize + self.tail as usize
    }
}

/// One path's anti-aliased coverage, as runs of pixels it touches.
#[derive(Default)]
pub(super) struct Mask {
    runs: Vec<CoverRun>,
    /// The coverage of each run's partly covered pixels, run by run.
    cover: Vec<u8>,
}

/// Non-empty runs of `row` (pixels `x0..` of picture row `y`) where `keep`
/// holds, with the picture offset of each.
fn runs_of(row_len: usize, keep: impl Fn(usize) -> bool, at: usize) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut x = 0;
    while x < row_len {
        if !keep(x) {
            x += 1;
            continue;
        }
        let start = x;
        while x < row_len && keep(x) {
            x += 1;
        }
        out.push((at + start, x - start));
    }
    out
}

/// The picture rectangle a path covers, clipped to `width` × `height`:
/// left, top, width, height.
fn clip(path: &Path, width: u32, height: u32) -> Option<(u32, u32, u32, u32)> {
    let b = path.bounds();
    let x0 = (b.left().floor() - 1.0).max(0.0) as u32;
    let y0 = (b.top().floor() - 1.0).max(0.0) as u32;
    let x1 = ((b.right().ceil() + 1.0).max(0.0) as u32).min(width);
    let y1 = ((b.bottom().ceil() + 1.0).max(0.0) as u32).min(height);
    (x1 > x0 && y1 > y0).then(|| (x0, y0, x1 - x0, y1 - y0))
}

impl Mask {
    /// Rasterises `path` (anti-aliased) within a picture `width` × `height`.
    pub(super) fn fill(path: &Path, width: u32, height: u32) -> Result<Mask, RenderError> {
        let Some((x0, y0, w, h)) = clip(path, width, height) else {
            return Ok(Mask::default());
        };
        let mut m = tiny_skia::Mask::new(w, h).ok_or(RenderError::Canvas(w, h))?;
        let shift = Transform::from_translate(-(x0 as f32), -(y0 as f32));
        m.fill_path(path, FillRule::Winding, true, shift);
        let data = m.data();
        let mut out = Mask::default();
        for row in 0..h as usize {
            let line = &data[row * w as usize..(row + 1) * w as usize];
            let at = (y0 as usize + row) * width as usize + x0 as usize;
            for (start, len) in runs_of(line.len(), |x| line[x] > 0, at) {
                let from = start - at;
                out.push_row_run(start, &line[from..from + len]);
            }
        }
        out.runs.shrink_to_fit();
        out.cover.shrink_to_fit();
        Ok(out)
    }

    /// Adds a row's run of covered pixels starting at pixel `at`, cut into
    /// runs of partly, fully and partly covered pixels.
    fn push_row_run(&mut self, mut at: usize, mut cover: &[u8]) {
        let partly = |c: &[u8]| c.iter().take_while(|&&a| a < 255).count().min(255);
        while !cover.is_empty() {
            let head = partly(cover);
            let solid = cover[head..]
                .iter()
                .take_while(|&&a| a == 255)
                .count()
                .min(u16::MAX as usize);
            let tail = if solid > 0 {
                partly(&cover[head + solid..])
            } else {
                0
            };
            let run = CoverRun {
                at: at as u32,
                solid: solid as u16,
                head: head as u8,
                tail: tail as u8,
            };
            self.cover.extend_from_slice(&cover[..head]);
            self.cover
                .extend_from_slice(&cover[head + solid..run.len()]);
            self.runs.push(run);
            at += run.len();
            cover = &cover[run.len()..];
        }
    }

    /// Blends `color` (opaque RGBA) over opaque RGBA `data` by the
    /// coverage, in the rows drawn again (`only`).
    pub(super) fn paint(&self, data: &mut [u8], color: [u8; 4], only: Redrawn) {
        let mut from = 0;
        for &r in &self.runs {
            let (at, head, tail) = (r.at as usize, r.head as usize, r.tail as usize);
            let cover = &self.cover[from..from + head + tail];
            from += head + tail;
            if !only.has(at) {
                continue;
            }
            let Some(px) = data.get_mut(at * 4..(at + r.len()) * 4) else {
                return;
            };
            let (edge, rest) = px.split_at_mut(head * 4);
            let (inside, end) = rest.split_at_mut(r.solid as usize * 4);
            blend(edge, color, &cover[..head]);
            inside
                .chunks_exact_mut(4)
                .for_each(|p| p.copy_from_slice(&color));
            blend(end, color, &cover[head..]);
        }
    }

    /// Bytes held.
    pub(super) fn bytes(&self) -> usize {
        self.runs.len() * std::mem::size_of::<CoverRun>() + self.cover.len()
    }
}

/// Blends opaque `color` over RGBA `px`, pixel by pixel, by `cover`.
fn blend(px: &mut [u8], color: [u8; 4], cover: &[u8]) {
    for (p, &a) in px.chunks_exact_mut(4).zip(cover) {
        let (a, na) = (a as u32, 255 - a as u32);
        for (d, &c) in p.iter_mut().zip(&color).take(3) {
            *d = ((c as u32 * a + *d as u32 * na + 127) / 255) as u8;
        }
    }
}

impl super::stamps::Weigh for Mask {
    fn bytes(&self) -> usize {
        Mask::bytes(self)
    }
}

/// A small premultiplied RGBA picture kept as runs of its visible pixels,
/// placed on a picture `width` px wide at its top-left corner.
#[derive(Default)]
pub(super) struct Sprite {
    runs: Vec<PixelRun>,
    rgba: Vec<u8>,
}

impl Sprite {
    /// The visible pixels of `pix` placed at (`x`, `y`) on a picture
    /// `width` × `height`.
    pub(super) fn new(pix: &Pixmap, x: i32, y: i32, width: u32, height: u32) -> Sprite {
        let (pw, data) = (pix.width() as usize, pix.data());
        let mut out = Sprite::default();
        for row in 0..pix.height() as usize {
            let py = y + row as i32;
            if py < 0 || py >= height as i32 {
                continue;
            }
            // Columns of this row inside the picture.
            let lo = (-x).max(0) as usize;
            let hi = ((width as i32 - x).max(0) as usize).min(pw);
            if lo >= hi {
                continue;
            }
            let line = &data[row * pw * 4..(row + 1) * pw * 4];
            let at = py as usize * width as usize + (x + lo as i32) as usize;
            let keep = |c: usize| line[(lo + c) * 4 + 3] > 0;
            for (start, len) in runs_of(hi - lo, keep, at) {
                let from = (lo + start - at) * 4;
                out.rgba.extend_from_slice(&line[from..from + len * 4]);
                out.runs.push(PixelRun {
                    at: start as u32,
                    len: len as u32,
                });
            }
        }
        out.runs.shrink_to_fit();
        out.rgba.shrink_to_fit();
        out
    }

    /// Draws it (source over) on opaque RGBA `data` of the picture it was
    /// made for (or a taller one of the same width).
    pub(super) fn paint(&self, data: &mut [u8]) {
        let mut from = 0;
        for r in &self.runs {
            let (start, len) = (r.at as usize * 4, r.len as usize * 4);
            let Some(px) = data.get_mut(start..start + len) else {
                return;
            };
            over(px, &self.rgba[from..from + len]);
            from += len;
        }
    }

    /// Whether any of its pixels falls in rows `y0..y1` and columns
    /// `x0..x1` of a picture `width` px wide.
    pub(super) fn meets(&self, width: u32, (x0, y0, x1, y1): (u32, u32, u32, u32)) -> bool {
        self.runs.iter().any(|r| {
            let (y, x) = (r.at / width, r.at % width);
            y >= y0 && y < y1 && x < x1 && x + r.len > x0
        })
    }

    /// Whether any of its rows lies in a strip of [`ROWS`] rows that
    /// `redraw` marks, or past them, on a picture `width` px wide.
    pub(super) fn meets_strips(&self, width: u32, redraw: &[bool]) -> bool {
        let (Some(first), Some(last)) = (self.runs.first(), self.runs.last()) else {
            return false;
        };
        let strip = |r: &PixelRun| (r.at / width) as usize / ROWS;
        any_redrawn(redraw, strip(first)..=strip(last))
    }

    /// Bytes held.
    pub(super) fn bytes(&self) -> usize {
        self.runs.len() * std::mem::size_of::<PixelRun>() + self.rgba.len()
    }
}

/// Blends premultiplied RGBA `src` over RGBA `dst` (source over), pixel
/// by pixel; opaque pixels are copied.
pub(super) fn over(dst: &mut [u8], src: &[u8]) {
    for (d, s) in dst.chunks_exact_mut(4).zip(src.chunks_exact(4)) {
        let keep = 255 - u32::from(s[3]);
        match keep {
            255 => {}
            0 => d.copy_from_slice(s),
            _ => {
                for (d, &s) in d.iter_mut().zip(s) {
                    *d = (u32::from(s) + (u32::from(*d) * keep + 127) / 255).min(255) as u8;
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tiny_skia::PathBuilder;

    /// A mask paints only the rows of the strips drawn again, and every
    /// row past them.
    #[test]
    fn masks_paint_only_strips_drawn_again() {
        let (w, h) = (8u32, 64u32);
        let rect = tiny_skia::Rect::from_xywh(0.0, 0.0, w as f32, h as f32).unwrap();
        let mask = Mask::fill(&PathBuilder::from_rect(rect), w, h).unwrap();
        let mut data = vec![0u8; (w * h * 4) as usize];
        let strips = [true, false, true];
        let only = Redrawn {
            width: w as usize,
            strips: &strips,
        };
        mask.paint(&mut data, [9, 9, 9, 255], only);
        for (row, px) in data.chunks_exact(w as usize * 4).enumerate() {
            let painted = px.iter().all(|&b| b == 9 || b == 255);
            let want = strips.get(row / ROWS).copied().unwrap_or(true);
            assert_eq!(painted, want, "row {row}");
            assert!(painted || px.iter().all(|&b| b == 0), "row {row}");
        }
    }

    /// A blended mask matches tiny-skia drawing the same path.
    #[test]
    fn a_mask_blends_as_tiny_skia_fills() {
        let (w, h) = (40u32, 30u32);
        let mut pb = PathBuilder::new();
        pb.push_circle(17.3, 12.6, 9.2);
        let path = pb.finish().unwrap();
        let mut pix = Pixmap::new(w, h).unwrap();
        pix.fill(tiny_skia::Color::from_rgba8(200, 190, 180, 255));
        let mut mine = pix.data().to_vec();
        let mut paint = tiny_skia::Paint::default();
        paint.set_color_rgba8(10, 100, 250, 255);
        pix.fill_path(
            &path,
            &paint,
            FillRule::Winding,
            Transform::identity(),
            None,
        );
        Mask::fill(&path, w, h).unwrap().paint(
            &mut mine,
            [10, 100, 250, 255],
            Redrawn::all(w as usize),
        );
        let worst = pix
            .data()
            .iter()
            .zip(&mine)
            .map(|(a, b)| (*a as i32 - *b as i32).abs())
            .max()
            .unwrap();
        assert!(worst <= 3, "differs by {worst}");
        assert_ne!(mine, vec![0; mine.len()]);
        let changed = mine.chunks(4).filter(|p| p[2] > 200).count();
        assert!(changed > 200, "{changed} pixels painted");
    }

    /// A mask keeps the coverage of only its edges, yet paints every
    /// pixel as blending by the full coverage would.
    #[test]
    fn a_mask_paints_its_coverage_exactly_from_its_edges() {
        // The thin bar is partly covered for more than 255 pixels in a row.
        let (w, h) = (320u32, 48u32);
        let mut pb = PathBuilder::new();
        pb.push_circle(30.4, 22.7, 19.3);
        pb.push_rect(tiny_skia::Rect::from_xywh(2.5, 3.25, 300.0, 0.5).unwrap());
        let path = pb.finish().unwrap();
        let mut coverage = tiny_skia::Mask::new(w, h).unwrap();
        coverage.fill_path(&path, FillRule::Winding, true, Transform::identity());
        let color = [10u8, 100, 250, 255];
        let ground: Vec<u8> = (0..w * h).flat_map(|i| [i as u8, 90, 200, 255]).collect();
        let mut want = ground.clone();
        for (p, &a) in want.chunks_exact_mut(4).zip(coverage.data()) {
            blend(p, color, &[a]);
        }
        let mask = Mask::fill(&path, w, h).unwrap();
        let mut mine = ground;
        mask.paint(&mut mine, color, Redrawn::all(w as usize));
        assert_eq!(mine, want);
        let covered = coverage.data().iter().filter(|&&a| a > 0).count();
        assert!(
            mask.cover.len() * 3 < covered,
            "{} of {covered}",
            mask.cover.len()
        );
    }

    /// A sprite meets the strips its rows lie in, and any past those
    /// marked.
    #[test]
    fn a_sprite_meets_the_strips_of_its_rows() {
        let mut pix = Pixmap::new(10, 10).unwrap();
        pix.fill(tiny_skia::Color::BLACK);
        // Its ten rows lie within the second strip.
        let sprite = Sprite::new(&pix, 5, ROWS as i32 + 2, 100, 200);
        let strips = |marked: &[usize]| (0..3).map(|k| marked.contains(&k)).collect::<Vec<_>>();
        assert!(sprite.meets_strips(100, &strips(&[1])));
        assert!(!sprite.meets_strips(100, &strips(&[0, 2])));
        assert!(sprite.meets_strips(100, &[false]), "rows past the strips");
        assert!(sprite.meets_strips(100, &[]));
    }
}
