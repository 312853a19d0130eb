//! The status band above a picture's map, drawn by strip. Each whole
//! strip is known by a signature of what is drawn there (see `overlay` for
//! the map's), and a strip whose signature the game's kept strips have is
//! neither drawn nor hashed: the lines by everything public, as they
//! change with every move but are the same on the board picture, the
//! private picture and the catch-up of one move; the face-up row under
//! them by its cards, as it changes only when a card is taken from it.

use super::draw::Canvas;
use super::strips::{ROWS, Reusable};
use super::{RenderError, font, palette, spare, status, words};
use crate::i18n::Lang;
use crate::rules::{Board, Family, Phase, PublicView};
use std::hash::Hash;
use tiny_skia::Pixmap;

/// The status band's height on a picture `width` px wide.
pub(super) fn height(width: u32, board: &Board, view: &PublicView) -> u32 {
    layout(frame(width), status::news_lines(board, view)).1
}

/// Where the face-up row starts under `news` lines, and the band's height.
/// The row starts where the status puts it, moved down to the next strip's
/// first row: a band one line taller then holds the same row's strips,
/// pixel for pixel, a few strips further down, and the picture takes them
/// from the last picture's (see `strips`).
fn layout(frame: status::Frame, news: usize) -> (f32, u32) {
    let row = status::row_top(frame, 0.0, news);
    let under_row = frame.height(news) - row;
    let snapped = (row / ROWS as f32).ceil() * ROWS as f32;
    (snapped, (snapped + under_row).ceil() as u32)
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
    let lines = lines_strips(status::lines_end(frame, 0.0, news.len()));
    let row = layout(frame, news.len()).0;
    let signs = signatures(board, view, lang, (w, h), (lines, row));
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
    if redraw.iter().take(lines).any(|r| *r) {
        status::lines(&mut cv, board, view, &news, (frame, 0.0));
    }
    // The row's cards reach a stamp's margin above it.
    let row_strip = ((row - 4.0).max(0.0) as usize) / ROWS;
    if redraw.iter().skip(row_strip).any(|r| *r) {
        status::row(&mut cv, board, view, frame, row);
    }
    cv.rect(0.0, h as f32 - 3.0, w as f32, 3.0, palette::rgb(0x8A8577));
    Ok((cv.pix, signs))
}

/// The strips the lines may reach, from the top: those starting above
/// `lines_end`.
fn lines_strips(lines_end: f32) -> usize {
    (lines_end.max(0.0).ceil() as usize).div_ceil(ROWS)
}

/// Each strip's signature. A strip the lines may reach (the first
/// `lines`) is known by the whole public view it shows, if it can be
/// written out; a strip under them by the face-up row at `row` it shows,
/// unless the row shows the final ranking.
fn signatures(
    board: &Board,
    view: &PublicView,
    lang: Lang,
    (w, h): (u32, u32),
    (lines, row): (usize, f32),
) -> Vec<Option<u128>> {
    let strips = (h as usize).div_ceil(ROWS);
    let public = postcard::to_allocvec(view).ok();
    let world = board.family == Family::World;
    (0..strips)
        .map(|k| {
            let mut hash = xxhash_rust::xxh3::Xxh3::new();
            ("band", w, h, lang, k, row.to_bits()).hash(&mut hash);
            if k < lines {
                public.as_ref()?.hash(&mut hash);
            } else if view.phase == Phase::Over {
                return None;
            } else {
                (world, &view.face_up).hash(&mut hash);
            }
            Some(hash.digest128())
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A strip the lines reach by a fraction of a row is theirs.
    #[test]
    fn the_lines_own_every_strip_they_reach() {
        let r = ROWS as f32;
        assert_eq!(lines_strips(0.0), 0);
        assert_eq!(lines_strips(r), 1);
        assert_eq!(lines_strips(r + 0.5), 2);
        assert_eq!(lines_strips(3.0 * r - 0.5), 3);
    }

    /// The face-up row starts a strip, and as far above the map, however
    /// many lines stand above it: its strips are the same pixels.
    #[test]
    fn the_row_starts_a_strip_at_one_distance_from_the_map() {
        for width in [1080, 1600, 1601] {
            let frame = frame(width);
            let under: Vec<u32> = (0..4)
                .map(|news| {
                    let (row, h) = layout(frame, news);
                    assert_eq!(row % ROWS as f32, 0.0, "{width} px, {news} lines");
                    h - row as u32
                })
                .collect();
            assert!(
                under.windows(2).all(|p| p[0] == p[1]),
                "{width} px: {under:?}"
            );
        }
    }
}
