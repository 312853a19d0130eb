//! Drawing primitives on a tiny-skia pixmap: anti-aliased fills, strokes,
//! rotated cars, symbols and text.

use super::font::{Face, Fonts};
use super::palette::Symbol;
use super::words::Words;
use std::f32::consts::PI;
use tiny_skia::{
    Color, FillRule, LineCap, LineJoin, Paint, Path, PathBuilder, Pixmap, Stroke, StrokeDash,
    Transform,
};

/// Bézier handle length for a quarter circle.
const KAPPA: f32 = 0.552_284_8;

/// A pixmap, the fonts to write on it and the words of its language.
pub(super) struct Canvas<'f> {
    pub pix: Pixmap,
    pub fonts: &'f Fonts,
    pub words: &'f Words,
}

/// Where a text's anchor point is, horizontally.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Align {
    Left,
    Center,
    Right,
}

/// How to write a piece of text.
#[derive(Clone, Copy, Debug)]
pub(super) struct TextStyle {
    pub face: Face,
    pub size: f32,
    pub color: Color,
    pub align: Align,
    /// An outline behind the letters: color and width.
    pub halo: Option<(Color, f32)>,
}

impl TextStyle {
    /// Left-aligned text without a halo.
    pub(super) fn new(face: Face, size: f32, color: Color) -> TextStyle {
        TextStyle {
            face,
            size,
            color,
            align: Align::Left,
            halo: None,
        }
    }

    /// The same style with another alignment.
    pub(super) fn aligned(self, align: Align) -> TextStyle {
        TextStyle { align, ..self }
    }

    /// The same style with a halo.
    pub(super) fn with_halo(self, color: Color, width: f32) -> TextStyle {
        TextStyle {
            halo: Some((color, width)),
            ..self
        }
    }
}

fn paint(color: Color) -> Paint<'static> {
    let mut p = Paint::default();
    p.set_color(color);
    p.anti_alias = true;
    p
}

impl Canvas<'_> {
    /// Fills a path.
    pub(super) fn fill(&mut self, path: &Path, color: Color) {
        self.pix.fill_path(
            path,
            &paint(color),
            FillRule::Winding,
            Transform::identity(),
            None,
        );
    }

    /// Strokes a path with round joins.
    pub(super) fn stroke(&mut self, path: &Path, color: Color, width: f32) {
        let stroke = Stroke {
            width,
            line_join: LineJoin::Round,
            line_cap: LineCap::Round,
            ..Stroke::default()
        };
        self.pix
            .stroke_path(path, &paint(color), &stroke, Transform::identity(), None);
    }

    /// Strokes a path with dashes of `on` px and gaps of `off` px.
    pub(super) fn stroke_dashed(
        &mut self,
        path: &Path,
        color: Color,
        width: f32,
        on: f32,
        off: f32,
    ) {
        let stroke = Stroke {
            width,
            line_cap: LineCap::Butt,
            dash: StrokeDash::new(vec![on, off], 0.0),
            ..Stroke::default()
        };
        self.pix
            .stroke_path(path, &paint(color), &stroke, Transform::identity(), None);
    }

    /// Fills an axis-aligned rectangle (no anti-aliasing needed).
    pub(super) fn rect(&mut self, x: f32, y: f32, w: f32, h: f32, color: Color) {
        if color.is_opaque() && [x, y, w, h].iter().all(|v| v.fract() == 0.0 && *v >= 0.0) {
            self.fill_whole_pixels((x as u32, y as u32), (w as u32, h as u32), color);
            return;
        }
        if let Some(r) = tiny_skia::Rect::from_xywh(x, y, w, h) {
            self.pix
                .fill_rect(r, &paint(color), Transform::identity(), None);
        }
    }

    /// Fills a rectangle of whole pixels with an opaque color, clipped to
    /// the pixmap: what tiny-skia's fill would paint, without its pipeline.
    fn fill_whole_pixels(&mut self, (x, y): (u32, u32), (w, h): (u32, u32), color: Color) {
        let (pw, ph) = (self.pix.width(), self.pix.height());
        let (x1, y1) = ((x.saturating_add(w)).min(pw), (y.saturating_add(h)).min(ph));
        if x >= x1 || y >= y1 {
            return;
        }
        let c = color.to_color_u8();
        let px = [c.red(), c.green(), c.blue(), 255];
        let data = self.pix.data_mut();
        let (first, len) = ((y * pw + x) as usize * 4, (x1 - x) as usize * 4);
        for p in data[first..first + len].chunks_exact_mut(4) {
            p.copy_from_slice(&px);
        }
        // The other rows copy the first, a memcpy each.
        for row in y + 1..y1 {
            let start = (row * pw + x) as usize * 4;
            data.copy_within(first..first + len, start);
        }
    }

    /// Writes text at `(x, baseline)` and returns its width.
    pub(super) fn text(&mut self, text: &str, x: f32, baseline: f32, style: TextStyle) -> f32 {
        super::glyphs::write(&mut self.pix, self.fonts, text, (x, baseline), style)
    }

    /// Draws a straight line from `a` to `b`.
    pub(super) fn line(&mut self, a: (f32, f32), b: (f32, f32), color: Color, width: f32) {
        let mut pb = PathBuilder::new();
        pb.move_to(a.0, a.1);
        pb.line_to(b.0, b.1);
        if let Some(path) = pb.finish() {
            self.stroke(&path, color, width);
        }
    }

    /// Writes text vertically centred on `cy`.
    pub(super) fn text_mid(&mut self, text: &str, x: f32, cy: f32, style: TextStyle) -> f32 {
        self.text(text, x, cy + style.size * 0.36, style)
    }
}

/// A rounded rectangle of `len` × `wid` centred on (`cx`, `cy`) and turned by
/// `angle` radians; `r` is the corner radius.
pub(super) fn push_car(
    pb: &mut PathBuilder,
    cx: f32,
    cy: f32,
    angle: f32,
    len: f32,
    wid: f32,
    r: f32,
) {
    let (s, c) = angle.sin_cos();
    let at = |u: f32, v: f32| (cx + u * c - v * s, cy + u * s + v * c);
    let (hl, hw) = (len / 2.0, wid / 2.0);
    let r = r.min(hw).min(hl);
    let k = r * KAPPA;
    let mv = |pb: &mut PathBuilder, u: f32, v: f32| {
        let (x, y) = at(u, v);
        pb.move_to(x, y);
    };
    let ln = |pb: &mut PathBuilder, u: f32, v: f32| {
        let (x, y) = at(u, v);
        pb.line_to(x, y);
    };
    let cu = |pb: &mut PathBuilder, p: [(f32, f32); 3]| {
        let (a, b, e) = (at(p[0].0, p[0].1), at(p[1].0, p[1].1), at(p[2].0, p[2].1));
        pb.cubic_to(a.0, a.1, b.0, b.1, e.0, e.1);
    };
    mv(pb, -hl + r, -hw);
    ln(pb, hl - r, -hw);
    cu(pb, [(hl - r + k, -hw), (hl, -hw + r - k), (hl, -hw + r)]);
    ln(pb, hl, hw - r);
    cu(pb, [(hl, hw - r + k), (hl - r + k, hw), (hl - r, hw)]);
    ln(pb, -hl + r, hw);
    cu(pb, [(-hl + r - k, hw), (-hl, hw - r + k), (-hl, hw - r)]);
    ln(pb, -hl, -hw + r);
    cu(pb, [(-hl, -hw + r - k), (-hl + r - k, -hw), (-hl + r, -hw)]);
    pb.close();
}

/// An axis-aligned rounded rectangle with its top-left corner at (`x`, `y`).
pub(super) fn push_round_rect(pb: &mut PathBuilder, x: f32, y: f32, w: f32, h: f32, r: f32) {
    push_car(pb, x + w / 2.0, y + h / 2.0, 0.0, w, h, r);
}

/// A closed polygon through `pts`.
fn push_polygon(pb: &mut PathBuilder, pts: impl IntoIterator<Item = (f32, f32)>) {
    let mut first = true;
    for (x, y) in pts {
        if first {
            pb.move_to(x, y);
            first = false;
        } else {
            pb.line_to(x, y);
        }
    }
    pb.close();
}

/// Points on a circle of radius `r` starting at `start` radians.
fn ring(cx: f32, cy: f32, r: f32, n: usize, start: f32) -> impl Iterator<Item = (f32, f32)> {
    (0..n).map(move |i| {
        let a = start + 2.0 * PI * i as f32 / n as f32;
        (cx + r * a.cos(), cy + r * a.sin())
    })
}

/// A player symbol of about radius `r`.
pub(super) fn push_symbol(pb: &mut PathBuilder, symbol: Symbol, cx: f32, cy: f32, r: f32) {
    match symbol {
        Symbol::Circle => pb.push_circle(cx, cy, r * 0.8),
        Symbol::Triangle => push_polygon(pb, ring(cx, cy + r * 0.12, r * 1.05, 3, -PI / 2.0)),
        Symbol::Square => push_polygon(pb, ring(cx, cy, r * 1.0, 4, PI / 4.0)),
        Symbol::Diamond => push_polygon(pb, ring(cx, cy, r * 1.1, 4, 0.0)),
        Symbol::Star => {
            let outer = ring(cx, cy + r * 0.08, r * 1.12, 5, -PI / 2.0);
            let inner = ring(cx, cy + r * 0.08, r * 0.48, 5, -PI / 2.0 + PI / 5.0);
            let pts: Vec<(f32, f32)> = outer.zip(inner).flat_map(|(a, b)| [a, b]).collect();
            push_polygon(pb, pts);
        }
    }
}

/// An arrowhead pointing along `angle`, tip at (`x`, `y`).
pub(super) fn push_arrow(pb: &mut PathBuilder, x: f32, y: f32, angle: f32, size: f32) {
    let (s, c) = angle.sin_cos();
    let at = |u: f32, v: f32| (x + u * c - v * s, y + u * s + v * c);
    push_polygon(
        pb,
        [
            at(0.0, 0.0),
            at(-size, -size * 0.6),
            at(-size * 0.7, 0.0),
            at(-size, size * 0.6),
        ],
    );
}

/// A house shape (a station) of about `size` px, centred on (`cx`, `cy`).
pub(super) fn push_house(pb: &mut PathBuilder, cx: f32, cy: f32, size: f32) {
    let h = size / 2.0;
    push_polygon(
        pb,
        [
            (cx, cy - h * 1.15),
            (cx + h, cy - h * 0.2),
            (cx + h, cy + h),
            (cx - h, cy + h),
            (cx - h, cy - h * 0.2),
        ],
    );
}

/// A check mark (tick) within a box of `size` px at (`x`, `y`).
pub(super) fn push_tick(pb: &mut PathBuilder, x: f32, y: f32, size: f32) {
    pb.move_to(x + size * 0.15, y + size * 0.55);
    pb.line_to(x + size * 0.42, y + size * 0.8);
    pb.line_to(x + size * 0.88, y + size * 0.2);
}

/// A cross within a box of `size` px at (`x`, `y`).
pub(super) fn push_cross(pb: &mut PathBuilder, x: f32, y: f32, size: f32) {
    let (a, b) = (size * 0.2, size * 0.8);
    pb.move_to(x + a, y + a);
    pb.line_to(x + b, y + b);
    pb.move_to(x + b, y + a);
    pb.line_to(x + a, y + b);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;
    use crate::render::{font, words};

    fn canvas() -> Canvas<'static> {
        let mut pix = Pixmap::new(64, 40).unwrap();
        pix.fill(Color::from_rgba8(240, 236, 228, 255));
        Canvas {
            pix,
            fonts: font::fonts().unwrap(),
            words: words::get(Lang::En),
        }
    }

    /// An opaque rectangle of whole pixels, clipped or not, is filled as
    /// tiny-skia fills it.
    #[test]
    fn whole_pixel_rectangles_fill_as_tiny_skia_does() {
        let colors = [(0x8A, 0x85, 0x77), (0xFF, 0xF1, 0xB8), (1, 2, 3)];
        let rects = [
            (0, 0, 64, 40),
            (3, 5, 10, 7),
            (50, 30, 40, 20),
            (0, 39, 64, 2),
        ];
        for (r, g, b) in colors {
            let color = Color::from_rgba8(r, g, b, 255);
            for (x, y, w, h) in rects {
                let (x, y, w, h) = (x as f32, y as f32, w as f32, h as f32);
                let mut fast = canvas();
                fast.rect(x, y, w, h, color);
                let mut slow = canvas();
                let rect = tiny_skia::Rect::from_xywh(x, y, w, h).unwrap();
                let paint = paint(color);
                slow.pix
                    .fill_rect(rect, &paint, Transform::identity(), None);
                assert!(fast.pix.data() == slow.pix.data(), "{x},{y} {w}×{h}");
            }
        }
    }
}
