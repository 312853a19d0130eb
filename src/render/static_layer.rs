//! The part of a map that never changes during a game — background, route
//! spaces with their color letters, place markers and names — drawn once
//! per board and language (the letters are the language's) and kept.

use super::RenderError;
use super::draw::{Align, Canvas, TextStyle, push_arrow, push_car, push_round_rect};
use super::font::{Face, Fonts};
use super::geometry::{CAR_W, Car, LABEL_SIZE, LaneGeom, Layout};
use super::palette::{self, INK, rgb};
use super::pieces::band;
use super::quantize::Palette;
use super::words;
use crate::i18n::Lang;
use crate::rules::board::{Board, Lane, LaneId, PlaceKind, RouteKind};
use std::collections::HashMap;
use std::hash::{Hash, Hasher};
use std::sync::{Arc, Mutex, OnceLock};
use tiny_skia::{PathBuilder, Pixmap};

/// The water drawn under sea routes.
const SEA: u32 = 0xBBD5E8;

/// A board's drawn map and the geometry the dynamic parts are placed with.
pub struct StaticMap {
    /// The language of its letters, and of the pictures drawn on it.
    pub lang: Lang,
    pub layout: Layout,
    /// Background, route spaces and place markers.
    pub pixmap: Pixmap,
    /// Place names, drawn over the pieces of each picture.
    pub labels: Vec<Sprite>,
    /// The board's PNG palette, made from a sample picture on first use,
    /// and the static map's pixels as indices into it.
    pub palette: OnceLock<(Palette, Vec<u8>)>,
}

/// A small transparent picture and where its top-left corner goes.
pub struct Sprite {
    pub pix: Pixmap,
    pub x: i32,
    pub y: i32,
}

/// Drawn maps by board fingerprint and language.
type Cache = Mutex<HashMap<(u64, Lang), Arc<StaticMap>>>;

/// The static map of a board in a language, drawn on first use and kept
/// for the process.
pub fn get(board: &Board, fonts: &Fonts, lang: Lang) -> Result<Arc<StaticMap>, RenderError> {
    static CACHE: OnceLock<Cache> = OnceLock::new();
    let cache = CACHE.get_or_init(|| Mutex::new(HashMap::new()));
    let key = (fingerprint(board), lang);
    let mut guard = cache.lock().unwrap_or_else(|e| e.into_inner());
    if let Some(m) = guard.get(&key) {
        return Ok(m.clone());
    }
    let m = Arc::new(build(board, fonts, lang)?);
    guard.insert(key, m.clone());
    Ok(m)
}

/// Identifies a board's drawing: its name, places and lanes.
fn fingerprint(board: &Board) -> u64 {
    let mut h = rustc_hash::FxHasher::default();
    board.name.hash(&mut h);
    board.width.to_bits().hash(&mut h);
    board.height.to_bits().hash(&mut h);
    for p in &board.places {
        p.name.hash(&mut h);
        p.x.to_bits().hash(&mut h);
        p.y.to_bits().hash(&mut h);
    }
    for l in &board.lanes {
        (
            l.a, l.b, l.len, l.color, l.tunnel, l.locos, l.steam, l.wraps,
        )
            .hash(&mut h);
    }
    h.finish()
}

fn build(board: &Board, fonts: &Fonts, lang: Lang) -> Result<StaticMap, RenderError> {
    let layout = Layout::new(board, fonts);
    let (w, h) = (layout.width as u32, layout.height as u32);
    let pix = Pixmap::new(w, h).ok_or(RenderError::Canvas(w, h))?;
    let words = words::get(lang);
    let mut cv = Canvas { pix, fonts, words };
    cv.pix.fill(palette::background(&board.name));
    let sea: Vec<LaneId> = (0..board.lanes.len() as LaneId)
        .filter(|&l| board.lanes[l as usize].kind == RouteKind::Sea)
        .collect();
    band(&mut cv, &layout, &sea, rgb(SEA), CAR_W + 12.0);
    for (lane, geom) in board.lanes.iter().zip(&layout.lanes) {
        draw_spaces(&mut cv, board, lane, geom);
    }
    draw_edge_arrows(&mut cv, &layout);
    draw_places(&mut cv, board, &layout);
    let labels = label_sprites(board, fonts, &layout)?;
    Ok(StaticMap {
        lang,
        layout,
        pixmap: cv.pix,
        labels,
        palette: OnceLock::new(),
    })
}

/// The cars of a lane at every horizontal copy, as `(car, copy shift)`.
pub fn cars(geom: &LaneGeom) -> impl Iterator<Item = (Car, f32)> + '_ {
    geom.shifts
        .iter()
        .flat_map(move |&dx| geom.cars.iter().map(move |c| (*c, dx)))
}

/// Corner radius of a space: sea spaces are capsules, rail spaces boxes.
pub fn corner(kind: RouteKind) -> f32 {
    match kind {
        RouteKind::Sea => CAR_W / 2.0,
        RouteKind::Rail => 2.0,
    }
}

fn draw_spaces(cv: &mut Canvas, board: &Board, lane: &Lane, geom: &LaneGeom) {
    let world = board.name == "world";
    let sw = palette::route(lane.color, world);
    let r = corner(lane.kind);
    let outline = match lane.kind {
        RouteKind::Sea => rgb(0x1D4E89),
        RouteKind::Rail => rgb(0x3A3A3A),
    };
    let words = cv.words;
    let letter_text = words.letter(lane.color, world);
    let letter = TextStyle::new(Face::Bold, 10.5, sw.ink).aligned(Align::Center);
    for (i, (car, dx)) in cars(geom).enumerate() {
        let i = i % geom.cars.len().max(1);
        let (x, y) = (car.x + dx, car.y);
        let mut pb = PathBuilder::new();
        push_car(&mut pb, x, y, car.angle, geom.car_len, CAR_W, r);
        let Some(path) = pb.finish() else { continue };
        cv.fill(&path, sw.fill);
        if lane.tunnel {
            let mut pb = PathBuilder::new();
            push_car(
                &mut pb,
                x,
                y,
                car.angle,
                geom.car_len + 3.0,
                CAR_W + 3.0,
                r + 1.0,
            );
            if let Some(p) = pb.finish() {
                cv.stroke_dashed(&p, rgb(INK), 2.4, 3.0, 2.0);
            }
        } else {
            cv.stroke(&path, outline, 1.3);
        }
        let loco = i < lane.locos as usize;
        let steam = i >= geom.cars.len() - (lane.steam as usize).min(geom.cars.len());
        if loco || steam {
            let mut pb = PathBuilder::new();
            pb.push_circle(x, y, CAR_W / 2.0 - 0.5);
            if let Some(p) = pb.finish() {
                cv.fill(&p, rgb(0xFFFFFF));
                cv.stroke(&p, rgb(INK), 1.2);
            }
            let mark = if loco { words.loco.as_str() } else { "2" };
            let st = TextStyle::new(Face::Bold, 10.0, rgb(INK)).aligned(Align::Center);
            cv.text_mid(mark, x, y, st);
        } else if !letter_text.is_empty() && geom.car_len >= 10.0 {
            cv.text_mid(letter_text, x, y, letter);
        }
    }
}

fn draw_edge_arrows(cv: &mut Canvas, layout: &Layout) {
    let mut pb = PathBuilder::new();
    for g in &layout.lanes {
        for &(x, y, angle) in &g.edge_arrows {
            push_arrow(&mut pb, x, y, angle, 16.0);
        }
    }
    if let Some(p) = pb.finish() {
        cv.fill(&p, rgb(0xFFFFFF));
        cv.stroke(&p, rgb(INK), 2.0);
    }
}

fn draw_places(cv: &mut Canvas, board: &Board, layout: &Layout) {
    for (i, place) in board.places.iter().enumerate() {
        let (x, y) = layout.places[i];
        let mut pb = PathBuilder::new();
        match layout.pills[i] {
            Some((hx, hy)) => push_round_rect(&mut pb, x - hx, y - hy, 2.0 * hx, 2.0 * hy, 14.0),
            None => pb.push_circle(x, y, layout.radii[i]),
        }
        let Some(shape) = pb.finish() else { continue };
        match place.kind {
            PlaceKind::Country => {
                cv.fill(&shape, rgb(0xF3C9C4));
                cv.stroke(&shape, rgb(0x9E2A22), 2.5);
            }
            PlaceKind::City if place.harbor => {
                cv.fill(&shape, rgb(0x1D4E89));
                cv.stroke(&shape, rgb(0xFFFFFF), 1.5);
                let st = TextStyle::new(Face::Regular, 13.0, rgb(0xFFFFFF)).aligned(Align::Center);
                cv.text_mid("⚓", x, y, st);
            }
            PlaceKind::City => {
                cv.fill(&shape, rgb(0xFFFFFF));
                cv.stroke(&shape, rgb(INK), 2.2);
            }
        }
    }
}

/// Each place name with its halo, as a sprite.
fn label_sprites(
    board: &Board,
    fonts: &Fonts,
    layout: &Layout,
) -> Result<Vec<Sprite>, RenderError> {
    let bg = palette::background(&board.name);
    let size = LABEL_SIZE;
    let mut out = Vec::with_capacity(board.places.len());
    for (place, label) in board.places.iter().zip(&layout.labels) {
        let w = fonts.width(Face::Bold, size, &place.name);
        let (x0, y0) = (
            (label.x - 4.0).floor(),
            (label.baseline - size - 3.0).floor(),
        );
        let (pw, ph) = ((w + 10.0).ceil() as u32, (size * 1.4 + 6.0).ceil() as u32);
        let pix = Pixmap::new(pw, ph).ok_or(RenderError::Canvas(pw, ph))?;
        // Place names are the board's own, in every language.
        let words = words::get(Lang::En);
        let mut cv = Canvas { pix, fonts, words };
        let color = match place.kind {
            PlaceKind::Country => rgb(0x7A1F19),
            PlaceKind::City => rgb(INK),
        };
        let st = TextStyle::new(Face::Bold, size, color).with_halo(bg, 4.0);
        cv.text(&place.name, label.x - x0, label.baseline - y0, st);
        out.push(Sprite {
            pix: cv.pix,
            x: x0 as i32,
            y: y0 as i32,
        });
    }
    Ok(out)
}
