//! What changes on the map: claimed lanes in their owner's color and
//! symbol, stations and harbors, the last move, and (private pictures) the
//! viewer's network and ticket places.

use super::RenderError;
use super::draw::{Align, Canvas, TextStyle, push_car, push_house, push_symbol};
use super::font::Face;
use super::geometry::{CAR_W, Layout};
use super::palette::{self, INK, rgb, rgba};
use super::sprite::Mask;
use super::stamps::{self, Kept, Stamps};
use super::static_layer::{Art, cars, corner};
use super::strips::Redrawn;
use crate::rules::{Board, LaneId, PlaceId, Seat};
use std::sync::{Arc, OnceLock};
use tiny_skia::{Color, LineCap, LineJoin, PathBuilder, Stroke};

/// Seats, each with its own color and symbol.
const SEATS: usize = 5;

/// The color marking the last move.
const LAST_MOVE: u32 = 0xE6007E;

/// A lane's claimed cars, pre-drawn: the dark rim and the body of every car
/// (any owner), and the marks of each seat's symbol.
pub(super) struct LaneArt {
    rim: Mask,
    body: Mask,
    marks: Vec<Mask>,
}

/// Pre-draws lane `l`'s claimed cars for a map `w` × `h` px.
pub(super) fn lane_art(
    board: &Board,
    layout: &Layout,
    l: usize,
    w: u32,
    h: u32,
) -> Result<LaneArt, RenderError> {
    let geom = &layout.lanes[l];
    let r = corner(board.lanes[l].kind);
    let (len, wid) = body_size(geom.car_len);
    let (rim_len, rim_wid) = rim_size(geom.car_len);
    let (mut rims, mut bodies) = (PathBuilder::new(), PathBuilder::new());
    let mut marks: Vec<PathBuilder> = (0..SEATS).map(|_| PathBuilder::new()).collect();
    for (car, dx) in cars(geom) {
        let (x, y) = (car.x + dx, car.y);
        if !(-geom.car_len..layout.width + geom.car_len).contains(&x) {
            continue;
        }
        push_car(&mut rims, x, y, car.angle, rim_len, rim_wid, r + 1.8);
        push_car(&mut bodies, x, y, car.angle, len, wid, r);
        for (seat, pb) in marks.iter_mut().enumerate() {
            push_symbol(pb, palette::player(seat).symbol, x, y, 3.6);
        }
    }
    let mask = |pb: PathBuilder| match pb.finish() {
        Some(p) => Mask::fill(&p, w, h),
        None => Ok(Mask::default()),
    };
    Ok(LaneArt {
        rim: mask(rims)?,
        body: mask(bodies)?,
        marks: marks.into_iter().map(mask).collect::<Result<_, _>>()?,
    })
}

/// The length and width of a claimed car's body on a lane whose cars are
/// `car_len` long.
fn body_size(car_len: f32) -> (f32, f32) {
    (car_len + 1.0, CAR_W + 2.0)
}

/// The length and width of a claimed car's dark rim: its body's and a
/// margin around it. Nothing drawn on a car reaches past it.
pub(super) fn rim_size(car_len: f32) -> (f32, f32) {
    let (len, wid) = body_size(car_len);
    (len + 3.6, wid + 3.6)
}

impl LaneArt {
    /// Bytes held.
    pub(super) fn bytes(&self) -> usize {
        [&self.rim, &self.body]
            .into_iter()
            .chain(&self.marks)
            .map(Mask::bytes)
            .sum()
    }
}

/// Opaque RGBA bytes of a color.
fn bytes(c: Color) -> [u8; 4] {
    let c = c.to_color_u8();
    [c.red(), c.green(), c.blue(), 255]
}

/// Draws a claimed lane: cars in the owner's (`seat`) color with their
/// symbol, blended from the lane's pre-drawn art onto the map's RGBA `data`
/// in the rows drawn again.
pub(super) fn claimed(data: &mut [u8], art: &LaneArt, seat: Seat, only: Redrawn) {
    let style = palette::player(seat);
    art.rim.paint(data, bytes(rgb(0x111111)), only);
    art.body.paint(data, bytes(style.fill), only);
    art.marks[seat % SEATS].paint(data, bytes(style.ink), only);
}

/// Draws a wide band along lanes, under their cars (one path per lane, to
/// keep each path's bounding box small).
pub(super) fn band(cv: &mut Canvas, layout: &Layout, lanes: &[LaneId], color: Color, width: f32) {
    for &l in lanes {
        if let Some(p) = lane_line(layout, l) {
            cv.stroke(&p, color, width);
        }
    }
}

/// The line along lane `l` (each of its tracks, for a double lane).
fn lane_line(layout: &Layout, l: LaneId) -> Option<tiny_skia::Path> {
    let g = &layout.lanes[l.index()];
    let mut pb = PathBuilder::new();
    for &dx in &g.shifts {
        for (i, &(x, y)) in g.line.iter().enumerate() {
            if i == 0 {
                pb.move_to(x + dx, y);
            } else {
                pb.line_to(x + dx, y);
            }
        }
    }
    pb.finish()
}

/// Most bytes of band masks a board keeps.
pub(super) const BAND_BYTES: u64 = 1 << 20;

/// A board's opaque bands, rasterised once per lane and width and kept:
/// a private picture draws its reader's whole network, and stroking it
/// again was most of drawing one.
pub(super) type BandMasks = Kept<(usize, u32), Mask>;

/// An empty cache of band masks.
pub(super) fn band_masks() -> BandMasks {
    stamps::kept(512, BAND_BYTES)
}

/// The coverage of a band `width` px wide along lane `l`, on a map
/// `layout.width` × `layout.height`.
fn band_mask(layout: &Layout, l: LaneId, width: f32) -> Option<Mask> {
    let stroke = Stroke {
        width,
        line_join: LineJoin::Round,
        line_cap: LineCap::Round,
        ..Stroke::default()
    };
    let outline = lane_line(layout, l)?.stroke(&stroke, 1.0)?;
    Mask::fill(&outline, layout.width as u32, layout.height as u32).ok()
}

/// A wide band drawn along one lane, under its cars.
#[derive(Clone, Copy, Debug, Hash)]
pub(super) enum Band {
    /// The glow under the last claimed lane.
    LastMove,
    /// A catch-up's lane (claimed since the reader's last turn): a dark
    /// edge, then a bright halo over it.
    HaloEdge,
    Halo,
    /// The reader's own lane: a casing, then a white band over it.
    NetworkEdge,
    Network,
}

impl Band {
    /// Its color and width.
    fn style(self) -> (Color, f32) {
        match self {
            Band::LastMove => (rgba(LAST_MOVE, 150), CAR_W + 16.0),
            Band::HaloEdge => (rgb(INK), CAR_W + 20.0),
            Band::Halo => (rgb(palette::HALO), CAR_W + 15.0),
            Band::NetworkEdge => (rgb(INK), CAR_W + 11.0),
            Band::Network => (rgb(0xFFFFFF), CAR_W + 7.0),
        }
    }

    /// Its width.
    pub(super) fn width(self) -> f32 {
        self.style().1
    }

    /// Draws it along lane `l` of `art`'s map: an opaque band from its
    /// kept mask, in the rows drawn again.
    pub(super) fn draw(self, cv: &mut Canvas, art: &Art, l: LaneId, only: Redrawn) {
        let (color, width) = self.style();
        let made = color.is_opaque().then(|| {
            let key = (l.index(), width.to_bits());
            let mask = || Ok::<_, ()>(band_mask(&art.layout, l, width).map(Arc::new));
            art.bands.get_or_insert_with(&key, mask)
        });
        match made {
            Some(Ok(Some(mask))) => mask.paint(cv.pix.data_mut(), bytes(color), only),
            _ => band(cv, &art.layout, &[l], color, width),
        }
    }
}

/// Rings the place of the last station or harbor.
pub(super) fn last_place(cv: &mut Canvas, layout: &Layout, p: PlaceId) {
    let (x, y) = layout.places[p.index()];
    let mut pb = PathBuilder::new();
    pb.push_circle(x, y, 17.0);
    if let Some(path) = pb.finish() {
        cv.stroke(&path, rgba(LAST_MOVE, 170), 6.0);
    }
}

/// Draws stations (Europe): a house in the owner's color on the city.
pub(super) fn stations(cv: &mut Canvas, layout: &Layout, stations: &[(PlaceId, Seat)]) {
    for &(p, seat) in stations {
        let (x, y) = layout.places[p.index()];
        let style = palette::player(seat);
        let mut pb = PathBuilder::new();
        push_house(&mut pb, x, y - 1.0, 19.0);
        if let Some(path) = pb.finish() {
            cv.fill(&path, style.fill);
            cv.stroke(&path, rgb(0x111111), 1.8);
        }
        let mut pb = PathBuilder::new();
        push_symbol(&mut pb, style.symbol, x, y + 1.5, 4.2);
        if let Some(path) = pb.finish() {
            cv.fill(&path, style.ink);
        }
    }
}

/// Draws harbors (World): a square in the owner's color with an anchor, and
/// the owner's symbol on a badge.
pub(super) fn harbors(cv: &mut Canvas, layout: &Layout, harbors: &[(PlaceId, Seat)]) {
    for &(p, seat) in harbors {
        let (x, y) = layout.places[p.index()];
        let style = palette::player(seat);
        let mut pb = PathBuilder::new();
        super::draw::push_round_rect(&mut pb, x - 11.0, y - 11.0, 22.0, 22.0, 4.0);
        if let Some(path) = pb.finish() {
            cv.fill(&path, style.fill);
            cv.stroke(&path, rgb(0x111111), 1.8);
        }
        let st = TextStyle::new(Face::Regular, 15.0, style.ink).aligned(Align::Center);
        cv.text_mid("⚓", x, y, st);
        let (bx, by) = (x + 11.0, y + 10.0);
        let mut pb = PathBuilder::new();
        pb.push_circle(bx, by, 6.5);
        if let Some(path) = pb.finish() {
            cv.fill(&path, rgb(0xFFFFFF));
            cv.stroke(&path, rgb(0x111111), 1.2);
        }
        let mut pb = PathBuilder::new();
        push_symbol(&mut pb, style.symbol, bx, by, 3.8);
        if let Some(path) = pb.finish() {
            cv.fill(&path, rgb(INK));
        }
    }
}

/// Rings the places of the viewer's tickets: a solid ring while a ticket
/// is open, a dashed one once every ticket naming the place is complete.
pub(super) fn ticket_rings(cv: &mut Canvas, layout: &Layout, places: &[(PlaceId, bool)]) {
    for &(p, done) in places {
        ring(cv, layout, p, Ring::Ticket { done });
    }
}

/// Rings the places of offered tickets in a second style: a wider amber
/// ring of short dashes, outside any ticket ring.
pub(super) fn offer_rings(cv: &mut Canvas, layout: &Layout, places: &[PlaceId]) {
    for &p in places {
        ring(cv, layout, p, Ring::Offer);
    }
}

/// A ring around a place's marker.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Ring {
    Ticket { done: bool },
    Offer,
}

/// Half the widest stroke of a ring.
const RING_REACH: f32 = 3.5;

/// Most bytes of rings kept.
const RING_BYTES: u64 = 1 << 20;

impl Ring {
    /// How far outside the marker it runs.
    fn gap(self) -> f32 {
        match self {
            Ring::Ticket { .. } => 6.0,
            Ring::Offer => 13.0,
        }
    }

    /// Strokes it along `path`: a white underlay, then its color.
    fn stroke(self, cv: &mut Canvas, path: &tiny_skia::Path) {
        cv.stroke(path, rgba(0xFFFFFF, 230), 2.0 * RING_REACH);
        match self {
            Ring::Ticket { done: true } => cv.stroke_dashed(path, rgb(0x1B7F3A), 3.5, 5.0, 3.0),
            Ring::Ticket { done: false } => cv.stroke(path, rgb(0x4B2BBF), 3.5),
            Ring::Offer => cv.stroke_dashed(path, rgb(OFFER), 4.0, 3.0, 3.0),
        }
    }
}

/// A ring's kind, its half width and height, and whether it is a pill
/// (else a circle).
type RingShape = (Ring, [u32; 2], bool);

/// Rings kept, by shape and position within a pixel.
fn rings() -> &'static Stamps<RingShape> {
    static KEPT: OnceLock<Stamps<RingShape>> = OnceLock::new();
    KEPT.get_or_init(|| stamps::kept(256, RING_BYTES))
}

/// Forgets the kept rings: they are drawn again when next needed.
pub(super) fn forget_rings() {
    rings().clear();
}

/// Draws `kind`'s ring around place `p`, drawn once per shape and position
/// within a quarter pixel and kept as a stamp.
fn ring(cv: &mut Canvas, layout: &Layout, p: PlaceId, kind: Ring) {
    let (x, y) = layout.places[p.index()];
    let gap = kind.gap();
    let pill = layout.pills[p.index()].map(|(hx, hy)| (hx + gap, hy + gap));
    let radius = layout.radii[p.index()] + gap;
    let (hx, hy) = pill.unwrap_or((radius, radius));
    let key = (kind, [hx.to_bits(), hy.to_bits()], pill.is_some());
    let size = (2.0 * (hx + RING_REACH), 2.0 * (hy + RING_REACH));
    let corner = (x - hx - RING_REACH, y - hy - RING_REACH);
    stamps::paint(rings(), cv, (key, size), corner, |local, x0, y0| {
        let (cx, cy) = (x0 + hx + RING_REACH, y0 + hy + RING_REACH);
        let mut pb = PathBuilder::new();
        match pill {
            Some(_) => {
                super::draw::push_round_rect(&mut pb, cx - hx, cy - hy, 2.0 * hx, 2.0 * hy, 18.0)
            }
            None => pb.push_circle(cx, cy, radius),
        }
        if let Some(path) = pb.finish() {
            kind.stroke(local, &path);
        }
    });
}

/// The color of offered tickets' rings.
const OFFER: u32 = 0xE07000;
