//! The status band above the public picture's map, drawn by strip: its
//! lines change with every move and are always drawn, but the face-up row
//! under them changes only when a card is taken from it. Each whole strip
//! of the band below the lines is known by a signature of what is drawn
//! there (see `overlay` for the map's), and a strip whose signature the
//! game's kept strips have is neither drawn nor hashed.

use super::draw::Canvas;
use super::strips::{ROWS, Reusable};
use super::{RenderError, font, palette, spare, status, words};
use crate::i18n::Lang;
use crate::rules::{Board, Family, Phase, PublicView};
use std::hash::Hash;
use tiny_skia::Pixmap;

/// The status band's height on a public picture `width` px wide.
pub(super) fn height(width: u32, board: &Board, view: &PublicView) -> u32 {
    frame(width).height(status::news_lines(board, view)).ceil() as u32
}

fn frame(width: u32) -> status::Frame {
    status::Frame {
        width: width as f32,
        decks: false,
    }
}

/// The band, `w`×`h` px, in a pixmap of its own, with the signature of
/// each of its strips that has one. Strips whose signature is `kept` are
/// left as the spare buffer held them.
pub(super) fn draw(
    (fonts, words, lang): (&font::Fonts, &words::Words, Lang),
    board: &Board,
    view: &PublicView,
    (w, h): (u32, u32),
    kept: &Reusable,
) -> Result<(Pixmap, Vec<Option<u128>>), RenderError> {
    let size = tiny_skia::IntSize::from_wh(w, h).ok_or(RenderError::Canvas(w, h))?;
    let buf = spare::take(spare::Part::Band, w as usize * h as usize * 4);
    let pix = Pixmap::from_vec(buf, size).ok_or(RenderError::Canvas(w, h))?;
    let mut cv = Canvas { pix, fonts, words };
    let frame = frame(w);
    let news = status::news(&cv, board, view, frame);
    let lines_end = status::lines_end(frame, 0.0, news.len());
    let row = status::row_top(frame, 0.0, news.len());
    let signs = signatures(board, view, lang, (w, h), (lines_end, row));
    let redraw: Vec<bool> = signs
        .iter()
        .map(|s| s.is_none_or(|s| !kept.has_sign(s)))
        .collect();
    // The kept buffer holds an earlier picture: paint every strip drawn.
    for (k, _) in redraw.iter().enumerate().filter(|(_, r)| **r) {
        let top = (k * ROWS) as u32;
        let rows = ROWS.min((h - top) as usize);
        cv.rect(
            0.0,
            top as f32,
            w as f32,
            rows as f32,
            palette::rgb(palette::PANEL),
        );
    }
    status::lines(&mut cv, board, view, &news, (frame, 0.0));
    // The row's cards reach a stamp's margin above it.
    let row_strip = ((row - 4.0).max(0.0) as usize) / ROWS;
    if redraw.iter().skip(row_strip).any(|r| *r) {
        status::row(&mut cv, board, view, frame, row);
    }
    cv.rect(0.0, h as f32 - 3.0, w as f32, 3.0, palette::rgb(0x8A8577));
    Ok((cv.pix, signs))
}

/// Each strip's signature: none for a strip the lines may reach (above
/// `lines_end`) or while the row at `row` shows the final ranking; else
/// the hash of the face-up row it shows.
fn signatures(
    board: &Board,
    view: &PublicView,
    lang: Lang,
    (w, h): (u32, u32),
    (lines_end, row): (f32, f32),
) -> Vec<Option<u128>> {
    let strips = (h as usize).div_ceil(ROWS);
    let world = board.family == Family::World;
    (0..strips)
        .map(|k| {
            let signed = view.phase != Phase::Over && (k * ROWS) as f32 >= lines_end;
            signed.then(|| {
                let mut hash = xxhash_rust::xxh3::Xxh3::new();
                ("band", w, h, lang, k, row.to_bits()).hash(&mut hash);
                (world, &view.face_up).hash(&mut hash);
                hash.digest128()
            })
        })
        .collect()
}
