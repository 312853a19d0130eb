//! Colour-blind patterns: when a reader asks for them, every card colour
//! also carries its own pattern — on the cards of their private picture and
//! on the board's unclaimed routes — so no colour has to be told by hue.

use super::draw::Canvas;
use super::geometry::{CAR_W, Layout};
use super::palette;
use super::static_layer::cars;
use crate::rules::Color as CardColor;
use crate::rules::{Board, Seat};
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
pub fn push(
    pb: &mut PathBuilder,
    color: CardColor,
    (cx, cy): (f32, f32),
    angle: f32,
    (len, wid): (f32, f32),
) {
    let (s, c) = angle.sin_cos();
    let at = |u: f32, v: f32| (cx + u * c - v * s, cy + u * s + v * c);
    let (hl, hw) = (len / 2.0 * 0.8, wid / 2.0 * 0.7);
    let mut line = |a: (f32, f32), b: (f32, f32)| {
        let (p, q) = (at(a.0, a.1), at(b.0, b.1));
        pb.move_to(p.0, p.1);
        pb.line_to(q.0, q.1);
    };
    match color {
        // Two forward slashes.
        CardColor::Red => {
            for u in [-hl * 0.5, hl * 0.5] {
                line((u - hw, hw), (u + hw, -hw));
            }
        }
        // Two lines along the length.
        CardColor::Blue => {
            for v in [-hw * 0.7, hw * 0.7] {
                line((-hl, v), (hl, v));
            }
        }
        // Three bars across.
        CardColor::Green => {
            for u in [-hl, 0.0, hl] {
                line((u, -hw), (u, hw));
            }
        }
        // Two back slashes.
        CardColor::White => {
            for u in [-hl * 0.5, hl * 0.5] {
                line((u - hw, -hw), (u + hw, hw));
            }
        }
        // A cross at each end.
        CardColor::Black => {
            for u in [-hl * 0.7, hl * 0.7] {
                let d = hw * 0.8;
                line((u - d, -d), (u + d, d));
                line((u - d, d), (u + d, -d));
            }
        }
        // A zigzag along the length.
        CardColor::Pink => {
            let steps = 4;
            let step = 2.0 * hl / steps as f32;
            for i in 0..steps {
                let u = -hl + step * i as f32;
                let (v0, v1) = if i % 2 == 0 { (hw, -hw) } else { (-hw, hw) };
                line((u, v0), (u + step, v1));
            }
        }
        // A bar at each end, an open box.
        CardColor::Orange => {
            line((-hl, -hw), (-hl, hw));
            line((hl, -hw), (hl, hw));
            line((-hl, -hw), (hl, -hw));
        }
        // A dot at each end.
        CardColor::Yellow => {
            for u in [-hl * 0.7, hl * 0.7] {
                let (x, y) = at(u, 0.0);
                pb.push_circle(x, y, (hw * 0.45).max(1.0));
            }
        }
    }
}

/// Width of a pattern's lines.
pub const LINE: f32 = 1.4;

/// Draws the patterns of every unclaimed colored lane (claimed lanes wear
/// their owner's color on top).
pub fn lanes(cv: &mut Canvas, board: &Board, layout: &Layout, owners: &[Option<Seat>]) {
    let world = board.name == "world";
    for (l, lane) in board.lanes.iter().enumerate() {
        let (Some(color), None) = (lane.color, owners.get(l).copied().flatten()) else {
            continue;
        };
        let Some(geom) = layout.lanes.get(l) else {
            continue;
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
}
