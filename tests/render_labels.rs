//! Place names cover nothing: on every board, on the full picture and on
//! the phone picture, no name's box (letters and halo) meets another name,
//! a place's marker or a route space (car), and a leader line crosses no
//! other name. Place names are the board's own in every language, so the
//! boxes are measured once per board and size; the pictures in each
//! language are drawn from them.

use conductor::maps;
use conductor::render::{self, CarPlace, LabelBox, Marker};
use conductor::rules::{Board, LaneId, PlaceId};

/// The map is drawn this wide; World's lanes across the edge are drawn
/// again one width to the left and right.
const MAP_WIDTH: f32 = 1600.0;

/// A rectangle of a name as its four sides.
fn sides(b: &LabelBox) -> (f32, f32, f32, f32) {
    (b.left, b.top, b.right, b.bottom)
}

fn boxes_meet(a: &LabelBox, b: &LabelBox) -> bool {
    a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom
}

/// Whether a name's box meets a car (a rectangle `len` × the car width
/// turned by its angle), by separating axes.
fn meets_car(b: &LabelBox, car: &CarPlace, dx: f32) -> bool {
    let (l, t, r, bo) = sides(b);
    let corners = [(l, t), (r, t), (l, bo), (r, bo)];
    let (c, s) = (car.angle.cos(), car.angle.sin());
    let (cx, cy) = (car.x + dx, car.y);
    let half = (car.len / 2.0, render::CAR_WIDTH / 2.0);
    // The car's own axes.
    let along = [(c, s, half.0), (-s, c, half.1)]
        .iter()
        .all(|&(ax, ay, h)| {
            let p: Vec<f32> = corners
                .iter()
                .map(|&(x, y)| (x - cx) * ax + (y - cy) * ay)
                .collect();
            let lo = p.iter().copied().fold(f32::MAX, f32::min);
            let hi = p.iter().copied().fold(f32::MIN, f32::max);
            lo < h && hi > -h
        });
    // The box's axes: the car's extent in x and y.
    let ex = half.0 * c.abs() + half.1 * s.abs();
    let ey = half.0 * s.abs() + half.1 * c.abs();
    along && cx - ex < r && cx + ex > l && cy - ey < bo && cy + ey > t
}

fn meets_marker(b: &LabelBox, m: &Marker) -> bool {
    let (l, t, r, bo) = sides(b);
    if m.round {
        let (nx, ny) = (m.x.clamp(l, r), m.y.clamp(t, bo));
        (nx - m.x).powi(2) + (ny - m.y).powi(2) < m.half_w * m.half_w
    } else {
        m.x - m.half_w < r && m.x + m.half_w > l && m.y - m.half_h < bo && m.y + m.half_h > t
    }
}

/// Whether the segment `a`–`b` passes through the box, sampled finely.
fn crosses(a: (f32, f32), b: (f32, f32), bx: &LabelBox) -> bool {
    (0..=100).any(|i| {
        let t = i as f32 / 100.0;
        let (x, y) = (a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t);
        x > bx.left && x < bx.right && y > bx.top && y < bx.bottom
    })
}

/// Every collision of the board's names at one size, described.
fn collisions(board: &Board, phone: bool) -> Vec<String> {
    let boxes = render::label_boxes(board, phone).unwrap();
    let markers: Vec<Marker> = (0..board.places.len())
        .map(|p| render::place_marker(board, PlaceId::at(p)).unwrap())
        .collect();
    let shifts: &[f32] = if board.wraps {
        &[0.0, -MAP_WIDTH, MAP_WIDTH]
    } else {
        &[0.0]
    };
    let name = |p: PlaceId| board.places[p].name.as_str();
    let mut found = Vec::new();
    for (i, b) in boxes.iter().enumerate() {
        let who = name(b.place);
        if b.left < 0.0 || b.right > MAP_WIDTH || b.top < 0.0 {
            found.push(format!("{who} leaves the map"));
        }
        for o in &boxes[i + 1..] {
            if boxes_meet(b, o) {
                found.push(format!("{who} meets the name {}", name(o.place)));
            }
        }
        for (p, m) in markers.iter().enumerate() {
            // A country's name is written inside its own band.
            let own = PlaceId::at(p) == b.place;
            if (!own || m.round) && meets_marker(b, m) {
                found.push(format!(
                    "{who} covers the marker of {}",
                    name(PlaceId::at(p))
                ));
            }
        }
        for l in 0..board.lanes.len() {
            let cars = render::car_places(board, LaneId::at(l)).unwrap();
            let hit = cars
                .iter()
                .any(|c| shifts.iter().any(|&dx| meets_car(b, c, dx)));
            if hit {
                let lane = &board.lanes[l];
                found.push(format!(
                    "{who} covers a car of {}–{}",
                    name(lane.a),
                    name(lane.b)
                ));
            }
        }
        if let Some([a, end]) = b.leader {
            let m = &markers[b.place.index()];
            let from = ((a.0 - m.x).powi(2) + (a.1 - m.y).powi(2)).sqrt();
            if from > m.half_w.max(m.half_h) + 6.0 {
                found.push(format!("{who}'s leader line starts away from its marker"));
            }
            let to_box = end.0 >= b.left - 1.0
                && end.0 <= b.right + 1.0
                && end.1 >= b.top - 1.0
                && end.1 <= b.bottom + 1.0;
            if !to_box {
                found.push(format!("{who}'s leader line does not reach its name"));
            }
            for o in boxes.iter().filter(|o| o.place != b.place) {
                if crosses(a, end, o) {
                    found.push(format!("{who}'s leader line crosses {}", name(o.place)));
                }
            }
        }
    }
    found
}

fn no_collisions(map: &str) {
    let board = maps::board(map).unwrap();
    let mut found = Vec::new();
    for phone in [false, true] {
        let size = if phone { "phone" } else { "full size" };
        found.extend(
            collisions(&board, phone)
                .into_iter()
                .map(|c| format!("{map} {size}: {c}")),
        );
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}

#[test]
fn usa_names_cover_nothing() {
    no_collisions("usa");
}

#[test]
fn europe_names_cover_nothing() {
    no_collisions("europe");
}

#[test]
fn switzerland_names_cover_nothing() {
    no_collisions("switzerland");
}

#[test]
fn world_names_cover_nothing() {
    no_collisions("world");
}

/// The test itself sees a collision: a name moved onto its neighbour's
/// marker and onto a car is caught.
#[test]
fn a_name_on_a_marker_and_a_car_is_caught() {
    let board = maps::board("usa").unwrap();
    let m = render::place_marker(&board, PlaceId::at(0)).unwrap();
    let on = LabelBox {
        place: PlaceId::at(1),
        left: m.x - 5.0,
        top: m.y - 5.0,
        right: m.x + 40.0,
        bottom: m.y + 5.0,
        leader: None,
    };
    assert!(meets_marker(&on, &m));
    let car = render::car_places(&board, LaneId::at(0)).unwrap()[0];
    let over = LabelBox {
        left: car.x - 2.0,
        top: car.y - 2.0,
        right: car.x + 2.0,
        bottom: car.y + 2.0,
        ..on
    };
    assert!(meets_car(&over, &car, 0.0));
    let beside = LabelBox {
        left: car.x + car.len + 20.0,
        right: car.x + car.len + 60.0,
        ..over
    };
    assert!(!meets_car(&beside, &car, 0.0));
}
