//! The JSON lines a scenario prints (the contract in SCENARIOS.md).

use crate::rules::{
    Board, Family, GameState, KeepRule, LaneId, Phase, PlayerScore, Stage, TicketId, owned_lanes,
    ranking, score_game, tied,
};
use serde_json::{Value, json};
use std::collections::BTreeMap;

fn ticket_json(board: &Board, t: TicketId) -> Value {
    let tk = &board.tickets[t];
    let places: Vec<&str> = tk.places.iter().map(|&p| board.place_name(p)).collect();
    json!({"places": places, "points": tk.points()})
}

pub(super) fn pending_json(board: &Board, state: &GameState) -> Value {
    let offer_json = |seat: usize| {
        let p = &state.players[seat];
        let offer = p.offer.as_ref().expect("caller checked");
        let (at_least, mega) = (offer.min_keep(), offer.keep == KeepRule::MegaLong);
        let mut v = json!({"kind": "tickets", "player": p.name,
            "offer": offer.tickets.iter().map(|&t| ticket_json(board, t)).collect::<Vec<_>>(),
            "keep_at_least": at_least});
        if mega {
            v["keep_at_most"] = json!(1);
        }
        v
    };
    match (&state.phase, &state.stage) {
        (Phase::Over, _) => Value::Null,
        (Phase::Setup, _) => {
            let waiting: Vec<&str> = state
                .players
                .iter()
                .filter(|p| p.offer.is_some() || p.split_pending)
                .map(|p| p.name.as_str())
                .collect();
            let mut v = match state.players.iter().position(|p| p.offer.is_some()) {
                Some(s) => offer_json(s),
                None => json!({"kind": "split"}),
            };
            v["waiting"] = json!(waiting);
            v
        }
        (_, Stage::Tunnel(t)) => json!({"kind": "tunnel", "player": state.players[state.turn].name,
            "revealed": t.revealed.iter().map(|c| c.name()).collect::<Vec<_>>(), "extra": t.extra,
            "route": [board.place_name(board.lanes[t.lane].a), board.place_name(board.lanes[t.lane].b)]}),
        (_, Stage::Tickets) => offer_json(state.turn),
        (_, Stage::SecondDraw) => json!({"kind": "draw", "player": state.players[state.turn].name}),
        _ => Value::Null,
    }
}

/// The acting player's own state after the step (test aid; never shown to others).
pub(super) fn actor_json(state: &GameState, seat: usize) -> Value {
    let p = &state.players[seat];
    let hand: BTreeMap<String, u8> = p.hand.iter().map(|(c, n)| (c.name(), n)).collect();
    json!({"score": p.score(), "trains": p.trains, "ships": p.ships, "stations": p.stations,
           "harbors": p.harbors, "hand": hand, "tickets": p.tickets.len()})
}

pub(super) fn turn_json(state: &GameState) -> Value {
    match state.phase {
        Phase::Over => Value::Null,
        Phase::Play => json!(state.players[state.turn].name),
        Phase::Setup => state
            .players
            .iter()
            .find(|p| p.offer.is_some() || p.split_pending)
            .map(|p| json!(p.name))
            .unwrap_or(Value::Null),
    }
}

/// Each seat's place (1 = winner); players the tie-breaks cannot separate
/// share a place.
fn places(board: &Board, state: &GameState, scores: &[PlayerScore], order: &[usize]) -> Vec<usize> {
    let mut place = vec![0; order.len()];
    for (i, &s) in order.iter().enumerate() {
        let shared = i > 0 && tied(board, state, scores, order[i - 1], s);
        place[s] = if shared { place[order[i - 1]] } else { i + 1 };
    }
    place
}

/// The last line: the game as it stands, scored when over.
pub(super) fn final_json(board: &Board, state: &GameState) -> Value {
    let over = state.phase == Phase::Over;
    let scores = score_game(board, state);
    let world = board.family == Family::World;
    let players: Vec<Value> = (0..state.players.len())
        .map(|s| player_json(board, state, &scores[s], s, over))
        .collect();
    let mut out = json!({"final": true, "over": over,
        "face_up": state.face_up.iter().map(|c| c.map(|c| c.name())).collect::<Vec<_>>(),
        "deck": state.decks[0].draw.len(), "discard": state.decks[0].discard.len(),
        "tickets_left": state.ticket_deck.len(),
        "players": players});
    if over {
        let order = ranking(board, state, &scores);
        out["ranking"] = json!(
            order
                .iter()
                .map(|&s| &state.players[s].name)
                .collect::<Vec<_>>()
        );
        for (s, place) in places(board, state, &scores, &order)
            .into_iter()
            .enumerate()
        {
            out["players"][s]["rank"] = json!(place);
        }
    }
    if world {
        out["deck_ships"] = json!(state.decks[1].draw.len());
        out["discard_ships"] = json!(state.decks[1].discard.len());
    }
    out
}

/// One player in the last line.
fn player_json(board: &Board, state: &GameState, sc: &PlayerScore, s: usize, over: bool) -> Value {
    let p = &state.players[s];
    let hand: BTreeMap<String, u8> = p.hand.iter().map(|(c, n)| (c.name(), n)).collect();
    let route = |l: LaneId| {
        let lane = &board.lanes[l];
        [board.place_name(lane.a), board.place_name(lane.b)]
    };
    let routes: Vec<[&str; 2]> = owned_lanes(state, s).map(route).collect();
    let tickets: Vec<Value> = sc
        .tickets
        .iter()
        .map(|r| {
            let mut v = ticket_json(board, r.ticket);
            v["complete"] = json!(r.complete);
            v["scored"] = json!(r.scored);
            v
        })
        .collect();
    let mut v = json!({"name": p.name,
        "score": if over { sc.breakdown.total } else { p.score() },
        "trains": p.trains, "ships": p.ships, "stations": p.stations, "harbors": p.harbors,
        "hand": hand, "routes": routes, "tickets": tickets, "longest_path": sc.longest_path,
        "completed": sc.completed});
    if over {
        v["breakdown"] = json!(sc.breakdown);
        let lent: Vec<[&str; 2]> = sc.station_routes.iter().map(|&l| route(l)).collect();
        v["station_routes"] = json!(lent);
    }
    if board.family == Family::World {
        v["box_trains"] = json!(p.box_trains);
        v["box_ships"] = json!(p.box_ships);
    }
    v
}
