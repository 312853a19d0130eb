//! The recap at a game's end: an animated GIF of the board filling in, one
//! frame per claimed route, station or harbor, the final frame held. Each
//! frame after the first is only the rectangle that changed, in the board's
//! palette, so a 5-player game stays small and quick to make.

use super::draw::Canvas;
use super::geometry::CAR_W;
use super::quantize::{Known, Palette};
use super::static_layer::{Art, StaticMap};
use super::{RenderError, font, pieces, static_layer, words};
use crate::i18n::Lang;
use crate::rules::{Board, GameState, LastMove};

/// How long each placement shows, and the final frame, in 1/100 s.
const STEP: u16 = 15;
const HOLD: u16 = 500;

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
    let fonts = font::fonts()?;
    let map = static_layer::get(board, fonts, lang)?;
    let palette = &map.shade.palette;
    let placed: Vec<&LastMove> = moves.iter().filter(|m| is_placement(m)).collect();
    for m in &placed {
        check_move(board, m)?;
    }
    let (w, h) = (map.width(), map.height());
    let mut cv = Canvas {
        pix: map.pixmap()?,
        fonts,
        words: words::get(lang),
    };
    let whole = Rect { x: 0, y: 0, w, h };
    labels(&mut cv, &map, whole);
    let mut out = Vec::new();
    let mut enc = gif::Encoder::new(&mut out, w as u16, h as u16, &palette.rgb())
        .map_err(|e| RenderError::Gif(e.to_string()))?;
    enc.set_repeat(gif::Repeat::Infinite)
        .map_err(|e| RenderError::Gif(e.to_string()))?;
    let known = Known {
        skip: 0,
        indices: &map.base,
        lut: &map.shade.lut,
    };
    let first = palette.indices(cv.pix.data(), Some(known));
    let delay = if placed.is_empty() { HOLD } else { STEP };
    frame(&mut enc, whole, &first, delay)?;
    for (i, m) in placed.iter().enumerate() {
        let rect = place(&mut cv, board, &map.art, m);
        labels(&mut cv, &map, rect);
        let delay = if i + 1 == placed.len() { HOLD } else { STEP };
        frame(&mut enc, rect, &crop(palette, &cv, rect), delay)?;
    }
    drop(enc);
    Ok(out)
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
fn place(cv: &mut Canvas, board: &Board, art: &Art, m: &LastMove) -> Rect {
    let layout = &art.layout;
    let (w, h) = (cv.pix.width() as f32, cv.pix.height() as f32);
    let (pts, pad): (Vec<(f32, f32)>, f32) = match *m {
        LastMove::Claimed(seat, l) => {
            let mut owners = vec![None; board.lanes.len()];
            owners[l.index()] = Some(seat);
            pieces::claimed(cv.pix.data_mut(), &art.lanes, &owners);
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
