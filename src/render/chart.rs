//! The score breakdown at a game's end: one stacked bar per player, in
//! final order — routes, tickets gained and lost, the longest path (or the
//! board's bonus), stations, harbors and exchanges — on a zero line, losses
//! to its left.

use super::draw::{Align, Canvas, TextStyle};
use super::font::Face;
use super::palette::{INK, MUTED, PANEL, rgb};
use super::panel::swatch;
use super::{RenderError, font, words};
use crate::i18n::Lang;
use crate::msg;
use crate::rules::{Board, Family, PlayerScore, PublicView, rank_seats};
use tiny_skia::Pixmap;

const WIDTH: u32 = 1200;
const TOP: f32 = 70.0;
const ROW: f32 = 64.0;
const BAR: f32 = 36.0;
const NAME_W: f32 = 300.0;
const PAD: f32 = 24.0;

/// One source of points: its label, color and each seat's points.
struct Part {
    label: String,
    color: u32,
    points: Vec<i32>,
}

/// The parts this board scores, in bar order.
fn parts(board: &Board, lang: Lang, fs: &[PlayerScore]) -> Vec<Part> {
    let w = words::get(lang);
    let of = |f: &dyn Fn(&PlayerScore) -> i32| fs.iter().map(f).collect::<Vec<i32>>();
    let part = |label: &str, color, points| Part {
        label: label.to_string(),
        color,
        points,
    };
    let gained = |s: &PlayerScore| s.tickets.iter().map(|t| t.scored.max(0)).sum();
    let lost = |s: &PlayerScore| s.tickets.iter().map(|t| t.scored.min(0)).sum();
    let mut out = vec![
        part(&w.routes, 0x5B8DB8, of(&|s| s.breakdown.routes)),
        part(
            &w.tr(&msg!("render-chart-tickets-won")),
            0x2E9B57,
            of(&gained),
        ),
        part(
            &w.tr(&msg!("render-chart-tickets-lost")),
            0xC8443A,
            of(&lost),
        ),
    ];
    if board.family.config().longest_bonus > 0 {
        out.push(part(&w.longest, 0xE0A020, of(&|s| s.breakdown.longest)));
    }
    match board.family {
        Family::Europe => out.push(part(
            &w.station_points,
            0x8E6CC0,
            of(&|s| s.breakdown.stations),
        )),
        Family::World => {
            out.push(part(
                &w.harbor_points,
                0x1D4E89,
                of(&|s| s.breakdown.harbors),
            ));
            out.push(part(&w.exchange, 0x7A7A7A, of(&|s| s.breakdown.exchange)));
        }
        Family::Usa | Family::Switzerland => {}
    }
    out
}

/// The chart of a finished game's scores as PNG bytes, in `lang`.
pub fn score_chart_png(
    board: &Board,
    view: &PublicView,
    lang: Lang,
) -> Result<Vec<u8>, RenderError> {
    let fs = view
        .final_scores
        .as_ref()
        .filter(|f| f.len() == view.players.len())
        .ok_or_else(|| RenderError::Mismatch("the game has no final scores".into()))?;
    let fonts = font::fonts()?;
    let words = words::get(lang);
    let parts = parts(board, lang, fs);
    let n = fs.len() as f32;
    let h = (TOP + ROW * n + 90.0).ceil() as u32;
    let pix = Pixmap::new(WIDTH, h).ok_or(RenderError::Canvas(WIDTH, h))?;
    let mut cv = Canvas { pix, fonts, words };
    cv.pix.fill(rgb(PANEL));
    let title = words.tr(&msg!("render-chart-title", board = words.title(board)));
    cv.text(
        &title,
        PAD,
        42.0,
        TextStyle::new(Face::Bold, 26.0, rgb(INK)),
    );
    let scale = Scale::fit(&parts, fs.len());
    let built: Vec<u8> = view
        .players
        .iter()
        .map(|p| board.family.config().stations.saturating_sub(p.stations))
        .collect();
    for (row, seat) in rank_seats(board, fs, &built).into_iter().enumerate() {
        let y = TOP + ROW * row as f32;
        swatch(&mut cv, seat, PAD, y + 5.0, 26.0);
        let name = format!("{}. {}", row + 1, view.players[seat].name);
        let name = cv.fonts.fit(Face::Bold, 20.0, &name, NAME_W - 120.0);
        let st = TextStyle::new(Face::Bold, 20.0, rgb(INK));
        cv.text_mid(&name, PAD + 36.0, y + 18.0, st);
        let total = fs[seat].breakdown.total.to_string();
        cv.text_mid(&total, NAME_W - 10.0, y + 18.0, st.aligned(Align::Right));
        bar(&mut cv, &parts, seat, y, scale);
    }
    cv.rect(scale.zero - 1.0, TOP - 8.0, 2.0, ROW * n, rgb(INK));
    legend(&mut cv, &parts, TOP + ROW * n + 30.0);
    png_rgb(&cv.pix)
}

/// Where the bars' zero line is and how wide a point is.
#[derive(Clone, Copy)]
struct Scale {
    /// The zero line's x.
    zero: f32,
    /// Pixels per point.
    k: f32,
}

impl Scale {
    /// The scale that fits every seat's gains and losses between the names
    /// and the right edge.
    fn fit(parts: &[Part], seats: usize) -> Scale {
        let sum = |pos: bool, s: usize| -> i32 {
            parts
                .iter()
                .map(|p| p.points[s])
                .filter(|&v| (v > 0) == pos && v != 0)
                .sum()
        };
        let most = (0..seats).map(|s| sum(true, s)).max().unwrap_or(0).max(1) as f32;
        let least = (0..seats).map(|s| -sum(false, s)).max().unwrap_or(0) as f32;
        let span = WIDTH as f32 - NAME_W - 2.0 * PAD - 60.0;
        let k = span / (most + least);
        Scale {
            zero: NAME_W + PAD + least * k,
            k,
        }
    }
}

/// One player's stacked bar: gains right of the zero line, losses left of it.
fn bar(cv: &mut Canvas, parts: &[Part], seat: usize, y: f32, scale: Scale) {
    let Scale { zero, k } = scale;
    let (mut right, mut left) = (zero, zero);
    for p in parts {
        let v = p.points[seat];
        if v == 0 {
            continue;
        }
        let len = v.unsigned_abs() as f32 * k;
        let x = if v > 0 {
            right += len;
            right - len
        } else {
            left -= len;
            left
        };
        cv.rect(x, y, len, BAR, rgb(p.color));
        cv.rect(x, y, 1.0, BAR, rgb(0xFFFFFF));
        let text = v.to_string();
        if cv.fonts.width(Face::Bold, 15.0, &text) + 6.0 < len {
            let st = TextStyle::new(Face::Bold, 15.0, rgb(0xFFFFFF)).aligned(Align::Center);
            cv.text_mid(&text, x + len / 2.0, y + BAR / 2.0, st);
        }
    }
}

/// The colors and what they stand for.
fn legend(cv: &mut Canvas, parts: &[Part], y: f32) {
    let mut x = PAD;
    let st = TextStyle::new(Face::Regular, 17.0, rgb(MUTED));
    for p in parts {
        cv.rect(x, y - 9.0, 18.0, 18.0, rgb(p.color));
        x += 24.0 + cv.text_mid(&p.label, x + 24.0, y, st) + 22.0;
    }
}

/// An opaque pixmap as an RGB PNG.
pub(super) fn png_rgb(pix: &Pixmap) -> Result<Vec<u8>, RenderError> {
    let rgb: Vec<u8> = pix
        .data()
        .chunks_exact(4)
        .flat_map(|p| [p[0], p[1], p[2]])
        .collect();
    let mut out = Vec::new();
    let mut enc = png::Encoder::new(&mut out, pix.width(), pix.height());
    enc.set_color(png::ColorType::Rgb);
    enc.set_depth(png::BitDepth::Eight);
    enc.set_compression(png::Compression::Fast);
    let mut writer = enc.write_header()?;
    writer.write_image_data(&rgb)?;
    writer.finish()?;
    Ok(out)
}
