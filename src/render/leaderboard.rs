//! A league's leaderboard as a picture: up to 20 players by rating, each
//! with their rank, name, rating (a provisional one marked and greyed) and
//! games played, under the table's title.

use super::chart::png_rgb;
use super::draw::{Align, Canvas, TextStyle, push_round_rect};
use super::font::Face;
use super::palette::{INK, MUTED, PANEL, rgb};
use super::{RenderError, font, words};
use crate::i18n::Lang;
use crate::msg;
use serde::{Deserialize, Serialize};
use tiny_skia::{PathBuilder, Pixmap};

const WIDTH: u32 = 800;
const PAD: f32 = 28.0;
const TOP: f32 = 150.0;
const ROW: f32 = 44.0;
/// Rows drawn at most.
pub const ROWS: usize = 20;

/// One row of the leaderboard.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Row {
    pub rank: u32,
    pub name: String,
    /// The rating as shown.
    pub rating: i32,
    pub provisional: bool,
    pub games: u32,
}

/// A leaderboard: its title (server table, board, season) and rows, best
/// first.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Leaderboard {
    pub title: String,
    pub rows: Vec<Row>,
}

/// Gold, silver and bronze for the first three ranks.
const MEDALS: [u32; 3] = [0xD4A017, 0x9EA7B0, 0xB8733B];

/// The leaderboard as PNG bytes, its headings in `lang`.
pub fn leaderboard_png(board: &Leaderboard, lang: Lang) -> Result<Vec<u8>, RenderError> {
    let fonts = font::fonts()?;
    let words = words::get(lang);
    let n = board.rows.len().min(ROWS);
    let h = (TOP + ROW * n.max(1) as f32 + 56.0).ceil() as u32;
    let pix = Pixmap::new(WIDTH, h).ok_or(RenderError::Canvas(WIDTH, h))?;
    let mut cv = Canvas { pix, fonts, words };
    cv.pix.fill(rgb(PANEL));
    let right = WIDTH as f32 - PAD;
    let head = words.tr(&msg!("league-pic-head"));
    cv.text(&head, PAD, 50.0, TextStyle::new(Face::Bold, 32.0, rgb(INK)));
    let title = cv.fonts.fit(Face::Regular, 22.0, &board.title, right - PAD);
    let st = TextStyle::new(Face::Regular, 22.0, rgb(MUTED));
    cv.text(&title, PAD, 86.0, st);
    let head = TextStyle::new(Face::Bold, 18.0, rgb(MUTED));
    let y = TOP - 22.0;
    cv.text(&words.tr(&msg!("league-pic-player")), PAD + 64.0, y, head);
    let rating = words.tr(&msg!("league-pic-rating"));
    cv.text(&rating, right - 130.0, y, head.aligned(Align::Right));
    let games = words.tr(&msg!("league-pic-games"));
    cv.text(&games, right, y, head.aligned(Align::Right));
    cv.rect(PAD, TOP - 10.0, right - PAD, 2.0, rgb(INK));
    for (i, r) in board.rows.iter().take(ROWS).enumerate() {
        row(&mut cv, r, TOP + ROW * i as f32, i % 2 == 1);
    }
    if board.rows.is_empty() {
        let none = words.tr(&msg!("league-pic-empty"));
        let st = TextStyle::new(Face::Regular, 20.0, rgb(MUTED));
        cv.text_mid(&none, PAD, TOP + ROW / 2.0, st);
    }
    let note = words.tr(&msg!("league-pic-provisional"));
    let st = TextStyle::new(Face::Regular, 16.0, rgb(MUTED));
    cv.text(&note, PAD, h as f32 - 22.0, st);
    png_rgb(&cv.pix)
}

/// One player's row at `y`, on a light stripe every other row.
fn row(cv: &mut Canvas, r: &Row, y: f32, striped: bool) {
    let right = WIDTH as f32 - PAD;
    let mid = y + ROW / 2.0;
    if striped {
        cv.rect(PAD, y, right - PAD, ROW, rgb(0xEFEBE2));
    }
    let rank = r.rank.to_string();
    let medal = usize::try_from(r.rank).ok().and_then(|k| k.checked_sub(1));
    if let Some(&color) = medal.and_then(|k| MEDALS.get(k)) {
        let mut pb = PathBuilder::new();
        push_round_rect(&mut pb, PAD + 10.0, mid - 16.0, 32.0, 32.0, 16.0);
        if let Some(path) = pb.finish() {
            cv.fill(&path, rgb(color));
        }
        let st = TextStyle::new(Face::Bold, 20.0, rgb(0xFFFFFF)).aligned(Align::Center);
        cv.text_mid(&rank, PAD + 26.0, mid, st);
    } else {
        let st = TextStyle::new(Face::Bold, 20.0, rgb(MUTED)).aligned(Align::Center);
        cv.text_mid(&rank, PAD + 26.0, mid, st);
    }
    let name = cv
        .fonts
        .fit(Face::Regular, 21.0, &r.name, right - 200.0 - PAD - 64.0);
    cv.text_mid(
        &name,
        PAD + 64.0,
        mid,
        TextStyle::new(Face::Regular, 21.0, rgb(INK)),
    );
    let (shown, color) = match r.provisional {
        true => (format!("{}?", r.rating), MUTED),
        false => (r.rating.to_string(), INK),
    };
    let st = TextStyle::new(Face::Bold, 22.0, rgb(color)).aligned(Align::Right);
    cv.text_mid(&shown, right - 130.0, mid, st);
    let st = TextStyle::new(Face::Regular, 20.0, rgb(MUTED)).aligned(Align::Right);
    cv.text_mid(&r.games.to_string(), right, mid, st);
}
