//! The panel as pieces drawn on its ground (see `below`): the player
//! table's headings and rows, and the status block's lines, each with all
//! it shows.

use super::below::{self, Part};
use super::cards::{CardBox, draw_card, draw_empty};
use super::draw::{Align, Canvas, TextStyle, push_arrow};
use super::font::{Face, Fonts};
use super::palette::{self, INK, MUTED, rgb};
use super::panel::{
    FACE_H, FACE_W, HEAD, MIN_NAME_W, NAME_W, PAD, Plan, RIGHT_X, ROW, columns, decks_msg, order,
    status_width, swatch,
};
use super::words::Words;
use crate::msg;
use crate::rules::{Board, Card, Family, Phase, PublicView, Seat};
use tiny_skia::PathBuilder;

/// One thing the panel draws, `y` px below its top.
#[derive(Debug, Hash)]
pub(super) enum Piece {
    /// The table's headings, on the baseline `y`.
    Heads { y: u32 },
    /// A seat's row of the table from `y`: its place, whether it is the
    /// seat's turn, its name (bold: the reader's) and its values.
    Seat {
        y: u32,
        row: usize,
        seat: Seat,
        turn: bool,
        name: (String, bool),
        values: Vec<String>,
    },
    /// The board's title and the game's state, centred on `y`.
    Headline { y: u32, state: State },
    /// A line of news centred on `y`.
    News { y: u32, line: String },
    /// The face-up cards' label centred on `y`, and the cards under it.
    FaceUp { y: u32, cards: Vec<Option<Card>> },
    /// The decks' line centred on `y`.
    Decks { y: u32, line: String },
    /// A tunnel's route, revealed cards and extra cards asked, from `y`.
    Tunnel {
        y: u32,
        route: String,
        revealed: Vec<Card>,
        extra: u8,
    },
}

/// The game's state as the headline shows it.
#[derive(Debug, Hash)]
pub(super) enum State {
    Setup,
    /// Whose turn it is: the seat and its name.
    Turn(Seat, String),
    /// Play, waiting for no one.
    Idle,
    Over,
}

impl below::Piece for Piece {
    fn rows(&self) -> (f32, f32) {
        let y = |y: &u32| *y as f32;
        match self {
            Piece::Heads { y: b } => (y(b) - 20.0, y(b) + 8.0),
            // The turn's highlight and the swatch's stamp reach these.
            Piece::Seat { y: t, .. } => (y(t) - 5.0, y(t) + ROW - 3.0),
            Piece::Headline { y: m, .. } => (y(m) - 20.0, y(m) + 20.0),
            Piece::News { y: m, .. } | Piece::Decks { y: m, .. } => (y(m) - 17.0, y(m) + 17.0),
            Piece::FaceUp { y: m, .. } => (y(m) - 17.0, y(m) + 14.0 + FACE_H + 6.0),
            Piece::Tunnel { y: t, .. } => (y(t) - 13.0, y(t) + 25.0),
        }
    }
}

/// Where the table's columns stand.
pub(super) struct Grid {
    heads: Vec<String>,
    /// The ranking's places stand at the left.
    over: bool,
    swatch_x: f32,
    name_x: f32,
    name_w: f32,
    /// Each column's right edge.
    cols_x: Vec<f32>,
}

/// The grid of a table whose columns are headed `heads`, with the
/// ranking's places at its left when `over`.
fn grid(fonts: &Fonts, heads: Vec<String>, over: bool) -> Grid {
    let swatch_x = PAD + if over { 36.0 } else { 22.0 };
    let name_x = swatch_x + 38.0;
    // Each column is as wide as its heading needs; the names give way.
    let col_w: f32 = if heads.len() > 5 { 92.0 } else { 100.0 };
    let widths: Vec<f32> = heads
        .iter()
        .map(|h| col_w.max(fonts.width(Face::Bold, 15.0, h) + 18.0))
        .collect();
    let room = RIGHT_X - 10.0 - name_x - widths.iter().sum::<f32>();
    let name_w = room.clamp(MIN_NAME_W, NAME_W);
    let cols_x = (0..widths.len())
        .map(|i| name_x + name_w + widths[..=i].iter().sum::<f32>() - 10.0)
        .collect();
    Grid {
        heads,
        over,
        swatch_x,
        name_x,
        name_w,
        cols_x,
    }
}

/// The panel as a part of the body from row `top`, on the plan made for
/// it, and the grid its table is drawn on; `viewer` is the seat whose
/// private picture this is.
pub(super) fn part(
    (fonts, words): (&Fonts, &Words),
    (board, view): (&Board, &PublicView),
    viewer: Option<Seat>,
    (top, plan): (u32, &Plan),
) -> (Part<Piece>, Grid) {
    let cols = columns(words, board, view);
    let heads: Vec<String> = cols.iter().map(|c| c.head.to_string()).collect();
    let over = view.final_scores.is_some();
    let context = (&view.board, words.lang, plan.banded, over, &heads);
    let mut pieces = vec![Piece::Heads { y: PAD as u32 + 20 }];
    for (row, seat) in order(board, view).into_iter().enumerate() {
        let mut name = view.players[seat].name.clone();
        if viewer == Some(seat) {
            name = words.tr(&msg!("render-you", name = name));
        }
        pieces.push(Piece::Seat {
            y: (PAD + HEAD + ROW * row as f32) as u32,
            row,
            seat,
            turn: view.turn == Some(seat),
            name: (name, viewer == Some(seat)),
            values: cols.iter().map(|c| c.values[seat].clone()).collect(),
        });
    }
    let y = match plan.banded {
        true => PAD as u32 + 18,
        false => status(&mut pieces, view, PAD as u32 + 18, &plan.news),
    };
    decks_and_tunnel(&mut pieces, words, board, view, y);
    let part = Part {
        tag: "panel",
        rows: (top, top + plan.height.ceil() as u32),
        ground: palette::PANEL,
        context: below::context(context),
        pieces,
    };
    (part, grid(fonts, heads, over))
}

/// The status block's pieces from the headline centred on `y`: the news
/// lines and the face-up row; returns where the decks' line goes.
fn status(out: &mut Vec<Piece>, view: &PublicView, mut y: u32, news: &[String]) -> u32 {
    let state = match (view.phase, view.turn) {
        (Phase::Setup, _) => State::Setup,
        (Phase::Play, Some(s)) => State::Turn(s, view.players[s].name.clone()),
        (Phase::Play, None) => State::Idle,
        (Phase::Over, _) => State::Over,
    };
    out.push(Piece::Headline { y, state });
    y += 30;
    for line in news {
        out.push(Piece::News {
            y,
            line: line.clone(),
        });
        y += 26;
    }
    let cards = view.face_up.clone();
    out.push(Piece::FaceUp { y, cards });
    y + 14 + FACE_H as u32 + 22
}

/// The decks' line centred on `y`, and a tunnel's cards under it.
fn decks_and_tunnel(out: &mut Vec<Piece>, w: &Words, board: &Board, view: &PublicView, y: u32) {
    let line = w.tr(&decks_msg(board, view));
    out.push(Piece::Decks { y, line });
    if let Some(t) = &view.tunnel {
        out.push(Piece::Tunnel {
            y: y + 26,
            route: board.lane_name(t.lane),
            revealed: t.revealed.clone(),
            extra: t.extra,
        });
    }
}

impl Piece {
    /// Draws it in the panel whose top edge is at `top`, its table on
    /// `grid`.
    pub(super) fn draw(&self, cv: &mut Canvas, board: &Board, grid: &Grid, top: f32) {
        let at = |y: &u32| top + *y as f32;
        match self {
            Piece::Heads { y } => heads(cv, grid, at(y)),
            Piece::Seat { y, .. } => seat_row(cv, self, grid, at(y)),
            Piece::Headline { y, state } => headline(cv, board, state, at(y)),
            Piece::News { y, line } => {
                let regular = TextStyle::new(Face::Regular, 16.0, rgb(INK));
                cv.text_mid(line, RIGHT_X, at(y), regular);
            }
            Piece::FaceUp { y, cards } => face_up(cv, board, cards, at(y)),
            Piece::Decks { y, line } => {
                let max_w = status_width(cv.pix.width() as f32);
                let line = cv.fonts.fit(Face::Regular, 16.0, line, max_w);
                let regular = TextStyle::new(Face::Regular, 16.0, rgb(INK));
                cv.text_mid(&line, RIGHT_X, at(y), regular);
            }
            Piece::Tunnel { y, .. } => tunnel(cv, board, self, at(y)),
        }
    }
}

/// The table's headings on the baseline `y`.
fn heads(cv: &mut Canvas, grid: &Grid, y: f32) {
    let head = TextStyle::new(Face::Bold, 15.0, rgb(MUTED));
    cv.text(&cv.words.player, grid.name_x, y, head);
    for (h, &x) in grid.heads.iter().zip(&grid.cols_x) {
        cv.text(h, x, y, head.aligned(Align::Right));
    }
}

/// A seat's row of the table from `y` (`row` a [`Piece::Seat`]).
fn seat_row(cv: &mut Canvas, row: &Piece, grid: &Grid, y: f32) {
    let Piece::Seat {
        row,
        seat,
        turn,
        name: (name, bold),
        values,
        ..
    } = row
    else {
        return;
    };
    let mid = y + ROW / 2.0 - 4.0;
    if *turn {
        cv.rect(PAD - 6.0, y - 4.0, RIGHT_X - PAD - 10.0, ROW, rgb(0xFFF1B8));
        let mut pb = PathBuilder::new();
        push_arrow(&mut pb, PAD + 14.0, mid, 0.0, 13.0);
        if let Some(p) = pb.finish() {
            cv.fill(&p, rgb(INK));
        }
    }
    if grid.over {
        let st = TextStyle::new(Face::Bold, 17.0, rgb(INK));
        cv.text_mid(&format!("{}.", row + 1), PAD, mid, st);
    }
    swatch(cv, *seat, grid.swatch_x, mid - 13.0, 26.0);
    let face = if *bold { Face::Bold } else { Face::Regular };
    let name = cv.fonts.fit(face, 17.0, name, grid.name_w - 8.0);
    cv.text_mid(
        &name,
        grid.name_x,
        mid,
        TextStyle::new(face, 17.0, rgb(INK)),
    );
    for (i, (v, &x)) in values.iter().zip(&grid.cols_x).enumerate() {
        let face = if i == 0 { Face::Bold } else { Face::Regular };
        let st = TextStyle::new(face, 17.0, rgb(INK)).aligned(Align::Right);
        cv.text_mid(v, x, mid, st);
    }
}

/// The board's title at `y`, then what the game waits for, whose turn it
/// is, or that it is over.
fn headline(cv: &mut Canvas, board: &Board, state: &State, y: f32) {
    let x = RIGHT_X;
    let max_w = status_width(cv.pix.width() as f32);
    let bold = TextStyle::new(Face::Bold, 20.0, rgb(INK));
    let regular = TextStyle::new(Face::Regular, 16.0, rgb(INK));
    let words = cv.words;
    let title_w = cv.text(words.title(board), x, y + 6.0, bold);
    let sx = x + title_w + 14.0;
    match state {
        State::Setup => {
            let what = if board.family == Family::World {
                &words.setup_world
            } else {
                &words.setup
            };
            let what = cv.fonts.fit(Face::Regular, 16.0, what, x + max_w - sx);
            cv.text_mid(&what, sx, y, regular);
        }
        State::Turn(seat, name) => {
            let w = cv.text_mid(&words.turn, sx, y, regular);
            swatch(cv, *seat, sx + w + 8.0, y - 11.0, 22.0);
            let nx = sx + w + 38.0;
            let name = cv.fonts.fit(Face::Bold, 17.0, name, x + max_w - nx);
            cv.text_mid(&name, nx, y, TextStyle::new(Face::Bold, 17.0, rgb(INK)));
        }
        State::Idle => {}
        State::Over => {
            let over = TextStyle::new(Face::Bold, 17.0, rgb(palette::OVER));
            cv.text_mid(&words.game_over, sx, y, over);
        }
    }
}

/// The face-up cards' label centred on `y`, and the cards under it.
fn face_up(cv: &mut Canvas, board: &Board, cards: &[Option<Card>], y: f32) {
    let muted = TextStyle::new(Face::Bold, 15.0, rgb(MUTED));
    cv.text_mid(&cv.words.face_up, RIGHT_X, y, muted);
    let world = board.family == Family::World;
    for (i, card) in cards.iter().enumerate() {
        let b = CardBox {
            x: RIGHT_X + (FACE_W + 8.0) * i as f32,
            y: y + 14.0,
            w: FACE_W,
            h: FACE_H,
        };
        match card {
            Some(c) => draw_card(cv, *c, b, world, false),
            None => draw_empty(cv, b),
        }
    }
}

/// A tunnel's route, revealed cards and extra cards asked, from `y` (`t`
/// a [`Piece::Tunnel`]).
fn tunnel(cv: &mut Canvas, board: &Board, t: &Piece, y: f32) {
    let Piece::Tunnel {
        route,
        revealed,
        extra,
        ..
    } = t
    else {
        return;
    };
    let max_w = status_width(cv.pix.width() as f32);
    let regular = TextStyle::new(Face::Regular, 16.0, rgb(INK));
    let words = cv.words;
    let label = words.tr(&msg!("render-tunnel", route = route.as_str()));
    let label = cv.fonts.fit(Face::Regular, 16.0, &label, max_w - 220.0);
    let mut cx = RIGHT_X + cv.text_mid(&label, RIGHT_X, y + 6.0, regular) + 10.0;
    for c in revealed {
        let b = CardBox {
            x: cx,
            y: y - 8.0,
            w: 40.0,
            h: 28.0,
        };
        draw_card(cv, *c, b, board.family == Family::World, false);
        cx += 46.0;
    }
    let more = words.tr(&msg!("render-tunnel-more", count = *extra));
    let bold = TextStyle::new(Face::Bold, 16.0, rgb(INK));
    cv.text_mid(&more, cx + 4.0, y + 6.0, bold);
}
