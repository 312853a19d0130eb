//! Where place names go. Each name is put beside its marker where its box
//! covers no other name, no marker and no route space (car); where nothing
//! close by is free it goes further out, on a ring of spots around the
//! marker, with a leader line back to it. Names are placed once per board
//! and size (the full picture, and the phone picture whose names are
//! larger against the map) when the board's art is built.

use super::font::{Face, Fonts};
use super::geometry::{CAR_W, LABEL_SIZE, Layout};
use crate::rules::Board;

/// A place name's position: the left end of its baseline, and the line
/// from its marker's edge to its box when it stands away from the marker.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct Label {
    pub x: f32,
    pub baseline: f32,
    pub leader: Option<[(f32, f32); 2]>,
}

/// How names are drawn, in map pixels: the type size and the halo each
/// name keeps clear around its letters.
#[derive(Clone, Copy, Debug)]
pub(super) struct Style {
    pub size: f32,
    pub pad: f32,
}

/// Names on the full-size picture.
pub(super) const FULL: Style = Style {
    size: LABEL_SIZE,
    pad: 2.0,
};

impl Style {
    /// Names drawn `size` px high with a `halo` px wide halo on a picture
    /// that shows the map at `scale`, measured in map pixels.
    pub(super) fn scaled(size: f32, halo: f32, scale: f32) -> Style {
        Style {
            size: size / scale,
            pad: halo / 2.0 / scale,
        }
    }

    /// How far the letters reach above the baseline.
    fn ascent(self) -> f32 {
        self.size * 0.76
    }

    /// How far they reach below it.
    fn descent(self) -> f32 {
        self.size * 0.24
    }

    /// The box a name `w` px wide at (`x`, `baseline`) keeps clear: its
    /// letters and their halo.
    pub(super) fn rect(self, x: f32, baseline: f32, w: f32) -> Rect {
        Rect {
            left: x - self.pad,
            top: baseline - self.ascent() - self.pad,
            right: x + w + self.pad,
            bottom: baseline + self.descent() + self.pad,
        }
    }
}

/// An axis-aligned box in map pixels.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct Rect {
    pub left: f32,
    pub top: f32,
    pub right: f32,
    pub bottom: f32,
}

impl Rect {
    fn meets(self, o: Rect) -> bool {
        self.left < o.right && o.left < self.right && self.top < o.bottom && o.top < self.bottom
    }

    /// Area shared with `o`.
    fn overlap(self, o: Rect) -> f32 {
        let w = (self.right.min(o.right) - self.left.max(o.left)).max(0.0);
        let h = (self.bottom.min(o.bottom) - self.top.max(o.top)).max(0.0);
        w * h
    }

    /// The point of the box nearest to `p`.
    fn nearest(self, p: (f32, f32)) -> (f32, f32) {
        (
            p.0.clamp(self.left, self.right),
            p.1.clamp(self.top, self.bottom),
        )
    }

    fn grown(self, by: f32) -> Rect {
        Rect {
            left: self.left - by,
            top: self.top - by,
            right: self.right + by,
            bottom: self.bottom + by,
        }
    }
}

/// One route space as a turned rectangle, with its bounding box.
struct CarBox {
    centre: (f32, f32),
    /// Unit vector along the lane.
    dir: (f32, f32),
    /// Half its length and half its width.
    half: (f32, f32),
    bounds: Rect,
}

impl CarBox {
    fn new(centre: (f32, f32), angle: f32, len: f32) -> CarBox {
        let dir = (angle.cos(), angle.sin());
        let half = (len / 2.0, CAR_W / 2.0);
        let ex = half.0 * dir.0.abs() + half.1 * dir.1.abs();
        let ey = half.0 * dir.1.abs() + half.1 * dir.0.abs();
        CarBox {
            centre,
            dir,
            half,
            bounds: Rect {
                left: centre.0 - ex,
                top: centre.1 - ey,
                right: centre.0 + ex,
                bottom: centre.1 + ey,
            },
        }
    }

    /// Whether the box `r` overlaps the car (separating axes).
    fn meets(&self, r: Rect) -> bool {
        if !self.bounds.meets(r) {
            return false;
        }
        let (c, (ux, uy)) = (self.centre, self.dir);
        let corners = [
            (r.left, r.top),
            (r.right, r.top),
            (r.left, r.bottom),
            (r.right, r.bottom),
        ];
        [(ux, uy, self.half.0), (-uy, ux, self.half.1)]
            .iter()
            .all(|&(ax, ay, half)| {
                let proj = corners.map(|p| (p.0 - c.0) * ax + (p.1 - c.1) * ay);
                let lo = proj.iter().copied().fold(f32::MAX, f32::min);
                let hi = proj.iter().copied().fold(f32::MIN, f32::max);
                lo < half && hi > -half
            })
    }

    /// Whether the segment `a`–`b` crosses the car.
    fn crossed_by(&self, a: (f32, f32), b: (f32, f32)) -> bool {
        let line = Rect {
            left: a.0.min(b.0),
            top: a.1.min(b.1),
            right: a.0.max(b.0),
            bottom: a.1.max(b.1),
        };
        if !line.meets(self.bounds) {
            return false;
        }
        let steps = 8;
        (0..=steps).any(|i| {
            let t = i as f32 / steps as f32;
            let p = (a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t);
            let (dx, dy) = (p.0 - self.centre.0, p.1 - self.centre.1);
            let along = dx * self.dir.0 + dy * self.dir.1;
            let across = -dx * self.dir.1 + dy * self.dir.0;
            along.abs() < self.half.0 && across.abs() < self.half.1
        })
    }
}

/// A place's marker: a circle, or a country's band as a box.
#[derive(Clone, Copy)]
enum Marker {
    Circle((f32, f32), f32),
    Band(Rect),
}

impl Marker {
    fn of(layout: &Layout, p: usize) -> Marker {
        let (x, y) = layout.places[p];
        match layout.pills[p] {
            Some((hx, hy)) => Marker::Band(Rect {
                left: x - hx,
                top: y - hy,
                right: x + hx,
                bottom: y + hy,
            }),
            None => Marker::Circle((x, y), layout.radii[p]),
        }
    }

    fn meets(self, r: Rect) -> bool {
        match self {
            Marker::Band(b) => b.meets(r),
            Marker::Circle(c, radius) => {
                let n = r.nearest(c);
                (n.0 - c.0).powi(2) + (n.1 - c.1).powi(2) < radius * radius
            }
        }
    }
}

/// Everything on the map a name must not cover.
struct Obstacles {
    cars: Vec<CarBox>,
    markers: Vec<Marker>,
    width: f32,
    height: f32,
}

impl Obstacles {
    fn of(layout: &Layout) -> Obstacles {
        let mut cars = Vec::new();
        for g in &layout.lanes {
            for &dx in &g.shifts {
                for c in &g.cars {
                    cars.push(CarBox::new((c.x + dx, c.y), c.angle, g.car_len));
                }
            }
        }
        let markers = (0..layout.places.len())
            .map(|p| Marker::of(layout, p))
            .collect();
        Obstacles {
            cars,
            markers,
            width: layout.width,
            height: layout.height,
        }
    }

    fn inside(&self, r: Rect) -> bool {
        r.left >= 2.0
            && r.top >= 2.0
            && r.right <= self.width - 2.0
            && r.bottom <= self.height - 2.0
    }

    /// How much a name of place `own` in box `r` covers: the cars and
    /// markers it meets, the other names' leader lines it lies on, and the
    /// area it shares with the other names.
    fn covered(&self, own: usize, r: Rect, others: &[Placed]) -> f32 {
        let cars = self.cars.iter().filter(|c| c.meets(r)).count() as f32;
        let markers = self.markers.iter().enumerate();
        let markers = markers.filter(|&(p, m)| p != own && m.meets(r)).count() as f32;
        let names: f32 = others
            .iter()
            .map(|o| o.rect.overlap(r))
            .filter(|&a| a > 0.0)
            .map(|a| HIT + a)
            .sum();
        let leaders = others
            .iter()
            .filter_map(|o| o.leader)
            .filter(|&[a, b]| on_segment(r, a, b))
            .count() as f32;
        let off = if self.inside(r) { 0.0 } else { 10.0 * HIT };
        HIT * (cars + markers + leaders) + names + off
    }

    /// What a leader line `a`–`b` crosses: other names and markers (which
    /// rule it out), and cars (which it may cross).
    fn leader_cost(&self, own: usize, a: (f32, f32), b: (f32, f32), others: &[Placed]) -> f32 {
        let names = others.iter().filter(|o| on_segment(o.rect, a, b)).count();
        let markers = self.markers.iter().enumerate().filter(|&(p, m)| {
            let bounds = match *m {
                Marker::Band(r) => r,
                Marker::Circle(c, r) => Rect {
                    left: c.0 - r,
                    top: c.1 - r,
                    right: c.0 + r,
                    bottom: c.1 + r,
                },
            };
            p != own && on_segment(bounds, a, b)
        });
        let cars = self.cars.iter().filter(|c| c.crossed_by(a, b)).count();
        HIT * (names + markers.count()) as f32 + 2.0 * cars as f32
    }

    /// What a name at `spot` covers, its leader line included.
    fn cost(&self, own: usize, spot: &Spot, others: &[Placed]) -> f32 {
        let leader = spot
            .leader
            .map_or(0.0, |[a, b]| self.leader_cost(own, a, b, others));
        self.covered(own, spot.rect, others) + leader
    }
}

/// Whether the segment `a`–`b` passes through the box `r` (the segment
/// clipped to the box, Liang–Barsky).
fn on_segment(r: Rect, a: (f32, f32), b: (f32, f32)) -> bool {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let (mut t0, mut t1) = (0.0f32, 1.0f32);
    let sides = [
        (-dx, a.0 - r.left),
        (dx, r.right - a.0),
        (-dy, a.1 - r.top),
        (dy, r.bottom - a.1),
    ];
    for (p, q) in sides {
        if p == 0.0 {
            if q <= 0.0 {
                return false;
            }
        } else {
            let t = q / p;
            if p < 0.0 {
                t0 = t0.max(t);
            } else {
                t1 = t1.min(t);
            }
        }
    }
    t0 < t1
}

/// What a name pays for each thing it covers: more than the farthest
/// spot's rank, so a free spot anywhere wins over a covering one.
const HIT: f32 = 10_000.0;

/// A name placed: its box and leader line.
#[derive(Clone, Copy)]
struct Placed {
    rect: Rect,
    leader: Option<[(f32, f32); 2]>,
}

/// Gaps from a marker's edge to a name's box tried first; past them, the
/// gap grows by [`STEP`] up to [`FARTHEST`].
const GAPS: [f32; 2] = [3.0, 8.0];
const STEP: f32 = 9.0;
/// How far from a marker's edge a leader line starts: clear of a station
/// or harbor drawn on the marker.
const LEADER_OFF: f32 = 5.0;
const FARTHEST: f32 = 420.0;
/// Directions tried around a marker in eighths of a turn clockwise from
/// east, in order of preference: the eight main ones, then those between.
const DIRECTIONS: [f32; 16] = [
    0.0, 4.0, 6.0, 2.0, 7.0, 5.0, 1.0, 3.0, 0.5, 7.5, 3.5, 4.5, 1.5, 2.5, 5.5, 6.5,
];

/// The gaps tried, nearest first, each with how many directions: eight
/// close by, where a name needs no leader line, sixteen further out, and
/// thirty-two far out, where the spots around are far apart.
fn rings() -> impl Iterator<Item = (f32, usize)> {
    let far = (0..).map(|i| 16.0 + STEP * i as f32);
    GAPS.into_iter()
        .chain(far.take_while(|&g| g <= FARTHEST))
        .map(|g| {
            (
                g,
                if g < 16.0 {
                    8
                } else if g < 90.0 {
                    16
                } else {
                    32
                },
            )
        })
}

/// A candidate spot for a name: its box, baseline start, leader and
/// preference (lower is better).
struct Spot {
    rect: Rect,
    at: (f32, f32),
    leader: Option<[(f32, f32); 2]>,
    rank: f32,
}

/// The spots around place `p`'s marker for a name `w` px wide, in order
/// of preference.
fn spots(layout: &Layout, p: usize, w: f32, style: Style) -> Vec<Spot> {
    let (cx, cy) = layout.places[p];
    let h = style.ascent() + style.descent();
    let mut out = Vec::new();
    if layout.pills[p].is_some() {
        // A country's name goes inside its band first.
        let base = cy + (style.ascent() - style.descent()) / 2.0;
        let x = cx - w / 2.0;
        out.push(Spot {
            rect: style.rect(x, base, w),
            at: (x, base),
            leader: None,
            rank: 0.0,
        });
    }
    let reach = match layout.pills[p] {
        Some((hx, hy)) => hx.max(hy),
        None => layout.radii[p],
    };
    for (ring, (gap, dirs)) in rings().enumerate() {
        for k in 0..dirs {
            let eighth = match DIRECTIONS.get(k) {
                Some(&d) if dirs <= 16 => d,
                _ => k as f32 / 4.0,
            };
            let a = eighth * std::f32::consts::FRAC_PI_4;
            let (ux, uy) = (a.cos(), a.sin());
            let r = reach + gap + style.pad;
            let (px, py) = (cx + ux * r, cy + uy * r);
            let left = match ux {
                u if u > 0.35 => px,
                u if u < -0.35 => px - w,
                _ => px - w / 2.0,
            };
            let top = match uy {
                u if u > 0.35 => py,
                u if u < -0.35 => py - h,
                _ => py - h / 2.0,
            };
            let at = (left, top + style.ascent());
            let rect = style.rect(at.0, at.1, w);
            let leader = (gap >= 16.0).then(|| {
                let edge = (
                    cx + ux * (reach + LEADER_OFF),
                    cy + uy * (reach + LEADER_OFF),
                );
                [edge, rect.grown(-style.pad).nearest(edge)]
            });
            out.push(Spot {
                rect,
                at,
                leader,
                rank: 10.0 * ring as f32 + 0.3 * k as f32 / (dirs as f32 / 16.0) + 1.0,
            });
        }
    }
    out
}

/// How many route spaces lie near place `p`: the crowded are placed first,
/// having the fewest free spots.
fn crowding(obstacles: &Obstacles, layout: &Layout, p: usize) -> usize {
    let (x, y) = layout.places[p];
    let near = Rect {
        left: x - 60.0,
        top: y - 40.0,
        right: x + 60.0,
        bottom: y + 40.0,
    };
    obstacles
        .cars
        .iter()
        .filter(|c| c.bounds.meets(near))
        .count()
}

/// Rounds of placing again the names that still cover something once
/// every name has a place.
const ROUNDS: usize = 12;

/// Places every place name of `board` drawn as `style` asks: the free
/// spot nearest its marker, else the spot that covers least. Names are
/// placed most crowded first; then each name still covering something is
/// placed again among all the others, a few rounds.
pub(super) fn place(board: &Board, fonts: &Fonts, layout: &Layout, style: Style) -> Vec<Label> {
    let obstacles = Obstacles::of(layout);
    let n = layout.places.len();
    let mut order: Vec<usize> = (0..n).collect();
    let crowd: Vec<usize> = order
        .iter()
        .map(|&p| crowding(&obstacles, layout, p))
        .collect();
    order.sort_by_key(|&p| (layout.pills[p].is_none(), std::cmp::Reverse(crowd[p])));
    let spots: Vec<Vec<Spot>> = (0..n)
        .map(|p| {
            let w = fonts.width(Face::Bold, style.size, &board.places[p].name);
            spots(layout, p, w, style)
        })
        .collect();
    let mut chosen: Vec<Option<usize>> = vec![None; n];
    let others = |chosen: &[Option<usize>], p: usize| -> Vec<Placed> {
        (0..n)
            .filter(|&q| q != p)
            .filter_map(|q| chosen[q].map(|i| spots[q][i].placed()))
            .collect()
    };
    for &p in &order {
        chosen[p] = best(&obstacles, p, &spots[p], &others(&chosen, p));
    }
    for _ in 0..ROUNDS {
        let mut moved = false;
        for &p in &order {
            let near = others(&chosen, p);
            let now = chosen[p].map(|i| &spots[p][i]);
            if now.is_some_and(|s| obstacles.cost(p, s, &near) < 1.0) {
                continue;
            }
            let again = best(&obstacles, p, &spots[p], &near);
            moved |= again != chosen[p];
            chosen[p] = again;
        }
        if !moved {
            break;
        }
    }
    (0..n)
        .map(|p| match chosen[p] {
            Some(i) => spots[p][i].label(),
            None => Label {
                x: layout.places[p].0,
                baseline: layout.places[p].1,
                leader: None,
            },
        })
        .collect()
}

/// The spot (its index in `spots`) whose name covers least among the
/// `others`, nearer spots winning ties.
fn best(obstacles: &Obstacles, p: usize, spots: &[Spot], others: &[Placed]) -> Option<usize> {
    let mut best: Option<(f32, usize)> = None;
    for (i, s) in spots.iter().enumerate() {
        if best.is_some_and(|(cost, _)| cost < s.rank) {
            // Every spot from here ranks worse than the best found.
            break;
        }
        let cost = s.rank + obstacles.cost(p, s, others);
        if best.is_none_or(|(c, _)| cost < c) {
            best = Some((cost, i));
        }
    }
    best.map(|(_, i)| i)
}

impl Spot {
    fn placed(&self) -> Placed {
        Placed {
            rect: self.rect,
            leader: self.leader,
        }
    }

    fn label(&self) -> Label {
        Label {
            x: self.at.0,
            baseline: self.at.1,
            leader: self.leader,
        }
    }
}
