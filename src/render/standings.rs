//! A tournament's standings and a round's pairings as PNG pictures: one row
//! per player (rank, name, tournament points, VP %, wins, games), and one
//! card per table (its players in seat order, with places and points once
//! it has finished). Drawn large enough to read when a phone shows them at
//! 400 px wide. Pure functions of public sheets: no seed or hand reaches them.

use super::chart::png_rgb;
use super::draw::{Align, Canvas, TextStyle};
use super::font::Face;
use super::palette::{INK, MUTED, PANEL, rgb};
use super::{RenderError, font, words};
use crate::i18n::{Lang, Msg};
use crate::msg;
use serde::{Deserialize, Serialize};
use tiny_skia::Pixmap;

const WIDTH: u32 = 800;
const PAD: f32 = 28.0;
const TITLE_H: f32 = 78.0;
const ROW: f32 = 46.0;
const TEXT: f32 = 24.0;
const BAND: u32 = 0xEFEBE0;
const RULE: u32 = 0xC9C2B0;
const GOLD: u32 = 0xB8860B;
/// Most rows drawn (the alt text and the message list everyone).
pub(super) const MOST_ROWS: usize = 64;

/// One player's line of the standings.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct SheetRow {
    pub rank: u32,
    pub name: String,
    pub tp: i32,
    /// VP share, 0..=1.
    pub vp_pct: f64,
    pub wins: u32,
    pub games: u32,
    pub dropped: bool,
}

/// The standings of a tournament after `round` rounds.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct StandingsSheet {
    pub name: String,
    pub round: u32,
    pub rows: Vec<SheetRow>,
}

/// One seat of a paired table; `result` once the table has finished:
/// 0-based place, score and tournament points.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct SheetSeat {
    pub name: String,
    pub result: Option<(u8, i32, u32)>,
}

/// One table of a round.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct SheetTable {
    pub number: u8,
    /// Its channel's name (`R2·T3·USA`).
    pub name: String,
    pub seats: Vec<SheetSeat>,
    pub by_computer: bool,
}

/// The pairings of one round of a tournament.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct PairingsSheet {
    pub name: String,
    pub round: u32,
    pub tables: Vec<SheetTable>,
    pub byes: Vec<String>,
}

/// A blank canvas of `h` px with the title written on top.
fn canvas(lang: Lang, h: f32, title: &Msg) -> Result<Canvas<'static>, RenderError> {
    let fonts = font::fonts()?;
    let words = words::get(lang);
    let h = h.ceil() as u32;
    let pix = Pixmap::new(WIDTH, h).ok_or(RenderError::Canvas(WIDTH, h))?;
    let mut cv = Canvas { pix, fonts, words };
    cv.pix.fill(rgb(PANEL));
    let text = cv
        .fonts
        .fit(Face::Bold, 30.0, &words.tr(title), WIDTH as f32 - 2.0 * PAD);
    cv.text(&text, PAD, 48.0, TextStyle::new(Face::Bold, 30.0, rgb(INK)));
    Ok(cv)
}

/// The standings as PNG bytes, labelled in `lang`.
pub fn standings_png(sheet: &StandingsSheet, lang: Lang) -> Result<Vec<u8>, RenderError> {
    let rows = &sheet.rows[..sheet.rows.len().min(MOST_ROWS)];
    let h = TITLE_H + ROW * (rows.len() as f32 + 1.0) + PAD;
    let title = msg!(
        "tourney-pic-standings",
        name = sheet.name.as_str(),
        round = sheet.round
    );
    let mut cv = canvas(lang, h, &title)?;
    // Right edges of the number columns: TP, VP %, wins, games.
    let cols = [460.0, 570.0, 668.0, WIDTH as f32 - PAD - 12.0];
    let head = [
        msg!("tourney-pic-tp"),
        msg!("tourney-pic-vp"),
        msg!("tourney-pic-wins"),
        msg!("tourney-pic-games"),
    ];
    let muted = TextStyle::new(Face::Bold, 20.0, rgb(MUTED));
    let y = TITLE_H + ROW / 2.0;
    let player = cv.words.tr(&msg!("tourney-pic-player"));
    cv.text_mid(&player, PAD + 64.0, y, muted);
    for (x, m) in cols.iter().zip(&head) {
        let label = cv.words.tr(m);
        cv.text_mid(&label, *x, y, muted.aligned(Align::Right));
    }
    cv.rect(
        PAD,
        TITLE_H + ROW - 2.0,
        WIDTH as f32 - 2.0 * PAD,
        2.0,
        rgb(RULE),
    );
    for (i, row) in rows.iter().enumerate() {
        standings_row(&mut cv, row, TITLE_H + ROW * (i as f32 + 1.0), i, &cols);
    }
    png_rgb(&cv.pix)
}

/// One player's row at `top`.
fn standings_row(cv: &mut Canvas, row: &SheetRow, top: f32, i: usize, cols: &[f32; 4]) {
    if i % 2 == 1 {
        cv.rect(PAD, top, WIDTH as f32 - 2.0 * PAD, ROW, rgb(BAND));
    }
    let y = top + ROW / 2.0;
    let ink = rgb(if row.dropped { MUTED } else { INK });
    let rank_ink = if row.rank == 1 { rgb(GOLD) } else { ink };
    let bold = TextStyle::new(Face::Bold, TEXT, rank_ink).aligned(Align::Right);
    cv.text_mid(&row.rank.to_string(), PAD + 44.0, y, bold);
    // The dropped mark stays whole: a long name is cut before it.
    let room = cols[0] - 80.0 - PAD - 64.0;
    let tag = |name: &str| msg!("tourney-pic-dropped", player = name);
    let name = if row.dropped {
        let bare = cv.words.tr(&tag(""));
        let left = room - cv.fonts.width(Face::Regular, TEXT, &bare);
        let short = cv.fonts.fit(Face::Regular, TEXT, &row.name, left);
        cv.words.tr(&tag(&short))
    } else {
        cv.fonts.fit(Face::Regular, TEXT, &row.name, room)
    };
    cv.text_mid(
        &name,
        PAD + 64.0,
        y,
        TextStyle::new(Face::Regular, TEXT, ink),
    );
    let values = [
        row.tp.to_string(),
        format!("{:.1}", row.vp_pct * 100.0),
        row.wins.to_string(),
        row.games.to_string(),
    ];
    for (k, (x, v)) in cols.iter().zip(&values).enumerate() {
        let face = if k == 0 { Face::Bold } else { Face::Regular };
        let st = TextStyle::new(face, TEXT, ink).aligned(Align::Right);
        cv.text_mid(v, *x, y, st);
    }
}

/// Height of a table's card.
fn card_h(t: &SheetTable) -> f32 {
    ROW + ROW * t.seats.len() as f32 + 12.0
}

/// The pairings (and the results so far) as PNG bytes, labelled in `lang`.
pub fn pairings_png(sheet: &PairingsSheet, lang: Lang) -> Result<Vec<u8>, RenderError> {
    let tables = &sheet.tables[..sheet.tables.len().min(MOST_ROWS)];
    let cards: f32 = tables.iter().map(|t| card_h(t) + 16.0).sum();
    let byes = if sheet.byes.is_empty() { 0.0 } else { ROW };
    let h = TITLE_H + cards + byes + PAD;
    let title = msg!(
        "tourney-pic-pairings",
        name = sheet.name.as_str(),
        round = sheet.round
    );
    let mut cv = canvas(lang, h, &title)?;
    let mut top = TITLE_H;
    for t in tables {
        table_card(&mut cv, t, top);
        top += card_h(t) + 16.0;
    }
    if !sheet.byes.is_empty() {
        let line = msg!("tourney-pic-byes", players = sheet.byes.join(", "));
        let text = cv.words.tr(&line);
        let text = cv
            .fonts
            .fit(Face::Regular, TEXT, &text, WIDTH as f32 - 2.0 * PAD);
        let st = TextStyle::new(Face::Regular, TEXT, rgb(MUTED));
        cv.text_mid(&text, PAD, top + ROW / 2.0, st);
    }
    png_rgb(&cv.pix)
}

/// One table's card at `top`: its heading, then a row per seat.
fn table_card(cv: &mut Canvas, t: &SheetTable, top: f32) {
    let w = WIDTH as f32 - 2.0 * PAD;
    cv.rect(PAD, top, w, card_h(t), rgb(RULE));
    cv.rect(
        PAD + 2.0,
        top + 2.0,
        w - 4.0,
        card_h(t) - 4.0,
        rgb(0xFFFFFF),
    );
    cv.rect(PAD + 2.0, top + 2.0, w - 4.0, ROW - 2.0, rgb(BAND));
    let head = msg!(
        "tourney-pic-table",
        table = t.number,
        name = t.name.as_str()
    );
    let head = cv.words.tr(&head);
    let st = TextStyle::new(Face::Bold, TEXT, rgb(INK));
    cv.text_mid(&head, PAD + 16.0, top + ROW / 2.0, st);
    let state = match (t.seats.iter().all(|s| s.result.is_some()), t.by_computer) {
        (false, _) => msg!("tourney-pic-playing"),
        (true, false) => msg!("tourney-pic-finished"),
        (true, true) => msg!("tourney-pic-by-computer"),
    };
    let state = cv.words.tr(&state);
    let muted = TextStyle::new(Face::Regular, 20.0, rgb(MUTED)).aligned(Align::Right);
    cv.text_mid(&state, PAD + w - 16.0, top + ROW / 2.0, muted);
    for (i, seat) in t.seats.iter().enumerate() {
        let y = top + ROW * (i as f32 + 1.5) + 6.0;
        seat_line(cv, i, seat, y, PAD + w - 16.0);
    }
}

/// One seat: its number and player, then place, score and points if known.
fn seat_line(cv: &mut Canvas, i: usize, seat: &SheetSeat, y: f32, right: f32) {
    super::panel::swatch(cv, i, PAD + 16.0, y - 13.0, 26.0);
    let name = cv.fonts.fit(Face::Regular, TEXT, &seat.name, 380.0);
    cv.text_mid(
        &name,
        PAD + 56.0,
        y,
        TextStyle::new(Face::Regular, TEXT, rgb(INK)),
    );
    let Some((place, score, tp)) = seat.result else {
        return;
    };
    let text = msg!(
        "tourney-pic-result",
        place = place + 1,
        score = score,
        tp = tp
    );
    let text = cv.words.tr(&text);
    let ink = if place == 0 { GOLD } else { INK };
    let st = TextStyle::new(Face::Bold, TEXT, rgb(ink)).aligned(Align::Right);
    cv.text_mid(&text, right, y, st);
}

/// What the standings picture shows, in words, for screen readers.
pub fn standings_alt(sheet: &StandingsSheet) -> Msg {
    let rows: Vec<String> = (sheet.rows.iter().take(MOST_ROWS))
        .map(|r| format!("{}. {} {}", r.rank, r.name, r.tp))
        .collect();
    msg!(
        "tourney-pic-standings-alt",
        name = sheet.name.as_str(),
        round = sheet.round,
        rows = rows.join("; ")
    )
}

/// What the pairings picture shows, in words, for screen readers.
pub fn pairings_alt(sheet: &PairingsSheet) -> Msg {
    let tables: Vec<String> = (sheet.tables.iter().take(MOST_ROWS))
        .map(|t| {
            let names: Vec<&str> = t.seats.iter().map(|s| s.name.as_str()).collect();
            format!("{}: {}", t.number, names.join(", "))
        })
        .collect();
    msg!(
        "tourney-pic-pairings-alt",
        name = sheet.name.as_str(),
        round = sheet.round,
        tables = tables.join("; ")
    )
}
