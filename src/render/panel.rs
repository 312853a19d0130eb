//! The public panel under the map: a row per player (swatch with symbol,
//! name, score, pieces, cards, tickets, stations or harbors — or the final
//! ranking with its breakdown), whose turn it is, the last move, the
//! face-up cards and the deck sizes.

use super::cards::{CardBox, draw_card, draw_empty};
use super::draw::{Align, Canvas, TextStyle, push_arrow, push_round_rect, push_symbol};
use super::font::Face;
use super::palette::{self, INK, MUTED, rgb};
use crate::rules::board::Board;
use crate::rules::config::Family;
use crate::rules::scoring::rank_seats;
use crate::rules::state::{LastMove, Phase, Seat};
use crate::rules::view::PublicView;
use tiny_skia::PathBuilder;

/// Left and right margin.
pub const PAD: f32 = 16.0;
const ROW: f32 = 34.0;
const HEAD: f32 = 40.0;
/// Where the status block starts.
const RIGHT_X: f32 = 980.0;
const FACE_W: f32 = 56.0;
const FACE_H: f32 = 36.0;

/// The panel's height for this view.
pub fn height(view: &PublicView) -> f32 {
    let table = HEAD + ROW * view.players.len() as f32;
    let status =
        32.0 + 26.0 + 26.0 + FACE_H + 12.0 + 26.0 + if view.tunnel.is_some() { 44.0 } else { 0.0 };
    table.max(status) + 2.0 * PAD
}

/// A swatch: a rounded square in the seat's color with its symbol.
pub fn swatch(cv: &mut Canvas, seat: Seat, x: f32, y: f32, size: f32) {
    let style = palette::player(seat);
    let mut pb = PathBuilder::new();
    push_round_rect(&mut pb, x, y, size, size, 5.0);
    if let Some(p) = pb.finish() {
        cv.fill(&p, style.fill);
        cv.stroke(&p, rgb(0x111111), 1.5);
    }
    let mut pb = PathBuilder::new();
    push_symbol(
        &mut pb,
        style.symbol,
        x + size / 2.0,
        y + size / 2.0,
        size * 0.3,
    );
    if let Some(p) = pb.finish() {
        cv.fill(&p, style.ink);
    }
}

/// One column of the player table: its heading and each seat's value.
struct Column {
    head: &'static str,
    values: Vec<String>,
}

fn count(n: Option<u8>) -> String {
    n.map_or_else(|| "?".to_string(), |n| n.to_string())
}

/// Stations each seat built, from the stations it has left.
fn stations_built(board: &Board, view: &PublicView) -> Vec<u8> {
    let start = board.family.config().stations;
    view.players
        .iter()
        .map(|p| start.saturating_sub(p.stations))
        .collect()
}

fn columns(board: &Board, view: &PublicView) -> Vec<Column> {
    let col = |head, f: &dyn Fn(usize) -> String| Column {
        head,
        values: (0..view.players.len()).map(f).collect(),
    };
    let p = &view.players;
    let mut cols = Vec::new();
    if let Some(fs) = &view.final_scores {
        cols.push(col("Total", &|s| fs[s].breakdown.total.to_string()));
        cols.push(col("Routes", &|s| fs[s].breakdown.routes.to_string()));
        cols.push(col("Tickets", &|s| {
            format!(
                "{:+} ({}/{})",
                fs[s].breakdown.tickets,
                fs[s].completed,
                fs[s].tickets.len()
            )
        }));
        match board.family {
            Family::World => {
                cols.push(col("Harbors", &|s| fs[s].breakdown.harbors.to_string()));
                cols.push(col("Exchange", &|s| fs[s].breakdown.exchange.to_string()));
            }
            Family::Europe => {
                cols.push(col("Longest", &|s| fs[s].breakdown.longest.to_string()));
                cols.push(col("Stations", &|s| fs[s].breakdown.stations.to_string()));
            }
            Family::Usa | Family::Switzerland => {
                cols.push(col("Longest", &|s| fs[s].breakdown.longest.to_string()));
            }
        }
        return cols;
    }
    cols.push(col("Score", &|s| p[s].score.to_string()));
    cols.push(col("Trains", &|s| count(p[s].trains)));
    if board.family == Family::World {
        cols.push(col("Ships", &|s| count(p[s].ships)));
    }
    cols.push(col("Cards", &|s| p[s].cards.to_string()));
    cols.push(col("Tickets", &|s| p[s].tickets.to_string()));
    match board.family {
        Family::Europe => cols.push(col("Stations", &|s| p[s].stations.to_string())),
        Family::World => cols.push(col("Harbors", &|s| p[s].harbors.to_string())),
        Family::Usa | Family::Switzerland => {}
    }
    cols
}

/// The seats in table order: the final ranking once the game is over.
fn order(board: &Board, view: &PublicView) -> Vec<Seat> {
    match &view.final_scores {
        Some(fs) => rank_seats(board, fs, &stations_built(board, view)),
        None => (0..view.players.len()).collect(),
    }
}

/// Draws the panel with its top edge at `top`; `viewer` is the seat whose
/// private picture this is.
pub fn draw(cv: &mut Canvas, board: &Board, view: &PublicView, viewer: Option<Seat>, top: f32) {
    let w = cv.pix.width() as f32;
    let h = height(view);
    cv.rect(0.0, top, w, h, rgb(palette::PANEL));
    cv.rect(0.0, top, w, 2.0, rgb(0x8A8577));
    table(cv, board, view, viewer, top + PAD);
    status(cv, board, view, top + PAD);
}

fn table(cv: &mut Canvas, board: &Board, view: &PublicView, viewer: Option<Seat>, top: f32) {
    let over = view.final_scores.is_some();
    let cols = columns(board, view);
    let head = TextStyle::new(Face::Bold, 15.0, rgb(MUTED));
    let x_sw = PAD + if over { 36.0 } else { 22.0 };
    let x_name = x_sw + 38.0;
    let name_w = 210.0;
    let col_w = if cols.len() > 5 { 92.0 } else { 100.0 };
    let x_col = |i: usize| x_name + name_w + col_w * (i as f32 + 1.0) - 10.0;
    cv.text("Player", x_name, top + 20.0, head);
    for (i, c) in cols.iter().enumerate() {
        cv.text(c.head, x_col(i), top + 20.0, head.aligned(Align::Right));
    }
    for (row, seat) in order(board, view).into_iter().enumerate() {
        let y = top + HEAD + ROW * row as f32;
        let mid = y + ROW / 2.0 - 4.0;
        if view.turn == Some(seat) {
            cv.rect(PAD - 6.0, y - 4.0, RIGHT_X - PAD - 10.0, ROW, rgb(0xFFF1B8));
            let mut pb = PathBuilder::new();
            push_arrow(&mut pb, PAD + 14.0, mid, 0.0, 13.0);
            if let Some(p) = pb.finish() {
                cv.fill(&p, rgb(INK));
            }
        }
        if over {
            let st = TextStyle::new(Face::Bold, 17.0, rgb(INK));
            cv.text_mid(&format!("{}.", row + 1), PAD, mid, st);
        }
        swatch(cv, seat, x_sw, mid - 13.0, 26.0);
        let face = if viewer == Some(seat) {
            Face::Bold
        } else {
            Face::Regular
        };
        let mut name = view.players[seat].name.clone();
        if viewer == Some(seat) {
            name.push_str(" (you)");
        }
        let name = cv.fonts.fit(face, 17.0, &name, name_w - 8.0);
        cv.text_mid(&name, x_name, mid, TextStyle::new(face, 17.0, rgb(INK)));
        for (i, c) in cols.iter().enumerate() {
            let face = if i == 0 { Face::Bold } else { Face::Regular };
            let st = TextStyle::new(face, 17.0, rgb(INK)).aligned(Align::Right);
            cv.text_mid(&c.values[seat], x_col(i), mid, st);
        }
    }
}

/// What the last move was, in words.
fn last_move_text(board: &Board, view: &PublicView) -> Option<String> {
    let name = |s: &Seat| view.players[*s].name.as_str();
    Some(match view.last_move.as_ref()? {
        LastMove::Claimed(s, l) => format!("{} claimed {}", name(s), board.lane_name(*l)),
        LastMove::Station(s, p) => {
            format!("{} built a station in {}", name(s), board.place_name(*p))
        }
        LastMove::Harbor(s, p) => format!("{} built a harbor in {}", name(s), board.place_name(*p)),
        LastMove::Drew(s) => format!("{} drew cards", name(s)),
        LastMove::Tickets(s) => format!("{} drew tickets", name(s)),
        LastMove::Exchange(s) => format!("{} exchanged pieces", name(s)),
        LastMove::Passed(s) => format!("{} passed", name(s)),
    })
}

fn status(cv: &mut Canvas, board: &Board, view: &PublicView, top: f32) {
    let x = RIGHT_X;
    let max_w = cv.pix.width() as f32 - PAD - x;
    let world = board.family == Family::World;
    let bold = TextStyle::new(Face::Bold, 20.0, rgb(INK));
    let regular = TextStyle::new(Face::Regular, 16.0, rgb(INK));
    let mut y = top + 18.0;
    let title_w = cv.text(&board.title, x, y + 6.0, bold);
    let sx = x + title_w + 14.0;
    match view.phase {
        Phase::Setup => {
            let what = if world {
                "Setup: choosing tickets and pieces"
            } else {
                "Setup: choosing tickets"
            };
            cv.text_mid(what, sx, y, regular);
        }
        Phase::Play => {
            if let Some(seat) = view.turn {
                let w = cv.text_mid("Turn:", sx, y, regular);
                swatch(cv, seat, sx + w + 8.0, y - 11.0, 22.0);
                let nx = sx + w + 38.0;
                let name = cv
                    .fonts
                    .fit(Face::Bold, 17.0, &view.players[seat].name, x + max_w - nx);
                cv.text_mid(&name, nx, y, TextStyle::new(Face::Bold, 17.0, rgb(INK)));
            }
        }
        Phase::Over => {
            cv.text_mid(
                "Game over",
                sx,
                y,
                TextStyle::new(Face::Bold, 17.0, rgb(0xB0005A)),
            );
        }
    }
    y += 30.0;
    let mut line2 = Vec::new();
    if let Some(n) = view.final_turns.filter(|_| view.phase == Phase::Play) {
        line2.push(format!(
            "Final round: {n} turn{} left",
            if n == 1 { "" } else { "s" }
        ));
    }
    if let Some(t) = last_move_text(board, view) {
        line2.push(format!("Last: {t}"));
    }
    let text = cv.fonts.fit(Face::Regular, 16.0, &line2.join(" · "), max_w);
    cv.text_mid(&text, x, y, regular);
    y += 26.0;
    cv.text_mid(
        "Face-up cards",
        x,
        y,
        TextStyle::new(Face::Bold, 15.0, rgb(MUTED)),
    );
    y += 14.0;
    for (i, card) in view.face_up.iter().enumerate() {
        let b = CardBox {
            x: x + (FACE_W + 8.0) * i as f32,
            y,
            w: FACE_W,
            h: FACE_H,
        };
        match card {
            Some(c) => draw_card(cv, *c, b, world, false),
            None => draw_empty(cv, b),
        }
    }
    y += FACE_H + 22.0;
    let decks = if world {
        let d = |k: usize| view.decks.get(k).copied().unwrap_or((0, 0));
        format!(
            "Train deck {} (discard {}) · Ship deck {} (discard {}) · Tickets {}",
            d(0).0,
            d(0).1,
            d(1).0,
            d(1).1,
            view.tickets_left
        )
    } else {
        let (draw, discard) = view.decks.first().copied().unwrap_or((0, 0));
        format!(
            "Deck {draw} · Discard {discard} · Tickets {}",
            view.tickets_left
        )
    };
    let decks = cv.fonts.fit(Face::Regular, 16.0, &decks, max_w);
    cv.text_mid(&decks, x, y, regular);
    y += 26.0;
    if let Some(t) = &view.tunnel {
        let label = format!("Tunnel {}: revealed", board.lane_name(t.lane));
        let label = cv.fonts.fit(Face::Regular, 16.0, &label, max_w - 220.0);
        let w = cv.text_mid(&label, x, y + 6.0, regular);
        let mut cx = x + w + 10.0;
        for c in &t.revealed {
            draw_card(
                cv,
                *c,
                CardBox {
                    x: cx,
                    y: y - 8.0,
                    w: 40.0,
                    h: 28.0,
                },
                world,
                false,
            );
            cx += 46.0;
        }
        let more = format!("→ {} more", t.extra);
        cv.text_mid(
            &more,
            cx + 4.0,
            y + 6.0,
            TextStyle::new(Face::Bold, 16.0, rgb(INK)),
        );
    }
}
