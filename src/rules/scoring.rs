//! Final scoring: tickets (with station-lent routes), longest trail, unbuilt
//! stations, harbors, exchanges, and the ranking with its tie-breaks.

use super::board::{Board, LaneId, PlaceId, TicketId, TicketValue};
use super::config::Family;
use super::network::Network;
use super::state::{GameState, Seat};
use serde::{Deserialize, Serialize};

/// Points by source; `total` is their sum.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Breakdown {
    pub routes: i32,
    pub tickets: i32,
    pub longest: i32,
    pub stations: i32,
    pub harbors: i32,
    /// Points lost to exchanges (zero or negative).
    pub exchange: i32,
    pub total: i32,
}

/// How one ticket turned out.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TicketResult {
    pub ticket: TicketId,
    pub complete: bool,
    /// What it added or took away.
    pub scored: i32,
}

/// One player's final score.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerScore {
    pub breakdown: Breakdown,
    pub tickets: Vec<TicketResult>,
    pub completed: usize,
    pub longest_path: u32,
    pub longest_bonus: bool,
    /// The opponent lanes each station lends, as chosen for the owner.
    pub station_routes: Vec<LaneId>,
}

/// The lanes a player owns.
pub fn owned_lanes(state: &GameState, seat: Seat) -> impl Iterator<Item = LaneId> + '_ {
    state
        .owners
        .iter()
        .enumerate()
        .filter(move |(_, o)| **o == Some(seat))
        .map(|(l, _)| LaneId::at(l))
}

/// Scores one ticket against a network.
pub(super) fn ticket_result(board: &Board, net: &mut Network, t: TicketId) -> TicketResult {
    let ticket = &board.tickets[t];
    let (complete, scored) = match &ticket.value {
        TicketValue::Pair { points, .. } => {
            let ok = net.connected(board, ticket.places[0], ticket.places[1]);
            (ok, if ok { *points } else { -*points })
        }
        TicketValue::Options(opts) => {
            let best = opts
                .iter()
                .filter(|o| net.connected(board, o.a, o.b))
                .map(|o| o.points)
                .max();
            match best {
                Some(p) => (true, p),
                None => (false, -opts.iter().map(|o| o.points).min().unwrap_or(0)),
            }
        }
        TicketValue::Tour {
            in_order,
            any_order,
            penalty,
        } => {
            if net.visits_in_order(&ticket.places) {
                (true, *in_order)
            } else if net.all_connected(board, &ticket.places) {
                (true, *any_order)
            } else {
                (false, -*penalty)
            }
        }
    };
    TicketResult {
        ticket: t,
        complete,
        scored,
    }
}

/// (ticket points, completed tickets): what a station choice maximises.
fn tickets_value(board: &Board, net: &mut Network, tickets: &[TicketId]) -> (i32, usize) {
    tickets.iter().fold((0, 0), |(pts, done), &t| {
        let r = ticket_result(board, net, t);
        (pts + r.scored, done + usize::from(r.complete))
    })
}

/// The opponent lanes each of a player's stations may lend: one per
/// neighbouring place, only those that join places not already joined.
fn station_candidates(
    board: &Board,
    state: &GameState,
    seat: Seat,
    base: &mut Network,
) -> Vec<Vec<LaneId>> {
    let mut out = Vec::new();
    for (p, owner) in state.stations.iter().enumerate() {
        if *owner != Some(seat) {
            continue;
        }
        let mut cands: Vec<LaneId> = Vec::new();
        let mut seen: Vec<PlaceId> = Vec::new();
        for &l in board.lanes_at(PlaceId::at(p)) {
            let lane = &board.lanes[l];
            let other = lane.other(PlaceId::at(p));
            let opp = matches!(state.owners[l.index()], Some(o) if o != seat);
            if opp && !seen.contains(&other) && !base.connected(board, PlaceId::at(p), other) {
                seen.push(other);
                cands.push(l);
            }
        }
        out.push(cands);
    }
    out
}

/// Picks each station's lent lane as the owner would: the most ticket points,
/// then the most completed tickets (the first tie-break).
fn best_station_routes(
    board: &Board,
    state: &GameState,
    seat: Seat,
    tickets: &[TicketId],
) -> Vec<LaneId> {
    let mut base = Network::new(board, owned_lanes(state, seat));
    let cands = station_candidates(board, state, seat, &mut base);
    if cands.iter().all(Vec::is_empty) {
        return Vec::new();
    }
    let own: Vec<LaneId> = owned_lanes(state, seat).collect();
    let mut best = (tickets_value(board, &mut base, tickets), Vec::new());
    let mut pick = vec![0usize; cands.len()]; // 0 = none, i = cands[i-1]
    loop {
        let mut k = 0;
        while k < pick.len() {
            pick[k] += 1;
            if pick[k] <= cands[k].len() {
                break;
            }
            pick[k] = 0;
            k += 1;
        }
        if k == pick.len() {
            break;
        }
        let chosen: Vec<LaneId> = pick
            .iter()
            .zip(&cands)
            .filter(|(i, _)| **i > 0)
            .map(|(i, c)| c[*i - 1])
            .collect();
        let mut net = Network::new(board, own.iter().copied().chain(chosen.iter().copied()));
        let score = tickets_value(board, &mut net, tickets);
        if score > best.0 {
            best = (score, chosen);
        }
    }
    best.1
}

/// Scores every player as if the game ended now.
pub fn score_game(board: &Board, state: &GameState) -> Vec<PlayerScore> {
    let cfg = board.family.config();
    let mut scores: Vec<PlayerScore> = Vec::with_capacity(state.seats());
    for (seat, p) in state.players.iter().enumerate() {
        let own = Network::new(board, owned_lanes(state, seat));
        let longest_path = if cfg.longest_bonus > 0 {
            own.longest_trail()
        } else {
            0
        };
        let station_routes = if p.stations_built > 0 {
            best_station_routes(board, state, seat, &p.tickets)
        } else {
            Vec::new()
        };
        let mut net = Network::new(
            board,
            owned_lanes(state, seat).chain(station_routes.iter().copied()),
        );
        let tickets: Vec<TicketResult> = p
            .tickets
            .iter()
            .map(|&t| ticket_result(board, &mut net, t))
            .collect();
        let harbors = harbor_points(board, state, seat, &tickets);
        let breakdown = Breakdown {
            routes: p.route_points,
            tickets: tickets.iter().map(|t| t.scored).sum(),
            longest: 0,
            stations: 4 * p.stations as i32,
            harbors,
            exchange: -p.exchange_penalty,
            total: 0,
        };
        scores.push(PlayerScore {
            breakdown,
            completed: tickets.iter().filter(|t| t.complete).count(),
            tickets,
            longest_path,
            longest_bonus: false,
            station_routes,
        });
    }
    let max = scores.iter().map(|s| s.longest_path).max().unwrap_or(0);
    for s in &mut scores {
        if cfg.longest_bonus > 0 && max > 0 && s.longest_path == max {
            s.longest_bonus = true;
            s.breakdown.longest = cfg.longest_bonus;
        }
        let b = &mut s.breakdown;
        b.total = b.routes + b.tickets + b.longest + b.stations + b.harbors + b.exchange;
    }
    scores
}

/// Where a kept ticket stands now, by the scoring rule: a station's lent
/// route counts, chosen as at the end of the game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(super) struct TicketStatus {
    pub ticket: TicketId,
    pub complete: bool,
    /// The player's stations the ticket needs (complete only through them).
    pub via: Vec<PlaceId>,
}

/// The status of each ticket `seat` keeps, in hand order.
pub(super) fn ticket_statuses(board: &Board, state: &GameState, seat: Seat) -> Vec<TicketStatus> {
    let p = &state.players[seat];
    let lent = if p.stations_built > 0 {
        best_station_routes(board, state, seat, &p.tickets)
    } else {
        Vec::new()
    };
    let mut own = Network::new(board, owned_lanes(state, seat));
    // Without lent lanes, the network with them is the own one.
    let mut all = (!lent.is_empty())
        .then(|| Network::new(board, owned_lanes(state, seat).chain(lent.iter().copied())));
    p.tickets
        .iter()
        .map(|&t| {
            let complete = ticket_result(board, all.as_mut().unwrap_or(&mut own), t).complete;
            let via = if complete && all.is_some() && !ticket_result(board, &mut own, t).complete {
                needed_stations(board, state, seat, t, &lent)
            } else {
                Vec::new()
            };
            TicketStatus {
                ticket: t,
                complete,
                via,
            }
        })
        .collect()
}

/// The stations whose lent lane ticket `t` cannot do without (all that
/// lend one, when no single one is needed).
fn needed_stations(
    board: &Board,
    state: &GameState,
    seat: Seat,
    t: TicketId,
    lent: &[LaneId],
) -> Vec<PlaceId> {
    let station_of = |l: LaneId| {
        let lane = &board.lanes[l];
        [lane.a, lane.b]
            .into_iter()
            .find(|&p| state.stations[p.index()] == Some(seat))
    };
    let needed: Vec<PlaceId> = lent
        .iter()
        .filter(|&&l| {
            let rest = lent.iter().copied().filter(|&k| k != l);
            let mut net = Network::new(board, owned_lanes(state, seat).chain(rest));
            !ticket_result(board, &mut net, t).complete
        })
        .filter_map(|&l| station_of(l))
        .collect();
    if needed.is_empty() {
        lent.iter().filter_map(|&l| station_of(l)).collect()
    } else {
        needed
    }
}

/// Harbor points: 20/30/40 per harbor for 1/2/3+ completed tickets naming its
/// city, and -4 per unbuilt harbor.
fn harbor_points(board: &Board, state: &GameState, seat: Seat, tickets: &[TicketResult]) -> i32 {
    let mut pts = -4 * state.players[seat].harbors as i32;
    for (p, owner) in state.harbors.iter().enumerate() {
        if *owner != Some(seat) {
            continue;
        }
        let n = tickets
            .iter()
            .filter(|t| t.complete && board.tickets[t.ticket].places.contains(&PlaceId::at(p)))
            .count();
        pts += match n {
            0 => 0,
            1 => 20,
            2 => 30,
            _ => 40,
        };
    }
    pts
}

/// What orders players: the total, then the board's tie-breaks (higher first).
fn rank_key(
    board: &Board,
    scores: &[PlayerScore],
    stations_built: &[u8],
    s: Seat,
) -> (i64, i64, i64, i64) {
    let sc = &scores[s];
    let stations = stations_built.get(s).copied().unwrap_or(0) as i64;
    let (a, b, c) = match board.family {
        Family::Usa | Family::Switzerland => (sc.completed as i64, sc.longest_path as i64, 0),
        Family::Europe => (sc.completed as i64, -stations, sc.longest_bonus as i64),
        Family::World => (0, 0, 0),
    };
    (sc.breakdown.total as i64, a, b, c)
}

fn stations_built(state: &GameState) -> Vec<u8> {
    state.players.iter().map(|p| p.stations_built).collect()
}

/// Seats from first to last place, by total and then the board's tie-breaks.
pub fn ranking(board: &Board, state: &GameState, scores: &[PlayerScore]) -> Vec<Seat> {
    rank_seats(board, scores, &stations_built(state))
}

/// [`ranking`] from the public facts alone: final scores and the stations
/// each seat built.
pub fn rank_seats(board: &Board, scores: &[PlayerScore], stations_built: &[u8]) -> Vec<Seat> {
    let mut seats: Vec<Seat> = (0..scores.len()).collect();
    seats.sort_by_key(|&s| std::cmp::Reverse(rank_key(board, scores, stations_built, s)));
    seats
}

/// Each seat's 0-based place by [`ranking`]; players no tie-break
/// separates share one.
pub fn places(board: &Board, state: &GameState, scores: &[PlayerScore]) -> Vec<u8> {
    let order = ranking(board, state, scores);
    let mut places = vec![0u8; order.len()];
    for (i, &s) in order.iter().enumerate() {
        let shared = i > 0 && tied(board, state, scores, order[i - 1], s);
        places[s] = if shared {
            places[order[i - 1]]
        } else {
            i as u8
        };
    }
    places
}

/// Whether two players share a place (no tie-break separates them).
pub fn tied(board: &Board, state: &GameState, scores: &[PlayerScore], a: Seat, b: Seat) -> bool {
    let built = stations_built(state);
    rank_key(board, scores, &built, a) == rank_key(board, scores, &built, b)
}
