//! Where things go on the map: place positions scaled to the picture, the
//! spaces (cars) of every lane — bent around cities they would cross, the
//! lanes of a double side by side, World's routes across the east–west edge
//! — and where place names go (see `labels`).

use super::font::{Face, Fonts};
use super::labels::{self, Label};
use super::phone;
use crate::rules::{Board, PlaceId, PlaceKind};
use std::collections::HashMap;

/// Width of the picture (and of the map area).
pub(super) const WIDTH: f32 = 1600.0;
/// Width of a car (a route space) across its lane.
pub(super) const CAR_W: f32 = 12.0;
/// Space between the two lanes of a double route.
const LANE_GAP: f32 = 4.0;
/// Gap between consecutive cars of a lane.
const CAR_GAP: f32 = 3.0;
/// Radius of a city marker.
pub(super) const CITY_R: f32 = 7.0;
/// Radius of a harbor city's marker (World).
pub(super) const HARBOR_R: f32 = 9.0;
/// Half the length of a country's band along the board edge (Switzerland).
const COUNTRY_HALF_LEN: f32 = 85.0;
/// Half the thickness of a country's band.
const COUNTRY_HALF_THICK: f32 = 22.0;
/// Size of place names.
pub(super) const LABEL_SIZE: f32 = 15.0;
/// Samples along a lane's centre line.
const SAMPLES: usize = 40;

/// One route space, where a car stands.
#[derive(Clone, Copy, Debug)]
pub(super) struct Car {
    pub x: f32,
    pub y: f32,
    /// Direction along the lane, in radians.
    pub angle: f32,
}

/// The drawn shape of one lane.
#[derive(Clone, Debug)]
pub(super) struct LaneGeom {
    pub cars: Vec<Car>,
    /// Length of each car along the lane.
    pub car_len: f32,
    /// The lane's centre line from its first car's start to its last car's end.
    pub line: Vec<(f32, f32)>,
    /// Horizontal copies to draw (World: a lane across the edge is drawn
    /// again one map width to the left or right).
    pub shifts: Vec<f32>,
    /// Where the centre line meets the map edge, as (x, y, outward angle).
    pub edge_arrows: Vec<(f32, f32, f32)>,
}

/// The map's geometry at picture scale.
#[derive(Clone, Debug)]
pub(super) struct Layout {
    pub width: f32,
    pub height: f32,
    /// Place centres.
    pub places: Vec<(f32, f32)>,
    /// Marker radius of each place.
    pub radii: Vec<f32>,
    /// Half width and height of each country's band (Switzerland).
    pub pills: Vec<Option<(f32, f32)>>,
    pub lanes: Vec<LaneGeom>,
    /// Place names on the full-size picture.
    pub labels: Vec<Label>,
    /// Place names on the phone picture, in map pixels.
    pub phone_labels: Vec<Label>,
}

impl Layout {
    /// Lays out a board.
    pub(super) fn new(board: &Board, fonts: &Fonts) -> Layout {
        let k = WIDTH / board.width;
        let width = WIDTH;
        let height = (board.height * k).round();
        let places: Vec<(f32, f32)> = board.places.iter().map(|p| (p.x * k, p.y * k)).collect();
        let pills: Vec<Option<(f32, f32)>> = board
            .places
            .iter()
            .zip(&places)
            .map(|(p, &(x, y))| {
                (p.kind == PlaceKind::Country).then(|| {
                    if y.min(height - y) < x.min(width - x) {
                        (COUNTRY_HALF_LEN, COUNTRY_HALF_THICK)
                    } else {
                        let text = fonts.width(Face::Bold, LABEL_SIZE, &p.name);
                        (
                            (text / 2.0 + 10.0).max(COUNTRY_HALF_THICK),
                            COUNTRY_HALF_LEN,
                        )
                    }
                })
            })
            .collect();
        let radii: Vec<f32> = board
            .places
            .iter()
            .zip(&pills)
            .map(|(p, pill)| match pill {
                Some((hx, hy)) => hx.min(*hy),
                None if p.harbor => HARBOR_R,
                None => CITY_R,
            })
            .collect();
        let mut layout = Layout {
            width,
            height,
            places,
            radii,
            pills,
            lanes: Vec::new(),
            labels: Vec::new(),
            phone_labels: Vec::new(),
        };
        layout.lanes = lay_lanes(board, &layout);
        layout.labels = labels::place(board, fonts, &layout, labels::FULL);
        layout.phone_labels = labels::place(board, fonts, &layout, phone::label_style());
        layout
    }

    /// Where a lane meets place `p` coming from `other`: a city's centre, or
    /// for a country a point along its band, towards `other`.
    fn end_at(&self, p: usize, other: (f32, f32)) -> (f32, f32) {
        let c = self.places[p];
        match self.pills[p] {
            None => c,
            Some((hx, hy)) if hx > hy => {
                let m = hx - 20.0;
                (c.0 + ((other.0 - c.0) * 0.5).clamp(-m, m), c.1)
            }
            Some((_, hy)) => {
                let m = hy - 20.0;
                (c.0, c.1 + ((other.1 - c.1) * 0.5).clamp(-m, m))
            }
        }
    }

    /// How far from `end` (towards `to`) a lane leaves place `p`'s marker.
    fn margin(&self, p: usize, end: (f32, f32), to: (f32, f32)) -> f32 {
        let Some((hx, hy)) = self.pills[p] else {
            return self.radii[p];
        };
        let c = self.places[p];
        let (dx, dy) = (to.0 - end.0, to.1 - end.1);
        let len = (dx * dx + dy * dy).sqrt().max(1e-3);
        let (dx, dy) = (dx / len, dy / len);
        let exit = |d: f32, h: f32, off: f32| {
            if d.abs() < 1e-4 {
                f32::MAX
            } else {
                (h * d.signum() - off) / d
            }
        };
        exit(dx, hx, end.0 - c.0).min(exit(dy, hy, end.1 - c.1))
    }
}

/// A quadratic curve from `a` to `b` bent by `h` px to the left of a→b,
/// sampled evenly in its parameter.
fn curve(a: (f32, f32), b: (f32, f32), h: f32) -> Vec<(f32, f32)> {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let len = (dx * dx + dy * dy).sqrt().max(1e-3);
    let (nx, ny) = (dy / len, -dx / len);
    // A control point 2h away puts the curve's middle h away from the chord.
    let c = (
        (a.0 + b.0) / 2.0 + nx * 2.0 * h,
        (a.1 + b.1) / 2.0 + ny * 2.0 * h,
    );
    (0..=SAMPLES)
        .map(|i| {
            let t = i as f32 / SAMPLES as f32;
            let u = 1.0 - t;
            (
                u * u * a.0 + 2.0 * u * t * c.0 + t * t * b.0,
                u * u * a.1 + 2.0 * u * t * c.1 + t * t * b.1,
            )
        })
        .collect()
}

/// Distance from `p` to the segment `a`–`b`.
fn seg_dist(p: (f32, f32), a: (f32, f32), b: (f32, f32)) -> f32 {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let l2 = dx * dx + dy * dy;
    let t = if l2 > 0.0 {
        (((p.0 - a.0) * dx + (p.1 - a.1) * dy) / l2).clamp(0.0, 1.0)
    } else {
        0.0
    };
    let (qx, qy) = (a.0 + t * dx - p.0, a.1 + t * dy - p.1);
    (qx * qx + qy * qy).sqrt()
}

/// How close a polyline comes to the markers of places other than its ends.
fn clearance(line: &[(f32, f32)], others: &[((f32, f32), f32)]) -> f32 {
    let mut best = f32::MAX;
    for w in line.windows(2) {
        for &(p, r) in others {
            best = best.min(seg_dist(p, w[0], w[1]) - r);
        }
    }
    best
}

/// The point and direction at arc length `s` along a polyline.
fn at_length(line: &[(f32, f32)], cum: &[f32], s: f32) -> ((f32, f32), f32) {
    let i = cum.partition_point(|&c| c < s).clamp(1, line.len() - 1);
    let (a, b) = (line[i - 1], line[i]);
    let seg = (cum[i] - cum[i - 1]).max(1e-6);
    let t = ((s - cum[i - 1]) / seg).clamp(0.0, 1.0);
    let p = (a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t);
    (p, (b.1 - a.1).atan2(b.0 - a.0))
}

fn cumulative(line: &[(f32, f32)]) -> Vec<f32> {
    let mut cum = Vec::with_capacity(line.len());
    let mut acc = 0.0;
    cum.push(0.0);
    for w in line.windows(2) {
        acc += ((w[1].0 - w[0].0).powi(2) + (w[1].1 - w[0].1).powi(2)).sqrt();
        cum.push(acc);
    }
    cum
}

/// Lays out every lane: each group of lanes joining the same two places
/// shares one centre curve, bent if needed to clear other places, and its
/// lanes sit side by side across it.
fn lay_lanes(board: &Board, layout: &Layout) -> Vec<LaneGeom> {
    let (places, width) = (&layout.places, layout.width);
    let mut groups: HashMap<(PlaceId, PlaceId), Vec<usize>> = HashMap::new();
    for (i, l) in board.lanes.iter().enumerate() {
        groups
            .entry((l.a.min(l.b), l.a.max(l.b)))
            .or_default()
            .push(i);
    }
    let mut out: Vec<Option<LaneGeom>> = vec![None; board.lanes.len()];
    let mut keys: Vec<_> = groups.keys().copied().collect();
    keys.sort_unstable();
    for key in keys {
        let members = &groups[&key];
        let first = &board.lanes[members[0]];
        let (pa, pb) = (first.a.min(first.b), first.a.max(first.b));
        let (ca, cb) = (places[pa.index()], places[pb.index()]);
        let a = layout.end_at(pa.index(), cb);
        let mut b = layout.end_at(pb.index(), ca);
        let wraps = first.wraps;
        if wraps {
            b.0 += if b.0 > a.0 { -width } else { width };
        }
        let ends = (
            layout.margin(pa.index(), a, b),
            layout.margin(pb.index(), b, a),
        );
        let half = CAR_W * members.len() as f32 / 2.0 + 3.0;
        let others = obstacles(board, layout, (pa, pb), half);
        let line = clear_curve(a, b, &others);
        let n = members.len();
        for (slot, &li) in members.iter().enumerate() {
            let lane = &board.lanes[li];
            // Lanes are numbered left to right as seen from the lower place id.
            let offset = (slot as f32 - (n as f32 - 1.0) / 2.0) * (CAR_W + LANE_GAP);
            let geom = lane_geom(&line, offset, lane.len, ends, wraps, width);
            out[li] = Some(geom);
        }
    }
    out.into_iter().map(Option::unwrap_or_default).collect()
}

/// The markers a route between `ends` must not run over, each with the room
/// it needs (`half` the route's width added), with copies across the edge.
fn obstacles(
    board: &Board,
    layout: &Layout,
    ends: (PlaceId, PlaceId),
    half: f32,
) -> Vec<((f32, f32), f32)> {
    let width = layout.width;
    let mut others = Vec::new();
    for (p, &pos) in layout.places.iter().enumerate() {
        if PlaceId::at(p) == ends.0 || PlaceId::at(p) == ends.1 {
            continue;
        }
        for dx in [-width, 0.0, width] {
            if dx == 0.0 || board.wraps {
                others.push(((pos.0 + dx, pos.1), layout.radii[p] + half));
            }
        }
    }
    others
}

/// The curve from `a` to `b`: straight if it clears `others`, else bent a
/// step at a time each way until it does (or the best found).
fn clear_curve(a: (f32, f32), b: (f32, f32), others: &[((f32, f32), f32)]) -> Vec<(f32, f32)> {
    let line = curve(a, b, 0.0);
    if clearance(&line, others) >= 0.0 {
        return line;
    }
    let mut best = (clearance(&line, others), line);
    for step in 1..=12 {
        for sign in [1.0, -1.0] {
            let cand = curve(a, b, sign * 6.0 * step as f32);
            let c = clearance(&cand, others);
            if c >= 0.0 {
                return cand;
            }
            if c > best.0 {
                best = (c, cand);
            }
        }
    }
    best.1
}

impl Default for LaneGeom {
    fn default() -> LaneGeom {
        LaneGeom {
            cars: Vec::new(),
            car_len: 0.0,
            line: Vec::new(),
            shifts: vec![0.0],
            edge_arrows: Vec::new(),
        }
    }
}

/// The cars of one lane along a shared centre line, `offset` px to its left.
fn lane_geom(
    center: &[(f32, f32)],
    offset: f32,
    len: u8,
    ends: (f32, f32),
    wraps: bool,
    width: f32,
) -> LaneGeom {
    let line = shifted(center, offset);
    let cum = cumulative(&line);
    let total = cum[cum.len() - 1];
    let (m0, m1) = (ends.0 + 4.0, ends.1 + 4.0);
    let usable = (total - m0 - m1).max(len as f32 * 6.0);
    let space = usable / len.max(1) as f32;
    let car_len = (space - CAR_GAP).max(4.0);
    let start = (total - usable) / 2.0;
    let cars: Vec<Car> = (0..len)
        .map(|i| {
            let ((x, y), angle) = at_length(&line, &cum, start + space * (i as f32 + 0.5));
            Car { x, y, angle }
        })
        .collect();
    let from = start + CAR_GAP / 2.0;
    let to = start + usable - CAR_GAP / 2.0;
    let mut drawn: Vec<(f32, f32)> = vec![at_length(&line, &cum, from).0];
    drawn.extend(
        line.iter()
            .zip(&cum)
            .filter(|(_, c)| **c > from && **c < to)
            .map(|(p, _)| *p),
    );
    drawn.push(at_length(&line, &cum, to).0);
    let (shifts, edge_arrows) = if wraps {
        (vec![0.0, -width, width], edge_arrows(&line, width))
    } else {
        (vec![0.0], Vec::new())
    };
    LaneGeom {
        cars,
        car_len,
        line: drawn,
        shifts,
        edge_arrows,
    }
}

/// The centre line moved `offset` px to its left.
fn shifted(center: &[(f32, f32)], offset: f32) -> Vec<(f32, f32)> {
    (0..center.len())
        .map(|i| {
            let a = center[i.saturating_sub(1)];
            let b = center[(i + 1).min(center.len() - 1)];
            let (dx, dy) = (b.0 - a.0, b.1 - a.1);
            let l = (dx * dx + dy * dy).sqrt().max(1e-6);
            (center[i].0 + dy / l * offset, center[i].1 - dx / l * offset)
        })
        .collect()
}

/// Where a wrapping lane crosses the map's edge: an arrow at each side,
/// each pointing off the map (x, y, angle).
fn edge_arrows(line: &[(f32, f32)], width: f32) -> Vec<(f32, f32, f32)> {
    let mut arrows = Vec::new();
    for w in line.windows(2) {
        for edge in [0.0, width] {
            let (a, b) = (w[0], w[1]);
            if (a.0 - edge) * (b.0 - edge) < 0.0 {
                let t = (edge - a.0) / (b.0 - a.0);
                let y = a.1 + (b.1 - a.1) * t;
                arrows.push((width - 2.0, y, 0.0));
                arrows.push((2.0, y, std::f32::consts::PI));
            }
        }
    }
    arrows
}
