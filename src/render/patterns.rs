//! Colour-blind patterns: when a reader asks for them, every card colour
//! also carries its own pattern — on the cards of their private picture and
//! on the board's unclaimed routes — so no colour has to be told by hue.

use super::draw::Canvas;
use super::geometry::{CAR_W, Layout};
use super::palette;
use super::static_layer::cars;
use crate::rules::Board;
use crate::rules::Color as CardColor;
use serde::{Deserialize, Serialize};
use tiny_skia::PathBuilder;

/// How one reader wants their pictures drawn.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Look {
    /// Card colours also carry a pattern each.
    pub patterns: bool,
    /// The portrait phone picture (see `phone`) instead of the full one.
    pub phone: bool,
}

/// The pattern of a colour, drawn in a box `len` long and `wid` wide
/// centred on (`cx`, `cy`) and turned by `angle`; gray has none.
pub(super) fn push(
    pb: &mut PathBuilder,
    color: CardColor,
    (cx, cy): (f32, f32),
    angle: f32,
    (len, wid): (f32, f32),
) {
    let (sin, cos) = angle.sin_cos();
    let mut pen = Pen {
        pb,
        centre: (cx, cy),
        sin,
        cos,
        hl: len / 2.0 * 0.8,
        hw: wid / 2.0 * 0.7,
    };
    match color {
        CardColor::Red => pen.slashes(false),
        CardColor::Blue => pen.rails(),
        CardColor::Green => pen.bars(),
        CardColor::White => pen.slashes(true),
        CardColor::Black => pen.crosses(),
        CardColor::Pink => pen.zigzag(),
        CardColor::Orange => pen.open_box(),
        CardColor::Yellow => pen.dots(),
    }
}

/// Draws one pattern in a turned box, in the box's own coordinates: `u`
/// along it, `v` across it, both from its centre.
struct Pen<'a> {
    pb: &'a mut PathBuilder,
    centre: (f32, f32),
    sin: f32,
    cos: f32,
    /// Half the length the pattern may use.
    hl: f32,
    /// Half the width the pattern may use.
    hw: f32,
}

impl Pen<'_> {
    /// The picture's point for (`u`, `v`).
    fn at(&self, u: f32, v: f32) -> (f32, f32) {
        let (cx, cy, s, c) = (self.centre.0, self.centre.1, self.sin, self.cos);
        (cx + u * c - v * s, cy + u * s + v * c)
    }

    fn line(&mut self, a: (f32, f32), b: (f32, f32)) {
        let (p, q) = (self.at(a.0, a.1), self.at(b.0, b.1));
        self.pb.move_to(p.0, p.1);
        self.pb.line_to(q.0, q.1);
    }

    /// Two forward slashes, or two back slashes.
    fn slashes(&mut self, back: bool) {
        let (hl, hw) = (self.hl, self.hw);
        let v = if back { -hw } else { hw };
        for u in [-hl * 0.5, hl * 0.5] {
            self.line((u - hw, v), (u + hw, -v));
        }
    }

    /// Two lines along the length.
    fn rails(&mut self) {
        let (hl, hw) = (self.hl, self.hw);
        for v in [-hw * 0.7, hw * 0.7] {
            self.line((-hl, v), (hl, v));
        }
    }

    /// Three bars across.
    fn bars(&mut self) {
        let (hl, hw) = (self.hl, self.hw);
        for u in [-hl, 0.0, hl] {
            self.line((u, -hw), (u, hw));
        }
    }

    /// A cross at each end.
    fn crosses(&mut self) {
        let (hl, hw) = (self.hl, self.hw);
        for u in [-hl * 0.7, hl * 0.7] {
            let d = hw * 0.8;
            self.line((u - d, -d), (u + d, d));
            self.line((u - d, d), (u + d, -d));
        }
    }

    /// A zigzag along the length.
    fn zigzag(&mut self) {
        let (hl, hw) = (self.hl, self.hw);
        let steps = 4;
        let step = 2.0 * hl / steps as f32;
        for i in 0..steps {
            let u = -hl + step * i as f32;
            let (v0, v1) = if i % 2 == 0 { (hw, -hw) } else { (-hw, hw) };
            self.line((u, v0), (u + step, v1));
        }
    }

    /// A bar at each end, an open box.
    fn open_box(&mut self) {
        let (hl, hw) = (self.hl, self.hw);
        self.line((-hl, -hw), (-hl, hw));
        self.line((hl, -hw), (hl, hw));
        self.line((-hl, -hw), (hl, -hw));
    }

    /// A dot at each end.
    fn dots(&mut self) {
        for u in [-self.hl * 0.7, self.hl * 0.7] {
            let (x, y) = self.at(u, 0.0);
            self.pb.push_circle(x, y, (self.hw * 0.45).max(1.0));
        }
    }
}

/// Width of a pattern's lines.
pub(super) const LINE: f32 = 1.4;

/// Draws the pattern of a colored lane (the overlay draws it on each
/// unclaimed one; claimed lanes wear their owner's color on top).
pub(super) fn lane(cv: &mut Canvas, board: &Board, layout: &Layout, l: usize) {
    let world = board.name == "world";
    let (Some(color), Some(geom)) = (board.lanes[l].color, layout.lanes.get(l)) else {
        return;
    };
    let mut pb = PathBuilder::new();
    for (car, dx) in cars(geom) {
        push(
            &mut pb,
            color,
            (car.x + dx, car.y),
            car.angle,
            (geom.car_len, CAR_W),
        );
    }
    if let Some(path) = pb.finish() {
        let ink = palette::route(Some(color), world).ink;
        cv.stroke(&path, ink, LINE * 0.8);
    }
}
