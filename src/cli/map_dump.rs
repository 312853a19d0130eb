//! `conductor map MAP`: a board as loaded, in a line or (`--json`) whole.

use crate::rules::{Board, PlaceId, PlaceKind, RouteKind, TicketValue};
use serde_json::{Value, json};

/// One line about a board: its places, routes, lanes and tickets, and how
/// many players it takes.
pub fn summary(board: &Board) -> String {
    let mut routes: Vec<_> = board
        .lanes
        .iter()
        .map(|l| (l.a.min(l.b), l.a.max(l.b)))
        .collect();
    routes.sort_unstable();
    routes.dedup();
    let routes = routes.len();
    let cfg = board.family.config();
    format!(
        "{} ({}): {} places, {} routes ({} lanes), {} tickets; {}–{} players. \
         --json prints the whole board.",
        board.title,
        board.name,
        board.places.len(),
        routes,
        board.lanes.len(),
        board.tickets.len(),
        cfg.min_players,
        cfg.max_players
    )
}

/// The board as one JSON object (the contract in SCENARIOS.md).
pub fn map_json(board: &Board) -> Value {
    let name = |p: &PlaceId| board.place_name(*p).to_string();
    let places: Vec<Value> = board
        .places
        .iter()
        .map(|p| {
            json!({"name": p.name, "kind": match p.kind { PlaceKind::City => "city", PlaceKind::Country => "country" },
                   "harbor": p.harbor, "x": p.x, "y": p.y})
        })
        .collect();
    let routes: Vec<Value> = board
        .lanes
        .iter()
        .map(|l| {
            json!({"a": name(&l.a), "b": name(&l.b), "len": l.len,
                   "color": l.color.map(|c| c.name()).unwrap_or("gray"),
                   "kind": match l.kind { RouteKind::Rail => "rail", RouteKind::Sea => "sea" },
                   "tunnel": l.tunnel, "locos": l.locos, "steam": l.steam, "wraps": l.wraps,
                   "double": l.sibling.is_some()})
        })
        .collect();
    let tickets: Vec<Value> = board
        .tickets
        .iter()
        .map(|t| {
            let places: Vec<String> = t.places.iter().map(name).collect();
            match &t.value {
                TicketValue::Pair { points, long } => json!({"places": places, "points": points,
                    "kind": if *long { "long" } else { "regular" }, "set": t.set}),
                TicketValue::Options(opts) => json!({"places": places, "points": t.points(), "kind": "country",
                    "set": t.set,
                    "options": opts.iter().map(|o| json!({"places": [name(&o.a), name(&o.b)], "points": o.points})).collect::<Vec<_>>()}),
                TicketValue::Tour { in_order, any_order, penalty } => json!({"places": places, "points": in_order,
                    "kind": "tour", "set": t.set, "in_order": in_order, "any_order": any_order, "penalty": penalty}),
            }
        })
        .collect();
    json!({"map": board.name, "title": board.title, "places": places, "routes": routes, "tickets": tickets})
}
