//! The parts of a picture under its map (the panel, and on a private
//! picture the hand), drawn by strip. A part is a plain ground with a rule
//! along its top and pieces drawn on it in order, each with the rows it
//! may touch. A whole strip of a part is known by a signature of the
//! part's place and context and of the pieces that meet it (see `overlay`
//! for the map's), and a strip whose signature the game's kept strips have
//! is neither drawn nor hashed.

use super::draw::Canvas;
use super::palette::rgb;
use super::strips::ROWS;
use std::hash::Hash;

/// The rule along a part's top: its height and color.
const RULE: (u32, u32) = (2, 0x8A8577);

/// Something a part draws.
pub(super) trait Piece: Hash {
    /// The rows it may touch, from the part's top: the first, and past the
    /// last.
    fn rows(&self) -> (f32, f32);
}

/// A part of the body under the map.
pub(super) struct Part<P> {
    /// Its kind, hashed into every signature: no two kinds share one.
    pub tag: &'static str,
    /// The body's rows it fills: its first, and past its last.
    pub rows: (u32, u32),
    pub ground: u32,
    /// The hash of all its pieces' drawing reads besides the pieces.
    pub context: u128,
    pub pieces: Vec<P>,
}

/// The hash of a part's context.
pub(super) fn context(what: impl Hash) -> u128 {
    let mut hash = xxhash_rust::xxh3::Xxh3::new();
    what.hash(&mut hash);
    hash.digest128()
}

/// The body's rows strip `k` holds, in a body `h` rows high.
fn strip_rows(k: usize, h: u32) -> (u32, u32) {
    let top = (k * ROWS) as u32;
    (top, (top + ROWS as u32).min(h))
}

impl<P: Piece> Part<P> {
    /// The body's strips it meets.
    fn strips(&self) -> std::ops::Range<usize> {
        let (top, bottom) = self.rows;
        top as usize / ROWS..(bottom as usize).div_ceil(ROWS)
    }

    /// Whether `piece` may touch body rows `from..to`.
    fn meets(&self, piece: &P, (from, to): (u32, u32)) -> bool {
        let (a, b) = piece.rows();
        let top = self.rows.0 as f32;
        a + top < to as f32 && b + top > from as f32
    }

    /// Writes the signature of each strip of the body (`w`×`h` px) lying
    /// wholly in the part into `signs`, one a strip.
    pub(super) fn sign(&self, (w, h): (u32, u32), signs: &mut [Option<u128>]) {
        for k in self.strips() {
            let rows = strip_rows(k, h);
            if rows.0 < self.rows.0 || rows.1 > self.rows.1 {
                continue;
            }
            let mut hash = xxhash_rust::xxh3::Xxh3::new();
            // Its pixels depend on its rows and the part's top, not on the
            // body's height: a hand grown by a ticket offer, or another
            // seat's longer hand, leaves the strips above it signed alike.
            let place = (self.tag, w, rows, self.rows.0, self.ground);
            (place, self.context).hash(&mut hash);
            for piece in self.pieces.iter().filter(|p| self.meets(p, rows)) {
                piece.hash(&mut hash);
            }
            if let Some(s) = signs.get_mut(k) {
                *s = Some(hash.digest128());
            }
        }
    }

    /// Draws the part's strips that `redraw` marks (one a strip of the
    /// body; a strip past it counts as marked): the ground and rule, then
    /// each piece that meets one, by `paint` (given the part's top).
    pub(super) fn draw(
        &self,
        cv: &mut Canvas,
        redraw: &[bool],
        mut paint: impl FnMut(&mut Canvas, &P, f32),
    ) {
        let (w, h) = (cv.pix.width(), cv.pix.height());
        let (top, bottom) = self.rows;
        let marked: Vec<(u32, u32)> = self
            .strips()
            .filter(|&k| redraw.get(k).copied().unwrap_or(true))
            .map(|k| strip_rows(k, h))
            .collect();
        for &(from, to) in &marked {
            let (from, to) = (from.max(top), to.min(bottom));
            cv.rect(
                0.0,
                from as f32,
                w as f32,
                (to - from) as f32,
                rgb(self.ground),
            );
            let rule = (from, to.min(top + RULE.0));
            if rule.0 < rule.1 {
                let (y, rows) = (rule.0 as f32, (rule.1 - rule.0) as f32);
                cv.rect(0.0, y, w as f32, rows, rgb(RULE.1));
            }
        }
        for piece in &self.pieces {
            if marked.iter().any(|&rows| self.meets(piece, rows)) {
                paint(cv, piece, top as f32);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::{
        Look, font, hand, on_map, panel, panel_pieces, static_layer, touched, words,
    };
    use super::*;
    use crate::i18n::Lang;
    use crate::rules::{
        GameOptions, Phase, Stage, end_now, new_game, play_random, player_view, public_view,
    };
    use rand::SeedableRng;
    use rustc_hash::FxHashMap;
    use tiny_skia::Pixmap;

    /// Over whole games on every board, a signature of a strip under the
    /// map always stands for the same pixels: across the board picture and
    /// the private pictures of the mover and of another seat in turn, as
    /// the kept strips of a game are shared.
    #[test]
    fn strips_under_the_map_signed_alike_are_drawn_alike() {
        let fonts = font::fonts().unwrap();
        let boards = [("europe", 5), ("usa", 4), ("switzerland", 3), ("world", 5)];
        for (i, (name, players)) in boards.into_iter().enumerate() {
            let board = crate::maps::board(name).unwrap();
            let lang = Lang::ALL[i % Lang::ALL.len()];
            let map = static_layer::get(&board, fonts, lang).unwrap();
            let names: Vec<String> = (1..=players).map(|p| format!("p{p}")).collect();
            let mut state = new_game(&board, &names, GameOptions::default(), 7).unwrap();
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(7);
            let mut seen: FxHashMap<u128, (u128, String)> = FxHashMap::default();
            for n in 0.. {
                let public = public_view(&board, &state);
                let mover = public.turn.unwrap_or(0);
                let seats = [mover, (mover + 1 + n % (players - 1)) % players];
                let views: Vec<_> = seats.map(|s| player_view(&board, &state, s)).into();
                let readers = [None].into_iter().chain(views.iter().map(Some));
                for pv in readers {
                    let view = pv.map_or(&public, |pv| &pv.public);
                    let reader = (pv, Look::default());
                    let drawn = on_map(&board, &map, view, reader, &[], None).unwrap();
                    let what = format!("{name} {lang} move {n} seat {:?}", pv.map(|p| p.seat));
                    let w = drawn.body.width() as usize * 4;
                    let rows = drawn.body.data().chunks(w * ROWS);
                    for (sign, px) in drawn.signs.iter().zip(rows) {
                        let Some(sign) = *sign else { continue };
                        let px = xxhash_rust::xxh3::xxh3_128(px);
                        let (was, at) = seen.entry(sign).or_insert((px, what.clone()));
                        assert_eq!(*was, px, "{what}: a strip signed as at {at}");
                    }
                    drawn.recycle();
                }
                let done = state.phase == Phase::Over;
                if done || play_random(&board, &mut state, &mut rng, 1, |_, _| Ok(())).unwrap() == 0
                {
                    break;
                }
            }
        }
    }

    /// A strip's signature stands for its rows alone: the panel's strips
    /// keep theirs when the body under them grows (a ticket offer shown
    /// in the hand), and the panel moved a strip lower signs its strips
    /// anew.
    #[test]
    fn a_strip_is_signed_alike_whatever_lies_below_it() {
        let fonts = font::fonts().unwrap();
        let words = words::get(Lang::En);
        let board = crate::maps::board("usa").unwrap();
        let names: Vec<String> = (1..=4).map(|p| format!("p{p}")).collect();
        let state = new_game(&board, &names, GameOptions::default(), 3).unwrap();
        let view = public_view(&board, &state);
        let plan = panel::plan(fonts, words, (&board, &view), 1600.0, false);
        let signs = |top: u32, h: u32| {
            let (part, _) = panel_pieces::part((fonts, words), (&board, &view), None, (top, &plan));
            let mut signs = vec![None; (h as usize).div_ceil(ROWS)];
            part.sign((1600, h), &mut signs);
            signs
        };
        let (top, bottom) = (1008, 1008 + plan.height.ceil() as u32);
        let short = signs(top, bottom + 200);
        let tall = signs(top, bottom + 600);
        assert!(
            short.iter().flatten().count() >= 3,
            "the panel's whole strips are signed"
        );
        assert_eq!(short[..], tall[..short.len()]);
        let lower = signs(top + ROWS as u32, bottom + 200);
        let mut inner = (top as usize / ROWS + 1)..(bottom as usize / ROWS);
        assert!(inner.all(|k| short[k] != lower[k]));
    }

    /// Draws each piece alone, `TOP` rows down a blank canvas, and checks
    /// that it touches only the rows it says it may: else a strip's
    /// signature could miss a piece on it. Returns the pieces drawn.
    fn check<P: Piece + std::fmt::Debug>(
        cv: &mut Canvas,
        pieces: &[P],
        what: &str,
        mut paint: impl FnMut(&mut Canvas, &P, f32),
    ) -> usize {
        const TOP: f32 = 40.0;
        let mut drawn = 0;
        for piece in pieces {
            paint(cv, piece, TOP);
            let width = cv.pix.width() as usize;
            let Some((first, last)) = touched(cv.pix.data_mut(), width) else {
                continue;
            };
            let (first, last) = (first as f32, last as f32);
            let (a, b) = piece.rows();
            assert!(
                a + TOP <= first && last < b + TOP,
                "{what}: {piece:?} draws rows {first}..={last}, but says {a}..{b} (+{TOP})"
            );
            drawn += 1;
        }
        drawn
    }

    /// On every board and in every language, each piece of the panel and
    /// the hand drawn alone touches only the rows it says it may.
    #[test]
    fn pieces_draw_only_in_their_rows() {
        let fonts = font::fonts().unwrap();
        for (name, players) in [("europe", 5), ("usa", 4), ("switzerland", 3), ("world", 5)] {
            let board = crate::maps::board(name).unwrap();
            let names: Vec<String> = (1..=players).map(|p| format!("p{p}")).collect();
            let mut state = new_game(&board, &names, GameOptions::default(), 9).unwrap();
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(9);
            let mut moments = Vec::new();
            for n in 0..400 {
                if n % 25 == 0 || matches!(state.stage, Stage::Tunnel(_)) {
                    moments.push(state.clone());
                }
                if play_random(&board, &mut state, &mut rng, 1, |_, _| Ok(())).unwrap() == 0 {
                    break;
                }
            }
            end_now(&mut state);
            moments.push(state);
            let mut drawn = 0;
            for lang in Lang::ALL {
                let words = words::get(lang);
                let pix = Pixmap::new(1400, 900).unwrap();
                let mut cv = Canvas { pix, fonts, words };
                for (i, state) in moments.iter().enumerate() {
                    let seat = i % players;
                    let pv = player_view(&board, state, seat);
                    let view = &pv.public;
                    let what = format!("{name} {lang} moment {i}");
                    let plan = panel::plan(fonts, words, (&board, view), 1400.0, i % 2 == 0);
                    let viewer = Some(seat);
                    let (part, grid) =
                        panel_pieces::part((fonts, words), (&board, view), viewer, (0, &plan));
                    let paint = |cv: &mut Canvas, p: &panel_pieces::Piece, top| {
                        p.draw(cv, &board, &grid, top)
                    };
                    drawn += check(&mut cv, &part.pieces, &what, paint);
                    let look = Look {
                        patterns: i % 2 == 1,
                        phone: false,
                    };
                    let part = hand::part(words, &board, &pv, 0, look);
                    let paint =
                        |cv: &mut Canvas, p: &hand::Piece, top| p.draw(cv, &board, top, look);
                    drawn += check(&mut cv, &part.pieces, &what, paint);
                }
            }
            assert!(drawn > moments.len() * 12, "{name}: {drawn} pieces drawn");
        }
    }
}
