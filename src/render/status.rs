//! The status in large type, read at a phone's width: the board and whose
//! turn (or who won) with the final round at the line's end, what the game
//! waits for, the last move, the face-up row as large cards (the final
//! ranking once the game is over), and the decks. The phone
//! picture opens with it; the public board picture carries it as a band
//! above the map, scaled to its width.

use super::cards::{CardBox, draw_card, draw_empty};
use super::draw::{Align, Canvas, TextStyle};
use super::font::Face;
use super::palette::{self, INK, rgb};
use super::panel;
use crate::i18n::{Lang, Msg};
use crate::msg;
use crate::rules::{Board, Family, Phase, PublicView, Seat};

/// The phone picture's width, which the sizes below are for.
const BASE_W: f32 = 1080.0;
/// Margin, the first line's type, the others', a line, a card (at 1080 px).
pub(super) const PAD: f32 = 24.0;
pub(super) const BIG: f32 = 38.0;
pub(super) const TEXT: f32 = 30.0;
pub(super) const LINE: f32 = 46.0;
pub(super) const CARD: (f32, f32) = (112.0, 74.0);
const GAP: f32 = 12.0;

/// Where the status is drawn: a block `width` px wide, its sizes the
/// phone's times `width / 1080`, with or without the decks' line.
#[derive(Clone, Copy, Debug)]
pub(super) struct Frame {
    pub width: f32,
    pub decks: bool,
}

impl Frame {
    fn k(self) -> f32 {
        self.width / BASE_W
    }

    /// The block's height with `news` lines under the first.
    pub(super) fn height(self, news: usize) -> f32 {
        let lines = LINE * (1 + news) as f32;
        let tail = if self.decks {
            CARD.1 + 20.0 + LINE
        } else {
            10.0 + CARD.1
        };
        (PAD + lines + tail + PAD) * self.k()
    }
}

/// What the lines under the first say, as messages: what the game waits
/// for, if anything more than the next move, and the last move.
pub(super) fn news_msgs(board: &Board, view: &PublicView) -> Vec<Msg> {
    let last = panel::last_move_text(board, view).map(|t| msg!("render-last", what = t));
    waiting(board, view).into_iter().chain(last).collect()
}

/// What the game waits for from the player to move, when it is more than
/// their next move: a substitute for their seat, a tunnel's payment, a
/// second card, a ticket choice.
fn waiting(board: &Board, view: &PublicView) -> Option<Msg> {
    let seat = view.turn.filter(|_| view.phase == Phase::Play)?;
    let player = view.players.get(seat)?.name.clone();
    if view.open_seats.contains(&seat) {
        return Some(msg!("render-waits-substitute", player = player));
    }
    if let Some(t) = &view.tunnel {
        let route = board.lane_name(t.lane);
        return Some(msg!(
            "render-waits-tunnel",
            player = player,
            route = route,
            count = t.extra
        ));
    }
    if view.second_draw {
        return Some(msg!("render-waits-second", player = player));
    }
    view.choosing_tickets
        .then(|| msg!("render-waits-tickets", player = player))
}

/// The status as text in `lang`, line by line as the band draws it: the
/// board and whose turn it is (or the winner), the final round, what the
/// game waits for, and the last move.
pub(super) fn text_lines(board: &Board, view: &PublicView, lang: Lang) -> Vec<String> {
    let words = super::words::get(lang);
    let mut first = words.title(board).to_string();
    match (view.phase, view.turn) {
        (Phase::Play, Some(seat)) => {
            let name = view.players.get(seat).map_or("", |p| p.name.as_str());
            first = format!("{first} · {} {name}", words.turn);
        }
        (Phase::Over, _) => {
            first = format!("{first} · {}", words.game_over);
            let order = panel::order(board, view);
            let best = order.first().and_then(|&seat| {
                let score = view.final_scores.as_ref()?.get(seat)?;
                Some((view.players.get(seat)?, score))
            });
            if let Some((player, score)) = best {
                let line = msg!(
                    "render-winner",
                    player = player.name.clone(),
                    points = score.breakdown.total
                );
                first = format!("{first} · {}", lang.tr(&line));
            }
        }
        _ => {
            let setup = match board.family {
                Family::World => &words.setup_world,
                _ => &words.setup,
            };
            first = format!("{first} · {setup}");
        }
    }
    if let Some(n) = view.final_turns.filter(|_| view.phase == Phase::Play) {
        first = format!(
            "{first} · {}",
            lang.tr(&msg!("render-final-round", count = n))
        );
    }
    let news = news_msgs(board, view).into_iter().map(|m| lang.tr(&m));
    std::iter::once(first).chain(news).collect()
}

/// How many lines [`news`] gives.
pub(super) fn news_lines(board: &Board, view: &PublicView) -> usize {
    news_msgs(board, view).len()
}

/// The lines under the first, in the canvas's language, each cut to fit.
pub(super) fn news(cv: &Canvas, board: &Board, view: &PublicView, frame: Frame) -> Vec<String> {
    let max = frame.width - 2.0 * PAD * frame.k();
    news_msgs(board, view)
        .iter()
        .map(|m| {
            let line = cv.words.tr(m);
            cv.fonts.fit(Face::Regular, TEXT * frame.k(), &line, max)
        })
        .collect()
}

/// Draws the status with its top edge at `top`, on the panel's color
/// (the caller paints it).
pub(super) fn draw(
    cv: &mut Canvas,
    board: &Board,
    view: &PublicView,
    news: &[String],
    (frame, top): (Frame, f32),
) {
    lines(cv, board, view, news, (frame, top));
    let y = row_top(frame, top, news.len());
    row(cv, board, view, frame, y);
    if frame.decks {
        let k = frame.k();
        let text = TextStyle::new(Face::Regular, TEXT * k, rgb(INK));
        let y = y + (CARD.1 + 20.0 + LINE / 2.0) * k;
        let decks = cv.words.tr(&panel::decks_msg(board, view));
        let max = frame.width - 2.0 * PAD * k;
        let decks = cv.fonts.fit(Face::Regular, TEXT * k, &decks, max);
        cv.text_mid(&decks, PAD * k, y, text);
    }
}

/// Draws the first line and the `news` lines under it, the status's top
/// edge at `top`. They end above [`lines_end`].
pub(super) fn lines(
    cv: &mut Canvas,
    board: &Board,
    view: &PublicView,
    news: &[String],
    (frame, top): (Frame, f32),
) {
    let k = frame.k();
    let text = TextStyle::new(Face::Regular, TEXT * k, rgb(INK));
    let mut mids = line_mids(frame, top, news.len());
    if let Some(y) = mids.next() {
        headline(cv, board, view, frame, y);
    }
    for (line, y) in news.iter().zip(mids) {
        cv.text_mid(line, PAD * k, y, text);
    }
}

/// The middle of each line: the first, then `news` more under it, the
/// status's top edge at `top`.
fn line_mids(frame: Frame, top: f32, news: usize) -> impl Iterator<Item = f32> {
    let (k, first) = (frame.k(), top + (PAD + LINE / 2.0) * frame.k());
    std::iter::successors(Some(first), move |y| Some(y + LINE * k)).take(news + 1)
}

/// The middle of the last line.
fn last_mid(frame: Frame, top: f32, news: usize) -> f32 {
    line_mids(frame, top, news).last().unwrap_or(top)
}

/// A row below which the lines draw nothing: the last line's type reaches
/// at most 0.36 of its size below its middle to the baseline, and less than
/// a third of it more below that; a pixel more for anti-aliasing.
pub(super) fn lines_end(frame: Frame, top: f32, news: usize) -> f32 {
    let size = if news == 0 { BIG } else { TEXT };
    last_mid(frame, top, news) + 0.7 * size * frame.k() + 1.0
}

/// Where the row under `news` lines starts, the status's top edge at `top`.
pub(super) fn row_top(frame: Frame, top: f32, news: usize) -> f32 {
    last_mid(frame, top, news) + (LINE / 2.0 + 10.0) * frame.k()
}

/// Draws the row under the lines, its top at `y`: the face-up cards, or
/// the final ranking once the game is over.
pub(super) fn row(cv: &mut Canvas, board: &Board, view: &PublicView, frame: Frame, y: f32) {
    if view.phase == Phase::Over {
        ranking(cv, board, view, frame, y);
    } else {
        face_up(cv, board, view, frame.k(), y);
    }
}

/// The final ranking in the row under the lines, its top at `y`: each
/// player's place, swatch, name and points, best first.
fn ranking(cv: &mut Canvas, board: &Board, view: &PublicView, frame: Frame, y: f32) {
    let Some(scores) = &view.final_scores else {
        return;
    };
    let k = frame.k();
    let order = panel::order(board, view);
    let slot = (frame.width - 2.0 * PAD * k) / order.len().max(1) as f32;
    let mid = y + CARD.1 * k / 2.0;
    let text = TextStyle::new(Face::Bold, TEXT * k, rgb(INK));
    for (place, &seat) in order.iter().enumerate() {
        let x = PAD * k + slot * place as f32;
        let Some((player, score)) = view.players.get(seat).zip(scores.get(seat)) else {
            continue;
        };
        panel::swatch(cv, seat, x, mid - 16.0 * k, 32.0 * k);
        let line = cv.words.tr(&msg!(
            "render-ranking",
            place = place + 1,
            player = player.name.clone(),
            points = score.breakdown.total
        ));
        let line = cv.fonts.fit(Face::Bold, TEXT * k, &line, slot - 52.0 * k);
        cv.text_mid(&line, x + 42.0 * k, mid, text);
    }
}

/// The face-up cards in the row under the lines, their top at `y`.
fn face_up(cv: &mut Canvas, board: &Board, view: &PublicView, k: f32, y: f32) {
    let world = board.family == Family::World;
    for (i, card) in view.face_up.iter().enumerate() {
        let b = CardBox {
            x: (PAD + (CARD.0 + GAP) * i as f32) * k,
            y,
            w: CARD.0 * k,
            h: CARD.1 * k,
        };
        match card {
            Some(c) => draw_card(cv, *c, b, world, false),
            None => draw_empty(cv, b),
        }
    }
}

/// The first line, centred on `y`: the board, then whose turn it is, who
/// won, or what the game waits for.
fn headline(cv: &mut Canvas, board: &Board, view: &PublicView, frame: Frame, y: f32) {
    let (k, words) = (frame.k(), cv.words);
    let max = frame.width - PAD * k;
    let bold = TextStyle::new(Face::Bold, BIG * k, rgb(INK));
    let text = TextStyle::new(Face::Regular, TEXT * k, rgb(INK));
    let x = PAD * k + cv.text_mid(words.title(board), PAD * k, y, bold) + 18.0 * k;
    let max = max - final_round(cv, view, frame, y);
    match (view.phase, view.turn) {
        (Phase::Play, Some(seat)) => {
            let w = cv.text_mid(&words.turn, x, y, text);
            named(cv, seat, &view.players[seat].name, (x + w, max), y, k);
        }
        (Phase::Over, _) => {
            let over = TextStyle::new(Face::Bold, BIG * k, rgb(palette::OVER));
            let w = cv.text_mid(&words.game_over, x, y, over);
            if let Some((seat, line)) = winner(cv, board, view, frame) {
                named(cv, seat, &line, (x + w, max), y, k);
            }
        }
        _ => {
            let what = if board.family == Family::World {
                &words.setup_world
            } else {
                &words.setup
            };
            let what = cv.fonts.fit(Face::Regular, TEXT * k, what, max - x);
            cv.text_mid(&what, x, y, text);
        }
    }
}

/// Writes the final round's turns left at the right end of the first
/// line, when it has started; returns the width it took.
fn final_round(cv: &mut Canvas, view: &PublicView, frame: Frame, y: f32) -> f32 {
    let Some(n) = view.final_turns.filter(|_| view.phase == Phase::Play) else {
        return 0.0;
    };
    let k = frame.k();
    let style = TextStyle::new(Face::Bold, TEXT * k, rgb(palette::OVER)).aligned(Align::Right);
    let line = cv.words.tr(&msg!("render-final-round", count = n));
    cv.text_mid(&line, frame.width - PAD * k, y, style) + 24.0 * k
}

/// A seat's swatch then `label` in bold, from `x` and cut at `max`.
fn named(cv: &mut Canvas, seat: Seat, label: &str, (x, max): (f32, f32), y: f32, k: f32) {
    panel::swatch(cv, seat, x + 10.0 * k, y - 18.0 * k, 36.0 * k);
    let nx = x + 56.0 * k;
    let label = cv.fonts.fit(Face::Bold, BIG * k, label, max - nx);
    cv.text_mid(&label, nx, y, TextStyle::new(Face::Bold, BIG * k, rgb(INK)));
}

/// The winner's seat and the line that names them (cut to two fifths of
/// the width) with their points.
fn winner(cv: &Canvas, board: &Board, view: &PublicView, frame: Frame) -> Option<(Seat, String)> {
    let scores = view.final_scores.as_ref()?;
    let seat = *panel::order(board, view).first()?;
    let name = &view.players[seat].name;
    let name = cv
        .fonts
        .fit(Face::Bold, BIG * frame.k(), name, frame.width * 0.4);
    let line = msg!(
        "render-winner",
        player = name,
        points = scores[seat].breakdown.total
    );
    Some((seat, cv.words.tr(&line)))
}
