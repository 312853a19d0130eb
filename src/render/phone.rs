//! The phone picture: a portrait picture 1080 px wide that reads at the
//! width a phone shows it. The status comes first in large type (whose
//! turn, the last move, the face-up row and the decks), then the map scaled
//! to the width with its names written large, then the players, and for a
//! private picture the reader's cards and tickets, one per line.

use super::RenderError;
use super::cards::{CardBox, draw_card};
use super::draw::{Align, Canvas, TextStyle};
use super::font::Face;
use super::geometry::WIDTH as MAP_WIDTH;
use super::hand;
use super::labels::Style;
use super::palette::{self, INK, MUTED, rgb};
use super::panel;
use super::static_layer::Art;
use super::status::{self, BIG, CARD, LINE, PAD, TEXT};
use crate::msg;
use crate::rules::{Board, Card, Family, Phase, PlaceKind, PlayerView, PublicView, TicketId};
use tiny_skia::{FilterQuality, Pixmap, PixmapPaint, Transform};

/// The picture's width.
pub(super) const WIDTH: u32 = 1080;
/// Place names on the scaled map.
const NAME: f32 = 18.0;
/// The width of the halo around them.
const HALO: f32 = 5.0;
const ROW: f32 = 54.0;
/// The final table: a player's first line (rank, name, total), the lines
/// of their points under it, and where those lines start.
const FINAL_ROW: f32 = 60.0;
const FINAL_LINE: f32 = 40.0;
const FINAL_INDENT: f32 = 116.0;

/// Turns `cv`'s picture — the drawn map at full size, pieces on, names not
/// yet written — into the phone picture.
pub(super) fn draw(
    cv: &mut Canvas,
    board: &Board,
    art: &Art,
    view: &PublicView,
    private: Option<&PlayerView>,
) -> Result<(), RenderError> {
    let (mw, mh) = (cv.pix.width(), cv.pix.height());
    let k = WIDTH as f32 / mw as f32;
    let map_h = (mh as f32 * k).ceil();
    let frame = status::Frame {
        width: WIDTH as f32,
        decks: true,
    };
    let news = status::news(cv, board, view, frame);
    let status_h = frame.height(news.len());
    let table_h = table_height(cv, board, view);
    let hand_h = private.map_or(0.0, |pv| hand_height(board, pv));
    let h = (status_h + map_h + table_h + hand_h).ceil() as u32;
    let mut pix = Pixmap::new(WIDTH, h).ok_or(RenderError::Canvas(WIDTH, h))?;
    pix.fill(rgb(palette::PANEL));
    let map = std::mem::replace(&mut cv.pix, pix);
    status::draw(cv, board, view, &news, (frame, 0.0));
    let paint = PixmapPaint {
        quality: FilterQuality::Bicubic,
        ..PixmapPaint::default()
    };
    let at = Transform::from_scale(k, k).post_translate(0.0, status_h);
    cv.pix.draw_pixmap(0, 0, map.as_ref(), &paint, at, None);
    names(cv, board, art, k, status_h);
    let mut y = status_h + map_h;
    cv.rect(0.0, y, WIDTH as f32, 3.0, rgb(0x8A8577));
    match view.final_scores {
        Some(_) => final_table(cv, board, view, private.map(|pv| pv.seat), y + PAD),
        None => table(cv, board, view, private.map(|pv| pv.seat), y + PAD),
    }
    y += table_h;
    if let Some(pv) = private {
        hand_block(cv, board, pv, y);
    }
    Ok(())
}

/// How the phone picture's place names are drawn, in map pixels.
pub(super) fn label_style() -> Style {
    Style::scaled(NAME, HALO, WIDTH as f32 / MAP_WIDTH)
}

/// The place names, written large over the scaled map (`k` its scale,
/// `top` where it starts), with their leader lines.
fn names(cv: &mut Canvas, board: &Board, art: &Art, k: f32, top: f32) {
    let bg = palette::background(&board.name);
    let at = |(x, y): (f32, f32)| (x * k, top + y * k);
    for label in &art.layout.phone_labels {
        if let Some([a, b]) = label.leader {
            let (a, b) = (at(a), at(b));
            cv.line(a, b, bg, 5.0);
            cv.line(a, b, rgb(INK), 2.0);
        }
    }
    for (place, label) in board.places.iter().zip(&art.layout.phone_labels) {
        let color = match place.kind {
            PlaceKind::Country => rgb(0x7A1F19),
            PlaceKind::City => rgb(INK),
        };
        let st = TextStyle::new(Face::Bold, NAME, color).with_halo(bg, HALO);
        let (x, baseline) = at((label.x, label.baseline));
        cv.text(&place.name, x, baseline, st);
    }
}

/// The players' table's height: a row a player under a row of heads, or
/// at game over the final table.
fn table_height(cv: &Canvas, board: &Board, view: &PublicView) -> f32 {
    if view.final_scores.is_none() {
        return ROW * (view.players.len() + 1) as f32 + 2.0 * PAD;
    }
    let cols = panel::columns(cv.words, board, view);
    let rows: f32 = (0..view.players.len())
        .map(|seat| FINAL_ROW + FINAL_LINE * points_lines(cv, &cols, seat).len() as f32)
        .sum();
    rows + 2.0 * PAD
}

/// A player's points but the total ("Routes 56 · Tickets +12 (3/4) · …"),
/// in as many lines as the width under their name needs.
fn points_lines(cv: &Canvas, cols: &[panel::Column], seat: usize) -> Vec<String> {
    let room = WIDTH as f32 - PAD - FINAL_INDENT;
    let mut lines: Vec<String> = Vec::new();
    for c in cols.iter().skip(1) {
        let part = format!("{} {}", c.head, c.values[seat]);
        let joined = lines.last().map(|l| format!("{l} · {part}"));
        match (lines.last_mut(), joined) {
            (Some(last), Some(j)) if cv.fonts.width(Face::Regular, TEXT, &j) <= room => *last = j,
            _ => lines.push(cv.fonts.fit(Face::Regular, TEXT, &part, room)),
        }
    }
    lines
}

/// The final table, in the ranking's order: for each player their place,
/// swatch, name and total in large type, and their points under it, so it
/// reads on a phone without a column too narrow for its heading.
fn final_table(cv: &mut Canvas, board: &Board, view: &PublicView, viewer: Option<usize>, top: f32) {
    let cols = panel::columns(cv.words, board, view);
    let Some(totals) = cols.first() else {
        return;
    };
    let right = WIDTH as f32 - PAD;
    let mut y = top;
    for (rank, seat) in panel::order(board, view).into_iter().enumerate() {
        let mid = y + FINAL_ROW / 2.0;
        let bold = TextStyle::new(Face::Bold, BIG, rgb(INK));
        cv.text_mid(&format!("{}.", rank + 1), PAD, mid, bold);
        panel::swatch(cv, seat, PAD + 38.0, mid - 19.0, 38.0);
        let total = &totals.values[seat];
        let total_w = cv.text_mid(total, right, mid, bold.aligned(Align::Right));
        let face = if viewer == Some(seat) {
            Face::Bold
        } else {
            Face::Regular
        };
        let room = right - total_w - 24.0 - FINAL_INDENT;
        let name = cv.fonts.fit(face, BIG, &view.players[seat].name, room);
        let st = TextStyle::new(face, BIG, rgb(INK));
        cv.text_mid(&name, FINAL_INDENT, mid, st);
        y += FINAL_ROW;
        for line in points_lines(cv, &cols, seat) {
            let st = TextStyle::new(Face::Regular, TEXT, rgb(INK));
            cv.text_mid(&line, FINAL_INDENT, y + FINAL_LINE / 2.0 - 4.0, st);
            y += FINAL_LINE;
        }
    }
}

/// The players: swatch, name and the panel's columns, in large type.
fn table(cv: &mut Canvas, board: &Board, view: &PublicView, viewer: Option<usize>, top: f32) {
    let words = cv.words;
    let cols = panel::columns(words, board, view);
    let head = TextStyle::new(Face::Bold, 22.0, rgb(MUTED));
    let col_w = ((WIDTH as f32 - 2.0 * PAD - 330.0) / cols.len().max(1) as f32).min(150.0);
    let right = WIDTH as f32 - PAD;
    let x_col = |i: usize| right - col_w * (cols.len() - 1 - i) as f32;
    cv.text(&words.player, PAD + 52.0, top + 26.0, head);
    for (i, c) in cols.iter().enumerate() {
        let h = cv.fonts.fit(Face::Bold, 22.0, c.head, col_w - 8.0);
        cv.text(&h, x_col(i), top + 26.0, head.aligned(Align::Right));
    }
    let name_w = x_col(0) - col_w - PAD - 52.0;
    for (row, seat) in panel::order(board, view).into_iter().enumerate() {
        let mid = top + ROW * (row + 1) as f32 + ROW / 2.0 - 6.0;
        if view.turn == Some(seat) && view.phase == Phase::Play {
            let y = mid - ROW / 2.0 + 4.0;
            cv.rect(
                PAD - 8.0,
                y,
                WIDTH as f32 - 2.0 * PAD + 16.0,
                ROW - 4.0,
                rgb(0xFFF1B8),
            );
        }
        panel::swatch(cv, seat, PAD, mid - 19.0, 38.0);
        let face = if viewer == Some(seat) {
            Face::Bold
        } else {
            Face::Regular
        };
        let name = cv.fonts.fit(face, TEXT, &view.players[seat].name, name_w);
        cv.text_mid(&name, PAD + 52.0, mid, TextStyle::new(face, TEXT, rgb(INK)));
        for (i, c) in cols.iter().enumerate() {
            let face = if i == 0 { Face::Bold } else { Face::Regular };
            let st = TextStyle::new(face, TEXT, rgb(INK)).aligned(Align::Right);
            cv.text_mid(&c.values[seat], x_col(i), mid, st);
        }
    }
}

/// The card kinds shown: those held (every train color on boards without
/// ships, so a count of zero shows too).
fn shown_cards(board: &Board, pv: &PlayerView) -> Vec<Card> {
    hand::card_kinds(board.family)
        .into_iter()
        .filter(|&c| board.family != Family::World || pv.hand.count(c) > 0)
        .collect()
}

const CELL: f32 = 258.0;
const PER_ROW: usize = 4;

fn hand_height(board: &Board, pv: &PlayerView) -> f32 {
    let cards = shown_cards(board, pv).len().max(1).div_ceil(PER_ROW) as f32;
    let offer = if pv.offer.is_empty() {
        0.0
    } else {
        LINE * (pv.offer.len() + 1) as f32
    };
    PAD + LINE + cards * (CARD.1 + 14.0) + LINE * (pv.tickets.len() + 1) as f32 + offer + PAD
}

/// The reader's cards and tickets.
fn hand_block(cv: &mut Canvas, board: &Board, pv: &PlayerView, top: f32) {
    let words = cv.words;
    let w = WIDTH as f32;
    cv.rect(0.0, top, w, hand_height(board, pv), rgb(0xF2EEE4));
    cv.rect(0.0, top, w, 3.0, rgb(0x8A8577));
    let world = board.family == Family::World;
    let bold = TextStyle::new(Face::Bold, TEXT, rgb(INK));
    let name = pv.public.players[pv.seat].name.as_str();
    let head = words.tr(&msg!("render-hand-title", name = name));
    let head = cv.fonts.fit(Face::Bold, TEXT, &head, w - 2.0 * PAD);
    let mut y = top + PAD + LINE / 2.0;
    cv.text_mid(&head, PAD, y, bold);
    y += LINE / 2.0;
    for (i, card) in shown_cards(board, pv).into_iter().enumerate() {
        let (col, row) = (i % PER_ROW, i / PER_ROW);
        let b = CardBox {
            x: PAD + CELL * col as f32,
            y: y + (CARD.1 + 14.0) * row as f32,
            w: CARD.0,
            h: CARD.1,
        };
        let n = pv.hand.count(card);
        draw_card(cv, card, b, world, n == 0);
        let color = if n == 0 { rgb(0xAAAAAA) } else { rgb(INK) };
        let st = TextStyle::new(Face::Bold, BIG, color);
        cv.text_mid(
            &format!("×{n}"),
            b.x + CARD.0 + 10.0,
            b.y + CARD.1 / 2.0,
            st,
        );
    }
    let rows = shown_cards(board, pv).len().max(1).div_ceil(PER_ROW) as f32;
    y += rows * (CARD.1 + 14.0) + LINE / 2.0;
    let heading = super::hand::tickets_heading(words, pv);
    cv.text_mid(&heading, PAD, y, bold);
    for t in &pv.tickets {
        y += LINE;
        hand::mark(cv, t.complete, PAD, y);
        ticket_line(cv, board, t.ticket, PAD + 34.0, y);
    }
    if !pv.offer.is_empty() {
        y += LINE;
        cv.text_mid(&words.offer, PAD, y, bold);
        for (i, &t) in pv.offer.iter().enumerate() {
            y += LINE;
            let nw = cv.text_mid(&format!("{}.", i + 1), PAD, y, bold);
            ticket_line(cv, board, t, PAD + nw + 10.0, y);
        }
    }
}

/// A ticket's places and points on one line from `x`.
fn ticket_line(cv: &mut Canvas, board: &Board, ticket: TicketId, x: f32, mid: f32) {
    let pts = hand::points_text(cv.words, board, ticket);
    let bold = TextStyle::new(Face::Bold, TEXT, rgb(INK));
    let pw = cv.fonts.width(Face::Bold, TEXT, &pts);
    let room = WIDTH as f32 - PAD - x - pw - 16.0;
    let name = cv
        .fonts
        .fit(Face::Regular, TEXT, &board.ticket_name(ticket), room);
    let nw = cv.text_mid(&name, x, mid, TextStyle::new(Face::Regular, TEXT, rgb(INK)));
    cv.text_mid(&pts, x + nw + 14.0, mid, bold);
}
