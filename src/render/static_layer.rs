//! The part of a map that never changes during a game — background, route
//! spaces with their color letters, place markers and names — drawn once
//! per board and language (the letters are the language's) and kept.

use super::RenderError;
use super::draw::{Align, Canvas, TextStyle, push_arrow, push_car, push_round_rect};
use super::font::{Face, Fonts};
use super::geometry::{CAR_W, Car, LABEL_SIZE, LaneGeom, Layout};
use super::palette::{self, INK, rgb};
use super::pieces::{BandMasks, LaneArt, band, band_masks, lane_art};
use super::quantize::Palette;
use super::sprite::Sprite;
use super::strips::ROWS;
use super::words;
use crate::i18n::Lang;
use crate::rules::{Board, Lane, LaneId, PlaceKind, RouteKind};
use std::collections::HashMap;
use std::hash::{Hash, Hasher};
use std::sync::{Arc, Mutex, OnceLock};
use tiny_skia::{PathBuilder, Pixmap};

/// The water drawn under sea routes.
const SEA: u32 = 0xBBD5E8;

/// What a board's pictures share in every language: the geometry, the
/// place names and each lane's claimed cars, pre-drawn.
pub(super) struct Art {
    pub layout: Layout,
    /// Place names, drawn over the pieces of each picture.
    pub labels: Vec<Sprite>,
    /// Each lane's cars as its owner's would be drawn.
    pub lanes: Vec<LaneArt>,
    /// Bands along lanes, made as pictures need them.
    pub bands: BandMasks,
}

/// A board's PNG palette, made from a sample picture on first use, and
/// each of its colors as opaque RGBA.
pub(super) struct Shade {
    pub palette: Palette,
    pub lut: [[u8; 4]; 256],
}

/// A board's static map in one language: background, route spaces (with
/// the language's letters) and place markers, as indices into the board's
/// palette — a quarter of the bytes of the drawn pixels — kept once per
/// board, with each language's letters apart.
pub(super) struct StaticMap {
    /// The language of its letters, and of the pictures drawn on it.
    pub lang: Lang,
    pub art: Arc<Art>,
    pub shade: Arc<Shade>,
    /// The map's pixels as palette indices, in the board's first language.
    pub base: Arc<Vec<u8>>,
    /// The pixels where this language's letters differ: (pixel, index).
    letters: Vec<(u32, u8)>,
}

impl StaticMap {
    pub(super) fn width(&self) -> u32 {
        self.art.layout.width as u32
    }

    pub(super) fn height(&self) -> u32 {
        self.art.layout.height as u32
    }

    /// The map's pixels as opaque RGBA bytes.
    pub(super) fn rgba(&self) -> Vec<u8> {
        self.rgba_in(self.base.len() * 4, &[])
    }

    /// The map's pixels as opaque RGBA bytes at the start of `len` bytes
    /// (at least the map's), in the strips of [`ROWS`] rows `redraw` marks
    /// and every row past them. The bytes of the other strips, and those
    /// after the map, are left as the spare buffer held them: a picture
    /// neither draws nor reads the strips, and paints over the rest.
    pub(super) fn rgba_in(&self, len: usize, redraw: &[bool]) -> Vec<u8> {
        let mut out = super::spare::take(super::spare::Part::Body, len.max(self.base.len() * 4));
        let w = self.width() as usize;
        for (k, _) in redraw.iter().enumerate().filter(|(_, r)| **r) {
            self.expand(&mut out, k * ROWS * w..(k + 1) * ROWS * w);
        }
        self.expand(&mut out, redraw.len() * ROWS * w..self.base.len());
        out
    }

    /// Writes the map's pixels `px` into `out` as RGBA.
    fn expand(&self, out: &mut [u8], px: std::ops::Range<usize>) {
        let lut = &self.shade.lut;
        let px = px.start.min(self.base.len())..px.end.min(self.base.len());
        let base = &self.base[px.clone()];
        for (o, &i) in out[px.start * 4..px.end * 4].chunks_exact_mut(4).zip(base) {
            o.copy_from_slice(&lut[i as usize]);
        }
        let from = self
            .letters
            .partition_point(|&(at, _)| (at as usize) < px.start);
        let letters = self.letters[from..].iter();
        for &(at, i) in letters.take_while(|&&(at, _)| (at as usize) < px.end) {
            let at = at as usize * 4;
            out[at..at + 4].copy_from_slice(&lut[i as usize]);
        }
    }

    /// The map as a pixmap.
    pub(super) fn pixmap(&self) -> Result<Pixmap, RenderError> {
        let (w, h) = (self.width(), self.height());
        let size = tiny_skia::IntSize::from_wh(w, h).ok_or(RenderError::Canvas(w, h))?;
        Pixmap::from_vec(self.rgba(), size).ok_or(RenderError::Canvas(w, h))
    }
}

/// Boards' shared parts, palettes and maps by board fingerprint (and
/// language).
#[derive(Default)]
struct Cache {
    arts: HashMap<u64, Arc<Art>>,
    shades: HashMap<u64, Arc<Shade>>,
    bases: HashMap<u64, Arc<Vec<u8>>>,
    maps: HashMap<(u64, Lang), Arc<StaticMap>>,
}

fn cache() -> &'static Mutex<Cache> {
    static CACHE: OnceLock<Mutex<Cache>> = OnceLock::new();
    CACHE.get_or_init(|| Mutex::new(Cache::default()))
}

/// The bytes every drawn map, palette and pre-drawn piece holds.
pub(super) fn held_bytes() -> usize {
    let guard = cache().lock().unwrap_or_else(|e| e.into_inner());
    let art = |a: &Arc<Art>| {
        let lanes: usize = a.lanes.iter().map(LaneArt::bytes).sum();
        let bands = a.bands.weight() as usize;
        lanes + bands + a.labels.iter().map(Sprite::bytes).sum::<usize>()
    };
    guard.arts.values().map(art).sum::<usize>()
        + guard.bases.values().map(|b| b.len()).sum::<usize>()
        + guard
            .maps
            .values()
            .map(|m| m.letters.len() * 8)
            .sum::<usize>()
        + guard
            .shades
            .values()
            .map(|s| s.palette.bytes())
            .sum::<usize>()
}

/// The static map of a board in a language, drawn on first use and kept
/// for the process.
pub(super) fn get(board: &Board, fonts: &Fonts, lang: Lang) -> Result<Arc<StaticMap>, RenderError> {
    let fp = fingerprint(board);
    let mut guard = cache().lock().unwrap_or_else(|e| e.into_inner());
    if let Some(m) = guard.maps.get(&(fp, lang)) {
        return Ok(m.clone());
    }
    let art = match guard.arts.get(&fp) {
        Some(a) => a.clone(),
        None => {
            let a = Arc::new(build_art(board, fonts)?);
            guard.arts.insert(fp, a.clone());
            a
        }
    };
    let rgba = draw(board, fonts, &art.layout, lang)?;
    let shade = match guard.shades.get(&fp) {
        Some(s) => s.clone(),
        None => {
            let s = Arc::new(super::shade(board, &art, lang, rgba.data())?);
            guard.shades.insert(fp, s.clone());
            s
        }
    };
    let indices = shade.palette.indices(rgba.data(), None);
    let base = guard
        .bases
        .entry(fp)
        .or_insert_with(|| Arc::new(indices.clone()));
    let letters = (0..indices.len())
        .filter(|&i| base.get(i) != Some(&indices[i]))
        .map(|i| (i as u32, indices[i]))
        .collect();
    let m = Arc::new(StaticMap {
        lang,
        art,
        shade,
        base: base.clone(),
        letters,
    });
    guard.maps.insert((fp, lang), m.clone());
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

fn build_art(board: &Board, fonts: &Fonts) -> Result<Art, RenderError> {
    let layout = Layout::new(board, fonts);
    let (w, h) = (layout.width as u32, layout.height as u32);
    let labels = label_sprites(board, fonts, &layout)?;
    let lanes = (0..board.lanes.len())
        .map(|l| lane_art(board, &layout, l, w, h))
        .collect::<Result<_, _>>()?;
    Ok(Art {
        layout,
        labels,
        lanes,
        bands: band_masks(),
    })
}

/// Draws the static map in a language.
fn draw(board: &Board, fonts: &Fonts, layout: &Layout, lang: Lang) -> Result<Pixmap, RenderError> {
    let (w, h) = (layout.width as u32, layout.height as u32);
    let pix = Pixmap::new(w, h).ok_or(RenderError::Canvas(w, h))?;
    let words = words::get(lang);
    let mut cv = Canvas { pix, fonts, words };
    cv.pix.fill(palette::background(&board.name));
    let sea: Vec<LaneId> = board
        .lane_ids()
        .filter(|&l| board.lanes[l].kind == RouteKind::Sea)
        .collect();
    band(&mut cv, layout, &sea, rgb(SEA), CAR_W + 12.0);
    for (lane, geom) in board.lanes.iter().zip(&layout.lanes) {
        draw_spaces(&mut cv, board, lane, geom);
    }
    draw_edge_arrows(&mut cv, layout);
    draw_places(&mut cv, board, layout);
    Ok(cv.pix)
}

/// The cars of a lane at every horizontal copy, as `(car, copy shift)`.
pub(super) fn cars(geom: &LaneGeom) -> impl Iterator<Item = (Car, f32)> + '_ {
    geom.shifts
        .iter()
        .flat_map(move |&dx| geom.cars.iter().map(move |c| (*c, dx)))
}

/// Corner radius of a space: sea spaces are capsules, rail spaces boxes.
pub(super) fn corner(kind: RouteKind) -> f32 {
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

/// Each place name with its halo (and its leader line, if any), as a
/// stamp.
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
        let (mut x0, mut y0) = (label.x - 4.0, label.baseline - size - 3.0);
        let (mut x1, mut y1) = (label.x + w + 6.0, label.baseline + size * 0.4 + 3.0);
        for (x, y) in label.leader.iter().flatten() {
            (x0, y0, x1, y1) = (
                x0.min(x - 4.0),
                y0.min(y - 4.0),
                x1.max(x + 4.0),
                y1.max(y + 4.0),
            );
        }
        let (x0, y0) = (x0.floor(), y0.floor());
        let (pw, ph) = ((x1 - x0).ceil() as u32, (y1 - y0).ceil() as u32);
        let pix = Pixmap::new(pw, ph).ok_or(RenderError::Canvas(pw, ph))?;
        // Place names are the board's own, in every language.
        let words = words::get(Lang::En);
        let mut cv = Canvas { pix, fonts, words };
        let color = match place.kind {
            PlaceKind::Country => rgb(0x7A1F19),
            PlaceKind::City => rgb(INK),
        };
        if let Some([a, b]) = label.leader {
            let (a, b) = ((a.0 - x0, a.1 - y0), (b.0 - x0, b.1 - y0));
            cv.line(a, b, bg, 4.0);
            cv.line(a, b, color, 1.5);
        }
        let st = TextStyle::new(Face::Bold, size, color).with_halo(bg, 4.0);
        cv.text(&place.name, label.x - x0, label.baseline - y0, st);
        let (w, h) = (layout.width as u32, layout.height as u32);
        out.push(Sprite::new(&cv.pix, x0 as i32, y0 as i32, w, h));
    }
    Ok(out)
}
