//! Small drawings kept across pictures as stamps: a card or a seat's
//! swatch is drawn once per look, size and position within a quarter
//! pixel, then only blended in. The caches are bounded by the bytes they
//! hold.

use super::draw::Canvas;
use super::sprite::over;
use quick_cache::sync::Cache;
use std::hash::Hash;
use std::sync::Arc;
use tiny_skia::Pixmap;

/// Positions a drawing may take within a pixel, across and down.
const STEPS: f32 = 4.0;

/// Pixels kept around a drawing for its outline and anti-aliasing.
const PAD: u32 = 3;

/// What a kept value holds, in bytes.
pub(super) trait Weigh {
    fn bytes(&self) -> usize;
}

/// Weighs a kept value by its bytes.
#[derive(Clone)]
pub(super) struct Bytes;

impl<K, V: Weigh> quick_cache::Weighter<K, Option<Arc<V>>> for Bytes {
    fn weight(&self, _: &K, value: &Option<Arc<V>>) -> u64 {
        64 + value.as_ref().map_or(0, |v| v.bytes() as u64)
    }
}

/// Values kept by key, `None` for one that could not be made.
pub(super) type Kept<K, V> = Cache<K, Option<Arc<V>>, Bytes>;

/// Stamps kept by key and position within a pixel.
pub(super) type Stamps<K> = Kept<(K, (u8, u8)), Stamp>;

/// A cache of about `items` values holding at most `bytes`.
pub(super) fn kept<K: Eq + Hash + Clone, V: Weigh>(items: usize, bytes: u64) -> Kept<K, V> {
    Cache::with_weighter(items, bytes, Bytes)
}

/// Premultiplied RGBA pixels drawn once, blended in where needed.
pub(super) struct Stamp {
    width: usize,
    rgba: Box<[u8]>,
}

impl Weigh for Stamp {
    fn bytes(&self) -> usize {
        self.rgba.len()
    }
}

impl Stamp {
    pub(super) fn new(pix: &Pixmap) -> Stamp {
        Stamp {
            width: pix.width() as usize,
            rgba: pix.data().into(),
        }
    }

    /// Blends it over the pixmap with its top-left corner at (`x`, `y`),
    /// clipped to the pixmap.
    pub(super) fn paint(&self, pix: &mut Pixmap, x: i32, y: i32) {
        clipped(pix, (x, y), (self.width, 4), &self.rgba, over);
    }
}

/// Lays a box of `width` pixels a row, `bytes` bytes a pixel (`src`), on
/// the pixmap with its top-left corner at (`x`, `y`), clipped to the
/// pixmap: `blend` gets the pixels under each row's visible part, and that
/// part of the row.
pub(super) fn clipped(
    pix: &mut Pixmap,
    (x, y): (i32, i32),
    (width, bytes): (usize, usize),
    src: &[u8],
    mut blend: impl FnMut(&mut [u8], &[u8]),
) {
    let (pw, ph) = (pix.width() as i32, pix.height() as i32);
    let (x0, x1) = (x.max(0), (x + width as i32).min(pw));
    if x0 >= x1 {
        return;
    }
    let data = pix.data_mut();
    let visible = (x1 - x0) as usize;
    for (r, line) in src.chunks_exact(width * bytes).enumerate() {
        let py = y + r as i32;
        if py < 0 || py >= ph {
            continue;
        }
        let from = (x0 - x) as usize * bytes;
        let start = (py * pw + x0) as usize * 4;
        blend(
            &mut data[start..start + visible * 4],
            &line[from..from + visible * bytes],
        );
    }
}

/// Paints the drawing kept in `cache` under `key` with its box's top-left
/// corner at (`x`, `y`), within a quarter pixel. A drawing not kept yet is
/// made first: `draw` draws it on a transparent canvas of `size` plus a
/// margin, given where its box's top-left corner falls there.
pub(super) fn paint<K: Eq + Hash + Clone>(
    cache: &Stamps<K>,
    cv: &mut Canvas,
    (key, size): (K, (f32, f32)),
    (x, y): (f32, f32),
    draw: impl FnOnce(&mut Canvas, f32, f32),
) {
    let ((col, across), (row, down)) = (split(x), split(y));
    let made = cache.get_or_insert_with(&(key, (across, down)), || {
        let (dx, dy) = (at_step(across), at_step(down));
        let w = (size.0 + dx).ceil() as u32 + 2 * PAD;
        let h = (size.1 + dy).ceil() as u32 + 2 * PAD;
        let Some(pix) = Pixmap::new(w, h) else {
            return Ok::<_, ()>(None);
        };
        let (fonts, words) = (cv.fonts, cv.words);
        let mut local = Canvas { pix, fonts, words };
        draw(&mut local, PAD as f32 + dx, PAD as f32 + dy);
        Ok(Some(Arc::new(Stamp::new(&local.pix))))
    });
    if let Ok(Some(s)) = made {
        s.paint(&mut cv.pix, col - PAD as i32, row - PAD as i32);
    }
}

/// Where within its pixel a step puts a position.
pub(super) fn at_step(step: u8) -> f32 {
    f32::from(step) / STEPS
}

/// A pixel and the step within it of a position.
pub(super) fn split(at: f32) -> (i32, u8) {
    let whole = at.floor();
    let step = ((at - whole) * STEPS).round();
    if step >= STEPS {
        (whole as i32 + 1, 0)
    } else {
        (whole as i32, step as u8)
    }
}
