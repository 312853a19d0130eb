//! The recap at a game's end: an animated GIF of the board filling in, one
//! frame per claimed route, station or harbor, the final frame held. Given
//! the finished game, a header above the map names the board and the
//! winner and keys each player's colour and name with their route points so
//! far; the held last frame shows the final ranking. Each frame after the
//! first is only the rectangle that changed, in the board's palette, so a
//! 5-player game stays small and quick to make.

use super::draw::{Canvas, TextStyle};
use super::font::Face;
use super::geometry::CAR_W;
use super::palette::{self, INK, rgb};
use super::quantize::{Known, Palette};
use super::static_layer::{Art, StaticMap};
use super::strips::Redrawn;
use super::{RenderError, font, panel, pieces, static_layer, words};
use crate::i18n::Lang;
use crate::msg;
use crate::rules::{Board, GameState, LastMove, PublicView, route_points};

/// How long each placement shows, and the final frame, in 1/100 s.
const STEP: u16 = 15;
const HOLD: u16 = 500;
/// The header's height over a map 1000 px wide, and the share of a step
/// its score frame takes (1/100 s).
const HEADER: f32 = 64.0;
const SCORE_STEP: u16 = 2;

/// A rectangle of the picture, in pixels.
#[derive(Clone, Copy, Debug)]
struct Rect {
    x: u32,
    y: u32,
    w: u32,
    h: u32,
}

/// The animation of `moves` (in the order played; moves that place nothing
/// are skipped) on the board's map, labelled in `lang`, as GIF bytes.
pub fn recap_gif(board: &Board, moves: &[LastMove], lang: Lang) -> Result<Vec<u8>, RenderError> {
    recap_gif_of(board, moves, lang, None)
}

/// [`recap_gif`] with the header `end`, the finished game's public view,
/// makes: the board, the winner, and each player's colour, name and points.
pub fn recap_gif_of(
    board: &Board,
    moves: &[LastMove],
    lang: Lang,
    end: Option<&PublicView>,
) -> Result<Vec<u8>, RenderError> {
    let fonts = font::fonts()?;
    let map = static_layer::get(board, fonts, lang)?;
    let palette = &map.shade.palette;
    let placed: Vec<&LastMove> = moves.iter().filter(|m| is_placement(m)).collect();
    for m in &placed {
        check_move(board, m)?;
    }
    let (w, h) = (map.width(), map.height());
    let top = end.map_or(0, |_| (HEADER * w as f32 / 1000.0).round() as u32);
    let mut cv = Canvas {
        pix: map.pixmap()?,
        fonts,
        words: words::get(lang),
    };
    let whole = Rect { x: 0, y: 0, w, h };
    labels(&mut cv, &map, whole);
    let mut out = Vec::new();
    let screen = (w as u16, (h + top) as u16);
    let mut enc = gif::Encoder::new(&mut out, screen.0, screen.1, &palette.rgb())
        .map_err(|e| RenderError::Gif(e.to_string()))?;
    enc.set_repeat(gif::Repeat::Infinite)
        .map_err(|e| RenderError::Gif(e.to_string()))?;
    let known = Known {
        skip: 0,
        indices: &map.base,
        lut: &map.shade.lut,
    };
    let mut scores = vec![0; end.map_or(0, |v| v.players.len())];
    let heading = |cv: &Canvas, scores: &[i32], last: bool| match end {
        Some(view) => header(cv, (board, view, palette), (scores, last), (w, top)),
        None => Ok(Vec::new()),
    };
    let mut first = heading(&cv, &scores, false)?;
    first.extend(palette.indices(cv.pix.data(), Some(known)));
    let delay = if placed.is_empty() && end.is_none() {
        HOLD
    } else {
        STEP
    };
    frame(
        &mut enc,
        Rect {
            x: 0,
            y: 0,
            w,
            h: h + top,
        },
        &first,
        delay,
    )?;
    for (i, m) in placed.iter().enumerate() {
        let rect = place(&mut cv, &map.art, m);
        labels(&mut cv, &map, rect);
        let scored = match **m {
            LastMove::Claimed(seat, l) => scores.get_mut(seat).map(|s| {
                *s += route_points(board.lanes[l].len);
            }),
            _ => None,
        };
        let delay = match (scored, i + 1 == placed.len() && end.is_none()) {
            (Some(()), _) => SCORE_STEP,
            (None, true) => HOLD,
            (None, false) => STEP,
        };
        let moved = Rect {
            y: rect.y + top,
            ..rect
        };
        frame(&mut enc, moved, &crop(palette, &cv, rect), delay)?;
        if scored.is_some() {
            let key = Rect {
                x: 0,
                y: 0,
                w,
                h: top,
            };
            frame(
                &mut enc,
                key,
                &heading(&cv, &scores, false)?,
                STEP - SCORE_STEP,
            )?;
        }
    }
    if end.is_some() {
        let key = Rect {
            x: 0,
            y: 0,
            w,
            h: top,
        };
        frame(&mut enc, key, &heading(&cv, &scores, true)?, HOLD)?;
    }
    drop(enc);
    Ok(out)
}

/// The header's palette indices, `w`×`h`: the board and the winner, then
/// each player's swatch, name and `scores`, or at the `last` frame the
/// final ranking.
fn header(
    cv: &Canvas,
    (board, view, palette): (&Board, &PublicView, &Palette),
    (scores, last): (&[i32], bool),
    (w, h): (u32, u32),
) -> Result<Vec<u8>, RenderError> {
    let pix = tiny_skia::Pixmap::new(w, h).ok_or(RenderError::Canvas(w, h))?;
    let mut hc = Canvas {
        pix,
        fonts: cv.fonts,
        words: cv.words,
    };
    let k = h as f32 / HEADER;
    hc.rect(0.0, 0.0, w as f32, h as f32, rgb(palette::PANEL));
    let bold = TextStyle::new(Face::Bold, 20.0 * k, rgb(INK));
    let mut title = hc.words.title(board).to_string();
    let order = panel::order(board, view);
    let won = view.final_scores.as_ref().zip(order.first());
    if let Some((finals, &seat)) = won {
        let line = msg!(
            "render-winner",
            player = view.players[seat].name.clone(),
            points = finals[seat].breakdown.total
        );
        title = format!("{title} · {}", hc.words.tr(&line));
    }
    let title = hc
        .fonts
        .fit(Face::Bold, 20.0 * k, &title, w as f32 - 24.0 * k);
    hc.text_mid(&title, 12.0 * k, 18.0 * k, bold);
    let seats: Vec<usize> = if last {
        order
    } else {
        (0..view.players.len()).collect()
    };
    let slot = (w as f32 - 24.0 * k) / seats.len().max(1) as f32;
    let text = TextStyle::new(Face::Regular, 17.0 * k, rgb(INK));
    for (n, &seat) in seats.iter().enumerate() {
        let x = 12.0 * k + slot * n as f32;
        panel::swatch(&mut hc, seat, x, 36.0 * k, 20.0 * k);
        let name = view.players[seat].name.clone();
        let final_points = view.final_scores.as_ref().and_then(|f| f.get(seat));
        let line = match final_points.filter(|_| last) {
            Some(f) => hc.words.tr(&msg!(
                "render-ranking",
                place = n + 1,
                player = name,
                points = f.breakdown.total
            )),
            None => format!("{name} {}", scores.get(seat).copied().unwrap_or(0)),
        };
        let line = hc
            .fonts
            .fit(Face::Regular, 17.0 * k, &line, slot - 34.0 * k);
        hc.text_mid(&line, x + 26.0 * k, 46.0 * k, text);
    }
    Ok(crop(palette, &hc, Rect { x: 0, y: 0, w, h }))
}

fn is_placement(m: &LastMove) -> bool {
    matches!(
        m,
        LastMove::Claimed(..) | LastMove::Station(..) | LastMove::Harbor(..)
    )
}

fn check_move(board: &Board, m: &LastMove) -> Result<(), RenderError> {
    let ok = match m {
        LastMove::Claimed(_, l) => l.index() < board.lanes.len(),
        LastMove::Station(_, p) | LastMove::Harbor(_, p) => p.index() < board.places.len(),
        _ => true,
    };
    if ok {
        Ok(())
    } else {
        Err(RenderError::Mismatch(format!("{m:?} is not on the board")))
    }
}

/// Draws one placement and returns the rectangle it changed.
fn place(cv: &mut Canvas, art: &Art, m: &LastMove) -> Rect {
    let layout = &art.layout;
    let (w, h) = (cv.pix.width() as f32, cv.pix.height() as f32);
    let (pts, pad): (Vec<(f32, f32)>, f32) = match *m {
        LastMove::Claimed(seat, l) => {
            let all = Redrawn::all(cv.pix.width() as usize);
            pieces::claimed(cv.pix.data_mut(), &art.lanes[l.index()], seat, all);
            let g = &layout.lanes[l.index()];
            let line = g
                .shifts
                .iter()
                .flat_map(|&dx| g.line.iter().map(move |&(x, y)| (x + dx, y)));
            (line.collect(), g.car_len.max(CAR_W) + 8.0)
        }
        LastMove::Station(seat, p) => {
            pieces::stations(cv, layout, &[(p, seat)]);
            (vec![layout.places[p.index()]], 22.0)
        }
        LastMove::Harbor(seat, p) => {
            pieces::harbors(cv, layout, &[(p, seat)]);
            (vec![layout.places[p.index()]], 22.0)
        }
        _ => (Vec::new(), 0.0),
    };
    let fold = |f: fn(f32, f32) -> f32, init: f32, pick: fn(&(f32, f32)) -> f32| {
        pts.iter().map(pick).fold(init, f)
    };
    let x0 = (fold(f32::min, w, |p| p.0) - pad).clamp(0.0, w - 1.0);
    let y0 = (fold(f32::min, h, |p| p.1) - pad).clamp(0.0, h - 1.0);
    let x1 = (fold(f32::max, 0.0, |p| p.0) + pad).clamp(x0 + 1.0, w);
    let y1 = (fold(f32::max, 0.0, |p| p.1) + pad).clamp(y0 + 1.0, h);
    Rect {
        x: x0 as u32,
        y: y0 as u32,
        w: (x1.ceil() - x0.floor()) as u32,
        h: (y1.ceil() - y0.floor()) as u32,
    }
}

/// Draws again the place names that meet `r` (names are over pieces).
fn labels(cv: &mut Canvas, map: &StaticMap, r: Rect) {
    let w = cv.pix.width();
    for s in &map.art.labels {
        if s.meets(w, (r.x, r.y, r.x + r.w, r.y + r.h)) {
            s.paint(cv.pix.data_mut());
        }
    }
}

/// The palette indices of a rectangle of the picture.
fn crop(palette: &Palette, cv: &Canvas, r: Rect) -> Vec<u8> {
    let (w, r) = (cv.pix.width() as usize, r);
    let data = cv.pix.data();
    let mut rgba = Vec::with_capacity(r.w as usize * r.h as usize * 4);
    for y in r.y as usize..(r.y + r.h) as usize {
        let start = (y * w + r.x as usize) * 4;
        rgba.extend_from_slice(&data[start..start + r.w as usize * 4]);
    }
    palette.indices(&rgba, None)
}

fn frame<W: std::io::Write>(
    enc: &mut gif::Encoder<W>,
    r: Rect,
    indices: &[u8],
    delay: u16,
) -> Result<(), RenderError> {
    let f = gif::Frame {
        left: r.x as u16,
        top: r.y as u16,
        width: r.w as u16,
        height: r.h as u16,
        delay,
        dispose: gif::DisposalMethod::Keep,
        buffer: std::borrow::Cow::Borrowed(indices),
        ..gif::Frame::default()
    };
    enc.write_frame(&f)
        .map_err(|e| RenderError::Gif(e.to_string()))
}

/// Notes the state's last move in `placed` when it placed a route, station
/// or harbor not noted yet: call it after each move to collect a recap.
pub fn note_placement(state: &GameState, placed: &mut Vec<LastMove>) {
    if let Some(m) = &state.last_move
        && is_placement(m)
        && !placed.contains(m)
    {
        placed.push(m.clone());
    }
}
