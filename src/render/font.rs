//! The bundled fonts (DejaVu, Latin and Cyrillic): text laid out as
//! glyphs, each an outline for the same rasterizer as every other shape
//! (see `glyphs`).

use super::RenderError;
use ab_glyph::{Font, FontRef, GlyphId, OutlineCurve, Point, PxScale, ScaleFont};
use std::sync::OnceLock;
use tiny_skia::{Path, PathBuilder};

static REGULAR: &[u8] = include_bytes!("../../assets/DejaVuSans.ttf");
static BOLD: &[u8] = include_bytes!("../../assets/DejaVuSansCondensed-Bold.ttf");

/// Which of the bundled faces to use.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) enum Face {
    /// DejaVu Sans, for the panel.
    Regular,
    /// DejaVu Sans Condensed Bold, for place names and headings.
    Bold,
}

/// The parsed bundled fonts.
pub(super) struct Fonts {
    regular: FontRef<'static>,
    bold: FontRef<'static>,
}

/// The fonts, parsed once per process.
pub(super) fn fonts() -> Result<&'static Fonts, RenderError> {
    static FONTS: OnceLock<Option<Fonts>> = OnceLock::new();
    FONTS
        .get_or_init(|| {
            Some(Fonts {
                regular: FontRef::try_from_slice(REGULAR).ok()?,
                bold: FontRef::try_from_slice(BOLD).ok()?,
            })
        })
        .as_ref()
        .ok_or(RenderError::Font)
}

impl Fonts {
    fn font(&self, face: Face) -> &FontRef<'static> {
        match face {
            Face::Regular => &self.regular,
            Face::Bold => &self.bold,
        }
    }

    /// The advance width of `text` at `size` px.
    pub(super) fn width(&self, face: Face, size: f32, text: &str) -> f32 {
        self.walk(face, size, text, |_, _| {})
    }

    /// `text` cut to fit `max` px, ending with "…" when cut.
    pub(super) fn fit(&self, face: Face, size: f32, text: &str, max: f32) -> String {
        if self.width(face, size, text) <= max {
            return text.to_string();
        }
        let mut out: String = text.to_string();
        while !out.is_empty() {
            out.pop();
            let cand = format!("{}…", out.trim_end());
            if self.width(face, size, &cand) <= max {
                return cand;
            }
        }
        "…".to_string()
    }

    /// Whether the face has a glyph for `ch`.
    #[cfg(test)]
    pub(crate) fn has_glyph(&self, face: Face, ch: char) -> bool {
        self.font(face).glyph_id(ch).0 != 0
    }

    /// Each glyph of `text` (by id) with its pen position across from the
    /// text's start, and the text's advance width.
    pub(super) fn layout(&self, face: Face, size: f32, text: &str) -> (Vec<(u16, f32)>, f32) {
        let mut out = Vec::with_capacity(text.len());
        let width = self.walk(face, size, text, |id, pen| out.push((id, pen)));
        (out, width)
    }

    /// Calls `each` with every glyph of `text` and its pen position,
    /// kerning included; returns the advance width.
    fn walk(&self, face: Face, size: f32, text: &str, mut each: impl FnMut(u16, f32)) -> f32 {
        let scaled = self.font(face).as_scaled(PxScale::from(size));
        let mut pen = 0.0;
        let mut prev = None;
        for ch in text.chars() {
            let id = scaled.glyph_id(ch);
            if let Some(p) = prev {
                pen += scaled.kern(p, id);
            }
            each(id.0, pen);
            pen += scaled.h_advance(id);
            prev = Some(id);
        }
        pen
    }

    /// The outline of glyph `id` with its origin (pen and baseline) at
    /// `at`; `None` for a glyph without one, such as a space.
    pub(super) fn glyph_path(
        &self,
        face: Face,
        size: f32,
        id: u16,
        at: (f32, f32),
    ) -> Option<Path> {
        let font = self.font(face);
        let scaled = font.as_scaled(PxScale::from(size));
        let (sx, sy) = (scaled.h_scale_factor(), scaled.v_scale_factor());
        let outline = font.outline(GlyphId(id))?;
        let mut pb = PathBuilder::new();
        push_outline(&mut pb, &outline.curves, |p: Point| {
            (at.0 + p.x * sx, at.1 - p.y * sy)
        });
        pb.finish()
    }
}

/// Adds a glyph's contours; a curve that does not start where the last one
/// ended begins a new contour.
fn push_outline(pb: &mut PathBuilder, curves: &[OutlineCurve], at: impl Fn(Point) -> (f32, f32)) {
    let mut last: Option<Point> = None;
    for c in curves {
        let (start, end) = match *c {
            OutlineCurve::Line(a, b) => (a, b),
            OutlineCurve::Quad(a, _, b) => (a, b),
            OutlineCurve::Cubic(a, _, _, b) => (a, b),
        };
        if last != Some(start) {
            if last.is_some() {
                pb.close();
            }
            let (x, y) = at(start);
            pb.move_to(x, y);
        }
        match *c {
            OutlineCurve::Line(_, b) => {
                let (x, y) = at(b);
                pb.line_to(x, y);
            }
            OutlineCurve::Quad(_, c1, b) => {
                let ((x1, y1), (x, y)) = (at(c1), at(b));
                pb.quad_to(x1, y1, x, y);
            }
            OutlineCurve::Cubic(_, c1, c2, b) => {
                let ((x1, y1), (x2, y2), (x, y)) = (at(c1), at(c2), at(b));
                pb.cubic_to(x1, y1, x2, y2, x, y);
            }
        }
        last = Some(end);
    }
    if last.is_some() {
        pb.close();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fonts_cover_latin_cyrillic_and_symbols() {
        let f = fonts().unwrap();
        for ch in "Zürich Москва Київ Łódź ⚓ ✓ ✗"
            .chars()
            .filter(|c| *c != ' ')
        {
            assert!(f.has_glyph(Face::Regular, ch), "regular lacks {ch}");
        }
        for ch in "Zürich Москва Київ Łódź".chars().filter(|c| *c != ' ') {
            assert!(f.has_glyph(Face::Bold, ch), "bold lacks {ch}");
        }
    }

    #[test]
    fn fit_cuts_long_text_with_an_ellipsis() {
        let f = fonts().unwrap();
        let long = "Constantinople Constantinople";
        let cut = f.fit(Face::Regular, 16.0, long, 80.0);
        assert!(cut.ends_with('…'));
        assert!(f.width(Face::Regular, 16.0, &cut) <= 80.0);
        assert_eq!(f.fit(Face::Regular, 16.0, "Wien", 80.0), "Wien");
    }
}
