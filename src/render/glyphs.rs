//! Text written from rasterised glyphs kept across pictures. Rasterising
//! a text's outline was most of what a panel or status band cost to draw,
//! and the same letters come back in every picture: each glyph is
//! rasterised once per face, size, halo and position within a quarter
//! pixel, and a text is the sum of its glyphs' coverage, blended once.

use super::draw::{Align, TextStyle};
use super::font::{Face, Fonts};
use super::stamps::{self, Kept, Weigh, at_step, split};
use std::sync::{Arc, OnceLock};
use tiny_skia::{Color, FillRule, LineCap, LineJoin, Pixmap, Stroke, Transform};

/// Most bytes of coverage kept.
const KEPT_BYTES: u64 = 2 << 20;

/// One glyph at one position within a pixel, filled or as its halo.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct Key {
    face: Face,
    /// The size's bits.
    size: u32,
    glyph: u16,
    /// The position within the pixel, in steps.
    step: (u8, u8),
    /// The halo's width's bits; 0 for the letters themselves.
    halo: u32,
}

/// Anti-aliased coverage of a box placed relative to a pixel.
struct Coverage {
    left: i32,
    top: i32,
    width: usize,
    data: Box<[u8]>,
}

impl Coverage {
    fn height(&self) -> usize {
        self.data.len() / self.width.max(1)
    }
}

impl Weigh for Coverage {
    fn bytes(&self) -> usize {
        self.data.len()
    }
}

fn kept() -> &'static Kept<Key, Coverage> {
    static KEPT: OnceLock<Kept<Key, Coverage>> = OnceLock::new();
    KEPT.get_or_init(|| stamps::kept(4096, KEPT_BYTES))
}

/// A glyph's coverage, rasterised once; `None` for one with no outline.
fn glyph(fonts: &Fonts, key: Key) -> Option<Arc<Coverage>> {
    let made = kept().get_or_insert_with(&key, || Ok::<_, ()>(rasterise(fonts, key).map(Arc::new)));
    made.ok().flatten()
}

fn rasterise(fonts: &Fonts, key: Key) -> Option<Coverage> {
    let at = (at_step(key.step.0), at_step(key.step.1));
    let size = f32::from_bits(key.size);
    let mut path = fonts.glyph_path(key.face, size, key.glyph, at)?;
    if key.halo != 0 {
        let stroke = Stroke {
            width: f32::from_bits(key.halo),
            line_join: LineJoin::Round,
            line_cap: LineCap::Round,
            ..Stroke::default()
        };
        path = path.stroke(&stroke, 1.0)?;
    }
    let b = path.bounds();
    let (left, top) = (b.left().floor() as i32 - 1, b.top().floor() as i32 - 1);
    let width = (b.right().ceil() as i32 + 1 - left) as u32;
    let height = (b.bottom().ceil() as i32 + 1 - top) as u32;
    let mut mask = tiny_skia::Mask::new(width, height)?;
    let shift = Transform::from_translate(-left as f32, -top as f32);
    mask.fill_path(&path, FillRule::Winding, true, shift);
    Some(Coverage {
        left,
        top,
        width: width as usize,
        data: mask.data().into(),
    })
}

/// Writes `text` on its baseline, anchored at `x` as the style aligns it:
/// its halo first, if the style has one, then its letters. Returns its
/// width.
pub(super) fn write(
    pix: &mut Pixmap,
    fonts: &Fonts,
    text: &str,
    (x, baseline): (f32, f32),
    style: TextStyle,
) -> f32 {
    let (glyphs, width) = fonts.layout(style.face, style.size, text);
    let x = match style.align {
        Align::Left => x,
        Align::Center => x - width / 2.0,
        Align::Right => x - width,
    };
    let (row, down) = split(baseline);
    let placed: Vec<(i32, Key)> = glyphs
        .into_iter()
        .map(|(glyph, pen)| {
            let (col, across) = split(x + pen);
            let key = Key {
                face: style.face,
                size: style.size.to_bits(),
                glyph,
                step: (across, down),
                halo: 0,
            };
            (col, key)
        })
        .collect();
    if let Some((color, width)) = style.halo {
        let halo = placed.iter().map(|&(col, k)| {
            (
                col,
                Key {
                    halo: width.to_bits(),
                    ..k
                },
            )
        });
        paint(pix, &layer(fonts, halo, row, u8::max), color);
    }
    let letters = layer(fonts, placed.into_iter(), row, u8::saturating_add);
    paint(pix, &letters, style.color);
    width
}

/// The glyphs' coverage in one box, overlaps joined by `join`.
fn layer(
    fonts: &Fonts,
    placed: impl Iterator<Item = (i32, Key)>,
    row: i32,
    join: fn(u8, u8) -> u8,
) -> Coverage {
    let glyphs: Vec<(i32, Arc<Coverage>)> = placed
        .filter_map(|(col, key)| Some((col, glyph(fonts, key)?)))
        .collect();
    let left = glyphs.iter().map(|(c, g)| c + g.left).min().unwrap_or(0);
    let right = glyphs
        .iter()
        .map(|(c, g)| c + g.left + g.width as i32)
        .max()
        .unwrap_or(0);
    let top = glyphs.iter().map(|(_, g)| g.top).min().unwrap_or(0);
    let bottom = glyphs
        .iter()
        .map(|(_, g)| g.top + g.height() as i32)
        .max()
        .unwrap_or(0);
    let width = (right - left).max(0) as usize;
    let mut data = vec![0u8; width * (bottom - top).max(0) as usize];
    for (col, g) in &glyphs {
        let x = (col + g.left - left) as usize;
        for (r, line) in g.data.chunks_exact(g.width).enumerate() {
            let at = (g.top - top) as usize + r;
            let out = &mut data[at * width + x..at * width + x + g.width];
            for (o, &c) in out.iter_mut().zip(line) {
                *o = join(*o, c);
            }
        }
    }
    Coverage {
        left,
        top: top + row,
        width,
        data: data.into(),
    }
}

/// Blends `color` over the pixmap by the coverage (source over, on
/// premultiplied pixels), clipped to the pixmap.
fn paint(pix: &mut Pixmap, cover: &Coverage, color: Color) {
    let c = color.premultiply().to_color_u8();
    let (src, alpha) = (
        [c.red(), c.green(), c.blue()].map(u32::from),
        u32::from(c.alpha()),
    );
    let at = (cover.left, cover.top);
    stamps::clipped(pix, at, (cover.width, 1), &cover.data, |dst, line| {
        for (px, &k) in dst.chunks_exact_mut(4).zip(line) {
            if k == 0 {
                continue;
            }
            let k = u32::from(k);
            let keep = 255 - (alpha * k + 127) / 255;
            for (d, s) in px.iter_mut().zip(src.iter().chain([&alpha])) {
                *d = ((s * k + u32::from(*d) * keep + 127) / 255).min(255) as u8;
            }
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::font::fonts;

    fn style(halo: bool) -> TextStyle {
        let st = TextStyle {
            face: Face::Bold,
            size: 23.5,
            color: Color::from_rgba8(20, 40, 160, 255),
            align: Align::Left,
            halo: None,
        };
        match halo {
            true => st.with_halo(Color::from_rgba8(250, 240, 200, 255), 4.0),
            false => st,
        }
    }

    /// The same text drawn as one outline by tiny-skia.
    fn outline(text: &str, at: (f32, f32), st: TextStyle) -> Pixmap {
        let fonts = fonts().unwrap();
        let mut pix = Pixmap::new(220, 60).unwrap();
        pix.fill(Color::from_rgba8(230, 230, 230, 255));
        let mut paint = tiny_skia::Paint {
            anti_alias: true,
            ..Default::default()
        };
        let mut pb = tiny_skia::PathBuilder::new();
        for (g, pen) in fonts.layout(st.face, st.size, text).0 {
            if let Some(p) = fonts.glyph_path(st.face, st.size, g, (at.0 + pen, at.1)) {
                pb.push_path(&p);
            }
        }
        let path = pb.finish().unwrap();
        if let Some((color, width)) = st.halo {
            paint.set_color(color);
            let stroke = Stroke {
                width,
                line_join: LineJoin::Round,
                line_cap: LineCap::Round,
                ..Stroke::default()
            };
            pix.stroke_path(&path, &paint, &stroke, Transform::identity(), None);
        }
        paint.set_color(st.color);
        pix.fill_path(
            &path,
            &paint,
            FillRule::Winding,
            Transform::identity(),
            None,
        );
        pix
    }

    /// Text from kept glyphs looks as the outline drawn whole: a few
    /// levels apart at the edges (a glyph may sit up to an eighth of a
    /// pixel off), the same inside.
    #[test]
    fn text_from_kept_glyphs_looks_as_its_outline() {
        let fonts = fonts().unwrap();
        for halo in [false, true] {
            for text in ["Zürich 127", "Москва — Київ", "Wien–Zagrab"] {
                let at = (10.3, 40.6);
                let want = outline(text, at, style(halo));
                let mut got = Pixmap::new(220, 60).unwrap();
                got.fill(Color::from_rgba8(230, 230, 230, 255));
                write(&mut got, fonts, text, at, style(halo));
                let far = want
                    .data()
                    .iter()
                    .zip(got.data())
                    .filter(|(a, b)| a.abs_diff(**b) > 64)
                    .count();
                let inked = want.data().chunks(4).filter(|p| p[2] < 200).count();
                assert!(inked > 300, "{text}: {inked} pixels inked");
                assert!(far * 50 < inked, "{text} halo {halo}: {far} far of {inked}");
            }
        }
    }

    /// A glyph is rasterised once and then taken from those kept.
    #[test]
    fn a_glyph_is_rasterised_once() {
        let fonts = fonts().unwrap();
        let key = Key {
            face: Face::Regular,
            size: 17.25f32.to_bits(),
            glyph: fonts.layout(Face::Regular, 17.25, "g").0[0].0,
            step: (1, 2),
            halo: 0,
        };
        let first = glyph(fonts, key).unwrap();
        let again = glyph(fonts, key).unwrap();
        assert!(Arc::ptr_eq(&first, &again));
        assert!(first.data.contains(&255));
    }

    #[test]
    fn positions_split_into_a_pixel_and_a_quarter() {
        assert_eq!(split(10.0), (10, 0));
        assert_eq!(split(10.3), (10, 1));
        assert_eq!(split(10.9), (11, 0));
        assert_eq!(split(-0.4), (-1, 2));
    }
}
