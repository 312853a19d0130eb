//! Card swatches: a small card in its color with its letter (in the
//! picture's language); locomotives striped, harbor-symbol trains with an
//! anchor, ships as capsules (two for a double ship). Each is drawn once
//! and kept as a stamp.

use super::draw::{Align, Canvas, TextStyle, push_round_rect};
use super::font::Face;
use super::palette::{self, INK, rgb, rgba};
use super::stamps::{self, Stamps};
use crate::i18n::Lang;
use crate::rules::{Card, Color as CardColor};
use std::sync::OnceLock;
use tiny_skia::PathBuilder;

/// Where and how big a card is drawn.
#[derive(Clone, Copy, Debug)]
pub(super) struct CardBox {
    pub x: f32,
    pub y: f32,
    pub w: f32,
    pub h: f32,
}

/// Draws one card; `faded` draws it pale (a count of zero). A card is
/// drawn once per look, size and position within a quarter pixel, and
/// kept: a hand or a row of face-up cards is then only blended in.
pub(super) fn draw_card(cv: &mut Canvas, card: Card, b: CardBox, world: bool, faded: bool) {
    let key = Key {
        card,
        look: (world, faded, cv.words.lang),
        size: (b.w.to_bits(), b.h.to_bits()),
    };
    let draw = |local: &mut Canvas, x, y| {
        let b = CardBox { x, y, ..b };
        draw_in_place(local, card, b, world, faded);
    };
    stamps::paint(kept(), cv, (key, (b.w, b.h)), (b.x, b.y), draw);
}

/// Most bytes of cards kept.
const KEPT_BYTES: u64 = 2 << 20;

/// One card's look.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct Key {
    card: Card,
    /// The World's colors, faded, the letters' language.
    look: (bool, bool, Lang),
    /// Width and height's bits.
    size: (u32, u32),
}

/// Cards kept, by look and position within a pixel.
fn kept() -> &'static Stamps<Key> {
    static KEPT: OnceLock<Stamps<Key>> = OnceLock::new();
    KEPT.get_or_init(|| stamps::kept(1024, KEPT_BYTES))
}

/// Forgets the kept cards: they are drawn again when next needed.
pub(super) fn forget() {
    kept().clear();
}

/// Draws one card's shapes and letters on the canvas.
fn draw_in_place(cv: &mut Canvas, card: Card, b: CardBox, world: bool, faded: bool) {
    let alpha = if faded { 70 } else { 255 };
    match card {
        Card::Loco => loco(cv, b, world, alpha),
        Card::Train(c) => train(cv, c, b, (world, false), alpha),
        Card::HarborTrain(c) => train(cv, c, b, (world, true), alpha),
        Card::Ship(c) => ship(cv, c, b, (world, false), alpha),
        Card::DoubleShip(c) => ship(cv, c, b, (world, true), alpha),
    }
}

/// A locomotive (a joker on the World board): rainbow stripes and its letter.
fn loco(cv: &mut Canvas, b: CardBox, world: bool, alpha: u8) {
    if let Some(p) = pb_round(b) {
        cv.fill(&p, rgba(0xFFFFFF, alpha));
    }
    let stripes = [
        CardColor::Red,
        CardColor::Orange,
        CardColor::Yellow,
        CardColor::Green,
        CardColor::Blue,
        CardColor::Pink,
    ];
    let sw = (b.w - 4.0) / stripes.len() as f32;
    for (i, c) in stripes.iter().enumerate() {
        let fill = with_alpha(palette::route(Some(*c), world).fill, alpha);
        cv.rect(b.x + 2.0 + sw * i as f32, b.y + 2.0, sw, b.h - 4.0, fill);
    }
    if let Some(p) = pb_round(b) {
        cv.stroke(&p, rgba(INK, alpha), 1.5);
    }
    let st = TextStyle::new(Face::Bold, b.h * 0.5, rgba(INK, alpha))
        .aligned(Align::Center)
        .with_halo(rgba(0xFFFFFF, alpha), 3.5);
    let words = cv.words;
    let letter = if world { &words.joker } else { &words.loco };
    cv.text_mid(letter, b.x + b.w / 2.0, b.y + b.h / 2.0, st);
}

/// A train card in its color with its letter; a harbor train also shows
/// an anchor.
fn train(cv: &mut Canvas, c: CardColor, b: CardBox, (world, harbor): (bool, bool), alpha: u8) {
    let sw = palette::route(Some(c), world);
    let letter = cv.words.letter(Some(c), world);
    if let Some(p) = pb_round(b) {
        cv.fill(&p, with_alpha(sw.fill, alpha));
        cv.stroke(&p, rgba(INK, alpha), 1.5);
    }
    let st =
        TextStyle::new(Face::Bold, b.h * 0.5, with_alpha(sw.ink, alpha)).aligned(Align::Center);
    let cy = b.y + b.h / 2.0;
    if harbor {
        cv.text_mid(letter, b.x + b.w * 0.32, cy, st);
        let anchor = TextStyle::new(Face::Regular, b.h * 0.5, with_alpha(sw.ink, alpha))
            .aligned(Align::Center);
        cv.text_mid("⚓", b.x + b.w * 0.7, cy, anchor);
    } else {
        cv.text_mid(letter, b.x + b.w / 2.0, cy, st);
    }
}

/// A ship card as a capsule with its letter; a double ship as two
/// overlapping capsules marked ×2.
fn ship(cv: &mut Canvas, c: CardColor, b: CardBox, (world, double): (bool, bool), alpha: u8) {
    let sw = palette::route(Some(c), world);
    let hull = |dx: f32, dy: f32| -> Option<tiny_skia::Path> {
        let mut pb = PathBuilder::new();
        let h = if double { b.h * 0.78 } else { b.h };
        let w = if double { b.w * 0.88 } else { b.w };
        push_round_rect(&mut pb, b.x + dx, b.y + dy, w, h, h / 2.0);
        pb.finish()
    };
    let hulls = if double {
        [hull(b.w * 0.12, 0.0), hull(0.0, b.h * 0.22)]
    } else {
        [None, hull(0.0, 0.0)]
    };
    for p in hulls.iter().flatten() {
        cv.fill(p, with_alpha(sw.fill, alpha));
        cv.stroke(p, rgba(0x1D4E89, alpha), 1.6);
    }
    let letter = cv.words.letter(Some(c), world);
    let (text, size, cx, cy) = if double {
        let cy = b.y + b.h * 0.22 + b.h * 0.39;
        (format!("{letter}×2"), b.h * 0.42, b.x + b.w * 0.44, cy)
    } else {
        (
            letter.to_string(),
            b.h * 0.5,
            b.x + b.w / 2.0,
            b.y + b.h / 2.0,
        )
    };
    let st = TextStyle::new(Face::Bold, size, with_alpha(sw.ink, alpha)).aligned(Align::Center);
    cv.text_mid(&text, cx, cy, st);
}

/// An empty card place (a face-up slot with no card).
pub(super) fn draw_empty(cv: &mut Canvas, b: CardBox) {
    if let Some(p) = pb_round(b) {
        cv.stroke_dashed(&p, rgb(0x999999), 1.5, 4.0, 3.0);
    }
}

fn pb_round(b: CardBox) -> Option<tiny_skia::Path> {
    let mut pb = PathBuilder::new();
    push_round_rect(&mut pb, b.x, b.y, b.w, b.h, 4.0);
    pb.finish()
}

fn with_alpha(c: tiny_skia::Color, alpha: u8) -> tiny_skia::Color {
    let mut c = c;
    c.set_alpha(alpha as f32 / 255.0);
    c
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::{font, words};
    use tiny_skia::Pixmap;

    fn canvas() -> Canvas<'static> {
        let mut pix = Pixmap::new(90, 60).unwrap();
        pix.fill(tiny_skia::Color::from_rgba8(240, 236, 228, 255));
        Canvas {
            pix,
            fonts: font::fonts().unwrap(),
            words: words::get(Lang::Ru),
        }
    }

    /// A card stamped from those kept looks as the card drawn in place,
    /// faded or not: an edge may move by a quarter pixel (up to 64 levels
    /// at full contrast), no more.
    #[test]
    fn a_kept_card_looks_as_one_drawn_in_place() {
        let b = CardBox {
            x: 20.3,
            y: 11.6,
            w: 44.0,
            h: 30.0,
        };
        let cards = [
            Card::Loco,
            Card::Train(CardColor::Red),
            Card::HarborTrain(CardColor::Green),
            Card::DoubleShip(CardColor::Yellow),
        ];
        for card in cards {
            for faded in [false, true] {
                let mut stamped = canvas();
                draw_card(&mut stamped, card, b, true, faded);
                let mut direct = canvas();
                draw_in_place(&mut direct, card, b, true, faded);
                let (a, s) = (direct.pix.data(), stamped.pix.data());
                let far = a
                    .iter()
                    .zip(s)
                    .filter(|(x, y)| x.abs_diff(**y) > 72)
                    .count();
                let inked = a.chunks(4).filter(|p| p[..3] != [240, 236, 228]).count();
                assert!(inked > 500, "{card:?}: {inked} pixels drawn");
                assert!(
                    far * 40 < inked,
                    "{card:?} faded {faded}: {far} of {inked} far"
                );
            }
        }
    }
}
