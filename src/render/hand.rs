//! The private panel: the viewer's cards by kind and count, their tickets
//! (complete or not, with points) and any ticket offer waiting for a choice,
//! in the picture's language.

use super::below::{self, Part};
use super::cards::{CardBox, draw_card};
use super::draw::{Canvas, TextStyle, push_cross, push_tick};
use super::font::Face;
use super::palette::{self, INK, MUTED, rgb};
use super::panel::PAD;
use super::patterns::{self, Look};
use super::words::Words;
use crate::msg;
use crate::rules::{Board, Card, Color as CardColor, Family, PlayerView, TicketId, TicketValue};
use tiny_skia::PathBuilder;

/// The hand's ground.
const GROUND: u32 = 0xF2EEE4;
const HEADER: f32 = 34.0;
const CARD_ROW: f32 = 40.0;
const TICKET_ROW: f32 = 25.0;
const TICKET_COLS: usize = 3;
const CELL_W: f32 = 98.0;

/// Least room for the row labels (World), and the gap after them.
const ROW_LABEL_W: f32 = 110.0;
const ROW_LABEL_GAP: f32 = 14.0;

/// The rows of card kinds shown: label and cards (World: trains, harbor
/// trains, ships, double ships).
fn card_rows(family: Family, w: &Words) -> Vec<(&str, Vec<Card>)> {
    let colors = CardColor::ALL;
    if family != Family::World {
        let mut row: Vec<Card> = colors.iter().map(|&c| Card::Train(c)).collect();
        row.push(Card::Loco);
        return vec![("", row)];
    }
    let mut trains: Vec<Card> = colors.iter().map(|&c| Card::Train(c)).collect();
    trains.push(Card::Loco);
    vec![
        (&w.row_trains, trains),
        (
            &w.row_harbor_trains,
            colors.iter().map(|&c| Card::HarborTrain(c)).collect(),
        ),
        (
            &w.row_ships,
            colors.iter().map(|&c| Card::Ship(c)).collect(),
        ),
        (
            &w.row_double_ships,
            colors.iter().map(|&c| Card::DoubleShip(c)).collect(),
        ),
    ]
}

/// Every card kind a hand on this board can hold, in the panel's order.
pub(super) fn card_kinds(family: Family) -> Vec<Card> {
    let w = super::words::get(crate::i18n::Lang::En);
    card_rows(family, w)
        .into_iter()
        .flat_map(|(_, row)| row)
        .collect()
}

fn ticket_block(n: usize) -> f32 {
    if n == 0 {
        return 0.0;
    }
    28.0 + TICKET_ROW * n.div_ceil(TICKET_COLS) as f32 + 6.0
}

/// The private panel's height.
pub(super) fn height(board: &Board, pv: &PlayerView) -> f32 {
    // World shows four rows of card kinds (see `card_rows`), the others one.
    let rows = if board.family == Family::World {
        4.0
    } else {
        1.0
    };
    HEADER
        + CARD_ROW * rows
        + 8.0
        + ticket_block(pv.tickets.len().max(1))
        + ticket_block(pv.offer.len())
        + 2.0 * PAD
}

/// "8", "up to 13" (a country ticket), "21 / 15" (a tour: in order / any order).
pub(super) fn points_text(w: &Words, board: &Board, t: TicketId) -> String {
    match &board.tickets[t].value {
        TicketValue::Pair { points, .. } => format!("{points}"),
        TicketValue::Options(o) => {
            let best = o.iter().map(|o| o.points).max().unwrap_or(0);
            w.tr(&msg!("render-points-up-to", points = best))
        }
        TicketValue::Tour {
            in_order,
            any_order,
            ..
        } => format!("{in_order} / {any_order}"),
    }
}

/// The hand as a part of the body from row `top`, drawn as `look` asks.
pub(super) fn part(
    words: &Words,
    board: &Board,
    pv: &PlayerView,
    top: u32,
    look: Look,
) -> Part<Piece> {
    let world = board.family == Family::World;
    let reader = (&pv.public.board, pv.seat, words.lang, look.patterns, world);
    Part {
        tag: "hand",
        rows: (top, top + height(board, pv).ceil() as u32),
        ground: GROUND,
        context: below::context(reader),
        pieces: pieces(words, board, pv),
    }
}

/// One thing the hand draws, `y` px below its top.
#[derive(Debug, Hash)]
pub(super) enum Piece {
    /// The title line centred on `y`: whose hand, and a note (that it is
    /// private; on the World board, the pieces left in the box).
    Title { y: u32, head: String, note: String },
    /// A row of cards from `y`: its label, and each card with how many
    /// the hand holds.
    Cards {
        y: u32,
        label: String,
        cards: Vec<(Card, u8)>,
    },
    /// A list of tickets' heading, centred on `y`.
    Heading { y: u32, text: String },
    /// One ticket of a list, centred on `y`, in column `col`.
    Ticket { y: u32, col: usize, row: Row },
}

impl super::below::Piece for Piece {
    fn rows(&self) -> (f32, f32) {
        match self {
            // Text reaches less than its size either side of its middle.
            Piece::Title { y, .. } => around(*y, 20.0),
            Piece::Heading { y, .. } | Piece::Ticket { y, .. } => around(*y, 17.0),
            // A card's stamp keeps a margin round it; the counts are
            // centred on it.
            Piece::Cards { y, .. } => (*y as f32 - 5.0, *y as f32 + 35.0),
        }
    }
}

/// The rows `reach` px either side of `y`.
fn around(y: u32, reach: f32) -> (f32, f32) {
    (y as f32 - reach, y as f32 + reach)
}

/// The hand's pieces in drawing order.
pub(super) fn pieces(words: &Words, board: &Board, pv: &PlayerView) -> Vec<Piece> {
    let title_y = PAD as u32 + 12;
    let mut out = vec![title(words, board, pv, title_y)];
    let mut y = title_y + HEADER as u32 - 6;
    for (label, row) in card_rows(board.family, words) {
        let cards = row.into_iter().map(|c| (c, pv.hand.count(c))).collect();
        let label = label.to_string();
        out.push(Piece::Cards { y, label, cards });
        y += CARD_ROW as u32;
    }
    y += 8;
    let list: Vec<Row> = pv
        .tickets
        .iter()
        .map(|t| Row {
            ticket: t.ticket,
            mark: Some(t.complete),
            label: t
                .via
                .first()
                .map(|&p| words.tr(&msg!("render-ticket-via", city = board.place_name(p)))),
        })
        .collect();
    y = tickets(&mut out, tickets_heading(words, pv), list, y);
    if !pv.offer.is_empty() {
        // Numbered as `/keep` takes them, in reading order.
        let list: Vec<Row> = pv
            .offer
            .iter()
            .enumerate()
            .map(|(i, &t)| Row {
                ticket: t,
                mark: None,
                label: Some(format!("{}.", i + 1)),
            })
            .collect();
        tickets(&mut out, words.offer.clone(), list, y);
    }
    out
}

/// The hand's title line centred on `y`: whose hand, that it is private
/// and, on the World board, the pieces left in the box.
fn title(words: &Words, board: &Board, pv: &PlayerView, y: u32) -> Piece {
    let name = pv.public.players[pv.seat].name.as_str();
    let head = words.tr(&msg!("render-hand-title", name = name));
    let mut note = words.hand_private.clone();
    if board.family == Family::World {
        let reserve = msg!(
            "render-hand-box",
            trains = pv.box_trains,
            ships = pv.box_ships
        );
        note = format!("{} · {note}", words.tr(&reserve));
    }
    Piece::Title { y, head, note }
}

/// A heading and a list of tickets in columns, in reading order (left to
/// right, then down), from `top`; returns the y below it.
fn tickets(out: &mut Vec<Piece>, text: String, list: Vec<Row>, top: u32) -> u32 {
    let below = top + ticket_block(list.len().max(1)) as u32;
    out.push(Piece::Heading { y: top + 10, text });
    for (i, row) in list.into_iter().enumerate() {
        let y = top + 28 + TICKET_ROW as u32 * (i / TICKET_COLS) as u32 + 10;
        let col = i % TICKET_COLS;
        out.push(Piece::Ticket { y, col, row });
    }
    below
}

impl Piece {
    /// Draws it in the hand whose top edge is at `top`.
    pub(super) fn draw(&self, cv: &mut Canvas, board: &Board, top: f32, look: Look) {
        match self {
            Piece::Title { y, head, note } => draw_title(cv, head, note, top + *y as f32),
            Piece::Cards { y, label, cards } => {
                let y = top + *y as f32;
                draw_cards(cv, board, (label, cards), y, look);
            }
            Piece::Heading { y, text } => {
                let head = TextStyle::new(Face::Bold, 16.0, rgb(INK));
                cv.text_mid(text, PAD, top + *y as f32, head);
            }
            Piece::Ticket { y, col, row } => ticket(cv, board, row, *col, top + *y as f32),
        }
    }
}

/// The title line centred on `y`: the head, and the note after it.
fn draw_title(cv: &mut Canvas, head: &str, note: &str, y: f32) {
    let head = cv.fonts.fit(Face::Bold, 19.0, head, 900.0);
    let hw = cv.text_mid(&head, PAD, y, TextStyle::new(Face::Bold, 19.0, rgb(INK)));
    let muted = TextStyle::new(Face::Regular, 15.0, rgb(MUTED));
    cv.text_mid(note, PAD + hw + 14.0, y, muted);
}

/// A row of cards from `y`, each card with how many the hand holds.
fn draw_cards(
    cv: &mut Canvas,
    board: &Board,
    (label, row): (&str, &[(Card, u8)]),
    y: f32,
    look: Look,
) {
    let world = board.family == Family::World;
    let label_style = TextStyle::new(Face::Bold, 15.0, rgb(MUTED));
    let label_w = card_rows(board.family, cv.words)
        .iter()
        .map(|(label, _)| cv.fonts.width(Face::Bold, 15.0, label))
        .fold(ROW_LABEL_W, f32::max);
    let mut x = PAD;
    if !label.is_empty() {
        cv.text_mid(label, x, y + 14.0, label_style);
        x += label_w + ROW_LABEL_GAP;
    }
    for &(card, n) in row {
        let b = CardBox {
            x,
            y,
            w: 44.0,
            h: 29.0,
        };
        draw_card(cv, card, b, world, n == 0);
        if look.patterns {
            card_pattern(cv, card, b, world);
        }
        let color = if n == 0 { rgb(0xAAAAAA) } else { rgb(INK) };
        let count = TextStyle::new(Face::Bold, 18.0, color);
        cv.text_mid(&format!("×{n}"), x + 50.0, y + 14.5, count);
        x += CELL_W;
    }
}

/// One ticket in a list: a ✓ or ✗ for kept tickets, and a note (the
/// station it is done through) or an offer's number.
#[derive(Debug, Hash)]
pub(super) struct Row {
    ticket: TicketId,
    mark: Option<bool>,
    label: Option<String>,
}

/// A ticket of a list centred on `mid`, in column `col`.
fn ticket(cv: &mut Canvas, board: &Board, r: &Row, col: usize, mid: f32) {
    let col_w = (cv.pix.width() as f32 - 2.0 * PAD) / TICKET_COLS as f32;
    let text = TextStyle::new(Face::Regular, 16.0, rgb(INK));
    let bold = TextStyle::new(Face::Bold, 16.0, rgb(INK));
    let x = PAD + col_w * col as f32;
    let mut tx = x;
    if let Some(ok) = r.mark {
        mark(cv, ok, x, mid);
        tx += 24.0;
    }
    let (note, after) = match (&r.label, r.mark) {
        (Some(n), None) => (None, Some(n.as_str())),
        (n, _) => (n.as_deref(), None),
    };
    if let Some(number) = after {
        tx += cv.text_mid(number, tx, mid, bold) + 6.0;
    }
    let pts = points_text(cv.words, board, r.ticket);
    let pts_w = cv.fonts.width(Face::Bold, 16.0, &pts);
    let note_w = note.map_or(0.0, |n| cv.fonts.width(Face::Regular, 14.0, n) + 8.0);
    let room = col_w - (tx - x) - pts_w - note_w - 20.0;
    let name = cv
        .fonts
        .fit(Face::Regular, 16.0, &board.ticket_name(r.ticket), room);
    let nw = cv.text_mid(&name, tx, mid, text);
    let pw = cv.text_mid(&pts, tx + nw + 8.0, mid, bold);
    if let Some(n) = note {
        let st = TextStyle::new(Face::Regular, 14.0, rgb(0x1B7F3A));
        cv.text_mid(n, tx + nw + pw + 16.0, mid, st);
    }
}

/// A ✓ (complete) or ✗ in an 18 px box left of `x`, centred on `mid`.
pub(super) fn mark(cv: &mut Canvas, ok: bool, x: f32, mid: f32) {
    let mut pb = PathBuilder::new();
    if ok {
        push_tick(&mut pb, x, mid - 9.0, 18.0);
    } else {
        push_cross(&mut pb, x, mid - 9.0, 18.0);
    }
    let color = if ok { rgb(0x1B7F3A) } else { rgb(0x4B2BBF) };
    if let Some(p) = pb.finish() {
        cv.stroke(&p, color, 3.2);
    }
}

/// A card's colour pattern (see [`super::patterns`]); locomotives have none.
fn card_pattern(cv: &mut Canvas, card: Card, b: CardBox, world: bool) {
    let (Card::Train(c) | Card::HarborTrain(c) | Card::Ship(c) | Card::DoubleShip(c)) = card else {
        return;
    };
    let mut pb = PathBuilder::new();
    let centre = (b.x + b.w / 2.0, b.y + b.h / 2.0);
    patterns::push(&mut pb, c, centre, 0.0, (b.w, b.h));
    if let Some(path) = pb.finish() {
        cv.stroke(&path, palette::route(Some(c), world).ink, patterns::LINE);
    }
}

/// The heading over a player's tickets: how many of them are complete.
pub(super) fn tickets_heading(words: &Words, pv: &PlayerView) -> String {
    if pv.tickets.is_empty() {
        return words.tickets_none.clone();
    }
    let done = pv.tickets.iter().filter(|t| t.complete).count();
    words.tr(&msg!(
        "render-tickets-done",
        done = done,
        count = pv.tickets.len()
    ))
}
